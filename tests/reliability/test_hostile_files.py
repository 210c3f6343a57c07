"""Nothing the app reads can crash it (docs/files.md): hostile user files get a one-line
message and are set aside, the app starts normally the next time; write faults keep the
last good file; an internal error exits non-zero; the fuzz-files campaign finds nothing."""

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from ghostparlor.games import load_game
from ghostparlor.persistence import reading, saves, settings as settings_mod, stats
from ghostparlor.session import MatchSession, SeatPlan

DEEP = b"[" * 100_000
ROOT = Path(__file__).resolve().parents[2]


def a_save(seed: int = 1, moves: int = 12) -> dict:
    session = MatchSession(load_game("ghosts"), [SeatPlan("Sabine", "human"), SeatPlan("Max", "random")], seed=seed,
                           pace_seconds=0)
    for _ in range(moves):
        if session.human_to_move() is not None:
            session.submit(session.legal_actions()[0])
        else:
            session.update(1.0)
    return session.save_data()


def a_finished_game(seed: int = 2) -> dict:
    session = MatchSession(load_game("ghosts"), [SeatPlan("Sabine", "random"), SeatPlan("Max", "random")], seed=seed,
                           pace_seconds=0)
    for _ in range(5000):
        if session.is_over():
            break
        session.update(1.0)
    return session.save_data()


def set_aside_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".damaged-*"))


def frames(app, n=6):
    for _ in range(n):
        app.step(1 / 30)


def toast(app) -> str:
    return app.toast.text if app._toast is not None and app.toast.active else ""


def new_app():
    from ghostparlor.app import App

    return App(headless=True, quick_start=True)


# --- the three shapes of the issue, through the real app ------------------------------------------

def test_a_deeply_nested_save_is_reported_set_aside_and_the_next_start_is_normal(home):
    path = saves.current_path()
    path.write_bytes(DEEP)
    app = new_app()
    try:
        app.home()
        frames(app)
        title = app.stack.top
        assert title.name == "title" and not title.continue_button.visible
        assert app.internal_errors == 0
        message = toast(app)
        assert "could not be loaded: it is nested too deeply" in message and "\n" not in message
        [kept] = set_aside_copies(path)
        assert kept.read_bytes() == DEEP and kept.name in message and not path.exists()
    finally:
        app.shutdown()
    again = new_app()  # the next start: nothing to report, no error
    try:
        again.home()
        frames(again)
        assert toast(again) == "" and again.internal_errors == 0 and again.stack.top.name == "title"
    finally:
        again.shutdown()


def test_a_deeply_nested_statistics_file_is_reported_set_aside_and_opens_normally_next_time(app, home):
    from ghostparlor.scenes.records import StatsScene

    path = stats.stats_path()
    path.write_bytes(DEEP)
    app.home()
    app.push(StatsScene(app))
    frames(app, 2)
    assert app.stack.top.name == "stats" and app.stack.top.rows == []
    message = toast(app)
    assert "statistics file was damaged (it is nested too deeply" in message and "\n" not in message
    [kept] = set_aside_copies(path)
    assert kept.read_bytes() == DEEP
    app.pop()
    assert stats.load_stats() == (stats.empty(), None)  # the next time: an empty start, no message


def test_a_deeply_nested_finished_game_is_reported_set_aside_and_the_others_are_listed(app, home):
    from ghostparlor.scenes.records import ReplaysScene

    good = saves.archive_finished("ghosts", a_finished_game())
    bad = good.with_name("29991231-235959.json")  # the newest: looked at first
    bad.write_bytes(DEEP)
    app.home()
    app.push(ReplaysScene(app))
    frames(app, 2)
    scene = app.stack.top
    assert scene.name == "replays" and [entry.path for entry in scene.entries] == [good]
    assert "A finished game could not be loaded: it is nested too deeply" in toast(app)
    [kept] = set_aside_copies(bad)
    assert kept.read_bytes() == DEEP
    app.pop()
    assert saves.finished_games() == [good]  # next time: only the good one, no message
    assert all(notice is None for _, notice in map(saves.load_finished, saves.finished_games()))


