"""Loading and validating game content (YAML).

Every error names the file, the line and the key path, e.g.
``data/games/ghosts.yaml:14 deck.families[2].cards: expected 9 cards, found 8``.

A game declares the shape of its YAML with the small schema classes below
(:class:`Mapping`, :class:`ListOf`, :class:`Int`, ...) and may add a check
function for what a shape cannot say (counts that must add up, references).
All errors of a file are collected and reported together.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

import yaml

from ghostparlor.core.errors import ContentError

KeyPath = tuple  # of str keys and int indices


def format_path(path: KeyPath) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "(top level)"


def display_name(path: Path) -> str:
    """A path as a person would type it: relative to the working folder when inside it."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if rel.startswith("..") else rel


@dataclass
class Problems:
    """Collects errors of one file, each with the line of its key path."""

    file: str
    lines: dict[KeyPath, int] = field(default_factory=dict)
    messages: list[str] = field(default_factory=list)

    def line_of(self, path: KeyPath) -> int:
        path = tuple(path)
        while path and path not in self.lines:
            path = path[:-1]
        return self.lines.get(path, 1)

    def add(self, path: KeyPath, message: str) -> None:
        self.messages.append(f"{self.file}:{self.line_of(path)} {format_path(path)}: {message}")

    def raise_if_any(self) -> None:
        if self.messages:
            raise ContentError(self.messages)


# --- reading YAML with the line of every key ---------------------------------


def _node_lines(node: yaml.Node, path: KeyPath, lines: dict[KeyPath, int], problems: Problems, line: int | None = None) -> None:
    """Record the line of every key path: a mapping value's line is its key's line."""
    lines[path] = line if line is not None else node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        seen: dict[Any, int] = {}
        for key_node, value_node in node.value:
            key = key_node.value
            if key in seen:
                problems.messages.append(
                    f"{problems.file}:{key_node.start_mark.line + 1} {format_path(path + (key,))}: "
                    f"duplicate key {key!r} (first at line {seen[key]})"
                )
            seen[key] = key_node.start_mark.line + 1
            _node_lines(value_node, path + (key,), lines, problems, key_node.start_mark.line + 1)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _node_lines(item, path + (i,), lines, problems)


MAX_CONTENT_BYTES = 4 * 1024 * 1024  # the largest content file is ~50 KB
MAX_CONTENT_DEPTH = 32  # they nest at most 5 levels


def read_yaml(path: Path) -> tuple[Any, Problems]:
    """Parse ``path``; returns the data and a Problems object knowing each key's line.

    Syntax errors, an empty file, a non-mapping top level and duplicate keys are
    raised at once as ContentError.
    """
    name = display_name(path)
    problems = Problems(name)
    from ghostparlor.core.reading import Damaged, decode_text, load_yaml, read_bytes

    try:  # the reading discipline of docs/files.md: a size limit before parsing, bounded nesting
        text = decode_text(read_bytes(path, MAX_CONTENT_BYTES))
    except FileNotFoundError:
        raise ContentError([f"{name}: file not found"]) from None
    except (OSError, Damaged) as exc:
        raise ContentError([f"{name}: cannot be read ({exc})"]) from None
    try:  # within bounds (parts, time, depth, aliases counted at every use), composed once
        data, node = load_yaml(text, MAX_CONTENT_DEPTH, with_node=True)
        if node is not None:
            _node_lines(node, (), problems.lines, problems)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark is not None else ""
        what = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ContentError([f"{name}{where}: YAML syntax error: {what}"]) from None
    except Damaged as exc:
        raise ContentError([f"{name}: {exc}"]) from None
    except RecursionError:
        raise ContentError([f"{name}: it is nested too deeply (over {MAX_CONTENT_DEPTH} levels)"]) from None
    except (ValueError, TypeError, OverflowError, MemoryError) as exc:  # a scalar PyYAML cannot make (a 5000-digit number)
        raise ContentError([f"{name}: YAML value error: {' '.join(str(exc).split())[:160]}"]) from None
    if node is None or data is None:
        raise ContentError([f"{name}:1: the file is empty (expected a mapping of keys)"])
    if not isinstance(data, dict):
        raise ContentError([f"{name}:1: the top level must be a mapping of keys, found {type_name(data)}"])
    problems.raise_if_any()
    return data, problems


