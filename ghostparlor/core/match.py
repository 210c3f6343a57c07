"""A Match: one game being played, with everything that is not the game.

The Match owns the seats, the options, the seed and its ``random.Random``, the
action log (chance outcomes included) and, when asked, the past states for
undo. Its record is a save: replaying the record's actions on a new state gives
the identical game without the generator.

Chance outcomes come from the generator, or from a *chance script*: a list of
outcomes (actions or their JSON) consumed in order, so a test can set a given
deal, deck order, first player or die roll.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from ghostparlor.core.errors import IllegalAction, RecordError
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Event, Game

RECORD_FORMAT = 1


@dataclass
class Seat:
    """Who sits in a seat: a name and ``kind`` ("human" or a bot name such as "random")."""

    name: str
    kind: str = "random"

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}


def default_seats(players: int, kind: str = "random") -> list[Seat]:
    return [Seat(f"Player {i + 1}", kind) for i in range(players)]


class Match:
    """Drives one game: chance sampling, the action log, undo history and records."""

    def __init__(
        self,
        game: Game,
        players: int,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        seats: Sequence[Seat] | None = None,
        chance_script: Iterable[Any] | None = None,
        keep_history: bool = False,
    ) -> None:
        self.game = game
        self.players = players
        self.options = game.normalize_options(players, options)
        self.seed = seed
        self.rng = random.Random(seed)
        self.seats = list(seats) if seats is not None else default_seats(players)
        if len(self.seats) != players:
            raise ValueError(f"{players} players but {len(self.seats)} seats")
        self.state = game.new_state(players, self.options)
        self.actions: list[Action] = []
        self.keep_history = keep_history
        self.history: list[Any] = []
        self._script: list[Any] = list(chance_script or [])
        self._deck: list[Action] = []  # a position's deck order: used where a chance step can take it
        self.started = time.time()

    @classmethod
    def at_position(cls, game: Game, data: dict[str, Any], options: dict[str, Any] | None = None, seed: int = 0,
                    seats: Sequence[Seat] | None = None, keep_history: bool = False) -> "Match":
        """A match that starts from a position (``state_from_json``); the position's
        ``deck_order`` (top first), if it states one, deals the cards drawn from then on."""
        state = game.state_from_json(data)
        players = game.players_of(state)
        match = cls(game, players, options, seed, seats, keep_history=keep_history)
        match.state = state
        if isinstance(data, dict) and data.get("deck_order") is not None:
            match._deck = list(game.deck_order_script(state, data["deck_order"]))
        return match

    # --- reading ---------------------------------------------------------
    def to_move(self) -> int:
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        return self.game.to_move(self.state) == TERMINAL

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    # --- acting ------------------------------------------------------------
    def apply(self, action: Action, events: bool = True) -> list[Event]:
        """Apply a player's action or a chance outcome; illegal ones raise IllegalAction."""
        if self.keep_history:
            before = self.game.clone(self.state)
        happened = self.game.apply(self.state, action, events)
        if self.keep_history:
            self.history.append(before)
        self.actions.append(action)
        return happened

    def next_chance(self) -> Action:
        """The next chance outcome: from the script while it lasts, else sampled."""
        if self._deck and not self._script:
            head = self._deck[0]
            if any(outcome == head and p > 0 for outcome, p in self.game.chance_outcomes(self.state)):
                return self._deck.pop(0)
        if self._script:
            scripted = self._script.pop(0)
            if not isinstance(scripted, Action):
                scripted = self.game.action_from_json(scripted)
            return scripted
        return self.game.sample_chance(self.state, self.rng)

    def resolve_chance(self) -> list[Event]:
        """Apply chance steps until a seat is to move or the game is over."""
        events: list[Event] = []
        while self.game.to_move(self.state) == CHANCE:
            events.extend(self.apply(self.next_chance()))
        return events

    def undo(self) -> bool:
        """Step back one action (needs keep_history); False when there is nothing to undo."""
        if not self.history:
            return False
        self.state = self.history.pop()
        self.actions.pop()
        return True

    # --- records -----------------------------------------------------------
    def record(self, fingerprints: bool = True) -> dict[str, Any]:
        """The match as a JSON-ready record (format in docs/records.md)."""
        rec: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "game": self.game.id,
            "data_version": self.game.spec.data_version,
            "players": self.players,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
        }
        if fingerprints:
            rec["fingerprints"] = replay_fingerprints(self.game, rec)
        if self.is_over():
            rec["result"] = self.game.result(self.state).to_json()
        return rec

    @classmethod
    def from_record(cls, game: Game, record: dict[str, Any], keep_history: bool = False) -> "Match":
        """Rebuild a match by replaying its record (no generator is used)."""
        check_record_header(game, record)
        seats = [Seat(s["name"], s.get("kind", "random")) for s in record["seats"]]
        match = cls(game, record["players"], record.get("options"), record.get("seed", 0), seats, keep_history=keep_history)
        for step, data in enumerate(record["actions"]):
            try:
                match.apply(game.action_from_json(data))
            except (IllegalAction, ValueError, KeyError, TypeError) as exc:
                raise RecordError(f"step {step}: {exc}") from exc
        match.rng = random.Random(f"{record.get('seed', 0)}:{len(record['actions'])}")
        return match


