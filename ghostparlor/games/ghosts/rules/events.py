"""S-3 to S-5, GH-2 to GH-15: what happens in a game of Ghosts, as events.

Round starts (S-3), cards dealt (S-4) and all-Fog redeals (S-5), cards played
(GH-2 to GH-7), cards drawn (GH-10), piles taken (GH-8), the round's end (GH-12)
with what a person needs to check it, relief (GH-13) and the game's end (GH-15).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Event


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    TYPE: ClassVar[str] = "round_started"
    round: int
    first_player: int


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    TYPE: ClassVar[str] = "card_dealt"
    SECRET_TO: ClassVar[str | None] = "seat"
    QUIET: ClassVar[bool] = True
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class AllFogRedeal(Event):
    """S-5: a hand of five Fog went back into the deck."""

    TYPE: ClassVar[str] = "all_fog_redeal"
    seat: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card went onto (or, for Fog, beside) the pile; ``call`` is what the player calls out."""

    TYPE: ClassVar[str] = "card_played"
    seat: int
    card: str
    how: str  # "open", "new_family", "mirror" or "fog"
    level: int
    call: str
    direction: int
    next_seat: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    TYPE: ClassVar[str] = "card_drawn"
    SECRET_TO: ClassVar[str | None] = "seat"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class PileTaken(Event):
    """GH-8: ``seat`` took ``cards`` (pile and Fog beside it) and now has ``fear_points``."""

    TYPE: ClassVar[str] = "pile_taken"
    seat: int
    cards: tuple
    forced: bool
    fear_points: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """GH-12: ``seat_due`` had no cards; hands and pile are discarded. To check the round
    without reading a step early: ``fear_points`` per seat before GH-13's relief,
    ``took`` (who took a pile this round), ``hand_sizes`` and ``deck_size`` when it ended."""

    TYPE: ClassVar[str] = "round_ended"
    round: int
    seat_due: int
    discarded_pile: tuple
    fear_points: tuple = ()
    took: tuple = ()
    hand_sizes: tuple = ()
    deck_size: int = -1


@dataclass(frozen=True, slots=True)
class ReliefGiven(Event):
    """GH-13: ``seat`` took no pile this round and returned ``returned`` FP."""

    TYPE: ClassVar[str] = "relief"
    seat: int
    returned: int
    fear_points: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    TYPE: ClassVar[str] = "game_over"
    winners: tuple
    fear_points: tuple


EVENT_CLASSES = (RoundStarted, CardDealt, AllFogRedeal, CardPlayed, CardDrawn, PileTaken, RoundEnded, ReliefGiven, GameOver)
