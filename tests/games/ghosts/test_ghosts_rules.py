"""Ghosts rules: every worked example and edge case of docs/rules/ghosts.md.

Each test names the rule IDs (S-n, GH-n, Dn) and the scenario (R1-R4, E1-E12)
it checks. Positions are built with state_from_json; chance is scripted.
"""

import random

import pytest

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game
from ghostparlor.games.ghosts.rules import (
    ChooseFirstPlayer,
    DrawCard,
    PlayCard,
    TakePile,
    PileTaken,
    ReliefGiven,
    RoundEnded,
    AllFogRedeal,
)

G = load_game("ghosts")
F, S, M, T = 0, 1, 2, 3  # Franck, Sabine, Max, Thierry, clockwise
A_, B_, C_ = 0, 1, 2  # E8's players A, B, C
CW, CCW = 1, -1


def play(card):
    return PlayCard(card)


TAKE = TakePile()


def position(players=4, active=0, hands=None, stack=None, **kw):
    """A play position. ``FILL`` in a hand stands for filler cards: white and black ones
    the position does not use elsewhere (so every card stays one of the deck's 60).
    The deck is whatever is left, unless given; with ``stack`` (a seat or seats) the
    cards neither in the deck nor elsewhere go to those seats' taken stacks (GH-8.1)."""
    hands = [list(h) for h in (hands or [[] for _ in range(players)])]
    left = list(G.full_deck)
    for group in (*hands, kw.get("pile", []), *kw.get("taken", [])):
        for card in group:
            if card != FILLER:
                left[G.kind_of[card]] -= 1
    families = ("white", "black")
    pool = [cid for k, cid in sorted(enumerate(G.card_ids), key=lambda kc: (G.family_of[kc[0]] < 0 or G.families[G.family_of[kc[0]]] not in families, kc[0]))
            if cid != "fog" for _ in range(max(0, left[k]))]
    for hand in hands:
        for i, card in enumerate(hand):
            if card == FILLER:
                hand[i] = pool.pop(0)
    data = {"players": players, "phase": kw.pop("phase", "play"), "active": active, "hands": hands}
    data.update(kw)
    if stack is not None:  # the rest, neither in the deck nor in play, lies in taken stacks
        seats = [stack] if isinstance(stack, int) else list(stack)
        taken = [list(t) for t in data.get("taken", [[] for _ in range(players)])]
        used = {}
        for group in (*hands, data.get("pile", []), *taken, ["fog"] * data.get("fog_beside", 0)):
            for card in group:
                used[card] = used.get(card, 0) + 1
        for cid, count in data.get("deck", {}).items():
            used[cid] = used.get(cid, 0) + count
        rest = [cid for k, cid in enumerate(G.card_ids) for _ in range(G.full_deck[k] - used.get(cid, 0))]
        for i, cid in enumerate(rest):
            taken[seats[i % len(seats)]].append(cid)
        data["taken"] = taken
    return G.state_from_json(data)


def do(state, action):
    """Apply a player action and, if a refill follows, draw the given/any card."""
    events = G.apply(state, action)
    return events


def refill(state, card=None):
    assert G.to_move(state) == CHANCE
    if card is None:
        card = G.chance_outcomes(state)[0][0].card
    return G.apply(state, DrawCard(card))


def ids(actions):
    return sorted(a.card if isinstance(a, PlayCard) else "take" for a in actions)


FILLER = "filler"  # a filler card: see position()
FILL = [FILLER] * 4


# --- the constants and the deck (section 2) ----------------------------------

def test_deck_has_60_cards_with_3_of_each_value_per_family_and_6_fog():
    assert G.total_cards == 60
    assert len(G.families) == 6
    assert G.full_deck[G.fog] == 6
    for k, cid in enumerate(G.card_ids[:-1]):
        assert G.full_deck[k] == 3, cid
    assert sum(G.value_of[k] * c for k, c in enumerate(G.full_deck)) == 108
    assert (G.hand_size, G.cap, G.rounds, G.start_fp, G.relief_max) == (5, 7, 3, 1, 3)


