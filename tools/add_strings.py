"""Add or change texts in every catalog at once, from one YAML file of drafts.

    python tools/add_strings.py drafts.yaml [more.yaml ...]
    python tools/add_strings.py --remove KEY [KEY ...]     # texts no longer used, from every catalog

Each file maps a key to its texts in every language::

    ghosts.inspect.pile:
      en: "The open pile: its top ghost sets the family; the level is the sum."
      es: "..."
      ja: "..."
      ru: "..."
    ghosts.ui.cards_left:            # a counted text: one form per plural category
      plural: n                      # the parameter whose number picks the form
      en: ["{n} card left", "{n} cards left"]
      es: ["{n} carta", "{n} cartas"]
      ja: ["{n} 枚"]
      ru: ["{n} карта", "{n} карты", "{n} карт"]

The English goes into ``data/locale/ghostparlor.pot`` (a new key at the end, or after the
last key of the file's ``group`` comment when given as the top-level key ``_group``; a
changed key in place), then every ``<lang>.po`` is merged as ``tools/update_catalogs.py``
does, taking the translations given. A language left out keeps its old translation, or
none (English is shown until it comes). Several people may run it at once: the catalogs
are locked while one run writes them.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import re
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from ghostparlor.core.po import Entry, format_entry, parse  # noqa: E402

LOCALE = ROOT / "data" / "locale"
POT = LOCALE / "ghostparlor.pot"
_KEY = re.compile(r'^msgctxt "((?:[^"\\]|\\.)*)"$', re.M)
_PLACEHOLDER = re.compile(r"\{[a-z_][a-z0-9_]*\}")


@contextmanager
def locked():
    name = hashlib.sha1(str(LOCALE).encode("utf-8")).hexdigest()[:12]  # the same in every process (hash() is salted)
    lock = Path(tempfile.gettempdir()) / f"ghostparlor-catalogs-{name}.lock"
    with open(lock, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _chunks(text: str) -> list[str]:
    return text.split("\n\n")


def _key_of(chunk: str) -> str | None:
    match = _KEY.search(chunk)
    return match.group(1) if match else None


def english_entry(key: str, spec: dict) -> Entry:
    en = spec.get("en")
    plural_name = spec.get("plural")
    if plural_name:
        if not isinstance(en, list) or len(en) != 2:
            raise SystemExit(f"{key}: a counted text needs en: [singular, plural]")
        msgid, plural = str(en[0]), str(en[1])
    else:
        if not isinstance(en, str) or not en:
            raise SystemExit(f"{key}: en must be a non-empty text")
        msgid, plural = en, None
    flags = set()
    if _PLACEHOLDER.search(msgid) or (plural and _PLACEHOLDER.search(plural)):
        flags.add("python-brace-format")
    comments = [f"plural: {plural_name}"] if plural_name else []
    note = spec.get("note")
    if note:
        comments.insert(0, str(note))
    return Entry(key, msgid, plural, [], flags, comments)


def upsert_source(drafts: dict[str, dict], group: str | None) -> list[str]:
    """Write the English of ``drafts`` into the template; returns the keys changed."""
    text = POT.read_text(encoding="utf-8").rstrip("\n")
    chunks = _chunks(text)
    where = {_key_of(c): i for i, c in enumerate(chunks) if _key_of(c)}
    changed = []
    new_chunks: list[str] = []
    for key, spec in drafts.items():
        block = format_entry(english_entry(key, spec))
        if key in where:
            if chunks[where[key]] != block:
                # keep a section comment that precedes the entry in the same chunk
                old = chunks[where[key]]
                lead = old[: old.index("#.") if "#." in old else old.index("msgctxt")] if old.startswith("# ") else ""
                chunks[where[key]] = (lead + block) if lead and not lead.startswith("#.") else block
                changed.append(key)
        else:
            new_chunks.append(block)
            changed.append(key)
    if new_chunks:
        marker = f"# --- {group} ---" if group else None
        if marker is not None and any(c.startswith(marker) for c in chunks):
            # after the last entry of the group: the chunks that follow the marker until the next marker
            start = next(i for i, c in enumerate(chunks) if c.startswith(marker))
            end = start + 1
            while end < len(chunks) and not chunks[end].startswith("# --- "):
                end += 1
            chunks[end:end] = new_chunks
        else:
            if marker is not None:
                new_chunks[0] = marker + "\n" + new_chunks[0]
            chunks.extend(new_chunks)
    POT.write_text("\n\n".join(chunks) + "\n", encoding="utf-8")
    parse(POT.read_text(encoding="utf-8"))  # still a good catalog
    return changed


def main(argv: list[str] | None = None) -> int:
    import yaml

    from update_catalogs import HEADERS, merge  # noqa: F401 - also for --remove

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--remove", nargs="+", default=[], metavar="KEY", help="keys to drop from every catalog")
    args = ap.parse_args(argv)
    if args.remove:
        with locked():
            chunks = POT.read_text(encoding="utf-8").rstrip("\n").split("\n\n")
            gone = set(args.remove)
            kept = []
            carried = ""  # a group comment on a removed entry moves to the next one kept
            for chunk in chunks:
                key = _key_of(chunk)
                if key in gone:
                    first = chunk.split("\n")[0]
                    if first.startswith("# --- "):
                        carried = first
                    gone.discard(key)
                    continue
                if carried and not chunk.startswith("# --- "):
                    chunk = carried + "\n" + chunk
                carried = ""
                kept.append(chunk)
            if gone:
                raise SystemExit(f"not in ghostparlor.pot: {', '.join(sorted(gone))}")
            POT.write_text("\n\n".join(kept) + "\n", encoding="utf-8")
            for lang in HEADERS:
                merge(lang, {})
            print(f"removed {len(args.remove)} keys")
    with locked():
        total = 0
        for file in args.files:
            data = yaml.safe_load(file.read_text(encoding="utf-8")) or {}
            group = data.pop("_group", None)
            for key, spec in data.items():
                if not isinstance(spec, dict):
                    raise SystemExit(f"{file}: {key}: expected a mapping of languages")
                extra = set(spec) - {"en", "es", "ja", "ru", "plural", "note"}
                if extra:
                    raise SystemExit(f"{file}: {key}: unknown fields {sorted(extra)}")
                for lang in ("es", "ja", "ru"):
                    if lang in spec and spec.get("plural") and not isinstance(spec[lang], list):
                        raise SystemExit(f"{file}: {key}: {lang} must be a list of plural forms")
            changed = upsert_source(data, group)
            taken = {lang: {k: v[lang] for k, v in data.items() if lang in v} for lang in HEADERS}
            for lang in HEADERS:
                merge(lang, taken[lang])
            total += len(data)
            print(f"{file}: {len(data)} keys, {len(changed)} new or changed in the source")
    return 0


if __name__ == "__main__":
    sys.exit(main())
