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

from ghostparlor.core.strings import Said
from ghostparlor.persistence.atomic import atomic_write_text
from ghostparlor.persistence.paths import data_dir, saves_dir
from ghostparlor.persistence.reading import MAX_JSON_BYTES, Damaged, json_document, read_user_file

SAVE_FORMAT = 1
KIND = "ghostparlor-save"
CURRENT = "current.json"
KEEP_FINISHED = 50
MAX_SAVE_BYTES = MAX_JSON_BYTES  # a real save is < 100 KB; a larger file is refused before it is parsed
MAX_NAME = 200  # the set-up allows 16 characters


class SaveError(Damaged):
    """A save that cannot be used; the message is one line for the player (a ValueError)."""


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


def _text(value: Any, what: str, limit: int = MAX_NAME) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise SaveError(f"its {what} is damaged")
    return value


def _whole(value: Any, what: str, low: int = 0, high: int = 10**9) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise SaveError(f"its {what} is damaged")
    return value


def check_envelope(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a save in the current format) if every part the app uses has the type it
    needs; raises SaveError naming the damaged part. The record's actions themselves are
    checked when it is replayed (Match.from_record), which refuses an illegal one."""
    record = data.get("record")
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list) or "game" not in record:
        raise SaveError("its game record is missing or damaged")
    _text(record["game"], "game id", 64)
    if not all(isinstance(a, dict) for a in record["actions"]):
        raise SaveError("its list of moves is damaged")
    seats = record.get("seats", [])
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        raise SaveError("its seats are missing or damaged")
    if "players" in record:
        _whole(record["players"], "number of players", 1, 64)
    if not isinstance(record.get("options", {}) or {}, dict):
        raise SaveError("its game options are damaged")
    seed = record.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, (int, str)) or isinstance(seed, str) and len(seed) > MAX_NAME:
        raise SaveError("its seed is damaged")
    plans = data.get("plans")
    if not isinstance(plans, list) or len(plans) != len(seats):
        raise SaveError("its seats are missing or damaged")
    for plan in plans:
        if not isinstance(plan, dict):
            raise SaveError("its seats are missing or damaged")
        _text(plan.get("name", ""), "player names")
        _text(plan.get("kind", "human"), "player kinds", 32)
        if "colour" in plan:
            _whole(plan["colour"], "player colours", 0, 64)
    summary = data.setdefault("summary", {})
    if not isinstance(summary, dict):
        raise SaveError("its summary is damaged")
    if summary.get("game") is not None:
        _text(summary["game"], "summary", 64)
    players = summary.get("players", [])
    if not isinstance(players, list) or len(players) > 64:
        raise SaveError("its summary is damaged")
    for name in players:
        _text(name, "summary")
    if summary.get("round") is not None:
        _whole(summary["round"], "summary", 0)
    _text(data.setdefault("saved_at", ""), "date", 40)
    if "result" in record:
        result = record["result"]
        if not isinstance(result, dict) or not isinstance(result.get("winners", []), list):
            raise SaveError("its result is damaged")
        for seat in result.get("winners", []):
            _whole(seat, "result", 0, 64)
    return data


def parse_save(text: str | bytes) -> dict[str, Any]:
    """The save's envelope in the current format; raises SaveError with a one-line reason.

    Read with the discipline of reading.py: bounded nesting, no NaN or Infinity, sane
    plain data; then the envelope's shape (check_envelope)."""
    try:
        data = json_document(text)
    except Damaged as exc:
        raise SaveError(str(exc)) from None
    if not isinstance(data, dict):
        raise SaveError("it is not a saved game")
    version = data.get("save_format", 0 if "actions" in data and "game" in data else None)
    if version is None:
        raise SaveError("it is not a saved game")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SaveError(f"its format {str(version)[:20]!r} is unknown")
    if version > SAVE_FORMAT:
        raise SaveError(f"it was made by a newer version of ghostparlor (save format {version}, this version reads up to {SAVE_FORMAT})")
    while version < SAVE_FORMAT:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise SaveError(f"its format {version} is too old to be read")
        try:
            data = migrate(data)
        except (AttributeError, TypeError, KeyError, ValueError):  # a format-0 record of the wrong shape
            raise SaveError("its game record is missing or damaged") from None
        version = data["save_format"]
    return check_envelope(data)


def write_save(path: Path, data: dict[str, Any]) -> None:
    atomic_write_text(path, json.dumps(data, separators=(",", ":")))


def current_path() -> Path:
    return saves_dir() / CURRENT


def save_current(data: dict[str, Any]) -> None:
    write_save(current_path(), data)


def load_save(path: Path, what: str = "notice.save_damaged") -> tuple[SavedGame | None, str | None]:
    """The save at ``path`` and a one-line notice; a bad file is set aside (notice says so).

    ``what`` is the notice's key ("notice.save_damaged", "notice.finished_damaged")."""
    data, damage = read_user_file(path, parse_save, MAX_SAVE_BYTES)
    if damage is not None:
        return None, Said(what, reason=damage.reason, fate=damage.fate)
    if data is None:
        return None, None
    return SavedGame(path, data["record"], data["plans"], data["summary"], data["saved_at"]), None


def load_current() -> tuple[SavedGame | None, str | None]:
    try:
        path = current_path()
    except OSError as exc:  # the saves folder cannot be made (a file in its place, no permission)
        return None, Said("notice.save_unreadable", error=str(exc.strerror or exc))
    return load_save(path)


def load_finished(path: Path) -> tuple[SavedGame | None, str | None]:
    """A finished game kept for replay (the same envelope as a save, with its result)."""
    return load_save(path, "notice.finished_damaged")


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
    """Finished games kept for replay, newest first (nothing when the folder cannot be listed)."""
    try:
        root = data_dir() / "replays"
        if not root.is_dir():
            return []
        folders = [root / game_id] if game_id else [p for p in root.iterdir() if p.is_dir()]
        files = [f for folder in folders if folder.is_dir() for f in folder.glob("*.json")]
    except OSError:
        return []
    return sorted(files, key=lambda p: p.name, reverse=True)
