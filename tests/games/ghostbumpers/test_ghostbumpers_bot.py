"""The "easy" Ghostbumpers bot (ghostparlor/games/ghostbumpers/play/bot.py): legal, view-only,
explained without revealing its hand or its scared card, and clearly stronger than random."""

import inspect
import random
import re
import sys

from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.core.strings import Words
from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.play.bot import GhostbumpersHeuristicBot
from ghostparlor.games.ghostbumpers.rules import (
    DiscardCard,
    GhostbumpersState,
    GhostbumpersView,
    PlayCards,
    PlayZeroTen,
    SetScareLevel,
)
from ghostparlor.devtools.sim import simulate

G = load_game("ghostbumpers")
LEAKS = re.compile(r"position|depth \d|\bmy\b|scared card (is|at|on)|hand holds|keeps", re.IGNORECASE)


def position(players, hands, decks, **kw):
    data = {"players": players, "hands": hands, "decks": decks, "phase": kw.pop("phase", "play")}
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


def decide(state, seed=0):
    seat = G.to_move(state)
    bot = GhostbumpersHeuristicBot(G, seat)
    legal = G.legal_actions(state)
    action = bot.choose(G.view(state, seat), legal, random.Random(seed))
    assert action in legal
    reason = str(bot.reason)
    assert reason and "\n" not in reason and not LEAKS.search(reason), reason
    return action, reason


def table(*plays):
    return [{"seat": s, "card": c, "count": k, "announce": a} for s, c, k, a in plays]


# --- protocol -------------------------------------------------------------------------


def test_registered_as_easy():
    bot = make_bot("easy", G, 1)
    assert isinstance(bot, GhostbumpersHeuristicBot)
    assert bot.name == "easy" and bot.needs_view is True and bot.reason == ""
    assert list(inspect.signature(GhostbumpersHeuristicBot.choose).parameters) == ["self", "view", "legal", "rng", "budget"]


def test_never_touches_the_state():
    source = inspect.getsource(sys.modules[GhostbumpersHeuristicBot.__module__])
    assert "GhostbumpersState" not in source and "clone(" not in source and "import pygame" not in source


def test_only_legal_moves_with_safe_reasons_over_many_games():
    """Every decision in 60 seeded games (3-6 players, easy and random seats) is legal and explained
    in one line that never names its scare position or its hand."""
    decisions = 0
    for index in range(60):
        players = 3 + index % 4
        rng = random.Random(500 + index)
        state = G.new_state(players)
        bots = {seat: GhostbumpersHeuristicBot(G, seat) for seat in range(players) if (seat + index) % 2 == 0}
        bot_rngs = [random.Random(f"{index}:{seat}") for seat in range(players)]
        while True:
            seat = G.to_move(state)
            if seat == TERMINAL:
                break
            if seat == CHANCE:
                action = G.sample_chance(state, rng)
            else:
                legal = G.legal_actions(state)
                if seat in bots:
                    action = bots[seat].choose(G.view(state, seat), legal, bot_rngs[seat])
                    assert action in legal
                    assert isinstance(bots[seat].reason, Words)  # shown in the language chosen
                    reason = str(bots[seat].reason)
                    assert reason.strip() and "\n" not in reason and not LEAKS.search(reason), reason
                    decisions += 1
                else:
                    action = legal[bot_rngs[seat].randrange(len(legal))]
            G.apply(state, action, False)
    assert decisions > 3000


def test_sim_feeds_only_views(monkeypatch):
    seen = []
    original = GhostbumpersHeuristicBot.choose

    def spy(self, view, legal, rng, budget=None):
        seen.append(type(view))
        return original(self, view, legal, rng, budget)

    monkeypatch.setattr(GhostbumpersHeuristicBot, "choose", spy)
    assert simulate(G, 4, 5, seed=3, bots=["easy", "random", "easy", "random"])["errors"] == 0
    assert seen and all(v is GhostbumpersView for v in seen) and GhostbumpersState not in seen


def test_reproducible_from_the_seed():
    a = simulate(G, 4, 20, seed=11, bots=["easy", "random", "easy", "random"])
    b = simulate(G, 4, 20, seed=11, bots=["easy", "random", "easy", "random"])
    assert a["wins"] == b["wins"] and a["mean_score"] == b["mean_score"]


