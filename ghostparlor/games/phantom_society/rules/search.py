"""PS-7, PS-8, PS-9, PS-10, PS-12: a hunter searches any tile; resolving a removal (the same for
a ghost or a hunter: a reveal sets the tile aside, else its value is damage), a cleared colour,
an eliminated master, and the victory check after every removal.
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Event
from ghostparlor.games.phantom_society.rules.inference import DEVASTATE, HUNT
from ghostparlor.games.phantom_society.rules.actions import Hunt
from ghostparlor.games.phantom_society.rules.events import ColourCleared, GhostRevealed, MasterEliminated, TileRemoved
from ghostparlor.games.phantom_society.rules.result import end_game
from ghostparlor.games.phantom_society.rules.state import GHOST_SLOTS, GHOSTS_WIN, HUNTERS_WIN, PLAY, PhantomSocietyState
from ghostparlor.games.phantom_society.rules.turns import square_of


def apply_hunt(g, s: PhantomSocietyState, action: Hunt, events: bool) -> list[Event]:
    if s.phase != PLAY or s.slot in GHOST_SLOTS:
        raise IllegalAction(action, g.to_move(s), "it is not a hunter turn")
    seat = s.slot_seats[s.slot]
    sq = square_of(g, action, action.square, seat)
    if s.board[sq] < 0:
        raise IllegalAction(action, seat, f"{action.square} is empty: there is no tile to remove (PS-7)")
    return remove(g, s, seat, sq, HUNT, events)


def remove(g, s: PhantomSocietyState, seat: int, sq: int, kind: int, events: bool) -> list[Event]:
    """PS-8: the same for a ghost or a hunter; then PS-12 victory."""
    k = s.board[sq]
    s.board[sq] = -1
    found = -1
    for c in range(g.ncol):
        if s.ghost_sq[c] == sq and not s.revealed[c]:
            found = c
            break
    out: list[Event] = []
    if found >= 0:
        s.revealed[found] = True  # PS-8: the token stays visible on the empty square
        s.set_aside[k] += 1  # the tile is set aside, damage unchanged
        added = 0
    else:
        added = g.value_of[k]
        s.damage += added
        s.removed[k] += 1
    s.history.append((seat, s.slot, kind, sq, found))
    s.history_tiles.append(k)
    if events:
        name = g.square_names[sq]
        colour = g.colours[g.colour_of[k]]
        out.append(TileRemoved(len(s.history), seat, "ghost" if kind == DEVASTATE else "hunter", name, colour,
                               g.value_of[k], added, g.colours[found] if found >= 0 else "", s.damage))
        if found >= 0:
            out.append(GhostRevealed(g.colours[found], name, seat))
            left = tuple(g.square_names[q] for q in range(g.size) if s.board[q] >= 0 and g.colour_of[s.board[q]] == found)
            out.append(ColourCleared(g.colours[found], left))  # PS-9
    if found >= 0:
        owner = s.owner[found]
        if g.eliminated(s, owner) and not all(s.revealed):
            if events:
                partner = s.slot_seats[2] if owner == s.slot_seats[0] else s.slot_seats[0]
                out.append(MasterEliminated(owner, partner))  # PS-10, D-11
    # PS-12: check after every removal; one removal cannot do both
    if all(s.revealed):
        end_game(g, s, HUNTERS_WIN, out, events)
    elif s.damage >= s.target:
        end_game(g, s, GHOSTS_WIN, out, events)
    else:
        s.slot = (s.slot + 1) % 4  # PS-1 to PS-3
    return out
