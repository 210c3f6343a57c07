"""The rules protocol every game implements.

A game is a :class:`Game` object bound to its content (a :class:`GameSpec`).
States are mutable objects owned by the caller: :meth:`Game.apply` changes the
state in place and returns the events it caused, and :meth:`Game.clone` gives an
independent copy (bots branch by cloning). This was measured against the
alternative of immutable copy-on-apply states: in-place updates with a cheap
clone keep random play of Ghosts well above the speed target.

Chance is a step, not a hidden call: when :meth:`Game.to_move` returns
:data:`CHANCE`, the next action is a chance outcome (a card drawn, a die rolled,
a first player) that the :class:`~ghostparlor.core.match.Match` samples from its
seeded generator and records. States hold no generator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Sequence

from ghostparlor.core.errors import IllegalAction, OptionError
from ghostparlor.core.serial import Codec, fingerprint_of, to_json

CHANCE = -1
"""``to_move`` value: the next action is a chance outcome."""

TERMINAL = -2
"""``to_move`` value: the game is over, nobody moves."""


class Action:
    """Base of every action (player choice or chance outcome).

    Subclasses are frozen dataclasses with a ``TYPE`` string; ``CHANCE`` is true
    for chance outcomes.
    """

    TYPE: ClassVar[str] = "action"
    IS_CHANCE: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        return to_json(self)


class Event:
    """Base of every event ``apply`` returns (what happened, for log, sound, animation).

    ``SECRET_TO`` names a field holding the only seat that may see the event's
    details (e.g. the card a player drew); ``QUIET`` events are left out of the
    game log by default (e.g. each dealt card).
    """

    TYPE: ClassVar[str] = "event"
    SECRET_TO: ClassVar[str | None] = None
    SECRET_FIELDS: ClassVar[tuple[str, ...] | None] = None  # the hidden details; None: every other field
    QUIET: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        return to_json(self)

    def visible_to(self, viewer: int | None) -> bool:
        """True if ``viewer`` (a seat, or None for a spectator) may see the details."""
        if self.SECRET_TO is None:
            return True
        return viewer is not None and getattr(self, self.SECRET_TO) == viewer

    @classmethod
    def secret_fields(cls) -> tuple[str, ...]:
        """The fields only the ``SECRET_TO`` seat may see (none for a public event). By
        default every field but that seat; an event with public parts (the room a card
        was peeked in) names its secret ones in ``SECRET_FIELDS``."""
        if cls.SECRET_TO is None:
            return ()
        if cls.SECRET_FIELDS is not None:
            return cls.SECRET_FIELDS
        import dataclasses

        return tuple(f.name for f in dataclasses.fields(cls) if f.name != cls.SECRET_TO)


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    ``scores`` are the game's own points per seat (for Ghosts: fear points, where
    lower is better); ``ranks`` give 1 to the best seat, tied seats share a rank;
    ``winners`` lists every winning seat (a shared win names several). For a
    co-operative game ``team_won`` is True or False and every seat shares it.
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    lower_is_better: bool = False
    team_won: bool | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "lower_is_better": self.lower_is_better,
            "team_won": self.team_won,
        }


def ranks_from_scores(scores: Sequence[float], lower_is_better: bool) -> tuple[int, ...]:
    """Competition ranks (1, 1, 3, ...) from scores."""
    key = [(s if lower_is_better else -s) for s in scores]
    return tuple(1 + sum(1 for other in key if other < mine) for mine in key)


@dataclass(frozen=True)
class OptionSpec:
    """A game option declared in the game's YAML (``options:``)."""

    name: str
    kind: str  # "int", "bool", "choice" or "seat"
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    text_key: str = ""

    def parse(self, value: Any, players: int) -> Any:
        """A checked option value (``value`` may be the text typed on a command line)."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option {self.name}: expected true or false, got {value!r}")
        if self.kind == "int":
            try:
                number = int(value)
            except (TypeError, ValueError, OverflowError):  # OverflowError: int(inf) from a damaged file
                raise OptionError(f"option {self.name}: expected a whole number, got {value!r}") from None
            if self.minimum is not None and number < self.minimum:
                raise OptionError(f"option {self.name}: {number} is below the minimum {self.minimum}")
            if self.maximum is not None and number > self.maximum:
                raise OptionError(f"option {self.name}: {number} is above the maximum {self.maximum}")
            return number
        if self.kind == "seat":
            if str(value) == "random":
                return "random"
            try:
                seat = int(value)
            except (TypeError, ValueError, OverflowError):
                raise OptionError(f"option {self.name}: expected 'random' or a seat number 1..{players}, got {value!r}") from None
            if not 1 <= seat <= players:
                raise OptionError(f"option {self.name}: seat {seat} is not between 1 and {players}")
            return seat
        if self.kind == "choice":
            for choice in self.choices:
                if str(choice) == str(value):
                    return choice
            raise OptionError(f"option {self.name}: {value!r} is not one of {', '.join(map(str, self.choices))}")
        raise OptionError(f"option {self.name}: unknown kind {self.kind!r}")


@dataclass
class GameSpec:
    """A game's validated content, loaded from ``data/games/<id>.yaml``."""

    id: str
    data_version: int
    min_players: int
    max_players: int
    content: dict[str, Any]
    options: dict[str, OptionSpec] = field(default_factory=dict)
    source: str = ""


