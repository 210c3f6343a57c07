"""Reading gettext catalogs (``.po`` and ``.pot``), the format translators' tools open.

Only what the catalogs of this app use: ``msgctxt``, ``msgid``, ``msgid_plural``,
``msgstr`` / ``msgstr[n]``, continued string lines, extracted comments (``#.``) and flags
(``#,``); obsolete entries (``#~``) and other comments are skipped. The header's
``Plural-Forms`` expression is compiled by the standard library's gettext (the same
evaluator ``gettext.GNUTranslations`` uses), not by a rule of ours. The tests check that
Babel reads every catalog exactly as this reader does.
"""

from __future__ import annotations

from typing import Any, Callable

DEFAULT_PLURAL_FORMS = "nplurals=2; plural=(n != 1);"  # a catalog without a Plural-Forms header
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


class CatalogError(ValueError):
    """A catalog that cannot be read: says the line and what is wrong."""


class Entry:
    """One entry: its key (``msgctxt``), the English text and its plural, the strings shown
    (``msgstr``, or ``msgstr[0..n-1]``), flags (``#,``), extracted comments (``#.``) and its line.

    A plain class, not a dataclass: making a dataclass costs about 0.4 ms at import, and
    this module is imported before the first frame (start-up time)."""

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value
    _FIELDS = ("context", "msgid", "plural", "strings", "flags", "comments", "line")

    def __init__(self, context: str | None, msgid: str, plural: str | None = None, strings: list[str] | None = None,
                 flags: set[str] | None = None, comments: list[str] | None = None, line: int = 0) -> None:
        self.context = context
        self.msgid = msgid
        self.plural = plural
        self.strings: list[str] = [] if strings is None else strings
        self.flags: set[str] = set() if flags is None else flags
        self.comments: list[str] = [] if comments is None else comments
        self.line = line

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self._FIELDS)

    def __repr__(self) -> str:
        return "Entry(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in self._FIELDS) + ")"

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return bool(self.strings) and all(self.strings) and not self.fuzzy


class Catalog:
    """A catalog's entries by context (the key), its headers, and its plural rule: the index
    of the form for a number (``nplurals`` forms).

    A catalog read back from a cache (:meth:`later`) holds its entries as rows until they
    are asked for: :meth:`get` makes the one asked, ``entries`` all of them, in the file's
    order (start-up time: the title asks for some fifty of 1800)."""

    def __init__(self, entries: dict[str, Entry], headers: dict[str, str], nplurals: int,
                 plural: Callable[[int], int]) -> None:
        self._entries = entries
        self._rows: dict[str, Any] | None = None  # key -> a row not made into an Entry yet
        self._make: Callable[[str, Any], Entry | None] | None = None
        self.headers = headers
        self.nplurals = nplurals
        self.plural = plural

    @classmethod
    def later(cls, rows: dict[str, Any], make: Callable[[str, Any], Entry | None], headers: dict[str, str],
              nplurals: int, plural: Callable[[int], int]) -> Catalog:
        """A catalog whose entry of each key is ``make(key, row)``, made when first asked for;
        None from ``make`` (a row that is not one) leaves the key out."""
        cat = cls({}, headers, nplurals, plural)
        cat._rows, cat._make = rows, make
        return cat

    @property
    def entries(self) -> dict[str, Entry]:
        if self._rows is not None and self._make is not None:
            made, make = self._entries, self._make
            out: dict[str, Entry] = {}
            for key, row in self._rows.items():
                entry = made.get(key) or make(key, row)
                if entry is not None:
                    out[key] = entry
            self._entries, self._rows, self._make = out, None, None
        return self._entries

    def get(self, key: str) -> Entry | None:
        """The entry of ``key`` (None when there is none)."""
        entry = self._entries.get(key)
        if entry is None and self._rows is not None and self._make is not None:
            row = self._rows.get(key)
            if row is not None:
                entry = self._make(key, row)
                if entry is not None:
                    self._entries[key] = entry
        return entry

    def __repr__(self) -> str:
        count = len(self._rows if self._rows is not None else self._entries)
        return f"Catalog({count} entries, language {self.headers.get('Language', '?')!r})"


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
    import gettext  # only to compile a rule (start-up time: a cached catalog compiles its rule when first used)

    parts = dict(p.strip().split("=", 1) for p in value.split(";") if "=" in p)
    try:
        n = int(parts["nplurals"])
        fn = gettext.c2py(parts["plural"].strip())
    except (KeyError, ValueError, SyntaxError) as exc:
        raise CatalogError(f"Plural-Forms {value!r} cannot be used ({exc})") from None
    if not 1 <= n <= 6:
        raise CatalogError(f"Plural-Forms: nplurals={n} is out of range")
    return n, fn


def plural_forms_later(value: str) -> tuple[int, Callable[[int], int]]:
    """Like :func:`parse_plural_forms` for a value a parse accepted before (a cached
    catalog's): the number of forms now, the expression compiled when first used (English
    texts never use the template's rule; gettext is not even imported for them)."""
    parts = dict(p.strip().split("=", 1) for p in value.split(";") if "=" in p)
    try:
        n = int(parts["nplurals"])
    except (KeyError, ValueError) as exc:
        raise CatalogError(f"Plural-Forms {value!r} cannot be used ({exc})") from None
    if not 1 <= n <= 6:
        raise CatalogError(f"Plural-Forms: nplurals={n} is out of range")
    return n, _PluralRule(value)


class _PluralRule:
    """A Plural-Forms rule compiled (by :func:`parse_plural_forms`) when first used: a cached
    catalog holds one its parse accepted; English texts never use the template's."""

    __slots__ = ("value", "fn")

    def __init__(self, value: str) -> None:
        self.value = value
        self.fn: Callable[[int], int] | None = None

    def __call__(self, n: int) -> int:
        if self.fn is None:
            self.fn = parse_plural_forms(self.value)[1]
        return self.fn(n)


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
    nplurals, plural = parse_plural_forms(headers.get("Plural-Forms", DEFAULT_PLURAL_FORMS))
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
