"""The one place that finds data/, art/ and sounds/.

Three layouts are supported, tried in this order:

1. a frozen executable (PyInstaller): the folders lie in ``sys._MEIPASS``;
2. an installed wheel: the folders ship inside the package as
   ``ghostparlor/_data``, ``ghostparlor/_art`` and ``ghostparlor/_sounds``;
3. a source checkout: the folders are the repository's top-level ``data/``,
   ``art/`` and ``sounds/``, beside the ``ghostparlor/`` package.

``GHOSTPARLOR_RESOURCES`` (a folder holding data/, art/, sounds/) overrides all
three; tests use it to point at a broken copy of the data.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

_KINDS = ("data", "art", "sounds")
_PACKAGE_DIR = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def resource_root(kind: str) -> Path:
    """The folder holding resources of ``kind`` ("data", "art" or "sounds")."""
    if kind not in _KINDS:
        raise ValueError(f"unknown resource kind {kind!r}; expected one of {_KINDS}")
    override = os.environ.get("GHOSTPARLOR_RESOURCES")
    if override:
        return Path(override) / kind
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / kind
    installed = _PACKAGE_DIR / f"_{kind}"
    if installed.is_dir():
        return installed
    return _PACKAGE_DIR.parent / kind


def layout() -> str:
    """Which layout the resources were found in: frozen, installed, checkout or override."""
    if os.environ.get("GHOSTPARLOR_RESOURCES"):
        return "override"
    if getattr(sys, "_MEIPASS", None):
        return "frozen"
    if (_PACKAGE_DIR / "_data").is_dir():
        return "installed"
    return "checkout"


def data_path(*parts: str) -> Path:
    return resource_root("data").joinpath(*parts)


def art_path(*parts: str) -> Path:
    return resource_root("art").joinpath(*parts)


def sound_path(*parts: str) -> Path:
    return resource_root("sounds").joinpath(*parts)


def clear_cache() -> None:
    """Forget the located roots (after changing GHOSTPARLOR_RESOURCES in a test)."""
    resource_root.cache_clear()
