"""Ghostbumpers table: the viewer's own panel, left of the hand (name and points, the start
card, the own character deck face down in its order with the scared card, where the scared
card lies, a card owed); a spectator sees words there instead, and a replay's open view
what its frames mean."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.table.layout import (
    HAND_RECT, ME_PANEL, MIN_PX, blit_ink, block_height, draw_lines, fit_lines, fit_text, text_step,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import draw
from ghostparlor.ui.tokens import Marker, draw_marker

# the viewer's deck row: the cards (the scared one lifted) in a last-move frame, drawn 5
# pixels out of its rect, which starts 9 pixels above the cards and is 46 tall
ME_DECK_TOP = 14
ME_DECK_H = 56


class OwnPanel(Panel):
    """The viewer's own panel (nothing of it is kept between frames)."""

    def rows(self) -> dict:
        """The viewer's panel, measured at the current text size: rows from the top (name,
        points, "Your character deck", the deck, where the scared card lies), each as tall as
        its text; the height left over spreads between them."""
        view, theme, assets = self.view, self.theme, self.assets
        viewer = self.viewer_seat
        panel = ME_PANEL
        small_b = text_step(assets, "small", "bold")
        name_h = assets.line_height("body", "bold")
        pts = fit_text(assets, t("ghostbumpers.ui.points", n=view.totals[viewer]), panel.w - 16, "large", theme.colour("accent"), "title")
        pts_h = pts.get_bounding_rect().h
        if view.scare_position is not None:
            where = t("ghostbumpers.ui.scared_at", p=view.scare_position)
        else:
            where = t("ghostbumpers.ui.scared_not_set")
        owe_h = small_b + 2 if view.owed[viewer] else 0
        deck_h = ME_DECK_H
        # "Your character deck" in one line (shrunk a little if need be), or in two when one
        # would cut it and the panel has the height
        head_text = t("ghostbumpers.ui.your_deck")
        one = None, 0, small_b
        heads = [one]
        if assets.text_width(head_text, max(MIN_PX, int(theme.font_size("small") * 0.72)), "bold") > panel.w - 20:
            heads.insert(0, fit_lines(assets, head_text, panel.w - 20, 2 * small_b, "small", "bold"))
        tail = assets.line_height("small", "bold") - small_b  # the last line's ink below its step
        for head in heads:
            head_h = small_b + tail if head[0] is None else block_height(assets, *head, "bold")
            fixed = 6 + name_h + 4 + pts_h + head_h + deck_h + owe_h + 6
            where_lines = fit_lines(assets, where, panel.w - 20, max(small_b, panel.h - fixed - 2 - tail), "small", "bold", MIN_PX)
            spare = panel.h - fixed - block_height(assets, *where_lines, "bold")
            if head is one or "".join(where_lines[0]).replace(" ", "") == where.replace(" ", ""):
                break  # two lines when the rest is not cut for them
        gap = max(0, min(14, spare // 3))
        y = panel.y + 6
        rows = {"name_y": y, "name_h": name_h, "points": pts}
        y += name_h + 4
        rows["points_y"] = y
        y += pts_h + gap
        rows["head"], rows["head_text"], rows["head_y"] = head, head_text, y
        y += head_h + gap
        rows["deck_y"] = y + ME_DECK_TOP
        y += deck_h + gap
        rows["where"], rows["where_y"] = where_lines, y
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        """The viewer's panel; a spectator's words where the hand would be (in a replay's
        open view, what its frames mean)."""
        view, theme, assets = self.view, self.theme, self.assets
        viewer = self.viewer_seat
        if viewer is None:
            if self.table.open_view.full_state() is not None:  # a replay's open view: the words and what its outlines mean
                self.table.open_view.draw_panel(surface, getattr(self.scene, "spectator_text", None) or t("game.spectating"))
                return
            text = assets.text(getattr(self.scene, "spectator_text", None) or t("game.spectating"), "large", theme.colour("text_muted"), "bold")
            surface.blit(text, text.get_rect(center=(HAND_RECT.centerx, HAND_RECT.centery)))
            return
        plan = self.feed.seats()[viewer]
        panel = ME_PANEL
        active = view.to_move == viewer and not self.feed.is_over()
        draw.box(surface, panel, theme.colour("panel_dark"), 12, theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
        rows = self.rows()
        mid = rows["name_y"] + rows["name_h"] // 2
        draw_marker(surface, Marker(seat=plan.colour), (panel.x + 18, mid), 11, theme)
        dealer = viewer == view.dealer
        name = fit_text(assets, plan.name, panel.w - 44 - (22 if dealer else 0), "body", theme.colour("text"), "bold")
        placed = surface.blit(name, name.get_rect(midleft=(panel.x + 34, mid)))
        if dealer:  # GB-4, GB-23: the start card beside the name
            self.art.draw_start_card(surface, self.art.start_card_rect(placed.right + 6, mid))
        blit_ink(surface, rows["points"], midtop=(panel.centerx, rows["points_y"]))
        muted = theme.colour("text_muted")
        if rows["head"][0] is None:
            head = fit_text(assets, rows["head_text"], panel.w - 20, "small", muted, "bold")
            surface.blit(head, (panel.x + 10, rows["head_y"]))
        else:
            draw_lines(surface, assets, *rows["head"], muted, "bold", panel.x + 10, rows["head_y"])
        # the owner sees the order of the face-down deck, with the scared card
        deck = self.display.shown_deck(viewer)
        pos = view.scare_position
        order = "".join("S" if pos is not None and i == pos - 1 else "U" for i in range(deck))
        self.table.seats.draw_character_row(surface, viewer, panel.x + 10, rows["deck_y"], panel.w - 20, order=order)
        colour = theme.colour("warning") if pos == 1 else theme.colour("text")
        draw_lines(surface, assets, *rows["where"], colour, "bold", panel.x + 10, rows["where_y"])
        if view.owed[viewer]:
            owe = fit_text(assets, t("ghostbumpers.ui.owes", n=view.owed[viewer]), panel.w - 20, "small", theme.colour("warning"), "bold")
            surface.blit(owe, owe.get_rect(bottomleft=(panel.x + 10, panel.bottom - 4)))
