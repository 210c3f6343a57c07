"""Don't Go In There: turns, rooms and resolution (docs/rules/dont_go_in_there.md).

Each test names the rule IDs (DG-n, D-n) and the acceptance scenario (A-n) it
checks. Positions are built with state_from_json (see dont_go_in_there_helpers);
chance outcomes (dice, deals) are applied as explicit actions.
"""

import pytest

from dont_go_in_there_helpers import (
    G, P1, P2, P3, claiming, deal, of_type, position, roll, tableau, take,
)
from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games.dont_go_in_there.rules import (
    ABILITY, CLAIM, DEAL, PLACE, ROLL,
    BoardFlipped, BoardRemoved, CardTaken, DiceRolled, GhostsChanged, GhostsPassed, KeepRoll,
    MeepleHaunted, MeeplePlaced, PlaceMeeple, Reroll, RollDice, RoomDealt, RoomResolves,
    SecretCardRevealed, SecretCardSeen, TurnDie,
)

KEEP = KeepRoll()


def place(state, room, space):
    return G.apply(state, PlaceMeeple(room, space))


# --- DG-2, DG-3, DG-5, DG-12: turns -------------------------------------------------

def test_DG2_DG3_turns_pass_in_seat_rotation_and_any_empty_space_is_legal():
    """DG-2, DG-3."""
    s = position(3, active=P2)
    legal = G.legal_actions(s)
    assert all(isinstance(a, PlaceMeeple) for a in legal)  # DG-3: passing is never allowed
    assert len(legal) == 3 * 4  # D-1: 4 spaces in each of the 3 rooms
    place(s, "attic", 2)
    assert G.to_move(s) == P3 and s.phase == PLACE
    place(s, "basement", 4)
    assert G.to_move(s) == P1
    place(s, "library", 3)
    assert G.to_move(s) == P2  # DG-2


def test_DG3_occupied_space_and_unknown_room_are_illegal_and_change_nothing():
    """DG-3."""
    s = position(3, rooms={"attic": {"meeples": {2: P1}}}, active=P2)
    before = G.fingerprint(s)
    with pytest.raises(IllegalAction, match="taken"):
        place(s, "attic", 2)
    with pytest.raises(IllegalAction, match="not a room in play"):
        place(s, "nursery", 1)  # the Attic's other side is face down
    with pytest.raises(IllegalAction, match="no space"):
        place(s, "attic", 5)  # D-1: four spaces, not five
    assert G.fingerprint(s) == before


def test_DG3_several_meeples_of_one_player_in_one_room_even_all_three():
    """DG-3."""
    s = position(2, rooms={"basement": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {1: P1, 4: P1}}}, active=P1)
    place(s, "basement", 2)
    assert s.phase == ROLL and s.resolver == P1  # DG-5: P1 is the resolver of its own 3 meeples


def test_DG3_removed_board_offers_no_space():
    """DG-3."""
    s = position(3, out=("basement",), active=P1)
    rooms = {a.room for a in G.legal_actions(s)}
    assert rooms == {"attic", "library"}
    with pytest.raises(IllegalAction):
        place(s, "basement", 1)


def test_DG5_room_resolves_only_at_its_third_meeple():
    """DG-5."""
    s = position(3, rooms={"library": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {1: P1}}}, active=P2)
    ev = place(s, "library", 3)
    assert s.phase == PLACE and not of_type(ev, RoomResolves)
    ev = place(s, "library", 4)
    assert [e.resolver for e in of_type(ev, RoomResolves)] == [P3]
    assert s.phase == ROLL and G.to_move(s) == CHANCE


# --- A-1 .. A-4: resolution, haunting, claims, refresh --------------------------------

