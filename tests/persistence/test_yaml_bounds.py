"""YAML without bombs (issue 48, round two): the settings, the theme and the game data are
read within bounds (parts, time, depth, aliases counted at every use, scalars too);
MemoryError and RecursionError are a damaged file like any other; the YAML cache never
keeps more than its source allows; a settings save never writes more than is read back."""

from __future__ import annotations

import json
import time
import zlib
from pathlib import Path

import pytest
import yaml

from ghostparlor.core import reading
from ghostparlor.core.errors import ContentError
from ghostparlor.persistence import settings as settings_mod, yaml_cache
from ghostparlor.persistence.reading import MAX_YAML_BYTES


def kept_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".damaged-*"))


def scalar_bomb(length: int, uses: int) -> str:
    return "language: en\nnotes: {a: &s " + "w" * length + "}\nlast_players: {g: [" + ", ".join(["*s"] * uses) + "]}\n"


@pytest.mark.parametrize("length, uses", [(120_000, 47_000), (40_000, 1_000), (31, 9_000)],
                         ids=["120000 characters 47000 times", "an 80 KB one", "a short text (under SHARED_TEXT)"])
def test_a_settings_file_with_a_text_aliased_thousands_of_times_is_refused_at_once(home, length, uses):
    text = scalar_bomb(length, uses)
    path = settings_mod.settings_file()
    path.write_text(text)
    t0 = time.perf_counter()
    loaded, notice = settings_mod.load_settings()
    assert time.perf_counter() - t0 < 0.5
    assert loaded == settings_mod.Settings()
    assert notice and "\n" not in notice and "damaged" in notice
    [kept] = kept_aside(path)
    assert kept.read_text() == text and not path.exists()


def test_the_aliases_of_a_short_text_are_counted_at_every_use():
    # under SHARED_TEXT (check_plain lets a short text be met twice): only the counting refuses it
    text = scalar_bomb(31, 9_000)
    assert len(text) < 40_000
    with pytest.raises(reading.Damaged, match="aliases"):
        reading.load_yaml(text.encode())
    fine = scalar_bomb(31, 40)  # a few uses: within twice its own size
    assert reading.load_yaml(fine.encode())["last_players"]["g"] == ["w" * 31] * 40


@pytest.mark.parametrize("text, why", [
    ("a: &a [1, *a]\n", "itself"),
    ("x: [" + "1," * 12_000 + "1]\n", "too many parts"),
    ("x: [&a q, " + "*a," * 25_000 + "q]\n", "too many parts"),
    ("x: " + "[" * 33 + "]" * 33 + "\n", "nested too deeply"),
    ("b: &b {" + ", ".join(f"k{i}: {i}" for i in range(200)) + "}\n" + "".join(f"x{i}: {{<<: *b}}\n" for i in range(1000)),
     "many times its own size"),  # merge keys: each merge counts what it brings in
])
def test_documents_beyond_the_bounds_are_refused_quickly(text, why):
    t0 = time.perf_counter()
    with pytest.raises(reading.Damaged, match=why):
        reading.load_yaml(text.encode(), max_depth=32, max_nodes=10_000)
    assert time.perf_counter() - t0 < 1.0


def test_reading_is_stopped_after_its_time(monkeypatch):
    monkeypatch.setattr(reading, "YAML_SECONDS", 0.0)
    with pytest.raises(reading.Damaged, match="too long"):
        reading.load_yaml(("x: [" + "1," * 3000 + "1]\n").encode())
    assert reading.load_yaml(b"x: 1\n", seconds=5.0) == {"x": 1}


def test_real_files_are_well_within_the_bounds():
    from ghostparlor.resources import data_path

    for path in [data_path("theme.yaml"), *Path(data_path("games")).glob("*.yaml"), *Path(data_path("learn")).glob("*.yaml")]:
        raw = path.read_bytes()
        assert reading.load_yaml(raw, max_nodes=20_000) == yaml.safe_load(raw), path


@pytest.mark.parametrize("error", [MemoryError, RecursionError])
def test_memory_and_recursion_errors_are_a_damaged_file_everywhere(home, monkeypatch, tmp_path, error):
    def runs_out(self, node):
        raise error()

    monkeypatch.setattr(yaml.constructor.BaseConstructor, "construct_document", runs_out)
    path = settings_mod.settings_file()
    path.write_text("master_volume: 12\n")
    loaded, notice = settings_mod.load_settings()
    assert loaded == settings_mod.Settings() and notice and "\n" not in notice
    assert [p.read_text() for p in kept_aside(path)] == ["master_volume: 12\n"]

    from ghostparlor.ui.theme import load_theme

    theme_file = tmp_path / "theme.yaml"
    theme_file.write_text("font_size: 20\n")
    theme = load_theme(theme_file)
    assert theme.source == "<built-in>" and "\n" not in theme.problem

    from ghostparlor.core.content import read_yaml

    data_file = tmp_path / "game.yaml"
    data_file.write_text("id: ghosts\n")
    with pytest.raises(ContentError) as caught:
        read_yaml(data_file)
    assert "game.yaml" in str(caught.value) and len(str(caught.value).splitlines()) == 1


