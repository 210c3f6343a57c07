#!/usr/bin/env python3
"""The results screen's pictures: the stage the winner's moment plays on and the props
of each game's moment (art/common/results_*.png, results_stage.jpg).

    python tools/art_results.py

Drawn with skia-python (tools/vector_style.py) and the game-icons set (CC BY 3.0, credited
in art/LICENSE.md); seeded and drawn in a fixed order, so a re-run makes the same bytes.
The game loads only the files (ghostparlor/ui/moment_motifs.py names them).

- results_stage.jpg   572x624  the framed little room the moment plays in (wall, floor, candle)
- results_banner_gold.png      the ribbon behind a person's win (gold, with stars)
- results_banner_calm.png      the plaque behind every other ending (plum, a thin gold line)
- results_crown.png            the winner's mark on the ranking (a shape, not a colour)
- results_ghost.png            a friendly ghost (confetti, rising ghosts, a haunting)
- results_sparkle.png          a four-pointed sparkle (confetti)
- results_manor.png            Phantom Society's manor, lit windows
- results_door.png             Don't Go In There's doorway, the door open
- results_meeple.png           a white meeple (tinted with the winner's colour at run time)
- results_house.png / results_house_haunted.png   Treasure Hunters' house, lit or haunted
- results_jewel.png / results_chest.png           the jewels carried out and where they go
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import skia  # noqa: E402

import vector_style as vs  # noqa: E402
from vector_style import (  # noqa: E402
    AUBERGINE, AUBERGINE_LIGHT, CANDLE, GHOST, GHOST_SHADE, GOLD, GOLD_DARK, GOLD_LIGHT, INK, IVORY,
    MIDNIGHT, MIST_DARK, PARCHMENT, PLUM, WOOD, Sheet, linear, mix, paint, radial,
)

STAGE_W, STAGE_H = 572, 624
FLOOR_Y = 392  # where the wall meets the floor on the stage (ui/moment_motifs.py stands props on it)


icon = vs.icon  # game-icons, drawn by tools/vector_style.py


def stage() -> None:
    sheet = Sheet(STAGE_W, STAGE_H, AUBERGINE)
    c = sheet.canvas
    vs.damask(c, (0, 0, STAGE_W, FLOOR_Y), base=mix(AUBERGINE, MIDNIGHT, 0.35), motif=AUBERGINE_LIGHT, step=44, alpha=55)
    vs.wood_floor(c, (0, FLOOR_Y, STAGE_W, STAGE_H - FLOOR_Y), seed=46, plank=28, base=mix(WOOD, MIDNIGHT, 0.45),
                  dark=mix(WOOD, MIDNIGHT, 0.75), light=mix(WOOD, PARCHMENT, 0.1))
    c.drawRect(skia.Rect.MakeXYWH(0, FLOOR_Y - 10, STAGE_W, 12),
               paint(shader=linear(0, FLOOR_Y - 10, 0, FLOOR_Y + 2, [(0, GOLD_DARK), (1, mix(GOLD_DARK, MIDNIGHT, 0.7))])))
    # a window on the wall: moonlight behind the moment
    c.drawCircle(STAGE_W / 2, 190, 150, paint(shader=radial(STAGE_W / 2, 190, 150, [(0, (120, 110, 170), 90), (1, (120, 110, 170), 0)])))
    vs.noise_speckle(c, (0, 0, STAGE_W, STAGE_H), seed=47, count=700)
    vs.candle_glow(c, STAGE_W / 2, FLOOR_Y, 330, alpha=60)
    # the lower part stays dark and quiet: the headline and its line are read there
    c.drawRect(skia.Rect.MakeXYWH(0, FLOOR_Y + 40, STAGE_W, STAGE_H - FLOOR_Y - 40),
               paint(shader=linear(0, FLOOR_Y + 40, 0, STAGE_H, [(0, MIDNIGHT, 0), (0.35, MIDNIGHT, 150), (1, MIDNIGHT, 200)])))
    vs.vignette(c, STAGE_W, STAGE_H, strength=170)
    vs.gilt_frame(c, (0, 0, STAGE_W, STAGE_H), width=12, radius=10)
    sheet.save("common/results_stage.jpg", quality=86)


def banner(name: str, gold: bool) -> None:
    w, h = 532, 104
    sheet = Sheet(w, h)
    c = sheet.canvas
    body = skia.Path()
    inset, notch = 26, 16
    body.moveTo(0, 18)
    body.lineTo(inset, 18)
    body.lineTo(inset, h - 12)
    body.lineTo(0, h - 12)
    body.lineTo(notch, (h + 6) / 2)
    body.close()
    tail = skia.Path(body)
    tail.transform(skia.Matrix.MakeAll(-1, 0, w, 0, 1, 0, 0, 0, 1))
    main = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(inset - 6, 6, w - 2 * inset + 12, h - 26), 10, 10)
    vs.soft_shadow(c, (inset - 6, 6, w - 2 * inset + 12, h - 26), radius=10, blur=5, off=(0, 4), alpha=150)
    if gold:
        ends, face, edge = GOLD_DARK, linear(0, 6, 0, h - 20, [(0, GOLD_LIGHT), (0.5, GOLD), (1, GOLD_DARK)]), mix(GOLD_DARK, INK, 0.4)
    else:
        ends, face, edge = mix(PLUM, MIDNIGHT, 0.5), linear(0, 6, 0, h - 20, [(0, mix(PLUM, AUBERGINE, 0.3)), (1, mix(AUBERGINE, MIDNIGHT, 0.4))]), GOLD_DARK
    for path in (body, tail):
        c.drawPath(path, paint(ends))
        c.drawPath(path, paint(INK, 160, stroke=1.5))
    c.drawRRect(main, paint(shader=face))
    c.drawRRect(main, paint(edge, stroke=2.0))
    inner = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(inset + 1, 13, w - 2 * inset - 2, h - 40), 7, 7)
    c.drawRRect(inner, paint(GOLD_LIGHT if not gold else IVORY, 110, stroke=1.0))
    if gold:
        for x in (inset + 22, w - inset - 22):
            star(c, x, 6 + (h - 26) / 2, 9, IVORY)
    sheet.save(f"common/{name}.png")


def star(c, cx: float, cy: float, r: float, rgb, alpha: int = 255) -> None:
    p = skia.Path()
    for i in range(8):
        a = math.pi / 4 * i - math.pi / 2
        rr = r if i % 2 == 0 else r * 0.32
        x, y = cx + rr * math.cos(a), cy + rr * math.sin(a)
        p.moveTo(x, y) if i == 0 else p.lineTo(x, y)
    p.close()
    c.drawPath(p, paint(rgb, alpha))


def crown() -> None:
    sheet = Sheet(48, 48)
    c = sheet.canvas
    icon(c, "queen-crown", 1, 3, 46, INK, 200)
    icon(c, "queen-crown", 1, 0, 46, GOLD)
    sheet.save("common/results_crown.png")


def ghost() -> None:
    sheet = Sheet(96, 96)
    c = sheet.canvas
    c.drawCircle(48, 48, 44, paint(shader=radial(48, 48, 44, [(0, GHOST, 70), (1, GHOST, 0)])))
    body = skia.Path()  # a round head, a sheet with three soft hems
    body.moveTo(18, 50)
    body.cubicTo(18, 8, 78, 8, 78, 50)
    body.lineTo(78, 82)
    for i in range(3):
        x = 78 - 20 * i
        body.quadTo(x - 5, 92 - 8 * (i % 2), x - 10, 84)
        body.quadTo(x - 15, 76, x - 20, 86 - 4 * (i % 2))
    body.lineTo(18, 50)
    body.close()
    shadow = skia.Path(body)
    shadow.offset(2, 3)
    c.drawPath(shadow, paint(MIST_DARK, 150, blur=2))
    c.drawPath(body, paint(shader=linear(0, 10, 0, 90, [(0, GHOST), (1, GHOST_SHADE)])))
    c.drawPath(body, paint(MIST_DARK, stroke=2))
    for ex in (38, 58):
        c.drawOval(skia.Rect.MakeXYWH(ex - 5, 38, 10, 14), paint(INK))
        c.drawCircle(ex - 1.5, 42, 2, paint(GHOST))
    smile = skia.Path()
    smile.moveTo(40, 60)
    smile.quadTo(48, 68, 56, 60)
    c.drawPath(smile, paint(INK, stroke=2.5))
    for cx in (30, 66):
        c.drawCircle(cx, 56, 4, paint((240, 170, 180), 150))
    sheet.save("common/results_ghost.png")


def sparkle() -> None:
    sheet = Sheet(32, 32)
    c = sheet.canvas
    vs.candle_glow(c, 16, 16, 15, alpha=120, rgb=GOLD_LIGHT)
    star(c, 16, 16, 14, GOLD_LIGHT)
    star(c, 16, 16, 7, IVORY)
    sheet.save("common/results_sparkle.png")


def window(c, x: float, y: float, w: float, h: float, lit) -> None:
    c.drawRect(skia.Rect.MakeXYWH(x - 2, y - 2, w + 4, h + 4), paint(INK))
    c.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(shader=linear(x, y, x, y + h, [(0, lit), (1, mix(lit, INK, 0.35))])))
    c.drawLine(x + w / 2, y, x + w / 2, y + h, paint(INK, stroke=2))
    c.drawLine(x, y + h / 2, x + w, y + h / 2, paint(INK, stroke=2))


def manor() -> None:
    w, h = 400, 250
    sheet = Sheet(w, h)
    c = sheet.canvas
    wall = mix(PLUM, MIDNIGHT, 0.55)
    roof = mix(AUBERGINE, MIDNIGHT, 0.6)
    vs.candle_glow(c, w / 2, h * 0.6, 200, alpha=50)
    c.drawRect(skia.Rect.MakeXYWH(60, 110, 280, 140), paint(wall))  # the main house
    for x0 in (20, 300):  # two towers
        c.drawRect(skia.Rect.MakeXYWH(x0, 70, 80, 180), paint(mix(wall, MIDNIGHT, 0.15)))
        p = skia.Path()
        p.moveTo(x0 - 8, 72)
        p.lineTo(x0 + 40, 6)
        p.lineTo(x0 + 88, 72)
        p.close()
        c.drawPath(p, paint(roof))
        c.drawPath(p, paint(GOLD_DARK, 160, stroke=2))
        window(c, x0 + 26, 100, 28, 40, CANDLE)
        window(c, x0 + 26, 170, 28, 40, mix(CANDLE, MIDNIGHT, 0.35))
    p = skia.Path()
    p.moveTo(96, 112)
    p.lineTo(200, 44)
    p.lineTo(304, 112)
    p.close()
    c.drawPath(p, paint(roof))
    c.drawPath(p, paint(GOLD_DARK, 160, stroke=2))
    window(c, 186, 76, 28, 26, CANDLE)  # the attic
    for x0 in (96, 148, 226, 278):
        window(c, x0, 130, 26, 36, CANDLE if x0 in (96, 278) else mix(CANDLE, MIDNIGHT, 0.3))
    door = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(176, 190, 48, 60), 22, 22)
    c.drawRRect(door, paint(mix(WOOD, MIDNIGHT, 0.4)))
    c.drawRRect(door, paint(GOLD_DARK, stroke=2))
    c.drawRect(skia.Rect.MakeXYWH(0, 246, w, 4), paint(INK))
    sheet.save("common/results_manor.png")


def doorway() -> None:
    w, h = 230, 310
    sheet = Sheet(w, h)
    c = sheet.canvas
    vs.candle_glow(c, w / 2, 150, 150, alpha=70)
    frame = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(20, 10, 190, 300), 90, 90)
    c.drawRRect(frame, paint(mix(WOOD, MIDNIGHT, 0.3)))
    c.drawRRect(frame, paint(GOLD_DARK, stroke=3))
    hole = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(40, 30, 150, 280), 74, 74)
    c.drawRRect(hole, paint(shader=linear(0, 30, 0, 310, [(0, MIDNIGHT), (1, mix(AUBERGINE, MIDNIGHT, 0.4))])))
    c.drawCircle(115, 150, 70, paint(shader=radial(115, 150, 70, [(0, (140, 200, 170), 60), (1, (140, 200, 170), 0)])))
    door = skia.Path()  # swung open toward the viewer, its hinge on the right
    door.moveTo(190, 40)
    door.lineTo(222, 20)
    door.lineTo(222, 306)
    door.lineTo(190, 310)
    door.close()
    c.drawPath(door, paint(shader=linear(190, 0, 222, 0, [(0, mix(WOOD, MIDNIGHT, 0.2)), (1, WOOD)])))
    c.drawPath(door, paint(INK, stroke=2))
    c.drawCircle(214, 170, 4, paint(GOLD))
    sheet.save("common/results_door.png")


def meeple() -> None:
    sheet = Sheet(96, 96)
    c = sheet.canvas
    icon(c, "meeple", 6, 8, 84, INK, 150)
    icon(c, "meeple", 6, 5, 84, (255, 255, 255))
    sheet.save("common/results_meeple.png")


def house(name: str, haunted: bool) -> None:
    w, h = 360, 250
    sheet = Sheet(w, h)
    c = sheet.canvas
    wall = mix(WOOD, MIDNIGHT, 0.25) if not haunted else mix(MIST_DARK, MIDNIGHT, 0.45)
    lit = CANDLE if not haunted else (150, 220, 190)
    vs.candle_glow(c, w / 2, 150, 190, alpha=50, rgb=lit)
    c.drawRect(skia.Rect.MakeXYWH(40, 100, 280, 150), paint(wall))
    rng = random.Random(7)
    for _ in range(40):  # boards
        y = 100 + rng.random() * 150
        c.drawLine(40, y, 320, y, paint(INK, 40, stroke=1))
    p = skia.Path()
    p.moveTo(20, 104)
    p.lineTo(180, 20)
    p.lineTo(340, 104)
    p.close()
    c.drawPath(p, paint(mix(AUBERGINE, MIDNIGHT, 0.4)))
    c.drawPath(p, paint(GOLD_DARK, 170, stroke=2))
    c.drawRect(skia.Rect.MakeXYWH(250, 30, 26, 50), paint(mix(WOOD, INK, 0.5)))  # chimney
    for x0, y0 in ((70, 124), (130, 124), (202, 124), (262, 124), (166, 54)):
        window(c, x0, y0, 28, 34, lit)
    door = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(156, 180, 48, 70), 6, 6)
    c.drawRRect(door, paint(mix(WOOD, INK, 0.3) if not haunted else INK))
    c.drawRRect(door, paint(GOLD_DARK, stroke=2))
    if haunted:  # cobwebs in the corners, mist at the foot
        for cx, sx in ((40, 1), (320, -1)):
            for r in (18, 30, 42):
                c.drawArc(skia.Rect.MakeXYWH(cx - r, 100 - r, 2 * r, 2 * r), 0 if sx > 0 else 90, 90, False, paint(GHOST_SHADE, 120, stroke=1.2))
        c.drawRect(skia.Rect.MakeXYWH(0, 200, w, 50), paint(shader=linear(0, 200, 0, 250, [(0, GHOST_SHADE, 0), (1, GHOST_SHADE, 120)])))
    c.drawRect(skia.Rect.MakeXYWH(0, 246, w, 4), paint(INK))
    sheet.save(f"common/{name}.png")


def jewel() -> None:
    sheet = Sheet(64, 64)
    c = sheet.canvas
    vs.candle_glow(c, 32, 34, 30, alpha=90, rgb=(150, 220, 255))
    icon(c, "emerald", 6, 8, 52, INK, 170)
    icon(c, "emerald", 6, 6, 52, (120, 200, 240))
    sheet.save("common/results_jewel.png")


def chest() -> None:
    sheet = Sheet(112, 112)
    c = sheet.canvas
    vs.candle_glow(c, 56, 56, 54, alpha=80)
    icon(c, "open-treasure-chest", 6, 10, 100, INK, 170)
    icon(c, "open-treasure-chest", 6, 7, 100, GOLD)
    sheet.save("common/results_chest.png")


def main() -> None:
    stage()
    banner("results_banner_gold", True)
    banner("results_banner_calm", False)
    crown()
    ghost()
    sparkle()
    manor()
    doorway()
    meeple()
    house("results_house", False)
    house("results_house_haunted", True)
    jewel()
    chest()


if __name__ == "__main__":
    main()
