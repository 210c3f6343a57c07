#!/usr/bin/env python3
"""Compose, render and encode ghostparlor's music: one theme for the title, one per game.

Run from the repository root (build time only; needs mido, numpy, Debian's ``fluidsynth``
with ``fluid-soundfont-gm`` and ``oggenc`` from vorbis-tools):

    python tools/make_music.py              # every theme into sounds/music/<name>.ogg
    python tools/make_music.py ghosts       # only these
    python tools/make_music.py --keep-midi  # also leave build/music/<name>.mid

How a theme is made:

1. Composed here as MIDI with mido: a melody and its chords per bar, written as scale
   degrees (the tables below), an A and a B section of 8 bars in a form such as A A B A,
   and an accompaniment pattern per theme. The last bar turns back into the first. A fixed
   tempo (whole microseconds per beat, chosen so the loop lasts a whole number of
   640 ms: a whole number of fluidsynth's 64-sample blocks and of milliseconds, so the
   second pass starts on the same block grid as the first) and a seeded velocity
   humanisation: the same file on every run.
2. The loop is written twice in a row and rendered by ``fluidsynth -F`` (44.1 kHz, 32-bit
   float, chorus off: its free-running LFO would differ between passes; reverb on) from
   FluidR3_GM.sf2.
3. The loop is cut from the second pass, ``[L, 2L)``, so its head already holds the
   release and reverb tails of the loop's last notes; its last 0.25 s are cross-faded
   into the end of the first pass, which runs on into sample ``L``: the wrap from the last
   sample to the first is the render's own continuation. (The two passes hold the same
   notes but not quite the same samples: they differ by about -20 dB of the peak, the
   cause not pinned down; the fade blends two renders of the same chord.) The cut is
   exactly L samples.
4. Normalised to an RMS of -21 dBFS with peaks at most -3 dBFS (music sits under speech
   and the effects), rounded to 16 bits, and encoded with ``oggenc -q 3`` and a fixed
   stream serial number.

fluidsynth renders the same float samples on every run and oggenc with a fixed serial
writes the same bytes, so with the same tools and SoundFont the files come out byte for
byte the same. tests/ui/test_music.py decodes every file and checks its length, level
and seam.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import mido
import numpy as np

SR = 44100
SF2 = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sounds" / "music"
BUILD = ROOT / "build" / "music"
TPB = 480  # MIDI ticks per beat
BLOCK_US = 640_000  # a whole number of ms and of 64-sample blocks at 44.1 kHz
TARGET_RMS_DB = -21.0
PEAK_DB = -3.0
CROSSFADE_S = 0.25
QUALITY = "3"
SERIAL = "46046"

SCALES = {"major": (0, 2, 4, 5, 7, 9, 11), "minor": (0, 2, 3, 5, 7, 8, 10)}
NUMERALS = {"I": 0, "II": 2, "III": 4, "IV": 5, "V": 7, "VI": 9, "VII": 11}
TRIADS = {"maj": (0, 4, 7), "min": (0, 3, 7), "dim": (0, 3, 6)}

# General MIDI programs (0-based)
CELESTA, GLOCKENSPIEL, MUSIC_BOX, VIBRAPHONE, MARIMBA = 8, 9, 10, 11, 12
HARPSICHORD, CHURCH_ORGAN, REED_ORGAN = 6, 19, 20
CELLO, CONTRABASS, PIZZICATO, HARP, TIMPANI, STRINGS, SLOW_STRINGS = 42, 43, 45, 46, 47, 48, 49
TRUMPET, TROMBONE, TUBA, HORN = 56, 57, 58, 60
OBOE, BASSOON, CLARINET, PICCOLO, FLUTE = 68, 70, 71, 72, 73
DRUMS = 9  # the GM percussion channel
SNARE, BASS_DRUM = 38, 35


# Writing music down: chords and scale degrees
def chord_pcs(symbol: str) -> tuple[int, list[int]]:
    """A chord symbol relative to the key's tonic as (root semitone, intervals):
    ``I`` major, ``ii`` minor, ``vii°`` diminished, ``b`` lowers the root, ``#`` raises it,
    ``7`` adds the seventh (minor seventh; ``°7`` diminished seventh)."""
    m = re.fullmatch(r"([b#]?)([IViv]+)(°?)(7?)", symbol)
    if not m:
        raise ValueError(f"bad chord {symbol!r}")
    acc, numeral, dim, seventh = m.groups()
    root = NUMERALS[numeral.upper()] + {"b": -1, "#": 1, "": 0}[acc]
    quality = "dim" if dim else ("maj" if numeral.isupper() else "min")
    tones = list(TRIADS[quality])
    if seventh:
        tones.append(9 if dim else 10)
    return root % 12, tones


def parse_chords(text: str, meter: int) -> list[list[tuple[str, float]]]:
    """``"i | iv:2 V7:1 | ..."``: per bar, (chord, beats); a lone chord fills its bar."""
    bars = []
    for bar in text.split("|"):
        items = []
        for token in bar.split():
            name, _, beats = token.partition(":")
            items.append((name, float(beats) if beats else float(meter)))
        if abs(sum(b for _, b in items) - meter) > 1e-9:
            raise ValueError(f"chord bar {bar!r} is not {meter} beats")
        bars.append(items)
    return bars


def parse_melody(text: str, meter: int, tonic: int, mode: str) -> list[tuple[float, float, int | None]]:
    """``"5:2 1':1 | 5#':0.5 ..."``: scale degree (``'`` an octave up, ``,`` down, ``#``/``b``
    altered) or ``r`` (rest), colon, beats. Returns (start, beats, key or None) per note."""
    scale = SCALES[mode]
    notes, at = [], 0.0
    for number, bar in enumerate(text.split("|")):
        start = at
        for token in bar.split():
            sign, _, beats = token.partition(":")
            dur = float(beats)
            if sign == "r":
                notes.append((at, dur, None))
            else:
                m = re.fullmatch(r"([1-7])([#b]?)(['\,]*)", sign)
                if not m:
                    raise ValueError(f"bad note {token!r}")
                degree, acc, octs = m.groups()
                key = tonic + scale[int(degree) - 1] + {"#": 1, "b": -1, "": 0}[acc] + 12 * (octs.count("'") - octs.count(","))
                notes.append((at, dur, key))
            at += dur
        if abs(at - start - meter) > 1e-9:
            raise ValueError(f"melody bar {number + 1} {bar!r} is {at - start} beats, not {meter}")
    return notes


@dataclass
class Phrase:
    """Eight bars (or any number): a key, its chords and its melody."""

    tonic: int  # the key's tonic as the melody's MIDI key
    mode: str
    chords: str
    melody: str

    def bars(self, meter: int) -> list[list[tuple[str, float]]]:
        return parse_chords(self.chords, meter)

    def notes(self, meter: int) -> list[tuple[float, float, int | None]]:
        return parse_melody(self.melody, meter, self.tonic, self.mode)

    def voicing(self, symbol: str, low: int, count: int = 4) -> list[int]:
        """The chord's tones from ``low`` upward (``count`` of them, closed position)."""
        root, tones = chord_pcs(symbol)
        pcs = [(self.tonic + root + iv) % 12 for iv in tones]
        out, key = [], low
        while len(out) < count:
            if key % 12 in pcs:
                out.append(key)
            key += 1
        return out

    def ending(self, chords: str, melody: str) -> "Phrase":
        """The phrase with another last bar (one that turns back into the first bar)."""
        head = self.chords.rsplit("|", 1)[0], self.melody.rsplit("|", 1)[0]
        return Phrase(self.tonic, self.mode, f"{head[0]}| {chords}", f"{head[1]}| {melody}")

    def root(self, symbol: str, low: int) -> int:
        """The chord's root at or above ``low`` (within an octave)."""
        root, _ = chord_pcs(symbol)
        pc = (self.tonic + root) % 12
        return low + (pc - low) % 12

    def fifth(self, symbol: str, low: int) -> int:
        root, tones = chord_pcs(symbol)
        pc = (self.tonic + root + tones[2]) % 12
        return low + (pc - low) % 12


