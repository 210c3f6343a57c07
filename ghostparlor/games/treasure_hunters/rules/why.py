"""TH-1, TH-7 to TH-11, TH-17, TH-A2, TH-A4 and D-2, D-8: why a move cannot be played now,
in the words the table shows a player who clicks a place they cannot end on (the string
table's ``treasure_hunters.ui.why.*``). Asked through the seat's feed
(``SeatFeed.why_illegal``), so a table never re-derives the movement rules.

Who is asking (a spectator, another seat while it is not theirs to move) is the table's
business; this answers for the state alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ghostparlor.core.protocol import Action, Game
from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules.actions import Move
from ghostparlor.games.treasure_hunters.rules.board import HALL
from ghostparlor.games.treasure_hunters.rules.ghosts import locked_colour
from ghostparlor.games.treasure_hunters.rules.movement import is_trapped, may_end_on
from ghostparlor.games.treasure_hunters.rules.state import MOVE, OVER, PICKUP, TreasureHuntersState

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame

WHY = "treasure_hunters.ui.why."


def why_illegal(g: "TreasureHuntersGame", s: TreasureHuntersState, action: Action) -> str | None:
    """Why ``action`` cannot be played in ``s`` (None when it can). A :class:`Move` gets the
    movement rule it breaks; any other action the protocol's default answer."""
    if s.phase == OVER:
        return t(WHY + "over")  # TH-19 to TH-22: the game has ended
    if not isinstance(action, Move):
        return Game.why_illegal(g, s, action)
    if s.phase == PICKUP:
        return t(WHY + "jewel_first")  # TH-1 step 4 comes before the next move
    if s.phase != MOVE:
        return t(WHY + "wait")  # TH-1 steps 1, 2 and 5 are chance steps
    b = g.board
    node = b.node_index.get(action.to, -1)
    if node >= 0 and may_end_on(g, s, node):
        return None
    pawn = s.turn
    if is_trapped(g, s, pawn):
        return t(WHY + "trapped", room=g.room_name(b.node_ids[s.pos[pawn]]))  # TH-17: it can only stay
    if node < 0:
        return t(WHY + "unreachable")
    start = s.pos[pawn]
    carrier = s.carry[pawn] > 0
    out_ok = not (carrier and s.advanced and s.carry[pawn] != len(s.delivered) + 1)
    if node == b.out and not out_ok:
        return t(WHY + "jewel_order", number=len(s.delivered) + 1)  # TH-A2: the next number first
    locked = locked_colour(g, s)
    dist = b.distances(start, locked, s.haunted, carrier, out_ok)  # TH-8, TH-10, D-8
    if node in dist:
        d = dist[node]
        if d > s.roll:
            return t(WHY + "too_far", spaces=d, roll=s.roll)  # TH-7: up to the roll
        if b.kind[node] == HALL and any(p == node for i, p in enumerate(s.pos) if i != pawn):
            return t(WHY + "occupied")  # TH-9: one pawn per hallway square
        return t(WHY + "cannot")
    if locked is not None and node in b.distances(start, None, s.haunted, carrier, out_ok):
        return t(WHY + "locked", colour=g.colour_name(b.colours[locked]))  # TH-A4
    if carrier and node in b.distances(start, locked, None, carrier, out_ok):
        return t(WHY + "haunted_path")  # TH-17, D-2: a carrier enters a haunted room only as its last space
    return t(WHY + "unreachable")  # TH-8, TH-11: no way leads there
