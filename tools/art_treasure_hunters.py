#!/usr/bin/env python3
"""Ghost Fightin' Treasure Hunters art: the house as an illustrated floor plan, the figures the
table lays on it and the table's backdrop, drawn with skia-python (tools/vector_style.py).

    python tools/art_treasure_hunters.py [--sheet /tmp/th_sheet.png]

Writes into ``art/treasure_hunters/``:

- ``house_<key>.png``: the static house at the exact pixel size and place the table draws it
  (ghostparlor/games/treasure_hunters/table/plan.py HousePlan, the same numbers): a floor
  per room (planks, parquet, tiles, flagstones, ice, carpet), thick walls, doors drawn as
  doors (a gap with a threshold and a door leaf swung into the room; the blue doors' leaf
  has a round emblem, the green doors' a diamond: shape, not only colour), furniture per
  room named by the rules, the hallway as a corridor with a runner carpet, the garden and
  the porch outside the front door, the room letters and the hallway squares' labels.
  ``<key>`` is HousePlan.key: another board or layout has no picture and is drawn plainly.
- ``ghost.png``, ``haunting.png``: a ghost figure and a haunting marker (drawn at any size).
- ``haunt_tile.png``, ``cobweb.png``: the pattern a haunted room is covered with and the
  cobwebs in its corners (the table lays them over the room at run time).
- ``backdrop.jpg``: the table's backdrop (1280 x 720, dark and quiet).

Everything is seeded and drawn in a fixed order: the same skia-python re-makes the same
bytes. Icons: game-icons.net (CC BY 3.0), credited in art/treasure_hunters/CREDITS.md.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import skia  # noqa: E402

import vector_style as vs  # noqa: E402
from vector_style import (  # noqa: E402
    GHOST, GOLD, GOLD_DARK, GOLD_LIGHT, INK, IVORY, MIDNIGHT, PARCHMENT,
    Sheet, icon, linear, mix, paint, text, wood_floor,
)

from ghostparlor.games import load_game  # noqa: E402
from ghostparlor.games.treasure_hunters.table.art import DOOR_MARK, DOOR_RGB, HAUNT_RGB  # noqa: E402
from ghostparlor.games.treasure_hunters.table.plan import LABEL_PX, HousePlan  # noqa: E402

OUT = "treasure_hunters"
WALL = (34, 22, 30)
WALL_EDGE = (92, 70, 78)
SILL = (168, 146, 112)
RUNNER = (120, 34, 44)
RUNNER_EDGE = GOLD_DARK
GRASS = (38, 64, 44)
JEWEL_LETTER = (196, 44, 52)

# Each room's floor and furniture, by the rooms the rules name (treasure_hunters.room.*).
# Furniture: (kind, x, y, w, h) in fractions of the room; a kind is an icon name, or one of
# the top-down pieces drawn here (rug, bed, table, shelves, counter, mirror, frames).
ROOMS = {
    "A": ("planks", (92, 78, 64), [("rug", .30, .36, .50, .40), ("chest", .62, .56, .28, .28), ("rocking-chair", .12, .60, .26, .26)]),
    "B": ("parquet", (128, 88, 52), [("rug_round", .28, .22, .50, .64), ("harp", .68, .40, .26, .36)]),
    "C": ("flags", (92, 92, 100), [("coffin", .34, .30, .34, .48), ("candle-holder", .74, .58, .18, .22), ("candle-holder", .12, .58, .18, .22)]),
    "D": ("planks", (112, 70, 44), [("table", .22, .36, .56, .34)]),
    "E": ("carpet", (76, 44, 78), [("bed", .18, .40, .62, .46)]),
    "F": ("planks", (118, 74, 44), [("fireplace", .40, .16, .26, .52), ("armchair", .70, .46, .16, .34), ("rug", .24, .56, .40, .30)]),
    "G": ("parquet", (120, 84, 56), [("frames", .30, .06, .40, .16), ("stone-bust", .44, .40, .16, .40), ("frames", .30, .84, .40, .12)]),
    "H": ("marble", (118, 112, 132), [("mirror", .08, .34, .14, .44), ("mirror", .78, .34, .14, .44), ("mirror", .36, .86, .28, .08)]),
    "I": ("ice", (86, 118, 140), [("cellar-barrels", .46, .42, .40, .34), ("snowflake-2", .20, .44, .18, .18)]),
    "J": ("planks", (96, 74, 56), [("wooden-crate", .40, .22, .22, .34), ("cardboard-box", .66, .50, .22, .34), ("broken-pottery", .40, .62, .18, .26)]),
    "K": ("tiles", (170, 160, 140), [("counter", .34, .10, .58, .16), ("cauldron", .52, .40, .22, .38)]),
    "L": ("planks", (100, 62, 40), [("shelves", .30, .06, .62, .10), ("shelves", .84, .20, .10, .60), ("armchair", .38, .40, .22, .26), ("rug", .30, .36, .40, .36)]),
}
FURNITURE = (70, 44, 30)
FURNITURE_LIGHT = (150, 110, 70)


# ---------------------------------------------------------------- floors
def floor(c, rect, style: str, base, seed: int) -> None:
    x, y, w, h = rect
    rng = random.Random(seed)
    if style == "planks":
        wood_floor(c, rect, seed=seed, plank=13, base=base, dark=mix(base, MIDNIGHT, 0.45), light=mix(base, PARCHMENT, 0.2), vertical=w < h)
    elif style == "parquet":
        c.save()
        c.clipRect(skia.Rect.MakeXYWH(x, y, w, h))
        s = 16
        for i in range(int(w / s) + 1):
            for j in range(int(h / s) + 1):
                shade = mix(base, PARCHMENT if (i + j) % 2 else MIDNIGHT, 0.08 + 0.08 * rng.random())
                c.drawRect(skia.Rect.MakeXYWH(x + i * s, y + j * s, s, s), paint(shade))
                for k in range(1, 3):  # the strips of a block, across its neighbours'
                    if (i + j) % 2:
                        c.drawLine(x + i * s + k * s / 3, y + j * s, x + i * s + k * s / 3, y + j * s + s, paint(MIDNIGHT, 50, stroke=0.8))
                    else:
                        c.drawLine(x + i * s, y + j * s + k * s / 3, x + i * s + s, y + j * s + k * s / 3, paint(MIDNIGHT, 50, stroke=0.8))
        c.restore()
    elif style in ("tiles", "marble"):
        c.save()
        c.clipRect(skia.Rect.MakeXYWH(x, y, w, h))
        s = 18 if style == "tiles" else 24
        dark = mix(base, MIDNIGHT, 0.55 if style == "tiles" else 0.2)
        for i in range(int(w / s) + 1):
            for j in range(int(h / s) + 1):
                shade = base if (i + j) % 2 else dark
                c.drawRect(skia.Rect.MakeXYWH(x + i * s, y + j * s, s, s), paint(mix(shade, MIDNIGHT, 0.05 * rng.random())))
                if style == "marble":  # a vein
                    p = skia.Path()
                    p.moveTo(x + i * s, y + j * s + rng.random() * s)
                    p.quadTo(x + i * s + s / 2, y + j * s + rng.random() * s, x + i * s + s, y + j * s + rng.random() * s)
                    c.drawPath(p, paint(IVORY, 40, stroke=0.8))
                c.drawRect(skia.Rect.MakeXYWH(x + i * s, y + j * s, s, s), paint(MIDNIGHT, 60, stroke=0.8))
        c.restore()
    elif style in ("flags", "ice"):
        c.save()
        c.clipRect(skia.Rect.MakeXYWH(x, y, w, h))
        c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(mix(base, MIDNIGHT, 0.5)))
        rows = int(h / 22) + 1
        for j in range(rows):
            cx = x - rng.random() * 12
            while cx < x + w:
                fw = 20 + rng.random() * 16
                shade = mix(base, IVORY if style == "ice" else MIDNIGHT, 0.1 * rng.random() + (0.1 if style == "ice" else 0))
                rr = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(cx + 1, y + j * 22 + 1, fw - 2, 20), 3, 3)
                c.drawRRect(rr, paint(shade))
                cx += fw
        if style == "ice":  # frost
            vs.noise_speckle(c, rect, seed=seed, count=int(w * h / 40), rgb=IVORY, alpha=60, size=1.2)
        c.restore()
    elif style == "carpet":
        c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(base))
        vs.damask(c, rect, base=base, motif=mix(base, GOLD, 0.25), step=22, alpha=70)


# ---------------------------------------------------------------- furniture
def rug(c, r, seed: int, round_: bool = False) -> None:
    x, y, w, h = r
    body = skia.Rect.MakeXYWH(x, y, w, h)
    if round_:
        c.drawOval(body, paint((96, 36, 52)))
        c.drawOval(body.makeInset(4, 4), paint(GOLD_DARK, 200, stroke=2))
        c.drawOval(body.makeInset(10, 10), paint((130, 54, 70)))
        return
    c.drawRRect(skia.RRect.MakeRectXY(body, 3, 3), paint((84, 40, 60)))
    c.drawRRect(skia.RRect.MakeRectXY(body.makeInset(4, 4), 2, 2), paint(GOLD_DARK, 210, stroke=1.6))
    cx, cy = x + w / 2, y + h / 2
    p = skia.Path()
    p.moveTo(cx, cy - h * 0.28)
    p.lineTo(cx + w * 0.22, cy)
    p.lineTo(cx, cy + h * 0.28)
    p.lineTo(cx - w * 0.22, cy)
    p.close()
    c.drawPath(p, paint(GOLD_DARK, 150))


def piece(c, kind: str, r, seed: int) -> None:
    """One piece of furniture in ``r`` (x, y, w, h) pixels."""
    x, y, w, h = r
    if kind in ("rug", "rug_round"):
        rug(c, r, seed, kind == "rug_round")
    elif kind == "bed":
        vs.soft_shadow(c, r, radius=4, blur=3, off=(2, 3), alpha=120)
        frame = skia.Rect.MakeXYWH(x, y, w, h)
        c.drawRRect(skia.RRect.MakeRectXY(frame, 4, 4), paint(FURNITURE))
        c.drawRRect(skia.RRect.MakeRectXY(frame.makeInset(3, 3), 3, 3), paint((196, 188, 214)))
        for i in range(2):  # pillows
            c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + 6 + i * (w - 12) / 2, y + 5, (w - 16) / 2, h * 0.2), 4, 4), paint(IVORY))
        c.drawRect(skia.Rect.MakeXYWH(x + 3, y + h * 0.38, w - 6, h * 0.62 - 3), paint((110, 60, 110)))
        c.drawLine(x + 3, y + h * 0.44, x + w - 3, y + h * 0.44, paint(IVORY, 160, stroke=2))
    elif kind == "table":
        n = 3
        for i in range(n):  # chairs on both long sides
            cx = x + w * (i + 0.5) / n
            for cy in (y - 7, y + h + 7):
                c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(cx - 7, cy - 6, 14, 12), 3, 3), paint(FURNITURE))
                c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(cx - 7, cy - 6, 14, 12), 3, 3), paint(FURNITURE_LIGHT, 160, stroke=1))
        vs.soft_shadow(c, r, radius=5, blur=3, off=(2, 3), alpha=130)
        top = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), 6, 6)
        c.drawRRect(top, paint(shader=linear(x, y, x, y + h, [(0, (146, 96, 58)), (1, (104, 64, 38))])))
        c.drawRRect(top, paint(FURNITURE, stroke=1.5))
        c.drawRect(skia.Rect.MakeXYWH(x + 8, y + h / 2 - 5, w - 16, 10), paint(IVORY, 170))  # the runner cloth
        for i in range(n):
            vs.candle_glow(c, x + w * (i + 0.5) / n, y + h / 2, 10, alpha=120)
    elif kind == "shelves":
        vs.soft_shadow(c, r, radius=2, blur=2, off=(1, 2), alpha=120)
        c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(FURNITURE))
        rng = random.Random(seed)
        along = w >= h
        n = int((w if along else h) / 5)
        for i in range(n):
            col = rng.choice([(150, 50, 50), (60, 90, 140), (70, 120, 70), (170, 130, 60), (110, 70, 120)])
            if along:
                c.drawRect(skia.Rect.MakeXYWH(x + 2 + i * 5, y + 2, 4, h - 4), paint(col))
            else:
                c.drawRect(skia.Rect.MakeXYWH(x + 2, y + 2 + i * 5, w - 4, 4), paint(col))
    elif kind == "counter":
        c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint((120, 110, 100)))
        c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(MIDNIGHT, 180, stroke=1.2))
        for i in range(2):  # the stove's rings
            c.drawCircle(x + w * (0.65 + 0.18 * i), y + h / 2, h * 0.32, paint(INK, stroke=1.6))
        c.drawRect(skia.Rect.MakeXYWH(x + 6, y + 3, w * 0.3, h - 6), paint((150, 170, 180)))  # the sink
    elif kind == "mirror":
        c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(GOLD_DARK))
        c.drawRect(skia.Rect.MakeXYWH(x + 2, y + 2, w - 4, h - 4), paint(shader=linear(x, y, x + w, y + h, [(0, (220, 230, 245)), (0.5, (150, 164, 190)), (1, (210, 220, 240))])))
    elif kind == "frames":
        n = 3
        for i in range(n):
            fx = x + w * i / n + 3
            fw = w / n - 6
            c.drawRect(skia.Rect.MakeXYWH(fx, y, fw, h), paint(GOLD))
            c.drawRect(skia.Rect.MakeXYWH(fx + 2, y + 2, fw - 4, h - 4), paint([(60, 80, 110), (110, 60, 60), (60, 100, 70)][i]))
    else:  # an icon: a dark silhouette with a warm rim, lying on the floor
        size = min(w, h)
        ix, iy = x + (w - size) / 2, y + (h - size) / 2
        icon(c, kind, ix + 1.5, iy + 2, size, MIDNIGHT, 150)
        icon(c, kind, ix - 0.8, iy - 0.8, size, FURNITURE_LIGHT, 230)
        icon(c, kind, ix, iy, size, FURNITURE)


# ---------------------------------------------------------------- the house
def house(plan: HousePlan, jewel_rooms: set[str]) -> Sheet:
    b = plan.b
    fr = plan.frame
    sheet = Sheet(fr.w, fr.h, MIDNIGHT)
    c = sheet.canvas
    c.translate(-fr.x, -fr.y)
    cell = plan.cell
    x0, y0 = plan.origin
    # the ground around the house: grass and a path to the front door
    c.drawRect(skia.Rect.MakeXYWH(fr.x, fr.y, fr.w, fr.h), paint(GRASS))
    vs.noise_speckle(c, (fr.x, fr.y, fr.w, fr.h), seed=3, count=2400, rgb=(90, 140, 90), alpha=70, size=1.6)
    rooms_ = [plan.node_rects[r] for r in b.room_ids]
    halls = [plan.node_rects[s] for s in b.hall_ids]
    house_rect = rooms_[0].unionall(rooms_[1:] + halls)
    # floors
    for i, rid in enumerate(b.room_ids):
        rect = plan.node_rects[rid]
        style, base, _ = ROOMS.get(rid, ("planks", (104, 66, 42), []))
        floor(c, tuple(rect), style, base, seed=10 + i)
    hall_set = set(b.hall_ids)
    for i, sid in enumerate(b.hall_ids):
        r = plan.node_rects[sid]
        wood_floor(c, tuple(r), seed=40 + i, plank=12, base=(88, 64, 48), dark=(52, 36, 30), light=(120, 90, 64))
    # the runner carpet along the corridor: a band through each square, out to its hallway neighbours
    inset = cell * 0.2
    for sid in b.hall_ids:
        r = plan.node_rects[sid]
        band = skia.Rect.MakeLTRB(r.left + inset, r.top + inset, r.right - inset, r.bottom - inset)
        for nb in b.adj[b.node_index[sid]]:
            other = b.node_ids[nb[0]]
            if other not in hall_set and other != b.out_id:
                continue
            o = plan.node_rects[other]
            if o.x > r.x:
                band = skia.Rect.MakeLTRB(band.left(), band.top(), r.right, band.bottom())
            elif o.x < r.x:
                band = skia.Rect.MakeLTRB(r.left, band.top(), band.right(), band.bottom())
            elif o.y > r.y:
                band = skia.Rect.MakeLTRB(band.left(), band.top(), band.right(), r.bottom)
            elif o.y < r.y:
                band = skia.Rect.MakeLTRB(band.left(), r.top, band.right(), band.bottom())
        c.drawRect(band, paint(RUNNER))
    for sid in b.hall_ids:  # the runner's gold edges, after every band (so joins stay clean)
        r = plan.node_rects[sid]
        c.drawRect(skia.Rect.MakeLTRB(r.left + inset + 3, r.top + inset + 3, r.right - inset - 3, r.bottom - inset - 3), paint((140, 46, 56)))
    # the porch outside the front door
    out = plan.node_rects[b.out_id]
    porch = skia.Rect.MakeXYWH(out.x + 3, out.y + 3, out.w - 6, out.h - 6)
    c.drawRRect(skia.RRect.MakeRectXY(porch, 6, 6), paint((128, 120, 108)))
    rng = random.Random(7)
    for i in range(int(out.w / 14)):
        c.drawLine(out.x + 3 + i * 14 + rng.random() * 4, out.y + 3, out.x + 3 + i * 14, out.bottom - 3, paint(MIDNIGHT, 60, stroke=1))
    c.drawRRect(skia.RRect.MakeRectXY(porch, 6, 6), paint(GOLD_DARK, stroke=2))
    icon(c, "exit-door", out.right - cell * 0.78, out.y + cell * 0.18, cell * 0.64, (60, 54, 48), 200)
    # furniture
    for i, rid in enumerate(b.room_ids):
        rect = plan.node_rects[rid]
        _, _, items = ROOMS.get(rid, ("planks", None, []))
        for k, (kind, fx, fy, fw, fh) in enumerate(items):
            piece(c, kind, (rect.x + fx * rect.w, rect.y + fy * rect.h, fw * rect.w, fh * rect.h), seed=100 + 10 * i + k)
    # walls: every room outlined, the house's outside wall thicker
    wall_w = max(5.0, cell * 0.13)
    for rect in rooms_:
        rr = skia.Rect.MakeXYWH(rect.x, rect.y, rect.w, rect.h)
        c.drawRect(rr, paint(WALL, stroke=wall_w))
    for rid in b.room_ids:  # the light plaster edge just inside each room
        rect = plan.node_rects[rid]
        c.drawRect(skia.Rect.MakeXYWH(rect.x + wall_w / 2 + 0.5, rect.y + wall_w / 2 + 0.5, rect.w - wall_w - 1, rect.h - wall_w - 1), paint(WALL_EDGE, 150, stroke=1))
    hr = skia.Rect.MakeXYWH(house_rect.x, house_rect.y, house_rect.w, house_rect.h)
    c.drawRect(hr, paint(WALL, stroke=wall_w * 1.9))
    c.drawRect(hr.makeOutset(wall_w * 0.95, wall_w * 0.95), paint(WALL_EDGE, stroke=1.2))
    # doors
    for a, bb, colour, p0, p1 in plan.doors:
        door(c, plan, a, bb, colour, p0, p1, wall_w)
    a, bb, _colour, p0, p1 = plan.front_door
    front_door(c, plan, p0, p1, wall_w * 1.9)
    # the room letters and the hallway squares' labels
    for rid in b.room_ids:
        box = plan.letter_box(rid)
        jewel = rid in jewel_rooms
        plate = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(box.x, box.y, box.w, box.h), 7, 7)
        c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(box.x + 1.5, box.y + 2, box.w, box.h), 7, 7), paint(MIDNIGHT, 140))
        c.drawRRect(plate, paint(PARCHMENT if jewel else (52, 36, 56)))
        c.drawRRect(plate, paint(GOLD_DARK if jewel else GOLD, stroke=1.5))
        text(c, rid, box.centerx, box.bottom - 7, plan.letter_px(), JEWEL_LETTER if jewel else IVORY, weight="display")
        if jewel:  # the jewel rooms: a gem beside the red letter (shape as well as colour)
            icon(c, "cut-diamond", box.right - 7, box.bottom - 10, 14, JEWEL_LETTER)
    for sid in b.hall_ids:
        box = plan.hall_label_box(sid)
        font = skia.Font(vs.typeface("bold"), LABEL_PX)
        wdt = font.measureText(sid)
        plate = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(box.centerx - wdt / 2 - 3, box.y, wdt + 6, box.h), 4, 4)
        c.drawRRect(plate, paint((40, 26, 24), 190))
        text(c, sid, box.centerx, box.bottom - 4, LABEL_PX, PARCHMENT, weight="bold")
    # the frame: a thin gold rule around the whole plan
    c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(fr.x + 1, fr.y + 1, fr.w - 2, fr.h - 2), 8, 8), paint(GOLD_DARK, stroke=2))
    return sheet


def _room_side(plan: HousePlan, a: str, b: str) -> str:
    """The place a door's leaf swings into: the room (of a room and a hallway square)."""
    return a if a in plan.b.rects else b


