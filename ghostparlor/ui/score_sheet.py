"""The score sheet of a finished game: a grid with one column per seat and one row per
round (Ghosts, Ghostbumpers), per scoring family (Don't Go In There's curse types), or per
pawn (Treasure Hunters), a total line, and notes in words (the tie-break that decided the
ranking, the removed cards). A game's scene module gives it with
``results_sheet(session) -> ScoreSheet | None``; the results screen draws it."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.theme import Theme, get_theme
from ghostparlor.ui.tokens import Marker, draw_marker

MIN_PX = 15  # the sheet's smallest text (at 100% text size): it is read, not glanced at
CROWN = "common/results_crown.png"


@dataclass
class ScoreSheet:
    title: str  # what the rows are ("Round by round", "Points by curse")
    rows: list[tuple[str, list[str]]]  # (row label, one cell per seat)
    total: tuple[str, list[str]] | None = None  # the bottom line (label, one cell per seat)
    notes: list[str] = field(default_factory=list)  # shown under the grid (removed cards, rule notes)
    tiebreak: str = ""  # in words, when a tie-break decided the ranking (shown with the ranking too)


def draw_sheet(surface: pygame.Surface, sheet: ScoreSheet, area: pygame.Rect, names: list[str], colours: list[int],
               ink, muted, rule, theme: Theme | None = None, winners: set[int] | frozenset[int] = frozenset()) -> int:
    """Draw ``sheet`` inside ``area`` (the seats as columns, a crown over each winner's);
    returns the y under it. Text shrinks to fit, never under MIN_PX (a name cut short shows
    whole in its tip); rows that still do not fit are summed up as "... +N"."""
    theme = theme or get_theme()
    assets = get_assets()
    seats = len(names)
    # the row labels take what they need (measured), the seats' columns keep at least 72 px each
    widest = max([assets.text_width(label, "small") for label, _ in sheet.rows] +
                 ([assets.text_width(sheet.total[0], "body", "bold")] if sheet.total is not None else []), default=0)
    label_w = min(max(120, area.w // (seats + 2), widest + 12), max(120, area.w - seats * 72))
    col_w = (area.w - label_w) // max(1, seats)
    y = area.y
    title = assets.fit_text(sheet.title, area.w, "body", ink, "bold", MIN_PX)
    surface.blit(title, (area.x, y))
    y += title.get_height() + 6
    head_h = max(22, assets.line_height("small", "bold"))
    head_px = theme.font_size("small")  # one size for every head (a row that reads evenly), then shortened if need be
    while head_px > MIN_PX and any(assets.text_width(name, head_px, "bold") > col_w - 26 for name in names):
        head_px -= 1
    crown = assets.image_scaled(CROWN, (22, 22)) if winners else None
    for i, name in enumerate(names):  # the column heads: token and name (shrunk, then shortened: the tip shows it whole)
        cx = area.x + label_w + i * col_w
        draw_marker(surface, Marker(seat=colours[i]), (cx + 10, y + head_h // 2), 9, theme)
        head = assets.fit_text(name, col_w - 26, head_px, ink, "bold", MIN_PX)
        surface.blit(head, (cx + 24, y + head_h // 2 - head.get_height() // 2))
        if i in winners and crown is not None:  # the winner's column wears the crown (a shape, not a colour)
            surface.blit(crown, crown.get_rect(midbottom=(cx + 10, y + 1)))
    y += head_h + 4
    pygame.draw.line(surface, rule, (area.x, y), (area.right, y), 1)
    y += 4
    lines = list(sheet.rows)
    room = area.bottom - y - (30 if sheet.total else 0) - 22 * min(3, len(sheet.notes) + bool(sheet.tiebreak))
    row_h = max(MIN_PX + 6, min(30, room // max(1, len(lines))))
    size = max(MIN_PX, min(theme.font_size("small"), row_h - 6))
    fit = max(0, room // row_h)
    hidden = 0
    if len(lines) > fit:
        hidden = len(lines) - (fit - 1)
        lines = lines[:max(0, fit - 1)]
    for n, (label, cells) in enumerate(lines):
        if n % 2 == 1:
            band = pygame.Surface((area.w, row_h), pygame.SRCALPHA)
            band.fill((*rule[:3], 40))
            surface.blit(band, (area.x, y))
        text = assets.fit_text(label, label_w - 8, size, muted, "regular", MIN_PX)
        surface.blit(text, (area.x + 4, y + (row_h - text.get_height()) // 2))
        for i, cell in enumerate(cells[:seats]):
            img = assets.fit_text(cell, col_w - 10, size, ink, "regular", MIN_PX)
            surface.blit(img, img.get_rect(midright=(area.x + label_w + (i + 1) * col_w - 10, y + row_h // 2)))
        y += row_h
    if hidden:
        more = assets.fit_text(f"… +{hidden}", label_w, size, muted, "regular", MIN_PX)
        surface.blit(more, (area.x + 4, y + 2))
        y += row_h
    if sheet.total is not None:
        pygame.draw.line(surface, rule, (area.x, y + 2), (area.right, y + 2), 2)
        y += 6
        label, cells = sheet.total
        text = assets.fit_text(label, label_w - 8, "body", ink, "bold", MIN_PX)
        surface.blit(text, (area.x + 4, y))
        tallest = text.get_height()
        for i, cell in enumerate(cells[:seats]):
            img = assets.fit_text(cell, col_w - 10, "body", ink, "bold", MIN_PX)
            surface.blit(img, img.get_rect(topright=(area.x + label_w + (i + 1) * col_w - 10, y)))
            tallest = max(tallest, img.get_height())
        y += tallest + 6
    notes = ([sheet.tiebreak] if sheet.tiebreak and sheet.tiebreak not in sheet.notes else []) + list(sheet.notes)
    for note in notes:  # the tie-break first, when one decided the ranking
        wrapped, px = assets.fit_lines(note, area.w, max(MIN_PX + 4, area.bottom - y), "small", "regular", MIN_PX)
        lh = assets.line_height(px)
        for part in wrapped:
            if y + lh > area.bottom:
                return y
            surface.blit(assets.text(part, px, muted), (area.x, y))
            y += lh
        y += 4
    return y


def sheet_height(sheet: ScoreSheet, width: int, row_h: int = 26, theme: Theme | None = None) -> int:
    """How tall :func:`draw_sheet` stands ``width`` wide with every row shown ``row_h`` high."""
    theme = theme or get_theme()
    assets = get_assets()
    height = assets.line_height("body", "bold") + 6 + max(22, assets.line_height("small", "bold")) + 8
    height += len(sheet.rows) * row_h
    if sheet.total is not None:
        height += 30 + assets.line_height("body", "bold")
    notes = ([sheet.tiebreak] if sheet.tiebreak and sheet.tiebreak not in sheet.notes else []) + list(sheet.notes)
    small = assets.line_height("small")
    return height + sum(len(assets.wrap(note, width, "small")) * small + 4 for note in notes)
