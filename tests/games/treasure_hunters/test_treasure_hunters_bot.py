"""The "easy" Treasure Hunters teammate (ghostparlor/games/treasure_hunters/play/bot.py):
legal, view-only, explained, and clearly better than random teammates.

Positions are built with state_from_json and shown to the bot only as a view.
"""

import pytest
import inspect
import random
import subprocess
import sys

from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.core.strings import Words
from ghostparlor.games import load_game
from ghostparlor.games.treasure_hunters.play.bot import TreasureHuntersBot
from ghostparlor.games.treasure_hunters.rules import (
    Move,
    PickUpJewel,
    RollDie,
    SkipJewel,
    TreasureHuntersState,
    TreasureHuntersView,
)
from ghostparlor.devtools.sim import simulate

G = load_game("treasure_hunters")
OUT = "OUT"


def position(players=4, **kw):
    data = {"players": players, "phase": "roll"}
    data.update(kw)
    return G.state_from_json(data)


def decide(state, seed=0):
    seat = G.to_move(state)
    bot = TreasureHuntersBot(G, seat)
    legal = G.legal_actions(state)
    action = bot.choose(G.view(state, seat), legal, random.Random(seed))
    assert action in legal
    reason = str(bot.reason)
    assert reason and "\n" not in reason
    return action, reason


def test_registered_as_easy():
    bot = make_bot("easy", G, 1)
    assert isinstance(bot, TreasureHuntersBot)
    assert bot.name == "easy" and bot.needs_view is True and bot.reason == ""
    assert list(inspect.signature(TreasureHuntersBot.choose).parameters) == ["self", "view", "legal", "rng", "budget"]


def test_does_not_import_pygame_nor_touch_the_state():
    code = "import sys, ghostparlor.games.treasure_hunters.play.bot; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
    source = inspect.getsource(sys.modules[TreasureHuntersBot.__module__])
    assert "TreasureHuntersState" not in source and "clone(" not in source


def test_only_legal_moves_with_reasons_over_many_games():
    """Every decision in 60 seeded games (1-4 seats, basic and advanced, mixed with random seats) is legal and explained."""
    decisions = 0
    for index in range(60):
        players = 1 + index % 4
        options = {"advanced": index % 3 == 0, "advanced_allow_putdown": index % 6 == 0}
        rng = random.Random(index)
        state = G.new_state(players, options)
        kinds = ["easy" if (seat + index) % 3 else "random" for seat in range(players)]
        bots = {seat: TreasureHuntersBot(G, seat) for seat in range(players) if kinds[seat] == "easy"}
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
                    assert reason.strip() and "\n" not in reason and "seat 0" not in reason
                    decisions += 1
                else:
                    action = legal[bot_rngs[seat].randrange(len(legal))]
            G.apply(state, action, False)
    assert decisions > 1000


def test_sim_feeds_only_views(monkeypatch):
    seen = []
    original = TreasureHuntersBot.choose

    def spy(self, view, legal, rng, budget=None):
        seen.append(type(view))
        return original(self, view, legal, rng, budget)

    monkeypatch.setattr(TreasureHuntersBot, "choose", spy)
    summary = simulate(G, 2, 10, seed=3, bots=["easy", "random"])
    assert summary["errors"] == 0
    assert seen and set(seen) == {TreasureHuntersView} and TreasureHuntersState not in seen


def test_reproducible_from_the_seed():
    a = simulate(G, 3, 20, seed=11, bots=["easy"])
    b = simulate(G, 3, 20, seed=11, bots=["easy"])
    assert a["team_win_rate"] == b["team_win_rate"] and a["mean_actions"] == b["mean_actions"]


# --- strength ----------------------------------------------------------------------


@pytest.mark.slow
def test_wins_clearly_more_often_than_random_teammates():
    """Basic game: random teammates practically never win; easy teammates win about 2 games in 5."""
    for players in (1, 3, 4):
        rand = simulate(G, players, 150, seed=5, bots=["random"])
        easy = simulate(G, players, 150, seed=5, bots=["easy"])
        assert rand["errors"] == easy["errors"] == 0
        assert rand["team_win_rate"] <= 0.02
        assert easy["team_win_rate"] >= 0.25, (players, easy["team_win_rate"])


