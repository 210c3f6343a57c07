#!/usr/bin/env python3
"""The Phantom Society's table art: the framed manor floor, a painted room tile per
colour and value, the wrecked squares, the ghosts and the table's backdrop.

Drawn with skia-python (tools/vector_style.py) at the exact pixel sizes the table
blits them (ghostparlor/games/phantom_society/table/board.py: the manor grid is a
fixed 548 px widget whatever the text size, its cells 83 px, a tile face 79 px; a
supply chip's face 50 px), so nothing is rescaled on the table:

    python tools/art_phantom_society.py            # writes art/phantom_society/
    python tools/art_phantom_society.py --sheet /tmp/ps_sheet.png   # and a review sheet

Readability rules the pictures follow (the colour-blind rule: colour only repeats):
- each colour is a room with its own symbol (blue circle, red triangle, green
  diamond, white star: the table's SYMBOL) on a dark badge in the top-left corner,
  and its own wallpaper pattern (blue stripes, red lozenges, green leaves, white dots);
- each value is a piece of furniture that grows with what it is worth (1 chair,
  2 candelabra, 3 bookshelf, 4 bed, 5 clock, 6 grand piano) and its numeral on a
  brass coin in the bottom-right corner (digits 16 px tall on the board, 15 on a chip);
- an emptied square is wrecked (torn boards, rubble, a broken piece of furniture) with a
  badge of who did it (a ghost's claw slashes, a hunter's crowbar); an empty square at
  set-up is a clean inset on the parquet;
- a revealed ghost is a full sheet ghost wearing its colour's symbol; a hidden ghost
  (seen only by its team) is a small ghost on a dark "secret" badge with a dashed ring.

Icons: game-icons.net (CC BY 3.0, credited in art/phantom_society/CREDITS.md).
Everything is seeded and drawn in a fixed order: the files are re-made byte for byte.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import skia  # noqa: E402

import vector_style as vs  # noqa: E402
from vector_style import (  # noqa: E402
    GHOST, GHOST_SHADE, GOLD, GOLD_DARK, GOLD_LIGHT, INK, IVORY, MIDNIGHT, PARCHMENT,
    PARCHMENT_DARK, WOOD, WOOD_DARK, WOOD_LIGHT, Sheet, linear, mix, paint, radial,
)

OUT = "phantom_society"
BOARD = 548          # the manor grid widget (scene_board.BOARD_RECT), frame and labels margin included
MARGIN = 25          # (548 - 6 * 83) / 2: the frame around the 6x6 cells, where the a-f / 1-6 labels go
CELL = 83
TILE = 79            # a cell less its 2 px gap each side: the tile face
CHIP = 50            # a supply chip's tile face
GHOST_SIZE = 59      # a revealed ghost standing on its square (3/4 of the tile face)
SECRET = 29          # the hidden-ghost badge in a tile's corner (3/8 of the tile face)
CLEARED = 26         # the "known empty" stamp
BADGE = 24           # who wrecked a square: a ghost (devastated) or a hunter (searched)

COLOURS = ("blue", "red", "green", "white")
SYMBOL = {"blue": "circle", "red": "triangle", "green": "diamond", "white": "star"}
# wall (top, bottom), the pattern's ink, the symbol's fill (the table's COLOUR_RGB)
ROOM = {
    "blue": ((58, 92, 164), (30, 50, 104), (96, 136, 210), (66, 120, 220)),
    "red": ((160, 58, 50), (98, 30, 32), (196, 92, 78), (208, 66, 54)),
    "green": ((52, 128, 78), (26, 76, 46), (90, 168, 110), (58, 162, 86)),
    "white": ((236, 230, 216), (198, 188, 168), (170, 160, 142), (232, 228, 220)),
}
FURNITURE = {1: "wooden-chair", 2: "lit-candelabra", 3: "bookshelf", 4: "bed", 5: "cuckoo-clock", 6: "grand-piano"}
FURNITURE_SCALE = {1: 0.66, 2: 0.74, 3: 0.80, 4: 0.86, 5: 0.88, 6: 0.94}  # grows with the value
WRECKS = ("wooden-chair", "broken-pottery", "shattered-glass")
BRASS = (214, 170, 84)


icon = vs.icon  # game-icons, drawn by tools/vector_style.py


# ------------------------------------------------------------------------ shapes
def symbol_path(kind: str, cx: float, cy: float, r: float) -> skia.Path:
    """The colour's symbol (the same four shapes as ghostparlor.ui.draw.draw_shape)."""
    p = skia.Path()
    if kind == "circle":
        p.addCircle(cx, cy, r)
    elif kind == "triangle":
        p.moveTo(cx, cy - r)
        p.lineTo(cx + r * 0.95, cy + r * 0.75)
        p.lineTo(cx - r * 0.95, cy + r * 0.75)
        p.close()
    elif kind == "diamond":
        p.moveTo(cx, cy - r)
        p.lineTo(cx + r * 0.8, cy)
        p.lineTo(cx, cy + r)
        p.lineTo(cx - r * 0.8, cy)
        p.close()
    else:  # star
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            x, y = cx + rr * math.cos(a), cy + rr * math.sin(a)
            p.moveTo(x, y) if i == 0 else p.lineTo(x, y)
        p.close()
    return p


