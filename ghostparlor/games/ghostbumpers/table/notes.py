"""Ghostbumpers table: the notes panel beside the table (per value this round: the copies,
played, yours, unseen; the 0/10 card, your own scared card, the tricks left), from the
viewer's view only (GB-26: public information and your own hand)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.play.aids import notes
from ghostparlor.games.ghostbumpers.table.layout import MIN_PX, VALUE_COLOURS, draw_lines, fit_lines, fit_text, text_step
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import draw


class NotesPanel(Panel):
    """The notes, drawn into the side panel's rect when the person opens them."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Per value this round: the copies in the deck, played, in your hand, unseen (a small
        table, one column per value with its colour and number); then the 0/10 card, your own
        scared card and the tricks left (GB-26: public information and your own hand). Every
        text is measured: the table's rows and the words under it shrink together (to 72% at
        the least) until all of it fits the panel."""
        theme, assets = self.theme, self.assets
        view = self.view
        data = notes(self.game, view) if view is not None else None
        text, muted, accent = theme.colour("text"), theme.colour("text_muted"), theme.colour("accent")
        if data is None:
            lines, px, step = fit_lines(assets, t("ghostbumpers.notes.none"), rect.w, rect.h, "small")
            draw_lines(surface, assets, lines, px, step, muted, "regular", rect.x, rect.y)
            return
        if data.scare_position is None:
            mine = t("ghostbumpers.notes.mine_unset")
        elif data.scare_position == 1:
            mine = t("ghostbumpers.notes.mine_on_top", now=data.worth_now)
        else:
            mine = t("ghostbumpers.notes.mine_scared", p=data.scare_position, safe=data.safe_reveals, now=data.worth_now)
        zero = {"hand": t("ghostbumpers.notes.zero_hand"), "discard": t("ghostbumpers.notes.zero_discard"),
                "unseen": t("ghostbumpers.notes.zero_unseen"),
                "trick": t("ghostbumpers.notes.zero_trick", announce=max(0, data.zero_ten_announce or 0))}[data.zero_ten_where]
        foot = [(zero, text, "bold"), (mine, text, "regular"),
                (t("ghostbumpers.notes.tricks_left", n=data.tricks_left), muted, "regular")]
        title = fit_text(assets, t("ghostbumpers.notes.title"), rect.w, "body", accent, "bold")
        small = theme.font_size("small")
        for k in range(15):  # the table and the words shrink together until they fit
            px = max(MIN_PX, round(small * (1.0 - 0.02 * k)))
            row_h = max(16, text_step(assets, px, "bold") + 4)
            wrapped = [(assets.wrap(words, rect.w, px, weight, trial=True), colour, weight) for words, colour, weight in foot]
            foot_h = sum(len(lines) * text_step(assets, px, weight) + 3 for lines, _, weight in wrapped)
            if title.get_height() + 4 + 5 * row_h + 6 + foot_h <= rect.h and self._table_width(data, px) <= rect.w:
                break
        y = rect.y
        surface.blit(title, (rect.x, y))
        y += title.get_height() + 4
        self._draw_value_table(surface, pygame.Rect(rect.x, y, rect.w, 5 * row_h), data, px, row_h)
        y += 5 * row_h + 8
        for words, colour, weight in foot:
            lines, size, step = fit_lines(assets, words, rect.w, max(text_step(assets, px, weight), rect.bottom - y), px,
                                          weight, MIN_PX)
            y = draw_lines(surface, assets, lines, size, step, colour, weight, rect.x, y) + 3

    def _labels(self) -> list[str]:
        return ["", t("ghostbumpers.notes.in_deck"), t("ghostbumpers.notes.played"), t("ghostbumpers.notes.mine"),
                t("ghostbumpers.notes.unseen")]

    def _columns(self, data, px: int) -> tuple[int, int]:
        """(the labels' width, a value column's least width) at ``px``."""
        assets = self.assets
        label_need = max(assets.text_width(label, px, "bold") for label in self._labels()) + 10
        widest = max(assets.text_width(str(x), px, "bold") for row in data.rows for x in (row.copies, row.value, 8))
        return label_need, max(18, widest + 7)

    def _table_width(self, data, px: int) -> int:
        label_need, least = self._columns(data, px)
        return label_need + len(data.rows) * least

    def _draw_value_table(self, surface: pygame.Surface, box: pygame.Rect, data, px: int, row_h: int) -> None:
        """Rows: the value (a chip in the cards' colour with its number), then the copies in the
        deck, played, yours and unseen (the unseen row bold: what is still out there)."""
        theme, assets = self.theme, self.assets
        text, muted = theme.colour("text"), theme.colour("text_muted")
        labels = self._labels()
        cols = len(data.rows)
        # the labels as wide as they are (bold: the widest), the columns share the rest
        label_need, least = self._columns(data, px)
        col_w = max(least, min(30, (box.w - label_need) // cols))
        label_w = box.w - cols * col_w
        for r, label in enumerate(labels):
            mid = box.y + r * row_h + row_h // 2
            if r % 2 == 1:
                pygame.draw.rect(surface, theme.colour("panel_dark_edge")[:3], (box.x, mid - row_h // 2, box.w, row_h),
                                 border_radius=4)
            weight = "bold" if r == 4 else "regular"
            if label:
                image = fit_text(assets, label, label_w - 6, px, text if r == 4 else muted, weight)
                surface.blit(image, image.get_rect(midleft=(box.x + 3, mid)))
            for c, row in enumerate(data.rows):
                cx = box.x + label_w + c * col_w + col_w // 2
                if r == 0:  # the value: its colour (the cards' accent) and its number
                    chip = pygame.Rect(0, 0, col_w - 3, row_h - 3)
                    chip.center = (cx, mid)
                    draw.box(surface, chip, VALUE_COLOURS[row.value], 4)
                    number = fit_text(assets, str(row.value), chip.w, px, (255, 255, 255), "bold")
                    surface.blit(number, number.get_rect(center=chip.center))
                    continue
                value = (row.copies, row.played, row.mine, row.unseen)[r - 1]
                shown = str(value) if value or r == 1 else "-"
                colour = text if value else muted
                number = fit_text(assets, shown, col_w - 2, px, colour, weight)
                surface.blit(number, number.get_rect(center=(cx, mid)))
