"""Don't Go In There: what teaches the game (issue 22) — the collections' progress toward each
curse type's effect, the notes (cards still to come), the coach's words and reasons, and the
tutorial's script. Rule IDs from rules/dont_go_in_there.md (DG-n rules, D-n decisions, A-n
scenarios). Positions are built with ``state_from_json`` (dont_go_in_there_helpers).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from dont_go_in_there_helpers import G, P1, P2, P3, claiming, position
from ghostparlor.core.learn import check_tutorial, load_learn
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.core.strings import Words
from ghostparlor.games.dont_go_in_there.play import aids, coach, goals
from ghostparlor.games.dont_go_in_there.rules import (
    CardsDispelled, KeepRoll, MeepleHaunted, PlaceMeeple, TakeCard, TomeDispel, TurnDie,
)
from ghostparlor.games.dont_go_in_there.rules.game import DontGoInThereGame



def mine(tableau, dispelled=(), ghosts=0, seat=P1, types=None, others=None, **kw):
    """A 3-player position where ``seat`` holds ``tableau`` (and ``dispelled``) and ``ghosts``."""
    tabs = [list(t) for t in (others or ([], [], []))]
    gone = [[], [], []]
    tabs[seat] = list(tableau)
    gone[seat] = list(dispelled)
    ghost_list = [0, 0, 0]
    ghost_list[seat] = ghosts
    return position(3, types=types, tableaux=tabs, dispelled=gone, ghosts=ghost_list, **kw)


def progress(state, curse, seat=P1, viewer=None):
    view = G.view(state, seat if viewer is None else viewer)
    return goals.progress(G, view, seat, curse)


def said(done, short=False) -> str:
    return str(done.words(short))


# --- the collections' progress (DG-30 to DG-41, DG-17, D-4) ----------------------------------------


def test_DG36_mirror_counts_toward_a_set_of_three_face_up():
    done = progress(mine(["mirror_2", "mirror_4"]), "mirror")
    assert done.key == "set" and done.params == {"n": 2, "set": G.param("mirror", "set")}
    assert done.ready  # the next Mirror completes it
    assert said(done) == "2 of 3 for a set" and said(done, short=True) == "2 of 3"
    assert done.rule == "DG-36"


def test_DG17_D4_dispelled_cards_count_for_nothing_and_show_as_such():
    """A-11: after a set is dispelled, the count starts again from the face-up cards."""
    done = progress(mine(["mirror_3"], dispelled=["mirror_1", "mirror_2", "mirror_4"]), "mirror")
    assert done.up == (3,) and done.down == (1, 2, 4)
    assert said(done) == "1 of 3 for a set" and not done.ready


def test_DG39_ring_needs_four():
    done = progress(mine(["ring_1", "ring_3"]), "ring")
    assert said(done) == "2 of 4 for a set" and not done.ready


def test_DG41_twin_needs_another_of_a_value_held():
    done = progress(mine(["twin_2", "twin_3"]), "twin")
    assert done.key == "twin_needs" and done.ready
    assert said(done) == "another 2 or 3 makes a pair"
    lone = progress(mine([], dispelled=["twin_3", "twin_3"]), "twin")
    assert lone.key == "twin_none" and lone.down == (3, 3)


@pytest.mark.parametrize("held, needs", [(["doll_4"], "a 2 makes 6"), (["doll_1", "doll_3"], "a 2 or 3 makes 6"),
                                         (["doll_1", "doll_1"], "a 4 makes 6")])
def test_DG33_D7_doll_says_which_value_completes_exactly_six(held, needs):
    assert said(progress(mine(held), "doll")) == needs


def test_DG33_a_lone_doll_one_needs_two_more_cards():
    done = progress(mine(["doll_1"]), "doll")
    assert done.key == "doll_far" and said(done) == "1 so far; sets of 6" and not done.ready


def test_DG32_D14_clock_total_toward_eight_and_the_used_up_flag():
    """A-12: Clocks 4 and 3 total 7: the next Clock can reach 8; once the flag is spent,
    nobody else's Clocks do anything."""
    done = progress(mine(["clock_3", "clock_4"]), "clock")
    assert said(done) == "total 7 of 8" and done.ready
    spent = position(3, tableaux=[["clock_3", "clock_4"], ["clock_2"], []], dispelled=[[], ["clock_3", "clock_4"], []],
                     clock_used_by=P2)
    assert progress(spent, "clock").key == "clock_spent"
    used = position(3, tableaux=[["clock_2"], [], []], dispelled=[["clock_3", "clock_4"], [], []], clock_used_by=P1)
    assert progress(used, "clock").key == "clock_mine"


