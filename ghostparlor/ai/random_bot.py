"""The random bot: any legal action, uniformly. It needs no view at all."""

from __future__ import annotations

import random
from typing import Any, Sequence

from ghostparlor.ai.protocol import Budget
from ghostparlor.core.protocol import Action, Game


class RandomBot:
    name = "random"
    needs_view = False

    def __init__(self, game: Game | None = None, seat: int = 0) -> None:
        self.reason = ""

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Budget | None = None) -> Action:
        return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]
