"""Vector drawing for ghostparlor's illustrated boards and backdrops (build time only).

The boards, rooms and backdrops are drawn with skia-python (a well-kept vector
library: real anti-aliasing, gradients, paths, blur) and saved as PNG or JPEG
files under ``art/``; the game itself only loads the files, so skia is never a
run-time dependency.  Icons come from the game-icons set (CC BY 3.0, credited in
``art/LICENSE.md``), read from the npm package installed beside this file:

    pip install -r tools/requirements-art.txt
    (cd tools && npm install)          # @iconify-json/game-icons, build time only
    python tools/art_<game>.py

Everything is seeded and drawn in a fixed order, so the same script with the
same skia-python version re-makes its files byte for byte.

The palette is the parlor's (tools/art_style.py): dark aubergine and midnight,
gold and candle light, parchment and ivory.  Shapes and symbols carry meaning;
colour only repeats it (the colour-blind rule).
"""

from __future__ import annotations

import json
import math
import random
from functools import lru_cache
from pathlib import Path

import skia

REPO = Path(__file__).resolve().parent.parent
ART = REPO / "art"
FONTS = ART / "fonts"
ICONS_JSON = Path(__file__).resolve().parent / "node_modules" / "@iconify-json" / "game-icons" / "icons.json"

# The parlor palette: tools/art_style.py's (that module imports pygame-ce, a build tool here too).
from art_style import (  # noqa: E402,F401  (re-exported for the art scripts)
    AUBERGINE, AUBERGINE_LIGHT, CANDLE, GHOST, GHOST_SHADE, GOLD, GOLD_DARK, GOLD_LIGHT, INK, INK_SOFT, IVORY,
    MIDNIGHT, MIST, MIST_DARK, PARCHMENT, PARCHMENT_DARK, PLUM,
)

WOOD_DARK = (62, 38, 28)
WOOD = (104, 66, 42)
WOOD_LIGHT = (146, 98, 60)
FELT = (30, 62, 52)
FELT_LIGHT = (44, 86, 70)


def colour(rgb, alpha: int = 255) -> int:
    """A skia colour from an (r, g, b) tuple and an alpha 0-255."""
    r, g, b = rgb[:3]
    return skia.ColorSetARGB(int(alpha), int(r), int(g), int(b))


def mix(a, b, t: float):
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def paint(rgb=INK, alpha: int = 255, *, stroke: float = 0.0, shader=None, blur: float = 0.0) -> skia.Paint:
    """An anti-aliased fill (or a stroke ``stroke`` px wide) paint."""
    p = skia.Paint(AntiAlias=True, Color=colour(rgb, alpha))
    if stroke:
        p.setStyle(skia.Paint.kStroke_Style)
        p.setStrokeWidth(stroke)
        p.setStrokeJoin(skia.Paint.kRound_Join)
        p.setStrokeCap(skia.Paint.kRound_Cap)
    if shader is not None:
        p.setShader(shader)
    if blur:
        p.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, blur))
    return p


def linear(x0, y0, x1, y1, stops) -> skia.Shader:
    """A linear gradient through ``stops``: a list of (position 0-1, rgb[, alpha])."""
    cols = [colour(s[1], s[2] if len(s) > 2 else 255) for s in stops]
    return skia.GradientShader.MakeLinear([skia.Point(x0, y0), skia.Point(x1, y1)], cols, [s[0] for s in stops])


def radial(cx, cy, r, stops) -> skia.Shader:
    """A radial gradient around (cx, cy) through ``stops`` (as :func:`linear`)."""
    cols = [colour(s[1], s[2] if len(s) > 2 else 255) for s in stops]
    return skia.GradientShader.MakeRadial(skia.Point(cx, cy), r, cols, [s[0] for s in stops])