def test_a_replay_whose_moves_do_not_replay_is_set_aside_when_opened(app, home):
    from ghostparlor.scenes.records import ReplaysScene

    data = a_finished_game()
    data["record"]["actions"][5] = {"type": "take"} if data["record"]["actions"][5]["type"] != "take" else {"type": "play", "card": "fog"}
    path = saves.archive_finished("ghosts", data)
    app.home()
    app.push(ReplaysScene(app))
    frames(app, 2)
    scene = app.stack.top
    scene.open_row(0)
    frames(app, 2)
    assert app.stack.top.name == "replays" and "could not be replayed" in toast(app)
    assert not path.exists() and len(set_aside_copies(path)) == 1


# --- every reader, every hostile shape --------------------------------------------------------------


HOSTILE = {
    "deep nesting": DEEP,
    "deep inside a key": b'{"save_format": 1, "record": ' + b"[" * 5000 + b"]" * 5000 + b"}",
    "1e400": b'{"format": 1, "games": {}, "x": 1e400}',
    "NaN": b'{"format": 1, "games": {}, "x": NaN}',
    "Infinity": b'{"format": 1, "games": {}, "x": -Infinity}',
    "a 5000-digit number": b'{"format": 1, "games": {}, "x": 1' + b"0" * 5000 + b"}",
    "2**64": b'{"format": 1, "games": {}, "x": 18446744073709551616}',
    "a lone surrogate": b'{"format": 1, "games": {"\\ud800": {}}}',
    "invalid UTF-8": b'{"format": 1, "games": {"\xff\xfe": {}}}',
    "empty": b"",
    "a list": b"[]",
    "over the size limit": b'{"format": 1, "games": {}}' + b" " * (reading.MAX_JSON_BYTES + 1),
}


@pytest.mark.parametrize("shape", sorted(HOSTILE))
def test_a_shared_file_of_every_hostile_shape_is_refused_in_one_line_and_left_as_it_is(home, shape):
    from ghostparlor.persistence.share import ShareRefused, read_shared

    path = home / "shared" / "ghostparlor-ghosts.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(HOSTILE[shape])
    with pytest.raises(ShareRefused) as refused:
        read_shared(path)
    message = str(refused.value.message)
    assert message.startswith("ghostparlor-ghosts.json") and "\n" not in message and len(message) < 400, message
    assert path.read_bytes() == HOSTILE[shape] and sorted(p.name for p in path.parent.iterdir()) == [path.name]


def readers():
    return {
        "current save": (lambda: saves.current_path(), saves.load_current),
        "finished game": (lambda: saves.finished_dir("ghosts") / "20260101-000000.json",
                          lambda: saves.load_finished(saves.finished_dir("ghosts") / "20260101-000000.json")),
        "statistics": (stats.stats_path, stats.load_stats),
        "game save": (lambda: saves.current_path("ghosts"), first_unfinished),
    }


def first_unfinished():
    """Every game's save read as the title reads them: (a save or None, the first notice)."""
    found, notices = saves.load_unfinished()
    return next(iter(found.values()), None), (notices[0] if notices else None)


@pytest.mark.parametrize("shape", sorted(HOSTILE))
@pytest.mark.parametrize("reader", ["current save", "finished game", "statistics", "game save"])
def test_every_json_reader_refuses_every_hostile_shape_in_one_line_and_keeps_the_bytes(home, reader, shape):
    where, read = readers()[reader]
    path = where()
    path.write_bytes(HOSTILE[shape])
    data, notice = read()
    assert data in (None, stats.empty())
    assert notice and "\n" not in notice and len(notice) < 400, notice
    [kept] = set_aside_copies(path)
    assert kept.read_bytes() == HOSTILE[shape] and kept.name in notice


