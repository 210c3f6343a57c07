"""Monkey input on each game's table: 2,000 random clicks, pointer moves and keys (the game's
own keys among them), the table built again at a random player count and moment whenever it
is left, never raise. (The ghosts' table: tests/scenes/test_settings_and_render.py, with
every other scene.)"""

import random

import pygame
import pytest

from tests.scenes.helpers import top_name

COMMON_KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
               pygame.K_DOWN, pygame.K_SPACE]
# game: (players at first, player counts of the tables built again, moves played before them at most, its own keys)
GAMES = {
    "dont_go_in_there": (3, [2, 3, 4, 5], 60, [pygame.K_r, pygame.K_k, pygame.K_g, pygame.K_b, pygame.K_u, pygame.K_h]),
    "ghostbumpers": (4, [3, 4, 5, 6], 60, [pygame.K_s, pygame.K_HOME, pygame.K_END, pygame.K_0, pygame.K_a, pygame.K_u,
                                            pygame.K_h]),
    "phantom_society": (2, [2, 3, 4], 80, [pygame.K_u, pygame.K_h, pygame.K_p]),
    "treasure_hunters": (2, [1, 2, 3, 4], 80, [pygame.K_s, pygame.K_j, pygame.K_l, pygame.K_d, pygame.K_n, pygame.K_u,
                                                pygame.K_h]),
}


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_monkey_input_never_raises(home, game_id):
    from ghostparlor.app import App
    from ghostparlor.devtools.factory import build_scene

    first, counts, moves, own_keys = GAMES[game_id]
    keys = COMMON_KEYS + own_keys
    app = App(headless=True)
    app.settings.bot_pace_seconds = 0.0
    rng = random.Random(77)
    try:
        build_scene(app, "game", game_id, first, 5, 10)
        for i in range(2000):
            if not app.running or not app.stack.scenes or top_name(app) != "game":
                app.running = True
                build_scene(app, "game", game_id, rng.choice(counts), i, rng.randrange(moves))
            r = rng.random()
            pos = (rng.randrange(1280), rng.randrange(720))
            if r < 0.5:
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3])))
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            elif r < 0.65:
                app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            else:
                app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="", scancode=0))
            if i % 5 == 0:
                app.step(1 / 30)
            if i % 50 == 0 and app.stack.top is not None:
                app.stack.top.draw(pygame.Surface((1280, 720)))  # a frame of whatever is on top, now
    finally:
        app.shutdown()
