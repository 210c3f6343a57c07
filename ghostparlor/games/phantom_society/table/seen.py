"""What the Phantom Society table shows now, read from its seat's feed once a refresh: the
viewer's view, whether it is the viewer's turn and their legal actions; every panel of the
table draws from this :class:`Sighting` only.

The one exception to "the viewer's view" is a replay's "all hands open" view of a finished
game (``feed.everything_open`` with no seat chosen, see :func:`open_view`): every hidden
ghost and face-down bid of the position is added, and remembered (``opened_ghosts``,
``opened_bids``) so that the panels draw them marked with an eye as secrets revealed."""

from __future__ import annotations

import dataclasses
from typing import Any

from ghostparlor.core.strings import t
from ghostparlor.feed import SeatFeed
from ghostparlor.games.phantom_society.rules import HideGhost


@dataclasses.dataclass(frozen=True)
class Sighting:
    """The table's picture of the game at the last refresh."""

    view: Any  # the viewer's view (in a replay's open view: with the position's secrets added)
    viewer: int | None
    my_turn: bool
    legal: list  # the viewer's legal actions on their turn, else none
    opened_ghosts: frozenset[str] = frozenset()  # squares of hidden ghosts shown only by the open view
    opened_bids: frozenset[int] = frozenset()  # teams whose face-down bid the open view shows


def look(feed: SeatFeed, viewer: int | None, my_turn: bool) -> Sighting:
    """The sighting of ``viewer`` (the feed's seat) now."""
    view = feed.view()
    ghosts: frozenset[str] = frozenset()
    bids: frozenset[int] = frozenset()
    if viewer is None and feed.everything_open:
        view, ghosts, bids = open_view(feed, view)
    legal = feed.legal_actions() if my_turn else []
    return Sighting(view, viewer, my_turn, legal, ghosts, bids)


def open_view(feed: SeatFeed, public) -> tuple[Any, frozenset[str], frozenset[int]]:
    """The replay's "all hands open" view of a finished game: the spectator's ``public``
    view with every secret of the position added, as the seats that know them see them
    (the rules' own views of the open state): where each hidden ghost is and whose it is
    (the ghost team's, D-9) and each team's face-down bid (PS-15); with the squares and the
    teams whose secret it adds, to be drawn marked as revealed."""
    state = feed.open_state()  # only here: the feed refuses it unless everything is open
    game = feed.game
    changes: dict = {}
    opened_ghosts: frozenset[str] = frozenset()
    if public.ghosts is None:
        for seat in range(feed.players):
            if game.role_of(state, seat) == "ghosts":
                known = game.view(state, seat)
                if known.ghosts is not None:
                    changes.update(ghosts=known.ghosts, ghost_targets=known.ghost_targets)
                    opened_ghosts = frozenset(sq for _c, sq, _o, rev in known.ghosts if sq is not None and not rev)
                break
    bids = list(public.bids)
    opened_bids: set[int] = set()
    for team, seats in enumerate(public.teams):
        if bids[team] is None and public.bid_placed[team] and seats:
            bids[team] = game.view(state, seats[0]).bids[team]
            if bids[team] is not None:
                opened_bids.add(team)
    if opened_bids:
        changes["bids"] = tuple(bids)
    view = dataclasses.replace(public, **changes) if changes else public
    return view, opened_ghosts, frozenset(opened_bids)


def colours_to_hide(legal) -> str:
    """The colours whose ghost the viewer may hide now (section 3.5), in words."""
    colours = sorted({a.colour for a in legal if isinstance(a, HideGhost)})
    return ", ".join(t(f"phantom_society.colour.{c}") for c in colours)