def door(c, plan: HousePlan, a: str, b: str, colour: str, p0, p1, wall_w: float) -> None:
    vertical = abs(p0[0] - p1[0]) < 0.5
    (x0, y0), (x1, y1) = p0, p1
    # the gap: a stone threshold across the wall
    if vertical:
        sill = skia.Rect.MakeLTRB(x0 - wall_w / 2 - 0.5, y0, x0 + wall_w / 2 + 0.5, y1)
    else:
        sill = skia.Rect.MakeLTRB(x0, y0 - wall_w / 2 - 0.5, x1, y0 + wall_w / 2 + 0.5)
    c.drawRect(sill, paint(SILL))
    c.drawRect(sill, paint(MIDNIGHT, 90, stroke=0.8))
    for px, py in (p0, p1):  # the jambs
        c.drawCircle(px, py, wall_w * 0.62, paint(WALL))
    if colour == "none":
        return  # a doorway between two rooms: open, no leaf
    room = plan.node_rects[_room_side(plan, a, b)]
    length = math.hypot(x1 - x0, y1 - y0)
    # the leaf swings into the room from the hinge at p0
    if vertical:
        sgn = 1 if room.centerx > x0 else -1
        end = (x0 + sgn * length, y0)
    else:
        sgn = 1 if room.centery > y0 else -1
        end = (x0, y0 + sgn * length)
    start_angle = math.degrees(math.atan2(end[1] - y0, end[0] - x0))
    sweep = math.degrees(math.atan2(y1 - y0, x1 - x0)) - start_angle
    sweep = (sweep + 180) % 360 - 180
    oval = skia.Rect.MakeXYWH(x0 - length, y0 - length, 2 * length, 2 * length)
    arc = skia.Path()
    arc.addArc(oval, start_angle, sweep)
    dashed = paint(IVORY, 110, stroke=1.2)
    dashed.setPathEffect(skia.DashPathEffect.Make([3.0, 3.0], 0))
    c.drawPath(arc, dashed)
    rgb = DOOR_RGB.get(colour, (150, 104, 60))
    c.drawLine(x0 + 1, y0 + 1.5, end[0] + 1, end[1] + 1.5, paint(MIDNIGHT, 160, stroke=6))
    c.drawLine(x0, y0, end[0], end[1], paint(mix(rgb, MIDNIGHT, 0.45), stroke=6.5))
    c.drawLine(x0, y0, end[0], end[1], paint(rgb, stroke=4.5))
    if colour == "green":  # striped, as the rules' diagram draws the green doors
        for k in (0.2, 0.35, 0.5, 0.8):
            tx, ty = x0 + (end[0] - x0) * k, y0 + (end[1] - y0) * k
            dx, dy = (2.2, 0) if vertical else (0, 2.2)
            c.drawLine(tx - dy, ty - dx, tx + dy, ty + dx, paint(IVORY, 230, stroke=1.4))
    c.drawCircle(x0, y0, 3, paint(GOLD))
    # the emblem near the leaf's free end: a circle for blue, a diamond for green
    mx, my = x0 + (end[0] - x0) * 0.62, y0 + (end[1] - y0) * 0.62
    emblem(c, DOOR_MARK.get(colour, ""), mx, my, 5.5, rgb)


