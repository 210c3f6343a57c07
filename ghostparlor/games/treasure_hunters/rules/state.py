"""TH-1, TH-19 to TH-21 and D-3, D-4, D-14: what a game of Ghost Fightin' Treasure
Hunters is made of at any moment: the state, the view every seat shares (co-op: the
whole table), the canonical JSON and the totals no action may change.

Nodes and rooms are integers of the game's :class:`~.board.Board`; cards are kind
indices; jewels are their numbers 1..J (0 = none). The draw pile is a count per card
kind, so nobody can peek at its order (D-14: draws are chance steps).

One pawn turn (TH-1): ``roll`` (chance) -> ``card`` (chance, on a ghost icon;
several for DRAW cards) -> ``move`` (a seat picks a destination; staying is a
destination) -> ``pickup`` (a seat, only when there is a choice) -> ``fight``
(chance, when there are ghosts, or a haunting and a partner) -> next pawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame

GAME_ID = "treasure_hunters"

# phases of a state
PLACE_JEWELS = 0  # chance: the numbered jewels go face down into the jewel rooms (section 3, TH-A1)
ROLL = 1  # chance: the movement die (TH-1 step 1)
CARD = 2  # chance: a card off the draw pile (TH-1 step 2, TH-2, TH-A3)
MOVE = 3  # the pawn's seat picks a destination (TH-7..TH-11)
PICKUP = 4  # the pawn's seat picks up a jewel, puts one down (D-11 house rule) or not (TH-12)
FIGHT = 5  # chance: the battle dice (TH-15, TH-16)
OVER = 6

PHASE_NAMES = ("place_jewels", "roll", "card", "move", "pickup", "fight", "over")

# card kinds
LETTER, SHUFFLE_CARD, DRAW_CARD, LOCK_CARD = 0, 1, 2, 3

# how a game ended
WON = "won"
LOST_HAUNTINGS = "lost_hauntings"  # TH-20
LOST_DEADLOCK = "lost_deadlock"  # TH-21
LOST_DEAD_END = "lost_dead_end"  # D-11
OUTCOMES = ("", WON, LOST_HAUNTINGS, LOST_DEADLOCK, LOST_DEAD_END)


class TreasureHuntersState:
    """Everything about one game. Mutable; copy with :meth:`clone`.

    Nodes and rooms are integers of the game's :class:`~.board.Board`; cards are
    kind indices; jewels are their numbers 1..J (0 = none).
    """

    __slots__ = (
        "n", "advanced", "putdown", "phase", "turn", "roll", "draws_left", "outcome",
        "pos", "carry", "room_jewel", "revealed", "delivered", "ghosts", "haunted",
        "supply", "markers_left", "draw", "draw_size", "discard", "lock",
    )

    def __init__(self) -> None:
        self.n = 1
        self.advanced = False
        self.putdown = False
        self.phase = PLACE_JEWELS
        self.turn = 0  # the pawn whose turn it is
        self.roll = 0  # the movement die this turn (0: not rolled yet)
        self.draws_left = 0  # extra draws still due for a DRAW card (TH-A3)
        self.outcome = ""
        self.pos: list[int] = []  # node per pawn
        self.carry: list[int] = []  # jewel number per pawn (0: none)
        self.room_jewel: list[int] = []  # jewel number per room (0: none)
        self.revealed: list[bool] = []  # per jewel number (index 0 unused)
        self.delivered: list[int] = []  # numbers, in order
        self.ghosts: list[int] = []  # per room
        self.haunted: list[bool] = []  # per room
        self.supply = 0  # ghost figures off the board
        self.markers_left = 0  # haunting markers off the board
        self.draw: list[int] = []  # count per card kind (no order: nobody can peek)
        self.draw_size = 0
        self.discard: list[int] = []  # card kinds, bottom first (face up, public)
        self.lock = -1  # the lock card kept aside as a reminder (TH-A4), -1: no lock

    def clone(self) -> "TreasureHuntersState":
        c = TreasureHuntersState.__new__(TreasureHuntersState)
        c.n = self.n
        c.advanced = self.advanced
        c.putdown = self.putdown
        c.phase = self.phase
        c.turn = self.turn
        c.roll = self.roll
        c.draws_left = self.draws_left
        c.outcome = self.outcome
        c.pos = self.pos[:]
        c.carry = self.carry[:]
        c.room_jewel = self.room_jewel[:]
        c.revealed = self.revealed[:]
        c.delivered = self.delivered[:]
        c.ghosts = self.ghosts[:]
        c.haunted = self.haunted[:]
        c.supply = self.supply
        c.markers_left = self.markers_left
        c.draw = self.draw[:]
        c.draw_size = self.draw_size
        c.discard = self.discard[:]
        c.lock = self.lock
        return c


@dataclass(frozen=True)
class TreasureHuntersView:
    """What a seat may know: everything on the table. Hidden: the order of the draw
    pile (not even in the state) and the numbers of jewels not yet turned over.

    Places are node ids (``OUT``, ``H3``, ``A``); room tuples follow ``room_ids``
    (letter order). A jewel number is 0 when it is unknown (or there is none).
    """

    seat: int | None
    players: int
    advanced: bool
    allow_putdown: bool
    phase: str
    to_move: int
    turn: int  # the pawn whose turn it is
    turn_seat: int
    roll: int
    ghost_icon: bool
    draws_left: int
    pawn_owner: tuple  # seat per pawn
    positions: tuple  # node id per pawn
    carrying: tuple  # bool per pawn
    carried_number: tuple  # int per pawn (0: unknown or none)
    room_ids: tuple
    ghosts: tuple  # per room
    haunted: tuple  # per room
    has_jewel: tuple  # per room
    jewel_number: tuple  # per room (0: unknown or none)
    delivered: int
    delivered_numbers: tuple  # in order (0: unknown)
    next_number: int  # advanced: the number that may leave next (TH-A2)
    ghost_supply: int
    markers: int  # on the board
    markers_total: int
    draw_size: int
    draw_pile: tuple  # (card, count) pairs: the pile's contents are public, its order is not
    discard: tuple  # card ids, bottom first
    lock_card: str | None
    locked_colour: str | None
    outcome: str


def view(g: "TreasureHuntersGame", s: TreasureHuntersState, seat: int | None) -> TreasureHuntersView:
    b = g.board
    rev = s.revealed
    locked = g.card_arg[s.lock] if s.lock >= 0 else None
    phase = s.phase
    return TreasureHuntersView(
        seat=seat,
        players=s.n,
        advanced=s.advanced,
        allow_putdown=s.putdown,
        phase=PHASE_NAMES[phase],
        to_move=g.to_move(s),
        turn=s.turn,
        turn_seat=s.turn % s.n,
        roll=s.roll,
        ghost_icon=bool(s.roll) and g.ghost_icon.get(s.roll, False),
        draws_left=s.draws_left,
        pawn_owner=tuple(p % s.n for p in range(len(s.pos))),
        positions=tuple(b.node_ids[p] for p in s.pos),
        carrying=tuple(j > 0 for j in s.carry),
        carried_number=tuple(j if j and rev[j] else 0 for j in s.carry),
        room_ids=tuple(b.room_ids),
        ghosts=tuple(s.ghosts),
        haunted=tuple(s.haunted),
        has_jewel=tuple(j > 0 for j in s.room_jewel),
        jewel_number=tuple(j if j and rev[j] else 0 for j in s.room_jewel),
        delivered=len(s.delivered),
        delivered_numbers=tuple(j if rev[j] else 0 for j in s.delivered),
        next_number=len(s.delivered) + 1,
        ghost_supply=s.supply,
        markers=g.markers_total - s.markers_left,
        markers_total=g.markers_total,
        draw_size=s.draw_size,
        draw_pile=tuple((g.card_ids[k], c) for k, c in enumerate(s.draw) if c),
        discard=tuple(g.card_ids[k] for k in s.discard),
        lock_card=g.card_ids[s.lock] if s.lock >= 0 else None,
        locked_colour=b.colours[locked] if locked is not None else None,
        outcome=s.outcome,
    )


def clone(g: "TreasureHuntersGame", s: TreasureHuntersState) -> TreasureHuntersState:
    return s.clone()


def state_to_json(g: "TreasureHuntersGame", s: TreasureHuntersState) -> dict[str, Any]:
    """The canonical JSON (the form the fingerprint hashes; :mod:`.positions` reads it back)."""
    b = g.board
    ids = g.card_ids
    return {
        "game": GAME_ID,
        "players": s.n,
        "advanced": s.advanced,
        "allow_putdown": s.putdown,
        "phase": PHASE_NAMES[s.phase],
        "turn": s.turn,
        "roll": s.roll,
        "draws_left": s.draws_left,
        "pawns": [b.node_ids[p] for p in s.pos],
        "carrying": list(s.carry),
        "jewels": {b.room_ids[r]: j for r, j in enumerate(s.room_jewel) if j},
        "revealed": [j for j in range(1, g.jewel_count + 1) if s.revealed[j]],
        "delivered": list(s.delivered),
        "ghosts": {b.room_ids[r]: gh for r, gh in enumerate(s.ghosts) if gh},
        "haunted": [b.room_ids[r] for r, h in enumerate(s.haunted) if h],
        "ghost_supply": s.supply,
        "markers_left": s.markers_left,
        "draw_pile": {ids[k]: c for k, c in enumerate(s.draw) if c},
        "discard": [ids[k] for k in s.discard],
        "lock": ids[s.lock] if s.lock >= 0 else None,
        "outcome": s.outcome,
    }


def conserved(g: "TreasureHuntersGame", s: TreasureHuntersState) -> dict[str, int]:
    """D-3, D-4: ghost figures and haunting markers; cards, jewels and pawns never change."""
    placed = sum(1 for j in (*s.room_jewel, *s.carry, *s.delivered) if j)
    unplaced = g.jewel_count - placed if s.phase == PLACE_JEWELS else 0
    return {
        "ghosts": s.supply + sum(s.ghosts),  # D-3
        "haunting_markers": s.markers_left + sum(s.haunted),  # D-4
        "cards": s.draw_size + len(s.discard) + (1 if s.lock >= 0 else 0),
        "jewels": placed + unplaced,
        "pawns": len(s.pos),
    }
