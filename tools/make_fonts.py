#!/usr/bin/env python3
"""Make the subset fonts for the translations: Japanese text and Cyrillic titles.

Writes into art/fonts/:

- ``NotoSansJP-Regular.subset.ttf`` and ``NotoSansJP-Bold.subset.ttf``: Noto Sans JP 400
  and 700 (SIL OFL 1.1, licence in ``OFL-NotoSansJP.txt``), the Japanese body, bold and
  title faces. They keep every character any catalog uses, printable ASCII, Latin-1,
  general punctuation, CJK punctuation (U+3000-303F), all hiragana and katakana
  (U+3040-30FF), the full-width forms (U+FF01-FF5E), the symbols the code draws itself
  and a few a translator may use (arrows, the numero sign, currency, circles and stars),
  so that small edits of the translation do not miss glyphs; a new kanji does need a new
  run (tests/ui/test_font_coverage.py says which).
- ``Vollkorn-title.subset.ttf``: Vollkorn Bold (SIL OFL 1.1, licence in
  ``OFL-Vollkorn.txt``), the title face for Russian (Averia Serif has no Cyrillic):
  Basic Latin, Latin-1, Cyrillic (U+0400-04FF), general punctuation, the same few symbols
  and every other character of the catalogs that the font has.

The originals come from the npm registry (Google Fonts' static TTFs, packaged by Expo).
Fetch and unpack them, then run this script from the repository root:

    mkdir -p /tmp/fonts && cd /tmp/fonts
    npm pack @expo-google-fonts/noto-sans-jp@0.4.3 @expo-google-fonts/vollkorn@0.4.1
    for t in *.tgz; do tar xzf "$t" --one-top-level; done
    cd -   # back to the repository root
    python tools/make_fonts.py --source /tmp/fonts

The files used (found anywhere under --source) are
``400Regular/NotoSansJP_400Regular.ttf`` and ``700Bold/NotoSansJP_700Bold.ttf`` of
@expo-google-fonts/noto-sans-jp and ``700Bold/Vollkorn_700Bold.ttf`` of
@expo-google-fonts/vollkorn (each package's LICENSE_FONT is the OFL text beside the fonts).

The characters are read from data/locale/*.po and data/locale/ghostparlor.pot (msgid,
msgid_plural and every msgstr) with ghostparlor.core.po.parse, plus the languages' own
names (ghostparlor.core.strings.LANGUAGES); ``--also FILE`` adds every character of more
text files (e.g. draft translations not yet in a catalog; once the catalogs hold the
translations, make the committed subsets without it). Hinting is dropped (FreeType's
auto-hinter takes over); the default OpenType layout features, among them 'kern' (GPOS),
'liga', 'ccmp', 'locl' and 'mark', are kept (pygame-ce's SDL_ttf shapes with HarfBuzz),
less those of vertical text, whose tables are dropped; the legacy 'kern' table and the
whole name table (copyright and licence) are kept. The output is deterministic: the same
originals and catalogs give the same bytes (the head table's timestamp is the original's).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fontTools import subset  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402

from ghostparlor.core.po import parse  # noqa: E402

LOCALE = ROOT / "data" / "locale"
FONTS = ROOT / "art" / "fonts"

ASCII = range(0x20, 0x7F)
LATIN_1 = range(0xA0, 0x100)
CYRILLIC = range(0x400, 0x500)
GENERAL_PUNCTUATION = range(0x2000, 0x2070)
CJK_PUNCTUATION_AND_KANA = range(0x3000, 0x3100)  # CJK symbols and punctuation, hiragana, katakana
FULL_WIDTH_FORMS = range(0xFF01, 0xFF5F)
# drawn by the code itself, not by a catalog: separators, ellipsis, bullets, toast tick
CODE_SYMBOLS = "\u00b7\u2013\u2014\u2022\u2026\u2713"
# symbols a translator may well write: numero sign, currency, minus, arrows (key names)
SYMBOLS = "\u2116\u20ac\u20bd\u2122\u2212\u2190\u2191\u2192\u2193"
# and the marks of Japanese text: circles, triangles, squares, diamonds, stars
JAPANESE_MARKS = "\u25cb\u25cf\u25ce\u25b3\u25b2\u25bd\u25bc\u25a1\u25a0\u25c7\u25c6\u2605\u2606"

VERTICAL_FEATURES = {"vert", "vrt2", "vkrn", "vpal", "vhal", "valt", "vchw", "vjmo"}

# (original file name, written file name, character ranges kept besides every catalog character)
JAPANESE = (CJK_PUNCTUATION_AND_KANA, FULL_WIDTH_FORMS, ASCII, LATIN_1, GENERAL_PUNCTUATION, SYMBOLS, JAPANESE_MARKS)
TITLE = (ASCII, LATIN_1, CYRILLIC, GENERAL_PUNCTUATION, SYMBOLS)
SUBSETS = [
    ("NotoSansJP_400Regular.ttf", "NotoSansJP-Regular.subset.ttf", JAPANESE),
    ("NotoSansJP_700Bold.ttf", "NotoSansJP-Bold.subset.ttf", JAPANESE),
    ("Vollkorn_700Bold.ttf", "Vollkorn-title.subset.ttf", TITLE),
]


def catalog_characters(locale: Path = LOCALE) -> set[str]:
    """Every character of every text of every catalog (template and translations)."""
    chars: set[str] = set()
    paths = sorted(locale.glob("*.pot")) + sorted(locale.glob("*.po"))
    if not paths:
        raise SystemExit(f"no catalogs in {locale}")
    for path in paths:
        catalog = parse(path.read_text(encoding="utf-8"))
        for entry in catalog.entries.values():
            for text in [entry.msgid, entry.plural or "", *entry.strings]:
                chars.update(text)
    try:
        from ghostparlor.core.strings import LANGUAGES
    except ImportError:  # pragma: no cover - an older tree without the language list
        LANGUAGES = {}
    for name in LANGUAGES.values():
        chars.update(name)
    return chars


def drawable(chars: set[str]) -> set[int]:
    """Code points worth a glyph: no controls, no line breaks."""
    return {ord(c) for c in chars if ord(c) >= 0x20 and c not in "\x7f\u2028\u2029"}


def find_original(source: Path, name: str) -> Path:
    found = sorted(p for p in source.rglob(name) if p.is_file())
    if not found:
        raise SystemExit(f"{name} is not under {source}: fetch the npm packages named in this script's docstring")
    return found[0]


def make_subset(original: Path, out: Path, unicodes: set[int]) -> tuple[int, int]:
    """Write the subset of ``original`` keeping ``unicodes``; returns (glyphs kept, codes kept)."""
    options = subset.Options()
    options.hinting = False  # drops the instructions and the fpgm/prep/cvt/hdmx tables
    # the default features (kern, liga, ccmp, locl, mark, ...) less those of vertical text
    options.layout_features = sorted((set(options.layout_features) | {"kern", "liga", "locl"}) - VERTICAL_FEATURES)
    options.legacy_kern = True  # a legacy 'kern' table is what FreeType reads without HarfBuzz
    options.name_IDs = ["*"]  # the whole name table: copyright, licence, licence URL
    options.name_languages = ["*"]
    options.name_legacy = True
    options.notdef_outline = True  # a missing glyph shows as a box, not as nothing
    options.glyph_names = False
    options.recalc_timestamp = False  # head.modified stays the original's: same bytes every run
    options.drop_tables = sorted(set(options.drop_tables) | {"DSIG", "vhea", "vmtx", "VORG"})  # no vertical text here

    font = TTFont(str(original), recalcTimestamp=False, lazy=False)
    cmap = font.getBestCmap()
    keep = sorted(u for u in unicodes if u in cmap)
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    buffer = io.BytesIO()
    font.save(buffer, reorderTables=True)
    data = buffer.getvalue()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not out.exists() or out.read_bytes() != data:
        out.write_bytes(data)
    return len(font.getGlyphOrder()), len(keep)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--source", type=Path, required=True,
                    help="folder holding the unpacked npm packages (or just the original .ttf files)")
    ap.add_argument("--also", type=Path, action="append", default=[], metavar="FILE",
                    help="a text file whose characters are kept too (may be repeated)")
    ap.add_argument("--out", type=Path, default=FONTS, help="where to write the subsets (default art/fonts/)")
    args = ap.parse_args(argv)

    chars = catalog_characters()
    for extra in args.also:
        chars.update(extra.read_text(encoding="utf-8"))
    from_catalogs = drawable(chars) | {ord(c) for c in CODE_SYMBOLS}

    print(f"{len(from_catalogs)} characters from the catalogs")
    for original_name, out_name, ranges in SUBSETS:
        original = find_original(args.source, original_name)
        unicodes = set(from_catalogs)
        for block in ranges:
            unicodes.update(map(ord, block) if isinstance(block, str) else block)
        out = args.out / out_name
        glyphs, codes = make_subset(original, out, unicodes)
        print(f"{out_name}: {out.stat().st_size / 1024:.1f} KB ({codes} characters, {glyphs} glyphs)"
              f" from {original_name}: {original.stat().st_size / 1024:.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
