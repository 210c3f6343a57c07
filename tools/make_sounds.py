#!/usr/bin/env python3
"""Make ghostparlor's sound effects from SoundFont instruments and shaped noise.

Run from the repository root (build time only; needs mido, numpy and Debian's
``fluidsynth`` with ``fluid-soundfont-gm``):

    python tools/make_sounds.py            # every effect, then sounds/LICENSE.md
    python tools/make_sounds.py door win   # only these (LICENSE.md is left alone)

Each effect is a little MIDI score (written with mido, rendered by fluidsynth
from FluidR3_GM.sf2 to 32-bit float with its reverb and chorus off) mixed in
numpy with noise shaped by filters and envelopes (seeded, so the same on every
run), a small synthetic room, and then normalised:

* loudness: ITU-R BS.1770-4 integrated loudness (K-weighting, 400 ms blocks
  every 100 ms, -70 LUFS absolute and -10 LU relative gates), the signal
  zero-padded at its end to whole 100 ms steps and at least one block, so a
  short sound is measured over one 400 ms block.  Target -20 LUFS for every
  effect, -26 LUFS for the UI click;
* peaks: a 4x oversampled ("true-ish") peak at most -1 dBTP, kept by a
  look-ahead limiter where a transient would pass it, so no sample clips.

Output: 16-bit mono PCM WAV, 44.1 kHz, rounded (no dither).  fluidsynth 2.3
renders byte-identical float output run after run (checked), so with the same
fluidsynth and SoundFont the WAV files come out byte for byte the same.
tests/ui/test_sound_loudness.py re-measures every file in pure Python.
"""

from __future__ import annotations

import math
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass, field
from pathlib import Path

import mido
import numpy as np

SR = 44100
SF2 = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
OUT = Path(__file__).resolve().parent.parent / "sounds"
TARGET_LUFS = -20.0
UI_LUFS = -26.0
CEILING_DBTP = -1.0
LIMIT_DBTP = -1.3  # the limiter's ceiling: a little under, so 16-bit rounding cannot pass -1

# General MIDI drum notes (channel 10) and kits (bank 128)
STANDARD_KIT, BRUSH_KIT = 0, 40
SIDE_STICK, BRUSH_TAP, BRUSH_SWIRL, HI_WOOD_BLOCK, LOW_WOOD_BLOCK = 37, 38, 40, 76, 77


# --------------------------------------------------------------------------
# A small score rendered by fluidsynth
# --------------------------------------------------------------------------
@dataclass
class Part:
    """One instrument on its own MIDI channel: notes are (at s, key, velocity, length s);
    ``bends`` are (at s, semitones within +-2); ``expression`` (at s, 0..127) ramps CC 11."""

    program: int
    notes: list
    bank: int = 0
    drums: bool = False
    bends: list = field(default_factory=list)
    expression: list = field(default_factory=list)
    pan: int = 64


def ramp(points, step: float = 0.01) -> list:
    """(at s, value) control points joined by straight lines sampled every ``step`` seconds,
    so a swell or a slide moves smoothly instead of in audible steps."""
    out = []
    for (t0, v0), (t1, v1) in zip(points, points[1:]):
        n = max(1, int(round((t1 - t0) / step)))
        out += [(t0 + (t1 - t0) * i / n, v0 + (v1 - v0) * i / n) for i in range(n)]
    return out + [points[-1]]


