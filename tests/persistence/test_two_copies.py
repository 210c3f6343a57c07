"""Two copies of ghostparlor at once on one user folder (docs/files.md, "Two copies at
once"): two real processes write the statistics, the settings, unfinished and finished
games at the same time and nothing either wrote is lost; a game played in one window is
not written over by the other."""

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from ghostparlor.persistence import saves, settings as settings_mod, stats

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 40

WORKER = textwrap.dedent('''
    import json, os, sys, time
    from pathlib import Path

    who, what, go, envelope = sys.argv[1], sys.argv[2], Path(sys.argv[3]), Path(sys.argv[4])
    from ghostparlor.persistence import saves, settings as settings_mod, stats

    deadline = time.monotonic() + 30
    while not go.exists():  # both copies start their writes together
        if time.monotonic() > deadline:
            sys.exit("no go")
        time.sleep(0.002)
    rounds = int(os.environ["ROUNDS"])
    FINISHED = 20  # each: 40 of the 50 kept
    if what == "stats":
        for i in range(rounds):
            data, notice = stats.load_stats()
            assert notice is None, notice
            stats.record_result(data, "ghosts", [who, "Both"], ["human", "human"], [float(i), 1.0], [0], True)
            stats.save_stats(data)
    elif what == "settings":
        mine, _ = settings_mod.load_settings()  # read once, as the app does at its start
        for i in range(rounds):
            if who == "Ada":
                mine.master_volume = i
                mine.last_players["ghosts"] = {"players": 2, "round": i}
            else:
                mine.music_volume = i
                mine.last_players["treasure_hunters"] = {"players": 4, "round": i}
            settings_mod.save_settings(mine)
    elif what == "saves":
        data = json.loads(envelope.read_text())
        game = "ghosts" if who == "Ada" else "dont_go_in_there"
        data["record"]["game"] = data["summary"]["game"] = game
        for i in range(rounds):
            data["summary"]["round"] = i
            saves.save_current(data)
            data["plans"][0]["name"] = f"{who} {i}"
            if i < FINISHED:  # both windows finish games of ghosts, in the same seconds
                saves.archive_finished("ghosts", data)
    elif what == "hold":  # play ghosts (claim it) until told to stop
        saves.save_current(json.loads(envelope.read_text()))
        print("holding", flush=True)
        sys.stdin.readline()
    print("done", flush=True)
''')


def start(tmp_path: Path, home: Path, who: str, what: str, envelope: Path | None = None, **kw) -> subprocess.Popen:
    script = tmp_path / "worker.py"
    script.write_text(WORKER)
    env = dict(os.environ, GHOSTPARLOR_HOME=str(home), ROUNDS=str(ROUNDS), PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, str(script), who, what, str(tmp_path / "go"), str(envelope or tmp_path / "none")],
                            env=env, cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def together(tmp_path: Path, home: Path, what: str, envelope: Path | None = None) -> None:
    """Run the two copies' writes side by side; both must end well within the time."""
    (tmp_path / "go").unlink(missing_ok=True)
    copies = [start(tmp_path, home, who, what, envelope) for who in ("Ada", "Bo")]
    time.sleep(0.3)  # both are importing; the go file starts their writes at the same moment
    (tmp_path / "go").touch()
    for copy in copies:
        out, err = copy.communicate(timeout=60)
        assert copy.returncode == 0 and out.strip() == "done", err


def an_envelope(tmp_path: Path) -> Path:
    from tests.reliability.test_hostile_files import a_save

    path = tmp_path / "envelope.json"
    path.write_text(json.dumps(a_save(seed=3, moves=12)))
    return path


def test_two_copies_counting_finished_games_at_once_lose_none(tmp_path, home):
    together(tmp_path, home, "stats")
    data, notice = stats.load_stats()
    assert notice is None
    ghosts = data["games"]["ghosts"]
    assert ghosts["Ada"]["games"] == ghosts["Bo"]["games"] == ROUNDS
    assert ghosts["Both"]["games"] == 2 * ROUNDS and ghosts["Both"]["wins"] == 0
    assert ghosts["Ada"]["wins"] == ROUNDS and ghosts["Ada"]["streak"] == ROUNDS and ghosts["Ada"]["best_score"] == 0.0
    assert ghosts["Ada"]["score_total"] == sum(range(ROUNDS)) and len(ghosts["Both"]["recent"]) == stats.RECENT
    assert ghosts["Both"]["by_opponents"]["humans"] == {"games": 2 * ROUNDS, "wins": 0}


def test_two_copies_changing_settings_at_once_keep_each_others_changes(tmp_path, home):
    together(tmp_path, home, "settings")
    mine, notice = settings_mod.load_settings()
    assert notice is None
    assert mine.master_volume == ROUNDS - 1 and mine.music_volume == ROUNDS - 1  # each copy's last value
    assert mine.last_players == {"ghosts": {"players": 2, "round": ROUNDS - 1},
                                 "treasure_hunters": {"players": 4, "round": ROUNDS - 1}}


