"""Don't Go In There: drawing the table (the three room boards with their slots and
spaces, the strip with the prompt and the dice, the players' panels with their curse
cards grouped by type, the flying steps, the choice panel and the final scoring).

A mixin of :class:`~ghostparlor.games.dont_go_in_there.scene.DontGoInThereTable`: only the
viewer's view is drawn (hot seat keeps the face-down Secret Passage card and hidden ghost
counts private)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.scene_art import (
    BOARD_GAP,
    BOARD_H,
    BOARD_W,
    BOARD_X0,
    BOARD_Y,
    CARD,
    CURSE_STYLE,
    INK,
    P,
    PARCHMENT,
    ROOM_TINT,
    SETUP_PHASES,
    STRIP,
    _ghost,
    board_rect,
    card_surface,
    curse_chip,
    draw_lamp,
    slot_rect,
    space_rect,
)
from ghostparlor.games.dont_go_in_there.scene_marks import collection_rows
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import draw
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.last_move import BADGE_RADIUS
from ghostparlor.ui.tokens import Marker, draw_marker


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
                label = assets.text(t(P + "board_out"), "large", theme.colour("text_muted"), "bold")
                surface.blit(label, label.get_rect(center=rect.center))
            return
        resolving = self.resolving_board == b and (view.resolving is not None or self.steps)
        tint = ROOM_TINT.get(room, (60, 44, 72))
        draw.shadow(surface, rect, 14)
        draw.box(surface, rect, tint, 14, theme.colour("accent") if resolving else theme.colour("panel_dark_edge"), 3 if resolving else 2)
        if resolving:
            draw.glow(surface, rect, theme.colour("accent"), 14, 6, 120)
        title = assets.fit_text(game.room_name(room), rect.w - 70, "large", theme.colour("accent"), "title")
        surface.blit(title, title.get_rect(topleft=(rect.x + 12, rect.y + 6)))
        ability = assets.fit_text(t(P + f"ability.{room}"), rect.w - 20, "small", theme.colour("text_muted"), "regular", 11)
        surface.blit(ability, (rect.x + 12, rect.y + 32))
        # dice icons of the room (DG-7)
        known = [c for c in bd.slots if c is not None and c != "face_down"]
        dice = sum(game.dice_of[game.kind_of[c]] for c in known if c in game.kind_of)
        unknown = any(c == "face_down" for c in bd.slots)
        text = t(P + "room_dice", n=f"{dice}+?" if unknown else dice)
        chip = assets.text(text, "small", theme.colour("text"), "bold")
        cr = chip.get_rect(topright=(rect.right - 12, rect.y + 10))
        draw.box(surface, cr.inflate(12, 6), (24, 16, 30), 8, theme.colour("panel_dark_edge"), 1)
        surface.blit(chip, cr)
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
                surface.blit(card_surface(card, *CARD), sr)
                if bd.face_down_slot == s and card != "face_down":
                    # a face-down card only this viewer has looked at: marked as secret
                    mark = assets.text(t(P + "face_down"), "small", theme.colour("accent_text"), "bold")
                    badge = pygame.Rect(0, 0, 22, 22)
                    badge.center = (sr.right - 6, sr.y + 6)
                    pygame.draw.circle(surface, theme.colour("accent")[:3], badge.center, 11)
                    surface.blit(mark, mark.get_rect(center=badge.center))
                    pygame.draw.rect(surface, theme.colour("accent")[:3], sr, 2, border_radius=8)
            if room == "library":
                g = game.slot_ghosts[game.room_index[room]][s - 1]
                if g:
                    tag = assets.text(t(P + "library_slot", n=g), "small", theme.colour("warning") if g > 0 else theme.colour("success"), "bold")
                    surface.blit(tag, tag.get_rect(midtop=(sr.centerx, sr.bottom + 2)))
        # the spaces, top (deepest) to bottom
        for s in (1, 2, 3, 4):
            self.draw_space(surface, b, s, room, bd)
        for s in (1, 2, 3):
            self.slot_spots[(b, s)].draw(surface)
        for s in (1, 2, 3, 4):
            self.space_spots[(b, s)].draw(surface)

    def _flying_from(self, b: int, s: int) -> bool:
        return bool(self.steps) and self.steps[0]["kind"] == "card" and self.steps[0]["tween"] is not None \
            and self.steps[0]["board"] == b and self.steps[0]["slot"] == s

    def draw_space(self, surface: pygame.Surface, b: int, s: int, room: str, bd) -> None:
        theme, assets, game = self.theme, self.assets, self.game
        r = space_rect(b, s)
        depth = 0.5 - 0.12 * (s - 1)
        fill = draw.darken(ROOM_TINT.get(room, (60, 44, 72)), max(0.0, depth))
        draw.box(surface, r, fill, 8, theme.colour("grid_line"), 1)
        num = assets.text(t(P + "space", n=s), "body", theme.colour("text"), "title")
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
        if tag:
            img = assets.text(tag[0], "small", tag[1], "bold")
            surface.blit(img, img.get_rect(midleft=(r.x + 44 + max(lights, 0) * 22, r.centery)))
        who = bd.meeples[s - 1]
        if who is None:
            who = self.extra_meeples.get((b, s))
        centre = (r.right - 24, r.centery)
        if who is not None:
            plan = self.session.plans[who]
            draw_marker(surface, Marker(seat=plan.colour), centre, 13, theme)
            name = assets.fit_text(self.session.names()[who], 90, "small", theme.colour("text"), "bold")
            surface.blit(name, name.get_rect(midright=(centre[0] - 20, centre[1])))
        else:
            pygame.draw.circle(surface, (0, 0, 0, 0), centre, 12)
            pygame.draw.circle(surface, theme.colour("panel_dark_edge")[:3], centre, 12, 1)

    def draw_strip(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        text, colour = self.prompt()
        width = 320 if (self.dice or any(not self.choice_title for _ in self.buttons)) else STRIP.w - 30
        if self.choice_title and self.buttons:
            text = self.choice_title  # the choice panel above asks; the strip repeats it beside the dice
        if text:
            lines, px = assets.fit_wrapped(text, width, STRIP.h - 12, "body", "bold", 13)
            y = STRIP.centery - len(lines) * (px + 3) // 2
            for line in lines:
                img = assets.text(line, px, colour, "bold")
                surface.blit(img, (STRIP.x + 14, y))
                y += px + 3
        if self.dice:
            for die in self.dice:
                die.draw(surface)
            if self.dice_info and not any(d.rolling for d in self.dice):
                dice, ghosts = self.dice_info
                label = assets.text(t(P + "rolled", ghosts=ghosts, dice=dice), "small", theme.colour("accent"), "bold")
                cx = (self.dice[0].rect.x + self.dice[-1].rect.right) // 2
                surface.blit(label, label.get_rect(midtop=(cx, STRIP.y + 56)))
        if view.resolving and view.claim_order and view.phase in ("claim", "doll", "tome"):
            names = self.session.names()
            who = view.claim_order[0]
            label = assets.text(t(P + "next_claim", player=names[who]), "small", theme.colour("text"), "bold")
            x = STRIP.right - 14
            surface.blit(label, label.get_rect(midright=(x, STRIP.centery)))
        for button in self.buttons:
            if not self.choice_title:
                button.draw(surface)
        if self.scene.my_turn() and not (self.buttons and not self.choice_title):
            keys = assets.text(t(P + "keys"), "small", theme.colour("text_muted"))
            surface.blit(keys, keys.get_rect(bottomright=(STRIP.right - 12, STRIP.bottom - 6)))

    def draw_players(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        names = self.session.names()
        viewer = self.view_seat if self.view_seat != -99 else None
        for seat, rect in self.seat_rects().items():
            mover = view.to_move == seat and not self.session.is_over()
            draw.box(surface, rect, theme.colour("panel_dark"), 12, theme.colour("accent") if mover else theme.colour("panel_dark_edge"), 3 if mover else 1)
            if mover:
                draw.glow(surface, rect, theme.colour("accent"), 12, 5, 100)
            plan = self.session.plans[seat]
            draw_marker(surface, Marker(seat=plan.colour), (rect.x + 18, rect.y + 18), 11, theme)
            who = t("game.you", name=names[seat]) if seat == viewer else names[seat]
            room_for_token = 2 * BADGE_RADIUS + 8 if self.name_marked(seat) else 0  # the last-move token's place
            name = assets.fit_text(who, rect.w - 40 - room_for_token, "body", theme.colour("text"), "bold")
            surface.blit(name, (rect.x + 34, rect.y + 8))
            # curses (the score) and ghosts
            half = rect.w // 2 + (12 if rect.w < 200 else 0)
            num = assets.text(str(view.curses[seat]), "large", theme.colour("accent"), "bold")
            surface.blit(num, (rect.x + 10, rect.y + 34))
            word = assets.text(t(P + "curses_word"), "small", theme.colour("accent"), "bold")
            if rect.w >= 200 and rect.x + 14 + num.get_width() + word.get_width() < rect.x + half:
                surface.blit(word, (rect.x + 14 + num.get_width(), rect.y + 43))
            ghosts = view.ghosts[seat]
            narrow = rect.w < 200
            if narrow:
                gtext = str(ghosts) if ghosts is not None else "?"
            else:
                gtext = t(P + "ghosts", n=ghosts) if ghosts is not None else t(P + "ghosts_hidden")
            gx = rect.x + half + 4
            _ghost(surface, (gx + 8, rect.y + 46), 7, (236, 232, 246))
            gimg = assets.fit_text(gtext, rect.right - gx - 26, "body", theme.colour("text"), "bold")
            surface.blit(gimg, gimg.get_rect(midleft=(gx + 20, rect.y + 48)))
            extra = t(P + "meeples", n=view.supply[seat])
            if view.dispelled[seat]:
                extra += " · " + t(P + "dispelled", n=len(view.dispelled[seat]))
            if view.penalty[seat]:
                extra += " · " + t(P + "penalty", n=view.penalty[seat])
            eimg = assets.fit_text(extra, rect.w - 20, "small", theme.colour("text_muted"))
            surface.blit(eimg, (rect.x + 10, rect.y + 66))
            self.draw_collection(surface, seat, pygame.Rect(rect.x + 8, rect.y + 88, rect.w - 16, rect.h - 94))

    def draw_collection(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's cards grouped by curse type: the type's chip, then one mini card per
        card (face-up ones bold, dispelled ones dark and struck through). The row of the
        seat's last card taken keeps a gutter for its last-move token (scene_marks)."""
        view, theme, assets = self.view, self.theme, self.assets
        marked = self.marked_rows(self.session.last_moves()).get(seat)
        rows = collection_rows(view, seat, area, marked)
        if not rows:
            img = assets.text(t(P + "no_cards"), "small", theme.colour("text_muted"))
            surface.blit(img, (area.x + 4, area.y + 4))
            return
        for row in rows:
            x, y, curse = row.x, row.y, row.curse
            chip = curse_chip(curse, 11)
            surface.blit(chip, chip.get_rect(center=(x + 12, y + 11)))
            colour, _ = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
            for j, (value, up) in enumerate(row.cards):
                r = row.card_rect(j)
                if up:
                    pygame.draw.rect(surface, PARCHMENT, r, border_radius=3)
                    pygame.draw.rect(surface, draw.darken(colour, 0.3)[:3], r, 2, border_radius=3)
                    num = assets.text(str(value), 13, INK, "bold")
                else:
                    pygame.draw.rect(surface, (34, 24, 40), r, border_radius=3)
                    pygame.draw.rect(surface, (96, 80, 100), r, 1, border_radius=3)
                    num = assets.text(str(value), 13, (120, 108, 124), "bold")
                surface.blit(num, num.get_rect(center=r.center))
                if not up:
                    pygame.draw.line(surface, (150, 130, 150), (r.x + 2, r.bottom - 3), (r.right - 3, r.y + 2), 1)
            if row.show_total:
                total = sum(v for v, up in row.cards if up)
                tot = assets.text(f"={total}", "small", theme.colour("text_muted"), "bold")
                surface.blit(tot, tot.get_rect(midleft=(x + 30 + len(row.cards) * row.step, y + 11)))

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
            img = self.assets.text(f["text"], "body", f["colour"], "bold").copy()
            img.set_alpha(int(255 * (1 - p * p)))
            x, y = f["pos"]
            rect = img.get_rect(center=(x, int(y - 30 * p)))
            bg = rect.inflate(10, 4)
            draw.box(surface, bg, (20, 12, 26, int(200 * (1 - p * p))), 6)
            surface.blit(img, rect)

    def draw_choice_panel(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        cols = 3 if len(self.buttons) > 4 else 2
        rows = (len(self.buttons) + cols - 1) // cols
        panel = self.choice_rect(cols, rows)
        shade = pygame.Surface(TABLE_RECT.size, pygame.SRCALPHA)
        shade.fill((10, 6, 14, 120))
        surface.blit(shade, TABLE_RECT.topleft)
        draw.shadow(surface, panel, 14, (0, 8))
        draw.box(surface, panel, theme.colour("parchment"), 14, theme.colour("parchment_edge"), 3)
        lines, px = assets.fit_wrapped(self.choice_title, panel.w - 40, 52, "body", "bold", 13)
        y = panel.y + 12
        for line in lines:
            img = assets.text(line, px, theme.colour("ink"), "bold")
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += px + 4
        for button in self.buttons:
            button.draw(surface)

    def draw_final(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        area = pygame.Rect(BOARD_X0 + 60, BOARD_Y + 10, 3 * BOARD_W + 2 * BOARD_GAP - 120, BOARD_H - 20)
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
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (472, BOARD_Y + 172), 860)
