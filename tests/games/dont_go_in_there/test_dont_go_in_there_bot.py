"""The "easy" Don't Go In There bot: legal, view-only, explained, clearly stronger than random."""

import pytest
import inspect
import random
import re
import sys

from dont_go_in_there_helpers import G, P1, P2, P3, claiming, position, roll
from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.core.strings import Words
from ghostparlor.games.dont_go_in_there.play.bot import DontGoInThereBot
from ghostparlor.games.dont_go_in_there.rules import (
    DontGoInThereState, DontGoInThereView, KeepRoll, PlaceMeeple, Reroll, TakeCard, TomeDispel, TurnDie,
)
from ghostparlor.devtools.sim import simulate


def decide(state, seed=0):
    seat = G.to_move(state)
    bot = DontGoInThereBot(G, seat)
    legal = G.legal_actions(state)
    action = bot.choose(G.view(state, seat), legal, random.Random(seed))
    assert action in legal
    return action, str(bot.reason)


def test_registered_as_easy_with_the_bot_protocol():
    bot = make_bot("easy", G, 1)
    assert isinstance(bot, DontGoInThereBot)
    assert bot.name == "easy" and bot.needs_view is True and bot.reason == ""
    assert list(inspect.signature(DontGoInThereBot.choose).parameters) == ["self", "view", "legal", "rng", "budget"]


def test_never_touches_the_state():
    source = inspect.getsource(sys.modules[DontGoInThereBot.__module__])
    assert "DontGoInThereState" not in source and "clone(" not in source and "resample" not in source


def test_only_legal_moves_with_one_line_reasons_over_many_seeded_games():
    decisions = 0
    for index in range(60):
        players = 2 + index % 4
        options = {"card_types": "custom"} if index % 7 == 0 else {}
        state = G.new_state(players, options)
        rng = random.Random(500 + index)
        bots = {seat: DontGoInThereBot(G, seat) for seat in range(players) if (seat + index) % 2 == 0}
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
                    assert isinstance(reason, str) and reason.strip() and "\n" not in reason
                    assert not re.search(r"\bseat 0\b|\bghosts? \(\d+ (now|left)\)", reason)
                    decisions += 1
                else:
                    action = legal[bot_rngs[seat].randrange(len(legal))]
            G.apply(state, action, False)
    assert decisions > 1500


def test_sim_feeds_only_views(monkeypatch):
    seen = []
    original = DontGoInThereBot.choose

    def spy(self, view, legal, rng, budget=None):
        seen.append(type(view))
        return original(self, view, legal, rng, budget)

    monkeypatch.setattr(DontGoInThereBot, "choose", spy)
    summary = simulate(G, 3, 5, seed=3, bots=["easy", "random", "easy"])
    assert summary["errors"] == 0
    assert seen and all(v is DontGoInThereView for v in seen)
    assert DontGoInThereState not in seen


def test_reproducible_from_the_seed():
    a = simulate(G, 3, 20, seed=11, bots=["easy", "random", "random"])
    b = simulate(G, 3, 20, seed=11, bots=["easy", "random", "random"])
    assert a["wins"] == b["wins"] and a["mean_score"] == b["mean_score"]


# --- strength ----------------------------------------------------------------------------

@pytest.mark.slow
def test_beats_random_bots_clearly():
    three = simulate(G, 3, 150, seed=5, bots=["easy", "random", "random"])
    assert three["errors"] == 0 and three["wins"][0] / 150 >= 0.55  # fair share 1/3
    two = simulate(G, 2, 100, seed=6, bots=["random", "easy"])
    assert two["wins"][1] / 100 >= 0.6  # fair share 1/2
    five = simulate(G, 5, 80, seed=7, bots=["random", "random", "easy", "random", "random"])
    assert five["wins"][2] / 80 >= 0.45  # fair share 1/5


# --- situations ---------------------------------------------------------------------------

def test_takes_the_twin_that_completes_a_pair():
    s = claiming("ring_1", seat=P1, others=("twin_3", "cat_2"), tableaux=[["twin_3"], [], []])
    action, reason = decide(s)
    assert action == TakeCard(2) and "Twin 3" in reason


def test_takes_the_fourth_ring_over_a_cheap_card():
    s = claiming("ring_4", seat=P1, others=("cat_1", "doll_2"), tableaux=[["ring_1", "ring_2", "ring_3"], [], []])
    assert decide(s)[0] == TakeCard(1)


def test_tome_names_the_costliest_type():
    s = claiming("tome_2", seat=P1, tableaux=[["tome_1", "ring_4", "ring_3", "cat_2", "portrait_1"], [], []])
    G.apply(s, TakeCard(1))
    action, reason = decide(s)
    assert action == TomeDispel("ring") and "-7" in reason


def test_hallway_resolver_turns_a_ghost_away_from_its_own_top_meeple():
    s = position(3, rooms={"hallway": {"slots": ["ring_3", "cat_3", "doll_4"], "meeples": {2: P3, 3: P2}}}, active=P1)
    G.apply(s, PlaceMeeple("hallway", 1))
    roll(s, 2)
    action, reason = decide(s)
    assert action == TurnDie("blank") and "1 ghost" in reason


def test_basement_resolver_rerolls_a_bad_roll_and_keeps_a_good_one():
    def at(ghosts):
        s = position(3, rooms={"basement": {"slots": ["ring_1", "twin_2", "cat_3"], "meeples": {2: P2, 3: P3}}}, active=P1)
        G.apply(s, PlaceMeeple("basement", 1))
        roll(s, ghosts)
        return decide(s)[0]

    assert at(5) == Reroll()
    assert at(0) == KeepRoll()


def test_avoids_the_top_space_of_a_room_full_of_dice():
    """Space 1 of a 6-dice room costs 3 ghosts on average; the bottom spaces of the others cost almost none."""
    s = position(3, rooms={"attic": {"slots": ["ring_1", "twin_1", "cat_1"]}, "basement": {"slots": ["ring_4", "twin_4", "cat_4"]},
                           "library": {"slots": ["doll_3", "mask_3", "tome_4"]}}, active=P1, ghosts=[6, 0, 0])
    action, reason = decide(s)
    assert not (action.room == "attic" and action.space == 1)
    assert reason


def test_reason_never_names_the_peeked_secret_card():
    s = position(3, rooms={"secret_passage": {"slots": ["ring_4", "cat_4", "twin_1"], "meeples": {4: P1}, "seen_by": [P1]}}, active=P1)
    for seed in range(5):
        _, reason = decide(s, seed)
        assert "Twin 1" not in reason
