"""Ghost Fightin' Treasure Hunters (Brian Yu, Mattel 2013): the rules, from
../shared/rules/treasure_hunters.md (basic game TH-n, advanced game TH-An,
decisions D-n). Rule IDs are cited where they are implemented.

A co-operative game: 1 to 4 seats share 3 or 4 pawns (section 1, D-5); every
pawn takes its own full turn, in pawn order, and pawn ``i`` belongs to seat
``i % seats``. The board graph, dice, cards and counts come from
``data/games/treasure_hunters.yaml`` through :mod:`.board` (D-15: the engine
holds no layout).

Chance is a step (D-14): the movement die, every card drawn, the battle dice and
the placing of the numbered jewels are chance actions that the Match samples.
The draw pile is a count per card kind, so nobody can peek at its order, and a
SHUFFLE merely moves counts back into it. The jewels' numbers are dealt face
down at set-up (TH-A1) and stay hidden until revealed (TH-A2, D-12); in the
basic game the numbers are never used nor revealed (section 3).

One pawn turn (TH-1): ``roll`` (chance) -> ``card`` (chance, on a ghost icon;
several for DRAW cards) -> ``move`` (a seat picks a destination; staying is a
destination) -> ``pickup`` (a seat, only when there is a choice) -> ``fight``
(chance, when there are ghosts, or a haunting and a partner) -> next pawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial
from typing import Any, ClassVar, Sequence

from ghostparlor.core.content import load_game_spec
from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Event, Game, GameSpec, Result
from ghostparlor.core.serial import Codec
from ghostparlor.core.strings import has, t
from ghostparlor.games.treasure_hunters.board import (
    BATTLE_FACES,
    CHECKS,
    DRAW_RE,
    HALL,
    LOCK_RE,
    SHUFFLE,
    Board,
    content_fields,
)
from ghostparlor.resources import data_path

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


# --- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlaceJewel(Action):
    """Chance (set-up): the jewel laid face down in the next jewel room has ``number`` (TH-A1)."""

    TYPE: ClassVar[str] = "place_jewel"
    IS_CHANCE: ClassVar[bool] = True
    number: int


@dataclass(frozen=True, slots=True)
class RollDie(Action):
    """Chance: the movement die shows ``value`` (TH-1 step 1)."""

    TYPE: ClassVar[str] = "roll"
    IS_CHANCE: ClassVar[bool] = True
    value: int


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """Chance: the card drawn off the draw pile is ``card`` (TH-2, TH-A3)."""

    TYPE: ClassVar[str] = "draw"
    IS_CHANCE: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class Move(Action):
    """The pawn whose turn it is ends its move on node ``to`` (its own node = stay, TH-7)."""

    TYPE: ClassVar[str] = "move"
    to: str


@dataclass(frozen=True, slots=True)
class PickUpJewel(Action):
    """Step 4: pick up the jewel of the room the pawn ended its move in (TH-12, D-1)."""

    TYPE: ClassVar[str] = "pick_up"


@dataclass(frozen=True, slots=True)
class PutDownJewel(Action):
    """Step 4 with the ``advanced_allow_putdown`` house rule: leave the carried jewel here (D-11)."""

    TYPE: ClassVar[str] = "put_down"


@dataclass(frozen=True, slots=True)
class SkipJewel(Action):
    """Step 4: neither pick up nor put down (a declined jewel can be taken later, D-1)."""

    TYPE: ClassVar[str] = "skip_jewel"


@dataclass(frozen=True, slots=True)
class BattleRoll(Action):
    """Chance: the battle dice show ``faces`` (sorted: ghost, haunting, blank) (TH-15, TH-16)."""

    TYPE: ClassVar[str] = "battle"
    IS_CHANCE: ClassVar[bool] = True
    faces: tuple


# --- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class JewelPlaced(Event):
    """Set-up: a jewel lies face down in ``room`` (its number is hidden)."""

    TYPE: ClassVar[str] = "jewel_placed"
    QUIET: ClassVar[bool] = True
    room: str


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    TYPE: ClassVar[str] = "die_rolled"
    pawn: int
    seat: int
    value: int
    ghost: bool


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """``extra``: drawn for a DRAW card; ``ignored``: a SHUFFLE/DRAW card among those extra draws (TH-A3)."""

    TYPE: ClassVar[str] = "card_drawn"
    pawn: int
    card: str
    extra: bool
    ignored: bool


@dataclass(frozen=True, slots=True)
class GhostPlaced(Event):
    """A letter card's ghost went to ``room`` after skipping the haunted rooms ``skipped`` (TH-3, TH-4);
    ``haunted``: it was the room's 3rd ghost and the room is now haunted (TH-5)."""

    TYPE: ClassVar[str] = "ghost_placed"
    card: str
    room: str
    skipped: tuple
    ghosts: int
    haunted: bool
    markers: int


@dataclass(frozen=True, slots=True)
class DoorsLocked(Event):
    TYPE: ClassVar[str] = "doors_locked"
    colour: str


@dataclass(frozen=True, slots=True)
class DoorsUnlocked(Event):
    TYPE: ClassVar[str] = "doors_unlocked"
    colour: str


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    """A new draw pile of ``cards`` cards; ``lock_aside`` names a lock card kept aside (TH-A3) or is ''."""

    TYPE: ClassVar[str] = "deck_shuffled"
    cards: int
    lock_aside: str


@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    TYPE: ClassVar[str] = "pawn_moved"
    pawn: int
    seat: int
    frm: str
    to: str
    spaces: int


@dataclass(frozen=True, slots=True)
class PawnTrapped(Event):
    """A jewel carrier is in a haunted room and cannot leave until it is un-haunted (TH-17)."""

    TYPE: ClassVar[str] = "pawn_trapped"
    pawn: int
    room: str


@dataclass(frozen=True, slots=True)
class JewelRevealed(Event):
    """Advanced: ending a move in ``room`` turned its jewel over (TH-A2, D-12)."""

    TYPE: ClassVar[str] = "jewel_revealed"
    room: str
    number: int


@dataclass(frozen=True, slots=True)
class JewelPickedUp(Event):
    """``number`` is 0 when it is hidden (the basic game)."""

    TYPE: ClassVar[str] = "jewel_picked_up"
    pawn: int
    room: str
    number: int


@dataclass(frozen=True, slots=True)
class JewelPutDown(Event):
    TYPE: ClassVar[str] = "jewel_put_down"
    pawn: int
    room: str
    number: int


