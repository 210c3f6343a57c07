"""How well a search bot's belief guesses what is hidden, against even draws.

Plays seeded games of easy bots (``--bots random``: of random ones); at decisions of the
measured seat(s) it draws determinizations from the game's search belief
(``search_hooks.make_belief``) and from the rules' even ``determinize``, and scores each
draw against the truth:

* ghosts: the share of the other players' hand cards a draw puts in the right hand
  (cards of one kind are alike, so hands are compared as multisets);
* phantom_society: at hunter turns, the share of hidden ghosts a draw puts on their
  true square.

    python benchmarks/belief_quality.py --game phantom_society --players 2 --games 20

Numbers from this script are quoted in docs/bots.md and the search_hooks modules.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from ghostparlor.ai.protocol import make_bot
from ghostparlor.ai.hooks import search_hooks as _hooks
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.games import load_game


def _ghosts_score(game, state, view, drawn) -> tuple[int, int]:
    hit = total = 0
    for seat in range(state.n):
        if seat != view.seat:
            hit += sum((Counter(drawn.hands[seat]) & Counter(state.hands[seat])).values())
            total += len(state.hands[seat])
    return hit, total


def _phantom_score(game, state, view, drawn) -> tuple[int, int]:
    found = {game.colours.index(colour) for colour, _sq in view.revealed}
    hidden = [c for c in range(len(state.ghost_sq)) if c not in found]
    return sum(drawn.ghost_sq[c] == state.ghost_sq[c] for c in hidden), len(hidden)


def _ghosts_due(view, legal) -> bool:
    return view.seat == 0 and bool(view.round_log)


def _phantom_due(view, legal) -> bool:
    return view.phase == "play" and legal[0].TYPE == "hunt" and len(view.log) > 2


MEASURES = {"ghosts": (_ghosts_due, _ghosts_score), "phantom_society": (_phantom_due, _phantom_score)}


def measure(game_id: str, players: int, games: int, samples: int, seed: int, bots: str = "easy") -> dict:
    game = load_game(game_id)
    due, score = MEASURES[game_id]
    hooks = _hooks(game)
    hits = {"belief": 0, "even": 0}
    total = decisions = 0
    spent = 0.0
    for g in range(games):
        match = Match(game, players, seed=seed * 1000 + g)
        agents = [make_bot(bots, game, s) for s in range(players)]
        belief = hooks.make_belief(game)
        rng = random.Random(g)
        while not match.is_over():
            who = match.to_move()
            if who == CHANCE:
                match.resolve_chance()
                continue
            legal = match.legal_actions()
            view = match.view(who)
            if len(legal) > 1 and due(view, legal):
                decisions += 1
                for _ in range(samples):
                    began = time.perf_counter()
                    drawn = belief.determinize(view, rng)
                    spent += time.perf_counter() - began
                    hit, n = score(game, match.state, view, drawn)
                    hits["belief"] += hit
                    hits["even"] += score(game, match.state, view, game.determinize(view, rng))[0]
                    total += n
            match.apply(agents[who].choose(view, legal, rng))
    return {
        "game": game_id, "players": players, "bots": bots, "games": games, "decisions": decisions,
        "belief": round(hits["belief"] / max(total, 1), 4), "even": round(hits["even"] / max(total, 1), 4),
        "belief_ms_per_decision": round(1000 * spent / max(decisions, 1), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(MEASURES), required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--samples", type=int, default=16, help="draws per decision")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--bots", default="easy", help="who plays every seat (easy, random)")
    args = parser.parse_args()
    print(measure(args.game, args.players, args.games, args.samples, args.seed, args.bots))


if __name__ == "__main__":
    main()
