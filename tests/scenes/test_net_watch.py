"""Issue 47, point 2: a spectator watches a network game in the real game frame, over loopback.

A host (the hub in a thread, an in-memory store) runs a table; Hal plays seat 0 from a bare
seat link, bots play the others; this screen joined without a seat. It watches through a
:class:`~ghostparlor.net.remote_session.RemoteSession` made of its one link (no seat): nobody
here moves, the table shows the public view, the chat works both ways, and at the end the
host's record comes and the results screen shows it. What the spectator's link holds is
only what anyone may know: every event as nobody's (``feed.redacted(event, None)``), the
public view, no legal moves, no seat's key. Every wait is bounded."""

import random
import time

import pygame
import pytest

from ghostparlor.core.errors import IllegalAction
from ghostparlor.feed import redacted
from ghostparlor.games import load_game
from ghostparlor.net import seats_file
from ghostparlor.net.client import Connection
from ghostparlor.net.link import RemoteFeed, SeatLink
from ghostparlor.net.remote_session import REMOTE, RemoteSession
from ghostparlor.net.server import ServerThread
from ghostparlor.net.store import Store
from ghostparlor.scenes.game import start_remote_game
from tests.scenes.helpers import click, key, top_name

WATCHED = ["ghosts", "dont_go_in_there"]  # two whole games watched to their results (both have secret events)


@pytest.fixture
def host():
    server = ServerThread("127.0.0.1", 0, Store(":memory:")).start()
    yield server
    server.stop()


