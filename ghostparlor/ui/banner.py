"""The table's announcement banner: one line on parchment, over the play area, for a
moment ("Round 3 begins", "The white ghost is revealed on c6").

Every game's table shows its announcements the same way: fully opaque while it is
read, fading out only in its last fifth, with a shadow and a gold edge so it stands
clear of the cards and tiles beneath it.
"""

from __future__ import annotations

import pygame

from ghostparlor.ui import probe as _probe

from ghostparlor.ui import draw
from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.theme import get_theme


def draw_banner(surface: pygame.Surface, text: str, remaining: float, center: tuple[int, int],
                max_width: int = 820, bounds: pygame.Rect | None = None) -> pygame.Rect | None:
    """Draw ``text`` centred on ``center``; ``remaining`` runs from 1 (just shown) to 0.

    Returns the banner's rectangle (None when nothing is drawn)."""
    _probe.layer()  # drawn over what lies beneath
    if not text or remaining <= 0:
        return None
    theme, assets = get_theme(), get_assets()
    alpha = int(255 * min(1.0, remaining * 5))
    lh = assets.line_height("body", "bold")
    lines, px = assets.fit_lines(text, max_width, lh * 2, "body", "bold", max_lines=2)  # two lines before it shrinks
    images = [assets.text(line, px, theme.colour("ink"), "bold") for line in lines]
    step = assets.line_height(px, "bold")
    width = max(image.get_width() for image in images)
    box = pygame.Rect(0, 0, width, step * len(images)).inflate(40, 16)
    box.center = center
    if bounds is not None:
        box.clamp_ip(bounds)
    panel = pygame.Surface((box.w + 16, box.h + 16), pygame.SRCALPHA)
    inner = pygame.Rect(8, 6, box.w, box.h)
    draw.shadow(panel, inner, 10, (0, 3), 140, 6)
    draw.box(panel, inner, theme.colour("parchment")[:3], 10, theme.colour("accent")[:3], 2)
    y = inner.y + 8
    for image in images:
        panel.blit(image, image.get_rect(midtop=(inner.centerx, y)))
        y += step
    if alpha < 255:
        panel.set_alpha(alpha)
    surface.blit(panel, (box.x - 8, box.y - 6))
    return box
