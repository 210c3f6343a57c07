"""Treasure Hunters positions that cannot lie (issue 23): state_from_json refuses every
impossible position with a PositionError naming the key, derives what the rules
determine, and fills left-out keys with the rules' own set-up values.

One test per invariant: each position breaks exactly that invariant.
"""

import pytest

from ghostparlor.core.errors import PositionError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games.treasure_hunters.rules import DrawCard, Move, PlaceJewel, RollDie, TreasureHuntersGame

G = TreasureHuntersGame()
B = G.board
OUT = "OUT"
SETUP_JEWELS = {"A": 1, "B": 2, "D": 3, "E": 4, "G": 5, "H": 6, "J": 7, "K": 8}
ADVANCED_DECK = [*"ABCDEFGHIJKL", "SHUFFLE", "DRAW2_SHUFFLE", "DRAW3_SHUFFLE", "LOCK_BLUE", "LOCK_BLUE",
                 "LOCK_GREEN", "LOCK_GREEN"]


def position(players=4, **kw):
    data = {"players": players}
    data.update(kw)
    return G.state_from_json(data)


def refused(key, word, players=4, **kw):
    with pytest.raises(PositionError) as caught:
        position(players, **kw)
    assert caught.value.key == key, str(caught.value)
    assert word in caught.value.problem, str(caught.value)
    return caught.value


def room(rid):
    return B.room_ids.index(rid)


# --- malformed input ----------------------------------------------------------------


def test_malformed_values_are_refused_by_key_never_a_crash():
    with pytest.raises(PositionError) as caught:
        G.state_from_json(["players", 2])
    assert caught.value.key == "position"
    with pytest.raises(PositionError) as caught:
        G.state_from_json({})
    assert caught.value.key == "players" and "required" in caught.value.problem
    refused("players", "whole number", players="2")
    refused("players", "range", players=5)
    refused("game", "not one of", game="ghosts")
    refused("pawns[0]", "place", pawns=["Q9", OUT, OUT, OUT])
    refused("pawns[1]", "place", pawns=[OUT, ["H1"], OUT, OUT])
    refused("carrying", "list", carrying="none")
    refused("jewels.A", "whole number", jewels={**SETUP_JEWELS, "A": [1]})
    refused("jewels.Q", "room", jewels={**SETUP_JEWELS, "Q": 1})
    refused("ghosts", "object", ghosts=["C"])
    refused("discard[0]", "card", discard=["Z"])
    refused("draw_pile.A", "whole number", draw_pile={"A": "1"})
    refused("phase", "not one of", phase="dance")
    refused("advanced", "true or false", advanced=1)
    refused("turn", "range", turn=4)


# --- pieces: pawns, jewels, ghosts, markers, cards -----------------------------------


def test_the_pawn_count_is_the_games_for_that_many_seats_section_1_D5():
    refused("pawns", "needs 4", players=2, pawns=[OUT, OUT, OUT])
    refused("pawns", "needs 3", players=3, pawns=[OUT] * 4)


def test_TH9_two_pawns_on_one_hallway_square():
    error = refused("pawns", "two pawns on H3", pawns=["H3", "H3", OUT, OUT])
    assert str(error) == "pawns: two pawns on H3 (TH-9: one pawn per hallway square)"
    position(pawns=["G", "G", OUT, OUT])  # rooms and OUTSIDE hold any number


def test_TH14_a_carrier_is_never_already_outside():
    refused("carrying[0]", "OUTSIDE", carrying=[4, 0, 0, 0])


def test_every_jewel_is_somewhere_section_3():
    refused("jewels", "7 jewels", jewels={r: j for r, j in SETUP_JEWELS.items() if r != "E"})


def test_a_jewel_is_in_one_place_only_TH13():
    refused("jewels", "9 jewels", pawns=["H2", OUT, OUT, OUT], carrying=[1, 0, 0, 0], jewels=SETUP_JEWELS)
    refused("jewels", "2 of 1", delivered=[1], jewels={**{r: j for r, j in SETUP_JEWELS.items() if r != "B"}})


def test_a_jewel_lies_only_in_a_jewel_room_without_the_put_down_house_rule_D11():
    jewels = {**{r: j for r, j in SETUP_JEWELS.items() if r != "A"}, "C": 1}
    refused("jewels.C", "not a jewel room", jewels=jewels)
    position(advanced=True, allow_putdown=True, jewels=jewels)  # put down there under the house rule


def test_the_put_down_house_rule_belongs_to_the_advanced_game_D11():
    refused("allow_putdown", "advanced", allow_putdown=True)


def test_TH_A2_advanced_deliveries_are_in_number_order():
    refused("delivered", "order", advanced=True, delivered=[2])
    position(delivered=[2])  # the basic game ignores the numbers


def test_the_basic_game_never_reveals_a_number_section_3():
    refused("revealed", "basic", revealed=[3])


def test_a_revealed_number_is_named_once():
    refused("revealed[1]", "twice", advanced=True, revealed=[3, 3])


def test_TH5_three_ghosts_in_a_room_that_is_not_haunted():
    refused("ghosts.F", "not haunted", ghosts={"F": 3})


