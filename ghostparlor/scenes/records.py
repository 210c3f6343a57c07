"""Statistics (one game at a time, a card per player name) and the list of finished games.

The statistics are ``records_stats.py``, the list ``records_games.py``, what they share
``records_common.py``; the replay viewer itself is ``scenes/replay.py``. Here: the names
the title screen, the tools and the tests import, and the states for check-layout.
"""

from __future__ import annotations

from typing import Any, Callable

from ghostparlor.scenes.records_common import game_ids, game_name, is_cooperative, tab_name
from ghostparlor.scenes.records_games import COLUMNS, Listed, ReplaysScene, read_listing, sample_listing
from ghostparlor.scenes.records_stats import LEVELS, StatsScene, sample_stats

__all__ = ["COLUMNS", "LEVELS", "Listed", "ReplaysScene", "StatsScene", "game_ids", "game_name", "is_cooperative",
           "layout_states", "read_listing", "sample_listing", "sample_stats", "tab_name"]


# --- states for check-layout (no file is read or written) -----------------------------------------


def layout_states() -> list[tuple[str, str, Callable[[Any], Any]]]:
    """(scene, state, factory) for ``ghostparlor check-layout``."""
    from ghostparlor.persistence import stats

    states: list[tuple[str, str, Callable[[Any], Any]]] = [
        ("stats", "empty", lambda app: StatsScene(app, data=stats.empty())),
    ]
    for gid in game_ids():
        states.append(("stats", f"many names: {gid}", lambda app, g=gid: StatsScene(app, data=sample_stats(), game_id=g)))

    def scrolled(app):
        scene = StatsScene(app, data=sample_stats(), game_id=game_ids()[0])
        scene.cards.scroll_to(scene.cards.max_scroll)
        return scene

    def one_game_only(app):
        data = sample_stats(("Ida",), 2)
        data["games"] = {game_ids()[1]: data["games"][game_ids()[1]]}
        return StatsScene(app, data=data, game_id=game_ids()[0])

    def sorted_by_players(app):
        scene = ReplaysScene(app, listing=sample_listing())
        scene.sort_by("players")
        return scene

    states += [
        ("stats", "scrolled to the end", scrolled),
        ("stats", "a game not played yet", one_game_only),
        ("replays", "empty", lambda app: ReplaysScene(app, listing=[])),
        ("replays", "14 games", lambda app: ReplaysScene(app, listing=sample_listing())),
        ("replays", "sorted by players", sorted_by_players),
    ]
    return states
