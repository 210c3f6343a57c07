"""Ghostbumpers positions that cannot lie (issue 23): state_from_json refuses every impossible
position with a PositionError naming the key, derives what the rules determine, takes the
rules' own defaults for left-out keys, and a position can state its deck order.

Each refusal test starts from a position reached in real play (or a possible hand-built one)
and breaks exactly one invariant.
"""

import copy
import random

import pytest

from ghostparlor.core.errors import PositionError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.rules import (
    PHASE_NAMES, ChooseFirstPlayer, DiscardCard, DrawCard, PlayCards,
)

G = load_game("ghostbumpers")


def reached(phase, players=4, seed=3, options=None):
    """The JSON of the first state of seeded random play in ``phase``."""
    m = Match(G, players, options or {}, seed=seed)
    rng = random.Random(seed)
    while PHASE_NAMES[m.state.phase] != phase:
        assert not m.is_over(), phase
        m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()))
    return G.state_to_json(m.state)


def refused(data, key, word):
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key == key, str(info.value)
    assert word in info.value.problem, str(info.value)
    return info.value


def gb9_position():
    """6 players, first trick: A 7x7, B 7x8, C 3x6 drew the last card and needs one more;
    C, D, E, F have chosen their GB-9 discards and A is to choose (every card placed)."""
    hands = [[0, 1, 1, 3, 3, 4, 4, 9], [1, 1, 1, 1, 1, 2, 2, 2], [2, 2, 2, 2, 3, 3], [3, 3, 4, 4, 4, 4, 4, 5],
             [5] * 8, [6, 6, 6, 9, 9, 9, 9, 9]]
    table = [{"seat": 0, "card": 7, "count": 7}, {"seat": 1, "card": 8, "count": 7}, {"seat": 2, "card": 6, "count": 3}]
    return {"players": 6, "phase": "gb9_discard", "hands": hands, "decks": ["SUUUUUU"] * 6, "table": table,
            "refill_seat": 2, "refill_need": 1, "gb9_count": 1, "gb9_pending": [-1, -1, 3, 5, 6, 9],
            "draw_pile": [], "discard_pile": []}


# --- reading: malformed input is a PositionError naming the key --------------------------


def test_not_an_object():
    refused([1, 2], "position", "object")


def test_players_required_and_in_range():
    refused({}, "players", "required")
    refused({"players": 7}, "players", "range")
    refused({"players": "4"}, "players", "whole number")


def test_other_game():
    refused({**reached("play"), "game": "ghosts"}, "game", "ghosts")


def test_unknown_card_and_wrong_types():
    data = reached("play")
    data["hands"][0][0] = 12
    refused(data, "hands[0][0]", "not a card")
    data = reached("play")
    data["hands"][1] = "nine"
    refused(data, "hands[1]", "list")
    data = reached("play")
    data["phase"] = "bidding"
    refused(data, "phase", "not one of")


# --- invariants -------------------------------------------------------------------------


def test_cards_equal_the_player_count_deck_one_more():
    data = reached("play")
    data["hands"][0].append(9)
    data["draw_pile"] = data["draw_pile"]
    refused(data, "cards", "the game has")


def test_cards_equal_the_player_count_deck_one_missing():
    data = reached("play")
    data["draw_pile"] = data["draw_pile"][1:]
    refused(data, "cards", "the game has")


def test_per_seat_lists_have_one_entry_per_player():
    for key in ("hands", "totals", "decks", "owed", "gb9_pending", "revealed"):
        data = reached("play")
        data[key] = data[key][:-1]
        refused(data, key, "needs 4")


def test_character_deck_is_the_seats_set():
    data = reached("play")
    data["revealed"][0] += 1
    refused(data, "decks[0]", "character set")


def test_character_deck_letters():
    data = reached("play")
    data["decks"][1] = "USSU"
    refused(data, "decks[1]", "one S")


def test_scared_card_not_inserted_during_the_deal():
    data = reached("deal")
    data["decks"][0] = "SUUUUUU"
    refused(data, "decks[0]", "after the deal")


def test_every_scared_card_inserted_before_the_tricks():
    data = reached("play")
    data["decks"][2] = "UUUUUU"
    refused(data, "decks[2]", "before the tricks")


