"""Issue 20, point 3: one clock for the table. Frames sampled during bot and human turns:
the header says "Your turn" exactly when the table offers that person's moves (highlights
built from the same legal actions, nothing animating); while a move is animated the header
still names the seat whose move it is; bots are paced by the one setting."""

import random

import pytest

from ghostparlor.ai.protocol import make_bot
from ghostparlor.games import load_game
from ghostparlor.scenes.game import demo_plans, start_game

GAMES = ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_header_prompt_and_highlights_change_together(app, game_id):
    app.settings.animation_speed = "normal"
    app.settings.bot_pace_seconds = 0.3
    app.apply_settings()
    app.home()
    game = load_game(game_id)
    players = max(3, game.min_players) if game.max_players >= 3 else game.min_players
    scene = start_game(app, game, demo_plans(game, players), None, seed=7)
    bot, rng = make_bot("easy", game, 0), random.Random(7)
    turns = frames = bot_frames = 0
    moves_seen = len(scene.session.match.actions)
    for _ in range(12000):
        if turns >= 12 or scene.session.is_over():
            break
        app.step(1 / 30)
        frames += 1
        if app.stack.top is not scene:
            continue
        seat, over, mine = scene.clock()
        table = scene.table
        can_act = scene.my_turn() and not table.busy() and not scene._pending_refresh
        if mine:  # "Your turn": nothing animating, the highlights are this turn's legal moves
            assert not table.busy(), "Your turn above an animation"
            assert table.legal == scene.session.legal_actions(), "the highlights lag the header"
        else:
            assert not can_act, "the table offers moves while the header says someone else plays"
            if seat != scene.viewer() and not scene.pass_pending:
                assert table.legal == [] or table.busy(), "playable highlights while another seat plays"
                bot_frames += 1
        # bots move one at a time: never two of their moves in one frame
        now = sum(not a.IS_CHANCE for a in scene.session.match.actions)
        assert now - moves_seen <= 1, "several bot turns landed at once"
        moves_seen = now
        if can_act:
            turns += 1
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
            moves_seen = sum(not a.IS_CHANCE for a in scene.session.match.actions)
    assert turns >= 3 and bot_frames > 20, (turns, bot_frames)
