"""Fear points on the Ghosts table (GH-8, GH-13): the round marker every seat's panel
shows, the unit it writes ("FP"), and what the marker and the "took a pile" line are
(inspect tips). Shared by the other seats' panels and the viewer's own.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.table.geometry import MIN_PX
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.text_layout import ink


def fp_unit(fp: int) -> str:
    """The fear points' short unit as the language writes it ("FP", "PM", "ОС")."""
    whole = t("ghosts.ui.fear_points", n=fp)
    unit = whole.replace(str(fp), "", 1).strip()
    return unit if 0 < len(unit) <= 4 else "FP"


def draw_fear(surface: pygame.Surface, theme, assets, center: tuple[int, int], fp: int, radius: int = 24) -> None:
    """Fear points: a round marker with the number and the unit ("FP") under it, both
    sized to stay inside the marker at any text size."""
    pygame.draw.circle(surface, (120, 36, 44), center, radius)
    pygame.draw.circle(surface, theme.colour("accent"), center, radius, 2)
    unit = assets.text(fp_unit(fp), MIN_PX, theme.colour("accent"), "bold")
    unit_ink = ink(unit)
    inner = 2 * radius - 8  # the ink stays clear of the ring
    px = theme.font_size("large")
    while True:
        num = assets.text(str(fp), px, theme.colour("text"), "bold")
        num_ink = ink(num)
        if (num_ink.h + 2 + unit_ink.h <= inner and num_ink.w <= inner) or px <= MIN_PX:
            break
        px -= 1
    top = center[1] - (num_ink.h + 2 + unit_ink.h) // 2
    surface.blit(num, (center[0] - num_ink.centerx, top - num_ink.y))
    surface.blit(unit, (center[0] - unit_ink.centerx, top + num_ink.h + 2 - unit_ink.y))


def counter_things(view, seat: int, rect: pygame.Rect, names, own: bool) -> list[Thing]:
    """A seat's fear-point marker (its panel's middle right, or centre for the viewer's own)
    and its "took a pile" line (the panel's bottom rows)."""
    if own:
        marker = pygame.Rect(rect.x + 20, rect.y + 28, rect.w - 40, rect.h - 80)
    else:
        marker = pygame.Rect(rect.right - 62, rect.y + 24, 58, max(30, rect.h - 56))
    status = pygame.Rect(rect.x + 4, rect.bottom - (46 if own else 28), rect.w - 8, 44 if own else 26)
    took = t("ghosts.ui.took") if view.took_pile[seat] else t("ghosts.ui.no_pile")
    return [Thing(marker, "fear_points", "GH-8", {"player": names[seat], "n": view.fear_points[seat]}),
            Thing(status, "took_status", "GH-13", {"player": names[seat], "status": took})]
