"""What the search bots (ghostparlor.ai.search) know about Ghostbumpers beyond the rules:
an evaluator that ends a playout at a round's end, and a belief that deals the
hidden cards the way the table's play suggests. Unlike bot.py (the easy bot, which
reads only its View), these build and replay full states, always ones drawn
from a View by determinize.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ghostparlor.ai.standings import RoundEndCut, Standings


# --- the search bots' evaluator --------------------------------------------------
# One player's score in one round, by player count: easy bots in self-play, 300
# games per count (the chance of each score).
ROUND_SCORES = {
    3: {0: 0.3333, 5: 0.0517, 10: 0.0344, 12: 0.5806},
    4: {0: 0.2500, 5: 0.0571, 10: 0.0252, 12: 0.6677},
    5: {0: 0.2000, 5: 0.0361, 10: 0.0195, 12: 0.7444},
    6: {0: 0.1667, 5: 0.0373, 10: 0.0090, 12: 0.7870},
}


class GhostbumpersEvaluator(RoundEndCut):
    """Ends a search playout when a round has been scored and rates each seat's chances
    from the totals: every later round adds a score with the measured chances,
    players independently; the highest total wins, ties shared (GB-24). With the
    target variant (GB-25) the rounds left are estimated from the leader's gap."""

    def __init__(self, game: Any) -> None:

        self.game = game
        self._by_players = {}
        self._mean = {}
        for n, scores in ROUND_SCORES.items():
            steps = tuple(scores.items())
            self._by_players[n] = Standings(lambda total, steps=steps: [(total + d, q) for d, q in steps], lower_is_better=False)
            self._mean[n] = sum(d * q for d, q in steps)

    def value(self, state: Any, seat: int) -> float:
        from ghostparlor.ai.search import blend

        n = state.n
        if state.target is not None:
            gap = state.target - max(state.totals)
            rounds_left = max(0, math.ceil(gap / self._mean.get(n, 9.0))) if gap > 0 else 0
        else:
            rounds_left = self.game.rounds_for(n) - state.round + 1
        standings = self._by_players.get(n) or self._by_players[4]
        return blend(*standings.chances(state.totals, rounds_left, seat))


def make_evaluator(game) -> GhostbumpersEvaluator:
    """The search bots' playout cut-off and scoring (found by ghostparlor.ai.search)."""
    return GhostbumpersEvaluator(game)


class GhostbumpersBelief:
    """Where the others' scared cards are. ``determinize`` puts each anywhere in its
    owner's face-down deck; players (this heuristic included: section 6, "p = 1")
    nearly always hide it on top, so a seat that has turned up nothing this round
    gets its S on top with chance TOP, else anywhere (still consistent with the view:
    the deck is face down and untouched)."""

    TOP = 0.9

    def __init__(self, game: Any) -> None:
        self.game = game

    def determinize(self, view: Any, rng: random.Random) -> Any:
        state = self.game.determinize(view, rng)
        self.adjust(view, state, rng)
        return state

    def adjust(self, view: Any, state: Any, rng: random.Random) -> None:
        me = view.seat
        for seat, is_set in enumerate(view.scare_set):
            if seat == me or not is_set:
                continue
            if view.revealed[seat] or view.deck_sizes[seat] < 2:
                continue
            if rng.random() < self.TOP:
                state.scare[seat] = 0


def make_belief(game) -> GhostbumpersBelief:
    """The search bots' belief about hidden S positions (found by ghostparlor.ai.search)."""
    return GhostbumpersBelief(game)