def symbol_badge(c, colour: str, cx: float, cy: float, r: float) -> None:
    """The colour's symbol on a dark disc with a gold ring: readable on every wall."""
    c.drawCircle(cx + 0.8, cy + 1.2, r, paint(MIDNIGHT, 120, blur=1.2))
    c.drawCircle(cx, cy, r, paint(INK))
    c.drawCircle(cx, cy, r - 0.8, paint(GOLD, stroke=1.4))
    sym = symbol_path(SYMBOL[colour], cx, cy + (r * 0.06 if SYMBOL[colour] == "triangle" else 0), r * 0.62)
    c.drawPath(sym, paint(mix(ROOM[colour][3], IVORY, 0.25)))
    c.drawPath(sym, paint(IVORY, stroke=1.0))


def ghost_path(cx: float, top: float, w: float, h: float, waves: int = 3) -> skia.Path:
    """A sheet ghost: a round head, straight sides, a scalloped hem."""
    r = w / 2
    p = skia.Path()
    p.moveTo(cx - r, top + r)
    p.arcTo(skia.Rect.MakeXYWH(cx - r, top, w, w), 180, 180, False)
    bottom = top + h
    p.cubicTo(cx + r, top + r + (h - r) * 0.4, cx + r * 1.08, bottom - h * 0.2, cx + r * 1.05, bottom)
    step = (2.1 * r) / waves
    x = cx + r * 1.05
    for i in range(waves):
        nx = x - step
        p.quadTo(x - step / 2, bottom - h * (0.16 if i % 2 == 0 else 0.10), nx, bottom)
        x = nx
    p.cubicTo(cx - r * 1.08, bottom - h * 0.2, cx - r, top + r + (h - r) * 0.4, cx - r, top + r)
    p.close()
    return p


def draw_ghost(c, cx: float, top: float, w: float, h: float, *, tint=GHOST, outline: float = 2.0, mouth: bool = True) -> None:
    """A friendly sheet ghost with a soft shade, eyes and a small mouth."""
    body = ghost_path(cx, top, w, h)
    c.drawPath(body, paint(MIDNIGHT, 110, blur=max(1.0, w / 18)))
    shade = radial(cx - w * 0.18, top + w * 0.35, h * 1.05, [(0.0, mix(tint, (255, 255, 255), 0.6)), (0.55, tint), (1.0, mix(tint, GHOST_SHADE, 0.7))])
    c.drawPath(body, paint(shader=shade))
    c.drawPath(body, paint(INK, stroke=outline))
    er = w * 0.09
    for dx in (-0.2, 0.2):
        c.drawOval(skia.Rect.MakeXYWH(cx + dx * w - er, top + w * 0.36, er * 2, er * 2.6), paint(INK))
        c.drawCircle(cx + dx * w - er * 0.3, top + w * 0.36 + er * 0.8, er * 0.35, paint(IVORY))
    if mouth:
        c.drawOval(skia.Rect.MakeXYWH(cx - er * 0.9, top + w * 0.66, er * 1.8, er * 1.4), paint(INK, 220))


