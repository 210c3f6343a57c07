"""The command line: sim, replay-check, validate-data, --version, --help."""

import pytest
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path


from ghostparlor import __version__
from ghostparlor.cli import main
from ghostparlor.resources import resource_root

REPO = Path(__file__).resolve().parents[1]


def run(*args, cwd=None):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "ghostparlor", *args], capture_output=True, text=True, cwd=cwd or REPO, env=env, timeout=300)


def test_version():
    out = run("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"ghostparlor {__version__}"


def test_help_documents_every_command():
    out = run("--help")
    for command in ("sim", "replay-check", "validate-data", "screenshot", "bench"):
        assert command in out.stdout


def test_sim_json_is_one_object_with_the_documented_keys(capsys):
    assert main(["sim", "--game", "ghosts", "--players", "4", "--games", "50", "--seed", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    for key in ("game", "players", "games", "seed", "errors", "mean_actions", "seconds", "games_per_s", "actions_per_s", "wins", "mean_score"):
        assert key in summary
    assert summary["errors"] == 0 and summary["games"] == 50 and len(summary["wins"]) == 4
    assert sum(summary["wins"]) >= 50  # shared wins count for each winner
    assert summary["mean_actions"] > 100


def test_sim_is_deterministic_for_a_seed(capsys):
    main(["sim", "--game", "ghosts", "--players", "3", "--games", "20", "--seed", "5", "--json"])
    a = json.loads(capsys.readouterr().out)
    main(["sim", "--game", "ghosts", "--players", "3", "--games", "20", "--seed", "5", "--json"])
    b = json.loads(capsys.readouterr().out)
    assert (a["wins"], a["mean_score"], a["mean_actions"]) == (b["wins"], b["mean_score"], b["mean_actions"])


def test_sim_options_and_human_summary(capsys):
    assert main(["sim", "--game", "ghosts", "--players", "2", "--games", "5", "--option", "first_player=2"]) == 0
    text = capsys.readouterr().out
    assert "errors: 0" in text and "actions/s" in text


def test_sim_rejects_unknown_option_and_game(capsys):
    assert main(["sim", "--game", "ghosts", "--players", "4", "--games", "1", "--option", "colour=red"]) == 2
    assert "ghosts has no option colour" in capsys.readouterr().err
    assert main(["sim", "--game", "chess", "--players", "2", "--games", "1"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert main(["sim", "--game", "ghosts", "--players", "9", "--games", "1"]) == 2
    assert "2 to 6 players" in capsys.readouterr().err


def test_sim_counts_errors_and_goes_on(monkeypatch, capsys):
    from ghostparlor.devtools import sim as simmod

    real = simmod.play_game
    calls = {"n": 0}

    def flaky(*args, **kw):
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("boom")
        return real(*args, **kw)

    monkeypatch.setattr(simmod, "play_game", flaky)
    assert main(["sim", "--game", "ghosts", "--players", "2", "--games", "4", "--seed", "3", "--json"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["errors"] == 1
    assert "seed 3000001" in captured.err and "RuntimeError: boom" in captured.err


def test_records_replay_check_clean_and_tampered(tmp_path, capsys):
    rec_dir = tmp_path / "records"
    assert main(["sim", "--game", "ghosts", "--players", "4", "--games", "3", "--seed", "2", "--records", str(rec_dir), "--json"]) == 0
    capsys.readouterr()
    files = sorted(rec_dir.glob("*.json"))
    assert len(files) == 3
    assert main(["replay-check", *map(str, files)]) == 0
    assert capsys.readouterr().out.count(": ok:") == 3
    record = json.loads(files[0].read_text())
    record["actions"][40] = {"type": "take"} if record["actions"][40]["type"] != "take" else {"type": "play", "card": "fog"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    assert main(["replay-check", str(bad)]) == 1
    assert "step 41" in capsys.readouterr().out


def test_replay_check_reports_unreadable_files(tmp_path, capsys):
    bad = tmp_path / "junk.json"
    bad.write_text("{not json")
    assert main(["replay-check", str(bad)]) == 1
    assert "FAILED: cannot be read" in capsys.readouterr().out


@pytest.mark.slow
def test_validate_data_ok_and_broken_copy(tmp_path):
    assert run("validate-data").returncode == 0
    copy = tmp_path / "data"
    shutil.copytree(resource_root("data"), copy)
    path = copy / "games" / "ghosts.yaml"
    path.write_text(path.read_text().replace("  hand_size: 5 ", "  hand_size: -5 "))
    out = run("validate-data", str(copy), cwd=tmp_path)
    assert out.returncode == 1
    line = next(i for i, l in enumerate(path.read_text().splitlines(), 1) if "hand_size" in l)
    assert f"data/games/ghosts.yaml:{line} constants.hand_size: -5 is negative (minimum 1)" in out.stderr


def test_bench_playouts_measures_every_game_s_search_playouts():
    """`bench --only playouts` (the figure issue 24's faster playouts are measured by)."""
    from ghostparlor.devtools.bench import playout_rate
    from ghostparlor.games import implemented_ids

    for game_id in implemented_ids():
        rate = playout_rate(0.05, game_id, 2 if game_id == "phantom_society" else 3)
        assert rate["playouts"] >= 1 and rate["playouts_per_s"] > 0, rate
