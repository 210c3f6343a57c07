"""A save per game (issue 25, part 2): each game's unfinished game on its title tile with its
own Continue, the old single save moved on first read, starting anew asks first, a finished
game forgets only its own save, and a damaged save's whole backup is offered back."""

import json
import time

import pygame

from ghostparlor.core.strings import set_language, t
from ghostparlor.games import implemented_ids, load_game
from ghostparlor.persistence import saves
from ghostparlor.scenes.game import GameScene, demo_plans
from ghostparlor.session import MatchSession
from tests.scenes.helpers import click, key, run, top_name


def bot_session(game_id, moves, seed=3, players=None):
    """A session of bots only, ``moves`` actions in (or to the end: moves=None)."""
    game = load_game(game_id)
    session = MatchSession(game, demo_plans(game, players or max(game.min_players, 3), 0), seed=seed, pace_seconds=0.0)
    while not session.is_over() and (moves is None or len(session.match.actions) < moves):
        seat = session.to_move()
        session.bot_move(seat) if seat >= 0 else session.update(0)
    return session


def a_save(game_id, moves=20, seed=3, ago=0.0):
    data = bot_session(game_id, moves, seed).save_data()
    data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(time.time() - ago))
    return data


def title(app):
    app.home()
    run(app, 0.1)
    scene = app.stack.top
    assert scene.name == "title"
    return scene


def test_five_unfinished_games_of_five_games_continue_independently(app):
    games = implemented_ids()
    assert len(games) == 5
    made = {}
    for i, game_id in enumerate(games):
        data = a_save(game_id, 12 + 3 * i, seed=i, ago=60 * (i + 1))
        saves.save_current(data)
        made[game_id] = data["record"]["actions"]
    scene = title(app)
    assert set(scene.saves) == set(games)
    for game_id in games:  # each tile shows its own game and has its own Continue
        tile = next(tile for tile in scene.tiles if tile.game_id == game_id)
        assert "players" in tile.saved_words and "min ago" in tile.saved_words
        assert scene.continue_buttons[game_id].visible
    # the bottom Continue continues the most recent (saved a minute ago: the first game)
    assert scene.continue_button.text == f"Continue: {t(games[0] + '.name')}"
    for game_id in reversed(games):
        scene = title(app)
        click(app, scene.continue_buttons[game_id].rect.center)
        assert top_name(app) == "game"
        session = app.stack.top.session
        assert session.game.id == game_id
        assert [a.to_json() for a in session.match.actions[:len(made[game_id])]] == made[game_id]
    # every save is still there; the keyboard reaches a tile's Continue (arrows from its tile)
    scene = title(app)
    assert set(scene.saves) == set(games)
    scene.focus.focus(scene.tiles[1], visible=True)
    key(app, pygame.K_DOWN)  # its Learn to play, then its Continue (where Play was)
    assert scene.focus.focused is scene.learn_buttons[games[1]]
    key(app, pygame.K_DOWN)
    assert scene.focus.focused is scene.continue_buttons[games[1]]
    key(app, pygame.K_RETURN)
    assert top_name(app) == "game" and app.stack.top.session.game.id == games[1]
    # a finished game forgets only its own game's save
    app.home()
    finished = bot_session("ghosts", None, seed=5, players=3)
    app.push(GameScene(app, finished))  # its first save sees the end: archived, counted, its save deleted
    assert not saves.current_path("ghosts").exists()
    assert all(saves.current_path(g).exists() for g in games if g != "ghosts")
    scene = title(app)
    assert "ghosts" not in scene.saves and not scene.continue_buttons["ghosts"].visible
    assert len(scene.saves) == 4


def test_a_tile_with_a_save_keeps_its_picture_pitch_and_main_button_place(app):
    """Issue 45: the saved game's words are not drawn over the picture, the pitch stays, and
    Continue sits where Play was (New game beside it, at the same height)."""
    from ghostparlor.devtools import layout_check
    from ghostparlor.scenes.title import PICTURE, TILE_W, sample_saves
    from ghostparlor.devtools import probe

    probe.start(app.canvas.get_size())
    try:
        scene = title(app)
        scene._frames = 2  # the saves folder is not read: the sample saves are shown
        scene.show_saves(sample_saves())
        app.step(1 / 60)
        texts = [(p.meta.text, p.rect) for p in layout_check._draw(app, probe).texts]
    finally:
        probe.stop()
    assert len(scene.saves) == 5
    for tile in scene.tiles:
        assert tile.saved_words
        picture = pygame.Rect(0, 0, *PICTURE)
        picture.midtop = (tile.rect.centerx, tile.rect.y + 8)
        inside = [(words, rect) for words, rect in texts if tile.rect.inflate(0, 12).contains(rect)]
        assert not [words for words, rect in inside if rect.colliderect(picture)], tile.game_id
        lines = [words for words, rect in sorted(inside, key=lambda item: (item[1].y, item[1].x))]
        drawn = " ".join(lines)
        assert tile.saved_words in drawn  # said below the picture, whole
        assert t(f"{tile.game_id}.pitch") in drawn, (tile.game_id, lines)  # the description stays
        play = pygame.Rect(0, 0, TILE_W - 40, 38)  # where a tile without a save has its Play badge
        play.midbottom = (tile.rect.centerx, tile.rect.bottom - 12)
        button = scene.continue_buttons[tile.game_id]
        assert button.visible and button.rect.bottom == play.bottom and button.rect.left <= play.left + 8
        assert button.rect.colliderect(play) and button.rect.h == play.h
        new_game = [rect for words, rect in inside if words == t("saves.new_game")]
        assert new_game and new_game[0].left > button.rect.right and play.top <= new_game[0].centery <= play.bottom
    # without a save the tile is as it was: Play at its foot, no Continue
    scene.show_saves({})
    assert not any(button.visible for button in scene.continue_buttons.values())