# ------------------------------------------------------------------------- rooms
def wallpaper(c, colour: str, x: float, y: float, w: float, h: float, s: float) -> None:
    """The room's own pattern over its wall gradient (a second cue beside the symbol)."""
    top, bottom, ink, _fill = ROOM[colour]
    c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(shader=linear(x, y, x, y + h, [(0.0, top), (1.0, bottom)])))
    alpha = 70 if colour != "white" else 90
    if colour == "blue":  # regency stripes
        step = 9 * s
        i = 0
        while i * step < w:
            c.drawRect(skia.Rect.MakeXYWH(x + i * step + step * 0.3, y, step * 0.22, h), paint(ink, alpha))
            i += 1
    elif colour == "red":  # lozenges
        step = 12 * s
        for row in range(int(h / step) + 2):
            for col in range(int(w / step) + 2):
                cx = x + col * step + (step / 2 if row % 2 else 0)
                cy = y + row * step
                c.drawPath(symbol_path("diamond", cx, cy, step * 0.28), paint(ink, alpha))
    elif colour == "green":  # trailing leaves
        step = 13 * s
        for row in range(int(h / step) + 2):
            for col in range(int(w / step) + 2):
                cx = x + col * step + (step / 2 if row % 2 else 0)
                cy = y + row * step
                leaf = skia.Path()
                leaf.moveTo(cx, cy - step * 0.3)
                leaf.quadTo(cx + step * 0.22, cy, cx, cy + step * 0.3)
                leaf.quadTo(cx - step * 0.22, cy, cx, cy - step * 0.3)
                c.drawPath(leaf, paint(ink, alpha))
    else:  # white: a dotted toile
        step = 10 * s
        for row in range(int(h / step) + 2):
            for col in range(int(w / step) + 2):
                cx = x + col * step + (step / 2 if row % 2 else 0)
                c.drawCircle(cx, y + row * step, 1.3 * s, paint(ink, alpha))


def value_coin(c, value: int, cx: float, cy: float, r: float, size: float) -> None:
    """The value: an ink numeral on a brass coin (the coin of what the room is worth)."""
    c.drawCircle(cx + 0.8, cy + 1.4, r, paint(MIDNIGHT, 150, blur=1.5))
    c.drawCircle(cx, cy, r, paint(shader=radial(cx - r * 0.35, cy - r * 0.4, r * 1.5, [(0.0, GOLD_LIGHT), (0.6, BRASS), (1.0, GOLD_DARK)])))
    c.drawCircle(cx, cy, r - 0.7, paint(INK, 200, stroke=1.4))
    c.drawCircle(cx, cy, r - 2.6, paint(GOLD_LIGHT, 140, stroke=0.8))
    font = skia.Font(vs.typeface("bold"), size)
    font.setEdging(skia.Font.Edging.kAntiAlias)
    s = str(value)
    width = font.measureText(s)
    bounds = skia.Rect()
    font.measureText(s, bounds=bounds)
    c.drawString(s, cx - width / 2, cy - bounds.centerY(), font, paint(INK))


def room_tile(colour: str, value: int, size: int) -> Sheet:
    """One room tile: wall and floor, the furniture of its value, the colour's badge, the value's coin."""
    s = size / TILE
    sheet = Sheet(size, size)
    c = sheet.canvas
    radius = 7 * s
    shape = skia.RRect.MakeRectXY(skia.Rect.MakeWH(size, size), radius, radius)
    c.save()
    c.clipRRect(shape, doAntiAlias=True)
    floor_y = size * 0.70
    wallpaper(c, colour, 0, 0, size, floor_y, s)
    # the floor: warm boards under a gilt skirting
    vs.wood_floor(c, (0, floor_y, size, size - floor_y), seed=value * 7 + COLOURS.index(colour), plank=7 * s,
                  base=WOOD, dark=WOOD_DARK, light=WOOD_LIGHT)
    c.drawRect(skia.Rect.MakeXYWH(0, floor_y - 2 * s, size, 3 * s), paint(GOLD_DARK))
    c.drawRect(skia.Rect.MakeXYWH(0, floor_y - 2 * s, size, 1 * s), paint(GOLD_LIGHT, 180))
    # candle light from the top and a darker edge
    vs.candle_glow(c, size * 0.45, size * 0.25, size * 0.8, alpha=50)
    c.restore()
    # the furniture, standing on the floor line, a little left of the coin
    if size >= TILE:  # on the board: centred a little left of the coin
        fsize = size * FURNITURE_SCALE[value] * 0.72
        fx = size * 0.42 - fsize / 2
    else:  # on a chip: small at the left, clear of the coin
        fsize = size * 0.54
        fx = 1.0
    fy = floor_y + size * 0.10 - fsize
    fill = (52, 34, 26) if colour == "white" else mix(PARCHMENT, ROOM[colour][0], 0.12)
    icon(c, FURNITURE[value], fx + 1.2 * s, fy + 1.6 * s, fsize, MIDNIGHT, 150)
    icon(c, FURNITURE[value], fx, fy, fsize, fill)
    # the frame: a thin dark bevel, a light top edge
    c.drawRRect(shape, paint(INK, 230, stroke=2.0 * s))
    inner = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(2 * s, 2 * s, size - 4 * s, size - 4 * s), radius * 0.7, radius * 0.7)
    c.drawRRect(inner, paint(IVORY, 60, stroke=1.0))
    badge = 11 * s if size >= TILE else 9.5
    symbol_badge(c, colour, badge + 3 * s, badge + 3 * s, badge)
    r = 15.5 if size >= TILE else 13.5
    value_coin(c, value, size - r - 3 * s, size - r - 2 * s, r, 22 if size >= TILE else 21)
    return sheet


