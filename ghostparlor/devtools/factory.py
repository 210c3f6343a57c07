"""Builds any scene by name (for `ghostparlor screenshot` and the tests)."""

from __future__ import annotations

from ghostparlor.games import REGISTRY


def build_scene(app, scene: str, game_id: str = "ghosts", players: int = 4, seed: int = 1, moves: int = 0):
    """Push the named scene (and what it needs below it) onto ``app``'s stack; returns it."""
    app.home()
    if scene == "title":
        return app.stack.top
    if scene in ("title_saves", "restore", "replace"):  # the title with a save on every tile; the questions about saves
        from ghostparlor.devtools.layout_check import saves_states

        wanted = {"title_saves": "five unfinished games", "restore": "restore a backup", "replace": "replace an unfinished game"}
        next(st for st in saves_states() if st.state == wanted[scene]).build(app)
        return app.stack.top
    if scene == "open_game":  # the seats of a shared unfinished game (made in memory)
        from ghostparlor.scenes.open_game import SeatsScene, sample_shared

        app.push(SeatsScene(app, sample_shared(game_id, players)))
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
        from ghostparlor.devtools.layout_check import tutorial_at

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
                       "results, handoff, pause, stats, replays, replay")
    return app.stack.top
