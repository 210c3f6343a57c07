"""Statistics per game and per player name, kept in the user data folder.

``stats.json``::

    {"format": 1, "games": {"ghosts": {"Sabine": {
        "games": 12, "wins": 5, "best_score": 0, "score_total": 41.0,
        "streak": 2, "longest_streak": 3, "lower_is_better": true,
        "by_opponents": {"easy": {"games": 9, "wins": 3}, "humans": {"games": 3, "wins": 2}}}}}}

Only human seats are counted. "By opponents" is the strongest bot level at the
table ("humans" when there was no bot). A damaged file is set aside and a fresh
one started, with a one-line notice; the app goes on.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from ghostparlor.persistence.atomic import atomic_write_text, set_aside
from ghostparlor.persistence.paths import data_dir

STATS_FORMAT = 1
LEVEL_ORDER = ("random", "easy", "normal", "hard")


def stats_path() -> Path:
    return data_dir() / "stats.json"


def empty() -> dict[str, Any]:
    return {"format": STATS_FORMAT, "games": {}}


def load_stats(path: Path | None = None) -> tuple[dict[str, Any], str | None]:
    path = path or stats_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return empty(), None
    except (OSError, UnicodeDecodeError) as exc:
        return empty(), f"Your statistics could not be read ({exc}); they are not shown."
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
            raise ValueError("not a statistics file")
        if data.get("format", 1) > STATS_FORMAT:
            raise ValueError(f"made by a newer version (format {data.get('format')})")
        for per_game in data["games"].values():
            for entry in per_game.values():
                int(entry["games"]), int(entry["wins"])
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        try:
            kept = set_aside(path, str(exc))
            fate = f"it was kept as {kept.name}"
        except OSError as err:
            fate = f"it could not be set aside ({err})"
        return empty(), f"Your statistics file was damaged; {fate} and a new one is started."
    return data, None


def opponents_level(kinds: Sequence[str], seat: int) -> str:
    bots = [k for i, k in enumerate(kinds) if i != seat and k != "human"]
    if not bots:
        return "humans"
    return max(bots, key=lambda k: LEVEL_ORDER.index(k) if k in LEVEL_ORDER else -1)


def record_result(data: dict[str, Any], game_id: str, names: Sequence[str], kinds: Sequence[str],
                  scores: Sequence[float], winners: Sequence[int], lower_is_better: bool) -> dict[str, Any]:
    """Add one finished game to ``data`` (humans only) and return it."""
    per_game = data["games"].setdefault(game_id, {})
    for seat, (name, kind) in enumerate(zip(names, kinds)):
        if kind != "human":
            continue
        entry = per_game.setdefault(name, {
            "games": 0, "wins": 0, "best_score": None, "score_total": 0.0,
            "streak": 0, "longest_streak": 0, "lower_is_better": lower_is_better, "by_opponents": {},
        })
        won = seat in winners
        score = float(scores[seat])
        entry["games"] += 1
        entry["wins"] += 1 if won else 0
        entry["score_total"] += score
        best = entry["best_score"]
        if best is None or (score < best if lower_is_better else score > best):
            entry["best_score"] = score
        entry["streak"] = entry["streak"] + 1 if won else 0
        entry["longest_streak"] = max(entry["longest_streak"], entry["streak"])
        level = entry["by_opponents"].setdefault(opponents_level(kinds, seat), {"games": 0, "wins": 0})
        level["games"] += 1
        level["wins"] += 1 if won else 0
    return data


def save_stats(data: dict[str, Any], path: Path | None = None) -> None:
    atomic_write_text(path or stats_path(), json.dumps(data, indent=1, sort_keys=True))


def rows(data: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per (game, player) for the statistics scene, most games first."""
    out = []
    for game_id, per_game in data.get("games", {}).items():
        for name, e in per_game.items():
            games = e.get("games", 0) or 0
            out.append({
                "game": game_id, "name": name, "games": games, "wins": e.get("wins", 0),
                "win_rate": (e.get("wins", 0) / games) if games else 0.0,
                "best": e.get("best_score"), "average": (e.get("score_total", 0.0) / games) if games else None,
                "longest_streak": e.get("longest_streak", 0), "by_opponents": e.get("by_opponents", {}),
            })
    return sorted(out, key=lambda r: (-r["games"], r["game"], r["name"]))
