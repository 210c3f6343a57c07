"""Nothing lost: autosave and Continue, damaged/newer saves set aside, finished games archived,
statistics, replays, the error screen."""

import json

import pygame
import pytest

from ghostparlor.games import load_game
from ghostparlor.persistence import saves, stats
from ghostparlor.scenes.game import demo_plans, start_game
from tests.scenes.helpers import click, key, run, top_name

G = load_game("ghosts")


def play_some(app, scene, moves=6):
    for _ in range(2000):
        if moves <= 0:
            return
        app.step(1 / 30)
        if scene.my_turn() and not scene.table.busy():
            scene.session.submit(scene.session.legal_actions()[0])
            scene._absorb()
            moves -= 1


def test_autosave_after_every_action_and_continue_from_the_title(app):
    app.home()
    scene = start_game(app, G, demo_plans(G, 4, 1), None, seed=21)
    play_some(app, scene, 5)
    assert saves.current_path("ghosts").exists()
    saved, notice = saves.load_current("ghosts")
    assert notice is None and saved.record["actions"] == [a.to_json() for a in scene.session.match.actions]
    fingerprint = G.fingerprint(scene.session.state)
    # a new start of the app: the title offers Continue with what the game is
    app.home()
    run(app, 0.2)
    title = app.stack.top
    assert title.continue_button.visible and "Ghosts" in title.saved_info
    click(app, title.continue_button.rect.center)
    assert top_name(app) == "game"
    resumed = app.stack.top
    saved_actions = saved.record["actions"]
    assert [a.to_json() for a in resumed.session.match.actions[:len(saved_actions)]] == saved_actions
    again = saves.load_current("ghosts")[0]  # resuming keeps the save: quitting now loses nothing
    assert again is not None and again.record["actions"][:len(saved_actions)] == saved_actions
    from ghostparlor.core.match import Match

    assert G.fingerprint(Match.from_record(G, saved.record).state) == fingerprint
    assert [p.name for p in resumed.session.plans] == [p.name for p in scene.session.plans]


def test_a_damaged_save_is_reported_in_one_line_and_kept_aside(app):
    path = saves.current_path("ghosts")
    path.write_text('{"kind": "ghostparlor-save", "save_format": 1, "record": {"game": "ghosts"')
    app.home()
    run(app, 0.2)
    assert not app.stack.top.continue_button.visible and not app.stack.top.continue_buttons["ghosts"].visible
    assert app.toast.active and "could not be loaded" in app.toast.text and "\n" not in app.toast.text
    assert not path.exists() and len(list(path.parent.glob("current-ghosts.json.damaged-*"))) == 1


def test_a_save_from_a_newer_version_is_set_aside_with_a_clear_message(home):
    path = saves.current_path()
    path.write_text(json.dumps({"kind": "ghostparlor-save", "save_format": 99, "record": {}, "plans": []}))
    saved, notice = saves.load_current()
    assert saved is None and "newer version" in notice and "kept as current.json.damaged-" in notice


def test_an_older_format_save_is_migrated(home, tmp_path):
    """Format 0 is a bare record (what `sim --records` writes): it loads as a save."""
    from ghostparlor.devtools.sim import play_game

    match = play_game(G, 3, {"first_player": "random"}, 5, ["random"] * 3)
    record = match.record(fingerprints=False)
    record["actions"] = record["actions"][:40]
    del record["result"]
    saves.current_path().write_text(json.dumps(record))
    saved, notice = saves.load_current()
    assert notice is None and saved.record["actions"] == record["actions"] and len(saved.plans) == 3


