"""Don't Go In There: the 12 curse types, dispelling, the end of the game and the winner.

Each test names its rule IDs (DG-n, D-n) and acceptance scenario (A-n). Immediate
effects are checked from a claim position (``claiming``): the seat takes a card and
the effect resolves at once. End effects are checked by playing the last claim of a
game (``ending``): the game ends and DG-14 to DG-16 run.
"""

import pytest

from dont_go_in_there_helpers import (
    G, P1, P2, P3, P4, claiming, dispelled, ending, of_type, position, tableau, take,
)
from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import TERMINAL
from ghostparlor.games.dont_go_in_there.rules import (
    CLAIM, DOLL, TOME,
    CardsDispelled, ChooseDollSet, EffectWithoutTarget, GameOver, GhostPenalty, GhostsChanged, GhostsPassed,
    TomeDispel, TomeNamed,
)


def curses(s, seat):
    return G.curses_of(s, seat)


# --- DG-34 Holy Water, A-9 ------------------------------------------------------------

def test_A9_DG34_holy_water_halves_on_every_even_count():
    """A-9, DG-34."""
    s = claiming("holy_water_2", seat=P1, tableaux=[["holy_water_1"], [], []], ghosts=[7, 0, 0])
    ev = take(s, 1)
    assert s.ghosts[P1] == 4  # discards 3 of 7
    assert [(e.change, e.reason) for e in of_type(ev, GhostsChanged)] == [(-3, "holy_water")]
    s = claiming("holy_water_3", seat=P1, tableaux=[["holy_water_1", "holy_water_2"], [], []], ghosts=[4, 0, 0])
    take(s, 1)
    assert s.ghosts[P1] == 4  # a 3rd Holy Water changes nothing
    s = claiming("holy_water_4", seat=P1, tableaux=[["holy_water_1", "holy_water_2", "holy_water_3"], [], []], ghosts=[9, 0, 0])
    take(s, 1)
    assert s.ghosts[P1] == 5  # a 4th at 9 ghosts leaves 5
    assert tableau(s, P1) == ["holy_water_1", "holy_water_2", "holy_water_3", "holy_water_4"]  # never dispelled


def test_DG34_D4_holy_water_parity_counts_face_up_cards_only():
    """D-4: one Holy Water was dispelled by a Tome: the next one makes the face-up count 2 (even)."""
    s = claiming("holy_water_2", seat=P1, tableaux=[["holy_water_1", "tome_1"], [], []], ghosts=[6, 0, 0],
                 dispelled=[["holy_water_3"], [], []])
    take(s, 1)
    assert s.ghosts[P1] == 3


# --- DG-35 Mask, A-10, D-8 ---------------------------------------------------------------

def test_A10_DG35_mask_passes_min_of_masks_and_ghosts_to_the_right():
    """A-10 (4 players): P2 has Mask 1 and 1 ghost, takes Mask 2: k = min(2, 1) = 1 to P1."""
    s = claiming("mask_2", seat=P2, players=4, tableaux=[[], ["mask_1"], [], []], ghosts=[0, 1, 0, 0])
    ev = take(s, 1)
    assert s.ghosts == [1, 0, 0, 0]
    assert [(e.seat, e.to_seat, e.count) for e in of_type(ev, GhostsPassed)] == [(P2, P1, 1)]
    assert tableau(s, P2) == ["mask_1", "mask_2"]  # Masks stay


def test_D8_mask_right_of_the_first_seat_is_the_last_and_with_two_players_the_opponent():
    """D-8."""
    s = claiming("mask_3", seat=P1, players=4, tableaux=[["mask_1", "mask_2"], [], [], []], ghosts=[5, 0, 0, 0])
    take(s, 1)
    assert s.ghosts == [2, 0, 0, 3]  # 3 Masks: 3 ghosts to seat 4
    s = claiming("mask_1", seat=P1, players=2, ghosts=[2, 0])
    take(s, 1)
    assert s.ghosts == [1, 1]


