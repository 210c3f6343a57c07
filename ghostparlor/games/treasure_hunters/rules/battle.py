"""TH-15 to TH-17 and D-6, D-7: fighting: the battle dice (1, or 2 with a partner in the
room), beating ghosts back to the supply, un-haunting a room with two pawns, and the
end of the pawn's turn after its fight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, Event
from ghostparlor.games.treasure_hunters.rules.actions import BattleRoll
from ghostparlor.games.treasure_hunters.rules.events import GhostsFought, UnhauntRolled
from ghostparlor.games.treasure_hunters.rules.state import FIGHT, TreasureHuntersState
from ghostparlor.games.treasure_hunters.rules.turn import end_turn

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def pawns_in_room(g: "TreasureHuntersGame", s: TreasureHuntersState, node: int) -> int:
    return s.pos.count(node)


def fight_kind(g: "TreasureHuntersGame", s: TreasureHuntersState) -> tuple[str, int]:
    """("unhaunt", 2) for TH-16, ("ghosts", 1 or 2) for TH-15, ("", 0) for no fight."""
    node = s.pos[s.turn]
    r = g.board.room_of[node]
    if r < 0:
        return "", 0
    here = s.pos.count(node)  # D-6: pawns, the same owner's included
    if s.haunted[r]:
        return ("unhaunt", 2) if here >= 2 else ("", 0)  # TH-16: a pawn alone cannot fight a haunting
    if s.ghosts[r] > 0:
        return "ghosts", min(g.max_dice, 2 if here >= 2 else 1)  # TH-15
    return "", 0


def start_fight(g: "TreasureHuntersGame", s: TreasureHuntersState, out: list[Event], events: bool) -> None:
    kind, _ = fight_kind(g, s)
    if kind:
        s.phase = FIGHT  # D-7: fights are automatic
    else:
        end_turn(g, s)


def roll_battle_dice(g: "TreasureHuntersGame", s: TreasureHuntersState, action: BattleRoll, events: bool) -> list[Event]:
    kind, dice = fight_kind(g, s)
    faces = action.faces
    if not isinstance(faces, tuple) or faces not in g.battle_sets.get(dice, ()):
        raise IllegalAction(action, CHANCE, f"this fight rolls {dice} battle dice, listed as {', '.join(g.face_order)} in that order")
    pawn = s.turn
    node = s.pos[pawn]
    r = g.board.room_of[node]
    rid = g.board.room_ids[r]
    out: list[Event] = []
    if kind == "unhaunt":
        success = "haunting" in faces  # TH-16
        if success:
            s.haunted[r] = False
            s.markers_left += 1
        if events:
            out.append(UnhauntRolled(pawn, rid, faces, success, g.markers_total - s.markers_left))
    else:
        removed = min(faces.count("ghost"), s.ghosts[r])  # TH-15: never more than the room holds
        s.ghosts[r] -= removed
        s.supply += removed
        if events:
            out.append(GhostsFought(pawn, rid, faces, removed, s.ghosts[r]))
    end_turn(g, s)
    return out