@pytest.mark.parametrize("n,left", [(2, 50), (3, 45), (4, 40), (5, 35), (6, 30)])
def test_deck_after_the_deal(n, left):
    """S-4: deal 5 each; the deck keeps 60 - 5n cards."""
    m = Match(G, n, {"first_player": 1}, seed=3)
    m.resolve_chance()
    assert m.state.deck_size == left
    assert all(len(h) == 5 for h in m.state.hands)


# --- set-up ------------------------------------------------------------------

def test_setup_S1_S2_S6_start_of_game():
    """S-1 clockwise, S-2 one FP each, S-6 empty pile, level 0, nobody took a pile."""
    m = Match(G, 4, {"first_player": 3}, seed=5)
    m.resolve_chance()
    s = m.state
    assert s.direction == CW
    assert s.fp == [1, 1, 1, 1]
    assert s.pile == [] and s.level == 0 and s.top_family == -1
    assert s.took == [False] * 4
    assert G.to_move(s) == 2  # option seats are numbered from 1


def test_S3_D13_first_player_is_a_chance_step_when_random():
    """S-3, D13: round 1's first player is random (a recorded chance step) or the host's pick."""
    s = G.new_state(4)
    assert G.to_move(s) == CHANCE
    outcomes = G.chance_outcomes(s)
    assert sorted(a.seat for a, _ in outcomes) == [0, 1, 2, 3]
    assert all(abs(p - 0.25) < 1e-9 for _, p in outcomes)
    G.apply(s, ChooseFirstPlayer(2))
    assert s.first_player == 2
    host = G.new_state(4, {"first_player": 4})
    assert host.first_player == 3  # seat numbers are 1-based in options


def test_S4_deal_is_chance_draws_from_the_counts():
    s = G.new_state(3, {"first_player": 1})
    outcomes = G.chance_outcomes(s)
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
    fog_p = dict((a.card, p) for a, p in outcomes)["fog"]
    assert abs(fog_p - 6 / 60) < 1e-9


def test_E10_S5_D11_all_fog_deal_is_redealt_for_that_player_only():
    """E10 / S-5 / D11: M dealt five Fog puts them back, the deck is shuffled, M draws 5 again."""
    hands = {F: ["ghost_red_1", "ghost_red_2", "ghost_red_3", "ghost_blue_1", "ghost_blue_2"],
             S: ["ghost_green_1", "ghost_green_2", "ghost_green_3", "ghost_blue_3", "ghost_yellow_1"],
             M: ["fog"] * 5,
             T: ["ghost_black_1", "ghost_black_2", "ghost_black_3", "ghost_white_1", "ghost_white_2"]}
    script = []
    for seat in (F, S, M, T):  # first player F: dealing starts with F
        script += [{"type": "draw", "card": c} for c in hands[seat]]
    redraw = ["fog", "ghost_yellow_2", "ghost_yellow_3", "fog", "ghost_white_3"]
    script += [{"type": "draw", "card": c} for c in redraw]
    m = Match(G, 4, {"first_player": 1}, seed=1, chance_script=script)
    events = m.resolve_chance()
    redeals = [e for e in events if isinstance(e, AllFogRedeal)]
    assert [e.seat for e in redeals] == [M]
    s = m.state
    assert sorted(G.card_ids[k] for k in s.hands[M]) == sorted(redraw)
    for seat in (F, S, T):  # other hands unchanged
        assert sorted(G.card_ids[k] for k in s.hands[seat]) == sorted(hands[seat])
    # M's five Fog went back into the deck: 6 Fog - 2 in M's new hand = 4 left
    assert s.deck[G.fog] == 4
    assert s.deck_size == 40
    assert G.to_move(s) == F


def test_S5_redeal_repeats_until_the_hand_has_a_ghost():
    """S-5: the all-Fog redeal repeats until the hand holds at least one ghost card."""
    cards = (["fog"] * 5 + ["ghost_red_1", "ghost_red_2", "ghost_red_3", "ghost_blue_1", "ghost_blue_2"]
             + ["fog"] * 5 + ["ghost_blue_3", "fog", "fog", "fog", "fog"])
    m = Match(G, 2, {"first_player": 1}, seed=1, chance_script=[{"type": "draw", "card": c} for c in cards])
    ev = m.resolve_chance()
    assert [e.seat for e in ev if isinstance(e, AllFogRedeal)] == [0, 0]
    assert sorted(G.card_ids[k] for k in m.state.hands[0]) == ["fog"] * 4 + ["ghost_blue_3"]
    assert m.state.deck_size == 50 and m.state.deck[G.fog] == 2
    assert G.to_move(m.state) == 0


