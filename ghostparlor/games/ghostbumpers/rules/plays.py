"""GB-6, GB-7, GB-10, GB-11 and D-4: a seat's play in a trick. The seat to move plays one or
more cards of one printed value face up (the 0/10 card alone, announced as 0 or 10); a play
of k >= 2 cards draws k - 1 cards (``refill``) before the turn passes on (``tricks``).
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Event

from . import refill, tricks
from .actions import ZERO_TEN, PlayCards, strength
from .events import CardsPlayed
from .state import PLAY, GhostbumpersState


def legal_plays(g, s: GhostbumpersState) -> list[Action]:
    """GB-6, D-4: any value held, any number of its copies; the 0/10 card as 0 or as 10."""
    hand = s.hands[s.active]
    out: list[Action] = []
    if hand[0]:
        out.extend(g.zero_ten_actions)  # D-4: as 0 or as 10
    plays = g.play_actions
    for v in range(1, 10):
        c = hand[v]
        if c:
            out.extend(plays[v][1:c + 1])  # GB-6: any value, any number of copies held
    return out


def play(g, s: GhostbumpersState, action: Action, card: int, count: int, announce: int, events: bool) -> list[Event]:
    """GB-6, GB-7, GB-10, GB-11: ``count`` x ``card`` face up; k >= 2 cards refill k - 1."""
    if s.phase != PLAY:
        raise IllegalAction(action, g.to_move(s), "no seat is to play cards now")
    seat = s.active
    hand = s.hands[seat]
    if card == ZERO_TEN and action.__class__ is PlayCards:
        raise IllegalAction(action, seat, "the 0/10 card is played alone with an announcement (GB-10, GB-11)")
    if not (isinstance(card, int) and 0 <= card <= 9 and isinstance(count, int)) or count < 1 or hand[card] < count:
        raise IllegalAction(action, seat, f"the hand does not hold {count} x {card} (GB-6)")
    hand[card] -= count
    s.hand_sizes[seat] -= count
    s.table.append((seat, card, count, announce))
    need = count - 1 if card != ZERO_TEN else 0  # GB-7; GB-10: the 0/10 never refills
    out: list[Event] = []
    if events:
        out.append(CardsPlayed(seat, card, count, announce, strength(card, count, announce), need))
    if need > 0:
        s.drawer = seat  # GB-7: draw before the next player's turn
        s.need = need
        refill.continue_refill(g, s, out, events)
    else:
        tricks.next_turn(g, s, out, events)
    return out
