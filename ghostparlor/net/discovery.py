"""Tables on the same network found by themselves: a small UDP beacon and its listener.

A hosting app runs a :class:`Beacon`: once a second (and at once when started) it sends
one datagram of at most :data:`MAX_DATAGRAM` bytes to the IPv4 broadcast address
``255.255.255.255`` and to the multicast group :data:`GROUP`, both on port
:data:`DISCOVERY_PORT`::

    {"app": "ghostparlor", "v": 1, "port": 8765,
     "tables": [{"code": "HT4K9M", "game": "ghosts", "seats_free": 2, "host_name": "Ann"}]}

``port`` is the port of the host's WebSocket server; the address to join is the one the
datagram came *from* (``ws://IP:PORT``), never an address written inside it, so a beacon
cannot send a joining app to a third machine. A beacon holds what anyone on the network
may know (a join code is read out loud anyway): no token, no seed, no seat's secret.
When it stops it sends one last datagram with no tables, so the listeners drop its
tables at once rather than after :data:`FORGET_SECONDS`.

A joining app runs a :class:`Listener`: it binds the port (``SO_REUSEADDR``, and
``SO_REUSEPORT`` where the system has it, so several apps on one machine each hear every
beacon), joins the group, and treats every datagram as hostile: one longer than
:data:`MAX_DATAGRAM` is dropped, the rest read with the reading discipline
(:func:`~ghostparlor.core.reading.parse_json`) and checked field by field
(:func:`read_beacon`); anything else is counted and ignored. A sender's datagram replaces
what that sender (IP and WebSocket port) said before; a sender not heard for
:data:`FORGET_SECONDS` is forgotten; at most :data:`MAX_SENDERS` senders are kept.

Why both broadcast and multicast: on a home network both reach every machine, but some
Wi-Fi access points pass one and not the other; the same few hundred bytes sent to both
once a second cost nothing, and a listener keeps one entry per sender however many
copies arrive. (Both leave by one interface, the default route's, on a machine with
several.) Why not mDNS/zeroconf, which issue 47 named: the joining screen needs one list
of "who hosts here", not service discovery for the whole network; one datagram and this
module (the standard library only) do that, where zeroconf would be a new run-time
dependency (with its own dependencies) to package, audit and keep up to date for that one
list, and would still need the same checks on what it hears. Nothing here is needed to
play: when the network carries neither broadcast nor multicast, or the port is taken,
``problem`` says so in one line and people type the address and code instead.

Headless (no pygame) and standard library only; each side is one daemon thread that
ends within a second of :meth:`stop`. Nothing here raises into the window.
"""

from __future__ import annotations

import errno
import json
import logging
import socket
import struct
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from ghostparlor.core.reading import one_line, parse_json
from ghostparlor.net.messages import CODE_ALPHABET, CODE_LENGTH, GAME_IDS, NAME_CHARS, PROTOCOL, safe_text

APP = "ghostparlor"
DISCOVERY_PORT = 8766  # the WebSocket default is 8765
GROUP = "239.255.71.80"  # organisation-local multicast (RFC 2365); 71, 80: "G", "P"
BROADCAST = "255.255.255.255"
MAX_DATAGRAM = 1024
MAX_TABLES = 8  # tables in one beacon (a host rarely has more than one or two open)
MAX_SEATS = 8
MAX_SENDERS = 32  # hosts a listener keeps at once (a flood of forged senders stays bounded)
INTERVAL = 1.0
FORGET_SECONDS = 5.0
POLL_SECONDS = 0.2  # how long a listener waits on its socket before looking at stop()
STOP_SECONDS = 1.0
log = logging.getLogger("ghostparlor.net")
Entry = dict[str, Any]


@dataclass(frozen=True)
class FoundTable:
    """A table heard on the network: join it at ``address`` with ``code``."""

    code: str
    game: str
    seats_free: int
    host_name: str
    address: str  # ws://IP:PORT, IP being the sender's


# --- the datagram --------------------------------------------------------------------------------