def test_A1_basic_resolution_DG5_DG7_DG9_DG10_DG11_DG12():
    """A-1: Nursery with Ring 1, Cat 3, Doll 4 (D=4); P1 space 1, P2 space 2; P3 on space 3, G=3."""
    s = position(3, rooms={"nursery": {"slots": ["ring_1", "cat_3", "doll_4"], "meeples": {1: P1, 2: P2}}}, active=P3)
    place(s, "nursery", 3)
    assert s.phase == ROLL and s.dice == 4  # DG-7: 2 + 1 + 1
    ev = roll(s, 3)
    assert [(e.seat, e.space, e.ghosts) for e in of_type(ev, MeepleHaunted)] == [(P1, 1, 3), (P2, 2, 2), (P3, 3, 1)]
    assert s.ghosts == [3, 2, 1]  # DG-9
    assert s.phase == CLAIM and G.to_move(s) == P1  # DG-10: the top meeple picks first
    take(s, 1)
    assert G.to_move(s) == P2
    ev = take(s, 2)
    auto = of_type(ev, CardTaken)[-1]
    assert (auto.seat, auto.card, auto.automatic) == (P3, "doll_4", True)  # the last card goes automatically
    assert tableau(s, P1) == ["ring_1"] and tableau(s, P2) == ["cat_3"] and tableau(s, P3) == ["doll_4"]
    flip = of_type(ev, BoardFlipped)[0]
    assert (flip.room, flip.new_room) == ("nursery", "attic")  # DG-11
    assert s.phase == DEAL
    deal(s, "clock_1", "clock_2", "clock_3")
    assert s.phase == PLACE and G.to_move(s) == P1  # DG-12: the player after the resolver
    assert [G.card_ids[k] for k in s.slots[0]] == ["clock_1", "clock_2", "clock_3"]
    assert s.supply == [10, 10, 10]  # DG-10 step 4: the meeples are back


def test_A2_floor_at_zero_and_two_meeples_DG9_DG10():
    """A-2: P1 on spaces 1 and 4, P2 on space 3, G = 2: P1 gains 2 + 0, P2 gains 0."""
    s = position(2, rooms={"attic": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {1: P1, 4: P1}}}, active=P2)
    place(s, "attic", 3)
    ev = roll(s, 2)
    assert [(e.seat, e.space, e.ghosts) for e in of_type(ev, MeepleHaunted)] == [(P1, 1, 2), (P2, 3, 0), (P1, 4, 0)]
    assert s.ghosts == [2, 0]
    assert G.to_move(s) == P1  # P1 picks the 1st card
    take(s, 2)
    assert G.to_move(s) == P2
    ev = take(s, 3)
    assert of_type(ev, CardTaken)[-1].seat == P1  # ... and takes the 3rd
    assert tableau(s, P1) == ["ring_1", "twin_2"]


def test_A3_attic_third_meeple_takes_its_ghost_before_the_roll_DG4_DG20():
    """A-3, DG-4, DG-20: the Attic ghost comes first, then the room resolves."""
    s = position(3, rooms={"attic": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {2: P1, 3: P3}}}, active=P2)
    ev = place(s, "attic", 1)
    assert [type(e).__name__ for e in ev] == ["MeeplePlaced", "GhostsChanged", "RoomResolves"]
    assert s.ghosts[P2] == 1 and s.phase == ROLL  # DG-4: the effect first, then the room resolves


def test_DG20_attic_only_space_one():
    """DG-20: only space 1 of the Attic gives a ghost."""
    s = position(3, active=P1)
    place(s, "attic", 2)
    assert s.ghosts == [0, 0, 0]
    place(s, "attic", 1)
    assert s.ghosts == [0, 1, 0]


@pytest.mark.parametrize("before,after", [(0, 0), (3, 2)])
def test_A4_nursery_space_four_discards_one_if_any_DG21_DG18(before, after):
    """A-4, DG-21, DG-18: space 4 of the Nursery discards 1 ghost if there is one."""
    s = position(3, rooms={"nursery": {"slots": ["ring_1", "twin_2", "cat_3"]}}, active=P1, ghosts=[before, 5, 5])
    ev = place(s, "nursery", 4)
    assert s.ghosts[P1] == after
    assert len(of_type(ev, GhostsChanged)) == (1 if before else 0)
    s2 = position(3, rooms={"nursery": {"slots": ["ring_1", "twin_2", "cat_3"]}}, active=P1, ghosts=[3, 5, 5])
    place(s2, "nursery", 3)
    assert s2.ghosts[P1] == 3  # only space 4


# --- DG-7, DG-8, DG-22, DG-23: dice --------------------------------------------------

