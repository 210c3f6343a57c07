"""GH-1: whose turn it is in Ghosts and what an action does.

GH-1(b) the player to act plays a card (play.py) or takes the pile (taking.py);
chance picks round 1's first player (S-3) and draws cards (S-4, S-5 in setup.py,
GH-10 in taking.py).
"""

from __future__ import annotations

import random

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.chance import counted_outcomes, draw_counted
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action

from . import setup
from .actions import TAKE, ChooseFirstPlayer, DrawCard, PlayCard, TakePile
from .events import Event
from .play import play
from .taking import refill, take
from .state import DEAL, FIRST_PLAYER, OPEN, OVER, PLAY, REFILL, GhostsState


def to_move(g, s: GhostsState) -> int:
    phase = s.phase
    if phase == PLAY or phase == OPEN:
        return s.active
    if phase == OVER:
        return TERMINAL
    return CHANCE


def apply(g, s: GhostsState, action: Action, events: bool = True) -> list[Event]:
    cls = action.__class__
    if cls is PlayCard:
        return play(g, s, action, events)
    if cls is DrawCard:
        return draw(g, s, action, events)
    if cls is TakePile:
        return take(g, s, events)
    if cls is ChooseFirstPlayer:
        return setup.choose_first_player(g, s, action, events)
    raise IllegalAction(action, g.to_move(s), "not an action of Ghosts")


def draw(g, s: GhostsState, action: DrawCard, events: bool) -> list[Event]:
    """Chance: the top card of the deck, dealt (S-4, S-5) or drawn as a refill (GH-10)."""
    phase = s.phase
    if phase != DEAL and phase != REFILL:
        raise IllegalAction(action, g.to_move(s), "no card is to be drawn now")
    k = g.kind_of.get(action.card, -1)
    if k < 0 or s.deck[k] <= 0:
        raise IllegalAction(action, CHANCE, f"no {action.card} is left in the deck")
    s.deck[k] -= 1
    s.deck_size -= 1
    if phase == REFILL:
        return refill(g, s, k, action.card, events)
    return setup.deal(g, s, k, action.card, events)


def chance_outcomes(g, s: GhostsState) -> list[tuple[Action, float]]:
    if s.phase == FIRST_PLAYER:
        return [(ChooseFirstPlayer(seat), 1.0 / s.n) for seat in range(s.n)]
    if s.phase == DEAL or s.phase == REFILL:
        return counted_outcomes(s.deck, g.draw_actions, s.deck_size)
    return []


def sample_chance(g, s: GhostsState, rng: random.Random) -> Action:
    if s.phase == FIRST_PLAYER:
        return ChooseFirstPlayer(rng.randrange(s.n))
    card = draw_counted(s.deck, s.deck_size, rng)
    if card < 0:
        raise IllegalAction(None, CHANCE, "the deck is empty")  # pragma: no cover
    return g.draw_actions[card]


def all_actions(g, s: GhostsState) -> list[Action]:
    return [*g.play_actions, TAKE, *g.draw_actions, *(ChooseFirstPlayer(i) for i in range(s.n))]
