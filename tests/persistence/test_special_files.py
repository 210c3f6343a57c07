"""Special files at every path the app reads (issue 48, round two; docs/files.md): a pipe, a
link to /dev/zero, a folder and a link to nothing, planted at every path of the inventory
in a fresh user folder, never hang the start or lose anything: the app reaches its title
within a few seconds, the log is skipped with one line on standard error, and what was
planted is in place or set aside beside it.

The starts run in subprocesses (one per kind, side by side, each with a timeout: a hang
fails the test instead of blocking the run); run as a script, this file is that child."""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("pipe", "/dev/zero link", "folder", "link to nothing")
START_SECONDS = 5.0  # from the App to the title having looked for saves (about 0.5 s here)


def user_paths(home: Path) -> list[Path]:
    """Every per-user path the app reads or opens at its start (docs/files.md), but the caches."""
    saves = home / "data" / "saves"
    return [
        home / "config" / "settings.yaml", home / "config" / "settings.yaml.bak", home / "config" / ".ghostparlor-lock",
        home / "data" / "stats.json", home / "data" / "stats.json.bak", home / "data" / "net_seats.json",
        home / "data" / ".ghostparlor-lock",
        saves / "current.json", saves / "current.json.bak", saves / "current-ghosts.json", saves / "current-ghosts.json.bak",
        saves / "current-treasure_hunters.json.bak", saves / "current-phantom_society.json.damaged-20260101-120000",
        saves / ".current-ghosts.claim", saves / ".ghostparlor-lock",
        home / "data" / "replays" / "ghosts" / "20260101-120000.json", home / "data" / "replays" / "ghosts" / ".ghostparlor-lock",
        home / "log" / "ghostparlor.log", home / "log" / "ghostparlor.log.1", home / "log" / "ghostparlor.log.2",
    ]


def derived_paths(home: Path) -> list[Path]:
    """The caches (derived: rebuilt, so what was planted may be replaced)."""
    from ghostparlor.core.strings import catalog_path
    from ghostparlor.persistence import catalog_cache, yaml_cache
    from ghostparlor.resources import data_path
    from ghostparlor.ui import first_frame

    return [yaml_cache._cache_file((home / "config" / "settings.yaml").resolve()),
            yaml_cache._cache_file(Path(data_path("theme.yaml")).resolve()),
            *first_frame._files(), catalog_cache.cache_file(Path(catalog_path("en")))]


def plant(path: Path, kind: str, nowhere: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "/dev/zero link":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_bytes(b"kept")
    else:
        path.symlink_to(nowhere / path.name)  # in a folder that is there: a file made through the link would show


def what(path: Path) -> tuple[str, object] | None:
    try:
        st = os.lstat(path)
    except OSError:
        return None
    if stat.S_ISLNK(st.st_mode):
        return "link", os.readlink(path)
    if stat.S_ISDIR(st.st_mode):
        return "folder", sorted(os.listdir(path))
    return "special" if not stat.S_ISREG(st.st_mode) else "file", stat.S_IFMT(st.st_mode)


def found(path: Path, planted: tuple[str, object]) -> bool:
    """What was planted at ``path`` is there, or set aside beside it."""
    if what(path) == planted:
        return True
    return any(what(p) == planted for pattern in (".damaged-*", ".kept-*") for p in path.parent.glob(path.name + pattern))


def start() -> dict[str, object]:
    """The app's start as run_app does it, headless: the window, the kept first frame, the
    title (which looks for saves and backups at its second frame), the log."""
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    t0 = time.perf_counter()
    app = App(headless=True, quick_start=True)
    try:
        app.home()
        app.step(0.0)
        app._after_first_frame()
        for _ in range(4):
            app.step(1 / 30)
        top = app.stack.top
        toast = app.toast.text if app._toast is not None and app.toast.active else None
        return {"top": getattr(top, "name", None), "seconds": time.perf_counter() - t0, "toast": toast}
    finally:
        app.shutdown()
        reset_assets()


def child(kind: str) -> None:
    home = Path(os.environ["GHOSTPARLOR_HOME"])
    nowhere = home.parent / "elsewhere"
    nowhere.mkdir()
    users, derived = user_paths(home), derived_paths(home)
    for path in users + derived:
        plant(path, kind, nowhere)
    planted = {str(p): what(p) for p in users}
    first = start()  # everything special
    lost = [p for p in planted if not found(Path(p), planted[p])]
    settings = home / "config" / "settings.yaml"
    shutil.rmtree(settings) if settings.is_dir() and not settings.is_symlink() else settings.unlink(missing_ok=True)
    settings.write_text("master_volume: 40\n")  # read through its cache entry, planted again
    for path in users[1:] + derived:
        if not os.path.lexists(path):
            plant(path, kind, nowhere)
    second = start()
    print(json.dumps({"starts": [first, second], "lost": lost, "made_elsewhere": sorted(os.listdir(nowhere))}))


@contextmanager
def within(seconds: float):
    def stuck(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, stuck)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="pipes and /dev/zero")