def test_DG7_dice_are_the_icons_of_the_three_cards_and_the_roll_is_binomial():
    """DG-7."""
    s = position(3, rooms={"attic": {"slots": ["ring_1", "twin_2", "cat_1"], "meeples": {1: P1, 2: P2}}}, active=P3)
    place(s, "attic", 4)
    assert s.dice == 6  # three 2-icon cards: the 6 dice are always enough
    outcomes = G.chance_outcomes(s)
    assert [a.ghosts for a, _ in outcomes] == list(range(7))
    probs = [p for _, p in outcomes]
    assert probs == pytest.approx([1 / 64, 6 / 64, 15 / 64, 20 / 64, 15 / 64, 6 / 64, 1 / 64])  # 3 of 6 faces
    with pytest.raises(IllegalAction):
        G.apply(s, RollDice(6, 7))
    with pytest.raises(IllegalAction):
        G.apply(s, RollDice(5, 2))  # the roll is of D dice


def test_DG8_no_ability_outside_basement_and_hallway():
    """DG-8."""
    s = position(3, rooms={"attic": {"slots": ["ring_3", "twin_4", "cat_4"], "meeples": {1: P1, 2: P2}}}, active=P3)
    place(s, "attic", 3)
    roll(s, 2)
    assert s.phase == CLAIM
    with pytest.raises(IllegalAction):
        G.apply(s, Reroll())


def test_A5_basement_reroll_DG22_D10():
    """A-5: D=5; meeples on spaces 1, 2 (resolver P3), 3; G=4, P3 rerolls and gets 1: gains 1, 0, 0."""
    s = position(3, rooms={"basement": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {1: P1, 3: P2}}}, active=P3)
    place(s, "basement", 2)
    assert s.dice == 5
    roll(s, 4)
    assert s.phase == ABILITY and G.to_move(s) == P3
    assert G.legal_actions(s) == [Reroll(), KEEP]  # D-10: optional, decided after the roll
    before = list(s.ghosts)
    G.apply(s, Reroll())
    assert s.ghosts == before and s.phase == ROLL  # nobody was haunted by the first roll
    ev = roll(s, 1)
    assert of_type(ev, DiceRolled)[0].reroll
    assert [(e.space, e.ghosts) for e in of_type(ev, MeepleHaunted)] == [(1, 1), (2, 0), (3, 0)]
    assert s.phase == CLAIM  # the second result stands: no further reroll
    with pytest.raises(IllegalAction):
        G.apply(s, Reroll())


def test_DG22_second_result_stands_even_if_worse_and_keep_is_legal():
    """DG-22."""
    s = position(3, rooms={"basement": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {1: P1, 2: P3}}}, active=P2)
    place(s, "basement", 3)
    roll(s, 1)
    G.apply(s, Reroll())
    roll(s, 5)
    assert s.ghosts == [5, 3, 4]
    s2 = position(3, rooms={"basement": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {1: P1, 2: P3}}}, active=P2)
    place(s2, "basement", 3)
    roll(s2, 1)
    G.apply(s2, KEEP)
    assert s2.ghosts == [1, 0, 0] and s2.phase == CLAIM


def test_A6_hallway_turn_blank_to_ghost_DG23():
    """A-6: D=3, G=2, resolver P2 on space 3 turns a blank to a ghost: gains 3, 2, 1."""
    s = position(3, rooms={"hallway": {"slots": ["ring_3", "cat_3", "doll_4"], "meeples": {1: P1, 2: P3}}}, active=P2)
    place(s, "hallway", 3)
    assert s.dice == 3
    roll(s, 2)
    assert s.phase == ABILITY and G.to_move(s) == P2
    assert set(G.legal_actions(s)) == {TurnDie("ghost"), TurnDie("blank"), KEEP}
    G.apply(s, TurnDie("ghost"))
    assert s.rolled == 3
    assert s.ghosts == [3, 1, 2]  # P1 (space 1) 3, P3 (space 2) 2, P2 (space 3) 1


