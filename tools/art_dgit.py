#!/usr/bin/env python3
"""Don't Go In There art: one illustrated picture per curse type (the twelve
cursed objects) and the curse card back, in the haunted-parlor style.

``tools/make_art.py`` calls :func:`generate` from its "make everything" path,
so the usual way to (re)build the art is, from the repository root:

    python tools/make_art.py

This module can also be run on its own; it then runs ``make_art.py`` (so the
manifest stays complete) and writes a review sheet for checking by eye:

    python tools/art_dgit.py --sheet /tmp/dgit_sheet.png

The sheet shows the twelve pictures at 128, 64, 40 and 24 px on the dark
parlor and on the cards' parchment, a greyscale row, and the card back.

Readability rules the pictures follow:
- each picture is the object itself on a transparent 128x128 canvas: dark ink
  outlines, the palette's golds, a soft spectral aura that lifts it off dark
  backgrounds (the black cat too);
- each type keeps its table colour (``CURSE_COLOURS``, the RGB of the chips in
  ghostparlor/games/dont_go_in_there/table/art.py) as an accent, but colour is
  never the only cue: the twelve silhouettes differ (a pendant hanging from a
  V of chain, a sitting cat, a napoleon-hat clock, a doll in a bonnet, a round
  flask with a cross, a mask with ribbons, a tilted hand mirror, a box with a
  crank and notes, a portrait hanging askew from its wire, a ring with a tall
  gem, an open thick book, two small figures holding hands), so that they are
  told apart in greyscale and at 24 px.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402

import art_style as st  # noqa: E402
from art_style import (  # noqa: E402
    ART, AUBERGINE, AUBERGINE_LIGHT, BLUSH, CANDLE, GHOST, GHOST_SHADE, GOLD, GOLD_DARK,
    GOLD_LIGHT, INK, INK_SOFT, IVORY, MIDNIGHT, PARCHMENT, PLUM, Pen, mix, with_alpha,
)
import make_art as ma  # noqa: E402  (lattice)

SIZE = 128              # the pictures are SIZE x SIZE, transparent
BACK_W, BACK_H = 120, 156
OW = 3.0                # outline of the main silhouettes (0.56 px at 24 px)
DW = 1.8                # outline of the details

# The table's colours of the types (scene_art.py CURSE_STYLE; keep in step with it).
CURSE_COLOURS = {
    "amulet": (230, 159, 0),
    "cat": (86, 180, 233),
    "clock": (0, 158, 115),
    "doll": (204, 121, 167),
    "holy_water": (0, 114, 178),
    "mask": (213, 94, 0),
    "mirror": (178, 182, 200),
    "music_box": (240, 228, 66),
    "portrait": (160, 112, 76),
    "ring": (222, 190, 96),
    "tome": (132, 92, 176),
    "twin": (96, 170, 150),
}
CURSE_ORDER = tuple(CURSE_COLOURS)

WOOD = (120, 68, 46)
WOOD_DARK = (78, 42, 32)
PORCELAIN = (252, 240, 230)
SPARKLE = (255, 250, 236)


# ==========================================================================
# Helpers
# ==========================================================================
def part(pen, draw, fill, ow=OW, outline=INK):
    """Stamp one silhouette with an ink outline; returns its mask."""
    return pen.stamp(draw, fill, outline, ow)


def inside(pen, mask, draw):
    """``draw(layer)`` kept only where ``mask`` is set (shading within a part)."""
    lay = pen.layer()
    draw(lay)
    keep = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    lay.surf.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.blit(lay)


def sparkle(pen, x, y, r, color=SPARKLE):
    pen.poly(color, st.star_points(x, y, r, r * 0.3, 4, 0))


def almond(x, y, w, h, droop=0.0):
    """An eye shape ``w`` wide and ``h`` tall; ``droop`` lowers the outer corners."""
    return st.path((x - w / 2, y + droop), ((x - w * 0.05, y - h), (x + w / 2, y + droop * 0.2)),
                   ((x + w * 0.05, y + h), (x - w / 2, y + droop)), n=16)


def strand(pts, w0, w1=None):
    """A smooth ribbon polygon along the polyline ``pts``, ``w0`` wide at the start and
    ``w1`` at the end (tapers; a round end needs a circle on top)."""
    w1 = w0 if w1 is None else w1
    left, right = [], []
    n = len(pts)
    for i, (x, y) in enumerate(pts):
        (xa, ya), (xb, yb) = pts[max(0, i - 1)], pts[min(n - 1, i + 1)]
        dx, dy = xb - xa, yb - ya
        d = math.hypot(dx, dy) or 1.0
        h = (w0 + (w1 - w0) * i / (n - 1)) / 2
        left.append((x - dy / d * h, y + dx / d * h))
        right.append((x + dy / d * h, y - dx / d * h))
    return left + right[::-1]


def rotated(lay, angle, centre=(SIZE / 2, SIZE / 2), scale=1.0):
    """The layer turned by ``angle`` degrees (counter-clockwise) and scaled about the
    canvas middle, then moved so that the middle lands on ``centre``."""
    turned = pygame.transform.rotozoom(lay.surf, angle, scale)
    out = lay.layer()
    out.surf.blit(turned, turned.get_rect(center=lay.p(*centre)))
    return out


def finish(obj, col, strength=150, reach=5.0, blur=5.0):
    """The object on a soft spectral aura (its silhouette grown and blurred, a pale
    tint of the type colour): lifts dark objects off dark tables."""
    k = obj.k
    mask = pygame.mask.from_surface(obj.surf, 60)
    grown = st.dilate(mask, round(reach * k))
    tint = mix(GHOST, col, 0.3)
    aura = grown.to_surface(setcolor=with_alpha(tint, 255), unsetcolor=with_alpha(tint, 0))
    aura = pygame.transform.gaussian_blur(aura, round(blur * k))
    aura.fill((255, 255, 255, strength), special_flags=pygame.BLEND_RGBA_MULT)
    feather = obj.layer()  # fade out before the canvas edge (no cut-off glow)
    feather.rect((255, 255, 255, 255), (5, 5, SIZE - 10, SIZE - 10), 0, 14)
    aura.blit(pygame.transform.gaussian_blur(feather.surf, round(4 * k)), (0, 0),
              special_flags=pygame.BLEND_RGBA_MULT)
    out = obj.layer()
    out.surf.blit(aura, (0, 0))
    out.surf.blit(obj.surf, (0, 0))
    return out.result()


# ==========================================================================
# The twelve cursed objects (each draws on a 128x128 logical canvas)
# ==========================================================================
def draw_amulet(pen, col):
    """A round, beaded gold medallion with an evil eye, hanging from a V of chain."""
    cx, cy, R = 64, 76, 26
    for side in (-1, 1):
        a, c, b = (64 + side * 44, 3), (64 + side * 32, 36), (64 + side * 6, 44)
        pts = [a] + st.bezier(a, c, b, 24)
        part(pen, lambda p, cc, pts=pts: p.lines(cc, pts, 4.6), GOLD, ow=1.6)
        for i in range(1, len(pts) - 1, 2):  # link seams
            (x0, y0), (x1, y1) = pts[i - 1], pts[i + 1]
            nx, ny = -(y1 - y0), x1 - x0
            d = math.hypot(nx, ny) or 1
            nx, ny = nx / d * 2.0, ny / d * 2.0
            x, y = pts[i]
            pen.line(GOLD_DARK, (x - nx, y - ny), (x + nx, y + ny), 1.1, caps=False)
        pen.lines(GOLD_LIGHT, pts[2:10], 1.0)
    part(pen, lambda p, c: p.circle(c, (64, 47), 6.5, 3.4), GOLD, ow=1.6)   # the bail

    def medallion(p, c):
        p.circle(c, (cx, cy), R)
        for i in range(16):
            a = i * math.pi / 8
            p.circle(c, (cx + R * math.cos(a), cy + R * math.sin(a)), 4.2)
        drop = st.path((cx, cy + R + 2), ((cx + 9, cy + R + 14), (cx, cy + R + 19)),
                       ((cx - 9, cy + R + 14), (cx, cy + R + 2)), n=12)
        p.poly(c, drop)
    m = part(pen, medallion, GOLD)
    inside(pen, m, lambda p: (p.arc(GOLD_LIGHT, (cx, cy), R + 1, math.radians(160), math.radians(260), 3.0),
                              p.arc(GOLD_DARK, (cx, cy), R + 1, math.radians(-20), math.radians(80), 3.0)))
    # the drop gem in the type colour
    gem = st.path((cx, cy + R + 6), ((cx + 6, cy + R + 13), (cx, cy + R + 16)),
                  ((cx - 6, cy + R + 13), (cx, cy + R + 6)), n=10)
    pen.poly(col, gem)
    pen.circle(mix(col, GHOST, 0.6), (cx - 1.6, cy + R + 10.5), 1.4)
    pen.circle(GOLD_DARK, (cx, cy), R - 3.2, 1.2)
    pen.circle(INK, (cx, cy), R - 5.5)
    pen.circle(mix(AUBERGINE, col, 0.18), (cx, cy), R - 7)
    pen.radial((cx, cy), R - 7, with_alpha(col, 170), with_alpha(col, 0))
    for i in range(12):  # rays around the eye
        a = i * math.pi / 6 + math.pi / 12
        pen.line(with_alpha(GOLD, 255), (cx + 14 * math.cos(a), cy + 12 * math.sin(a)),
                 (cx + 17.5 * math.cos(a), cy + 16 * math.sin(a)), 1.4)
    eye = almond(cx, cy, 34, 12)
    part(pen, lambda p, c: p.poly(c, eye), IVORY, ow=1.6)
    iris = pen.layer()
    iris.circle(INK, (cx, cy), 8.6)
    iris.circle(col, (cx, cy), 7.6)
    iris.circle(mix(col, GHOST, 0.45), (cx, cy), 3.8, 1.2)
    iris.ellipse(INK, (cx - 1.6, cy - 5.2, 3.2, 10.4))
    iris.circle(GHOST, (cx + 2.6, cy - 2.6), 1.6)
    em = pen.layer()
    em.poly((255, 255, 255, 255), eye)
    iris.surf.blit(em.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.blit(iris)
    sparkle(pen, cx - 20, cy - 20, 4.5)


def draw_cat(pen, col):
    """A black cat sitting upright, tail curled up beside it, with glowing eyes."""
    body, hi = (50, 42, 64), (84, 74, 104)

    def cat(p, c):
        p.ellipse(c, (30, 56, 58, 62))                              # body
        p.ellipse(c, (26, 84, 44, 34))                              # haunch
        p.circle(c, (58, 40), 22)                                   # head
        p.poly(c, [(37, 36), (38, 6), (58, 22)])                    # ears
        p.poly(c, [(60, 22), (80, 6), (80, 36)])
        tail = [(80, 110)] + st.bezier((80, 110), (122, 112), (112, 74), 16) \
            + st.bezier((112, 74), (104, 50), (118, 40), 12)
        p.poly(c, strand(tail, 11, 7))
        p.circle(c, tail[-1], 3.5)
        p.ellipse(c, (36, 106, 20, 13))                             # front paws
        p.ellipse(c, (56, 106, 20, 13))
    m = part(pen, cat, body)
    inside(pen, m, lambda p: (p.arc(hi, (58, 40), 19, math.radians(200), math.radians(290), 3.2),
                              p.arc(hi, (59, 86), 26, math.radians(195), math.radians(250), 3.2),
                              p.arc(hi, (113, 92), 14, math.radians(-60), math.radians(10), 2.4)))
    for pts in ([(41, 31), (41, 13), (52, 24)], [(66, 24), (77, 13), (77, 31)]):  # inner ears
        pen.poly(PLUM, pts)
    pen.line(INK, (65, 92), (66, 114), 1.8)                         # the front legs part
    pen.line(INK, (46, 110), (46, 117), 1.2)
    pen.line(INK, (76, 110), (76, 117), 1.2)
    # collar and bell
    pen.arc(mix(col, INK, 0.25), (58, 40), 21, math.radians(58), math.radians(122), 4.0)
    part(pen, lambda p, c: p.circle(c, (58, 64), 4.2), GOLD, ow=1.4)
    pen.line(GOLD_DARK, (54.5, 64.5), (61.5, 64.5), 0.9, caps=False)
    # glowing eyes in the type colour, slit pupils
    for ex in (49, 67):
        pen.radial((ex, 40), 11, with_alpha(col, 200), with_alpha(col, 0))
    for ex, side in ((49, -1), (67, 1)):
        e = almond(ex, 40, 13, 6.5, droop=-1.2 * -side)
        part(pen, lambda p, c, e=e: p.poly(c, e), mix(col, GHOST, 0.15), ow=1.3)
        pen.ellipse(INK, (ex - 1.3, 34.2, 2.6, 11.6))
        pen.circle(GHOST, (ex + 2.4, 38), 1.3)
    pen.poly(BLUSH, [(55.5, 48), (60.5, 48), (58, 51)])
    for side in (-1, 1):                                            # whiskers
        for dy, tilt in ((0, -2), (3, 2)):
            pen.line((150, 140, 172), (58 + side * 7, 51 + dy), (58 + side * 22, 49 + dy + tilt), 0.8)


def draw_clock(pen, col):
    """A napoleon-hat mantel clock: green case, gold trim, a dial at five to midnight."""
    case, case_dark = mix(col, INK, 0.12), mix(col, INK, 0.5)

    def body(p, c):
        p.poly(c, st.path((16, 102), ((16, 84),), ((20, 66), (40, 62)), ((42, 22), (64, 20)),
                          ((86, 22), (88, 62)), ((108, 66), (112, 84)), ((112, 102),), n=20))
    part(pen, lambda p, c: p.circle(c, (64, 11), 5.5), GOLD, ow=2.0)            # finial
    part(pen, lambda p, c: p.rect(c, (61, 13, 6, 10)), GOLD, ow=1.6)
    m = part(pen, body, case)
    inside(pen, m, lambda p: (p.rect(case_dark, (88, 20, 30, 90)),
                              p.poly(with_alpha(GOLD_LIGHT, 255),
                                     st.path((20, 84), ((24, 70), (42, 66)), ((44, 30), (64, 26)),
                                             ((64, 29),), ((47, 32), (45, 70)), ((27, 73), (23, 86)), n=14)),
                              ))
    for side in (-1, 1):  # feet
        part(pen, lambda p, c, s=side: p.ellipse(c, (64 + s * 40 - 9, 108, 18, 12)), GOLD, ow=2.0)
    part(pen, lambda p, c: p.rect(c, (10, 98, 108, 13), 0, 3), WOOD)             # plinth
    pen.rect(mix(WOOD, GOLD, 0.35), (12, 99.5, 104, 3.2), 0, 1)
    pen.line(GOLD, (14, 107), (114, 107), 1.0, caps=False)
    # the dial
    c = (64, 62)
    part(pen, lambda p, cc: p.circle(cc, c, 25), GOLD, ow=2.2)
    pen.arc(GOLD_LIGHT, c, 23.2, math.radians(150), math.radians(260), 2.0)
    pen.arc(GOLD_DARK, c, 23.2, math.radians(-30), math.radians(70), 2.0)
    pen.circle(INK, c, 20.6)
    pen.circle(IVORY, c, 19.4)
    pen.radial(c, 19, with_alpha((255, 255, 248), 200), with_alpha((236, 226, 200), 0))
    for i in range(12):
        a = -math.pi / 2 + i * math.pi / 6
        r0 = 13.0 if i % 3 == 0 else 15.0
        pen.line(INK, (c[0] + r0 * math.cos(a), c[1] + r0 * math.sin(a)),
                 (c[0] + 17.2 * math.cos(a), c[1] + 17.2 * math.sin(a)), 2.0 if i % 3 == 0 else 1.2)
    for ang, ln, w in ((-90 - 8, 10.5, 3.2), (-90 - 30, 15.5, 2.2)):     # five to twelve
        a = math.radians(ang)
        pen.line(INK, c, (c[0] + ln * math.cos(a), c[1] + ln * math.sin(a)), w)
    pen.circle(GOLD_DARK, c, 2.4)
    pen.circle(INK, c, 1.0)
    sparkle(pen, 46, 46, 4.0)


def draw_doll(pen, col):
    """A porcelain doll in a bonnet and a bell-shaped dress, a crack across her cheek."""
    dress, dress_dark, lace = col, mix(col, INK, 0.35), (252, 248, 252)
    hair, hair_dark = (214, 158, 84), (160, 104, 50)
    for x in (54, 74):                                          # legs and shoes
        part(pen, lambda p, c, x=x: p.rect(c, (x - 4.5, 100, 9, 18)), lace, ow=2.0)
        part(pen, lambda p, c, x=x: p.ellipse(c, (x - 7.5, 114, 15, 9)), INK, ow=1.0)
    for side in (-1, 1):                                        # arms
        part(pen, lambda p, c, s=side: (p.lines(c, [(64 + s * 17, 70), (64 + s * 26, 89)], 8.5),
                                        p.circle(c, (64 + s * 27, 92), 5.8)), PORCELAIN, ow=2.0)

    def frock(p, c):
        p.poly(c, st.path((52, 64), ((48, 80), (28, 108)), ((64, 114), (100, 108)), ((80, 80), (76, 64)), n=18))
    m = part(pen, frock, dress)
    inside(pen, m, lambda p: (p.poly(dress_dark, [(82, 60), (104, 60), (104, 116), (82, 116), (72, 70)]),
                              p.lines(with_alpha(mix(col, GHOST, 0.35), 255), [(58, 70), (48, 88), (40, 104)], 2.2)))
    for i in range(9):                                          # lace hem
        x = 31 + i * 8.2
        y = 109.5 + 2.8 * math.sin(math.pi * i / 8)
        pen.circle(INK, (x, y), 4.2)
    for i in range(9):
        x = 31 + i * 8.2
        y = 109.5 + 2.8 * math.sin(math.pi * i / 8)
        pen.circle(lace, (x, y), 3.2)
    for side in (-1, 1):                                        # puffed sleeves
        part(pen, lambda p, c, s=side: p.circle(c, (64 + s * 15, 68), 8), dress, ow=2.2)
    part(pen, lambda p, c: p.ellipse(c, (48, 58, 32, 12)), lace, ow=2.0)   # collar
    for x in (54, 64, 74):
        pen.circle(mix(lace, GHOST_SHADE, 0.6), (x, 64), 1.6)
    # bonnet behind the head, ringlets, head
    part(pen, lambda p, c: p.circle(c, (64, 34), 30), dress, ow=OW)
    pen.circle(mix(col, GHOST, 0.45), (64, 36), 25)
    for side in (-1, 1):
        for dy in (0, 11):
            part(pen, lambda p, c, s=side, d=dy: p.circle(c, (64 + s * 21, 46 + d), 6.5), hair, ow=1.8)
            pen.arc(hair_dark, (64 + side * 21, 46 + dy), 3.4, math.radians(200), math.radians(470), 1.2)
    part(pen, lambda p, c: p.circle(c, (64, 40), 19), PORCELAIN, ow=2.4)
    pen.poly(hair, st.path((46, 36), ((50, 20), (64, 22)), ((78, 20), (82, 36)), ((72, 26), (64, 30)),
                           ((56, 26), (46, 36)), n=12))
    pen.lines(INK, st.bezier((46, 36), (50, 20), (64, 22), 10) + st.bezier((64, 22), (78, 20), (82, 36), 10), 1.2)
    # bonnet ribbon bow under the chin
    for side in (-1, 1):
        part(pen, lambda p, c, s=side: p.poly(c, [(64, 59), (64 + s * 11, 53), (64 + s * 11, 64)]), dress, ow=1.6)
    part(pen, lambda p, c: p.circle(c, (64, 59), 3.2), dress, ow=1.4)
    # face: glossy button eyes, rosy cheeks, a rosebud mouth, and the crack
    for x in (57, 71):
        pen.circle(INK, (x, 41), 4.6)
        pen.circle(GHOST, (x + 1.6, 39.4), 1.5)
        pen.line(INK, (x - 4, 35.5), (x - 6, 33.5), 1.0)
        pen.line(INK, (x + 4, 35.5), (x + 6, 33.5), 1.0)
    for x in (52, 76):
        pen.ellipse(BLUSH, (x - 4, 46, 8, 4))
    pen.ellipse((196, 64, 80), (61.5, 49.5, 5, 3.2))
    pen.lines(INK, [(70, 24), (72, 29), (69.5, 32), (73, 35), (71.5, 38)], 1.1)
    pen.line(INK, (72, 29), (76, 30.5), 0.9)


def draw_holy_water(pen, col):
    """A round glass flask, corked, half full of blue water, with a gold cross."""
    glass, glass_dark = (206, 226, 240), (150, 176, 204)
    part(pen, lambda p, c: p.rect(c, (54, 4, 20, 16), 0, 4), (176, 124, 76), ow=2.4)   # cork
    pen.line((140, 92, 56), (58, 9), (70, 9), 1.0, caps=False)
    pen.line((140, 92, 56), (58, 14), (70, 14), 1.0, caps=False)

    def flask(p, c):
        p.circle(c, (64, 82), 34)
        p.rect(c, (53, 20, 22, 40))
        p.rect(c, (49, 18, 30, 8), 0, 3)
    m = part(pen, flask, glass)

    def water(p):
        p.rect(col, (20, 74, 90, 60))
        p.ellipse(mix(col, GHOST, 0.45), (31, 70, 66, 10))
        p.ellipse(mix(col, INK, 0.3), (28, 100, 80, 30))
        p.arc(glass_dark, (64, 82), 30, math.radians(-40), math.radians(60), 4.0)
    inside(pen, m, water)
    pen.line(INK, (49, 26), (79, 26), 1.4, caps=False)         # the lip
    inside(pen, m, lambda p: (p.arc(GHOST, (64, 82), 27, math.radians(190), math.radians(250), 3.6),
                              p.line(GHOST, (58, 30), (58, 50), 2.6),
                              p.circle(GHOST, (50, 98), 2.0)))
    # cord tied around the neck
    part(pen, lambda p, c: p.rect(c, (51, 38, 26, 5), 0, 2), GOLD, ow=1.4)
    part(pen, lambda p, c: p.lines(c, [(76, 41), (84, 50), (82, 58)], 2.4), GOLD, ow=1.2)

    def cross(p, c):
        p.rect(c, (59, 64, 10, 40), 0, 2)
        p.rect(c, (49, 74, 30, 10), 0, 2)
    part(pen, cross, GOLD, ow=2.4)
    pen.line(GOLD_LIGHT, (61.5, 66.5), (61.5, 101), 1.6, caps=False)
    pen.line(GOLD_LIGHT, (51.5, 76.5), (76.5, 76.5), 1.6, caps=False)
    pen.circle(GOLD_DARK, (64, 79), 2.0)
    sparkle(pen, 100, 30, 5.5)
    sparkle(pen, 26, 46, 4.0)


def draw_mask(pen, col):
    """A tragedy mask with dark eye holes and a sorrowful mouth, ribbons trailing."""
    face, face_dark = mix(col, GHOST, 0.12), mix(col, INK, 0.3)
    lay = pen.layer()
    for side in (-1, 1):  # ribbons behind the mask
        x0 = 64 + side * 38
        pts = [(x0, 48)] + st.bezier((x0, 48), (64 + side * 58, 60), (64 + side * 47, 80), 10) \
            + st.bezier((64 + side * 47, 80), (64 + side * 36, 96), (64 + side * 50, 108), 10)
        part(lay, lambda p, c, pts=pts: p.poly(c, strand(pts, 7, 5)), GOLD, ow=1.8)
        end = pts[-1]
        part(lay, lambda p, c, e=end, s=side: p.poly(c, [(e[0] - 5, e[1] - 5), (e[0] + 5, e[1] - 3),
                                                           (e[0] + s * 2, e[1] + 6)]), GOLD, ow=1.6)

    outline = st.path((64, 12), ((108, 10), (104, 52)), ((100, 98), (64, 118)), ((28, 98), (24, 52)),
                      ((20, 10), (64, 12)), n=24)
    m = part(lay, lambda p, c: p.poly(c, outline), face)
    inside(lay, m, lambda p: (p.poly(face_dark, st.path((90, 10), ((110, 40), (98, 84)), ((86, 112), (64, 122)),
                                                        ((80, 120),), ((120, 80),), ((120, 10),))),
                              p.arc(mix(col, GHOST, 0.5), (64, 64), 38, math.radians(200), math.radians(250), 3.0)))
    inset = [(64 + (x - 64) * 0.9, 60 + (y - 60) * 0.9) for x, y in outline]
    cut = next(i for i, (_, y) in enumerate(inset) if y > 62)
    back = next(i for i in range(len(inset) - 1, 0, -1) if inset[i][1] > 62)
    lay.lines(GOLD, inset[back + 1:] + inset[:cut], 2.0)  # gold trim along the brow
    # sorrowful brows: the inner ends raised
    for side in (-1, 1):
        brow = [(64 + side * 5, 30), (64 + side * 16, 30), (64 + side * 30, 38)]
        lay.lines(INK, brow, 4.2)
        lay.lines(GOLD, brow, 2.4)
    # dark eye holes, outer corners drooping
    for side in (-1, 1):
        e = [(64 + side * 8, 44), (64 + side * 20, 39), (64 + side * 31, 50), (64 + side * 19, 52)]
        hole = st.path(e[0], ((64 + side * 14, 36), e[2]), ((64 + side * 20, 55), e[0]), n=12)
        lay.lines(GOLD, hole, 5.0, closed=True)
        lay.lines(INK, hole, 1.2, closed=True)
        lay.poly(INK, hole)
    # a sorrowful mouth, a gold diamond on the brow
    mouth = st.path((46, 94), ((64, 70), (82, 94)), ((64, 84), (46, 94)), n=16)
    lay.lines(GOLD, mouth, 4.6, closed=True)
    lay.poly(INK, mouth)
    part(lay, lambda p, c: p.poly(c, [(64, 19), (69, 26), (64, 33), (59, 26)]), GOLD, ow=1.4)
    # cheek tear and swirl
    lay.poly(GOLD, st.path((42, 60), ((45, 66), (42, 70)), ((39, 66), (42, 60)), n=8))
    lay.arc(GOLD, (84, 70), 5, math.radians(180), math.radians(430), 1.6)
    pen.blit(rotated(lay, 8, (64, 62), 0.96))


def draw_mirror(pen, col):
    """A silver hand mirror, turned, with a ghost looking out of the glass."""
    frame, frame_dark = col, mix(col, INK, 0.4)
    lay = pen.layer()
    cx, cy, rx, ry = 64, 48, 27, 33

    def handle(p, c):
        p.poly(c, [(57, 80), (71, 80), (68, 92), (60, 92)])
        p.circle(c, (64, 96), 7)
        p.poly(c, [(59, 100), (69, 100), (71, 122), (57, 122)])
        p.circle(c, (64, 122), 7)
    hm = part(lay, handle, frame)
    inside(lay, hm, lambda p: p.rect(frame_dark, (66, 76, 12, 56)))
    lay.line(GOLD, (58, 110), (70, 110), 2.2, caps=False)

    def rim(p, c):
        p.ellipse(c, (cx - rx - 5, cy - ry - 5, 2 * rx + 10, 2 * ry + 10))
        for i in range(18):
            a = i * math.pi / 9
            p.circle(c, (cx + (rx + 5.5) * math.cos(a), cy + (ry + 5.5) * math.sin(a)), 3.4)
        p.circle(c, (cx, cy - ry - 8), 5)
    rm = part(lay, rim, frame)
    inside(lay, rm, lambda p: (p.arc(frame_dark, (cx, cy), 34, math.radians(-40), math.radians(70), 5),
                               p.arc(GHOST, (cx, cy), 34, math.radians(160), math.radians(240), 3)))
    lay.ellipse(GOLD, (cx - rx - 1.5, cy - ry - 1.5, 2 * rx + 3, 2 * ry + 3))
    lay.ellipse(INK, (cx - rx, cy - ry, 2 * rx, 2 * ry))
    glass = lay.layer()
    glass.vgradient((cx - rx, cy - ry, 2 * rx, 2 * ry), (210, 222, 244), (120, 130, 172))
    gm = lay.layer()
    gm.ellipse((255, 255, 255, 255), (cx - rx + 1, cy - ry + 1, 2 * rx - 2, 2 * ry - 2))
    ghost = glass.layer()
    st.draw_ghost(ghost, cx + 2, cy + 8, 40, body=GHOST, outline=(96, 100, 148), ow=1.6, mood="boo", blush=False)
    glass.blit(ghost, 215)
    for off in (-12, -3):  # glints
        glass.line(with_alpha(GHOST, 255), (cx + off - 10, cy - 14 + off), (cx + off + 2, cy - 26 + off), 2.2)
    glass.surf.blit(gm.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    lay.blit(glass)
    lay.circle(GOLD, (cx, cy - ry - 8), 2.4)
    pen.blit(rotated(lay, -24, (66, 64), 0.92))
    sparkle(pen, 24, 22, 5.0)


def draw_music_box(pen, col):
    """A wooden music box with a yellow inlay, a crank on its side and notes rising."""
    # notes (behind nothing; drawn first so the box overlaps their stems if needed)
    def notes(p, c):
        # a pair of beamed eighth notes
        for x, y in ((34, 44), (54, 38)):
            p.ellipse(c, (x - 7, y - 4.5, 12, 9))
            p.rect(c, (x + 2.4, y - 26, 3, 26))
        p.poly(c, [(36.4, 14), (59.4, 8), (59.4, 15), (36.4, 21)])
        # a single note with a flag
        x, y = 86, 32
        p.ellipse(c, (x - 7, y - 4.5, 12, 9))
        p.rect(c, (x + 2.4, y - 24, 3, 24))
        p.poly(c, st.path((x + 5, y - 24), ((x + 16, y - 16), (x + 12, y - 6)),
                          ((x + 11, y - 14), (x + 5, y - 16)), n=8))
    part(pen, notes, col, ow=2.0)
    # the crank
    part(pen, lambda p, c: p.lines(c, [(104, 84), (120, 84), (120, 100)], 4.4), GOLD, ow=1.8)
    part(pen, lambda p, c: p.ellipse(c, (115, 96, 10, 16)), WOOD_DARK, ow=1.8)
    part(pen, lambda p, c: p.circle(c, (104, 84), 4.5), GOLD, ow=1.6)
    # the box: front, top and side faces
    front = [(12, 62), (92, 62), (92, 112), (12, 112)]
    top = [(12, 62), (92, 62), (108, 50), (28, 50)]
    side = [(92, 62), (108, 50), (108, 100), (92, 112)]

    def box(p, c):
        for f in (front, top, side):
            p.poly(c, f)
    part(pen, box, WOOD)
    pen.poly(mix(WOOD, GOLD_LIGHT, 0.25), top)
    pen.poly(WOOD_DARK, side)
    pen.lines(INK, [(12, 62), (92, 62), (108, 50)], 1.6)
    pen.line(INK, (92, 62), (92, 112), 1.6)
    # lid seam and gold trim
    pen.line(GOLD, (12, 72), (92, 72), 2.4, caps=False)
    pen.line(GOLD_DARK, (92, 72), (108, 60), 2.4, caps=False)
    pen.line(INK, (12, 74), (92, 74), 1.0, caps=False)
    pen.circle(INK, (104, 84), 5.2, 1.2)
    part(pen, lambda p, c: p.circle(c, (104, 84), 3.5), GOLD, ow=1.2)
    # the yellow inlay panel with a star, and gold corner brackets
    part(pen, lambda p, c: p.rect(c, (22, 80, 60, 24), 0, 5), col, ow=1.8)
    pen.rect(mix(col, INK, 0.3), (25, 83, 54, 18), 1.2, 4)
    pen.poly(mix(col, INK, 0.45), st.star_points(52, 92, 8, 3.4, 5))
    for x, y in ((12, 112), (92, 112), (12, 72)):
        pen.circle(GOLD, (x + (3 if x < 50 else -3), y - (3 if y > 100 else -3)), 2.6)
    pen.line(INK, (12, 112), (92, 112), 1.0, caps=False)
    sparkle(pen, 70, 22, 4.0)
    sparkle(pen, 16, 24, 3.2)


def draw_portrait(pen, col):
    """An ornate framed portrait hanging askew from its wire; the sitter's eyes glow."""
    frame, frame_dark = col, mix(col, INK, 0.4)
    lay = pen.layer()
    # the wire and the nail
    lay.lines(INK, [(32, 40), (64, 6), (96, 40)], 2.6)
    lay.lines((150, 140, 160), [(32, 40), (64, 6), (96, 40)], 1.0)
    part(lay, lambda p, c: p.circle(c, (64, 5), 4.6), GOLD, ow=2.0)
    x, y, w, h = 26, 32, 76, 88

    def frame_sil(p, c):
        p.rect(c, (x, y, w, h), 0, 4)
        for fx, fy in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
            p.circle(c, (fx, fy), 7.5)
        p.poly(c, st.path((50, y + 2), ((54, y - 12), (64, y - 14)), ((74, y - 12), (78, y + 2)), n=12))
    fm = part(lay, frame_sil, frame)
    inside(lay, fm, lambda p: (p.rect(frame_dark, (x + w - 8, y - 10, 20, h + 20)),
                               p.rect(frame_dark, (x - 10, y + h - 8, w + 20, 20)),
                               p.rect(mix(col, GHOST, 0.3), (x - 10, y - 16, w + 20, 9.5))))
    for fx, fy in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
        lay.circle(GOLD, (fx, fy), 4.0)
        lay.circle(GOLD_LIGHT, (fx - 1.2, fy - 1.2), 1.6)
    lay.circle(GOLD, (64, y - 6), 4.0)
    # gold inner lip and the dark canvas
    inner = (x + 8, y + 8, w - 16, h - 16)
    lay.rect(INK, (inner[0] - 3.5, inner[1] - 3.5, inner[2] + 7, inner[3] + 7), 0, 2)
    lay.rect(GOLD, (inner[0] - 2.5, inner[1] - 2.5, inner[2] + 5, inner[3] + 5), 0, 2)
    lay.rect(INK, (inner[0] - 0.6, inner[1] - 0.6, inner[2] + 1.2, inner[3] + 1.2))
    canvas = lay.layer()
    canvas.vgradient(inner, (84, 62, 66), (34, 24, 34))
    canvas.radial((64, 66), 30, with_alpha(CANDLE, 60), with_alpha(CANDLE, 0))
    # the sitter: a stern gentleman in a dark coat
    coat, skin, hair = (40, 30, 44), (222, 210, 200), (58, 42, 44)
    canvas.poly(coat, st.path((34, 116), ((36, 92), (64, 88)), ((92, 92), (94, 116)), n=16))
    canvas.poly(IVORY, [(57, 89), (71, 89), (64, 102)])
    canvas.poly((120, 30, 40), [(61, 90), (67, 90), (64, 96)])
    canvas.ellipse(skin, (51, 54, 26, 34))
    canvas.poly(hair, st.path((50, 70), ((46, 46), (66, 48)), ((82, 48), (78, 70)), ((76, 58),),
                              ((70, 56), (60, 52)), ((56, 56),), ((52, 60), (50, 70)), n=12))      # parted hair
    for ex in (58, 70):  # glowing eyes glancing aside
        canvas.radial((ex, 68), 7, with_alpha(CANDLE, 230), with_alpha(CANDLE, 0))
        canvas.ellipse(GHOST, (ex - 3.4, 66, 6.8, 4.2))
        canvas.circle(INK, (ex + 1.6, 68.1), 1.7)
    canvas.line(INK, (54, 63), (61, 64.5), 1.4)
    canvas.line(INK, (67, 64.5), (74, 63), 1.4)
    canvas.poly(hair, st.path((55, 79), ((64, 73), (73, 79)), ((64, 77), (55, 79)), n=8))   # moustache
    canvas.line(INK_SOFT, (60, 83), (68, 83), 1.0)
    clip = lay.layer()
    clip.rect((255, 255, 255, 255), inner)
    canvas.surf.blit(clip.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    lay.blit(canvas)
    pen.blit(rotated(lay, -7, (64, 62), 0.88))


def draw_ring(pen, col):
    """A gold ring seen aslant, a tall faceted ruby in its setting."""
    band_dark, band_light = mix(col, INK, 0.4), mix(col, GHOST, 0.5)
    ruby = (206, 40, 70)

    def band(p, c):
        p.ellipse(c, (20, 60, 88, 56))
        p.ellipse((0, 0, 0, 0), (36, 78, 56, 30))
    bm = part(pen, band, col)

    def shade(p):
        p.ellipse(band_dark, (34, 72, 60, 34))
        p.ellipse((0, 0, 0, 0), (34, 78, 60, 30))
        p.arc(band_light, (64, 82), 40, math.radians(25), math.radians(150), 3.0)
        p.arc(band_dark, (64, 86), 44, math.radians(-30), math.radians(25), 4.0)
    inside(pen, bm, shade)
    pen.ellipse(INK, (36, 78, 56, 30), 1.4)
    pen.circle(GHOST, (46, 106), 2.0)
    # the setting: four claws on a cup
    part(pen, lambda p, c: p.poly(c, [(50, 58), (78, 58), (72, 68), (56, 68)]), col, ow=2.2)
    pen.line(band_dark, (55, 63), (73, 63), 1.2, caps=False)
    # the gem
    cx, top, girdle, bottom = 64, 18, 36, 60
    pts = [(40, girdle), (50, top), (78, top), (88, girdle), (cx, bottom)]
    pen.radial((cx, 38), 30, with_alpha(mix(ruby, GHOST, 0.4), 170), with_alpha(ruby, 0))
    part(pen, lambda p, c: p.poly(c, pts), ruby, ow=2.4)
    pen.poly(mix(ruby, GHOST, 0.5), [(50, top), (78, top), (70, girdle), (58, girdle)])
    pen.poly(mix(ruby, INK, 0.3), [(70, girdle), (88, girdle), (cx, bottom)])
    pen.poly(mix(ruby, GHOST, 0.2), [(40, girdle), (58, girdle), (cx, bottom)])
    for a, b in (((40, girdle), (88, girdle)), ((50, top), (58, girdle)), ((78, top), (70, girdle)),
                 ((58, girdle), (cx, bottom)), ((70, girdle), (cx, bottom))):
        pen.line(mix(ruby, INK, 0.5), a, b, 1.0)
    for side in (-1, 1):  # two claws holding the gem
        part(pen, lambda p, c, s=side: p.lines(c, [(64 + s * 9, 62), (64 + s * 21, 37)], 3.6), col, ow=1.4)
        part(pen, lambda p, c, s=side: p.circle(c, (64 + s * 21, 36), 3.0), col, ow=1.4)
    sparkle(pen, 56, 22, 4.0, GHOST)
    sparkle(pen, 96, 16, 5.0)
    sparkle(pen, 26, 48, 3.6)


def draw_tome(pen, col):
    """A thick old tome lying open, bound in purple with gold corners, wisps rising."""
    cover, cover_dark = mix(col, INK, 0.15), mix(col, INK, 0.5)
    paper, paper_dark, edge = (246, 236, 210), (214, 196, 160), (232, 218, 186)
    # the open pages: outer edge (x), top and bottom curves, thickness (t) of the page block
    t = 14

    def page(side):
        ox = 64 + side * 56
        return st.path((64, 50), ((64 + side * 26, 36), (ox, 46)), ((ox, 90),),
                       ((64 + side * 26, 82), (64, 98)), n=16)

    def block(side):
        ox = 64 + side * 56
        return [(ox, 46), (ox, 90 + t)] + st.bezier((ox, 90 + t), (64 + side * 26, 82 + t), (64, 98 + t), 16) \
            + [(64, 98)] + list(reversed(st.bezier((ox, 90), (64 + side * 26, 82), (64, 98), 16)))

    def cover_sil(p, c):
        for side in (-1, 1):
            ox = 64 + side * 60
            bottom = st.bezier((ox, 100 + t), (64 + side * 26, 92 + t), (64, 108 + t), 16)
            p.poly(c, [(ox, 44), (ox, 100 + t)] + bottom + [(64, 60)])
    cm = part(pen, cover_sil, cover)
    inside(pen, cm, lambda p: p.rect(cover_dark, (0, 117, 128, 12)))
    for side in (-1, 1):  # gold corner guards
        ox = 64 + side * 60
        pen.poly(GOLD, [(ox, 112 + side * 0 - 14), (ox, 112), (ox - side * 14, 110)])
        pen.poly(GOLD, [(ox, 46), (ox, 58), (ox - side * 4, 47)])
    for side in (-1, 1):
        part(pen, lambda p, c, s=side: p.poly(c, block(s)), edge, ow=2.0)
        ox = 64 + side * 56
        for i in range(1, 5):  # page edges
            d = i * t / 5
            edge_line = [(ox, 90 + d)] + st.bezier((ox, 90 + d), (64 + side * 26, 82 + d), (64, 98 + d), 12)
            pen.lines(paper_dark, edge_line, 0.9)
        part(pen, lambda p, c, s=side: p.poly(c, page(s)), paper, ow=2.0)
        pen.poly(mix(paper, paper_dark, 0.7), st.path((64, 50), ((64 + side * 6, 60), (64 + side * 8, 96)),
                                                         ((64 + side * 4, 97),), ((64, 98),), n=10))
        for j in range(6):  # lines of text
            y0 = 52 + j * 7
            xa, xb = 64 + side * 14, 64 + side * (48 if j != 5 else 32)
            sag = 4 - j * 0.35
            pen.lines(INK_SOFT, st.bezier((xa, y0 + 3), ((xa + xb) / 2, y0 - sag), (xb, y0 + 2), 8), 1.2)
    pen.line(INK, (64, 50), (64, 112), 1.6)
    # ribbon bookmark
    part(pen, lambda p, c: p.poly(c, [(62, 98), (70, 98), (72, 124), (68, 119), (64, 124)]), (176, 44, 60), ow=1.6)
    # a spectral wisp rising from the pages, in the type's colour
    wisp = pen.layer()
    pts = [(64, 56)] + st.bezier((64, 56), (44, 40), (60, 26), 12) + st.bezier((60, 26), (76, 12), (62, 4), 12)
    wisp.lines(with_alpha(mix(col, GHOST, 0.35), 255), pts, 6.0)
    wisp.lines(with_alpha(mix(col, GHOST, 0.75), 255), pts[3:], 2.6)
    pen.blit(wisp, 225)
    sparkle(pen, 84, 22, 4.5)
    sparkle(pen, 40, 16, 3.4)


def draw_twin(pen, col):
    """Two identical little girls side by side, holding hands."""
    dress, dress_dark = col, mix(col, INK, 0.35)
    hair, face = (58, 42, 52), (238, 234, 246)
    for cx in (36, 92):
        for dx in (-6, 6):  # legs and shoes
            part(pen, lambda p, c, x=cx + dx: p.rect(c, (x - 3.5, 98, 7, 16)), GHOST, ow=1.8)
            part(pen, lambda p, c, x=cx + dx: p.ellipse(c, (x - 6, 111, 12, 8)), INK, ow=0.8)
    # the hand-hold in the middle and the outer arms
    part(pen, lambda p, c: p.lines(c, [(46, 66), (64, 80), (82, 66)], 5.5), face, ow=1.8)
    for cx, s in ((36, -1), (92, 1)):
        part(pen, lambda p, c, cx=cx, s=s: p.lines(c, [(cx + s * 10, 66), (cx + s * 17, 86)], 5.5), face, ow=1.8)
    part(pen, lambda p, c: p.circle(c, (64, 80), 4.5), face, ow=1.6)
    for cx in (36, 92):
        def frock(p, c, cx=cx):
            p.poly(c, st.path((cx - 9, 58), ((cx - 12, 80), (cx - 22, 104)), ((cx, 109), (cx + 22, 104)),
                              ((cx + 12, 80), (cx + 9, 58)), n=14))
        m = part(pen, frock, dress)
        inside(pen, m, lambda p, cx=cx: p.rect(dress_dark, (cx + 6, 50, 30, 70)))
        pen.poly(GHOST, st.path((cx - 8, 60), ((cx, 70), (cx + 8, 60)), n=8))             # collar
        pen.lines(INK, [(cx - 8, 60)] + st.bezier((cx - 8, 60), (cx, 70), (cx + 8, 60), 8), 1.2)
        pen.line(mix(col, GHOST, 0.5), (cx - 16, 98), (cx + 16, 98), 2.0, caps=False)         # hem band
        # hair (a straight bob), face, fringe
        part(pen, lambda p, c, cx=cx: (p.circle(c, (cx, 36), 17), p.rect(c, (cx - 17, 36, 34, 18), 0, 3)),
             hair, ow=OW)
        pen.ellipse(face, (cx - 12, 28, 24, 28))
        pen.rect(hair, (cx - 13, 24, 26, 9), 0, 3)
        pen.poly(hair, [(cx - 13, 30), (cx + 13, 30), (cx + 13, 34), (cx - 13, 34)])
        part(pen, lambda p, c, cx=cx: (p.circle(c, (cx + 11, 23), 4.6), p.circle(c, (cx + 18, 21), 3.6),
                                       p.circle(c, (cx + 15, 28), 3.6)), dress, ow=1.6)         # hair bows
        for ex in (cx - 5, cx + 5):  # round staring eyes, no mouth
            pen.circle(INK, (ex, 41), 2.8)
            pen.circle(GHOST, (ex + 0.9, 40.1), 0.9)
        pen.line(INK_SOFT, (cx - 2, 49), (cx + 2, 49), 1.0)
        pen.ellipse(with_alpha(BLUSH, 255), (cx - 11, 44, 5, 2.6))
        pen.ellipse(with_alpha(BLUSH, 255), (cx + 6, 44, 5, 2.6))


DRAWERS = {
    "amulet": (draw_amulet,
               "a beaded gold medallion with an evil eye (iris in the type colour) hanging from a V of chain"),
    "cat": (draw_cat, "a black cat sitting upright, tail curled up beside it, glowing eyes in the type colour"),
    "clock": (draw_clock, "a napoleon-hat mantel clock in the type colour, gold trim, dial at five to midnight"),
    "doll": (draw_doll,
             "a porcelain doll in a bonnet and a bell-shaped dress of the type colour, a crack on her brow"),
    "holy_water": (draw_holy_water, "a round corked glass flask of water in the type colour, a gold cross on it"),
    "mask": (draw_mask, "a tragedy theatre mask in the type colour, dark eye holes, gold ribbons"),
    "mirror": (draw_mirror, "a tilted hand mirror with a beaded frame in the type colour, a ghost in the glass"),
    "music_box": (draw_music_box, "a wooden music box with a crank, an inlay and rising notes in the type colour"),
    "portrait": (draw_portrait,
                 "a framed portrait (frame in the type colour) hanging askew from its wire, glowing eyes"),
    "ring": (draw_ring, "a ring in the type colour seen aslant, a tall faceted ruby in a claw setting"),
    "tome": (draw_tome, "a thick old tome lying open, bound in the type colour, gold corners, a wisp rising"),
    "twin": (draw_twin, "two identical girls in dresses of the type colour, side by side, holding hands"),
}


def make_curse(curse: str) -> pygame.Surface:
    col = CURSE_COLOURS[curse]
    pen = Pen(SIZE, SIZE)
    DRAWERS[curse][0](pen, col)
    return finish(pen, col, strength=205 if curse == "cat" else 150)  # the black cat needs a brighter aura


# ==========================================================================
# The curse card back
# ==========================================================================
def make_back() -> pygame.Surface:
    """The parlor back (plum lattice, gold frame) with a door left ajar, eyes in the dark."""
    W, H = BACK_W, BACK_H
    pen = Pen(W, H)
    pen.rect(GOLD_DARK, (0, 0, W, H), 0, 10)
    pen.rect(AUBERGINE, (1.5, 1.5, W - 3, H - 3), 0, 9)
    pen.vgradient((6, 6, W - 12, H - 12), AUBERGINE_LIGHT, MIDNIGHT)
    ma.lattice(pen, (6, 6, W - 12, H - 12), with_alpha(PLUM, 120), 14, 1.0)
    st.gold_frame(pen, (5, 5, W - 10, H - 10), 6, True, 1.6)
    # the arched doorway
    cx, top, bottom, hw = W / 2, 34, 128, 27

    def arch(p, c, grow=0.0):
        p.circle(c, (cx, top + hw), hw + grow)
        p.rect(c, (cx - hw - grow, top + hw, 2 * hw + 2 * grow, bottom - top - hw + grow))
    pen.radial((cx, 82), 62, with_alpha(CANDLE, 60), with_alpha(CANDLE, 0))
    arch(pen, GOLD_DARK, 5.5)
    arch(pen, GOLD, 4.2)
    arch(pen, GOLD_LIGHT, 2.6)
    arch(pen, INK, 1.2)
    arch(pen, (14, 8, 20))
    # light spilling from the gap and the door swung inwards, hinged on the left
    door = st.path((cx - hw, top + hw), ((cx - hw, top - 2), (cx + 4, top + 6)), ((cx + 6, bottom - 4),),
                   ((cx - hw, bottom),), n=16)
    pen.poly(INK, door)
    inner = [(x + (1.6 if x < cx - hw + 1 else -1.6), y + (1.6 if y < top + 20 else -1.6 if y > bottom - 2 else 0))
             for x, y in door]
    pen.poly((112, 70, 54), inner)
    for y0, y1 in ((top + 16, top + 48), (top + 56, bottom - 10)):  # panels
        pen.rect((92, 56, 44), (cx - hw + 6, y0, hw - 2, y1 - y0), 1.4, 2)
    pen.circle(GOLD, (cx - 2, top + 60), 2.2)
    # eyes in the dark gap
    pen.radial((cx + 17, 76), 16, with_alpha(CANDLE, 70), with_alpha(CANDLE, 0))
    for ex in (cx + 11.5, cx + 22.5):
        pen.poly(CANDLE, almond(ex, 76, 7.5, 3.2))
        pen.ellipse(INK, (ex - 0.9, 73.4, 1.8, 5.2))
    # the threshold and the stars
    pen.rect(GOLD_DARK, (cx - hw - 8, bottom, 2 * hw + 16, 4), 0, 1)
    pen.rect(GOLD, (cx - hw - 8, bottom, 2 * hw + 16, 1.8), 0, 1)
    for sx, sy, r in ((22, 24, 3.0), (98, 22, 2.6), (22, 134, 2.6), (98, 136, 3.0), (60, 16, 2.2)):
        pen.poly(GOLD_LIGHT, st.star_points(sx, sy, r * 1.6, r * 0.55, 4, 0))
    return pen.result()


# ==========================================================================
def generate(save) -> list[pygame.Surface]:
    """Draw the twelve curse pictures and the card back and store them with make_art's
    ``save`` (which records them in the manifest).  Returns the surfaces (for previews)."""
    out = []
    for curse in CURSE_ORDER:
        surf = make_curse(curse)
        save(surf, f"dont_go_in_there/curse_{curse}.png",
             f"Don't Go In There curse picture '{curse}' (transparent, accent {list(CURSE_COLOURS[curse])}): "
             + DRAWERS[curse][1])
        out.append(surf)
    back = make_back()
    save(back, "dont_go_in_there/back.png",
         "back of the Don't Go In There curse cards: plum lattice, gold frame, "
         "an arched door ajar with eyes in the dark")
    out.append(back)
    return out


# ==========================================================================
# Review sheet (for checking only; never written under art/)
# ==========================================================================
def review_sheet(out: Path) -> None:
    pics = [pygame.image.load(str(ART / "dont_go_in_there" / f"curse_{c}.png")) for c in CURSE_ORDER]
    back = pygame.image.load(str(ART / "dont_go_in_there" / "back.png"))
    pad, gap = 12, 24
    dark, light, grey_bg = (30, 22, 38), PARCHMENT, (150, 150, 150)
    f = st.font(st.FONT_SANS_BOLD, 13)
    small = st.font(st.FONT_SANS, 11)
    width = 2 * pad + 2 * (12 * 72 + 8) + gap  # the widest row: 64 px on parchment and in grey
    sheet = pygame.Surface((width, 2000), pygame.SRCALPHA)
    sheet.fill(dark)
    y = pad

    def label(text):
        nonlocal y
        sheet.blit(f.render(text, True, GOLD), (pad, y))
        y += 18

    def strip(px, bg, grey=False, step=None):
        step = step or px + 8
        s = pygame.Surface((12 * step + 8, px + 8), pygame.SRCALPHA)
        s.fill(bg)
        for i, p in enumerate(pics):
            s.blit(pygame.transform.smoothscale(p, (px, px)) if px != SIZE else p, (4 + i * step, 4))
        return pygame.transform.grayscale(s) if grey else s

    def row(*strips):
        nonlocal y
        x = pad
        for s in strips:
            sheet.blit(s, (x, y))
            x += s.get_width() + gap
        y += max(s.get_height() for s in strips) + 10

    label("128 px on the parlor and on parchment")
    row(strip(SIZE, dark))
    for i, c in enumerate(CURSE_ORDER):
        sheet.blit(small.render(c, True, PARCHMENT), (pad + 6 + i * (SIZE + 8), y - 12))
    y += 6
    row(strip(SIZE, light))
    label("greyscale, 128 px")
    row(strip(SIZE, grey_bg, grey=True))
    label("64 px: parlor, parchment, greyscale")
    row(strip(64, dark))
    row(strip(64, light), strip(64, grey_bg, grey=True))
    for px in (40, 24):
        label(f"{px} px: parlor, parchment, greyscale")
        row(strip(px, dark, step=px + 6), strip(px, light, step=px + 6), strip(px, grey_bg, grey=True, step=px + 6))
    label("silhouettes only (the pictures' alpha at 40 and 24 px): every type by shape alone")
    sil = []
    for px in (40, 24):
        s = pygame.Surface((12 * (px + 6) + 8, px + 8), pygame.SRCALPHA)
        s.fill(dark)
        for i, p in enumerate(pics):
            m = pygame.mask.from_surface(pygame.transform.smoothscale(p, (px, px)), 200)
            s.blit(m.to_surface(setcolor=(235, 235, 235, 255), unsetcolor=(0, 0, 0, 0)), (4 + i * (px + 6), 4))
        sil.append(s)
    row(*sil)
    label("on a mock 80x104 card face (picture at 56 px) and the card back at 120x156 and 80x104")
    x = pad
    for c, p in zip(CURSE_ORDER, pics):
        card = pygame.Rect(x, y, 80, 104)
        pygame.draw.rect(sheet, PARCHMENT, card, border_radius=8)
        pygame.draw.rect(sheet, mix(CURSE_COLOURS[c], INK, 0.35), card, 3, border_radius=8)
        pygame.draw.rect(sheet, CURSE_COLOURS[c], (x + 3, y + 3, 74, 17), border_radius=6)
        img = pygame.transform.smoothscale(p, (56, 56))
        sheet.blit(img, img.get_rect(center=card.center).move(0, 4))
        x += 88
    sheet.blit(back, (x + 8, y))
    sheet.blit(pygame.transform.smoothscale(back, (80, 104)), (x + 8 + BACK_W + 10, y))
    y += BACK_H + pad
    sheet = sheet.subsurface((0, 0, width, y)).copy()
    pygame.image.save(sheet, str(out))
    grey = pygame.transform.grayscale(sheet)
    pygame.image.save(grey, str(out.with_name(out.stem + "_grey" + out.suffix)))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description="Don't Go In There curse art (runs tools/make_art.py, then a review sheet)")
    ap.add_argument("--sheet", type=Path, default=Path("/tmp/dgit_sheet.png"),
                    help="review sheet PNG to write (use /tmp); a _grey copy is written beside it")
    ap.add_argument("--no-generate", action="store_true", help="only draw the sheet from the files under art/")
    args = ap.parse_args(argv)
    if not args.no_generate:
        ma.main([])
    pygame.init()
    review_sheet(args.sheet)
    print(f"review sheet written to {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
