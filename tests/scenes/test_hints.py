"""Issue 8, hints: the H key (or the Hint button) asks the normal bot for the human seat's
move, from that seat's view, and shows it in the top bar; it plays it only when asked
again while it is shown."""

import pytest

from ghostparlor.games import REGISTRY, load_game
from ghostparlor.scenes.game import demo_plans, start_game
from tests.scenes.helpers import key, wait_for_turn

import pygame

GAMES = [game_id for game_id, entry in REGISTRY.items() if entry.implemented]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_key_names_a_legal_move_and_pressed_again_plays_it(app, game_id):
    game = load_game(game_id)
    players = max(game.min_players, min(3, game.max_players))
    scene = start_game(app, game, demo_plans(game, players, 1), None, seed=5)
    assert wait_for_turn(app, scene)
    before = len(scene.session.match.actions)
    legal = scene.session.legal_actions()
    key(app, pygame.K_h)
    for _ in range(600):
        if scene.hinted() is not None:
            break
        app.step(1 / 60)
    hint = scene.hinted()
    assert hint is not None
    move, at, text = hint
    assert move in legal and at == before
    names = scene.session.names()
    assert text == game.describe_action(move, names, scene.viewer())
    assert len(scene.session.match.actions) == before  # a hint suggests, it does not play
    scene.draw(app.canvas)
    assert scene.hint_button.text == "Play hint"
    key(app, pygame.K_h)  # asked again while it is shown: that move is played
    assert scene.session.match.actions[before] == move
    assert scene.hinted() is None
    scene.draw(app.canvas)
    assert scene.hint_button.text == "Hint"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_seat_of_every_game_offers_the_three_levels(app, game_id):
    from ghostparlor.scenes.setup import SetupScene

    setup = SetupScene(app, game_id)
    assert {"easy", "normal", "hard"} <= set(setup.kinds)
