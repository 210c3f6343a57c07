"""fuzz-files targets for the shapes of issue 48's second round on files:

- :class:`AliasBombTarget`: scalar alias bombs and their kin in every YAML the app reads
  (the settings, the theme, a game's data, a game's lessons): one long text used tens of
  thousands of times (the issue's 120,000 characters 47,000 times, and an 80 KB one), a
  short text (under check_plain's SHARED_TEXT) used thousands of times, aliases as keys,
  merge keys bringing a map in a thousand times or in a chain hundreds deep, an alias
  inside its own anchor, many anchors. Each is read by the file's real readers: refused
  in one line (the settings set aside, the installed data left as it is), in bounded time;
- :class:`SpecialFilesTarget`: a pipe, a link to /dev/zero, a folder or a link to nothing
  at one path of the inventory (docs/files.md): the settings and their backup, the old
  single save and its backup, a game's save, its backup and a damaged copy, a finished
  game, the statistics, the lock and claim files, the log and its rotations, the YAML,
  catalog and first-frame caches. Every reader of the start runs (and, now and then, the
  app's start and its scenes); none may block, crash or lose what was planted, and
  nothing may be made through a link to nothing.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ghostparlor.devtools.fuzz.files import SettingsTarget
from ghostparlor.devtools.fuzz.mutations import Mutator, Plant
from ghostparlor.devtools.fuzz.runner import Runner
from ghostparlor.devtools.fuzz.shipped import ShippedTarget
from ghostparlor.devtools.fuzz.target import Context, Target, run_scenes


def file_targets(ctx: Context) -> list[Target]:
    """The targets of this module, for the campaign's list."""
    return [AliasBombTarget(ctx), SpecialFilesTarget(ctx)]


# --- alias bombs in every YAML ----------------------------------------------------------------

def _uses(text: str, n: int) -> str:
    return "[" + ", ".join([text] * n) + "]"


def _bombs(rng: Any, key: str) -> dict[str, Any]:
    return {
        "scalar 120000 x 47000": lambda: f"s0: &s {'w' * 120_000}\n{key}: {_uses('*s', 47_000)}\n",
        "scalar 80 KB": lambda: f"s0: &s {'w' * 40_000}\n{key}: {_uses('*s', 10_000)}\n",
        "short scalar": lambda: f"s0: &s {'w' * rng.choice([12, 31])}\n{key}: {_uses('*s', rng.choice([9_000, 40_000]))}\n",
        "scalar in a map": lambda: f"s0: &s {'m' * 200}\n{key}: {{" + ", ".join(f"k{i}: *s" for i in range(20_000)) + "}\n",
        "alias keys": lambda: f"s0: &s {'k' * 60}\n{key}: {{" + ", ".join(["*s : 1"] * 5_000) + "}\n",
        "merge wide": lambda: "b: &b {" + ", ".join(f"k{i}: {'v' * 20}" for i in range(300)) + "}\n"
                              + "".join(f"x{i}: {{<<: *b}}\n" for i in range(2_000)) + f"{key}: *b\n",
        "merge chain": lambda: "m0: &m0 {a: 1}\n" + "".join(f"m{i}: &m{i} {{<<: [*m{i - 1}, *m{i - 1}], k{i}: {i}}}\n"
                                                            for i in range(1, 400)) + f"{key}: *m399\n",
        "recursive": lambda: f"{key}: " + rng.choice(["&a [*a]", "&a {k: *a}", "&a [1, [2, *a]]", "&a {<<: *a}"]) + "\n",
        "many anchors": lambda: f"{key}: [" + ", ".join(f"&a{i} x{i}, *a{i}" for i in range(30_000)) + "]\n",  # each used once
        "nested scalars": lambda: f"{key}: " + "[&a " + "q" * 50 + ", " + ", ".join(["[*a, *a, *a]"] * 20_000) + "]\n",
    }


ALIAS_BOMBS = tuple(_bombs(None, "x"))


def alias_bomb(rng: Any, key: str, shape: str | None = None) -> tuple[str, str]:
    """A YAML document (its shape's name and its text) whose aliases would make it huge or
    endless, its bomb under ``key`` (a key the file has, so a reader that checks keys meets
    it); ``shape`` one of ALIAS_BOMBS, or drawn."""
    shape = shape or rng.choice(ALIAS_BOMBS)
    return shape, _bombs(rng, key)[shape]()


