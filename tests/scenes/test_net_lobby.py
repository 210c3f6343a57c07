"""Issue 47: the "Play together" screens over loopback (127.0.0.1 only), in the real app.

Host a table through the screens (a remote person joins by code with a link of their
own, the host starts, the game frame takes over); join one from the screens; bad input
said in one line; a hosted table reopened after its server stopped, on the same
``tables.sqlite``, the seats of this screen taken back with their keys."""

from __future__ import annotations

import json
import time

import pygame
import pytest

from ghostparlor.net import seats_file
from ghostparlor.net.client import Connection
from ghostparlor.net.link import SeatLink
from ghostparlor.net.remote_session import RemoteSession
from ghostparlor.net.server import ServerThread
from ghostparlor.net.store import Store
from ghostparlor.scenes import net_common
from ghostparlor.scenes.net_common import AddressError, clean_code, parse_address
from tests.scenes.helpers import click, key, top_name


@pytest.fixture
def loopback(monkeypatch):
    """Hosting binds 127.0.0.1 only, from a port away from the real default; the join
    screen listens for tables on 127.0.0.1 (any free port) and no beacon is sent."""
    monkeypatch.setattr(net_common, "BIND_HOST", "127.0.0.1")
    monkeypatch.setattr(net_common, "DEFAULT_PORT", 28765)
    monkeypatch.setattr(net_common, "DISCOVERY_BIND", "127.0.0.1")
    monkeypatch.setattr(net_common, "DISCOVERY_PORT", 0)
    monkeypatch.setattr(net_common, "BEACON_TARGETS", [])


def wait(app, done, seconds=10.0, links=()):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step(1 / 30)
        for link in links:
            link.pump()
        if done():
            return
        time.sleep(0.01)
    raise AssertionError(f"timed out on {top_name(app)}: {getattr(app.stack.top, 'session', None) and vars(app.stack.top.session).get('problem')}")


def type_into(app, field, text):
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(1 / 60)


def choose(app, choice, value, limit=12):
    """Click the right half of a Choice until it shows ``value``."""
    for _ in range(limit):
        if choice.value == value:
            return
        box = choice.box_rect()
        click(app, (box.right - 10, box.centery))
    assert choice.value == value, (choice.value, value)


def open_screen(app, kind):
    """Title -> Play together -> Host or Join; the scene."""
    app.home()
    app.step(1 / 30)
    click(app, app.stack.top.together_button.rect.center)
    assert top_name(app) == "net_menu"
    click(app, app.stack.top.buttons[kind].rect.center)
    assert top_name(app) == f"net_{kind}"
    return app.stack.top


def host_through_screens(app, game="ghosts", players=3, name="Ann", options=None):
    """Host a table: seat 1 here (``name``), seat 2 open, the rest random bots, ``options``
    chosen over the screen; the lobby."""
    host = open_screen(app, "host")
    choose(app, host.game_choice, game)
    choose(app, host.count_choice, players)
    for i in range(2, players):
        choose(app, host.kinds[i], "bot:random")
    type_into(app, host.names[0], name)
    if options:
        click(app, host.options_button.rect.center)
        assert top_name(app) == "net_options"
        for option, value in options.items():
            choose(app, app.stack.top.widgets[option], value)
        click(app, app.stack.top.done_button.rect.center)
        assert top_name(app) == "net_host" and host.options == options
    click(app, host.open_button.rect.center)
    wait(app, lambda: top_name(app) == "net_lobby")
    lobby = app.stack.top
    assert app.hosting is not None and lobby.seating.code and lobby.seating.local_seats() == {0}
    return lobby


# --- what is typed ------------------------------------------------------------------------------


