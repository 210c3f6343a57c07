"""A game being played in the app: the Match plus who sits where, bot pacing and the log.

Pure Python (no pygame), so the game scene stays thin and this is tested headless.
The scene asks :meth:`MatchSession.update` every frame; chance steps are resolved at
once, bots move after the pace delay, and humans move through :meth:`submit`.
Everything that happened is queued as :class:`Happening` for the scene to animate,
sound and log. A :class:`ReplaySession` is a finished (or exported) record stepped
through for the replay viewer: nobody moves.
"""

from __future__ import annotations

import random
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ghostparlor.ai.protocol import Bot, make_bot
from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.match import Match, Seat
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Event, Game, Result
from ghostparlor.core.strings import Words, t
from ghostparlor.core.timeline import Timeline, build_timeline

HUMAN = "human"
DEFAULT_NAMES = ("Agatha", "Boris", "Cornelius", "Drusilla", "Ezra", "Fenella")  # the bots' names (set-up, demos)


@dataclass
class Happening:
    """One event with the seat that caused it (for animation, sound and the log)."""

    event: Event
    actor: int
    reason: str | Words = ""  # the bot's reason (Words: str() shows it)


@dataclass
class LogEntry:
    event: Event | None
    text: str = ""  # for entries that are not events (bot reasons, notes)
    secret_to: int | None = None  # the only seat allowed to read a plain-text entry
    actor: int | None = None  # the seat whose action caused it (None: chance, notes)


@dataclass
class Move:
    """One seat's action and every event it caused, private ones too (a table marks only
    what its viewer may see: ``event.visible_to(viewer)`` and the public fields)."""

    seat: int
    number: int  # how many actions had been played once it was (1: the first of the game)
    events: list[Event] = field(default_factory=list)


@dataclass
class SeatPlan:
    """What the set-up scene decided for one seat."""

    name: str
    kind: str = HUMAN  # "human" or a bot name ("random", "easy", ...)
    colour: int = 0  # index into the theme's seat styles

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


def demo_plans(game: Game, players: int, humans: int = 1) -> list[SeatPlan]:
    """``players`` seats, the first ``humans`` of them people, the others easy bots (tests, screenshots)."""
    plans = []
    for i in range(players):
        kind = HUMAN if i < humans else "easy"
        plans.append(SeatPlan(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], kind, i))
    return plans


