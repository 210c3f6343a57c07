"""Images, fonts, text caches and sounds."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from ghostparlor.resources import art_path
from ghostparlor.ui import assets as assets_mod
from ghostparlor.ui.assets import ELLIPSIS, Assets, get_assets
from ghostparlor.ui.sounds import NullSound, Sounds


def test_existing_image_loads_converted_and_scaled_variants_are_cached():
    assets = get_assets()
    image = assets.image("common/die_1.png")
    assert image is not None and image.get_size() == (64, 64)
    assert image.get_flags() & pygame.SRCALPHA
    small = assets.image_scaled("common/die_1.png", (32, 32))
    assert small.get_size() == (32, 32)
    assert assets.image_scaled("common/die_1.png", (32, 32)) is small
    assert assets.image("common/die_1.png") is image


def test_missing_image_is_none_and_recorded():
    assets = get_assets()
    assert assets.image("ghosts/ghost_purple_9.png") is None
    assert assets.image_scaled("ghosts/ghost_purple_9.png", (10, 10)) is None
    assert "ghosts/ghost_purple_9.png" in assets.missing
    assert assets.has_image("ghosts/ghost_purple_9.png") is False


def test_broken_image_file_is_none(tmp_path, monkeypatch):
    bad = tmp_path / "art" / "common"
    bad.mkdir(parents=True)
    (bad / "die_1.png").write_bytes(b"not a png")
    monkeypatch.setattr(assets_mod, "art_path", lambda *parts: tmp_path.joinpath("art", *parts))
    assert Assets().image("common/die_1.png") is None


def test_fonts_come_from_art_fonts_and_are_cached():
    assert art_path("fonts", "DejaVuSans.ttf").is_file()
    assets = get_assets()
    font = assets.font("body")
    assert assets.font("body") is font
    assert assets.font(assets.theme.font_size("body")) is font
    assert assets.font("body", "bold") is not font
    assert not assets.font_problems


def test_missing_font_file_falls_back_to_default_font():
    from ghostparlor.ui.theme import Theme

    theme = Theme()
    theme.fonts = {"regular": "NoSuchFont.ttf", "bold": "NoSuchFont-Bold.ttf", "title": "Nope.ttf"}
    assets = Assets(theme)
    surface = assets.text("Hello", "body", (255, 255, 255))
    assert surface.get_width() > 10
    assert "NoSuchFont.ttf" in assets.font_problems


def test_text_is_rendered_once():
    assets = get_assets()
    first = assets.text("Boo!", "large", (1, 2, 3))
    assert assets.text("Boo!", "large", (1, 2, 3)) is first
    assert assets.text("Boo!", "large", (3, 2, 1)) is not first


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=0, max_size=80), st.integers(min_value=0, max_value=400))
def test_fit_text_never_overflows(text, width):
    assets = get_assets()
    surface = assets.fit_text(text, width, "body", (255, 255, 255))
    assert surface.get_width() <= max(width, 1)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.characters(codec="latin-1", categories=("L", "N", "P", "Zs")), max_size=200),
       st.integers(min_value=30, max_value=500))
def test_wrap_lines_fit_the_width(text, width):
    assets = get_assets()
    for line in assets.wrap(text, width, "body"):
        assert assets.text_width(line, "body") <= width


def test_fit_wrapped_fits_the_box_and_ellipsizes():
    assets = get_assets()
    long = "The ghost of the library whispers " * 20
    lines, px = assets.fit_wrapped(long, 200, 60, "body")
    assert len(lines) * assets.line_height(px) <= 60
    assert lines[-1].endswith(ELLIPSIS)
    assert all(assets.text_width(line, px) <= 200 for line in lines)


def test_sounds_run_silent_without_audio_device(monkeypatch):
    def broken_init(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    sounds = Sounds(master=0.8, effects=0.5)
    assert sounds.available is False
    assert "audio" in sounds.problem
    assert sounds.play("card_play") is False
    assert isinstance(sounds.sound("card_play"), NullSound)


def test_sound_volumes_clamp_and_missing_sound_is_silent():
    sounds = Sounds(master=2.0, effects=-1)
    assert sounds.master == 1.0 and sounds.effects == 0.0
    sounds.set_volumes(master=0.5, effects=0.5)
    assert sounds.volume == 0.25
    assert sounds.play("no_such_sound_anywhere") is False
    sounds.set_volumes(master=0.0)
    assert sounds.play("no_such_sound_anywhere") is False


def test_existing_sound_plays_on_the_dummy_driver():
    import pytest

    from ghostparlor.resources import sound_path

    if not sound_path("click.wav").is_file():
        pytest.skip("sounds/click.wav not present")
    sounds = Sounds(master=0.5, effects=0.5)
    if not sounds.available:
        pytest.skip("mixer unavailable on this machine")
    assert sounds.play("click") is True
    assert abs(sounds.sound("click").get_volume() - 0.25) < 0.02
    sounds.enabled = False
    assert sounds.play("click") is False
