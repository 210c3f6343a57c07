"""Monkey test: 2,000 random mouse and key events on a screen of every widget."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import down, key, motion, text, up, wheel
from ui_screen import build_group

from ghostparlor.ui import UIAction, set_speed

KEYS = [pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_KP_ENTER, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE,
        pygame.K_DELETE, pygame.K_ESCAPE, pygame.K_p, pygame.K_a, pygame.K_F1]
TEXTS = ["a", "Z", "é", "👻", " ", "Ghost", "\x00", "日本", "\t"]


def random_event(rng: random.Random) -> pygame.event.Event:
    roll = rng.random()
    pos = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    if roll < 0.35:
        return motion(pos, buttons=(rng.random() < 0.2, 0, 0))
    if roll < 0.50:
        return down(pos, rng.choice([1, 1, 1, 3]))
    if roll < 0.62:
        return up(pos, rng.choice([1, 1, 3]))
    if roll < 0.70:
        return wheel(rng.choice([-3, -1, 1, 2]))
    if roll < 0.93:
        mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
        return key(rng.choice(KEYS), mod)
    if roll < 0.98:
        return text(rng.choice(TEXTS))
    return pygame.event.Event(pygame.WINDOWLEAVE)


def check_invariants(widgets: dict) -> None:
    scroll = widgets["scroll"]
    assert 0 <= scroll.scroll_y <= scroll.max_scroll
    log = widgets["log"]
    assert 0 <= log.scroll_y <= max(0.0, log.max_scroll)
    slider = widgets["slider"]
    assert slider.minimum <= slider.value <= slider.maximum
    field = widgets["text"]
    assert len(field.text) <= field.max_length and 0 <= field.caret <= len(field.text)
    hand = widgets["hand"]
    assert set(hand.selected) <= hand.legal
    kinds = {card.kind for card in hand.cards if card.id in hand.selected}
    assert len(kinds) <= 1
    choice = widgets["choice"]
    assert 0 <= choice.index < len(choice.options)
    assert 1 <= widgets["die"].shown_face <= 6


@pytest.mark.slow
@pytest.mark.parametrize("seed,speed", [(1, 1.0), (2, 0.0), (3, 3.0)])
def test_two_thousand_random_events_never_raise(seed, speed, screen):
    set_speed(speed)
    rng = random.Random(seed)
    group, widgets = build_group()
    focused_ever = set()
    actions = 0
    for i in range(2000):
        event = random_event(rng)
        result = group.handle(event)
        if result is not None:
            assert isinstance(result, UIAction)
            actions += 1
        if group.focused is not None:
            focused_ever.add(type(group.focused).__name__)
            assert group.focused.focused
        assert sum(1 for w in group.widgets if w.focused) <= 1
        if rng.random() < 0.1:
            widgets["die"].roll(rng.randint(1, 6))
        if rng.random() < 0.05:
            widgets["toast"].push(f"message {i}")
        if rng.random() < 0.05:
            widgets["log"].add(f"event {i} " * rng.randint(1, 12))
        group.update(rng.choice([0.0, 1 / 60, 0.1, 0.5]))
        if i % 10 == 0:
            group.draw(screen)
        check_invariants(widgets)
    assert actions > 50  # the monkey really did things
    assert len(focused_ever) >= 5  # and focus travelled around the screen
