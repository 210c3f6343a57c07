"""The replay viewer (issue 25, parts 1 and 5): stepping by move, turn and round with the
keys, the timeline, autoplay, whose view is shown (and that a seat's view draws nothing
that seat could not see, by the twin method of tests/scenes/privacy_twin.py), the results
screen's link to the move that decided it, and Export."""

import json
import random

import pygame
import pytest

from ghostparlor.core.match import Match, replay_check
from ghostparlor.games import load_game
from ghostparlor.scenes.replay import ReplayScene
from ghostparlor.devtools.sim import play_game
from tests.scenes.helpers import click, key, run, top_name

NAMES = ["Ann", "Ben", "Cleo", "Dan"]


def _data(game_id, players, seed, humans=1):
    game = load_game(game_id)
    match = play_game(game, players, {}, seed, ["random"] * players)
    record = match.record(fingerprints=False)
    plans = [{"name": NAMES[i], "kind": "human" if i < humans else "random", "colour": i} for i in range(players)]
    record["seats"] = [{"name": p["name"], "kind": p["kind"]} for p in plans]
    return game, {"record": record, "plans": plans}


def _open(app, game_id="ghostbumpers", players=3, seed=5, **kwargs):
    app.home()
    game, data = _data(game_id, players, seed)
    scene = ReplayScene.from_save(app, data, **kwargs)
    app.push(scene)
    app.step(1 / 60)
    return game, data, scene


def said(app):
    """Every message on screen or waiting its turn."""
    toast = app.toast
    return " | ".join(([toast.current.text] if toast.current else []) + [m.text for m in toast.queue])


def _state_at(game, record, position):
    match = Match(game, record["players"], record.get("options"), 0)
    for a in record["actions"][:position]:
        match.apply(game.action_from_json(a), events=False)
    return match.state


def _texts_drawn(app, scene, monkeypatch):
    """Every text the frame draws."""
    assets = scene.assets
    drawn = []
    text, fit = assets.text, assets.fit_text
    monkeypatch.setattr(assets, "text", lambda value, *a, **k: (drawn.append(str(value)), text(value, *a, **k))[1])
    monkeypatch.setattr(assets, "fit_text", lambda value, *a, **k: (drawn.append(str(value)), fit(value, *a, **k))[1])
    assets.clear()
    scene.draw(app.canvas)
    monkeypatch.undo()
    return drawn


def test_the_keys_step_by_move_turn_and_round_where_the_timeline_says(app, monkeypatch):
    game, data, scene = _open(app)
    tl = scene.session.timeline
    record = data["record"]
    assert scene.stop == 0 and tl.last > 40 and len(tl.round_starts) >= 3
    key(app, pygame.K_RIGHT)
    assert scene.stop == 1 and scene.session.step == tl.positions[1]
    assert game.fingerprint(scene.session.state) == game.fingerprint(_state_at(game, record, tl.positions[1]))
    first = tl.moves[0]
    assert NAMES[first.actor] in scene.done_text() and scene.done_text().startswith("Just done:")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert scene.stop == 1
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert scene.stop == tl.turn_starts[1]
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert scene.stop == tl.turn_starts[2]
    key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert scene.stop == tl.turn_starts[1]
    key(app, pygame.K_PAGEDOWN)
    assert scene.stop == tl.round_starts[1] and scene.counter_text() == f"Move {tl.round_starts[1]} of {tl.last}, round 2"
    key(app, pygame.K_PAGEDOWN)
    assert scene.stop == tl.round_starts[2]
    key(app, pygame.K_PAGEUP)
    assert scene.stop == tl.round_starts[1]
    key(app, pygame.K_END)
    assert scene.stop == tl.last and game.is_over(scene.session.state) and scene.next_text() == "The end of the game."
    assert game.fingerprint(scene.session.state) == game.fingerprint(_state_at(game, record, len(record["actions"])))
    key(app, pygame.K_HOME)
    assert scene.stop == 0 and scene.done_text() == "The game is set up; no move yet."
    # what is drawn: "Replay" and the counter, never "Watching the bots"
    key(app, pygame.K_PAGEDOWN)
    drawn = _texts_drawn(app, scene, monkeypatch)
    assert "Replay" in drawn and scene.counter_text() in drawn
    assert not any("Watching the bots" in text for text in drawn)
    # the log holds what happened up to the step shown, no more
    assert len(scene.session.log) == scene.session._log_upto[scene.session.step]


