"""S-1 to S-6, DG-3, DG-7, DG-8, DG-10, DG-22, DG-23, DG-33, DG-40: the actions of Don't Go
In There, the players' choices and the chance outcomes (types, removals, sides, deals,
first player, dice), with their stable JSON form (``TYPE``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Action



@dataclass(frozen=True, slots=True)
class PickType(Action):
    """Chance: ``curse`` is one of the card types in play (S-1, random)."""

    TYPE: ClassVar[str] = "pick_type"
    IS_CHANCE: ClassVar[bool] = True
    curse: str


@dataclass(frozen=True, slots=True)
class ChooseType(Action):
    """Seat 1 (the host) puts ``curse`` in play (S-1, option card_types = custom)."""

    TYPE: ClassVar[str] = "choose_type"
    curse: str


@dataclass(frozen=True, slots=True)
class RemoveCard(Action):
    """Chance: ``card`` is removed face down, unseen (S-2)."""

    TYPE: ClassVar[str] = "remove"
    IS_CHANCE: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class SideUp(Action):
    """Chance: the next board (in board order) lies with ``room`` up (S-3)."""

    TYPE: ClassVar[str] = "side_up"
    IS_CHANCE: ClassVar[bool] = True
    room: str


@dataclass(frozen=True, slots=True)
class DealCard(Action):
    """Chance: the next card off the deck is ``card``; it goes to the next queued slot (S-4, DG-11)."""

    TYPE: ClassVar[str] = "deal"
    IS_CHANCE: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class FirstPlayer(Action):
    """Chance: ``seat`` takes the first turn (S-6)."""

    TYPE: ClassVar[str] = "first_player"
    IS_CHANCE: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class PlaceMeeple(Action):
    """The active seat places a meeple on ``space`` (1 top .. 4 bottom) of ``room`` (DG-3)."""

    TYPE: ClassVar[str] = "place"
    room: str
    space: int


@dataclass(frozen=True, slots=True)
class RollDice(Action):
    """Chance: ``dice`` dice were rolled and ``ghosts`` of them show a ghost (DG-7, DG-22)."""

    TYPE: ClassVar[str] = "roll"
    IS_CHANCE: ClassVar[bool] = True
    dice: int
    ghosts: int


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """The resolver rerolls all dice in the Basement (DG-22)."""

    TYPE: ClassVar[str] = "reroll"


@dataclass(frozen=True, slots=True)
class TurnDie(Action):
    """The resolver turns one die of the Hallway to its other face: ``to`` is "ghost" or "blank" (DG-23)."""

    TYPE: ClassVar[str] = "turn_die"
    to: str


@dataclass(frozen=True, slots=True)
class KeepRoll(Action):
    """The resolver keeps the roll without (further) use of the room's ability (DG-8, D-10)."""

    TYPE: ClassVar[str] = "keep_roll"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """The claiming meeple's owner takes the card in ``slot`` (1..3) of the resolving room (DG-10)."""

    TYPE: ClassVar[str] = "take"
    slot: int


@dataclass(frozen=True, slots=True)
class ChooseDollSet(Action):
    """The owner dispels the face-up Dolls of these ``values`` (ascending), a set of exactly 6 (DG-33, D-7)."""

    TYPE: ClassVar[str] = "doll_set"
    values: tuple


@dataclass(frozen=True, slots=True)
class TomeDispel(Action):
    """The owner names ``curse``: all their face-up cards of that type are dispelled (DG-40, D-5)."""

    TYPE: ClassVar[str] = "tome_dispel"
    curse: str


ACTION_CLASSES = (
    PickType, ChooseType, RemoveCard, SideUp, DealCard, FirstPlayer, PlaceMeeple,
    RollDice, Reroll, TurnDie, KeepRoll, TakeCard, ChooseDollSet, TomeDispel,
)
REROLL = Reroll()
KEEP = KeepRoll()
