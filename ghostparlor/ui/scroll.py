"""ScrollView: vertical scrolling of content taller than its rect."""

from __future__ import annotations

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Colour, Theme
from ghostparlor.ui.widget import RectLike, UIAction, Widget, is_left_down, is_left_up

SCROLL_KEYS = frozenset({pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END})
LINE_KEYS = frozenset({pygame.K_UP, pygame.K_DOWN})


class ScrollView(Widget):
    """A viewport over a tall content surface, with a draggable scrollbar.

    Give it a content surface (:meth:`set_content`, e.g. from
    :func:`ghostparlor.ui.text.text_block_surface` at :attr:`content_width`), or
    subclass it and override :meth:`content_height` and :meth:`draw_content`.

    Input: mouse wheel while the pointer is over it; drag the scrollbar thumb; click
    the track to page; PageUp/PageDown/Home/End while focused or hovered; Up/Down
    while focused. Each scroll returns ``UIAction(kind="scroll", value=scroll_y)``.

    Args:
        rect: the viewport (the scrollbar takes its right edge).
        content: optional surface to scroll.
        step: pixels per wheel notch / arrow key.
        background: optional fill colour (``None``: transparent, draw a Panel behind).
        padding: inner padding around the content.
    """

    focusable = True
    SCROLLBAR_WIDTH = 10

    def __init__(
        self,
        rect: RectLike,
        content: pygame.Surface | None = None,
        *,
        step: int = 48,
        background: Colour | None = None,
        padding: int = 0,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, tooltip=tooltip, theme=theme, name=name)
        self.content = content
        self.step = step
        self.background = background
        self.padding = padding
        self.scroll_y = 0.0
        self._drag_offset: float | None = None

    # ---------------------------------------------------------------- geometry
    @property
    def viewport(self) -> pygame.Rect:
        """The area the content shows through."""
        pad = self.padding
        return pygame.Rect(self.rect.x + pad, self.rect.y + pad,
                           max(1, self.rect.width - pad * 2 - self.SCROLLBAR_WIDTH - 6),
                           max(1, self.rect.height - pad * 2))

    @property
    def content_width(self) -> int:
        """Width to render content at."""
        return self.viewport.width

    def content_height(self) -> int:
        return self.content.get_height() if self.content is not None else 0

    @property
    def max_scroll(self) -> float:
        return float(max(0, self.content_height() - self.viewport.height))

    @property
    def at_bottom(self) -> bool:
        return self.scroll_y >= self.max_scroll - 1

    def track_rect(self) -> pygame.Rect:
        view = self.viewport
        return pygame.Rect(self.rect.right - self.padding - self.SCROLLBAR_WIDTH - 2, view.y + 2,
                           self.SCROLLBAR_WIDTH, max(1, view.height - 4))

    def thumb_rect(self) -> pygame.Rect | None:
        """The scrollbar thumb, or ``None`` when everything fits."""
        total = self.content_height()
        view_h = self.viewport.height
        if total <= view_h:
            return None
        track = self.track_rect()
        h = max(28, int(track.height * view_h / total))
        h = min(h, track.height)
        span = track.height - h
        y = track.y + (int(span * self.scroll_y / self.max_scroll) if self.max_scroll else 0)
        return pygame.Rect(track.x, y, track.width, h)

    # ------------------------------------------------------------------ scroll
    def set_content(self, content: pygame.Surface | None, keep_position: bool = False) -> None:
        self.content = content
        if not keep_position:
            self.scroll_y = 0.0
        self.scroll_to(self.scroll_y)

    def scroll_to(self, y: float) -> bool:
        """Scroll so content row ``y`` is at the top (clamped); True if it moved."""
        new = max(0.0, min(self.max_scroll, float(y)))
        moved = abs(new - self.scroll_y) > 1e-6
        self.scroll_y = new
        return moved

    def scroll_by(self, dy: float) -> bool:
        return self.scroll_to(self.scroll_y + dy)

    def _scrolled(self, moved: bool) -> UIAction | None:
        self._on_user_scroll()
        return UIAction(self, "scroll", self.scroll_y) if moved else None

    def _on_user_scroll(self) -> None:
        """Hook: the player scrolled (LogPanel uses it to stop/resume following)."""

    # ------------------------------------------------------------------- input
    def consumes_key(self, key: int, mod: int = 0) -> bool:
        if self.max_scroll <= 0:
            return False
        return key in SCROLL_KEYS or key in LINE_KEYS

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            self._drag_offset = None
            return None
        etype = event.type
        if etype == pygame.MOUSEWHEEL and self.hovered:
            dy = getattr(event, "precise_y", None)
            dy = float(event.y if dy is None else dy)
            return self._scrolled(self.scroll_by(-dy * self.step)) or UIAction(self, "scroll", self.scroll_y)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            thumb = self.thumb_rect()
            if thumb is None:
                return None
            if thumb.inflate(6, 0).collidepoint(event.pos):
                self._drag_offset = event.pos[1] - thumb.y
                self.pressed = True
                return None
            if self.track_rect().inflate(8, 0).collidepoint(event.pos):
                page = self.viewport.height - self.step
                return self._scrolled(self.scroll_by(page if event.pos[1] > thumb.centery else -page))
            return None
        if etype == pygame.MOUSEMOTION and self._drag_offset is not None:
            thumb = self.thumb_rect()
            if thumb is None:
                return None
            track = self.track_rect()
            span = max(1, track.height - thumb.height)
            fraction = (event.pos[1] - self._drag_offset - track.y) / span
            return self._scrolled(self.scroll_to(fraction * self.max_scroll))
        if is_left_up(event):
            self._drag_offset = None
            self.pressed = False
            return None
        if etype == pygame.KEYDOWN and (self.focused or self.hovered):
            key = event.key
            page = max(self.step, self.viewport.height - self.step)
            moved: bool | None = None
            if key == pygame.K_PAGEDOWN:
                moved = self.scroll_by(page)
            elif key == pygame.K_PAGEUP:
                moved = self.scroll_by(-page)
            elif key == pygame.K_HOME:
                moved = self.scroll_to(0)
            elif key == pygame.K_END:
                moved = self.scroll_to(self.max_scroll)
            elif self.focused and key == pygame.K_DOWN:
                moved = self.scroll_by(self.step)
            elif self.focused and key == pygame.K_UP:
                moved = self.scroll_by(-self.step)
            if moved is not None:
                return self._scrolled(moved) or UIAction(self, "scroll", self.scroll_y)
        return None

    # -------------------------------------------------------------------- look
    FADE = 22  # px: a line cut by the top or bottom edge fades out, so the cut reads as "more here"

    def draw_content(self, surface: pygame.Surface, viewport: pygame.Rect) -> None:
        """Draw the visible part of the content into ``viewport`` (clip is set). A
        transparent content whose lines run past the top or bottom edge fades out there
        instead of showing half-cut words."""
        if self.content is None:
            return
        area = pygame.Rect(0, int(self.scroll_y), viewport.width, viewport.height)
        area = area.clip(self.content.get_rect())
        if area.width <= 0 or area.height <= 0:
            return
        top, bottom = self.scroll_y > 0.5, not self.at_bottom
        if not (top or bottom) or not self.content.get_flags() & pygame.SRCALPHA:
            surface.blit(self.content, viewport.topleft, area)
            return
        piece = self.content.subsurface(area).copy()
        piece.blit(_fade_mask(area.size, top, bottom, self.FADE), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(piece, viewport.topleft)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        thumb = self.thumb_rect()
        if thumb is None:
            return
        th = self.theme
        draw.box(surface, self.track_rect(), (*th.colour("control_track")[:3], 170), self.SCROLLBAR_WIDTH // 2)
        colour = th.colour("accent_hover") if (self._drag_offset is not None or self.hovered) else th.colour("secondary_edge")
        draw.box(surface, thumb, colour, self.SCROLLBAR_WIDTH // 2)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if self.background is not None:
            draw.box(surface, self.rect, self.background, self.theme.corner("medium"))
        view = self.viewport
        old_clip = surface.get_clip()
        surface.set_clip(view.clip(old_clip) if old_clip else view)
        self.draw_content(surface, view)
        surface.set_clip(old_clip)
        self.draw_scrollbar(surface)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, self.theme.corner("medium"), self.theme, gap=1)


_MASKS: dict[tuple, pygame.Surface] = {}


def _fade_mask(size: tuple[int, int], top: bool, bottom: bool, fade: int) -> pygame.Surface:
    """White with an alpha ramp over ``fade`` px at the top and/or bottom (multiplied in)."""
    key = (size, top, bottom, fade)
    mask = _MASKS.get(key)
    if mask is None:
        w, h = size
        mask = pygame.Surface(size, pygame.SRCALPHA)
        mask.fill((255, 255, 255, 255))
        fade = max(1, min(fade, h // 3))
        for i in range(fade):
            alpha = int(255 * (i + 1) / (fade + 1))
            if top:
                mask.fill((255, 255, 255, alpha), (0, i, w, 1))
            if bottom:
                mask.fill((255, 255, 255, alpha), (0, h - 1 - i, w, 1))
        if len(_MASKS) > 16:
            _MASKS.clear()
        _MASKS[key] = mask
    return mask
