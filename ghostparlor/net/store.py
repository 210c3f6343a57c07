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
    """The store's file cannot be used (not a database, locked, read-only)."""


class Store:
    """The tables of one host or server, in the SQLite file ``path`` (":memory:" for tests)."""

    def __init__(self, path: str | Path) -> None:
        try:
            self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")  # WAL: a killed process loses nothing committed
            self.db.executescript(SCHEMA)
        except sqlite3.Error as exc:
            raise StoreError(f"{path}: {exc}") from None
        self._kept: dict[str, tuple[str, int]] = {}  # code -> (meta text, actions stored)

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
        """Every unfinished table rebuilt, and one line per table that could not be."""
        tables, problems = [], []
        for code, meta, stored in self.db.execute("SELECT code, meta, stored_actions FROM tables WHERE over=0").fetchall():
            try:
                actions = self.actions(code)[:stored]
                table = HostedTable.from_json(json.loads(meta), actions, clock)
            except Exception as exc:  # a table that no longer replays stays in the file, closed
                problems.append(f"table {code}: cannot be reopened: {str(exc)[:120]}")
                continue
            self._kept[code] = (json.dumps(table.to_json(), sort_keys=True, separators=(",", ":")), stored)
            tables.append(table)
        return tables, problems

    def taken(self, code: str) -> bool:
        return self.db.execute("SELECT 1 FROM tables WHERE code=?", (code,)).fetchone() is not None

    def close(self) -> None:
        self.db.close()
