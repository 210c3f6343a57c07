"""TileGrid: an N x M grid of tiles with a1..f6 coordinate labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Colour, Theme
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.widget import ACTIVATE_KEYS, RectLike, UIAction, Widget, is_left_down

Cell = tuple[int, int]  # (column, row), zero-based; column 0 = "a", row 0 = "1"


def cell_name(cell: Cell) -> str:
    """``(0, 0)`` -> ``"a1"``, ``(5, 5)`` -> ``"f6"`` (columns beyond z: ``"aa"``...)."""
    col, row = cell
    letters = ""
    n = col
    while True:
        letters = chr(ord("a") + n % 26) + letters
        n = n // 26 - 1
        if n < 0:
            break
    return f"{letters}{row + 1}"


@dataclass(frozen=True)
class Tile:
    """What a cell shows.

    Attributes:
        text: short translated text centred in the tile.
        image: art path of the tile picture (missing: the text/colour still show).
        colour: the tile's fill (default: the grid's checker colours).
        face_down: draw a plain tile back (a hidden tile).
        markers: tokens standing on the tile (seat shapes).
    """

    text: str = ""
    image: str | None = None
    colour: Colour | None = None
    face_down: bool = False
    markers: tuple[Marker, ...] = field(default_factory=tuple)


class TileGrid(Widget):
    """A ``cols`` x ``rows`` board of square tiles.

    Column letters run left to right (a, b, c ...); row numbers run top to bottom
    (1 at the top) unless ``origin="bottom"`` (1 at the bottom, like chess).

    Input: a click on a cell returns ``UIAction("cell", (col, row))``; when ``legal``
    is a set, other cells return ``UIAction("rejected", cell)``. While focused, the
    arrow keys move a cursor cell and Enter/Space choose it.

    Args:
        rect: the area (tiles are square and centred; labels take a margin).
        cols, rows: grid size.
        tiles: ``{cell: Tile}``.
        highlighted: cells drawn with the green "legal" glow.
        legal: cells that may be clicked (``None``: any).
        labels: draw a..f / 1..6 around the grid.
        origin: "top" or "bottom" -- where row 1 is.
        draw_cell: optional ``f(surface, cell, rect)`` called after each tile (custom art).
    """

    focusable = True
    LABEL_MARGIN = 24
    HIGHLIGHT_ALPHA = 46  # the legal squares' glow over a cell

    def __init__(
        self,
        rect: RectLike,
        cols: int,
        rows: int,
        *,
        tiles: Mapping[Cell, Tile] | None = None,
        highlighted: Iterable[Cell] = (),
        legal: Iterable[Cell] | None = None,
        labels: bool = True,
        origin: str = "top",
        draw_cell: Callable[[pygame.Surface, Cell, pygame.Rect], None] | None = None,
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.cols = max(1, cols)
        self.rows = max(1, rows)
        self.tiles: dict[Cell, Tile] = dict(tiles or {})
        self.highlighted: set[Cell] = set(highlighted)
        self.legal: set[Cell] | None = set(legal) if legal is not None else None
        self.labels = labels
        self.origin = origin
        self.draw_cell = draw_cell
        self.hover_cell: Cell | None = None
        self.cursor: Cell = (0, 0)
        self.selected: Cell | None = None

    # ----------------------------------------------------------------- geometry
    @property
    def cell_size(self) -> int:
        margin = self.LABEL_MARGIN * 2 if self.labels else 0
        return max(4, min((self.rect.width - margin) // self.cols, (self.rect.height - margin) // self.rows))

    @property
    def board_rect(self) -> pygame.Rect:
        size = self.cell_size
        board = pygame.Rect(0, 0, size * self.cols, size * self.rows)
        board.center = self.rect.center
        return board

    def _screen_row(self, row: int) -> int:
        return self.rows - 1 - row if self.origin == "bottom" else row

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        """The on-screen rect of ``cell``."""
        size = self.cell_size
        board = self.board_rect
        return pygame.Rect(board.x + cell[0] * size, board.y + self._screen_row(cell[1]) * size, size, size)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        board = self.board_rect
        if not board.collidepoint(pos):
            return None
        size = self.cell_size
        col = (pos[0] - board.x) // size
        srow = (pos[1] - board.y) // size
        row = self.rows - 1 - srow if self.origin == "bottom" else srow
        if 0 <= col < self.cols and 0 <= row < self.rows:
            return (int(col), int(row))
        return None

    def cell_name(self, cell: Cell) -> str:
        return cell_name(cell)

    # ------------------------------------------------------------------ content
    def set_tile(self, cell: Cell, tile: Tile | None) -> None:
        if tile is None:
            self.tiles.pop(cell, None)
        else:
            self.tiles[cell] = tile

    def set_legal(self, legal: Iterable[Cell] | None, highlight: bool = True) -> None:
        """Restrict clicks to ``legal`` (``None``: any); by default also highlight them."""
        self.legal = set(legal) if legal is not None else None
        if highlight:
            self.highlighted = set(self.legal or ())

    def is_legal(self, cell: Cell) -> bool:
        return self.legal is None or cell in self.legal

    # -------------------------------------------------------------------- input
    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) or key in ACTIVATE_KEYS

    def _choose(self, cell: Cell) -> UIAction:
        self.cursor = cell
        if not self.is_legal(cell):
            return UIAction(self, "rejected", cell)
        return UIAction(self, "cell", cell)

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.hit(event.pos)
            self.hover_cell = self.cell_at(event.pos)
            return None
        if event.type == pygame.WINDOWLEAVE:
            self.hovered, self.hover_cell = False, None
            return None
        if not self.enabled:
            return None
        if is_left_down(event):
            cell = self.cell_at(event.pos)
            if cell is not None:
                return self._choose(cell)
            return None
        if event.type == pygame.KEYDOWN and self.focused:
            col, row = self.cursor
            down = -1 if self.origin == "bottom" else 1
            moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -down),
                     pygame.K_DOWN: (0, down)}
            if event.key in moves:
                dc, dr = moves[event.key]
                self.cursor = (max(0, min(self.cols - 1, col + dc)), max(0, min(self.rows - 1, row + dr)))
                self.focus_visible = True
                return UIAction(self, "cursor", self.cursor)
            if event.key in ACTIVATE_KEYS:
                return self._choose(self.cursor)
        return None

    def tooltip_text(self) -> str:
        if self.hover_cell is not None:
            tile = self.tiles.get(self.hover_cell)
            name = cell_name(self.hover_cell)
            if tile is not None and tile.text and not tile.face_down:
                return f"{name}: {tile.text}"
            return self.tooltip or name
        return self.tooltip

    # --------------------------------------------------------------------- look
    def draw_cell_marks(self, surface: pygame.Surface, cell: Cell, inner: pygame.Rect, radius: int) -> None:
        """Over a drawn cell: the table's own drawing (``draw_cell``), the legal squares' glow
        (``HIGHLIGHT_ALPHA``), the selection and the pointer."""
        th = self.theme
        if self.draw_cell is not None:
            self.draw_cell(surface, cell, inner)
        if cell in self.highlighted:
            draw.box(surface, inner, (*th.colour("legal")[:3], self.HIGHLIGHT_ALPHA), radius)
            pygame.draw.rect(surface, th.colour("legal")[:3], inner, 3, border_radius=radius)
        if cell == self.selected:
            pygame.draw.rect(surface, th.colour("selected")[:3], inner, 3, border_radius=radius)
        if cell == self.hover_cell and self.enabled:
            colour = th.colour("hover_glow") if self.is_legal(cell) else th.colour("disabled_text")
            pygame.draw.rect(surface, colour[:3], inner.inflate(2, 2), 2, border_radius=radius)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        assets = self.assets
        board = self.board_rect
        size = self.cell_size
        frame = board.inflate(14, 14)
        draw.shadow(surface, frame, th.corner("medium"), (0, 6), 140, 8)
        draw.box(surface, frame, th.colour("panel_dark"), th.corner("medium"), th.colour("panel_dark_edge"), 2)
        pad = max(1, size // 28)
        radius = max(2, size // 10)
        for col in range(self.cols):
            for row in range(self.rows):
                cell = (col, row)
                rect = self.cell_rect(cell)
                inner = rect.inflate(-pad * 2, -pad * 2)
                tile = self.tiles.get(cell)
                checker = th.colour("grid_light") if (col + self._screen_row(row)) % 2 == 0 else th.colour("grid_dark")
                fill = tile.colour if (tile is not None and tile.colour is not None) else checker
                if tile is not None and tile.face_down:
                    fill = th.colour("secondary")
                if not self.is_legal(cell) and self.legal is not None:
                    fill = draw.darken(fill, 0.25)
                draw.box(surface, inner, fill, radius)
                if tile is not None:
                    self._draw_tile(surface, tile, inner)
                self.draw_cell_marks(surface, cell, inner, radius)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.cell_rect(self.cursor).inflate(-pad * 2, -pad * 2), radius, th, gap=1)
        if self.labels:
            colour = th.colour("text_muted")
            px = min(th.font_size("small"), self.LABEL_MARGIN - 6)  # the labels stay in their margin at any text size
            for col in range(self.cols):
                letter = cell_name((col, 0))[:-1]
                image = assets.text(letter, px, colour, "bold")
                x = board.x + col * size + size // 2
                top = max(frame.top - 3, self.rect.top + image.get_height())  # inside the widget's own rect
                surface.blit(image, image.get_rect(midbottom=(x, top)))
                surface.blit(image, image.get_rect(midtop=(x, min(frame.bottom + 3, self.rect.bottom - image.get_height()))))
            for row in range(self.rows):
                image = assets.text(str(row + 1), px, colour, "bold")
                y = board.y + self._screen_row(row) * size + size // 2
                surface.blit(image, image.get_rect(midright=(frame.left - 5, y)))
                surface.blit(image, image.get_rect(midleft=(frame.right + 5, y)))

    def _draw_tile(self, surface: pygame.Surface, tile: Tile, rect: pygame.Rect) -> None:
        th = self.theme
        assets = self.assets
        if tile.face_down:
            # a tile back: a small gold diamond on the aubergine face
            r = max(3, rect.width // 6)
            draw.draw_shape(surface, "diamond", rect.center, r, th.colour("secondary_hover"), th.colour("accent"), 2)
        else:
            image = assets.image_fit(tile.image, (rect.width - 6, rect.height - 6)) if tile.image else None
            if image is not None:
                surface.blit(image, image.get_rect(center=rect.center))
            if tile.text and image is None:
                colour = draw.readable_on(tile.colour) if tile.colour else th.colour("text")
                if " " not in tile.text.strip():
                    # one word: shrink and ellipsize rather than break it
                    text = assets.fit_text(tile.text, rect.width - 6, "small", colour, "bold", 8)
                    surface.blit(text, text.get_rect(center=rect.center))
                    lines, px = [], 0
                else:
                    lines, px = assets.fit_wrapped(tile.text, rect.width - 8, rect.height - 8, "small", "bold", 9)
                lh = assets.line_height(px, "bold") if lines else 0
                y = rect.centery - lh * len(lines) // 2
                for line in lines:
                    text = assets.text(line, px, colour, "bold")
                    surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
                    y += lh
        if tile.markers:
            r = max(6, rect.width // 7)
            n = len(tile.markers)
            for i, marker in enumerate(tile.markers):
                x = rect.x + r + 4 + i * (r * 2 + 2) if n > 1 else rect.right - r - 5
                x = min(x, rect.right - r - 2)
                draw_marker(surface, marker, (x, rect.bottom - r - 5), r, th)
