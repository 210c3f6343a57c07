"""PS-14, PS-15, PS-16, D-8, D-12: the Master Game: each team bids a tens and a thousands card of
its pile; the higher bid plays the ghosts, the lower is the target, the stake the difference.
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Event
from ghostparlor.games.phantom_society.rules.actions import ActionList, Bid
from ghostparlor.games.phantom_society.rules.events import BidPlaced, BidsRevealed
from ghostparlor.games.phantom_society.rules.setup import roles_known
from ghostparlor.games.phantom_society.rules.state import BID, PhantomSocietyState


def legal_bids(g, s: PhantomSocietyState) -> list[Action]:
    """PS-15: the bids of the team to bid (team 1 first): one tens and one thousands card of its pile."""
    team = 0 if s.bids[0] is None else 1
    return ActionList(g.bid_actions[s.piles[team]])


def apply_bid(g, s: PhantomSocietyState, action: Bid, events: bool) -> list[Event]:
    if s.phase != BID:
        raise IllegalAction(action, g.to_move(s), "bids are placed only before a Master Game")
    team = 0 if s.bids[0] is None else 1
    seat = g.teams(s)[team][0]
    pile = s.piles[team]
    if action.tens not in g.pile_tens[pile] or action.thousands not in g.pile_thousands[pile]:
        raise IllegalAction(action, seat, f"pile {g.pile_ids[pile]} holds tens {g.pile_tens[pile]} and thousands {g.pile_thousands[pile]} (PS-14)")
    s.bids[team] = (action.tens, action.thousands)
    out: list[Event] = []
    if events:
        out.append(BidPlaced(team, seat, g.teams(s)[team], action.tens, action.thousands))
    if team == 1:
        out.extend(reveal_bids(g, s, events))
    return out


def reveal_bids(g, s: PhantomSocietyState, events: bool) -> list[Event]:
    totals = [sum(s.bids[0]), sum(s.bids[1])]
    if totals[0] == totals[1]:  # D-8: the piles make a tie impossible
        raise AssertionError("equal bids: both teams held the same parity of pile (D-8)")
    high = 0 if totals[0] > totals[1] else 1
    s.ghost_team = high  # PS-15: the higher bid plays the ghosts
    s.target = totals[1 - high]  # PS-13, PS-15: the target is the lower bid
    s.stake = totals[high] - totals[1 - high]  # PS-16 PROPOSAL: worth the difference in VP
    s.slot_seats = list(g.setups[s.n]["roles"][high])  # section 3.1, D-12
    out: list[Event] = []
    if events:
        out.append(BidsRevealed(tuple(s.bids), tuple(totals), high, s.target, s.stake, tuple(s.slot_seats)))
    out.extend(roles_known(g, s))
    return out
