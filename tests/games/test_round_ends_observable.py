"""Round ends observable (issue 23, item 5): the event that closes a round carries what a
person or a test needs to check it, so nothing has to be read one step early.

Ghostbumpers GB-18..GB-23 (RoundEnded: piles, hands, decks, scores, totals);
Ghosts GH-12/GH-13 (RoundEnded: fear points before relief, who took a pile, hands, deck)."""

import random

from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game


def _play_to_round_ends(game, players, seed):
    """Random play; yields (state before, events, state after) of every action that ends a round."""
    rng = random.Random(seed)
    state = game.new_state(players, game.normalize_options(players, {}))
    while game.to_move(state) != TERMINAL:
        seat = game.to_move(state)
        action = game.sample_chance(state, rng) if seat == CHANCE else rng.choice(game.legal_actions(state))
        before = game.clone(state)
        events = game.apply(state, action)
        if any(e.TYPE == "round_ended" for e in events):
            yield before, events, state


def test_ghostbumpers_round_end_carries_the_table():  # GB-18 to GB-23
    game = load_game("ghostbumpers")
    seen = 0
    for seed in range(6):
        for before, events, after in _play_to_round_ends(game, 3 + seed % 4, seed):
            end = next(e for e in events if e.TYPE == "round_ended")
            assert len(end.hand_sizes) == len(end.deck_sizes) == len(end.scores) == before.n
            assert end.pile_size >= 0 and end.discard_size >= 0
            assert all(t == b + s for t, b, s in zip(end.totals, before.totals, end.scores))  # GB-23
            if end.how == "hands_empty":  # GB-18b: the round ends with every hand empty
                assert sum(end.hand_sizes) == 0
            for seat in range(before.n):  # GB-19: B cards beneath S, all from the seat's deck
                assert end.beneath[seat] < end.deck_sizes[seat] or end.beneath[seat] == -1
            assert game.event_from_json(end.to_json()) == end
            seen += 1
    assert seen >= 6


def test_ghosts_round_end_carries_fear_points_before_relief():  # GH-12, GH-13
    game = load_game("ghosts")
    seen = 0
    for seed in range(6):
        for before, events, after in _play_to_round_ends(game, 2 + seed % 5, seed):
            end = next(e for e in events if e.TYPE == "round_ended")
            reliefs = {e.seat: e.returned for e in events if e.TYPE == "relief"}
            assert len(end.fear_points) == len(end.took) == len(end.hand_sizes) == before.n
            assert end.hand_sizes[end.seat_due] == 0  # GH-12: the seat due to play had no card
            for seat in range(before.n):
                assert after.fp[seat] == end.fear_points[seat] - reliefs.get(seat, 0)  # GH-13
                assert (seat in reliefs) == (not end.took[seat])
            assert end.deck_size >= 0
            assert game.event_from_json(end.to_json()) == end
            seen += 1
    assert seen >= 6
