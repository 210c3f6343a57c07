"""Settings persist and reload; a damaged file is set aside; every scene renders; monkey input."""

import random

import pygame
import pytest
import yaml

from ghostparlor.persistence.paths import settings_file
from ghostparlor.devtools.factory import build_scene
from tests.scenes.helpers import key

SCENES = ["title", "setup", "settings", "rules", "game", "results", "handoff", "pause", "stats", "replays", "replay"]


def test_settings_change_persist_and_reload(app, home):
    from ghostparlor.app import App
    from ghostparlor.scenes.settings import SettingsScene

    app.home()
    app.push(SettingsScene(app))
    scene = app.stack.top
    focus = scene.focus
    focus.focus(scene.speed, visible=True)
    key(app, pygame.K_RIGHT)  # animation speed: instant -> slow (wraps)
    focus.focus(scene.explain, visible=True)
    key(app, pygame.K_RETURN)  # explain bot moves: on
    focus.focus(scene.master, visible=True)
    key(app, pygame.K_LEFT)
    saved = yaml.safe_load(settings_file().read_text())
    assert saved["explain_bot_moves"] is True
    assert saved["animation_speed"] == "slow"
    assert saved["master_volume"] == 79
    again = App(headless=True)
    assert again.settings.explain_bot_moves is True and again.settings.master_volume == 79
    again.shutdown()


def test_damaged_settings_file_is_set_aside_and_defaults_used(home):
    from ghostparlor.app import App

    path = settings_file()
    path.write_text("master_volume: [unclosed\n")
    app = App(headless=True)
    try:
        assert app.settings.master_volume == 80
        assert app.toast.active and "damaged" in app.toast.text
        kept = list(path.parent.glob("settings.yaml.damaged-*"))
        assert len(kept) == 1 and kept[0].read_text() == "master_volume: [unclosed\n"
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("name", SCENES)
def test_every_scene_renders(home, name, size):
    from ghostparlor.app import App

    app = App(headless=True, size=size)
    try:
        scene = build_scene(app, name, "ghosts", 4, 3, 25)
        app.redraw_all()
        assert app.step(1 / 60)
        assert app.stack.top is scene
        # the canvas is not blank: many distinct colours
        colours = {app.canvas.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 29)}
        assert len(colours) > 12
    finally:
        app.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENES)
def test_monkey_input_never_raises(home, name):
    from ghostparlor.app import App

    app = App(headless=True)
    app.settings.bot_pace_seconds = 0.0
    rng = random.Random(hash(name) & 0xFFFF)
    keys = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
            pygame.K_DOWN, pygame.K_SPACE, pygame.K_a, pygame.K_t, pygame.K_BACKSPACE, pygame.K_PAGEDOWN, pygame.K_HOME]
    try:
        build_scene(app, name, "ghosts", rng.choice([2, 3, 4, 5, 6]), rng.randrange(100), rng.randrange(40))
        for i in range(5000):
            if not app.running or not app.stack.scenes:
                app.running = True
                build_scene(app, name, "ghosts", 4, i, 5)
            r = rng.random()
            pos = (rng.randrange(1280), rng.randrange(720))
            if r < 0.45:
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3])))
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            elif r < 0.6:
                drag = rng.random() < 0.3  # a drag: motion with the button held
                app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randrange(-30, 30), 0), buttons=(int(drag), 0, 0)))
            elif r < 0.62:
                size = (rng.randrange(320, 1920), rng.randrange(200, 1080))
                app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            elif r < 0.65:
                app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False))
            elif r < 0.7:
                app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("abcXYZ 1")))
            else:
                k = rng.choice(keys)
                app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
            if i % 10 == 0:
                app.step(1 / 30)
    finally:
        app.shutdown()


def test_bot_thinking_cores_setting_is_applied_saved_and_checked(app, home, monkeypatch):
    """Settings -> Bot thinking cores: automatic (the machine's cores minus one) or a number;
    applied at once to the search bots' worker processes, saved, and a bad value in the file
    is refused (the file set aside, defaults used)."""
    from ghostparlor.ai import parallel
    from ghostparlor.app import App
    from ghostparlor.scenes.settings import SettingsScene

    monkeypatch.delenv("GHOSTPARLOR_SEARCH_WORKERS")
    try:
        app.apply_settings()
        app.home()
        assert app.settings.thinking_cores == 0 and parallel.workers() == parallel.default_workers()
        app.push(SettingsScene(app))
        scene = app.stack.top
        scene.focus.focus(scene.cores, visible=True)
        key(app, pygame.K_RIGHT)  # automatic -> 1
        key(app, pygame.K_RIGHT)  # 1 -> 2
        assert app.settings.thinking_cores == 2 and parallel.workers() == 2
        assert yaml.safe_load(settings_file().read_text())["thinking_cores"] == 2
        again = App(headless=True)
        assert again.settings.thinking_cores == 2
        again.shutdown()
        settings_file().write_text("thinking_cores: -3\n")
        bad = App(headless=True)
        assert bad.settings.thinking_cores == 0
        bad.shutdown()
    finally:
        parallel.set_workers(1)  # the other tests search in-process
