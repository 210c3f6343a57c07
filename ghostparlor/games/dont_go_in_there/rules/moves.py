"""DG-3, DG-5 to DG-12, DG-33, DG-40, S-1 to S-6: ``apply``, the dispatcher, which hands each
action to the rules module of its step: set-up, placement, resolution, claims and the
choices a card asks for (the Doll set, the Tome's type).

The step modules never import this one (who is to move lives in ``turn``, which they do).
Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Event

from .choices import choose_doll_set, name_tome_type
from .claims import take_action
from .placement import place_meeple
from .resolution import roll, use_ability
from .setup import deal_card, draw_first_player, put_type_in_play, remove_card, turn_side_up
from .actions import ChooseDollSet, ChooseType, DealCard, FirstPlayer, KeepRoll, PickType, PlaceMeeple, RemoveCard, Reroll, RollDice, SideUp, TakeCard, TomeDispel, TurnDie
from .state import DontGoInThereState
from .turn import to_move


def apply(g, s: DontGoInThereState, action: Action, events: bool = True) -> list[Event]:
    cls = action.__class__
    if cls is PlaceMeeple:
        return place_meeple(g, s, action, events)
    if cls is RollDice:
        return roll(g, s, action, events)
    if cls is TakeCard:
        return take_action(g, s, action, events)
    if cls is DealCard:
        return deal_card(g, s, action, events)
    if cls is Reroll or cls is TurnDie or cls is KeepRoll:
        return use_ability(g, s, action, events)
    if cls is ChooseDollSet:
        return choose_doll_set(g, s, action, events)
    if cls is TomeDispel:
        return name_tome_type(g, s, action, events)
    if cls is RemoveCard:
        return remove_card(g, s, action, events)
    if cls is PickType or cls is ChooseType:
        return put_type_in_play(g, s, action, events)
    if cls is SideUp:
        return turn_side_up(g, s, action, events)
    if cls is FirstPlayer:
        return draw_first_player(g, s, action, events)
    raise IllegalAction(action, to_move(g, s), "not an action of Don't Go In There")
