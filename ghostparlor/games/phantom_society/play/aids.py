"""Notes for The Phantom Society: where each ghost may still hide, from the public record.

What a careful hunter writes down (rules: docs/rules/phantom_society.md, section 7):
a ghost hides only under a tile of its own colour (section 3.5) and never moves (PS-6);
every devastation was a legal target, at that moment, of a hidden ghost of the master who
moved (PS-4, PS-5); every forced pass means none of that master's hidden ghosts had a
target (PS-11); a hunter's miss rules its square out (PS-8); a revealed ghost clears its
colour (PS-9). The hypotheses of ``inference.py`` (the same the hunter bot counts) keep
every placement and split of control that fits all of that.

:func:`notes` reads the seat's view only (no pygame): the same view gives the same notes,
whatever the hidden state is. A ghost master's view also holds the team's own ghosts, so
the notes say how strongly the public record points at each of them ("what the hunters can
deduce about your ghosts"); the deduction itself never uses them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ghostparlor.games.phantom_society.rules.inference import DEVASTATE, HUNT, PASS, Hypotheses, public_info

KINDS = {"devastate": DEVASTATE, "hunt": HUNT, "pass": PASS}
SLOTS = ("G1", "H1", "G2", "H2")


@dataclass(frozen=True)
class GhostNote:
    """One ghost colour in the notes.

    ``state``: ``"waiting"`` (the ghosts are not all hidden yet: any tile of the colour),
    ``"hidden"`` (still hidden: ``squares`` are where it may be), ``"revealed"`` (found on
    ``found``). ``squares`` holds ``(square, share)`` for every square the record still
    allows, the share being the part of the consistent placements that put the ghost there
    (they add up to 1), most likely first. ``tiles`` is how many tiles of the colour are on
    the board. ``mine`` (a ghost master's view only) is the ghost's true square, and
    ``exposed`` the share the record gives it."""

    colour: str
    state: str
    squares: tuple[tuple[str, float], ...] = ()
    tiles: int = 0
    found: str | None = None
    mine: str | None = None
    exposed: float = 0.0

    @property
    def count(self) -> int:
        return len(self.squares)

    def share(self, square: str) -> float:
        for sq, p in self.squares:
            if sq == square:
                return p
        return 0.0


@dataclass(frozen=True)
class Notes:
    """The notes of one view: one :class:`GhostNote` per colour (in the game's colour
    order); ``phase`` is the view's phase; ``ruled_out`` lists the squares whose tile is of a
    colour still hidden but can no longer hide that ghost (the record rules them out)."""

    phase: str
    ghosts: tuple[GhostNote, ...] = ()
    ruled_out: tuple[str, ...] = ()
    ghost_team: bool = False

    @property
    def active(self) -> bool:
        """True once there is something to note (the ghosts are being hidden, or hunted)."""
        return self.phase in ("hide", "play", "over") and bool(self.ghosts)

    def candidate(self, square: str) -> tuple[GhostNote, float] | None:
        """The ghost that may hide under ``square`` (a square holds one colour, so at most one)."""
        for note in self.ghosts:
            if note.state in ("hidden", "waiting"):
                p = note.share(square)
                if p > 0:
                    return note, p
        return None


def hypotheses(game, view) -> Hypotheses:
    """Every placement and split of control of the ghosts that fits the public record of
    ``view`` (section 7): built from the board, the removal log, the revealed ghosts, the
    seats of the slots and the masters known to be eliminated; never from ``view.ghosts``."""
    colour_index = {c: i for i, c in enumerate(game.colours)}
    square_index = game.square_index
    board_colours = [game.colour_of[game.tile_index[t]] if t is not None else -1 for t in view.board]
    history = []
    for _turn, seat, slot, kind, square, _tile, revealed in view.log:
        history.append((seat, SLOTS.index(slot), KINDS[kind], square_index[square] if square else -1,
                        colour_index[revealed] if revealed else -1))
    revealed_sq = [-1] * len(game.colours)
    for colour, square in view.revealed:
        revealed_sq[colour_index[colour]] = square_index[square]
    info = public_info(game.geo, len(game.colours), board_colours, history, revealed_sq, view.slot_seats, view.eliminated)
    return Hypotheses(game.geo, info)


def _tiles_of(game, view) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {c: [] for c in game.colours}
    for square, tile in zip(game.square_names, view.board):
        if tile is not None:
            out[game.colours[game.colour_of[game.tile_index[tile]]]].append(square)
    return out


_CACHE: dict[Any, Notes] = {}


def notes(game, view) -> Notes:
    """The notes of ``view`` (see the module's words). Pure: the view alone decides them."""
    if view is None:
        return Notes("none")
    key = (game.id, view.phase, view.board, view.log, view.revealed, view.eliminated, view.slot_seats,
           view.hidden_count, _own(view))
    found = _CACHE.get(key)
    if found is None:
        found = _notes(game, view)
        if len(_CACHE) > 64:
            _CACHE.clear()
        _CACHE[key] = found
    return found


def _own(view) -> tuple:
    """The ghost team's own ghosts in the view (None for anybody else): (colour, square) each."""
    if view.ghosts is None or view.role != "ghosts":
        return ()
    return tuple((colour, square) for colour, square, _owner, revealed in view.ghosts if square is not None and not revealed)


def _notes(game, view) -> Notes:
    phase = view.phase
    tiles = _tiles_of(game, view)
    revealed = dict(view.revealed)
    own = dict(_own(view))
    team = view.role == "ghosts"
    if phase in ("deal_piles", "bid", "deal_colours", "place"):
        return Notes(phase, ghost_team=team)
    if phase == "hide":
        # the ghosts are being hidden: until all are, any tile of a colour may hide its ghost
        ghosts = []
        for colour in game.colours:
            squares = tiles[colour]
            share = 1.0 / len(squares) if squares else 0.0
            ghosts.append(GhostNote(colour, "waiting", tuple((sq, share) for sq in squares), len(squares),
                                    mine=own.get(colour), exposed=share if colour in own else 0.0))
        return Notes(phase, tuple(ghosts), ghost_team=team)
    hyp = hypotheses(game, view)
    marginals = hyp.marginals()
    names = game.square_names
    ghosts = []
    ruled: list[str] = []
    for c, colour in enumerate(game.colours):
        if colour in revealed:
            ghosts.append(GhostNote(colour, "revealed", (), len(tiles[colour]), found=revealed[colour]))
            continue
        dist = {names[sq]: p for sq, p in marginals[c].items() if p > 1e-12}
        order = {sq: i for i, sq in enumerate(names)}
        squares = tuple(sorted(((sq, p) for sq, p in dist.items()), key=lambda x: (-round(x[1], 9), order[x[0]])))
        ruled.extend(sq for sq in tiles[colour] if sq not in dist)
        mine = own.get(colour)
        ghosts.append(GhostNote(colour, "hidden", squares, len(tiles[colour]), mine=mine,
                                exposed=dist.get(mine, 0.0) if mine else 0.0))
    order = {sq: i for i, sq in enumerate(names)}
    return Notes(phase, tuple(ghosts), tuple(sorted(ruled, key=order.get)), ghost_team=team)
