"""The search's playouts without a view per step: the easy bot's decisions read straight
from the imagined state (issue 24, part 3).

:func:`make_rollout` gives ``SearchBot._playout`` a ``choose(state, seat, legal, rng)`` that
builds the bot's :class:`~ghostparlor.games.treasure_hunters.play.facts.Facts` from the state
(aliasing its lists, nothing copied) and calls the same decision code the bot runs on a
view, so it returns the same action and draws the same random numbers
(``tests/ai/test_rollouts.py``). It reads only what the view shows: jewel numbers only
through the face-up ones (``revealed``), a carried jewel and a room's jewel only as there
or not, the draw pile as counts (the view's contents, never an order).

The state is one the search imagined (``determinize`` from a view): a real game's
decisions still go through the bot and its view.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from ghostparlor.core.protocol import Action
from ghostparlor.games.treasure_hunters.rules.state import PICKUP
from ghostparlor.games.treasure_hunters.play.facts import Facts


def make_rollout(game: Any, policy: Sequence[Any]) -> Callable[[Any, int, Sequence[Action], random.Random], Action]:
    """``choose(state, seat, legal, rng)``: what ``policy[seat]`` chooses on the seat's view."""
    card_arg = game.card_arg

    def choose(s: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        bot = policy[seat]
        if s.advanced:
            rev = s.revealed
            carried = [j if j and rev[j] else 0 for j in s.carry]
            numbers = [j if j and rev[j] else 0 for j in s.room_jewel]
        else:
            carried = numbers = None  # the basic game never reads them (no number is ever face up)
        w = Facts(s.pos, s.carry, carried, s.haunted, s.ghosts, s.room_jewel, numbers,
                  card_arg[s.lock] if s.lock >= 0 else None, s.advanced, len(s.delivered) + 1, s.turn,
                  s.draw, True)
        if s.phase == PICKUP:
            return bot.jewel_step(w, legal)
        if len(legal) == 1:
            return legal[0]
        return bot.move(w, legal, rng)[0]

    return choose