# ------------------------------------------------------------------------ wrecks
def wrecked_square(variant: int) -> Sheet:
    """A square whose room is gone: torn-up boards over a dark hole, rubble, a broken piece of furniture."""
    rng = random.Random(4600 + variant)
    size = TILE
    sheet = Sheet(size, size)
    c = sheet.canvas
    shape = skia.RRect.MakeRectXY(skia.Rect.MakeWH(size, size), 7, 7)
    c.save()
    c.clipRRect(shape, doAntiAlias=True)
    vs.wood_floor(c, (0, 0, size, size), seed=4700 + variant, plank=11, base=mix(WOOD, MIDNIGHT, 0.35),
                  dark=mix(WOOD_DARK, MIDNIGHT, 0.4), light=mix(WOOD_LIGHT, MIDNIGHT, 0.3), vertical=variant % 2 == 1)
    # the hole: a jagged dark gap where boards were torn up, joists below
    hole = skia.Path()
    cx, cy = size * (0.48 + 0.06 * (variant - 1)), size * 0.52
    n = 14
    for i in range(n):
        a = 2 * math.pi * i / n
        rr = size * (0.24 + 0.12 * rng.random())
        x, y = cx + rr * math.cos(a) * 1.15, cy + rr * math.sin(a) * 0.85
        hole.moveTo(x, y) if i == 0 else hole.lineTo(x, y)
    hole.close()
    c.drawPath(hole, paint(shader=radial(cx, cy, size * 0.36, [(0.0, (10, 6, 14)), (1.0, (40, 24, 22))])))
    c.save()
    c.clipPath(hole, doAntiAlias=True)
    for k in range(3):
        jy = cy - size * 0.2 + k * size * 0.2
        c.drawRect(skia.Rect.MakeXYWH(0, jy, size, 4), paint(mix(WOOD_DARK, MIDNIGHT, 0.2)))
    c.restore()
    c.drawPath(hole, paint(PARCHMENT_DARK, 150, stroke=1.4))
    # splintered plank ends sticking over the hole
    for _ in range(4):
        a = rng.uniform(0, 2 * math.pi)
        x0, y0 = cx + math.cos(a) * size * 0.34, cy + math.sin(a) * size * 0.30
        x1, y1 = cx + math.cos(a) * size * 0.14, cy + math.sin(a) * size * 0.10
        plank = skia.Path()
        plank.moveTo(x0 - 3, y0)
        plank.lineTo(x1 - 2, y1 + 2)
        plank.lineTo(x1 + 1, y1 - 3)
        plank.lineTo(x1 + 3, y1 + 1)
        plank.lineTo(x0 + 3, y0)
        plank.close()
        c.drawPath(plank, paint(WOOD_LIGHT))
        c.drawPath(plank, paint(INK, 200, stroke=1.0))
    # cracks running out from the hole
    for _ in range(5):
        a = rng.uniform(0, 2 * math.pi)
        p = skia.Path()
        x, y = cx + math.cos(a) * size * 0.28, cy + math.sin(a) * size * 0.24
        p.moveTo(x, y)
        for _step in range(3):
            a += rng.uniform(-0.6, 0.6)
            x += math.cos(a) * size * 0.09
            y += math.sin(a) * size * 0.09
            p.lineTo(x, y)
        c.drawPath(p, paint((12, 8, 14), 220, stroke=1.3))
    # rubble: plaster chunks and dust
    for _ in range(9):
        x, y = rng.uniform(6, size - 6), rng.uniform(size * 0.55, size - 6)
        r = rng.uniform(2.0, 4.2)
        chunk = skia.Path()
        for i in range(5):
            a = 2 * math.pi * i / 5 + rng.uniform(-0.3, 0.3)
            px, py = x + r * math.cos(a), y + r * math.sin(a) * 0.8
            chunk.moveTo(px, py) if i == 0 else chunk.lineTo(px, py)
        chunk.close()
        c.drawPath(chunk, paint(mix(PARCHMENT_DARK, MIDNIGHT, rng.uniform(0.1, 0.4))))
        c.drawPath(chunk, paint(INK, 160, stroke=0.8))
    vs.noise_speckle(c, (0, 0, size, size), seed=4800 + variant, count=120, rgb=PARCHMENT, alpha=40, size=0.9)
    c.restore()
    # the broken piece of furniture, toppled in a corner
    name = WRECKS[variant]
    angle = (-100, 18, -12)[variant]
    isz = 34
    ix, iy = (size - isz - 4, 4) if variant != 1 else (4, 5)
    icon(c, name, ix + 1.5, iy + 2, isz, MIDNIGHT, 170, angle=angle)
    icon(c, name, ix, iy, isz, mix(PARCHMENT_DARK, WOOD_LIGHT, 0.4), angle=angle)
    if variant == 0:  # the chair's back snapped off
        c.drawLine(ix + 6, iy + isz * 0.55, ix + isz - 4, iy + isz * 0.40, paint((12, 8, 14), 255, stroke=2.6))
    c.drawRRect(shape, paint(INK, 230, stroke=2.0))
    return sheet