class Sheet:
    """A drawing surface of ``w`` x ``h`` pixels with its canvas."""

    def __init__(self, w: int, h: int, background=None) -> None:
        self.w, self.h = int(w), int(h)
        self.surface = skia.Surface(self.w, self.h)
        self.canvas = self.surface.getCanvas()
        self.canvas.clear(colour(background) if background is not None else skia.ColorTRANSPARENT)

    def image(self) -> skia.Image:
        return self.surface.makeImageSnapshot()

    def save(self, rel: str, *, quality: int = 88) -> Path:
        """Write the sheet to ``art/<rel>`` (.png, or .jpg for big opaque backdrops)."""
        out = ART / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        image = self.image()
        if rel.endswith((".jpg", ".jpeg")):
            data = image.encodeToData(skia.EncodedImageFormat.kJPEG, quality)
        else:
            data = image.encodeToData(skia.EncodedImageFormat.kPNG, 100)
        out.write_bytes(bytes(data))
        return out


# ---------------------------------------------------------------- fonts, text
@lru_cache(maxsize=None)
def typeface(weight: str = "bold") -> skia.Typeface:
    """The parlor's display face (Averia Serif, bold) or DejaVu Sans for small labels."""
    name = {"display": "AveriaSerifGWF-Bold.ttf", "bold": "DejaVuSans-Bold.ttf", "regular": "DejaVuSans.ttf"}[weight]
    return skia.Typeface.MakeFromFile(str(FONTS / name))


def text(canvas, s: str, x: float, y: float, size: float, rgb=INK, *, weight: str = "display", align: str = "center", alpha: int = 255) -> None:
    """Draw ``s`` with its baseline at ``y``; ``align`` is left, center or right of ``x``."""
    font = skia.Font(typeface(weight), size)
    font.setEdging(skia.Font.Edging.kAntiAlias)
    width = font.measureText(s)
    dx = {"left": 0.0, "center": -width / 2, "right": -width}[align]
    canvas.drawString(s, x + dx, y, font, paint(rgb, alpha))


# ---------------------------------------------------------------------- icons
@lru_cache(maxsize=1)
def _icon_set() -> dict:
    if not ICONS_JSON.is_file():
        raise SystemExit(f"{ICONS_JSON} is missing: run `npm install` in tools/ first")
    return json.loads(ICONS_JSON.read_text(encoding="utf-8"))


def icon_names() -> list[str]:
    return sorted(_icon_set()["icons"])


def icon(canvas, name: str, x: float, y: float, size: float, rgb=INK, alpha: int = 255, *, angle: float = 0.0) -> None:
    """Draw game-icons' ``name`` filling a ``size`` square with its top-left at (x, y)."""
    data = _icon_set()
    body = data["icons"][name]["body"]
    hexa = "#%02x%02x%02x" % tuple(rgb[:3])
    body = body.replace('fill="currentColor"', f'fill="{hexa}" fill-opacity="{alpha / 255:.3f}"')
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">{body}</svg>'
    data = svg.encode("utf-8")  # kept alive while skia reads it (the stream does not copy by default)
    dom = skia.SVGDOM.MakeFromStream(skia.MemoryStream(data, True))
    if dom is None:
        raise ValueError(f"game-icons {name!r}: skia cannot read its path; choose another icon")
    canvas.save()
    canvas.translate(x + size / 2, y + size / 2)
    if angle:
        canvas.rotate(angle)
    canvas.scale(size / 512.0, size / 512.0)
    canvas.translate(-256, -256)
    dom.render(canvas)
    canvas.restore()


def icon_with_shadow(canvas, name: str, x: float, y: float, size: float, rgb=INK, *, shadow=MIDNIGHT, off: float = 2.0) -> None:
    """An icon over a soft dark copy of itself, so it reads on any ground."""
    icon(canvas, name, x + off, y + off, size, shadow, 150)
    icon(canvas, name, x, y, size, rgb)


