"""Shared palette and drawing helpers for ghostparlor's generated art.

Everything is drawn procedurally with pygame-ce on a supersampled canvas
(``SS`` times the final size) and shrunk with ``smoothscale`` for smooth,
anti-aliased edges.  Restyle the whole parlor by editing the palette and the
family table below, then run ``python tools/make_art.py``.

Coordinates given to :class:`Pen` methods are *logical* pixels of the final
image (floats allowed); the pen multiplies them by its scale.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
ART = REPO / "art"
FONTS = ART / "fonts"

SS = 4  # supersampling factor

# --------------------------------------------------------------------------
# Palette: dark, warm haunted parlor.
# --------------------------------------------------------------------------
MIDNIGHT = (22, 15, 32)
AUBERGINE = (48, 28, 58)
AUBERGINE_LIGHT = (78, 50, 92)
PLUM = (104, 64, 118)
GOLD = (226, 178, 84)
GOLD_LIGHT = (252, 222, 146)
GOLD_DARK = (148, 104, 42)
CANDLE = (255, 206, 110)
PARCHMENT = (242, 228, 198)
PARCHMENT_DARK = (214, 192, 150)
IVORY = (246, 238, 220)
INK = (38, 26, 36)
INK_SOFT = (84, 66, 78)
GHOST = (246, 244, 255)
GHOST_SHADE = (200, 196, 224)
BLUSH = (240, 150, 160)
MIST = (176, 178, 196)
MIST_DARK = (112, 114, 136)
UI_LIGHT = (244, 232, 206)

# Ghost families (Knizia's Ghosts).  Each family has a colour AND a distinct
# symbol silhouette, so that no family is told apart by colour alone.
FAMILIES = {
    "red": {
        "symbol": "flame", "band": (190, 52, 40), "fill": (222, 70, 46),
        "detail": (255, 196, 96), "face": PARCHMENT, "ink": INK,
        "tint": (246, 206, 186),
    },
    "yellow": {
        "symbol": "moon", "band": (222, 172, 30), "fill": (246, 200, 52),
        "detail": (255, 240, 170), "face": PARCHMENT, "ink": INK,
        "tint": (250, 232, 168),
    },
    "blue": {
        "symbol": "drop", "band": (40, 98, 184), "fill": (58, 128, 214),
        "detail": (214, 236, 255), "face": PARCHMENT, "ink": INK,
        "tint": (200, 216, 238),
    },
    "green": {
        "symbol": "leaf", "band": (44, 130, 70), "fill": (68, 160, 84),
        "detail": (30, 96, 50), "face": PARCHMENT, "ink": INK,
        "tint": (204, 226, 190),
    },
    "black": {
        "symbol": "bat", "band": (18, 14, 22), "fill": (236, 230, 246),
        "detail": (18, 14, 22), "face": (58, 50, 68), "ink": PARCHMENT,
        "tint": (86, 76, 100),
    },
    "white": {
        "symbol": "star", "band": (238, 238, 246), "fill": (255, 255, 255),
        "detail": (200, 200, 220), "face": (250, 249, 253), "ink": INK,
        "tint": (222, 222, 236),
    },
}
FAMILY_ORDER = ("red", "yellow", "blue", "green", "black", "white")

FONT_SANS = FONTS / "DejaVuSans.ttf"
FONT_SANS_BOLD = FONTS / "DejaVuSans-Bold.ttf"
FONT_TITLE = FONTS / "AveriaSerifGWF-Bold.ttf"


def title_font_path() -> Path:
    return FONT_TITLE if FONT_TITLE.exists() else FONT_SANS_BOLD


_font_cache: dict = {}


def font(path: Path, px: int) -> pygame.font.Font:
    key = (str(path), px)
    if key not in _font_cache:
        if not pygame.font.get_init():
            pygame.font.init()
        _font_cache[key] = pygame.font.Font(str(path), px)
    return _font_cache[key]


# --------------------------------------------------------------------------
# Small geometry helpers
# --------------------------------------------------------------------------
def mix(a, b, t):
    """Linear blend of two colours (t=0 -> a, t=1 -> b); keeps alpha of a if any."""
    out = tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))
    if len(a) == 4:
        out += (a[3],)
    return out


def with_alpha(c, a):
    return (c[0], c[1], c[2], a)


def bezier(p0, c, p1, n=18):
    """Quadratic Bezier points from p0 (exclusive) to p1 (inclusive)."""
    pts = []
    for i in range(1, n + 1):
        t = i / n
        x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0]
        y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1]
        pts.append((x, y))
    return pts


def path(start, *segments, n=18):
    """A closed outline: ``segments`` are (end,) straight or (ctrl, end) curves."""
    pts = [start]
    cur = start
    for seg in segments:
        if len(seg) == 1:
            pts.append(seg[0])
            cur = seg[0]
        else:
            pts.extend(bezier(cur, seg[0], seg[1], n))
            cur = seg[1]
    return pts


def star_points(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def disc_mask(r: int) -> pygame.mask.Mask:
    d = 2 * r + 1
    m = pygame.mask.Mask((d, d))
    for y in range(d):
        for x in range(d):
            if (x - r) ** 2 + (y - r) ** 2 <= r * r + r * 0.5:
                m.set_at((x, y), 1)
    return m


_disc_cache: dict = {}


def dilate(mask: pygame.mask.Mask, r: int) -> pygame.mask.Mask:
    """Mask grown by r pixels (same size as ``mask``)."""
    if r <= 0:
        return mask.copy()
    if r not in _disc_cache:
        _disc_cache[r] = disc_mask(r)
    grown = mask.convolve(_disc_cache[r])  # size = mask + 2r
    out = pygame.mask.Mask(mask.get_size())
    out.draw(grown, (-r, -r))
    return out


# --------------------------------------------------------------------------
# Pen: a supersampled drawing surface with logical coordinates
# --------------------------------------------------------------------------
class Pen:
    def __init__(self, w, h, k=SS, fill=(0, 0, 0, 0)):
        self.w, self.h, self.k = w, h, k
        self.surf = pygame.Surface((round(w * k), round(h * k)), pygame.SRCALPHA)
        self.surf.fill(fill)

    # coordinate helpers ---------------------------------------------------
    def p(self, x, y):
        return (round(x * self.k), round(y * self.k))

    def pts(self, pts):
        return [self.p(x, y) for x, y in pts]

    def n(self, v):
        return max(1, round(v * self.k))

    def layer(self):
        return Pen(self.w, self.h, self.k)

    def blit(self, other: "Pen", alpha: int | None = None):
        s = other.surf
        if alpha is not None:
            s = s.copy()
            s.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(s, (0, 0))

    # primitives (these overwrite pixels; use a layer for translucency) -----
    def circle(self, color, c, r, width=0):
        pygame.draw.circle(self.surf, color, self.p(*c), self.n(r), self.n(width) if width else 0)

    def ellipse(self, color, rect, width=0):
        x, y, w, h = rect
        r = pygame.Rect(self.p(x, y), (self.n(w), self.n(h)))
        pygame.draw.ellipse(self.surf, color, r, self.n(width) if width else 0)

    def rect(self, color, rect, width=0, radius=0):
        x, y, w, h = rect
        r = pygame.Rect(self.p(x, y), (self.n(w), self.n(h)))
        pygame.draw.rect(self.surf, color, r, self.n(width) if width else 0,
                         border_radius=round(radius * self.k) if radius else 0)

    def poly(self, color, pts, width=0):
        pygame.draw.polygon(self.surf, color, self.pts(pts), self.n(width) if width else 0)

    def line(self, color, a, b, width=1, caps=True):
        pygame.draw.line(self.surf, color, self.p(*a), self.p(*b), self.n(width))
        if caps:
            self.circle(color, a, width / 2)
            self.circle(color, b, width / 2)

    def lines(self, color, pts, width=1, closed=False):
        """A thick polyline with round joints."""
        seq = list(pts) + ([pts[0]] if closed else [])
        for a, b in zip(seq, seq[1:]):
            pygame.draw.line(self.surf, color, self.p(*a), self.p(*b), self.n(width))
        for q in seq:
            self.circle(color, q, width / 2)

    def arc(self, color, c, r, a0, a1, width=1, steps=48):
        """Thick circular arc from angle a0 to a1 (radians, y down)."""
        pts = [(c[0] + r * math.cos(a0 + (a1 - a0) * i / steps),
                c[1] + r * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
        self.lines(color, pts, width)
        return pts

    def vgradient(self, rect, top, bottom):
        x, y, w, h = rect
        x0, y0 = self.p(x, y)
        w0, h0 = self.n(w), self.n(h)
        for i in range(h0):
            c = mix(top, bottom, i / max(1, h0 - 1))
            pygame.draw.line(self.surf, c, (x0, y0 + i), (x0 + w0 - 1, y0 + i))

    def radial(self, c, r, inner, outer, steps=40):
        """Radial glow: concentric discs from outer colour (edge) to inner (centre).
        Colours may carry alpha; drawn on a layer and composited."""
        lay = self.layer()
        for i in range(steps, 0, -1):
            t = i / steps
            col = tuple(round(inner[j] + (outer[j] - inner[j]) * t) for j in range(4))
            lay.circle(col, c, r * t)
        self.blit(lay)

    # silhouettes with outlines ---------------------------------------------
    def stamp(self, draw_fn, fill, outline=None, ow=0.0, shadow=None, shadow_off=(0, 0)):
        """Draw a silhouette (``draw_fn(pen, color)`` paints it) filled with
        ``fill``, ringed by an ``outline`` of logical width ``ow``, optionally
        with a drop shadow.  Returns the silhouette mask."""
        tmp = self.layer()
        draw_fn(tmp, (255, 255, 255, 255))
        mask = pygame.mask.from_surface(tmp.surf, 127)
        r = round(ow * self.k)
        if shadow is not None:
            sm = dilate(mask, r) if outline is not None else mask
            self.surf.blit(sm.to_surface(setcolor=shadow, unsetcolor=(0, 0, 0, 0)),
                           self.p(*shadow_off))
        if outline is not None and r > 0:
            self.surf.blit(dilate(mask, r).to_surface(setcolor=outline, unsetcolor=(0, 0, 0, 0)), (0, 0))
        self.surf.blit(mask.to_surface(setcolor=fill, unsetcolor=(0, 0, 0, 0)), (0, 0))
        return mask

    # text -------------------------------------------------------------------
    def text(self, s, path_, size, color, center, outline=None, ow=0.0, anchor="center"):
        f = font(path_, max(4, round(size * self.k)))
        surf = f.render(s, True, color)
        if outline is not None and ow > 0:
            r = round(ow * self.k)
            m = pygame.mask.from_surface(surf, 60)
            big = pygame.Surface((surf.get_width() + 2 * r, surf.get_height() + 2 * r), pygame.SRCALPHA)
            grown = m.convolve(_disc_cache.setdefault(r, disc_mask(r)))
            big.blit(grown.to_surface(setcolor=outline, unsetcolor=(0, 0, 0, 0)), (0, 0))
            big.blit(surf, (r, r))
            surf = big
        rect = surf.get_rect()
        setattr(rect, anchor, self.p(*center))
        self.surf.blit(surf, rect)
        return rect

    def result(self, size=None):
        size = size or (self.w, self.h)
        return pygame.transform.smoothscale(self.surf, size)


# --------------------------------------------------------------------------
# Symbol silhouettes.  Each takes (pen, color, cx, cy, s): s is the symbol's
# overall size in logical pixels (about its bounding box).
# --------------------------------------------------------------------------
def _map(cx, cy, s, pts):
    return [(cx + u * s, cy + v * s) for u, v in pts]


def sil_flame(pen, color, cx, cy, s):
    outline = path(
        (0.0, 0.5),
        ((-0.34, 0.5), (-0.34, 0.18)),
        ((-0.36, -0.02), (-0.26, -0.22)),      # left tongue tip
        ((-0.2, -0.02), (-0.1, -0.06)),
        ((-0.22, -0.32), (0.04, -0.52)),       # main tip
        ((0.04, -0.24), (0.14, -0.14)),
        ((0.22, -0.18), (0.28, -0.3)),         # right tongue tip
        ((0.44, -0.04), (0.34, 0.2)),
        ((0.32, 0.5), (0.0, 0.5)),
    )
    pen.poly(color, _map(cx, cy, s, outline))


def detail_flame(pen, color, cx, cy, s):
    inner = path(
        (0.0, 0.42),
        ((-0.2, 0.42), (-0.18, 0.2)),
        ((-0.16, 0.02), (0.0, -0.14)),
        ((0.0, 0.06), (0.1, 0.08)),
        ((0.22, 0.2), (0.18, 0.3)),
        ((0.14, 0.42), (0.0, 0.42)),
    )
    pen.poly(color, _map(cx, cy, s, inner))


def sil_moon(pen, color, cx, cy, s):
    pen.circle(color, (cx - 0.02 * s, cy), 0.47 * s)
    pen.circle((0, 0, 0, 0), (cx + 0.2 * s, cy - 0.14 * s), 0.38 * s)


def detail_moon(pen, color, cx, cy, s):
    pen.circle(color, (cx - 0.3 * s, cy + 0.06 * s), 0.05 * s)
    pen.circle(color, (cx - 0.2 * s, cy + 0.27 * s), 0.035 * s)


def sil_drop(pen, color, cx, cy, s):
    pen.circle(color, (cx, cy + 0.17 * s), 0.32 * s)
    top = path((-0.31, 0.1), ((-0.24, -0.2), (0.0, -0.52)), ((0.24, -0.2), (0.31, 0.1)), ((0.31, 0.17),))
    pen.poly(color, _map(cx, cy, s, top))


def detail_drop(pen, color, cx, cy, s):
    pen.arc(color, (cx, cy + 0.17 * s), 0.2 * s, math.radians(150), math.radians(215), 0.07 * s)


def sil_leaf(pen, color, cx, cy, s):
    a, b = (-0.3, 0.3), (0.44, -0.44)
    outline = path(a, ((-0.36, -0.36), b), ((0.36, 0.36), a))
    pen.poly(color, _map(cx, cy, s, outline))
    pen.line(color, (cx - 0.26 * s, cy + 0.26 * s), (cx - 0.46 * s, cy + 0.46 * s), 0.08 * s)


def detail_leaf(pen, color, cx, cy, s):
    w = 0.05 * s
    pen.line(color, (cx - 0.22 * s, cy + 0.22 * s), (cx + 0.34 * s, cy - 0.34 * s), w)
    for t in (-0.1, 0.06, 0.2):
        x0, y0 = cx + t * s, cy - t * s
        pen.line(color, (x0, y0), (x0 - 0.02 * s, y0 - 0.17 * s), w * 0.8)
        pen.line(color, (x0, y0), (x0 + 0.17 * s, y0 + 0.02 * s), w * 0.8)


def sil_bat(pen, color, cx, cy, s):
    right = path(
        (0.0, -0.06),
        ((0.1, -0.14),),
        ((0.26, -0.3), (0.52, -0.22)),
        ((0.5, 0.0), (0.42, 0.1)),
        ((0.36, 0.0), (0.26, 0.06)),
        ((0.2, -0.02), (0.1, 0.14)),
        ((0.05, 0.1), (0.0, 0.22)),
    )
    left = [(-u, v) for u, v in right]
    pen.poly(color, _map(cx, cy, s, right))
    pen.poly(color, _map(cx, cy, s, left))
    pen.ellipse(color, (cx - 0.1 * s, cy - 0.12 * s, 0.2 * s, 0.34 * s))
    pen.circle(color, (cx, cy - 0.12 * s), 0.1 * s)
    for side in (-1, 1):
        pen.poly(color, _map(cx, cy, s, [(side * 0.03, -0.18), (side * 0.1, -0.32), (side * 0.1, -0.14)]))


def detail_bat(pen, color, cx, cy, s):
    for side in (-1, 1):
        pen.circle(color, (cx + side * 0.042 * s, cy - 0.13 * s), 0.026 * s)


def sil_star(pen, color, cx, cy, s):
    pen.poly(color, star_points(cx, cy + 0.04 * s, 0.52 * s, 0.22 * s))


def detail_star(pen, color, cx, cy, s):
    pass


def sil_fog(pen, color, cx, cy, s):
    """The fog sign: a bold triple wave (like an enlarged '≈')."""
    w = 0.13 * s
    for row in (-0.26, 0.0, 0.26):
        pts = []
        for i in range(41):
            u = -0.42 + 0.84 * i / 40
            pts.append((cx + u * s, cy + (row + 0.07 * math.sin(u * 2 * math.pi * 1.25)) * s))
        pen.lines(color, pts, w)


def detail_fog(pen, color, cx, cy, s):
    pass


SYMBOLS = {
    "flame": (sil_flame, detail_flame),
    "moon": (sil_moon, detail_moon),
    "drop": (sil_drop, detail_drop),
    "leaf": (sil_leaf, detail_leaf),
    "bat": (sil_bat, detail_bat),
    "star": (sil_star, detail_star),
    "fog": (sil_fog, detail_fog),
}


def draw_symbol(pen, kind, cx, cy, s, fill, outline=INK, ow=None, detail=None, shadow=None):
    sil, det = SYMBOLS[kind]
    if ow is None:
        ow = max(0.8, s * 0.045)
    pen.stamp(lambda p, c: sil(p, c, cx, cy, s), fill, outline, ow,
              shadow=shadow, shadow_off=(s * 0.03, s * 0.05))
    if detail is not None and s >= 14:
        det(pen, detail, cx, cy, s)


# --------------------------------------------------------------------------
# The friendly ghost
# --------------------------------------------------------------------------
def sil_ghost(pen, color, cx, cy, s, arms=True):
    """Ghost silhouette, s = total height; centred on (cx, cy)."""
    hw = 0.34 * s
    head_cy = cy - 0.14 * s
    pen.circle(color, (cx, head_cy), hw)
    pen.rect(color, (cx - hw, head_cy, 2 * hw, 0.42 * s))
    br = hw / 3
    for i in range(3):
        pen.circle(color, (cx - hw + br + i * 2 * br, head_cy + 0.42 * s), br)
    if arms:
        for side in (-1, 1):
            pen.ellipse(color, (cx + side * (hw + 0.02 * s) - 0.09 * s, cy + 0.0 * s, 0.18 * s, 0.11 * s))


def draw_ghost(pen, cx, cy, s, body=GHOST, outline=INK, ow=None, face=INK, blush=True,
               mood="happy", shadow=None, arms=True):
    if ow is None:
        ow = max(0.8, s * 0.04)
    pen.stamp(lambda p, c: sil_ghost(p, c, cx, cy, s, arms), body, outline, ow,
              shadow=shadow, shadow_off=(s * 0.03, s * 0.05))
    draw_ghost_face(pen, cx, cy, s, face, blush, mood)


def draw_ghost_face(pen, cx, cy, s, face=INK, blush=True, mood="happy"):
    ey = cy - 0.16 * s
    ex = 0.12 * s
    if mood == "scared":
        for side in (-1, 1):
            pen.circle(face, (cx + side * ex, ey), 0.075 * s)
            pen.circle(GHOST, (cx + side * ex + 0.02 * s, ey - 0.02 * s), 0.025 * s)
        pen.ellipse(face, (cx - 0.06 * s, cy - 0.02 * s, 0.12 * s, 0.16 * s))
        return
    for side in (-1, 1):
        pen.ellipse(face, (cx + side * ex - 0.045 * s, ey - 0.07 * s, 0.09 * s, 0.13 * s))
        if s >= 24:
            pen.circle(GHOST, (cx + side * ex + 0.012 * s, ey - 0.035 * s), 0.022 * s)
    if blush and s >= 18:
        for side in (-1, 1):
            pen.ellipse(BLUSH, (cx + side * 0.22 * s - 0.05 * s, cy - 0.07 * s, 0.1 * s, 0.05 * s))
    if mood == "boo":
        pen.ellipse(face, (cx - 0.05 * s, cy - 0.06 * s, 0.1 * s, 0.12 * s))
    else:
        pen.arc(face, (cx, cy - 0.08 * s), 0.07 * s, math.radians(20), math.radians(160),
                max(0.6, 0.03 * s))


# --------------------------------------------------------------------------
# Frames and backgrounds
# --------------------------------------------------------------------------
def parlor_background(pen, rect=None, top=AUBERGINE, bottom=MIDNIGHT, glow=True):
    x, y, w, h = rect or (0, 0, pen.w, pen.h)
    pen.vgradient((x, y, w, h), top, bottom)
    if glow:
        pen.radial((x + w / 2, y + h * 0.42), max(w, h) * 0.55,
                   with_alpha(CANDLE, 34), with_alpha(CANDLE, 0))


def gold_frame(pen, rect, radius=8, corner=True, width=2.0):
    """Double gold line with small diamond corner ornaments."""
    x, y, w, h = rect
    pen.rect(GOLD_DARK, (x, y, w, h), width + 1.2, radius)
    pen.rect(GOLD, (x + 0.6, y + 0.6, w - 1.2, h - 1.2), width, radius)
    inset = width + 3
    pen.rect(with_alpha(GOLD, 255), (x + inset, y + inset, w - 2 * inset, h - 2 * inset),
             max(0.8, width * 0.45), max(0, radius - 3))
    if corner:
        d = 3.2 + width
        for cx, cy in ((x + inset, y + inset), (x + w - inset, y + inset),
                       (x + inset, y + h - inset), (x + w - inset, y + h - inset)):
            diamond = [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
            pen.poly(GOLD_DARK, [(px + (0.5 if px > cx else -0.5 if px < cx else 0),
                                  py + (0.5 if py > cy else -0.5 if py < cy else 0)) for px, py in diamond])
            pen.poly(GOLD_LIGHT, diamond)
