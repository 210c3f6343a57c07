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

A screen may also only watch: a spectator's link (no seat) is sent the public view and
every event as nobody's; nobody here moves, the chat and the end work as for a seat. The
seats of this screen may change during the game: the host hands one over (to a bot, or
opens it for someone waiting: that person watches from then on, told in one line), or the
person watching takes an open seat (:meth:`RemoteSession.sit`); :meth:`RemoteSession.reseated`
tells the frame to make itself anew for the people it now shows. The host's screen hands
seats over with :meth:`RemoteSession.hand_seat`.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import TERMINAL, Action, Event, Result
from ghostparlor.core.strings import Words, t
from ghostparlor.net.link import RemoteFeed, SeatLink
from ghostparlor.net.messages import PROTOCOL
from ghostparlor.session import HUMAN, Happening, LogEntry, MatchSession, Move, SeatPlan

REMOTE = "remote"  # a person at another screen (statistics count the game as a network game)
HANDED_BOT = "bot:easy"  # who plays a seat the host gives to a bot (as a stand-in plays an away person's)


def seat_after(before: int | None, got: list[dict[str, Any]]) -> int | None:
    """The seat the host holds a connection to after the messages ``got`` (its seat was
    ``before``): a "joined" seats it; a lobby whose ``you`` is None once it was seated says
    the host handed its seat over (the lobby after a "joined" always names the seat)."""
    seat = before
    for message in got:
        kind = message.get("t")
        if kind == "joined" and isinstance(message.get("seat"), int):
            seat = message["seat"]
        elif kind == "lobby" and "you" in message and message["you"] is None:
            seat = None
    return seat


