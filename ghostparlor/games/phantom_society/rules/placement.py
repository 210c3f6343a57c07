"""Section 3.3, PS-2, PS-3, D-12: placing the tiles face up, one per turn, on any empty square,
through the slots from H1 until the board is full (a seat filling two slots places every other tile).
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Event
from ghostparlor.games.phantom_society.rules.actions import ActionList, PlaceTile
from ghostparlor.games.phantom_society.rules.events import TilePlaced
from ghostparlor.games.phantom_society.rules.state import HIDE, PLACE, PhantomSocietyState
from ghostparlor.games.phantom_society.rules.turns import square_of


def legal_placements(g, s: PhantomSocietyState) -> list[Action]:
    """Section 3.3: any of the seat's tiles on any empty square."""
    supply = s.supply[s.slot_seats[s.slot]]
    board = s.board
    empties = [sq for sq in range(g.size) if board[sq] < 0]
    out: list[Action] = ActionList()
    for k, count in enumerate(supply):
        if count:
            row = g.place_actions[k]
            out.extend([row[sq] for sq in empties])
    return out


def apply_place(g, s: PhantomSocietyState, action: PlaceTile, events: bool) -> list[Event]:
    if s.phase != PLACE:
        raise IllegalAction(action, g.to_move(s), "tiles are placed only before the ghosts hide")
    seat = s.slot_seats[s.slot]
    sq = square_of(g, action, action.square, seat)
    k = g.kind_index.get((g.colour_index.get(action.colour, -1), action.value), -1)
    if k < 0 or s.supply[seat][k] <= 0:
        raise IllegalAction(action, seat, f"seat {seat + 1} holds no {action.colour} {action.value} tile")
    if s.board[sq] >= 0:
        raise IllegalAction(action, seat, f"{action.square} already holds a tile")
    s.supply[seat][k] -= 1
    s.board[sq] = k
    s.slot = (s.slot + 1) % 4  # section 3.3: clockwise through the slots
    out: list[Event] = [TilePlaced(seat, action.colour, action.value, action.square)] if events else []
    if -1 not in s.board:
        s.phase = HIDE  # section 3.5
        s.hide_step = 0
    return out
