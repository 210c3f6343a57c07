"""PS-1 to PS-3, PS-10, PS-11, section 3.5: whose turn it is (the slot cycle, the partner
of an eliminated master, the hider, the bidder) and the forced pass.
"""

from __future__ import annotations

from typing import Any

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Event
from ghostparlor.games.phantom_society.rules.inference import PASS
from ghostparlor.games.phantom_society.rules.actions import PassTurn
from ghostparlor.games.phantom_society.rules.events import MasterPassed
from ghostparlor.games.phantom_society.rules.state import BID, GHOST_SLOTS, HIDE, OVER, PLACE, PLAY, PhantomSocietyState


def ghost_seats(g, s: PhantomSocietyState) -> tuple[int, ...]:
    if s.slot_seats[0] < 0:
        return ()
    return tuple(sorted({s.slot_seats[0], s.slot_seats[2]}))


def hunter_seats(g, s: PhantomSocietyState) -> tuple[int, ...]:
    if s.slot_seats[1] < 0:
        return ()
    return tuple(sorted({s.slot_seats[1], s.slot_seats[3]}))


def eliminated(g, s: PhantomSocietyState, seat: int) -> bool:
    """PS-10: a master (one of two) whose ghosts are all revealed."""
    if s.slot_seats[0] == s.slot_seats[2]:
        return False  # a lone master is never eliminated: losing all ghosts ends the game
    owned = False
    for c in range(g.ncol):
        if s.owner[c] == seat:
            owned = True
            if not s.revealed[c]:
                return False
    return owned


def ghost_actor(g, s: PhantomSocietyState) -> int:
    """PS-1 to PS-3, PS-10: the slot's master, or the partner once that master is eliminated."""
    seat = s.slot_seats[s.slot]
    if g.eliminated(s, seat):
        return s.slot_seats[2 - s.slot]
    return seat


def hider(g, s: PhantomSocietyState) -> int:
    """Section 3.5: the masters hide one ghost each in turn, G1 first."""
    return s.slot_seats[GHOST_SLOTS[s.hide_step % 2]]


def bidder(g, s: PhantomSocietyState) -> int:
    """PS-15: each team's bid is placed by its first seat; team 1 first."""
    team = 0 if s.bids[0] is None else 1
    return g.teams(s)[team][0]


def to_move(g, s: PhantomSocietyState) -> int:
    phase = s.phase
    if phase == PLAY:
        if s.slot == 0 or s.slot == 2:
            return g.ghost_actor(s)
        return s.slot_seats[s.slot]
    if phase == PLACE:
        return s.slot_seats[s.slot]
    if phase == HIDE:
        return g.hider(s)
    if phase == BID:
        return g.bidder(s)
    if phase == OVER:
        return TERMINAL
    return CHANCE


def square_of(g, action: Action, name: Any, seat: int) -> int:
    sq = g.square_index.get(name, -1) if isinstance(name, str) else -1
    if sq < 0:
        raise IllegalAction(action, seat, f"{name!r} is not a square of the board")
    return sq


def apply_pass(g, s: PhantomSocietyState, action: PassTurn, events: bool) -> list[Event]:
    if s.phase != PLAY or s.slot not in GHOST_SLOTS:
        raise IllegalAction(action, g.to_move(s), "only a ghost master with no legal target passes (PS-11)")
    seat = g.ghost_actor(s)
    if g.targets_of(s, seat):
        raise IllegalAction(action, seat, "a master who has a legal target may not pass (PS-11)")
    s.history.append((seat, s.slot, PASS, -1, -1))
    s.history_tiles.append(-1)
    s.slot = (s.slot + 1) % 4  # PS-11: the next hunter plays; the partner does not
    return [MasterPassed(len(s.history), seat)] if events else []
