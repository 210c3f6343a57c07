"""Don't Go In There: the picture of each curse type (DG-30 to DG-41).

The pictures are the committed art ``art/dont_go_in_there/curse_<type>.png`` (transparent,
square) when it is there; until then (or when a file is missing or unreadable) a small
drawing of the same thing is made here: an amulet on its chain, a cat's head, a clock, a
doll, a flask of holy water, a carnival mask, a hand mirror, a music box with its notes, a
framed portrait, a ring, a tome, two twins. Each picture is a shape of its own, so that the
type reads without its colour (the type's colour and symbol shape go with it on a chip).

Drawing only: no rule is decided here.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

INK = (46, 30, 38)
ART = "dont_go_in_there/curse_{}.png"


def picture_file(curse: str) -> str:
    return ART.format(curse)


@lru_cache(maxsize=512)
def _cached(curse: str, size: int, art: bool) -> pygame.Surface:
    if art:
        from ghostparlor.ui.assets import get_assets

        image = get_assets().image_scaled(picture_file(curse), (size, size))
        if image is not None:
            return image
    return pictogram(curse, size)


def curse_picture(curse: str, size: int) -> pygame.Surface:
    """The type's picture, ``size`` px square, transparent around it."""
    from ghostparlor.ui.assets import get_assets

    size = max(4, int(size))
    return _cached(curse, size, get_assets().has_image(picture_file(curse)))


# --- the drawings (supersampled, in a unit square) -------------------------------------

SS = 4  # supersampling


class _Pen:
    def __init__(self, size: int) -> None:
        self.n = size * SS
        self.surface = pygame.Surface((self.n, self.n), pygame.SRCALPHA)
        self.line = max(2, int(self.n * 0.045))

    def p(self, x: float, y: float) -> tuple[int, int]:
        return int(x * self.n), int(y * self.n)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(int(x * self.n), int(y * self.n), max(1, int(w * self.n)), max(1, int(h * self.n)))

    def circle(self, x, y, rad, fill, outline=INK, width=None):
        c, rr = self.p(x, y), max(1, int(rad * self.n))
        if fill is not None:
            pygame.draw.circle(self.surface, fill, c, rr)
        if outline is not None:
            pygame.draw.circle(self.surface, outline, c, rr, width or self.line)

    def ellipse(self, x, y, w, h, fill, outline=INK, width=None):
        rect = self.r(x, y, w, h)
        if fill is not None:
            pygame.draw.ellipse(self.surface, fill, rect)
        if outline is not None:
            pygame.draw.ellipse(self.surface, outline, rect, width or self.line)

    def poly(self, points, fill, outline=INK, width=None):
        pts = [self.p(x, y) for x, y in points]
        if fill is not None:
            pygame.draw.polygon(self.surface, fill, pts)
        if outline is not None:
            pygame.draw.polygon(self.surface, outline, pts, width or self.line)

    def rect(self, x, y, w, h, fill, outline=INK, radius=0.0, width=None):
        rect = self.r(x, y, w, h)
        rad = int(radius * self.n)
        if fill is not None:
            pygame.draw.rect(self.surface, fill, rect, border_radius=rad)
        if outline is not None:
            pygame.draw.rect(self.surface, outline, rect, width or self.line, border_radius=rad)

    def seg(self, a, b, colour=INK, width=None):
        pygame.draw.line(self.surface, colour, self.p(*a), self.p(*b), width or self.line)

    def arc(self, x, y, w, h, start, stop, colour=INK, width=None):
        pygame.draw.arc(self.surface, colour, self.r(x, y, w, h), start, stop, width or self.line)

    def done(self, size: int) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surface, (size, size))


def _amulet(d: _Pen) -> None:
    d.seg((0.26, 0.04), (0.5, 0.36))
    d.seg((0.74, 0.04), (0.5, 0.36))
    d.circle(0.5, 0.38, 0.05, (226, 178, 84))
    d.poly([(0.5, 0.42), (0.8, 0.66), (0.5, 0.96), (0.2, 0.66)], (230, 159, 0))
    d.circle(0.5, 0.67, 0.11, (178, 40, 60))
    d.circle(0.46, 0.63, 0.03, (255, 236, 236), None)


