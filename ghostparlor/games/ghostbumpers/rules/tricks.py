"""GB-5, GB-13 to GB-17 and D-10: a trick goes round. Every seat takes one turn from the
leader leftwards (what it plays is ``plays``); after the last turn the highest strength
wins, a tie going to the latest of the tied; unless the 0/10 card is in the trick the
winner owes 1 + one reveal per 5 played (``reveals``), and turning up its scared card ends
the round (``scoring``). The trick's cards then go onto the discard pile and the winner leads.
"""

from __future__ import annotations

from ghostparlor.core.protocol import Event

from . import reveals, scoring
from .actions import ZERO_TEN, strength
from .events import END_HANDS, END_SCARED, TrickWon
from .state import PLAY, GhostbumpersState


def next_turn(g, s: GhostbumpersState, out: list[Event], events: bool) -> None:
    """GB-5: the next player to the left; after every seat's turn the trick is resolved."""
    s.turns += 1
    s.active = (s.leader + s.turns) % s.n
    seat_to_play(g, s, out, events)


def seat_to_play(g, s: GhostbumpersState, out: list[Event], events: bool) -> None:
    n = s.n
    # a seat with no card takes no turn (only reachable through repeated GB-9s; defensive)
    while s.turns < n and s.hand_sizes[s.active] == 0:
        s.turns += 1
        s.active = (s.leader + s.turns) % n
    if s.turns >= n:
        resolve_trick(g, s, out, events)
    else:
        s.phase = PLAY


def resolve_trick(g, s: GhostbumpersState, out: list[Event], events: bool) -> None:
    """GB-13 to GB-17, GB-18: the winner, its reveals (or the 0/10 move), the discard, the next lead."""
    table = s.table
    best = -1
    winner = -1
    zero_ten = False
    fives = 0
    five = g.five
    for seat, card, count, announce in table:
        st = strength(card, count, announce)
        if st >= best:  # GB-13: highest wins; a tie goes to the latest of the tied
            best = st
            winner = seat
        if card == ZERO_TEN:
            zero_ten = True
        elif card == five:
            fives += count  # GB-14, D-10: every 5 counts, from every player
    if winner < 0:  # pragma: no cover - nobody could play (defensive)
        scoring.end_round(g, s, END_HANDS, -1, False, out, events)
        return
    owed = 0 if zero_ten else 1 + fives
    if events:
        out.append(TrickWon(winner, best, owed, zero_ten, tuple(table)))
    if zero_ten:
        reveals.bottom_to_top(s, winner, out, events)  # GB-16
    else:
        paranoia = reveals.reveal(s, winner, owed, out, events)  # GB-15
        if paranoia is not None:
            scoring.end_round(g, s, END_SCARED, winner, paranoia, out, events)  # GB-18(a)
            return
    # GB-17: the trick's cards go face up onto the discard pile; the winner leads
    discard = s.discard
    for seat, card, count, announce in table:
        discard[card] += count
        s.discard_size += count
    s.last_trick = (winner, best, tuple(table))
    s.table = []
    s.tricks += 1
    if not any(s.hand_sizes):
        scoring.end_round(g, s, END_HANDS, -1, False, out, events)  # GB-18(b)
        return
    s.leader = winner
    s.active = winner
    s.turns = 0
    seat_to_play(g, s, out, events)
