"""Last-move marks: every seat's most recent action stays marked on the table until that
seat acts again.

A table says where a seat's last move shows (:meth:`Table.last_move_marks` returns
:class:`LastMark` s); this layer draws them all the same way in every game: a dashed
frame in the seat's colour around the place, and the seat's token (its colour AND its
shape, so colour is never the only cue) on the frame's corner. Holding the pointer on the
token, or on the frame, tells whose move it was and what it was.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ghostparlor.ui import probe as _probe

from ghostparlor.ui.focus import render_tooltip
from ghostparlor.ui.theme import Theme, get_theme
from ghostparlor.ui.tokens import Marker, draw_marker, marker_style

BADGE_RADIUS = 10


@dataclass(frozen=True)
class LastMark:
    """Where ``seat``'s last move shows on the table.

    ``frame``: True draws the dashed frame around ``rect``; False only the token (a card in
    a fanned hand, a small space whose neighbours would be covered). ``text``: what the
    tooltip says the move was (empty: the scene says it from the move's events).
    ``corner``: where the token sits, "topleft" or "topright"."""

    seat: int
    rect: pygame.Rect
    frame: bool = True
    text: str = ""
    corner: str = "topleft"

    def badge_center(self) -> tuple[int, int]:
        rect = self.rect
        x = rect.left + 2 if self.corner == "topleft" else rect.right - 2
        return x, rect.top + 2


def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 3, dash: int = 9, gap: int = 6) -> None:
    """A dashed rectangle (the last-move frame: dashes, so it never reads as the hint's
    solid gold ring or the focus ring)."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for a, b, horizontal, fixed in ((x0, x1, True, y0), (x0, x1, True, y1), (y0, y1, False, x0), (y0, y1, False, x1)):
        pos = a
        while pos < b:
            end = min(b, pos + dash)
            if horizontal:
                pygame.draw.line(surface, colour, (pos, fixed), (end, fixed), width)
            else:
                pygame.draw.line(surface, colour, (fixed, pos), (fixed, end), width)
            pos = end + gap


class LastMoveLayer:
    """Draws the marks and their tooltips over a table (owned by the game scene)."""

    def __init__(self, theme: Theme | None = None) -> None:
        self.theme = theme or get_theme()
        self.marks: list[tuple[LastMark, str]] = []  # (mark, its tooltip text)
        self._pointer: tuple[int, int] | None = None
        self._hover: int | None = None  # index of the mark under the pointer
        self._hover_time = 0.0
        self._tip: tuple[str, pygame.Surface] | None = None

    def set_marks(self, marks: list[tuple[LastMark, str]]) -> None:
        if [(m.seat, tuple(m.rect), t) for m, t in marks] != [(m.seat, tuple(m.rect), t) for m, t in self.marks]:
            self.marks = list(marks)
            self._hover, self._hover_time = None, 0.0

    def clear(self) -> None:
        self.marks = []
        self.forget_pointer()

    def forget_pointer(self) -> None:
        self._pointer, self._hover, self._hover_time = None, None, 0.0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = tuple(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self._pointer = None

    def mark_at(self, pos: tuple[int, int] | None) -> int | None:
        """The mark whose token (first) or frame edge is under ``pos``."""
        if pos is None:
            return None
        for i, (mark, _) in reversed(list(enumerate(self.marks))):
            cx, cy = mark.badge_center()
            if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= (BADGE_RADIUS + 3) ** 2:
                return i
        for i, (mark, _) in reversed(list(enumerate(self.marks))):
            if mark.frame:
                outer, inner = mark.rect.inflate(10, 10), mark.rect.inflate(-6, -6)
                if outer.collidepoint(pos) and not inner.collidepoint(pos):
                    return i
        return None

    def update(self, dt: float) -> None:
        hover = self.mark_at(self._pointer)
        if hover != self._hover:
            self._hover, self._hover_time = hover, 0.0
        elif hover is not None:
            self._hover_time += dt

    def tooltip(self) -> str | None:
        if self._hover is None or self._hover >= len(self.marks):
            return None
        if self._hover_time < self.theme.duration("tooltip_delay"):
            return None
        return self.marks[self._hover][1] or None

    def draw(self, surface: pygame.Surface, clip: pygame.Rect | None = None) -> None:
        if not self.marks:
            return
        old = surface.get_clip()
        if clip is not None:
            surface.set_clip(clip)
        dark = (18, 12, 22)
        for mark, _ in self.marks:
            colour, _shape = marker_style(Marker(seat=mark.seat), self.theme)
            if mark.frame:
                rect = mark.rect.inflate(6, 6)
                dashed_rect(surface, rect.inflate(2, 2), dark, 5)
                dashed_rect(surface, rect, tuple(colour[:3]), 3)
        for mark, _ in self.marks:  # the tokens over every frame
            draw_marker(surface, Marker(seat=mark.seat), mark.badge_center(), BADGE_RADIUS, self.theme)
        surface.set_clip(old)

    def draw_tooltip(self, surface: pygame.Surface) -> bool:
        """Draw the hovered mark's tooltip; True when one was drawn."""
        _probe.layer()  # drawn over what lies beneath
        text = self.tooltip()
        if not text or self._pointer is None:
            return False
        if self._tip is None or self._tip[0] != text:
            self._tip = (text, render_tooltip(text, self.theme))
        image = self._tip[1]
        from ghostparlor.ui.tip_place import place

        surface.blit(image, place(image.get_size(), surface.get_rect(), self._pointer))
        return True
