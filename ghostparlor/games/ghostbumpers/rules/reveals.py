"""GB-15, GB-16, GB-22 and D-2, D-3, D-5, D-8: what a trick's winner does to its character
deck. It reveals the top card, one at a time, until it has revealed what it owes or turns
up its scared card S (which ends the round at once, owed reveals lapsing; paranoia when S
was the last card and the last reveal owed). After a 0/10 trick it reveals nothing and
moves its bottom card, face down, to the top instead.
"""

from __future__ import annotations

from ghostparlor.core.protocol import Event

from .events import BottomCardMoved, CardRevealed
from .state import GhostbumpersState


def reveal(s: GhostbumpersState, winner: int, owed: int, out: list[Event], events: bool) -> bool | None:
    """GB-15: reveal up to ``owed`` cards. None: every reveal was an unafraid card; else S
    was revealed and the round ends (GB-18a), True when it is paranoia (GB-22, D-8)."""
    for number in range(1, owed + 1):
        if s.scare[winner] == 0:
            if events:
                out.append(CardRevealed(winner, True, number, owed))
            # GB-22, D-8: nothing beneath S and it was the R-th reveal
            paranoia = s.deck[winner] == 1 and number == owed
            s.deck[winner] -= 1
            return paranoia
        s.deck[winner] -= 1
        s.scare[winner] -= 1
        s.revealed[winner] += 1
        if events:
            out.append(CardRevealed(winner, False, number, owed))
    return None


def bottom_to_top(s: GhostbumpersState, winner: int, out: list[Event], events: bool) -> None:
    """GB-16, D-5: no reveal; the bottom card goes to the top (nothing with a one-card deck, D-3)."""
    size = s.deck[winner]
    moved = size >= 2
    if moved:
        sc = s.scare[winner]
        s.scare[winner] = 0 if sc == size - 1 else sc + 1
    if events:
        out.append(BottomCardMoved(winner, moved))
