#!/usr/bin/env python3
"""Synthesise ghostparlor's sound effects (standard library only).

Run from the repository root:

    python tools/make_sounds.py

Writes 16-bit mono 44.1 kHz WAV files and LICENSE.md into sounds/.  Every
sound is built from sines, triangles and filtered noise with envelopes; the
noise comes from random.Random with a fixed seed per sound, so the output is
byte-for-byte identical on every run.  Peaks are normalised to at most -4 dBFS
(quieter for the small UI sounds).
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

SR = 44100
TAU = 2 * math.pi
OUT = Path(__file__).resolve().parent.parent / "sounds"


# --------------------------------------------------------------------------
# Building blocks (buffers are plain lists of floats in -1..1)
# --------------------------------------------------------------------------
def silence(dur):
    return [0.0] * int(round(dur * SR))


def add(dst, src, at=0.0, gain=1.0):
    """Mix src into dst starting at time ``at`` (seconds); grows dst if needed."""
    start = int(round(at * SR))
    end = start + len(src)
    if end > len(dst):
        dst.extend([0.0] * (end - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain
    return dst


def osc(freq, dur, shape="sine", phase=0.0):
    """Oscillator; ``freq`` is a number or a function of time (seconds)."""
    n = int(round(dur * SR))
    out = [0.0] * n
    ph = phase
    f = freq if callable(freq) else (lambda t, c=freq: c)
    for i in range(n):
        p = ph % 1.0
        if shape == "sine":
            out[i] = math.sin(TAU * p)
        elif shape == "tri":
            out[i] = 4 * p - 1 if p < 0.5 else 3 - 4 * p
        ph += f(i / SR) / SR
    return out


def noise(dur, rng):
    return [rng.uniform(-1.0, 1.0) for _ in range(int(round(dur * SR)))]


def env_exp(buf, attack, tau):
    """Fast linear attack then exponential decay with time constant tau."""
    for i in range(len(buf)):
        t = i / SR
        g = t / attack if t < attack else math.exp(-(t - attack) / tau)
        buf[i] *= g
    return buf


def env_fn(buf, fn):
    n = len(buf)
    for i in range(n):
        buf[i] *= fn(i / SR, i / max(1, n - 1))
    return buf


def adsr(buf, a, d, s, r):
    n = len(buf)
    dur = n / SR

    def g(t, _):
        if t < a:
            return t / a
        if t < a + d:
            return 1 - (1 - s) * (t - a) / d
        if t > dur - r:
            return s * max(0.0, (dur - t) / r)
        return s
    return env_fn(buf, g)


def svf(buf, cutoff, q=0.7, mode="band"):
    """Chamberlin state-variable filter; ``cutoff`` is Hz or a function of time."""
    low = band = 0.0
    damp = 1.0 / q
    out = [0.0] * len(buf)
    fc = cutoff if callable(cutoff) else (lambda t, c=cutoff: c)
    for i, x in enumerate(buf):
        f = 2 * math.sin(math.pi * min(fc(i / SR), SR / 6.5) / SR)
        for _ in range(2):  # 2x oversampled for stability at high cutoffs
            low += f * band
            high = x - low - damp * band
            band += f * high
        out[i] = low if mode == "low" else band if mode == "band" else high
    return out


def lowpass1(buf, cutoff):
    a = 1 - math.exp(-TAU * cutoff / SR)
    y = 0.0
    out = [0.0] * len(buf)
    for i, x in enumerate(buf):
        y += a * (x - y)
        out[i] = y
    return out


def bell(freq, dur, tau, partials=((1.0, 1.0), (2.01, 0.35), (3.0, 0.12), (4.2, 0.06))):
    out = silence(dur)
    for mult, amp in partials:
        tone = osc(freq * mult, dur)
        env_exp(tone, 0.004, tau / (1 + 0.6 * (mult - 1)))
        add(out, tone, 0.0, amp)
    return fade(out, 0.0005, min(0.08, dur / 3))


def fade(buf, fin=0.002, fout=0.01):
    n_in, n_out = int(fin * SR), int(fout * SR)
    for i in range(min(n_in, len(buf))):
        buf[i] *= i / n_in
    for i in range(min(n_out, len(buf))):
        buf[-1 - i] *= i / n_out
    return buf


def normalise(buf, peak_db):
    peak = max(abs(v) for v in buf) or 1.0
    g = 10 ** (peak_db / 20) / peak
    return [v * g for v in buf]


def write_wav(name, buf, peak_db=-4.0):
    buf = normalise(fade(buf), peak_db)
    frames = struct.pack("<%dh" % len(buf), *(max(-32767, min(32767, int(round(v * 32767)))) for v in buf))
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(frames)
    return len(buf) / SR


def note(n):
    """Frequency of MIDI note n."""
    return 440.0 * 2 ** ((n - 69) / 12)


# --------------------------------------------------------------------------
# The sounds
# --------------------------------------------------------------------------
def s_click():
    rng = random.Random(1)
    out = env_exp(osc(1500, 0.06), 0.0008, 0.008)
    add(out, env_exp(osc(3050, 0.06), 0.0005, 0.004), 0, 0.3)
    add(out, env_exp(svf(noise(0.06, rng), 3500, 1.5), 0.0005, 0.003), 0, 0.8)
    return out


def s_card_play():
    rng = random.Random(2)
    snap = svf(noise(0.16, rng), lambda t: 2600 - 9000 * t, 1.2)
    env_exp(snap, 0.003, 0.028)
    out = add(silence(0.16), snap)
    add(out, env_exp(osc(lambda t: 170 - 300 * t, 0.12), 0.002, 0.03), 0.004, 0.35)
    return lowpass1(out, 8000)


def s_card_draw():
    rng = random.Random(3)
    dur = 0.22
    sw = svf(noise(dur, rng), lambda t: 700 + 3600 * (t / dur) ** 1.5, 1.4)
    env_fn(sw, lambda t, u: math.sin(math.pi * min(1.0, u * 1.15)) ** 2)
    return lowpass1(sw, 7000)


def s_dice_roll():
    rng = random.Random(4)
    dur = 0.56
    out = silence(dur)
    t, gap, amp = 0.0, 0.035, 1.0
    while t < dur - 0.05 and amp > 0.12:
        hit = silence(0.05)
        f1 = rng.uniform(1900, 3100)
        f2 = rng.uniform(850, 1300)
        add(hit, env_exp(osc(f1, 0.05, phase=rng.random()), 0.0005, 0.007), 0, 0.55)
        add(hit, env_exp(osc(f2, 0.05, phase=rng.random()), 0.0005, 0.011), 0, 0.45)
        add(hit, env_exp(svf(noise(0.05, rng), 4000, 1.0), 0.0003, 0.003), 0, 0.7)
        add(out, fade(hit, 0.0002, 0.02), t, amp)
        t += gap * rng.uniform(0.6, 1.4)
        gap *= 1.12
        amp *= rng.uniform(0.78, 0.92)
    bed = svf(noise(dur, rng), 900, 0.8, "low")
    env_fn(bed, lambda tt, u: (1 - u) ** 2)
    add(out, bed, 0, 0.12)
    return out


def s_reveal():
    rng = random.Random(5)
    out = silence(0.5)
    for i, n in enumerate((79, 83, 86, 91)):  # G5 B5 D6 G6
        add(out, bell(note(n), 0.5 - i * 0.055, 0.16 + i * 0.03), i * 0.055, 0.7)
    sh = svf(noise(0.5, rng), 7000, 2.0)
    env_fn(sh, lambda t, u: math.sin(math.pi * u) ** 2)
    add(out, sh, 0, 0.08)
    return out


def s_scare():
    dur = 0.82

    def pitch(t):
        glide = 300 + 330 * (1 - math.exp(-t / 0.09)) if t < 0.32 else 630 - 210 * min(1.0, (t - 0.32) / 0.45) ** 1.3
        vib = 1 + 0.035 * min(1.0, t / 0.3) * math.sin(TAU * 6.2 * t)
        return glide * vib
    out = osc(pitch, dur)
    add(out, osc(lambda t: pitch(t) * 2, dur), 0, 0.18)
    add(out, osc(lambda t: pitch(t) / 2, dur, "tri"), 0, 0.12)
    adsr(out, 0.06, 0.1, 0.85, 0.28)
    return out


def s_win():
    dur = 1.1
    out = silence(dur)
    for i, n in enumerate((72, 76, 79, 84)):  # C5 E5 G5 C6
        d = dur - i * 0.1
        tone = add(bell(note(n), d, 0.3), fade(env_exp(osc(note(n), d, "tri"), 0.005, 0.18), 0.0005, 0.1), 0, 0.25)
        add(out, lowpass1(tone, 5000), i * 0.1, 0.6)
    for n in (84, 88, 91):  # sparkle on top of the last note
        add(out, bell(note(n + 12), 0.5, 0.1), 0.42 + (n - 84) * 0.012, 0.15)
    return fade(out, 0.001, 0.15)


def s_lose():
    out = silence(0.9)
    steps = ((67, 0.0, 0.2), (66, 0.2, 0.2), (65, 0.4, 0.5))
    for n, at, d in steps:
        f0 = note(n)
        last = d > 0.3

        def fr(t, f0=f0, last=last):
            v = 1 + (0.02 * math.sin(TAU * 5 * t) if last else 0.0)
            return f0 * (1 - 0.03 * t / 0.2) * v
        tone = osc(fr, d, "tri")
        tone = lowpass1(tone, 1400)
        adsr(tone, 0.02, 0.05, 0.8, 0.08 if not last else 0.3)
        add(out, tone, at, 1.0)
        add(out, adsr(osc(lambda t, f=fr: f(t) / 2, d), 0.02, 0.05, 0.8, 0.08 if not last else 0.3), at, 0.25)
    return out


def s_take_pile():
    rng = random.Random(9)
    dur = 0.55
    sw = svf(noise(0.32, rng), lambda t: 300 + 1100 * math.sin(math.pi * min(1.0, t / 0.32)), 1.1)
    env_fn(sw, lambda t, u: math.sin(math.pi * u) ** 1.5)
    out = add(silence(dur), lowpass1(sw, 3000), 0, 0.8)
    thud = env_exp(osc(lambda t: 45 + 55 * math.exp(-t / 0.04), 0.28), 0.003, 0.08)
    add(out, fade(thud, 0.0005, 0.08), 0.26, 1.0)
    body = env_exp(osc(lambda t: 95 + 60 * math.exp(-t / 0.03), 0.2), 0.002, 0.05)
    add(out, fade(body, 0.0005, 0.06), 0.26, 0.5)
    knock = env_exp(svf(noise(0.05, rng), 500, 0.9, "low"), 0.001, 0.012)
    add(out, knock, 0.26, 0.7)
    return out


def s_mirror():
    """A bell-and-shimmer chord, played backwards: a rising shimmer that stops."""
    rng = random.Random(10)
    dur = 0.7
    out = silence(dur)
    for n, amp in ((76, 0.5), (83, 0.4), (88, 0.3), (95, 0.18)):
        tone = osc(lambda t, f=note(n): f * (1 - 0.06 * t), dur)
        env_exp(tone, 0.002, 0.2)
        env_fn(tone, lambda t, u: 0.8 + 0.2 * math.sin(TAU * 13 * t))
        add(out, tone, 0, amp)
    sh = lowpass1(svf(noise(dur, rng), 6500, 1.5), 9000)
    env_exp(sh, 0.002, 0.15)
    add(out, sh, 0, 0.25)
    out.reverse()
    return out


def s_fog():
    rng = random.Random(11)
    dur = 0.8
    wh = svf(noise(dur, rng), lambda t: 350 + 1100 * math.sin(math.pi * t / dur) ** 2, 0.9)
    env_fn(wh, lambda t, u: math.sin(math.pi * u) ** 2)
    low = osc(lambda t: 110 + 8 * math.sin(TAU * 0.8 * t), dur)
    env_fn(low, lambda t, u: math.sin(math.pi * u) ** 2)
    add(wh, low, 0, 0.08)
    return lowpass1(lowpass1(wh, 2500), 2500)


SOUNDS = [
    # name, builder, peak dBFS, description
    ("click.wav", s_click, -8.0, "short soft wooden tick for buttons"),
    ("card_play.wav", s_card_play, -5.0, "card snapped onto the table"),
    ("card_draw.wav", s_card_draw, -6.0, "light swish of a card drawn"),
    ("dice_roll.wav", s_dice_roll, -4.0, "dice clattering to a stop"),
    ("reveal.wav", s_reveal, -6.0, "rising little chime (hidden thing revealed)"),
    ("scare.wav", s_scare, -9.0, "friendly theremin-like glide (a scare)"),
    ("win.wav", s_win, -6.0, "bright major arpeggio with sparkle"),
    ("lose.wav", s_lose, -8.0, "soft descending sad trombone-ish triangle tones"),
    ("take_pile.wav", s_take_pile, -4.0, "heavier swoosh and low thud (taking the pile)"),
    ("mirror.wav", s_mirror, -5.0, "shimmering reversed bell chord, rising to a stop"),
    ("fog.wav", s_fog, -6.0, "soft filtered-noise whoosh"),
]

LICENSE_MD = """# ghostparlor sounds

All sounds in this folder are synthesised by `tools/make_sounds.py`
(Python standard library only: sines, triangles and filtered noise with a
fixed random seed, so the output is identical on every run).  They are part
of ghostparlor and are licensed under the same licence as the project (MIT).

Format: 16-bit mono PCM WAV, 44.1 kHz, peaks at or below -4 dBFS.

Regenerate them from the repository root with:

    python tools/make_sounds.py

| file | length | description |
| --- | --- | --- |
"""


def main() -> int:
    rows = []
    for name, fn, peak, desc in SOUNDS:
        secs = write_wav(name, fn(), peak)
        rows.append(f"| `{name}` | {secs:.2f} s | {desc} |")
        print(f"{name:15s} {secs:5.2f} s  peak {peak:+.0f} dBFS")
    (OUT / "LICENSE.md").write_text(LICENSE_MD + "\n".join(rows) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
