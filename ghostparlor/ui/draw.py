"""Drawing primitives shared by the widgets: rounded boxes with alpha, soft shadows,
focus rings, seat shapes, the parlor background. Translucent pieces are cached by
size and colour, so repeating them every frame is a blit."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ghostparlor.ui.theme import Colour, Theme, get_theme


def _rgba(colour: Colour) -> tuple[int, int, int, int]:
    if len(colour) == 4:
        return (int(colour[0]), int(colour[1]), int(colour[2]), int(colour[3]))
    return (int(colour[0]), int(colour[1]), int(colour[2]), 255)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Blend colour ``a`` towards ``b`` by ``t`` (0..1), keeping ``a``'s length."""
    t = max(0.0, min(1.0, t))
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def with_alpha(colour: Colour, alpha: int) -> Colour:
    return (int(colour[0]), int(colour[1]), int(colour[2]), max(0, min(255, int(alpha))))


def lighten(colour: Colour, amount: float) -> Colour:
    return mix(colour[:3], (255, 255, 255), amount)


def darken(colour: Colour, amount: float) -> Colour:
    return mix(colour[:3], (0, 0, 0), amount)


def readable_on(colour: Colour) -> Colour:
    """Near-black or near-white, whichever reads better on ``colour``."""
    r, g, b = colour[:3]
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return (24, 16, 24) if luminance > 140 else (250, 246, 238)


@lru_cache(maxsize=512)
def _box_surface(
    w: int, h: int, radius: int, fill: tuple[int, int, int, int], border: tuple[int, int, int, int] | None, width: int
) -> pygame.Surface:
    surface = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    rect = surface.get_rect()
    if fill[3] > 0:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None and width > 0:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)
    return surface


def box(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Colour | None,
    radius: int = 0,
    border: Colour | None = None,
    border_width: int = 0,
) -> None:
    """A (rounded) rectangle; translucent colours are supported and cached."""
    if rect.width <= 0 or rect.height <= 0:
        return
    radius = max(0, min(radius, rect.width // 2, rect.height // 2))
    translucent = (fill is not None and len(fill) == 4 and fill[3] < 255) or (
        border is not None and len(border) == 4 and border[3] < 255
    )
    if translucent:
        f = _rgba(fill) if fill is not None else (0, 0, 0, 0)
        b = _rgba(border) if border is not None else None
        surface.blit(_box_surface(rect.width, rect.height, radius, f, b, border_width), rect.topleft)
        return
    if fill is not None:
        pygame.draw.rect(surface, fill[:3], rect, border_radius=radius)
    if border is not None and border_width > 0:
        pygame.draw.rect(surface, border[:3], rect, border_width, border_radius=radius)


@lru_cache(maxsize=256)
def _shadow_surface(w: int, h: int, radius: int, alpha: int, blur: int) -> pygame.Surface:
    surface = pygame.Surface((w + blur * 2, h + blur * 2), pygame.SRCALPHA)
    steps = max(1, blur)
    for i in range(steps):
        grow = blur - i
        a = int(alpha * (i + 1) / steps / 2.2)
        rect = pygame.Rect(i, i, w + grow * 2, h + grow * 2)
        pygame.draw.rect(surface, (0, 0, 0, a), rect, border_radius=radius + grow)
    return surface


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8, offset: tuple[int, int] = (0, 4),
           alpha: int = 120, blur: int = 6) -> None:
    """A soft drop shadow under ``rect``."""
    if rect.width <= 0 or rect.height <= 0:
        return
    shade = _shadow_surface(rect.width, rect.height, radius, alpha, blur)
    surface.blit(shade, (rect.x - blur + offset[0], rect.y - blur + offset[1]))


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8, theme: Theme | None = None,
               gap: int = 3) -> None:
    """The keyboard-focus ring: a bright 3 px ring with a dark halo, outside ``rect``."""
    theme = theme or get_theme()
    outer = rect.inflate(gap * 2 + 6, gap * 2 + 6)
    ring = rect.inflate(gap * 2 + 2, gap * 2 + 2)
    pygame.draw.rect(surface, (10, 6, 14), outer, 2, border_radius=radius + gap + 3)
    pygame.draw.rect(surface, theme.colour("focus")[:3], ring, 3, border_radius=radius + gap + 1)


def glow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, radius: int = 8, spread: int = 6,
         strength: int = 150) -> None:
    """A soft coloured halo around ``rect`` (legal moves, selection)."""
    key_colour = _rgba(colour)[:3]
    halo = _glow_surface(rect.width, rect.height, radius, key_colour, spread, strength)
    surface.blit(halo, (rect.x - spread, rect.y - spread))


