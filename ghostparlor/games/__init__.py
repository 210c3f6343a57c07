"""The game registry: permanent ids, registered explicitly (never discovered).

An id is never reused once retired. ``rules`` is True once the game's rules are in
(then the simulator, the protocol tests and validate-data cover it); ``screen`` is
True once it can be played in the window (else the title screen shows "coming soon").
Each game lives in ``ghostparlor/games/<id>/``: its ``rules`` package defines ``load_spec(data_dir=None)``
and the game class named in the entry; ``scene.py`` defines ``make_table(scene)``.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the registry stays light: the title screen imports it at start-up
    from ghostparlor.core.protocol import Game


class GameEntry:
    """One registered game (a plain class: the registry is read at start-up)."""

    __slots__ = ("id", "players", "rules", "screen", "game_class")

    def __init__(self, id: str, players: tuple[int, int], rules: bool, screen: bool, game_class: str) -> None:
        self.id = id
        self.players = players
        self.rules = rules
        self.screen = screen
        self.game_class = game_class  # the class in ghostparlor/games/<id>/rules/game.py

    @property
    def implemented(self) -> bool:
        """Playable in the window (rules and screen)."""
        return self.rules and self.screen


REGISTRY: dict[str, GameEntry] = {
    "ghostbumpers": GameEntry("ghostbumpers", (3, 6), rules=True, screen=True, game_class="GhostbumpersGame"),
    "ghosts": GameEntry("ghosts", (2, 6), rules=True, screen=True, game_class="GhostsGame"),
    "phantom_society": GameEntry("phantom_society", (2, 4), rules=True, screen=True, game_class="PhantomSocietyGame"),
    "dont_go_in_there": GameEntry("dont_go_in_there", (2, 5), rules=True, screen=True, game_class="DontGoInThereGame"),
    "treasure_hunters": GameEntry("treasure_hunters", (1, 4), rules=True, screen=True, game_class="TreasureHuntersGame"),
}

RETIRED_IDS: frozenset[str] = frozenset()


def implemented_ids() -> list[str]:
    """Games whose rules are in (the protocol tests, the simulator and validate-data use them)."""
    return [gid for gid, entry in REGISTRY.items() if entry.rules]


def rules_module(game_id: str):
    return importlib.import_module(f"ghostparlor.games.{game_id}.rules")


@lru_cache(maxsize=None)
def load_game(game_id: str) -> "Game":
    """The rules of ``game_id`` bound to its content (loaded and validated once)."""
    entry = REGISTRY.get(game_id)
    if entry is None:
        raise KeyError(f"unknown game {game_id!r}; games: {', '.join(REGISTRY)}")
    if not entry.rules:
        raise KeyError(f"the rules of {game_id!r} are not in yet")
    return getattr(rules_module(game_id), entry.game_class)()
