"""Ghosts positions that cannot lie (issue 23): state_from_json refuses every position the
rules cannot reach with a PositionError naming the key, derives what the rules determine,
and fills left-out keys with the rules' own values. One test per invariant: each starts
from a position reached in real play and breaks exactly that invariant.
"""

import copy
import random

import pytest

from ghostparlor.core.errors import PositionError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game
from ghostparlor.games.ghosts.rules import DrawCard, PlayCard, TakePile

G = load_game("ghosts")
TAKE = TakePile()


def reached(players=4, phase="play", seed=1, after=0, where=lambda s: True):
    """The JSON of the first state in seeded random play in ``phase`` (after ``after`` steps)
    that ``where`` accepts."""
    rng = random.Random(seed)
    s = G.new_state(players, {"first_player": 1})
    step = 0
    while True:
        data = G.state_to_json(s)
        if data["phase"] == phase and step >= after and where(s):
            return data
        seat = G.to_move(s)
        assert seat != TERMINAL, "no such state"
        G.apply(s, G.sample_chance(s, rng) if seat == CHANCE else rng.choice(G.legal_actions(s)), False)
        step += 1


def refused(data, key, word):
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key == key, str(info.value)
    assert word in info.value.problem, str(info.value)
    return info.value


def with_log(phase="play", **kw):
    return reached(phase=phase, where=lambda s: len(s.round_log) >= 4 and any(s.took), **kw)


# --- malformed input: always a PositionError, never another exception ------------------

@pytest.mark.parametrize("data, key", [
    ([], "position"),
    ({}, "players"),
    ({"players": "4"}, "players"),
    ({"players": 7}, "players"),
    ({"players": 4, "hands": "abc"}, "hands"),
    ({"players": 4, "hands": [[1], [], [], []]}, "hands[0][0]"),
    ({"players": 4, "pile": [["x"]]}, "pile[0]"),
    ({"players": 4, "deck": {"ghost_red_1": -1}}, "deck.ghost_red_1"),
    ({"players": 4, "deck": {"ghost_pink_1": 1}}, "deck.ghost_pink_1"),
    ({"players": 4, "fear_points": [1, 1, 1, None]}, "fear_points[3]"),
    ({"players": 4, "took_pile": [0, 0, 0, 0]}, "took_pile[0]"),
    ({"players": 4, "round_log": [[0, "take"]]}, "round_log[0]"),
    ({"players": 4, "round_log": [[0, "ghost_red_1", 0, "pink", True]]}, "round_log[0][3]"),
    ({"players": 4, "top_family": 3, "pile": ["ghost_red_1"]}, "top_family"),
    ({"players": 4, "phase": "lunch"}, "phase"),
])
def test_malformed_positions_are_refused_by_key(data, key):
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key == key, str(info.value)


def test_another_games_position_is_refused():
    refused({**reached(), "game": "ghostbumpers"}, "game", "ghostbumpers")


def test_round_within_the_game():
    refused({**reached(), "round": 4}, "round", "out of range")


# --- the cards (section 2) ------------------------------------------------------------

def test_per_seat_lists_have_one_entry_per_player():
    data = reached()
    for key in ("hands", "fear_points", "took_pile", "taken"):
        bad = copy.deepcopy(data)
        bad[key] = bad[key][:-1]
        refused(bad, key, "needs 4")


def test_cards_add_up_to_the_deck():
    data = reached()
    card = next(c for k, c in enumerate(G.card_ids) if data["deck"].get(c, 0) < G.full_deck[k])
    data["deck"][card] = data["deck"].get(card, 0) + 1  # one card too many
    refused(data, "cards", "61 cards")


def test_no_card_more_copies_than_the_deck_has_when_the_deck_is_left_out():
    data = {"players": 2, "hands": [["ghost_red_1"] * 4, []]}
    refused(data, "cards", "4 of ghost_red_1")


def test_a_stated_deck_missing_cards_is_refused():
    data = reached()
    data["deck"].pop(next(iter(data["deck"])))
    refused(data, "cards", "the game has 60")


