"""The Master Game and tournaments: PS-13 to PS-17, A-13, D-8 and D-12 of docs/rules/phantom_society.md."""

import random

import pytest

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules.hand_positions import position
from ghostparlor.games.phantom_society.rules import (
    Bid,
    BidPlaced,
    BidsRevealed,
    DealPiles,
    Devastate,
    GameWon,
    Hunt,
    NextGame,
    PilesDealt,
    TournamentOver,
)

G = load_game("phantom_society")
PILES_AB = {"type": "deal_piles", "piles": ["A", "B"]}
PILES_BA = {"type": "deal_piles", "piles": ["B", "A"]}


def master_match(players, script, mode="master_game", **options):
    return Match(G, players, {"mode": mode, "tile_colours": "fixed", **options}, seed=1, chance_script=script)


# --- PS-13 targets ------------------------------------------------------------------


@pytest.mark.parametrize("players,target", [(2, 50), (3, 45), (4, 45)])
def test_PS13_standard_targets(players, target):
    s = G.new_state(players, {"mode": "standard"})
    assert s.target == target


# --- PS-14 the objective piles, D-8 --------------------------------------------------


def test_PS14_each_team_gets_one_pile_at_random():
    s = G.new_state(4, {"mode": "master_game"})
    assert G.to_move(s) == CHANCE
    outcomes = G.chance_outcomes(s)
    assert sorted(a.piles for a, _ in outcomes) == [("A", "B"), ("B", "A")]
    assert all(p == 0.5 for _, p in outcomes)
    assert G.pile_tens == [(30, 40, 50), (30, 40, 50)]
    assert G.pile_thousands == [(0, 2, 4, 6, 8), (1, 3, 5, 7, 9)]
    G.apply(s, DealPiles(("B", "A")))
    assert G.view(s, 0).piles == ("B", "A")
    legal = G.legal_actions(s)
    assert len(legal) == 15 and {a.thousands for a in legal} == {1, 3, 5, 7, 9}


def test_D8_the_teams_always_hold_different_piles():
    s = G.new_state(4, {"mode": "master_game"})
    before = G.fingerprint(s)
    with pytest.raises(IllegalAction):
        G.apply(s, DealPiles(("A", "A")))
    assert G.fingerprint(s) == before
    data = G.state_to_json(s)
    data["piles"] = ["B", "B"]
    with pytest.raises(ValueError):
        G.state_from_json(data)
    # no bid of pile A equals a bid of pile B: a tie cannot happen
    bids = [{a.tens + a.thousands for a in acts} for acts in G.bid_actions]
    assert not bids[0] & bids[1]


# --- PS-15 bidding, PS-16 victory points, A-13 -----------------------------------------


def test_A13_PS15_PS16_higher_bid_plays_the_ghosts_against_the_lower_bid():
    """A-13: team 1 (pile A) bids 40 + 8 = 48, team 2 (pile B) 30 + 7 = 37: team 1 plays the ghosts with
    target 37; the game is worth 11 VP; if damage reaches 37 before all 4 reveals, team 1 scores 11."""
    m = master_match(4, [PILES_AB])
    m.resolve_chance()
    assert m.to_move() == 0  # team 1 = seats 1 and 3 (0 and 2 here); its first seat bids
    with pytest.raises(IllegalAction):
        G.apply(m.state, Bid(30, 7))  # not in pile A
    m.apply(Bid(40, 8))
    assert m.to_move() == 1
    events = m.apply(Bid(30, 7))
    revealed = [e for e in events if isinstance(e, BidsRevealed)][0]
    assert revealed.totals == (48, 37) and revealed.ghost_team == 0
    assert (revealed.target, revealed.stake) == (37, 11)
    s = m.state
    assert s.slot_seats == [0, 1, 2, 3] and s.target == 37 and s.phase == 3  # placement follows
    # the end of that game: damage reaches 37
    ghosts = {"red": ("c3", 0, False), "blue": ("f6", 0, False), "green": ("a6", 2, False), "white": ("f1", 2, False)}
    fixed = {"c3": "red_4", "f6": "blue_2", "a6": "green_2", "f1": "white_2", "d4": "blue_5"}
    p = position(G, 4, fixed, (), ghosts, mode="master_game", piles=["A", "B"], bids=[[40, 8], [30, 7]],
                 ghost_team=0, target=37, stake=11, slot="G1", damage=33)
    events = G.apply(p, Devastate("d4"))
    assert G.is_over(p) and p.vp == [11, 0]
    result = G.result(p)
    assert result.scores == (11.0, 0.0, 11.0, 0.0) and result.winners == (0, 2)
    assert [e.stake for e in events if isinstance(e, GameWon)] == [11]
    # the hunters win instead: team 2 scores the 11
    ghosts = {"red": ("c3", 0, False), "blue": ("a1", 0, True), "green": ("b1", 2, True), "white": ("c1", 2, True)}
    q = position(G, 4, {"c3": "red_4"}, ("a1", "b1", "c1"), ghosts, mode="master_game", piles=["A", "B"],
                 bids=[[40, 8], [30, 7]], ghost_team=0, target=37, stake=11, slot="H1", damage=30)
    G.apply(q, Hunt("c3"))
    assert G.is_over(q) and q.vp == [0, 11] and G.result(q).winners == (1, 3)


