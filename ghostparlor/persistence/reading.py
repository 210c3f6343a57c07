"""One way to read a per-user file, whatever is in it (docs/files.md).

Every reader of a file the person (or anything else) may have changed goes through here:

1. :func:`read_bytes` opens the file without blocking, refuses anything that is not a
   regular file (a folder, a pipe, a device) and refuses it when it is larger than the
   reader's limit, checked before a byte is parsed and again while reading;
2. :func:`parse_json` decodes UTF-8 and parses JSON after a scan of the brackets outside
   strings has refused a nesting deeper than the limit (the json module recurses);
   RecursionError and MemoryError are caught like ValueError; NaN, Infinity, numbers
   that overflow to infinity (1e400), text that cannot be written back (lone
   surrogates) and whole numbers beyond 64 bits are refused, all at C speed;
3. :func:`check_plain` does the same for data that did not come from JSON (YAML): it
   walks it without recursion and also refuses a part shared or repeated (YAML aliases:
   the billion-laughs shape);
4. the reader then checks the shape it needs (saves.py, stats.py, settings.py);
5. on any failure :func:`read_user_file` takes the one failure path: the file is set
   aside under a dated name (atomic.set_aside; never deleted, never overwritten) and a
   :class:`Damage` says why and where it was kept, for the reader's one-line notice.
   Nothing is raised to the caller; the caller goes on with defaults or nothing.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ghostparlor.core.strings import Said
from ghostparlor.core.reading import (  # noqa: F401 - the reading discipline, re-exported for the user files
    MB,
    MAX_JSON_BYTES,
    MAX_YAML_BYTES,
    MAX_DEPTH,
    MAX_INT,
    Damaged,
    one_line,
    read_bytes,
    decode_text,
    parse_json,
    check_plain,
    json_document,
)


class _LazyLog:
    """logging is imported only when something is worth logging (start-up time)."""

    def warning(self, *args, **kwargs) -> None:
        import logging

        logging.getLogger(__name__).warning(*args, **kwargs)


log = _LazyLog()


@dataclass
class Damage:
    """What became of a damaged file: why it was refused and where it was kept."""

    path: Path
    reason: str  # "it is nested too deeply (over 32 levels)"
    kept: Path | None  # the set-aside name; None when it could not be moved
    fate: str  # "kept as current.json.damaged-20260101-120000" (a Said: it can say itself again in another language)


def set_aside_damaged(path: Path, reason: str) -> Damage:
    """The one failure path: keep the file under a dated name (never deleted, never
    overwritten) and say what became of it."""
    from ghostparlor.persistence.atomic import set_aside

    try:
        kept = set_aside(path, reason)
    except OSError as exc:
        log.warning("could not set aside %s (%s): %s", path, reason, exc)
        return Damage(path, reason, None, Said("notice.fate_stays", error=str(exc.strerror or one_line(exc, 80))))
    return Damage(path, reason, kept, Said("notice.fate_kept", name=kept.name))


def read_user_file(path: str | os.PathLike[str], parse: Callable[[bytes], Any], limit: int) -> tuple[Any, Damage | None]:
    """Read and check the file at ``path`` with the discipline above.

    Returns ``(data, None)`` for a good file, ``(None, None)`` when there is no file, and
    ``(None, damage)`` when it could not be used: it has then been set aside (or, if even
    that failed, left where it is). ``parse`` gets the bytes and raises on anything it
    cannot use; whatever it raises is a damaged file, never an error of the caller."""
    path = Path(path)
    try:
        raw = read_bytes(path, limit)
    except FileNotFoundError:
        return None, None
    except Damaged as exc:
        reason = str(exc)
    except OSError as exc:
        reason = f"it cannot be read ({exc.strerror or one_line(exc, 80)})"
    else:
        try:
            return parse(raw), None
        except Damaged as exc:
            reason = str(exc)
        except RecursionError:
            reason = f"it is nested too deeply (over {MAX_DEPTH} levels)"
        except MemoryError:
            reason = "it is too large to read"
        except Exception as exc:  # noqa: BLE001 - whatever a file makes a check raise, the file is at fault
            reason = f"it is damaged ({one_line(exc, 80)})"
            log.warning("reading %s: unexpected %s: %s", path, type(exc).__name__, one_line(exc))
    return None, set_aside_damaged(path, reason)