def test_two_copies_saving_and_finishing_games_at_once_lose_none(tmp_path, home):
    together(tmp_path, home, "saves", an_envelope(tmp_path))
    games, notices = saves.load_unfinished()
    assert not notices and sorted(games) == ["dont_go_in_there", "ghosts"]
    assert all(saved.summary["round"] == ROUNDS - 1 for saved in games.values())
    finished = saves.finished_games("ghosts")
    assert len(finished) == 2 * 20 <= saves.KEEP_FINISHED  # two finished at the same second: two names
    names = sorted(saves.load_finished(p)[0].plans[0]["name"] for p in finished)
    assert names == sorted(f"{who} {i}" for who in ("Ada", "Bo") for i in range(20))


def test_games_finished_in_the_same_second_are_kept_and_listed_in_their_order(home):
    folder = saves.finished_dir("ghosts")
    for name in ["20260101-120000.json", "20260101-120000-2.json", "20260101-120000-10.json", "20260101-115959.json"]:
        (folder / name).write_text("{}")
    assert [p.name for p in saves.finished_games("ghosts")] == [
        "20260101-120000-10.json", "20260101-120000-2.json", "20260101-120000.json", "20260101-115959.json"]


def test_a_game_open_in_another_window_is_not_written_over_nor_deleted(tmp_path, home):
    envelope = an_envelope(tmp_path)
    (tmp_path / "go").touch()
    holder = start(tmp_path, home, "Ada", "hold", envelope, stdin=subprocess.PIPE)
    try:
        assert holder.stdout.readline().strip() == "holding"
        theirs = saves.current_path("ghosts").read_bytes()
        assert saves.open_elsewhere("ghosts") and not saves.open_elsewhere("treasure_hunters")
        mine = json.loads(envelope.read_text())
        mine["summary"]["round"] = 99
        with pytest.raises(saves.OpenElsewhere) as refused:
            saves.save_current(mine)
        assert "open in another ghostparlor window" in str(refused.value) and "\n" not in str(refused.value)
        assert isinstance(refused.value, OSError)  # the game's "could not be saved" notice, in one line
        saves.delete_current("ghosts")  # this window's game of ghosts ended: the other's save stays
        assert saves.current_path("ghosts").read_bytes() == theirs
        mine["record"]["game"] = mine["summary"]["game"] = "dont_go_in_there"
        saves.save_current(mine)  # another game: this window's own
    finally:
        holder.communicate("\n", timeout=30)
    assert not saves.open_elsewhere("ghosts")  # the other window is closed: the game is free
    mine["record"]["game"] = mine["summary"]["game"] = "ghosts"
    saves.save_current(mine)
    assert saves.load_current("ghosts")[0].summary["round"] == 99


def test_a_lock_held_too_long_by_another_copy_gives_a_one_line_error_and_writes_nothing(tmp_path, home, monkeypatch):
    from ghostparlor.persistence import locking

    folder = stats.stats_path().parent
    code = ("import sys, time; from ghostparlor.persistence.locking import folder_lock\n"
            "with folder_lock(sys.argv[1]):\n    print('locked', flush=True); sys.stdin.readline()")
    holder = subprocess.Popen([sys.executable, "-c", code, str(folder)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, cwd=ROOT)
    try:
        assert holder.stdout.readline().strip() == "locked"
        monkeypatch.setattr(locking, "WAIT_SECONDS", 0.2)
        data, _ = stats.load_stats()
        stats.record_result(data, "ghosts", ["Ada"], ["human"], [1.0], [0], True)
        with pytest.raises(locking.Busy) as busy:
            stats.save_stats(data)
        assert isinstance(busy.value, OSError)  # the game's "could not be saved" notice
        assert "another ghostparlor window" in str(busy.value) and "\n" not in str(busy.value)
        assert not stats.stats_path().exists()
    finally:
        holder.communicate("\n", timeout=30)
    stats.save_stats(data)  # free again
    assert stats.load_stats()[0]["games"]["ghosts"]["Ada"]["games"] == 1


def test_the_merge_adds_this_windows_games_to_the_others():
    base = stats.record_result(stats.empty(), "ghosts", ["Ada"], ["human"], [3.0], [0], True)
    theirs = stats.record_result(json.loads(json.dumps(base)), "ghosts", ["Ada", "Bo"], ["human", "human"], [1.0, 2.0], [1], True)
    mine = stats.record_result(json.loads(json.dumps(base)), "ghosts", ["Ada"], ["human"], [5.0], [0], True)
    merged = stats.merge(theirs, base, mine)
    ada = merged["games"]["ghosts"]["Ada"]
    assert ada["games"] == 3 and ada["wins"] == 2 and ada["best_score"] == 1.0 and ada["score_total"] == 9.0
    assert ada["streak"] == 1 and ada["longest_streak"] == 1  # their loss came before this window's win
    assert [r["score"] for r in ada["recent"]] == [3.0, 1.0, 5.0]
    assert merged["games"]["ghosts"]["Bo"] == theirs["games"]["ghosts"]["Bo"]
    assert stats.check_stats(merged) is merged
