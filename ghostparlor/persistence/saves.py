"""Saves: one unfinished game per game (autosaved after every action) and finished games kept for replay.

Each game has its own unfinished game, ``saves/current-<game>.json`` (its previous version
beside it as ``current-<game>.json.bak``, kept by the atomic write); the single
``current.json`` of older versions is moved to its game's file the first time saves are
read (:func:`migrate_single_save`). A damaged save is set aside; its ``.bak``, left alone
there, is offered back by the title when it loads and replays (:func:`backups_to_offer`).

A save is the Match's record (docs/records.md) in an envelope::

    {"kind": "ghostparlor-save", "save_format": 1, "saved_at": "2026-11-29T14:05:00",
     "summary": {"game": "ghosts", "players": [...], "round": 2, "over": false},
     "plans": [{"name": "Sabine", "kind": "human", "colour": 0}, ...],
     "record": {... the record ...}}

Older formats are migrated (``MIGRATIONS``), never unpickled: format 0 is a bare
record as ``ghostparlor sim --records`` writes it. A save from a newer version, or
a damaged one, is reported in one line and set aside (renamed), never overwritten.
Every write is atomic (temp file, fsync, rename; one previous copy kept).

Two windows on one user folder (docs/files.md, "Two copies at once"): a window that saves
a game's unfinished game claims that game (:func:`claim_game`, a lock held while the window
plays it; one game per window). A second window playing the same game is told
(:class:`OpenElsewhere`, an OSError: the game's one-line "could not be saved" notice) and
never writes over, nor deletes, the first window's save; the title can ask
:func:`open_elsewhere` first. Finished games get their new names under the folder's lock,
so two windows finishing at the same second both keep theirs.
"""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ghostparlor.core.strings import Said
from ghostparlor.persistence.atomic import atomic_write_text
from ghostparlor.persistence.paths import data_dir, saves_dir
from ghostparlor.persistence.reading import MAX_JSON_BYTES, Damaged, json_document, read_user_file
from ghostparlor.persistence.save_words import player_names, save_words, when_words  # noqa: F401 - what a save is, in words

SAVE_FORMAT = 1
KIND = "ghostparlor-save"
CURRENT = "current.json"  # the one save of older versions: moved to its game's file on first read
CURRENT_PREFIX = "current-"  # current-<game>.json: that game's unfinished game
BACKUP_SUFFIX = ".bak"  # the previous version, kept by atomic_write_text
GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")  # a game id as it may appear in a file name
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
    if "format" in record:
        _whole(record["format"], "record format")
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
    for count in ("round", "actions"):
        if summary.get(count) is not None:
            _whole(summary[count], "summary", 0)
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


def current_path(game_id: str | None = None) -> Path:
    """The file of ``game_id``'s unfinished game; without a game, the single save of older
    versions (``current.json``, read once and moved, see :func:`migrate_single_save`)."""
    if game_id is None:
        return saves_dir() / CURRENT
    if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
        raise ValueError(f"not a game id: {str(game_id)[:40]!r}")
    return saves_dir() / f"{CURRENT_PREFIX}{game_id}.json"


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def game_of(data: dict[str, Any]) -> str:
    """The game id of a save envelope (its record's ``game``)."""
    return str((data.get("record") or {}).get("game") or (data.get("summary") or {}).get("game"))


class OpenElsewhere(OSError):
    """The game is being played in another ghostparlor window on the same user folder."""


def _claim_file(game_id: str) -> Path:
    return current_path(game_id).with_name(f".{CURRENT_PREFIX}{game_id}.claim")


def claim_game(game_id: str) -> bool:
    """Claim ``game_id``'s unfinished game for this window (its claim of another game goes);
    False when another window holds it."""
    from ghostparlor.persistence.locking import hold

    return hold("game", _claim_file(game_id))


def release_game() -> None:
    """Let go of this window's claim (the game it played is over)."""
    from ghostparlor.persistence.locking import let_go

    let_go("game")


