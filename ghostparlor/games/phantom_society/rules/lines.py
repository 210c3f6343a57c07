"""PS-4, PS-5, D-1 to D-5, D-7: the eight lines from a ghost (skip empty squares and revealed
ghosts, stop at the first tile, never the ghost's own tile) and the devastation of a target.
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Event
from ghostparlor.games.phantom_society.rules.inference import DEVASTATE
from ghostparlor.games.phantom_society.rules.actions import Devastate
from ghostparlor.games.phantom_society.rules.search import remove
from ghostparlor.games.phantom_society.rules.state import GHOST_SLOTS, PLAY, PhantomSocietyState
from ghostparlor.games.phantom_society.rules.turns import square_of


def targets_of(g, s: PhantomSocietyState, seat: int) -> list[int]:
    """PS-4, PS-5: squares that are a legal target of one of ``seat``'s hidden ghosts (sorted)."""
    found = set()
    board = s.board
    for c in range(g.ncol):
        if s.owner[c] == seat and not s.revealed[c] and s.ghost_sq[c] >= 0:
            found.update(g.geo.targets(s.ghost_sq[c], board))
    return sorted(found)


def ghost_targets(g, s: PhantomSocietyState, colour: int) -> list[int]:
    if s.ghost_sq[colour] < 0 or s.revealed[colour]:
        return []
    return g.geo.targets(s.ghost_sq[colour], s.board)


def apply_devastate(g, s: PhantomSocietyState, action: Devastate, events: bool) -> list[Event]:
    if s.phase != PLAY or s.slot not in GHOST_SLOTS:
        raise IllegalAction(action, g.to_move(s), "it is not a ghost turn")
    seat = g.ghost_actor(s)
    sq = square_of(g, action, action.square, seat)
    if s.board[sq] < 0:
        raise IllegalAction(action, seat, f"{action.square} holds no tile")
    if sq not in g.targets_of(s, seat):  # PS-4, PS-5, D-1, D-3, D-4, D-5
        raise IllegalAction(action, seat, f"{action.square} is not a legal target of your hidden ghosts (PS-5)")
    return remove(g, s, seat, sq, DEVASTATE, events)
