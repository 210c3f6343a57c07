"""TH-1, TH-7, TH-12 to TH-16, TH-A1 and D-11: the actions of a turn, by the seats (a
destination, picking up, putting down or not) and by chance (the movement die, a card,
the battle dice, a jewel's number), with their stable JSON form (``TYPE`` and fields).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Action


@dataclass(frozen=True, slots=True)
class PlaceJewel(Action):
    """Chance (set-up): the jewel laid face down in the next jewel room has ``number`` (TH-A1)."""

    TYPE: ClassVar[str] = "place_jewel"
    IS_CHANCE: ClassVar[bool] = True
    number: int


@dataclass(frozen=True, slots=True)
class RollDie(Action):
    """Chance: the movement die shows ``value`` (TH-1 step 1)."""

    TYPE: ClassVar[str] = "roll"
    IS_CHANCE: ClassVar[bool] = True
    value: int


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """Chance: the card drawn off the draw pile is ``card`` (TH-2, TH-A3)."""

    TYPE: ClassVar[str] = "draw"
    IS_CHANCE: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class Move(Action):
    """The pawn whose turn it is ends its move on node ``to`` (its own node = stay, TH-7)."""

    TYPE: ClassVar[str] = "move"
    to: str


@dataclass(frozen=True, slots=True)
class PickUpJewel(Action):
    """Step 4: pick up the jewel of the room the pawn ended its move in (TH-12, D-1)."""

    TYPE: ClassVar[str] = "pick_up"


@dataclass(frozen=True, slots=True)
class PutDownJewel(Action):
    """Step 4 with the ``advanced_allow_putdown`` house rule: leave the carried jewel here (D-11)."""

    TYPE: ClassVar[str] = "put_down"


@dataclass(frozen=True, slots=True)
class SkipJewel(Action):
    """Step 4: neither pick up nor put down (a declined jewel can be taken later, D-1)."""

    TYPE: ClassVar[str] = "skip_jewel"


@dataclass(frozen=True, slots=True)
class BattleRoll(Action):
    """Chance: the battle dice show ``faces`` (sorted: ghost, haunting, blank) (TH-15, TH-16)."""

    TYPE: ClassVar[str] = "battle"
    IS_CHANCE: ClassVar[bool] = True
    faces: tuple


ACTION_CLASSES = (PlaceJewel, RollDie, DrawCard, Move, PickUpJewel, PutDownJewel, SkipJewel, BattleRoll)
PICK_UP = PickUpJewel()
PUT_DOWN = PutDownJewel()
SKIP = SkipJewel()
