"""Writing a cache file: best effort, never half written, never in the way.

A cache may always be made again, so a write that fails (a full disk, a read-only folder, a
text that cannot be encoded) is given up quietly; a temporary file of this process's own
name is renamed over the old one, or removed."""

from __future__ import annotations

import os
from pathlib import Path


def write_quietly(cached: Path, text: str) -> bool:
    """Put ``text`` (UTF-8) at ``cached`` in one rename; False when it could not be written."""
    try:
        data = text.encode("utf-8")
    except ValueError:  # UnicodeEncodeError is a ValueError
        return False
    return write_bytes_quietly(cached, data)


def write_bytes_quietly(cached: Path, data: bytes) -> bool:
    """Put ``data`` at ``cached`` in one rename; False when it could not be written."""
    tmp = None
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, cached)
        tmp = None
        return True
    except (OSError, ValueError):
        return False
    finally:
        if tmp is not None:
            try:
                tmp.unlink()
            except OSError:
                pass
