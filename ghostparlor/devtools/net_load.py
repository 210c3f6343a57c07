"""``ghostparlor net-load``: bots as remote players at many tables of one server, over real
sockets, measuring what a person would feel and checking what no one may lose or see.

Every seat of every table is a :class:`~ghostparlor.net.link.SeatLink` on a
:class:`~ghostparlor.net.client.Connection` of its own (a thread and a WebSocket, as a
window has), choosing a random legal action (seeded) from what the host sent it, after
``--pace`` seconds. The tables take every game in turn, 2 to 6 seats within each game's
limits; a finished table is replaced by a new one. It prints one JSON object:

- ``p50_ms``/``p99_ms``: from an action sent to the update that shows it played (stamped
  when it arrived on the client's socket thread), leaving out the actions in flight while
  the server was down or its connection away;
- ``lost_moves``: actions the host acknowledged that are not in the table's record: the
  finished game's record, the server's database (``--spawn-server``) and each seat's own
  steps (an acknowledged move at ``n`` is a step of that seat numbered ``n + 1``);
- ``secret_leaks``: messages to a seat holding anything that seat may not know: a view of
  another seat, a public view that is not public, an event with another seat's secret
  fields filled (every event must equal :func:`~ghostparlor.feed.redacted` of itself);
- ``rejected`` (refusals of an action: out of turn, illegal) and ``stale`` (an action
  sent again after a reconnection, answered "stale" and not played twice).

``--spawn-server`` starts ``ghostparlor serve`` on 127.0.0.1 itself (its memory and CPU
are then measured) and ``--restart-after S`` kills it with SIGKILL after S seconds and
starts it again on its database: the clients come back with their seats' keys.
"""

from __future__ import annotations

import json
import os
import queue
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from ghostparlor.feed import redacted
from ghostparlor.net.client import Connection
from ghostparlor.net.link import SeatLink
from ghostparlor.net.messages import GAME_IDS

AWAY_SECONDS = 3600  # no stand-in plays a seat while the server is restarted
STUCK_SECONDS = 30.0  # a table that hears nothing this long (the server up) is counted an error and replaced
REFUSALS = ("illegal", "not_your_turn", "bad_action", "no_seat", "not_started")


class _Stamped(queue.Queue):
    """The incoming queue of a connection: every message stamped when it arrived."""

    def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
        if isinstance(item, dict):
            item["_at"] = time.monotonic()
        super().put(item, block, timeout)


class TimedConnection(Connection):
    """A :class:`Connection` whose messages carry the time they arrived (``_at``)."""

    @property  # type: ignore[override]
    def incoming(self) -> queue.Queue:
        return self.__dict__["_stamped"]

    @incoming.setter
    def incoming(self, value: queue.Queue) -> None:
        self.__dict__["_stamped"] = _Stamped()


class _HelloFirst(TimedConnection):
    """Waits for its first messages before connecting. (A SeatLink sets them just after its
    Connection started its thread: a connection made in between said nothing first and the
    server closed it at the link's first message; seen under load, reported.)"""

    async def _main(self) -> None:
        import asyncio

        while not self._first and not self._closing:
            await asyncio.sleep(0.001)
        await super()._main()


class Numbers:
    """What the run counts (one object: every table adds to it)."""

    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.c = dict(games_finished=0, actions=0, errors=0, rejected=0, stale=0, resent=0, lost_moves=0,
                      secret_leaks=0, tables_played=0, stuck=0, reconnects=0)
        self.samples: list[str] = []  # the first few errors and leaks, as text

    def note(self, key: str, text: str) -> None:
        self.c[key] += 1
        if len(self.samples) < 10:
            self.samples.append(f"{key}: {text[:200]}")


class Seat:
    """One remote bot: its link, its choices and what the host acknowledged to it."""

    def __init__(self, url: str, index: int, rng: random.Random) -> None:
        self.connection = _HelloFirst(url)
        self.link = SeatLink(self.connection, f"Bot {index + 1}")
        self.index = index
        self.rng = rng
        self.pending: tuple[int, dict[str, Any], float, int] | None = None  # at, action, sent, reconnects then
        self.ready_at = 0.0  # the pace: when it may act
        self.acked: dict[int, dict[str, Any]] = {}
        self.checked = 0  # steps already checked for secrets
        self.snapshots = 0
        self.opened = 0  # times its connection was made (more than once: it came back after a drop)
        self.record_checked = False
        self.gone = False  # the server no longer has its table (a finished game, after a restart)


