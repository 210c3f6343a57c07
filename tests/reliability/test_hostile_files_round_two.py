"""Hostile files, round two (issue 48): records read line by line in bounded memory, a
damaged header never appended to, exports named only by the registry, file names and
values printed escaped and short, and true/false refused wherever a number is meant, in
every codec, so that what ``ghostparlor open`` accepts ``replay-check`` accepts too."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ghostparlor.cli import main
from ghostparlor.devtools.tournament import MAX_EMPTY_LINES, RecordError, read_record, summarize_records, tournament
from ghostparlor.games import load_game
from ghostparlor.persistence import saves, share, stats
from tests.reliability.test_hostile_files import a_finished_game, a_save

ROOT = Path(__file__).resolve().parents[2]
HOSTILE_NAME = "bad\nname\x1b[31m.json"


@pytest.fixture
def no_window(monkeypatch):
    """``ghostparlor open`` of a file it accepts would open the window: it is recorded instead."""
    import ghostparlor.app

    opened = []
    monkeypatch.setattr(ghostparlor.app, "run_app", lambda **kwargs: opened.append(kwargs) or 0)
    return opened


def a_record(tmp_path: Path, games: int = 2) -> tuple[Path, bytes]:
    path = tmp_path / "table.jsonl"
    tournament(load_game("ghosts"), 2, ["random", "random"], games, 5, record=str(path))
    return path, path.read_bytes()


def run_cli(*args: str, home: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, GHOSTPARLOR_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LANGUAGE="en")
    return subprocess.run([sys.executable, "-m", "ghostparlor", *args], capture_output=True, text=True, env=env,
                          timeout=timeout, cwd=ROOT)


# --- records, line by line ----------------------------------------------------------------------

def test_a_resumed_record_whose_header_is_cut_is_refused_with_status_2_and_left_as_it_is(tmp_path, capsys):
    path, raw = a_record(tmp_path)
    header = raw.split(b"\n", 1)[0]
    for cut in (header[:40], header[:40] + b"\n" + raw.split(b"\n", 1)[1], b"\n" + raw):  # cut alone, cut then games, empty first line
        path.write_bytes(cut)
        status = main(["tournament", "--game", "ghosts", "--players", "2", "--bots", "random,random", "--games", "3",
                       "--seed", "5", "--record", str(path)])
        err = capsys.readouterr().err
        assert status == 2 and "line 1" in err and err.count("\n") == 1, err
        assert path.read_bytes() == cut  # never appended to, never truncated


def test_a_record_of_a_huge_run_of_empty_lines_ends_at_once_in_one_line(tmp_path, capsys):
    path, raw = a_record(tmp_path, games=1)
    header = raw.split(b"\n", 1)[0] + b"\n"
    with open(path, "wb") as f:  # 150 MB of empty lines after a good header (written without holding it in memory)
        f.write(header)
        block = b"\n" * (1024 * 1024)
        for _ in range(150):
            f.write(block)
    t0 = time.perf_counter()
    with pytest.raises(RecordError, match=f"line {MAX_EMPTY_LINES + 2}: more than {MAX_EMPTY_LINES} empty lines"):
        read_record(str(path), json.loads(header))
    with pytest.raises(RecordError, match="empty lines"):
        summarize_records([str(path)])
    assert time.perf_counter() - t0 < 2.0
    assert path.stat().st_size == len(header) + 150 * 1024 * 1024
    path.unlink()


def test_a_few_empty_lines_are_passed_over_and_a_line_too_long_is_named(tmp_path):
    path, raw = a_record(tmp_path, games=2)
    head, rest = raw.split(b"\n", 1)
    path.write_bytes(head + b"\n\n\r\n" + rest.replace(b"\n", b"\n\n"))
    assert sorted(read_record(str(path), json.loads(head))) == [0, 1]
    path.write_bytes(head + b"\n" + b"x" * (5 * 1024 * 1024))  # a line of 5 MB with no end
    with pytest.raises(RecordError, match="line 2: longer than 4 MB"):
        read_record(str(path), json.loads(head))


@pytest.mark.slow
def test_reading_a_record_of_150_mb_of_empty_lines_stays_in_bounded_memory(tmp_path):
    """A separate process, so its peak resident size is the reader's own (Linux)."""
    path, raw = a_record(tmp_path, games=1)
    header = raw.split(b"\n", 1)[0] + b"\n"
    with open(path, "wb") as f:
        f.write(header)
        for _ in range(150):
            f.write(b"\n" * (1024 * 1024))
    before = path.stat().st_size
    result = subprocess.run(
        ["/usr/bin/time", "-v", sys.executable, "-m", "ghostparlor", "tournament", "--game", "ghosts", "--players", "2",
         "--bots", "random,random", "--games", "3", "--seed", "5", "--record", str(path)],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
        env=dict(os.environ, GHOSTPARLOR_HOME=str(tmp_path / "home"))) if os.path.exists("/usr/bin/time") else None
    if result is None:
        pytest.skip("no /usr/bin/time here")
    assert result.returncode == 2 and "empty lines" in result.stderr
    peak_kb = int(next(line.split(":")[1] for line in result.stderr.splitlines() if "Maximum resident" in line))
    assert peak_kb < 200 * 1024, peak_kb  # the old reader took 2.6 GB for this file
    assert path.stat().st_size == before
    path.unlink()


