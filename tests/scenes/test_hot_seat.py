"""Hot seat: handoffs between people, none with one person and bots (that no frame shows
another person's secrets, on each game's table: test_hot_seat_privacy.py)."""

import random

import pytest

from ghostparlor.games import load_game
from ghostparlor.scenes.game import start_game
from ghostparlor.session import SeatPlan
from tests.scenes.helpers import click, run, top_name, pass_screen


@pytest.mark.slow
def test_one_human_with_bots_never_sees_a_handoff(app):
    app.home()
    game = load_game("ghosts")
    plans = [SeatPlan("Sabine", "human", 0)] + [SeatPlan(f"Bot {i}", "easy", i) for i in (1, 2, 3)]
    scene = start_game(app, game, plans, None, seed=4)
    for _ in range(6000):
        app.step(1 / 30)
        if top_name(app) == "results":
            break
        assert top_name(app) == "game"
        if scene.my_turn():
            scene.session.submit(scene.session.legal_actions()[0])
    assert scene.session.is_over()


def test_bots_secret_hands_are_never_drawn_face_up(app):
    """Only the viewer's hand is a face-up CardHand; opponents are drawn as backs."""
    app.home()
    game = load_game("ghosts")
    plans = [SeatPlan("Sabine", "human", 0)] + [SeatPlan(f"Bot {i}", "easy", i) for i in (1, 2)]
    scene = start_game(app, game, plans, None, seed=8)
    run(app, 1.0)
    view = scene.table.view
    assert view.seat == 0 and view.hand is not None
    # the table's view object holds no other hand at all
    assert not any(isinstance(v, tuple) and len(v) == 5 and all(str(c).startswith(("ghost_", "fog")) for c in v)
                   for k, v in vars(view).items() if k not in ("hand",))


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["ghostbumpers", "ghosts", "dont_go_in_there", "phantom_society"])
def test_after_every_handoff_the_log_is_the_new_seats_own(app, game_id):
    """A log line only one seat may read (a hidden scare position, a drawn card) never
    stays on screen for the next human after the screen is passed."""
    from ghostparlor.ai.protocol import make_bot

    app.home()
    game = load_game(game_id)
    players = max(game.min_players, 3) if game.max_players >= 3 else game.min_players
    plans = [SeatPlan(f"P{i}", "human", i) for i in range(players)]
    scene = start_game(app, game, plans, None, seed=4)
    chooser = {i: make_bot("easy", game, i) for i in range(players)}
    rng = random.Random(4)
    handoffs = 0
    for _ in range(4000):
        if scene.session.is_over() or handoffs >= 12:
            break
        app.step(1 / 30)
        top = app.stack.top
        if pass_screen(app, scene):
            continue
        if top.name == "handoff":
            click(app, top.ready.rect.center)
            handoffs += 1
            assert scene.log.lines == scene.session.log_lines(scene.viewer()), "the log still shows the last seat's view"
            continue
        if top is scene and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            seat = scene.viewer()
            action = chooser[seat].choose(game.view(scene.session.state, seat), scene.session.legal_actions(), rng)
            scene.session.submit(action)
            scene._absorb()
    assert handoffs >= 3


def test_an_open_co_op_game_needs_no_handoff_and_each_human_plays_their_pawns(app):
    """Treasure Hunters hides nothing between seats: two humans share the table without
    passing the screen, and the table always answers the human whose pawn is to move."""
    from ghostparlor.ai.protocol import make_bot

    app.home()
    game = load_game("treasure_hunters")
    assert not game.private_views
    plans = [SeatPlan("Ana", "human", 0), SeatPlan("Ben", "human", 1)]
    scene = start_game(app, game, plans, None, seed=3)
    chooser = make_bot("easy", game, 0)
    rng = random.Random(3)
    movers = set()
    for _ in range(3000):
        if scene.session.is_over() or len(movers) == 2 and len(scene.session.match.actions) > 40:
            break
        app.step(1 / 30)
        assert app.stack.top.name != "handoff"
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            seat = scene.session.human_to_move()
            assert scene.viewer() == seat
            movers.add(seat)
            scene.session.submit(chooser.choose(game.view(scene.session.state, seat), scene.session.legal_actions(), rng))
            scene._absorb()
    assert movers == {0, 1}


def test_the_set_up_says_how_to_play_on_one_screen_and_each_seat_is_human_or_bot(app):
    """Issue 45: the set-up tells how several people play on one screen; a seat is a plain
    Human | Bot choice (no cycling round from Human to a random bot), a bot's level beside it,
    and a seat turned Human gets its own name field, not the bot's name."""
    import pygame

    from ghostparlor.devtools import layout_check
    from ghostparlor.core.strings import t
    from ghostparlor.scenes.setup import DEFAULT_NAMES, SetupScene
    from ghostparlor.devtools import probe
    from tests.scenes.helpers import key

    probe.start(app.canvas.get_size())
    try:
        app.home()
        setup = SetupScene(app, "ghosts", players=3)
        app.push(setup)
        app.step(1 / 60)
        drawn = " ".join(p.meta.text for p in layout_check._draw(app, probe).texts)
    finally:
        probe.stop()
    assert t("setup.hot_seat") in drawn  # said on the screen, whole
    assert "Human" in drawn and "Bot" in drawn and "Easy" in drawn

    who, name, _ = setup.rows[1]  # seat 2: an easy bot called Boris
    assert name.text == DEFAULT_NAMES[1] and setup.plans()[1].kind == "easy"
    setup.focus.focus(who, visible=True)
    key(app, pygame.K_LEFT)  # Human
    assert setup.plans()[1].kind == "human"
    assert name.text == "Player 2" and setup.plans()[1].name == "Player 2"  # its own name, not the bot's
    key(app, pygame.K_LEFT)  # Left again: still Human, never round to a random bot
    assert setup.plans()[1].kind == "human"
    assert not setup.level_choices[1].visible  # a person has no bot level
    name.text = "Zoe"  # the person types their name
    key(app, pygame.K_RIGHT)  # back to a bot: the bot's name again
    assert setup.plans()[1].kind == "easy" and name.text == DEFAULT_NAMES[1] and setup.level_choices[1].visible
    key(app, pygame.K_LEFT)  # and a person again: the name typed for them
    assert name.text == "Zoe" and setup.plans()[1].name == "Zoe"

    level = setup.level_choices[2]  # seat 3's level: Easy, Normal, Hard, Random, no wrapping
    setup.focus.focus(level, visible=True)
    key(app, pygame.K_LEFT)
    assert setup.plans()[2].kind == "easy"
    key(app, pygame.K_RIGHT)
    assert setup.plans()[2].kind == "normal"

    first = setup.rows[0][0]  # seat 1 (the person) turned into a bot by a click on "Bot"
    click(app, first.halves()[1].center)
    assert setup.plans()[0].kind == "easy" and setup.plans()[0].name == DEFAULT_NAMES[0]
    click(app, first.halves()[0].center)
    assert setup.plans()[0].kind == "human" and setup.plans()[0].name == "Player 1"

    setup.start(confirmed=True)  # remembered for the next game: who plays, and their names
    assert top_name(app) == "game"
    app.home()
    again = SetupScene(app, "ghosts")
    assert [(p.name, p.kind) for p in again.plans()] == [("Player 1", "human"), ("Zoe", "human"), (DEFAULT_NAMES[2], "normal")]
