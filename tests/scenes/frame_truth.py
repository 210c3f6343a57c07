"""Every frame tells the truth (issue 45): run the App's own frame loop (events, update,
draw only when something says so) with no input at all, and every few frames compare what
the window shows with a fresh drawing of the same moment (no time passing). A difference is
a stale frame: the window shows an older moment than the model holds.

Used by ``tests/scenes/test_frame_truth.py``; also a tool:

    python -m tests.scenes.frame_truth --game ghosts --frames 3000 --out /tmp/truth

prints the samples and stale frames per game and keeps the two pictures of each stale one.
"""

from __future__ import annotations

import argparse
import os
import random
from dataclasses import dataclass, field
from pathlib import Path

import pygame

GAMES = ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"]


@dataclass
class Truth:
    game: str
    samples: int = 0
    stale: list[int] = field(default_factory=list)  # frame numbers of stale samples
    kept: list[str] = field(default_factory=list)  # the pictures kept (shown, fresh)
    moves: int = 0  # the persons' moves made (through the model, not through input)
    over: bool = False


def window_picture(app) -> pygame.Surface:
    return pygame.display.get_surface().copy()


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def watch(app, scene, frames: int, every: int = 15, out: Path | None = None, label: str = "",
          person_waits: int = 40, seed: int = 1) -> Truth:
    """Run ``frames`` frames of ``app``'s own loop (``App._frame``: the event queue, which
    nobody fills, then update and a drawing only when needed) at 60 fps of game time. A
    person's turn is taken through the model after ``person_waits`` frames at rest (no
    input event: nothing says "draw" but the model itself); a curtain is lifted the same
    way. Every ``every`` frames the window is compared with a fresh drawing."""
    from ghostparlor.ai.protocol import make_bot

    truth = Truth(label or scene.session.game.id)
    game = scene.session.game
    rng = random.Random(seed)
    bots = {}
    waited = 0
    for frame in range(1, frames + 1):
        app._frame(1 / 60)
        top = app.stack.top
        if frame % every == 0:
            shown = window_picture(app)
            app.redraw_all()
            app.draw_frame()
            fresh = window_picture(app)
            truth.samples += 1
            if not same(shown, fresh):
                truth.stale.append(frame)
                if out is not None and len(truth.kept) < 6:
                    out.mkdir(parents=True, exist_ok=True)
                    for name, pic in (("shown", shown), ("fresh", fresh)):
                        path = out / f"{truth.game}-{frame:05d}-{name}.png"
                        pygame.image.save(pic, str(path))
                        truth.kept.append(str(path))
        if scene.session.is_over():
            truth.over = True
            if top is not scene:  # the results
                break
            continue
        if top is not scene:
            if getattr(top, "name", "") == "handoff":  # the next person comes to the screen
                waited += 1
                if waited >= person_waits:
                    waited = 0
                    top.app.pop()  # what its Ready button does, without a click
                    top.game_scene.handoff_done(top.seat)
            continue
        if scene.pass_pending:
            waited += 1
            if waited >= person_waits:
                waited = 0
                scene.pass_screen()
            continue
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            waited += 1
            if waited >= person_waits:
                waited = 0
                seat = scene.session.human_to_move()
                bot = bots.setdefault(seat, make_bot("easy", game, seat))
                scene._submit(bot.choose(game.view(scene.session.state, seat), scene.session.legal_actions(), rng))
                truth.moves += 1
        else:
            waited = 0
    return truth


def open_game(app, game_id: str, humans: int, seed: int):
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game import demo_plans, start_game

    game = load_game(game_id)
    players = max(3, game.min_players) if game.max_players >= 3 else game.min_players
    app.home()
    return start_game(app, game, demo_plans(game, players, humans), None, seed=seed)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append")
    parser.add_argument("--humans", type=int, default=1)
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--every", type=int, default=15)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    from ghostparlor.app import App

    bad = 0
    for game_id in args.game or GAMES:
        app = App(headless=True)
        app.settings.coach = "off"
        app.apply_settings()
        scene = open_game(app, game_id, args.humans, args.seed)
        truth = watch(app, scene, args.frames, args.every, args.out, seed=args.seed)
        print(f"{game_id}: {len(truth.stale)} stale of {truth.samples} samples, {truth.moves} moves by the person,"
              f" over={truth.over} {truth.kept[:2]}")
        bad += len(truth.stale)
        app.shutdown()
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
