"""DG-2 to DG-5, DG-20, DG-21, DG-25, D-11: placing a meeple. The active seat puts one meeple
on any empty space of a room in play; the Attic and Nursery act at once, a seat that
places in the Secret Passage looks at its face-down card, and the 3rd meeple makes the
room resolve.

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations


from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Event

from .actions import PlaceMeeple
from .events import GhostsChanged, MeeplePlaced, SecretCardSeen
from .resolution import start_resolution
from .state import DontGoInThereState, PLACE
from .turn import to_move


def place_meeple(g, s: DontGoInThereState, action: PlaceMeeple, events: bool) -> list[Event]:
    seat = s.active
    if s.phase != PLACE:
        raise IllegalAction(action, to_move(g, s), "no meeple is to be placed now")
    r = g.room_index.get(action.room, -1)
    b = g.board_of_room.get(r, -1)
    if b < 0 or s.board_room[b] != r or s.board_out[b]:
        raise IllegalAction(action, seat, f"{action.room} is not a room in play")
    sp = action.space - 1 if isinstance(action.space, int) else -1
    if not 0 <= sp < g.spaces:
        raise IllegalAction(action, seat, f"there is no space {action.space}")
    row = s.meeples[b]
    if row[sp] >= 0:
        raise IllegalAction(action, seat, f"space {action.space} of the {action.room} is taken (DG-3)")
    if s.supply[seat] <= 0:
        raise IllegalAction(action, seat, "no meeple left in the supply")
    row[sp] = seat
    s.supply[seat] -= 1
    s.turn += 1
    count = 0
    for who in row:
        if who >= 0:
            count += 1
    out: list[Event] = []
    if events:
        out.append(MeeplePlaced(seat, action.room, action.space, g.flashlights[sp], count))
    # DG-4: placement effects first, even for the 3rd meeple
    gain_sp, gain = g.place_gain[r]
    if sp == gain_sp and gain:
        s.ghosts[seat] += gain  # DG-20 Attic
        if events:
            out.append(GhostsChanged(seat, gain, "attic"))
    disc_sp, disc = g.place_discard[r]
    if sp == disc_sp and disc:
        lose = min(disc, s.ghosts[seat])  # DG-21 Nursery, DG-18
        if lose:
            s.ghosts[seat] -= lose
            if events:
                out.append(GhostsChanged(seat, -lose, "nursery"))
    fd = s.face_down[b]
    if fd >= 0:
        s.seen[b][seat] = True  # DG-25, D-11: the seat looks at the face-down card
        if events:
            out.append(SecretCardSeen(seat, action.room, g.card_ids[s.slots[b][fd]]))
    if count >= g.resolve_at:
        start_resolution(g, s, b, seat, out, events)  # DG-5
    else:
        s.active = (seat + 1) % s.n  # DG-2
    return out
