"""Make the regression records under tests/fixtures/records/ (issue 23).

Every game, every player count, the options that change the rules, random and easy bots:
each record is played here and stored with what the rules produced at every step, so that
a refactor of the rules can be proved to change nothing (tests/games/test_record_fixtures.py).

    python tools/make_record_fixtures.py            # writes tests/fixtures/records/<game>.json.gz

Regenerate only with a rule change, and say so in the commit: these files are the proof.
"""

from __future__ import annotations

import gzip
import itertools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ghostparlor.games import load_game  # noqa: E402
from ghostparlor.devtools.sim import play_game  # noqa: E402
from tests.games.record_digest import digest_record  # noqa: E402

OUT = ROOT / "tests" / "fixtures" / "records"

# Per game: the option sets to play (each at every player count), chosen so that every
# option value that changes the rules is played at least once.
CONFIGS: dict[str, list[dict]] = {
    "ghostbumpers": [{}, {"target_score": 20}, {"first_player": 2}],
    "ghosts": [{}, {"first_player": 1}],
    "phantom_society": [
        {}, {"tile_colours": "fixed"}, {"first_master": "G1"},
        {"mode": "master_game"}, {"mode": "tournament", "tournament_games": 2},
    ],
    "dont_go_in_there": [
        {}, {"open_ghosts": True}, {"show_removed": False}, {"card_types": "custom"}, {"first_player": 1},
    ],
    "treasure_hunters": [{}, {"advanced": True}, {"advanced": True, "advanced_allow_putdown": True}],
}
SEATINGS = ("random", "easy", "mixed")  # every seat random, every seat easy, alternating
GAMES_EACH = 2  # records per option set, player count and seating


def bots_for(seating: str, players: int) -> list[str]:
    if seating == "mixed":
        return ["easy" if i % 2 == 0 else "random" for i in range(players)]
    return [seating] * players


def make(game_id: str) -> list[dict]:
    game = load_game(game_id)
    records = []
    number = 0
    for options, players, seating, _ in itertools.product(
            CONFIGS[game_id], range(game.min_players, game.max_players + 1), SEATINGS, range(GAMES_EACH)):
        if "first_player" in options and options["first_player"] >= players:
            continue
        number += 1
        seed = 23_000 + number
        match = play_game(game, players, dict(options), seed, bots_for(seating, players))
        record = match.record(fingerprints=False)
        record["digest"] = digest_record(game, record)
        records.append(record)
    return records


def main(argv: list[str]) -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in argv or list(CONFIGS):
        records = make(game_id)
        path = OUT / f"{game_id}.json.gz"
        text = json.dumps({"game": game_id, "records": records}, separators=(",", ":")) + "\n"
        path.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
        steps = sum(len(r["actions"]) for r in records)
        print(f"{game_id}: {len(records)} records, {steps} steps, {path.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
