"""The base of every game's table, and where the table sits in the game frame.

A game's table (``ghostparlor/games/<id>/table/table.py``) subclasses :class:`Table`: it
draws the table area (:data:`TABLE_RECT`) from what its seat's feed says and turns clicks
and keys into one of the legal actions. The frame around it (whose turn it is, the players,
the log, the buttons) is the game scene's (``scenes/game.py``), which re-exports these names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ghostparlor.core.protocol import Action
from ghostparlor.session import Happening
from ghostparlor.ui import FocusGroup, get_assets, get_theme
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.last_move import LastMark

if TYPE_CHECKING:  # pragma: no cover
    from ghostparlor.scenes.game import GameScene

TABLE_RECT = pygame.Rect(0, 52, 944, 668)  # the table's area: below the top bar, left of the side column
SIDE_X = 952  # where the side column (players, log) starts


@dataclass(frozen=True)
class HintMark:
    """Where a hinted move is made: a gold ring around ``rect`` with the lamp badge on its
    corner, or with ``ring`` False (a card in a fanned hand, whose neighbours overlap it)
    only the lamp, hanging over the card's top edge."""

    rect: pygame.Rect
    ring: bool = True



def seats_around(players: int, viewer: int | None) -> list[int]:
    """The other seats in the order they sit from the viewer's left (a spectator: all, from seat 0)."""
    start = (viewer + 1) if viewer is not None else 0
    return [(start + i) % players for i in range(players) if (start + i) % players != viewer]


def seat_row(area: pygame.Rect, seats: list[int], widest: int, gap: int) -> dict[int, pygame.Rect]:
    """Each seat's panel side by side in ``area``, centred, each at most ``widest`` px wide."""
    if not seats:
        return {}
    w = min(widest, (area.w - gap * (len(seats) - 1)) // len(seats))
    total = w * len(seats) + gap * (len(seats) - 1)
    x = area.x + (area.w - total) // 2
    return {seat: pygame.Rect(x + i * (w + gap), area.y, w, area.h) for i, seat in enumerate(seats)}

class Table:
    """Base of a game's table: drawing and input for the table area only."""

    HANDOFF_SHOWS = "table"  # what the curtain's button shows: "cards" where each seat holds a hand
    BACKDROP: str | None = None  # art/<game>/backdrop.jpg: the picture behind the table and panels

    def __init__(self, scene: "GameScene") -> None:
        self.scene = scene
        self.feed = scene.feed  # all the table may know: its seat's view, moves and log (ghostparlor/feed.py)
        self.game = self.feed.game
        self.theme = get_theme()
        self.assets = get_assets()
        self.focus = FocusGroup()

    NEXT_KEYS = (pygame.K_n, pygame.K_PERIOD)  # walk forward through what can be played now
    PREV_KEYS = (pygame.K_COMMA,)  # and back (Shift with a next key too)

    def walk_legal(self, event: pygame.event.Event, nothing_to_choose: str) -> tuple[bool, str | None]:
        """N / . and , walk through the widgets that can be played now (Tab and the arrows
        belong to the frame's buttons, which reach the event first); Enter or Space plays
        the focused one. (True, what to say) when ``event`` was such a key, else (False, None)."""
        if event.type != pygame.KEYDOWN or event.key not in self.NEXT_KEYS + self.PREV_KEYS:
            return False, None
        self.scene.chrome.focus(None)
        step = -1 if event.key in self.PREV_KEYS or getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
        if not self.focus.focus_order():
            return True, (nothing_to_choose if not self.scene.my_turn() else None)
        self.focus.focus_next(step)
        return True, None

    @staticmethod
    def ending_sound(event: Any, viewer: int | None) -> str:
        """The game's end as the viewer hears it: a win (a spectator hears the winners' tune) or a loss."""
        return "win" if viewer is None or viewer in event.winners else "lose"

    def refresh(self, viewer: int | None) -> None:
        """Rebuild the widgets from ``viewer``'s view (and the legal actions when it is their turn)."""

    def handle(self, event: pygame.event.Event) -> Action | str | None:
        return None

    def animate(self, happening: Happening, viewer: int | None) -> None:
        pass

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def busy(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def frame_key(self) -> Any:
        """What the table's picture is made from besides the game (the scene's key has the
        game itself): the legal moves it offers, its widgets' shown states and tips. A
        table that draws from more (a timer, a selection) adds it."""
        return (getattr(self, "legal", None), self.busy(), self.focus.frame_key())

    MOMENTS: dict[str, Any] = {}
    """Event type -> "big" or "notable" (or a function of the event giving one or None)."""

    def moment(self, happening: Happening, viewer: int | None) -> str | None:
        """How big a move is to watch: "big" (a spotlight: a pile taken, a room resolved),
        "notable" (it stays a little longer in view) or None (an ordinary move)."""
        kind = self.MOMENTS.get(type(happening.event).TYPE)
        return kind(happening.event) if callable(kind) else kind

    def moment_rect(self, happening: Happening, viewer: int | None) -> pygame.Rect | None:
        """Where on the table a big moment happened (the spotlight leaves it lit)."""
        return None

    def prompt_area(self) -> pygame.Rect | None:
        """Where the table writes what the person is to do now ("Play a card or take the
        pile"): no tip covers it."""
        return None

    def hint_marks(self, move: Action) -> list[HintMark]:
        """Where ``move`` is made on the table, for the hint to point at. By default every
        visible widget whose action is ``move`` (spots and buttons built from the legal
        actions); a table whose widgets hold other values says it itself."""
        return [HintMark(pygame.Rect(w.rect)) for w in self.focus.widgets
                if w.visible and getattr(w, "action", None) == move]

    @staticmethod
    def hand_marks(hand, kind, count: int = 1) -> list[HintMark]:
        """The first ``count`` cards of ``kind`` in ``hand`` (a CardHand)."""
        marks = []
        for face in hand.cards:
            if face.kind == kind and len(marks) < count:
                rect = hand.card_rect(face.id)
                if rect is not None:
                    marks.append(HintMark(rect, ring=False))
        return marks

    def last_move_marks(self, moves: dict, viewer: int | None) -> list[LastMark]:
        """Where each seat's last move shows on the table now (``moves``: seat -> its last
        :class:`~ghostparlor.session.Move`), drawn only from what ``viewer`` may see:
        the events' public fields, and private ones only when ``event.visible_to(viewer)``."""
        return []

    def seat_status(self, seat: int, viewer: int | None) -> str:
        """A short score line for the players panel (e.g. "3 FP")."""
        return ""

    def seat_role(self, seat: int) -> str:
        """The seat's role where the game has roles ("Ghost master"), as everyone knows it."""
        return ""

    def sound_for(self, happening: Happening, viewer: int | None) -> str | None:
        return None

    def inspectables(self, viewer: int | None) -> list[Thing]:
        """Everything on the table now that says what it is (``ghostparlor/ui/inspect.py``):
        each card, tile, room, space, die, token and counter, where it is drawn, with its
        kind and rule. Nothing while a panel covers the table (a summary, a dialog)."""
        return []
