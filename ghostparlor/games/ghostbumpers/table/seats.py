"""Ghostbumpers table: the other seats' panels (character decks with their revealed cards,
hand sizes) and the draw and discard piles, with the card and character-card images."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.games.ghostbumpers.table.layout import (
    CHAR, DISCARD_POS, DRAW_POS, MIN_PX, PILE_CARD, SCORES_BUTTON, SEAT_BADGE, SEAT_DECK_H, SEAT_DECK_TOP, blit_ink,
    draw_lines, fit_lines, fit_text, splits_word, text_step,
)
from ghostparlor.ui import draw
from ghostparlor.ui.cards import fallback_back, fallback_face
from ghostparlor.ui.tokens import Marker, draw_marker

START_CARD = (14, 19)  # the start card's small picture beside its holder's name


class SeatsPanel:
    """Seat panels, piles and card images (a mixin of GhostbumpersTable)."""

    # --- drawing --------------------------------------------------------------------------------
    def card_surface(self, card: int | None, size: tuple[int, int]) -> pygame.Surface:
        key = ("card", card, size)
        surf = self._surfaces.get(key)
        if surf is None:
            if card is None:
                surf = self.assets.image_scaled("ghostbumpers/back.png", size) or fallback_back(size, self.theme)
            else:
                surf = self.assets.image_scaled(self.card_image(card), size) or fallback_face(self.face(card, 0), size, self.theme)
            self._surfaces[key] = surf
        return surf

    def char_surface(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """A character card: "back", "U" (a calm round ghost) or "S" (a jagged star with "!")."""
        key = ("char", kind, size)
        surf = self._surfaces.get(key)
        if surf is not None:
            return surf
        art = {"back": "ghostbumpers/character_back.png", "U": "ghostbumpers/unafraid.png", "S": "ghostbumpers/scared.png"}[kind]
        surf = self.assets.image_scaled(art, size)
        if surf is None:
            theme = self.theme
            w, h = size
            if kind == "back":
                surf = fallback_back(size, theme)
            else:
                surf = pygame.Surface(size, pygame.SRCALPHA)
                rect = surf.get_rect()
                fill = theme.colour("parchment") if kind == "U" else (232, 196, 200)
                pygame.draw.rect(surf, fill[:3], rect, border_radius=5)
                pygame.draw.rect(surf, theme.colour("parchment_edge")[:3] if kind == "U" else (150, 40, 56), rect, 2, border_radius=5)
                c = (w // 2, h // 2)
                r = max(4, min(w, h) // 3)
                if kind == "U":
                    pygame.draw.circle(surf, (250, 248, 240), c, r)
                    pygame.draw.circle(surf, theme.colour("ink")[:3], c, r, 2)
                    e = max(1, r // 4)
                    pygame.draw.circle(surf, theme.colour("ink")[:3], (c[0] - r // 3, c[1] - r // 4), e)
                    pygame.draw.circle(surf, theme.colour("ink")[:3], (c[0] + r // 3, c[1] - r // 4), e)
                    pygame.draw.arc(surf, theme.colour("ink")[:3], pygame.Rect(c[0] - r // 2, c[1] - r // 4, r, r // 1.4 + 1), 3.5, 5.9, 2)
                else:
                    draw.draw_shape(surf, "star", c, r * 1.15, (200, 50, 64), (60, 10, 20), 2)
                    mark = self.assets.text("!", max(MIN_PX, h // 3), (255, 250, 240), "bold")
                    surf.blit(mark, mark.get_rect(center=(c[0], c[1] + 1)))
        self._surfaces[key] = surf
        return surf

    def shown_revealed(self, seat: int) -> int:
        return self.view.revealed[seat] + self.extra_revealed.get(seat, 0)

    def shown_deck(self, seat: int) -> int:
        return max(0, self.view.deck_sizes[seat] - self.extra_revealed.get(seat, 0) - (1 if self.scared_seat == seat else 0))

    def character_row_layout(self, seat: int, x: int, y: int, width: int, order: str | None = None) -> dict:
        """Where the parts of a seat's character row lie (what :meth:`draw_character_row` draws):
        "revealed" (a rect per unafraid card turned up), "deck" (the face-down deck: a rect per
        card for its owner, the stack for the others), "scared" (the owner's scared card, or the
        one turned up while it is shown) and "badge" (the others' deck count)."""
        deck = self.shown_deck(seat)
        revealed = self.shown_revealed(seat)
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
        lift = 6 if self.moving == seat else 0
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
        if self.scared_seat == seat:
            sx = rx + revealed * step
            out["scared"] = pygame.Rect(min(sx, x + width - w - 8), y, w + 8, h + 10)
        return out

    def draw_character_row(self, surface: pygame.Surface, seat: int, x: int, y: int, width: int,
                           order: str | None = None, badge_px: int | str = "small", scared_on_top: bool = False) -> None:
        """A seat's face-down character deck and the cards revealed beside it.

        ``order`` (the owner only) is the face-down deck top first with "S" where the
        scared card lies; others see plain backs."""
        theme = self.theme
        deck = self.shown_deck(seat)
        w, h = CHAR
        layout = self.character_row_layout(seat, x, y, width, order)
        if order is not None:
            for rect in layout["revealed"]:
                surface.blit(self.char_surface("U", CHAR), rect)
            for c, rect in zip(order, layout["deck"]):
                if c == "S" and scared_on_top:
                    continue  # drawn last, over its neighbours (a narrow seat panel overlaps them)
                surface.blit(self.char_surface("back", CHAR), rect)
                if c == "S":
                    badge = self.char_surface("S", (w - 8, h - 12))
                    surface.blit(badge, (rect.x + 4, rect.y + 6))
            if scared_on_top and layout["scared"] is not None:
                rect = layout["scared"]
                surface.blit(self.char_surface("back", CHAR), rect)
                surface.blit(self.char_surface("S", (w - 8, h - 12)), (rect.x + 4, rect.y + 6))
            return
        # others: a stack of backs with the count, then the revealed cards
        layers = min(4, deck)
        lift = 6 if self.moving == seat else 0
        for i in range(layers):
            surface.blit(self.char_surface("back", (w + 6, h + 8)), (x + i * 2, y - i * 2 - lift))
        if deck == 0:
            draw.box(surface, pygame.Rect(x, y, w + 6, h + 8), None, 5, theme.colour("edge"), 1)
        self.draw_badge(surface, deck, layout["badge"], badge_px)
        for rect in layout["revealed"]:
            surface.blit(self.char_surface("U", CHAR), rect)
        if layout["scared"] is not None:
            surface.blit(self.char_surface("S", (w + 8, h + 10)), layout["scared"])

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
        names = self.session.names()
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
        widest_hand = max(assets.text_width(t("ghostbumpers.ui.cards", n=self.shown_hand(s)), small_floor) for s in seats)
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

    @staticmethod
    def start_card_rect(left: int, mid: int) -> pygame.Rect:
        return pygame.Rect(left, mid - START_CARD[1] // 2, *START_CARD)

    def draw_start_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The start card (GB-4, GB-23): a small gold card with a star, beside its holder's name."""
        theme = self.theme
        pygame.draw.rect(surface, theme.colour("accent")[:3], rect, border_radius=3)
        pygame.draw.rect(surface, (40, 24, 30), rect, 1, border_radius=3)
        draw.draw_shape(surface, "star", rect.center, min(rect.w, rect.h) * 0.36, (70, 40, 50), None, 0)

    def shown_hand(self, seat: int) -> int:
        return max(0, self.view.hand_sizes[seat] + self.hand_delta.get(seat, 0))

    def draw_badge(self, surface: pygame.Surface, number: int, center: tuple[int, int], px: int) -> None:
        """A count on an accent disc (a deck's or a hand's size), the disc as large as the number."""
        num = self.assets.text(str(number), px, self.theme.colour("accent_text"), "bold")
        ink = num.get_bounding_rect()
        radius = max(10, ink.w // 2 + 4, ink.h // 2 + 3)
        pygame.draw.circle(surface, self.theme.colour("accent")[:3], center, radius)
        blit_ink(surface, num, center=center)

    def draw_seats(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        plans = self.session.plans
        names = self.session.names()
        rows = self.seat_rows()
        if not rows:
            return
        bpx, spx = rows["body"], rows["small"]
        for seat, rect in self.seat_rects().items():
            active = seat == view.to_move and not self.session.is_over() and not self.steps
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
                self.draw_start_card(surface, self.start_card_rect(placed.right + 6, mid))
            order = self.open_order(seat)  # the open view of a replay: the scared card shown
            if order:
                cards = self.character_row_layout(seat, rect.x + 10, rows["deck_y"], rect.w - 20, order=order)["deck"]
                self.draw_open_mark(surface, cards[0].unionall(cards[1:]).inflate(6, 6))
            self.draw_character_row(surface, seat, rect.x + 10, rows["deck_y"], rect.w - 20, order=order, badge_px=spx,
                                    scared_on_top=order is not None)
            # hand size as small backs and a count, the points at the right (when not by the name)
            size = self.shown_hand(seat)
            back = self.card_surface(None, (18, 25))
            hand_mid = rows["hand_top"] + rows["hand_h"] // 2
            step = rows["fan_step"]
            opened = self.open_state() is not None
            for i in range(0 if opened else min(size, 9)):
                surface.blit(back, (rect.x + 10 + i * step, hand_mid - 12))
            right = rect.right - 6
            if not rows["points_up"] and not self.open_points_off(seat, rect, rows):
                pts = fit_text(assets, points, rows["points_room"], spx, theme.colour("accent"), "bold")
                place = surface.blit(pts, pts.get_rect(midright=(rect.right - 8, hand_mid)))
                right = place.x - 10
            if opened:  # every card face up, as value chips, in a dashed outline
                self.draw_open_hand(surface, seat, rect, rows, right)
            elif rows["hand_words"]:
                lx = rect.x + 10 + min(size, 9) * 6 + 20
                label = fit_text(assets, t("ghostbumpers.ui.cards", n=size), right - lx, spx, theme.colour("text_muted"))
                surface.blit(label, label.get_rect(midleft=(lx, hand_mid)))
            else:
                self.draw_badge(surface, size, (rect.x + 10 + max(0, min(size, 9) - 1) * step + 22, hand_mid), spx)
            status, colour = self.seat_state(seat)
            if status and rows["status_top"] is not None:
                img = fit_text(assets, status, rect.w - 16, spx, colour, "bold")
                surface.blit(img, img.get_rect(midright=(rect.right - 8, rows["status_top"] + rows["small_h"] // 2)))

    def seat_state(self, seat: int) -> tuple[str, tuple]:
        view, theme = self.view, self.theme
        if view.phase == "scare":
            if view.scare_set[seat]:
                return t("ghostbumpers.ui.hidden_done"), theme.colour("success")
            return t("ghostbumpers.ui.hiding"), theme.colour("warning")
        if view.owed[seat]:
            return t("ghostbumpers.ui.owes", n=view.owed[seat]), theme.colour("warning")
        return "", theme.colour("text")

    def draw_piles(self, surface: pygame.Surface) -> None:
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
                    surface.blit(self.card_surface(None, PILE_CARD), rect.move(i * 2, -i * 2))
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
