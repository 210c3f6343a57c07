"""Parsed YAML, remembered as JSON in the user cache folder.

Importing PyYAML and parsing the string table, the theme and the settings costs a
noticeable part of start-up. The parsed result of a file's exact bytes is kept as
JSON (keyed by the SHA-1 of the bytes), so an unchanged file is read back with the
json module alone. A changed file is simply parsed again. The cache is only an
accelerator: any problem with it falls back to parsing, never to an error.
"""

from __future__ import annotations

import hashlib
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


def load_yaml_cached(raw: bytes) -> Any:
    """Like :func:`parse_yaml`, but reuses the JSON of an earlier parse of the same bytes."""
    digest = hashlib.sha1(raw).hexdigest()
    cached = cache_dir() / f"yaml-{digest[:24]}.json"
    try:
        return json.loads(cached.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    data = parse_yaml(raw)
    try:
        text = json.dumps(data, ensure_ascii=False)
        if json.loads(text) == data:  # only plain data that JSON keeps exactly
            cached.parent.mkdir(parents=True, exist_ok=True)
            tmp = cached.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, cached)
    except (OSError, TypeError, ValueError):
        pass
    return data


def load_yaml_file_cached(path: Path) -> Any:
    return load_yaml_cached(Path(path).read_bytes())
