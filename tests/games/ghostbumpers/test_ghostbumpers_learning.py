"""Ghostbumpers: learning in the app (issue 22) on constructed positions.

- the notes (aids.notes): per value the copies in the player count's deck (section 2), the
  cards played (discard pile and trick, GB-17), the viewer's own, the unseen rest; the 0/10
  card (GB-10, GB-11); the viewer's own scared card (GB-3, GB-19); the tricks left (GB-7);
  nothing that depends on hidden cards (GB-26);
- the coach's words: moves named as their player says them, and reasons that are true by the
  rules, from the view alone: the last play of a trick decides it (GB-13), the reveals it costs
  (GB-14, GB-15), the 0/10 card cancels them (GB-16), an exact hit doubles (GB-19), and the
  depth's trade-off (GB-3, GB-19);
- the hide dialog says the trade-off before the pick, with the spec's numbers (GB-19, GB-22);
- the tutorial's script, played on the rules alone (GB-3 to GB-21): legal at every step,
  teaching what it says, and ending with a real decision.
"""

from __future__ import annotations

import random

from ghostparlor.core.learn import check_tutorial, load_learn
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.core.strings import has, t
from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.play import aids, coach
from ghostparlor.games.ghostbumpers.rules import (
    BottomCardMoved, CardsPlayed, PlayCards, PlayZeroTen, RoundEnded, SetScareLevel, TrickWon,
)

G = load_game("ghostbumpers")


def position(**changes):
    """3 players, round 1, trick 3: Boris (1) led two 5s, Cornelius (2) played a 7, and you
    (seat 0) play last. Your deck is S U U U U U: one unafraid card turned up, the scared
    card on top with 5 beneath it."""
    data = {"players": 3, "phase": "play", "dealer": 0, "leader": 1,
            "hands": [[0, 1, 5, 5, 9, 9, 9], [2, 3, 4, 6, 7, 8], [1, 2, 3, 4, 6, 8]],
            "decks": ["SUUUUU", "UUSUUUU", "UUUUS"],
            "discard_pile": [9, 8, 7, 5, 5, 4],
            "table": [{"seat": 1, "card": 5, "count": 2}, {"seat": 2, "card": 7, "count": 1}]}
    data.update(changes)
    return Match.at_position(G, data)


def view(match, seat=0):
    return G.view(match.state, seat)


# --- notes -----------------------------------------------------------------------------------------


def test_notes_count_each_value_from_the_deck_the_table_and_the_hand():
    """Section 2 (3 players: four of each value, seven 5s, one 0/10), GB-17 (played cards lie
    on the discard pile), GB-6 (the trick on the table is face up), GB-26."""
    notes = aids.notes(G, view(position()))
    row = {r.value: r for r in notes.rows}
    assert [r.copies for r in notes.rows] == [4, 4, 4, 4, 7, 4, 4, 4, 4]
    # 5s: two on the discard pile, two in Boris's play, two in your hand: one unseen
    assert (row[5].played, row[5].mine, row[5].unseen) == (4, 2, 1)
    # 9s: one discarded, three yours: none unseen; 7s: one discarded and one in the trick
    assert (row[9].played, row[9].mine, row[9].unseen) == (1, 3, 0)
    assert (row[7].played, row[7].mine, row[7].unseen) == (2, 0, 2)
    assert (row[2].played, row[2].mine, row[2].unseen) == (0, 0, 4)
    assert sum(r.copies for r in notes.rows) + notes.zero_ten.copies == 40


def test_notes_say_where_the_zero_ten_card_is():
    """GB-10, GB-11: the single 0/10 card, in your hand, in the trick with its announcement,
    played onto the discard pile, or not seen yet."""
    assert aids.notes(G, view(position())).zero_ten_where == "hand"
    hands = [[1, 5, 5, 9, 9, 9, 3], [2, 3, 4, 6, 7, 8], [1, 2, 3, 4, 6, 8]]
    in_trick = position(hands=hands, table=[{"seat": 1, "card": 0, "count": 1, "announce": 10},
                                            {"seat": 2, "card": 7, "count": 1}])
    notes = aids.notes(G, view(in_trick))
    assert (notes.zero_ten_where, notes.zero_ten_announce, notes.zero_ten.played) == ("trick", 10, 1)
    discarded = position(hands=hands, discard_pile=[0, 8, 7, 5, 5, 4])
    assert aids.notes(G, view(discarded)).zero_ten_where == "discard"
    assert aids.notes(G, view(discarded, 2)).zero_ten_where == "discard"
    assert aids.notes(G, view(position(), 1)).zero_ten_where == "unseen"  # in your hand, hidden from Boris


