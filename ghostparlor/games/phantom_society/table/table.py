"""The Phantom Society on screen: the 6x6 manor as a TileGrid (a1..f6), every tile
with its colour AND a symbol per colour (colour-blind safe) and its value; beside it
the damage against the target (with what each team removed), the four ghosts, the
teams, the bids and victory points of Master Games; below it the prompt, the
player's own tiles at set-up, the forced-pass button and the bid cards.

Drawing and input only: clicks and keys become PlaceTile / HideGhost / Devastate /
Hunt / PassTurn / Bid actions that the rules check. Everything is drawn from the seat's
feed (``self.feed``): the view of the seat the screen is shown to, where hidden ghosts
appear only for the ghost team's seats. The one exception is a replay's "all hands open"
view of a finished game (``feed.everything_open``, see ``seen.open_view``): every hidden
ghost and face-down bid of the position is drawn, each marked with an eye as a secret
revealed.

The table is made of panel objects, each with its own refresh, input and drawing:
``manor.py`` (the board: tiles, ghosts, animations), ``side.py`` (the side panel and the
seats' sides), ``strip.py`` (the prompt, the supply chips, the bid cards, the pass button),
``moments.py`` (the scoring moments' summary, the banner), ``marks.py`` (each seat's last
move marked on the table) and ``notes.py`` (where each ghost may still hide); ``seen.py``
reads the feed once a refresh for all of them. ``board.py`` holds the drawing of tiles and
ghosts and the geometry, ``sheet.py`` the results screen's score sheet, ``diagrams.py`` the
rules reader's pictures. This module keeps the table itself, ``make_table``,
``results_sheet`` and every name other code imports.
"""

from __future__ import annotations

import pygame

from ghostparlor.games.phantom_society.rules import (
    Bid,
    Devastate,
    GameWon,
    GhostHidden,
    HideGhost,
    Hunt,
    PlaceTile,
    TilePlaced,
    TileRemoved,
)
from ghostparlor.games.phantom_society.table.board import (  # noqa: F401 (tests and tools import these from here)
    BOARD_RECT,
    CHIP,
    COLOUR_RGB,
    EXTRA_SYMBOLS,
    GHOST_RGB,
    WRECKS,
    INK,
    ManorGrid,
    P,
    SIDE,
    STRIP,
    SYMBOL,
    TileChip,
    blit_art,
    draw_eye,
    draw_ghost,
    draw_room_tile,
    rgb,
    split_tile,
    symbol,
)
from ghostparlor.games.phantom_society.table.manor import ManorPanel
from ghostparlor.games.phantom_society.table.marks import ManorMarks
from ghostparlor.games.phantom_society.table.moments import SocietyMoments
from ghostparlor.games.phantom_society.table.notes import GhostNotes
from ghostparlor.games.phantom_society.table.seen import Sighting, look
from ghostparlor.games.phantom_society.table.sheet import results_sheet  # noqa: F401 (the results screen asks)
from ghostparlor.games.phantom_society.table.side import SocietyPanel
from ghostparlor.games.phantom_society.table.strip import PromptStrip
from ghostparlor.scenes.game import HintMark, Table


