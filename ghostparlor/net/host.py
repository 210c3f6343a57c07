"""One table hosted for people on other machines: the authority over its game.

A :class:`HostedTable` holds the only full state (in a :class:`HostSession`), the seats,
who claimed them (by a token that is never guessable) and each connection's standing.
It does not know how messages travel: :meth:`HostedTable.receive` takes one checked
message from a connection and every method returns the messages to send as
``(connection, message)`` pairs (:mod:`ghostparlor.net.server` carries them over
WebSocket; the tests carry them by hand).

What goes to a seat is a function of what that seat may know and nothing else: its view,
the public view, its legal actions when it is to move, the number of actions played and
every step's events redacted for it (``feed.redacted``). The seed, the deck order, other
seats' views, the actions themselves and the undo history never leave; a finished game's
record (every hand open) is sent once the game is over.
"""

from __future__ import annotations

import random
import secrets
import time
from dataclasses import dataclass
from typing import Any, Callable, Hashable

from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.errors import IllegalAction, OptionError
from ghostparlor.core.protocol import Event, Game
from ghostparlor.feed import redacted
from ghostparlor.games import load_game
from ghostparlor.net import wire
from ghostparlor.net.messages import CODE_ALPHABET, CODE_LENGTH, NAME_CHARS, PROTOCOL, REACTIONS, safe_text
from ghostparlor.session import HUMAN, MatchSession, SeatPlan

BOT_KINDS = ("random", "easy", "normal")  # what a hosted seat may be played by (no worker processes)
STAND_IN = "easy"  # plays an away person's seat once the table's wait is over
Out = list[tuple[Hashable, dict[str, Any]]]


def new_token() -> str:
    return secrets.token_urlsafe(24)


def new_code(taken: Callable[[str], bool] = lambda code: False) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if not taken(code):
            return code


@dataclass
class Step:
    """One action's events (a seat's, or chance's when ``actor`` < 0), and how many actions
    had been played once it was: what a seat is sent, redacted for it."""

    actor: int
    number: int
    events: list[Event]


