"""Issue 45, point 3: a pace a person can follow. Each bot move stays in view for a time set by
what it changed (ordinary, notable, big) and by Settings -> Bot speed (separate from the
animation speed); a big moment gets a spotlight (the table dims, a line says what happened)
while the bots wait; one person against bots reads what happened since their move under
"Your turn"."""

import pygame
import pytest

from ghostparlor.persistence.settings import BOT_SPEED, BOT_SPEEDS, Settings
from ghostparlor.scenes.game_pace import SPOTLIGHT_SECONDS
from ghostparlor.session import Happening
from tests.scenes.frame_truth import open_game
from tests.scenes.helpers import key, top_name, wait_for_turn


def _pace(app, speed="normal", base=1.0):
    app.settings.animation_speed = "fast"
    app.settings.bot_pace_seconds = base
    app.settings.bot_speed = speed
    app.apply_settings()


def test_bot_speed_is_its_own_setting(app):
    assert Settings().bot_speed == "normal" and BOT_SPEEDS == ("slow", "normal", "fast", "instant")
    assert BOT_SPEED["slow"] > BOT_SPEED["normal"] > BOT_SPEED["fast"] > BOT_SPEED["instant"] == 0
    from ghostparlor.scenes.settings import SettingsScene

    app.home()
    scene = SettingsScene(app)
    app.push(scene)
    choice = next(w for w in scene.focus.widgets if w.name == "bot_speed")
    assert "animation_speed" in {w.name for w in scene.focus.widgets}, "animation speed stays beside it"
    before = app.settings.animation_speed
    choice.index = BOT_SPEEDS.index("fast")
    from ghostparlor.ui import UIAction

    scene.on_action(UIAction(choice, "change", choice.value))
    assert app.settings.bot_speed == "fast" and app.settings.animation_speed == before


@pytest.mark.parametrize("game_id,big", [("ghosts", "pile_taken"), ("dont_go_in_there", "room_resolves"),
                                          ("phantom_society", "ghost_revealed"), ("treasure_hunters", "jewel_delivered")])
def test_each_game_names_its_big_moments(app, game_id, big):
    scene = open_game(app, game_id, 1, seed=3)
    assert scene.table.MOMENTS.get(big) == "big"


def test_a_move_stays_in_view_by_what_it_changed_and_the_bot_speed(app):
    _pace(app, "normal", base=1.0)
    scene = open_game(app, "ghosts", 1, seed=3)
    pace = scene.pace

    class Played:
        TYPE = "card_played"
        how = "play"

    class Fog(Played):
        how = "fog"

    pace.absorbed([Happening(Played(), 1)], 0)
    ordinary = pace.seconds()
    pace.absorbed([Happening(Fog(), 1)], 0)
    notable = pace.seconds()
    assert ordinary == pytest.approx(1.0) and notable > ordinary * 1.5
    for speed in BOT_SPEEDS:
        app.settings.bot_speed = speed
        assert pace.seconds() == pytest.approx(notable * BOT_SPEED[speed])


def _play_until(app, scene, test, limit=40000):
    for _ in range(limit):
        app._frame(1 / 60)
        if test():
            return True
        if scene.session.is_over():
            return False
        if top_name(app) == "game" and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh \
                and not scene.pace.busy():
            legal = scene.session.legal_actions()
            scene._submit(legal[-1])  # Ghosts: "take the pile" when it may, so piles are taken often
    return False


@pytest.mark.slow
def test_a_big_moment_gets_a_spotlight_and_the_bots_wait(app):
    _pace(app, "normal", base=0.3)
    scene = open_game(app, "ghosts", 1, seed=3)
    assert _play_until(app, scene, lambda: scene.pace.current is not None), "no pile was ever taken"
    spot = scene.pace.current
    assert spot.seconds == pytest.approx(SPOTLIGHT_SECONDS) and "pile" in spot.text
    assert not scene.table.busy(), "the spotlight comes once the move's animation is over"
    actions = len(scene.session.match.actions)
    for _ in range(int(SPOTLIGHT_SECONDS * 60) - 30):  # while it shines nobody moves
        app._frame(1 / 60)
        assert scene.session.hold
    assert len(scene.session.match.actions) == actions
    shown = pygame.display.get_surface().copy()
    assert shown.get_at((470, 380))[:3] != (0, 0, 0)
    key(app, pygame.K_SPACE)  # the person is ready: it goes at once
    assert scene.pace.current is None and not scene.pace.busy()


def test_a_bot_held_by_a_spotlight_is_not_said_to_be_thinking(app):
    from ghostparlor.scenes.game_pace import Spotlight

    _pace(app, "normal", base=0.3)
    scene = open_game(app, "ghosts", 1, seed=3)
    _move_then_step_until(app, scene, lambda: scene.session.bot_thinking() is not None and not scene.table.busy(), 600)
    assert any("thinking" in text for text in _bar_texts(app, scene))
    scene.pace.current = Spotlight("Boris takes the pile", None, 5.0)
    assert not any("thinking" in text for text in _bar_texts(app, scene)), "a held bot said to be thinking"


def _move_then_step_until(app, scene, done, frames):
    """The person's first legal move, then frames until ``done()`` (at most ``frames``)."""
    assert wait_for_turn(app, scene)
    scene._submit(scene.session.legal_actions()[0])
    for _ in range(frames):
        app.step(1 / 60)
        if done():
            return


def _bar_texts(app, scene):
    """The texts the top bar draws now (each text it fits, caught on its way to the bar)."""
    drawn = []
    real = app.assets.fit_text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    app.assets.fit_text = spy
    try:
        scene.bar.draw(app.canvas)
    finally:
        app.assets.fit_text = real
    return drawn


def test_instant_bots_have_no_spotlight(app):
    _pace(app, "instant", base=1.0)
    scene = open_game(app, "ghosts", 1, seed=3)
    taken = []
    _play_until(app, scene, lambda: len(taken) > 0 or (taken.extend(
        m for m in scene.session.moves if any(type(e).TYPE == "pile_taken" for e in m.events)) and False), limit=6000)
    assert taken and scene.pace.current is None and not scene.pace.queue
    assert scene.pace.seconds() == 0


def test_one_person_reads_what_happened_since_their_move(app):
    _pace(app, "fast", base=0.2)
    scene = open_game(app, "ghosts", 1, seed=3)
    _move_then_step_until(app, scene, lambda: scene.my_turn() and not scene.table.busy() and not scene._pending_refresh, 3000)
    line = scene.bar.since_yours(scene.viewer())
    names = scene.session.names()
    assert line.startswith("Since your move:") and names[1] in line and names[2] in line
    assert names[0] not in line, "only what the others did"
