"""Win chances from the standings: the search bots' way to score a playout cut off
at the end of a round, for games played over several scored rounds.

Each seat's total moves on independently by one measured step per round left
(``step(total)`` gives the next totals with their chances: for Ghosts a take adds
1 fear point and a round without one returns up to 3; for Ghostbumpers a round's
score is added). The expected share of the win (ties shared) and the expected
rank then come out exactly from the seats' final distributions.
"""

from __future__ import annotations

from typing import Callable, Sequence

Step = Callable[[int], Sequence[tuple[int, float]]]


class Standings:
    def __init__(self, step: Step, lower_is_better: bool) -> None:
        self.step = step
        self.lower_is_better = lower_is_better
        self._finals: dict[tuple[int, int], dict[int, float]] = {}
        self._values: dict[tuple, tuple[float, float]] = {}

    def final(self, total: int, rounds: int) -> dict[int, float]:
        """The distribution of a total after ``rounds`` more rounds."""
        key = (total, rounds)
        hit = self._finals.get(key)
        if hit is not None:
            return hit
        dist = {total: 1.0}
        for _ in range(rounds):
            nxt: dict[int, float] = {}
            for t, p in dist.items():
                for u, q in self.step(t):
                    nxt[u] = nxt.get(u, 0.0) + p * q
            dist = nxt
        self._finals[key] = dist
        return dist

    def chances(self, totals: Sequence[int], rounds: int, seat: int) -> tuple[float, float]:
        """(expected win credit, expected rank score) of ``seat``: the rank score is 1
        for first and 0 for last, as the search's rewards count it."""
        key = (tuple(totals), rounds, seat)
        hit = self._values.get(key)
        if hit is not None:
            return hit
        n = len(totals)
        sign = 1 if self.lower_is_better else -1  # compare sign * total: smaller is better
        dists = [{sign * t: p for t, p in self.final(total, rounds).items()} for total in totals]
        win = rank = 0.0
        for f, p in dists[seat].items():
            poly = [1.0]  # poly[k]: chance that exactly k others tie with f and the rest do worse
            better = 0.0
            for j, d in enumerate(dists):
                if j == seat:
                    continue
                worse = tie = 0.0
                for g, q in d.items():
                    if g > f:
                        worse += q
                    elif g == f:
                        tie += q
                    else:
                        better += q
                nxt = [0.0] * (len(poly) + 1)
                for k, a in enumerate(poly):
                    nxt[k] += a * worse
                    nxt[k + 1] += a * tie
                poly = nxt
            win += p * sum(a / (k + 1) for k, a in enumerate(poly))
            rank += p * ((n - 1 - better) / (n - 1) if n > 1 else 1.0)
        if len(self._values) > 100_000:
            self._values.clear()
        self._values[key] = (win, rank)
        return win, rank


class RoundEndCut:
    """The evaluator half shared by round-scored games: a playout is cut as soon as
    the state's round number moves on (the round just played has been scored)."""

    @staticmethod
    def anchor(state) -> int:
        return state.round

    @staticmethod
    def stop(anchor: int, state) -> bool:
        return state.round != anchor