def emblem(c, mark: str, x: float, y: float, r: float, rgb) -> None:
    if mark == "circle":
        c.drawCircle(x, y, r, paint(IVORY))
        c.drawCircle(x, y, r * 0.6, paint(rgb))
        c.drawCircle(x, y, r, paint(MIDNIGHT, stroke=1))
    elif mark == "diamond":
        p = skia.Path()
        p.moveTo(x, y - r * 1.25)
        p.lineTo(x + r * 1.05, y)
        p.lineTo(x, y + r * 1.25)
        p.lineTo(x - r * 1.05, y)
        p.close()
        c.drawPath(p, paint(IVORY))
        c.drawPath(p, paint(MIDNIGHT, stroke=1))
        c.drawCircle(x, y, r * 0.45, paint(rgb))


def front_door(c, plan: HousePlan, p0, p1, wall_w: float) -> None:
    """The front door: a wide gold-framed double door in the outside wall, open."""
    (x0, y0), (x1, y1) = p0, p1
    sill = skia.Rect.MakeLTRB(x0 - 3, y0 - wall_w / 2 - 1, x1 + 3, y0 + wall_w / 2 + 1)
    c.drawRect(sill, paint(GOLD))
    c.drawRect(sill, paint(GOLD_DARK, stroke=1.5))
    half = (x1 - x0) / 2 + 3
    for hx, sgn in ((x0 - 3, 1), (x1 + 3, -1)):  # two leaves, open outwards
        c.drawLine(hx, y0 + wall_w / 2, hx - sgn * 2, y0 + wall_w / 2 + half * 0.9, paint(GOLD_DARK, stroke=5))
        c.drawLine(hx, y0 + wall_w / 2, hx - sgn * 2, y0 + wall_w / 2 + half * 0.9, paint(GOLD_LIGHT, stroke=2.5))