# ------------------------------------------------------------------------ ghosts
def revealed_ghost(colour: str) -> Sheet:
    """A found ghost: a full sheet ghost in its colour's tint, wearing the colour's symbol."""
    size = GHOST_SIZE
    sheet = Sheet(size, size)
    c = sheet.canvas
    tint = mix(GHOST, ROOM[colour][3], 0.28)
    draw_ghost(c, size / 2, 2, size * 0.68, size * 0.92, tint=tint, outline=2.2, mouth=False)
    sym = symbol_path(SYMBOL[colour], size / 2, size * 0.66, 8.5)
    c.drawPath(sym, paint(ROOM[colour][3] if colour != "white" else (250, 250, 250)))
    c.drawPath(sym, paint(INK, stroke=1.6))
    return sheet


def hidden_ghost() -> Sheet:
    """A hidden ghost, as its own team sees it: a small ghost on a dark badge with a dashed gold ring."""
    size = SECRET
    sheet = Sheet(size, size)
    c = sheet.canvas
    r = size / 2 - 1
    c.drawCircle(size / 2, size / 2, r, paint(MIDNIGHT, 235))
    ring = paint(GOLD_LIGHT, stroke=1.6)
    ring.setPathEffect(skia.DashPathEffect.Make([3.0, 2.2], 0))
    c.drawCircle(size / 2, size / 2, r - 1, ring)
    draw_ghost(c, size / 2, 5, size * 0.50, size * 0.62, outline=1.2)
    return sheet


def removal_badge(by: str) -> Sheet:
    """Who tore a wrecked square's room out (public, D-10): a ghost's claw slashes on a
    violet-ringed badge, a hunter's crowbar on a brass-ringed one (told apart by shape)."""
    size = BADGE
    sheet = Sheet(size, size)
    c = sheet.canvas
    r = size / 2 - 1
    ring = (196, 170, 255) if by == "ghost" else BRASS
    c.drawCircle(size / 2, size / 2, r, paint(MIDNIGHT, 240))
    c.drawCircle(size / 2, size / 2, r - 0.8, paint(ring, stroke=1.6))
    name = "claw-slashes" if by == "ghost" else "crowbar"
    inset = size * 0.2
    icon(c, name, inset, inset, size - 2 * inset, mix(ring, IVORY, 0.45))
    return sheet


