#!/usr/bin/env python3
"""Don't Go In There: the rooms and the table's backdrop, drawn with skia-python
(tools/vector_style.py) at build time; the game only loads the files.

    python tools/art_dgit_rooms.py

writes, under ``art/dont_go_in_there/``:

- ``room_<room>.jpg`` for the six rooms (302 x 346, the size of a room board on the
  table): each seen through its open doorway (the door frame is the board's edge, the
  door itself swung open on the left), its own wallpaper or stone on the back wall with
  a mantel under the three card niches (where the room's cards lie), a floor in
  perspective under the four spaces (where the meeples stand) and the room's
  furniture in the corners (game-icons, CC BY 3.0, credited in art/LICENSE.md);
- ``backdrop.jpg`` (1280 x 720): the parlor's dark wallpaper over a floor, quiet under
  the table.

The numbers that place the niches and the floor are the table's layout
(ghostparlor/games/dont_go_in_there/table/art.py: CARD, SLOT_Y, SPACE_Y, SPACE_H).
Everything is seeded and drawn in a fixed order: the same skia-python re-makes the
files byte for byte.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import skia

sys.path.insert(0, str(Path(__file__).resolve().parent))
import vector_style as vs  # noqa: E402
from vector_style import (  # noqa: E402
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    MIDNIGHT,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
    icon,
    linear,
    mix,
    paint,
)

W, H = 302, 346  # a room board (scene_art.BOARD_W, BOARD_H)
CARD_W, CARD_H, CARD_GAP = 90, 108, 6  # scene_art.CARD, CARD_GAP
SLOT_Y = 66  # scene_art.SLOT_Y
FLOOR_Y = 194  # the floor's far edge, just above space 1 (scene_art.SPACE_Y - 6)
FRAME = 7  # the door frame's width at the board's edge

# wall, wall motif, floor kind, floor colour, furniture (icon, x, y, size, alpha)
ROOMS = {
    "attic": dict(centre=("wooden-crate", 100), wall=(74, 54, 86), motif=(104, 80, 118), paper="beams", floor=(112, 80, 56),
                  things=[("cobweb", 8, 8, 56, 90), ("locked-chest", 226, 262, 64, 120), ("rocking-chair", 12, 250, 70, 110),
                          ("window", 246, 14, 44, 90)]),
    "nursery": dict(centre=("rocking-chair", 110), wall=(66, 64, 100), motif=(112, 108, 156), paper="stars", floor=(120, 86, 62),
                    things=[("moon", 250, 12, 40, 110), ("matryoshka-dolls", 236, 262, 60, 120), ("bed", 8, 262, 74, 110),
                            ("toy-mallet", 120, 300, 40, 70)]),
    "basement": dict(centre=("barrel", 110), wall=(70, 62, 70), motif=(104, 92, 98), paper="bricks", floor=(86, 80, 84),
                     things=[("cellar-barrels", 224, 252, 72, 120), ("stairs", 6, 250, 74, 110), ("old-lantern", 256, 12, 36, 110),
                             ("spider-web", 4, 6, 48, 80)]),
    "hallway": dict(centre=("sofa", 110), wall=(92, 58, 66), motif=(132, 86, 92), paper="damask", floor=(118, 76, 50),
                    things=[("cuckoo-clock", 252, 10, 40, 110), ("candle-holder", 10, 12, 38, 110), ("armchair", 230, 262, 64, 110),
                            ("closed-doors", 10, 258, 62, 110)]),
    "library": dict(centre=("round-table", 110), wall=(76, 64, 50), motif=(112, 96, 70), paper="shelves", floor=(104, 70, 46),
                    things=[("desk-lamp", 254, 10, 40, 110), ("book-pile", 10, 16, 38, 110), ("armchair", 230, 262, 64, 110),
                            ("bookshelf", 8, 254, 68, 110)]),
    "secret_passage": dict(centre=("coffin", 110), wall=(52, 64, 72), motif=(84, 100, 108), paper="stones", floor=(70, 78, 82),
                           things=[("primitive-torch", 254, 8, 40, 120), ("hanging-spider", 8, 4, 44, 100), ("skull-crossed-bones", 236, 268, 52, 100),
                                   ("key", 16, 272, 44, 110)]),
}


# ---------------------------------------------------------------- walls
def wall(c, kind: str, base, motif, seed: int) -> None:
    rng = random.Random(seed)
    top, bottom = 0, FLOOR_Y
    c.drawRect(skia.Rect.MakeXYWH(0, top, W, bottom), paint(base))
    if kind == "damask":
        vs.damask(c, (0, top, W, bottom), base=base, motif=motif, step=40, alpha=110)
    elif kind == "stars":
        for r in range(7):  # nursery paper: stripes with little stars
            x = r * 46 + 10
            c.drawRect(skia.Rect.MakeXYWH(x, top, 18, bottom), paint(motif, 60))
        for _ in range(40):
            x, y = rng.uniform(0, W), rng.uniform(0, bottom)
            star(c, x, y, rng.uniform(3, 5), motif, 140)
    elif kind == "bricks":
        bh, bw = 14, 36
        for row in range(int(bottom / bh) + 1):
            off = (bw / 2) if row % 2 else 0
            for col in range(-1, int(W / bw) + 2):
                shade = mix(base, motif, rng.uniform(0.0, 0.6))
                r = skia.Rect.MakeXYWH(col * bw + off + 1, row * bh + 1, bw - 2, bh - 2)
                c.drawRoundRect(r, 2, 2, paint(shade))
    elif kind == "stones":
        y = 0.0
        while y < bottom:
            h = rng.uniform(18, 28)
            x = -rng.uniform(0, 30)
            while x < W:
                w = rng.uniform(30, 56)
                shade = mix(base, motif, rng.uniform(0.0, 0.7))
                c.drawRoundRect(skia.Rect.MakeXYWH(x + 1.5, y + 1.5, w - 3, h - 3), 5, 5, paint(shade))
                x += w
            y += h
    elif kind == "shelves":  # the library: the wall is books
        for row in range(int(bottom / 34) + 1):
            y = row * 34
            x = 0.0
            while x < W:
                bw = rng.uniform(6, 12)
                bh = rng.uniform(20, 30)
                shade = mix(base, (rng.choice([(120, 40, 40), (40, 70, 60), (60, 50, 100), (150, 120, 60)])), 0.45)
                c.drawRect(skia.Rect.MakeXYWH(x, y + 32 - bh, bw - 1, bh), paint(shade))
                x += bw
            c.drawRect(skia.Rect.MakeXYWH(0, y + 32, W, 3), paint(mix(WOOD_DARK, base, 0.3)))
    elif kind == "beams":  # the attic: slanted roof beams and planks
        vs.wood_floor(c, (0, top, W, bottom), seed=seed, plank=22, base=base, dark=mix(base, MIDNIGHT, 0.5),
                      light=motif, vertical=True)
        for x0, x1 in ((-20, 120), (322, 182)):
            p = skia.Path()
            p.moveTo(x0, bottom)
            p.lineTo(x1, -10)
            c.drawPath(p, paint(WOOD_DARK, 230, stroke=14))
            c.drawPath(p, paint(WOOD, 200, stroke=8))
    # wainscot along the wall's foot
    c.drawRect(skia.Rect.MakeXYWH(0, bottom - 16, W, 16), paint(mix(WOOD_DARK, base, 0.25)))
    c.drawLine(0, bottom - 16, W, bottom - 16, paint(GOLD_DARK, 180, stroke=1.5))


def star(c, x: float, y: float, r: float, rgb, alpha: int) -> None:
    p = skia.Path()
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        (p.moveTo if i == 0 else p.lineTo)(x + rr * math.cos(a), y + rr * math.sin(a))
    p.close()
    c.drawPath(p, paint(rgb, alpha))


# ---------------------------------------------------------------- floor
def floor(c, base, seed: int) -> None:
    """Boards (or flagstones) in perspective from the wall's foot to the doorway."""
    rng = random.Random(seed)
    top, bottom = FLOOR_Y, H
    c.drawRect(skia.Rect.MakeXYWH(0, top, W, bottom - top), paint(base))
    vx = W / 2  # the vanishing point above the room
    vy = -260
    n = 14
    for i in range(n + 1):
        xb = -40 + i * (W + 80) / n
        t = (top - vy) / (bottom - vy)
        xt = vx + (xb - vx) * t
        shade = mix(base, WOOD_LIGHT if i % 2 else WOOD_DARK, rng.uniform(0.1, 0.3))
        if i < n:
            xb2 = -40 + (i + 1) * (W + 80) / n
            xt2 = vx + (xb2 - vx) * t
            p = skia.Path()
            p.moveTo(xt, top)
            p.lineTo(xt2, top)
            p.lineTo(xb2, bottom)
            p.lineTo(xb, bottom)
            p.close()
            c.drawPath(p, paint(shade))
        c.drawLine(xt, top, xb, bottom, paint(WOOD_DARK, 150, stroke=1.2))
    # the far floor darker, the near floor in the candle light
    c.drawRect(skia.Rect.MakeXYWH(0, top, W, bottom - top),
               paint(shader=linear(0, top, 0, bottom, [(0.0, MIDNIGHT, 150), (0.5, MIDNIGHT, 60), (1.0, MIDNIGHT, 20)])))


