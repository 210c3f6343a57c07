"""data/games/dont_go_in_there.yaml: broken copies give `file:line key.path: message`."""

from pathlib import Path

import pytest

from ghostparlor.core.errors import ContentError
from ghostparlor.games.dont_go_in_there.rules import DontGoInThereGame, load_spec
from ghostparlor.resources import data_path

GOOD = data_path("games", "dont_go_in_there.yaml").read_text(encoding="utf-8")
FILE = "dont_go_in_there.yaml"


def errors_for(tmp_path: Path, text: str) -> list[str]:
    root = tmp_path / "data"
    (root / "games").mkdir(parents=True)
    (root / "games" / FILE).write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_spec(root)
    return info.value.messages


def line_of(text: str, needle: str, nth: int = 0) -> int:
    hits = [i for i, line in enumerate(text.splitlines(), start=1) if needle in line]
    return hits[nth]


def broken(old: str, new: str) -> str:
    assert GOOD.count(old) == 1, old
    return GOOD.replace(old, new)


def expect(msgs: list[str], line: int, path: str, message: str) -> None:
    want = f"{FILE}:{line} {path}: {message}"
    assert any(m.endswith(want) for m in msgs), (want, msgs)


def test_the_shipped_file_is_valid_and_matches_the_spec_tables():
    spec = load_spec()
    assert spec.id == "dont_go_in_there" and (spec.min_players, spec.max_players) == (2, 5)
    rows = {r["players"]: (r["types"], r["removed"], r["deck"]) for r in spec.content["setup"]}
    assert rows == {2: (5, 16, 24), 3: (6, 12, 36), 4: (7, 8, 48), 5: (8, 4, 60)}  # section 3
    c = spec.content["constants"]
    assert (c["spaces_per_room"], c["cards_per_room"], c["resolve_at_meeples"], c["meeples_per_player"], c["turns_per_player"]) == (4, 3, 3, 10, 12)
    params = {x["id"]: x for x in spec.content["curses"]}
    assert params["cat"]["ghost_limit"] == 9 and params["clock"]["threshold"] == 8 and params["doll"]["target"] == 6
    assert params["mirror"]["set"] == 3 and params["ring"]["set"] == 4 and params["holy_water"]["set"] == 2
    assert params["tome"]["set"] == 2 and params["twin"]["set"] == 2
    assert params["amulet"]["dispels_value"] == [[1, 2], [2, 3], [3, 4]]  # section 2.1: 4 dispels nothing


def test_template_that_does_not_add_up(tmp_path):
    text = broken("    - {value: 4, copies: 2, dice: 1}", "    - {value: 4, copies: 3, dice: 1}")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "per_type: 8"), "cards.per_type", "the template adds up to 9 cards, not 8")


def test_setup_row_whose_counts_do_not_add_up(tmp_path):
    text = broken("{players: 3, types: 6, removed: 12, deck: 36}", "{players: 3, types: 6, removed: 12, deck: 35}")
    msgs = errors_for(tmp_path, text)
    assert msgs == [f"{msgs[0].split(':')[0]}:{line_of(text, 'players: 3,')} setup[1].deck: 6 types x 8 cards - 12 removed = 36, not 35"]


def test_setup_row_not_twelve_cards_each(tmp_path):
    text = broken("{players: 4, types: 7, removed: 8, deck: 48}", "{players: 4, types: 7, removed: 11, deck: 45}")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "players: 4,"), "setup[2].deck", "45 cards for 4 players is not 12 cards each (DG-13)")


def test_setup_table_incomplete(tmp_path):
    text = broken("  - {players: 5, types: 8, removed: 4, deck: 60}\n", "")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "setup:"), "setup", "no row for 5 players")


def test_board_naming_an_unknown_room(tmp_path):
    text = broken("  - [library, secret_passage]", "  - [library, secret_pasage]")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "[library, secret_pasage]"), "boards[2][1]",
           "unknown room 'secret_pasage' (rooms: attic, nursery, basement, hallway, library, secret_passage)")
    expect(msgs, line_of(text, "- id: secret_passage"), "rooms[5].id", "room 'secret_passage' is on no board")


