"""Ghostbumpers table: the layout, the value colours, the keys, and the small helpers
every panel shares (GB-12 strength text, GB-13 best play, the animation step)."""

from __future__ import annotations

import pygame

from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Tween
from ghostparlor.ui import cut_tips
from ghostparlor.ui.assets import ELLIPSIS, break_units

SEAT_ROW = pygame.Rect(12, 60, 920, 148)
FELT = pygame.Rect(12, 216, 920, 254)
TRICK = pygame.Rect(204, 222, 572, 242)
SIDE = pygame.Rect(782, 226, 142, 236)  # the felt's right column: the forecast over the Play button(s)
FORECAST = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, 144)
PLAY_BUTTON = pygame.Rect(SIDE.x, SIDE.bottom - 48, SIDE.w, 48)
ZERO_BUTTON = pygame.Rect(SIDE.x, SIDE.bottom - 86, SIDE.w, 40)  # 0/10 asks "as 0" over "as 10"
TEN_BUTTON = pygame.Rect(SIDE.x, SIDE.bottom - 42, SIDE.w, 40)
DRAW_POS = (30, 262)
DISCARD_POS = (114, 262)
PILE_CARD = (70, 98)
SCORES_BUTTON = pygame.Rect(22, FELT.bottom - 44, 172, 34)  # under the piles, on the felt
ME_PANEL = pygame.Rect(12, 478, 188, 234)
HAND_RECT = pygame.Rect(210, 500, 722, 218)  # the whole width right of the own panel
CARD = (100, 140)  # the hand: 9 fanned cards, each two-thirds in view
MINI = (90, 126)  # cards in the trick: read across the table
SLOT_TOP = 30  # the trick's slots start this far below its top (its title is above them)
SLOT_CARDS_TOP = 30  # the cards of a trick slot start this far below its top (the name plate is above)
SLOT_H = 186  # a slot's box: the name plate, the cards and the strength under them
MIN_PX = 13  # no text on this table is drawn smaller (at 100% text size)
CHAR = (26, 36)  # character cards beside a deck
SEAT_BADGE = 16  # what a count's disc adds right of the backs it follows
SEAT_DECK_H = 52  # a seat panel's character deck row: the stack with its count on top
SEAT_DECK_TOP = 8  # of which this much is above the stack's base (the count's disc, the cards stacked)

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


# --- text that fits its place (every size measured at the current text size) ----------------
def fit_text(assets, text: str, width: int, size="body", colour=(255, 255, 255), weight: str = "regular") -> pygame.Surface:
    """``text`` no wider than ``width``: shrunk first (to 72% of its size, never under
    MIN_PX), then ellipsized."""
    px = assets.theme.font_size(size)
    return assets.fit_text(text, width, size, colour, weight, max(MIN_PX, int(px * 0.72)))


def text_step(assets, size, weight: str = "regular") -> int:
    """The distance from one line of ``size`` text to the next: the font's line height, but
    no more than a little over the size (a Japanese face has a tall line whose ink is the
    size: its lines may come closer without their ink touching)."""
    px = assets.theme.font_size(size)
    return min(assets.line_height(px, weight), int(px * 1.2) + 1)


def block_height(assets, lines: list[str], px: int, step: int, weight: str = "regular") -> int:
    """How tall ``lines`` drawn ``step`` apart are, the last one's whole line box included
    (a Japanese face's ink reaches below a step)."""
    return (len(lines) - 1) * step + assets.line_height(px, weight) if lines else 0


def splits_word(assets, text: str, width: int, size, weight: str = "regular") -> bool:
    """True when a word of ``text`` alone is wider than ``width`` (wrapping would split it)."""
    font = assets.font(size, assets.weight_for(text, weight))
    return any(font.size(unit)[0] > width for paragraph in text.split("\n") for _, unit in break_units(paragraph))


def fit_lines(assets, text: str, width: int, height: int, size, weight: str = "regular",
              min_size: int | None = None, one_line: float = 1.0) -> tuple[list[str], int, int]:
    """(lines, px, step): ``text`` wrapped into ``width`` x ``height`` as large as it fits,
    shrinking down to ``min_size`` (72% of the size by default) until every line fits and
    no word is split; at the floor the last line that fits is ellipsized (drawn on the
    canvas, it shows itself whole in a tooltip). With ``one_line`` below 1, a text that
    fits one line at that share of the size or more stays on one line, that large."""
    px = assets.theme.font_size(size)
    floor = min(px, max(MIN_PX, min_size if min_size is not None else int(px * 0.72)))
    if one_line < 1.0:
        for p in range(px, max(floor, int(px * one_line)) - 1, -1):
            if assets.text_width(text, p, weight) <= width and text_step(assets, p, weight) <= height:
                return [text], p, text_step(assets, p, weight)
    for p in range(px, floor - 1, -1):
        lines = assets.wrap(text, width, p, weight)
        step = text_step(assets, p, weight)
        if len(lines) * step <= height and not splits_word(assets, text, width, p, weight):
            return lines, p, step
    step = text_step(assets, floor, weight)
    lines = assets.wrap(text, width, floor, weight)
    most = max(1, height // step)
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = assets.ellipsize(lines[-1] + ELLIPSIS, width, floor, weight)
        cut_tips.remember(lines[-1], text)
    return lines, floor, step


def draw_lines(surface: pygame.Surface, assets, lines: list[str], px: int, step: int, colour, weight: str,
               x: int, y: int, align: str = "left") -> int:
    """Draw ``lines`` one under the other from ``y`` (``x`` is their left edge, or their
    centre with ``align="center"``); returns the ``y`` under the last line."""
    for line in lines:
        img = assets.text(line, px, colour, weight)
        if align == "center":
            surface.blit(img, img.get_rect(midtop=(x, y)))
        else:
            surface.blit(img, (x, y))
        y += step
    return y


def blit_ink(surface: pygame.Surface, img: pygame.Surface, **where) -> pygame.Rect:
    """Blit ``img`` so that its inked pixels (not its line box) sit where ``where`` says
    (``midbottom=(x, y)``, ``center=...``...); returns the inked rect on the surface."""
    ink = img.get_bounding_rect()
    if ink.w == 0 or ink.h == 0:
        ink = img.get_rect()
    target = ink.copy()
    setattr(target, *next(iter(where.items())))
    surface.blit(img, (target.x - ink.x, target.y - ink.y))
    return target
