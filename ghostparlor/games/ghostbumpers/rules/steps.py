"""GB-1 to GB-9 and D-4, D-7, D-11: the steps of the protocol. Who may do what now (GB-3
burying S, GB-6 playing, GB-9 and D-7 discarding), the chance outcomes (the first start-card
holder; a card drawn from the shuffled pile, with probability count/size) and applying an
action, handed to the rule family it belongs to.
"""

from __future__ import annotations

import random

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.chance import counted_outcomes, draw_counted
from ghostparlor.core.protocol import CHANCE, Action, Event

from . import deal, plays, refill, setup
from .actions import ZERO_TEN, ChooseFirstPlayer, DiscardCard, DrawCard, PlayCards, PlayZeroTen, SetScareLevel
from .state import DEAL, DISCARD, FIRST_PLAYER, PAY, PLAY, REFILL, SCARE, GhostbumpersState


def legal_actions(g, s: GhostbumpersState) -> list[Action]:
    phase = s.phase
    if phase == PLAY:
        return plays.legal_plays(g, s)
    if phase == DISCARD or phase == PAY:
        hand = s.hands[s.active]
        return [g.discard_actions[v] for v in range(10) if hand[v]]  # GB-9, D-7: any card held
    if phase == SCARE:
        return g.scare_actions[1:s.deck[s.active] + 2]  # GB-3: p in 1..7
    return []


def chance_outcomes(g, s: GhostbumpersState) -> list[tuple[Action, float]]:
    if s.phase == FIRST_PLAYER:
        return [(ChooseFirstPlayer(seat), 1.0 / s.n) for seat in range(s.n)]
    if s.phase == DEAL or s.phase == REFILL:
        return counted_outcomes(s.pile, g.draw_actions, s.pile_size)
    return []


def sample_chance(g, s: GhostbumpersState, rng: random.Random) -> Action:
    if s.phase == FIRST_PLAYER:
        return ChooseFirstPlayer(rng.randrange(s.n))
    if s.phase != DEAL and s.phase != REFILL:
        raise IllegalAction(None, g.to_move(s), "no chance step is due")
    card = draw_counted(s.pile, s.pile_size, rng)
    if card < 0:
        raise IllegalAction(None, CHANCE, "the draw pile is empty")  # pragma: no cover
    return g.draw_actions[card]


def apply(g, s: GhostbumpersState, action: Action, events: bool = True) -> list[Event]:
    cls = action.__class__
    if cls is PlayCards:
        return plays.play(g, s, action, action.card, action.count, -1, events)
    if cls is DrawCard:
        return draw(g, s, action, events)
    if cls is PlayZeroTen:
        if action.announce not in (0, 10):
            raise IllegalAction(action, g.to_move(s), "the 0/10 card is announced as 0 or as 10 (GB-11)")
        return plays.play(g, s, action, ZERO_TEN, 1, action.announce, events)
    if cls is SetScareLevel:
        return setup.set_scare(g, s, action, events)
    if cls is DiscardCard:
        return refill.discard(g, s, action, events)
    if cls is ChooseFirstPlayer:
        return setup.choose_first_player(g, s, action, events)
    raise IllegalAction(action, g.to_move(s), "not an action of Ghostbumpers")


def draw(g, s: GhostbumpersState, action: DrawCard, events: bool) -> list[Event]:
    """A card off the draw pile: dealt (GB-2) or drawn as a refill (GB-7)."""
    phase = s.phase
    if phase != DEAL and phase != REFILL:
        raise IllegalAction(action, g.to_move(s), "no card is to be drawn now")
    v = action.card
    if not (isinstance(v, int) and 0 <= v <= 9) or s.pile[v] <= 0:
        raise IllegalAction(action, CHANCE, f"no card {v} is in the draw pile")
    s.pile[v] -= 1
    s.pile_size -= 1
    if phase == REFILL:
        return refill.drawn(g, s, v, events)
    return deal.deal_card(g, s, v, events)


def all_actions(g, s: GhostbumpersState) -> list[Action]:
    plays = [a for row in g.play_actions for a in row if a is not None]
    return [
        *g.scare_actions[1:], *plays, *g.zero_ten_actions, PlayCards(0, 1), *g.discard_actions,
        *g.draw_actions, *(ChooseFirstPlayer(i) for i in range(s.n)),
    ]
