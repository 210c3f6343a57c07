"""Issue 20, point 1: the person who acts sees the result of their own move before any
curtain ("Done, pass the screen"), and a curtain comes only when the next person's view
differs and a secret lies between them (decided from the views: core/hotseat.py)."""

import random

import pygame
import pytest

from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.hotseat import needs_curtain
from ghostparlor.core.match import Match
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules import GhostHidden, Hunt
from ghostparlor.scenes.game import start_game
from ghostparlor.session import SeatPlan
from tests.scenes.helpers import click, key


def _two_people(app, game_id, seed, players=2):
    app.home()
    game = load_game(game_id)
    plans = [SeatPlan(f"P{i}", "human" if i < 2 else "easy", i) for i in range(players)]
    return game, start_game(app, game, plans, None, seed=seed)


@pytest.mark.slow
def test_phantom_society_no_curtain_before_a_ghost_is_hidden_and_the_hunter_sees_the_search(app):
    """PS-4 to PS-7: the 36 tile placements are public (no curtain); after the first
    GhostHidden the screen is passed; a hunter's search result is on the table, under
    "Done, pass the screen", before the curtain covers it."""
    game, scene = _two_people(app, "phantom_society", seed=6)
    bots = {i: make_bot("easy", game, i) for i in range(2)}
    rng = random.Random(6)
    hidden = False
    curtains_before_hiding = 0
    searches_seen = 0
    for _ in range(20000):
        if scene.session.is_over():
            break
        app.step(1 / 30)
        top = app.stack.top
        if top.name == "handoff":
            curtains_before_hiding += not hidden
            click(app, top.ready.rect.center)
            continue
        if scene.pass_pending and not scene.table.busy():
            mover = scene.viewer()
            last = scene.session.match.actions[-1]
            if isinstance(last, Hunt):
                # the hunter's own result is drawn for the hunter, before any curtain
                assert app.stack.top is scene and scene.table.view == game.view(scene.session.state, mover)
                assert scene.pass_button.visible and scene.pass_button.text
                searches_seen += 1
            key(app, pygame.K_RETURN)  # Enter on the visible "Done, pass the screen"
            assert app.stack.top.name == "handoff"
            continue
        if top is scene and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            seat = scene.viewer()
            scene._submit(bots[seat].choose(game.view(scene.session.state, seat), scene.session.legal_actions(), rng))
            hidden = hidden or any(isinstance(e.event, GhostHidden) for e in scene.session.log if e.event is not None)
    assert scene.session.is_over()
    assert curtains_before_hiding == 0
    assert searches_seen >= 3


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players", [("ghosts", 2), ("ghostbumpers", 3), ("dont_go_in_there", 2)])
def test_the_curtain_comes_only_after_done_pass_the_screen(app, game_id, players):
    game, scene = _two_people(app, game_id, seed=3, players=players)
    bots = {i: make_bot("easy", game, i) for i in range(players)}
    rng = random.Random(3)
    passes = curtains = 0
    for _ in range(20000):
        if scene.session.is_over() or curtains >= 8:
            break
        app.step(1 / 30)
        top = app.stack.top
        if top.name == "handoff":
            curtains += 1
            if curtains > 1:
                assert passes == curtains - 1, "a curtain came without Done, pass the screen"
            # the curtain names the person and says what it will show
            assert top.player.name in top.ready.text
            if game_id == "ghosts":
                assert "cards" in top.ready.text
            click(app, top.ready.rect.center)
            continue
        if scene.pass_pending and not scene.table.busy():
            assert not scene.my_turn() and not scene.undo_button.enabled
            for _ in range(5):  # the result stays on the table until the person says so
                app.step(1 / 30)
                assert app.stack.top is scene and scene.pass_pending
            click(app, scene.pass_button.rect.center)
            passes += 1
            continue
        if top is scene and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            seat = scene.viewer()
            scene._submit(bots[seat].choose(game.view(scene.session.state, seat), scene.session.legal_actions(), rng))
    assert curtains >= 4


@pytest.mark.slow
def test_treasure_hunters_never_shows_a_curtain_or_a_pass(app):
    game, scene = _two_people(app, "treasure_hunters", seed=2)
    bot = make_bot("easy", game, 0)
    rng = random.Random(2)
    for _ in range(6000):
        if scene.session.is_over():
            break
        app.step(1 / 30)
        assert app.stack.top.name != "handoff" and not scene.pass_pending
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            scene._submit(bot.choose(game.view(scene.session.state, scene.viewer()), scene.session.legal_actions(), rng))
    assert scene.session.is_over()