@dataclass
class Part:
    channel: int
    program: int
    volume: int = 100  # CC7
    pan: int = 64  # CC10
    reverb: int = 50  # CC91


@dataclass
class Score:
    meter: int
    tempo_us: int
    bars: int
    parts: dict[str, Part]
    notes: list[tuple[int, float, float, int, int]] = field(default_factory=list)  # channel, beat, beats, key, velocity
    rng: random.Random = field(default_factory=lambda: random.Random(0))

    def add(self, part: str, beat: float, beats: float, key: int | None, velocity: int, *, human: int = 6) -> None:
        if key is None:
            return
        velocity += self.rng.randint(-human, human) if human else 0
        self.notes.append((self.parts[part].channel, beat, beats, key, max(1, min(127, velocity))))

    @property
    def beats(self) -> int:
        return self.meter * self.bars

    @property
    def seconds(self) -> float:
        return self.beats * self.tempo_us / 1e6


def tempo_for(bpm: float, beats: int) -> int:
    """The tempo (microseconds per beat) nearest ``bpm`` whose loop of ``beats`` lasts a whole
    number of BLOCK_US, at least 60 s."""
    best = None
    for blocks in range(1, 400):
        total = blocks * BLOCK_US
        if total % beats or total < 60_000_000:
            continue
        tempo = total // beats
        error = abs(60e6 / tempo - bpm)
        if best is None or error < best[0]:
            best = (error, tempo)
    assert best is not None
    return best[1]


