"""``ghostparlor fuzz-files``: hostile files against every reader of docs/files.md.

A structure-aware campaign. Each case plants one hostile version of one file of the
inventory in a fresh user folder (or a fresh copy of the game data), then runs the real
readers on it, and now and then the app's start and the scenes that read it (headless:
the title with its saved game, the statistics, the finished games and a replay, Continue,
the set-up that reads the remembered seats). It counts

- **cases** run,
- **crashes**: any exception that escapes a reader or a scene,
- **hangs**: a read (one reader call, or one scene step that reads) over 2 s,
- **lost originals**: a user file whose planted bytes are neither in place nor set
  aside beside it afterwards (derived files, the YAML cache, the catalog cache and the
  kept first frame, are rebuilt by design and not counted),
- **bad messages**: a notice for the person that is not one line,

and the command exits 1 if any of the last four is not zero. Memory is bounded too: the
campaign caps its address space at 3 GB over its start (Linux), so a reader that tries
to take more fails with MemoryError (a crash if it escapes) instead of taking the machine;
the summary gives the peak resident size.

The mutations come from a seeded generator of our own (the same seed gives the same
cases): deep nesting (at the top and inside a key), huge and non-finite numbers (1e400,
NaN, Infinity, 5000 digits, 2**64), every key path given a wrong type or removed, huge
arrays and strings (under and over the size limits), invalid UTF-8 and lone surrogates,
truncation at every length of a small valid file in turn, empty files, a folder, a pipe,
a link to a device or in a loop, an unreadable file (chmod 000 and, since root reads
anyway, a patched os.open raising EACCES), a file where a folder is expected, YAML
aliases (of lists and maps, and of one long text referred to thousands of times), tags
and sets. When Hypothesis is installed (a test dependency, not needed
here) part of the time goes to its generated JSON values at random key paths.
"""

from __future__ import annotations

import abc

import contextlib
import errno
import io
import json
import os
import random
import re
import shutil
import signal
import stat
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

HANG_SECONDS = 2.0
HARD_LIMIT_SECONDS = 20.0  # a case stuck this long is stopped (SIGALRM) and counted as a hang
SCENE_SHARE = 0.4  # at most this share of the time goes to the app's start and its scenes
HYPOTHESIS_SHARE = 0.15
MEMORY_HEADROOM = 3 * 1024**3  # address space the campaign may add to what it has at its start (Linux)


class _Stuck(BaseException):
    """Raised by the watchdog inside a case that runs far too long (not an Exception: readers
    that catch everything do not swallow it)."""


class _Crash(Exception):
    def __init__(self, where: str, exc: BaseException) -> None:
        super().__init__(where)
        self.where = where
        self.exc = exc


@dataclass
class Plant:
    """One hostile version of a file: bytes, or a special kind of thing in its place."""

    mutation: str
    content: bytes | None = None
    special: str | None = None  # "folder", "unreadable", "fifo", "device", "loop", "file_for_folder"


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


# --- valid samples ----------------------------------------------------------------------------

def _samples() -> dict[str, Any]:
    """Valid files of every JSON kind, made by the real code (seeded)."""
    from ghostparlor.games import load_game
    from ghostparlor.persistence import stats
    from ghostparlor.session import MatchSession, SeatPlan

    game = load_game("ghosts")
    plans = [SeatPlan("Sabine", "human", 0), SeatPlan("Max", "random", 1), SeatPlan("Ida", "random", 2)]
    session = MatchSession(game, plans, seed=7, pace_seconds=0)
    small = None
    for step in range(60):
        if session.is_over():
            break
        if session.human_to_move() is not None:
            session.submit(session.legal_actions()[0])
        else:
            session.update(1.0)
        if step == 2:
            small = session.save_data()
    save = session.save_data()
    finished_session = MatchSession(load_game("ghosts"), [SeatPlan("Sabine", "random", 0), SeatPlan("Max", "random", 1)],
                                    seed=8, pace_seconds=0)
    for _ in range(5000):
        if finished_session.is_over():
            break
        finished_session.update(1.0)
    finished = finished_session.save_data()
    finished["plans"][0]["kind"] = "human"
    data = stats.empty()
    stats.record_result(data, "ghosts", ["Sabine", "Max"], ["human", "easy"], [2.0, 5.0], [0], True)
    stats.record_result(data, "ghostbumpers", ["Sabine", "Ida"], ["human", "human"], [31.0, 12.0], [0], False)
    record = finished_session.match.record(fingerprints=True)
    return {"save": save, "small_save": small or save, "finished": finished, "stats": data, "record": record}


def _tournament_sample(folder: Path) -> tuple[bytes, dict[str, Any]]:
    from ghostparlor.games import load_game
    from ghostparlor.devtools.tournament import _record_header, tournament

    game = load_game("ghosts")
    path = folder / "tournament.jsonl"
    tournament(game, 2, ["random", "random"], 3, 5, {}, record=str(path))
    header = _record_header(game, 2, ["random", "random"], 5, game.normalize_options(2, {}))
    return path.read_bytes(), json.loads(json.dumps(header))


# --- mutations ----------------------------------------------------------------------------------

HOLE = "\u0000hole\u0000"
RAW_NUMBERS = ["1e400", "-1e400", "NaN", "Infinity", "-Infinity", "1" + "0" * 5000, str(2**64), "-" + str(2**63),
               "1e308", "-0.0", "1e-400", "0x10", ".5", "01", "1" * 4300]
WRONG_VALUES: list[Any] = [None, True, False, 0, -1, 7, 2**63, 1.5, -0.0, 1e308, "", "x", "é\u2028\u0085", "\ud800",
                           "x" * 10_000, [], [None], [[[]]], {}, {"": {}}, {"a": [1, {"b": None}]}]


