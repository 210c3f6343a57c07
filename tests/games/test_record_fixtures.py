"""The regression records (issue 23): every game, player count and rule option, random and
easy bots, replayed through today's rules must give what the rules gave when the records
were made: the same state fingerprint at every step, the same legal actions, events, log
lines and views, and the same result.

The records are made by tools/make_record_fixtures.py; regenerate them only with a rule
change, and say so in the commit."""

import gzip
import json
from pathlib import Path

import pytest

from ghostparlor.core.match import Match
from ghostparlor.games import load_game
from tests.games.record_digest import PRINT, digest_record

pytestmark = pytest.mark.slow

RECORDS = Path(__file__).resolve().parent.parent / "fixtures" / "records"
GAMES = ("ghostbumpers", "ghosts", "phantom_society", "dont_go_in_there", "treasure_hunters")


def records(game_id):
    data = json.loads(gzip.decompress((RECORDS / f"{game_id}.json.gz").read_bytes()))
    assert data["game"] == game_id
    return data["records"]


@pytest.mark.parametrize("game_id", GAMES)
def test_records_replay_to_the_same_fingerprints_views_events_and_results(game_id):
    game = load_game(game_id)
    recs = records(game_id)
    players_seen, options_seen = set(), set()
    for number, record in enumerate(recs):
        expected = record["digest"]
        got = digest_record(game, record)
        if got["fingerprints"] != expected["fingerprints"]:
            old, new = expected["fingerprints"], got["fingerprints"]
            step = next((i for i in range(0, max(len(old), len(new)), PRINT) if old[i:i + PRINT] != new[i:i + PRINT]), 0) // PRINT
            pytest.fail(f"{game_id} record {number} ({record['players']} players, {record['options']}): "
                        f"the state differs first after step {step} (action {record['actions'][step - 1] if step else 'set-up'})")
        for key in ("legal", "events", "views", "result"):
            assert got[key] == expected[key], f"{game_id} record {number}: the {key} differ"
        match = Match.from_record(game, record)  # the record still loads as a game the app can show
        assert match.is_over() and game.result(match.state).to_json() == expected["result"]
        players_seen.add(record["players"])
        options_seen.update(f"{k}={v}" for k, v in record["options"].items())
    assert players_seen == set(range(game.min_players, game.max_players + 1))  # every player count
    assert len(recs) >= 60


def test_every_rule_option_value_is_played():
    seen = {}
    for game_id in GAMES:
        for record in records(game_id):
            for key, value in record["options"].items():
                seen.setdefault(game_id, set()).add((key, json.dumps(value)))
    assert {("mode", '"master_game"'), ("mode", '"tournament"'), ("tile_colours", '"fixed"'), ("first_master", '"G1"')} <= seen["phantom_society"]
    assert {("open_ghosts", "true"), ("show_removed", "false"), ("card_types", '"custom"')} <= seen["dont_go_in_there"]
    assert {("advanced", "true"), ("advanced_allow_putdown", "true")} <= seen["treasure_hunters"]
    assert ("target_score", "20") in seen["ghostbumpers"]
