"""Registers each game's heuristic bot as "easy": ghostparlor/games/<id>/bot.py defines
``make_easy_bot(game, seat)``."""

from __future__ import annotations

import importlib

from ghostparlor.ai.protocol import register_bot
from ghostparlor.core.protocol import Game


def _easy(game: Game, seat: int):
    try:
        module = importlib.import_module(f"ghostparlor.games.{game.id}.play.bot")
    except ModuleNotFoundError:
        raise KeyError(f"no easy bot for {game.id}") from None
    factory = getattr(module, "make_easy_bot", None)
    if factory is None:
        raise KeyError(f"no easy bot for {game.id}")
    return factory(game, seat)


register_bot("easy", _easy)