def test_a_second_run_on_the_same_record_at_once_is_refused(tmp_path):
    from ghostparlor.devtools.tournament import _open_record, record_header

    path, raw = a_record(tmp_path)
    game = load_game("ghosts")
    header = record_header(game, 2, ["random", "random"], 5, game.normalize_options(2, {}))
    code = ("import sys, time; from ghostparlor.devtools.tournament import _open_record; import json; "
            "f, done = _open_record(sys.argv[1], json.loads(sys.argv[2])); print(len(done), flush=True); time.sleep(30)")
    holder = subprocess.Popen([sys.executable, "-c", code, str(path), json.dumps(header)], stdout=subprocess.PIPE,
                              text=True, cwd=ROOT)
    try:
        assert holder.stdout.readline().strip() == "2"
        with pytest.raises(RecordError, match="being written by another tournament run"):
            _open_record(str(path), header)
    finally:
        holder.kill()
        holder.wait(10)
    assert path.read_bytes() == raw
    out, done = _open_record(str(path), header)  # free again once that run is gone
    out.close()
    assert sorted(done) == [0, 1]


def test_true_for_a_number_in_a_record_header_or_line_is_refused(tmp_path):
    path, raw = a_record(tmp_path)
    head, rest = raw.split(b"\n", 1)
    header = json.loads(head)
    bad = dict(header, players=True)
    path.write_bytes(json.dumps(bad).encode() + b"\n" + rest)
    with pytest.raises(RecordError, match="another tournament"):
        read_record(str(path), header)  # true is not 2 (nor 1): not this tournament's
    with pytest.raises(RecordError, match="not a tournament record"):
        summarize_records([str(path)])
    line = json.loads(rest.split(b"\n")[0])
    line["index"] = True
    path.write_bytes(head + b"\n" + json.dumps(line).encode() + b"\n")
    with pytest.raises(RecordError, match="line 2: not a recorded game"):
        read_record(str(path), header)


# --- true/false for numbers, in every codec ------------------------------------------------------