def test_DG18_mask_with_no_ghosts_does_nothing():
    """DG-18."""
    s = claiming("mask_1", seat=P2, ghosts=[0, 0, 0])
    ev = take(s, 1)
    assert s.ghosts == [0, 0, 0] and not of_type(ev, GhostsPassed)


# --- DG-36 Mirror, A-11 --------------------------------------------------------------------

def test_A11_DG36_mirror_gives_a_ghost_and_three_are_dispelled():
    """A-11, DG-36."""
    s = claiming("mirror_1", seat=P3, tableaux=[[], [], ["mirror_4", "mirror_2"]], ghosts=[0, 0, 5])
    before = curses(s, P3)
    ev = take(s, 1)
    assert s.ghosts[P3] == 6
    assert dispelled(s, P3) == ["mirror_1", "mirror_2", "mirror_4"]
    assert curses(s, P3) == before + 1 - 7
    disp = of_type(ev, CardsDispelled)[0]
    assert (disp.reason, disp.curses) == ("mirror", 7)
    # P3's next Mirror gives +1 ghost, and the Mirror count is 1 (D-4)
    s2 = claiming("mirror_3", seat=P3, tableaux=[[], [], []], dispelled=[[], [], ["mirror_1", "mirror_2", "mirror_4"]], ghosts=[0, 0, 6])
    take(s2, 1)
    assert s2.ghosts[P3] == 7 and tableau(s2, P3) == ["mirror_3"]


def test_D4_a_fourth_fifth_and_sixth_mirror_make_another_set():
    """D-4."""
    s = claiming("mirror_3", seat=P1, tableaux=[["mirror_2", "mirror_4"], [], []],
                 dispelled=[["mirror_1", "mirror_1", "mirror_2"], [], []], ghosts=[0, 0, 0])
    take(s, 1)
    assert tableau(s, P1) == [] and len(dispelled(s, P1)) == 6


# --- DG-39 Ring, A-15 ------------------------------------------------------------------------

def test_A15_DG39_four_rings_are_dispelled():
    """A-15, DG-39."""
    s = claiming("ring_4", seat=P4, players=4, tableaux=[[], [], [], ["ring_1", "ring_2", "ring_3"]])
    ev = take(s, 1)
    assert dispelled(s, P4) == ["ring_1", "ring_2", "ring_3", "ring_4"] and tableau(s, P4) == []
    assert of_type(ev, CardsDispelled)[0].curses == 10


def test_DG39_three_rings_do_nothing():
    """DG-39."""
    s = claiming("ring_4", seat=P1, tableaux=[["ring_1", "ring_2"], [], []])
    take(s, 1)
    assert tableau(s, P1) == ["ring_1", "ring_2", "ring_4"]


# --- DG-41 Twin, DG-40 Tome, A-14 -------------------------------------------------------------

def test_A14_DG41_twin_pair_of_the_same_value_is_dispelled():
    """A-14, DG-41."""
    s = claiming("twin_3", seat=P1, others=("ring_3", "cat_4"), tableaux=[["twin_2", "twin_3"], [], []])
    take(s, 1)
    assert dispelled(s, P1) == ["twin_3", "twin_3"] and tableau(s, P1) == ["twin_2"]


def test_DG41_twins_of_different_values_stay():
    """DG-41."""
    s = claiming("twin_1", seat=P1, others=("ring_3", "cat_4"), tableaux=[["twin_2", "twin_3"], [], []])
    take(s, 1)
    assert dispelled(s, P1) == []