# ---------------------------------------------------------------- the mantel and the niches
def mantel(c) -> None:
    """Three framed niches where the room's cards lie, on a mantel shelf."""
    total = 3 * CARD_W + 2 * CARD_GAP
    x0 = (W - total) / 2
    shelf_y = SLOT_Y + CARD_H + 2
    vs.soft_shadow(c, (x0 - 8, shelf_y, total + 16, 10), radius=3, blur=4, alpha=150)
    c.drawRect(skia.Rect.MakeXYWH(x0 - 8, shelf_y, total + 16, 8),
               paint(shader=linear(0, shelf_y, 0, shelf_y + 8, [(0, WOOD_LIGHT), (1, WOOD_DARK)])))
    c.drawLine(x0 - 8, shelf_y, x0 + total + 8, shelf_y, paint(GOLD, 200, stroke=1.2))
    for k in range(3):
        x = x0 + k * (CARD_W + CARD_GAP)
        r = skia.Rect.MakeXYWH(x - 2, SLOT_Y - 2, CARD_W + 4, CARD_H + 4)
        c.drawRoundRect(r, 9, 9, paint(MIDNIGHT, 150))
        c.drawRoundRect(r, 9, 9, paint(GOLD_DARK, 200, stroke=1.5))


def doorway(c, seed: int) -> None:
    """The board is seen through an open door: the frame at the edges, an arch over the
    top, the door swung open against the left post."""
    f = FRAME
    wood = paint(shader=linear(0, 0, W, 0, [(0, WOOD_DARK), (0.5, WOOD), (1, WOOD_DARK)]))
    outer = skia.Path()
    outer.addRect(skia.Rect.MakeWH(W, H))
    inner = skia.Path()
    inner.addRoundRect(skia.Rect.MakeXYWH(f, f, W - 2 * f, H - f), 16, 16)
    frame = skia.Op(outer, inner, skia.PathOp.kDifference_PathOp)
    c.drawPath(frame, wood)
    c.drawRoundRect(skia.Rect.MakeXYWH(f, f, W - 2 * f, H - f), 16, 16, paint(GOLD_DARK, 220, stroke=1.5))
    c.drawRect(skia.Rect.MakeXYWH(0.5, 0.5, W - 1, H - 1), paint(INK, 255, stroke=1.0))
    # the keystone
    ks = skia.Path()
    ks.moveTo(W / 2 - 12, 0)
    ks.lineTo(W / 2 + 12, 0)
    ks.lineTo(W / 2 + 8, f + 5)
    ks.lineTo(W / 2 - 8, f + 5)
    ks.close()
    c.drawPath(ks, paint(GOLD_DARK))
    c.drawPath(ks, paint(GOLD_LIGHT, 160, stroke=1.0))
    # the open door: a narrow panel seen edge-on at the left post, its knob glinting
    door = skia.Path()
    door.moveTo(0, f + 6)
    door.lineTo(f + 3, f + 16)
    door.lineTo(f + 3, H - 12)
    door.lineTo(0, H)
    door.close()
    c.drawPath(door, paint(mix(WOOD_DARK, MIDNIGHT, 0.3)))
    c.drawCircle(f + 1, H * 0.58, 2.2, paint(GOLD_LIGHT))


