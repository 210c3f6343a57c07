"""Our games inside OpenSpiel (ghostparlor.devtools.openspiel) and OpenSpiel's IS-MCTS as a seat.

Skipped when the research extra (open-spiel) is not installed; CI installs it."""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from ghostparlor.devtools import openspiel as adapter  # noqa: E402
from ghostparlor.ai.protocol import make_bot  # noqa: E402
from ghostparlor.cli import main  # noqa: E402
from ghostparlor.core.protocol import CHANCE, TERMINAL  # noqa: E402
from ghostparlor.games import implemented_ids, load_game  # noqa: E402

pytestmark = pytest.mark.slow


def test_openspiel_check_passes_for_every_game_player_count_and_option(capsys):
    assert main(["openspiel-check", "--json", "--sims", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["passed"] is True
    runs = {(r["game"], r["players"], json.dumps(r.get("options", {}), sort_keys=True)) for r in summary["runs"]}
    for gid in implemented_ids():
        game = load_game(gid)
        for players in range(game.min_players, game.max_players + 1):
            assert ("ghostparlor_" + gid, players, "{}") in runs
        assert sum(1 for r in summary["runs"] if r["game"] == "ghostparlor_" + gid and r.get("options")) == len(adapter.VARIANTS[gid])
    assert all(r["resampled_states"] > 0 for r in summary["runs"])


def test_every_game_is_registered_with_its_players_options_and_model():
    for gid in implemented_ids():
        ours = load_game(gid)
        game = adapter.load(gid, ours.min_players)
        kind = game.get_type()
        assert kind.short_name == "ghostparlor_" + gid
        assert (kind.min_num_players, kind.max_num_players) == (ours.min_players, ours.max_players)
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        expected = pyspiel.GameType.Utility.IDENTICAL if ours.cooperative else pyspiel.GameType.Utility.GENERAL_SUM
        assert kind.utility == expected
        assert set(game.get_parameters()) == {"players", *ours.spec.options}
        assert game.num_players() == ours.min_players


@pytest.mark.parametrize("game_id", implemented_ids())
def test_actions_are_numbered_by_all_actions(game_id):
    """Player actions 0..N-1 and chance outcomes 0..M-1 in the order of the game's
    all_actions, the same in every load; legal moves and chance outcomes map back to ours."""
    ours = load_game(game_id)
    players = ours.max_players
    game = adapter.load(game_id, players)
    every = ours.all_actions(ours.new_state(players))
    assert game.table.player_actions == [a for a in every if not a.IS_CHANCE]
    assert game.table.chance_actions == [a for a in every if a.IS_CHANCE]
    assert game.num_distinct_actions() == len(game.table.player_actions)
    assert game.max_chance_outcomes() == len(game.table.chance_actions)
    state = game.new_initial_state()
    rng = random.Random(3)
    steps = 0
    while not state.is_terminal() and steps < 200:
        inner = state.inner
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            ids = game.table.chance_ids
            assert [(game.table.chance_actions[i], p) for i, p in outcomes] == sorted(ours.chance_outcomes(inner), key=lambda ap: ids[ap[0]])
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            ids = state.legal_actions()
            assert [game.table.player_actions[i] for i in ids] == sorted(ours.legal_actions(inner), key=lambda a: game.table.player_ids[a])
            action = rng.choice(ids)
        state.apply_action(action)
        steps += 1


@pytest.mark.parametrize("game_id", implemented_ids())
def test_strings_are_the_view_and_do_not_change_when_hidden_information_is_resampled(game_id):
    ours = load_game(game_id)
    game = adapter.load(game_id, ours.max_players)
    assert adapter.resample_check(game, random.Random(9), every=3) > 20
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    seat = state.current_player()
    assert state.information_state_string(seat) == adapter.view_text(ours.view(state.inner, seat))
    assert state.observation_string(seat) == adapter.view_text(ours.view(state.inner, seat), with_log=False)


def test_a_leak_in_the_strings_would_be_caught(monkeypatch):
    """The resampling check is not vacuous: strings that show the whole state fail it."""
    game = adapter.load("ghosts", 3)
    monkeypatch.setattr(adapter._Observer, "string_from", lambda self, state, player: str(state))
    with pytest.raises(AssertionError, match="changed when hidden information was resampled"):
        adapter.resample_check(game, random.Random(1), every=1)


def test_openspiels_own_test_catches_a_broken_game(monkeypatch):
    """pyspiel's random-simulation test really checks our states: chance probabilities
    that do not sum to one fail it."""
    game = adapter.load("treasure_hunters", 2)
    original = adapter.GhostparlorState.chance_outcomes
    monkeypatch.setattr(adapter.GhostparlorState, "chance_outcomes",
                        lambda self: [(a, p * 0.5) for a, p in original(self)])
    with pytest.raises(Exception):
        pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_returns_are_the_search_rewards_at_the_end():
    from ghostparlor.ai.search import outcome_values

    for gid in implemented_ids():
        ours = load_game(gid)
        game = adapter.load(gid, ours.min_players)
        state = game.new_initial_state()
        rng = random.Random(4)
        while not state.is_terminal():
            assert state.returns() == [0.0] * game.num_players()
            if state.is_chance_node():
                state.apply_action(state.chance_outcomes()[0][0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        assert state.returns() == pytest.approx(outcome_values(ours, state.inner))
        assert len(state.history()) <= game.max_game_length()


def test_ismcts_seat_plays_a_whole_game_from_views_only():
    """OpenSpiel's IS-MCTS (tiny time) plays a whole Treasure Hunters game beside our bot,
    choosing legal moves from its view."""
    from ghostparlor.core.match import Match, Seat

    game = load_game("treasure_hunters")
    match = Match(game, 2, {}, 5, [Seat("a", "openspiel-ismcts"), Seat("b", "easy")])
    bots = [make_bot("openspiel-ismcts:seconds=0.02", game, 0), make_bot("easy", game, 1)]
    state = match.state
    rng = random.Random(2)
    decisions = 0
    while (who := game.to_move(state)) != TERMINAL:
        if who == CHANCE:
            action = game.sample_chance(state, match.rng)
        else:
            legal = game.legal_actions(state)
            action = bots[who].choose(game.view(state, who), legal, rng)
            assert action in legal
            if who == 0 and len(legal) > 1:
                decisions += 1
                assert bots[0].last_simulations >= 1
        game.apply(state, action, events=False)
    assert decisions > 5


def test_ismcts_seat_is_not_offered_in_the_app():
    from ghostparlor.ai.protocol import bot_names

    assert "openspiel-ismcts" not in bot_names(load_game("ghosts"))
    with pytest.raises(ValueError, match="seconds"):
        make_bot("openspiel-ismcts:seconds=0", load_game("ghosts"), 0)


def test_ismcts_reach_counts_simulations_and_playouts_from_the_same_positions():
    """benchmarks/ismcts_reach.py: the figures docs/bots.md gives for why IS-MCTS sees less."""
    from ghostparlor.devtools.bench import _load_bench_module

    reach = _load_bench_module("ismcts_reach")
    result = reach.measure("ghostbumpers", 0.02, 2)
    assert result["positions"] >= 1 and len(result["rows"]) == result["positions"]
    for row in result["rows"]:
        assert row["legal"] >= 2 and row["simulations"] >= 1 and row["playouts"] >= 1