# ---------------------------------------------------------------- figures
def ghost_figure(size: int = 64) -> Sheet:
    s = Sheet(size, size)
    c = s.canvas
    c.drawOval(skia.Rect.MakeXYWH(size * 0.2, size * 0.82, size * 0.6, size * 0.14), paint(MIDNIGHT, 110, blur=2))
    vs.icon(c, "ghost", 2.5, 3.5, size - 6, MIDNIGHT, 200)
    vs.icon(c, "ghost", 1, 1, size - 6, (30, 40, 34))
    vs.icon(c, "ghost", 2, 2, size - 8, GHOST)
    c.drawOval(skia.Rect.MakeXYWH(size * 0.3, size * 0.12, size * 0.25, size * 0.18), paint(IVORY, 120, blur=3))
    return s


def haunting_marker(size: int = 64) -> Sheet:
    s = Sheet(size, size)
    c = s.canvas
    r = size / 2 - 2
    c.drawCircle(size / 2 + 1, size / 2 + 2, r, paint(MIDNIGHT, 160, blur=2))
    c.drawCircle(size / 2, size / 2, r, paint(shader=vs.radial(size / 2, size * 0.4, r, [(0, mix(HAUNT_RGB, IVORY, 0.2)), (1, mix(HAUNT_RGB, MIDNIGHT, 0.35))])))
    c.drawCircle(size / 2, size / 2, r - 1.5, paint((250, 220, 220), stroke=3))
    vs.icon(c, "haunting", size * 0.18, size * 0.16, size * 0.64, (250, 232, 232))
    return s