def test_unknown_curse_type(tmp_path):
    text = broken("  - id: twin ", "  - id: triplet ")
    msgs = errors_for(tmp_path, text)
    assert any(f"{FILE}:{line_of(text, 'id: triplet')} curses[11].id: unknown curse type 'triplet'" in m for m in msgs), msgs


def test_curse_parameter_missing_misplaced_or_wrong_timing(tmp_path):
    text = broken("    ghost_limit: 9          # with", "    ghost_limitt: 9          # with")
    msgs = errors_for(tmp_path, text)
    assert any("curses[1].ghost_limitt: unknown key 'ghost_limitt'" in m for m in msgs), msgs
    text = broken("  - id: ring                # DG-39\n    timing: immediate\n    set: 4",
                  "  - id: ring                # DG-39\n    timing: end\n    set: 4\n    per: 2")
    msgs = errors_for(tmp_path / "b", text)
    expect(msgs, line_of(text, "timing: end", 4), "curses[9].timing", "ring is an immediate effect (DG-39), not 'end'")
    expect(msgs, line_of(text, "per: 2", 1), "curses[9].per", "'per' is not a parameter of ring (DG-39)")


def test_doll_set_that_is_not_six_and_amulet_value_that_does_not_exist(tmp_path):
    text = broken("[1, 1, 2, 2]]   # D-7", "[1, 1, 2, 3]]   # D-7").replace("[3, 4]]   # pairs", "[3, 5]]   # pairs")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "set_priority"), "curses[3].set_priority[4]", "the set [1, 1, 2, 3] adds up to 7, not the target 6")
    expect(msgs, line_of(text, "dispels_value"), "curses[0].dispels_value[2]", "value 5 is not a card value (values: 1, 2, 3, 4)")


def test_meeples_too_few_for_two_players_D12(tmp_path):
    """D-12."""
    text = broken("  meeples_per_player: 10 ", "  meeples_per_player: 5 ")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "meeples_per_player"), "constants.meeples_per_player",
           "5 is too few: a seat can have 6 meeples on the boards and must still place one (D-12); need at least 7")


def test_room_parameters_out_of_range(tmp_path):
    text = broken("    space: 4                # placing on this space...\n    discard: 1",
                  "    space: 5                # placing on this space...\n    discard: 1")
    text = text.replace("slot_ghosts: [1, 0, -1]", "slot_ghosts: [1, -1]")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "space: 5"), "rooms[1].space", "space 5 does not exist (spaces 1..4)")
    expect(msgs, line_of(text, "slot_ghosts"), "rooms[4].slot_ghosts", "expected 3 entries (one per slot), found 2")


def test_flashlights_and_dice_checks(tmp_path):
    text = broken("  flashlights: [0, 1, 2, 3]", "  flashlights: [0, 1, 2]").replace("  count: 6\n", "  count: 5\n")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "flashlights:"), "constants.flashlights", "expected 4 entries (one per space), found 3")
    expect(msgs, line_of(text, "count: 5"), "dice.count", "3 cards can show 6 dice icons, more than the 5 dice")


def test_wrong_type_and_unknown_face(tmp_path):
    text = broken("  cards_per_room: 3 ", "  cards_per_room: three ").replace("faces: [ghost, ghost, ghost,", "faces: [ghost, goblin, ghost,")
    msgs = errors_for(tmp_path, text)
    expect(msgs, line_of(text, "cards_per_room"), "constants.cards_per_room", "expected a whole number, found text ('three')")
    expect(msgs, line_of(text, "faces:"), "dice.faces[1]", "'goblin' is not one of ghost, blank")


def test_a_tuned_file_changes_the_game(tmp_path):
    """PROPOSED values are content: a different Cat limit reaches the rules without a code change."""
    text = broken("    ghost_limit: 9 ", "    ghost_limit: 4 ")
    root = tmp_path / "data"
    (root / "games").mkdir(parents=True)
    (root / "games" / FILE).write_text(text, encoding="utf-8")
    game = DontGoInThereGame(load_spec(root))
    assert game.param("cat", "ghost_limit") == 4
