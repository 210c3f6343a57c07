"""Parsed gettext catalogs, remembered in the user cache folder (start-up time).

Parsing ``ghostparlor.pot`` line by line costs about 9 ms at every start, and as much again
for the language shown when it is not English; the window title needs the catalog before
the first frame. The parse of a catalog's exact bytes is kept instead, under the catalog's
file name, stamped with its size, CRC-32 and time, the cache format, the version and the
parser's own file, so a changed catalog or a changed parser simply parses again. Not with
its folder: the one-file build unpacks the catalogs into a new temporary folder at every
start (see :func:`read_catalog_cached` for which of size, time and CRC-32 decide).

What is kept is plain UTF-8 text cut by the four ASCII separators (file, group, record,
unit: FS GS RS US), which no catalog holds (one that does is not kept): the stamp, the
headers, the keys, and one row per key in the same order. Reading it back is a few
``str.split`` at C speed (under 1 ms, a JSON decode of the same took 2) and a dict of the
rows; ``po.Catalog.later`` makes a row into an entry when it is asked for (the title asks
for some fifty of 1800).

The cache is only an accelerator and derived data (docs/files.md): any problem with it
(missing, damaged, too large, not UTF-8, another version's) means the catalog is parsed as
before and the cache file replaced. Nothing in it is trusted: the text is decoded strictly
(no surrogates), each row is checked when it is made and one that is not a row is a missing
key (English or the key is shown, never a crash). The catalog itself is read with the same
limit and errors as :func:`ghostparlor.core.strings.read_catalog`.
"""

from __future__ import annotations

import os
import stat
import sys
import zlib
from pathlib import Path
from typing import Any, Callable

from ghostparlor import __version__
from ghostparlor.core import po
from ghostparlor.core.reading import decode_text, read_bytes
from ghostparlor.core.strings import MAX_CATALOG_BYTES

FORMAT = 1  # raise when what the cache keeps changes
MAGIC = "ghostparlor catalog cache "
MAX_CACHE_FILE = 2 * MAX_CATALOG_BYTES  # a kept catalog is about the catalog's size
FS, GS, RS, US = "\x1c", "\x1d", "\x1e", "\x1f"  # an item of a list, a section, a key or row, a field
_SEPARATORS = (FS, GS, RS, US)


def _code_stamp() -> str:
    """The parser's file (size, time): a parser changed in place parses again."""
    if getattr(sys, "frozen", False):  # a frozen build changes with its version
        return ""
    try:
        st = os.stat(po.__file__)
        return f"{st.st_size}:{st.st_mtime_ns}"
    except (OSError, TypeError):
        return "-"


def cache_file(path: Path) -> Path:
    from ghostparlor.persistence.yaml_cache import cache_dir

    return cache_dir() / f"catalog-{path.name}.txt"


def _items(values: Any) -> str:
    return "".join(FS + v for v in values)  # [] -> "", [""] -> FS


def encode(cat: po.Catalog, stamp: str) -> str:
    """The text kept for ``cat``; only for a catalog whose text and stamp hold no separator."""
    keys, rows = [], []
    for key, e in cat.entries.items():
        keys.append(key)
        rows.append(US.join((e.msgid, _items(() if e.plural is None else (e.plural,)), _items(e.strings),
                             _items(sorted(e.flags)), _items(e.comments), str(e.line))))
    headers = RS.join(f"{name}{US}{value}" for name, value in cat.headers.items())
    return GS.join((MAGIC + stamp, headers, RS.join(keys), RS.join(rows)))


def _list(field: str) -> list[str] | None:
    return field.split(FS)[1:] if not field or field[0] == FS else None


def _entry_of(key: str, row: str) -> po.Entry | None:
    """The entry a row of :func:`encode`'s says; None for one that is not a row."""
    fields = row.split(US)
    if len(fields) != 6:
        return None
    msgid, plural, strings, flags, comments, line = fields
    plurals, forms, flag_list, notes = _list(plural), _list(strings), _list(flags), _list(comments)
    if plurals is None or len(plurals) > 1 or forms is None or flag_list is None or notes is None \
            or not (line.isascii() and line.isdigit() and len(line) <= 9):
        return None
    return po.Entry(key, msgid, plurals[0] if plurals else None, forms, set(flag_list), notes, int(line))


