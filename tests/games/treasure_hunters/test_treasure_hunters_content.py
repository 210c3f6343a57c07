"""The board is data (section 2.3, D-15): data/games/treasure_hunters.yaml is checked,
a broken copy gives `file:line key.path: message`, and a second, small house from
tests/games/treasure_hunters/small_house.yaml plays to the end with the same code.
"""

import random
from pathlib import Path

import pytest

from ghostparlor.core.errors import ContentError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.games.treasure_hunters.rules.board import HALL, ROOM
from ghostparlor.games.treasure_hunters.play.bot import make_easy_bot
from ghostparlor.games.treasure_hunters.rules import (
    DrawCard,
    Move,
    RollDie,
    TreasureHuntersGame,
    load_spec,
    load_spec_file,
)
from ghostparlor.resources import data_path
from ghostparlor.devtools.sim import simulate

HERE = Path(__file__).resolve().parent
SMALL = HERE / "small_house.yaml"
GOOD = data_path("games", "treasure_hunters.yaml").read_text(encoding="utf-8")
G = TreasureHuntersGame()
B = G.board


def broken_copy(tmp_path: Path, text: str) -> Path:
    root = tmp_path / "data"
    (root / "games").mkdir(parents=True)
    (root / "games" / "treasure_hunters.yaml").write_text(text, encoding="utf-8")
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


def only(msgs, text_end):
    """The single message, which must end with ``treasure_hunters.yaml:<line> <path>: <message>``."""
    assert len(msgs) == 1, msgs
    assert msgs[0].endswith(text_end), msgs
    assert msgs[0].split(":")[0].endswith("data/games/treasure_hunters.yaml"), msgs


# --- the shipped file ---------------------------------------------------------------


def test_the_shipped_file_is_valid_and_matches_section_2():
    spec = load_spec()
    assert spec.id == "treasure_hunters" and (spec.min_players, spec.max_players) == (1, 4)
    assert set(spec.options) == {"advanced", "advanced_allow_putdown"}
    assert len(B.room_ids) == 12 and len(B.hall_ids) == 20
    assert [B.room_ids[r] for r in B.jewel_rooms] == list("ABDEGHJK")
    assert [B.room_ids[r] for r in B.ghost_start] == list("CFIL")
    assert G.move_faces == [1, 2, 3, 4, 5, 6] and [v for v in G.move_faces if G.ghost_icon[v]] == [1, 2, 3, 4, 5]
    assert sorted(G.battle_faces) == sorted(["ghost"] * 3 + ["haunting"] * 2 + ["blank"])
    assert G.deck_total(False) == 13 and G.deck_total(True) == 19
    assert (G.ghost_total, G.markers_total, G.ghosts_to_haunt, G.max_dice, G.jewel_count) == (24, 6, 3, 2, 8)
    assert B.colours == ["none", "blue", "green"]


def test_each_door_and_hallway_link_touches_both_ends_orthogonally():
    """Section 2.3: every door touches both of its ends orthogonally on the grid (tests must assert this)."""
    def cells(nid):
        if nid in B.rects:
            x, y, w, h = B.rects[nid]
            return {(cx, cy) for cx in range(x, x + w) for cy in range(y, y + h)}
        return {B.xy[nid]}

    def touch(a, b):
        cb = cells(b)
        return any((x + dx, y + dy) in cb for x, y in cells(a) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))

    assert len(B.doors) == 22
    for a, b, _ in B.doors:
        assert touch(B.node_ids[a], B.node_ids[b]), (B.node_ids[a], B.node_ids[b])
    for u, edges in enumerate(B.adj):
        for v, _ in edges:
            assert touch(B.node_ids[u], B.node_ids[v])
    assert B.xy["OUT"] == (6, 9) and B.node_ids[B.front_square] == "H1"


def test_the_map_of_section_2_3_cell_by_cell():
    rows = [
        "AAABBBBCCCDDD", "AAABBBBCCCDDD", "AAABBBBCCCDDD", "EE#########HH", "EEFFFF#GGGGHH",
        "EEFFFF#GGGGHH", "III#######LLL", "IIIJJJ#KKKLLL", "IIIJJJ@KKKLLL",
    ]
    grid = {}
    for rid, (x, y, w, h) in B.rects.items():
        for cx in range(x, x + w):
            for cy in range(y, y + h):
                grid[(cx, cy)] = rid
    for sid in B.hall_ids:
        grid[B.xy[sid]] = "@" if sid == "H1" else "#"
    drawn = ["".join(grid.get((x, y), " ") for x in range(13)) for y in range(9)]
    assert drawn == rows


