"""Bots are fair and reproducible: they see only a View, determinize agrees with the view,
and a search with a fixed number of iterations is deterministic under a seed."""

import random

import pytest

from ghostparlor.ai.protocol import Budget, bot_names, make_bot
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL, Game
from ghostparlor.games import implemented_ids, load_game

SEARCHABLE = [g for g in implemented_ids() if type(load_game(g)).determinize is not Game.determinize]


def decision_points(game, players, seed, every=7):
    m = Match(game, players, seed=seed)
    rng = random.Random(seed)
    step = 0
    while m.to_move() != TERMINAL:
        if m.to_move() == CHANCE:
            m.apply(m.next_chance())
            continue
        if step % every == 0:
            yield m.state
        step += 1
        m.apply(rng.choice(m.legal_actions()))


@pytest.mark.parametrize("game_id", SEARCHABLE)
def test_determinize_never_contradicts_the_view(game_id):
    game = load_game(game_id)
    rng = random.Random(1)
    checked = 0
    for players in range(game.min_players, game.max_players + 1):
        for state in decision_points(game, players, 10 + players):
            seat = game.to_move(state)
            view = game.view(state, seat)
            for _ in range(3):
                sample = game.determinize(view, rng)
                assert game.view(sample, seat) == view
                assert game.conserved(sample) == game.conserved(state)
                assert game.legal_actions(sample) == game.legal_actions(state)
                checked += 1
    assert checked > 50


@pytest.mark.slow
@pytest.mark.parametrize("game_id", implemented_ids())
def test_decisions_do_not_change_when_the_hidden_truth_changes(game_id):
    """The bot is handed views of two states that differ only in what its seat may not
    know (hidden parts 'poisoned'); with the same generator it must decide the same."""
    game = load_game(game_id)
    levels = [b for b in bot_names(game) if b != "random"]
    rng = random.Random(3)
    compared = 0
    for state in decision_points(game, game.min_players, 5, every=11):
        seat = game.to_move(state)
        poisoned = game.resample_hidden(state, seat, rng)
        legal = game.legal_actions(state)
        for level in levels:
            budget = Budget(iterations=30) if level in ("normal", "hard") else None
            a = make_bot(level, game, seat).choose(game.view(state, seat), legal, random.Random(9), budget)
            b = make_bot(level, game, seat).choose(game.view(poisoned, seat), game.legal_actions(poisoned), random.Random(9), budget)
            assert a == b
            compared += 1
        if compared > 12:
            break
    assert compared >= len(levels)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", SEARCHABLE)
def test_fixed_iteration_search_is_deterministic(game_id):
    game = load_game(game_id)
    searched = 0
    for state in decision_points(game, game.max_players, 8, every=9):
        seat = game.to_move(state)
        view, legal = game.view(state, seat), game.legal_actions(state)
        if len(legal) < 2:
            continue
        bot = make_bot("normal", game, seat)
        first = bot.choose(view, legal, random.Random(4), Budget(iterations=60))
        again_bot = make_bot("normal", game, seat)
        again = again_bot.choose(view, legal, random.Random(4), Budget(iterations=60))
        assert first == again and first in legal
        assert bot.last_iterations == again_bot.last_iterations <= 60
        searched += bot.last_iterations > 0
        if searched >= 3:
            break
    assert searched >= 3


def test_search_runs_in_slices_so_the_window_never_waits_long():
    game = load_game("ghosts")
    state = next(decision_points(game, 4, 2, every=5))
    seat = game.to_move(state)
    bot = make_bot("hard", game, seat)
    import time

    slices = []
    thinking = bot.think(game.view(state, seat), game.legal_actions(state), random.Random(1), Budget(seconds=0.25))
    t0 = time.perf_counter()
    for _ in thinking:
        slices.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
    assert bot.choice in game.legal_actions(state)
    if slices:  # several short slices, none anywhere near a frame's budget of 16 ms (allowing a slow machine)
        assert len(slices) >= 3
        assert sorted(slices)[len(slices) // 2] < 0.012
