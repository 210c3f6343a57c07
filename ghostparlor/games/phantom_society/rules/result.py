"""PS-12, PS-16: the end of a game (every position shown, D-9), victory points of a Master Game,
and the result: 1 point per seat of the winning side, or each team's victory points.
"""

from __future__ import annotations

from ghostparlor.core.protocol import Event, Result, ranks_from_scores
from ghostparlor.games.phantom_society.rules.events import GameWon
from ghostparlor.games.phantom_society.rules.state import GHOSTS_WIN, OVER, SIDE_NAMES, STANDARD, GameSummary, PhantomSocietyState
from ghostparlor.games.phantom_society.rules.tournament import next_game_or_over, tournament_winners


def end_game(g, s: PhantomSocietyState, side: int, out: list[Event], events: bool) -> None:
    s.winner = side
    seats = g.ghost_seats(s) if side == GHOSTS_WIN else g.hunter_seats(s)
    ghosts = tuple(
        (g.colours[c], g.square_names[s.ghost_sq[c]], s.owner[c], s.revealed[c]) for c in range(g.ncol)
    )
    summary = GameSummary(
        game=s.game_number,
        winner=SIDE_NAMES[side],
        winners=tuple(seats),
        ghost_seats=g.ghost_seats(s),
        damage=s.damage,
        target=s.target,
        bids=tuple(s.bids),
        stake=s.stake,
        ghosts=ghosts,
    )
    if s.mode != STANDARD:
        team = s.ghost_team if side == GHOSTS_WIN else 1 - s.ghost_team
        s.vp[team] += s.stake  # PS-16: the winning team scores the stake
    s.results.append(summary)
    if events:
        out.append(GameWon(s.game_number, SIDE_NAMES[side], seats, s.damage, s.target, ghosts, s.stake, tuple(s.vp)))
    next_game_or_over(g, s, out, events)  # PS-17


def is_over(g, s: PhantomSocietyState) -> bool:
    return s.phase == OVER


def result_winners(g, s: PhantomSocietyState) -> tuple[int, ...]:
    if s.mode == STANDARD:
        if s.winner < 0:
            return ()
        return g.ghost_seats(s) if s.winner == GHOSTS_WIN else g.hunter_seats(s)
    return tournament_winners(g, s)


def result(g, s: PhantomSocietyState) -> Result:
    """Standard game: 1 point to every seat of the winning side. Master Game and
    tournament: each seat scores its team's victory points (PS-16, PS-17)."""
    winners = result_winners(g, s)
    if s.mode == STANDARD:
        scores = tuple(1.0 if seat in winners else 0.0 for seat in range(s.n))
    else:
        team_of = {seat: i for i, team in enumerate(g.teams(s)) for seat in team}
        scores = tuple(float(s.vp[team_of[seat]]) for seat in range(s.n))
    return Result(scores=scores, ranks=ranks_from_scores(scores, lower_is_better=False), winners=winners)
