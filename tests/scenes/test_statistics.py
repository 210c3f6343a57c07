"""The statistics scene: one game at a time, a card per name, driven by keys and mouse (issue 25)."""

from __future__ import annotations

import json

import pygame

from ghostparlor.persistence import stats
from ghostparlor.scenes.records import StatsScene, game_ids, sample_stats

from helpers import click, key, top_name


def open_stats(app, data=None, game_id=None) -> StatsScene:
    app.home()
    if data is not None:
        stats.save_stats(data)
    app.push(StatsScene(app, game_id=game_id))
    app.step(1 / 60)
    return app.stack.top


def spy_texts(monkeypatch):
    from ghostparlor.ui import get_assets

    assets = get_assets()
    drawn: list[str] = []
    fit_text, fit_lines = assets.fit_text, assets.fit_lines
    monkeypatch.setattr(assets, "fit_text", lambda text, *a, **k: (drawn.append(text), fit_text(text, *a, **k))[1])
    monkeypatch.setattr(assets, "fit_lines", lambda text, *a, **k: (drawn.append(text), fit_lines(text, *a, **k))[1])
    return drawn


def test_games_switch_by_arrow_keys_digits_and_clicks_and_the_cards_scroll(app):
    data = sample_stats()
    scene = open_stats(app, data, "ghosts")
    ids = game_ids()
    assert top_name(app) == "stats" and scene.game_id == "ghosts" and len(scene.tabs) == 5
    key(app, pygame.K_RIGHT)
    assert scene.game_id == ids[(ids.index("ghosts") + 1) % 5]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.game_id == ids[(ids.index("ghosts") - 1) % 5]
    key(app, pygame.K_5)
    assert scene.game_id == ids[4] and scene.tabs[4].style == "primary" and scene.tabs[0].style == "secondary"
    key(app, pygame.K_RIGHT)  # round the end
    assert scene.game_id == ids[0]
    click(app, scene.tabs[2].rect.center)
    assert scene.game_id == ids[2]
    # every name of the game is a card, most games first
    names = [row["name"] for row in scene.cards.rows]
    assert sorted(names) == sorted(data["games"][ids[2]]) and len(names) == 8
    games = [row["games"] for row in scene.cards.rows]
    assert games == sorted(games, reverse=True)
    # more cards than fit: the keys scroll them, and the last card can be reached
    assert scene.cards.max_scroll > 0 and scene.cards.scroll_y == 0
    key(app, pygame.K_DOWN)
    assert scene.cards.scroll_y == scene.cards.step
    key(app, pygame.K_END)
    assert scene.cards.scroll_y == scene.cards.max_scroll
    scene.draw(pygame.Surface((1280, 720)))
    assert len(scene.cards.rows) - 1 in scene.cards.drawn and 0 not in scene.cards.drawn  # the last card is on screen
    key(app, pygame.K_HOME)
    assert scene.cards.scroll_y == 0
    # the wheel over the cards scrolls too
    pos = scene.cards.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, precise_x=0.0, precise_y=-2.0, flipped=False))
    assert scene.cards.scroll_y > 0
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "title"


def test_a_card_has_the_numbers_the_level_lines_and_the_last_ten_as_shapes(app, monkeypatch):
    data = stats.empty()
    for n, (score, won, bots) in enumerate([(3, True, ["hard"]), (8, False, ["hard"]), (1, True, []), (6, False, ["easy"])]):
        stats.record_result(data, "ghosts", ["Ann"] + [f"b{i}" for i in range(len(bots))], ["human"] + bots,
                            [float(score)] + [4.0] * len(bots), [0] if won else [1], True)
    drawn = spy_texts(monkeypatch)
    scene = open_stats(app, data)
    assert scene.game_id == "ghosts"  # the game played most is shown first
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    for text in ("Ann", "4", "2", "50%", "4.5", "1", "games played", "games won", "win share", "average score",
                 "lowest score (best)", "Wins by opponents", "with people only: 1 of 1", "against easy bots: 0 of 1",
                 "against hard bots: 1 of 2", "Last 10 games, newest at the right", "won", "lost"):
        assert text in drawn, text
    assert drawn.index("with people only: 1 of 1") < drawn.index("against easy bots: 0 of 1") < drawn.index("against hard bots: 1 of 2")
    assert "In Ghosts the lowest score wins: the best score is the lowest one." == scene.note.text
    chart = scene.cards.drawn[0]
    assert chart["marks"] == ["won", "lost", "won", "lost"]  # oldest first: the newest is at the right
    bars = chart["slots"]
    assert [b.x for b in bars] == sorted(b.x for b in bars) and bars[1].h > bars[0].h > bars[2].h  # 8 > 3 > 1
    # the won mark is a filled circle, the lost one a cross: different pixels at the mark's centre
    won_centre = (bars[0].centerx, bars[0].y - 6)
    assert surface.get_at(won_centre)[:3] != surface.get_at((bars[1].centerx, bars[1].y - 6))[:3]


def test_team_wording_for_the_co_operative_game_and_no_recent_games_for_an_old_file(app, monkeypatch):
    old = {"format": 1, "games": {"treasure_hunters": {"Ida": {
        "games": 4, "wins": 1, "best_score": 6, "score_total": 13.0, "streak": 0, "longest_streak": 1,
        "lower_is_better": False, "by_opponents": {"easy": {"games": 4, "wins": 1}}}}}}
    stats.stats_path().write_text(json.dumps(old))
    drawn = spy_texts(monkeypatch)
    scene = open_stats(app)
    assert scene.game_id == "treasure_hunters" and "team" in scene.note.text
    scene.draw(pygame.Surface((1280, 720)))
    for text in ("team wins", "average jewels", "most jewels in a game", "Team wins by team-mates", "with easy bots: 1 of 4",
                 "No recent games yet"):
        assert text in drawn, text
    assert not any("highest" in text or "lowest" in text for text in drawn)
    assert scene.cards.drawn[0].get("none") is True


def test_empty_statistics_and_a_game_not_played_say_so(app):
    scene = open_stats(app)
    assert scene.empty.visible and scene.empty.text.startswith("No finished games yet") and not scene.cards.visible
    data = stats.empty()
    stats.record_result(data, "ghosts", ["Ann"], ["human"], [1.0], [0], True)
    scene = open_stats(app, data)
    assert scene.game_id == "ghosts" and not scene.empty.visible
    key(app, pygame.K_1)
    assert scene.game_id == game_ids()[0] and scene.empty.visible and "Ghostbumpers" in scene.empty.text
