"""The client's end of a table: a WebSocket to the host, run beside the window.

A :class:`Connection` runs its own asyncio loop in a daemon thread; the window never
waits for the network: :meth:`Connection.send` queues a message and :meth:`Connection.poll`
takes what arrived (both return at once). When the connection drops it is made again
(with a growing pause, up to :data:`MAX_PAUSE`), and the messages set with
:meth:`Connection.rejoin_with` (hello, then the join with the seat's token) are sent
first, so the host sends a snapshot and the game goes on. Messages that arrive are parsed
with the reading discipline and at most :data:`~ghostparlor.net.messages.MAX_HOST_BYTES`.
"""

from __future__ import annotations

import asyncio
import queue
import random
import threading
from typing import Any

from ghostparlor.net import messages

MAX_PAUSE = 1.0  # the longest wait between two tries (with jitter: many clients do not come back at once)


class Connection:
    """One WebSocket to ``url`` (``ws://host:port``), kept open until :meth:`close`."""

    def __init__(self, url: str, open_seconds: float = 5.0) -> None:
        self.url = url
        self.open_seconds = open_seconds
        self.incoming: queue.Queue[dict[str, Any]] = queue.Queue()
        self.state = "connecting"  # connecting, open, away (dropped, trying again), closed
        self.problem: str | None = None
        self.reconnects = 0
        self._first: list[dict[str, Any]] = []  # sent first on every (re)connection
        self._loop: asyncio.AbstractEventLoop | None = None
        self._out: asyncio.Queue[str | None] | None = None
        self._pending: list[str] = []
        self._lock = threading.Lock()
        self._closing = False
        self._drop_now = False
        self._fresh = False  # open, and nothing sent on this socket yet
        self._wake: asyncio.Event | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), name="ghostparlor-net", daemon=True)
        self._thread.start()

    # --- the window's side (never blocks) ----------------------------------------------------
    def rejoin_with(self, *first: dict[str, Any]) -> None:
        """The messages to send first whenever the connection is made again (and now, when
        the socket opened before they were set and nothing was sent on it yet)."""
        with self._lock:
            self._first = list(first)
            if self._fresh and self._loop is not None and self._out is not None and self.state == "open":
                self._fresh = False
                for message in first:
                    self._loop.call_soon_threadsafe(self._out.put_nowait, messages.dump(message))

    def send(self, message: dict[str, Any]) -> None:
        text = messages.dump(message)
        with self._lock:
            self._fresh = False
            if self._loop is not None and self._out is not None and self.state == "open":
                self._loop.call_soon_threadsafe(self._out.put_nowait, text)
            else:
                self._pending.append(text)

    def poll(self) -> list[dict[str, Any]]:
        out = []
        while True:
            try:
                out.append(self.incoming.get_nowait())
            except queue.Empty:
                return out

    def drop(self) -> None:
        """Cut the connection as a network failure would (tests, net-load): it is made again."""
        self._drop_now = True
        if self._loop is not None and self._out is not None:
            self._loop.call_soon_threadsafe(self._out.put_nowait, None)

    def close(self) -> None:
        self._closing = True
        if self._loop is not None:
            try:
                if self._out is not None:
                    self._loop.call_soon_threadsafe(self._out.put_nowait, None)
                if self._wake is not None:  # waiting to try again: stop waiting
                    self._loop.call_soon_threadsafe(self._wake.set)
            except RuntimeError:
                pass
        self._thread.join(3.0)
        self.state = "closed"

    # --- the thread's side ------------------------------------------------------------------
    def _status(self, state: str, problem: str | None = None) -> None:
        self.state = state
        self.problem = problem
        self.incoming.put({"t": "_link", "state": state, "problem": problem})

    async def _main(self) -> None:
        from websockets.asyncio.client import connect

        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        jitter = random.Random()
        pause = 0.25
        while not self._closing:
            try:
                async with connect(self.url, max_size=messages.MAX_HOST_BYTES, open_timeout=self.open_seconds,
                                   ping_interval=10, ping_timeout=20, compression=None, max_queue=64) as socket:
                    pause = 0.25
                    with self._lock:
                        self._out = asyncio.Queue()
                        self._fresh = not self._first and not self._pending
                        for message in self._first:
                            self._out.put_nowait(messages.dump(message))
                        for text in self._pending:
                            self._out.put_nowait(text)
                        self._pending = []
                        self._status("open")
                    await self._talk(socket)
            except (OSError, asyncio.TimeoutError) as exc:
                problem = str(exc)[:160] or type(exc).__name__
            except Exception as exc:  # the socket's own failures (closed, refused handshake, too large)
                problem = str(exc)[:160] or type(exc).__name__
            else:
                problem = None
            with self._lock:
                self._out = None
            if self._closing:
                break
            self._drop_now = False
            self.reconnects += 1
            self._status("away", problem)
            try:
                await asyncio.wait_for(self._wake.wait(), pause * (0.5 + jitter.random()))
            except asyncio.TimeoutError:
                pass
            pause = min(MAX_PAUSE, pause * 2)
        self._status("closed")

    async def _talk(self, socket: Any) -> None:
        out = self._out
        assert out is not None

        async def writer() -> None:
            while True:
                text = await out.get()
                if text is None:
                    if self._closing:
                        await socket.send(messages.dump({"t": "bye"}))
                    await socket.close()
                    return
                await socket.send(text)

        task = asyncio.create_task(writer())
        try:
            async for text in socket:
                try:
                    self.incoming.put(messages.parse(text, messages.MAX_HOST_BYTES))
                except messages.BadMessage as exc:
                    self.incoming.put({"t": "_link", "state": "bad", "problem": str(exc)[:160]})
        finally:
            task.cancel()
