"""Treasure Hunters in the real scenes: a whole game played through the table's widgets
(clicks and keys), illegal clicks explained, rendering at two window sizes (also a
different board from YAML); the monkey test: test_table_monkey.py."""

import random

import pygame
import pytest

from ghostparlor.games import load_game
from ghostparlor.games.treasure_hunters.rules import Move
from ghostparlor.scenes.game import GameScene, demo_plans, start_game
from tests.scenes import helpers
from tests.scenes.helpers import click, top_name, wait_for_turn

GAME = "treasure_hunters"


def widget_for(table, action):
    """The widget a person would use for ``action``: a place of the house or a button."""
    if isinstance(action, Move):
        return table.board.spots[action.to]
    return next(b for b in table.strip.buttons if b.visible and b.action == action)


def play_by_mouse(app, scene, rng):
    return helpers.play_by_mouse(app, scene, rng, widget_for)


@pytest.mark.slow
@pytest.mark.parametrize("players,seed", [(2, 3), (1, 7)])
def test_a_whole_game_by_clicks_and_keys_reaches_the_results(app, players, seed):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, players, 1), None, seed=seed)
    assert isinstance(scene, GameScene)
    rng = random.Random(seed)
    by_mouse, by_keys, kinds = helpers.play_to_results(app, scene, rng, widget_for, (pygame.K_n, pygame.K_TAB), turns=3000)
    assert top_name(app) == "results"
    assert scene.session.is_over()
    assert by_mouse > 3 and by_keys > 3
    assert "Move" in kinds


def test_an_illegal_click_says_why_and_changes_nothing(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, 1, 1), None, seed=4)
    rng = random.Random(1)
    for _ in range(200):
        assert wait_for_turn(app, scene)
        table = scene.table
        illegal = [s for s in table.board.spots.values() if s.visible and not s.legal]
        if scene.session.view(0).phase == "move" and illegal:
            before = len(scene.session.match.actions)
            spot = illegal[0]
            click(app, spot.rect.center)
            assert len(scene.session.match.actions) == before
            assert app.toast.active and app.toast.text == spot.reason and spot.reason
            return
        play_by_mouse(app, scene, rng)
    raise AssertionError("never found an illegal place")


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("name,moves", [("game", 0), ("game", 60), ("results", 0)])
def test_the_table_renders(home, size, name, moves):
    from ghostparlor.app import App
    from ghostparlor.devtools.factory import build_scene

    app = App(headless=True, size=size)
    try:
        scene = build_scene(app, name, GAME, 3, 3, moves)
        app.redraw_all()
        assert app.step(1 / 60)
        assert app.stack.top is scene
        colours = {app.canvas.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 29)}
        assert len(colours) > 12
    finally:
        app.shutdown()


def test_any_board_from_yaml_is_laid_out_from_its_graph(app):
    from pathlib import Path

    from ghostparlor.games.treasure_hunters.rules import TreasureHuntersGame, load_spec_file
    from ghostparlor.session import SeatPlan

    app.home()
    game = TreasureHuntersGame(load_spec_file(Path(__file__).parents[1] / "games" / "treasure_hunters" / "small_house.yaml"))
    scene = start_game(app, game, [SeatPlan("A", "human", 0)], None, seed=2)
    table = scene.table
    rects = table.board.node_rects
    assert set(rects) == set(game.board.node_ids)
    # places never overlap, and all sit inside the board area
    values = list(rects.values())
    for i, a in enumerate(values):
        assert a.colliderect(pygame.Rect(0, 52, 944, 668))
        for b in values[i + 1:]:
            assert not a.colliderect(b)
    rng = random.Random(5)
    for _ in range(30):
        if not wait_for_turn(app, scene):
            break
        play_by_mouse(app, scene, rng)
    app.redraw_all()


def test_a_hero_a_person_plays_is_taking_their_turn_a_bots_its(app):
    """Issue 45: the "is taking its turn" line named a person's hero as a thing; a hero a
    person plays is taking "their" turn, a bot's hero "its"."""
    from ghostparlor.core.strings import t

    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, 2, 1), None, seed=3)  # seat 0 a person, seat 1 a bot
    assert wait_for_turn(app, scene)
    table = scene.table
    view = scene.session.view(0)
    mine = view.turn
    assert view.pawn_owner[mine] == 0
    table.steps.append(None)  # the person's own move still playing out on the table: the line waits
    try:
        text, _ = table.prompt()
    finally:
        table.steps.pop()
    who = table.words.name(mine)
    assert text == t("treasure_hunters.ui.prompt.wait", pawn=who) == f"{who} is taking their turn..."
    rng = random.Random(3)
    for _ in range(400):  # on to a turn of the bot's hero
        view = scene.session.view(0)
        if view.pawn_owner[view.turn] == 1 and not scene.session.is_over():
            text, _ = table.prompt()
            assert text == f"{table.words.name(view.turn)} is taking its turn..."
            return
        if scene.my_turn() and not table.busy():
            play_by_mouse(app, scene, rng)
        else:
            app.step(1 / 30)
    raise AssertionError("the bot's hero never took a turn")
