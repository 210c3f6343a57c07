"""Don't Go In There (Chin & Nerger, R2i Games 2022): the rules, from ../shared/rules/dont_go_in_there.md.

Rule IDs (S-n set-up, DG-n rules, D-n decisions, A-n scenarios) are cited where
they are implemented. Content (card template, the 12 curse types and their
numbers, rooms and their parameters, dice faces, per-player-count set-up,
meeples) comes from data/games/dont_go_in_there.yaml.

Cards are small integers ("kinds"): one per curse type and value, ``type * V +
value index``. The two copies of a value are identical for the rules, so a card
is named by its kind (``twin_3``), and the deck and the removed pile are counts
per kind: drawing is a chance step whose outcome is the kind drawn, with
probability count / size, so nobody can peek at an order.

Every random part is a chance step the Match samples and records: the card
types (S-1, unless seat 1 chooses them), the removed cards (S-2, one at a time,
unseen), the side of each board (S-3), every card dealt (S-4, DG-11), the first
player (S-6) and every roll of the dice (DG-7, DG-22; the outcome is the number
of ghost faces, binomially distributed from the dice faces).
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass
from math import comb
from typing import Any, ClassVar, Sequence

from ghostparlor.core.content import (
    Bool,
    Check,
    Int,
    ListOf,
    Mapping,
    Problems,
    Str,
    load_game_spec,
)
from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Event, Game, GameSpec, Result
from ghostparlor.core.serial import Codec
from ghostparlor.core.strings import t
from ghostparlor.resources import data_path

GAME_ID = "dont_go_in_there"

# phases of a state
TYPES = 0  # S-1: card types are drawn at random (chance) or chosen by seat 1 (custom)
REMOVE = 1  # S-2: chance removes cards unseen, one at a time
SIDES = 2  # S-3: chance turns each board a side up, in board order
DEAL = 3  # S-4, DG-11: chance deals the queued slots
FIRST = 4  # S-6: chance picks the first player
PLACE = 5  # DG-3: the active seat places a meeple
ROLL = 6  # DG-7, DG-22: chance rolls the dice of the resolving room
ABILITY = 7  # DG-8: the resolver may use the Basement or Hallway ability
CLAIM = 8  # DG-10: the meeple's owner takes a card
DOLL = 9  # DG-33, D-7: the owner chooses which Doll set to dispel
TOME = 10  # DG-40, D-5: the owner names a type to dispel
OVER = 11  # DG-13 to DG-16 done

PHASE_NAMES = ("types", "remove", "sides", "deal", "first_player", "place", "roll", "ability", "claim", "doll", "tome", "over")

GHOST, BLANK = "ghost", "blank"

# The behaviour of each curse type and room is code; their numbers are content.
# type id -> (timing, parameter names, rule ID)
CURSE_RULES: dict[str, tuple[str, tuple[str, ...], str]] = {
    "amulet": ("end", ("dispels_value",), "DG-30"),
    "cat": ("end", ("ghost_limit", "keep"), "DG-31"),
    "clock": ("immediate", ("threshold", "dispel"), "DG-32"),
    "doll": ("immediate", ("target", "set_priority"), "DG-33"),
    "holy_water": ("immediate", ("set", "discard_divisor"), "DG-34"),
    "mask": ("immediate", (), "DG-35"),
    "mirror": ("immediate", ("ghosts", "set"), "DG-36"),
    "music_box": ("end", ("dispel",), "DG-37"),
    "portrait": ("end", ("per",), "DG-38"),
    "ring": ("immediate", ("set",), "DG-39"),
    "tome": ("immediate", ("set",), "DG-40"),
    "twin": ("immediate", ("set",), "DG-41"),
}
CURSE_PARAMS = sorted({p for _, params, _ in CURSE_RULES.values() for p in params})
END_ORDER = ("amulet", "cat", "music_box", "portrait")  # DG-14

# room id -> (timing, parameter names, rule ID)
ROOM_RULES: dict[str, tuple[str, tuple[str, ...], str]] = {
    "attic": ("placement", ("space", "ghosts"), "DG-20"),
    "nursery": ("placement", ("space", "discard"), "DG-21"),
    "basement": ("roll", ("rerolls",), "DG-22"),
    "hallway": ("roll", ("dice_turned",), "DG-23"),
    "library": ("claim", ("sort_ascending", "slot_ghosts"), "DG-24"),
    "secret_passage": ("resolution", ("face_down_slot",), "DG-25"),
}
ROOM_PARAMS = sorted({p for _, params, _ in ROOM_RULES.values() for p in params})


# --- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PickType(Action):
    """Chance: ``curse`` is one of the card types in play (S-1, random)."""

    TYPE: ClassVar[str] = "pick_type"
    IS_CHANCE: ClassVar[bool] = True
    curse: str


@dataclass(frozen=True, slots=True)
class ChooseType(Action):
    """Seat 1 (the host) puts ``curse`` in play (S-1, option card_types = custom)."""

    TYPE: ClassVar[str] = "choose_type"
    curse: str


@dataclass(frozen=True, slots=True)
class RemoveCard(Action):
    """Chance: ``card`` is removed face down, unseen (S-2)."""

    TYPE: ClassVar[str] = "remove"
    IS_CHANCE: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class SideUp(Action):
    """Chance: the next board (in board order) lies with ``room`` up (S-3)."""

    TYPE: ClassVar[str] = "side_up"
    IS_CHANCE: ClassVar[bool] = True
    room: str


@dataclass(frozen=True, slots=True)
class DealCard(Action):
    """Chance: the next card off the deck is ``card``; it goes to the next queued slot (S-4, DG-11)."""

    TYPE: ClassVar[str] = "deal"
    IS_CHANCE: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class FirstPlayer(Action):
    """Chance: ``seat`` takes the first turn (S-6)."""

    TYPE: ClassVar[str] = "first_player"
    IS_CHANCE: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class PlaceMeeple(Action):
    """The active seat places a meeple on ``space`` (1 top .. 4 bottom) of ``room`` (DG-3)."""

    TYPE: ClassVar[str] = "place"
    room: str
    space: int


@dataclass(frozen=True, slots=True)
class RollDice(Action):
    """Chance: ``dice`` dice were rolled and ``ghosts`` of them show a ghost (DG-7, DG-22)."""

    TYPE: ClassVar[str] = "roll"
    IS_CHANCE: ClassVar[bool] = True
    dice: int
    ghosts: int


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """The resolver rerolls all dice in the Basement (DG-22)."""

    TYPE: ClassVar[str] = "reroll"


@dataclass(frozen=True, slots=True)
class TurnDie(Action):
    """The resolver turns one die of the Hallway to its other face: ``to`` is "ghost" or "blank" (DG-23)."""

    TYPE: ClassVar[str] = "turn_die"
    to: str


@dataclass(frozen=True, slots=True)
class KeepRoll(Action):
    """The resolver keeps the roll without (further) use of the room's ability (DG-8, D-10)."""

    TYPE: ClassVar[str] = "keep_roll"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """The claiming meeple's owner takes the card in ``slot`` (1..3) of the resolving room (DG-10)."""

    TYPE: ClassVar[str] = "take"
    slot: int


@dataclass(frozen=True, slots=True)
class ChooseDollSet(Action):
    """The owner dispels the face-up Dolls of these ``values`` (ascending), a set of exactly 6 (DG-33, D-7)."""

    TYPE: ClassVar[str] = "doll_set"
    values: tuple


@dataclass(frozen=True, slots=True)
class TomeDispel(Action):
    """The owner names ``curse``: all their face-up cards of that type are dispelled (DG-40, D-5)."""

    TYPE: ClassVar[str] = "tome_dispel"
    curse: str


# --- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TypeChosen(Event):
    """S-1: ``curse`` is in play; ``seat`` chose it (-1: drawn at random)."""

    TYPE: ClassVar[str] = "type_chosen"
    curse: str
    seat: int


@dataclass(frozen=True, slots=True)
class CardRemoved(Event):
    """S-2: one card was removed unseen; ``count`` removed so far."""

    TYPE: ClassVar[str] = "card_removed"
    QUIET: ClassVar[bool] = True
    count: int


@dataclass(frozen=True, slots=True)
class CardsRemoved(Event):
    """S-2 done: ``count`` cards removed unseen, ``deck`` cards in play."""

    TYPE: ClassVar[str] = "cards_removed"
    count: int
    deck: int


@dataclass(frozen=True, slots=True)
class BoardPlaced(Event):
    """S-3: the board at ``position`` (1..3) lies with ``room`` up."""

    TYPE: ClassVar[str] = "board_placed"
    position: int
    room: str


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    TYPE: ClassVar[str] = "card_dealt"
    QUIET: ClassVar[bool] = True
    room: str
    slot: int
    card: str


@dataclass(frozen=True, slots=True)
class CardDealtFaceDown(Event):
    """DG-25: the card dealt to this slot lies face down (nobody sees it)."""

    TYPE: ClassVar[str] = "card_dealt_face_down"
    QUIET: ClassVar[bool] = True
    room: str
    slot: int


@dataclass(frozen=True, slots=True)
class RoomDealt(Event):
    """S-4, DG-11: ``room`` holds ``cards`` in slots 1..3 (None: face down); DG-24 sorted them in the Library."""

    TYPE: ClassVar[str] = "room_dealt"
    room: str
    cards: tuple
    sorted: bool


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(Event):
    TYPE: ClassVar[str] = "first_player_chosen"
    seat: int


@dataclass(frozen=True, slots=True)
class MeeplePlaced(Event):
    """DG-3: ``seat`` placed a meeple on ``space`` of ``room`` (``flashlights`` there, DG-9)."""

    TYPE: ClassVar[str] = "meeple_placed"
    seat: int
    room: str
    space: int
    flashlights: int
    meeples: int


@dataclass(frozen=True, slots=True)
class GhostsChanged(Event):
    """A public change of ``seat``'s ghost tokens (D-9) by ``change``; ``reason`` names the rule."""

    TYPE: ClassVar[str] = "ghosts_changed"
    seat: int
    change: int
    reason: str


@dataclass(frozen=True, slots=True)
class GhostsPassed(Event):
    """DG-35 Mask: ``seat`` passed ``count`` ghosts to ``to_seat`` (the player on their right)."""

    TYPE: ClassVar[str] = "ghosts_passed"
    seat: int
    to_seat: int
    count: int


@dataclass(frozen=True, slots=True)
class SecretCardSeen(Event):
    """DG-25: ``seat`` looks at the face-down card of ``room`` privately."""

    TYPE: ClassVar[str] = "secret_card_seen"
    SECRET_TO: ClassVar[str | None] = "seat"
    SECRET_FIELDS: ClassVar[tuple[str, ...] | None] = ("card",)  # which room was peeked is public
    seat: int
    room: str
    card: str


@dataclass(frozen=True, slots=True)
class RoomResolves(Event):
    """DG-5: ``room`` holds its 3rd meeple; ``resolver`` placed it."""

    TYPE: ClassVar[str] = "room_resolves"
    room: str
    resolver: int


@dataclass(frozen=True, slots=True)
class SecretCardRevealed(Event):
    """DG-6: the face-down card of the Secret Passage is turned face up."""

    TYPE: ClassVar[str] = "secret_card_revealed"
    room: str
    slot: int
    card: str


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """DG-7 (``reroll`` False) or DG-22 (True): ``dice`` dice show ``ghosts`` ghosts."""

    TYPE: ClassVar[str] = "dice_rolled"
    room: str
    dice: int
    ghosts: int
    reroll: bool


@dataclass(frozen=True, slots=True)
class DieTurned(Event):
    """DG-23: the resolver turned one die to ``to``; now ``ghosts`` ghosts."""

    TYPE: ClassVar[str] = "die_turned"
    seat: int
    to: str
    ghosts: int


@dataclass(frozen=True, slots=True)
class RollKept(Event):
    """DG-8: the resolver kept the roll: ``ghosts`` ghosts."""

    TYPE: ClassVar[str] = "roll_kept"
    seat: int
    ghosts: int


@dataclass(frozen=True, slots=True)
class RerollChosen(Event):
    TYPE: ClassVar[str] = "reroll_chosen"
    seat: int


