#!/usr/bin/env python3
"""Ghostbumpers card art: the monster cards 1-9, the 0/10 card, the two backs
and the two character cards (unafraid / scared), in the haunted-parlor style.

``tools/make_art.py`` calls :func:`generate` from its "make everything" path,
so the usual way to (re)build the art is, from the repository root:

    python tools/make_art.py

This module can also be run on its own; it then runs ``make_art.py`` (so the
manifest stays complete) and writes a review sheet for checking by eye:

    python tools/art_ghostbumpers.py --sheet /tmp/gb_art_sheet.png

The sheet shows every card at full size, a fanned hand at the table's scale
and the character cards at the tiny size shown beside the decks.

Readability rules the cards follow:
- the value is a big numeral in the top-left corner (the only part of a card
  visible in a fanned hand), with the value's monster as a small symbol under
  it; the numeral is repeated, upright, in the bottom-right corner;
- the frame is in the value's colour (the same RGB as the table's accents),
  but colour is never the only cue: the numeral, N pips on the portrait ring
  and a monster that grows with the value tell the values apart;
- the 5 carries an eye badge ("+1" reveal), the 0/10 is split dark/light and
  shows "0" over "10";
- the scared character card is a jagged burst with a big "!", the unafraid one
  a round calm ghost in a round frame: told apart by shape alone, even tiny.
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
    ART, AUBERGINE_LIGHT, BLUSH, CANDLE, GHOST, GOLD, GOLD_DARK, GOLD_LIGHT, INK,
    MIDNIGHT, PARCHMENT, PLUM, Pen, mix, with_alpha,
)
import make_art as ma  # noqa: E402  (card_shape, lattice, card_back_base, sil_monster, exclaim)
from make_art import CARD_W, CARD_H  # noqa: E402

# The table's accent colours (ghostparlor/games/ghostbumpers/table/table.py VALUE_COLOURS); 0 is the 0/10.
VALUE_COLOURS = {
    1: (96, 140, 200), 2: (86, 164, 176), 3: (92, 160, 120), 4: (136, 164, 86), 5: (226, 178, 84),
    6: (216, 146, 70), 7: (204, 108, 72), 8: (180, 80, 104), 9: (134, 84, 160), 0: (70, 62, 86),
}

# Monsters grow with the value: s is the body height in card pixels; the rest are features.
MONSTERS = {
    1: dict(s=36, body=0.96, eyes=1, mouth="smile", blush=True),
    2: dict(s=40, body=0.94, eyes=2, mouth="smile", antenna=True, arms="stub", blush=True),
    3: dict(s=43, body=0.88, eyes=2, mouth="fang", horns="nubs", arms="stub", feet=True, blush=True),
    4: dict(s=46, body=0.9, eyes=3, mouth="fangs", horns="small", arms="stub", feet=True),
    5: dict(s=50, body=0.92, eyes=1, big_eye=True, mouth="grin", horns="small", arms="wave", feet=True),
    6: dict(s=53, body=1.0, eyes=2, mouth="teeth", horns="curved", arms="raised", feet=True, fur=True),
    7: dict(s=56, body=0.94, eyes=3, brows="cross", mouth="teeth", horns="curved", arms="raised",
            feet=True, spikes=True),
    8: dict(s=59, body=1.02, eyes=2, brows="angry", mouth="roar", horns="big", arms="claws", feet=True,
            fur=True),
    9: dict(s=62, body=1.04, eyes=2, brows="angry", mouth="roar", horns="huge", arms="claws", feet=True,
            spikes=True),
}

INDEX_X = 21            # centre of the corner index column
NUMERAL_Y = 28          # centre of the corner numeral
NUMERAL_PX = 44         # Averia Serif bold at 44 px: digits about 30 px tall
SYMBOL_Y = 60           # the small monster under the numeral
RING_C = (66, 84)       # the portrait ring behind the monster
RING_R = (35, 48)
GROUND_Y = 124          # where the monsters stand
PIP_STEP = 17.5         # degrees between pips on the ring


# ==========================================================================
# Monsters
# ==========================================================================
def _horn(pen, color, bx, by, side, h, w, curl):
    """A horn from base (bx, by) growing up and outwards (side = -1 left, 1 right)."""
    tip = (bx + side * (w * 0.5 + curl * h), by - h)
    ctrl_out = (bx + side * (w + curl * h * 1.1), by - h * 0.35)
    ctrl_in = (bx + side * curl * h * 0.3, by - h * 0.55)
    outline = st.path((bx - side * w * 0.5, by), (ctrl_in, tip), (ctrl_out, (bx + side * w * 0.7, by)), n=12)
    pen.poly(color, outline)


def sil_gb_monster(pen, color, cx, ground, m, s=None):
    """The silhouette of a Ghostbumpers monster standing on ``ground``."""
    s = s or m["s"]
    feet = 0.08 * s if m.get("feet") else 0.0
    cy = ground - feet - 0.5 * s
    bw = m.get("body", 0.9) * s
    pen.ellipse(color, (cx - bw / 2, cy - 0.5 * s, bw, s))
    top = cy - 0.5 * s
    if m.get("fur"):
        for i in range(11):
            a = math.pi * (1.12 + 0.76 * i / 10)
            pen.circle(color, (cx + bw / 2 * math.cos(a), cy + 0.5 * s * math.sin(a)), 0.065 * s)
    if m.get("spikes"):
        for i in (-2, -1, 0, 1, 2):
            a = -math.pi / 2 + i * 0.3
            x, y = cx + bw / 2 * math.cos(a), cy + 0.5 * s * math.sin(a)
            nx, ny = math.cos(a), math.sin(a) * (bw / s)
            pen.poly(color, [(x - 0.07 * s * ny, y + 0.07 * s * nx), (x + nx * 0.17 * s, y + ny * 0.17 * s - 0.02 * s),
                             (x + 0.07 * s * ny, y - 0.07 * s * nx)])
    horns = m.get("horns")
    if horns:
        h, w, curl, dx = {"nubs": (0.13, 0.12, 0.0, 0.2), "small": (0.22, 0.13, 0.05, 0.22),
                          "curved": (0.32, 0.15, 0.3, 0.24), "big": (0.42, 0.17, 0.35, 0.26),
                          "huge": (0.5, 0.19, 0.2, 0.27)}[horns]
        for side in (-1, 1):
            _horn(pen, color, cx + side * dx * s, top + 0.1 * s, side, h * s, w * s, curl)
    if m.get("antenna"):
        pen.line(color, (cx, top + 0.05 * s), (cx + 0.06 * s, top - 0.2 * s), 0.06 * s)
        pen.circle(color, (cx + 0.07 * s, top - 0.23 * s), 0.08 * s)
    arms = m.get("arms")
    if arms:
        for side in (-1, 1):
            sx = cx + side * bw * 0.46
            if arms == "stub" or (arms == "wave" and side == -1):
                pen.ellipse(color, (sx + side * 0.06 * s - 0.11 * s, cy + 0.04 * s, 0.22 * s, 0.13 * s))
            else:
                reach = {"wave": 0.22, "raised": 0.24, "claws": 0.24}[arms]
                # the right arm is raised; the left one reaches out sideways, below the corner index
                hand = (sx + side * reach * s, cy - (0.32 if side > 0 else -0.02) * s)
                pen.line(color, (sx - side * 0.02 * s, cy + 0.06 * s), hand, 0.12 * s)
                if arms == "claws":
                    for f in (-1, 0, 1):
                        pen.line(color, hand, (hand[0] + side * (0.03 + 0.07 * f) * s,
                                               hand[1] - (0.15 - 0.04 * abs(f)) * s), 0.055 * s)
                else:
                    pen.circle(color, hand, 0.085 * s)
    if feet:
        for side in (-1, 1):
            pen.ellipse(color, (cx + side * 0.2 * s - 0.13 * s, ground - 0.14 * s, 0.26 * s, 0.14 * s))


def _eye(pen, x, y, r, look=(0.0, 0.15), lid=False):
    pen.circle(INK, (x, y), r)
    pen.circle(GHOST, (x, y), r * 0.8)
    pen.circle(INK, (x + look[0] * r, y + look[1] * r), r * 0.42)
    pen.circle(GHOST, (x + look[0] * r + r * 0.18, y + look[1] * r - r * 0.18), r * 0.14)
    if lid:  # a heavy, grumpy lid over the top of the eye
        pen.poly(INK, [(x - r * 1.05, y - r * 0.2), (x + r * 1.05, y - r * 0.2), (x + r * 1.05, y - r * 1.1),
                       (x - r * 1.05, y - r * 1.1)])


def draw_gb_monster(pen, cx, ground, m, body, s=None, details=True, face_side=0):
    """Stamp the monster (outline and shadow), then its belly and face.
    ``face_side`` -1/1 draws only that half's face (the 0/10's two faces)."""
    s = s or m["s"]
    ow = max(0.9, 0.035 * s)
    pen.stamp(lambda p, c: sil_gb_monster(p, c, cx, ground, m, s), body, INK, ow,
              shadow=(0, 0, 0, 70) if details else None, shadow_off=(0.04 * s, 0.05 * s))
    feet = 0.08 * s if m.get("feet") else 0.0
    cy = ground - feet - 0.5 * s
    bw = m.get("body", 0.9) * s
    belly = mix(body, GHOST, 0.4)
    pen.ellipse(belly, (cx - bw * 0.3, cy + 0.02 * s, bw * 0.6, 0.4 * s))
    if m.get("horns") and details:
        for side in (-1, 1):  # pale horn tips
            pen.circle(mix(body, GHOST, 0.55), (cx + side * 0.26 * s, cy - 0.42 * s), 0.03 * s)
    # eyes
    ey = cy - 0.14 * s
    eyes = m.get("eyes", 2)
    if eyes == 0:
        spots = []
    elif eyes == 1:
        spots = [(cx, ey, (0.22 if m.get("big_eye") else 0.19) * s)]
    elif eyes == 2:
        spots = [(cx - 0.17 * s, ey, 0.12 * s), (cx + 0.17 * s, ey, 0.12 * s)]
    else:
        spots = [(cx - 0.2 * s, ey + 0.02 * s, 0.1 * s), (cx + 0.2 * s, ey + 0.02 * s, 0.1 * s),
                 (cx, ey - 0.16 * s, 0.085 * s)]
    for x, y, r in spots:
        if face_side and (x - cx) * face_side < -0.01 * s:
            continue
        if not details:
            pen.circle(INK, (x, y), max(r * 0.8, 0.9))
            pen.circle(GHOST, (x, y), max(r * 0.45, 0.5))
            continue
        _eye(pen, x, y, r, look=(0.0, 0.2))
    brows = m.get("brows")
    if brows and details:
        for x, y, r in spots[:2]:
            side = 1 if x > cx else -1
            tilt = 0.32 if brows == "angry" else 0.16  # inner ends low: a frown
            pen.line(INK, (x - side * r * 1.0, y - r * (1.25 - tilt)), (x + side * r * 1.1, y - r * (1.5 + tilt)),
                     max(0.9, 0.05 * s))
    if m.get("blush") and details:
        for side in (-1, 1):
            pen.ellipse(BLUSH, (cx + side * 0.3 * s - 0.07 * s, cy + 0.02 * s, 0.14 * s, 0.07 * s))
    _mouth(pen, cx, cy, s, m.get("mouth", "smile"), details)


def _mouth(pen, cx, cy, s, kind, details=True):
    my = cy + 0.1 * s
    lw = max(0.9, 0.04 * s)
    if not details:
        pen.arc(INK, (cx, my - 0.06 * s), 0.12 * s, math.radians(25), math.radians(155), lw)
        return
    if kind == "smile":
        pen.arc(INK, (cx, my - 0.06 * s), 0.1 * s, math.radians(25), math.radians(155), lw)
    elif kind in ("fang", "fangs"):
        pen.arc(INK, (cx, my - 0.08 * s), 0.14 * s, math.radians(20), math.radians(160), lw)
        for x in ((cx + 0.06 * s,) if kind == "fang" else (cx - 0.07 * s, cx + 0.07 * s)):
            tooth = [(x - 0.035 * s, my + 0.05 * s), (x + 0.035 * s, my + 0.05 * s), (x, my + 0.13 * s)]
            pen.stamp(lambda p, c, t=tooth: p.poly(c, t), GHOST, INK, max(0.5, 0.018 * s))
    elif kind == "grin":
        mouth = st.path((cx - 0.2 * s, my - 0.02 * s), ((cx, my + 0.2 * s), (cx + 0.2 * s, my - 0.02 * s)))
        pen.poly(INK, mouth)
        for i in range(4):
            x = cx - 0.12 * s + i * 0.08 * s
            pen.poly(GHOST, [(x - 0.03 * s, my), (x + 0.03 * s, my), (x, my + 0.05 * s)])
    else:  # "teeth": a toothy open grin; "roar": wide open, fangs above and below, tongue
        roar = kind == "roar"
        w, h = (0.42 if roar else 0.34) * s, (0.22 if roar else 0.14) * s
        pen.ellipse(INK, (cx - w / 2, my - 0.04 * s, w, h))
        if roar:
            pen.ellipse((200, 72, 88), (cx - w * 0.25, my - 0.04 * s + h * 0.55, w * 0.5, h * 0.4))
        n = 5 if roar else 4
        for i in range(n):
            x = cx - w * 0.36 + i * w * 0.72 / (n - 1)
            long = roar and i in (0, n - 1)
            pen.poly(GHOST, [(x - 0.035 * s, my - 0.03 * s), (x + 0.035 * s, my - 0.03 * s),
                             (x, my + (0.1 if long else 0.05) * s)])
        if roar:
            for x in (cx - w * 0.16, cx + w * 0.16):
                pen.poly(GHOST, [(x - 0.03 * s, my + h - 0.05 * s), (x + 0.03 * s, my + h - 0.05 * s),
                                 (x, my + h - 0.12 * s)])


def monster_body_colour(v):
    return mix(VALUE_COLOURS[v], GHOST, 0.18)


# ==========================================================================
# Card parts
# ==========================================================================
def fit_text(pen, s, size, color, center, max_w=None, outline=None, ow=0.0):
    """Like Pen.text, but condensed horizontally to at most max_w logical pixels."""
    tmp = Pen(pen.w, pen.h, pen.k)
    rect = tmp.text(s, st.title_font_path(), size, color, (pen.w / 2, pen.h / 2), outline, ow)
    glyph = tmp.surf.subsurface(rect)
    if max_w is not None and rect.w > max_w * pen.k:
        glyph = pygame.transform.smoothscale(glyph, (round(max_w * pen.k), rect.h))
    pen.surf.blit(glyph, glyph.get_rect(center=pen.p(*center)))


def draw_index(pen, label, color, symbol_value=None, halo=PARCHMENT):
    """The top-left index: big numeral(s), and the value's monster under it."""
    if label == "0/10":
        fit_text(pen, "0", 34, color, (INDEX_X, 22))
        fit_text(pen, "10", 32, color, (INDEX_X + 0.5, 48), max_w=27)
        pen.line(color, (INDEX_X - 9, 34.5), (INDEX_X + 9, 34.5), 1.4)
        return
    fit_text(pen, label, NUMERAL_PX, color, (INDEX_X, NUMERAL_Y), max_w=26, outline=halo, ow=1.4)
    if symbol_value is not None:
        m = MONSTERS[symbol_value]
        draw_gb_monster(pen, INDEX_X, SYMBOL_Y + 8, m, monster_body_colour(symbol_value), s=13.5, details=False)