# ---------------------------------------------------------------- materials
def wood_floor(canvas, rect, *, seed: int, plank: float = 26.0, base=WOOD, dark=WOOD_DARK, light=WOOD_LIGHT, vertical: bool = False) -> None:
    """Planks with grain and seams filling ``rect`` (x, y, w, h)."""
    x, y, w, h = rect
    rng = random.Random(seed)
    canvas.save()
    canvas.clipRect(skia.Rect.MakeXYWH(x, y, w, h), doAntiAlias=True)
    span = w if vertical else h
    n = int(math.ceil(span / plank)) + 1
    for i in range(n):
        shade = mix(base, light if i % 2 else dark, 0.12 + 0.18 * rng.random())
        if vertical:
            r = skia.Rect.MakeXYWH(x + i * plank, y, plank, h)
        else:
            r = skia.Rect.MakeXYWH(x, y + i * plank, w, plank)
        canvas.drawRect(r, paint(shade))
        for _ in range(5):  # grain
            t = rng.random()
            p = skia.Path()
            if vertical:
                gx = r.left() + t * plank
                p.moveTo(gx, y)
                p.cubicTo(gx + rng.uniform(-3, 3), y + h * 0.3, gx + rng.uniform(-3, 3), y + h * 0.7, gx, y + h)
            else:
                gy = r.top() + t * plank
                p.moveTo(x, gy)
                p.cubicTo(x + w * 0.3, gy + rng.uniform(-3, 3), x + w * 0.7, gy + rng.uniform(-3, 3), x + w, gy)
            canvas.drawPath(p, paint(dark, 40, stroke=0.8))
        # seam and staggered butt joints
        if vertical:
            canvas.drawLine(r.right(), y, r.right(), y + h, paint(dark, 170, stroke=1.2))
            jy = y + rng.uniform(0.1, 0.9) * h
            canvas.drawLine(r.left(), jy, r.right(), jy, paint(dark, 120, stroke=1.0))
        else:
            canvas.drawLine(x, r.bottom(), x + w, r.bottom(), paint(dark, 170, stroke=1.2))
            jx = x + rng.uniform(0.1, 0.9) * w
            canvas.drawLine(jx, r.top(), jx, r.bottom(), paint(dark, 120, stroke=1.0))
    canvas.restore()


def damask(canvas, rect, *, base=AUBERGINE, motif=AUBERGINE_LIGHT, step: float = 48.0, alpha: int = 70) -> None:
    """Wallpaper: a soft diamond damask of fleurons over ``base``."""
    x, y, w, h = rect
    canvas.save()
    canvas.clipRect(skia.Rect.MakeXYWH(x, y, w, h), doAntiAlias=True)
    canvas.drawRect(skia.Rect.MakeXYWH(x, y, w, h), paint(base))
    rows = int(h / step) + 2
    cols = int(w / step) + 2
    for r in range(rows):
        for c in range(cols):
            cx = x + c * step + (step / 2 if r % 2 else 0)
            cy = y + r * step * 0.8
            p = skia.Path()
            s = step * 0.22
            p.moveTo(cx, cy - s * 1.6)
            p.quadTo(cx + s, cy - s * 0.4, cx, cy + s * 1.6)
            p.quadTo(cx - s, cy - s * 0.4, cx, cy - s * 1.6)
            canvas.drawPath(p, paint(motif, alpha))
            canvas.drawCircle(cx, cy - s * 2.1, s * 0.28, paint(motif, alpha))
    canvas.restore()


def vignette(canvas, w: float, h: float, *, strength: int = 170, rgb=MIDNIGHT) -> None:
    """Darken the edges of a ``w`` x ``h`` picture toward ``rgb`` (candle-lit centre)."""
    r = math.hypot(w, h) / 2
    canvas.drawRect(skia.Rect.MakeWH(w, h), paint(shader=radial(w / 2, h / 2, r, [(0.0, rgb, 0), (0.55, rgb, 0), (1.0, rgb, strength)])))


