"""S-1 to S-4, DG-3 to DG-17, DG-20 to DG-41, D-7, D-9, D-11: the events ``apply`` returns
(what happened, for the log, sounds and animation), with their stable JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Event



@dataclass(frozen=True, slots=True)
class TypeChosen(Event):
    """S-1: ``curse`` is in play; ``seat`` chose it (-1: drawn at random)."""

    TYPE: ClassVar[str] = "type_chosen"
    curse: str
    seat: int


@dataclass(frozen=True, slots=True)
class CardRemoved(Event):
    """S-2: one card was removed unseen; ``count`` removed so far."""

    TYPE: ClassVar[str] = "card_removed"
    QUIET: ClassVar[bool] = True
    count: int


@dataclass(frozen=True, slots=True)
class CardsRemoved(Event):
    """S-2 done: ``count`` cards removed unseen, ``deck`` cards in play."""

    TYPE: ClassVar[str] = "cards_removed"
    count: int
    deck: int


@dataclass(frozen=True, slots=True)
class BoardPlaced(Event):
    """S-3: the board at ``position`` (1..3) lies with ``room`` up."""

    TYPE: ClassVar[str] = "board_placed"
    position: int
    room: str


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    TYPE: ClassVar[str] = "card_dealt"
    QUIET: ClassVar[bool] = True
    room: str
    slot: int
    card: str


@dataclass(frozen=True, slots=True)
class CardDealtFaceDown(Event):
    """DG-25: the card dealt to this slot lies face down (nobody sees it)."""

    TYPE: ClassVar[str] = "card_dealt_face_down"
    QUIET: ClassVar[bool] = True
    room: str
    slot: int


@dataclass(frozen=True, slots=True)
class RoomDealt(Event):
    """S-4, DG-11: ``room`` holds ``cards`` in slots 1..3 (None: face down); DG-24 sorted them in the Library."""

    TYPE: ClassVar[str] = "room_dealt"
    room: str
    cards: tuple
    sorted: bool


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(Event):
    TYPE: ClassVar[str] = "first_player_chosen"
    seat: int


@dataclass(frozen=True, slots=True)
class MeeplePlaced(Event):
    """DG-3: ``seat`` placed a meeple on ``space`` of ``room`` (``flashlights`` there, DG-9)."""

    TYPE: ClassVar[str] = "meeple_placed"
    seat: int
    room: str
    space: int
    flashlights: int
    meeples: int


@dataclass(frozen=True, slots=True)
class GhostsChanged(Event):
    """A public change of ``seat``'s ghost tokens (D-9) by ``change``; ``reason`` names the rule."""

    TYPE: ClassVar[str] = "ghosts_changed"
    seat: int
    change: int
    reason: str


@dataclass(frozen=True, slots=True)
class GhostsPassed(Event):
    """DG-35 Mask: ``seat`` passed ``count`` ghosts to ``to_seat`` (the player on their right)."""

    TYPE: ClassVar[str] = "ghosts_passed"
    seat: int
    to_seat: int
    count: int


@dataclass(frozen=True, slots=True)
class SecretCardSeen(Event):
    """DG-25: ``seat`` looks at the face-down card of ``room`` privately."""

    TYPE: ClassVar[str] = "secret_card_seen"
    SECRET_TO: ClassVar[str | None] = "seat"
    SECRET_FIELDS: ClassVar[tuple[str, ...] | None] = ("card",)  # which room was peeked is public
    seat: int
    room: str
    card: str


@dataclass(frozen=True, slots=True)
class RoomResolves(Event):
    """DG-5: ``room`` holds its 3rd meeple; ``resolver`` placed it."""

    TYPE: ClassVar[str] = "room_resolves"
    room: str
    resolver: int


@dataclass(frozen=True, slots=True)
class SecretCardRevealed(Event):
    """DG-6: the face-down card of the Secret Passage is turned face up."""

    TYPE: ClassVar[str] = "secret_card_revealed"
    room: str
    slot: int
    card: str


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """DG-7 (``reroll`` False) or DG-22 (True): ``dice`` dice show ``ghosts`` ghosts."""

    TYPE: ClassVar[str] = "dice_rolled"
    room: str
    dice: int
    ghosts: int
    reroll: bool


