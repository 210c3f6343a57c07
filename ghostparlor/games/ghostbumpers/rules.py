"""Ghostbumpers (Inka & Markus Brand, Deep Print Games 2025): the rules, from
../shared/rules/ghostbumpers.md.

Rule IDs (GB-n rules, D-n decisions, W-n/E-n scenarios) are cited where they are
implemented. Content (card counts, cards removed per player count, hand size,
character sets, rounds, paranoia points, the variant's numbers) comes from
data/games/ghostbumpers.yaml.

Monster cards are small integers: 1..9 are the printed values and 0 stands for
the single 0/10 card (no plain 0 card exists). Hands, the draw pile, the discard
pile and pending GB-9 discards are counts per card, so drawing is a chance step
whose outcome is the card drawn, with probability count/size: a shuffled pile
without an order anyone could peek at. A character deck is (size, index of S
from the top) (D-11: unafraid cards are interchangeable) plus the number of
unafraid cards already revealed beside it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from ghostparlor.core.content import Check, Int, Mapping, Problems, Schema, load_game_spec, type_name
from ghostparlor.core.errors import IllegalAction, OptionError
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Event, Game, GameSpec, Result, ranks_from_scores
from ghostparlor.core.serial import Codec
from ghostparlor.core.strings import t
from ghostparlor.resources import data_path

GAME_ID = "ghostbumpers"

ZERO_TEN = 0
"""The card id of the single 0/10 card (GB-10, GB-11, GB-16)."""

# phases of a state
FIRST_PLAYER = 0  # chance: the first start-card holder (section 2)
DEAL = 1  # chance: dealing one card at a time (GB-2, D-12)
SCARE = 2  # a seat secretly inserts its scared card (GB-3, D-11)
PLAY = 3  # a seat plays cards into the trick (GB-5, GB-6)
REFILL = 4  # chance: the seat that played k >= 2 cards draws (GB-7)
DISCARD = 5  # GB-9 / D-7: a seat secretly discards one card
PAY = 6  # D-7: the drawer pays the card it owes to the discard pile
OVER = 7  # after the last round (GB-24, GB-25)

PHASE_NAMES = ("first_player", "deal", "scare", "play", "refill", "gb9_discard", "pay_owed", "over")

END_SCARED = "scared"  # GB-18(a)
END_HANDS = "hands_empty"  # GB-18(b)


def strength_words(code: int) -> str:
    """A strength in the integer code of :func:`strength` as the table prints it (GB-12): a
    single card its value ("6", the 0/10 "0" or "10"), k x v the decimal "k.v" ("2.6")."""
    if code % 10 == 0:
        return str(code // 10)
    return f"{code // 10}.{code % 10}"


def strength(card: int, count: int, announce: int) -> int:
    """GB-12 in integer code: a single v is 10*v (0/10: 0 or 100); k x v is 10*k + v."""
    if card == ZERO_TEN:
        return 100 if announce == 10 else 0  # D-4: declared 10 always wins, declared 0 never wins
    if count == 1:
        return 10 * card
    return 10 * count + card


# --- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseFirstPlayer(Action):
    """Chance: the first start-card holder is ``seat`` (section 2: chosen at random)."""

    TYPE: ClassVar[str] = "first_player"
    IS_CHANCE: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """Chance: the next card off the shuffled draw pile is ``card`` (0 = the 0/10 card):
    dealt (GB-2, D-12) or drawn as a refill (GB-7, GB-8)."""

    TYPE: ClassVar[str] = "draw"
    IS_CHANCE: ClassVar[bool] = True
    card: int


@dataclass(frozen=True, slots=True)
class SetScareLevel(Action):
    """GB-3: insert the scared card at ``position`` 1..7 from the top (secret)."""

    TYPE: ClassVar[str] = "scare_level"
    position: int


@dataclass(frozen=True, slots=True)
class PlayCards(Action):
    """GB-6: play ``count`` cards of printed value ``card`` (1..9) face up."""

    TYPE: ClassVar[str] = "play"
    card: int
    count: int


@dataclass(frozen=True, slots=True)
class PlayZeroTen(Action):
    """GB-10, GB-11, D-4: play the 0/10 card alone, announced as 0 or 10."""

    TYPE: ClassVar[str] = "play_zero_ten"
    announce: int


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """GB-9, D-7: discard one card from hand (secretly while both piles are empty,
    or face up when paying a card owed)."""

    TYPE: ClassVar[str] = "discard"
    card: int


# --- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """GB-1, GB-2, GB-23: a round begins; ``dealer`` holds the start card."""

    TYPE: ClassVar[str] = "round_started"
    round: int
    dealer: int


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    TYPE: ClassVar[str] = "card_dealt"
    SECRET_TO: ClassVar[str | None] = "seat"
    QUIET: ClassVar[bool] = True
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class ScareLevelSet(Event):
    """GB-3: ``seat`` inserted its scared card; the position is secret to that seat."""

    TYPE: ClassVar[str] = "scare_level_set"
    SECRET_TO: ClassVar[str | None] = "seat"
    seat: int
    position: int


@dataclass(frozen=True, slots=True)
class TricksBegin(Event):
    """GB-4: every scare level is set; ``leader`` leads the first trick."""

    TYPE: ClassVar[str] = "tricks_begin"
    leader: int


@dataclass(frozen=True, slots=True)
class CardsPlayed(Event):
    """GB-6, GB-11, GB-12: ``seat`` played ``count`` x ``card`` (announce: 0/10 only, else -1)."""

    TYPE: ClassVar[str] = "cards_played"
    seat: int
    card: int
    count: int
    announce: int
    strength: int
    refill: int  # cards the seat must now draw (GB-7)


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    TYPE: ClassVar[str] = "card_drawn"
    SECRET_TO: ClassVar[str | None] = "seat"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class DiscardReshuffled(Event):
    """GB-8: the discard pile (``cards`` of them) became the new draw pile."""

    TYPE: ClassVar[str] = "discard_reshuffled"
    cards: int


@dataclass(frozen=True, slots=True)
class BothPilesEmpty(Event):
    """GB-9: ``drawer`` must draw but both piles are empty; every seat discards one card."""

    TYPE: ClassVar[str] = "both_piles_empty"
    drawer: int


@dataclass(frozen=True, slots=True)
class DiscardChosen(Event):
    """GB-9, D-7: ``seat`` chose its discard (the card is secret until all have chosen)."""

    TYPE: ClassVar[str] = "discard_chosen"
    SECRET_TO: ClassVar[str | None] = "seat"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class CardOwed(Event):
    """D-7: ``seat`` holds no card at a GB-9 and owes one."""

    TYPE: ClassVar[str] = "card_owed"
    seat: int


@dataclass(frozen=True, slots=True)
class DiscardsRevealed(Event):
    """GB-9, D-7: the chosen discards, as (seat, card) pairs, are shown and shuffled into the draw pile."""

    TYPE: ClassVar[str] = "discards_revealed"
    cards: tuple


@dataclass(frozen=True, slots=True)
class OwedCardPaid(Event):
    """D-7: ``seat`` paid the card it owed, face up onto the discard pile."""

    TYPE: ClassVar[str] = "owed_card_paid"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """GB-13 to GB-16: ``winner`` won with ``strength``; ``reveals`` owed (0 with the 0/10 card)."""

    TYPE: ClassVar[str] = "trick_won"
    winner: int
    strength: int
    reveals: int
    zero_ten: bool
    plays: tuple  # (seat, card, count, announce) in play order


@dataclass(frozen=True, slots=True)
class CardRevealed(Event):
    """GB-15: ``seat`` turned up its top character card (``scared``: it was S)."""

    TYPE: ClassVar[str] = "card_revealed"
    seat: int
    scared: bool
    number: int  # 1-based reveal of this trick
    owed: int  # R


@dataclass(frozen=True, slots=True)
class BottomCardMoved(Event):
    """GB-16: ``seat``'s bottom character card went to the top, face down (``moved`` is
    False for a one-card deck). Whether it was S stays secret."""

    TYPE: ClassVar[str] = "bottom_card_moved"
    seat: int
    moved: bool


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """GB-18 to GB-22: the round's end and scores.

    ``how`` is "scared" (GB-18a, ``seat`` revealed S) or "hands_empty" (GB-18b, ``seat`` -1);
    ``beneath[i]`` is B of GB-19 for a counted seat, -1 for one not counted;
    ``doubled[i]`` is True when S was the first card of the count. What the round leaves
    on the table, to check it without reading a step early: ``pile_size`` and
    ``discard_size`` (the draw and discard piles), ``hand_sizes`` and ``deck_sizes`` per seat."""

    TYPE: ClassVar[str] = "round_ended"
    round: int
    how: str
    seat: int
    paranoia: bool
    scores: tuple
    beneath: tuple
    doubled: tuple
    totals: tuple
    pile_size: int = -1
    discard_size: int = -1
    hand_sizes: tuple = ()
    deck_sizes: tuple = ()


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """GB-24, GB-25: highest total wins, ties share (``unfinished``: D-13's round cap hit)."""

    TYPE: ClassVar[str] = "game_over"
    winners: tuple
    totals: tuple
    unfinished: bool


ACTION_CLASSES = (ChooseFirstPlayer, DrawCard, SetScareLevel, PlayCards, PlayZeroTen, DiscardCard)
EVENT_CLASSES = (
    RoundStarted, CardDealt, ScareLevelSet, TricksBegin, CardsPlayed, CardDrawn, DiscardReshuffled,
    BothPilesEmpty, DiscardChosen, CardOwed, DiscardsRevealed, OwedCardPaid, TrickWon, CardRevealed,
    BottomCardMoved, RoundEnded, GameOver,
)


# --- state and view ----------------------------------------------------------


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


# --- content -----------------------------------------------------------------


class IntKeyed(Schema):
    """A mapping whose keys are whole numbers (YAML ``{3: 6, 4: 8}``), each value of one schema.

    ``keys`` (when given) is the exact set of keys required."""

    def __init__(self, value: Schema, keys: tuple[int, ...] | None = None, what: str = "key") -> None:
        self.value = value
        self.keys = keys
        self.what = what

    def check(self, value: Any, path: tuple, problems: Problems) -> bool:
        if not isinstance(value, dict):
            problems.add(path, f"expected a mapping, found {type_name(value)}")
            return False
        ok = True
        for key, item in value.items():
            if isinstance(key, bool) or not isinstance(key, int):
                problems.add(path + (str(key),), f"key {key!r} must be a whole number")
                ok = False
                continue
            if self.keys is not None and key not in self.keys:
                problems.add(path + (str(key),), f"unexpected {self.what} {key} (expected {', '.join(map(str, self.keys))})")
                ok = False
            ok = self.value.check(item, path + (str(key),), problems) and ok
        if self.keys is not None:
            missing = [k for k in self.keys if k not in value]
            if missing:
                problems.add(path, f"missing {self.what} {', '.join(map(str, missing))}")
                ok = False
        return ok


def content_fields() -> dict:
    return {
        "monster_cards": Mapping(
            {
                "counts": IntKeyed(Int(minimum=0, maximum=99), keys=tuple(range(1, 10)), what="value"),
                "zero_ten": Int(minimum=0, maximum=1),
                "total": Int(minimum=1),
                "extra_reveal_value": Int(minimum=1, maximum=9),
            }
        ),
        "removed_per_value_1_to_9": IntKeyed(Int(minimum=0), what="player count"),
        "hand_size": Int(minimum=1, maximum=9),
        "character_set": Mapping({"unafraid": Int(minimum=0, maximum=20), "scared": Int(minimum=1, maximum=1), "sets": Int(minimum=1)}),
        "rounds_by_players": IntKeyed(Int(minimum=1, maximum=100), what="player count"),
        "paranoia_points": Int(minimum=0),
        "target_score_default": Int(minimum=1),
        "target_round_cap": Int(minimum=1),
    }


def check_content(data: dict, problems: Problems) -> None:
    """What the schema cannot say: totals that add up, per-player-count tables complete,
    enough cards and character sets for every player count."""
    cards = data["monster_cards"]
    counts = cards["counts"]
    total = sum(counts.values()) + cards["zero_ten"]
    if total != cards["total"]:
        problems.add(("monster_cards", "total"), f"the values 1-9 and the 0/10 card add up to {total} cards, not {cards['total']}")
    low, high = data["players"]["min"], data["players"]["max"]
    wanted = list(range(low, high + 1))
    for table in ("removed_per_value_1_to_9", "rounds_by_players"):
        given = data[table]
        missing = [n for n in wanted if n not in given]
        if missing:
            problems.add((table,), f"no entry for {', '.join(map(str, missing))} players (players {low}-{high})")
        for n in given:
            if n not in wanted:
                problems.add((table, str(n)), f"{n} players is outside players {low}-{high}")
    hand = data["hand_size"]
    for n, removed in data["removed_per_value_1_to_9"].items():
        short = [v for v in sorted(counts) if counts[v] < removed]
        if short:
            problems.add(("removed_per_value_1_to_9", str(n)), f"removing {removed} of every value leaves fewer than none of value {short[0]} (it has {counts[short[0]]})")
            continue
        deck = total - 9 * removed
        if n * hand > deck:
            problems.add(("removed_per_value_1_to_9", str(n)), f"{n} players x {hand} cards is more than the {deck} cards left")
    if data["character_set"]["sets"] < high:
        problems.add(("character_set", "sets"), f"{data['character_set']['sets']} character sets are too few for {high} players")
    if cards["extra_reveal_value"] not in counts or counts[cards["extra_reveal_value"]] == 0:
        problems.add(("monster_cards", "extra_reveal_value"), f"no card of value {cards['extra_reveal_value']} is in the box")


CHECKS: tuple[Check, ...] = (check_content,)


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)