@pytest.mark.parametrize("special", ["folder", "unreadable", "fifo", "device"])
@pytest.mark.parametrize("reader", ["current save", "statistics", "settings"])
def test_a_folder_a_pipe_a_device_or_an_unreadable_file_is_set_aside_too(home, monkeypatch, reader, special):
    if reader == "settings":
        path, read = settings_mod.settings_file(), settings_mod.load_settings
    else:
        path, read = readers()[reader][0](), readers()[reader][1]
    if special == "folder":
        path.mkdir()
        (path / "inside").write_text("x")
    elif special == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
    elif special == "device":
        if not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero here")
        os.symlink("/dev/zero", path)
    else:
        path.write_text("{}")
        real_open = os.open  # root reads a chmod-000 file anyway: refuse it the way the OS would

        def refusing(file, flags, *args, **kwargs):
            if os.fspath(file) == os.fspath(path) and not flags & (os.O_WRONLY | os.O_RDWR):
                raise PermissionError(errno.EACCES, "Permission denied", str(file))
            return real_open(file, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", refusing)
    _, notice = read()
    assert notice and "\n" not in notice
    assert not os.path.lexists(path) and len(set_aside_copies(path)) == 1


def test_the_size_limit_is_checked_before_parsing(home, monkeypatch):
    stats.stats_path().write_bytes(b'{"format": 1, "games": {}}' + b" " * (3 * 1024 * 1024))

    def no_parsing(*args, **kwargs):
        raise AssertionError("parsed a file over the limit")

    monkeypatch.setattr(json, "loads", no_parsing)
    data, notice = stats.load_stats()
    assert data == stats.empty() and "it is too large" in notice


@pytest.mark.parametrize("text", [
    "[" * 100_000, "- " * 100_000 + "x", "{a: " * 50_000, "a: 1" + "1" * 5000, "a: 0x" + "f" * 5000,
    "l0: &a [x, x, x, x, x, x, x, x, x]\nl1: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nlast_players: {g: [*b, *b, *b]}\n",
    "last_players: " + "[" * 40 + "]" * 40, "master_volume: 12\n" + "x: " + "y" * 300_000,
    # issue 48: a scalar alias bomb (one long text referred to thousands of times: written back, gigabytes)
    "language: en\nnotes: {a: &s " + "w" * 20_000 + "}\nlast_players: {g: [" + ", ".join(["*s"] * 5000) + "]}\n",
    "a: &s " + "q" * 40 + "\nb: *s\n",
])
def test_hostile_settings_give_defaults_a_message_and_are_set_aside(home, text):
    path = settings_mod.settings_file()
    path.write_text(text)
    loaded, notice = settings_mod.load_settings()
    assert loaded == settings_mod.Settings() and notice and "\n" not in notice
    [kept] = set_aside_copies(path)
    assert kept.read_text() == text


def test_hostile_remembered_seats_do_not_stop_the_set_up(app, home):
    from ghostparlor.scenes.setup import SetupScene

    app.settings.last_players = {"ghosts": {"players": "²", "seats": [{"colour": "9" * 5000, "kind": [], "name": {}}]},
                                 "ghostbumpers": ["not", "a", "mapping"], "treasure_hunters": "x"}
    for game_id in ("ghosts", "ghostbumpers", "treasure_hunters"):
        app.push(SetupScene(app, game_id))
        frames(app, 1)
        app.pop()


def test_a_cache_entry_with_a_forged_stamp_and_hostile_data_is_not_used(home):
    import zlib

    from ghostparlor.persistence import yaml_cache

    path = settings_mod.settings_file()
    raw = b"master_volume: 12\n"
    path.write_bytes(raw)
    cached = yaml_cache._cache_file(path.resolve())
    cached.parent.mkdir(parents=True, exist_ok=True)
    stamp = json.dumps([str(path.resolve()), len(raw), zlib.crc32(raw)])
    for data in ("[" * 20_000, '{"master_volume": 1e400}', '{"x": "\\ud800"}', "[" + "0," * 1_500_000 + "0]"):
        cached.write_text('{"stamp": ' + stamp + ', "data": ' + data + "}")
        assert settings_mod.load_settings() == (settings_mod.Settings(master_volume=12), None)


def test_damaged_kept_first_frames_are_not_shown(home):
    from ghostparlor.ui import first_frame

    image, key = first_frame._files()
    image.parent.mkdir(parents=True, exist_ok=True)
    for picture in (b"", b"\x00" * 10, b"\x00" * (first_frame.picture_bytes((1280, 720)) + 1), b"\x00" * (1280 * 720 * 3)):
        key.write_text("k")
        image.write_bytes(picture)
        assert first_frame.load("k", (1280, 720)) is None
    image.unlink()
    image.mkdir()
    assert first_frame.load("k", (1280, 720)) is None
    key.unlink()
    key.mkdir()
    assert first_frame.kept_key() is None and first_frame.load("k", (1280, 720)) is None


def test_replay_check_and_the_tournament_record_refuse_deep_nesting_in_one_line(tmp_path, capsys):
    from ghostparlor.cli import main
    from ghostparlor.devtools.tournament import RecordError, read_record

    record = tmp_path / "deep.json"
    record.write_bytes(DEEP)
    assert main(["replay-check", str(record)]) == 1
    out = capsys.readouterr().out
    assert "FAILED: cannot be read: it is nested too deeply" in out and out.count("\n") == 1
    lines = tmp_path / "t.jsonl"
    lines.write_bytes(b'{"record": "ghostparlor tournament"}\n' + DEEP + b"\n")
    with pytest.raises(RecordError):
        read_record(str(lines), {"record": "ghostparlor tournament"})
    assert record.read_bytes() == DEEP and lines.read_bytes().endswith(DEEP + b"\n")


def test_a_damaged_game_data_file_stops_only_that_game_with_a_message(app, home, tmp_path, monkeypatch):
    import shutil

    from ghostparlor import resources
    from ghostparlor.games import load_game as cached_load_game

    root = tmp_path / "resources"
    shutil.copytree(resources.resource_root("data"), root / "data")
    for kind in ("art", "sounds"):
        os.symlink(resources.resource_root(kind), root / kind)
    (root / "data" / "games" / "ghosts.yaml").write_bytes(b"families: " + b"[" * 5000)
    monkeypatch.setenv("GHOSTPARLOR_RESOURCES", str(root))
    resources.clear_cache()
    cached_load_game.cache_clear()
    try:
        app.home()
        frames(app, 3)
        tile = next(t for t in app.stack.top.tiles if t.game_id == "ghosts")
        app.stack.top.on_action(type("A", (), {"source": tile, "kind": "click"})())
        assert app.stack.top.name == "title" and "cannot be played" in toast(app) and app.internal_errors == 0
    finally:
        monkeypatch.delenv("GHOSTPARLOR_RESOURCES")
        resources.clear_cache()
        cached_load_game.cache_clear()


# --- write faults -----------------------------------------------------------------------------------

FAULTS = [errno.ENOSPC, errno.EACCES, errno.EROFS]


def fault(code):
    def raising(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    return raising


@pytest.mark.parametrize("code", FAULTS)
@pytest.mark.parametrize("call", ["write", "replace"])
def test_a_failed_write_of_the_save_the_statistics_or_the_settings_keeps_the_last_good_file(home, monkeypatch, code, call):
    saves.save_current(a_save())
    data = stats.record_result(stats.empty(), "ghosts", ["Sabine"], ["human"], [1.0], [0], True)
    stats.save_stats(data)
    settings_mod.save_settings(settings_mod.Settings(master_volume=33))
    files = [saves.current_path("ghosts"), stats.stats_path(), settings_mod.settings_file()]
    before = {p: p.read_bytes() for p in files}
    later = a_save(moves=20)
    with monkeypatch.context() as patch:  # (monkeypatch.undo would also undo the private home)
        patch.setattr(os, call, fault(code))
        with pytest.raises(OSError):
            saves.save_current(later)
        with pytest.raises(OSError):
            stats.save_stats(stats.empty())
        with pytest.raises(OSError):
            settings_mod.save_settings(settings_mod.Settings(master_volume=1))
    for path in files:
        assert path.read_bytes() == before[path]
        assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_folder_keeps_the_last_good_save(home):
    saves.save_current(a_save())
    before = saves.current_path("ghosts").read_bytes()
    folder = saves.current_path("ghosts").parent
    os.chmod(folder, 0o500)
    try:
        with pytest.raises(OSError):
            saves.save_current(a_save(moves=20))
    finally:
        os.chmod(folder, 0o700)
    assert saves.current_path("ghosts").read_bytes() == before


@pytest.mark.parametrize("code", FAULTS)
def test_the_app_says_so_in_one_line_when_settings_cannot_be_saved_and_goes_on(app, home, monkeypatch, code):
    app.settings.master_volume = 20
    app.save_settings()
    before = settings_mod.settings_file().read_bytes()
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", fault(code))
        app.settings.master_volume = 70
        app.save_settings()
    assert "Settings could not be saved" in toast(app) and "\n" not in toast(app)
    assert settings_mod.settings_file().read_bytes() == before and app.running


@pytest.mark.parametrize("code", FAULTS)
def test_the_game_goes_on_when_its_autosave_fails_and_the_last_good_save_stays(app, home, monkeypatch, code):
    from ghostparlor.scenes.game import demo_plans, start_game

    game = load_game("ghosts")
    app.home()
    scene = start_game(app, game, demo_plans(game, 3, 1), None, seed=4)

    def play(moves):
        for _ in range(3000):
            if moves <= 0:
                return
            app.step(1 / 30)
            if scene.my_turn() and not scene.table.busy():
                scene.session.submit(scene.session.legal_actions()[0])
                scene._absorb()
                moves -= 1

    play(2)
    good = saves.current_path("ghosts").read_bytes()
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", fault(code))
        play(2)
    assert "could not be saved" in toast(app) and app.stack.top is scene and app.internal_errors == 0
    assert saves.current_path("ghosts").read_bytes() == good
    play(1)  # the disk is back: the next action saves again
    assert saves.current_path("ghosts").read_bytes() != good


# --- an internal error exits non-zero ----------------------------------------------------------------

def test_an_internal_error_in_the_loop_makes_the_exit_status_non_zero_and_keeps_a_report(app, home, capsys):
    from ghostparlor.app import INTERNAL_ERROR_STATUS

    app.home()
    title = app.stack.top

    def broken_update(dt):
        title.update = lambda dt: None
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        raise RuntimeError("a bug")

    title.update = broken_update
    status = app.run()
    assert status == INTERNAL_ERROR_STATUS != 0
    err = capsys.readouterr().err
    [report] = (home / "data").glob("crash-*.txt")
    assert "internal error: RuntimeError: a bug" in err and f"(report: {report})" in err
    assert "RuntimeError: a bug" in report.read_text()


def test_the_command_exits_non_zero_after_an_internal_error_with_a_report(tmp_path):
    env = dict(os.environ, GHOSTPARLOR_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    code = ("import sys\n"
            "from ghostparlor.scenes import title\n"
            "def broken(self, *a, **k):\n    raise RuntimeError('a bug in the title')\n"
            "title.TitleScene.__init__ = broken\n"
            "from ghostparlor.cli import main\n"
            "sys.exit(main([]))\n")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 70, done.stderr
    assert "internal error: RuntimeError: a bug in the title (report: " in done.stderr
    assert "Traceback" not in done.stderr
    assert list((tmp_path / "home" / "data").glob("crash-*.txt"))


# --- the campaign ------------------------------------------------------------------------------------

@pytest.mark.slow
def test_fuzz_files_finds_nothing_in_a_short_run_and_prints_json(capsys):
    from ghostparlor.cli import main

    assert main(["fuzz-files", "--seconds", "8", "--seed", "11", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["cases"] > 20 and summary["scene_cases"] > 0
    assert (summary["crashes"], summary["hangs"], summary["lost_originals"], summary["bad_messages"]) == (0, 0, 0, 0)
    assert len(summary["by_target"]) >= 6, summary["by_target"]


@pytest.mark.slow
def test_fuzz_files_counts_a_reader_that_crashes_or_loses_the_file(monkeypatch):
    from ghostparlor.devtools.fuzz.campaign import fuzz_files

    def crashing_load_stats(path=None):
        raise RecursionError("as before the fix")

    monkeypatch.setattr(stats, "load_stats", crashing_load_stats)

    def deleting(path, reason):
        Path(path).unlink() if Path(path).is_file() else None
        return reading.Damage(Path(path), reason, None, "it is gone")

    monkeypatch.setattr(reading, "set_aside_damaged", deleting)
    summary = fuzz_files(seconds=6, seed=3, scenes=False)
    assert summary["crashes"] > 0 and summary["lost_originals"] > 0
    assert any("statistics" in f and "RecursionError" in f for f in summary["failures"])


@pytest.mark.slow
def test_fuzz_files_runs_without_hypothesis(monkeypatch):
    from ghostparlor.devtools.fuzz.campaign import fuzz_files

    monkeypatch.setitem(sys.modules, "hypothesis", None)
    summary = fuzz_files(seconds=3, seed=5, scenes=False)
    assert summary["hypothesis"] is False and summary["hypothesis_cases"] == 0 and summary["cases"] > 0
    assert summary["crashes"] == summary["hangs"] == summary["lost_originals"] == 0


# --- what the 30-minute campaign found ---------------------------------------------------------------

def _mutated_data(tmp_path, game_id, edit):
    import shutil

    import yaml

    from ghostparlor.resources import resource_root

    root = tmp_path / "data"
    shutil.copytree(resource_root("data"), root)
    path = root / "games" / f"{game_id}.yaml"
    doc = yaml.safe_load(path.read_text())
    edit(doc)
    path.write_text(yaml.dump(doc))
    return root


def test_a_huge_room_in_the_treasure_hunters_board_is_refused_at_once(tmp_path):
    import time

    from ghostparlor.core.errors import ContentError
    from ghostparlor.games import rules_module

    root = _mutated_data(tmp_path, "treasure_hunters", lambda d: d["board"]["rooms"]["A"].update(rect=[0, 0, 10**11, 3]))
    started = time.perf_counter()
    with pytest.raises(ContentError, match="does not fit"):
        rules_module("treasure_hunters").load_spec(root)
    assert time.perf_counter() - started < 2


def test_an_infinite_seat_option_is_a_content_error(tmp_path):
    from ghostparlor.core.errors import GhostparlorError
    from ghostparlor.games import rules_module

    root = _mutated_data(tmp_path, "ghosts", lambda d: d["options"]["first_player"].update(default=float("inf")))
    with pytest.raises(GhostparlorError):
        rules_module("ghosts").load_spec(root)


def test_a_huge_font_size_in_the_theme_keeps_the_default():
    from ghostparlor.ui.theme import Theme, theme_from_mapping

    theme = theme_from_mapping({"font_sizes": {"body": 2**63, "small": 10**6}, "animation": {"toast_hold": 1e9}}, "t.yaml")
    assert theme.font_size("body") == Theme().font_size("body") and theme.font_size("small") == Theme().font_size("small")
    assert theme.duration("toast_hold") == Theme().duration("toast_hold") and "font_sizes.body" in theme.problem


def test_a_tournament_line_with_an_impossible_credit_is_not_a_recorded_game(tmp_path):
    from ghostparlor.devtools.tournament import RecordError, summarize_records

    lines = tmp_path / "t.jsonl"
    header = {"record": "ghostparlor tournament", "game": "ghosts", "players": 2, "bots": ["random", "random"], "seed": 1,
              "options": {}}
    outcome = {"seating": ["random", "random"], "credit": [2.0, -1.0], "scores": [1, 2], "roles": [None, None],
               "times": [[0.1], [0.2]], "team_won": None}
    lines.write_text(json.dumps(header) + "\n" + json.dumps({"index": 0, "outcome": outcome}) + "\n")
    with pytest.raises(RecordError, match="line 2"):
        summarize_records([str(lines)])
