"""Spot: a place on a game table the player may choose (a space, a card slot, a room).

Legal spots glow and take keyboard focus; clicking (or Enter/Space on) a spot returns
``UIAction("click", spot.action)`` when legal and ``UIAction("rejected", spot.action)``
otherwise, so the table can say why. ``reason`` holds that explanation.
"""

from __future__ import annotations

from typing import Any

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.widget import ACTIVATE_KEYS, UIAction, Widget, is_left_down


class Spot(Widget):
    focusable = True

    def __init__(self, rect: pygame.Rect, name: str, action: Any = None, *, radius: int = 8, border: int = 2,
                 glow_alpha: int = 110, outline_illegal_hover: bool = False) -> None:
        super().__init__(rect, name=name)
        self.action = action
        self.legal = False
        self.reason = ""
        self.radius = radius
        self.border = border
        self.glow_alpha = glow_alpha
        self.outline_illegal_hover = outline_illegal_hover

    @property
    def accepts_focus(self) -> bool:
        return self.visible and self.legal

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in ACTIVATE_KEYS

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return UIAction(self, "click" if self.legal else "rejected", self.action)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return UIAction(self, "click" if self.legal else "rejected", self.action)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        theme, r = self.theme, self.radius
        if self.legal:
            draw.glow(surface, self.rect, theme.colour("legal"), r, 5, self.glow_alpha)
            pygame.draw.rect(surface, theme.colour("legal")[:3], self.rect, self.border, border_radius=r)
            if self.hovered:
                pygame.draw.rect(surface, theme.colour("hover_glow")[:3], self.rect.inflate(4, 4), 2, border_radius=r + 1)
        elif self.hovered and self.outline_illegal_hover:
            pygame.draw.rect(surface, theme.colour("disabled_text")[:3], self.rect, 1, border_radius=r)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, r, theme)
