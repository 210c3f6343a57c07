"""The list of finished games: columns, sorting both ways, scrolling, delete after asking,
opening the viewer, and its opening time with 250 kept games (issue 25)."""

from __future__ import annotations

import json
import time
from functools import lru_cache

import pygame

from ghostparlor.games import load_game
from ghostparlor.persistence import saves
from ghostparlor.scenes.records import COLUMNS, ReplaysScene
from ghostparlor.session import MatchSession, SeatPlan

from helpers import click, key, top_name

PEOPLE = ["Ann", "Bo", "Cleo", "Dmitri", "Eve", "Finn"]


@lru_cache(maxsize=None)
def finished(game_id: str = "ghosts", seed: int = 2) -> str:
    game = load_game(game_id)
    n = max(game.min_players, 2)
    session = MatchSession(game, [SeatPlan(f"P{i}", "random", i) for i in range(n)], seed=seed, pace_seconds=0)
    for _ in range(20000):
        if session.is_over():
            break
        session.update(1.0)
    assert session.is_over()
    return json.dumps(session.save_data())


def keep(count: int, games=("ghosts",)) -> list:
    """``count`` finished games: player names, dates and lengths all differ."""
    paths = []
    for i in range(count):
        game_id = games[i % len(games)]
        data = json.loads(finished(game_id))
        for seat, plan in enumerate(data["plans"]):
            plan["name"] = PEOPLE[(i + seat) % len(PEOPLE)] + ("" if seat else f"{i:02d}")
        data["saved_at"] = f"2026-{1 + i % 12:02d}-{1 + (i * 5) % 28:02d}T10:{i % 60:02d}:00"
        path = saves.finished_dir(game_id) / f"2026{i:04d}.json"
        path.write_text(json.dumps(data))
        paths.append(path)
    return paths


def open_list(app) -> ReplaysScene:
    app.home()
    app.push(ReplaysScene(app))
    app.step(1 / 60)
    return app.stack.top


def column(scene, name):
    return [entry.text(name) for entry in scene.entries]


def test_every_column_sorts_both_ways_by_a_click_on_its_header_or_by_keys(app):
    keep(6, ("ghosts", "ghostbumpers", "treasure_hunters"))
    scene = open_list(app)
    assert len(scene.entries) == 6
    # at first: newest first
    dates = column(scene, "date")
    assert dates == sorted(dates, reverse=True) and scene.sort_column == "date" and scene.descending
    for name in COLUMNS:
        header = scene.headers[COLUMNS.index(name)]
        if name != scene.sort_column:
            click(app, header.rect.center)
        key_of = (lambda e: (e.moves, e.rounds or 0)) if name == "length" else \
            (lambda e: e.when) if name == "date" else (lambda e, n=name: e.text(n).casefold())
        first = [key_of(e) for e in scene.entries]
        assert scene.sort_column == name and first == sorted(first, reverse=scene.descending), name
        was = scene.descending
        click(app, header.rect.center)  # the same header again: the other way round
        second = [key_of(e) for e in scene.entries]
        assert scene.descending is not was and second == sorted(first, reverse=scene.descending), name
        assert len(set(first)) == 1 or second != first, name  # it did change
    # the keys: S takes the next column, R reverses
    scene.sort_by("date")
    key(app, pygame.K_s)
    assert scene.sort_column == "game"
    before = column(scene, "game")
    key(app, pygame.K_r)
    assert column(scene, "game") == sorted(before, key=str.casefold, reverse=True)
    for _ in range(4):
        key(app, pygame.K_s)
    assert scene.sort_column == "date"


