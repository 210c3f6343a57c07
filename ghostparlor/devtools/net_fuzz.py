"""``ghostparlor net-fuzz``: hostile clients against a live server (issue 47, point 6).

A server runs in a thread on 127.0.0.1 (a :class:`~ghostparlor.net.server.ServerThread`,
its tables kept in a new SQLite file). Beside it, ``--clients`` hostile clients
(:mod:`ghostparlor.devtools.net_hostile`) send random and mutated messages from many
connections for ``--seconds``, while honest players (each a
:class:`~ghostparlor.net.link.SeatLink` on a :class:`~ghostparlor.net.client.Connection`,
as a window has) play whole games of every game in turn, each dropping its connection
once and coming back. It counts:

- ``crashes``: anything the server logged as an error (the ``ghostparlor.net`` logger, the
  WebSocket library's server side, the server thread's loop), or the server thread gone;
- ``hangs``: a new connection not welcomed within 10 s (probed every second), a hostile
  session that did not end, a bad connection left open, an honest game that did not move
  for 30 s;
- ``honest``: games started and finished; a finished game whose record holds, at a
  person's seat, a move that person did not send (``tampered``: must be 0);
- ``stolen``: a seat of an honest table handed to a hostile client (must be 0);
- ``tables``: after the run, every table the server kept, reopened from its file as a
  restarted server would, its people's seats handed to bots, played to its end
  (``unplayable``: must be 0).

Exit status 1 when any of crashes, hangs, stolen, tampered, unfinished honest games or
unplayable tables is not 0.
"""

from __future__ import annotations

import asyncio
import logging
import random
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from ghostparlor.net.messages import GAME_IDS

SERVER_THREAD = "ghostparlor-host"
PACE = 0.07  # seconds between an honest client's messages (under the server's rate limit)
STILL_SECONDS = 30.0  # an honest game that does not move this long is a hang
GRACE_SECONDS = 90.0  # after the hostile clients stop, for the honest games under way to end
CHECK_STEPS = 5000  # ticks a reopened table gets to reach its end


