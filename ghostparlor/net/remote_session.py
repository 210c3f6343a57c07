"""A game on another machine, played from this window: what the game scene plays through.

:class:`RemoteSession` answers the game scene as a local
:class:`~ghostparlor.session.MatchSession` does (whose turn, the viewer, the log, the last
moves, a person's move, the hot-seat curtain), but everything it knows came from the
host through one :class:`~ghostparlor.net.link.SeatLink` per person at this screen (a
screen may hold several people of a table, hot seat mixed with remote seats). A move is
sent to the host, which checks it; the table changes when the host's update arrives.
Once the game is over the host sends its record (every hand open) and
:meth:`RemoteSession.finished_session` is a local finished session for the results,
the replay, the archive and the statistics.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import TERMINAL, Action, Event, Result
from ghostparlor.core.strings import Words, t
from ghostparlor.net.link import RemoteFeed, SeatLink
from ghostparlor.session import HUMAN, Happening, LogEntry, MatchSession, Move, SeatPlan

REMOTE = "remote"  # a person at another screen (statistics count the game as a network game)


class _Actions:
    """``match.actions`` as far as a remote seat may know it: how many there were."""

    def __init__(self, link_of: Callable[[], SeatLink]) -> None:
        self._link_of = link_of

    def __len__(self) -> int:
        return self._link_of().played()

    def __bool__(self) -> bool:
        return len(self) > 0


class _RemoteMatch:
    def __init__(self, session: "RemoteSession") -> None:
        self._session = session
        self.actions = _Actions(lambda: session.primary)
        self.history: list[Any] = []

    @property
    def options(self) -> dict[str, Any]:
        lobby = self._session.primary.lobby or {}
        options = lobby.get("options")
        return dict(self._session.primary_decode(options) or {}) if options is not None else {}


class RemoteSession:
    """See the module docstring. ``links``: one per person at this screen, each seated."""

    networked = True
    finish_recorded = False

    def __init__(self, links: list[SeatLink]) -> None:
        if not links or any(link.game is None or link.seat is None for link in links):
            raise ValueError("a remote session needs seated links that know their game")
        self.links = {link.seat: link for link in links}
        self.primary = links[0]
        self.game = self.primary.game
        self.match = _RemoteMatch(self)
        self.happenings: deque[Happening] = deque()
        self.log: list[LogEntry] = []
        self.moves: list[Move] = []
        self.hold = False
        self.gate = None
        self.pace_seconds = 0.8
        self.explain_bots = False
        self.last_human: int | None = links[0].seat
        self.notices: list[str] = []  # the host's refusals and connection news, for the scene's toasts
        self._built_for: tuple[Any, ...] | None = None
        self._finished: MatchSession | None = None
        self._sent_at: int | None = None
        self._link_states = {seat: link.state for seat, link in self.links.items()}
        self._rebuild(self._viewer_link())

    def primary_decode(self, value: Any) -> Any:
        from ghostparlor.net import wire

        return wire.decode(self.game.id, value)

    # --- who is who ---------------------------------------------------------------------------
    @property
    def plans(self) -> list[SeatPlan]:
        plans = []
        for info in self.primary.seat_infos():
            seat = info.colour
            kind = HUMAN if seat in self.links else (REMOTE if info.kind == HUMAN else info.kind)
            plans.append(SeatPlan(info.name, kind, seat))
        return plans

    @property
    def players(self) -> int:
        return len((self.primary.lobby or {}).get("seats") or ())

    def names(self) -> list[str]:
        return [info.name for info in self.primary.seat_infos()]

    def humans(self) -> list[int]:
        return sorted(self.links)

    @property
    def bots(self) -> dict[int, None]:
        seats = (self.primary.lobby or {}).get("seats") or []
        return {i: None for i, s in enumerate(seats) if str(s.get("kind", "")).startswith("bot:") or s.get("stand_in")}

    def presence(self, seat: int) -> str:
        """How a seat is played now: "here" (a person connected), "away", "bot" or "stand_in"."""
        seats = (self.primary.lobby or {}).get("seats") or []
        if not 0 <= seat < len(seats):
            return "away"
        s = seats[seat]
        if s.get("stand_in"):
            return "stand_in"
        if str(s.get("kind", "")).startswith("bot:"):
            return "bot"
        return "here" if s.get("connected") else "away"

    def connection(self) -> str:
        """The worst state of this screen's connections: "open", "connecting", "away" or "closed"."""
        states = {link.connection.state for link in self.links.values()}
        for state in ("closed", "away", "connecting"):
            if state in states:
                return state
        return "open"

    def to_move(self) -> int:
        return self.primary.to_move()

    def is_over(self) -> bool:
        return self.primary.started and self.to_move() == TERMINAL

    def human_to_move(self) -> int | None:
        seat = self.to_move()
        return seat if seat in self.links else None

    def viewer(self) -> int | None:
        seat = self.human_to_move()
        return seat if seat is not None else self.last_human

    def _viewer_link(self) -> SeatLink:
        return self.links.get(self.viewer(), self.primary)

    def needs_handoff(self, shown_to: int | None) -> bool:
        seat = self.human_to_move()
        if seat is None or seat == shown_to or len(self.links) < 2:
            return False
        return bool(self.game.private_views)

    def feed(self, viewer_of: Callable[[], int | None], open_when: Callable[[], bool] = lambda: False) -> RemoteFeed:
        """The table's feed: the link of the person the screen shows (nothing is ever open)."""
        return RemoteFeed(lambda: self.links.get(viewer_of(), self.primary))

    # --- what the seats know -----------------------------------------------------------------
    def view(self, seat: int | None = None) -> Any:
        seat = self.viewer() if seat is None else seat
        link = self.links.get(seat)
        return link.view() if link is not None else self.primary.public_view()

    def legal_actions(self) -> list[Action]:
        link = self.links.get(self.to_move())
        return link.legal() if link is not None else []

    def result(self) -> Result | None:
        return self.primary.result() if self.is_over() else None

    def since_last_turn(self, seat: int, limit: int = 8) -> list[str]:
        link = self.links.get(seat, self.primary)
        names = self.names()
        lines: list[str] = []
        for step in link.steps:
            if step.actor == seat:
                lines.clear()
                continue
            if step.actor < 0 and not lines:
                continue
            lines.extend(self.game.describe_event(e, names, seat) for e in step.events if not e.QUIET)
        return [line for line in lines if line][-limit:]

    # --- moving ----------------------------------------------------------------------------------
    def submit(self, action: Action) -> list[Event]:
        """A person's move, sent to the host (which checks it again); the table changes when
        the host's update comes. Refused here at once if it is plainly not legal."""
        seat = self.human_to_move()
        if seat is None:
            raise IllegalAction(action, self.to_move(), "it is not your turn")
        link = self.links[seat]
        if action not in link.legal():
            raise IllegalAction(action, seat, "not among the legal actions")
        if self._sent_at == link.played():
            raise IllegalAction(action, seat, "your move is on its way")
        self._sent_at = link.played()
        link.act(action)
        self.last_human = seat
        return []

    def update(self, dt: float) -> bool:
        """Take what the host sent; True when the game moved on (new steps or a snapshot)."""
        changed = False
        viewer_link = self._viewer_link()
        for seat, link in self.links.items():
            for message in link.pump():
                if message.get("t") == "error":
                    self.notices.append(str(message.get("text", ""))[:200])
                elif message.get("t") == "_link" and message.get("state") != self._link_states.get(seat):
                    self._link_states[seat] = message.get("state")
                    changed = True
            fresh = link.take_fresh()
            if link is viewer_link:
                for step in fresh:
                    for event in step.events:
                        self.happenings.append(Happening(event, step.actor))
        key = (viewer_link.seat, viewer_link.seq, len(viewer_link.steps), viewer_link.played())
        if key != self._built_for:
            self._rebuild(viewer_link)
            changed = True
        return changed

    def _rebuild(self, link: SeatLink) -> None:
        self._built_for = (link.seat, link.seq, len(link.steps), link.played())
        self.log = [LogEntry(e, actor=s.actor if s.actor >= 0 else None) for s in link.steps for e in s.events if not e.QUIET]
        self.moves = [Move(s.actor, s.number, list(s.events)) for s in link.steps if s.actor >= 0]

    def take_happenings(self) -> list[Happening]:
        out = list(self.happenings)
        self.happenings.clear()
        return out

    def take_notices(self) -> list[str]:
        out, self.notices = self.notices, []
        return out

    def log_lines(self, viewer: int | None) -> list[str]:
        names = self.names()
        return [self.game.describe_event(entry.event, names, viewer) for entry in self.log if entry.event is not None]

    def last_moves(self) -> dict[int, Move]:
        return {move.seat: move for move in self.moves}

    def bot_thinking(self) -> int | None:
        seat = self.to_move()
        return seat if seat in self.bots and not self.is_over() else None

    def can_undo(self) -> tuple[bool, str]:
        return False, t("net.no_undo")

    def undo(self) -> bool:
        return False

    def named(self, text: str | Words) -> Words:
        from ghostparlor.core.strings import with_names

        if not isinstance(text, Words):
            return Words.plain(str(text))
        return with_names(text, self.names())

    # --- chat -------------------------------------------------------------------------------------
    def say(self, text: str) -> None:
        self._viewer_link().say(text)  # the person the screen shows speaks (two may share it)

    def react(self, what: str) -> None:
        self._viewer_link().react(what)

    def chat(self) -> list[dict[str, Any]]:
        return list(self.primary.chat)

    # --- the end -----------------------------------------------------------------------------------
    def finished_session(self) -> MatchSession | None:
        """The finished game, rebuilt from the record the host sent (every hand open now)."""
        if self._finished is None and self.primary.save is not None:
            from ghostparlor.core.match import Match

            save = self.primary.save
            record = save["record"]
            plans = [SeatPlan(p.name, p.kind, p.colour) for p in self.plans]
            match = Match.from_record(self.game, record, keep_history=False)
            session = MatchSession(self.game, plans, match.options, match.seed, match=match, live=False)
            session.log = session.logged_events(record, session.moves)
            session.networked = True
            self._finished = session
        return self._finished

    def summary(self) -> dict[str, Any]:
        return {"game": self.game.id, "players": self.names(), "kinds": [p.kind for p in self.plans],
                "round": None, "actions": len(self.match.actions), "over": self.is_over()}

    def save_data(self, fingerprints: bool = False) -> dict[str, Any]:
        finished = self.finished_session()
        if finished is None:
            raise ValueError("a network game is kept by its host until it is over")
        return finished.save_data(fingerprints)

    def close(self) -> None:
        for link in self.links.values():
            try:
                link.connection.send({"t": "bye"})
                link.connection.close()
            except Exception:
                pass
