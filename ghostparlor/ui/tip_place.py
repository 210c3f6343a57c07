"""Where a tooltip goes: near what it explains, never over what the frame keeps clear.

The game frame keeps its top bar (whose turn it is) and the table's prompt ("Play a card or
take the pile") clear of every tip: it names those rects with :func:`keep_clear` while it
draws its tips, and every tip bubble asks :func:`place` for its rect.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator, Sequence

import pygame

_clear: list[pygame.Rect] = []


@contextmanager
def keep_clear(rects: Sequence[pygame.Rect]) -> Iterator[None]:
    """While inside, :func:`place` keeps tips off ``rects``."""
    global _clear
    before = _clear
    _clear = [pygame.Rect(r) for r in rects if r is not None and r.w > 0 and r.h > 0]
    try:
        yield
    finally:
        _clear = before


def place(size: tuple[int, int], bounds: pygame.Rect, pointer: tuple[int, int] | None = None,
          anchor: pygame.Rect | None = None) -> pygame.Rect:
    """A rect of ``size`` inside ``bounds``: below and right of the ``pointer`` (or under the
    ``anchor``, a thing the keyboard points at), else above it, else beside the regions kept
    clear; the first that covers none of them, or the one covering least."""
    w, h = size
    if pointer is not None:
        x, y = pointer
        candidates = [pygame.Rect(x + 14, y + 22, w, h), pygame.Rect(x + 14, y - 8 - h, w, h),
                      pygame.Rect(x - 14 - w, y + 22, w, h), pygame.Rect(x - 14 - w, y - 8 - h, w, h)]
    else:
        a = anchor if anchor is not None else pygame.Rect(bounds.centerx, bounds.centery, 0, 0)
        candidates = [pygame.Rect(a.centerx - w // 2, a.bottom + 10, w, h), pygame.Rect(a.centerx - w // 2, a.top - 10 - h, w, h),
                      pygame.Rect(a.right + 10, a.centery - h // 2, w, h), pygame.Rect(a.left - 10 - w, a.centery - h // 2, w, h)]
    for region in _clear:  # just beyond each region kept clear, on the pointer's side
        near = candidates[0]
        candidates.append(pygame.Rect(near.x, region.bottom + 6, w, h))
        candidates.append(pygame.Rect(near.x, region.top - 6 - h, w, h))
    best, best_cost = None, None
    for i, rect in enumerate(candidates):
        rect = rect.clamp(bounds)
        cost = sum(_overlap(rect, region) for region in _clear)
        if pointer is not None and rect.collidepoint(pointer):
            cost += w * h // 4  # a tip under the pointer hides what it explains
        if best_cost is None or cost < best_cost:
            best, best_cost = rect, cost
        if cost == 0:
            break
    return best


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h
