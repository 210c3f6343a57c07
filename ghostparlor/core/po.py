"""Reading gettext catalogs (``.po`` and ``.pot``), the format translators' tools open.

Only what the catalogs of this app use: ``msgctxt``, ``msgid``, ``msgid_plural``,
``msgstr`` / ``msgstr[n]``, continued string lines, extracted comments (``#.``) and flags
(``#,``); obsolete entries (``#~``) and other comments are skipped. The header's
``Plural-Forms`` expression is compiled by the standard library's gettext (the same
evaluator ``gettext.GNUTranslations`` uses), not by a rule of ours. The tests check that
Babel reads every catalog exactly as this reader does.
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass, field
from typing import Callable

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


class CatalogError(ValueError):
    """A catalog that cannot be read: says the line and what is wrong."""


@dataclass
class Entry:
    context: str | None
    msgid: str
    plural: str | None = None
    strings: list[str] = field(default_factory=list)  # msgstr, or msgstr[0..n-1]
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # extracted comments (#.)
    line: int = 0

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return bool(self.strings) and all(self.strings) and not self.fuzzy


@dataclass
class Catalog:
    entries: dict[str, Entry]  # by context (the key)
    headers: dict[str, str]
    nplurals: int
    plural: Callable[[int], int]


def _unquote(text: str, line: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise CatalogError(f"line {line}: a string must be in double quotes")
    body, out, i = text[1:-1], [], 0
    if "\\" not in body:  # the common case: nothing escaped
        if '"' in body:
            raise CatalogError(f"line {line}: a quote inside a string must be written \\\"")
        return body
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if i + 1 >= len(body) or body[i + 1] not in _ESCAPES:
                raise CatalogError(f"line {line}: an unknown escape in a string")
            out.append(_ESCAPES[body[i + 1]])
            i += 2
            continue
        if ch == '"':
            raise CatalogError(f"line {line}: a quote inside a string must be written \\\"")
        out.append(ch)
        i += 1
    return "".join(out)


def parse_plural_forms(value: str) -> tuple[int, Callable[[int], int]]:
    """``nplurals=3; plural=(...)`` -> (3, the compiled expression)."""
    parts = dict(p.strip().split("=", 1) for p in value.split(";") if "=" in p)
    try:
        n = int(parts["nplurals"])
        fn = gettext.c2py(parts["plural"].strip())
    except (KeyError, ValueError, SyntaxError) as exc:
        raise CatalogError(f"Plural-Forms {value!r} cannot be used ({exc})") from None
    if not 1 <= n <= 6:
        raise CatalogError(f"Plural-Forms: nplurals={n} is out of range")
    return n, fn


def parse(text: str) -> Catalog:
    entries: list[Entry] = []
    current: Entry | None = None
    field_name: str | None = None
    flags: set[str] = set()
    comments: list[str] = []
    seen_field = False

    def finish() -> None:
        nonlocal current, field_name, seen_field
        if current is not None:
            entries.append(current)
        current, field_name, seen_field = None, None, False

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if current is not None and seen_field:
                finish()
            if line.startswith("#,"):
                flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            elif line.startswith("#."):
                comments.append(line[2:].strip())
            continue
        if line.startswith('"'):
            if current is None or field_name is None:
                raise CatalogError(f"line {number}: a string continues nothing")
            value = _unquote(line, number)
            if field_name == "msgctxt":
                current.context = (current.context or "") + value
            elif field_name == "msgid":
                current.msgid += value
            elif field_name == "msgid_plural":
                current.plural = (current.plural or "") + value
            else:
                current.strings[-1] += value
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid") and current is not None and (seen_field or (keyword == "msgctxt")):
            if not (keyword == "msgid" and field_name == "msgctxt"):
                finish()
        if current is None:
            current = Entry(None, "", flags=flags, comments=comments, line=number)
            flags, comments = set(), []
        value = _unquote(rest, number)
        if keyword == "msgctxt":
            current.context = value
        elif keyword == "msgid":
            current.msgid = value
        elif keyword == "msgid_plural":
            current.plural = value
        elif keyword == "msgstr" or (keyword.startswith("msgstr[") and keyword.endswith("]")):
            if keyword != "msgstr" and keyword[7:-1] != str(len(current.strings)):
                raise CatalogError(f"line {number}: {keyword} is out of order")
            current.strings.append(value)
            seen_field = True
        else:
            raise CatalogError(f"line {number}: {keyword!r} is not a catalog keyword")
        field_name = keyword
    finish()

    headers: dict[str, str] = {}
    by_key: dict[str, Entry] = {}
    for entry in entries:
        if entry.context is None and entry.msgid == "":
            for header in (entry.strings[0] if entry.strings else "").split("\n"):
                name, sep, value = header.partition(":")
                if sep:
                    headers[name.strip()] = value.strip()
            continue
        if entry.context is None:
            raise CatalogError(f"line {entry.line}: an entry without msgctxt (the key)")
        if entry.context in by_key:
            raise CatalogError(f"line {entry.line}: the key {entry.context!r} is there twice")
        by_key[entry.context] = entry
    nplurals, plural = parse_plural_forms(headers.get("Plural-Forms", "nplurals=2; plural=(n != 1);"))
    return Catalog(by_key, headers, nplurals, plural)


def quote(text: str) -> str:
    """``text`` as a catalog string (multi-line texts one line per source line)."""
    def one(s: str) -> str:
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r") + '"'

    if "\n" not in text:
        return one(text)
    parts = text.split("\n")
    lines = [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    return '""\n' + "\n".join(one(line).replace("\n", "\\n") for line in lines)


def format_entry(entry: Entry, nplurals: int = 2) -> str:
    out = [f"#. {c}" for c in entry.comments]
    if entry.flags:
        out.append("#, " + ", ".join(sorted(entry.flags)))
    if entry.context is not None:
        out.append(f"msgctxt {quote(entry.context)}")
    out.append(f"msgid {quote(entry.msgid)}")
    if entry.plural is not None:
        out.append(f"msgid_plural {quote(entry.plural)}")
        strings = list(entry.strings) + [""] * (nplurals - len(entry.strings))
        out += [f"msgstr[{i}] {quote(s)}" for i, s in enumerate(strings[:nplurals])]
    else:
        out.append(f"msgstr {quote(entry.strings[0] if entry.strings else '')}")
    return "\n".join(out)
