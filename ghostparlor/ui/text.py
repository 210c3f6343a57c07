"""Text helpers: draw one line that never overflows, and render long text blocks.

All rendering goes through the :class:`~ghostparlor.ui.assets.Assets` caches, so
calling these every frame with unchanged text does not re-render.
"""

from __future__ import annotations

import pygame

from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.theme import Colour, Theme, get_theme


def text_block_surface(
    text: str,
    width: int,
    *,
    colour: Colour | None = None,
    heading_colour: Colour | None = None,
    size: int | str = "body",
    theme: Theme | None = None,
    paragraph_gap: int | None = None,
    on: str = "dark",
) -> pygame.Surface:
    """Render a long text (rules, help) into one transparent surface ``width`` wide.

    Light markup: a line starting with ``# `` is a heading (large bold), ``## `` a
    sub-heading (body bold), ``- `` a bullet; blank lines separate paragraphs.
    Put the result in a :class:`~ghostparlor.ui.scroll.ScrollView`. ``on`` is the
    background it will sit on ("dark" or "parchment") and picks the default colours.
    """
    theme = theme or get_theme()
    assets = get_assets()
    parchment = on == "parchment"
    if colour is None:
        colour = theme.colour("ink" if parchment else "text")
    if heading_colour is None:
        heading_colour = theme.colour("ink_accent" if parchment else "accent")
    gap = paragraph_gap if paragraph_gap is not None else theme.space("m")
    pieces: list[tuple[pygame.Surface | None, int, int]] = []  # (image, x, height)
    for raw in text.split("\n"):
        line = raw.rstrip()
        if not line:
            pieces.append((None, 0, gap))
            continue
        if line.startswith("## "):
            style = ("body", "bold", heading_colour, 0)
            line = line[3:]
        elif line.startswith("# "):
            style = ("large", "bold", heading_colour, 0)
            line = line[2:]
        elif line.startswith("- "):
            style = (size, "regular", colour, 22)
            line = "\u2022 " + line[2:]
        else:
            style = (size, "regular", colour, 0)
        role, weight, col, indent = style
        bullet = assets.text_width("\u2022 ", role, weight) if indent else 0
        # a bullet's first line starts at the indent, the next ones under its words: each is
        # wrapped to the width left of it (never under the scrollbar)
        first = assets.wrap(line, width - indent, role, weight)
        wrapped = first[:1]
        if len(first) > 1:
            rest = line[len(first[0]):].lstrip() if line.startswith(first[0]) else " ".join(first[1:])
            wrapped += assets.wrap(rest, width - indent - bullet, role, weight)
        for i, part in enumerate(wrapped):
            image = assets.text(part, role, col, weight)
            hanging = indent + (bullet if i > 0 else 0)
            pieces.append((image, hanging if i else indent, assets.line_height(role, weight)))
        if role == "large":
            pieces.append((None, 0, theme.space("xs")))
    height = max(1, sum(h for _, _, h in pieces))
    out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    y = 0
    for image, x, h in pieces:
        if image is not None:
            out.blit(image, (x, y))
        y += h
    return out


def draw_lines(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    *,
    size: int | str = "body",
    colour: Colour | None = None,
    weight: str = "regular",
    align: str = "center",
    valign: str = "top",
    min_size: int | None = None,
    max_lines: int | None = None,
) -> pygame.Rect:
    """Draw ``text`` inside ``rect``: wrapped at word boundaries (between characters in
    Japanese), shrunk down to the theme's floor so no word is split and the lines fit, and
    only then shortened with an ellipsis. Returns the rect the lines took."""
    assets = get_assets()
    colour = colour if colour is not None else get_theme().colour("text")
    lines, px = assets.fit_lines(text, rect.w, rect.h, size, weight, min_size, max_lines)
    lh = assets.line_height(px, assets.weight_for(text, weight))
    total = lh * len(lines)
    y = rect.y if valign == "top" else (rect.centery - total // 2 if valign == "middle" else rect.bottom - total)
    used = pygame.Rect(rect.x, y, 0, 0)
    for line in lines:
        image = assets.text(line, px, colour, weight)
        spot = image.get_rect(midtop=(rect.centerx, y)) if align == "center" else (
            image.get_rect(topleft=(rect.x, y)) if align == "left" else image.get_rect(topright=(rect.right, y)))
        surface.blit(image, spot)
        used = used.union(spot) if used.w else spot
        y += lh
    return used
