"""PS-17: a tournament of several Master Games with the same teams, adding up victory points;
the piles are dealt again before each game, and a tie means one more game (PROPOSAL)."""

from __future__ import annotations

from ghostparlor.core.protocol import Event
from ghostparlor.games.phantom_society.rules.events import NextGame, TournamentOver
from ghostparlor.games.phantom_society.rules.setup import start_game
from ghostparlor.games.phantom_society.rules.state import OVER, TOURNAMENT, PhantomSocietyState


def next_game_or_over(g, s: PhantomSocietyState, out: list[Event], events: bool) -> None:
    """PS-17: a tournament goes on for its number of games, and one more while tied."""
    if s.mode == TOURNAMENT and (s.game_number < s.games or s.vp[0] == s.vp[1]):
        start_game(g, s, s.game_number + 1)
        if events:
            out.append(NextGame(s.game_number, tuple(s.vp)))
        return
    s.phase = OVER
    if s.mode == TOURNAMENT and events:
        out.append(TournamentOver(tuple(s.vp), tournament_winners(g, s)))


def tournament_winners(g, s: PhantomSocietyState) -> tuple[int, ...]:
    """PS-16, PS-17: the seats of the team with more victory points (none while tied)."""
    teams = g.teams(s)
    if s.vp[0] == s.vp[1]:
        return ()
    return tuple(sorted(teams[0 if s.vp[0] > s.vp[1] else 1]))
