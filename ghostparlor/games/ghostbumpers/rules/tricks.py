"""GB-5 to GB-7, GB-10 to GB-14, GB-17 and D-4, D-10: a trick. Every seat takes one turn from
the leader leftwards and plays one or more cards of one printed value (the 0/10 card alone,
announced as 0 or 10); the highest strength wins, a tie going to the latest of the tied;
unless the 0/10 card is in the trick the winner owes 1 + one reveal per 5 played. The
trick's cards then go onto the discard pile and the winner leads.
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Event

from . import refill, reveals, scoring
from .actions import ZERO_TEN, PlayCards, strength
from .events import END_HANDS, END_SCARED, CardsPlayed, TrickWon
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
        next_turn(g, s, out, events)
    return out


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
