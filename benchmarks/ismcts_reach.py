"""How far each search sees in the same wall-clock time: OpenSpiel's IS-MCTS against our bot.

For every game, from the same seeded positions as ``ghostparlor bench --only playouts``
(the deal, then 6, 12, ... random seat actions in), the seat to move decides once with
``openspiel-ismcts:seconds=S`` and once with our bot of the same time (normal at 0.3 s, hard
at 1.5 s), as in the tournament tables. Printed per game: the legal moves at the root, the
IS-MCTS simulations per decision and per legal move (below about 1, UCT has not even tried
every move once, so its choice is close to random), and our bot's playouts per decision.

    python benchmarks/ismcts_reach.py [--seconds 0.3] [--positions 8] [--json]

Needs the research extra (open-spiel). Run it with nothing else busy: both bots think by the clock.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ghostparlor.ai.protocol import make_bot  # noqa: E402
from ghostparlor.devtools.bench import start_positions  # noqa: E402
from ghostparlor.games import implemented_ids, load_game  # noqa: E402

PLAYERS = 4


def measure(game_id: str, seconds: float, positions: int, seed: int = 1) -> dict:
    game = load_game(game_id)
    level = "hard" if seconds >= 1.5 else "normal"
    rows = []
    for i, state in enumerate(start_positions(game, PLAYERS, seed, positions)):
        seat = game.to_move(state)
        legal = game.legal_actions(state)
        if len(legal) < 2:
            continue
        view = game.view(state, seat)
        ismcts = make_bot(f"openspiel-ismcts:seconds={seconds}", game, seat)
        ismcts.choose(view, legal, random.Random(f"{seed}:{i}:ismcts"))
        ours = make_bot(level, game, seat)
        ours.choose(view, legal, random.Random(f"{seed}:{i}:ours"))
        rows.append({"legal": len(legal), "simulations": ismcts.last_simulations, "playouts": ours.last_iterations})
    def median(key: str) -> float:
        return statistics.median(r[key] for r in rows)
    return {
        "game": game_id, "players": PLAYERS, "seconds": seconds, "ours": level, "positions": len(rows),
        "legal_median": median("legal"),
        "ismcts_simulations_median": median("simulations"),
        "ismcts_simulations_per_legal_move_median": round(statistics.median(r["simulations"] / r["legal"] for r in rows), 2),
        "ours_playouts_median": median("playouts"),
        "rows": rows,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=0.3)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--games", nargs="*", default=implemented_ids())
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = [measure(g, args.seconds, args.positions) for g in args.games]
    if args.json:
        print(json.dumps(results))
        return 0
    print(f"| game | legal moves (median) | IS-MCTS simulations in {args.seconds} s | per legal move | ours: playouts |")
    print("|---|---|---|---|---|")
    for r in results:
        print(f"| {r['game']} | {r['legal_median']:g} | {r['ismcts_simulations_median']:g} | "
              f"{r['ismcts_simulations_per_legal_move_median']:g} | {r['ours_playouts_median']:g} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
