"""The "last ten games" chart of the statistics: drawn by us, in the parlor's look.

One slot per game, newest at the right (fewer games leave the left slots empty). Each
game is a bar for its score, from the zero line, topped by a mark: a won game is a
solid gold bar under a filled circle, a lost one a hollow lilac bar under a cross. So
won and lost differ by shape and fill as well as by colour (colour-blind safe), and a
legend under the bars says which is which in words. The score is written above its
bar when it fits the slot.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.assets import Assets, get_assets
from ghostparlor.ui.theme import Theme, get_theme

SLOTS = 10


def won_colour(theme: Theme) -> tuple[int, ...]:
    return tuple(theme.colour("accent"))


def lost_colour(theme: Theme) -> tuple[int, ...]:
    return tuple(theme.colour("secondary_edge"))


def draw_won_mark(surface: pygame.Surface, center: tuple[int, int], r: int, theme: Theme) -> None:
    """A filled circle with a dark rim (the shape of "won")."""
    pygame.draw.circle(surface, won_colour(theme)[:3], center, r)
    pygame.draw.circle(surface, (30, 20, 30), center, r, max(1, r // 4))


def draw_lost_mark(surface: pygame.Surface, center: tuple[int, int], r: int, theme: Theme) -> None:
    """A cross (the shape of "lost")."""
    x, y = center
    width = max(2, r // 2)
    colour = lost_colour(theme)[:3]
    pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), width)
    pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), width)


def score_text(score: float) -> str:
    return f"{score:g}" if abs(score) < 1e6 else f"{score:.3g}"


def caption_lines(caption: str, width: int, assets: Assets | None = None) -> tuple[list[str], int]:
    """The caption on one line, or two when one would shrink it below 80%."""
    assets = assets or get_assets()
    px = assets.theme.font_size("small")
    floor = max(10, int(px * 0.8))
    lines, size = assets.fit_lines(caption, width, assets.line_height(px, "bold"), px, "bold", floor, max_lines=1)
    if size > floor or assets.text_width(lines[0] if lines else "", size, "bold") <= width and lines == [caption]:
        return lines, size
    return assets.fit_lines(caption, width, 2 * assets.line_height(px, "bold"), px, "bold", 10, max_lines=2)


def chart_height(assets: Assets | None = None, plot: int = 64, caption: str = "", width: int = 0) -> int:
    """The height the chart wants: a caption (one or two lines), the bars with their
    numbers, a legend."""
    assets = assets or get_assets()
    small = assets.line_height("small")
    lines = len(caption_lines(caption, width, assets)[0]) if caption and width else 1
    return small * lines + 4 + small + plot + 6 + small


def draw_recent(surface: pygame.Surface, rect: pygame.Rect, results: Sequence[dict[str, Any]], *, caption: str,
                none_text: str, won_text: str, lost_text: str, theme: Theme | None = None,
                assets: Assets | None = None) -> dict[str, Any]:
    """Draw the chart of ``results`` (oldest first; each has ``won`` and ``score``) in
    ``rect``; returns what was drawn (slots' rects and marks) for tests."""
    theme = theme or get_theme()
    assets = assets or get_assets()
    rect = pygame.Rect(rect)
    ink, muted = theme.colour("text"), theme.colour("text_muted")
    line = assets.line_height("small")
    drawn: dict[str, Any] = {"slots": [], "marks": []}
    lines, px = caption_lines(caption, rect.w, assets)
    y = rect.y
    for part in lines:
        surface.blit(assets.text(part, px, muted, "bold"), (rect.x, y))
        y += assets.line_height(px, "bold")
    legend_y = rect.bottom - line
    plot = pygame.Rect(rect.x, y + 4, rect.w, max(10, legend_y - y - 10))
    draw.box(surface, plot, (*theme.colour("control_track")[:3], 150), theme.corner("small"))
    shown = list(results)[-SLOTS:]
    if not shown:
        text = assets.fit_text(none_text, plot.w - 12, "small", muted, "regular", 10)
        surface.blit(text, text.get_rect(center=plot.center))
        drawn["none"] = True
        return drawn
    scores = [float(r.get("score", 0.0)) for r in shown]
    top, bottom = max(0.0, max(scores)), min(0.0, min(scores))
    span = (top - bottom) or 1.0
    number_h = assets.text("0", "small", ink).get_height()  # room above the tallest bar for its mark and number
    mark_r = max(4, min(plot.w // (SLOTS * 3), line // 3))
    area_top = plot.y + 1 + number_h + 1 + 2 * mark_r + 1
    area_bottom = plot.bottom - (2 * mark_r + 4 if bottom < 0 else mark_r + 4)  # a mark under a bar below zero
    height = max(4, area_bottom - area_top)
    zero_y = area_top + int(height * top / span)
    pygame.draw.line(surface, muted[:3], (plot.x + 4, zero_y), (plot.right - 4, zero_y), 1)
    slot_w = plot.w / SLOTS
    first = SLOTS - len(shown)
    for n, (result, score) in enumerate(zip(shown, scores)):
        x0 = plot.x + (first + n) * slot_w
        cx = int(x0 + slot_w / 2)
        bar_w = max(4, int(slot_w * 0.5))
        y_score = area_top + int(height * (top - score) / span)
        bar = pygame.Rect(cx - bar_w // 2, min(y_score, zero_y), bar_w, max(2, abs(zero_y - y_score)))
        won = bool(result.get("won"))
        if won:
            pygame.draw.rect(surface, won_colour(theme)[:3], bar, border_radius=2)
        else:
            pygame.draw.rect(surface, lost_colour(theme)[:3], bar, 2, border_radius=2)
        mark_y = bar.y - mark_r - 1 if score >= 0 else bar.bottom + mark_r + 1
        (draw_won_mark if won else draw_lost_mark)(surface, (cx, mark_y), mark_r, theme)
        number = assets.fit_text(score_text(score), int(slot_w) - 2, "small", ink, "regular", 10)
        if number.get_width() <= slot_w - 2:
            ny = (mark_y - mark_r - 1 if score >= 0 else zero_y - 2) - number.get_height()
            ny = max(plot.y + 1, min(ny, plot.bottom - number.get_height() - 1))
            surface.blit(number, (cx - number.get_width() // 2, ny))
        drawn["slots"].append(bar)
        drawn["marks"].append("won" if won else "lost")
    # the legend: the two shapes, each with its word
    x = rect.x
    cy = legend_y + line // 2
    r = max(4, line // 3)
    for mark, word in ((draw_won_mark, won_text), (draw_lost_mark, lost_text)):
        mark(surface, (x + r + 1, cy), r, theme)
        x += 2 * r + 6
        room = max(10, (rect.right - x) if mark is draw_lost_mark else rect.w // 2 - 2 * r - 12)
        img = assets.fit_text(word, room, "small", muted, "regular", 10)
        surface.blit(img, (x, legend_y + (line - img.get_height()) // 2))
        x += img.get_width() + 16
    return drawn