def corner_indices(pen, label, color_tl, color_br=None, symbol_value=None):
    """Index top-left, and the numeral again bottom-right.  The copy stays upright (not
    turned as on paper cards): a turned 6 would read as 9 on a screen."""
    draw_index(pen, label, color_tl, symbol_value)
    lay = pen.layer()
    draw_index(lay, label, color_br or color_tl)
    block_y = 35 if label == "0/10" else NUMERAL_Y
    pen.surf.blit(lay.surf, pen.p(CARD_W - 2 * INDEX_X, CARD_H - 2 * block_y))


def portrait(pen, v, split=False):
    """The oval portrait ring behind the monster, tinted with the value colour."""
    col = VALUE_COLOURS[v]
    cx, cy = RING_C
    rx, ry = RING_R
    pen.ellipse(INK, (cx - rx - 1.2, cy - ry - 1.2, 2 * rx + 2.4, 2 * ry + 2.4))
    pen.ellipse(col, (cx - rx, cy - ry, 2 * rx, 2 * ry))
    inner = (cx - rx + 3.5, cy - ry + 3.5, 2 * rx - 7, 2 * ry - 7)
    if split:
        lay = pen.layer()
        lay.ellipse((255, 255, 255, 255), inner)
        halves = pen.layer()
        halves.vgradient((0, 0, cx, CARD_H), AUBERGINE_LIGHT, MIDNIGHT)
        halves.vgradient((cx, 0, CARD_W - cx, CARD_H), (252, 244, 222), PARCHMENT)
        halves.surf.blit(lay.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pen.blit(halves)
    else:
        pen.ellipse(mix((252, 246, 230), col, 0.2), inner)
        pen.radial((cx, cy - 6), 40, with_alpha((255, 250, 236), 150), with_alpha((255, 250, 236), 0))
        for sx, sy, r in ((cx - 16, cy - 28, 2.6), (cx + 17, cy - 20, 2.0), (cx + 4, cy - 36, 1.6)):
            pen.poly(mix(col, INK, 0.15), st.star_points(sx, sy, r * 1.7, r * 0.5, 4, 0))
    pen.ellipse(with_alpha(INK, 255), inner, 0.8)


def ring_point(angle_deg):
    a = math.radians(angle_deg)
    return (RING_C[0] + RING_R[0] * math.cos(a), RING_C[1] + RING_R[1] * math.sin(a))


def pips(pen, n, centre=90.0, step=PIP_STEP, fill=GHOST):
    """n pips spread evenly on the ring, symmetric about ``centre`` (degrees, 90 = bottom)."""
    for i in range(n):
        x, y = ring_point(centre + (i - (n - 1) / 2) * step)
        pen.circle(INK, (x, y), 4.2)
        pen.circle(fill, (x, y), 3.0)


def eye_badge(pen, cx, cy, r=9.5):
    """The 5's mark: an open eye on a gold disc with "+1" (each 5 forces one more reveal)."""
    pen.circle(INK, (cx, cy), r + 1.2)
    pen.circle(GOLD_LIGHT, (cx, cy), r)
    eye = st.path((cx - r * 0.8, cy), ((cx, cy - r * 0.95), (cx + r * 0.8, cy)),
                  ((cx, cy + r * 0.95), (cx - r * 0.8, cy)), n=14)
    pen.poly(INK, eye)
    pen.circle(GHOST, (cx, cy), r * 0.38)
    pen.circle(INK, (cx, cy), r * 0.2)
    pen.text("+1", st.FONT_SANS_BOLD, 10, INK, (cx, cy + r + 8), outline=PARCHMENT, ow=1.0)


# ==========================================================================
# Cards
# ==========================================================================
def make_monster_card(v: int) -> pygame.Surface:
    col = VALUE_COLOURS[v]
    pen = Pen(CARD_W, CARD_H)
    ma.card_shape(pen, col, PARCHMENT, INK, mix(col, PARCHMENT, 0.45))
    portrait(pen, v)
    m = MONSTERS[v]
    draw_gb_monster(pen, RING_C[0], GROUND_Y, m, monster_body_colour(v))
    pips(pen, v)
    corner_indices(pen, str(v), INK, symbol_value=v)
    if v == 5:
        eye_badge(pen, INDEX_X, 88)
    return pen.result()


JANUS_DARK = dict(s=58, body=0.96, eyes=0, mouth="smile", horns="nubs", arms="stub", feet=True)
JANUS_LIGHT = dict(s=58, body=0.96, eyes=2, brows="angry", mouth="roar", horns="curved", arms="stub", feet=True)


def make_zero_ten_card() -> pygame.Surface:
    """The 0/10: a two-faced monster, a sleepy dark "0" half and a fierce light "10" half."""
    col = VALUE_COLOURS[0]
    pen = Pen(CARD_W, CARD_H)
    ma.card_shape(pen, col, PARCHMENT, INK, mix(col, PARCHMENT, 0.45))
    cx = RING_C[0]
    dark = pen.layer()  # the left half of the face is night
    dark.rect(MIDNIGHT, (6, 6, cx - 6, CARD_H - 12), 0, 6)
    dark.rect(MIDNIGHT, (cx - 8, 6, 8, CARD_H - 12))
    dark.vgradient((6, 6, cx - 6, CARD_H - 12), AUBERGINE_LIGHT, MIDNIGHT)
    clip = pen.layer()
    clip.rect((255, 255, 255, 255), (6, 6, CARD_W - 12, CARD_H - 12), 0, 6)
    dark.surf.blit(clip.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.blit(dark)
    portrait(pen, 0, split=True)
    halves = []
    for m, body, side in ((JANUS_DARK, (112, 100, 140), -1), (JANUS_LIGHT, (236, 222, 250), 1)):
        lay = pen.layer()
        draw_gb_monster(lay, cx, GROUND_Y, m, body, face_side=side)
        halves.append(lay)
    k = pen.k
    pen.surf.blit(halves[0].surf, (0, 0), pygame.Rect(0, 0, round(cx * k), round(CARD_H * k)))
    pen.surf.blit(halves[1].surf, (round(cx * k), 0),
                  pygame.Rect(round(cx * k), 0, round((CARD_W - cx) * k), round(CARD_H * k)))
    # the sleepy half: a closed eye and a "z"
    s = JANUS_DARK["s"]
    ey = GROUND_Y - 0.08 * s - 0.5 * s - 0.14 * s
    pen.arc(INK, (cx - 0.17 * s, ey - 0.03 * s), 0.09 * s, math.radians(20), math.radians(160), 1.8)
    pen.text("z", st.FONT_SANS_BOLD, 11, GOLD_LIGHT, (cx - 0.4 * s, ey - 0.42 * s))
    pen.line(INK, (cx, RING_C[1] - RING_R[1] + 3), (cx, GROUND_Y + 2), 1.3, caps=False)
    # ten pips on the light half of the ring, none on the dark half
    pips(pen, 10, centre=-30.0, step=12.0, fill=GOLD_LIGHT)
    corner_indices(pen, "0/10", PARCHMENT, INK)
    return pen.result()


def make_monster_back() -> pygame.Surface:
    """Back of the monster deck: the parlor back with a monster silhouette and claw marks."""
    pen = Pen(CARD_W, CARD_H)
    ma.card_back_base(pen)
    lay = pen.layer()
    lay.stamp(lambda p, c: ma.sil_monster(p, c, CARD_W / 2, CARD_H / 2 + 8, 50), (74, 46, 88), GOLD, 1.6)
    for side in (-1, 1):  # glowing eyes in the dark
        ex = CARD_W / 2 + side * 8
        eye = [(ex - side * 7, CARD_H / 2 - 1), (ex + side * 6, CARD_H / 2 - 6), (ex + side * 4, CARD_H / 2 + 2)]
        lay.poly(CANDLE, eye)
    pen.blit(lay, 240)
    # three claw marks torn across the back
    claws = pen.layer()
    for i in range(3):
        x0, y0 = 62 + i * 9, 20
        x1, y1 = 26 + i * 9, 146
        mid = ((x0 + x1) / 2 + 8, (y0 + y1) / 2)
        pts = st.bezier((x0, y0), mid, (x1, y1), 24)
        pts = [(x0, y0)] + pts
        for j, (a, b) in enumerate(zip(pts, pts[1:])):
            t = j / (len(pts) - 2)
            w = 0.6 + 3.0 * math.sin(math.pi * t)
            claws.line(with_alpha(MIDNIGHT, 255), (a[0] + 1, a[1] + 1), (b[0] + 1, b[1] + 1), w + 1.2)
        for j, (a, b) in enumerate(zip(pts, pts[1:])):
            t = j / (len(pts) - 2)
            w = 0.4 + 2.2 * math.sin(math.pi * t)
            claws.line(GOLD_LIGHT, a, b, w)
    pen.blit(claws, 200)
    return pen.result()


def sleeping_ghost_head(pen, cx, cy, s):
    """A round ghost head, eyes closed, for the character back."""
    pen.stamp(lambda p, c: p.circle(c, (cx, cy), s / 2), st.GHOST, GOLD_DARK, 1.4,
              shadow=(0, 0, 0, 80), shadow_off=(1.5, 2))
    for side in (-1, 1):
        pen.arc(INK, (cx + side * 0.18 * s, cy - 0.06 * s), 0.09 * s, math.radians(20), math.radians(160), 1.6)
        pen.ellipse(BLUSH, (cx + side * 0.3 * s - 0.07 * s, cy + 0.08 * s, 0.14 * s, 0.07 * s))
    pen.ellipse(INK, (cx - 0.04 * s, cy + 0.14 * s, 0.08 * s, 0.06 * s))
    # night cap
    cap = st.path((cx - 0.46 * s, cy - 0.2 * s), ((cx - 0.1 * s, cy - 0.75 * s), (cx + 0.5 * s, cy - 0.62 * s)),
                  ((cx + 0.2 * s, cy - 0.45 * s), (cx + 0.46 * s, cy - 0.2 * s)), n=16)
    pen.stamp(lambda p, c: p.poly(c, cap), PLUM, INK, 1.0)
    pen.rect(GOLD, (cx - 0.48 * s, cy - 0.28 * s, 0.96 * s, 0.1 * s), 0, 2)
    pen.circle(INK, (cx + 0.5 * s, cy - 0.62 * s), 0.1 * s)
    pen.circle(GOLD_LIGHT, (cx + 0.5 * s, cy - 0.62 * s), 0.08 * s)


def make_character_back() -> pygame.Surface:
    """Back of the character deck: night blue (not the plum lattice), moon and stars,
    a sleeping ghost in a round window."""
    pen = Pen(CARD_W, CARD_H)
    night_top, night_bottom = (40, 66, 96), (14, 22, 40)
    pen.rect(GOLD_DARK, (0, 0, CARD_W, CARD_H), 0, 10)
    pen.rect((18, 28, 46), (1.5, 1.5, CARD_W - 3, CARD_H - 3), 0, 9)
    pen.vgradient((6, 6, CARD_W - 12, CARD_H - 12), night_top, night_bottom)
    dots = pen.layer()  # a dotted "quilt" pattern instead of the diagonal lattice
    for row in range(13):
        for colm in range(9):
            x = 12 + colm * 12 + (6 if row % 2 else 0)
            y = 12 + row * 12
            if 8 < x < CARD_W - 8:
                dots.circle(with_alpha((120, 150, 190), 110), (x, y), 1.2)
    pen.blit(dots)
    st.gold_frame(pen, (5, 5, CARD_W - 10, CARD_H - 10), 6, True, 1.6)
    c = (CARD_W / 2, CARD_H / 2)
    pen.circle(GOLD_DARK, c, 37)
    pen.circle(GOLD, c, 35.5)
    pen.circle((20, 30, 52), c, 32)
    pen.radial(c, 32, with_alpha((200, 220, 255), 60), with_alpha((200, 220, 255), 0))
    pen.stamp(lambda p, cc: st.sil_moon(p, cc, c[0] + 17, c[1] - 17, 16), (240, 230, 196))
    sleeping_ghost_head(pen, c[0] - 2, c[1] + 6, 34)
    for sx, sy, r in ((30, 28, 3.0), (90, 30, 2.4), (28, 140, 2.4), (92, 142, 3.0), (60, 20, 2.0), (60, 148, 2.0)):
        pen.poly(GOLD_LIGHT, st.star_points(sx, sy, r * 1.6, r * 0.55, 4, 0))
    pen.text("z", st.FONT_SANS_BOLD, 10, GOLD_LIGHT, (c[0] + 18, c[1] + 2))
    pen.text("z", st.FONT_SANS_BOLD, 7, GOLD_LIGHT, (c[0] + 24, c[1] - 6))
    return pen.result()


def sil_burst(pen, color, cx, cy, r_out, r_in, n=12):
    """A jagged burst: spikes of uneven (but fixed) length."""
    pts = []
    for i in range(n * 2):
        r = (r_out * (1.0 if i % 4 == 0 else 0.86)) if i % 2 == 0 else r_in
        a = -math.pi / 2 + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pen.poly(color, pts)


UNAFRAID_BAND = (70, 130, 150)
SCARED_BAND = (176, 44, 52)


def corner_marks(pen, draw_mark):
    """A small mark in the top-left corner and, turned, in the bottom-right one."""
    draw_mark(pen, 20, 22)
    lay = pen.layer()
    draw_mark(lay, 20, 22)
    lay.surf = pygame.transform.flip(lay.surf, True, True)
    pen.blit(lay)


def make_unafraid_card() -> pygame.Surface:
    """Unafraid: a calm, smiling ghost in a big round window (round = calm)."""
    pen = Pen(CARD_W, CARD_H)
    ma.card_shape(pen, UNAFRAID_BAND, PARCHMENT, INK, mix(UNAFRAID_BAND, PARCHMENT, 0.45))
    c = (CARD_W / 2, CARD_H / 2 + 2)
    pen.circle(INK, c, 46)
    pen.circle(UNAFRAID_BAND, c, 44.8)
    pen.circle((214, 236, 236), c, 40.5)
    pen.radial((c[0], c[1] - 8), 40, with_alpha(GHOST, 160), with_alpha(GHOST, 0))
    st.draw_ghost(pen, c[0], c[1] + 4, 62, ow=2.0, mood="happy", shadow=(0, 0, 0, 60))

    def mark(p, x, y):
        p.circle(INK, (x, y), 8.5)
        p.circle(GHOST, (x, y), 7)
        p.arc(INK, (x, y - 0.5), 3.6, math.radians(25), math.radians(155), 1.3)
    corner_marks(pen, mark)
    return pen.result()


def bold_exclaim(pen, x, y, h, color=GHOST, ow=2.0):
    """A fat "!" (the title picture's exclaim() is too thin to read on a tiny card)."""
    def sil(p, c):
        p.poly(c, [(x - h * 0.17, y - h / 2), (x + h * 0.17, y - h / 2), (x + h * 0.08, y + h * 0.2),
                   (x - h * 0.08, y + h * 0.2)])
        p.circle(c, (x, y - h / 2 + h * 0.02), h * 0.17)
        p.circle(c, (x, y + h * 0.4), h * 0.12)
    pen.stamp(sil, color, INK, ow)


def make_scared_card() -> pygame.Surface:
    """THE scared card: a red jagged burst with a big "!" and a screaming ghost."""
    pen = Pen(CARD_W, CARD_H)
    ma.card_shape(pen, SCARED_BAND, (250, 226, 214), INK, mix(SCARED_BAND, PARCHMENT, 0.45))
    c = (CARD_W / 2, 74)
    pen.radial(c, 62, with_alpha((255, 200, 120), 150), with_alpha((255, 200, 120), 0))
    pen.stamp(lambda p, col: sil_burst(p, col, c[0], c[1], 56, 33), (214, 52, 46), INK, 2.2,
              shadow=(0, 0, 0, 70), shadow_off=(2, 3))
    sil_burst(pen, (250, 190, 70), c[0], c[1], 40, 25)
    bold_exclaim(pen, c[0], c[1] - 1, 50)
    # the screaming ghost below the burst, shivering
    gx, gy = CARD_W / 2 - 4, 134
    st.draw_ghost(pen, gx, gy, 36, ow=1.6, mood="scared", blush=False, shadow=(0, 0, 0, 60))
    for side in (-1, 1):  # shiver lines
        x = gx + side * 22
        pen.lines(INK, [(x, gy - 12), (x + side * 3, gy - 7), (x, gy - 2), (x + side * 3, gy + 3)], 1.4)

    def mark(p, x, y):
        p.stamp(lambda q, col: sil_burst(q, col, x, y, 11, 6.5, 8), (214, 52, 46), INK, 1.1)
        p.text("!", st.FONT_SANS_BOLD, 12, GHOST, (x, y + 0.5), outline=INK, ow=0.6)
    corner_marks(pen, mark)
    return pen.result()


# ==========================================================================
def generate(save) -> list[pygame.Surface]:
    """Draw every Ghostbumpers card and store it with make_art's ``save`` (which
    records it in the manifest).  Returns the surfaces (for preview sheets)."""
    out = []
    for v in range(1, 10):
        m = MONSTERS[v]
        extra = "; eye badge '+1' (each 5 forces one more reveal)" if v == 5 else ""
        surf = make_monster_card(v)
        save(surf, f"ghostbumpers/monster_{v}.png",
             f"Ghostbumpers monster card {v}: frame {list(VALUE_COLOURS[v])}, big '{v}' top-left and "
             f"bottom-right, {v} pip(s) on the portrait ring, monster with {m['eyes']} eye(s){extra}")
        out.append(surf)
    surf = make_zero_ten_card()
    save(surf, "ghostbumpers/zero_ten.png",
         f"Ghostbumpers 0/10 card: frame {list(VALUE_COLOURS[0])}, '0' over '10' in the corners, "
         "two-faced monster: sleepy dark half (0), fierce light half (10) with ten pips")
    out.append(surf)
    for name, maker, desc in (
        ("back", make_monster_back,
         "back of the Ghostbumpers monster deck: plum lattice, monster silhouette, claw marks"),
        ("character_back", make_character_back,
         "back of the Ghostbumpers character deck: night-blue dotted field, sleeping ghost in a round window"),
        ("unafraid", make_unafraid_card, "Ghostbumpers character card 'unafraid': calm smiling ghost in a round frame"),
        ("scared", make_scared_card,
         "Ghostbumpers character card 'scared': red jagged burst, big '!', screaming ghost"),
    ):
        surf = maker()
        save(surf, f"ghostbumpers/{name}.png", desc)
        out.append(surf)
    return out


# ==========================================================================
# Review sheet (for checking only; never written under art/)
# ==========================================================================
def review_sheet(out: Path) -> None:
    names = [f"monster_{v}" for v in range(1, 10)] + ["zero_ten", "back", "character_back", "unafraid", "scared"]
    cards = {n: pygame.image.load(str(ART / "ghostbumpers" / f"{n}.png")) for n in names}
    pad = 14
    f = st.font(st.FONT_SANS_BOLD, 13)
    width = pad + 7 * (CARD_W + pad)
    hand_w, hand_h = 90, 126
    rows_h = 2 * (CARD_H + pad) + 3 * (hand_h + 40) + 100
    sheet = pygame.Surface((max(width, 2 * pad + 8 * 40 + hand_w + 60), rows_h), pygame.SRCALPHA)
    sheet.fill((30, 22, 38, 255))
    y = pad
    for i, n in enumerate(names):
        x = pad + (i % 7) * (CARD_W + pad)
        sheet.blit(cards[n], (x, y + (i // 7) * (CARD_H + pad)))
    y += 2 * (CARD_H + pad)
    hand = ["zero_ten"] + [f"monster_{v}" for v in range(1, 10)]
    for step, label in ((40, "hand, 90x126, 40 px of each card showing"),
                        (hand_w - 80 + 16, "hand, 90x126, tight (26 px showing)")):
        sheet.blit(f.render(label, True, GOLD), (pad, y))
        y += 18
        for i, n in enumerate(hand):
            small = pygame.transform.smoothscale(cards[n], (hand_w, hand_h))
            sheet.blit(small, (pad + i * step, y))
        y += hand_h + 14
    sheet.blit(f.render("character cards and backs at 30x42 and 26x36; minis at 58x82", True, GOLD), (pad, y))
    y += 18
    x = pad
    for size in ((30, 42), (26, 36)):
        for n in ("unafraid", "scared", "character_back", "back"):
            sheet.blit(pygame.transform.smoothscale(cards[n], size), (x, y))
            x += size[0] + 10
        x += 20
    for n in ("monster_5", "monster_9", "zero_ten", "monster_1"):
        sheet.blit(pygame.transform.smoothscale(cards[n], (58, 82)), (x, y))
        x += 58 + 8
    y += 82 + pad
    sheet = sheet.subsurface((0, 0, sheet.get_width(), y)).copy()
    pygame.image.save(sheet, str(out))
    grey = pygame.transform.grayscale(sheet)
    pygame.image.save(grey, str(out.with_name(out.stem + "_grey" + out.suffix)))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Ghostbumpers card art (runs tools/make_art.py, then a review sheet)")
    ap.add_argument("--sheet", type=Path, default=Path("/tmp/gb_art_sheet.png"),
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
