"""Ghost Fightin' Treasure Hunters rules: every rule and worked example of
docs/rules/treasure_hunters.md.

Each test names the rule IDs (TH-n, TH-An, D-n) and, for the worked examples of
section 6, the scenario number ("Scenario 6"). Positions are built with
state_from_json; chance outcomes (dice, cards, battle dice, jewel numbers) are
applied as actions or scripted through a Match.

Pawns are numbered from 0 here (P1 of the spec is pawn 0).
"""

import random

import pytest

from ghostparlor.core.errors import IllegalAction, PositionError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games.treasure_hunters.rules import (
    BattleRoll,
    CardDrawn,
    DeckShuffled,
    DieRolled,
    DoorsLocked,
    DoorsUnlocked,
    DrawCard,
    GameOver,
    GhostPlaced,
    GhostsFought,
    JewelDelivered,
    JewelPickedUp,
    JewelRevealed,
    Move,
    PawnMoved,
    PawnTrapped,
    PickUpJewel,
    PlaceJewel,
    PutDownJewel,
    RollDie,
    SkipJewel,
    TreasureHuntersGame,
    UnhauntRolled,
)

G = TreasureHuntersGame()
B = G.board
OUT = "OUT"
P1, P2, P3, P4 = 0, 1, 2, 3
SETUP_JEWELS = {"A": 1, "B": 2, "D": 3, "E": 4, "G": 5, "H": 6, "J": 7, "K": 8}


def position(players=4, **kw):
    """A position; missing keys take set-up values (phase roll, pawn 0 to move)."""
    data = {"players": players, "phase": "roll"}
    data.update(kw)
    return G.state_from_json(data)


def jewels_without(*rooms):
    return {r: j for r, j in SETUP_JEWELS.items() if r not in rooms}


def roll(s, value):
    return G.apply(s, RollDie(value))


def draw(s, card):
    return G.apply(s, DrawCard(card))


def move(s, to):
    return G.apply(s, Move(to))


def battle(s, *faces):
    return G.apply(s, BattleRoll(tuple(faces)))


def dests(s):
    return {a.to for a in G.legal_actions(s)}


def ghosts(s, room):
    return s.ghosts[B.room_ids.index(room)]


def haunted(s):
    return {B.room_ids[r] for r, h in enumerate(s.haunted) if h}


def at(s, pawn):
    return B.node_ids[s.pos[pawn]]


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def phase(s):
    return ("place_jewels", "roll", "card", "move", "pickup", "fight", "over")[s.phase]


def test_setup_section_3_and_TH_A1_jewels_are_placed_face_down_by_chance():
    """Section 3: pawns outside, 1 ghost in C, F, I, L (supply 20), 6 markers, 13 cards; jewels by chance."""
    s = G.new_state(4)
    assert [at(s, p) for p in range(4)] == [OUT] * 4
    assert {r: ghosts(s, r) for r in B.room_ids if ghosts(s, r)} == {"C": 1, "F": 1, "I": 1, "L": 1}
    assert s.supply == 20 and s.markers_left == 6 and s.draw_size == 13 and s.discard == [] and s.lock == -1
    assert G.to_move(s) == CHANCE and phase(s) == "place_jewels"
    outcomes = G.chance_outcomes(s)
    assert sorted(a.number for a, _ in outcomes) == list(range(1, 9))
    assert all(abs(p - 1 / 8) < 1e-12 for _, p in outcomes)
    for n in (3, 1, 4, 8, 5, 2, 7, 6):
        G.apply(s, PlaceJewel(n))
    assert phase(s) == "roll" and G.to_move(s) == CHANCE and s.turn == 0  # section 3.5: seat 1's first pawn
    assert {B.room_ids[r]: j for r, j in enumerate(s.room_jewel) if j} == dict(zip("ABDEGHJK", (3, 1, 4, 8, 5, 2, 7, 6)))
    view = G.view(s, 0)
    assert view.has_jewel.count(True) == 8 and set(view.jewel_number) == {0}  # face down
    with pytest.raises(IllegalAction):
        G.apply(s, PlaceJewel(1))


def test_TH_A1_advanced_setup_uses_all_19_cards():
    s = G.new_state(3, {"advanced": True})
    assert s.draw_size == 19
    counts = {G.card_ids[k]: c for k, c in enumerate(s.draw) if c}
    assert counts["LOCK_BLUE"] == 2 and counts["LOCK_GREEN"] == 2
    assert counts["DRAW2_SHUFFLE"] == 1 and counts["DRAW3_SHUFFLE"] == 1 and counts["SHUFFLE"] == 1
    assert sum(counts[c] for c in "ABCDEFGHIJKL") == 12
    assert G.new_state(3).draw_size == 13


# --- section 1 and D-5: seats and pawns --------------------------------------------


@pytest.mark.parametrize("players,pawns,owners", [(1, 4, [0, 0, 0, 0]), (2, 4, [0, 1, 0, 1]), (3, 3, [0, 1, 2]), (4, 4, [0, 1, 2, 3])])
def test_D5_pawns_per_seat_count_and_owner(players, pawns, owners):
    """Section 1, D-5: 1 seat -> 4 pawns (solo), 2 -> 4 (2 each, alternately), 3 -> 3, 4 -> 4."""
    s = G.new_state(players)
    assert len(s.pos) == pawns
    assert list(G.view(s, 0).pawn_owner) == owners


