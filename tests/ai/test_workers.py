"""Search on every core (ghostparlor/ai/parallel.py): worker processes search a decision side
by side; the decision is the same for a given seed and number of workers, reads only the
view, and the merged statistics choose as the search does."""

from __future__ import annotations

import random

import pytest

from ghostparlor.ai import parallel
from ghostparlor.ai.protocol import Budget, make_bot, parse_bot
from ghostparlor.ai.search import SearchBot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import implemented_ids, load_game


def _decisions(game, players, seed, count, every=5):
    """(state, seat) at ``count`` decisions with 2+ legal moves of a seeded random game."""
    state = game.new_state(players)
    rng = random.Random(seed)
    out = []
    step = 0
    while game.to_move(state) != TERMINAL and len(out) < count:
        who = game.to_move(state)
        if who == CHANCE:
            game.apply(state, game.sample_chance(state, rng), events=False)
            continue
        legal = game.legal_actions(state)
        if len(legal) > 1 and step % every == 0:
            out.append((game.clone(state), who))
        step += 1
        game.apply(state, rng.choice(legal), events=False)
    return out


@pytest.fixture(scope="module", autouse=True)
def _pool_closed_after():
    yield
    parallel.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", implemented_ids())
def test_a_decision_with_workers_is_the_same_for_a_seed_and_reads_only_the_view(game_id):
    """Two workers, a budget in playouts: the same seed gives the same move and the same
    statistics; a state whose hidden parts differ (same view) gives the same move too."""
    game = load_game(game_id)
    compared = 0
    for state, seat in _decisions(game, game.min_players, 4, 2, every=7):
        legal = game.legal_actions(state)
        poisoned = game.resample_hidden(state, seat, random.Random(5))
        runs = []
        for s in (state, state, poisoned):
            bot = make_bot("normal:workers=2", game, seat)
            assert bot.workers == 2
            choice = bot.choose(game.view(s, seat), game.legal_actions(s), random.Random(11), Budget(iterations=24))
            runs.append((choice, bot.last_iterations, [list(v) for v in bot.last_values]))
        assert runs[0] == runs[1] == runs[2]
        assert runs[0][0] in legal
        assert runs[0][1] >= 2 * 8  # both workers played out: each at least a few samples
        compared += 1
    assert compared == 2


def test_one_worker_searches_in_this_process_exactly_as_before():
    game = load_game("ghostbumpers")
    (state, seat), = _decisions(game, 4, 2, 1)
    view, legal = game.view(state, seat), game.legal_actions(state)
    before = SearchBot(game, seat, "normal", workers=1)
    a = before.choose(view, legal, random.Random(3), Budget(iterations=40))
    assert parallel.workers() == 1  # nothing set: the library searches in-process
    plain = make_bot("normal", game, seat)
    assert plain.workers == 1
    assert plain.choose(view, legal, random.Random(3), Budget(iterations=40)) == a
    assert plain.last_iterations == before.last_iterations


def test_the_window_is_never_blocked_while_workers_think():
    """In the window the search is a generator: with workers it yields (a frame is drawn)
    until they answer, instead of waiting."""
    game = load_game("ghosts")
    (state, seat), = _decisions(game, 3, 6, 1)
    bot = make_bot("hard:workers=2", game, seat)
    steps = 0
    for _ in bot.think(game.view(state, seat), game.legal_actions(state), random.Random(1), Budget(seconds=0.2)):
        steps += 1
    assert steps > 3
    assert bot.choice in game.legal_actions(state)
    assert bot.last_iterations > 0


def test_merge_pools_visits_and_keeps_the_heuristics_move_without_a_paired_win():
    beats = lambda a, b: SearchBot._beats(a, b, 1.0)  # noqa: E731
    # move 1 was played most (it survived the halving in both workers) and beats move 0
    won = [{"values": [[0.1, 0.2], [0.9, 0.8, 0.9, 1.0], [0.5]], "heuristic": 0, "done": 7},
           {"values": [[0.0, 0.1], [0.8, 0.9, 1.0], [0.4]], "heuristic": 0, "done": 6}]
    best, h, done, mean, obvious = parallel.merge(won, beats)
    assert (best, h, done) == (1, 0, 13)
    assert mean == pytest.approx((0.9 + 0.8 + 0.9 + 1.0 + 0.8 + 0.9 + 1.0) / 7)
    assert obvious == pytest.approx((0.1 + 0.2 + 0.0 + 0.1) / 4)
    # a most-played move that does not beat the heuristic's on the shared samples: the heuristic's stays
    tied = [{"values": [[0.5, 0.5], [0.5, 0.5, 0.6], [0.1]], "heuristic": 0, "done": 6},
            {"values": [[0.6, 0.4], [0.4, 0.6, 0.5], [0.2]], "heuristic": 0, "done": 6}]
    assert parallel.merge(tied, beats)[0] == 0


def test_worker_counts_and_bot_parameters_are_checked():
    assert parse_bot("hard:workers=2") == ("hard", {"workers": "2"})
    assert parse_bot("openspiel-ismcts:seconds=0.3+x=1") == ("openspiel-ismcts", {"seconds": "0.3", "x": "1"})
    game = load_game("ghosts")
    with pytest.raises(ValueError):
        make_bot("hard:workers=0", game, 0)
    with pytest.raises(ValueError, match="no parameter"):
        make_bot("easy:workers=2", game, 0)
    assert parallel.set_workers(0) == parallel.default_workers() >= 1
    assert parallel.set_workers(3) == 3
    assert parallel.set_workers(1) == 1
