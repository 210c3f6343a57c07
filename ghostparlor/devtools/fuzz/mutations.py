"""Hostile versions of a file (fuzz-files): a :class:`Plant` is one, bytes or a special thing
(a folder, a pipe, a link to a device or in a loop, an unreadable file, a file where its
folder should be); :class:`Mutator` draws them from a seeded generator for JSON and YAML
documents, and :func:`catalog_plant` for a gettext catalog."""

from __future__ import annotations

import json
import os
import random
import re
from dataclasses import dataclass
from typing import Any


@dataclass
class Plant:
    """One hostile version of a file: bytes, or a special kind of thing in its place."""

    mutation: str
    content: bytes | None = None
    special: str | None = None  # "folder", "unreadable", "fifo", "device", "loop", "file_for_folder"


HOLE = "\u0000hole\u0000"
RAW_NUMBERS = ["1e400", "-1e400", "NaN", "Infinity", "-Infinity", "1" + "0" * 5000, str(2**64), "-" + str(2**63),
               "1e308", "-0.0", "1e-400", "0x10", ".5", "01", "1" * 4300]
WRONG_VALUES: list[Any] = [None, True, False, 0, -1, 7, 2**63, 1.5, -0.0, 1e308, "", "x", "é\u2028\u0085", "\ud800",
                           "x" * 10_000, [], [None], [[[]]], {}, {"": {}}, {"a": [1, {"b": None}]}]


def key_paths(doc: Any, limit: int = 5000) -> list[tuple[Any, ...]]:
    """Key paths of ``doc`` (iterative; at most ``limit``)."""
    out: list[tuple[Any, ...]] = []
    stack: list[tuple[Any, tuple[Any, ...]]] = [(doc, ())]
    while stack and len(out) < limit:
        value, path = stack.pop()
        if path:
            out.append(path)
        if isinstance(value, dict):
            stack.extend((v, path + (k,)) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, path + (i,)) for i, v in enumerate(value[:50]))
    return out


def with_value(doc: Any, path: tuple[Any, ...], value: Any, delete: bool = False) -> Any:
    doc = json.loads(json.dumps(doc))
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    if delete:
        if isinstance(target, dict):
            target.pop(path[-1], None)
        else:
            del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


def _dumps(doc: Any) -> bytes:
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8", "surrogatepass")


def _with_raw(doc: Any, path: tuple[Any, ...], raw: str) -> bytes:
    """``doc`` as JSON with the value at ``path`` replaced by the raw text ``raw``."""
    text = json.dumps(with_value(doc, path, HOLE), separators=(",", ":"))
    return text.replace(json.dumps(HOLE), raw, 1).encode("utf-8", "surrogatepass")


