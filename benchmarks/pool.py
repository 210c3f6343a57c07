"""Pool tournament tables of the same bots played with different seeds into one table.

    python benchmarks/pool.py benchmarks/results/a.json benchmarks/results/b.json [--json]

Each input is the JSON summary that ``ghostparlor tournament --json`` prints (games are
independent, so tables of different seeds add up). Win shares, role and team win rates
and mean decision times are pooled exactly from their counts; Wilson intervals are
recomputed on the pooled counts. A 95th percentile cannot be pooled from summaries, so
the pooled ``decision_s_p95`` is the largest of the parts' (an upper bound, flagged
``decision_s_p95_is_max_of_parts``).
"""

from __future__ import annotations

import argparse
import json
import sys

from ghostparlor.devtools.tournament import wilson


def seat_games(table: dict, entry: dict) -> int:
    """Seat-games a bot played in ``table`` (older summaries lack the field)."""
    if "seat_games" in entry:
        return int(entry["seat_games"])
    if "roles" in entry:
        return int(sum(r["seat_games"] for r in entry["roles"].values()))
    if len(table["bots"]) == 1:
        return int(table["games"]) * int(table["players"])
    raise ValueError(f"{entry['name']}: this summary does not say how many seats the bot held")


def pool(tables: list[dict]) -> dict:
    first = tables[0]
    for t in tables[1:]:
        if (t["game"], t["players"], [b["name"] for b in t["bots"]]) != (first["game"], first["players"], [b["name"] for b in first["bots"]]):
            raise ValueError("the tables are of different games, player counts or bots")
    games = sum(int(t["games"]) for t in tables)
    bots = []
    for i, entry in enumerate(first["bots"]):
        parts = [(t, t["bots"][i]) for t in tables]
        n = sum(seat_games(t, e) for t, e in parts)
        credit = sum(e["win_share"] * seat_games(t, e) for t, e in parts)
        decisions = sum(e.get("decisions", 0) for _, e in parts)
        out = {
            "name": entry["name"],
            "win_share": round(credit / n, 4) if n else 0.0,
            "ci95": list(wilson(credit, n)),
            "mean_score": round(sum(e["mean_score"] * seat_games(t, e) for t, e in parts) / n, 3) if n else 0.0,
            "decision_s_mean": round(sum(e["decision_s_mean"] * e.get("decisions", 0) for _, e in parts) / decisions, 5) if decisions else 0.0,
            "decision_s_p95": max(e["decision_s_p95"] for _, e in parts),
            "decision_s_p95_is_max_of_parts": len(parts) > 1,
            "decisions": decisions,
            "seat_games": n,
            "fair_share": entry.get("fair_share", round(1 / first["players"], 4)),
        }
        if "roles" in entry:
            roles = {}
            for role in entry["roles"]:
                count = sum(e["roles"][role]["seat_games"] for _, e in parts)
                won = sum(round(e["roles"][role]["win_rate"] * e["roles"][role]["seat_games"]) for _, e in parts)
                roles[role] = {"win_rate": round(won / count, 4), "ci95": list(wilson(won, count)), "seat_games": count}
            out["roles"] = roles
        bots.append(out)
    pooled = {"game": first["game"], "players": first["players"], "games": games,
              "seed": [t["seed"] for t in tables], "bots": bots}
    if "team_win_rate" in first:
        wins = sum(round(t["team_win_rate"] * t["games"]) for t in tables)
        pooled["team_win_rate"] = round(wins / games, 4)
        pooled["team_ci95"] = list(wilson(wins, games))
    return pooled


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tables", nargs="+", help="JSON summaries of ghostparlor tournament --json")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    tables = []
    for path in args.tables:
        with open(path, encoding="utf-8") as f:
            tables.append(json.load(f))
    try:
        pooled = pool(tables)
    except (KeyError, ValueError) as exc:
        print(f"pool: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(pooled))
    else:
        from ghostparlor.devtools.tournament import format_table

        print(format_table(pooled))
    return 0


if __name__ == "__main__":
    sys.exit(main())
