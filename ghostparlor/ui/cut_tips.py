"""Whole texts for shortened ones: a text shortened with an ellipsis (it did not fit its
box even at the theme's floor size) shows itself whole in a tooltip when the pointer
rests on it, wherever it is drawn on the canvas.

Assets remember which rendered surfaces are shortened texts (:func:`note_cut`); the
app's canvas is a :class:`TipCanvas`, whose ``blit`` notes where they land each frame;
the app draws the tooltip of the one under the pointer (:func:`tip_at`).
"""

from __future__ import annotations

import weakref
from typing import Any

import pygame

_cut: "weakref.WeakKeyDictionary[pygame.Surface, str]" = weakref.WeakKeyDictionary()
SHORTENED: dict[str, str] = {}  # a shortened string -> the whole text (bounded)
_LIMIT = 4096


def remember(shown: str, full: str) -> None:
    if shown != full:
        if len(SHORTENED) >= _LIMIT:
            SHORTENED.clear()
        SHORTENED[shown] = full


def note_cut(surface: pygame.Surface, full: str) -> None:
    _cut[surface] = full


class TipCanvas(pygame.Surface):
    """The app's canvas: knows where shortened texts were drawn this frame."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.cut_regions: list[tuple[pygame.Rect, str]] = []

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        full = _cut.get(source) if _cut else None
        if full is not None:
            self.cut_regions.append((rect, full))
        return rect

    def new_frame(self) -> None:
        self.cut_regions.clear()


def tip_at(canvas: Any, pos: tuple[int, int]) -> str | None:
    """The whole text of the shortened text under ``pos`` (the last drawn wins)."""
    for rect, full in reversed(getattr(canvas, "cut_regions", ())):
        if rect.collidepoint(pos):
            return full
    return None
