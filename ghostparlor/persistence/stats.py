"""Statistics per game and per player name, kept in the user data folder.

``stats.json``::

    {"format": 1, "games": {"ghosts": {"Sabine": {
        "games": 12, "wins": 5, "best_score": 0, "score_total": 41.0,
        "streak": 2, "longest_streak": 3, "lower_is_better": true,
        "by_opponents": {"easy": {"games": 9, "wins": 3}, "humans": {"games": 3, "wins": 2}},
        "network_games": 4, "network_wins": 1,
        "recent": [{"won": true, "score": 2.0, "date": "2026-12-03", "level": "easy"}, ...]}}}}

Only the seats of people at this screen are counted ("human"). "By opponents" is the
strongest bot level at the table ("humans" when there was no bot); a person at another
screen of a network game (kind "remote", ``net/remote_session.py``) is a person, not a
bot. A game with such a seat is a network game: ``network_games``/``network_wins``
count them (of ``games``/``wins``). ``recent`` keeps the last ``RECENT`` results,
oldest first. Both were added in the same format 1: a file without them reads as "no
recent games yet" and "no network games", and an older version of the app reads a
file with them, ignoring them; a level "remote" written before network games were
counted as such is read as "humans". A damaged
file is set aside and a fresh one started, with a one-line notice naming the damaged
part; the app goes on. A file of a newer format is set aside the same way.

Two windows on one user folder (docs/files.md, "Two copies at once"): what
:func:`load_stats` returns remembers the bytes it was read from, and :func:`save_stats`,
under the folder's lock, reads the file again; when another window wrote it in between,
the games this window added since its read are added to what that window wrote
(:func:`merge`), so neither window's games are lost.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Sequence

from ghostparlor.core.strings import Said
from ghostparlor.persistence.atomic import atomic_write_text
from ghostparlor.persistence.paths import data_dir
from ghostparlor.persistence.reading import MAX_JSON_BYTES, Damaged, json_document, read_user_file

STATS_FORMAT = 1
LEVEL_ORDER = ("random", "easy", "normal", "hard")
HUMAN = "human"  # a person at this screen: counted
REMOTE = "remote"  # a person at another screen of a network game (net/remote_session.py REMOTE): a person, not a bot
PEOPLE = (HUMAN, REMOTE)


def stats_path() -> Path:
    return data_dir() / "stats.json"


def empty() -> dict[str, Any]:
    return {"format": STATS_FORMAT, "games": {}}


MAX_STATS_BYTES = MAX_JSON_BYTES
MAX_GAMES = 100  # game ids in the file (five exist)
MAX_NAMES = 1000  # player names per game
MAX_COUNT = 10**9
MAX_SCORE = 1e12
RECENT = 10  # results kept per entry for the "last ten" chart
ENTRY_DEFAULTS: dict[str, Any] = {"games": 0, "wins": 0, "best_score": None, "score_total": 0.0, "streak": 0,
                                  "longest_streak": 0, "lower_is_better": False, "by_opponents": {}, "recent": [],
                                  "network_games": 0, "network_wins": 0}


def _count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_COUNT:
        raise Damaged(f"its {what} is not a count")
    return value


def _score(value: Any, what: str) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not -MAX_SCORE <= value <= MAX_SCORE:
        raise Damaged(f"its {what} is not a score")
    return value


def _key(value: Any, what: str) -> str:
    if not value or len(value) > 200:  # keys of a JSON object are always text
        raise Damaged(f"its {what} is damaged")
    return value


def check_stats(data: Any) -> dict[str, Any]:
    """The statistics if every entry has the shape the app uses (missing values are filled
    with their defaults); raises Damaged naming what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        raise Damaged("it is not a statistics file")
    version = data.get("format", STATS_FORMAT)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise Damaged("its format is unknown")
    if version > STATS_FORMAT:
        raise Damaged(f"it was made by a newer version (format {version})")
    if len(data["games"]) > MAX_GAMES:
        raise Damaged("it holds too many games")
    for game_id, per_game in data["games"].items():
        _key(game_id, "game id")
        if not isinstance(per_game, dict) or len(per_game) > MAX_NAMES:
            raise Damaged(f"its entry for {game_id[:30]!r} is damaged")
        for name, entry in per_game.items():
            _key(name, "player name")
            if not isinstance(entry, dict):
                raise Damaged("an entry is damaged")
            for field, default in ENTRY_DEFAULTS.items():
                entry.setdefault(field, type(default)() if isinstance(default, (dict, list)) else default)
            for field in ("games", "wins", "streak", "longest_streak", "network_games", "network_wins"):
                _count(entry[field], field.replace("_", " "))
            if entry["wins"] > entry["games"] or entry["network_wins"] > entry["network_games"]:
                raise Damaged("it counts more wins than games")
            if entry["network_games"] > entry["games"] or entry["network_wins"] > entry["wins"]:
                raise Damaged("it counts more network games than games")
            if entry["best_score"] is not None:
                _score(entry["best_score"], "best score")
            _score(entry["score_total"], "score total")
            if not isinstance(entry["lower_is_better"], bool):
                raise Damaged("an entry is damaged")
            levels = entry["by_opponents"]
            if not isinstance(levels, dict) or len(levels) > 20:
                raise Damaged("its opponents are damaged")
            for level, counts in levels.items():
                _key(level, "opponents")
                if not isinstance(counts, dict):
                    raise Damaged("its opponents are damaged")
                counts.setdefault("games", 0)
                counts.setdefault("wins", 0)
                if _count(counts["wins"], "wins") > _count(counts["games"], "games"):
                    raise Damaged("it counts more wins than games")
            _people_not_remote(levels)
            _check_recent(entry)
    return data