def test_the_old_single_save_moves_to_its_games_file_on_first_read(home):
    older = a_save("phantom_society", 10)
    newer = a_save("phantom_society", 14)
    old = saves.current_path()
    old.write_text(json.dumps(older))
    saves.backup_path(old).write_text(json.dumps(older))
    old.write_text(json.dumps(newer))
    games, notices = saves.load_unfinished()
    assert notices == [] and list(games) == ["phantom_society"]
    assert games["phantom_society"].record["actions"] == newer["record"]["actions"]
    path = saves.current_path("phantom_society")
    assert path.exists() and saves.backup_path(path).exists() and not old.exists() and not saves.backup_path(old).exists()
    assert json.loads(saves.backup_path(path).read_text())["record"] == older["record"]
    # a game of the same game saved since: the older of the two is kept aside, never lost
    older["saved_at"] = "2020-01-01T00:00:00"
    old.write_text(json.dumps(older))
    games, _ = saves.load_unfinished()
    assert games["phantom_society"].record["actions"] == newer["record"]["actions"]
    assert not old.exists() and len(list(old.parent.glob("current.json.kept-*"))) == 1
    newer["saved_at"] = "2099-01-01T00:00:00"  # an older version played since: its game goes on
    old.write_text(json.dumps(newer))
    saved, notice = saves.load_current()
    assert notice is None and saved.path == path and saved.saved_at == newer["saved_at"]
    assert len(list(old.parent.glob("current-phantom_society.json.kept-*"))) == 1


def test_how_long_ago_in_words_in_every_language(home):
    now = time.mktime(time.strptime("2026-12-03T12:00:00", "%Y-%m-%dT%H:%M:%S"))

    def ago(seconds):
        return saves.when_words(time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(now - seconds)), now)

    try:
        assert [ago(s) for s in (5, 60, 600, 3 * 3600, 26 * 3600, 5 * 86400, -300)] == [
            "just now", "1 min ago", "10 min ago", "3 hours ago", "yesterday", "5 days ago", "just now"]
        assert ago(40 * 86400).startswith("on 2026-")
        assert saves.when_words("garbage", now) == "at an unknown time"
        set_language("ru")
        assert [ago(60), ago(180), ago(300), ago(21 * 60)] == ["1 минуту назад", "3 минуты назад", "5 минут назад", "21 минуту назад"]
        set_language("ja")
        assert ago(600) == "10分前"
        set_language("es")
        assert ago(2 * 3600) == "hace 2 horas"
        summary = {"players": ["A", "B", "C"], "round": 2}
        assert saves.save_words(summary, [], time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(now - 600)), now) == \
            "3 jugadores, ronda 2, guardada hace 10 min"
    finally:
        set_language("en")


def test_a_new_game_of_a_game_with_an_unfinished_one_asks_first(app):
    ghosts = a_save("ghosts", 30, seed=4, ago=600)
    saves.save_current(ghosts)
    saves.save_current(a_save("phantom_society", 10))
    path = saves.current_path("ghosts")
    before = path.read_bytes()
    other = saves.current_path("phantom_society").read_bytes()
    scene = title(app)
    click(app, scene.tiles[1].rect.center)  # the Ghosts tile itself: a new game
    assert top_name(app) == "setup"
    setup = app.stack.top
    setup.rows[1][1].text = "Zelda"  # a change to the set-up that No must keep
    click(app, setup.start_button.rect.center)
    assert top_name(app) == "confirm"
    words = app.stack.top.decor[1].text
    assert "Ghosts" in words and f"round {ghosts['summary']['round']}" in words and "10 min ago" in words
    assert "4 players" in words or "3 players" in words
    assert ", ".join(ghosts["summary"]["players"]) in words
    click(app, app.stack.top.no.rect.center)  # No: the save and the set-up are kept
    assert top_name(app) == "setup" and app.stack.top is setup and setup.rows[1][1].text == "Zelda"
    assert path.read_bytes() == before
    click(app, setup.start_button.rect.center)
    click(app, app.stack.top.yes.rect.center)  # Yes: replaced
    assert top_name(app) == "game"
    replaced = saves.load_current("ghosts")[0]
    assert replaced.plans[1]["name"] == "Zelda" and replaced.record["seed"] != ghosts["record"]["seed"]
    assert saves.current_path("phantom_society").read_bytes() == other  # another game's save is not touched
    # a game with no unfinished game of its own starts at once
    scene = title(app)
    click(app, scene.tiles[0].rect.center)
    key(app, pygame.K_RETURN)
    assert top_name(app) == "game" and app.stack.top.session.game.id == "ghostbumpers"


