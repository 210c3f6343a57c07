"""Tables found on the network (ghostparlor/net/discovery.py), on loopback only.

Every test uses a port of its own (0: the system picks a free one), waits at most a few
seconds for what it expects and stops what it started, so tests running at once, or an
app on this machine announcing real tables on port 8766, never meet.
"""

from __future__ import annotations

import errno
import json
import random
import socket
import time

import pytest

from ghostparlor.net import discovery
from ghostparlor.net.discovery import MAX_DATAGRAM, Beacon, FoundTable, Listener, make_beacon, read_beacon

ANN = {"code": "HT4K9M", "game": "ghosts", "seats_free": 2, "host_name": "Ann"}
WAIT = 3.0


def until(condition, seconds: float = WAIT) -> float:
    """Seconds until ``condition()`` held; fails the test after ``seconds``."""
    start = time.monotonic()
    while not condition():
        if time.monotonic() - start > seconds:
            pytest.fail(f"not within {seconds} s")
        time.sleep(0.01)
    return time.monotonic() - start


@pytest.fixture
def started():
    """start(thing) starts a Beacon or Listener; every one is stopped after the test."""
    things = []

    def start(thing):
        things.append(thing)
        return thing.start()

    yield start
    for thing in things:
        thing.stop()


def sender() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
    return sock


def beacon_bytes(**fields) -> bytes:
    data = {"app": "ghostparlor", "v": discovery.PROTOCOL, "port": 8765, "tables": [dict(ANN)]}
    data.update(fields)
    return json.dumps(data).encode()


# --- over loopback -------------------------------------------------------------------------------

def test_a_beacon_is_found_within_three_seconds_and_says_only_what_anyone_may_know(started):
    listener = started(Listener(port=0))
    assert listener.problem is None and listener.port > 0
    secret = dict(ANN, host_token="k" * 32, seed=1234)  # what the app's list might hold: never sent
    beacon = started(Beacon(8765, lambda: [secret], targets=[("127.0.0.1", listener.port)]))
    took = until(lambda: listener.tables())
    assert took < WAIT
    until(lambda: beacon.sent)  # counted once sendto has returned, maybe after the listener heard it
    assert listener.tables() == [FoundTable("HT4K9M", "ghosts", 2, "Ann", "ws://127.0.0.1:8765")]
    assert beacon.problem is None and beacon.sent >= 1
    raw = make_beacon(8765, [secret])
    assert b"k" * 32 not in raw and b"1234" not in raw and b"token" not in raw
    assert json.loads(raw) == {"app": "ghostparlor", "v": 1, "port": 8765, "tables": [ANN]}


def test_two_apps_on_one_machine_both_hear_a_broadcast(started):
    first = started(Listener(port=0))
    second = started(Listener(port=first.port))  # the same port, shared
    assert first.problem is None and second.problem is None, (first.problem, second.problem)
    beacon = started(Beacon(8765, lambda: [ANN], targets=[("127.255.255.255", first.port)]))
    until(lambda: beacon.sent or beacon.problem)
    if beacon.problem:
        pytest.skip(f"this machine does not broadcast on loopback: {beacon.problem}")
    until(lambda: first.tables() and second.tables())
    assert first.tables() == second.tables() == [FoundTable("HT4K9M", "ghosts", 2, "Ann", "ws://127.0.0.1:8765")]


