"""The per-user folders and the GHOSTPARLOR_HOME override."""

from __future__ import annotations

from pathlib import Path

import pytest

from ghostparlor.persistence import paths


def test_override_puts_everything_under_home(home: Path) -> None:
    assert not home.exists()
    assert paths.config_dir() == home / "config"
    assert paths.data_dir() == home / "data"
    assert paths.saves_dir() == home / "data" / "saves"
    assert paths.settings_file() == home / "config" / "settings.yaml"
    for folder in (home / "config", home / "data", home / "data" / "saves"):
        assert folder.is_dir()  # created on demand
    assert not paths.settings_file().exists()


def test_without_override_uses_platformdirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("GHOSTPARLOR_HOME")
    seen = []

    def fake(kind: str):
        def where(app: str, appauthor: object = None) -> str:
            seen.append((kind, app, appauthor))
            return str(tmp_path / kind)
        return where

    import platformdirs

    monkeypatch.setattr(platformdirs, "user_config_dir", fake("cfg"))
    monkeypatch.setattr(platformdirs, "user_data_dir", fake("dat"))
    assert paths.config_dir() == tmp_path / "cfg"
    assert paths.saves_dir() == tmp_path / "dat" / "saves"
    assert seen == [("cfg", "ghostparlor", False), ("dat", "ghostparlor", False)]
