"""Don't Go In There: positions that cannot lie (issue 23). ``state_from_json`` refuses each
impossible position with a PositionError naming the key; what the rules determine is
derived; left-out keys take the rules' own values. Rule IDs as in rules/dont_go_in_there.md."""

from __future__ import annotations

import copy

import pytest

from ghostparlor.core.errors import PositionError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.games.dont_go_in_there.rules import DEAL, OVER, PLACE, DealCard, PlaceMeeple
from tests.games.dont_go_in_there.dont_go_in_there_helpers import G, P1, P2, P3, position

FILLED = {"players": 3, "phase": "place", "active": 0, "types": ["ring", "twin", "cat", "doll", "mask", "tome"],
          "boards": [{"room": "attic", "slots": ["ring_1", "twin_2", "cat_3"], "meeples": [None, 1, None, None]},
                     {"room": "basement", "slots": ["doll_1", "doll_2", "mask_3"]},
                     {"room": "library", "slots": ["ring_2", "twin_3", "cat_4"]}]}


def base(**changes):
    data = copy.deepcopy(FILLED)
    data.update(changes)
    return data


def refused(data, key, word):
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key == key, str(info.value)
    assert word in info.value.problem, str(info.value)
    return info.value


def board(data, b, **changes):
    data["boards"][b].update(changes)
    return data


def test_the_base_position_is_possible():
    s = G.state_from_json(base())
    assert s.phase == PLACE and G.legal_actions(s)


# --- malformed input -----------------------------------------------------------
@pytest.mark.parametrize("data, key", [
    ([], "position"), ({}, "players"), ({"players": "3"}, "players"), ({"players": 3, "boards": 5}, "boards"),
    (base(tableaux=[[], 7, []]), "tableaux[1]"), (base(ghosts=[0, None, 0]), "ghosts[1]"), (base(deck=[]), "deck"), ({"players": 3, "boards": [[]]}, "boards[0].position"),
])
def test_malformed_input_is_a_position_error(data, key):
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key == key, str(info.value)


# --- one test per invariant -------------------------------------------------------
def test_players_are_two_to_five():
    refused(base(players=6), "players", "range")


def test_phase_is_a_phase_of_the_game():
    refused(base(phase="night"), "phase", "not one of")


def test_per_seat_lists_have_one_entry_per_player():
    refused(base(ghosts=[0, 0]), "ghosts", "needs 3")
    refused(base(tableaux=[[], []]), "tableaux", "needs 3")
    refused(base(penalty=[0, 0, 0, 0]), "penalty", "needs 3")


def test_DG18_ghosts_are_never_below_zero():
    refused(base(ghosts=[0, -1, 0]), "ghosts[1]", "range")


def test_S3_a_room_is_a_side_of_its_own_board():
    refused(board(base(), 0, room="hallway"), "boards[0].room", "side of board 2")


def test_there_are_three_boards():
    data = base()
    data["boards"].append(dict(data["boards"][0]))
    refused(data, "boards", "4 boards")


def test_a_card_id_must_exist():
    refused(board(base(), 1, slots=["doll_1", "doll_9", "mask_3"]), "boards[1].slots[1]", "not a card")


def test_a_slot_row_has_three_slots_and_a_meeple_row_four_spaces():
    refused(board(base(), 1, slots=["doll_1", "doll_2"]), "boards[1].slots", "needs 3")
    refused(board(base(), 1, meeples=[None] * 5), "boards[1].meeples", "needs 4")


def test_a_meeple_belongs_to_a_seat():
    refused(board(base(), 1, meeples=[3, None, None, None]), "boards[1].meeples[0]", "range")


def test_cards_no_more_copies_than_the_game_has():
    refused(base(tableaux=[["ring_1", "ring_1"], [], []]), "cards", "ring_1")


def test_cards_every_card_of_the_types_in_play_once_the_deck_is_stated():
    refused(base(deck={"ring_4": 1}, removed={}), "cards", "the game has 48")


def test_S1_cards_are_of_the_types_in_play():
    refused(base(tableaux=[["clock_1"], [], []]), "cards", "not in play")


