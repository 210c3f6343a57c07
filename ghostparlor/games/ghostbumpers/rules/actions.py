"""GB-6 and GB-10 to GB-12, D-4: the actions (a play of k x v, the 0/10 card announced as
0 or 10, the scare level of GB-3, the GB-9 discard and the chance outcomes) and a play's
strength.

Monster cards are small integers: 1..9 are the printed values and 0 stands for the single
0/10 card (no plain 0 card exists).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Action

ZERO_TEN = 0
"""The card id of the single 0/10 card (GB-10, GB-11, GB-16)."""


def strength_words(code: int) -> str:
    """A strength in the integer code of :func:`strength` as the table prints it (GB-12): a
    single card its value ("6", the 0/10 "0" or "10"), k x v the decimal "k.v" ("2.6")."""
    if code % 10 == 0:
        return str(code // 10)
    return f"{code // 10}.{code % 10}"


def strength(card: int, count: int, announce: int) -> int:
    """GB-12 in integer code: a single v is 10*v (0/10: 0 or 100); k x v is 10*k + v."""
    if card == ZERO_TEN:
        return 100 if announce == 10 else 0  # D-4: declared 10 always wins, declared 0 never wins
    if count == 1:
        return 10 * card
    return 10 * count + card




@dataclass(frozen=True, slots=True)
class ChooseFirstPlayer(Action):
    """Chance: the first start-card holder is ``seat`` (section 2: chosen at random)."""

    TYPE: ClassVar[str] = "first_player"
    IS_CHANCE: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """Chance: the next card off the shuffled draw pile is ``card`` (0 = the 0/10 card):
    dealt (GB-2, D-12) or drawn as a refill (GB-7, GB-8)."""

    TYPE: ClassVar[str] = "draw"
    IS_CHANCE: ClassVar[bool] = True
    card: int


@dataclass(frozen=True, slots=True)
class SetScareLevel(Action):
    """GB-3: insert the scared card at ``position`` 1..7 from the top (secret)."""

    TYPE: ClassVar[str] = "scare_level"
    position: int


@dataclass(frozen=True, slots=True)
class PlayCards(Action):
    """GB-6: play ``count`` cards of printed value ``card`` (1..9) face up."""

    TYPE: ClassVar[str] = "play"
    card: int
    count: int


@dataclass(frozen=True, slots=True)
class PlayZeroTen(Action):
    """GB-10, GB-11, D-4: play the 0/10 card alone, announced as 0 or 10."""

    TYPE: ClassVar[str] = "play_zero_ten"
    announce: int


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """GB-9, D-7: discard one card from hand (secretly while both piles are empty,
    or face up when paying a card owed)."""

    TYPE: ClassVar[str] = "discard"
    card: int


ACTION_CLASSES = (ChooseFirstPlayer, DrawCard, SetScareLevel, PlayCards, PlayZeroTen, DiscardCard)