def test_the_arrows_step_even_with_a_button_focused_and_the_buttons_say_what_they_do(app):
    game, data, scene = _open(app, "ghosts", 3, 2)
    tl = scene.session.timeline
    key(app, pygame.K_TAB)
    focused = scene.chrome.focused
    assert focused is not None
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.stop == 2 and scene.chrome.focused is focused, "the arrows step; they never move the focus"
    for button in scene.step_buttons.values():
        assert button.tooltip and "(" in button.tooltip  # a word and its key
    click(app, scene.step_buttons["turn_next"].rect.center)
    assert scene.stop == tl.next_turn(2)
    click(app, scene.step_buttons["round_next"].rect.center)
    assert scene.stop == tl.round_starts[1]
    click(app, scene.step_buttons["move_back"].rect.center)
    assert scene.stop == tl.round_starts[1] - 1
    click(app, scene.step_buttons["end"].rect.center)
    assert scene.stop == tl.last and not scene.step_buttons["move_next"].enabled
    click(app, scene.step_buttons["start"].rect.center)
    assert scene.stop == 0 and not scene.step_buttons["move_back"].enabled
    # the timeline: a click jumps there, a drag follows the pointer
    bar = scene.timeline_bar
    target = tl.round_starts[2]
    click(app, (bar.x_of(target), bar.track().centery))
    assert abs(scene.stop - target) <= 1 and bar.value == scene.stop
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.x_of(10), bar.track().centery), button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.x_of(tl.last), bar.track().centery), rel=(0, 0), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.x_of(tl.last), bar.track().centery), button=1))
    assert scene.stop == tl.last


def test_autoplay_waits_for_the_table_and_reaches_the_end(app, monkeypatch):
    game, data, scene = _open(app, "phantom_society", 2, 3)
    tl = scene.session.timeline
    busy = {"on": True}
    monkeypatch.setattr(type(scene.table), "busy", lambda self: busy["on"])
    key(app, pygame.K_SPACE)
    assert scene.playing and scene.play_button.text == "Pause"
    run(app, 1.0)
    assert scene.stop == 0, "no move while the table still animates"
    busy["on"] = False
    run(app, 0.5)
    assert 1 <= scene.stop < tl.last
    key(app, pygame.K_SPACE)
    paused = scene.stop
    run(app, 0.5)
    assert not scene.playing and scene.stop == paused
    click(app, scene.speed_button.rect.center)
    assert scene.speed_button.text == "Speed: Fast" or scene.speed_button.text.startswith("Speed:")
    click(app, scene.play_button.rect.center)
    for _ in range(3000):
        if not scene.playing:
            break
        app.step(1 / 15)
    assert not scene.playing and scene.stop == tl.last and game.is_over(scene.session.state)
    assert "The end of the replay." in said(app)


def test_the_view_all_hands_open_or_one_seats_and_no_open_view_of_an_unfinished_game(app):
    game, data, scene = _open(app, "ghosts", 3, 4)
    assert scene.view_seat is None and scene.reveal_all and scene.views() == [None, 0, 1, 2]
    key(app, pygame.K_PAGEDOWN)
    stop = scene.stop
    key(app, pygame.K_v)
    assert scene.view_seat == 0 and not scene.reveal_all and scene.viewer() == 0
    assert scene.stop == stop and scene.view_button.text == "Ann's view"
    assert scene.table.view == game.view(scene.session.state, 0)
    click(app, scene.view_button.rect.center)
    assert scene.view_seat == 1 and scene.table.view == game.view(scene.session.state, 1)
    key(app, pygame.K_v)
    key(app, pygame.K_v)
    assert scene.view_seat is None and scene.view_button.text == "All hands open"
    # an unfinished game: a seat's view only
    app.home()
    record = dict(data["record"], actions=data["record"]["actions"][:120])
    record.pop("result", None)
    part = ReplayScene.from_save(app, {"record": record, "plans": data["plans"]})
    app.push(part)
    assert part.view_seat == 0 and part.views() == [0, 1, 2] and part.session.timeline.deciding is None
    assert not part.set_view(None) and part.view_seat == 0
    assert "finished" in said(app)
    for _ in range(3):
        key(app, pygame.K_v)
        assert part.view_seat is not None


