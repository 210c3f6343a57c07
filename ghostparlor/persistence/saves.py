"""Saves: the current game (autosaved after every action) and finished games kept for replay.

A save is the Match's record (docs/records.md) in an envelope::

    {"kind": "ghostparlor-save", "save_format": 1, "saved_at": "2026-11-29T14:05:00",
     "summary": {"game": "ghosts", "players": [...], "round": 2, "over": false},
     "plans": [{"name": "Sabine", "kind": "human", "colour": 0}, ...],
     "record": {... the record ...}}

Older formats are migrated (``MIGRATIONS``), never unpickled: format 0 is a bare
record as ``ghostparlor sim --records`` writes it. A save from a newer version, or
a damaged one, is reported in one line and set aside (renamed), never overwritten.
Every write is atomic (temp file, fsync, rename; one previous copy kept).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ghostparlor.persistence.atomic import atomic_write_text, set_aside
from ghostparlor.persistence.paths import data_dir, saves_dir

SAVE_FORMAT = 1
KIND = "ghostparlor-save"
CURRENT = "current.json"
KEEP_FINISHED = 50


class SaveError(ValueError):
    """A save that cannot be used; the message is one line for the player."""


@dataclass
class SavedGame:
    path: Path
    record: dict[str, Any]
    plans: list[dict[str, Any]]
    summary: dict[str, Any]
    saved_at: str


def _migrate_0_to_1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 0 was a bare record: wrap it, with plans from its seats."""
    seats = data.get("seats") or []
    return {
        "kind": KIND,
        "save_format": 1,
        "saved_at": "",
        "summary": {"game": data.get("game"), "players": [s.get("name", "?") for s in seats], "over": "result" in data},
        "plans": [{"name": s.get("name", f"Player {i + 1}"), "kind": s.get("kind", "random"), "colour": i} for i, s in enumerate(seats)],
        "record": data,
    }


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _migrate_0_to_1}


def envelope(record: dict[str, Any], plans: list[dict[str, Any]], summary: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": KIND,
        "save_format": SAVE_FORMAT,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "summary": summary,
        "plans": plans,
        "record": record,
    }


def parse_save(text: str) -> dict[str, Any]:
    """The save's envelope in the current format; raises SaveError with a one-line reason."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise SaveError(f"it is not valid JSON ({exc.msg} at line {exc.lineno})") from None
    if not isinstance(data, dict):
        raise SaveError("it is not a saved game")
    version = data.get("save_format", 0 if "actions" in data and "game" in data else None)
    if version is None:
        raise SaveError("it is not a saved game")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SaveError(f"its format {version!r} is unknown")
    if version > SAVE_FORMAT:
        raise SaveError(f"it was made by a newer version of ghostparlor (save format {version}, this version reads up to {SAVE_FORMAT})")
    while version < SAVE_FORMAT:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise SaveError(f"its format {version} is too old to be read")
        data = migrate(data)
        version = data["save_format"]
    record = data.get("record")
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list) or "game" not in record:
        raise SaveError("its game record is missing or damaged")
    if not isinstance(data.get("plans"), list) or len(data["plans"]) != len(record.get("seats", [])):
        raise SaveError("its seats are missing or damaged")
    return data


def write_save(path: Path, data: dict[str, Any]) -> None:
    atomic_write_text(path, json.dumps(data, separators=(",", ":")))


def current_path() -> Path:
    return saves_dir() / CURRENT


def save_current(data: dict[str, Any]) -> None:
    write_save(current_path(), data)


def load_save(path: Path) -> tuple[SavedGame | None, str | None]:
    """The save at ``path`` and a one-line notice; a bad file is set aside (notice says so)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError) as exc:
        return None, f"Your saved game could not be read ({exc}); it was left as it is."
    try:
        data = parse_save(text)
    except SaveError as exc:
        try:
            kept = set_aside(path, str(exc))
            fate = f"it was kept as {kept.name}"
        except OSError as err:
            fate = f"it could not be set aside ({err})"
        return None, f"Your saved game could not be loaded: {exc}; {fate}."
    return SavedGame(path, data["record"], data["plans"], data.get("summary", {}), data.get("saved_at", "")), None


def load_current() -> tuple[SavedGame | None, str | None]:
    return load_save(current_path())


def delete_current() -> None:
    for path in (current_path(), current_path().with_name(CURRENT + ".bak")):
        try:
            path.unlink()
        except FileNotFoundError:
            pass


def finished_dir(game_id: str) -> Path:
    folder = data_dir() / "replays" / game_id
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def archive_finished(game_id: str, data: dict[str, Any]) -> Path:
    """Keep a finished game for replay; only the newest KEEP_FINISHED per game stay."""
    folder = finished_dir(game_id)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"{stamp}-{n}.json"
        n += 1
    atomic_write_text(path, json.dumps(data, separators=(",", ":")), keep_backup=False)
    kept = sorted(folder.glob("*.json"))
    for old in kept[:-KEEP_FINISHED]:
        try:
            old.unlink()
        except OSError:
            pass
    return path


def finished_games(game_id: str | None = None) -> list[Path]:
    """Finished games kept for replay, newest first."""
    root = data_dir() / "replays"
    if not root.exists():
        return []
    folders = [root / game_id] if game_id else [p for p in root.iterdir() if p.is_dir()]
    files = [f for folder in folders if folder.exists() for f in folder.glob("*.json")]
    return sorted(files, key=lambda p: p.name, reverse=True)
