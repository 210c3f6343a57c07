"""Ghostbumpers rules: every rule, decision and worked example of docs/rules/ghostbumpers.md.

Each test names the rule IDs (GB-n, D-n) and the scenario (W-n, E-n) it checks.
Positions are built with state_from_json; chance (draws) is applied explicitly
or scripted into a Match. Cards are ints, 0 = the 0/10 card; character decks are
written top first, e.g. "UUSUUUU".
"""

import random

import pytest

from ghostparlor.core.errors import IllegalAction, OptionError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.rules import (
    BothPilesEmpty,
    BottomCardMoved,
    CardDealt,
    CardDrawn,
    CardOwed,
    CardRevealed,
    CardsPlayed,
    ChooseFirstPlayer,
    DiscardCard,
    DiscardChosen,
    DiscardReshuffled,
    DiscardsRevealed,
    DrawCard,
    GameOver,
    OwedCardPaid,
    PlayCards,
    PlayZeroTen,
    RoundEnded,
    RoundStarted,
    ScareLevelSet,
    SetScareLevel,
    TricksBegin,
    TrickWon,
    strength,
)

G = load_game("ghostbumpers")
ANNI, HEDDA, EMERY, LUCAS = 0, 1, 2, 3
A, B, C, D, E, F = 0, 1, 2, 3, 4, 5


def P(card, count=1):
    return PlayCards(card, count)


def ZT(announce):
    return PlayZeroTen(announce)


def position(players, hands, decks=None, **kw):
    """A play position (phase "play" unless given). Unless given, the draw pile is whatever
    the position leaves of the player-count deck (test positions may reuse filler cards)."""
    data = {"players": players, "hands": hands, "phase": kw.pop("phase", "play")}
    if decks is not None:
        data["decks"] = decks
    data.update(kw)
    if "draw_pile" not in data:
        left = list(G.deck_by_players[players])
        for group in (*hands, data.get("discard_pile", [])):
            for card in group:
                left[card] -= 1
        for play in data.get("table", []):
            left[play["card"]] -= play["count"]
        data["draw_pile"] = [v for v in range(10) for _ in range(max(0, left[v]))]
    return G.state_from_json(data)


def rest(players, *groups, table=()):
    """The cards of the player-count deck that are not in ``groups`` (lists of cards) or on ``table``."""
    left = list(G.deck_by_players[players])
    for group in groups:
        for card in group:
            left[card] -= 1
    for play in table:
        left[play["card"]] -= play["count"]
    assert min(left) >= 0, left
    return [v for v in range(10) for _ in range(left[v])]


def dealt(players):
    """Nine cards a seat in deck order: a finished deal (GB-2)."""
    cards = [v for v in range(10) for _ in range(G.deck_by_players[players][v])]
    return [cards[9 * i:9 * i + 9] for i in range(players)]


def decks(s):
    return G.state_to_json(s)["decks"]


def run(s, *actions):
    """Apply the actions; after a play that needs a refill, draw whatever is in the pile."""
    events = []
    for action in actions:
        events += G.apply(s, action)
        events += refill(s)
    return events


def refill(s):
    """Resolve pending refill draws with the lowest card in the pile (deterministic)."""
    events = []
    while G.to_move(s) == CHANCE and s.phase == 4:
        card = next(v for v in range(10) if s.pile[v])
        events += G.apply(s, DrawCard(card))
    return events


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def round_end(events):
    ends = of(events, RoundEnded)
    assert len(ends) == 1, events
    return ends[0]


FILLER = [1, 2, 3, 4, 6, 7, 8, 9]


# --- components and set-up (sections 1 and 2) --------------------------------------


def test_section1_components_from_the_yaml():
    """Section 1: 7 of each value 1-4, 6-9, ten 5s, one 0/10 = 67; 6 sets of 6 U + 1 S."""
    assert G.box_counts == [1, 7, 7, 7, 7, 10, 7, 7, 7, 7]
    assert sum(G.box_counts) == 67
    assert (G.unafraid, G.set_size, G.hand_size, G.paranoia_points, G.five) == (6, 7, 9, 10, 5)


@pytest.mark.parametrize("n,removed,deck,each,fives,rounds", [(3, 3, 40, 4, 7, 6), (4, 2, 49, 5, 8, 8), (5, 1, 58, 6, 9, 5), (6, 0, 67, 7, 10, 6)])
def test_section2_setup_table_GB2_GB24(n, removed, deck, each, fives, rounds):
    """Section 2 / GB-2: cards removed per value, deck, 9 dealt each, a draw pile of 13; GB-24 rounds."""
    counts = G.deck_by_players[n]
    assert sum(counts) == deck
    assert counts[0] == 1  # the 0/10 card is never removed
    assert counts[5] == fives
    assert all(counts[v] == each for v in (1, 2, 3, 4, 6, 7, 8, 9))
    assert G.rounds_for(n) == rounds
    m = Match(G, n, {"first_player": 1}, seed=n)
    m.resolve_chance()
    s = m.state
    assert s.hand_sizes == [9] * n
    assert s.pile_size == 13 and s.discard_size == 0  # GB-2: the discard pile starts empty
    assert G.to_move(s) == 0 and s.phase == 2  # GB-3 comes next


def test_first_start_card_holder_is_a_chance_step():
    """Section 2: the first start-card holder is chosen at random (a recorded chance step) or by the host."""
    s = G.new_state(4)
    assert G.to_move(s) == CHANCE
    outcomes = G.chance_outcomes(s)
    assert sorted(a.seat for a, _ in outcomes) == [0, 1, 2, 3]
    assert all(abs(p - 0.25) < 1e-9 for _, p in outcomes)
    ev = G.apply(s, ChooseFirstPlayer(2))
    assert s.dealer == 2 and ev == [RoundStarted(1, 2)]
    assert G.new_state(4, {"first_player": 4}).dealer == 3  # options number seats from 1


def test_GB1_round_structure_deal_scare_tricks_score_next():
    """GB-1: deal, set scare levels, tricks, score, clean up and pass the start card."""
    m = Match(G, 3, {"first_player": 1}, seed=4)
    rng = random.Random(4)
    kinds = []
    while m.state.round == 1 and not m.is_over():
        if m.to_move() == CHANCE:
            ev = m.apply(m.next_chance())
        else:
            ev = m.apply(rng.choice(m.legal_actions()))
        for e in ev:
            if not kinds or kinds[-1] != e.TYPE:
                kinds.append(e.TYPE)
    assert kinds[:3] == ["card_dealt", "scare_level_set", "tricks_begin"]
    assert kinds[-2:] == ["round_ended", "round_started"]
    assert m.state.dealer == 1 and m.state.phase == 1  # GB-23: the next holder deals


def test_GB2_D12_deal_one_card_at_a_time_from_left_of_the_dealer():
    """GB-2, D-12: dealing starts left of the start-card holder, one card at a time."""
    s = G.new_state(4, {"first_player": 3})  # seat 2 holds the start card
    seats = []
    for _ in range(8):
        seats += [e.seat for e in G.apply(s, DrawCard(1 if s.pile[1] else 2)) if isinstance(e, CardDealt)]
    assert seats == [3, 0, 1, 2, 3, 0, 1, 2]
    outcomes = dict((a.card, p) for a, p in G.chance_outcomes(s))
    assert abs(outcomes[0] - 1 / 41) < 1e-9  # draws are weighted by what is left: 49 - 8 dealt


# --- GB-3 / D-11: the scare level -------------------------------------------------------


