"""Ghostbumpers table: the score table across rounds (GB-24), opened by its button under the
piles or the S key, over the whole table until a click, Enter, Space or S closes it."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.table.layout import SCORES_BUTTON, SKIP_KEYS, dim_table, fit_text, text_step
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Button, draw
from ghostparlor.ui.tokens import Marker, draw_marker


class ScoreTable(Panel):
    """The Scores button and the score table it opens (``shown``)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.shown = False
        self.button = Button(SCORES_BUTTON, t("ghostbumpers.ui.scores"),
                             style="secondary", size="small", tooltip=t("ghostbumpers.ui.scores_tip"),
                             name="scores", hotkey=pygame.K_s)
        self.close_button = Button((0, 0, 140, 38), t("ghostbumpers.ui.close"), style="secondary", size="small", name="close")
        self.focus.add(self.button)

    def open(self) -> None:
        self.shown = True
        self.table.marks.forget()  # nothing over the score table

    def handle(self, event: pygame.event.Event) -> bool:
        """True when ``event`` was the score table's: any event while it is open (a click,
        Enter, Space or S closes it), or S while the hide dialog hides the Scores button."""
        if self.shown:
            if event.type == pygame.MOUSEMOTION:
                self.close_button.handle(event)
                return True
            if (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1) or (
                    event.type == pygame.KEYDOWN and event.key in (*SKIP_KEYS, pygame.K_s)):
                self.shown = False
                self.table.marks.forget()  # the table shows again: its marks are taken anew
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and not self.button.visible:
            self.open()  # S opens the scores while the scared-card dialog hides their button
            return True
        return False

    def draw_button(self, surface: pygame.Surface) -> None:
        """The Scores button, under the piles (no box of its own)."""
        self.button.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """Every finished round's scores and the totals (GB-24)."""
        view, theme, assets = self.view, self.theme, self.assets
        names = self.feed.names()
        dim_table(surface, theme)
        history = list(view.history)
        shown = history[-10:]
        first = len(history) - len(shown)
        n = view.players
        # the columns as wide as their headings and numbers at the current text size
        widest_num = max([assets.text_width(str(x), "body") for row in shown for x in row] + [assets.text_width("00", "body")])
        total_head = t("ghostbumpers.ui.total")
        total_w = max(56, assets.text_width(total_head, "small", "bold") + 12,
                      max(assets.text_width(str(x), "body", "bold") for x in view.totals) + 16)
        star_w = 24
        name_w = 180
        # the columns' heads in words ("Round 3") when they all fit the table, else short ("R3")
        for key, pad in (("ghostbumpers.ui.sheet_round", 20), ("ghostbumpers.ui.round_col", 12)):
            heads = [t(key, n=first + j + 1) for j in range(len(shown))]
            col_w = max([56, widest_num + 16] + [assets.text_width(h, "small", "bold") + pad for h in heads])
            if name_w + col_w * len(shown) + total_w + star_w + 40 <= TABLE_RECT.w - 16:
                break
        row_h = max(40, text_step(assets, "body", "bold") + 10)
        head_h = text_step(assets, "large", "title")
        heads_h = text_step(assets, "small", "bold")
        width = name_w + col_w * len(shown) + total_w + star_w + 40
        top_h = 12 + head_h + 8
        panel = pygame.Rect(0, 0, min(TABLE_RECT.w - 16, max(420, width)),
                            top_h + heads_h + 8 + n * row_h + 12 + self.close_button.rect.h + 12)
        panel.center = (TABLE_RECT.centerx - 4, TABLE_RECT.centery - 20)
        panel.clamp_ip(TABLE_RECT)
        draw.box(surface, panel, theme.colour("parchment"), 16, theme.colour("parchment_edge"), 3)
        head = fit_text(assets, t("ghostbumpers.ui.score_table"), panel.w - 32, "large", theme.colour("ink_accent"), "title")
        surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.y + 12)))
        x0 = panel.x + 20 + name_w
        y0 = panel.y + top_h
        for j, text in enumerate(heads):
            img = fit_text(assets, text, col_w - 4, "small", theme.colour("ink_muted"), "bold")
            surface.blit(img, img.get_rect(midtop=(x0 + j * col_w + col_w // 2, y0)))
        tx = x0 + len(shown) * col_w + total_w // 2
        img = fit_text(assets, total_head, total_w - 4, "small", theme.colour("ink_accent"), "bold")
        surface.blit(img, img.get_rect(midtop=(tx, y0)))
        best = max(view.totals) if view.totals else 0
        for i in range(n):
            y = y0 + heads_h + 8 + i * row_h
            mid = y + (row_h - 8) // 2
            if i % 2 == 0:
                draw.box(surface, pygame.Rect(panel.x + 12, y - 4, panel.w - 24, row_h - 4), theme.colour("parchment_title"), 8)
            draw_marker(surface, Marker(seat=self.feed.seats()[i].colour), (panel.x + 32, mid), 9, theme)
            name = fit_text(assets, names[i], name_w - 40, "body", theme.colour("ink"), "bold" if i == self.viewer_seat else "regular")
            surface.blit(name, name.get_rect(midleft=(panel.x + 48, mid)))
            for j, row in enumerate(shown):
                img = assets.text(str(row[i]), "body", theme.colour("ink"))
                surface.blit(img, img.get_rect(center=(x0 + j * col_w + col_w // 2, mid)))
            total = view.totals[i]
            img = assets.text(str(total), "body", theme.colour("ink_accent"), "bold")
            r = img.get_rect(center=(tx, mid))
            surface.blit(img, r)
            if total == best and history:
                draw.draw_shape(surface, "star", (r.right + 12, r.centery), 7, theme.colour("accent"), theme.colour("ink"), 1)
        self.close_button.rect.midbottom = (panel.centerx, panel.bottom - 12)
        self.close_button.draw(surface)

