"""Issue 8's strength tables: what is measured, how far each table has got, and the report.

    python benchmarks/strength_tables.py status           # games recorded per table
    python benchmarks/strength_tables.py run NAME [NAME]  # play a table's missing games (resumable)
    python benchmarks/strength_tables.py run NAME --seed 11 --games 150  # a second core's share
    python benchmarks/strength_tables.py report           # the tables with their targets, markdown
    python benchmarks/strength_tables.py report24         # issue 24's: ours against OpenSpiel's IS-MCTS

Every table is a ``ghostparlor tournament`` with ``--record`` into
``benchmarks/results/<name>_s<seed>.jsonl``: stop it at any time, run it again and it goes
on from the games recorded. A table may add an earlier run of the same bots with another
seed (``earlier``: a JSON summary), pooled by ``benchmarks/pool.py``. Run one table per
core (``--workers 1``): the bots think against the clock, so a busy machine weakens them.
A long table can take two cores as two runs with different seeds (``--seed``): every
``<name>_s<seed>.jsonl`` of a table counts, their games pooled exactly (decision-time
percentiles too, since a record keeps every decision's time).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
RESULTS = ROOT / "results"
sys.path.insert(0, str(ROOT))

GAMES = 400
SEED = 10
# name, game, players, bots, target: ("share", x): the first bot's win share >= x;
# ("roles", x): in each role; ("team", None): compared with the easy team below
TABLES = [
    ("ghosts_normal_random", "ghosts", 4, "normal,random,random,random", ("share", 0.5), None),
    ("ghostbumpers_normal_random", "ghostbumpers", 4, "normal,random,random,random", ("share", 0.5), None),
    ("phantom_society_normal_random", "phantom_society", 2, "normal,random", ("share", 1.0), None),
    ("dont_go_in_there_normal_random", "dont_go_in_there", 4, "normal,random,random,random", ("share", 0.5), None),
    ("phantom_society_hard_easy", "phantom_society", 2, "hard,easy", ("roles", 0.65),
     "phantom_society_hard_easy_hiding_floor_seed9.json"),
    ("dont_go_in_there_hard_easy", "dont_go_in_there", 4, "hard,easy,easy,easy", ("share", 0.375), None),
    ("ghostbumpers_hard_easy", "ghostbumpers", 4, "hard,easy,easy,easy", ("share", 0.375), None),
    # not pooled with treasure_hunters_hard.json (100 games, seed 8): its playouts ran at half
    # today's speed (before Board.distances kept its answers), so its bots were weaker
    ("treasure_hunters_hard", "treasure_hunters", 4, "hard", ("team", None), None),
    ("ghosts_hard_easy", "ghosts", 4, "hard,easy,easy,easy", ("share", 0.375), None),
    # issue 24, part 5: the same table again with two search worker processes per decision
    # (on this 2-core machine it takes both cores: run nothing beside it)
    ("ghosts_hard_2w_easy", "ghosts", 4, "hard:workers=2,easy,easy,easy", ("share", 0.375), None),
]
EASY_TEAM = "treasure_hunters_easy.json"  # 400 games of four easy bots, seed 8

# Issue 24: our bots against OpenSpiel's IS-MCTS (``openspiel-ismcts``, research extra) at the
# same wall-clock time per decision, 200 games each, seats rotated; the multiplayer games with
# three OpenSpiel bots. Target ("share_x", 1.5): the first bot's win share at least 1.5 times
# the fair share; ("team_vs", other): this team's win rate at least 10 points above the other
# table's team. ("none", None): a measurement without a target (1 against 2 search workers).
GAMES_24 = 200
ISMCTS_HARD = "openspiel-ismcts:seconds=1.5"
ISMCTS_NORMAL = "openspiel-ismcts:seconds=0.3"
TABLES_24 = [
    ("ghosts_normal_ismcts", "ghosts", 4, f"normal,{ISMCTS_NORMAL},{ISMCTS_NORMAL},{ISMCTS_NORMAL}", ("share_x", 1.5), None),
    ("ghostbumpers_normal_ismcts", "ghostbumpers", 4, f"normal,{ISMCTS_NORMAL},{ISMCTS_NORMAL},{ISMCTS_NORMAL}", ("share_x", 1.5), None),
    ("phantom_society_normal_ismcts", "phantom_society", 4, f"normal,{ISMCTS_NORMAL},{ISMCTS_NORMAL},{ISMCTS_NORMAL}", ("share_x", 1.5), None),
    ("dont_go_in_there_normal_ismcts", "dont_go_in_there", 4, f"normal,{ISMCTS_NORMAL},{ISMCTS_NORMAL},{ISMCTS_NORMAL}", ("share_x", 1.5), None),
    ("treasure_hunters_normal_team", "treasure_hunters", 4, "normal", ("team_vs", "treasure_hunters_ismcts_normal_team"), None),
    ("treasure_hunters_ismcts_normal_team", "treasure_hunters", 4, ISMCTS_NORMAL, ("none", None), None),
    ("ghosts_hard_ismcts", "ghosts", 4, f"hard,{ISMCTS_HARD},{ISMCTS_HARD},{ISMCTS_HARD}", ("share_x", 1.5), None),
    ("ghostbumpers_hard_ismcts", "ghostbumpers", 4, f"hard,{ISMCTS_HARD},{ISMCTS_HARD},{ISMCTS_HARD}", ("share_x", 1.5), None),
    ("phantom_society_hard_ismcts", "phantom_society", 4, f"hard,{ISMCTS_HARD},{ISMCTS_HARD},{ISMCTS_HARD}", ("share_x", 1.5), None),
    ("dont_go_in_there_hard_ismcts", "dont_go_in_there", 4, f"hard,{ISMCTS_HARD},{ISMCTS_HARD},{ISMCTS_HARD}", ("share_x", 1.5), None),
    ("treasure_hunters_hard_team", "treasure_hunters", 4, "hard", ("team_vs", "treasure_hunters_ismcts_hard_team"), None),
    ("treasure_hunters_ismcts_hard_team", "treasure_hunters", 4, ISMCTS_HARD, ("none", None), None),
    # search on every core: the same bot with 2 worker processes against 1 (this 2-core machine)
    ("ghostbumpers_normal_2w_1w", "ghostbumpers", 2 + 2, "normal:workers=2,normal,easy,easy", ("none", None), None),
]


def _spec(name: str):
    for row in TABLES + TABLES_24:
        if row[0] == name:
            return row
    raise SystemExit(f"no table {name!r}; tables: {', '.join(r[0] for r in TABLES)}")


def record_path(name: str, seed: int = SEED) -> Path:
    return RESULTS / f"{name}_s{seed}.jsonl"


def records(name: str) -> list[Path]:
    """Every seed's record of the table, the main seed first."""
    others = sorted(p for p in RESULTS.glob(f"{name}_s*.jsonl") if p != record_path(name))
    return [p for p in [record_path(name)] if p.exists()] + others