# --- strength -------------------------------------------------------------------------


def test_beats_three_random_bots():
    summary = simulate(G, 4, 120, seed=5, bots=["easy", "random", "random", "random"])
    assert summary["errors"] == 0
    assert summary["wins"][0] / 120 >= 0.75  # a fair share is 0.25


def test_beats_random_in_other_seats_with_three_and_six_players():
    three = simulate(G, 3, 80, seed=6, bots=["random", "easy", "random"])
    assert three["wins"][1] / 80 >= 0.75
    six = simulate(G, 6, 80, seed=6, bots=["random", "random", "random", "easy", "random", "random"])
    assert six["wins"][3] / 80 >= 0.6


# --- situations -----------------------------------------------------------------------


def test_bids_shallow_and_keeps_the_bid_secret():
    """Section 6 "bid = depth": measured, ducking makes p = 1 the best bid; the reason names no depth."""
    hands = [[1, 1, 2, 3, 5, 6, 8, 9, 0], [2, 2, 2, 3, 3, 3, 4, 4, 4], [4, 4, 6, 6, 6, 7, 7, 7, 7], [5, 5, 5, 5, 5, 8, 8, 8, 9]]
    state = position(4, hands, ["UUUUUU"] * 4, phase="scare")  # the deal: 9 cards each (GB-2)
    action, reason = decide(state)
    assert action == SetScareLevel(1)
    assert "1" not in reason


def test_ducks_as_the_last_player_with_S_on_top():
    """S on top: any normal win scores 0, so the last player stays under the best play (a tie would win)."""
    state = position(4, [[1, 1, 1], [1, 1, 2], [3, 3, 3], [4, 9, 9, 6]], ["UUUUUUS", "UUUUUUS", "UUUUUUS", "SUUUUUU"],
                     table=table((0, 4, 1, -1), (1, 2, 1, -1), (2, 3, 1, -1)), leader=0, active=3, turns=3)  # hands of 4 at the trick's start
    action, reason = decide(state)
    assert action == PlayCards(9, 2)  # 2.9 (29) stays under the 4 (40); 4, 6 and 9 would win
    assert "seat 1" in reason and "40" in reason


def test_plays_the_zero_ten_as_zero_to_duck_a_sure_win():
    state = position(3, [[1], [1], [0, 9]], ["UUUUUUS", "UUUUUUS", "SUUUUUU"],
                     table=table((0, 8, 1, -1), (1, 2, 1, -1)), leader=0, active=2, turns=2)
    action, reason = decide(state)
    assert action == PlayZeroTen(0)
    assert "0/10" in reason


def test_zero_ten_as_ten_lifts_a_bottom_S_to_the_top():
    """Section 6: with S at the bottom, the 0/10 as 10 jumps it to the top (double locked in)."""
    state = position(3, [[1], [2], [0, 5]], ["UUUUUUS", "UUUUUUS", "UUUUUUS"],
                     table=table((0, 3, 1, -1), (1, 4, 1, -1)), leader=0, active=2, turns=2, tricks_done=7)
    action, reason = decide(state)
    assert action == PlayZeroTen(10)
    assert "without revealing" in reason


def test_gives_up_a_dangerous_card_in_gb9_and_keeps_the_zero_ten():
    # E-9's first trick at 6 players: A 7x7 (drew 6), B 7x8 (drew 6), C 3x6 drew the last card and needs
    # one more; C, D, E, F have chosen their GB-9 discards, A chooses (every card of the deck placed)
    hands = [[0, 1, 1, 3, 3, 4, 4, 9], [1, 1, 1, 1, 1, 2, 2, 2], [2, 2, 2, 2, 3, 3], [3, 3, 4, 4, 4, 4, 4, 5],
             [5] * 8, [6, 6, 6, 9, 9, 9, 9, 9]]
    state = position(6, hands, ["SUUUUUU"] * 6, phase="gb9_discard", table=table((0, 7, 7, -1), (1, 8, 7, -1), (2, 6, 3, -1)),
                     refill_seat=2, refill_need=1, gb9_pos=4, active=0, gb9_count=1, gb9_pending=[-1, -1, 3, 5, 6, 9],
                     draw_pile=[], discard_pile=[])
    action, reason = decide(state)
    assert action == DiscardCard(9)
    assert "9" not in reason
