"""Toast: short messages that slide in, stay a moment and leave, one after another."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import pygame

from ghostparlor.ui import probe as _probe

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Theme
from ghostparlor.ui.tween import get_speed
from ghostparlor.ui.widget import UIAction, Widget, is_left_down

KINDS = ("info", "success", "warning", "danger")


@dataclass
class _Message:
    text: str
    kind: str
    hold: float


class Toast(Widget):
    """A queue of transient messages shown one at a time at ``anchor`` (top centre).

    ``push(text, kind)`` queues a translated message; it slides down in, holds for
    ``theme.animation.toast_hold`` seconds (shorter while others wait), slides out.
    Clicking it dismisses it (``UIAction("dismiss", text)``).

    Args:
        anchor: midtop point of the message when fully shown.
        width: maximum width; long text wraps to two lines then ellipsizes.
    """

    def __init__(
        self,
        anchor: tuple[int, int] = (640, 18),
        *,
        width: int = 560,
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(pygame.Rect(anchor[0] - width // 2, anchor[1], width, 0), theme=theme, name=name)
        self.anchor = anchor
        self.max_width = width
        self.queue: deque[_Message] = deque()
        self.current: _Message | None = None
        self._phase = "idle"  # idle, in, hold, out
        self._t = 0.0
        self._image: pygame.Surface | None = None

    # --------------------------------------------------------------- messages
    def push(self, text: str, kind: str = "info", hold: float | None = None) -> None:
        """Queue ``text``; ``kind`` is info/success/warning/danger (stripe colour + icon)."""
        kind = kind if kind in KINDS else "info"
        self.queue.append(_Message(text, kind, self.theme.duration("toast_hold") if hold is None else hold))
        if self.current is None:
            self._next()

    def clear(self) -> None:
        self.queue.clear()
        self.current = None
        self._phase = "idle"
        self._image = None
        self.rect.height = 0

    @property
    def active(self) -> bool:
        return self.current is not None

    @property
    def text(self) -> str | None:
        """The message on screen now (``None`` if none)."""
        return self.current.text if self.current else None

    def _next(self) -> None:
        if not self.queue:
            self.current = None
            self._phase = "idle"
            self._image = None
            self.rect.height = 0
            return
        self.current = self.queue.popleft()
        self._phase = "in"
        self._t = 0.0
        self._image = self._render(self.current)
        self.rect.size = self._image.get_size()
        self.rect.midtop = self.anchor

    def dismiss(self) -> None:
        """Start leaving now."""
        if self.current is not None and self._phase in ("in", "hold"):
            self._phase = "out"
            self._t = 0.0

    # ------------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        """Slides follow the animation speed (0 = instant); the hold is real reading time."""
        if self.current is None:
            return
        if self._phase in ("in", "out"):
            speed = get_speed()
            self._t += dt * speed if speed > 0 else float("inf")
            if self._t >= self.theme.duration("toast_slide"):
                if self._phase == "in":
                    self._phase, self._t = "hold", 0.0
                else:
                    self._next()
            return
        if self._phase == "hold":
            hold = self.current.hold if not self.queue else min(self.current.hold, 1.2)
            self._t += dt
            if self._t >= hold:
                self._phase, self._t = "out", 0.0

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if self.current is None:
            self.hovered = False
            return None
        self._track_hover(event)
        if is_left_down(event) and self._shown_rect().collidepoint(event.pos):
            text = self.current.text
            self.dismiss()
            return UIAction(self, "dismiss", text)
        return None

    # ------------------------------------------------------------------- look
    def _render(self, message: _Message) -> pygame.Surface:
        th = self.theme
        assets = self.assets
        pad = th.space("m")
        stripe = 8
        icon_w = 26
        text_w = self.max_width - pad * 3 - stripe - icon_w
        lines, px = assets.fit_wrapped(message.text, text_w, assets.line_height("body") * 2, "body", "regular", 13)
        lh = assets.line_height(px)
        width = min(self.max_width, max(assets.text_width(line, px) for line in lines) + pad * 3 + stripe + icon_w)
        height = max(46, lh * len(lines) + pad * 2)
        surface = pygame.Surface((width + 16, height + 16), pygame.SRCALPHA)
        body = pygame.Rect(8, 4, width, height)
        draw.shadow(surface, body, 10, (0, 4), 150, 6)
        accent = th.colour(message.kind)
        draw.box(surface, body, th.colour("panel_dark"), 10, draw.mix(th.colour("panel_dark_edge"), accent, 0.5), 2)
        pygame.draw.rect(surface, accent[:3], pygame.Rect(body.x, body.y, stripe + 4, body.height),
                         border_top_left_radius=10, border_bottom_left_radius=10)
        cx, cy = body.x + stripe + pad + icon_w // 2, body.centery
        pygame.draw.circle(surface, accent[:3], (cx, cy), 11)
        glyph = {"info": "i", "success": "\u2713", "warning": "!", "danger": "!"}[message.kind]
        g = assets.text(glyph, "body", draw.readable_on(accent), "bold")
        surface.blit(g, g.get_rect(center=(cx, cy)))
        y = body.centery - lh * len(lines) // 2
        for line in lines:
            image = assets.text(line, px, th.colour("text"))
            surface.blit(image, (body.x + stripe + pad * 2 + icon_w, y))
            y += lh
        return surface

    def _offset(self) -> float:
        """0 = fully shown, 1 = hidden above."""
        slide = max(1e-6, self.theme.duration("toast_slide"))
        if self._phase == "in":
            p = min(1.0, self._t / slide) if self._t != float("inf") else 1.0
            return (1 - p) ** 3
        if self._phase == "out":
            p = min(1.0, self._t / slide)
            return p ** 3
        return 0.0

    def _shown_rect(self) -> pygame.Rect:
        if self._image is None:
            return pygame.Rect(0, 0, 0, 0)
        h = self._image.get_height()
        rect = self._image.get_rect(midtop=self.anchor)
        return rect.move(0, -int((h + self.anchor[1] + 10) * self._offset()))

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.current is not None and self._shown_rect().collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        _probe.layer()  # drawn over what lies beneath
        if not self.visible or self._image is None:
            return
        surface.blit(self._image, self._shown_rect())