class LearnTarget(ShippedTarget):
    """A game's lessons (data/learn/<game>.yaml), read as the rules reader and the check do."""

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.core.errors import GhostparlorError
        from ghostparlor.core.learn import load_learn
        from ghostparlor.devtools.validate import validate_all

        runner.timed("validate-data", lambda: validate_all(home / "resources" / "data"))

        def lessons() -> None:
            try:
                load_learn(Path(self.relative).stem, home / "resources" / "data")
            except GhostparlorError:
                pass

        runner.timed("load_learn", lessons)


class AliasBombTarget(Target):
    """One YAML the app reads (chosen per case) holding an alias bomb."""

    name = "alias bombs"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.inners: list[Target] = [SettingsTarget(ctx), ShippedTarget(ctx, "theme", "theme.yaml"),
                                     ShippedTarget(ctx, "game data", "games/ghosts.yaml"),
                                     LearnTarget(ctx, "lessons", "learn/ghosts.yaml")]
        self.inner = self.inners[0]

    def mutate(self, mutator: Mutator) -> Plant:
        return self.plant_in(mutator.rng.choice(self.inners), mutator.rng)

    def plant_in(self, inner: Target, rng: Any) -> Plant:
        """A bomb in the YAML of ``inner`` (which then reads it)."""
        import yaml

        self.inner = inner
        self.name = f"alias bombs: {self.inner.name}"
        self.keeps = self.inner.keeps
        self.scenes = self.inner.scenes  # type: ignore[assignment]
        original = self.ctx.settings_text if isinstance(self.inner, SettingsTarget) else self.inner.original  # type: ignore[attr-defined]
        doc = yaml.safe_load(original)
        keys = [k for k in doc if isinstance(k, str)] if isinstance(doc, dict) else []
        key = rng.choice(keys) if keys else "x"
        shape, bomb = alias_bomb(rng, key)
        if rng.random() < 0.5:  # after the file's own keys (the bomb's key then comes twice: the last one counts)
            return Plant(shape + " after the file", original + b"\n" + bomb.encode())
        return Plant(shape, bomb.encode())

    def prepare(self, runner: Runner, home: Path) -> None:
        self.inner.prepare(runner, home)

    def finish(self, runner: Runner) -> None:
        self.inner.finish(runner)

    def path(self, home: Path) -> Path:
        return self.inner.path(home)

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        self.inner.read(runner, home, path)


# --- special files at every path ----------------------------------------------------------------

KINDS = {"pipe": "fifo", "/dev/zero link": "device", "folder": "folder", "link to nothing": "dangling"}
NOWHERE = ".nowhere"  # a link to nothing (runner._plant) points at its own name with this added: a file made through it shows


def special_paths(home: Path) -> dict[str, tuple[Path, str]]:
    """Every per-user path the app reads or opens: its name here -> (the path under ``home``,
    "user" or "derived")."""
    from ghostparlor.core.strings import catalog_path
    from ghostparlor.persistence import catalog_cache, yaml_cache
    from ghostparlor.resources import data_path
    from ghostparlor.ui import first_frame

    user = ["config/settings.yaml", "config/settings.yaml.bak", "config/.ghostparlor-lock", "data/stats.json",
            "data/stats.json.bak", "data/.ghostparlor-lock", "data/saves/current.json", "data/saves/current.json.bak",
            "data/saves/current-ghosts.json", "data/saves/current-ghosts.json.bak", "data/saves/current-treasure_hunters.json.bak",
            "data/saves/current-ghosts.json.damaged-20260101-120000", "data/saves/.current-ghosts.claim",
            "data/saves/.ghostparlor-lock", "data/replays/ghosts/20260101-120000.json", "data/replays/ghosts/.ghostparlor-lock",
            "log/ghostparlor.log", "log/ghostparlor.log.1", "log/ghostparlor.log.2"]
    out = {name: (home / name, "user") for name in user}
    image, key = first_frame._files()
    out.update({
        "cache: the settings' YAML": (yaml_cache._cache_file((home / "config" / "settings.yaml").resolve()), "derived"),
        "cache: the theme's YAML": (yaml_cache._cache_file(Path(data_path("theme.yaml")).resolve()), "derived"),
        "cache: the first frame": (image, "derived"), "cache: the first frame's key": (key, "derived"),
        "cache: the catalog": (catalog_cache.cache_file(Path(catalog_path("en"))), "derived"),
    })
    return out