def _people_not_remote(levels: dict[str, Any]) -> None:
    """A level "remote" (written while a person at another screen was taken for a bot) is
    counted with "humans"."""
    remote = levels.pop(REMOTE, None)
    if remote is not None:
        humans = levels.setdefault("humans", {"games": 0, "wins": 0})
        humans["games"] = min(MAX_COUNT, humans["games"] + remote["games"])
        humans["wins"] = min(humans["games"], humans["wins"] + remote["wins"])


def _check_recent(entry: dict[str, Any]) -> None:
    recent = entry["recent"]
    if not isinstance(recent, list) or len(recent) > 100:
        raise Damaged("its recent results are damaged")
    for item in recent:
        if not isinstance(item, dict) or not isinstance(item.get("won"), bool):
            raise Damaged("its recent results are damaged")
        _score(item.get("score"), "recent score")
        for field in ("date", "level"):
            value = item.setdefault(field, "")
            if not isinstance(value, str) or len(value) > 40:
                raise Damaged("its recent results are damaged")
        if item["level"] == REMOTE:
            item["level"] = "humans"
    del recent[:-RECENT]  # a longer list (another version kept more): the newest ten


def parse_stats(raw: bytes) -> dict[str, Any]:
    return check_stats(json_document(raw))


class StatsData(dict):
    """The statistics as :func:`load_stats` read them; ``read_from`` is the file's bytes
    then (None: there was no usable file), what :func:`save_stats` merges against."""

    read_from: bytes | None = None


def _read(path: Path) -> tuple[StatsData, Any]:
    """The statistics at ``path`` (empty when there are none or they were damaged: then set
    aside) and the damage, if any."""
    raw: list[bytes] = []

    def parse(data: bytes) -> dict[str, Any]:
        raw.append(data)
        return parse_stats(data)

    data, damage = read_user_file(path, parse, MAX_STATS_BYTES)
    out = StatsData(data if data is not None else empty())
    out.read_from = raw[0] if data is not None else None
    return out, damage


def load_stats(path: Path | None = None) -> tuple[dict[str, Any], str | None]:
    """The statistics and a one-line notice; a damaged file is set aside and an empty
    start is returned (read with the discipline of reading.py)."""
    try:
        path = path or stats_path()
    except OSError as exc:  # the data folder cannot be made
        return StatsData(empty()), Said("notice.stats_unreadable", error=str(exc.strerror or exc))
    data, damage = _read(path)
    if damage is not None:
        return data, Said("notice.stats_damaged", reason=damage.reason, fate=damage.fate)
    return data, None


