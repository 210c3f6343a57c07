"""GB-1 to GB-25, D-7: the events a step causes (what happened, for the log, the sound and the
animation), from the deal to the round's end (RoundEnded carries what the round leaves on
the table) and the game's end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Event

END_SCARED = "scared"  # GB-18(a)
END_HANDS = "hands_empty"  # GB-18(b)



@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """GB-1, GB-2, GB-23: a round begins; ``dealer`` holds the start card."""

    TYPE: ClassVar[str] = "round_started"
    round: int
    dealer: int


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    TYPE: ClassVar[str] = "card_dealt"
    SECRET_TO: ClassVar[str | None] = "seat"
    QUIET: ClassVar[bool] = True
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class ScareLevelSet(Event):
    """GB-3: ``seat`` inserted its scared card; the position is secret to that seat."""

    TYPE: ClassVar[str] = "scare_level_set"
    SECRET_TO: ClassVar[str | None] = "seat"
    seat: int
    position: int


@dataclass(frozen=True, slots=True)
class TricksBegin(Event):
    """GB-4: every scare level is set; ``leader`` leads the first trick."""

    TYPE: ClassVar[str] = "tricks_begin"
    leader: int


@dataclass(frozen=True, slots=True)
class CardsPlayed(Event):
    """GB-6, GB-11, GB-12: ``seat`` played ``count`` x ``card`` (announce: 0/10 only, else -1)."""

    TYPE: ClassVar[str] = "cards_played"
    seat: int
    card: int
    count: int
    announce: int
    strength: int
    refill: int  # cards the seat must now draw (GB-7)


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    TYPE: ClassVar[str] = "card_drawn"
    SECRET_TO: ClassVar[str | None] = "seat"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class DiscardReshuffled(Event):
    """GB-8: the discard pile (``cards`` of them) became the new draw pile."""

    TYPE: ClassVar[str] = "discard_reshuffled"
    cards: int


@dataclass(frozen=True, slots=True)
class BothPilesEmpty(Event):
    """GB-9: ``drawer`` must draw but both piles are empty; every seat discards one card."""

    TYPE: ClassVar[str] = "both_piles_empty"
    drawer: int


@dataclass(frozen=True, slots=True)
class DiscardChosen(Event):
    """GB-9, D-7: ``seat`` chose its discard (the card is secret until all have chosen)."""

    TYPE: ClassVar[str] = "discard_chosen"
    SECRET_TO: ClassVar[str | None] = "seat"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class CardOwed(Event):
    """D-7: ``seat`` holds no card at a GB-9 and owes one."""

    TYPE: ClassVar[str] = "card_owed"
    seat: int


@dataclass(frozen=True, slots=True)
class DiscardsRevealed(Event):
    """GB-9, D-7: the chosen discards, as (seat, card) pairs, are shown and shuffled into the draw pile."""

    TYPE: ClassVar[str] = "discards_revealed"
    cards: tuple


@dataclass(frozen=True, slots=True)
class OwedCardPaid(Event):
    """D-7: ``seat`` paid the card it owed, face up onto the discard pile."""

    TYPE: ClassVar[str] = "owed_card_paid"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """GB-13 to GB-16: ``winner`` won with ``strength``; ``reveals`` owed (0 with the 0/10 card)."""

    TYPE: ClassVar[str] = "trick_won"
    winner: int
    strength: int
    reveals: int
    zero_ten: bool
    plays: tuple  # (seat, card, count, announce) in play order


@dataclass(frozen=True, slots=True)
class CardRevealed(Event):
    """GB-15: ``seat`` turned up its top character card (``scared``: it was S)."""

    TYPE: ClassVar[str] = "card_revealed"
    seat: int
    scared: bool
    number: int  # 1-based reveal of this trick
    owed: int  # R


@dataclass(frozen=True, slots=True)
class BottomCardMoved(Event):
    """GB-16: ``seat``'s bottom character card went to the top, face down (``moved`` is
    False for a one-card deck). Whether it was S stays secret."""

    TYPE: ClassVar[str] = "bottom_card_moved"
    seat: int
    moved: bool


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """GB-18 to GB-22: the round's end and scores.

    ``how`` is "scared" (GB-18a, ``seat`` revealed S) or "hands_empty" (GB-18b, ``seat`` -1);
    ``beneath[i]`` is B of GB-19 for a counted seat, -1 for one not counted;
    ``doubled[i]`` is True when S was the first card of the count. What the round leaves
    on the table, to check it without reading a step early: ``pile_size`` and
    ``discard_size`` (the draw and discard piles), ``hand_sizes`` and ``deck_sizes`` per seat."""

    TYPE: ClassVar[str] = "round_ended"
    round: int
    how: str
    seat: int
    paranoia: bool
    scores: tuple
    beneath: tuple
    doubled: tuple
    totals: tuple
    pile_size: int = -1
    discard_size: int = -1
    hand_sizes: tuple = ()
    deck_sizes: tuple = ()


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """GB-24, GB-25: highest total wins, ties share (``unfinished``: D-13's round cap hit)."""

    TYPE: ClassVar[str] = "game_over"
    winners: tuple
    totals: tuple
    unfinished: bool


EVENT_CLASSES = (
    RoundStarted, CardDealt, ScareLevelSet, TricksBegin, CardsPlayed, CardDrawn, DiscardReshuffled,
    BothPilesEmpty, DiscardChosen, CardOwed, DiscardsRevealed, OwedCardPaid, TrickWon, CardRevealed,
    BottomCardMoved, RoundEnded, GameOver,
)
