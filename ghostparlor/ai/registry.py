"""The bot registry: every bot by name, each named by the module and the factory that make it.

A bot's module is imported only when a bot of that name is asked for, so this registry
imports no bot and no bot imports the registry: the imports point one way. A factory is
called as ``factory(game, seat)``, or with the parameters of a bot's name as keywords
(``hard:workers=2`` is ``make_hard(game, seat, workers="2")``); one that cannot play a game
raises KeyError (then the bot is not offered for it).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from ghostparlor.ai.protocol import Bot
    from ghostparlor.core.protocol import Game


class BotEntry:
    """Where a bot is made: ``factory`` in ``module``. ``listed`` is False for the research
    seats made by name only (never offered in the app)."""

    __slots__ = ("module", "factory", "listed")

    def __init__(self, module: str, factory: str, listed: bool = True) -> None:
        self.module = module
        self.factory = factory
        self.listed = listed


BOTS: dict[str, BotEntry] = {
    "random": BotEntry("ghostparlor.ai.random_bot", "RandomBot"),
    "easy": BotEntry("ghostparlor.ai.heuristics", "make_easy_bot"),  # each game's own heuristic
    "normal": BotEntry("ghostparlor.ai.search", "make_normal"),
    "hard": BotEntry("ghostparlor.ai.search", "make_hard"),
    # the research extra (needs OpenSpiel): made by name in the tournament, never in the app
    "openspiel-ismcts": BotEntry("ghostparlor.devtools.openspiel_ismcts", "OpenSpielISMCTS", listed=False),
}


def factory_of(name: str) -> Callable[..., Any]:
    """The factory of the bot called ``name`` (its module imported now)."""
    found = BOTS.get(name)
    if found is None:
        raise KeyError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}")
    return getattr(importlib.import_module(found.module), found.factory)


def bot_names(game: Game | None = None) -> list[str]:
    """Names of the listed bots that can play ``game`` (all of them when None)."""
    listed = [name for name, found in BOTS.items() if found.listed]
    if game is None:
        return listed
    out = []
    for name in listed:
        try:
            factory_of(name)(game, 0)
        except KeyError:
            continue
        out.append(name)
    return out


def parse_bot(name: str) -> tuple[str, dict[str, str]]:
    """A bot's name and its parameters: ``hard:workers=2`` is the hard bot searching in two
    worker processes, ``openspiel-ismcts:seconds=0.3`` OpenSpiel's IS-MCTS given 0.3 s (several: ``+``)."""
    base, _, rest = name.partition(":")
    params: dict[str, str] = {}
    for piece in filter(None, rest.split("+")):
        key, eq, value = piece.partition("=")
        if not eq or not key:
            raise ValueError(f"bot {name!r}: expected name:key=value, got {piece!r}")
        params[key.strip()] = value.strip()
    return base.strip(), params


def make_bot(name: str, game: Game, seat: int) -> Bot:
    """The bot called ``name`` (parameters after a colon) for ``seat`` of ``game``."""
    base, params = parse_bot(name)
    factory = factory_of(base)
    if not params:
        return factory(game, seat)
    try:
        return factory(game, seat, **params)
    except TypeError:
        raise ValueError(f"bot {base!r} takes no parameter {', '.join(sorted(params))}") from None
