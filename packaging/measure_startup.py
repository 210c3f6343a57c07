"""Start-up time of ghostparlor: the source install vs the one-folder vs the one-file build.

    python packaging/measure_startup.py [--runs 5] [--source-python PY] [--json] [--check]

Each variant is started with GHOSTPARLOR_STARTUP_PROBE=exit (the app prints
``first-frame <seconds>`` after drawing its first title frame, then exits) and
SDL_VIDEODRIVER=dummy, SDL_AUDIODRIVER=dummy. Two figures per variant, median of --runs runs:

- wall: the whole process, from spawn to exit (what a player waits for, plus the exit);
- first-frame: the app's own figure, from App() creation to the first drawn frame (it leaves
  out the interpreter start, the imports and, for the one-file build, the unpacking).

The variants are run in turns (source, one-folder, one-file, again...) after one untimed
warm-up each, so they see the same machine load and a warm file cache. Each variant gets its
own GHOSTPARLOR_HOME and TMPDIR in a temporary folder (the one-file build unpacks there).

The source install is ``PY -m ghostparlor`` with PYTHONPATH set to this checkout; PY is
--source-python (default: this python). Targets (--check makes a miss exit 1):
one-folder wall <= 2 x source wall, one-file wall <= 1.5 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.dont_write_bytecode = True

ROOT = Path(__file__).resolve().parent.parent
EXE = "ghostparlor.exe" if sys.platform.startswith("win") else "ghostparlor"
ONEFILE_LIMIT_S = 1.5
ONEDIR_FACTOR = 2.0


def run_once(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    started = time.perf_counter()
    proc = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, timeout=120)
    wall = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"measure_startup: {' '.join(command)} exited {proc.returncode}:\n{proc.stderr}")
    for line in proc.stdout.splitlines():
        if line.startswith("first-frame "):
            return wall, float(line.split()[1])
    raise SystemExit(f"measure_startup: no 'first-frame' line from {' '.join(command)}:\n{proc.stdout}{proc.stderr}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs per variant (default 5)")
    parser.add_argument("--source-python", default=sys.executable, help="python with the runtime deps for the source run")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="folder holding the builds (default dist/)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)

    variants = {
        "source": [args.source_python, "-m", "ghostparlor"],
        "onedir": [str(args.dist / "ghostparlor-onedir" / EXE)],
        "onefile": [str(args.dist / EXE)],
    }
    for name, command in variants.items():
        if name != "source" and not Path(command[0]).exists():
            raise SystemExit(f"measure_startup: {command[0]} is missing; run python packaging/build.py first")

    results: dict[str, dict[str, list[float]]] = {name: {"wall": [], "first_frame": []} for name in variants}
    with tempfile.TemporaryDirectory(prefix="ghostparlor-startup-") as tmp:
        base = Path(tmp)
        envs = {}
        for name in variants:
            (base / name / "home").mkdir(parents=True)
            (base / name / "tmp").mkdir()
            env = dict(os.environ)
            env.update({
                "GHOSTPARLOR_STARTUP_PROBE": "exit", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                "PYGAME_HIDE_SUPPORT_PROMPT": "1", "GHOSTPARLOR_HOME": str(base / name / "home"),
                "TMPDIR": str(base / name / "tmp"), "TEMP": str(base / name / "tmp"), "TMP": str(base / name / "tmp"),
            })
            env.pop("PYTHONPATH", None)
            if name == "source":
                env["PYTHONPATH"] = str(ROOT)
            envs[name] = env
        for name, command in variants.items():  # warm-up: file cache, YAML cache
            run_once(command, envs[name], base)
        for _ in range(args.runs):
            for name, command in variants.items():
                wall, first = run_once(command, envs[name], base)
                results[name]["wall"].append(wall)
                results[name]["first_frame"].append(first)

    summary = {
        name: {"wall_median_s": round(statistics.median(r["wall"]), 3), "first_frame_median_s": round(statistics.median(r["first_frame"]), 3),
               "wall_runs_s": [round(x, 3) for x in r["wall"]]}
        for name, r in results.items()
    }
    source, onedir, onefile = (summary[n]["wall_median_s"] for n in ("source", "onedir", "onefile"))
    checks = {
        "onedir_vs_source": {"ratio": round(onedir / source, 2), "limit": ONEDIR_FACTOR, "ok": onedir <= ONEDIR_FACTOR * source},
        "onefile_wall": {"seconds": onefile, "limit": ONEFILE_LIMIT_S, "ok": onefile <= ONEFILE_LIMIT_S},
    }
    if args.json:
        print(json.dumps({"runs": args.runs, "variants": summary, "checks": checks}))
    else:
        print(f"start-up to the first drawn title frame, median of {args.runs} runs (SDL dummy video)")
        print(f"{'variant':<9} {'wall s':>8} {'first-frame s':>14}   runs (wall s)")
        for name, s in summary.items():
            print(f"{name:<9} {s['wall_median_s']:>8.3f} {s['first_frame_median_s']:>14.3f}   {' '.join(f'{x:.3f}' for x in s['wall_runs_s'])}")
        c = checks["onedir_vs_source"]
        print(f"one-folder / source = {c['ratio']:.2f} (target <= {ONEDIR_FACTOR:g}): {'ok' if c['ok'] else 'MISSED'}")
        c = checks["onefile_wall"]
        print(f"one-file wall = {c['seconds']:.3f} s (target <= {ONEFILE_LIMIT_S:g} s): {'ok' if c['ok'] else 'MISSED'}")
    if args.check and not all(c["ok"] for c in checks.values()):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
