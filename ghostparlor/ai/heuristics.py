"""Registers each game's heuristic bot (from ghostparlor/games/<id>/bot.py) as "easy"."""

from __future__ import annotations

from ghostparlor.ai.protocol import register_bot
from ghostparlor.core.protocol import Game


def _easy(game: Game, seat: int):
    if game.id == "ghosts":
        from ghostparlor.games.ghosts.bot import GhostsHeuristicBot

        return GhostsHeuristicBot(game, seat)
    raise KeyError(f"no easy bot for {game.id}")


register_bot("easy", _easy)