def check_record_header(game: Game, record: Any) -> None:
    if not isinstance(record, dict):
        raise RecordError("a record must be a JSON object")
    for key in ("format", "game", "players", "seats", "actions"):
        if key not in record:
            raise RecordError(f"the record has no {key!r}")
    if type(record["format"]) is not int or record["format"] != RECORD_FORMAT:  # true == 1 in Python: not here
        raise RecordError(f"record format {str(record['format'])[:20]!r} is not supported (this version reads {RECORD_FORMAT})")
    if record["game"] != game.id:
        raise RecordError(f"the record is of game {str(record['game'])[:40]!r}, not {game.id!r}")
    players = record["players"]
    if not isinstance(players, int) or isinstance(players, bool) or not game.min_players <= players <= game.max_players:
        raise RecordError(f"the record's number of players {str(players)[:20]!r} is not one {game.id} can seat")
    if not isinstance(record["seats"], list) or len(record["seats"]) != players \
            or not all(isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("kind", ""), str)
                       for s in record["seats"]):
        raise RecordError("the record's seats are damaged")
    if not isinstance(record["actions"], list) or not all(isinstance(a, dict) for a in record["actions"]):
        raise RecordError("the record's actions are damaged")
    if not isinstance(record.get("options") or {}, dict):
        raise RecordError("the record's options are damaged")
    if "data_version" in record and (type(record["data_version"]) is not int or not 0 <= record["data_version"] < 2**31):
        raise RecordError(f"the record's data version {str(record['data_version'])[:20]!r} is damaged")
    seed = record.get("seed", 0)
    if not (type(seed) is int and -2**63 < seed < 2**63 or type(seed) is str and len(seed) <= 200):
        raise RecordError(f"the record's seed {str(seed)[:20]!r} is not a whole number or a short text")
    if "result" in record:  # numbers, never true/false (true == 1 would pass the replayed result's comparison)
        result = record["result"]
        if not isinstance(result, dict) or not all(
                isinstance(result.get(key, []), list) and all(type(x) in (int, float) for x in result.get(key, []))
                for key in ("scores", "ranks", "winners")):
            raise RecordError("the record's result is damaged")
    prints = record.get("fingerprints")
    if prints is not None and (not isinstance(prints, list) or not all(isinstance(p, str) for p in prints)):
        raise RecordError("the record's fingerprints are damaged")


def replay_fingerprints(game: Game, record: dict[str, Any]) -> list[str]:
    """The fingerprint after set-up and after every action of ``record``."""
    state = game.new_state(record["players"], game.normalize_options(record["players"], record.get("options")))
    prints = [game.fingerprint(state)]
    for data in record["actions"]:
        game.apply(state, game.action_from_json(data), events=False)
        prints.append(game.fingerprint(state))
    return prints


def replay_check(game: Game, record: dict[str, Any]) -> tuple[bool, str]:
    """Replay ``record`` and compare every step's fingerprint with the recorded one.

    Returns (ok, message); the message names the first step that differs.
    """
    check_record_header(game, record)
    expected = record.get("fingerprints")
    state = game.new_state(record["players"], game.normalize_options(record["players"], record.get("options")))
    if expected is not None and (not expected or expected[0] != game.fingerprint(state)):
        return False, "step 0 (set-up): fingerprint differs"
    for step, data in enumerate(record["actions"], start=1):
        try:
            game.apply(state, game.action_from_json(data), events=False)
        except (IllegalAction, ValueError, KeyError, TypeError) as exc:
            return False, f"step {step}: action {data} cannot be applied: {exc}"
        if expected is not None:
            if step >= len(expected):
                return False, f"step {step}: the record has no fingerprint for this step"
            got = game.fingerprint(state)
            if got != expected[step]:
                return False, f"step {step}: fingerprint differs (recorded {expected[step]}, replayed {got})"
    if expected is not None and len(expected) != len(record["actions"]) + 1:
        return False, f"the record has {len(expected)} fingerprints for {len(record['actions'])} actions"
    if "result" in record and game.is_over(state):
        if game.result(state).to_json() != record["result"]:
            return False, "the replayed result differs from the recorded result"
    return True, f"{len(record['actions'])} steps replayed, all fingerprints match"
