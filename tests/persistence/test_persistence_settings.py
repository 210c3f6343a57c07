"""Loading and saving settings: defaults, round trips, damage handling, unknown keys."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from ghostparlor.persistence.paths import settings_file
from ghostparlor.persistence.settings import Settings, load_settings, save_settings

DAMAGED = re.compile(r"settings\.yaml\.damaged-\d{8}-\d{6}(-\d+)?")


def _damaged_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if DAMAGED.fullmatch(p.name))


def test_missing_file_gives_defaults_without_notice(home: Path) -> None:
    assert load_settings() == (Settings(), None)
    assert not settings_file().exists()  # loading does not create the file


def test_defaults_match_the_spec() -> None:
    s = Settings()
    assert (s.master_volume, s.effects_volume, s.fullscreen, s.animation_speed) == (80, 80, False, "normal")
    assert (s.colourblind_symbols, s.explain_bot_moves, s.ui_scale) == (True, False, 1.0)
    assert (s.bot_pace_seconds, s.language, s.last_players, s.extra) == (0.8, "en", {}, {})


def test_round_trip(home: Path) -> None:
    chosen = Settings(master_volume=35, effects_volume=0, fullscreen=True, animation_speed="instant",
                      colourblind_symbols=False, explain_bot_moves=True, ui_scale=1.5,
                      bot_pace_seconds=2.25, language="pt-BR",
                      last_players={"ghosts": {"seats": [{"kind": "human", "name": "Ada"},
                                                         {"kind": "bot", "level": 2}]}})
    save_settings(chosen)
    text = settings_file().read_text(encoding="utf-8")
    assert yaml.safe_load(text)["format"] == 1
    assert load_settings() == (chosen, None)


def test_damaged_yaml_is_set_aside_with_original_bytes(home: Path) -> None:
    path = settings_file()
    original = b"master_volume: [80\n\xff\x00 not yaml: : :\n"
    path.write_bytes(original)
    loaded, notice = load_settings()
    assert loaded == Settings()
    [kept] = _damaged_files(path.parent)
    assert kept.read_bytes() == original
    assert not path.exists()
    assert notice == f"Your settings file was damaged (kept as {kept.name}); defaults are used."
    assert "\n" not in notice


@pytest.mark.parametrize("text", ["", "- a list\n- of things\n", "just a string\n", "42\n"])
def test_not_a_mapping_is_damaged(home: Path, text: str) -> None:
    path = settings_file()
    path.write_text(text)
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert notice is not None and notice.startswith("Your settings file was damaged (kept as ")
    [kept] = _damaged_files(path.parent)
    assert kept.read_text() == text


@pytest.mark.parametrize("key, bad", [
    ("master_volume", 101), ("master_volume", -1), ("master_volume", "loud"), ("master_volume", 50.5),
    ("effects_volume", True), ("fullscreen", "yes please"), ("animation_speed", "ludicrous"),
    ("colourblind_symbols", 1), ("explain_bot_moves", None), ("ui_scale", 2.0), ("ui_scale", "big"),
    ("bot_pace_seconds", 3.5), ("bot_pace_seconds", -0.1), ("bot_pace_seconds", float("nan")),
    ("language", ""), ("language", 7), ("last_players", ["not", "a", "mapping"]),
])
def test_single_bad_value_falls_back_alone(home: Path, key: str, bad: object) -> None:
    path = settings_file()
    data = {"format": 1, "master_volume": 12, "effects_volume": 34, "fullscreen": True,
            "animation_speed": "fast", "colourblind_symbols": False, "explain_bot_moves": True,
            "ui_scale": 1.25, "bot_pace_seconds": 1.5, "language": "de",
            "last_players": {"ghosts": ["human", "bot"]}, "from_the_future": {"x": 1}}
    data[key] = bad
    original = yaml.safe_dump(data).encode()
    path.write_bytes(original)

    loaded, notice = load_settings()

    expected = dict(data, **{key: getattr(Settings(), key)})
    expected.pop("format")
    expected["extra"] = {"from_the_future": expected.pop("from_the_future")}
    assert loaded == Settings(**expected)
    [kept] = _damaged_files(path.parent)
    assert kept.read_bytes() == original
    label = key.replace("_", " ")
    assert notice == (f"Some settings were invalid ({label}) and were reset to defaults "
                      f"(the old file: kept as {kept.name}).")
    # The repaired settings were written back, so the good values survive a restart.
    assert load_settings() == (loaded, None)


def test_unknown_keys_survive_a_save(home: Path) -> None:
    path = settings_file()
    path.write_text("format: 2\nmaster_volume: 10\nghost_trails: sparkly\nnested: {a: [1, 2]}\n")
    loaded, notice = load_settings()
    assert notice is None
    assert loaded.master_volume == 10
    assert loaded.extra == {"ghost_trails": "sparkly", "nested": {"a": [1, 2]}}
    loaded.fullscreen = True
    save_settings(loaded)
    on_disk = yaml.safe_load(path.read_text())
    assert on_disk["ghost_trails"] == "sparkly" and on_disk["nested"] == {"a": [1, 2]}
    assert on_disk["format"] == 1 and on_disk["fullscreen"] is True


def test_save_keeps_previous_file_as_bak(home: Path) -> None:
    save_settings(Settings(master_volume=1))
    first = settings_file().read_bytes()
    save_settings(Settings(master_volume=2))
    assert settings_file().with_name("settings.yaml.bak").read_bytes() == first
    assert load_settings()[0].master_volume == 2


def test_save_clamps_numbers_and_rejects_nonsense(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    save_settings(Settings(master_volume=140, effects_volume=-3.6, ui_scale=1.3, bot_pace_seconds=9), path)
    loaded, _ = load_settings(path)
    assert (loaded.master_volume, loaded.effects_volume, loaded.ui_scale, loaded.bot_pace_seconds) == (100, 0, 1.25, 3.0)
    for bad in ({"animation_speed": "warp"}, {"fullscreen": "no"}, {"language": None},
                {"last_players": {"g": object()}}, {"extra": {"x": object()}}):
        with pytest.raises(ValueError):
            save_settings(dataclasses.replace(Settings(), **bad), path)
    assert load_settings(path)[0] == loaded  # failed saves changed nothing


def test_explicit_path_does_not_use_home(home: Path, tmp_path: Path) -> None:
    path = tmp_path / "elsewhere" / "my.yaml"
    save_settings(Settings(language="fr"), path)
    assert load_settings(path)[0].language == "fr"
    assert not settings_file().exists()


_valid = st.builds(
    Settings,
    master_volume=st.integers(0, 100),
    effects_volume=st.integers(0, 100),
    fullscreen=st.booleans(),
    animation_speed=st.sampled_from(["slow", "normal", "fast", "instant"]),
    colourblind_symbols=st.booleans(),
    explain_bot_moves=st.booleans(),
    ui_scale=st.sampled_from([0.75, 1.0, 1.25, 1.5]),
    bot_pace_seconds=st.floats(0.0, 3.0),
    language=st.sampled_from(["en", "de", "pt-BR", "zh_Hant"]),
    last_players=st.dictionaries(st.text(max_size=8), st.lists(st.text(max_size=8) | st.integers(), max_size=4),
                                 max_size=3),
    extra=st.dictionaries(st.text(min_size=1, max_size=8).filter(lambda k: k not in Settings.__dataclass_fields__
                                                                  and k != "format"),
                          st.integers() | st.text(max_size=8) | st.booleans(), max_size=3),
)


@hsettings(max_examples=60, deadline=None, derandomize=True, database=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(chosen=_valid)
def test_any_valid_settings_round_trip(tmp_path: Path, chosen: Settings) -> None:
    path = tmp_path / "prop.yaml"
    save_settings(chosen, path)
    assert load_settings(path) == (chosen, None)


_yaml_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
                            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                         max_size=3),
                            max_leaves=6)


@hsettings(max_examples=60, deadline=None, derandomize=True, database=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.dictionaries(st.sampled_from(list(Settings.__dataclass_fields__) + ["format", "other"]),
                            _yaml_values, max_size=6))
def test_any_mapping_loads_to_savable_settings(tmp_path: Path, data: dict) -> None:
    path = tmp_path / "fuzz.yaml"
    for old in tmp_path.glob("fuzz.yaml*"):
        old.unlink()
    path.write_text(yaml.safe_dump(data))
    loaded, notice = load_settings(path)
    assert loaded == loaded.validated()  # whatever was read is within the rules
    save_settings(loaded, path)
    assert load_settings(path) == (loaded, None)