def test_distances_from_outside_match_the_spec_table():
    """Section 2.3 table: shortest, hallway only, blue locked, green locked."""
    table = {
        "shortest": ((), (6, 7, 7, 6, 5, 5, 6, 5, 4, 3, 3, 4)),
        "hallway only": ({"rooms_are_ends": True}, (11, 8, 9, 11, 11, 5, 6, 11, 7, 3, 3, 7)),
        "blue locked": ({"locked": B.colour_index("blue")}, (9, 8, 7, 6, 8, 6, 6, 5, 7, 8, 3, 4)),
        "green locked": ({"locked": B.colour_index("green")}, (6, 7, 9, 9, 5, 5, 6, 8, 4, 3, 8, 7)),
    }
    for name, (kw, expected) in table.items():
        dist = B.distances(B.out, **dict(kw))
        assert tuple(dist[B.room_node[r]] for r in range(12)) == expected, name
    dist = B.distances(B.out)
    assert sum(dist[B.room_node[r]] for r in B.jewel_rooms) / 8 == pytest.approx(5.1, abs=0.05)


# --- broken copies: file:line key.path: message ----------------------------------------


def test_a_door_to_a_missing_room(tmp_path):
    text = GOOD.replace("    - [L, H9, blue]\n", "    - [Q, H9, blue]\n")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, '[Q, H9, blue]')} board.doors[13][0]: the door leads to 'Q', which is not a room or hallway square")


def test_no_front_door(tmp_path):
    text = GOOD.replace("  outside: {id: OUT, at: [6, 9], link: H1}      # the front door: the only way in or out\n", "")
    assert text != GOOD
    only(errors_for(tmp_path, text), f"treasure_hunters.yaml:{line_of(text, 'board:')} board: missing key 'outside'")


def test_a_front_door_leading_nowhere(tmp_path):
    text = GOOD.replace("link: H1}", "link: H99}").replace("H1:  [6, 8, [OUT, H2]]", "H1:  [6, 8, [H2]]")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, 'link: H99')} board.outside.link: the front door leads to 'H99', which is not a hallway square")


def test_an_unreachable_room(tmp_path):
    text = GOOD.replace("    - [C, H18, blue]\n", "").replace("    - [C, D, none]\n", "")
    only(errors_for(tmp_path, text), f"treasure_hunters.yaml:{line_of(text, '    C: {rect')} board.rooms.C: room C cannot be reached from OUT")


def test_a_room_sealed_off_by_a_lock(tmp_path):
    """Section 2.3: every room keeps an open door under either lock."""
    text = GOOD.replace("    - [C, D, none]\n", "")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, '    C: {rect')} board.rooms.C: room C cannot be reached from OUT while the blue doors are locked")


def test_letters_must_name_every_room_once(tmp_path):
    text = GOOD.replace("letters: [A, B, C, D, E, F, G, H, I, J, K, L]", "letters: [A, B, C, D, E, F, G, H, I, J, K]")
    msgs = errors_for(tmp_path, text)
    assert f"treasure_hunters.yaml:{line_of(text, '    L: {rect')} board.rooms.L: room L has no letter in board.letters (a ghost card must be able to name it)" in msgs[0]


def test_a_door_that_does_not_touch(tmp_path):
    text = GOOD.replace("    - [A, H16, blue]\n", "    - [A, H20, blue]\n")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, '[A, H20, blue]')} board.doors[0]: A and H20 do not touch on the grid (a door needs orthogonally neighbouring cells)")


def test_a_one_way_hallway_link(tmp_path):
    text = GOOD.replace("H6:  [3, 6, [H5]]", "H6:  [3, 6, []]")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, 'H5:  [4, 6')} board.hallway.H5[2][1]: H5 links to H6 but H6 does not link back")


def test_jewel_count_must_match_the_jewel_rooms(tmp_path):
    text = GOOD.replace("  jewels: 8 ", "  jewels: 9 ")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, 'jewels: 9')} rules.jewels: 8 rooms are jewel rooms (jewel: true), but rules.jewels is 9")


def test_ghost_supply_must_cover_every_room(tmp_path):
    """D-3: 12 rooms x 2 ghosts before a haunting need 24 figures."""
    text = GOOD.replace("  ghost_supply: 24 ", "  ghost_supply: 20 ")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, 'ghost_supply: 20')} rules.ghost_supply: 12 rooms can hold 24 ghosts before a haunting, more than the 20 in the supply (D-3)")