def table_plan(seed: int, number: int) -> tuple[str, int]:
    """The game and the number of seats of the ``number``-th table: every game in turn, 2 to 6
    seats within the game's limits (seeded)."""
    from ghostparlor.games import load_game

    game_id = GAME_IDS[number % len(GAME_IDS)]
    game = load_game(game_id)
    return game_id, random.Random(f"{seed}:table:{number}").randint(max(2, game.min_players), min(6, game.max_players))


class Table:
    """One table of the run: its seats (seat 0 creates and starts it)."""

    def __init__(self, load: "Load", number: int) -> None:
        self.load = load
        self.game_id, self.players = table_plan(load.seed, number)
        self.seats = [Seat(load.url, i, random.Random(f"{load.seed}:{number}:{i}")) for i in range(self.players)]
        self.phase = "create"
        self.heard = time.monotonic()
        self.number = number

    @property
    def code(self) -> str | None:
        return self.seats[0].link.code

    def over(self) -> bool:
        """The game ended for every seat and each has its record (or, after a restart, was
        told the finished table is gone: its moves are then looked up in the database)."""
        return all(seat.record_checked or (seat.gone and seat.link.result() is not None) for seat in self.seats)

    def step(self, now: float) -> None:
        for seat in self.seats:
            for message in seat.connection.poll():  # one by one: what the link knew once it read each
                seat.link.take(message)
                self.heard = now
                self.load.take(self, seat, message)
        host = self.seats[0].link
        if self.phase == "create" and host.state == "open":
            host.create(self.game_id, self.players, {}, ["human"] * self.players, AWAY_SECONDS)
            self.phase = "created"
        elif self.phase == "created" and host.code:
            for seat in self.seats:
                seat.link.join(host.code, seat.index)
            self.phase = "joining"
        elif self.phase == "joining" and all(s.link.seat == s.index for s in self.seats) and host.lobby \
                and all(s["taken"] for s in host.lobby["seats"]):
            host.start()
            self.phase = "playing"
        elif self.phase == "playing":
            for seat in self.seats:
                self.load.maybe_act(seat, now)