def test_PS15_team_2_wins_the_bid_and_plays_the_ghosts():
    m = master_match(4, [PILES_BA])
    m.resolve_chance()
    m.apply(Bid(30, 1))
    m.apply(Bid(50, 0))
    s = m.state
    assert s.ghost_team == 1 and s.target == 31 and s.stake == 19
    assert s.slot_seats == [1, 2, 3, 0]  # G1, H1, G2, H2 clockwise from team 2's first seat
    assert G.to_move(s) == 2  # H1 places first
    assert G.view(s, 1).role == "ghosts" and G.view(s, 0).role == "hunters"


def test_PS15_bids_are_secret_until_both_are_placed():
    """PS-15: both bids face down, revealed together: team 2 and spectators cannot see team 1's bid."""
    m = master_match(4, [PILES_AB])
    m.resolve_chance()
    events = m.apply(Bid(50, 6))
    placed = events[0]
    assert isinstance(placed, BidPlaced) and placed.visible_to(2) and not placed.visible_to(1) and not placed.visible_to(None)
    names = ["Ann", "Bob", "Cid", "Dee"]
    assert "56" in G.describe_event(placed, names, 2) and "56" not in G.describe_event(placed, names, 1)
    assert "56" not in G.describe_action(Bid(50, 6), names, 0)
    assert G.view(m.state, 0).bids == ((50, 6), None) and G.view(m.state, 2).bids == ((50, 6), None)
    assert G.view(m.state, 1).bids == (None, None) and G.view(m.state, None).bids == (None, None)
    assert G.view(m.state, 1).bid_placed == (True, False)
    # redrawing what team 2 cannot see gives other bids of pile A, and the same view
    seen = set()
    for seed in range(30):
        other = G.resample_hidden(m.state, 1, random.Random(seed))
        assert G.view(other, 1) == G.view(m.state, 1)
        seen.add(other.bids[0])
    assert len(seen) > 3 and all(b[0] in (30, 40, 50) and b[1] % 2 == 0 for b in seen)
    m.apply(Bid(30, 3))
    assert G.view(m.state, 1).bids == ((50, 6), (30, 3)) == G.view(m.state, None).bids


# --- D-12 three-player Master Game -------------------------------------------------------


def test_D12_three_players_the_solo_loses_the_bid_and_hunts_alone():
    m = master_match(3, [PILES_AB])
    m.resolve_chance()
    assert m.to_move() == 0  # team 1: seats 1 and 3
    m.apply(Bid(50, 8))
    assert m.to_move() == 1  # the solo player
    m.apply(Bid(30, 1))
    s = m.state
    assert s.ghost_team == 0 and s.slot_seats == [0, 1, 2, 1] and s.target == 31
    assert [sum(x) for x in s.supply] == [9, 18, 9]


def test_D12_three_players_the_solo_wins_the_bid_and_controls_all_four_ghosts():
    """D-12: seats M, H1, M, H2; the solo holds 2 colours; placement H1, M, H2, M; removals M, H2, M, H1;
    the target is the lower bid."""
    m = master_match(3, [PILES_AB])
    m.resolve_chance()
    m.apply(Bid(30, 0))
    m.apply(Bid(50, 9))
    s = m.state
    assert s.ghost_team == 1 and s.slot_seats == [1, 2, 1, 0] and s.target == 30 and s.stake == 29
    assert [sum(x) for x in s.supply] == [9, 18, 9]
    placers = []
    while s.phase == 3:
        placers.append(G.to_move(s))
        G.apply(s, G.legal_actions(s)[0])
    assert placers[:8] == [2, 1, 0, 1, 2, 1, 0, 1]
    hiders = []
    while s.phase == 4:
        hiders.append(G.to_move(s))
        G.apply(s, G.legal_actions(s)[0])
    assert hiders == [1, 1, 1, 1] and s.owner == [1, 1, 1, 1]
    order = []
    for _ in range(4):
        order.append(G.to_move(s))
        hidden = {q for q, rev in zip(s.ghost_sq, s.revealed) if not rev}
        legal = G.legal_actions(s)
        safe = [a for a in legal if G.square_index.get(getattr(a, "square", ""), -1) not in hidden]
        G.apply(s, (safe or legal)[0])
    assert order == [1, 0, 1, 2]


