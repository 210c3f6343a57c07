"""The "easy" bot: each game's own heuristic, the module its declaration names as its
``bot`` part (``ghostparlor/games/__init__.py``), which defines ``make_easy_bot(game, seat)``."""

from __future__ import annotations

from ghostparlor.core.protocol import Game
from ghostparlor.games import part


def make_easy_bot(game: Game, seat: int):
    module = part(game.id, "bot")
    if module is None:
        raise KeyError(f"no easy bot for {game.id}")
    return module.make_easy_bot(game, seat)