def test_addresses_and_codes_as_people_type_them():
    assert parse_address("192.168.1.20:8765") == "ws://192.168.1.20:8765"
    assert parse_address(" ws://Ghost-Host.local:9000/ ") == "ws://ghost-host.local:9000"
    assert parse_address("parlor") == "ws://parlor:8765"
    assert parse_address("WSS://example.org:443") == "wss://example.org:443"
    assert parse_address("[::1]:8765") == "ws://[::1]:8765"
    for bad, why in (("", "net.err.no_address"), ("http://x:1", "net.err.bad_address"), ("a b c:x", "net.err.bad_port"),
                     ("host:99999", "net.err.bad_port"), ("host:", "net.err.bad_address"), ("hö$t", "net.err.bad_address"),
                     ("x" * 500, "net.err.bad_address"), ("host:８７６５", "net.err.bad_port"), ("[::1", "net.err.bad_address")):
        with pytest.raises(AddressError) as caught:
            parse_address(bad)
        assert caught.value.args[0] == why, bad
    assert clean_code(" ht4 k9m ") == "HT4K9M" and clean_code("HT4-K9M") == "HT4K9M"
    assert clean_code("HT4K9") is None and clean_code("HT4K9O") is None and clean_code("ＨＴ４Ｋ９Ｍ") is None


def test_the_seats_file_round_trips_and_a_damaged_one_is_set_aside(home):
    table = seats_file.KeptTable("ws://10.0.0.2:8765", "HT4K9M", hosted=True, game="ghosts", host_token="h" * 32, port=8765,
                                 seats=[seats_file.KeptSeat(0, "Ann", "a" * 32), seats_file.KeptSeat(2, "Cy", "c" * 32)])
    seats_file.remember(table, "Ann")
    kept, notice = seats_file.load()
    assert notice is None and kept.name == "Ann" and kept.find("ws://10.0.0.2:8765", "HT4K9M").seats[1].token == "c" * 32
    for i in range(seats_file.MAX_TABLES + 5):  # the oldest go first
        seats_file.remember(seats_file.KeptTable(f"ws://h{i}:1", "ACDEFG", seats=[seats_file.KeptSeat(0, "B", "b" * 32)]))
    kept, _ = seats_file.load()
    assert len(kept.tables) == seats_file.MAX_TABLES and kept.find("ws://10.0.0.2:8765", "HT4K9M") is None
    seats_file.forget("ws://h24:1", "ACDEFG")
    assert seats_file.load()[0].find("ws://h24:1", "ACDEFG") is None
    path = seats_file.path()
    for damaged in (b"{", json.dumps({"format": 1, "name": "x", "tables": [{"code": "bad"}]}).encode(), b"[" * 5000,
                    json.dumps({"format": 1, "name": "x", "tables": [{**table.to_json(), "hosted": 1}]}).encode()):
        path.write_bytes(damaged)
        kept, notice = seats_file.load()
        assert kept.tables == [] and notice and "damaged" in notice, notice
        assert not path.exists() and list(path.parent.glob("net_seats.json.damaged-*"))


# --- hosting -----------------------------------------------------------------------------------------


def test_host_through_the_screens_a_second_person_joins_by_code_and_the_game_frame_appears(app, loopback):
    lobby = host_through_screens(app, options={"first_player": 2})
    code, port = lobby.seating.code, app.hosting.port
    assert app.hosting.server.hub.tables[code].rules.options["first_player"] == 2
    assert lobby.addresses and all(a.endswith(f":{port}") for a in lobby.addresses)
    assert lobby.start_button.visible and lobby.start_button.enabled
    other = SeatLink(Connection(f"ws://127.0.0.1:{port}"), "Bob")
    other.join(code, 1)
    wait(app, lambda: other.seat == 1 and lobby.seats()[1].get("connected"), links=[other])
    assert [s["name"] for s in lobby.seats()][:2] == ["Ann", "Bob"]
    kept = seats_file.load()[0].find(lobby.seating.url, code)
    assert kept is not None and kept.hosted and kept.port == port and [s.seat for s in kept.seats] == [0]
    click(app, lobby.start_button.rect.center)
    wait(app, lambda: top_name(app) == "game" and other.started, links=[other])
    scene = app.stack.top
    assert isinstance(scene.session, RemoteSession) and scene.session.humans() == [0]
    assert app.hosting is not None  # the server runs while the game is played
    app.home()  # the host leaves to the title: the server stops
    assert app.hosting is None
    refused = Connection(f"ws://127.0.0.1:{port}", open_seconds=2)
    try:
        end = time.monotonic() + 5
        while refused.state in ("connecting", "open") and time.monotonic() < end:
            time.sleep(0.02)
        assert refused.state == "away"
    finally:
        refused.close()
        other.connection.close()


