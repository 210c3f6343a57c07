"""Section 3, TH-A1 and D-5: set-up: pawns per seat count, every pawn outside, one
ghost in each start room, the deck of the mode, and the jewels laid face down into the
jewel rooms (their numbers dealt by chance, one jewel room after another).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, Event
from ghostparlor.games.treasure_hunters.rules.actions import PlaceJewel
from ghostparlor.games.treasure_hunters.rules.events import JewelPlaced
from ghostparlor.games.treasure_hunters.rules.ghosts import full_deck
from ghostparlor.games.treasure_hunters.rules.state import PLACE_JEWELS, ROLL, TreasureHuntersState

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def pawn_count(g: "TreasureHuntersGame", players: int) -> int:
    """Pawns for ``players`` seats (section 1, D-5)."""
    return g.pawns_by_players[players - g.spec.min_players]


def new_state(g: "TreasureHuntersGame", players: int, options: dict[str, Any] | None = None) -> TreasureHuntersState:
    """Section 3: the position before the jewels are placed (a chance step, TH-A1)."""
    options = g.normalize_options(players, options)
    s = TreasureHuntersState()
    s.n = players
    s.advanced = bool(options.get("advanced", False))
    s.putdown = bool(options.get("advanced_allow_putdown", False)) and s.advanced
    pawns = pawn_count(g, players)
    s.pos = [g.board.out] * pawns  # section 3.1: every pawn starts outside
    s.carry = [0] * pawns
    s.room_jewel = [0] * g.rooms
    s.revealed = [False] * (g.jewel_count + 1)
    s.ghosts = [0] * g.rooms
    for r in g.board.ghost_start:  # section 3.2
        s.ghosts[r] = 1
    s.haunted = [False] * g.rooms
    s.supply = g.ghost_total - sum(s.ghosts)
    s.markers_left = g.markers_total
    s.draw = full_deck(g, s.advanced)  # section 3.4, TH-A1
    s.draw_size = sum(s.draw)
    s.phase = PLACE_JEWELS  # section 3.3, TH-A1: jewels face down, numbers dealt by chance
    s.turn = 0  # section 3.5: seat 1's first pawn
    return s


def unplaced(g: "TreasureHuntersGame", s: TreasureHuntersState) -> list[int]:
    used = set(s.room_jewel) | set(s.carry) | set(s.delivered)
    return [j for j in range(1, g.jewel_count + 1) if j not in used]


def next_jewel_room(g: "TreasureHuntersGame", s: TreasureHuntersState) -> int:
    for r in g.board.jewel_rooms:
        if not s.room_jewel[r]:
            return r
    return -1


def place_jewel(g: "TreasureHuntersGame", s: TreasureHuntersState, action: PlaceJewel, events: bool) -> list[Event]:
    if action.number not in unplaced(g, s):
        raise IllegalAction(action, CHANCE, f"jewel {action.number} is not among the jewels still to place")
    r = next_jewel_room(g, s)
    s.room_jewel[r] = action.number
    out: list[Event] = [JewelPlaced(g.board.room_ids[r])] if events else []
    if next_jewel_room(g, s) < 0:
        s.phase = ROLL
    return out
