"""DieView: a six-sided die that tumbles through faces and settles on a result."""

from __future__ import annotations

import math
from typing import Callable

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Theme, get_theme
from ghostparlor.ui.tween import get_speed
from ghostparlor.ui.widget import ACTIVATE_KEYS, UIAction, Widget, is_left_down

# Pip positions on a 3x3 lattice (col, row) for faces 1..6.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
# The faces shown while tumbling (deterministic: the UI never draws random numbers).
_TUMBLE = (3, 5, 2, 6, 1, 4, 2, 5, 6, 3, 1, 4)


def fallback_die_face(face: int, size: int, theme: Theme | None = None) -> pygame.Surface:
    """An ivory rounded die with pips, for when ``common/die_<n>.png`` is missing."""
    theme = theme or get_theme()
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = size // 6
    pygame.draw.rect(surface, (246, 238, 220), rect, border_radius=radius)
    pygame.draw.rect(surface, (190, 176, 150), rect, 2, border_radius=radius)
    pip_r = max(2, size // 11)
    ink = theme.colour("ink")[:3]
    for col, row in PIPS.get(face, ()):
        x = int(size * (0.25 + 0.25 * col))
        y = int(size * (0.25 + 0.25 * row))
        pygame.draw.circle(surface, ink, (x, y), pip_r)
    return surface


class DieView(Widget):
    """A die showing ``face`` (1..6).

    :meth:`roll` tumbles through faces for ``theme.animation.die_roll`` seconds
    (~0.6 s; scaled by the animation speed, instant at speed 0) and settles on the
    given face, then calls ``on_settled(face)``. The scene decides the face (the
    Match's chance outcome); the die only shows it.

    Args:
        pos: top-left.
        face: the face shown at rest.
        size: pixel size (square).
        image_pattern: art path with ``{}`` for the face number.
        clickable: clicks/Enter return ``UIAction("click", face)`` (e.g. "roll now").
    """

    focusable = True

    @property
    def wants_pointer(self) -> bool:
        return self.clickable

    def __init__(
        self,
        pos: tuple[int, int],
        face: int = 1,
        *,
        size: int = 64,
        image_pattern: str = "common/die_{}.png",
        clickable: bool = False,
        on_settled: Callable[[int], None] | None = None,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(pygame.Rect(pos, (size, size)), tooltip=tooltip, theme=theme, name=name)
        self.face = _clamp_face(face)
        self.size = size
        self.image_pattern = image_pattern
        self.clickable = clickable
        self.on_settled = on_settled
        self.rolling = False
        self._elapsed = 0.0
        self._duration = 0.0
        self._shown = self.face
        self._angle = 0.0
        self._hop = 0.0
        self._next_flip = 0.0
        self._tumble_index = 0

    @property
    def accepts_focus(self) -> bool:
        return self.clickable and super().accepts_focus

    @property
    def shown_face(self) -> int:
        """The face currently drawn (changes while tumbling)."""
        return self._shown

    def face_surface(self, face: int) -> pygame.Surface:
        image = self.assets.image_scaled(self.image_pattern.format(face), (self.size, self.size))
        if image is None:
            key = ("die", face, self.size)
            cache = _FALLBACK_CACHE
            image = cache.get(key)
            if image is None:
                image = fallback_die_face(face, self.size, self.theme)
                cache[key] = image
        return image

    def roll(self, face: int, duration: float | None = None) -> None:
        """Tumble, then settle on ``face``."""
        self.face = _clamp_face(face)
        self._duration = self.theme.duration("die_roll") if duration is None else max(0.0, duration)
        self._elapsed = 0.0
        self._next_flip = 0.0
        self._tumble_index = (self._tumble_index + self.face) % len(_TUMBLE)
        self.rolling = True
        if get_speed() <= 0.0 or self._duration <= 0.0:
            self._settle()

    def _settle(self) -> None:
        self.rolling = False
        self._shown = self.face
        self._angle = 0.0
        self._hop = 0.0
        if self.on_settled is not None:
            self.on_settled(self.face)

    def skip(self) -> None:
        """Finish a roll at once."""
        if self.rolling:
            self._settle()

    def update(self, dt: float) -> None:
        if not self.rolling:
            return
        speed = get_speed()
        if speed <= 0.0:
            self._settle()
            return
        self._elapsed += dt * speed
        if self._elapsed >= self._duration:
            self._settle()
            return
        p = self._elapsed / self._duration
        # faces flip fast at first, then slow down
        if self._elapsed >= self._next_flip:
            self._tumble_index = (self._tumble_index + 1) % len(_TUMBLE)
            candidate = _TUMBLE[self._tumble_index]
            if candidate == self._shown:
                candidate = candidate % 6 + 1
            self._shown = candidate
            self._next_flip = self._elapsed + 0.04 + 0.12 * p * p
        self._angle = (1 - p) ** 2 * 360 * 1.4 * (1 if self._tumble_index % 2 else -1) * (1 - p)
        self._hop = abs(math.sin(p * math.pi * 2.5)) * (1 - p) * self.size * 0.35

    def frame_key(self) -> object:
        return self.rolling, self._shown, round(self._angle), round(self._hop)

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return self.clickable and key in ACTIVATE_KEYS

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not (self.clickable and self.enabled) or self.rolling:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return UIAction(self, "click", self.face)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return UIAction(self, "click", self.face)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        image = self.face_surface(self._shown)
        center = (self.rect.centerx, self.rect.centery - int(self._hop))
        shade = pygame.Rect(0, 0, int(self.size * (0.9 - 0.3 * self._hop / max(1, self.size))), self.size // 6)
        shade.center = (self.rect.centerx, self.rect.bottom + 2)
        draw.box(surface, shade, (0, 0, 0, 90), shade.height // 2)
        if self._angle:
            image = pygame.transform.rotate(image, self._angle)
        surface.blit(image, image.get_rect(center=center))
        if self.clickable and self.hovered and self.enabled and not self.rolling:
            pygame.draw.rect(surface, self.theme.colour("hover_glow")[:3], self.rect.inflate(6, 6), 2,
                             border_radius=self.size // 5)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, self.size // 6, self.theme)


_FALLBACK_CACHE: dict[tuple, pygame.Surface] = {}


def _clamp_face(face: int) -> int:
    return max(1, min(6, int(face)))