def decode(text: str, stamp_ok: Callable[[str], bool]) -> po.Catalog | None:
    """The catalog kept in ``text`` when ``stamp_ok`` accepts its stamp; None when it is not one."""
    first, _, rest = text.partition(GS)
    if not first.startswith(MAGIC) or not stamp_ok(first[len(MAGIC):]):
        return None
    sections = rest.split(GS)
    if len(sections) != 3:
        return None
    headers: dict[str, str] = {}
    for pair in sections[0].split(RS) if sections[0] else ():
        name, sep, value = pair.partition(US)
        if not sep:
            return None
        headers[name] = value
    keys = sections[1].split(RS) if sections[1] else []
    rows = sections[2].split(RS) if sections[2] else []
    if len(keys) != len(rows):
        return None
    try:
        nplurals, rule = po.plural_forms_later(headers.get("Plural-Forms", po.DEFAULT_PLURAL_FORMS))
    except po.CatalogError:
        return None
    return po.Catalog.later(dict(zip(keys, rows)), _entry_of, headers, nplurals, rule)


def _kept_text(cached: Path) -> str | None:
    try:
        return read_bytes(cached, MAX_CACHE_FILE).decode("utf-8")
    except (OSError, ValueError):  # missing, unreadable, too large, not UTF-8: parse instead
        return None


def _decoded(text: str | None, stamp_ok: Callable[[str], bool]) -> po.Catalog | None:
    if text is None:
        return None
    try:
        return decode(text, stamp_ok)
    except Exception:  # noqa: BLE001 - damaged or foreign (MemoryError too): parse instead
        return None


def _to_cache(cached: Path, text: str) -> None:
    from ghostparlor.persistence.cache_file import write_quietly

    write_quietly(cached, text)


def _code() -> str:
    return f"{FORMAT}|{__version__}|{_code_stamp()}"


def kept_text_for(path: Any) -> str:
    """The text :func:`read_catalog_cached` keeps for the catalog at ``path`` as it is now
    (the fuzz campaign's well-stamped file to damage)."""
    st = os.stat(path)
    raw = read_bytes(path, MAX_CATALOG_BYTES)
    return encode(po.parse(decode_text(raw)), f"{_code()}|{len(raw)}|{zlib.crc32(raw)}|{st.st_mtime_ns}")


def read_catalog_cached(path: Any) -> po.Catalog:
    """Like :func:`ghostparlor.core.strings.read_catalog`, reusing the parse of an earlier
    start while the file's bytes are unchanged (the reader the app gives core/strings.py).

    The stamp ends with the file's size, CRC-32 and time: the same size and time (as the
    kept title picture's key has them) is the same file, read no further; otherwise the
    bytes are read and their size and CRC-32 decide (the one-file build's catalogs are
    unpacked anew at every start: new times, the same bytes)."""
    try:
        cached = cache_file(Path(path))
    except (OSError, ValueError, RuntimeError):  # no cache folder to be had: parse
        cached = None
    kept = _kept_text(cached) if cached is not None else None
    code = _code()
    st = os.stat(path)  # raises as reading it would (missing, no permission)
    if kept is not None and stat.S_ISREG(st.st_mode) and st.st_size <= MAX_CATALOG_BYTES:
        head, tail = f"{code}|{st.st_size}|", f"|{st.st_mtime_ns}"
        cat = _decoded(kept, lambda found: found.startswith(head) and found.endswith(tail)
                       and found[len(head):-len(tail)].isdigit())
        if cat is not None:
            return cat
    raw = read_bytes(path, MAX_CATALOG_BYTES)
    stamp = f"{code}|{len(raw)}|{zlib.crc32(raw)}"
    cat = _decoded(kept, lambda found: found.rpartition("|")[0] == stamp)
    if cat is not None:
        return cat
    text = decode_text(raw)
    cat = po.parse(text)
    stamp += f"|{st.st_mtime_ns}"  # the time before the read: a file changed meanwhile is read again next time
    if cached is not None and not any(sep in text or sep in stamp for sep in _SEPARATORS):
        _to_cache(cached, encode(cat, stamp))
    return cat
