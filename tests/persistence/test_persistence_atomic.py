"""Atomic replacement, the .bak copy and setting damaged files aside."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from ghostparlor.persistence import atomic
from ghostparlor.persistence.atomic import atomic_write_bytes, atomic_write_text, set_aside


def test_write_creates_folder_and_file(tmp_path: Path) -> None:
    target = tmp_path / "new" / "f.txt"
    atomic_write_text(target, "héllo\r\nworld\n")
    assert target.read_bytes() == "héllo\r\nworld\n".encode()  # newlines not translated
    assert sorted(os.listdir(target.parent)) == ["f.txt"]  # no .bak without a previous file


def test_bak_keeps_exactly_one_previous_version(tmp_path: Path) -> None:
    target = tmp_path / "f.bin"
    for data in (b"one", b"two", b"three"):
        atomic_write_bytes(target, data)
    assert target.read_bytes() == b"three"
    assert (tmp_path / "f.bin.bak").read_bytes() == b"two"
    assert sorted(os.listdir(tmp_path)) == ["f.bin", "f.bin.bak"]  # no temporary files left
    atomic_write_bytes(target, b"four", keep_backup=False)
    assert (tmp_path / "f.bin.bak").read_bytes() == b"two"


def test_failed_write_leaves_target_and_no_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.txt"
    atomic_write_text(target, "old")

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert sorted(os.listdir(tmp_path)) == ["f.txt"]


def test_bak_falls_back_to_copy_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(src: object, dst: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "link", no_links)
    target = tmp_path / "f.txt"
    atomic_write_text(target, "old")
    atomic_write_text(target, "new")
    assert (target.read_text(), (tmp_path / "f.txt.bak").read_text()) == ("new", "old")
    first = set_aside(target, "test")
    atomic_write_text(target, "newer")
    second = set_aside(target, "test")
    assert first != second and first.read_text() == "new" and second.read_text() == "newer"


def test_set_aside_renames_and_never_overwrites(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    names = []
    for n in range(3):
        target.write_bytes(b"broken %d" % n)
        moved = set_aside(target, "unit test")
        assert not target.exists()
        assert moved.parent == tmp_path
        assert re.fullmatch(r"save\.json\.damaged-\d{8}-\d{6}(-\d+)?", moved.name)
        names.append(moved.name)
    assert len(set(names)) == 3  # same second: suffixes keep them apart
    contents = sorted((tmp_path / name).read_bytes() for name in names)
    assert contents == [b"broken 0", b"broken 1", b"broken 2"]


def test_set_aside_suffixes_within_one_second(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    class FrozenClock(atomic.datetime):
        @classmethod
        def now(cls, tz: object = None) -> "FrozenClock":
            return cls(2026, 11, 29, 14, 15, 0)

    monkeypatch.setattr(atomic, "datetime", FrozenClock)
    target = tmp_path / "settings.yaml"
    moved = []
    for n in range(3):
        target.write_text(f"v{n}")
        moved.append(set_aside(target, "unit test").name)
    stem = "settings.yaml.damaged-20261129-141500"
    assert moved == [stem, stem + "-2", stem + "-3"]
    assert [(tmp_path / name).read_text() for name in moved] == ["v0", "v1", "v2"]
