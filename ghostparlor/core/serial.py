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


def _short(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters (a message never echoes a huge value)."""
    if isinstance(value, (dict, list, tuple)) and len(value) > 20:
        return f"<{type(value).__name__} of {len(value)}>"
    text = repr(value[: limit + 1] if isinstance(value, str) else value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


# what a field's annotation ("int", "tuple[int, ...]", int) lets its JSON value be; bool is
# an int in Python, so an int field must say no to it explicitly (True == 1 would pass the rules
# and then write "true" into every fingerprint)
_WHOLE, _TEXT, _FLAG, _NUMBER, _LIST = "a whole number", "text", "true or false", "a number", "a list"


def _kind(annotation: Any) -> str | None:
    name = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))
    name = name.replace("typing.", "").strip()
    if name in ("int", "str", "bool", "float"):
        return {"int": _WHOLE, "str": _TEXT, "bool": _FLAG, "float": _NUMBER}[name]
    if name.split("[")[0] in ("tuple", "Tuple", "list", "List"):
        return _LIST
    return None  # anything else (a union, an Optional): left to the rules


def _fits(kind: str, value: Any) -> bool:
    kind_of = type(value)
    if kind is _WHOLE:
        return kind_of is int
    if kind is _TEXT:
        return kind_of is str
    if kind is _FLAG:
        return kind_of is bool
    if kind is _NUMBER:
        return kind_of is int or kind_of is float
    return kind_of is list or kind_of is tuple  # its items are the rules' to check (a tuple of flags is one)


class Codec:
    """Reads actions or events of one game back from their JSON form.

    Each field's value must be of its annotated type (worked out once per class): an ``int``
    field takes a whole number and refuses ``true``/``false``, a ``bool`` field takes only
    those, a ``str`` field text, a ``tuple`` field a list.
    Anything else raises ValueError with a one-line message."""

    def __init__(self, classes: Iterable[type]) -> None:
        self._by_type: dict[str, type] = {}
        for cls in classes:
            if cls.TYPE in self._by_type:
                raise ValueError(f"two classes share the JSON type {cls.TYPE!r}")
            self._by_type[cls.TYPE] = cls
        self._fields = {t: tuple(f.name for f in dataclasses.fields(c)) for t, c in self._by_type.items()}
        self._names = {t: frozenset(names) | {"type"} for t, names in self._fields.items()}
        self._checks = {t: tuple((f.name, kind) for f in dataclasses.fields(c) if (kind := _kind(f.type)) is not None)
                        for t, c in self._by_type.items()}

    def from_json(self, data: Any) -> Any:
        if not isinstance(data, dict) or "type" not in data:
            raise ValueError(f"expected an object with a 'type', got {_short(data)}")
        kind = data["type"]
        cls = self._by_type.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise ValueError(f"unknown type {_short(kind)}; known: {', '.join(sorted(self._by_type))}")
        names = self._fields[kind]
        if len(data) != len(names) + 1 or not self._names[kind].issuperset(data):
            extra = set(data) - self._names[kind]
            if extra:
                raise ValueError(f"{kind}: unknown field(s) {', '.join(sorted(_short(str(e), 30) for e in extra)[:5])}")
            missing = [n for n in names if n not in data]
            raise ValueError(f"{kind}: missing field(s) {', '.join(missing)}")
        for name, want in self._checks[kind]:
            if not _fits(want, data[name]):
                raise ValueError(f"{kind}: {name} must be {want}, not {_short(data[name])}")
        return cls(**{n: _frozen(data[n]) for n in names})

    @property
    def types(self) -> list[str]:
        return sorted(self._by_type)


def canonical_text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def fingerprint_of(value: Any) -> str:
    """A short hash of the canonical JSON text of ``value``."""
    return hashlib.sha256(canonical_text(value).encode("ascii")).hexdigest()[:20]