# --- worked examples ---------------------------------------------------------

def test_R1_new_family_adds_to_the_level_GH3_GH7():
    """R1 / GH-2, GH-3, GH-7: F yellow 3 -> L=3, S next; S red 2 calls "5", M next."""
    s = position(active=F, phase="open", hands=[["ghost_yellow_3"] + FILL, ["ghost_red_2"] + FILL, FILL + ["fog"], FILL + ["fog"]])
    ev = do(s, play("ghost_yellow_3"))
    assert (s.level, G.families[s.top_family], s.active) == (3, "yellow", S)
    assert ev[0].call == "3" and ev[0].how == "open"
    refill(s)
    ev = do(s, play("ghost_red_2"))
    assert ev[0].call == "5"
    assert (s.level, G.families[s.top_family], s.direction, s.active) == (5, "red", CW, M)


def test_R2_mirror_reverses_direction_GH4_D7():
    """R2 / GH-4, D7: 3 players; F yellow 3, S yellow 1 calls "3 mirror": L=3, CCW, F next."""
    s = position(players=3, active=F, phase="open", hands=[["ghost_yellow_3"] + FILL, ["ghost_yellow_1"] + FILL, FILL + ["fog"]])
    do(s, play("ghost_yellow_3"))
    refill(s)
    ev = do(s, play("ghost_yellow_1"))
    assert ev[0].call == "3 mirror" and ev[0].how == "mirror"
    assert (s.level, s.direction, s.active) == (3, CCW, F)


def test_R3_fog_keeps_level_family_direction_GH5_D1():
    """R3 / GH-5, D1: S plays Fog on yellow 3: "3 fog", beside the pile, L=3, top yellow, CW, M next."""
    s = position(active=F, phase="open", hands=[["ghost_yellow_3"] + FILL, ["fog"] + FILL, FILL + ["fog"], FILL + ["fog"]])
    do(s, play("ghost_yellow_3"))
    refill(s)
    ev = do(s, play("fog"))
    assert ev[0].call == "3 fog"
    assert s.fog_beside == 1 and [G.card_ids[k] for k in s.pile] == ["ghost_yellow_3"]
    assert (s.level, G.families[s.top_family], s.direction, s.active) == (3, "yellow", CW, M)


def test_R3_fog_in_a_two_player_game_returns_the_turn():
    s = position(players=2, active=0, phase="open", hands=[["ghost_yellow_3"] + FILL, ["fog"] + FILL])
    do(s, play("ghost_yellow_3"))
    refill(s)
    do(s, play("fog"))
    assert s.active == 0