def test_easy_teammates_lift_a_team_with_a_random_seat():
    """With a random seat the team rarely wins, but the easy seat still delivers far more jewels (the score)."""
    mixed = simulate(G, 2, 150, seed=8, bots=["easy", "random"])
    rand = simulate(G, 2, 150, seed=8, bots=["random", "random"])
    assert mixed["mean_score"][0] >= rand["mean_score"][0] + 2


# --- situations --------------------------------------------------------------------


def test_carries_the_jewel_out_when_the_roll_reaches():
    s = position(pawns=["H2", OUT, OUT, OUT], carrying=[7, 0, 0, 0], jewels={"A": 1, "B": 2, "D": 3, "E": 4, "G": 5, "H": 6, "K": 8})
    G.apply(s, RollDie(6))
    action, reason = decide(s)
    assert action == Move(OUT) and "front door" in reason


def test_carrier_takes_the_long_way_round_a_haunted_room():
    """Scenario 9 for the bot: with I haunted, the carrier in A heads for the hallway, never into I."""
    s = position(turn=3, pawns=[OUT, OUT, OUT, "A"], carrying=[0, 0, 0, 1], haunted=["I"],
                 jewels={"B": 2, "D": 3, "E": 4, "G": 5, "H": 6, "J": 7, "K": 8})
    G.apply(s, RollDie(6))
    action, reason = decide(s)
    assert action == Move("H3")
    assert "long way round" in reason


def test_rescues_a_trapped_carrier():
    """A carrier trapped alone in haunted F: the nearest free pawn goes there."""
    s = position(pawns=["H10", OUT, "F", OUT], carrying=[0, 0, 4, 0], haunted=["F"],
                 jewels={"A": 1, "B": 2, "D": 3, "G": 5, "H": 6, "J": 7, "K": 8})
    G.apply(s, RollDie(6))
    action, reason = decide(s)
    assert action == Move("F")
    assert "seat 3" in reason and "haunting" in reason


def test_does_not_pick_up_alone_in_a_haunted_room():
    s = position(pawns=["H2", OUT, OUT, OUT], haunted=["K"])
    G.apply(s, RollDie(6))
    G.apply(s, Move("K"))
    action, reason = decide(s)
    assert action == SkipJewel() and "trap" in reason


def test_picks_up_a_jewel():
    s = position(pawns=["H2", OUT, OUT, OUT])
    G.apply(s, RollDie(6))
    G.apply(s, Move("K"))
    action, _ = decide(s)
    assert action == PickUpJewel()


def test_goes_out_when_every_jewel_is_found():
    s = position(pawns=["H3", OUT, OUT, "H2"], turn=0, carrying=[0, 0, 0, 8], delivered=[1, 2, 3, 4, 5, 6, 7], jewels={})
    G.apply(s, RollDie(6))
    action, reason = decide(s)
    assert action == Move(OUT) and "front door" in reason


def test_advanced_leaves_a_later_number_and_takes_the_next():
    s = position(advanced=True, pawns=["H2", OUT, OUT, OUT], revealed=[], jewels={"A": 1, "B": 2, "D": 3, "E": 4, "G": 5, "H": 6, "J": 7, "K": 8})
    G.apply(s, RollDie(6))
    G.apply(s, Move("K"))
    action, reason = decide(s)
    assert action == SkipJewel() and "jewel 1" in reason
    s = position(advanced=True, pawns=["H2", OUT, OUT, OUT], jewels={"A": 8, "B": 2, "D": 3, "E": 4, "G": 5, "H": 6, "J": 7, "K": 1})
    G.apply(s, RollDie(6))
    G.apply(s, Move("K"))
    assert decide(s)[0] == PickUpJewel()
