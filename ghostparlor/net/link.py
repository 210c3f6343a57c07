"""One seat's knowledge of a remote table, made only of what the host sent it.

A :class:`SeatLink` reads the host's messages for one connection (one seat, or a
spectator): the lobby, the snapshot, each numbered update (a gap asks for a snapshot
again), chat, the finished game's record. It holds nothing else: no state, no seed, no
other seat's view. :class:`RemoteFeed` is the :class:`~ghostparlor.feed.SeatFeed` a
table reads it through.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from ghostparlor.core.protocol import TERMINAL, Action, Event, Game, Result
from ghostparlor.feed import FedEntry, FedMove, SeatFeed, SeatInfo
from ghostparlor.net import wire
from ghostparlor.net.messages import PROTOCOL


@dataclass
class RemoteStep:
    """One action's events as this seat was sent them (``actor`` < 0: chance)."""

    actor: int
    number: int
    events: tuple[Event, ...]


class SeatLink:
    """What one connection knows of its table (see the module docstring)."""

    def __init__(self, connection: Any, name: str, code: str | None = None) -> None:
        self.connection = connection
        self.name = name
        self.code = code
        self.seat: int | None = None
        self.token: str | None = None
        self.host_token: str | None = None
        self.lobby: dict[str, Any] | None = None
        self.game: Game | None = None
        self.now: dict[str, Any] | None = None
        self.steps: list[RemoteStep] = []
        self.seq = -1
        self.chat: list[dict[str, Any]] = []
        self.save: dict[str, Any] | None = None  # the finished game's record, every hand open
        self.errors: list[dict[str, Any]] = []
        self.acked = 0
        self.state = "connecting"
        self.fresh: list[RemoteStep] = []  # steps not yet taken by the scene (animation, sound)
        self._decoded: dict[str, Any] = {}
        connection.rejoin_with({"t": "hello", "v": PROTOCOL, "name": name})

    # --- sending ---------------------------------------------------------------------------
    def create(self, game_id: str, players: int, options: dict[str, Any], seats: list[str], away_seconds: int) -> None:
        self.connection.send({"t": "create", "game": game_id, "players": players, "options": options,
                              "seats": seats, "away_seconds": away_seconds})

    def join(self, code: str, seat: int | None) -> None:
        self.code = code
        self.connection.send({"t": "join", "code": code, "seat": seat, "token": self.token})

    def start(self) -> None:
        if self.host_token:
            self.connection.send({"t": "start", "token": self.host_token})

    def hand_seat(self, seat: int, to: str) -> None:
        if self.host_token:
            self.connection.send({"t": "seat", "token": self.host_token, "seat": seat, "to": to})

    def act(self, action: Action) -> None:
        self.connection.send({"t": "act", "at": self.played(), "action": action.to_json()})

    def say(self, text: str) -> None:
        self.connection.send({"t": "chat", "text": text[:200]})

    def react(self, what: str) -> None:
        self.connection.send({"t": "react", "what": what})

    # --- receiving ----------------------------------------------------------------------------
    def pump(self) -> list[dict[str, Any]]:
        """Take every message that arrived; returns them (the scene shows errors and chat)."""
        got = self.connection.poll()
        for message in got:
            self.take(message)
        return got

    def take(self, message: dict[str, Any]) -> None:
        kind = message.get("t")
        try:
            if kind == "_link":
                self.state = message.get("state", self.state)
            elif kind == "created":
                self.code, self.host_token = message["code"], message["host_token"]
            elif kind == "joined":
                self.seat, self.token = message["seat"], message["token"]
                self.seq = 0  # the host numbers this seat's updates from here (a snapshot, if started, is 0)
                self._rejoin()
            elif kind == "lobby":
                self.lobby = message
                if self.game is None:
                    from ghostparlor.games import load_game

                    self.game = load_game(message["game"])
            elif kind == "snapshot":
                self.steps = []
                self._take_now(message, reset=True)
            elif kind == "update":
                if message["seq"] != self.seq + 1:  # something was missed: the whole game again
                    self.connection.send({"t": "resync"})
                    return
                self._take_now(message, reset=False)
            elif kind == "chat":
                self.chat = (self.chat + [message])[-50:]
            elif kind == "record":
                self.save = message["save"]
            elif kind == "ack":
                self.acked += 1
            elif kind in ("error", "stale"):
                self.errors = (self.errors + [message])[-20:]
        except (KeyError, TypeError, ValueError) as exc:
            self.errors.append({"t": "error", "code": "bad_host", "text": f"the host sent a damaged {kind}: {str(exc)[:80]}"})

    def _rejoin(self) -> None:
        if self.code and self.token:
            self.connection.rejoin_with({"t": "hello", "v": PROTOCOL, "name": self.name},
                                        {"t": "join", "code": self.code, "seat": None, "token": self.token})

    def _take_now(self, message: dict[str, Any], reset: bool) -> None:
        game_id = self.lobby["game"] if self.lobby else None
        if game_id is None:
            return
        steps = [RemoteStep(int(s["a"]), int(s["n"]), tuple(wire.decode(game_id, e) for e in s["e"])) for s in message["steps"]]
        now = message["now"]
        self.now = now
        self._decoded = {}
        self.seq = message["seq"]
        if reset:
            self.steps = steps
            for chat in message.get("chat") or []:
                if chat not in self.chat:
                    self.chat.append(chat)
        else:
            self.steps.extend(steps)
            self.fresh.extend(steps)

    def take_fresh(self) -> list[RemoteStep]:
        out, self.fresh = self.fresh, []
        return out

    # --- reading ----------------------------------------------------------------------------------
    def _decode(self, key: str) -> Any:
        if key not in self._decoded:
            value = (self.now or {}).get(key)
            self._decoded[key] = None if value is None else wire.decode(self.lobby["game"], value)
        return self._decoded[key]

    @property
    def started(self) -> bool:
        return self.now is not None

    def view(self) -> Any:
        return self._decode("view")

    def public_view(self) -> Any:
        return self._decode("public") if (self.now or {}).get("public") is not None else self.view()

    def to_move(self) -> int:
        return int((self.now or {}).get("to_move", TERMINAL))

    def legal(self) -> list[Action]:
        return list(self._decode("legal") or ())

    def played(self) -> int:
        return int((self.now or {}).get("played", 0))

    def result(self) -> Result | None:
        return self._decode("result")

    def details(self) -> list[str]:
        return [str(d) for d in (self.now or {}).get("details") or []]

    def seat_infos(self) -> list[SeatInfo]:
        seats = (self.lobby or {}).get("seats") or []
        return [SeatInfo(str(s.get("name") or "?"), "human" if s.get("kind") == "human" else str(s.get("kind", "")).removeprefix("bot:"), i)
                for i, s in enumerate(seats)]