def opponents_level(kinds: Sequence[str], seat: int) -> str:
    """The strongest bot level among the other seats; "humans" when every other seat is a
    person (here, or at another screen of a network game)."""
    bots = [k for i, k in enumerate(kinds) if i != seat and k not in PEOPLE]
    if not bots:
        return "humans"
    return max(bots, key=lambda k: LEVEL_ORDER.index(k) if k in LEVEL_ORDER else -1)


def is_network_game(kinds: Sequence[str]) -> bool:
    """Whether a game with these seats' kinds was a network game (a person at another screen)."""
    return REMOTE in kinds


def record_result(data: dict[str, Any], game_id: str, names: Sequence[str], kinds: Sequence[str],
                  scores: Sequence[float], winners: Sequence[int], lower_is_better: bool, *,
                  date: str | None = None) -> dict[str, Any]:
    """Add one finished game to ``data`` (the people at this screen, kind "human") and return
    it. A game with a seat of kind "remote" (a person at another screen) is a network game
    (:func:`is_network_game`). ``date`` (YYYY-MM-DD, today when not given) goes with the
    result into the entry's last ten."""
    per_game = data["games"].setdefault(game_id, {})
    day = date if date is not None else time.strftime("%Y-%m-%d")
    network = is_network_game(kinds)
    for seat, (name, kind) in enumerate(zip(names, kinds)):
        if kind != HUMAN:
            continue
        entry = per_game.setdefault(name, {
            "games": 0, "wins": 0, "best_score": None, "score_total": 0.0,
            "streak": 0, "longest_streak": 0, "lower_is_better": lower_is_better, "by_opponents": {},
            "network_games": 0, "network_wins": 0,
        })
        won = seat in winners
        score = float(scores[seat])
        entry["games"] += 1
        entry["wins"] += 1 if won else 0
        if network:  # counted in an entry of an older file too (it had none)
            entry["network_games"] = entry.get("network_games", 0) + 1
            entry["network_wins"] = entry.get("network_wins", 0) + (1 if won else 0)
        entry["score_total"] += score
        best = entry["best_score"]
        if best is None or (score < best if lower_is_better else score > best):
            entry["best_score"] = score
        entry["streak"] = entry["streak"] + 1 if won else 0
        entry["longest_streak"] = max(entry["longest_streak"], entry["streak"])
        opponents = opponents_level(kinds, seat)
        level = entry["by_opponents"].setdefault(opponents, {"games": 0, "wins": 0})
        level["games"] += 1
        level["wins"] += 1 if won else 0
        recent = entry.setdefault("recent", [])
        recent.append({"won": won, "score": score, "date": day, "level": opponents})
        del recent[:-RECENT]
    return data


def save_stats(data: dict[str, Any], path: Path | None = None) -> None:
    """Write ``data``. When it came from :func:`load_stats` and the file changed since (another
    window finished a game), the games added to ``data`` since are added to the file's
    instead (:func:`merge`; ``data`` becomes the merged statistics). Under the folder's lock:
    two windows finishing games at once both count."""
    from ghostparlor.persistence.locking import folder_lock

    path = path or stats_path()
    with folder_lock(path.parent):
        if isinstance(data, StatsData):
            now, _ = _read(path)  # a file damaged meanwhile is set aside (kept) like any damaged one
            if now.read_from is not None and now.read_from != data.read_from:  # another window wrote it
                base = check_stats(json_document(data.read_from)) if data.read_from is not None else empty()
                merged = merge(now, base, data)
                data.clear()
                data.update(merged)
        text = json.dumps(data, indent=1, sort_keys=True)
        atomic_write_text(path, text)
    if isinstance(data, StatsData):
        data.read_from = text.encode("utf-8")


def merge(theirs: dict[str, Any], base: dict[str, Any], mine: dict[str, Any]) -> dict[str, Any]:
    """The statistics ``theirs`` (the file as another window left it) with what ``mine`` added
    to ``base`` (the file as this window read it): per game and player, counts, totals and
    the last ten add up, the best score is the better one, a streak continued by this
    window's games goes on from theirs. An entry this window removed or lowered (not a game
    added) is taken as this window has it."""
    out = {**theirs, "games": {gid: dict(per) for gid, per in theirs.get("games", {}).items()}}
    base_games, mine_games = base.get("games", {}), mine.get("games", {})
    for game_id in set(base_games) | set(mine_games):
        b_game, m_game = base_games.get(game_id, {}), mine_games.get(game_id)
        if m_game is None:  # removed here
            out["games"].pop(game_id, None)
            continue
        t_game = out["games"].setdefault(game_id, {})
        for name in set(b_game) | set(m_game):
            b, m = b_game.get(name), m_game.get(name)
            if m == b:
                continue  # not changed here: theirs stands
            if m is None:
                t_game.pop(name, None)
            else:
                t_game[name] = _merge_entry(t_game.get(name), b, m)
    return out


