"""Ghosts table: the notes panel (the side panel's notes tab): which cards of each family
and value are still unseen (not in the viewer's hand, not played where everyone saw), and
the Fog left. Drawing only, from the viewer's view: the other hands are counted, never shown.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.play.aids import notes
from ghostparlor.games.ghosts.table.geometry import MIN_PX
from ghostparlor.games.ghosts.table.part import Part
from ghostparlor.ui.text import draw_lines


class NotesPanel(Part):
    """The viewer's notes of the cards still unseen."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The notes in ``rect`` (the side panel's notes tab), or a line saying there are none."""
        theme, assets = self.theme, self.assets
        view = self.view
        data = notes(self.game, view) if view is not None else None
        text, muted = theme.colour("text"), theme.colour("text_muted")
        if data is None:
            draw_lines(surface, t("ghosts.notes.none"), rect, size="small", colour=muted, align="left")
            return
        y = rect.y
        title = assets.fit_text(t("ghosts.notes.title"), rect.w, "body", theme.colour("accent"), "bold", MIN_PX)
        surface.blit(title, (rect.x, y))
        y += title.get_height() + 2
        rows = len(data.families) + 1
        fog_h = assets.line_height("small", "bold") + 4
        room = rect.bottom - y - fog_h - rows * max(20, assets.line_height("small", "bold") + 2) - 6
        used = draw_lines(surface, t("ghosts.notes.explain"), pygame.Rect(rect.x, y, rect.w, max(16, room)), size="small",
                          colour=muted, align="left", max_lines=4, min_size=MIN_PX)
        y = used.bottom + 6
        row_h = max(18, min(30, (rect.bottom - y - fog_h) // rows))
        label_w = rect.w - 3 * 52
        col_x = [rect.x + label_w + i * 52 + 26 for i in range(len(data.values))]
        for value, cx in zip(data.values, col_x):  # the column heads: the values
            head = assets.text(str(value), "small", muted, "bold")
            surface.blit(head, head.get_rect(center=(cx, y + row_h // 2)))
        unseen_word = assets.fit_text(t("ghosts.notes.unseen"), label_w - 8, "small", muted, "regular", MIN_PX)
        surface.blit(unseen_word, unseen_word.get_rect(midleft=(rect.x, y + row_h // 2)))
        y += row_h
        thumb = (max(12, row_h * 5 // 7 - 2), max(16, row_h - 4))
        for family in data.families:
            mid = y + row_h // 2
            image = assets.image_scaled(f"ghosts/ghost_{family}_1.png", thumb)
            if image is not None:
                surface.blit(image, image.get_rect(midleft=(rect.x, mid)))
            name = assets.fit_text(t(f"ghosts.family.{family}"), label_w - thumb[0] - 14, "small", text, "bold", MIN_PX)
            surface.blit(name, name.get_rect(midleft=(rect.x + thumb[0] + 6, mid)))
            for value, cx in zip(data.values, col_x):
                card = f"ghost_{family}_{value}"
                left = data.unseen(card)
                cell = pygame.Rect(0, 0, 44, row_h - 4)
                cell.center = (cx, mid)
                pygame.draw.rect(surface, theme.colour("panel_dark_edge")[:3], cell, 1, border_radius=5)
                number = assets.text(str(left) if left else "–", "small", text if left else muted, "bold")
                surface.blit(number, number.get_rect(center=(cell.centerx - 6, mid)))
                for k in range(data.copies.get(card, 0)):  # one pip per copy: hollow when unseen
                    centre = (cell.right - 7, cell.y + 5 + k * max(4, (cell.h - 8) // max(1, data.copies[card] - 1 or 1)))
                    if k < data.copies[card] - left:
                        pygame.draw.circle(surface, muted[:3], centre, 2)
                    else:
                        pygame.draw.circle(surface, theme.colour("accent")[:3], centre, 2, 1)
            y += row_h
        fog = assets.fit_text(t("ghosts.notes.fog", n=data.unseen("fog"), total=data.fog_total), rect.w, "small", text, "bold", MIN_PX)
        surface.blit(fog, (rect.x, min(y + 2, rect.bottom - fog.get_height())))