def test_DG23_hallway_either_direction_only_if_such_a_face_exists():
    """DG-23."""
    s = position(3, rooms={"hallway": {"slots": ["ring_3", "cat_3", "doll_4"], "meeples": {1: P1, 2: P3}}}, active=P2)
    place(s, "hallway", 3)
    roll(s, 3)
    assert set(G.legal_actions(s)) == {TurnDie("blank"), KEEP}  # all three show a ghost
    with pytest.raises(IllegalAction):
        G.apply(s, TurnDie("ghost"))
    with pytest.raises(IllegalAction):
        G.apply(s, Reroll())  # the Hallway does not reroll
    G.apply(s, TurnDie("blank"))
    assert s.ghosts == [2, 0, 1] and s.phase == CLAIM  # one die only: P1 2, P3 (space 2) 1, P2 0
    s2 = position(3, rooms={"hallway": {"slots": ["ring_3", "cat_3", "doll_4"], "meeples": {1: P1, 2: P3}}}, active=P2)
    place(s2, "hallway", 3)
    roll(s2, 0)
    assert set(G.legal_actions(s2)) == {TurnDie("ghost"), KEEP}


def test_D10_hallway_may_be_used_to_hurt_others():
    """D-10: the resolver on space 4 turns a blank to a ghost: it costs P1 nothing, the others more."""
    s = position(3, rooms={"hallway": {"slots": ["ring_3", "cat_3", "doll_4"], "meeples": {1: P2, 2: P3}}}, active=P1)
    place(s, "hallway", 4)
    roll(s, 2)
    G.apply(s, TurnDie("ghost"))
    assert s.ghosts == [0, 3, 2]


# --- DG-10, D-3: claims ------------------------------------------------------------------

def test_DG10_D3_each_effect_resolves_before_the_next_choice():
    """DG-10, D-3: P1 takes a 2nd Holy Water and halves before P2 chooses; P2 then takes a Mask and passes to P1."""
    s = claiming("holy_water_1", seat=P1, others=("mask_1", "ring_4"), tableaux=[["holy_water_2"], [], []], ghosts=[8, 3, 0])
    take(s, 1)
    assert s.ghosts[P1] == 4 and G.to_move(s) == P2 and s.phase == CLAIM
    ev = take(s, 2)  # the Mask in slot 2 (slot 1 is empty now)
    with pytest.raises(IllegalAction):
        take(s, 1)  # the game moved on: no claim is open
    passed = of_type(ev, GhostsPassed)[0]
    assert (passed.seat, passed.to_seat, passed.count) == (P2, P1, 1)  # D-8: to the previous seat
    assert s.ghosts == [5, 2, 0]


def test_DG10_an_empty_slot_cannot_be_taken():
    """DG-10."""
    s = claiming("ring_1", seat=P1)
    take(s, 1)
    before = G.fingerprint(s)
    with pytest.raises(IllegalAction, match="slot 1 holds no card"):
        take(s, 1)
    assert G.fingerprint(s) == before


# --- DG-24 Library, A-7 ---------------------------------------------------------------------

def _library_deal_position():
    s = position(3, rooms={"library": {"slots": [None, None, None]}}, phase="deal", deal_queue=[[3, 1], [3, 2], [3, 3]], active=P1)
    return s


def test_A7_DG24_library_sorts_by_value_equal_values_keep_draw_order():
    """A-7, DG-24."""
    s = _library_deal_position()
    ev = deal(s, "mask_3", "ring_1", "twin_3")
    assert [G.card_ids[k] for k in s.slots[2]] == ["ring_1", "mask_3", "twin_3"]
    dealt = of_type(ev, RoomDealt)[0]
    assert dealt.cards == ("ring_1", "mask_3", "twin_3") and dealt.sorted
    s = _library_deal_position()
    deal(s, "twin_3", "ring_1", "mask_3")
    assert [G.card_ids[k] for k in s.slots[2]] == ["ring_1", "twin_3", "mask_3"]
    assert s.phase == PLACE