def test_results_open_the_replay_at_the_move_that_decided_it_and_back_returns(app):
    from ghostparlor.devtools.factory import build_scene

    results = build_scene(app, "results", "ghosts", 3, 1, 0)
    run(app, 0.2)
    click(app, results.replay.rect.center)
    assert top_name(app) == "replay"
    replay = app.stack.top
    tl = replay.session.timeline
    assert tl.deciding is not None and replay.stop == tl.deciding
    assert replay.done_text().startswith("The move that decided it:")
    assert "decided it" in said(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is results


def test_export_writes_the_whole_game_which_replays_and_a_failure_says_why(app, home, monkeypatch):
    from ghostparlor.persistence import share
    from ghostparlor.devtools.factory import build_scene

    results = build_scene(app, "results", "ghostbumpers", 3, 2, 0)
    run(app, 0.2)
    click(app, results.export.rect.center)
    path = results.exported
    assert path.exists() and path.parent == home / "documents" and str(path) in said(app)
    envelope = json.loads(path.read_text())
    game = load_game("ghostbumpers")
    assert envelope["record"]["fingerprints"] and envelope["plans"][0]["name"]
    ok, message = replay_check(game, envelope["record"])
    assert ok, message
    # the viewer exports the whole record, whatever step it shows
    click(app, results.replay.rect.center)
    replay = app.stack.top
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    click(app, replay.export_button.rect.center)
    again = json.loads(replay.exported.read_text())
    assert replay.exported != path and again["record"]["actions"] == envelope["record"]["actions"]
    assert replay_check(game, again["record"])[0] and len(again["record"]["fingerprints"]) == len(again["record"]["actions"]) + 1
    # a failure: one line that says why, nothing else changes
    def refuse(data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(share, "export_game", refuse)
    click(app, replay.export_button.rect.center)
    assert "could not be exported" in said(app) and "No space left" in said(app)
    assert top_name(app) == "replay"


# --- privacy: a seat's view in a replay draws nothing that seat could not see -----------


def _twin_events(session, seat, rng):
    """The session's events as a twin tells them: secret values swapped for others of the
    same kind seen in the game, where ``seat`` may not see them."""
    import dataclasses

    pool: dict = {}
    for entry in session._all_log:
        event = entry.event
        for name in type(event).secret_fields():
            values = pool.setdefault((event.TYPE, name), [])
            if getattr(event, name) not in values:
                values.append(getattr(event, name))
    for move in session._all_moves:
        for event in move.events:
            for name in type(event).secret_fields():
                values = pool.setdefault((event.TYPE, name), [])
                if getattr(event, name) not in values:
                    values.append(getattr(event, name))
    twins: dict = {}

    def twin(event):
        if id(event) in twins:
            return twins[id(event)]
        out = event
        secret = type(event).secret_fields()
        if secret and not event.visible_to(seat):
            changes = {}
            for name in secret:
                others = [v for v in pool[(event.TYPE, name)] if v != getattr(event, name)]
                if others:
                    changes[name] = rng.choice(others)
            if changes:
                out = dataclasses.replace(event, **changes)
        twins[id(event)] = out
        return out

    return twin


def _twin_replay(app, data, seat, stop, seed):
    """The replay at ``stop`` from ``seat``'s view, its hidden state drawn anew and its
    hidden event details swapped."""
    from ghostparlor.session import LogEntry, Move
    from tests.scenes.privacy_twin import _TwinMatch

    app.home()
    scene = ReplayScene.from_save(app, data, view=seat, at=stop)
    app.push(scene)
    session = scene.session
    if seed is None:
        scene._rebuild_table()
        return scene
    rng = random.Random(seed)
    game = session.game
    real = session.match.state
    twin_state = game.resample_hidden(real, seat, rng)
    assert game.view(twin_state, seat) == game.view(real, seat), "resample_hidden changed what the seat may know"
    session.match = _TwinMatch(session.match, twin_state)
    twin = _twin_events(session, seat, rng)
    session.log = [LogEntry(twin(e.event), e.text, e.secret_to, e.actor) if e.event is not None else e for e in session.log]
    session.moves = [Move(m.seat, m.number, [twin(e) for e in m.events]) for m in session.moves]
    scene._rebuild_table()
    return scene


def _render(app, texts):
    texts.current = drawn = []
    try:
        for scene in app.stack.visible():
            scene.draw(app.canvas)
        for scene in app.stack.visible():  # the second frame is compared (caches filled by the first)
            drawn.clear()
            scene.draw(app.canvas)
    finally:
        texts.current = None
    return pygame.image.tobytes(app.canvas, "RGB"), list(drawn)


def _leaks(game_id, players, seed, seats, stops=5):
    from tests.scenes.privacy_twin import TextLog, _new_app

    _, data = _data(game_id, players, seed, humans=players)
    real_app, twin_app = _new_app("instant"), _new_app("instant")
    twin_app.window = real_app.window = pygame.display.get_surface()
    texts = TextLog()
    leaks, compared = [], 0
    try:
        probe = ReplayScene.from_save(real_app, data)
        last = probe.session.timeline.last
        for seat in seats:
            for i in range(stops):
                stop = 1 + i * (last - 2) // max(1, stops - 1)
                for n, draw_seed in enumerate((seed * 31 + stop, seed * 37 + stop + 1)):
                    _twin_replay(real_app, data, seat, stop, None)
                    _twin_replay(twin_app, data, seat, stop, draw_seed)
                    real = _render(real_app, texts)
                    twin = _render(twin_app, texts)
                    compared += 1
                    if i == 0 and n == 0:  # the pointer held over the table: every tip is compared too
                        for pos in [(x, y) for y in range(120, 700, 150) for x in range(60, 940, 220)]:
                            for app in (real_app, twin_app):
                                app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), canvas=True))
                                app.step(real_app.theme.duration("tooltip_delay") + 0.05)
                            a, b = _render(real_app, texts), _render(twin_app, texts)
                            compared += 1
                            if a != b:
                                leaks.append(f"seat {seat} at move {stop}, pointer at {pos}: different tips or pixels")
                    if real[1] != twin[1]:
                        diff = [t for t in real[1] if t not in twin[1]][:3] + ["|"] + [t for t in twin[1] if t not in real[1]][:3]
                        leaks.append(f"seat {seat} at move {stop}: different texts {diff}")
                    elif real[0] != twin[0]:
                        leaks.append(f"seat {seat} at move {stop}: different pixels")
    finally:
        for app in (real_app, twin_app):
            app.shutdown()
        from ghostparlor.ui import reset_assets

        reset_assets()
    return leaks, compared