def type_name(value: Any) -> str:
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return f"a number ({value})"
    if isinstance(value, float):
        return f"a decimal number ({value})"
    if isinstance(value, str):
        return f"text ({value!r})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    if value is None:
        return "nothing (null)"
    return type(value).__name__


# --- the schema ---------------------------------------------------------------


class Schema:
    def check(self, value: Any, path: KeyPath, problems: Problems) -> bool:
        """Add problems for ``value``; True when it has the right shape."""
        raise NotImplementedError


@dataclass
class Int(Schema):
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: Any, path: KeyPath, problems: Problems) -> bool:
        if isinstance(value, bool) or not isinstance(value, int):
            problems.add(path, f"expected a whole number, found {type_name(value)}")
            return False
        if self.minimum is not None and value < self.minimum:
            word = "negative" if value < 0 and self.minimum >= 0 else "too small"
            problems.add(path, f"{value} is {word} (minimum {self.minimum})")
            return False
        if self.maximum is not None and value > self.maximum:
            problems.add(path, f"{value} is too large (maximum {self.maximum})")
            return False
        return True


@dataclass
class Str(Schema):
    choices: tuple[str, ...] | None = None
    nonempty: bool = True

    def check(self, value: Any, path: KeyPath, problems: Problems) -> bool:
        if not isinstance(value, str):
            problems.add(path, f"expected text, found {type_name(value)}")
            return False
        if self.nonempty and not value.strip():
            problems.add(path, "must not be empty")
            return False
        if self.choices is not None and value not in self.choices:
            problems.add(path, f"{value!r} is not one of {', '.join(self.choices)}")
            return False
        return True


@dataclass
class Bool(Schema):
    def check(self, value: Any, path: KeyPath, problems: Problems) -> bool:
        if not isinstance(value, bool):
            problems.add(path, f"expected true or false, found {type_name(value)}")
            return False
        return True


@dataclass
class Any_(Schema):
    def check(self, value: Any, path: KeyPath, problems: Problems) -> bool:
        return True


@dataclass
class ListOf(Schema):
    item: Schema
    min_len: int = 0
    max_len: int | None = None
    unique: str | None = None
    """Name of a key (in mapping items) or "" (for scalar items) that must be unique."""

    def check(self, value: Any, path: KeyPath, problems: Problems) -> bool:
        if not isinstance(value, list):
            problems.add(path, f"expected a list, found {type_name(value)}")
            return False
        ok = True
        if len(value) < self.min_len:
            problems.add(path, f"expected at least {self.min_len} entries, found {len(value)}")
            ok = False
        if self.max_len is not None and len(value) > self.max_len:
            problems.add(path, f"expected at most {self.max_len} entries, found {len(value)}")
            ok = False
        for i, item in enumerate(value):
            ok = self.item.check(item, path + (i,), problems) and ok
        if ok and self.unique is not None:
            seen: dict[Any, int] = {}
            for i, item in enumerate(value):
                key = item.get(self.unique) if self.unique else item
                where = path + ((i, self.unique) if self.unique else (i,))
                if key in seen:
                    problems.add(where, f"duplicate id {key!r} (also at [{seen[key]}])")
                    ok = False
                else:
                    seen[key] = i
        return ok


@dataclass
class Mapping(Schema):
    fields: dict[str, Schema]
    optional: tuple[str, ...] = ()

    def check(self, value: Any, path: KeyPath, problems: Problems) -> bool:
        if not isinstance(value, dict):
            problems.add(path, f"expected a mapping, found {type_name(value)}")
            return False
        ok = True
        for key in value:
            if key not in self.fields:
                problems.add(path + (key,), f"unknown key {key!r} (expected one of: {', '.join(self.fields)})")
                ok = False
        for key, schema in self.fields.items():
            if key not in value:
                if key not in self.optional:
                    problems.add(path, f"missing key {key!r}")
                    ok = False
                continue
            ok = schema.check(value[key], path + (key,), problems) and ok
        return ok