def test_new_game_asks_before_replacing_the_unfinished_one(app):
    app.home()
    scene = start_game(app, G, demo_plans(G, 4, 1), None, seed=22)
    play_some(app, scene, 2)
    app.home()
    run(app, 0.2)
    key(app, pygame.K_RIGHT)  # from Continue to ... ; go to the Ghosts tile by clicking it instead
    click(app, app.stack.top.tiles[1].rect.center)
    assert top_name(app) == "setup"
    key(app, pygame.K_RETURN)
    assert top_name(app) == "confirm"
    key(app, pygame.K_ESCAPE)  # "Keep it"
    assert top_name(app) == "setup" and saves.current_path("ghosts").exists()
    key(app, pygame.K_RETURN)
    click(app, app.stack.top.yes.rect.center)
    assert top_name(app) == "game"


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"])
def test_a_finished_game_is_archived_counted_and_replayable(app, game_id):
    G = load_game(game_id)
    app.home()
    scene = start_game(app, G, demo_plans(G, max(G.min_players, 3) if G.max_players >= 3 else G.min_players, 1), None, seed=23)
    for _ in range(30000):
        if top_name(app) == "results":
            break
        app.step(1 / 30)
        if scene.my_turn() and not scene.table.busy():
            scene.session.submit(scene.session.legal_actions()[0])
            scene._absorb()
    assert top_name(app) == "results"
    assert not saves.current_path(game_id).exists()
    kept = saves.finished_games(game_id)
    assert len(kept) == 1
    data, notice = stats.load_stats()
    entry = data["games"][game_id][scene.session.plans[0].name]
    assert entry["games"] == 1 and entry["by_opponents"]["easy"]["games"] == 1
    # the statistics scene and the replays list render; the replay steps both ways
    from ghostparlor.scenes.records import ReplaysScene, StatsScene

    app.push(StatsScene(app))
    assert app.step(1 / 60)
    app.pop()
    app.push(ReplaysScene(app))
    app.step(1 / 60)
    click(app, app.stack.top.list.row_rect(0).center)  # a click on a row watches it
    assert top_name(app) == "replay"
    replay = app.stack.top
    total = len(replay.session.actions)
    click(app, replay.last.rect.center)
    assert replay.session.step == total and G.is_over(replay.session.state)
    assert G.fingerprint(replay.session.state) == G.fingerprint(scene.session.state)
    click(app, replay.prev.rect.center)
    assert 0 < replay.session.step < total
    click(app, replay.first.rect.center)  # the first stop is the dealt table (its chance steps applied)
    assert replay.stop == 0 and replay.session.step == replay.session.timeline.positions[0]
    click(app, replay.next.rect.center)  # one press, one player's move
    assert replay.stop == 1 and replay.session.timeline.move_at(1).actor >= 0


def test_a_maximum_of_50_finished_games_per_game_is_kept(home):
    for i in range(55):
        saves.archive_finished("ghosts", {"n": i})
    kept = saves.finished_games("ghosts")
    assert len(kept) == 50


def test_a_damaged_statistics_file_is_set_aside(home):
    path = stats.stats_path()
    path.write_text("{oops")
    data, notice = stats.load_stats()
    assert data == stats.empty() and "damaged" in notice
    assert len(list(path.parent.glob("stats.json.damaged-*"))) == 1


def test_an_internal_error_shows_the_error_screen_and_keeps_a_report(app, home):
    app.home()

    class Boom(Exception):
        pass

    def broken_update(dt):
        raise Boom("a bug")

    app.stack.top.update = broken_update
    app.running = True
    # one turn of the real loop
    import pygame as pg

    pg.event.post(pg.event.Event(pg.USEREVENT))
    app.clock.tick()
    try:
        app._frame(1 / 60)
    except Boom as exc:
        app.crashed(exc)
    assert top_name(app) == "error"
    reports = list((home / "data").glob("crash-*.txt"))
    assert reports and "Boom: a bug" in reports[0].read_text()
    key(app, pygame.K_RETURN)
    assert top_name(app) == "title"


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"])
def test_closing_the_window_mid_game_and_starting_again_continues_the_same_game(home, game_id):
    """Issue 'nothing lost': quit in the middle of any game (the window's close button),
    start the app again, press Continue: the same game, the same position, the same seats."""
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    game = load_game(game_id)
    players = max(game.min_players, 2)
    first = App(headless=True)
    first.settings.bot_pace_seconds = 0.0
    first.home()
    scene = start_game(first, game, demo_plans(game, players, 1), None, seed=8)
    play_some(first, scene, 4)
    for _ in range(30):  # let the bots move on too
        first.step(1 / 30)
    fingerprint = game.fingerprint(scene.session.state)
    actions = len(scene.session.match.actions)
    names = [p.name for p in scene.session.plans]
    first.dispatch(pygame.event.Event(pygame.QUIT))
    assert not first.running
    first.shutdown()
    reset_assets()

    second = App(headless=True)
    try:
        second.home()
        run(second, 0.2)
        title = second.stack.top
        from ghostparlor.core.strings import t

        assert title.continue_button.visible and t(f"{game_id}.name") in title.saved_info
        click(second, title.continue_button.rect.center)
        assert top_name(second) == "game"
        resumed = second.stack.top
        assert resumed.session.game.id == game_id
        assert len(resumed.session.match.actions) >= actions
        from ghostparlor.core.match import Match

        replayed = Match(game, players, resumed.session.match.options, resumed.session.match.seed)
        for a in resumed.session.match.actions[:actions]:
            replayed.apply(a, events=False)
        assert game.fingerprint(replayed.state) == fingerprint
        assert [p.name for p in resumed.session.plans] == names
    finally:
        second.shutdown()
        reset_assets()