def games_wanted(row) -> int:
    """Games the main seed still owes the table: 400 less the earlier run's and other seeds'."""
    from ghostparlor.devtools.tournament import summarize_records

    wanted = GAMES_24 if row in TABLES_24 else GAMES
    if row[5]:
        with open(RESULTS / row[5], encoding="utf-8") as f:
            wanted -= int(json.load(f)["games"])
    others = [str(p) for p in records(row[0]) if p != record_path(row[0])]
    if others:
        wanted -= summarize_records(others)["games"]
    return max(0, wanted)


def table(row) -> dict | None:
    """The table so far: the recorded games, pooled with the earlier run if any."""
    from ghostparlor.devtools.tournament import summarize_records
    from pool import pool

    parts = []
    if row[5]:
        with open(RESULTS / row[5], encoding="utf-8") as f:
            parts.append(json.load(f))
    paths = [str(p) for p in records(row[0])]
    if paths:
        now = summarize_records(paths)
        if now["games"]:
            parts.append(now)
    if not parts:
        return None
    return pool(parts) if len(parts) > 1 else parts[0]


def status() -> None:
    for row in TABLES + TABLES_24:
        t = table(row)
        have = t["games"] if t else 0
        print(f"{row[0]:36} {have:4}/{GAMES_24 if row in TABLES_24 else GAMES} games")


