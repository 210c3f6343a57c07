"""The hosted tables' file (tables.sqlite, server.sqlite3) is a special file: a pipe, a
link to /dev/zero, a link to nothing, a folder. Opening it is refused in one line at
once (SQLite would block reading a pipe, or create a file through a dangling link), and
the app's Reopen list reads nothing; the planted thing is left as it was."""

import os
import threading

import pytest

from ghostparlor.net.store import Store, StoreError
from ghostparlor.scenes.net_common import unfinished_tables


def _plant(kind, path, tmp_path):
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        os.symlink("/dev/zero", path)
    elif kind == "dangling":
        os.symlink(tmp_path / "nowhere" / "x.sqlite", path)
    else:
        path.mkdir()


@pytest.mark.parametrize("kind", ["fifo", "zero", "dangling", "folder"])
def test_a_special_file_as_the_tables_file_is_refused_at_once(tmp_path, kind):
    path = tmp_path / "tables.sqlite"
    _plant(kind, path, tmp_path)
    outcome = {}

    def open_it():
        try:
            Store(path)
        except StoreError as exc:
            outcome["error"] = str(exc)

    worker = threading.Thread(target=open_it, daemon=True)
    worker.start()
    worker.join(5.0)
    assert not worker.is_alive(), f"opening a {kind} hung"
    assert "error" in outcome and "\n" not in outcome["error"], outcome
    assert unfinished_tables(path) == ([], None)
    assert not (tmp_path / "nowhere").exists()  # nothing made through a link