def test_scenario_15_two_seat_order_each_pawn_rolls_and_draws_D5_D6():
    """Scenario 15 / D-5, D-6, TH-1: red, yellow, blue, green; seats 1, 2, 1, 2; own roll and card each."""
    s = position(players=2)
    seats = []
    for pawn, card in zip(range(4), "ABCD"):
        assert s.turn == pawn
        ev = roll(s, 3)
        assert of(ev, DieRolled)[0].pawn == pawn
        draw(s, card)
        seats.append(G.to_move(s))
        move(s, OUT)
    assert seats == [0, 1, 0, 1]
    assert [G.pawn_colours[p] for p in range(4)] == ["red", "yellow", "blue", "green"]
    assert s.turn == 0  # back to red
    # red and blue both in G (1 ghost) on red's turn: red rolls 2 dice (D-6: the same owner's pawn counts)
    s = position(players=2, pawns=["G", OUT, "G", OUT], ghosts={"G": 1}, jewels=jewels_without("G"), delivered=[5])
    roll(s, 6)
    move(s, "G")
    outcomes = G.chance_outcomes(s)
    assert all(len(a.faces) == 2 for a, _ in outcomes)


# --- turn: TH-1, TH-2 --------------------------------------------------------------


def test_TH1_steps_in_order_roll_card_move_pickup_fight():
    """TH-1: roll, ghost card, move, pick up, fight - in this order; TH-22: the card's ghost counts this turn."""
    s = position(ghosts={"C": 1, "F": 1, "I": 1, "L": 1}, pawns=[OUT, OUT, OUT, OUT])
    events = []
    events += roll(s, 3)
    events += draw(s, "K")  # K gets a ghost before the move (TH-22: it affects this turn's fight)
    events += move(s, "K")
    events += G.apply(s, PickUpJewel())
    assert phase(s) == "fight"
    events += battle(s, "ghost")
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["DieRolled", "CardDrawn", "GhostPlaced", "PawnMoved", "JewelPickedUp", "GhostsFought"]
    assert ghosts(s, "K") == 0 and s.carry[P1] == 8


def test_TH1_TH2_a_6_draws_no_card_and_1_to_5_draw_exactly_one():
    """TH-2: faces 1-5 show the ghost icon and draw one card (p = 5/6); a 6 draws none."""
    s = position()
    assert sum(p for a, p in G.chance_outcomes(s) if G.ghost_icon[a.value]) == pytest.approx(5 / 6)
    roll(s, 6)
    assert phase(s) == "move" and s.draw_size == 13
    for value in range(1, 6):
        s = position()
        roll(s, value)
        assert phase(s) == "card"
        draw(s, "A")
        assert phase(s) == "move" and s.draw_size == 12 and [G.card_ids[k] for k in s.discard] == ["A"]


def test_TH1_steps_1_and_2_happen_even_for_a_pawn_that_cannot_move():
    """TH-1, TH-17: a trapped carrier still rolls and draws."""
    s = position(pawns=["F", OUT, OUT, OUT], carrying=[4, 0, 0, 0], jewels=jewels_without("E"), haunted=["F"])
    roll(s, 2)
    assert phase(s) == "card"
    draw(s, "A")
    assert dests(s) == {"F"}


# --- ghosts: TH-3 to TH-6 --------------------------------------------------------


def test_TH3_letter_card_places_one_ghost_from_the_supply():
    s = position()
    roll(s, 1)
    ev = draw(s, "C")
    assert ghosts(s, "C") == 2 and s.supply == 19
    assert of(ev, GhostPlaced)[0].room == "C" and of(ev, GhostPlaced)[0].skipped == ()


def test_scenario_4_overflow_wraps_from_L_to_A_TH4_TH5():
    """Scenario 4 / TH-4, TH-5: L and A haunted, B holds 2 ghosts; card L -> skip L and A, B is haunted (3 m)."""
    s = position(haunted=["L", "A"], ghosts={"B": 2, "C": 1, "F": 1, "I": 1})
    roll(s, 2)
    ev = draw(s, "L")
    placed = of(ev, GhostPlaced)[0]
    assert placed.skipped == ("L", "A") and placed.room == "B" and placed.haunted
    assert haunted(s) == {"L", "A", "B"} and ghosts(s, "B") == 0
    assert G.view(s, 0).markers == 3 and s.markers_left == 3


def test_scenario_3_third_ghost_haunts_and_traps_the_carrier_TH5_TH17():
    """Scenario 3 / TH-5, TH-17: F holds 2 g, P3 in F with a jewel; P1 rolls 5 and draws F."""
    s = position(pawns=[OUT, OUT, "F", OUT], carrying=[0, 0, 4, 0], jewels=jewels_without("E"),
                 ghosts={"C": 1, "F": 2, "I": 1, "L": 1})
    supply = s.supply
    roll(s, 5)
    ev = draw(s, "F")
    assert haunted(s) == {"F"} and ghosts(s, "F") == 0
    assert s.supply == supply + 2  # the 2 ghosts go back; no 3rd figure is needed (D-3)
    assert G.view(s, 0).markers == 1
    assert [(e.pawn, e.room) for e in of(ev, PawnTrapped)] == [(P3, "F")]
    assert G.is_trapped(s, P3)
    s.turn, s.phase, s.roll = P3, 3, 4  # P3's move later: only F
    assert dests(s) == {"F"}


def test_TH5_a_haunted_room_never_holds_ghosts():
    s = position(haunted=["C"])  # left out, the start room's ghost is not there: it is haunted
    assert ghosts(s, "C") == 0 and ghosts(s, "F") == 1
    with pytest.raises(PositionError) as refused:  # a position cannot state one either
        position(haunted=["C"], ghosts={"C": 2})
    assert refused.value.key == "ghosts.C"


def test_scenario_11_shuffle_card_TH6():
    """Scenario 11 / TH-6: draw pile of 5 (SHUFFLE on top), discard 8: SHUFFLE -> 13 in the pile, 0 discarded."""
    discard = ["A", "B", "C", "D", "E", "F", "G", "H"]
    s = position(discard=discard, draw_pile={"SHUFFLE": 1, "I": 1, "J": 1, "K": 1, "L": 1})
    before = list(s.ghosts)
    roll(s, 2)
    ev = draw(s, "SHUFFLE")
    assert s.ghosts == before  # no ghost placed
    assert s.draw_size == 13 and s.discard == []
    assert of(ev, DeckShuffled)[0].cards == 13
    assert phase(s) == "move" and s.roll == 2
    assert max(G.board.distances(s.pos[0]).get(B.node_index[d], 0) for d in dests(s)) == 2  # moves up to 2