# Playing a phrase: melody lines and accompaniment patterns
def melody(score: Score, part: str, phrase: Phrase, bar0: int, velocity: int, *, shift: int = 0,
           legato: float = 0.95, staccato_under: float = 0.0, third_below: bool = False) -> None:
    """The phrase's melody on ``part`` from bar ``bar0``; notes shorter than
    ``staccato_under`` beats are played short; ``third_below`` plays the diatonic third under."""
    start = bar0 * score.meter
    for at, dur, key in phrase.notes(score.meter):
        if key is None:
            continue
        if third_below:
            key = diatonic_below(phrase, key)
        length = dur * (0.5 if dur < staccato_under else legato)
        accent = 8 if (at % score.meter) == 0 else 0
        score.add(part, start + at, length, key + shift, velocity + accent)


def diatonic_below(phrase: Phrase, key: int) -> int:
    """The scale tone a third (two scale steps) below ``key`` (chromatic notes: a minor third)."""
    scale = SCALES[phrase.mode]
    rel = (key - phrase.tonic) % 12
    if rel not in scale:
        return key - 3
    index = scale.index(rel)
    lower = scale[(index - 2) % 7]
    step = (rel - lower) % 12
    return key - step


def chord_spans(score: Score, phrase: Phrase, bar0: int):
    """(beat, beats, chord) for every chord of the phrase from bar ``bar0``."""
    for i, bar in enumerate(phrase.bars(score.meter)):
        at = (bar0 + i) * score.meter
        for symbol, beats in bar:
            yield at, beats, symbol
            at += beats


def pad(score: Score, part: str, phrase: Phrase, bar0: int, low: int, velocity: int, count: int = 3) -> None:
    """Held chords (strings, organ)."""
    for at, beats, symbol in chord_spans(score, phrase, bar0):
        for key in phrase.voicing(symbol, low, count):
            score.add(part, at, beats * 0.98, key, velocity, human=3)


