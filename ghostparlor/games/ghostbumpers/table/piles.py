"""Ghostbumpers table: the draw and discard piles on the felt, with their counts and, under
them, what the discard pile holds (public: every value's count, GB-26)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.games.ghostbumpers.table.layout import (
    DISCARD_POS, DRAW_POS, MIN_PX, PILE_CARD, SCORES_BUTTON, blit_ink, draw_lines, fit_lines, fit_text, splits_word,
    text_step,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import draw


class PilesPanel(Panel):
    """The two piles; remembers where the last frame put their words (for the inspect tips)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.counts_rect: pygame.Rect | None = None  # the discard pile's counts, as last drawn
        self.pile_bottom: int | None = None  # under the piles' labels, as last drawn

    def draw(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        label_w = PILE_CARD[0] + 12
        labels = []
        for label in (t("ghostbumpers.ui.draw_pile"), t("ghostbumpers.ui.discard_pile")):
            floor = max(MIN_PX, int(theme.font_size("small") * 0.72))
            if assets.text_width(label, floor, "bold") <= label_w or splits_word(assets, label, label_w, floor, "bold"):
                labels.append(None)  # one line, shrunk a little if need be
            else:  # two lines under the card
                labels.append(fit_lines(assets, label, label_w, 2 * text_step(assets, "small", "bold"), "small", "bold"))
        below = DRAW_POS[1] + PILE_CARD[1] + 6
        for (pos, count, label, face_up), lines in zip(
                ((DRAW_POS, view.draw_pile_size, t("ghostbumpers.ui.draw_pile"), False),
                 (DISCARD_POS, len(view.discard_pile), t("ghostbumpers.ui.discard_pile"), True)), labels):
            rect = pygame.Rect(pos, PILE_CARD)
            if count <= 0:
                draw.box(surface, rect, (30, 48, 40), 9, theme.colour("panel_dark_edge"), 2)
            else:
                for i in range(min(4, (count + 5) // 6)):
                    surface.blit(self.art.card_surface(None, PILE_CARD), rect.move(i * 2, -i * 2))
                num = assets.text(str(count), "body", theme.colour("accent_text"), "bold")
                c = (rect.right, rect.y + 2)
                radius = max(14, num.get_width() // 2 + 6, num.get_bounding_rect().h // 2 + 5)
                pygame.draw.circle(surface, theme.colour("accent")[:3], c, radius)
                blit_ink(surface, num, center=c)
            if lines is None:
                img = fit_text(assets, label, label_w, "small", theme.colour("text"), "bold")
                surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 6)))
                end = rect.bottom + 6 + text_step(assets, "small", "bold")
            else:
                end = draw_lines(surface, assets, *lines, theme.colour("text"), "bold", rect.centerx, rect.bottom + 6, "center")
            below = max(below, end)
        # the discard pile's contents are public: show the count of each value
        counts: dict[int, int] = {}
        for card in view.discard_pile:
            counts[card] = counts.get(card, 0) + 1
        # written as a play is (GB-12's k x v: "3x5" is three 5s), the 0/10 card last
        self.counts_rect = None
        if counts:
            text = self.discard_counts_text(counts)
            top = max(DRAW_POS[1] + PILE_CARD[1] + 30, below + 4)
            lines, px, step = fit_lines(assets, text, 168, SCORES_BUTTON.y - 4 - top, "small", "regular", MIN_PX)
            end = draw_lines(surface, assets, lines, px, step, theme.colour("text_muted"), "regular", 24, top)
            self.counts_rect = pygame.Rect(20, top - 2, 176, max(step, end - top) + 4)
        self.pile_bottom = below

    @staticmethod
    def discard_counts_text(counts: dict[int, int]) -> str:
        order = sorted(v for v in counts if v != ZERO_TEN) + ([ZERO_TEN] if ZERO_TEN in counts else [])
        return "  ".join(t("ghostbumpers.card.multiple", count=counts[v], value="0/10" if v == ZERO_TEN else v)
                         for v in order)