class HostSession(MatchSession):
    """A session that also keeps every step (the log a joining or returning seat is sent)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.steps: list[Step] = []
        super().__init__(*args, **kwargs)
        self.match.keep_history = False  # no undo at a hosted table: its past states are not kept (3-5x less memory)
        self.match.history.clear()

    def _record(self, events: list[Event], actor: int, reason: Any = "") -> None:
        super()._record(events, actor, reason)
        if events or actor >= 0:
            self.steps.append(Step(actor, len(self.match.actions), list(events)))

    def replay_steps(self) -> None:
        """The steps of a resumed game, replayed from its record (the record has actions only)."""
        from ghostparlor.core.match import Match

        match = self.match
        replay = Match(self.game, match.players, match.options, match.seed)
        self.steps = []
        for action in match.actions:
            actor = self.game.to_move(replay.state)
            events = replay.apply(action)
            if actor >= 0 or not self.steps or self.steps[-1].actor >= 0:
                self.steps.append(Step(actor, len(replay.actions), list(events)))
            else:  # chance after chance: one step, as the live session records it
                self.steps[-1].events.extend(events)
                self.steps[-1].number = len(replay.actions)
        self.happenings.clear()


@dataclass
class SeatHold:
    """A seat at the table: who may play it, whether that person is here."""

    kind: str  # "open" (anyone may claim it), "human" (claimed), or a bot name
    name: str = ""
    token: str | None = None
    connected: bool = False
    away_since: float | None = None
    stand_in: bool = False  # a bot plays it while its person is away


@dataclass
class Member:
    """One connection at the table: the seat it plays (None: watching) and what it was sent."""

    seat: int | None
    name: str
    cursor: int = 0  # the steps already sent
    seq: int = 0
    sent_key: Any = None
    record_sent: bool = False


@dataclass
class TableRules:
    """How the table was set: the game, its options and what the host decided."""

    game_id: str
    players: int
    options: dict[str, Any]
    away_seconds: int = 60
    pace_seconds: float = 0.8


class HostedTable:
    """A table: its seats, its members and (once started) its game. See the module docstring."""

    def __init__(self, code: str, rules: TableRules, seats: list[str], host_token: str | None = None,
                 seed: int | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.code = code
        self.rules = rules
        self.game: Game = load_game(rules.game_id)
        if not self.game.min_players <= rules.players <= self.game.max_players or len(seats) != rules.players:
            raise ValueError(f"{rules.game_id} does not seat {rules.players}")
        try:  # a table set with options its game has not is refused like any bad setting (ValueError)
            self.rules.options = self.game.normalize_options(rules.players, rules.options)
        except OptionError as exc:
            raise ValueError(str(exc)) from None
        self.seats = [SeatHold(self._seat_kind(kind), name=("" if kind in ("open", "human") else self._bot_name(i)))
                      for i, kind in enumerate(seats)]
        self.host_token = host_token or new_token()
        self.seed = seed if seed is not None else secrets.randbelow(2**31)
        self.clock = clock
        self.members: dict[Hashable, Member] = {}
        self.session: HostSession | None = None
        self.chat: list[dict[str, Any]] = []
        self.changed = True  # something the store must keep happened since it last looked
        self.last_seen = clock()  # when the last person left (a table nobody is at is let go)

    @staticmethod
    def _seat_kind(kind: str) -> str:
        if kind in ("open", "human"):
            return "open"
        bot = kind.removeprefix("bot:")
        if bot not in BOT_KINDS:
            raise ValueError(f"a hosted seat may be played by {', '.join(BOT_KINDS)}, not {bot[:24]!r}")
        return bot

    def _bot_name(self, seat: int) -> str:
        from ghostparlor.session import DEFAULT_NAMES

        return DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]

    # --- what everyone knows ---------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.session is not None

    def is_over(self) -> bool:
        return self.session is not None and self.session.is_over()

    def lobby(self, member: Member | None = None) -> dict[str, Any]:
        seats = [{"kind": "human" if s.kind in ("open", "human") else "bot:" + s.kind,
                  "name": s.name, "taken": s.kind != "open", "connected": s.connected or s.kind not in ("open", "human"),
                  "away": s.kind == "human" and not s.connected, "stand_in": s.stand_in} for s in self.seats]
        return {"t": "lobby", "code": self.code, "game": self.rules.game_id, "players": self.rules.players,
                "options": wire.encode(dict(self.rules.options)), "away_seconds": self.rules.away_seconds,
                "seats": seats, "started": self.started, "over": self.is_over(),
                "you": member.seat if member else None}

    def _to_all(self, message: dict[str, Any]) -> Out:
        return [(client, message) for client in self.members]

    def _lobby_to_all(self) -> Out:
        return [(client, self.lobby(member)) for client, member in self.members.items()]

    # --- joining and leaving ---------------------------------------------------------------
    def join(self, client: Hashable, name: str, seat: int | None, token: str | None) -> Out:
        """A connection takes a seat (back, with its token), claims an open one, or watches."""
        name = safe_text(name, NAME_CHARS) or "?"
        if token is not None and not secrets.compare_digest(token, self.host_token):  # the host sits like anyone
            back = next((i for i, s in enumerate(self.seats) if s.token and secrets.compare_digest(s.token, token)), None)
            if back is None:
                return [(client, error("unknown_token", "That seat's key is not known at this table."))]
            return self._sit(client, back, self.seats[back].name or name, token)
        if seat is None:
            self.members[client] = Member(None, name)
            return [(client, self.lobby(self.members[client]))] + self._catch_up(client)
        if not 0 <= seat < len(self.seats):
            return [(client, error("no_seat", "There is no such seat."))]
        hold = self.seats[seat]
        if hold.kind != "open":
            return [(client, error("seat_taken", "That seat is taken."))]
        hold.kind = HUMAN
        hold.token = new_token()
        hold.name = name
        if self.session is not None:  # a seat opened mid-game: a person takes it from the bot
            self.session.plans[seat] = SeatPlan(name, HUMAN, self.session.plans[seat].colour)
            self.session.bots.pop(seat, None)
        self.changed = True
        return self._sit(client, seat, name, hold.token)

    def _sit(self, client: Hashable, seat: int, name: str, token: str) -> Out:
        for other, member in list(self.members.items()):  # the same person on a new connection
            if member.seat == seat and other != client:
                del self.members[other]
        hold = self.seats[seat]
        hold.connected, hold.away_since = True, None
        if hold.stand_in and self.session is not None:
            self.session.bots.pop(seat, None)
            hold.stand_in = False
        self.members[client] = Member(seat, name)
        out: Out = [(client, {"t": "joined", "seat": seat, "token": token, "v": PROTOCOL})]
        return out + self._lobby_to_all() + self._catch_up(client)

    def leave(self, client: Hashable) -> Out:
        """A connection is gone (dropped or said bye): its seat waits for it."""
        member = self.members.pop(client, None)
        self.last_seen = self.clock()
        if member is None or member.seat is None:
            return []
        hold = self.seats[member.seat]
        if not any(m.seat == member.seat for m in self.members.values()):
            hold.connected = False
            hold.away_since = self.clock()
        return self._lobby_to_all()

    # --- the host's decisions ---------------------------------------------------------------------
    def start(self, client: Hashable, token: str) -> Out:
        if not secrets.compare_digest(token, self.host_token):
            return [(client, error("not_host", "Only the host starts the game."))]
        if self.session is not None:
            return [(client, error("started", "The game has started."))]
        plans = []
        for i, hold in enumerate(self.seats):
            if hold.kind == "open":  # bots fill the seats left empty
                hold.kind, hold.name = STAND_IN, self._bot_name(i)
            plans.append(SeatPlan(hold.name, HUMAN if hold.kind == HUMAN else hold.kind, i))
        self.session = HostSession(self.game, plans, self.rules.options, self.seed,
                                   pace_seconds=self.rules.pace_seconds, explain_bots=False)
        self.session.happenings.clear()
        self.changed = True
        return self._lobby_to_all() + self.broadcast()

    def hand_seat(self, client: Hashable, token: str, seat: int, to: str) -> Out:
        """The host gives a seat to a bot (``bot:easy``) or opens it for a waiting person."""
        if not secrets.compare_digest(token, self.host_token):
            return [(client, error("not_host", "Only the host hands seats over."))]
        if not 0 <= seat < len(self.seats):
            return [(client, error("no_seat", "There is no such seat."))]
        if self.is_over():
            return [(client, error("over", "The game is over."))]
        try:  # before anything changes: a bot we do not host here is refused, the seat as it was
            kind = self._seat_kind(to)
        except ValueError as exc:
            return [(client, error("bad_seat", str(exc)[:200]))]
        hold = self.seats[seat]
        for other, member in list(self.members.items()):
            if member.seat == seat:
                member.seat = None  # the person watches from now on
        hold.token, hold.connected, hold.away_since, hold.stand_in = None, False, None, False
        if to == "open":
            hold.kind = "open"
            if self.session is None:
                hold.name = ""  # whoever takes it names it
            else:  # until someone takes it, a bot keeps the game going (the lobby says so: stand_in)
                hold.stand_in = True
                self._stand_in(self.session, seat)
        else:
            hold.kind = kind
            hold.name = hold.name or self._bot_name(seat)
            if self.session is not None:
                self.session.plans[seat] = SeatPlan(hold.name, hold.kind, self.session.plans[seat].colour)
                self.session.bots[seat] = make_bot(hold.kind, self.game, seat)
                self.session.bot_rngs.setdefault(seat, random.Random(f"{self.seed}:bot:{seat}"))
        self.changed = True
        return self._lobby_to_all() + self.broadcast()

    # --- playing ------------------------------------------------------------------------
    def act(self, client: Hashable, at: int, data: dict[str, Any]) -> Out:
        """A seat's action: checked against whose turn it is and the legal actions."""
        member = self.members.get(client)
        session = self.session
        if member is None or member.seat is None:
            return [(client, error("no_seat", "Only a seated player moves."))]
        if session is None:
            return [(client, error("not_started", "The game has not started."))]
        if at != len(session.match.actions):  # sent before the last move arrived, or sent twice
            return [(client, {"t": "stale", "at": at, "played": len(session.match.actions)})]
        if session.to_move() != member.seat or member.seat in session.bots:
            return [(client, error("not_your_turn", "It is not your turn."))]
        try:
            action = self.game.action_from_json(data)
        except (ValueError, KeyError, TypeError) as exc:
            return [(client, error("bad_action", f"Not an action of this game: {str(exc)[:80]}"))]
        if action not in session.legal_actions():  # no reason from the full state: it could tell a secret
            return [(client, error("illegal", "That move is not possible now."))]
        try:
            session.submit(action)
        except IllegalAction as exc:
            return [(client, error("illegal", str(exc)[:200]))]
        self.changed = True
        return [(client, {"t": "ack", "at": at})] + self.broadcast()

    def say(self, client: Hashable, text: str | None = None, reaction: str | None = None) -> Out:
        member = self.members.get(client)
        if member is None:
            return []
        message: dict[str, Any] = {"t": "chat", "seat": member.seat, "name": member.name}
        if reaction is not None:
            if reaction not in REACTIONS:
                return [(client, error("bad_reaction", "Unknown reaction."))]
            message["react"] = reaction
        else:
            message["text"] = safe_text(text or "", 200)
            if not message["text"]:
                return []
        self.chat = (self.chat + [message])[-50:]
        return self._to_all(message)

    def tick(self, dt: float) -> Out:
        """Time passes: bots move at their pace, an away person's seat gets its stand-in."""
        session = self.session
        if session is None or session.is_over():
            return []
        out: Out = []
        seat = session.to_move()
        if seat >= 0 and seat not in session.bots:
            hold = self.seats[seat]
            if hold.kind == HUMAN and not hold.connected and hold.away_since is not None \
                    and self.clock() - hold.away_since >= self.rules.away_seconds:
                hold.stand_in = True
                self._stand_in(session, seat)
                out += self._lobby_to_all()
        if session.update(dt):
            self.changed = True
            out += self.broadcast()
        return out

    # --- what each seat is sent ------------------------------------------------------------------
    def _steps_for(self, seat: int | None, start: int) -> list[dict[str, Any]]:
        assert self.session is not None
        return [{"a": step.actor, "n": step.number, "e": [wire.encode(redacted(e, seat)) for e in step.events]}
                for step in self.session.steps[start:]]

    def now_for(self, seat: int | None, public: Any = None) -> dict[str, Any]:
        """Everything ``seat`` may know of the game now (besides the steps); ``public``: the
        public view already encoded (one update encodes it once for every member)."""
        session = self.session
        assert session is not None
        state, game = session.match.state, self.game
        to_move = session.to_move()
        over = session.is_over()
        if public is None:
            public = wire.encode(game.view(state, None))
        return {
            "view": wire.encode(game.view(state, seat)) if seat is not None else public,
            "public": public if seat is not None else None,
            "to_move": to_move,
            "legal": [wire.encode(a) for a in session.legal_actions()] if seat is not None and to_move == seat else [],
            "played": len(session.match.actions),
            "result": wire.encode(session.result()) if over else None,
            "details": [str(d) for d in game.result_details(state, session.names())] if over else [],
        }

    def _catch_up(self, client: Hashable) -> Out:
        """The whole game so far, as the connection's seat may know it (a snapshot)."""
        member = self.members[client]
        if self.session is None:
            return []
        member.cursor = len(self.session.steps)
        member.seq = 0
        message = {"t": "snapshot", "seq": 0, "seat": member.seat, "now": self.now_for(member.seat),
                   "steps": self._steps_for(member.seat, 0), "chat": self.chat[-20:]}
        member.sent_key = len(self.session.match.actions)
        out: Out = [(client, message)]
        return out + self._record_if_over(client, member)

    def broadcast(self) -> Out:
        """What changed since each member was last told: the new steps and the state of play."""
        session = self.session
        if session is None:
            return []
        session.happenings.clear()  # the steps carry them
        out: Out = []
        public = None
        for client, member in self.members.items():
            if member.cursor == len(session.steps) and member.sent_key == len(session.match.actions):
                continue
            member.seq += 1
            if public is None:
                public = wire.encode(self.game.view(session.match.state, None))
            out.append((client, {"t": "update", "seq": member.seq, "now": self.now_for(member.seat, public),
                                 "steps": self._steps_for(member.seat, member.cursor)}))
            member.cursor = len(session.steps)
            member.sent_key = len(session.match.actions)
            out += self._record_if_over(client, member)
        return out

    def _record_if_over(self, client: Hashable, member: Member) -> Out:
        session = self.session
        if session is None or not session.is_over() or member.record_sent:
            return []
        member.record_sent = True
        return [(client, {"t": "record", "save": session.save_data()})]

    # --- keeping -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The table as the store keeps it, but its actions (the store appends those one by
        one: :meth:`new_actions`). Tokens too: the store is the host's own."""
        session = self.session
        return {"format": 1, "code": self.code, "game": self.rules.game_id, "players": self.rules.players,
                "options": dict(self.rules.options), "away_seconds": self.rules.away_seconds,
                "pace_seconds": self.rules.pace_seconds, "host_token": self.host_token, "seed": self.seed,
                "seats": [{"kind": s.kind, "name": s.name, "token": s.token, "stand_in": s.stand_in} for s in self.seats],
                "plans": [{"name": p.name, "kind": p.kind, "colour": p.colour} for p in session.plans] if session else None}

    def actions_json(self, start: int = 0) -> list[dict[str, Any]]:
        """The game's actions from the ``start``-th on (chance outcomes too), as the record writes them."""
        if self.session is None:
            return []
        return [action.to_json() for action in self.session.match.actions[start:]]

    @classmethod
    def from_json(cls, data: dict[str, Any], actions: list[dict[str, Any]],
                  clock: Callable[[], float] = time.monotonic) -> "HostedTable":
        """A kept table back: its game replayed from its actions, every person away until they return."""
        rules = TableRules(data["game"], data["players"], data["options"], data["away_seconds"], data["pace_seconds"])
        table = cls(data["code"], rules, ["open"] * data["players"], data["host_token"], data["seed"], clock)
        now = clock()
        for hold, kept in zip(table.seats, data["seats"]):
            hold.kind, hold.name, hold.token = kept["kind"], kept["name"], kept["token"]
            hold.away_since = now if hold.kind == HUMAN else None
        if data.get("plans") is not None:
            record = {"format": 1, "game": rules.game_id, "players": rules.players, "options": table.rules.options,
                      "seed": table.seed, "seats": [{"name": p["name"], "kind": p["kind"]} for p in data["plans"]],
                      "actions": actions}
            session = HostSession.resume(table.game, record, data["plans"], rules.pace_seconds)
            session.log = [entry for entry in session.log if entry.event is not None]
            session.replay_steps()
            for i, kept in enumerate(data["seats"]):
                if kept.get("stand_in") or kept["kind"] == "open":
                    table.seats[i].stand_in = bool(kept.get("stand_in"))
                    table._stand_in(session, i)
            table.session = session
        table.changed = False
        return table

    def _stand_in(self, session: HostSession, seat: int) -> None:
        session.bots[seat] = make_bot(STAND_IN, self.game, seat)
        session.bot_rngs.setdefault(seat, random.Random(f"{self.seed}:stand-in:{seat}"))

    def receive(self, client: Hashable, message: dict[str, Any]) -> Out:
        """One checked message (``messages.check``) from a connection at this table."""
        kind = message["t"]
        if kind == "act":
            return self.act(client, message["at"], message["action"])
        if kind == "chat":
            return self.say(client, text=message["text"])
        if kind == "react":
            return self.say(client, reaction=message["what"])
        if kind == "start":
            return self.start(client, message["token"])
        if kind == "seat":
            return self.hand_seat(client, message["token"], message["seat"], message["to"])
        if kind == "resync":
            return self._catch_up(client) if client in self.members else []
        return [(client, error("unexpected", f"{kind} is not expected at a table"))]


def error(code: str, text: str) -> dict[str, Any]:
    return {"t": "error", "code": code, "text": text}