def test_W1_scare_level_GB3_D9():
    """W-1 / GB-3: Anni puts 2 U above and 4 U below S: deck U U S U U U U (p = 3).
    Winning exactly two normal tricks without 5s and an end (b) -> 2 x 4 = 8 (D-9)."""
    m = Match(G, 4, {"first_player": 1}, seed=0)
    m.resolve_chance()
    assert m.to_move() == ANNI
    assert m.legal_actions() == [SetScareLevel(p) for p in range(1, 8)]
    m.apply(SetScareLevel(3))
    assert decks(m.state)[ANNI] == "UUSUUUU"
    # follow-up: two tricks left, Anni wins both with a 9 and nobody plays a 5
    s = position(4, [[9, 9], [1, 2], [1, 2], [1, 2]], ["UUSUUUU", "SUUUUUU", "SUUUUUU", "SUUUUUU"], tricks_done=7)
    ev = run(s, P(9), P(1), P(1), P(1))
    assert of(ev, TrickWon)[0].winner == ANNI and decks(s)[ANNI] == "USUUUU"
    ev = run(s, P(9), P(2), P(2), P(2))
    end = round_end(ev)
    assert end.how == "hands_empty"
    assert end.scores[ANNI] == 8 and end.doubled[ANNI] and end.beneath[ANNI] == 4


def test_W1_a_third_win_reveals_S_and_scores_0_GB21():
    """W-1: if Anni wins a third trick she reveals S, the round ends and she scores 0."""
    s = position(4, [[9, 9, 9], [1, 2, 3], [1, 2, 3], [1, 2, 3]], ["UUSUUUU", "SUUUUUU", "SUUUUUU", "SUUUUUU"], tricks_done=6)
    run(s, P(9), P(1), P(1), P(1))
    run(s, P(9), P(2), P(2), P(2))
    ev = run(s, P(9), P(3), P(3), P(3))
    end = round_end(ev)
    assert end.how == "scared" and end.seat == ANNI and not end.paranoia
    assert end.scores == (0, 12, 12, 12)


def test_GB3_D11_scare_choices_one_seat_at_a_time_from_the_holder_leftwards_and_hidden():
    """GB-3, D-11: seats choose from the start-card holder leftwards; others' p stays hidden."""
    m = Match(G, 4, {"first_player": 3}, seed=2)  # seat 2 holds the start card
    m.resolve_chance()
    order = []
    for p in (7, 1, 4, 2):
        seat = m.to_move()
        order.append(seat)
        ev = m.apply(SetScareLevel(p))
        assert ev[0] == ScareLevelSet(seat, p) and ev[0].visible_to(seat) and not ev[0].visible_to((seat + 1) % 4)
        if len(order) < 4:
            nxt = m.to_move()
            assert G.view(m.state, nxt).scare_position is None  # the next chooser learns nothing
            assert G.view(m.state, nxt).scare_set[seat] is True
    assert order == [2, 3, 0, 1]
    assert decks(m.state) == ["UUUSUUU", "USUUUUU", "UUUUUUS", "SUUUUUU"]
    assert G.view(m.state, 0).scare_position == 4 and G.view(m.state, 2).scare_position == 7
    assert G.to_move(m.state) == 2  # GB-4: the holder leads the first trick
    with pytest.raises(IllegalAction):
        G.apply(G.clone(m.state), SetScareLevel(3))  # no second choice


def test_GB3_position_out_of_range_is_illegal():
    s = position(3, dealt(3), ["UUUUUU", "UUUUUU", "UUUUUU"], phase="scare")
    before = G.fingerprint(s)
    for bad in (0, 8):
        with pytest.raises(IllegalAction):
            G.apply(s, SetScareLevel(bad))
    assert G.fingerprint(s) == before


# --- tricks ---------------------------------------------------------------------------


def test_W2_trick_GB12_GB13_GB14_GB15_GB7_GB17_D10():
    """W-2: Anni 1, Hedda 4, Emery 2x5 (draws 1), Lucas 4: Lucas wins the tie (played later),
    R = 1 + 2 = 3, reveals U U U: deck U S U U; hands 8; 5 cards discarded; Lucas leads."""
    hands = [[1, 2, 3, 6, 7, 8, 9, 9, 0], [4, 1, 2, 3, 6, 7, 8, 9, 9], [5, 5, 1, 2, 3, 6, 7, 8, 8], [4, 1, 2, 3, 6, 7, 8, 6, 7]]
    s = position(4, hands, ["SUUUUUU", "SUUUUUU", "SUUUUUU", "UUUUSUU"])
    assert s.pile_size == 13
    ev = G.apply(s, P(1))
    ev += G.apply(s, P(4))
    ev += G.apply(s, P(5, 2))
    assert G.to_move(s) == CHANCE and s.drawer == EMERY and s.need == 1  # GB-7: before Lucas's turn
    ev += G.apply(s, DrawCard(1))
    assert G.to_move(s) == LUCAS and s.hand_sizes[EMERY] == 8
    ev += G.apply(s, P(4))
    assert [e.strength for e in of(ev, CardsPlayed)] == [10, 40, 25, 40]
    won = of(ev, TrickWon)[0]
    assert (won.winner, won.reveals, won.strength) == (LUCAS, 3, 40)
    assert [e.scared for e in of(ev, CardRevealed)] == [False, False, False]
    assert decks(s)[LUCAS] == "USUU" and s.revealed[LUCAS] == 3
    assert s.hand_sizes == [8, 8, 8, 8]
    assert s.discard_size == 5 and sorted(G.state_to_json(s)["discard_pile"]) == [1, 4, 4, 5, 5]
    assert s.table == [] and G.to_move(s) == LUCAS and s.leader == LUCAS


def test_W2_variant_S_with_a_reveal_owed_ends_the_round_GB15_GB21_D2():
    """W-2 variant: Lucas U S U U U U U reveals U, then S with one reveal owed: end (a), not paranoia."""
    hands = [[1, 2, 3, 6, 7, 8, 9, 9, 0], [4, 1, 2, 3, 6, 7, 8, 9, 9], [5, 5, 1, 2, 3, 6, 7, 8, 8], [4, 1, 2, 3, 6, 7, 8, 6, 7]]
    s = position(4, hands, ["SUUUUUU", "USUUUUU", "UUUSUUU", "USUUUUU"])
    ev = run(s, P(1), P(4), P(5, 2), P(4))
    revealed = of(ev, CardRevealed)
    assert [(e.scared, e.number, e.owed) for e in revealed] == [(False, 1, 3), (True, 2, 3)]  # the 3rd lapses
    end = round_end(ev)
    assert end.how == "scared" and end.seat == LUCAS and not end.paranoia
    assert end.scores == (12, 5, 3, 0)
    assert s.totals == [12, 5, 3, 0] and s.round == 2


def test_W3_decimal_strength_GB12():
    """W-3: 3 players: A 3x8 (38, draws 2), B 4 (40), C 2x9 (29, draws 1): B wins, R = 1."""
    s = position(3, [[8, 8, 8, 1, 2, 3], [4, 1, 2, 3, 6, 7], [9, 9, 1, 2, 3, 6]], ["SUUUUUU", "UUSUUUU", "SUUUUUU"], tricks_done=3)
    ev = G.apply(s, P(8, 3))
    assert ev[0].refill == 2 and s.need == 2
    ev += refill(s)
    ev += run(s, P(4), P(9, 2))
    assert [e.strength for e in of(ev, CardsPlayed)] == [38, 40, 29]
    assert [e.refill for e in of(ev, CardsPlayed)] == [2, 0, 1]
    won = of(ev, TrickWon)[0]
    assert (won.winner, won.reveals) == (B, 1)
    assert decks(s)[B] == "USUUUU"
    assert s.hand_sizes == [5, 5, 5]