def test_S1_types_are_known_and_in_play_once():
    refused(base(types=["ring", "ring", "cat", "doll", "mask", "tome"]), "types", "once")
    refused(base(types=["ring", "ghost"]), "types[1]", "not a card type")


def test_S1_types_needed_is_the_set_up_tables():
    refused(base(types_needed=7), "types_needed", "6 card types")


def test_S1_phase_types_has_types_still_to_choose():
    data = {"players": 3, "phase": "types", "types": ["ring", "twin", "cat", "doll", "mask", "tome"]}
    refused(data, "types", "chosen")


def test_S2_removed_cards_are_at_most_the_set_up_tables():
    refused(base(removed={"mask_4": 2, "tome_1": 2, "tome_2": 2, "tome_3": 2, "tome_4": 2, "cat_1": 2, "cat_2": 1}), "removed", "remove 12")


def test_S2_to_remove_is_what_is_left_to_remove():
    refused({"players": 3, "phase": "remove", "types": FILLED["types"], "to_remove": 3}, "to_remove", "is 12")
    refused(base(to_remove=2), "to_remove", "is 0")


def test_D12_the_supply_is_the_meeples_not_on_a_board():
    refused(base(supply=[10, 10, 10]), "supply[1]", "on the boards")


def test_DG5_a_room_that_does_not_resolve_holds_at_most_two_meeples():
    refused(board(base(), 1, meeples=[0, 1, 2, None]), "boards[1].meeples", "does not resolve")


def test_S4_DG11_a_room_in_play_holds_three_cards_between_resolutions():
    refused(board(base(), 1, slots=["doll_1", None, "mask_3"]), "boards[1].slots", "3 cards")


def test_DG11_a_board_out_of_the_game_holds_nothing():
    refused(board(base(), 1, out=True), "boards[1].out", "no cards")


def test_DG11_no_board_leaves_the_game_during_set_up_or_a_deal():
    data = base(phase="deal")
    data["boards"][1] = {"room": "basement", "out": True}
    refused(data, "boards[1].out", "deal")


def test_DG13_every_board_out_means_the_game_is_over():
    out = [{"room": r, "out": True} for r in ("attic", "basement", "library")]
    refused(base(boards=out, phase="place"), "phase", "over")
    refused(base(phase="over", deck={}), "boards", "every board")


def test_S3_boards_are_turned_in_board_order():
    data = {"players": 3, "phase": "sides", "types": FILLED["types"], "removed": {"ring_1": 2, "ring_2": 2, "ring_3": 2, "ring_4": 2, "twin_1": 2, "twin_2": 2},
            "boards": [{"room": None}, {"room": "basement"}, {"room": None}]}
    refused(data, "boards", "board order")
    data["boards"][0]["room"] = "attic"
    data["boards"][1]["slots"] = ["doll_1", "doll_2", "mask_3"]
    refused(data, "boards[1].slots", "no card")


def test_S3_every_board_has_a_side_up_once_set_up_is_done():
    data = base()
    data["boards"][2] = {"room": None}
    refused(data, "boards[2].room", "side up")


def test_DG5_a_resolution_belongs_to_the_resolving_phases():
    refused(base(resolution={"position": 1}), "resolution", "no room resolves")
    refused(base(phase="claim"), "resolution", "required")


def _rolling(**res):
    data = base(phase="roll", active=2)
    data["boards"][0]["meeples"] = [0, 1, 2, None]
    data["resolution"] = {"position": 1, "resolver": 2, **res}
    return data


def test_DG5_the_resolver_placed_the_third_meeple_and_is_still_active():
    refused(_rolling(resolver=1), "resolution.resolver", "active")


def test_DG5_a_room_resolves_with_three_meeples():
    data = _rolling()
    data["boards"][0]["meeples"] = [0, 1, None, None]
    refused(data, "resolution.position", "3 meeples")


def test_DG7_the_dice_are_the_rooms_dice_icons():
    refused(_rolling(dice=2), "resolution.dice", "5 dice")


def test_DG7_the_rolled_ghosts_are_at_most_the_dice():
    refused(_rolling(ghosts=6), "resolution.ghosts", "range")