def cleared_stamp() -> Sheet:
    """PS-9 "known to be empty": a ghost crossed out, on an ivory disc."""
    size = CLEARED
    sheet = Sheet(size, size)
    c = sheet.canvas
    r = size / 2 - 1
    c.drawCircle(size / 2, size / 2, r, paint(IVORY, 235))
    c.drawCircle(size / 2, size / 2, r - 0.6, paint(INK, stroke=1.4))
    draw_ghost(c, size / 2, 4.5, size * 0.46, size * 0.58, tint=GHOST_SHADE, outline=1.1)
    c.drawLine(size * 0.22, size * 0.78, size * 0.78, size * 0.22, paint(IVORY, stroke=4.2))
    c.drawLine(size * 0.22, size * 0.78, size * 0.78, size * 0.22, paint(INK, stroke=2.2))
    return sheet


# ------------------------------------------------------------------ the board
def board() -> Sheet:
    """The manor floor in its carved frame: a parquet of four 3x3 wings (the rulebook's
    four board sections) with an inset slot per square and gilt inlay between wings."""
    sheet = Sheet(BOARD, BOARD)
    c = sheet.canvas
    # the carved wooden frame, the labels' margin
    outer = skia.RRect.MakeRectXY(skia.Rect.MakeWH(BOARD, BOARD), 12, 12)
    c.drawRRect(outer, paint(shader=linear(0, 0, BOARD, BOARD, [(0.0, (92, 58, 38)), (0.5, WOOD_DARK), (1.0, (44, 26, 20))])))
    rng = random.Random(4601)
    c.save()
    c.clipRRect(outer, doAntiAlias=True)
    for _ in range(160):  # the frame's grain
        x, y = rng.uniform(0, BOARD), rng.uniform(0, BOARD)
        if MARGIN - 4 < x < BOARD - MARGIN + 4 and MARGIN - 4 < y < BOARD - MARGIN + 4:
            continue
        horizontal = y < MARGIN or y > BOARD - MARGIN
        length = rng.uniform(12, 40)
        x1, y1 = (x + length, y) if horizontal else (x, y + length)
        c.drawLine(x, y, x1, y1, paint(MIDNIGHT, 60, stroke=0.8))
    c.restore()
    c.drawRRect(outer, paint(GOLD_DARK, stroke=2.0))
    c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(3, 3, BOARD - 6, BOARD - 6), 10, 10), paint(GOLD_LIGHT, 70, stroke=1.0))
    # corner rosettes
    for cx, cy in ((12, 12), (BOARD - 12, 12), (12, BOARD - 12), (BOARD - 12, BOARD - 12)):
        c.drawCircle(cx, cy, 6.5, paint(shader=radial(cx - 2, cy - 2, 9, [(0.0, GOLD_LIGHT), (1.0, GOLD_DARK)])))
        c.drawCircle(cx, cy, 6.5, paint(INK, 180, stroke=1.0))
    # the gilt moulding round the floor
    g = MARGIN - 6
    vs.gilt_frame(c, (g, g, BOARD - 2 * g, BOARD - 2 * g), width=6, radius=4)
    # the parquet floor
    floor = (MARGIN, MARGIN, BOARD - 2 * MARGIN, BOARD - 2 * MARGIN)
    vs.wood_floor(c, floor, seed=4602, plank=CELL / 4, base=(96, 62, 44), dark=(52, 32, 26), light=(132, 92, 60))
    vs.candle_glow(c, BOARD * 0.45, BOARD * 0.4, BOARD * 0.6, alpha=40)
    # an inset slot per square
    for row in range(6):
        for col in range(6):
            x, y = MARGIN + col * CELL + 2, MARGIN + row * CELL + 2
            slot = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, TILE, TILE), 7, 7)
            c.drawRRect(slot, paint(MIDNIGHT, 90))
            c.drawRRect(slot, paint(MIDNIGHT, 200, stroke=2.0))
            c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + 2, y + 2, TILE - 4, TILE - 4), 6, 6), paint(GOLD_LIGHT, 60, stroke=1.0))
            c.drawCircle(x + TILE / 2, y + TILE / 2, 3, paint(GOLD, 90))  # where a room goes
    # gilt inlay between the four wings
    mid = MARGIN + 3 * CELL
    for (x0, y0, x1, y1) in ((mid, MARGIN, mid, BOARD - MARGIN), (MARGIN, mid, BOARD - MARGIN, mid)):
        c.drawLine(x0, y0, x1, y1, paint(MIDNIGHT, 160, stroke=3.2))
        c.drawLine(x0, y0, x1, y1, paint(GOLD, 220, stroke=1.6))
    c.drawCircle(mid, mid, 4, paint(GOLD_LIGHT))
    c.drawCircle(mid, mid, 4, paint(INK, 200, stroke=1.0))
    vs.vignette(c, BOARD, BOARD, strength=60)
    return sheet


