"""Why a move cannot be played (issue 50): the rules answer ``why_illegal`` in the words the
table shows a player who clicks a place they cannot end on, one reason per rule broken
(TH-1, TH-7 to TH-11, TH-17, TH-A2, TH-A4, D-2, D-8), and None for a legal move. The table
asks this through its seat's feed and adds only who is asking (a spectator, another
seat's turn)."""

from pathlib import Path

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import (
    DrawCard,
    Move,
    PickUpJewel,
    RollDie,
    TreasureHuntersGame,
    load_spec_file,
)
from ghostparlor.games.treasure_hunters.rules import why

G = TreasureHuntersGame()
B = G.board
OUT = "OUT"
WHY = "treasure_hunters.ui.why."
SETUP_JEWELS = {"A": 1, "B": 2, "D": 3, "E": 4, "G": 5, "H": 6, "J": 7, "K": 8}


def position(game=G, players=4, **kw):
    data = {"players": players, "phase": "roll"}
    data.update(kw)
    return game.state_from_json(data)


def moving(s, roll):
    """``s`` in its move phase with the die showing ``roll`` (a 6 draws no card, TH-2)."""
    G.apply(s, RollDie(6))
    s.roll = roll
    return s


def test_a_legal_move_has_no_reason_and_staying_is_always_legal():
    s = moving(position(pawns=["H12", OUT, OUT, OUT]), 1)
    for to in ("H12", "H11", "H13", "H17"):
        assert G.why_illegal(s, Move(to)) is None
    assert {a.to for a in G.legal_actions(s)} == {"H12", "H11", "H13", "H17"}


def test_TH7_too_far_names_the_spaces_and_the_roll():
    s = moving(position(pawns=["H12", OUT, OUT, OUT]), 1)
    spaces = B.distances(B.node_index["H12"])[B.node_index["H10"]]
    assert spaces == 2
    assert G.why_illegal(s, Move("H10")) == t(WHY + "too_far", spaces=2, roll=1) == "Too far: 2 spaces away, you rolled 1."


def test_TH9_another_pawn_holds_the_hallway_square():
    s = moving(position(pawns=[OUT, "H2", OUT, OUT]), 3)
    assert G.why_illegal(s, Move("H2")) == t(WHY + "occupied")
    assert G.why_illegal(s, Move("H3")) is None  # passed through, never ended on


def test_TH17_a_trapped_carrier_can_only_stay():
    s = moving(position(pawns=["I", OUT, OUT, OUT], carrying=[7, 0, 0, 0], jewels={r: j for r, j in SETUP_JEWELS.items() if r != "J"},
                        haunted=["I"]), 6)
    assert G.why_illegal(s, Move("I")) is None
    reason = t(WHY + "trapped", room=G.room_name("I"))
    assert G.why_illegal(s, Move("H7")) == reason and G.why_illegal(s, Move(OUT)) == reason
    assert G.room_name("I") in reason


def test_TH_A2_a_carrier_steps_outside_only_with_the_next_jewel():
    s = moving(position(advanced=True, pawns=["H1", OUT, OUT, OUT], carrying=[4, 0, 0, 0], delivered=[1, 2], revealed=[1, 2, 4],
                        jewels={"A": 3, "B": 5, "D": 6, "G": 7, "H": 8}), 3)
    assert G.why_illegal(s, Move(OUT)) == t(WHY + "jewel_order", number=3) == "Jewel 3 must leave the house first."
    assert G.why_illegal(s, Move("H2")) is None


def test_TH_A4_locked_doors_are_named_by_colour():
    """A carrier in J: J's hallway door is blue and locked, its door to I leads through a
    haunted room (TH-17): the hallway is out of reach because of the lock."""
    s = moving(position(advanced=True, pawns=["J", OUT, OUT, OUT], carrying=[7, 0, 0, 0], lock="LOCK_BLUE", haunted=["I"],
                        jewels={r: j for r, j in SETUP_JEWELS.items() if r != "J"}), 5)
    assert G.why_illegal(s, Move("H1")) == t(WHY + "locked", colour=G.colour_name("blue"))
    assert G.why_illegal(s, Move("I")) is None  # into the haunted room as its last space (D-2)


def test_TH17_D2_a_carrier_passes_no_haunted_room(tmp_path):
    """The small house with room A's hallway door bricked up: A lies behind C, so a carrier
    cannot get there while C is haunted (it may end in C, never walk through)."""
    text = (Path(__file__).parent / "small_house.yaml").read_text(encoding="utf-8")
    assert "    - [A, S3, red]\n" in text
    path = tmp_path / "behind.yaml"
    path.write_text(text.replace("    - [A, S3, red]\n", ""), encoding="utf-8")
    game = TreasureHuntersGame(load_spec_file(path))
    s = game.state_from_json({"players": 2, "phase": "roll", "pawns": ["S1", OUT], "carrying": [1, 0], "jewels": {"D": 2},
                              "haunted": ["C"]})
    game.apply(s, RollDie(3))
    assert game.why_illegal(s, Move("A")) == t(WHY + "haunted_path")
    assert game.why_illegal(s, Move("C")) is None  # as its last space
    s.carry[0] = 0
    assert game.why_illegal(s, Move("A")) is None  # a pawn without a jewel walks through


def test_TH1_a_move_waits_for_the_dice_and_for_the_jewel_choice():
    s = position(pawns=["H2", OUT, OUT, OUT])
    assert G.why_illegal(s, Move("H3")) == t(WHY + "wait")  # the die is still to roll
    moving(s, 1)
    G.apply(s, Move("J"))  # a room with a jewel: pick it up or not first
    assert s.phase == 4
    assert G.why_illegal(s, Move("H2")) == t(WHY + "jewel_first")
    assert G.why_illegal(s, PickUpJewel()) is None


def test_an_ended_game_says_so():
    s = position(advanced=True, haunted=["A", "B", "C", "D", "E"], ghosts={"F": 2, "G": 2})
    G.apply(s, RollDie(1))
    G.apply(s, DrawCard("DRAW2_SHUFFLE"))
    G.apply(s, DrawCard("F"))  # the sixth haunting (TH-20)
    assert s.outcome == "lost_hauntings"
    assert G.why_illegal(s, Move("H1")) == t(WHY + "over") == "The game is over."
    assert G.why_illegal(s, PickUpJewel()) == t(WHY + "over")


def test_no_way_leads_to_a_place_off_the_board_and_a_reachable_refusal_is_plain(monkeypatch):
    s = moving(position(pawns=["H12", OUT, OUT, OUT]), 1)
    assert G.why_illegal(s, Move("Z9")) == t(WHY + "unreachable")
    monkeypatch.setattr(why, "may_end_on", lambda g, state, to: False)  # a refusal no other rule explains
    assert G.why_illegal(s, Move("H11")) == t(WHY + "cannot")


def test_other_actions_keep_the_protocol_answer():
    s = moving(position(pawns=["H12", OUT, OUT, OUT]), 1)
    assert G.why_illegal(s, PickUpJewel()) == "not among the legal actions"