def test_hostile_datagrams_are_ignored_and_the_listener_goes_on(started):
    listener = started(Listener(port=0))
    bad = [
        b"", b"\xff\xfe garbage", b"not json", b"[1, 2, 3]", b"null", b'{"app": "ghostparlor"',
        b"[" * 900 + b"]" * 900,  # deep nesting within the size
        b" " * (MAX_DATAGRAM - 10) + beacon_bytes(),  # a real beacon past the size limit
        b"x" * 8000,  # oversize
        beacon_bytes(v=2), beacon_bytes(v=True), beacon_bytes(v="1"), beacon_bytes(app="other"),
        beacon_bytes(port=0), beacon_bytes(port=70000), beacon_bytes(port=True), beacon_bytes(port="8765"),
        beacon_bytes(extra=1), beacon_bytes(tables={"a": 1}), beacon_bytes(tables=[dict(ANN)] * 9),
        beacon_bytes(tables=[dict(ANN, code="hT4K9M")]), beacon_bytes(tables=[dict(ANN, code="HT4K9MM")]),
        beacon_bytes(tables=[dict(ANN, game="chess")]), beacon_bytes(tables=[dict(ANN, seats_free=True)]),
        beacon_bytes(tables=[dict(ANN, seats_free=9)]), beacon_bytes(tables=[dict(ANN, seats_free=-1)]),
        beacon_bytes(tables=[dict(ANN, host_name=None)]), beacon_bytes(tables=[dict(ANN, token="x")]),
        beacon_bytes(tables=["HT4K9M"]), b'{"app":"ghostparlor","v":1,"port":8765,"tables":[],"n":NaN}',
        b'{"app":"ghostparlor","v":1,"port":1' + b"0" * 30 + b',"tables":[]}',
    ]
    with sender() as sock:
        for raw in bad:
            try:
                sock.sendto(raw, ("127.0.0.1", listener.port))
            except OSError as exc:  # a datagram too large for this system to send at all
                assert exc.errno == errno.EMSGSIZE
        good = beacon_bytes(tables=[dict(ANN, host_name="Bo\x1b[2J\u202eb\nby")], port=9000)
        sock.sendto(good, ("127.0.0.1", listener.port))
        until(lambda: listener.tables())
    assert listener.tables() == [FoundTable("HT4K9M", "ghosts", 2, "Bo [2J b by", "ws://127.0.0.1:9000")]
    assert listener.counts == {"received": len(bad) + 1, "ignored": len(bad)}
    assert listener.problem is None and listener._thread.is_alive()


def test_a_table_not_heard_for_five_seconds_is_forgotten(started):
    now = [100.0]
    listener = started(Listener(port=0, clock=lambda: now[0]))
    with sender() as sock:
        sock.sendto(beacon_bytes(), ("127.0.0.1", listener.port))
        until(lambda: listener.tables())
    now[0] += 4.9
    assert len(listener.tables()) == 1
    now[0] += 0.2
    assert listener.tables() == []


def test_a_beacon_that_stops_says_so_and_its_tables_go_at_once(started):
    listener = started(Listener(port=0))
    beacon = started(Beacon(8765, lambda: [ANN], targets=[("127.0.0.1", listener.port)]))
    until(lambda: listener.tables())
    beacon.stop()
    until(lambda: not listener.tables(), 1.0)  # not FORGET_SECONDS later


def test_stop_returns_within_one_second(started):
    listener = started(Listener(port=0))
    beacon = started(Beacon(8765, lambda: [ANN], interval=60.0, targets=[("127.0.0.1", listener.port)]))
    until(lambda: listener.tables())
    for thing in (beacon, listener):
        start = time.monotonic()
        thing.stop()
        assert time.monotonic() - start < 1.0
        assert not thing._thread.is_alive()
    Beacon(8765, lambda: []).stop()  # never started: nothing to wait for
    Listener(port=0).stop()


def test_a_port_held_by_another_program_gives_one_line_and_no_list(started):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as holder:  # bound without sharing
        holder.bind(("", 0))
        port = holder.getsockname()[1]
        listener = started(Listener(port=port))
        assert listener.problem and f"port {port}" in listener.problem and "\n" not in listener.problem
        assert listener.tables() == []
        assert not listener._thread.is_alive()


class NoNetworkBeacon(Beacon):
    def _open_socket(self):
        class Refusing:
            def sendto(self, raw, target):
                raise OSError(errno.ENETUNREACH, "Network is unreachable")

            def close(self):
                pass

        return Refusing()