def open_elsewhere(game_id: str) -> bool:
    """Whether another window on this user folder is playing ``game_id`` (its save is that window's)."""
    from ghostparlor.persistence.locking import Claim

    try:
        return Claim.held_elsewhere(_claim_file(game_id))
    except (OSError, ValueError):
        return False


def save_current(data: dict[str, Any]) -> None:
    """Write ``data`` (a save envelope) as its game's unfinished game. Raises
    :class:`OpenElsewhere` (nothing written) when another window plays that game."""
    game = game_of(data)
    path = current_path(game)
    if not claim_game(game):
        raise OpenElsewhere(f"{game.replace('_', ' ')} is open in another ghostparlor window, "
                            "which keeps its own save; this window's moves are not saved")
    write_save(path, data)


def load_save(path: Path, what: str = "notice.save_damaged") -> tuple[SavedGame | None, str | None]:
    """The save at ``path`` and a one-line notice; a bad file is set aside (notice says so).

    ``what`` is the notice's key ("notice.save_damaged", "notice.finished_damaged")."""
    data, damage = read_user_file(path, parse_save, MAX_SAVE_BYTES)
    if damage is not None:
        return None, Said(what, reason=damage.reason, fate=damage.fate)
    if data is None:
        return None, None
    return SavedGame(path, data["record"], data["plans"], data["summary"], data["saved_at"]), None


def _keep_aside(path: Path, label: str) -> Path | None:
    """Rename ``path`` to ``<name>.<label>-<stamp>`` (never over an existing file); None when it cannot be."""
    from ghostparlor.persistence.atomic import keep_aside

    try:
        return keep_aside(path, label)
    except OSError:
        return None


def _game_in(raw: bytes) -> str | None:
    """The game id a save's bytes name, read as loosely as possible (for a backup)."""
    found = re.search(rb'"game"\s*:\s*"([a-z][a-z0-9_]{0,39})"', raw[:MAX_SAVE_BYTES])
    return found.group(1).decode("ascii") if found else None


def migrate_single_save() -> tuple[SavedGame | None, str | None]:
    """Move the single save of older versions (``current.json`` and its ``.bak``) to its
    game's file; returns it as moved (None when there was none) and a notice when it was
    damaged (then set aside, as any damaged save). When its game already has a newer save
    here, the old one is kept aside (``.kept-<stamp>``); when an older one, that one is: never lost."""
    old = current_path()
    notice = None
    moved = None
    if old.exists():  # a link to nothing is nothing; a pipe, a device or a folder is set aside (load_save)
        saved, notice = load_save(old)
        if saved is not None:
            game = game_of({"record": saved.record, "summary": saved.summary})
            target = current_path(game) if GAME_ID.fullmatch(game) else None
            if target is None:  # not a game id this version could have: kept aside, said as it is
                saved.path = _keep_aside(old, "kept") or old
                moved = saved
            else:
                if target.exists():
                    there, _ = load_save(target)
                    if there is not None and there.saved_at > saved.saved_at:
                        _keep_aside(old, "kept")  # the save of this version is newer: it stays
                        target = None
                    elif target.exists():
                        _keep_aside(target, "kept")
                if target is not None:
                    os.replace(old, target)
                    saved.path = target
                    moved = saved
    bak = backup_path(old)
    if bak.exists() and not old.exists():  # the old save moved (or was set aside): its backup follows it
        game = _backup_game(bak)
        target = backup_path(current_path(game)) if game else None
        if target is not None and not target.exists():
            os.replace(bak, target)
        else:
            _keep_aside(bak, "kept")
    return moved, notice


def _backup_game(bak: Path) -> str | None:
    """The game a backup of the old single save names; None when it is no regular file
    (a pipe, a device, a folder: read with the discipline, never blocking) or names none."""
    from ghostparlor.persistence.reading import read_bytes

    try:
        return _game_in(read_bytes(bak, MAX_SAVE_BYTES))
    except (OSError, ValueError):  # Damaged is a ValueError
        return None