def waltz(score: Score, bass: str, upper: str, phrase: Phrase, bar0: int, velocity: int) -> None:
    """Oom-pah-pah: the root low on one, the chord on two and three."""
    for at, beats, symbol in chord_spans(score, phrase, bar0):
        for beat in range(int(beats)):
            if (at + beat) % score.meter == 0:
                bar_index = int((at + beat) // score.meter)
                low = phrase.root(symbol, 38) if bar_index % 2 == 0 else phrase.fifth(symbol, 38)
                score.add(bass, at + beat, 1.6, low, velocity + 10)
            else:
                for key in phrase.voicing(symbol, 55, 3):
                    score.add(upper, at + beat, 0.7, key, velocity - 8, human=4)


def march(score: Score, bass: str, upper: str, phrase: Phrase, bar0: int, velocity: int, low: int = 36) -> None:
    """Two-step: root and fifth on the strong beats, the chord off the beat."""
    for at, beats, symbol in chord_spans(score, phrase, bar0):
        for beat in range(int(beats)):
            pos = (at + beat) % score.meter
            if pos % 2 == 0:
                key = phrase.root(symbol, low) if pos == 0 or beats < score.meter else phrase.fifth(symbol, low)
                score.add(bass, at + beat, 0.6, key, velocity + 6)
            else:
                for key in phrase.voicing(symbol, 53, 3):
                    score.add(upper, at + beat, 0.45, key, velocity - 10, human=4)


def broken(score: Score, part: str, phrase: Phrase, bar0: int, low: int, velocity: int, step: float = 0.5,
           pattern: tuple[int, ...] = (0, 2, 1, 2)) -> None:
    """Broken chords (harp, harpsichord, music box): ``pattern`` picks tones of the voicing."""
    for at, beats, symbol in chord_spans(score, phrase, bar0):
        tones = phrase.voicing(symbol, low, 4)
        for i in range(int(round(beats / step))):
            key = tones[pattern[i % len(pattern)]]
            score.add(part, at + i * step, step * 1.6, key, velocity - (0 if i % len(pattern) == 0 else 8), human=4)


def walking(score: Score, part: str, phrase: Phrase, bar0: int, low: int, velocity: int, length: float = 0.45) -> None:
    """A bass on every beat: root, fifth, the root an octave up, fifth."""
    for at, beats, symbol in chord_spans(score, phrase, bar0):
        root = phrase.root(symbol, low)
        figure = [root, phrase.fifth(symbol, low), root + 12, phrase.fifth(symbol, low)]
        for beat in range(int(beats)):
            score.add(part, at + beat, length, figure[beat % 4], velocity - (0 if beat == 0 else 10))


def drums(score: Score, bar0: int, bars: int, velocity: int, roll_last: bool) -> None:
    """A soft march snare: eighths with the beat accented, a short roll into the next phrase."""
    for bar in range(bars):
        at = (bar0 + bar) * score.meter
        last = roll_last and bar == bars - 1
        for i in range(score.meter * 2):
            beat = at + i / 2
            if last and i >= score.meter * 2 - 2:
                for j in range(4):
                    score.add("drums", beat + j / 8, 0.1, SNARE, velocity - 12 + 3 * j, human=2)
                continue
            score.add("drums", beat, 0.1, SNARE, velocity if i % 2 == 0 else velocity - 18, human=3)
        score.add("drums", at, 0.2, BASS_DRUM, velocity, human=2)


# The themes
D4, E4, G4, A4, C5, EB4 = 62, 64, 67, 69, 72, 63


def title() -> Score:
    """A gentle waltz in D minor (celesta over harp and strings), its B in F major."""
    a = Phrase(D4 + 12, "minor", "i | i | iv | V7 | i | bVI | iv:2 V7:1 | i",
               "5,:2 1:1 | 3:1.5 2:0.5 1:1 | 1:2 6,:1 | 5,:2 7#,:1 | 1:2 3:1 | 3:1.5 4:0.5 3:1 | 2:1 1:1 7#,:1 | 1:3")
    a2 = Phrase(D4 + 12, "minor", "i | i | iv | V7 | i | iv | bVII7 | bIII",
                "5,:2 1:1 | 3:1.5 2:0.5 1:1 | 1:2 6,:1 | 5,:2 7#,:1 | 1:2 3:1 | 4:1.5 3:0.5 2:1 | 2:2 7,:1 | 3:3")
    b = Phrase(D4 + 15, "major", "I | vi | IV | I | ii | V7 | III7 | III7",
               "3,:1 4,:1 5,:1 | 6,:2 5,:1 | 4,:1.5 5,:0.5 6,:1 | 5,:3 | 2,:1 3,:1 4,:1 | 5,:1.5 4,:0.5 3,:1 | 3,:1 5#,:1 7,:1 | 2:1 1:1 7,:1")
    a3 = a.ending("i:2 V7:1", "1:2 7#,:1")
    parts = {"celesta": Part(0, CELESTA, 110, 58, 70), "flute": Part(1, FLUTE, 70, 74, 70),
             "harp": Part(2, HARP, 92, 44, 60), "strings": Part(3, SLOW_STRINGS, 62, 84, 80),
             "bass": Part(4, PIZZICATO, 90, 54, 50)}
    score = Score(3, tempo_for(90, 96), 32, parts, rng=random.Random(101))
    for i, (phrase, lead) in enumerate(((a, "celesta"), (a2, "celesta"), (b, "flute"), (a3, "celesta"))):
        bar0 = 8 * i
        melody(score, lead, phrase, bar0, 84 if lead == "celesta" else 72)
        if i == 3:
            melody(score, "flute", phrase, bar0, 50, shift=-12)
        waltz(score, "bass", "harp", phrase, bar0, 62)
        pad(score, "strings", phrase, bar0, 50, 44)
        if i == 2:
            broken(score, "harp", phrase, bar0, 62, 46, step=1.0, pattern=(2, 1, 0))
    return score


def ghosts() -> Score:
    """A playful scherzo in E minor: bassoon and pizzicato, a clarinet and glockenspiel answer; B in G major."""
    a = Phrase(E4 - 12, "minor", "i | iv | V7 | i | i | bVI | iv:2 V7:2 | i",
               "5:0.5 r:0.5 5:0.5 6:0.5 5:0.5 4:0.5 3:1 | 4:0.5 r:0.5 4:0.5 5:0.5 4:0.5 3:0.5 2:1 | "
               "7#,:0.5 1:0.5 2:0.5 3:0.5 4:1 2:1 | 1:1 5,:1 1:1 r:1 | 5:0.5 r:0.5 5:0.5 1':0.5 7:0.5 6:0.5 5:1 | "
               "6:0.5 r:0.5 6:0.5 1':0.5 6:0.5 5:0.5 3:1 | 4:1 6:1 7#:1 2':1 | 1':1 5:0.5 3:0.5 1:1 r:1")
    a_end = a.ending("i:2 V7:2", "1':1 5:0.5 3:0.5 7#,:1 r:1")
    b = Phrase(G4 - 12, "major", "I | IV | V7 | I | vi | II7 | V | III7",
               "3:0.5 4:0.5 5:1 5:0.5 6:0.5 5:1 | 4:0.5 5:0.5 6:1 6:0.5 5:0.5 4:1 | 3:0.5 2:0.5 1:0.5 2:0.5 3:1 7,:1 | "
               "1:1 3:1 5:1 r:1 | 3:0.5 4:0.5 5:1 1':0.5 7:0.5 6:1 | 6:0.5 5#:0.5 6:0.5 7:0.5 1':1 6:1 | "
               "5:1 7:1 2':1 7:1 | 7:0.5 1':0.5 7:0.5 6:0.5 5#:1 r:1")
    parts = {"bassoon": Part(0, BASSOON, 104, 50, 40), "clarinet": Part(1, CLARINET, 88, 78, 45),
             "pizz": Part(2, PIZZICATO, 92, 70, 45), "bass": Part(3, PIZZICATO, 100, 56, 40),
             "glock": Part(4, GLOCKENSPIEL, 56, 88, 55)}
    score = Score(4, tempo_for(120, 128), 32, parts, rng=random.Random(202))
    for i, phrase in enumerate((a, a, b, a_end)):
        bar0 = 8 * i
        if i == 2:
            melody(score, "clarinet", phrase, bar0, 80, shift=12, staccato_under=0.75)
            melody(score, "bassoon", phrase, bar0, 58, staccato_under=0.75, third_below=True)
        else:
            melody(score, "bassoon", phrase, bar0, 86, staccato_under=0.75)
        if i == 1:
            melody(score, "clarinet", phrase, bar0, 56, shift=12, staccato_under=0.75)
        if i == 3:
            melody(score, "glock", phrase, bar0, 52, shift=24, staccato_under=0.75)
        march(score, "bass", "pizz", phrase, bar0, 70, low=28)
    return score


def ghostbumpers() -> Score:
    """A bouncy music-box tune in C major over marimba and pizzicato; B in A minor."""
    a = Phrase(C5, "major", "I | vi | ii | V7 | I | IV | ii:2 V7:2 | I",
               "5,:0.5 1:0.5 3:0.5 1:0.5 5,:0.5 1:0.5 3:1 | 6,:0.5 1:0.5 3:0.5 1:0.5 6,:0.5 1:0.5 3:1 | "
               "4,:0.5 6,:0.5 2:0.5 6,:0.5 4:1 2:1 | 2:0.5 1:0.5 7,:0.5 6,:0.5 5,:2 | "
               "5,:0.5 1:0.5 3:0.5 1:0.5 5,:0.5 1:0.5 3:1 | 6,:0.5 1:0.5 4:0.5 1:0.5 6,:0.5 1:0.5 4:1 | "
               "4:0.5 3:0.5 2:0.5 1:0.5 7,:1 2:1 | 1:1 5,:1 1:1 r:1")
    a_end = a.ending("I:2 V7:2", "1:1 5,:1 7,:1 2:1")
    b = Phrase(A4, "minor", "i | iv | V7 | i | bVI | bIII | iv | bVII7",
               "5:1.5 3:0.5 1:1 3:1 | 4:1.5 6:0.5 4:1 2:1 | 7#,:1 2:1 5:1 4:1 | 3:2 1:2 | 6:1 1':1 3':1 1':1 | "
               "5:1 7:1 3':2 | 4':1 3':0.5 2':0.5 1':1 6:1 | 7:1 2':1 4':1 2':1")
    parts = {"box": Part(0, MUSIC_BOX, 112, 70, 55), "marimba": Part(1, MARIMBA, 84, 50, 40),
             "bass": Part(2, PIZZICATO, 98, 58, 40), "glock": Part(3, GLOCKENSPIEL, 60, 90, 55),
             "vibes": Part(4, VIBRAPHONE, 60, 40, 55)}
    score = Score(4, tempo_for(120, 128), 32, parts, rng=random.Random(303))
    for i, phrase in enumerate((a, a, b, a_end)):
        bar0 = 8 * i
        melody(score, "box", phrase, bar0, 84 if i != 2 else 70, legato=0.9)
        if i == 1:
            melody(score, "glock", phrase, bar0, 48, shift=12, third_below=True)
        if i == 2:
            melody(score, "vibes", phrase, bar0, 70, shift=-12)
        walking(score, "bass", phrase, bar0, 36, 74)
        broken(score, "marimba", phrase, bar0, 55, 62, step=1.0, pattern=(3, 1, 2, 1) if i != 2 else (0, 2, 1, 2))
    return score


def phantom_society() -> Score:
    """A stately G minor air: harpsichord over organ with a lament bass; B in B-flat major."""
    a = Phrase(G4, "minor", "i | bVII | bVI | V | i | iv | V | i",
               "1':1.5 7:0.5 1':1 5:1 | 7:1.5 6:0.5 7:1 4:1 | 6:1.5 5:0.5 6:1 3:1 | 5:1 2':1 7#:1 5:1 | "
               "3:1 5:1 1':1.5 7:0.5 | 6:1 4:1 3':1.5 2':0.5 | 2':1 1':0.5 7#:0.5 1':1 7#:1 | 1':3 r:1")
    b = Phrase(G4 + 3, "major", "I | IV | V7 | I | vi | ii | V7 | III7",
               "5:1.5 6:0.5 5:1 3:1 | 4:1.5 5:0.5 6:1 4:1 | 2:1 5:1 7,:1 2:1 | 1:2 3:1 5:1 | "
               "6:1.5 5:0.5 6:1 1':1 | 2':1.5 1':0.5 7:1 6:1 | 5:1 4:1 3:1 2:1 | 3:1 5#:1 7:1 2':1")
    a_end = a.ending("i:2 V7:2", "1':2 2':1 7#:1")
    parts = {"harpsichord": Part(0, HARPSICHORD, 100, 70, 45), "accomp": Part(1, HARPSICHORD, 76, 52, 45),
             "organ": Part(2, REED_ORGAN, 56, 64, 60), "cello": Part(3, CELLO, 80, 50, 50),
             "oboe": Part(4, OBOE, 66, 80, 55)}
    score = Score(4, tempo_for(86, 96), 24, parts, rng=random.Random(404))
    for i, phrase in enumerate((a, b, a_end)):
        bar0 = 8 * i
        melody(score, "harpsichord", phrase, bar0, 88, legato=0.85)
        if i == 1:
            melody(score, "oboe", phrase, bar0, 66, legato=0.9)
        if i == 2:
            melody(score, "organ", phrase, bar0, 44, shift=-12)
        broken(score, "accomp", phrase, bar0, 50, 64, step=0.5, pattern=(0, 2, 1, 2))
        pad(score, "organ", phrase, bar0, 55, 48)
        for at, beats, symbol in chord_spans(score, phrase, bar0):
            score.add("cello", at, beats * 0.95, phrase.root(symbol, 36), 66)
    return score


def dont_go_in_there() -> Score:
    """A creeping tiptoe in A minor: staccato clarinet and pizzicato; B a legato clarinet in C major."""
    a = Phrase(A4, "minor", "i | i | iv | V7 | i | bVI | iv:2 V7:2 | i",
               "1:0.5 r:0.5 3:0.5 r:0.5 5:0.5 r:0.5 4#:0.5 5:0.5 | 6:0.5 r:0.5 5:0.5 r:0.5 3:1 r:1 | "
               "4:0.5 r:0.5 6:0.5 r:0.5 1':0.5 r:0.5 7:0.5 1':0.5 | 7#:1 5:1 3:0.5 2:0.5 7#,:1 | "
               "1:0.5 r:0.5 3:0.5 r:0.5 5:0.5 r:0.5 4#:0.5 5:0.5 | 6:0.5 r:0.5 1':0.5 r:0.5 3':1 2':0.5 1':0.5 | "
               "7:0.5 6:0.5 4:1 7#,:1 2:1 | 1:1 r:1 5,:0.5 r:0.5 1:0.5 r:0.5")
    b = Phrase(C5 - 12, "major", "I | IV | ii | V7 | I | vi | ii | III7",
               "3':1.5 2':0.5 1':1 r:1 | 4':1.5 3':0.5 2':1 r:1 | 2':0.5 3':0.5 4':0.5 5':0.5 6':1 4':1 | 5':3 r:1 | "
               "5':1.5 6':0.5 5':1 3':1 | 1'':1.5 7':0.5 6':1 r:1 | 4':0.5 5':0.5 6':0.5 4':0.5 2':1 4':1 | 3':1 5#':1 7':1 r:1")
    a_end = a.ending("i:2 V7:2", "1:1 r:1 7#,:0.5 r:0.5 5,:0.5 r:0.5")
    parts = {"clarinet": Part(0, CLARINET, 96, 70, 55), "pizz": Part(1, PIZZICATO, 96, 52, 50),
             "bass": Part(2, PIZZICATO, 100, 60, 45), "bassoon": Part(3, BASSOON, 70, 58, 50),
             "strings": Part(4, SLOW_STRINGS, 50, 80, 70)}
    score = Score(4, tempo_for(94, 96), 24, parts, rng=random.Random(505))
    for i, phrase in enumerate((a, b, a_end)):
        bar0 = 8 * i
        legato = i == 1
        melody(score, "clarinet", phrase, bar0, 76 if legato else 84, staccato_under=0 if legato else 0.75)
        if i == 2:
            melody(score, "bassoon", phrase, bar0, 54, shift=-12, staccato_under=0.75)
        for at, beats, symbol in chord_spans(score, phrase, bar0):  # tiptoe: root and fifth on each beat, short
            for beat in range(int(beats)):
                low = phrase.root(symbol, 40) if beat % 2 == 0 else phrase.fifth(symbol, 40)
                score.add("bass", at + beat, 0.3, low, 74 if beat == 0 else 62)
                for key in phrase.voicing(symbol, 57, 2):
                    score.add("pizz", at + beat + 0.5, 0.25, key, 50)
        if legato:
            pad(score, "strings", phrase, bar0, 52, 46)
    return score


def treasure_hunters() -> Score:
    """An adventurous march in E-flat major: trumpet and horns, tuba and timpani, a snare;
    B in C minor on low strings and horn."""
    a = Phrase(EB4, "major", "I | IV | ii:2 V7:2 | I | I | vi | IV:2 V7:2 | I",
               "5,:0.75 1:0.25 3:1 5:1.5 3:0.5 | 6:1.5 5:0.5 4:1 3:1 | 2:0.75 3:0.25 4:1 5:1 7,:1 | 1:2 5,:0.75 5,:0.25 5,:1 | "
               "5,:0.75 1:0.25 3:1 5:1.5 1':0.5 | 1':1.5 7:0.5 6:1 5:1 | 6:1 4:1 2:1 7,:1 | 1:2 r:1 5,:1")
    b = Phrase(C5 - 12, "minor", "i | bVI | iv | V7 | i | bVI | iv:2 V7:2 | bVII7",
               "1:1 3:1 5:1.5 3:0.5 | 6:1 5:1 3:1.5 1:0.5 | 4:1 6:1 1':1.5 6:0.5 | 7#:1 5:1 2':2 | "
               "5:0.75 5:0.25 1':1 7:1 6:1 | 6:1 5:1 4:1 3:1 | 4:1 6:1 5:1 7#,:1 | 7,:1 2:1 4:1 2:1")
    parts = {"trumpet": Part(0, TRUMPET, 86, 66, 55), "horn": Part(1, HORN, 86, 56, 60),
             "tuba": Part(2, TUBA, 90, 60, 45), "timpani": Part(3, TIMPANI, 92, 64, 55),
             "strings": Part(4, STRINGS, 78, 48, 60), "low": Part(5, CONTRABASS, 84, 62, 50),
             "drums": Part(DRUMS, 0, 54, 70, 40)}
    score = Score(4, tempo_for(120, 128), 32, parts, rng=random.Random(606))
    for i, phrase in enumerate((a, a, b, a)):
        bar0 = 8 * i
        if i == 2:
            melody(score, "horn", phrase, bar0, 78)
            melody(score, "strings", phrase, bar0, 64, shift=-12)
            pad(score, "strings", phrase, bar0, 48, 44)
        else:
            melody(score, "trumpet", phrase, bar0, 82, legato=0.85, shift=12 if i == 3 else 0)
            if i >= 1:
                melody(score, "horn", phrase, bar0, 66, third_below=True, shift=12 if i == 3 else 0)
        march(score, "tuba", "horn", phrase, bar0, 62, low=31)
        for at, beats, symbol in chord_spans(score, phrase, bar0):
            score.add("low", at, beats * 0.9, phrase.root(symbol, 28), 60)
            if at % score.meter == 0:
                score.add("timpani", at, 0.8, phrase.root(symbol, 38), 76 if i != 2 else 60)
        drums(score, bar0, 8, 56 if i != 2 else 44, roll_last=True)
    return score


THEMES: dict[str, Callable[[], Score]] = {
    "title": title, "ghosts": ghosts, "ghostbumpers": ghostbumpers, "phantom_society": phantom_society,
    "dont_go_in_there": dont_go_in_there, "treasure_hunters": treasure_hunters,
}


# MIDI, rendering, the seam, encoding
def to_midi(score: Score, passes: int = 2) -> mido.MidiFile:
    """The score ``passes`` times in a row, then a beat of silence."""
    events: list[tuple[int, int, mido.Message]] = []  # tick, order (offs first), message
    for part in score.parts.values():
        ch = part.channel
        setup = [mido.Message("program_change", channel=ch, program=part.program),
                 mido.Message("control_change", channel=ch, control=7, value=part.volume),
                 mido.Message("control_change", channel=ch, control=10, value=part.pan),
                 mido.Message("control_change", channel=ch, control=91, value=part.reverb),
                 mido.Message("control_change", channel=ch, control=93, value=0)]
        events.extend((0, 0, m) for m in setup)
    for n in range(passes):
        offset = n * score.beats
        for ch, beat, beats, key, velocity in score.notes:
            on = round((offset + beat) * TPB)
            off = max(on + 1, round((offset + beat + beats) * TPB))
            events.append((on, 2, mido.Message("note_on", channel=ch, note=key, velocity=velocity)))
            events.append((off, 1, mido.Message("note_off", channel=ch, note=key, velocity=0)))
    events.sort(key=lambda e: (e[0], e[1], e[2].channel, getattr(e[2], "note", 0)))
    track = mido.MidiTrack()
    track.append(mido.MetaMessage("set_tempo", tempo=score.tempo_us, time=0))
    track.append(mido.MetaMessage("time_signature", numerator=score.meter, denominator=4, time=0))
    now = 0
    for tick, _, msg in events:
        track.append(msg.copy(time=tick - now))
        now = tick
    end = passes * score.beats * TPB + TPB
    track.append(mido.MetaMessage("end_of_track", time=end - now))
    mid = mido.MidiFile(ticks_per_beat=TPB)
    mid.tracks.append(track)
    return mid


def render(mid_path: Path, raw_path: Path) -> np.ndarray:
    """fluidsynth's float render of ``mid_path`` as an (n, 2) array."""
    subprocess.run(["fluidsynth", "-ni", "-q", "-C", "0", "-R", "1", "-r", str(SR), "-g", "0.5",
                    "-o", "synth.cpu-cores=1", "-T", "raw", "-O", "float", "-E", "little",
                    "-F", str(raw_path), str(SF2), str(mid_path)], check=True, stdout=subprocess.DEVNULL)
    data = np.fromfile(raw_path, dtype="<f4")
    return data.reshape(-1, 2).astype(np.float64)


def loop_from(audio: np.ndarray, length: int) -> np.ndarray:
    """The second pass ``[L, 2L)`` with its last CROSSFADE_S faded into the end of the first
    pass (which runs on into sample L, the loop's first sample)."""
    if len(audio) < 2 * length:
        audio = np.vstack([audio, np.zeros((2 * length - len(audio), 2))])
    loop = audio[length:2 * length].copy()
    n = int(CROSSFADE_S * SR)
    w = (0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, n)))[:, None]
    loop[-n:] = (1 - w) * loop[-n:] + w * audio[length - n:length]
    return loop