def damage(game_id, keep: float | None):
    """Two autosaves (the first becomes the .bak), then the save damaged: cut to ``keep`` of
    its length (its summary survives) or, with None, made garbage."""
    first = a_save(game_id, 20, seed=6)
    saves.save_current(first)
    second = a_save(game_id, 26, seed=6)
    saves.save_current(second)
    path = saves.current_path(game_id)
    raw = path.read_bytes()
    path.write_bytes(raw[: int(len(raw) * keep)] if keep else b"\x00garbage")
    return first, second


def test_a_damaged_save_offers_its_backup_and_says_what_was_lost(app):
    first, second = damage("ghosts", 0.6)
    lost = len(second["record"]["actions"]) - len(first["record"]["actions"])
    app.home()
    run(app, 0.1)
    assert top_name(app) == "confirm"
    text = app.stack.top.decor[1].text
    assert f"the last {lost} moves" in text and "Ghosts" in text
    assert "could not be loaded" in app.toast.text  # the damage itself is said too
    path = saves.current_path("ghosts")
    assert len(list(path.parent.glob("current-ghosts.json.damaged-*"))) == 1
    click(app, app.stack.top.yes.rect.center)  # restore and continue
    assert top_name(app) == "game"
    session = app.stack.top.session
    assert [a.to_json() for a in session.match.actions[:len(first["record"]["actions"])]] == first["record"]["actions"]
    assert path.exists() and len(list(path.parent.glob("current-ghosts.json.damaged-*"))) == 1  # the damaged one stays aside
    assert "restored" in app.toast.text or any("restored" in m.text for m in app.toast.queue)


def test_a_damaged_save_whose_summary_cannot_be_read_loses_the_last_move_and_no_keeps_both_aside(app):
    damage("phantom_society", None)
    app.home()
    run(app, 0.1)
    assert top_name(app) == "confirm" and "Lost if you restore it: the last move." in app.stack.top.decor[1].text
    key(app, pygame.K_ESCAPE)  # No (Esc): both kept aside, not offered again
    assert top_name(app) == "title"
    folder = saves.current_path("phantom_society").parent
    assert not saves.current_path("phantom_society").exists()
    assert not saves.backup_path(saves.current_path("phantom_society")).exists()
    assert len(list(folder.glob("current-phantom_society.json.damaged-*"))) == 1
    assert len(list(folder.glob("current-phantom_society.json.bak.kept-*"))) == 1
    run(app, 0.1)
    app.home()
    run(app, 0.1)
    assert top_name(app) == "title" and not app.stack.top.saves


def test_a_backup_equal_to_the_damaged_save_loses_nothing_and_one_that_does_not_replay_is_not_offered(app):
    data = a_save("ghosts", 20)
    path = saves.current_path("ghosts")
    saves.backup_path(path).write_text(json.dumps(data))
    raw = json.dumps(data, separators=(",", ":")).encode()
    path.write_bytes(raw[: len(raw) // 2])
    app.home()
    run(app, 0.1)
    assert top_name(app) == "confirm" and "Lost if you restore it: nothing." in app.stack.top.decor[1].text
    app.pop()
    # a backup that parses but whose moves are not legal: set aside too, nothing offered
    bad = a_save("dont_go_in_there", 20)
    bad["record"]["actions"][12] = bad["record"]["actions"][0]
    other = saves.current_path("dont_go_in_there")
    saves.backup_path(other).write_text(json.dumps(bad))
    offers = [o.game_id for o in saves.backups_to_offer()]
    assert "dont_go_in_there" in offers  # it parses
    for o in saves.backups_to_offer():  # the ghosts one answered: kept aside
        if o.game_id == "ghosts":
            saves.decline_backup(o)
    app.home()
    run(app, 0.1)
    assert top_name(app) == "title"
    assert not saves.backup_path(other).exists()
    assert len(list(other.parent.glob("current-dont_go_in_there.json.bak.damaged-*"))) == 1


def test_a_tutorial_never_touches_the_saves(app):
    saves.save_current(a_save("ghosts", 20))
    before = {p.name: p.read_bytes() for p in saves.current_path("ghosts").parent.iterdir()}
    from ghostparlor.scenes.tutorial import start_tutorial

    app.home()
    start_tutorial(app, "ghosts")
    run(app, 0.5)
    assert {p.name: p.read_bytes() for p in saves.current_path("ghosts").parent.iterdir()} == before
