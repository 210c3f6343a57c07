"""PS-8 to PS-12, PS-15 to PS-17, D-10, A-14: the events of The Phantom Society, each with
what a person (or a test) needs to follow the game; hidden ones say whom they are visible to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ghostparlor.core.protocol import Event


@dataclass(frozen=True, slots=True)
class PilesDealt(Event):
    TYPE: ClassVar[str] = "piles_dealt"
    game_number: int
    piles: tuple


@dataclass(frozen=True, slots=True)
class BidPlaced(Event):
    """A team placed its bid face down; the amount is visible to that team only."""

    TYPE: ClassVar[str] = "bid_placed"
    team: int
    seat: int
    team_seats: tuple
    tens: int
    thousands: int

    def visible_to(self, viewer: int | None) -> bool:
        return viewer is not None and viewer in self.team_seats


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    """PS-15, PS-16: the higher bid plays the ghosts, the lower one is the target; the stake is the difference."""

    TYPE: ClassVar[str] = "bids_revealed"
    bids: tuple
    totals: tuple
    ghost_team: int
    target: int
    stake: int
    slot_seats: tuple


@dataclass(frozen=True, slots=True)
class ColoursDealt(Event):
    TYPE: ClassVar[str] = "colours_dealt"
    colours: tuple  # per slot G1, H1, G2, H2
    seat_colours: tuple  # per seat


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    TYPE: ClassVar[str] = "tile_placed"
    seat: int
    colour: str
    value: int
    square: str


@dataclass(frozen=True, slots=True)
class GhostHidden(Event):
    """A master hid a ghost; colour and square are visible to the ghost team only."""

    TYPE: ClassVar[str] = "ghost_hidden"
    seat: int
    colour: str
    square: str
    ghost_seats: tuple

    def visible_to(self, viewer: int | None) -> bool:
        return viewer is not None and viewer in self.ghost_seats


@dataclass(frozen=True, slots=True)
class HuntBegins(Event):
    TYPE: ClassVar[str] = "hunt_begins"
    first_seat: int
    target: int


@dataclass(frozen=True, slots=True)
class TileRemoved(Event):
    """D-10: turn, seat, square, tile, outcome (+value, or the revealed colour). Never which ghost acted."""

    TYPE: ClassVar[str] = "tile_removed"
    turn: int
    seat: int
    by: str  # "ghost" or "hunter"
    square: str
    colour: str
    value: int
    added: int
    revealed: str  # the colour revealed, "" if none
    damage: int


@dataclass(frozen=True, slots=True)
class GhostRevealed(Event):
    """PS-8; A-14: names no owner."""

    TYPE: ClassVar[str] = "ghost_revealed"
    colour: str
    square: str
    seat: int


@dataclass(frozen=True, slots=True)
class ColourCleared(Event):
    """PS-9: every remaining tile of the colour is known to be empty."""

    TYPE: ClassVar[str] = "colour_cleared"
    colour: str
    squares: tuple


@dataclass(frozen=True, slots=True)
class MasterPassed(Event):
    """PS-11: "Master X cannot devastate" (D-9)."""

    TYPE: ClassVar[str] = "master_passed"
    turn: int
    seat: int


@dataclass(frozen=True, slots=True)
class MasterEliminated(Event):
    """PS-10, D-11: the master lost both ghosts; the partner takes every ghost turn."""

    TYPE: ClassVar[str] = "master_eliminated"
    seat: int
    partner: int


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    """PS-12: one game is over; every position is shown (D-9). ``stake`` and ``vp`` for Master Games."""

    TYPE: ClassVar[str] = "game_won"
    game_number: int
    side: str
    winners: tuple
    damage: int
    target: int
    ghosts: tuple  # (colour, square, owner, revealed) each
    stake: int
    vp: tuple


@dataclass(frozen=True, slots=True)
class NextGame(Event):
    """PS-17: the tournament goes on with the next Master Game."""

    TYPE: ClassVar[str] = "next_game"
    game_number: int
    vp: tuple


@dataclass(frozen=True, slots=True)
class TournamentOver(Event):
    TYPE: ClassVar[str] = "tournament_over"
    vp: tuple
    winners: tuple


EVENT_CLASSES = (
    PilesDealt, BidPlaced, BidsRevealed, ColoursDealt, TilePlaced, GhostHidden, HuntBegins, TileRemoved,
    GhostRevealed, ColourCleared, MasterPassed, MasterEliminated, GameWon, NextGame, TournamentOver,
)
