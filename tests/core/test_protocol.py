"""The protocol tests, written once and run for every registered game.

Each later game gets them by being registered in ghostparlor/games/__init__.py.
"""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.match import Match, replay_check, replay_fingerprints
from ghostparlor.core.protocol import CHANCE, TERMINAL, Game, GameSpec
from ghostparlor.games import implemented_ids, load_game

GAMES = implemented_ids()
MAX_STEPS = 100_000


def player_counts(game):
    return list(range(game.min_players, game.max_players + 1))


def random_playout(game, players, seed, on_step=None):
    """Play a whole game at random through a Match; call on_step(match, action) before each action."""
    m = Match(game, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        seat = m.to_move()
        if seat == TERMINAL:
            return m
        if seat == CHANCE:
            action = m.next_chance()
        else:
            legal = m.legal_actions()
            assert legal, f"{game.id}: no legal action for seat {seat} (the never-empty rule)"
            action = rng.choice(legal)
        if on_step:
            on_step(m, action)
        m.apply(action)
    raise AssertionError(f"{game.id}: a random playout did not end in {MAX_STEPS} steps")


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), data=st.data())
def test_random_playouts_end_with_legal_actions_until_then(game_id, seed, data):
    game = load_game(game_id)
    players = data.draw(st.sampled_from(player_counts(game)))
    m = random_playout(game, players, seed)
    assert game.is_over(m.state)
    assert game.legal_actions(m.state) == []
    result = game.result(m.state)
    assert len(result.scores) == players
    if game.cooperative:  # the team wins or loses together
        assert result.team_won in (True, False)
        assert set(result.winners) == (set(range(players)) if result.team_won else set())
    else:
        assert result.winners
    assert all(1 <= r <= players for r in result.ranks)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_actions_raise_and_change_nothing(game_id):
    game = load_game(game_id)
    rng = random.Random(7)
    checked = 0

    def probe(m, action):
        nonlocal checked
        if rng.random() > 0.3:
            return
        state = m.state
        seat = game.to_move(state)
        legal = game.legal_actions(state) if seat >= 0 else [a for a, _ in game.chance_outcomes(state)]
        before = game.fingerprint(state)
        for candidate in game.all_actions(state):
            if candidate in legal:
                continue
            with pytest.raises(IllegalAction) as info:
                game.apply(state, candidate)
            assert str(candidate.to_json()["type"]) in str(info.value) or candidate.__class__.__name__ in str(info.value)
            assert game.fingerprint(state) == before, f"{candidate} changed the state"
            checked += 1

    for players in player_counts(game):
        random_playout(game, players, 100 + players, probe)
    assert checked > 100


@pytest.mark.parametrize("game_id", GAMES)
def test_clone_is_independent_of_the_original(game_id):
    game = load_game(game_id)
    rng = random.Random(3)

    def probe(m, action):
        if rng.random() > 0.2:
            return
        copy = game.clone(m.state)
        before = game.fingerprint(m.state)
        assert game.fingerprint(copy) == before
        game.apply(copy, action)
        assert game.fingerprint(m.state) == before  # the original did not move
        assert game.state_to_json(copy) != game.state_to_json(m.state) or game.to_move(copy) == TERMINAL

    random_playout(game, game.max_players, 5, probe)


@pytest.mark.parametrize("game_id", GAMES)
def test_state_json_round_trips_at_every_step(game_id):
    game = load_game(game_id)

    def probe(m, action):
        data = game.state_to_json(m.state)
        rebuilt = game.state_from_json(json.loads(json.dumps(data)))
        assert game.state_to_json(rebuilt) == data
        assert game.legal_actions(rebuilt) == game.legal_actions(m.state)

    random_playout(game, game.min_players, 21, probe)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_record_replays_to_the_same_fingerprint_at_every_step(game_id):
    game = load_game(game_id)
    for players in player_counts(game):
        prints = []
        m = random_playout(game, players, 40 + players, lambda m, a: prints.append(game.fingerprint(m.state)))
        prints.append(game.fingerprint(m.state))
        record = json.loads(json.dumps(m.record()))
        assert record["fingerprints"] == prints
        assert replay_check(game, record)[0]
        again = Match.from_record(game, record)
        assert game.fingerprint(again.state) == prints[-1]
        # a tampered record is caught at the first differing step
        if len(record["actions"]) > 30:
            record["fingerprints"][30] = "0" * 20
            ok, message = replay_check(game, record)
            assert not ok and message.startswith("step 30:")


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_actions_and_events_round_trip_through_json(game_id):
    game = load_game(game_id)
    seen_events = set()

    def probe(m, action):
        data = json.loads(json.dumps(action.to_json()))
        assert game.action_from_json(data) == action
        copy = game.clone(m.state)
        for event in game.apply(copy, action):
            data = json.loads(json.dumps(event.to_json()))
            assert game.event_from_json(data) == event
            seen_events.add(event.TYPE)
            assert isinstance(game.describe_event(event, [f"P{i}" for i in range(m.players)], 0), str)

    for players in player_counts(game):
        random_playout(game, players, 60 + players, probe)
    assert len(seen_events) >= 3


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_views_leak_nothing_hidden_from_the_seat(game_id):
    """Two states that differ only in what a seat may not know give that seat the same view."""
    game = load_game(game_id)
    rng = random.Random(11)
    differed = 0

    def probe(m, action):
        nonlocal differed
        if rng.random() > 0.25:
            return
        for seat in [*range(m.players), None]:
            other = game.resample_hidden(m.state, seat, rng)
            assert game.view(other, seat) == game.view(m.state, seat), f"seat {seat}'s view leaks hidden information"
            if game.state_to_json(other) != game.state_to_json(m.state):
                differed += 1

    for players in player_counts(game):
        random_playout(game, players, 80 + players, probe)
    # enough redraws that changed something to prove the comparison bites (a game whose
    # secrets appear late, such as Phantom Society's hidden ghosts, has fewer of them)
    assert differed > 20, "resample_hidden hardly ever changed anything: the test proves nothing"


