"""data/games/ghostbumpers.yaml: the shipped file is valid and broken copies give
`data/games/ghostbumpers.yaml:LINE key.path: message` (sections 1 and 2 of the spec)."""

from pathlib import Path

import pytest

from ghostparlor.core.errors import ContentError
from ghostparlor.games.ghostbumpers.rules import GhostbumpersGame, load_spec
from ghostparlor.resources import data_path

GOOD = data_path("games", "ghostbumpers.yaml").read_text(encoding="utf-8")


def errors_for(tmp_path: Path, text: str) -> list[str]:
    """Load a broken copy from tmp_path/data, with tmp_path as the working folder so the
    file is named as a person would type it: data/games/ghostbumpers.yaml."""
    root = tmp_path / "data"
    (root / "games").mkdir(parents=True)
    (root / "games" / "ghostbumpers.yaml").write_text(text, encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(tmp_path)
        with pytest.raises(ContentError) as info:
            load_spec(Path("data"))
    return info.value.messages


def line_of(text: str, needle: str) -> int:
    for i, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return i
    raise AssertionError(needle)


def broken(old: str, new: str) -> str:
    assert GOOD.count(old) == 1, old
    return GOOD.replace(old, new)


def test_the_shipped_file_is_valid_and_matches_sections_1_and_2():
    spec = load_spec()
    assert spec.id == "ghostbumpers" and (spec.min_players, spec.max_players) == (3, 6)
    game = GhostbumpersGame(spec)
    assert [sum(game.deck_by_players[n]) for n in range(3, 7)] == [40, 49, 58, 67]
    assert set(spec.options) == {"first_player", "target_score"}


def test_counts_that_do_not_add_up_to_the_total(tmp_path):
    text = broken("5: 10,", "5: 9,")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"data/games/ghostbumpers.yaml:{line_of(text, 'total: 67')} monster_cards.total: "
                    "the values 1-9 and the 0/10 card add up to 66 cards, not 67"]


def test_a_missing_value(tmp_path):
    text = broken(", 9: 7}", "}")
    msgs = errors_for(tmp_path, text)
    assert f"data/games/ghostbumpers.yaml:{line_of(text, 'counts:')} monster_cards.counts: missing value 9" in msgs


def test_a_player_count_missing_from_a_table(tmp_path):
    text = broken("rounds_by_players: {3: 6, 4: 8, 5: 5, 6: 6}", "rounds_by_players: {3: 6, 4: 8, 5: 5}")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"data/games/ghostbumpers.yaml:{line_of(text, 'rounds_by_players')} rounds_by_players: "
                    "no entry for 6 players (players 3-6)"]


def test_a_player_count_outside_the_range(tmp_path):
    text = broken("removed_per_value_1_to_9: {3: 3, 4: 2, 5: 1, 6: 0}", "removed_per_value_1_to_9: {3: 3, 4: 2, 5: 1, 6: 0, 7: 0}")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"data/games/ghostbumpers.yaml:{line_of(text, 'removed_per_value')} removed_per_value_1_to_9.7: "
                    "7 players is outside players 3-6"]


def test_removing_more_cards_than_a_value_has(tmp_path):
    text = broken("removed_per_value_1_to_9: {3: 3,", "removed_per_value_1_to_9: {3: 8,")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"data/games/ghostbumpers.yaml:{line_of(text, 'removed_per_value')} removed_per_value_1_to_9.3: "
                    "removing 8 of every value leaves fewer than none of value 1 (it has 7)"]


def test_too_few_cards_to_deal(tmp_path):
    text = broken("removed_per_value_1_to_9: {3: 3,", "removed_per_value_1_to_9: {3: 6,")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"data/games/ghostbumpers.yaml:{line_of(text, 'removed_per_value')} removed_per_value_1_to_9.3: "
                    "3 players x 9 cards is more than the 13 cards left"]


def test_wrong_type_and_range(tmp_path):
    text = broken("hand_size: 9 ", "hand_size: nine ")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"data/games/ghostbumpers.yaml:{line_of(text, 'hand_size')} hand_size: expected a whole number, found text ('nine')"]
    text = broken("hand_size: 9 ", "hand_size: 10 ")
    msgs = errors_for(tmp_path / "b", text)
    assert msgs == [f"data/games/ghostbumpers.yaml:{line_of(text, 'hand_size')} hand_size: 10 is too large (maximum 9)"]


def test_a_key_that_is_not_a_number(tmp_path):
    text = broken("rounds_by_players: {3: 6,", "rounds_by_players: {three: 6,")
    msgs = errors_for(tmp_path, text)
    line = line_of(text, "rounds_by_players")
    assert f"data/games/ghostbumpers.yaml:{line} rounds_by_players.three: key 'three' must be a whole number" in msgs
    assert f"data/games/ghostbumpers.yaml:{line} rounds_by_players: no entry for 3 players (players 3-6)" not in msgs


def test_unknown_and_missing_keys(tmp_path):
    text = broken("paranoia_points: 10 ", "paranoia_pts: 10 ")
    msgs = errors_for(tmp_path, text)
    assert f"data/games/ghostbumpers.yaml:{line_of(text, 'paranoia_pts')} paranoia_pts: unknown key 'paranoia_pts' " in msgs[0]
    assert f"data/games/ghostbumpers.yaml:{line_of(text, 'format:')} (top level): missing key 'paranoia_points'" in msgs


def test_too_few_character_sets(tmp_path):
    text = broken("sets: 6}", "sets: 5}")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"data/games/ghostbumpers.yaml:{line_of(text, 'character_set')} character_set.sets: 5 character sets are too few for 6 players"]


def test_bad_option_default(tmp_path):
    text = broken('    default: "off"\n', "    default: 12\n")
    msgs = errors_for(tmp_path, text)
    assert any(f"ghostbumpers.yaml:{line_of(text, 'default: 12')} options.target_score.default: default is not valid" in m for m in msgs), msgs
