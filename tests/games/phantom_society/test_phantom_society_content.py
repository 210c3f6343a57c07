"""data/games/phantom_society.yaml: the shipped content, and broken copies giving `file:line key.path: message`."""

from pathlib import Path

import pytest

from ghostparlor.core.errors import ContentError
from ghostparlor.games.phantom_society.rules import PhantomSocietyGame, load_spec
from ghostparlor.resources import data_path

GOOD = data_path("games", "phantom_society.yaml").read_text(encoding="utf-8")


def errors_for(tmp_path: Path, text: str) -> list[str]:
    root = tmp_path / "data"
    (root / "games").mkdir(parents=True)
    (root / "games" / "phantom_society.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_spec(root)
    return info.value.messages


def line_of(text: str, needle: str, nth: int = 0) -> int:
    hits = [i for i, line in enumerate(text.splitlines(), start=1) if needle in line]
    return hits[nth]


def expect(msgs: list[str], line: int, path: str, message: str) -> None:
    want = f"phantom_society.yaml:{line} {path}: {message}"
    assert any(m.endswith(want) for m in msgs), (want, msgs)


def test_the_shipped_content_section_2():
    """Section 2: 36 tiles, 9 per colour valued 1-6 (PROPOSED {1,2,2,3,3,4,4,5,6}: 30 per colour, 120 in all);
    two piles of 3 tens and 5 thousands cards (PS-14); targets per count (PS-13)."""
    spec = load_spec()
    assert (spec.id, spec.min_players, spec.max_players) == ("phantom_society", 2, 4)
    game = PhantomSocietyGame(spec)
    assert game.colours == ["blue", "red", "green", "white"]
    assert sum(game.full_box) == 36 and game.colour_total == [30, 30, 30, 30]
    assert sorted(game.value_of[k] for k in game.kinds_of_colour[0] for _ in range(game.full_box[k])) == [1, 2, 2, 3, 3, 4, 4, 5, 6]
    assert {n: game.setups[n]["target"] for n in (2, 3, 4)} == {2: 50, 3: 45, 4: 45}
    assert game.square_names[:6] == ["a1", "b1", "c1", "d1", "e1", "f1"] and game.square_names[35] == "f6"
    assert game.square_names.index("a2") + 1 == 7  # the printed room number 6*(row-1) + column


def test_a_colour_with_8_tiles(tmp_path):
    lines = GOOD.splitlines(keepends=True)
    target = [i for i, line in enumerate(lines) if "tiles: [1, 2, 2, 3, 3, 4, 4, 5, 6]" in line][2]  # green
    lines[target] = lines[target].replace("[1, 2, 2, 3, 3, 4, 4, 5, 6]", "[1, 2, 2, 3, 3, 4, 4, 5]")
    text = "".join(lines)
    msgs = errors_for(tmp_path, text)
    expect(msgs, target + 1, "colours[2].tiles", "expected 9 tiles, found 8")
    expect(msgs, line_of(text, "board:"), "board", "6x6 = 36 squares, but the colours have 35 tiles")


def test_a_tile_value_out_of_range(tmp_path):
    text = GOOD.replace("tiles: [1, 2, 2, 3, 3, 4, 4, 5, 6]", "tiles: [1, 2, 2, 3, 3, 4, 4, 5, 7]", 1)
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "5, 7]"), "colours[0].tiles[8]", "value 7 is outside 1..6 (tile_values)")


def test_wrong_type(tmp_path):
    text = GOOD.replace("tiles_per_colour: 9 ", "tiles_per_colour: nine ")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "tiles_per_colour"), "tiles_per_colour", "expected a whole number, found text ('nine')")


def test_unknown_colour_reference(tmp_path):
    text = GOOD.replace("G2: green, H2: white}", "G2: purple, H2: white}")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "fixed_slot_colours"), "fixed_slot_colours.G2", "unknown colour 'purple' (colours: blue, red, green, white)")


def test_a_player_count_without_set_up(tmp_path):
    start = GOOD.index("  - players: 3")
    end = GOOD.index("  - players: 4")
    text = GOOD[:start] + GOOD[end:]
    msgs = errors_for(tmp_path, text)
    assert msgs == [msgs[0]]
    expect(msgs, line_of(text, "setups:"), "setups", "no set-up for 3 players (players 2..4)")


def test_a_role_given_to_the_wrong_team(tmp_path):
    text = GOOD.replace("      - {G1: 1, H1: 2, G2: 3, H2: 4}", "      - {G1: 2, H1: 1, G2: 3, H2: 4}")
    msgs = errors_for(tmp_path, text)
    line = line_of(text, "{G1: 2, H1: 1, G2: 3, H2: 4}")
    expect(msgs, line, "setups[2].roles[0].G1", "seat 2 is not in team 1, which plays the ghosts here")
    expect(msgs, line, "setups[2].roles[0].H1", "seat 1 is not in team 2, which plays the hunters here")


def test_teams_that_do_not_hold_every_seat(tmp_path):
    text = GOOD.replace("teams: [[1, 3], [2, 4]]", "teams: [[1, 3], [2, 2]]")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "[[1, 3], [2, 2]]"), "setups[2].teams", "the teams must hold each seat 1..4 once, found [1, 3, 2, 2]")


def test_piles_that_could_tie(tmp_path):
    """D-8: a thousands card of the same parity in both piles would allow a tie."""
    text = GOOD.replace("thousands: [1, 3, 5, 7, 9]", "thousands: [1, 3, 5, 7, 8]")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "- id: B"), "objective_piles.piles[1]",
           "bids [38, 48, 58] are possible with both piles: a tie could happen (D-8)")


def test_a_pile_with_a_missing_card(tmp_path):
    text = GOOD.replace("thousands: [0, 2, 4, 6, 8]", "thousands: [0, 2, 4, 6]")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "- id: A"), "objective_piles.piles[0]", "expected 8 cards (tens + thousands), found 7")


def test_a_missing_option(tmp_path):
    start = GOOD.index("  first_master:")
    end = GOOD.index("  tile_colours:")
    text = GOOD[:start] + GOOD[end:]
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "options:"), "options", "missing option 'first_master'")


def test_an_unknown_mode(tmp_path):
    text = GOOD.replace("choices: [standard, master_game, tournament]", "choices: [league, master_game, tournament]")
    msgs = errors_for(tmp_path, text)
    line = line_of(text, "league")
    expect(msgs, line, "options.mode.choices[0]", "'league' is not one of standard, master_game, tournament")
    expect(msgs, line_of(text, "default: standard"), "options.mode.default",
           "default is not valid: option mode: 'standard' is not one of league, master_game, tournament")
