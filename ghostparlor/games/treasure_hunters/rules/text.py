"""TH-3 to TH-22, TH-A2 to TH-A5 and D-1, D-11, D-12: the game's words: names of rooms,
places, cards, colours and pawns, and the one-line text of every action and event for
the game log (the strings live in the string table under ``treasure_hunters.*``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ghostparlor.core.protocol import Action, Event
from ghostparlor.core.strings import has, t
from ghostparlor.games.treasure_hunters.rules.actions import (
    BattleRoll,
    DrawCard,
    Move,
    PickUpJewel,
    PlaceJewel,
    PutDownJewel,
    RollDie,
    SkipJewel,
)
from ghostparlor.games.treasure_hunters.rules.events import (
    CardDrawn,
    DeckShuffled,
    DieRolled,
    DoorsLocked,
    DoorsUnlocked,
    GameOver,
    GhostPlaced,
    GhostsFought,
    JewelDelivered,
    JewelPickedUp,
    JewelPlaced,
    JewelPutDown,
    JewelRevealed,
    PawnMoved,
    PawnTrapped,
    UnhauntRolled,
)
from ghostparlor.games.treasure_hunters.rules.state import DRAW_CARD, LETTER, SHUFFLE_CARD

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def room_name(g: "TreasureHuntersGame", rid: str) -> str:
    key = f"treasure_hunters.room.{rid}"
    return t(key) if has(key) else rid


def place_name(g: "TreasureHuntersGame", nid: str) -> str:
    b = g.board
    if nid == b.out_id:
        return t("treasure_hunters.place.outside")
    if nid in b.room_ids:
        return room_name(g, nid)
    return t("treasure_hunters.place.hallway", square=nid)


def card_name(g: "TreasureHuntersGame", cid: str) -> str:
    k = g.card_index[cid]
    kind = g.card_type[k]
    if kind == LETTER:
        return t("treasure_hunters.card.letter", letter=cid)
    if kind == SHUFFLE_CARD:
        return t("treasure_hunters.card.shuffle")
    if kind == DRAW_CARD:
        return t("treasure_hunters.card.draw", n=g.card_arg[k])
    return t("treasure_hunters.card.lock", colour=colour_name(g, g.board.colours[g.card_arg[k]]))


def colour_name(g: "TreasureHuntersGame", colour: str) -> str:
    key = f"treasure_hunters.colour.{colour}"
    return t(key) if has(key) else colour


def pawn_name(g: "TreasureHuntersGame", pawn: int, names: Sequence[str], players: int | None = None) -> str:
    colour = g.pawn_colours[pawn] if pawn < len(g.pawn_colours) else str(pawn + 1)
    seats = players if players is not None else len(names)
    seat = pawn % seats if seats else 0
    player = names[seat] if 0 <= seat < len(names) else "?"
    return t("treasure_hunters.pawn_of", pawn=colour_name(g, colour), player=player)


def faces_text(g: "TreasureHuntersGame", faces: Sequence[str]) -> str:
    return ", ".join(t(f"treasure_hunters.face.{f}") for f in faces)


def describe_action(g: "TreasureHuntersGame", action: Action, names: Sequence[str], seat: int) -> str:
    who = names[seat] if 0 <= seat < len(names) else "?"
    if isinstance(action, Move):
        return t("treasure_hunters.action.move", player=who, place=place_name(g, action.to))
    if isinstance(action, PickUpJewel):
        return t("treasure_hunters.action.pick_up", player=who)
    if isinstance(action, PutDownJewel):
        return t("treasure_hunters.action.put_down", player=who)
    if isinstance(action, SkipJewel):
        return t("treasure_hunters.action.skip_jewel", player=who)
    if isinstance(action, RollDie):
        return t("treasure_hunters.action.roll", value=action.value)
    if isinstance(action, DrawCard):
        return t("treasure_hunters.action.draw", card=card_name(g, action.card))
    if isinstance(action, BattleRoll):
        return t("treasure_hunters.action.battle", faces=faces_text(g, action.faces))
    if isinstance(action, PlaceJewel):
        return t("treasure_hunters.action.place_jewel")
    return str(action)


def describe_event(g: "TreasureHuntersGame", event: Event, names: Sequence[str], viewer: int | None) -> str:
    def pawn(p: int) -> str:
        return pawn_name(g, p, names)

    if isinstance(event, JewelPlaced):
        return t("treasure_hunters.log.jewel_placed", room=room_name(g, event.room))
    if isinstance(event, DieRolled):
        key = "treasure_hunters.log.rolled_ghost" if event.ghost else "treasure_hunters.log.rolled"
        return t(key, pawn=pawn(event.pawn), value=event.value)
    if isinstance(event, CardDrawn):
        if event.ignored:
            return t("treasure_hunters.log.card_ignored", card=card_name(g, event.card))
        key = "treasure_hunters.log.card_extra" if event.extra else "treasure_hunters.log.card"
        return t(key, pawn=pawn(event.pawn), card=card_name(g, event.card))
    if isinstance(event, GhostPlaced):
        room = room_name(g, event.room)
        text = ""
        if event.skipped:
            text = t("treasure_hunters.log.overflow", rooms=", ".join(room_name(g, r) for r in event.skipped)) + " "
        if event.haunted:
            return text + t("treasure_hunters.log.haunted", room=room, markers=event.markers, total=g.markers_total)
        return text + t("treasure_hunters.log.ghost_placed", room=room, ghosts=event.ghosts)
    if isinstance(event, DoorsLocked):
        return t("treasure_hunters.log.doors_locked", colour=colour_name(g, event.colour))
    if isinstance(event, DoorsUnlocked):
        return t("treasure_hunters.log.doors_unlocked", colour=colour_name(g, event.colour))
    if isinstance(event, DeckShuffled):
        if event.lock_aside:
            return t("treasure_hunters.log.shuffled_lock", cards=event.cards, card=card_name(g, event.lock_aside))
        return t("treasure_hunters.log.shuffled", cards=event.cards)
    if isinstance(event, PawnMoved):
        if event.frm == event.to:
            return t("treasure_hunters.log.stayed", pawn=pawn(event.pawn), place=place_name(g, event.to))
        return t("treasure_hunters.log.moved", pawn=pawn(event.pawn), place=place_name(g, event.to), spaces=event.spaces)
    if isinstance(event, PawnTrapped):
        return t("treasure_hunters.log.trapped", pawn=pawn(event.pawn), room=room_name(g, event.room))
    if isinstance(event, JewelRevealed):
        return t("treasure_hunters.log.revealed", room=room_name(g, event.room), number=event.number)
    if isinstance(event, JewelPickedUp):
        if event.number:
            return t("treasure_hunters.log.picked_up_number", pawn=pawn(event.pawn), room=room_name(g, event.room), number=event.number)
        return t("treasure_hunters.log.picked_up", pawn=pawn(event.pawn), room=room_name(g, event.room))
    if isinstance(event, JewelPutDown):
        return t("treasure_hunters.log.put_down", pawn=pawn(event.pawn), room=room_name(g, event.room))
    if isinstance(event, JewelDelivered):
        return t("treasure_hunters.log.delivered", pawn=pawn(event.pawn), delivered=event.delivered, total=g.jewel_count)
    if isinstance(event, GhostsFought):
        return t("treasure_hunters.log.fought", pawn=pawn(event.pawn), room=room_name(g, event.room),
                 faces=faces_text(g, event.faces), removed=event.removed, ghosts=event.ghosts)
    if isinstance(event, UnhauntRolled):
        key = "treasure_hunters.log.unhaunted" if event.success else "treasure_hunters.log.unhaunt_failed"
        return t(key, pawn=pawn(event.pawn), room=room_name(g, event.room), faces=faces_text(g, event.faces))
    if isinstance(event, GameOver):
        return t(f"treasure_hunters.log.{event.outcome}", delivered=event.delivered, markers=event.markers)
    return event.TYPE
