"""Buttons and form controls respond to synthetic mouse and keyboard events."""

from __future__ import annotations

import pygame
from ui_helpers import click, down, key, motion, text, up

from ghostparlor.ui import Button, Checkbox, Choice, Slider, TextInput, Toggle


def test_button_click_activates_with_its_action():
    seen = []
    button = Button((100, 100, 200, 50), "Play", action="play", on_click=seen.append)
    action = click(button, (150, 120))
    assert action is not None and action.kind == "click" and action.value == "play"
    assert action.source is button
    assert seen == [action]


def test_button_press_inside_release_outside_does_nothing():
    button = Button((100, 100, 200, 50), "Play")
    assert button.handle(motion((150, 120))) is None
    assert button.handle(down((150, 120))) is None
    assert button.pressed
    assert button.handle(up((500, 500))) is None
    assert not button.pressed


def test_disabled_button_ignores_clicks_and_keys():
    button = Button((100, 100, 200, 50), "Play", hotkey=pygame.K_p, enabled=False)
    button.set_focus(True)
    assert click(button, (150, 120)) is None
    assert button.handle(key(pygame.K_p)) is None
    assert button.handle(key(pygame.K_RETURN)) is None


def test_button_hotkey_and_focused_enter():
    button = Button((0, 0, 100, 40), "Take", action="take", hotkey=pygame.K_t)
    assert button.handle(key(pygame.K_t)).value == "take"
    assert button.handle(key(pygame.K_t, pygame.KMOD_CTRL)) is None
    assert button.handle(key(pygame.K_RETURN)) is None  # not focused
    button.set_focus(True)
    assert button.handle(key(pygame.K_RETURN)).kind == "click"
    assert button.handle(key(pygame.K_SPACE)).kind == "click"


def test_checkbox_and_toggle_flip():
    box = Checkbox((10, 10, 200, 30), "Mirror")
    action = click(box, (20, 20))
    assert action.kind == "toggle" and action.value is True and box.checked
    box.set_focus(True)
    assert box.handle(key(pygame.K_SPACE)).value is False
    switch = Toggle((10, 50, 200, 30), "Hints", True)
    assert click(switch, (190, 65)).value is False


def test_slider_keys_and_drag():
    slider = Slider((100, 100, 400, 30), 50, step=5, page_step=20)
    slider.set_focus(True)
    assert slider.handle(key(pygame.K_RIGHT)).value == 55
    assert slider.handle(key(pygame.K_LEFT)).value == 50
    assert slider.handle(key(pygame.K_PAGEUP)).value == 70
    assert slider.handle(key(pygame.K_END)).value == 100
    assert slider.handle(key(pygame.K_RIGHT)) is None  # already at the end: no change
    assert slider.handle(key(pygame.K_HOME)).value == 0
    track = slider.track_rect()
    slider.handle(down((track.x + track.width // 2, track.centery)))
    assert 45 <= slider.value <= 55 and slider.dragging
    slider.handle(motion((track.right + 50, track.centery)))
    assert slider.value == 100
    slider.handle(up((track.right + 50, track.centery)))
    slider.handle(motion((track.x, track.centery)))
    assert slider.value == 100  # no longer dragging


def test_choice_cycles_and_wraps():
    choice = Choice((0, 0, 300, 40), [("human", "Human"), ("random", "Random bot"), ("easy", "Easy bot")])
    assert choice.value == "human"
    choice.set_focus(True)
    assert choice.handle(key(pygame.K_RIGHT)).value == "random"
    assert choice.handle(key(pygame.K_RIGHT)).value == "easy"
    assert choice.handle(key(pygame.K_RIGHT)).value == "human"  # wraps
    assert choice.handle(key(pygame.K_LEFT)).value == "easy"
    assert click(choice, (10, 20)).value == "random"  # left half = previous
    assert click(choice, (290, 20)).value == "easy"
    assert choice.text == "Easy bot"
    no_wrap = Choice((0, 0, 300, 40), ["a", "b"], wrap=False)
    no_wrap.set_focus(True)
    assert no_wrap.handle(key(pygame.K_LEFT)) is None


def test_text_input_editing():
    field = TextInput((0, 0, 300, 40), "Ad", max_length=6)
    assert field.handle(text("x")) is None  # not focused: typing is ignored
    click(field, (10, 10))
    assert field.focused
    assert field.handle(text("a")).value == "Ada"
    field.handle(key(pygame.K_HOME))
    assert field.handle(text("L")).value == "LAda"
    field.handle(key(pygame.K_END))
    assert field.handle(key(pygame.K_BACKSPACE)).value == "LAd"
    field.handle(key(pygame.K_LEFT))
    field.handle(key(pygame.K_LEFT))
    assert field.handle(key(pygame.K_DELETE)).value == "Ld"
    assert field.handle(text("12345")).value == "L1234d"  # max length 6
    assert field.handle(text("z")) is None
    assert field.handle(text("\n\t")) is None
    submitted = field.handle(key(pygame.K_RETURN))
    assert submitted.kind == "submit" and submitted.value == "L1234d"
    assert len(field.text) <= field.max_length
    click(field, (600, 300))  # clicking elsewhere ends editing
    assert not field.focused


def test_text_input_ctrl_backspace_deletes_a_word():
    field = TextInput((0, 0, 300, 40), "Bot Boris", max_length=20)
    field.set_focus(True)
    assert field.handle(key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)).value == "Bot "
