#!/usr/bin/env python3
"""Generate ghostparlor's art (cards, dice, tokens, icons, title pictures).

Run from the repository root:

    python tools/make_art.py                 # (re)writes everything under art/
    python tools/make_art.py --preview /tmp/ghostparlor_preview.png
                                             # also writes a contact sheet
                                             # (+ a _grey copy) for checking

Everything is drawn procedurally with pygame-ce (no third-party images),
headless (SDL_VIDEODRIVER=dummy).  Palette, family colours/symbols and the
shared drawing helpers live in tools/art_style.py.  The output is
deterministic: running the script twice gives identical files.
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402

import art_style as st  # noqa: E402
from art_style import (  # noqa: E402
    ART, FONTS, GOLD, GOLD_DARK, GOLD_LIGHT, INK, INK_SOFT, GHOST, PARCHMENT,
    AUBERGINE, AUBERGINE_LIGHT, MIDNIGHT, PLUM, IVORY, CANDLE, MIST, MIST_DARK,
    UI_LIGHT, Pen, FAMILIES, FAMILY_ORDER, draw_symbol, draw_ghost, with_alpha, mix,
)

CARD_W, CARD_H = 120, 168
TITLE_W, TITLE_H = 360, 220

MANIFEST: dict[str, dict] = {}


def save(surf: pygame.Surface, rel: str, desc: str) -> None:
    path = ART / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
    MANIFEST[rel] = {"size": list(surf.get_size()), "description": desc}


# ==========================================================================
# Fonts
# ==========================================================================
SYSTEM_FONTS = {
    "DejaVuSans.ttf": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "AveriaSerifGWF-Bold.ttf": "/usr/share/fonts/truetype/averia-gwf/AveriaSerifGWF-Bold.ttf",
}
FONT_NOTES = {
    "DejaVuSans.ttf": "DejaVu Sans (Bitstream Vera licence, see LICENSE-DejaVu.txt): UI text",
    "DejaVuSans-Bold.ttf": "DejaVu Sans Bold (Bitstream Vera licence, see LICENSE-DejaVu.txt): UI text",
    "AveriaSerifGWF-Bold.ttf": "Averia Serif GWF Bold (SIL OFL 1.1, see OFL-AveriaSerifGWF.txt): headings and card numerals",
    "LICENSE-DejaVu.txt": "licence of the DejaVu fonts (from Debian fonts-dejavu-core)",
    "OFL-AveriaSerifGWF.txt": "SIL Open Font License 1.1 of Averia Serif GWF (from Debian fonts-averia-serif-gwf)",
    "NotoSansJP-Regular.subset.ttf": "Noto Sans JP Regular (SIL OFL 1.1, see OFL-NotoSansJP.txt), subset by tools/make_fonts.py: Japanese text",
    "NotoSansJP-Bold.subset.ttf": "Noto Sans JP Bold (SIL OFL 1.1, see OFL-NotoSansJP.txt), subset by tools/make_fonts.py: Japanese bold text and titles",
    "Vollkorn-title.subset.ttf": "Vollkorn Bold (SIL OFL 1.1, see OFL-Vollkorn.txt), subset by tools/make_fonts.py: Cyrillic titles",
    "OFL-NotoSansJP.txt": "SIL Open Font License 1.1 of Noto Sans JP (from npm @expo-google-fonts/noto-sans-jp)",
    "OFL-Vollkorn.txt": "SIL Open Font License 1.1 of Vollkorn (from npm @expo-google-fonts/vollkorn)",
}


def ensure_fonts() -> None:
    """The fonts are committed in art/fonts/; if one is missing (fresh restyle),
    copy it from the Debian packages fonts-dejavu-core / fonts-averia-serif-gwf."""
    FONTS.mkdir(parents=True, exist_ok=True)
    for name, src in SYSTEM_FONTS.items():
        dst = FONTS / name
        if not dst.exists() and Path(src).exists():
            shutil.copyfile(src, dst)
    missing = [n for n in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf") if not (FONTS / n).exists()]
    if missing:
        sys.exit(f"missing fonts in {FONTS}: {missing} (apt-get install fonts-dejavu-core)")
    for name, note in FONT_NOTES.items():
        if (FONTS / name).exists():
            MANIFEST[f"fonts/{name}"] = {"description": note}


# ==========================================================================
# Ghosts cards
# ==========================================================================
def card_shape(pen, band, face, edge, inner_line):
    pen.rect(edge, (0, 0, CARD_W, CARD_H), 0, 10)
    pen.rect(band, (1.3, 1.3, CARD_W - 2.6, CARD_H - 2.6), 0, 9)
    pen.rect(face, (6, 6, CARD_W - 12, CARD_H - 12), 0, 6)
    pen.rect(inner_line, (9, 9, CARD_W - 18, CARD_H - 18), 1.0, 4)


# wide, flat silhouettes get a little more room in the small corner index
CORNER_SCALE = {"bat": 1.35, "star": 1.05, "leaf": 1.05}


def card_corners(pen, label, kind, fam, ink):
    """Index in the two upper corners (readable in a left- or right-fanned hand)."""
    for cx in (21, CARD_W - 21):
        if label is not None:
            pen.text(label, st.title_font_path(), 34, ink, (cx, 26))
            size = 18 * CORNER_SCALE.get(kind, 1.0)
            draw_symbol(pen, kind, cx, 54, size, fam["fill"], INK, 1.1)
        else:
            draw_symbol(pen, kind, cx, 27, 24, fam["fill"], INK, 1.3)


def pip_positions(n, y, spacing):
    x0 = CARD_W / 2 - spacing * (n - 1) / 2
    return [(x0 + i * spacing, y) for i in range(n)]


def make_ghost_card(family: str, value: int) -> pygame.Surface:
    fam = FAMILIES[family]
    pen = Pen(CARD_W, CARD_H)
    edge = (150, 140, 165) if family == "black" else INK
    inner = mix(fam["band"], fam["face"], 0.45) if family != "white" else (180, 180, 200)
    card_shape(pen, fam["band"], fam["face"], edge, inner)
    if family == "white":  # make the pale band read as a frame
        pen.rect((176, 176, 196), (5, 5, CARD_W - 10, CARD_H - 10), 0.8, 6)
    # medallion with the big symbol
    mc = (CARD_W / 2, 88)
    ring = fam["band"] if family not in ("black", "white") else ((150, 140, 165) if family == "black" else (150, 150, 172))
    pen.circle(ring, mc, 33)
    pen.circle(fam["tint"], mc, 30.5)
    draw_symbol(pen, fam["symbol"], mc[0], mc[1], 48, fam["fill"], INK, 2.0,
                detail=fam["detail"], shadow=(0, 0, 0, 60))
    card_corners(pen, str(value), fam["symbol"], fam, fam["ink"])
    # value pips: 1-3 small friendly ghosts
    for x, y in pip_positions(value, 142, 28):
        draw_ghost(pen, x, y, 24, ow=1.2, shadow=(0, 0, 0, 50))
    return pen.result()


def make_fog_card() -> pygame.Surface:
    pen = Pen(CARD_W, CARD_H)
    face = (206, 206, 218)
    card_shape(pen, MIST_DARK, face, INK, (160, 160, 178))
    # misty swirls
    lay = pen.layer()
    for i, (cx, cy, r) in enumerate(((40, 60, 26), (82, 104, 30), (50, 128, 22), (86, 50, 18))):
        lay.arc(with_alpha(GHOST, 200), (cx, cy), r, math.radians(200 + 30 * i), math.radians(470 + 30 * i), 3.2)
        lay.arc(with_alpha(GHOST, 150), (cx, cy), r * 0.6, math.radians(40 + 50 * i), math.radians(300 + 50 * i), 2.4)
    pen.blit(lay, 150)
    mc = (CARD_W / 2, 88)
    pen.circle(MIST_DARK, mc, 33)
    pen.circle((228, 228, 238), mc, 30.5)
    draw_symbol(pen, "fog", mc[0], mc[1], 46, GHOST, INK, 2.0, shadow=(0, 0, 0, 50))
    fam = {"fill": GHOST}
    card_corners(pen, None, "fog", fam, INK)
    # a faint ghost in the mist
    lay = pen.layer()
    draw_ghost(lay, CARD_W / 2, 142, 26, body=GHOST, outline=MIST_DARK, ow=1.0, blush=False, mood="boo")
    pen.blit(lay, 170)
    return pen.result()


def lattice(pen, rect, color, step=12, width=1.0):
    x, y, w, h = rect
    lay = pen.layer()
    for i in range(-int(h), int(w) + int(h), step):
        lay.line(color, (x + i, y), (x + i + h, y + h), width, caps=False)
        lay.line(color, (x + i + h, y), (x + i, y + h), width, caps=False)
    clip = pen.layer()
    clip.rect((255, 255, 255, 255), rect, 0, 5)
    lay.surf.blit(clip.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.blit(lay)


def card_back_base(pen):
    pen.rect(GOLD_DARK, (0, 0, CARD_W, CARD_H), 0, 10)
    pen.rect(AUBERGINE, (1.5, 1.5, CARD_W - 3, CARD_H - 3), 0, 9)
    pen.vgradient((6, 6, CARD_W - 12, CARD_H - 12), AUBERGINE_LIGHT, MIDNIGHT)
    lattice(pen, (6, 6, CARD_W - 12, CARD_H - 12), with_alpha(PLUM, 120), 14, 1.0)
    st.gold_frame(pen, (5, 5, CARD_W - 10, CARD_H - 10), 6, True, 1.6)
    pen.ellipse(GOLD_DARK, (CARD_W / 2 - 36, CARD_H / 2 - 46, 72, 92))
    pen.ellipse(GOLD, (CARD_W / 2 - 34.5, CARD_H / 2 - 44.5, 69, 89))
    pen.ellipse(MIDNIGHT, (CARD_W / 2 - 31, CARD_H / 2 - 41, 62, 82))
    pen.radial((CARD_W / 2, CARD_H / 2), 34, with_alpha(CANDLE, 70), with_alpha(CANDLE, 0))
    for sx, sy, r in ((34, 30, 3.2), (88, 24, 2.6), (26, 140, 2.6), (94, 146, 3.2)):
        pen.poly(GOLD_LIGHT, st.star_points(sx, sy, r * 1.6, r * 0.55, 4, 0))


def make_ghosts_back() -> pygame.Surface:
    pen = Pen(CARD_W, CARD_H)
    card_back_base(pen)
    lay = pen.layer()
    draw_ghost(lay, CARD_W / 2, CARD_H / 2 + 4, 56, body=GHOST, outline=GOLD_DARK, ow=1.6,
               blush=True, mood="boo")
    pen.blit(lay, 235)
    return pen.result()


def draw_candle(pen, cx, base_y, h, w=None, glow=True):
    w = w or h * 0.3
    if glow:
        pen.radial((cx, base_y - h - h * 0.12), h * 0.75, with_alpha(CANDLE, 150), with_alpha(CANDLE, 0))
    pen.ellipse(GOLD_DARK, (cx - w * 1.1, base_y - w * 0.3, w * 2.2, w * 0.6))
    pen.rect(IVORY, (cx - w / 2, base_y - h, w, h), 0, 2)
    pen.rect(mix(IVORY, INK, 0.25), (cx + w * 0.18, base_y - h, w * 0.32, h), 0, 1)
    pen.ellipse((252, 246, 230), (cx - w / 2, base_y - h - w * 0.18, w, w * 0.36))
    pen.line(INK, (cx, base_y - h), (cx, base_y - h - h * 0.08), max(0.8, w * 0.1))
    fh = h * 0.32
    st.sil_flame(pen, (255, 176, 64), cx, base_y - h - h * 0.08 - fh * 0.45, fh)
    st.detail_flame(pen, (255, 236, 170), cx, base_y - h - h * 0.08 - fh * 0.45, fh)


def make_generic_back() -> pygame.Surface:
    pen = Pen(CARD_W, CARD_H)
    card_back_base(pen)
    draw_candle(pen, CARD_W / 2, CARD_H / 2 + 30, 44, 14)
    return pen.result()


# ==========================================================================
# Dice and tokens
# ==========================================================================
DIE_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def make_die(n: int, size=64) -> pygame.Surface:
    pen = Pen(64, 64, st.SS * size / 64)
    pen.rect(with_alpha(INK, 110), (4, 6, 58, 57), 0, 13)               # shadow
    pen.rect(INK_SOFT, (2, 2, 58, 58), 0, 13)
    pen.rect((222, 208, 182), (3, 3, 56, 56), 0, 12)
    pen.rect(IVORY, (3.5, 3.5, 53, 52), 0, 11)
    pen.radial((22, 20), 30, with_alpha((255, 252, 240), 160), with_alpha((255, 252, 240), 0))
    r = 7.6 if n == 1 else 5.6
    for dx, dy in DIE_PIPS[n]:
        c = (31 + dx * 14.5, 31 + dy * 14.5)
        pen.circle(INK, c, r)
        pen.circle(AUBERGINE_LIGHT, (c[0] - r * 0.25, c[1] - r * 0.25), r * 0.45)
        pen.circle(INK, (c[0] + r * 0.05, c[1] + r * 0.05), r * 0.55)
    return pen.result((size, size))


def make_fear_token(n: int) -> pygame.Surface:
    pen = Pen(64, 64)
    c = (32, 32)
    if n == 1:
        rim, disc, ink = PLUM, PARCHMENT, INK
    else:
        rim, disc, ink = GOLD, (112, 30, 44), PARCHMENT
    pen.circle(with_alpha(INK, 120), (33, 34), 30)
    pen.circle(INK, c, 30.5)
    pen.circle(rim, c, 29)
    pen.circle(disc, c, 24.5)
    pen.circle(mix(rim, INK, 0.3), c, 24.5, 1.0)
    # notches on the rim: one per fear point
    for i in range(n):
        a = -math.pi / 2 + (i - (n - 1) / 2) * 0.55
        pen.circle(INK, (c[0] + 26.8 * math.cos(a), c[1] + 26.8 * math.sin(a)), 2.3)
        pen.circle(GHOST, (c[0] + 26.8 * math.cos(a), c[1] + 26.8 * math.sin(a)), 1.4)
    # spooked ghost face (head only) on the left, numeral on the right
    lay = pen.layer()
    st.draw_ghost(lay, 22, 36, 24, body=GHOST, outline=INK, ow=1.2, mood="scared", arms=False)
    pen.blit(lay)
    pen.text(str(n), st.title_font_path(), 30, ink, (42, 33), outline=INK if n == 3 else None, ow=1.2)
    return pen.result()


# ==========================================================================
# App icon and UI icons
# ==========================================================================
def make_app_icon(size: int) -> pygame.Surface:
    """Drawn on a 256-unit canvas at any output size (lines scale with it)."""
    pen = Pen(256, 256, st.SS * size / 256)
    base = pen.layer()
    base.rect(INK, (4, 4, 248, 248), 0, 44)
    grad = pen.layer()
    grad.vgradient((8, 8, 240, 240), AUBERGINE_LIGHT, MIDNIGHT)
    clip = pen.layer()  # keep the gradient inside the rounded square
    clip.rect((255, 255, 255, 255), (8, 8, 240, 240), 0, 40)
    grad.surf.blit(clip.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.blit(base)
    pen.blit(grad)
    pen.radial((128, 120), 120, with_alpha(CANDLE, 70), with_alpha(CANDLE, 0))
    # portrait frame
    pen.ellipse(GOLD_DARK, (38, 22, 180, 214))
    pen.ellipse(GOLD, (42, 26, 172, 206))
    pen.ellipse(GOLD_LIGHT, (50, 34, 156, 190), 2.5)
    pen.ellipse((34, 24, 46), (58, 42, 140, 174))
    for i in range(12):  # beads on the frame
        a = i * math.pi / 6
        pen.circle(GOLD_LIGHT, (128 + 83 * math.cos(a), 129 + 99 * math.sin(a)), 4)
        pen.circle(GOLD_DARK, (128 + 83 * math.cos(a), 129 + 99 * math.sin(a)), 4, 1.2)
    pen.radial((128, 130), 70, with_alpha(CANDLE, 60), with_alpha(CANDLE, 0))
    draw_ghost(pen, 128, 134, 118, body=GHOST, outline=INK, ow=5, shadow=(0, 0, 0, 90))
    return pen.result((size, size))


def icon_pen():
    return Pen(32, 32)


def finish_icon(pen, draw, details=None):
    """Light glyph with a dark outline: reads on dark and on light buttons."""
    pen.stamp(draw, UI_LIGHT, INK, 1.3)
    if details:
        details(pen)
    return pen.result()


def make_icon(name: str) -> pygame.Surface:
    pen = icon_pen()
    if name == "bot":
        def d(p, c):
            p.rect(c, (7, 10, 18, 15), 0, 4)
            p.line(c, (16, 10), (16, 5), 2)
            p.circle(c, (16, 4.5), 2.4)
            p.rect(c, (4, 14, 4, 7), 0, 1.5)
            p.rect(c, (24, 14, 4, 7), 0, 1.5)
            p.rect(c, (10, 25, 12, 4), 0, 1.5)

        def det(p):
            p.rect(INK, (10.5, 14, 4, 4), 0, 1)
            p.rect(INK, (17.5, 14, 4, 4), 0, 1)
            p.line(INK, (12, 21.5), (20, 21.5), 1.4)
        return finish_icon(pen, d, det)
    if name == "human":
        def d(p, c):
            p.circle(c, (16, 10.5), 6)
            p.poly(c, st.path((4, 29), ((4, 18.5), (16, 18.5)), ((28, 18.5), (28, 29))))
        return finish_icon(pen, d)
    if name in ("arrow_cw", "arrow_ccw"):
        cw = name == "arrow_cw"

        def d(p, c):
            # open circle with the gap at the top; the head sits at the end of
            # the sweep and points along the direction of travel
            a0, a1 = (math.radians(-55), math.radians(215)) if cw else (math.radians(235), math.radians(-35))
            pts = p.arc(c, (16, 17), 10, a0, a1, 3.4)
            tx, ty = pts[-1]
            tang = a1 + (math.pi / 2 if cw else -math.pi / 2)
            fwd = (math.cos(tang), math.sin(tang))
            rad = (math.cos(a1), math.sin(a1))
            p.poly(c, [(tx + fwd[0] * 6.5, ty + fwd[1] * 6.5),
                       (tx + rad[0] * 5.5 - fwd[0] * 0.5, ty + rad[1] * 5.5 - fwd[1] * 0.5),
                       (tx - rad[0] * 5.5 - fwd[0] * 0.5, ty - rad[1] * 5.5 - fwd[1] * 0.5)])
        return finish_icon(pen, d)
    if name == "hint":
        def d(p, c):
            p.circle(c, (16, 12.5), 8.5)
            p.poly(c, [(11, 16), (21, 16), (19.5, 22), (12.5, 22)])
            p.rect(c, (12, 22.5, 8, 3), 0, 1)
            p.rect(c, (13, 26, 6, 3), 0, 1.5)
            for a in (-150, -115, -65, -30):
                r = math.radians(a)
                p.line(c, (16 + 11 * math.cos(r), 12.5 + 11 * math.sin(r)),
                       (16 + 14 * math.cos(r), 12.5 + 14 * math.sin(r)), 1.8)

        def det(p):
            p.arc(INK, (16, 12.5), 4.2, math.radians(190), math.radians(260), 1.3)
            p.line(INK_SOFT, (12.5, 24), (19.5, 24), 0.8, caps=False)
        return finish_icon(pen, d, det)
    if name == "lock":
        def d(p, c):
            p.arc(c, (16, 13), 6.5, math.pi, 2 * math.pi, 3.2)
            p.line(c, (9.5, 13), (9.5, 16), 3.2)
            p.line(c, (22.5, 13), (22.5, 16), 3.2)
            p.rect(c, (6, 15, 20, 14), 0, 3)

        def det(p):
            p.circle(INK, (16, 20.5), 2.2)
            p.line(INK, (16, 21), (16, 25), 1.6)
        return finish_icon(pen, d, det)
    if name == "undo":
        def d(p, c):
            p.arc(c, (17, 18), 8, math.radians(-90), math.radians(110), 3.4)
            p.line(c, (17, 10), (11, 10), 3.4)
            p.poly(c, [(4, 10), (12, 3.5), (12, 16.5)])
        return finish_icon(pen, d)
    if name == "settings":
        def d(p, c):
            pts = []
            teeth = 8
            for i in range(teeth * 4):
                a = i * 2 * math.pi / (teeth * 4) + math.pi / (teeth * 4)
                r = 13 if (i % 4) in (0, 1) else 10
                pts.append((16 + r * math.cos(a), 16 + r * math.sin(a)))
            p.poly(c, pts)

        def det(p):
            p.circle(INK, (16, 16), 4.6)
            p.circle(INK, (16, 16), 8, 1.0)
        return finish_icon(pen, d, det)
    if name == "rules":
        def d(p, c):
            p.poly(c, st.path((3, 7), ((9, 4.5), (16, 8)), ((23, 4.5), (29, 7)), ((29, 26),),
                               ((23, 23.5), (16, 27)), ((9, 23.5), (3, 26))))

        def det(p):
            p.line(INK, (16, 8.5), (16, 26), 1.2)
            for y in (11, 15, 19):
                p.line(INK_SOFT, (6.5, y), (13, y + 0.8), 1.0)
                p.line(INK_SOFT, (19, y + 0.8), (25.5, y), 1.0)
        return finish_icon(pen, d, det)
    raise ValueError(name)


UI_ICONS = {
    "bot": "automaton player (robot head)",
    "human": "human player (head and shoulders)",
    "arrow_cw": "direction of play: clockwise circular arrow",
    "arrow_ccw": "direction of play: counter-clockwise circular arrow",
    "hint": "hint (lightbulb)",
    "lock": "locked (padlock)",
    "undo": "undo (curved arrow back)",
    "settings": "settings (gear)",
    "rules": "rules (open book)",
}


# ==========================================================================
# Title pictures (360x220, shared frame; no game names in the pictures)
# ==========================================================================
def title_pen():
    pen = Pen(TITLE_W, TITLE_H)
    base = pen.layer()
    base.rect(INK, (0, 0, TITLE_W, TITLE_H), 0, 12)
    grad = pen.layer()
    grad.vgradient((0, 0, TITLE_W, TITLE_H), AUBERGINE_LIGHT, MIDNIGHT)
    clip = pen.layer()
    clip.rect((255, 255, 255, 255), (2, 2, TITLE_W - 4, TITLE_H - 4), 0, 11)
    grad.surf.blit(clip.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.blit(base)
    pen.blit(grad)
    pen.radial((TITLE_W / 2, TITLE_H * 0.45), 200, with_alpha(CANDLE, 40), with_alpha(CANDLE, 0))
    return pen


def title_finish(pen):
    st.gold_frame(pen, (3, 3, TITLE_W - 6, TITLE_H - 6), 11, True, 2.2)
    return pen.result()


def blit_surface(pen, surf, center, angle=0.0, scale=1.0, alpha=None):
    """Blit a finished (logical-size) surface onto a pen, scaled to supersampling."""
    big = pygame.transform.smoothscale(surf, (round(surf.get_width() * pen.k * scale),
                                              round(surf.get_height() * pen.k * scale)))
    if angle:
        big = pygame.transform.rotozoom(big, angle, 1.0)
    if alpha is not None:
        big.set_alpha(alpha)
    r = big.get_rect(center=pen.p(*center))
    pen.surf.blit(big, r)


def drop_shadow(pen, rect, radius=6, alpha=110, off=(3, 4)):
    lay = pen.layer()
    x, y, w, h = rect
    lay.rect(with_alpha(MIDNIGHT, alpha), (x + off[0], y + off[1], w, h), 0, radius)
    pen.blit(lay)


def mini_card(face=True, number=None, symbol=None, color=INK, fill=None, w=56, h=80):
    """A small plain playing card (for title pictures)."""
    pen = Pen(w, h)
    pen.rect(INK, (0, 0, w, h), 0, 7)
    if face:
        pen.rect(PARCHMENT, (1.5, 1.5, w - 3, h - 3), 0, 6)
        pen.rect(st.PARCHMENT_DARK, (4, 4, w - 8, h - 8), 1, 4)
        if number is not None:
            pen.text(str(number), st.title_font_path(), 20, color, (12, 14))
        if symbol:
            draw_symbol(pen, symbol, w / 2 + 3, h / 2 + 6, 28, fill or color, INK, 1.4)
    else:
        pen.rect(AUBERGINE, (1.5, 1.5, w - 3, h - 3), 0, 6)
        lattice(pen, (4, 4, w - 8, h - 8), with_alpha(PLUM, 150), 9, 1.0)
        pen.rect(GOLD, (4, 4, w - 8, h - 8), 1.2, 4)
    return pen.result()


def sil_monster(pen, color, cx, cy, s):
    # furry round body with horns and raised arms
    pen.ellipse(color, (cx - 0.42 * s, cy - 0.38 * s, 0.84 * s, 0.8 * s))
    for i in range(14):  # fur tufts
        a = math.pi * (0.1 + 0.8 * i / 13) + math.pi
        pen.circle(color, (cx + 0.42 * s * math.cos(a), cy + 0.02 * s + 0.42 * s * math.sin(a)), 0.06 * s)
    for side in (-1, 1):
        pen.poly(color, [(cx + side * 0.16 * s, cy - 0.3 * s), (cx + side * 0.36 * s, cy - 0.62 * s),
                         (cx + side * 0.3 * s, cy - 0.26 * s)])
        pen.line(color, (cx + side * 0.34 * s, cy - 0.02 * s), (cx + side * 0.6 * s, cy - 0.34 * s), 0.1 * s)
        for f in (-1, 0, 1):
            pen.line(color, (cx + side * 0.6 * s, cy - 0.34 * s),
                     (cx + side * (0.62 + 0.06 * f) * s, cy - (0.44 - 0.02 * abs(f)) * s), 0.04 * s)
        pen.ellipse(color, (cx + side * 0.2 * s - 0.1 * s, cy + 0.36 * s, 0.2 * s, 0.1 * s))


def draw_monster(pen, cx, cy, s):
    body = (92, 156, 140)
    pen.stamp(lambda p, c: sil_monster(p, c, cx, cy, s), body, INK, 1.8,
              shadow=(0, 0, 0, 90), shadow_off=(3, 4))
    pen.ellipse(mix(body, GHOST, 0.35), (cx - 0.24 * s, cy + 0.02 * s, 0.48 * s, 0.34 * s))
    for side in (-1, 1):  # huge startled eyes
        ex = cx + side * 0.15 * s
        pen.circle(INK, (ex, cy - 0.12 * s), 0.13 * s)
        pen.circle(GHOST, (ex, cy - 0.12 * s), 0.11 * s)
        pen.circle(INK, (ex + side * 0.01 * s, cy - 0.1 * s), 0.035 * s)
        pen.line(INK, (ex - 0.1 * s, cy - (0.32 + side * 0.0) * s), (ex + 0.1 * s, cy - 0.34 * s - side * 0.02 * s), 0.03 * s)
    pen.ellipse(INK, (cx - 0.08 * s, cy + 0.08 * s, 0.16 * s, 0.2 * s))
    pen.ellipse((210, 90, 100), (cx - 0.05 * s, cy + 0.18 * s, 0.1 * s, 0.08 * s))


def exclaim(pen, x, y, h, color=GOLD_LIGHT, angle=0.0):
    ca, sa = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def rot(dx, dy):
        return (x + dx * ca - dy * sa, y + dx * sa + dy * ca)
    pen.stamp(lambda p, c: (p.poly(c, [rot(-h * 0.12, -h / 2), rot(h * 0.12, -h / 2), rot(h * 0.05, h * 0.22), rot(-h * 0.05, h * 0.22)]),
                            p.circle(c, rot(0, h * 0.42), h * 0.09)), color, INK, 1.2)


def title_ghostbumpers():
    pen = title_pen()
    # a fan of trick cards, bottom left
    specs = [(3, "moon", (246, 200, 52)), (5, "drop", (58, 128, 214)), (7, "leaf", (68, 160, 84)), (9, "flame", (222, 70, 46))]
    for i, (num, sym, col) in enumerate(specs):
        ang = 24 - i * 14
        blit_surface(pen, mini_card(True, num, sym, INK, col), (70 + i * 24, 130 + abs(i - 1.5) * 5), ang)
    # the secret scare card, face down, with a ghost bursting out
    pen.radial((205, 140), 52, with_alpha(CANDLE, 150), with_alpha(CANDLE, 0))
    blit_surface(pen, mini_card(False), (205, 150), -8)
    draw_ghost(pen, 206, 92, 58, mood="boo", ow=2.2, shadow=(0, 0, 0, 90))
    # startled monster jumping back
    draw_monster(pen, 284, 124, 88)
    exclaim(pen, 254, 50, 24, angle=-18)
    exclaim(pen, 322, 44, 22, angle=16)
    return title_finish(pen)


def title_ghosts(cards):
    pen = title_pen()
    # the growing pile in the middle of the table
    pile = [("blue", 2, -18, (98, 124)), ("green", 1, 12, (124, 118)), ("yellow", 3, -6, (150, 124)),
            ("black", 2, 16, (176, 118)), ("red", 3, -2, (138, 110))]
    for fam, val, ang, c in pile:
        blit_surface(pen, cards[(fam, val)], c, ang, 0.72)
    # fear meter up to 7, on the right
    x0, y_bot, seg_h, gap = 238, 196, 18, 3
    filled = 5
    pen.rect(INK, (x0 - 6, y_bot - 7 * (seg_h + gap) - 6, 44, 7 * (seg_h + gap) + 10), 0, 8)
    pen.rect(GOLD_DARK, (x0 - 6, y_bot - 7 * (seg_h + gap) - 6, 44, 7 * (seg_h + gap) + 10), 1.6, 8)
    for i in range(7):
        y = y_bot - (i + 1) * (seg_h + gap) + gap
        t = i / 6
        col = mix((240, 200, 90), (200, 50, 50), t) if i < filled else (70, 56, 80)
        pen.rect(col, (x0, y, 32, seg_h), 0, 4)
        pen.text(str(i + 1), st.FONT_SANS_BOLD, 11, INK if i < filled else MIST, (x0 + 16, y + seg_h / 2))
    # the scared ghost at the top of the meter
    draw_ghost(pen, 314, 56, 48, mood="scared", ow=1.8, shadow=(0, 0, 0, 90))
    for side in (-1, 1):  # shiver lines
        x = 314 + side * 30
        pen.lines(GOLD_LIGHT, [(x, 42), (x - side * 3, 48), (x, 54), (x - side * 3, 60)], 1.6)
    return title_finish(pen)


def title_phantom_society():
    pen = title_pen()
    # manor silhouette and moon behind, on the right
    pen.radial((300, 50), 40, with_alpha((255, 240, 200), 60), with_alpha((255, 240, 200), 0))
    pen.stamp(lambda p, c: st.sil_moon(p, c, 300, 50, 40), (240, 230, 196))
    manor = [(220, 206), (220, 110), (246, 84), (260, 96), (260, 70), (286, 44), (312, 70), (312, 100),
             (326, 86), (346, 108), (346, 206)]
    pen.poly((26, 18, 34), manor)
    for wx, wy in ((236, 120), (278, 80), (300, 104), (278, 140), (326, 124), (300, 160), (236, 160)):
        pen.rect((240, 196, 110), (wx, wy, 10, 14), 0, 2)
        pen.line((26, 18, 34), (wx + 5, wy), (wx + 5, wy + 14), 1.2, caps=False)
    # 6x6 manor grid
    gx, gy, cs = 26, 30, 27
    pen.rect(INK, (gx - 5, gy - 5, cs * 6 + 10, cs * 6 + 10), 0, 6)
    pen.rect(GOLD_DARK, (gx - 5, gy - 5, cs * 6 + 10, cs * 6 + 10), 1.6, 6)
    for r in range(6):
        for c in range(6):
            col = (148, 104, 76) if (r + c) % 2 == 0 else (118, 80, 60)
            pen.rect(col, (gx + c * cs + 1, gy + r * cs + 1, cs - 2, cs - 2), 0, 3)
    # hidden ghosts: question tokens; one revealed ghost; walls
    for r, c in ((0, 4), (2, 1), (4, 4), (5, 0)):
        cx, cy = gx + c * cs + cs / 2, gy + r * cs + cs / 2
        pen.circle(INK, (cx, cy), 10)
        pen.circle(PLUM, (cx, cy), 8.6)
        pen.text("?", st.FONT_SANS_BOLD, 13, GOLD_LIGHT, (cx, cy + 0.5))
    for (r1, c1, r2, c2) in ((1, 2, 1, 5), (3, 0, 3, 2), (2, 3, 5, 3)):
        pen.line(INK, (gx + c1 * cs, gy + r1 * cs), (gx + c2 * cs, gy + r2 * cs), 3.2)
    lay = pen.layer()
    draw_ghost(lay, gx + 2 * cs + cs / 2, gy + 3 * cs + cs / 2 - 2, 24, ow=1.2, mood="boo")
    pen.blit(lay, 220)
    # magnifying glass of the hunters over a cell
    mx, my = gx + 4.5 * cs, gy + 2.5 * cs
    pen.line(INK, (mx + 12, my + 12), (mx + 34, my + 34), 8)
    pen.line(GOLD_DARK, (mx + 13, my + 13), (mx + 33, my + 33), 5)
    lay = pen.layer()
    lay.circle(with_alpha((220, 236, 255), 90), (mx, my), 15)
    pen.blit(lay)
    draw_ghost(pen, mx, my + 1, 16, ow=0.9)
    pen.circle(INK, (mx, my), 17, 4.2)
    pen.circle(GOLD, (mx, my), 16, 2.2)
    return title_finish(pen)


def sil_meeple(pen, color, cx, cy, s):
    pen.circle(color, (cx, cy - 0.3 * s), 0.17 * s)
    body = st.path((cx - 0.12 * s, cy - 0.16 * s), ((cx - 0.42 * s, cy - 0.12 * s),),
                   ((cx - 0.46 * s, cy + 0.02 * s), (cx - 0.14 * s, cy + 0.04 * s)),
                   ((cx - 0.32 * s, cy + 0.46 * s),), ((cx - 0.06 * s, cy + 0.46 * s),),
                   ((cx, cy + 0.26 * s), (cx + 0.06 * s, cy + 0.46 * s)), ((cx + 0.32 * s, cy + 0.46 * s),),
                   ((cx + 0.14 * s, cy + 0.04 * s),), ((cx + 0.46 * s, cy + 0.02 * s), (cx + 0.42 * s, cy - 0.12 * s)),
                   ((cx + 0.12 * s, cy - 0.16 * s),))
    pen.poly(color, body)


def draw_meeple(pen, cx, cy, s, color):
    pen.stamp(lambda p, c: sil_meeple(p, c, cx, cy, s), color, INK, 1.4, shadow=(0, 0, 0, 100), shadow_off=(2, 3))
    pen.circle(mix(color, GHOST, 0.5), (cx - 0.06 * s, cy - 0.35 * s), 0.05 * s)


def title_dont_go_in_there(dice):
    pen = title_pen()
    # three haunted rooms (doorways) along the back wall
    wall_y = 110
    pen.rect((40, 26, 50), (12, 18, TITLE_W - 24, wall_y - 12))
    for i in range(9):
        pen.line((56, 38, 66), (12 + i * 42, 18), (12 + i * 42, wall_y + 6), 1.0, caps=False)
    doors = [(70, "eyes"), (180, "ajar"), (290, "ghost")]
    for x, kind in doors:
        dw, dh = 62, 86
        top = wall_y - dh + 8
        pen.rect(INK, (x - dw / 2 - 5, top - 5, dw + 10, dh + 5), 0, 6)
        pen.rect(GOLD_DARK, (x - dw / 2 - 4, top - 4, dw + 8, dh + 4), 2.0, 6)
        pen.rect((12, 8, 18), (x - dw / 2, top, dw, dh), 0, 4)
        if kind == "eyes":
            pen.rect((88, 58, 40), (x - dw / 2, top, dw * 0.42, dh), 0, 3)
            for ex, ey in ((x + 8, top + 30), (x + 22, top + 30)):
                pen.ellipse((250, 220, 90), (ex - 4, ey - 3, 8, 6))
                pen.circle(INK, (ex, ey), 1.6)
        elif kind == "ajar":
            pen.radial((x, top + dh / 2), 40, with_alpha(CANDLE, 120), with_alpha(CANDLE, 0))
            pen.poly((110, 74, 50), [(x - dw / 2, top), (x - dw / 2 + 22, top + 8), (x - dw / 2 + 22, top + dh - 4), (x - dw / 2, top + dh)])
            pen.circle(GOLD, (x - dw / 2 + 17, top + dh / 2), 2.2)
        else:
            draw_ghost(pen, x + 2, top + dh / 2 + 4, 44, mood="boo", ow=1.8)
    # floor
    pen.vgradient((12, wall_y + 6, TITLE_W - 24, TITLE_H - wall_y - 18), (70, 44, 40), (34, 22, 26))
    for i in range(1, 5):
        pen.line((52, 32, 34), (12, wall_y + 6 + i * 20), (TITLE_W - 12, wall_y + 6 + i * 20), 1.0, caps=False)
    # dice and meeples in the foreground
    blit_surface(pen, dice[5], (140, 170), 14, 0.62)
    blit_surface(pen, dice[3], (184, 176), -10, 0.62)
    for x, col in ((50, (214, 90, 60)), (88, (80, 150, 210)), (252, (230, 190, 70)), (296, (120, 180, 100))):
        draw_meeple(pen, x, 164, 40, col)
    return title_finish(pen)


def gem(pen, cx, cy, s, color):
    pts = [(cx - 0.5 * s, cy - 0.15 * s), (cx - 0.28 * s, cy - 0.42 * s), (cx + 0.28 * s, cy - 0.42 * s),
           (cx + 0.5 * s, cy - 0.15 * s), (cx, cy + 0.5 * s)]
    pen.stamp(lambda p, c: p.poly(c, pts), color, INK, 1.2, shadow=(0, 0, 0, 100), shadow_off=(1.5, 2))
    pen.poly(mix(color, GHOST, 0.45), [(cx - 0.28 * s, cy - 0.42 * s), (cx + 0.28 * s, cy - 0.42 * s),
                                       (cx + 0.14 * s, cy - 0.15 * s), (cx - 0.14 * s, cy - 0.15 * s)])
    pen.poly(mix(color, INK, 0.25), [(cx + 0.14 * s, cy - 0.15 * s), (cx + 0.5 * s, cy - 0.15 * s), (cx, cy + 0.5 * s)])
    pen.line(mix(color, INK, 0.4), (cx - 0.5 * s, cy - 0.15 * s), (cx + 0.5 * s, cy - 0.15 * s), 0.8, caps=False)


def draw_chest(pen, cx, cy, w):
    h = w * 0.62
    pen.radial((cx, cy - h * 0.2), w * 1.1, with_alpha(CANDLE, 140), with_alpha(CANDLE, 0))
    pen.rect(INK, (cx - w / 2 - 2, cy - h * 0.3 - 2, w + 4, h * 0.8 + 4), 0, 4)
    pen.rect((132, 82, 44), (cx - w / 2, cy - h * 0.3, w, h * 0.8), 0, 3)
    # open lid with treasure spilling out
    pen.poly(INK, [(cx - w / 2 - 2, cy - h * 0.3), (cx - w / 2 + 4, cy - h * 0.95), (cx + w / 2 - 4, cy - h * 0.95),
                   (cx + w / 2 + 2, cy - h * 0.3)])
    pen.poly((104, 62, 34), [(cx - w / 2, cy - h * 0.32), (cx - w / 2 + 5, cy - h * 0.9), (cx + w / 2 - 5, cy - h * 0.9),
                             (cx + w / 2, cy - h * 0.32)])
    for i in range(7):
        pen.circle(INK, (cx - w * 0.36 + i * w * 0.12, cy - h * 0.34 - (i % 2) * 3), w * 0.08)
        pen.circle(GOLD_LIGHT if i % 2 else GOLD, (cx - w * 0.36 + i * w * 0.12, cy - h * 0.34 - (i % 2) * 3), w * 0.065)
    pen.rect(GOLD, (cx - w / 2, cy - h * 0.3, w, h * 0.12))
    pen.rect(GOLD, (cx - w * 0.08, cy - h * 0.22, w * 0.16, h * 0.26), 0, 2)
    pen.circle(INK, (cx, cy - h * 0.1), w * 0.03)
    for x in (cx - w * 0.3, cx + w * 0.3):
        pen.rect(GOLD_DARK, (x - w * 0.04, cy - h * 0.3, w * 0.08, h * 0.8))


def title_treasure_hunters():
    pen = title_pen()
    # the co-op board: a wooden board with a winding path of stepping tiles
    pen.rect(INK, (16, 16, TITLE_W - 32, TITLE_H - 32), 0, 10)
    pen.vgradient((19, 19, TITLE_W - 38, TITLE_H - 38), (86, 60, 70), (52, 36, 50))
    for i in range(1, 8):
        pen.line((70, 48, 60), (19 + i * 40, 19), (19 + i * 40, TITLE_H - 19), 1.0, caps=False)
    path_pts = [(44, 180), (80, 180), (116, 172), (140, 148), (152, 118), (180, 96), (216, 94), (248, 106),
                (272, 130)]
    for i, (x, y) in enumerate(path_pts):
        pen.rect(INK, (x - 17, y - 14, 34, 28), 0, 6)
        pen.rect((196, 168, 120), (x - 15.5, y - 12.5, 31, 25), 0, 5)
        pen.rect((222, 198, 150), (x - 13, y - 11, 26, 10), 0, 4)
    draw_chest(pen, 312, 156, 54)
    # jewels waiting on the path
    gem(pen, 140, 146, 22, (214, 58, 70))
    gem(pen, 216, 92, 22, (60, 140, 220))
    gem(pen, 272, 128, 22, (70, 180, 100))
    # two hunters walking together (co-op), holding hands
    pen.line(INK, (62, 166), (84, 162), 4.2)
    draw_meeple(pen, 52, 166, 40, (230, 190, 70))
    draw_meeple(pen, 92, 160, 40, (210, 110, 170))
    # ghosts drifting across the board
    for x, y, s, a, mood in ((96, 66, 58, 240, "boo"), (206, 160, 44, 225, "happy"), (292, 52, 38, 200, "boo")):
        lay = pen.layer()
        draw_ghost(lay, x, y, s, mood=mood, ow=1.8)
        pen.blit(lay, a)
    return title_finish(pen)


# ==========================================================================
# Contact sheet (for checking only; never written under art/)
# ==========================================================================
def contact_sheet(groups, out: Path) -> None:
    pad = 12
    width = 1160
    rows = []
    y = pad
    for label, surfs in groups:
        x = pad
        row_h = 0
        placed = []
        label_y = y
        y += 18
        for s in surfs:
            if x + s.get_width() > width - pad:
                x = pad
                y += row_h + pad
                row_h = 0
            placed.append((s, (x, y)))
            x += s.get_width() + pad
            row_h = max(row_h, s.get_height())
        rows.append((label, placed, label_y))
        y += row_h + pad * 2
    sheet = pygame.Surface((width, y), pygame.SRCALPHA)
    sheet.fill((30, 22, 38, 255))
    f = st.font(st.FONT_SANS_BOLD, 13)
    for label, placed, ly in rows:
        sheet.blit(f.render(label, True, GOLD), (pad, ly))
        for s, pos in placed:
            sheet.blit(s, pos)
    pygame.image.save(sheet, str(out))
    grey = pygame.transform.grayscale(sheet)
    pygame.image.save(grey, str(out.with_name(out.stem + "_grey" + out.suffix)))


# ==========================================================================
# Manifest and licence
# ==========================================================================
def write_manifest() -> None:
    lines = [
        "# Generated by tools/make_art.py - do not edit by hand; re-run the script.",
        "generator: tools/make_art.py",
        "license: MIT (art), fonts keep their own licences (see LICENSE.md)",
        "# The illustrated boards, rooms, backdrops and results art are made by tools/art_*.py (skia-python);",
        "# LICENSE.md names them and credits the game-icons they draw (CC BY 3.0).",
        "families:  # Ghosts card families: colour AND symbol (never colour alone)",
    ]
    for fam in FAMILY_ORDER:
        f = FAMILIES[fam]
        lines.append(f"  {fam}: {{symbol: {f['symbol']}, band: [{f['band'][0]}, {f['band'][1]}, {f['band'][2]}]}}")
    lines.append("  fog: {symbol: fog_waves, band: [%d, %d, %d]}" % MIST_DARK)
    lines.append("files:")
    for rel in sorted(MANIFEST):
        m = MANIFEST[rel]
        lines.append(f"  {rel}:")
        if "size" in m:
            lines.append(f"    size: [{m['size'][0]}, {m['size'][1]}]")
        desc = m["description"].replace('"', "'")
        lines.append(f'    description: "{desc}"')
    (ART / "manifest.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


LICENSE_MD = """# ghostparlor art

