"""Broken YAML gives one clear message naming the file, the line and the key path."""

import re
from pathlib import Path

import pytest

from ghostparlor.core.errors import ContentError
from ghostparlor.games.ghosts.rules import load_spec
from ghostparlor.resources import data_path

GOOD = data_path("games", "ghosts.yaml").read_text(encoding="utf-8")


def broken_copy(tmp_path: Path, text: str) -> Path:
    root = tmp_path / "data"
    (root / "games").mkdir(parents=True)
    (root / "games" / "ghosts.yaml").write_text(text, encoding="utf-8")
    return root


def errors_for(tmp_path, text):
    with pytest.raises(ContentError) as info:
        load_spec(broken_copy(tmp_path, text))
    return info.value.messages


def line_of(text, needle):
    for i, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return i
    raise AssertionError(needle)


def test_the_shipped_file_is_valid():
    spec = load_spec()
    assert spec.id == "ghosts" and spec.min_players == 2 and spec.max_players == 6


def test_syntax_error_names_file_and_line(tmp_path):
    text = GOOD.replace("  fog: 6\n", "  fog: [6\n")
    msgs = errors_for(tmp_path, text)
    assert len(msgs) == 1
    assert re.match(r"^.*data/games/ghosts\.yaml:\d+: YAML syntax error", msgs[0]), msgs


def test_empty_file(tmp_path):
    msgs = errors_for(tmp_path, "# nothing here\n")
    assert msgs[0].endswith("ghosts.yaml:1: the file is empty (expected a mapping of keys)")


def test_non_mapping_root(tmp_path):
    msgs = errors_for(tmp_path, "- just\n- a list\n")
    assert "ghosts.yaml:1: the top level must be a mapping of keys, found a list" in msgs[0]


def test_missing_key(tmp_path):
    text = GOOD.replace("  fear_cap: 7         # GH-6\n", "")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"{msgs[0].split(':')[0]}:{line_of(text, 'constants:')} constants: missing key 'fear_cap'"]


def test_wrong_type(tmp_path):
    text = GOOD.replace("  hand_size: 5 ", "  hand_size: five ")
    msgs = errors_for(tmp_path, text)
    assert any(m.endswith(f":{line_of(text, 'hand_size')} constants.hand_size: expected a whole number, found text ('five')") for m in msgs), msgs


def test_negative_count(tmp_path):
    text = GOOD.replace("  fog: 6\n", "  fog: -2\n")
    msgs = errors_for(tmp_path, text)
    assert any(m.endswith(f":{line_of(text, 'fog: -2')} deck.fog: -2 is negative (minimum 0)") for m in msgs), msgs


def test_counts_that_do_not_add_up_name_the_family(tmp_path):
    """The example of the issue: a family with 8 cards instead of 9."""
    lines = GOOD.splitlines(keepends=True)
    target = [i for i, l in enumerate(lines) if "cards: [1, 1, 1, 2, 2, 2, 3, 3, 3]" in l][2]  # the third family (blue)
    lines[target] = lines[target].replace("[1, 1, 1, 2, 2, 2, 3, 3, 3]", "[1, 1, 2, 2, 2, 3, 3, 3]")
    text = "".join(lines)
    msgs = errors_for(tmp_path, text)
    assert f"ghosts.yaml:{target + 1} deck.families[2].cards: expected 9 cards, found 8" in msgs[0]
    assert any("deck.total: the families and Fog add up to 59 cards, not 60" in m for m in msgs)


def test_total_that_does_not_add_up(tmp_path):
    text = GOOD.replace("  total: 60\n", "  total: 61\n")
    msgs = errors_for(tmp_path, text)
    assert msgs == [msgs[0]] and msgs[0].endswith(f":{line_of(text, 'total: 61')} deck.total: the families and Fog add up to 60 cards, not 61")


def test_duplicate_family_id(tmp_path):
    text = GOOD.replace("    - id: green\n", "    - id: red\n")
    msgs = errors_for(tmp_path, text)
    assert any(m.endswith(f":{line_of(text, '- id: red') + 9} deck.families[3].id: duplicate id 'red' (also at [0])") for m in msgs), msgs


def test_duplicate_key(tmp_path):
    text = GOOD.replace("  rounds: 3 ", "  rounds: 3\n  rounds: 4 ")
    msgs = errors_for(tmp_path, text)
    assert "duplicate key 'rounds'" in msgs[0] and f":{line_of(text, 'rounds: 4')} constants.rounds" in msgs[0]


def test_unknown_key(tmp_path):
    text = GOOD.replace("  relief_max: 3 ", "  relief_maxx: 3 ")
    msgs = errors_for(tmp_path, text)
    assert any(f":{line_of(text, 'relief_maxx')} constants.relief_maxx: unknown key 'relief_maxx'" in m for m in msgs), msgs


def test_unknown_option_kind(tmp_path):
    text = GOOD.replace("    kind: seat\n", "    kind: colour\n")
    msgs = errors_for(tmp_path, text)
    assert any(f":{line_of(text, 'kind: colour')} options.first_player.kind: 'colour' is not one of int, bool, choice, seat" in m for m in msgs), msgs


def test_bad_option_default(tmp_path):
    text = GOOD.replace("    default: random\n", "    default: 9\n")
    msgs = errors_for(tmp_path, text)
    assert any("options.first_player.default: default is not valid: option first_player: seat 9 is not between 1 and 6" in m for m in msgs), msgs


def test_wrong_game_id_is_an_unknown_reference(tmp_path):
    text = GOOD.replace("id: ghosts\n", "id: ghostz\n", 1)
    msgs = errors_for(tmp_path, text)
    assert any(f":{line_of(text, 'id: ghostz')} id: expected 'ghosts' (the file's game), found 'ghostz'" in m for m in msgs), msgs


def test_card_value_above_the_cap(tmp_path):
    text = GOOD.replace("      cards: [1, 1, 1, 2, 2, 2, 3, 3, 3]\n", "      cards: [1, 1, 1, 2, 2, 2, 3, 3, 9]\n", 1)
    msgs = errors_for(tmp_path, text)
    assert any("deck.families[0].cards[8]: value 9 is above the fear cap 7" in m for m in msgs), msgs


def test_players_range_inverted(tmp_path):
    text = GOOD.replace("players: {min: 2, max: 6}", "players: {min: 6, max: 2}")
    msgs = errors_for(tmp_path, text)
    assert any("players: min 6 is more than max 2" in m for m in msgs), msgs


def test_several_problems_are_reported_together(tmp_path):
    text = GOOD.replace("  fog: 6\n", "  fog: -2\n").replace("  hand_size: 5 ", "  hand_size: five ")
    assert len(errors_for(tmp_path, text)) >= 2


def test_file_not_found(tmp_path):
    (tmp_path / "games").mkdir()
    with pytest.raises(ContentError, match="file not found"):
        load_spec(tmp_path)
