"""Ghosts (Reiner Knizia, Asyncron 2015): the rules, from ../shared/rules/ghosts.md.

Rule IDs (S-n set-up, GH-n rules, Dn decisions) are cited where they are
implemented. Content (families, card values, counts, constants) comes from
data/games/ghosts.yaml.

Cards are small integers ("kinds"): one per family and value, and the last one
is Fog. The deck is a count per kind, so drawing is a chance step whose outcome
is the kind drawn, with probability count/size: a shuffled deck without an
order anyone could peek at.
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from ghostparlor.core.content import Check, Int, ListOf, Mapping, Problems, Str, load_game_spec
from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Event, Game, GameSpec, Result, ranks_from_scores
from ghostparlor.core.serial import Codec
from ghostparlor.core.strings import t
from ghostparlor.resources import data_path

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


# --- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """The seat to move plays one card from its hand (GH-2 to GH-5)."""

    TYPE: ClassVar[str] = "play"
    card: str


@dataclass(frozen=True, slots=True)
class TakePile(Action):
    """The seat to move takes the pile (GH-8), then opens a new one."""

    TYPE: ClassVar[str] = "take"


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """Chance: the next card off the shuffled deck is ``card`` (S-4, S-5, GH-10)."""

    TYPE: ClassVar[str] = "draw"
    IS_CHANCE: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class ChooseFirstPlayer(Action):
    """Chance: round 1's first player is ``seat`` (S-3, D13)."""

    TYPE: ClassVar[str] = "first_player"
    IS_CHANCE: ClassVar[bool] = True
    seat: int