def test_a_hand_never_holds_more_than_five():
    data = reached(phase="open")
    card = next(iter(data["deck"]))
    data["deck"][card] -= 1
    data["hands"][1].append(card)
    refused(data, "hands[1]", "6 cards")


# --- the pile (GH-2 to GH-6) ------------------------------------------------------------

def test_fog_lies_beside_the_pile_never_on_it():
    refused({"players": 2, "pile": ["ghost_red_1", "fog"]}, "pile[1]", "beside")


def test_the_pile_never_passed_the_cap():
    refused({"players": 2, "pile": ["ghost_red_3", "ghost_blue_3", "ghost_green_2"]}, "pile[2]", "above 7")


def test_the_level_is_the_piles():
    data = reached(where=lambda s: s.level < 7)
    data["level"] += 1
    refused(data, "level", "the pile stands at")


def test_the_level_of_an_empty_pile_is_zero():
    refused({"players": 2, "level": 5, "top_family": "red", "hands": [["ghost_red_1"], ["ghost_red_2"]]}, "level", "stands at 0")


def test_the_top_family_is_the_piles():
    data = reached()
    data["top_family"] = next(f for f in G.families if f != data["top_family"])
    refused(data, "top_family", "top ghost card")


def test_fog_beside_needs_a_pile():
    refused({"players": 2, "phase": "open", "fog_beside": 1, "hands": [["ghost_red_1"], ["ghost_red_2"]]}, "fog_beside", "empty pile")


def test_direction_is_clockwise_or_counter_clockwise():
    refused({**reached(), "direction": 0}, "direction", "1 (clockwise)")


def test_active_is_a_seat():
    refused({**reached(), "active": 4}, "active", "out of range")


# --- takes (GH-8) ---------------------------------------------------------------------------

def test_a_taken_stack_means_the_seat_took_a_pile():
    data = reached(where=lambda s: any(s.taken))
    seat = next(i for i, st in enumerate(data["taken"]) if st)
    data["took_pile"][seat] = False
    data.pop("round_log")
    refused(data, f"took_pile[{seat}]", "taken stack")


def test_a_seat_that_took_a_pile_has_a_fear_point():
    data = reached(where=lambda s: any(s.taken))
    seat = next(i for i, st in enumerate(data["taken"]) if st)
    data["fear_points"][seat] = 0
    refused(data, f"fear_points[{seat}]", "took a pile")


# --- the phase fits the rest --------------------------------------------------------------

def test_first_player_phase_nothing_dealt_yet():
    data = G.state_to_json(G.new_state(4, {}))
    bad = copy.deepcopy(data)
    bad["hands"][0] = ["ghost_red_1"]
    bad["deck"]["ghost_red_1"] -= 1
    refused(bad, "hands[0]", "before the first player")
    refused({**data, "fear_points": [2, 1, 1, 1]}, "fear_points", "starts with 1 FP")
    refused({**data, "first_player": 2}, "first_player", "still to be drawn")
    refused({**data, "round": 2}, "round", "before the first player")


def test_deal_queue_follows_from_the_hands():
    data = reached(phase="deal", after=7)
    refused({**data, "deal_queue": data["deal_queue"][1:]}, "deal_queue", "the hands still need")


def test_the_deal_gives_five_cards_to_each_seat_in_turn():
    data = reached(phase="deal", after=7)  # the first player dealt five, the next seat two so far
    first = data["first_player"]
    card = data["hands"][(first + 1) % 4].pop()
    data["hands"][(first + 3) % 4].append(card)
    data.pop("deal_queue")
    refused(data, "hands", "in turn")


def test_a_finished_deal_is_not_a_deal():
    data = reached(phase="open")
    refused({**data, "phase": "deal", "deal_queue": []}, "phase", "every hand is dealt")


def test_the_first_player_is_first_in_the_deal():
    data = reached(phase="deal", after=3)
    refused({**data, "active": 3}, "active", "first player")


