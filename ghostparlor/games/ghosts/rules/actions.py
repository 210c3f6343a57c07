"""GH-1 to GH-8, S-3 to S-5 and GH-10: the actions of Ghosts.

A seat plays one card (GH-2 to GH-5) or takes the pile (GH-8); chance draws a card
off the shuffled deck (S-4 dealing, S-5 redeals, GH-10 refills) and picks round 1's
first player (S-3, D13).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Action


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """The seat to move plays one card from its hand (GH-2 to GH-5)."""

    TYPE: ClassVar[str] = "play"
    card: str


@dataclass(frozen=True, slots=True)
class TakePile(Action):
    """The seat to move takes the pile (GH-8), then opens a new one."""

    TYPE: ClassVar[str] = "take"


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """Chance: the next card off the shuffled deck is ``card`` (S-4, S-5, GH-10)."""

    TYPE: ClassVar[str] = "draw"
    IS_CHANCE: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class ChooseFirstPlayer(Action):
    """Chance: round 1's first player is ``seat`` (S-3, D13)."""

    TYPE: ClassVar[str] = "first_player"
    IS_CHANCE: ClassVar[bool] = True
    seat: int


ACTION_CLASSES = (PlayCard, TakePile, DrawCard, ChooseFirstPlayer)
TAKE = TakePile()
