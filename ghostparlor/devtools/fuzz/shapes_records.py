"""fuzz-files targets for the shapes of issue 48's second round on records and copies:

- :class:`RecordShapesTarget`: a tournament record with its header cut off (alone, or
  before its games), damaged or holding true for a number, huge runs of empty lines
  (past the limit and 150 MB of them), carriage returns, lines of over 4 MB, empty lines
  first. Read as resuming does (on a copy: a record refused is left byte for byte, one
  resumed keeps every byte up to its last whole line and starts with the header) and as
  summarizing does;
- :class:`BooleanTarget`: true or false for one whole number of a save, a finished game,
  a bare record or the statistics. The statistics must refuse it; a shared game that
  ``ghostparlor open`` accepts must pass ``replay-check`` too, and one with true for a
  number of its record, seats or summary is refused;
- :class:`TwoCopiesTarget`: a second ghostparlor process on the same user folder
  (:class:`OtherCopy`) counts a game, changes a setting or plays a game between this
  copy's read and its write (the statistics, the settings, an unfinished game planted
  hostile or not): neither copy's game or setting may be lost, and the other copy's
  unfinished game is neither written over nor deleted.

A broken promise is counted as a crash (an AssertionError naming it) or, for data of the
other copy that is gone, as a lost original.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from ghostparlor.devtools.fuzz.mutations import Mutator, Plant, key_paths, with_value
from ghostparlor.devtools.fuzz.runner import Runner
from ghostparlor.devtools.fuzz.target import Context, Target


def record_targets(ctx: Context) -> list[Target]:
    """The targets of this module, for the campaign's list."""
    return [RecordShapesTarget(ctx), BooleanTarget(ctx), TwoCopiesTarget(ctx)]


# --- tournament records -------------------------------------------------------------------------

