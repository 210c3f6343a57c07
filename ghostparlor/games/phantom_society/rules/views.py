"""D-9, D-10, D-11, A-14: what one seat may know: hunters and spectators never see the hidden ghosts,
a bid stays face down to the other team until both are in, every position is public at the end.
"""

from __future__ import annotations

from ghostparlor.games.phantom_society.rules.state import (
    HIDE, KIND_NAMES, MODES, OVER, PHASE_NAMES, PLACE, PLAY, SIDE_NAMES, SLOTS, PhantomSocietyState, PhantomSocietyView,
)


def role_of(g, s: PhantomSocietyState, seat: int | None) -> str | None:
    if seat is None:
        return None
    if seat in g.ghost_seats(s):
        return "ghosts"
    if seat in g.hunter_seats(s):
        return "hunters"
    return None


def view(g, s: PhantomSocietyState, seat: int | None) -> PhantomSocietyView:
    names = g.square_names
    tile_ids = g.tile_ids
    teams = g.teams(s)
    role = g.role_of(s, seat)
    knows_ghosts = role == "ghosts" or s.phase == OVER
    bids = []
    for team in range(2):
        bid = s.bids[team]
        both = s.bids[0] is not None and s.bids[1] is not None
        if bid is not None and (both or (seat is not None and seat in teams[team])):
            bids.append(bid)
        else:
            bids.append(None)
    log = tuple(
        (i + 1, rec[0], SLOTS[rec[1]], KIND_NAMES[rec[2]], names[rec[3]] if rec[3] >= 0 else None,
         tile_ids[s.history_tiles[i]] if s.history_tiles[i] >= 0 else None,
         g.colours[rec[4]] if rec[4] >= 0 else None)
        for i, rec in enumerate(s.history)
    )
    revealed = tuple((g.colours[c], names[s.ghost_sq[c]]) for c in range(g.ncol) if s.revealed[c])
    if knows_ghosts:
        ghosts = tuple(
            (g.colours[c], names[s.ghost_sq[c]] if s.ghost_sq[c] >= 0 else None, s.owner[c], s.revealed[c])
            for c in range(g.ncol)
        )
        targets = tuple(
            (g.colours[c], tuple(names[q] for q in g.ghost_targets(s, c))) for c in range(g.ncol)
        )
    else:
        ghosts = None
        targets = None
    masters = g.ghost_seats(s)
    return PhantomSocietyView(
        seat=seat,
        players=s.n,
        mode=MODES[s.mode],
        first_master=SLOTS[s.first_master],
        tile_colours="random" if s.random_colours else "fixed",
        phase=PHASE_NAMES[s.phase],
        to_move=g.to_move(s),
        game_number=s.game_number,
        games=s.games,
        vp=tuple(s.vp),
        teams=teams,
        piles=tuple(g.pile_ids[p] if p >= 0 else None for p in s.piles),
        bids=tuple(bids),
        bid_placed=tuple(b is not None for b in s.bids),
        ghost_team=s.ghost_team,
        target=s.target,
        stake=s.stake,
        slot_seats=tuple(s.slot_seats),
        slot=SLOTS[s.slot] if s.phase in (PLACE, PLAY) else None,
        slot_colours=tuple(g.colours[c] if c >= 0 else None for c in s.slot_colours),
        role=role,
        supplies=tuple(tuple((tile_ids[k], c) for k, c in enumerate(sup) if c) for sup in s.supply),
        board=tuple(tile_ids[k] if k >= 0 else None for k in s.board),
        damage=s.damage,
        revealed=revealed,
        cleared=tuple(g.colours[c] for c in range(g.ncol) if s.revealed[c]),
        eliminated=tuple(m for m in masters if g.eliminated(s, m)),
        hidden_count=s.hide_step if s.phase == HIDE else (g.ncol if s.phase in (PLAY, OVER) else 0),
        log=log,
        ghosts=ghosts,
        ghost_targets=targets,
        winner=SIDE_NAMES[s.winner] if s.winner >= 0 else None,
        results=tuple(s.results),
    )