class PhantomSocietyTable(Table):
    BACKDROP = "phantom_society/backdrop.jpg"  # the manor's night-time parlour (tools/art_phantom_society.py)

    MOMENTS = {"ghost_revealed": "big", "master_eliminated": "big", "colour_cleared": "notable",
               "tile_removed": "notable", "bids_revealed": "notable"}

    def __init__(self, scene) -> None:
        super().__init__(scene)
        feed, theme, assets = self.feed, self.theme, self.assets
        self.seen: Sighting | None = None  # what the panels drew from at the last refresh
        self.manor = ManorPanel(feed, scene, theme, assets)
        self.side = SocietyPanel(feed, scene, theme, assets)
        self.strip = PromptStrip(feed, scene, theme, assets, on_pick=self._picked)
        self.moments = SocietyMoments(feed, scene, self.side.seat_role)
        self.marks = ManorMarks(feed, self.manor, self.side, self.moments)
        self.notes = GhostNotes(self.game, self.manor, self.moments, theme, assets)
        self._rebuild_focus()

    # --- what the panels show (read by the game scene and the tests) ----------------------------
    @property
    def view(self):
        """The view drawn now (None before the first refresh)."""
        return self.seen.view if self.seen is not None else None

    @property
    def legal(self) -> list:
        return self.seen.legal if self.seen is not None else []

    @property
    def opened_ghosts(self) -> frozenset[str]:
        return self.seen.opened_ghosts if self.seen is not None else frozenset()

    @property
    def opened_bids(self) -> frozenset[int]:
        return self.seen.opened_bids if self.seen is not None else frozenset()

    @property
    def summary(self):
        return self.moments.summary

    # --- model -------------------------------------------------------------------------------
    def refresh(self, viewer: int | None) -> None:
        self.seen = seen = look(self.feed, viewer, self.scene.my_turn())
        for panel in (self.manor, self.side, self.strip, self.marks, self.notes):
            panel.refresh(seen)
        self.manor.set_legal_squares(self.strip.selected)
        self.strip.layout()
        self._rebuild_focus()
        if seen.my_turn and self.focus.focused is None:
            self.focus.focus(self.strip.first_widget() or self.manor.grid, visible=False)

    def _picked(self) -> None:
        """A supply chip picked another tile: where it may go, and the keyboard on the manor."""
        self.manor.set_legal_squares(self.strip.selected)
        grid = self.manor.grid
        self.focus.focus(grid, visible=grid.focus_visible)

    def _rebuild_focus(self) -> None:
        focused = self.focus.focused
        widgets = [*self.strip.cards(), self.manor.grid, *self.strip.buttons()]
        self.focus.widgets = []
        self.focus.add(*widgets)
        if focused in widgets and getattr(focused, "visible", True):
            self.focus.focus(focused, visible=focused.focus_visible)
        else:
            self.focus.focus(None)

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if self.moments.handle(event):
            return None
        action = self.focus.handle(event)
        if action is None or self.seen is None:
            return None
        if action.source is self.manor.grid:
            return self.manor.handle(action, self.strip.selected)
        return self.strip.handle(action)

    def hint_marks(self, move) -> list[HintMark]:
        if isinstance(move, (PlaceTile, HideGhost, Devastate, Hunt)):
            marks = [HintMark(self.manor.square_rect(move.square))]
            if isinstance(move, PlaceTile):  # the tile to pick from the supply, and where it goes
                marks += self.strip.chip_marks(f"{move.colour}_{move.value}")
            return marks
        if isinstance(move, Bid):
            return self.strip.bid_marks(move)
        return super().hint_marks(move)

    # --- animation ---------------------------------------------------------------------------
    def animate(self, happening, viewer: int | None) -> None:
        event = happening.event
        if not event.visible_to(viewer) and not (viewer is None and self.feed.everything_open
                                                 and isinstance(event, GhostHidden)):
            return  # the open view of a replay also shows a ghost being hidden
        self.manor.animate(event)
        self.moments.animate(event, viewer)

    def sound_for(self, happening, viewer: int | None) -> str | None:
        event = happening.event
        if isinstance(event, TilePlaced):
            return "card_play"
        if isinstance(event, TileRemoved):
            return "reveal" if event.revealed else "card_draw"
        if isinstance(event, GameWon):
            if viewer is None:
                return "win"
            return "win" if viewer in event.winners else "lose"
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.moments.update(dt)
        self.manor.update(dt)

    def moment_rect(self, happening, viewer):
        square = getattr(happening.event, "square", None)
        return self.manor.square_rect(square) if type(happening.event).TYPE == "ghost_revealed" and square else None

    def busy(self) -> bool:
        return bool(self.manor.anims) or self.moments.busy()

    def lively(self) -> bool:
        return bool(self.manor.anims) or self.moments.lively()

    # --- what the game scene asks ------------------------------------------------------------------
    def prompt_area(self) -> pygame.Rect:
        """Where the prompt is written in the strip under the manor (no tip covers it): above
        or beside the supply chips, above the bid cards (``PromptStrip.layout``)."""
        return pygame.Rect(self.strip.layout()[0])

    def status_text(self) -> str:
        return self.side.status_text()

    def seat_role(self, seat: int) -> str:
        return self.side.seat_role(seat)

    def seat_status(self, seat: int, viewer: int | None) -> str:
        return self.side.seat_status(seat, viewer)

    def last_move_marks(self, moves: dict, viewer: int | None) -> list:
        return self.marks.last_move_marks(moves, viewer)

    def inspectables(self, viewer):
        if self.seen is None or self.moments.summary is not None:
            return []
        return [*self.manor.things(), *self.strip.chip_things(), *self.side.things(), *self.strip.prompt_things()]

    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.notes.draw(surface, rect)

    def draw_notes_overlay(self, surface: pygame.Surface) -> None:
        self.notes.draw_overlay(surface)

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.seen is None:
            return
        self.manor.draw(surface)
        self.side.draw(surface)
        self.strip.draw(surface)
        self.moments.draw(surface)


def make_table(scene) -> PhantomSocietyTable:
    return PhantomSocietyTable(scene)