def _paths(doc: Any, limit: int = 5000) -> list[tuple[Any, ...]]:
    """Key paths of ``doc`` (iterative; at most ``limit``)."""
    out: list[tuple[Any, ...]] = []
    stack: list[tuple[Any, tuple[Any, ...]]] = [(doc, ())]
    while stack and len(out) < limit:
        value, path = stack.pop()
        if path:
            out.append(path)
        if isinstance(value, dict):
            stack.extend((v, path + (k,)) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, path + (i,)) for i, v in enumerate(value[:50]))
    return out


def _set(doc: Any, path: tuple[Any, ...], value: Any, delete: bool = False) -> Any:
    doc = json.loads(json.dumps(doc))
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    if delete:
        if isinstance(target, dict):
            target.pop(path[-1], None)
        else:
            del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


def _dumps(doc: Any) -> bytes:
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8", "surrogatepass")


def _with_raw(doc: Any, path: tuple[Any, ...], raw: str) -> bytes:
    """``doc`` as JSON with the value at ``path`` replaced by the raw text ``raw``."""
    text = json.dumps(_set(doc, path, HOLE), separators=(",", ":"))
    return text.replace(json.dumps(HOLE), raw, 1).encode("utf-8", "surrogatepass")


def _big_list(rng: random.Random, element: Any) -> list[Any]:
    """Many copies of ``element`` (or many numbers): some under the size limit, some over."""
    size = len(_dumps(element)) + 1
    if size > 2000 or rng.random() < 0.3:
        element, size = 0, 2
    n = min(rng.choice([10_000, 100_000, 400_000]), 6_000_000 // size)
    return [element] * n if rng.random() < 0.6 else list(range(n))


class Mutator:
    """Hostile versions of one kind of file, drawn from a seeded generator."""

    def __init__(self, rng: random.Random, limit: int) -> None:
        self.rng = rng
        self.limit = limit
        self.cursor: dict[str, int] = {}

    def truncations(self, name: str, small: bytes) -> Plant:
        n = self.cursor.get(name, 0)
        self.cursor[name] = (n + 1) % (len(small) + 1)  # every length in turn
        return Plant(f"truncate@{n}", small[:n])

    def generic(self, name: str, valid: bytes, small: bytes, in_folder: bool) -> Plant | None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.14:
            return self.truncations(name, small)
        if roll < 0.18:
            return Plant("empty", b"")
        if roll < 0.20:
            return Plant("folder", special="folder")
        if roll < 0.22:
            return Plant("unreadable", valid, special="unreadable")
        if roll < 0.23 and hasattr(os, "mkfifo"):
            return Plant("fifo", special="fifo")
        if roll < 0.24:
            return Plant("device", special="device")
        if roll < 0.25:
            return Plant("link loop", special="loop")
        if roll < 0.26 and in_folder:
            return Plant("file for its folder", b"not a folder", special="file_for_folder")
        if roll < 0.32:
            data = bytearray(valid)
            for _ in range(rng.randint(1, 12)):
                data[rng.randrange(len(data))] = rng.randrange(256)
            return Plant("byte flips", bytes(data))
        if roll < 0.37:
            bad = rng.choice([b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf", b"\x80\x80", b"\xf4\x90\x80\x80"])
            at = 0 if rng.random() < 0.2 else rng.randrange(len(valid) + 1)
            return Plant("invalid utf-8", valid[:at] + bad + valid[at:])
        if roll < 0.40:
            return Plant("over the size limit", valid + b" " * (self.limit + 1 - len(valid) + rng.randrange(1000)))
        if roll < 0.43:
            n = rng.choice([40, 1000, 5000, 100_000, 1_000_000])
            opener = rng.choice(["[", "{\"a\":", "[{\"a\":"])
            return Plant(f"deep {n}", (opener * n).encode())
        return None

    def json_doc(self, name: str, doc: Any, small_doc: Any) -> Plant:
        rng = self.rng
        valid, small = _dumps(doc), _dumps(small_doc)
        plant = self.generic(name, valid, small, in_folder=True)
        if plant is not None:
            return plant
        paths = _paths(doc)
        path = rng.choice(paths) if paths else ()
        roll = rng.random()
        if roll < 0.25:
            return Plant("wrong type", _dumps(_set(doc, path, rng.choice(WRONG_VALUES))))
        if roll < 0.40:
            return Plant("missing key", _dumps(_set(doc, path, None, delete=True)))
        if roll < 0.58:
            return Plant("raw number", _with_raw(doc, path, rng.choice(RAW_NUMBERS)))
        if roll < 0.70:
            n = rng.choice([33, 200, 3000, 100_000])
            return Plant(f"deep {n} in a key", _with_raw(doc, path, "[" * n + "]" * n if rng.random() < 0.5 else "[" * n))
        if roll < 0.82:
            return Plant("huge array", _dumps(_set(doc, path, _big_list(rng, _get(doc, path)))))
        if roll < 0.90:
            size = rng.choice([100_000, 3_000_000, self.limit + 10])
            return Plant("huge string", _dumps(_set(doc, path, "g" * size)))
        if roll < 0.95:
            return Plant("lone surrogate", _with_raw(doc, path, '"\\udc80x"'))
        other = rng.choice(WRONG_VALUES)
        return Plant("wrong top level", _dumps(other))

    def yaml_doc(self, name: str, doc: dict[str, Any], small_text: bytes) -> Plant:
        import yaml

        rng = self.rng
        valid = yaml.safe_dump(doc, sort_keys=False).encode()
        plant = self.generic(name, valid, small_text, in_folder=True)
        if plant is not None:
            if plant.mutation.startswith("deep"):
                n = int(plant.mutation.split()[1])
                plant = Plant(f"yaml deep {n}", (rng.choice(["[", "- ", "{a: ", "? "]) * n).encode() + b"x")
            return plant
        paths = _paths(doc)
        path = rng.choice(paths) if paths else ()
        roll = rng.random()
        if roll < 0.3:
            value = rng.choice(WRONG_VALUES + [float("nan"), float("inf"), 10**4000, {1, 2}])
            return Plant("wrong type", _yaml_dump(doc, path, value))
        if roll < 0.45:
            return Plant("missing key", yaml.safe_dump(_set(doc, path, None, delete=True)).encode())
        if roll < 0.50:
            text = "w" * rng.choice([40, 20_000])  # one scalar referred to thousands of times (issue 48)
            refs = ", ".join(["*s"] * rng.choice([100, 5000]))
            return Plant("scalar alias bomb", f"s0: &s {text}\n{path[0] if path else 'x'}: [{refs}]\n".encode())
        if roll < 0.55:
            levels = rng.randint(3, 12)
            lines = ['l0: &l0 ["x","x","x","x","x","x","x","x","x","x"]']
            lines += [f"l{i}: &l{i} [" + ",".join([f"*l{i - 1}"] * 10) + "]" for i in range(1, levels)]
            key = path[0] if path else "last_players"
            return Plant("billion laughs", ("\n".join(lines) + f"\n{key}: *l{levels - 1}\n").encode())
        if roll < 0.65:
            raw = rng.choice(["!!python/object/apply:os.system ['true']", "!!binary AAAA", "!!set {a, b}", "2001-12-14",
                              "!!float xx", "1" * 5000, "0x" + "f" * 5000, ".nan", "-.inf", "1:20:30", "~", "&a [*a]",
                              "<<: {a: 1}", "!!timestamp 2001-99-99", "'" + "x" * 300_000 + "'"])
            key = path[0] if path else "x"
            return Plant("yaml scalar", valid + f"\n{key}: {raw}\n".encode())
        if roll < 0.75:
            return Plant("huge array", _yaml_dump(doc, path, list(range(rng.choice([1000, 30_000])))))
        if roll < 0.85:
            n = rng.choice([33, 500, 5000])
            return Plant(f"yaml deep {n} in a key", valid + f"\n{path[0] if path else 'x'}: ".encode() + b"[" * n + b"]" * n + b"\n")
        return Plant("wrong top level", rng.choice([b"- a\n- b\n", b"just text\n", b"42\n", b"null\n", b"---\n---\n", b"\t\n"]))


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _yaml_dump(doc: Any, path: tuple[Any, ...], value: Any) -> bytes:
    import yaml

    try:
        return yaml.dump(_set_py(doc, path, value), sort_keys=False, allow_unicode=True).encode("utf-8", "surrogatepass")
    except (yaml.YAMLError, UnicodeError):
        return yaml.safe_dump(doc).encode()


def _set_py(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    import copy

    doc = copy.deepcopy(doc)
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


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
def _memory_cap(extra: int):
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
            _restore(saved_env)
            _remove(home)


def _restore(saved_env: dict[str, str | None]) -> None:
    for key, value in saved_env.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


def _remove(folder: Path) -> None:
    def writable(func, p, exc_info):
        try:
            os.chmod(p, stat.S_IRWXU)
            func(p)
        except OSError:
            pass

    shutil.rmtree(folder, onerror=writable)


# --- the targets (docs/files.md) ----------------------------------------------------------------

class Target(abc.ABC):
    """One file of the inventory: where it lives, how it is mutated, which reader reads it.
    Every target of TARGETS implements the three abstract methods."""

    name = ""
    keeps = "user"  # user: kept in place or set aside; in_place: never changed; derived: rebuilt
    scenes: Callable[[Runner, Path, Path], None] | None = None

    def __init__(self, ctx: "Context") -> None:
        self.ctx = ctx

    def prepare(self, runner: Runner, home: Path) -> None:
        pass

    def finish(self, runner: Runner) -> None:
        pass

    @abc.abstractmethod
    def path(self, home: Path) -> Path:
        """Where this file lives under the fresh user folder ``home``."""

    @abc.abstractmethod
    def mutate(self, mutator: Mutator) -> Plant:
        """A hostile version of the file (bytes, or a folder/pipe/unreadable file)."""

    @abc.abstractmethod
    def read(self, runner: Runner, home: Path, path: Path) -> None:
        """Run the real reader of this file on what was planted."""


def _scenes(runner: Runner, home: Path, path: Path, ctx: "Context", setup_game: str = "ghosts") -> None:
    """The app's start and every scene that reads a user file, headless."""
    import pygame

    from ghostparlor.app import App
    from ghostparlor.scenes.records import ReplaysScene, StatsScene

    app = runner.timed("app start", lambda: App(headless=True, quick_start=True))
    ctx.apps.append(app)
    runner.message("app start", app.toast.text if app._toast is not None and app.toast.active else None)
    app.settings.animation_speed = "instant"
    app.settings.bot_pace_seconds = 0.0

    def frames(n: int = 3) -> None:
        for _ in range(n):
            app.step(1 / 30)

    def click(widget) -> None:
        pos = widget.rect.center
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step(1 / 30)

    def key(k: int) -> None:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
        app.step(1 / 30)

    runner.timed("title (finds the saved game)", lambda: (app.home(), frames(4)))
    runner.timed("statistics screen", lambda: (app.push(StatsScene(app)), frames(2), app.pop()))
    runner.timed("replays screen", lambda: (app.push(ReplaysScene(app)), frames(2)))
    replays = app.stack.top
    if getattr(replays, "name", "") == "replays" and replays.entries:
        runner.timed("open a replay", lambda: (key(pygame.K_RETURN), frames(2)))  # the first row is chosen
        if app.stack.top is not None and app.stack.top.name == "replay":
            runner.timed("step through a replay", lambda: [key(k) for k in (pygame.K_END, pygame.K_LEFT, pygame.K_HOME)])
    runner.timed("back to the title", lambda: (app.home(), frames(3)))
    title = app.stack.top
    if getattr(title, "continue_button", None) is not None and title.continue_button.visible:
        runner.timed("continue the saved game", lambda: (click(title.continue_button), frames(6)))
        runner.timed("back to the title", lambda: (app.home(), frames(2)))
    title = app.stack.top
    tile = next((t for t in getattr(title, "tiles", []) if t.game_id == setup_game), None)
    if tile is not None:  # the set-up reads the remembered seats, and the game's content file
        runner.timed("set-up (remembered seats, game data)", lambda: (click(tile), frames(2)))
    if app.stack.top is not None and app.stack.top.name == "setup":
        app.pop()
    text = app.toast.text if app._toast is not None else None
    runner.message("scenes", text)


class SettingsTarget(Target):
    name = "settings"

    def path(self, home: Path) -> Path:
        return home / "config" / "settings.yaml"

    def mutate(self, mutator: Mutator) -> Plant:
        return mutator.yaml_doc(self.name, self.ctx.settings_doc, self.ctx.settings_text)

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.persistence.settings import load_settings, save_settings

        settings, notice = runner.timed("load_settings", load_settings)
        runner.message("load_settings", notice)

        def write_back() -> None:  # what the app does next (App.save_settings catches these)
            try:
                save_settings(settings, home / "written.yaml")
            except (OSError, ValueError):
                pass

        runner.timed("save_settings after loading", write_back)

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        _scenes(runner, home, path, self.ctx)


class JsonTarget(Target):
    sample_key = ""
    small_key = ""

    def mutate(self, mutator: Mutator) -> Plant:
        return mutator.json_doc(self.name, self.ctx.samples[self.sample_key], self.ctx.samples[self.small_key or self.sample_key])

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        _scenes(runner, home, path, self.ctx)


class CurrentSaveTarget(JsonTarget):
    name = "current save"
    sample_key, small_key = "save", "small_save"

    def path(self, home: Path) -> Path:
        return home / "data" / "saves" / "current.json"

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.persistence.saves import load_current

        saved, notice = runner.timed("load_current", load_current)
        runner.message("load_current", notice)
        if saved is not None:
            _resume_like_the_title(runner, saved)


def _resume_like_the_title(runner: Runner, saved) -> None:
    from ghostparlor.games import REGISTRY, load_game
    from ghostparlor.session import MatchSession

    def resume() -> None:
        try:  # the title catches what resuming raises and sets the save aside
            game_id = saved.record.get("game")
            if game_id in REGISTRY and REGISTRY[game_id].implemented:
                MatchSession.resume(load_game(game_id), saved.record, saved.plans, 0.0)
        except Exception:  # noqa: BLE001
            pass

    runner.timed("resume (as the title does)", resume)


class FinishedTarget(JsonTarget):
    name = "finished game"
    sample_key = "finished"

    def path(self, home: Path) -> Path:
        return home / "data" / "replays" / "ghosts" / "20260101-120000.json"

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.persistence.saves import finished_games, load_finished

        def read_all() -> None:
            for found in finished_games():
                saved, notice = load_finished(found)
                runner.message("load_finished", notice)

        runner.timed("finished_games + load_finished", read_all)


class StatsTarget(JsonTarget):
    name = "statistics"
    sample_key = "stats"

    def path(self, home: Path) -> Path:
        return home / "data" / "stats.json"

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.persistence import stats

        data, notice = runner.timed("load_stats", stats.load_stats)
        runner.message("load_stats", notice)
        runner.timed("statistics rows", lambda: stats.rows(data))

        def finish_a_game() -> None:  # what the game does at its end with what was read
            stats.record_result(data, "ghosts", ["Sabine", "Max"], ["human", "easy"], [3.0, 1.0], [1], True)
            stats.record_result(data, "ghostbumpers", ["Sabine"], ["human"], [12.0], [0], False)
            stats.rows(data)
            try:
                stats.save_stats(data, home / "stats-written.json")
            except OSError:
                pass

        runner.timed("record_result + save_stats", finish_a_game)


class CacheTarget(Target):
    """The parsed-YAML cache entry of the settings file (derived: rebuilt, not counted as lost)."""

    name = "yaml cache"
    keeps = "derived"

    def prepare(self, runner: Runner, home: Path) -> None:
        settings = home / "config" / "settings.yaml"
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_bytes(self.ctx.settings_text)

    def path(self, home: Path) -> Path:
        from ghostparlor.persistence import yaml_cache

        return yaml_cache._cache_file((home / "config" / "settings.yaml").resolve())

    def mutate(self, mutator: Mutator) -> Plant:
        import zlib

        rng = mutator.rng
        if rng.random() < 0.5:  # a well-formed entry for the right file, holding hostile data
            doc = {"stamp": ["<path>", len(self.ctx.settings_text), zlib.crc32(self.ctx.settings_text)],
                   "data": self.ctx.settings_doc}
            plant = mutator.json_doc(self.name, doc, doc)
            if plant.content is not None:
                plant = Plant("stamped " + plant.mutation, plant.content, plant.special)
            return plant
        return mutator.json_doc(self.name, {"stamp": [], "data": {}}, {"stamp": [], "data": {}})

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.persistence.settings import load_settings

        if path.is_file() and not path.is_symlink():
            real = str((home / "config" / "settings.yaml").resolve())
            raw = path.read_bytes().replace(b"<path>", json.dumps(real)[1:-1].encode())
            os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
            path.write_bytes(raw)
        settings, notice = runner.timed("load_settings (through the cache)", load_settings)
        runner.message("load_settings", notice)

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        _scenes(runner, home, path, self.ctx)


class FirstFrameTarget(Target):
    """The kept first frame: its key or its picture (derived)."""

    name = "first frame"
    keeps = "derived"

    def __init__(self, ctx: "Context") -> None:
        super().__init__(ctx)
        self.which = "key"

    def path(self, home: Path) -> Path:
        from ghostparlor.ui import first_frame

        return first_frame._files()[0 if self.which == "picture" else 1]

    def prepare(self, runner: Runner, home: Path) -> None:
        from ghostparlor.ui import first_frame

        image, stamp = first_frame._files()
        image.parent.mkdir(parents=True, exist_ok=True)
        stamp.write_text(self.ctx.frame_key, encoding="utf-8")
        image.write_bytes(b"\x20" * first_frame.picture_bytes((1280, 720)))

    def mutate(self, mutator: Mutator) -> Plant:
        rng = mutator.rng
        self.which = rng.choice(["key", "picture"])
        if self.which == "key":
            key = self.ctx.frame_key.encode()
            plant = mutator.generic(self.name, key, key[:300], in_folder=True)
            return plant or Plant("key changed", key + rng.choice([b"x", b"\n", b"\xff", b"|" * 1000]))
        from ghostparlor.ui.first_frame import picture_bytes

        exact = picture_bytes((1280, 720))
        size = rng.choice([0, 1, exact - 1, exact + 1, exact, 5 * exact])
        plant = mutator.generic(self.name, b"\x10" * 3000, b"\x10" * 300, in_folder=True)
        if plant is not None and plant.mutation not in ("over the size limit",):
            return plant
        return Plant(f"picture of {size} bytes", bytes(rng.randrange(256) for _ in range(64)) * (size // 64) + b"\x00" * (size % 64))

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.ui import first_frame

        runner.timed("kept_key", first_frame.kept_key)
        runner.timed("first_frame.load", lambda: first_frame.load(self.ctx.frame_key, (1280, 720)))
        import pygame

        canvas = pygame.Surface((1280, 720), 0, 32)  # read straight into its pixels (the start's way)
        runner.timed("first_frame.show", lambda: first_frame.show(self.ctx.frame_key, canvas))

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        _scenes(runner, home, path, self.ctx)


class CatalogCacheTarget(Target):
    """The kept parse of the English catalog (derived: rebuilt, not counted as lost), read
    as the app reads it, then every text of the table made from it."""

    name = "catalog cache"
    keeps = "derived"

    def __init__(self, ctx: "Context") -> None:
        super().__init__(ctx)
        from ghostparlor.core.strings import catalog_path
        from ghostparlor.persistence.catalog_cache import kept_text_for

        self.catalog = Path(catalog_path("en"))
        self.valid = kept_text_for(self.catalog)

    def path(self, home: Path) -> Path:
        from ghostparlor.persistence.catalog_cache import cache_file

        return cache_file(self.catalog)

    def mutate(self, mutator: Mutator) -> Plant:
        from ghostparlor.persistence.catalog_cache import FS, GS, RS, US

        rng = mutator.rng
        valid = self.valid.encode("utf-8")
        plant = mutator.generic(self.name, valid, valid[:3000], in_folder=True)
        if plant is not None:
            return plant
        stamp, headers, keys, rows = self.valid.split(GS)
        key_list, row_list = keys.split(RS), rows.split(RS)
        i = rng.randrange(len(row_list))
        fields = row_list[i].split(US)
        roll = rng.random()
        if roll < 0.15:
            row_list[i] = row_list[i][: rng.randrange(len(row_list[i]) + 1)]
            what = "a row cut short"
        elif roll < 0.25:
            row_list[i] += rng.choice([US, FS, US + "x", FS + FS])
            what = "a field too many"
        elif roll < 0.35:
            fields[-1] = rng.choice(["9" * 5000, "-1", "", "1e9", "\u0661", "0x10", " 7"])
            row_list[i] = US.join(fields)
            what = "a line that is no number"
        elif roll < 0.45:
            fields[1] = rng.choice([FS + "a" + FS + "b", "x", FS * 3])
            row_list[i] = US.join(fields)
            what = "a plural that is not one"
        elif roll < 0.55:
            row_list = row_list[:-rng.randint(1, 5)]
            what = "rows fewer than keys"
        elif roll < 0.65:
            key_list.append(key_list[i])
            row_list.append(rng.choice([row_list[i], "", US * 5, FS]))
            what = "a key twice"
        elif roll < 0.8:
            plural = rng.choice(["nplurals=3; plural=(n==1 ? 0 : 7);", "nplurals=0; plural=0;", "nplurals=2; plural=(n(;",
                                 "nplurals=99; plural=n;", "plural=n%3;", "nplurals=2; plural=__import__('os');", ""])
            headers = RS.join(f"Plural-Forms{US}{plural}" if h.startswith("Plural-Forms" + US) else h
                              for h in headers.split(RS))
            what = "bad Plural-Forms"
        else:
            text = rows
            for _ in range(rng.randint(1, 20)):
                at = rng.randrange(len(text))
                text = text[:at] + rng.choice([FS, GS, RS, US, "\x00", "{", "}"]) + text[at + 1:]
            row_list = text.split(RS)
            what = "separators moved"
        return Plant("stamped " + what, GS.join((stamp, headers, RS.join(key_list), RS.join(row_list))).encode("utf-8"))

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        runner.timed("every text through the catalog cache", _texts_through_the_cache)

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.core import strings

        strings.clear()  # the app's start reads the planted cache, not the catalog read before
        _scenes(runner, home, path, self.ctx)
        strings.clear()


def _texts_through_the_cache() -> None:
    from ghostparlor.core import strings
    from ghostparlor.persistence.catalog_cache import read_catalog_cached

    strings.clear()
    strings.set_catalog_reader(read_catalog_cached)
    try:
        for key in strings.table("en"):
            name = strings.plural_name(key)
            strings.t(key, **({name: 3} if name else {}))
        strings.t("app.window_title")
    finally:
        strings.set_catalog_reader(None)
        strings.clear()


class ReplayCheckTarget(JsonTarget):
    """A record given to ``ghostparlor replay-check``: reported, left as it is."""

    name = "replay-check record"
    keeps = "in_place"
    sample_key = "record"
    scenes = None

    def path(self, home: Path) -> Path:
        return home / "records" / "game.json"

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.cli import main

        def check() -> None:
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                status = main(["replay-check", str(path)])
            if status not in (0, 1):
                raise AssertionError(f"replay-check exited {status}")
            runner.message("replay-check", out.getvalue().rstrip("\n"))

        runner.timed("replay-check", check)


class GameSaveTarget(CurrentSaveTarget):
    """One game's unfinished game (saves/current-<game>.json), read as the title reads all of
    them, with its damaged copy's backup looked for as the title does."""

    name = "game save"

    def path(self, home: Path) -> Path:
        return home / "data" / "saves" / "current-ghosts.json"

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.persistence.saves import backups_to_offer, load_unfinished

        found, notices = runner.timed("load_unfinished", load_unfinished)
        for notice in notices:
            runner.message("load_unfinished", notice)
        for saved in found.values():
            _resume_like_the_title(runner, saved)
        runner.timed("backups_to_offer", backups_to_offer)


class SharedRecordTarget(JsonTarget):
    """A game someone shared (``ghostparlor open FILE``, a dropped file): refused in one line
    or opened; the user's file is never changed, renamed or set aside."""

    name = "shared game"
    keeps = "in_place"
    sample_key = "save"
    scenes = None

    def path(self, home: Path) -> Path:
        return home / "shared" / "ghostparlor-ghosts-20260101-120000.json"

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.persistence.share import ShareRefused, read_shared

        def open_it() -> None:
            try:
                read_shared(path)
            except ShareRefused as refused:
                runner.message("read_shared", refused.message)

        runner.timed("read_shared", open_it)


class TournamentRecordTarget(Target):
    """A tournament's record (JSON lines), read to resume and to summarize."""

    name = "tournament record"
    keeps = "in_place"

    def path(self, home: Path) -> Path:
        return home / "records" / "tournament.jsonl"

    def mutate(self, mutator: Mutator) -> Plant:
        rng = mutator.rng
        text = self.ctx.tournament_text
        lines = text.decode().splitlines()
        plant = mutator.generic(self.name, text, text[:400], in_folder=True)
        if plant is not None:
            return plant
        i = rng.randrange(len(lines))
        doc = json.loads(lines[i])
        inner = mutator.json_doc(self.name + f" line {i + 1}", doc, doc)
        if inner.content is None:
            return inner
        lines[i] = inner.content.decode("utf-8", "surrogateescape")
        return Plant(f"line {i + 1}: {inner.mutation}", "\n".join(lines).encode("utf-8", "surrogateescape") + b"\n")

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.devtools.tournament import RecordError, read_record, summarize_records

        # the tournament command reports RecordError and OSError in one line and stops
        def resume() -> None:
            try:
                read_record(str(path), self.ctx.tournament_header)
            except (RecordError, OSError):
                pass

        def summarize() -> None:
            try:
                summarize_records([str(path)])
            except (RecordError, OSError):
                pass

        runner.timed("read_record", resume)
        runner.timed("summarize_records", summarize)


class ShippedTarget(Target):
    """A file of the installed data (game data, strings, theme) in a fresh copy: reported,
    never changed; the app runs on built-in defaults or shows keys."""

    keeps = "in_place"

    def __init__(self, ctx: "Context", name: str, relative: str) -> None:
        super().__init__(ctx)
        self.name = name
        self.relative = relative
        self.original = (ctx.data_root / relative).read_bytes()

    def prepare(self, runner: Runner, home: Path) -> None:
        from ghostparlor.resources import clear_cache, resource_root

        root = home / "resources"
        shutil.copytree(self.ctx.data_root, root / "data", symlinks=True)
        for kind in ("art", "sounds"):
            os.symlink(resource_root(kind), root / kind)
        os.environ["GHOSTPARLOR_RESOURCES"] = str(root)
        clear_cache()
        self._reset()

    def _reset(self) -> None:
        from ghostparlor.core import strings
        from ghostparlor.ui.theme import set_theme

        strings.clear()
        set_theme(None)
        try:
            from ghostparlor.games import load_game

            load_game.cache_clear()
        except AttributeError:
            pass

    def finish(self, runner: Runner) -> None:
        from ghostparlor.resources import clear_cache

        clear_cache()
        self._reset()
        if self.ctx.apps:  # the next app loads fonts and pictures from the real folders again
            from ghostparlor.ui import reset_assets

            reset_assets()

    def path(self, home: Path) -> Path:
        return home / "resources" / "data" / self.relative

    def mutate(self, mutator: Mutator) -> Plant:
        if self.relative.startswith("locale/"):
            return _catalog_plant(mutator, self.name, self.original)
        import yaml

        doc = yaml.safe_load(self.original)
        lines = self.original.splitlines(keepends=True)
        small = b"".join(lines[:12])
        while True:  # not "a file for its folder": that replaces the whole installed data folder
            plant = mutator.yaml_doc(self.name, doc, small)
            if plant.special != "file_for_folder":
                return plant

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.devtools.validate import validate_all

        runner.timed("validate-data", lambda: validate_all(home / "resources" / "data"))
        if self.relative.startswith("games/"):
            game_id = Path(self.relative).stem

            def build() -> None:
                from ghostparlor.core.errors import GhostparlorError
                from ghostparlor.games import REGISTRY, rules_module

                module = rules_module(game_id)
                try:
                    spec = module.load_spec(home / "resources" / "data")
                except GhostparlorError:
                    return
                game = getattr(module, REGISTRY[game_id].game_class)(spec)
                game.new_state(game.min_players)

            runner.timed("load the game", build)
        elif self.relative.startswith("locale/"):
            from ghostparlor.core import strings

            def read_catalog() -> None:
                before = strings.language()
                strings.set_language(Path(self.relative).stem if self.relative.endswith(".po") else "en")
                try:
                    strings.table()
                    for n in (0, 1, 2, 5, 21, -3, 10**30):
                        strings.t("dont_go_in_there.log.ghosts_gained", player="A", count=n, why="w")
                    strings.t("app.window_title"), strings.t("continue.broken", error="e", kept="k"), strings.t("stats.vs", level=1)
                finally:
                    strings.set_language(before)

            runner.timed("catalog", read_catalog)
        else:
            from ghostparlor.ui.theme import load_theme

            runner.timed("load_theme", lambda: load_theme(path))

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        _scenes(runner, home, path, self.ctx, Path(self.relative).stem if self.relative.startswith("games/") else "ghosts")


@dataclass
class Context:
    samples: dict[str, Any]
    settings_doc: dict[str, Any]
    settings_text: bytes
    frame_key: str
    tournament_text: bytes
    tournament_header: dict[str, Any]
    data_root: Path
    apps: list[Any] = field(default_factory=list)


def _context(work: Path) -> Context:
    from ghostparlor.persistence.settings import Settings, dump_settings
    from ghostparlor.resources import resource_root

    import yaml

    samples = _samples()
    settings = Settings(master_volume=40, language="en", last_players={
        "ghosts": {"players": 3, "seats": [{"name": "Sabine", "kind": "human", "colour": 0},
                                           {"name": "Max", "kind": "easy", "colour": 1}], "options": {}}})
    text = dump_settings(settings).encode()
    tournament_text, header = _tournament_sample(work)
    from ghostparlor.ui import first_frame

    key = first_frame.frame_key(Settings(), "en", (1280, 720))
    return Context(samples, yaml.safe_load(text), text, key, tournament_text, header, resource_root("data"))


def _targets(ctx: Context) -> list[Target]:
    return [SettingsTarget(ctx), CurrentSaveTarget(ctx), FinishedTarget(ctx), StatsTarget(ctx), CacheTarget(ctx),
            FirstFrameTarget(ctx), CatalogCacheTarget(ctx), ReplayCheckTarget(ctx), TournamentRecordTarget(ctx), GameSaveTarget(ctx), SharedRecordTarget(ctx),
            ShippedTarget(ctx, "game data", "games/ghosts.yaml"), ShippedTarget(ctx, "game data", "games/treasure_hunters.yaml"),
            ShippedTarget(ctx, "catalog", "locale/ru.po"), ShippedTarget(ctx, "catalog", "locale/ghostparlor.pot"),
            ShippedTarget(ctx, "theme", "theme.yaml")]


def _catalog_plant(mutator: Mutator, name: str, original: bytes) -> Plant:
    """A damaged gettext catalog: the generic damage, or a catalog that reads but lies
    (a key twice, a form too many, a broken Plural-Forms, placeholders renamed, a quote
    missing, a line gone)."""
    rng = mutator.rng
    small = b"\n".join(original.splitlines()[:40])
    generic = mutator.generic(name, original, small, False)
    if generic is not None:
        return generic
    text = original.decode("utf-8", "replace")
    lines = text.split("\n")
    roll = rng.random()
    if roll < 0.15:
        i = rng.randrange(len(lines))
        return Plant("a line gone", "\n".join(lines[:i] + lines[i + 1:]).encode())
    if roll < 0.3:
        i = rng.randrange(len(lines))
        return Plant("a quote missing", "\n".join(lines[:i] + [lines[i].rstrip('"')] + lines[i + 1:]).encode())
    if roll < 0.45:
        plural = rng.choice(["nplurals=3; plural=(n==1 ? 0 : 7);", "nplurals=0; plural=0;", "nplurals=2; plural=(n(;",
                             "nplurals=99; plural=n;", "plural=n%3;", "nplurals=2; plural=__import__('os');"])
        return Plant("bad Plural-Forms", re.sub(r"Plural-Forms: [^\\]*", "Plural-Forms: " + plural, text, count=1).encode())
    if roll < 0.6:
        return Plant("placeholders renamed", re.sub(r"\{(\w+)\}", lambda m: "{" + m.group(1)[::-1] + "}" if rng.random() < 0.3 else m.group(0), text).encode())
    if roll < 0.75:
        return Plant("a key twice", (text + "\n" + text[text.index("msgctxt"):text.index("msgctxt") + 400]).encode())
    if roll < 0.9:
        return Plant("a form too many", re.sub(r'msgstr\[1\] ("[^"\n]*")', r'msgstr[1] \1\nmsgstr[9] "x"', text, count=3).encode())
    return Plant("braces unbalanced", re.sub(r"\{(\w+)\}", r"{\1", text, count=50).encode())


# --- hypothesis (optional) -------------------------------------------------------------------

def _hypothesis_round(runner: Runner, targets: list[Target], seed: int, until: float, scenes: bool) -> bool:
    """One batch of Hypothesis-generated cases; False when Hypothesis is not installed."""
    try:
        from hypothesis import HealthCheck, Phase, given, settings, strategies as st
        from hypothesis import seed as hseed
    except ImportError:
        return False
    json_targets = [t for t in targets if isinstance(t, JsonTarget) or isinstance(t, SettingsTarget)]
    leaves = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40)
              | st.sampled_from(["", "human", "ghosts", "\u202e", "\x00"]))
    values = st.recursive(leaves, lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
                          max_leaves=30)

    @hseed(seed)
    @settings(max_examples=40, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def batch(data) -> None:
        # every draw first, whatever happens next: Hypothesis needs the same draws for the same data
        target = data.draw(st.sampled_from(json_targets))
        doc = target.ctx.settings_doc if isinstance(target, SettingsTarget) else target.ctx.samples[target.sample_key]
        path = data.draw(st.sampled_from(_paths(doc)))
        value = data.draw(values)
        with_scenes = scenes and data.draw(st.booleans())
        if time.monotonic() > until:
            return
        if isinstance(target, SettingsTarget):
            content = _yaml_dump(doc, path, value)
        else:
            try:
                content = json.dumps(_set(doc, path, value), allow_nan=True).encode("utf-8", "surrogatepass")
            except (ValueError, TypeError):
                return
        runner.stats.hypothesis_cases += 1
        runner.run(target, Plant("hypothesis value", content), with_scenes, "hypothesis")

    batch()
    return True


# --- the campaign ------------------------------------------------------------------------------

def fuzz_files(seconds: float = 60.0, seed: int = 1, scenes: bool = True) -> dict[str, Any]:
    """Run the campaign for about ``seconds``; returns the summary (see the module docstring)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import logging

    quiet = logging.NullHandler()
    app_log = logging.getLogger("ghostparlor")
    app_log.addHandler(quiet)  # set-aside warnings would flood standard error
    was_propagating, app_log.propagate = app_log.propagate, False
    started = time.monotonic()
    rng = random.Random(seed)
    stats = Stats()
    saved_env = {k: os.environ.get(k) for k in ("GHOSTPARLOR_HOME", "GHOSTPARLOR_RESOURCES")}
    work = Path(tempfile.mkdtemp(prefix="ghostparlor-fuzz-"))
    hypothesis_available = None
    os.environ["GHOSTPARLOR_HOME"] = str(work / "samples-home")  # never the person's own folders
    cap = _memory_cap(MEMORY_HEADROOM)
    cap.__enter__()
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            ctx = _context(work)
        targets = _targets(ctx)
        mutator = Mutator(rng, 4 * 1024 * 1024)
        runner = Runner(work, stats)
        if scenes:  # warm-up: the first app loads fonts and pictures (not a case)
            warm = work / "warm"
            warm.mkdir()
            os.environ["GHOSTPARLOR_HOME"] = str(warm)
            with contextlib.redirect_stderr(io.StringIO()):
                from ghostparlor.app import App

                ctx.apps.append(App(headless=True))
        deadline = started + seconds
        scene_time = hypothesis_time = 0.0
        while time.monotonic() < deadline:
            elapsed = time.monotonic() - started
            if hypothesis_available is not False and hypothesis_time < HYPOTHESIS_SHARE * elapsed:
                t0 = time.monotonic()
                hypothesis_available = _hypothesis_round(runner, targets, seed + stats.cases, min(deadline, t0 + 5), scenes)
                hypothesis_time += time.monotonic() - t0
                continue
            target = rng.choice(targets)
            plant = target.mutate(mutator)
            with_scenes = scenes and target.scenes is not None and scene_time < SCENE_SHARE * elapsed
            t0 = time.monotonic()
            runner.run(target, plant, with_scenes)
            if with_scenes:
                scene_time += time.monotonic() - t0
            if len(ctx.apps) > 1:  # keep one app alive at most (its window is reused by the next)
                del ctx.apps[:-1]
    finally:
        os.environ["GHOSTPARLOR_HOME"] = str(work / "closing")  # closing the last app writes nothing real
        if "ctx" in locals() and ctx.apps:
            with contextlib.suppress(Exception):
                ctx.apps[-1].shutdown()
        _restore(saved_env)
        from ghostparlor.resources import clear_cache

        clear_cache()
        _remove(work)
        cap.__exit__(None, None, None)
        app_log.removeHandler(quiet)
        app_log.propagate = was_propagating
    peak = None
    try:
        import resource

        peak = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (1024 if sys.platform != "darwin" else 1024 * 1024), 1)
    except (ImportError, OSError):
        pass
    return {
        "seconds": round(time.monotonic() - started, 1), "seed": seed, "cases": stats.cases,
        "crashes": stats.crashes, "hangs": stats.hangs, "lost_originals": stats.lost_originals,
        "bad_messages": stats.bad_messages, "scene_cases": stats.scene_cases,
        "hypothesis": bool(hypothesis_available), "hypothesis_cases": stats.hypothesis_cases,
        "slowest_read_s": round(stats.slowest_read_s, 3), "slowest_read": stats.slowest_where, "peak_rss_mb": peak,
        "by_target": dict(sorted(stats.by_target.items())), "by_mutation": dict(sorted(stats.by_mutation.items())),
        "failures": stats.failures,
    }


def format_summary(summary: dict[str, Any]) -> str:
    lines = [f"fuzz-files: {summary['cases']} cases in {summary['seconds']} s (seed {summary['seed']}; "
             f"{summary['scene_cases']} through the app and its scenes, {summary['hypothesis_cases']} from Hypothesis"
             f"{'' if summary['hypothesis'] else ' - not installed'}): "
             f"{summary['crashes']} crashes, {summary['hangs']} hangs, {summary['lost_originals']} lost originals, "
             f"{summary['bad_messages']} bad messages; slowest read {summary['slowest_read_s']} s ({summary['slowest_read']}), "
             f"peak memory {summary['peak_rss_mb']} MB"]
    lines.append("  per file: " + ", ".join(f"{k} {v}" for k, v in summary["by_target"].items()))
    lines.extend(f"  {failure}" for failure in summary["failures"])
    return "\n".join(lines)
