"""SIGKILL a process in the middle of atomic writes: the target is never partial or missing.

A child process loops ``atomic_write_text`` of two large contents A and B onto
one file. The parent kills it (SIGKILL on POSIX) after a seeded random delay of
0-30 ms, then checks that the target is exactly A or exactly B, that the .bak
is too, and that only our temporary files were left behind. Each child start
costs one Python start-up (~0.1 s), so 220 kills take roughly 20-30 s.
"""

from __future__ import annotations

import pytest
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import ghostparlor

pytestmark = pytest.mark.slow

REPO = Path(ghostparlor.__file__).resolve().parent.parent
KILLS = 220
SEED = 20261129

CHILD = """
import sys
from pathlib import Path
from ghostparlor.persistence.atomic import atomic_write_text
target, a, b = sys.argv[1], Path(sys.argv[2]).read_text(), Path(sys.argv[3]).read_text()
print("ready", flush=True)
while True:
    atomic_write_text(target, a)
    atomic_write_text(target, b)
"""


def _contents(letter: str, lines: int) -> str:
    """Numbered lines, so a torn or mixed file can never equal the other content."""
    return "".join(f"{letter} {n:08d} {'~' * 60}\n" for n in range(lines))


def test_sigkill_never_leaves_a_partial_or_missing_file(tmp_path: Path) -> None:
    work, sources = tmp_path / "work", tmp_path / "sources"
    work.mkdir()
    sources.mkdir()
    a, b = _contents("A", 12_000), _contents("B", 18_000)  # ~0.9 MB and ~1.3 MB
    (sources / "a.txt").write_text(a)
    (sources / "b.txt").write_text(b)
    target = work / "board.txt"
    target.write_text(a)  # the file exists from the start, so it must never go missing
    temp_name = re.compile(r"\.board\.txt\..+\.tmp")
    env = dict(os.environ, PYTHONPATH=str(REPO), GHOSTPARLOR_HOME=str(tmp_path / "home"))
    rng = random.Random(SEED)
    torn_temps = 0
    started = time.monotonic()

    for kill in range(KILLS):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(target), str(sources / "a.txt"),
                                  str(sources / "b.txt")], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 env=env, cwd=tmp_path)
        try:
            ready = child.stdout.readline()
            assert ready == b"ready\n", child.stderr.read().decode(errors="replace")
            time.sleep(rng.uniform(0.0, 0.030))
            child.kill()  # SIGKILL on POSIX (TerminateProcess on Windows): no clean-up runs
            child.wait(timeout=10)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
            child.stdout.close()
            child.stderr.close()
        if hasattr(signal, "SIGKILL"):
            assert child.returncode == -signal.SIGKILL, f"child ended on its own at kill {kill}"

        assert target.exists(), f"target missing after kill {kill}"
        body = target.read_text()
        assert body == a or body == b, f"partial target after kill {kill} ({len(body)} chars)"
        backup = work / "board.txt.bak"
        if backup.exists():
            assert backup.read_text() in (a, b), f"partial .bak after kill {kill}"
        for leftover in work.iterdir():
            if leftover.name in ("board.txt", "board.txt.bak"):
                continue
            assert temp_name.fullmatch(leftover.name), f"unexpected file {leftover.name}"
            torn_temps += 1
            leftover.unlink()  # a crash may strand a temp file; it never replaces the target

    elapsed = time.monotonic() - started
    # Most kills must land mid-write, or the test proves nothing.
    assert torn_temps >= KILLS // 4, f"only {torn_temps} of {KILLS} kills interrupted a write"
    assert elapsed < 90, f"kill test took {elapsed:.0f} s"