def test_TH5_a_haunted_room_holds_no_ghosts():
    refused("ghosts.C", "haunted room", haunted=["C"], ghosts={"C": 1})


def test_a_room_is_haunted_once():
    refused("haunted[1]", "twice", haunted=["B", "B"])


def test_D3_ghost_figures_add_up_to_the_games():
    refused("ghost_supply", "24", ghost_supply=21)


def test_D4_haunting_markers_add_up_to_the_games():
    refused("markers_left", "6", haunted=["B"], markers_left=6)


def test_cards_add_up_to_the_deck_of_the_mode():
    error = refused("cards", "14 cards", discard=["A"], draw_pile={c: 1 for c in "ABCDEFGHIJKL"} | {"SHUFFLE": 1})
    assert "the game has 13" in error.problem
    refused("cards", "LOCK_BLUE", lock="LOCK_BLUE")  # the basic deck has no lock card


def test_TH_A4_the_lock_is_a_lock_card():
    refused("lock", "not a lock card", advanced=True, lock="A")


def test_TH6_TH_A3_shuffle_cards_lie_on_the_discard_pile_only_during_extra_draws():
    refused("discard[0]", "extra draws", discard=["SHUFFLE"])
    refused("discard[0]", "extra draws", advanced=True, discard=["DRAW2_SHUFFLE"])
    position(advanced=True, phase="card", roll=2, draws_left=1, discard=["DRAW2_SHUFFLE", "SHUFFLE"])


def test_TH_A4_a_lock_card_is_discarded_only_while_doors_are_locked():
    refused("discard[0]", "no doors are locked", advanced=True, discard=["LOCK_GREEN"])
    position(advanced=True, discard=["LOCK_GREEN"], lock="LOCK_BLUE")


# --- the phase and the pawn to act -----------------------------------------------------


def test_TH1_after_the_roll_the_roll_is_required():
    refused("roll", "required", phase="move")


def test_TH1_before_the_roll_there_is_no_roll():
    refused("roll", "not rolled", phase="roll", roll=3)


def test_TH2_a_card_is_drawn_only_on_a_ghost_icon():
    refused("roll", "no ghost icon", phase="card", roll=6)


def test_TH_A3_extra_draws_only_while_a_draw_card_is_resolved():
    refused("draws_left", "DRAW", phase="card", roll=2, draws_left=2)  # the basic game
    refused("draws_left", "DRAW", advanced=True, phase="move", roll=2, draws_left=1)
    refused("draws_left", "at most 3", advanced=True, phase="card", roll=2, draws_left=4)


def test_D10_a_card_is_never_drawn_from_an_empty_pile():
    discard = [c for c in ADVANCED_DECK if c not in ("LOCK_BLUE", "DRAW2_SHUFFLE")] + ["LOCK_BLUE"]
    refused("draw_pile", "empty", advanced=True, phase="card", roll=1, draws_left=1, draw_pile={},
            discard=discard + ["DRAW2_SHUFFLE"], lock="LOCK_BLUE")


def test_TH12_a_pickup_step_has_a_jewel_to_pick_up_or_put_down():
    refused("phase", "pickup", phase="pickup", roll=3, pawns=["C", OUT, OUT, OUT])
    s = position(phase="pickup", roll=3, pawns=["K", OUT, OUT, OUT])
    assert G.to_move(s) == 0 and G.legal_actions(s)


def test_TH15_TH16_a_fight_step_has_something_to_fight():
    refused("phase", "fight", phase="fight", roll=3, pawns=["K", OUT, OUT, OUT])
    refused("phase", "fight", phase="fight", roll=3, pawns=["K", OUT, OUT, OUT], haunted=["K"])  # alone
    s = position(phase="fight", roll=3, pawns=["K", "K", OUT, OUT], haunted=["K"])
    assert G.to_move(s) == CHANCE and G.chance_outcomes(s)


def test_section_3_jewels_are_placed_on_the_set_up_table():
    refused("pawns", "outside", phase="place_jewels", pawns=["H1", OUT, OUT, OUT])
    refused("ghosts", "start room", phase="place_jewels", ghosts={"C": 2, "F": 1, "I": 1, "L": 1})
    refused("revealed", "face up", phase="place_jewels", advanced=True, jewels={"A": 3}, revealed=[3])
    refused("outcome", "not begun", phase="place_jewels", outcome="won")


def test_TH_A1_jewels_are_placed_one_jewel_room_after_another():
    refused("jewels", "letter order", phase="place_jewels", jewels={"B": 3})
    s = position(phase="place_jewels", jewels={"A": 3})
    assert G.to_move(s) == CHANCE and len(G.chance_outcomes(s)) == 7


def test_TH_A1_the_place_jewels_phase_has_a_jewel_left_to_place():
    refused("phase", "every jewel", phase="place_jewels", jewels=SETUP_JEWELS)


def test_a_game_over_was_ended_by_something():
    refused("phase", "nothing", phase="over")