def test_W4_scoring_GB19_GB21():
    """W-4 / GB-19, GB-21: Lucas S U U wins with R = 1: Lucas 0 (no paranoia); Emery U U U S U U -> 2;
    Hedda S U U U -> 6 (S first: doubled); Anni U U U U U U S -> 0."""
    s = position(4, [[1], [2], [3], [9]], ["UUUUUUS", "SUUU", "UUUSUU", "SUU"], tricks_done=8)
    ev = run(s, P(1), P(2), P(3), P(9))
    end = round_end(ev)
    assert end.how == "scared" and end.seat == LUCAS and not end.paranoia
    assert end.scores == (0, 6, 2, 0)
    assert end.beneath == (0, 3, 2, -1) and end.doubled == (False, True, False, False)


# --- edge cases -----------------------------------------------------------------------


def test_E1_ties_among_several_GB13():
    """E-1: 5 players: A 9, B 2x9, C 9, D 3x3, E 9 -> E wins (latest 90); B draws 1, D 2; R = 1."""
    hands = [[9, 1, 2], [9, 9, 1], [9, 1, 2], [3, 3, 3], [9, 1, 2]]
    s = position(5, hands, ["SUUUUUU"] * 4 + ["UUUSUUU"], tricks_done=6)
    ev = run(s, P(9), P(9, 2), P(9), P(3, 3), P(9))
    assert [e.strength for e in of(ev, CardsPlayed)] == [90, 29, 90, 33, 90]
    assert [e.refill for e in of(ev, CardsPlayed)] == [0, 1, 0, 2, 0]
    assert [e.seat for e in of(ev, CardDrawn)] == [B, D, D]
    won = of(ev, TrickWon)[0]
    assert (won.winner, won.reveals) == (E, 1)
    assert s.hand_sizes == [2] * 5


def test_E2_the_leader_loses_ties_GB13():
    """E-2: A leads 2x7 (27), B 2x7 (27), C 2 (20): B wins."""
    s = position(3, [[7, 7, 1], [7, 7, 1], [2, 1, 1]], ["SUUUUUU", "UUSUUUU", "SUUUUUU"], tricks_done=6)
    ev = run(s, P(7, 2), P(7, 2), P(2))
    assert of(ev, TrickWon)[0].winner == B


def test_E3_paranoia_success_GB22():
    """E-3: W-4's decks but Lucas U S wins holding one 5 (R = 2): U, then S as the 2nd reveal with
    nothing beneath: Lucas 10, every other player 0 (Hedda's 6 is lost)."""
    s = position(4, [[1], [2], [3], [5]], ["UUUUUUS", "SUUU", "UUUSUU", "US"], tricks_done=8)
    ev = run(s, P(1), P(2), P(3), P(5))
    assert [(e.scared, e.number, e.owed) for e in of(ev, CardRevealed)] == [(False, 1, 2), (True, 2, 2)]
    end = round_end(ev)
    assert end.paranoia and end.seat == LUCAS
    assert end.scores == (0, 0, 0, 10)
    assert end.beneath == (-1, -1, -1, -1)  # no counts


def test_E3_a_deck_of_just_S_revealed_with_R1_is_paranoia_GB22():
    s = position(4, [[1], [2], [3], [9]], ["UUUUUUS", "SUUU", "UUUSUU", "S"], tricks_done=8)
    end = round_end(run(s, P(1), P(2), P(3), P(9)))
    assert end.paranoia and end.scores == (0, 0, 0, 10)


def test_E4_paranoia_failure_with_a_reveal_owed_GB22():
    """E-4: Lucas U S, two 5s in the trick (R = 3): U, S with 1 owed -> Lucas 0;
    Emery S U U -> 4; Hedda U S U -> 1; Anni U U U U U U S -> 0."""
    s = position(4, [[1], [5], [3], [5]], ["UUUUUUS", "USU", "SUU", "US"], tricks_done=8)
    ev = run(s, P(1), P(5), P(3), P(5))
    won = of(ev, TrickWon)[0]
    assert (won.winner, won.reveals) == (LUCAS, 3)  # the later 5 wins the tie
    end = round_end(ev)
    assert not end.paranoia and end.how == "scared"
    assert end.scores == (0, 1, 4, 0)


def test_E5_zero_ten_as_ten_GB16_D4_D5():
    """E-5: A 2x5 (draws 1), B 0/10 as 10, C 9: B wins, reveals nothing despite two 5s;
    B's deck U U S -> S U U; B leads. Winning nothing more, end (b): B scores 4."""
    s = position(3, [[5, 5, 1], [0, 1, 2], [9, 1, 2]], ["UUUUUUS", "UUS", "UUUUUUS"], tricks_done=6)
    ev = G.apply(s, P(5, 2))
    ev += G.apply(s, DrawCard(9))
    ev += run(s, ZT(10), P(9))
    won = of(ev, TrickWon)[0]
    assert (won.winner, won.strength, won.reveals, won.zero_ten) == (B, 100, 0, True)
    assert not of(ev, CardRevealed)
    assert of(ev, BottomCardMoved) == [BottomCardMoved(B, True)]
    assert decks(s)[B] == "SUU" and s.revealed[B] == 4  # nothing revealed by the 0/10 trick
    assert G.to_move(s) == B
    # hands: A [1, 9], B [1, 2], C [1, 2]; B never wins again
    ev = run(s, P(1), P(2), P(1))  # B 10, C 20, A 10: C wins
    assert of(ev, TrickWon)[0].winner == C
    ev = run(s, P(1), P(9), P(2))  # C 10, A 90, B 20: A wins, hands empty
    assert of(ev, TrickWon)[0].winner == A
    end = round_end(ev)
    assert end.how == "hands_empty"
    assert end.scores[B] == 4 and end.doubled[B] and end.beneath[B] == 2


def test_E6_zero_ten_as_zero_spoils_paranoia_GB16_D5():
    """E-6: A 2, B 0/10 as 0, C 5, D 2x5: C wins (50); no reveals despite three 5s;
    C's deck U U U U U U S -> S U U U U U U; the round continues. Untouched until an
    end (b): C scores 12. If C later wins a normal trick: S first, C scores 0."""
    s = position(4, [[2, 1, 1], [0, 1, 1], [5, 3, 3], [5, 5, 9]], ["SUUUUUU", "SUUUUUU", "UUUUUUS", "UUUUUUS"], tricks_done=6)
    ev = run(s, P(2), ZT(0), P(5))
    ev += G.apply(s, P(5, 2))
    ev += G.apply(s, DrawCard(4))
    assert [e.strength for e in of(ev, CardsPlayed)] == [20, 0, 50, 25]
    won = of(ev, TrickWon)[0]
    assert (won.winner, won.reveals) == (C, 0)
    assert decks(s)[C] == "SUUUUUU" and not of(ev, RoundEnded)
    assert G.to_move(s) == C
    # C 3, D 9, A 1, B 1: D wins; D 4, A 1, B 1, C 3: D wins and the hands are empty
    ev = run(s, P(3), P(9), P(1), P(1), P(4), P(1), P(1), P(3))
    end = round_end(ev)
    assert end.how == "hands_empty" and end.scores == (12, 12, 12, 0)
    # the other branch: C, with S on top after the 0/10, wins a later normal trick
    s = position(4, [[1], [1], [9], [1]], ["SUUUUUU", "SUUUUUU", "SUUUUUU", "UUUUUUS"], leader=C, active=C, tricks_done=8)
    end = round_end(run(s, P(9), P(1), P(1), P(1)))
    assert end.seat == C and end.scores == (12, 12, 0, 0)