def test_scenario_13_loss_by_six_hauntings_via_overflow_before_the_move_TH20_D9():
    """Scenario 13 / TH-4, TH-20, D-9: 5 m in B, D, F, I, L; E holds 2 g; P2 draws D -> E haunted, lost before moving."""
    s = position(turn=P2, haunted=["B", "D", "F", "I", "L"], ghosts={"C": 1, "E": 2})
    roll(s, 3)
    ev = draw(s, "D")
    assert haunted(s) == {"B", "D", "E", "F", "I", "L"}
    assert of(ev, GameOver)[0].outcome == "lost_hauntings"
    assert G.to_move(s) == TERMINAL and G.legal_actions(s) == []
    assert at(s, P2) == OUT  # P2 never moved
    result = G.result(s)
    assert result.team_won is False and result.winners == ()


# --- movement: TH-7 to TH-11, D-8 ------------------------------------------------


def test_scenario_1_rooms_count_one_space_TH8_TH10():
    """Scenario 1 / TH-8, TH-10, TH-15: from the real start, deck top K, P1 rolls 4; I via J; fights I with 1 die."""
    script = [PlaceJewel(n) for n in range(1, 9)] + [RollDie(4), DrawCard("K"), {"type": "battle", "faces": ["blank"]}]
    m = Match(G, 4, seed=1, chance_script=script)
    m.resolve_chance()
    s = m.state
    assert ghosts(s, "K") == 1
    assert dests(s) == {OUT, "H1", "H2", "H3", "J", "K", "H4", "H7", "H10", "I", "L"}
    assert B.distances(B.out)[B.node_index["I"]] == 4  # OUT-H1-H2-J-I
    m.apply(Move("I"))
    assert m.to_move() == CHANCE
    assert [len(a.faces) for a, _ in G.chance_outcomes(s)] == [1, 1, 1]  # alone: 1 die
    ev = m.resolve_chance()
    assert of(ev, GhostsFought)[0].removed == 0 and ghosts(s, "I") == 1


def test_scenario_2_blocking_TH9():
    """Scenario 2 / TH-9, D-8: other pawns' hallway squares are passed through, never ended on."""
    s = position(pawns=[OUT, "H2", OUT, OUT])
    roll(s, 6)
    s.roll = 2
    assert dests(s) == {OUT, "H1"}
    s.roll = 3
    assert dests(s) == {OUT, "H1", "H3", "J", "K"}
    s = position(pawns=[OUT, "H2", "H1", OUT])
    roll(s, 6)
    s.roll = 2
    assert dests(s) == {OUT}


def test_TH7_up_to_the_roll_stopping_early_or_staying():
    """TH-7: any distance up to the roll, or 0 (stay); illegal beyond."""
    s = position(pawns=["H12", OUT, OUT, OUT])
    roll(s, 6)
    d = dests(s)
    assert "H12" in d and "H11" in d and "H13" in d and "H1" in d
    s.roll = 1
    assert dests(s) == {"H12", "H11", "H13", "H17"}
    with pytest.raises(IllegalAction):
        move(s, "H10")


def test_TH8_rooms_only_through_doors_and_a_room_is_one_space():
    """TH-8: F (4 cells wide) is one space from H10 and H5; no diagonal or wall crossing."""
    s = position(pawns=["H10", OUT, OUT, OUT])
    roll(s, 6)
    s.roll = 2
    assert "H5" in dests(s)  # H10 -> F -> H5
    s.roll = 1
    assert dests(s) == {"H10", "H3", "H11", "F"}  # H4 touches F's cells but is no door
    assert "H4" not in dests(s)


def test_TH11_stepping_outside_ends_the_move_with_or_without_a_jewel():
    """TH-11: OUT ends the path (nothing lies beyond it) and ends the turn."""
    s = position(pawns=["H2", OUT, OUT, OUT])
    roll(s, 6)
    assert OUT in dests(s)
    ev = move(s, OUT)
    assert of(ev, PawnMoved)[0].spaces == 2
    assert s.turn == P2 and phase(s) == "roll"
    # from OUTSIDE a pawn starts again through the front door (TH-18)
    assert B.distances(B.out, limit=1) == {B.out: 0, B.front_square: 1}


def test_scenario_9_carrier_detour_TH10_TH17_D2():
    """Scenario 9 / TH-10, TH-17, D-2: P4 carries in A, I haunted: 9 to OUT, not 6; I only as an endpoint."""
    s = position(turn=P4, pawns=[OUT, OUT, OUT, "A"], carrying=[0, 0, 0, 1], jewels=jewels_without("A"),
                 haunted=["I"], ghosts={"C": 1, "F": 1, "L": 1})
    carrier = B.distances(B.node_index["A"], None, s.haunted, carrier=True)
    assert carrier[B.out] == 9
    assert B.distances(B.node_index["A"])[B.out] == 6  # without the haunting: A-E-I-J-H2-H1-OUT
    roll(s, 6)
    d = dests(s)
    assert "I" in d and "J" not in d and "H3" in d and OUT not in d
    move(s, "H3")
    assert at(s, P4) == "H3"


def test_scenario_10_delivery_ends_the_move_TH14():
    """Scenario 10 / TH-11, TH-14: P2 carries on H2, 5 delivered; rolls 3: 2 spaces out, the 3rd point is lost."""
    s = position(turn=P2, pawns=[OUT, "H2", OUT, OUT], carrying=[0, 6, 0, 0], delivered=[1, 2, 3, 4, 5],
                 jewels={"G": 7, "K": 8})
    roll(s, 6)
    s.roll = 3
    ev = move(s, OUT)
    assert of(ev, PawnMoved)[0].spaces == 2
    assert of(ev, JewelDelivered)[0].delivered == 6
    assert len(s.delivered) == 6 and s.carry[P2] == 0
    assert s.turn == P3 and phase(s) == "roll"