def test_the_curtain_helper_decides_from_the_views():
    """core.hotseat.needs_curtain: hands are secret from the deal; Phantom Society's
    placement is not; Treasure Hunters' table never is."""
    for game_id, players, expect_first in (("ghosts", 2, True), ("phantom_society", 2, False),
                                           ("treasure_hunters", 2, False)):
        game = load_game(game_id)
        match = Match(game, players, None, 1)
        match.resolve_chance()
        assert needs_curtain(game, match.state, 0, 1) is expect_first, game_id
        assert not needs_curtain(game, match.state, 1, 1)


def test_equal_views_by_chance_still_get_the_curtain():
    """Two Ghosts hands of the same one card give two equal views; not passing the screen
    would tell each person the other's card (found by the privacy twin, ghosts 3p seed 101)."""
    game = load_game("ghosts")
    match = Match(game, 3, None, 7)
    match.resolve_chance()
    state = match.state
    seat = game.to_move(state)
    other = (seat + 1) % 3
    state.hands[other] = list(state.hands[seat])
    assert game.view(state, seat).hand == game.view(state, other).hand
    assert needs_curtain(game, state, other, seat)
    assert needs_curtain(game, state, other, seat, secrets_seen=True)


def test_the_curtain_lists_what_happened_since_your_last_turn_as_everyone_knows_it(app):
    game, scene = _two_people(app, "ghosts", seed=5, players=3)
    bots = {i: make_bot("easy", game, i) for i in range(3)}
    rng = random.Random(5)
    seen = 0
    for _ in range(6000):
        if seen >= 3 or scene.session.is_over():
            break
        app.step(1 / 30)
        top = app.stack.top
        if top.name == "handoff":
            if top.since:
                seen += 1
                names = scene.session.names()
                # the bot between the two people played: its move is listed, no card drawn is named
                assert any(names[2] in line for line in top.since), top.since
                # only what the others did: not the card drawn after this person's own last move
                assert f"{names[top.seat]} draws a card." not in top.since, top.since
                for entry in scene.session.log:
                    if entry.event is not None and type(entry.event).SECRET_TO is not None:
                        secret = game.describe_event(entry.event, names, entry.event.seat)
                        assert secret not in top.since or secret == game.describe_event(entry.event, names, None)
            click(app, top.ready.rect.center)
            continue
        if scene.pass_pending and not scene.table.busy():
            click(app, scene.pass_button.rect.center)
            continue
        if top is scene and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            seat = scene.viewer()
            scene._submit(bots[seat].choose(game.view(scene.session.state, seat), scene.session.legal_actions(), rng))
    assert seen >= 3


@pytest.mark.parametrize("game_id", ["ghosts", "dont_go_in_there", "ghostbumpers", "treasure_hunters"])
def test_since_your_last_turn_lists_only_what_the_others_did(game_id):
    """Issue 45: the curtain's "since your last turn" is what the other seats' actions
    brought about (their chance too); what the seat's own last action set off (the card it
    drew, the dice its move rolled, the trick it won) and what came before anyone acted (the
    deal, round 1's start) are not listed."""
    from ghostparlor.scenes.game import demo_plans
    from ghostparlor.session import MatchSession

    game = load_game(game_id)
    session = MatchSession(game, demo_plans(game, min(3, game.max_players), 0), seed=4, pace_seconds=0.0)
    names = session.names()

    def reference(seat):
        """The lines from the first entry another seat caused after the seat's own last one."""
        log = session.log
        last = max((i for i, e in enumerate(log) if e.actor == seat), default=-1)
        first = next((i for i in range(last + 1, len(log)) if log[i].actor not in (None, seat)), len(log))
        lines = []
        for entry in log[first:]:
            if entry.event is not None:
                public = type(entry.event).SECRET_TO is None
                lines.append(game.describe_event(entry.event, names, seat if public else None))
            elif entry.secret_to is None and entry.actor is not None:
                lines.append(str(entry.text))
        return [line for line in lines if line]

    own_left_out = checked = 0
    for _ in range(400):
        if session.is_over():
            break
        seat = session.to_move()
        if seat < 0:
            session.update(0)
            continue
        expected = reference(seat)
        assert session.since_last_turn(seat, limit=500) == expected
        assert session.since_last_turn(seat, limit=3) == expected[-3:]
        last = max((i for i, e in enumerate(session.log) if e.actor == seat), default=-1)
        if any(e.actor is None and e.event is not None for e in session.log[last + 1:last + 3]):
            own_left_out += 1  # the seat's own move was followed by chance: none of it is listed
        if not any(e.actor is not None for e in session.log):  # no one has acted: nothing to list (no deal)
            assert session.since_last_turn(seat) == []
        checked += 1
        session.bot_move(seat)
    assert checked > 20 and own_left_out > 0
