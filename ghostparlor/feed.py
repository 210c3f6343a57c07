"""What a table may know: one seat's feed of the game (headless, no pygame).

A table and every scene that draws a game read it through a :class:`SeatFeed`, never
through the game's state: for the seat it serves, the feed gives that seat's view, its
legal actions when it is to move, the events and the log as that seat may read them,
and why an action is not legal (answered by the rules). The full state is reachable
only where the rules let everything be open (:meth:`SeatFeed.open_state`: a finished
game's replay with every hand shown, a tutorial's script), through the same interface.

:class:`SessionFeed` feeds a table from a :class:`~ghostparlor.session.MatchSession` on
this machine; a feed from another machine implements the same methods from what the
host sends (nothing here needs the state but :class:`SessionFeed` itself).
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from typing import Any, Callable

from ghostparlor.core.protocol import TERMINAL, Action, Event, Game, Result


class Hidden(LookupError):
    """Asked for what the seat may not see (the full state while something is secret)."""


def redacted(event: Event, viewer: int | None) -> Event:
    """``event`` as ``viewer`` may see it: a secret event for another seat keeps its
    public fields (who drew, which room) and loses its secret ones (set to None)."""
    if event.visible_to(viewer):
        return event
    fields = event.secret_fields()
    if not fields or not dataclasses.is_dataclass(event):
        return event
    return dataclasses.replace(event, **{name: None for name in fields})


def as_seen(happening: Any, viewer: int | None) -> Any:
    """A :class:`~ghostparlor.session.Happening` (an event with its actor) as ``viewer``
    may see it: what the game scene hands its table to animate and sound."""
    event = redacted(happening.event, viewer)
    return happening if event is happening.event else dataclasses.replace(happening, event=event)


@dataclasses.dataclass(frozen=True)
class SeatInfo:
    """What everyone knows of a seat: its name, who plays it and its colour."""

    name: str
    kind: str  # "human" or a bot name
    colour: int

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclasses.dataclass(frozen=True)
class FedEntry:
    """One line of the log as the seat reads it: an event (redacted for the seat) or a text."""

    event: Event | None
    text: str = ""
    actor: int | None = None


@dataclasses.dataclass(frozen=True)
class FedMove:
    """One seat's action as the viewer may know it: who acted, the how-manieth action of
    the game it was, and the events it caused (redacted for the viewer)."""

    seat: int
    number: int
    events: tuple[Event, ...]


class SeatFeed(ABC):
    """The narrow interface between a game and its table: everything one seat may know.

    ``game`` is the rules bound to their content (public: card lists, boards, the words
    that describe actions and events); it is never asked about a state by a table.
    ``viewer`` is the seat served (None: a spectator, who sees only what is public).
    A feed implements every abstract method; the others follow from them.
    """

    game: Game

    @property
    @abstractmethod
    def viewer(self) -> int | None:
        """The seat served (None: a spectator)."""

    # --- the seats ------------------------------------------------------------
    @abstractmethod
    def seats(self) -> list[SeatInfo]:
        """What everyone knows of each seat: name, who plays it, colour."""

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats()]

    @property
    def players(self) -> int:
        return len(self.seats())

    # --- the game now ---------------------------------------------------------------
    @abstractmethod
    def view(self) -> Any:
        """The viewer's view (``game.view(state, viewer)``)."""

    @abstractmethod
    def public_view(self) -> Any:
        """What everyone sees (a spectator's view)."""

    @abstractmethod
    def to_move(self) -> int:
        """The seat to move, CHANCE, or TERMINAL."""

    def is_over(self) -> bool:
        return self.to_move() == TERMINAL

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions when the viewer is to move, else none."""

    @abstractmethod
    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` cannot be played now (None when it can), in the rules' words."""

    @abstractmethod
    def actions_played(self) -> int:
        """How many actions (chance ones too) the game has had."""

    @abstractmethod
    def result(self) -> Result | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def result_details(self) -> list[str]:
        """How the game ended, for the results screen (public once it is over)."""

    # --- what happened --------------------------------------------------------------
    @abstractmethod
    def log(self) -> list[FedEntry]:
        """The game's log as the viewer reads it: events redacted, others' secrets left out."""

    @abstractmethod
    def log_lines(self) -> list[str]:
        """The log in words, as the viewer reads it."""

    @abstractmethod
    def moves(self) -> list[FedMove]:
        """Every seat's action so far with its events, redacted for the viewer."""

    def last_moves(self) -> dict[int, FedMove]:
        """Each seat's most recent action (a seat that has not acted has none)."""
        last: dict[int, FedMove] = {}
        for move in self.moves():
            last[move.seat] = move
        return last

    # --- where everything is open -------------------------------------------------------
    @property
    def everything_open(self) -> bool:
        """True only where the rules let every hand be shown (a replay's open view, a
        tutorial's script): then :meth:`open_state` answers."""
        return False

    def open_state(self) -> Any:
        """The full state, only while :attr:`everything_open`; else :class:`Hidden`."""
        raise Hidden("the game's state is open only in a replay's open view or a tutorial")