def _migrate_locked() -> tuple[SavedGame | None, str | None]:
    """:func:`migrate_single_save` under the saves folder's lock (two windows starting at once);
    without a lock (and so without making its file) when there is nothing to migrate."""
    from ghostparlor.persistence.locking import folder_lock

    old = current_path()
    if not os.path.lexists(old) and not os.path.lexists(backup_path(old)):
        return None, None
    with folder_lock(old.parent):
        return migrate_single_save()


def unfinished_paths() -> list[Path]:
    """Every game's unfinished-game file present (``current-<game>.json``)."""
    try:
        folder = saves_dir()
        return sorted(p for p in folder.glob(f"{CURRENT_PREFIX}*.json")
                      if GAME_ID.fullmatch(p.name[len(CURRENT_PREFIX):-5]))
    except OSError:
        return []


def load_current(game_id: str | None = None) -> tuple[SavedGame | None, str | None]:
    """``game_id``'s unfinished game; without a game, the single save of an older version
    when there is one (moved to its game's file; or its notice), else the most recently
    saved one of any game (what the title's own Continue button continues). A one-line
    notice for a damaged one (set aside) or a saves folder that cannot be made."""
    try:
        moved, notice = _migrate_locked()
        if game_id is not None:
            saved, other = load_save(current_path(game_id))
            return saved, notice or other
    except OSError as exc:  # the saves folder cannot be made (a file in its place, no permission)
        return None, Said("notice.save_unreadable", error=str(exc.strerror or exc))
    if moved is not None or notice is not None:  # there was a single save of an older version: what became of it
        return moved, notice
    games, notices = load_unfinished()
    newest = max(games.values(), key=lambda s: (s.saved_at, s.path.name), default=None)
    return newest, notice or (notices[0] if notices else None)


def load_unfinished() -> tuple[dict[str, SavedGame], list[str]]:
    """Every game's unfinished game (game id -> save) and the notices of damaged ones."""
    notices: list[str] = []
    try:
        _, notice = _migrate_locked()
    except OSError as exc:
        return {}, [Said("notice.save_unreadable", error=str(exc.strerror or exc))]
    if notice:
        notices.append(notice)
    games: dict[str, SavedGame] = {}
    for path in unfinished_paths():
        saved, notice = load_save(path)
        if notice:
            notices.append(notice)
        if saved is not None:
            games[path.name[len(CURRENT_PREFIX):-5]] = saved
    return games, notices


def load_finished(path: Path) -> tuple[SavedGame | None, str | None]:
    """A finished game kept for replay (the same envelope as a save, with its result)."""
    return load_save(path, "notice.finished_damaged")


def delete_current(game_id: str) -> None:
    """Forget ``game_id``'s unfinished game (it is over): its file and its backup; not when
    another window plays that game (the save is that window's)."""
    if not claim_game(game_id):
        return
    path = current_path(game_id)
    for each in (path, backup_path(path)):
        try:
            each.unlink()
        except FileNotFoundError:
            pass
    release_game()


# --- a damaged save's backup, offered back ----------------------------------------------


@dataclass
class Backup:
    """The backup of a damaged save: it parsed; the caller checks that it replays."""

    game_id: str
    path: Path  # current-<game>.json.bak
    saved: SavedGame
    lost: int | None  # actions the damaged save had beyond it (None: unknown)


def _actions_in(raw: bytes) -> int | None:
    """The action count of a save's summary, read from what is left of a damaged file."""
    found = re.search(rb'"summary"\s*:\s*\{[^{}]*?"actions"\s*:\s*(\d{1,9})', raw)
    return int(found.group(1)) if found else None


def damaged_copies(game_id: str) -> list[Path]:
    """``game_id``'s saves set aside as damaged, newest first."""
    path = current_path(game_id)
    try:
        return sorted(path.parent.glob(f"{path.name}.damaged-*"), key=lambda p: p.name, reverse=True)
    except OSError:
        return []