@lru_cache(maxsize=256)
def _glow_surface(w: int, h: int, radius: int, colour: tuple[int, int, int], spread: int,
                  strength: int) -> pygame.Surface:
    surface = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
    for i in range(spread):
        a = int(strength * ((i + 1) / spread) ** 2)
        grow = spread - i
        rect = pygame.Rect(i, i, w + grow * 2, h + grow * 2)
        pygame.draw.rect(surface, (*colour, a), rect, 2, border_radius=radius + grow)
    return surface


# --------------------------------------------------------------------- shapes


def shape_points(shape: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """Polygon points of a seat shape (not used for "circle")."""
    cx, cy = center
    r = radius
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return [(cx, cy - r * 1.05), (cx + r * 1.0, cy + r * 0.78), (cx - r * 1.0, cy + r * 0.78)]
    if shape == "diamond":
        return [(cx, cy - r * 1.1), (cx + r * 1.0, cy), (cx, cy + r * 1.1), (cx - r * 1.0, cy)]
    if shape == "star":
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            rr = r * 1.12 if i % 2 == 0 else r * 0.5
            points.append((cx + rr * math.cos(angle), cy + rr * math.sin(angle)))
        return points
    if shape == "hexagon":
        return [(cx + r * math.cos(math.pi / 6 + i * math.pi / 3), cy + r * math.sin(math.pi / 6 + i * math.pi / 3))
                for i in range(6)]
    # unknown: an octagon-ish circle
    return [(cx + r * math.cos(i * math.pi / 8), cy + r * math.sin(i * math.pi / 8)) for i in range(16)]


def draw_shape(surface: pygame.Surface, shape: str, center: tuple[float, float], radius: float, fill: Colour,
               outline: Colour | None = (20, 14, 24), outline_width: int = 2) -> pygame.Rect:
    """Draw a seat shape (circle, square, triangle, diamond, star, hexagon)."""
    if shape == "circle":
        c = (int(round(center[0])), int(round(center[1])))
        rect = pygame.draw.circle(surface, fill, c, int(round(radius)))
        if outline is not None and outline_width > 0:
            pygame.draw.circle(surface, outline, c, int(round(radius)), outline_width)
        return rect
    points = shape_points(shape, center, radius)
    rect = pygame.draw.polygon(surface, fill, points)
    if outline is not None and outline_width > 0:
        pygame.draw.polygon(surface, outline, points, outline_width)
    return rect


@lru_cache(maxsize=256)
def shape_surface(shape: str, radius: int, fill: tuple[int, ...], outline: tuple[int, ...] | None,
                  outline_width: int = 2) -> pygame.Surface:
    """A cached, antialiased-looking (supersampled) seat shape on a transparent surface."""
    scale = 3
    size = int(radius * 2.6) + 4
    big = pygame.Surface((size * scale, size * scale), pygame.SRCALPHA)
    draw_shape(big, shape, (size * scale / 2, size * scale / 2), radius * scale, fill,
               outline, outline_width * scale)
    return pygame.transform.smoothscale(big, (size, size))


# ------------------------------------------------------------------ background


@lru_cache(maxsize=8)
def _background(w: int, h: int, top: tuple[int, ...], bottom: tuple[int, ...], vignette: tuple[int, ...]) -> pygame.Surface:
    """The vertical gradient with a soft candle-lit vignette (darker corners), computed
    on a small grid and smoothed up in one step (cheap at start-up)."""
    sw, sh = 16, 9
    alpha = (vignette[3] if len(vignette) == 4 else 110) / 255
    pixels = bytearray()
    for y in range(sh):
        f = y / (sh - 1)
        base = [top[i] + (bottom[i] - top[i]) * f for i in range(3)]
        dy2 = ((y - sh / 2) / (sh / 2)) ** 2
        for x in range(sw):
            dx = (x - sw / 2) / (sw / 2)
            k = alpha * min(1.0, math.sqrt(dx * dx * 0.8 + dy2) / 1.25) ** 2.2
            pixels.extend(int(b + (v - b) * k) for b, v in zip(base, vignette[:3]))
    small = pygame.image.frombuffer(bytes(pixels), (sw, sh), "RGB")
    display = pygame.display.get_surface()
    if display is not None:  # scale straight into a surface of the display's format (no convert pass)
        out = pygame.Surface((w, h), 0, display)
        pygame.transform.smoothscale(small.convert(display), (w, h), out)
        return out
    return pygame.transform.smoothscale(small, (w, h))


def draw_background(surface: pygame.Surface, theme: Theme | None = None) -> None:
    """Fill ``surface`` with the parlor background (gradient + vignette, cached)."""
    theme = theme or get_theme()
    w, h = surface.get_size()
    surface.blit(_background(w, h, theme.colour("background"), theme.colour("background_bottom"),
                             theme.colour("vignette")), (0, 0))
