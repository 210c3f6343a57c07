"""TH-A1, TH-A2 and D-12, D-14: what nobody at the table knows: the numbers of the
jewels lying face down (the draw pile's order is not even in the state). A full state
consistent with a view, and the face-down numbers dealt anew, for the search bots.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ghostparlor.games.treasure_hunters.rules.setup import unplaced
from ghostparlor.games.treasure_hunters.rules.state import (
    PHASE_NAMES,
    PLACE_JEWELS,
    TreasureHuntersState,
    TreasureHuntersView,
)

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def determinize(g: "TreasureHuntersGame", view: TreasureHuntersView, rng: random.Random) -> TreasureHuntersState:
    """A full state consistent with ``view`` (for the search bot): everything is public
    except the numbers of face-down jewels (TH-A1), dealt at random from the numbers
    nobody has seen; the draw pile is a multiset with no order to guess."""
    b = g.board
    s = TreasureHuntersState()
    s.n = view.players
    s.advanced = view.advanced
    s.putdown = view.allow_putdown
    s.phase = PHASE_NAMES.index(view.phase)
    s.turn = view.turn
    s.roll = view.roll
    s.draws_left = view.draws_left
    s.outcome = view.outcome
    s.pos = [b.node_index[p] for p in view.positions]
    s.ghosts = list(view.ghosts)
    s.haunted = list(view.haunted)
    s.supply = view.ghost_supply
    s.markers_left = view.markers_total - view.markers
    s.draw = [0] * len(g.card_ids)
    for cid, count in view.draw_pile:
        s.draw[g.card_index[cid]] = count
    s.draw_size = view.draw_size
    s.discard = [g.card_index[c] for c in view.discard]
    s.lock = g.card_index[view.lock_card] if view.lock_card is not None else -1
    known = {n for n in (*view.carried_number, *view.jewel_number, *view.delivered_numbers) if n}
    unknown = [n for n in range(1, g.jewel_count + 1) if n not in known]
    rng.shuffle(unknown)
    s.revealed = [False] * (g.jewel_count + 1)
    for n in known:
        s.revealed[n] = True

    def number(shown: int) -> int:
        return shown if shown else unknown.pop()

    s.carry = [number(n) if carrying else 0 for carrying, n in zip(view.carrying, view.carried_number)]
    s.room_jewel = [number(n) if has else 0 for has, n in zip(view.has_jewel, view.jewel_number)]
    s.delivered = [number(n) for n in view.delivered_numbers]
    return s


def resample_hidden(g: "TreasureHuntersGame", s: TreasureHuntersState, seat: int | None, rng: random.Random) -> TreasureHuntersState:
    """The face-down jewels' numbers dealt anew (the draw pile has no order to redraw)."""
    c = s.clone()
    rev = c.revealed
    slots: list[tuple[list[int], int]] = []
    pool: list[int] = []
    for group in (c.room_jewel, c.carry, c.delivered):
        for i, j in enumerate(group):
            if j and not rev[j]:
                slots.append((group, i))
                pool.append(j)
    if c.phase == PLACE_JEWELS:
        pool.extend(unplaced(g, c))
    rng.shuffle(pool)
    for (group, i), j in zip(slots, pool):
        group[i] = j
    return c
