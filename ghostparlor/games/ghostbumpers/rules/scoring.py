"""GB-18 to GB-25 and D-8, D-9, D-13: the end of a round (S revealed, or every hand empty), the
count of the cards beneath S (doubled when S is on top), paranoia, the totals, the end of the
game after the rounds of the player count or at the target score (with D-13's round cap),
and the winners, tied highest totals sharing the win.
"""

from __future__ import annotations

from ghostparlor.core.protocol import Event, Result, ranks_from_scores

from .deal import start_round
from .events import GameOver, RoundEnded, RoundStarted
from .state import OVER, GhostbumpersState


def count(s: GhostbumpersState, seat: int) -> tuple[int, int, bool]:
    """GB-19, D-9: (score, B, doubled): B cards beneath S, doubled when S is on top."""
    beneath = s.deck[seat] - s.scare[seat] - 1
    doubled = s.scare[seat] == 0
    return (2 * beneath if doubled else beneath), beneath, doubled


def end_round(g, s: GhostbumpersState, how: str, revealer: int, paranoia: bool, out: list[Event], events: bool) -> None:
    """GB-18 to GB-25: score the round (``how`` is GB-18 a or b), record it, and either end the
    game (GB-24; GB-25 and D-13 with a target) or pass the start card left and deal again."""
    n = s.n
    scores = [0] * n
    beneath = [-1] * n
    doubled = [False] * n
    for seat in range(n):
        if seat == revealer:
            scores[seat] = g.paranoia_points if paranoia else 0  # GB-21 / GB-22
        elif paranoia:
            scores[seat] = 0  # GB-22: every other player scores 0, no counts
        else:
            scores[seat], beneath[seat], doubled[seat] = count(s, seat)  # GB-19, GB-20, GB-21
    for seat in range(n):
        s.totals[seat] += scores[seat]  # GB-23: record the scores
    s.history = s.history + [scores]
    s.last_end = (how, revealer, paranoia)
    if events:
        out.append(RoundEnded(s.round, how, revealer, paranoia, tuple(scores), tuple(beneath), tuple(doubled), tuple(s.totals),
                              s.pile_size, s.discard_size, tuple(s.hand_sizes), tuple(s.deck)))
    if s.target is not None:
        over = max(s.totals) >= s.target  # GB-25, D-13: checked after a full round's scoring
        unfinished = not over and s.round >= g.round_cap
    else:
        over = s.round >= g.rounds_by_players[n]  # GB-24
        unfinished = False
    if over or unfinished:
        s.unfinished = unfinished
        start_round(g, s)  # GB-23: every card gathered back
        s.phase = OVER
        s.active = s.dealer
        if events:
            out.append(GameOver(winners(s), tuple(s.totals), unfinished))
        return
    s.round += 1
    s.dealer = (s.dealer + 1) % n  # GB-23, D-1: the start card passes left
    start_round(g, s)
    if events:
        out.append(RoundStarted(s.round, s.dealer))


def winners(s: GhostbumpersState) -> tuple:
    """GB-24, GB-25: the highest total wins; tied highest totals share the win."""
    best = max(s.totals)
    return tuple(i for i, x in enumerate(s.totals) if x == best)  # GB-24: ties share

# --- reading ------------------------------------------------------------


def result(s: GhostbumpersState) -> Result:
    """GB-24: the totals are the scores, higher is better; the winners share (ties)."""
    scores = tuple(float(x) for x in s.totals)
    return Result(scores=scores, ranks=ranks_from_scores(scores, lower_is_better=False), winners=winners(s))