class CrashLog(logging.Handler):
    """Every error the server side logs (counted, the first few kept as one line each)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0
        self.samples: list[str] = []
        self.others: list[str] = []  # errors logged on the client side (the fuzzer's own sockets)

    def emit(self, record: logging.LogRecord) -> None:
        server = record.threadName == SERVER_THREAD or record.name.startswith(("ghostparlor", "websockets.server"))
        exc = record.exc_info[1] if record.exc_info else None
        line = f"{record.name}: {record.getMessage()[:120]}" + (f" ({type(exc).__name__}: {str(exc)[:160]})" if exc else "")
        if server:
            self.count += 1
            if len(self.samples) < 12:
                self.samples.append(line)
        elif len(self.others) < 12:
            self.others.append(line)


def action_pools(seed: int, per_game: int = 300) -> dict[str, list[dict[str, Any]]]:
    """Legal actions (as clients send them) met in a seeded random game of each game."""
    from ghostparlor.core.match import Match
    from ghostparlor.games import load_game

    rng = random.Random(seed)
    pools: dict[str, list[dict[str, Any]]] = {}
    for game_id in GAME_IDS:
        game = load_game(game_id)
        match = Match(game, max(2, game.min_players), None, seed)
        seen: list[dict[str, Any]] = []
        while not match.is_over() and len(seen) < per_game:
            match.resolve_chance()
            if match.is_over():
                break
            legal = match.legal_actions()
            seen.extend(a.to_json() for a in legal[:4])
            match.apply(rng.choice(legal))
        pools[game_id] = seen or [{"type": "pass"}]
    return pools


class HonestTable:
    """People (no bots) playing one whole game through the server, as windows would."""

    def __init__(self, url: str, number: int, seed: int) -> None:
        from ghostparlor.games import load_game
        from ghostparlor.net.client import Connection
        from ghostparlor.net.link import SeatLink

        self.game_id = GAME_IDS[number % len(GAME_IDS)]
        game = load_game(self.game_id)
        self.rng = random.Random(f"{seed}:honest:{number}")
        self.players = self.rng.randint(max(2, game.min_players), min(3, game.max_players))
        self.links = [SeatLink(Connection(url), f"Honest {i + 1}") for i in range(self.players)]
        self.phase = "create"
        self.sent: dict[int, dict[int, dict[str, Any]]] = {i: {} for i in range(self.players)}  # seat -> at -> action
        self.last_sent = [0.0] * self.players
        self.moved = time.monotonic()
        self.last_played = -1
        self.drop_at = self.rng.randint(6, 30)
        self.dropped = False
        self.problems: list[str] = []

    def step(self, now: float) -> None:
        for link in self.links:
            link.pump()
        host = self.links[0]
        if self.phase == "create" and host.connection.state == "open":
            host.create(self.game_id, self.players, {}, ["human"] * self.players, 3600)
            self.phase = "created"
        elif self.phase == "created" and host.code:
            for i, link in enumerate(self.links):
                link.join(host.code, i)
            self.phase = "joining"
        elif self.phase == "joining" and all(link.seat == i for i, link in enumerate(self.links)) and host.lobby \
                and all(s["taken"] for s in host.lobby["seats"]):
            host.start()
            self.phase = "playing"
        elif self.phase == "playing":
            self._play(now)
        played = max(link.played() for link in self.links)
        if played != self.last_played:
            self.last_played, self.moved = played, now

    def _play(self, now: float) -> None:
        for i, link in enumerate(self.links):
            if link.to_move() != i or not link.legal() or now - self.last_sent[i] < PACE:
                continue
            at = link.played()
            if at in self.sent[i]:  # sent; again after 3 s unanswered (it may have gone with a dropped connection)
                again = [a for a in link.legal() if a.to_json() == self.sent[i][at]]
                if now - self.last_sent[i] < 3.0 or not again:
                    continue
                action = again[0]
            else:
                action = self.rng.choice(link.legal())
                self.sent[i][at] = action.to_json()
            link.act(action)
            self.last_sent[i] = now
            if not self.dropped and at >= self.drop_at:
                self.dropped = True
                self.links[(i + 1) % self.players].connection.drop()

    @property
    def code(self) -> str | None:
        return self.links[0].code if self.phase == "playing" else None

    def finished(self) -> bool:
        return all(link.save is not None and link.result() is not None for link in self.links)

    def still(self, now: float) -> bool:
        return self.phase != "create" and now - self.moved > STILL_SECONDS

    def tampered(self) -> list[str]:
        """Moves at a person's seat in the finished record that this person did not send."""
        from ghostparlor.core.match import Match
        from ghostparlor.games import load_game

        game = load_game(self.game_id)
        record = self.links[0].save["record"]
        match = Match(game, record["players"], record["options"], record["seed"])
        out = []
        for at, data in enumerate(record["actions"]):
            seat = game.to_move(match.state)
            if seat >= 0 and self.sent[seat].get(at) != data:
                out.append(f"{self.game_id} {self.links[0].code}: move {at} at seat {seat} is {str(data)[:60]}, "
                           f"sent {str(self.sent[seat].get(at))[:60]}")
            match.apply(game.action_from_json(data))
        return out

    def close(self) -> None:
        for link in self.links:
            link.connection.close()


class Honest:
    """The honest tables of the run: ``tables`` at once, a new one when one ends."""

    def __init__(self, url: str, tables: int, seed: int, shared: Any) -> None:
        self.url, self.seed, self.shared = url, seed, shared
        self.number = 0
        self.tables = [self._new() for _ in range(tables)]
        self.c = {"games_started": 0, "games_finished": 0, "unfinished": 0, "tampered": 0, "moves": 0}
        self.samples: list[str] = []
        self.hangs: list[str] = []

    def _new(self) -> HonestTable:
        self.number += 1
        return HonestTable(self.url, self.number, self.seed)

    def step(self, replace: bool) -> None:
        now = time.monotonic()
        for k, table in enumerate(list(self.tables)):
            table.step(now)
            if table.code and table.code not in self.shared.honest_codes:
                self.shared.honest_codes.append(table.code)
                self.c["games_started"] += 1
            if table.finished():
                self.c["games_finished"] += 1
                self.c["moves"] += sum(len(s) for s in table.sent.values())
                tampered = table.tampered()
                self.c["tampered"] += len(tampered)
                self.samples += tampered[:3]
                table.close()
                self.tables[k] = self._new() if replace else None
            elif table.still(now):
                self.hangs.append(f"honest {table.game_id} table {table.links[0].code} did not move for "
                                  f"{STILL_SECONDS:.0f} s (errors {[link.errors[-2:] for link in table.links]})")
                table.close()
                self.tables[k] = self._new() if replace else None
        self.tables = [t for t in self.tables if t is not None]

    def close(self) -> None:
        for table in self.tables:
            if table.phase == "playing":
                self.c["unfinished"] += 1
            table.close()