class MatchSession:
    """Runs one Match for the window: bots, pacing, the viewer, the log."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatPlan],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        pace_seconds: float = 0.8,
        explain_bots: bool = False,
        match: Match | None = None,
        live: bool = True,
        chance_script: Sequence[Any] | None = None,
    ) -> None:
        """``live=False`` (replays): no bots are made and chance is not resolved;
        ``chance_script``: the chance outcomes to play first (a tutorial's fixed deal)."""
        self.game = game
        self.plans = list(seats)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        if match is None:
            match = Match(game, len(seats), options, self.seed, [Seat(p.name, p.kind) for p in seats], keep_history=True,
                          chance_script=chance_script)
        self.match = match
        self.bots: dict[int, Bot] = {i: make_bot(p.kind, game, i) for i, p in enumerate(seats) if not p.is_human} if live else {}
        self.bot_rngs = {i: random.Random(f"{self.seed}:bot:{i}") for i in self.bots}
        if any(getattr(b, "workers", 1) > 1 for b in self.bots.values()):
            from ghostparlor.ai import parallel

            parallel.warm(parallel.workers(), game.id)  # the first bot decision need not wait for them
        self.pace_seconds = pace_seconds
        self.explain_bots = explain_bots
        self.log: list[LogEntry] = []
        self.moves: list[Move] = []  # every seat action of the game so far, with its events (last-move marks)
        self.happenings: deque[Happening] = deque()
        self._bot_wait = 0.0
        self._thinking: tuple[int, Any] | None = None  # a search bot's thought in progress
        self.last_human: int | None = next((i for i, p in enumerate(seats) if p.is_human), None)
        self.hold = False  # the scene holds bots while it animates or a handoff is shown
        self.gate = None  # a callable(seat) -> bool: may this bot move now? (a tutorial's script)
        self.started = time.time()
        if live:
            self._record(self.match.resolve_chance(), CHANCE)

    # --- who is who ---------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def players(self) -> int:
        return len(self.plans)

    def names(self) -> list[str]:
        return [p.name for p in self.plans]

    def humans(self) -> list[int]:
        return [i for i, p in enumerate(self.plans) if p.is_human]

    def to_move(self) -> int:
        return self.game.to_move(self.match.state)

    def is_over(self) -> bool:
        return self.game.to_move(self.match.state) == TERMINAL

    def human_to_move(self) -> int | None:
        seat = self.to_move()
        return seat if seat >= 0 and self.plans[seat].is_human else None

    def viewer(self) -> int | None:
        """Whose view the table shows: the human to move, else the last human who moved
        (one human: always that human); None (spectator) when no human plays."""
        seat = self.human_to_move()
        if seat is not None:
            return seat
        return self.last_human

    def needs_handoff(self, shown_to: int | None) -> bool:
        """True when the screen must be passed: a human other than ``shown_to`` is to move
        and one of the two may see something the other may not (decided from the views:
        :func:`ghostparlor.core.hotseat.needs_curtain`)."""
        seat = self.human_to_move()
        if seat is None or seat == shown_to or len(self.humans()) < 2:
            return False
        key = (len(self.match.actions), shown_to, seat)
        cached = getattr(self, "_curtain", None)
        if cached is None or cached[0] != key:
            from ghostparlor.core.hotseat import needs_curtain

            seen = getattr(self, "secrets_seen", False)
            cached = (key, needs_curtain(self.game, self.match.state, shown_to, seat, seen))
            self.secrets_seen = seen or cached[1]  # once people hold secrets, differing views need a curtain
            self._curtain = cached
        return cached[1]

    def since_last_turn(self, seat: int, limit: int = 8) -> list[str]:
        """What the others did since ``seat`` last acted, as everyone may know it (the curtain
        shows it before ``seat`` is at the screen): public events in that seat's words,
        secret ones as a spectator reads them. The last ``limit`` lines.

        Only the others' doing: a chance event (a card drawn, dice rolled, a trick won) belongs
        to the action that set it off, so what the seat's own last action brought about is not
        listed (the seat saw it before passing the screen), nor what came before anyone acted
        (the deal, the first round's start)."""
        names = self.names()
        lines: list[str] = []
        owner: int | None = None  # whose action the entries come from (None: no one has acted yet)
        for entry in self.log:
            if entry.actor is not None:
                owner = entry.actor
            if owner == seat:  # the seat's own action, or what it set off: all before is behind it
                lines.clear()
                continue
            if owner is None:
                continue
            if entry.event is not None:
                public = type(entry.event).SECRET_TO is None
                lines.append(self.game.describe_event(entry.event, names, seat if public else None))
            elif entry.secret_to is None and entry.actor is not None:
                lines.append(str(entry.text))
        return [line for line in lines if line][-limit:]

    def view(self, seat: int | None = None) -> Any:
        return self.game.view(self.match.state, self.viewer() if seat is None else seat)

    def feed(self, viewer_of: Callable[[], int | None], open_when: Callable[[], bool] = lambda: False) -> Any:
        """The table's feed of this game for the seat ``viewer_of()`` names now
        (a network game's session gives one made of what the host sent)."""
        from ghostparlor.feed import SessionFeed

        return SessionFeed(self, viewer_of, open_when)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.match.state) if self.to_move() >= 0 else []

    def result(self) -> Result | None:
        return self.game.result(self.match.state) if self.is_over() else None

    # --- moving ---------------------------------------------------------------
    def submit(self, action: Action) -> list[Event]:
        """A human's action; raises IllegalAction (state unchanged) when it is not legal."""
        seat = self.human_to_move()
        if seat is None:
            raise IllegalAction(action, self.to_move(), "it is not a human's turn")
        if action not in self.game.legal_actions(self.match.state):
            raise IllegalAction(action, seat, "not among the legal actions")
        events = self.match.apply(action)
        self.last_human = seat
        self._record(events, seat)
        self._record(self.match.resolve_chance(), CHANCE)
        self._bot_wait = 0.0
        return events

    def update(self, dt: float) -> bool:
        """Let a bot move when its pace delay has passed; True if something happened."""
        if self.is_over() or self.hold:
            return False
        seat = self.to_move()
        if seat == CHANCE:
            self._record(self.match.resolve_chance(), CHANCE)
            return True
        if seat not in self.bots:
            return False
        if self.gate is not None and not self.gate(seat):
            return False
        self._bot_wait += dt
        bot = self.bots[seat]
        if hasattr(bot, "think"):  # a search bot thinks in slices between frames: the window never freezes
            if self._thinking is None:
                self._thinking = (seat, bot.think(self.game.view(self.match.state, seat),
                                                  self.game.legal_actions(self.match.state), self.bot_rngs[seat]))
            try:
                next(self._thinking[1])
                return False
            except StopIteration:
                pass
            if self._bot_wait < self.pace_seconds:
                self._thinking = (seat, iter(()))
                return False
            self._thinking = None
            self._bot_wait = 0.0
            self._apply_bot(seat, bot.choice)
            return True
        if self._bot_wait < self.pace_seconds:
            return False
        self._bot_wait = 0.0
        self.bot_move(seat)
        return True

    def bot_move(self, seat: int) -> list[Event]:
        """The bot of ``seat`` chooses and moves at once (tests, screenshots)."""
        bot = self.bots[seat]
        legal = self.game.legal_actions(self.match.state)
        view = self.game.view(self.match.state, seat) if bot.needs_view else None
        return self._apply_bot(seat, bot.choose(view, legal, self.bot_rngs[seat]))

    def _apply_bot(self, seat: int, action: Action) -> list[Event]:
        bot = self.bots[seat]
        events = self.match.apply(action)
        reason = getattr(bot, "reason", "") or ""
        self._record(events, seat, reason)
        if self.explain_bots and reason:
            self.log.append(LogEntry(None, Words("game.bot_says", player=self.plans[seat].name, reason=self.named(reason)),
                                     secret_to=None, actor=seat))
        self._record(self.match.resolve_chance(), CHANCE)
        return events

    def named(self, text: str | Words) -> Words:
        """A bot's words with the seats it speaks of as the players' names (in the language
        chosen when shown: str() of the result)."""
        from ghostparlor.core.strings import with_names

        if not isinstance(text, Words):
            return Words.plain(str(text))
        return with_names(text, [plan.name for plan in self.plans])

    def bot_thinking(self) -> int | None:
        """The bot seat about to move (for "Max is thinking..."), else None."""
        seat = self.to_move()
        return seat if seat in self.bots and not self.is_over() else None

    def can_undo(self) -> tuple[bool, str]:
        """A human may take back their last action while nothing new was revealed since."""
        if not self.match.actions or not self.match.history:
            return False, t("game.undo_nothing")
        last = self.match.actions[-1]
        if last.IS_CHANCE:
            return False, t("game.undo_revealed")
        seat = self.game.to_move(self.match.history[-1])
        if seat < 0 or not self.plans[seat].is_human or seat != self.human_to_move():
            return False, t("game.undo_other")
        return True, ""

    def undo(self) -> bool:
        ok, _ = self.can_undo()
        if ok:
            self.match.undo()
            played = len(self.match.actions)
            while self.moves and self.moves[-1].number > played:  # the move taken back is no one's last move
                self.moves.pop()
            self.log.append(LogEntry(None, Words("game.undone")))
        return ok

    # --- saving -------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """What the title screen says about this game ("Continue: Ghosts, round 2, ...")."""
        state_json = self.game.state_to_json(self.match.state)
        return {
            "game": self.game.id,
            "players": [p.name for p in self.plans],
            "kinds": [p.kind for p in self.plans],
            "round": state_json.get("round"),
            "actions": len(self.match.actions),
            "over": self.is_over(),
        }

    def save_data(self, fingerprints: bool = False) -> dict[str, Any]:
        """The save (an envelope around the Match's record); ``fingerprints``: the record
        carries every step's fingerprint (an export: ``replay-check`` compares them)."""
        from ghostparlor.persistence.saves import envelope

        plans = [{"name": p.name, "kind": p.kind, "colour": p.colour} for p in self.plans]
        return envelope(self.match.record(fingerprints=fingerprints), plans, self.summary())

    @classmethod
    def resume(cls, game: Game, record: dict[str, Any], plans: list[dict[str, Any]], pace_seconds: float = 0.8,
               explain_bots: bool = False) -> "MatchSession":
        """Rebuild a session by replaying a saved record (the generator is re-seeded)."""
        seat_plans = [SeatPlan(str(p.get("name", f"Player {i + 1}")), str(p.get("kind", HUMAN)), int(p.get("colour", i)))
                      for i, p in enumerate(plans)]
        match = Match.from_record(game, record, keep_history=True)
        session = cls(game, seat_plans, match.options, match.seed, pace_seconds, explain_bots, match=match)
        session.log = session.logged_events(record, session.moves)  # the game's log as it was (each seat reads its own view)
        session.log.append(LogEntry(None, Words("game.resumed")))
        return session

    def logged_events(self, record: dict[str, Any], moves: list[Move] | None = None) -> list[LogEntry]:
        """The log entries of every event of ``record``'s actions, replayed once more (the
        record holds actions, not events), each with the seat that caused it; the seats'
        moves are appended to ``moves`` when given."""
        game = self.game
        replay = Match(game, record["players"], record.get("options"), record.get("seed", 0),
                       [Seat(p.name, p.kind) for p in self.plans])
        entries = []
        for number, data in enumerate(record["actions"], 1):
            actor = game.to_move(replay.state)
            events = replay.apply(game.action_from_json(data))
            if moves is not None and actor >= 0:
                moves.append(Move(actor, number, list(events)))
            for event in events:
                if not event.QUIET:
                    entries.append(LogEntry(event, actor=actor if actor >= 0 else None))
        return entries

    # --- the log ----------------------------------------------------------------
    def _record(self, events: list[Event], actor: int, reason: str | Words = "") -> None:
        if actor >= 0:
            self.moves.append(Move(actor, len(self.match.actions), list(events)))
        for event in events:
            self.happenings.append(Happening(event, actor, reason))
            if not event.QUIET:
                self.log.append(LogEntry(event, actor=actor if actor >= 0 else None))

    def log_lines(self, viewer: int | None) -> list[str]:
        names = self.names()
        lines = []
        for entry in self.log:
            if entry.event is not None:
                lines.append(self.game.describe_event(entry.event, names, viewer))
            elif entry.secret_to is None or entry.secret_to == viewer:
                lines.append(str(entry.text))
        return lines

    def last_moves(self) -> dict[int, Move]:
        """Each seat's most recent action (a seat that has not acted yet has none): the
        table keeps it marked until that seat acts again."""
        last: dict[int, Move] = {}
        for move in self.moves:
            last[move.seat] = move
        return last

    def take_happenings(self) -> list[Happening]:
        out = list(self.happenings)
        self.happenings.clear()
        return out


