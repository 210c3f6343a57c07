"""Treasure Hunters on screen: the layout of the table area, the colours and the
procedural pictures (ghosts, jewels, haunting markers, battle-die faces) and the
clickable places of the house. Drawing only; no rules are decided here."""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from ghostparlor.games.treasure_hunters.rules import Move
from ghostparlor.games.treasure_hunters.table.plan import BOARD_AREA  # noqa: F401  (the layout's names live here too)
from ghostparlor.ui import DieView, draw
from ghostparlor.ui.spot import Spot
from ghostparlor.ui.widget import Widget


P = "treasure_hunters.ui."

# --- layout (the 944 x 668 table area left of the side column) -------------------
SIDE = pygame.Rect(634, 62, 300, 516)
STRIP = pygame.Rect(12, 586, 922, 128)

DOOR_RGB = {
    "blue": (70, 130, 230),
    "green": (70, 190, 100),
    "red": (220, 70, 60),
    "yellow": (236, 200, 60),
    "none": (150, 104, 60),
}
DOOR_MARK = {"blue": "circle", "green": "diamond", "red": "square", "yellow": "triangle"}  # the door leaf's emblem: shape as well as colour
PAWN_RGB = {"red": (214, 64, 52), "yellow": (236, 200, 60), "blue": (66, 120, 220), "green": (60, 170, 90)}
ROOM_FILL = (66, 50, 74)
JEWEL_ROOM_FILL = (74, 52, 66)
HALL_FILL = (118, 96, 78)
HAUNT_RGB = (150, 40, 60)
JEWEL_RGB = (230, 70, 110)
INK = (46, 30, 38)
GHOST_RGB = (226, 244, 226)
MIN_PX = 13  # no text on the table is drawn smaller (at 100% text size)
NAME_RGB = (246, 236, 214)
NAME_PLATE = (24, 14, 24, 200)
_LETTER_TAIL = re.compile(r"\s*[(\uff08][A-Z][)\uff09]\s*$")


def short_room_name(name: str) -> str:
    """A room's name without its "(A)": on the board its letter stands beside it."""
    return _LETTER_TAIL.sub("", name) or name


def figure(surface: pygame.Surface, kind: str, center: tuple[float, float], r: int) -> bool:
    """The painted ``kind`` (ghost, haunting) about ``2r`` across at ``center``; False when
    its picture is missing (the caller draws the plain one)."""
    from ghostparlor.ui.assets import get_assets

    size = 2 * r + (6 if kind == "ghost" else 2)
    image = get_assets().image_scaled(f"treasure_hunters/{kind}.png", (size, size))
    if image is None:
        return False
    surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))
    return True


# --- procedural pictures ---------------------------------------------------------
def draw_ghost(surface: pygame.Surface, center: tuple[float, float], r: int, colour=GHOST_RGB, outline=(30, 40, 34)) -> None:
    """A little sheet ghost: round head, scalloped hem, two eyes."""
    cx, cy = int(center[0]), int(center[1])
    r = max(3, int(r))
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.rect(surface, colour, (cx - r, cy, 2 * r, r))
    for i in range(3):
        pygame.draw.circle(surface, colour, (cx - r + r // 3 + i * (2 * r // 3), cy + r), max(2, r // 3))
    pygame.draw.circle(surface, outline, (cx, cy), r, max(1, r // 6))
    eye = max(1, r // 4)
    pygame.draw.circle(surface, outline, (cx - r // 3, cy - r // 6), eye)
    pygame.draw.circle(surface, outline, (cx + r // 3, cy - r // 6), eye)


def draw_jewel(surface: pygame.Surface, center: tuple[float, float], r: int, number: int = 0, colour=JEWEL_RGB, dim: bool = False) -> None:
    """A cut gem: a diamond with a bright facet; its number when known."""
    cx, cy = center
    fill = draw.darken(colour, 0.55)[:3] if dim else colour
    pts = [(cx, cy - r), (cx + r, cy - r * 0.2), (cx, cy + r), (cx - r, cy - r * 0.2)]
    pygame.draw.polygon(surface, fill, pts)
    if not dim:
        pygame.draw.polygon(surface, draw.lighten(colour, 0.45)[:3], [(cx, cy - r), (cx + r * 0.5, cy - r * 0.35), (cx, cy), (cx - r * 0.5, cy - r * 0.35)])
    pygame.draw.polygon(surface, (40, 16, 26), pts, max(1, r // 6))
    if number:
        from ghostparlor.ui.assets import get_assets

        img = get_assets().text(str(number), max(MIN_PX, int(r * 1.1)), (255, 255, 255), "bold")
        surface.blit(img, img.get_rect(center=(int(cx), int(cy + r * 0.1))))


def draw_haunt_marker(surface: pygame.Surface, center: tuple[float, float], r: int, filled: bool = True) -> None:
    """A haunting marker: a dark red disc with a white swirl-eyed skull-ish face."""
    cx, cy = int(center[0]), int(center[1])
    if filled:
        pygame.draw.circle(surface, HAUNT_RGB, (cx, cy), r)
        pygame.draw.circle(surface, (250, 220, 220), (cx, cy), r, max(1, r // 7))
        eye = max(2, r // 4)
        pygame.draw.circle(surface, (250, 230, 230), (cx - r // 3, cy - r // 6), eye)
        pygame.draw.circle(surface, (250, 230, 230), (cx + r // 3, cy - r // 6), eye)
        pygame.draw.line(surface, (250, 230, 230), (cx - r // 3, cy + r // 3), (cx + r // 3, cy + r // 3), max(1, r // 6))
    else:
        pygame.draw.circle(surface, (60, 40, 56), (cx, cy), r)
        pygame.draw.circle(surface, (120, 90, 110), (cx, cy), r, 1)


@lru_cache(maxsize=64)
def battle_face(kind: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (246, 238, 220), rect, border_radius=size // 6)
    pygame.draw.rect(surface, (190, 176, 150), rect, 2, border_radius=size // 6)
    if kind == "ghost":
        draw_ghost(surface, (rect.centerx, rect.centery - size // 10), size // 4, (120, 200, 130), (30, 50, 34))
    elif kind == "haunting":
        draw_haunt_marker(surface, rect.center, size // 3)
    return surface


class BattleDie(DieView):
    """A battle die: ghost, haunting and blank faces (from the content)."""

    faces: tuple = ("ghost", "ghost", "ghost", "haunting", "haunting", "blank")

    def face_surface(self, face: int) -> pygame.Surface:
        return battle_face(self.faces[(face - 1) % len(self.faces)], self.size)

    def face_number(self, kind: str) -> int:
        return self.faces.index(kind) + 1 if kind in self.faces else 1


class NodeSpot(Spot):
    """A place of the house that can be clicked: a room, a hallway square or outside."""

    def __init__(self, rect: pygame.Rect, node: str) -> None:
        super().__init__(rect, f"spot_{node}", Move(node), radius=6, border=3, glow_alpha=120, outline_illegal_hover=True)
        self.node = node


class TipArea(Widget):
    """A part of the side panel that only has a tooltip (the goal, when the panel has no
    room left to print it)."""

    @property
    def wants_pointer(self) -> bool:
        return False