def test_E7_zero_ten_on_a_one_card_deck_D3():
    """E-7: the winner's deck is just S and the trick holds the 0/10: nothing happens, play goes on."""
    s = position(3, [[0, 1], [1, 2], [1, 2]], ["S", "SUUUUUU", "SUUUUUU"], tricks_done=7)
    ev = run(s, ZT(10), P(1), P(1))
    assert of(ev, TrickWon)[0].winner == A
    assert of(ev, BottomCardMoved) == [BottomCardMoved(A, False)]
    assert decks(s)[A] == "S" and not of(ev, RoundEnded)
    assert G.to_move(s) == A and s.phase == 3


def test_E8_reshuffle_GB8():
    """E-8: pile 1, discard 12, 3 cards on the table; a 3x7 draws 1 (pile 0), then the 12 discards
    become the pile and the 2nd card is drawn: pile 11, discard 0; at trick end the discard
    pile holds only this trick's cards."""
    table = [{"seat": 0, "card": 1, "count": 1}, {"seat": 1, "card": 2, "count": 1}, {"seat": 2, "card": 3, "count": 1}]
    hands = [[1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4], [7, 7, 7, 1, 2]]
    # at 4 players every other card of the 49 is in the discard pile: 28 (the example's 12 at a smaller table)
    s = position(4, hands, ["UUUUUUS"] * 4, table=table, active=3, leader=0, draw_pile=[9],
                 discard_pile=rest(4, *hands, [9], table=table))
    ev = G.apply(s, P(7, 3))
    assert s.need == 2 and s.pile_size == 1 and s.discard_size == 28
    ev = G.apply(s, DrawCard(9))  # pile 0, one more card needed: GB-8 at once
    assert of(ev, DiscardReshuffled) == [DiscardReshuffled(28)]
    assert s.phase == 4 and s.need == 1 and s.pile_size == 28 and s.discard_size == 0
    ev = G.apply(s, DrawCard(8))
    assert s.pile_size == 27
    won = of(ev, TrickWon)[0]
    assert won.winner == 3 and won.strength == 37  # 3.7 beats the single 3 (30)
    assert s.discard_size == 6 and G.state_to_json(s)["discard_pile"] == [1, 2, 3, 7, 7, 7]


def test_E8_reshuffle_event_is_emitted_when_the_draw_is_required_GB8_D6():
    hands = [[7, 7, 1], [1, 2, 3], [1, 2, 3]]
    s = position(3, hands, ["SUUUUUU"] * 3, draw_pile=[], discard_pile=rest(3, *hands))
    ev = G.apply(s, P(7, 2))
    assert of(ev, DiscardReshuffled) == [DiscardReshuffled(31)]
    assert s.pile_size == 31 and s.discard_size == 0 and G.to_move(s) == CHANCE


def test_E9_both_piles_empty_GB9_D7():
    """E-9: 6 players, first trick, hands 9: A 7x2 (draws 6), B 7x3 (draws 6): pile 1; C 3x6 draws 1,
    pile 0, discard empty -> everybody discards one chosen card -> pile 6 -> C draws 1 -> pile 5;
    D 4, E 1, F 9: F wins, R = 1; every hand ends at 7; 42 + 5 + 20 = 67."""
    hands = [
        [2] * 7 + [1, 4],
        [3] * 7 + [1, 4],
        [6, 6, 6, 1, 4, 8, 8, 8, 9],
        [4, 1, 5, 5, 7, 7, 8, 9, 9],
        [1, 4, 5, 5, 7, 7, 8, 9, 9],
        [9, 1, 5, 5, 7, 7, 8, 6, 6],
    ]
    s = position(6, hands, ["SUUUUUU", "SUUUUUU", "SUUUUUU", "SUUUUUU", "SUUUUUU", "UUSUUUU"])
    assert s.pile_size == 13
    run(s, P(2, 7), P(3, 7))
    assert s.pile_size == 1
    ev = G.apply(s, P(6, 3))
    ev += G.apply(s, DrawCard(next(v for v in range(10) if s.pile[v])))
    assert s.pile_size == 0 and s.discard_size == 0
    assert of(ev, BothPilesEmpty) == [BothPilesEmpty(C)]
    # D-7: seats asked in order from the drawer, each choice hidden until all have chosen
    order = []
    for card in (8, 9, 9, 8, 4, 4):
        seat = G.to_move(s)
        order.append(seat)
        assert s.phase == 5
        legal = G.legal_actions(s)
        assert all(isinstance(a, DiscardCard) for a in legal) and DiscardCard(card) in legal
        ev = G.apply(s, DiscardCard(card))
        if len(order) < 6:
            assert of(ev, DiscardChosen)[0].visible_to(seat) and not of(ev, DiscardChosen)[0].visible_to(G.to_move(s))
            assert G.view(s, G.to_move(s)).own_pending_discard is None
            assert G.view(s, G.to_move(s)).gb9_chosen[seat]
    assert order == [C, D, E, F, A, B]
    assert len(of(ev, DiscardsRevealed)[0].cards) == 6
    assert s.pile_size == 6 and G.to_move(s) == CHANCE
    refill(s)
    assert s.pile_size == 5 and s.gb9_count == 1
    assert G.to_move(s) == D
    ev = run(s, P(4), P(1), P(9))
    assert [e.strength for e in of(ev, CardsPlayed)] == [40, 10, 90]
    won = of(ev, TrickWon)[0]
    assert (won.winner, won.reveals) == (F, 1)
    assert s.hand_sizes == [7] * 6  # not 8: D-14, the round lasts at most 8 tricks
    assert sum(s.hand_sizes) + s.pile_size + s.discard_size == 67
    assert s.discard_size == 20


def test_E9_conservation_while_the_trick_is_on_the_table_GB9():
    hands = [[2] * 7 + [1, 4], [3] * 7 + [1, 4], [6, 6, 6, 1, 4, 8, 8, 8, 9], [4, 1, 5, 5, 7, 7, 8, 9, 9],
             [1, 4, 5, 5, 7, 7, 8, 9, 9], [9, 1, 5, 5, 7, 7, 8, 6, 6]]
    s = position(6, hands, ["SUUUUUU"] * 6)
    start = G.conserved(s)
    run(s, P(2, 7), P(3, 7), P(6, 3))
    for card in (8, 9, 9, 8, 4, 4):
        G.apply(s, DiscardCard(card))
    refill(s)
    run(s, P(4), P(1))
    assert s.hand_sizes == [7, 7, 7, 7, 7, 8] and sum(c for _, _, c, _ in s.table) == 19
    assert G.conserved(s) == start


def test_E10_end_by_empty_hands_GB18b_GB20():
    """E-10 / GB-18(b), GB-20: 3 players, 9th trick resolved, no S revealed: A S U U U U U U -> 12;
    B U S U U U -> 3; C U U U U U S -> 0."""
    s = position(3, [[1], [2], [3]], ["SUUUUUU", "USUUU", "UUUUUUS"], tricks_done=8)
    ev = run(s, P(1), P(2), P(3))
    assert of(ev, TrickWon)[0].winner == C
    end = round_end(ev)
    assert end.how == "hands_empty" and end.seat == -1
    assert end.scores == (12, 3, 0)