def test_DG31_D9_cat_reads_the_owners_ghosts_and_keeps_them_hidden_from_others():
    """A-17: Cats with 9 ghosts keep only the lowest; with 10 nothing happens. Another
    seat sees only the rule, not the count (D-9), unless ghosts are open."""
    state = mine(["cat_1", "cat_3", "cat_4"], ghosts=9)
    assert said(progress(state, "cat")) == "9 ghosts, at most 9: keeps 1"
    over = mine(["cat_1", "cat_4"], ghosts=10)
    assert said(progress(over, "cat")) == "10 ghosts, over 9: keeps all"
    hidden = progress(state, "cat", viewer=P2)
    assert hidden.key == "cat_unknown" and "ghosts" not in hidden.params
    assert said(hidden) == "9 ghosts or fewer at the end: keeps 1"
    opened = mine(["cat_1", "cat_3"], ghosts=4, open_ghosts=True)
    assert progress(opened, "cat", viewer=P2).key == "cat_keeps"


def test_DG30_amulet_says_what_the_end_will_dispel():
    """A-16: Amulets 1, 2, 3, 3, 4 lose the 2, one 3 and the 4 (9 curses)."""
    done = progress(mine(["amulet_1", "amulet_2", "amulet_3", "amulet_3", "amulet_4"],
                         rooms={"library": {"slots": ["twin_1", "twin_2", "twin_3"]}}), "amulet")
    assert done.key == "amulet_hits" and done.params["curses"] == 2 + 3 + 4
    alone = progress(mine(["amulet_3"]), "amulet")
    assert alone.key == "amulet_needs" and str(alone.params["values"]) == "2 or 4"


def test_DG37_music_box_compares_every_players_public_total():
    """A-18: the highest total (ties too) dispels at the end."""
    state = mine(["music_box_4", "music_box_3"], others=([], ["music_box_2"], []))
    top = progress(state, "music_box")
    assert top.key == "music_top" and top.params["total"] == 7 and top.ready
    below = progress(state, "music_box", seat=P2)
    assert below.key == "music_below" and below.params == {"total": 2, "top": 7, "dispel": 2}


def test_DG38_portrait_drops_the_highest_half():
    """A-17: Portraits 4, 4, 2, 1, 1 lose both 4s."""
    state = mine(["portrait_4", "portrait_4", "portrait_2", "portrait_1", "portrait_1"],
                 rooms={"basement": {"slots": ["twin_1", "twin_2", "twin_3"]}})
    done = progress(state, "portrait")
    assert done.key == "portrait_drops" and done.params["count"] == 2 and done.params["curses"] == 8


def test_DG34_DG40_DG35_parity_and_mask_counts():
    state = mine(["holy_water_1", "tome_2", "tome_3", "mask_1"])
    holy = progress(state, "holy_water")
    assert said(holy, short=True) == "1 of 2" and holy.ready
    assert said(progress(state, "tome"), short=True) == "0 of 2"
    assert said(progress(state, "mask")) == "the next passes up to 2 ghosts"


def test_the_goals_numbers_come_from_the_content_not_the_code():
    """Every goal's number is read from data/games/dont_go_in_there.yaml: a content with a
    set of 4 Mirrors and a Doll target of 7 says so."""
    spec = G.spec
    content = dict(spec.content)
    content["curses"] = [dict(c) for c in content["curses"]]
    for c in content["curses"]:
        if c["id"] == "mirror":
            c["set"] = 4
        if c["id"] == "doll":
            c["target"] = 7
    game = DontGoInThereGame(dataclasses.replace(spec, content=content))
    state = game.state_from_json(G.state_to_json(mine(["mirror_1", "mirror_2"])))
    view = game.view(state, P1)
    assert str(goals.progress(game, view, P1, "mirror").words()) == "2 of 4 for a set"
    assert "exactly 7" in str(goals.goal_words(game, "doll"))
    assert "4 Mirrors" in str(goals.card_line(game, "mirror"))


def test_collection_lists_every_type_held_types_in_play_first():
    state = mine(["twin_3", "clock_1", "mirror_2"], dispelled=["ring_1", "ring_2", "ring_3", "ring_4"])
    got = goals.collection(G, G.view(state, P2), P1)
    assert [p.curse for p in got] == [c for c in G.view(state, P1).types if c in {"twin", "clock", "mirror", "ring"}]


# --- notes: the cards still to come (issue 22, item 6) ------------------------------------------------


def test_notes_count_what_nobody_has_seen_and_it_matches_the_hidden_piles():
    """S-1, S-2, D-11: per type 2 copies of each value, minus every card seen; the total is
    the deck, the removed pile and the face-down cards not looked at."""
    match = Match(G, 3, None, 5)
    rng = random.Random(5)
    checked = 0
    for _ in range(160):
        seat = G.to_move(match.state)
        if seat == CHANCE:
            match.resolve_chance()
            continue
        if seat < 0:
            break
        for viewer in range(3):
            view = G.view(match.state, viewer)
            got = aids.notes(G, view)
            assert got.unseen == got.deck + got.removed + got.face_down
            assert [t.curse for t in got.types] == list(view.types)
            checked += 1
        match.apply(rng.choice(G.legal_actions(match.state)))
    assert checked > 100