def test_R4_early_round_table_and_the_forced_take_GH8_GH10():
    """R4: the rulebook's six plays, then F must take; F's stack holds 6 cards, F has 2 FP."""
    hands = [
        ["ghost_red_2", "fog", "ghost_green_3", "ghost_white_3", "ghost_black_3"],   # F
        ["ghost_yellow_3", "ghost_blue_2", "ghost_red_1", "ghost_red_3", "ghost_green_2"],  # S
        ["ghost_yellow_2", "ghost_white_1", "ghost_white_2", "ghost_black_1", "ghost_black_2"],  # M
        ["ghost_blue_1", "ghost_green_1", "ghost_yellow_1", "ghost_black_1", "ghost_white_1"],  # T
    ]
    s = position(active=F, phase="open", hands=hands)
    table = [
        (F, "ghost_red_2", "2", 2, "red", CW, S),
        (S, "ghost_yellow_3", "5", 5, "yellow", CW, M),
        (M, "ghost_yellow_2", "5 mirror", 5, "yellow", CCW, S),
        (S, "ghost_blue_2", "7", 7, "blue", CCW, F),
        (F, "fog", "7 fog", 7, "blue", CCW, T),
        (T, "ghost_blue_1", "7 mirror", 7, "blue", CW, F),
    ]
    # F draws nothing useful: keep F's refills to cards that cannot be played at 7 on blue
    draws = {F: ["ghost_green_2", "ghost_white_2"]}
    other_draws = ["ghost_black_3", "ghost_yellow_1", "ghost_black_3", "ghost_red_3"]  # S, M, S, T
    for seat, card, call, level, top, direction, nxt in table:
        assert s.active == seat
        ev = do(s, play(card))
        assert (ev[0].call, s.level, G.families[s.top_family], s.direction, s.active) == (call, level, top, direction, nxt)
        refill(s, draws[F].pop(0) if seat == F else other_draws.pop(0))
    # F holds no blue and no Fog, every other card exceeds 7: take is the only action
    assert G.legal_actions(s) == [TAKE]
    ev = do(s, TAKE)
    assert isinstance(ev[0], PileTaken) and ev[0].forced
    stack = sorted(G.card_ids[k] for k in s.taken[F])
    assert stack == sorted(["ghost_red_2", "ghost_yellow_3", "ghost_yellow_2", "ghost_blue_2", "ghost_blue_1", "fog"])
    assert s.fp[F] == 2 and s.level == 0 and s.direction == CW and s.took[F]
    assert G.to_move(s) == F  # no draw between a take and the opening card (GH-10)
    assert "fog" not in ids(G.legal_actions(s))
    ev = do(s, play("ghost_green_3"))
    assert (s.level, G.families[s.top_family]) == (3, "green")
    assert G.to_move(s) == CHANCE and s.refill_seat == F  # F draws 1
    refill(s)
    assert s.active == S


# --- edge cases ----------------------------------------------------------------

def test_E1_cap_GH6_rejects_a_card_that_would_pass_7():
    """E1 / GH-6: L=5 on red, hand {green 2, black 3, white 3, yellow 3, green 3}: green 2 or take."""
    hand = ["ghost_green_2", "ghost_black_3", "ghost_white_3", "ghost_yellow_3", "ghost_green_3"]
    s = position(active=S, level=5, top_family="red", pile=["ghost_blue_3", "ghost_red_2"], hands=[FILL, hand, FILL, FILL])
    assert ids(G.legal_actions(s)) == ["ghost_green_2", "take"]
    before = G.fingerprint(s)
    with pytest.raises(IllegalAction, match="above 7"):
        G.apply(s, play("ghost_black_3"))
    assert G.fingerprint(s) == before
    G.apply(s, play("ghost_green_2"))
    assert s.level == 7  # exactly 7 is allowed


def test_E2_forced_take_GH8():
    """E2 / GH-8: L=6 on yellow, M holds no yellow, no Fog and only 2s/3s: take is the only action."""
    hand = ["ghost_red_2", "ghost_green_3", "ghost_white_2", "ghost_black_3", "ghost_blue_2"]
    s = position(active=M, level=6, top_family="yellow", pile=["ghost_blue_3", "ghost_yellow_3"], hands=[FILL, FILL, hand, FILL])
    assert G.legal_actions(s) == [TAKE]
    G.apply(s, TAKE)
    assert s.fp[M] == 2 and s.level == 0 and len(s.taken[M]) == 2
    G.apply(s, play("ghost_white_2"))
    assert (s.level, G.families[s.top_family]) == (2, "white")
    refill(s)
    assert len(s.hands[M]) == 5
    assert s.active == T


def test_E3_mirror_at_7_keeps_7_GH4():
    """E3 / GH-4: L=7 on blue, S plays blue 3: L stays 7 and the direction reverses."""
    s = position(active=S, level=7, top_family="blue", pile=["ghost_red_3", "ghost_green_2", "ghost_blue_2"], hands=[FILL, ["ghost_blue_3"] + FILL, FILL, FILL])
    assert "ghost_blue_3" in ids(G.legal_actions(s))
    G.apply(s, play("ghost_blue_3"))
    assert s.level == 7 and s.direction == CCW and s.active == F