def test_a_hosted_table_reopens_after_its_server_stopped_and_the_others_rejoin(app, loopback):
    lobby = host_through_screens(app, name="Ida")
    code, port = lobby.seating.code, app.hosting.port
    other = SeatLink(Connection(f"ws://127.0.0.1:{port}"), "Jo")
    other.join(code, 1)
    wait(app, lambda: other.seat == 1 and lobby.seats()[1].get("connected"), links=[other])
    click(app, lobby.start_button.rect.center)
    wait(app, lambda: top_name(app) == "game" and other.started, links=[other])
    wait(app, lambda: app.stack.top.session.primary.played() > 0 or app.stack.top.session.to_move() == 0, links=[other])
    app.home()  # the server stops; the table stays in tables.sqlite
    assert (net_common.store_path()).is_file()
    host = open_screen(app, "host")
    offers = [(button, kept) for button, kept in host.reopen_buttons if kept.code == code]
    assert offers, [k.code for _, k in host.reopen_buttons]
    click(app, offers[0][0].rect.center)
    wait(app, lambda: top_name(app) == "game", seconds=15, links=[other])
    assert app.hosting is not None and app.hosting.port == port  # the same address: the others come back by themselves
    session = app.stack.top.session
    assert session.humans() == [0]
    wait(app, lambda: session.presence(1) == "here" and other.connection.state == "open", seconds=15, links=[other])
    assert other.connection.reconnects >= 1
    other.connection.close()
    app.home()


# --- joining -------------------------------------------------------------------------------------


@pytest.fixture
def server():
    thread = ServerThread("127.0.0.1", 0, Store(":memory:")).start()
    yield thread
    thread.stop()


def hosted_table(server, game="ghosts", players=2):
    """A table on ``server`` made by a link of its own (seat 0), seat 1 open; (host link, code)."""
    host = SeatLink(Connection(f"ws://127.0.0.1:{server.port}"), "Hal")
    host.create(game, players, {}, ["human"] * players, 30)
    end = time.monotonic() + 10
    while not host.code and time.monotonic() < end:
        host.pump()
        time.sleep(0.01)
    host.join(host.code, 0)
    return host, host.code


def test_join_from_the_screens_take_a_seat_and_the_game_frame_appears(app, server, loopback):
    host, code = hosted_table(server)
    join = open_screen(app, "join")
    type_into(app, join.name_field, "Cleo")
    type_into(app, join.address_field, f"127.0.0.1:{server.port}")
    type_into(app, join.code_field, f"{code[:3].lower()} {code[3:].lower()}")
    key(app, pygame.K_RETURN)  # Enter in the code field joins
    wait(app, lambda: top_name(app) == "net_lobby", links=[host])
    lobby = app.stack.top
    assert not lobby.seating.local_seats() and lobby.sit_buttons[1].visible and not lobby.sit_buttons[0].visible
    assert not lobby.start_button.visible
    key(app, pygame.K_RETURN)  # the free seat's button has the focus: Enter sits
    wait(app, lambda: lobby.seating.local_seats() == {1}, links=[host])
    kept = seats_file.load()[0]
    assert kept.name == "Cleo" and not kept.find(f"ws://127.0.0.1:{server.port}", code).hosted
    host.start()
    wait(app, lambda: top_name(app) == "game", links=[host])
    assert app.stack.top.session.humans() == [1]
    app.home()
    join = open_screen(app, "join")  # the table is offered again, to rejoin
    assert any(table.code == code for _, table in join.rejoin_buttons)
    button = next(b for b, table in join.rejoin_buttons if table.code == code)
    click(app, button.rect.center)
    wait(app, lambda: top_name(app) == "game", links=[host])
    host.connection.close()