def test_notes_subtract_collections_rooms_and_a_peeked_card():
    """DG-25: a face-down card counts as seen only for a seat that has looked at it."""
    state = position(3, tableaux=[["twin_3"], ["twin_3"], []],
                     rooms={"secret_passage": {"slots": ["clock_1", "clock_2", "ring_4"], "face_down_slot": 3,
                                               "seen_by": [P2], "meeples": {1: P2}}})
    for_p1 = aids.notes(G, G.view(state, P1))
    for_p2 = aids.notes(G, G.view(state, P2))
    twin = next(t for t in for_p1.types if t.curse == "twin")
    assert twin.unseen[G.values.index(3)] == 0  # both Twin 3s are in collections
    ring = lambda notes: next(t for t in notes.types if t.curse == "ring").unseen[G.values.index(4)]
    assert ring(for_p2) == ring(for_p1) - 1 and for_p1.face_down == 1 and for_p2.face_down == 0


def test_notes_are_the_same_whatever_the_hidden_cards_are():
    match = Match(G, 4, None, 9)
    rng = random.Random(9)
    for _ in range(90):
        seat = G.to_move(match.state)
        if seat == CHANCE:
            match.resolve_chance()
            continue
        if seat < 0:
            break
        if len(match.actions) % 9 == 0:
            for viewer in range(4):
                notes = aids.notes(G, G.view(match.state, viewer))
                for r in range(3):
                    other = G.resample_hidden(match.state, viewer, random.Random(r))
                    assert aids.notes(G, G.view(other, viewer)) == notes
        match.apply(rng.choice(G.legal_actions(match.state)))


# --- the coach (issue 22, item 5) ---------------------------------------------------------------------


def test_coach_names_moves_as_their_player_says_them():
    state = claiming("twin_3", seat=P1, slot=2, others=("ring_1", "clock_4"))
    view = G.view(state, P1)
    assert str(coach.move_words(G, view, TakeCard(2))) == "the Twin 3"
    assert str(coach.move_words(G, view, PlaceMeeple("attic", 2))) == "space 2 of the Attic"
    assert str(coach.move_words(G, view, KeepRoll())) == "keeping the roll"
    assert str(coach.move_words(G, view, TomeDispel("ring"))) == "naming Ring"


def test_DG41_why_a_card_completing_a_pair_was_better():
    state = claiming("twin_3", seat=P1, slot=2, others=("ring_1", "clock_4"), tableaux=[["twin_3"], [], []])
    view = G.view(state, P1)
    reason = coach.why(G, view, TakeCard(1), TakeCard(2))
    assert isinstance(reason, Words)
    assert str(reason) == "The Twin 3 completes your Twin set: 6 curses are dispelled."
    # the rules agree: taking it dispels both Twins
    events = G.apply(G.clone(state), TakeCard(2))
    assert any(isinstance(e, CardsDispelled) and e.curses == 6 for e in events)


def test_DG1_why_a_cheaper_card_was_better_and_none_when_no_rule_says_so():
    state = claiming("ring_1", seat=P1, slot=1, others=("clock_4", "twin_3"))
    view = G.view(state, P1)
    assert str(coach.why(G, view, TakeCard(2), TakeCard(1))) == \
        "The Ring 1 is worth 1, the Clock 4 4: every curse counts against you."
    assert coach.why(G, view, TakeCard(1), TakeCard(2)) is None  # the dearer card: no rule makes it better


def test_DG20_DG9_why_for_placements():
    state = position(3)
    view = G.view(state, P1)
    assert str(coach.why(G, view, PlaceMeeple("attic", 1), PlaceMeeple("library", 3))) == \
        "Space 1 of the Attic gave you 1 ghost at once."
    assert str(coach.why(G, view, PlaceMeeple("basement", 2), PlaceMeeple("basement", 3))) == \
        "Space 3 of the Basement chooses its card at the same point as space 2, with 1 more flashlight."
    busy = position(3, rooms={"basement": {"slots": ["clock_1", "clock_2", "ring_1"], "meeples": {2: P2}}})
    # space 1 chooses before the meeple on space 2, space 3 after it: no reason from flashlights alone
    assert coach.why(G, G.view(busy, P1), PlaceMeeple("basement", 1), PlaceMeeple("basement", 3)) is None


