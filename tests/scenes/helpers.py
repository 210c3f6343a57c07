import pygame


def key(app, k, mod=0, unicode=""):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    app.step(1 / 60)


def bots_play(session, limit=100_000, stop=None):
    """The session's bots play on (its clock held still) until the game is over, ``stop(session)``
    says so or ``limit`` moves are made; returns the session."""
    for _ in range(limit):
        if session.is_over() or (stop is not None and stop(session)):
            break
        seat = session.to_move()
        if seat >= 0:
            session.bot_move(seat)
        else:
            session.update(0.0)
    return session


def click(app, pos, window_pos=False):
    pos = tuple(int(v) for v in pos)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def pass_screen(app, scene):
    """The person who moved says "Done, pass the screen" when the table asks; True if so."""
    if app.stack.top is scene and scene.pass_pending:
        click(app, scene.pass_button.rect.center)
        return True
    return False


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


def play_by_mouse(app, scene, rng, widget_for):
    """Click the widget a person would use for a random legal action; returns the action."""
    action = rng.choice(scene.session.legal_actions())
    widget = widget_for(scene.table, action)
    assert widget.visible and getattr(widget, "legal", True) and widget.enabled, (action, widget)
    click(app, widget.rect.center)
    return action


def play_by_keyboard(app, scene, rng, keys=(pygame.K_n,)):
    """A few presses of the "next" key(s) through the legal widgets, then Enter: the
    focused one is played; returns it."""
    table = scene.table
    for _ in range(rng.randrange(4)):
        key(app, rng.choice(list(keys)) if len(keys) > 1 else keys[0])
    focused = table.focus.focused
    assert focused is not None and focused.accepts_focus
    if not focused.focus_visible:  # Enter acts only on a visible ring: the first press shows it
        before = len(scene.session.match.actions)
        key(app, pygame.K_RETURN)
        assert len(scene.session.match.actions) == before and focused.focus_visible, "Enter acted on a hidden focus"
    key(app, pygame.K_RETURN)
    return focused


def play_to_results(app, scene, rng, widget_for, keys=(pygame.K_n,), turns=3000):
    """Play the human's turns half by mouse, half by keys, until the results scene;
    returns (turns by mouse, turns by keys, names of the action types clicked)."""
    by_mouse = by_keys = 0
    kinds = set()
    for _ in range(turns):
        if not wait_for_turn(app, scene):
            break
        before = len(scene.session.match.actions)
        if rng.random() < 0.5:
            kinds.add(type(play_by_mouse(app, scene, rng, widget_for)).__name__)
            by_mouse += 1
        else:
            play_by_keyboard(app, scene, rng, keys)
            by_keys += 1
        assert len(scene.session.match.actions) > before, "the widget did not play"
    for _ in range(3000):
        if top_name(app) == "results":
            break
        app.step(1 / 30)
    return by_mouse, by_keys, kinds
