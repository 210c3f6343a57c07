"""The "easy" Phantom Society bot (ghostparlor/games/phantom_society/play/bot.py): legal, view-only,
explained without leaking, and clearly stronger than random on both sides (section 7 of the spec)."""

import pytest
import inspect
import random
import subprocess
import sys

from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.core.strings import Words
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.play.bot import PhantomSocietyEasyBot
from ghostparlor.games.phantom_society.rules.hand_positions import position
from ghostparlor.games.phantom_society.rules import Devastate, Hunt, PhantomSocietyState, PhantomSocietyView
from ghostparlor.devtools.sim import simulate

G = load_game("phantom_society")
GHOSTS = {"red": ("c3", 0, False), "blue": ("f6", 0, False), "green": ("a6", 2, False), "white": ("f1", 2, False)}
TILES = {"c3": "red_4", "f6": "blue_2", "a6": "green_2", "f1": "white_2"}


def decide(state, seed=0):
    seat = G.to_move(state)
    bot = PhantomSocietyEasyBot(G, seat)
    legal = G.legal_actions(state)
    action = bot.choose(G.view(state, seat), legal, random.Random(seed))
    assert action in legal
    return action, str(bot.reason)


# --- protocol ---------------------------------------------------------------------


def test_registered_as_easy():
    bot = make_bot("easy", G, 1)
    assert isinstance(bot, PhantomSocietyEasyBot)
    assert bot.name == "easy" and bot.needs_view is True and bot.reason == ""
    assert list(inspect.signature(PhantomSocietyEasyBot.choose).parameters) == ["self", "view", "legal", "rng", "budget"]


def test_does_not_import_pygame():
    code = "import sys, ghostparlor.games.phantom_society.play.bot; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_never_touches_the_state():
    source = inspect.getsource(sys.modules[PhantomSocietyEasyBot.__module__])
    assert "PhantomSocietyState" not in source and "clone(" not in source and "ghost_sq" not in source


def hidden_squares(state):
    return {G.square_names[q] for q, rev in zip(state.ghost_sq, state.revealed) if q >= 0 and not rev}


def test_only_legal_moves_and_reasons_that_never_leak_over_many_games():
    """Every decision in 45 seeded games (2-4 players, all modes, easy and random seats) is legal and
    explained in one line; a master's reason never names a square hiding a ghost, nor a bid's amount."""
    decisions = 0
    for index in range(45):
        players = 2 + index % 3
        mode = ("standard", "master_game", "tournament")[index % 3]
        options = {"mode": mode, "tournament_games": 2}
        state = G.new_state(players, options)
        rng = random.Random(1000 + index)
        kinds = ["easy" if (seat + index) % 2 == 0 else "random" for seat in range(players)]
        if index % 5 == 0:
            kinds = ["easy"] * players
        bots = {seat: PhantomSocietyEasyBot(G, seat) for seat in range(players) if kinds[seat] == "easy"}
        bot_rngs = [random.Random(f"{index}:{seat}") for seat in range(players)]
        while True:
            seat = G.to_move(state)
            if seat == TERMINAL:
                break
            if seat == CHANCE:
                G.apply(state, G.sample_chance(state, rng), False)
                continue
            legal = G.legal_actions(state)
            if seat not in bots:
                G.apply(state, legal[bot_rngs[seat].randrange(len(legal))], False)
                continue
            view = G.view(state, seat)
            action = bots[seat].choose(view, legal, bot_rngs[seat])
            assert action in legal, (index, action)
            assert isinstance(bots[seat].reason, Words)  # shown in the language chosen
            reason = str(bots[seat].reason)
            assert isinstance(reason, str) and reason.strip() and "\n" not in reason
            G.apply(state, action, False)
            if state.phase != 6:
                assert not any(sq in reason.split() or f"{sq}:" in reason or f"{sq}," in reason for sq in hidden_squares(state)), reason
            if action.TYPE == "bid":
                assert not any(ch.isdigit() for ch in reason), reason
            if action.TYPE == "hide":
                assert action.square not in reason and action.colour not in reason.lower()
            decisions += 1
    assert decisions > 1500


def test_sim_feeds_only_views(monkeypatch):
    seen = []
    original = PhantomSocietyEasyBot.choose

    def spy(self, view, legal, rng, budget=None):
        seen.append((type(view), type(rng)))
        return original(self, view, legal, rng, budget)

    monkeypatch.setattr(PhantomSocietyEasyBot, "choose", spy)
    summary = simulate(G, 4, 4, seed=3, bots=["easy", "random", "easy", "random"], options={"mode": "standard"})
    assert summary["errors"] == 0
    assert seen and all(v is PhantomSocietyView and r is random.Random for v, r in seen)
    assert not any(v is PhantomSocietyState for v, _ in seen)


def test_section7_the_hunter_move_does_not_depend_on_where_the_ghosts_really_are():
    """Section 7: with the same seed, moving the ghosts to other hiding places consistent with the log
    leaves the hunter bot's move unchanged."""
    checked = 0
    for seed in range(25):
        state = G.new_state(2 + seed % 3, {"mode": "standard"})
        rng = random.Random(seed)
        while G.to_move(state) != TERMINAL and not (state.phase == 5 and len(state.history) >= 5 + seed % 7):
            seat = G.to_move(state)
            if seat == CHANCE:
                G.apply(state, G.sample_chance(state, rng))
            else:
                legal = G.legal_actions(state)
                G.apply(state, legal[rng.randrange(len(legal))])
        if state.phase != 5 or state.slot not in (1, 3):
            continue
        seat = G.to_move(state)
        first, _ = decide(state, seed)
        for k in range(4):
            other = G.resample_hidden(state, seat, random.Random(k))
            again, _ = decide(other, seed)
            assert again == first
            checked += 1
    assert checked >= 12