class Load:
    """The run: its tables, the server (when it started it) and the numbers."""

    def __init__(self, url: str, tables: int, seconds: float, seed: int, pace: float,
                 server: "SpawnedServer | None" = None, restart_after: float | None = None) -> None:
        self.url, self.count, self.seconds, self.seed, self.pace = url, tables, seconds, seed, pace
        self.server = server
        self.restart_after = restart_after
        self.n = Numbers()
        self.tables: list[Table] = []
        self.down: tuple[float, float] | None = None  # (killed, all back) of the restart
        self.restart: dict[str, Any] = {}
        self.closer = ThreadPoolExecutor(4, thread_name_prefix="net-load-close")
        self.cpu_at_start = time.process_time()
        self.loadavg_at_start = _loadavg()
        self.next_number = 0

    # --- the seats' messages -------------------------------------------------------------------
    def take(self, table: Table, seat: Seat, message: dict[str, Any]) -> None:
        kind = message.get("t")
        link = seat.link
        if kind == "ack" and seat.pending is not None and seat.pending[0] == message.get("at"):
            seat.acked[seat.pending[0]] = seat.pending[1]
            self.n.c["actions"] += 1
        elif kind == "stale":
            self.n.c["stale"] += 1
        elif kind == "error" and message.get("code") == "no_table" and link.result() is not None:
            seat.gone = True
        elif kind == "error":
            code = str(message.get("code"))
            self.n.note("rejected" if code in REFUSALS else "errors", f"table {table.code} seat {seat.index}: {code}: {message.get('text')}")
            if seat.pending is not None and code in REFUSALS:
                seat.pending = None
        elif kind in ("update", "snapshot"):
            if message.get("seq") != link.seq:  # not taken (a gap: the link asked for a snapshot)
                return
            self._check_secrets(table, seat, message)
            played = link.played()
            if kind == "snapshot":
                seat.snapshots += 1
            if seat.pending is not None:
                at, action, sent, reconnects = seat.pending
                if played > at:
                    if kind == "update" and reconnects == seat.connection.reconnects and not self._in_down(sent):
                        self.n.latencies.append(message["_at"] - sent)
                    seat.pending = None
                elif kind == "snapshot" and link.to_move() == link.seat:
                    # back after a drop, the action maybe lost on the way: the same one again
                    # (answered "stale" if it did arrive: never played twice)
                    seat.connection.send({"t": "act", "at": at, "action": action})
                    seat.pending = (at, action, sent, -1)
                    self.n.c["resent"] += 1
        elif kind == "record":
            self._check_record(table, seat, message.get("save") or {})
        elif kind == "_link" and message.get("state") == "open":
            seat.opened += 1
            if seat.opened > 1:
                self.n.c["reconnects"] += 1
        elif kind == "_link" and message.get("state") == "bad":
            self.n.note("errors", f"table {table.code} seat {seat.index}: {message.get('problem')}")

    def _in_down(self, sent: float) -> bool:
        return self.down is not None and self.down[0] <= sent <= self.down[1]

    def _check_secrets(self, table: Table, seat: Seat, message: dict[str, Any]) -> None:
        link = seat.link
        if message.get("t") == "snapshot":
            seat.checked = 0
        where = f"table {table.code} ({table.game_id}) seat {seat.index}"
        try:
            now = message["now"]
            # the views as sent (every view of the five games names the seat it was made for; the
            # client decodes them when it draws them, the link has already decoded the events)
            if now["view"].get("seat") != seat.index:
                self.n.note("secret_leaks", f"{where}: sent the view of seat {now['view'].get('seat')!r}")
            if now.get("public") is not None and now["public"].get("seat") is not None:
                self.n.note("secret_leaks", f"{where}: its public view is seat {now['public'].get('seat')!r}'s")
            for step in link.steps[seat.checked:]:
                for event in step.events:
                    if redacted(event, seat.index) != event:
                        self.n.note("secret_leaks", f"{where}: an event with another seat's secret: {event!r}")
        except Exception as exc:  # a message the client cannot read is an error of the host
            self.n.note("errors", f"{where}: unreadable {message.get('t')}: {exc!r}")
        seat.checked = len(link.steps)

    def _check_record(self, table: Table, seat: Seat, save: dict[str, Any]) -> None:
        actions = (save.get("record") or {}).get("actions") or []
        for at, action in seat.acked.items():
            if at >= len(actions) or actions[at] != action:
                self.n.note("lost_moves", f"table {table.code} seat {seat.index}: acknowledged move {at} not in the record")
        seat.record_checked = True
        seat.acked = {}

    # --- the bots' moves -----------------------------------------------------------------------
    def maybe_act(self, seat: Seat, now: float) -> None:
        link = seat.link
        if seat.pending is not None or link.state != "open" or link.now is None or link.result() is not None:
            seat.ready_at = 0.0
            return
        if link.to_move() != link.seat:
            seat.ready_at = 0.0
            return
        if not seat.ready_at:
            seat.ready_at = now + self.pace
        if now < seat.ready_at:
            return
        legal = link.legal()
        if not legal:
            return
        action = seat.rng.choice(legal).to_json()
        at = link.played()
        seat.pending = (at, action, time.monotonic(), seat.connection.reconnects)
        seat.ready_at = 0.0
        seat.connection.send({"t": "act", "at": at, "action": action})

    # --- the run ---------------------------------------------------------------------------------
    def new_table(self) -> Table:
        table = Table(self, self.next_number)
        self.next_number += 1
        self.n.c["tables_played"] += 1
        return table

    def retire(self, table: Table) -> None:
        if any(seat.acked and not seat.record_checked for seat in table.seats):
            self._lost_in_store([table])
        for seat in table.seats:
            self.closer.submit(seat.connection.close)

    def run(self, progress: Any = None) -> dict[str, Any]:
        started = time.monotonic()
        self.tables = [self.new_table() for _ in range(self.count)]
        end = started + self.seconds
        last_report = started
        while time.monotonic() < end:
            now = time.monotonic()
            for i, table in enumerate(self.tables):
                table.step(now)
                if table.over():
                    self.n.c["games_finished"] += 1
                    self.retire(table)
                    self.tables[i] = self.new_table()
                elif now - table.heard > STUCK_SECONDS and self._server_up(now):
                    self.n.note("stuck", f"table {table.code} ({table.game_id}, {table.phase}) heard nothing for {STUCK_SECONDS:.0f} s")
                    self.retire(table)
                    self.tables[i] = self.new_table()
            self._restart_if_due(now, started)
            if progress is not None and now - last_report >= 5.0:
                last_report = now
                progress(f"net-load: {now - started:.0f} s, {self.n.c['actions']} actions, "
                         f"{self.n.c['games_finished']} games finished")
            time.sleep(0.002)
        return self.finish(time.monotonic() - started)

    def _server_up(self, now: float) -> bool:
        return self.down is None or (self.down[1] > 0 and now - self.down[1] > STUCK_SECONDS)

    def _restart_if_due(self, now: float, started: float) -> None:
        if self.server is None or self.restart_after is None:
            return
        if not self.restart and now - started >= self.restart_after:
            snapshots = {s: s.snapshots for t in self.tables for s in t.seats}  # the seats themselves (ids are reused)
            killed = time.monotonic()
            self.server.kill()
            self.down = (killed, float("inf"))
            listening = self.server.start()
            self.restart = {"killed": killed, "listening": listening, "snapshots": snapshots}
        elif self.restart and self.down is not None and self.down[1] == float("inf"):
            before = self.restart["snapshots"]
            waiting = [s for t in self.tables for s in t.seats if s in before and t.phase == "playing"
                       and s.snapshots <= before[s] and not s.gone and s.link.result() is None]
            if not waiting:
                self.down = (self.down[0], time.monotonic())
            elif now - self.down[0] > STUCK_SECONDS:
                self.n.note("errors", f"{len(waiting)} seat(s) not back {STUCK_SECONDS:.0f} s after the restart")
                self.down = (self.down[0], now)
                self.restart["not_back"] = len(waiting)

    def _lost_in_store(self, tables: list[Table]) -> None:
        """Every acknowledged move of ``tables`` not checked against a record, looked up in the
        server's database."""
        if self.server is None:
            return
        try:
            db = sqlite3.connect(f"file:{self.server.db}?mode=ro", uri=True, timeout=5.0)
            try:
                for table in tables:
                    if table.code is None:
                        continue
                    kept = dict(db.execute("SELECT n, action FROM actions WHERE code=?", (table.code,)).fetchall())
                    for seat in table.seats:
                        for at, action in (seat.acked.items() if not seat.record_checked else ()):
                            if at not in kept or json.loads(kept[at]) != action:
                                self.n.note("lost_moves", f"table {table.code} seat {seat.index}: acknowledged move {at} "
                                                          "not in the server's database")
            finally:
                db.close()
        except sqlite3.Error as exc:
            self.n.note("errors", f"the server's database cannot be read: {exc}")

    def _lost_in_steps(self) -> None:
        """Every acknowledged move of the tables still playing, among the seat's own steps."""
        for table in self.tables:
            for seat in table.seats:
                if seat.record_checked or not seat.acked:
                    continue
                mine = {step.number for step in seat.link.steps if step.actor == seat.index}
                for at in seat.acked:
                    if at + 1 not in mine and seat.link.played() > at:
                        self.n.note("lost_moves", f"table {table.code} seat {seat.index}: acknowledged move {at} "
                                                  "not among its steps")

    def finish(self, seconds: float) -> dict[str, Any]:
        for table in self.tables:  # what arrived last
            for seat in table.seats:
                for message in seat.connection.poll():
                    seat.link.take(message)
                    self.take(table, seat, message)
        self._lost_in_steps()
        self._lost_in_store(self.tables)
        for table in self.tables:
            for seat in table.seats:
                seat.acked = {}  # checked
        server_figures = self.server.figures(len(self.tables)) if self.server is not None else {}
        for table in self.tables:
            self.retire(table)
        self.closer.shutdown(wait=True)
        latencies = sorted(self.n.latencies)

        def percentile(p: float) -> float | None:
            if not latencies:
                return None
            return round(1000 * latencies[min(len(latencies) - 1, int(p * len(latencies)))], 1)

        c = self.n.c
        out: dict[str, Any] = {
            "tables": self.count, "clients": sum(len(t.seats) for t in self.tables),
            "games_finished": c["games_finished"], "actions": c["actions"], "errors": c["errors"] + c["stuck"],
            "rejected": c["rejected"], "stale": c["stale"], "resent": c["resent"], "reconnects": c["reconnects"],
            "lost_moves": c["lost_moves"], "secret_leaks": c["secret_leaks"],
            "p50_ms": percentile(0.50), "p99_ms": percentile(0.99), "max_ms": percentile(1.0),
            "latency_samples": len(latencies), "seconds": round(seconds, 1), "pace": self.pace,
            "tables_played": c["tables_played"], "stuck": c["stuck"],
            "actions_per_s": round(c["actions"] / seconds, 1) if seconds else 0.0,
        }
        if self.restart:
            out["restart_seconds"] = round(self.restart["listening"] - self.restart["killed"], 2)
            back = self.down[1] if self.down is not None and self.down[1] != float("inf") else None
            out["reconnect_seconds"] = round(back - self.restart["killed"], 2) \
                if back is not None and "not_back" not in self.restart else None
        out.update(server_figures)
        cpu = server_figures.get("server_cpu_seconds")
        out["server_cpu_ms_per_action"] = round(1000 * cpu / c["actions"], 2) if cpu and c["actions"] else None
        out["load_cpu_seconds"] = round(time.process_time() - self.cpu_at_start, 1)  # net-load's own (the clients)
        out["loadavg"] = [self.loadavg_at_start, _loadavg()]  # the machine's, at the start and the end
        out["problems"] = self.n.samples
        return out