def render(parts: list[Part], length: float) -> np.ndarray:
    """The parts played by fluidsynth (reverb and chorus off), as mono float samples."""
    ticks_per_second = 960  # tempo 500000 us per beat at 480 ticks per beat
    mid = mido.MidiFile(ticks_per_beat=480)
    events = []
    melodic = iter(c for c in range(16) if c != 9)
    for part in parts:
        ch = 9 if part.drums else next(melodic)
        if not part.drums:  # channel 10 plays bank 128 (the kits) by itself
            events.append((0.0, 0, mido.Message("control_change", channel=ch, control=0, value=part.bank)))
        events += [(0.0, 1, mido.Message("program_change", channel=ch, program=part.program)),
                   (0.0, 1, mido.Message("control_change", channel=ch, control=10, value=part.pan)),
                   (0.0, 1, mido.Message("control_change", channel=ch, control=7, value=100))]
        for at, key, vel, dur in part.notes:
            events.append((at, 3, mido.Message("note_on", channel=ch, note=key, velocity=vel)))
            events.append((at + dur, 2, mido.Message("note_off", channel=ch, note=key, velocity=0)))
        for at, semis in part.bends:
            events.append((at, 2, mido.Message("pitchwheel", channel=ch, pitch=int(max(-8192, min(8191, semis / 2 * 8192))))))
        for at, value in part.expression:
            events.append((at, 2, mido.Message("control_change", channel=ch, control=11, value=int(value))))
    events.append((length, 4, mido.Message("control_change", channel=0, control=110, value=0)))  # holds the end
    events.sort(key=lambda e: (e[0], e[1]))
    track = mido.MidiTrack()
    mid.tracks.append(track)
    track.append(mido.MetaMessage("set_tempo", tempo=500000))
    now = 0
    for at, _, msg in events:
        tick = int(round(at * ticks_per_second))
        track.append(msg.copy(time=tick - now))
        now = tick
    with tempfile.TemporaryDirectory() as tmp:
        midi_path, raw_path = Path(tmp) / "fx.mid", Path(tmp) / "fx.raw"
        mid.save(str(midi_path))
        subprocess.run(["fluidsynth", "-ni", "-q", "-g", "0.5", "-r", str(SR), "-T", "raw", "-O", "float",
                        "-o", "synth.reverb.active=0", "-o", "synth.chorus.active=0",
                        "-F", str(raw_path), str(SF2), str(midi_path)],
                       check=True, stdout=subprocess.DEVNULL)
        stereo = np.frombuffer(raw_path.read_bytes(), dtype="<f4").astype(np.float64).reshape(-1, 2)
    mono = stereo.mean(axis=1)
    n = int(round(length * SR))
    return np.pad(mono, (0, max(0, n - len(mono))))[:n]


# --------------------------------------------------------------------------
# Shaped noise and mixing (float64 arrays, about -1..1)
# --------------------------------------------------------------------------
def seconds(x: np.ndarray) -> np.ndarray:
    return np.arange(len(x)) / SR


def silence(dur: float) -> np.ndarray:
    return np.zeros(int(round(dur * SR)))


def noise(dur: float, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).uniform(-1.0, 1.0, int(round(dur * SR)))


def place(dst: np.ndarray, src: np.ndarray, at: float = 0.0, gain: float = 1.0) -> np.ndarray:
    """Mix src into dst from time ``at`` (seconds); what runs past dst's end is dropped."""
    start = int(round(at * SR))
    end = min(len(dst), start + len(src))
    if end > start:
        dst[start:end] += gain * src[: end - start]
    return dst


def biquad(x: np.ndarray, kind: str, freq, q: float = 0.707) -> np.ndarray:
    """RBJ cookbook low/high/band-pass; ``freq`` in Hz, a number or a function of the time
    (an array of seconds) or of the fraction of the buffer played (``u``, 0..1)."""
    freqs = np.broadcast_to(np.asarray(freq(seconds(x), np.linspace(0, 1, len(x))) if callable(freq) else freq,
                                       dtype=np.float64), x.shape)
    w = 2 * np.pi * np.clip(freqs, 10.0, SR * 0.45) / SR
    cos, alpha = np.cos(w), np.sin(w) / (2 * q)
    if kind == "low":
        b0 = b2 = (1 - cos) / 2
        b1 = 1 - cos
    elif kind == "high":
        b0 = b2 = (1 + cos) / 2
        b1 = -(1 + cos)
    else:  # band-pass, 0 dB peak
        b0, b1, b2 = alpha, np.zeros_like(w), -alpha
    a0 = 1 + alpha
    coef = [(c / a0).tolist() for c in (b0, b1, b2, -2 * cos, 1 - alpha)]
    out = [0.0] * len(x)
    x1 = x2 = y1 = y2 = 0.0
    for i, xi in enumerate(x.tolist()):
        y = coef[0][i] * xi + coef[1][i] * x1 + coef[2][i] * x2 - coef[3][i] * y1 - coef[4][i] * y2
        x2, x1, y2, y1 = x1, xi, y1, y
        out[i] = y
    return np.array(out)


