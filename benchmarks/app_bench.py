"""App benchmarks: frame times during animations, idle CPU, start-up time.

Run through ``ghostparlor bench`` (or ``python benchmarks/app_bench.py``). Headless
(SDL dummy drivers), 1280x720 canvas. Targets (issue 3):

- Ghosts game scene during animations: median frame <= 4 ms, 99th percentile <= 8 ms;
- nothing moving (title screen at rest): <= 5% of one core;
- process start to the first drawn title frame <= 1.5x a bare pygame-ce script that
  imports pygame and opens a window, measured in the same run.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _headless_env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", GHOSTPARLOR_HOME=home)
    env["PYTHONPATH"] = str(REPO) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure as installed: with compiled .pyc files
    return env


def _timed_frames(game_id: str, players: int, seed: int, seconds: float, plans, pace: float, counted) -> tuple[list[float], int]:
    """Run a game scene for ``seconds`` (a new game whenever one ends) and time each frame
    (update + draw + present) for which ``counted(scene, drew)`` is true; also counts the
    moves made. ``plans(game, players)`` gives the seats."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ghostparlor.app import App
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game import start_game

    with tempfile.TemporaryDirectory() as home:
        os.environ["GHOSTPARLOR_HOME"] = home
        app = App(headless=True)
        app.settings.animation_speed = "normal"
        app.settings.bot_pace_seconds = pace
        app.apply_settings()
        app.home()
        game = load_game(game_id)
        players = max(game.min_players, min(players, game.max_players))
        seats = plans(game, players)
        times: list[float] = []
        moves = 0
        scene = None
        end = time.perf_counter() + seconds
        dt = 1 / 60
        while time.perf_counter() < end:
            if scene is None or scene.session.is_over() or app.stack.top is not scene:
                app.home()
                scene = start_game(app, game, seats, None, seed=seed + moves + len(times))
                scene.session.pace_seconds = pace
            before = len(scene.session.match.actions)
            t0 = time.perf_counter()
            drew = app.step(dt)
            elapsed = time.perf_counter() - t0
            if counted(scene, drew):
                times.append(elapsed)
            moves += len(scene.session.match.actions) != before
        app.shutdown()
    times.sort()
    return times, moves


def _frame_stats(times: list[float]) -> dict:
    return {
        "frames": len(times),
        "median_ms": round(statistics.median(times) * 1000, 3) if times else None,
        "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))] * 1000, 3) if times else None,
        "max_ms": round(times[-1] * 1000, 3) if times else None,
    }


def frames(seconds: float = 4.0, players: int = 4, seed: int = 7, game_id: str = "ghosts") -> dict:
    """Frame times (update + draw + present) of a game scene while its animations run."""
    from ghostparlor.scenes.game import demo_plans

    def animating(scene, drew) -> bool:
        return drew and (scene.table.busy() or getattr(scene.table, "lively", scene.table.busy)())

    times, _moves = _timed_frames(game_id, players, seed, seconds, lambda game, n: demo_plans(game, n, 0), 0.05, animating)
    return {**_frame_stats(times), "targets": "median <= 4 ms, p99 <= 8 ms"}


def thinking(seconds: float = 4.0, game_id: str = "ghosts", players: int = 4, seed: int = 7, level: str = "hard",
             workers: int = 1) -> dict:
    """Frame times of a game scene while search bots think (issue 8: 99th percentile
    <= 20 ms). Every seat is a ``level`` bot searching with ``workers`` processes (1: in the
    window's process, sliced between frames); only frames during which a bot was thinking
    are counted."""
    from ghostparlor.ai import parallel
    from ghostparlor.session import SeatPlan

    def plans(game, n):
        return [SeatPlan(f"Bot {i + 1}", level, i) for i in range(n)]

    before = os.environ.get("GHOSTPARLOR_SEARCH_WORKERS")
    os.environ["GHOSTPARLOR_SEARCH_WORKERS"] = str(workers)  # the App applies it over the setting
    try:
        if workers > 1:
            parallel.warm(workers, game_id, wait=True)  # started before the clock: not a frame
        times, moves = _timed_frames(game_id, players, seed, seconds, plans, 0.0,
                                     lambda scene, drew: scene.session._thinking is not None)
        assert parallel.workers() == workers
    finally:
        if before is None:
            os.environ.pop("GHOSTPARLOR_SEARCH_WORKERS", None)
        else:
            os.environ["GHOSTPARLOR_SEARCH_WORKERS"] = before
    return {"game": game_id, "level": level, "workers": workers, **_frame_stats(times), "moves": moves,
            "target": "p99 <= 20 ms"}


