"""The text size setting scales the theme's own sizes, never sizes already scaled: a second
App in the same process (the tests make hundreds) starts at the text size it is given.
(A leaked 150% once wrapped and cut texts in tests that ran after a 150% test.)"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def test_a_second_app_does_not_scale_the_scaled_sizes(tmp_path, monkeypatch):
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "a"))
    first = App(headless=True)
    base = dict(first.theme.font_sizes)
    first.settings.ui_scale = 1.5
    first.apply_settings()
    assert first.theme.font_sizes["body"] == round(base["body"] * 1.5)
    first.shutdown()
    reset_assets()
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "b"))
    second = App(headless=True)
    second.apply_settings()
    assert second.settings.ui_scale == 1.0 and second.theme.font_sizes == base
    second.shutdown()
    reset_assets()
