"""The easy bot's choices read straight from an imagined state, for the search's playouts.

``SearchBot._playout`` plays a state drawn by ``determinize`` to the end with the easy bot for
every seat. Building ``game.view(state, seat)`` at every step (names, tile ids, the whole log
as strings) and having the bot turn it back into numbers cost a large part of a playout. Here
the same facts the bot reads from the view (tile values per square, the public record as
``public_info`` numbers, the team's hidden ghosts for a master) are taken from the state's own
numbers and handed to the bot's scoring functions (``PhantomSocietyEasyBot.*_from``), so every
choice and every random number drawn is the bot's own on the seat's view
(tests/ai/test_rollouts.py). Only what the seat's view shows is read: a hunter never reads
where the hidden ghosts are.

The hypotheses of the public record (the main cost of a hunter's and a master's turn) are kept
from one decision to the next within a playout and brought up to date with the turns played
since (``Hypotheses.after_turn``; after a devastation, the one the master already weighed when
it chose), instead of being rebuilt from the whole log (:meth:`PhantomSocietyRollout.hypotheses`).
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ghostparlor.core.protocol import Action
from ghostparlor.games.phantom_society.rules.inference import DEVASTATE, Hypotheses, public_info
from ghostparlor.games.phantom_society.rules.state import HIDE, PLACE, PLAY

__all__ = ["PhantomSocietyRollout", "make_rollout"]


class PhantomSocietyRollout:
    """``choose(state, seat, legal, rng)``: what ``policy[seat].choose(game.view(state, seat), legal, rng)``
    would choose, drawing the same random numbers."""

    def __init__(self, game: Any, policy: Sequence[Any]) -> None:
        self.game = game
        self.policy = policy
        self.geo = game.geo
        self.ncol = game.ncol
        self.value_of = list(game.value_of)
        self.colour_of = list(game.colour_of)
        self.colours = list(game.colours)
        self.names = list(game.square_names)
        self.kind_index = dict(game.kind_index)
        self.colour_index = dict(game.colour_index)
        self.place_actions = game.place_actions
        self.square_index = dict(game.square_index)
        # the hypotheses last asked for: (the state's log, its length then, its last entry, them)
        self._track: tuple | None = None

    # --- the facts a view would give ----------------------------------------------------
    def board_values(self, s: Any) -> list[int]:
        values = self.value_of
        return [values[k] if k >= 0 else -1 for k in s.board]

    def team_ghosts(self, s: Any) -> dict[int, tuple[int, int]]:
        """A master's view: its team's hidden ghosts, square -> (colour, owner)."""
        out = {}
        ghost_sq, owner, revealed = s.ghost_sq, s.owner, s.revealed
        for c in range(self.ncol):
            sq = ghost_sq[c]
            if sq >= 0 and not revealed[c]:
                out[sq] = (c, owner[c])
        return out

    def eliminated(self, s: Any) -> tuple[int, ...]:
        g = self.game
        return tuple(m for m in g.ghost_seats(s) if g.eliminated(s, m))

    def hypotheses(self, s: Any) -> Hypotheses:
        """The bot's ``hypotheses(view)``: every placement and split the public record allows.
        Brought up to date from the last ones asked for when the state is the same game played
        on (the same log, longer), else built from the whole log."""
        history = s.history
        n = len(history)
        track = self._track
        if track is not None and track[0] is history and track[1] <= n and (track[1] == 0 or history[track[1] - 1] is track[2]):
            hyp = track[3]
            k = track[1]
            geo = self.geo
            slot_seats = s.slot_seats
            while k < n:
                seat, slot, kind, square, found = history[k]
                k += 1
                if found >= 0:
                    if k < n:
                        break  # an earlier reveal: who was eliminated then is not at hand, start again
                    hyp = hyp.after_turn(geo, seat, slot_seats[slot], kind, square, found, self.eliminated(s))
                elif kind == DEVASTATE:
                    hyp = hyp.after_devastation(geo, seat, slot_seats[slot], square)  # often the master weighed it
                else:
                    hyp = hyp.after_turn(geo, seat, slot_seats[slot], kind, square, -1, hyp.info.eliminated)
            else:
                self._track = (history, n, history[n - 1] if n else None, hyp)
                return hyp
        colour_of = self.colour_of
        ncol = self.ncol
        board_colours = [colour_of[k] if k >= 0 else -1 for k in s.board]
        revealed_sq = [s.ghost_sq[c] if s.revealed[c] else -1 for c in range(ncol)]
        info = public_info(self.geo, ncol, board_colours, history, revealed_sq, s.slot_seats, self.eliminated(s))
        hyp = Hypotheses(self.geo, info)
        self._track = (history, n, history[n - 1] if n else None, hyp)
        return hyp

    # --- choosing -----------------------------------------------------------------------
    def __call__(self, s: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = s.phase
        bot = self.policy[seat]
        if phase == PLAY:
            margin = s.target - s.damage
            if legal[0].TYPE == "hunt":
                revealed = {c for c in range(self.ncol) if s.revealed[c]}
                return bot.hunt_scores_from(self.hypotheses(s), revealed, self.board_values(s), margin, legal, rng)[0][1]
            colour_of = self.colour_of
            revealed = s.revealed
            suspects = {sq for sq, k in enumerate(s.board) if k >= 0 and not revealed[colour_of[k]]}
            return bot.devastate_scores_from(self.team_ghosts(s), self.board_values(s), margin, suspects,
                                             s.slot_seats[s.slot], lambda: self.hypotheses(s), legal, rng)[0][1]
        if phase == PLACE:
            g = self.game
            ghosts = seat in g.ghost_seats(s)
            empty = [i for i, k in enumerate(s.board) if k < 0]
            held: dict[int, list[str]] = {}
            values, colour_of, colours = self.value_of, self.colour_of, self.colours
            for k, count in enumerate(s.supply[seat]):
                if count:
                    held.setdefault(values[k], []).append(colours[colour_of[k]])
            return bot.place_from(ghosts, empty, held, legal, rng, self._find_placement)
        if phase == HIDE:
            return bot.hide_from(self.board_values(s), self.team_ghosts(s), legal, rng)
        return bot.choose(self.game.view(s, seat), legal, rng)  # the bids: once a game at most

    def _find_placement(self, square: str, value: int, colour: str) -> Action:
        return self.place_actions[self.kind_index[(self.colour_index[colour], value)]][self.square_index[square]]


def make_rollout(game: Any, policy: Sequence[Any]) -> PhantomSocietyRollout:
    return PhantomSocietyRollout(game, policy)
