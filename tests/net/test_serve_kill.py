"""Issue 47: ``ghostparlor serve``: a server killed with SIGKILL and started again on the same
database reopens its tables where they stood, its clients come back with their seats' keys
and no acknowledged move is lost; a database that is not one is refused in one line.

Loopback only; every wait has a time limit; every process is stopped in a ``finally``."""

import json
import os
import queue
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from ghostparlor.cli import main
from ghostparlor.net.client import Connection
from ghostparlor.net.link import SeatLink

ROOT = Path(__file__).resolve().parents[2]


class Served:
    """``python -m ghostparlor serve`` in a process of its own, its lines read beside it."""

    def __init__(self, db: Path, port: int = 0, home: Path | None = None) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
        if home is not None:
            env["GHOSTPARLOR_HOME"] = str(home)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "ghostparlor", "serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(db)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        self.lines: queue.Queue[str] = queue.Queue()
        self.errors: list[str] = []
        threading.Thread(target=self._read, args=(self.process.stdout, self.lines.put), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self.errors.append), daemon=True).start()
        self.port = 0

    @staticmethod
    def _read(stream, put) -> None:
        for line in stream:
            put(line.rstrip("\n"))

    def listening(self, seconds: float = 20.0) -> int:
        try:
            line = self.lines.get(timeout=seconds)
        except queue.Empty:
            raise AssertionError(f"the server did not say it listens; stderr: {self.errors}") from None
        assert line.startswith("ghostparlor serve: listening on ws://127.0.0.1:"), line
        self.line = line
        self.port = int(line.split("ws://127.0.0.1:")[1].split()[0])
        return self.port

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)


def until(links, done, seconds=15.0, seen=None):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for link in links:
            got = link.pump()
            if seen is not None:
                seen.extend((link, m) for m in got)
        if done():
            return
        time.sleep(0.005)
    raise AssertionError(f"timed out; errors: {[link.errors for link in links]}, states {[link.state for link in links]}")


def acked_move(links, sent, seen, rng):
    """The seat to move plays a random legal move; returns once the host acknowledged it."""
    mover = next(link for link in links if link.to_move() == link.seat)
    action = rng.choice(mover.legal())
    at = mover.played()
    mover.act(action)
    sent[at] = action.to_json()
    until(links, lambda: any(link is mover and m.get("t") == "ack" and m.get("at") == at for link, m in seen), seen=seen)
    until(links, lambda: all(link.played() > at for link in links), seen=seen)


def test_a_server_killed_and_started_again_loses_no_acknowledged_move(tmp_path):
    db = tmp_path / "server.sqlite3"
    rng = random.Random(47)
    server = Served(db, home=tmp_path)
    links: list[SeatLink] = []
    try:
        port = server.listening()
        url = f"ws://127.0.0.1:{port}"
        ann, bob = SeatLink(Connection(url), "Ann"), SeatLink(Connection(url), "Bob")
        links = [ann, bob]
        ann.create("ghosts", 2, {}, ["human", "human"], 600)
        until(links, lambda: ann.code)
        ann.join(ann.code, 0)
        bob.join(ann.code, 1)
        until(links, lambda: ann.seat == 0 and bob.seat == 1)
        ann.start()
        until(links, lambda: ann.started and bob.started)
        sent: dict[int, dict] = {}
        seen: list = []
        for _ in range(6):
            acked_move(links, sent, seen, rng)
        # killed the moment the last move was acknowledged: nothing may be lost
        played = ann.played()
        server.process.send_signal(signal.SIGKILL)
        server.process.wait(10)
        until(links, lambda: ann.state == "away" and bob.state == "away")
        seen.clear()
        server = Served(db, port=port, home=tmp_path)
        assert server.listening() == port
        assert "(1 table(s) reopened from" in server.line and server.errors == []
        # both come back by themselves with their keys: a snapshot of where the game stood
        until(links, lambda: all(any(l is link and m.get("t") == "snapshot" for l, m in seen) for link in links),
              seen=seen)
        assert ann.seat == 0 and bob.seat == 1 and ann.played() == bob.played() == played
        assert ann.connection.reconnects >= 1 and bob.connection.reconnects >= 1
        for _ in range(4):
            acked_move(links, sent, seen, rng)
        assert not [e for link in links for e in link.errors if e["t"] == "error"]
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(10) == 0
        time.sleep(0.2)
        assert any("stopped" in line for line in server.errors)
        db_rows = sqlite3.connect(db)
        kept = [row[0] for row in db_rows.execute("SELECT action FROM actions ORDER BY n")]
        db_rows.close()
        actions = [json.loads(text) for text in kept]
        assert len(sent) == 10
        for at, action in sent.items():
            assert actions[at] == action, f"acknowledged move {at} lost or changed"
    finally:
        for link in links:
            link.connection.close()
        server.stop()


def test_serve_refuses_a_file_that_is_not_a_database_in_one_line(tmp_path, capsys):
    bad = tmp_path / "tables.sqlite3"
    bad.write_bytes(b"GIF89a" + bytes(range(256)) * 8)
    before = bad.read_bytes()
    assert main(["serve", "--port", "0", "--db", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a database" in err and str(bad) in err
    assert bad.read_bytes() == before and bad.exists()


def test_serve_says_in_one_line_that_its_port_is_taken(tmp_path, capsys):
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    try:
        port = holder.getsockname()[1]
        assert main(["serve", "--port", str(port), "--db", str(tmp_path / "s.sqlite3")]) == 1
    finally:
        holder.close()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"port {port}" in err


def test_serve_help_says_what_the_defaults_are(capsys):
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "127.0.0.1" in out and "0.0.0.0 exposes it to the network" in out and "8765" in out


def test_serve_keeps_its_database_in_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path))
    from ghostparlor.net.serve_cli import default_db

    assert default_db() == tmp_path / "data" / "server.sqlite3"