class SessionFeed(SeatFeed):
    """A feed from a session on this machine, for the seat ``viewer_of()`` names now (the
    screen changes hands in hot seat: the scene says whose it is)."""

    def __init__(self, session: Any, viewer_of: Callable[[], int | None],
                 open_when: Callable[[], bool] = lambda: False) -> None:
        self._session = session
        self._viewer_of = viewer_of
        self._open_when = open_when
        self.game = session.game
        self._log_cache: tuple[Any, list[FedEntry]] | None = None
        self._moves_cache: tuple[Any, list[FedMove]] | None = None

    @property
    def viewer(self) -> int | None:
        return self._viewer_of()

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(p.name, p.kind, p.colour) for p in self._session.plans]

    def names(self) -> list[str]:
        return self._session.names()

    @property
    def players(self) -> int:
        return self._session.players

    def _state(self) -> Any:
        return self._session.match.state

    def view(self) -> Any:
        return self.game.view(self._state(), self.viewer)

    def public_view(self) -> Any:
        return self.game.view(self._state(), None)

    def to_move(self) -> int:
        return self._session.to_move()

    def is_over(self) -> bool:
        return self._session.is_over()

    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat < 0 or (seat != self.viewer and not self.everything_open):
            return []
        return self._session.legal_actions()

    def why_illegal(self, action: Action) -> str | None:
        return self.game.why_illegal(self._state(), action)

    def actions_played(self) -> int:
        return len(self._session.match.actions)

    def result(self) -> Result | None:
        return self._session.result()

    def result_details(self) -> list[str]:
        if not self.is_over():
            return []
        return self.game.result_details(self._state(), self.names())

    def _key(self) -> tuple:
        return (self.viewer, len(self._session.log), len(self._session.moves), self.actions_played())

    def log(self) -> list[FedEntry]:
        key = self._key()
        if self._log_cache is None or self._log_cache[0] != key:
            viewer = self.viewer
            entries = []
            for entry in self._session.log:
                if entry.event is not None:
                    entries.append(FedEntry(redacted(entry.event, viewer), actor=entry.actor))
                elif entry.secret_to is None or entry.secret_to == viewer:
                    entries.append(FedEntry(None, str(entry.text), entry.actor))
            self._log_cache = (key, entries)
        return self._log_cache[1]

    def log_lines(self) -> list[str]:
        return self._session.log_lines(self.viewer)

    def moves(self) -> list[FedMove]:
        key = self._key()
        if self._moves_cache is None or self._moves_cache[0] != key:
            viewer = self.viewer
            moves = [FedMove(m.seat, m.number, tuple(redacted(e, viewer) for e in m.events)) for m in self._session.moves]
            self._moves_cache = (key, moves)
        return self._moves_cache[1]

    @property
    def everything_open(self) -> bool:
        return bool(self._open_when())

    def open_state(self) -> Any:
        if not self.everything_open:
            return super().open_state()
        return self._state()




class CopiedFeed(SeatFeed):
    """A feed that holds only copies of what another feed answered for one seat: no
    state, no session, no rules but the game's public content. A client of a remote
    table works this way (the host sends what :meth:`copy_from` reads here); the tests
    feed every table through one to prove a table needs nothing more.

    ``ask`` answers :meth:`why_illegal` (on a network, a question to the host)."""

    def __init__(self, game: Game, ask: Callable[[Action], str | None]) -> None:
        self.game = game
        self._ask = ask
        self._viewer: int | None = None
        self._seats: list[SeatInfo] = []
        self._view: Any = None
        self._public: Any = None
        self._to_move = TERMINAL
        self._legal: list[Action] = []
        self._played = 0
        self._result: Result | None = None
        self._details: list[str] = []
        self._log: list[FedEntry] = []
        self._lines: list[str] = []
        self._moves: list[FedMove] = []

    def copy_from(self, source: SeatFeed) -> None:
        """Take everything ``source`` says to its seat now (what a host would send)."""
        self._viewer = source.viewer
        self._seats = list(source.seats())
        self._view = source.view()
        self._public = source.public_view()
        self._to_move = source.to_move()
        self._legal = list(source.legal_actions())
        self._played = source.actions_played()
        self._result = source.result()
        self._details = list(source.result_details())
        self._log = list(source.log())
        self._lines = list(source.log_lines())
        self._moves = list(source.moves())

    @property
    def viewer(self) -> int | None:
        return self._viewer

    def seats(self) -> list[SeatInfo]:
        return list(self._seats)

    def view(self) -> Any:
        return self._view

    def public_view(self) -> Any:
        return self._public

    def to_move(self) -> int:
        return self._to_move

    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def why_illegal(self, action: Action) -> str | None:
        return self._ask(action)

    def actions_played(self) -> int:
        return self._played

    def result(self) -> Result | None:
        return self._result

    def result_details(self) -> list[str]:
        return list(self._details)

    def log(self) -> list[FedEntry]:
        return list(self._log)

    def log_lines(self) -> list[str]:
        return list(self._lines)

    def moves(self) -> list[FedMove]:
        return list(self._moves)
