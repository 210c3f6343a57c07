"""The Bot protocol.

A bot chooses one of ``legal`` from what its seat may know (``view``), with the
generator it is handed (so play is reproducible) and a budget (seconds and/or
iterations, for the search bots). ``reason`` is a one-line explanation of the
last choice for the game log: :class:`~ghostparlor.core.strings.Words` (shown in the
language chosen then, a seat in it as a :class:`~ghostparlor.core.strings.Seat`), falsy
when the bot has none.

The bots are listed by name in :mod:`ghostparlor.ai.registry`; its ``make_bot``,
``bot_names`` and ``parse_bot`` are re-exported here, where callers import them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from ghostparlor.ai.registry import bot_names, make_bot, parse_bot
from ghostparlor.core.protocol import Action, Game
from ghostparlor.core.strings import Words

__all__ = ["Bot", "BotFactory", "Budget", "bot_names", "make_bot", "parse_bot"]


@dataclass(frozen=True)
class Budget:
    seconds: float | None = None
    iterations: int | None = None


class Bot(Protocol):
    name: str
    needs_view: bool
    reason: Words | str

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Budget | None = None) -> Action: ...


BotFactory = Callable[[Game, int], Bot]
