"""Games you can hand to a friend: a record written to the documents folder, read back.

An exported game is the save envelope of saves.py (the same JSON, any game, finished or
not), named ``ghostparlor-<game>-<date>-<time>.json`` in the user's documents folder
(platformdirs' ``user_documents_dir``, in a ``ghostparlor`` folder; under
``GHOSTPARLOR_HOME/documents`` when that is set, so tests never touch the real one).

Opening one (``ghostparlor open FILE``, a file dropped on the window) reads it with
:func:`read_shared`: a save envelope or a bare record (``sim --records``), checked all the
way (the format, the game, every move replayed). A file that cannot be used raises
:class:`ShareRefused` with a one-line message; the file is the user's and is never renamed,
set aside or written, and nothing of the app's (saves, statistics) is touched.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ghostparlor.core.strings import Said

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
    the documents folder under a new name; returns the path. The name is made only of a
    game id of the registry and the time (``ghostparlor-<game>-<date>-<time>.json``), and
    checked to be a file right inside the documents folder: a record naming another game
    (``../x``) raises ValueError. Raises OSError when it cannot be written (the caller says
    so in one line)."""
    from ghostparlor.games import REGISTRY
    from ghostparlor.persistence.saves import write_new

    game = (data.get("record") or {}).get("game") if isinstance(data, dict) else None
    if not isinstance(game, str) or game not in REGISTRY:
        raise ValueError(f"not a game of ghostparlor: {str(game)[:40]!r}")
    game = next(known for known in REGISTRY if known == game)  # the registry's own text, nothing of the record's
    folder = documents_dir()
    prefix = f"{EXPORT_PREFIX}-{game}-"
    if os.sep in prefix or "/" in prefix or (folder / f"{prefix}0.json").resolve().parent != folder.resolve():
        raise ValueError(f"an exported game must stay in the documents folder, not {prefix[:60]!r}")
    from ghostparlor.persistence.paths import data_dir

    return write_new(folder, prefix, data, lock=data_dir())  # no lock file among the person's documents


class ShareRefused(ValueError):
    """A shared file that cannot be opened; ``str()`` is the one-line message (a Said)."""

    def __init__(self, message: Said) -> None:
        super().__init__(message)
        self.message = message


@dataclass
class Shared:
    """A game read from a shared file, checked: it replays to the end of its moves."""

    path: Path
    data: dict[str, Any]  # the save envelope (a bare record wrapped as saves.parse_save does)
    game: Any  # the Game
    over: bool

    @property
    def record(self) -> dict[str, Any]:
        return self.data["record"]

    @property
    def plans(self) -> list[dict[str, Any]]:
        return self.data["plans"]


def _newer(data: Any) -> bool:
    """A save or record of a format newer than this version reads."""
    from ghostparlor.core.match import RECORD_FORMAT
    from ghostparlor.persistence.saves import SAVE_FORMAT

    if not isinstance(data, dict):
        return False
    record = data.get("record") if isinstance(data.get("record"), dict) else data
    for value, newest in ((data.get("save_format"), SAVE_FORMAT), (record.get("format"), RECORD_FORMAT)):
        if isinstance(value, int) and not isinstance(value, bool) and value > newest:
            return True
    return False


def read_shared(path: str | Path) -> Shared:
    """The game in the file at ``path``, or ShareRefused saying in one line why not: it
    cannot be read, it is damaged JSON or not a game, it is of a newer format, of a game
    this version lacks, or one of its moves is not allowed by the rules. The file is only read."""
    from ghostparlor.core.errors import GhostparlorError, IllegalAction
    from ghostparlor.core.match import Match, Seat, check_record_header
    from ghostparlor.games import REGISTRY, load_game
    from ghostparlor.persistence.reading import Damaged, json_document, one_line, read_bytes
    from ghostparlor.persistence.saves import MAX_SAVE_BYTES, SaveError, parse_save

    from ghostparlor.core.printable import shown_name

    path = Path(path)
    name = shown_name(path.name, 80)  # a name with a newline or a terminal escape is shown escaped
    try:
        raw = read_bytes(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise ShareRefused(Said("share.open_missing", name=name)) from None
    except Damaged as exc:
        raise ShareRefused(Said("share.open_damaged", name=name, reason=one_line(exc, 120))) from None
    except OSError as exc:
        raise ShareRefused(Said("share.open_unreadable", name=name, error=one_line(exc.strerror or exc, 120))) from None
    try:
        if _newer(json_document(raw)):
            raise ShareRefused(Said("share.open_newer", name=name))
        data = parse_save(raw)
    except (SaveError, Damaged, RecursionError, MemoryError) as exc:
        raise ShareRefused(Said("share.open_damaged", name=name, reason=one_line(exc, 120))) from None
    record = data["record"]
    game_id = record["game"]
    entry = REGISTRY.get(game_id)
    if entry is None or not entry.implemented:
        raise ShareRefused(Said("share.open_unknown_game", name=name, game=shown_name(str(game_id), 40)))
    try:
        game = load_game(game_id)
        check_record_header(game, record)
        if len(data["plans"]) != record["players"]:
            raise SaveError("its seats are missing or damaged")
        match = Match(game, record["players"], record.get("options"), record.get("seed", 0),
                      [Seat(s["name"], s.get("kind", "random")) for s in record["seats"]])
    except (GhostparlorError, SaveError, KeyError, TypeError, ValueError) as exc:
        raise ShareRefused(Said("share.open_damaged", name=name, reason=one_line(exc, 120))) from None
    for step, action in enumerate(record["actions"], 1):
        try:
            match.apply(game.action_from_json(action))
        except (IllegalAction, GhostparlorError, ValueError, KeyError, TypeError, AttributeError):
            raise ShareRefused(Said("share.open_illegal", name=name, step=step)) from None
    return Shared(path, data, game, game.is_over(match.state))