class RecordShapesTarget(Target):
    name = "tournament record shapes"
    keeps = "in_place"

    def path(self, home: Path) -> Path:
        return home / "records" / "shapes.jsonl"

    def mutate(self, mutator: Mutator) -> Plant:
        from ghostparlor.devtools.tournament import MAX_EMPTY_LINES, MAX_LINE_BYTES

        rng = mutator.rng
        text = self.ctx.tournament_text
        head, rest = text.split(b"\n", 1)
        roll = rng.random()
        if roll < 0.2:
            cut = head[: rng.randrange(1, len(head))]
            shape = rng.choice(["alone", "newline", "games"])
            body = cut if shape == "alone" else cut + b"\n" + (rest if shape == "games" else b"")
            return Plant(f"header cut ({shape})", body)
        if roll < 0.45:
            n = rng.choice([MAX_EMPTY_LINES - 1, MAX_EMPTY_LINES, MAX_EMPTY_LINES + 1, 100_000, 10 * 2**20]
                           + ([150 * 2**20] if rng.random() < 0.1 else []))
            where = rng.choice(["after the header", "after the games", "first"])
            body = (head + b"\n" + b"\n" * n + rest if where == "after the header" else
                    text + b"\n" * n if where == "after the games" else b"\n" * n + text)
            return Plant(f"{n} empty lines {where}", body)
        if roll < 0.55:
            n = rng.choice([1000, 2**20, 20 * 2**20])
            filler = rng.choice([b"\r", b" ", b"\t", b" \r\n", b"\x0b"])
            return Plant(f"runs of {filler!r}", head + b"\n" + filler * (n // len(filler)) + b"\n" + rest)
        if roll < 0.65:
            ended = rng.random() < 0.5
            return Plant(f"a line over 4 MB{' ended' if ended else ''}",
                         head + b"\n" + b"7" * (MAX_LINE_BYTES + rng.randrange(1, 100)) + (b"\n" if ended else b"") + rest)
        if roll < 0.85:
            return Plant("true for a number in a record", _with_a_boolean(rng, [json.loads(line) for line in text.splitlines()]))
        lines = text.split(b"\n")
        i = rng.randrange(1, max(2, len(lines) - 1))
        lines.insert(i, rng.choice([head, b"{}", b"[]", b"null", b'{"index": 0}', lines[i - 1]]))
        return Plant("a line out of place", b"\n".join(lines))

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.devtools.tournament import RecordError, _open_record, read_record, summarize_records

        header = self.ctx.tournament_header
        original = path.read_bytes()
        copy = path.with_name("resumed.jsonl")
        shutil.copyfile(path, copy)

        def resume() -> None:  # what `tournament --record FILE` does before it plays a game
            try:
                out, _ = _open_record(str(copy), header)
            except (RecordError, OSError):
                if copy.read_bytes() != original:
                    raise AssertionError("a record refused for resuming was changed") from None
                return
            out.close()
            after = copy.read_bytes()
            line = (json.dumps(header) + "\n").encode()
            expected = original[: original.rfind(b"\n") + 1] if original else line
            if after != expected or not after.startswith(line):
                raise AssertionError("a resumed record lost bytes or was appended to without its header")

        def read() -> None:
            for call in (lambda: read_record(str(path), header), lambda: summarize_records([str(path)])):
                try:
                    call()
                except (RecordError, OSError) as exc:
                    runner.message("tournament record", str(exc))

        runner.timed("resume a tournament record", resume)
        runner.timed("read_record + summarize_records", read)
        copy.unlink(missing_ok=True)


def _with_a_boolean(rng: Any, lines: list[Any]) -> bytes:
    """The record's lines with one whole number (of the header or a game) made true or false."""
    i = rng.randrange(len(lines))
    paths = [p for p in key_paths(lines[i]) if type(_get(lines[i], p)) is int] or [("players",)]
    lines[i] = with_value(lines[i], rng.choice(paths), rng.random() < 0.5)
    return b"".join(json.dumps(line).encode() + b"\n" for line in lines)


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


# --- true and false for numbers ------------------------------------------------------------------

class BooleanTarget(Target):
    """One whole number of a save, a finished game, a bare record or the statistics made true
    or false (the JSON parser and Python both take true for 1)."""

    name = "true for a number"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.which, self.at = "save", ()

    def path(self, home: Path) -> Path:
        if self.which == "stats":
            return home / "data" / "stats.json"
        return home / "shared" / f"{self.which}.json"

    def mutate(self, mutator: Mutator) -> Plant:
        rng = mutator.rng
        self.which = rng.choice(["save", "finished", "record", "stats"])
        self.keeps = "user" if self.which == "stats" else "in_place"
        doc = self.ctx.samples[self.which]
        paths = [p for p in key_paths(doc, 100_000) if type(_get(doc, p)) is int]
        self.at = rng.choice(paths)
        value = rng.random() < 0.5
        return Plant(f"{str(value).lower()} in {self.which}", json.dumps(with_value(doc, self.at, value)).encode())

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        where = "/".join(map(str, self.at))
        if self.which == "stats":
            from ghostparlor.persistence.stats import load_stats

            _, notice = runner.timed("load_stats", load_stats)
            runner.message("load_stats", notice)
            if notice is None:
                runner.timed("the statistics refuse it", lambda: _fail(f"the statistics took true/false for {where}"))
            return
        import contextlib
        import io

        from ghostparlor.devtools.replay_check import run
        from ghostparlor.persistence.share import ShareRefused, read_shared

        def both() -> None:
            try:
                read_shared(path)
                opened = True
            except ShareRefused as refused:
                runner.message("read_shared", refused.message)
                opened = False
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                checked = run([path]) == 0
            runner.message("replay-check", out.getvalue().rstrip("\n"))
            record_part = self.at[0] in ("plans", "summary", "save_format") or self.which == "record" or (
                self.at[0] == "record" and self.at[1] not in ("options",))
            if opened and record_part:
                _fail(f"ghostparlor open took true/false for {where}")
            if opened and not checked:
                _fail(f"ghostparlor open took what replay-check refuses (true/false for {where})")

        runner.timed("open and replay-check agree", both)


def _fail(text: str) -> None:
    raise AssertionError(text)


# --- two copies at once ---------------------------------------------------------------------------

_OTHER = r'''
import json, os, sys
print("ready", flush=True)
from ghostparlor.persistence import saves, settings, stats
for line in sys.stdin:
    words = line.split("\t")
    what, home = words[0], words[1].rstrip("\n")
    os.environ["GHOSTPARLOR_HOME"] = home
    try:
        if what == "stats":
            data, _ = stats.load_stats()
            stats.record_result(data, "ghosts", ["Bo", "Both"], ["human", "human"], [2.0, 2.0], [1], True)
            stats.save_stats(data)
        elif what == "settings":
            mine, _ = settings.load_settings()
            mine.music_volume = 17
            mine.last_players["treasure_hunters"] = {"other": "copy"}
            settings.save_settings(mine)
        elif what == "hold":  # this copy plays the game: it holds its claim
            if not saves.claim_game(words[2].rstrip("\n")):
                raise RuntimeError("the game is claimed by the first copy")
        elif what == "release":
            saves.release_game()
        reply = "ok"
    except Exception as exc:
        reply = "error: " + " ".join(f"{type(exc).__name__}: {exc}".split())[:300]
    print(reply, flush=True)
'''


class OtherCopy:
    """A second ghostparlor process (started once, kept for the campaign, ended with it)
    that does one thing on a user folder when asked and says "ok"."""

    _proc: subprocess.Popen | None = None
    _lock = threading.Lock()

    @classmethod
    def ask(cls, what: str, home: Path, *more: str) -> str:
        with cls._lock:
            proc = cls._proc
            if proc is None or proc.poll() is not None:
                env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
                proc = cls._proc = subprocess.Popen([sys.executable, "-c", _OTHER], stdin=subprocess.PIPE,
                                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
                if proc.stdout.readline().strip() != "ready":
                    raise RuntimeError("the other copy did not start")
            try:
                proc.stdin.write("\t".join((what, str(home), *more)) + "\n")
                proc.stdin.flush()
                return proc.stdout.readline().strip()
            except BaseException:  # stopped by the watchdog, or gone: the next case starts a new one
                cls._proc = None
                proc.kill()
                raise

    @classmethod
    def stop(cls) -> None:
        proc, cls._proc = cls._proc, None
        if proc is not None and proc.poll() is None:
            proc.stdin.close()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)


atexit.register(OtherCopy.stop)


class TwoCopiesTarget(Target):
    """The file planted (the statistics, the settings, a game's unfinished save: hostile or
    not) is read by this copy; the other copy writes between this copy's read and its write."""

    name = "two copies"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.which, self.race = "stats", True

    def path(self, home: Path) -> Path:
        return {"stats": home / "data" / "stats.json", "settings": home / "config" / "settings.yaml",
                "save": home / "data" / "saves" / "current-ghosts.json"}[self.which]

    def mutate(self, mutator: Mutator) -> Plant:
        rng = mutator.rng
        self.which = rng.choice(["stats", "settings", "save"])
        # the statistics and the settings are rewritten by design (their counts and values are
        # checked here); a save must stay, in place or set aside
        self.keeps = "user" if self.which == "save" else "derived"
        if self.which == "settings":
            plant = mutator.yaml_doc(self.name, self.ctx.settings_doc, self.ctx.settings_text)
            plant = plant if rng.random() < 0.5 else Plant("valid settings", self.ctx.settings_text)
        else:
            doc = self.ctx.samples["stats" if self.which == "stats" else "save"]
            plant = mutator.json_doc(self.name, doc, doc)
            plant = plant if rng.random() < 0.5 else Plant(f"valid {self.which}", json.dumps(doc).encode())
        # a folder, a pipe, a file unreadable to this process only (os.open patched) or one in the
        # place of its folder: no race to run (the writes fail, the app says so), the reads are the others'
        self.race = plant.special is None
        if not self.race:
            self.keeps = "user"
        return plant

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        if self.race:
            runner.timed(f"two copies: {self.which}", lambda: getattr(self, f"_race_{self.which}")(runner, home))

    def _race_stats(self, runner: Runner, home: Path) -> None:
        from ghostparlor.persistence import stats

        data, notice = stats.load_stats()
        runner.message("load_stats", notice)
        had = {name: data["games"].get("ghosts", {}).get(name, {}).get("games", 0) for name in ("Ada", "Bo", "Both")}
        stats.record_result(data, "ghosts", ["Ada", "Both"], ["human", "human"], [1.0, 1.0], [0], True)
        _other("stats", home)  # the other window finishes a game between this one's read and its write
        stats.save_stats(data)
        now = {name: entry["games"] for name, entry in stats.load_stats()[0]["games"].get("ghosts", {}).items()}
        want = {"Ada": had["Ada"] + 1, "Bo": had["Bo"] + 1, "Both": had["Both"] + 2}
        if any(now.get(name) != count for name, count in want.items()):
            _lost(runner, f"statistics of two copies: {want} counted, {now} kept")

    def _race_settings(self, runner: Runner, home: Path) -> None:
        from ghostparlor.persistence import settings

        mine, notice = settings.load_settings()
        runner.message("load_settings", notice)
        mine.master_volume = 3
        mine.last_players["ghosts"] = {"this": "copy"}
        _other("settings", home)
        try:
            settings.save_settings(mine)
        except ValueError:  # a value of the planted file that cannot be written back: the app says so
            return
        kept, _ = settings.load_settings()
        if (kept.master_volume, kept.music_volume) != (3, 17) or kept.last_players.get("treasure_hunters") != {"other": "copy"} \
                or kept.last_players.get("ghosts") != {"this": "copy"}:
            _lost(runner, "settings of two copies: one copy's change was lost")

    def _race_save(self, runner: Runner, home: Path) -> None:
        from ghostparlor.persistence import saves

        found, notices = saves.load_unfinished()
        for notice in notices:
            runner.message("load_unfinished", notice)
        saves.release_game()  # this copy plays nothing yet
        mine = json.loads(json.dumps(self.ctx.samples["save"]))
        path = saves.current_path("ghosts")
        _other("hold", home, "ghosts")  # the other window plays ghosts: what is there is its save
        try:
            held = path.read_bytes() if path.is_file() else None
            if not saves.open_elsewhere("ghosts"):
                _fail("a game claimed by another window is not seen as open there")
            try:
                saves.save_current(mine)
                _fail("a second window wrote over the save of a game open in another window")
            except saves.OpenElsewhere as refused:
                runner.message("save_current", str(refused))
            saves.delete_current("ghosts")
            if (path.read_bytes() if path.is_file() else None) != held:
                _lost(runner, "the unfinished game of the other window was written over or deleted")
        finally:
            _other("release", home)
        if not saves.claim_game("ghosts"):  # the other window let it go: this one may play it now
            _fail("a game let go by the other window cannot be claimed")
        saves.release_game()


def _other(what: str, home: Path, *more: str) -> None:
    reply = OtherCopy.ask(what, home, *more)
    if reply != "ok":
        raise AssertionError(f"the other copy could not {what}: {reply}")


def _lost(runner: Runner, text: str) -> None:
    runner.stats.lost_originals += 1
    runner.stats.fail(f"lost: {runner.current}: {text}")
