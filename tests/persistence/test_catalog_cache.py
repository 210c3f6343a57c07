"""The catalog cache (start-up time, issue 45): a catalog read back from the cache is the
parsed one, entry for entry; a changed catalog is parsed again; a damaged cache is never
worse than a missing key; and the window's start keeps the heavy modules it does not need
out (they are imported when first used)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ghostparlor.core import po, strings
from ghostparlor.core.strings import LANGUAGES
from ghostparlor.persistence import catalog_cache as cc

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def parses(monkeypatch):
    """How many times a catalog was parsed."""
    count = {"n": 0}
    real = po.parse

    def counting(text):
        count["n"] += 1
        return real(text)

    monkeypatch.setattr(po, "parse", counting)
    return count


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_catalog_read_back_is_the_parsed_one(lang, parses):
    path = strings.catalog_path(lang)
    parsed = strings.read_catalog(path)
    cc.read_catalog_cached(path)
    assert parses["n"] == 1  # the first read through the cache parses (and keeps the parse)
    kept = cc.read_catalog_cached(path)
    assert parses["n"] == 1, "the second read parses nothing"
    key = next(iter(parsed.entries))
    assert kept.get(key) == parsed.entries[key] and kept.get("no.such.key") is None
    assert list(kept.entries) == list(parsed.entries) and kept.entries == parsed.entries
    assert kept.headers == parsed.headers and kept.nplurals == parsed.nplurals
    assert [kept.plural(n) for n in range(300)] == [parsed.plural(n) for n in range(300)]


def test_the_same_bytes_at_a_new_time_are_not_parsed_changed_bytes_are(tmp_path, parses):
    path = tmp_path / "es.po"
    shutil.copy2(strings.catalog_path("es"), path)
    cc.read_catalog_cached(path)
    later = time.time_ns() + 5 * 10**9
    os.utime(path, ns=(later, later))  # the one-file build unpacks the catalogs anew at every start
    cc.read_catalog_cached(path)
    assert parses["n"] == 1
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('msgstr "', 'msgstr "¡', 1), encoding="utf-8")
    changed = cc.read_catalog_cached(path)
    assert parses["n"] == 2 and changed.entries == po.parse(path.read_text(encoding="utf-8")).entries


def test_a_damaged_cache_is_parsed_again_or_a_missing_key(tmp_path):
    path = strings.catalog_path("en")
    parsed = strings.read_catalog(path)
    cached = cc.cache_file(Path(path))
    text = cc.kept_text_for(path)
    for damage in (b"", b"\xff\xfe", text.encode()[:5000], text.replace(cc.GS, cc.RS).encode()):
        cached.parent.mkdir(parents=True, exist_ok=True)
        cached.write_bytes(damage)
        assert cc.read_catalog_cached(path).entries == parsed.entries
    stamp, headers, keys, rows = text.split(cc.GS)
    row_list = rows.split(cc.RS)
    key = keys.split(cc.RS)[3]
    row_list[3] = cc.US.join(["x", "", "", "", "", "9" * 5000])  # a line no number can be
    cached.write_text(cc.GS.join((stamp, headers, keys, cc.RS.join(row_list))), encoding="utf-8")
    kept = cc.read_catalog_cached(path)
    assert kept.get(key) is None and key not in kept.entries and len(kept.entries) == len(parsed.entries) - 1


def test_texts_through_the_cache_are_the_texts(monkeypatch):
    strings.clear()
    expected = {lang: strings.table(lang) for lang in ("en", "ru")}
    strings.clear()
    strings.set_catalog_reader(cc.read_catalog_cached)
    try:
        for _ in range(2):  # written, then read back
            strings.clear()
            assert {lang: strings.table(lang) for lang in ("en", "ru")} == expected
            strings.set_language("ru")
            assert strings.t("app.window_title") == expected["ru"]["app.window_title"]
            strings.set_language("en")
    finally:
        strings.set_catalog_reader(None)
        strings.clear()
        strings.set_language("en")


def test_the_kept_title_start_leaves_unused_modules_out(tmp_path):
    """Start-up: the window's first frame needs no worker pool, no gettext, no locale and
    no layout-probe records (each was imported at start before)."""
    env = dict(os.environ, GHOSTPARLOR_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT), GHOSTPARLOR_STARTUP_PROBE="exit", LANGUAGE="", LC_ALL="", LC_MESSAGES="",
               LANG="C.UTF-8")
    code = ("import sys, atexit\n"
            "atexit.register(lambda: print('modules', *sorted(m for m in ('concurrent.futures', 'multiprocessing',"
            " 'gettext', 'locale', 'ghostparlor.devtools.probe') if m in sys.modules)))\n"
            "from ghostparlor.cli import main\n"
            "sys.exit(main([]))\n")
    for _ in range(2):  # the first start keeps the picture and the catalog, the second shows them
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    assert done.stdout.split()[0] == "first-frame" and done.stdout.strip().endswith("modules"), done.stdout
