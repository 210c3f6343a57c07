"""Ghosts table: what each thing on it is (inspect tips) and the notes panel.

Drawing only, from the viewer's view: the other hands are counted, never shown.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.table.gauge import MIN_PX
from ghostparlor.ui.inspect import Thing


class GhostsLearn:
    """Mixed into GhostsTable."""

    # --- inspect ---------------------------------------------------------------------------
    def inspectables(self, viewer):
        from ghostparlor.games.ghosts.table.table import CARD, DECK_X, FOG_CARD, FOG_SPOT, PILE_CENTER

        view = self.view
        if view is None or self.summary is not None:
            return []
        game = self.game
        names = self.session.names()
        things: list[Thing] = []
        # the deck (GH-10, GH-11)
        deck = pygame.Rect(DECK_X, PILE_CENTER[1] - CARD[1] // 2 - 8, CARD[0] + 10, CARD[1] + 40)
        things.append(Thing(deck, "deck", "GH-10", {"n": view.deck_size}))
        # the pile: the cards shown, the top one last (GH-2 to GH-5)
        pile = list(view.pile)
        if self.hidden_top:
            pile = pile[: max(0, len(pile) - self.hidden_top)]
        shown = pile[-6:]
        x0, y = PILE_CENTER[0] - 90, PILE_CENTER[1] - CARD[1] // 2
        if not pile:
            things.append(Thing(pygame.Rect(x0, y, *CARD), "pile_empty", "GH-2"))
        for i, card in enumerate(shown):
            top = i == len(shown) - 1
            rect = pygame.Rect(x0 + i * 34, y, CARD[0] if top else 34, CARD[1])
            name = game.card_name(card)
            if top and view.top_family:
                family = t(f"ghosts.family.{view.top_family}")
                things.append(Thing(rect, "pile_top", "GH-4", {"card": name, "family": family, "level": view.level}, name=name))
            else:
                things.append(Thing(rect, "pile_card", "GH-3", {"card": name}, name=name))
        if view.fog_beside:
            k = min(view.fog_beside, 4)
            rect = pygame.Rect(FOG_SPOT, (FOG_CARD[0] + 6 * (k - 1), FOG_CARD[1] + 6 * (k - 1)))
            things.append(Thing(rect, "fog_beside", "GH-5", {"n": view.fog_beside}))
        # the level, its meter and the direction (GH-6, GH-7)
        level, meter = self.gauge_parts()
        things.append(Thing(level, "level", "GH-6", {"level": view.level, "cap": view.fear_cap}))
        things.append(Thing(meter, "meter", "GH-6", {"cap": view.fear_cap, "room": max(0, view.fear_cap - view.level)}))
        chip, _ = self.direction_chip()
        words = t("ghosts.ui.direction_cw" if view.direction == 1 else "ghosts.ui.direction_ccw")
        things.append(Thing(pygame.Rect(chip), "direction", "GH-7", {"direction": words}))
        # the other seats: the panel is the hand (its size only, GH-17), the marker the fear points
        for seat, rect in self.seat_rects().items():
            things.append(Thing(pygame.Rect(rect), "other_hand", "GH-17", {"player": names[seat], "n": view.hand_sizes[seat]}))
            things.extend(self._seat_counters(seat, rect, names))
        # the viewer's own panel and hand
        from ghostparlor.games.ghosts.table.table import ME_PANEL

        if viewer is not None:
            things.extend(self._seat_counters(viewer, pygame.Rect(ME_PANEL), names))
            for face in self.hand.cards:
                rect = self.hand.card_rect(face.id)
                if rect is None:
                    continue
                card = face.kind
                if card == "fog":
                    things.append(Thing(rect, "hand_fog", "GH-5", name=game.card_name(card)))
                else:
                    _, family, value = card.split("_")
                    things.append(Thing(rect, "hand_card", "GH-3", {"family": t(f"ghosts.family.{family}"), "value": value},
                                        name=game.card_name(card)))
        return things

    def _seat_counters(self, seat: int, rect: pygame.Rect, names) -> list[Thing]:
        """A seat's fear-point marker (its panel's middle right, or centre for the viewer's own)
        and its "took a pile" line (the panel's bottom rows)."""
        from ghostparlor.games.ghosts.table.table import ME_PANEL

        view = self.view
        own = rect == ME_PANEL
        if own:
            marker = pygame.Rect(rect.x + 20, rect.y + 28, rect.w - 40, rect.h - 80)
        else:
            marker = pygame.Rect(rect.right - 62, rect.y + 24, 58, max(30, rect.h - 56))
        status = pygame.Rect(rect.x + 4, rect.bottom - (46 if own else 28), rect.w - 8, 44 if own else 26)
        took = t("ghosts.ui.took") if view.took_pile[seat] else t("ghosts.ui.no_pile")
        return [Thing(marker, "fear_points", "GH-8", {"player": names[seat], "n": view.fear_points[seat]}),
                Thing(status, "took_status", "GH-13", {"player": names[seat], "status": took})]

    # --- notes -----------------------------------------------------------------------------
    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        from ghostparlor.games.ghosts.play.aids import notes
        from ghostparlor.ui.text import draw_lines

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
