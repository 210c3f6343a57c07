"""Speed yardstick: OpenSpiel's pure-Python ``python_block_dominoes``.

Plays complete random games (chance outcomes sampled with their
probabilities, player moves uniform over the legal actions) and reports
actions per second, where every ``apply_action`` call counts as one action,
chance outcomes included.

open-spiel is a benchmark-only dependency (see benchmarks/requirements.txt);
install it into a separate benchmark environment, never into ghostparlor's
runtime environment::

    python3 -m venv /tmp/benchvenv
    /tmp/benchvenv/bin/pip install -r benchmarks/requirements.txt
    /tmp/benchvenv/bin/python benchmarks/yardstick_openspiel.py --seconds 5

This module imports without open-spiel; only ``measure`` needs it.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time

GAME_NAME = "python_block_dominoes"

_INSTALL_HINT = (
    "open-spiel is not installed; it is a benchmark-only dependency. "
    "Install it into the benchmark environment, e.g. "
    "`python3 -m venv /tmp/benchvenv && "
    "/tmp/benchvenv/bin/pip install open-spiel` "
    "(or `pip install -r benchmarks/requirements.txt`), "
    "and run this script with that environment's python."
)


def _load_game():
    """Import pyspiel, register the Python game and load it."""
    try:
        import pyspiel  # noqa: PLC0415 - deliberately lazy
    except ImportError as exc:
        raise RuntimeError(_INSTALL_HINT) from exc
    # Python games register themselves with pyspiel when their module is
    # imported (``pyspiel`` alone only knows the C++ games).  Importing the
    # submodule also runs open_spiel/python/games/__init__.py, which imports
    # every Python game and pulls in numpy, absl and ml_collections.
    try:
        importlib.import_module("open_spiel.python.games.block_dominoes")
    except ImportError:
        try:
            importlib.import_module("open_spiel.python.games")
        except ImportError as exc:
            raise RuntimeError(
                f"open-spiel is installed but its Python game {GAME_NAME!r} "
                f"could not be imported ({exc}). " + _INSTALL_HINT
            ) from exc
    return pyspiel.load_game(GAME_NAME)


def _play_one(game, rng: random.Random) -> int:
    """Play one complete random game; return the number of apply_action calls."""
    state = game.new_initial_state()
    actions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices(
                [o for o, _ in outcomes], weights=[p for _, p in outcomes]
            )[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        actions += 1
    return actions


def measure(seconds: float = 3.0, seed: int = 1) -> dict:
    """Play whole random games for about ``seconds`` and return the rate.

    The clock is checked once per game, so the run lasts ``seconds`` plus at
    most one game.  Raises RuntimeError if open-spiel is not installed.
    """
    game = _load_game()
    rng = random.Random(seed)
    games = 0
    actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        actions += _play_one(game, rng)
        games += 1
        now = time.perf_counter()
        if now >= deadline:
            break
    elapsed = now - start
    return {
        "game": GAME_NAME,
        "games": games,
        "actions": actions,
        "seconds": elapsed,
        "actions_per_s": actions / elapsed,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        result = measure(seconds=args.seconds, seed=args.seed)
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['game']}: {result['actions']} actions in {result['games']} "
            f"games over {result['seconds']:.3f} s = "
            f"{result['actions_per_s']:,.0f} actions/s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
