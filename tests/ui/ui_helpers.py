"""Synthetic pygame events and pixel helpers for the UI tests."""

from __future__ import annotations

import pygame

# ------------------------------------------------------------- synthetic events


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def text(s):
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def wheel(y, x=0):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, precise_x=float(x), precise_y=float(y), flipped=False)


def click(widget_or_group, pos):
    """Move to ``pos``, press and release: returns the first non-None action."""
    result = None
    for event in (motion(pos), down(pos), up(pos)):
        action = widget_or_group.handle(event)
        if action is not None and result is None:
            result = action
    return result


def changed_pixels(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels inside ``rect`` differ between two surfaces (sampled every 2 px)."""
    rect = rect.clip(after.get_rect())
    count = 0
    for y in range(rect.top, rect.bottom, 2):
        for x in range(rect.left, rect.right, 2):
            if before.get_at((x, y)) != after.get_at((x, y)):
                count += 1
    return count
