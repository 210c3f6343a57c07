"""Parsed YAML, remembered in the user cache folder.

Importing PyYAML and parsing the string table, the theme and the settings costs a
noticeable part of start-up. The parsed result of a file's exact bytes is kept in
``marshal`` form (plain data only; the fastest reader Python has, and it needs no
import), stamped with the file's path, size and CRC-32 of its bytes, so an unchanged
file is read back without PyYAML. A changed file is simply parsed again. The cache
file's name carries the Python version, as marshal's format may change between
versions. The cache is only an accelerator: any problem with it falls back to
parsing, never to an error.
"""

from __future__ import annotations

import marshal
import os
import sys
import zlib
from pathlib import Path
from typing import Any


class YamlError(ValueError):
    """The bytes are not valid YAML (wraps PyYAML's error, message included)."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


def cache_dir() -> Path:
    home = os.environ.get("GHOSTPARLOR_HOME", "").strip()
    if home:
        return Path(home).expanduser() / "cache"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("ghostparlor", appauthor=False))


def parse_yaml(raw: bytes) -> Any:
    """The data of YAML ``raw`` (C loader when available); raises YamlError."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return yaml.load(raw, Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise YamlError(str(exc), mark.line + 1 if mark is not None else None) from None


def load_yaml_file_cached(path: Path) -> Any:
    """Like :func:`parse_yaml` of the file, reusing the result of an earlier parse while the
    file's bytes are unchanged. Raises OSError, YamlError."""
    path = Path(path).resolve()
    raw = path.read_bytes()
    stamp = [str(path), len(raw), zlib.crc32(raw)]
    version = f"{sys.version_info[0]}{sys.version_info[1]}"
    cached = cache_dir() / f"yaml-{zlib.crc32(str(path).encode('utf-8')):08x}-py{version}.bin"
    try:
        entry = marshal.loads(cached.read_bytes())
        if entry["stamp"] == stamp:
            return entry["data"]
    except Exception:  # noqa: BLE001 - a damaged or foreign cache file: parse instead
        pass
    data = parse_yaml(raw)
    try:
        blob = marshal.dumps({"stamp": stamp, "data": data})
        if marshal.loads(blob)["data"] == data:  # only plain data that marshal keeps exactly
            cached.parent.mkdir(parents=True, exist_ok=True)
            tmp = cached.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(blob)
            os.replace(tmp, cached)
    except (OSError, TypeError, ValueError):
        pass
    return data
