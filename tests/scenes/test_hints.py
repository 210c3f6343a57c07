"""Issue 8, hints: the H key (or the Hint button) asks the normal bot for the human seat's
move, from that seat's view, and shows it in the top bar; it plays it only when asked
again while it is shown."""

import pytest

from ghostparlor.games import REGISTRY, load_game
from ghostparlor.scenes.game import demo_plans, start_game
from tests.scenes.helpers import key, wait_for_turn

import pygame

GAMES = [game_id for game_id, entry in REGISTRY.items() if entry.implemented]


@pytest.mark.slow
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
    if scene.hints.reason:  # why, from the seat's own view: under the move, in full in the button's tip
        assert scene.hints.reason in scene.hint_button.tooltip
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


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_a_hint_can_name_is_pointed_at_on_the_table(app, game_id):
    """The hinted move is marked where a person makes it (the card, the space, the button),
    for every legal move of the human seat over many turns of a seeded game."""
    import random

    from ghostparlor.scenes.game import TABLE_RECT
    from tests.scenes.helpers import wait_for_turn

    game = load_game(game_id)
    players = max(game.min_players, min(3, game.max_players))
    scene = start_game(app, game, demo_plans(game, players, 1), None, seed=7)
    rng = random.Random(7)
    checked, kinds = 0, set()
    for _ in range(40):
        if not wait_for_turn(app, scene):
            break
        at = len(scene.session.match.actions)
        legal = scene.session.legal_actions()
        for move in legal:
            scene.hints.shown = (move, at, "")
            marks = scene.hint_marks()
            assert marks, f"nothing on the table marks {move!r}"
            assert all(mark.rect.colliderect(TABLE_RECT) for mark in marks), move
            checked += 1
            kinds.add(type(move).__name__)
        scene.draw(app.canvas)  # the pointer draws (the last move still hinted)
        scene.hints.shown = None
        scene._submit(rng.choice(legal))
    assert checked >= 20, checked


def test_the_hint_lamp_hides_while_the_score_sheet_covers_the_table(app):
    """Ghostbumpers' score sheet (S) covers the table: no lamp on top of it."""
    from tests.scenes.helpers import wait_for_turn

    game = load_game("ghostbumpers")
    scene = start_game(app, game, demo_plans(game, 3, 1), None, seed=7)
    assert wait_for_turn(app, scene)
    scene.hints.shown = (scene.session.legal_actions()[0], len(scene.session.match.actions), "")
    assert scene.hint_marks()
    key(app, pygame.K_s)
    assert scene.table.show_scores and scene.hint_marks() == []
