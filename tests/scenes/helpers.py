import pygame


def key(app, k, mod=0, unicode=""):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    app.step(1 / 60)


def click(app, pos, window_pos=False):
    pos = tuple(int(v) for v in pos)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def run(app, seconds=0.5, dt=1 / 30):
    for _ in range(int(seconds / dt)):
        app.step(dt)


def top_name(app):
    return app.stack.top.name if app.stack.top else None


def wait_for_turn(app, scene, limit=5000):
    """Step until the human may act through the table (False when the game is over)."""
    for _ in range(limit):
        if top_name(app) != "game" or scene.session.is_over():
            return False
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            return True
        app.step(1 / 30)
    raise AssertionError("the human never got a turn")
