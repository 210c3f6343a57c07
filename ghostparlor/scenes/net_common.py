"""What the "Play together" screens share: reading an address and a join code as typed,
this computer's addresses on the local network, the table this app hosts (a
:class:`Hosting`: the server thread beside the window and its SQLite store) and the
unfinished tables of that store.

Nothing here draws; the screens are ``net_menu.py`` (host or join), ``net_host.py``,
``net_join.py`` and ``net_lobby.py`` (who sits where, the code to read out, Start), with
``net_seating.py`` for this screen's people at one table.
"""

from __future__ import annotations

import json
import re
import socket
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ghostparlor.net.messages import CODE_ALPHABET, CODE_LENGTH

DEFAULT_PORT = 8765
BIND_HOST = "0.0.0.0"  # every network of this computer (the tests bind 127.0.0.1)
PORT_TRIES = 20  # 8765, then the next free one up to 8784
STORE_NAME = "tables.sqlite"
# discovery on the local network (ghostparlor/net/discovery.py): None takes that module's
# defaults (the listener on every network at its port; the beacon to broadcast and multicast);
# the tests listen on 127.0.0.1 and send to it only (an empty list: no beacon at all)
DISCOVERY_BIND: str | None = None
DISCOVERY_PORT: int | None = None
BEACON_TARGETS: list[tuple[str, int]] | None = None
AWAY_CHOICES = (30, 60, 120, 300)  # the seconds a table waits for a person who dropped
MAX_ADDRESS_CHARS = 120
_HOST = re.compile(r"^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$")
_IPV6 = re.compile(r"^\[[0-9A-Fa-f:.]{2,45}\]$")


class AddressError(ValueError):
    """An address that cannot be read (the message is the catalog key of the one-line reason)."""


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> str:
    """``ws://host:port``, ``wss://host:port``, ``host:port`` or ``host`` (the default port)
    as the URL to connect to; :class:`AddressError` for anything else."""
    text = "".join(text.split())  # spaces anywhere (a pasted address) do not count
    if not text:
        raise AddressError("net.err.no_address")
    if len(text) > MAX_ADDRESS_CHARS:
        raise AddressError("net.err.bad_address")
    scheme = "ws"
    lowered = text.lower()
    for prefix in ("ws://", "wss://"):
        if lowered.startswith(prefix):
            scheme, text = prefix[:-3], text[len(prefix):]
            break
    else:
        if "://" in text:
            raise AddressError("net.err.bad_address")
    text = text.rstrip("/")
    if text.startswith("["):  # [::1]:8765
        host, closed, rest = text.partition("]")
        host += "]"
        port_text = rest[1:] if rest.startswith(":") else ("" if not rest else None)
        if not closed or not _IPV6.match(host) or port_text is None:
            raise AddressError("net.err.bad_address")
    else:
        host, colon, port_text = text.partition(":")
        if not _HOST.match(host) or (colon and not port_text):
            raise AddressError("net.err.bad_address")
    if port_text:
        if not port_text.isascii() or not port_text.isdigit() or len(port_text) > 5 or not 1 <= int(port_text) <= 65535:
            raise AddressError("net.err.bad_port")
        port = int(port_text)
    else:
        port = default_port
    return f"{scheme}://{host.lower()}:{port}"


def clean_code(text: str) -> str | None:
    """A join code as typed (spaces, dashes, lower case forgiven) as the code, or None."""
    code = "".join(c for c in text.upper() if not c.isspace() and c not in "-_.")
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None
    return code


def spaced_code(code: str) -> str:
    """``HT4K9M`` as ``HT4 K9M`` (read out in two halves)."""
    half = len(code) // 2
    return f"{code[:half]} {code[half:]}"


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks, best first, found without sending a
    packet (a UDP socket "connected" to a private address tells the address the system
    would send from); the host name's addresses next; 127.0.0.1 when there is none."""
    found: list[str] = []

    def keep(ip: str) -> None:
        if ip and not ip.startswith(("127.", "0.", "169.254.")) and ip not in found:
            found.append(ip)

    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 9))
                keep(sock.getsockname()[0])
        except OSError:
            continue
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            keep(str(info[4][0]))
    except (OSError, UnicodeError):
        pass
    return found[:3] or ["127.0.0.1"]


def free_port(host: str, first: int, tries: int = PORT_TRIES) -> int:
    """The first port from ``first`` nobody listens on at ``host`` (OSError when none is)."""
    import os

    for port in range(first, min(65536, first + tries)):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            if os.name == "posix":  # as the server binds: a port left in TIME_WAIT is free
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind((host, port))
            except OSError:
                continue
            return port
    raise OSError(f"ports {first}-{first + tries - 1} are all in use")


def store_path() -> Path:
    from ghostparlor.persistence.paths import data_dir

    return data_dir() / STORE_NAME


@dataclass
class Unfinished:
    """A table of this app's store that is not over: what its Reopen button says."""

    code: str
    game: str
    players: int
    moves: int
    started: bool
    updated: float


