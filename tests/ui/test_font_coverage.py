"""Every character a language shows has a glyph in the font files that draw that language.

The faces come from data/theme.yaml: ``fonts:`` (regular, bold, title) is the default and
``fonts_by_language:`` overrides it per language (as Theme.font_file resolves them). The
texts of a language are its catalog (the msgstr of data/locale/<lang>.po, with the English
msgid where a text is not translated and English is shown instead; the template's msgid and
msgid_plural for English). The title font must hold the game names and the scene titles: the
entries whose key ends with ".name" or "title" or starts with "title.". A missing glyph
would draw as a box, so a subset made by tools/make_fonts.py has to be made again when a
translation brings a new character (the failure says which).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import pytest
import yaml
from fontTools.ttLib import TTFont

from ghostparlor.core.po import Catalog, parse
from ghostparlor.resources import art_path, data_path

LANGUAGES = ("en", "es", "ja", "ru")
WEIGHTS = ("regular", "bold", "title")


def theme_fonts(language: str) -> dict[str, str]:
    raw = yaml.safe_load(data_path("theme.yaml").read_text(encoding="utf-8"))
    faces = dict(raw.get("fonts") or {})
    faces.update((raw.get("fonts_by_language") or {}).get(language) or {})
    return faces


@lru_cache(maxsize=None)
def cmap(file_name: str) -> frozenset[int]:
    path = art_path("fonts", file_name)
    assert path.is_file(), f"{file_name} (named in data/theme.yaml) is not in art/fonts/"
    return frozenset(TTFont(str(path), lazy=True).getBestCmap())


def load_catalog(language: str) -> Catalog:
    name = "ghostparlor.pot" if language == "en" else f"{language}.po"
    path = data_path("locale", name)
    if not path.is_file():
        pytest.skip(f"data/locale/{name} does not exist yet")
    return parse(path.read_text(encoding="utf-8"))


def shown_texts(catalog: Catalog, language: str) -> dict[str, list[str]]:
    """key -> the texts of that entry the player can see in ``language``."""
    texts: dict[str, list[str]] = {}
    for key, entry in catalog.entries.items():
        if not key:
            continue  # the header
        english = [entry.msgid] + ([entry.plural] if entry.plural else [])
        if language == "en":
            texts[key] = english
        else:
            texts[key] = [s for s in entry.strings if s] + ([] if entry.translated else english)
    return texts


def is_title_key(key: str) -> bool:
    return key.endswith(".name") or key.endswith("title") or key.endswith(".title") or key.startswith("title.")


def drawn(ch: str) -> bool:
    return not ch.isspace() and not unicodedata.category(ch).startswith("C")


def missing_glyphs(texts: dict[str, list[str]], codes: frozenset[int]) -> dict[str, list[str]]:
    """character -> the keys that use it, for every drawn character the font lacks."""
    missing: dict[str, list[str]] = {}
    for key, strings in texts.items():
        for ch in sorted({c for s in strings for c in s if drawn(c)}):
            if ord(ch) not in codes:
                missing.setdefault(ch, []).append(key)
    return missing


def describe(missing: dict[str, list[str]], font: str, language: str) -> str:
    lines = [f"{font} lacks {len(missing)} character(s) that {language} shows"
             " (re-run tools/make_fonts.py, or choose a font that has them):"]
    for ch, keys in sorted(missing.items()):
        more = f" and {len(keys) - 3} more" if len(keys) > 3 else ""
        lines.append(f"  U+{ord(ch):04X} {ch!r} {unicodedata.name(ch, '?')}: {', '.join(keys[:3])}{more}")
    return "\n".join(lines)


def test_theme_names_every_face_for_every_language():
    for language in LANGUAGES:
        faces = theme_fonts(language)
        for weight in WEIGHTS:
            assert faces.get(weight), f"data/theme.yaml gives no {weight} font for {language}"
            cmap(faces[weight])  # the file is there and readable


@pytest.mark.parametrize("weight", ["regular", "bold"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_body_fonts_hold_every_character_of_the_catalog(language, weight):
    texts = shown_texts(load_catalog(language), language)
    font = theme_fonts(language)[weight]
    missing = missing_glyphs(texts, cmap(font))
    assert not missing, describe(missing, font, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_title_font_holds_game_names_and_titles(language):
    texts = {k: v for k, v in shown_texts(load_catalog(language), language).items() if is_title_key(k)}
    assert texts, "no game names or titles found in the catalog"
    font = theme_fonts(language)["title"]
    missing = missing_glyphs(texts, cmap(font))
    assert not missing, describe(missing, font, language)