class SpecialFilesTarget(Target):
    """A pipe, a /dev/zero link, a folder or a link to nothing at one path of the inventory,
    beside good files at the others; every reader of the start runs."""

    name = "special files"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.which = "config/settings.yaml"
        self.kind = "pipe"

    def mutate(self, mutator: Mutator) -> Plant:
        rng = mutator.rng
        paths = special_paths(Path(os.environ.get("GHOSTPARLOR_HOME") or "."))
        self.which = rng.choice(sorted(paths))
        self.keeps = paths[self.which][1]
        self.kind = rng.choice(sorted(KINDS))
        if not hasattr(os, "mkfifo") and KINDS[self.kind] == "fifo":
            self.kind = "folder"
        return Plant(f"{self.kind}@{self.which}", special=KINDS[self.kind])

    def path(self, home: Path) -> Path:
        return special_paths(home)[self.which][0]

    def prepare(self, runner: Runner, home: Path) -> None:
        """Good files where the start reads them: the special one replaces one of them."""
        from ghostparlor.persistence import stats

        (home / "config").mkdir(parents=True, exist_ok=True)
        (home / "config" / "settings.yaml").write_bytes(self.ctx.settings_text)
        saves = home / "data" / "saves"
        saves.mkdir(parents=True, exist_ok=True)
        import json

        save = json.dumps(self.ctx.samples["small_save"]).encode()
        (saves / "current-ghosts.json").write_bytes(save)
        (saves / "current-ghosts.json.bak").write_bytes(save)
        stats.stats_path().write_text(json.dumps(self.ctx.samples["stats"]))
        finished = home / "data" / "replays" / "ghosts"
        finished.mkdir(parents=True, exist_ok=True)
        (finished / "20260101-120000.json").write_text(json.dumps(self.ctx.samples["finished"]))

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.persistence import applog, leftovers, saves, stats
        from ghostparlor.persistence.settings import load_settings
        from ghostparlor.ui import first_frame

        settings, notice = runner.timed("load_settings", load_settings)
        runner.message("load_settings", notice)
        runner.timed("migrate the old single save", saves.migrate_single_save)
        found, notices = runner.timed("load_unfinished", saves.load_unfinished)
        for each in notices:
            runner.message("load_unfinished", each)
        runner.timed("backups_to_offer", saves.backups_to_offer)
        data, notice = runner.timed("load_stats", stats.load_stats)
        runner.message("load_stats", notice)

        def finished() -> None:
            for each in saves.finished_games():
                runner.message("load_finished", saves.load_finished(each)[1])

        runner.timed("finished games", finished)
        runner.timed("the kept first frame", lambda: first_frame.load(self.ctx.frame_key, (1280, 720)))
        runner.timed("the catalog cache", _catalog_through_the_cache)

        def logs() -> None:
            for name in ("ghostparlor.log", "ghostparlor.log.1", "ghostparlor.log.2"):
                try:
                    applog.open_log(home / "log" / name).close()
                except OSError:  # LogRefused too: start_logging says it in one line and goes on
                    pass

        runner.timed("open the log", logs)
        runner.timed("sweep leftovers", leftovers.sweep)
        if os.path.lexists(path.with_name(path.name + NOWHERE)):
            runner.timed("nothing made through a link to nothing",
                         lambda: _fail(f"a file was made through the link to nothing at {self.which}"))

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        run_scenes(runner, home, path, self.ctx)
        if os.path.lexists(path.with_name(path.name + NOWHERE)):
            runner.timed("nothing made through a link to nothing (app)",
                         lambda: _fail(f"a file was made through the link to nothing at {self.which}"))


def _fail(message: str) -> None:
    raise AssertionError(message)


def _catalog_through_the_cache() -> None:
    from ghostparlor.core import strings
    from ghostparlor.core.strings import catalog_path
    from ghostparlor.persistence.catalog_cache import read_catalog_cached

    read_catalog_cached(catalog_path("en"))
    strings.clear()
