"""Don't Go In There: the head of a room board (its name, its dice, DG-7, and its rule down
to the card slots) and the Library's slot tags (DG-24) between its cards and its spaces.

The three boards share one title size, so that their names and rule lines line up.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import language, t
from ghostparlor.games.dont_go_in_there.table.art import (
    CARD,
    CARD_GAP,
    INK,
    P,
    ROOM_TINT,
    SLOT_Y,
    SPACE_Y,
    TEXT_MIN,
    board_rect,
    fit_block,
    ink_of,
    ink_span,
    slot_rect,
)
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui import draw

TITLE_INK = 26  # the most a room's name may ink (px): the rule line under it needs the rest
_HEADER_METRICS: dict[tuple, tuple[int, int, int]] = {}


class RoomHeaders(Part):
    """The heads of the room boards (part of the boards panel; nothing of its own to keep)."""

    def metrics(self) -> tuple[int, int, int]:
        """(size, ink top, ink height) of the rooms' names at the current text size: the
        largest size up to "large" at which every room's name inks at most TITLE_INK
        (the rule line under it needs the rest of the header), shared by the three
        boards so that their names and rule lines line up."""
        assets = self.assets
        key = (language(), assets.theme.font_size("large"), assets.theme.font_size("small"))
        found = _HEADER_METRICS.get(key)
        if found is None:
            names = [self.game.room_name(r) for r in ROOM_TINT]
            px = assets.theme.font_size("large")
            top, h = ink_span(names, px, "title")
            while px > 14 and h > TITLE_INK:
                px -= 1
                top, h = ink_span(names, px, "title")
            found = _HEADER_METRICS[key] = (px, top, h)
        return found

    def compact_dice_chips(self, chip_px: int) -> bool:
        """True when a room's name would not fit beside "5 dice" on some board: then every
        board shows a die and the number instead (the same on the three boards)."""
        game, assets = self.game, self.assets
        title_px = self.metrics()[0]
        w = board_rect(0).w - 24
        for bd in self.view.boards:
            if bd.room is None:
                continue
            words = t(P + "room_dice", n="5+?" if any(c == "face_down" for c in bd.slots) else "5")
            if assets.text_width(game.room_name(bd.room), int(title_px * 0.85), "title") + \
                    assets.text_width(words, chip_px, "bold") + 14 + 10 > w:
                return True
        return False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, room: str, bd) -> None:
        """The room's name and its dice (DG-7) on one row, the room's rule under them (one
        to three lines, down to the card slots)."""
        theme, assets, game = self.theme, self.assets, self.game
        x, w, top = rect.x + 12, rect.w - 24, rect.y + 6
        title_px, title_top, row_h = self.metrics()
        # the dice of the room: "5 dice" when the name fits beside it, else a die and the number
        known = [c for c in bd.slots if c is not None and c != "face_down"]
        dice = sum(game.dice_of[game.kind_of[c]] for c in known if c in game.kind_of)
        count = f"{dice}+?" if any(c == "face_down" for c in bd.slots) else str(dice)
        name = game.room_name(room)
        chip_px = assets.theme.font_size("small")
        while chip_px > TEXT_MIN and ink_span([t(P + "room_dice", n=count), count], chip_px, "bold")[1] > row_h - 6:
            chip_px -= 1
        words = t(P + "room_dice", n=count)
        pad = 7
        chip_w = assets.text_width(words, chip_px, "bold") + 2 * pad
        icon = 0
        if self.compact_dice_chips(chip_px):
            icon = max(9, chip_px - 3)
            words = count
            chip_w = icon + 4 + assets.text_width(words, chip_px, "bold") + 2 * pad
        chip = assets.text(words, chip_px, theme.colour("text"), "bold")
        ink = chip.get_bounding_rect()
        cy = top + row_h // 2
        box = pygame.Rect(0, 0, chip_w, min(row_h + 2, ink.h + 10))
        box.midright = (rect.right - 8, cy)
        draw.box(surface, box, (24, 16, 30), 8, theme.colour("panel_dark_edge"), 1)
        tx = box.right - pad - chip.get_width()
        surface.blit(chip, (tx, cy - ink.centery))
        if icon:
            die = pygame.Rect(0, 0, icon, icon)
            die.midright = (tx - 4, cy)
            pygame.draw.rect(surface, (250, 246, 236), die, border_radius=3)
            pygame.draw.rect(surface, INK, die, 1, border_radius=3)
            pygame.draw.circle(surface, INK, die.center, max(1, icon // 6))
        # the room's name, beside the dice (shrunk, then shortened with its tooltip, if need be)
        room_w = box.x - 8 - x
        px = title_px
        while px > int(title_px * 0.72) and assets.text_width(name, px, "title") > room_w:
            px -= 1
        title = assets.fit_text(name, room_w, px, theme.colour("accent"), "title", px)
        baseline = top - title_top + assets.font(title_px, assets.weight_for(name, "title")).get_ascent()
        surface.blit(title, (x, baseline - assets.font(px, assets.weight_for(name, "title")).get_ascent()))
        # the room's rule, down to the card slots
        y0 = max(top + row_h, box.bottom - 2) + 4
        y1 = rect.y + SLOT_Y - 4
        lines, lpx, pitch, off = fit_block(t(P + f"ability.{room}"), w, y1 - y0, "small", "regular", TEXT_MIN)
        for i, line in enumerate(lines):
            surface.blit(assets.text(line, lpx, theme.colour("text_muted")), (x, y0 - off + i * pitch))

    def draw_slot_tags(self, surface: pygame.Surface, b: int, rect: pygame.Rect, ghosts) -> None:
        """The Library's "+1 ghost" / "-1 ghost" under its slots, between the cards and the
        spaces (wider than a card where the neighbouring slot has no tag)."""
        theme, assets = self.theme, self.assets
        zone_top = rect.y + SLOT_Y + CARD[1] + 2
        zone_h = rect.y + SPACE_Y - 2 - zone_top
        for s in (1, 2, 3):
            g = ghosts[s - 1]
            if not g:
                continue
            sr = slot_rect(b, s)
            text = t(P + "library_slot", n=g)
            px = assets.theme.font_size("small")
            while px > TEXT_MIN and ink_of(text, px, "bold").h > zone_h:
                px -= 1
            alone = all(not ghosts[k - 1] for k in (s - 1, s + 1) if 1 <= k <= 3)
            width = (rect.w - 16) // 2 - 4 if alone else CARD[0] + CARD_GAP - 4
            colour = theme.colour("warning") if g > 0 else theme.colour("success")
            tag = assets.fit_text(text, width, px, colour, "bold")
            ink = tag.get_bounding_rect()
            at = tag.get_rect(centerx=sr.centerx)
            at.clamp_ip(pygame.Rect(rect.x + 8, 0, rect.w - 16, 2000))
            at.y = zone_top + (zone_h - ink.h) // 2 - ink.y
            surface.blit(tag, at)
