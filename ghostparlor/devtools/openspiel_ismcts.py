"""OpenSpiel's information-set MCTS as a seat of ``ghostparlor tournament`` (research extra).

``openspiel-ismcts`` is open_spiel's own ``ISMCTSBot`` (``open_spiel.python.algorithms.
ismcts``) with its documented defaults: UCT child selection with the exploration constant
of OpenSpiel's MCTS example (``uct_c`` = 2), the most-visited move as its final policy,
unlimited world samples, random-rollout evaluation (one rollout, ``RandomRolloutEvaluator``)
and information-state keys. It plays our game through the adapter (``ghostparlor.devtools.openspiel``):
the root is a state drawn from the seat's view by our determinizer, and every world it
samples is drawn again from that seat's view (``set_resampler``), so it knows exactly what our
bots know.

It thinks for the same wall-clock time per decision as our bot it is measured against
(``openspiel-ismcts:seconds=0.3``; 1.5 s, the hard bot's, by default): the one change to
OpenSpiel's search loop is that it runs simulations until the time is up instead of to a
fixed count (``TimedISMCTSBot.run_search``, the rest is OpenSpiel's).

Not in the app's seat lists: the bot registry (``ghostparlor/ai/registry.py``) names it
unlisted, and imports this module only when the tournament asks for it by name. Nothing in
``ghostparlor/ai/`` imports it.
"""

from __future__ import annotations

import random
import time
from typing import Any, Sequence

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from ghostparlor.core.protocol import Action, Game
from ghostparlor.devtools import openspiel as adapter

UCT_C = 2.0  # OpenSpiel's MCTS example's default exploration constant
DEFAULT_SECONDS = 1.5  # the hard bot's time


class TimedISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTSBot, searching until a deadline instead of a simulation count."""

    seconds = DEFAULT_SECONDS

    def run_search(self, state):
        self.reset()
        legal_actions = state.legal_actions()
        if len(legal_actions) == 1:
            return [(legal_actions[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.perf_counter() + self.seconds
        self.simulations = 0
        while True:
            sampled_root_state = self.sample_root_state(state)
            self.run_simulation(sampled_root_state)
            self.simulations += 1
            if time.perf_counter() >= deadline:
                break
        return self.get_final_policy(state, self._root_node)


class OpenSpielISMCTS:
    """A tournament seat: our Bot protocol around OpenSpiel's IS-MCTS."""

    needs_view = True

    def __init__(self, game: Game, seat: int, seconds: float = DEFAULT_SECONDS) -> None:
        self.game = game
        self.seat = seat
        self.seconds = float(seconds)
        if not 0 < self.seconds <= 600:
            raise ValueError(f"seconds must be above 0 and at most 600, not {seconds}")
        self.name = "openspiel-ismcts"
        self.reason = ""
        self.last_simulations = 0
        self._games: dict[tuple, Any] = {}

    def _openspiel_game(self, players: int) -> Any:
        key = (players,)
        if key not in self._games:
            self._games[key] = adapter.load(self.game.id, players)
        return self._games[key]

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Any = None) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        # the action numbering depends on the players only (tests/research/test_openspiel.py);
        # the root state, drawn from the view, carries the game's real options
        os_game = self._openspiel_game(view.players)
        table = os_game.table
        root = adapter.GhostparlorState(os_game, table, self.game.determinize(view, rng))
        seed = rng.getrandbits(32)
        state_rng = np.random.RandomState(seed)
        bot = TimedISMCTSBot(os_game, mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=state_rng), UCT_C,
                             max_simulations=-1, random_state=state_rng)
        bot.seconds = self.seconds
        world_rng = random.Random(seed)
        bot.set_resampler(lambda st, player: st.resample(player, world_rng))
        action_id = int(bot.step(root))
        self.last_simulations = bot.simulations
        action = table.player_actions[action_id]
        if action not in legal:  # cannot happen: legal moves are part of the seat's view
            raise RuntimeError(f"IS-MCTS chose {action}, not a legal move")
        return action