def idle(seconds: float = 4.0) -> dict:
    """CPU used by the real frame loop on the title screen with nothing moving."""
    code = f"""
import os, time, pygame
from ghostparlor.app import App
app = App(headless=True)
app.home()
settle = time.perf_counter() + 2.0
while time.perf_counter() < settle:   # let the first hover glow and redraws finish
    app.clock.tick(60); pygame.event.get(); app.step(1/60)
c0, w0 = time.process_time(), time.perf_counter()
drawn = 0
while time.perf_counter() - w0 < {seconds}:
    dt = app.clock.tick(60) / 1000
    for e in pygame.event.get():
        app.dispatch(e)
    drawn += app.step(dt)
cpu, wall = time.process_time() - c0, time.perf_counter() - w0
print(f"{{cpu}} {{wall}} {{drawn}}")
"""
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_headless_env(home), timeout=120)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1:]}
    cpu, wall, drawn = out.stdout.split()[-3:]
    return {"cpu_percent_of_one_core": round(100 * float(cpu) / float(wall), 2), "frames_drawn": int(drawn), "seconds": round(float(wall), 2), "target": "<= 5%"}


def _time_to_line(cmd: list[str], env: dict[str, str], marker: str) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if line.startswith(marker):
                return time.perf_counter() - start
        raise RuntimeError(f"{cmd[:3]} never printed {marker!r}")
    finally:
        proc.kill()
        proc.wait()


BARE = (
    "import pygame\n"
    "pygame.display.init()\n"
    "screen = pygame.display.set_mode((1280, 720))\n"
    "screen.fill((20, 10, 30))\n"
    "pygame.display.flip()\n"
    "print('ready', flush=True)\n"
)


APP = "import sys\nfrom ghostparlor.cli import main\nsys.exit(main())\n"
"""What the installed ``ghostparlor`` command runs (pip's console-script wrapper does exactly this)."""


def startup(runs: int = 9) -> dict:
    """Process start to the first drawn title frame of the ``ghostparlor`` command, against a
    bare pygame window, same run (interleaved)."""
    with tempfile.TemporaryDirectory() as home:
        env = _headless_env(home)
        app_env = dict(env, GHOSTPARLOR_STARTUP_PROBE="exit")
        bare, app = [], []
        _time_to_line([sys.executable, "-c", APP], app_env, "first-frame")  # warm-up: .pyc and caches
        for _ in range(runs):  # interleaved so both see the same machine load
            bare.append(_time_to_line([sys.executable, "-c", BARE], env, "ready"))
            app.append(_time_to_line([sys.executable, "-c", APP], app_env, "first-frame"))
    b, a = statistics.median(bare), statistics.median(app)
    return {"bare_pygame_s": round(b, 4), "ghostparlor_s": round(a, 4), "ratio": round(a / b, 2), "runs": runs, "target": "ratio <= 1.5"}


def measure(parts, seconds: float = 3.0) -> dict:
    out = {}
    if "frames" in parts:
        from ghostparlor.games import REGISTRY

        for game_id, entry in REGISTRY.items():
            if entry.implemented:
                key = "frames" if game_id == "ghosts" else f"frames_{game_id}"
                out[key] = frames(max(2.0, seconds), game_id=game_id)
    if "thinking" in parts:
        from ghostparlor.games import REGISTRY

        for game_id, entry in REGISTRY.items():
            if entry.implemented:
                out[f"thinking_{game_id}"] = thinking(max(3.0, seconds), game_id=game_id)
        # search on every core: the same with two worker processes (the window only polls them)
        for game_id, entry in REGISTRY.items():
            if entry.implemented:
                out[f"thinking_{game_id}_2_workers"] = thinking(max(3.0, seconds), game_id=game_id, workers=2)
    if "idle" in parts:
        out["idle"] = idle(max(2.0, seconds))
    if "startup" in parts:
        out["startup"] = startup()
    return out


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    print(json.dumps(measure(sys.argv[1:] or ["frames", "idle", "startup"]), indent=2))