def test_A14_DG40_D5_tome_names_ring_and_the_ring_count_restarts():
    """A-14, DG-40, D-5."""
    s = claiming("tome_2", seat=P2, others=("ring_1", "cat_4"), tableaux=[[], ["tome_1", "ring_4", "ring_3", "cat_2"], []])
    take(s, 1)
    assert s.phase == TOME and G.to_move(s) == P2
    legal = G.legal_actions(s)
    assert set(legal) == {TomeDispel(t) for t in G.type_ids if t != "tome"}  # D-5: every other type in play
    with pytest.raises(IllegalAction):
        G.apply(s, TomeDispel("tome"))
    ev = G.apply(s, TomeDispel("ring"))
    assert dispelled(s, P2) == ["ring_3", "ring_4"]
    assert tableau(s, P2) == ["cat_2", "tome_1", "tome_2"]  # the Tomes (3 curses) stay
    assert of_type(ev, TomeNamed)[0].count == 2
    assert s.phase == CLAIM and G.to_move(s) == P3  # the next meeple chooses
    # P2's next Ring makes a Ring count of 1: no dispel
    s2 = claiming("ring_2", seat=P2, tableaux=[[], ["tome_1", "tome_2", "cat_2"], []], dispelled=[[], ["ring_3", "ring_4"], []])
    take(s2, 1)
    assert tableau(s2, P2) == ["cat_2", "ring_2", "tome_1", "tome_2"]


def test_D5_tome_may_name_a_type_not_held_and_dispels_nothing():
    """D-5."""
    s = claiming("tome_2", seat=P1, tableaux=[["tome_1", "twin_3"], [], []], types=["tome", "twin", "ring", "cat", "doll", "mask"], deck={},
                 filler={1: ["cat_1", "cat_2", "doll_1"], 2: ["mask_1", "mask_2", "ring_2"]})  # every card of a type in play (S-1)
    take(s, 1)
    assert {a.curse for a in G.legal_actions(s)} == {"twin", "ring", "cat", "doll", "mask"}  # types in play only
    with pytest.raises(IllegalAction):
        G.apply(s, TomeDispel("clock"))  # not in play
    G.apply(s, TomeDispel("doll"))
    assert tableau(s, P1) == ["tome_1", "tome_2", "twin_3"]  # the lone Twin 3 is kept for a later pair


def test_DG40_tome_without_another_face_up_card_does_nothing_and_odd_count_never_asks():
    """DG-40."""
    s = claiming("tome_2", seat=P1, tableaux=[["tome_1"], [], []], dispelled=[["ring_1"], [], []])
    ev = take(s, 1)
    assert s.phase == CLAIM and G.to_move(s) == P2
    assert [e.seat for e in of_type(ev, EffectWithoutTarget)] == [P1]
    s = claiming("tome_3", seat=P1, tableaux=[["tome_1", "tome_2", "ring_4"], [], []])
    take(s, 1)
    assert s.phase == CLAIM and tableau(s, P1) == ["ring_4", "tome_1", "tome_2", "tome_3"]


def test_DG40_cards_dispelled_by_a_tome_fire_no_effect():
    """DG-40: dispelling Holy Water, Mirrors or Rings by a Tome triggers nothing of theirs."""
    s = claiming("tome_2", seat=P1, tableaux=[["tome_1", "mirror_1", "mirror_2", "holy_water_1"], [], []], ghosts=[6, 0, 0])
    take(s, 1)
    G.apply(s, TomeDispel("mirror"))
    assert s.ghosts[P1] == 6 and dispelled(s, P1) == ["mirror_1", "mirror_2"]


def test_DG40_tome_on_the_automatic_last_card_asks_its_owner():
    """DG-40."""
    # a claim position with one card left cannot be (DG-10 takes it at once): build it one step earlier
    s = position(3, rooms={"attic": {"slots": ["ring_1", None, "tome_2"], "meeples": {2: P2, 3: P3}}}, phase="claim",
                 resolution={"position": 1, "resolver": P3, "claims": [2, 3]}, active=P3,
                 tableaux=[[], [], ["tome_1", "cat_3"]])
    take(s, 1)
    assert s.phase == TOME and G.to_move(s) == P3
    G.apply(s, TomeDispel("cat"))
    assert dispelled(s, P3) == ["cat_3"]


# --- DG-32 Clock, A-12, D-14 -------------------------------------------------------------------