@dataclass(frozen=True, slots=True)
class MeepleHaunted(Event):
    """DG-9: the meeple of ``seat`` on ``space`` gains ``ghosts`` = max(0, G - flashlights)."""

    TYPE: ClassVar[str] = "meeple_haunted"
    seat: int
    room: str
    space: int
    ghosts: int


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """DG-10: ``seat`` took ``card`` from ``slot`` of ``room`` (``automatic``: the last card)."""

    TYPE: ClassVar[str] = "card_taken"
    seat: int
    room: str
    slot: int
    card: str
    automatic: bool


@dataclass(frozen=True, slots=True)
class CardsDispelled(Event):
    """DG-17: ``cards`` of ``seat`` were turned face down by ``reason`` (a curse type id)."""

    TYPE: ClassVar[str] = "cards_dispelled"
    seat: int
    cards: tuple
    reason: str
    curses: int


@dataclass(frozen=True, slots=True)
class EffectWithoutTarget(Event):
    """DG-40: the Tome count became even but the owner holds no other face-up card."""

    TYPE: ClassVar[str] = "effect_without_target"
    seat: int
    curse: str


@dataclass(frozen=True, slots=True)
class TomeNamed(Event):
    """DG-40, D-5: ``seat`` named ``curse``; ``count`` face-up cards of it are dispelled."""

    TYPE: ClassVar[str] = "tome_named"
    seat: int
    curse: str
    count: int


@dataclass(frozen=True, slots=True)
class BoardFlipped(Event):
    """DG-11: the board at ``position`` flips from ``room`` to ``new_room``."""

    TYPE: ClassVar[str] = "board_flipped"
    position: int
    room: str
    new_room: str


@dataclass(frozen=True, slots=True)
class BoardRemoved(Event):
    """DG-11: the deck is empty, the board at ``position`` leaves the game."""

    TYPE: ClassVar[str] = "board_removed"
    position: int
    room: str


@dataclass(frozen=True, slots=True)
class GhostPenalty(Event):
    """DG-15: ``seat`` holds the most ghosts (``ghosts``) and gains ``curses`` curses."""

    TYPE: ClassVar[str] = "ghost_penalty"
    seat: int
    ghosts: int
    curses: int


@dataclass(frozen=True, slots=True)
class RemovedCardsShown(Event):
    """D-11: the cards removed at set-up, shown in the final summary."""

    TYPE: ClassVar[str] = "removed_cards_shown"
    cards: tuple


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """DG-16: ``winners`` have the fewest curses, then the fewest ghosts."""

    TYPE: ClassVar[str] = "game_over"
    winners: tuple
    curses: tuple
    ghosts: tuple


ACTION_CLASSES = (
    PickType, ChooseType, RemoveCard, SideUp, DealCard, FirstPlayer, PlaceMeeple,
    RollDice, Reroll, TurnDie, KeepRoll, TakeCard, ChooseDollSet, TomeDispel,
)
EVENT_CLASSES = (
    TypeChosen, CardRemoved, CardsRemoved, BoardPlaced, CardDealt, CardDealtFaceDown, RoomDealt,
    FirstPlayerChosen, MeeplePlaced, GhostsChanged, GhostsPassed, SecretCardSeen, RoomResolves,
    SecretCardRevealed, DiceRolled, DieTurned, RollKept, RerollChosen, MeepleHaunted, CardTaken,
    CardsDispelled, EffectWithoutTarget, TomeNamed, BoardFlipped, BoardRemoved, GhostPenalty, RemovedCardsShown, GameOver,
)
REROLL = Reroll()
KEEP = KeepRoll()


# --- state and view ----------------------------------------------------------


class DontGoInThereState:
    """Everything about one game. Mutable; copy with :meth:`clone`.

    Boards are indexed 0..2 (position - 1); spaces and slots 0-based inside the
    state, 1-based in actions, events and JSON.
    """

    __slots__ = (
        "n", "phase", "custom_types", "open_ghosts", "show_removed",
        "in_play", "types_needed", "deck", "deck_size", "removed", "removed_size", "to_remove",
        "board_room", "board_out", "slots", "face_down", "seen", "meeples",
        "supply", "ghosts", "tableau", "dispelled", "clock_by",
        "active", "turn", "first_player", "deal_queue",
        "res_board", "resolver", "dice", "rolled", "rolls", "ability_left", "claims", "doll_options",
        "penalty",
    )

    def __init__(self) -> None:
        self.n = 0
        self.phase = TYPES
        self.custom_types = False
        self.open_ghosts = False
        self.show_removed = True
        self.in_play: list[int] = []  # curse type indices, ascending
        self.types_needed = 0
        self.deck: list[int] = []  # count per kind (face down, in play)
        self.deck_size = 0
        self.removed: list[int] = []  # count per kind (S-2, secret)
        self.removed_size = 0
        self.to_remove = 0
        self.board_room: list[int] = []  # room index per board, -1 before S-3
        self.board_out: list[bool] = []  # DG-11: removed from the game
        self.slots: list[list[int]] = []  # kind per slot, -1 empty
        self.face_down: list[int] = []  # per board: the face-down slot index, -1 none (DG-25)
        self.seen: list[list[bool]] = []  # per board, per seat: has looked at the face-down card
        self.meeples: list[list[int]] = []  # seat per space, -1 empty
        self.supply: list[int] = []
        self.ghosts: list[int] = []
        self.tableau: list[list[int]] = []  # face-up kinds per seat, sorted
        self.dispelled: list[list[int]] = []  # face-down kinds per seat, sorted (DG-17)
        self.clock_by = -1  # DG-32, D-14: the seat that used the Clock effect
        self.active = 0
        self.turn = 0  # placements made
        self.first_player = -1
        self.deal_queue: list[tuple[int, int]] = []  # (board, slot) still to deal, in order
        self.res_board = -1
        self.resolver = -1
        self.dice = 0  # D
        self.rolled = 0  # G
        self.rolls = 0
        self.ability_left = 0
        self.claims: list[int] = []  # spaces still to claim, top first
        self.doll_options: list[tuple] = []
        self.penalty: list[int] = []

    def clone(self) -> "DontGoInThereState":
        c = DontGoInThereState.__new__(DontGoInThereState)
        c.n = self.n
        c.phase = self.phase
        c.custom_types = self.custom_types
        c.open_ghosts = self.open_ghosts
        c.show_removed = self.show_removed
        c.in_play = self.in_play[:]
        c.types_needed = self.types_needed
        c.deck = self.deck[:]
        c.deck_size = self.deck_size
        c.removed = self.removed[:]
        c.removed_size = self.removed_size
        c.to_remove = self.to_remove
        c.board_room = self.board_room[:]
        c.board_out = self.board_out[:]
        c.slots = [x[:] for x in self.slots]
        c.face_down = self.face_down[:]
        c.seen = [x[:] for x in self.seen]
        c.meeples = [x[:] for x in self.meeples]
        c.supply = self.supply[:]
        c.ghosts = self.ghosts[:]
        c.tableau = [x[:] for x in self.tableau]
        c.dispelled = [x[:] for x in self.dispelled]
        c.clock_by = self.clock_by
        c.active = self.active
        c.turn = self.turn
        c.first_player = self.first_player
        c.deal_queue = self.deal_queue[:]
        c.res_board = self.res_board
        c.resolver = self.resolver
        c.dice = self.dice
        c.rolled = self.rolled
        c.rolls = self.rolls
        c.ability_left = self.ability_left
        c.claims = self.claims[:]
        c.doll_options = self.doll_options[:]
        c.penalty = self.penalty[:]
        return c


@dataclass(frozen=True)
class BoardView:
    """One board as a seat sees it. ``slots`` hold card ids, None (empty) or
    "face_down" (the Secret Passage card this seat has not looked at)."""

    position: int
    room: str | None  # None: removed from the game (DG-11)
    other_side: str
    slots: tuple
    face_down_slot: int | None  # 1-based, while a card lies face down there
    meeples: tuple  # seat per space 1..4, None empty


@dataclass(frozen=True)
class DontGoInThereView:
    """What one seat may know (D-9, D-11). Opponents' ghost counts are None
    unless the option open_ghosts is on or the game is over; the removed cards
    are None until the end (and then only with show_removed)."""

    seat: int | None
    players: int
    phase: str
    to_move: int
    active: int
    turn: int
    turns_total: int
    first_player: int | None
    types: tuple
    types_needed: int
    deck_size: int
    removed_count: int
    removed: tuple | None
    boards: tuple
    supply: tuple
    ghosts: tuple
    tableaux: tuple
    dispelled: tuple
    curses: tuple
    penalty: tuple
    clock_used_by: int | None
    resolving: str | None
    resolver: int | None
    dice: int
    rolled: int
    rolls: int
    ability_left: int
    claim_order: tuple  # seats still to claim, in space order
    claim_spaces: tuple  # their spaces (1-based)
    doll_options: tuple
    open_ghosts: bool
    custom_types: bool


# --- content -----------------------------------------------------------------


def content_fields() -> dict:
    curse_fields = {
        "id": Str(),
        "timing": Str(choices=("immediate", "end")),
        "dispels_value": ListOf(ListOf(Int(minimum=1), min_len=2, max_len=2)),
        "ghost_limit": Int(minimum=0),
        "keep": Int(minimum=0),
        "threshold": Int(minimum=1),
        "dispel": Int(minimum=1),
        "target": Int(minimum=1),
        "set_priority": ListOf(ListOf(Int(minimum=1), min_len=1), min_len=1),
        "set": Int(minimum=1),
        "discard_divisor": Int(minimum=1),
        "ghosts": Int(minimum=0),
        "per": Int(minimum=1),
    }
    room_fields = {
        "id": Str(),
        "timing": Str(choices=("placement", "roll", "claim", "resolution")),
        "space": Int(minimum=1),
        "ghosts": Int(minimum=0),
        "discard": Int(minimum=0),
        "rerolls": Int(minimum=0),
        "dice_turned": Int(minimum=0),
        "sort_ascending": Bool(),
        "slot_ghosts": ListOf(Int(), min_len=1),
        "face_down_slot": Int(minimum=1),
    }
    return {
        "constants": Mapping(
            {
                "spaces_per_room": Int(minimum=1, maximum=10),
                "flashlights": ListOf(Int(minimum=0), min_len=1),
                "cards_per_room": Int(minimum=1, maximum=10),
                "resolve_at_meeples": Int(minimum=1, maximum=10),
                "meeples_per_player": Int(minimum=1),
                "turns_per_player": Int(minimum=1),
                "start_ghosts": Int(minimum=0),
                "penalty_divisor": Int(minimum=1),
            }
        ),
        "dice": Mapping({"count": Int(minimum=1, maximum=30), "faces": ListOf(Str(choices=(GHOST, BLANK)), min_len=1)}),
        "cards": Mapping(
            {
                "per_type": Int(minimum=1),
                "template": ListOf(
                    Mapping({"value": Int(minimum=1), "copies": Int(minimum=1), "dice": Int(minimum=0)}),
                    min_len=1,
                    unique="value",
                ),
            }
        ),
        "curses": ListOf(Mapping(curse_fields, optional=tuple(CURSE_PARAMS)), min_len=1, unique="id"),
        "boards": ListOf(ListOf(Str(), min_len=2, max_len=2), min_len=1),
        "rooms": ListOf(Mapping(room_fields, optional=tuple(ROOM_PARAMS)), min_len=1, unique="id"),
        "setup": ListOf(
            Mapping({"players": Int(minimum=1), "types": Int(minimum=1), "removed": Int(minimum=0), "deck": Int(minimum=1)}),
            min_len=1,
            unique="players",
        ),
    }