def candle_glow(canvas, cx: float, cy: float, r: float, *, alpha: int = 90, rgb=CANDLE) -> None:
    """A warm pool of light around (cx, cy)."""
    canvas.drawCircle(cx, cy, r, paint(shader=radial(cx, cy, r, [(0.0, rgb, alpha), (1.0, rgb, 0)])))


def gilt_frame(canvas, rect, *, width: float = 14.0, radius: float = 10.0) -> None:
    """A gold picture frame drawn inside ``rect`` (x, y, w, h): bevel, bead and corner studs."""
    x, y, w, h = rect
    outer = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), radius, radius)
    inner = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + width, y + width, w - 2 * width, h - 2 * width), radius * 0.5, radius * 0.5)
    canvas.drawDRRect(outer, inner, paint(shader=linear(x, y, x + w, y + h, [(0.0, GOLD_LIGHT), (0.35, GOLD), (0.7, GOLD_DARK), (1.0, GOLD)])))
    canvas.drawRRect(outer, paint(GOLD_DARK, stroke=1.5))
    canvas.drawRRect(inner, paint(INK, 200, stroke=1.5))
    mid = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + width / 2, y + width / 2, w - width, h - width), radius * 0.7, radius * 0.7)
    canvas.drawRRect(mid, paint(GOLD_LIGHT, 150, stroke=1.0))
    for cx, cy in ((x + width / 2, y + width / 2), (x + w - width / 2, y + width / 2), (x + width / 2, y + h - width / 2), (x + w - width / 2, y + h - width / 2)):
        canvas.drawCircle(cx, cy, width * 0.42, paint(GOLD_LIGHT))
        canvas.drawCircle(cx, cy, width * 0.42, paint(GOLD_DARK, stroke=1.2))


def soft_shadow(canvas, rect, *, radius: float = 8.0, blur: float = 6.0, off=(3.0, 4.0), alpha: int = 130) -> None:
    """A blurred shadow under a rounded rectangle."""
    x, y, w, h = rect
    rr = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + off[0], y + off[1], w, h), radius, radius)
    canvas.drawRRect(rr, paint(MIDNIGHT, alpha, blur=blur))


def noise_speckle(canvas, rect, *, seed: int, count: int = 900, rgb=IVORY, alpha: int = 14, size: float = 1.4) -> None:
    """A dust of faint specks (paper or plaster texture) over ``rect``."""
    x, y, w, h = rect
    rng = random.Random(seed)
    p = paint(rgb, alpha)
    for _ in range(count):
        canvas.drawCircle(x + rng.random() * w, y + rng.random() * h, size * (0.4 + rng.random()), p)


def backdrop(rel: str, *, seed: int, base, motif, accent=GOLD, glow=(640, 330), w: int = 1280, h: int = 720, floor=None) -> Sheet:
    """A game's table backdrop: wallpaper, an optional floor band, candle glow and vignette.

    Kept dark and quiet so the table drawn over it stays readable; ``floor`` is
    None or a (top y, wood base colour) pair for a wainscot or floor strip.
    """
    sheet = Sheet(w, h, base)
    c = sheet.canvas
    damask(c, (0, 0, w, h), base=base, motif=motif, step=56, alpha=60)
    if floor is not None:
        top, wood = floor
        wood_floor(c, (0, top, w, h - top), seed=seed, plank=30, base=wood, dark=mix(wood, MIDNIGHT, 0.5), light=mix(wood, PARCHMENT, 0.25))
        c.drawRect(skia.Rect.MakeXYWH(0, top - 6, w, 8), paint(shader=linear(0, top - 6, 0, top + 2, [(0, accent), (1, mix(accent, MIDNIGHT, 0.6))])))
    noise_speckle(c, (0, 0, w, h), seed=seed + 1, count=1400)
    candle_glow(c, glow[0], glow[1], max(w, h) * 0.55, alpha=55)
    vignette(c, w, h, strength=190)
    return sheet