def watch_instead(link: SeatLink, join: bool = False) -> None:
    """``link`` no longer has a seat: it watches (and says so when it reconnects); ``join``:
    it asks the host to watch now (the host did not know its seat's key any more)."""
    link.seat, link.token = None, None
    if link.code:
        watching = {"t": "join", "code": link.code, "seat": None, "token": None}
        link.connection.rejoin_with({"t": "hello", "v": PROTOCOL, "name": link.name}, watching)
        if join:
            link.connection.send(watching)


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
    """See the module docstring. ``links``: one per person at this screen (a link without a
    seat watches); ``spectator``: the link of a screen that only watches (``links`` empty)."""

    networked = True
    finish_recorded = False

    def __init__(self, links: list[SeatLink], spectator: SeatLink | None = None) -> None:
        everyone = list(links) + ([spectator] if spectator is not None else [])
        if not everyone or any(link.game is None for link in everyone):
            raise ValueError("a remote session needs links that know their game")
        self.everyone = everyone  # this screen's links, seated or watching (links[0] first)
        self.links: dict[int, SeatLink] = {link.seat: link for link in everyone if link.seat is not None}
        self.primary = everyone[0]
        self.game = self.primary.game
        self.match = _RemoteMatch(self)
        self.happenings: deque[Happening] = deque()
        self.log: list[LogEntry] = []
        self.moves: list[Move] = []
        self.hold = False
        self.gate = None
        self.pace_seconds = 0.8
        self.explain_bots = False
        self.last_human: int | None = min(self.links) if self.links else None
        self.notices: list[str] = []  # the host's refusals and connection news, for the scene's toasts
        self._built_for: tuple[Any, ...] | None = None
        self._finished: MatchSession | None = None
        self._sent_at: int | None = None
        self._link_states = {id(link): link.state for link in everyone}
        self._reseated = False
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
    def watching(self) -> bool:
        """Nobody at this screen has a seat: it watches the game (the public view)."""
        return not self.links

    @property
    def is_host(self) -> bool:
        """This screen hosts the table (one of its links has the host's key)."""
        return any(link.host_token for link in self.everyone)

    def seat_open(self, seat: int) -> bool:
        """Nobody has ``seat``: someone watching may take it (a bot plays it meanwhile)."""
        seats = (self.primary.lobby or {}).get("seats") or []
        return 0 <= seat < len(seats) and isinstance(seats[seat], dict) and not seats[seat].get("taken") \
            and seats[seat].get("kind") == "human"

    @property
    def bots(self) -> dict[int, None]:
        seats = (self.primary.lobby or {}).get("seats") or []
        return {i: None for i, s in enumerate(seats) if str(s.get("kind", "")).startswith("bot:") or s.get("stand_in")}

    def presence(self, seat: int) -> str:
        """How a seat is played now: "here" (a person connected), "away", "bot", "stand_in" or
        "open" (the host opened it for someone waiting: a bot plays it meanwhile)."""
        seats = (self.primary.lobby or {}).get("seats") or []
        if not 0 <= seat < len(seats):
            return "away"
        s = seats[seat]
        if not s.get("taken") and s.get("kind") == "human":
            return "open"
        if s.get("stand_in"):
            return "stand_in"
        if str(s.get("kind", "")).startswith("bot:"):
            return "bot"
        return "here" if s.get("connected") else "away"

    def connection(self) -> str:
        """The worst state of this screen's connections: "open", "connecting", "away" or "closed"."""
        states = {link.connection.state for link in self.everyone}
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
        if self.watching:
            raise IllegalAction(action, self.to_move(), t("net.watching_no_move"))
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
        for link in self.everyone:
            before = link.seat
            got = link.pump()
            for message in got:
                if message.get("t") in ("snapshot", "stale", "error", "_link"):
                    self._sent_at = None  # a move lost at a drop, or refused, may be made again
                if message.get("t") == "error":
                    self._refused(link, before, message)
                elif message.get("t") == "_link" and message.get("state") != self._link_states.get(id(link)):
                    self._link_states[id(link)] = message.get("state")
                    changed = True
            if before is not None and seat_after(before, got) is None and link.seat is not None:
                self._lost_seat(link, before)
            fresh = link.take_fresh()
            if link is viewer_link:
                for step in fresh:
                    for event in step.events:
                        self.happenings.append(Happening(event, step.actor))
        if self._follow_seats():
            changed = True
            viewer_link = self._viewer_link()
        key = (viewer_link.seat, viewer_link.seq, len(viewer_link.steps), viewer_link.played())
        if key != self._built_for:
            self._rebuild(viewer_link)
            changed = True
        return changed

    # --- seats changing hands ----------------------------------------------------------------------
    def _refused(self, link: SeatLink, before: int | None, message: dict[str, Any]) -> None:
        """A refusal from the host, for the toasts; a seat's key it no longer knows (the host
        handed the seat over while this screen was away): this person watches from now on."""
        if message.get("code") == "unknown_token" and before is not None and link.seat is not None:
            watch_instead(link, join=True)
            self.notices.append(t("net.seat_lost_away"))
            return
        self.notices.append(str(message.get("text", ""))[:200])

    def _lost_seat(self, link: SeatLink, seat: int) -> None:
        """The host handed ``seat`` (this link's) over: its person watches, told in one line, and
        asks for the game as anyone sees it now (the seat's view goes at once)."""
        watch_instead(link)
        link.connection.send({"t": "resync"})
        seats = (link.lobby or {}).get("seats") or []
        to_bot = 0 <= seat < len(seats) and str((seats[seat] or {}).get("kind", "")).startswith("bot:")
        self.notices.append(t("net.seat_lost_bot" if to_bot else "net.seat_lost_open"))

    def _follow_seats(self) -> bool:
        """This screen's seats as its links hold them now; True (and :meth:`reseated`) when
        they changed."""
        links = {link.seat: link for link in self.everyone if link.seat is not None}
        if links.keys() == self.links.keys() and all(links[s] is self.links[s] for s in links):
            return False
        self.links = links
        self.happenings.clear()  # the frame is made anew from the table as it is now
        if self.last_human not in links:
            self.last_human = min(links) if links else None
        self._sent_at = None
        self._reseated = True
        return True

    def reseated(self) -> bool:
        """True once after this screen's seats changed: the frame is made anew for them."""
        out, self._reseated = self._reseated, False
        return out

    def sit(self, seat: int) -> bool:
        """The person watching here takes the open ``seat`` (the host seats them mid-game);
        False when nobody here watches or the seat is not open."""
        link = next((link for link in self.everyone if link.seat is None and link.code), None)
        if link is None or not self.seat_open(seat) or self.is_over():
            return False
        link.join(link.code, seat)
        return True

    def hand_seat(self, seat: int, to: str) -> bool:
        """The host gives ``seat`` to a bot (``to`` "bot": :data:`HANDED_BOT`) or opens it
        ("open") for someone waiting; False when this screen does not host the table."""
        link = next((link for link in self.everyone if link.host_token), None)
        if link is None or to not in ("bot", "open"):
            return False
        link.hand_seat(seat, HANDED_BOT if to == "bot" else "open")
        return True

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
        for link in self.everyone:
            try:
                link.connection.send({"t": "bye"})
                link.connection.close()
            except Exception:
                pass