def room(name: str, seed: int) -> vs.Sheet:
    spec = ROOMS[name]
    sheet = vs.Sheet(W, H, spec["wall"])
    c = sheet.canvas
    wall(c, spec["paper"], spec["wall"], spec["motif"], seed)
    floor(c, spec["floor"], seed + 1)
    # the wall's shadow on the floor's far edge
    c.drawRect(skia.Rect.MakeXYWH(0, FLOOR_Y, W, 10), paint(shader=linear(0, FLOOR_Y, 0, FLOOR_Y + 10,
                                                                           [(0, MIDNIGHT, 160), (1, MIDNIGHT, 0)])))
    for name_, x, y, size, alpha in spec["things"]:
        icon(c, name_, x + 2, y + 2, size, MIDNIGHT, 170)
        icon(c, name_, x, y, size, mix(spec["motif"], GOLD_LIGHT, 0.55), min(255, alpha + 70))
    # the room's big piece in the middle of the floor, a dark shape under the spaces' rugs
    big, size = spec["centre"]
    icon(c, big, (W - size) / 2, FLOOR_Y + (H - FLOOR_Y - size) / 2 + 4, size, mix(spec["floor"], MIDNIGHT, 0.7), 230)
    vs.noise_speckle(c, (0, 0, W, H), seed=seed + 2, count=260, alpha=12)
    # the header band darkened under the room's name and rule
    c.drawRect(skia.Rect.MakeXYWH(0, 0, W, SLOT_Y), paint(shader=linear(0, 0, 0, SLOT_Y, [(0, MIDNIGHT, 200), (1, MIDNIGHT, 120)])))
    vs.candle_glow(c, W / 2, FLOOR_Y + 40, 170, alpha=40)
    mantel(c)
    vs.vignette(c, W, H, strength=120)
    doorway(c, seed + 3)
    return sheet


def backdrop() -> vs.Sheet:
    """The table's backdrop: the parlor's dark damask over a floor, a cold lamp at the rooms."""
    sheet = vs.backdrop("dont_go_in_there/backdrop.jpg", seed=46, base=(30, 22, 40), motif=(58, 44, 72),
                        glow=(470, 240), floor=(500, (60, 40, 34)))
    c = sheet.canvas
    vs.candle_glow(c, 470, 230, 420, alpha=28, rgb=(170, 190, 230))
    return sheet


def main() -> None:
    for k, name in enumerate(ROOMS):
        room(name, 100 + 10 * k).save(f"dont_go_in_there/room_{name}.jpg", quality=86)
    backdrop().save("dont_go_in_there/backdrop.jpg", quality=84)


if __name__ == "__main__":
    main()
