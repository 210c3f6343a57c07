#!/usr/bin/env python3
"""Table backdrops for Ghostbumpers and Ghosts (build time only, skia-python).

    python tools/art_tables.py            # writes art/ghostbumpers/backdrop.jpg, art/ghosts/backdrop.jpg

Each backdrop is the 1280x720 picture GameScene draws behind its table (the class
attribute ``BACKDROP``): dark and quiet, so the panels and text over it stay readable.

- Ghostbumpers: a card table in the parlor: damask wall and wainscot behind, a
  mahogany table with a gilt-inlaid green felt where the trick and the hand lie,
  candle sconces beside the seat row.
- Ghosts: a misty night parlor: a midnight damask wall, a moonlit window, fog
  drifting low over a round table, faint ghosts in the corners.
- Ghosts' family symbols (art/ghosts/symbol_<family>.png): the symbol of each card
  family on a disc of its colour, shown beside the level gauge's words ("Blue on top")
  and the call; the symbol carries the family, the colour only repeats it.

Seeded and drawn in a fixed order: the same skia-python version re-makes the files
byte for byte. Icons are game-icons (CC BY 3.0, see art/LICENSE.md).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import skia  # noqa: E402

from vector_style import (  # noqa: E402
    AUBERGINE, AUBERGINE_LIGHT, CANDLE, FELT, FELT_LIGHT, GHOST, GOLD, GOLD_DARK, GOLD_LIGHT, MIDNIGHT, MIST, PLUM,
    WOOD, WOOD_DARK, Sheet, candle_glow, damask, icon, linear, mix, noise_speckle, paint, radial, vignette, wood_floor,
)

W, H = 1280, 720
QUALITY = 84  # JPEG quality: both pictures stay well under 200 KB


def rrect(x, y, w, h, r) -> skia.RRect:
    return skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r)


def felt_cloth(c, rect, *, seed: int, base=FELT, light=FELT_LIGHT, radius: float = 40.0) -> None:
    """A felt top: a soft light pool in the middle and a fine nap of short strokes."""
    x, y, w, h = rect
    shape = rrect(x, y, w, h, radius)
    c.save()
    c.clipRRect(shape, doAntiAlias=True)
    c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(base))
    c.drawRect(skia.Rect.MakeXYWH(x, y, w, h),
               paint(shader=radial(x + w / 2, y + h * 0.45, max(w, h) * 0.62, [(0.0, light, 200), (1.0, base, 0)])))
    rng = random.Random(seed)
    for _ in range(5200):  # the nap
        px, py = x + rng.random() * w, y + rng.random() * h
        dx, dy = rng.uniform(-2.5, 2.5), rng.uniform(-2.5, 2.5)
        tone = light if rng.random() < 0.5 else mix(base, MIDNIGHT, 0.45)
        c.drawLine(px, py, px + dx, py + dy, paint(tone, 38, stroke=0.9))
    c.drawRRect(shape, paint(MIDNIGHT, 150, stroke=26, blur=14))  # the rim's shade on the cloth
    c.restore()


def wainscot(c, top: float, *, seed: int) -> None:
    """Dark panelled wood from ``top`` down, under a gilt dado rail."""
    wood_floor(c, (0, top, W, H - top), seed=seed, plank=34, base=mix(WOOD_DARK, AUBERGINE, 0.3),
               dark=MIDNIGHT, light=WOOD, vertical=True)
    c.drawRect(skia.Rect.MakeXYWH(0, top - 7, W, 9),
               paint(shader=linear(0, top - 7, 0, top + 2, [(0, GOLD), (1, GOLD_DARK)])))


def sconce(c, cx: float, cy: float, size: float) -> None:
    """A wall candle with its warm pool of light."""
    candle_glow(c, cx, cy - size * 0.2, size * 2.2, alpha=70)
    icon(c, "candle-holder", cx - size / 2, cy - size / 2, size, GOLD, 200)
    icon(c, "candle-flame", cx - size * 0.16, cy - size * 0.86, size * 0.32, CANDLE, 230)


def ghostbumpers_backdrop() -> Sheet:
    sheet = Sheet(W, H, AUBERGINE)
    c = sheet.canvas
    damask(c, (0, 0, W, H), base=mix(AUBERGINE, MIDNIGHT, 0.25), motif=AUBERGINE_LIGHT, step=56, alpha=55)
    wainscot(c, 206, seed=46)
    noise_speckle(c, (0, 0, W, H), seed=47, count=1200)
    for cx in (62, 882):  # beside the seat row (a full row of seats covers them)
        sconce(c, cx, 128, 54)
    # the card table: a mahogany rim round the felt the trick and the hand lie on
    table = (-20, 206, 984, 560)
    c.drawRRect(rrect(table[0], table[1] + 8, table[2], table[3], 48), paint(MIDNIGHT, 190, blur=12))
    c.drawRRect(rrect(*table, 48), paint(shader=linear(0, table[1], 0, table[1] + 60,
                                                       [(0, mix(WOOD, GOLD, 0.2)), (0.4, WOOD), (1, WOOD_DARK)])))
    wood_floor(c, (table[0], table[1] + 30, table[2], table[3]), seed=48, plank=40, base=WOOD_DARK,
               dark=MIDNIGHT, light=WOOD)
    felt_cloth(c, (2, 214, 940, 560), seed=49)
    inlay = rrect(10, 222, 924, 540, 34)
    c.drawRRect(inlay, paint(GOLD_DARK, 170, stroke=2.0))
    c.drawRRect(rrect(16, 228, 912, 528, 30), paint(GOLD_LIGHT, 60, stroke=1.0))
    for i, name in enumerate(("spades", "hearts", "clubs", "diamonds")):  # a faint suit in each corner of the cloth
        x = 40 if i % 2 == 0 else 864
        y = 236 if i < 2 else 668
        icon(c, f"card-ace-{name}", x, y, 40, GOLD_LIGHT, 28)
    vignette(c, W, H, strength=175)
    return sheet


def fog_band(c, y: float, *, seed: int, count: int = 26, alpha: int = 30) -> None:
    """Low drifting fog: soft blurred ellipses along ``y``."""
    rng = random.Random(seed)
    for _ in range(count):
        cx = rng.uniform(-80, W + 80)
        cy = y + rng.uniform(-40, 40)
        rw, rh = rng.uniform(120, 260), rng.uniform(22, 48)
        c.drawOval(skia.Rect.MakeXYWH(cx - rw, cy - rh, 2 * rw, 2 * rh), paint(MIST, alpha, blur=rh * 0.8))


def moon_window(c, x: float, y: float, w: float, h: float) -> None:
    """An arched window with the moon and a few stars behind its bars."""
    arch = skia.Path()
    arch.moveTo(x, y + h)
    arch.lineTo(x, y + w / 2)
    arch.arcTo(skia.Rect.MakeXYWH(x, y, w, w), 180, 180, False)
    arch.lineTo(x + w, y + h)
    arch.close()
    c.save()
    c.clipPath(arch, doAntiAlias=True)
    c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(shader=linear(0, y, 0, y + h, [(0, (28, 34, 72)), (1, MIDNIGHT)])))
    rng = random.Random(7)
    for _ in range(26):
        c.drawCircle(x + rng.random() * w, y + rng.random() * h * 0.8, rng.uniform(0.6, 1.6), paint(GHOST, rng.randint(80, 200)))
    mx, my = x + w * 0.66, y + w * 0.42
    candle_glow(c, mx, my, w * 0.6, alpha=70, rgb=(210, 214, 240))
    c.drawCircle(mx, my, w * 0.17, paint((232, 232, 246)))
    c.drawCircle(mx + w * 0.07, my - w * 0.04, w * 0.15, paint((28, 34, 72)))  # a crescent
    c.restore()
    c.drawPath(arch, paint(WOOD_DARK, stroke=10))
    c.drawPath(arch, paint(GOLD_DARK, 160, stroke=2))
    c.drawLine(x + w / 2, y, x + w / 2, y + h, paint(WOOD_DARK, stroke=6))
    for k in (0.45, 0.72):
        c.drawLine(x, y + h * k, x + w, y + h * k, paint(WOOD_DARK, stroke=6))


def ghosts_backdrop() -> Sheet:
    sheet = Sheet(W, H, MIDNIGHT)
    c = sheet.canvas
    wall = mix(MIDNIGHT, PLUM, 0.28)
    damask(c, (0, 0, W, H), base=wall, motif=mix(wall, MIST, 0.25), step=60, alpha=50)
    for x in (34, 836):  # two windows beside the seat row
        moon_window(c, x, 62, 74, 134)
    wainscot(c, 212, seed=61)
    c.drawRect(skia.Rect.MakeXYWH(0, 212, W, H - 212), paint(MIDNIGHT, 120))  # the floor in the dark
    # a round-ended table of dark wood, lit from the middle
    c.drawRRect(rrect(-30, 204, 1004, 296, 140), paint(MIDNIGHT, 200, blur=16))
    c.drawRRect(rrect(-30, 196, 1004, 292, 140), paint(shader=linear(0, 196, 0, 488,
                                                                     [(0, mix(WOOD, GOLD, 0.15)), (0.5, WOOD), (1, WOOD_DARK)])))
    felt_cloth(c, (0, 206, 944, 272), seed=62, base=mix(FELT, MIDNIGHT, 0.2), light=mix(FELT_LIGHT, MIST, 0.15), radius=128)
    c.drawRRect(rrect(8, 214, 928, 256, 120), paint(GOLD_DARK, 150, stroke=2.0))
    fog_band(c, 530, seed=63, alpha=18)
    fog_band(c, 700, seed=64, alpha=24)
    rng = random.Random(65)
    for x, y, s in ((40, 560, 90), (840, 600, 76), (430, 640, 60)):  # faint ghosts drifting in the fog
        icon(c, "floating-ghost", x + rng.uniform(-6, 6), y, s, GHOST, 26)
    noise_speckle(c, (0, 0, W, H), seed=66, count=900, alpha=10)
    vignette(c, W, H, strength=185)
    return sheet


# the Ghosts card families (art/manifest.yaml): the band colour and the symbol on the cards
FAMILIES = {
    "red": ((190, 52, 40), "flame"),
    "yellow": ((222, 172, 30), "moon"),
    "blue": ((40, 98, 184), "water-drop"),
    "green": ((44, 130, 70), "oak-leaf"),
    "black": ((18, 14, 22), "bat"),
    "white": ((238, 238, 246), "round-star"),
}
SYMBOL = 64  # drawn at up to 32 px on the table: twice that for a crisp scale-down


def family_symbol(family: str) -> Sheet:
    band, name = FAMILIES[family]
    light = sum(band) > 500
    sheet = Sheet(SYMBOL, SYMBOL)
    c = sheet.canvas
    r = SYMBOL / 2 - 2
    c.drawCircle(SYMBOL / 2, SYMBOL / 2, r, paint(band))
    c.drawCircle(SYMBOL / 2, SYMBOL / 2, r - 2, paint(GOLD_DARK if light else GOLD_LIGHT, stroke=4))
    ink = MIDNIGHT if light else GHOST
    scale = 0.84 if name == "bat" else 0.68  # the bat is wide and flat: drawn larger to read at 28 px
    icon(c, name, SYMBOL * (1 - scale) / 2, SYMBOL * (1 - scale) / 2, SYMBOL * scale, ink)
    return sheet


def generate() -> list[Path]:
    out = [ghostbumpers_backdrop().save("ghostbumpers/backdrop.jpg", quality=QUALITY),
           ghosts_backdrop().save("ghosts/backdrop.jpg", quality=QUALITY)]
    out += [family_symbol(family).save(f"ghosts/symbol_{family}.png") for family in FAMILIES]
    return out


if __name__ == "__main__":
    for path in generate():
        print(f"{path.relative_to(path.parents[2])}: {path.stat().st_size // 1024} KB")