# --- jewels: TH-12 to TH-14 ---------------------------------------------------------


def test_TH12_pick_up_after_ending_the_move_even_with_ghosts_and_by_staying_put():
    s = position(pawns=["H2", OUT, OUT, OUT], ghosts={"C": 1, "F": 1, "I": 1, "K": 2, "L": 1})
    roll(s, 6)
    move(s, "K")
    assert G.legal_actions(s) == [PickUpJewel(), SkipJewel()]
    G.apply(s, SkipJewel())  # declined (D-1: may be taken on a later turn)
    assert s.room_jewel[B.room_ids.index("K")] == 8 and phase(s) == "fight"
    battle(s, "blank")
    # on a later turn, staying put counts
    s.turn = P1
    roll(s, 6)
    move(s, "K")
    G.apply(s, PickUpJewel())
    assert s.carry[P1] == 8


def test_TH12_no_pick_up_while_passing_through():
    """TH-12: passing through J (a jewel room) on the way to I picks up nothing."""
    s = position()
    roll(s, 6)
    s.roll = 4
    move(s, "I")
    assert s.carry[P1] == 0 and s.room_jewel[B.room_ids.index("J")] == 7


def test_TH13_one_jewel_only_and_no_putting_down_or_handing_over():
    """TH-13: a carrier ending in a jewel room gets no choice; there is no put-down (basic) or hand-over action."""
    s = position(pawns=["H2", OUT, OUT, OUT], carrying=[7, 0, 0, 0], jewels=jewels_without("J"))
    roll(s, 6)
    move(s, "K")
    assert phase(s) == "roll" and s.carry[P1] == 7 and s.room_jewel[B.room_ids.index("K")] == 8
    s = position(pawns=["G", OUT, OUT, OUT], carrying=[7, 0, 0, 0], jewels=jewels_without("J", "G"), delivered=[5], ghosts={})
    roll(s, 6)
    move(s, "G")  # a room without a jewel: still nothing to do
    assert phase(s) == "roll"
    with pytest.raises(IllegalAction):
        G.apply(s, PutDownJewel())


def test_TH14_a_carrier_reaching_outside_delivers():
    s = position(pawns=["H1", OUT, OUT, OUT], carrying=[3, 0, 0, 0], jewels=jewels_without("D"))
    roll(s, 6)
    move(s, OUT)
    assert s.delivered == [3] and s.carry[P1] == 0


# --- fighting: TH-15, TH-16 --------------------------------------------------------


def test_scenario_5_fight_with_one_die_staying_put_TH15():
    """Scenario 5 / TH-15: P1 alone in C (1 g) rolls 6, stays, rolls ghost: C 0 g, supply 21."""
    s = position(pawns=["C", OUT, OUT, OUT])
    roll(s, 6)
    assert phase(s) == "move"
    move(s, "C")
    outcomes = G.chance_outcomes(s)
    assert {a.faces: p for a, p in outcomes} == pytest.approx({("ghost",): 1 / 2, ("haunting",): 1 / 3, ("blank",): 1 / 6})
    ev = battle(s, "ghost")
    assert ghosts(s, "C") == 0 and s.supply == 21
    assert of(ev, GhostsFought)[0].removed == 1


def test_scenario_6_fight_with_two_dice_and_pick_up_TH12_TH15():
    """Scenario 6 / TH-12, TH-15: P2 in K (2 g + jewel), deck top A; P1 rolls 3, OUT-H1-H2-K, picks up, 2 dice."""
    s = position(pawns=[OUT, "K", OUT, OUT], ghosts={"C": 1, "F": 1, "I": 1, "K": 2, "L": 1})
    roll(s, 3)
    draw(s, "A")
    assert ghosts(s, "A") == 1
    ev = move(s, "K")
    assert of(ev, PawnMoved)[0].spaces == 3
    G.apply(s, PickUpJewel())
    assert s.carry[P1] == 8
    assert all(len(a.faces) == 2 for a, _ in G.chance_outcomes(s))
    battle(s, "ghost", "haunting")
    assert ghosts(s, "K") == 1
    # with 3 pawns in K it is still 2 dice (never more than 2)
    s = position(pawns=[OUT, "K", "K", OUT], ghosts={"K": 2})
    roll(s, 6)
    s.roll = 3
    move(s, "K")
    G.apply(s, SkipJewel())
    assert all(len(a.faces) == 2 for a, _ in G.chance_outcomes(s))


def test_TH15_ghost_faces_remove_at_most_the_ghosts_there_and_other_faces_do_nothing():
    s = position(pawns=["C", "C", OUT, OUT], ghosts={"C": 1})
    roll(s, 6)
    move(s, "C")
    ev = battle(s, "ghost", "ghost")
    assert of(ev, GhostsFought)[0].removed == 1 and ghosts(s, "C") == 0 and s.supply == 24
    s = position(pawns=["C", OUT, OUT, OUT], ghosts={"C": 2})
    roll(s, 6)
    move(s, "C")
    with pytest.raises(IllegalAction):
        battle(s, "ghost", "ghost")  # a lone pawn rolls one die
    battle(s, "haunting")
    assert ghosts(s, "C") == 2 and haunted(s) == set()  # no penalty either


def test_scenario_7_trapped_turn_TH17():
    """Scenario 7 / TH-17: F haunted, P3 alone in F with a jewel; rolls 4, draws D: D +1 g, only F, no fight."""
    s = position(turn=P3, pawns=[OUT, OUT, "F", OUT], carrying=[0, 0, 4, 0], jewels=jewels_without("E"),
                 haunted=["F"], ghosts={"C": 1, "I": 1, "L": 1})
    roll(s, 4)
    draw(s, "D")
    assert ghosts(s, "D") == 1
    assert dests(s) == {"F"}
    move(s, "F")
    assert phase(s) == "roll" and s.turn == P4  # no fight, no un-haunting alone


