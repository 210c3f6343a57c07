"""Every hosted table kept in SQLite, so a host killed mid-game reopens where it stood.

One file (the standard library's driver, WAL mode): a row per table with how it was set
(seats, tokens, options: ``HostedTable.to_json``) and a row per action played, appended
before the host acknowledges it. A table is rebuilt by replaying its actions
(``HostedTable.from_json``). A finished table is kept as it was (its record can be read
back) and is not reopened.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any, Callable

from ghostparlor.net.host import HostedTable

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    meta TEXT NOT NULL,
    stored_actions INTEGER NOT NULL DEFAULT 0,
    over INTEGER NOT NULL DEFAULT 0,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (code, n)
);
"""


class StoreError(RuntimeError):
    """The store's file cannot be used (not a database, not ours, locked, read-only): ``str()``
    is one line naming the file; the file is left as it was."""


APPLICATION_ID = 0x47507374  # "GPst" in the file's header: a server database of ghostparlor
OUR_TABLES = {"tables", "actions"}


class Store:
    """The tables of one host or server, in the SQLite file ``path`` (":memory:" for tests).

    ``lock``: hold the file for this process alone (a second server on it is refused:
    two servers appending the same table's actions would mix them). The lock is a file
    ``<path>-lock`` beside it, locked with the system's advisory lock, let go when the
    process ends however it ends."""

    def __init__(self, path: str | Path, lock: bool = False) -> None:
        from ghostparlor.core.printable import shown_name

        self.path = path
        self._lock_fd: int | None = None
        self.name = name = shown_name(path)
        if str(path) != ":memory:" and Path(path).is_dir():
            raise StoreError(f"{name}: is a folder, not a database file; nothing was written")
        if str(path) != ":memory:" and (Path(path).exists() or Path(path).is_symlink()) and not Path(path).is_file():
            # a pipe, a device, a link to nothing: SQLite would block reading it or write through the link
            raise StoreError(f"{name}: is not a regular file; nothing was written")
        if lock and str(path) != ":memory:":
            self._lock_fd = _hold(Path(f"{path}-lock"), name)
        try:
            self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            self._let_go()
            raise StoreError(f"{name}: cannot be opened ({_said(exc)}); nothing was written") from None
        try:
            self._check_ours(name)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")  # WAL: a killed process loses nothing committed
            with self.db:
                self.db.execute("BEGIN")
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        self.db.execute(statement)
                self.db.execute(f"PRAGMA application_id={APPLICATION_ID}")
        except sqlite3.Error as exc:
            self.close()
            raise StoreError(f"{name}: is not a database this server can use ({_said(exc)}); it is left as it was") from None
        self._kept: dict[str, tuple[str, int]] = {}  # code -> (meta text, actions stored)

    def _check_ours(self, name: str) -> None:
        """A file with other tables, or marked by another program, is someone else's: refused
        before anything is written to it."""
        application = self.db.execute("PRAGMA application_id").fetchone()[0]
        found = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if application not in (0, APPLICATION_ID) or not found <= OUR_TABLES:
            self.close()
            raise StoreError(f"{name}: is a database of something else, not a ghostparlor server's; it is left as it was")

    def save(self, table: HostedTable) -> None:
        """Keep what changed at ``table``: its settings if they changed, its new actions."""
        meta = json.dumps(table.to_json(), sort_keys=True, separators=(",", ":"))
        kept_meta, stored = self._kept.get(table.code, (None, None))
        if stored is None:
            row = self.db.execute("SELECT stored_actions FROM tables WHERE code=?", (table.code,)).fetchone()
            stored = row[0] if row else 0
        actions = table.actions_json(stored)
        if meta == kept_meta and not actions:
            table.changed = False
            return
        with self.db:  # one transaction: the settings and the actions together
            self.db.execute("BEGIN")
            self.db.executemany("INSERT OR REPLACE INTO actions (code, n, action) VALUES (?, ?, ?)",
                                [(table.code, stored + i, json.dumps(a, separators=(",", ":"))) for i, a in enumerate(actions)])
            total = stored + len(actions)
            self.db.execute("INSERT INTO tables (code, meta, stored_actions, over, updated) VALUES (?, ?, ?, ?, ?) "
                            "ON CONFLICT(code) DO UPDATE SET meta=excluded.meta, stored_actions=excluded.stored_actions, "
                            "over=excluded.over, updated=excluded.updated",
                            (table.code, meta, total, int(table.is_over()), time.time()))
        self._kept[table.code] = (meta, total)
        table.changed = False

    def actions(self, code: str) -> list[dict[str, Any]]:
        rows = self.db.execute("SELECT action FROM actions WHERE code=? ORDER BY n", (code,)).fetchall()
        return [json.loads(text) for (text,) in rows]

    def open_tables(self, clock: Callable[[], float] = time.monotonic) -> tuple[list[HostedTable], list[str]]:
        """Every unfinished table rebuilt, and one line per table that could not be (it stays
        in the file as it was)."""
        try:
            rows = self.db.execute("SELECT code, meta, stored_actions FROM tables WHERE over=0 ORDER BY code").fetchall()
        except sqlite3.Error as exc:
            raise StoreError(f"{self.name}: its tables cannot be read ({_said(exc)})") from None
        tables, problems = [], []
        for code, meta, stored in rows:
            table, problem = self.reopen(code, meta, stored, clock)
            if table is not None:
                tables.append(table)
            else:
                problems.append(problem)
        return tables, problems

    def open_table(self, code: str, clock: Callable[[], float] = time.monotonic) -> HostedTable | None:
        """One unfinished table rebuilt (a table let go from memory while nobody was at it), or None."""
        row = self.db.execute("SELECT code, meta, stored_actions FROM tables WHERE code=? AND over=0", (code,)).fetchone()
        return self.reopen(*row, clock)[0] if row else None

    def reopen(self, code: Any, meta: Any, stored: Any, clock: Callable[[], float]) -> tuple[HostedTable | None, str]:
        from ghostparlor.core.printable import cut

        try:
            actions = self.actions(code)[:stored]
            if len(actions) != stored:
                raise ValueError(f"{stored} actions were acknowledged, {len(actions)} are kept")
            table = HostedTable.from_json(json.loads(meta), actions, clock)
            if table.code != code:
                raise ValueError("its settings name another table")
        except Exception as exc:  # a table that no longer replays stays in the file, closed
            return None, f"table {cut(code, 20)}: cannot be reopened: {_said(exc)}"
        self._kept[code] = (json.dumps(table.to_json(), sort_keys=True, separators=(",", ":")), stored)
        return table, ""

    def taken(self, code: str) -> bool:
        return self.db.execute("SELECT 1 FROM tables WHERE code=?", (code,)).fetchone() is not None

    def close(self) -> None:
        try:
            if hasattr(self, "db"):
                self.db.close()
        finally:
            self._let_go()

    def _let_go(self) -> None:
        if self._lock_fd is not None:
            import os

            os.close(self._lock_fd)  # the system lets the lock go with its last open file
            self._lock_fd = None


def _said(exc: BaseException) -> str:
    from ghostparlor.core.printable import escaped

    return escaped(str(exc), 120)


def _hold(path: Path, name: str) -> int:
    """The lock beside the database, held (its open file) or a StoreError."""
    import os

    from ghostparlor.persistence.locking import try_lock

    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0), 0o600)
    except OSError as exc:
        raise StoreError(f"{name}: its lock file cannot be made ({_said(exc.strerror or exc)}); nothing was written") from None
    try:
        held = try_lock(fd, 1 << 20)
    except OSError as exc:
        os.close(fd)
        raise StoreError(f"{name}: cannot be locked ({_said(exc.strerror or exc)}); nothing was written") from None
    if not held:
        os.close(fd)
        raise StoreError(f"{name}: another server uses it; nothing was written")
    return fd
