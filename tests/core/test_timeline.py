"""The replay timeline (ghostparlor/core/timeline.py) over seeded games of all five games:
moves are one seat action each with the chance after it, turns and rounds start where the
games say, and the deciding move is the last one that changed the standing."""

import pytest

from ghostparlor.core.errors import RecordError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.core.timeline import build_timeline
from ghostparlor.games import load_game
from ghostparlor.devtools.sim import play_game

GAMES = ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"]
CASES = [(g, p, seed) for g in GAMES for p, seed in ((3, 11), (None, 12))]


def _played(game_id, players, seed):
    game = load_game(game_id)
    players = players if players is not None else game.min_players
    match = play_game(game, players, {}, seed, ["random"] * players)
    return game, match.record(fingerprints=False)


def _states(game, record):
    """The state after every number of actions (0..N)."""
    match = Match(game, record["players"], record.get("options"), 0, keep_history=False)
    states = [game.clone(match.state)]
    for data in record["actions"]:
        match.apply(game.action_from_json(data), events=False)
        states.append(game.clone(match.state))
    return states


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=[f"{g}-{p or 'min'}p" for g, p, _ in CASES])
def test_every_stop_is_one_seat_move_with_its_chance_and_turns_and_rounds_start_where_the_game_says(game_id, players, seed):
    game, record = _played(game_id, players, seed)
    tl = build_timeline(game, record)
    states = _states(game, record)
    actors = [game.to_move(s) for s in states]
    assert tl.finished and tl.total_actions == len(record["actions"])
    assert tl.positions[-1] == len(record["actions"]) and actors[-1] == TERMINAL
    # every stop shows a table where a seat is to move (or the end); between two stops exactly one seat acts
    for stop, pos in enumerate(tl.positions):
        assert actors[pos] != CHANCE, (stop, pos)
        if stop:
            seat_actions = [i for i in range(tl.positions[stop - 1], pos) if actors[i] >= 0]
            assert seat_actions == [tl.moves[stop - 1].index], stop
            assert tl.moves[stop - 1].actor == actors[seat_actions[0]]
            assert all(actors[i] == CHANCE for i in range(seat_actions[0] + 1, pos)), "the chance after it goes along"
    assert tl.last == sum(1 for a in actors[:-1] if a >= 0) == len(tl.moves)
    # turns: every change of seat starts one; every round start is a turn start
    for k, move in enumerate(tl.moves, 1):
        if k > 1 and move.actor != tl.moves[k - 2].actor:
            assert move.turn_start and (k - 1) in tl.turn_starts
    assert set(tl.round_starts) <= set(tl.turn_starts)
    assert tl.round_starts[0] == 0 and tl.turn_starts[0] == 0
    assert tl.stop_rounds == sorted(tl.stop_rounds) and tl.stop_rounds[0] == 1
    assert tl.rounds == len(tl.round_starts)
    for i, start in enumerate(tl.round_starts):  # the table shown at a round's start is in that round
        assert tl.round_at(start) == i + 1 and tl.moves[start].round == i + 1 and tl.moves[start].round_start
    # the rounds are the game's own
    before = [states[tl.positions[m.number - 1]] for m in tl.moves]  # the state each move is made in
    if game_id in ("ghosts", "ghostbumpers"):
        rounds = [s.round for s in before]
        assert [m.round for m in tl.moves] == [sorted(set(rounds)).index(r) + 1 for r in rounds]
        assert tl.round_source == "state"
    elif game_id == "dont_go_in_there":
        for start in tl.round_starts:
            assert before[start].turn % before[start].n == 0  # every player placed once between two starts
    elif game_id == "treasure_hunters":
        for a, b in zip(tl.round_starts, tl.round_starts[1:] + [tl.last]):
            pawns = [before[k].turn for k in range(a, b) if tl.moves[k].turn_start]
            assert pawns == sorted(set(pawns)) and pawns[0] == 0, pawns  # each pawn once, in order
    elif game_id == "phantom_society":
        for a, b in zip(tl.round_starts, tl.round_starts[1:]):
            slots = [before[k].slot for k in range(a, b)]
            phases = {before[k].phase for k in range(a, b)}
            assert len(phases) == 1 and len(slots) == len(set(slots)) <= 4 or len(set(slots)) == 1, (slots, phases)


@pytest.mark.parametrize("game_id,players,seed", CASES[::2], ids=[g for g, _, _ in CASES[::2]])
def test_the_deciding_move_is_the_last_that_changed_the_standing(game_id, players, seed):
    game, record = _played(game_id, players, seed)
    tl = build_timeline(game, record)
    states = _states(game, record)

    def standing(stop):
        s = states[tl.positions[stop]]
        if game_id == "treasure_hunters":
            return len(s.delivered), s.markers_left
        r = game.result(s)
        return r.scores, r.team_won

    k = tl.deciding
    assert k is not None and 1 <= k <= tl.last
    assert all(standing(s) == standing(tl.last) for s in range(k, tl.last + 1)), "nothing changed after it"
    if k < tl.last or standing(k - 1) != standing(k):
        assert standing(k - 1) != standing(k)
    else:  # nothing ever changed the standing: the final move
        assert k == tl.last


def test_ghosts_decides_at_the_last_pile_taken():
    game, record = _played("ghosts", 3, 5)
    tl = build_timeline(game, record)
    states = _states(game, record)
    fear = [tuple(states[p].fp) for p in tl.positions]
    assert fear[tl.deciding] != fear[tl.deciding - 1] and fear[tl.deciding] == fear[-1]
    assert record["actions"][tl.moves[tl.deciding - 1].index]["type"] == "take"


def test_stepping_by_turn_and_round_and_an_unfinished_record():
    game, record = _played("ghostbumpers", 3, 7)
    tl = build_timeline(game, record)
    assert tl.next_round(0) == tl.round_starts[1] and tl.prev_round(tl.round_starts[1]) == 0
    middle = tl.round_starts[2] + 1
    assert tl.prev_round(middle) == tl.round_starts[2] and tl.next_round(tl.round_starts[-1]) == tl.last
    assert tl.next_turn(0) == tl.turn_starts[1] and tl.prev_turn(0) == 0 and tl.next_turn(tl.last) == tl.last
    assert tl.step(0, -1) == 0 and tl.step(tl.last, 1) == tl.last
    assert tl.stop_at(tl.positions[5] + 1) == 5 and tl.stop_at(tl.positions[5]) == 5
    assert tl.move_at(0) is None and tl.next_move(tl.last) is None and tl.move_at(1).number == 1
    # a game cut in the middle: no result, no deciding move
    cut = dict(record, actions=record["actions"][: tl.positions[40]])
    cut.pop("result", None)
    part = build_timeline(game, cut)
    assert not part.finished and part.deciding is None and part.last == 40
    assert part.moves == tl.moves[:40]


def test_a_record_whose_move_does_not_apply_names_the_step():
    game, record = _played("ghosts", 2, 3)
    bad = dict(record, actions=list(record["actions"]))
    bad["actions"][30] = {"type": "play", "card": "no_such_card"}
    with pytest.raises(RecordError, match="step 30"):
        build_timeline(game, bad)