def scenario_8_position():
    return position(pawns=["H10", OUT, "F", OUT], carrying=[0, 0, 4, 0], jewels=jewels_without("E"),
                    haunted=["F"], ghosts={"C": 1, "I": 1, "L": 1})


def test_scenario_8_unhaunting_with_two_pawns_TH16():
    """Scenario 8 / TH-16: P1 on H10 rolls 1, draws G, moves to F: 2 dice, blank + haunting removes the marker."""
    s = scenario_8_position()
    roll(s, 1)
    draw(s, "G")
    move(s, "F")
    assert phase(s) == "fight"
    assert {len(a.faces) for a, _ in G.chance_outcomes(s)} == {2}
    assert sum(p for a, p in G.chance_outcomes(s) if "haunting" in a.faces) == pytest.approx(5 / 9)
    ev = battle(s, "haunting", "blank")
    assert of(ev, UnhauntRolled)[0].success
    assert haunted(s) == set() and s.markers_left == 6
    s.turn, s.phase, s.roll = P3, 3, 4  # P3 may move on its next turn
    assert len(dests(s)) > 1


def test_scenario_8_variant_failed_unhaunting_and_the_trapped_pawn_rolls_too_TH16_TH17():
    """Scenario 8 variant / TH-16, TH-17: ghost + ghost leaves F haunted; on P3's turn P3 rolls 2 dice itself."""
    s = scenario_8_position()
    roll(s, 1)
    draw(s, "G")
    move(s, "F")
    ev = battle(s, "ghost", "ghost")
    assert not of(ev, UnhauntRolled)[0].success and haunted(s) == {"F"}
    assert s.turn == P2
    roll(s, 6)
    move(s, OUT)
    assert s.turn == P3
    roll(s, 6)
    assert dests(s) == {"F"}
    move(s, "F")  # staying put counts as ending the move there
    assert phase(s) == "fight" and {len(a.faces) for a, _ in G.chance_outcomes(s)} == {2}
    battle(s, "haunting", "haunting")
    assert haunted(s) == set()


def test_TH16_a_pawn_alone_cannot_fight_a_haunting():
    s = position(pawns=["F", OUT, OUT, OUT], haunted=["F"])
    roll(s, 6)
    move(s, "F")
    assert phase(s) == "roll"


# --- trapped and haunted rooms: TH-17, D-1, D-2 ------------------------------------


def test_TH17_pawns_without_a_jewel_leave_and_pass_haunted_rooms_freely():
    s = position(pawns=["I", OUT, OUT, OUT], haunted=["I"], ghosts={"C": 1, "F": 1, "L": 1})
    roll(s, 6)
    assert {"E", "J", "A", "H2"} <= dests(s)
    s = position(pawns=["E", OUT, OUT, OUT], haunted=["I"], ghosts={"C": 1, "F": 1, "L": 1})
    roll(s, 6)
    s.roll = 3
    assert "H2" in dests(s)  # E-I-J-H2 through the haunted I


def test_TH17_carriers_pass_rooms_with_ghosts_but_not_haunted_rooms():
    s = position(pawns=["E", OUT, OUT, OUT], carrying=[2, 0, 0, 0], jewels=jewels_without("B"),
                 ghosts={"I": 2, "C": 1, "F": 1, "L": 1})
    roll(s, 6)
    s.roll = 3
    assert "H2" in dests(s)  # through I with 2 ghosts
    s = position(pawns=["E", OUT, OUT, OUT], carrying=[2, 0, 0, 0], jewels=jewels_without("B"),
                 haunted=["I"], ghosts={"C": 1, "F": 1, "L": 1})
    roll(s, 6)
    s.roll = 3
    assert "H2" not in dests(s) and "I" in dests(s)


def test_D1_pick_up_in_a_haunted_room_traps_at_once_or_unhaunts_with_a_partner():
    """D-1: allowed; alone the pawn is trapped, with a partner TH-16 fires that same turn."""
    s = position(pawns=["H2", OUT, OUT, OUT], haunted=["K"], ghosts={"C": 1, "F": 1, "I": 1, "L": 1})
    roll(s, 6)
    move(s, "K")
    ev = G.apply(s, PickUpJewel())
    assert of(ev, PawnTrapped) and G.is_trapped(s, P1) and phase(s) == "roll"
    s = position(pawns=["H2", "K", OUT, OUT], haunted=["K"], ghosts={"C": 1, "F": 1, "I": 1, "L": 1})
    roll(s, 6)
    move(s, "K")
    G.apply(s, PickUpJewel())
    assert phase(s) == "fight" and {len(a.faces) for a, _ in G.chance_outcomes(s)} == {2}


def test_D2_a_carrier_may_end_in_a_haunted_room_and_is_trapped():
    s = position(pawns=["H2", OUT, OUT, OUT], carrying=[1, 0, 0, 0], jewels=jewels_without("A"), haunted=["J"])
    roll(s, 6)
    assert "J" in dests(s)
    # J is only an end: the carrier's way to I is the hallway (H2-H3-H4-H5-H6-I), not H2-J-I
    assert B.distances(s.pos[P1], None, s.haunted, carrier=True)[B.node_index["I"]] == 5
    ev = move(s, "J")
    assert of(ev, PawnTrapped) and G.is_trapped(s, P1)


# --- the end: TH-18 to TH-22 ----------------------------------------------------------


def test_TH18_pawns_outside_keep_taking_full_turns():
    s = position(pawns=[OUT, "H5", OUT, OUT])
    ev = roll(s, 3)
    assert of(ev, DieRolled) and phase(s) == "card"  # roll and card outside too
    draw(s, "B")
    assert "H3" in dests(s) and OUT in dests(s)  # may re-enter or stay
    move(s, OUT)
    assert s.turn == P2


