"""The playouts' fast path (ghostparlor/games/phantom_society/play/rollout.py and the incremental
hypotheses of inference.py) beyond what tests/ai/test_rollouts.py covers: every mode (the
Master Game's bids, a tournament's second game with a fresh log), games with random seats
(passes, masters who lose their ghosts early, eliminations), one rollout object going from
state to state as the search's playouts do, and hypotheses brought up to date turn by turn
equal to hypotheses built from the whole log."""

import random

from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules.inference import Hypotheses, public_info
from ghostparlor.games.phantom_society.rules.hand_positions import position
from ghostparlor.games.phantom_society.rules.state import PLAY
from ghostparlor.games.phantom_society.play.search_hooks import make_rollout

G = load_game("phantom_society")
MODES = ("standard", "master_game", "tournament")


def _game(index):
    players = 2 + index % 3
    state = G.new_state(players, {"mode": MODES[index % 3], "tournament_games": 2})
    kinds = ["random" if (index // 3 + seat) % 3 == 0 else "easy" for seat in range(players)]
    return state, [make_bot(kind, G, seat) for seat, kind in enumerate(kinds)]


def _forced_passes():
    """A-10's position (tests/games/phantom_society/test_phantom_society_rules.py): G1's red ghost
    alone in a corner with blue revealed before the log began: G1 passes until a tile comes in reach."""
    empty = ["b1", "c1", "d1", "e1", "f1", "a2", "a3", "a4", "a5", "a6", "b2", "c3", "d4", "e5", "f6"]
    ghosts = {"blue": ("b1", 0, True), "red": ("a1", 0, False), "green": ("c5", 2, False), "white": ("e3", 2, False)}
    fixed = {"a1": "red_3", "c5": "green_3", "e3": "white_3"}
    state = position(G, ghosts=ghosts, fixed=fixed, empty=empty, slot="G1")
    return state, [make_bot("easy", G, seat) for seat in range(4)]


def test_the_rollout_chooses_as_the_easy_bot_in_every_mode_and_with_random_seats():
    policy = [make_bot("easy", G, s) for s in range(G.max_players)]
    rollout = make_rollout(G, policy)  # one object for every game, as a search bot keeps it
    reference = [make_bot("easy", G, s) for s in range(G.max_players)]
    checked = 0
    seen = set()
    for index in range(27):
        state, players = _game(index) if index < 24 else _forced_passes()
        rng = random.Random(500 + index)
        while (who := G.to_move(state)) != TERMINAL:
            if who == CHANCE:
                G.apply(state, G.sample_chance(state, rng), events=False)
                continue
            legal = G.legal_actions(state)
            if len(legal) > 1:
                # now and then the same position from a copy (another log object: built afresh)
                asked = G.clone(state) if rng.random() < 0.1 else state
                tie = rng.getrandbits(32)
                r1, r2 = random.Random(tie), random.Random(tie)
                fast = rollout(asked, who, legal, r1)
                slow = reference[who].choose(G.view(state, who), legal, r2)
                assert fast == slow, f"game {index}: rollout {fast} != easy bot {slow}"
                assert r1.getstate() == r2.getstate()
                checked += 1
                seen.add(state.phase)
            action = players[who].choose(G.view(state, who), legal, rng) if len(legal) > 1 else legal[0]
            G.apply(state, action, events=False)
    assert checked > 1000 and len(seen) >= 4  # bids, placement, hiding and play


def _fresh(state):
    eliminated = [m for m in G.ghost_seats(state) if G.eliminated(state, m)]
    revealed = [state.ghost_sq[c] if state.revealed[c] else -1 for c in range(G.ncol)]
    return Hypotheses(G.geo, public_info(G.geo, G.ncol, G.board_colours(state), state.history, revealed,
                                         state.slot_seats, eliminated))


def _splits(hyp):
    return [(w, owners, [[(n, a, list(la), b, list(lb)) for n, a, la, b, lb in groups] for groups in per_master])
            for w, owners, per_master in hyp.splits]


def test_hypotheses_brought_up_to_date_turn_by_turn_are_the_ones_built_from_the_whole_log():
    """after_turn (hunts, devastations, passes, reveals, eliminations) and the remembered
    after_devastation give what public_info and a new Hypotheses give, to the last split."""
    turns = reveals = passes = 0
    for index in range(48):
        state, players = _game(index) if index < 45 else _forced_passes()
        rng = random.Random(900 + index)
        hyp = log = None
        while (who := G.to_move(state)) != TERMINAL:
            if who == CHANCE:
                G.apply(state, G.sample_chance(state, rng), events=False)
                continue
            legal = G.legal_actions(state)
            if state.phase == PLAY and (hyp is None or state.history is not log):
                hyp, log = _fresh(state), state.history
            action = players[who].choose(G.view(state, who), legal, rng) if len(legal) > 1 else legal[0]
            G.apply(state, action, events=False)
            if hyp is None or state.history is not log or state.phase != PLAY:
                hyp = None
                continue
            seat, slot, kind, square, found = state.history[-1]
            eliminated = [m for m in G.ghost_seats(state) if G.eliminated(state, m)]
            if kind == 0 and found < 0 and rng.random() < 0.5:
                hyp.after_devastation(G.geo, seat, state.slot_seats[slot], square)  # remembered, then asked again
                hyp = hyp.after_devastation(G.geo, seat, state.slot_seats[slot], square)
            else:
                hyp = hyp.after_turn(G.geo, seat, state.slot_seats[slot], kind, square, found, eliminated)
            fresh = _fresh(state)
            assert hyp.info == fresh.info and hyp.reach == fresh.reach and hyp.anyt == fresh.anyt
            assert hyp.total == fresh.total and _splits(hyp) == _splits(fresh)
            truth = {c: state.ghost_sq[c] for c in range(G.ncol) if not state.revealed[c]}
            assert hyp.mass(truth) == fresh.mass(truth)
            assert hyp.marginals() == fresh.marginals()
            turns += 1
            reveals += found >= 0
            passes += kind == 2
    assert turns > 500 and reveals > 50 and passes >= 3
