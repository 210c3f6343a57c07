"""Where things lie on the Ghosts table (the 1280x720 canvas), shared by its panels, and
the names of its pictures. Constants and small pure helpers only.
"""

from __future__ import annotations

import pygame

FAMILY_COLOURS = {
    "red": (213, 72, 58),
    "yellow": (232, 190, 60),
    "blue": (60, 124, 214),
    "green": (70, 160, 92),
    "black": (60, 56, 70),
    "white": (236, 232, 226),
}
MIN_PX = 13  # no text on this table is drawn smaller (at 100% text size)
CARD = (120, 168)
SMALL = (60, 84)
PILE_CENTER = (270, 318)
PILE_X = PILE_CENTER[0] - 90  # the first card of the pile shown; each next one 34 px to its right
PILE_STEP = 34
PILE_SHOWN = 6  # the pile's top cards drawn (the rest: "+3")
DECK_X = 24
FOG_CARD = (92, 129)  # Fog beside the pile (GH-5), a little smaller than the pile's cards
FOG_SPOT = (488, 258)
# the bottom row, left to right: the viewer's panel, the hand (a fan of five needs about 460 px),
# the take button (as wide as its words need, up to the table's edge)
ME_PANEL = pygame.Rect(8, 526, 180, 186)
HAND_RECT = pygame.Rect(194, 502, 480, 216)
TAKE_RIGHT, TAKE_MIN_X = 932, 684
SEAT_ROW = pygame.Rect(12, 60, 920, 132)
DIRECTION_RIGHT, DIRECTION_MIN_X = 932, 612  # the direction chip grows leftwards with its words
# what FP means, in words on the table (the seats, the players panel and the viewer's marker say "3 FP"):
# right of the hand, under its prompt, over the take button
FP_LEGEND = pygame.Rect(TAKE_MIN_X, 542, TAKE_RIGHT - TAKE_MIN_X, 54)  # below the prompt line's area
GAUGE = pygame.Rect(612, 208, 312, 198)  # right of the pile and Fog, above the direction chip
CALL_RECT = pygame.Rect(168, 412, 436, 62)  # under the pile, left of the direction chip
SYMBOL = 28  # a family's symbol beside its words
STEP_H = 22  # the gauge's steps


def card_image(card: str) -> str:
    return f"ghosts/{card}.png"


def symbol_image(family: str) -> str:
    return f"ghosts/symbol_{family}.png"


def family_of(card: str) -> str | None:
    """The family of a ghost card (``ghost_blue_2``), None for Fog."""
    return card.split("_")[1] if card.startswith("ghost_") else None


def pile_card_rect(i: int, shown: int) -> pygame.Rect:
    """The ``i``-th of the ``shown`` cards drawn of the pile: a strip, the top one whole."""
    y = PILE_CENTER[1] - CARD[1] // 2
    return pygame.Rect(PILE_X + i * PILE_STEP, y, CARD[0] if i == shown - 1 else PILE_STEP, CARD[1])


def fog_rect(k: int) -> pygame.Rect:
    """The ``k``-th Fog beside the pile, drawn 6 px down and right of the one before."""
    return pygame.Rect((FOG_SPOT[0] + k * 6, FOG_SPOT[1] + k * 6), FOG_CARD)