def check_tables(db: Path, seed: int, budget: float) -> dict[str, Any]:
    """Every unfinished table kept in ``db`` reopened (as a restarted server would), every
    seat played by a random bot, to its end (as many as ``budget`` seconds allow)."""
    from ghostparlor.net.store import Store

    store = Store(db)
    try:
        tables, problems = store.open_tables()
        finished = store.db.execute("SELECT COUNT(*) FROM tables WHERE over=1").fetchone()[0]
    finally:
        store.close()
    out = {"kept": len(tables) + finished, "reopened": len(tables), "store_problems": problems[:10],
           "checked": 0, "played_to_the_end": 0, "unplayable": 0, "unplayable_samples": []}
    end = time.monotonic() + budget
    for table in random.Random(seed).sample(tables, len(tables)):
        if time.monotonic() > end:
            break
        out["checked"] += 1
        problem = _play_out(table)
        if problem is None:
            out["played_to_the_end"] += 1
        else:
            out["unplayable"] += 1
            if len(out["unplayable_samples"]) < 8:
                out["unplayable_samples"].append(f"table {table.code} ({table.rules.game_id}): {problem}")
    return out


def _play_out(table: Any) -> str | None:
    """None when ``table`` can be started (if it was not) and played to its end by bots."""
    try:
        for i in range(len(table.seats)):  # people's seats and search bots' alike: the quickest bot
            refused = [m for _, m in table.hand_seat("check", table.host_token, i, "bot:random") if m["t"] == "error"]
            if refused:
                return f"seat {i} could not be handed to a bot: {refused[0]['text']}"
        if not table.started:
            table.start("check", table.host_token)
        table.rules.pace_seconds = 0.0
        if table.session is not None:
            table.session.pace_seconds = 0.0
        for _ in range(CHECK_STEPS):
            if table.is_over():
                return None
            table.tick(1.0)
        return f"not over after {CHECK_STEPS} bot moves"
    except Exception as exc:  # what the check is for: a table that cannot go on
        return f"{type(exc).__name__}: {str(exc)[:160]}"