class Game:
    """A game's rules, bound to its content. Subclasses implement every method."""

    id: ClassVar[str] = ""
    cooperative: ClassVar[bool] = False
    hidden_information: ClassVar[str] = ""
    """One paragraph: what each seat's view hides (checked by the protocol tests)."""
    private_views: ClassVar[bool] = True
    """False when every seat sees the same (what is hidden is hidden from everybody): hot
    seat then needs no pass-the-screen handoff."""

    action_codec: Codec
    event_codec: Codec

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec

    # --- set-up -----------------------------------------------------------
    @property
    def min_players(self) -> int:
        return self.spec.min_players

    @property
    def max_players(self) -> int:
        return self.spec.max_players

    def normalize_options(self, players: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """Options with defaults filled in; unknown names and bad values raise OptionError."""
        if not self.min_players <= players <= self.max_players:
            raise OptionError(f"{self.id} is for {self.min_players} to {self.max_players} players, not {players}")
        given = dict(options or {})
        unknown = sorted(set(given) - set(self.spec.options))
        if unknown:
            known = ", ".join(sorted(self.spec.options)) or "none"
            raise OptionError(f"{self.id} has no option {', '.join(unknown)} (its options: {known})")
        out = {}
        for name, opt in sorted(self.spec.options.items()):
            out[name] = opt.parse(given[name], players) if name in given else opt.default
        return out

    def new_state(self, players: int, options: dict[str, Any] | None = None) -> Any:
        raise NotImplementedError

    # --- the protocol -----------------------------------------------------
    def to_move(self, state: Any) -> int:
        raise NotImplementedError

    def legal_actions(self, state: Any) -> list[Action]:
        raise NotImplementedError

    def chance_outcomes(self, state: Any) -> list[tuple[Action, float]]:
        raise NotImplementedError

    def sample_chance(self, state: Any, rng: random.Random) -> Action:
        """One chance outcome drawn with its probability (games may override for speed)."""
        outcomes = self.chance_outcomes(state)
        pick = rng.random()
        total = 0.0
        for action, p in outcomes:
            total += p
            if pick < total:
                return action
        return outcomes[-1][0]

    def apply(self, state: Any, action: Action, events: bool = True) -> list[Event]:
        """Change ``state`` by ``action`` and return the events; an illegal
        action raises IllegalAction and leaves the state unchanged.

        With ``events=False`` the same rules run but no event objects are built
        (an empty list is returned): the simulator and bot search use this."""
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> Any:
        raise NotImplementedError

    def is_over(self, state: Any) -> bool:
        return self.to_move(state) == TERMINAL

    def result(self, state: Any) -> Result:
        raise NotImplementedError


    def result_details(self, state: Any, names: Sequence[str]) -> list[str]:
        """A few lines for the results screen about how the game ended (public at the end)."""
        return []
    def clone(self, state: Any) -> Any:
        raise NotImplementedError

    # --- JSON, set-up of any position, checks ----------------------------
    def state_to_json(self, state: Any) -> dict[str, Any]:
        raise NotImplementedError

    def state_from_json(self, data: dict[str, Any]) -> Any:
        raise NotImplementedError

    def fingerprint(self, state: Any) -> str:
        return fingerprint_of(self.state_to_json(state))

    def players_of(self, state: Any) -> int:
        """How many players ``state`` seats."""
        return state.n

    def deck_order_script(self, state: Any, order: Any) -> list[Action]:
        """The chance outcomes that deal a position's stated ``deck_order`` (top first), in
        order; the Match plays each at the first chance step that can take it."""
        from ghostparlor.core.errors import PositionError

        raise PositionError("deck_order", f"{self.id} has no deck whose order a position can state")

    def action_from_json(self, data: Any) -> Action:
        return self.action_codec.from_json(data)

    def event_from_json(self, data: Any) -> Event:
        return self.event_codec.from_json(data)

    def all_actions(self, state: Any) -> list[Action]:
        """Every action of the game, legal now or not (for the protocol tests)."""
        raise NotImplementedError

    def resample_hidden(self, state: Any, seat: int | None, rng: random.Random) -> Any:
        """A copy of ``state`` whose information hidden from ``seat`` is drawn anew,
        consistent with everything ``seat`` may know. Equal views prove no leak."""
        raise NotImplementedError

    def determinize(self, view: Any, rng: random.Random) -> Any:
        """A full state drawn from what one seat knows: everything ``view`` (that seat's
        :meth:`view`) shows is as shown, and what it hides is drawn evenly among everything
        consistent with it, with ``rng``. The search bots play their imagined games from it
        (``ghostparlor/ai/search.py``; a game's belief may draw it otherwise). A game that
        leaves this out has no search bot (normal, hard) and no coach."""
        raise NotImplementedError

    def conserved(self, state: Any) -> dict[str, int]:
        """Totals that no action may change (cards, tokens); empty when none."""
        return {}

    def check_legal(self, state: Any, action: Action) -> None:
        """Raise IllegalAction unless ``action`` is among the legal actions now."""
        seat = self.to_move(state)
        if seat == TERMINAL:
            raise IllegalAction(action, seat, "the game is over")
        if seat == CHANCE:
            legal = [a for a, _ in self.chance_outcomes(state)]
        else:
            legal = self.legal_actions(state)
        if action not in legal:
            raise IllegalAction(action, seat, "not among the legal actions")

    def why_illegal(self, state: Any, action: Action) -> str | None:
        """Why ``action`` cannot be played now, in the rules' words for the player (None
        when it can). Tables ask this through their seat's feed instead of re-deriving
        the rules; a game with more to say (which door is locked) overrides it."""
        try:
            self.check_legal(state, action)
        except IllegalAction as exc:
            return exc.reason
        return None

    # --- text ------------------------------------------------------------
    def describe_action(self, action: Action, names: Sequence[str], seat: int) -> str:
        raise NotImplementedError

    def describe_event(self, event: Event, names: Sequence[str], viewer: int | None) -> str:
        raise NotImplementedError

    def card_name(self, card: Any) -> str:
        """A card's name as the players read it, in the language chosen (``card`` as the
        game's actions and views hold it: an id, a value). The coach, the log and the
        tables name cards with it. A game without cards leaves it out."""
        raise NotImplementedError(f"{self.id} has no cards to name")
