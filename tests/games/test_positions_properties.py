"""Positions that cannot lie (issue 23, item 3), for every game.

* Round trip: every state reached in random play goes through ``state_to_json`` and
  ``state_from_json`` unchanged (same JSON, same fingerprint, same moves).
* Mutation: a position changed at random (a key dropped, a value replaced by another of any
  type, a list entry removed, doubled or moved) is either refused with a PositionError
  naming a key, or it is a position the rules can play: its pieces are the game's own
  (``conserved`` as in real play) and it answers to_move, legal_actions and view without
  an error. Any other exception is a defect of ``state_from_json``.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ghostparlor.core.errors import PositionError
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game

GAMES = ("ghostbumpers", "ghosts", "phantom_society", "dont_go_in_there", "treasure_hunters")
_PLAYED: dict[str, list] = {}


def played_states(game_id: str) -> list:
    """Every state met in seeded random play, two games per player count (kept between tests)."""
    if game_id not in _PLAYED:
        game = load_game(game_id)
        states = []
        for players in range(game.min_players, game.max_players + 1):
            for seed in range(2):
                rng = random.Random(f"{game_id}:{players}:{seed}")
                state = game.new_state(players, game.normalize_options(players, {}))
                step = 0
                while True:
                    states.append(game.clone(state))
                    seat = game.to_move(state)
                    if seat == TERMINAL:
                        break
                    action = game.sample_chance(state, rng) if seat == CHANCE else rng.choice(game.legal_actions(state))
                    game.apply(state, action, False)
                    step += 1
                states.append(game.clone(state))
        _PLAYED[game_id] = states
    return _PLAYED[game_id]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_played_state_round_trips(game_id):
    game = load_game(game_id)
    for state in played_states(game_id):
        data = game.state_to_json(state)
        again = game.state_from_json(copy.deepcopy(data))
        assert game.state_to_json(again) == data
        assert game.fingerprint(again) == game.fingerprint(state)
        assert game.to_move(again) == game.to_move(state)
        if game.to_move(state) >= 0:
            assert game.legal_actions(again) == game.legal_actions(state)


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, path + (i,))


REPLACEMENTS = (0, 1, 2, -1, 7, 99, 10**6, True, False, None, "", "x", "fog", [], [0], {}, 0.5)


def mutate(data, rng: random.Random):
    """One random change of a position's JSON."""
    data = copy.deepcopy(data)
    paths = [p for p in _paths(data) if p]
    path = rng.choice(paths)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    what = rng.randrange(5)
    if what == 0 and isinstance(parent, dict):
        del parent[last]
    elif what == 1 and isinstance(parent, list):
        parent.pop(last)
    elif what == 2 and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    elif what == 3 and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[last], parent[other] = parent[other], parent[last]
    else:
        value = parent[last]
        if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
            parent[last] = value + rng.choice((-2, -1, 1, 2))
        else:
            parent[last] = copy.deepcopy(rng.choice(REPLACEMENTS))
    return data


def _check_mutated(game_id: str, index: int, seed: int) -> None:
    game = load_game(game_id)
    states = played_states(game_id)
    state = states[index % len(states)]
    rng = random.Random(seed)
    data = game.state_to_json(state)
    for _ in range(rng.choice((1, 1, 2, 3))):
        data = mutate(data, rng)
    try:
        position = game.state_from_json(data)
    except PositionError as exc:
        assert exc.key and exc.problem, exc
        return
    # accepted: a position the rules can play, with the game's own pieces
    players = game.players_of(position)
    reference = state if players == game.players_of(state) else game.new_state(players, game.normalize_options(players, {}))
    assert game.conserved(position) == game.conserved(reference), (data, game.conserved(position), game.conserved(reference))
    seat = game.to_move(position)
    if seat >= 0:
        assert game.legal_actions(position), f"seat {seat} to move with no legal action: {data}"
    elif seat == CHANCE:
        assert game.chance_outcomes(position)
    for viewer in (None, *range(game.players_of(position))):
        game.view(position, viewer)
    assert game.state_from_json(game.state_to_json(position)) is not None


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(index=st.integers(0, 10_000), seed=st.integers(0, 2**32))
def test_mutated_positions_are_refused_by_name_or_playable(game_id, index, seed):
    _check_mutated(game_id, index, seed)