def backups_to_offer() -> list[Backup]:
    """The backups left by damaged saves: a game with no save but a ``.bak`` that parses.
    A backup that does not even parse is set aside in its turn (nothing is offered)."""
    from ghostparlor.persistence.reading import read_bytes

    try:
        folder = saves_dir()
        found = sorted(folder.glob(f"{CURRENT_PREFIX}*.json{BACKUP_SUFFIX}"))
    except OSError:
        return []
    offers = []
    for bak in found:
        game_id = bak.name[len(CURRENT_PREFIX):-len(".json" + BACKUP_SUFFIX)]
        if not GAME_ID.fullmatch(game_id) or current_path(game_id).exists():
            continue  # a live save's ordinary backup
        data, damage = read_user_file(bak, parse_save, MAX_SAVE_BYTES)
        if data is None:
            continue
        saved = SavedGame(bak, data["record"], data["plans"], data["summary"], data["saved_at"])
        lost = None
        for copy in damaged_copies(game_id)[:1]:
            try:
                had = _actions_in(read_bytes(copy, MAX_SAVE_BYTES))
            except (OSError, ValueError):
                had = None
            if had is not None:
                lost = max(0, had - len(saved.record["actions"]))
        offers.append(Backup(game_id, bak, saved, lost))
    return offers


def restore_backup(offer: Backup) -> SavedGame:
    """Make the backup ``game_id``'s save again (a rename: the bytes are the backup's)."""
    path = current_path(offer.game_id)
    os.replace(offer.path, path)
    offer.saved.path = path
    return offer.saved


def decline_backup(offer: Backup) -> Path | None:
    """Keep the backup aside too (``.bak.kept-<stamp>``): it is not offered again."""
    return _keep_aside(offer.path, "kept")


def set_backup_aside(offer: Backup, reason: str) -> None:
    """A backup that parsed but does not replay: set aside as damaged."""
    from ghostparlor.persistence.reading import set_aside_damaged

    set_aside_damaged(offer.path, reason)


def finished_dir(game_id: str) -> Path:
    folder = data_dir() / "replays" / game_id
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_new(folder: Path, prefix: str, data: dict[str, Any], lock: Path | None = None) -> Path:
    """Write ``data`` as ``<prefix><date>-<time>.json`` in ``folder`` (``-2``, ``-3``, ... when
    that name is taken; never over a file) under the lock of ``lock`` (default: ``folder``;
    the documents folder is the person's: its exports lock the app's data folder); returns the path."""
    from ghostparlor.persistence.locking import folder_lock

    text = json.dumps(data, separators=(",", ":"))
    stamp = prefix + time.strftime("%Y%m%d-%H%M%S")
    with folder_lock(lock or folder):  # another window writing in the same second picks another name
        path = folder / f"{stamp}.json"
        n = 2
        while os.path.lexists(path):
            path = folder / f"{stamp}-{n}.json"
            n += 1
        atomic_write_text(path, text, keep_backup=False)
    return path


def archive_finished(game_id: str, data: dict[str, Any]) -> Path:
    """Keep a finished game for replay; only the newest KEEP_FINISHED per game stay."""
    from ghostparlor.persistence.locking import folder_lock

    folder = finished_dir(game_id)
    with folder_lock(folder):
        path = write_new(folder, "", data)
        kept = sorted(folder.glob("*.json"), key=_finished_order)
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
    return sorted(files, key=_finished_order, reverse=True)


def _finished_order(path: Path) -> tuple[str, int, str]:
    """Oldest first: by the time in the name, then by its ``-2``, ``-3``... (games finished in
    the same second, by two windows), not by the text (where ``-10`` comes before ``-2``)."""
    stamp, _, n = path.stem.rpartition("-") if path.stem.count("-") >= 2 else (path.stem, "", "1")
    return (stamp, int(n) if n.isdigit() and len(n) < 6 else 0, path.name)