def until(app, links, done, seconds=10.0, what="it"):
    """Step the frame (if any) and pump the bare links until ``done()`` (at most ``seconds``)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for link in links:
            link.pump()
        if app is not None:
            app.step(1 / 60)
        if done():
            return
        time.sleep(0.004)
    raise AssertionError(f"timed out waiting for {what}; errors: {[link.errors for link in links]}")


def hosted(host, game_id, kinds):
    """A table made and started by Hal (seat 0, a bare link holding the host's key); the others
    bots. Returns (Hal's link, the table's code)."""
    url = f"ws://127.0.0.1:{host.port}"
    hal = SeatLink(Connection(url), "Hal")
    hal.create(game_id, len(kinds), {}, kinds, 30)
    until(None, [hal], lambda: hal.code, what="the table")
    host.hub.tables[hal.code].rules.pace_seconds = 0.0
    hal.join(hal.code, 0)
    until(None, [hal], lambda: hal.seat == 0 and hal.lobby, what="Hal's seat")
    return hal, hal.code


def watcher(host, code, name="Vi"):
    link = SeatLink(Connection(f"ws://127.0.0.1:{host.port}"), name)
    link.join(code, None)
    return link


def hal_plays(hal, rng):
    """Hal moves (a random legal move) when it is his turn, once per position."""
    if hal.to_move() == 0 and hal.legal() and getattr(hal, "_sent", -1) != hal.played():
        hal._sent = hal.played()
        hal.act(rng.choice(hal.legal()))


def only_public(link, game):
    """What the spectator's link holds is what anyone may know; returns how many secret events
    (of someone's) it was sent, all without their secrets."""
    secret = 0
    for step in link.steps:
        for event in step.events:
            assert redacted(event, None) == event, f"{game.id}: a secret sent to a spectator: {event!r}"
            if event.secret_fields() and not event.visible_to(None):
                secret += 1
    assert link.seat is None and link.token is None and link.legal() == []
    assert (link.now or {}).get("public") is None  # a spectator's "view" is the public view itself
    return secret


@pytest.mark.slow
@pytest.mark.parametrize("game_id", WATCHED)
def test_a_spectator_watches_a_whole_game_in_the_frame_to_the_results(app, host, game_id, monkeypatch):
    from ghostparlor.persistence import saves, stats

    app.home()
    game = load_game(game_id)
    players = min(max(game.min_players, 3), game.max_players)
    hal, code = hosted(host, game_id, ["human"] + ["bot:random"] * (players - 1))
    vi = watcher(host, code)
    until(None, [hal, vi], lambda: vi.lobby is not None, what="Vi watching")
    hal.start()
    until(None, [hal, vi], lambda: hal.started and vi.started, what="the start")
    session = RemoteSession([], spectator=vi)
    scene = start_remote_game(app, session)
    app.step(1 / 60)
    assert session.watching and session.humans() == [] and session.viewer() is None and scene.viewer() is None
    assert isinstance(scene.feed, RemoteFeed) and scene.feed.viewer is None and scene.feed.legal_actions() == []
    assert [p.kind for p in session.plans][0] == REMOTE and not session.is_host
    assert not any(control.visible for control in scene.players_panel.controls)  # no seat is open, none to hand over

    said = []
    monkeypatch.setattr(app, "notify", lambda text, *args, **kwargs: said.append(text))
    rng = random.Random(11)
    until(app, [hal], lambda: hal.to_move() == 0 and hal.legal(), what="Hal's turn")
    move = hal.legal()[0]
    with pytest.raises(IllegalAction) as refused:  # nobody here moves: refused here, never sent
        session.submit(move)
    assert refused.value.reason == "you are watching this game"
    scene._submit(move)
    assert said == ["Not a legal move: you are watching this game"]
    played = hal.played()

    session.say("hello from the gallery")  # the chat works both ways
    hal.say("welcome, Vi")
    until(app, [hal], lambda: any(m.get("text") == "hello from the gallery" for m in hal.chat)
          and any(m.get("text") == "welcome, Vi" for m in session.chat()), what="the chat")
    line = next(m for m in hal.chat if m.get("text") == "hello from the gallery")
    assert line["seat"] is None and line["name"] == "Vi"
    until(app, [hal], lambda: any(e.line.text == "welcome, Vi" for e in scene.side.chat.log.entries), what="Hal's line")

    end = time.monotonic() + 150
    while top_name(app) != "results" and time.monotonic() < end:
        app.step(1 / 20)
        hal.pump()
        hal_plays(hal, rng)
        time.sleep(0.002)
    assert top_name(app) == "results", f"{game_id}: not over ({hal.played()} actions)"
    assert hal.played() > played

    table = host.hub.tables[code]
    assert table.is_over()
    assert vi.view() == game.view(table.session.match.state, None)  # the public view, and nothing more
    secret = only_public(vi, game)
    assert secret > 0, f"{game_id}: no secret event was played: the check would prove nothing"
    finished = session.finished_session()  # the host's record came to the spectator too
    assert finished is not None and finished.is_over() and vi.save is not None
    assert finished.result().scores == table.session.result().scores
    assert saves.finished_games(game_id)  # archived for replay on this screen
    data, _ = stats.load_stats()
    assert not (data["games"].get(game_id) or {}), data["games"]  # watching is not playing: nothing counted
    session.close()
    hal.connection.close()


def test_joined_without_a_seat_the_lobby_offers_watch_and_the_frame_opens_on_the_public_view(app, host):
    from ghostparlor.scenes.net_join import JoinScene

    hal, code = hosted(host, "dont_go_in_there", ["human", "bot:random", "bot:random"])
    hal.start()
    until(None, [hal], lambda: hal.started, what="the start")
    app.home()
    join = JoinScene(app, seats_file.Kept("Vi"), listen=False)
    app.push(join)
    app.step(1 / 60)
    join.address_field.text = f"127.0.0.1:{host.port}"
    join.code_field.text = code.lower()
    click(app, join.join_button.rect.center)
    until(app, [hal], lambda: top_name(app) == "net_lobby", what="the lobby")
    lobby = app.stack.top
    until(app, [hal], lambda: lobby.watch_button.enabled, what="the Watch button")
    assert not lobby.seating.local_seats() and not any(b.visible for b in lobby.sit_buttons + lobby.hand_buttons)
    assert lobby.status.text == "Every seat is taken: you can watch the game."
    assert lobby.intro.text.startswith("The game has started")
    assert not lobby.start_button.visible
    key(app, pygame.K_RETURN)  # the Watch button has the focus
    assert top_name(app) == "game"
    scene = app.stack.top
    session = scene.session
    assert isinstance(session, RemoteSession) and session.watching and scene.viewer() is None
    rng = random.Random(2)
    before = len(session.match.actions)
    until(app, [hal], lambda: (hal_plays(hal, rng), len(session.match.actions) > before + 3)[1], seconds=20,
          what="the game going on on the spectator's screen")
    only_public(session.primary, session.game)  # (it asserts)
    app.home()  # leaving closes the spectator's connection
    hal.connection.close()
