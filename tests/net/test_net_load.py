"""Issue 47: ``ghostparlor net-load``: bots as remote players over real sockets (loopback),
its checks proved to fire (a host that leaks, a record missing an acknowledged move), and
one short run that kills the server it started with SIGKILL and starts it again."""

import json
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from ghostparlor.cli import main
from ghostparlor.devtools.net_load import Load, table_plan
from ghostparlor.games import load_game
from ghostparlor.net import host
from ghostparlor.net.server import ServerThread
from ghostparlor.net.store import Store

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def server():
    thread = ServerThread("127.0.0.1", 0, Store(":memory:")).start()
    yield thread
    thread.stop()


def test_a_few_tables_play_over_loopback_with_nothing_lost_or_leaked(server):
    load = Load(f"ws://127.0.0.1:{server.port}", tables=3, seconds=2.0, seed=5, pace=0.0)
    summary = load.run()
    assert summary["actions"] > 20 and summary["latency_samples"] > 20
    assert summary["lost_moves"] == summary["secret_leaks"] == summary["errors"] == 0, summary["problems"]
    assert summary["p50_ms"] is not None and summary["p50_ms"] <= summary["p99_ms"] <= summary["max_ms"]
    assert summary["tables"] == 3 and summary["clients"] >= 6
    assert {t.game_id for t in load.tables} <= {"ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there",
                                                "treasure_hunters"}
    end = time.monotonic() + 10
    while any(t.members for t in list(server.hub.tables.values())) and time.monotonic() < end:
        time.sleep(0.02)
    assert all(not t.members for t in list(server.hub.tables.values()))  # every connection was closed


def test_the_tables_take_every_game_in_turn_with_two_to_six_seats():
    plans = [table_plan(1, number) for number in range(40)]
    assert [game for game, _ in plans[:5]] == ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there",
                                                "treasure_hunters"]
    for game_id, players in plans:
        game = load_game(game_id)
        assert max(2, game.min_players) <= players <= min(6, game.max_players)
    assert len({players for _, players in plans}) >= 4  # not always the same number of seats
    assert plans == [table_plan(1, number) for number in range(40)]  # seeded


def test_a_host_that_leaks_another_seats_secret_is_caught(server, monkeypatch):
    def leaky_steps(table, seat, start):  # every event as the host holds it: nothing redacted
        from ghostparlor.net import wire

        return [{"a": step.actor, "n": step.number, "e": [wire.encode(e) for e in step.events]}
                for step in table.session.steps[start:]]

    monkeypatch.setattr(host.HostedTable, "_steps_for", leaky_steps)
    load = Load(f"ws://127.0.0.1:{server.port}", tables=2, seconds=1.0, seed=2, pace=0.0)
    summary = load.run()
    assert summary["secret_leaks"] > 0
    assert any("another seat's secret" in p for p in summary["problems"])


def test_an_acknowledged_move_missing_from_the_record_is_counted_lost():
    load = Load("ws://127.0.0.1:9", tables=0, seconds=0, seed=1, pace=0)
    table = SimpleNamespace(code="ACDEFG")
    seat = SimpleNamespace(index=0, acked={0: {"kind": "a"}, 3: {"kind": "b"}, 7: {"kind": "c"}}, record_checked=False)
    load._check_record(table, seat, {"record": {"actions": [{"kind": "a"}, {}, {}, {"kind": "other"}]}})
    assert load.n.c["lost_moves"] == 2 and seat.record_checked
    assert len(load.n.samples) == 2 and "acknowledged move 3" in load.n.samples[0]


def test_restart_after_needs_a_server_net_load_started(capsys):
    assert main(["net-load", "--server", "ws://127.0.0.1:9", "--restart-after", "3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--spawn-server" in err


@pytest.mark.slow
def test_net_load_survives_the_server_killed_and_started_again_under_it(tmp_path):
    """4 tables, the server killed with SIGKILL after 6 s and started again on its database."""
    db = tmp_path / "server.sqlite3"
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "ghostparlor", "net-load", "--spawn-server", "--db", str(db),
                           "--tables", "4", "--seconds", "14", "--pace", "0", "--restart-after", "6", "--json"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    summary = json.loads(done.stdout)
    assert summary["lost_moves"] == 0 and summary["secret_leaks"] == 0 and summary["errors"] == 0, summary["problems"]
    assert summary["actions"] > 50 and summary["reconnects"] >= summary["clients"] // 2
    assert summary["restart_seconds"] is not None and summary["reconnect_seconds"] is not None
    assert summary["reconnect_seconds"] < 20 and summary["server_rss_mb"] > 0
    assert time.monotonic() - started < 60
    assert db.exists()  # a database it was given is kept