def check_constants(data: dict, problems: Problems) -> None:
    const = data["constants"]
    spaces = const["spaces_per_room"]
    if len(const["flashlights"]) != spaces:
        problems.add(("constants", "flashlights"), f"expected {spaces} entries (one per space), found {len(const['flashlights'])}")
    at = const["resolve_at_meeples"]
    if at != const["cards_per_room"]:
        problems.add(("constants", "resolve_at_meeples"), f"must equal cards_per_room ({const['cards_per_room']}): each meeple takes one card (DG-10)")
    if at > spaces:
        problems.add(("constants", "resolve_at_meeples"), f"{at} meeples cannot fit on {spaces} spaces")
    boards = len(data["boards"])
    need = boards * (at - 1) + 1
    if const["meeples_per_player"] < need:
        problems.add(
            ("constants", "meeples_per_player"),
            f"{const['meeples_per_player']} is too few: a seat can have {need - 1} meeples on the boards and must still place one (D-12); need at least {need}",
        )


def check_cards(data: dict, problems: Problems) -> None:
    cards = data["cards"]
    template = cards["template"]
    copies = sum(e["copies"] for e in template)
    if copies != cards["per_type"]:
        problems.add(("cards", "per_type"), f"the template adds up to {copies} cards, not {cards['per_type']}")
    values = [e["value"] for e in template]
    if values != sorted(values):
        problems.add(("cards", "template"), "list the values in ascending order")
    per_room = data["constants"]["cards_per_room"]
    icons = sorted((e["dice"] for e in template for _ in range(e["copies"])), reverse=True)
    most = sum(icons[:per_room])
    if most > data["dice"]["count"]:
        problems.add(("dice", "count"), f"{per_room} cards can show {most} dice icons, more than the {data['dice']['count']} dice")


def check_curses(data: dict, problems: Problems) -> None:
    template = {e["value"]: e["copies"] for e in data["cards"]["template"]}
    for i, curse in enumerate(data["curses"]):
        cid = curse["id"]
        path = ("curses", i)
        rule = CURSE_RULES.get(cid)
        if rule is None:
            problems.add(path + ("id",), f"unknown curse type {cid!r}: the rules know {', '.join(CURSE_RULES)}")
            continue
        timing, params, rule_id = rule
        if curse["timing"] != timing:
            problems.add(path + ("timing",), f"{cid} is an {'end-of-game' if timing == 'end' else 'immediate'} effect ({rule_id}), not {curse['timing']!r}")
        for p in params:
            if p not in curse:
                problems.add(path, f"missing key {p!r} ({cid}, {rule_id})")
        for p in CURSE_PARAMS:
            if p in curse and p not in params:
                problems.add(path + (p,), f"{p!r} is not a parameter of {cid} ({rule_id})")
        if cid == "amulet" and "dispels_value" in curse:
            for j, (v, w) in enumerate(curse["dispels_value"]):
                for x in (v, w):
                    if x not in template:
                        problems.add(path + ("dispels_value", j), f"value {x} is not a card value (values: {', '.join(map(str, template))})")
        if cid == "doll" and "set_priority" in curse and "target" in curse:
            for j, group in enumerate(curse["set_priority"]):
                if sum(group) != curse["target"]:
                    problems.add(path + ("set_priority", j), f"the set {group} adds up to {sum(group)}, not the target {curse['target']}")
                for v in set(group):
                    if v not in template:
                        problems.add(path + ("set_priority", j), f"value {v} is not a card value")
                    elif group.count(v) > template[v]:
                        problems.add(path + ("set_priority", j), f"the set needs {group.count(v)} Dolls of value {v}, but there are only {template[v]}")
    ids = [c["id"] for c in data["curses"]]
    if "tome" in ids and len(ids) < 2:
        problems.add(("curses",), "the Tome needs another type to name (D-5)")


def check_rooms(data: dict, problems: Problems) -> None:
    const = data["constants"]
    for i, room in enumerate(data["rooms"]):
        rid = room["id"]
        path = ("rooms", i)
        rule = ROOM_RULES.get(rid)
        if rule is None:
            problems.add(path + ("id",), f"unknown room {rid!r}: the rules know {', '.join(ROOM_RULES)}")
            continue
        timing, params, rule_id = rule
        if room["timing"] != timing:
            problems.add(path + ("timing",), f"the {rid} acts at {timing!r} ({rule_id}), not {room['timing']!r}")
        for p in params:
            if p not in room:
                problems.add(path, f"missing key {p!r} ({rid}, {rule_id})")
        for p in ROOM_PARAMS:
            if p in room and p not in params:
                problems.add(path + (p,), f"{p!r} is not a parameter of the {rid} ({rule_id})")
        if "space" in room and room["space"] > const["spaces_per_room"]:
            problems.add(path + ("space",), f"space {room['space']} does not exist (spaces 1..{const['spaces_per_room']})")
        if "slot_ghosts" in room and len(room["slot_ghosts"]) != const["cards_per_room"]:
            problems.add(path + ("slot_ghosts",), f"expected {const['cards_per_room']} entries (one per slot), found {len(room['slot_ghosts'])}")
        if "face_down_slot" in room and room["face_down_slot"] > const["cards_per_room"]:
            problems.add(path + ("face_down_slot",), f"slot {room['face_down_slot']} does not exist (slots 1..{const['cards_per_room']})")


def check_boards(data: dict, problems: Problems) -> None:
    known = {r["id"] for r in data["rooms"]}
    where: dict[str, tuple] = {}
    for i, sides in enumerate(data["boards"]):
        for j, rid in enumerate(sides):
            if rid not in known:
                problems.add(("boards", i, j), f"unknown room {rid!r} (rooms: {', '.join(r['id'] for r in data['rooms'])})")
            elif rid in where:
                problems.add(("boards", i, j), f"room {rid!r} is already a side of board {where[rid][0] + 1}")
            else:
                where[rid] = (i, j)
    for i, room in enumerate(data["rooms"]):
        if room["id"] not in where:
            problems.add(("rooms", i, "id"), f"room {room['id']!r} is on no board")


def check_setup(data: dict, problems: Problems) -> None:
    players = data["players"]
    const = data["constants"]
    per_type = data["cards"]["per_type"]
    ntypes = len(data["curses"])
    seen = set()
    for i, row in enumerate(data["setup"]):
        path = ("setup", i)
        n = row["players"]
        seen.add(n)
        if not players["min"] <= n <= players["max"]:
            problems.add(path + ("players",), f"{n} players is outside players {players['min']}..{players['max']}")
            continue
        if row["types"] > ntypes:
            problems.add(path + ("types",), f"{row['types']} types, but only {ntypes} curse types exist")
        cards = row["types"] * per_type - row["removed"]
        if cards != row["deck"]:
            problems.add(path + ("deck",), f"{row['types']} types x {per_type} cards - {row['removed']} removed = {cards}, not {row['deck']}")
            continue
        if row["deck"] != const["turns_per_player"] * n:
            problems.add(path + ("deck",), f"{row['deck']} cards for {n} players is not {const['turns_per_player']} cards each (DG-13)")
        if row["deck"] % const["cards_per_room"]:
            problems.add(path + ("deck",), f"{row['deck']} is not a multiple of {const['cards_per_room']} (DG-11)")
        if row["deck"] < len(data["boards"]) * const["cards_per_room"]:
            problems.add(path + ("deck",), f"{row['deck']} cards cannot fill {len(data['boards'])} rooms (S-4)")
    missing = [n for n in range(players["min"], players["max"] + 1) if n not in seen]
    if missing:
        problems.add(("setup",), f"no row for {', '.join(map(str, missing))} players")


CHECKS: tuple[Check, ...] = (check_constants, check_cards, check_curses, check_rooms, check_boards, check_setup)


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)


def binomial(dice: int, p: float) -> list[float]:
    return [comb(dice, g) * p**g * (1 - p) ** (dice - g) for g in range(dice + 1)]


# --- the game ----------------------------------------------------------------