def test_an_all_fog_hand_is_dealt_again_before_the_next_seat():
    """S-5: a redeal of seat 1 while seat 0 (dealt first) still holds only Fog cannot be."""
    hands = [["fog"] * 5, ["ghost_white_1"], ["ghost_red_1", "ghost_red_2", "ghost_red_3", "ghost_blue_1", "ghost_blue_2"],
             ["ghost_green_1", "ghost_green_2", "ghost_green_3", "ghost_blue_3", "ghost_black_1"]]
    refused({"players": 4, "phase": "deal", "first_player": 0, "hands": hands}, "hands[0]", "only Fog")


def test_the_opener_holds_a_ghost_card():
    data = reached(phase="open")
    seat = data["active"]
    hands = [h if i != seat else ["fog", "fog"] for i, h in enumerate(data["hands"])]
    refused({**data, "hands": hands, "deck": _rest_deck(data, seat, ["fog", "fog"])}, f"hands[{seat}]", "only Fog")


def _rest_deck(data, seat, hand):
    """The deck that keeps the cards adding up when seat's hand becomes ``hand``."""
    deck = dict(data["deck"])
    for cid in data["hands"][seat]:
        deck[cid] = deck.get(cid, 0) + 1
    for cid in hand:
        deck[cid] -= 1
    return {c: n for c, n in deck.items() if n}


def test_only_the_first_player_opens_a_round_nobody_took_in():
    data = reached(phase="open")  # just dealt: seat 1 opens
    refused({**data, "active": 2}, "active", "first player")


def test_a_pile_is_opened_only_when_empty():
    data = reached()
    refused({**data, "phase": "open"}, "pile", "only when it is empty")


def test_play_needs_a_pile():
    data = reached(phase="open")
    refused({**data, "phase": "play"}, "pile", "is empty")


def test_a_refill_needs_a_card_in_the_deck():
    data = reached(phase="play", where=lambda s: s.deck_size == 0)
    seat = (data["active"] - data["direction"]) % 4
    refused({**data, "phase": "refill", "refill_seat": seat}, "deck", "nobody draws")


def test_the_refill_goes_to_the_seat_that_just_played():
    data = reached(phase="refill")
    refused({**data, "refill_seat": data["active"]}, "refill_seat", "just played")


def test_the_refilling_seat_is_one_card_short():
    data = reached(phase="play", where=lambda s: s.deck_size > 0 and all(len(h) == 5 for h in s.hands))
    seat = (data["active"] - data["direction"]) % 4
    data.pop("round_log")
    refused({**data, "phase": "refill", "refill_seat": seat}, f"hands[{seat}]", "just played")


def test_nothing_to_deal_or_refill_while_a_seat_acts():
    data = reached()
    refused({**data, "deal_queue": [0]}, "deal_queue", "cards to deal")
    refused({**data, "refill_seat": 0}, "refill_seat", "a refill")


def test_the_game_is_over_only_after_the_last_round():
    refused({"players": 4, "phase": "over", "round": 2}, "round", "after round 3")


def test_no_cards_in_hand_after_the_game():
    data = G.state_to_json(_over())
    data["hands"][0] = ["ghost_red_1"]
    data.pop("deck")
    refused(data, "hands[0]", "after the game")


# --- the round's log (GH-17) ------------------------------------------------------------------

def test_round_log_moves_in_turn():
    data = with_log()
    data["round_log"][1][0] = (data["round_log"][1][0] + 1) % 4
    refused(data, "round_log[1]", "was due")


def test_round_log_levels_follow_the_pile():
    data = with_log()
    entry = next(e for e in data["round_log"][1:] if e[1] != "take")
    entry[2] = (entry[2] + 1) % 8
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key.startswith("round_log[") and "says level" in info.value.problem


def test_round_log_leads_to_the_pile_direction_and_seat():
    data = with_log()
    refused({**data, "direction": -data["direction"]}, "direction", "mirrors")
    refused({**data, "active": (data["active"] + 1) % 4}, "active", "round_log passes play")


