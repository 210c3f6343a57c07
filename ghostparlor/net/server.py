"""Tables hosted over WebSocket: many at once, each kept in SQLite after every move.

The app hosts this way on its own computer (a :class:`ServerThread` beside the window)
and ``ghostparlor serve`` runs it headless for people who cannot reach each other
directly. Every message from a connection is hostile until checked: at most
:data:`~ghostparlor.net.messages.MAX_BYTES`, at most :data:`RATE` a second (a burst of
:data:`BURST`), a ``hello`` of our protocol version first, then only the fields its
type names (:func:`~ghostparlor.net.messages.check`). A message that breaks the format
is answered with an error and the connection is closed; a move out of turn or not legal
is refused and the connection goes on. An action is in the store before it is
acknowledged, so a server killed at any moment loses no acknowledged move.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import threading
import time
from typing import Any

from ghostparlor.net import messages
from ghostparlor.net.host import HostedTable, TableRules, error, new_code
from ghostparlor.net.messages import PROTOCOL, BadMessage
from ghostparlor.net.store import Store

RATE = 20.0  # messages a second a connection may send, on average
BURST = 60
HELLO_SECONDS = 10.0
TICK_SECONDS = 0.05
MAX_TABLES = 2000
MAX_CONNECTIONS = 5000  # at once, every table together (each is a socket and a few kB)
MAX_QUEUED = 256  # messages waiting for a connection that does not read: then it is closed (it comes back to a snapshot)
CREATES_PER_CONNECTION = 4
IDLE_SECONDS = 3600.0  # a table nobody is at is let go from memory (it stays in the store)
log = logging.getLogger("ghostparlor.net")


class Bucket:
    """A token bucket: :meth:`take` is False once a connection sends faster than allowed."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Client:
    """One connection: its socket, its outgoing queue, the table it sits at."""

    def __init__(self, number: int, socket: Any) -> None:
        self.number = number
        self.socket = socket
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.table: str | None = None
        self.name = "?"
        self.creates = 0
        self.bucket = Bucket(RATE, BURST)
        self.closing = False  # too slow: nothing more is queued, its writer closes the socket


class Hub:
    """The tables and the connections of one server (the WebSocket part is :func:`serve`)."""

    def __init__(self, store: Store | None = None, search_bots: bool = True) -> None:
        """``search_bots``: tables may seat the normal (searching) bot; a public server says no
        (each costs tens of milliseconds a move of the one loop every table shares)."""
        self.store = store
        self.search_bots = search_bots
        self.tables: dict[str, HostedTable] = {}
        self.clients: dict[int, Client] = {}
        self.numbers = itertools.count(1)
        self.counts = {"connections": 0, "messages": 0, "refused": 0, "closed_bad": 0, "closed_slow": 0,
                       "tables_reopened": 0}
        self.problems: list[str] = []
        if store is not None:
            tables, self.problems = store.open_tables()
            for table in tables:
                self.tables[table.code] = table
            self.counts["tables_reopened"] = len(tables)

    # --- delivering ------------------------------------------------------------------------
    def deliver(self, out) -> None:
        for number, message in out:
            client = self.clients.get(number)
            if client is None or client.closing:
                continue
            if client.queue.qsize() >= MAX_QUEUED:  # it does not read what it is sent
                client.closing = True
                client.queue.put_nowait(None)
                self.counts["closed_slow"] += 1
                continue
            client.queue.put_nowait(messages.dump(message))

    def keep(self, table: HostedTable) -> None:
        """The table's news into the store before anyone is told (no acknowledged move is lost)."""
        if self.store is not None and table.changed:
            self.store.save(table)

    # --- one connection's messages ------------------------------------------------------------
    def receive(self, client: Client, text: str | bytes) -> bool:
        """Handle one message; False when the connection must be closed."""
        self.counts["messages"] += 1
        if not client.bucket.take():
            self.deliver([(client.number, error("too_fast", "Too many messages; the connection is closed."))])
            self.counts["closed_bad"] += 1
            return False
        try:
            data = messages.check(messages.parse(text))
        except BadMessage as exc:
            self.deliver([(client.number, error("bad_message", str(exc)[:200]))])
            self.counts["closed_bad"] += 1
            return False
        kind = data["t"]
        if kind == "bye":
            return False
        if kind == "hello":
            if data["v"] != PROTOCOL:
                self.deliver([(client.number, error("version", f"This host speaks protocol {PROTOCOL}, not {data['v']}."))])
                return False
            client.name = messages.safe_text(data["name"], messages.NAME_CHARS) or "?"
            self.deliver([(client.number, {"t": "welcome", "v": PROTOCOL})])
            return True
        if kind == "create":
            return self._create(client, data)
        if kind == "join":
            return self._join(client, data)
        table = self.tables.get(client.table or "")
        if table is None:
            self.deliver([(client.number, error("no_table", "Join a table first."))])
            self.counts["refused"] += 1
            return True
        out = table.receive(client.number, data)
        self.counts["refused"] += sum(1 for _, m in out if m.get("t") in ("error", "stale") and _ == client.number)
        self.keep(table)
        self.deliver(out)
        return True

    def _create(self, client: Client, data: dict[str, Any]) -> bool:
        if client.creates >= CREATES_PER_CONNECTION or len(self.tables) >= MAX_TABLES:
            self.deliver([(client.number, error("full", "No more tables can be opened here now."))])
            return True
        if not self.search_bots and any(kind == "bot:normal" for kind in data["seats"]):
            self.deliver([(client.number, error("bad_table", "This server offers the random and easy bots only."))])
            return True
        try:
            rules = TableRules(data["game"], data["players"], data["options"], data["away_seconds"])
            code = new_code(lambda c: c in self.tables or (self.store is not None and self.store.taken(c)))
            table = HostedTable(code, rules, list(data["seats"]))
        except (ValueError, KeyError, TypeError) as exc:
            self.deliver([(client.number, error("bad_table", str(exc)[:200]))])
            return True
        client.creates += 1
        self.tables[code] = table
        self.keep(table)
        self.deliver([(client.number, {"t": "created", "code": code, "host_token": table.host_token})])
        return True

    def _join(self, client: Client, data: dict[str, Any]) -> bool:
        table = self.tables.get(data["code"])
        if table is None and self.store is not None and len(self.tables) < MAX_TABLES:
            table = self.store.open_table(data["code"])  # let go from memory while nobody was at it
            if table is not None:
                self.tables[table.code] = table
        if table is None:
            self.deliver([(client.number, error("no_table", "No table has that code."))])
            self.counts["refused"] += 1
            return True
        if client.table is not None and client.table != table.code:
            self.leave(client)
        client.table = table.code
        out = table.join(client.number, client.name, data["seat"], data["token"])
        self.keep(table)
        self.deliver(out)
        return True

    def leave(self, client: Client) -> None:
        table = self.tables.get(client.table or "")
        client.table = None
        if table is not None:
            self.deliver(table.leave(client.number))

    # --- time ---------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        for code, table in list(self.tables.items()):
            try:
                out = table.tick(dt)
                self.keep(table)
            except Exception:  # a table whose bot, rules or keeping fail is closed, never the server
                log.exception("table %s failed; it is closed", code)
                self.problems.append(f"table {code}: failed and was closed")
                self.deliver([(number, error("table_closed", "This table failed and was closed.")) for number in table.members])
                del self.tables[code]
                continue
            self.deliver(out)
            if not table.members and (table.is_over() or table.clock() - table.last_seen > IDLE_SECONDS):
                del self.tables[code]

    def stats(self) -> dict[str, Any]:
        return dict(self.counts, tables=len(self.tables), clients=len(self.clients))


