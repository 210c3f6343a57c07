"""The sound effects: one loudness, no clipping, short, and every sound the code plays exists.

Loudness is ITU-R BS.1770-4 integrated loudness (K-weighting, 400 ms blocks every 100 ms,
-70 LUFS absolute and -10 LU relative gates), measured here in pure Python, independently
of ``tools/make_sounds.py`` which made the files. A sound is zero-padded at its end to whole
100 ms steps and at least one 400 ms block, so a short sound is measured over one block.
Targets (stated in sounds/LICENSE.md): -20 LUFS for every effect, -26 LUFS for the UI click.
"""

from __future__ import annotations

import ast
import math
import sys
import wave
from array import array
from pathlib import Path

import pytest

import ghostparlor
from ghostparlor.resources import resource_root

TARGET_LUFS = -20.0
QUIETER = {"click": -26.0}  # the UI tick sits 6 LU under the effects
TOLERANCE_LU = 1.0
PEAK_DBFS = -1.0  # sample peak
UI_SOUNDS = {"click"}
LONG_SOUNDS = {"win", "lose"}
NEW_SOUNDS = {"door", "ghost_found", "haunting"}  # made for the tables to wire in


def effect_files() -> list[Path]:
    """The effects: the files directly in sounds/ (sounds/music/ holds the music)."""
    root = resource_root("sounds")
    return sorted(p for p in root.iterdir() if p.suffix in (".wav", ".ogg"))


def longest(name: str) -> float:
    return 0.3 if name in UI_SOUNDS else 3.0 if name in LONG_SOUNDS else 1.5


def read_channels(path: Path) -> tuple[list[list[float]], int]:
    """The channels of a 16-bit PCM WAV as lists of floats in -1..1, and its sample rate."""
    with wave.open(str(path)) as w:
        assert w.getsampwidth() == 2, f"{path.name}: not 16-bit"
        channels, rate = w.getnchannels(), w.getframerate()
        samples = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":  # WAV samples are little-endian
        samples.byteswap()
    return [[v / 32768 for v in samples[c::channels]] for c in range(channels)], rate


def biquad(xs: list[float], b0: float, b1: float, b2: float, a1: float, a2: float) -> list[float]:
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for x in xs:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def k_weighted(xs: list[float], rate: int) -> list[float]:
    """BS.1770-4's two K-weighting stages, designed for ``rate`` from their analogue prototypes
    (at 48 kHz these give the standard's published coefficients)."""
    k = math.tan(math.pi * 1681.974450955533 / rate)
    vh, q = 10 ** (3.999843853973347 / 20), 0.7071752369554196
    vb = vh ** 0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf = biquad(xs, (vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0,
                   2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    k, q = math.tan(math.pi * 38.13547087602444 / rate), 0.5003270373238773
    a0 = 1 + k / q + k * k
    return biquad(shelf, 1.0, -2.0, 1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)


def integrated_loudness(channels: list[list[float]], rate: int) -> float:
    step, block = rate // 10, 4 * (rate // 10)
    n = max(block, -(-len(channels[0]) // step) * step)
    weighted = [k_weighted(c + [0.0] * (n - len(c)), rate) for c in channels]
    # running sums of the squares, so each block's mean square is one subtraction
    sums = [0.0] * (n + 1)
    for c in weighted:
        total = 0.0
        for i, v in enumerate(c):
            total += v * v
            sums[i + 1] += total
    powers = [(sums[i + block] - sums[i]) / block for i in range(0, n - block + 1, step)]
    powers = [p for p in powers if p > 10 ** ((-70 + 0.691) / 10)]
    if not powers:
        return -math.inf
    gate = -0.691 + 10 * math.log10(sum(powers) / len(powers)) - 10
    powers = [p for p in powers if p > 10 ** ((gate + 0.691) / 10)]
    return -0.691 + 10 * math.log10(sum(powers) / len(powers))


def test_the_meter_reads_a_known_tone():
    """BS.1770-4: a 997 Hz sine at -20 dBFS peak in one channel reads -23.0 LUFS (within 0.1)."""
    rate = 44100
    tone = [0.1 * math.sin(2 * math.pi * 997 * i / rate) for i in range(rate)]
    assert integrated_loudness([tone], rate) == pytest.approx(-23.0, abs=0.1)


@pytest.fixture(scope="module")
def measured() -> dict[str, tuple[float, float, float, int]]:
    """name -> (loudness LUFS, sample peak dBFS, seconds, count of full-scale samples)."""
    out = {}
    for path in effect_files():
        assert path.suffix == ".wav", f"{path.name}: this test measures WAV effects only"
        channels, rate = read_channels(path)
        assert rate == 44100 and len(channels) in (1, 2), f"{path.name}: {rate} Hz, {len(channels)} channels"
        peak = max(abs(v) for c in channels for v in c)
        full = sum(1 for c in channels for v in c if abs(v) >= 32767 / 32768)
        out[path.stem] = (integrated_loudness(channels, rate), 20 * math.log10(peak), len(channels[0]) / rate, full)
    return out


def test_effects_share_one_loudness(measured):
    assert len(measured) >= 14
    for name, (lufs, _, _, _) in measured.items():
        target = QUIETER.get(name, TARGET_LUFS)
        assert abs(lufs - target) <= TOLERANCE_LU, f"{name}: {lufs:.1f} LUFS, target {target}"


def test_effects_do_not_clip_and_keep_headroom(measured):
    for name, (_, peak, _, full) in measured.items():
        assert full == 0, f"{name}: {full} samples at full scale"
        assert peak <= PEAK_DBFS, f"{name}: peak {peak:.2f} dBFS"


def test_effects_are_short(measured):
    for name, (_, _, secs, _) in measured.items():
        assert 0 < secs < longest(name), f"{name}: {secs:.2f} s"


def names_in(node: ast.AST | None) -> set[str]:
    """The sound names an expression can give: a string, either side of a conditional,
    the values of a dict (and the default of its .get)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return names_in(node.body) | names_in(node.orelse)
    if isinstance(node, ast.Dict):
        return set().union(*(names_in(v) for v in node.values))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        return names_in(node.func.value) | set().union(*(names_in(a) for a in node.args[1:]))
    return set()


def played_names() -> set[str]:
    """Every constant name passed to play_sound(...) or returned by a table's sound_for/step_sound."""
    names: set[str] = set()
    for path in Path(ghostparlor.__file__).parent.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        if "play_sound" not in source and "sound_for" not in source:
            continue
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "play_sound" and node.args:
                names |= names_in(node.args[0])
            elif isinstance(node, ast.FunctionDef) and node.name in ("sound_for", "step_sound"):
                for ret in ast.walk(node):
                    if isinstance(ret, ast.Return):
                        names |= names_in(ret.value)
    return names


def test_every_sound_the_game_plays_exists():
    played = played_names()
    assert {"click", "card_play", "dice_roll", "win", "lose"} <= played  # the scan finds the known ones
    root = resource_root("sounds")
    missing = sorted(n for n in played | NEW_SOUNDS
                     if not (root / f"{n}.wav").is_file() and not (root / f"{n}.ogg").is_file())
    assert not missing, f"no sound file for {missing}"
