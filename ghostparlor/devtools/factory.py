"""Scenes built headless in a given state: any scene by name (:func:`build_scene`, for
``ghostparlor screenshot`` and the tests), the title with saved games and the questions about
saves (:func:`saves_states`), a tutorial at a step (:func:`tutorial_at`). ``ghostparlor
check-layout`` measures these among its states (:class:`State`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator

from ghostparlor.games import REGISTRY


@dataclass
class State:
    scene: str
    state: str
    build: Callable[[Any], None]  # puts the scene (and what lies beneath) on the app's stack


def saves_states() -> Iterator[State]:
    """The title with an unfinished game on every tile, the questions about saves, and the
    seats of a shared game (all made in memory: the player's saves are not read)."""
    from ghostparlor.core.strings import t

    def title_with_saves(app) -> Any:
        from ghostparlor.scenes.title import sample_saves

        app.home()
        title = app.stack.top
        title._frames = 2  # its own look at the saves folder is skipped
        title.show_saves(sample_saves())
        return title

    yield State("title", "five unfinished games", title_with_saves)

    def question(kind: str) -> Callable[[Any], None]:
        def build(app) -> None:
            from ghostparlor.persistence.saves import player_names, save_words
            from ghostparlor.scenes.dialogs import ConfirmScene
            from ghostparlor.scenes.setup import replace_question

            title = title_with_saves(app)
            gid = "treasure_hunters"
            saved = title.saves[gid]
            if kind == "replace":
                app.push(replace_question(app, gid, saved, lambda: None))
                return
            info = save_words(saved.summary, saved.plans, saved.saved_at)
            text = t("saves.restore_text", game=t(f"{gid}.name"), info=info, lost=t("saves.lost_moves", count=12))
            app.push(ConfirmScene(app, t("saves.restore_title"), text, lambda: None, t("saves.restore_yes"), t("saves.restore_no")))
            assert player_names(saved)
        return build

    yield State("confirm", "replace an unfinished game", question("replace"))
    yield State("confirm", "restore a backup", question("restore"))

    def seats(game_id: str, players: int) -> Callable[[Any], None]:
        def build(app) -> None:
            from ghostparlor.scenes.open_game import SeatsScene, sample_shared

            app.home()
            app.push(SeatsScene(app, sample_shared(game_id, players)))
        return build

    yield State("open_game", "6 seats", seats("ghostbumpers", 6))
    yield State("open_game", "2 seats", seats("phantom_society", 2))


def tutorial_at(app, game_id: str, index: int, wrong: bool = False) -> None:
    """The tutorial of ``game_id`` at step ``index`` (its moves taken, its words read); with
    ``wrong``, a move other than the lesson's tried there (the coach's feedback shown)."""
    from ghostparlor.scenes.tutorial import advance, start_tutorial

    app.home()
    scene = start_tutorial(app, game_id)
    run = scene.run
    advance(app, scene, index)
    for _ in range(60):
        app.step(1 / 30)
        if not scene.table.busy():
            break
    if wrong and run.current is not None and run.current.kind == "act":
        other = [a for a in scene.session.legal_actions() if a != run.expected()]
        if other:
            scene._submit(other[0])




def build_scene(app, scene: str, game_id: str = "ghosts", players: int = 4, seed: int = 1, moves: int = 0):
    """Push the named scene (and what it needs below it) onto ``app``'s stack; returns it."""
    app.home()
    if scene == "title":
        return app.stack.top
    if scene in ("title_saves", "restore", "replace"):  # the title with a save on every tile; the questions about saves
        wanted = {"title_saves": "five unfinished games", "restore": "restore a backup", "replace": "replace an unfinished game"}
        next(st for st in saves_states() if st.state == wanted[scene]).build(app)
        return app.stack.top
    if scene == "open_game":  # the seats of a shared unfinished game (made in memory)
        from ghostparlor.scenes.open_game import SeatsScene, sample_shared

        app.push(SeatsScene(app, sample_shared(game_id, players)))
        return app.stack.top
    if scene.startswith("net_"):  # "Play together" (made in memory, no socket): --moves N picks the scene's N-th state
        from ghostparlor.scenes.net_menu import layout_states

        made = [factory for name, _, factory in layout_states() if name == scene]
        if not made:
            raise KeyError(f"unknown scene {scene!r}: net_menu, net_host, net_join, net_lobby")
        app.push(made[min(moves, len(made) - 1)](app))
        return app.stack.top
    if game_id not in REGISTRY:
        raise KeyError(f"unknown game {game_id!r}")
    if scene == "setup":
        from ghostparlor.scenes.setup import SetupScene

        app.push(SetupScene(app, game_id, players=players))
    elif scene == "settings":
        from ghostparlor.scenes.settings import SettingsScene

        app.push(SettingsScene(app))
    elif scene == "rules":
        from ghostparlor.scenes.rules import RulesScene

        app.push(RulesScene(app, game_id))
    elif scene == "tutorial":  # --moves: the step to show (its moves taken, its words read)
        tutorial_at(app, game_id, moves)
    elif scene == "stats":
        from ghostparlor.scenes.records import StatsScene

        app.push(StatsScene(app, game_id=game_id))
    elif scene == "replays":
        from ghostparlor.scenes.records import ReplaysScene

        app.push(ReplaysScene(app))
    elif scene == "replay":
        from ghostparlor.games import load_game
        from ghostparlor.scenes.game import demo_plans
        from ghostparlor.scenes.replay import ReplayScene
        from ghostparlor.session import MatchSession

        game = load_game(game_id)
        session = MatchSession(game, demo_plans(game, players, 0), seed=seed, pace_seconds=0.0)
        while not session.is_over():
            session.bot_move(session.to_move())
        replay = ReplayScene.from_save(app, session.save_data())  # --moves N: after move N (a third of the game by default)
        app.push(replay)
        replay.go(moves or replay.session.timeline.last // 3, animate=False)
    elif scene in ("game", "results", "handoff", "pause"):
        from ghostparlor.scenes.game import GameScene, demo_plans
        from ghostparlor.session import MatchSession
        from ghostparlor.games import load_game

        game = load_game(game_id)
        humans = 2 if scene == "handoff" else 1
        session = MatchSession(game, demo_plans(game, players, humans), seed=seed, pace_seconds=0.0)
        for _ in range(moves if scene != "results" else 10**6):
            if session.is_over():
                break
            seat = session.to_move()
            if seat in session.bots:
                session.bot_move(seat)
            elif seat >= 0:  # a human seat: play what the easy bot would
                from ghostparlor.ai.protocol import make_bot
                import random

                bot = make_bot("easy", game, seat)
                session.submit(bot.choose(session.view(seat), session.legal_actions(), random.Random(seed)))
            else:
                session.update(0)
        session.take_happenings()
        scene_obj = GameScene(app, session, persist=False)  # a screenshot never touches the player's saves
        app.push(scene_obj)
        if scene == "results":
            from ghostparlor.scenes.results import ResultsScene

            app.push(ResultsScene(app, session))
        elif scene == "pause":
            from ghostparlor.scenes.pause import PauseScene

            app.push(PauseScene(app, scene_obj))
        elif scene == "handoff":
            scene_obj.update(0)
    else:
        raise KeyError(f"unknown scene {scene!r}: title, title_saves, restore, replace, open_game, setup, settings, rules, game, "
                       "results, handoff, pause, stats, replays, replay, net_menu, net_host, net_join, net_lobby")
    return app.stack.top
