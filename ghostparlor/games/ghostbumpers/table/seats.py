"""Ghostbumpers table: the other seats' panels along the top (name and points, the start
card, the character deck with its revealed cards, the hand's size, the seat's state) and
where each seat sits (its panel, or the viewer's own hand)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.table.art import START_CARD
from ghostparlor.games.ghostbumpers.table.layout import (
    CHAR,
    HAND_RECT,
    MIN_PX,
    SEAT_BADGE,
    SEAT_DECK_H,
    SEAT_DECK_TOP,
    SEAT_ROW,
    TRICK,
    fit_text,
    text_step,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.scenes.table_base import seat_row, seats_around
from ghostparlor.ui import draw
from ghostparlor.ui.tokens import Marker, draw_marker


class SeatsPanel(Panel):
    """The other seats' panels, and a seat's character row wherever it is drawn."""

    # --- where the seats are ----------------------------------------------------------------
    def others(self) -> list[int]:
        """The seats drawn along the top: every seat but the viewer's, from the viewer's left."""
        return seats_around(self.view.players if self.view else self.feed.players, self.viewer_seat)

    def seat_rects(self) -> dict[int, pygame.Rect]:
        """Each other seat's panel, side by side along the top."""
        return seat_row(SEAT_ROW, self.others(), 228, 8)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a card flies from or to for ``seat``: its panel, or the viewer's hand."""
        if seat == self.viewer_seat:
            return (HAND_RECT.centerx, HAND_RECT.y + 90)
        rect = self.seat_rects().get(seat)
        return rect.center if rect else (TRICK.centerx, SEAT_ROW.bottom)

    def seat_rows(self) -> dict:
        """Where the rows of the seat panels go at the current text size (the same for every
        panel): the name on top, the character deck, the hand, and under it the seat's state
        in the phases that show one. The points sit beside the name when every name still
        fits there, else on the hand's row, right; the hand's count is words ("9 in hand")
        when they fit beside the small backs, else a number on them. When the rows do not
        fit the panel's height (a tall face) the texts shrink a little, all alike."""
        rects = self.seat_rects()
        if not rects:
            return {}
        assets, view = self.assets, self.view
        names = self.feed.names()
        seats = list(rects)
        rect = rects[seats[0]]
        theme = self.theme
        body, small = theme.font_size("body"), theme.font_size("small")
        status = any(self.seat_state(seat)[0] for seat in seats)
        for k in range(0, 15):  # the texts shrink together, at most to 72%
            f = 1.0 - 0.02 * k
            bpx, spx = max(MIN_PX, round(body * f)), max(MIN_PX, round(small * f))
            name_h, small_h = assets.line_height(bpx, "bold"), text_step(assets, spx, "bold")
            hand_h = max(25, small_h)
            need = 4 + name_h + SEAT_DECK_H + hand_h + (small_h if status else 0) + 3
            if need <= rect.h:
                break
        top = rect.y + 5 if need < rect.h else rect.y + 4
        status_top = rect.bottom - 3 - small_h
        hand_top = status_top - hand_h if status else rect.bottom - 8 - hand_h
        name_bottom = top + name_h
        free = max(0, hand_top - name_bottom - SEAT_DECK_H)
        deck_y = name_bottom + SEAT_DECK_TOP + min(free // 2, 6)
        # the points beside every name (each name at least at its floor size), or on the hand's row
        name_floor = max(MIN_PX, int(bpx * 0.72))
        widest_pts = max(assets.text_width(t("ghostbumpers.ui.points", n=view.totals[s]), spx, "bold") for s in seats)
        room = rect.w - 42 - widest_pts - 8
        points_up = all(assets.text_width(names[s], name_floor, "bold") <= room - (START_CARD[0] + 8 if s == view.dealer else 0)
                        for s in seats)
        # the hand's count: in words beside the backs (at least at their floor size), or a number
        # on them (the backs closer together when the points need the room)
        small_floor = max(MIN_PX, int(spx * 0.72))
        widest_hand = max(assets.text_width(t("ghostbumpers.ui.cards", n=self.display.shown_hand(s)), small_floor) for s in seats)
        inner = rect.w - 18  # from the left margin to the right one
        pts_room = 0 if points_up else widest_pts + 10
        words = 9 * 6 + 20 + widest_hand + pts_room <= inner
        fan_step = 6
        if not words and not points_up:
            fan_step = max(3, min(6, (inner - 18 - SEAT_BADGE - pts_room) // 8))
        fan_w = 18 + 8 * fan_step
        if not points_up:
            pts_room = inner - fan_w - (SEAT_BADGE if not words else widest_hand + 20) - 10
        return {"body": bpx, "small": spx, "name_top": top, "name_h": name_h, "deck_y": deck_y,
                "hand_top": hand_top, "hand_h": hand_h, "status_top": status_top if status else None,
                "small_h": small_h, "points_up": points_up, "hand_words": words, "fan_step": fan_step,
                "points_room": pts_room}

    # --- a seat's character row (here and in the viewer's own panel) ---------------------------
    def character_row_layout(self, seat: int, x: int, y: int, width: int, order: str | None = None) -> dict:
        """Where the parts of a seat's character row lie (what :meth:`draw_character_row` draws):
        "revealed" (a rect per unafraid card turned up), "deck" (the face-down deck: a rect per
        card for its owner, the stack for the others), "scared" (the owner's scared card, or the
        one turned up while it is shown) and "badge" (the others' deck count)."""
        deck = self.display.shown_deck(seat)
        revealed = self.display.shown_revealed(seat)
        w, h = CHAR
        out: dict = {"revealed": [], "deck": [], "scared": None, "badge": None}
        if order is not None:
            step = min(w + 3, (width - 8) // max(1, len(order) + revealed))
            xx = x
            for _ in range(revealed):
                out["revealed"].append(pygame.Rect(xx, y, w, h))
                xx += step
            if revealed:
                xx += 4
            for c in order:
                lift = 6 if c == "S" else 0
                rect = pygame.Rect(xx, y - lift, w, h)
                out["deck"].append(rect)
                if c == "S":
                    out["scared"] = rect
                xx += step
            return out
        layers = min(4, deck)
        lift = 6 if self.display.moving == seat else 0
        stack = pygame.Rect(x, y, w + 6, h + 8)
        if layers:
            stack = stack.union(pygame.Rect(x + (layers - 1) * 2, y - (layers - 1) * 2 - lift, w + 6, h + 8))
        out["deck"].append(stack)
        out["badge"] = (x + w + 6, y + 2)
        rx = x + w + 22
        space = x + width - rx - w
        step = min(w + 3, space // max(1, revealed - 1)) if revealed > 1 else w
        for i in range(revealed):
            out["revealed"].append(pygame.Rect(rx + i * step, y + 4, w, h))
        if self.display.scared_seat == seat:
            sx = rx + revealed * step
            out["scared"] = pygame.Rect(min(sx, x + width - w - 8), y, w + 8, h + 10)
        return out

    def draw_character_row(self, surface: pygame.Surface, seat: int, x: int, y: int, width: int,
                           order: str | None = None, badge_px: int | str = "small", scared_on_top: bool = False) -> None:
        """A seat's face-down character deck and the cards revealed beside it.

        ``order`` (the owner only) is the face-down deck top first with "S" where the
        scared card lies; others see plain backs."""
        theme = self.theme
        deck = self.display.shown_deck(seat)
        w, h = CHAR
        layout = self.character_row_layout(seat, x, y, width, order)
        if order is not None:
            for rect in layout["revealed"]:
                surface.blit(self.art.char_surface("U", CHAR), rect)
            for c, rect in zip(order, layout["deck"]):
                if c == "S" and scared_on_top:
                    continue  # drawn last, over its neighbours (a narrow seat panel overlaps them)
                surface.blit(self.art.char_surface("back", CHAR), rect)
                if c == "S":
                    badge = self.art.char_surface("S", (w - 8, h - 12))
                    surface.blit(badge, (rect.x + 4, rect.y + 6))
            if scared_on_top and layout["scared"] is not None:
                rect = layout["scared"]
                surface.blit(self.art.char_surface("back", CHAR), rect)
                surface.blit(self.art.char_surface("S", (w - 8, h - 12)), (rect.x + 4, rect.y + 6))
            return
        # others: a stack of backs with the count, then the revealed cards
        layers = min(4, deck)
        lift = 6 if self.display.moving == seat else 0
        for i in range(layers):
            surface.blit(self.art.char_surface("back", (w + 6, h + 8)), (x + i * 2, y - i * 2 - lift))
        if deck == 0:
            draw.box(surface, pygame.Rect(x, y, w + 6, h + 8), None, 5, theme.colour("edge"), 1)
        self.art.draw_badge(surface, deck, layout["badge"], badge_px)
        for rect in layout["revealed"]:
            surface.blit(self.art.char_surface("U", CHAR), rect)
        if layout["scared"] is not None:
            surface.blit(self.art.char_surface("S", (w + 8, h + 10)), layout["scared"])

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Every other seat's panel (the seat to move lit, unless the animations still run)."""
        view, theme, assets = self.view, self.theme, self.assets
        plans = self.feed.seats()
        names = self.feed.names()
        rows = self.seat_rows()
        if not rows:
            return
        bpx, spx = rows["body"], rows["small"]
        for seat, rect in self.seat_rects().items():
            active = seat == view.to_move and not self.feed.is_over() and not self.table.anim.steps
            draw.box(surface, rect, theme.colour("panel_dark"), 12,
                     theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
            if active:
                draw.glow(surface, rect, theme.colour("accent"), 12, 6)
            mid = rows["name_top"] + rows["name_h"] // 2
            draw_marker(surface, Marker(seat=plans[seat].colour), (rect.x + 18, mid), 11, theme)
            points = t("ghostbumpers.ui.points", n=view.totals[seat])
            room = rect.w - 42
            if rows["points_up"]:
                pts = assets.text(points, spx, theme.colour("accent"), "bold")
                surface.blit(pts, pts.get_rect(midright=(rect.right - 8, mid + 1)))
                room -= pts.get_width() + 8
            if seat == view.dealer:
                room -= START_CARD[0] + 8
            name = fit_text(assets, names[seat], room, bpx, theme.colour("text"), "bold")
            placed = surface.blit(name, name.get_rect(midleft=(rect.x + 34, mid)))
            if seat == view.dealer:  # GB-4, GB-23: the start card, as a small card beside the name
                self.art.draw_start_card(surface, self.art.start_card_rect(placed.right + 6, mid))
            order = self.table.open_view.order(seat)  # the open view of a replay: the scared card shown
            if order:
                cards = self.character_row_layout(seat, rect.x + 10, rows["deck_y"], rect.w - 20, order=order)["deck"]
                self.table.open_view.draw_mark(surface, cards[0].unionall(cards[1:]).inflate(6, 6))
            self.draw_character_row(surface, seat, rect.x + 10, rows["deck_y"], rect.w - 20, order=order, badge_px=spx,
                                    scared_on_top=order is not None)
            # hand size as small backs and a count, the points at the right (when not by the name)
            size = self.display.shown_hand(seat)
            back = self.art.card_surface(None, (18, 25))
            hand_mid = rows["hand_top"] + rows["hand_h"] // 2
            step = rows["fan_step"]
            opened = self.table.open_view.full_state() is not None
            for i in range(0 if opened else min(size, 9)):
                surface.blit(back, (rect.x + 10 + i * step, hand_mid - 12))
            right = rect.right - 6
            if not rows["points_up"] and not self.table.open_view.points_off(seat, rect, rows):
                pts = fit_text(assets, points, rows["points_room"], spx, theme.colour("accent"), "bold")
                place = surface.blit(pts, pts.get_rect(midright=(rect.right - 8, hand_mid)))
                right = place.x - 10
            if opened:  # every card face up, as value chips, in a dashed outline
                self.table.open_view.draw_hand(surface, seat, rect, rows, right)
            elif rows["hand_words"]:
                lx = rect.x + 10 + min(size, 9) * 6 + 20
                label = fit_text(assets, t("ghostbumpers.ui.cards", n=size), right - lx, spx, theme.colour("text_muted"))
                surface.blit(label, label.get_rect(midleft=(lx, hand_mid)))
            else:
                self.art.draw_badge(surface, size, (rect.x + 10 + max(0, min(size, 9) - 1) * step + 22, hand_mid), spx)
            status, colour = self.seat_state(seat)
            if status and rows["status_top"] is not None:
                img = fit_text(assets, status, rect.w - 16, spx, colour, "bold")
                surface.blit(img, img.get_rect(midright=(rect.right - 8, rows["status_top"] + rows["small_h"] // 2)))

    def seat_state(self, seat: int) -> tuple[str, tuple]:
        """The seat's state in words and their colour: hiding its scared card or done (GB-3), a
        card owed (D-7); nothing in the other phases."""
        view, theme = self.view, self.theme
        if view.phase == "scare":
            if view.scare_set[seat]:
                return t("ghostbumpers.ui.hidden_done"), theme.colour("success")
            return t("ghostbumpers.ui.hiding"), theme.colour("warning")
        if view.owed[seat]:
            return t("ghostbumpers.ui.owes", n=view.owed[seat]), theme.colour("warning")
        return "", theme.colour("text")

