"""Issue 45, points 1 and 2: every frame tells the truth. The App's own frame loop runs with
no input at all (the persons' moves go through the model, as a bot's do: no event says
"draw"), in all five games, one person against bots and in hot seat; every 15 frames the
window is compared with a fresh drawing of the same moment. Any difference fails, and both
pictures are kept in the test's temporary folder.

On the code before issue 45 this found 28 stale samples of 800 in the first 2,400 frames
of the five games (the bar saying "Boris is thinking..." above "Your turn", a hand drawn
dimmed, a meter one frame short of its value, the pawn ring's pulse); the last test shows
the check still has its teeth: with the scenes' frame keys taken away it finds them again.
"""

import pytest

from ghostparlor.scenes.base import Scene
from ghostparlor.scenes.game import GameScene

from tests.scenes.frame_truth import GAMES, open_game, same, watch, window_picture


def _normal_pace(app):
    app.settings.animation_speed = "normal"
    app.settings.bot_pace_seconds = 0.8
    app.settings.bot_speed = "normal"
    app.apply_settings()


@pytest.mark.slow
@pytest.mark.parametrize("humans", [1, 2], ids=["one_person", "hot_seat"])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_stale_frame_without_input(app, tmp_path, game_id, humans):
    _normal_pace(app)
    scene = open_game(app, game_id, humans, seed=5)
    truth = watch(app, scene, frames=1500, every=15, out=tmp_path / "stale")
    assert truth.samples == 100
    assert truth.moves >= 2, "the persons never got to move: the run saw too little"
    assert not truth.stale, f"{len(truth.stale)} stale frames of {truth.samples} (frames {truth.stale[:8]}); pictures: {truth.kept}"


@pytest.mark.slow
def test_a_game_watched_to_its_end_and_the_results(app, tmp_path):
    """Bots only (a spectator): the whole game, the pause before the results and the
    results scene itself."""
    app.settings.animation_speed = "fast"  # a whole game in half a minute: fast moves, short spotlights
    app.settings.bot_pace_seconds = 0.2
    app.settings.bot_speed = "fast"
    app.apply_settings()
    scene = open_game(app, "ghosts", 0, seed=2)
    truth = watch(app, scene, frames=20000, every=20, out=tmp_path / "stale")
    assert truth.over and app.stack.top is not scene, "the game did not reach its results"
    for frame in range(240):  # the results scene, as it comes in and at rest
        app._frame(1 / 60)
        if frame % 15 == 14:
            shown = window_picture(app)
            app.redraw_all()
            app.draw_frame()
            assert same(shown, window_picture(app)), f"the results scene showed an older moment at frame {frame}"
    assert not truth.stale, f"stale frames {truth.stale[:8]}; pictures: {truth.kept}"


@pytest.mark.slow
def test_the_check_finds_stale_frames_when_nothing_says_draw(app, tmp_path, monkeypatch):
    """The frame keys and the drawing of an animation's last frame taken away (as before
    issue 45): the same run shows old moments ("Boris is thinking..." over "Your turn")."""
    monkeypatch.setattr(GameScene, "frame_key", Scene.frame_key)
    monkeypatch.setattr(Scene, "was_busy", property(lambda scene: False, lambda scene, value: None))
    _normal_pace(app)
    scene = open_game(app, "phantom_society", 1, seed=5)
    truth = watch(app, scene, frames=1500, every=15)
    assert truth.stale, "the check would not see a frame drawn from an older moment"