def test_DG8_the_ability_phase_has_an_ability_left():
    data = _rolling(rolls=1, ability_left=0)
    data["phase"] = "ability"
    data["boards"][0]["room"] = "attic"
    refused(data, "resolution.ability_left", "used up")


def _claiming(**res):
    data = _rolling(rolls=1, **res)
    data["phase"] = "claim"
    return data


def test_DG10_the_claims_are_the_meeples_in_the_room_top_first():
    refused(_claiming(claims=[2, 1, 3]), "resolution.claims", "top first")


def test_DG10_the_last_card_is_never_chosen():
    data = _claiming()
    data["boards"][0]["slots"] = ["ring_1", None, None]
    data["boards"][0]["meeples"] = [None, None, 2, None]
    data["tableaux"] = [["twin_2"], ["cat_3"], []]
    refused(data, "resolution.position", "automatically")


def test_DG33_doll_options_only_in_phase_doll():
    refused(_claiming(doll_options=[[2, 4]]), "resolution.doll_options", "phase doll")


def test_S4_DG11_the_deal_queue_is_the_empty_slots_in_board_order():
    data = base(phase="deal", deal_queue=[[2, 1]])
    data["boards"][1]["slots"] = [None, None, None]
    refused(data, "deal_queue", "board order")
    refused(base(phase="deal"), "phase", "no slot is empty")
    refused(base(deal_queue=[[1, 1]]), "deal_queue", "no card is dealt")


def test_DG25_the_face_down_card_and_who_has_seen_it():
    data = base()
    data["boards"][2] = {"room": "secret_passage", "slots": ["ring_2", "twin_3", "cat_4"], "meeples": [None, None, 0, None]}
    assert G.state_from_json(copy.deepcopy(data)).face_down[2] == 2
    refused(board(copy.deepcopy(data), 2, face_down_slot=None), "boards[2].face_down_slot", "face down")
    refused(board(copy.deepcopy(data), 2, seen_by=[1]), "boards[2].seen_by", "[0]")


def test_S6_the_first_player_is_unknown_until_drawn_and_known_after():
    refused(base(phase="first_player", first_player=1), "first_player", "not known yet")
    refused(base(first_player=None), "first_player", "known once play")


def test_DG32_the_clock_was_used_by_a_seat_that_dispelled_clocks():
    refused(base(types=["ring", "twin", "cat", "doll", "mask", "clock"], clock_used_by=1), "clock_used_by", "no dispelled Clock")


def test_DG32_face_up_clocks_worth_eight_mean_the_clock_was_used():
    refused(base(types=["ring", "twin", "cat", "doll", "mask", "clock"], tableaux=[["clock_4", "clock_4"], [], []]),
            "tableaux[0]", "never used")


def test_the_turn_is_the_placements_made():
    refused(base(turn=5, tableaux=[["mask_1"], [], []]), "turn", "cards were taken")


def test_DG15_the_penalty_is_the_rules():
    refused(base(penalty=[1, 0, 0]), "penalty", "DG-15")


# --- derived and default values ---------------------------------------------------
def test_derived_supply_seen_by_turn_and_claims():
    data = base(tableaux=[["mask_1"], ["mask_2"], ["mask_4"]])
    data["boards"][2] = {"room": "secret_passage", "slots": ["ring_2", "twin_3", "cat_4"], "meeples": [0, None, None, None]}
    s = G.state_from_json(data)
    assert s.supply == [9, 9, 10]  # D-12
    assert s.seen[2] == [True, False, False]  # DG-25
    assert s.turn == 5  # 2 meeples on the boards + 3 cards taken
    c = G.state_from_json(_claiming())
    assert c.claims == [0, 1, 2]  # DG-10


def test_derived_deal_queue_and_face_down_card_of_a_deal():
    data = base(phase="deal")
    data["boards"][2] = {"room": "secret_passage", "slots": ["ring_2", None, None]}
    s = G.state_from_json(data)
    assert s.phase == DEAL and s.deal_queue == [(2, 1), (2, 2)]
    G.apply(s, DealCard("cat_1"))
    G.apply(s, DealCard("cat_2"))
    assert s.face_down[2] == 2 and s.phase == PLACE