@dataclass(frozen=True, slots=True)
class JewelDelivered(Event):
    """TH-14: ``delivered`` jewels are now outside; ``number`` is 0 when hidden."""

    TYPE: ClassVar[str] = "jewel_delivered"
    pawn: int
    number: int
    delivered: int


@dataclass(frozen=True, slots=True)
class GhostsFought(Event):
    """TH-15: ``faces`` rolled, ``removed`` ghosts back to the supply, ``ghosts`` left in ``room``."""

    TYPE: ClassVar[str] = "ghosts_fought"
    pawn: int
    room: str
    faces: tuple
    removed: int
    ghosts: int


@dataclass(frozen=True, slots=True)
class UnhauntRolled(Event):
    """TH-16: ``success`` if a haunting icon showed; ``markers`` on the board afterwards."""

    TYPE: ClassVar[str] = "unhaunt_rolled"
    pawn: int
    room: str
    faces: tuple
    success: bool
    markers: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """``outcome``: won (TH-19), lost_hauntings (TH-20), lost_deadlock (TH-21) or lost_dead_end (D-11)."""

    TYPE: ClassVar[str] = "game_over"
    outcome: str
    delivered: int
    markers: int


ACTION_CLASSES = (PlaceJewel, RollDie, DrawCard, Move, PickUpJewel, PutDownJewel, SkipJewel, BattleRoll)
EVENT_CLASSES = (
    JewelPlaced, DieRolled, CardDrawn, GhostPlaced, DoorsLocked, DoorsUnlocked, DeckShuffled, PawnMoved,
    PawnTrapped, JewelRevealed, JewelPickedUp, JewelPutDown, JewelDelivered, GhostsFought, UnhauntRolled, GameOver,
)
PICK_UP = PickUpJewel()
PUT_DOWN = PutDownJewel()
SKIP = SkipJewel()


# --- state and view ----------------------------------------------------------


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


# --- the game ----------------------------------------------------------------


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)


def load_spec_file(path) -> GameSpec:
    """A spec from any YAML file (e.g. a test board)."""
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)


