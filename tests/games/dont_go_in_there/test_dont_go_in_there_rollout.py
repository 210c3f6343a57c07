"""The search's rollout (rollout.py) chooses as the easy bot on the view, where
tests/ai/test_rollouts.py does not look: open ghosts (the others' counts read, not guessed),
the host choosing the card types, positions off the easy bots' path (a seat playing at
random now and then), one bot answering both from states and from views (its kept prices
shared), decisions of every kind, and the state left untouched."""

import random

from dont_go_in_there_helpers import G
from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games.dont_go_in_there.play.search_hooks import make_rollout


def test_rollout_matches_the_easy_bot_off_the_beaten_path():
    kinds = {}
    for index in range(28):
        players = 2 + index % 4
        options = [{}, {"open_ghosts": True}, {"card_types": "custom"}, {"open_ghosts": True, "card_types": "custom"}][index % 4]
        policy = [make_bot("easy", G, s) for s in range(G.max_players)]
        rollout = make_rollout(G, policy)
        # every other game the rollout and the view are asked of the very same bots
        reference = policy if index % 2 else [make_bot("easy", G, s) for s in range(G.max_players)]
        state = G.new_state(players, options)
        rng = random.Random(900 + index)
        while (who := G.to_move(state)) != TERMINAL:
            if who == CHANCE:
                G.apply(state, G.sample_chance(state, rng), events=False)
                continue
            legal = G.legal_actions(state)
            if len(legal) == 1:
                G.apply(state, legal[0], events=False)
                continue
            tie = rng.getrandbits(32)
            r1, r2 = random.Random(tie), random.Random(tie)
            before = G.state_to_json(state)
            fast = rollout(state, who, legal, r1)
            assert G.state_to_json(state) == before, "the rollout changed the state"
            slow = reference[who].choose(G.view(state, who), legal, r2)
            assert fast == slow, f"{players}p game {index} {options}: rollout {fast} != easy bot {slow}"
            assert r1.getstate() == r2.getstate(), f"game {index}: the rollout drew other random numbers"
            kinds[slow.TYPE] = kinds.get(slow.TYPE, 0) + 1
            # now and then a seat plays at random: positions the easy bots would not reach
            action = slow if rng.random() < 0.85 else legal[rng.randrange(len(legal))]
            G.apply(state, action, events=False)
    assert kinds.get("place", 0) > 500 and kinds.get("take", 0) > 200
    assert {"choose_type", "tome_dispel"} <= set(kinds)
    assert kinds.keys() & {"reroll", "turn_die", "keep_roll"}
