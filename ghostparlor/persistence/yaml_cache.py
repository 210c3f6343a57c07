"""Parsed YAML, remembered as JSON in the user cache folder.

Importing PyYAML and parsing the string table, the theme and the settings costs a
noticeable part of start-up. The parsed result of a file's exact bytes is kept as
JSON, stamped with the file's path, size and CRC-32 of its bytes, so an unchanged
file is read back with the json module alone. A changed file is simply parsed again. The cache is only an
accelerator: any problem with it falls back to parsing, never to an error.
"""

from __future__ import annotations

import zlib
import json
import os
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
    """Like :func:`parse_yaml` of the file, reusing the JSON of an earlier parse while the
    file's bytes are unchanged. Raises OSError, YamlError."""
    path = Path(path).resolve()
    raw = path.read_bytes()
    stamp = [str(path), len(raw), zlib.crc32(raw)]
    cached = cache_dir() / f"yaml-{zlib.crc32(str(path).encode('utf-8')):08x}.json"
    try:
        entry = json.loads(cached.read_text(encoding="utf-8"))
        if entry["stamp"] == stamp:
            return entry["data"]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    data = parse_yaml(raw)
    try:
        text = json.dumps({"stamp": stamp, "data": data}, ensure_ascii=False)
        if json.loads(text)["data"] == data:  # only plain data that JSON keeps exactly
            cached.parent.mkdir(parents=True, exist_ok=True)
            tmp = cached.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, cached)
    except (OSError, TypeError, ValueError):
        pass
    return data