def test_A7_library_slot_effects_before_the_card_effect_DG24_D3():
    """A-7: P1 (4 ghosts after haunting) takes Twin 3 from slot 3 -> 3; P2 takes Ring 1 from slot 1 -> +1;
    P3 gets the Mask 3 from slot 2: no Library effect, then the Mask."""
    s = position(3, rooms={"library": {"slots": ["ring_1", "mask_3", "twin_3"], "meeples": {1: P1, 2: P2}}},
                 active=P3, ghosts=[2, 0, 1])
    place(s, "library", 3)
    assert s.dice == 4
    roll(s, 2)
    assert s.ghosts == [4, 1, 1]
    ev = take(s, 3)
    assert s.ghosts[P1] == 3 and [(e.change, e.reason) for e in of_type(ev, GhostsChanged)] == [(-1, "library")]
    ev = take(s, 1)
    ev_p2 = [e for e in ev if getattr(e, "seat", None) == P2]
    assert [type(e).__name__ for e in ev_p2][:2] == ["CardTaken", "GhostsChanged"]
    assert s.ghosts[P2] == 2 + 1  # +1 from the Library, +1 from P3's Mask (P2 is on P3's right)
    taken = [e for e in ev if isinstance(e, CardTaken) and e.seat == P3][0]
    assert (taken.slot, taken.card, taken.automatic) == (2, "mask_3", True)
    assert not [e for e in ev if isinstance(e, GhostsChanged) and e.seat == P3]  # no Library effect on slot 2
    assert s.ghosts[P3] == 0


def test_DG24_slots_are_fixed_and_apply_to_the_automatic_last_card():
    """DG-24."""
    s = position(3, rooms={"library": {"slots": ["ring_1", "mask_3", "twin_3"], "meeples": {1: P1, 2: P2, 3: P3}}},
                 phase="claim", resolution={"position": 3, "resolver": P3}, active=P3, ghosts=[0, 0, 0])
    take(s, 3)  # P1 takes slot 3 with 0 ghosts: nothing to discard (DG-18)
    assert s.ghosts[P1] == 0
    take(s, 2)  # P2 takes slot 2: slot 1 is still slot 1
    assert s.ghosts[P2] == 0
    # P3 gets slot 1 automatically and still gains the Library ghost
    assert s.ghosts[P3] == 1 and tableau(s, P3) == ["ring_1"]
    s = position(3, rooms={"library": {"slots": ["ring_1", "mask_3", "twin_3"], "meeples": {1: P1, 2: P2, 3: P3}}},
                 phase="claim", resolution={"position": 3, "resolver": P3}, active=P3)
    take(s, 1)
    take(s, 2)  # with slot 1 empty, slot 2 does not become the "leftmost"
    assert s.ghosts == [1, 0, 0]


def test_D3_library_slot_three_holy_water_discards_one_then_halves():
    """D-3."""
    s = claiming("holy_water_3", seat=P1, room="library", slot=3, others=("ring_1", "twin_2"),
                 tableaux=[["holy_water_1"], [], []], ghosts=[9, 0, 0])
    take(s, 3)
    assert s.ghosts[P1] == 4  # 9 - 1 = 8, then 8 - 4


# --- DG-25 Secret Passage, A-8 ------------------------------------------------------------------

def test_A8_secret_passage_peek_and_reveal_DG25_DG6_DG7():
    """A-8, DG-25, DG-6, DG-7."""
    s = position(3, rooms={"secret_passage": {"slots": ["cat_3", "ring_4", "doll_1"]}}, active=P2)
    assert s.face_down[2] == 2  # slot 3 lies face down
    assert G.view(s, P2).boards[2].slots == ("cat_3", "ring_4", "face_down")
    ev = place(s, "secret_passage", 1)
    seen = of_type(ev, SecretCardSeen)[0]
    assert (seen.seat, seen.card) == (P2, "doll_1") and seen.visible_to(P2) and not seen.visible_to(P1)
    assert G.view(s, P2).boards[2].slots == ("cat_3", "ring_4", "doll_1")  # seen privately
    assert G.view(s, P1).boards[2].slots[2] == "face_down"
    assert G.view(s, None).boards[2].slots[2] == "face_down"
    place(s, "attic", 1)  # P3 elsewhere; P2 may look again later
    assert G.view(s, P2).boards[2].slots[2] == "doll_1"
    place(s, "secret_passage", 2)  # P1
    assert G.view(s, P1).boards[2].slots[2] == "doll_1"
    place(s, "basement", 4)  # P2
    ev = place(s, "secret_passage", 3)  # P3: the 3rd meeple
    rev = of_type(ev, SecretCardRevealed)[0]
    assert (rev.slot, rev.card) == (3, "doll_1")  # DG-6
    assert s.dice == 2 + 1 + 1  # DG-7: the Doll 1's 2 icons count
    assert G.view(s, None).boards[2].slots == ("cat_3", "ring_4", "doll_1")


