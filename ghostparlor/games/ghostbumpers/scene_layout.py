"""Ghostbumpers table: the layout, the value colours, the keys, and the small helpers
every panel shares (GB-12 strength text, GB-13 best play, the animation step)."""

from __future__ import annotations

import pygame

from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Tween

SEAT_ROW = pygame.Rect(12, 60, 920, 148)
FELT = pygame.Rect(12, 216, 920, 254)
TRICK = pygame.Rect(204, 224, 580, 238)
FORECAST = pygame.Rect(792, 232, 132, 222)
DRAW_POS = (30, 262)
DISCARD_POS = (114, 262)
PILE_CARD = (70, 98)
ME_PANEL = pygame.Rect(12, 478, 188, 234)
HAND_RECT = pygame.Rect(206, 500, 536, 218)
CARD = (98, 138)
SIDE = pygame.Rect(750, 478, 182, 234)
MINI = (58, 82)  # cards in the trick
SLOT_CARDS_TOP = 41  # the cards of a trick slot start this far below its top (the name plate is above)
CHAR = (26, 36)  # character cards beside a deck

VALUE_COLOURS = {
    1: (96, 140, 200), 2: (86, 164, 176), 3: (92, 160, 120), 4: (136, 164, 86), 5: (226, 178, 84),
    6: (216, 146, 70), 7: (204, 108, 72), 8: (180, 80, 104), 9: (134, 84, 160), 0: (70, 62, 86),
}
NAV_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
            pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_HOME, pygame.K_END)
SKIP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def strength_text(card: int, count: int, announce: int) -> str:
    """GB-12 as printed on the table: a single card its value, k x v the decimal "k.v"."""
    if card == ZERO_TEN:
        return str(max(0, announce))
    if count == 1:
        return str(card)
    return f"{count}.{card}"


def best_index(plays) -> int:
    """GB-13: the highest strength wins; on a tie the latest play wins."""
    best, best_s = -1, -1
    for i, play in enumerate(plays):
        if play[4] >= best_s:
            best, best_s = i, play[4]
    return best


class Step:
    """One queued animation: a kind, its data and a tween from 0 to 1."""

    def __init__(self, kind: str, duration: float, **data) -> None:
        self.kind = kind
        self.tween = Tween(0.0, 1.0, duration, "linear")
        self.data = data
        self.started = False


def dim_table(surface: pygame.Surface, theme) -> None:
    """Dim the whole table under a panel laid over it (the round summary, the score table)."""
    shade = pygame.Surface(TABLE_RECT.size, pygame.SRCALPHA)
    shade.fill(theme.colour("dim_overlay"))
    surface.blit(shade, TABLE_RECT)
