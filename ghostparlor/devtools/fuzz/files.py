"""The person's files of docs/files.md as fuzz-files targets: the settings, the saves, the
finished games, the statistics, the network seats, the derived caches (YAML, catalog, first
frame), a record given to replay-check, a shared game, a tournament's record."""

from __future__ import annotations

import contextlib
import io
import json
import os
import stat
from pathlib import Path

from ghostparlor.devtools.fuzz.mutations import Mutator, Plant
from ghostparlor.devtools.fuzz.runner import Runner
from ghostparlor.devtools.fuzz.target import Context, Target, run_scenes


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
        run_scenes(runner, home, path, self.ctx)


class JsonTarget(Target):
    sample_key = ""
    small_key = ""

    def mutate(self, mutator: Mutator) -> Plant:
        return mutator.json_doc(self.name, self.ctx.samples[self.sample_key], self.ctx.samples[self.small_key or self.sample_key])

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        run_scenes(runner, home, path, self.ctx)


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


def net_seats_sample() -> dict:
    """A valid ``net_seats.json`` as the network screens write it: a table hosted here (its
    host key, its port) and one joined from here, with this screen's seats and their keys."""
    from ghostparlor.net import seats_file

    tables = [seats_file.KeptTable("ws://192.168.1.20:8765", "HT4K9M", hosted=True, game="ghosts", host_token="h" * 32,
                                   port=8765, seats=[seats_file.KeptSeat(0, "Sabine", "t" * 32)], at=1767225600.0),
              seats_file.KeptTable("ws://[fe80::1]:9000", "CDEFGH", game="treasure_hunters", at=1767225000.0,
                                   seats=[seats_file.KeptSeat(1, "Max", "u" * 24), seats_file.KeptSeat(3, "", "v" * 64)])]
    return {"format": seats_file.FORMAT, "name": "Sabine", "tables": [k.to_json() for k in tables]}


class NetSeatsTarget(JsonTarget):
    """``data/net_seats.json``: the network seats of this screen (``net/seats_file.py``), read
    as the Host and Join screens read it; what was read is written back (elsewhere, as the
    next change would write it) and must read back the same."""

    name = "network seats"
    sample_key = "net_seats"

    def __init__(self, ctx: "Context") -> None:
        super().__init__(ctx)
        ctx.samples.setdefault(self.sample_key, net_seats_sample())

    def path(self, home: Path) -> Path:
        return home / "data" / "net_seats.json"

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.net import seats_file
        from ghostparlor.scenes.net_common import spaced_code
        from ghostparlor.scenes.net_join import shown_address

        kept, notice = runner.timed("seats_file.load", seats_file.load)
        runner.message("seats_file.load", notice)
        runner.timed("the tables to rejoin and reopen", lambda: [(spaced_code(k.code), shown_address(k.address), k.game,
                                                                   [(s.seat, s.name) for s in k.seats]) for k in kept.tables])
        written = home / "net_seats-written.json"

        def write_back() -> None:  # what the next change writes (never over what was read: its own file)
            seats_file._write(kept, written)
            again, problem = seats_file.load(written)
            newest_first = sorted(kept.tables, key=lambda k: k.at, reverse=True)[:seats_file.MAX_TABLES]  # as written
            if problem is not None or again != seats_file.Kept(kept.name, newest_first):
                raise AssertionError(f"what was read does not read back the same ({problem})")
            seats_file.remember(seats_file.KeptTable("ws://127.0.0.1:8765", "PQRTUV"), "Ida", written)

        runner.timed("written back and read again", write_back)

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        run_scenes(runner, home, path, self.ctx)
        app = self.ctx.apps[-1]
        from ghostparlor.scenes.net_host import HostScene
        from ghostparlor.scenes.net_join import JoinScene

        def screen(make) -> None:
            app.home()
            app.push(make())
            for _ in range(3):
                app.step(1 / 30)
            app.home()

        runner.timed("host screen (the tables to reopen)", lambda: screen(lambda: HostScene(app)))
        runner.timed("join screen (the tables to rejoin)", lambda: screen(lambda: JoinScene(app, listen=False)))


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
        run_scenes(runner, home, path, self.ctx)


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
        run_scenes(runner, home, path, self.ctx)


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
        run_scenes(runner, home, path, self.ctx)
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
        from ghostparlor.devtools.replay_check import run

        def check() -> None:
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                status = run([path])
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