def test_E11_last_trick_reveals_S_is_end_a_GB18():
    """E-11: S revealed in the 9th trick: end (a): the winner 0 (or 10 under GB-22), others counted."""
    s = position(3, [[1], [2], [3]], ["SUUUUUU", "USUUU", "SUUUUU"], tricks_done=8)
    end = round_end(run(s, P(1), P(2), P(3)))
    assert end.how == "scared" and end.seat == C and end.scores == (12, 3, 0)
    s = position(3, [[1], [2], [3]], ["SUUUUUU", "USUUU", "S"], tricks_done=8)
    end = round_end(run(s, P(1), P(2), P(3)))
    assert end.how == "scared" and end.paranoia and end.scores == (0, 0, 10)


def _play_randomly(m, rng):
    holders = []
    ends = []
    while not m.is_over():
        if m.to_move() == CHANCE:
            ev = m.apply(m.next_chance())
        else:
            ev = m.apply(rng.choice(m.legal_actions()))
        holders += [e.dealer for e in ev if isinstance(e, RoundStarted)]
        ends += of(ev, GameOver)
    return holders, ends


def test_E12_rounds_and_the_start_card_GB23_GB24_D1():
    """E-12: 5 players, round 1 holder seat 3: holders 3, 4, 0, 1, 2; over after round 5.
    4 players: over after round 8."""
    m = Match(G, 5, {"first_player": 4}, seed=12)
    holders, ends = _play_randomly(m, random.Random(12))
    assert [3] + holders == [3, 4, 0, 1, 2]
    assert len(m.state.history) == 5 and len(ends) == 1 and G.to_move(m.state) == TERMINAL
    m = Match(G, 4, seed=13)
    holders, _ = _play_randomly(m, random.Random(13))
    assert len(m.state.history) == 8
    m = Match(G, 3, seed=14)
    _play_randomly(m, random.Random(14))
    assert len(m.state.history) == 6
    m = Match(G, 6, seed=15)
    _play_randomly(m, random.Random(15))
    assert len(m.state.history) == 6


def _last_trick_of_round(players, totals, round_no, target=None, decks=None):
    hands = [[1]] * (players - 1) + [[2]]
    return position(players, hands, decks or ["UUUUUUS"] * players, totals=totals, round=round_no, tricks_done=8, target_score=target)


def test_E13_final_ties_share_the_win_GB24():
    """E-13: final totals 30, 30, 12: two winners."""
    s = _last_trick_of_round(3, [30, 30, 12], 6)
    ev = run(s, P(1), P(1), P(2))
    assert of(ev, GameOver) == [GameOver((0, 1), (30, 30, 12), False)]
    assert G.is_over(s)
    r = G.result(s)
    assert r.winners == (0, 1) and r.ranks == (1, 1, 3) and not r.lower_is_better and r.scores == (30.0, 30.0, 12.0)


def test_E13_target_score_variant_GB25_D13():
    """E-13 / GB-25: T = 25: after a round A 27, B 25, C 18, D 25 -> game over, A wins;
    26, 26, ... -> shared. Below T the game goes on (GB-24's round limit is ignored)."""
    # below T before the round's scoring (a total at T would have ended the game already)
    s = _last_trick_of_round(4, [24, 22, 18, 22], 2, target=25, decks=["UUUSUUU", "UUUSUUU", "UUUUUUS", "UUUSUUU"])
    run(s, P(1), P(1), P(1), P(2))
    assert G.is_over(s) and s.totals == [27, 25, 18, 25] and G.result(s).winners == (0,)
    s = _last_trick_of_round(4, [23, 23, 3, 4], 2, target=25, decks=["UUUSUUU", "UUUSUUU", "UUUUUUS", "UUUUUUS"])
    run(s, P(1), P(1), P(1), P(2))
    assert s.totals == [26, 26, 3, 4] and G.result(s).winners == (0, 1)
    s = _last_trick_of_round(4, [24, 20, 3, 4], 8, target=25)
    run(s, P(1), P(1), P(1), P(2))
    assert not G.is_over(s) and s.round == 9  # round 8 would end the fixed-round game
    # through the option and a Match
    m = Match(G, 3, {"target_score": 25}, seed=3)
    assert m.options["target_score"] == 25 and m.state.target == 25
    _play_randomly(m, random.Random(3))
    assert max(m.state.totals) >= 25
    assert all(max(sum(r[i] for r in m.state.history[:k]) for i in range(3)) < 25 for k in range(1, len(m.state.history)))


def test_D13_target_option_values_and_round_cap():
    """D-13: target_score is off by default; null/off/any whole number >= 1; the variant stops
    unfinished after the PROPOSED round cap."""
    assert G.normalize_options(4)["target_score"] == "off"
    assert G.new_state(4).target is None
    assert G.normalize_options(4, {"target_score": None})["target_score"] == "off"
    assert G.normalize_options(4, {"target_score": "37"})["target_score"] == 37
    assert G.normalize_options(4, {"target_score": True})["target_score"] == 25
    with pytest.raises(OptionError):
        G.normalize_options(4, {"target_score": 0})
    with pytest.raises(OptionError):
        G.normalize_options(4, {"target_score": "lots"})
    s = _last_trick_of_round(3, [5, 6, 7], G.round_cap, target=1000)
    ev = run(s, P(1), P(1), P(2))
    assert G.is_over(s) and s.unfinished
    assert of(ev, GameOver)[0].unfinished and of(ev, GameOver)[0].winners == (2,)


# --- the remaining rules, one by one ------------------------------------------------


def test_GB4_GB5_D1_leader_and_play_order_to_the_left():
    """GB-4: the holder leads the first trick, the winner leads later; GB-5, D-1: each next seat to the left."""
    s = position(4, [[1, 2], [1, 2], [9, 1], [1, 2]], ["UUUUUUS"] * 4, dealer=1, leader=1, active=1, tricks_done=7)
    seen = []
    for action in (P(1), P(9), P(1), P(1)):
        seen.append(G.to_move(s))
        run(s, action)
    assert seen == [1, 2, 3, 0]
    assert G.to_move(s) == 2 and s.leader == 2


def test_GB6_any_value_any_number_of_copies():
    """GB-6: no suit to follow: every value held, any number of copies, is legal; nothing else."""
    s = position(3, [[5, 5, 5, 1, 9, 0, 2, 2, 7], [3, 3, 3, 3, 4, 4, 4, 4], [6, 6, 6, 6, 8, 8, 8, 8]], ["SUUUUUU"] * 3, leader=1, active=0, turns=2,
                 table=[{"seat": 1, "card": 9, "count": 1}, {"seat": 2, "card": 1, "count": 1}])
    legal = G.legal_actions(s)
    assert set(legal) == {ZT(0), ZT(10), P(1), P(2), P(2, 2), P(5), P(5, 2), P(5, 3), P(7), P(9)}
    before = G.fingerprint(s)
    for bad in (P(5, 4), P(3), P(9, 2), P(0, 1), ZT(5)):
        with pytest.raises(IllegalAction):
            G.apply(s, bad)
    assert G.fingerprint(s) == before