def test_notes_tell_your_own_scared_card_and_its_worth_now():
    """GB-3 (only the owner knows the depth), GB-15 (reveals before it), GB-19 (the cards
    beneath it, doubled with it on top)."""
    on_top = aids.notes(G, view(position()))
    assert (on_top.scare_position, on_top.safe_reveals, on_top.beneath, on_top.worth_now) == (1, 0, 5, 10)
    boris = aids.notes(G, view(position(), 1))  # U U S U U U U
    assert (boris.scare_position, boris.safe_reveals, boris.beneath, boris.worth_now) == (3, 2, 4, 4)
    start = Match(G, 3, {}, 1)
    start.resolve_chance()  # dealt: the scared cards are not hidden yet (GB-3)
    unset = aids.notes(G, G.view(start.state, 0))
    assert (unset.scare_position, unset.worth_now, unset.tricks_left) == (None, None, 9)


def test_notes_count_the_tricks_left_from_the_largest_hand():
    """GB-7: every hand gives one card per trick; the seats still to play hold one more."""
    assert aids.notes(G, view(position())).tricks_left == 7  # you hold 7 and have not played yet
    assert aids.notes(G, view(position(), 1)).tricks_left == 7


def test_notes_do_not_depend_on_what_the_seat_cannot_see():
    """GB-26: resampling the others' hands, the draw pile and their scared cards changes nothing."""
    match = position()
    for seat in range(3):
        mine = aids.notes(G, view(match, seat))
        for r in range(5):
            other = G.resample_hidden(match.state, seat, random.Random(r))
            assert aids.notes(G, G.view(other, seat)) == mine


def test_a_spectator_has_no_notes():
    assert aids.notes(G, G.view(position().state, None)) is None


# --- the coach -------------------------------------------------------------------------------------


def test_moves_are_named_as_their_player_says_them():
    v = view(position())
    words = lambda action: str(coach.move_words(G, v, action))  # noqa: E731
    assert words(PlayCards(7, 2)) == t("ghostbumpers.coach.pair", value=7) == "the pair of 7s"
    assert words(PlayCards(8, 3)) == "the 8s (3 cards)"
    assert words(PlayCards(9, 1)) == "the 9"
    assert words(PlayZeroTen(10)) == "the 0/10 as 10"
    assert words(SetScareLevel(3)) == "hiding it 3 from the top"
    assert words(SetScareLevel(1)) == "hiding it on top"
    assert words(SetScareLevel(7)) == "hiding it at the bottom"


def test_why_winning_last_reached_the_scared_card():
    """GB-13: you play last, so your 9 (strength 9) takes the trick over the 7; GB-14: two 5s
    in it make 3 reveals; GB-15: your scared card is on top: 0 this round."""
    reason = coach.why(G, view(position()), PlayCards(9, 1), PlayCards(1, 1))
    assert reason is not None and reason.key == "ghostbumpers.coach.why_scared"
    assert reason.params["n"] == 3 and reason.params["p"] == 1 and reason.params["best"] == "7"


def test_why_winning_last_cost_safe_reveals():
    """GB-14, GB-15: with the scared card 4th, the 3 reveals use up the 3 safe cards above it."""
    match = position(decks=["UUUSUUU", "UUSUUUU", "UUUUS"])
    reason = coach.why(G, view(match), PlayCards(9, 1), PlayCards(1, 1))
    assert reason.key == "ghostbumpers.coach.why_took" and reason.params["n"] == 3


def test_why_the_zero_ten_card_cancels_the_reveals():
    """GB-16, D-4: as 0 it never wins and its trick's winner reveals nothing; as 10 it wins
    with no reveal."""
    v = view(position())
    duck = coach.why(G, v, PlayCards(9, 1), PlayZeroTen(0))
    assert duck.key == "ghostbumpers.coach.why_zero_duck" and duck.params["n"] == 3
    win = coach.why(G, v, PlayCards(9, 1), PlayZeroTen(10))
    assert win.key == "ghostbumpers.coach.why_zero_win" and win.params["n"] == 3


def test_why_an_exact_hit_doubles():
    """GB-19: winning with exactly the reveals above the scared card leaves it on top, doubled."""
    match = position(decks=["UUUSUUU", "UUSUUUU", "UUUUS"])
    reason = coach.why(G, view(match), PlayCards(1, 1), PlayCards(9, 1))
    assert reason.key == "ghostbumpers.coach.why_exact"
    assert (reason.params["n"], reason.params["beneath"], reason.params["points"]) == (3, 3, 6)


def test_no_reason_while_later_plays_may_still_change_the_trick():
    """GB-13: Cornelius (seat 2) plays before you: whether his play wins is not yet decided."""
    match = position()
    assert G.to_move(match.state) == 0
    hands = [[0, 1, 5, 5, 9, 9, 9], [2, 3, 4, 6, 7, 8], [1, 2, 3, 4, 6, 8, 7]]
    early = position(hands=hands, table=[{"seat": 1, "card": 5, "count": 2}])
    assert G.to_move(early.state) == 2
    assert coach.why(G, view(early, 2), PlayCards(8, 1), PlayCards(1, 1)) is None


