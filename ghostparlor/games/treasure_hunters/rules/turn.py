"""TH-1 and D-5: whose turn it is: every pawn takes its own full turn, in pawn order,
and pawn ``i`` belongs to seat ``i % seats``; between a pawn's steps chance is to move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games.treasure_hunters.rules.state import MOVE, OVER, PICKUP, ROLL, TreasureHuntersState

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def to_move(g: "TreasureHuntersGame", s: TreasureHuntersState) -> int:
    phase = s.phase
    if phase == MOVE or phase == PICKUP:
        return s.turn % s.n  # D-5: pawn i belongs to seat i mod seats
    if phase == OVER:
        return TERMINAL
    return CHANCE


def end_turn(g: "TreasureHuntersGame", s: TreasureHuntersState) -> None:
    s.turn = (s.turn + 1) % len(s.pos)  # D-5: pawns in order
    s.roll = 0
    s.draws_left = 0
    s.phase = ROLL