def _cat(d: _Pen) -> None:
    fur = (64, 62, 78)
    d.poly([(0.14, 0.5), (0.2, 0.08), (0.44, 0.3)], fur)
    d.poly([(0.86, 0.5), (0.8, 0.08), (0.56, 0.3)], fur)
    d.ellipse(0.1, 0.24, 0.8, 0.68, fur)
    d.poly([(0.21, 0.42), (0.23, 0.2), (0.36, 0.33)], (214, 150, 170), None)
    d.poly([(0.79, 0.42), (0.77, 0.2), (0.64, 0.33)], (214, 150, 170), None)
    for x in (0.34, 0.66):
        d.ellipse(x - 0.1, 0.46, 0.2, 0.14, (240, 214, 80), None)
        d.ellipse(x - 0.025, 0.46, 0.05, 0.14, INK, None)
    d.poly([(0.45, 0.67), (0.55, 0.67), (0.5, 0.73)], (214, 150, 170), None)
    for side in (-1, 1):
        d.seg((0.5 + side * 0.14, 0.72), (0.5 + side * 0.42, 0.68), (236, 232, 246), max(1, d.line // 2))
        d.seg((0.5 + side * 0.14, 0.76), (0.5 + side * 0.42, 0.8), (236, 232, 246), max(1, d.line // 2))


def _clock(d: _Pen) -> None:
    d.circle(0.5, 0.52, 0.44, (0, 158, 115))
    d.circle(0.5, 0.52, 0.35, (250, 244, 226))
    for i in range(12):
        a = i * math.pi / 6
        r0, r1 = (0.26, 0.33) if i % 3 else (0.22, 0.33)
        d.seg((0.5 + r0 * math.sin(a), 0.52 - r0 * math.cos(a)), (0.5 + r1 * math.sin(a), 0.52 - r1 * math.cos(a)),
              INK, max(1, d.line // (1 if i % 3 == 0 else 2)))
    d.seg((0.5, 0.52), (0.5, 0.27))
    d.seg((0.5, 0.52), (0.68, 0.6))
    d.circle(0.5, 0.52, 0.04, INK, None)
    d.rect(0.44, 0.02, 0.12, 0.07, (0, 158, 115), radius=0.02)


def _doll(d: _Pen) -> None:
    d.poly([(0.5, 0.4), (0.84, 0.94), (0.16, 0.94)], (204, 121, 167))
    d.seg((0.34, 0.52), (0.14, 0.7))
    d.seg((0.66, 0.52), (0.86, 0.7))
    d.circle(0.5, 0.28, 0.2, (243, 222, 200))
    d.arc(0.28, 0.06, 0.44, 0.32, 0.2, math.pi - 0.2, (120, 70, 40), d.line * 2)
    d.circle(0.42, 0.28, 0.035, INK, None)
    d.circle(0.58, 0.28, 0.035, INK, None)
    d.seg((0.3, 0.58), (0.4, 0.66), INK, max(1, d.line // 2))  # a stitch on the dress
    d.seg((0.6, 0.74), (0.7, 0.82), INK, max(1, d.line // 2))


def _holy_water(d: _Pen) -> None:
    glass = (120, 180, 232)
    d.rect(0.4, 0.04, 0.2, 0.12, (170, 120, 80), radius=0.03)
    d.rect(0.38, 0.14, 0.24, 0.24, glass, radius=0.03)
    d.circle(0.5, 0.64, 0.32, glass)
    d.ellipse(0.22, 0.62, 0.56, 0.3, (0, 114, 178), None)
    d.circle(0.5, 0.64, 0.32, None)
    d.seg((0.5, 0.48), (0.5, 0.8), (255, 255, 255), d.line + 1)
    d.seg((0.39, 0.6), (0.61, 0.6), (255, 255, 255), d.line + 1)


def _mask(d: _Pen) -> None:
    d.seg((0.78, 0.6), (0.92, 0.96), (150, 110, 60), d.line * 2)
    d.poly([(0.04, 0.38), (0.2, 0.24), (0.5, 0.34), (0.8, 0.24), (0.96, 0.38), (0.86, 0.64), (0.62, 0.7),
            (0.5, 0.6), (0.38, 0.7), (0.14, 0.64)], (213, 94, 0))
    d.ellipse(0.2, 0.4, 0.2, 0.14, INK, None)
    d.ellipse(0.6, 0.4, 0.2, 0.14, INK, None)
    d.poly([(0.5, 0.34), (0.44, 0.1), (0.56, 0.1)], (240, 210, 90))


def _mirror(d: _Pen) -> None:
    d.rect(0.43, 0.62, 0.14, 0.36, (150, 110, 60), radius=0.04)
    d.ellipse(0.18, 0.02, 0.64, 0.66, (178, 182, 200))
    d.ellipse(0.26, 0.1, 0.48, 0.5, (214, 232, 244))
    d.seg((0.36, 0.22), (0.46, 0.14), (255, 255, 255), d.line)
    d.seg((0.34, 0.32), (0.5, 0.18), (255, 255, 255), max(1, d.line // 2))


def _music_box(d: _Pen) -> None:
    d.rect(0.08, 0.56, 0.84, 0.38, (150, 100, 60), radius=0.03)
    d.rect(0.08, 0.46, 0.84, 0.12, (178, 124, 76), radius=0.03)
    d.rect(0.44, 0.66, 0.12, 0.12, (240, 228, 66))
    d.circle(0.3, 0.36, 0.07, INK, None)
    d.seg((0.36, 0.36), (0.36, 0.06))
    d.seg((0.36, 0.06), (0.62, 0.12))
    d.seg((0.62, 0.12), (0.62, 0.3))
    d.circle(0.56, 0.31, 0.07, INK, None)


def _portrait(d: _Pen) -> None:
    d.rect(0.12, 0.04, 0.76, 0.92, (160, 112, 76), radius=0.04)
    d.rect(0.22, 0.14, 0.56, 0.72, (74, 60, 84))
    d.ellipse(0.3, 0.56, 0.4, 0.36, (196, 186, 170), None)
    d.circle(0.5, 0.42, 0.13, (196, 186, 170), None)
    d.rect(0.22, 0.14, 0.56, 0.72, None)
    for x, y in ((0.12, 0.04), (0.82, 0.04), (0.12, 0.9), (0.82, 0.9)):
        d.circle(x + 0.03, y + 0.03, 0.035, (226, 178, 84), None)


def _ring(d: _Pen) -> None:
    d.ellipse(0.16, 0.36, 0.68, 0.6, None, (222, 190, 96), int(d.n * 0.11))
    d.ellipse(0.16, 0.36, 0.68, 0.6, None, INK, d.line)
    d.ellipse(0.27, 0.47, 0.46, 0.38, None, INK, d.line)
    d.poly([(0.5, 0.06), (0.66, 0.22), (0.5, 0.4), (0.34, 0.22)], (120, 200, 220))
    d.seg((0.34, 0.22), (0.66, 0.22), INK, max(1, d.line // 2))


def _tome(d: _Pen) -> None:
    d.rect(0.2, 0.1, 0.66, 0.84, (240, 232, 210), radius=0.03)  # the pages
    d.rect(0.14, 0.06, 0.66, 0.84, (132, 92, 176), radius=0.04)
    d.rect(0.14, 0.06, 0.12, 0.84, (98, 64, 140), radius=0.03)
    d.circle(0.53, 0.46, 0.16, None, (240, 210, 90))
    d.circle(0.53, 0.46, 0.05, (240, 210, 90), None)
    for a in range(5):
        ang = -math.pi / 2 + a * 2 * math.pi / 5
        d.seg((0.53 + 0.16 * math.cos(ang), 0.46 + 0.16 * math.sin(ang)),
              (0.53 + 0.24 * math.cos(ang), 0.46 + 0.24 * math.sin(ang)), (240, 210, 90), max(1, d.line // 2))


def _twin(d: _Pen) -> None:
    body = (96, 170, 150)
    for x in (0.28, 0.72):
        d.poly([(x, 0.4), (x + 0.2, 0.94), (x - 0.2, 0.94)], body)
        d.circle(x, 0.28, 0.14, (243, 222, 200))
        d.circle(x - 0.05, 0.27, 0.025, INK, None)
        d.circle(x + 0.05, 0.27, 0.025, INK, None)
    d.seg((0.4, 0.6), (0.6, 0.6))  # holding hands


DRAWINGS = {
    "amulet": _amulet, "cat": _cat, "clock": _clock, "doll": _doll, "holy_water": _holy_water, "mask": _mask,
    "mirror": _mirror, "music_box": _music_box, "portrait": _portrait, "ring": _ring, "tome": _tome, "twin": _twin,
}


@lru_cache(maxsize=256)
def pictogram(curse: str, size: int) -> pygame.Surface:
    """The drawn picture of ``curse`` (the art's stand-in)."""
    pen = _Pen(max(4, size))
    DRAWINGS.get(curse, _unknown)(pen)
    return pen.done(max(4, size))


def _unknown(d: _Pen) -> None:
    d.circle(0.5, 0.5, 0.4, (200, 200, 200))
