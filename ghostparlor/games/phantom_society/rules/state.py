"""PS-8, PS-10, PS-12, D-9, D-10: the state of a game of The Phantom Society (tiles, ghosts,
damage, the removal log), the view one seat may have of it, and its canonical JSON.

Roles sit in four *slots*, clockwise G1, H1, G2, H2 (section 3.1); each slot is filled by a
seat (a seat may fill two: the lone hunter of 3 players, the lone master of 2 players or of
D-12). Tiles are kinds (colour, value) numbered by the game; squares are 0..35 (a1 = 0,
f1 = 5, a2 = 6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ghostparlor.core.serial import fingerprint_of


GAME_ID = "phantom_society"

SLOTS = ("G1", "H1", "G2", "H2")
GHOST_SLOTS = (0, 2)

# phases of a state
DEAL_PILES = 0  # chance: each team gets an objective pile (PS-14)
BID = 1  # a team's bidder picks a tens and a thousands card (PS-15)
DEAL_COLOURS = 2  # chance: each slot's colour of tiles (section 3.2)
PLACE = 3  # placing tiles (section 3.3)
HIDE = 4  # hiding the ghosts (section 3.5)
PLAY = 5  # ghost and hunter turns (PS-1 to PS-12)
OVER = 6
PHASE_NAMES = ("deal_piles", "bid", "deal_colours", "place", "hide", "play", "over")

MODES = ("standard", "master_game", "tournament")
STANDARD, MASTER_GAME, TOURNAMENT = 0, 1, 2

KIND_NAMES = ("devastate", "hunt", "pass")
GHOSTS_WIN, HUNTERS_WIN = 0, 1
SIDE_NAMES = ("ghosts", "hunters")


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One finished game of a match (PS-12; the Master Game's bids and stake, PS-15, PS-16).
    ``ghosts`` holds ``(colour, square, owner, revealed)`` each: every position is public at the end (D-9)."""

    game: int
    winner: str  # "ghosts" or "hunters"
    winners: tuple
    ghost_seats: tuple
    damage: int
    target: int
    bids: tuple  # per team (tens, thousands), or None in the standard game
    stake: int
    ghosts: tuple

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "winner": self.winner,
            "winners": list(self.winners),
            "ghost_seats": list(self.ghost_seats),
            "damage": self.damage,
            "target": self.target,
            "bids": [list(b) if b is not None else None for b in self.bids],
            "stake": self.stake,
            "ghosts": [list(g) for g in self.ghosts],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameSummary":
        return cls(
            game=int(data["game"]),
            winner=str(data["winner"]),
            winners=tuple(int(x) for x in data["winners"]),
            ghost_seats=tuple(int(x) for x in data["ghost_seats"]),
            damage=int(data["damage"]),
            target=int(data["target"]),
            bids=tuple(tuple(int(x) for x in b) if b is not None else None for b in data["bids"]),
            stake=int(data["stake"]),
            ghosts=tuple((g[0], g[1], int(g[2]), bool(g[3])) for g in data["ghosts"]),
        )


class PhantomSocietyState:
    """Everything about one game (or tournament). Mutable; copy with :meth:`clone`.

    Tiles are kinds (colour, value) numbered by the game; squares are 0..35
    (a1 = 0, f1 = 5, a2 = 6). ``history`` holds the removal-phase turns of the
    current game as ``(seat, slot, kind, square, revealed colour)``; the removed
    tile's kind is in ``history_tiles``.
    """

    __slots__ = (
        "n", "mode", "games", "first_master", "random_colours",
        "phase", "game_number", "vp", "results",
        "piles", "bids", "ghost_team", "target", "stake", "slot_seats", "slot_colours",
        "box", "supply", "board", "damage", "removed", "set_aside",
        "ghost_sq", "owner", "revealed", "hide_step", "slot", "history", "history_tiles", "winner",
    )

    def clone(self) -> "PhantomSocietyState":
        c = PhantomSocietyState.__new__(PhantomSocietyState)
        c.n = self.n
        c.mode = self.mode
        c.games = self.games
        c.first_master = self.first_master
        c.random_colours = self.random_colours
        c.phase = self.phase
        c.game_number = self.game_number
        c.vp = self.vp[:]
        c.results = self.results[:]
        c.piles = self.piles[:]
        c.bids = self.bids[:]
        c.ghost_team = self.ghost_team
        c.target = self.target
        c.stake = self.stake
        c.slot_seats = self.slot_seats[:]
        c.slot_colours = self.slot_colours[:]
        c.box = self.box[:]
        c.supply = [x[:] for x in self.supply]
        c.board = self.board[:]
        c.damage = self.damage
        c.removed = self.removed[:]
        c.set_aside = self.set_aside[:]
        c.ghost_sq = self.ghost_sq[:]
        c.owner = self.owner[:]
        c.revealed = self.revealed[:]
        c.hide_step = self.hide_step
        c.slot = self.slot
        c.history = self.history[:]
        c.history_tiles = self.history_tiles[:]
        c.winner = self.winner
        return c


