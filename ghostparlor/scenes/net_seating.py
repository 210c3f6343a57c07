"""This screen's people at one network table: their seat links, what the host said, the
seats file.

A :class:`Seating` is made by the host screen (:meth:`Seating.create`: the table is created
through the first link, then every seat of a person at this screen is taken with a link of
its own), by the join screen (:meth:`Seating.join`: the table's lobby is watched, then a free
seat taken with :meth:`Seating.sit`) or from the seats file (:meth:`Seating.rejoin`: every
kept seat taken back with its token). :meth:`Seating.update` takes what arrived and moves on
its :attr:`phase`; the lobby screen draws from it and, once the game has started, plays
through :meth:`Seating.remote_session` (or watches it: a screen without a seat). Every seat
taken is written to ``net_seats.json`` (``ghostparlor.net.seats_file``) so a drop or a
restart finds it again. The host may hand a seat over (:meth:`Seating.hand_seat`): a person
whose seat is handed over watches from then on, told in one line; so does one who comes back
to a seat the host no longer knows.
"""

from __future__ import annotations

from typing import Any, Callable

from ghostparlor.core.strings import Said, t
from ghostparlor.net import seats_file
from ghostparlor.net.client import Connection
from ghostparlor.net.link import SeatLink
from ghostparlor.net.messages import NAME_CHARS, safe_text
from ghostparlor.net.remote_session import HANDED_BOT, RemoteSession, seat_after, watch_instead
from ghostparlor.scenes.net_common import close_quietly

# the host's error codes said in this screen's words (anything else: the host's own line)
ERRORS = {
    "no_table": "net.err.no_table", "seat_taken": "net.err.seat_taken", "version": "net.err.version",
    "unknown_token": "net.err.unknown_token", "full": "net.err.full", "bad_table": "net.err.bad_table",
    "not_host": "net.err.not_host", "started": "net.err.started", "no_seat": "net.err.no_seat",
    "too_fast": "net.err.too_fast", "bad_message": "net.err.bad_message",
}
FAILING = ("no_table", "version", "unknown_token", "full", "bad_table", "bad_message", "too_fast")

# phases: connecting (no lobby yet), creating (the host waits for the table's code), seating
# (this screen's seats being taken), lobby (seated or watching, waiting for the start),
# started (every seat of this screen has the game), failed (see problem), over (the game ended)