@needs_posix
def test_the_app_reaches_its_title_with_a_special_file_at_every_path(tmp_path):
    procs = {}
    for i, kind in enumerate(KINDS):
        home = tmp_path / f"kind-{i}" / "home"
        home.mkdir(parents=True)
        env = dict(os.environ, GHOSTPARLOR_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   LANGUAGE="en", PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
        procs[kind] = subprocess.Popen([sys.executable, __file__, kind], cwd=ROOT, env=env, text=True,
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    outcomes = {}
    try:
        for kind, proc in procs.items():
            try:
                out, err = proc.communicate(timeout=90)
            except subprocess.TimeoutExpired:
                pytest.fail(f"{kind} at every path: the start hung (over 90 s)")
            assert proc.returncode == 0, f"{kind}: exit {proc.returncode}\n{err[-3000:]}"
            outcomes[kind] = json.loads(out.splitlines()[-1]), err
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    for kind, (result, err) in outcomes.items():
        for n, started in enumerate(result["starts"], 1):
            assert started["top"] == "title", (kind, n, started)
            assert started["seconds"] < START_SECONDS, (kind, n, started)
            assert started["toast"] is None or "\n" not in started["toast"], (kind, n, started)
        assert result["lost"] == [], kind
        assert result["made_elsewhere"] == [], kind  # nothing written through a link to nothing
        assert "Traceback" not in err, (kind, err[-3000:])
        # before the log is started, what was set aside is said on standard error (a line each)
        said = [line for line in err.splitlines() if "no log this time" in line]
        assert len(said) == 1 and "ghostparlor.log: it is " in said[0], (kind, err[-3000:])


@needs_posix
@pytest.mark.parametrize("kind", KINDS)
def test_the_log_is_never_opened_where_a_special_file_is(tmp_path, kind):
    from ghostparlor.persistence import applog

    nowhere = tmp_path / "elsewhere"
    nowhere.mkdir()
    path = tmp_path / "ghostparlor.log"
    plant(path, kind, nowhere)
    with within(5), pytest.raises(applog.LogRefused) as refused:
        applog.open_log(path)
    assert str(refused.value).startswith("it is ") and "\n" not in str(refused.value)
    assert os.listdir(nowhere) == []


def test_the_log_is_made_when_there_is_none_and_appended_to(tmp_path):
    from ghostparlor.persistence import applog

    path = tmp_path / "ghostparlor.log"
    with applog.open_log(path) as log:
        log.write("one\n")
    with applog.open_log(path) as log:
        log.write("two \udc80\n")  # a name that is not text: written escaped, never an error
    assert path.read_text() == "one\ntwo \\udc80\n"
    real = tmp_path / "real.log"
    real.write_text("kept\n")
    link = tmp_path / "linked.log"
    link.symlink_to(real)  # a link to a regular file is written through
    with applog.open_log(link) as log:
        log.write("more\n")
    assert real.read_text() == "kept\nmore\n"


@needs_posix
@pytest.mark.parametrize("kind", KINDS)
def test_the_old_single_saves_backup_is_read_without_blocking(home, kind):
    from ghostparlor.persistence import saves

    nowhere = home.parent / "elsewhere"
    nowhere.mkdir(parents=True, exist_ok=True)
    old = saves.current_path()
    bak = saves.backup_path(old)
    plant(bak, kind, nowhere)
    planted = what(bak)
    with within(5):
        assert saves.migrate_single_save() == (None, None)
        assert saves.load_current() == (None, None)
    assert found(bak, planted)
    plant(old, kind, nowhere)
    planted = what(old)
    with within(5):
        moved, notice = saves.migrate_single_save()
    assert moved is None and (notice is None) == (kind == "link to nothing")
    assert notice is None or "\n" not in str(notice)
    assert found(old, planted)


if __name__ == "__main__":
    child(sys.argv[1])