def test_round_log_leads_to_the_taken_stacks():
    data = with_log()
    seat = next(i for i, st in enumerate(data["taken"]) if st)
    other = (seat + 1) % 4
    data["taken"][other] += data["taken"][seat]
    data["taken"][seat] = []
    data["took_pile"][other] = True
    data["fear_points"][other] = max(1, data["fear_points"][other])
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key in ("taken", "took_pile")


def test_round_log_ending_with_a_take_means_the_taker_opens():
    data = reached(phase="open", where=lambda s: any(s.took))
    data["round_log"] = data["round_log"][:-1]  # the take left out: the log's pile is still there
    refused(data, "pile", "round_log builds")


def test_round_log_plays_draw_while_the_deck_lasts():
    data = reached(where=lambda s: len(s.round_log) >= 3 and s.deck_size > 0)
    entry = next(e for e in data["round_log"] if e[1] != "take")
    entry[4] = False
    refused(data, "round_log", "without a refill")


def test_deck_order_must_be_the_decks_cards():
    data = reached(phase="open")
    refused({**data, "deck_order": ["fog"]}, "deck_order", "the deck has")
    order = [c for c, n in data["deck"].items() for _ in range(n)]
    refused({**data, "deck_order": order[:-1] + ["ghost_pink_1"]}, "deck_order", "not in the deck")


# --- derived fields -----------------------------------------------------------------------------

def test_level_and_top_family_are_derived_from_the_pile():
    s = G.state_from_json({"players": 2, "hands": [["ghost_red_1"], ["ghost_red_2"]],
                           "pile": ["ghost_blue_3", "ghost_green_2", "ghost_green_1", "ghost_red_2"]})
    assert (s.level, G.families[s.top_family], G.to_move(s)) == (7, "red", 0)
    assert G.state_to_json(s)["phase"] == "play"


def test_phase_is_derived():
    hands = [["ghost_red_1"], ["ghost_red_2"]]
    assert G.state_to_json(G.state_from_json({"players": 2, "hands": hands}))["phase"] == "open"
    assert G.state_to_json(G.state_from_json({"players": 2, "hands": hands, "pile": ["ghost_blue_1"]}))["phase"] == "play"
    assert G.state_to_json(G.state_from_json({"players": 2}))["phase"] == "first_player"
    assert G.state_to_json(G.state_from_json({"players": 2, "round": 2}))["phase"] == "deal"
    data = reached(phase="refill")
    data.pop("phase")
    assert G.state_to_json(G.state_from_json(data))["phase"] == "refill"


def test_deal_queue_and_refill_seat_are_derived():
    data = reached(phase="deal", after=7)
    want = data.pop("deal_queue")
    assert G.state_to_json(G.state_from_json(data))["deal_queue"] == want
    data = reached(phase="refill")
    want = data.pop("refill_seat")
    assert G.state_from_json(data).refill_seat == want


def test_took_pile_is_derived_from_the_taken_stacks():
    data = reached(where=lambda s: any(s.taken))
    want = data.pop("took_pile")
    data.pop("round_log")
    assert G.state_from_json(data).took == want


def test_the_deck_is_whatever_is_not_elsewhere():
    data = reached()
    want = data.pop("deck")
    s = G.state_from_json(data)
    assert G.state_to_json(s)["deck"] == want and s.deck_size == sum(want.values())


def test_the_round_log_gives_pile_stacks_direction_and_seat():
    data = with_log()
    full = G.state_to_json(G.state_from_json(data))
    for key in ("pile", "fog_beside", "taken", "took_pile", "direction", "active", "level", "top_family", "first_player"):
        data.pop(key)
    assert G.state_to_json(G.state_from_json(data)) == full


def test_a_round_already_over_is_ended():
    """GH-1(a), GH-12, GH-13: the seat to act has no card, so the round is over: relief,
    then round 2 is dealt from seat 1 (S-3)."""
    s = G.state_from_json({"players": 2, "round": 1, "first_player": 0, "active": 1, "pile": ["ghost_red_1"],
                           "hands": [["fog"], []], "fear_points": [2, 1], "taken": [["ghost_blue_1"], []]})
    assert (s.round, G.state_to_json(s)["phase"], s.first_player, s.fp) == (2, "deal", 1, [2, 0])
    assert G.to_move(s) == CHANCE and G.conserved(s) == G.conserved(G.new_state(2, {}))