def test_why_a_depth_is_safer_or_scores_more():
    """GB-3, GB-19: deeper survives more reveals; higher keeps more cards beneath (doubled on top)."""
    v = G.view(Match(G, 3, {}, 1).state, 0)
    deeper = coach.why(G, v, SetScareLevel(2), SetScareLevel(5))
    assert deeper.key == "ghostbumpers.coach.why_deeper" and (deeper.params["safe"], deeper.params["mine_safe"]) == (4, 1)
    higher = coach.why(G, v, SetScareLevel(6), SetScareLevel(3))
    assert higher.key == "ghostbumpers.coach.why_higher"
    assert (higher.params["beneath"], higher.params["mine_beneath"], higher.params["double"]) == (4, 1, 8)


def test_the_coach_reasons_read_in_every_language():
    from ghostparlor.core import strings

    keys = ("why_scared", "why_took", "why_zero_duck", "why_zero_win", "why_exact", "why_deeper", "why_higher")
    for lang in ("es", "ja", "ru"):
        cat = strings.catalog(lang)
        for key in keys:
            entry = cat.entries.get(f"ghostbumpers.coach.{key}")
            assert entry is not None and entry.translated, (lang, key)


# --- the hide dialog's trade-off ---------------------------------------------------------------------


def test_the_hide_dialog_says_what_each_depth_scores():
    """GB-19: at depth p of 7 the scared card has 7 - p cards beneath it: that many points, or
    twice that when exactly the p - 1 cards above it were turned up (W-1: 3rd, 2 reveals, 8).
    GB-22: at the bottom it scores 0 unless it comes up as the last reveal owed (10)."""
    from ghostparlor.games.ghostbumpers.table.dialogs import DialogsPanel

    risk = lambda p: DialogsPanel.risk_text(None, p, 7)  # noqa: E731
    assert risk(3) == t("ghostbumpers.ui.risk_at", p=3, safe=2, beneath=4, double=8)
    assert "survives 2 reveals" in risk(3) and "Worth 4, or 8 if exactly 2" in risk(3)
    assert "6 cards beneath" in risk(1) and "12 points" in risk(1)
    assert "Paranoia, 10 points" in risk(7)
    rule = t("ghostbumpers.ui.scare_rule")
    assert "1 point per card beneath your scared card" in rule and "double" in rule and "scores 0" in rule


# --- the tutorial --------------------------------------------------------------------------------------


def _play_lesson():
    lesson = load_learn("ghostbumpers").tutorial
    match = Match(G, lesson.players, lesson.options, lesson.seed, chance_script=lesson.chance)
    events = []
    for step in lesson.steps:
        if step.kind == "say":
            continue
        while G.to_move(match.state) == CHANCE:
            events.extend(match.apply(match.next_chance()))
        if step.kind == "free":
            return lesson, match, events
        events.extend(match.apply(G.action_from_json(step.action)))
    raise AssertionError("no free step")


def test_the_tutorial_script_is_legal_on_the_rules_alone():
    lesson = load_learn("ghostbumpers").tutorial
    assert check_tutorial(G, lesson) == []
    assert lesson.players == 3 and lesson.names[0] is None and lesson.names.count(None) == 1
    for step in lesson.steps:
        for key in (step.text, step.wrong):
            assert not key or has(key), key


def test_the_tutorial_teaches_the_round():
    """What the lesson shows, played on the rules: hiding (GB-3), a pair that counts 2.8 and
    draws 1 (GB-7, GB-12), a 5 adding a reveal (GB-14), winning and revealing (GB-15), the 0/10
    as 0 cancelling the reveals and moving the winner's bottom card (GB-16), and a round ended
    by a scared card, scored by the cards beneath (GB-19, GB-21): you 2 x 5 = 10, Boris 0,
    Cornelius 1."""
    lesson, match, events = _play_lesson()
    plays = [e for e in events if isinstance(e, CardsPlayed)]
    pair = next(e for e in plays if e.seat == 0 and e.count == 2)
    assert (pair.card, pair.strength, pair.refill) == (8, 28, 1)
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert [(e.winner, e.reveals, e.zero_ten) for e in tricks] == [(2, 2, False), (0, 1, False), (2, 0, True), (1, 2, False)]
    assert any(isinstance(e, BottomCardMoved) and e.seat == 2 and e.moved for e in events)
    end = next(e for e in events if isinstance(e, RoundEnded))
    assert (end.how, end.seat, end.paranoia) == ("scared", 1, False)
    assert end.scores == (10, 0, 1) and end.doubled[0]


def test_the_tutorial_ends_with_a_real_decision():
    """GB-3, GB-23: round 2, the start card passed to Boris; you hide your scared card where
    you choose: every depth is open."""
    lesson, match, _ = _play_lesson()
    state = match.state
    assert state.round == 2 and state.dealer == 1 and G.to_move(state) == 0
    assert G.legal_actions(state) == [SetScareLevel(p) for p in range(1, 8)]
    assert lesson.steps[-1].kind == "free"