def _big_list(rng: random.Random, element: Any) -> list[Any]:
    """Many copies of ``element`` (or many numbers): some under the size limit, some over."""
    size = len(_dumps(element)) + 1
    if size > 2000 or rng.random() < 0.3:
        element, size = 0, 2
    n = min(rng.choice([10_000, 100_000, 400_000]), 6_000_000 // size)
    return [element] * n if rng.random() < 0.6 else list(range(n))


class Mutator:
    """Hostile versions of one kind of file, drawn from a seeded generator."""

    def __init__(self, rng: random.Random, limit: int) -> None:
        self.rng = rng
        self.limit = limit
        self.cursor: dict[str, int] = {}

    def truncations(self, name: str, small: bytes) -> Plant:
        n = self.cursor.get(name, 0)
        self.cursor[name] = (n + 1) % (len(small) + 1)  # every length in turn
        return Plant(f"truncate@{n}", small[:n])

    def generic(self, name: str, valid: bytes, small: bytes, in_folder: bool) -> Plant | None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.14:
            return self.truncations(name, small)
        if roll < 0.18:
            return Plant("empty", b"")
        if roll < 0.20:
            return Plant("folder", special="folder")
        if roll < 0.22:
            return Plant("unreadable", valid, special="unreadable")
        if roll < 0.23 and hasattr(os, "mkfifo"):
            return Plant("fifo", special="fifo")
        if roll < 0.24:
            return Plant("device", special="device")
        if roll < 0.25:
            return Plant("link loop", special="loop")
        if roll < 0.26 and in_folder:
            return Plant("file for its folder", b"not a folder", special="file_for_folder")
        if roll < 0.32:
            data = bytearray(valid)
            for _ in range(rng.randint(1, 12)):
                data[rng.randrange(len(data))] = rng.randrange(256)
            return Plant("byte flips", bytes(data))
        if roll < 0.37:
            bad = rng.choice([b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf", b"\x80\x80", b"\xf4\x90\x80\x80"])
            at = 0 if rng.random() < 0.2 else rng.randrange(len(valid) + 1)
            return Plant("invalid utf-8", valid[:at] + bad + valid[at:])
        if roll < 0.40:
            return Plant("over the size limit", valid + b" " * (self.limit + 1 - len(valid) + rng.randrange(1000)))
        if roll < 0.43:
            n = rng.choice([40, 1000, 5000, 100_000, 1_000_000])
            opener = rng.choice(["[", "{\"a\":", "[{\"a\":"])
            return Plant(f"deep {n}", (opener * n).encode())
        return None

    def json_doc(self, name: str, doc: Any, small_doc: Any) -> Plant:
        rng = self.rng
        valid, small = _dumps(doc), _dumps(small_doc)
        plant = self.generic(name, valid, small, in_folder=True)
        if plant is not None:
            return plant
        paths = key_paths(doc)
        path = rng.choice(paths) if paths else ()
        roll = rng.random()
        if roll < 0.25:
            return Plant("wrong type", _dumps(with_value(doc, path, rng.choice(WRONG_VALUES))))
        if roll < 0.40:
            return Plant("missing key", _dumps(with_value(doc, path, None, delete=True)))
        if roll < 0.58:
            return Plant("raw number", _with_raw(doc, path, rng.choice(RAW_NUMBERS)))
        if roll < 0.70:
            n = rng.choice([33, 200, 3000, 100_000])
            return Plant(f"deep {n} in a key", _with_raw(doc, path, "[" * n + "]" * n if rng.random() < 0.5 else "[" * n))
        if roll < 0.82:
            return Plant("huge array", _dumps(with_value(doc, path, _big_list(rng, _get(doc, path)))))
        if roll < 0.90:
            size = rng.choice([100_000, 3_000_000, self.limit + 10])
            return Plant("huge string", _dumps(with_value(doc, path, "g" * size)))
        if roll < 0.95:
            return Plant("lone surrogate", _with_raw(doc, path, '"\\udc80x"'))
        other = rng.choice(WRONG_VALUES)
        return Plant("wrong top level", _dumps(other))

    def yaml_doc(self, name: str, doc: dict[str, Any], small_text: bytes) -> Plant:
        import yaml

        rng = self.rng
        valid = yaml.safe_dump(doc, sort_keys=False).encode()
        plant = self.generic(name, valid, small_text, in_folder=True)
        if plant is not None:
            if plant.mutation.startswith("deep"):
                n = int(plant.mutation.split()[1])
                plant = Plant(f"yaml deep {n}", (rng.choice(["[", "- ", "{a: ", "? "]) * n).encode() + b"x")
            return plant
        paths = key_paths(doc)
        path = rng.choice(paths) if paths else ()
        roll = rng.random()
        if roll < 0.3:
            value = rng.choice(WRONG_VALUES + [float("nan"), float("inf"), 10**4000, {1, 2}])
            return Plant("wrong type", yaml_with_value(doc, path, value))
        if roll < 0.45:
            return Plant("missing key", yaml.safe_dump(with_value(doc, path, None, delete=True)).encode())
        if roll < 0.50:
            text = "w" * rng.choice([40, 20_000])  # one scalar referred to thousands of times (issue 48)
            refs = ", ".join(["*s"] * rng.choice([100, 5000]))
            return Plant("scalar alias bomb", f"s0: &s {text}\n{path[0] if path else 'x'}: [{refs}]\n".encode())
        if roll < 0.55:
            levels = rng.randint(3, 12)
            lines = ['l0: &l0 ["x","x","x","x","x","x","x","x","x","x"]']
            lines += [f"l{i}: &l{i} [" + ",".join([f"*l{i - 1}"] * 10) + "]" for i in range(1, levels)]
            key = path[0] if path else "last_players"
            return Plant("billion laughs", ("\n".join(lines) + f"\n{key}: *l{levels - 1}\n").encode())
        if roll < 0.65:
            raw = rng.choice(["!!python/object/apply:os.system ['true']", "!!binary AAAA", "!!set {a, b}", "2001-12-14",
                              "!!float xx", "1" * 5000, "0x" + "f" * 5000, ".nan", "-.inf", "1:20:30", "~", "&a [*a]",
                              "<<: {a: 1}", "!!timestamp 2001-99-99", "'" + "x" * 300_000 + "'"])
            key = path[0] if path else "x"
            return Plant("yaml scalar", valid + f"\n{key}: {raw}\n".encode())
        if roll < 0.75:
            return Plant("huge array", yaml_with_value(doc, path, list(range(rng.choice([1000, 30_000])))))
        if roll < 0.85:
            n = rng.choice([33, 500, 5000])
            return Plant(f"yaml deep {n} in a key", valid + f"\n{path[0] if path else 'x'}: ".encode() + b"[" * n + b"]" * n + b"\n")
        return Plant("wrong top level", rng.choice([b"- a\n- b\n", b"just text\n", b"42\n", b"null\n", b"---\n---\n", b"\t\n"]))


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def yaml_with_value(doc: Any, path: tuple[Any, ...], value: Any) -> bytes:
    import yaml

    try:
        return yaml.dump(_set_py(doc, path, value), sort_keys=False, allow_unicode=True).encode("utf-8", "surrogatepass")
    except (yaml.YAMLError, UnicodeError):
        return yaml.safe_dump(doc).encode()


def _set_py(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    import copy

    doc = copy.deepcopy(doc)
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def catalog_plant(mutator: Mutator, name: str, original: bytes) -> Plant:
    """A damaged gettext catalog: the generic damage, or a catalog that reads but lies
    (a key twice, a form too many, a broken Plural-Forms, placeholders renamed, a quote
    missing, a line gone)."""
    rng = mutator.rng
    small = b"\n".join(original.splitlines()[:40])
    generic = mutator.generic(name, original, small, False)
    if generic is not None:
        return generic
    text = original.decode("utf-8", "replace")
    lines = text.split("\n")
    roll = rng.random()
    if roll < 0.15:
        i = rng.randrange(len(lines))
        return Plant("a line gone", "\n".join(lines[:i] + lines[i + 1:]).encode())
    if roll < 0.3:
        i = rng.randrange(len(lines))
        return Plant("a quote missing", "\n".join(lines[:i] + [lines[i].rstrip('"')] + lines[i + 1:]).encode())
    if roll < 0.45:
        plural = rng.choice(["nplurals=3; plural=(n==1 ? 0 : 7);", "nplurals=0; plural=0;", "nplurals=2; plural=(n(;",
                             "nplurals=99; plural=n;", "plural=n%3;", "nplurals=2; plural=__import__('os');"])
        return Plant("bad Plural-Forms", re.sub(r"Plural-Forms: [^\\]*", "Plural-Forms: " + plural, text, count=1).encode())
    if roll < 0.6:
        return Plant("placeholders renamed", re.sub(r"\{(\w+)\}", lambda m: "{" + m.group(1)[::-1] + "}" if rng.random() < 0.3 else m.group(0), text).encode())
    if roll < 0.75:
        return Plant("a key twice", (text + "\n" + text[text.index("msgctxt"):text.index("msgctxt") + 400]).encode())
    if roll < 0.9:
        return Plant("a form too many", re.sub(r'msgstr\[1\] ("[^"\n]*")', r'msgstr[1] \1\nmsgstr[9] "x"', text, count=3).encode())
    return Plant("braces unbalanced", re.sub(r"\{(\w+)\}", r"{\1", text, count=50).encode())
