"""TH-2 to TH-6, TH-9 to TH-22, TH-A2 to TH-A5 and D-1, D-2, D-12: the events a step
reports (a die rolled, a card drawn, a ghost placed or a room haunted, doors locked,
a pawn moved or trapped, a jewel revealed, picked up or delivered, a fight, the end),
with their stable JSON form; the log lines are in :mod:`.text`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Event


@dataclass(frozen=True, slots=True)
class JewelPlaced(Event):
    """Set-up: a jewel lies face down in ``room`` (its number is hidden)."""

    TYPE: ClassVar[str] = "jewel_placed"
    QUIET: ClassVar[bool] = True
    room: str


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    TYPE: ClassVar[str] = "die_rolled"
    pawn: int
    seat: int
    value: int
    ghost: bool


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """``extra``: drawn for a DRAW card; ``ignored``: a SHUFFLE/DRAW card among those extra draws (TH-A3)."""

    TYPE: ClassVar[str] = "card_drawn"
    pawn: int
    card: str
    extra: bool
    ignored: bool


@dataclass(frozen=True, slots=True)
class GhostPlaced(Event):
    """A letter card's ghost went to ``room`` after skipping the haunted rooms ``skipped`` (TH-3, TH-4);
    ``haunted``: it was the room's 3rd ghost and the room is now haunted (TH-5)."""

    TYPE: ClassVar[str] = "ghost_placed"
    card: str
    room: str
    skipped: tuple
    ghosts: int
    haunted: bool
    markers: int


@dataclass(frozen=True, slots=True)
class DoorsLocked(Event):
    TYPE: ClassVar[str] = "doors_locked"
    colour: str


@dataclass(frozen=True, slots=True)
class DoorsUnlocked(Event):
    TYPE: ClassVar[str] = "doors_unlocked"
    colour: str


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    """A new draw pile of ``cards`` cards; ``lock_aside`` names a lock card kept aside (TH-A3) or is ''."""

    TYPE: ClassVar[str] = "deck_shuffled"
    cards: int
    lock_aside: str


@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    TYPE: ClassVar[str] = "pawn_moved"
    pawn: int
    seat: int
    frm: str
    to: str
    spaces: int


@dataclass(frozen=True, slots=True)
class PawnTrapped(Event):
    """A jewel carrier is in a haunted room and cannot leave until it is un-haunted (TH-17)."""

    TYPE: ClassVar[str] = "pawn_trapped"
    pawn: int
    room: str


@dataclass(frozen=True, slots=True)
class JewelRevealed(Event):
    """Advanced: ending a move in ``room`` turned its jewel over (TH-A2, D-12)."""

    TYPE: ClassVar[str] = "jewel_revealed"
    room: str
    number: int


@dataclass(frozen=True, slots=True)
class JewelPickedUp(Event):
    """``number`` is 0 when it is hidden (the basic game)."""

    TYPE: ClassVar[str] = "jewel_picked_up"
    pawn: int
    room: str
    number: int


@dataclass(frozen=True, slots=True)
class JewelPutDown(Event):
    TYPE: ClassVar[str] = "jewel_put_down"
    pawn: int
    room: str
    number: int


@dataclass(frozen=True, slots=True)
class JewelDelivered(Event):
    """TH-14: ``delivered`` jewels are now outside; ``number`` is 0 when hidden."""

    TYPE: ClassVar[str] = "jewel_delivered"
    pawn: int
    number: int
    delivered: int


@dataclass(frozen=True, slots=True)
class GhostsFought(Event):
    """TH-15: ``faces`` rolled, ``removed`` ghosts back to the supply, ``ghosts`` left in ``room``."""

    TYPE: ClassVar[str] = "ghosts_fought"
    pawn: int
    room: str
    faces: tuple
    removed: int
    ghosts: int


@dataclass(frozen=True, slots=True)
class UnhauntRolled(Event):
    """TH-16: ``success`` if a haunting icon showed; ``markers`` on the board afterwards."""

    TYPE: ClassVar[str] = "unhaunt_rolled"
    pawn: int
    room: str
    faces: tuple
    success: bool
    markers: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """``outcome``: won (TH-19), lost_hauntings (TH-20), lost_deadlock (TH-21) or lost_dead_end (D-11)."""

    TYPE: ClassVar[str] = "game_over"
    outcome: str
    delivered: int
    markers: int


EVENT_CLASSES = (
    JewelPlaced, DieRolled, CardDrawn, GhostPlaced, DoorsLocked, DoorsUnlocked, DeckShuffled, PawnMoved,
    PawnTrapped, JewelRevealed, JewelPickedUp, JewelPutDown, JewelDelivered, GhostsFought, UnhauntRolled, GameOver,
)
