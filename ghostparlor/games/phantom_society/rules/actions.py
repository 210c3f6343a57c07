"""Section 3.3, section 3.5, PS-4, PS-7, PS-11, PS-14, PS-15: the actions of The Phantom Society
(chance deals, bids, placing, hiding, devastating, hunting, the forced pass).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Action


@dataclass(frozen=True, slots=True)
class DealPiles(Action):
    """Chance: the objective pile (``A`` or ``B``) of team 1 and of team 2 (PS-14, PS-17)."""

    TYPE: ClassVar[str] = "deal_piles"
    IS_CHANCE: ClassVar[bool] = True
    piles: tuple


@dataclass(frozen=True, slots=True)
class DealColours(Action):
    """Chance: the colour of tiles of slots G1, H1, G2, H2 (section 3.2, ``tile_colours=random``)."""

    TYPE: ClassVar[str] = "deal_colours"
    IS_CHANCE: ClassVar[bool] = True
    colours: tuple


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A team's secret bid: one tens card and one thousands card of its pile (PS-15)."""

    TYPE: ClassVar[str] = "bid"
    tens: int
    thousands: int


@dataclass(frozen=True, slots=True)
class PlaceTile(Action):
    """Place one of the seat's tiles face up on an empty square (section 3.3)."""

    TYPE: ClassVar[str] = "place"
    colour: str
    value: int
    square: str


@dataclass(frozen=True, slots=True)
class HideGhost(Action):
    """Hide the ghost of ``colour`` under the tile of the same colour on ``square`` (section 3.5)."""

    TYPE: ClassVar[str] = "hide"
    colour: str
    square: str


@dataclass(frozen=True, slots=True)
class Devastate(Action):
    """A ghost turn: remove a tile that is a legal target of one of the master's hidden ghosts (PS-4)."""

    TYPE: ClassVar[str] = "devastate"
    square: str


@dataclass(frozen=True, slots=True)
class Hunt(Action):
    """A hunter turn: remove any tile on the board (PS-7)."""

    TYPE: ClassVar[str] = "hunt"
    square: str


@dataclass(frozen=True, slots=True)
class PassTurn(Action):
    """A forced pass: none of the master's hidden ghosts has a legal target (PS-11)."""

    TYPE: ClassVar[str] = "pass"


ACTION_CLASSES = (DealPiles, DealColours, Bid, PlaceTile, HideGhost, Devastate, Hunt, PassTurn)
PASS_TURN = PassTurn()


class ActionList(list):
    """A plain list of legal actions that answers ``in`` through a set built on first use
    (placement offers hundreds of actions; ``check_legal`` and the tests ask ``in`` often)."""

    __slots__ = ("_members",)

    def __contains__(self, item: object) -> bool:
        try:
            members = self._members
        except AttributeError:
            members = None
        if members is None or len(members) != len(self):
            try:
                members = self._members = frozenset(self)
            except TypeError:  # pragma: no cover - unhashable entries
                return list.__contains__(self, item)
        try:
            return item in members
        except TypeError:
            return list.__contains__(self, item)


def all_actions(g, s) -> list[Action]:
    out: list[Action] = [*g.pile_deals, *g.colour_deals]
    for acts in g.bid_actions:
        out.extend(acts)
    for row in g.place_actions:
        out.extend(row)
    for row in g.hide_actions:
        out.extend(row)
    out.extend(g.devastate_actions)
    out.extend(g.hunt_actions)
    out.append(PASS_TURN)
    return out
