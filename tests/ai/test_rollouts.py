"""A game's rollout (``make_rollout`` in its search_hooks) reads the imagined state directly in
the search's playouts instead of building a view per step. It must choose exactly what the easy
bot chooses from the seat's view, drawing the same random numbers, so the search (and every
decision, for a given seed) is the same with or without it, only faster."""

from __future__ import annotations

import random

import pytest

from ghostparlor.ai.hooks import search_hooks
from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import implemented_ids, load_game


def _rollout_games():
    return [gid for gid in implemented_ids() if search_hooks(load_game(gid)).make_rollout is not None]


@pytest.mark.parametrize("game_id", _rollout_games())
def test_rollout_chooses_as_the_easy_bot_on_the_view(game_id):
    game = load_game(game_id)
    hooks = search_hooks(game)
    checked = 0
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(6 if players == game.max_players else 3):
            policy = [make_bot("easy", game, s) for s in range(game.max_players)]
            rollout = hooks.make_rollout(game, policy)
            reference = [make_bot("easy", game, s) for s in range(game.max_players)]
            state = game.new_state(players)
            rng = random.Random(seed)
            steps = 0
            while (who := game.to_move(state)) != TERMINAL and steps < 3000:
                steps += 1
                if who == CHANCE:
                    game.apply(state, game.sample_chance(state, rng), events=False)
                    continue
                legal = game.legal_actions(state)
                if len(legal) == 1:
                    game.apply(state, legal[0], events=False)
                    continue
                tie = rng.getrandbits(32)
                r1, r2 = random.Random(tie), random.Random(tie)
                fast = rollout(state, who, legal, r1)
                slow = reference[who].choose(game.view(state, who), legal, r2)
                assert fast == slow, f"{game_id} {players}p seed {seed} step {steps}: rollout {fast} != easy bot {slow}"
                assert r1.getstate() == r2.getstate(), f"{game_id}: the rollout drew other random numbers than the easy bot"
                checked += 1
                game.apply(state, slow, events=False)
    assert checked > 100
