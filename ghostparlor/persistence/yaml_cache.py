"""Parsed YAML, remembered in the user cache folder.

Importing PyYAML and parsing the string table, the theme and the settings costs a
noticeable part of start-up. The parsed result of a file's exact bytes is kept as JSON
(plain data only; the C decoder reads it back without importing PyYAML), stamped with
the file's path, size and CRC-32 of its bytes, so an unchanged file is read back without
PyYAML. A changed file is simply parsed again. The cache is only an accelerator: any
problem with it falls back to parsing, never to an error, and a damaged cache file is
simply replaced (it is derived data; docs/files.md).

JSON rather than marshal: marshal trusts its input (a planted list length makes it
allocate gigabytes), JSON's decoder does not, and costs a tenth of a millisecond more.
The YAML is read within bounds (:func:`ghostparlor.core.reading.load_yaml`: parts, time,
depth, aliases counted at every use, then check_plain: no shared parts, text that can be
written back, numbers in range); what comes back from the cache passes parse_json's checks.
An entry is never larger than the reading of its source allows
(:func:`~ghostparlor.core.reading.yaml_budget` of the YAML's size, at most MAX_CACHE_FILE):
one that would be is not written, one that is (planted) is not read.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path
from typing import Any

from ghostparlor.core.reading import load_yaml, yaml_budget
from ghostparlor.persistence.reading import MAX_DEPTH, MB, Damaged, one_line, parse_json, read_bytes

MAX_YAML_FILE = 256 * 1024  # the theme (the one caller without its own limit) is under 4 KB
MAX_CACHE_FILE = 2 * MB


class YamlError(Damaged):
    """The bytes are not usable YAML (PyYAML's error, message included; or too deep, aliased ...)."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


def cache_dir() -> Path:
    home = os.environ.get("GHOSTPARLOR_HOME", "").strip()
    if home:
        return Path(home).expanduser() / "cache"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("ghostparlor", appauthor=False))


def parse_yaml(raw: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """The data of YAML ``raw`` read within bounds (:func:`ghostparlor.core.reading.load_yaml`:
    the C loader when available, a bounded number of parts and time, aliases counted at every
    use, then check_plain); raises YamlError."""
    import yaml

    try:
        return load_yaml(raw, max_depth)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise YamlError(one_line(exc, 300), mark.line + 1 if mark is not None else None) from None
    except Damaged as exc:
        raise YamlError(str(exc)) from None
    except (ValueError, TypeError, OverflowError) as exc:  # a scalar the constructor cannot make, e.g. a 5000-digit number
        raise YamlError(one_line(exc)) from None


def _cache_file(path: Path) -> Path:
    return cache_dir() / f"yaml-{zlib.crc32(str(path).encode('utf-8', 'surrogatepass')):08x}.json"


def _from_cache(cached: Path, stamp: list[Any], max_depth: int) -> tuple[bool, Any]:
    try:
        entry = parse_json(read_bytes(cached, min(MAX_CACHE_FILE, yaml_budget(stamp[1]))), max_depth + 2, numbers=False)
        if isinstance(entry, dict) and entry.get("stamp") == stamp and "data" in entry:
            return True, entry["data"]
    except Exception:  # noqa: BLE001 - a damaged or foreign cache file (MemoryError, RecursionError too): parse instead
        pass
    return False, None


def _to_cache(cached: Path, stamp: list[Any], data: Any, source_size: int) -> bool:
    """Keep ``data`` parsed from ``source_size`` bytes; False when it is not kept: not plain
    data that JSON keeps exactly, or larger than the reading of its source allows
    (:func:`~ghostparlor.core.reading.yaml_budget`: what aliases expanded is never stored)."""
    import json

    from ghostparlor.persistence.cache_file import write_bytes_quietly

    try:
        blob = json.dumps({"stamp": stamp, "data": data}, allow_nan=False, ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8")
        if len(blob) > min(MAX_CACHE_FILE, yaml_budget(source_size)):
            return False
        if json.loads(blob)["data"] != data:  # only plain data that JSON keeps exactly (no int keys, dates ...)
            return False
    except (TypeError, ValueError, RecursionError, MemoryError):  # UnicodeEncodeError is a ValueError
        return False
    return write_bytes_quietly(cached, blob)


def load_yaml_file_cached(path: Path, max_bytes: int = MAX_YAML_FILE, max_depth: int = MAX_DEPTH) -> Any:
    """Like :func:`parse_yaml` of the file, reusing the result of an earlier parse while the
    file's bytes are unchanged. Raises FileNotFoundError, OSError (cannot be read), Damaged
    (not a regular file, larger than ``max_bytes``) and YamlError (not usable YAML)."""
    try:
        path = Path(path).resolve()
    except (OSError, RuntimeError):  # a link loop (RuntimeError before Python 3.13): read_bytes says what it is
        path = Path(os.path.abspath(path))
    raw = read_bytes(path, max_bytes)
    stamp = [str(path), len(raw), zlib.crc32(raw)]
    cached = _cache_file(path)
    found, data = _from_cache(cached, stamp, max_depth)
    if found:
        return data
    data = parse_yaml(raw, max_depth)
    _to_cache(cached, stamp, data, len(raw))
    return data