def test_a_network_without_broadcast_gives_one_line_and_the_beacon_goes_on(started):
    calls = []
    beacon = started(NoNetworkBeacon(8765, lambda: calls.append(1) or [ANN], interval=0.05))
    until(lambda: len(calls) >= 3)
    assert beacon.problem and "Network is unreachable" in beacon.problem and "\n" not in beacon.problem
    assert beacon._thread.is_alive() and beacon.sent == 0


def test_a_failing_list_of_tables_leaves_the_beacon_running(started):
    listener = started(Listener(port=0))
    fail = [True]

    def tables():
        if fail[0]:
            raise RuntimeError("dictionary changed size during iteration")
        return [ANN]

    beacon = started(Beacon(8765, tables, interval=0.05, targets=[("127.0.0.1", listener.port)]))
    until(lambda: beacon.problem)
    assert "could not list the open tables" in beacon.problem and listener.tables() == []
    fail[0] = False
    until(lambda: listener.tables())
    until(lambda: beacon.problem is None)


def test_a_flood_of_forged_hosts_keeps_the_list_bounded():
    listener = Listener(port=0)  # not started: datagrams handed to it as if heard
    for i in range(200):
        listener.hear(beacon_bytes(tables=[dict(ANN)] * 8), f"10.0.{i // 250}.{i % 250}")
    assert len(listener.tables()) == discovery.MAX_SENDERS * 8
    assert listener.counts["ignored"] == 200 - discovery.MAX_SENDERS


# --- the datagram --------------------------------------------------------------------------------

def test_a_beacon_fits_in_one_kilobyte_whatever_the_app_lists():
    names = ["幽霊屋敷の主人" * 5, "\U0001F47B" * 40, "x" * 1000]
    entries = [dict(ANN, code=code, host_name=names[i % 3]) for i, code in enumerate(
        ["HT4K9M", "ACDEFG", "HJKLMN", "PQRTUV", "WXY346", "9ACDEF", "GHJKLM", "NPQRTU", "VWXY34", "69ACDE"])]
    raw = make_beacon(65535, [{"code": "bad"}, "nothing", None] + entries)
    assert len(raw) <= MAX_DATAGRAM
    port, tables = read_beacon(raw)
    assert port == 65535 and 1 <= len(tables) <= discovery.MAX_TABLES
    assert [t["code"] for t in tables] == [e["code"] for e in entries[:len(tables)]]
    assert all(len(t["host_name"]) <= discovery.NAME_CHARS for t in tables)
    with pytest.raises(ValueError):
        make_beacon(0, [])


def test_mutated_beacons_are_read_or_refused_never_a_crash():
    rng = random.Random(47)
    base = make_beacon(8765, [ANN, dict(ANN, code="ACDEFG", game="ghostbumpers")])
    kept = refused = 0
    for _ in range(3000):
        raw = bytearray(base)
        for _ in range(rng.randint(1, 6)):
            kind, at = rng.random(), rng.randrange(len(raw))
            if kind < 0.4:
                raw[at] = rng.randrange(256)
            elif kind < 0.7:
                del raw[at]
            else:
                raw[at:at] = bytes([rng.choice(b'{}[]",:0123456789tfn \\')]) * rng.randint(1, 40)
        try:
            port, tables = read_beacon(bytes(raw))
        except ValueError as exc:
            assert str(exc) and "\n" not in str(exc)
            refused += 1
            continue
        kept += 1
        assert 1 <= port <= 65535 and all(set(t) == set(ANN) for t in tables)
    assert refused > 2500 and kept > 0 and kept + refused == 3000


def test_open_tables_announces_hosted_tables_with_a_free_seat_only():
    from ghostparlor.net.host import HostedTable, TableRules

    waiting = HostedTable("HT4K9M", TableRules("ghosts", 2, {}), ["open", "bot:easy"])
    full = HostedTable("ACDEFG", TableRules("ghosts", 2, {}), ["bot:easy", "bot:random"])
    entries = discovery.open_tables([waiting, full], "Ann")
    assert entries == [{"code": "HT4K9M", "game": "ghosts", "seats_free": 1, "host_name": "Ann"}]
    assert read_beacon(make_beacon(8765, entries))[1] == entries