def _is_int(value: Any, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def clean_entry(entry: Any) -> Entry | None:
    """One table as a beacon may carry it (those four fields only, the name made safe to
    draw), or None when it is not one."""
    if not isinstance(entry, dict):
        return None
    code, game, free, name = (entry.get(k) for k in ("code", "game", "seats_free", "host_name"))
    if not (isinstance(code, str) and len(code) == CODE_LENGTH and all(c in CODE_ALPHABET for c in code)):
        return None
    if game not in GAME_IDS or not _is_int(free, 0, MAX_SEATS) or not isinstance(name, str):
        return None
    return {"code": code, "game": game, "seats_free": free, "host_name": safe_text(name, NAME_CHARS) or "?"}


def _dump(data: dict[str, Any]) -> bytes:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def make_beacon(ws_port: int, entries: Iterable[Any]) -> bytes:
    """The datagram announcing ``entries`` (see the module docstring): entries that are not
    tables are left out, and tables from the end until it fits in :data:`MAX_DATAGRAM`."""
    if not _is_int(ws_port, 1, 65535):
        raise ValueError(f"a WebSocket port is 1-65535, not {ws_port!r}")
    tables = [t for t in map(clean_entry, entries) if t is not None][:MAX_TABLES]
    while True:
        raw = _dump({"app": APP, "v": PROTOCOL, "port": ws_port, "tables": tables})
        if len(raw) <= MAX_DATAGRAM:
            return raw
        tables.pop()


def read_beacon(raw: bytes) -> tuple[int, list[Entry]]:
    """A received datagram's WebSocket port and tables; ValueError (one line) when it is
    not a beacon of this app and protocol, exactly as :func:`make_beacon` writes them."""
    if len(raw) > MAX_DATAGRAM:
        raise ValueError(f"a datagram of {len(raw)} bytes; at most {MAX_DATAGRAM}")
    data = parse_json(raw, max_depth=8)
    if not isinstance(data, dict) or set(data) != {"app", "v", "port", "tables"}:
        raise ValueError("not an object of app, v, port and tables")
    if data["app"] != APP:
        raise ValueError("not from this app")
    if data["v"] != PROTOCOL or isinstance(data["v"], bool):
        raise ValueError(f"protocol {str(data['v'])[:12]}, not {PROTOCOL}")
    if not _is_int(data["port"], 1, 65535):
        raise ValueError("port is not 1-65535")
    tables = data["tables"]
    if not isinstance(tables, list) or len(tables) > MAX_TABLES:
        raise ValueError(f"tables is not a list of at most {MAX_TABLES}")
    entries = []
    for table in tables:
        entry = clean_entry(table)
        if entry is None or set(table) != set(entry):
            raise ValueError("a table is not code, game, seats_free and host_name")
        entries.append(entry)
    return data["port"], entries


def open_tables(tables: Iterable[Any], host_name: str) -> list[Entry]:
    """What a beacon announces of hosted tables (:class:`~ghostparlor.net.host.HostedTable`,
    e.g. ``list(hub.tables.values())``): those not over with a seat still open."""
    found = []
    for table in tables:
        free = sum(1 for seat in table.seats if seat.kind == "open")
        if free and not table.is_over():
            found.append({"code": table.code, "game": table.rules.game_id, "seats_free": free,
                          "host_name": host_name})
    return found


def _reason(exc: OSError) -> str:
    return exc.strerror or one_line(exc, 80)


# --- the host's side -----------------------------------------------------------------------------

class Beacon:
    """Announces this app's open tables: ``tables_fn()`` (called in the beacon's thread,
    entries as :func:`clean_entry` takes them) once every ``interval`` seconds.

    ``problem`` is None while the last datagram reached at least one target, else one
    line saying why none did (the tables can still be joined by address and code)."""

    def __init__(self, ws_port: int, tables_fn: Callable[[], Iterable[Any]], interval: float = INTERVAL,
                 port: int = DISCOVERY_PORT, group: str | None = GROUP, broadcast: str | None = BROADCAST,
                 targets: Iterable[tuple[str, int]] | None = None) -> None:
        self.ws_port = ws_port
        self.tables_fn = tables_fn
        self.interval = interval
        if targets is None:
            targets = [(address, port) for address in (broadcast, group) if address]
        self.targets = list(targets)
        self.problem: str | None = None
        self.sent = 0  # datagrams that left (one per target reached)
        self._sock: socket.socket | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ghostparlor-beacon", daemon=True)

    def _open_socket(self) -> socket.socket:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        try:
            sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 1)  # this network only
            sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)  # and this machine
        except OSError:
            pass
        sock.settimeout(0.1)
        return sock

    def start(self) -> "Beacon":
        if self._thread.is_alive() or self._stop.is_set():
            return self
        try:
            make_beacon(self.ws_port, [])
            self._sock = self._open_socket()
        except (OSError, ValueError) as exc:
            self.problem = f"cannot announce tables on this network: {_reason(exc) if isinstance(exc, OSError) else exc}"
            return self
        self._thread.start()
        return self

    def send(self, raw: bytes) -> str | None:
        """``raw`` to every target: None when one at least was reached, else why none was."""
        reached, failures = 0, []
        for target in self.targets:
            try:
                self._sock.sendto(raw, target)
                reached += 1
            except (OSError, UnicodeError) as exc:  # no route, no broadcast, a name that is no address
                failures.append(f"{target[0]}:{target[1]}: {_reason(exc) if isinstance(exc, OSError) else exc}")
        self.sent += reached
        return None if reached else (
            "cannot announce tables on this network (" + "; ".join(failures)[:200] + "); others can join by address and code")

    def beat(self) -> None:
        """Send the open tables once (the thread does this every ``interval``) and say in
        ``problem`` (set once, never half-way) what went wrong."""
        try:
            tables, failed = list(self.tables_fn() or []), None
        except Exception as exc:  # the app's list failing leaves this beat empty, never the thread dead
            log.warning("beacon: the open tables could not be listed: %s", exc)
            tables, failed = [], f"could not list the open tables: {one_line(exc, 100)}"
        unsent = self.send(make_beacon(self.ws_port, tables))
        self.problem = failed or unsent

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                self.beat()
                self._stop.wait(self.interval)
            self.send(make_beacon(self.ws_port, []))  # gone: listeners drop these tables at once
        except Exception as exc:  # never a traceback into the window: the beacon just ends
            log.exception("beacon failed")
            self.problem = f"the beacon stopped: {one_line(exc, 100)}"
        finally:
            self._sock.close()

    def stop(self) -> None:
        """End the beacon (within :data:`STOP_SECONDS`); nothing is sent after."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(STOP_SECONDS)


# --- the joining side ----------------------------------------------------------------------------

class Listener:
    """Hears beacons on ``port`` (0: any free port, for tests) and keeps :meth:`tables`.

    ``problem`` is one line when it cannot listen (the port held by another program
    without sharing it, no network); the list is then empty and the app goes on."""

    def __init__(self, port: int = DISCOVERY_PORT, group: str | None = GROUP, bind: str = "",
                 forget_after: float = FORGET_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        self.port = port
        self.group = group
        self.bind = bind
        self.forget_after = forget_after
        self.clock = clock
        self.problem: str | None = None
        self.in_group = False
        self.counts = {"received": 0, "ignored": 0}
        self.last_ignored = ""  # why the last ignored datagram was (for the log and the tests)
        self._heard: dict[tuple[str, int], tuple[float, tuple[FoundTable, ...]]] = {}
        self._lock = threading.Lock()
        self._sock: socket.socket | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ghostparlor-listener", daemon=True)

    def _open_socket(self) -> socket.socket:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if hasattr(socket, "SO_REUSEPORT"):  # BSD and macOS share a port only so; Linux too
                try:
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
                except OSError:
                    pass
            sock.bind((self.bind, self.port))
        except OSError:
            sock.close()
            raise
        if self.group:
            try:
                mreq = struct.pack("4s4s", socket.inet_aton(self.group), socket.inet_aton("0.0.0.0"))
                sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, mreq)
                self.in_group = True
            except OSError as exc:  # no multicast here: broadcast may still come
                log.info("listener: cannot join %s: %s", self.group, _reason(exc))
        sock.settimeout(POLL_SECONDS)
        return sock

    def start(self) -> "Listener":
        if self._thread.is_alive() or self._stop.is_set():
            return self
        try:
            self._sock = self._open_socket()
        except OSError as exc:
            held = " (another program holds it)" if exc.errno in (errno.EADDRINUSE, errno.EACCES) else ""
            self.problem = (f"cannot listen for tables on port {self.port}: {_reason(exc)}{held}; "
                            "type the host's address and code instead")
            return self
        self.port = self._sock.getsockname()[1]
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                try:
                    raw, sender = self._sock.recvfrom(MAX_DATAGRAM + 1)
                except socket.timeout:
                    continue
                except OSError as exc:
                    if self._stop.is_set():
                        return
                    if exc.errno == errno.EMSGSIZE:  # Windows: a datagram longer than the buffer
                        self._ignore("?", "a datagram over the size limit")
                    elif exc.errno not in (errno.ECONNREFUSED, errno.ECONNRESET, errno.EINTR, errno.EAGAIN):
                        raise  # (those: what some systems report of a datagram lost)
                    continue
                self.hear(raw, sender[0])
        except Exception as exc:  # the list goes quiet; the window never sees a traceback
            log.exception("listener failed")
            self.problem = f"stopped listening for tables: {one_line(exc, 100)}"
        finally:
            self._sock.close()

    def hear(self, raw: bytes, ip: str) -> bool:
        """One datagram from ``ip``: True when it was a beacon and is kept."""
        self.counts["received"] += 1
        try:
            ws_port, entries = read_beacon(raw)
        except ValueError as exc:
            return self._ignore(ip, one_line(exc, 100))
        now = self.clock()
        found = tuple(FoundTable(e["code"], e["game"], e["seats_free"], e["host_name"], f"ws://{ip}:{ws_port}")
                      for e in entries)
        with self._lock:
            self._forget(now)
            if (ip, ws_port) not in self._heard and len(self._heard) >= MAX_SENDERS:
                return self._ignore(ip, f"already {MAX_SENDERS} hosts heard")
            if found:
                self._heard[(ip, ws_port)] = (now, found)
            else:
                self._heard.pop((ip, ws_port), None)
        return True

    def _ignore(self, ip: str, why: str) -> bool:
        self.counts["ignored"] += 1
        self.last_ignored = why
        log.debug("listener: ignored a datagram from %s: %s", ip, why)
        return False

    def _forget(self, now: float) -> None:
        for key, (heard, _) in list(self._heard.items()):
            if now - heard > self.forget_after:
                del self._heard[key]

    def tables(self) -> list[FoundTable]:
        """The tables heard in the last :data:`FORGET_SECONDS`, by host name, game and code."""
        with self._lock:
            self._forget(self.clock())
            found = [table for _, tables in self._heard.values() for table in tables]
        return sorted(found, key=lambda t: (t.host_name.casefold(), t.game, t.code, t.address))

    def stop(self) -> None:
        """Stop listening (within :data:`STOP_SECONDS`)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(STOP_SECONDS)
