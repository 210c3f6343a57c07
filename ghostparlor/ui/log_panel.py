"""LogPanel: the game log -- wrapped lines, newest at the bottom, auto-scrolling."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.scroll import ScrollView
from ghostparlor.ui.theme import Colour, Theme
from ghostparlor.ui.widget import RectLike


@dataclass
class _Entry:
    text: str
    colour: Colour | None
    images: list[pygame.Surface] = field(default_factory=list)
    height: int = 0
    width_key: int = -1


class LogPanel(ScrollView):
    """A scrollable list of log lines.

    New lines appear at the bottom; the view follows them unless the player has
    scrolled up (scrolling back to the bottom resumes following). Long lines wrap.
    Only the visible lines are drawn, and each line is rendered once.

    Args:
        rect: the panel (dark, rounded) including the optional title band.
        title: already-translated title ("Game log").
        max_lines: oldest lines are dropped beyond this.
        size: text size role (default "small").
    """

    TITLE_HEIGHT = 34
    ENTRY_GAP = 5

    def __init__(
        self,
        rect: RectLike,
        *,
        title: str | None = None,
        max_lines: int = 500,
        size: int | str = "small",
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, step=40, padding=10, tooltip=tooltip, theme=theme, name=name)
        self.title = title
        self.title_band = False  # a title band without the title (tabs drawn over it by the owner)
        self.max_lines = max_lines
        self.size = size
        self.following = True
        self._entries: list[_Entry] = []
        self._offsets: list[int] = []  # top y of each entry in content space
        self._total = 0
        self._layout_width = -1

    # ------------------------------------------------------------------- lines
    @property
    def lines(self) -> list[str]:
        return [entry.text for entry in self._entries]

    def add(self, text: str, colour: Colour | None = None) -> None:
        """Append a line (already translated); follows it if the view was at the bottom."""
        follow = self.following or self.at_bottom
        self._entries.append(_Entry(text, colour))
        removed = 0
        if len(self._entries) > self.max_lines:
            drop = len(self._entries) - self.max_lines
            removed = sum(e.height + self.ENTRY_GAP for e in self._entries[:drop] if e.width_key != -1)
            del self._entries[:drop]
            self._layout_width = -1
        self._relayout(incremental=self._layout_width != -1)
        if follow:
            self.following = True
            self.scroll_to(self.max_scroll)
        else:
            # keep the lines the player is reading in place as old lines drop off the top
            self.scroll_to(self.scroll_y - removed)

    def extend(self, lines: list[str]) -> None:
        for line in lines:
            self.add(line)

    def clear(self) -> None:
        self._entries.clear()
        self._offsets.clear()
        self._total = 0
        self.scroll_y = 0.0
        self.following = True

    # ------------------------------------------------------------------ layout
    @property
    def viewport(self) -> pygame.Rect:
        top = self.TITLE_HEIGHT if (self.title or self.title_band) else 0
        pad = self.padding
        return pygame.Rect(self.rect.x + pad + 4, self.rect.y + top + pad,
                           max(1, self.rect.width - pad * 2 - self.SCROLLBAR_WIDTH - 10),
                           max(1, self.rect.height - top - pad * 2))

    def _render_entry(self, entry: _Entry, width: int) -> None:
        assets = self.assets
        colour = entry.colour if entry.colour is not None else self.theme.colour("text")
        lines = assets.wrap(entry.text, width, self.size)
        entry.images = [assets.text(line, self.size, colour) for line in lines]
        entry.height = len(lines) * assets.line_height(self.size)
        entry.width_key = width

    def _relayout(self, incremental: bool = False) -> None:
        width = self.viewport.width
        if width != self._layout_width:
            incremental = False
        if not incremental:
            self._offsets = []
            self._total = 0
            start = 0
        else:
            start = len(self._offsets)
        for entry in self._entries[start:]:
            if entry.width_key != width:
                self._render_entry(entry, width)
            self._offsets.append(self._total)
            self._total += entry.height + self.ENTRY_GAP
        self._layout_width = width

    def content_height(self) -> int:
        if self._layout_width != self.viewport.width:
            self._relayout()
        return max(0, self._total - self.ENTRY_GAP)

    def _on_user_scroll(self) -> None:
        self.following = self.at_bottom

    # -------------------------------------------------------------------- look
    def draw_content(self, surface: pygame.Surface, viewport: pygame.Rect) -> None:
        if not self._entries:
            return
        if self._layout_width != viewport.width:
            self._relayout()
        top = int(self.scroll_y)
        first = max(0, bisect.bisect_right(self._offsets, top) - 1)
        last_index = len(self._entries) - 1
        muted = self.theme.colour("text_muted")
        for i in range(first, len(self._entries)):
            y = viewport.y + self._offsets[i] - top
            if y > viewport.bottom:
                break
            entry = self._entries[i]
            if i == last_index:
                marker = pygame.Rect(viewport.x - 8, y + 5, 4, max(4, entry.height - 10))
                draw.box(surface, marker, self.theme.colour("accent"), 2)
            line_h = entry.height // max(1, len(entry.images))
            for j, image in enumerate(entry.images):
                surface.blit(image, (viewport.x, y + j * line_h))
            if i < last_index:
                sep_y = y + entry.height + self.ENTRY_GAP // 2
                pygame.draw.line(surface, draw.mix(self.theme.colour("panel_dark"), muted, 0.18)[:3],
                                 (viewport.x, sep_y), (viewport.right - 4, sep_y))

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The panel and its title band, without the lines (the game frame's notes tab draws
        its notes in the same frame)."""
        th = self.theme
        radius = th.corner("medium")
        draw.box(surface, self.rect, (*th.colour("panel_dark")[:3], 235), radius, th.colour("panel_dark_edge"), 2)
        if self.title or self.title_band:
            band = pygame.Rect(self.rect.x + 2, self.rect.y + 2, self.rect.width - 4, self.TITLE_HEIGHT - 2)
            pygame.draw.rect(surface, th.colour("panel_dark_title")[:3], band, border_top_left_radius=radius - 2,
                             border_top_right_radius=radius - 2)
            if self.title and not self.title_band:
                label = self.assets.fit_text(self.title, band.width - 24, "body", th.colour("accent"), "bold")
                surface.blit(label, label.get_rect(midleft=(band.x + 12, band.centery)))
            pygame.draw.line(surface, th.colour("panel_dark_edge")[:3], (band.x, band.bottom),
                             (band.right - 1, band.bottom))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        self.draw_frame(surface)
        super().draw(surface)
        if not self.following and self.max_scroll > 0:
            # a small "more below" hint
            view = self.viewport
            tip = pygame.Rect(0, 0, 26, 18)
            tip.midbottom = (view.centerx, view.bottom - 2)
            draw.box(surface, tip, th.colour("accent"), 9)
            cx, cy = tip.center
            pygame.draw.polygon(surface, th.colour("accent_text")[:3], [(cx - 5, cy - 2), (cx + 5, cy - 2), (cx, cy + 4)])