# --- the game ----------------------------------------------------------------

_OFF_WORDS = ("off", "none", "null", "no", "false", "")


class GhostbumpersGame(Game):
    id: ClassVar[str] = GAME_ID
    hidden_information: ClassVar[str] = (
        "GB-26: other seats' hands, the draw pile's order and contents, other seats' scared-card "
        "positions (also after GB-16 moves) and GB-9 discards not yet revealed are hidden; every "
        "played card and 0/10 announcement, the discard pile, pile size, hand sizes, revealed "
        "character cards, character-deck sizes and scores are public."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        c = self.spec.content
        cards = c["monster_cards"]
        self.box_counts: list[int] = [cards["zero_ten"]] + [cards["counts"][v] for v in range(1, 10)]
        self.five: int = cards["extra_reveal_value"]
        self.removed: dict[int, int] = dict(c["removed_per_value_1_to_9"])
        self.hand_size: int = c["hand_size"]
        self.unafraid: int = c["character_set"]["unafraid"]
        self.set_size: int = self.unafraid + c["character_set"]["scared"]
        self.rounds_by_players: dict[int, int] = dict(c["rounds_by_players"])
        self.paranoia_points: int = c["paranoia_points"]
        self.target_default: int = c["target_score_default"]
        self.round_cap: int = c["target_round_cap"]
        # section 2: the deck of each player count (the 0/10 card is never removed)
        self.deck_by_players: dict[int, list[int]] = {}
        for n in range(self.min_players, self.max_players + 1):
            r = self.removed[n]
            self.deck_by_players[n] = [self.box_counts[0]] + [self.box_counts[v] - r for v in range(1, 10)]
        most = max(self.box_counts)
        self.play_actions = [[None] + [PlayCards(v, k) for k in range(1, most + 1)] for v in range(10)]
        self.play_actions[0] = []
        self.zero_ten_actions = [PlayZeroTen(0), PlayZeroTen(10)]
        self.draw_actions = [DrawCard(v) for v in range(10)]
        self.discard_actions = [DiscardCard(v) for v in range(10)]
        self.scare_actions = [None] + [SetScareLevel(p) for p in range(1, self.set_size + 1)]

    # --- set-up -----------------------------------------------------------
    def normalize_options(self, players: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """As the base class; ``target_score`` (GB-25, D-13) also takes null/"off" and any whole number >= 1."""
        given = dict(options or {})
        missing = object()
        raw = given.pop("target_score", missing)
        out = super().normalize_options(players, given)
        if raw is not missing:
            out["target_score"] = self._parse_target(raw)
        if "target_score" in out:
            out = dict(sorted(out.items()))
        return out

    def _parse_target(self, value: Any) -> Any:
        if value is None or value is False:
            return "off"
        if value is True:
            return self.target_default
        if isinstance(value, int):
            number = value
        else:
            text = str(value).strip().lower()
            if text in _OFF_WORDS:
                return "off"
            if text in ("on", "yes", "true"):
                return self.target_default
            try:
                number = int(text)
            except ValueError:
                raise OptionError(f"option target_score: expected 'off' or a whole number, got {value!r}") from None
        if number < 1:
            raise OptionError(f"option target_score: {number} is below the minimum 1")
        return number

    def target_of(self, options: dict[str, Any]) -> int | None:
        value = options.get("target_score", "off")
        return None if value == "off" or value is None else int(value)

    def rounds_for(self, players: int) -> int:
        return self.rounds_by_players[players]

    def new_state(self, players: int, options: dict[str, Any] | None = None) -> GhostbumpersState:
        options = self.normalize_options(players, options)
        s = GhostbumpersState()
        s.n = n = players
        s.target = self.target_of(options)  # GB-25, D-13
        s.totals = [0] * n  # section 2: scores start at 0
        s.hands = [[0] * 10 for _ in range(n)]
        s.hand_sizes = [0] * n
        s.deck = [self.unafraid] * n
        s.scare = [-1] * n
        s.revealed = [0] * n
        s.owed = [0] * n
        s.gb9_pending = [-1] * n
        s.pile = self.deck_by_players[n][:]
        s.pile_size = sum(s.pile)
        s.discard = [0] * 10
        first = options.get("first_player", "random")
        if first == "random":
            s.phase = FIRST_PLAYER
        else:
            s.dealer = int(first) - 1
            self._start_round(s)
        return s

    def _start_round(self, s: GhostbumpersState) -> None:
        """GB-2: the whole player-count deck is shuffled and dealt; GB-23: decks reassembled."""
        n = s.n
        s.phase = DEAL
        s.active = s.dealer
        s.hands = [[0] * 10 for _ in range(n)]
        s.hand_sizes = [0] * n
        s.pile = self.deck_by_players[n][:]
        s.pile_size = sum(s.pile)
        s.discard = [0] * 10
        s.discard_size = 0
        s.table = []
        s.leader = s.dealer
        s.turns = 0
        s.deck = [self.unafraid] * n
        s.scare = [-1] * n
        s.revealed = [0] * n
        s.deal_pos = 0
        s.tricks = 0
        s.gb9_count = 0
        s.drawer = -1
        s.need = 0
        s.owed = [0] * n
        s.gb9_pos = -1
        s.gb9_pending = [-1] * n
        s.last_trick = None

    # --- the protocol -----------------------------------------------------
    def to_move(self, s: GhostbumpersState) -> int:
        phase = s.phase
        if phase == PLAY or phase == SCARE or phase == DISCARD or phase == PAY:
            return s.active
        if phase == OVER:
            return TERMINAL
        return CHANCE

    def legal_actions(self, s: GhostbumpersState) -> list[Action]:
        phase = s.phase
        if phase == PLAY:
            hand = s.hands[s.active]
            out: list[Action] = []
            if hand[0]:
                out.extend(self.zero_ten_actions)  # D-4: as 0 or as 10
            plays = self.play_actions
            for v in range(1, 10):
                c = hand[v]
                if c:
                    out.extend(plays[v][1:c + 1])  # GB-6: any value, any number of copies held
            return out
        if phase == DISCARD or phase == PAY:
            hand = s.hands[s.active]
            return [self.discard_actions[v] for v in range(10) if hand[v]]
        if phase == SCARE:
            return self.scare_actions[1:s.deck[s.active] + 2]  # GB-3: p in 1..7
        return []

    def chance_outcomes(self, s: GhostbumpersState) -> list[tuple[Action, float]]:
        if s.phase == FIRST_PLAYER:
            return [(ChooseFirstPlayer(seat), 1.0 / s.n) for seat in range(s.n)]
        if s.phase == DEAL or s.phase == REFILL:
            size = s.pile_size
            return [(self.draw_actions[v], c / size) for v, c in enumerate(s.pile) if c]
        return []

    def sample_chance(self, s: GhostbumpersState, rng: random.Random) -> Action:
        if s.phase == FIRST_PLAYER:
            return ChooseFirstPlayer(rng.randrange(s.n))
        if s.phase != DEAL and s.phase != REFILL:
            raise IllegalAction(None, self.to_move(s), "no chance step is due")
        r = rng.randrange(s.pile_size)
        for v, c in enumerate(s.pile):
            if r < c:
                return self.draw_actions[v]
            r -= c
        raise IllegalAction(None, CHANCE, "the draw pile is empty")  # pragma: no cover

    def apply(self, s: GhostbumpersState, action: Action, events: bool = True) -> list[Event]:
        cls = action.__class__
        if cls is PlayCards:
            return self._play(s, action, action.card, action.count, -1, events)
        if cls is DrawCard:
            return self._draw(s, action, events)
        if cls is PlayZeroTen:
            if action.announce not in (0, 10):
                raise IllegalAction(action, self.to_move(s), "the 0/10 card is announced as 0 or as 10 (GB-11)")
            return self._play(s, action, ZERO_TEN, 1, action.announce, events)
        if cls is SetScareLevel:
            return self._set_scare(s, action, events)
        if cls is DiscardCard:
            return self._discard(s, action, events)
        if cls is ChooseFirstPlayer:
            if s.phase != FIRST_PLAYER:
                raise IllegalAction(action, self.to_move(s), "the first start-card holder is only drawn before round 1")
            if not (isinstance(action.seat, int) and 0 <= action.seat < s.n):
                raise IllegalAction(action, CHANCE, f"there is no seat {action.seat}")
            s.dealer = action.seat
            self._start_round(s)
            return [RoundStarted(s.round, s.dealer)] if events else []
        raise IllegalAction(action, self.to_move(s), "not an action of Ghostbumpers")

    # --- dealing and the scare level ------------------------------------------
    def _draw(self, s: GhostbumpersState, action: DrawCard, events: bool) -> list[Event]:
        phase = s.phase
        if phase != DEAL and phase != REFILL:
            raise IllegalAction(action, self.to_move(s), "no card is to be drawn now")
        v = action.card
        if not (isinstance(v, int) and 0 <= v <= 9) or s.pile[v] <= 0:
            raise IllegalAction(action, CHANCE, f"no card {v} is in the draw pile")
        s.pile[v] -= 1
        s.pile_size -= 1
        out: list[Event] = []
        if phase == REFILL:
            seat = s.drawer
            s.hands[seat][v] += 1
            s.hand_sizes[seat] += 1
            s.need -= 1
            if events:
                out.append(CardDrawn(seat, v))
            self._continue_refill(s, out, events)
            return out
        # GB-2, D-12: one card at a time, starting left of the dealer
        n = s.n
        seat = (s.dealer + 1 + s.deal_pos % n) % n
        s.hands[seat][v] += 1
        s.hand_sizes[seat] += 1
        s.deal_pos += 1
        if events:
            out.append(CardDealt(seat, v))
        if s.deal_pos >= self.hand_size * n:
            s.phase = SCARE  # GB-3, D-11: from the start-card holder leftwards
            s.active = s.dealer
            s.turns = 0
        return out

    def _set_scare(self, s: GhostbumpersState, action: SetScareLevel, events: bool) -> list[Event]:
        if s.phase != SCARE:
            raise IllegalAction(action, self.to_move(s), "the scare level is only set after the deal (GB-3)")
        seat = s.active
        p = action.position
        if not (isinstance(p, int) and 1 <= p <= s.deck[seat] + 1):
            raise IllegalAction(action, seat, f"the scared card goes at position 1 to {s.deck[seat] + 1} from the top (GB-3)")
        s.scare[seat] = p - 1  # GB-3: p-1 unafraid above, the rest below
        s.deck[seat] += 1
        out: list[Event] = [ScareLevelSet(seat, p)] if events else []
        n = s.n
        for i in range(1, n + 1):
            nxt = (seat + i) % n
            if s.scare[nxt] < 0:
                s.active = nxt
                return out
        # GB-4: the start-card holder leads the first trick
        s.phase = PLAY
        s.leader = s.dealer
        s.turns = 0
        s.table = []
        s.active = s.dealer
        if events:
            out.append(TricksBegin(s.dealer))
        self._seat_to_play(s, out, events)
        return out

    # --- tricks -------------------------------------------------------------
    def _play(self, s: GhostbumpersState, action: Action, card: int, count: int, announce: int, events: bool) -> list[Event]:
        if s.phase != PLAY:
            raise IllegalAction(action, self.to_move(s), "no seat is to play cards now")
        seat = s.active
        hand = s.hands[seat]
        if card == ZERO_TEN and action.__class__ is PlayCards:
            raise IllegalAction(action, seat, "the 0/10 card is played alone with an announcement (GB-10, GB-11)")
        if not (isinstance(card, int) and 0 <= card <= 9 and isinstance(count, int)) or count < 1 or hand[card] < count:
            raise IllegalAction(action, seat, f"the hand does not hold {count} x {card} (GB-6)")
        hand[card] -= count
        s.hand_sizes[seat] -= count
        s.table.append((seat, card, count, announce))
        refill = count - 1 if card != ZERO_TEN else 0  # GB-7; GB-10: the 0/10 never refills
        out: list[Event] = []
        if events:
            out.append(CardsPlayed(seat, card, count, announce, strength(card, count, announce), refill))
        if refill > 0:
            s.drawer = seat  # GB-7: draw before the next player's turn
            s.need = refill
            self._continue_refill(s, out, events)
        else:
            self._next_turn(s, out, events)
        return out

    def _continue_refill(self, s: GhostbumpersState, out: list[Event], events: bool) -> None:
        """GB-7 drawing, with GB-8 (lazy reshuffle, D-6) and GB-9 (D-7) when a pile runs dry."""
        drawer = s.drawer
        while s.need > 0:
            if s.pile_size > 0:
                s.phase = REFILL
                return
            if s.discard_size > 0:
                self._reshuffle(s, out, events)  # GB-8: the table's cards are not in it
                continue
            self._start_gb9(s, out, events)  # GB-9
            return
        if s.owed[drawer] > 0 and s.hand_sizes[drawer] > 0:
            s.phase = PAY  # D-7: the card owed is paid right after the draw
            s.active = drawer
            return
        s.drawer = -1
        self._next_turn(s, out, events)

    def _reshuffle(self, s: GhostbumpersState, out: list[Event], events: bool) -> None:
        """GB-8: the discard pile becomes the face-down draw pile."""
        if events:
            out.append(DiscardReshuffled(s.discard_size))
        pile = s.pile
        discard = s.discard
        for v in range(10):
            pile[v] += discard[v]
            discard[v] = 0
        s.pile_size += s.discard_size
        s.discard_size = 0

    def _start_gb9(self, s: GhostbumpersState, out: list[Event], events: bool) -> None:
        """GB-9, D-7: every seat, from the drawer on, discards one card secretly."""
        s.gb9_count += 1  # D-14
        s.gb9_pos = 0
        if events:
            out.append(BothPilesEmpty(s.drawer))
        drawer = s.drawer
        if s.owed[drawer] > 0 and s.hand_sizes[drawer] > 0:
            s.phase = PAY  # D-7: a card still owed is paid first
            s.active = drawer
            return
        self._next_gb9_chooser(s, out, events)

    def _next_gb9_chooser(self, s: GhostbumpersState, out: list[Event], events: bool) -> None:
        n = s.n
        while s.gb9_pos < n:
            seat = (s.drawer + s.gb9_pos) % n
            if s.hand_sizes[seat] > 0:
                s.phase = DISCARD
                s.active = seat
                return
            s.owed[seat] += 1  # D-7: no card in hand, the card is owed
            if events:
                out.append(CardOwed(seat))
            s.gb9_pos += 1
        # every seat has chosen: reveal together, then shuffle into the draw pile (GB-8)
        shown = []
        for i in range(n):
            seat = (s.drawer + i) % n
            v = s.gb9_pending[seat]
            if v >= 0:
                s.discard[v] += 1
                s.discard_size += 1
                s.gb9_pending[seat] = -1
                shown.append((seat, v))
        s.gb9_pos = -1
        if events:
            out.append(DiscardsRevealed(tuple(shown)))
        if s.discard_size == 0:  # pragma: no cover - impossible (13 cards are always in hands then)
            s.need = 0
        else:
            self._reshuffle(s, out, events)
        self._continue_refill(s, out, events)

    def _discard(self, s: GhostbumpersState, action: DiscardCard, events: bool) -> list[Event]:
        phase = s.phase
        if phase != DISCARD and phase != PAY:
            raise IllegalAction(action, self.to_move(s), "no card is to be discarded now (GB-9)")
        seat = s.active
        v = action.card
        if not (isinstance(v, int) and 0 <= v <= 9) or s.hands[seat][v] <= 0:
            raise IllegalAction(action, seat, f"the hand holds no card {v}")
        s.hands[seat][v] -= 1
        s.hand_sizes[seat] -= 1
        out: list[Event] = []
        if phase == DISCARD:
            s.gb9_pending[seat] = v  # D-7: secret until every seat has chosen
            s.gb9_pos += 1
            if events:
                out.append(DiscardChosen(seat, v))
            self._next_gb9_chooser(s, out, events)
            return out
        # PAY: the owed card goes face up onto the discard pile (D-7)
        s.owed[seat] -= 1
        s.discard[v] += 1
        s.discard_size += 1
        if events:
            out.append(OwedCardPaid(seat, v))
        if s.owed[seat] > 0 and s.hand_sizes[seat] > 0:
            return out  # still owing: pay again
        if s.gb9_pos >= 0:
            self._next_gb9_chooser(s, out, events)  # the GB-9 that was waiting for the payment
        else:
            self._continue_refill(s, out, events)
        return out

    def _next_turn(self, s: GhostbumpersState, out: list[Event], events: bool) -> None:
        """GB-5: the next player to the left; after every seat's turn the trick is resolved."""
        s.turns += 1
        s.active = (s.leader + s.turns) % s.n
        self._seat_to_play(s, out, events)

    def _seat_to_play(self, s: GhostbumpersState, out: list[Event], events: bool) -> None:
        n = s.n
        # a seat with no card takes no turn (only reachable through repeated GB-9s; defensive)
        while s.turns < n and s.hand_sizes[s.active] == 0:
            s.turns += 1
            s.active = (s.leader + s.turns) % n
        if s.turns >= n:
            self._resolve_trick(s, out, events)
        else:
            s.phase = PLAY

    def _resolve_trick(self, s: GhostbumpersState, out: list[Event], events: bool) -> None:
        table = s.table
        best = -1
        winner = -1
        zero_ten = False
        fives = 0
        five = self.five
        for seat, card, count, announce in table:
            st = strength(card, count, announce)
            if st >= best:  # GB-13: highest wins; a tie goes to the latest of the tied
                best = st
                winner = seat
            if card == ZERO_TEN:
                zero_ten = True
            elif card == five:
                fives += count  # GB-14, D-10: every 5 counts, from every player
        if winner < 0:  # pragma: no cover - nobody could play (defensive)
            self._end_round(s, END_HANDS, -1, False, out, events)
            return
        reveals = 0 if zero_ten else 1 + fives
        if events:
            out.append(TrickWon(winner, best, reveals, zero_ten, tuple(table)))
        if zero_ten:
            # GB-16, D-5: no reveal; the bottom card goes to the top (nothing with a one-card deck, D-3)
            size = s.deck[winner]
            moved = size >= 2
            if moved:
                sc = s.scare[winner]
                s.scare[winner] = 0 if sc == size - 1 else sc + 1
            if events:
                out.append(BottomCardMoved(winner, moved))
        else:
            # GB-15: one card at a time; D-2: S stops the reveals, owed ones lapse
            for number in range(1, reveals + 1):
                if s.scare[winner] == 0:
                    if events:
                        out.append(CardRevealed(winner, True, number, reveals))
                    # GB-22, D-8: nothing beneath S and it was the R-th reveal
                    paranoia = s.deck[winner] == 1 and number == reveals
                    s.deck[winner] -= 1
                    self._end_round(s, END_SCARED, winner, paranoia, out, events)  # GB-18(a)
                    return
                s.deck[winner] -= 1
                s.scare[winner] -= 1
                s.revealed[winner] += 1
                if events:
                    out.append(CardRevealed(winner, False, number, reveals))
        # GB-17: the trick's cards go face up onto the discard pile; the winner leads
        discard = s.discard
        for seat, card, count, announce in table:
            discard[card] += count
            s.discard_size += count
        s.last_trick = (winner, best, tuple(table))
        s.table = []
        s.tricks += 1
        if not any(s.hand_sizes):
            self._end_round(s, END_HANDS, -1, False, out, events)  # GB-18(b)
            return
        s.leader = winner
        s.active = winner
        s.turns = 0
        self._seat_to_play(s, out, events)

    # --- scoring and the next round -------------------------------------------
    def count(self, s: GhostbumpersState, seat: int) -> tuple[int, int, bool]:
        """GB-19, D-9: (score, B, doubled): B cards beneath S, doubled when S is on top."""
        beneath = s.deck[seat] - s.scare[seat] - 1
        doubled = s.scare[seat] == 0
        return (2 * beneath if doubled else beneath), beneath, doubled

    def _end_round(self, s: GhostbumpersState, how: str, revealer: int, paranoia: bool, out: list[Event], events: bool) -> None:
        n = s.n
        scores = [0] * n
        beneath = [-1] * n
        doubled = [False] * n
        for seat in range(n):
            if seat == revealer:
                scores[seat] = self.paranoia_points if paranoia else 0  # GB-21 / GB-22
            elif paranoia:
                scores[seat] = 0  # GB-22: every other player scores 0, no counts
            else:
                scores[seat], beneath[seat], doubled[seat] = self.count(s, seat)  # GB-19, GB-20, GB-21
        for seat in range(n):
            s.totals[seat] += scores[seat]  # GB-23: record the scores
        s.history = s.history + [scores]
        s.last_end = (how, revealer, paranoia)
        if events:
            out.append(RoundEnded(s.round, how, revealer, paranoia, tuple(scores), tuple(beneath), tuple(doubled), tuple(s.totals),
                                  s.pile_size, s.discard_size, tuple(s.hand_sizes), tuple(s.deck)))
        if s.target is not None:
            over = max(s.totals) >= s.target  # GB-25, D-13: checked after a full round's scoring
            unfinished = not over and s.round >= self.round_cap
        else:
            over = s.round >= self.rounds_by_players[n]  # GB-24
            unfinished = False
        if over or unfinished:
            s.unfinished = unfinished
            self._start_round(s)  # GB-23: every card gathered back
            s.phase = OVER
            s.active = s.dealer
            if events:
                out.append(GameOver(self._winners(s), tuple(s.totals), unfinished))
            return
        s.round += 1
        s.dealer = (s.dealer + 1) % n  # GB-23, D-1: the start card passes left
        self._start_round(s)
        if events:
            out.append(RoundStarted(s.round, s.dealer))

    def _winners(self, s: GhostbumpersState) -> tuple:
        best = max(s.totals)
        return tuple(i for i, x in enumerate(s.totals) if x == best)  # GB-24: ties share

    # --- reading ------------------------------------------------------------
    def is_over(self, s: GhostbumpersState) -> bool:
        return s.phase == OVER

    def result(self, s: GhostbumpersState) -> Result:
        scores = tuple(float(x) for x in s.totals)
        return Result(scores=scores, ranks=ranks_from_scores(scores, lower_is_better=False), winners=self._winners(s))

    def clone(self, s: GhostbumpersState) -> GhostbumpersState:
        return s.clone()

    def view(self, s: GhostbumpersState, seat: int | None) -> GhostbumpersView:
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
            rounds=None if s.target is not None else self.rounds_by_players[s.n],
            target_score=s.target,
            phase=PHASE_NAMES[s.phase],
            to_move=self.to_move(s),
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
            hand_size=self.hand_size,
            set_size=self.set_size,
        )

    # --- JSON, set-up, checks -------------------------------------------------
    @staticmethod
    def _cards(counts: list[int]) -> list[int]:
        return [v for v in range(10) for _ in range(counts[v])]

    @staticmethod
    def _counts(cards: Sequence[int]) -> list[int]:
        out = [0] * 10
        for v in cards:
            v = int(v)
            if not 0 <= v <= 9:
                raise ValueError(f"no card {v} (cards are 1-9, and 0 for the 0/10 card)")
            out[v] += 1
        return out

    @staticmethod
    def deck_text(size: int, scare: int) -> str:
        """A character deck top to bottom, e.g. "UUSUUUU" (no S: not inserted yet)."""
        return "".join("S" if i == scare else "U" for i in range(size))

    def state_to_json(self, s: GhostbumpersState) -> dict[str, Any]:
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
            "hands": [self._cards(h) for h in s.hands],
            "draw_pile": self._cards(s.pile),
            "discard_pile": self._cards(s.discard),
            "table": [{"seat": p[0], "card": p[1], "count": p[2], "announce": p[3]} for p in s.table],
            "leader": s.leader,
            "turns": s.turns,
            "decks": [self.deck_text(s.deck[i], s.scare[i]) for i in range(s.n)],
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

    def state_from_json(self, data: dict[str, Any]) -> GhostbumpersState:
        """Build any position from its canonical JSON. Missing keys take set-up values:
        phase "play", leader and active the dealer (0), decks of 7 with S where given,
        and the draw pile is every card of the player-count deck not in a hand, the
        discard pile, the table or a pending discard."""
        s = GhostbumpersState()
        s.n = n = int(data["players"])
        if n not in self.deck_by_players:
            raise ValueError(f"{GAME_ID} is for {self.min_players} to {self.max_players} players, not {n}")
        s.round = int(data.get("round", 1))
        s.phase = PHASE_NAMES.index(data.get("phase", "play"))
        s.dealer = int(data.get("dealer", 0))
        s.leader = int(data.get("leader", s.dealer))
        s.active = int(data.get("active", s.leader))
        target = data.get("target_score")
        s.target = None if target is None else int(target)
        s.totals = [int(x) for x in data.get("totals", [0] * n)]
        s.history = [[int(x) for x in r] for r in data.get("history", [])]
        last_end = data.get("last_end")
        s.last_end = (str(last_end[0]), int(last_end[1]), bool(last_end[2])) if last_end is not None else None
        s.hands = [self._counts(h) for h in data.get("hands", [[]] * n)]
        s.hand_sizes = [sum(h) for h in s.hands]
        s.discard = self._counts(data.get("discard_pile", []))
        s.discard_size = sum(s.discard)
        s.table = [(int(p["seat"]), int(p["card"]), int(p["count"]), int(p.get("announce", -1))) for p in data.get("table", [])]
        s.turns = int(data.get("turns", len(s.table)))
        s.gb9_pending = [int(x) for x in data.get("gb9_pending", [-1] * n)]
        if "draw_pile" in data:
            s.pile = self._counts(data["draw_pile"])
        else:  # the draw pile is whatever is not elsewhere
            s.pile = self.deck_by_players[n][:]
            for h in s.hands:
                for v in range(10):
                    s.pile[v] -= h[v]
            for v in range(10):
                s.pile[v] -= s.discard[v]
            for p in s.table:
                s.pile[p[1]] -= p[2]
            for v in s.gb9_pending:
                if v >= 0:
                    s.pile[v] -= 1
            if min(s.pile) < 0:
                raise ValueError("the position uses more copies of a card than the player-count deck has")
        s.pile_size = sum(s.pile)
        decks = data.get("decks")
        if decks is None:
            decks = ["U" * self.unafraid] * n if s.phase in (FIRST_PLAYER, DEAL, SCARE) else ["S" + "U" * self.unafraid] * n
        s.deck = []
        s.scare = []
        for text in decks:
            text = str(text).replace(" ", "").upper()
            if set(text) - {"U", "S"} or text.count("S") > 1:
                raise ValueError(f"a character deck is written with U and one S, top first, not {text!r}")
            s.deck.append(len(text))
            s.scare.append(text.find("S"))
        s.revealed = [int(x) for x in data.get("revealed", [self.set_size - d - (1 if sc < 0 else 0) for d, sc in zip(s.deck, s.scare)])]
        s.deal_pos = int(data.get("deal_pos", 0))
        s.tricks = int(data.get("tricks_done", 0))
        s.gb9_count = int(data.get("gb9_count", 0))
        s.drawer = int(data.get("refill_seat", -1))
        s.need = int(data.get("refill_need", 0))
        s.owed = [int(x) for x in data.get("owed", [0] * n)]
        s.gb9_pos = int(data.get("gb9_pos", -1))
        lt = data.get("last_trick")
        s.last_trick = (int(lt["winner"]), int(lt["strength"]), tuple(tuple(int(x) for x in p) for p in lt["plays"])) if lt else None
        s.unfinished = bool(data.get("unfinished", False))
        for name, seq in (("hands", s.hands), ("decks", s.deck), ("totals", s.totals), ("revealed", s.revealed),
                          ("owed", s.owed), ("gb9_pending", s.gb9_pending)):
            if len(seq) != n:
                raise ValueError(f"{name} needs one entry per player ({n}), found {len(seq)}")
        return s

    def all_actions(self, s: GhostbumpersState) -> list[Action]:
        plays = [a for row in self.play_actions for a in row if a is not None]
        return [
            *self.scare_actions[1:], *plays, *self.zero_ten_actions, PlayCards(0, 1), *self.discard_actions,
            *self.draw_actions, *(ChooseFirstPlayer(i) for i in range(s.n)),
        ]

    def resample_hidden(self, s: GhostbumpersState, seat: int | None, rng: random.Random) -> GhostbumpersState:
        """Other hands, their pending GB-9 discards, the draw pile and other seats' S
        positions drawn anew from what ``seat`` cannot see (sizes kept)."""
        c = s.clone()
        others = [i for i in range(c.n) if i != seat]
        pool: list[int] = []
        for v in range(10):
            pool.extend([v] * c.pile[v])
        for i in others:
            h = c.hands[i]
            for v in range(10):
                pool.extend([v] * h[v])
            if c.gb9_pending[i] >= 0:
                pool.append(c.gb9_pending[i])
        rng.shuffle(pool)
        pos = 0
        for i in others:
            size = c.hand_sizes[i]
            h = [0] * 10
            for v in pool[pos:pos + size]:
                h[v] += 1
            c.hands[i] = h
            pos += size
            if c.gb9_pending[i] >= 0:
                c.gb9_pending[i] = pool[pos]
                pos += 1
            if c.scare[i] >= 0:
                c.scare[i] = rng.randrange(c.deck[i])  # any depth of the face-down deck
        c.pile = [0] * 10
        for v in pool[pos:]:
            c.pile[v] += 1
        c.pile_size = len(pool) - pos
        return c

    def determinize(self, view: GhostbumpersView, rng: random.Random) -> GhostbumpersState:
        """A full state consistent with ``view`` (GB-26): the cards the seat cannot see
        (other hands, their pending GB-9 discards, the draw pile) dealt at random from
        the player-count deck minus every card seen (own hand, own pending discard,
        discard pile, table), sizes kept; other seats' S positions drawn at any depth
        of their face-down decks (as :meth:`resample_hidden`). The counters the view
        does not name (turns in the trick, GB-9 progress, deal position) follow from
        the public ones."""
        s = GhostbumpersState()
        s.n = n = view.players
        me = view.seat
        s.round = view.round
        s.phase = phase = PHASE_NAMES.index(view.phase)
        s.dealer = view.dealer
        s.leader = leader = view.leader
        s.target = view.target_score
        s.totals = list(view.totals)
        s.history = [list(r) for r in view.history]
        s.last_end = view.last_end
        s.last_trick = view.last_trick
        s.tricks = view.tricks_done
        s.gb9_count = view.gb9_count
        s.drawer = drawer = view.refill_seat
        s.need = view.refill_need
        s.owed = list(view.owed)
        s.deck = list(view.deck_sizes)
        s.revealed = list(view.revealed)
        s.hand_sizes = sizes = list(view.hand_sizes)
        s.unfinished = False
        to_move = view.to_move
        s.active = active = to_move if to_move >= 0 else s.dealer
        s.table = [(p[0], p[1], p[2], p[3]) for p in view.table]
        # turns: active = (leader + turns) % n while a trick is played (GB-5), also while
        # the seat that just played refills or a GB-9 interrupts it; 0 in GB-3
        if phase == PLAY:
            s.turns = (active - leader) % n
        elif phase in (REFILL, DISCARD, PAY) and drawer >= 0:
            s.turns = (drawer - leader) % n
        else:
            s.turns = 0
        # GB-9 progress: the next chooser counted from the drawer; a PAY with draws
        # still needed is the drawer paying first at the start of a GB-9 (D-7)
        if phase == DISCARD:
            s.gb9_pos = (active - drawer) % n
        elif phase == PAY and s.need > 0:
            s.gb9_pos = 0
        else:
            s.gb9_pos = -1
        if phase == DEAL:
            s.deal_pos = sum(sizes)
        elif phase == FIRST_PLAYER:
            s.deal_pos = 0
        else:
            s.deal_pos = self.hand_size * n
        # what the seat has seen: its hand and pending discard, the discard pile, the table
        unseen = self.deck_by_players[n][:]
        discard = [0] * 10
        for v in view.discard_pile:
            discard[v] += 1
            unseen[v] -= 1
        s.discard = discard
        s.discard_size = len(view.discard_pile)
        for p in s.table:
            unseen[p[1]] -= p[2]
        own = [0] * 10
        if view.hand is not None:
            for v in view.hand:
                own[v] += 1
                unseen[v] -= 1
        own_pending = view.own_pending_discard
        if own_pending is not None:
            unseen[own_pending] -= 1
        pool = [v for v in range(10) for _ in range(unseen[v])]
        chosen = view.gb9_chosen
        hidden = view.draw_pile_size
        for i in range(n):
            if i != me:
                hidden += sizes[i] + (1 if chosen[i] else 0)
        if len(pool) != hidden:  # a hand-built position not made of the player-count deck
            pool = self._fit_pool(pool, hidden, n, rng)
        rng.shuffle(pool)
        hands = []
        pending = [-1] * n
        pos = 0
        for i in range(n):
            if i == me:
                hands.append(own)
                if own_pending is not None:
                    pending[i] = own_pending
                continue
            h = [0] * 10
            size = sizes[i]
            for v in pool[pos:pos + size]:
                h[v] += 1
            pos += size
            hands.append(h)
            if chosen[i]:
                pending[i] = pool[pos]
                pos += 1
        s.hands = hands
        s.gb9_pending = pending
        pile = [0] * 10
        for v in pool[pos:]:
            pile[v] += 1
        s.pile = pile
        s.pile_size = len(pool) - pos
        # S: the seat's own from the view; others' anywhere in their face-down deck
        scare = []
        for i, is_set in enumerate(view.scare_set):
            if not is_set:
                scare.append(-1)
            elif i == me:
                scare.append(view.scare_position - 1)
            else:
                scare.append(rng.randrange(s.deck[i]))
        s.scare = scare
        return s

    def _fit_pool(self, pool: list[int], size: int, n: int, rng: random.Random) -> list[int]:
        """``pool`` cut or padded (with cards drawn like the player-count deck) to ``size``."""
        if len(pool) > size:
            rng.shuffle(pool)
            return pool[:size]
        deck = self.deck_by_players[n]
        cards = [v for v in range(10) for _ in range(deck[v])]
        return pool + [cards[rng.randrange(len(cards))] for _ in range(size - len(pool))]

    def conserved(self, s: GhostbumpersState) -> dict[str, int]:
        counts = s.pile[:]
        for group in (*s.hands, s.discard):
            for v in range(10):
                counts[v] += group[v]
        for p in s.table:
            counts[p[1]] += p[2]
        for v in s.gb9_pending:
            if v >= 0:
                counts[v] += 1
        out = {self.card_id(v): counts[v] for v in range(10)}
        # character cards: the face-down deck, the revealed ones, S while not inserted;
        # an S revealed ends the round at once and the decks are reassembled (GB-23)
        out["character_cards"] = sum(s.deck) + sum(s.revealed) + sum(1 for x in s.scare if x < 0)
        return out

    # --- text ---------------------------------------------------------------
    @staticmethod
    def card_id(v: int) -> str:
        return "zero_ten" if v == ZERO_TEN else f"monster_{v}"

    def card_name(self, v: int) -> str:
        if v == ZERO_TEN:
            return t("ghostbumpers.card.zero_ten")
        return t("ghostbumpers.card.monster", value=v)

    def play_name(self, card: int, count: int, announce: int) -> str:
        if card == ZERO_TEN:
            return t("ghostbumpers.card.zero_ten_as", value=announce)
        if count == 1:
            return self.card_name(card)
        return t("ghostbumpers.card.multiple", count=count, value=card)

    def describe_action(self, action: Action, names: Sequence[str], seat: int) -> str:
        who = names[seat] if 0 <= seat < len(names) else "?"
        if isinstance(action, PlayCards):
            return t("ghostbumpers.action.play", player=who, cards=self.play_name(action.card, action.count, -1))
        if isinstance(action, PlayZeroTen):
            return t("ghostbumpers.action.play", player=who, cards=self.play_name(ZERO_TEN, 1, action.announce))
        if isinstance(action, SetScareLevel):
            return t("ghostbumpers.action.scare_level", player=who)  # the position stays secret
        if isinstance(action, DiscardCard):
            return t("ghostbumpers.action.discard", player=who)  # secret until revealed
        if isinstance(action, DrawCard):
            return t("ghostbumpers.action.draw")
        if isinstance(action, ChooseFirstPlayer):
            return t("ghostbumpers.action.first_player", player=names[action.seat] if 0 <= action.seat < len(names) else "?")
        return str(action)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int | None) -> str:
        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if isinstance(event, RoundStarted):
            return t("ghostbumpers.log.round_started", round=event.round, player=who(event.dealer))
        if isinstance(event, CardDealt):
            if event.visible_to(viewer):
                return t("ghostbumpers.log.dealt_seen", player=who(event.seat), card=self.card_name(event.card))
            return t("ghostbumpers.log.dealt", player=who(event.seat))
        if isinstance(event, ScareLevelSet):
            if event.visible_to(viewer):
                return t("ghostbumpers.log.scare_set_seen", player=who(event.seat), position=event.position)
            return t("ghostbumpers.log.scare_set", player=who(event.seat))
        if isinstance(event, TricksBegin):
            return t("ghostbumpers.log.tricks_begin", player=who(event.leader))
        if isinstance(event, CardsPlayed):
            cards = self.play_name(event.card, event.count, event.announce)
            if event.refill:
                return t("ghostbumpers.log.played_refill", player=who(event.seat), cards=cards, strength=strength_words(event.strength), n=event.refill)
            return t("ghostbumpers.log.played", player=who(event.seat), cards=cards, strength=strength_words(event.strength))
        if isinstance(event, CardDrawn):
            if event.visible_to(viewer):
                return t("ghostbumpers.log.drew_seen", player=who(event.seat), card=self.card_name(event.card))
            return t("ghostbumpers.log.drew", player=who(event.seat))
        if isinstance(event, DiscardReshuffled):
            return t("ghostbumpers.log.reshuffled", n=event.cards)
        if isinstance(event, BothPilesEmpty):
            return t("ghostbumpers.log.both_empty", player=who(event.drawer))
        if isinstance(event, DiscardChosen):
            if event.visible_to(viewer):
                return t("ghostbumpers.log.discard_chosen_seen", player=who(event.seat), card=self.card_name(event.card))
            return t("ghostbumpers.log.discard_chosen", player=who(event.seat))
        if isinstance(event, CardOwed):
            return t("ghostbumpers.log.owed", player=who(event.seat))
        if isinstance(event, DiscardsRevealed):
            shown = ", ".join(f"{who(seat)} {self.card_name(card)}" for seat, card in event.cards)
            return t("ghostbumpers.log.discards_revealed", cards=shown)
        if isinstance(event, OwedCardPaid):
            return t("ghostbumpers.log.owed_paid", player=who(event.seat), card=self.card_name(event.card))
        if isinstance(event, TrickWon):
            if event.zero_ten:
                return t("ghostbumpers.log.trick_won_zero_ten", player=who(event.winner), strength=strength_words(event.strength))
            return t("ghostbumpers.log.trick_won", player=who(event.winner), strength=strength_words(event.strength), n=event.reveals)
        if isinstance(event, CardRevealed):
            key = "ghostbumpers.log.revealed_scared" if event.scared else "ghostbumpers.log.revealed_unafraid"
            return t(key, player=who(event.seat), number=event.number, owed=event.owed)
        if isinstance(event, BottomCardMoved):
            key = "ghostbumpers.log.bottom_moved" if event.moved else "ghostbumpers.log.bottom_not_moved"
            return t(key, player=who(event.seat))
        if isinstance(event, RoundEnded):
            scores = ", ".join(f"{who(i)} {x}" for i, x in enumerate(event.scores))
            if event.paranoia:
                return t("ghostbumpers.log.round_paranoia", round=event.round, player=who(event.seat), scores=scores)
            if event.how == END_SCARED:
                return t("ghostbumpers.log.round_scared", round=event.round, player=who(event.seat), scores=scores)
            return t("ghostbumpers.log.round_hands_empty", round=event.round, scores=scores)
        if isinstance(event, GameOver):
            key = "ghostbumpers.log.game_unfinished" if event.unfinished else "ghostbumpers.log.game_over"
            return t(key, players=", ".join(who(s) for s in event.winners))
        return event.TYPE
