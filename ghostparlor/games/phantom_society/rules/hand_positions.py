"""Setting up Phantom Society positions by hand for PS-5 to PS-12 scenarios (tests, tutorials, the docs).

``position(game, ...)`` builds a removal-phase state from a few facts - which squares
hold which tiles, which are empty, where the ghosts are, the damage - and fills every other
square with a tile from what is left, so scenarios from the spec ("any square not mentioned
holds a tile with no ghost under it") read as they are written. The position it builds is a
possible one (state_from_json refuses any other, issue 23): a revealed ghost's square is
empty and one tile of its colour is set aside (PS-8); the tiles off the board are the
cheapest ones, or tiles adding up to the stated ``damage``; when the empty squares cannot
hold that much damage, more squares are emptied where no hidden ghost's line changes (PS-5).
"""

from __future__ import annotations

from typing import Any, Iterable


def tile_pool(game) -> list[str]:
    """Every tile id of the game, one entry per tile."""
    pool: list[str] = []
    for k, tid in enumerate(game.tile_ids):
        pool.extend([tid] * game.full_box[k])
    return pool


def _value(game, tid: str) -> int:
    return game.value_of[game.tile_index[tid]]


def board_with(game, fixed: dict[str, str] | None = None, empty: Iterable[str] = (),
               off: Iterable[str] = ()) -> dict[str, str]:
    """A board as ``{square: tile id}``: ``fixed`` squares hold the given tiles, ``empty``
    squares are empty, the tiles ``off`` are not on the board, and every other square gets a
    tile from what is left, cheapest first."""
    empty = set(empty)
    fixed = {sq: tid for sq, tid in (fixed or {}).items() if sq not in empty}
    pool = tile_pool(game)
    for tid in list(fixed.values()) + list(off):
        pool.remove(tid)
    pool.sort(key=lambda tid: (_value(game, tid), tid))
    board = {}
    for sq in game.square_names:
        if sq in fixed:
            board[sq] = fixed[sq]
        elif sq not in empty:
            board[sq] = pool.pop(0)
    return board


def _removed_worth(game, rest: list[str], count: int, damage: int | None) -> list[str] | None:
    """``count`` tiles of ``rest`` (sorted cheapest first) worth ``damage`` in all (the cheapest
    ``count`` without a damage), or None if no such tiles are left."""
    chosen, unused = rest[:count], rest[count:]
    if damage is None:
        return chosen
    total = sum(_value(game, t) for t in chosen)
    while total < damage:  # raise one tile at a time (values are consecutive)
        best = None
        for i, a in enumerate(chosen):
            for j, b in enumerate(unused):
                gain = _value(game, b) - _value(game, a)
                if 0 < gain <= damage - total and (best is None or gain > best[0]):
                    best = (gain, i, j)
        if best is None:
            return None
        gain, i, j = best
        chosen[i], unused[j] = unused[j], chosen[i]
        total += gain
    return chosen if total == damage else None


def position_json(game, players: int = 4, fixed=None, empty=(), ghosts=None, **kw: Any) -> dict[str, Any]:
    """The JSON of a removal-phase position; see :func:`position`."""
    empty = list(empty)
    fixed = {sq: tid for sq, tid in (fixed or {}).items() if sq not in empty}
    ghosts = dict(ghosts or {})
    damage = kw.pop("damage", None)
    over = {}  # the tile that was over each revealed ghost (a fixed one, else the cheapest of its colour)
    for colour, (sq, _owner, revealed) in ghosts.items():
        if revealed:
            if sq in fixed:
                over[colour] = fixed.pop(sq)
            if sq not in empty:
                empty.append(sq)  # PS-8: a revealed ghost's tile was removed
    hidden = [game.square_index[sq] for sq, _o, revealed in ghosts.values() if not revealed]
    while True:
        pool = tile_pool(game)
        for tid in list(fixed.values()) + list(over.values()):
            pool.remove(tid)
        pool.sort(key=lambda tid: (_value(game, tid), tid))
        aside = list(over.values())
        for colour, (_sq, _owner, revealed) in ghosts.items():
            if revealed and colour not in over:
                tile = next(t for t in pool if t.startswith(colour + "_"))
                pool.remove(tile)
                aside.append(tile)
        removed = _removed_worth(game, pool, len(empty) - len(aside), damage)
        if removed is not None or damage is None:
            break
        if sum(_value(game, t) for t in pool[: len(empty) - len(aside)]) > damage:
            raise ValueError(f"{len(empty) - len(aside)} removed tiles are worth more than damage {damage}")
        board = board_with(game, fixed, empty, aside + pool[: len(empty) - len(aside)])
        cells = [-1] * game.size
        for sq, tid in board.items():
            cells[game.square_index[sq]] = game.tile_index[tid]
        lines = {q for g in hidden for q in game.geo.targets(g, cells)}
        spare = [sq for sq in reversed(game.square_names) if sq not in fixed and sq not in empty
                 and game.square_index[sq] not in lines and game.square_index[sq] not in hidden]
        if not spare:
            raise ValueError(f"no position has damage {damage} with these tiles")
        empty.append(spare[0])  # one more removed tile, opening no ghost's line
    data: dict[str, Any] = {
        "players": players,
        "mode": kw.pop("mode", "standard"),
        "phase": kw.pop("phase", "play"),
        "first_master": kw.pop("first_master", "G1"),
        "board": board_with(game, fixed, empty, aside + removed),
        "set_aside": {tid: aside.count(tid) for tid in set(aside)},
        "ghosts": {
            colour: {"square": sq, "owner": owner, "revealed": revealed}
            for colour, (sq, owner, revealed) in ghosts.items()
        },
    }
    if damage is not None:
        data["damage"] = damage
    data.update(kw)
    return data


def position(game, players: int = 4, fixed=None, empty=(), ghosts=None, **kw: Any):
    """A removal-phase state. ``ghosts`` maps a colour to ``(square, owner seat, revealed)``;
    other keys are those of the state JSON (``damage``, ``slot``, ``history``, ...). The
    defaults are the standard game with the first ghost turn to G1 (as in the spec's
    acceptance scenarios) and G1 to move."""
    return game.state_from_json(position_json(game, players, fixed, empty, ghosts, **kw))