def test_derived_penalty_and_the_end():
    out = [{"room": r, "out": True} for r in ("attic", "basement", "library")]
    s = G.state_from_json({"players": 3, "boards": out, "deck": {}, "types": FILLED["types"],
                           "tableaux": [["ring_1"], ["ring_2"], ["ring_3"]], "ghosts": [7, 7, 2]})
    assert s.phase == OVER  # every board is out: the game is over (DG-13)
    assert s.penalty == [3, 3, 0]  # DG-15
    assert G.result(s).winners == (P3,)  # 3 curses against 1 + 3 and 2 + 3


def test_a_stated_deck_puts_the_cards_named_nowhere_out_of_play():
    s = G.state_from_json(base(deck={"tome_1": 2, "tome_2": 2, "tome_3": 1}))
    assert s.deck_size == 5 and s.removed_size == 48 - 9 - 5
    assert G.conserved(s) == G.conserved(G.state_from_json(base()))


def test_defaults_are_set_up_values():
    s = G.state_from_json({"players": 3, "boards": FILLED["boards"], "types": FILLED["types"]})
    assert s.phase == PLACE and s.ghosts == [0, 0, 0] and s.penalty == [0, 0, 0] and s.first_player == 0
    assert s.active == 0 and s.types_needed == 6 and s.to_remove == 0 and s.clock_by == -1
    assert s.deck_size == 48 - 9 and s.removed_size == 0  # the cards named nowhere are in the deck
    fresh = G.state_from_json({"players": 2, "phase": "types", "card_types": "custom"})
    assert fresh.to_remove == 16 and fresh.types_needed == 5 and G.to_move(fresh) == P1  # S-1, S-2


def test_helper_positions_stay_possible():
    s = position(3, rooms={"attic": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {1: P1, 2: P2}}}, active=P3)
    assert G.legal_actions(s)


# --- deck_order --------------------------------------------------------------------
def test_deck_order_deals_exactly_those_cards_in_that_order():
    data = base(active=2, deck_order=["tome_1", "mask_4", "tome_2", "tome_3", "tome_4", "tome_1"])
    data["boards"][0]["meeples"] = [0, 1, None, None]
    match = Match.at_position(G, data, seed=3)
    assert match.state.deck_size == 6
    match.apply(PlaceMeeple("attic", 3))  # the Attic resolves
    dealt = []
    while not match.is_over() and len(dealt) < 3:
        if match.to_move() == CHANCE:
            action = match.next_chance()
            if isinstance(action, DealCard):
                dealt.append(action.card)
            match.apply(action)
        else:
            match.apply(match.legal_actions()[0])
    assert dealt == ["tome_1", "mask_4", "tome_2"]


def test_deck_order_must_be_the_deck():
    with pytest.raises(PositionError) as info:
        G.deck_order_script(G.state_from_json(base(deck={"tome_1": 1})), ["tome_2"])
    assert info.value.key == "deck_order"
    refused(base(deck={"tome_1": 1, "tome_2": 0}, deck_order=["tome_2"]), "deck_order", "not in the deck")


def _choosing(phase, tableau, **res):
    data = _claiming(**res)
    data["phase"] = phase
    data["boards"][0]["slots"] = [None, "twin_2", "cat_3"]  # seat 0 took its card
    data["tableaux"] = [tableau, [], []]
    return data


def test_DG33_a_doll_choice_is_among_the_claimants_face_up_dolls():
    assert G.to_move(G.state_from_json(_choosing("doll", ["doll_2", "doll_4", "doll_3"], doll_options=[[2, 4]]))) == P1
    refused(_choosing("doll", ["doll_3", "doll_4"], doll_options=[[2, 4]]), "resolution.doll_options[0]", "no face-up Dolls")


def test_DG40_a_tome_choice_needs_an_even_tome_count_and_another_card():
    assert G.to_move(G.state_from_json(_choosing("tome", ["tome_1", "tome_2", "ring_2"]))) == P1
    refused(_choosing("tome", ["tome_1", "ring_2"]), "tableaux", "even")
    refused(_choosing("tome", ["tome_1", "tome_2"]), "tableaux", "no other")