def test_GB7_refill_is_immediate_and_hands_end_equal():
    """GB-7: k >= 2 cards played -> k - 1 drawn before the next turn; every hand ends one card smaller."""
    s = position(4, [[6, 6, 6, 6, 1], [2, 2, 1, 1, 1], [3, 4, 5, 6, 7], [8, 8, 8, 1, 2]], ["UUUUUUS"] * 4, tricks_done=4)
    G.apply(s, P(6, 4))
    assert G.to_move(s) == CHANCE and s.need == 3 and s.drawer == 0
    refill(s)
    assert s.hand_sizes[0] == 4 and G.to_move(s) == 1
    run(s, P(1, 3), P(3), P(8, 3))
    assert s.hand_sizes == [4, 4, 4, 4]


def test_GB10_zero_ten_alone_and_no_refill_GB11():
    """GB-10: the 0/10 is always alone and never refills; GB-11: the announcement is public."""
    s = position(3, [[0, 1, 1], [1, 2, 2], [3, 3, 1]], ["SUUUUUU"] * 3, tricks_done=6)
    ev = G.apply(s, ZT(10))
    assert ev[0] == CardsPlayed(A, 0, 1, 10, 100, 0)
    assert G.to_move(s) == B  # no draw
    for seat in (B, C, None):
        assert G.view(s, seat).table == ((A, 0, 1, 10, 100),)


def test_GB12_strength_examples():
    """GB-12: 9 -> 90; 3x8 -> 38 < 40; 2x5 -> 25; 2x1 -> 21 > 20; 2x9 -> 29 < 30; 0/10 -> 0 or 100."""
    assert strength(9, 1, -1) == 90
    assert strength(8, 3, -1) == 38 < strength(4, 1, -1) == 40
    assert strength(5, 2, -1) == 25
    assert strength(1, 2, -1) == 21 > strength(2, 1, -1) == 20
    assert strength(9, 2, -1) == 29 < strength(3, 1, -1) == 30
    assert strength(0, 1, 0) == 0 and strength(0, 1, 10) == 100
    assert max(strength(v, k, -1) for v in range(1, 10) for k in range(2, 10)) == 99


def test_GB13_a_single_never_ties_a_multiple():
    """GB-13: a tie needs equal k and v: 2x1 (21) vs 1 (10) and 2 (20): 2x1 wins even if played first."""
    s = position(3, [[1, 1, 4], [1, 2, 3], [2, 3, 4]], ["SUUUUUU"] * 3, tricks_done=6)
    ev = run(s, P(1, 2), P(1), P(2))
    assert of(ev, TrickWon)[0].winner == A


def test_GB14_D10_fives_from_every_player_count_per_card():
    """GB-14, D-10: R = 1 + every 5 in the trick, the winner's own included (a 2x5 counts 2)."""
    s = position(4, [[5, 5, 1], [5, 2, 2], [9, 3, 3], [5, 4, 4]], ["SUUUUUU", "SUUUUUU", "UUUUUUS", "SUUUUUU"], tricks_done=6)
    ev = run(s, P(5, 2), P(5), P(9), P(5))
    won = of(ev, TrickWon)[0]
    assert won.winner == C and won.reveals == 5  # 1 + 2 + 1 + 1
    assert len(of(ev, CardRevealed)) == 5 and decks(s)[C] == "US"
    s = position(3, [[5, 2, 2], [5, 3, 3], [1, 4, 4]], ["SUUUUUU", "UUUUUUS", "SUUUUUU"], tricks_done=6)
    ev = run(s, P(5), P(5), P(1))
    assert of(ev, TrickWon)[0].winner == B and of(ev, TrickWon)[0].reveals == 3  # own 5 counts


def test_GB15_reveals_one_at_a_time_and_stop_at_S():
    """GB-15: U counts one; S ends the round at once; the remaining reveals lapse (D-2)."""
    s = position(3, [[5, 5, 5, 1], [5, 5, 2, 2], [9, 3, 3, 3]], ["SUUUUUU", "SUUUUUU", "UUSUUUU"], tricks_done=5)
    ev = run(s, P(5, 3), P(5, 2), P(9))
    revealed = of(ev, CardRevealed)
    assert [(e.scared, e.number, e.owed) for e in revealed] == [(False, 1, 6), (False, 2, 6), (True, 3, 6)]
    end = round_end(ev)
    assert end.seat == C and not end.paranoia and end.scores == (12, 12, 0)


def test_GB16_bottom_to_top_moves_a_U_above_S():
    """GB-16: with S not at the bottom the bottom U goes on top: S one deeper, not a reveal."""
    s = position(3, [[0, 1], [1, 2], [1, 2]], ["USUU", "SUUUUUU", "SUUUUUU"], tricks_done=7)
    run(s, ZT(10), P(1), P(1))
    assert decks(s)[A] == "UUSU" and s.revealed[A] == 3  # not a reveal


def test_GB16_D5_the_zero_ten_player_need_not_win_and_5s_are_ignored():
    """D-5: the effect applies to whoever wins the trick containing the 0/10 (here not its player)."""
    s = position(3, [[5, 5, 1], [0, 2, 2], [9, 3, 3]], ["SUUUUUU", "SUUUUUU", "USUUUUU"], tricks_done=6)
    ev = run(s, P(5, 2), ZT(0), P(9))
    won = of(ev, TrickWon)[0]
    assert (won.winner, won.reveals, won.zero_ten) == (C, 0, True)
    assert decks(s)[C] == "UUSUUUU"


def test_D5_the_zero_ten_comes_back_through_a_reshuffle_GB8():
    """D-5: once discarded, the 0/10 can be drawn again within the round after GB-8."""
    hands = [[7, 7, 1], [1, 2, 3], [1, 2, 3]]
    s = position(3, hands, ["SUUUUUU"] * 3, draw_pile=[], discard_pile=rest(3, *hands))  # the 0/10 among them
    G.apply(s, P(7, 2))
    assert (DrawCard(0), 1 / 31) in G.chance_outcomes(s)
    G.apply(s, DrawCard(0))
    assert G.state_to_json(s)["hands"][A] == [0, 1]


def test_GB17_trick_cards_go_to_the_discard_pile_and_the_winner_leads():
    """GB-17: after the trick, its cards go face up onto the discard pile; the winner leads next."""
    s = position(3, [[1, 2], [3, 4], [9, 8]], ["SUUUUUU", "SUUUUUU", "UUSUUUU"], tricks_done=7)
    run(s, P(1), P(3), P(9))
    assert G.state_to_json(s)["discard_pile"] == [1, 3, 9]
    assert s.table == [] and G.to_move(s) == C and s.last_trick[0] == C


def test_GB18_end_a_takes_precedence_in_the_last_trick():
    """GB-18: S revealed in the trick that also empties the hands is an end (a)."""
    s = position(3, [[1], [2], [9]], ["SUUUUUU", "SUUUUUU", "SUUUUUU"], tricks_done=8)
    end = round_end(run(s, P(1), P(2), P(9)))
    assert end.how == "scared" and end.seat == C and end.scores == (12, 12, 0)


def test_GB19_D9_double_means_S_on_top_at_round_end_however_many_revealed():
    """GB-19, D-9: Hedda revealed 3 U during the round; S is now on top: 2 x B."""
    s = position(3, [[9], [1], [2]], ["UUUUUUS", "SUUU", "UUUUUUS"], tricks_done=8, revealed=[0, 3, 0])
    end = round_end(run(s, P(9), P(1), P(2)))
    assert end.how == "hands_empty"
    assert end.scores == (0, 6, 0) and end.doubled == (False, True, False)


