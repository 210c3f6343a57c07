"""Don't Go In There: drawing the table (the three room boards with their slots and
spaces, the strip with the prompt and the dice, the players' panels with their curse
cards grouped by type, the flying steps, the choice panel and the final scoring).

A mixin of :class:`~ghostparlor.games.dont_go_in_there.table.table.DontGoInThereTable`: only the
viewer's view is drawn (hot seat keeps the face-down Secret Passage card and hidden ghost
counts private); the replay's open view draws the secrets scene_open.py fills in, marked."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import language, t
from ghostparlor.games.dont_go_in_there.table.art import (
    BOARD_GAP,
    BOARD_H,
    BOARD_W,
    BOARD_X0,
    BOARD_Y,
    CARD,
    CARD_GAP,
    DIE,
    INK,
    P,
    ROOM_TINT,
    SETUP_PHASES,
    SLOT_Y,
    SPACE_Y,
    STRIP,
    TEXT_MIN,
    _ghost,
    board_rect,
    card_surface,
    draw_lamp,
    fit_block,
    room_picture,
    ink_of,
    ink_span,
    slot_rect,
    space_rect,
)
from ghostparlor.games.dont_go_in_there.table.learn import DECK
from ghostparlor.games.dont_go_in_there.table.marks import panel_rows
from ghostparlor.games.dont_go_in_there.table.open import OPEN, OPEN_R, REMOVED_W, draw_open_frame, draw_open_mark
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import draw
from ghostparlor.ui import probe as _probe
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.last_move import BADGE_RADIUS
from ghostparlor.ui.tokens import Marker, draw_marker

STRIP_SIDE_W = 290  # the widest the strip's right column (keys hint, whose turn to take) gets
DICE_X, DICE_W = 340, 300  # the dice's area in the strip (x from the strip's left, width)
TITLE_INK = 26  # the most a room's name may ink (px): the rule line under it needs the rest
_HEADER_METRICS: dict[tuple, tuple[int, int, int]] = {}


class TableDrawing:
    """The drawing half of the table (its state lives in the table's ``__init__``)."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.view_seat != self.scene.viewer():
            self.refresh(self.scene.viewer())  # never draw another seat's view (hot seat)
        view = self.view
        if view is None:
            return
        for b in range(len(view.boards)):
            self.draw_board(surface, b)
        self.draw_strip(surface)
        self.draw_players(surface)
        for step in self.steps[:1]:
            if step["tween"] is not None:
                self.draw_step(surface, step)
        self.draw_floats(surface)
        if self.buttons and self.choice_title:
            self.draw_choice_panel(surface)
        if view.phase == "over" and self.final_lines:
            self.draw_final(surface)
        if not (self.buttons and self.choice_title):  # never over a question being asked
            self.draw_banner(surface)

    def draw_board(self, surface: pygame.Surface, b: int) -> None:
        view, theme, assets, game = self.view, self.theme, self.assets, self.game
        bd = view.boards[b]
        rect = board_rect(b)
        room = bd.room
        if room is None:
            draw.box(surface, rect, (30, 22, 38), 14, theme.colour("panel_dark_edge"), 1)
            if view.phase not in SETUP_PHASES:  # DG-11: the deck ran out
                label = assets.fit_text(t(P + "board_out"), rect.w - 24, "large", theme.colour("text_muted"), "bold")
                surface.blit(label, label.get_rect(center=rect.center))
            return
        resolving = self.resolving_board == b and (view.resolving is not None or self.steps)
        tint = ROOM_TINT.get(room, (60, 44, 72))
        draw.shadow(surface, rect, 14)
        picture = room_picture(room, rect.w, rect.h)
        if picture is not None:  # the room seen through its doorway: walls, mantel, floor, furniture
            surface.blit(picture, rect)
            if resolving:
                pygame.draw.rect(surface, theme.colour("accent")[:3], rect, 3, border_radius=4)
        else:
            draw.box(surface, rect, tint, 14, theme.colour("accent") if resolving else theme.colour("panel_dark_edge"), 3 if resolving else 2)
        if resolving:
            draw.glow(surface, rect, theme.colour("accent"), 14, 6, 120)
        self.draw_board_header(surface, rect, room, bd)
        # the card slots
        for s in (1, 2, 3):
            sr = slot_rect(b, s)
            card = bd.slots[s - 1]
            if (b, s) in self.revealed:
                card = self.revealed[(b, s)]
            if (b, s) in self.hidden_slots or self._flying_from(b, s):
                card = None
            if card is None:
                draw.box(surface, sr, (0, 0, 0, 60), 8, theme.colour("panel_dark_edge"), 1)
            else:
                draw.shadow(surface, sr, 8, (0, 3))
                spot = self.slot_spots[(b, s)]
                with _probe.box(sr, spot.name, tooltip=True):  # the inspect tip tells the card whole (scene_learn)
                    surface.blit(card_surface(card, *CARD), sr)
                if (b, s) in self.open_slots and (b, s) not in self.revealed:
                    # the open view of a replay: face down during the game, shown (scene_open)
                    draw_open_frame(surface, sr, theme)
                    draw_open_mark(surface, (sr.right - 6, sr.y + 6), theme, 10)
                elif bd.face_down_slot == s and card != "face_down":
                    # a face-down card only this viewer has looked at: marked as secret
                    mark = assets.fit_text(t(P + "face_down"), 16, "small", theme.colour("accent_text"), "bold", TEXT_MIN)
                    badge = pygame.Rect(0, 0, 22, 22)
                    badge.center = (sr.right - 6, sr.y + 6)
                    pygame.draw.circle(surface, theme.colour("accent")[:3], badge.center, 11)
                    surface.blit(mark, mark.get_rect(center=badge.center))
                    pygame.draw.rect(surface, theme.colour("accent")[:3], sr, 2, border_radius=8)
        if room == "library":
            self.draw_slot_tags(surface, b, rect, game.slot_ghosts[game.room_index[room]])
        # the spaces, top (deepest) to bottom
        for s in (1, 2, 3, 4):
            self.draw_space(surface, b, s, room, bd)
        for s in (1, 2, 3):
            self.slot_spots[(b, s)].draw(surface)
        for s in (1, 2, 3, 4):
            self.space_spots[(b, s)].draw(surface)

    def header_metrics(self) -> tuple[int, int, int]:
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
        title_px = self.header_metrics()[0]
        w = board_rect(0).w - 24
        for bd in self.view.boards:
            if bd.room is None:
                continue
            words = t(P + "room_dice", n="5+?" if any(c == "face_down" for c in bd.slots) else "5")
            if assets.text_width(game.room_name(bd.room), int(title_px * 0.85), "title") + \
                    assets.text_width(words, chip_px, "bold") + 14 + 10 > w:
                return True
        return False

    def draw_board_header(self, surface: pygame.Surface, rect: pygame.Rect, room: str, bd) -> None:
        """The room's name and its dice (DG-7) on one row, the room's rule under them (one
        to three lines, down to the card slots)."""
        theme, assets, game = self.theme, self.assets, self.game
        x, w, top = rect.x + 12, rect.w - 24, rect.y + 6
        title_px, title_top, row_h = self.header_metrics()
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

    def _flying_from(self, b: int, s: int) -> bool:
        return bool(self.steps) and self.steps[0]["kind"] == "card" and self.steps[0]["tween"] is not None \
            and self.steps[0]["board"] == b and self.steps[0]["slot"] == s

    def draw_space(self, surface: pygame.Surface, b: int, s: int, room: str, bd) -> None:
        theme, assets, game = self.theme, self.assets, self.game
        r = space_rect(b, s)
        depth = 0.5 - 0.12 * (s - 1)
        fill = draw.darken(ROOM_TINT.get(room, (60, 44, 72)), max(0.0, depth))
        draw.box(surface, r, (*fill[:3], 90), 8, theme.colour("grid_line"), 1)  # a rug on the room's floor
        num = assets.text(t(P + "space", n=s), "body", theme.colour("text"), "bold")
        pygame.draw.circle(surface, (24, 16, 30), (r.x + 18, r.centery), 13)
        pygame.draw.circle(surface, theme.colour("panel_dark_edge")[:3], (r.x + 18, r.centery), 13, 1)
        surface.blit(num, num.get_rect(center=(r.x + 18, r.centery)))
        lights = game.flashlights[s - 1]
        for i in range(lights):
            draw_lamp(surface, (r.x + 40 + i * 22, r.centery), 10)
        # placement effects (DG-20, DG-21)
        ri = game.room_index[room]
        gain_sp, gain = game.place_gain[ri]
        disc_sp, disc = game.place_discard[ri]
        tag = None
        if gain_sp == s - 1 and gain:
            tag = (t(P + "attic_space", n=gain), theme.colour("warning"))
        elif disc_sp == s - 1 and disc:
            tag = (t(P + "nursery_space", n=disc), theme.colour("success"))
        who = bd.meeples[s - 1]
        if who is None:
            who = self.extra_meeples.get((b, s))
        centre = (r.right - 24, r.centery)
        # the tag after the flashlights and the meeple's name before its marker share the row
        left = r.x + 42 + max(lights, 0) * 22
        right = centre[0] - 20
        avail = right - left
        name = self.session.names()[who] if who is not None and not self._floated("space", b, s) else ""
        px = assets.theme.font_size("small")
        if name and tag:  # both a little smaller first, then the name shortened
            while px > TEXT_MIN and assets.text_width(name, px, "bold") + 10 + assets.text_width(tag[0], px, "bold") > avail:
                px -= 1
        name_w = assets.text_width(name, px, "bold") if name else 0
        tag_w = assets.text_width(tag[0], px, "bold") if tag else 0
        if name and tag and name_w + 10 + tag_w > avail:
            tag_w = min(tag_w, avail // 2)
            name_w = avail - 10 - tag_w
        if tag:
            img = assets.fit_text(tag[0], min(tag_w, avail), px, tag[1], "bold")
            surface.blit(img, img.get_rect(midleft=(left, r.centery)))
        # where a "+1 ghost" rising from the meeple shows (in place of its name)
        free = left + (min(tag_w, avail) + 10 if tag else 0)
        self.float_boxes[("space", b, s)] = pygame.Rect(free, r.y + 2, max(0, right - free), r.h - 4)
        if who is not None:
            plan = self.session.plans[who]
            draw_marker(surface, Marker(seat=plan.colour), centre, 13, theme)
            if name:
                img = assets.fit_text(name, min(name_w, avail), px, theme.colour("text"), "bold")
                surface.blit(img, img.get_rect(midright=(right, r.centery)))
        else:
            pygame.draw.circle(surface, (0, 0, 0, 0), centre, 12)
            pygame.draw.circle(surface, theme.colour("panel_dark_edge")[:3], centre, 12, 1)

    def strip_side(self) -> tuple[int, list]:
        """The right end of the strip: the left edge of what is there (the die ability
        buttons, or a column of "Taking: ..." over the keys hint, each wrapped in up to two
        lines) and the column's blocks (lines, size, pitch, ink offset, weight, colour).
        In the replay's open view the removed cards take the strip's right end first
        (``side_right``: the column ends left of them)."""
        view, theme = self.view, self.theme
        ability = [b for b in self.buttons if not self.choice_title]
        self.side_right, self.removed_room = STRIP.right, 0
        if ability:
            return min(b.rect.x for b in ability), []
        items = []
        if view.resolving and view.claim_order and view.phase in ("claim", "doll", "tome"):
            names = self.session.names()
            items.append((t(P + "next_claim", player=names[view.claim_order[0]]), "bold", theme.colour("text")))
        if self.scene.my_turn():
            items.append((t(P + "keys"), "regular", theme.colour("text_muted")))
        if self.open_removed:  # the open view of a replay (scene_open)
            self.removed_room = REMOVED_W if not items else REMOVED_W - 90
            self.side_right = STRIP.right - 8 - self.removed_width(self.removed_room) - 4
        if not items:
            return self.side_right, []
        assets = self.assets
        width = min(STRIP_SIDE_W if not self.removed_room else 170,
                    max(assets.text_width(text, "small", weight) for text, weight, _ in items))
        each = (STRIP.h - 12 - 6 * (len(items) - 1)) // len(items)
        blocks = [(*fit_block(text, width, each, "small", weight, TEXT_MIN, 2), weight, colour) for text, weight, colour in items]
        used = max(assets.text_width(line, px, weight) for lines, px, _, _, weight, _ in blocks for line in lines)
        return self.side_right - 12 - used, blocks

    def dice_area(self) -> pygame.Rect:
        """Where the dice of a resolving room and their result lie: right of the prompt,
        left of the strip's right end."""
        side, _ = self.strip_side() if self.view is not None else (STRIP.right, [])
        right = min(STRIP.x + DICE_X + DICE_W, side - 8)
        # only as wide as the dice and the words under them: the prompt keeps the rest
        need = len(self.dice) * (DIE + 8) - 8
        if self.dice_info:
            dice, ghosts = self.dice_info
            need = max(need, self.assets.text_width(t(P + "rolled", ghosts=ghosts, dice=dice), "small", "bold"))
        left = max(STRIP.x + DICE_X, right - need - 8)
        return pygame.Rect(left, STRIP.y + 6, max(0, right - left), STRIP.h - 12)

    def place_dice(self) -> None:
        """The dice centred in their area (narrower steps when many dice meet the buttons)."""
        if not self.dice:
            return
        area = self.dice_area()
        n = len(self.dice)
        step = DIE + 8
        if n > 1 and (n - 1) * step + DIE > area.w:
            step = max(DIE // 2, (area.w - DIE) // (n - 1))
        total = (n - 1) * step + DIE
        x0 = area.x + max(0, (area.w - total) // 2)
        for i, die in enumerate(self.dice):
            die.rect.topleft = (x0 + i * step, area.y)

    def draw_strip(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        text, colour = self.prompt()
        if self.choice_title and self.buttons:
            text = self.choice_title  # the choice panel above asks; the strip repeats it beside the dice
        side, texts = self.strip_side()
        self.draw_deck(surface)
        # the prompt: right of the deck, left of the dice, or of the strip's right end
        right = self.dice_area().x - 8 if self.dice else side - 14
        left = DECK.right + 12
        legend = t(OPEN + "legend") if (self.open_slots or self.open_ghosts) else ""
        legend_h = assets.line_height("small") if legend else 0  # the open view: what its mark means
        self.prompt_rect = pygame.Rect(left, STRIP.y + 4, right - left, STRIP.h - 8 - legend_h)
        if text:  # at the body size, never smaller (cut, with its tooltip, rather)
            width = right - left
            lines, px, pitch, off = fit_block(text, width, STRIP.h - 14 - legend_h, "body", "bold",
                                              assets.theme.font_size("body"), 2 if legend else 3)
            y = STRIP.centery - legend_h // 2 - (len(lines) * pitch - 2) // 2 - off
            for line in lines:
                surface.blit(assets.text(line, px, colour, "bold"), (left, y))
                y += pitch
        if legend:
            lx = left + 2 * OPEN_R + 6
            words = assets.fit_text(legend, max(10, right - lx), "small", theme.colour("text_muted"), "regular", TEXT_MIN)
            ink = words.get_bounding_rect()
            ly = STRIP.bottom - 7 - ink.h
            surface.blit(words, (lx, ly - ink.y))
            draw_open_mark(surface, (left + OPEN_R + 1, ly + ink.h // 2), theme)
        if self.open_removed:
            self.draw_removed(surface, STRIP.right - 8, self.removed_room)
        if self.dice:
            self.place_dice()
            for die in self.dice:
                die.draw(surface)
            if self.dice_info and not any(d.rolling for d in self.dice):
                dice, ghosts = self.dice_info
                area = self.dice_area()
                zone = pygame.Rect(area.x, self.dice[0].rect.bottom + 2, area.w, STRIP.bottom - 4 - self.dice[0].rect.bottom - 2)
                words = t(P + "rolled", ghosts=ghosts, dice=dice)
                px = assets.theme.font_size("small")
                while px > TEXT_MIN and ink_of(words, px, "bold").h > zone.h:
                    px -= 1
                label = assets.fit_text(words, zone.w, px, theme.colour("accent"), "bold")
                ink = label.get_bounding_rect()
                cx = (self.dice[0].rect.x + self.dice[-1].rect.right) // 2
                at = label.get_rect(centerx=cx)
                at.clamp_ip(pygame.Rect(zone.x, 0, zone.w, 2000))
                at.y = zone.y + (zone.h - ink.h) // 2 - ink.y
                surface.blit(label, at)
        for button in self.buttons:
            if not self.choice_title:
                button.draw(surface)
        # the column at the right end: whose turn to take a card over the keys hint
        if texts:
            heights = [len(lines) * pitch - 2 for lines, _, pitch, _, _, _ in texts]
            total = sum(heights) + 6 * (len(texts) - 1)
            alone_keys = len(texts) == 1 and self.scene.my_turn()
            y = STRIP.bottom - 7 - total if alone_keys else STRIP.centery - total // 2
            for (lines, px, pitch, off, weight, colour), h in zip(texts, heights):
                for i, line in enumerate(lines):
                    img = assets.text(line, px, colour, weight)
                    surface.blit(img, img.get_rect(right=self.side_right - 12, y=y - off + i * pitch))
                y += h + 6

    def draw_deck(self, surface: pygame.Surface) -> None:
        """The deck (DG-11): a pile of face-down cards, its size on it (public, D-11)."""
        view, theme, assets = self.view, self.theme, self.assets
        w = DECK.w - 6
        h = min(DECK.h - 4, int(w * 1.3))
        top = pygame.Rect(DECK.x, DECK.y + (DECK.h - h) // 2, w, h)
        if view.deck_size:
            for k in (2, 1):  # the cards under the top one
                under = top.move(2 * k, -2 * k)
                draw.box(surface, under, (40, 26, 50), 5, (150, 118, 70), 1)
            surface.blit(card_surface("face_down", top.w, top.h), top)
        else:
            draw.box(surface, top, (0, 0, 0, 60), 5, theme.colour("panel_dark_edge"), 1)
        count = str(view.deck_size)
        px = assets.theme.font_size("small")
        img = assets.text(count, px, theme.colour("text"), "bold")
        badge = img.get_rect().inflate(10, 2)
        badge.h = max(badge.h, badge.w if badge.w < 24 else badge.h)
        badge.center = (top.centerx + 2, top.bottom - 4)
        draw.box(surface, badge, (24, 16, 30), badge.h // 2, theme.colour("accent"), 1)
        surface.blit(img, img.get_rect(center=badge.center))

    def draw_players(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        names = self.session.names()
        viewer = self.view_seat if self.view_seat != -99 else None
        rows = panel_rows(names)
        for seat, rect in self.seat_rects().items():
            mover = view.to_move == seat and not self.session.is_over()
            draw.box(surface, rect, theme.colour("panel_dark"), 12, theme.colour("accent") if mover else theme.colour("panel_dark_edge"), 3 if mover else 1)
            if mover:
                draw.glow(surface, rect, theme.colour("accent"), 12, 5, 100)
            plan = self.session.plans[seat]
            # the name line
            top, h, off = rows.name
            cy = rect.y + top + h // 2
            draw_marker(surface, Marker(seat=plan.colour), (rect.x + 18, cy), 11, theme)
            who = t("game.you", name=names[seat]) if seat == viewer else names[seat]
            room_for_token = 2 * BADGE_RADIUS + 8 if self.name_marked(seat) else 0  # the last-move token's place
            name = assets.fit_text(who, rect.w - 40 - room_for_token, "body", theme.colour("text"), "bold")
            self._blit_ink(surface, name, rect.x + 34, rect.y + top, h, off)
            # curses (the score) and ghosts, on one row
            top, h, off = rows.score
            narrow = rect.w < 200
            half = rect.w // 2 + (12 if narrow else 0)
            num = assets.text(str(view.curses[seat]), "large", theme.colour("accent"), "bold")
            num_ink = self._blit_ink(surface, num, rect.x + 10, rect.y + top, h, off)
            word = assets.text(t(P + "curses_word"), "small", theme.colour("accent"), "bold")
            word_x = rect.x + 14 + num.get_width()
            ghosts = view.ghosts[seat]
            if narrow:
                gtext = str(ghosts) if ghosts is not None else "?"
            else:
                gtext = t(P + "ghosts", n=ghosts) if ghosts is not None else t(P + "ghosts_hidden")
            # the ghosts at the panel's middle; nearer the curses (without the word "curses"
            # if need be) when their text would not fit there
            need = int(assets.text_width(gtext, "body", "bold") * 0.85)
            show_word = not narrow and word_x + word.get_width() < rect.x + half
            gx = rect.x + half + 4
            if rect.right - gx - 26 < need:
                if show_word and rect.right - (word_x + word.get_width() + 6) - 26 >= need:
                    gx = word_x + word.get_width() + 6
                elif not narrow:
                    show_word = False
                    gx = min(gx, num_ink.right + 10)
            if show_word:
                ink = word.get_bounding_rect()
                surface.blit(word, (word_x, num_ink.bottom - ink.bottom))
            gy = rect.y + top + h // 2
            # a "+1 ghost" for the seat shows in place of its ghosts (right of the curses)
            start = (word_x + word.get_width() if show_word else num_ink.right) + 10
            self.float_boxes[("seat", seat)] = pygame.Rect(start, rect.y + top, rect.right - 6 - start, h)
            if not self._floated("seat", seat):
                _ghost(surface, (gx + 8, gy - 2), 7, (236, 232, 246))
                gimg = assets.fit_text(gtext, rect.right - gx - 26, "body", theme.colour("text"), "bold")
                ink = self._blit_ink(surface, gimg, gx + 20, rect.y + top, h)
                if seat in self.open_ghosts:  # hidden during the game: framed, the open mark on the corner
                    frame = pygame.Rect(gx - 2, min(ink.y, gy - 11) - 3, min(ink.right + 5, rect.right - 3) - (gx - 2), 0)
                    frame.h = max(ink.bottom, gy + 7) + 3 - frame.y
                    draw_open_frame(surface, frame, theme, 6)
                    draw_open_mark(surface, (frame.right - 2, frame.y + 1), theme, 7)
            self.draw_collection(surface, seat, self.collection_area(seat))

    @staticmethod
    def _blit_ink(surface: pygame.Surface, img: pygame.Surface, x: int, top: int, h: int, off: int | None = None) -> pygame.Rect:
        """``img`` at ``x`` in the row whose ink spans [top, top + h]: on the row's baseline
        (``off``: where the ink starts in a text of the row's size) when its ink stays in the
        row so, else with its ink centred in the row. Returns its ink on the canvas."""
        ink = img.get_bounding_rect()
        if off is not None and ink.y >= off and ink.bottom - off <= h:
            y = top - off
        else:
            y = top + (h - ink.h) // 2 - ink.y
        surface.blit(img, (x, y))
        return ink.move(x, y)

    def draw_step(self, surface: pygame.Surface, step: dict) -> None:
        p = step["tween"].value
        kind = step["kind"]
        if kind == "meeple":
            (x0, y0), (x1, y1) = step["start"], step["end"]
            end = (space_rect(step["board"], step["space"]).right - 24, y1)
            x, y = x0 + (end[0] - x0) * p, y0 + (end[1] - y0) * p - 40 * (1 - (2 * p - 1) ** 2)
            draw_marker(surface, Marker(seat=self.session.plans[step["seat"]].colour), (x, y), 14, self.theme)
        elif kind == "card":
            (x0, y0), (x1, y1) = step["start"], step["end"]
            x, y = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p
            scale = 1.0 - 0.5 * p
            image = pygame.transform.smoothscale(card_surface(step["card"], *CARD), (int(CARD[0] * scale), int(CARD[1] * scale)))
            rect = image.get_rect(center=(int(x), int(y)))
            draw.shadow(surface, rect, 8, (0, 6))
            surface.blit(image, rect)
        elif kind == "reveal":
            r = slot_rect(step["board"], step["slot"])
            w = int(abs(1 - 2 * p) * CARD[0])
            image = card_surface("face_down" if p < 0.5 else step["card"], *CARD)
            if w > 2:
                image = pygame.transform.smoothscale(image, (w, CARD[1]))
                surface.blit(image, image.get_rect(center=r.center))

    def draw_floats(self, surface: pygame.Surface) -> None:
        for f in self.floats:
            p = f["tween"].value
            fade = 1 - p * p
            box = self.float_boxes.get(f.get("at")) if f.get("at") else None
            if box is not None and box.w > 8:
                # in place of the seat's ghosts / the space's name (hidden meanwhile)
                img = self.assets.fit_text(f["text"], box.w, "body", f["colour"], "bold", TEXT_MIN).copy()
                ink = img.get_bounding_rect()
                rect = img.get_rect()
                if f["at"][0] == "space":
                    rect.right = box.right
                else:
                    rect.x = box.x
                rect.y = box.centery - ink.centery + int(4 * (1 - p))
            else:
                img = self.assets.text(f["text"], "body", f["colour"], "bold").copy()
                x, y = f["pos"]
                rect = img.get_rect(center=(x, int(y - 30 * p)))
            img.set_alpha(int(255 * fade))
            draw.box(surface, rect.inflate(10, 4), (20, 12, 26, int(200 * fade)), 6)
            surface.blit(img, rect)

    def draw_choice_panel(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        cols = 3 if len(self.buttons) > 4 else 2
        rows = (len(self.buttons) + cols - 1) // cols
        panel = self.choice_rect(cols, rows)
        _probe.layer()  # a question drawn over the table
        shade = pygame.Surface(TABLE_RECT.size, pygame.SRCALPHA)
        shade.fill((10, 6, 14, 120))
        surface.blit(shade, TABLE_RECT.topleft)
        draw.shadow(surface, panel, 14, (0, 8))
        draw.box(surface, panel, theme.colour("parchment"), 14, theme.colour("parchment_edge"), 3)
        top = self.buttons[0].rect.y if self.buttons else panel.y + 64  # the question above the buttons
        lines, px, pitch, off = fit_block(self.choice_title, panel.w - 40, top - panel.y - 18, "body", "bold", 13)
        y = panel.y + 10 + (top - panel.y - 18 - (len(lines) * pitch - 2)) // 2 - off
        for line in lines:
            img = assets.text(line, px, theme.colour("ink"), "bold")
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += pitch
        for button in self.buttons:
            button.draw(surface)

    def draw_final(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        area = pygame.Rect(BOARD_X0 + 60, BOARD_Y + 10, 3 * BOARD_W + 2 * BOARD_GAP - 120, BOARD_H - 20)
        _probe.layer()  # the final scoring drawn over the boards
        draw.shadow(surface, area, 14, (0, 8))
        draw.box(surface, area, theme.colour("parchment"), 14, theme.colour("parchment_edge"), 3)
        title = assets.text(t(P + "final_title"), "large", theme.colour("ink_accent"), "title")
        surface.blit(title, title.get_rect(midtop=(area.centerx, area.y + 10)))
        shown = self.final_lines[: self.final_shown + (1 if self.final_tween is not None else 0)]
        y = area.y + 48
        line_h = min(24, (area.h - 58) // max(1, len(self.final_lines)))
        size = 17 if line_h >= 22 else 14
        for i, line in enumerate(shown):
            colour = theme.colour("ink")
            img = assets.fit_text(line, area.w - 40, size, colour, "bold" if i >= len(self.final_lines) - 1 - self.view.players else "regular").copy()
            if i == self.final_shown and self.final_tween is not None:
                img.set_alpha(int(255 * min(1.0, self.final_tween.value * 3)))
            surface.blit(img, (area.x + 20, y))
            y += line_h

    def draw_banner(self, surface: pygame.Surface) -> None:
        pace = getattr(self.scene, "pace", None)
        if pace is not None and pace.busy():
            return  # a big moment's spotlight says it (the same line twice read as a fault)
        if self.banner_tween is not None:
            table = pygame.Rect(BOARD_X0, BOARD_Y, 3 * BOARD_W + 2 * BOARD_GAP, BOARD_H)
            draw_banner(surface, self.banner, self.banner_tween.value, (table.centerx, BOARD_Y + 172), table.w - 48, table)