def haunt_tile(size: int = 48) -> Sheet:
    """A tileable pattern of diagonal dark stripes: a haunted room is covered with it."""
    s = Sheet(size, size)
    c = s.canvas
    c.drawRect(skia.Rect.MakeWH(size, size), paint(mix(HAUNT_RGB, MIDNIGHT, 0.5), 110))
    for k in range(-2, 3):
        off = k * size / 2
        c.drawLine(off - 2, -2, off + size + 2, size + 2, paint(MIDNIGHT, 150, stroke=6))
        c.drawLine(off - 2, -2, off + size + 2, size + 2, paint(HAUNT_RGB, 170, stroke=2))
    return s


def cobweb(size: int = 48) -> Sheet:
    s = Sheet(size, size)
    vs.icon(s.canvas, "cobweb", 0, 0, size, (236, 230, 240), 220)
    return s


def backdrop() -> Sheet:
    sheet = vs.backdrop(f"{OUT}/backdrop.jpg", seed=46, base=(26, 20, 34), motif=(52, 38, 60), floor=(600, (58, 40, 32)), glow=(320, 320))
    c = sheet.canvas
    rng = random.Random(9)
    for _ in range(14):  # faint keys and coins on the floorboards
        x, y = rng.uniform(20, 1260), rng.uniform(610, 710)
        icon(c, rng.choice(["key", "gems", "coins"]), x, y, rng.uniform(18, 28), GOLD, 40, angle=rng.uniform(-30, 30))
    return sheet