def test_A12_DG32_D14_clock_race_only_the_first_to_reach_8():
    """A-12, DG-32, D-14."""
    s = claiming("clock_2", seat=P2, tableaux=[["clock_4", "clock_3"], ["clock_4", "clock_3"], []], others=("ring_1", "cat_1"))
    ev = take(s, 1)
    assert dispelled(s, P2) == ["clock_3", "clock_4"] and tableau(s, P2) == ["clock_2"]  # 9 >= 8: the 4 and the 3
    assert s.clock_by == P2 and of_type(ev, CardsDispelled)[0].reason == "clock"
    # later P1 reaches 4 + 3 + 1 = 8: nothing happens, the flag is spent
    s2 = claiming("clock_1", seat=P1, tableaux=[["clock_4", "clock_3"], ["clock_2"], []], dispelled=[[], ["clock_3", "clock_4"], []],
                  clock_used_by=P2)
    take(s2, 1)
    assert tableau(s2, P1) == ["clock_1", "clock_3", "clock_4"] and dispelled(s2, P1) == []
    assert G.view(s2, P3).clock_used_by == P2


def test_D14_within_one_resolution_the_earlier_chooser_gets_the_clock():
    """D-14."""
    s = claiming("clock_2", seat=P1, others=("clock_3", "ring_1"), tableaux=[["clock_4", "clock_2"], ["clock_4", "clock_1"], []])
    take(s, 1)  # P1 (space 1): 4 + 2 + 2 = 8, the first ever
    assert dispelled(s, P1) == ["clock_2", "clock_4"] and tableau(s, P1) == ["clock_2"]
    assert s.clock_by == P1
    take(s, 2)  # P2 (space 2): 4 + 1 + 3 = 8 too late
    assert tableau(s, P2) == ["clock_1", "clock_3", "clock_4"] and dispelled(s, P2) == []


def test_DG32_clock_below_8_does_nothing():
    """DG-32: below the threshold nothing happens and the flag stays unused."""
    s = claiming("clock_3", seat=P1, tableaux=[["clock_4"], [], []])
    take(s, 1)
    assert dispelled(s, P1) == [] and s.clock_by == -1


# --- DG-33 Doll, A-13, D-7 ------------------------------------------------------------------------

def test_A13_DG33_doll_sets_of_exactly_six():
    """A-13, DG-33."""
    s = claiming("doll_2", seat=P1, tableaux=[["doll_1", "doll_3"], [], []])
    take(s, 1)
    assert dispelled(s, P1) == ["doll_1", "doll_2", "doll_3"]
    s = claiming("doll_1", seat=P2, tableaux=[[], ["doll_4"], []])
    take(s, 1)
    assert tableau(s, P2) == ["doll_1", "doll_4"]  # 5: nothing
    s = claiming("doll_1", seat=P2, tableaux=[[], ["doll_1", "doll_4"], []])
    take(s, 1)
    assert dispelled(s, P2) == ["doll_1", "doll_1", "doll_4"] and tableau(s, P2) == []


def test_D7_doll_1_1_2_2_is_found_when_the_new_card_is_a_1():
    """D-7: BGA's bug never finds {1,1,2,2} when the new Doll is a 1; we do."""
    s = claiming("doll_1", seat=P1, tableaux=[["doll_1", "doll_2", "doll_2"], [], []])
    take(s, 1)
    assert dispelled(s, P1) == ["doll_1", "doll_1", "doll_2", "doll_2"]


def test_D7_several_doll_sets_the_owner_chooses_default_order_first():
    """D-7."""
    s = claiming("doll_4", seat=P1, tableaux=[["doll_1", "doll_1", "doll_2"], [], []])
    take(s, 1)
    assert s.phase == DOLL and G.to_move(s) == P1
    assert G.legal_actions(s) == [ChooseDollSet((2, 4)), ChooseDollSet((1, 1, 4))]  # D-7 order
    with pytest.raises(IllegalAction):
        G.apply(s, ChooseDollSet((3, 3)))
    G.apply(s, ChooseDollSet((1, 1, 4)))
    assert dispelled(s, P1) == ["doll_1", "doll_1", "doll_4"] and tableau(s, P1) == ["doll_2"]
    assert curses(s, P1) == 2 and s.phase == CLAIM and G.to_move(s) == P2


