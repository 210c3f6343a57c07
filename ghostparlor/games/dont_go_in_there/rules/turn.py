"""DG-2, DG-3, DG-8, DG-10, D-5, D-7, D-10: who is to move and what they may do, and the
chance outcomes of each chance step.

The step modules (set-up, placement, resolution, claims, curses, choices) import
``to_move`` from here to name the seat an IllegalAction is about; the dispatcher
(``moves.apply``) hands each action to its step module and is imported by none of them.

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

import random

from ghostparlor.core.chance import counted_outcomes, draw_counted
from ghostparlor.core.protocol import Action, CHANCE, Game, TERMINAL

from .actions import ChooseDollSet, FirstPlayer, KEEP, REROLL, SideUp, TurnDie
from .state import ABILITY, BLANK, CLAIM, DEAL, DOLL, DontGoInThereState, FIRST, GHOST, OVER, PLACE, REMOVE, ROLL, SIDES, TOME, TYPES


def to_move(g, s: DontGoInThereState) -> int:
    phase = s.phase
    if phase == PLACE:
        return s.active
    if phase == CLAIM or phase == DOLL or phase == TOME:
        return s.meeples[s.res_board][s.claims[0]]
    if phase == ABILITY:
        return s.resolver
    if phase == OVER:
        return TERMINAL
    if phase == TYPES and s.custom_types:
        return 0  # S-1 custom: seat 1, the host, chooses
    return CHANCE


def legal_actions(g, s: DontGoInThereState) -> list[Action]:
    phase = s.phase
    if phase == PLACE:
        if s.supply[s.active] <= 0:
            return []  # cannot happen with D-12's supply (checked in the YAML)
        out = []
        acts = g.place_actions
        for b, room in enumerate(s.board_room):
            if s.board_out[b] or room < 0:
                continue
            for sp, who in enumerate(s.meeples[b]):
                if who < 0:
                    out.append(acts[(room, sp)])  # DG-3: any empty space of any room
        return out
    if phase == CLAIM:
        return [g.take_actions[i] for i, k in enumerate(s.slots[s.res_board]) if k >= 0]
    if phase == ABILITY:
        room = s.board_room[s.res_board]
        out = []
        if g.rerolls[room]:
            out.append(REROLL)  # DG-22
        elif g.turns[room]:
            if s.rolled > 0:
                out.append(TurnDie(BLANK))  # DG-23: ghost to blank
            if s.rolled < s.dice:
                out.append(TurnDie(GHOST))  # DG-23: blank to ghost
        out.append(KEEP)  # D-10: the ability is optional
        return out
    if phase == DOLL:
        return [ChooseDollSet(v) for v in s.doll_options]
    if phase == TOME:
        tome = g.T_TOME
        return [g.tome_actions[t] for t in s.in_play if t != tome]  # D-5
    if phase == TYPES and s.custom_types:
        return [g.choose_actions[t] for t in range(len(g.type_ids)) if t not in s.in_play]
    return []


def chance_outcomes(g, s: DontGoInThereState) -> list[tuple[Action, float]]:
    phase = s.phase
    if phase == ROLL:
        d = s.dice
        return list(zip(g.roll_actions[d], g.roll_probs[d]))
    if phase == DEAL or phase == REMOVE:
        return counted_outcomes(s.deck, g.deal_actions if phase == DEAL else g.remove_actions, s.deck_size)
    if phase == TYPES and not s.custom_types:
        left = [t for t in range(len(g.type_ids)) if t not in s.in_play]
        return [(g.pick_actions[t], 1.0 / len(left)) for t in left]
    if phase == SIDES:
        b = s.board_room.index(-1)
        return [(SideUp(g.room_ids[r]), 0.5) for r in g.boards[b]]
    if phase == FIRST:
        return [(FirstPlayer(i), 1.0 / s.n) for i in range(s.n)]
    return []


def sample_chance(g, s: DontGoInThereState, rng: random.Random) -> Action:
    phase = s.phase
    if phase == DEAL or phase == REMOVE:
        card = draw_counted(s.deck, s.deck_size, rng)
        if card >= 0:
            return (g.deal_actions if phase == DEAL else g.remove_actions)[card]
    if phase == ROLL:
        p = g.p_ghost
        hits = sum(1 for _ in range(s.dice) if rng.random() < p)
        return g.roll_actions[s.dice][hits]
    return Game.sample_chance(g, s, rng)


def all_actions(g, s: DontGoInThereState) -> list[Action]:
    out: list[Action] = [*g.pick_actions, *g.choose_actions, *g.remove_actions]
    out += [SideUp(r) for r in g.room_ids]
    out += g.deal_actions
    out += [FirstPlayer(i) for i in range(s.n)]
    out += list(g.place_actions.values())
    out += [a for row in g.roll_actions for a in row]
    out += [REROLL, TurnDie(GHOST), TurnDie(BLANK), KEEP]
    out += g.take_actions
    out += [ChooseDollSet(v) for v in g.doll_priority]
    out += g.tome_actions
    return out
