"""`ghostparlor tournament` (issue 8, part 5): seats rotated, win shares with Wilson
intervals, decision times, per-role shares, the same result with any number of workers."""

import json
import subprocess
import sys

import pytest

from ghostparlor.games import load_game
from ghostparlor.devtools.tournament import seating_for, tournament, wilson

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


def _strip(summary):
    return [{k: v for k, v in b.items() if not k.startswith("decision_s")} for b in summary["bots"]]


def test_a_recorded_tournament_resumes_where_it_stopped_and_grows(tmp_path):
    game = load_game("dont_go_in_there")
    record = tmp_path / "table.jsonl"
    whole = tournament(game, 2, ["easy", "random"], games=6, seed=3)
    first = tournament(game, 2, ["easy", "random"], games=4, seed=3, record=str(record))
    assert first["games"] == 4 and len(record.read_text().splitlines()) == 1 + 4
    played = []
    resumed = tournament(game, 2, ["easy", "random"], games=6, seed=3, record=str(record),
                         progress=lambda done, total: played.append(done))
    assert played == [5, 6]  # only the two missing games were played
    assert _strip(resumed) == _strip(whole)


def test_a_game_cut_off_mid_write_is_played_again(tmp_path):
    game = load_game("dont_go_in_there")
    record = tmp_path / "table.jsonl"
    whole = tournament(game, 2, ["easy", "random"], games=3, seed=4, record=str(record))
    text = record.read_text()
    record.write_text(text[: len(text) - 40])  # the last game's line is cut off
    played = []
    again = tournament(game, 2, ["easy", "random"], games=3, seed=4, record=str(record),
                       progress=lambda done, total: played.append(done))
    assert played == [3]
    assert _strip(again) == _strip(whole)
    assert len(record.read_text().splitlines()) == 1 + 3


def test_a_record_of_another_tournament_is_refused_with_its_name(tmp_path):
    game = load_game("dont_go_in_there")
    record = tmp_path / "table.jsonl"
    tournament(game, 2, ["easy", "random"], games=2, seed=3, record=str(record))
    before = record.read_text()
    with pytest.raises(ValueError, match="table.jsonl records another tournament"):
        tournament(game, 2, ["easy", "random"], games=2, seed=4, record=str(record))
    assert record.read_text() == before  # nothing lost


def test_tables_of_two_seeds_pool_into_one_with_exact_counts():
    from ghostparlor.devtools.bench import _load_bench_module

    pool = _load_bench_module("pool")
    game = load_game("phantom_society")
    a = tournament(game, 2, ["easy", "random"], games=4, seed=3)
    b = tournament(game, 2, ["easy", "random"], games=2, seed=4)
    pooled = pool.pool([a, b])
    assert pooled["games"] == 6 and pooled["seed"] == [3, 4]
    for i, entry in enumerate(pooled["bots"]):
        parts = (a["bots"][i], b["bots"][i])
        assert entry["seat_games"] == sum(p["seat_games"] for p in parts) == 6
        assert entry["win_share"] * 6 == pytest.approx(sum(p["win_share"] * p["seat_games"] for p in parts), abs=1e-3)
        assert entry["decisions"] == sum(p["decisions"] for p in parts)
        assert entry["decision_s_p95"] == max(p["decision_s_p95"] for p in parts)
        for role, r in entry["roles"].items():
            assert r["seat_games"] == sum(p["roles"][role]["seat_games"] for p in parts)
    with pytest.raises(ValueError, match="different"):
        pool.pool([a, tournament(game, 2, ["random", "easy"], games=2, seed=4)])


def test_a_record_is_summarized_as_far_as_it_has_got(tmp_path):
    from ghostparlor.devtools.tournament import summarize_record

    game = load_game("dont_go_in_there")
    record = tmp_path / "table.jsonl"
    whole = tournament(game, 2, ["easy", "random"], games=3, seed=4, record=str(record))
    assert summarize_record(str(record)) == whole
    (tmp_path / "bad.jsonl").write_text("not json\n")
    with pytest.raises(ValueError, match="not a tournament record"):
        summarize_record(str(tmp_path / "bad.jsonl"))


def test_records_of_two_seeds_pool_into_one_table(tmp_path):
    from ghostparlor.devtools.tournament import RecordError, summarize_records

    game = load_game("dont_go_in_there")
    a, b = tmp_path / "t_s4.jsonl", tmp_path / "t_s5.jsonl"
    tournament(game, 2, ["easy", "random"], games=2, seed=4, record=str(a))
    tournament(game, 2, ["easy", "random"], games=3, seed=5, record=str(b))
    pooled = summarize_records([str(a), str(b)])
    assert pooled["games"] == 5 and pooled["seed"] == [4, 5]
    parts = [tournament(game, 2, ["easy", "random"], games=n, seed=s) for n, s in ((2, 4), (3, 5))]
    for i, entry in enumerate(pooled["bots"]):
        assert entry["decisions"] == sum(p["bots"][i]["decisions"] for p in parts)
        seats = [p["bots"][i]["seat_games"] for p in parts]
        assert entry["seat_games"] == sum(seats)
        assert entry["win_share"] * sum(seats) == pytest.approx(
            sum(p["bots"][i]["win_share"] * n for p, n in zip(parts, seats)), abs=1e-3)
    other = tmp_path / "other.jsonl"
    tournament(game, 2, ["random", "easy"], games=1, seed=4, record=str(other))
    with pytest.raises(RecordError, match="another game, bots or options"):
        summarize_records([str(a), str(other)])


@pytest.mark.slow
def test_the_strength_tables_script_lists_every_table_of_issue_8():
    from pathlib import Path

    script = Path(__file__).resolve().parent.parent / "benchmarks" / "strength_tables.py"
    done = subprocess.run([sys.executable, str(script), "status"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    for name in ("ghosts_hard_easy", "phantom_society_hard_easy", "treasure_hunters_hard", "ghosts_normal_random",
                 "ghosts_hard_2w_easy"):
        assert name in done.stdout


@pytest.mark.slow
def test_the_strength_tables_script_lists_and_reports_issue_24s_tables():
    """Our bots against OpenSpiel's IS-MCTS (and 1 against 2 search workers): listed, and the
    report prints every table with its target and both bots' decision times."""
    from pathlib import Path

    script = Path(__file__).resolve().parent.parent / "benchmarks" / "strength_tables.py"
    status = subprocess.run([sys.executable, str(script), "status"], capture_output=True, text=True, timeout=300)
    report = subprocess.run([sys.executable, str(script), "report24"], capture_output=True, text=True, timeout=300)
    assert status.returncode == 0 and report.returncode == 0, status.stderr + report.stderr
    for name in ("ghosts_hard_ismcts", "treasure_hunters_hard_team", "treasure_hunters_ismcts_hard_team",
                 "ghostbumpers_normal_ismcts", "ghostbumpers_normal_2w_1w"):
        assert name in status.stdout and f"| {name} |" in report.stdout
    assert "second bot (IS-MCTS; in 2w_1w the 1-worker bot): decision p50 / p95 / p99" in report.stdout
