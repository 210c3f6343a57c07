"""Which characters a font file can draw, read from its ``cmap`` table.

pygame.font draws a missing character as a box and reports it as present, so the app
asks the font file itself: the Unicode subtables (format 4 and 12) of a TrueType or
OpenType font. Used to fall back from the title face to the bold face for a text it
cannot draw, and by ``ghostparlor check-layout`` to count missing glyphs. The tests check
this reader against fontTools on every bundled font.
"""

from __future__ import annotations

import struct
from functools import lru_cache
from pathlib import Path


def _table(data: bytes, tag: bytes) -> bytes | None:
    count = struct.unpack_from(">H", data, 4)[0]
    for i in range(count):
        name, _, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if name == tag:
            return data[offset:offset + length]
    return None


def _format4(sub: bytes) -> set[int]:
    seg2 = struct.unpack_from(">H", sub, 6)[0]
    n = seg2 // 2
    ends = struct.unpack_from(f">{n}H", sub, 14)
    starts = struct.unpack_from(f">{n}H", sub, 16 + seg2)
    deltas = struct.unpack_from(f">{n}h", sub, 16 + 2 * seg2)
    range_at = 16 + 3 * seg2
    ranges = struct.unpack_from(f">{n}H", sub, range_at)
    out: set[int] = set()
    for i in range(n):
        start, end = starts[i], ends[i]
        if start == 0xFFFF:
            continue
        for code in range(start, end + 1):
            if ranges[i] == 0:
                glyph = (code + deltas[i]) & 0xFFFF
            else:
                at = range_at + 2 * i + ranges[i] + 2 * (code - start)
                if at + 2 > len(sub):
                    continue
                glyph = struct.unpack_from(">H", sub, at)[0]
                if glyph:
                    glyph = (glyph + deltas[i]) & 0xFFFF
            if glyph:
                out.add(code)
    return out


def _format12(sub: bytes) -> set[int]:
    groups = struct.unpack_from(">I", sub, 12)[0]
    out: set[int] = set()
    for i in range(groups):
        start, end, first = struct.unpack_from(">III", sub, 16 + 12 * i)
        out.update(c for c in range(start, end + 1) if first + (c - start))
    return out


@lru_cache(maxsize=16)
def coverage(path: str) -> frozenset[int]:
    """The code points ``path`` maps to a glyph (empty when the file cannot be read)."""
    try:
        data = Path(path).read_bytes()
        cmap = _table(data, b"cmap")
        if cmap is None:
            return frozenset()
        count = struct.unpack_from(">H", cmap, 2)[0]
        best: tuple[int, int] | None = None  # (preference, offset)
        for i in range(count):
            platform, encoding, offset = struct.unpack_from(">HHI", cmap, 4 + 8 * i)
            fmt = struct.unpack_from(">H", cmap, offset)[0]
            rank = {(3, 10, 12): 0, (0, 4, 12): 1, (0, 6, 12): 1, (3, 1, 4): 2, (0, 3, 4): 3}.get((platform, encoding, fmt))
            if rank is None and platform == 0 and fmt in (4, 12):
                rank = 4
            if rank is not None and (best is None or rank < best[0]):
                best = (rank, offset)
        if best is None:
            return frozenset()
        sub = cmap[best[1]:]
        fmt = struct.unpack_from(">H", sub, 0)[0]
        return frozenset(_format12(sub) if fmt == 12 else _format4(sub))
    except (OSError, struct.error, ValueError):
        return frozenset()


def missing(text: str, path: str) -> str:
    """The characters of ``text`` (spaces and controls aside) ``path`` cannot draw."""
    have = coverage(path)
    seen: dict[str, None] = {}
    for ch in text:
        if ord(ch) > 32 and ch not in seen and ord(ch) not in have and not 0x7F <= ord(ch) < 0xA0:
            seen[ch] = None
    return "".join(seen)
