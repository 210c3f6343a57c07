"""The Phantom Society table's notes (issue 22): where each ghost may still hide, from the
public record (``aids.notes``): a list in the side panel's notes tab (``draw``), and on the
board (``draw_overlay``) a badge with the share on every square that may still hide a ghost;
tiles the record rules out are veiled. Drawing only, from the viewer's view."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.play import aids
from ghostparlor.games.phantom_society.table.board import INK, rgb, symbol
from ghostparlor.games.phantom_society.table.seen import Sighting
from ghostparlor.ui import draw

N = "phantom_society.notes."

# the notes panel's layouts, tried in turn until every text fits whole: (font factor, lines of squares
# per ghost, lines of heading, lines of the legend saying what the shares are)
NOTES_LEVELS = ((1.0, 2, 2, 2), (0.92, 2, 2, 2), (1.0, 2, 2, 0), (0.92, 2, 2, 0), (1.0, 1, 2, 2), (0.92, 1, 2, 2),
                (0.92, 1, 2, 0), (0.85, 1, 2, 0), (0.85, 1, 1, 0), (0.85, 1, 0, 0), (0.78, 1, 0, 0), (0.72, 1, 0, 0),
                (0.72, 0, 0, 0))
BADGE_PX = 14  # the overlay's share on a square: a fixed size, as the board's own figures


def pct(share: float) -> int:
    """A share as a whole percent, never 0 for a square still possible."""
    return max(1, round(100 * share)) if share > 0 else 0


class GhostNotes:
    """Where each ghost may still hide: the list and the board's badges."""

    def __init__(self, game, manor, moments, theme, assets) -> None:
        self.game = game
        self.manor, self.moments = manor, moments
        self.theme, self.assets = theme, assets
        self.seen: Sighting | None = None
        self._notes: tuple | None = None  # (the view, its notes)
        self._veils: dict[tuple[int, int], pygame.Surface] = {}

    def refresh(self, seen: Sighting) -> None:
        self.seen = seen

    @property
    def view(self):
        return self.seen.view if self.seen is not None else None

    def notes_now(self):
        """The notes of the view drawn now, worked out once per view (the side panel and the
        board's marks both read them every frame)."""
        cached = self._notes
        if cached is None or cached[0] is not self.view:
            cached = self._notes = (self.view, aids.notes(self.game, self.view))
        return cached[1]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The side panel's notes: where each ghost may still hide (from the public record)."""
        view = self.view
        if view is None:
            return
        notes = self.notes_now()
        theme, assets = self.theme, self.assets
        if not notes.active:
            from ghostparlor.ui.text import draw_lines

            draw_lines(surface, t(N + "later"), rect, size="small", colour=theme.colour("text_muted"), align="left")
            return
        items: list = []
        for i, level in enumerate(NOTES_LEVELS):  # the fullest layout where every text fits whole
            items, bottom, cut = self._notes_plan(notes, rect, *level)
            if bottom <= rect.bottom and not cut:
                break
        for kind, box, data in items:
            if kind == "text":
                lines, px, weight, tone = data
                step = assets.line_height(px, weight)
                for j, line in enumerate(lines):
                    img = assets.fit_text(line, box.w, px, theme.colour(tone), weight)
                    surface.blit(img, (box.x, box.y + j * step))
            elif kind == "symbol":
                colour, j = data
                draw.draw_shape(surface, symbol(colour, j), box.center, box.w // 2, rgb(colour), INK, 2)

    def _notes_plan(self, notes, rect: pygame.Rect, k: float, detail: int, head: int, legend: int) -> tuple[list, int, bool]:
        """The notes laid out at font factor ``k`` with at most ``detail`` lines of squares per
        ghost, ``head`` lines of heading and ``legend`` lines saying what the shares are:
        (items, bottom, whether a text had to be shortened)."""
        theme, assets = self.theme, self.assets
        small = max(assets.min_px(), round(theme.font_size("small") * k))
        body = max(assets.min_px(), round(theme.font_size("body") * k))
        items: list = []
        y = rect.y
        cut = False

        def text(words: str, px: int, weight: str, tone: str, x: int, width: int, max_lines: int, gap: int) -> None:
            nonlocal y, cut
            lines, size = assets.fit_lines(words, width, max_lines * assets.line_height(px, weight), px, weight,
                                           px, max_lines)
            if lines and lines[-1].endswith("\u2026") and not words.endswith("\u2026"):
                cut = True
            h = len(lines) * assets.line_height(size, weight)
            items.append(("text", pygame.Rect(x, y, width, h), (lines, size, weight, tone)))
            y += h + gap

        if head:
            text(t(N + ("head_team" if notes.ghost_team else "head")), small, "regular", "text_muted", rect.x, rect.w, head, 5)
        indent = 24
        for i, note in enumerate(notes.ghosts):
            sym = max(7, round(9 * k))
            colour = t(f"phantom_society.colour.{note.colour}")
            detail_text = ""
            if note.state == "revealed":
                title = t(N + "revealed", ghost=colour, square=note.found)
            elif note.state == "waiting":
                title = t(N + "waiting", ghost=colour, n=note.tiles)
            else:
                title = t(N + "squares", ghost=colour, n=note.count)
                if detail:
                    detail_text = self._square_list(note, rect.w - indent, small, detail)
            line_h = assets.line_height(body, "bold")
            items.append(("symbol", pygame.Rect(rect.x + 2, y + line_h // 2 - sym, sym * 2, sym * 2), (note.colour, i)))
            tone = "success" if note.state == "revealed" else "text"
            text(title, body, "bold", tone, rect.x + indent, rect.w - indent, 1, 1)
            if detail_text:
                text(detail_text, small, "regular", "text_muted", rect.x + indent, rect.w - indent, detail, 1)
            if note.mine:
                text(t(N + "yours", square=note.mine, pct=pct(note.exposed)), small, "bold", "warning",
                     rect.x + indent, rect.w - indent, 1, 1)
            y += 4
        if legend:
            text(t(N + "legend"), small, "regular", "text_muted", rect.x, rect.w, legend, 0)
        return items, y, cut

    def _square_list(self, note, width: int, px: int, lines: int = 2) -> str:
        """The squares a ghost may be under, most likely first, in at most ``lines`` lines (joined
        by newlines), never breaking a square from its share; what does not fit is counted."""
        parts = [t(N + "share", square=sq, pct=pct(p)) for sq, p in note.squares]
        assets = self.assets

        def fits(line: str) -> bool:
            return assets.text_width(line, px, "regular") <= width

        def more(n: int) -> str:
            return t(N + "more", n=n)

        rows: list[list[str]] = [[]]
        for i, part in enumerate(parts):
            row = rows[-1]
            if not row or fits(" · ".join(row + [part])):
                row.append(part)
                continue
            if len(rows) == lines:  # no room: the rest is counted on the last line
                while row and not fits(" · ".join(row + [more(len(parts) - i + 0)])):
                    i -= 1
                    row.pop()
                row.append(more(len(parts) - i))
                return "\n".join(" · ".join(r) for r in rows)
            rows.append([part])
        return "\n".join(" · ".join(r) for r in rows)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """On the board: every square that may still hide a ghost gets a badge (the colour's
        symbol and the share); a tile of a colour still hidden that the record rules out is
        veiled."""
        view = self.view
        if view is None or self.moments.summary is not None or view.phase not in ("hide", "play"):
            return
        notes = self.notes_now()
        if not notes.active:
            return
        assets, theme = self.assets, self.theme
        ruled = set(notes.ruled_out)
        manor = self.manor
        for row in range(manor.rows):
            for col in range(manor.cols):
                cell = (col, row)
                square = manor.square_of(cell)
                if view.board[manor.index_of(cell)] is None or square in manor.vanished:
                    continue
                rect = manor.grid.cell_rect(cell).inflate(-8, -8)
                if square in ruled:  # the record rules it out: veiled and hatched (a pattern, not a shade alone)
                    surface.blit(self._ruled_out_veil(rect.size), rect)
                    continue
                found = notes.candidate(square)
                if found is None:
                    continue
                note, share = found
                label = f"{pct(share)}%"
                px = min(BADGE_PX, self.theme.font_size("small"))
                img = assets.fit_text(label, rect.w // 2, px, (250, 244, 232), "bold")
                badge = pygame.Rect(0, 0, img.get_width() + 10, img.get_height() + 2)
                badge.bottomright = (rect.right - 1, rect.bottom - 1)
                back = pygame.Surface(badge.size, pygame.SRCALPHA)
                pygame.draw.rect(back, (20, 12, 26, 210), back.get_rect(), border_radius=badge.h // 2)
                surface.blit(back, badge)
                surface.blit(img, img.get_rect(center=badge.center))
                if note.mine == square:  # the ghost team's own ghost: how exposed it is
                    pygame.draw.rect(surface, theme.colour("warning")[:3], rect.inflate(4, 4), 2, border_radius=8)

    def _ruled_out_veil(self, size: tuple[int, int]) -> pygame.Surface:
        cache = self._veils
        veil = cache.get(size)
        if veil is None:
            w, h = size
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (16, 10, 20, 120), veil.get_rect(), border_radius=max(3, w // 10))
            for x in range(-h, w, 12):
                pygame.draw.line(veil, (16, 10, 20, 150), (x, h), (x + h, 0), 3)
            cache[size] = veil
        return veil
