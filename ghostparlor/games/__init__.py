"""The game registry: permanent ids, registered explicitly (never discovered).

An id is never reused once retired. ``implemented`` is False for games whose
rules are not in yet; the title screen shows them as coming soon.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable, NamedTuple

if TYPE_CHECKING:  # the registry stays light: the title screen imports it at start-up
    from ghostparlor.core.protocol import Game


class GameEntry(NamedTuple):
    id: str
    players: tuple[int, int]
    implemented: bool
    factory: "Callable[[], Game] | None" = None


def _ghosts() -> "Game":
    from ghostparlor.games.ghosts.rules import GhostsGame

    return GhostsGame()


REGISTRY: dict[str, GameEntry] = {
    "ghostbumpers": GameEntry("ghostbumpers", (3, 6), False),
    "ghosts": GameEntry("ghosts", (2, 6), True, _ghosts),
    "phantom_society": GameEntry("phantom_society", (2, 4), False),
    "dont_go_in_there": GameEntry("dont_go_in_there", (2, 5), False),
    "treasure_hunters": GameEntry("treasure_hunters", (1, 4), False),
}

RETIRED_IDS: frozenset[str] = frozenset()


def implemented_ids() -> list[str]:
    return [gid for gid, entry in REGISTRY.items() if entry.implemented]


@lru_cache(maxsize=None)
def load_game(game_id: str) -> "Game":
    """The rules of ``game_id`` bound to its content (loaded and validated once)."""
    entry = REGISTRY.get(game_id)
    if entry is None:
        raise KeyError(f"unknown game {game_id!r}; games: {', '.join(REGISTRY)}")
    if not entry.implemented or entry.factory is None:
        raise KeyError(f"the rules of {game_id!r} are not in yet")
    return entry.factory()