CREDITS = """# Treasure Hunters art

Drawn by `tools/art_treasure_hunters.py` (skia-python, seeded; re-run it to re-make these files).
Part of ghostparlor, under the project's licence (MIT), except the icons inside the pictures:

Icons from game-icons.net (https://game-icons.net), licensed CC BY 3.0
(https://creativecommons.org/licenses/by/3.0/), by Lorc, Delapouite and contributors:
armchair, broken-pottery, candle-holder, cardboard-box, cauldron, cellar-barrels, chest, cobweb,
coffin, coins, cut-diamond, exit-door, fireplace, gems, ghost, harp, haunting, key, rocking-chair,
snowflake-2, stone-bust, wooden-crate.
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sheet", help="also write a review picture here")
    args = ap.parse_args(argv)
    game = load_game("treasure_hunters")
    b = game.board
    plan = HousePlan(b)
    jewel_rooms = {b.room_ids[r] for r in b.jewel_rooms}
    out_dir = vs.ART / OUT
    for old in out_dir.glob("house_*.png"):  # the picture of an older layout
        old.unlink()
    made = [house(plan, jewel_rooms).save(plan.house_file()),
            ghost_figure().save(f"{OUT}/ghost.png"),
            haunting_marker().save(f"{OUT}/haunting.png"),
            haunt_tile().save(f"{OUT}/haunt_tile.png"),
            cobweb().save(f"{OUT}/cobweb.png"),
            backdrop().save(f"{OUT}/backdrop.jpg", quality=84)]
    credits = vs.ART / OUT / "CREDITS.md"
    credits.write_text(CREDITS, encoding="utf-8")
    made.append(credits)
    for path in made:
        print(f"{path.relative_to(vs.REPO)}: {path.stat().st_size} bytes")
    if args.sheet:
        img = skia.Image.open(str(made[0]))
        img.save(args.sheet)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