def test_DG33_at_most_one_set_per_doll_and_the_new_doll_must_be_in_it():
    """DG-33."""
    s = claiming("doll_3", seat=P1, tableaux=[["doll_2", "doll_4", "doll_3"], [], []])
    take(s, 1)  # {2,4} adds up to 6 but does not include the new Doll; {3,3} does
    assert dispelled(s, P1) == ["doll_3", "doll_3"] and tableau(s, P1) == ["doll_2", "doll_4"]


# --- DG-17 dispel ----------------------------------------------------------------------------------

def test_DG17_D6_dispelled_cards_are_face_down_count_nothing_and_highest_go_first():
    """DG-17, D-6: dispelled cards are face down, stop counting, and the highest go first."""
    s = claiming("clock_4", seat=P1, tableaux=[["clock_1", "clock_4", "ring_2"], [], []])
    take(s, 1)  # 1 + 4 + 4 = 9: the two highest (4, 4) are dispelled, not the 1
    assert dispelled(s, P1) == ["clock_4", "clock_4"]
    assert curses(s, P1) == 1 + 2
    v = G.view(s, P2)
    assert v.dispelled[P1] == ("clock_4", "clock_4") and v.curses[P1] == 3  # public (D-11)


# --- end of the game: DG-14 .. DG-16 ------------------------------------------------------------

def test_A16_DG30_amulet_chain():
    """A-16, DG-30: Amulets 1, 2, 3, 3, 4 (13 curses): the 2, one 3 and the 4 go; 4 curses remain."""
    s = ending(2, [["amulet_1", "amulet_2", "amulet_3", "amulet_3", "amulet_4"], []], [0, 0])
    take(s, 1)
    assert G.to_move(s) == TERMINAL
    assert dispelled(s, P1) == ["amulet_2", "amulet_3", "amulet_4"]
    assert tableau(s, P1) == ["amulet_1", "amulet_3"] and curses(s, P1) == 4


def test_DG30_amulets_act_at_once_a_dispelled_amulet_still_dispels():
    """DG-30: all Amulets act at the same time, counted before the effect."""
    s = ending(2, [["amulet_2", "amulet_3", "amulet_4"], ["amulet_4", "amulet_1"]], [0, 0])
    take(s, 1)
    assert dispelled(s, P1) == ["amulet_3", "amulet_4"]  # the 3 is dispelled by the 2 and still dispels the 4
    assert dispelled(s, P2) == []  # 1 needs a 2; 4 does nothing


@pytest.mark.parametrize("ghosts,left", [(9, ["cat_1"]), (10, ["cat_1", "cat_3", "cat_4"])])
def test_A17_DG31_D15_cat_with_nine_ghosts_or_fewer_keeps_the_lowest(ghosts, left):
    """A-17, DG-31, D-15, D-6: Cats 4, 3, 1: with 9 ghosts keep the Cat 1 (-7); with 10 nothing."""
    s = ending(2, [["cat_4", "cat_3", "cat_1"], []], [ghosts, 20])
    take(s, 1)
    assert tableau(s, P1) == left


def test_A17_DG38_portraits_half_highest_first():
    """A-17, DG-38, D-6: Portraits 4, 4, 2, 1, 1: the two 4s are dispelled, 4 curses remain."""
    s = ending(2, [["portrait_4", "portrait_4", "portrait_2", "portrait_1", "portrait_1"], ["portrait_3"]], [0, 0])
    take(s, 1)
    assert dispelled(s, P1) == ["portrait_4", "portrait_4"] and curses(s, P1) == 4
    assert dispelled(s, P2) == []  # floor(1/2) = 0


def test_A18_DG37_music_box_tie_all_dispel():
    """A-18, DG-37: totals 7, 7, 3: both 7s dispel their 2 highest; ties all dispel."""
    s = ending(3, [["music_box_4", "music_box_3"], ["music_box_4", "music_box_2", "music_box_1"], ["music_box_3"]], [0, 0, 0])
    take(s, 1)
    assert dispelled(s, P1) == ["music_box_3", "music_box_4"]
    assert dispelled(s, P2) == ["music_box_2", "music_box_4"] and tableau(s, P2) == ["music_box_1"]
    assert dispelled(s, P3) == []