def unfinished_tables(path: Path | None = None, most: int = 50) -> tuple[list[Unfinished], str | None]:
    """The unfinished tables of the store (newest first) read without changing the file, and
    a one-line reason when the file cannot be read."""
    import sqlite3

    from ghostparlor.games import REGISTRY

    try:
        path = path or store_path()  # the data folder may be unusable (a file in its place)
    except OSError as exc:
        return [], str(getattr(exc, "strerror", None) or exc)[:120]
    if not path.is_file():
        return [], None
    out: list[Unfinished] = []
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=1.0)
        try:
            rows = db.execute("SELECT code, meta, stored_actions, updated FROM tables WHERE over=0 "
                              "ORDER BY updated DESC LIMIT ?", (most,)).fetchall()
        finally:
            db.close()
    except sqlite3.Error as exc:
        return [], str(exc)[:120]
    for code, meta, moves, updated in rows:
        try:
            data = json.loads(meta)
            game = data["game"]
            if game not in REGISTRY or not isinstance(code, str) or clean_code(code) != code:
                continue
            out.append(Unfinished(code, game, int(data["players"]), int(moves), data.get("plans") is not None,
                                  float(updated)))
        except (ValueError, KeyError, TypeError):
            continue
    return out, None


class Hosting:
    """A table hosted by this app: a :class:`~ghostparlor.net.server.ServerThread` on
    ``bind`` (every network by default) with the store in the user data folder. It runs while
    the game is played; ``App.stop_hosting`` stops it when the person goes back to the title
    or closes the window."""

    def __init__(self, path: Path | None = None, bind: str | None = None, port: int | None = None) -> None:
        self.path = path  # None: the user data folder's, found when the server starts (it may fail then)
        self.bind = bind or BIND_HOST
        self.wanted_port = port or DEFAULT_PORT
        self.server: Any = None
        self.beacon: Any = None
        self.port = 0

    def start(self) -> "Hosting":
        """Listen (OSError, or StoreError for a store that cannot be used, with a reason)."""
        from ghostparlor.net.server import ServerThread
        from ghostparlor.net.store import Store

        last: OSError | None = None
        first = self.wanted_port
        for _ in range(3):  # another program may take the port found free before the server binds it
            port = free_port(self.bind, first)
            if self.path is None:
                try:
                    self.path = store_path()
                except OSError as exc:
                    from ghostparlor.core.printable import shown_name

                    where = shown_name(getattr(exc, "filename", None) or "the data folder")
                    raise OSError(f"{where} is not a folder that can be used ({exc.strerror or exc})") from None
            store = Store(self.path)  # the hub reopens every unfinished table of it
            try:
                self.server = ServerThread(self.bind, port, store).start()
            except OSError as exc:
                store.close()
                last, first = exc, port + 1
                continue
            self.port = self.server.port
            return self
        raise last or OSError("no port")

    @property
    def url(self) -> str:
        """How this screen's own seats reach the table."""
        return f"ws://127.0.0.1:{self.port}"

    def addresses(self) -> list[str]:
        """The addresses the others type (this computer's on its networks)."""
        if self.bind.startswith("127."):
            return [f"ws://{self.bind}:{self.port}"] + [f"ws://{ip}:{self.port}" for ip in lan_addresses() if ip != "127.0.0.1"][:1]
        return [f"ws://{ip}:{self.port}" for ip in lan_addresses()]

    def announce(self, host_name: str) -> None:
        """Announce the open tables of this server on the local network (a discovery Beacon),
        so the Join screens there list them; nothing when discovery cannot be used."""
        if self.beacon is not None or self.server is None or BEACON_TARGETS == []:
            return
        discovery = discovery_module()
        if discovery is None:
            return
        hub = self.server.hub
        self.beacon = discovery.Beacon(self.port, lambda: discovery.open_tables(list(hub.tables.values()), host_name),
                                       targets=BEACON_TARGETS).start()

    def stop(self) -> None:
        beacon, self.beacon = self.beacon, None
        if beacon is not None:
            try:
                beacon.stop()
            except Exception:  # noqa: BLE001 - stopping must never fail the way home
                pass
        server, self.server = self.server, None
        if server is not None:
            server.stop()


def discovery_module() -> Any:
    """``ghostparlor.net.discovery`` (the beacon and the listener), or None where it cannot
    be imported: then tables are joined by address and code only."""
    try:
        from ghostparlor.net import discovery
    except ImportError:
        return None
    return discovery


def start_listener() -> Any:
    """A started discovery Listener (its ``problem`` says when it cannot listen), or None."""
    discovery = discovery_module()
    if discovery is None:
        return None
    kwargs: dict[str, Any] = {}
    if DISCOVERY_PORT is not None:
        kwargs["port"] = DISCOVERY_PORT
    if DISCOVERY_BIND is not None:
        kwargs["bind"] = DISCOVERY_BIND
        if DISCOVERY_BIND.startswith("127."):
            kwargs["group"] = None  # loopback only: no multicast group
    return discovery.Listener(**kwargs).start()


def close_quietly(*connections: Any) -> None:
    """Close connections without making the window wait (a closing connection may wait for
    its thread's pause between tries)."""
    def close() -> None:
        for connection in connections:
            try:
                connection.send({"t": "bye"})
                connection.close()
            except Exception:  # noqa: BLE001 - a connection already gone
                pass
    if connections:
        threading.Thread(target=close, name="ghostparlor-net-close", daemon=True).start()
