"""The whole text of a shortened one, in a tooltip where the pointer rests on it: the
app's :class:`WholeTextTip`, drawn over every scene (``ui/cut_tips.py`` says which texts
on the canvas were shortened, and where they landed this frame).

It waits for the theme's tooltip delay, stands aside while a widget's own tip is up, and
keeps off what the scene on top keeps clear (its ``keep_clear_rects``: the turn line and
the table's prompt in a game).
"""

from __future__ import annotations

import time

import pygame


class WholeTextTip:
    def __init__(self, theme) -> None:
        self.theme = theme
        self.current: tuple[str, float] | None = None  # the shortened text under the pointer and since when

    def draw(self, canvas: pygame.Surface, pos: tuple[int, int], top) -> None:
        """The tip of the shortened text at ``pos`` on ``canvas`` (``top``: the scene on
        top, made to draw again when the delay is over)."""
        from ghostparlor.ui.cut_tips import tip_at

        text = tip_at(canvas, pos)
        if text is None:
            self.current = None
            return
        now = time.perf_counter()
        if self.current is None or self.current[0] != text:
            self.current = (text, now)
        focus = getattr(top, "focus", None)
        if focus is not None and focus.tooltip_showing:
            return
        if now - self.current[1] < self.theme.duration("tooltip_delay"):
            if top is not None:
                top.dirty = True  # draw again when the delay is over
            return
        from ghostparlor.ui.focus import render_tooltip
        from ghostparlor.ui.tip_place import keep_clear, place

        bubble = render_tooltip(text, self.theme)
        clear = getattr(top, "keep_clear_rects", None)
        with keep_clear(clear() if clear is not None else []):  # never over the turn line or the prompt
            rect = place(bubble.get_size(), canvas.get_rect(), pos)
        canvas.blit(bubble, rect)
