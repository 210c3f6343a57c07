"""``ghostparlor serve`` (tables headless for people on other machines) and the
``ghostparlor net-load`` command's arguments (:mod:`ghostparlor.devtools.net_load` runs it).

``serve`` listens on one address (this computer only unless told otherwise), keeps every
table in one SQLite file (:mod:`ghostparlor.net.store`), reopens every unfinished table of
that file when it starts and stops cleanly on Ctrl+C (SIGINT) or SIGTERM. Killed at any
moment (SIGKILL, a power cut of the process), started again on the same file, it loses no
acknowledged move: the clients reconnect with their seats' keys.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
DB_NAME = "server.sqlite3"  # in the user data folder unless --db names a file


def bounded_number(kind: type, lo: float, hi: float, what: str, limits: str) -> Any:
    """An argparse type: a ``kind`` number from ``lo`` to ``hi``, else one line saying what it must be."""
    import argparse

    def read(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what}, not {text[:20]!r}") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{limits}, not {text[:20]}")
        return value

    return read


_port = bounded_number(int, 0, 65535, "a port is a whole number", "a port is 0 (any free one) to 65535")
_count = bounded_number(int, 1, 100000, "a whole number", "1 to 100000")
_seconds = bounded_number(float, 0, 86400, "a number of seconds", "0 to 86400 seconds")


def add_commands(sub: Any) -> None:
    """The ``serve`` and ``net-load`` sub-commands on the CLI's sub-parsers."""
    serve = sub.add_parser("serve", help="host network tables headless (for people who cannot reach each other "
                                         "directly); every move kept in SQLite, killed and started again it goes on")
    serve.add_argument("--host", default=DEFAULT_HOST,
                       help=f"address to listen on (default {DEFAULT_HOST}: this computer only; 0.0.0.0 exposes it to "
                            "the network: put it behind a TLS reverse proxy, see docs/network.md)")
    serve.add_argument("--port", type=_port, default=DEFAULT_PORT,
                       help=f"port to listen on (default {DEFAULT_PORT}; 0 picks a free one, printed when listening)")
    serve.add_argument("--db", type=Path, metavar="FILE",
                       help=f"the SQLite file of the tables (default: {DB_NAME} in the user data folder)")
    serve.set_defaults(run=run_serve)

    load = sub.add_parser("net-load", help="bots over real sockets at many tables of a server; prints one JSON object "
                                           "(latency, lost moves, secret leaks)")
    where = load.add_mutually_exclusive_group(required=True)
    where.add_argument("--server", metavar="ws://HOST:PORT", help="a server already running")
    where.add_argument("--spawn-server", action="store_true",
                       help="start `ghostparlor serve` on 127.0.0.1 (a free port, a new database) for the run")
    load.add_argument("--tables", type=_count, default=10, help="tables played at once (default 10)")
    load.add_argument("--seconds", type=_seconds, default=30.0, help="how long to play (default 30)")
    load.add_argument("--seed", type=int, default=1, help="seed of the bots' choices and the tables' set-up")
    load.add_argument("--pace", type=_seconds, default=1.0,
                      help="seconds each remote bot waits once its turn comes, as a quick person would (default 1; "
                           "0: as fast as the server answers)")
    load.add_argument("--restart-after", type=_seconds, metavar="S",
                      help="with --spawn-server: SIGKILL the server after S seconds and start it again on its database")
    load.add_argument("--db", type=Path, metavar="FILE", help="with --spawn-server: the server's database (default: a "
                                                              "new file in a temporary folder, removed after)")
    load.add_argument("--json", action="store_true", help="print only the JSON object (the default prints it too, "
                                                          "after a line of progress on standard error)")
    load.set_defaults(run=_run_net_load)



def default_db() -> Path:
    from ghostparlor.persistence.paths import data_dir

    return data_dir() / DB_NAME


def run_serve(args: Any) -> int:
    import asyncio
    import signal

    from ghostparlor.core.printable import escaped, shown_name
    from ghostparlor.net.server import Hub, serve
    from ghostparlor.net.store import Store, StoreError

    try:
        db = args.db or default_db()
    except OSError as exc:
        print(f"ghostparlor serve: the user data folder cannot be made: {escaped(str(exc), 200)}", file=sys.stderr)
        return 2
    try:
        store = Store(db, lock=True)
    except StoreError as exc:
        print(f"ghostparlor serve: {exc}", file=sys.stderr)
        return 2
    try:
        try:
            hub = Hub(store, search_bots=False)  # a public server: no searching bots (one loop serves every table)
        except StoreError as exc:
            print(f"ghostparlor serve: {exc}", file=sys.stderr)
            return 2
        for problem in hub.problems:
            print(f"ghostparlor serve: {problem}", file=sys.stderr, flush=True)
        host = args.host

        async def main() -> None:
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            for number in (signal.SIGINT, signal.SIGTERM):
                try:
                    loop.add_signal_handler(number, stop.set)
                except (NotImplementedError, RuntimeError, ValueError):  # pragma: no cover - Windows
                    signal.signal(number, lambda *_: loop.call_soon_threadsafe(stop.set))

            def ready(port: int) -> None:
                shown = f"[{host}]" if ":" in host else host
                print(f"ghostparlor serve: listening on ws://{escaped(shown, 100)}:{port} "
                      f"({hub.counts['tables_reopened']} table(s) reopened from {shown_name(db)})", flush=True)

            await serve(hub, host, args.port, ready, stop)

        try:
            asyncio.run(main())
        except OSError as exc:
            print(f"ghostparlor serve: cannot listen on {escaped(host, 100)} port {args.port}: "
                  f"{escaped(exc.strerror or str(exc), 200)}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:  # a second Ctrl+C while stopping
            pass
        stats = hub.stats()
        print(f"ghostparlor serve: stopped ({stats['connections']} connection(s), {stats['messages']} message(s))",
              file=sys.stderr, flush=True)
        return 0
    finally:
        store.close()


def _run_net_load(args: Any) -> int:
    from ghostparlor.devtools.net_load import run

    return run(args)