def test_scenario_12_win_TH19():
    """Scenario 12 / TH-19, TH-22: 7 delivered, P1-P3 out, P4 carries on H1; rolls 1, draws E (E +1 g), out: win."""
    s = position(turn=P4, pawns=[OUT, OUT, OUT, "H1"], carrying=[0, 0, 0, 8], delivered=[1, 2, 3, 4, 5, 6, 7],
                 jewels={}, haunted=["B", "D", "L"], ghosts={"C": 1, "F": 1, "I": 1})
    roll(s, 1)
    draw(s, "E")
    assert ghosts(s, "E") == 1
    ev = move(s, OUT)
    assert len(s.delivered) == 8
    assert of(ev, GameOver)[0].outcome == "won"
    assert G.is_over(s) and G.to_move(s) == TERMINAL
    result = G.result(s)
    assert result.team_won is True and result.winners == (0, 1, 2, 3)


def test_TH22_the_last_pawn_walking_out_empty_handed_wins():
    s = position(pawns=[OUT, "H2", OUT, OUT], turn=P2, delivered=list(range(1, 9)), jewels={})
    roll(s, 6)
    ev = move(s, OUT)
    assert of(ev, GameOver)[0].outcome == "won"


def test_TH19_no_win_while_a_pawn_is_inside():
    s = position(pawns=[OUT, OUT, OUT, "H1"], turn=P1, delivered=list(range(1, 9)), jewels={})
    roll(s, 6)
    move(s, OUT)
    assert not G.is_over(s)


def test_scenario_14_deadlock_loss_TH21():
    """Scenario 14 / TH-21: 3 pawns, each a lone carrier; G (2 g) gets haunted by P1's card: lost with 3 m."""
    s = position(players=3, pawns=["A", "H", "G"], carrying=[1, 6, 5], jewels=jewels_without("A", "H", "G"),
                 haunted=["A", "H"], ghosts={"G": 2, "C": 1, "F": 1, "I": 1, "L": 1})
    roll(s, 2)
    ev = draw(s, "G")
    assert of(ev, GameOver)[0].outcome == "lost_deadlock"
    assert G.view(s, 0).markers == 3 and G.result(s).team_won is False


def test_TH21_no_deadlock_when_two_carriers_share_a_haunted_room():
    s = position(players=3, pawns=["A", "A", "G"], carrying=[1, 2, 5], jewels=jewels_without("A", "B", "G"),
                 haunted=["A"], ghosts={"G": 2})
    roll(s, 2)
    draw(s, "G")
    assert not G.is_over(s)


def test_TH22_loss_checked_after_a_move_into_a_haunted_room():
    """TH-21, TH-22: the last lone carrier walking into a haunted room ends the game at once."""
    s = position(players=3, pawns=["H2", "A", "H"], carrying=[7, 1, 6], jewels=jewels_without("J", "A", "H"),
                 haunted=["A", "H", "K"])
    roll(s, 6)
    ev = move(s, "K")
    assert of(ev, GameOver)[0].outcome == "lost_deadlock"


def test_TH20_the_sixth_marker_loses_and_results_are_shared():
    s = position(haunted=["A", "B", "C", "D", "E"], ghosts={"F": 2})
    roll(s, 1)
    draw(s, "F")
    assert s.outcome == "lost_hauntings" and G.result(s).scores == (0.0,) * 4


# --- the advanced game: TH-A1 to TH-A6 --------------------------------------------------


def adv(**kw):
    return position(advanced=True, **kw)


def test_scenario_16_draw2_ignores_shuffle_locks_blue_TH_A3_TH_A4():
    """Scenario 16 / TH-A3, TH-A4: DRAW2, then SHUFFLE (ignored, replaced), C (+1 g), LOCK_BLUE; reshuffle, lock aside."""
    s = adv()
    roll(s, 4)
    ev = draw(s, "DRAW2_SHUFFLE")
    assert s.draws_left == 2 and phase(s) == "card"
    ev += draw(s, "SHUFFLE")
    assert [e.ignored for e in of(ev, CardDrawn)] == [False, True] and s.draws_left == 2
    ev += draw(s, "C")
    assert ghosts(s, "C") == 2 and s.draws_left == 1
    ev += draw(s, "LOCK_BLUE")
    assert of(ev, DoorsLocked)[0].colour == "blue"
    assert phase(s) == "move" and s.draws_left == 0
    assert G.card_ids[s.lock] == "LOCK_BLUE" and s.discard == [] and s.draw_size == 18
    assert of(ev, DeckShuffled)[-1].lock_aside == "LOCK_BLUE"
    assert dests(s) == {OUT, "H1", "H2", "H3", "K", "H4", "H7", "H10", "L"}  # J's door is blue
    assert B.distances(B.out, locked=B.colour_index("blue"))[B.node_index["I"]] == 7
    # later: LOCK_GREEN unlocks blue and locks green
    move(s, "H3")
    roll(s, 2)
    ev = draw(s, "LOCK_GREEN")
    assert [e.colour for e in of(ev, DoorsUnlocked)] == ["blue"] and [e.colour for e in of(ev, DoorsLocked)] == ["green"]
    assert G.card_ids[s.lock] == "LOCK_GREEN" and [G.card_ids[k] for k in s.discard] == ["LOCK_BLUE"]
    move(s, "H2")
    # a plain SHUFFLE unlocks everything (TH-A5)
    roll(s, 2)
    ev = draw(s, "SHUFFLE")
    assert s.lock == -1 and of(ev, DoorsUnlocked)[0].colour == "green" and s.draw_size == 19


def test_TH_A3_draw3_counts_locks_and_ignores_draw_cards():
    s = adv()
    roll(s, 1)
    draw(s, "DRAW3_SHUFFLE")
    assert s.draws_left == 3
    ev = draw(s, "DRAW2_SHUFFLE")  # ignored, not counted
    assert s.draws_left == 3 and of(ev, CardDrawn)[0].ignored
    draw(s, "LOCK_GREEN")  # takes effect and counts
    assert s.draws_left == 2 and G.card_ids[s.lock] == "LOCK_GREEN"
    draw(s, "LOCK_GREEN")  # the same colour: nothing changes, discarded, counts (TH-A4)
    assert s.draws_left == 1 and G.card_ids[s.lock] == "LOCK_GREEN"
    draw(s, "A")
    assert ghosts(s, "A") == 1 and phase(s) == "move"
    assert s.discard == [] and s.draw_size == 18  # everything but the lock card is shuffled