class DontGoInThereGame(Game):
    id: ClassVar[str] = GAME_ID
    hidden_information: ClassVar[str] = (
        "D-11: the removed cards and the order of the deck are secret (their sizes are public); "
        "DG-25: the face-down Secret Passage card is seen only by seats that placed a meeple there; "
        "D-9: other seats' ghost counts are hidden unless the option open_ghosts is on (every change is "
        "logged publicly). Tableaux, dispelled cards, curse totals, supplies and the types in play are public."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        c = self.spec.content
        const = c["constants"]
        self.spaces: int = const["spaces_per_room"]
        self.flashlights: list[int] = list(const["flashlights"])
        self.cards_per_room: int = const["cards_per_room"]
        self.resolve_at: int = const["resolve_at_meeples"]
        self.meeples_per_player: int = const["meeples_per_player"]
        self.turns_per_player: int = const["turns_per_player"]
        self.start_ghosts: int = const["start_ghosts"]
        self.penalty_divisor: int = const["penalty_divisor"]
        faces = c["dice"]["faces"]
        self.dice_count: int = c["dice"]["count"]
        self.p_ghost: float = faces.count(GHOST) / len(faces)
        self.roll_probs = [binomial(d, self.p_ghost) for d in range(self.dice_count + 1)]
        self.roll_actions = [[RollDice(d, g) for g in range(d + 1)] for d in range(self.dice_count + 1)]
        # cards
        template = c["cards"]["template"]
        self.values: list[int] = [e["value"] for e in template]
        self.copies: list[int] = [e["copies"] for e in template]
        self.icons: list[int] = [e["dice"] for e in template]
        self.V = V = len(template)
        self.per_type: int = c["cards"]["per_type"]
        self.curses: list[dict] = list(c["curses"])
        self.type_ids: list[str] = [x["id"] for x in self.curses]
        self.type_index = {tid: i for i, tid in enumerate(self.type_ids)}
        self.curse_params = {x["id"]: x for x in self.curses}
        self.card_ids: list[str] = [f"{tid}_{v}" for tid in self.type_ids for v in self.values]
        self.kind_of = {cid: k for k, cid in enumerate(self.card_ids)}
        self.kinds = len(self.card_ids)
        self.value_of = [self.values[k % V] for k in range(self.kinds)]
        self.dice_of = [self.icons[k % V] for k in range(self.kinds)]
        self.type_of = [k // V for k in range(self.kinds)]
        # effect type indices (-1 when the type is not in the content)
        ti = self.type_index
        self.T_CLOCK = ti.get("clock", -1)
        self.T_DOLL = ti.get("doll", -1)
        self.T_HOLY = ti.get("holy_water", -1)
        self.T_MASK = ti.get("mask", -1)
        self.T_MIRROR = ti.get("mirror", -1)
        self.T_RING = ti.get("ring", -1)
        self.T_TOME = ti.get("tome", -1)
        self.T_TWIN = ti.get("twin", -1)
        # rooms and boards
        self.rooms: list[dict] = list(c["rooms"])
        self.room_ids: list[str] = [r["id"] for r in self.rooms]
        self.room_index = {rid: i for i, rid in enumerate(self.room_ids)}
        self.boards: list[tuple[int, int]] = [(self.room_index[a], self.room_index[b]) for a, b in c["boards"]]
        self.board_of_room = {}
        self.other_side = {}
        for b, (x, y) in enumerate(self.boards):
            self.board_of_room[x] = b
            self.board_of_room[y] = b
            self.other_side[x] = y
            self.other_side[y] = x
        nrooms = len(self.rooms)
        self.place_gain = [(-1, 0)] * nrooms  # DG-20: (space index, ghosts)
        self.place_discard = [(-1, 0)] * nrooms  # DG-21
        self.rerolls = [0] * nrooms  # DG-22
        self.turns = [0] * nrooms  # DG-23
        self.sorts = [False] * nrooms  # DG-24
        self.slot_ghosts = [[0] * self.cards_per_room for _ in range(nrooms)]  # DG-24
        self.face_down_slot = [-1] * nrooms  # DG-25
        for i, r in enumerate(self.rooms):
            if r["id"] == "attic":
                self.place_gain[i] = (r["space"] - 1, r["ghosts"])
            elif r["id"] == "nursery":
                self.place_discard[i] = (r["space"] - 1, r["discard"])
            elif r["id"] == "basement":
                self.rerolls[i] = r["rerolls"]
            elif r["id"] == "hallway":
                self.turns[i] = r["dice_turned"]
            elif r["id"] == "library":
                self.sorts[i] = r["sort_ascending"]
                self.slot_ghosts[i] = list(r["slot_ghosts"])
            elif r["id"] == "secret_passage":
                self.face_down_slot[i] = r["face_down_slot"] - 1
        self.setup_rows = {row["players"]: row for row in c["setup"]}
        # prebuilt actions
        self.place_actions = {(r, sp): PlaceMeeple(self.room_ids[r], sp + 1) for r in range(nrooms) for sp in range(self.spaces)}
        self.take_actions = [TakeCard(i + 1) for i in range(self.cards_per_room)]
        self.deal_actions = [DealCard(cid) for cid in self.card_ids]
        self.remove_actions = [RemoveCard(cid) for cid in self.card_ids]
        self.pick_actions = [PickType(tid) for tid in self.type_ids]
        self.choose_actions = [ChooseType(tid) for tid in self.type_ids]
        self.tome_actions = [TomeDispel(tid) for tid in self.type_ids]
        doll = self.curse_params.get("doll", {})
        self.doll_target = doll.get("target", 0)
        self.doll_priority = [tuple(sorted(g)) for g in doll.get("set_priority", [])]

    # --- helpers -------------------------------------------------------------
    def card_id(self, k: int) -> str:
        return self.card_ids[k]

    def param(self, curse: str, name: str) -> Any:
        return self.curse_params[curse][name]

    def setup_row(self, players: int) -> dict:
        return self.setup_rows[players]

    def turns_total(self, players: int) -> int:
        return self.setup_rows[players]["deck"] if players in self.setup_rows else self.turns_per_player * players

    def room_dice(self, kinds: Sequence[int]) -> int:
        """DG-7: D = the dice icons on the room's cards."""
        return sum(self.dice_of[k] for k in kinds if k >= 0)

    def curses_of(self, s: DontGoInThereState, seat: int) -> int:
        """DG-1: face-up values plus the ghost penalty."""
        value_of = self.value_of
        return sum(value_of[k] for k in s.tableau[seat]) + (s.penalty[seat] if s.penalty else 0)

    def _of_type(self, s: DontGoInThereState, seat: int, t: int) -> list[int]:
        """The seat's face-up kinds of type ``t``, ascending value."""
        lo = t * self.V
        hi = lo + self.V
        return [k for k in s.tableau[seat] if lo <= k < hi]

    # --- set-up -----------------------------------------------------------
    def new_state(self, players: int, options: dict[str, Any] | None = None) -> DontGoInThereState:
        options = self.normalize_options(players, options)
        row = self.setup_rows[players]
        s = DontGoInThereState()
        s.n = players
        s.custom_types = options.get("card_types", "random") == "custom"
        s.open_ghosts = bool(options.get("open_ghosts", False))
        s.show_removed = bool(options.get("show_removed", True))
        s.types_needed = row["types"]  # S-1
        s.to_remove = row["removed"]  # S-2
        s.deck = [0] * self.kinds
        s.removed = [0] * self.kinds
        nb = len(self.boards)
        s.board_room = [-1] * nb
        s.board_out = [False] * nb
        s.slots = [[-1] * self.cards_per_room for _ in range(nb)]
        s.face_down = [-1] * nb
        s.seen = [[False] * players for _ in range(nb)]
        s.meeples = [[-1] * self.spaces for _ in range(nb)]
        s.supply = [self.meeples_per_player] * players  # S-5, D-12
        s.ghosts = [self.start_ghosts] * players  # S-5
        s.tableau = [[] for _ in range(players)]
        s.dispelled = [[] for _ in range(players)]
        s.penalty = [0] * players
        first = options.get("first_player", "random")
        if first != "random":
            s.first_player = s.active = int(first) - 1  # S-6: the host's pick
        s.phase = TYPES
        return s

    # --- the protocol -----------------------------------------------------
    def to_move(self, s: DontGoInThereState) -> int:
        phase = s.phase
        if phase == PLACE:
            return s.active
        if phase == CLAIM or phase == DOLL or phase == TOME:
            return s.meeples[s.res_board][s.claims[0]]
        if phase == ABILITY:
            return s.resolver
        if phase == OVER:
            return TERMINAL
        if phase == TYPES and s.custom_types:
            return 0  # S-1 custom: seat 1, the host, chooses
        return CHANCE

    def legal_actions(self, s: DontGoInThereState) -> list[Action]:
        phase = s.phase
        if phase == PLACE:
            if s.supply[s.active] <= 0:
                return []  # cannot happen with D-12's supply (checked in the YAML)
            out = []
            acts = self.place_actions
            for b, room in enumerate(s.board_room):
                if s.board_out[b] or room < 0:
                    continue
                for sp, who in enumerate(s.meeples[b]):
                    if who < 0:
                        out.append(acts[(room, sp)])  # DG-3: any empty space of any room
            return out
        if phase == CLAIM:
            return [self.take_actions[i] for i, k in enumerate(s.slots[s.res_board]) if k >= 0]
        if phase == ABILITY:
            room = s.board_room[s.res_board]
            out = []
            if self.rerolls[room]:
                out.append(REROLL)  # DG-22
            elif self.turns[room]:
                if s.rolled > 0:
                    out.append(TurnDie(BLANK))  # DG-23: ghost to blank
                if s.rolled < s.dice:
                    out.append(TurnDie(GHOST))  # DG-23: blank to ghost
            out.append(KEEP)  # D-10: the ability is optional
            return out
        if phase == DOLL:
            return [ChooseDollSet(v) for v in s.doll_options]
        if phase == TOME:
            tome = self.T_TOME
            return [self.tome_actions[t] for t in s.in_play if t != tome]  # D-5
        if phase == TYPES and s.custom_types:
            return [self.choose_actions[t] for t in range(len(self.type_ids)) if t not in s.in_play]
        return []

    def chance_outcomes(self, s: DontGoInThereState) -> list[tuple[Action, float]]:
        phase = s.phase
        if phase == ROLL:
            d = s.dice
            return list(zip(self.roll_actions[d], self.roll_probs[d]))
        if phase == DEAL or phase == REMOVE:
            acts = self.deal_actions if phase == DEAL else self.remove_actions
            size = s.deck_size
            return [(acts[k], c / size) for k, c in enumerate(s.deck) if c]
        if phase == TYPES and not s.custom_types:
            left = [t for t in range(len(self.type_ids)) if t not in s.in_play]
            return [(self.pick_actions[t], 1.0 / len(left)) for t in left]
        if phase == SIDES:
            b = s.board_room.index(-1)
            return [(SideUp(self.room_ids[r]), 0.5) for r in self.boards[b]]
        if phase == FIRST:
            return [(FirstPlayer(i), 1.0 / s.n) for i in range(s.n)]
        return []

    def sample_chance(self, s: DontGoInThereState, rng: random.Random) -> Action:
        phase = s.phase
        if phase == DEAL or phase == REMOVE:
            r = rng.randrange(s.deck_size)
            acts = self.deal_actions if phase == DEAL else self.remove_actions
            for k, c in enumerate(s.deck):
                if r < c:
                    return acts[k]
                r -= c
        if phase == ROLL:
            p = self.p_ghost
            g = sum(1 for _ in range(s.dice) if rng.random() < p)
            return self.roll_actions[s.dice][g]
        return super().sample_chance(s, rng)

    def apply(self, s: DontGoInThereState, action: Action, events: bool = True) -> list[Event]:
        cls = action.__class__
        if cls is PlaceMeeple:
            return self._place(s, action, events)
        if cls is RollDice:
            return self._roll(s, action, events)
        if cls is TakeCard:
            return self._take_action(s, action, events)
        if cls is DealCard:
            return self._deal(s, action, events)
        if cls is Reroll or cls is TurnDie or cls is KeepRoll:
            return self._ability(s, action, events)
        if cls is ChooseDollSet:
            return self._doll_choice(s, action, events)
        if cls is TomeDispel:
            return self._tome_choice(s, action, events)
        if cls is RemoveCard:
            return self._remove(s, action, events)
        if cls is PickType or cls is ChooseType:
            return self._type(s, action, events)
        if cls is SideUp:
            return self._side(s, action, events)
        if cls is FirstPlayer:
            if s.phase != FIRST:
                raise IllegalAction(action, self.to_move(s), "the first player is only drawn at set-up (S-6)")
            if not (isinstance(action.seat, int) and 0 <= action.seat < s.n):
                raise IllegalAction(action, CHANCE, f"there is no seat {action.seat}")
            s.first_player = s.active = action.seat
            s.phase = PLACE
            return [FirstPlayerChosen(action.seat)] if events else []
        raise IllegalAction(action, self.to_move(s), "not an action of Don't Go In There")

    # --- set-up steps ---------------------------------------------------------
    def _type(self, s: DontGoInThereState, action: Action, events: bool) -> list[Event]:
        seat = self.to_move(s)
        if s.phase != TYPES:
            raise IllegalAction(action, seat, "the card types are chosen only at set-up (S-1)")
        custom = action.__class__ is ChooseType
        if custom != s.custom_types:
            why = "seat 1 chooses the types (option card_types = custom)" if s.custom_types else "the types are drawn at random"
            raise IllegalAction(action, seat, why)
        t = self.type_index.get(action.curse, -1)
        if t < 0:
            raise IllegalAction(action, seat, f"there is no card type {action.curse!r}")
        if t in s.in_play:
            raise IllegalAction(action, seat, f"{action.curse} is already in play")
        insort(s.in_play, t)
        base = t * self.V
        for i, c in enumerate(self.copies):
            s.deck[base + i] += c
        s.deck_size += self.per_type
        if len(s.in_play) >= s.types_needed:
            s.phase = REMOVE if s.to_remove > 0 else SIDES  # S-2
        return [TypeChosen(action.curse, 0 if custom else -1)] if events else []

    def _remove(self, s: DontGoInThereState, action: RemoveCard, events: bool) -> list[Event]:
        if s.phase != REMOVE:
            raise IllegalAction(action, self.to_move(s), "cards are removed only at set-up (S-2)")
        k = self.kind_of.get(action.card, -1)
        if k < 0 or s.deck[k] <= 0:
            raise IllegalAction(action, CHANCE, f"no {action.card} is left in the deck")
        s.deck[k] -= 1
        s.deck_size -= 1
        s.removed[k] += 1
        s.removed_size += 1
        s.to_remove -= 1
        out: list[Event] = []
        if events:
            out.append(CardRemoved(s.removed_size))
        if s.to_remove <= 0:
            s.phase = SIDES  # S-3
            if events:
                out.append(CardsRemoved(s.removed_size, s.deck_size))
        return out

    def _side(self, s: DontGoInThereState, action: SideUp, events: bool) -> list[Event]:
        if s.phase != SIDES:
            raise IllegalAction(action, self.to_move(s), "boards are turned a side up only at set-up (S-3)")
        b = s.board_room.index(-1)
        r = self.room_index.get(action.room, -1)
        if r not in self.boards[b]:
            raise IllegalAction(action, CHANCE, f"{action.room} is not a side of board {b + 1}")
        s.board_room[b] = r
        out = [BoardPlaced(b + 1, action.room)] if events else []
        if -1 not in s.board_room:
            # S-4: deal 3 cards to slots 1..3 of each board, in board order
            s.deal_queue = [(bb, slot) for bb in range(len(self.boards)) for slot in range(self.cards_per_room)]
            s.phase = DEAL
        return out

    def _deal(self, s: DontGoInThereState, action: DealCard, events: bool) -> list[Event]:
        if s.phase != DEAL:
            raise IllegalAction(action, self.to_move(s), "no card is to be dealt now")
        k = self.kind_of.get(action.card, -1)
        if k < 0 or s.deck[k] <= 0:
            raise IllegalAction(action, CHANCE, f"no {action.card} is left in the deck")
        s.deck[k] -= 1
        s.deck_size -= 1
        b, slot = s.deal_queue.pop(0)
        room = s.board_room[b]
        s.slots[b][slot] = k
        out: list[Event] = []
        face_down = slot == self.face_down_slot[room]
        if face_down:
            s.face_down[b] = slot  # DG-25: nobody has seen it yet
            s.seen[b] = [False] * s.n
        if events:
            rid = self.room_ids[room]
            out.append(CardDealtFaceDown(rid, slot + 1) if face_down else CardDealt(rid, slot + 1, action.card))
        if slot == self.cards_per_room - 1:
            did_sort = False
            if self.sorts[room]:
                # DG-24: sort by value ascending into slots 1..3; equal values keep draw order (stable)
                value_of = self.value_of
                new = sorted(s.slots[b], key=lambda x: value_of[x])
                did_sort = new != s.slots[b]
                s.slots[b] = new
            if events:
                cards = tuple(None if i == s.face_down[b] else self.card_ids[x] for i, x in enumerate(s.slots[b]))
                out.append(RoomDealt(self.room_ids[room], cards, did_sort))
        if not s.deal_queue:
            s.phase = FIRST if s.first_player < 0 else PLACE  # S-6, or DG-12: the next turn
        return out

    # --- turns --------------------------------------------------------------
    def _place(self, s: DontGoInThereState, action: PlaceMeeple, events: bool) -> list[Event]:
        seat = s.active
        if s.phase != PLACE:
            raise IllegalAction(action, self.to_move(s), "no meeple is to be placed now")
        r = self.room_index.get(action.room, -1)
        b = self.board_of_room.get(r, -1)
        if b < 0 or s.board_room[b] != r or s.board_out[b]:
            raise IllegalAction(action, seat, f"{action.room} is not a room in play")
        sp = action.space - 1 if isinstance(action.space, int) else -1
        if not 0 <= sp < self.spaces:
            raise IllegalAction(action, seat, f"there is no space {action.space}")
        row = s.meeples[b]
        if row[sp] >= 0:
            raise IllegalAction(action, seat, f"space {action.space} of the {action.room} is taken (DG-3)")
        if s.supply[seat] <= 0:
            raise IllegalAction(action, seat, "no meeple left in the supply")
        row[sp] = seat
        s.supply[seat] -= 1
        s.turn += 1
        count = 0
        for who in row:
            if who >= 0:
                count += 1
        out: list[Event] = []
        if events:
            out.append(MeeplePlaced(seat, action.room, action.space, self.flashlights[sp], count))
        # DG-4: placement effects first, even for the 3rd meeple
        gain_sp, gain = self.place_gain[r]
        if sp == gain_sp and gain:
            s.ghosts[seat] += gain  # DG-20 Attic
            if events:
                out.append(GhostsChanged(seat, gain, "attic"))
        disc_sp, disc = self.place_discard[r]
        if sp == disc_sp and disc:
            lose = min(disc, s.ghosts[seat])  # DG-21 Nursery, DG-18
            if lose:
                s.ghosts[seat] -= lose
                if events:
                    out.append(GhostsChanged(seat, -lose, "nursery"))
        fd = s.face_down[b]
        if fd >= 0:
            s.seen[b][seat] = True  # DG-25, D-11: the seat looks at the face-down card
            if events:
                out.append(SecretCardSeen(seat, action.room, self.card_ids[s.slots[b][fd]]))
        if count >= self.resolve_at:
            self._start_resolution(s, b, seat, out, events)  # DG-5
        else:
            s.active = (seat + 1) % s.n  # DG-2
        return out

    def _start_resolution(self, s: DontGoInThereState, b: int, resolver: int, out: list, events: bool) -> None:
        s.res_board = b
        s.resolver = resolver
        room = s.board_room[b]
        if events:
            out.append(RoomResolves(self.room_ids[room], resolver))
        fd = s.face_down[b]
        if fd >= 0:
            s.face_down[b] = -1  # DG-6: reveal
            s.seen[b] = [False] * s.n
            if events:
                out.append(SecretCardRevealed(self.room_ids[room], fd + 1, self.card_ids[s.slots[b][fd]]))
        s.dice = self.room_dice(s.slots[b])  # DG-7
        s.rolled = 0
        s.rolls = 0
        s.ability_left = self.rerolls[room] or self.turns[room]  # DG-22, DG-23
        s.phase = ROLL

    def _roll(self, s: DontGoInThereState, action: RollDice, events: bool) -> list[Event]:
        if s.phase != ROLL:
            raise IllegalAction(action, self.to_move(s), "no dice are to be rolled now")
        if action.dice != s.dice or not (isinstance(action.ghosts, int) and 0 <= action.ghosts <= s.dice):
            raise IllegalAction(action, CHANCE, f"the roll is of {s.dice} dice")
        s.rolled = action.ghosts
        s.rolls += 1
        out: list[Event] = []
        if events:
            out.append(DiceRolled(self.room_ids[s.board_room[s.res_board]], s.dice, s.rolled, s.rolls > 1))
        if s.ability_left > 0:
            s.phase = ABILITY  # DG-8, D-10: decided after seeing the roll
        else:
            self._haunt(s, out, events)
        return out

    def _ability(self, s: DontGoInThereState, action: Action, events: bool) -> list[Event]:
        seat = self.to_move(s)
        if s.phase != ABILITY:
            raise IllegalAction(action, seat, "no room ability can be used now (DG-8)")
        room = s.board_room[s.res_board]
        cls = action.__class__
        out: list[Event] = []
        if cls is Reroll:
            if not self.rerolls[room]:
                raise IllegalAction(action, seat, f"only the Basement rerolls (DG-22), not the {self.room_ids[room]}")
            s.ability_left -= 1  # DG-22: the second result stands
            s.phase = ROLL
            if events:
                out.append(RerollChosen(seat))
            return out
        if cls is TurnDie:
            if not self.turns[room]:
                raise IllegalAction(action, seat, f"only the Hallway turns a die (DG-23), not the {self.room_ids[room]}")
            if action.to == GHOST:
                if s.rolled >= s.dice:
                    raise IllegalAction(action, seat, "no die shows a blank")
                s.rolled += 1
            elif action.to == BLANK:
                if s.rolled <= 0:
                    raise IllegalAction(action, seat, "no die shows a ghost")
                s.rolled -= 1
            else:
                raise IllegalAction(action, seat, f"a die has a ghost and a blank face, not {action.to!r}")
            s.ability_left -= 1
            if events:
                out.append(DieTurned(seat, action.to, s.rolled))
            if s.ability_left <= 0:
                self._haunt(s, out, events)
            else:
                s.phase = ABILITY
            return out
        s.ability_left = 0  # KeepRoll
        if events:
            out.append(RollKept(seat, s.rolled))
        self._haunt(s, out, events)
        return out

    def _haunt(self, s: DontGoInThereState, out: list, events: bool) -> None:
        """DG-9: every meeple's owner gains max(0, G - F), all at once; then DG-10 claims."""
        b = s.res_board
        g = s.rolled
        row = s.meeples[b]
        claims = []
        rid = self.room_ids[s.board_room[b]] if events else ""
        for sp, who in enumerate(row):
            if who < 0:
                continue
            claims.append(sp)
            gain = g - self.flashlights[sp]
            if gain > 0:
                s.ghosts[who] += gain
            if events:
                out.append(MeepleHaunted(who, rid, sp + 1, gain if gain > 0 else 0))
        s.claims = claims  # DG-10: top (space 1) first
        self._continue_claims(s, out, events)

    def _continue_claims(self, s: DontGoInThereState, out: list, events: bool) -> None:
        if not s.claims:
            self._refresh(s, out, events)
            return
        left = [i for i, k in enumerate(s.slots[s.res_board]) if k >= 0]
        if len(left) == 1:
            self._take(s, left[0], True, out, events)  # DG-10: the last card goes automatically
        elif not left:  # more meeples than cards (only in a hand-built position): they take nothing
            self._finish_claim(s, out, events)
        else:
            s.phase = CLAIM

    def _take_action(self, s: DontGoInThereState, action: TakeCard, events: bool) -> list[Event]:
        if s.phase != CLAIM:
            raise IllegalAction(action, self.to_move(s), "no card is to be taken now")
        slot = action.slot - 1 if isinstance(action.slot, int) else -1
        if not 0 <= slot < self.cards_per_room or s.slots[s.res_board][slot] < 0:
            raise IllegalAction(action, self.to_move(s), f"slot {action.slot} holds no card")
        out: list[Event] = []
        self._take(s, slot, False, out, events)
        return out

    def _take(self, s: DontGoInThereState, slot: int, automatic: bool, out: list, events: bool) -> None:
        """DG-10: take the card, apply the Library slot effect, then the card's immediate effect."""
        b = s.res_board
        seat = s.meeples[b][s.claims[0]]
        k = s.slots[b][slot]
        s.slots[b][slot] = -1
        insort(s.tableau[seat], k)
        room = s.board_room[b]
        if events:
            out.append(CardTaken(seat, self.room_ids[room], slot + 1, self.card_ids[k], automatic))
        change = self.slot_ghosts[room][slot]  # DG-24, D-3: before the card's own effect
        if change > 0:
            s.ghosts[seat] += change
            if events:
                out.append(GhostsChanged(seat, change, "library"))
        elif change < 0:
            lose = min(-change, s.ghosts[seat])  # DG-18
            if lose:
                s.ghosts[seat] -= lose
                if events:
                    out.append(GhostsChanged(seat, -lose, "library"))
        if not self._card_effect(s, seat, k, out, events):
            self._finish_claim(s, out, events)

    def _finish_claim(self, s: DontGoInThereState, out: list, events: bool) -> None:
        """DG-10 step 4: the meeple returns to its owner's supply; the next meeple claims."""
        b = s.res_board
        sp = s.claims.pop(0)
        who = s.meeples[b][sp]
        s.meeples[b][sp] = -1
        s.supply[who] += 1
        self._continue_claims(s, out, events)

    def _refresh(self, s: DontGoInThereState, out: list, events: bool) -> None:
        """DG-11 refresh, DG-12 next turn, DG-13 game end."""
        b = s.res_board
        room = s.board_room[b]
        nxt = (s.resolver + 1) % s.n  # DG-12
        s.res_board = -1
        s.resolver = -1
        s.dice = s.rolled = s.rolls = s.ability_left = 0
        s.doll_options = []
        s.face_down[b] = -1
        if s.deck_size >= self.cards_per_room:
            new = self.other_side[room]
            s.board_room[b] = new
            s.deal_queue = [(b, slot) for slot in range(self.cards_per_room)]
            s.active = nxt
            s.phase = DEAL
            if events:
                out.append(BoardFlipped(b + 1, self.room_ids[room], self.room_ids[new]))
            return
        s.board_out[b] = True
        if events:
            out.append(BoardRemoved(b + 1, self.room_ids[room]))
        if all(s.board_out):
            self._end_game(s, out, events)  # DG-13
            return
        s.active = nxt
        s.phase = PLACE

    # --- card effects (DG-30 to DG-41) ---------------------------------------
    def _dispel(self, s: DontGoInThereState, seat: int, kinds: list[int], reason: str, out: list, events: bool) -> None:
        """DG-17: turn ``kinds`` face down in the seat's tableau."""
        if not kinds:
            return
        tab = s.tableau[seat]
        dis = s.dispelled[seat]
        for k in kinds:
            tab.remove(k)
            insort(dis, k)
        if events:
            out.append(CardsDispelled(seat, tuple(self.card_ids[k] for k in sorted(kinds)), reason, sum(self.value_of[k] for k in kinds)))

    def _card_effect(self, s: DontGoInThereState, seat: int, k: int, out: list, events: bool) -> bool:
        """The immediate effect of the card just taken; True when a decision is pending."""
        t = self.type_of[k]
        if t == self.T_MIRROR:
            gain = self.param("mirror", "ghosts")  # DG-36
            s.ghosts[seat] += gain
            if events and gain:
                out.append(GhostsChanged(seat, gain, "mirror"))
            mirrors = self._of_type(s, seat, t)
            if len(mirrors) >= self.param("mirror", "set"):
                self._dispel(s, seat, mirrors, "mirror", out, events)
        elif t == self.T_RING:
            rings = self._of_type(s, seat, t)
            if len(rings) >= self.param("ring", "set"):  # DG-39
                self._dispel(s, seat, rings, "ring", out, events)
        elif t == self.T_TWIN:
            same = [x for x in self._of_type(s, seat, t) if x == k]
            if len(same) >= self.param("twin", "set"):  # DG-41
                self._dispel(s, seat, same, "twin", out, events)
        elif t == self.T_HOLY:
            count = len(self._of_type(s, seat, t))
            if count % self.param("holy_water", "set") == 0:  # DG-34, D-4
                lose = s.ghosts[seat] // self.param("holy_water", "discard_divisor")
                if lose:
                    s.ghosts[seat] -= lose
                    if events:
                        out.append(GhostsChanged(seat, -lose, "holy_water"))
        elif t == self.T_MASK:
            count = len(self._of_type(s, seat, t))
            give = min(count, s.ghosts[seat])  # DG-35, DG-18
            if give:
                right = (seat - 1) % s.n  # D-8: the previous player in turn order
                s.ghosts[seat] -= give
                s.ghosts[right] += give
                if events:
                    out.append(GhostsPassed(seat, right, give))
        elif t == self.T_CLOCK:
            if s.clock_by < 0:  # DG-32, D-14: once per game, for everybody
                clocks = self._of_type(s, seat, t)
                if sum(self.value_of[x] for x in clocks) >= self.param("clock", "threshold"):
                    s.clock_by = seat
                    self._dispel(s, seat, clocks[-self.param("clock", "dispel"):], "clock", out, events)  # DG-17: highest
        elif t == self.T_DOLL:
            options = self.doll_sets(s.tableau[seat], k)
            if len(options) == 1:
                self._dispel_dolls(s, seat, options[0], out, events)
            elif options:
                s.doll_options = options  # D-7: the owner chooses
                s.phase = DOLL
                return True
        elif t == self.T_TOME:
            tomes = self._of_type(s, seat, t)
            if len(tomes) % self.param("tome", "set") == 0:  # DG-40, D-4
                if len(s.tableau[seat]) > len(tomes):
                    s.phase = TOME  # D-5: name a type
                    return True
                if events:
                    out.append(EffectWithoutTarget(seat, "tome"))
        return False

    def doll_sets(self, tableau: Sequence[int], new: int) -> list[tuple]:
        """DG-33, D-7: the value sets of face-up Dolls that include the new one and add up
        to exactly the target, in the priority order of the content (others after)."""
        t = self.type_of[new]
        lo = t * self.V
        counts = [0] * self.V
        for k in tableau:
            if lo <= k < lo + self.V:
                counts[k - lo] += 1
        target = self.doll_target
        found: list[tuple] = []
        values = self.values
        nv = self.V

        def walk(i: int, total: int, picked: list[int]) -> None:
            if total == target:
                found.append(tuple(picked))
                return
            if i >= nv or total > target:
                return
            for c in range(counts[i], -1, -1):
                add = values[i] * c
                if total + add <= target:
                    walk(i + 1, total + add, picked + [values[i]] * c)

        walk(0, 0, [])
        newv = self.value_of[new]
        found = [f for f in found if newv in f]
        prio = self.doll_priority
        found.sort(key=lambda f: (prio.index(f) if f in prio else len(prio), f))
        return found

    def _dispel_dolls(self, s: DontGoInThereState, seat: int, values: tuple, out: list, events: bool) -> None:
        lo = self.T_DOLL * self.V
        kinds = [lo + self.values.index(v) for v in values]
        self._dispel(s, seat, kinds, "doll", out, events)

    def _doll_choice(self, s: DontGoInThereState, action: ChooseDollSet, events: bool) -> list[Event]:
        seat = self.to_move(s)
        if s.phase != DOLL:
            raise IllegalAction(action, seat, "no Doll set is to be chosen now (DG-33)")
        values = tuple(action.values)
        if values not in s.doll_options:
            raise IllegalAction(action, seat, f"{list(values)} is not a set of your face-up Dolls adding up to {self.doll_target}")
        out: list[Event] = []
        self._dispel_dolls(s, seat, values, out, events)
        s.doll_options = []
        self._finish_claim(s, out, events)
        return out

    def _tome_choice(self, s: DontGoInThereState, action: TomeDispel, events: bool) -> list[Event]:
        seat = self.to_move(s)
        if s.phase != TOME:
            raise IllegalAction(action, seat, "no Tome choice is due now (DG-40)")
        t = self.type_index.get(action.curse, -1)
        if t < 0 or t not in s.in_play or t == self.T_TOME:
            raise IllegalAction(action, seat, f"name a type in play other than the Tome, not {action.curse!r} (D-5)")
        out: list[Event] = []
        targets = self._of_type(s, seat, t)
        if events:
            out.append(TomeNamed(seat, action.curse, len(targets)))
        self._dispel(s, seat, targets, "tome", out, events)  # may dispel nothing (D-5)
        self._finish_claim(s, out, events)
        return out

    # --- the end (DG-13 to DG-16) ------------------------------------------------
    def _end_game(self, s: DontGoInThereState, out: list, events: bool) -> None:
        n = s.n
        ti = self.type_index
        for curse in END_ORDER:  # DG-14
            t = ti.get(curse, -1)
            if t < 0 or t not in s.in_play:
                continue
            if curse == "music_box":
                totals = [sum(self.value_of[x] for x in self._of_type(s, seat, t)) for seat in range(n)]
                top = max(totals)
                if top > 0:  # DG-37, D-13
                    drop = self.param("music_box", "dispel")
                    for seat in range(n):
                        if totals[seat] == top:
                            boxes = self._of_type(s, seat, t)
                            self._dispel(s, seat, boxes[-drop:], curse, out, events)
                continue
            for seat in range(n):
                mine = self._of_type(s, seat, t)
                if not mine:
                    continue
                if curse == "amulet":
                    self._dispel(s, seat, self.amulet_targets(mine), curse, out, events)  # DG-30
                elif curse == "cat":
                    keep = self.param("cat", "keep")
                    if s.ghosts[seat] <= self.param("cat", "ghost_limit") and len(mine) > keep:  # DG-31, D-15
                        self._dispel(s, seat, mine[keep:], curse, out, events)  # keep the lowest
                elif curse == "portrait":
                    drop = len(mine) // self.param("portrait", "per")  # DG-38
                    if drop:
                        self._dispel(s, seat, mine[-drop:], curse, out, events)
        top = max(s.ghosts)
        if top > 0:  # DG-15, D-13
            pay = top // self.penalty_divisor
            for seat in range(n):
                if s.ghosts[seat] == top:
                    s.penalty[seat] = pay
                    if events:
                        out.append(GhostPenalty(seat, top, pay))
        s.phase = OVER
        if events:
            if s.show_removed:
                out.append(RemovedCardsShown(self._cards_of_counts(s.removed)))
            res = self.result(s)
            out.append(GameOver(res.winners, tuple(int(x) for x in res.scores), tuple(s.ghosts)))

    def amulet_targets(self, amulets: Sequence[int]) -> list[int]:
        """DG-30: for each pair (v, w), min(#v, #w) Amulets of value w, counted before the effect."""
        if not amulets:
            return []
        lo = self.type_of[amulets[0]] * self.V
        counts = {}
        for k in amulets:
            v = self.value_of[k]
            counts[v] = counts.get(v, 0) + 1
        drop: dict[int, int] = {}
        for v, w in self.param("amulet", "dispels_value"):
            drop[w] = drop.get(w, 0) + counts.get(v, 0)
        out = []
        for w, c in drop.items():
            out.extend([lo + self.values.index(w)] * min(c, counts.get(w, 0)))
        return out

    def _cards_of_counts(self, counts: Sequence[int]) -> tuple:
        return tuple(self.card_ids[k] for k, c in enumerate(counts) for _ in range(c))

    # --- reading ------------------------------------------------------------
    def is_over(self, s: DontGoInThereState) -> bool:
        return s.phase == OVER

    def result_details(self, s: DontGoInThereState, names: Sequence[str]) -> list[str]:
        """DG-16: everybody's curses and ghosts (the tie-break), in finishing order."""
        order = sorted(range(s.n), key=lambda i: (self.curses_of(s, i), s.ghosts[i], i))
        return [t("dont_go_in_there.ui.final_totals", player=names[i] if i < len(names) else "?",
                  curses=self.curses_of(s, i), ghosts=s.ghosts[i]) for i in order]

    def result(self, s: DontGoInThereState) -> Result:
        """DG-16: fewest curses, then fewest ghosts; still tied players share."""
        curses = [self.curses_of(s, seat) for seat in range(s.n)]
        keys = [(curses[i], s.ghosts[i]) for i in range(s.n)]
        best = min(keys)
        return Result(
            scores=tuple(float(c) for c in curses),
            ranks=tuple(1 + sum(1 for o in keys if o < mine) for mine in keys),
            winners=tuple(i for i, key in enumerate(keys) if key == best),
            lower_is_better=True,
        )

    def clone(self, s: DontGoInThereState) -> DontGoInThereState:
        return s.clone()

    def ghosts_visible(self, s: DontGoInThereState, viewer: int | None, seat: int) -> bool:
        """D-9: own ghosts always; others' with open_ghosts or at the end."""
        return seat == viewer or s.open_ghosts or s.phase == OVER

    def view(self, s: DontGoInThereState, seat: int | None) -> DontGoInThereView:
        ids = self.card_ids
        boards = []
        for b, room in enumerate(s.board_room):
            fd = s.face_down[b]
            slots = []
            for i, k in enumerate(s.slots[b]):
                if k < 0:
                    slots.append(None)
                elif i == fd and not (seat is not None and s.seen[b][seat]):
                    slots.append("face_down")  # DG-25, D-11
                else:
                    slots.append(ids[k])
            pair = self.boards[b]
            other = pair[1] if room == pair[0] else pair[0]
            boards.append(
                BoardView(
                    position=b + 1,
                    room=None if (room < 0 or s.board_out[b]) else self.room_ids[room],
                    other_side=self.room_ids[other],
                    slots=tuple(slots),
                    face_down_slot=fd + 1 if fd >= 0 else None,
                    meeples=tuple(None if w < 0 else w for w in s.meeples[b]),
                )
            )
        over = s.phase == OVER
        rb = s.res_board
        claims = tuple(s.meeples[rb][sp] for sp in s.claims) if rb >= 0 else ()
        return DontGoInThereView(
            seat=seat,
            players=s.n,
            phase=PHASE_NAMES[s.phase],
            to_move=self.to_move(s),
            active=s.active,
            turn=s.turn,
            turns_total=self.turns_total(s.n),
            first_player=s.first_player if s.first_player >= 0 else None,
            types=tuple(self.type_ids[t] for t in s.in_play),
            types_needed=s.types_needed,
            deck_size=s.deck_size,
            removed_count=s.removed_size,
            removed=self._cards_of_counts(s.removed) if (over and s.show_removed) else None,
            boards=tuple(boards),
            supply=tuple(s.supply),
            ghosts=tuple(g if self.ghosts_visible(s, seat, i) else None for i, g in enumerate(s.ghosts)),
            tableaux=tuple(tuple(ids[k] for k in tab) for tab in s.tableau),
            dispelled=tuple(tuple(ids[k] for k in d) for d in s.dispelled),
            curses=tuple(self.curses_of(s, i) for i in range(s.n)),
            penalty=tuple(s.penalty),
            clock_used_by=s.clock_by if s.clock_by >= 0 else None,
            resolving=self.room_ids[s.board_room[rb]] if rb >= 0 else None,
            resolver=s.resolver if s.resolver >= 0 else None,
            dice=s.dice,
            rolled=s.rolled,
            rolls=s.rolls,
            ability_left=s.ability_left,
            claim_order=claims,
            claim_spaces=tuple(sp + 1 for sp in s.claims),
            doll_options=tuple(s.doll_options),
            open_ghosts=s.open_ghosts,
            custom_types=s.custom_types,
        )

    # --- JSON, set-up, checks -------------------------------------------------
    def _counts_json(self, counts: Sequence[int]) -> dict[str, int]:
        return {self.card_ids[k]: c for k, c in enumerate(counts) if c}

    def state_to_json(self, s: DontGoInThereState) -> dict[str, Any]:
        ids = self.card_ids
        rb = s.res_board
        boards = []
        for b, room in enumerate(s.board_room):
            boards.append({
                "room": self.room_ids[room] if room >= 0 else None,
                "out": s.board_out[b],
                "slots": [ids[k] if k >= 0 else None for k in s.slots[b]],
                "face_down_slot": s.face_down[b] + 1 if s.face_down[b] >= 0 else None,
                "seen_by": [i for i, x in enumerate(s.seen[b]) if x],
                "meeples": [w if w >= 0 else None for w in s.meeples[b]],
            })
        resolution = None
        if rb >= 0:
            resolution = {
                "position": rb + 1,
                "resolver": s.resolver,
                "dice": s.dice,
                "ghosts": s.rolled,
                "rolls": s.rolls,
                "ability_left": s.ability_left,
                "claims": [sp + 1 for sp in s.claims],
                "doll_options": [list(v) for v in s.doll_options],
            }
        return {
            "game": GAME_ID,
            "players": s.n,
            "phase": PHASE_NAMES[s.phase],
            "card_types": "custom" if s.custom_types else "random",
            "open_ghosts": s.open_ghosts,
            "show_removed": s.show_removed,
            "types": [self.type_ids[t] for t in s.in_play],
            "types_needed": s.types_needed,
            "deck": self._counts_json(s.deck),
            "removed": self._counts_json(s.removed),
            "to_remove": s.to_remove,
            "boards": boards,
            "supply": list(s.supply),
            "ghosts": list(s.ghosts),
            "tableaux": [[ids[k] for k in tab] for tab in s.tableau],
            "dispelled": [[ids[k] for k in d] for d in s.dispelled],
            "clock_used_by": s.clock_by if s.clock_by >= 0 else None,
            "active": s.active,
            "turn": s.turn,
            "first_player": s.first_player if s.first_player >= 0 else None,
            "deal_queue": [[b + 1, slot + 1] for b, slot in s.deal_queue],
            "resolution": resolution,
            "penalty": list(s.penalty),
        }

    def _kind(self, card: str) -> int:
        k = self.kind_of.get(card)
        if k is None:
            # the spec's ids name a copy (twin_3_b); both copies are the same kind
            base = card.rsplit("_", 1)[0] if card.endswith(("_a", "_b")) else card
            k = self.kind_of.get(base)
        if k is None:
            raise ValueError(f"unknown card {card!r}")
        return k

    def state_from_json(self, data: dict[str, Any]) -> DontGoInThereState:
        """Build any position from its canonical JSON. Missing keys take set-up values:
        ``types`` defaults to the types of every card named; ``deck`` to every card of
        the types in play not named elsewhere; ``supply`` to the meeples not on a board;
        ``phase`` to "place"; ``first_player`` to 0 once set-up is past S-6 (give
        null for a "deal" position of the set-up itself)."""
        n = int(data["players"])
        s = DontGoInThereState()
        s.n = n
        s.phase = PHASE_NAMES.index(data.get("phase", "place"))
        s.custom_types = data.get("card_types", "random") == "custom"
        s.open_ghosts = bool(data.get("open_ghosts", False))
        s.show_removed = bool(data.get("show_removed", True))
        nb = len(self.boards)
        boards = list(data.get("boards", []))
        while len(boards) < nb:
            boards.append({"room": None, "out": True})
        if len(boards) != nb:
            raise ValueError(f"expected {nb} boards, found {len(boards)}")
        s.board_room = []
        s.board_out = []
        s.slots = []
        s.face_down = []
        s.seen = []
        s.meeples = []
        for b, bd in enumerate(boards):
            room = bd.get("room")
            if room is None:
                r = self.boards[b][0] if bd.get("out") else -1
            else:
                r = self.room_index[room]
                if self.board_of_room[r] != b:
                    raise ValueError(f"{room} is a side of board {self.board_of_room[r] + 1}, not {b + 1}")
            s.board_room.append(r)
            s.board_out.append(bool(bd.get("out", False)))
            slots = [self._kind(c) if c is not None else -1 for c in bd.get("slots", [None] * self.cards_per_room)]
            if len(slots) != self.cards_per_room:
                raise ValueError(f"board {b + 1}: expected {self.cards_per_room} slots")
            s.slots.append(slots)
            fd = bd.get("face_down_slot", "auto")
            if fd == "auto":  # a Secret Passage with a card in its face-down slot and no resolution
                fslot = self.face_down_slot[r] if r >= 0 else -1
                fd = fslot + 1 if fslot >= 0 and slots[fslot] >= 0 and not bd.get("out") else None
            s.face_down.append(int(fd) - 1 if fd is not None else -1)
            seen = [False] * n
            for i in bd.get("seen_by", []):
                seen[int(i)] = True
            s.seen.append(seen)
            meeples = [int(w) if w is not None else -1 for w in bd.get("meeples", [None] * self.spaces)]
            if len(meeples) != self.spaces:
                raise ValueError(f"board {b + 1}: expected {self.spaces} spaces")
            s.meeples.append(meeples)
        s.tableau = [sorted(self._kind(c) for c in tab) for tab in data.get("tableaux", [[]] * n)]
        s.dispelled = [sorted(self._kind(c) for c in d) for d in data.get("dispelled", [[]] * n)]
        s.ghosts = [int(x) for x in data.get("ghosts", [self.start_ghosts] * n)]
        if "supply" in data:
            s.supply = [int(x) for x in data["supply"]]
        else:
            s.supply = [self.meeples_per_player] * n
            for row in s.meeples:
                for w in row:
                    if w >= 0:
                        s.supply[w] -= 1
        s.removed = [0] * self.kinds
        for cid, c in data.get("removed", {}).items():
            s.removed[self._kind(cid)] += int(c)
        s.removed_size = sum(s.removed)
        if "types" in data:
            s.in_play = sorted(self.type_index[x] for x in data["types"])
        else:
            named = set()
            for group in (*s.slots, *s.tableau, *s.dispelled):
                named.update(self.type_of[k] for k in group if k >= 0)
            named.update(self.type_of[k] for k, c in enumerate(s.removed) if c)
            for cid in data.get("deck", {}):
                named.add(self.type_of[self._kind(cid)])
            s.in_play = sorted(named)
        if "deck" in data:
            s.deck = [0] * self.kinds
            for cid, c in data["deck"].items():
                s.deck[self._kind(cid)] += int(c)
        else:  # every card of the types in play that is nowhere else
            s.deck = [0] * self.kinds
            for ty in s.in_play:
                for i, c in enumerate(self.copies):
                    s.deck[ty * self.V + i] = c
            for group in (*s.slots, *s.tableau, *s.dispelled):
                for k in group:
                    if k >= 0:
                        s.deck[k] -= 1
            for k, c in enumerate(s.removed):
                s.deck[k] -= c
            if min(s.deck) < 0:
                raise ValueError("the position uses more copies of a card than the game has")
        s.deck_size = sum(s.deck)
        row = self.setup_rows.get(n, {"types": len(s.in_play), "removed": 0})
        s.types_needed = int(data.get("types_needed", row["types"]))
        s.to_remove = int(data.get("to_remove", 0))
        s.clock_by = data.get("clock_used_by")
        s.clock_by = int(s.clock_by) if s.clock_by is not None else -1
        s.active = int(data.get("active", 0))
        s.turn = int(data.get("turn", 0))
        fp = data.get("first_player", None if s.phase in (TYPES, REMOVE, SIDES, FIRST) else 0)
        s.first_player = int(fp) if fp is not None else -1
        s.deal_queue = [(int(b) - 1, int(slot) - 1) for b, slot in data.get("deal_queue", [])]
        res = data.get("resolution")
        if res:
            s.res_board = int(res["position"]) - 1
            s.resolver = int(res.get("resolver", s.active))
            s.dice = int(res.get("dice", self.room_dice(s.slots[s.res_board])))
            s.rolled = int(res.get("ghosts", 0))
            s.rolls = int(res.get("rolls", 0))
            room = s.board_room[s.res_board]
            s.ability_left = int(res.get("ability_left", self.rerolls[room] or self.turns[room]))
            default_claims = [sp + 1 for sp, w in enumerate(s.meeples[s.res_board]) if w >= 0]
            s.claims = [int(x) - 1 for x in res.get("claims", default_claims)]
            s.doll_options = [tuple(v) for v in res.get("doll_options", [])]
            if "face_down_slot" not in boards[s.res_board]:
                s.face_down[s.res_board] = -1  # DG-6: revealed when the room resolved
        s.penalty = [int(x) for x in data.get("penalty", [0] * n)]
        for name, seq in (("supply", s.supply), ("ghosts", s.ghosts), ("tableaux", s.tableau), ("dispelled", s.dispelled), ("penalty", s.penalty)):
            if len(seq) != n:
                raise ValueError(f"{name} needs one entry per player ({n})")
        return s

    def all_actions(self, s: DontGoInThereState) -> list[Action]:
        out: list[Action] = [*self.pick_actions, *self.choose_actions, *self.remove_actions]
        out += [SideUp(r) for r in self.room_ids]
        out += self.deal_actions
        out += [FirstPlayer(i) for i in range(s.n)]
        out += list(self.place_actions.values())
        out += [a for row in self.roll_actions for a in row]
        out += [REROLL, TurnDie(GHOST), TurnDie(BLANK), KEEP]
        out += self.take_actions
        out += [ChooseDollSet(v) for v in self.doll_priority]
        out += self.tome_actions
        return out

    def resample_hidden(self, s: DontGoInThereState, seat: int | None, rng: random.Random) -> DontGoInThereState:
        """The deck, the removed cards, the face-down cards ``seat`` has not seen and
        (when hidden) other seats' ghost counts, drawn anew consistently with ``seat``'s view."""
        c = s.clone()
        pool: list[int] = []
        for k, count in enumerate(c.deck):
            pool.extend([k] * count)
        for k, count in enumerate(c.removed):
            pool.extend([k] * count)
        unseen = []
        for b, fd in enumerate(c.face_down):
            if fd >= 0 and not (seat is not None and c.seen[b][seat]):
                pool.append(c.slots[b][fd])
                unseen.append(b)
        rng.shuffle(pool)
        pos = 0
        for b in unseen:
            c.slots[b][c.face_down[b]] = pool[pos]
            pos += 1
        c.removed = [0] * self.kinds
        for k in pool[pos:pos + c.removed_size]:
            c.removed[k] += 1
        pos += c.removed_size
        c.deck = [0] * self.kinds
        for k in pool[pos:]:
            c.deck[k] += 1
        if c.phase != OVER and not c.open_ghosts:
            for i in range(c.n):
                if i != seat:
                    # a fresh guess from public information only (cards taken so far)
                    c.ghosts[i] = rng.randint(0, 2 + len(c.tableau[i]) + len(c.dispelled[i]))
        return c

    def determinize(self, view: DontGoInThereView, rng: random.Random) -> DontGoInThereState:
        """A full state consistent with ``view`` (D-9, D-11, DG-25): the cards the seat
        cannot see (the deck, the removed cards, face-down Secret Passage cards it has
        not looked at) dealt at random from the cards of the types in play not seen
        anywhere, sizes kept; other seats' hidden ghost counts guessed as in
        :meth:`resample_hidden`. Who else has looked at a face-down card follows from
        the meeples on its board (DG-25: every meeple placed there since the deal)."""
        kind = self.kind_of
        s = DontGoInThereState()
        s.n = n = view.players
        me = view.seat
        s.phase = phase = PHASE_NAMES.index(view.phase)
        s.custom_types = view.custom_types
        s.open_ghosts = view.open_ghosts
        s.show_removed = view.removed is not None or phase != OVER
        s.in_play = in_play = [self.type_index[t] for t in view.types]
        s.types_needed = view.types_needed
        s.to_remove = 0
        if phase == TYPES or phase == REMOVE:
            row = self.setup_rows.get(n)
            s.to_remove = (row["removed"] if row else 0) - view.removed_count
        s.supply = list(view.supply)
        s.tableau = tableau = [sorted(kind[c] for c in tab) for tab in view.tableaux]
        s.dispelled = dispelled = [sorted(kind[c] for c in d) for d in view.dispelled]
        s.penalty = list(view.penalty)
        s.clock_by = view.clock_used_by if view.clock_used_by is not None else -1
        s.active = view.active
        s.turn = view.turn
        s.first_player = view.first_player if view.first_player is not None else -1
        # the cards not seen anywhere: every card of the types in play ...
        unseen = [0] * self.kinds
        V = self.V
        copies = self.copies
        for ty in in_play:
            base = ty * V
            for i in range(V):
                unseen[base + i] = copies[i]
        for group in tableau:
            for k in group:
                unseen[k] -= 1
        for group in dispelled:
            for k in group:
                unseen[k] -= 1
        # ... nor on the boards
        early = phase == TYPES or phase == REMOVE or phase == SIDES
        board_room: list[int] = []
        board_out: list[bool] = []
        slots: list[list[int]] = []
        face_down: list[int] = []
        seen: list[list[bool]] = []
        meeples: list[list[int]] = []
        hidden_slots: list[tuple[int, int]] = []
        for b, bv in enumerate(view.boards):
            pair = self.boards[b]
            if bv.room is not None:
                board_room.append(self.room_index[bv.room])
                board_out.append(False)
            elif early:
                board_room.append(-1)  # S-3: not turned a side up yet
                board_out.append(False)
            else:  # DG-11: out of the game, lying with the side opposite other_side up
                board_room.append(pair[1] if self.room_ids[pair[0]] == bv.other_side else pair[0])
                board_out.append(True)
            row = [-1 if w is None else w for w in bv.meeples]
            meeples.append(row)
            fd = bv.face_down_slot - 1 if bv.face_down_slot is not None else -1
            face_down.append(fd)
            cards = []
            for i, c in enumerate(bv.slots):
                if c is None:
                    cards.append(-1)
                elif c == "face_down":
                    cards.append(-1)
                    hidden_slots.append((b, i))
                else:
                    k = kind[c]
                    cards.append(k)
                    unseen[k] -= 1
            slots.append(cards)
            looked = [False] * n
            if fd >= 0:
                for w in row:  # DG-25: each meeple's owner looked when placing it
                    if w >= 0:
                        looked[w] = True
                if me is not None:
                    looked[me] = bv.slots[fd] != "face_down"
            seen.append(looked)
        pool = [k for k, c in enumerate(unseen) for _ in range(c)]
        hidden = len(hidden_slots) + view.removed_count + view.deck_size
        if len(pool) != hidden:  # a hand-built position not made of whole types
            pool = self._fit_pool(pool, hidden, in_play, rng)
        rng.shuffle(pool)
        pos = 0
        for b, i in hidden_slots:
            slots[b][i] = pool[pos]
            pos += 1
        removed = [0] * self.kinds
        end = pos + view.removed_count
        for k in pool[pos:end]:
            removed[k] += 1
        deck = [0] * self.kinds
        for k in pool[end:]:
            deck[k] += 1
        s.removed = removed
        s.removed_size = view.removed_count
        s.deck = deck
        s.deck_size = view.deck_size
        s.board_room = board_room
        s.board_out = board_out
        s.slots = slots
        s.face_down = face_down
        s.seen = seen
        s.meeples = meeples
        # S-4, DG-11: a deal fills the empty slots of the boards in play, in board order
        s.deal_queue = []
        if phase == DEAL:
            s.deal_queue = [(b, i) for b in range(len(slots)) if board_room[b] >= 0 and not board_out[b]
                            for i in range(self.cards_per_room) if slots[b][i] < 0]
        # the resolution in progress
        if view.resolving is not None:
            s.res_board = self.board_of_room[self.room_index[view.resolving]]
        s.resolver = view.resolver if view.resolver is not None else -1
        s.dice = view.dice
        s.rolled = view.rolled
        s.rolls = view.rolls
        s.ability_left = view.ability_left
        s.claims = [sp - 1 for sp in view.claim_spaces]
        s.doll_options = list(view.doll_options)
        # D-9: hidden ghost counts, a fresh guess from public information (cards taken)
        ghosts = []
        for i, g in enumerate(view.ghosts):
            if g is None:
                g = rng.randint(0, 2 + len(tableau[i]) + len(dispelled[i]))
            ghosts.append(g)
        s.ghosts = ghosts
        return s

    def _fit_pool(self, pool: list[int], size: int, in_play: Sequence[int], rng: random.Random) -> list[int]:
        """``pool`` cut or padded (with cards of the types in play) to ``size``."""
        if len(pool) > size:
            rng.shuffle(pool)
            return pool[:size]
        V = self.V
        cards = [t * V + i for t in in_play for i in range(V) for _ in range(self.copies[i])] or [0]
        return pool + [cards[rng.randrange(len(cards))] for _ in range(size - len(pool))]

    def conserved(self, s: DontGoInThereState) -> dict[str, int]:
        counts = [a + b for a, b in zip(s.deck, s.removed)]
        for group in (*s.slots, *s.tableau, *s.dispelled):
            for k in group:
                if k >= 0:
                    counts[k] += 1
        for ty in range(len(self.type_ids)):  # types not in play stay in the box
            if ty not in s.in_play:
                for i, c in enumerate(self.copies):
                    counts[ty * self.V + i] += c
        out = {self.card_ids[k]: c for k, c in enumerate(counts)}
        meeples = s.supply[:]
        for row in s.meeples:
            for w in row:
                if w >= 0:
                    meeples[w] += 1
        for i, m in enumerate(meeples):
            out[f"meeples_{i + 1}"] = m
        return out

    # --- text ---------------------------------------------------------------
    def card_name(self, card: str | None) -> str:
        if card is None:
            return t("dont_go_in_there.card.face_down")
        curse, _, value = card.rpartition("_")
        return t("dont_go_in_there.card.name", curse=self.curse_name(curse), value=value)

    def curse_name(self, curse: str) -> str:
        return t(f"dont_go_in_there.curse.{curse}")

    def room_name(self, room: str) -> str:
        return t(f"dont_go_in_there.room.{room}")

    def describe_action(self, action: Action, names: Sequence[str], seat: int) -> str:
        who = names[seat] if 0 <= seat < len(names) else "?"
        if isinstance(action, PlaceMeeple):
            return t("dont_go_in_there.action.place", player=who, room=self.room_name(action.room), space=action.space)
        if isinstance(action, TakeCard):
            return t("dont_go_in_there.action.take", player=who, slot=action.slot)
        if isinstance(action, Reroll):
            return t("dont_go_in_there.action.reroll", player=who)
        if isinstance(action, TurnDie):
            return t("dont_go_in_there.action.turn_die", player=who, face=t(f"dont_go_in_there.face.{action.to}"))
        if isinstance(action, KeepRoll):
            return t("dont_go_in_there.action.keep_roll", player=who)
        if isinstance(action, ChooseDollSet):
            return t("dont_go_in_there.action.doll_set", player=who, values=" + ".join(map(str, action.values)))
        if isinstance(action, TomeDispel):
            return t("dont_go_in_there.action.tome_dispel", player=who, curse=self.curse_name(action.curse))
        if isinstance(action, ChooseType):
            return t("dont_go_in_there.action.choose_type", player=who, curse=self.curse_name(action.curse))
        if isinstance(action, PickType):
            return t("dont_go_in_there.action.pick_type", curse=self.curse_name(action.curse))
        if isinstance(action, RemoveCard):
            return t("dont_go_in_there.action.remove")
        if isinstance(action, SideUp):
            return t("dont_go_in_there.action.side_up", room=self.room_name(action.room))
        if isinstance(action, DealCard):
            return t("dont_go_in_there.action.deal")
        if isinstance(action, FirstPlayer):
            return t("dont_go_in_there.action.first_player", player=names[action.seat] if 0 <= action.seat < len(names) else "?")
        if isinstance(action, RollDice):
            return t("dont_go_in_there.action.roll", dice=action.dice, ghosts=action.ghosts)
        return str(action)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int | None) -> str:
        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        e = event
        P = "dont_go_in_there.log."
        if isinstance(e, MeeplePlaced):
            return t(P + "placed", player=who(e.seat), room=self.room_name(e.room), space=e.space, flashlights=e.flashlights)
        if isinstance(e, GhostsChanged):
            key = P + ("ghosts_gained" if e.change > 0 else "ghosts_lost")
            return t(key, player=who(e.seat), count=abs(e.change), why=t(f"dont_go_in_there.reason.{e.reason}"))
        if isinstance(e, GhostsPassed):
            return t(P + "ghosts_passed", player=who(e.seat), other=who(e.to_seat), count=e.count)
        if isinstance(e, SecretCardSeen):
            if e.visible_to(viewer):
                return t(P + "secret_seen_by_you", room=self.room_name(e.room), card=self.card_name(e.card))
            return t(P + "secret_seen", player=who(e.seat), room=self.room_name(e.room))
        if isinstance(e, RoomResolves):
            return t(P + "resolves", room=self.room_name(e.room), player=who(e.resolver))
        if isinstance(e, SecretCardRevealed):
            return t(P + "revealed", room=self.room_name(e.room), card=self.card_name(e.card))
        if isinstance(e, DiceRolled):
            return t(P + ("rerolled" if e.reroll else "rolled"), dice=e.dice, ghosts=e.ghosts)
        if isinstance(e, RerollChosen):
            return t(P + "reroll_chosen", player=who(e.seat))
        if isinstance(e, DieTurned):
            return t(P + "die_turned", player=who(e.seat), face=t(f"dont_go_in_there.face.{e.to}"), ghosts=e.ghosts)
        if isinstance(e, RollKept):
            return t(P + "roll_kept", player=who(e.seat), ghosts=e.ghosts)
        if isinstance(e, MeepleHaunted):
            return t(P + "haunted", player=who(e.seat), space=e.space, count=e.ghosts)
        if isinstance(e, CardTaken):
            key = P + ("taken_auto" if e.automatic else "taken")
            return t(key, player=who(e.seat), card=self.card_name(e.card), slot=e.slot)
        if isinstance(e, CardsDispelled):
            cards = ", ".join(self.card_name(c) for c in e.cards)
            return t(P + "dispelled", player=who(e.seat), cards=cards, why=t(f"dont_go_in_there.reason.{e.reason}"), curses=e.curses)
        if isinstance(e, EffectWithoutTarget):
            return t(P + "no_target", player=who(e.seat), curse=self.curse_name(e.curse))
        if isinstance(e, TomeNamed):
            return t(P + "tome_named", player=who(e.seat), curse=self.curse_name(e.curse), count=e.count)
        if isinstance(e, BoardFlipped):
            return t(P + "flipped", room=self.room_name(e.room), new_room=self.room_name(e.new_room))
        if isinstance(e, BoardRemoved):
            return t(P + "board_removed", room=self.room_name(e.room))
        if isinstance(e, RoomDealt):
            cards = ", ".join(self.card_name(c) for c in e.cards)
            return t(P + ("room_dealt_sorted" if e.sorted else "room_dealt"), room=self.room_name(e.room), cards=cards)
        if isinstance(e, CardDealt):
            return t(P + "dealt", room=self.room_name(e.room), slot=e.slot, card=self.card_name(e.card))
        if isinstance(e, CardDealtFaceDown):
            return t(P + "dealt_face_down", room=self.room_name(e.room), slot=e.slot)
        if isinstance(e, TypeChosen):
            if e.seat >= 0:
                return t(P + "type_chosen", player=who(e.seat), curse=self.curse_name(e.curse))
            return t(P + "type_drawn", curse=self.curse_name(e.curse))
        if isinstance(e, CardRemoved):
            return t(P + "card_removed", count=e.count)
        if isinstance(e, CardsRemoved):
            return t(P + "cards_removed", count=e.count, deck=e.deck)
        if isinstance(e, BoardPlaced):
            return t(P + "board_placed", position=e.position, room=self.room_name(e.room))
        if isinstance(e, FirstPlayerChosen):
            return t(P + "first_player", player=who(e.seat))
        if isinstance(e, GhostPenalty):
            return t(P + "penalty", player=who(e.seat), ghosts=e.ghosts, curses=e.curses)
        if isinstance(e, RemovedCardsShown):
            return t(P + "removed_shown", cards=", ".join(self.card_name(c) for c in e.cards) or "-")
        if isinstance(e, GameOver):
            return t(P + "game_over", players=", ".join(who(s) for s in e.winners))
        return e.TYPE
