"""Meter: a segmented level (e.g. the fear level 0..7) with a clearly marked cap."""

from __future__ import annotations

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Colour, Theme
from ghostparlor.ui.tween import Tween
from ghostparlor.ui.widget import RectLike, Widget


class Meter(Widget):
    """A row of ``maximum`` segments filled up to ``value``.

    The cap (default: ``maximum``) is marked by a red bar and a cap number after
    its segment; segments above the cap (possible when ``maximum > cap``) and a
    value above the cap are drawn in the danger colour. The fill glides to a new
    value (:meth:`set_value`).

    Args:
        rect: the whole meter (label on the left when given).
        value: current level.
        maximum: number of segments.
        cap: the highest allowed level (marked); ``None`` = ``maximum``.
        label: translated caption ("Fear").
        show_numbers: draw 1..maximum under the segments.
        colour: fill colour (default candle gold, turning to warning near the cap).
    """

    @property
    def wants_pointer(self) -> bool:
        return False

    def __init__(
        self,
        rect: RectLike,
        value: float = 0,
        *,
        maximum: int = 7,
        cap: int | None = None,
        label: str = "",
        show_numbers: bool = True,
        colour: Colour | None = None,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, tooltip=tooltip, theme=theme, name=name)
        self.maximum = max(1, int(maximum))
        self.cap = self.maximum if cap is None else int(cap)
        self.value = float(value)
        self.label = label
        self.show_numbers = show_numbers
        self.colour = colour
        self._shown = float(value)
        self._tween: Tween | None = None

    @property
    def over_cap(self) -> bool:
        return self.value > self.cap

    def set_value(self, value: float, animate: bool = True) -> None:
        self.value = float(value)
        if animate:
            self._tween = Tween(self._shown, self.value, self.theme.duration("meter"), "ease_out_cubic")
        else:
            self._tween = None
            self._shown = self.value

    def frame_key(self) -> object:
        return round(self._shown, 3), self.value

    def update(self, dt: float) -> None:
        if self._tween is not None:
            self._shown = float(self._tween.update(dt))  # type: ignore[arg-type]
            if self._tween.done:
                self._tween = None

    def _bar_rect(self) -> pygame.Rect:
        rect = self.rect
        label_w = 0
        if self.label:
            label_w = min(rect.width * 2 // 5, self.assets.text_width(self.label, "body", "bold") + 14)
        numbers_h = self.assets.line_height(self._numbers_px()) if self.show_numbers else 0
        bar_h = max(10, rect.height - numbers_h - 4)
        return pygame.Rect(rect.x + label_w, rect.y + 2, rect.width - label_w - 34, bar_h)

    def _numbers_px(self) -> int:
        """The numbers under the bar: the small size, smaller when the meter is too low for it."""
        px = self.theme.font_size("small")
        while px > 9 and self.assets.line_height(px) > self.rect.height - 14:
            px -= 1
        return px

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        assets = self.assets
        rect = self.rect
        bar = self._bar_rect()
        if self.label:
            image = assets.fit_text(self.label, bar.x - rect.x - 12, "body", th.colour("text"), "bold")
            surface.blit(image, image.get_rect(midleft=(rect.x, bar.centery)))
        n = self.maximum
        gap = 4
        seg_w = max(4, (bar.width - gap * (n - 1)) // n)
        danger = th.colour("danger")
        base = self.colour or th.colour("accent")
        warn = th.colour("warning")
        shown = self._shown
        draw.box(surface, bar.inflate(8, 8), (*th.colour("control_track")[:3], 200), 8, th.colour("panel_dark_edge"), 1)
        for i in range(n):
            seg = pygame.Rect(bar.x + i * (seg_w + gap), bar.y, seg_w, bar.height)
            level = i + 1
            beyond = level > self.cap
            if beyond:
                empty = draw.mix(th.colour("control_track"), danger, 0.25)
            else:
                empty = th.colour("secondary_pressed")
            draw.box(surface, seg, empty, 4)
            fill = min(1.0, max(0.0, shown - i))
            if fill > 0:
                if beyond:
                    colour = danger
                else:
                    colour = draw.mix(base, warn, max(0.0, (level - self.cap * 0.6) / max(1, self.cap * 0.4)))
                part = pygame.Rect(seg.x, seg.y, max(1, int(seg.width * fill)), seg.height)
                draw.box(surface, part, colour, 4)
                sheen = pygame.Rect(part.x + 2, part.y + 2, max(0, part.width - 4), max(1, part.height // 4))
                draw.box(surface, sheen, (255, 255, 255, 55), 2)
            if self.show_numbers:
                col = th.colour("danger") if beyond else th.colour("text_muted")
                num = assets.text(str(level), self._numbers_px(), col)
                surface.blit(num, num.get_rect(midtop=(seg.centerx, bar.bottom + 2)))
        # the cap: a bold bar after the cap segment and the cap number in a red tag
        cap_x = bar.x + self.cap * (seg_w + gap) - gap // 2 if self.cap < n else bar.x + n * (seg_w + gap) - gap + 3
        cap_line = pygame.Rect(cap_x - 2, bar.y - 7, 4, bar.height + 14)
        draw.box(surface, cap_line, danger, 2)
        if self.cap < n:
            # segments beyond the cap are already red-numbered; the bar alone marks it
            if self.over_cap:
                pygame.draw.rect(surface, danger[:3], bar.inflate(8, 8), 2, border_radius=8)
            return
        tag = assets.text(str(self.cap), "small", (255, 246, 240), "bold")
        tag_rect = pygame.Rect(0, 0, max(22, tag.get_width() + 10), 22)
        tag_rect.midleft = (cap_x + 5, bar.centery)
        draw.box(surface, tag_rect, danger, 6, draw.darken(danger, 0.4), 1)
        surface.blit(tag, tag.get_rect(center=tag_rect.center))
        if self.over_cap:
            pygame.draw.rect(surface, danger[:3], bar.inflate(8, 8), 2, border_radius=8)
