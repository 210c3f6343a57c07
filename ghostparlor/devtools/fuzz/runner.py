"""One case of fuzz-files: plant a hostile file in a fresh user folder, run the readers on it
under a watchdog, time each read, and check the original is still there or set aside
(:class:`Runner`); what the campaign counts (:class:`Stats`)."""

from __future__ import annotations

import contextlib
import errno
import io
import os
import shutil
import signal
import stat
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ghostparlor.devtools.fuzz.mutations import Plant

if TYPE_CHECKING:
    from ghostparlor.devtools.fuzz.target import Target

HANG_SECONDS = 2.0
HARD_LIMIT_SECONDS = 20.0  # a case stuck this long is stopped (SIGALRM) and counted as a hang


class _Stuck(BaseException):
    """Raised by the watchdog inside a case that runs far too long (not an Exception: readers
    that catch everything do not swallow it)."""


class _Crash(Exception):
    def __init__(self, where: str, exc: BaseException) -> None:
        super().__init__(where)
        self.where = where
        self.exc = exc


@dataclass
class Stats:
    cases: int = 0
    scene_cases: int = 0
    hypothesis_cases: int = 0
    crashes: int = 0
    hangs: int = 0
    lost_originals: int = 0
    bad_messages: int = 0
    slowest_read_s: float = 0.0
    slowest_where: str = ""
    by_target: dict[str, int] = field(default_factory=dict)
    by_mutation: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    def fail(self, text: str) -> None:
        if len(self.failures) < 30:
            self.failures.append(text)


# --- planting and checking --------------------------------------------------------------------

def _plant(path: Path, plant: Plant) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    if plant.special == "file_for_folder":
        folder = path.parent
        shutil.rmtree(folder, ignore_errors=True)
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_bytes(plant.content or b"")
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    if plant.special == "folder":
        path.mkdir()
        (path / "inside.txt").write_bytes(b"kept")
    elif plant.special == "fifo":
        os.mkfifo(path)
    elif plant.special == "device":
        os.symlink("/dev/zero" if os.path.exists("/dev/zero") else os.devnull, path)
    elif plant.special == "loop":
        os.symlink(path.name, path)
    elif plant.special == "dangling":  # a link to nothing (shapes_files.py looks for a file made through it)
        os.symlink(path.name + ".nowhere", path)
    else:
        path.write_bytes(plant.content or b"")
        if plant.special == "unreadable":
            os.chmod(path, 0)


@contextlib.contextmanager
def _unreadable(path: Path, active: bool):
    """Make ``path`` unreadable even for root: os.open raises EACCES for it."""
    if not active:
        yield
        return
    real_open = os.open
    target = os.path.abspath(path)

    def guarded(file, flags, *args, **kwargs):
        if os.path.abspath(os.fsdecode(file)) == target and not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)

    os.open = guarded
    try:
        yield
    finally:
        os.open = real_open


def _fingerprint(path: Path) -> tuple[str, Any] | None:
    """What was planted at ``path``, to find it again (in place or set aside)."""
    try:
        st = os.lstat(path)
        if stat.S_ISLNK(st.st_mode):
            return ("link", os.readlink(path))
        if stat.S_ISDIR(st.st_mode):
            return ("folder", sorted(os.listdir(path)))
        if stat.S_ISREG(st.st_mode):
            with open(path, "rb") as handle:  # io's open: not the os.open made to refuse it
                return ("file", handle.read())
        return ("special", stat.S_IFMT(st.st_mode))
    except OSError:
        return None


def _still_there(path: Path, before: tuple[str, Any] | None) -> bool:
    if before is None:
        return True
    if _fingerprint(path) == before:
        return True
    try:
        kept = [*path.parent.glob(path.name + ".damaged-*"), *path.parent.glob(path.name + ".kept-*")]
        if path.name == "current.json":  # the single save of older versions moves to its game's file
            kept += list(path.parent.glob("current-*.json"))
        return any(_fingerprint(p) == before for p in kept)
    except OSError:
        return False


# --- the watchdog -----------------------------------------------------------------------------

@contextlib.contextmanager
def _watchdog(seconds: float):
    if not hasattr(signal, "setitimer") or os.name == "nt":
        yield
        return

    def stuck(signum, frame):
        raise _Stuck()

    old = signal.signal(signal.SIGALRM, stuck)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


