"""The application log: a rotating file in the user log folder (a few hundred KB at most).

Started after the first frame (logging is not needed to draw the title). Errors the
app recovers from (a damaged file set aside, an internal error shown on the error
screen) are written here with their details.

The log is opened as every file the app reads is (docs/files.md): never blocking and only
when it is a regular file (:func:`open_log`). A pipe, a device (a link to /dev/zero), a
folder, a link to nothing or in a loop in its place is left as it is: one line on standard
error says so and the app goes on without a log.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import IO

MAX_BYTES = 200_000
BACKUPS = 2
_configured = False
_refused = False  # the one line on standard error was said


def log_dir() -> Path:
    home = os.environ.get("GHOSTPARLOR_HOME", "").strip()
    if home:
        folder = Path(home).expanduser() / "log"
    else:
        from platformdirs import user_log_dir

        folder = Path(user_log_dir("ghostparlor", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def log_file() -> Path:
    return log_dir() / "ghostparlor.log"


class LogRefused(OSError):
    """The log's place holds something that is not a regular file (``str()``: "it is ...")."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a pipe, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    return "it is not a regular file"


def open_log(path: str | os.PathLike[str], encoding: str = "utf-8") -> IO[str]:
    """The log file at ``path`` opened to append text, made when there is none.

    Never blocks (a pipe with no reader would hold the open forever) and never writes
    through a link to nothing (that would make a file wherever it points); raises
    LogRefused for anything but a regular file, OSError when it cannot be opened."""
    flags = (os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
             | getattr(os, "O_BINARY", 0))
    try:
        st = os.stat(path)  # follows a link: what would be written to
    except FileNotFoundError:
        if os.path.islink(path):
            raise LogRefused("it is a link to nothing") from None
        fd = os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o644)  # O_EXCL: made here, never through a link
    else:
        if not stat.S_ISREG(st.st_mode):
            raise LogRefused(_kind(st.st_mode))
        fd = os.open(path, flags)
    try:
        st = os.fstat(fd)  # what was opened, whatever changed since the look
        if not stat.S_ISREG(st.st_mode):
            raise LogRefused(_kind(st.st_mode))
        return open(fd, "a", encoding=encoding, errors="backslashreplace")
    except BaseException:
        os.close(fd)
        raise


def _say_once(path: object, exc: OSError) -> None:
    global _refused
    if _refused:
        return
    _refused = True
    reason = str(exc) if isinstance(exc, LogRefused) else f"it cannot be opened ({exc.strerror or exc})"
    place = ascii(str(path))[1:-1]  # one line, whatever the name holds
    print(f"ghostparlor: no log this time: {place}: {reason}", file=sys.stderr)


def start_logging() -> Path | None:
    """Send ghostparlor's log records (INFO and up) to the rotating file; None if it cannot
    (then one line on standard error, once)."""
    global _configured
    import logging
    from logging.handlers import RotatingFileHandler

    if _configured:
        return log_file()

    class Handler(RotatingFileHandler):
        def _open(self) -> IO[str]:  # at the start and after each rotation
            return open_log(self.baseFilename, self.encoding or "utf-8")

    path: object = "log/ghostparlor.log"
    try:
        path = log_file()
        handler = Handler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as exc:
        _say_once(path, exc)
        return None
    handler.handleError = lambda record: None  # a full disk or a removed folder loses log lines, never prints a traceback
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("ghostparlor")
    root.setLevel(logging.INFO)
    root.addHandler(handler)
    _configured = True
    return path  # type: ignore[return-value]