def test_unknown_card_and_lock_colour(tmp_path):
    text = GOOD.replace("LOCK_BLUE, LOCK_GREEN, LOCK_BLUE,", "LOCK_RED, LOCK_GREEN, LOCK_BLUE,").replace("J, K, L, SHUFFLE]", "J, K, L, SHUFLE]")
    msgs = errors_for(tmp_path, text)
    assert any("cards.basic[12]: 'SHUFLE' is not a card" in m for m in msgs), msgs
    assert any("cards.advanced[2]: LOCK_RED locks red doors, but no door has that colour" in m for m in msgs), msgs


def test_pawns_by_players_must_cover_every_player_count(tmp_path):
    text = GOOD.replace("by_players: [4, 4, 3, 4]", "by_players: [4, 4, 2, 4]")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, 'by_players')} pawns.by_players[2]: 3 seats need at least 3 pawns, found 2")


def test_shape_errors_name_the_key(tmp_path):
    text = GOOD.replace("H9:  [9, 6, [H8]]", "H9:  [9, 6]")
    only(errors_for(tmp_path, text),
         f"treasure_hunters.yaml:{line_of(text, 'H9:  [9, 6]')} board.hallway.H9: expected 3 entries [x, y, [neighbour squares]], found 2")


def test_validate_data_command_covers_the_game(tmp_path):
    from ghostparlor.devtools.validate import game_spec_loaders

    assert "treasure_hunters" in [gid for gid, _ in game_spec_loaders()]


# --- a second house: the code holds no board knowledge (D-15) -------------------------------


def small_game():
    return TreasureHuntersGame(load_spec_file(SMALL))


def test_the_small_house_loads_with_its_own_graph():
    g = small_game()
    b = g.board
    assert b.room_ids == ["A", "B", "C", "D"] and b.hall_ids == ["S1", "S2", "S3"]
    assert [b.room_ids[r] for r in b.jewel_rooms] == ["A", "D"]
    assert g.pawn_count(1) == 2 and g.jewel_count == 2 and g.markers_total == 3
    dist = b.distances(b.out)
    assert {r: dist[b.room_node[i]] for i, r in enumerate(b.room_ids)} == {"A": 3, "B": 3, "C": 2, "D": 2}
    red = b.distances(b.out, locked=b.colour_index("red"))
    assert red[b.room_node[0]] == 3  # A through C when its red door is locked
    assert all(b.kind[b.room_node[r]] == ROOM for r in range(4)) and b.kind[b.node_index["S2"]] == HALL


def test_the_small_house_scripted_turn():
    """TH-3, TH-8, TH-10 on another board: card C, then a 2-roll from OUT reaches S2, C and D."""
    g = small_game()
    m = Match(g, 2, seed=3, chance_script=[{"type": "place_jewel", "number": 2}, {"type": "place_jewel", "number": 1},
                                           RollDie(2), DrawCard("C")])
    m.resolve_chance()
    s = m.state
    assert s.ghosts[2] == 1 and s.room_jewel == [2, 0, 0, 1]
    assert {a.to for a in m.legal_actions()} == {"OUT", "S1", "S2", "C", "D"}
    m.apply(Move("D"))
    assert m.legal_actions()  # the pick-up choice
    assert g.to_move(m.state) == 0


@pytest.mark.parametrize("advanced", [False, True])
def test_the_small_house_plays_to_the_end(advanced):
    """The same engine plays another board to the end, with random and easy teammates."""
    g = small_game()
    outcomes = set()
    for seed in range(30):
        for kind in ("random", "easy"):
            m = Match(g, 2, {"advanced": advanced}, seed=seed)
            rng = random.Random(seed)
            bots = [make_easy_bot(g, i) for i in range(2)]
            steps = 0
            while not m.is_over():
                steps += 1
                assert steps < 5000
                if m.to_move() == CHANCE:
                    m.apply(m.next_chance())
                    continue
                legal = m.legal_actions()
                assert legal
                if kind == "random":
                    m.apply(rng.choice(legal))
                else:
                    seat = m.to_move()
                    action = bots[seat].choose(g.view(m.state, seat), legal, rng)
                    assert action in legal
                    m.apply(action)
            outcomes.add(m.state.outcome)
            totals = g.conserved(m.state)
            assert totals["ghosts"] == 8 and totals["haunting_markers"] == 3 and totals["jewels"] == 2
    assert "won" in outcomes and any(o.startswith("lost") for o in outcomes)


def test_the_small_house_in_the_simulator():
    g = small_game()
    summary = simulate(g, 1, 50, seed=2, bots=["easy"])
    assert summary["errors"] == 0 and summary["team_win_rate"] > 0
