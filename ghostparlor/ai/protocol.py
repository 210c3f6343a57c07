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


_UNLISTED: set[str] = set()  # bots made by name only (research seats), never offered in the app


def register_bot(name: str, factory: BotFactory, label_key: str = "", listed: bool = True) -> None:
    _BOTS[name] = factory
    _LABELS[name] = label_key or f"bot.{name}"
    if not listed:
        _UNLISTED.add(name)


def bot_names(game: Game | None = None) -> list[str]:
    """Names of bots that can play ``game`` (all bots when None)."""
    from ghostparlor.ai import random_bot  # noqa: F401 - registers itself
    from ghostparlor.ai import heuristics  # noqa: F401 - registers the games' bots
    from ghostparlor.ai import search  # noqa: F401 - registers the search bots (normal, hard)

    if game is None:
        return [name for name in _BOTS if name not in _UNLISTED]
    out = []
    for name, factory in _BOTS.items():
        if name in _UNLISTED:
            continue
        try:
            factory(game, 0)
        except KeyError:
            continue
        out.append(name)
    return out


def parse_bot(name: str) -> tuple[str, dict[str, str]]:
    """A bot's name and its parameters: ``hard:workers=2`` is the hard bot searching in two
    worker processes, ``openspiel-ismcts:seconds=0.3`` OpenSpiel's IS-MCTS given 0.3 s (several: ``+``)."""
    base, _, rest = name.partition(":")
    params: dict[str, str] = {}
    for part in filter(None, rest.split("+")):
        key, eq, value = part.partition("=")
        if not eq or not key:
            raise ValueError(f"bot {name!r}: expected name:key=value, got {part!r}")
        params[key.strip()] = value.strip()
    return base.strip(), params


def make_bot(name: str, game: Game, seat: int) -> Bot:
    bot_names()
    base, params = parse_bot(name)
    if base == "openspiel-ismcts" and base not in _BOTS:
        # research extra: not in the app's seat lists, registered when asked for by name
        from ghostparlor.ai import openspiel_ismcts  # noqa: F401

    factory = _BOTS.get(base)
    if factory is None:
        raise KeyError(f"unknown bot {base!r}; bots: {', '.join(_BOTS)}")
    if not params:
        return factory(game, seat)
    try:
        return factory(game, seat, **params)
    except TypeError:
        raise ValueError(f"bot {base!r} takes no parameter {', '.join(sorted(params))}") from None
