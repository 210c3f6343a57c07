"""Don't Go In There: the layout of the table and its procedural pictures (curse cards,
the type chips, ghost dice, flashlights), shared by every panel of the table.

Drawing only: no rule is decided here."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ghostparlor.core.strings import t
from ghostparlor.ui import DieView, draw

P = "dont_go_in_there.ui."

# --- layout (the 944 x 668 table area left of the side column) -------------------
BOARD_Y = 60
BOARD_W = 302
BOARD_H = 346
BOARD_GAP = 9
BOARD_X0 = 10
SLOT_Y = 70  # the card slots' top in a board (the room's name and rule line above them)
CARD = (80, 104)
CARD_GAP = 8
SPACE_Y = 200  # space 1's top in a board (the Library's slot tags between the cards and it)
SPACE_H = 34
SPACE_GAP = 2
STRIP = pygame.Rect(10, 412, 924, 78)
PLAYERS = pygame.Rect(10, 496, 924, 218)
DIE = 40
NEXT_KEYS = (pygame.K_n, pygame.K_PERIOD)
PREV_KEYS = (pygame.K_COMMA,)
SETUP_PHASES = ("types", "remove", "sides", "deal", "first_player")

# Curse types: a colour AND a shape AND a two-letter mark (colour is never the only cue).
CURSE_STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "amulet": ((230, 159, 0), "diamond"),
    "cat": ((86, 180, 233), "triangle"),
    "clock": ((0, 158, 115), "circle"),
    "doll": ((204, 121, 167), "star"),
    "holy_water": ((0, 114, 178), "hexagon"),
    "mask": ((213, 94, 0), "square"),
    "mirror": ((178, 182, 200), "diamond"),
    "music_box": ((240, 228, 66), "star"),
    "portrait": ((160, 112, 76), "square"),
    "ring": ((222, 190, 96), "circle"),
    "tome": ((132, 92, 176), "hexagon"),
    "twin": ((96, 170, 150), "triangle"),
}
ROOM_TINT: dict[str, tuple[int, int, int]] = {
    "attic": (70, 52, 86),
    "nursery": (62, 60, 92),
    "basement": (52, 48, 62),
    "hallway": (78, 56, 62),
    "library": (66, 58, 48),
    "secret_passage": (44, 56, 64),
}
PARCHMENT = (238, 224, 193)
CARD_DICE: dict[str, int] = {}  # card id -> dice icons (from the content, filled by the table)
INK = (46, 30, 38)


def board_rect(b: int) -> pygame.Rect:
    return pygame.Rect(BOARD_X0 + b * (BOARD_W + BOARD_GAP), BOARD_Y, BOARD_W, BOARD_H)


def slot_rect(b: int, slot: int) -> pygame.Rect:
    """``slot`` 1..3 of board ``b`` (0-based)."""
    r = board_rect(b)
    total = CARD[0] * 3 + CARD_GAP * 2
    x = r.centerx - total // 2 + (slot - 1) * (CARD[0] + CARD_GAP)
    return pygame.Rect(x, r.y + SLOT_Y, *CARD)


def space_rect(b: int, space: int) -> pygame.Rect:
    """``space`` 1 (top) .. 4 (bottom) of board ``b``."""
    r = board_rect(b)
    return pygame.Rect(r.x + 8, r.y + SPACE_Y + (space - 1) * (SPACE_H + SPACE_GAP), r.w - 16, SPACE_H)


def curse_of(card: str) -> str:
    return card.rpartition("_")[0]


def value_of(card: str) -> int:
    try:
        return int(card.rpartition("_")[2])
    except ValueError:
        return 0


# --- procedural pictures (cached) --------------------------------------------------
@lru_cache(maxsize=256)
def curse_chip(curse: str, radius: int) -> pygame.Surface:
    """The type's symbol: its shape in its colour with the two-letter mark inside."""
    from ghostparlor.ui.assets import get_assets

    colour, shape = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
    shape_image = draw.shape_surface(shape, radius, colour, (18, 12, 22), max(1, radius // 7))
    image = pygame.Surface(shape_image.get_size(), pygame.SRCALPHA)  # a Surface of today's class (buttons test it)
    image.blit(shape_image, (0, 0))
    inner = {"diamond": 1.15, "triangle": 1.1, "star": 1.0}.get(shape, 1.5)
    assets = get_assets()
    abbr = t(P + f"abbr.{curse}")
    if assets.text_width(abbr, 6, "bold") > int(radius * inner):
        abbr = abbr[:1]  # the shape and the colour tell the rest (never an ellipsis in a chip)
    mark = assets.fit_text(abbr, int(radius * inner), max(9, int(radius * 0.9)), draw.readable_on(colour), "bold", 6)
    rect = mark.get_rect(center=image.get_rect().center)
    if shape == "triangle":
        rect.y += radius // 4
    image.blit(mark, rect)
    return image


@lru_cache(maxsize=128)
def card_surface(card: str, w: int, h: int) -> pygame.Surface:
    """A curse card: the type's colour band and name, its symbol, the value in the corners
    and the dice icons at the bottom. ``face_down`` draws the back."""
    from ghostparlor.ui.assets import get_assets

    assets = get_assets()
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    if card == "face_down":
        draw.box(surface, rect, (58, 38, 72), 8, (226, 178, 84), 2)
        inner = rect.inflate(-12, -12)
        pygame.draw.rect(surface, (96, 72, 104), inner, 1, border_radius=6)
        _ghost(surface, (rect.centerx, rect.centery - 6), w // 5, (236, 232, 246))
        q = assets.text("?", max(12, h // 5), (226, 178, 84), "title")
        surface.blit(q, q.get_rect(midbottom=(rect.centerx, rect.bottom - 8)))
        return surface
    curse = curse_of(card)
    value = value_of(card)
    colour, _ = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
    draw.box(surface, rect, PARCHMENT, 8, draw.darken(colour, 0.35), 3)
    band = pygame.Rect(3, 3, w - 6, max(16, h // 6))
    draw.box(surface, band, colour, 6)
    name = assets.fit_text(t(f"dont_go_in_there.curse.{curse}"), band.w - 6, max(10, h // 9), draw.readable_on(colour), "bold", 8)
    surface.blit(name, name.get_rect(center=band.center))
    chip = curse_chip(curse, max(8, w // 5))
    surface.blit(chip, chip.get_rect(center=(rect.centerx, rect.centery + 2)))
    num = assets.text(str(value), max(12, h // 6), INK, "title")
    surface.blit(num, num.get_rect(topleft=(6, band.bottom + 1)))
    surface.blit(num, num.get_rect(topright=(w - 6, band.bottom + 1)))
    # dice icons along the bottom (DG-7)
    icons = CARD_DICE.get(card, 2 if value <= 2 else 1)
    size = max(8, h // 9)
    total = icons * size + (icons - 1) * 4
    x = rect.centerx - total // 2
    for i in range(icons):
        r = pygame.Rect(x + i * (size + 4), h - size - 7, size, size)
        pygame.draw.rect(surface, (250, 246, 236), r, border_radius=3)
        pygame.draw.rect(surface, INK, r, 1, border_radius=3)
        pygame.draw.circle(surface, INK, r.center, max(1, size // 6))
    return surface


def _ghost(surface: pygame.Surface, center: tuple[int, int], r: int, colour, outline=(30, 20, 36)) -> None:
    """A little sheet ghost: round head, scalloped hem, two eyes."""
    cx, cy = center
    body = pygame.Rect(cx - r, cy - r, 2 * r, int(2.2 * r))
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.rect(surface, colour, (cx - r, cy, 2 * r, int(r * 1.0)))
    for i in range(3):
        pygame.draw.circle(surface, colour, (cx - r + r // 3 + i * (2 * r // 3), cy + r), max(2, r // 3))
    pygame.draw.circle(surface, outline, (cx, cy), r, max(1, r // 8))
    eye = max(1, r // 4)
    pygame.draw.circle(surface, outline, (cx - r // 3, cy - r // 6), eye)
    pygame.draw.circle(surface, outline, (cx + r // 3, cy - r // 6), eye)
    del body


@lru_cache(maxsize=16)
def die_face(kind: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    if kind == "ghost":
        pygame.draw.rect(surface, (58, 40, 74), rect, border_radius=size // 6)
        pygame.draw.rect(surface, (226, 178, 84), rect, 2, border_radius=size // 6)
        _ghost(surface, (rect.centerx, rect.centery - size // 10), size // 4, (244, 240, 252))
    else:
        pygame.draw.rect(surface, (246, 238, 220), rect, border_radius=size // 6)
        pygame.draw.rect(surface, (190, 176, 150), rect, 2, border_radius=size // 6)
        pygame.draw.circle(surface, (200, 188, 164), rect.center, size // 6, 2)
    return surface


def draw_lamp(surface: pygame.Surface, pos: tuple[int, int], size: int = 12) -> None:
    """A flashlight: a handle and a beam cone."""
    x, y = pos
    pygame.draw.rect(surface, (90, 84, 96), (x, y - 3, size // 2, 6), border_radius=2)
    beam = [(x + size // 2, y - 3), (x + size + 4, y - 7), (x + size + 4, y + 7), (x + size // 2, y + 3)]
    pygame.draw.polygon(surface, (255, 226, 120), beam)
    pygame.draw.polygon(surface, (120, 90, 30), beam, 1)


class GhostDie(DieView):
    """A die whose faces are ghosts and blanks (the game's faces from the content)."""

    faces: tuple = ("ghost", "ghost", "ghost", "blank", "blank", "blank")

    def face_surface(self, face: int) -> pygame.Surface:
        kind = self.faces[(face - 1) % len(self.faces)]
        return die_face(kind, self.size)

    def face_number(self, kind: str) -> int:
        return self.faces.index(kind) + 1 if kind in self.faces else 1


# --- text measured by its ink (texts are laid out from what they ink at the current text size) ---
def ink_of(text: str, size, weight: str = "regular") -> pygame.Rect:
    """The inked pixels of ``text`` within its rendered surface (empty text: a zero rect)."""
    from ghostparlor.ui.assets import get_assets

    if not text:
        return pygame.Rect(0, 0, 0, 0)
    return get_assets().text(text, size, (255, 255, 255), weight).get_bounding_rect()


def ink_span(texts, size, weight: str = "regular") -> tuple[int, int]:
    """(top, height) of the ink the ``texts`` share at ``size``: the highest ink top and the
    lowest ink bottom within their surfaces (lines of one block share one pitch)."""
    rects = [r for r in (ink_of(x, size, weight) for x in texts) if r.h > 0]
    if not rects:
        return 0, 0
    top = min(r.top for r in rects)
    return top, max(r.bottom for r in rects) - top


def fit_block(text: str, width: int, height: int, size, weight: str = "regular", min_size: int = 11,
              max_lines: int = 3, gap: int = 2, one_line: float = 0.88) -> tuple[list[str], int, int, int]:
    """``text`` wrapped into ``width`` so that its inked block is at most ``height`` tall:
    (lines, px, pitch, top) with ``top`` the surfaces' offset above the block's first ink
    and ``pitch`` the step between lines. One line a little smaller (down to ``one_line``
    of the size) rather than two; else wraps and shrinks down to ``min_size``, then keeps
    the lines that fit and ends the last with an ellipsis (the whole text as its tooltip)."""
    from ghostparlor.ui import cut_tips
    from ghostparlor.ui.assets import ELLIPSIS, get_assets

    assets = get_assets()
    px0 = assets.theme.font_size(size)
    floor = min(min_size, px0)
    for px in range(px0, max(floor, int(px0 * one_line)) - 1, -1):
        if assets.text_width(text, px, weight) <= width and "\n" not in text:
            top, h = ink_span([text], px, weight)
            if h <= height:
                return [text], px, h + gap, top
    px = px0
    while True:
        lines = assets.wrap(text, width, px, weight)
        top, h = ink_span(lines, px, weight)
        pitch = h + gap
        if (len(lines) <= max_lines and len(lines) * pitch - gap <= height) or px <= floor:
            break
        px -= 1
    fit = max(1, min(max_lines, (height + gap) // max(1, pitch)))
    if len(lines) > fit:
        kept = lines[:fit]
        kept[-1] = assets.ellipsize(kept[-1] + ELLIPSIS, width, px, weight)
        cut_tips.remember(kept[-1], text)
        lines = kept
    return lines, px, pitch, top