@pytest.mark.parametrize("game_id", GAMES)
def test_conservation_of_cards_and_tokens(game_id):
    game = load_game(game_id)
    for players in player_counts(game):
        first = {}

        def probe(m, action):
            totals = game.conserved(m.state)
            if not first:
                first.update(totals)
            assert totals == first

        random_playout(game, players, 90 + players, probe)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_match_with_the_same_seed_plays_the_same_game(game_id):
    game = load_game(game_id)
    a = random_playout(game, game.max_players, 1234)
    b = random_playout(game, game.max_players, 1234)
    assert [x.to_json() for x in a.actions] == [x.to_json() for x in b.actions]


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_restores_the_previous_state(game_id):
    game = load_game(game_id)
    m = Match(game, game.min_players, seed=2, keep_history=True)
    rng = random.Random(2)
    prints = []
    for _ in range(60):
        if m.is_over():
            break
        prints.append(game.fingerprint(m.state))
        m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()))
    while prints:
        assert m.undo()
        assert game.fingerprint(m.state) == prints.pop()
    assert not m.undo()


def test_replay_fingerprints_helper_matches_a_live_game():
    game = load_game(GAMES[0])
    m = random_playout(game, game.min_players, 99)
    record = m.record(fingerprints=False)
    assert replay_fingerprints(game, record)[-1] == game.fingerprint(m.state)


def without_viewer(view):
    """A view minus the name of the seat it was made for (that is not information)."""
    import dataclasses

    if dataclasses.is_dataclass(view) and any(f.name == "seat" for f in dataclasses.fields(view)):
        return dataclasses.replace(view, seat=None)
    return view


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_without_private_views_shows_every_seat_the_same(game_id):
    """``private_views`` False (no handoff in hot seat) is only true when every seat's view
    is the same at every step; a game with private views has some step where two differ."""
    game = load_game(game_id)
    differs = 0

    def probe(m, action):
        nonlocal differs
        views = [without_viewer(game.view(m.state, seat)) for seat in range(m.players)]
        if any(v != views[0] for v in views[1:]):
            differs += 1

    players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
    random_playout(game, players, 5, probe)
    if game.private_views:
        assert differs > 0, "the views never differ: set private_views = False"
    else:
        assert differs == 0, "a seat sees something another does not: private_views must stay True"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_draws_a_state_from_a_view_for_the_search_bots(game_id):
    """``determinize`` is part of the protocol (the search bots and the coach rely on it):
    every game implements it (tests/ai/test_bots_fair.py checks it never contradicts the view)."""
    game = load_game(game_id)
    assert type(game).determinize is not Game.determinize
    m = random_playout(game, game.min_players, 3)
    view = game.view(m.state, 0)
    assert game.view(game.determinize(view, random.Random(1)), 0) == view


def test_what_the_bots_rely_on_says_so_when_a_game_leaves_it_out():
    """A game without ``determinize`` has no search bot (only the random one, and no easy one
    unless it declares its bot); one without cards has no ``card_name``."""
    from ghostparlor.ai.protocol import bot_names
    from ghostparlor.ai.search import SearchBot

    class Bare(Game):
        id = "bare"

    bare = Bare(GameSpec("bare", 1, 2, 2, {}))
    with pytest.raises(NotImplementedError):
        bare.determinize(None, random.Random(1))
    with pytest.raises(NotImplementedError, match="bare has no cards"):
        bare.card_name("c1")
    with pytest.raises(KeyError, match="no determinize"):
        SearchBot(bare, 0)
    assert bot_names(bare) == ["random"]