def test_E4_two_player_mirror_and_fog_D10():
    """E4 / GH-4, D10: A red 1, B red 3 (call "1", no "mirror"), A black 3 (L=4), B Fog: A next."""
    s = position(players=2, active=0, phase="open", hands=[["ghost_red_1", "ghost_black_3"] + FILL[:3], ["ghost_red_3", "fog"] + FILL[:3]])
    do(s, play("ghost_red_1")); refill(s)
    assert s.level == 1 and s.active == 1
    ev = do(s, play("ghost_red_3")); refill(s)
    assert ev[0].call == "1" and s.level == 1 and s.active == 0
    do(s, play("ghost_black_3")); refill(s)
    assert s.level == 4 and s.active == 1
    do(s, play("fog")); refill(s)
    assert s.level == 4 and s.active == 0


def test_E5_mirror_after_fog_goes_to_the_fog_player_D7():
    """E5 / D7: F red 2, S Fog (M next), M red 1 mirror: CCW, next is S (not F)."""
    s = position(active=F, phase="open", hands=[["ghost_red_2"] + FILL, ["fog"] + FILL, ["ghost_red_1"] + FILL, FILL + ["fog"]])
    do(s, play("ghost_red_2")); refill(s)
    do(s, play("fog")); refill(s)
    assert s.active == M
    do(s, play("ghost_red_1")); refill(s)
    assert s.level == 2 and s.direction == CCW and s.active == S


def test_E6a_fog_can_never_open_GH2_D2():
    """E6(a) / GH-2, D2: M takes voluntarily with {Fog, Fog, blue 1, blue 2, red 3}: Fog cannot open."""
    hand = ["fog", "fog", "ghost_blue_1", "ghost_blue_2", "ghost_red_3"]
    s = position(active=M, level=4, top_family="white", pile=["ghost_green_3", "ghost_white_1"], hands=[FILL, FILL, hand, FILL])
    assert "take" in ids(G.legal_actions(s))  # D3: voluntary take while holding a legal play
    G.apply(s, TAKE)
    assert ids(G.legal_actions(s)) == ["ghost_blue_1", "ghost_blue_2", "ghost_red_3"]
    with pytest.raises(IllegalAction, match="Fog"):
        G.apply(s, play("fog"))


def test_E6b_only_fog_and_empty_deck_means_no_take_GH8():
    """E6(b) / GH-8: L=4, empty deck, hand {Fog, Fog}: only Fog; "take" is not offered."""
    s = position(active=M, level=4, top_family="white", pile=["ghost_green_3", "ghost_white_1"],
                 hands=[FILL, FILL, ["fog", "fog"], FILL], deck={}, stack=F)
    assert ids(G.legal_actions(s)) == ["fog"]
    with pytest.raises(IllegalAction):
        G.apply(s, TAKE)


def test_E7_direction_survives_a_take_D9():
    """E7 / GH-8.4, D9: CCW, L=7, T forced to take; T opens and M (T's CCW neighbour) is next."""
    hand = ["ghost_red_2", "ghost_green_3", "ghost_white_2", "ghost_black_3", "ghost_blue_2"]
    s = position(active=T, level=7, top_family="yellow", direction=CCW, pile=["ghost_blue_3", "ghost_green_1", "ghost_yellow_3"],
                 hands=[FILL, FILL, FILL, hand])
    assert G.legal_actions(s) == [TAKE]
    G.apply(s, TAKE)
    assert s.direction == CCW
    G.apply(s, play("ghost_red_2")); refill(s)
    assert s.active == M


def test_E8_round_ends_when_the_player_due_has_no_cards_GH1_GH12_D12():
    """E8 / GH-1(a), GH-11, GH-12, D12: deck empty; A plays her last card, B Fog, C new family to 7;
    A is due with 0 cards: the round ends, the pile is discarded and nobody gains FP."""
    # A's last card makes level 5 on a pile already at 2; every other card is in the taken stacks
    s = position(players=3, active=0, deck={}, level=2, top_family="white", pile=["ghost_white_2"],
                 hands=[["ghost_blue_3"], ["fog", "ghost_red_1"], ["ghost_green_2", "ghost_red_2"]],
                 fear_points=[2, 2, 2], took_pile=[True, True, True], round=1, stack=(A_, B_, C_))
    G.apply(s, play("ghost_blue_3"))
    assert s.level == 5 and G.to_move(s) == 1  # GH-11: no draw, the deck is empty
    G.apply(s, play("fog"))
    assert s.level == 5
    ev = G.apply(s, play("ghost_green_2"))
    assert any(isinstance(e, RoundEnded) and e.seat_due == 0 for e in ev)
    assert s.fp == [2, 2, 2]  # nobody gains FP for the discarded pile
    assert s.round == 2  # GH-14: the next round is set up


