"""What the search bots (ghostparlor.ai.search) know about Phantom Society beyond the
rules: a hunter's belief about where the ghosts hide, and a faster way to play the easy bot
in playouts (``make_rollout``, from rollout.py: the bot's own choices read from the imagined
state's numbers instead of a view built at every step; see the end of this module).

``determinize`` alone draws every hiding place consistent with the record evenly. A
person reads the record more sharply, in two ways, and so does this belief:

* **Where a ghost likes to hide.** Masters hide their ghosts where they reach value:
  under a tile whose neighbours (the first tile in each of the 8 directions, on the
  full board as it was when the ghosts hid) are worth much. A candidate square
  weighs ``HIDE_FLOOR + (1 - HIDE_FLOOR) * exp((reach value - best reach value of that
  colour) / HIDE_TAU)``: the likeliest hiding places of a colour stand out, and a
  master who hides elsewhere (in a corner, say) is still looked for.
* **What the devastations explain.** Masters devastate from where they hide, so a
  square whose ghost could have made more of the logged devastations is likelier
  (the easy hunter's likelihood, ``PhantomSocietyEasyBot.NEAR``).

The hiding places are drawn exactly from the factored hypotheses with those weights
(``Hypotheses.weighted_sampler``), so every draw stays consistent with everything
the seat has seen. Measured with benchmarks/belief_quality.py (20 seeded games of
easy bots, at every hunter turn): a draw puts a hidden ghost on its true square 42.7%
of the time with 2 players and 45.2% with 4; even draws 24.1% and 28.6%; the
devastations' weights alone about 25% and 29.5%; without the floor 46.2% and 49.0%.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ghostparlor.games.phantom_society.play.bot import PhantomSocietyEasyBot

HIDE_TAU = 1.5
"""How sharply the belief trusts "ghosts hide where they reach value" (in points of
reach value; smaller is sharper). 1.0 draws the true square 48.4% of the time against
easy masters with 2 players, 1.5 45.7%, 3.0 39.3%; 1.5 leaves room for masters with
other tastes."""

HIDE_FLOOR = 0.05
"""Every consistent square keeps at least this share of the best square's weight, so a
master with an unusual taste cannot hide from the bots for good (it costs 3.5 points of
the measure above against easy masters)."""

OWN_VALUE = 0.2
"""A hiding place's own tile counts this much of its value (a dear tile is one more
the hunters are loath to search)."""


class PhantomSocietyBelief:
    def __init__(self, game: Any) -> None:
        self.game = game
        self._reader = PhantomSocietyEasyBot(game, 0)
        self._view: Any = None
        self._draw = None

    def hiding_values(self, view: Any) -> list[float]:
        """Per square: what a ghost hidden there reached when the ghosts hid (the values
        of the first tiles in the 8 directions on the full board), plus OWN_VALUE of
        its own tile. The board then is today's board with every logged removal put back."""
        reader = self._reader
        full = reader.board_values(view)
        for _turn, _seat, _slot, _kind, square, tile, _revealed in view.log:
            if square and tile is not None:
                full[reader.index[square]] = reader.value_of_tile[tile]
        geo = reader.geo
        return [sum(full[q] for q in geo.targets(sq, full)) + OWN_VALUE * max(0, full[sq]) for sq in range(geo.size)]

    def weights(self, view: Any, hyp: Any) -> list[dict[int, float]]:
        """Per colour, the weight of each candidate square (see the module text)."""
        hide = self.hiding_values(view)
        factor = 1.0 + self._reader.NEAR
        out = []
        for col in hyp.explained():
            best = max((hide[sq] for sq in col), default=0.0)
            out.append({sq: factor ** n * (HIDE_FLOOR + (1.0 - HIDE_FLOOR) * math.exp((hide[sq] - best) / HIDE_TAU))
                        for sq, n in col.items()})
        return out

    def _sampler(self, view: Any):
        if self._view is not view:
            self._view = view
            self._draw = None
            if view.ghosts is None and view.phase == "play":
                hyp = self._reader.hypotheses(view)
                self._draw = hyp.weighted_sampler(self.weights(view, hyp))
        return self._draw

    def determinize(self, view: Any, rng: random.Random) -> Any:
        return self.game.determinize(view, rng, draw_ghosts=self._sampler(view))


def make_belief(game) -> PhantomSocietyBelief:
    return PhantomSocietyBelief(game)


def make_rollout(game, policy):
    """The playouts' policy: ``choose(state, seat, legal, rng)`` returns exactly what
    ``policy[seat].choose(game.view(state, seat), legal, rng)`` returns and draws the same
    random numbers (tests/ai/test_rollouts.py), reading only what that view would show."""
    from ghostparlor.games.phantom_society.play.rollout import PhantomSocietyRollout

    return PhantomSocietyRollout(game, policy)
