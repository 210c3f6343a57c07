"""The network seats this app holds: ``net_seats.json`` in the user data folder.

For each table joined or hosted from this screen (its address and join code) the file
keeps the seats of the people at this screen with their tokens (a token is the key back
to a seat after a drop or a restart), the host's key when this app hosts it, the game,
and the name typed last on the network screens::

    {"format": 1, "name": "Ann", "tables": [
        {"address": "ws://192.168.1.20:8765", "code": "HT4K9M", "hosted": true, "game": "ghosts",
         "host_token": "...", "port": 8765, "seats": [{"seat": 0, "name": "Ann", "token": "..."}],
         "at": 1767225600.0}]}

Read with the reading discipline (``persistence.reading.read_user_file``: a damaged file is
set aside and the screens go on without it), written with ``persistence.atomic``; every
change re-reads the file under the folder's lock, so two windows on one user folder (a
host and a client on one machine) keep each other's tables. At most :data:`MAX_TABLES`
tables are kept (the oldest go first).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ghostparlor.core.strings import Said
from ghostparlor.net.messages import CODE_ALPHABET, CODE_LENGTH, NAME_CHARS, TOKEN_RE

FILE_NAME = "net_seats.json"
FORMAT = 1
MAX_BYTES = 256 * 1024
MAX_TABLES = 20
MAX_SEATS = 8
MAX_ADDRESS = 300


@dataclass
class KeptSeat:
    seat: int
    name: str
    token: str


@dataclass
class KeptTable:
    """One table with people of this screen at it."""

    address: str  # ws://host:port as this screen reaches it
    code: str
    hosted: bool = False
    game: str = ""
    host_token: str | None = None
    port: int | None = None  # the port this app hosted it on (reopened on the same one when free)
    seats: list[KeptSeat] = field(default_factory=list)
    at: float = 0.0  # when it was last written (the oldest are dropped first)

    def to_json(self) -> dict[str, Any]:
        return {"address": self.address, "code": self.code, "hosted": self.hosted, "game": self.game,
                "host_token": self.host_token, "port": self.port, "at": self.at,
                "seats": [{"seat": s.seat, "name": s.name, "token": s.token} for s in self.seats]}


@dataclass
class Kept:
    name: str = ""
    tables: list[KeptTable] = field(default_factory=list)

    def find(self, address: str, code: str) -> KeptTable | None:
        return next((k for k in self.tables if k.address == address and k.code == code), None)


def path() -> Path:
    from ghostparlor.persistence.paths import data_dir

    return data_dir() / FILE_NAME


class _Bad(ValueError):
    pass


def _text(value: Any, most: int, what: str, empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > most or (not value and not empty):
        raise _Bad(f"{what} is not a text of at most {most} characters")
    return value


def _token(value: Any, what: str) -> str:
    if not isinstance(value, str) or not TOKEN_RE.match(value):
        raise _Bad(f"{what} is not a seat key")
    return value


def _whole(value: Any, lo: int, hi: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _Bad(f"{what} is not a whole number from {lo} to {hi}")
    return value


def _table(data: Any, i: int) -> KeptTable:
    where = f"table {i + 1}"
    if not isinstance(data, dict):
        raise _Bad(f"{where} is not an object")
    code = _text(data.get("code"), CODE_LENGTH, f"{where}'s code")
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        raise _Bad(f"{where}'s code is not a join code")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) > MAX_SEATS:
        raise _Bad(f"{where}'s seats are not a list of at most {MAX_SEATS}")
    kept = []
    for j, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise _Bad(f"{where}, seat {j + 1} is not an object")
        kept.append(KeptSeat(_whole(seat.get("seat"), 0, 7, f"{where}'s seat number"),
                             _text(seat.get("name"), NAME_CHARS, f"{where}'s seat name", empty=True),
                             _token(seat.get("token"), f"{where}'s seat key")))
    host_token = data.get("host_token")
    port = data.get("port")
    at = data.get("at", 0.0)
    if not isinstance(at, (int, float)) or isinstance(at, bool) or not 0 <= at < 1e11:
        raise _Bad(f"{where}'s time is not a time")
    if not isinstance(data.get("hosted"), bool):
        raise _Bad(f"{where}'s hosted is not true or false")
    return KeptTable(address=_text(data.get("address"), MAX_ADDRESS, f"{where}'s address"), code=code,
                     hosted=data["hosted"], game=_text(data.get("game", ""), 40, f"{where}'s game", empty=True),
                     host_token=None if host_token is None else _token(host_token, f"{where}'s host key"),
                     port=None if port is None else _whole(port, 1, 65535, f"{where}'s port"),
                     seats=kept, at=float(at))


def parse(raw: bytes) -> Kept:
    """The file's bytes as :class:`Kept` (anything else raises: the file is damaged)."""
    from ghostparlor.persistence.reading import json_document

    data = json_document(raw)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _Bad(f"it is not a seats file of format {FORMAT}")
    tables = data.get("tables")
    if not isinstance(tables, list) or len(tables) > MAX_TABLES:
        raise _Bad(f"its tables are not a list of at most {MAX_TABLES}")
    return Kept(_text(data.get("name", ""), NAME_CHARS, "the name", empty=True), [_table(t, i) for i, t in enumerate(tables)])


def load(where: Path | None = None) -> tuple[Kept, str | None]:
    """What the file holds, and a one-line notice when it could not be used (then nothing
    is kept: a damaged file has been set aside)."""
    from ghostparlor.persistence.reading import read_user_file

    try:
        where = where or path()
    except OSError as exc:  # the data folder cannot be made
        return Kept(), Said("net.seats_unreadable", error=str(exc.strerror or exc))
    data, damage = read_user_file(where, parse, MAX_BYTES)
    if damage is not None:
        return Kept(), Said("net.seats_damaged", reason=damage.reason, fate=damage.fate)
    return (data if data is not None else Kept()), None


def _write(kept: Kept, where: Path) -> None:
    from ghostparlor.persistence.atomic import atomic_write_text

    tables = sorted(kept.tables, key=lambda k: k.at, reverse=True)[:MAX_TABLES]
    data = {"format": FORMAT, "name": kept.name[:NAME_CHARS], "tables": [k.to_json() for k in tables]}
    atomic_write_text(where, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def _change(change, where: Path | None = None) -> Kept:
    """Re-read the file under the folder's lock, ``change`` it, write it: OSError for the
    caller's one-line notice (the file stays as it was)."""
    from ghostparlor.persistence.locking import folder_lock

    where = where or path()
    with folder_lock(where.parent):
        kept, _ = load(where)
        change(kept)
        _write(kept, where)
    return kept


def remember(table: KeptTable, name: str | None = None, where: Path | None = None) -> Kept:
    """Keep ``table`` (replacing the one of the same address and code); ``name``: the name
    typed last."""
    table.at = time.time()

    def change(kept: Kept) -> None:
        kept.tables = [k for k in kept.tables if not (k.address == table.address and k.code == table.code)] + [table]
        if name:
            kept.name = name[:NAME_CHARS]
    return _change(change, where)


def remember_name(name: str, where: Path | None = None) -> Kept:
    def change(kept: Kept) -> None:
        kept.name = name[:NAME_CHARS]
    return _change(change, where)


def forget(address: str, code: str, where: Path | None = None) -> Kept:
    """Drop the table at ``address`` with ``code`` (finished, or no longer known there)."""
    def change(kept: Kept) -> None:
        kept.tables = [k for k in kept.tables if not (k.address == address and k.code == code)]
    return _change(change, where)
