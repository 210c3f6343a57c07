"""GH-8 to GH-11: taking the pile and drawing cards in Ghosts.

GH-8 a player with no legal play must take the pile (or may, holding a ghost card
to open with, D3): the pile and the Fog beside it go face down in front of them,
+1 FP, level 0, and they open a new pile; GH-9 taken cards have no value; GH-10
after each turn the player draws one card while the deck lasts; GH-11 an empty
deck is not reshuffled.
"""

from __future__ import annotations

from bisect import insort

from ghostparlor.core.errors import IllegalAction

from .actions import TAKE
from .events import CardDrawn, Event, PileTaken
from .play import legal_actions
from .rounds import end_round
from .state import OPEN, PLAY, GhostsState


def take(g, s: GhostsState, events: bool) -> list[Event]:
    seat = s.active
    if s.phase != PLAY:
        raise IllegalAction(TAKE, g.to_move(s), "there is no pile to take now")
    hand = s.hands[seat]
    if not hand or hand[0] == g.fog:  # hands are sorted, Fog is the highest kind
        raise IllegalAction(TAKE, seat, "a player holding no ghost card cannot take: no card could open the new pile (GH-8, D2)")
    forced = legal_actions(g, s) == [TAKE] if events else False
    s.round_log = s.round_log + ((seat, "take", s.level, g.families[s.top_family] if s.top_family >= 0 else None, False),)
    fog = g.fog
    stack = s.taken[seat]
    for k in s.pile:  # GH-8.1: the pile and the Fog beside it go to the taker
        insort(stack, k)
    stack.extend([fog] * s.fog_beside)
    taken_cards = tuple(g.card_ids[k] for k in s.pile) + ("fog",) * s.fog_beside if events else ()
    s.fp[seat] += 1  # GH-8.2
    s.took[seat] = True  # GH-8.3
    s.pile = []  # GH-8.4: level 0, no top family, direction unchanged
    s.fog_beside = 0
    s.level = 0
    s.top_family = -1
    s.phase = OPEN  # GH-8.5: the same player opens; no draw in between (GH-10)
    if events:
        return [PileTaken(seat, taken_cards, forced, s.fp[seat])]
    return []


def refill(g, s: GhostsState, k: int, card: str, events: bool) -> list[Event]:
    """GH-10: card ``k`` (already off the deck) goes to the player who just played;
    then GH-1(a): the next player with no cards ends the round."""
    seat = s.refill_seat
    insort(s.hands[seat], k)
    s.refill_seat = -1
    s.phase = PLAY
    out: list[Event] = []
    if events:
        out.append(CardDrawn(seat, card))
    if not s.hands[s.active]:
        end_round(g, s, out, events)  # GH-1(a), GH-12
    return out
