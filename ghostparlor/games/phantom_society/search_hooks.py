"""What the search bots (ghostparlor.ai.search) know about Phantom Society beyond the
rules: a hunter's belief about where the ghosts hide.

``determinize`` alone draws every hiding place consistent with the record evenly. A
person reads the record more sharply: masters devastate from where they hide, so a
square whose ghost could have made more of the logged devastations is likelier. The
belief draws the hiding places with the same likelihood the easy hunter uses
(``PhantomSocietyEasyBot.NEAR``), still only from places consistent with everything
the seat has seen.
"""

from __future__ import annotations

import random
from typing import Any

from ghostparlor.games.phantom_society.bot import PhantomSocietyEasyBot


class PhantomSocietyBelief:
    def __init__(self, game: Any) -> None:
        self.game = game
        self._reader = PhantomSocietyEasyBot(game, 0)
        self._view: Any = None
        self._draw = None

    def _sampler(self, view: Any):
        if self._view is not view:
            self._view = view
            self._draw = None
            if view.ghosts is None and view.phase == "play":
                hyp = self._reader._hypotheses(view)
                factor = 1.0 + self._reader.NEAR
                self._draw = hyp.weighted_sampler([{sq: factor ** n for sq, n in col.items()} for col in hyp.explained()])
        return self._draw

    def determinize(self, view: Any, rng: random.Random) -> Any:
        return self.game.determinize(view, rng, draw_ghosts=self._sampler(view))


def make_belief(game) -> PhantomSocietyBelief:
    return PhantomSocietyBelief(game)
