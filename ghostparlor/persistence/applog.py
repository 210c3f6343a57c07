"""The application log: a rotating file in the user log folder (a few hundred KB at most).

Started after the first frame (logging is not needed to draw the title). Errors the
app recovers from (a damaged file set aside, an internal error shown on the error
screen) are written here with their details.
"""

from __future__ import annotations

import os
from pathlib import Path

MAX_BYTES = 200_000
BACKUPS = 2
_configured = False


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


def start_logging() -> Path | None:
    """Send ghostparlor's log records (INFO and up) to the rotating file; None if it cannot."""
    global _configured
    import logging
    from logging.handlers import RotatingFileHandler

    if _configured:
        return log_file()
    try:
        handler = RotatingFileHandler(log_file(), maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.handleError = lambda record: None  # a full disk or a removed folder loses log lines, never prints a traceback
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("ghostparlor")
    root.setLevel(logging.INFO)
    root.addHandler(handler)
    _configured = True
    return log_file()