@contextlib.contextmanager
def memory_cap(extra: int):
    """Cap the address space at its present size plus ``extra`` bytes while the campaign runs
    (Linux): a reader that tries to take gigabytes gets MemoryError, the machine is spared."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        with open("/proc/self/status", encoding="ascii") as status:
            size = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))
    except (ImportError, AttributeError, OSError, StopIteration, ValueError):
        yield
        return
    cap = size + extra
    for limit in (soft, hard):
        if limit != resource.RLIM_INFINITY:
            cap = min(cap, limit)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (ValueError, OSError):
        yield
        return
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


class Runner:
    """Runs cases: plants, reads, times, checks."""

    def __init__(self, base: Path, stats: Stats) -> None:
        self.base = base
        self.stats = stats
        self.n = 0

    def timed(self, where: str, fn: Callable[[], Any]) -> Any:
        t0 = time.perf_counter()
        try:
            return fn()
        except (_Stuck, KeyboardInterrupt):
            raise
        except BaseException as exc:  # noqa: BLE001 - anything escaping a reader (SystemExit too) is what we count
            raise _Crash(where, exc) from None
        finally:
            elapsed = time.perf_counter() - t0
            if elapsed > self.stats.slowest_read_s:
                self.stats.slowest_read_s, self.stats.slowest_where = elapsed, where
            if elapsed > HANG_SECONDS:
                self._hang(where, elapsed)

    def _hang(self, where: str, elapsed: float) -> None:
        self.stats.hangs += 1
        self.stats.fail(f"hang: {self.current}: {where} took {elapsed:.1f} s")

    def message(self, where: str, notice: str | None) -> None:
        if notice is not None and (not isinstance(notice, str) or "\n" in notice or len(notice) > 500):
            self.stats.bad_messages += 1
            self.stats.fail(f"bad message: {self.current}: {where}: {str(notice)[:200]!r}")

    def run(self, target: "Target", plant: Plant, scenes: bool, source: str = "own") -> None:
        self.n += 1
        stats = self.stats
        self.current = f"case {self.n} {target.name} / {plant.mutation} ({source})"
        stats.cases += 1
        stats.by_target[target.name] = stats.by_target.get(target.name, 0) + 1
        stats.by_mutation[plant.mutation.split("@")[0]] = stats.by_mutation.get(plant.mutation.split("@")[0], 0) + 1
        home = self.base / f"case-{self.n}"
        home.mkdir()
        env = {"GHOSTPARLOR_HOME": str(home)}
        saved_env = {k: os.environ.get(k) for k in ("GHOSTPARLOR_HOME", "GHOSTPARLOR_RESOURCES")}
        os.environ.update(env)
        try:
            with contextlib.redirect_stderr(io.StringIO()), _watchdog(HARD_LIMIT_SECONDS):
                target.prepare(self, home)
                path = target.path(home)
                _plant(path, plant)
                where = path.parent if plant.special == "file_for_folder" else path
                before = _fingerprint(where)
                with _unreadable(path, plant.special == "unreadable"):
                    target.read(self, home, path)
                    if target.keeps == "user" and not _still_there(where, before):
                        stats.lost_originals += 1
                        stats.fail(f"lost original: {self.current}")
                    if target.keeps == "in_place" and _fingerprint(where) != before:
                        stats.lost_originals += 1
                        stats.fail(f"changed in place: {self.current}")
                    if scenes and target.scenes is not None:
                        stats.scene_cases += 1
                        target.scenes(self, home, path)
        except _Crash as crash:
            stats.crashes += 1
            exc = crash.exc
            tb = traceback.extract_tb(exc.__traceback__)
            at = f"{Path(tb[-1].filename).name}:{tb[-1].lineno}" if tb else "?"
            stats.fail(f"crash: {self.current}: {crash.where}: {type(exc).__name__}: {str(exc)[:160]} at {at}")
        except _Stuck:
            self._hang("the case", HARD_LIMIT_SECONDS)
        finally:
            target.finish(self)
            restore_env(saved_env)
            remove_tree(home)


def restore_env(saved_env: dict[str, str | None]) -> None:
    for key, value in saved_env.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


def remove_tree(folder: Path) -> None:
    def writable(func, p, exc_info):
        try:
            os.chmod(p, stat.S_IRWXU)
            func(p)
        except OSError:
            pass

    shutil.rmtree(folder, onerror=writable)