def test_the_deal_goes_one_card_at_a_time_from_left_of_the_dealer():
    data = reached("deal")
    data["hands"] = [[], [], [], []]
    data["hands"][data["dealer"]] = data["draw_pile"][:1]
    data["draw_pile"] = data["draw_pile"][1:]
    data.pop("deal_pos")
    refused(data, f"hands[{data['dealer']}]", "left of the dealer")


def test_scared_cards_are_inserted_from_the_dealer_leftwards():
    data = reached("scare")
    seat = (data["dealer"] + 2) % 4
    data["decks"][seat] = "SUUUUUU"
    refused(data, f"decks[{seat}]", "leftwards")


def test_scare_phase_with_every_S_inserted_is_over():
    data = reached("scare")
    data["decks"] = ["SUUUUUU"] * 4
    refused(data, "decks", "tricks have begun")


def test_deal_hands_in_the_scare_phase():
    data = reached("scare")
    card = data["hands"][0].pop()
    data["draw_pile"].append(card)
    refused(data, "hands[0]", "the deal gives 9")


def test_seat_to_move_follows_the_leader_and_turns():
    data = reached("play")
    data["active"] = (data["active"] + 1) % 4
    refused(data, "active", "makes it")


def test_seat_to_move_can_act():
    data = {"players": 3, "hands": [[], [1, 2], [1, 2]], "decks": ["SUUUUUU"] * 3, "leader": 0,
            "table": [], "tricks_done": 7}
    refused(data, "hands", "holds no card")


def test_hands_equal_at_the_tricks_start():
    data = {"players": 3, "hands": [[1, 2], [1, 2], [1, 2, 3]], "decks": ["SUUUUUU"] * 3}
    refused(data, "hands", "not equal")


def test_tricks_done_follows_from_the_hands():
    data = {"players": 3, "hands": [[1, 2], [1, 2], [1, 2]], "decks": ["SUUUUUU"] * 3, "tricks_done": 3}
    refused(data, "tricks_done", "makes it 7")


def test_a_seat_plays_once_a_trick():
    data = {"players": 3, "hands": [[1], [2], [3, 4]], "decks": ["SUUUUUU"] * 3, "leader": 0, "turns": 2,
            "table": [{"seat": 0, "card": 6, "count": 1}, {"seat": 0, "card": 7, "count": 1}]}
    refused(data, "table", "twice")


def test_plays_go_from_the_leader_leftwards():
    data = {"players": 3, "hands": [[1], [2, 3], [3]], "decks": ["SUUUUUU"] * 3, "leader": 0, "turns": 2,
            "table": [{"seat": 0, "card": 6, "count": 1}, {"seat": 2, "card": 7, "count": 1}]}
    refused(data, "table[1]", "has not had its turn")


def test_the_zero_ten_is_played_alone_and_announced():
    data = {"players": 3, "hands": [[1], [2, 3], [3, 4]], "decks": ["SUUUUUU"] * 3, "leader": 0, "turns": 1,
            "table": [{"seat": 0, "card": 0, "count": 1}]}
    refused(data, "table[0]", "announced")


def test_refill_is_drawn_by_the_seat_that_just_played():
    data = reached("refill")
    data["refill_seat"] = (data["refill_seat"] + 1) % 4
    refused(data, "refill_seat", "just played")


def test_refill_needs_a_card_in_the_pile():
    data = reached("refill")
    data["discard_pile"] = data["discard_pile"] + data["draw_pile"]
    data["draw_pile"] = []
    refused(data, "draw_pile", "empty pile")


def test_gb9_only_with_both_piles_empty():
    data = gb9_position()
    G.state_from_json(data)
    data["hands"][0].remove(9)
    data["draw_pile"] = [9]
    refused(data, "draw_pile", "empty")


def test_gb9_chooser_follows_the_discards_so_far():
    data = gb9_position()
    data.update(gb9_pos=4, active=5)
    refused(data, "active", "makes it 0")


def test_paying_needs_a_card_owed():
    data = gb9_position()
    for seat, card in enumerate(data["gb9_pending"]):
        if card >= 0:
            data["hands"][seat].append(card)  # the GB-9 discards not chosen yet: the drawer is to pay first
    data.update(phase="pay_owed", gb9_pending=[-1] * 6)
    refused(data, "owed", "does not owe")