# --- situations -----------------------------------------------------------------------------


def test_a_master_takes_the_winning_tile():
    s = position(G, 4, dict(TILES, d4="green_3", b2="white_6"), (), GHOSTS, slot="G1", damage=42)
    action, reason = decide(s)
    assert action in (Devastate("d4"), Devastate("b2")) and "target" in reason


def test_a_master_does_not_reveal_the_team_unless_forced():
    ghosts = dict(GHOSTS, green=("d3", 2, False))
    s = position(G, 4, dict(TILES, d3="green_6"), (), ghosts, slot="G1")
    for seed in range(8):
        action, _ = decide(s, seed)
        assert action != Devastate("d3")


def test_a_hunter_never_takes_a_cleared_tile_and_never_loses_on_a_miss():
    ghosts = dict(GHOSTS, green=("a6", 2, True))
    s = position(G, 4, TILES, ("a6",), ghosts, slot="H1", damage=40)
    for seed in range(5):
        action, reason = decide(s, seed)
        sq = G.square_index[action.square]
        assert G.colour_of[s.board[sq]] != G.colour_index["green"]
        assert G.value_of[s.board[sq]] < 5 or action.square in hidden_squares(s)
        assert "Search" in reason


def test_a_hunter_follows_the_log():
    """A ghost master devastated b1 from the corner: the log narrows the hunt to a1's neighbourhood."""
    ghosts = {"red": ("a1", 0, False), "blue": ("f6", 0, False), "green": ("a6", 2, False), "white": ("f1", 2, False)}
    fixed = dict(TILES, a1="red_1", b1="blue_6")
    fixed.pop("c3")
    s = position(G, 4, fixed, (), ghosts, slot="G1")
    G.apply(s, Devastate("b1"))
    hyp = G.hypotheses(s)
    marg = hyp.marginals()
    # b1 is a target of very few squares: its neighbours a1, a2, b2, c1, c2 (and lines through nothing else)
    assert sum(p for sq, p in marg[G.colour_index["red"]].items()) > 0.99
    action, reason = decide(s)
    assert isinstance(action, Hunt)
    assert "%" in reason or "room" in reason


def test_placement_follows_the_tip():
    """Section 3.4: masters put valuable tiles in the middle, hunters in corners."""
    from ghostparlor.core.match import Match

    m = Match(G, 4, {"mode": "standard", "tile_colours": "fixed"}, seed=2)
    hunter_first, reason = decide(m.state)
    assert hunter_first.value == 6 and G.geo.neighbours[G.square_index[hunter_first.square]] == 3 and "corner" in reason
    G.apply(m.state, hunter_first)
    ghost_first, reason = decide(m.state)
    assert ghost_first.value == 6 and G.geo.neighbours[G.square_index[ghost_first.square]] == 8 and "middle" in reason


# --- strength ---------------------------------------------------------------------------------


@pytest.mark.slow
def test_beats_random_on_both_sides():
    """The standard game with 4 players: random against random, the ghosts win almost always (about 98%).
    Easy hunters against random ghosts win most games; easy ghosts beat easy hunters far more often than
    random ghosts do."""
    games = 60
    base = simulate(G, 4, games, seed=5, options={"mode": "standard"})
    easy_hunters = simulate(G, 4, games, seed=5, bots=["random", "easy", "random", "easy"], options={"mode": "standard"})
    easy_ghosts = simulate(G, 4, games, seed=5, bots=["easy", "random", "easy", "random"], options={"mode": "standard"})
    easy_both = simulate(G, 4, games, seed=5, bots=["easy"] * 4, options={"mode": "standard"})
    random_ghosts_vs_easy = easy_hunters["wins"][0] / games
    assert all(x["errors"] == 0 for x in (base, easy_hunters, easy_ghosts, easy_both))
    assert easy_hunters["wins"][1] / games >= 0.85 > base["wins"][1] / games + 0.5
    assert easy_ghosts["wins"][0] / games >= base["wins"][0] / games >= 0.9
    assert easy_both["wins"][0] / games >= random_ghosts_vs_easy + 0.35


def test_beats_random_with_two_and_three_players():
    games = 40
    two = simulate(G, 2, games, seed=6, bots=["random", "easy"], options={"mode": "standard"})
    assert two["wins"][1] / games >= 0.85
    three = simulate(G, 3, games, seed=6, bots=["easy", "easy", "easy"], options={"mode": "standard"})
    three_random_ghosts = simulate(G, 3, games, seed=6, bots=["random", "easy", "random"], options={"mode": "standard"})
    assert three["wins"][0] / games >= three_random_ghosts["wins"][0] / games + 0.35


def test_an_easy_team_wins_a_tournament_against_random():
    summary = simulate(G, 4, 10, seed=7, bots=["easy", "random", "easy", "random"], options={"mode": "tournament", "tournament_games": 2})
    assert summary["errors"] == 0 and summary["wins"][0] >= 8
