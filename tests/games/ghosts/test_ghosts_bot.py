"""The "easy" Ghosts bot (ghostparlor/games/ghosts/play/bot.py): legal, view-only, explained, stronger than random.

Positions are built with state_from_json and shown to the bot only as a GhostsView.
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
from ghostparlor.games.ghosts.play.bot import GhostsHeuristicBot
from ghostparlor.games.ghosts.rules import GhostsState, GhostsView, PlayCard, TakePile
from ghostparlor.devtools.sim import simulate

G = load_game("ghosts")
TAKE = TakePile()
ESCAPES_BLUE = {PlayCard("fog"), PlayCard("ghost_blue_1"), PlayCard("ghost_blue_2"), PlayCard("ghost_blue_3")}


def position(players=4, active=0, hands=None, **kw):
    """A play position. Hands given as None get five filler cards from what the position
    does not use; the deck is whatever is left unless given."""
    hands = list(hands or [None] * players)
    left = list(G.full_deck)
    for group in (*[h for h in hands if h is not None], kw.get("pile", []), *kw.get("taken", [])):
        for card in group:
            left[G.kind_of[card]] -= 1
    pool = [cid for k, cid in enumerate(G.card_ids) if cid != "fog" for _ in range(max(0, left[k]))]
    for i, hand in enumerate(hands):
        if hand is None:
            hands[i], pool = pool[:5], pool[5:]
    data = {"players": players, "phase": kw.pop("phase", "play"), "active": active, "hands": hands}
    stack = kw.pop("stack", None)
    data.update(kw)
    if stack is not None:  # the cards neither in the deck nor in play lie in these seats' taken stacks
        taken = [[] for _ in range(players)]
        for i, cid in enumerate(_rest(data)):
            taken[stack[i % len(stack)]].append(cid)
        data["taken"] = taken
    return G.state_from_json(data)


def _rest(data):
    """The cards of the deck that the position places nowhere."""
    left = list(G.full_deck)
    for group in (*data["hands"], data.get("pile", []), *data.get("taken", [])):
        for card in group:
            left[G.kind_of[card]] -= 1
    for cid, count in data.get("deck", {}).items():
        left[G.kind_of[cid]] -= count
    return [cid for k, cid in enumerate(G.card_ids) for _ in range(left[k])]


def decide(state, seed=0):
    """What the bot in the active seat plays, and its reason."""
    seat = state.active
    bot = GhostsHeuristicBot(G, seat)
    legal = G.legal_actions(state)
    view = G.view(state, seat)
    action = bot.choose(view, legal, random.Random(seed))
    assert action in legal
    return action, str(bot.reason)


FILL = None  # five filler cards (see position)


# --- protocol -------------------------------------------------------------------


def test_registered_as_easy():
    bot = make_bot("easy", G, 2)
    assert isinstance(bot, GhostsHeuristicBot)
    assert bot.name == "easy" and bot.needs_view is True
    assert bot.reason == ""
    params = list(inspect.signature(GhostsHeuristicBot.choose).parameters)
    assert params == ["self", "view", "legal", "rng", "budget"]


def test_does_not_import_pygame():
    code = "import sys, ghostparlor.games.ghosts.play.bot; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_never_touches_the_state():
    source = inspect.getsource(sys.modules[GhostsHeuristicBot.__module__])
    assert "GhostsState" not in source and "clone(" not in source


def test_only_legal_moves_with_reasons_over_many_games():
    """Every decision in 90 seeded games (2-6 players, with random and easy seats) is legal and explained."""
    decisions = 0
    for index in range(90):
        players = 2 + index % 5
        rng = random.Random(1000 + index)
        state = G.new_state(players)
        kinds = ["easy" if (seat + index) % 2 == 0 else "random" for seat in range(players)]
        bots = {seat: GhostsHeuristicBot(G, seat) for seat in range(players) if kinds[seat] == "easy"}
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
                    view = G.view(state, seat)
                    action = bots[seat].choose(view, legal, bot_rngs[seat])
                    assert action in legal, (index, view, action)
                    assert isinstance(bots[seat].reason, Words)  # shown in the language chosen
                    reason = str(bots[seat].reason)
                    assert isinstance(reason, str) and reason.strip() and "\n" not in reason
                    decisions += 1
                else:
                    action = legal[bot_rngs[seat].randrange(len(legal))]
            G.apply(state, action, False)
    assert decisions > 5000


def test_sim_feeds_only_views(monkeypatch):
    seen = []
    original = GhostsHeuristicBot.choose

    def spy(self, view, legal, rng, budget=None):
        seen.append((type(view), type(rng)))
        return original(self, view, legal, rng, budget)

    monkeypatch.setattr(GhostsHeuristicBot, "choose", spy)
    summary = simulate(G, 4, 10, seed=3, bots=["easy", "random", "easy", "random"])
    assert summary["errors"] == 0
    assert seen and all(v is GhostsView and r is random.Random for v, r in seen)
    assert not any(v is GhostsState for v, _ in seen)


def test_reproducible_from_the_seed():
    a = simulate(G, 4, 30, seed=11, bots=["easy", "random", "easy", "random"])
    b = simulate(G, 4, 30, seed=11, bots=["easy", "random", "easy", "random"])
    assert a["wins"] == b["wins"] and a["mean_score"] == b["mean_score"] and a["mean_actions"] == b["mean_actions"]


# --- strength -------------------------------------------------------------------


@pytest.mark.slow
def test_beats_three_random_bots():
    summary = simulate(G, 4, 300, seed=5, bots=["easy", "random", "random", "random"])
    assert summary["errors"] == 0
    assert summary["wins"][0] / 300 >= 0.40


@pytest.mark.slow
def test_beats_random_in_another_seat_with_two_and_six_players():
    two = simulate(G, 2, 150, seed=6, bots=["random", "easy"])
    assert two["wins"][1] / 150 >= 0.7
    six = simulate(G, 6, 150, seed=6, bots=["random", "random", "easy", "random", "random", "random"])
    assert six["wins"][2] / 150 >= 0.4


# --- situations -----------------------------------------------------------------


def test_escapes_at_level_seven_instead_of_taking():
    """Level 7 on blue with a Fog and a blue card in hand: play an escape, never take."""
    hands = [["fog", "ghost_blue_1", "ghost_red_3", "ghost_green_3", "ghost_yellow_2"], FILL, FILL, FILL]
    state = position(hands=hands, level=7, top_family="blue", pile=["ghost_red_2", "ghost_yellow_3", "ghost_blue_2"])
    for seed in range(10):
        action, reason = decide(state, seed)
        assert action in ESCAPES_BLUE
        assert reason


def test_keeps_the_fog_at_a_low_level():
    """Level 2 with a 1 and a Fog: the 1 goes down, the Fog stays for a high level."""
    hands = [["fog", "ghost_green_1", "ghost_black_3", "ghost_white_3", "ghost_yellow_3"], FILL, FILL, FILL]
    state = position(hands=hands, level=2, top_family="red", pile=["ghost_red_2"])
    for seed in range(10):
        action, reason = decide(state, seed)
        assert action != PlayCard("fog") and action != TAKE
        assert reason
    small = position(hands=[["fog", "ghost_green_1"], FILL, FILL, FILL], level=2, top_family="red", pile=["ghost_red_2"])
    assert decide(small)[0] == PlayCard("ghost_green_1")


def test_no_voluntary_take_while_relief_is_open():
    """A seat that has taken no pile this round never gives up its relief by choice."""
    hands = [["fog", "ghost_red_3", "ghost_green_3", "ghost_white_3", "ghost_black_3"], FILL, FILL, FILL]
    state = position(hands=hands, level=7, top_family="blue", pile=["ghost_yellow_3", "ghost_red_1", "ghost_blue_3"],
                     fear_points=[3, 1, 1, 1])
    assert decide(state)[0] == PlayCard("fog")


def test_forced_take_is_explained():
    hands = [["ghost_red_3", "ghost_green_3", "ghost_white_3", "ghost_black_3", "ghost_yellow_2"], FILL, FILL, FILL]
    state = position(hands=hands, level=6, top_family="blue", pile=["ghost_red_3", "ghost_blue_3"])
    action, reason = decide(state)
    assert action == TAKE
    assert "take" in reason.lower() and "6" in reason


def test_opens_high_and_never_with_fog():
    """After a take the bot opens with a ghost card; a 3 pushes the level at the next players."""
    hands = [["fog", "ghost_red_1", "ghost_blue_3", "ghost_green_2", "ghost_yellow_1"], FILL, FILL, FILL]
    state = position(hands=hands, phase="open", took_pile=[True, False, False, False], fear_points=[2, 1, 1, 1])
    action, reason = decide(state)
    assert action == PlayCard("ghost_blue_3")
    assert "blue 3" in reason


def test_endgame_mirror_ends_the_round():
    """Deck empty, level 7 on blue: the mirror turns play toward a seat with no cards, so the round ends at once."""
    hands = [["fog", "ghost_blue_1"], ["ghost_red_1", "ghost_red_2", "ghost_red_3"], ["ghost_green_1", "ghost_green_2"], []]
    state = position(hands=hands, level=7, top_family="blue", pile=["ghost_yellow_3", "ghost_red_1", "ghost_blue_3"],
                     deck={}, direction=1, stack=(1, 2))
    action, reason = decide(state)
    assert action == PlayCard("ghost_blue_1")
    assert "seat 4" in reason and "round ends" in reason


def test_mirror_turns_pressure_back():
    """Level 7 on blue, no Fog: the blue mirror is the only play and the reason names the seat it reaches."""
    hands = [["ghost_blue_2", "ghost_red_3", "ghost_green_3", "ghost_white_3", "ghost_black_3"], FILL, FILL, FILL]
    state = position(hands=hands, level=7, top_family="blue", pile=["ghost_yellow_3", "ghost_red_1", "ghost_blue_3"])
    action, reason = decide(state)
    assert action == PlayCard("ghost_blue_2")
    assert "seat 4" in reason and "7" in reason
