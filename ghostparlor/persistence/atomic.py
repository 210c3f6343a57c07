"""Crash-safe file replacement and setting aside of damaged files.

A write goes to a temporary file in the target's folder, is flushed and fsynced,
and only then renamed onto the target with :func:`os.replace` (atomic on POSIX
and Windows). A crash or power cut at any moment leaves either the old or the
new file in place, never a partial or missing one. The previous version is kept
as ``<name>.bak`` so one bad save can be undone by hand.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from datetime import datetime
from pathlib import Path

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"  # temporary files are named ".<name>.<random>.tmp" (a backup's ".<name>.<random>.bak.tmp")
RANDOM_HEX = 12  # the random part: 12 lowercase hex digits
# exactly the temporary files this module names, and those of versions that named them with
# tempfile.mkstemp (8 of [a-z0-9_]); <name> is the file being written (persistence/leftovers.py)
TEMP_NAME = re.compile(r"\.(?P<name>[^/\\]+)\.(?:[0-9a-f]{12}(?:\.bak)?|[a-z0-9_]{8})\.tmp")


def temp_name(path: Path, kind: str = "") -> Path:
    """A new temporary name beside ``path``: ``.<name>.<random>.tmp`` (``kind`` ".bak": a backup's)."""
    return path.with_name(f".{path.name}.{os.urandom(RANDOM_HEX // 2).hex()}{kind}{TEMP_SUFFIX}")


def _fsync_dir(folder: Path) -> None:
    """Make renames in ``folder`` durable where the OS allows fsync on a folder."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # e.g. Windows cannot open a folder; its renames are durable enough
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _keep_backup(path: Path) -> None:
    """Make ``<name>.bak`` the current content of ``path`` without ever removing ``path``.

    A hard link shares the already-durable data at no cost; file systems without
    hard links (FAT, some network shares) get a copy. Either way the .bak is
    swapped in atomically, so it too is never partial.
    """
    temp = temp_name(path, ".bak")
    try:
        try:
            os.link(path, temp)
        except OSError:
            shutil.copy2(path, temp)
        os.replace(temp, path.with_name(path.name + ".bak"))
    finally:
        temp.unlink(missing_ok=True)


def _new_temp(path: Path) -> tuple[int, Path]:
    """A new temporary file beside ``path``, open to write (made here: O_EXCL never follows
    a link nor opens what is there), readable by its owner only, as tempfile.mkstemp makes it."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        temp = temp_name(path)
        try:
            return os.open(temp, flags, 0o600), temp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, keep_backup: bool = True) -> None:
    """Replace the file at ``path`` with ``data`` atomically (creating its folder if needed).

    With ``keep_backup`` the previous file, if any, survives as ``<name>.bak``.
    On error (a full disk, a read-only folder, no permission: OSError) the target is
    untouched, the temporary file is removed and the error is raised for the caller's
    one-line notice.
    """
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = _new_temp(path)
    try:
        try:
            view = memoryview(data)
            while view:  # os.write may write less than asked; a full disk raises OSError(ENOSPC)
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        if keep_backup and path.is_file():
            _keep_backup(path)
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _fsync_dir(folder)


def atomic_write_text(path: str | os.PathLike[str], text: str, *, keep_backup: bool = True) -> None:
    """:func:`atomic_write_bytes` for text, written as UTF-8 with newlines unchanged on every OS."""
    atomic_write_bytes(path, text.encode("utf-8"), keep_backup=keep_backup)


def _move_no_clobber(src: Path, dst: Path) -> None:
    """Rename ``src`` to ``dst``; raise FileExistsError instead of replacing an existing ``dst``."""
    try:
        os.link(src, dst)  # fails atomically if dst exists
    except FileExistsError:
        raise
    except OSError:  # no hard links here: check, then rename (Windows' rename never replaces)
        if os.path.lexists(dst):
            raise FileExistsError(dst) from None
        os.rename(src, dst)
        return
    os.unlink(src)


def set_aside(path: str | os.PathLike[str], reason: str) -> Path:
    """Rename a damaged file to ``<name>.damaged-<YYYYmmdd-HHMMSS>`` and return the new path.

    The file is kept (not deleted) so the player or a bug report can still use
    it; an existing set-aside file is never overwritten (a ``-2``, ``-3``, ...
    suffix is added instead). ``reason`` is logged.
    """
    target = keep_aside(path, "damaged")
    log.warning("set aside %s as %s: %s", path, target.name, reason)
    return target


def keep_aside(path: str | os.PathLike[str], label: str) -> Path:
    """Rename ``path`` to ``<name>.<label>-<YYYYmmdd-HHMMSS>`` (``-2``, ``-3``, ... when taken,
    never over an existing file) and return the new path; OSError when it cannot be moved."""
    path = Path(path)
    stem = f"{path.name}.{label}-{datetime.now():%Y%m%d-%H%M%S}"
    for n in range(1, 1000):
        target = path.with_name(stem if n == 1 else f"{stem}-{n}")
        try:
            _move_no_clobber(path, target)
        except FileExistsError:
            continue
        _fsync_dir(path.parent)
        return target
    raise FileExistsError(f"no free name to set aside {path}")
