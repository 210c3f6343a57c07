"""Every persistence test runs with GHOSTPARLOR_HOME in its own temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private GHOSTPARLOR_HOME so no test touches the real per-user folders."""
    folder = tmp_path / "home"
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(folder))
    return folder
