"""GB-26 and D-11: the state of one game (a character deck is its size and the index of S
from the top, unafraid cards being interchangeable), whose step it is, what one seat may
know (the view) and the state's canonical JSON.

Hands, the draw pile, the discard pile and pending GB-9 discards are counts per card, so
drawing is a chance step whose outcome is the card drawn, with probability count/size: a
shuffled pile without an order anyone could peek at.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ghostparlor.core.protocol import CHANCE, TERMINAL

from .actions import strength
from .content import GAME_ID

FIRST_PLAYER = 0  # chance: the first start-card holder (section 2)
DEAL = 1  # chance: dealing one card at a time (GB-2, D-12)
SCARE = 2  # a seat secretly inserts its scared card (GB-3, D-11)
PLAY = 3  # a seat plays cards into the trick (GB-5, GB-6)
REFILL = 4  # chance: the seat that played k >= 2 cards draws (GB-7)
DISCARD = 5  # GB-9 / D-7: a seat secretly discards one card
PAY = 6  # D-7: the drawer pays the card it owes to the discard pile
OVER = 7  # after the last round (GB-24, GB-25)

PHASE_NAMES = ("first_player", "deal", "scare", "play", "refill", "gb9_discard", "pay_owed", "over")


class GhostbumpersState:
    """Everything about one game of Ghostbumpers. Mutable; copy with :meth:`clone`.

    Card counts are lists indexed by card (0 = the 0/10 card). ``deck[i]`` is the
    number of face-down character cards of seat i, ``scare[i]`` the index of S from
    the top (-1 while S is not inserted yet: GB-3), ``revealed[i]`` the unafraid
    cards turned up beside the deck this round.
    """

    __slots__ = (
        "n", "round", "phase", "dealer", "active", "target", "totals", "history", "last_end",
        "hands", "hand_sizes", "pile", "pile_size", "discard", "discard_size", "table",
        "leader", "turns", "deck", "scare", "revealed", "deal_pos", "tricks", "gb9_count",
        "drawer", "need", "owed", "gb9_pos", "gb9_pending", "last_trick", "unfinished",
    )

    def __init__(self) -> None:
        self.n = 0
        self.round = 1
        self.phase = FIRST_PLAYER
        self.dealer = 0
        self.active = 0
        self.target: int | None = None
        self.totals: list[int] = []
        self.history: list[list[int]] = []  # scores of every finished round
        self.last_end: tuple | None = None  # (how, seat, paranoia) of the last round
        self.hands: list[list[int]] = []
        self.hand_sizes: list[int] = []
        self.pile: list[int] = []
        self.pile_size = 0
        self.discard: list[int] = []
        self.discard_size = 0
        self.table: list[tuple] = []  # (seat, card, count, announce) of the trick in progress
        self.leader = 0
        self.turns = 0  # seats that have had their turn in this trick (or set S in GB-3)
        self.deck: list[int] = []
        self.scare: list[int] = []
        self.revealed: list[int] = []
        self.deal_pos = 0
        self.tricks = 0
        self.gb9_count = 0
        self.drawer = -1
        self.need = 0
        self.owed: list[int] = []
        self.gb9_pos = -1  # -1: no GB-9 in progress; else the next index from the drawer
        self.gb9_pending: list[int] = []  # chosen, not yet revealed GB-9 discards (-1: none)
        self.last_trick: tuple | None = None  # (winner, strength, plays)
        self.unfinished = False

    def clone(self) -> "GhostbumpersState":
        c = GhostbumpersState.__new__(GhostbumpersState)
        c.n = self.n
        c.round = self.round
        c.phase = self.phase
        c.dealer = self.dealer
        c.active = self.active
        c.target = self.target
        c.totals = self.totals[:]
        c.history = self.history[:]  # rows are never changed once written
        c.last_end = self.last_end
        c.hands = [h[:] for h in self.hands]
        c.hand_sizes = self.hand_sizes[:]
        c.pile = self.pile[:]
        c.pile_size = self.pile_size
        c.discard = self.discard[:]
        c.discard_size = self.discard_size
        c.table = self.table[:]
        c.leader = self.leader
        c.turns = self.turns
        c.deck = self.deck[:]
        c.scare = self.scare[:]
        c.revealed = self.revealed[:]
        c.deal_pos = self.deal_pos
        c.tricks = self.tricks
        c.gb9_count = self.gb9_count
        c.drawer = self.drawer
        c.need = self.need
        c.owed = self.owed[:]
        c.gb9_pos = self.gb9_pos
        c.gb9_pending = self.gb9_pending[:]
        c.last_trick = self.last_trick
        c.unfinished = self.unfinished
        return c


@dataclass(frozen=True)
class GhostbumpersView:
    """What one seat may know (GB-26). Cards are ints, 0 = the 0/10 card.

    ``hand`` is the seat's own hand, sorted (None for a spectator);
    ``scare_position`` is the seat's own S position from the top of its current
    face-down deck (1-based; None before GB-3 or for a spectator). ``table`` holds
    the trick in progress as (seat, card, count, announce, strength).
    """

    seat: int | None
    players: int
    round: int
    rounds: int | None
    target_score: int | None
    phase: str
    to_move: int
    dealer: int
    leader: int
    hand: tuple | None
    hand_sizes: tuple
    draw_pile_size: int
    discard_pile: tuple
    table: tuple
    deck_sizes: tuple
    revealed: tuple
    scare_set: tuple
    scare_position: int | None
    totals: tuple
    history: tuple
    tricks_done: int
    gb9_count: int
    refill_seat: int
    refill_need: int
    owed: tuple
    gb9_chosen: tuple
    own_pending_discard: int | None
    last_trick: tuple | None
    last_end: tuple | None
    hand_size: int
    set_size: int


def to_move(g: Any, s: GhostbumpersState) -> int:
    """The seat to move: in GB-3, a trick, a GB-9 discard or paying an owed card (D-7); else chance or nobody."""
    phase = s.phase
    if phase == PLAY or phase == SCARE or phase == DISCARD or phase == PAY:
        return s.active
    if phase == OVER:
        return TERMINAL
    return CHANCE


def view(g: Any, s: GhostbumpersState, seat: int | None) -> GhostbumpersView:
    """GB-26: what ``seat`` may know (None: a spectator)."""
    own_scare = None
    hand = None
    pending = None
    if seat is not None:
        h = s.hands[seat]
        hand = tuple(v for v in range(10) for _ in range(h[v]))
        if s.scare[seat] >= 0:
            own_scare = s.scare[seat] + 1
        if s.gb9_pending[seat] >= 0:
            pending = s.gb9_pending[seat]
    return GhostbumpersView(
        seat=seat,
        players=s.n,
        round=s.round,
        rounds=None if s.target is not None else g.rounds_by_players[s.n],
        target_score=s.target,
        phase=PHASE_NAMES[s.phase],
        to_move=to_move(g, s),
        dealer=s.dealer,
        leader=s.leader,
        hand=hand,
        hand_sizes=tuple(s.hand_sizes),
        draw_pile_size=s.pile_size,
        discard_pile=tuple(v for v in range(10) for _ in range(s.discard[v])),
        table=tuple((p[0], p[1], p[2], p[3], strength(p[1], p[2], p[3])) for p in s.table),
        deck_sizes=tuple(s.deck),
        revealed=tuple(s.revealed),
        scare_set=tuple(x >= 0 for x in s.scare),
        scare_position=own_scare,
        totals=tuple(s.totals),
        history=tuple(tuple(r) for r in s.history),
        tricks_done=s.tricks,
        gb9_count=s.gb9_count,
        refill_seat=s.drawer,
        refill_need=s.need,
        owed=tuple(s.owed),
        gb9_chosen=tuple(x >= 0 for x in s.gb9_pending),
        own_pending_discard=pending,
        last_trick=s.last_trick,
        last_end=s.last_end,
        hand_size=g.hand_size,
        set_size=g.set_size,
    )


def cards_of(counts: list[int]) -> list[int]:
    return [v for v in range(10) for _ in range(counts[v])]


def deck_text(size: int, scare: int) -> str:
    """A character deck top to bottom, e.g. "UUSUUUU" (no S: not inserted yet)."""
    return "".join("S" if i == scare else "U" for i in range(size))


def state_to_json(g: Any, s: GhostbumpersState) -> dict[str, Any]:
    return {
        "game": GAME_ID,
        "players": s.n,
        "round": s.round,
        "phase": PHASE_NAMES[s.phase],
        "dealer": s.dealer,
        "active": s.active,
        "target_score": s.target,
        "totals": list(s.totals),
        "history": [list(r) for r in s.history],
        "last_end": list(s.last_end) if s.last_end is not None else None,
        "hands": [cards_of(h) for h in s.hands],
        "draw_pile": cards_of(s.pile),
        "discard_pile": cards_of(s.discard),
        "table": [{"seat": p[0], "card": p[1], "count": p[2], "announce": p[3]} for p in s.table],
        "leader": s.leader,
        "turns": s.turns,
        "decks": [deck_text(s.deck[i], s.scare[i]) for i in range(s.n)],
        "revealed": list(s.revealed),
        "deal_pos": s.deal_pos,
        "tricks_done": s.tricks,
        "gb9_count": s.gb9_count,
        "refill_seat": s.drawer,
        "refill_need": s.need,
        "owed": list(s.owed),
        "gb9_pos": s.gb9_pos,
        "gb9_pending": list(s.gb9_pending),
        "last_trick": (
            {"winner": s.last_trick[0], "strength": s.last_trick[1], "plays": [list(p) for p in s.last_trick[2]]}
            if s.last_trick is not None else None
        ),
        "unfinished": s.unfinished,
    }