def test_TH_A3_loss_during_extra_draws_ends_at_once():
    s = adv(haunted=["A", "B", "C", "D", "E"], ghosts={"F": 2, "G": 2})
    roll(s, 1)
    draw(s, "DRAW2_SHUFFLE")
    draw(s, "F")
    assert s.outcome == "lost_hauntings" and G.to_move(s) == TERMINAL


def test_TH_A4_locked_doors_block_every_pawn_and_D13_room_doors_never_lock():
    """TH-A4, D-13: locked doors cannot be used; room-room doors and the front door never lock."""
    s = adv(pawns=["A", OUT, OUT, OUT], lock="LOCK_BLUE", ghosts={})
    roll(s, 6)
    s.roll = 1
    assert dests(s) == {"A", "B", "E"}  # A-H16 is blue; A-B and A-E never lock
    assert "H16" not in dests(s)
    s = adv(pawns=[OUT, OUT, OUT, OUT], lock="LOCK_GREEN")
    roll(s, 6)
    s.roll = 1
    assert dests(s) == {OUT, "H1"}  # the front door never locks


def test_TH_A5_draw_cards_do_not_unlock():
    s = adv(lock="LOCK_BLUE")
    roll(s, 1)
    ev = draw(s, "DRAW2_SHUFFLE")
    ev += draw(s, "A")
    ev += draw(s, "B")
    assert not of(ev, DoorsUnlocked) and G.card_ids[s.lock] == "LOCK_BLUE"


def test_TH_A2_D12_numbers_revealed_only_by_ending_a_move_there():
    """TH-A2, D-12: passing through J reveals nothing; ending in I's neighbour J does."""
    s = adv()
    roll(s, 6)
    s.roll = 4
    move(s, "I")  # through J
    assert not s.revealed[7]
    assert G.view(s, 0).jewel_number[B.room_ids.index("J")] == 0
    s = adv()
    roll(s, 6)
    s.roll = 3
    ev = move(s, "J")
    assert of(ev, JewelRevealed)[0].number == 7
    assert G.view(s, 1).jewel_number[B.room_ids.index("J")] == 7  # public
    ev = G.apply(s, PickUpJewel())
    assert of(ev, JewelPickedUp)[0].number == 7


def test_scenario_17_advanced_order_TH_A2():
    """Scenario 17 / TH-A2: 2 delivered, P1 carries #4 on H1, rolls 3: OUT is not legal until #3 is out."""
    s = adv(pawns=["H1", OUT, OUT, OUT], carrying=[4, 0, 0, 0], delivered=[1, 2], revealed=[1, 2, 4],
            jewels={"A": 3, "B": 5, "D": 6, "G": 7, "H": 8})
    roll(s, 6)
    s.roll = 3
    assert OUT not in dests(s) and {"H1", "H2", "H3", "J", "K"} <= dests(s)
    s = adv(pawns=["H1", OUT, OUT, OUT], carrying=[3, 0, 0, 0], delivered=[1, 2], revealed=[1, 2, 3],
            jewels={"A": 4, "B": 5, "D": 6, "G": 7, "H": 8})
    roll(s, 6)
    assert OUT in dests(s)


def test_TH_A2_basic_game_ignores_the_numbers():
    s = position(pawns=["H1", OUT, OUT, OUT], carrying=[4, 0, 0, 0], jewels=jewels_without("E"))
    roll(s, 6)
    assert OUT in dests(s)
    ev = move(s, OUT)
    assert of(ev, JewelDelivered)[0].number == 0  # never revealed in the basic game


def test_D11_TH_A6_advanced_dead_end_is_a_loss():
    """D-11, TH-A6: every pawn carries and none carries the next number: lost."""
    s = adv(players=3, pawns=["H2", "H5", "H8"], carrying=[0, 5, 6], revealed=[5, 6, 7],
            jewels={"A": 1, "B": 2, "D": 3, "E": 4, "J": 7, "K": 8})
    roll(s, 6)
    move(s, "J")
    ev = G.apply(s, PickUpJewel())
    assert of(ev, GameOver)[0].outcome == "lost_dead_end" and G.result(s).team_won is False


def test_D11_house_rule_put_down_and_no_dead_end_loss():
    """D-11 house rule: a carrier may put its jewel down in a room without one (not haunted); no dead-end loss."""
    s = adv(allow_putdown=True, players=3, pawns=["H2", "H5", "H8"], carrying=[0, 5, 6], revealed=[5, 6, 7],
            jewels={"A": 1, "B": 2, "D": 3, "E": 4, "J": 7, "K": 8})
    roll(s, 6)
    move(s, "J")
    G.apply(s, PickUpJewel())
    assert not G.is_over(s)
    s.turn, s.phase, s.roll = 1, 3, 6  # pawn 2 (carrying 5) moves into F, a room without a jewel
    move(s, "F")
    assert G.legal_actions(s) == [PutDownJewel(), SkipJewel()]
    G.apply(s, PutDownJewel())
    assert s.carry[1] == 0 and s.room_jewel[B.room_ids.index("F")] == 5
    assert phase(s) == "fight"  # F holds a ghost: the fight of step 5 still follows
    # never in a haunted room
    s = adv(allow_putdown=True, pawns=["H2", OUT, OUT, OUT], carrying=[5, 0, 0, 0], revealed=[5], haunted=["F"],
            jewels={"A": 1, "B": 2, "D": 3, "E": 4, "J": 7, "K": 8, "H": 6})
    roll(s, 6)
    s.roll = 5
    move(s, "F")
    assert phase(s) == "roll"
    # the option only counts in the advanced game
    assert G.new_state(2, {"advanced_allow_putdown": True}).putdown is False
    assert G.new_state(2, {"advanced": True, "advanced_allow_putdown": True}).putdown is True


