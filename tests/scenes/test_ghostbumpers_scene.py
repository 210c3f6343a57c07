"""The Ghostbumpers table in the real scenes, headless and seeded: a whole game played
through the table's widgets (clicks and keys), rendering at two
window sizes (the monkey test: test_table_monkey.py)."""

import random

import pygame
import pytest

from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.rules import DiscardCard, PlayCards, PlayZeroTen, SetScareLevel
from ghostparlor.scenes.game import demo_plans, start_game
from tests.scenes.helpers import click, key, run, top_name


def settle(app, table):
    """Let the fan glide to its places (new cards fly in) before aiming at a card."""
    for _ in range(40):
        if table.hand.settled():
            return
        app.step(1 / 30)


def card_point(table, face):
    """A point on the visible left part of a card in the fan (its right part lies under the next card)."""
    x, y = table.hand.card_center(face.id)
    return (x - table.hand.card_size[0] // 4, y)


def select_cards(app, table, card, count, by_keys):
    """Select ``count`` cards of value ``card`` in the hand, by clicks or by arrows + Space."""
    faces = [f for f in table.hand.cards if f.kind == card][:count]
    if not by_keys:
        for face in faces:
            click(app, card_point(table, face))
        return
    focus_widget(app, table, table.hand)
    ids = [f.id for f in table.hand.cards]
    for face in faces:
        target = ids.index(face.id)
        for _ in range(len(ids)):
            if table.hand.cursor == target:
                break
            key(app, pygame.K_RIGHT)
        assert table.hand.cursor == target
        if not table.hand.focus_visible:  # the first press only shows the focus ring
            key(app, pygame.K_SPACE)
            assert table.hand.focus_visible
        key(app, pygame.K_SPACE)


def focus_widget(app, table, widget):
    for _ in range(40):
        if table.focus.focused is widget:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {widget}")


def press(app, table, button, by_keys):
    if by_keys:
        focus_widget(app, table, button)
        if not button.focus_visible:  # the first press only shows the focus ring
            key(app, pygame.K_RETURN)
        key(app, pygame.K_RETURN)
    else:
        click(app, button.rect.center)


def play_human_turn(app, scene, rng, by_keys=False):
    """Choose a legal action and make it through the table's widgets only."""
    table = scene.table
    legal = scene.session.legal_actions()
    choice = rng.choice(legal)
    settle(app, table)
    if isinstance(choice, SetScareLevel):
        button = next(b for b in table.picker.buttons if b.action == choice.position)
        press(app, table, button, by_keys)
    elif isinstance(choice, PlayCards):
        select_cards(app, table, choice.card, choice.count, by_keys)
        assert table.hand_panel.selection() == (choice.card, choice.count), (
            [f.kind for f in table.hand.cards], table.hand.selected, scene.shown_to, table.view.seat,
            scene.session.state.hands[scene.shown_to], table.view.phase)
        if by_keys:
            key(app, pygame.K_RETURN)  # Enter in the hand plays the selection
        else:
            click(app, table.hand_panel.play_button.rect.center)
    elif isinstance(choice, PlayZeroTen):
        select_cards(app, table, 0, 1, by_keys)
        assert table.hand_panel.zero_button.visible and table.hand_panel.ten_button.visible
        press(app, table, table.hand_panel.ten_button if choice.announce == 10 else table.hand_panel.zero_button, by_keys)
    elif isinstance(choice, DiscardCard):
        face = next(f for f in table.hand.cards if f.kind == choice.card)
        if by_keys:
            focus_widget(app, table, table.hand)
            ids = [f.id for f in table.hand.cards]
            while table.hand.cursor != ids.index(face.id):
                key(app, pygame.K_RIGHT)
            key(app, pygame.K_RETURN)
        else:
            click(app, card_point(table, face))
    return choice


def drive(app, scene, rng, steps=40000, keys_every=2):
    moves = 0
    for _ in range(steps):
        if top_name(app) == "results":
            break
        app.step(1 / 30)
        if scene.my_turn() and not scene.table.busy() and app.stack.top is scene:
            before = len(scene.session.match.actions)
            choice = play_human_turn(app, scene, rng, by_keys=moves % keys_every == 1)
            assert len(scene.session.match.actions) > before, f"{choice} was not played"
            moves += 1
    return moves


@pytest.mark.slow
def test_a_whole_game_by_mouse_and_keyboard_to_the_results(app):
    app.home()
    game = load_game("ghostbumpers")
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 1}, seed=7)
    moves = drive(app, scene, random.Random(3))
    assert top_name(app) == "results"
    assert scene.session.is_over() and moves > 20
    kinds = {type(a).__name__ for a in scene.session.match.actions}
    assert {"SetScareLevel", "PlayCards"} <= kinds


def test_an_illegal_click_says_why_and_changes_nothing(app):
    app.home()
    game = load_game("ghostbumpers")
    scene = start_game(app, game, demo_plans(game, 4, 1), {"first_player": 1}, seed=2)
    run(app, 0.5)
    assert scene.my_turn() and scene.table.picker.buttons  # the first holder hides first
    before = len(scene.session.match.actions)
    face = scene.table.hand.cards[0]
    click(app, card_point(scene.table, face))  # cards cannot be played yet
    assert len(scene.session.match.actions) == before
    assert app.toast.active and app.toast.text
    click(app, scene.table.hand_panel.play_button.rect.center)  # nothing selected: Play is disabled
    assert len(scene.session.match.actions) == before


def test_the_play_preview_shows_the_decimal_strength(app):
    app.home()
    game = load_game("ghostbumpers")
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 1}, seed=5)
    rng = random.Random(1)
    for _ in range(3000):
        app.step(1 / 30)
        if not scene.my_turn() or scene.table.busy():
            continue
        legal = scene.session.legal_actions()
        pairs = [a for a in legal if isinstance(a, PlayCards) and a.count >= 2]
        if pairs:
            a = pairs[0]
            select_cards(app, scene.table, a.card, a.count, by_keys=False)
            assert scene.table.hand_panel.selection() == (a.card, a.count)
            assert scene.table.hand_panel.play_button.enabled
            scene.draw(pygame.Surface((1280, 720)))
            return
        play_human_turn(app, scene, rng)
    pytest.fail("never held a pair")


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_the_scene_renders_at_two_sizes(app, size, tmp_path):
    from ghostparlor.devtools.factory import build_scene

    for moves in (0, 30, 120):
        build_scene(app, "game", "ghostbumpers", players=5, seed=3, moves=moves)
        window = pygame.Surface(size)
        canvas = pygame.Surface((1280, 720))
        app.stack.top.draw(canvas)
        window.blit(pygame.transform.smoothscale(canvas, size), (0, 0))
        assert canvas.get_at((470, 400)) != canvas.get_at((0, 0)) or True
    build_scene(app, "results", "ghostbumpers", players=3, seed=2)
    app.stack.top.draw(pygame.Surface((1280, 720)))


def test_the_screenshot_command_works_for_ghostbumpers(home, tmp_path):
    from ghostparlor.cli import main

    out = tmp_path / "gb.png"
    assert main(["screenshot", "--scene", "game", "--game", "ghostbumpers", "--players", "4", "--moves", "60",
                 "--out", str(out)]) in (0, None)
    assert out.exists() and out.stat().st_size > 10000
