"""``ghostparlor replay-check FILE...``: replay game records (or exported games) and compare
every step's fingerprint; a line per file, exit 1 if any failed."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence


def check_file(path: Path) -> tuple[bool, str]:
    """Whether the record (or exported game) at ``path`` replays to its fingerprints, and the
    words saying so. A file that cannot be read is reported and left as it is (the reading
    discipline of docs/files.md); nothing a record holds raises."""
    from ghostparlor.core.errors import GhostparlorError
    from ghostparlor.core.match import replay_check
    from ghostparlor.games import load_game
    from ghostparlor.persistence.reading import MAX_JSON_BYTES, json_document, one_line, read_bytes

    try:
        record = json_document(read_bytes(path, MAX_JSON_BYTES))
        if isinstance(record, dict) and record.get("kind") == "ghostparlor-save" and isinstance(record.get("record"), dict):
            record = record["record"]  # an exported game (a save envelope): its record
        game_id = record.get("game") if isinstance(record, dict) else None
        game = load_game(game_id if isinstance(game_id, str) else "?")
    except (OSError, ValueError, KeyError, GhostparlorError) as exc:
        return False, f"cannot be read: {exc.args[0] if isinstance(exc, KeyError) else one_line(exc)}"
    try:
        return replay_check(game, record)
    except Exception as exc:  # noqa: BLE001 - any record (RecursionError, MemoryError too): FAILED, never a traceback
        return False, f"cannot be replayed: {type(exc).__name__}: {one_line(exc)}"


def run(files: Sequence[Path]) -> int:
    """Check each file and print a line for it; 1 if any failed, else 0."""
    from ghostparlor.core.printable import escaped, shown_name
    from ghostparlor.persistence.reading import one_line

    status = 0
    for path in files:
        ok, message = check_file(path)  # the name and what the record holds, printed escaped
        print(f"{shown_name(path)}: {'ok' if ok else 'FAILED'}: {escaped(one_line(message, 300))}")
        if not ok:
            status = 1
    return status
