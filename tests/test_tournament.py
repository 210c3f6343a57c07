"""`ghostparlor tournament` (issue 8, part 5): seats rotated, win shares with Wilson
intervals, decision times, per-role shares, the same result with any number of workers."""

import json
import subprocess
import sys

import pytest

from ghostparlor.games import load_game
from ghostparlor.tournament import seating_for, tournament, wilson

KEYS = {"name", "win_share", "ci95", "mean_score", "decision_s_mean", "decision_s_p95"}


def test_seats_rotate_so_no_bot_keeps_the_best_seat():
    bots = ["easy", "random", "random"]
    seats = [seating_for(bots, i).index("easy") for i in range(6)]
    assert seats == [0, 2, 1, 0, 2, 1]


def test_wilson_interval_brackets_the_share():
    lo, hi = wilson(30, 100)
    assert lo < 0.30 < hi and 0.2 < lo and hi < 0.4
    assert wilson(0, 0) == (0.0, 0.0)


def test_summary_has_the_issue_keys_and_credits_add_up():
    game = load_game("ghosts")
    out = tournament(game, 3, ["easy", "random", "random"], games=12, seed=2)
    assert {"game", "players", "games", "seed", "bots"} <= set(out)
    assert [b["name"] for b in out["bots"]] == ["easy", "random"]
    for entry in out["bots"]:
        assert KEYS <= set(entry)
        lo, hi = entry["ci95"]
        assert 0.0 <= lo <= entry["win_share"] <= hi <= 1.0
    # every game hands out exactly one win (shared wins split): easy 1 seat, random 2 seats
    easy, rand = out["bots"]
    assert easy["win_share"] * 12 + rand["win_share"] * 24 == pytest.approx(12)
    assert easy["decisions"] > 0 and easy["decision_s_p95"] >= 0.0


def test_workers_give_the_same_result_as_one_process():
    game = load_game("dont_go_in_there")
    one = tournament(game, 2, ["easy", "random"], games=6, seed=3)
    two = tournament(game, 2, ["easy", "random"], games=6, seed=3, workers=2)
    strip = lambda s: [{k: v for k, v in b.items() if not k.startswith("decision_s")} for b in s["bots"]]  # noqa: E731
    assert strip(one) == strip(two)


def test_a_game_with_roles_reports_each_bots_side_per_role():
    game = load_game("phantom_society")
    out = tournament(game, 2, ["easy", "random"], games=4, seed=1)
    for entry in out["bots"]:
        assert set(entry["roles"]) == {"ghosts", "hunters"}
        assert sum(r["seat_games"] for r in entry["roles"].values()) == 4


def test_a_cooperative_game_reports_the_team_win_rate():
    game = load_game("treasure_hunters")
    out = tournament(game, 2, ["easy", "easy"], games=4, seed=1)
    assert 0.0 <= out["team_win_rate"] <= 1.0
    assert len(out["team_ci95"]) == 2


def test_the_command_prints_one_json_object_and_refuses_an_unknown_bot():
    cmd = [sys.executable, "-m", "ghostparlor", "tournament", "--game", "ghosts", "--players", "3",
           "--bots", "easy,random,random", "--games", "3", "--seed", "5", "--json"]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["game"] == "ghosts" and out["games"] == 3 and out["seed"] == 5
    bad = subprocess.run(cmd[:7] + ["easy,nobody,random", "--games", "1"], capture_output=True, text=True, timeout=300)
    assert bad.returncode == 2 and "nobody" in bad.stderr
