"""The gettext catalogs (data/locale): readable by the ecosystem's tools exactly as by ours,
plural forms as CLDR says, every translation complete, with its source's placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ghostparlor.core import strings
from ghostparlor.core.po import parse
from ghostparlor.devtools.validate import catalog_problems, placeholders

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "data" / "locale"
CODE = ROOT / "ghostparlor"
TRANSLATIONS = ("es", "ja", "ru")
CLDR_ORDER = {"es": ["one", "other"], "ja": ["other"], "ru": ["one", "few", "many"]}  # our msgstr[i] order
LITERAL = re.compile(r"""\b(?:t|Words|Said)\(\s*(?:P\s*\+\s*)?["']([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)["']""")


def catalog(name: str):
    return parse((LOCALE / name).read_text(encoding="utf-8"))


def test_every_catalog_reads_without_a_problem():
    for name in ("ghostparlor.pot", *(f"{lang}.po" for lang in TRANSLATIONS)):
        assert catalog_problems(LOCALE / name) == [], name


@pytest.mark.parametrize("name", ["ghostparlor.pot", "es.po", "ja.po", "ru.po"])
def test_babel_reads_each_catalog_exactly_as_we_do(name):
    babel = pytest.importorskip("babel.messages.pofile")
    ours = catalog(name).entries
    with open(LOCALE / name, "rb") as fh:
        theirs = babel.read_po(fh)
    seen = 0
    for message in theirs:
        if not message.id:
            continue
        entry = ours[message.context]
        if isinstance(message.id, (tuple, list)):
            assert (entry.msgid, entry.plural) == tuple(message.id), message.context
            assert entry.strings == list(message.string), message.context
        else:
            assert entry.msgid == message.id and entry.plural is None, message.context
            assert entry.strings == [message.string], message.context
        seen += 1
    assert seen == len(ours)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_plural_forms_follow_cldr(lang):
    babel = pytest.importorskip("babel")
    cat = catalog(f"{lang}.po")
    locale = babel.Locale.parse(lang)
    order = CLDR_ORDER[lang]
    assert cat.nplurals == len(order)
    for n in range(0, 1201):
        assert order[cat.plural(n)] == locale.plural_form(n), (lang, n)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_translation_is_complete_not_fuzzy_and_up_to_date(lang):
    source = catalog("ghostparlor.pot").entries
    cat = catalog(f"{lang}.po").entries
    assert list(cat) == list(source), "run tools/update_catalogs.py"
    untranslated = [k for k, e in cat.items() if not e.translated]
    assert untranslated == [], f"{len(untranslated)} not translated or fuzzy: {untranslated[:10]}"
    stale = [k for k, e in cat.items() if (e.msgid, e.plural) != (source[k].msgid, source[k].plural)]
    assert stale == [], f"English changed since translated: {stale[:10]}"


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_translation_keeps_exactly_its_sources_placeholders(lang):
    source = catalog("ghostparlor.pot").entries
    for key, entry in catalog(f"{lang}.po").entries.items():
        if not entry.translated:
            continue  # shown in English (the completeness test names it)
        want = placeholders(source[key].msgid) | placeholders(source[key].plural or "")
        for form in entry.strings:
            assert placeholders(form) == want, (lang, key, form)


def test_placeholders_are_named():
    for key, entry in catalog("ghostparlor.pot").entries.items():
        assert "" not in placeholders(entry.msgid) | placeholders(entry.plural or ""), key


def test_every_literal_key_in_the_code_is_in_every_catalog():
    keys = set()
    for path in CODE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        prefix = re.search(r'^P = "([a-z_.]+)"', text, re.M)
        for match in LITERAL.finditer(text):
            key = match.group(1)
            if "P +" in match.group(0) or "P+" in match.group(0):
                if prefix is None:
                    continue
                key = prefix.group(1) + key
            keys.add(key)
    assert len(keys) > 300
    for name in ("ghostparlor.pot", *(f"{lang}.po" for lang in TRANSLATIONS)):
        entries = catalog(name).entries
        missing = sorted(k for k in keys if k not in entries)
        assert missing == [], (name, missing[:20])


def test_counted_texts_take_the_languages_forms():
    before = strings.language()
    try:
        strings.set_language("ru")
        got = [strings.t("dont_go_in_there.log.ghosts_gained", player="Аня", count=n, why="x") for n in (1, 2, 5, 11, 21, 22, 25)]
        assert [g.split(": ")[1].split(" (")[0] for g in got] == [
            "1 призрак", "2 призрака", "5 призраков", "11 призраков", "21 призрак", "22 призрака", "25 призраков"]
        strings.set_language("es")
        assert strings.t("ui.count.cards", n=1) == "1 carta" and strings.t("ui.count.cards", n=0) == "0 cartas"
        strings.set_language("ja")
        assert strings.t("ui.count.cards", n=1) == strings.t("ui.count.cards", n=1).replace("1", "1") and "枚" in strings.t("ui.count.cards", n=3)
    finally:
        strings.set_language(before)


def test_player_names_are_never_translated():
    before = strings.language()
    try:
        for lang in ("en", *TRANSLATIONS):
            strings.set_language(lang)
            # a name that is also an English word of the catalog stays as typed
            assert "Back" in strings.t("setup.bot_name", name="Back")
            assert "Play" in strings.t("results.winner", names="Play")
    finally:
        strings.set_language(before)


def test_a_damaged_translation_falls_back_to_english(tmp_path, monkeypatch):
    text = (LOCALE / "ru.po").read_text(encoding="utf-8")
    monkeypatch.setattr(strings, "catalog_path", lambda lang: tmp_path / "ru.po" if lang == "ru" else LOCALE / "ghostparlor.pot")
    (tmp_path / "ru.po").write_text(text.replace('msgctxt "title.play"', 'msgctx "title.play"'), encoding="utf-8")
    strings.clear()
    before = strings.language()
    try:
        strings.set_language("ru")
        assert strings.t("title.play") == "Play" and "ru" in strings.problems
    finally:
        strings.set_language(before)
        strings.clear()