class RemoteFeed(SeatFeed):
    """A table's feed from a :class:`SeatLink`: everything it says came from the host."""

    def __init__(self, link: SeatLink | Callable[[], SeatLink]) -> None:
        self._link_of = link if callable(link) else (lambda: link)
        assert self.link.game is not None
        self.game = self.link.game
        self._why: tuple[Any, Any] | None = None

    @property
    def link(self) -> SeatLink:
        """The link of the seat served now (a screen shared by two people changes hands)."""
        return self._link_of()

    @property
    def viewer(self) -> int | None:
        return self.link.seat

    def seats(self) -> list[SeatInfo]:
        return self.link.seat_infos()

    def view(self) -> Any:
        return self.link.view()

    def public_view(self) -> Any:
        return self.link.public_view()

    def to_move(self) -> int:
        return self.link.to_move()

    def legal_actions(self) -> list[Action]:
        return self.link.legal() if self.link.to_move() == self.link.seat else []

    def why_illegal(self, action: Action) -> str | None:
        """Answered on this machine from the seat's own view: a state consistent with it
        (``game.determinize``) asked by the rules; only what the seat knows decides."""
        if action in self.legal_actions():
            return None
        key = (self.link.seat, self.link.played(), self.link.seq)
        if self._why is None or self._why[0] != key:
            try:
                state = self.game.determinize(self.view(), random.Random(0))
            except (NotImplementedError, ValueError, KeyError, IndexError):  # a game without it, or a view it cannot fill
                state = None
            self._why = (key, state)
        state = self._why[1]
        if state is None:
            return "not possible now"
        return self.game.why_illegal(state, action) or "not possible now"

    def actions_played(self) -> int:
        return self.link.played()

    def result(self) -> Result | None:
        return self.link.result()

    def result_details(self) -> list[str]:
        return self.link.details()

    def log(self) -> list[FedEntry]:
        return [FedEntry(e, actor=s.actor if s.actor >= 0 else None)
                for s in self.link.steps for e in s.events if not e.QUIET]

    def log_lines(self) -> list[str]:
        names, viewer = self.names(), self.viewer
        return [self.game.describe_event(entry.event, names, viewer) for entry in self.log()]

    def moves(self) -> list[FedMove]:
        return [FedMove(s.actor, s.number, s.events) for s in self.link.steps if s.actor >= 0]
