"""Section 3.5, section 3.6, PS-6, D-9: the masters hide the ghosts (one each in turn, G1 first), each under a
tile of its own colour; the master who hides a ghost controls it; ghosts never move (PS-6) and the hiding is secret (D-9).
"""

from __future__ import annotations

import random

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Event
from ghostparlor.games.phantom_society.rules.actions import ActionList, HideGhost
from ghostparlor.games.phantom_society.rules.events import GhostHidden, HuntBegins
from ghostparlor.games.phantom_society.rules.state import GHOST_SLOTS, HIDE, PLAY, PhantomSocietyState
from ghostparlor.games.phantom_society.rules.turns import square_of


def legal_hides(g, s: PhantomSocietyState) -> list[Action]:
    """Section 3.5: any ghost not yet hidden, under any tile of its own colour."""
    out = ActionList()
    board = s.board
    colour_of = g.colour_of
    for c in range(g.ncol):
        if s.ghost_sq[c] < 0:
            row = g.hide_actions[c]
            out.extend([row[sq] for sq in range(g.size) if board[sq] >= 0 and colour_of[board[sq]] == c])
    return out


def apply_hide(g, s: PhantomSocietyState, action: HideGhost, events: bool) -> list[Event]:
    if s.phase != HIDE:
        raise IllegalAction(action, g.to_move(s), "ghosts are hidden only after placement")
    seat = g.hider(s)
    sq = square_of(g, action, action.square, seat)
    c = g.colour_index.get(action.colour, -1)
    if c < 0:
        raise IllegalAction(action, seat, f"there is no {action.colour} ghost")
    if s.ghost_sq[c] >= 0:
        raise IllegalAction(action, seat, f"the {action.colour} ghost is already hidden")
    if s.board[sq] < 0 or g.colour_of[s.board[sq]] != c:
        raise IllegalAction(action, seat, f"a {action.colour} ghost hides only under a {action.colour} tile (section 3.5)")
    s.ghost_sq[c] = sq
    s.owner[c] = seat  # section 3.5: the master who hides a ghost controls it
    s.hide_step += 1
    out: list[Event] = []
    if events:
        out.append(GhostHidden(seat, action.colour, action.square, g.ghost_seats(s)))
    if s.hide_step == g.ncol:
        s.phase = PLAY
        s.slot = s.first_master  # section 3.6: the first ghost turn
        if events:
            out.append(HuntBegins(g.to_move(s), s.target))
    return out


def resample_hiding(g, c: PhantomSocietyState, rng: random.Random) -> None:
    """Each hide so far: any colour not yet used, under any tile of that colour; owners stay by turn."""
    owners = [c.slot_seats[GHOST_SLOTS[i % 2]] for i in range(c.hide_step)]
    colours = rng.sample(range(g.ncol), c.hide_step)
    c.ghost_sq = [-1] * g.ncol
    c.owner = [-1] * g.ncol
    for colour, owner in zip(colours, owners):
        squares = [q for q in range(g.size) if c.board[q] >= 0 and g.colour_of[c.board[q]] == colour]
        c.ghost_sq[colour] = squares[rng.randrange(len(squares))]
        c.owner[colour] = owner