@dataclass(frozen=True)
class PhantomSocietyView:
    """What one seat may know. Squares are names (``c3``), tiles ids (``red_4``).

    ``board`` has one entry per square (a1, b1, ..., f6): the tile id or None.
    ``ghosts`` is None for a seat that may not know the hidden ghosts (hunters,
    spectators) and for the ghost team lists ``(colour, square, owner seat,
    revealed)``; at the end of a game everybody sees it (D-9). ``revealed``
    lists the public ``(colour, square)`` of revealed ghosts. ``log`` holds the
    removal-phase turns ``(turn, seat, slot, kind, square, tile, revealed colour)``
    (D-10). ``bids`` per team: ``(tens, thousands)`` once visible to this seat.
    """

    seat: int | None
    players: int
    mode: str
    first_master: str
    tile_colours: str
    phase: str
    to_move: int
    game_number: int
    games: int
    vp: tuple
    teams: tuple
    piles: tuple
    bids: tuple
    bid_placed: tuple
    ghost_team: int
    target: int
    stake: int
    slot_seats: tuple
    slot: str | None
    slot_colours: tuple
    role: str | None
    supplies: tuple
    board: tuple
    damage: int
    revealed: tuple
    cleared: tuple
    eliminated: tuple
    hidden_count: int
    log: tuple
    ghosts: tuple | None
    ghost_targets: tuple | None
    winner: str | None
    results: tuple


def clone(g, s: PhantomSocietyState) -> PhantomSocietyState:
    return s.clone()


def state_to_json(g, s: PhantomSocietyState) -> dict[str, Any]:
    names = g.square_names
    ids = g.tile_ids
    return {
        "game": GAME_ID,
        "players": s.n,
        "mode": MODES[s.mode],
        "games": s.games,
        "first_master": SLOTS[s.first_master],
        "tile_colours": "random" if s.random_colours else "fixed",
        "phase": PHASE_NAMES[s.phase],
        "game_number": s.game_number,
        "vp": list(s.vp),
        "results": [r.to_json() for r in s.results],
        "piles": [g.pile_ids[p] if p >= 0 else None for p in s.piles],
        "bids": [list(b) if b is not None else None for b in s.bids],
        "ghost_team": s.ghost_team,
        "target": s.target,
        "stake": s.stake,
        "slot_seats": list(s.slot_seats),
        "slot_colours": [g.colours[c] if c >= 0 else None for c in s.slot_colours],
        "box": {ids[k]: c for k, c in enumerate(s.box) if c},
        "supply": [{ids[k]: c for k, c in enumerate(sup) if c} for sup in s.supply],
        "board": [ids[k] if k >= 0 else None for k in s.board],
        "damage": s.damage,
        "removed": {ids[k]: c for k, c in enumerate(s.removed) if c},
        "set_aside": {ids[k]: c for k, c in enumerate(s.set_aside) if c},
        "ghosts": {
            g.colours[c]: {
                "square": names[s.ghost_sq[c]] if s.ghost_sq[c] >= 0 else None,
                "owner": s.owner[c],
                "revealed": s.revealed[c],
            }
            for c in range(g.ncol)
        },
        "hide_step": s.hide_step,
        "slot": SLOTS[s.slot],
        "history": [
            {
                "seat": rec[0],
                "slot": SLOTS[rec[1]],
                "action": KIND_NAMES[rec[2]],
                "square": names[rec[3]] if rec[3] >= 0 else None,
                "tile": ids[s.history_tiles[i]] if s.history_tiles[i] >= 0 else None,
                "revealed": g.colours[rec[4]] if rec[4] >= 0 else None,
            }
            for i, rec in enumerate(s.history)
        ],
        "winner": SIDE_NAMES[s.winner] if s.winner >= 0 else None,
    }


def fingerprint(g, s: PhantomSocietyState) -> str:
    """The hash of the canonical JSON (as every game), remembered by the state's whole content:
    every slot of the state is part of the key, so equal keys mean equal JSON."""
    key = _content_key(s)
    cache = g._fingerprints
    found = cache.get(key)
    if found is None:
        found = fingerprint_of(g.state_to_json(s))
        if len(cache) >= 4096:
            cache.clear()
        cache[key] = found
    return found


def conserved(g, s: PhantomSocietyState) -> dict[str, int]:
    counts = s.box[:]
    for group in (s.removed, s.set_aside, *s.supply):
        for k, c in enumerate(group):
            counts[k] += c
    for k in s.board:
        if k >= 0:
            counts[k] += 1
    out = {g.tile_ids[k]: c for k, c in enumerate(counts)}
    out["ghost_tokens"] = len(s.ghost_sq)
    out["objective_piles"] = len(s.piles)
    return out


def _content_key(s: PhantomSocietyState) -> tuple:
    """Every slot of the state as one hashable value (lists become tuples)."""
    parts = []
    for name in PhantomSocietyState.__slots__:
        value = getattr(s, name)
        if isinstance(value, list):
            first = value[0] if value else None
            if isinstance(first, list):
                value = tuple(map(tuple, value))  # supply: flat counts per seat
            else:
                value = tuple(value)
        parts.append(value)
    return tuple(parts)
