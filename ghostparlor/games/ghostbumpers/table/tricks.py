"""Ghostbumpers table: the trick on the felt (one slot per play, the winning play marked,
each slot's name plate), the reveal forecast beside it and the cards flying in."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.games.ghostbumpers.table.layout import (
    FORECAST, MINI, MIN_PX, SLOT_CARDS_TOP, SLOT_H, SLOT_TOP, TRICK, blit_ink, draw_lines, fit_lines, fit_text,
    strength_text, text_step,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import draw
from ghostparlor.ui.tokens import Marker, draw_marker


class TrickPanel(Panel):
    """The trick's slots and the forecast (their plays are the display's: ``display.trick_plays``)."""

    # --- where a play lies ---------------------------------------------------------------
    def slot_rect(self, index: int) -> pygame.Rect:
        n = self.view.players if self.view else self.feed.players
        w = min(MINI[0] + 40, TRICK.w // max(1, n))
        x0 = TRICK.centerx - w * n // 2
        return pygame.Rect(x0 + index * w, TRICK.y + SLOT_TOP, w, SLOT_H)

    def slot_box(self, index: int) -> pygame.Rect:
        """The framed box of the ``index``-th play of the trick."""
        return self.slot_rect(index).inflate(-6, 0)

    def slot_name_rect(self, index: int) -> pygame.Rect:
        """The name plate on top of a slot (the player's token and name), above its cards."""
        box = self.slot_box(index)
        height = min(SLOT_CARDS_TOP - 4, self.assets.font(self.theme.font_size("small"), "bold").get_linesize() + 6)
        return pygame.Rect(box.x + 3, box.y + 3, box.w - 6, height)

    def trick_card(self) -> tuple[int, int]:
        """The size a trick's cards are drawn at: MINI, narrower when many slots share the trick."""
        w = min(MINI[0], self.slot_rect(0).w - 18)
        return w, w * MINI[1] // MINI[0]

    def slot_cards_center(self, index: int) -> tuple[int, int]:
        box = self.slot_box(index)
        return box.centerx, box.y + SLOT_CARDS_TOP + self.trick_card()[1] // 2

    def play_card_rects(self, count: int, center: tuple[int, int], width: int) -> list[pygame.Rect]:
        """Where the ``count`` cards of one play lie, fanned within ``width`` around ``center``."""
        w, h = self.trick_card()
        step = min(20, (width - w) // max(1, count - 1)) if count > 1 else 0
        x0 = center[0] - (w + step * (count - 1)) // 2
        return [pygame.Rect(x0 + k * step, center[1] - h // 2, w, h) for k in range(count)]

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The trick, then the forecast beside it."""
        self.draw_trick(surface)
        self.draw_forecast(surface)

    def draw_trick(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        plays, winner, last = self.display.trick_plays()
        names = self.feed.names()
        title = t("ghostbumpers.ui.trick_title")
        if last:
            win = next((p for p in plays if p[0] == winner), None)
            title = t("ghostbumpers.ui.last_trick", player=names[winner],
                      value=strength_text(win[1], win[2], win[3]) if win else "?")
        elif not plays and view.phase == "play":
            title = t("ghostbumpers.ui.leads", player=names[view.to_move])
        if self.table.anim.banner_tween is None:  # a banner there tells the news instead
            colour = theme.colour("text") if not last else theme.colour("text_muted")
            if plays:  # one line above the name plates (its ink in the 30 pixels there)
                head = fit_text(assets, title, TRICK.w - 20, "body", colour, "bold")
                ink = head.get_bounding_rect()
                if ink.h > SLOT_TOP - 4:
                    px = max(MIN_PX, int(theme.font_size("body") * (SLOT_TOP - 4) / ink.h))
                    head = fit_text(assets, title, TRICK.w - 20, px, colour, "bold")
                blit_ink(surface, head, midtop=(TRICK.centerx, TRICK.y + max(2, (SLOT_TOP - head.get_bounding_rect().h) // 2)))
            else:  # nothing played yet: the felt below is free for a second line
                lines, px, step = fit_lines(assets, title, TRICK.w - 20, 2 * text_step(assets, "body", "bold"), "body", "bold")
                draw_lines(surface, assets, lines, px, step, colour, "bold", TRICK.centerx, TRICK.y + 4, "center")
        best = self.display.marked_play(plays, winner, last)
        landing = {f.get("slot") for f in self.table.anim.flights if "slot" in f}
        for i, (seat, card, count, announce, power) in enumerate(plays):
            slot = self.slot_rect(i)
            win = i == best
            box = slot.inflate(-6, 0)
            if win:
                draw.box(surface, box, (58, 84, 64), 10, theme.colour("selected"), 3)
            elif not last:
                draw.box(surface, box, (34, 54, 44), 10, (70, 100, 84), 1)
            if i not in landing:
                self.draw_play_cards(surface, card, count, self.slot_cards_center(i), box.w - 12, dim=last and not win)
            # the strength between the cards and the box's foot (placed by its ink: a tall face
            # at a large text size would reach out of the box)
            value = strength_text(card, count, announce)
            cards_bottom = self.slot_cards_center(i)[1] + self.trick_card()[1] // 2
            room = box.bottom - 5 - (cards_bottom + 4)
            text = fit_text(assets, value, box.w - 8, "large", theme.colour("selected") if win else theme.colour("text"), "bold")
            ink = text.get_bounding_rect()
            if ink.h > room:  # the digits' height decides here, not the width
                px = max(MIN_PX, int(theme.font_size("large") * room / max(1, ink.h)))
                text = fit_text(assets, value, box.w - 8, px, theme.colour("selected") if win else theme.colour("text"), "bold")
            blit_ink(surface, text, midbottom=(box.centerx, box.bottom - 5))
            if win and not last:
                tag = fit_text(assets, t("ghostbumpers.ui.winning"), box.w - 8, "small", theme.colour("selected"), "bold")
                r = tag.get_rect(midtop=(box.centerx, box.bottom + 2))
                draw.draw_shape(surface, "star", (r.x - 9, r.centery), 6, theme.colour("selected"))
                surface.blit(tag, r)

    def draw_slot_names(self, surface: pygame.Surface) -> None:
        """Each slot's name plate, drawn over the cards flying in: a card never covers a name."""
        theme, assets = self.theme, self.assets
        plays, winner, last = self.display.trick_plays()
        names = self.feed.names()
        best = self.display.marked_play(plays, winner, last)
        for i, play in enumerate(plays):
            seat = play[0]
            plate = self.slot_name_rect(i)
            fill = (58, 84, 64) if i == best else (34, 54, 44) if not last else (40, 62, 52)
            draw.box(surface, plate, fill, 6)
            # the token on the box's corner, where a last-move mark puts its (bigger) same token
            draw_marker(surface, Marker(seat=self.feed.seats()[seat].colour), (plate.x + 4, plate.y + 4), 8, theme)
            name = fit_text(assets, names[seat], plate.w - 20, "small", theme.colour("text"), "bold")
            surface.blit(name, name.get_rect(midleft=(plate.x + 16, plate.centery + 2)))

    def draw_play_cards(self, surface: pygame.Surface, card: int, count: int, center: tuple[int, int], width: int,
                        dim: bool = False) -> None:
        image = self.art.card_surface(card, self.trick_card())
        if dim:
            image = image.copy()
            image.fill((150, 140, 150), special_flags=pygame.BLEND_RGB_MULT)
        for rect in self.play_card_rects(count, center, width):
            draw.shadow(surface, rect, 8, (0, 3), 100, 4)
            surface.blit(image, rect)

    def draw_forecast(self, surface: pygame.Surface) -> None:
        """GB-14/GB-16: what the trick's winner must do, as the trick stands now: the count
        in words on top, a card per reveal, the count large and what it comes from at the
        foot; the large count takes the height left (and is left out when none is)."""
        theme, assets = self.theme, self.assets
        plays, winner, last = self.display.trick_plays()
        if last or not plays:
            return
        box = FORECAST
        draw.box(surface, box, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        width = box.w - 14
        zero = any(p[1] == ZERO_TEN for p in plays)
        if zero:
            lines, px, step = fit_lines(assets, t("ghostbumpers.ui.forecast_zero_ten"), width, box.h - 16, "small", "bold", MIN_PX)
            draw_lines(surface, assets, lines, px, step, theme.colour("text"), "bold", box.centerx, box.y + 8, "center")
            return
        fives = sum(p[2] for p in plays if p[1] == self.game.five)
        n = 1 + fives
        small = text_step(assets, "small")
        head = fit_lines(assets, t("ghostbumpers.ui.forecast", n=n), width, 2 * small, "small", "bold", MIN_PX)
        y = draw_lines(surface, assets, *head, theme.colour("text"), "bold", box.centerx, box.y + 8, "center")
        foot = fit_lines(assets, t("ghostbumpers.ui.forecast_fives", fives=fives), width, 3 * small, "small", "regular", MIN_PX)
        foot_y = box.bottom - 8 - len(foot[0]) * foot[2]
        draw_lines(surface, assets, *foot, theme.colour("text_muted"), "regular", box.centerx, foot_y, "center")
        # one card symbol per reveal owed, in the rows the room between the texts takes
        size = (22, 30)
        per_row = 4
        y += 6
        rows = min((min(n, 12) + per_row - 1) // per_row, max(0, (foot_y - 2 - y) // 34))
        for i in range(min(n, rows * per_row)):
            x = box.centerx - (min(n, per_row) * 26) // 2 + (i % per_row) * 26
            surface.blit(self.art.char_surface("back", size), (x, y + (i // per_row) * 34))
        y += rows * 34
        # the count, as large as the room between the cards and the foot allows
        room = foot_y - y - 4
        px = min(theme.font_size("title"), int(room / 0.75))
        if px >= theme.font_size("body"):
            big = assets.text(str(n), px, theme.colour("warning") if n > 1 else theme.colour("accent"), "title")
            blit_ink(surface, big, center=(box.centerx, y + room // 2))

    def draw_flight(self, surface: pygame.Surface, flight: dict) -> None:
        p = flight["tween"].value
        delay = flight.get("delay", 0.0)
        if delay:
            p = max(0.0, min(1.0, (p - delay * 0.6) / 0.4))
            if p <= 0.0:
                return
        (x0, y0), (x1, y1) = flight["from"], flight["to"]
        x, y = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p - 40 * (1 - (2 * p - 1) ** 2)
        if flight["card"] is None:
            image = self.art.card_surface(None, (40, 56))
            surface.blit(image, image.get_rect(center=(int(x), int(y))))
            return
        self.draw_play_cards(surface, flight["card"], flight["count"], (int(x), int(y)), 100)