def test_the_columns_say_game_players_winner_and_length_in_moves_and_rounds(app):
    paths = keep(3, ("ghosts", "ghostbumpers", "treasure_hunters"))
    scene = open_list(app)
    by_game = {entry.game: entry for entry in scene.entries}
    for path in paths:
        data = json.loads(path.read_text())
        record, names = data["record"], [p["name"] for p in data["plans"]]
        game = load_game(record["game"])
        entry = by_game[record["game"]]
        assert entry.text("date") == data["saved_at"].replace("T", " ")[:16]
        assert entry.text("players") == ", ".join(names)
        moves = sum(1 for a in record["actions"] if not game.action_from_json(a).IS_CHANCE)  # a deal or a die is not a move
        assert entry.moves == moves < len(record["actions"])
        rounds = data["summary"].get("round")
        assert entry.text("length") == (f"{moves} moves, {rounds} rounds" if rounds and rounds > 1 else
                                        f"{moves} moves, 1 round" if rounds == 1 else f"{moves} moves")
        if game.cooperative:
            assert entry.text("winner") == ("The team won" if record["result"]["team_won"] else "The team lost")
        else:
            assert entry.text("winner") == ", ".join(names[w] for w in record["result"]["winners"])
    assert by_game["ghosts"].text("game") == "Ghosts" and by_game["treasure_hunters"].text("game") == "Treasure Hunters"


def test_more_than_twelve_games_are_reached_by_keys_and_the_wheel(app):
    keep(30)
    scene = open_list(app)
    assert len(scene.entries) == 30 and scene.focus.focused is scene.list
    view = scene.list.viewport
    assert scene.list.row_rect(29).top > view.bottom  # the last row is out of view
    key(app, pygame.K_END)
    assert scene.list.selected == 29 and view.contains(scene.list.row_rect(29).inflate(0, -4))
    key(app, pygame.K_HOME)
    assert scene.list.selected == 0 and scene.list.scroll_y == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_PAGEDOWN)
    assert scene.list.selected > 5 and view.contains(scene.list.row_rect(scene.list.selected).inflate(0, -4))
    scene.list.scroll_to(0)
    pos = view.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, precise_x=0.0, precise_y=-3.0, flipped=False))
    assert scene.list.scroll_y > 0


def test_delete_asks_first_then_removes_exactly_that_file(app):
    paths = keep(5)
    scene = open_list(app)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    chosen = scene.entries[2]
    key(app, pygame.K_DELETE)
    assert top_name(app) == "confirm" and chosen.path.exists()
    key(app, pygame.K_ESCAPE)  # "Keep it"
    assert top_name(app) == "replays" and all(p.exists() for p in paths) and len(scene.entries) == 5
    key(app, pygame.K_DELETE)
    click(app, app.stack.top.yes.rect.center)
    assert top_name(app) == "replays" and not chosen.path.exists()
    assert sorted(p for p in paths if p.exists()) == sorted(p for p in paths if p != chosen.path)
    assert chosen not in scene.entries and len(scene.entries) == 4 and scene.list.selected == 2
    assert "Deleted the finished game of Ghosts" in app.toast.text
    # the bin of a row asks too, for that row
    second = scene.entries[1]
    click(app, scene.list.bin_rect(1).center)
    assert top_name(app) == "confirm"
    click(app, app.stack.top.yes.rect.center)
    assert not second.path.exists() and len(scene.entries) == 3 and len(saves.finished_games()) == 3


def test_a_click_or_enter_on_a_row_opens_the_viewer(app):
    keep(3)
    scene = open_list(app)
    row = scene.list.row_rect(1)
    click(app, (row.x + 200, row.centery))
    assert top_name(app) == "replay"
    viewer = app.stack.top
    assert viewer.session.players == 2
    app.pop()
    key(app, pygame.K_RETURN)  # the chosen row (the clicked one)
    assert top_name(app) == "replay"


def test_the_list_of_250_kept_games_opens_quickly(app, capsys):
    text = finished()
    for g, game_id in enumerate(("ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters")):
        folder = saves.finished_dir(game_id)
        for i in range(50):
            data = json.loads(text) if game_id == "ghosts" else json.loads(finished(game_id))
            data["saved_at"] = f"2026-11-{1 + i % 28:02d}T1{g}:{i % 60:02d}:00"
            (folder / f"2026{i:04d}.json").write_text(json.dumps(data))
    app.home()
    ReplaysScene(app)  # the games' chance kinds are learnt once
    started = time.perf_counter()
    scene = ReplaysScene(app)
    app.push(scene)
    app.step(1 / 60)
    seconds = time.perf_counter() - started
    with capsys.disabled():
        print(f"\n  the list of 250 finished games opened in {seconds * 1000:.0f} ms")
    assert len(scene.entries) == 250 and seconds < 2.0
