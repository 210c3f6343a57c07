"""Don't Go In There: the players' panels under the strip, one per seat (the viewer's
first): the name and colour, the curses (the score, DG-1) and the ghosts (hidden for
others unless open_ghosts or the game is over, D-9), and the seat's cards grouped by
curse type, each row saying how far the seat is toward what its type does (goals.py).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.play.goals import goal_words, progress
from ghostparlor.games.dont_go_in_there.table.art import (
    CURSE_STYLE,
    INK,
    PARCHMENT,
    PLAYERS,
    TEXT_MIN,
    P,
    _ghost,
    curse_chip,
    fit_block,
)
from ghostparlor.games.dont_go_in_there.table.collection import CHIP_R, collection_rows, panel_rows, row_words
from ghostparlor.games.dont_go_in_there.table.learn import I, P_UI
from ghostparlor.games.dont_go_in_there.table.open import draw_open_frame, draw_open_mark
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui import draw
from ghostparlor.ui import probe as _probe
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.last_move import BADGE_RADIUS
from ghostparlor.ui.tokens import Marker, draw_marker


class SeatPanels(Part):
    """The players' panels (nothing of its own to keep: drawn from the view)."""

    # --- where each seat's panel lies ----------------------------------------------------
    def seat_rects(self) -> dict[int, pygame.Rect]:
        view = self.view
        n = view.players if view else self.feed.players
        viewer = self.table.view_seat if self.table.view_seat != -99 else None
        order = list(range(n))
        if viewer is not None and 0 <= viewer < n:
            order = [viewer] + [s for s in range(n) if s != viewer]
        gap = 8
        w = (PLAYERS.w - gap * (n - 1)) // max(1, n)
        return {seat: pygame.Rect(PLAYERS.x + i * (w + gap), PLAYERS.y, w, PLAYERS.h) for i, seat in enumerate(order)}

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        rect = self.seat_rects().get(seat)
        return (rect.centerx, rect.y + 40) if rect else (470, 600)

    def collection_area(self, seat: int) -> pygame.Rect | None:
        rect = self.seat_rects().get(seat)
        if rect is None:
            return None
        top = panel_rows(self.feed.names()).collection
        return pygame.Rect(rect.x + 8, rect.y + top, rect.w - 16, rect.h - top - 4)

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        names = self.feed.names()
        viewer = self.table.view_seat if self.table.view_seat != -99 else None
        rows = panel_rows(names)
        for seat, rect in self.seat_rects().items():
            mover = view.to_move == seat and not self.feed.is_over()
            draw.box(surface, rect, theme.colour("panel_dark"), 12, theme.colour("accent") if mover else theme.colour("panel_dark_edge"), 3 if mover else 1)
            if mover:
                draw.glow(surface, rect, theme.colour("accent"), 12, 5, 100)
            # the name line
            top, h, off = rows.name
            cy = rect.y + top + h // 2
            draw_marker(surface, Marker(seat=self.feed.seats()[seat].colour), (rect.x + 18, cy), 11, theme)
            who = t("game.you", name=names[seat]) if seat == viewer else names[seat]
            room_for_token = 2 * BADGE_RADIUS + 8 if self.table.marks.name_marked(seat) else 0  # the last-move token's place
            name = assets.fit_text(who, rect.w - 40 - room_for_token, "body", theme.colour("text"), "bold")
            self._blit_ink(surface, name, rect.x + 34, rect.y + top, h, off)
            # curses (the score) and ghosts, on one row
            top, h, off = rows.score
            narrow = rect.w < 200
            half = rect.w // 2 + (12 if narrow else 0)
            num = assets.text(str(view.curses[seat]), "large", theme.colour("accent"), "bold")
            num_ink = self._blit_ink(surface, num, rect.x + 10, rect.y + top, h, off)
            word = assets.text(t(P + "curses_word"), "small", theme.colour("accent"), "bold")
            word_x = rect.x + 14 + num.get_width()
            ghosts = view.ghosts[seat]
            if narrow:
                gtext = str(ghosts) if ghosts is not None else "?"
            else:
                gtext = t(P + "ghosts", n=ghosts) if ghosts is not None else t(P + "ghosts_hidden")
            # the ghosts at the panel's middle; nearer the curses (without the word "curses"
            # if need be) when their text would not fit there
            need = int(assets.text_width(gtext, "body", "bold") * 0.85)
            show_word = not narrow and word_x + word.get_width() < rect.x + half
            gx = rect.x + half + 4
            if rect.right - gx - 26 < need:
                if show_word and rect.right - (word_x + word.get_width() + 6) - 26 >= need:
                    gx = word_x + word.get_width() + 6
                elif not narrow:
                    show_word = False
                    gx = min(gx, num_ink.right + 10)
            if show_word:
                ink = word.get_bounding_rect()
                surface.blit(word, (word_x, num_ink.bottom - ink.bottom))
            gy = rect.y + top + h // 2
            # a "+1 ghost" for the seat shows in place of its ghosts (right of the curses)
            start = (word_x + word.get_width() if show_word else num_ink.right) + 10
            self.table.motion.place_float(("seat", seat), pygame.Rect(start, rect.y + top, rect.right - 6 - start, h))
            if not self.table.motion.floated("seat", seat):
                _ghost(surface, (gx + 8, gy - 2), 7, (236, 232, 246))
                gimg = assets.fit_text(gtext, rect.right - gx - 26, "body", theme.colour("text"), "bold")
                ink = self._blit_ink(surface, gimg, gx + 20, rect.y + top, h)
                if seat in self.table.secrets.ghosts:  # hidden during the game: framed, the open mark on the corner
                    frame = pygame.Rect(gx - 2, min(ink.y, gy - 11) - 3, min(ink.right + 5, rect.right - 3) - (gx - 2), 0)
                    frame.h = max(ink.bottom, gy + 7) + 3 - frame.y
                    draw_open_frame(surface, frame, theme, 6)
                    draw_open_mark(surface, (frame.right - 2, frame.y + 1), theme, 7)
            self.draw_collection(surface, seat, self.collection_area(seat))

    @staticmethod
    def _blit_ink(surface: pygame.Surface, img: pygame.Surface, x: int, top: int, h: int, off: int | None = None) -> pygame.Rect:
        """``img`` at ``x`` in the row whose ink spans [top, top + h]: on the row's baseline
        (``off``: where the ink starts in a text of the row's size) when its ink stays in the
        row so, else with its ink centred in the row. Returns its ink on the canvas."""
        ink = img.get_bounding_rect()
        if off is not None and ink.y >= off and ink.bottom - off <= h:
            y = top - off
        else:
            y = top + (h - ink.h) // 2 - ink.y
        surface.blit(img, (x, y))
        return ink.move(x, y)

    def draw_collection(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's cards grouped by curse type, each row saying how far the seat is toward
        what its type does (goals.py: "2 of 3 for a set", "another 3 makes a pair", "7 of
        8"): the type's chip, its small cards (face up, then dispelled ones face down) and
        the words. The row of the seat's last card taken keeps a gutter for its last-move
        token (marks.py)."""
        view, theme, assets = self.view, self.theme, self.assets
        marked = self.table.marks.marked_rows(self.feed.last_moves()).get(seat)
        rows = collection_rows(view, seat, area, marked)
        if not rows:
            lines, px, pitch, off = fit_block(t(P + "no_cards"), area.w - 8, min(area.h - 8, 60), "small", "regular", TEXT_MIN, 2)
            for i, line in enumerate(lines):
                surface.blit(assets.text(line, px, theme.colour("text_muted")), (area.x + 4, area.y + 4 - off + i * pitch))
            return
        for row in rows:
            chip = curse_chip(row.curse, CHIP_R)
            surface.blit(chip, chip.get_rect(center=(row.x + CHIP_R + 1, row.cy)))
            colour, _ = CURSE_STYLE.get(row.curse, ((200, 200, 200), "circle"))
            for j, (value, up) in enumerate(row.cards):
                r = row.card_rect(j)
                if up:
                    pygame.draw.rect(surface, PARCHMENT, r, border_radius=3)
                    pygame.draw.rect(surface, draw.darken(colour, 0.3)[:3], r, 2, border_radius=3)
                    num = assets.text(str(value), TEXT_MIN, INK, "bold")
                else:  # DG-17: dispelled, turned face down (its value was public)
                    pygame.draw.rect(surface, (58, 38, 72), r, border_radius=3)
                    pygame.draw.rect(surface, (150, 118, 70), r, 1, border_radius=3)
                    num = assets.text(str(value), TEXT_MIN, (150, 136, 156), "bold")
                surface.blit(num, num.get_rect(center=r.center))
            self.draw_progress(surface, seat, row)

    def progress_words(self, seat: int, curse: str) -> tuple[list[str], bool]:
        """The words a collection row may say, longest first, and whether the type's effect is
        one card (or the end) away (goals.progress)."""
        done = progress(self.game, self.view, seat, curse)
        name = self.game.curse_name(curse)
        long, short = row_words(done), row_words(done, short=True)
        return [t(P + "row_named", curse=name, progress=long), long, short], done.ready

    def draw_progress(self, surface: pygame.Surface, seat: int, row) -> None:
        theme, assets = self.theme, self.assets
        avail = row.text_right - row.text_x
        if avail < 14:
            return
        words, ready = self.progress_words(seat, row.curse)
        colour = theme.colour("accent") if ready else theme.colour("text")
        px0 = assets.theme.font_size("small")
        floor = max(TEXT_MIN, int(px0 * 0.8))
        # the longest words that fit at nearly the full size; else the shortest, smaller;
        # else the shortest shortened (the row's inspect tip says them whole)
        tries = [(text, range(px0, floor - 1, -1)) for text in words] + [(words[-1], range(floor - 1, TEXT_MIN - 1, -1))]
        for text, sizes in tries:
            for px in sizes:
                if assets.text_width(text, px, "bold") <= avail:
                    img = assets.text(text, px, colour, "bold")
                    surface.blit(img, img.get_rect(midleft=(row.text_x, row.cy)))
                    return
        img = assets.fit_text(words[-1], avail, TEXT_MIN, colour, "bold", TEXT_MIN)
        if img.get_width() < assets.text_width(words[-1][:3] + "…", TEXT_MIN, "bold"):
            return  # too narrow for words that say anything: the row's inspect tip says them
        box = pygame.Rect(row.text_x, row.y, avail, row.h)
        with _probe.box(box, f"progress_{seat}_{row.curse}", tooltip=True):  # the inspect tip says it whole
            surface.blit(img, img.get_rect(midleft=(row.text_x, row.cy)))

    # --- inspect ---------------------------------------------------------------------
    def seat_things(self, seat: int, rect: pygame.Rect, names: list[str], viewer) -> list[Thing]:
        view, game = self.view, self.game
        rows = panel_rows(names)
        head = pygame.Rect(rect.x, rect.y, rect.w, rows.collection - 2)
        ghosts = view.ghosts[seat]
        ghosts_text = t("ui.count.ghosts", n=ghosts) if ghosts is not None else t(I + "ghosts_hidden")
        extra = [t(I + "note.dispelled", n=len(view.dispelled[seat]))] if view.dispelled[seat] else []
        if view.penalty[seat]:
            extra.append(t(I + "note.penalty", n=view.penalty[seat]))
        if seat in self.table.secrets.ghosts:
            extra.append(self.table.secrets.note("ghosts"))  # the replay's open view (open.py)
        player = names[seat] if 0 <= seat < len(names) else "?"
        out = [Thing(head, "player", "DG-1",
                     {"player": player, "curses_text": t(I + "count_curses", n=view.curses[seat]), "ghosts_text": ghosts_text,
                      "meeples_text": t(P_UI + "meeples", n=view.supply[seat]), "divisor": game.penalty_divisor,
                      "note": " ".join(extra)}, name=player)]
        area = self.collection_area(seat)
        marked = self.table.marks.marked_rows(self.feed.last_moves()).get(seat)
        for row in collection_rows(view, seat, area, marked):
            done = progress(game, view, seat, row.curse)
            up = ", ".join(str(v) for v in done.up) or "–"
            down = ", ".join(str(v) for v in done.down) or "–"
            out.append(Thing(pygame.Rect(row.rect), "group", done.rule,
                             {"player": player, "goal": str(goal_words(game, row.curse)), "progress": str(done.words()),
                              "up": up, "down": down}, name=game.curse_name(row.curse)))
        return out