def test_DG37_D13_music_box_only_one_is_dispelled_and_zero_totals_do_nothing():
    """DG-37, D-13: a lone Music Box is dispelled; T = 0 everywhere does nothing."""
    s = ending(2, [["music_box_2"], []], [0, 0])
    take(s, 1)
    assert dispelled(s, P1) == ["music_box_2"]
    s = ending(2, [["ring_1"], ["ring_2"]], [0, 0], types=["music_box", "ring", "twin", "cat", "doll"])
    ev = take(s, 1)
    assert not of_type(ev, CardsDispelled)


def test_DG14_end_effects_resolve_in_order_amulet_cat_music_box_portrait():
    """DG-14: Amulet, Cat, Music Box, Portrait, in this order for the log."""
    s = ending(2, [["portrait_1", "portrait_2", "music_box_1", "cat_1", "cat_2", "amulet_1", "amulet_2"], []], [0, 5])
    ev = take(s, 1)
    reasons = [e.reason for e in of_type(ev, CardsDispelled)]
    assert reasons == ["amulet", "cat", "music_box", "portrait"]
    assert isinstance(ev[-1], GameOver)


@pytest.mark.parametrize("ghosts,penalty", [([9, 9, 4], [4, 4, 0]), ([0, 0, 0], [0, 0, 0]), ([1, 0, 0], [0, 0, 0])])
def test_A19_DG15_D13_ghost_penalty_ties_all_pay(ghosts, penalty):
    """A-19, DG-15, D-13: 9/9/4 -> both 9s gain 4; 0/0/0 nobody; M = 1 gives floor(1/2) = 0."""
    s = ending(3, [[], [], []], ghosts)
    ev = take(s, 1)
    assert s.penalty == penalty
    assert s.ghosts == ghosts  # players keep their tokens
    assert [(e.seat, e.curses) for e in of_type(ev, GhostPenalty)] == [(i, p) for i, p in enumerate(penalty) if ghosts[i] == max(ghosts) and max(ghosts) > 0]


def test_A19_two_players_11_and_3():
    """A-19, DG-15: ghosts 11 / 3: P1 gains 5."""
    s = ending(2, [[], []], [11, 3])
    take(s, 1)
    assert s.penalty == [5, 0]
    assert curses(s, P1) == 5


def test_A20_DG16_winner_fewest_curses_then_fewest_ghosts_then_shared():
    """A-20, DG-1: curses after the penalty: P1 15 (9 ghosts), P2 15 (6 ghosts), P3 17."""
    tabs = [["ring_4", "ring_4", "cat_3"], ["cat_4", "cat_4", "doll_4", "doll_3"], ["twin_4", "twin_4", "mask_4", "mask_4", "tome_1"]]
    s = position(3, phase="over", tableaux=tabs, ghosts=[9, 6, 0], penalty=[4, 0, 0], out=("attic", "basement", "library"), deck={})
    res = G.result(s)
    assert res.scores == (15.0, 15.0, 17.0)
    assert res.winners == (P2,) and res.ranks == (2, 1, 3) and res.lower_is_better
    tabs[P2] = ["cat_4", "cat_4", "doll_3"]  # 11 face up + 4 penalty: a tie on curses and on ghosts (both pay DG-15)
    s = position(3, phase="over", tableaux=tabs, ghosts=[9, 9, 0], penalty=[4, 4, 0], out=("attic", "basement", "library"), deck={})
    res = G.result(s)
    assert res.winners == (P1, P2) and res.ranks == (1, 1, 3)


def test_DG1_curses_are_face_up_values_plus_the_penalty():
    """DG-1."""
    s = ending(2, [["ring_4", "cat_3"], ["ring_1"]], [6, 2], dispelled=[["mirror_4"], []])
    take(s, 1)
    assert curses(s, P1) == 4 + 3 + 3  # face-up values + floor(6/2); the Mirror 4 is face down
    assert curses(s, P2) == 1 + 1 + 2  # Ring 1 and the last two cards, Twin 1 and Twin 2
    assert G.result(s).scores == (10.0, 4.0)
