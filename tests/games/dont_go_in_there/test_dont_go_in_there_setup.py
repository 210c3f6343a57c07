"""Don't Go In There: components, set-up (S-1 to S-6), options (D-16), hidden information
(D-9, D-11, DG-25), records and the log text.
"""

import json
import random

import pytest

from dont_go_in_there_helpers import G, P1, P2, P3, of_type, position
from ghostparlor.core.errors import IllegalAction, OptionError
from ghostparlor.core.match import Match, replay_check
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.core.strings import has
from ghostparlor.games.dont_go_in_there.rules import (
    DEAL, FIRST, PLACE, REMOVE, SIDES, TYPES,
    CardDealtFaceDown, CardRemoved, CardsRemoved, ChooseType, DealCard, FirstPlayer, GameOver, PickType,
    PlaceMeeple, RemoveCard, RemovedCardsShown, RoomDealt, SideUp,
)

SETUP = {2: (5, 16, 24), 3: (6, 12, 36), 4: (7, 8, 48), 5: (8, 4, 60)}


# --- components (section 2) ---------------------------------------------------------------

def test_card_template_12_types_of_8_cards_section_2_1():
    assert len(G.type_ids) == 12 and G.per_type == 8
    assert G.values == [1, 2, 3, 4] and G.copies == [2, 2, 2, 2] and G.icons == [2, 2, 1, 1]
    for t in range(12):
        kinds = [k for k in range(G.kinds) if G.type_of[k] == t]
        assert sum(G.value_of[k] * G.copies[k % G.V] for k in kinds) == 20  # 20 curses per type
        assert sum(G.dice_of[k] * G.copies[k % G.V] for k in kinds) == 12  # 12 dice icons per type
    assert G.dice_count == 6 and G.p_ghost == 0.5  # section 2.3
    assert [G.room_ids[r] for pair in G.boards for r in pair] == ["attic", "nursery", "basement", "hallway", "library", "secret_passage"]
    assert G.meeples_per_player == 10  # D-12


# --- set-up ---------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_S1_S2_S3_S4_S5_S6_setup_per_player_count(players):
    """S-1, S-2, S-3, S-4, S-5, S-6."""
    types, removed, deck = SETUP[players]
    m = Match(G, players, seed=players)
    s = m.state
    assert s.phase == TYPES and G.to_move(s) == CHANCE
    events = m.resolve_chance()
    assert len(s.in_play) == types  # S-1
    assert s.removed_size == removed  # S-2
    assert s.deck_size == deck - 9  # S-4: 3 cards in each of 3 rooms
    assert all(r >= 0 for r in s.board_room) and all(min(row) >= 0 for row in s.slots)  # S-3, S-4
    assert s.supply == [10] * players and s.ghosts == [0] * players  # S-5
    assert [G.curses_of(s, i) for i in range(players)] == [0] * players
    assert s.phase == PLACE and 0 <= s.first_player < players and G.to_move(s) == s.first_player  # S-6
    assert [e.count for e in of_type(events, CardsRemoved)] == [removed]
    assert G.turns_total(players) == 12 * players


def test_S1_types_are_drawn_uniformly_one_at_a_time():
    """S-1."""
    s = G.new_state(3)
    outcomes = G.chance_outcomes(s)
    assert len(outcomes) == 12 and all(p == pytest.approx(1 / 12) for _, p in outcomes)
    G.apply(s, PickType("twin"))
    assert len(G.chance_outcomes(s)) == 11 and s.deck_size == 8
    with pytest.raises(IllegalAction):
        G.apply(s, PickType("twin"))  # already in play
    with pytest.raises(IllegalAction):
        G.apply(s, ChooseType("ring"))  # random, not custom


def test_S1_D16_custom_types_are_chosen_by_seat_1():
    """S-1, D-16."""
    s = G.new_state(2, {"card_types": "custom"})
    assert G.to_move(s) == P1
    assert len(G.legal_actions(s)) == 12
    with pytest.raises(IllegalAction):
        G.apply(s, PickType("ring"))
    for curse in ("ring", "twin", "doll", "mirror", "tome"):
        G.apply(s, ChooseType(curse))
    assert [G.type_ids[t] for t in s.in_play] == ["doll", "mirror", "ring", "tome", "twin"]
    assert s.phase == REMOVE and G.to_move(s) == CHANCE
    assert s.deck_size == 40


def test_S2_removal_is_a_chance_draw_from_the_counts_and_stays_secret():
    """S-2."""
    s = G.new_state(2, {"card_types": "custom"})
    for curse in ("ring", "twin", "doll", "mirror", "tome"):
        G.apply(s, ChooseType(curse))
    outcomes = dict((a.card, p) for a, p in G.chance_outcomes(s))
    assert outcomes["ring_1"] == pytest.approx(2 / 40) and "cat_1" not in outcomes
    ev = G.apply(s, RemoveCard("ring_1"))
    assert ev == [CardRemoved(1)]  # the event names no card
    with pytest.raises(IllegalAction):
        G.apply(s, RemoveCard("cat_1"))
    for _ in range(15):
        G.apply(s, G.sample_chance(s, random.Random(3)))
    assert s.phase == SIDES and s.removed_size == 16 and s.deck_size == 24
    v = G.view(s, P1)
    assert v.removed is None and v.removed_count == 16 and v.deck_size == 24  # D-11