def backdrop() -> Sheet:
    """The table's backdrop: the manor's night-time parlour, dark and quiet behind the panels."""
    base, motif = (26, 20, 40), (54, 40, 72)
    sheet = vs.backdrop(f"{OUT}/backdrop.jpg", seed=4603, base=base, motif=motif, glow=(300, 360), floor=(640, (70, 44, 34)))
    c = sheet.canvas
    # a moonlit window and the manor's roofline behind the board's right edge
    wx, wy, ww, wh = 600, 120, 300, 380
    window = skia.Rect.MakeXYWH(wx, wy, ww, wh)
    c.drawRect(window, paint(shader=linear(0, wy, 0, wy + wh, [(0.0, (34, 40, 78)), (1.0, (18, 18, 40))])))
    c.drawCircle(wx + ww * 0.7, wy + 90, 42, paint((232, 226, 196), 200))
    c.drawCircle(wx + ww * 0.7 + 16, wy + 82, 38, paint((30, 36, 72)))
    c.drawRect(window, paint(WOOD_DARK, stroke=14))
    c.drawLine(wx + ww / 2, wy, wx + ww / 2, wy + wh, paint(WOOD_DARK, stroke=8))
    c.drawLine(wx, wy + wh * 0.45, wx + ww, wy + wh * 0.45, paint(WOOD_DARK, stroke=8))
    icon(c, "spooky-house", 1000, 160, 220, (14, 10, 22), 200)
    vs.vignette(c, 1280, 720, strength=150)
    c.drawRect(skia.Rect.MakeWH(1280, 720), paint(MIDNIGHT, 70))
    return sheet


# ----------------------------------------------------------------------- main
def generate() -> list[str]:
    """Write every file under art/phantom_society/ and return their names."""
    written: list[str] = []

    def save(sheet: Sheet, name: str, **kw) -> None:
        sheet.save(f"{OUT}/{name}", **kw)
        written.append(name)

    save(board(), "board.png")
    for colour in COLOURS:
        for value in range(1, 7):
            save(room_tile(colour, value, TILE), f"tile_{colour}_{value}.png")
            save(room_tile(colour, value, CHIP), f"chip_{colour}_{value}.png")
        save(revealed_ghost(colour), f"ghost_{colour}.png")
    for variant in range(len(WRECKS)):
        save(wrecked_square(variant), f"wreck_{variant}.png")
    for by in ("ghost", "hunter"):
        save(removal_badge(by), f"removed_by_{by}.png")
    save(hidden_ghost(), "ghost_hidden.png")
    save(cleared_stamp(), "cleared.png")
    save(backdrop(), "backdrop.jpg", quality=84)
    return written


def review_sheet(out: Path) -> None:
    """Every picture on one dark sheet, for checking by eye."""
    sheet = Sheet(1000, 560, MIDNIGHT)
    c = sheet.canvas
    folder = vs.ART / OUT

    def put(name: str, x: float, y: float) -> None:
        img = skia.Image.MakeFromEncoded(skia.Data.MakeWithCopy((folder / name).read_bytes()))
        c.drawImage(img, x, y)

    for i, colour in enumerate(COLOURS):
        for v in range(1, 7):
            put(f"tile_{colour}_{v}.png", 10 + (v - 1) * 86, 10 + i * 86)
            put(f"chip_{colour}_{v}.png", 540 + (v - 1) * 56, 10 + i * 86)
        put(f"ghost_{colour}.png", 10 + i * 70, 360)
    for v in range(len(WRECKS)):
        put(f"wreck_{v}.png", 300 + v * 86, 360)
    put("ghost_hidden.png", 570, 370)
    put("cleared.png", 610, 370)
    put("removed_by_ghost.png", 650, 370)
    put("removed_by_hunter.png", 690, 370)
    out.write_bytes(bytes(sheet.image().encodeToData(skia.EncodedImageFormat.kPNG, 100)))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", type=Path, help="also write a review sheet of every picture here")
    args = parser.parse_args(argv)
    names = generate()
    print(f"wrote {len(names)} files to art/{OUT}/")
    if args.sheet:
        review_sheet(args.sheet)
        print(f"review sheet: {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