def test_DG23_DG9_why_turning_a_die_to_blank_spares_your_meeples():
    res = {"position": 2, "resolver": P1, "claims": [], "dice": 6, "ghosts": 3, "rolls": 1, "ability_left": 1}
    state = position(3, rooms={"hallway": {"slots": ["clock_1", "clock_2", "ring_1"],
                                                            "meeples": {1: P1, 2: P2, 3: P3}}},
                     phase="ability", resolution=res, active=P1)
    view = G.view(state, P1)
    assert str(coach.why(G, view, KeepRoll(), TurnDie("blank"))) == \
        "With turning a die to blank, your meeples here gain 2 ghosts instead of 3."
    assert coach.why(G, view, TurnDie("blank"), KeepRoll()) is None


# --- the tutorial (issue 22, item 4) -------------------------------------------------------------------


def test_the_tutorial_script_is_legal_on_the_rules_alone():
    lesson = load_learn("dont_go_in_there").tutorial
    assert check_tutorial(G, lesson) == []
    assert lesson.players == 3 and lesson.names[lesson.human] is None
    kinds = [s.kind for s in lesson.steps]
    assert kinds[-1] == "free" and kinds.count("act") >= 4


def test_the_tutorial_shows_haunting_claims_and_a_twin_pair_dispelled():
    """DG-9 (A-1's arithmetic: ghosts minus flashlights), DG-10 (top space first), DG-24
    (slot 3 discards first), DG-41 (the pair dispelled) and DG-15 (the ghost leader)."""
    lesson = load_learn("dont_go_in_there").tutorial
    match = Match(G, lesson.players, lesson.options, lesson.seed, chance_script=lesson.chance)
    events = []
    for step in lesson.steps:
        if step.kind == "say":
            continue
        while G.to_move(match.state) == CHANCE:
            events += G.apply(match.state, match.next_chance()) or []
        if step.kind == "free":
            break
        events += G.apply(match.state, G.action_from_json(step.action))
    haunted = [(e.seat, e.space, e.ghosts) for e in events if isinstance(e, MeepleHaunted)]
    assert haunted[:3] == [(1, 1, 3), (0, 2, 2), (2, 4, 0)]
    assert any(isinstance(e, CardsDispelled) and e.seat == 0 and e.reason == "twin" and e.curses == 6 for e in events)
    state = match.state
    assert state.ghosts == [2, 4, 2] and G.curses_of(state, 0) == 0
    assert G.to_move(state) == 0 and len(G.legal_actions(state)) > 1  # the free step is a real decision


def test_DG13_after_the_end_every_row_says_what_still_counts():
    """DG-13, DG-14, DG-1: once the game is over no effect is to come: the row says the
    curses its face-up cards still count."""
    state = position(3, phase="over", tableaux=[["twin_2", "twin_3"], [], []], dispelled=[["twin_4", "twin_4"], [], []],
                     out=("attic", "basement", "library"), deck={}, resolution=None)
    done = progress(state, "twin")
    assert done.key == "final" and not done.ready and said(done) == "counts 5 curses at the end"


def test_the_tutorials_ghost_counts_are_the_ones_the_panels_show():
    """Issue 45: the roll step said "Boris 3" while his panel showed 4 (the Attic's top
    space had given him one before the roll). Every seat's total the words give is the
    state's count at that step, and so is "Boris has 4" at the penalty step."""
    import re

    from ghostparlor.core.strings import t

    lesson = load_learn("dont_go_in_there").tutorial
    match = Match(G, lesson.players, lesson.options, lesson.seed, chance_script=lesson.chance)
    seat_of = {"Boris": 1, "you": 0, "Cornelius": 2}
    checked = set()
    for step in lesson.steps:
        while G.to_move(match.state) == CHANCE:
            G.apply(match.state, match.next_chance())
        if step.text == "dont_go_in_there.tutorial.roll":
            words = t(step.text)
            totals = {}
            for part in words.rsplit(": ", 1)[1].rstrip(".").split(", "):  # "Boris 1 + 3 = 4", "you 3 − 1 = 2", ...
                name = part.split(" ")[0]
                totals[seat_of[name]] = int(re.findall(r"\d+", part)[-1])
            assert totals == dict(enumerate(match.state.ghosts)), (words, match.state.ghosts)
            checked.add("roll")
        if step.text == "dont_go_in_there.tutorial.penalty":
            said_boris = int(re.search(r"Boris has (\d+)", t(step.text)).group(1))
            assert said_boris == match.state.ghosts[1]
            checked.add("penalty")
        if step.kind == "free":
            break
        if step.kind != "say":
            G.apply(match.state, G.action_from_json(step.action))
    assert checked == {"roll", "penalty"}
    from ghostparlor.core.strings import set_language

    try:  # every language gives Boris's total too
        for lang in ("es", "ja", "ru"):
            set_language(lang)
            assert "1 + 3 = 4" in t("dont_go_in_there.tutorial.roll"), lang
    finally:
        set_language("en")