async def _writer(client: Client) -> None:
    while True:
        text = await client.queue.get()
        if text is None:
            await client.socket.close()  # its reader then ends (closed here when it is too slow)
            return
        await client.socket.send(text)


async def _handle(hub: Hub, socket: Any) -> None:
    if len(hub.clients) >= MAX_CONNECTIONS:
        try:
            await socket.send(messages.dump(error("full", "This host has too many connections now.")))
            await socket.close()
        except Exception:
            pass
        return
    client = Client(next(hub.numbers), socket)
    hub.clients[client.number] = client
    hub.counts["connections"] += 1
    writer = asyncio.create_task(_writer(client))
    try:
        first = await asyncio.wait_for(socket.recv(), HELLO_SECONDS)
        if not _said_hello(first):
            hub.deliver([(client.number, error("hello_first", "Say hello (with the protocol version) first."))])
            hub.counts["closed_bad"] += 1
            return
        if not hub.receive(client, first):
            return
        async for text in socket:
            if not hub.receive(client, text):
                break
    except (asyncio.TimeoutError, ConnectionError):
        pass
    except Exception as exc:  # the connection's own failure (closed, too large): that connection only
        if type(exc).__module__.split(".")[0] != "websockets":
            log.exception("connection %s failed", client.number)
    finally:
        hub.leave(client)
        hub.clients.pop(client.number, None)
        client.queue.put_nowait(None)
        try:
            await asyncio.wait_for(writer, 2.0)
        except Exception:
            writer.cancel()
        try:
            await socket.close()
        except Exception:
            pass


def _said_hello(first: Any) -> bool:
    try:
        return messages.parse(first).get("t") == "hello"
    except BadMessage:
        return False


async def serve(hub: Hub, host: str, port: int, ready: Any = None, stop: asyncio.Event | None = None) -> None:
    """Serve ``hub`` on ``host``:``port`` until ``stop`` is set (``ready(port)`` once listening)."""
    from websockets.asyncio.server import serve as ws_serve

    stop = stop or asyncio.Event()

    async def ticker() -> None:
        last = time.monotonic()
        while not stop.is_set():
            await asyncio.sleep(TICK_SECONDS)
            now = time.monotonic()
            try:
                hub.tick(now - last)
            except Exception:  # never the ticker's end: every table would stop
                log.exception("tick failed")
            last = now

    async with ws_serve(lambda socket: _handle(hub, socket), host, port, max_size=messages.MAX_BYTES,
                        ping_interval=10, ping_timeout=20, max_queue=32, compression=None) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        if ready is not None:
            ready(port)
        task = asyncio.create_task(ticker())
        await stop.wait()
        task.cancel()


class ServerThread:
    """A server in a thread beside the window (the app hosting on this computer)."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0, store: Store | None = None) -> None:
        self.hub = Hub(store)
        self.host, self.port = host, port
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self.failure: str | None = None
        self._thread = threading.Thread(target=self._run, name="ghostparlor-host", daemon=True)

    def start(self, timeout: float = 5.0) -> "ServerThread":
        self._thread.start()
        self._ready.wait(timeout)
        if self.failure:
            raise OSError(self.failure)
        return self

    def _run(self) -> None:
        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()

            def ready(port: int) -> None:
                self.port = port
                self._ready.set()

            await serve(self.hub, self.host, self.port, ready, self._stop)

        try:
            asyncio.run(main())
        except OSError as exc:
            self.failure = f"cannot listen on port {self.port}: {exc.strerror or exc}"
        finally:
            self._ready.set()

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5.0)
        if self.hub.store is not None:
            self.hub.store.close()