def test_bad_input_gets_one_line_and_nothing_breaks(app, server, loopback):
    join = open_screen(app, "join")

    def said():
        return join.problem.text

    type_into(app, join.name_field, "")
    click(app, join.join_button.rect.center)
    assert said() == "Type your name first." and join.session is None
    type_into(app, join.name_field, "\x00\u202e\U0001F47B" + "n" * 40)  # anything may be typed; the field keeps 24
    type_into(app, join.address_field, "ws://no such host:abc")
    click(app, join.join_button.rect.center)
    assert said().startswith("The port is a number") and join.session is None
    type_into(app, join.address_field, f"127.0.0.1:{server.port}")
    type_into(app, join.code_field, "O0I1L")
    click(app, join.join_button.rect.center)
    assert said().startswith("A join code has 6") and join.session is None
    type_into(app, join.code_field, "ACDEFG")  # well formed, but no table has it
    click(app, join.join_button.rect.center)
    wait(app, lambda: join.session is None)
    assert said() == "No table has that code there: check the code.", said()
    type_into(app, join.address_field, "127.0.0.1:1")  # nothing listens there
    click(app, join.join_button.rect.center)
    wait(app, lambda: join.session is None)
    assert said().startswith("Cannot reach ws://127.0.0.1:1") and "\n" not in said(), said()
    assert top_name(app) == "net_join"
    _, code = hosted_table(server, players=2)
    type_into(app, join.address_field, f"127.0.0.1:{server.port}")
    type_into(app, join.code_field, code)
    click(app, join.join_button.rect.center)
    wait(app, lambda: top_name(app) == "net_lobby")
    key(app, pygame.K_ESCAPE)  # leaving the lobby goes back to the form
    assert top_name(app) == "net_join"
    app.pop()
    host = app.stack.top
    click(app, host.buttons["host"].rect.center)
    host = app.stack.top
    choose(app, host.kinds[0], "open")
    click(app, host.open_button.rect.center)
    assert host.status.text.startswith("Make at least one seat") and app.hosting is None
    choose(app, host.kinds[0], "here")
    type_into(app, host.names[0], "   ")
    key(app, pygame.K_RETURN)
    assert host.status.text == "Type a name for seat 1." and app.hosting is None
    assert top_name(app) == "net_host"


def test_a_hosted_table_is_heard_on_the_network_and_joined_with_a_click(app, loopback, monkeypatch):
    """The host's beacon (sent to 127.0.0.1 only here) reaches a listener; the join screen
    lists the table and one click joins it."""
    discovery = pytest.importorskip("ghostparlor.net.discovery")
    from ghostparlor.scenes.net_join import JoinScene

    listener = discovery.Listener(port=0, bind="127.0.0.1", group=None).start()
    try:
        assert listener.problem is None
        monkeypatch.setattr(net_common, "BEACON_TARGETS", [("127.0.0.1", listener.port)])
        lobby = host_through_screens(app)
        code = lobby.seating.code
        wait(app, lambda: any(table.code == code for table in listener.tables()))
        found = next(table for table in listener.tables() if table.code == code)
        assert found.address == f"ws://127.0.0.1:{app.hosting.port}" and found.seats_free == 1 and found.host_name == "Ann"
        join = JoinScene(app, seats_file.Kept("Bob"), listen=False)
        join.listener = listener  # the screen lists what its listener hears: here the test's
        app.push(join)
        wait(app, lambda: join.found[0][2].visible)
        assert code[:3] in join.found[0][0].text and "Ann" in join.found[0][0].text
        click(app, join.found[0][2].rect.center)
        wait(app, lambda: top_name(app) == "net_lobby" and app.stack.top is not lobby)
        assert app.stack.top.seating.code == code and not app.stack.top.seating.hosted
        app.home()
        assert app.hosting is None
    finally:
        listener.stop()
