"""Per-user files: where they live, how they are written safely, and the settings.

Nothing here imports pygame, so it can be used and tested headless.
"""

from __future__ import annotations

from ghostparlor.persistence.atomic import atomic_write_bytes, atomic_write_text, set_aside
from ghostparlor.persistence.paths import config_dir, data_dir, saves_dir, settings_file
from ghostparlor.persistence.settings import Settings, load_settings, save_settings

__all__ = [
    "Settings", "atomic_write_bytes", "atomic_write_text", "config_dir", "data_dir",
    "load_settings", "save_settings", "saves_dir", "set_aside", "settings_file",
]