def decay(x: np.ndarray, attack: float, tau: float, delay: float = 0.0) -> np.ndarray:
    """Linear attack then exponential decay (time constant tau), starting at ``delay``."""
    t = seconds(x) - delay
    g = np.where(t < attack, np.clip(t / max(attack, 1e-6), 0, 1), np.exp(-(t - attack) / tau))
    return x * np.where(t < 0, 0.0, g)


def swell(x: np.ndarray, power: float = 2.0, peak: float = 0.5) -> np.ndarray:
    """A rise and fall over the whole buffer, loudest at fraction ``peak``."""
    u = np.linspace(0.0, 1.0, len(x))
    g = np.where(u < peak, u / peak, (1 - u) / (1 - peak))
    return x * np.sin(np.pi / 2 * g) ** power


def fade(x: np.ndarray, fin: float = 0.001, fout: float = 0.02) -> np.ndarray:
    x = x.copy()
    n_in, n_out = max(1, int(fin * SR)), max(1, int(fout * SR))
    x[:n_in] *= np.linspace(0, 1, n_in)
    x[-n_out:] *= np.linspace(1, 0, n_out) ** 2
    return x


def resonate(x: np.ndarray, modes) -> np.ndarray:
    """A bank of band-pass resonators: modes are (Hz, Q, gain)."""
    return sum(gain * biquad(x, "band", f, q) for f, q, gain in modes)


def fft_convolve(x: np.ndarray, ir: np.ndarray) -> np.ndarray:
    n = len(x) + len(ir) - 1
    size = 1 << (n - 1).bit_length()
    return np.fft.irfft(np.fft.rfft(x, size) * np.fft.rfft(ir, size), size)[: len(x)]


def room(x: np.ndarray, rt60: float, wet: float, seed: int, bright: float = 5000.0) -> np.ndarray:
    """A parlor's reverb: seeded decaying noise as the impulse response (dry + wet)."""
    ir = noise(rt60, seed) * np.exp(-6.9 * seconds(silence(rt60)) / rt60)
    ir = biquad(ir, "low", bright, 0.6)
    ir[: int(0.012 * SR)] = 0.0  # pre-delay
    ir /= np.sqrt(np.sum(ir ** 2))
    return x + wet * fft_convolve(x, ir)