def db(x: float) -> float:
    return 20 * np.log10(max(x, 1e-12))


def normalise(loop: np.ndarray) -> np.ndarray:
    rms = float(np.sqrt(np.mean(loop ** 2)))
    peak = float(np.max(np.abs(loop)))
    gain = min(10 ** (TARGET_RMS_DB / 20) / rms, 10 ** (PEAK_DB / 20) / peak)
    return loop * gain


def seam(pcm: np.ndarray, window: int = SR // 20) -> dict[str, float]:
    """The jump and the RMS step at the wrap beside the largest inside the loop."""
    x = pcm.astype(np.float64)
    jumps = np.abs(np.diff(x, axis=0)).max(axis=1)
    wrap_jump = float(np.abs(x[0] - x[-1]).max())
    frames = len(x) // window
    rms = np.sqrt(np.mean(x[: frames * window].reshape(frames, window, 2) ** 2, axis=(1, 2))) + 1e-9
    steps = np.abs(np.diff(20 * np.log10(rms)))
    head = np.sqrt(np.mean(x[:window] ** 2)) + 1e-9
    tail = np.sqrt(np.mean(x[-window:] ** 2)) + 1e-9
    return {"wrap_jump": wrap_jump, "max_jump": float(jumps.max()), "wrap_step_db": float(abs(20 * np.log10(head / tail))),
            "max_step_db": float(steps.max())}


def write_wav(path: Path, pcm: np.ndarray) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm.astype("<i2").tobytes())


