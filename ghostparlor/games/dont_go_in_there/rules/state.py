"""S-5, DG-1 to DG-13, D-9, D-11: the state of one game of Don't Go In There (its phases,
boards, meeples, cards and ghosts) and what one seat sees of it (the view).

Cards are small integers ("kinds"): one per curse type and value, ``type * V + value
index``. The two copies of a value are identical for the rules, so a card is named by its
kind (``twin_3``), and the deck and the removed pile are counts per kind: drawing is a
chance step whose outcome is the kind drawn, with probability count / size, so nobody
can peek at an order.
"""

from __future__ import annotations

from dataclasses import dataclass

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
