"""S-1 to S-6 and GH-17: the state of a game of Ghosts, what one seat may see of it,
and its canonical JSON.

Cards are small integers ("kinds"): one per family and value, and the last one is
Fog. The deck is a count per kind, so drawing is a chance step whose outcome is the
kind drawn, with probability count/size: a shuffled deck without an order anyone
could peek at.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

GAME_ID = "ghosts"

# phases of a state
FIRST_PLAYER = 0  # chance: round 1's first player (S-3, D13)
DEAL = 1  # chance: dealing (S-4) and all-Fog redeals (S-5)
OPEN = 2  # a seat must open a pile with a ghost card (GH-2)
PLAY = 3  # a seat plays a card on the pile or takes it (GH-1)
REFILL = 4  # chance: the seat that just played draws one card (GH-10)
OVER = 5  # after round 3's relief (GH-15)

PHASE_NAMES = ("first_player", "deal", "open", "play", "refill", "over")
CW, CCW = 1, -1


class GhostsState:
    """Everything about one game of Ghosts. Mutable; copy with :meth:`clone`."""

    __slots__ = (
        "n", "round", "phase", "active", "direction", "level", "top_family",
        "hands", "deck", "deck_size", "pile", "fog_beside", "fp", "took", "taken",
        "first_player", "deal_queue", "deal_pos", "refill_seat", "round_log",
    )

    def __init__(self) -> None:
        self.n = 0
        self.round = 1
        self.phase = FIRST_PLAYER
        self.active = 0
        self.direction = CW
        self.level = 0
        self.top_family = -1
        self.hands: list[list[int]] = []  # each sorted
        self.deck: list[int] = []  # count per kind
        self.deck_size = 0
        self.pile: list[int] = []  # ghost cards, bottom first
        self.fog_beside = 0
        self.fp: list[int] = []
        self.took: list[bool] = []
        self.taken: list[list[int]] = []  # each seat's face-down stack this round, sorted
        self.first_player = -1
        self.deal_queue: list[int] = []  # seats still to receive one card each
        self.deal_pos = 0
        self.refill_seat = -1
        # GH-17: the round's plays and takes, public: (seat, card id or "take", level and
        # top family before, whether a refill followed); a tuple, shared by clones
        self.round_log: tuple = ()

    def clone(self) -> "GhostsState":
        c = GhostsState.__new__(GhostsState)
        c.n = self.n
        c.round = self.round
        c.phase = self.phase
        c.active = self.active
        c.direction = self.direction
        c.level = self.level
        c.top_family = self.top_family
        c.hands = [h[:] for h in self.hands]
        c.deck = self.deck[:]
        c.deck_size = self.deck_size
        c.pile = self.pile[:]
        c.round_log = self.round_log
        c.fog_beside = self.fog_beside
        c.fp = self.fp[:]
        c.took = self.took[:]
        c.taken = [s[:] for s in self.taken]
        c.first_player = self.first_player
        c.deal_queue = self.deal_queue[:]
        c.deal_pos = self.deal_pos
        c.refill_seat = self.refill_seat
        return c


def clone(g, s: GhostsState) -> GhostsState:
    return s.clone()


@dataclass(frozen=True)
class GhostsView:
    """What one seat may know (GH-17). Cards are card ids such as ``ghost_red_2``.

    ``hand`` is the seat's own hand (None for a spectator). Played cards are
    public (they were face up), so the taken stacks' contents are shown too.
    """

    seat: int | None
    players: int
    round: int
    rounds: int
    phase: str
    to_move: int
    active: int
    hand: tuple | None
    hand_sizes: tuple
    deck_size: int
    pile: tuple
    fog_beside: int
    level: int
    top_family: str | None
    direction: int
    fear_points: tuple
    took_pile: tuple
    taken: tuple
    first_player: int
    fear_cap: int
    round_log: tuple = ()
    """This round's plays and takes in order (GH-17: all public): ``(seat, card, level,
    top_family, refilled)`` with ``card`` a card id or ``"take"``, the level and top
    family before the move, and whether the player then drew a card (GH-10)."""


def view(g, s: GhostsState, seat: int | None) -> GhostsView:
    """GH-17: the seat's own hand; everything else but other hands and the deck order."""
    ids = g.card_ids
    return GhostsView(
        seat=seat,
        players=s.n,
        round=s.round,
        rounds=g.rounds,
        phase=PHASE_NAMES[s.phase],
        to_move=g.to_move(s),
        active=s.active,
        hand=tuple(ids[k] for k in s.hands[seat]) if seat is not None else None,
        hand_sizes=tuple(len(h) for h in s.hands),
        deck_size=s.deck_size,
        pile=tuple(ids[k] for k in s.pile),
        fog_beside=s.fog_beside,
        level=s.level,
        top_family=g.families[s.top_family] if s.top_family >= 0 else None,
        direction=s.direction,
        fear_points=tuple(s.fp),
        took_pile=tuple(s.took),
        taken=tuple(tuple(ids[k] for k in st) for st in s.taken),
        first_player=s.first_player,
        fear_cap=g.cap,
        round_log=s.round_log,
    )


def state_to_json(g, s: GhostsState) -> dict[str, Any]:
    """The canonical JSON of a state (read back by positions.state_from_json)."""
    ids = g.card_ids
    return {
        "game": GAME_ID,
        "players": s.n,
        "round": s.round,
        "phase": PHASE_NAMES[s.phase],
        "active": s.active,
        "direction": s.direction,
        "level": s.level,
        "top_family": g.families[s.top_family] if s.top_family >= 0 else None,
        "hands": [[ids[k] for k in h] for h in s.hands],
        "deck": {ids[k]: c for k, c in enumerate(s.deck) if c},
        "pile": [ids[k] for k in s.pile],
        "fog_beside": s.fog_beside,
        "fear_points": list(s.fp),
        "took_pile": list(s.took),
        "taken": [[ids[k] for k in st] for st in s.taken],
        "first_player": s.first_player,
        "deal_queue": s.deal_queue[s.deal_pos:],
        "refill_seat": s.refill_seat,
        "round_log": [list(e) for e in s.round_log],
    }


def conserved(g, s: GhostsState) -> dict[str, int]:
    """Section 2: every card of the deck is somewhere (hands, pile, Fog beside it, taken
    stacks, deck); cards discarded at a round end are gathered at once by the next deal."""
    counts = s.deck[:]
    for group in (*s.hands, s.pile, *s.taken):
        for k in group:
            counts[k] += 1
    counts[g.fog] += s.fog_beside
    return {g.card_ids[k]: c for k, c in enumerate(counts)}