def test_S3_each_board_a_random_side_in_board_order():
    """S-3."""
    s = position(3, phase="sides", boards=[{"room": None}] * 3, first_player=None, tableaux=[[], [], []])
    assert [(a.room, p) for a, p in G.chance_outcomes(s)] == [("attic", 0.5), ("nursery", 0.5)]
    with pytest.raises(IllegalAction):
        G.apply(s, SideUp("library"))  # board 1 first
    for room in ("nursery", "basement", "secret_passage"):
        G.apply(s, SideUp(room))
    assert [G.room_ids[r] for r in s.board_room] == ["nursery", "basement", "secret_passage"]
    assert s.phase == DEAL and len(s.deal_queue) == 9


def test_S4_deal_in_board_order_library_sorted_passage_face_down():
    """S-4."""
    s = position(3, phase="deal", first_player=None,
                 boards=[{"room": "attic"}, {"room": "hallway"}, {"room": "library"}], deal_queue=[[b, i] for b in (1, 2, 3) for i in (1, 2, 3)])
    cards = ["ring_1", "cat_2", "doll_3", "twin_4", "mask_1", "tome_2", "mirror_4", "clock_1", "amulet_3"]
    events = []
    for c in cards:
        events += G.apply(s, DealCard(c))
    assert [[G.card_ids[k] for k in row] for row in s.slots] == [
        ["ring_1", "cat_2", "doll_3"], ["twin_4", "mask_1", "tome_2"], ["clock_1", "amulet_3", "mirror_4"]]
    assert [e.sorted for e in of_type(events, RoomDealt)] == [False, False, True]
    assert s.phase == FIRST
    assert [(a.seat, p) for a, p in G.chance_outcomes(s)] == [(0, pytest.approx(1 / 3)), (1, pytest.approx(1 / 3)), (2, pytest.approx(1 / 3))]
    G.apply(s, FirstPlayer(2))
    assert s.phase == PLACE and G.to_move(s) == P3 and s.first_player == P3


def test_S4_DG25_secret_passage_at_setup_is_face_down_for_everybody():
    """S-4, DG-25."""
    s = position(3, phase="deal", first_player=None,
                 boards=[{"room": "attic", "slots": ["twin_1", "twin_2", "twin_3"]}, {"room": "hallway", "slots": ["mask_1", "mask_2", "mask_3"]},
                         {"room": "secret_passage"}], deal_queue=[[3, 1], [3, 2], [3, 3]])  # boards 1 and 2 are dealt (S-4)
    events = []
    for c in ("ring_4", "cat_1", "doll_3"):
        events += G.apply(s, DealCard(c))
    assert len(of_type(events, CardDealtFaceDown)) == 1
    assert all("doll_3" not in json.dumps(e.to_json()) for e in events)
    for seat in (P1, P2, P3, None):
        assert G.view(s, seat).boards[2].slots == ("ring_4", "cat_1", "face_down")


def test_S6_D16_first_player_option():
    """S-6, D-16."""
    m = Match(G, 4, {"first_player": 3}, seed=1)
    m.resolve_chance()
    assert G.to_move(m.state) == P3 and m.state.first_player == P3
    assert not any(isinstance(a, FirstPlayer) for a in m.actions)


def test_D16_options_and_their_labels():
    """D-16."""
    assert set(G.spec.options) == {"card_types", "open_ghosts", "show_removed", "first_player"}
    assert G.normalize_options(3) == {"card_types": "random", "first_player": "random", "open_ghosts": False, "show_removed": True}
    with pytest.raises(OptionError):
        G.normalize_options(3, {"card_types": "some"})
    with pytest.raises(OptionError):
        G.normalize_options(6)
    for opt in G.spec.options.values():
        assert has(opt.text_key) and opt.text_key.startswith("dont_go_in_there.option.")


def test_D12_ten_meeples_never_run_out_and_are_conserved():
    """D-12."""
    m = Match(G, 2, seed=12)
    rng = random.Random(12)
    low = 10
    while not m.is_over():
        if m.to_move() == CHANCE:
            m.apply(m.next_chance(), events=False)
        else:
            low = min(low, m.state.supply[m.to_move()])
            m.apply(rng.choice(m.legal_actions()), events=False)
        assert sum(v for k, v in G.conserved(m.state).items() if k.startswith("meeples_")) == 20
    assert low >= 10 - 6


# --- hidden information -------------------------------------------------------------------------

def test_D9_other_seats_ghosts_are_hidden_unless_open_ghosts_or_over():
    """D-9."""
    s = position(3, ghosts=[4, 7, 1], active=P1)
    assert G.view(s, P1).ghosts == (4, None, None)
    assert G.view(s, P2).ghosts == (None, 7, None)
    assert G.view(s, None).ghosts == (None, None, None)
    s = position(3, ghosts=[4, 7, 1], active=P1, open_ghosts=True)
    assert G.view(s, P3).ghosts == (4, 7, 1)
    s = position(3, ghosts=[4, 7, 1], phase="over", deck={}, out=("attic", "basement", "library"))
    assert G.view(s, None).ghosts == (4, 7, 1)


