"""Issue 8, hints: the H key (or the Hint button) asks the normal bot for the human seat's
move, from that seat's view, and shows it as a message; it never plays it."""

import pytest

from ghostparlor.games import REGISTRY, load_game
from ghostparlor.scenes.game import demo_plans, start_game
from tests.scenes.helpers import key, wait_for_turn

import pygame

GAMES = [game_id for game_id, entry in REGISTRY.items() if entry.implemented]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_key_names_a_legal_move_for_the_human_seat(app, game_id):
    game = load_game(game_id)
    players = max(game.min_players, min(3, game.max_players))
    scene = start_game(app, game, demo_plans(game, players, 1), None, seed=5)
    said = []
    real = app.notify
    app.notify = lambda text, kind="info", hold=None: (said.append(text), real(text, kind, hold))
    assert wait_for_turn(app, scene)
    before = len(scene.session.match.actions)
    legal = scene.session.legal_actions()
    key(app, pygame.K_h)
    for _ in range(600):
        if any(text.startswith("Hint: ") for text in said):
            break
        app.step(1 / 60)
    hints = [text for text in said if text.startswith("Hint: ")]
    assert hints, said
    names = scene.session.names()
    moves = {game.describe_action(a, names, scene.viewer()) for a in legal}
    assert hints[-1][len("Hint: "):] in moves
    assert len(scene.session.match.actions) == before  # a hint suggests, it does not play


@pytest.mark.parametrize("game_id", GAMES)
def test_every_seat_of_every_game_offers_the_three_levels(app, game_id):
    from ghostparlor.scenes.setup import SetupScene

    setup = SetupScene(app, game_id)
    assert {"easy", "normal", "hard"} <= set(setup.kinds)