def _loadavg() -> float | None:
    try:
        return round(os.getloadavg()[0], 2)
    except (OSError, AttributeError):  # pragma: no cover - Windows
        return None


class ServerFailed(RuntimeError):
    """The server net-load started did not start (one line)."""


class SpawnedServer:
    """``ghostparlor serve`` on 127.0.0.1 started by net-load (killed and started again on its database)."""

    def __init__(self, db: Path | None) -> None:
        self.own_folder = None if db is not None else Path(tempfile.mkdtemp(prefix="ghostparlor-net-load-"))
        self.db = db if db is not None else self.own_folder / "server.sqlite3"
        self.port = 0
        self.process: subprocess.Popen | None = None
        self.rss_base_kb = 0
        self.cpu_before = 0.0  # the CPU seconds of the processes killed before this one
        self.problems: list[str] = []

    def start(self, seconds: float = 60.0) -> float:
        """Start it (on the port it had, if it ran before); the time it said it listens."""
        self.process = subprocess.Popen(
            [sys.executable, "-m", "ghostparlor", "serve", "--host", "127.0.0.1", "--port", str(self.port),
             "--db", str(self.db)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=dict(os.environ, PYTHONUNBUFFERED="1"))
        lines: queue.Queue[str] = queue.Queue()
        process = self.process
        threading.Thread(target=lambda: [lines.put(line) for line in process.stdout], daemon=True).start()
        threading.Thread(target=lambda: [self.problems.append(line.strip()) for line in process.stderr], daemon=True).start()
        try:
            line = lines.get(timeout=seconds)
        except queue.Empty:
            raise ServerFailed(f"the server did not start in {seconds:.0f} s: {' '.join(self.problems)[:300]}") from None
        if "ws://127.0.0.1:" not in line:
            raise ServerFailed(f"the server said {line.strip()[:200]}")
        self.port = int(line.split("ws://127.0.0.1:")[1].split()[0])
        if not self.rss_base_kb:
            self.rss_base_kb = self.rss_kb()
        return time.monotonic()

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def rss_kb(self) -> int:
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except (OSError, AttributeError, ValueError):
            pass
        return 0

    def cpu_seconds(self) -> float | None:
        try:
            with open(f"/proc/{self.process.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # user + system
        except (OSError, AttributeError, ValueError, IndexError):
            return None

    def figures(self, tables: int) -> dict[str, Any]:
        rss = self.rss_kb()
        return {"server_rss_mb": round(rss / 1024, 1) if rss else None,
                "server_rss_base_mb": round(self.rss_base_kb / 1024, 1) if self.rss_base_kb else None,
                "memory_per_table_kb": round((rss - self.rss_base_kb) / tables, 1) if rss and self.rss_base_kb else None,
                "server_cpu_seconds": round(self.cpu_before + (self.cpu_seconds() or 0.0), 2),
                "server_problems": self.problems[-5:]}

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.cpu_before += self.cpu_seconds() or 0.0  # what the killed process used counts too
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()
        if self.own_folder is not None:
            shutil.rmtree(self.own_folder, ignore_errors=True)


def run(args: Any) -> int:
    """The command: one JSON object on standard output; 1 when a move was lost or a secret leaked."""
    if args.restart_after is not None and not args.spawn_server:
        print("ghostparlor net-load: --restart-after needs --spawn-server (net-load restarts only a server it started)",
              file=sys.stderr)
        return 2
    if args.server is not None and not args.server.startswith(("ws://", "wss://")):
        print("ghostparlor net-load: --server is an address like ws://127.0.0.1:8765", file=sys.stderr)
        return 2
    server = SpawnedServer(args.db) if args.spawn_server else None
    progress = None if args.json else (lambda line: print(line, file=sys.stderr, flush=True))
    try:
        if server is not None:
            server.start()
        load = Load(server.url if server else args.server, args.tables, args.seconds, args.seed, args.pace,
                    server, args.restart_after)
        summary = load.run(progress)
    except ServerFailed as exc:
        print(f"ghostparlor net-load: {str(exc)[:300]}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("ghostparlor net-load: stopped", file=sys.stderr)
        return 130
    finally:
        if server is not None:
            server.stop()
    print(json.dumps(summary))
    return 1 if summary["lost_moves"] or summary["secret_leaks"] else 0
