"""Every widget draws on a 1280x720 canvas, visibly, without re-creating fonts per frame."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import changed_pixels
from ui_screen import build_screen

from ghostparlor import ui
from ghostparlor.ui import CardFace, CardSprite, DieView, Pile, draw_background


@pytest.mark.parametrize("name", sorted(build_screen()))
def test_each_widget_draws_something_in_its_rect(name, screen):
    widget = build_screen()[name]
    widget.update(0.3)
    before = screen.copy()
    widget.draw(screen)
    assert changed_pixels(before, screen, widget.rect.inflate(20, 20)) > 20, name


def test_whole_screen_draws_and_text_is_not_rerendered_each_frame(screen, monkeypatch):
    widgets = build_screen()
    draw_background(screen)
    for widget in widgets.values():
        widget.update(1 / 60)
        widget.draw(screen)
    created = []
    real_font = pygame.font.Font

    def counting_font(*args, **kwargs):
        created.append(args)
        return real_font(*args, **kwargs)

    renders = []
    cache = ui.get_assets()._text  # every text render in the toolkit goes through this cache
    real_put = cache.put
    monkeypatch.setattr(pygame.font, "Font", counting_font)
    monkeypatch.setattr(cache, "put", lambda key, value: (renders.append(key), real_put(key, value)))
    for _ in range(3):  # steady frames: nothing changes, nothing is created or rendered
        for widget in widgets.values():
            widget.draw(screen)
    assert created == []
    assert renders == []


def test_missing_card_image_draws_a_fallback_face_with_the_text(screen):
    sprite = CardSprite(CardFace("x", "ghosts/ghost_purple_9.png", "Purple 9", accent=(120, 60, 160)), (100, 100))
    assert sprite.missing_image
    face = sprite.base_surface()
    assert face.get_size() == sprite.rect.size
    # the fallback is parchment with the accent band: not transparent, not one flat colour
    assert face.get_at((60, 84)).a == 255
    colours = {tuple(face.get_at((x, y))) for x in range(0, 120, 7) for y in range(0, 168, 7)}
    assert len(colours) > 4
    assert tuple(face.get_at((60, 5)))[:3] == (120, 60, 160)
    before = screen.copy()
    sprite.draw(screen)
    assert changed_pixels(before, screen, sprite.rect) > 1000


def test_missing_back_and_die_images_fall_back(screen):
    sprite = CardSprite(CardFace("y", back="common/no_back.png"), (10, 10), face_up=False)
    assert sprite.missing_image
    assert sprite.base_surface().get_at((60, 84)).a == 255
    die = DieView((300, 300), 6, image_pattern="common/no_die_{}.png")
    before = screen.copy()
    die.draw(screen)
    assert changed_pixels(before, screen, die.rect) > 300
    # a dark pip sits in the die's top-left quarter (face 6)
    face = die.face_surface(6)
    assert face.get_at((16, 16))[:3] != face.get_at((32, 32))[:3]


def test_pile_with_missing_art_still_draws(screen):
    pile = Pile((50, 50), count=3, top=CardFace("z", "nope.png", "Nope"), back="also_nope.png")
    before = screen.copy()
    pile.draw(screen)
    assert changed_pixels(before, screen, pile.rect) > 1000


def test_package_exports_the_public_widgets():
    for name in ("Button", "Label", "Panel", "ScrollView", "CardSprite", "CardHand", "Pile", "TileGrid", "BoardView",
                 "DieView", "Token", "Counter", "Toast", "LogPanel", "Meter", "Checkbox", "Toggle", "Slider",
                 "Choice", "TextInput", "FocusGroup", "FocusRing", "Tween", "Tweens", "Theme", "load_theme",
                 "Sounds", "UIAction"):
        assert hasattr(ui, name), name


def test_label_wraps_inside_its_rect_and_aligns(screen):
    from ghostparlor.ui import Label

    long = "The phantom society meets at midnight in the library " * 6
    label = Label((100, 100, 300, 80), long)
    assert 0 < label.content_height() <= 80
    before = screen.copy()
    label.draw(screen)
    assert changed_pixels(before, screen, pygame.Rect(0, 0, 1280, 720)) == changed_pixels(before, screen, label.rect)
    right = Label((500, 100, 300, 30), "Right", align="right", wrap=False)
    before = screen.copy()
    right.draw(screen)
    assert changed_pixels(before, screen, pygame.Rect(700, 100, 100, 30)) > 0
    assert changed_pixels(before, screen, pygame.Rect(500, 100, 150, 30)) == 0


def test_widgets_draw_with_the_theme_colours(screen):
    from ghostparlor.ui import Button, set_theme
    from ghostparlor.ui.theme import Theme

    theme = Theme()
    theme.colours["accent"] = (1, 254, 3)
    set_theme(theme)
    button = Button((100, 100, 200, 50), "Go")
    button.draw(screen)
    assert tuple(screen.get_at((110, 140)))[:3] == (1, 254, 3)


def test_hidden_widgets_ignore_input(screen):
    from ui_helpers import click

    from ghostparlor.ui import Button, Checkbox

    button = Button((0, 0, 100, 40), "Go")
    box = Checkbox((0, 50, 100, 40), "Tick")
    button.visible = box.visible = False
    assert click(button, (10, 10)) is None and click(box, (10, 60)) is None
    before = screen.copy()
    button.draw(screen)
    box.draw(screen)
    assert changed_pixels(before, screen, pygame.Rect(0, 0, 200, 200)) == 0