def test_a_save_with_true_for_a_seat_is_refused_by_open_and_by_replay_check_in_one_line(tmp_path, capsys, no_window):
    data = a_save(seed=3, moves=12)
    actions = data["record"]["actions"]
    at = next(i for i, a in enumerate(actions) if a.get("type") == "first_player")
    assert actions[at]["seat"] in (0, 1)
    actions[at]["seat"] = True
    path = tmp_path / "seat-true.json"
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    assert main(["open", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "seat-true.json" in err and f"move {at + 1} " in err, err
    assert main(["replay-check", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "FAILED" in out and "seat must be a whole number, not True" in out, out
    assert not no_window and path.read_bytes() == before


@pytest.mark.parametrize("game_id", ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"])
def test_every_codec_refuses_true_for_a_whole_number_and_keeps_true_for_a_flag(game_id):
    import dataclasses

    game = load_game(game_id)
    for codec in (game.action_codec, game.event_codec):
        for kind, cls in codec._by_type.items():
            fields = dataclasses.fields(cls)
            sample = {"type": kind}
            for f in fields:
                sample[f.name] = {"int": 1, "str": "x", "bool": True, "tuple": []}.get(f.type, None)
            for f in fields:
                if f.type == "int":
                    with pytest.raises(ValueError, match=f"{f.name} must be a whole number"):
                        codec.from_json({**sample, f.name: True})
                    with pytest.raises(ValueError, match=f"{f.name} must be a whole number"):
                        codec.from_json({**sample, f.name: 1.0})
                if f.type == "bool":
                    with pytest.raises(ValueError, match=f"{f.name} must be true or false"):
                        codec.from_json({**sample, f.name: 1})
            if all(f.type in ("int", "str", "bool", "tuple") for f in fields):
                built = codec.from_json(sample)
                assert [getattr(built, f.name) for f in fields if f.type == "bool"] == [True for f in fields if f.type == "bool"]


def test_a_record_with_true_for_its_format_seed_or_result_is_refused():
    from ghostparlor.core.errors import RecordError as RulesRecordError
    from ghostparlor.core.match import check_record_header

    game = load_game("ghosts")
    record = a_finished_game()["record"]
    check_record_header(game, record)
    for key, value in (("format", True), ("seed", True), ("seed", None), ("players", True)):
        with pytest.raises(RulesRecordError):
            check_record_header(game, {**record, key: value})
    with pytest.raises(RulesRecordError, match="result"):
        check_record_header(game, {**record, "result": {**record["result"], "scores": [True, 0]}})


def test_saves_and_statistics_refuse_true_for_a_number(home):
    good = a_save(seed=3, moves=12)
    for change in (lambda d: d["record"].__setitem__("players", True), lambda d: d["record"].__setitem__("format", True),
                   lambda d: d["summary"].__setitem__("actions", True), lambda d: d["plans"][0].__setitem__("colour", False)):
        data = json.loads(json.dumps(good))
        change(data)
        with pytest.raises(saves.SaveError):
            saves.parse_save(json.dumps(data))
    data = stats.record_result(stats.empty(), "ghosts", ["Sabine"], ["human"], [3.0], [0], True)
    for field in ("games", "wins", "streak"):
        bad = json.loads(json.dumps(data))
        bad["games"]["ghosts"]["Sabine"][field] = True
        with pytest.raises(ValueError, match="not a count"):
            stats.check_stats(bad)


# --- exports and names ----------------------------------------------------------------------------

def test_an_export_is_named_only_by_the_registry_and_stays_in_the_documents_folder(home):
    data = a_finished_game()
    path = share.export_game(data)
    assert path.parent == share.documents_dir() and path.name.startswith("ghostparlor-ghosts-")
    for game in ("../../escaped", "ghosts/../../x", "..", "", None, 7, "ghosts\n"):
        bad = json.loads(json.dumps(data))
        bad["record"]["game"] = game
        with pytest.raises(ValueError, match="not a game of ghostparlor"):
            share.export_game(bad)
    assert sorted(p.name for p in share.documents_dir().iterdir()) == [path.name]  # nothing else among the documents
    assert not list(home.parent.glob("escaped*")) and not list(home.glob("x*"))


def test_names_with_a_newline_and_a_terminal_escape_are_printed_escaped(tmp_path, capsys, no_window):
    folder = tmp_path / "in"
    folder.mkdir()
    path = folder / HOSTILE_NAME
    path.write_bytes(b'{"hello": "world"}')
    assert main(["open", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err and "'bad\\nname\\x1b[31m.json'" in err, err
    assert main(["replay-check", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "\x1b" not in out and "bad\\nname\\x1b[31m.json" in out, out
    record = folder / ("t\n\x1b[31m.jsonl")
    record.write_bytes(b"not json\n")
    assert main(["tournament", "--game", "ghosts", "--players", "2", "--bots", "random,random", "--games", "1",
                 "--record", str(record)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err and "t\\n\\x1b[31m.jsonl" in err, err
    assert not no_window


def test_validate_data_escapes_names_and_cuts_a_huge_value(tmp_path):
    import shutil

    data = tmp_path / "da\nta\x1b[31m"
    shutil.copytree(ROOT / "data", data, ignore=shutil.ignore_patterns("*.png", "*.wav", "*.ogg"))
    big = "y" * (1024 * 1024)
    game = data / "games" / "treasure_hunters.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("id: treasure_hunters", f"id: {big}", 1), encoding="utf-8")
    learn = data / "learn" / "ghosts.yaml"
    learn.write_text(learn.read_text(encoding="utf-8") + f"\nbig1: &b {big}\nbig2: *b\nbig3: *b\n", encoding="utf-8")
    t0 = time.perf_counter()
    result = run_cli("validate-data", str(data), home=tmp_path / "home")
    assert time.perf_counter() - t0 < 30
    assert result.returncode == 1, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 3 and all(len(line) < 400 for line in lines), lines
    assert "\x1b" not in result.stderr and all("da\\nta\\x1b[31m" in line for line in lines[:2])
    assert "found 'yyyy" in lines[0] + lines[1] and "..." in lines[0] + lines[1]
    assert "alias" in lines[0] + lines[1]
