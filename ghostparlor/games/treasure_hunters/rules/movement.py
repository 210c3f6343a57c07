"""TH-1, TH-2, TH-7 to TH-14, TH-17, TH-22, TH-A2 and D-1, D-2, D-8, D-11, D-12:
the movement die, moving a pawn up to the roll (blocked hallway squares, locked doors,
a carrier's way round haunted rooms, OUTSIDE ends the move), revealing, picking up,
putting down and delivering jewels, and being trapped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, Action, Event
from ghostparlor.games.treasure_hunters.rules.actions import (
    PICK_UP,
    PUT_DOWN,
    SKIP,
    Move,
    PickUpJewel,
    PutDownJewel,
    RollDie,
)
from ghostparlor.games.treasure_hunters.rules.battle import start_fight
from ghostparlor.games.treasure_hunters.rules.board import HALL
from ghostparlor.games.treasure_hunters.rules.events import (
    DieRolled,
    JewelDelivered,
    JewelPickedUp,
    JewelPutDown,
    JewelRevealed,
    PawnMoved,
    PawnTrapped,
)
from ghostparlor.games.treasure_hunters.rules.ghosts import enter_card_phase, locked_colour
from ghostparlor.games.treasure_hunters.rules.result import check_loss, finish
from ghostparlor.games.treasure_hunters.rules.state import MOVE, PICKUP, WON, TreasureHuntersState
from ghostparlor.games.treasure_hunters.rules.turn import end_turn, to_move

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def next_number(g: "TreasureHuntersGame", s: TreasureHuntersState) -> int:
    return len(s.delivered) + 1


def is_trapped(g: "TreasureHuntersGame", s: TreasureHuntersState, pawn: int) -> bool:
    """TH-17: a carrier in a haunted room cannot leave."""
    r = g.board.room_of[s.pos[pawn]]
    return r >= 0 and s.carry[pawn] > 0 and s.haunted[r]


def destinations(g: "TreasureHuntersGame", s: TreasureHuntersState, pawn: int | None = None, roll: int | None = None) -> list[int]:
    """TH-10, D-8: the nodes the pawn may end its move on, by BFS (sorted, start included)."""
    if pawn is None:
        pawn = s.turn
    if roll is None:
        roll = s.roll
    start = s.pos[pawn]
    carrier = s.carry[pawn] > 0
    out_ok = not (carrier and s.advanced and s.carry[pawn] != len(s.delivered) + 1)  # TH-A2
    b = g.board
    reach = b.reachable(start, g.card_arg[s.lock] if s.lock >= 0 else None, s.haunted, carrier, out_ok, roll)
    kind = b.kind
    occupied = [p for i, p in enumerate(s.pos) if i != pawn and p != start and kind[p] == HALL]  # TH-9
    if not occupied:
        return list(reach)
    return [v for v in reach if v not in occupied]


def may_end_on(g: "TreasureHuntersGame", s: TreasureHuntersState, to: int) -> bool:
    """``to in destinations(g, s)``, without building the list (the check of every move)."""
    pawn = s.turn
    start = s.pos[pawn]
    if to == start:
        return True  # staying is always a destination (TH-7)
    carrier = s.carry[pawn] > 0
    out_ok = not (carrier and s.advanced and s.carry[pawn] != len(s.delivered) + 1)  # TH-A2
    b = g.board
    if to not in b.reachable(start, g.card_arg[s.lock] if s.lock >= 0 else None, s.haunted, carrier, out_ok, s.roll):
        return False
    return b.kind[to] != HALL or to not in s.pos  # TH-9: another pawn holds the square


def roll_die(g: "TreasureHuntersGame", s: TreasureHuntersState, action: RollDie, events: bool) -> list[Event]:
    value = action.value
    if value not in g.ghost_icon:
        raise IllegalAction(action, CHANCE, f"the movement die has no face {value}")
    s.roll = value
    ghost = g.ghost_icon[value]
    out: list[Event] = [DieRolled(s.turn, s.turn % s.n, value, ghost)] if events else []
    if ghost:
        enter_card_phase(g, s, out, events)  # TH-1 step 2, TH-2: a ghost icon draws one card
    else:
        s.phase = MOVE  # TH-2: no icon, no card
    return out


def move_pawn(g: "TreasureHuntersGame", s: TreasureHuntersState, action: Move, events: bool) -> list[Event]:
    b = g.board
    to = b.node_index.get(action.to, -1)
    pawn = s.turn
    if to < 0 or not may_end_on(g, s, to):
        why = "not a place on the board" if to < 0 else f"not a legal destination with a roll of {s.roll}"
        raise IllegalAction(action, to_move(g, s), f"{action.to} is {why} (TH-7..TH-11, TH-17)")
    frm = s.pos[pawn]
    s.pos[pawn] = to
    out: list[Event] = []
    if events:
        spaces = 0 if to == frm else spaces_walked(g, s, pawn, frm, to)
        out.append(PawnMoved(pawn, pawn % s.n, b.node_ids[frm], b.node_ids[to], spaces))
    if to == b.out:
        if s.carry[pawn]:
            j = s.carry[pawn]  # TH-14: the jewel goes on the delivered pile
            s.carry[pawn] = 0
            s.delivered.append(j)
            if events:
                out.append(JewelDelivered(pawn, j if s.revealed[j] else 0, len(s.delivered)))
        # TH-19, TH-22: the win is checked after every move that ends outside
        if len(s.delivered) == g.jewel_count and all(p == b.out for p in s.pos):
            finish(g, s, WON, out, events)
            return out
        end_turn(g, s)
        return out
    r = b.room_of[to]
    if r < 0:
        end_turn(g, s)  # a hallway square: nothing more this turn
        return out
    if events and s.carry[pawn] and s.haunted[r] and frm != to:
        out.append(PawnTrapped(pawn, b.room_ids[r]))  # D-2
    if check_loss(g, s, out, events):  # TH-22: a carrier walking into a haunted room alone
        return out
    j = s.room_jewel[r]
    if s.advanced and j and not s.revealed[j]:
        s.revealed[j] = True  # TH-A2, D-12: ending a move in the room turns its jewel over
        if events:
            out.append(JewelRevealed(b.room_ids[r], j))
    if jewel_options(g, s):
        s.phase = PICKUP  # TH-1 step 4
        return out
    start_fight(g, s, out, events)
    return out


def spaces_walked(g: "TreasureHuntersGame", s: TreasureHuntersState, pawn: int, frm: int, to: int) -> int:
    carrier = s.carry[pawn] > 0
    dist = g.board.distances(frm, locked_colour(g, s), s.haunted, carrier, True, limit=max(s.roll, 1))
    return dist.get(to, 0)


def jewel_options(g: "TreasureHuntersGame", s: TreasureHuntersState) -> list[Action]:
    pawn = s.turn
    r = g.board.room_of[s.pos[pawn]]
    if r < 0:
        return []
    if s.carry[pawn] == 0:
        if s.room_jewel[r]:
            return [PICK_UP, SKIP]  # TH-12, D-1 (also in a haunted room)
        return []
    if s.putdown and not s.room_jewel[r] and not s.haunted[r]:
        return [PUT_DOWN, SKIP]  # D-11 house rule
    return []


def jewel_step(g: "TreasureHuntersGame", s: TreasureHuntersState, action: Action, events: bool) -> list[Event]:
    if action not in jewel_options(g, s):
        raise IllegalAction(action, to_move(g, s), "not possible here (TH-12, TH-13, D-11)")
    pawn = s.turn
    node = s.pos[pawn]
    r = g.board.room_of[node]
    rid = g.board.room_ids[r]
    out: list[Event] = []
    if action is PICK_UP or type(action) is PickUpJewel:
        j = s.room_jewel[r]
        s.room_jewel[r] = 0
        s.carry[pawn] = j  # TH-13: one jewel per pawn
        if events:
            out.append(JewelPickedUp(pawn, rid, j if s.revealed[j] else 0))
            if s.haunted[r]:
                out.append(PawnTrapped(pawn, rid))  # D-1
        if check_loss(g, s, out, events):
            return out
    elif type(action) is PutDownJewel:
        j = s.carry[pawn]
        s.carry[pawn] = 0
        s.room_jewel[r] = j  # D-11 house rule
        if events:
            out.append(JewelPutDown(pawn, rid, j if s.revealed[j] else 0))
    start_fight(g, s, out, events)
    return out