def test_GB22_D8_paranoia_is_physical_after_a_bottom_move():
    """D-8: S that reached the bottom through GB-16 qualifies for paranoia; GB-16 itself
    never causes paranoia (a bottom S moved to the top is not a reveal)."""
    s = position(3, [[0, 1, 1], [1, 2, 2], [1, 2, 2]], ["US", "SUUUUUU", "SUUUUUU"], tricks_done=6)
    ev = run(s, ZT(10), P(1), P(1))
    assert decks(s)[A] == "SU" and not of(ev, RoundEnded)
    # S U: a 0/10 win puts the bottom U on top, so S is now the last card
    s = position(3, [[0, 5], [1, 1], [1, 1]], ["SU", "SUUUUUU", "SUUUUUU"], tricks_done=7)
    run(s, ZT(10), P(1), P(1))
    assert decks(s)[A] == "US" and G.to_move(s) == A
    # A wins with one 5 (R = 2): U, then S as the 2nd reveal with nothing beneath
    end = round_end(run(s, P(5), P(1), P(1)))
    assert end.paranoia and end.seat == A and end.scores == (10, 0, 0)


def test_D8_a_bottom_S_moved_up_loses_paranoia():
    """D-8: S at the bottom (placed p = 7) moved to the top by GB-16: a later win scores 0."""
    s = position(3, [[0, 9], [1, 2], [1, 2]], ["UUUUUUS", "SUUUUUU", "SUUUUUU"], tricks_done=7)
    run(s, ZT(10), P(1), P(1))
    assert decks(s)[A] == "SUUUUUU"
    end = round_end(run(s, P(9), P(2), P(2)))
    assert end.seat == A and not end.paranoia and end.scores == (0, 12, 12)


def test_GB22_never_in_an_end_b():
    """GB-22: a bottom S at an end (b) is just a count of 0."""
    s = position(3, [[1], [2], [3]], ["UUUUUUS", "S", "SU"], tricks_done=8, revealed=[0, 6, 5])
    end = round_end(run(s, P(1), P(2), P(3)))
    assert end.how == "scared" and end.seat == C and not end.paranoia  # C: "SU" - a card beneath
    s = position(3, [[1], [2], [3]], ["UUUUUUS", "S", "UUUUUUS"], tricks_done=8)
    end = round_end(run(s, P(1), P(2), P(3)))
    assert end.how == "hands_empty" and not end.paranoia and end.scores == (0, 0, 0)


def test_GB23_clean_up_gathers_everything_and_passes_the_start_card():
    """GB-23: after scoring, all monster cards return to the deck, decks are reassembled, the start card passes left."""
    s = position(4, [[1], [2], [3], [9]], ["UUUUUUS", "SUUU", "UUUSUU", "SUU"], tricks_done=8, dealer=3, leader=0,
                 discard_pile=[1, 2, 3], totals=[1, 2, 3, 4], round=2)
    ev = run(s, P(1), P(2), P(3), P(9))
    assert of(ev, RoundStarted) == [RoundStarted(3, 0)]
    assert s.totals == [1, 8, 5, 4]
    assert s.pile_size == 49 and s.discard_size == 0 and s.table == [] and s.hand_sizes == [0] * 4
    assert decks(s) == ["UUUUUU"] * 4 and s.revealed == [0] * 4 and G.to_move(s) == CHANCE
    assert G.state_to_json(s)["history"] == [[0, 6, 2, 0]]


def test_GB26_views_show_public_information_only():
    """GB-26: own hand and own S position; others' hand sizes, deck sizes, revealed cards, scores, piles."""
    s = position(3, [[1, 2, 3], [4, 5, 6], [7, 8, 9]], ["UUSU", "SUUUUUU", "UUUUUUS"], tricks_done=6,
                 revealed=[3, 0, 0], discard_pile=[1, 1, 2], totals=[3, 4, 5], round=2)
    v = G.view(s, A)
    assert v.hand == (1, 2, 3) and v.scare_position == 3
    assert v.hand_sizes == (3, 3, 3) and v.deck_sizes == (4, 7, 7) and v.revealed == (3, 0, 0)
    assert v.discard_pile == (1, 1, 2) and v.draw_pile_size == s.pile_size and v.totals == (3, 4, 5)
    text = repr(v)
    assert "UUUUUUS" not in text
    other = G.view(s, B)
    assert other.hand == (4, 5, 6) and other.scare_position == 1
    spectator = G.view(s, None)
    assert spectator.hand is None and spectator.scare_position is None
    # the hidden parts, redrawn, leave every view unchanged
    rng = random.Random(1)
    for seat in (A, B, C, None):
        for _ in range(5):
            assert G.view(G.resample_hidden(s, seat, rng), seat) == G.view(s, seat)


def test_GB26_GB16_owner_keeps_knowing_S_after_a_move_others_do_not_learn():
    s = position(3, [[0, 1], [1, 2], [1, 2]], ["UUUUUUS", "SUUUUUU", "SUUUUUU"], tricks_done=7)
    ev = run(s, ZT(10), P(1), P(1))
    assert G.view(s, A).scare_position == 1
    moved = of(ev, BottomCardMoved)[0]
    assert moved.to_json() == {"type": "bottom_card_moved", "seat": A, "moved": True}  # nothing about S


# --- GB-9 / D-7 in detail -----------------------------------------------------------------


def _d7_whole_hand_drawer():
    """6 players, first trick (E-9's table): A 7x2 (draws 6), B 7x3 (draws 6), C 2x6 draws the
    last card; D plays its whole hand, 9x5, and needs 8 with both piles empty. A drawer whose
    whole hand is one value needs more than one GB-9 yields, so an owed card is always paid at
    the next GB-9 (a position where it owes and then finishes its draw cannot occur)."""
    hands = [[2] * 7 + [1, 4], [3] * 7 + [1, 4], [6, 6, 1, 4, 8, 8, 8, 9, 9], [5] * 9,
             [1, 4, 5, 7, 7, 7, 8, 9, 9], [1, 4, 6, 7, 7, 7, 8, 9, 9]]
    s = position(6, hands, ["SUUUUUU"] * 6)
    run(s, P(2, 7), P(3, 7), P(6, 2))
    assert s.pile_size == 0 and s.discard_size == 0 and G.to_move(s) == D
    return s


def test_D7_a_drawer_with_an_empty_hand_owes_and_pays_after_drawing():
    """D-7: the drawer played its whole hand: it owes the card; every other seat discards one;
    it draws, and pays what it owes face up onto the discard pile; hands stay equal."""
    s = _d7_whole_hand_drawer()
    ev = G.apply(s, P(5, 9))
    assert of(ev, BothPilesEmpty) == [BothPilesEmpty(D)]
    assert of(ev, CardOwed) == [CardOwed(D)] and s.owed == [0, 0, 0, 1, 0, 0]
    assert G.to_move(s) == E and s.phase == 5
    for card in (1, 1, 1, 1, 1):  # E, F, A, B, C
        ev = G.apply(s, DiscardCard(card))
    assert of(ev, DiscardsRevealed) == [DiscardsRevealed(((E, 1), (F, 1), (A, 1), (B, 1), (C, 1)))]
    assert s.pile_size == 5 and s.discard_size == 0 and s.need == 8
    for _ in range(5):
        ev = G.apply(s, DrawCard(1))
    assert s.hand_sizes[D] == 5 and s.need == 3 and s.gb9_count == 2
    assert s.phase == 6 and G.to_move(s) == D and G.legal_actions(s) == [DiscardCard(1)]
    ev = G.apply(s, DiscardCard(1))
    assert of(ev, OwedCardPaid) == [OwedCardPaid(D, 1)]
    assert s.owed == [0] * 6 and s.discard_size == 1 and s.pile_size == 0
    for _ in range(6):
        G.apply(s, G.legal_actions(s)[0])
    refill(s)
    # 9 - 1 trick - 2 GB-9s (D-14) for the seats that have played; E and F still to play
    assert s.hand_sizes == [6, 6, 6, 6, 7, 7] and G.to_move(s) == E


