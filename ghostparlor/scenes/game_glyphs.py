"""The little pictures of a network game's frame, drawn in code (no emoji, no font needed):
the six quick reactions (:data:`~ghostparlor.net.messages.REACTIONS`), the send arrow, and
how a seat is played now (a person connected, away, a bot, a bot standing in for an away
person) as an icon with a badge of its own shape, so no mark depends on colour alone.

Each picture is drawn four times larger and smoothed down, then kept.
"""

from __future__ import annotations

import math

import pygame

from ghostparlor.ui import get_assets

S = 96  # the drawing canvas; pictures are smoothed down to the size asked for
_cache: dict[tuple, pygame.Surface] = {}

PRESENCES = ("here", "away", "bot", "stand_in")


def _rgb(colour) -> tuple[int, int, int]:
    return tuple(int(c) for c in colour[:3])  # type: ignore[return-value]


def _canvas() -> pygame.Surface:
    return pygame.Surface((S, S), pygame.SRCALPHA)


def _rotated(points: list[tuple[float, float]], angle: float, about: tuple[float, float]) -> list[tuple[float, float]]:
    a = math.radians(angle)
    cx, cy = about
    return [(cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a), cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a))
            for x, y in points]


def _face(s: pygame.Surface, ink) -> None:
    pygame.draw.circle(s, ink, (48, 50), 40, 7)


