"""The Bot protocol and the bot registry.

A bot chooses one of ``legal`` from what its seat may know (``view``), with the
generator it is handed (so play is reproducible) and a budget (seconds and/or
iterations, for the search bots). ``reason`` is a one-line explanation of the
last choice for the game log: :class:`~ghostparlor.core.strings.Words` (shown in the
language chosen then, a seat in it as a :class:`~ghostparlor.core.strings.Seat`), falsy
when the bot has none.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from ghostparlor.core.protocol import Action, Game
from ghostparlor.core.strings import Words


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
_BOTS: dict[str, BotFactory] = {}
_LABELS: dict[str, str] = {}


def register_bot(name: str, factory: BotFactory, label_key: str = "") -> None:
    _BOTS[name] = factory
    _LABELS[name] = label_key or f"bot.{name}"


def bot_names(game: Game | None = None) -> list[str]:
    """Names of bots that can play ``game`` (all bots when None)."""
    from ghostparlor.ai import random_bot  # noqa: F401 - registers itself
    from ghostparlor.ai import heuristics  # noqa: F401 - registers the games' bots
    from ghostparlor.ai import search  # noqa: F401 - registers the search bots (normal, hard)

    if game is None:
        return list(_BOTS)
    out = []
    for name, factory in _BOTS.items():
        try:
            factory(game, 0)
        except KeyError:
            continue
        out.append(name)
    return out


def make_bot(name: str, game: Game, seat: int) -> Bot:
    bot_names()
    factory = _BOTS.get(name)
    if factory is None:
        raise KeyError(f"unknown bot {name!r}; bots: {', '.join(_BOTS)}")
    return factory(game, seat)