def test_D7_repeated_GB9_in_one_draw_pays_the_owed_card_first():
    """D-7: the pile runs out again in the same draw: GB-9 again in full; the drawer first pays
    the card it still owes, then everybody discards one more; the reshuffle takes it too."""
    s = _d7_whole_hand_drawer()
    G.apply(s, P(5, 9))
    for _ in range(5):
        G.apply(s, G.legal_actions(s)[0])
    for _ in range(5):
        ev = G.apply(s, DrawCard(next(v for v in range(10) if s.pile[v])))
    assert of(ev, BothPilesEmpty) == [BothPilesEmpty(D)] and s.gb9_count == 2
    assert s.phase == 6 and G.to_move(s) == D  # pays first
    ev = G.apply(s, G.legal_actions(s)[-1])
    assert of(ev, OwedCardPaid) and s.phase == 5 and G.to_move(s) == D
    for _ in range(6):
        ev = G.apply(s, G.legal_actions(s)[0])
    assert of(ev, DiscardReshuffled) == [DiscardReshuffled(7)]  # the owed card and the six discards
    assert s.pile_size == 7
    refill(s)
    assert s.need == 0 and s.owed == [0] * 6 and G.to_move(s) == E



def test_D14_hand_size_at_a_trick_start_is_9_minus_tricks_minus_gb9():
    """D-14: hands at a trick's start = 9 - tricks done - GB-9 occurrences (checked over seeded games)."""
    for seed in range(40):
        n = 3 + seed % 4
        m = Match(G, n, seed=seed)
        rng = random.Random(seed)
        while not m.is_over():
            ev = m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()))
            s = m.state
            if of(ev, TrickWon) and s.phase == 3:
                assert s.hand_sizes == [9 - s.tricks - s.gb9_count] * n


# --- D-2 ... D-6 ----------------------------------------------------------------------------


def test_D2_D3_reveals_never_run_the_deck_dry():
    """D-2: S stops revealing, so a deck never runs dry; D-3: a two-card deck always moves on a 0/10."""
    s = position(3, [[5, 5, 5, 5, 1], [5, 5, 2, 2, 2], [9, 3, 3, 3, 3]], ["SUUUUUU", "SUUUUUU", "US"], tricks_done=4)
    ev = run(s, P(5, 4), P(5, 2), P(9))
    assert len(of(ev, CardRevealed)) == 2 and round_end(ev).seat == C  # R = 7, stops at S
    s = position(3, [[0, 1], [1, 2], [1, 2]], ["SU", "SUUUUUU", "SUUUUUU"], tricks_done=7)
    ev = run(s, ZT(10), P(1), P(1))
    assert of(ev, BottomCardMoved) == [BottomCardMoved(A, True)] and decks(s)[A] == "US"


def test_D4_zero_ten_as_ten_always_wins_as_zero_never_wins():
    """D-4: two actions; declared 10 beats 9 and every multiple; declared 0 loses to everything."""
    s = position(3, [[0, 1, 1], [9, 2, 2], [9, 9, 1]], ["SUUUUUU"] * 3, tricks_done=6)
    assert G.legal_actions(s)[:2] == [ZT(0), ZT(10)]
    ev = run(s, ZT(10), P(9), P(9, 2))
    assert of(ev, TrickWon)[0].winner == A
    s = position(3, [[1, 2, 2], [0, 3, 3], [1, 4, 4]], ["SUUUUUU"] * 3, tricks_done=6)
    ev = run(s, P(1), ZT(0), P(1))
    assert of(ev, TrickWon)[0].winner == C


def test_D6_no_eager_reshuffle_when_the_pile_hits_zero():
    """D-6: the pile reaching 0 without a draw needed leaves the discard pile alone."""
    hands = [[7, 7, 1], [1, 2, 3], [1, 2, 3]]
    s = position(3, hands, ["SUUUUUU"] * 3, draw_pile=[4], discard_pile=rest(3, *hands, [4]))
    run(s, P(7, 2))
    assert s.pile_size == 0 and s.discard_size == 30 and G.to_move(s) == B


# --- properties ---------------------------------------------------------------------------


def test_properties_over_seeded_games():
    """Every seed: hands equal after each trick; 0 <= cards beneath S <= 6; monster cards constant;
    no seat's view holds another seat's hand or S index."""
    for seed in range(60):
        n = 3 + seed % 4
        m = Match(G, n, seed=1000 + seed)
        rng = random.Random(seed)
        first = None
        while not m.is_over():
            ev = m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()))
            s = m.state
            totals = G.conserved(s)
            first = first or totals
            assert totals == first
            for e in ev:
                if isinstance(e, TrickWon) and s.phase == 3:
                    assert len(set(s.hand_sizes)) == 1
                if isinstance(e, RoundEnded):
                    assert all(-1 <= b <= 6 for b in e.beneath)
            if rng.random() < 0.05:
                for seat in range(n):
                    v = G.view(s, seat)
                    fields = v.__dataclass_fields__
                    assert "hands" not in fields and "scares" not in fields
                    assert v.scare_position in (None, s.scare[seat] + 1)
                    assert v.hand == tuple(x for x in range(10) for _ in range(s.hands[seat][x]))


def test_state_json_round_trip_and_records_replay():
    m = Match(G, 5, seed=77)
    _play_randomly(m, random.Random(77))
    record = m.record()
    again = Match.from_record(G, record)
    assert G.fingerprint(again.state) == G.fingerprint(m.state)
    s = _d7_whole_hand_drawer()  # a GB-9 in progress: an owed card and pending discards
    G.apply(s, P(5, 9))
    G.apply(s, DiscardCard(1))
    assert s.owed[D] == 1 and s.gb9_pending[E] == 1
    data = G.state_to_json(s)
    assert G.state_to_json(G.state_from_json(data)) == data


def test_describe_every_event_and_action_in_plain_words():
    names = ["Anni", "Hedda", "Emery", "Lucas"]
    s = position(4, [[1], [2], [3], [5]], ["UUUUUUS", "SUUU", "UUUSUU", "US"], tricks_done=8)
    ev = run(s, P(1), P(2), P(3), P(5))
    lines = [G.describe_event(e, names, 0) for e in ev]
    assert any("Lucas" in line and "paranoia" in line for line in lines)
    assert "." in G.describe_event(CardsPlayed(2, 5, 2, -1, 25, 1), names, 0)
    assert "2x5" in G.describe_action(P(5, 2), names, 2)
    assert "0/10 as 10" in G.describe_action(ZT(10), names, 1)
    assert "3" not in G.describe_action(SetScareLevel(3), names, 1)  # the position stays secret
    assert "position 3" in G.describe_event(ScareLevelSet(1, 3), names, 1)
    assert "position" not in G.describe_event(ScareLevelSet(1, 3), names, 0)
    assert "Hedda" in G.describe_event(TricksBegin(1), names, None)