def test_GH1a_round_end_happens_only_for_the_player_due_not_others():
    """D12: a player with 0 cards who is not due does not end the round; others play on."""
    s = position(players=3, active=0, deck={}, level=2, top_family="white", pile=["ghost_white_2"],
                 hands=[["ghost_blue_1"], ["ghost_red_1", "fog"], ["ghost_green_1", "fog"]], stack=2)
    G.apply(s, play("ghost_blue_1"))  # A has 0 cards, B is due
    assert G.to_move(s) == 1 and s.round == 1
    G.apply(s, play("ghost_red_1"))
    assert G.to_move(s) == 2 and s.round == 1


def test_E9_relief_GH13_D8():
    """E9 / GH-13, D8: A=3, B=2, C=4 (took), D=5 -> A=0, B=0, C=4, D=2."""
    # D plays Fog and A is next (CW) with no cards; the rest of the cards lie in C's taken stack
    s = position(players=4, active=3, deck={}, level=1, top_family="red", pile=["ghost_red_1"], round=2,
                 hands=[[], ["fog"], ["fog"], ["fog"]], fear_points=[3, 2, 4, 5], took_pile=[False, False, True, False],
                 stack=2)
    ev = G.apply(s, play("fog"))
    relief = {e.seat: (e.returned, e.fear_points) for e in ev if isinstance(e, ReliefGiven)}
    assert s.fp == [0, 0, 4, 2] or [e for e in ev if isinstance(e, ReliefGiven)]
    assert relief == {0: (3, 0), 1: (2, 0), 3: (3, 2)}
    assert s.fp == [0, 0, 4, 2]


def test_E11_first_player_rotation_S3():
    """E11 / S-3: round 1 starts with S, so round 2 with M and round 3 with T."""
    firsts = []
    m = Match(G, 4, {"first_player": 2}, seed=11)
    rng = random.Random(4)
    round_seen = 0
    while not m.is_over():
        if m.state.round != round_seen and m.state.phase in (2, 3):
            round_seen = m.state.round
            firsts.append(m.state.first_player)
        if m.to_move() == CHANCE:
            m.apply(m.next_chance())
        else:
            m.apply(rng.choice(m.legal_actions()))
    assert firsts == [S, M, T]


def test_E12_tie_is_a_shared_win_GH15_D14():
    """E12 / GH-15, D14: after round 3 relief F=2, S=2, M=3, T=5: F and S both win."""
    s = position(players=4, phase="over", fear_points=[2, 2, 3, 5], round=3)
    assert G.to_move(s) == TERMINAL and G.is_over(s)
    r = G.result(s)
    assert r.winners == (F, S)
    assert r.ranks == (1, 1, 3, 4)
    assert r.lower_is_better


def test_the_results_screen_says_the_margin_GH15_and_the_last_rounds_relief_GH13():
    names = ["Franck", "Sabine", "Max", "Thierry"]
    shared = position(players=4, phase="over", fear_points=[2, 2, 3, 5], round=3, took_pile=[False, True, True, False])
    assert G.result_details(shared, names) == [
        "A shared win: Franck, Sabine end on 2 fear points",
        "No pile in the last round, so up to 3 fear points returned: Franck, Thierry",
    ]
    alone = position(players=4, phase="over", fear_points=[4, 2, 3, 5], round=3, took_pile=[True] * 4)
    assert G.result_details(alone, names) == [
        "Sabine ends on 2 fear points, 1 fewer than anyone else",
        "Everybody took a pile in the last round: nobody returned fear points",
    ]


def test_GH13_relief_also_after_round_3_and_the_game_ends_GH15():
    s = position(players=2, active=1, deck={}, level=1, top_family="red", pile=["ghost_red_1"], round=3,
                 hands=[[], ["fog"]], fear_points=[3, 4], took_pile=[False, True], stack=1)
    ev = G.apply(s, play("fog"))
    assert s.fp == [0, 4]
    assert G.to_move(s) == TERMINAL
    assert G.result(s).winners == (0,)
    assert any(e.TYPE == "game_over" for e in ev)


