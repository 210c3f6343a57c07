"""D-9, section 7: what a seat cannot see, drawn anew for the search bots: the other team's pending
bid, and for hunters the hiding places and owners the public record still allows.
"""

from __future__ import annotations

import random
from typing import Sequence

from ghostparlor.games.phantom_society.rules.inference import Hypotheses, public_info
from ghostparlor.games.phantom_society.rules.hiding import resample_hiding
from ghostparlor.games.phantom_society.rules.state import (
    BID, HIDE, KIND_NAMES, MODES, OVER, PHASE_NAMES, PLAY, SIDE_NAMES, SLOTS, PhantomSocietyState, PhantomSocietyView,
)


def resample_hidden(g, s: PhantomSocietyState, seat: int | None, rng: random.Random) -> PhantomSocietyState:
    """A copy whose information hidden from ``seat`` is drawn anew, consistent with all it may know:
    the other team's pending bid; for hunters and spectators the hidden ghosts' squares and the
    owner of every ghost (consistent with tile colours, reveals, every devastation, pass and
    elimination so far, see inference.py)."""
    c = s.clone()
    teams = g.teams(s)
    if s.phase == BID and s.bids[0] is not None and s.bids[1] is None and (seat is None or seat not in teams[0]):
        acts = g.bid_actions[s.piles[0]]
        bid = acts[rng.randrange(len(acts))]
        c.bids[0] = (bid.tens, bid.thousands)
    if g.role_of(s, seat) == "ghosts" or s.phase == OVER:
        return c
    if s.phase == HIDE and s.hide_step:
        resample_hiding(g, c, rng)
    elif s.phase == PLAY:
        hyp = g.hypotheses(s)
        drawn = hyp.sample(rng)
        if drawn is not None:
            c.ghost_sq, c.owner = drawn
    return c


def determinize(g, view: PhantomSocietyView, rng: random.Random, draw_ghosts=None) -> PhantomSocietyState:
    """A full state consistent with ``view`` (for the search bots): what the seat sees is
    copied; what it cannot see is drawn as :meth:`resample_hidden` draws it. A hunter's
    hidden ghosts come from ``draw_ghosts(rng)`` when given (a draw from
    :meth:`hunters_hypotheses`, weighted as a belief likes), else uniformly."""
    names = g.square_index
    ids = g.tile_index
    s = PhantomSocietyState()
    s.n = n = view.players
    s.mode = MODES.index(view.mode)
    s.games = view.games
    s.first_master = SLOTS.index(view.first_master)
    s.random_colours = view.tile_colours == "random"
    s.phase = PHASE_NAMES.index(view.phase)
    s.game_number = view.game_number
    s.vp = list(view.vp)
    s.results = list(view.results)
    s.piles = [g.pile_ids.index(p) if p is not None else -1 for p in view.piles]
    s.bids = list(view.bids)
    if view.bid_placed[0] and s.bids[0] is None:  # team 1's bid, face down
        acts = g.bid_actions[s.piles[0]]
        bid = acts[rng.randrange(len(acts))]
        s.bids[0] = (bid.tens, bid.thousands)
    s.ghost_team = view.ghost_team
    s.target = view.target
    s.stake = view.stake
    s.slot_seats = list(view.slot_seats)
    s.slot_colours = [g.colour_index[c] if c is not None else -1 for c in view.slot_colours]
    s.board = [ids[t] if t is not None else -1 for t in view.board]
    s.supply = [[0] * len(g.tile_ids) for _ in range(n)]
    for seat, supply in enumerate(view.supplies):
        for tid, count in supply:
            s.supply[seat][ids[tid]] = count
    s.damage = view.damage
    s.history = []
    s.history_tiles = []
    s.removed = [0] * len(g.tile_ids)
    s.set_aside = [0] * len(g.tile_ids)
    for _turn, seat, slot, kind, square, tile, revealed in view.log:
        rev = g.colour_index[revealed] if revealed is not None else -1
        s.history.append((seat, SLOTS.index(slot), KIND_NAMES.index(kind), names[square] if square else -1, rev))
        s.history_tiles.append(ids[tile] if tile is not None else -1)
        if tile is not None:
            (s.set_aside if rev >= 0 else s.removed)[ids[tile]] += 1
    rest = g.full_box[:]
    for group in (s.removed, s.set_aside, *s.supply):
        for k, count in enumerate(group):
            rest[k] -= count
    for k in s.board:
        if k >= 0:
            rest[k] -= 1
    if s.phase in (PLAY, OVER):  # tiles gone before the log began (a set-up position) count as removed
        s.removed = [a + b for a, b in zip(s.removed, rest)]
        s.box = [0] * len(g.tile_ids)
    else:
        s.box = rest
    s.hide_step = view.hidden_count if s.phase == HIDE else (g.ncol if s.phase in (PLAY, OVER) else 0)
    s.slot = SLOTS.index(view.slot) if view.slot is not None else (g.first_placement_slot if s.phase == HIDE else 0)
    s.winner = SIDE_NAMES.index(view.winner) if view.winner is not None else -1
    s.ghost_sq = [-1] * g.ncol
    s.owner = [-1] * g.ncol
    s.revealed = [False] * g.ncol
    for colour, square in view.revealed:
        c = g.colour_index[colour]
        s.ghost_sq[c] = names[square]
        s.revealed[c] = True
    if view.ghosts is not None:  # the ghost team (or the end of a game): everything is known
        for colour, square, owner, revealed in view.ghosts:
            c = g.colour_index[colour]
            s.ghost_sq[c] = names[square] if square is not None else -1
            s.owner[c] = owner
            s.revealed[c] = revealed
    elif s.phase == HIDE and s.hide_step:
        resample_hiding(g, s, rng)
    elif s.phase == PLAY:
        drawn = (draw_ghosts or g.hunters_hypotheses(s, view.eliminated).sample)(rng)
        if drawn is None:  # pragma: no cover - a view always has its own truth among the hypotheses
            raise ValueError("no hiding places fit this view")
        s.ghost_sq, s.owner = drawn
    return s


def board_colours(g, s: PhantomSocietyState) -> list[int]:
    return [g.colour_of[k] if k >= 0 else -1 for k in s.board]


def hunters_hypotheses(g, s: PhantomSocietyState, eliminated: Sequence[int]) -> Hypotheses:
    """The hiding places and owners a hunter can still believe in, from the public
    record of ``s`` and the masters known to be eliminated."""
    return Hypotheses(g.geo, public_info(
        g.geo, g.ncol, g.board_colours(s), s.history,
        [s.ghost_sq[c] if s.revealed[c] else -1 for c in range(g.ncol)], s.slot_seats, eliminated,
    ))


def hypotheses(g, s: PhantomSocietyState) -> Hypotheses:
    """Every placement and split of the ghosts consistent with the public record (section 7)."""
    return g.hunters_hypotheses(s, [m for m in g.ghost_seats(s) if g.eliminated(s, m)])
