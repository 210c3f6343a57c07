"""What a seat may know, as JSON and back: views, events, actions and results.

A view, an event or an action is a frozen dataclass of numbers, texts, tuples and other
such dataclasses. On the wire a dataclass is ``{"~": ClassName, field: value, ...}`` and
a tuple is a list; a list, a dict or a set (rare in views) are tagged so that what is
read back equals what was written (the tests round-trip every view, event and legal
action of seeded games of all five games).

Reading is strict: only the dataclasses of the game's own rules (and the protocol's
``Result``) can be built, with exactly their fields; anything else is a :class:`WireError`.
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from typing import Any

from ghostparlor.core.protocol import Result

MAX_DEPTH = 24
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}  # a dataclass's field names, looked up once per class


class WireError(ValueError):
    """A message part that does not read as what the game's rules could have written."""


def encode(value: Any, depth: int = 0) -> Any:
    """The JSON-ready form of ``value`` (see the module's docstring)."""
    if depth > MAX_DEPTH:
        raise WireError("nested too deep")
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise WireError("not a finite number")
        return value
    if isinstance(value, tuple):
        return [encode(v, depth + 1) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        kind = type(value)
        names = _FIELD_NAMES.get(kind)
        if names is None:
            names = _FIELD_NAMES[kind] = tuple(f.name for f in dataclasses.fields(kind))
        out: dict[str, Any] = {"~": kind.__name__}
        for name in names:
            out[name] = encode(getattr(value, name), depth + 1)
        return out
    if isinstance(value, list):
        return {"~list": [encode(v, depth + 1) for v in value]}
    if isinstance(value, dict):
        return {"~dict": [[encode(k, depth + 1), encode(v, depth + 1)] for k, v in value.items()]}
    if isinstance(value, (set, frozenset)):
        items = sorted(value, key=repr)
        return {"~set" if isinstance(value, set) else "~frozenset": [encode(v, depth + 1) for v in items]}
    raise WireError(f"cannot send a {type(value).__name__}")


class Classes:
    """The dataclasses one game's wire may carry, by name."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.by_name: dict[str, type] = {"Result": Result}
        package = importlib.import_module(f"ghostparlor.games.{game_id}.rules")
        modules = [package] + [importlib.import_module(f"{package.__name__}.{m.name}")
                               for m in pkgutil.iter_modules(package.__path__)]
        for module in modules:
            for value in vars(module).values():
                if isinstance(value, type) and dataclasses.is_dataclass(value) \
                        and value.__module__.startswith("ghostparlor."):
                    known = self.by_name.setdefault(value.__name__, value)
                    if known is not value:
                        raise WireError(f"{game_id}: two dataclasses are named {value.__name__}")
        self.fields = {name: tuple(f.name for f in dataclasses.fields(cls)) for name, cls in self.by_name.items()}

    def decode(self, data: Any, depth: int = 0) -> Any:
        if depth > MAX_DEPTH:
            raise WireError("nested too deep")
        if data is None or isinstance(data, (bool, int, str)):
            return data
        if isinstance(data, float):
            if data != data or data in (float("inf"), float("-inf")):
                raise WireError("not a finite number")
            return data
        if isinstance(data, list):
            return tuple(self.decode(v, depth + 1) for v in data)
        if not isinstance(data, dict):
            raise WireError(f"unexpected {type(data).__name__}")
        if "~" in data:
            name = data["~"]
            cls = self.by_name.get(name) if isinstance(name, str) else None
            if cls is None:
                raise WireError(f"unknown kind {str(name)[:40]!r}")
            names = self.fields[name]
            if set(data) != set(names) | {"~"}:
                raise WireError(f"{name}: fields do not match")
            return cls(**{n: self.decode(data[n], depth + 1) for n in names})
        if len(data) != 1:
            raise WireError("an object must be a tagged value")
        (tag, items), = data.items()
        if not isinstance(items, list):
            raise WireError(f"{str(tag)[:20]!r} must hold a list")
        if tag == "~list":
            return [self.decode(v, depth + 1) for v in items]
        if tag in ("~set", "~frozenset"):
            values = [self.decode(v, depth + 1) for v in items]
            return set(values) if tag == "~set" else frozenset(values)
        if tag == "~dict":
            out = {}
            for pair in items:
                if not isinstance(pair, list) or len(pair) != 2:
                    raise WireError("a dict entry must be a pair")
                out[self.decode(pair[0], depth + 1)] = self.decode(pair[1], depth + 1)
            return out
        raise WireError(f"unknown tag {str(tag)[:20]!r}")


_CLASSES: dict[str, Classes] = {}


def classes(game_id: str) -> Classes:
    """The wire classes of ``game_id`` (built once per process)."""
    if game_id not in _CLASSES:
        _CLASSES[game_id] = Classes(game_id)
    return _CLASSES[game_id]


def decode(game_id: str, data: Any) -> Any:
    """Read back what :func:`encode` wrote for a game (strict: :class:`WireError`)."""
    try:
        return classes(game_id).decode(data)
    except (TypeError, RecursionError) as exc:
        raise WireError(str(exc)[:120]) from None