def test_a_stated_ending_is_the_positions():
    refused("outcome", "lost_hauntings", phase="over", outcome="won", haunted=["A", "B", "C", "D", "E", "G"],
            ghosts={"F": 1})
    refused("outcome", "phase is roll", phase="roll", outcome="lost_hauntings",
            haunted=["A", "B", "C", "D", "E", "G"], ghosts={"F": 1})


def test_D9_the_sixth_haunting_ends_the_game_before_the_last_jewel_goes_out():
    refused("haunted", "last haunting", delivered=list(range(1, 9)), jewels={},
            haunted=["A", "B", "C", "D", "E", "G"], ghosts={})


def test_deck_order_names_exactly_the_draw_pile():
    refused("deck_order", "deck", deck_order=["A", "B"])
    refused("deck_order", "list", deck_order=[["A"]] + list("BCDEFGHIJKL") + ["SHUFFLE"])


# --- derived --------------------------------------------------------------------------


def test_derived_supplies_and_draw_pile():
    s = position(ghosts={"A": 2, "B": 1}, haunted=["C"], discard=["A", "B"])
    assert s.supply == 21 and s.markers_left == 5
    assert s.draw_size == 11 and s.draw[G.card_index["A"]] == 0 and s.draw[G.card_index["SHUFFLE"]] == 1


def test_derived_TH_A2_carried_and_delivered_jewels_are_face_up():
    s = position(advanced=True, pawns=["H2", OUT, OUT, OUT], carrying=[3, 0, 0, 0], delivered=[1, 2],
                 jewels={r: j for r, j in SETUP_JEWELS.items() if j > 3})
    assert G.view(s, 0).carried_number[0] == 3 and G.view(s, 0).delivered_numbers == (1, 2)
    assert G.view(s, 0).jewel_number[room("E")] == 0  # still face down
    pick = position(advanced=True, phase="pickup", roll=2, pawns=["E", OUT, OUT, OUT])
    assert G.view(pick, 0).jewel_number[room("E")] == 4  # D-12: the pawn ended its move there


def test_derived_TH20_six_hauntings_end_the_game():
    s = position(phase="move", roll=3, haunted=["A", "B", "C", "D", "E", "G"], ghosts={"F": 1})
    assert G.to_move(s) == TERMINAL and s.outcome == "lost_hauntings" and s.roll == 0


def test_derived_TH21_lone_trapped_carriers_end_the_game():
    s = position(players=3, pawns=["A", "H", "G"], carrying=[1, 6, 5], haunted=["A", "H", "G"], ghosts={},
                 jewels={r: j for r, j in SETUP_JEWELS.items() if r not in "AHG"})
    assert G.is_over(s) and s.outcome == "lost_deadlock"


def test_derived_D11_the_advanced_dead_end_ends_the_game():
    s = position(players=3, advanced=True, pawns=["A", "B", "H3"], carrying=[2, 3, 4],
                 jewels={r: j for r, j in SETUP_JEWELS.items() if j not in (2, 3, 4)})
    assert G.is_over(s) and s.outcome == "lost_dead_end"


def test_derived_TH19_every_jewel_out_and_every_pawn_outside_is_won():
    s = position(delivered=list(range(1, 9)), jewels={})
    assert G.is_over(s) and s.outcome == "won" and G.result(s).team_won
    over = position(outcome="won", delivered=list(range(1, 9)), jewels={})  # the phase follows from the outcome
    assert G.to_move(over) == TERMINAL


# --- defaults: the rules' own set-up ---------------------------------------------------


def test_defaults_are_set_up_with_jewel_j_dealt_to_the_jth_jewel_room():
    s = G.new_state(2)
    for j in range(1, 9):
        G.apply(s, PlaceJewel(j))
    assert G.fingerprint(position(2)) == G.fingerprint(s)
    assert G.fingerprint(position(2, phase="place_jewels")) == G.fingerprint(G.new_state(2))


def test_default_jewels_stay_in_the_rooms_they_were_dealt_to():
    s = position(pawns=["H2", OUT, OUT, OUT], carrying=[4, 0, 0, 0], delivered=[7])
    jewels = {B.room_ids[r]: j for r, j in enumerate(s.room_jewel) if j}
    assert jewels == {r: j for r, j in SETUP_JEWELS.items() if r not in ("E", "J")}


def test_default_ghosts_leave_a_haunted_start_room_empty():
    s = position(haunted=["I"])
    assert [s.ghosts[room(r)] for r in "CFIL"] == [1, 1, 0, 1] and s.supply == 21 and s.markers_left == 5


def test_deck_order_is_dealt_by_the_match_in_that_order():
    order = ["K", "SHUFFLE", "A", *"BCDEFGHIJL"]
    m = Match.at_position(G, {"players": 2, "deck_order": order})
    drawn = []
    while len(drawn) < 3:
        if m.to_move() == CHANCE:
            action = m.next_chance()
            if isinstance(action, RollDie) and not G.ghost_icon[action.value]:
                action = RollDie(1)  # a ghost icon, so that every turn draws
            if isinstance(action, DrawCard):
                drawn.append(action.card)
            m.apply(action)
        else:
            m.apply(Move(G.board.node_ids[m.state.pos[m.state.turn]]))  # stay
    assert drawn == ["K", "SHUFFLE", "A"]