# --- PS-17 tournaments ------------------------------------------------------------------------


def game_one(team: int) -> dict:
    """Game 1 of a tournament, won by ``team`` as the ghosts with a stake of 5 (the victory points
    of a position are derived from the games played, PS-17)."""
    masters = [0, 2] if team == 0 else [1, 3]
    return {"game": 1, "winner": "ghosts", "winners": masters, "ghost_seats": masters, "damage": 31, "target": 31,
            "bids": [[30, 6], [30, 1]] if team == 0 else [[30, 1], [30, 6]], "stake": 5,
            "ghosts": [["blue", "a1", masters[0], False], ["red", "b1", masters[0], False],
                       ["green", "c1", masters[1], False], ["white", "d1", masters[1], True]]}


def test_PS17_a_tie_after_the_last_game_adds_one_more_game():
    """PS-17: game 2 of 2, team 1 leads 5-0; team 2 (ghosts, stake 5) wins: 5-5, so a game 3 starts
    with the piles dealt again."""
    ghosts = {"red": ("c3", 1, False), "blue": ("f6", 1, False), "green": ("a6", 3, False), "white": ("f1", 3, False)}
    fixed = {"c3": "red_4", "f6": "blue_2", "a6": "green_2", "f1": "white_2", "d4": "blue_5"}
    p = position(G, 4, fixed, (), ghosts, mode="tournament", games=2, game_number=2, vp=[5, 0], results=[game_one(0)],
                 piles=["B", "A"],
                 bids=[[30, 1], [30, 6]], ghost_team=1, target=31, stake=5, slot="G1", damage=29)
    assert G.to_move(p) == 1
    events = G.apply(p, Devastate("d4"))
    assert p.vp == [5, 5]
    assert [e for e in events if isinstance(e, NextGame)] == [NextGame(3, (5, 5))]
    assert p.game_number == 3 and G.to_move(p) == CHANCE and p.phase == 0 and p.damage == 0
    assert all(x == 0 for x in p.supply[0]) and sum(p.box) == 36 and p.ghost_sq == [-1] * 4
    assert len(p.results) == 2 and p.results[1].winner == "ghosts"
    # not tied after the last game: the tournament is over
    q = position(G, 4, fixed, (), ghosts, mode="tournament", games=2, game_number=2, vp=[0, 5], results=[game_one(1)],
                 piles=["B", "A"],
                 bids=[[30, 1], [30, 6]], ghost_team=1, target=31, stake=5, slot="G1", damage=29)
    events = G.apply(q, Devastate("d4"))
    assert G.is_over(q) and q.vp == [0, 10]
    assert [e for e in events if isinstance(e, TournamentOver)] == [TournamentOver((0, 10), (1, 3))]
    assert G.result(q).winners == (1, 3) and G.result(q).scores == (0.0, 10.0, 0.0, 10.0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_PS17_whole_tournaments_add_up_victory_points(players):
    """PS-17: the same teams, the piles dealt again before each game, VP added up, never a tie at the end."""
    for seed in range(12):
        m = Match(G, players, {"mode": "tournament", "tournament_games": 3}, seed=seed)
        rng = random.Random(seed)
        deals = 0
        while not m.is_over():
            if m.to_move() == CHANCE:
                action = m.next_chance()
                deals += isinstance(action, DealPiles)
            else:
                action = rng.choice(m.legal_actions())
            for event in m.apply(action):
                assert not isinstance(event, PilesDealt) or event.game_number == m.state.game_number
        s = m.state
        assert len(s.results) == s.game_number == deals >= 3
        assert s.vp[0] != s.vp[1]
        teams = G.teams(s)
        vp = [0, 0]
        for r in s.results:
            team = 0 if r.winners[0] in teams[0] else 1
            assert r.stake == abs(sum(r.bids[0]) - sum(r.bids[1])) > 0
            vp[team] += r.stake
        assert vp == s.vp
        assert G.result(s).winners == tuple(sorted(teams[0 if vp[0] > vp[1] else 1]))
        assert G.to_move(s) == TERMINAL


def test_PS17_a_tournament_plays_four_games_by_default_and_the_standard_game_is_the_default():
    opts = G.normalize_options(4)
    assert opts["mode"] == "standard" and opts["tournament_games"] == 4
    assert G.new_state(4, {"mode": "tournament"}).games == 4
    assert G.new_state(4, {"mode": "master_game"}).games == 1