class TreasureHuntersGame(Game):
    id: ClassVar[str] = GAME_ID
    cooperative: ClassVar[bool] = True
    private_views: ClassVar[bool] = False  # co-op: every seat sees the whole table
    hidden_information: ClassVar[str] = (
        "Nothing differs between seats: every seat sees the whole table. Hidden from everybody: "
        "the order of the draw pile (draws are chance steps; its contents are public) and the "
        "numbers of the jewels lying face down (TH-A1) until one is revealed (TH-A2, D-12); in the "
        "basic game the numbers are never revealed nor used."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        content = self.spec.content
        rules = content["rules"]
        self.board = b = Board(content)
        self.ghost_total: int = rules["ghost_supply"]
        self.markers_total: int = rules["haunting_markers"]
        self.ghosts_to_haunt: int = rules["ghosts_to_haunt"]
        self.max_dice: int = rules["max_battle_dice"]
        self.jewel_count: int = rules["jewels"]
        self.pawn_colours: list[str] = list(content["pawns"]["colours"])
        self.pawns_by_players: list[int] = list(content["pawns"]["by_players"])
        self.rooms = len(b.room_ids)
        # the movement die (section 2.1)
        faces = content["dice"]["movement"]
        self.move_faces: list[int] = [f["v"] for f in faces]
        self.ghost_icon: dict[int, bool] = {f["v"]: f["ghost"] for f in faces}
        self.roll_values: list[int] = sorted(self.ghost_icon)
        self.roll_actions = {v: RollDie(v) for v in self.roll_values}
        self.roll_outcomes = [(self.roll_actions[v], self.move_faces.count(v) / len(self.move_faces)) for v in self.roll_values]
        # the battle dice: outcomes are sorted multisets of faces
        battle = content["dice"]["battle"]
        self.battle_faces: list[str] = list(battle)
        self.face_order = [f for f in BATTLE_FACES if f in battle]
        self.battle_outcomes: dict[int, list[tuple[BattleRoll, float]]] = {}
        for k in range(1, self.max_dice + 1):
            outs = []
            for combo in combinations_with_replacement(self.face_order, k):
                p = factorial(k)
                for f in self.face_order:
                    p //= factorial(combo.count(f))
                for f in combo:
                    p *= battle.count(f)
                outs.append((BattleRoll(combo), p / len(battle) ** k))
            self.battle_outcomes[k] = outs
        self.battle_sets = {k: {a.faces for a, _ in outs} for k, outs in self.battle_outcomes.items()}
        # the cards (section 2.2): kinds in order of first appearance
        basic = content["cards"]["basic"]
        advanced = content["cards"]["advanced"]
        ids: list[str] = []
        for c in (*basic, *advanced):
            if c not in ids:
                ids.append(c)
        self.card_ids = ids
        self.card_index = {c: k for k, c in enumerate(ids)}
        self.card_type: list[int] = []
        self.card_arg: list[int] = []  # letter: room; DRAW: extra cards; LOCK: colour index
        for c in ids:
            if c in b.room_ids:
                self.card_type.append(LETTER)
                self.card_arg.append(b.room_ids.index(c))
            elif c == SHUFFLE:
                self.card_type.append(SHUFFLE_CARD)
                self.card_arg.append(0)
            elif DRAW_RE.match(c):
                self.card_type.append(DRAW_CARD)
                self.card_arg.append(int(DRAW_RE.match(c).group(1)))
            else:
                self.card_type.append(LOCK_CARD)
                self.card_arg.append(b.colour_index(LOCK_RE.match(c).group(1).lower()))
        self.deck_basic = [basic.count(c) for c in ids]
        self.deck_advanced = [basic.count(c) + advanced.count(c) for c in ids]
        self.draw_actions = [DrawCard(c) for c in ids]
        self.move_actions = [Move(nid) for nid in b.node_ids]
        self.place_actions = [PlaceJewel(j) for j in range(1, self.jewel_count + 1)]

    # --- small helpers ----------------------------------------------------------
    def pawn_count(self, players: int) -> int:
        """Pawns for ``players`` seats (section 1, D-5)."""
        return self.pawns_by_players[players - self.spec.min_players]

    def full_deck(self, advanced: bool) -> list[int]:
        return (self.deck_advanced if advanced else self.deck_basic)[:]

    def deck_total(self, advanced: bool) -> int:
        return sum(self.deck_advanced if advanced else self.deck_basic)

    def locked_colour(self, s: TreasureHuntersState) -> int | None:
        return self.card_arg[s.lock] if s.lock >= 0 else None

    def next_number(self, s: TreasureHuntersState) -> int:
        return len(s.delivered) + 1

    def pawns_in_room(self, s: TreasureHuntersState, node: int) -> int:
        return s.pos.count(node)

    def is_trapped(self, s: TreasureHuntersState, pawn: int) -> bool:
        """TH-17: a carrier in a haunted room cannot leave."""
        r = self.board.room_of[s.pos[pawn]]
        return r >= 0 and s.carry[pawn] > 0 and s.haunted[r]

    def destinations(self, s: TreasureHuntersState, pawn: int | None = None, roll: int | None = None) -> list[int]:
        """TH-10, D-8: the nodes the pawn may end its move on, by BFS (sorted, start included)."""
        if pawn is None:
            pawn = s.turn
        if roll is None:
            roll = s.roll
        start = s.pos[pawn]
        carrier = s.carry[pawn] > 0
        out_ok = not (carrier and s.advanced and s.carry[pawn] != len(s.delivered) + 1)  # TH-A2
        dist = self.board.distances(start, self.locked_colour(s), s.haunted, carrier, out_ok, limit=roll)
        kind = self.board.kind
        occupied = {p for i, p in enumerate(s.pos) if i != pawn and kind[p] == HALL}  # TH-9
        return sorted(v for v in dist if v == start or v not in occupied)

    # --- set-up -----------------------------------------------------------
    def new_state(self, players: int, options: dict[str, Any] | None = None) -> TreasureHuntersState:
        options = self.normalize_options(players, options)
        s = TreasureHuntersState()
        s.n = players
        s.advanced = bool(options.get("advanced", False))
        s.putdown = bool(options.get("advanced_allow_putdown", False)) and s.advanced
        pawns = self.pawn_count(players)
        s.pos = [self.board.out] * pawns  # section 3.1: every pawn starts outside
        s.carry = [0] * pawns
        s.room_jewel = [0] * self.rooms
        s.revealed = [False] * (self.jewel_count + 1)
        s.ghosts = [0] * self.rooms
        for r in self.board.ghost_start:  # section 3.2
            s.ghosts[r] = 1
        s.haunted = [False] * self.rooms
        s.supply = self.ghost_total - sum(s.ghosts)
        s.markers_left = self.markers_total
        s.draw = self.full_deck(s.advanced)  # section 3.4, TH-A1
        s.draw_size = sum(s.draw)
        s.phase = PLACE_JEWELS  # section 3.3, TH-A1: jewels face down, numbers dealt by chance
        s.turn = 0  # section 3.5: seat 1's first pawn
        return s

    # --- the protocol -----------------------------------------------------
    def to_move(self, s: TreasureHuntersState) -> int:
        phase = s.phase
        if phase == MOVE or phase == PICKUP:
            return s.turn % s.n  # D-5: pawn i belongs to seat i mod seats
        if phase == OVER:
            return TERMINAL
        return CHANCE

    def legal_actions(self, s: TreasureHuntersState) -> list[Action]:
        if s.phase == MOVE:
            moves = self.move_actions
            return [moves[v] for v in self.destinations(s)]
        if s.phase == PICKUP:
            return self._jewel_options(s)
        return []

    def _jewel_options(self, s: TreasureHuntersState) -> list[Action]:
        pawn = s.turn
        r = self.board.room_of[s.pos[pawn]]
        if r < 0:
            return []
        if s.carry[pawn] == 0:
            if s.room_jewel[r]:
                return [PICK_UP, SKIP]  # TH-12, D-1 (also in a haunted room)
            return []
        if s.putdown and not s.room_jewel[r] and not s.haunted[r]:
            return [PUT_DOWN, SKIP]  # D-11 house rule
        return []

    def _unplaced(self, s: TreasureHuntersState) -> list[int]:
        used = set(s.room_jewel) | set(s.carry) | set(s.delivered)
        return [j for j in range(1, self.jewel_count + 1) if j not in used]

    def _next_jewel_room(self, s: TreasureHuntersState) -> int:
        for r in self.board.jewel_rooms:
            if not s.room_jewel[r]:
                return r
        return -1

    def chance_outcomes(self, s: TreasureHuntersState) -> list[tuple[Action, float]]:
        phase = s.phase
        if phase == ROLL:
            return list(self.roll_outcomes)
        if phase == CARD:
            size = s.draw_size
            return [(self.draw_actions[k], c / size) for k, c in enumerate(s.draw) if c]
        if phase == FIGHT:
            _, dice = self._fight_kind(s)
            return list(self.battle_outcomes[dice])
        if phase == PLACE_JEWELS:
            left = self._unplaced(s)
            return [(self.place_actions[j - 1], 1.0 / len(left)) for j in left]
        return []

    def sample_chance(self, s: TreasureHuntersState, rng: random.Random) -> Action:
        phase = s.phase
        if phase == ROLL:
            return self.roll_actions[self.move_faces[rng.randrange(len(self.move_faces))]]
        if phase == CARD:
            pick = rng.randrange(s.draw_size)
            for k, c in enumerate(s.draw):
                if pick < c:
                    return self.draw_actions[k]
                pick -= c
        if phase == FIGHT:
            _, dice = self._fight_kind(s)
            faces = self.battle_faces
            rolled = sorted((faces[rng.randrange(len(faces))] for _ in range(dice)), key=self.face_order.index)
            return BattleRoll(tuple(rolled))
        if phase == PLACE_JEWELS:
            left = self._unplaced(s)
            return self.place_actions[left[rng.randrange(len(left))] - 1]
        return super().sample_chance(s, rng)

    def apply(self, s: TreasureHuntersState, action: Action, events: bool = True) -> list[Event]:
        phase = s.phase
        cls = type(action)
        if cls is Move:
            if phase != MOVE:
                raise IllegalAction(action, self.to_move(s), "no pawn is moving now")
            return self._move(s, action, events)
        if cls is RollDie:
            if phase != ROLL:
                raise IllegalAction(action, self.to_move(s), "no movement die is rolled now")
            return self._roll(s, action, events)
        if cls is DrawCard:
            if phase != CARD:
                raise IllegalAction(action, self.to_move(s), "no card is drawn now")
            return self._draw(s, action, events)
        if cls is BattleRoll:
            if phase != FIGHT:
                raise IllegalAction(action, self.to_move(s), "nobody is fighting now")
            return self._battle(s, action, events)
        if cls is PickUpJewel or cls is PutDownJewel or cls is SkipJewel:
            if phase != PICKUP:
                raise IllegalAction(action, self.to_move(s), "no jewel can be picked up or put down now")
            return self._jewel_step(s, action, events)
        if cls is PlaceJewel:
            if phase != PLACE_JEWELS:
                raise IllegalAction(action, self.to_move(s), "the jewels are already placed")
            return self._place_jewel(s, action, events)
        raise IllegalAction(action, self.to_move(s), f"not an action of {GAME_ID}")

    # --- set-up: the jewels ------------------------------------------------------
    def _place_jewel(self, s: TreasureHuntersState, action: PlaceJewel, events: bool) -> list[Event]:
        if action.number not in self._unplaced(s):
            raise IllegalAction(action, CHANCE, f"jewel {action.number} is not among the jewels still to place")
        r = self._next_jewel_room(s)
        s.room_jewel[r] = action.number
        out: list[Event] = [JewelPlaced(self.board.room_ids[r])] if events else []
        if self._next_jewel_room(s) < 0:
            s.phase = ROLL
        return out

    # --- step 1: the movement die ----------------------------------------------
    def _roll(self, s: TreasureHuntersState, action: RollDie, events: bool) -> list[Event]:
        value = action.value
        if value not in self.ghost_icon:
            raise IllegalAction(action, CHANCE, f"the movement die has no face {value}")
        s.roll = value
        ghost = self.ghost_icon[value]
        out: list[Event] = [DieRolled(s.turn, s.turn % s.n, value, ghost)] if events else []
        if ghost:
            self._enter_card_phase(s, out, events)  # TH-1 step 2, TH-2: a ghost icon draws one card
        else:
            s.phase = MOVE  # TH-2: no icon, no card
        return out

    def _enter_card_phase(self, s: TreasureHuntersState, out: list[Event], events: bool) -> None:
        s.phase = CARD
        if s.draw_size == 0:
            # D-10: an empty draw pile is refilled from the discard pile (an active lock card stays aside)
            self._discard_into_draw(s)
            if events:
                out.append(DeckShuffled(s.draw_size, self.card_ids[s.lock] if s.lock >= 0 else ""))

    def _discard_into_draw(self, s: TreasureHuntersState) -> None:
        for k in s.discard:
            s.draw[k] += 1
        s.draw_size += len(s.discard)
        s.discard = []

    # --- step 2: the ghost card -------------------------------------------------
    def _draw(self, s: TreasureHuntersState, action: DrawCard, events: bool) -> list[Event]:
        k = self.card_index.get(action.card, -1)
        if k < 0 or s.draw[k] <= 0:
            raise IllegalAction(action, CHANCE, f"no {action.card} card is in the draw pile")
        s.draw[k] -= 1
        s.draw_size -= 1
        extra = s.draws_left > 0
        kind = self.card_type[k]
        out: list[Event] = []
        if extra and (kind == SHUFFLE_CARD or kind == DRAW_CARD):
            # TH-A3: ignored entirely during the extra draws: discarded, not counted, replaced
            s.discard.append(k)
            if events:
                out.append(CardDrawn(s.turn, action.card, True, True))
            self._enter_card_phase(s, out, events)
            return out
        if events:
            out.append(CardDrawn(s.turn, action.card, extra, False))
        if kind == LETTER:
            s.discard.append(k)  # TH-2: face up on the discard pile
            self._place_ghost(s, k, out, events)  # TH-3
        elif kind == SHUFFLE_CARD:
            # TH-6, TH-A5: every card (draw pile, discard pile, this card, a lock reminder) is shuffled
            s.draw[k] += 1
            s.draw_size += 1
            if s.lock >= 0:
                if events:
                    out.append(DoorsUnlocked(self.board.colours[self.card_arg[s.lock]]))
                s.draw[s.lock] += 1
                s.draw_size += 1
                s.lock = -1
            self._discard_into_draw(s)
            if events:
                out.append(DeckShuffled(s.draw_size, ""))
            s.phase = MOVE
            return out
        elif kind == DRAW_CARD:
            s.discard.append(k)  # TH-A3: discard it, then draw N more
            s.draws_left = self.card_arg[k]
            self._enter_card_phase(s, out, events)
            return out
        else:  # LOCK_CARD, TH-A4
            colour = self.card_arg[k]
            if s.lock >= 0 and self.card_arg[s.lock] == colour:
                s.discard.append(k)  # the same colour again changes nothing
            else:
                if s.lock >= 0:
                    s.discard.append(s.lock)  # the other colour unlocks (its card to the discard pile)
                    if events:
                        out.append(DoorsUnlocked(self.board.colours[self.card_arg[s.lock]]))
                s.lock = k  # kept beside the discard pile as a reminder
                if events:
                    out.append(DoorsLocked(self.board.colours[colour]))
        # TH-22, D-9: a loss is checked after every card, before the pawn moves
        if self._check_loss(s, out, events):
            return out
        if extra:
            s.draws_left -= 1
            if s.draws_left > 0:
                self._enter_card_phase(s, out, events)
                return out
            # TH-A3: afterwards the discard pile is shuffled into the draw pile; a lock stays aside
            self._discard_into_draw(s)
            if events:
                out.append(DeckShuffled(s.draw_size, self.card_ids[s.lock] if s.lock >= 0 else ""))
        s.phase = MOVE
        return out

    def _place_ghost(self, s: TreasureHuntersState, k: int, out: list[Event], events: bool) -> None:
        """TH-3 one ghost in the card's room, TH-4 overflow to the next letter, TH-5 haunting."""
        rooms = self.rooms
        target = self.card_arg[k]
        r = target
        skipped = []
        while s.haunted[r]:  # TH-4 (never all: the last marker ends the game first)
            if events:
                skipped.append(self.board.room_ids[r])
            r = (r + 1) % rooms
        if s.ghosts[r] + 1 >= self.ghosts_to_haunt:
            # TH-5: the room's ghosts return to the supply and a haunting marker is placed
            s.supply += s.ghosts[r]
            s.ghosts[r] = 0
            s.haunted[r] = True
            s.markers_left -= 1
            if events:
                out.append(GhostPlaced(self.card_ids[k], self.board.room_ids[r], tuple(skipped), 0, True,
                                       self.markers_total - s.markers_left))
                node = self.board.room_node[r]
                for p, at in enumerate(s.pos):
                    if at == node and s.carry[p]:
                        out.append(PawnTrapped(p, self.board.room_ids[r]))  # TH-17
        else:
            s.ghosts[r] += 1
            s.supply -= 1
            if events:
                out.append(GhostPlaced(self.card_ids[k], self.board.room_ids[r], tuple(skipped), s.ghosts[r], False,
                                       self.markers_total - s.markers_left))

    def _check_loss(self, s: TreasureHuntersState, out: list[Event], events: bool) -> bool:
        """TH-20, TH-21, D-11 (TH-22: after every card and every step)."""
        outcome = ""
        if s.markers_left <= 0:
            outcome = LOST_HAUNTINGS  # TH-20
        elif self._deadlocked(s):
            outcome = LOST_DEADLOCK  # TH-21
        elif s.advanced and not s.putdown and self._dead_end(s):
            outcome = LOST_DEAD_END  # D-11
        if not outcome:
            return False
        self._finish(s, outcome, out, events)
        return True

    def _deadlocked(self, s: TreasureHuntersState) -> bool:
        """TH-21: every pawn carries a jewel and stands alone in a different haunted room."""
        room_of = self.board.room_of
        seen = set()
        for p, at in enumerate(s.pos):
            if not s.carry[p]:
                return False
            r = room_of[at]
            if r < 0 or not s.haunted[r] or at in seen:
                return False
            seen.add(at)
        return True

    def _dead_end(self, s: TreasureHuntersState) -> bool:
        """D-11: every pawn carries a jewel and none carries the next number."""
        nxt = len(s.delivered) + 1
        for j in s.carry:
            if not j or j == nxt:
                return False
        return True

    def _finish(self, s: TreasureHuntersState, outcome: str, out: list[Event], events: bool) -> None:
        s.outcome = outcome
        s.phase = OVER
        s.roll = 0
        s.draws_left = 0
        if events:
            out.append(GameOver(outcome, len(s.delivered), self.markers_total - s.markers_left))

    # --- step 3: the move -------------------------------------------------------
    def _move(self, s: TreasureHuntersState, action: Move, events: bool) -> list[Event]:
        b = self.board
        to = b.node_index.get(action.to, -1)
        pawn = s.turn
        if to < 0 or to not in self.destinations(s):
            why = "not a place on the board" if to < 0 else f"not a legal destination with a roll of {s.roll}"
            raise IllegalAction(action, self.to_move(s), f"{action.to} is {why} (TH-7..TH-11, TH-17)")
        frm = s.pos[pawn]
        s.pos[pawn] = to
        out: list[Event] = []
        if events:
            spaces = 0 if to == frm else self._spaces(s, pawn, frm, to)
            out.append(PawnMoved(pawn, pawn % s.n, b.node_ids[frm], b.node_ids[to], spaces))
        if to == b.out:
            if s.carry[pawn]:
                j = s.carry[pawn]  # TH-14: the jewel goes on the delivered pile
                s.carry[pawn] = 0
                s.delivered.append(j)
                if events:
                    out.append(JewelDelivered(pawn, j if s.revealed[j] else 0, len(s.delivered)))
            # TH-19, TH-22: the win is checked after every move that ends outside
            if len(s.delivered) == self.jewel_count and all(p == b.out for p in s.pos):
                self._finish(s, WON, out, events)
                return out
            self._end_turn(s)
            return out
        r = b.room_of[to]
        if r < 0:
            self._end_turn(s)  # a hallway square: nothing more this turn
            return out
        if events and s.carry[pawn] and s.haunted[r] and frm != to:
            out.append(PawnTrapped(pawn, b.room_ids[r]))  # D-2
        if self._check_loss(s, out, events):  # TH-22: a carrier walking into a haunted room alone
            return out
        j = s.room_jewel[r]
        if s.advanced and j and not s.revealed[j]:
            s.revealed[j] = True  # TH-A2, D-12: ending a move in the room turns its jewel over
            if events:
                out.append(JewelRevealed(b.room_ids[r], j))
        if self._jewel_options(s):
            s.phase = PICKUP  # TH-1 step 4
            return out
        self._start_fight(s, out, events)
        return out

    def _spaces(self, s: TreasureHuntersState, pawn: int, frm: int, to: int) -> int:
        carrier = s.carry[pawn] > 0
        dist = self.board.distances(frm, self.locked_colour(s), s.haunted, carrier, True, limit=max(s.roll, 1))
        return dist.get(to, 0)

    # --- step 4: pick up or put down ----------------------------------------------
    def _jewel_step(self, s: TreasureHuntersState, action: Action, events: bool) -> list[Event]:
        if action not in self._jewel_options(s):
            raise IllegalAction(action, self.to_move(s), "not possible here (TH-12, TH-13, D-11)")
        pawn = s.turn
        node = s.pos[pawn]
        r = self.board.room_of[node]
        rid = self.board.room_ids[r]
        out: list[Event] = []
        if action is PICK_UP or type(action) is PickUpJewel:
            j = s.room_jewel[r]
            s.room_jewel[r] = 0
            s.carry[pawn] = j  # TH-13: one jewel per pawn
            if events:
                out.append(JewelPickedUp(pawn, rid, j if s.revealed[j] else 0))
                if s.haunted[r]:
                    out.append(PawnTrapped(pawn, rid))  # D-1
            if self._check_loss(s, out, events):
                return out
        elif type(action) is PutDownJewel:
            j = s.carry[pawn]
            s.carry[pawn] = 0
            s.room_jewel[r] = j  # D-11 house rule
            if events:
                out.append(JewelPutDown(pawn, rid, j if s.revealed[j] else 0))
        self._start_fight(s, out, events)
        return out

    # --- step 5: fight ------------------------------------------------------------
    def _fight_kind(self, s: TreasureHuntersState) -> tuple[str, int]:
        """("unhaunt", 2) for TH-16, ("ghosts", 1 or 2) for TH-15, ("", 0) for no fight."""
        node = s.pos[s.turn]
        r = self.board.room_of[node]
        if r < 0:
            return "", 0
        here = s.pos.count(node)  # D-6: pawns, the same owner's included
        if s.haunted[r]:
            return ("unhaunt", 2) if here >= 2 else ("", 0)  # TH-16: a pawn alone cannot fight a haunting
        if s.ghosts[r] > 0:
            return "ghosts", min(self.max_dice, 2 if here >= 2 else 1)  # TH-15
        return "", 0

    def _start_fight(self, s: TreasureHuntersState, out: list[Event], events: bool) -> None:
        kind, _ = self._fight_kind(s)
        if kind:
            s.phase = FIGHT  # D-7: fights are automatic
        else:
            self._end_turn(s)

    def _battle(self, s: TreasureHuntersState, action: BattleRoll, events: bool) -> list[Event]:
        kind, dice = self._fight_kind(s)
        faces = action.faces
        if not isinstance(faces, tuple) or faces not in self.battle_sets.get(dice, ()):
            raise IllegalAction(action, CHANCE, f"this fight rolls {dice} battle dice, listed as {', '.join(self.face_order)} in that order")
        pawn = s.turn
        node = s.pos[pawn]
        r = self.board.room_of[node]
        rid = self.board.room_ids[r]
        out: list[Event] = []
        if kind == "unhaunt":
            success = "haunting" in faces  # TH-16
            if success:
                s.haunted[r] = False
                s.markers_left += 1
            if events:
                out.append(UnhauntRolled(pawn, rid, faces, success, self.markers_total - s.markers_left))
        else:
            removed = min(faces.count("ghost"), s.ghosts[r])  # TH-15: never more than the room holds
            s.ghosts[r] -= removed
            s.supply += removed
            if events:
                out.append(GhostsFought(pawn, rid, faces, removed, s.ghosts[r]))
        self._end_turn(s)
        return out

    def _end_turn(self, s: TreasureHuntersState) -> None:
        s.turn = (s.turn + 1) % len(s.pos)  # D-5: pawns in order
        s.roll = 0
        s.draws_left = 0
        s.phase = ROLL

    # --- reading ------------------------------------------------------------
    def is_over(self, s: TreasureHuntersState) -> bool:
        return s.phase == OVER

    def result_details(self, s: TreasureHuntersState, names: Sequence[str]) -> list[str]:
        """Why the game ended, and the jewels and hauntings it ended with."""
        lines = []
        if s.outcome:
            lines.append(t(f"treasure_hunters.ui.prompt.{s.outcome}"))
        lines.append(t("treasure_hunters.ui.jewels_out", n=len(s.delivered), total=self.jewel_count))
        lines.append(t("treasure_hunters.ui.haunted_count", n=sum(s.haunted), total=self.markers_total))
        return lines

    def result(self, s: TreasureHuntersState) -> Result:
        won = s.outcome == WON
        score = float(len(s.delivered))
        return Result(
            scores=(score,) * s.n,
            ranks=(1,) * s.n,
            winners=tuple(range(s.n)) if won else (),  # co-op: everybody wins or loses together
            team_won=won,
        )

    def clone(self, s: TreasureHuntersState) -> TreasureHuntersState:
        return s.clone()

    def view(self, s: TreasureHuntersState, seat: int | None) -> TreasureHuntersView:
        b = self.board
        rev = s.revealed
        locked = self.locked_colour(s)
        return TreasureHuntersView(
            seat=seat,
            players=s.n,
            advanced=s.advanced,
            allow_putdown=s.putdown,
            phase=PHASE_NAMES[s.phase],
            to_move=self.to_move(s),
            turn=s.turn,
            turn_seat=s.turn % s.n,
            roll=s.roll,
            ghost_icon=bool(s.roll) and self.ghost_icon.get(s.roll, False),
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
            markers=self.markers_total - s.markers_left,
            markers_total=self.markers_total,
            draw_size=s.draw_size,
            draw_pile=tuple((self.card_ids[k], c) for k, c in enumerate(s.draw) if c),
            discard=tuple(self.card_ids[k] for k in s.discard),
            lock_card=self.card_ids[s.lock] if s.lock >= 0 else None,
            locked_colour=b.colours[locked] if locked is not None else None,
            outcome=s.outcome,
        )

    # --- JSON, set-up, checks -------------------------------------------------
    def state_to_json(self, s: TreasureHuntersState) -> dict[str, Any]:
        b = self.board
        ids = self.card_ids
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
            "revealed": [j for j in range(1, self.jewel_count + 1) if s.revealed[j]],
            "delivered": list(s.delivered),
            "ghosts": {b.room_ids[r]: g for r, g in enumerate(s.ghosts) if g},
            "haunted": [b.room_ids[r] for r, h in enumerate(s.haunted) if h],
            "ghost_supply": s.supply,
            "markers_left": s.markers_left,
            "draw_pile": {ids[k]: c for k, c in enumerate(s.draw) if c},
            "discard": [ids[k] for k in s.discard],
            "lock": ids[s.lock] if s.lock >= 0 else None,
            "outcome": s.outcome,
        }

    def state_from_json(self, data: dict[str, Any]) -> TreasureHuntersState:
        """Build any position from its canonical JSON; missing keys take set-up values.

        Without ``jewels`` the jewel rooms hold jewels 1..J in letter order (minus
        those carried or delivered); without ``ghosts`` the start rooms hold one
        ghost each; without ``ghost_supply``/``markers_left`` the supplies are what
        the board does not use; without ``draw_pile`` the draw pile is the mode's
        deck minus the discard pile and the lock card.
        """
        b = self.board
        s = TreasureHuntersState()
        s.n = n = int(data["players"])
        if not self.spec.min_players <= n <= self.spec.max_players:
            raise ValueError(f"{GAME_ID} is for {self.spec.min_players} to {self.spec.max_players} players, not {n}")
        s.advanced = bool(data.get("advanced", False))
        s.putdown = bool(data.get("allow_putdown", False))
        s.phase = PHASE_NAMES.index(data.get("phase", "roll"))
        pawns = data.get("pawns", [b.out_id] * self.pawn_count(n))
        s.pos = [self._node(p) for p in pawns]
        if len(s.pos) < n:
            raise ValueError(f"{n} seats need at least {n} pawns")
        s.turn = int(data.get("turn", 0))
        if not 0 <= s.turn < len(s.pos):
            raise ValueError(f"turn {s.turn} is not a pawn (0..{len(s.pos) - 1})")
        s.roll = int(data.get("roll", 0))
        s.draws_left = int(data.get("draws_left", 0))
        s.carry = [int(j) for j in data.get("carrying", [0] * len(s.pos))]
        if len(s.carry) != len(s.pos):
            raise ValueError("carrying needs one entry per pawn")
        s.delivered = [int(j) for j in data.get("delivered", [])]
        s.room_jewel = [0] * self.rooms
        if "jewels" in data:
            for rid, j in data["jewels"].items():
                s.room_jewel[self._room(rid)] = int(j)
        elif s.phase != PLACE_JEWELS:
            taken = set(s.carry) | set(s.delivered)
            free = [j for j in range(1, self.jewel_count + 1) if j not in taken]
            slots = len(self.board.jewel_rooms) - (self.jewel_count - len(free))
            for r, j in zip(self.board.jewel_rooms[:max(slots, 0)], free):
                s.room_jewel[r] = j
        numbers = [j for j in (*s.room_jewel, *s.carry, *s.delivered) if j]
        if len(numbers) != len(set(numbers)) or any(not 1 <= j <= self.jewel_count for j in numbers):
            raise ValueError(f"jewel numbers must be 1..{self.jewel_count}, each in one place")
        s.revealed = [False] * (self.jewel_count + 1)
        for j in data.get("revealed", []):
            s.revealed[int(j)] = True
        s.ghosts = [0] * self.rooms
        if "ghosts" in data:
            for rid, g in data["ghosts"].items():
                s.ghosts[self._room(rid)] = int(g)
        else:
            for r in self.board.ghost_start:
                s.ghosts[r] = 1
        s.haunted = [False] * self.rooms
        for rid in data.get("haunted", []):
            r = self._room(rid)
            s.haunted[r] = True
            s.ghosts[r] = 0  # TH-5: a haunted room never holds ghosts
        s.supply = int(data.get("ghost_supply", self.ghost_total - sum(s.ghosts)))
        s.markers_left = int(data.get("markers_left", self.markers_total - sum(s.haunted)))
        s.discard = [self._card(c) for c in data.get("discard", [])]
        lock = data.get("lock")
        s.lock = self._card(lock) if lock is not None else -1
        if s.lock >= 0 and self.card_type[s.lock] != LOCK_CARD:
            raise ValueError(f"{lock} is not a lock card")
        if "draw_pile" in data:
            s.draw = [0] * len(self.card_ids)
            for c, count in data["draw_pile"].items():
                s.draw[self._card(c)] = int(count)
        else:
            s.draw = self.full_deck(s.advanced)
            for k in s.discard:
                s.draw[k] -= 1
            if s.lock >= 0:
                s.draw[s.lock] -= 1
            if min(s.draw) < 0:
                raise ValueError("the discard pile and the lock card use more cards than the deck has")
        s.draw_size = sum(s.draw)
        s.outcome = str(data.get("outcome", ""))
        if s.outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {s.outcome!r}")
        return s

    def _node(self, nid: str) -> int:
        if nid not in self.board.node_index:
            raise ValueError(f"{nid!r} is not a place on the board")
        return self.board.node_index[nid]

    def _room(self, rid: str) -> int:
        if rid not in self.board.room_ids:
            raise ValueError(f"{rid!r} is not a room")
        return self.board.room_ids.index(rid)

    def _card(self, cid: str) -> int:
        if cid not in self.card_index:
            raise ValueError(f"{cid!r} is not a card")
        return self.card_index[cid]

    def all_actions(self, s: TreasureHuntersState) -> list[Action]:
        battle = [a for k in sorted(self.battle_outcomes) for a, _ in self.battle_outcomes[k]]
        return [*self.move_actions, PICK_UP, PUT_DOWN, SKIP, *self.roll_actions.values(), *self.draw_actions,
                *battle, *self.place_actions]

    def determinize(self, view: TreasureHuntersView, rng: random.Random) -> TreasureHuntersState:
        """A full state consistent with ``view`` (for the search bot): everything is public
        except the numbers of face-down jewels (TH-A1), dealt at random from the numbers
        nobody has seen; the draw pile is a multiset with no order to guess."""
        b = self.board
        s = TreasureHuntersState()
        s.n = view.players
        s.advanced = view.advanced
        s.putdown = view.allow_putdown
        s.phase = PHASE_NAMES.index(view.phase)
        s.turn = view.turn
        s.roll = view.roll
        s.draws_left = view.draws_left
        s.outcome = view.outcome
        s.pos = [b.node_index[p] for p in view.positions]
        s.ghosts = list(view.ghosts)
        s.haunted = list(view.haunted)
        s.supply = view.ghost_supply
        s.markers_left = view.markers_total - view.markers
        s.draw = [0] * len(self.card_ids)
        for cid, count in view.draw_pile:
            s.draw[self.card_index[cid]] = count
        s.draw_size = view.draw_size
        s.discard = [self.card_index[c] for c in view.discard]
        s.lock = self.card_index[view.lock_card] if view.lock_card is not None else -1
        known = {n for n in (*view.carried_number, *view.jewel_number, *view.delivered_numbers) if n}
        unknown = [n for n in range(1, self.jewel_count + 1) if n not in known]
        rng.shuffle(unknown)
        s.revealed = [False] * (self.jewel_count + 1)
        for n in known:
            s.revealed[n] = True

        def number(shown: int) -> int:
            return shown if shown else unknown.pop()

        s.carry = [number(n) if carrying else 0 for carrying, n in zip(view.carrying, view.carried_number)]
        s.room_jewel = [number(n) if has else 0 for has, n in zip(view.has_jewel, view.jewel_number)]
        s.delivered = [number(n) for n in view.delivered_numbers]
        return s

    def resample_hidden(self, s: TreasureHuntersState, seat: int | None, rng: random.Random) -> TreasureHuntersState:
        """The face-down jewels' numbers dealt anew (the draw pile has no order to redraw)."""
        c = s.clone()
        rev = c.revealed
        slots: list[tuple[list[int], int]] = []
        pool: list[int] = []
        for group in (c.room_jewel, c.carry, c.delivered):
            for i, j in enumerate(group):
                if j and not rev[j]:
                    slots.append((group, i))
                    pool.append(j)
        if c.phase == PLACE_JEWELS:
            pool.extend(self._unplaced(c))
        rng.shuffle(pool)
        for (group, i), j in zip(slots, pool):
            group[i] = j
        return c

    def conserved(self, s: TreasureHuntersState) -> dict[str, int]:
        placed = sum(1 for j in (*s.room_jewel, *s.carry, *s.delivered) if j)
        unplaced = self.jewel_count - placed if s.phase == PLACE_JEWELS else 0
        return {
            "ghosts": s.supply + sum(s.ghosts),  # D-3
            "haunting_markers": s.markers_left + sum(s.haunted),  # D-4
            "cards": s.draw_size + len(s.discard) + (1 if s.lock >= 0 else 0),
            "jewels": placed + unplaced,
            "pawns": len(s.pos),
        }

    # --- text ---------------------------------------------------------------
    def room_name(self, rid: str) -> str:
        key = f"treasure_hunters.room.{rid}"
        return t(key) if has(key) else rid

    def place_name(self, nid: str) -> str:
        b = self.board
        if nid == b.out_id:
            return t("treasure_hunters.place.outside")
        if nid in b.room_ids:
            return self.room_name(nid)
        return t("treasure_hunters.place.hallway", square=nid)

    def card_name(self, cid: str) -> str:
        k = self.card_index[cid]
        kind = self.card_type[k]
        if kind == LETTER:
            return t("treasure_hunters.card.letter", letter=cid)
        if kind == SHUFFLE_CARD:
            return t("treasure_hunters.card.shuffle")
        if kind == DRAW_CARD:
            return t("treasure_hunters.card.draw", n=self.card_arg[k])
        return t("treasure_hunters.card.lock", colour=self.colour_name(self.board.colours[self.card_arg[k]]))

    def colour_name(self, colour: str) -> str:
        key = f"treasure_hunters.colour.{colour}"
        return t(key) if has(key) else colour

    def pawn_name(self, pawn: int, names: Sequence[str], players: int | None = None) -> str:
        colour = self.pawn_colours[pawn] if pawn < len(self.pawn_colours) else str(pawn + 1)
        seats = players if players is not None else len(names)
        seat = pawn % seats if seats else 0
        player = names[seat] if 0 <= seat < len(names) else "?"
        return t("treasure_hunters.pawn_of", pawn=self.colour_name(colour), player=player)

    def faces_text(self, faces: Sequence[str]) -> str:
        return ", ".join(t(f"treasure_hunters.face.{f}") for f in faces)

    def describe_action(self, action: Action, names: Sequence[str], seat: int) -> str:
        who = names[seat] if 0 <= seat < len(names) else "?"
        if isinstance(action, Move):
            return t("treasure_hunters.action.move", player=who, place=self.place_name(action.to))
        if isinstance(action, PickUpJewel):
            return t("treasure_hunters.action.pick_up", player=who)
        if isinstance(action, PutDownJewel):
            return t("treasure_hunters.action.put_down", player=who)
        if isinstance(action, SkipJewel):
            return t("treasure_hunters.action.skip_jewel", player=who)
        if isinstance(action, RollDie):
            return t("treasure_hunters.action.roll", value=action.value)
        if isinstance(action, DrawCard):
            return t("treasure_hunters.action.draw", card=self.card_name(action.card))
        if isinstance(action, BattleRoll):
            return t("treasure_hunters.action.battle", faces=self.faces_text(action.faces))
        if isinstance(action, PlaceJewel):
            return t("treasure_hunters.action.place_jewel")
        return str(action)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int | None) -> str:
        def pawn(p: int) -> str:
            return self.pawn_name(p, names)

        if isinstance(event, JewelPlaced):
            return t("treasure_hunters.log.jewel_placed", room=self.room_name(event.room))
        if isinstance(event, DieRolled):
            key = "treasure_hunters.log.rolled_ghost" if event.ghost else "treasure_hunters.log.rolled"
            return t(key, pawn=pawn(event.pawn), value=event.value)
        if isinstance(event, CardDrawn):
            if event.ignored:
                return t("treasure_hunters.log.card_ignored", card=self.card_name(event.card))
            key = "treasure_hunters.log.card_extra" if event.extra else "treasure_hunters.log.card"
            return t(key, pawn=pawn(event.pawn), card=self.card_name(event.card))
        if isinstance(event, GhostPlaced):
            room = self.room_name(event.room)
            text = ""
            if event.skipped:
                text = t("treasure_hunters.log.overflow", rooms=", ".join(self.room_name(r) for r in event.skipped)) + " "
            if event.haunted:
                return text + t("treasure_hunters.log.haunted", room=room, markers=event.markers, total=self.markers_total)
            return text + t("treasure_hunters.log.ghost_placed", room=room, ghosts=event.ghosts)
        if isinstance(event, DoorsLocked):
            return t("treasure_hunters.log.doors_locked", colour=self.colour_name(event.colour))
        if isinstance(event, DoorsUnlocked):
            return t("treasure_hunters.log.doors_unlocked", colour=self.colour_name(event.colour))
        if isinstance(event, DeckShuffled):
            if event.lock_aside:
                return t("treasure_hunters.log.shuffled_lock", cards=event.cards, card=self.card_name(event.lock_aside))
            return t("treasure_hunters.log.shuffled", cards=event.cards)
        if isinstance(event, PawnMoved):
            if event.frm == event.to:
                return t("treasure_hunters.log.stayed", pawn=pawn(event.pawn), place=self.place_name(event.to))
            return t("treasure_hunters.log.moved", pawn=pawn(event.pawn), place=self.place_name(event.to), spaces=event.spaces)
        if isinstance(event, PawnTrapped):
            return t("treasure_hunters.log.trapped", pawn=pawn(event.pawn), room=self.room_name(event.room))
        if isinstance(event, JewelRevealed):
            return t("treasure_hunters.log.revealed", room=self.room_name(event.room), number=event.number)
        if isinstance(event, JewelPickedUp):
            if event.number:
                return t("treasure_hunters.log.picked_up_number", pawn=pawn(event.pawn), room=self.room_name(event.room), number=event.number)
            return t("treasure_hunters.log.picked_up", pawn=pawn(event.pawn), room=self.room_name(event.room))
        if isinstance(event, JewelPutDown):
            return t("treasure_hunters.log.put_down", pawn=pawn(event.pawn), room=self.room_name(event.room))
        if isinstance(event, JewelDelivered):
            return t("treasure_hunters.log.delivered", pawn=pawn(event.pawn), delivered=event.delivered, total=self.jewel_count)
        if isinstance(event, GhostsFought):
            return t("treasure_hunters.log.fought", pawn=pawn(event.pawn), room=self.room_name(event.room),
                     faces=self.faces_text(event.faces), removed=event.removed, ghosts=event.ghosts)
        if isinstance(event, UnhauntRolled):
            key = "treasure_hunters.log.unhaunted" if event.success else "treasure_hunters.log.unhaunt_failed"
            return t(key, pawn=pawn(event.pawn), room=self.room_name(event.room), faces=self.faces_text(event.faces))
        if isinstance(event, GameOver):
            return t(f"treasure_hunters.log.{event.outcome}", delivered=event.delivered, markers=event.markers)
        return event.TYPE
