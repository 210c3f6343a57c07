"""Ghostbumpers table: the dialogs over the felt: the secret scared-card depth pick (GB-3)
and the score table across rounds (GB-24)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import SetScareLevel
from ghostparlor.games.ghostbumpers.scene_layout import TRICK, dim_table
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Button, draw
from ghostparlor.ui.tokens import Marker, draw_marker


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
        w, gap = 64, 12
        total = len(positions) * w + (len(positions) - 1) * gap
        x0 = TRICK.centerx - total // 2
        for i, p in enumerate(positions):
            button = Button((x0 + i * (w + gap), TRICK.y + 84, w, 78), str(p), action=p, size="large",
                            style="secondary", tooltip=t("ghostbumpers.ui.scare_position_tip", p=p), name=f"scare{p}")
            self.scare_buttons.append(button)
        self.focus.add(*self.scare_buttons)

    def draw_scare_picker(self, surface: pygame.Surface) -> None:
        """GB-3: pick the depth of the scared card, with the risk of the hovered depth."""
        theme, assets = self.theme, self.assets
        panel = pygame.Rect(TRICK.x - 4, TRICK.y + 2, TRICK.w + 140, TRICK.h - 4)
        draw.box(surface, panel, theme.colour("panel_dark"), 14, theme.colour("accent"), 2)
        self.drawn["picker"] = panel
        title = assets.text(t("ghostbumpers.ui.scare_title"), "large", theme.colour("accent"), "title")
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 8)))
        n = len(self.scare_buttons)
        prompt = assets.fit_text(t("ghostbumpers.ui.scare_prompt", n=n), panel.w - 24, "small", theme.colour("text"))
        surface.blit(prompt, prompt.get_rect(midtop=(panel.centerx, panel.y + 44)))
        chosen = None
        for button in self.scare_buttons:
            if button.hovered or (button.focused and button.focus_visible):
                chosen = button
        for button in self.scare_buttons:
            button.draw(surface)  # placed at build time
            icon = self.char_surface("S" if button is chosen else "back", (20, 28))
            surface.blit(icon, icon.get_rect(midbottom=(button.rect.centerx, button.rect.bottom - 4)))
        if self.scare_buttons:
            first, last = self.scare_buttons[0].rect, self.scare_buttons[-1].rect
            top = assets.text(t("ghostbumpers.ui.deck_top"), "small", theme.colour("text_muted"))
            bottom = assets.text(t("ghostbumpers.ui.deck_bottom"), "small", theme.colour("text_muted"))
            surface.blit(top, top.get_rect(midtop=(first.centerx, first.bottom + 4)))
            surface.blit(bottom, bottom.get_rect(midtop=(last.centerx, last.bottom + 4)))
        if chosen is not None:
            text = self.risk_text(int(chosen.action), n)
            colour = theme.colour("text")
        else:
            text = t("ghostbumpers.ui.scare_position_tip", p="1-%d" % n)
            colour = theme.colour("text_muted")
        lines, px = assets.fit_wrapped(text, panel.w - 40, 52, "body", "regular", 12)
        y = panel.bottom - 10 - len(lines) * (px + 4)
        for line in lines:
            img = assets.text(line, px, colour)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += px + 4

    def risk_text(self, p: int, n: int) -> str:
        beneath = n - p
        if p == 1:
            return t("ghostbumpers.ui.risk_top", points=2 * beneath)
        if p == n:
            return t("ghostbumpers.ui.risk_bottom")
        return t("ghostbumpers.ui.risk_middle", p=p, safe=p - 1, points=beneath)

    def draw_score_table(self, surface: pygame.Surface) -> None:
        """Every finished round's scores and the totals (GB-24)."""
        view, theme, assets = self.view, self.theme, self.assets
        names = self.session.names()
        dim_table(surface, theme)
        history = list(view.history)
        shown = history[-10:]
        first = len(history) - len(shown)
        n = view.players
        col_w = 56
        name_w = 180
        width = name_w + col_w * (len(shown) + 1) + 40
        panel = pygame.Rect(0, 0, max(420, width), 120 + n * 40 + 50)
        panel.center = (TABLE_RECT.centerx - 4, TABLE_RECT.centery - 20)
        draw.box(surface, panel, theme.colour("parchment"), 16, theme.colour("parchment_edge"), 3)
        head = assets.text(t("ghostbumpers.ui.score_table"), "large", theme.colour("ink_accent"), "title")
        surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.y + 12)))
        x0 = panel.x + 20 + name_w
        y0 = panel.y + 64
        for j in range(len(shown)):
            img = assets.text(t("ghostbumpers.ui.round_col", n=first + j + 1), "small", theme.colour("ink_muted"), "bold")
            surface.blit(img, img.get_rect(midtop=(x0 + j * col_w + col_w // 2, y0)))
        img = assets.text(t("ghostbumpers.ui.total"), "small", theme.colour("ink_accent"), "bold")
        surface.blit(img, img.get_rect(midtop=(x0 + len(shown) * col_w + col_w // 2, y0)))
        best = max(view.totals) if view.totals else 0
        for i in range(n):
            y = y0 + 28 + i * 40
            if i % 2 == 0:
                draw.box(surface, pygame.Rect(panel.x + 12, y - 4, panel.w - 24, 36), theme.colour("parchment_title"), 8)
            draw_marker(surface, Marker(seat=self.session.plans[i].colour), (panel.x + 32, y + 14), 9, theme)
            name = assets.fit_text(names[i], name_w - 40, "body", theme.colour("ink"), "bold" if i == self.viewer_seat else "regular")
            surface.blit(name, (panel.x + 48, y + 14 - name.get_height() // 2))
            for j, row in enumerate(shown):
                img = assets.text(str(row[i]), "body", theme.colour("ink"))
                surface.blit(img, img.get_rect(center=(x0 + j * col_w + col_w // 2, y + 14)))
            total = view.totals[i]
            img = assets.text(str(total), "body", theme.colour("ink_accent"), "bold")
            r = img.get_rect(center=(x0 + len(shown) * col_w + col_w // 2, y + 14))
            surface.blit(img, r)
            if total == best and history:
                draw.draw_shape(surface, "star", (r.right + 12, r.centery), 7, theme.colour("accent"), theme.colour("ink"), 1)
        self.close_button.rect.midbottom = (panel.centerx, panel.bottom - 12)
        self.close_button.draw(surface)
