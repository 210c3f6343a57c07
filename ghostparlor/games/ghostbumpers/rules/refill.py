"""GB-7 to GB-9 and D-6, D-7, D-14: drawing after a play of k >= 2 cards (k - 1 cards, before the
next player's turn); the lazy reshuffle of the discard pile when the draw pile is empty; and
when both piles are empty, every seat discarding one card (a seat with no card owes it and
pays it face up after its draw).
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Event

from . import tricks
from .actions import DiscardCard
from .events import BothPilesEmpty, CardDrawn, CardOwed, DiscardChosen, DiscardReshuffled, DiscardsRevealed, OwedCardPaid
from .state import DISCARD, PAY, REFILL, GhostbumpersState


def drawn(g, s: GhostbumpersState, v: int, events: bool) -> list[Event]:
    """GB-7: the drawer took card ``v`` (already off the pile); go on drawing."""
    out: list[Event] = []
    seat = s.drawer
    s.hands[seat][v] += 1
    s.hand_sizes[seat] += 1
    s.need -= 1
    if events:
        out.append(CardDrawn(seat, v))
    continue_refill(g, s, out, events)
    return out


def continue_refill(g, s: GhostbumpersState, out: list[Event], events: bool) -> None:
    """GB-7 drawing, with GB-8 (lazy reshuffle, D-6) and GB-9 (D-7) when a pile runs dry."""
    drawer = s.drawer
    while s.need > 0:
        if s.pile_size > 0:
            s.phase = REFILL
            return
        if s.discard_size > 0:
            reshuffle(s, out, events)  # GB-8: the table's cards are not in it
            continue
        start_gb9(g, s, out, events)  # GB-9
        return
    if s.owed[drawer] > 0 and s.hand_sizes[drawer] > 0:
        s.phase = PAY  # D-7: the card owed is paid right after the draw
        s.active = drawer
        return
    s.drawer = -1
    tricks.next_turn(g, s, out, events)


def reshuffle(s: GhostbumpersState, out: list[Event], events: bool) -> None:
    """GB-8: the discard pile becomes the face-down draw pile."""
    if events:
        out.append(DiscardReshuffled(s.discard_size))
    pile = s.pile
    discard = s.discard
    for v in range(10):
        pile[v] += discard[v]
        discard[v] = 0
    s.pile_size += s.discard_size
    s.discard_size = 0


def start_gb9(g, s: GhostbumpersState, out: list[Event], events: bool) -> None:
    """GB-9, D-7: every seat, from the drawer on, discards one card secretly."""
    s.gb9_count += 1  # D-14
    s.gb9_pos = 0
    if events:
        out.append(BothPilesEmpty(s.drawer))
    drawer = s.drawer
    if s.owed[drawer] > 0 and s.hand_sizes[drawer] > 0:
        s.phase = PAY  # D-7: a card still owed is paid first
        s.active = drawer
        return
    next_gb9_chooser(g, s, out, events)


def next_gb9_chooser(g, s: GhostbumpersState, out: list[Event], events: bool) -> None:
    n = s.n
    while s.gb9_pos < n:
        seat = (s.drawer + s.gb9_pos) % n
        if s.hand_sizes[seat] > 0:
            s.phase = DISCARD
            s.active = seat
            return
        s.owed[seat] += 1  # D-7: no card in hand, the card is owed
        if events:
            out.append(CardOwed(seat))
        s.gb9_pos += 1
    # every seat has chosen: reveal together, then shuffle into the draw pile (GB-8)
    shown = []
    for i in range(n):
        seat = (s.drawer + i) % n
        v = s.gb9_pending[seat]
        if v >= 0:
            s.discard[v] += 1
            s.discard_size += 1
            s.gb9_pending[seat] = -1
            shown.append((seat, v))
    s.gb9_pos = -1
    if events:
        out.append(DiscardsRevealed(tuple(shown)))
    if s.discard_size == 0:  # pragma: no cover - impossible (13 cards are always in hands then)
        s.need = 0
    else:
        reshuffle(s, out, events)
    continue_refill(g, s, out, events)


def discard(g, s: GhostbumpersState, action: DiscardCard, events: bool) -> list[Event]:
    phase = s.phase
    if phase != DISCARD and phase != PAY:
        raise IllegalAction(action, g.to_move(s), "no card is to be discarded now (GB-9)")
    seat = s.active
    v = action.card
    if not (isinstance(v, int) and 0 <= v <= 9) or s.hands[seat][v] <= 0:
        raise IllegalAction(action, seat, f"the hand holds no card {v}")
    s.hands[seat][v] -= 1
    s.hand_sizes[seat] -= 1
    out: list[Event] = []
    if phase == DISCARD:
        s.gb9_pending[seat] = v  # D-7: secret until every seat has chosen
        s.gb9_pos += 1
        if events:
            out.append(DiscardChosen(seat, v))
        next_gb9_chooser(g, s, out, events)
        return out
    # PAY: the owed card goes face up onto the discard pile (D-7)
    s.owed[seat] -= 1
    s.discard[v] += 1
    s.discard_size += 1
    if events:
        out.append(OwedCardPaid(seat, v))
    if s.owed[seat] > 0 and s.hand_sizes[seat] > 0:
        return out  # still owing: pay again
    if s.gb9_pos >= 0:
        next_gb9_chooser(g, s, out, events)  # the GB-9 that was waiting for the payment
    else:
        continue_refill(g, s, out, events)
    return out