def test_GH9_taken_cards_have_no_value_and_are_reshuffled_next_round_GH14():
    """GH-9, GH-14: taken stacks carry no score; the next round uses all 60 cards again."""
    s = position(players=2, active=1, deck={}, level=1, top_family="red", pile=["ghost_red_1"], round=1,
                 hands=[[], ["fog"]], fear_points=[1, 2], took_pile=[False, True], taken=[[], ["ghost_blue_3", "ghost_blue_2"]], stack=1)
    G.apply(s, play("fog"))
    assert s.round == 2 and s.fp == [0, 2]
    assert s.deck_size == 60 and s.taken == [[], []] and s.took == [False, False]
    assert s.direction == CW and s.first_player == 1  # S-1 clockwise; S-3 left neighbour of seat 0


def test_GH10_GH11_refill_only_while_the_deck_lasts():
    s = position(players=2, active=0, level=1, top_family="red", pile=["ghost_red_1"],
                 hands=[["ghost_blue_1", "fog"], ["fog"]], deck={"ghost_green_1": 1}, stack=1)
    G.apply(s, play("ghost_blue_1"))
    assert G.to_move(s) == CHANCE and G.chance_outcomes(s) == [(DrawCard("ghost_green_1"), 1.0)]
    G.apply(s, DrawCard("ghost_green_1"))
    assert s.deck_size == 0 and len(s.hands[0]) == 2
    G.apply(s, play("fog"))
    assert G.to_move(s) == 0  # no draw: the deck is empty (GH-11), the turn passes


def test_GH8_D3_voluntary_take_needs_a_nonempty_pile_and_a_ghost_card():
    s = position(active=0, phase="open", hands=[["ghost_red_1"] + FILL, FILL, FILL, FILL])
    assert "take" not in ids(G.legal_actions(s))  # empty pile: opening is compulsory
    with pytest.raises(IllegalAction):
        G.apply(s, TAKE)


def test_GH16_fear_points_are_plain_integers_never_negative():
    """GH-16: markers are bookkeeping; FP is an integer per player and never drops below 0."""
    s = position(players=2, active=1, deck={}, level=1, top_family="red", pile=["ghost_red_1"],
                 hands=[[], ["fog"]], fear_points=[2, 0], stack=0)
    G.apply(s, play("fog"))
    assert s.fp == [2, 0]  # seat 1 returns min(3, 0) = 0 FP (D8); seat 0 took a pile and keeps its 2


def test_GH17_view_hides_other_hands_and_the_deck():
    """GH-17: hands and deck are hidden; pile, Fog beside, sizes, FP and taken stacks are public."""
    m = Match(G, 4, {"first_player": 1}, seed=9)
    m.resolve_chance()
    v = G.view(m.state, 1)
    assert v.hand == tuple(G.card_ids[k] for k in m.state.hands[1])
    assert v.hand_sizes == (5, 5, 5, 5) and v.deck_size == 40
    text = repr(v)
    assert "deck" not in [f for f in v.__dataclass_fields__ if f not in ("deck_size",)]
    spectator = G.view(m.state, None)
    assert spectator.hand is None
    assert repr(spectator).count("ghost_") == 0  # nothing played yet: no card is public
    assert text.count("ghost_") + text.count("fog") >= 5


def test_illegal_actions_name_the_seat_and_leave_the_state_unchanged():
    s = position(active=S, level=5, top_family="red", pile=["ghost_blue_3", "ghost_red_2"], hands=[FILL, ["ghost_blue_1"] + FILL, FILL, FILL])
    before = G.fingerprint(s)
    with pytest.raises(IllegalAction, match="seat 1"):
        G.apply(s, play("ghost_green_1"))  # not in hand
    with pytest.raises(IllegalAction):
        G.apply(s, DrawCard("fog"))  # not a chance step now
    with pytest.raises(IllegalAction):
        G.apply(s, ChooseFirstPlayer(0))
    assert G.fingerprint(s) == before
