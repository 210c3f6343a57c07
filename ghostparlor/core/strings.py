"""The string table: every player-facing text is a key looked up here.

The texts live in gettext catalogs under ``data/locale/``: ``ghostparlor.pot`` holds the
English source of every key (``msgctxt`` is the key the code asks for, ``msgid`` the English
text) and ``<language>.po`` its translation. Values are ``str.format`` templates with named
placeholders. A counted text is a gettext plural entry; the template's ``#. plural: name``
comment names the placeholder whose number picks the form, by the catalog's own
``Plural-Forms`` (CLDR's categories: Russian one/few/many, Spanish one/other, Japanese one
form). A key missing, empty or fuzzy in a translation falls back to English; a key missing
everywhere shows as the key itself, so a gap is visible rather than a crash. Player names
are parameters and never pass through a catalog.
"""

from __future__ import annotations

import sys
from typing import Any, Callable

from ghostparlor.core.po import Catalog, Entry, parse
from ghostparlor.resources import data_path

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "ja": "日本語", "ru": "Русский"}  # by their own names
SOURCE = "ghostparlor.pot"

_catalogs: dict[str, Catalog | None] = {}
_tables: dict[str, dict[str, str]] = {}  # kept for callers that clear caches (fuzz harness)
problems: dict[str, str] = {}  # language -> why its catalog could not be used
_language = "en"
SENTENCE_GAP = {"ja": ""}  # what stands between two sentences shown one after another


def catalog_path(language: str) -> Any:
    return data_path("locale", SOURCE if language == "en" else f"{language}.po")


MAX_CATALOG_BYTES = 8 * 1024 * 1024  # a real catalog is under 600 KB


def read_catalog_text(path: Any) -> str:
    from ghostparlor.core.reading import decode_text, read_bytes

    return decode_text(read_bytes(path, MAX_CATALOG_BYTES))


def read_catalog(path: Any) -> Catalog:
    """The catalog file at ``path``, read and parsed (raises OSError, ValueError ...)."""
    return parse(read_catalog_text(path))


_reader: Callable[[Any], Catalog] = read_catalog


def set_catalog_reader(reader: Callable[[Any], Catalog] | None) -> None:
    """How catalogs are read from now on: ``reader(path)`` gives the same Catalog as
    :func:`read_catalog` or raises as it does; None: :func:`read_catalog`. The app passes
    one that keeps parsed catalogs in the cache folder (persistence/catalog_cache.py:
    start-up time), since core imports no persistence. Catalogs read already are kept."""
    global _reader
    _reader = reader or read_catalog


def catalog(language: str | None = None) -> Catalog | None:
    """The parsed catalog of ``language`` (the template for English); None when it is
    missing or damaged (the problem is in :data:`problems`, said once on stderr)."""
    lang = language or _language
    if lang not in _catalogs:
        path = catalog_path(lang)
        try:
            _catalogs[lang] = _reader(path)
        except (OSError, ValueError, RecursionError) as exc:  # damaged or missing: English (or keys) shown, the app goes on
            problems[lang] = f"{path}: {exc}"
            print(f"ghostparlor: the catalog {path} cannot be used ({' '.join(str(exc).split())[:160]}); "
                  + ("texts are shown as their keys" if lang == "en" else "English is shown instead"), file=sys.stderr)
            _catalogs[lang] = None
    return _catalogs[lang]


def clear() -> None:
    """Forget every catalog read (they are read again on next use)."""
    _catalogs.clear()
    _tables.clear()
    problems.clear()


def _source() -> dict[str, Entry]:
    cat = catalog("en")
    return cat.entries if cat is not None else {}


def _source_entry(key: str) -> Entry | None:
    """The English entry of ``key`` (made alone when the catalog came from the cache)."""
    cat = catalog("en")
    return cat.get(key) if cat is not None else None


def table(language: str | None = None) -> dict[str, str]:
    """key -> the template shown (the singular form of a counted text), for checks."""
    lang = language or _language
    if lang not in _tables:
        out: dict[str, str] = {}
        for key in _source():
            entry, _ = _entry(key, lang)
            out[key] = entry[0] if entry else key
        _tables[lang] = out
    return _tables[lang]


def set_language(language: str) -> None:
    """Show texts in ``language`` from now on (an unknown one shows English)."""
    global _language
    _language = language


def language() -> str:
    return _language


def has(key: str) -> bool:
    return _source_entry(key) is not None


def plural_name(key: str) -> str | None:
    """The placeholder whose number picks the form of a counted text, else None."""
    entry = _source_entry(key)
    if entry is None or entry.plural is None:
        return None
    for comment in entry.comments:
        if comment.startswith("plural:"):
            return comment[7:].strip()
    return "n"


def _entry(key: str, lang: str) -> tuple[list[str] | None, Callable[[int], int]]:
    """The forms shown for ``key`` in ``lang`` and the rule that picks one."""
    src = _source_entry(key)
    if src is None:
        return None, _english_plural
    if lang != "en":
        cat = catalog(lang)
        if cat is not None:
            entry = cat.get(key)
            if entry is not None and entry.translated and (src.plural is None) == (entry.plural is None) \
                    and (src.plural is None or len(entry.strings) == cat.nplurals):
                return entry.strings, cat.plural
    return ([src.msgid] if src.plural is None else [src.msgid, src.plural]), _english_plural


