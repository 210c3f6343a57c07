"""Ghostbumpers table: the hide dialog over the felt, where this seat picks the secret depth
of its scared card (GB-3) with what each depth risks and scores said beside the buttons.
(The score table, the other dialog, is scores.py's.)"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import SetScareLevel
from ghostparlor.games.ghostbumpers.table.layout import (
    FELT, MIN_PX, block_height, draw_lines, fit_lines, fit_text, text_step,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import Button, draw

SCARE_BUTTON_W = 64


class ScarePicker(Panel):
    """The hide dialog and its depth buttons (``buttons``, one per legal depth)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.buttons: list[Button] = []

    def refresh(self) -> None:
        """GB-3: one button per depth 1..7 while this seat hides its scared card."""
        positions = sorted(a.position for a in self.legal if isinstance(a, SetScareLevel))
        if [b.action for b in self.buttons] == positions:
            return
        for button in self.buttons:
            self.focus.remove(button)
        self.buttons = []
        if not positions:
            return
        for p in positions:
            button = Button((0, 0, SCARE_BUTTON_W, 78), str(p), action=p, size="large",
                            style="secondary", tooltip=t("ghostbumpers.ui.scare_position_tip", p=p), name=f"scare{p}")
            self.buttons.append(button)
        self.place()
        self.focus.add(*self.buttons)

    def layout(self) -> dict:
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
        n = len(self.buttons)
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

    def place(self) -> dict:
        layout = self.layout()
        for button, rect in zip(self.buttons, layout["buttons"]):
            button.rect = pygame.Rect(rect)
        return layout

    def pointed_depth(self) -> Button | None:
        """The depth button under the pointer, or under the keyboard focus."""
        chosen = None
        for button in self.buttons:
            if button.hovered or (button.focused and button.focus_visible):
                chosen = button
        return chosen

    def draw(self, surface: pygame.Surface) -> None:
        """GB-3: pick the depth of the scared card; the trade-off is said first, then what the
        depth pointed at risks and scores."""
        theme, assets = self.theme, self.assets
        layout = self.place()  # placed anew: the text size may have changed
        panel, left, right = layout["panel"], layout["left"], layout["right"]
        draw.box(surface, panel, theme.colour("panel_dark"), 14, theme.colour("accent"), 2)
        self.table.drawn["picker"] = panel
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (layout["split"], panel.y + 14),
                         (layout["split"], panel.bottom - 14), 2)
        draw_lines(surface, assets, *layout["title"], theme.colour("accent"), "title", left.x, layout["title_y"])
        lines, px, step = layout["rule"]
        draw_lines(surface, assets, lines, px, step, theme.colour("text"), "regular", left.x, layout["rule_y"])
        n = len(self.buttons)
        chosen = self.pointed_depth()
        digit = assets.text("7", "large", theme.colour("text"), "bold").get_bounding_rect().h
        for button in self.buttons:
            button.draw(surface)
            # a card under the depth's number (the scared one on the depth pointed at), when it fits
            icon_h = min(28, (button.rect.h - digit) // 2 - 5)
            if icon_h >= 14:
                icon = self.art.char_surface("S" if button is chosen else "back", (icon_h * 5 // 7, icon_h))
                surface.blit(icon, icon.get_rect(midbottom=(button.rect.centerx, button.rect.bottom - 3)))
        if self.buttons:
            first, last = self.buttons[0].rect, self.buttons[-1].rect
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

    def shown(self) -> bool:
        """The hide dialog (GB-3) is up: this seat hides its scared card, nothing is
        animating and no banner is telling news (the dialog waits for the banner)."""
        return bool(self.buttons) and not self.table.anim.steps and self.table.anim.banner_tween is None

    def waits(self) -> bool:
        """The hide dialog waits for the banner ("Round 2 begins") to go (a click skips it)."""
        return bool(self.buttons) and not self.table.anim.steps and self.table.anim.banner_tween is not None

    def update_buttons(self) -> None:
        waiting = self.waits()  # the dialog waits for the banner: its buttons too
        for button in self.buttons:
            button.visible = not waiting
            button.enabled = not self.table.anim.steps and not waiting

    def owns(self, widget) -> bool:
        return widget in self.buttons

    def handle(self, action):
        """A depth button clicked: hide the scared card there (or say why not)."""
        if action.kind != "click":
            return None
        choice = SetScareLevel(int(action.source.action))
        if choice in self.legal:
            return choice
        return t("ghostbumpers.ui.not_your_card")


DialogsPanel = ScarePicker  # its former name: the learning tests read the words of each depth (risk_text) through it