def _merge_entry(t: dict[str, Any] | None, b: dict[str, Any] | None, m: dict[str, Any]) -> dict[str, Any]:
    if t is None or t == b:
        return m  # the other window did not change it
    b = b or {**ENTRY_DEFAULTS, "by_opponents": {}, "recent": [], "lower_is_better": m["lower_is_better"]}
    added = m["games"] - b["games"]
    if added < 0 or m["wins"] < b["wins"]:
        return m  # not games added (a reset): this window's entry stands
    lower = m["lower_is_better"]
    e = dict(t)
    e["games"] = min(MAX_COUNT, t["games"] + added)
    e["wins"] = min(e["games"], t["wins"] + m["wins"] - b["wins"])
    e["score_total"] = t["score_total"] + m["score_total"] - b["score_total"]
    e["lower_is_better"] = lower
    bests = [x for x in (t["best_score"], m["best_score"]) if x is not None]
    e["best_score"] = (min if lower else max)(bests) if bests else None
    new = m["recent"][len(m["recent"]) - min(added, len(m["recent"])):]  # this window's games, oldest first
    if len(new) == added:  # all of them in its last ten: their wins and losses, after theirs
        streak, longest = t["streak"], t["longest_streak"]
        for game in new:
            streak = streak + 1 if game["won"] else 0
            longest = max(longest, streak)
        e["streak"], e["longest_streak"] = streak, longest
    else:  # won every game it added: the streak goes on from theirs; else it is its own since its last loss
        e["streak"] = t["streak"] + added if m["streak"] == b["streak"] + added else m["streak"]
        e["longest_streak"] = max(t["longest_streak"], m["longest_streak"], e["streak"])
    levels = {level: dict(v) for level, v in t["by_opponents"].items()}
    for level, counts in m["by_opponents"].items():
        was = b["by_opponents"].get(level, {"games": 0, "wins": 0})
        have = levels.setdefault(level, {"games": 0, "wins": 0})
        have["games"] += max(0, counts["games"] - was["games"])
        have["wins"] = min(have["games"], have["wins"] + max(0, counts["wins"] - was["wins"]))
    e["by_opponents"] = levels
    for field, wins in (("network_games", False), ("network_wins", True)):
        here = max(0, m.get(field, 0) - b.get(field, 0))
        e[field] = min(e["wins"] if wins else e["games"], t.get(field, 0) + here)
    e["network_wins"] = min(e["network_wins"], e["network_games"])
    e["recent"] = (list(t["recent"]) + list(new))[-RECENT:]
    return e


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
                "lower_is_better": bool(e.get("lower_is_better", False)), "recent": list(e.get("recent") or [])[-RECENT:],
                "levels": levels(e.get("by_opponents", {})),
                "network_games": e.get("network_games", 0) or 0, "network_wins": e.get("network_wins", 0) or 0,
            })
    return sorted(out, key=lambda r: (-r["games"], r["game"], r["name"]))


def levels(by_opponents: dict[str, Any]) -> list[tuple[str, int, int]]:
    """(level, wins, games) from people only to the hardest bots; unknown levels last."""
    order = ("humans",) + LEVEL_ORDER
    rank = {level: i for i, level in enumerate(order)}
    return [(level, int(v.get("wins", 0)), int(v.get("games", 0)))
            for level, v in sorted(by_opponents.items(), key=lambda kv: (rank.get(kv[0], len(order)), kv[0]))
            if isinstance(v, dict)]


def game_rows(data: dict[str, Any], game_id: str) -> list[dict[str, Any]]:
    """The rows of one game, most games first, then by name."""
    return [r for r in rows({"games": {game_id: (data.get("games") or {}).get(game_id) or {}}})]