def _english_plural(n: int) -> int:
    return int(n != 1)


def _count(value: Any) -> int:
    try:
        return abs(int(value))
    except (TypeError, ValueError, OverflowError):
        return 2


def forms(key: str, language: str | None = None) -> list[str] | None:
    return _entry(key, language or _language)[0]


def t(key: str, **params: Any) -> str:
    """The text for ``key`` in the current language, with ``params`` filled in."""
    shown, rule = _entry(key, _language)
    if shown is None:
        return key
    template = shown[0]
    if len(shown) > 1:
        count = params.get(plural_name(key) or "n")
        try:
            index = rule(abs(int(count)))
        except (TypeError, ValueError, ArithmeticError, RecursionError):  # a count that is no number, a damaged rule
            index = len(shown) - 1
        template = shown[min(max(index, 0), len(shown) - 1)]
    if not params:
        return template
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):  # a damaged translation: the English one
        source = _source_entry(key)
        if source is not None and shown[0] != source.msgid and _language != "en":
            english = source.msgid if len(shown) == 1 or source.plural is None else (
                source.msgid if _english_plural(_count(params.get(plural_name(key) or "n"))) == 0 else source.plural)
            try:
                return english.format(**params)
            except (KeyError, IndexError, ValueError, AttributeError, TypeError):
                pass
        return template


class Seat(int):
    """a seat index in Words params: shown as that player's name"""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Seat({int(self)})"


def _shown(value: Any) -> Any:
    """A Words param as it goes into its template: nested Words as words, a Seat as
    "seat N" (a fallback: the session shows the player's name)."""
    if isinstance(value, Words):
        return str(value)
    if isinstance(value, Said):
        return str(value.words)
    if isinstance(value, Seat):
        return f"seat {int(value) + 1}"
    return value


class Words:
    """A text kept as its key and parameters, turned into words when shown (``str()``), so
    a log line, a bot's reason or a notice reads in the language chosen now, not the one of
    the moment it was made. Parameters may be Words themselves (a card's name); a plain
    string parameter (a player's name) is never translated; a :class:`Seat` stands for
    the player in that seat.

    ``Words.join(a, b)`` keeps several pieces that are shown one after another, joined as
    the language joins sentences (a space; none in Japanese).
    """

    __slots__ = ("key", "params", "parts")

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        self.parts: tuple["Words", ...] = ()

    @classmethod
    def join(cls, *pieces: "Words | str | None") -> "Words":
        out = cls("")
        out.parts = tuple(Words.plain(p) if isinstance(p, str) else p for p in pieces if p)
        return out

    @classmethod
    def plain(cls, text: str) -> "Words":
        """Words that are already words (a name, a number): shown as they are."""
        out = cls("")
        out.params = {"text": text}
        return out

    def __str__(self) -> str:
        if self.parts:
            return SENTENCE_GAP.get(_language, " ").join(str(p) for p in self.parts)
        if not self.key:
            return str(self.params.get("text", ""))
        return t(self.key, **{k: _shown(v) for k, v in self.params.items()})

    def __bool__(self) -> bool:
        return bool(self.key or self.parts or self.params.get("text"))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Words):
            return (self.key, self.params, self.parts) == (other.key, other.params, other.parts)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, str(v)) for k, v in self.params.items())), self.parts))

    def __repr__(self) -> str:
        return f"Words({self.key!r}, {self.params!r}{', parts' if self.parts else ''})"

    def to_json(self) -> Any:
        """A plain form for saves: {"key": ..., "params": {...}} (nested Words likewise)."""
        if self.parts:
            return {"parts": [p.to_json() for p in self.parts]}
        return {"key": self.key, "params": {k: (v.to_json() if isinstance(v, Words) else v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: Any) -> "Words":
        if isinstance(data, str):
            return cls.plain(data)
        if not isinstance(data, dict):
            return cls.plain(str(data))
        if "parts" in data:
            return cls.join(*(cls.from_json(p) for p in data.get("parts") or ()))
        params = data.get("params") if isinstance(data.get("params"), dict) else {}
        out = cls(str(data.get("key", "")), **{str(k): (cls.from_json(v) if isinstance(v, dict) else v) for k, v in params.items()})
        return out


def with_names(words: Any, names: Any) -> Any:
    """``words`` with every :class:`Seat` parameter (nested too) replaced by that seat's
    name from ``names`` (plain strings, never translated)."""
    if not isinstance(words, Words):
        return words
    out = Words(words.key, **{k: (names[int(v)] if isinstance(v, Seat) and 0 <= int(v) < len(names) else with_names(v, names))
                             for k, v in words.params.items()})
    out.parts = tuple(with_names(p, names) for p in words.parts)
    return out


class Said(str):
    """A notice made in the language of the moment it was said, that can say itself again
    in the language chosen later (``.words``); a plain ``str`` to everything else."""

    words: Words

    def __new__(cls, key: str, **params: Any) -> "Said":
        words = Words(key, **params)
        said = super().__new__(cls, str(words))
        said.words = words
        return said


def shown(text: Any) -> str:
    """Any text as it reads now: a :class:`Said` or :class:`Words` in the current language."""
    if isinstance(text, Said):
        return str(text.words)
    return str(text)
