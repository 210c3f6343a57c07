"""Ghostbumpers table: the dialogs over the felt: the secret scared-card depth pick (GB-3)
and the score table across rounds (GB-24)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import SetScareLevel
from ghostparlor.games.ghostbumpers.table.layout import (
    FELT, MIN_PX, block_height, dim_table, draw_lines, fit_lines, fit_text, text_step,
)
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Button, draw
from ghostparlor.ui.tokens import Marker, draw_marker


SCARE_BUTTON_W = 64


class DialogsPanel:
    """The hide dialog and the score table (a mixin of GhostbumpersTable)."""

    def build_scare_buttons(self) -> None:
        """GB-3: one button per depth 1..7 while this seat hides its scared card."""
        positions = sorted(a.position for a in self.legal if isinstance(a, SetScareLevel))
        if [b.action for b in self.scare_buttons] == positions:
            return
        for button in self.scare_buttons:
            self.focus.remove(button)
        self.scare_buttons = []
        if not positions:
            return
        for p in positions:
            button = Button((0, 0, SCARE_BUTTON_W, 78), str(p), action=p, size="large",
                            style="secondary", tooltip=t("ghostbumpers.ui.scare_position_tip", p=p), name=f"scare{p}")
            self.scare_buttons.append(button)
        self.place_scare_buttons()
        self.focus.add(*self.scare_buttons)

    def picker_layout(self) -> dict:
        """The hide dialog's parts, measured at the current text size. It lies over the whole
        felt (nothing there matters before the deal is played) in two columns: on the left the
        title and the trade-off in words (GB-3, GB-15, GB-19), said before any depth is picked;
        on the right the depth buttons with "top" and "bottom" under the first and the last
        (or beside them when the height is short), and under them what the depth pointed at
        risks and scores."""
        assets = self.assets
        panel = pygame.Rect(FELT.x + 6, FELT.y + 5, FELT.w - 12, FELT.h - 10)
        split = panel.x + int(panel.w * 0.42)
        left = pygame.Rect(panel.x + 16, panel.y + 8, split - panel.x - 28, panel.h - 16)
        right = pygame.Rect(split + 14, panel.y + 10, panel.right - 14 - (split + 14), panel.h - 18)
        n = len(self.scare_buttons)
        # the title on one line (shrunk at most to 85%), else on two
        title = fit_lines(assets, t("ghostbumpers.ui.scare_title"), left.w, 2 * text_step(assets, "large", "title"),
                          "large", "title", one_line=0.85)
        title_h = block_height(assets, *title, "title")
        rule = fit_lines(assets, t("ghostbumpers.ui.scare_rule"), left.w, left.bottom - (left.y + title_h + 6), "small",
                         "regular", MIN_PX)
        small = text_step(assets, "small")
        label_h = small
        digit = assets.text("7", "large", (255, 255, 255), "bold").get_bounding_rect().h
        least = max(44, digit + 22)  # the buttons' least height: their number and a margin
        risk_h = max(2 * small, min(4 * small, right.h - least - label_h - 10))
        room = right.h - risk_h - 8  # for the buttons (and the labels under them)
        below = room - label_h - 4 >= least
        button_h = max(least, min(78, room - (label_h + 4 if below else 0)))
        gap = 8
        button_w = min(SCARE_BUTTON_W, (right.w - (n - 1) * gap) // max(1, n)) if n else SCARE_BUTTON_W
        total = n * button_w + (n - 1) * gap
        x0 = right.centerx - total // 2
        rects = [pygame.Rect(x0 + i * (button_w + gap), right.y, button_w, button_h) for i in range(n)]
        return {"panel": panel, "left": left, "right": right, "split": split, "title_y": left.y, "title": title, "rule": rule,
                "rule_y": left.y + title_h + 6, "buttons": rects, "labels_below": below,
                "risk_top": right.bottom - risk_h, "risk_h": risk_h}

    def place_scare_buttons(self) -> dict:
        layout = self.picker_layout()
        for button, rect in zip(self.scare_buttons, layout["buttons"]):
            button.rect = pygame.Rect(rect)
        return layout

    def pointed_depth(self) -> Button | None:
        """The depth button under the pointer, or under the keyboard focus."""
        chosen = None
        for button in self.scare_buttons:
            if button.hovered or (button.focused and button.focus_visible):
                chosen = button
        return chosen

    def draw_scare_picker(self, surface: pygame.Surface) -> None:
        """GB-3: pick the depth of the scared card; the trade-off is said first, then what the
        depth pointed at risks and scores."""
        theme, assets = self.theme, self.assets
        layout = self.place_scare_buttons()  # placed anew: the text size may have changed
        panel, left, right = layout["panel"], layout["left"], layout["right"]
        draw.box(surface, panel, theme.colour("panel_dark"), 14, theme.colour("accent"), 2)
        self.drawn["picker"] = panel
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (layout["split"], panel.y + 14),
                         (layout["split"], panel.bottom - 14), 2)
        draw_lines(surface, assets, *layout["title"], theme.colour("accent"), "title", left.x, layout["title_y"])
        lines, px, step = layout["rule"]
        draw_lines(surface, assets, lines, px, step, theme.colour("text"), "regular", left.x, layout["rule_y"])
        n = len(self.scare_buttons)
        chosen = self.pointed_depth()
        digit = assets.text("7", "large", theme.colour("text"), "bold").get_bounding_rect().h
        for button in self.scare_buttons:
            button.draw(surface)
            # a card under the depth's number (the scared one on the depth pointed at), when it fits
            icon_h = min(28, (button.rect.h - digit) // 2 - 5)
            if icon_h >= 14:
                icon = self.char_surface("S" if button is chosen else "back", (icon_h * 5 // 7, icon_h))
                surface.blit(icon, icon.get_rect(midbottom=(button.rect.centerx, button.rect.bottom - 3)))
        if self.scare_buttons:
            first, last = self.scare_buttons[0].rect, self.scare_buttons[-1].rect
            colour = theme.colour("text_muted")
            if layout["labels_below"]:
                # each under its button, centred, no further than 40 pixels past the button's sides
                top = fit_text(assets, t("ghostbumpers.ui.deck_top"), 2 * min(first.centerx - right.x, first.w // 2 + 40),
                                      "small", colour)
                bottom = fit_text(assets, t("ghostbumpers.ui.deck_bottom"), 2 * min(right.right - last.centerx, last.w // 2 + 40),
                                         "small", colour)
                surface.blit(top, top.get_rect(midtop=(first.centerx, first.bottom + 4)).clamp(right))
                surface.blit(bottom, bottom.get_rect(midtop=(last.centerx, last.bottom + 4)).clamp(right))
            else:
                top = fit_text(assets, t("ghostbumpers.ui.deck_top"), max(10, first.x - right.x - 8), "small", colour)
                bottom = fit_text(assets, t("ghostbumpers.ui.deck_bottom"), max(10, right.right - last.right - 8), "small", colour)
                surface.blit(top, top.get_rect(midright=(first.x - 6, first.centery)))
                surface.blit(bottom, bottom.get_rect(midleft=(last.right + 6, last.centery)))
        if chosen is not None:
            text = self.risk_text(int(chosen.action), n)
            colour, weight = theme.colour("text"), "bold"
        else:
            text = t("ghostbumpers.ui.scare_pick", n=n)
            colour, weight = theme.colour("text_muted"), "regular"
        lines, px, step = fit_lines(assets, text, right.w, layout["risk_h"], "small", weight, MIN_PX)
        y = layout["risk_top"] + max(0, (layout["risk_h"] - len(lines) * step) // 2)
        draw_lines(surface, assets, lines, px, step, colour, weight, right.centerx, y, "center")

    def risk_text(self, p: int, n: int) -> str:
        """What hiding the scared card at depth ``p`` of ``n`` risks and scores (GB-15, GB-19,
        GB-22): the reveals it survives, the cards beneath it, doubled when exactly the cards
        above it were turned up (it is then on top at the round's end)."""
        beneath = n - p
        if p == 1:
            return t("ghostbumpers.ui.risk_at_top", beneath=beneath, double=2 * beneath)
        if p == n:
            return t("ghostbumpers.ui.risk_at_bottom", p=p)
        return t("ghostbumpers.ui.risk_at", p=p, safe=p - 1, beneath=beneath, double=2 * beneath)

    def draw_score_table(self, surface: pygame.Surface) -> None:
        """Every finished round's scores and the totals (GB-24)."""
        view, theme, assets = self.view, self.theme, self.assets
        names = self.session.names()
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
            draw_marker(surface, Marker(seat=self.session.plans[i].colour), (panel.x + 32, mid), 9, theme)
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