# --- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    TYPE: ClassVar[str] = "round_started"
    round: int
    first_player: int


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    TYPE: ClassVar[str] = "card_dealt"
    SECRET_TO: ClassVar[str | None] = "seat"
    QUIET: ClassVar[bool] = True
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class AllFogRedeal(Event):
    """S-5: a hand of five Fog went back into the deck."""

    TYPE: ClassVar[str] = "all_fog_redeal"
    seat: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card went onto (or, for Fog, beside) the pile; ``call`` is what the player calls out."""

    TYPE: ClassVar[str] = "card_played"
    seat: int
    card: str
    how: str  # "open", "new_family", "mirror" or "fog"
    level: int
    call: str
    direction: int
    next_seat: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    TYPE: ClassVar[str] = "card_drawn"
    SECRET_TO: ClassVar[str | None] = "seat"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class PileTaken(Event):
    """GH-8: ``seat`` took ``cards`` (pile and Fog beside it) and now has ``fear_points``."""

    TYPE: ClassVar[str] = "pile_taken"
    seat: int
    cards: tuple
    forced: bool
    fear_points: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """GH-12: ``seat_due`` had no cards; hands and pile are discarded. To check the round
    without reading a step early: ``fear_points`` per seat before GH-13's relief,
    ``took`` (who took a pile this round), ``hand_sizes`` and ``deck_size`` when it ended."""

    TYPE: ClassVar[str] = "round_ended"
    round: int
    seat_due: int
    discarded_pile: tuple
    fear_points: tuple = ()
    took: tuple = ()
    hand_sizes: tuple = ()
    deck_size: int = -1


@dataclass(frozen=True, slots=True)
class ReliefGiven(Event):
    """GH-13: ``seat`` took no pile this round and returned ``returned`` FP."""

    TYPE: ClassVar[str] = "relief"
    seat: int
    returned: int
    fear_points: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    TYPE: ClassVar[str] = "game_over"
    winners: tuple
    fear_points: tuple


ACTION_CLASSES = (PlayCard, TakePile, DrawCard, ChooseFirstPlayer)
EVENT_CLASSES = (RoundStarted, CardDealt, AllFogRedeal, CardPlayed, CardDrawn, PileTaken, RoundEnded, ReliefGiven, GameOver)
TAKE = TakePile()


# --- state and view ----------------------------------------------------------


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


def unseen_cards(s: GhostsState, others: Sequence[int]) -> list[int]:
    """The card kinds in the deck and in the ``others``' hands: what a seat that cannot
    see those places may redeal."""
    pool: list[int] = []
    for k, count in enumerate(s.deck):
        pool.extend([k] * count)
    for i in others:
        pool.extend(s.hands[i])
    return pool


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


# --- the game ----------------------------------------------------------------


def content_fields() -> dict:
    return {
        "constants": Mapping(
            {
                "hand_size": Int(minimum=1, maximum=20),
                "fear_cap": Int(minimum=1),
                "rounds": Int(minimum=1, maximum=20),
                "start_fp": Int(minimum=0),
                "relief_max": Int(minimum=0),
            }
        ),
        "deck": Mapping(
            {
                "cards_per_family": Int(minimum=1),
                "families": ListOf(
                    Mapping({"id": Str(), "symbol": Str(), "cards": ListOf(Int(minimum=1))}),
                    min_len=2,
                    unique="id",
                ),
                "fog": Int(minimum=0),
                "total": Int(minimum=1),
            }
        ),
    }


def check_deck(data: dict, problems: Problems) -> None:
    deck = data["deck"]
    per_family = deck["cards_per_family"]
    total = deck["fog"]
    cap = data["constants"]["fear_cap"]
    for i, family in enumerate(deck["families"]):
        cards = family["cards"]
        if len(cards) != per_family:
            problems.add(("deck", "families", i, "cards"), f"expected {per_family} cards, found {len(cards)}")
        for j, value in enumerate(cards):
            if value > cap:
                problems.add(("deck", "families", i, "cards", j), f"value {value} is above the fear cap {cap}: the card could never be played")
        total += len(cards)
    if total != deck["total"]:
        problems.add(("deck", "total"), f"the families and Fog add up to {total} cards, not {deck['total']}")
    players_max = data["players"]["max"]
    hand = data["constants"]["hand_size"]
    if players_max * hand > deck["total"]:
        problems.add(("constants", "hand_size"), f"{players_max} players x {hand} cards is more than the {deck['total']} cards of the deck")


CHECKS: tuple[Check, ...] = (check_deck,)


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)


class GhostsGame(Game):
    id: ClassVar[str] = GAME_ID
    hidden_information: ClassVar[str] = (
        "GH-17: every other seat's hand and the order of the deck are hidden; "
        "pile, Fog beside it, hand sizes, deck size, fear points and taken stacks are public."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        content = self.spec.content
        const = content["constants"]
        self.hand_size: int = const["hand_size"]
        self.cap: int = const["fear_cap"]
        self.rounds: int = const["rounds"]
        self.start_fp: int = const["start_fp"]
        self.relief_max: int = const["relief_max"]
        families = content["deck"]["families"]
        self.families: list[str] = [f["id"] for f in families]
        self.symbols: dict[str, str] = {f["id"]: f["symbol"] for f in families}
        # card kinds: one per (family, distinct value); Fog last
        family_of: list[int] = []
        value_of: list[int] = []
        ids: list[str] = []
        full: list[int] = []
        for fi, family in enumerate(families):
            for value in sorted(set(family["cards"])):
                family_of.append(fi)
                value_of.append(value)
                ids.append(f"ghost_{family['id']}_{value}")
                full.append(family["cards"].count(value))
        self.fog = len(ids)
        family_of.append(-1)
        value_of.append(0)
        ids.append("fog")
        full.append(content["deck"]["fog"])
        self.family_of = family_of
        self.value_of = value_of
        self.card_ids = ids
        self.kind_of = {cid: k for k, cid in enumerate(ids)}
        self.full_deck = full
        self.total_cards = sum(full)
        self.play_actions = [PlayCard(cid) for cid in ids]
        self.draw_actions = [DrawCard(cid) for cid in ids]

    # --- set-up -----------------------------------------------------------
    def new_state(self, players: int, options: dict[str, Any] | None = None) -> GhostsState:
        options = self.normalize_options(players, options)
        s = GhostsState()
        s.n = players
        s.fp = [self.start_fp] * players  # S-2
        s.took = [False] * players
        s.hands = [[] for _ in range(players)]
        s.taken = [[] for _ in range(players)]
        s.deck = self.full_deck[:]
        s.deck_size = self.total_cards
        first = options.get("first_player", "random")
        if first == "random":
            s.phase = FIRST_PLAYER
        else:
            self._start_round(s, int(first) - 1)
        return s

    def _start_round(self, s: GhostsState, first: int) -> None:
        """S-1, S-3 to S-6: clockwise, first player, all cards shuffled, dealing begins."""
        s.first_player = first
        s.active = first
        s.direction = CW
        s.level = 0
        s.top_family = -1
        s.pile = []
        s.fog_beside = 0
        s.hands = [[] for _ in range(s.n)]
        s.taken = [[] for _ in range(s.n)]
        s.took = [False] * s.n
        s.deck = self.full_deck[:]
        s.deck_size = self.total_cards
        queue = []
        for i in range(s.n):
            queue.extend([(first + i) % s.n] * self.hand_size)
        s.deal_queue = queue
        s.deal_pos = 0
        s.refill_seat = -1
        s.round_log = ()
        s.phase = DEAL

    # --- the protocol -----------------------------------------------------
    def to_move(self, s: GhostsState) -> int:
        phase = s.phase
        if phase == PLAY or phase == OPEN:
            return s.active
        if phase == OVER:
            return TERMINAL
        return CHANCE

    def legal_actions(self, s: GhostsState) -> list[Action]:
        phase = s.phase
        hand = s.hands[s.active] if s.n else ()
        plays = self.play_actions
        if phase == PLAY:
            fog = self.fog
            family_of = self.family_of
            value_of = self.value_of
            top = s.top_family
            room = self.cap - s.level
            out = []
            has_ghost = False
            last = -1
            for k in hand:
                if k == last:
                    continue
                last = k
                if k == fog:
                    out.append(plays[k])  # GH-5: Fog is always legal on a pile
                else:
                    has_ghost = True
                    if family_of[k] == top or value_of[k] <= room:  # GH-4 mirror, GH-3/GH-6 cap
                        out.append(plays[k])
            if not out:
                return [TAKE]  # GH-8: no legal play, must take
            if has_ghost:
                out.append(TAKE)  # GH-8, D3: a voluntary take needs a ghost card to open with
            return out
        if phase == OPEN:
            fog = self.fog
            out = []
            last = -1
            for k in hand:
                if k != last and k != fog:  # GH-2, D2: only a ghost card opens a pile
                    out.append(plays[k])
                last = k
            return out
        return []

    def chance_outcomes(self, s: GhostsState) -> list[tuple[Action, float]]:
        if s.phase == FIRST_PLAYER:
            return [(ChooseFirstPlayer(seat), 1.0 / s.n) for seat in range(s.n)]
        if s.phase == DEAL or s.phase == REFILL:
            size = s.deck_size
            return [(self.draw_actions[k], c / size) for k, c in enumerate(s.deck) if c]
        return []

    def sample_chance(self, s: GhostsState, rng: random.Random) -> Action:
        if s.phase == FIRST_PLAYER:
            return ChooseFirstPlayer(rng.randrange(s.n))
        r = rng.randrange(s.deck_size)
        for k, c in enumerate(s.deck):
            if r < c:
                return self.draw_actions[k]
            r -= c
        raise IllegalAction(None, CHANCE, "the deck is empty")  # pragma: no cover

    def apply(self, s: GhostsState, action: Action, events: bool = True) -> list[Event]:
        cls = action.__class__
        if cls is PlayCard:
            return self._play(s, action, events)
        if cls is DrawCard:
            return self._draw(s, action, events)
        if cls is TakePile:
            return self._take(s, events)
        if cls is ChooseFirstPlayer:
            if s.phase != FIRST_PLAYER:
                raise IllegalAction(action, self.to_move(s), "the first player is only drawn before round 1")
            if not (isinstance(action.seat, int) and 0 <= action.seat < s.n):
                raise IllegalAction(action, CHANCE, f"there is no seat {action.seat}")
            self._start_round(s, action.seat)
            return [RoundStarted(s.round, action.seat)] if events else []
        raise IllegalAction(action, self.to_move(s), "not an action of Ghosts")

    def _play(self, s: GhostsState, action: PlayCard, events: bool) -> list[Event]:
        phase = s.phase
        seat = s.active
        k = self.kind_of.get(action.card, -1)
        if phase != PLAY and phase != OPEN:
            raise IllegalAction(action, self.to_move(s), "no seat is to play now")
        hand = s.hands[seat]
        if k < 0 or k not in hand:
            raise IllegalAction(action, seat, f"{action.card} is not in the hand")
        fog = self.fog
        entry = (seat, action.card, s.level, self.families[s.top_family] if s.top_family >= 0 else None, s.deck_size > 0)
        if phase == OPEN:
            if k == fog:
                raise IllegalAction(action, seat, "a Fog card can never open a pile (GH-2)")
            how = "open"
            s.level = self.value_of[k]
            s.top_family = self.family_of[k]
            s.pile.append(k)
            s.phase = PLAY
        elif k == fog:
            how = "fog"  # GH-5: level, top family and direction stay
            s.fog_beside += 1
        elif self.family_of[k] == s.top_family:
            how = "mirror"  # GH-4: level stays, direction reverses (D10: also with 2 players)
            s.direction = -s.direction
            s.pile.append(k)
        else:
            value = self.value_of[k]
            if s.level + value > self.cap:
                raise IllegalAction(action, seat, f"level {s.level} + {value} would go above {self.cap} (GH-6)")
            how = "new_family"  # GH-3
            s.level += value
            s.top_family = self.family_of[k]
            s.pile.append(k)
        hand.remove(k)
        s.round_log = s.round_log + (entry,)
        nxt = (seat + s.direction) % s.n  # GH-7
        s.active = nxt
        out: list[Event] = []
        if events:
            out.append(CardPlayed(seat, action.card, how, s.level, self._call(s, how), s.direction, nxt))
        if s.deck_size:
            s.phase = REFILL  # GH-10: the player who played draws one card
            s.refill_seat = seat
        elif not s.hands[nxt]:
            self._end_round(s, out, events)  # GH-1(a), GH-12
        return out

    def _call(self, s: GhostsState, how: str) -> str:
        if how == "mirror" and s.n > 2:
            return f"{s.level} mirror"  # GH-4: "mirror" is not called with 2 players
        if how == "fog":
            return f"{s.level} fog"
        return str(s.level)

    def _take(self, s: GhostsState, events: bool) -> list[Event]:
        seat = s.active
        if s.phase != PLAY:
            raise IllegalAction(TAKE, self.to_move(s), "there is no pile to take now")
        hand = s.hands[seat]
        if not hand or hand[0] == self.fog:  # hands are sorted, Fog is the highest kind
            raise IllegalAction(TAKE, seat, "a player holding no ghost card cannot take: no card could open the new pile (GH-8, D2)")
        forced = self.legal_actions(s) == [TAKE] if events else False
        s.round_log = s.round_log + ((seat, "take", s.level, self.families[s.top_family] if s.top_family >= 0 else None, False),)
        fog = self.fog
        stack = s.taken[seat]
        for k in s.pile:  # GH-8.1: the pile and the Fog beside it go to the taker
            insort(stack, k)
        stack.extend([fog] * s.fog_beside)
        taken_cards = tuple(self.card_ids[k] for k in s.pile) + ("fog",) * s.fog_beside if events else ()
        s.fp[seat] += 1  # GH-8.2
        s.took[seat] = True  # GH-8.3
        s.pile = []  # GH-8.4: level 0, no top family, direction unchanged
        s.fog_beside = 0
        s.level = 0
        s.top_family = -1
        s.phase = OPEN  # GH-8.5: the same player opens; no draw in between (GH-10)
        if events:
            return [PileTaken(seat, taken_cards, forced, s.fp[seat])]
        return []

    def _draw(self, s: GhostsState, action: DrawCard, events: bool) -> list[Event]:
        phase = s.phase
        if phase != DEAL and phase != REFILL:
            raise IllegalAction(action, self.to_move(s), "no card is to be drawn now")
        k = self.kind_of.get(action.card, -1)
        if k < 0 or s.deck[k] <= 0:
            raise IllegalAction(action, CHANCE, f"no {action.card} is left in the deck")
        s.deck[k] -= 1
        s.deck_size -= 1
        out: list[Event] = []
        if phase == REFILL:
            seat = s.refill_seat
            insort(s.hands[seat], k)
            s.refill_seat = -1
            s.phase = PLAY
            if events:
                out.append(CardDrawn(seat, action.card))
            if not s.hands[s.active]:
                self._end_round(s, out, events)  # GH-1(a), GH-12
            return out
        seat = s.deal_queue[s.deal_pos]
        insort(s.hands[seat], k)
        s.deal_pos += 1
        if events:
            out.append(CardDealt(seat, action.card))
        if s.deal_pos == len(s.deal_queue):
            self._finish_deal(s, out, events)
        return out

    def _finish_deal(self, s: GhostsState, out: list[Event], events: bool) -> None:
        """S-5: a hand of only Fog goes back into the deck and that seat draws again."""
        fog = self.fog
        for i in range(s.n):
            seat = (s.first_player + i) % s.n
            hand = s.hands[seat]
            if hand and hand[0] == fog:
                s.deck[fog] += len(hand)
                s.deck_size += len(hand)
                s.deal_queue = [seat] * len(hand)
                s.deal_pos = 0
                s.hands[seat] = []
                if events:
                    out.append(AllFogRedeal(seat))
                return
        s.deal_queue = []
        s.deal_pos = 0
        s.active = s.first_player
        s.phase = OPEN  # S-6: empty pile, the first player opens

    def _end_round(self, s: GhostsState, out: list[Event], events: bool) -> None:
        """GH-12 round end, GH-13 relief, then GH-14 the next round or GH-15 the end."""
        if events:
            pile = tuple(self.card_ids[k] for k in s.pile) + ("fog",) * s.fog_beside
            out.append(RoundEnded(s.round, s.active, pile, tuple(s.fp), tuple(s.took),
                                  tuple(len(h) for h in s.hands), s.deck_size))
        for seat in range(s.n):
            if not s.took[seat]:
                returned = min(self.relief_max, s.fp[seat])  # D8: never below 0
                s.fp[seat] -= returned
                if events:
                    out.append(ReliefGiven(seat, returned, s.fp[seat]))
        if s.round >= self.rounds:
            s.phase = OVER  # every card is gathered back into the box
            s.pile = []
            s.fog_beside = 0
            s.hands = [[] for _ in range(s.n)]
            s.taken = [[] for _ in range(s.n)]
            s.deck = self.full_deck[:]
            s.deck_size = self.total_cards
            if events:
                best = min(s.fp)
                out.append(GameOver(tuple(i for i, f in enumerate(s.fp) if f == best), tuple(s.fp)))
            return
        s.round += 1
        self._start_round(s, (s.first_player + 1) % s.n)  # S-3: left neighbour of last round's first
        if events:
            out.append(RoundStarted(s.round, s.first_player))

    # --- reading ------------------------------------------------------------
    def is_over(self, s: GhostsState) -> bool:
        return s.phase == OVER

    def result(self, s: GhostsState) -> Result:
        best = min(s.fp)
        scores = tuple(float(f) for f in s.fp)
        return Result(
            scores=scores,
            ranks=ranks_from_scores(scores, lower_is_better=True),
            winners=tuple(i for i, f in enumerate(s.fp) if f == best),  # GH-15, D14
            lower_is_better=True,
        )

    def result_details(self, s: GhostsState, names: Sequence[str]) -> list[str]:
        """The winning margin (GH-15) and who got the last round's relief (GH-13)."""
        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        best = min(s.fp)
        winners = [i for i, f in enumerate(s.fp) if f == best]
        if len(winners) > 1:
            lines = [t("ghosts.ui.end_shared", players=", ".join(who(i) for i in winners), fp=best)]
        else:
            rest = [f for i, f in enumerate(s.fp) if i != winners[0]]
            lines = [t("ghosts.ui.end_alone", player=who(winners[0]), fp=best, gap=min(rest) - best if rest else 0)]
        relieved = [who(i) for i in range(s.n) if not s.took[i]]
        lines.append(t("ghosts.ui.end_relief", players=", ".join(relieved)) if relieved else t("ghosts.ui.end_no_relief"))
        return lines

    def clone(self, s: GhostsState) -> GhostsState:
        return s.clone()

    def view(self, s: GhostsState, seat: int | None) -> GhostsView:
        ids = self.card_ids
        return GhostsView(
            seat=seat,
            players=s.n,
            round=s.round,
            rounds=self.rounds,
            phase=PHASE_NAMES[s.phase],
            to_move=self.to_move(s),
            active=s.active,
            hand=tuple(ids[k] for k in s.hands[seat]) if seat is not None else None,
            hand_sizes=tuple(len(h) for h in s.hands),
            deck_size=s.deck_size,
            pile=tuple(ids[k] for k in s.pile),
            fog_beside=s.fog_beside,
            level=s.level,
            top_family=self.families[s.top_family] if s.top_family >= 0 else None,
            direction=s.direction,
            fear_points=tuple(s.fp),
            took_pile=tuple(s.took),
            taken=tuple(tuple(ids[k] for k in st) for st in s.taken),
            first_player=s.first_player,
            fear_cap=self.cap,
            round_log=s.round_log,
        )

    # --- JSON, set-up, checks -------------------------------------------------
    def state_to_json(self, s: GhostsState) -> dict[str, Any]:
        ids = self.card_ids
        return {
            "game": GAME_ID,
            "players": s.n,
            "round": s.round,
            "phase": PHASE_NAMES[s.phase],
            "active": s.active,
            "direction": s.direction,
            "level": s.level,
            "top_family": self.families[s.top_family] if s.top_family >= 0 else None,
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

    def state_from_json(self, data: dict[str, Any]) -> GhostsState:
        """Build any position from its canonical JSON (missing keys take set-up values)."""
        kind = self.kind_of
        s = GhostsState()
        s.n = n = int(data["players"])
        s.round = int(data.get("round", 1))
        s.phase = PHASE_NAMES.index(data.get("phase", "play"))
        s.active = int(data.get("active", 0))
        s.direction = int(data.get("direction", CW))
        s.level = int(data.get("level", 0))
        top = data.get("top_family")
        s.top_family = self.families.index(top) if top is not None else -1
        s.hands = [sorted(kind[c] for c in h) for h in data.get("hands", [[]] * n)]
        s.pile = [kind[c] for c in data.get("pile", [])]
        s.fog_beside = int(data.get("fog_beside", 0))
        s.fp = [int(x) for x in data.get("fear_points", [self.start_fp] * n)]
        s.took = [bool(x) for x in data.get("took_pile", [False] * n)]
        s.taken = [sorted(kind[c] for c in st) for st in data.get("taken", [[]] * n)]
        if "deck" in data:
            s.deck = [0] * len(self.card_ids)
            for cid, count in data["deck"].items():
                s.deck[kind[cid]] = int(count)
        else:  # the deck is whatever is not elsewhere
            s.deck = self.full_deck[:]
            for group in (*s.hands, s.pile, *s.taken):
                for k in group:
                    s.deck[k] -= 1
            s.deck[self.fog] -= s.fog_beside
            if min(s.deck) < 0:
                raise ValueError("the position uses more copies of a card than the deck has")
        s.deck_size = sum(s.deck)
        s.first_player = int(data.get("first_player", 0))
        s.deal_queue = [int(x) for x in data.get("deal_queue", [])]
        s.deal_pos = 0
        s.refill_seat = int(data.get("refill_seat", -1))
        s.round_log = tuple((int(e[0]), str(e[1]), int(e[2]), e[3], bool(e[4])) for e in data.get("round_log", []))
        if len(s.hands) != n or len(s.fp) != n or len(s.took) != n or len(s.taken) != n:
            raise ValueError(f"hands, fear_points, took_pile and taken need one entry per player ({n})")
        return s

    def all_actions(self, s: GhostsState) -> list[Action]:
        return [*self.play_actions, TAKE, *self.draw_actions, *(ChooseFirstPlayer(i) for i in range(s.n))]

    def resample_hidden(self, s: GhostsState, seat: int | None, rng: random.Random) -> GhostsState:
        """Other hands and the deck drawn anew from the cards ``seat`` cannot see."""
        c = s.clone()
        others = [i for i in range(c.n) if i != seat]
        pool = unseen_cards(c, others)
        rng.shuffle(pool)
        pos = 0
        for i in others:
            size = len(c.hands[i])
            c.hands[i] = sorted(pool[pos:pos + size])
            pos += size
        c.deck = [0] * len(self.card_ids)
        for k in pool[pos:]:
            c.deck[k] += 1
        c.deck_size = len(pool) - pos
        return c

    def determinize(self, view: GhostsView, rng: random.Random) -> GhostsState:
        """A full state consistent with ``view``: the cards the seat cannot see (other
        hands and the deck) dealt at random from the cards not seen anywhere."""
        kind = self.kind_of
        s = GhostsState()
        s.n = n = view.players
        s.round = view.round
        s.phase = PHASE_NAMES.index(view.phase)
        s.active = view.active
        s.direction = view.direction
        s.level = view.level
        s.top_family = self.families.index(view.top_family) if view.top_family is not None else -1
        s.pile = [kind[c] for c in view.pile]
        s.fog_beside = view.fog_beside
        s.fp = list(view.fear_points)
        s.took = list(view.took_pile)
        s.taken = [sorted(kind[c] for c in stack) for stack in view.taken]
        s.first_player = view.first_player
        s.round_log = view.round_log
        s.deal_queue = []
        s.deal_pos = 0
        s.refill_seat = -1
        unseen = self.full_deck[:]
        own = [kind[c] for c in view.hand] if view.hand is not None else []
        for group in (own, s.pile, *s.taken):
            for k in group:
                unseen[k] -= 1
        unseen[self.fog] -= s.fog_beside
        pool = [k for k, count in enumerate(unseen) for _ in range(count)]
        rng.shuffle(pool)
        s.hands = []
        pos = 0
        for seat in range(n):
            if seat == view.seat:
                s.hands.append(sorted(own))
            else:
                size = view.hand_sizes[seat]
                s.hands.append(sorted(pool[pos:pos + size]))
                pos += size
        s.deck = [0] * len(self.card_ids)
        for k in pool[pos:]:
            s.deck[k] += 1
        s.deck_size = len(pool) - pos
        return s

    def conserved(self, s: GhostsState) -> dict[str, int]:
        counts = s.deck[:]
        for group in (*s.hands, s.pile, *s.taken):
            for k in group:
                counts[k] += 1
        counts[self.fog] += s.fog_beside
        # cards discarded at a round end are gathered at once by the next deal
        return {self.card_ids[k]: c for k, c in enumerate(counts)}

    # --- text ---------------------------------------------------------------
    def card_name(self, card: str) -> str:
        if card == "fog":
            return t("ghosts.card.fog")
        _, family, value = card.split("_")
        return t("ghosts.card.ghost", family=t(f"ghosts.family.{family}"), value=value)

    def describe_action(self, action: Action, names: Sequence[str], seat: int) -> str:
        who = names[seat] if 0 <= seat < len(names) else "?"
        if isinstance(action, PlayCard):
            return t("ghosts.action.play", player=who, card=self.card_name(action.card))
        if isinstance(action, TakePile):
            return t("ghosts.action.take", player=who)
        if isinstance(action, DrawCard):
            return t("ghosts.action.draw", card=self.card_name(action.card))
        if isinstance(action, ChooseFirstPlayer):
            return t("ghosts.action.first_player", player=names[action.seat])
        return str(action)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int | None) -> str:
        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if isinstance(event, RoundStarted):
            return t("ghosts.log.round_started", round=event.round, player=who(event.first_player))
        if isinstance(event, CardDealt):
            if event.visible_to(viewer):
                return t("ghosts.log.dealt_seen", player=who(event.seat), card=self.card_name(event.card))
            return t("ghosts.log.dealt", player=who(event.seat))
        if isinstance(event, AllFogRedeal):
            return t("ghosts.log.all_fog", player=who(event.seat))
        if isinstance(event, CardPlayed):
            key = f"ghosts.log.played_{event.how}"
            return t(key, player=who(event.seat), card=self.card_name(event.card), call=event.call, next=who(event.next_seat))
        if isinstance(event, CardDrawn):
            if event.visible_to(viewer):
                return t("ghosts.log.drew_seen", player=who(event.seat), card=self.card_name(event.card))
            return t("ghosts.log.drew", player=who(event.seat))
        if isinstance(event, PileTaken):
            key = "ghosts.log.took_forced" if event.forced else "ghosts.log.took"
            return t(key, player=who(event.seat), count=len(event.cards), fp=event.fear_points)
        if isinstance(event, RoundEnded):
            return t("ghosts.log.round_ended", round=event.round, player=who(event.seat_due))
        if isinstance(event, ReliefGiven):
            return t("ghosts.log.relief", player=who(event.seat), returned=event.returned, fp=event.fear_points)
        if isinstance(event, GameOver):
            return t("ghosts.log.game_over", players=", ".join(who(s) for s in event.winners))
        return event.TYPE