def test_totals_are_the_score_sheet():
    data = reached("play", seed=5)
    data["history"] = [[1, 2, 3, 4]]
    data["round"] = 2
    data["totals"] = [1, 2, 3, 5]
    refused(data, "totals", "sums")


def test_no_score_before_the_first_round_ends():
    data = reached("play")
    data["totals"] = [0, 3, 0, 0]
    refused(data, "totals", "no round")


def test_a_total_at_the_target_has_ended_the_game():
    data = reached("play", options={"target_score": 25})
    data.update(round=3, totals=[25, 1, 2, 3], history=[])
    refused(data, "totals", "target")


def test_round_within_the_games_rounds():
    data = reached("play")
    data["round"] = 9  # 4 players: 8 rounds (GB-24)
    refused(data, "round", "range")


def test_over_only_after_the_last_round():
    data = {"players": 4, "phase": "over", "round": 5}
    refused(data, "round", "after round 8")


def test_unfinished_only_at_the_round_cap():
    data = {"players": 4, "phase": "over", "round": 4, "target_score": 25, "totals": [30, 1, 2, 3], "unfinished": True}
    refused(data, "unfinished", "not unfinished")


def test_last_end_is_a_round_end():
    data = reached("play")
    data.update(round=2, last_end=["scared", -1, False])
    refused(data, "last_end", "no seat")
    data.update(last_end=["hands_empty", -1, True])
    refused(data, "last_end", "paranoia")


# --- derived fields -----------------------------------------------------------------------


def test_draw_pile_is_the_rest_of_the_deck():
    data = reached("play")
    pile = data.pop("draw_pile")
    assert G.state_to_json(G.state_from_json(data))["draw_pile"] == pile


def test_revealed_deal_pos_turns_active_tricks_are_derived():
    data = reached("play")
    full = G.state_to_json(G.state_from_json(data))
    for key in ("revealed", "deal_pos", "turns", "tricks_done", "gb9_pos"):
        data.pop(key)
    assert G.state_to_json(G.state_from_json(data)) == full
    data.pop("active")
    assert G.state_to_json(G.state_from_json(data)) == full


def test_seat_to_move_in_the_scare_phase_is_derived():
    data = reached("scare")
    want = data.pop("active")
    assert G.state_from_json(data).active == want


def test_totals_from_the_score_sheet_and_unfinished_from_the_totals():
    data = reached("deal", seed=11)
    data.update(round=3, history=[[2, 0, 6, 1], [0, 10, 0, 0]])
    data.pop("totals")
    assert G.state_from_json(data).totals == [2, 10, 6, 1]
    over = G.state_from_json({"players": 4, "phase": "over", "round": 100, "target_score": 25, "totals": [20, 1, 2, 3]})
    assert over.unfinished


def test_a_round_whose_hands_are_all_empty_is_ended():
    """GB-18(b): every hand empty after a resolved trick: the round is scored and the next dealt."""
    data = {"players": 3, "hands": [[], [], []], "decks": ["SUUU", "UUUUUUS", "USUU"], "dealer": 1, "leader": 2,
            "discard_pile": [v for v in range(10) for _ in range(G.deck_by_players[3][v])], "draw_pile": []}
    s = G.state_from_json(data)
    assert s.history == [[6, 0, 2]] and s.totals == [6, 0, 2]
    assert s.round == 2 and s.dealer == 2 and PHASE_NAMES[s.phase] == "deal" and G.to_move(s) == CHANCE
    assert s.last_end == ("hands_empty", -1, False)


# --- defaults are the rules' own ----------------------------------------------------------


def test_defaults_are_the_set_up():
    """A left-out key is what set-up gives: first player to be drawn, then the deal."""
    first = G.state_from_json({"players": 4, "phase": "first_player"})
    assert G.state_to_json(first) == G.state_to_json(G.new_state(4, {}))
    dealt = G.state_from_json({"players": 4, "phase": "deal", "dealer": 2, "leader": 2})
    start = G.new_state(4, {})
    G.apply(start, ChooseFirstPlayer(2))
    assert G.state_to_json(dealt) == G.state_to_json(start)