class Seating:
    """See the module docstring. ``links[0]`` speaks for this screen (it created the table,
    or joined it first); ``problem`` is the one line to show, or None."""

    networked = True  # App.home closes it, as it closes a network game's session

    def __init__(self, url: str, name: str, *, hosted: bool = False, code: str | None = None,
                 port: int | None = None, connect: Callable[[str], Any] = Connection) -> None:
        self.url = url
        self.name = safe_text(name, NAME_CHARS) or "?"
        self.hosted = hosted
        self.code = code
        self.port = port
        self.connect = connect
        self.links: list[SeatLink] = [SeatLink(connect(url), self.name, code)]
        self.phase = "connecting"
        self.problem: str | None = None
        self.notice: str | None = None  # the latest word that is not a failure (a seat taken by someone else)
        self.game = ""
        self.wanted: list[tuple[int, str]] = []  # (seat, name) this screen takes once the code is known
        self._kept_key: Any = None
        self.closed = False

    # --- making one ------------------------------------------------------------------------
    @classmethod
    def create(cls, url: str, game: str, players: int, seats: list[str], here: list[tuple[int, str]],
               away_seconds: int, port: int | None = None, connect: Callable[[str], Any] = Connection,
               options: dict[str, Any] | None = None) -> "Seating":
        """Create a table on the host at ``url``: ``seats`` as the host message has them
        ("human" for a person, here or not, "bot:easy"), ``here`` the (seat, name) of the people
        at this screen (the first one creates the table)."""
        seating = cls(url, here[0][1], hosted=True, port=port, connect=connect)
        seating.game = game
        seating.wanted = list(here)
        seating.phase = "creating"
        seating.links[0].create(game, players, dict(options or {}), seats, away_seconds)
        return seating

    @classmethod
    def join(cls, url: str, code: str, name: str, connect: Callable[[str], Any] = Connection) -> "Seating":
        """Watch the table ``code`` at ``url`` (its lobby comes), to take a free seat."""
        seating = cls(url, name, code=code, connect=connect)
        seating.links[0].join(code, None)
        return seating

    @classmethod
    def rejoin(cls, kept: seats_file.KeptTable, url: str | None = None,
               connect: Callable[[str], Any] = Connection) -> "Seating":
        """Take back every seat this screen held at ``kept`` with its token."""
        seats = sorted(kept.seats, key=lambda s: s.seat)
        seating = cls(url or kept.address, seats[0].name if seats else "?", hosted=kept.hosted, code=kept.code,
                      port=kept.port, connect=connect)
        seating.game = kept.game
        seating.links[0].host_token = kept.host_token
        for i, seat in enumerate(seats):
            link = seating.links[0] if i == 0 else SeatLink(connect(seating.url), safe_text(seat.name, NAME_CHARS) or "?", kept.code)
            if i:
                seating.links.append(link)
            link.token = seat.token
            link.join(kept.code, None)
        if not seats:
            seating.links[0].join(kept.code, None)
        return seating

    # --- this screen's decisions ---------------------------------------------------------------
    def sit(self, seat: int) -> None:
        """The person at this screen takes the free seat ``seat`` (from watching)."""
        primary = self.links[0]
        if primary.seat is None and self.code:
            primary.join(self.code, seat)
            self.problem = self.notice = None

    def start(self) -> None:
        self.links[0].start()

    def hand_seat(self, seat: int, to: str) -> None:
        """The host sets a seat that is not at this screen to a bot (``to`` "bot") or opens it."""
        if self.host_token and seat not in self.local_seats():
            self.links[0].hand_seat(seat, HANDED_BOT if to == "bot" else "open")
            self.problem = self.notice = None

    # --- what arrived ------------------------------------------------------------------------------
    @property
    def lobby(self) -> dict[str, Any] | None:
        return self.links[0].lobby

    @property
    def host_token(self) -> str | None:
        return self.links[0].host_token

    def seated(self) -> list[SeatLink]:
        return [link for link in self.links if link.seat is not None]

    def local_seats(self) -> set[int]:
        return {link.seat for link in self.links if link.seat is not None}

    def connected(self) -> bool:
        return all(link.connection.state == "open" for link in self.links)

    def update(self) -> bool:
        """Take every message that arrived; True when something shown may have changed."""
        if self.closed or self.phase in ("failed",):
            return False
        changed = False
        for link in list(self.links):
            before = link.seat
            got = link.pump()
            changed = changed or bool(got)
            self._read_errors([m for m in got if m.get("t") == "error"], link)
            if self.phase == "failed":
                return True
            if before is not None and seat_after(before, got) is None and link.seat is not None:
                self._lost_seat(link, before)
            if link.connection.state == "away" and link.lobby is None and self.phase in ("connecting", "creating"):
                problem = str(link.connection.problem or "")
                self.fail(Said("net.err.unreachable", address=self.url, problem=_short(problem)))
                return True
        primary = self.links[0]
        if self.phase == "creating" and primary.code:
            self.code = primary.code
            self._take_seats()
            self.phase = "seating"
            changed = True
        if self.phase in ("connecting", "seating", "lobby") and primary.lobby is not None:
            self.game = str(primary.lobby.get("game", self.game))
            if self.phase == "connecting" or (self.phase == "seating" and all(link.seat is not None for link in self.links)):
                self.phase = "lobby"
                changed = True
            if primary.lobby.get("over"):
                self.phase = "over"
                self.forget()
                return True
        seated = self.seated()
        if self.phase == "lobby" and seated and len(seated) == len(self.links) and all(link.started for link in seated):
            self.phase = "started"
            changed = True
        self._keep()
        return changed

    def _take_seats(self) -> None:
        """The code is known: the first person here sits with the link that created the
        table, every other person here with a link of their own."""
        primary = self.links[0]
        for i, (seat, name) in enumerate(self.wanted):
            if i == 0:
                primary.join(self.code, seat)
                continue
            link = SeatLink(self.connect(self.url), safe_text(name, NAME_CHARS) or "?", self.code)
            link.join(self.code, seat)
            self.links.append(link)

    def _read_errors(self, errors: list[dict[str, Any]], link: SeatLink | None = None) -> None:
        """The host's refusals that just arrived: one that ends the seating fails it; a seat's
        key the host no longer knows (it handed the seat over) leaves this person watching."""
        for error in errors:
            code = str(error.get("code", ""))
            if code == "unknown_token" and link is not None and self.code and self.phase != "started":
                self._unknown_seat(link)
                continue
            key = ERRORS.get(code)
            text = Said(key) if key else Said("net.err.host_says", text=safe_text(str(error.get("text", "")), 120))
            if (code in FAILING and self.phase != "started") or (code == "seat_taken" and self.phase == "seating"):
                if code in ("no_table", "unknown_token") and self.code:
                    self.forget()
                self.fail(text)
                return
            self.notice = text

    def _lost_seat(self, link: SeatLink, seat: int) -> None:
        """The host handed this link's ``seat`` over: its person watches (and may take a free seat)."""
        watch_instead(link)
        seats = (link.lobby or {}).get("seats") or []
        to_bot = 0 <= seat < len(seats) and str((seats[seat] or {}).get("kind", "")).startswith("bot:")
        self.notice = Said("net.seat_lost_bot" if to_bot else "net.seat_lost_open")
        if not self.seated():
            self.forget()

    def _unknown_seat(self, link: SeatLink) -> None:
        """A kept seat's key the host does not know: this screen's first person watches the
        table instead; another person of this screen leaves it."""
        self.forget()
        self.notice = Said("net.seat_lost_away")
        if link is self.links[0]:
            watch_instead(link, join=True)
        else:
            self.links.remove(link)
            close_quietly(link.connection)

    def fail(self, problem: str) -> None:
        self.problem = problem
        self.phase = "failed"
        self.close()

    # --- the seats file ----------------------------------------------------------------------------
    def kept(self) -> seats_file.KeptTable | None:
        seated = self.seated()
        if not self.code or not seated:
            return None
        return seats_file.KeptTable(self.url, self.code, hosted=self.hosted, game=self.game, host_token=self.host_token,
                                    port=self.port, seats=[seats_file.KeptSeat(link.seat, link.name, link.token)
                                                           for link in seated if link.token])

    def _keep(self) -> None:
        table = self.kept()
        if table is None:
            return
        key = (table.code, table.host_token, tuple((s.seat, s.token) for s in table.seats))
        if key == self._kept_key:
            return
        self._kept_key = key
        try:
            seats_file.remember(table, self.name)
        except OSError as exc:
            self.notice = Said("net.err.not_kept", error=str(exc.strerror or exc)[:80])

    def forget(self) -> None:
        if self.code:
            try:
                seats_file.forget(self.url, self.code)
            except OSError:
                pass

    # --- playing and leaving ---------------------------------------------------------------------------
    def remote_session(self) -> RemoteSession:
        """The game of this screen's seats, for the game frame (no seat here: watched)."""
        seated = self.seated()
        return RemoteSession(seated) if seated else RemoteSession([], spectator=self.links[0])

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            close_quietly(*(link.connection for link in self.links))


def _short(problem: str) -> str:
    """A connection's failure in a few words (refused, timed out, not found) or cut."""
    lowered = problem.lower()
    for words, key in (("refused", "net.err.refused"), ("timed out", "net.err.timed_out"), ("timeout", "net.err.timed_out"),
                       ("name or service", "net.err.not_found"), ("nodename", "net.err.not_found"),
                       ("getaddrinfo", "net.err.not_found"), ("unreachable", "net.err.no_route")):
        if words in lowered:
            return t(key)
    return safe_text(problem, 80) or t("net.err.no_answer")