@pytest.fixture
def twin_home(home):
    yield home
    pygame.quit()


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players,seed", [("ghosts", 3, 6), ("ghostbumpers", 3, 7), ("dont_go_in_there", 3, 8)])
def test_a_seats_view_in_a_replay_draws_nothing_that_seat_could_not_see(twin_home, game_id, players, seed):
    leaks, compared = _leaks(game_id, players, seed, seats=[0, 1], stops=4)
    assert leaks == [], "\n".join(leaks[:6])
    assert compared == 16 + 2 * 16  # 16 tables, and 16 pointer positions on each seat's first


def test_the_replay_twins_catch_a_table_that_draws_a_secret(twin_home, monkeypatch):
    from ghostparlor.games.ghosts.table import table as ghosts_scene

    draw = ghosts_scene.GhostsTable.draw

    def leaky_draw(table, surface):
        draw(table, surface)
        other = ((table.scene.viewer() or 0) + 1) % table.scene.session.players
        secret = " ".join(map(str, table.scene.session.match.state.hands[other]))
        surface.blit(table.assets.text(secret or "-", "small"), (10, 60))

    monkeypatch.setattr(ghosts_scene.GhostsTable, "draw", leaky_draw)
    leaks, compared = _leaks("ghosts", 3, 6, seats=[0], stops=2)
    assert leaks and any("different texts" in leak for leak in leaks), leaks[:3]