def test_the_last_round_already_over_ends_the_game():
    s = G.state_from_json({"players": 2, "round": 3, "active": 1, "pile": ["ghost_red_1"], "hands": [["fog"], []],
                           "fear_points": [3, 2]})
    assert G.to_move(s) == TERMINAL and s.fp == [0, 0] and G.result(s).winners == (0, 1)


# --- defaults -------------------------------------------------------------------------------------

def test_a_game_over_is_after_the_last_round():
    s = G.state_from_json({"players": 4, "phase": "over", "fear_points": [2, 2, 5, 6]})
    assert s.round == 3 and G.to_move(s) == TERMINAL and G.result(s).winners == (0, 1)


def test_defaults_are_the_set_ups():
    s = G.state_from_json({"players": 3})
    assert G.state_to_json(s) == G.state_to_json(G.new_state(3, {}))
    s = G.state_from_json({"players": 3, "hands": [["ghost_red_1"], ["ghost_red_2"], ["ghost_red_3"]]})
    assert (s.round, s.direction, s.active, s.first_player, s.fp, s.took) == (1, 1, 0, 0, [1, 1, 1], [False] * 3)
    assert s.deck_size == 57 and s.fog_beside == 0 and s.level == 0 and s.top_family == -1


def test_every_key_of_a_played_state_round_trips():
    for phase in ("first_player", "deal", "open", "play", "refill"):
        data = reached(phase=phase) if phase != "first_player" else G.state_to_json(G.new_state(4, {}))
        assert G.state_to_json(G.state_from_json(copy.deepcopy(data))) == data
    data = G.state_to_json(_over())
    assert G.state_to_json(G.state_from_json(copy.deepcopy(data))) == data


def _over():
    m = Match(G, 3, {"first_player": 1}, seed=4)
    rng = random.Random(4)
    while not m.is_over():
        m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()))
    return m.state


# --- deck_order ---------------------------------------------------------------------------------

def test_deck_order_deals_the_stated_cards_in_order():
    """A position with a deck order, played through Match.at_position: every refill (GH-10)
    draws the next card of the order."""
    data = reached(players=2, phase="open")
    order = sorted((c for c, n in data["deck"].items() for _ in range(n)), reverse=True)
    m = Match.at_position(G, {**data, "deck_order": order})
    drawn = []
    rng = random.Random(2)
    while len(drawn) < 6:
        if m.to_move() == CHANCE:
            action = m.next_chance()
            assert isinstance(action, DrawCard)
            drawn.append(action.card)
            m.apply(action)
        else:
            m.apply(rng.choice([a for a in m.legal_actions() if isinstance(a, PlayCard)] or m.legal_actions()))
    assert drawn == order[:6]


def test_deck_order_deals_a_round():
    """In a deal (S-4) the stated order goes to the seats in turn."""
    data = reached(players=2, phase="deal", after=1)
    order = [c for c, n in sorted(data["deck"].items(), key=lambda cn: (cn[0] == "fog", cn[0])) for _ in range(n)]
    m = Match.at_position(G, {**data, "deck_order": order})
    m.resolve_chance()
    hands = [sorted(G.card_ids[k] for k in h) for h in m.state.hands]
    first = data["first_player"]
    assert hands[first] == sorted(data["hands"][first] + order[:4]) and hands[1 - first] == sorted(order[4:9])


def test_deck_order_may_stand_for_the_deck():
    data = reached(players=2, phase="open")
    order = [c for c, n in data.pop("deck").items() for _ in range(n)]
    s = G.state_from_json({**data, "deck_order": order})
    assert G.state_to_json(s)["deck"] == reached(players=2, phase="open")["deck"]
    assert G.deck_order_script(s, order) == [DrawCard(c) for c in order]
