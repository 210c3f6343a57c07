"""The Phantom Society in the real scenes: whole games played through the table's widgets
(clicks and keys) as a hunter and as a ghost master, a Master Game bid by buttons, illegal
clicks explained, rendering
at two window sizes (the monkey test: test_table_monkey.py)."""

import random

import pygame
import pytest

from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules import Bid, Devastate, HideGhost, Hunt, PassTurn, PlaceTile
from ghostparlor.scenes.game import GameScene, start_game
from ghostparlor.session import SeatPlan
from tests.scenes.helpers import click, key, top_name

GAME = "phantom_society"
NAMES = ["Agatha", "Boris", "Cornelius", "Drusilla"]


def plans_with_human(players, human):
    return [SeatPlan(NAMES[i], "human" if i == human else "easy", i) for i in range(players)]


def cell_of(square):
    return (ord(square[0]) - ord("a"), int(square[1:]) - 1)


def keys_to_cell(app, table, cell):
    """Tab until the manor has focus, then arrows to ``cell`` and Enter."""
    for _ in range(40):
        if table.focus.focused is table.manor.grid:
            break
        key(app, pygame.K_TAB)
    assert table.focus.focused is table.manor.grid
    col, row = table.manor.grid.cursor
    for _ in range(abs(cell[0] - col)):
        key(app, pygame.K_RIGHT if cell[0] > col else pygame.K_LEFT)
    for _ in range(abs(cell[1] - row)):
        key(app, pygame.K_DOWN if cell[1] > row else pygame.K_UP)
    assert table.manor.grid.cursor == cell
    key(app, pygame.K_RETURN)


def play_by_widgets(app, scene, rng):
    """Play a random legal action the way a person would: by mouse or by keys."""
    table = scene.table
    action = rng.choice(scene.session.legal_actions())
    by_keys = rng.random() < 0.4
    if isinstance(action, PlaceTile):
        chip = next(c for c in table.strip.chips if c.tile_id == f"{action.colour}_{action.value}")
        assert chip.visible and chip.enabled
        click(app, chip.rect.center)
        assert table.strip.selected == chip.tile_id
    if isinstance(action, (PlaceTile, HideGhost, Devastate, Hunt)):
        cell = cell_of(action.square)
        assert table.manor.grid.is_legal(cell) and cell in table.manor.grid.highlighted
        if by_keys:
            keys_to_cell(app, table, cell)
        else:
            click(app, table.manor.grid.cell_rect(cell).center)
    elif isinstance(action, PassTurn):
        assert table.strip.pass_button.visible and table.strip.pass_button.enabled
        click(app, table.strip.pass_button.rect.center)
    elif isinstance(action, Bid):
        tens = next(b for b in table.strip.tens_buttons if b.action == action.tens)
        thousands = next(b for b in table.strip.thousands_buttons if b.action == action.thousands)
        click(app, tens.rect.center)
        click(app, thousands.rect.center)
        assert table.strip.bid_button.enabled
        click(app, table.strip.bid_button.rect.center)
    return action


def wait_for_turn(app, scene, limit=8000):
    for _ in range(limit):
        if top_name(app) != "game" or scene.session.is_over():
            return False
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            return True
        app.step(1 / 30)
    raise AssertionError("the human never got a turn")


def play_to_results(app, scene, seed):
    rng = random.Random(seed)
    kinds = set()
    for _ in range(400):
        if not wait_for_turn(app, scene):
            break
        before = len(scene.session.match.actions)
        kinds.add(type(play_by_widgets(app, scene, rng)).__name__)
        assert len(scene.session.match.actions) > before, "the widget did not play"
    for _ in range(3000):
        if top_name(app) == "results":
            break
        app.step(1 / 30)
    assert top_name(app) == "results"
    assert scene.session.is_over()
    return kinds


@pytest.mark.slow
def test_a_whole_game_as_the_hunter(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, plans_with_human(3, 1), None, seed=5)  # 3 players: seat 1 is the lone hunter (H1 and H2)
    assert isinstance(scene, GameScene)
    kinds = play_to_results(app, scene, 5)
    assert {"PlaceTile", "Hunt"} <= kinds


@pytest.mark.slow
def test_a_whole_game_as_a_ghost_master(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, plans_with_human(4, 0), None, seed=8)
    kinds = play_to_results(app, scene, 8)
    assert {"PlaceTile", "HideGhost"} <= kinds
    assert kinds & {"Devastate", "PassTurn"}


def test_a_master_game_is_bid_with_number_buttons(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, plans_with_human(2, 0), {"mode": "master_game"}, seed=3)
    assert wait_for_turn(app, scene)
    assert scene.session.view(0).phase == "bid"
    table = scene.table
    assert [b.action for b in table.strip.tens_buttons] and [b.action for b in table.strip.thousands_buttons]
    click(app, table.strip.bid_button.rect.center)  # nothing picked yet: explained, nothing played
    assert len(scene.session.match.actions) <= 2
    action = play_by_widgets(app, scene, random.Random(1))
    assert isinstance(action, Bid)
    assert scene.session.match.actions[-1] == action or action in scene.session.match.actions


def test_an_illegal_click_says_why_and_changes_nothing(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, plans_with_human(2, 1), None, seed=4)
    rng = random.Random(1)
    for _ in range(100):
        assert wait_for_turn(app, scene)
        table = scene.table
        view = scene.session.view(1)
        occupied = [i for i, tile in enumerate(view.board) if tile is not None]
        if view.phase == "place" and occupied:
            before = len(scene.session.match.actions)
            i = occupied[0]
            click(app, table.manor.grid.cell_rect((i % 6, i // 6)).center)
            assert len(scene.session.match.actions) == before
            assert app.toast.active and "already holds a tile" in app.toast.text
            return
        play_by_widgets(app, scene, rng)
    raise AssertionError("never found an occupied square")


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("name,moves,players", [("game", 0, 4), ("game", 40, 4), ("game", 30, 2), ("results", 0, 3)])
def test_the_table_renders(home, size, name, moves, players):
    from ghostparlor.app import App
    from ghostparlor.devtools.factory import build_scene

    app = App(headless=True, size=size)
    try:
        scene = build_scene(app, name, GAME, players, 3, moves)
        app.redraw_all()
        assert app.step(1 / 60)
        assert app.stack.top is scene
        colours = {app.canvas.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 29)}
        assert len(colours) > 12
    finally:
        app.shutdown()