The cards, dice, icons, logo and title pictures (`ghosts/`, `ghostbumpers/`, `dont_go_in_there/`,
`common/`, `title/`) are generated procedurally by `tools/make_art.py` (shared style in `tools/art_style.py`)
with pygame-ce; no third-party images are used in them.  They are part of
ghostparlor and are licensed under the same licence as the project (MIT).

Regenerate them from the repository root with:

    python tools/make_art.py

`manifest.yaml` lists every file with a one-line description.

## Illustrated tables, rooms, backdrops and the results screen

The boards and backdrops (`phantom_society/`, `treasure_hunters/`, the `backdrop.jpg` and room
pictures in the games' folders, `ghosts/symbol_*.png`, `common/results_*.png`) are drawn with
skia-python at build time by `tools/art_phantom_society.py`, `tools/art_treasure_hunters.py`,
`tools/art_dgit_rooms.py`, `tools/art_tables.py` (Ghosts and Ghostbumpers) and
`tools/art_results.py`, on the helpers of `tools/vector_style.py`; each re-makes its files byte
for byte (`pip install -r tools/requirements-art.txt`, `(cd tools && npm install)`, then run the
script). They are ghostparlor's and MIT-licensed, except the icons drawn inside them:

Icons from game-icons.net (https://game-icons.net), by Lorc, Delapouite and contributors,
licensed under Creative Commons Attribution 3.0 (CC BY 3.0,
https://creativecommons.org/licenses/by/3.0/), read from the npm package
`@iconify-json/game-icons` at build time. The icons used are named where each script draws them;
`phantom_society/CREDITS.md` and `treasure_hunters/CREDITS.md` list theirs.

## Fonts

The fonts in `fonts/` are not covered by the MIT licence; they keep their
own licences, which are bundled beside them:

- `DejaVuSans.ttf`, `DejaVuSans-Bold.ttf` - DejaVu fonts, Bitstream Vera
  Fonts licence (DejaVu changes are public domain): `fonts/LICENSE-DejaVu.txt`.
- `AveriaSerifGWF-Bold.ttf` - Averia Serif GWF by Dan Sayers, SIL Open Font
  License 1.1: `fonts/OFL-AveriaSerifGWF.txt`.
- `NotoSansJP-Regular.subset.ttf`, `NotoSansJP-Bold.subset.ttf` - Noto Sans JP (Google), SIL Open Font
  License 1.1: `fonts/OFL-NotoSansJP.txt`; subsets to the catalogs' characters made by `tools/make_fonts.py`.
- `Vollkorn-title.subset.ttf` - Vollkorn Bold (Friedrich Althausen, The Vollkorn Project Authors), SIL Open
  Font License 1.1: `fonts/OFL-Vollkorn.txt`; a Latin + Cyrillic subset made by `tools/make_fonts.py`.
"""


# ==========================================================================
def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--preview", type=Path, help="also write a contact sheet PNG here (use /tmp)")
    args = ap.parse_args(argv)

    pygame.init()
    ensure_fonts()

    cards = {}
    for fam in FAMILY_ORDER:
        for v in (1, 2, 3):
            s = make_ghost_card(fam, v)
            cards[(fam, v)] = s
            save(s, f"ghosts/ghost_{fam}_{v}.png",
                 f"Ghosts card: {fam} family ({FAMILIES[fam]['symbol']} symbol), value {v}")
    fog = make_fog_card()
    save(fog, "ghosts/fog.png", "Ghosts card: fog (triple-wave symbol, no value)")
    back = make_ghosts_back()
    save(back, "ghosts/back.png", "Ghosts card back: gold ornament and ghost silhouette")

    gback = make_generic_back()
    save(gback, "common/card_back.png", "generic card back: gold ornament and candle")
    dice = {}
    for n in range(1, 7):
        dice[n] = make_die(n)
        save(dice[n], f"common/die_{n}.png", f"ivory die face showing {n} pip(s)")
    tokens = {}
    for n in (1, 3):
        tokens[n] = make_fear_token(n)
        save(tokens[n], f"common/token_fear_{n}.png",
             f"round fear-point marker worth {n} (spooked ghost face, {n} rim notch(es))")
    icon = make_app_icon(256)
    save(icon, "common/icon.png", "application icon: friendly ghost in a gold parlor portrait frame")
    icon64 = make_app_icon(64)
    save(icon64, "common/icon_64.png", "application icon, 64x64")
    save(pygame.transform.smoothscale(icon, (96, 96)), "common/icon_96.png", "application icon, 96x96 (title screen)")
    # the name as a picture: the title screen is the first frame, and rendering 64 px text
    # there meant loading the title font at that size first (the brand is not translated)
    logo_font = pygame.font.Font(str(st.title_font_path()), 64)
    save(logo_font.render("ghostparlor", True, st.GOLD), "common/logo.png", "the name 'ghostparlor' in the title font, candle gold")
    ui = {}
    for name, desc in UI_ICONS.items():
        ui[name] = make_icon(name)
        save(ui[name], f"common/icon_{name}.png", f"UI icon: {desc}; light glyph, dark outline")

    titles = {
        "ghostbumpers": (title_ghostbumpers(), "title picture: trick cards, a face-down scare card with a ghost, startled monster"),
        "ghosts": (title_ghosts(cards), "title picture: pile of ghost cards and a fear meter up to 7"),
        "phantom_society": (title_phantom_society(), "title picture: 6x6 manor grid with hidden ghosts, magnifier, manor"),
        "dont_go_in_there": (title_dont_go_in_there(dice), "title picture: haunted rooms (doorways), dice and meeples"),
        "treasure_hunters": (title_treasure_hunters(), "title picture: co-op path board, jewels, treasure chest, ghosts"),
    }
    for gid, (surf, desc) in titles.items():
        save(surf, f"title/{gid}.png", desc)
        # the size the title screen shows, pre-scaled and uncompressed (BMP): the title is the
        # first frame, and decoding five PNGs was a tenth of the start-up time
        save(pygame.transform.smoothscale(surf, (220, 134)), f"title/{gid}_tile.bmp", desc + " (220x134, title screen, uncompressed for a fast start)")

    import art_ghostbumpers  # Ghostbumpers cards (tools/art_ghostbumpers.py)
    ghostbumpers = art_ghostbumpers.generate(save)
    import art_dgit  # Don't Go In There curse pictures and card back (tools/art_dgit.py)
    dgit = art_dgit.generate(save)

    MANIFEST["manifest.yaml"] = {"description": "this list"}
    MANIFEST["LICENSE.md"] = {"description": "licence of the art (MIT) and pointer to the font licences"}
    (ART / "LICENSE.md").write_text(LICENSE_MD, encoding="utf-8")
    write_manifest()

    if args.preview:
        contact_sheet([
            ("Ghosts cards", [cards[(f, v)] for f in FAMILY_ORDER for v in (1, 2, 3)] + [fog, back]),
            ("Common: back, dice, fear tokens, icons", [gback] + [dice[n] for n in range(1, 7)]
             + [tokens[1], tokens[3], icon, icon64] + list(ui.values())
             + [pygame.transform.scale(u, (64, 64)) for u in ui.values()]),
            ("Ghostbumpers cards", ghostbumpers),
            ("Don't Go In There curse pictures and card back", dgit),
            ("Title pictures", [t for t, _ in titles.values()]),
        ], args.preview)
        print(f"preview written to {args.preview}")
    print(f"wrote {len(MANIFEST)} entries under {ART}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
