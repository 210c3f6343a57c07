"""The pace of the table: how long each move stays in view, and a spotlight on the big ones.

Each move stays in view for Settings' base time (``bot_pace_seconds``) times its weight
(what it changed: the table's :meth:`~ghostparlor.scenes.game.Table.moment` says "notable"
or "big"), times the bot speed (slow, normal, fast, instant: ``BOT_SPEED``), counted from
when the table is at rest again. A big moment (a pile taken, a scare card revealed, a room
resolving, a ghost found, a room haunted) also gets a spotlight once its animation is over:
the table dims around it and a line says what happened; the bots wait until it is over,
and any key or click of the person ends it at once.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import pygame

from ghostparlor.persistence.settings import BOT_SPEED
from ghostparlor.ui import draw, get_assets, get_theme

WEIGHTS = {None: 1.0, "notable": 1.7, "big": 1.0}  # a big move's time is its spotlight's, then an ordinary pause
SPOTLIGHT_SECONDS = 1.9  # at normal bot speed
FADE = 0.22


@dataclass
class Spotlight:
    text: str
    rect: pygame.Rect | None  # where it happened on the table (None: the table as a whole)
    seconds: float
    elapsed: float = 0.0

    @property
    def alpha(self) -> float:
        """0..1: fading in, held, fading out."""
        rise = min(1.0, self.elapsed / FADE) if FADE else 1.0
        fall = min(1.0, max(0.0, (self.seconds - self.elapsed) / FADE)) if FADE else 1.0
        return min(rise, fall)


class Pace:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.weight = 1.0  # of the last move absorbed
        self.queue: deque[Spotlight] = deque()
        self.current: Spotlight | None = None
        self._made: tuple[Spotlight, pygame.Surface] | None = None  # the current spotlight's card

    def factor(self) -> float:
        return BOT_SPEED.get(getattr(self.scene.app.settings, "bot_speed", "normal"), 1.0)

    def seconds(self) -> float:
        """How long the bots wait after the last move (once the table is at rest)."""
        base = float(getattr(self.scene.app.settings, "bot_pace_seconds", 0.8))
        return base * self.weight * self.factor()

    def absorbed(self, happenings, viewer: int | None) -> None:
        """Moves just taken: their weight, and a spotlight for each big moment."""
        scene = self.scene
        moves = [h for h in happenings if h.actor >= 0]
        if moves:
            self.weight = 1.0
        paused = float(getattr(scene.app.settings, "bot_pace_seconds", 0.8)) > 0  # no pauses at all: no spotlight
        seconds = SPOTLIGHT_SECONDS * self.factor() if paused else 0.0
        names = scene.session.names()
        for happening in happenings:
            kind = scene.table.moment(happening, viewer)
            self.weight = max(self.weight, WEIGHTS.get(kind, 1.0))
            if kind == "big" and seconds > 0 and not scene.read_only:
                text = scene.session.game.describe_event(happening.event, names, viewer)
                if text:
                    self.queue.append(Spotlight(text, scene.table.moment_rect(happening, viewer), seconds))
        while len(self.queue) > 3:  # a cascade of big moments: the last three
            self.queue.popleft()

    def update(self, dt: float) -> None:
        current = self.current
        if current is not None:
            current.elapsed += dt
            if current.elapsed >= current.seconds:
                self.current = None
            return
        if self.queue and not self.scene.table.busy():
            self.current = self.queue.popleft()

    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def dismiss(self) -> None:
        self.current = None
        self.queue.clear()

    def frame_key(self) -> object:
        current = self.current
        return None if current is None else (id(current), round(current.alpha * 24))

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The table dimmed around where it happened, and the line that says what."""
        spot = self.current
        if spot is None:
            return
        theme = get_theme()
        a = round(spot.alpha * 24) / 24  # the fades in 24 steps (the frame key's steps)
        keep = 1.0 - 0.6 * a  # the table dimmed to 40% around where it happened, a little toward violet
        dim = (int(255 * keep), int(236 * keep), int(255 * keep))
        hole = spot.rect.inflate(24, 24).clip(area) if spot.rect is not None else None
        for part in _around(area, hole):  # a multiply fill: a quarter of an alpha blend's time
            surface.fill(dim, part, special_flags=pygame.BLEND_RGB_MULT)
        if hole is not None:
            pygame.draw.rect(surface, theme.colour("accent")[:3], hole.inflate(8, 8), 4, border_radius=14)
        card = self._card(spot, area)  # the line that says what happened: made once, faded whole
        card.set_alpha(int(255 * a))
        box = card.get_rect(center=(area.centerx, area.y + area.h // 2))
        if hole is not None and box.colliderect(hole):  # the line goes where it hides nothing that happened
            below = hole.bottom + 14
            box.y = below if below + box.h <= area.bottom - 8 else max(area.y + 8, hole.top - 14 - box.h)
        surface.blit(card, box)

    def _card(self, spot: Spotlight, area: pygame.Rect) -> pygame.Surface:
        if self._made is not None and self._made[0] is spot:
            return self._made[1]
        theme, assets = get_theme(), get_assets()
        width = min(area.w - 80, 720)
        lines = assets.wrap(spot.text, width - 48, "large", "bold")[:2]
        lh = assets.line_height("large", "bold")
        card = pygame.Surface((width, lh * len(lines) + 28)).convert()
        card.fill((0, 0, 0))
        card.set_colorkey((0, 0, 0))  # the rounded corners let the table through
        draw.box(card, card.get_rect(), theme.colour("panel_dark")[:3], 14, theme.colour("accent")[:3], 3)
        y = 14
        for line in lines:
            img = assets.fit_text(line, width - 48, "large", theme.colour("accent"), "bold")
            card.blit(img, img.get_rect(midtop=(width // 2, y)))
            y += lh
        self._made = (spot, card)
        return card


def _around(area: pygame.Rect, hole: pygame.Rect | None) -> list[pygame.Rect]:
    """``area`` less ``hole``, as up to four rects (above, below, left, right of it)."""
    if hole is None or not hole.colliderect(area):
        return [area]
    parts = [pygame.Rect(area.x, area.y, area.w, hole.top - area.y), pygame.Rect(area.x, hole.bottom, area.w, area.bottom - hole.bottom),
             pygame.Rect(area.x, hole.top, hole.left - area.x, hole.h), pygame.Rect(hole.right, hole.top, area.right - hole.right, hole.h)]
    return [p for p in parts if p.w > 0 and p.h > 0]