def test_partial_play_position():
    """Hands and decks only: leader and dealer 0, the draw pile the rest, tricks from the hands."""
    s = G.state_from_json({"players": 3, "hands": [[1, 2], [3, 4], [5, 6]], "decks": ["SUUUUUU", "USUUUU", "UUUUUUS"]})
    assert (s.dealer, s.leader, s.active, s.tricks, s.pile_size, s.revealed) == (0, 0, 0, 7, 34, [0, 1, 0])
    assert G.legal_actions(s) == [PlayCards(1, 1), PlayCards(2, 1)]


def test_every_reached_phase_round_trips():
    for phase in ("first_player", "deal", "scare", "play", "refill", "over"):
        data = reached(phase, seed=4)
        assert G.state_to_json(G.state_from_json(copy.deepcopy(data))) == data
    data = gb9_position()
    s = G.state_from_json(data)
    assert G.to_move(s) == 0 and DiscardCard(9) in G.legal_actions(s)


# --- deck_order ----------------------------------------------------------------------------


def test_deck_order_deals_exactly_those_cards():
    order = [v for v in range(10) for _ in range(G.deck_by_players[3][v])]
    random.Random(2).shuffle(order)
    m = Match.at_position(G, {"players": 3, "phase": "deal", "dealer": 0, "deck_order": order})
    m.resolve_chance()
    dealt = [order[i::3] for i in range(3)]  # one card at a time from left of the dealer (D-12)
    for seat in range(3):
        hand = [v for v in range(10) for _ in range(m.state.hands[(seat + 1) % 3][v])]
        assert hand == sorted(dealt[seat][:9])
    assert [a.card for a in m.actions] == order[:27]


def test_deck_order_refills_in_that_order():
    data = {"players": 3, "hands": [[7, 7, 1], [1, 2, 3], [1, 2, 3]], "decks": ["SUUUUUU"] * 3}
    s = G.state_from_json(data)
    rest = [v for v in range(10) for _ in range(s.pile[v])]
    order = rest[::-1]
    m = Match.at_position(G, {**data, "deck_order": order})
    m.apply(PlayCards(7, 2))
    m.resolve_chance()
    assert m.actions[-1] == DrawCard(order[0])
    assert m.state.hands[0][order[0]] >= 1 and m.state.pile_size == len(order) - 1


def test_deck_order_must_be_the_draw_pile():
    data = {"players": 3, "hands": [[7, 7, 1], [1, 2, 3], [1, 2, 3]], "decks": ["SUUUUUU"] * 3}
    s = G.state_from_json(data)
    rest = [v for v in range(10) for _ in range(s.pile[v])]
    for bad in (rest[1:], rest + [9], [True] + rest[1:], "top first"):
        with pytest.raises(PositionError) as info:
            Match.at_position(G, {**data, "deck_order": bad})
        assert info.value.key.startswith("deck_order")


def test_a_finished_game_is_terminal():
    s = G.state_from_json({"players": 3, "phase": "over", "round": 6, "totals": [3, 3, 1]})
    assert G.to_move(s) == TERMINAL and G.result(s).winners == (0, 1)


def test_gb9_and_owed_card_states_round_trip():
    """Random play never meets GB-9; this walks through two GB-9s with an owed card (D-7) and
    reads every state back unchanged."""
    hands = [[2] * 7 + [1, 4], [3] * 7 + [1, 4], [6, 6, 1, 4, 8, 8, 8, 9, 9], [5] * 9,
             [1, 4, 5, 7, 7, 7, 8, 9, 9], [1, 4, 6, 7, 7, 7, 8, 9, 9]]
    s = G.state_from_json({"players": 6, "hands": hands, "decks": ["UUUUUUS"] * 6})
    rng = random.Random(5)
    seen = set()
    for action in (PlayCards(2, 7), *[None] * 6, PlayCards(3, 7), *[None] * 6, PlayCards(6, 2), None, PlayCards(5, 9)):
        if action is None:
            action = G.sample_chance(s, rng)
        G.apply(s, action)
    while G.to_move(s) != TERMINAL and s.round == 1:
        data = G.state_to_json(s)
        seen.add(data["phase"])
        assert G.state_to_json(G.state_from_json(copy.deepcopy(data))) == data
        seat = G.to_move(s)
        G.apply(s, G.sample_chance(s, rng) if seat == CHANCE else rng.choice(G.legal_actions(s)))
    assert {"gb9_discard", "pay_owed", "refill", "play"} <= seen
