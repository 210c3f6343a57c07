"""Statistics count network games as such (issue 47 point 9): a person at another screen
(seat kind "remote") is a person, not a bot level, and each entry counts its network games
and their wins; a file without those counts (older) still loads, and two windows' network
games add up."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from ghostparlor.net.remote_session import REMOTE
from ghostparlor.persistence import stats


def test_remote_is_the_network_sessions_kind():
    assert stats.REMOTE == REMOTE == "remote"


def test_a_person_at_another_screen_counts_as_a_person_and_the_game_as_a_network_game():
    data = stats.empty()
    games = [  # (kinds, Ann's seat won)
        (["human", REMOTE], True),  # against a person elsewhere: "humans"
        (["human", REMOTE, "easy"], False),  # a person elsewhere and an easy bot: "easy"
        (["human", REMOTE, REMOTE, "hard", "random"], True),  # the strongest bot: "hard"
        (["human", "human"], False),  # two people at this screen: not a network game
        (["human", "normal"], True),
    ]
    for day, (kinds, won) in enumerate(games, 1):
        names = ["Ann"] + [f"P{i}" for i in range(1, len(kinds))]
        stats.record_result(data, "ghosts", names, kinds, [1.0] * len(kinds), [0] if won else [1], True,
                            date=f"2026-12-{day:02d}")
    ann = data["games"]["ghosts"]["Ann"]
    assert ann["games"] == 5 and ann["wins"] == 3
    assert ann["network_games"] == 3 and ann["network_wins"] == 2
    assert ann["by_opponents"] == {"humans": {"games": 2, "wins": 1}, "easy": {"games": 1, "wins": 0},
                                   "hard": {"games": 1, "wins": 1}, "normal": {"games": 1, "wins": 1}}
    assert [r["level"] for r in ann["recent"]] == ["humans", "easy", "hard", "humans", "normal"]
    # only the people at this screen have entries: never the remote seats, never the bots
    assert set(data["games"]["ghosts"]) == {"Ann", "P1"}
    assert data["games"]["ghosts"]["P1"]["network_games"] == 0  # P1 was a person here only in the 4th game
    row = stats.rows(data)[0]
    assert (row["name"], row["network_games"], row["network_wins"]) == ("Ann", 3, 2)
    assert stats.check_stats(json.loads(json.dumps(data))) == data  # written and read back: the same
    assert stats.opponents_level([REMOTE, "human", REMOTE], 1) == "humans"
    assert stats.is_network_game(["human", REMOTE]) and not stats.is_network_game(["human", "hard", "human"])


def test_an_older_file_without_network_counts_loads_with_none_and_goes_on_counting():
    old = {"format": 1, "games": {"ghosts": {"Sabine": {
        "games": 12, "wins": 5, "best_score": 0, "score_total": 41.0, "streak": 2, "longest_streak": 3,
        "lower_is_better": True, "by_opponents": {"easy": {"games": 9, "wins": 3}, "humans": {"games": 3, "wins": 2}},
        "recent": [{"won": True, "score": 2.0, "date": "2026-11-03", "level": "easy"}]}}}}
    stats.stats_path().write_text(json.dumps(old))
    data, notice = stats.load_stats()
    assert notice is None
    entry = data["games"]["ghosts"]["Sabine"]
    assert entry["network_games"] == 0 and entry["network_wins"] == 0 and entry["games"] == 12
    assert stats.rows(data)[0]["network_games"] == 0
    stats.record_result(data, "ghosts", ["Sabine", "Bo"], ["human", REMOTE], [1.0, 3.0], [0], True)
    stats.save_stats(data)
    again, notice = stats.load_stats()
    assert notice is None
    entry = again["games"]["ghosts"]["Sabine"]
    assert (entry["games"], entry["network_games"], entry["network_wins"]) == (13, 1, 1)
    assert entry["by_opponents"]["humans"] == {"games": 4, "wins": 3}
    # an entry made in memory before the counts existed (no keys at all) counts too
    bare = {"format": 1, "games": {"ghosts": {"Ida": {"games": 1, "wins": 0, "best_score": 2.0, "score_total": 2.0,
                                                       "streak": 0, "longest_streak": 0, "lower_is_better": True,
                                                       "by_opponents": {}, "recent": []}}}}
    stats.record_result(bare, "ghosts", ["Ida", "Bo"], ["human", REMOTE], [1.0, 3.0], [1], True)
    assert bare["games"]["ghosts"]["Ida"]["network_games"] == 1 and stats.rows(bare)[0]["network_wins"] == 0


def test_a_level_remote_written_before_is_read_as_people():
    early = {"format": 1, "games": {"ghosts": {"Ann": {
        "games": 3, "wins": 2, "by_opponents": {"remote": {"games": 2, "wins": 1}, "humans": {"games": 1, "wins": 1}},
        "recent": [{"won": True, "score": 1.0, "date": "2026-12-01", "level": "remote"}]}}}}
    stats.stats_path().write_text(json.dumps(early))
    data, notice = stats.load_stats()
    assert notice is None
    entry = data["games"]["ghosts"]["Ann"]
    assert entry["by_opponents"] == {"humans": {"games": 3, "wins": 2}} and entry["recent"][0]["level"] == "humans"


@pytest.mark.parametrize("counts, words", [
    ({"network_games": -1}, "network games"), ({"network_games": True}, "network games"),
    ({"network_games": "2"}, "network games"), ({"network_wins": 2, "network_games": 1}, "more wins"),
    ({"network_games": 4}, "more network games"), ({"network_wins": 3, "network_games": 3}, "more network games"),
])
def test_damaged_network_counts_are_set_aside_and_named(counts, words):
    entry = {"games": 3, "wins": 2, **counts}
    stats.stats_path().write_text(json.dumps({"format": 1, "games": {"ghosts": {"Ann": entry}}}))
    data, notice = stats.load_stats()
    assert data == stats.empty() and words in notice, notice
    assert "\n" not in notice


def test_two_windows_network_games_add_up():
    base = stats.record_result(stats.empty(), "ghosts", ["Ada", "Bo"], ["human", REMOTE], [1.0, 2.0], [0], True)
    theirs = stats.record_result(json.loads(json.dumps(base)), "ghosts", ["Ada", "Bo"], ["human", REMOTE], [1.0, 2.0], [1], True)
    mine = stats.record_result(json.loads(json.dumps(base)), "ghosts", ["Ada", "Bo"], ["human", REMOTE], [1.0, 2.0], [0], True)
    stats.record_result(mine, "ghosts", ["Ada"], ["human"], [4.0], [0], True)  # and one on its own
    ada = stats.merge(theirs, base, mine)["games"]["ghosts"]["Ada"]
    assert (ada["games"], ada["wins"], ada["network_games"], ada["network_wins"]) == (4, 3, 3, 2)
    assert ada["by_opponents"] == {"humans": {"games": 4, "wins": 3}}
    old_base = json.loads(json.dumps(base))  # the file as an older version left it: no counts
    for entry in old_base["games"]["ghosts"].values():
        del entry["network_games"], entry["network_wins"]
    ada = stats.merge(old_base, old_base, mine)["games"]["ghosts"]["Ada"]
    assert ada["network_games"] == 2  # this window's own entry stands (the other did not change it)


def test_a_finished_network_game_is_recorded_as_one(home):
    """Through the game frame's end (scenes/game_finish.py): the finished session the host's
    record rebuilds has this screen's person as "human", the person elsewhere as "remote"."""
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game_finish import Finish
    from ghostparlor.session import MatchSession, SeatPlan

    game = load_game("ghosts")
    plans = [SeatPlan("Ann", "human", 0), SeatPlan("Bob", REMOTE, 1), SeatPlan("Bot", "easy", 2)]
    played = MatchSession(game, [SeatPlan("Ann", "easy", 0), SeatPlan("Bob", "easy", 1), SeatPlan("Bot", "easy", 2)],
                          seed=5, pace_seconds=0.0)
    while not played.is_over():
        seat = played.to_move()
        played.bot_move(seat) if seat >= 0 else played.update(0)
    finished = MatchSession(game, plans, played.match.options, played.match.seed, match=played.match, live=False)
    finished.networked = True
    remote = SimpleNamespace(networked=True, finish_recorded=False, is_over=lambda: True, match=played.match,
                             finished_session=lambda: finished)
    scene = SimpleNamespace(session=remote, app=SimpleNamespace(notify=lambda *a, **k: None))
    Finish(scene, persist=False).save()
    data, notice = stats.load_stats()
    assert notice is None and set(data["games"]["ghosts"]) == {"Ann"}
    ann = data["games"]["ghosts"]["Ann"]
    assert ann["games"] == ann["network_games"] == 1 and ann["network_wins"] == ann["wins"]
    assert set(ann["by_opponents"]) == {"easy"}
