"""Diagrams of the Ghosts rules reader, drawn from the game's own content: the cards are
the game's card art, the levels are added up by the values and the cap the content gives.

- ``cap`` (GH-3, GH-6): at level 5 a new family fits with a 1 or a 2, never a 3;
- ``mirror`` (GH-4): the same family keeps the level and turns the direction round;
- ``fog`` (GH-5): Fog goes beside the pile; the top ghost and the level stay.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.ui import get_assets

CARD = (72, 101)
STEP = 24  # how much of each card under the top one shows
INK = (46, 30, 38)
GOOD = (40, 120, 70)
BAD = (170, 50, 40)


def _value(game, card: str) -> int:
    return game.value_of[game.kind_of[card]]


def _level(game, pile: list[str]) -> int:
    """The level of a pile laid in order (GH-2 to GH-4): a new family adds, a mirror keeps."""
    level, top = 0, None
    for card in pile:
        family = card.split("_")[1]
        if family != top:
            level += _value(game, card)
            top = family
    return level


def _pile(surface: pygame.Surface, cards: list[str], x: int, y: int) -> pygame.Rect:
    assets = get_assets()
    rect = pygame.Rect(x, y, 0, 0)
    for i, card in enumerate(cards):
        image = assets.image_scaled(f"ghosts/{card}.png", CARD)
        spot = pygame.Rect(x + i * STEP, y, *CARD)
        if image is not None:
            surface.blit(image, spot)
        else:
            pygame.draw.rect(surface, (200, 190, 170), spot, border_radius=6)
        rect = spot if i == 0 else rect.union(spot)
    return rect


def _label(surface: pygame.Surface, text: str, centre_x: int, top: int, width: int, colour=INK, weight="bold") -> int:
    assets = get_assets()
    image = assets.fit_text(text, width, "small", colour, weight)
    surface.blit(image, image.get_rect(midtop=(centre_x, top)))
    return top + image.get_height()


def _caption(surface: pygame.Surface, text: str, top: int) -> None:
    from ghostparlor.ui.text import draw_lines

    draw_lines(surface, text, pygame.Rect(10, top, surface.get_width() - 20, surface.get_height() - top - 2),
               size="body", colour=INK, weight="bold", max_lines=2)


def _arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], colour=INK) -> None:
    pygame.draw.line(surface, colour, start, end, 4)
    x, y = end
    pygame.draw.polygon(surface, colour, [(x, y), (x - 14, y - 9), (x - 14, y + 9)])


def _direction(surface: pygame.Surface, centre: tuple[int, int], clockwise: bool) -> None:
    assets = get_assets()
    icon = assets.image_scaled("common/icon_arrow_cw.png" if clockwise else "common/icon_arrow_ccw.png", (40, 40))
    pygame.draw.circle(surface, (70, 48, 80), centre, 26)
    if icon is not None:
        surface.blit(icon, icon.get_rect(center=centre))


def _canvas(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((max(200, width), height), pygame.SRCALPHA)


def draw_cap(game, width: int) -> pygame.Surface:
    cap = game.cap
    base = ["ghost_yellow_2", "ghost_red_3"]
    level = _level(game, base)
    surface = _canvas(width, 236)
    pile = _pile(surface, base, 20, 18)
    _label(surface, t("ghosts.diagram.level", level=level), pile.centerx, pile.bottom + 6, pile.w + 60)
    tries = ["ghost_green_1", "ghost_green_2", "ghost_green_3"]
    span = (surface.get_width() - pile.right - 60) // len(tries)
    for i, card in enumerate(tries):
        x = pile.right + 60 + i * span + (span - CARD[0]) // 2
        after = level + _value(game, card)
        fits = after <= cap
        rect = _pile(surface, [card], x, 18)
        # a tick or a cross on the card's corner: a shape as well as a colour
        mark = pygame.Rect(0, 0, 26, 26)
        mark.center = (rect.right - 4, rect.top + 4)
        pygame.draw.circle(surface, GOOD if fits else BAD, mark.center, 13)
        if fits:
            pygame.draw.lines(surface, (255, 255, 255), False, [(mark.x + 6, mark.centery), (mark.centerx - 1, mark.bottom - 7),
                                                             (mark.right - 6, mark.y + 7)], 3)
        else:
            pygame.draw.line(surface, (255, 255, 255), (mark.x + 7, mark.y + 7), (mark.right - 7, mark.bottom - 7), 3)
            pygame.draw.line(surface, (255, 255, 255), (mark.right - 7, mark.y + 7), (mark.x + 7, mark.bottom - 7), 3)
        words = t("ghosts.diagram.fits" if fits else "ghosts.diagram.too_high", level=after)
        _label(surface, words, rect.centerx, rect.bottom + 6, span - 8, GOOD if fits else BAD)
    _caption(surface, t("ghosts.diagram.cap_caption"), 168)
    return surface


def _before_after(game, width: int, before: list[str], played: str, after: list[str], fog_after: bool,
                  cw_before: bool, cw_after: bool, caption: str) -> pygame.Surface:
    surface = _canvas(width, 250)
    w = surface.get_width()
    left = _pile(surface, before, 20, 26)
    _label(surface, t("ghosts.diagram.before"), left.centerx, 2, left.w + 40, (110, 86, 84), "regular")
    _label(surface, t("ghosts.diagram.level", level=_level(game, before)), left.centerx, left.bottom + 6, left.w + 60)
    _direction(surface, (left.right + 40, left.centery - 24), cw_before)
    # the card played, between the two
    mid_x = w // 2 - CARD[0] // 2
    card = _pile(surface, [played], mid_x, 26)
    _arrow(surface, (left.right + 74, card.centery + 30), (card.x - 8, card.centery + 30))
    right_x = min(w - 20 - (CARD[0] + STEP * (len(after) - 1)) - (CARD[0] + 10 if fog_after else 0) - 60, card.right + 80)
    _arrow(surface, (card.right + 8, card.centery + 30), (right_x - 12, card.centery + 30))
    right = _pile(surface, after, right_x, 26)
    if fog_after:  # beside the pile, not on it (GH-5)
        fog = _pile(surface, ["fog"], right.right + 10, 38)
        right = right.union(fog)
    _label(surface, t("ghosts.diagram.after"), right.centerx, 2, right.w + 40, (110, 86, 84), "regular")
    _label(surface, t("ghosts.diagram.level", level=_level(game, after)), right.centerx, right.bottom + 6, right.w + 60)
    _direction(surface, (min(w - 30, right.right + 36), right.centery - 24), cw_after)
    _caption(surface, caption, 182)
    return surface


def draw_mirror(game, width: int) -> pygame.Surface:
    before = ["ghost_red_3", "ghost_blue_2"]
    played = "ghost_blue_1"
    return _before_after(game, width, before, played, before + [played], False, True, False, t("ghosts.diagram.mirror_caption"))


def draw_fog(game, width: int) -> pygame.Surface:
    before = ["ghost_yellow_3", "ghost_black_3"]
    return _before_after(game, width, before, "fog", before, True, True, True, t("ghosts.diagram.fog_caption"))


DIAGRAMS = {"cap": draw_cap, "mirror": draw_mirror, "fog": draw_fog}