def test_D9_every_ghost_change_is_in_the_public_log():
    """D-9."""
    s = position(3, rooms={"attic": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {2: P1, 3: P3}}}, active=P2)
    ev = G.apply(s, PlaceMeeple("attic", 1))
    change = [e for e in ev if e.TYPE == "ghosts_changed"][0]
    assert change.visible_to(P1) and change.visible_to(None)
    assert "gains 1 ghost" in G.describe_event(change, ["A", "B", "C"], P1)


def test_D9_resample_redraws_hidden_ghosts_but_never_the_seats_own():
    """D-9."""
    s = position(3, ghosts=[4, 7, 1], active=P1)
    rng = random.Random(5)
    changed = False
    for _ in range(20):
        other = G.resample_hidden(s, P1, rng)
        assert other.ghosts[P1] == 4
        assert G.view(other, P1) == G.view(s, P1)
        changed |= other.ghosts[1:] != [7, 1]
    assert changed
    opened = position(3, ghosts=[4, 7, 1], active=P1, open_ghosts=True)
    assert G.resample_hidden(opened, P1, rng).ghosts == [4, 7, 1]


def test_D11_DG25_resample_keeps_the_seen_passage_card_and_redraws_the_unseen():
    """D-11, DG-25."""
    s = position(3, rooms={"secret_passage": {"slots": ["cat_3", "ring_4", "doll_1"], "meeples": {1: P2}, "seen_by": [P2]}},
                 active=P3, removed={"twin_1": 2, "twin_2": 2})
    rng = random.Random(1)
    moved = False
    for _ in range(30):
        mine = G.resample_hidden(s, P2, rng)
        assert G.card_ids[mine.slots[2][2]] == "doll_1"
        other = G.resample_hidden(s, P1, rng)
        assert G.view(other, P1) == G.view(s, P1)
        assert other.removed_size == 4 and other.deck_size == s.deck_size
        moved |= G.card_ids[other.slots[2][2]] != "doll_1"
        assert sum(G.conserved(other).values()) == sum(G.conserved(s).values())
    assert moved


def test_D11_removed_cards_are_shown_at_the_end_only_with_show_removed():
    """D-11."""
    def finish(show):
        m = Match(G, 2, {"show_removed": show, "first_player": 1}, seed=4)
        rng = random.Random(4)
        events = []
        while not m.is_over():
            ev = m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()))
            if m.state.phase != 11:
                assert G.view(m.state, P1).removed is None
            events += ev
        return m, events

    m, events = finish(True)
    shown = of_type(events, RemovedCardsShown)
    assert len(shown) == 1 and len(shown[0].cards) == 16
    assert sorted(G.view(m.state, P2).removed) == sorted(shown[0].cards)
    m, events = finish(False)
    assert not of_type(events, RemovedCardsShown) and G.view(m.state, P2).removed is None
    assert isinstance(events[-1], GameOver)


# --- records and text -------------------------------------------------------------------------------

def test_a_record_replays_and_every_event_has_a_log_line():
    m = Match(G, 4, {"card_types": "custom", "first_player": 2}, seed=8)
    rng = random.Random(8)
    lines = []
    names = ["Ann", "Bob", "Cy", "Dee"]
    while not m.is_over():
        seat = m.to_move()
        action = m.next_chance() if seat == CHANCE else rng.choice(m.legal_actions())
        text = G.describe_action(action, names, seat if seat >= 0 else 0)
        assert "dont_go_in_there." not in text, text
        for e in m.apply(action):
            lines.append(G.describe_event(e, names, P1))
    assert all("dont_go_in_there." not in line for line in lines), [l for l in lines if "dont_go_in_there." in l][:3]
    record = json.loads(json.dumps(m.record()))
    assert replay_check(G, record)[0]
    assert G.to_move(Match.from_record(G, record).state) == TERMINAL


def test_every_dynamic_text_key_exists():
    for curse in G.type_ids:
        assert has(f"dont_go_in_there.curse.{curse}") and has(f"dont_go_in_there.reason.{curse}")
    for room in G.room_ids:
        assert has(f"dont_go_in_there.room.{room}")
    for reason in ("attic", "nursery", "library", "holy_water", "mirror"):
        assert has(f"dont_go_in_there.reason.{reason}")
    for face in ("ghost", "blank"):
        assert has(f"dont_go_in_there.face.{face}")
    from ghostparlor.core.learn import learn_content

    sections = learn_content("dont_go_in_there").sections
    assert sections and all(has(s.body_key("dont_go_in_there")) for s in sections)


def test_state_accepts_the_spec_card_ids_with_a_copy_letter():
    s = position(3, tableaux=[["twin_3_a"], ["twin_3_b"], []])
    assert G.card_ids[s.tableau[0][0]] == "twin_3" and G.card_ids[s.tableau[1][0]] == "twin_3"
