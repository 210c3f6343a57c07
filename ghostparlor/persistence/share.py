"""Games you can hand to a friend: a record written to the documents folder, read back.

An exported game is the save envelope of saves.py (the same JSON, any game, finished or
not), named ``ghostparlor-<game>-<date>-<time>.json`` in the user's documents folder
(platformdirs' ``user_documents_dir``, in a ``ghostparlor`` folder; under
``GHOSTPARLOR_HOME/documents`` when that is set, so tests never touch the real one).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from ghostparlor.persistence.atomic import atomic_write_text
from ghostparlor.persistence.paths import APP_NAME, _ensure, _home

EXPORT_PREFIX = "ghostparlor"


def documents_dir() -> Path:
    """Where exported games go (made on demand)."""
    home = _home()
    if home:
        return _ensure(home / "documents")
    from platformdirs import user_documents_dir

    return _ensure(Path(user_documents_dir()) / APP_NAME)


def export_game(data: dict[str, Any]) -> Path:
    """Write ``data`` (a save envelope: ``MatchSession.save_data()`` or a loaded save's) to
    the documents folder under a new name; returns the path. Raises OSError when it
    cannot be written (the caller says so in one line)."""
    game = str((data.get("record") or {}).get("game", "game"))[:40]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = documents_dir()
    path = folder / f"{EXPORT_PREFIX}-{game}-{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"{EXPORT_PREFIX}-{game}-{stamp}-{n}.json"
        n += 1
    atomic_write_text(path, json.dumps(data, separators=(",", ":")), keep_backup=False)
    return path
