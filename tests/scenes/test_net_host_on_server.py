"""Issue 47, point 5: the app hosts a table on a server (``Where it runs: A server``):
nothing listens on this computer, the table is created on the server over loopback, the
lobby shows the server's address, the host starts it and the game frame takes over; the
table is offered again on the Join screen (rejoin), not as one this computer reopens."""

from __future__ import annotations

import pytest

from ghostparlor.net.server import ServerThread
from ghostparlor.net.store import Store
from tests.scenes.helpers import click, top_name
from tests.scenes.test_net_lobby import choose, open_screen, type_into, wait
from tests.scenes.test_net_lobby import loopback  # noqa: F401 (the fixture, found by name)


@pytest.fixture
def remote_server():
    server = ServerThread("127.0.0.1", 0, Store(":memory:")).start()  # as `ghostparlor serve` runs it elsewhere
    yield server
    server.stop()


def test_a_table_hosted_on_a_server_is_started_from_this_screen(app, remote_server, loopback):  # noqa: F811
    host = open_screen(app, "host")
    choose(app, host.game_choice, "ghosts")
    choose(app, host.count_choice, 3)
    type_into(app, host.names[0], "Ann")
    choose(app, host.where_choice, "server")
    assert host.server_field.visible
    click(app, host.open_button.rect.center)  # no address yet: one line, nothing opened
    assert top_name(app) == "net_host" and host.status.text and app.hosting is None
    type_into(app, host.server_field, f"127.0.0.1:{remote_server.port}")
    click(app, host.open_button.rect.center)
    wait(app, lambda: top_name(app) == "net_lobby")
    lobby = app.stack.top
    assert app.hosting is None  # nothing of this computer listens
    code = lobby.seating.code
    assert code in remote_server.hub.tables and lobby.start_button.visible
    click(app, lobby.start_button.rect.center)
    wait(app, lambda: top_name(app) == "game")
    assert app.stack.top.session.humans() == [0]
    app.home()
    join = open_screen(app, "join")
    assert any(table.code == code for _, table in join.rejoin_buttons)
