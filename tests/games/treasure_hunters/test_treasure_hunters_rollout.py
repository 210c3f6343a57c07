"""The search's playouts read Treasure Hunters' imagined state directly (rollout.py) and must
choose what the easy bot chooses on the view. tests/ai/test_rollouts.py checks the basic game;
this adds the advanced game (face-down numbers, the number order, the DRAW and LOCK cards) and
its put-down house rule, where the view hides numbers the state holds, and a whole search
decided with and without the rollout."""

import pytest
import random

from ghostparlor.ai.protocol import Budget, make_bot
from ghostparlor.ai.search import SearchBot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game
from ghostparlor.games.treasure_hunters.play.search_hooks import make_rollout

G = load_game("treasure_hunters")


def test_rollout_matches_the_easy_bot_in_the_advanced_game_and_with_put_down():
    checked = picks = 0
    for index in range(24):
        players = 1 + index % 4
        options = {"advanced": True, "advanced_allow_putdown": index % 2 == 0}
        rng = random.Random(100 + index)
        state = G.new_state(players, options)
        rollout = make_rollout(G, [make_bot("easy", G, s) for s in range(G.max_players)])
        reference = [make_bot("easy", G, s) for s in range(G.max_players)]
        while (who := G.to_move(state)) != TERMINAL:
            if who == CHANCE:
                G.apply(state, G.sample_chance(state, rng), events=False)
                continue
            legal = G.legal_actions(state)
            tie = rng.getrandbits(32)
            r1, r2 = random.Random(tie), random.Random(tie)
            fast = rollout(state, who, legal, r1)
            slow = reference[who].choose(G.view(state, who), legal, r2)
            assert fast == slow, f"{players}p {options} game {index}: rollout {fast} != easy bot {slow}"
            assert r1.getstate() == r2.getstate()
            checked += 1
            picks += G.view(state, who).phase == "pickup"
            # now and then a random teammate, for positions the easy team would not reach
            G.apply(state, slow if rng.random() < 0.85 else rng.choice(legal), events=False)
    assert checked > 800 and picks > 50


@pytest.mark.slow
def test_a_search_decides_the_same_with_and_without_the_rollout():
    decided = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = G.new_state(4, {"advanced": seed % 2 == 1})
        steps = 0
        while (who := G.to_move(state)) != TERMINAL and decided < 6 * (seed + 1):
            if who == CHANCE:
                G.apply(state, G.sample_chance(state, rng), events=False)
                continue
            legal = G.legal_actions(state)
            steps += 1
            if len(legal) > 2 and steps % 5 == 0:
                view = G.view(state, who)
                fast, slow = SearchBot(G, who, "normal"), SearchBot(G, who, "normal")
                slow.rollout = None
                assert fast.rollout is not None
                a = fast.choose(view, legal, random.Random(seed * 100 + steps), Budget(iterations=40))
                b = slow.choose(view, legal, random.Random(seed * 100 + steps), Budget(iterations=40))
                assert a == b and fast.last_iterations == slow.last_iterations and fast.last_samples == slow.last_samples
                decided += 1
            G.apply(state, rng.choice(legal), events=False)
    assert decided >= 12
