"""Issue 46, point 5: Settings -> Reduce motion turns the table's animations into fades.
Nothing slides (every tween finishes at once) and a move arrives by a short cross-fade from
the picture before it; with the setting off there is no fade at all."""

import pygame

from ghostparlor.scenes.game_fade import SECONDS
from ghostparlor.ui import tween
from tests.scenes.frame_truth import open_game


def _bot_move(app, scene, limit=600):
    """Step until a bot's move has been absorbed; returns the frame drawn just before it."""
    before = len(scene.session.match.actions)
    for _ in range(limit):
        app.step(1 / 60)
        if len(scene.session.match.actions) > before:
            return
    raise AssertionError("no bot moved")


def _settings(app, reduce):
    app.settings.reduce_motion = reduce
    app.settings.animation_speed = "normal"
    app.settings.bot_pace_seconds = 1.0  # no second move while the first one fades in
    app.apply_settings()


def test_reduce_motion_makes_every_tween_instant_and_off_gives_them_back(app):
    _settings(app, True)
    assert tween.get_speed() == 0.0
    moving = tween.Tween(0.0, 100.0, 0.5)
    assert moving.update(1 / 60) == 100.0, "a tween jumps to its end: nothing slides"
    _settings(app, False)
    assert tween.get_speed() == 1.0


def test_a_bot_move_fades_in_when_motion_is_reduced(app):
    _settings(app, True)
    scene = open_game(app, "ghosts", 0, seed=3)  # bots only: they move by themselves
    app.step(1 / 60)
    app.draw_frame()
    _bot_move(app, scene)
    assert scene.fade.busy() and scene.busy(), "the move is fading in"
    keys, shots = set(), []
    for _ in range(int(SECONDS * 60) + 2):
        keys.add(scene.fade.frame_key())
        surface = pygame.Surface((1280, 720))
        scene.draw(surface)
        shots.append(pygame.image.tobytes(surface, "RGB"))
        scene.update(1 / 60)
    assert not scene.fade.busy(), f"the fade ends within {SECONDS} s"
    assert len(keys - {None}) >= 6, "the fade is drawn in steps the frame key follows"
    assert len(set(shots)) >= 4, "the frames in between differ: a cross-fade, not a jump"


def test_no_fade_with_motion_on(app):
    _settings(app, False)
    scene = open_game(app, "ghosts", 0, seed=3)
    for _ in range(3):
        app.step(1 / 60)
        app.draw_frame()
        _bot_move(app, scene)
        assert not scene.fade.busy() and scene.fade.picture is None