def run(names: list[str], seed: int = SEED, games: int | None = None) -> int:
    for name in names:
        row = _spec(name)
        _, game, players, bots, _, _ = row
        cmd = [sys.executable, "-m", "ghostparlor", "tournament", "--game", game, "--players", str(players),
               "--bots", bots, "--games", str(games or games_wanted(row)), "--seed", str(seed), "--workers", "1",
               "--progress", "--json", "--record", str(record_path(name, seed))]
        print(" ".join(cmd[1:]), file=sys.stderr, flush=True)
        done = subprocess.run(cmd, stdout=subprocess.DEVNULL)
        if done.returncode:
            return done.returncode
    return 0


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def report() -> None:
    easy_team = None
    if (RESULTS / EASY_TEAM).exists():
        with open(RESULTS / EASY_TEAM, encoding="utf-8") as f:
            easy_team = json.load(f)
    print("| table | games | measured (95% CI) | target | met | decision mean / p95 |")
    print("|---|---|---|---|---|---|")
    for row in TABLES:
        name, game, players, bots, (kind, bar), _ = row
        t = table(row)
        if t is None:
            print(f"| {name} | 0 | | | | |")
            continue
        bot = t["bots"][0]
        times = f"{bot['decision_s_mean']:.2f} / {bot['decision_s_p95']:.2f} s"
        enough = t["games"] >= GAMES
        if kind == "share":
            lo, hi = bot["ci95"]
            measured = f"{_pct(bot['win_share'])} ({_pct(lo)}-{_pct(hi)})"
            met = bot["win_share"] >= bar
            target = f"≥ {_pct(bar)}"
        elif kind == "roles":
            bits = [f"{role} {_pct(r['win_rate'])} ({_pct(r['ci95'][0])}-{_pct(r['ci95'][1])})" for role, r in bot["roles"].items()]
            measured = "; ".join(bits)
            met = all(r["win_rate"] >= bar for r in bot["roles"].values())
            target = f"≥ {_pct(bar)} each role"
        else:
            lo, hi = t["team_ci95"]
            measured = f"team {_pct(t['team_win_rate'])} ({_pct(lo)}-{_pct(hi)})"
            base = easy_team["team_win_rate"] if easy_team else 0.0
            met = t["team_win_rate"] >= base + 0.10
            target = f"≥ easy team {_pct(base)} + 10 points"
        mark = ("✔" if met else "✘") + ("" if enough else " (short of 400)")
        print(f"| {name} | {t['games']} | {measured} | {target} | {mark} | {times} |")


def report_24() -> None:
    """Issue 24's tables: our bots against OpenSpiel's IS-MCTS, with both bots' decision times."""
    print("| table | games | first bot: win share (95% CI) | target | met | first bot: decision p50 / p95 / p99 "
          "| second bot (IS-MCTS; in 2w_1w the 1-worker bot): decision p50 / p95 / p99 |")
    print("|---|---|---|---|---|---|---|")
    for row in TABLES_24:
        name, game, players, bots, (kind, other), _ = row
        t = table(row)
        if t is None:
            print(f"| {name} | 0 | | | | | |")
            continue
        by_name = {b["name"]: b for b in t["bots"]}
        first = by_name[bots.split(",")[0]]
        rest = [b for b in t["bots"] if b is not first]

        def times(b):
            return f"{b.get('decision_s_p50', 0):.2f} / {b['decision_s_p95']:.2f} / {b.get('decision_s_p99', 0):.2f} s"

        theirs = times(rest[0]) if rest else (times(first) if "openspiel" in bots else "")
        ours = "" if "openspiel" in bots.split(",")[0] else times(first)
        short = "" if t["games"] >= GAMES_24 else f" (short of {GAMES_24})"
        if kind == "share_x":
            lo, hi = first["ci95"]
            fair = 1 / players
            measured = f"{_pct(first['win_share'])} ({_pct(lo)}-{_pct(hi)})"
            target = f"≥ {other_share(fair, 1.5)}"
            mark = ("✔" if first["win_share"] >= 1.5 * fair else "✘") + short
        elif kind == "team_vs":
            lo, hi = t["team_ci95"]
            measured = f"team {_pct(t['team_win_rate'])} ({_pct(lo)}-{_pct(hi)})"
            theirs_t = table(_spec(other))
            if theirs_t is not None:
                base = theirs_t["team_win_rate"]
                target = f"≥ IS-MCTS team {_pct(base)} + 10 points"
                mark = ("✔" if t["team_win_rate"] >= base + 0.10 else "✘") + short
                theirs = times(theirs_t["bots"][0])
            else:
                target, mark = "≥ IS-MCTS team + 10 points", "(no IS-MCTS table yet)"
        else:
            if "team_win_rate" in t:
                lo, hi = t["team_ci95"]
                measured = f"team {_pct(t['team_win_rate'])} ({_pct(lo)}-{_pct(hi)})"
            else:
                lo, hi = first["ci95"]
                measured = f"{_pct(first['win_share'])} ({_pct(lo)}-{_pct(hi)})"
            target, mark = "(measured)", short.strip()
        print(f"| {name} | {t['games']} | {measured} | {target} | {mark} | {ours} | {theirs} |")


def other_share(fair: float, times: float) -> str:
    return f"{_pct(times * fair)} (1.5 × fair {_pct(fair)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["status", "run", "report", "report24"])
    parser.add_argument("names", nargs="*")
    parser.add_argument("--seed", type=int, default=SEED, help=f"run: the tournament seed (default {SEED})")
    parser.add_argument("--games", type=int, help="run: games of this seed (default: what the table still lacks)")
    args = parser.parse_args()
    os.chdir(ROOT.parent)
    if args.command == "status":
        status()
    elif args.command == "run":
        return run(args.names or [r[0] for r in TABLES], args.seed, args.games)
    elif args.command == "report24":
        report_24()
    else:
        report()
    return 0


if __name__ == "__main__":
    sys.exit(main())
