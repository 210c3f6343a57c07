"""Leftovers of interrupted writes (issue 48, round two): at the start the app removes the
stale temporary files of its own naming from its user folders, exactly those."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from ghostparlor.persistence import atomic, leftovers

OLD = time.time() - 3600  # an hour ago: stale


def plant(path: Path, when: float = OLD) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"half a file")
    os.utime(path, (when, when))
    return path


def test_the_temporary_name_of_a_write_is_of_the_shape_swept(home):
    target = home / "config" / "settings.yaml"
    target.parent.mkdir(parents=True)
    fd, temp = atomic._new_temp(target)
    os.close(fd)
    assert temp.parent == target.parent and atomic.TEMP_NAME.fullmatch(temp.name)
    assert atomic.TEMP_NAME.fullmatch(atomic.temp_name(target, ".bak").name)
    os.utime(temp, (OLD, OLD))
    assert leftovers.sweep() == [temp] and not temp.exists()


def test_stale_temporary_files_of_the_apps_own_naming_are_removed(home):
    ours = [
        plant(atomic.temp_name(home / "config" / "settings.yaml")),
        plant(atomic.temp_name(home / "config" / "settings.yaml", ".bak")),
        plant(atomic.temp_name(home / "data" / "stats.json")),
        plant(atomic.temp_name(home / "data" / "net_seats.json")),
        plant(atomic.temp_name(home / "data" / "saves" / "current-ghosts.json")),
        plant(atomic.temp_name(home / "data" / "saves" / "current-ghosts.json", ".bak")),
        plant(atomic.temp_name(home / "data" / "saves" / "current.json")),
        plant(home / "data" / "saves" / ".current-treasure_hunters.json.k3j_x9ab.tmp"),  # tempfile.mkstemp's, older versions
        plant(atomic.temp_name(home / "data" / "replays" / "ghosts" / "20260101-120000-2.json")),
        plant(home / "cache" / "yaml-0123abcd.json.4242.tmp"),  # cache_file.py's
        plant(home / "cache" / "title-frame.rgb.77.tmp"),
        plant(home / "cache" / "catalog-ghostparlor.pot.txt.9.tmp"),
    ]
    assert sorted(leftovers.sweep()) == sorted(ours)
    assert not any(p.exists() for p in ours)


def test_anything_else_is_left_alone(home, tmp_path):
    outside = plant(tmp_path / "elsewhere" / "precious.json")
    fifo = home / "data" / "saves" / atomic.temp_name(home / "data" / "saves" / "current-ghosts.json").name
    fifo.parent.mkdir(parents=True)
    os.mkfifo(fifo)
    folder = home / "config" / atomic.temp_name(home / "config" / "settings.yaml").name
    folder.mkdir(parents=True)
    link = home / "data" / atomic.temp_name(home / "data" / "stats.json").name
    link.symlink_to(outside)
    others = [
        plant(atomic.temp_name(home / "config" / "settings.yaml"), time.time() - 30),  # fresh: a write under way
        plant(home / "config" / "foo.tmp"),  # merely ends in .tmp
        plant(home / "config" / ".settings.yaml.tmp"),
        plant(home / "config" / "settings.yaml.tmp"),
        plant(home / "config" / ".settings.yaml.0123456789AB.tmp"),  # not our random part
        plant(home / "config" / ".settings.yaml.0123456789ab.tmp.part"),
        plant(home / "config" / ".settings.yaml.0123456789abc.tmp"),
        plant(home / "config" / ".editor.conf.0123456789ab.tmp"),  # another program's file in our folder
        plant(home / "config" / ".stats.json.0123456789ab.tmp"),  # a name the app does not write there
        plant(home / "data" / ".notes.txt.0123456789ab.tmp"),
        plant(home / "data" / "saves" / ".current-Ghosts.json.0123456789ab.tmp"),
        plant(home / "data" / "replays" / "ghosts" / ".x.json.0123456789ab.tmp"),
        plant(home / "cache" / "yaml-0123abcd.json.x.tmp"),
        plant(home / "cache" / "notes.txt.4242.tmp"),
        plant(home / "cache" / atomic.temp_name(home / "cache" / "yaml-0123abcd.json").name),  # the cache names its own way
        plant(home / "other" / atomic.temp_name(home / "other" / "settings.yaml").name),  # not a folder of the app
        plant(home / "log" / atomic.temp_name(home / "log" / "settings.yaml").name),
        plant(tmp_path / atomic.temp_name(tmp_path / "settings.yaml").name),
    ]
    assert leftovers.sweep() == []
    assert all(p.exists() for p in others) and outside.exists() and link.is_symlink()
    assert fifo.exists() and folder.is_dir()


def test_the_app_sweeps_after_its_first_frame(home):
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    stale = plant(atomic.temp_name(home / "data" / "saves" / "current-ghosts.json"))
    fresh = plant(atomic.temp_name(home / "data" / "saves" / "current-ghosts.json"), time.time())
    app = App(headless=True)
    try:
        assert stale.exists()  # nothing before the title is on screen
        app.home()
        app.step(0.0)
        app._after_first_frame()
        assert not stale.exists() and fresh.exists()
    finally:
        app.shutdown()
        reset_assets()


@pytest.mark.parametrize("missing", ["everything", "replays"])
def test_a_sweep_of_folders_that_are_not_there_or_are_files_does_nothing(home, missing):
    if missing == "replays":
        plant(home / "data" / "replays")  # a file where the folder should be
    assert leftovers.sweep() == []