# --------------------------------------------------------------------------
# Loudness and peaks
# --------------------------------------------------------------------------
def k_weighting(x: np.ndarray) -> np.ndarray:
    """BS.1770-4 K-weighting at 44.1 kHz (the 48 kHz filters' analogue prototypes)."""
    k = math.tan(math.pi * 1681.974450955533 / SR)
    vh, q = 10 ** (3.999843853973347 / 20), 0.7071752369554196
    vb = vh ** 0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf = ((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0,
             2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    k = math.tan(math.pi * 38.13547087602444 / SR)
    q = 0.5003270373238773
    a0 = 1 + k / q + k * k
    high = (1.0, -2.0, 1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    y = x.tolist()
    for b0, b1, b2, a1, a2 in (shelf, high):
        x1 = x2 = y1 = y2 = 0.0
        for i, xi in enumerate(y):
            yi = b0 * xi + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
            x2, x1, y2, y1 = x1, xi, y1, yi
            y[i] = yi
    return np.array(y)


def loudness(x: np.ndarray) -> float:
    """Integrated loudness in LUFS (see the module docstring for short sounds)."""
    step, block = SR // 10, 4 * (SR // 10)
    n = max(block, -(-len(x) // step) * step)
    z = k_weighting(np.pad(x, (0, n - len(x)))) ** 2
    powers = np.array([z[i:i + block].mean() for i in range(0, n - block + 1, step)])
    powers = powers[powers > 10 ** ((-70 + 0.691) / 10)]
    if not len(powers):
        return -math.inf
    gate = 10 * math.log10(powers.mean()) - 0.691 - 10
    powers = powers[powers > 10 ** ((gate + 0.691) / 10)]
    return -0.691 + 10 * math.log10(powers.mean())


def true_peak(x: np.ndarray) -> float:
    """Peak of the signal oversampled 4x (band-limited interpolation by FFT), in dBTP."""
    spectrum = np.fft.rfft(x)
    up = np.fft.irfft(spectrum, 4 * len(x)) * 4
    return 20 * math.log10(max(np.max(np.abs(up)), np.max(np.abs(x)), 1e-12))


def limit(x: np.ndarray, ceiling_db: float, hold: float = 0.002) -> np.ndarray:
    """Look-ahead limiter: the gain at each sample is at most ceiling / |x| over a window around it,
    smoothed by a moving average no wider than that window (so it never lets a peak through)."""
    ceiling = 10 ** (ceiling_db / 20)
    need = np.minimum(1.0, ceiling / np.maximum(np.abs(x), 1e-12))
    w = 2 * int(hold * SR) + 1
    padded = np.pad(need, (w // 2, w // 2), constant_values=1.0)
    window_min = np.lib.stride_tricks.sliding_window_view(padded, w).min(axis=1)
    padded = np.pad(window_min, (w // 2, w // 2), constant_values=1.0)
    gain = np.convolve(padded, np.ones(w) / w, mode="valid")
    return x * gain


def normalise(x: np.ndarray, target: float) -> np.ndarray:
    """Gain to ``target`` LUFS; a limiter holds the true-ish peak under the ceiling."""
    x = fade(x, 0.0005, 0.01)
    for _ in range(6):
        x = x * 10 ** ((target - loudness(x)) / 20)
        if true_peak(x) <= LIMIT_DBTP and abs(loudness(x) - target) < 0.05:
            break
        x = limit(x, LIMIT_DBTP - 0.6)
    return x


def write_wav(name: str, x: np.ndarray) -> None:
    pcm = np.clip(np.round(x * 32767), -32767, 32767).astype("<i2")
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm.tobytes())


# --------------------------------------------------------------------------
# The effects
# --------------------------------------------------------------------------
def s_click() -> np.ndarray:
    """A soft wooden tick: a high wood block, its ring cut short, and a breath of felt."""
    wood = render([Part(STANDARD_KIT, [(0.0, HI_WOOD_BLOCK, 64, 0.05)], drums=True)], 0.09)
    tick = decay(biquad(noise(0.09, 1), "band", 3200, 1.2), 0.0004, 0.003)
    out = biquad(wood, "low", 5000) + 0.25 * tick
    return fade(decay(out, 0.0005, 0.03), 0.0002, 0.02)


def s_card_play() -> np.ndarray:
    """A card laid on felt: its air coming down, a soft slap and a muffled thud, a brush's grain."""
    out = silence(0.3)
    air = swell(biquad(noise(0.05, 2), "band", lambda t, u: 900 + 1700 * u, 0.8), 2, 0.95)
    place(out, air, 0.0, 0.25)
    slap = decay(biquad(noise(0.2, 3), "band", 1700, 0.9), 0.003, 0.02)  # felt softens the edge's slap
    place(out, slap, 0.045, 1.0)
    thud = decay(biquad(noise(0.2, 4), "low", 260, 0.8), 0.004, 0.035)
    place(out, thud, 0.045, 1.6)
    brush = render([Part(BRUSH_KIT, [(0.0, BRUSH_TAP, 38, 0.05)], drums=True)], 0.25)
    place(out, biquad(brush, "low", 6000), 0.044, 0.5)
    return room(out, 0.25, 0.12, 5, 4000)


def s_card_draw() -> np.ndarray:
    """A card drawn: friction rising as it slides off the deck, then a flick as it leaves."""
    dur = 0.24
    out = silence(0.28)
    slide = biquad(noise(dur, 6), "band", lambda t, u: 1000 + 2800 * u ** 1.4, 1.1)
    place(out, swell(slide, 1.5, 0.8), 0.0, 0.9)
    flick = decay(biquad(noise(0.05, 7), "high", 2500), 0.0005, 0.005)
    place(out, flick, 0.2, 0.5)
    swirl = render([Part(BRUSH_KIT, [(0.0, BRUSH_SWIRL, 45, 0.2)], drums=True)], 0.28)
    place(out, swell(biquad(swirl, "high", 900), 1.0, 0.7), 0.0, 0.6)
    return room(out, 0.25, 0.1, 8, 4500)


def s_take_pile() -> np.ndarray:
    """A pile swept in: a long brush of many card edges, then the cards squared with two taps."""
    out = silence(0.85)
    sweep_len = 0.48
    sweep = biquad(noise(sweep_len, 9), "band", lambda t, u: 700 + 1500 * np.sin(np.pi * u), 0.9)
    place(out, swell(sweep, 1.5, 0.6), 0.0, 0.8)
    rng = np.random.default_rng(10)
    edges = silence(sweep_len)
    for at in np.sort(rng.uniform(0.04, sweep_len - 0.05, 22)):
        edge = decay(biquad(noise(0.02, int(at * 1e4)), "band", rng.uniform(1800, 3600), 1.5), 0.0003, 0.003)
        place(edges, edge, at, rng.uniform(0.2, 0.5))
    place(out, swell(edges, 1.0, 0.5), 0.0, 1.0)
    swirl = render([Part(BRUSH_KIT, [(0.0, BRUSH_SWIRL, 60, 0.4)], drums=True)], sweep_len)
    place(out, swell(swirl, 1.0, 0.5), 0.0, 0.7)
    for at, gain in ((0.5, 1.0), (0.6, 0.6)):
        tap = decay(biquad(noise(0.2, int(at * 100)), "low", 320, 0.8), 0.002, 0.03)
        tap += 0.4 * decay(biquad(noise(0.2, int(at * 100) + 1), "band", 1400, 1.0), 0.001, 0.01)
        place(out, tap, at, 1.4 * gain)
    return room(out, 0.3, 0.12, 11, 4000)


def dice_impact(seed: int, hard: float) -> np.ndarray:
    """One die striking a wooden table: a click of hard corners and the board's short ring."""
    rng = np.random.default_rng(seed)
    burst = decay(noise(0.12, seed), 0.0002, 0.0012)
    die = resonate(burst, [(rng.uniform(2400, 3800), 12, 1.0), (rng.uniform(4200, 5800), 14, 0.8),
                           (rng.uniform(6300, 8000), 14, 0.4)])
    board = resonate(burst, [(rng.uniform(170, 200), 9, 1.6), (rng.uniform(400, 460), 10, 1.0),
                             (rng.uniform(880, 980), 12, 0.6)])
    return die * (0.6 + 0.4 * hard) + board * hard


def s_dice_roll() -> np.ndarray:
    """Two dice thrown on wood: each bounces closer and closer, then rolls and rocks to rest."""
    out = silence(1.0)
    rng = np.random.default_rng(12)
    woods = []
    for d, start in enumerate((0.0, 0.035)):
        t, gap, amp = start, 0.11, 1.0
        while amp > 0.07 and t < 0.8:
            place(out, dice_impact(1000 * d + int(t * 1000), amp), t, amp)
            # a die lands on a corner, then tips onto an edge or a face
            place(out, dice_impact(1000 * d + int(t * 1000) + 500, amp * 0.5), t + rng.uniform(0.004, 0.014),
                  amp * rng.uniform(0.3, 0.6))
            if amp > 0.3:
                woods.append((t, int(rng.integers(84, 96)), int(30 + 50 * amp), 0.05))
            t += gap * rng.uniform(0.75, 1.25)
            gap = max(0.028, gap * 0.8)
            amp *= rng.uniform(0.78, 0.9)
    wood = render([Part(115, woods)], 1.0)
    place(out, biquad(wood, "low", 4000), 0.0, 0.35)
    return room(out, 0.35, 0.15, 13, 5000)


def creak(dur: float, seed: int) -> np.ndarray:
    """A hinge's stick-slip: a train of jittered pulses whose rate wanders, through wood resonances."""
    rng = np.random.default_rng(seed)
    pulses = silence(dur)
    t = 0.0
    while t < dur:
        u = t / dur
        rate = 34 + 40 * math.sin(math.pi * u) ** 2 - 10 * u
        pulses[int(t * SR)] = 1.0 + 0.3 * rng.uniform(-1, 1)
        t += (1 / rate) * rng.uniform(0.93, 1.07)
    body = resonate(pulses, [(620, 14, 1.0), (1250, 16, 0.8), (2150, 18, 0.5), (3300, 20, 0.25), (180, 6, 0.5)])
    return swell(body, 1.2, 0.35)


def s_door() -> np.ndarray:
    """A door: its hinge creaks open, then it settles shut with a soft bump and the latch."""
    out = silence(1.25)
    place(out, creak(0.62, 14), 0.0, 4.0)
    thump = render([Part(116, [(0.0, 36, 55, 0.3)], bank=8),
                    Part(STANDARD_KIT, [(0.03, SIDE_STICK, 52, 0.05)], drums=True)], 0.55)
    place(out, biquad(thump, "low", 3500), 0.66, 0.6)
    knock = decay(biquad(noise(0.3, 15), "low", 200, 0.9), 0.003, 0.05)
    place(out, knock, 0.66, 1.0)
    return room(out, 0.6, 0.25, 16, 3500)


def s_scare() -> np.ndarray:
    """A friendly scare: a timpani thump, strings bristling in tremolo and a ghostly "oooh" sliding down."""
    dur = 1.3
    parts = [Part(47, [(0.0, 40, 120, 0.6)]),
             Part(45, [(0.0, k, 100, 0.3) for k in (45, 51, 57)]),
             Part(44, [(0.0, k, 100, 0.95) for k in (57, 60, 63, 66)],
                  expression=ramp([(0.0, 127), (0.15, 100), (0.7, 70), (0.95, 40)])),
             Part(53, [(0.08, 74, 100, 0.9)], expression=ramp([(0.08, 60), (0.3, 120), (1.0, 90)]),
                  bends=ramp([(0.08, 0.0), (0.3, 0.0), (0.95, -2.0)]))]
    out = render(parts, dur)
    return fade(room(out, 0.9, 0.2, 17, 5000), 0.001, 0.3)


def s_ghost_found() -> np.ndarray:
    """A ghost found: a puff of air, a celesta's augmented sparkle and voices answering "ooh"."""
    dur = 1.4
    parts = [Part(8, [(i * 0.07, k, 92 - 6 * i, 0.5) for i, k in enumerate((76, 80, 84, 88))]),
             Part(53, [(0.18, k, 70, 0.85) for k in (64, 68, 72)], expression=ramp([(0.18, 70), (0.4, 110), (0.9, 90)])),
             Part(9, [(0.28, 100, 50, 0.4)])]
    out = render(parts, dur)
    puff = swell(biquad(noise(0.35, 18), "band", lambda t, u: 500 + 2000 * u, 0.8), 2, 0.7)
    place(out, puff, 0.0, 0.05)
    return fade(room(out, 1.0, 0.25, 19, 6000), 0.001, 0.3)


def s_haunting() -> np.ndarray:
    """A haunting: a cold wind, low strings trembling in a half-step and a glass voice above."""
    dur = 1.45
    parts = [Part(44, [(0.0, k, 95, 1.1) for k in (40, 41, 47)],
                  expression=ramp([(0.0, 40), (0.4, 127), (0.6, 127), (1.1, 50)])),
             Part(92, [(0.15, 83, 80, 1.0)], bends=ramp([(0.15 + i * 0.1, 0.3 * math.sin(i * 2.1)) for i in range(11)])),
             Part(14, [(0.0, 45, 70, 1.0)])]
    out = render(parts, dur)
    wind = biquad(noise(dur, 20), "band", lambda t, u: 420 + 260 * np.sin(2 * np.pi * 1.3 * t) ** 2, 2.5)
    place(out, swell(wind, 1.5, 0.45), 0.0, 0.35)
    return fade(room(out, 1.2, 0.3, 21, 4500), 0.001, 0.4)


def s_reveal() -> np.ndarray:
    """Something hidden shown: a rising glockenspiel and harp G-B-D-G."""
    keys = (79, 83, 86, 91)
    parts = [Part(9, [(i * 0.06, k, 80, 0.4) for i, k in enumerate(keys)]),
             Part(46, [(i * 0.06, k - 12, 90, 0.5) for i, k in enumerate(keys)])]
    return room(render(parts, 0.95), 0.8, 0.22, 22, 7000)


def s_mirror() -> np.ndarray:
    """A mirror: a vibraphone and celesta chord played backwards, rising to a glassy tink."""
    chord = render([Part(11, [(0.0, k, 90, 0.8) for k in (76, 83, 88)]),
                    Part(8, [(0.0, 95, 70, 0.6)])], 0.75)
    out = silence(0.95)
    place(out, decay(chord, 0.001, 0.35)[::-1], 0.0, 1.0)
    tink = render([Part(9, [(0.0, 100, 60, 0.2)])], 0.2)
    place(out, tink, 0.74, 0.5)
    return room(out, 0.6, 0.2, 23, 7000)


def s_fog() -> np.ndarray:
    """Fog rolling in: the seashore's breath softened into a slow whoosh."""
    dur = 1.1
    sea = render([Part(122, [(0.0, 60, 90, dur)])], dur)
    air = biquad(noise(dur, 24), "band", lambda t, u: 350 + 900 * np.sin(np.pi * u) ** 2, 0.9)
    out = biquad(sea, "low", 2500) + 0.5 * air
    return room(swell(out, 2.0, 0.45), 0.7, 0.2, 25, 3000)


def s_win() -> np.ndarray:
    """A win: a harp sweeps up into horns and strings on C major, glockenspiel sparkling on top."""
    dur = 2.6
    gliss = [(i * 0.028, k, 70 + i * 2, 0.8) for i, k in enumerate((48, 52, 55, 60, 64, 67, 72, 76, 79, 84))]
    chord = (60, 64, 67, 72)
    parts = [Part(46, gliss),
             Part(60, [(0.3, k, 88, 1.4) for k in (48, 55, 64, 67)]),
             Part(48, [(0.3, k, 84, 1.7) for k in chord + (76,)]),
             Part(9, [(0.34 + i * 0.08, k, 78, 0.5) for i, k in enumerate((84, 88, 91, 96))]),
             Part(47, [(0.3, 36, 90, 0.8)])]
    out = render(parts, dur)
    return room(fade(out, 0.001, 0.6), 1.2, 0.25, 26, 6000)


def s_lose() -> np.ndarray:
    """A loss, kindly: strings turn from F minor to C major while a flute sighs down, with a harp."""
    dur = 2.7
    parts = [Part(49, [(0.0, k, 74, 1.0) for k in (53, 56, 60)] + [(1.0, k, 70, 1.5) for k in (48, 55, 64)]),
             Part(73, [(0.15, 68, 72, 0.7), (0.9, 67, 66, 1.3)]),
             Part(46, [(0.0 + i * 0.09, k, 60, 0.8) for i, k in enumerate((65, 68, 72))]
                  + [(1.0 + i * 0.1, k, 56, 1.2) for i, k in enumerate((60, 64, 67, 72))])]
    out = render(parts, dur)
    return room(fade(out, 0.001, 0.7), 1.2, 0.25, 27, 5000)


# name, builder, target LUFS, longest allowed (s), description
SOUNDS = [
    ("click.wav", s_click, UI_LUFS, 0.3, "a soft wooden tick (buttons); GM wood block"),
    ("card_play.wav", s_card_play, TARGET_LUFS, 1.5, "a card laid on felt; shaped noise and a brush tap"),
    ("card_draw.wav", s_card_draw, TARGET_LUFS, 1.5, "a card slid off the deck; shaped noise and a brush swirl"),
    ("take_pile.wav", s_take_pile, TARGET_LUFS, 1.5, "a pile swept in and squared; shaped noise and a brush swirl"),
    ("dice_roll.wav", s_dice_roll, TARGET_LUFS, 1.5, "two dice on a wooden table; resonant noise and GM wood block"),
    ("door.wav", s_door, TARGET_LUFS, 1.5, "a creaking door that bumps shut; stick-slip creak, GM bass drum and side stick"),
    ("scare.wav", s_scare, TARGET_LUFS, 1.5, "a friendly scare; GM timpani, tremolo strings, voices sliding down"),
    ("ghost_found.wav", s_ghost_found, TARGET_LUFS, 1.5, "a ghost found; GM celesta, voices, glockenspiel, a puff of air"),
    ("haunting.wav", s_haunting, TARGET_LUFS, 1.5, "a haunting; GM tremolo strings, bowed glass, tubular bell, wind"),
    ("reveal.wav", s_reveal, TARGET_LUFS, 1.5, "a hidden thing shown; GM glockenspiel and harp"),
    ("mirror.wav", s_mirror, TARGET_LUFS, 1.5, "a mirror; GM vibraphone and celesta chord reversed, a glockenspiel tink"),
    ("fog.wav", s_fog, TARGET_LUFS, 1.5, "fog rolling in; GM seashore and shaped noise"),
    ("win.wav", s_win, TARGET_LUFS, 3.0, "a win; GM harp, French horns, strings, glockenspiel, timpani"),
    ("lose.wav", s_lose, TARGET_LUFS, 3.0, "a loss, kindly; GM slow strings, flute and harp"),
]

LICENSE_MD = """# ghostparlor sounds

The sound effects in this folder (not `music/`, which has its own notes) are made by
`tools/make_sounds.py`: short MIDI scores rendered by FluidSynth from the FluidR3_GM
SoundFont (reverb and chorus off), mixed with noise shaped by filters and envelopes
(seeded), a small synthetic room, and normalised.  As part of ghostparlor they are
licensed under the project's licence (MIT); the instrument samples in them come from
FluidR3_GM, credited below.

Format: 16-bit mono PCM WAV, 44.1 kHz.

Loudness: ITU-R BS.1770-4 integrated loudness (K-weighted, gated; a sound shorter than
400 ms is measured as one 400 ms block, zero-padded).  Target **-20 LUFS** for every
effect and **-26 LUFS** for the UI click (6 LU quieter).  Peaks at most **-1 dBTP**
(4x-oversampled peak; sample peaks are lower still), none clipping.
`tests/ui/test_sound_loudness.py` checks loudness (+-1 LU), sample peak and length.

Regenerate them from the repository root (needs mido, numpy, fluidsynth and
fluid-soundfont-gm) with:

    python tools/make_sounds.py

| file | length | loudness | peak | description |
| --- | --- | --- | --- | --- |
{rows}

## FluidR3_GM SoundFont

Instrument samples from FluidR3_GM.sf2 (Debian package fluid-soundfont-gm), by Frank Wen
and contributors (Suren M. Seron, Scott Hanan, Steve Aupperle, Chris Gillman, Alex Taubr,
Chris Prola, Andrew Klenk, Winfried Hubbe, Dylan, Tim, Gort, Uros Katic, Ethan Winer),
released under the MIT license:

    Copyright (c) 2000-2002, 2008 Frank Wen
    Copyright (c) 2008 Toby Smithe

    Permission is hereby granted, free of charge, to any person obtaining a copy of this
    software and associated documentation files (the "Software"), to deal in the Software
    without restriction, including without limitation the rights to use, copy, modify,
    merge, publish, distribute, sublicense, and/or sell copies of the Software, and to
    permit persons to whom the Software is furnished to do so, subject to the following
    conditions:

    The above copyright notice and this permission notice shall be included in all copies
    or substantial portions of the Software.

    THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
    INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A
    PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT
    HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF
    CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE
    OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
"""


def make(name: str, build, target: float, longest: float) -> str:
    x = normalise(build(), target)
    if len(x) / SR > longest:
        raise SystemExit(f"{name} is {len(x) / SR:.2f} s, longer than {longest} s")
    write_wav(name, x)
    with wave.open(str(OUT / name)) as w:  # measure what was written, after rounding
        pcm = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2") / 32767
    level, peak = loudness(pcm), 20 * math.log10(np.max(np.abs(pcm)))
    print(f"{name:16s} {len(pcm) / SR:5.2f} s  {level:6.1f} LUFS  sample peak {peak:5.1f} dBFS"
          f"  true-ish peak {true_peak(pcm):5.1f} dBTP")
    return f"{len(pcm) / SR:.2f} s | {level:.1f} LUFS | {true_peak(pcm):.1f} dBTP"


def main(argv: list[str]) -> int:
    wanted = {a if a.endswith(".wav") else a + ".wav" for a in argv}
    unknown = wanted - {name for name, *_ in SOUNDS}
    if unknown:
        raise SystemExit(f"no such effect: {', '.join(sorted(unknown))}")
    rows = []
    for name, build, target, longest, desc in SOUNDS:
        if not wanted or name in wanted:
            rows.append(f"| `{name}` | {make(name, build, target, longest)} | {desc} |")
    if not wanted:
        (OUT / "LICENSE.md").write_text(LICENSE_MD.replace("{rows}", "\n".join(rows)), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