def test_game_data_with_a_scalar_alias_bomb_is_a_content_error_naming_the_file(tmp_path):
    from ghostparlor.core.content import read_yaml

    path = tmp_path / "ghosts.yaml"
    path.write_text("id: ghosts\nname: &n " + "g" * 20 + "\nparts: [" + ", ".join(["*n"] * 50_000) + "]\n")
    t0 = time.perf_counter()
    with pytest.raises(ContentError, match="ghosts.yaml: its aliases"):
        read_yaml(path)
    assert time.perf_counter() - t0 < 1.0


# --- the YAML cache ---------------------------------------------------------------------------


def cache_entry(path: Path) -> Path:
    return yaml_cache._cache_file(path.resolve())


def test_the_cache_never_keeps_more_than_the_source_allows(home, tmp_path, monkeypatch):
    source = tmp_path / "many.yaml"
    # a map of empty values: "k1," is 3 bytes of YAML and '"k1":null,' 10 of JSON
    source.write_text("{" + ",".join(f"k{i}" for i in range(20_000)) + "}\n")
    data = yaml_cache.load_yaml_file_cached(source)
    assert len(data) == 20_000
    assert not cache_entry(source).exists()  # more than twice its source as JSON: not kept

    small = tmp_path / "small.yaml"
    small.write_text("a: [1, 2]\nb: {c: d}\n")
    assert yaml_cache.load_yaml_file_cached(small) == {"a": [1, 2], "b": {"c": "d"}}
    entry = cache_entry(small)
    assert entry.exists() and len(entry.read_bytes()) <= reading.yaml_budget(small.stat().st_size)

    bomb = tmp_path / "bomb.yaml"
    bomb.write_text(scalar_bomb(40, 2_000))
    with pytest.raises(yaml_cache.YamlError):
        yaml_cache.load_yaml_file_cached(bomb)
    assert not cache_entry(bomb).exists()


def test_a_planted_cache_entry_larger_than_its_source_allows_is_not_used(home):
    path = settings_mod.settings_file()
    raw = b"master_volume: 12\n"
    path.write_bytes(raw)
    entry = cache_entry(path)
    entry.parent.mkdir(parents=True, exist_ok=True)
    stamp = [str(path.resolve()), len(raw), zlib.crc32(raw)]
    entry.write_text(json.dumps({"stamp": stamp, "data": {"master_volume": 12, "x": "y" * 100_000}}))
    assert settings_mod.load_settings() == (settings_mod.Settings(master_volume=12), None)
    assert json.loads(entry.read_text())["data"] == {"master_volume": 12}  # made anew from the YAML


# --- a settings save --------------------------------------------------------------------------


def test_a_settings_save_never_writes_more_than_is_read_back(home):
    path = settings_mod.settings_file()
    # accepted (no aliases, 30 levels, 12,000 small parts), but 770 KB written in block style
    text = "master_volume: 30\nx: " + "[" * 30 + ",".join(["1"] * 12_000) + "]" * 30 + "\n"
    path.write_text(text)
    loaded, notice = settings_mod.load_settings()
    assert notice is None and loaded.master_volume == 30
    settings_mod.save_settings(loaded)
    assert path.stat().st_size <= MAX_YAML_BYTES
    assert settings_mod.load_settings() == (loaded, None)  # read back as it was

    # aliases of short texts: accepted only while they keep within twice the file's size, then
    # each use is written in full (no aliases are written), and the file is read back as it was
    aliased = "master_volume: 31\nn: &n abcdefghijklmnopqrstuvwxyz\nx: [" + ", ".join(["*n"] * 150) + "]\n"
    path.write_text(aliased)
    loaded, notice = settings_mod.load_settings()
    assert notice is None and loaded.extra["x"] == ["abcdefghijklmnopqrstuvwxyz"] * 150
    settings_mod.save_settings(loaded)
    assert b"*" not in path.read_bytes() and path.stat().st_size <= MAX_YAML_BYTES
    assert settings_mod.load_settings() == (loaded, None)
    path.write_text(aliased.replace("* 150", "").replace("]\n", ", *n" * 400 + "]\n"))  # more: refused when read
    assert settings_mod.load_settings()[1] is not None


def test_a_settings_save_that_would_be_too_large_to_read_back_is_refused_in_one_line(home):
    path = settings_mod.settings_file()
    text = "master_volume: 30\nx: [" + ",".join(["abcdefghij"] * 22_000) + "]\n"  # 242 KB read; 264 KB written
    path.write_text(text)
    loaded, notice = settings_mod.load_settings()
    assert notice is None
    loaded.master_volume = 50
    with pytest.raises(ValueError) as refused:
        settings_mod.save_settings(loaded)
    assert "too large to read back" in str(refused.value) and "\n" not in str(refused.value)
    assert path.read_text() == text  # the file there stays as it is
