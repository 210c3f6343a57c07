"""Ghostbumpers table: the pictures every panel draws with: the monster cards' faces and
backs, the character cards (back, unafraid, scared), a count on a disc and the start card
(GB-4, GB-23), each made once per size and kept."""

from __future__ import annotations

import pygame

from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.games.ghostbumpers.table.layout import MIN_PX, VALUE_COLOURS, blit_ink
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import CardFace, draw
from ghostparlor.ui.cards import fallback_back, fallback_face

START_CARD = (14, 19)  # the start card's small picture beside its holder's name


class Art(Panel):
    """The card pictures, kept by kind and size (``surfaces``)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.surfaces: dict[tuple, pygame.Surface] = {}

    @staticmethod
    def card_image(card: int) -> str:
        return "ghostbumpers/zero_ten.png" if card == ZERO_TEN else f"ghostbumpers/monster_{card}.png"

    def face(self, card: int, index: int) -> CardFace:
        """A card of the viewer's hand (the ``index``-th), as the hand widget shows it."""
        return CardFace(
            id=f"{card}#{index}",
            image=self.card_image(card),
            text=self.game.card_name(card),
            accent=VALUE_COLOURS[card],
            kind=card,
            corner="0/10" if card == ZERO_TEN else str(card),
        )

    def card_surface(self, card: int | None, size: tuple[int, int]) -> pygame.Surface:
        """A monster card's face, or its back (``card`` None), at ``size``."""
        key = ("card", card, size)
        surf = self.surfaces.get(key)
        if surf is None:
            if card is None:
                surf = self.assets.image_scaled("ghostbumpers/back.png", size) or fallback_back(size, self.theme)
            else:
                surf = self.assets.image_scaled(self.card_image(card), size) or fallback_face(self.face(card, 0), size, self.theme)
            self.surfaces[key] = surf
        return surf

    def char_surface(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """A character card: "back", "U" (a calm round ghost) or "S" (a jagged star with "!")."""
        key = ("char", kind, size)
        surf = self.surfaces.get(key)
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
        self.surfaces[key] = surf
        return surf

    def draw_badge(self, surface: pygame.Surface, number: int, center: tuple[int, int], px: int) -> None:
        """A count on an accent disc (a deck's or a hand's size), the disc as large as the number."""
        num = self.assets.text(str(number), px, self.theme.colour("accent_text"), "bold")
        ink = num.get_bounding_rect()
        radius = max(10, ink.w // 2 + 4, ink.h // 2 + 3)
        pygame.draw.circle(surface, self.theme.colour("accent")[:3], center, radius)
        blit_ink(surface, num, center=center)

    @staticmethod
    def start_card_rect(left: int, mid: int) -> pygame.Rect:
        return pygame.Rect(left, mid - START_CARD[1] // 2, *START_CARD)

    def draw_start_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The start card (GB-4, GB-23): a small gold card with a star, beside its holder's name."""
        theme = self.theme
        pygame.draw.rect(surface, theme.colour("accent")[:3], rect, border_radius=3)
        pygame.draw.rect(surface, (40, 24, 30), rect, 1, border_radius=3)
        draw.draw_shape(surface, "star", rect.center, min(rect.w, rect.h) * 0.36, (70, 40, 50), None, 0)