def test_DG25_refreshed_secret_passage_deals_slot_three_face_down():
    """DG-25."""
    s = position(3, rooms={"library": {"slots": ["ring_1", "mask_3", "twin_3"], "meeples": {1: P1, 2: P2, 3: P3}}},
                 phase="claim", resolution={"position": 3, "resolver": P3}, active=P3)
    take(s, 1)
    ev = take(s, 2)
    assert of_type(ev, BoardFlipped)[0].new_room == "secret_passage"
    ev = deal(s, "doll_2", "cat_1", "ring_2")
    assert [type(e).__name__ for e in ev] == ["CardDealt", "CardDealt", "CardDealtFaceDown", "RoomDealt"]
    assert of_type(ev, RoomDealt)[0].cards == ("doll_2", "cat_1", None)
    assert not of_type(ev, RoomDealt)[0].sorted  # no sorting on the Secret Passage side
    for seat in (P1, P2, P3, None):
        assert G.view(s, seat).boards[2].slots == ("doll_2", "cat_1", "face_down")
    assert G.view(s, P1).boards[2].face_down_slot == 3


# --- DG-11, DG-13: refresh and removal -------------------------------------------------------------

def test_DG11_board_is_removed_when_the_deck_is_short_and_play_continues():
    """DG-11."""
    s = position(3, rooms={"attic": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {1: P1, 2: P2}}}, active=P3, deck={})
    place(s, "attic", 3)
    roll(s, 0)
    take(s, 1)
    ev = take(s, 2)
    assert [(e.position, e.room) for e in of_type(ev, BoardRemoved)] == [(1, "attic")]
    assert s.board_out == [True, False, False] and s.phase == PLACE and G.to_move(s) == P1
    assert {a.room for a in G.legal_actions(s)} == {"basement", "library"}


def test_A21_DG13_three_player_length_and_last_boards_removed():
    """A-21: 6 types, 12 removed, 36 cards; 12 resolutions; the game ends after turn 36 (P3's 12th)."""
    import random

    m = Match(G, 3, {"first_player": 1}, seed=21)
    rng = random.Random(21)
    resolves, flips, removed, placements = 0, 0, [], []
    while not m.is_over():
        seat = m.to_move()
        action = m.next_chance() if seat == CHANCE else rng.choice(m.legal_actions())
        ev = m.apply(action)
        resolves += len(of_type(ev, RoomResolves))
        flips += len(of_type(ev, BoardFlipped))
        removed += of_type(ev, BoardRemoved)
        placements += [e.seat for e in of_type(ev, MeeplePlaced)]
    s = m.state
    assert len(s.in_play) == 6 and s.removed_size == 12
    assert resolves == 12 and flips == 9 and len(removed) == 3
    assert len(placements) == 36 and placements[-1] == P3 and s.turn == 36
    assert placements == [i % 3 for i in range(36)]  # DG-2: strict rotation from P1
    assert all(len(s.tableau[i]) + len(s.dispelled[i]) == 12 for i in range(3))
    assert s.deck_size == 0 and all(s.board_out) and G.to_move(s) == TERMINAL


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_DG13_every_player_count_ends_after_12_turns_each(players):
    """DG-13."""
    import random

    m = Match(G, players, seed=100 + players)
    rng = random.Random(players)
    while not m.is_over():
        m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()), events=False)
    s = m.state
    assert s.turn == 12 * players
    assert all(len(s.tableau[i]) + len(s.dispelled[i]) == 12 for i in range(players))
    assert sum(s.supply) == 10 * players  # D-12: every meeple is back


def test_D1_D2_four_spaces_with_zero_to_three_flashlights():
    """D-1, D-2: 4 spaces; flashlights counted per meeple from its space (0, 1, 2, 3)."""
    assert G.spaces == 4 and G.flashlights == [0, 1, 2, 3]
    s = position(3, active=P1)
    ev = place(s, "basement", 4)
    assert of_type(ev, MeeplePlaced)[0].flashlights == 3
