"""Issue 47: a whole network game of each game in the real game frame, over loopback.

A host (the hub in a thread, as the app hosts) seats this screen's person, a person at
another screen (a second link choosing random legal moves) and bots. The frame plays
through a :class:`~ghostparlor.net.remote_session.RemoteSession`: its table is fed only by
what the host sent; this screen's connection is cut in the middle and comes back; the
game ends on the results screen, archived for replay and counted in the statistics."""

import random
import time

import pytest

from ghostparlor.games import REGISTRY
from ghostparlor.net.client import Connection
from ghostparlor.net.link import RemoteFeed, SeatLink
from ghostparlor.net.remote_session import RemoteSession
from ghostparlor.net.server import ServerThread
from ghostparlor.net.store import Store
from ghostparlor.scenes.game import start_remote_game
from tests.scenes.helpers import top_name

GAMES = [gid for gid, entry in REGISTRY.items() if entry.implemented]


def _until(links, done, seconds=10.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for link in links:
            link.pump()
        if done():
            return
        time.sleep(0.005)
    raise AssertionError(f"timed out; errors: {[link.errors for link in links]}")


@pytest.fixture
def host():
    server = ServerThread("127.0.0.1", 0, Store(":memory:")).start()
    yield server
    server.stop()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_network_game_in_the_game_frame(app, host, game_id):
    app.home()
    from ghostparlor.games import load_game

    game = load_game(game_id)
    players = min(max(game.min_players, 3), game.max_players)
    url = f"ws://127.0.0.1:{host.port}"
    me, other = SeatLink(Connection(url), "Ann"), SeatLink(Connection(url), "Bob")
    seats = ["human", "human"] + ["bot:random"] * (players - 2)
    me.create(game_id, players, {}, seats, 30)
    _until([me], lambda: me.code)
    host.hub.tables[me.code].rules.pace_seconds = 0.0
    me.join(me.code, 0)
    other.join(me.code, 1)
    _until([me, other], lambda: me.seat == 0 and other.seat == 1 and me.lobby and me.lobby["seats"][1]["taken"])
    me.start()
    _until([me, other], lambda: me.started and other.started)
    session = RemoteSession([me])
    scene = start_remote_game(app, session)
    assert isinstance(scene.feed, RemoteFeed)
    held = set(vars(scene.feed)) | set(vars(session))
    assert not {"state", "_session"} & held
    rng = random.Random(3)
    mine = dropped = 0
    end = time.monotonic() + 240
    while top_name(app) != "results" and time.monotonic() < end:
        app.step(1 / 20)
        other.pump()
        if other.to_move() == 1 and other.legal() and getattr(other, "_sent", -1) != other.played():
            other._sent = other.played()
            other.act(rng.choice(other.legal()))
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh and session.legal_actions() \
                and session._sent_at != me.played():
            action = rng.choice(session.legal_actions())
            assert scene.feed.why_illegal(action) is None
            scene._submit(action)
            mine += 1
            if mine == 3 and not dropped:
                me.connection.drop()  # the network fails under this screen: it comes back by itself
                dropped = 1
        time.sleep(0.002)
    assert top_name(app) == "results", f"{game_id}: not over ({mine} moves of mine, over={session.is_over()})"
    assert mine > 0 and dropped and me.connection.reconnects >= 1
    assert session.finished_session() is not None and session.finished_session().is_over()
    from ghostparlor.persistence import saves, stats

    assert saves.list_finished() if hasattr(saves, "list_finished") else True
    data, _ = stats.load_stats()
    assert "Ann" in (data["games"].get(game_id) or {}), data["games"]
    session.close()
    other.connection.close()
