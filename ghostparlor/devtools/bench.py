"""`ghostparlor bench`: speed figures, measured in one run on this machine.

- rules: random play of Ghosts (4 players, chance steps counted as actions), actions/s;
- playouts: the search bots' playouts (the heuristic policy for every seat to the end, or
  to the game's evaluator), per game: playouts/s from a spread of positions;
- yardstick: OpenSpiel's pure-Python ``python_block_dominoes`` played the same way
  (benchmarks/yardstick_openspiel.py), and the ratio of the two;
- frames, thinking, idle, startup: the app's frame times (during animations, and
  while search bots think), idle CPU and start-up time
  (benchmarks/app_bench.py), when pygame is available.

open-spiel is never a runtime dependency: it is imported here if present, or run in the
python given by ``--yardstick-python`` (or GHOSTPARLOR_BENCH_PYTHON).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
BENCH_DIR = REPO / "benchmarks"


def rules_rate(seconds: float, game_id: str = "ghosts", players: int = 4, seed: int = 1) -> dict[str, Any]:
    """Random play through the simulator (the same path as ``sim --json``)."""
    from ghostparlor.games import load_game
    from ghostparlor.devtools.sim import simulate

    game = load_game(game_id)
    simulate(game, players, 20, seed)  # warm up
    games = 0
    actions = 0.0
    elapsed = 0.0
    batch = 200
    while elapsed < seconds:
        summary = simulate(game, players, batch, seed + games)
        games += batch
        actions += summary["mean_actions"] * batch
        elapsed += summary["seconds"]
    return {"game": game_id, "players": players, "games": games, "actions": int(actions), "seconds": round(elapsed, 3), "actions_per_s": round(actions / elapsed, 1)}


def start_positions(game: Any, players: int, seed: int = 1, count: int = 8) -> list[Any]:
    """Positions of seeded random games, a seat to move: the deal, then deeper into the game
    (0, 6, 12, ... random seat actions); a game that ends sooner gives none."""
    import random

    from ghostparlor.core.protocol import TERMINAL

    starts = []
    for i in range(count):
        rng = random.Random(seed + i)
        state = game.new_state(players)
        moves = 0
        while (who := game.to_move(state)) != TERMINAL:
            if who < 0:  # chance
                game.apply(state, game.sample_chance(state, rng), events=False)
                continue
            if moves >= 6 * i:
                break
            game.apply(state, rng.choice(game.legal_actions(state)), events=False)
            moves += 1
        if game.to_move(state) != TERMINAL:
            starts.append(state)
    return starts


def playout_rate(seconds: float, game_id: str, players: int, seed: int = 1) -> dict[str, Any]:
    """The normal search bot's playouts (``SearchBot._playout``, the path its search spends
    its time in) from eight positions of seeded random games, played in turn."""
    from ghostparlor.ai.search import SearchBot
    from ghostparlor.games import load_game

    game = load_game(game_id)
    starts = start_positions(game, players, seed)
    bot = SearchBot(game, 0, "normal")
    bot._slice_end = float("inf")
    playouts = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.clone(starts[playouts % len(starts)])
        seat = max(0, game.to_move(state))
        bot.seat = seat
        run = bot._playout(state, seed + playouts)
        try:
            while True:
                next(run)
        except StopIteration:
            pass
        playouts += 1
    elapsed = time.perf_counter() - start
    return {"game": game_id, "players": players, "playouts": playouts, "seconds": round(elapsed, 3),
            "playouts_per_s": round(playouts / elapsed, 1)}


def _load_bench_module(name: str):
    path = BENCH_DIR / f"{name}.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location(f"ghostparlor_bench_{name}", path)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def yardstick_rate(seconds: float, python: str | None) -> dict[str, Any]:
    script = BENCH_DIR / "yardstick_openspiel.py"
    if not script.exists():
        return {"error": "benchmarks/ is not here (run from a source checkout)"}
    if python:
        proc = subprocess.run([python, str(script), "--seconds", str(seconds), "--json"], capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            return {"error": (proc.stderr or proc.stdout).strip().splitlines()[-1:]}
        return json.loads(proc.stdout.strip().splitlines()[-1])
    module = _load_bench_module("yardstick_openspiel")
    try:
        return module.measure(seconds=seconds)
    except RuntimeError as exc:
        return {"error": str(exc)}


def run_bench(args) -> int:
    parts = [p for p in (args.only or "rules,yardstick,playouts,frames,thinking,idle,startup").split(",") if p]
    report: dict[str, Any] = {"python": sys.version.split()[0], "when": time.strftime("%Y-%m-%d %H:%M:%S")}
    python = args.yardstick_python or os.environ.get("GHOSTPARLOR_BENCH_PYTHON")
    # interleave the two rule measurements so both see the same machine load
    if "rules" in parts:
        report["rules"] = rules_rate(args.seconds)
        from ghostparlor.games import implemented_ids, load_game

        for game_id in implemented_ids():
            if game_id != "ghosts":
                game = load_game(game_id)
                report[f"rules_{game_id}"] = rules_rate(args.seconds / 2, game_id, max(game.min_players, min(4, game.max_players)))
    if "yardstick" in parts:
        report["yardstick"] = yardstick_rate(args.seconds, python)
        if "rules" in report and "actions_per_s" in report["yardstick"]:
            report["ratio"] = round(report["rules"]["actions_per_s"] / report["yardstick"]["actions_per_s"], 2)
    if "playouts" in parts:
        from ghostparlor.games import implemented_ids, load_game

        for game_id in implemented_ids():
            game = load_game(game_id)
            report[f"playouts_{game_id}"] = playout_rate(args.seconds / 2, game_id, max(game.min_players, min(4, game.max_players)))
    app_parts = [p for p in parts if p in ("frames", "thinking", "idle", "startup")]
    if app_parts:
        module = _load_bench_module("app_bench")
        if module is None:
            report["app"] = {"error": "benchmarks/app_bench.py is not here"}
        else:
            report["app"] = module.measure(app_parts, seconds=args.seconds)
    if args.json:
        print(json.dumps(report))
    else:
        _print_report(report)
    return 0


def _print_report(report: dict[str, Any]) -> None:
    if "rules" in report:
        r = report["rules"]
        print(f"rules: {r['game']} random play, {r['players']} players: {r['actions_per_s']:,.0f} actions/s ({r['games']} games, chance steps counted)")
    if "yardstick" in report:
        y = report["yardstick"]
        if "error" in y:
            print(f"yardstick: not measured: {y['error']}")
        else:
            print(f"yardstick: OpenSpiel python_block_dominoes: {y['actions_per_s']:,.0f} actions/s")
    if "ratio" in report:
        verdict = "meets" if report["ratio"] >= 2 else "BELOW"
        print(f"ratio: {report['ratio']}x the yardstick ({verdict} the 2x target)")
    yardstick = report.get("yardstick", {}).get("actions_per_s")
    for key, r in report.items():
        if key.startswith("rules_"):
            line = f"rules: {r['game']} random play, {r['players']} players: {r['actions_per_s']:,.0f} actions/s"
            print(line + (f" = {r['actions_per_s'] / yardstick:.2f}x the yardstick" if yardstick else ""))
        elif key.startswith("playouts_"):
            line = f"playouts: {r['game']}, {r['players']} players, the normal bot's heuristic playouts: {r['playouts_per_s']:,.1f} playouts/s"
            print(line + (f" (yardstick {yardstick:,.0f} actions/s)" if yardstick else ""))
    for key, value in report.get("app", {}).items():
        print(f"app {key}: {value}")
