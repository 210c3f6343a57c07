"""The Phantom Society table: the room tiles, the ghosts and the supply chips as drawn on
the manor grid (each tile with its colour AND a symbol per colour, colour-blind safe, and
its value), and the table's geometry. Drawing only: no rule is decided here."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.ui import TileGrid, draw
from ghostparlor.ui.grid import cell_name
from ghostparlor.ui.widget import ACTIVATE_KEYS, UIAction, Widget, is_left_down

P = "phantom_society.ui."

BOARD_RECT = pygame.Rect(8, 58, 548, 548)
SIDE = pygame.Rect(566, 60, 370, 544)
STRIP = pygame.Rect(8, 612, 928, 102)
CHIP = 54  # a supply chip's width (its tile face is CHIP - 4 square, its count below)

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


def draw_room_tile(surface: pygame.Surface, rect: pygame.Rect, colour: str, value: int, dim: float = 0.0,
                   cleared: bool = False) -> None:
    """A room tile: its colour, the colour's symbol in the corner and its value big."""
    from ghostparlor.ui import get_assets

    assets = get_assets()
    fill = rgb(colour)
    if dim:
        fill = draw.darken(fill, dim)[:3]
    radius = max(3, rect.width // 10)
    draw.box(surface, rect, fill, radius, draw.darken(fill, 0.45)[:3], 2)
    ink = draw.readable_on(fill)
    r = max(4, rect.width // 8)
    draw.draw_shape(surface, symbol(colour), (rect.x + r + 5, rect.y + r + 5), r, ink, None, 0)
    px = max(10, int(rect.height * 0.46))
    num = assets.text(str(value), px, ink, "bold")
    surface.blit(num, num.get_rect(center=(rect.centerx, rect.centery + rect.height // 14)))
    if cleared:  # PS-9: known to be empty: a crossed-out ghost in the corner (no ghost can be under it)
        gr = max(4, rect.width // 9)
        cx, cy = rect.right - gr - 6, rect.y + gr + 5
        draw_ghost(surface, (cx, cy), gr, ink, fill)
        width = max(2, gr // 4)
        a, b = (cx - gr - 3, cy + gr + 2), (cx + gr + 3, cy - gr - 4)
        pygame.draw.line(surface, fill, a, b, width + 4)
        pygame.draw.line(surface, ink, a, b, width)


class ManorGrid(TileGrid):
    """The manor's TileGrid. The table draws each tile's face itself (``draw_cell`` ->
    :func:`draw_room_tile`: colour, symbol, big value), so the grid's tiles carry only their
    fill and no text of their own (the grid would print it under the face, on the big value);
    each tile's name ("Red 3 - known to be empty") is kept here for the tooltip."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.tile_names: dict[tuple[int, int], str] = {}

    def tooltip_text(self) -> str:
        name = self.tile_names.get(self.hover_cell) if self.hover_cell is not None else None
        if name:
            return f"{cell_name(self.hover_cell)}: {name}"
        return super().tooltip_text()


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
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return UIAction(self, "click", self.tile_id)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return UIAction(self, "click", self.tile_id)
        return None

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
        count = self.assets.text(t(P + "count", n=self.count), "small", theme.colour("text"), "bold")
        surface.blit(count, count.get_rect(midbottom=(self.rect.centerx, self.rect.bottom + 2)))
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, 8, theme)
