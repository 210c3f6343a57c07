"""Bring every translation (data/locale/<lang>.po) up to date with the English source
(data/locale/ghostparlor.pot), as gettext's msgmerge would:

* a key new in the source is added untranslated (shown in English until translated);
* a key whose English changed keeps its translation marked fuzzy (shown in English until
  a translator checks it and removes the flag);
* a key gone from the source is dropped;
* every entry carries the source's English (msgid), comments and flags.

With ``--take LANG FILE.yaml`` the translations in FILE (key -> text, or a list of plural
forms) are written into LANG's catalog first (how drafts from a translator arrive).
The tests fail when a catalog is out of date, empty or fuzzy somewhere.

    python tools/update_catalogs.py [--take ru ru_part.yaml ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ghostparlor.core.po import Entry, format_entry, parse  # noqa: E402

LOCALE = ROOT / "data" / "locale"
HEADERS = {  # CLDR's plural categories as gettext Plural-Forms
    "es": ("Spanish", "nplurals=2; plural=(n != 1);"),
    "ja": ("Japanese", "nplurals=1; plural=0;"),
    "ru": ("Russian", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"),
}


def header(lang: str) -> str:
    name, plural = HEADERS[lang]
    lines = ["Project-Id-Version: ghostparlor", f"Language: {lang}", "MIME-Version: 1.0",
             "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit", f"Plural-Forms: {plural}"]
    body = "".join(f'"{line}\\n"\n' for line in lines)
    return (f"# ghostparlor: the {name} translation. English source: ghostparlor.pot (msgctxt is the key).\n"
            f"# Update with tools/update_catalogs.py; translators' tools (Poedit, Weblate) open this file.\n"
            f'msgid ""\nmsgstr ""\n{body}')


def merge(lang: str, taken: dict[str, object]) -> tuple[int, int, int]:
    source = parse((LOCALE / "ghostparlor.pot").read_text(encoding="utf-8"))
    path = LOCALE / f"{lang}.po"
    old = parse(path.read_text(encoding="utf-8")).entries if path.exists() else {}
    nplurals = int(HEADERS[lang][1].split(";")[0].split("=")[1])
    parts = [header(lang)]
    done = fuzzy = missing = 0
    for key, src in source.entries.items():
        entry = Entry(key, src.msgid, src.plural, [], set(src.flags), list(src.comments))
        before = old.get(key)
        if key in taken:
            value = taken[key]
            forms = [value] if isinstance(value, str) else [str(v) for v in value]  # type: ignore[union-attr]
            entry.strings = forms if src.plural is not None else forms[:1]
        elif before is not None and (before.plural is None) == (src.plural is None):
            entry.strings = list(before.strings)
            if before.msgid != src.msgid or before.plural != src.plural or before.fuzzy:
                entry.flags.add("fuzzy")
        if src.plural is not None:
            entry.strings = (entry.strings + [""] * nplurals)[:nplurals]
        if entry.translated:
            done += 1
        elif entry.fuzzy:
            fuzzy += 1
        else:
            missing += 1
        parts.append(format_entry(entry, nplurals))
    path.write_text("\n\n".join(parts) + "\n", encoding="utf-8")
    return done, fuzzy, missing


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--take", nargs=2, action="append", metavar=("LANG", "FILE"), default=[])
    args = ap.parse_args()
    import yaml

    taken: dict[str, dict[str, object]] = {lang: {} for lang in HEADERS}
    for lang, file in args.take:
        taken[lang].update(yaml.safe_load(Path(file).read_text(encoding="utf-8")) or {})
    for lang in HEADERS:
        done, fuzzy, missing = merge(lang, taken[lang])
        print(f"{lang}.po: {done} translated, {fuzzy} fuzzy, {missing} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
