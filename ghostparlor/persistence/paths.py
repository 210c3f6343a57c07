"""Where ghostparlor keeps per-user files.

The folders come from platformdirs (the usual place on each OS). Setting the
environment variable ``GHOSTPARLOR_HOME`` to a folder puts everything under it
instead (``config/`` and ``data/``), so tests, CI and portable installs never
touch the real home folder. Every function creates its folder on demand.
"""

from __future__ import annotations

import os
from pathlib import Path


APP_NAME = "ghostparlor"
HOME_ENV = "GHOSTPARLOR_HOME"
SETTINGS_NAME = "settings.yaml"


def _ensure(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _home() -> Path | None:
    """The override folder from ``GHOSTPARLOR_HOME``, or None when it is unset/empty."""
    home = os.environ.get(HOME_ENV, "").strip()
    return Path(home).expanduser() if home else None


def config_dir() -> Path:
    """The folder for settings (small files the player may want to edit or delete)."""
    home = _home()
    if home:
        return _ensure(home / "config")
    from platformdirs import user_config_dir  # imported when needed (start-up time)

    return _ensure(Path(user_config_dir(APP_NAME, appauthor=False)))


def data_dir() -> Path:
    """The folder for data the game produces (saves, statistics)."""
    home = _home()
    if home:
        return _ensure(home / "data")
    from platformdirs import user_data_dir

    return _ensure(Path(user_data_dir(APP_NAME, appauthor=False)))


def saves_dir() -> Path:
    """The folder for saved matches, inside :func:`data_dir`."""
    return _ensure(data_dir() / "saves")


def settings_file() -> Path:
    """The settings file path (the file itself may not exist yet; its folder does)."""
    return config_dir() / SETTINGS_NAME
