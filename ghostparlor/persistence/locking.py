"""Two copies of ghostparlor on one user folder (docs/files.md, "Two copies at once").

Two windows may share a user folder (a host and a client of a network game on one machine,
or the app started twice). Every write that depends on what is in the file re-reads it
under an advisory lock of the file's folder, so neither copy loses what the other wrote:

- :func:`folder_lock` is held for the few milliseconds of a read-merge-write (the
  statistics, the settings, a finished game's or an exported game's new name). It is a
  lock file ``.ghostparlor-lock`` in that folder, locked with ``fcntl.flock`` (POSIX) or
  ``msvcrt.locking`` (Windows); the system lets it go when the process ends, so a crash
  never leaves a stale lock. Taken again inside itself by the same process it is simply
  held (re-entrant); another process waits for it up to :data:`WAIT_SECONDS`, then gets
  :class:`Busy` (an OSError: the caller's one-line notice, nothing written);
- :class:`Claim` is held for as long as a window plays one game (its unfinished save,
  saves.py): a second window playing the same game is told, its writes never replace
  the first one's save.
"""

from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

LOCK_NAME = ".ghostparlor-lock"
WAIT_SECONDS = 10.0  # a write takes milliseconds; a copy stopped while holding it is waited for this long
_POLL = 0.005

_guard = threading.RLock()  # threads of one process take the folder lock one after the other
_held: dict[str, list[int]] = {}  # folder -> [fd, depth] of the locks this process holds


class Busy(OSError):
    """The lock is held by another copy of ghostparlor (``str()`` is one line)."""


def try_lock(fd: int, offset: int = 0) -> bool:
    """Lock the open file ``fd`` without waiting (until it is closed or unlocked); False when
    another process holds it. On Windows the byte at ``offset`` is locked (past the end of a
    file that is read, so its reading is not blocked)."""
    if os.name == "nt":  # pragma: no cover - Windows
        import msvcrt

        try:
            where = os.lseek(fd, 0, os.SEEK_CUR)
            os.lseek(fd, offset, os.SEEK_SET)
            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            finally:
                os.lseek(fd, where, os.SEEK_SET)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:  # a file system without locks (some network shares): nothing to wait for
        import errno

        if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS):
            return True
        raise
    return True


def _unlock(fd: int) -> None:
    try:
        if os.name == "nt":  # pragma: no cover - Windows
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
    except OSError:
        pass
    finally:
        os.close(fd)


def _open_lock_file(path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDWR | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    for _ in range(3):  # never blocking (a pipe planted there); made only here, never through a link to nothing
        try:
            return os.open(path, flags)
        except FileNotFoundError:
            try:
                return os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o600)
            except FileExistsError:  # another copy made it meanwhile (or a link to nothing is there)
                continue
    raise FileExistsError(f"the lock file {path.name} is a link to nothing")


@contextmanager
def folder_lock(folder: str | os.PathLike[str], wait: float | None = None) -> Iterator[None]:
    """Hold the lock of ``folder`` (made if needed) while the block runs.

    Raises :class:`Busy` when another copy of ghostparlor holds it for longer than ``wait``
    seconds (:data:`WAIT_SECONDS` when not given), OSError when the folder or its lock file
    cannot be made (the write that was to follow could not have been made either)."""
    wait = WAIT_SECONDS if wait is None else wait
    key = os.path.abspath(folder)
    with _guard:
        entry = _held.get(key)
        if entry is not None:
            entry[1] += 1
            try:
                yield
            finally:
                entry[1] -= 1
            return
        fd = _open_lock_file(Path(key) / LOCK_NAME)
        deadline = time.monotonic() + wait
        try:
            while not try_lock(fd):
                if time.monotonic() > deadline:
                    raise Busy(f"another ghostparlor window has been writing in {Path(key).name} for over {wait:g} s")
                time.sleep(_POLL)
        except BaseException:
            os.close(fd)
            raise
        _held[key] = [fd, 1]
        try:
            yield
        finally:
            del _held[key]
            _unlock(fd)


class Claim:
    """A lock held for as long as this process wants it (not waited for: taken or not).

    ``Claim.take(path)`` returns the claim, or None when another process holds ``path``'s
    lock; the same process taking it again gets the same claim. :meth:`release` lets it go
    (and so does the end of the process, whatever way it ends)."""

    _mine: dict[str, "Claim"] = {}

    def __init__(self, key: str, fd: int) -> None:
        self.key = key
        self.fd: int | None = fd

    @classmethod
    def take(cls, path: str | os.PathLike[str]) -> "Claim | None":
        key = os.path.abspath(path)
        with _guard:
            mine = cls._mine.get(key)
            if mine is not None:
                return mine
            fd = _open_lock_file(Path(key))
            try:  # a few tries: another process may be only looking (held_elsewhere) for a moment
                taken = any(try_lock(fd) or time.sleep(_POLL) for _ in range(4))
            except BaseException:
                os.close(fd)
                raise
            if not taken:
                os.close(fd)
                return None
            claim = cls._mine[key] = cls(key, fd)
            return claim

    @classmethod
    def held(cls, path: str | os.PathLike[str]) -> bool:
        """Whether this process holds the claim of ``path``."""
        return os.path.abspath(path) in cls._mine

    @classmethod
    def held_elsewhere(cls, path: str | os.PathLike[str]) -> bool:
        """Whether another process holds the claim of ``path`` (looked at, not taken)."""
        key = os.path.abspath(path)
        with _guard:
            if key in cls._mine or not os.path.exists(key):
                return False
            try:
                fd = os.open(key, os.O_RDWR | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))
            except OSError:
                return False
            try:
                free = try_lock(fd)
            except OSError:
                free = True  # a lock that cannot be looked at holds nothing back
            if free:
                _unlock(fd)  # closes it
            else:
                os.close(fd)
            return not free

    def release(self) -> None:
        with _guard:
            if self.fd is not None:
                fd, self.fd = self.fd, None
                type(self)._mine.pop(self.key, None)
                _unlock(fd)


_slots: dict[str, Claim] = {}  # what a claim is for ("game") -> this process's one claim of it


def hold(slot: str, path: str | os.PathLike[str]) -> bool:
    """Make the claim of ``path`` this process's one claim for ``slot`` (the one it held for
    it before is let go once the new one is had); False, and nothing changed, when another
    process holds it."""
    with _guard:
        had = _slots.get(slot)
        if had is not None and had.key == os.path.abspath(path) and had.fd is not None:
            return True
        claim = Claim.take(path)
        if claim is None:
            return False
        if had is not None:
            had.release()
        _slots[slot] = claim
        return True


def let_go(slot: str) -> None:
    with _guard:
        claim = _slots.pop(slot, None)
        if claim is not None:
            claim.release()
