"""FocusGroup: Tab/Shift+Tab and arrows move focus; Enter activates; routing rules."""

from __future__ import annotations

import pygame
from ui_helpers import click, key, motion, text

from ghostparlor.ui import Button, CardHand, FocusGroup, Label, TextInput
from ui_screen import ghost_card


def buttons_group():
    a = Button((100, 100, 150, 40), "A", action="a")
    b = Button((300, 100, 150, 40), "B", action="b")
    c = Button((100, 200, 150, 40), "C", action="c")
    label = Label((500, 500, 100, 30), "not focusable")
    return FocusGroup([a, label, b, c]), (a, b, c)


def test_tab_and_shift_tab_cycle_through_focusable_widgets():
    group, (a, b, c) = buttons_group()
    assert group.focused is None
    group.handle(key(pygame.K_TAB))
    assert group.focused is a and a.focused and a.focus_visible
    group.handle(key(pygame.K_TAB))
    assert group.focused is b and not a.focused
    group.handle(key(pygame.K_TAB))
    assert group.focused is c
    group.handle(key(pygame.K_TAB))
    assert group.focused is a  # wraps
    group.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert group.focused is c
    assert group.consumed


def test_disabled_widgets_are_skipped():
    group, (a, b, c) = buttons_group()
    b.enabled = False
    group.handle(key(pygame.K_TAB))
    group.handle(key(pygame.K_TAB))
    assert group.focused is c


def test_arrow_keys_move_focus_spatially():
    group, (a, b, c) = buttons_group()
    group.focus(a)
    group.handle(key(pygame.K_RIGHT))
    assert group.focused is b
    group.handle(key(pygame.K_LEFT))
    assert group.focused is a
    group.handle(key(pygame.K_DOWN))
    assert group.focused is c
    group.handle(key(pygame.K_UP))
    assert group.focused is a


def test_enter_activates_the_focused_widget_and_hotkeys_reach_unfocused_buttons():
    group, (a, b, c) = buttons_group()
    c.hotkeys = frozenset({pygame.K_c})
    group.focus(b)
    action = group.handle(key(pygame.K_RETURN))
    assert action.kind == "click" and action.value == "b"
    assert group.handle(key(pygame.K_c)).value == "c"
    assert group.handle(key(pygame.K_x)) is None and not group.consumed


def test_click_focuses_without_a_ring_and_returns_the_action():
    group, (a, b, c) = buttons_group()
    action = click(group, (350, 120))
    assert action.value == "b" and group.focused is b and not b.focus_visible


def test_focused_widget_keeps_the_keys_it_uses():
    hand = CardHand((0, 400, 800, 250), [ghost_card("red", 1), ghost_card("red", 2)])
    button = Button((900, 450, 100, 40), "Go")
    group = FocusGroup([hand, button])
    group.focus(hand)
    action = group.handle(key(pygame.K_RIGHT))
    assert group.focused is hand and action.kind == "cursor" and action.value == "red2"
    assert group.handle(key(pygame.K_RETURN)).value == "red2"
    group.handle(key(pygame.K_TAB))
    assert group.focused is button


def test_typing_goes_only_to_the_focused_text_input_and_click_elsewhere_ends_it():
    name = TextInput((100, 100, 200, 40), "", max_length=10)
    other = TextInput((100, 200, 200, 40), "", max_length=10)
    button = Button((100, 300, 100, 40), "Start", hotkey=pygame.K_s)
    group = FocusGroup([name, other, button])
    group.handle(text("x"))
    assert name.text == "" and other.text == ""
    click(group, (150, 120))
    assert group.focused is name
    group.handle(text("Sam"))
    # 's' typed in a field must not trigger the Start hotkey
    assert group.handle(key(pygame.K_s)) is None and group.consumed
    assert name.text == "Sam" and other.text == ""
    group.handle(key(pygame.K_TAB))
    group.handle(text("Bo"))
    assert other.text == "Bo"
    click(group, (900, 600))
    assert group.focused is None and not other.focused


def test_tooltip_appears_after_the_delay():
    button = Button((100, 100, 150, 40), "A", tooltip="Plays the selected card")
    group = FocusGroup([button])
    group.handle(motion((120, 120)))
    group.update(0.1)
    assert group.tooltip_showing is None
    for _ in range(40):
        group.update(0.05)
    assert group.tooltip_showing == "Plays the selected card"
    screen = pygame.Surface((1280, 720))
    group.draw(screen)
    group.handle(motion((900, 600)))
    group.update(0.05)
    assert group.tooltip_showing is None


def test_remove_and_clear():
    group, (a, b, c) = buttons_group()
    group.focus(b)
    group.remove(b)
    assert group.focused is None and not b.focused
    group.clear()
    assert group.widgets == [] and group.handle(key(pygame.K_TAB)) is None


def test_decorations_on_top_let_clicks_through():
    button = Button((100, 100, 200, 50), "Under", action="under")
    caption = Label((90, 90, 240, 80), "A caption drawn over the button")
    group = FocusGroup([button, caption])
    assert click(group, (150, 120)).value == "under"
