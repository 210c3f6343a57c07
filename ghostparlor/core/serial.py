"""Stable JSON for actions, events and states.

Actions and events are frozen dataclasses with a class attribute ``TYPE``; their
JSON form is ``{"type": TYPE, <field>: <value>, ...}`` with tuples written as
lists. A :class:`Codec` knows a game's classes by ``TYPE`` and builds them back.
The canonical text of a JSON value (sorted keys, no spaces) is what a state's
fingerprint hashes.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any, Iterable


def plain(value: Any) -> Any:
    """A JSON-ready copy of ``value``: tuples become lists, dataclasses dicts."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value):
        return to_json(value)
    raise TypeError(f"cannot write {type(value).__name__} as JSON")


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def to_json(obj: Any) -> dict[str, Any]:
    """The JSON form of an action or event dataclass."""
    out: dict[str, Any] = {"type": obj.TYPE}
    for f in dataclasses.fields(obj):
        out[f.name] = plain(getattr(obj, f.name))
    return out


class Codec:
    """Reads actions or events of one game back from their JSON form."""

    def __init__(self, classes: Iterable[type]) -> None:
        self._by_type: dict[str, type] = {}
        for cls in classes:
            if cls.TYPE in self._by_type:
                raise ValueError(f"two classes share the JSON type {cls.TYPE!r}")
            self._by_type[cls.TYPE] = cls
        self._fields = {t: tuple(f.name for f in dataclasses.fields(c)) for t, c in self._by_type.items()}

    def from_json(self, data: Any) -> Any:
        if not isinstance(data, dict) or "type" not in data:
            raise ValueError(f"expected an object with a 'type', got {data!r}")
        kind = data["type"]
        cls = self._by_type.get(kind)
        if cls is None:
            raise ValueError(f"unknown type {kind!r}; known: {', '.join(sorted(self._by_type))}")
        names = self._fields[kind]
        extra = set(data) - set(names) - {"type"}
        if extra:
            raise ValueError(f"{kind}: unknown field(s) {', '.join(sorted(extra))}")
        missing = [n for n in names if n not in data]
        if missing:
            raise ValueError(f"{kind}: missing field(s) {', '.join(missing)}")
        return cls(**{n: _frozen(data[n]) for n in names})

    @property
    def types(self) -> list[str]:
        return sorted(self._by_type)


def canonical_text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def fingerprint_of(value: Any) -> str:
    """A short hash of the canonical JSON text of ``value``."""
    return hashlib.sha256(canonical_text(value).encode("ascii")).hexdigest()[:20]
