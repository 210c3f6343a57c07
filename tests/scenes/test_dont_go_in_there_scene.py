"""Don't Go In There in the real scenes: a whole game played through the table's widgets
(clicks and keys), rendering at two window sizes (the monkey test: test_table_monkey.py)."""

import random

import pygame
import pytest

from ghostparlor.games import load_game
from ghostparlor.games.dont_go_in_there.rules import PlaceMeeple, TakeCard
from ghostparlor.scenes.game import GameScene, demo_plans, start_game
from tests.scenes import helpers
from tests.scenes.helpers import click, run, top_name, wait_for_turn

GAME = "dont_go_in_there"


def widget_for(table, action):
    """The widget a person would use for ``action``: a space, a card slot or a button."""
    if isinstance(action, PlaceMeeple):
        return table.boards.space_spots[(table.board_of(action.room), action.space)]
    if isinstance(action, TakeCard):
        return table.boards.slot_spots[(table.boards.resolving_board, action.slot)]
    return next(b for b in table.choice.buttons if b.action == action)


def play_by_mouse(app, scene, rng):
    return helpers.play_by_mouse(app, scene, rng, widget_for)


@pytest.mark.slow
@pytest.mark.parametrize("players,seed", [(3, 5), (2, 11)])
def test_a_whole_game_by_clicks_and_keys_reaches_the_results(app, players, seed):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, players, 1), None, seed=seed)
    assert isinstance(scene, GameScene)
    rng = random.Random(seed)
    by_mouse, by_keys, kinds = helpers.play_to_results(app, scene, rng, widget_for, (pygame.K_n,), turns=400)
    assert top_name(app) == "results"
    assert scene.session.is_over()
    assert by_mouse > 3 and by_keys > 3
    assert {"PlaceMeeple", "TakeCard"} <= kinds
    # the final scoring was shown on the table, totals included
    assert scene.table.final.lines and scene.table.final.shown == len(scene.table.final.lines)


def test_an_illegal_click_says_why_and_changes_nothing(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 2}, seed=4)
    rng = random.Random(3)
    for _ in range(50):
        assert wait_for_turn(app, scene)
        table = scene.table
        if scene.session.view(0).phase == "place":
            taken = [s for s in table.boards.space_spots.values() if s.visible and not s.legal]
            if taken:
                before = len(scene.session.match.actions)
                click(app, taken[0].rect.center)
                assert len(scene.session.match.actions) == before
                assert app.toast.active and app.toast.text
                # a card cannot be taken while placing
                slot = next(s for s in table.boards.slot_spots.values() if s.visible)
                click(app, slot.rect.center)
                assert len(scene.session.match.actions) == before
                return
        play_by_mouse(app, scene, rng)
    raise AssertionError("never found an occupied space")


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("name,moves", [("game", 0), ("game", 40), ("results", 0), ("handoff", 5)])
def test_the_table_renders(home, size, name, moves):
    from ghostparlor.app import App
    from ghostparlor.devtools.factory import build_scene

    app = App(headless=True, size=size)
    try:
        scene = build_scene(app, name, GAME, 4, 3, moves)
        app.redraw_all()
        assert app.step(1 / 60)
        assert app.stack.top is scene
        colours = {app.canvas.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 29)}
        assert len(colours) > 12
    finally:
        app.shutdown()


def test_custom_card_types_are_chosen_with_buttons(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, 2, 1), {"card_types": "custom"}, seed=8)
    run(app, 0.2)
    table = scene.table
    for _ in range(10):
        if scene.session.view(0).phase != "types":
            break
        assert scene.my_turn() and table.choice.buttons and table.choice.title
        click(app, table.choice.buttons[0].rect.center)
        run(app, 0.1)
    assert scene.session.view(0).phase != "types"
    assert len(scene.session.view(0).types) == 5