def net_fuzz(seconds: float = 60.0, clients: int = 30, seed: int = 1, honest_tables: int = 2,
             check_seconds: float = 120.0) -> dict[str, Any]:
    """Run the campaign (see the module docstring); returns its summary."""
    from ghostparlor.devtools.net_hostile import Shared, run_hostile
    from ghostparlor.net.server import ServerThread
    from ghostparlor.net.store import Store

    crash_log = CrashLog()
    root = logging.getLogger()
    root.addHandler(crash_log)
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="ghostparlor-net-fuzz-") as folder:
        db = Path(folder) / "fuzz.sqlite3"
        server = ServerThread("127.0.0.1", 0, Store(db)).start()
        shared = Shared("127.0.0.1", server.port, action_pools(seed), time.monotonic() + seconds)
        hostile = threading.Thread(target=lambda: asyncio.run(run_hostile(shared, clients, seed)),
                                   name="ghostparlor-net-fuzz", daemon=True)
        honest = Honest(shared.url, honest_tables, seed, shared)
        server_died = False
        try:
            hostile.start()
            while shared.left() > 0:
                honest.step(replace=True)
                server_died = server_died or not server._thread.is_alive()
                time.sleep(0.01)
            grace = time.monotonic() + GRACE_SECONDS
            while honest.tables and time.monotonic() < grace:
                honest.step(replace=False)
                time.sleep(0.01)
            hostile.join(90)
            server_died = server_died or not server._thread.is_alive()
            stats = server.hub.stats()
        finally:
            honest.close()
            server.stop()
            root.removeHandler(crash_log)
        played = time.monotonic() - began
        tables = check_tables(db, seed, check_seconds)
    probes = sorted(shared.probe_ms)
    hangs = shared.hangs + honest.hangs
    if hostile.is_alive():
        shared.fuzzer_problems.append("the hostile clients' thread did not end")
    return {
        "seconds": round(played, 1), "clients": clients, "seed": seed,
        "crashes": crash_log.count + int(server_died), "crash_samples": crash_log.samples,
        "server_died": server_died, "hangs": len(hangs), "hang_samples": hangs[:8],
        "stolen": len(shared.stolen), "stolen_samples": shared.stolen[:5],
        "hostile": dict(sorted(shared.counts.items())), "errors_answered": dict(shared.errors.most_common()),
        "probes": len(probes), "probe_p50_ms": round(probes[len(probes) // 2], 1) if probes else None,
        "probe_max_ms": round(probes[-1], 1) if probes else None,
        "honest": dict(honest.c), "honest_samples": honest.samples[:5], "tables": tables, "server": stats,
        "fuzzer_problems": (shared.fuzzer_problems + crash_log.others)[:10],
    }


def failed(summary: dict[str, Any]) -> bool:
    honest, tables = summary["honest"], summary["tables"]
    return bool(summary["crashes"] or summary["hangs"] or summary["stolen"] or honest["tampered"]
                or honest["unfinished"] or not honest["games_finished"] or tables["unplayable"]
                or tables["store_problems"])


def format_summary(summary: dict[str, Any]) -> str:
    honest, tables, hostile = summary["honest"], summary["tables"], summary["hostile"]
    lines = [
        f"net-fuzz: {summary['seconds']} s, {summary['clients']} hostile clients: {hostile.get('sessions', 0)} sessions, "
        f"{hostile.get('sent', 0)} messages; the server answered {sum(summary['errors_answered'].values())} errors",
        f"crashes {summary['crashes']}, hangs {summary['hangs']}, seats stolen {summary['stolen']}; "
        f"a new connection welcomed in {summary['probe_p50_ms']} ms (p50), {summary['probe_max_ms']} ms at most",
        f"honest games: {honest['games_finished']} finished of {honest['games_started']} started "
        f"({honest['moves']} moves), {honest['unfinished']} unfinished, {honest['tampered']} moves tampered with",
        f"tables kept: {tables['kept']}; {tables['reopened']} unfinished reopened, {tables['played_to_the_end']} of "
        f"{tables['checked']} checked played to the end, {tables['unplayable']} unplayable",
    ]
    for key in ("crash_samples", "hang_samples", "stolen_samples", "honest_samples", "fuzzer_problems"):
        lines += [f"  {key.split('_')[0]}: {line}" for line in summary[key]]
    lines += [f"  table: {line}" for line in tables["unplayable_samples"] + tables["store_problems"]]
    return "\n".join(lines)


def add_command(sub: Any) -> None:
    """The ``net-fuzz`` sub-command on the CLI's sub-parsers."""
    from ghostparlor.net.serve_cli import bounded_number

    fuzz = sub.add_parser("net-fuzz", help="hostile clients (random and mutated messages, floods, half-open sockets) "
                                           "against a server on 127.0.0.1 while honest games are played; 0 crashes")
    fuzz.add_argument("--seconds", type=bounded_number(float, 1, 86400, "a number", "1 to 86400"), default=60.0, help="how long the hostile clients run (default 60)")
    fuzz.add_argument("--clients", type=bounded_number(int, 1, 2000, "a whole number", "1 to 2000"), default=30, help="hostile clients at once (default 30)")
    fuzz.add_argument("--seed", type=int, default=1, help="seed of the campaign (default 1)")
    fuzz.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    fuzz.set_defaults(run=run)


def run(args: Any) -> int:
    import json

    summary = net_fuzz(args.seconds, args.clients, args.seed)
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 1 if failed(summary) else 0