def _wave(s: pygame.Surface, ink) -> None:
    pygame.draw.rect(s, ink, (26, 46, 44, 42), border_radius=16)  # the palm
    for x, top in ((27, 22), (38, 12), (49, 10), (60, 18)):  # four fingers
        pygame.draw.rect(s, ink, (x, top, 10, 56 - top), border_radius=5)
    pygame.draw.polygon(s, ink, [(28, 60), (12, 40), (18, 34), (36, 52)])  # the thumb
    for r in (10, 18):  # it moves
        pygame.draw.arc(s, ink, (70 - r, 8 - r // 2, 2 * r, 2 * r), -0.6, 0.9, 4)


def _laugh(s: pygame.Surface, ink) -> None:
    _face(s, ink)
    for x in (34, 62):  # eyes shut with laughing
        pygame.draw.lines(s, ink, False, [(x - 9, 42), (x, 33), (x + 9, 42)], 6)
    mouth = [(27, 56)] + [(48 + 21 * math.cos(a / 10 * math.pi), 56 + 21 * math.sin(a / 10 * math.pi)) for a in range(11)] + [(69, 56)]
    pygame.draw.polygon(s, ink, mouth)


def _gasp(s: pygame.Surface, ink) -> None:
    _face(s, ink)
    for x in (34, 62):
        pygame.draw.circle(s, ink, (x, 40), 7)
        pygame.draw.arc(s, ink, (x - 10, 20, 20, 14), 0.4, 2.7, 4)  # eyebrows raised
    pygame.draw.circle(s, ink, (48, 68), 11, 6)  # the open mouth


def _boo(s: pygame.Surface, ink) -> None:
    pygame.draw.circle(s, ink, (48, 40), 32)  # a ghost saying "boo"
    body = [(16, 40), (80, 40), (80, 86)]
    for i, x in enumerate((80, 69, 59, 48, 37, 27, 16)):
        body.append((x, 86 if i % 2 == 0 else 74))
    pygame.draw.polygon(s, ink, body)
    clear = (0, 0, 0, 0)
    pygame.draw.ellipse(s, clear, (31, 30, 11, 15))
    pygame.draw.ellipse(s, clear, (54, 30, 11, 15))
    pygame.draw.ellipse(s, clear, (40, 52, 16, 18))


def _clap(s: pygame.Surface, ink) -> None:
    hand = pygame.Surface((28, 62), pygame.SRCALPHA)  # a palm, its fingers parted at the top
    pygame.draw.rect(hand, ink, (0, 0, 28, 62), border_radius=12)
    for x in (7, 14, 21):
        pygame.draw.line(hand, (0, 0, 0, 0), (x, 0), (x, 22), 3)
    left = pygame.transform.rotate(hand, -22)
    right = pygame.transform.flip(left, True, False)
    s.blit(left, left.get_rect(bottomright=(50, 96)))
    s.blit(right, right.get_rect(bottomleft=(46, 96)))
    for a in (-35, -90, -145):  # the sound of it
        r = math.radians(a)
        pygame.draw.line(s, ink, (48 + 14 * math.cos(r), 24 + 14 * math.sin(r)), (48 + 26 * math.cos(r), 24 + 26 * math.sin(r)), 6)


def _think(s: pygame.Surface, ink) -> None:
    pygame.draw.ellipse(s, ink, (26, 6, 64, 48), 7)  # a thought, rising
    for x in (44, 58, 72):
        pygame.draw.circle(s, ink, (x, 30), 5)
    pygame.draw.circle(s, ink, (24, 66), 9, 6)
    pygame.draw.circle(s, ink, (11, 86), 6)


def _send(s: pygame.Surface, ink) -> None:
    pygame.draw.polygon(s, ink, [(10, 12), (88, 48), (10, 84), (24, 48)])


_DRAWN = {"wave": _wave, "laugh": _laugh, "gasp": _gasp, "boo": _boo, "clap": _clap, "think": _think, "send": _send}


def glyph(kind: str, size: int, colour) -> pygame.Surface:
    """A reaction (``wave``, ``laugh``, ``gasp``, ``boo``, ``clap``, ``think``) or the send
    arrow, ``size`` pixels square, in ``colour``."""
    key = ("glyph", kind, size, _rgb(colour))
    found = _cache.get(key)
    if found is None:
        canvas = _canvas()
        _DRAWN[kind](canvas, _rgb(colour))
        found = pygame.transform.smoothscale(canvas, (size, size))
        _cache[key] = found
    return found


def _dot(s: pygame.Surface, centre: tuple[int, int], r: int, fill) -> None:
    pygame.draw.circle(s, (18, 12, 22), centre, r + 6)
    pygame.draw.circle(s, fill, centre, r)


def _hourglass(s: pygame.Surface, centre: tuple[int, int], r: int, fill) -> None:
    cx, cy = centre
    top = [(cx - r, cy - r), (cx + r, cy - r), (cx, cy)]
    bottom = [(cx - r, cy + r), (cx + r, cy + r), (cx, cy)]
    pygame.draw.circle(s, (18, 12, 22), centre, int(r * 1.45))
    pygame.draw.polygon(s, fill, top)
    pygame.draw.polygon(s, fill, bottom)


def presence_mark(presence: str, size: int, theme) -> pygame.Surface:
    """How a seat is played now: a person (``here``: with a round "on" dot; ``away``: faded,
    with an hourglass) or the automaton (``bot``; ``stand_in``: with the hourglass of the
    person it plays for). ``size`` pixels square."""
    key = ("presence", presence, size, id(theme))
    found = _cache.get(key)
    if found is not None:
        return found
    mark = pygame.Surface((size, size), pygame.SRCALPHA)
    icon_size = size * 4 // 5
    name = "common/icon_bot.png" if presence in ("bot", "stand_in") else "common/icon_human.png"
    icon = get_assets().image_scaled(name, (icon_size, icon_size))
    if icon is not None:
        if presence == "away":
            icon = icon.copy()
            icon.set_alpha(120)
        mark.blit(icon, (0, 0))
    if presence in ("here", "away", "stand_in"):
        badge = _canvas()
        if presence == "here":
            _dot(badge, (72, 72), 16, _rgb(theme.colour("success")))
        else:
            _hourglass(badge, (72, 72), 15, _rgb(theme.colour("warning")))
        mark.blit(pygame.transform.smoothscale(badge, (size, size)), (0, 0))
    _cache[key] = mark
    return mark
