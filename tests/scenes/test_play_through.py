"""Play Ghosts in the real scenes: keyboard from title to game, clicks for the human's cards."""

import pytest
import random

import pygame

from ghostparlor.games.ghosts.rules import PlayCard, TakePile
from ghostparlor.scenes.game import GameScene
from tests.scenes.helpers import click, key, top_name


def play_human_turn(app, game_scene, rng):
    """Click a legal card of the hand (or the take button) like a person would."""
    table = game_scene.table
    legal = game_scene.session.legal_actions()
    choice = rng.choice(legal)
    for _ in range(60):  # a new round's hand flies in: aim at a card once it rests in the fan
        if table.hand.settled():
            break
        app.step(1 / 30)
    if isinstance(choice, TakePile):
        click(app, table.take_button.rect.center)
        return choice
    face = next(f for f in table.hand.cards if f.kind == choice.card)
    click(app, table.hand.card_center(face.id))
    return choice


@pytest.mark.slow
def test_keyboard_from_title_to_results_with_clicked_cards(app):
    app.home()
    app.step(1 / 60)
    assert top_name(app) == "title"
    for _ in range(6):  # arrows move the focus along the games until Ghosts
        if getattr(app.stack.top.focus.focused, "game_id", None) == "ghosts":
            break
        key(app, pygame.K_RIGHT)
    assert app.stack.top.focus.focused.game_id == "ghosts"
    key(app, pygame.K_RETURN)  # open its set-up
    assert top_name(app) == "setup"
    key(app, pygame.K_RETURN)  # defaults: one human, three easy bots
    assert top_name(app) == "game"
    game_scene = app.stack.top
    assert isinstance(game_scene, GameScene) and game_scene.session.game.id == "ghosts"
    assert game_scene.session.players == 4 and game_scene.session.humans() == [0]
    rng = random.Random(5)
    human_moves = 0
    for _ in range(20000):
        if top_name(app) == "results":
            break
        app.step(1 / 30)
        if game_scene.my_turn() and not game_scene.table.busy():
            game_scene.table.refresh(game_scene.viewer())
            before = len(game_scene.session.match.actions)
            play_human_turn(app, game_scene, rng)
            assert len(game_scene.session.match.actions) > before, "the click did not play"
            human_moves += 1
    assert top_name(app) == "results"
    assert game_scene.session.is_over() and human_moves > 5
    results = app.stack.top
    assert results.result.winners
    if results.moment.busy():  # the first key ends the winner's moment (it never starts a game by chance)
        key(app, pygame.K_RETURN)
        assert top_name(app) == "results" and not results.moment.busy()
    key(app, pygame.K_RETURN)  # "Play again" is focused: same seats, new game
    assert top_name(app) == "game"
    assert [p.name for p in app.stack.top.session.plans] == [p.name for p in game_scene.session.plans]


def test_clicking_an_illegal_card_says_why_and_changes_nothing(app):
    from ghostparlor.scenes.game import demo_plans, start_game
    from ghostparlor.games import load_game

    app.home()
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 1}, seed=3)
    for _ in range(2000):
        app.step(1 / 30)
        if scene.my_turn():
            scene.table.refresh(scene.viewer())
            legal_cards = {a.card for a in scene.session.legal_actions() if isinstance(a, PlayCard)}
            illegal = [f for f in scene.table.hand.cards if f.kind not in legal_cards]
            if illegal:
                before = len(scene.session.match.actions)
                click(app, scene.table.hand.card_center(illegal[0].id))
                assert len(scene.session.match.actions) == before
                assert app.toast.active and app.toast.text
                return
            play_human_turn(app, scene, random.Random(1))
    raise AssertionError("never held an illegal card")


def test_escape_opens_the_menu_and_quit_to_title(app):
    from ghostparlor.scenes.game import demo_plans, start_game
    from ghostparlor.games import load_game

    app.home()
    game = load_game("ghosts")
    start_game(app, game, demo_plans(game, 4, 1), None, seed=1)
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "pause"
    for _ in range(4):
        key(app, pygame.K_TAB)
    focused = app.stack.top.focus.focused
    assert focused.name == "title"
    key(app, pygame.K_RETURN)
    assert top_name(app) == "title" and len(app.stack.scenes) == 1
