"""D-9, D-11: the one-line log texts of every action and event, and the names of cards,
curse types and rooms (from the string table).

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

from typing import Sequence

from ghostparlor.core.protocol import Action, Event
from ghostparlor.core.strings import t

from .actions import ChooseDollSet, ChooseType, DealCard, FirstPlayer, KeepRoll, PickType, PlaceMeeple, RemoveCard, Reroll, RollDice, SideUp, TakeCard, TomeDispel, TurnDie
from .events import BoardFlipped, BoardPlaced, BoardRemoved, CardDealt, CardDealtFaceDown, CardRemoved, CardTaken, CardsDispelled, CardsRemoved, DiceRolled, DieTurned, EffectWithoutTarget, FirstPlayerChosen, GameOver, GhostPenalty, GhostsChanged, GhostsPassed, MeepleHaunted, MeeplePlaced, RemovedCardsShown, RerollChosen, RollKept, RoomDealt, RoomResolves, SecretCardRevealed, SecretCardSeen, TomeNamed, TypeChosen


def card_name(g, card: str | None) -> str:
    if card is None:
        return t("dont_go_in_there.card.face_down")
    curse, _, value = card.rpartition("_")
    return t("dont_go_in_there.card.name", curse=curse_name(g, curse), value=value)


def curse_name(g, curse: str) -> str:
    return t(f"dont_go_in_there.curse.{curse}")


def room_name(g, room: str) -> str:
    return t(f"dont_go_in_there.room.{room}")


def describe_action(g, action: Action, names: Sequence[str], seat: int) -> str:
    who = names[seat] if 0 <= seat < len(names) else "?"
    if isinstance(action, PlaceMeeple):
        return t("dont_go_in_there.action.place", player=who, room=room_name(g, action.room), space=action.space)
    if isinstance(action, TakeCard):
        return t("dont_go_in_there.action.take", player=who, slot=action.slot)
    if isinstance(action, Reroll):
        return t("dont_go_in_there.action.reroll", player=who)
    if isinstance(action, TurnDie):
        return t("dont_go_in_there.action.turn_die", player=who, face=t(f"dont_go_in_there.face.{action.to}"))
    if isinstance(action, KeepRoll):
        return t("dont_go_in_there.action.keep_roll", player=who)
    if isinstance(action, ChooseDollSet):
        return t("dont_go_in_there.action.doll_set", player=who, values=" + ".join(map(str, action.values)))
    if isinstance(action, TomeDispel):
        return t("dont_go_in_there.action.tome_dispel", player=who, curse=curse_name(g, action.curse))
    if isinstance(action, ChooseType):
        return t("dont_go_in_there.action.choose_type", player=who, curse=curse_name(g, action.curse))
    if isinstance(action, PickType):
        return t("dont_go_in_there.action.pick_type", curse=curse_name(g, action.curse))
    if isinstance(action, RemoveCard):
        return t("dont_go_in_there.action.remove")
    if isinstance(action, SideUp):
        return t("dont_go_in_there.action.side_up", room=room_name(g, action.room))
    if isinstance(action, DealCard):
        return t("dont_go_in_there.action.deal")
    if isinstance(action, FirstPlayer):
        return t("dont_go_in_there.action.first_player", player=names[action.seat] if 0 <= action.seat < len(names) else "?")
    if isinstance(action, RollDice):
        return t("dont_go_in_there.action.roll", dice=action.dice, ghosts=action.ghosts)
    return str(action)


def describe_event(g, event: Event, names: Sequence[str], viewer: int | None) -> str:
    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    e = event
    P = "dont_go_in_there.log."
    if isinstance(e, MeeplePlaced):
        return t(P + "placed", player=who(e.seat), room=room_name(g, e.room), space=e.space, flashlights=e.flashlights)
    if isinstance(e, GhostsChanged):
        key = P + ("ghosts_gained" if e.change > 0 else "ghosts_lost")
        return t(key, player=who(e.seat), count=abs(e.change), why=t(f"dont_go_in_there.reason.{e.reason}"))
    if isinstance(e, GhostsPassed):
        return t(P + "ghosts_passed", player=who(e.seat), other=who(e.to_seat), count=e.count)
    if isinstance(e, SecretCardSeen):
        if e.visible_to(viewer):
            return t(P + "secret_seen_by_you", room=room_name(g, e.room), card=card_name(g, e.card))
        return t(P + "secret_seen", player=who(e.seat), room=room_name(g, e.room))
    if isinstance(e, RoomResolves):
        return t(P + "resolves", room=room_name(g, e.room), player=who(e.resolver))
    if isinstance(e, SecretCardRevealed):
        return t(P + "revealed", room=room_name(g, e.room), card=card_name(g, e.card))
    if isinstance(e, DiceRolled):
        return t(P + ("rerolled" if e.reroll else "rolled"), dice=e.dice, ghosts=e.ghosts)
    if isinstance(e, RerollChosen):
        return t(P + "reroll_chosen", player=who(e.seat))
    if isinstance(e, DieTurned):
        return t(P + "die_turned", player=who(e.seat), face=t(f"dont_go_in_there.face.{e.to}"), ghosts=e.ghosts)
    if isinstance(e, RollKept):
        return t(P + "roll_kept", player=who(e.seat), ghosts=e.ghosts)
    if isinstance(e, MeepleHaunted):
        return t(P + "haunted", player=who(e.seat), space=e.space, count=e.ghosts)
    if isinstance(e, CardTaken):
        key = P + ("taken_auto" if e.automatic else "taken")
        return t(key, player=who(e.seat), card=card_name(g, e.card), slot=e.slot)
    if isinstance(e, CardsDispelled):
        cards = ", ".join(card_name(g, c) for c in e.cards)
        return t(P + "dispelled", player=who(e.seat), cards=cards, why=t(f"dont_go_in_there.reason.{e.reason}"), curses=e.curses)
    if isinstance(e, EffectWithoutTarget):
        return t(P + "no_target", player=who(e.seat), curse=curse_name(g, e.curse))
    if isinstance(e, TomeNamed):
        return t(P + "tome_named", player=who(e.seat), curse=curse_name(g, e.curse), count=e.count)
    if isinstance(e, BoardFlipped):
        return t(P + "flipped", room=room_name(g, e.room), new_room=room_name(g, e.new_room))
    if isinstance(e, BoardRemoved):
        return t(P + "board_removed", room=room_name(g, e.room))
    if isinstance(e, RoomDealt):
        cards = ", ".join(card_name(g, c) for c in e.cards)
        return t(P + ("room_dealt_sorted" if e.sorted else "room_dealt"), room=room_name(g, e.room), cards=cards)
    if isinstance(e, CardDealt):
        return t(P + "dealt", room=room_name(g, e.room), slot=e.slot, card=card_name(g, e.card))
    if isinstance(e, CardDealtFaceDown):
        return t(P + "dealt_face_down", room=room_name(g, e.room), slot=e.slot)
    if isinstance(e, TypeChosen):
        if e.seat >= 0:
            return t(P + "type_chosen", player=who(e.seat), curse=curse_name(g, e.curse))
        return t(P + "type_drawn", curse=curse_name(g, e.curse))
    if isinstance(e, CardRemoved):
        return t(P + "card_removed", count=e.count)
    if isinstance(e, CardsRemoved):
        return t(P + "cards_removed", count=e.count, deck=e.deck)
    if isinstance(e, BoardPlaced):
        return t(P + "board_placed", position=e.position, room=room_name(g, e.room))
    if isinstance(e, FirstPlayerChosen):
        return t(P + "first_player", player=who(e.seat))
    if isinstance(e, GhostPenalty):
        return t(P + "penalty", player=who(e.seat), ghosts=e.ghosts, curses=e.curses)
    if isinstance(e, RemovedCardsShown):
        return t(P + "removed_shown", cards=", ".join(card_name(g, c) for c in e.cards) or "-")
    if isinstance(e, GameOver):
        return t(P + "game_over", players=", ".join(who(s) for s in e.winners))
    return e.TYPE
