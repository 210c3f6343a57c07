"""Statistics from finished games: counts per opponents' level, best scores in the game's
own sense, the last ten results, and files of today's and older formats (issue 25)."""

from __future__ import annotations

import json

from ghostparlor.persistence import stats


def seeded() -> dict:
    """Ann's Ghosts games (lower wins) against every kind of table, in order."""
    data = stats.empty()
    games = [  # (opponents' kinds, Ann's score, won)
        (["hard", "easy"], 4.0, True), (["hard"], 9.0, False), (["human"], 2.0, True), (["normal"], 7.0, False),
        (["hard"], 3.0, True), (["human", "human"], 6.0, False), (["random"], 1.0, True),
    ]
    for day, (others, score, won) in enumerate(games, 1):
        names = ["Ann"] + [f"P{i}" for i in range(len(others))]
        scores = [score] + [5.0] * len(others)
        stats.record_result(data, "ghosts", names, ["human"] + others, scores, [0] if won else [1], True,
                            date=f"2026-11-{day:02d}")
    return data


def test_each_finished_game_counts_by_the_strongest_bot_at_the_table():
    entry = seeded()["games"]["ghosts"]["Ann"]
    assert entry["games"] == 7 and entry["wins"] == 4
    assert entry["by_opponents"] == {"hard": {"games": 3, "wins": 2}, "humans": {"games": 2, "wins": 1},
                                     "normal": {"games": 1, "wins": 0}, "random": {"games": 1, "wins": 1}}
    # the people at the table count too ("P1" was a human), the bots never
    assert set(seeded()["games"]["ghosts"]) == {"Ann", "P0", "P1"}
    assert seeded()["games"]["ghosts"]["P1"]["by_opponents"] == {"humans": {"games": 1, "wins": 0}}


def test_the_best_score_is_the_lowest_where_lower_wins_and_the_highest_elsewhere():
    data = seeded()
    assert data["games"]["ghosts"]["Ann"]["best_score"] == 1.0
    stats.record_result(data, "ghostbumpers", ["Ann", "Bo"], ["human", "easy"], [12.0, 30.0], [1], False)
    stats.record_result(data, "ghostbumpers", ["Ann", "Bo"], ["human", "easy"], [31.0, 3.0], [0], False)
    stats.record_result(data, "ghostbumpers", ["Ann", "Bo"], ["human", "easy"], [20.0, 3.0], [0], False)
    row = next(r for r in stats.rows(data) if r["game"] == "ghostbumpers")
    assert row["best"] == 31.0 and row["lower_is_better"] is False and row["average"] == 21.0
    ghosts = next(r for r in stats.game_rows(data, "ghosts") if r["name"] == "Ann")
    assert ghosts["lower_is_better"] and ghosts["win_rate"] == 4 / 7
    # the per-level lines go from people only to the hardest bots
    assert ghosts["levels"] == [("humans", 1, 2), ("random", 1, 1), ("normal", 0, 1), ("hard", 2, 3)]


def test_the_last_ten_results_are_kept_oldest_first_and_the_eleventh_pushes_the_first_out():
    data = stats.empty()
    for n in range(12):
        stats.record_result(data, "ghosts", ["Ann", "Bot"], ["human", "hard" if n % 2 else "easy"], [float(n), 5.0],
                            [0] if n % 3 == 0 else [1], True, date=f"2026-11-{n + 1:02d}")
    recent = data["games"]["ghosts"]["Ann"]["recent"]
    assert len(recent) == stats.RECENT == 10
    assert [r["score"] for r in recent] == [float(n) for n in range(2, 12)]
    assert recent[0] == {"won": False, "score": 2.0, "date": "2026-11-03", "level": "easy"}
    assert recent[-1] == {"won": False, "score": 11.0, "date": "2026-11-12", "level": "hard"}
    assert [r["won"] for r in recent] == [n % 3 == 0 for n in range(2, 12)]
    # written and read back: the same
    stats.save_stats(data)
    again, notice = stats.load_stats()
    assert notice is None and again == data
    # without a date: today's
    stats.record_result(data, "ghosts", ["Ann"], ["human"], [1.0], [0], True)
    assert len(data["games"]["ghosts"]["Ann"]["recent"][-1]["date"]) == 10


def test_a_file_of_the_old_shape_loads_and_has_no_recent_games():
    old = {"format": 1, "games": {"ghosts": {"Sabine": {
        "games": 12, "wins": 5, "best_score": 0, "score_total": 41.0, "streak": 2, "longest_streak": 3,
        "lower_is_better": True, "by_opponents": {"easy": {"games": 9, "wins": 3}, "humans": {"games": 3, "wins": 2}}}}}}
    stats.stats_path().write_text(json.dumps(old))
    data, notice = stats.load_stats()
    assert notice is None
    entry = data["games"]["ghosts"]["Sabine"]
    assert entry["games"] == 12 and entry["recent"] == []
    row = stats.rows(data)[0]
    assert row["recent"] == [] and row["best"] == 0 and row["levels"] == [("humans", 2, 3), ("easy", 3, 9)]
    stats.record_result(data, "ghosts", ["Sabine"], ["human"], [3.0], [0], True)  # the next game starts its ten
    assert len(data["games"]["ghosts"]["Sabine"]["recent"]) == 1 and entry["games"] == 13


def test_a_newer_file_or_damaged_recent_results_are_set_aside_and_named():
    path = stats.stats_path()
    path.write_text(json.dumps({"format": 2, "games": {}}))
    data, notice = stats.load_stats()
    assert data == stats.empty() and "newer version" in notice
    assert len(list(path.parent.glob("stats.json.damaged-*"))) == 1
    for bad in ([{"won": "yes", "score": 1}], [{"won": True, "score": "a lot"}], {"won": True}, [7],
                [{"won": True, "score": 1, "date": 5}]):
        entry = {"games": 1, "wins": 1, "recent": bad}
        path.write_text(json.dumps({"format": 1, "games": {"ghosts": {"Ann": entry}}}))
        data, notice = stats.load_stats()
        assert data == stats.empty() and "recent" in notice, (bad, notice)
    # a longer list (a later version keeping more) keeps its newest ten
    many = [{"won": i % 2 == 0, "score": float(i), "date": "", "level": "easy"} for i in range(15)]
    path.write_text(json.dumps({"format": 1, "games": {"ghosts": {"Ann": {"games": 15, "wins": 8, "recent": many}}}}))
    data, notice = stats.load_stats()
    assert notice is None and [r["score"] for r in data["games"]["ghosts"]["Ann"]["recent"]] == [float(i) for i in range(5, 15)]
