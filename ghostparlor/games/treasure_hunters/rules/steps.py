"""TH-1 and D-14: a turn's steps as the protocol sees them: which seat acts, the legal
actions, the chance outcomes and their odds, and which rule module applies an action.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ghostparlor.core.chance import counted_outcomes, draw_counted
from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Event, Game
from ghostparlor.games.treasure_hunters.rules.actions import (
    PICK_UP,
    PUT_DOWN,
    SKIP,
    BattleRoll,
    DrawCard,
    Move,
    PickUpJewel,
    PlaceJewel,
    PutDownJewel,
    RollDie,
    SkipJewel,
)
from ghostparlor.games.treasure_hunters.rules.battle import fight_kind, roll_battle_dice
from ghostparlor.games.treasure_hunters.rules.ghosts import draw_card
from ghostparlor.games.treasure_hunters.rules.movement import destinations, jewel_options, jewel_step, move_pawn, roll_die
from ghostparlor.games.treasure_hunters.rules.setup import place_jewel, unplaced
from ghostparlor.games.treasure_hunters.rules.state import (
    CARD,
    FIGHT,
    GAME_ID,
    MOVE,
    PICKUP,
    PLACE_JEWELS,
    ROLL,
    TreasureHuntersState,
)
from ghostparlor.games.treasure_hunters.rules.turn import to_move

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def legal_actions(g: "TreasureHuntersGame", s: TreasureHuntersState) -> list[Action]:
    if s.phase == MOVE:
        moves = g.move_actions
        return [moves[v] for v in destinations(g, s)]
    if s.phase == PICKUP:
        return jewel_options(g, s)
    return []


def chance_outcomes(g: "TreasureHuntersGame", s: TreasureHuntersState) -> list[tuple[Action, float]]:
    phase = s.phase
    if phase == ROLL:
        return list(g.roll_outcomes)
    if phase == CARD:
        return counted_outcomes(s.draw, g.draw_actions, s.draw_size)
    if phase == FIGHT:
        _, dice = fight_kind(g, s)
        return list(g.battle_outcomes[dice])
    if phase == PLACE_JEWELS:
        left = unplaced(g, s)
        return [(g.place_actions[j - 1], 1.0 / len(left)) for j in left]
    return []


def sample_chance(g: "TreasureHuntersGame", s: TreasureHuntersState, rng: random.Random) -> Action:
    phase = s.phase
    if phase == ROLL:
        return g.roll_actions[g.move_faces[rng.randrange(len(g.move_faces))]]
    if phase == CARD:
        card = draw_counted(s.draw, s.draw_size, rng)
        if card >= 0:
            return g.draw_actions[card]
    if phase == FIGHT:
        _, dice = fight_kind(g, s)
        faces = g.battle_faces
        rolled = sorted((faces[rng.randrange(len(faces))] for _ in range(dice)), key=g.face_order.index)
        return BattleRoll(tuple(rolled))
    if phase == PLACE_JEWELS:
        left = unplaced(g, s)
        return g.place_actions[left[rng.randrange(len(left))] - 1]
    return Game.sample_chance(g, s, rng)


def apply(g: "TreasureHuntersGame", s: TreasureHuntersState, action: Action, events: bool = True) -> list[Event]:
    phase = s.phase
    cls = type(action)
    if cls is Move:
        if phase != MOVE:
            raise IllegalAction(action, to_move(g, s), "no pawn is moving now")
        return move_pawn(g, s, action, events)
    if cls is RollDie:
        if phase != ROLL:
            raise IllegalAction(action, to_move(g, s), "no movement die is rolled now")
        return roll_die(g, s, action, events)
    if cls is DrawCard:
        if phase != CARD:
            raise IllegalAction(action, to_move(g, s), "no card is drawn now")
        return draw_card(g, s, action, events)
    if cls is BattleRoll:
        if phase != FIGHT:
            raise IllegalAction(action, to_move(g, s), "nobody is fighting now")
        return roll_battle_dice(g, s, action, events)
    if cls is PickUpJewel or cls is PutDownJewel or cls is SkipJewel:
        if phase != PICKUP:
            raise IllegalAction(action, to_move(g, s), "no jewel can be picked up or put down now")
        return jewel_step(g, s, action, events)
    if cls is PlaceJewel:
        if phase != PLACE_JEWELS:
            raise IllegalAction(action, to_move(g, s), "the jewels are already placed")
        return place_jewel(g, s, action, events)
    raise IllegalAction(action, to_move(g, s), f"not an action of {GAME_ID}")


def all_actions(g: "TreasureHuntersGame", s: TreasureHuntersState) -> list[Action]:
    battle = [a for k in sorted(g.battle_outcomes) for a, _ in g.battle_outcomes[k]]
    return [*g.move_actions, PICK_UP, PUT_DOWN, SKIP, *g.roll_actions.values(), *g.draw_actions,
            *battle, *g.place_actions]