@dataclass(frozen=True, slots=True)
class DieTurned(Event):
    """DG-23: the resolver turned one die to ``to``; now ``ghosts`` ghosts."""

    TYPE: ClassVar[str] = "die_turned"
    seat: int
    to: str
    ghosts: int


@dataclass(frozen=True, slots=True)
class RollKept(Event):
    """DG-8: the resolver kept the roll: ``ghosts`` ghosts."""

    TYPE: ClassVar[str] = "roll_kept"
    seat: int
    ghosts: int


@dataclass(frozen=True, slots=True)
class RerollChosen(Event):
    TYPE: ClassVar[str] = "reroll_chosen"
    seat: int


@dataclass(frozen=True, slots=True)
class MeepleHaunted(Event):
    """DG-9: the meeple of ``seat`` on ``space`` gains ``ghosts`` = max(0, G - flashlights)."""

    TYPE: ClassVar[str] = "meeple_haunted"
    seat: int
    room: str
    space: int
    ghosts: int


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """DG-10: ``seat`` took ``card`` from ``slot`` of ``room`` (``automatic``: the last card)."""

    TYPE: ClassVar[str] = "card_taken"
    seat: int
    room: str
    slot: int
    card: str
    automatic: bool


@dataclass(frozen=True, slots=True)
class CardsDispelled(Event):
    """DG-17: ``cards`` of ``seat`` were turned face down by ``reason`` (a curse type id)."""

    TYPE: ClassVar[str] = "cards_dispelled"
    seat: int
    cards: tuple
    reason: str
    curses: int


@dataclass(frozen=True, slots=True)
class EffectWithoutTarget(Event):
    """DG-40: the Tome count became even but the owner holds no other face-up card."""

    TYPE: ClassVar[str] = "effect_without_target"
    seat: int
    curse: str


@dataclass(frozen=True, slots=True)
class TomeNamed(Event):
    """DG-40, D-5: ``seat`` named ``curse``; ``count`` face-up cards of it are dispelled."""

    TYPE: ClassVar[str] = "tome_named"
    seat: int
    curse: str
    count: int


@dataclass(frozen=True, slots=True)
class BoardFlipped(Event):
    """DG-11: the board at ``position`` flips from ``room`` to ``new_room``."""

    TYPE: ClassVar[str] = "board_flipped"
    position: int
    room: str
    new_room: str


@dataclass(frozen=True, slots=True)
class BoardRemoved(Event):
    """DG-11: the deck is empty, the board at ``position`` leaves the game."""

    TYPE: ClassVar[str] = "board_removed"
    position: int
    room: str


@dataclass(frozen=True, slots=True)
class GhostPenalty(Event):
    """DG-15: ``seat`` holds the most ghosts (``ghosts``) and gains ``curses`` curses."""

    TYPE: ClassVar[str] = "ghost_penalty"
    seat: int
    ghosts: int
    curses: int


@dataclass(frozen=True, slots=True)
class RemovedCardsShown(Event):
    """D-11: the cards removed at set-up, shown in the final summary."""

    TYPE: ClassVar[str] = "removed_cards_shown"
    cards: tuple


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """DG-16: ``winners`` have the fewest curses, then the fewest ghosts."""

    TYPE: ClassVar[str] = "game_over"
    winners: tuple
    curses: tuple
    ghosts: tuple


EVENT_CLASSES = (
    TypeChosen, CardRemoved, CardsRemoved, BoardPlaced, CardDealt, CardDealtFaceDown, RoomDealt,
    FirstPlayerChosen, MeeplePlaced, GhostsChanged, GhostsPassed, SecretCardSeen, RoomResolves,
    SecretCardRevealed, DiceRolled, DieTurned, RollKept, RerollChosen, MeepleHaunted, CardTaken,
    CardsDispelled, EffectWithoutTarget, TomeNamed, BoardFlipped, BoardRemoved, GhostPenalty, RemovedCardsShown, GameOver,
)
