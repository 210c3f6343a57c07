"""No last-move mark is drawn over a round's or the game's summary (seen on Ghosts' last
round: the marks taken before the summary came up stayed on top of it)."""

import pygame

from ghostparlor.games import load_game
from ghostparlor.scenes.game import start_game
from ghostparlor.session import demo_plans


def test_marks_are_not_drawn_over_the_summary(app, monkeypatch):
    app.home()
    monkeypatch.setenv("GHOSTPARLOR_AUTOPILOT", "easy:0.05")  # the person's moves, through the click path
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3, 1), None, seed=2)
    drawn = []
    monkeypatch.setattr(type(scene.last_marks), "draw", lambda layer, surface, area: drawn.append(len(layer.marks)))
    surface = pygame.Surface((1280, 720))
    marked_before = False
    for _ in range(20_000):
        app.step(1 / 20)
        if scene.table.summary is not None:
            break
        drawn.clear()
        scene.draw(surface)
        marked_before = marked_before or any(drawn)
    assert scene.table.summary is not None, "no round ended"
    assert marked_before  # marks were drawn while no summary was up
    drawn.clear()
    scene.draw(surface)
    assert drawn == []  # the summary is up: no mark over it


def test_the_header_says_game_over_under_the_last_summary(app, monkeypatch):
    """The game's last summary up (a person has yet to dismiss it): the header says the game
    is over, not whose turn it was before the last move."""
    app.home()
    monkeypatch.setenv("GHOSTPARLOR_AUTOPILOT", "easy:0.05")
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 2, 1), None, seed=4)
    for _ in range(40_000):
        app.step(1 / 20)
        if scene.session.is_over() and scene.table.summary is not None:
            break
    scene.autopilot = None  # the summary stays up, as for a person who has not pressed Enter yet
    for _ in range(10):
        app.step(1 / 20)
    assert scene.session.is_over() and scene.table.summary is not None
    assert scene.clock()[1], scene.clock()  # over
