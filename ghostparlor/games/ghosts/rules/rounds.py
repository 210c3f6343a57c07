"""GH-12 to GH-15: the end of a round of Ghosts.

GH-12 the round ends at once when the player due to act has no cards (hands and the
pile are discarded, nobody gains FP for it); GH-13 relief for every player who took
no pile this round; then GH-14 the next round or GH-15 the end of the game.
"""

from __future__ import annotations

from .events import Event, GameOver, ReliefGiven, RoundEnded, RoundStarted
from .result import winners
from .setup import start_round
from .state import OVER, GhostsState


def end_round(g, s: GhostsState, out: list[Event], events: bool) -> None:
    """GH-12 round end, GH-13 relief, then GH-14 the next round or GH-15 the end."""
    if events:
        pile = tuple(g.card_ids[k] for k in s.pile) + ("fog",) * s.fog_beside
        out.append(RoundEnded(s.round, s.active, pile, tuple(s.fp), tuple(s.took),
                              tuple(len(h) for h in s.hands), s.deck_size))
    for seat in range(s.n):
        if not s.took[seat]:
            returned = min(g.relief_max, s.fp[seat])  # D8: never below 0
            s.fp[seat] -= returned
            if events:
                out.append(ReliefGiven(seat, returned, s.fp[seat]))
    if s.round >= g.rounds:
        s.phase = OVER  # every card is gathered back into the box
        s.pile = []
        s.fog_beside = 0
        s.hands = [[] for _ in range(s.n)]
        s.taken = [[] for _ in range(s.n)]
        s.deck = g.full_deck[:]
        s.deck_size = g.total_cards
        if events:
            out.append(GameOver(winners(s.fp), tuple(s.fp)))
        return
    s.round += 1
    start_round(g, s, (s.first_player + 1) % s.n)  # S-3: left neighbour of last round's first
    if events:
        out.append(RoundStarted(s.round, s.first_player))