# --- decisions ------------------------------------------------------------------------


def test_D3_D4_ghosts_and_markers_are_conserved_over_many_games():
    """D-3: on board + supply == 24 always; D-4: markers 6; never a 7th marker."""
    for seed in range(40):
        rng = random.Random(seed)
        s = G.new_state(1 + seed % 4, {"advanced": seed % 2 == 1})
        while not G.is_over(s):
            if G.to_move(s) == CHANCE:
                a = G.sample_chance(s, rng)
            else:
                a = rng.choice(G.legal_actions(s))
            G.apply(s, a, False)
            assert s.supply + sum(s.ghosts) == 24 and s.supply >= 0
            assert s.markers_left + sum(s.haunted) == 6 and s.markers_left >= 0
            assert all(g < 3 for g in s.ghosts)
            assert G.conserved(s)["cards"] == (19 if seed % 2 else 13)


def test_D7_fights_are_chance_steps_not_choices():
    """D-7: fights have no downside and are never optional: the battle roll is a chance step."""
    s = position(pawns=["C", OUT, OUT, OUT])
    roll(s, 6)
    move(s, "C")
    assert G.to_move(s) == CHANCE and G.legal_actions(s) == []


def test_D8_legal_moves_by_breadth_first_search_match_the_spec_distances():
    """D-8: the spec's 'shortest' column is the BFS distance from OUTSIDE."""
    expected = dict(zip("ABCDEFGHIJKL", (6, 7, 7, 6, 5, 5, 6, 5, 4, 3, 3, 4)))
    dist = B.distances(B.out)
    assert {r: dist[B.node_index[r]] for r in B.room_ids} == expected


def test_D10_an_empty_draw_pile_is_refilled_from_the_discard_pile_lock_aside():
    """D-10: an empty draw pile is made from the discard pile; an active lock card stays aside."""
    # the pile runs out during a DRAW card's extra draws (outside them SHUFFLE is always in the pile)
    discard = [c for c in "ACDEFGHIJKL"] + ["SHUFFLE", "DRAW2_SHUFFLE", "DRAW3_SHUFFLE", "LOCK_BLUE", "LOCK_GREEN", "LOCK_GREEN"]
    s = adv(phase="card", roll=1, draws_left=2, draw_pile={"B": 1}, discard=discard, lock="LOCK_BLUE")
    ev = draw(s, "B")
    assert ghosts(s, "B") == 1
    assert s.draw_size == 18 and s.discard == [] and of(ev, DeckShuffled) and phase(s) == "card"  # B included
    assert G.card_ids[s.lock] == "LOCK_BLUE"


def test_D14_the_same_seed_plays_the_same_game_and_records_replay():
    """D-14: one seeded generator drives dice and cards; records replay without it."""
    a = Match(G, 3, seed=77)
    b = Match(G, 3, seed=77)
    for m in (a, b):
        rng = random.Random(5)
        while not m.is_over():
            m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()))
    assert [x.to_json() for x in a.actions] == [x.to_json() for x in b.actions]
    again = Match.from_record(G, a.record())
    assert G.fingerprint(again.state) == G.fingerprint(a.state)


# --- protocol details -----------------------------------------------------------------


def test_illegal_chance_outcomes_are_refused_and_change_nothing():
    s = position()
    before = G.fingerprint(s)
    for bad in (RollDie(7), DrawCard("LOCK_BLUE"), BattleRoll(("ghost",)), Move("H1"), PickUpJewel(), PlaceJewel(1)):
        with pytest.raises(IllegalAction):
            G.apply(s, bad)
        assert G.fingerprint(s) == before
    roll(s, 6)
    s2 = position(pawns=["C", "C", OUT, OUT])
    roll(s2, 6)
    move(s2, "C")
    with pytest.raises(IllegalAction):
        battle(s2, "blank", "ghost")  # faces are listed ghost, haunting, blank


def test_views_hide_face_down_numbers_and_resample_keeps_the_view():
    s = adv(revealed=[7], pawns=["J", OUT, OUT, OUT])
    rng = random.Random(1)
    view = G.view(s, 2)
    assert view.jewel_number[B.room_ids.index("J")] == 7 and view.jewel_number[B.room_ids.index("A")] == 0
    changed = 0
    for _ in range(20):
        other = G.resample_hidden(s, 2, rng)
        assert G.view(other, 2) == view
        assert other.room_jewel[B.room_ids.index("J")] == 7
        changed += G.state_to_json(other) != G.state_to_json(s)
    assert changed > 10


def test_state_json_round_trip_and_defaults():
    s = position(pawns=["K", "H3", OUT, "A"], carrying=[0, 0, 0, 1], jewels=jewels_without("A"), lock=None)
    data = G.state_to_json(s)
    assert G.state_to_json(G.state_from_json(data)) == data
    assert data["ghost_supply"] == 20 and data["markers_left"] == 6 and data["draw_pile"]["SHUFFLE"] == 1
    with pytest.raises(ValueError):
        G.state_from_json({"players": 2, "pawns": ["Q9"] * 4})
    with pytest.raises(ValueError):
        G.state_from_json({"players": 2, "carrying": [1, 0, 0, 0], "jewels": SETUP_JEWELS})  # jewel 1 twice


def test_every_event_and_action_has_a_log_line():
    names = ["Ann", "Bob"]
    m = Match(G, 2, {"advanced": True}, seed=4)
    rng = random.Random(4)
    seen = set()
    while not m.is_over():
        a = m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions())
        seat = max(m.to_move(), 0)
        text = G.describe_action(a, names, seat)
        assert text and "treasure_hunters." not in text
        for e in m.apply(a):
            line = G.describe_event(e, names, None)
            assert line and "treasure_hunters." not in line, (e, line)
            seen.add(e.TYPE)
    assert {"die_rolled", "card_drawn", "pawn_moved", "game_over"} <= seen
