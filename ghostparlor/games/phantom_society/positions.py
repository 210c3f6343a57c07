"""Setting up Phantom Society positions by hand (scenario tests, tutorials, the docs).

``position(game, ...)`` builds a removal-phase state from a few facts - which squares
hold which tiles, which are empty, where the ghosts are - and fills every other square
with a tile from what is left, so scenarios from the spec ("any square not mentioned
holds a tile with no ghost under it") read as they are written.
"""

from __future__ import annotations

from typing import Any, Iterable


def tile_pool(game) -> list[str]:
    """Every tile id of the game, one entry per tile."""
    pool: list[str] = []
    for k, tid in enumerate(game.tile_ids):
        pool.extend([tid] * game.full_box[k])
    return pool


def board_with(game, fixed: dict[str, str] | None = None, empty: Iterable[str] = ()) -> dict[str, str]:
    """A board as ``{square: tile id}``: ``fixed`` squares hold the given tiles, ``empty``
    squares are empty, and every other square gets a tile from what is left, cheapest first."""
    fixed = dict(fixed or {})
    empty = set(empty)
    pool = tile_pool(game)
    for tid in fixed.values():
        pool.remove(tid)
    pool.sort(key=lambda tid: (game.value_of[game.tile_index[tid]], tid))
    board = {}
    for sq in game.square_names:
        if sq in fixed:
            board[sq] = fixed[sq]
        elif sq not in empty:
            board[sq] = pool.pop(0)
    return board


def position_json(game, players: int = 4, fixed=None, empty=(), ghosts=None, **kw: Any) -> dict[str, Any]:
    """The JSON of a removal-phase position; see :func:`position`."""
    data: dict[str, Any] = {
        "players": players,
        "mode": kw.pop("mode", "standard"),
        "phase": kw.pop("phase", "play"),
        "first_master": kw.pop("first_master", "G1"),
        "board": board_with(game, fixed, empty),
        "ghosts": {
            colour: {"square": sq, "owner": owner, "revealed": revealed}
            for colour, (sq, owner, revealed) in (ghosts or {}).items()
        },
    }
    data.update(kw)
    return data


def position(game, players: int = 4, fixed=None, empty=(), ghosts=None, **kw: Any):
    """A removal-phase state. ``ghosts`` maps a colour to ``(square, owner seat, revealed)``;
    other keys are those of the state JSON (``damage``, ``slot``, ``history``, ...). The
    defaults are the standard game with the first ghost turn to G1 (as in the spec's
    acceptance scenarios) and G1 to move."""
    return game.state_from_json(position_json(game, players, fixed, empty, ghosts, **kw))