class ReplaySession(MatchSession):
    """A record stepped through: nobody moves; the events of every action are replayed
    once, so the log and the last-move marks are right at any step."""

    def __init__(self, game, record: dict, plans: list[SeatPlan], timeline: Timeline | None = None) -> None:
        self.record_data = record
        seats = [Seat(p.name, p.kind) for p in plans]
        match = Match(game, record["players"], record.get("options"), record.get("seed", 0), seats)
        super().__init__(game, [SeatPlan(p.name, p.kind, p.colour) for p in plans], match.options, match.seed, 0.0, False,
                         match=match, live=False)
        self.actions = [game.action_from_json(a) for a in record["actions"]]
        self.timeline = timeline if timeline is not None else build_timeline(game, record)
        self._happened: list[tuple[int, list[Event]]] = []
        self._all_log: list[LogEntry] = []
        self._log_upto = [0]
        self._all_moves: list[Move] = []
        self._moves_upto = [0]
        replay = Match(game, record["players"], record.get("options"), record.get("seed", 0), seats)
        for number, action in enumerate(self.actions, 1):
            actor = game.to_move(replay.state)
            events = replay.apply(action)
            self._happened.append((actor, events))
            if actor >= 0:
                self._all_moves.append(Move(actor, number, list(events)))
            self._all_log.extend(LogEntry(e, actor=actor if actor >= 0 else None) for e in events if not e.QUIET)
            self._log_upto.append(len(self._all_log))
            self._moves_upto.append(len(self._all_moves))
        self.finished = game.is_over(replay.state)
        self.step = 0
        self.hold = True
        self.goto(self.timeline.position(0))

    @property
    def stop(self) -> int:
        """The timeline's stop shown now."""
        return self.timeline.stop_at(self.step)

    def goto(self, step: int, animate: bool = False) -> None:
        """Show the table after ``step`` actions. ``animate``: the events of the actions
        between are queued for the table to animate (a step forward), else it jumps."""
        step = max(0, min(len(self.actions), step))
        if step < self.step:  # rebuild from the start (fast: no events)
            self.match = Match(self.game, self.record_data["players"], self.record_data.get("options"), self.seed,
                               self.match.seats)
            start = 0
        else:
            start = self.step
        for action in self.actions[start:step]:
            self.match.apply(action, events=False)
        self.happenings.clear()
        if animate:
            for actor, events in self._happened[self.step:step]:
                self.happenings.extend(Happening(e, actor) for e in events)
        self.log = self._all_log[: self._log_upto[step]]
        self.moves = self._all_moves[: self._moves_upto[step]]  # a later move is no one's last move yet
        self.step = step

    def update(self, dt: float) -> bool:
        return False

    def human_to_move(self):
        return None

    def humans(self) -> list[int]:
        return []

    def bot_thinking(self):
        return None

    def can_undo(self):
        return False, ""

    def export_data(self) -> dict[str, Any]:
        """The whole record as a save envelope (with fingerprints, so replay-check checks
        every step), whatever step is shown."""
        from ghostparlor.core.match import replay_fingerprints
        from ghostparlor.persistence.saves import envelope

        record = dict(self.record_data)
        if not record.get("fingerprints"):
            record["fingerprints"] = replay_fingerprints(self.game, record)
        plans = [{"name": p.name, "kind": p.kind, "colour": p.colour} for p in self.plans]
        summary = {"game": self.game.id, "players": self.names(), "kinds": [p.kind for p in self.plans],
                   "round": None, "actions": len(self.actions), "over": self.finished}
        return envelope(record, plans, summary)
