"""DG-5 to DG-9, DG-22, DG-23, D-10: a room resolves. The Secret Passage card is revealed,
D dice are rolled (one per dice icon), the resolver may use the Basement reroll or the
Hallway die turn, and every meeple's owner gains max(0, G - flashlights) ghosts.

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations


from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, CHANCE, Event

from .actions import Reroll, RollDice, TurnDie
from .claims import continue_claims
from .events import DiceRolled, DieTurned, MeepleHaunted, RerollChosen, RollKept, RoomResolves, SecretCardRevealed
from .state import ABILITY, BLANK, DontGoInThereState, GHOST, ROLL
from .turn import to_move


def start_resolution(g, s: DontGoInThereState, b: int, resolver: int, out: list, events: bool) -> None:
    s.res_board = b
    s.resolver = resolver
    room = s.board_room[b]
    if events:
        out.append(RoomResolves(g.room_ids[room], resolver))
    fd = s.face_down[b]
    if fd >= 0:
        s.face_down[b] = -1  # DG-6: reveal
        s.seen[b] = [False] * s.n
        if events:
            out.append(SecretCardRevealed(g.room_ids[room], fd + 1, g.card_ids[s.slots[b][fd]]))
    s.dice = g.room_dice(s.slots[b])  # DG-7
    s.rolled = 0
    s.rolls = 0
    s.ability_left = g.rerolls[room] or g.turns[room]  # DG-22, DG-23
    s.phase = ROLL


def roll(g, s: DontGoInThereState, action: RollDice, events: bool) -> list[Event]:
    if s.phase != ROLL:
        raise IllegalAction(action, to_move(g, s), "no dice are to be rolled now")
    if action.dice != s.dice or not (isinstance(action.ghosts, int) and 0 <= action.ghosts <= s.dice):
        raise IllegalAction(action, CHANCE, f"the roll is of {s.dice} dice")
    s.rolled = action.ghosts
    s.rolls += 1
    out: list[Event] = []
    if events:
        out.append(DiceRolled(g.room_ids[s.board_room[s.res_board]], s.dice, s.rolled, s.rolls > 1))
    if s.ability_left > 0:
        s.phase = ABILITY  # DG-8, D-10: decided after seeing the roll
    else:
        haunt(g, s, out, events)
    return out


def use_ability(g, s: DontGoInThereState, action: Action, events: bool) -> list[Event]:
    seat = to_move(g, s)
    if s.phase != ABILITY:
        raise IllegalAction(action, seat, "no room ability can be used now (DG-8)")
    room = s.board_room[s.res_board]
    cls = action.__class__
    out: list[Event] = []
    if cls is Reroll:
        if not g.rerolls[room]:
            raise IllegalAction(action, seat, f"only the Basement rerolls (DG-22), not the {g.room_ids[room]}")
        s.ability_left -= 1  # DG-22: the second result stands
        s.phase = ROLL
        if events:
            out.append(RerollChosen(seat))
        return out
    if cls is TurnDie:
        if not g.turns[room]:
            raise IllegalAction(action, seat, f"only the Hallway turns a die (DG-23), not the {g.room_ids[room]}")
        if action.to == GHOST:
            if s.rolled >= s.dice:
                raise IllegalAction(action, seat, "no die shows a blank")
            s.rolled += 1
        elif action.to == BLANK:
            if s.rolled <= 0:
                raise IllegalAction(action, seat, "no die shows a ghost")
            s.rolled -= 1
        else:
            raise IllegalAction(action, seat, f"a die has a ghost and a blank face, not {action.to!r}")
        s.ability_left -= 1
        if events:
            out.append(DieTurned(seat, action.to, s.rolled))
        if s.ability_left <= 0:
            haunt(g, s, out, events)
        else:
            s.phase = ABILITY
        return out
    s.ability_left = 0  # KeepRoll
    if events:
        out.append(RollKept(seat, s.rolled))
    haunt(g, s, out, events)
    return out


def haunt(g, s: DontGoInThereState, out: list, events: bool) -> None:
    """DG-9: every meeple's owner gains max(0, G - F), all at once; then DG-10 claims."""
    b = s.res_board
    rolled = s.rolled
    row = s.meeples[b]
    order = []
    rid = g.room_ids[s.board_room[b]] if events else ""
    for sp, who in enumerate(row):
        if who < 0:
            continue
        order.append(sp)
        gain = rolled - g.flashlights[sp]
        if gain > 0:
            s.ghosts[who] += gain
        if events:
            out.append(MeepleHaunted(who, rid, sp + 1, gain if gain > 0 else 0))
    s.claims = order  # DG-10: top (space 1) first
    continue_claims(g, s, out, events)
