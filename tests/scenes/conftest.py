"""Scene tests drive the real App headless with synthetic pygame events."""

import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("LANGUAGE", "en")  # the first start takes the system's language: English here, whatever the machine
    return tmp_path / "home"


@pytest.fixture
def app(home):
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    application = App(headless=True)
    application.settings.animation_speed = "instant"
    application.settings.bot_pace_seconds = 0.0
    application.settings.coach = "off"  # a person's first game has the coach: its own tests switch it on
    application.apply_settings()
    yield application
    application.shutdown()
    reset_assets()
    from ghostparlor.core import strings

    strings.set_language("en")
