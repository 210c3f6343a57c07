"""Ghostbumpers table: the other seats' panels (character decks with their revealed cards,
hand sizes) and the draw and discard piles, with the card and character-card images."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.games.ghostbumpers.scene_layout import CHAR, DISCARD_POS, DRAW_POS, PILE_CARD
from ghostparlor.ui import draw
from ghostparlor.ui.cards import fallback_back, fallback_face
from ghostparlor.ui.tokens import Marker, draw_marker


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
                    mark = self.assets.text("!", max(10, h // 3), (255, 250, 240), "bold")
                    surf.blit(mark, mark.get_rect(center=(c[0], c[1] + 1)))
        self._surfaces[key] = surf
        return surf

    def shown_revealed(self, seat: int) -> int:
        return self.view.revealed[seat] + self.extra_revealed.get(seat, 0)

    def shown_deck(self, seat: int) -> int:
        return max(0, self.view.deck_sizes[seat] - self.extra_revealed.get(seat, 0) - (1 if self.scared_seat == seat else 0))

    def draw_character_row(self, surface: pygame.Surface, seat: int, x: int, y: int, width: int,
                           order: str | None = None) -> None:
        """A seat's face-down character deck and the cards revealed beside it.

        ``order`` (the owner only) is the face-down deck top first with "S" where the
        scared card lies; others see plain backs."""
        assets, theme = self.assets, self.theme
        deck = self.shown_deck(seat)
        revealed = self.shown_revealed(seat)
        w, h = CHAR
        if order is not None:
            step = min(w + 3, (width - 8) // max(1, len(order) + revealed))
            xx = x
            for _ in range(revealed):
                surface.blit(self.char_surface("U", CHAR), (xx, y))
                xx += step
            if revealed:
                xx += 4
            for i, c in enumerate(order):
                lift = 6 if c == "S" else 0
                surface.blit(self.char_surface("back", CHAR), (xx, y - lift))
                if c == "S":
                    badge = self.char_surface("S", (w - 8, h - 12))
                    surface.blit(badge, (xx + 4, y - lift + 6))
                xx += step
            return
        # others: a stack of backs with the count, then the revealed cards
        layers = min(4, deck)
        lift = 0
        if self.moving == seat:
            lift = 6
        for i in range(layers):
            surface.blit(self.char_surface("back", (w + 6, h + 8)), (x + i * 2, y - i * 2 - lift))
        if deck == 0:
            draw.box(surface, pygame.Rect(x, y, w + 6, h + 8), None, 5, theme.colour("edge"), 1)
        num = assets.text(str(deck), "small", theme.colour("accent_text"), "bold")
        badge = num.get_rect(center=(x + w + 6, y + 2))
        pygame.draw.circle(surface, theme.colour("accent")[:3], badge.center, 10)
        surface.blit(num, badge)
        rx = x + w + 22
        space = x + width - rx - w
        step = min(w + 3, space // max(1, revealed - 1)) if revealed > 1 else w
        for i in range(revealed):
            surface.blit(self.char_surface("U", CHAR), (rx + i * step, y + 4))
        if self.scared_seat == seat:
            sx = rx + revealed * step
            surface.blit(self.char_surface("S", (w + 8, h + 10)), (min(sx, x + width - w - 8), y))

    def draw_seats(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        plans = self.session.plans
        names = self.session.names()
        for seat, rect in self.seat_rects().items():
            active = seat == view.to_move and not self.session.is_over() and not self.steps
            draw.box(surface, rect, theme.colour("panel_dark"), 12,
                     theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
            if active:
                draw.glow(surface, rect, theme.colour("accent"), 12, 6)
            draw_marker(surface, Marker(seat=plans[seat].colour), (rect.x + 18, rect.y + 18), 11, theme)
            pts = assets.text(t("ghostbumpers.ui.points", n=view.totals[seat]), "small", theme.colour("accent"), "bold")
            surface.blit(pts, pts.get_rect(topright=(rect.right - 8, rect.y + 10)))
            name = assets.fit_text(names[seat], rect.w - 50 - pts.get_width(), "body", theme.colour("text"), "bold")
            surface.blit(name, (rect.x + 34, rect.y + 7))
            if seat == view.dealer:
                star = assets.fit_text("*", 14, "small", theme.colour("accent"), "bold")
                surface.blit(star, (rect.x + 13, rect.y + 30))
            self.draw_character_row(surface, seat, rect.x + 10, rect.y + 44, rect.w - 20)
            # hand size as small backs and a count, then the seat's state
            size = max(0, view.hand_sizes[seat] + self.hand_delta.get(seat, 0))
            back = self.card_surface(None, (18, 25))
            for i in range(min(size, 9)):
                surface.blit(back, (rect.x + 10 + i * 6, rect.y + 112))
            lx = rect.x + 10 + min(size, 9) * 6 + 20
            label = assets.fit_text(t("ghostbumpers.ui.cards", n=size), rect.right - 6 - lx, "small", theme.colour("text_muted"))
            surface.blit(label, (lx, rect.y + 114))
            status, colour = self.seat_state(seat)
            if status:
                img = assets.fit_text(status, rect.w - 20, "small", colour, "bold")
                surface.blit(img, img.get_rect(bottomright=(rect.right - 8, rect.bottom - 4)))

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
        for pos, count, label, face_up in ((DRAW_POS, view.draw_pile_size, t("ghostbumpers.ui.draw_pile"), False),
                                           (DISCARD_POS, len(view.discard_pile), t("ghostbumpers.ui.discard_pile"), True)):
            rect = pygame.Rect(pos, PILE_CARD)
            if count <= 0:
                draw.box(surface, rect, (30, 48, 40), 9, theme.colour("panel_dark_edge"), 2)
            else:
                for i in range(min(4, (count + 5) // 6)):
                    surface.blit(self.card_surface(None, PILE_CARD), rect.move(i * 2, -i * 2))
                num = assets.text(str(count), "body", theme.colour("accent_text"), "bold")
                c = (rect.right, rect.y + 2)
                pygame.draw.circle(surface, theme.colour("accent")[:3], c, max(14, num.get_width() // 2 + 6))
                surface.blit(num, num.get_rect(center=c))
            img = assets.fit_text(label, PILE_CARD[0] + 10, "small", theme.colour("text"), "bold")
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 6)))
        # the discard pile's contents are public: show the count of each value
        counts: dict[int, int] = {}
        for card in view.discard_pile:
            counts[card] = counts.get(card, 0) + 1
        if counts:
            text = " ".join(f"{'0/10' if v == ZERO_TEN else v}x{c}" for v, c in sorted(counts.items()))
            lines, px = assets.fit_wrapped(text, 168, 70, "small", "regular", 11)
            y = DRAW_POS[1] + PILE_CARD[1] + 30
            for line in lines:
                img = assets.text(line, px, theme.colour("text_muted"))
                surface.blit(img, (24, y))
                y += px + 3
