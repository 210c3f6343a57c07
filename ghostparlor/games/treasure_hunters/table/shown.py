"""Treasure Hunters on screen: the position the table shows. It is taken from the seat's
view when the table is refreshed and then follows the animation steps one event at a
time (a pawn arrives, a ghost lands, a jewel is picked up), so the board never jumps
ahead of what has been animated. Plain data, no drawing."""

from __future__ import annotations

from ghostparlor.games.treasure_hunters.rules import (
    CardDrawn,
    DeckShuffled,
    DoorsLocked,
    DoorsUnlocked,
    GhostPlaced,
    GhostsFought,
    JewelDelivered,
    JewelPickedUp,
    JewelPutDown,
    JewelRevealed,
    PawnMoved,
    UnhauntRolled,
)


def shown_of(view) -> dict:
    """What the table shows of ``view`` (lists: the steps change them in place)."""
    return {
        "positions": list(view.positions),
        "carrying": list(view.carrying),
        "carried_number": list(view.carried_number),
        "ghosts": list(view.ghosts),
        "haunted": list(view.haunted),
        "has_jewel": list(view.has_jewel),
        "jewel_number": list(view.jewel_number),
        "delivered": view.delivered,
        "markers": view.markers,
        "locked": view.locked_colour,
        "draw_size": view.draw_size,
    }


def follow(sh: dict, e, room_ids) -> None:
    """``sh`` once the step of event ``e`` has been played (TH-3 to TH-17, TH-A2 to TH-A5)."""

    def room(rid: str) -> int:
        return room_ids.index(rid) if rid in room_ids else -1

    if isinstance(e, PawnMoved):
        sh["positions"][e.pawn] = e.to
    elif isinstance(e, GhostPlaced):
        r = room(e.room)
        if r >= 0:
            if e.haunted:
                sh["ghosts"][r] = 0
                sh["haunted"][r] = True
            else:
                sh["ghosts"][r] = e.ghosts
        sh["markers"] = e.markers
    elif isinstance(e, JewelPickedUp):
        r = room(e.room)
        if r >= 0:
            sh["has_jewel"][r] = False
        sh["carrying"][e.pawn] = True
        sh["carried_number"][e.pawn] = e.number
    elif isinstance(e, JewelPutDown):
        r = room(e.room)
        if r >= 0:
            sh["has_jewel"][r] = True
            sh["jewel_number"][r] = e.number
        sh["carrying"][e.pawn] = False
    elif isinstance(e, JewelDelivered):
        sh["carrying"][e.pawn] = False
        sh["delivered"] = e.delivered
    elif isinstance(e, JewelRevealed):
        r = room(e.room)
        if r >= 0:
            sh["jewel_number"][r] = e.number
    elif isinstance(e, GhostsFought):
        r = room(e.room)
        if r >= 0:
            sh["ghosts"][r] = e.ghosts
    elif isinstance(e, UnhauntRolled):
        r = room(e.room)
        if r >= 0 and e.success:
            sh["haunted"][r] = False
        sh["markers"] = e.markers
    elif isinstance(e, DoorsLocked):
        sh["locked"] = e.colour
    elif isinstance(e, DoorsUnlocked):
        sh["locked"] = None
    elif isinstance(e, DeckShuffled):
        sh["draw_size"] = e.cards
    elif isinstance(e, CardDrawn):
        sh["draw_size"] = max(0, sh["draw_size"] - 1)


def before(view, later: list, room_ids) -> tuple[str | None, list, list]:
    """(locked colour, haunted rooms, carrying pawns) as they stood before the events
    ``later``: ``view`` (the table now) with those events undone, newest first.
    Each event says what it changed from (a room haunted by a ghost was not haunted
    before it, a door locked was not, a jewel picked up was not carried), so undoing
    the events of an action taken back again changes nothing."""
    locked = view.locked_colour
    haunted = list(view.haunted)
    carrying = list(view.carrying)
    for e in reversed(later):
        if isinstance(e, GhostPlaced) and e.haunted and e.room in room_ids:
            haunted[room_ids.index(e.room)] = False  # TH-5
        elif isinstance(e, UnhauntRolled) and e.success and e.room in room_ids:
            haunted[room_ids.index(e.room)] = True  # TH-16
        elif isinstance(e, DoorsLocked):
            locked = None  # TH-A4: another colour's lock was lifted first (DoorsUnlocked, undone next)
        elif isinstance(e, DoorsUnlocked):
            locked = e.colour  # TH-A4, TH-A5
        elif isinstance(e, JewelPickedUp):
            carrying[e.pawn] = False  # TH-12
        elif isinstance(e, (JewelPutDown, JewelDelivered)):
            carrying[e.pawn] = True  # D-11, TH-14
    return locked, haunted, carrying
