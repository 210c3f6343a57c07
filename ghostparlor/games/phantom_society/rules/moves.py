"""PS-1 to PS-12, section 3: the legal actions of the seat to move in each phase, and applying
an action (each phase's own module does the work: placement, hiding, the Master Game's bids,
devastation lines, search)."""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Event
from ghostparlor.games.phantom_society.rules.actions import (
    PASS_TURN, ActionList, Bid, DealColours, DealPiles, Devastate, HideGhost, Hunt, PassTurn, PlaceTile,
)
from ghostparlor.games.phantom_society.rules.hiding import apply_hide, legal_hides
from ghostparlor.games.phantom_society.rules.lines import apply_devastate
from ghostparlor.games.phantom_society.rules.master_game import apply_bid, legal_bids
from ghostparlor.games.phantom_society.rules.placement import apply_place, legal_placements
from ghostparlor.games.phantom_society.rules.search import apply_hunt
from ghostparlor.games.phantom_society.rules.setup import apply_deal_colours, apply_deal_piles
from ghostparlor.games.phantom_society.rules.state import BID, HIDE, PLACE, PLAY, PhantomSocietyState
from ghostparlor.games.phantom_society.rules.turns import apply_pass


def legal_actions(g, s: PhantomSocietyState) -> list[Action]:
    """A ghost turn: the targets of the master's hidden ghosts, or the forced pass (PS-4, PS-11);
    a hunter turn: any tile on the board (PS-7); else the phase's own choices."""
    phase = s.phase
    if phase == PLAY:
        if s.slot == 0 or s.slot == 2:
            targets = g.targets_of(s, g.ghost_actor(s))
            if not targets:
                return ActionList((PASS_TURN,))  # PS-11: a forced pass is an action too
            acts = g.devastate_actions
            return ActionList([acts[sq] for sq in targets])
        board = s.board
        acts = g.hunt_actions
        return ActionList([acts[sq] for sq in range(g.size) if board[sq] >= 0])  # PS-7
    if phase == PLACE:
        return legal_placements(g, s)
    if phase == HIDE:
        return legal_hides(g, s)
    if phase == BID:
        return legal_bids(g, s)
    return []


def apply(g, s: PhantomSocietyState, action: Action, events: bool = True) -> list[Event]:
    cls = action.__class__
    if cls is Hunt:
        return apply_hunt(g, s, action, events)
    if cls is Devastate:
        return apply_devastate(g, s, action, events)
    if cls is PlaceTile:
        return apply_place(g, s, action, events)
    if cls is PassTurn:
        return apply_pass(g, s, action, events)
    if cls is HideGhost:
        return apply_hide(g, s, action, events)
    if cls is Bid:
        return apply_bid(g, s, action, events)
    if cls is DealPiles:
        return apply_deal_piles(g, s, action, events)
    if cls is DealColours:
        return apply_deal_colours(g, s, action, events)
    raise IllegalAction(action, g.to_move(s), "not an action of The Phantom Society")