def make(name: str, work: Path, keep_midi: bool) -> dict[str, float]:
    score = THEMES[name]()
    length = round(score.seconds * SR)
    mid = to_midi(score)
    mid_path = (BUILD if keep_midi else work) / f"{name}.mid"
    mid_path.parent.mkdir(parents=True, exist_ok=True)
    mid.save(str(mid_path))
    audio = render(mid_path, work / f"{name}.raw")
    loop = normalise(loop_from(audio, length))
    pcm = np.clip(np.round(loop * 32767), -32768, 32767).astype(np.int16)
    wav = work / f"{name}.wav"
    write_wav(wav, pcm)
    OUT.mkdir(parents=True, exist_ok=True)
    ogg = OUT / f"{name}.ogg"
    subprocess.run(["oggenc", "-Q", "-q", QUALITY, "-s", SERIAL, "-o", str(ogg), str(wav)], check=True)
    x = pcm.astype(np.float64) / 32768
    per_second = np.sqrt(np.mean(x[: len(x) // SR * SR].reshape(-1, SR, 2) ** 2, axis=(1, 2)))
    return {"seconds": len(pcm) / SR, "bytes": ogg.stat().st_size, "peak_db": db(float(np.abs(x).max())),
            "rms_db": db(float(np.sqrt(np.mean(x ** 2)))), "quietest_s_db": db(float(per_second.min())),
            "loudest_s_db": db(float(per_second.max())), **seam(pcm)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("names", nargs="*", help=f"themes to make (default: all of {', '.join(THEMES)})")
    parser.add_argument("--keep-midi", action="store_true", help="leave the MIDI files in build/music/")
    args = parser.parse_args(argv)
    names = args.names or list(THEMES)
    unknown = [n for n in names if n not in THEMES]
    if unknown:
        parser.error(f"no theme called {', '.join(unknown)}")
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            r = make(name, Path(tmp), args.keep_midi)
            total += r["bytes"]
            print(f"{name:18} {r['seconds']:6.2f} s {r['bytes'] / 1024:6.0f} KiB  peak {r['peak_db']:6.1f} dBFS  "
                  f"RMS {r['rms_db']:6.1f} dBFS (1 s: {r['quietest_s_db']:.1f}..{r['loudest_s_db']:.1f})  "
                  f"seam: jump {r['wrap_jump']:.0f} (max inside {r['max_jump']:.0f}), "
                  f"step {r['wrap_step_db']:.2f} dB (max inside {r['max_step_db']:.2f})")
    print(f"total {total} bytes ({total / 1024 / 1024:.2f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
