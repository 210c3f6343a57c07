"""Temporary files left behind by an interrupted write, removed at the next start.

A write that is cut short (the power goes, the process is killed between writing its
temporary file and renaming it) leaves the temporary file behind. After the first frame
(:func:`sweep`, called by the app) the user folders are looked through once and the
temporary files of the app's own naming that are older than :data:`STALE_SECONDS` are
removed. Exactly those, nothing else: the name must be the shape the app gives them
(atomic.TEMP_NAME: ``.<name>.<12 hex>.tmp``, ``.<name>.<12 hex>.bak.tmp``, or the
``.<name>.<8 of a-z0-9_>.tmp`` of versions that used tempfile.mkstemp; the cache folder's
``<name>.<pid>.tmp``, cache_file.py) and ``<name>`` a file the app writes in that folder;
it must be a regular file (not a link, a pipe or a folder). A file that merely ends in
``.tmp``, a file of another program, a fresh one (another window may be writing it now)
is left alone.
"""

from __future__ import annotations

import os
import re
import stat
import time
from pathlib import Path
from typing import Callable, Iterable

STALE_SECONDS = 10 * 60  # a write takes milliseconds; another window's may be under way now
MAX_LOOKED_AT = 5000  # entries looked at per folder: the sweep stays short whatever is there

_SAVES = re.compile(r"current(?:-[a-z][a-z0-9_]{0,39})?\.json")
_FINISHED = re.compile(r"\d{8}-\d{6}(?:-\d{1,6})?\.json")
_DATA = re.compile(r"[a-z][a-z0-9_]{0,39}\.json")  # stats.json, net_seats.json
_SETTINGS = re.compile(r"settings\.yaml")
_CACHE_TEMP = re.compile(r"(?:yaml-[0-9a-f]{8}\.json|catalog-[A-Za-z0-9_.@-]{1,80}\.txt|title-frame\.(?:rgb|key))\.\d{1,10}\.tmp")


def _atomic_temp(names: re.Pattern[str]) -> Callable[[str], bool]:
    from ghostparlor.persistence.atomic import TEMP_NAME

    def ours(entry: str) -> bool:
        found = TEMP_NAME.fullmatch(entry)
        return found is not None and names.fullmatch(found.group("name")) is not None

    return ours


def _folders() -> Iterable[tuple[Path, Callable[[str], bool]]]:
    """Each user folder the app writes in, with the test of its own temporary names."""
    from ghostparlor.persistence import paths

    home = os.environ.get(paths.HOME_ENV, "").strip()
    if home:  # under GHOSTPARLOR_HOME: nothing is made here that is not there already
        root = Path(home).expanduser()
        config, data, cache = root / "config", root / "data", root / "cache"
    else:
        from platformdirs import user_cache_dir, user_config_dir, user_data_dir

        config = Path(user_config_dir(paths.APP_NAME, appauthor=False))
        data = Path(user_data_dir(paths.APP_NAME, appauthor=False))
        cache = Path(user_cache_dir(paths.APP_NAME, appauthor=False))
    yield config, _atomic_temp(_SETTINGS)
    yield data, _atomic_temp(_DATA)
    yield data / "saves", _atomic_temp(_SAVES)
    finished = _atomic_temp(_FINISHED)
    for game in _entries(data / "replays"):
        if game.is_dir(follow_symlinks=False):
            yield Path(game.path), finished
    yield cache, _CACHE_TEMP.fullmatch  # type: ignore[misc]


def _entries(folder: Path) -> list[os.DirEntry[str]]:
    try:
        with os.scandir(folder) as found:
            out = []
            for entry in found:
                out.append(entry)
                if len(out) >= MAX_LOOKED_AT:
                    break
            return out
    except OSError:  # no such folder, not a folder, not readable: nothing to sweep there
        return []


def sweep(now: float | None = None) -> list[Path]:
    """Remove the stale temporary files of the app's own naming from its user folders;
    returns those removed. Never raises (a file that cannot be removed stays)."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        folders = list(_folders())
    except (OSError, ValueError):
        return removed
    for folder, ours in folders:
        for entry in _entries(folder):
            if not ours(entry.name):
                continue
            try:
                st = entry.stat(follow_symlinks=False)
                if not stat.S_ISREG(st.st_mode) or now - st.st_mtime < STALE_SECONDS:
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    if removed:
        import logging

        logging.getLogger(__name__).info("removed %d temporary file(s) left by interrupted writes", len(removed))
    return removed