@dataclass
class DictOf(Schema):
    """A mapping with free keys (e.g. option names), each value of one schema."""

    value: Schema

    def check(self, value: Any, path: KeyPath, problems: Problems) -> bool:
        if not isinstance(value, dict):
            problems.add(path, f"expected a mapping, found {type_name(value)}")
            return False
        ok = True
        for key, item in value.items():
            if not isinstance(key, str):
                problems.add(path, f"key {key!r} must be text")
                ok = False
                continue
            ok = self.value.check(item, path + (key,), problems) and ok
        return ok


Check = Callable[[dict, Problems], None]


def validate(data: Any, schema: Schema, problems: Problems, checks: Iterable[Check] = ()) -> None:
    """Check ``data`` against ``schema``, then run the extra checks; raise ContentError on problems."""
    if schema.check(data, (), problems):
        for check in checks:
            check(data, problems)
    problems.raise_if_any()


def load_validated(path: Path, schema: Schema, checks: Iterable[Check] = ()) -> dict:
    data, problems = read_yaml(path)
    validate(data, schema, problems, checks)
    return data


# --- the part every game's YAML shares ------------------------------------------

OPTION_SCHEMA = Mapping(
    {
        "kind": Str(choices=("int", "bool", "choice", "seat")),
        "default": Any_(),
        "choices": ListOf(Any_(), min_len=1),
        "min": Int(),
        "max": Int(),
        "text": Str(),
    },
    optional=("choices", "min", "max", "text"),
)

COMMON_FIELDS: dict[str, Schema] = {
    "format": Int(minimum=1, maximum=1),
    "id": Str(),
    "data_version": Int(minimum=1),
    "players": Mapping({"min": Int(minimum=1, maximum=8), "max": Int(minimum=1, maximum=8)}),
    "options": DictOf(OPTION_SCHEMA),
}


def check_common(game_id: str) -> Check:
    def check(data: dict, problems: Problems) -> None:
        if data["id"] != game_id:
            problems.add(("id",), f"expected {game_id!r} (the file's game), found {data['id']!r}")
        players = data["players"]
        if players["min"] > players["max"]:
            problems.add(("players",), f"min {players['min']} is more than max {players['max']}")
        for name, opt in data["options"].items():
            _check_option(name, opt, players, problems)

    return check


def _check_option(name: str, opt: dict, players: dict, problems: Problems) -> None:
    from ghostparlor.core.errors import OptionError

    path = ("options", name)
    if opt["kind"] == "choice" and "choices" not in opt:
        problems.add(path, "a 'choice' option needs a 'choices' list")
        return
    spec = option_spec(name, opt)
    try:
        spec.parse(opt["default"], players["max"])
    except OptionError as exc:
        problems.add(path + ("default",), f"default is not valid: {exc}")


def option_spec(name: str, opt: dict):
    from ghostparlor.core.protocol import OptionSpec

    return OptionSpec(
        name=name,
        kind=opt["kind"],
        default=opt["default"],
        choices=tuple(opt.get("choices", ())),
        minimum=opt.get("min"),
        maximum=opt.get("max"),
        text_key=opt.get("text", f"option.{name}"),
    )


def load_game_spec(game_id: str, path: Path, fields: dict[str, Schema], checks: Iterable[Check] = ()):
    """Read ``path`` (a game's YAML), validate the common header and the game's own fields."""
    from ghostparlor.core.protocol import GameSpec

    schema = Mapping({**COMMON_FIELDS, **fields})
    data = load_validated(path, schema, [check_common(game_id), *checks])
    return GameSpec(
        id=data["id"],
        data_version=data["data_version"],
        min_players=data["players"]["min"],
        max_players=data["players"]["max"],
        content=data,
        options={name: option_spec(name, opt) for name, opt in data["options"].items()},
        source=display_name(path),
    )
