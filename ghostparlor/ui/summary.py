"""SummaryPanel: the table's account of a scoring moment (a round's end, a game's start).

One panel for every table: a title, a line under it, a row per seat (its colour and shape,
name, what happened to it, its total) and a footer. It stays until it is dismissed (click,
Enter or Space) or its hold (real seconds, whatever the animation speed) runs out; while it is up the table counts as busy, so bots
wait and nothing draws over it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ghostparlor.ui import probe as _probe

from ghostparlor.ui import draw
from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.panel import Panel
from ghostparlor.ui.theme import get_theme
from ghostparlor.ui.tokens import Marker, draw_marker


@dataclass
class SummaryRow:
    colour: int  # the seat's style index (colour and shape)
    name: str
    detail: str
    total: str
    highlight: bool = False  # e.g. the round's relief, the leader


class SummaryPanel:
    ROW_H = 46

    def __init__(self, title: str, subtitle: str, rows: list[SummaryRow], footer: str = "", hold: float = 7.0,
                 width: int = 640) -> None:
        self.title, self.subtitle, self.rows, self.footer = title, subtitle, rows, footer
        self.width = width
        self.left = hold  # seconds of real time: information, not an animation ("instant" keeps it too)
        self.dismissed = False

    @property
    def done(self) -> bool:
        return self.dismissed or self.left <= 0

    def update(self, dt: float) -> None:
        self.left -= dt

    def dismiss(self) -> None:
        self.dismissed = True

    def handle(self, event: pygame.event.Event) -> bool:
        """A click or Enter/Space ends it (True: the event was used)."""
        if self.done:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
            self.dismiss()
            return True
        return False

    def row_h(self) -> int:
        """A row holds two lines of its detail at the small size (large text: taller rows)."""
        assets = get_assets()
        return max(self.ROW_H, 2 * assets.line_height("small") + 10, assets.line_height("large") + 10)

    def subtitle_h(self) -> int:
        """One line, or two when the line is too long for the panel at this text size."""
        assets = get_assets()
        one = assets.line_height("body", "bold")
        lines = assets.wrap(self.subtitle, min(self.width, 920) - 48, "body", "bold")
        return (one if len(lines) <= 1 else 2 * one) + 12

    def footer_h(self) -> int:
        if not self.footer:
            return 0
        assets = get_assets()
        lines = assets.wrap(self.footer, min(self.width, 920) - 48, "small")
        return min(2, len(lines)) * assets.line_height("small") + 12

    def rect(self, area: pygame.Rect) -> pygame.Rect:
        height = 50 + self.subtitle_h() + len(self.rows) * self.row_h() + self.footer_h() + 12
        rect = pygame.Rect(0, 0, min(self.width, area.w - 24), height)
        rect.center = area.center
        return rect

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        _probe.layer()  # drawn over what lies beneath
        if self.done:
            return
        theme, assets = get_theme(), get_assets()
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((10, 6, 14, 150))  # the table dims under the panel
        surface.blit(shade, area.topleft)
        rect = self.rect(area)
        Panel(rect, self.title).draw(surface)
        ink, muted = theme.colour("ink"), theme.colour("ink_muted")
        x, y = rect.x + 24, rect.y + 50
        lines, px = assets.fit_wrapped(self.subtitle, rect.w - 48, self.subtitle_h() - 8, "body", "bold", 12)
        for n, line in enumerate(lines):
            surface.blit(assets.text(line, px, ink, "bold"), (x, y + n * (px + 3)))
        y += self.subtitle_h()
        name_w = int((rect.w - 48) * 0.30)
        total_w = max(90, min(170, max((assets.text_width(r.total, "large", "bold") + 6 for r in self.rows), default=0)))
        detail_w = rect.w - 48 - 40 - name_w - total_w - 16
        row_h = self.row_h()
        for row in self.rows:
            band = pygame.Rect(rect.x + 14, y - 4, rect.w - 28, row_h - 6)
            if row.highlight:
                draw.box(surface, band, theme.colour("parchment_title"), 8)
            draw_marker(surface, Marker(seat=row.colour), (x + 14, band.centery), 12, theme)
            name = assets.fit_text(row.name, name_w, "body", ink, "bold")
            surface.blit(name, name.get_rect(midleft=(x + 40, band.centery)))
            lines, px = assets.fit_wrapped(row.detail, detail_w, band.h - 4, "body", "regular", 12)  # wraps, never cut
            top = band.centery - (len(lines) * (px + 2)) // 2
            for n, line in enumerate(lines):
                img = assets.text(line, px, ink)
                surface.blit(img, (x + 48 + name_w, top + n * (px + 2)))
            total = assets.fit_text(row.total, total_w, "large", ink, "bold")
            surface.blit(total, total.get_rect(midright=(rect.right - 24, band.centery)))
            y += row_h
        if self.footer:
            lines, px = assets.fit_wrapped(self.footer, rect.w - 48, self.footer_h() - 8, "small", "regular", 11)
            for n, line in enumerate(lines):
                surface.blit(assets.text(line, px, muted), (x, y + 6 + n * (px + 2)))
