"""The Phantom Society table: the room tiles, the ghosts and the supply chips as drawn on
the manor grid, and the table's geometry. The pictures are art/phantom_society/ (made by
tools/art_phantom_society.py at the sizes drawn here): the framed manor floor, a painted
room per colour and value (the colour's wallpaper AND its symbol, colour-blind safe; the
value's furniture AND its numeral), wrecked squares and the ghosts. Drawing only: no rule
is decided here."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.ui import TileGrid, draw
from ghostparlor.ui.grid import cell_name
from ghostparlor.ui.widget import ACTIVATE_KEYS, UIAction, Widget

P = "phantom_society.ui."

BOARD_RECT = pygame.Rect(8, 58, 548, 548)
SIDE = pygame.Rect(566, 60, 370, 544)
STRIP = pygame.Rect(8, 612, 928, 102)
CHIP = 54  # a supply chip's size (its tile face is CHIP - 4 square, its count on a badge at its corner)
ART = "phantom_society/"  # the table's pictures (tools/art_phantom_society.py)
CHIP_ART = CHIP - 4  # the chip pictures' size; the board's tiles are drawn at the cell's face size
BOARD_ART = "board.png"  # the framed manor floor, BOARD_RECT's size
WRECKS = 3  # wreck_0..2.png: a square emptied with damage (torn boards, rubble, a broken piece)

COLOUR_RGB = {
    "blue": (66, 120, 220),
    "red": (208, 66, 54),
    "green": (58, 162, 86),
    "white": (232, 228, 220),
}
# one distinct symbol per colour, so the tiles never rely on colour alone
SYMBOL = {"blue": "circle", "red": "triangle", "green": "diamond", "white": "star"}
EXTRA_SYMBOLS = ("square", "hexagon")
GHOST_RGB = (232, 244, 236)
INK = (28, 20, 30)


def rgb(colour: str) -> tuple[int, int, int]:
    return COLOUR_RGB.get(colour, (150, 150, 160))


def symbol(colour: str, index: int = 0) -> str:
    return SYMBOL.get(colour, EXTRA_SYMBOLS[index % len(EXTRA_SYMBOLS)])


def split_tile(tile_id: str) -> tuple[str, int]:
    colour, value = tile_id.rsplit("_", 1)
    return colour, int(value)


def draw_ghost(surface: pygame.Surface, center, r: int, colour=GHOST_RGB, outline=INK, alpha: int = 255) -> None:
    """A sheet ghost: round head, scalloped hem, two eyes."""
    r = max(4, int(r))
    size = r * 2 + r // 2 + 6
    img = pygame.Surface((size, size + r // 2), pygame.SRCALPHA)
    cx, cy = size // 2, size // 2 - r // 4
    pygame.draw.circle(img, colour, (cx, cy), r)
    pygame.draw.rect(img, colour, (cx - r, cy, 2 * r, r))
    for i in range(3):
        pygame.draw.circle(img, colour, (cx - r + r // 3 + i * (2 * r // 3), cy + r), max(2, r // 3))
    pygame.draw.circle(img, outline, (cx, cy), r, max(1, r // 7))
    eye = max(1, r // 4)
    pygame.draw.circle(img, outline, (cx - r // 3, cy - r // 6), eye)
    pygame.draw.circle(img, outline, (cx + r // 3, cy - r // 6), eye)
    if alpha < 255:
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def draw_eye(surface: pygame.Surface, center: tuple[int, int], r: int, colour) -> None:
    """A small eye on a dark disc: the badge of a secret revealed by the replay's open view."""
    cx, cy = center
    pygame.draw.circle(surface, INK, center, r)
    pygame.draw.circle(surface, colour, center, r, 1)
    w, h = int(r * 1.5), max(4, int(r * 0.9))
    pygame.draw.ellipse(surface, colour, pygame.Rect(cx - w // 2, cy - h // 2, w, h))
    pygame.draw.circle(surface, INK, center, max(2, h // 2 - 1))
    pygame.draw.circle(surface, colour, (cx - 1, cy - 1), max(1, h // 6))


def art_image(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """``art/phantom_society/<name>`` at ``size`` (drawn at the table's sizes by
    tools/art_phantom_society.py, so the board's blits are not rescaled); None if missing."""
    from ghostparlor.ui import get_assets

    return get_assets().image_scaled(ART + name, size)


def tile_art(colour: str, value: int, size: tuple[int, int]) -> pygame.Surface | None:
    """The painted room of ``colour`` and ``value``: the chip picture at a chip's size and
    below, else the board tile's (None for a colour or value the art has no room for)."""
    if colour not in SYMBOL or not 1 <= value <= 6:
        return None
    kind = "chip" if max(size) <= CHIP_ART + 8 else "tile"
    return art_image(f"{kind}_{colour}_{value}.png", size)


def blit_art(surface: pygame.Surface, name: str, center, size: int, alpha: int = 255) -> bool:
    """A square picture of the art folder centred at ``center``; False when it is missing."""
    img = art_image(name, (max(1, int(size)), max(1, int(size))))
    if img is None:
        return False
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))
    return True


def draw_room_tile(surface: pygame.Surface, rect: pygame.Rect, colour: str, value: int, dim: float = 0.0,
                   cleared: bool = False) -> None:
    """A room tile: the painted room of its colour (wallpaper and the colour's symbol) with
    the furniture and brass coin of its value; ``dim`` darkens it (not a legal pick now),
    ``cleared`` stamps a crossed-out ghost in the corner (PS-9: no ghost can be under it)."""
    rect = pygame.Rect(rect)
    img = tile_art(colour, value, rect.size)
    if img is None:
        draw_plain_tile(surface, rect, colour, value)
    else:
        surface.blit(img, rect)
    radius = max(3, rect.width // 10)
    if dim:
        draw.box(surface, rect, (*INK, int(255 * min(0.7, dim * 0.9))), radius)
    if cleared:
        size = max(12, rect.width // 3)
        centre = (rect.right - size // 2 - 3, rect.y + size // 2 + 3)
        if not blit_art(surface, "cleared.png", centre, size):
            draw_ghost(surface, centre, size // 3, INK, GHOST_RGB)


def draw_plain_tile(surface: pygame.Surface, rect: pygame.Rect, colour: str, value: int) -> None:
    """A room tile without its picture (a colour the art has no room for, or the art
    missing): its colour, the colour's symbol in the corner and its value big."""
    from ghostparlor.ui import get_assets

    fill = rgb(colour)
    radius = max(3, rect.width // 10)
    draw.box(surface, rect, fill, radius, draw.darken(fill, 0.45)[:3], 2)
    ink = draw.readable_on(fill)
    r = max(4, rect.width // 8)
    draw.draw_shape(surface, symbol(colour), (rect.x + r + 5, rect.y + r + 5), r, ink, None, 0)
    px = max(13, int(rect.height * 0.46))
    num = get_assets().text(str(value), px, ink, "bold")
    surface.blit(num, num.get_rect(center=(rect.centerx, rect.centery + rect.height // 14)))


class ManorGrid(TileGrid):
    """The manor's TileGrid, drawn on its picture (the framed parquet, board.png). The table
    draws each tile's face itself (``draw_cell`` -> :func:`draw_room_tile`: the painted
    room of its colour and value), so the grid's tiles carry only their
    fill and no text of their own (the grid would print it under the face, on the big value);
    each tile's name ("Red 3 - known to be empty") is kept here for the tooltip."""

    HIGHLIGHT_ALPHA = 26  # a light glow: the room's picture stays readable under it

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.tile_names: dict[tuple[int, int], str] = {}

    def tooltip_text(self) -> str:
        name = self.tile_names.get(self.hover_cell) if self.hover_cell is not None else None
        if name:
            return f"{cell_name(self.hover_cell)}: {name}"
        return super().tooltip_text()

    def draw(self, surface: pygame.Surface) -> None:
        """The framed manor floor (board.png), each cell's room drawn by the table
        (``draw_cell``), then the live marks on top: the legal squares' glow, the
        selection, the pointer and the keyboard cursor; the a-f / 1-6 labels on the frame."""
        art = art_image(BOARD_ART, self.rect.size) if self.visible else None
        if art is None:
            super().draw(surface)
            return
        th = self.theme
        draw.shadow(surface, self.rect, th.corner("medium"), (0, 6), 140, 8)
        surface.blit(art, self.rect)
        size = self.cell_size
        pad = max(1, size // 28)
        radius = max(2, size // 10)
        for col in range(self.cols):
            for row in range(self.rows):
                cell = (col, row)
                self.draw_cell_marks(surface, cell, self.cell_rect(cell).inflate(-pad * 2, -pad * 2), radius)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.cell_rect(self.cursor).inflate(-pad * 2, -pad * 2), radius, th, gap=1)
        if self.labels:
            self.draw_frame_labels(surface)

    def draw_frame_labels(self, surface: pygame.Surface) -> None:
        """a-f and 1-6 in gold on the carved frame, both sides, centred in its band."""
        board, size = self.board_rect, self.cell_size
        band = (board.x - self.rect.x) // 2
        px = min(self.theme.font_size("small"), self.LABEL_MARGIN - 6)
        colour = self.theme.colour("accent")
        for col in range(self.cols):
            image = self.assets.text(cell_name((col, 0))[:-1], px, colour, "bold")
            x = board.x + col * size + size // 2
            surface.blit(image, image.get_rect(center=(x, self.rect.top + band)))
            surface.blit(image, image.get_rect(center=(x, self.rect.bottom - band)))
        for row in range(self.rows):
            image = self.assets.text(str(row + 1), px, colour, "bold")
            y = board.y + self._screen_row(row) * size + size // 2
            surface.blit(image, image.get_rect(center=(self.rect.left + band, y)))
            surface.blit(image, image.get_rect(center=(self.rect.right - band, y)))


class TileChip(Widget):
    """One kind of tile in the player's supply: click to pick it for placing."""

    focusable = True

    def __init__(self, rect, tile_id: str, count: int) -> None:
        super().__init__(rect, name=f"chip_{tile_id}")
        self.tile_id = tile_id
        self.colour, self.value = split_tile(tile_id)
        self.count = count
        self.selected = False
        self.tooltip = t("phantom_society.tile", colour=t(f"phantom_society.colour.{self.colour}"), value=self.value)

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in ACTIVATE_KEYS

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        return self.clicked(event, self.tile_id)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        theme = self.theme
        face = pygame.Rect(self.rect.x + 2, self.rect.y + 2, self.rect.w - 4, self.rect.w - 4)
        draw_room_tile(surface, face, self.colour, self.value, 0.0 if self.enabled else 0.4)
        if self.selected:
            pygame.draw.rect(surface, theme.colour("selected")[:3], self.rect.inflate(2, 2), 3, border_radius=8)
        elif self.hovered and self.enabled:
            pygame.draw.rect(surface, theme.colour("hover_glow")[:3], self.rect, 2, border_radius=8)
        # how many of it are left: a dark badge on the tile's top-right corner (its wall)
        px = min(theme.font_size("small"), 17)  # kept small enough to leave the colour's symbol clear
        count = self.assets.text(t(P + "count", n=self.count), px, theme.colour("text"), "bold")
        badge = count.get_rect().inflate(8, 0)
        badge.topright = (face.right + 2, face.y - 2)
        draw.box(surface, badge, (*INK, 225), badge.h // 2, theme.colour("accent")[:3], 1)
        surface.blit(count, count.get_rect(center=badge.center))
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, 8, theme)
