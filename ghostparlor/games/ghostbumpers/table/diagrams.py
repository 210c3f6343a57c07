"""Diagrams of the Ghostbumpers rules reader, drawn from the game's own content and card art.

- ``depth`` (GB-3, GB-15, GB-19): where the scared card lies in the character deck of the
  content's set (6 unafraid + 1 scared): the reveals it survives, the points it scores (one
  per card beneath it, doubled when it is on top at the round's end), and the rulebook's
  worked example W-1 (hidden 3rd: two reveals put it on top for 2 x 4 = 8, a third scares);
- ``strength`` (GB-12, GB-13): k identical cards of value v count k.v, a decimal, drawn with
  the monster cards' art; strengths from the rules' own ``strength``: 3 x 8 = 3.8 loses to a
  single 4, 2 x 1 = 2.1 beats a single 2, the 0/10 announced as 10 beats everything, as 0
  nothing; a tie goes to the later play.

Transparent, for the parchment of the reader; every colour comes with a word or a shape.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN, strength
from ghostparlor.games.ghostbumpers.rules.actions import strength_words
from ghostparlor.ui import get_assets

INK = (46, 30, 38)
MUTED = (110, 86, 84)
GOOD = (40, 120, 70)  # with the word "wins" / a star
BAD = (170, 50, 40)  # with the word "0 points" / a cross
ROW_BAND = (224, 204, 162, 150)
CHAR = (26, 36)
MINI = (50, 70)


def _canvas(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((max(240, width), max(1, height)), pygame.SRCALPHA)


def _draw_lines(surface, text: str, rect: pygame.Rect, size="small", colour=INK, weight="regular", align="left",
                max_lines: int | None = None) -> int:
    """``text`` fitted into ``rect``; returns the y under its last line."""
    from ghostparlor.ui.text import draw_lines

    used = draw_lines(surface, text, rect, size=size, colour=colour, weight=weight, align=align, max_lines=max_lines)
    return used.bottom


def _height_of(text: str, width: int, size="small", weight="regular", max_lines: int = 3) -> int:
    """How tall ``text`` is wrapped into ``width`` at its size (no more than ``max_lines``)."""
    assets = get_assets()
    lines = assets.wrap(text, width, size, weight, trial=True)
    return min(len(lines), max_lines) * assets.line_height(size, weight)


def _char(kind: str, size=CHAR) -> pygame.Surface:
    """A character card from the game's art: "U" unafraid, "S" scared, "back" face down."""
    assets = get_assets()
    name = {"U": "ghostbumpers/unafraid.png", "S": "ghostbumpers/scared.png", "back": "ghostbumpers/character_back.png"}[kind]
    image = assets.image_scaled(name, size)
    if image is None:
        image = pygame.Surface(size, pygame.SRCALPHA)
        colour = {"U": (240, 236, 220), "S": (220, 80, 80), "back": (40, 50, 90)}[kind]
        pygame.draw.rect(image, colour, image.get_rect(), border_radius=4)
        mark = assets.text(kind if kind != "back" else "", max(10, size[1] // 2), INK, "bold")
        image.blit(mark, mark.get_rect(center=image.get_rect().center))
    return image


def _monster(card: int, size=MINI) -> pygame.Surface:
    assets = get_assets()
    name = "ghostbumpers/zero_ten.png" if card == ZERO_TEN else f"ghostbumpers/monster_{card}.png"
    image = assets.image_scaled(name, size)
    if image is None:
        image = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(image, (240, 230, 200), image.get_rect(), border_radius=5)
        pygame.draw.rect(image, INK, image.get_rect(), 2, border_radius=5)
        label = assets.text("0/10" if card == ZERO_TEN else str(card), "body", INK, "bold")
        image.blit(label, label.get_rect(center=image.get_rect().center))
    return image


def _deck_row(surface, order: str, x: int, y: int, step: int, faded: int = 0, size=CHAR) -> pygame.Rect:
    """A character deck top first ("UUSUUUU") as the game's cards, the first ``faded`` turned up."""
    rect = pygame.Rect(x, y, 0, 0)
    for i, kind in enumerate(order):
        image = _char(kind, size)
        if i < faded:
            image = image.copy()
            image.set_alpha(110)
        spot = surface.blit(image, (x + i * step, y))
        rect = spot if i == 0 else rect.union(spot)
    return rect


# --- GB-3 / GB-19: the depth -------------------------------------------------------------------
def draw_depth(game, width: int) -> pygame.Surface:
    assets = get_assets()
    size = game.set_size
    width = max(240, width)
    # the columns: the depth, the deck, then three numbers
    deck_step = CHAR[0] + 3
    # the depth column as wide as its number and its head's one word (a little shrunk at most)
    head_word = int(assets.theme.font_size("small") * 0.85)
    depth_w = max(54, assets.text_width("7", "large", "bold") + 20,
                  assets.text_width(t("ghostbumpers.diagram.head_depth"), head_word, "bold") + 12)
    deck_w = deck_step * (size - 1) + CHAR[0] + 16
    num_w = (width - depth_w - deck_w - 8) // 3
    heads = [t("ghostbumpers.diagram.head_depth"), t("ghostbumpers.diagram.head_deck"), t("ghostbumpers.diagram.head_safe"),
             t("ghostbumpers.diagram.head_points"), t("ghostbumpers.diagram.head_double")]
    widths = [depth_w, deck_w, num_w, num_w, num_w]
    head_h = max(_height_of(h, w - 8, "small", "bold", 3) for h, w in zip(heads, widths))
    row_h = max(CHAR[1] + 8, assets.line_height("body", "bold") + 6)
    example = _example_height(game, width)
    height = 4 + head_h + 6 + size * row_h + 14 + example
    surface = _canvas(width, height)
    y = 4
    x = 0
    xs = []
    for head, w in zip(heads, widths):
        xs.append(x)
        _draw_lines(surface, head, pygame.Rect(x + 4, y, w - 8, head_h), "small", MUTED, "bold", "center", 3)
        x += w
    y += head_h + 6
    for p in range(1, size + 1):
        band = pygame.Rect(0, y, width, row_h - 2)
        if p % 2:
            pygame.draw.rect(surface, ROW_BAND, band, border_radius=6)
        mid = y + (row_h - 2) // 2
        label = assets.text(str(p), "large", INK, "bold")
        surface.blit(label, label.get_rect(center=(xs[0] + depth_w // 2, mid)))
        order = "U" * (p - 1) + "S" + "U" * (size - p)
        _deck_row(surface, order, xs[1] + 8, mid - CHAR[1] // 2, deck_step)
        beneath = size - p
        cells = [str(p - 1), str(beneath), str(2 * beneath)]
        for k, text in enumerate(cells):
            weight = "bold" if k == 2 and beneath else "regular"
            image = assets.text(text, "body", INK if k < 2 else GOOD if beneath else MUTED, weight)
            surface.blit(image, image.get_rect(center=(xs[2 + k] + num_w // 2, mid)))
        y += row_h
    # the worked example of the rulebook (W-1)
    y += 10
    pygame.draw.line(surface, (*MUTED, 160), (8, y - 6), (width - 8, y - 6), 1)
    _draw_example(game, surface, y, width)
    return surface


EXAMPLE_P = 3  # W-1: Anni hides it 3rd (2 unafraid above, 4 beneath)


def _example_parts(game, width: int):
    size = game.set_size
    beneath = size - EXAMPLE_P
    col = (width - 16) // 3
    title = t("ghostbumpers.diagram.example_title", p=EXAMPLE_P, above=EXAMPLE_P - 1, beneath=beneath)
    captions = [t("ghostbumpers.diagram.example_one", beneath=beneath),
                t("ghostbumpers.diagram.example_two", n=EXAMPLE_P - 1, beneath=beneath, points=2 * beneath),
                t("ghostbumpers.diagram.example_three", n=EXAMPLE_P)]
    return title, captions, col


def _example_height(game, width: int) -> int:
    title, captions, col = _example_parts(game, width)
    title_h = _height_of(title, width - 16, "body", "bold", 2)
    caption_h = max(_height_of(c, col - 12, "small", "regular", 4) for c in captions)
    return title_h + 8 + CHAR[1] + 14 + caption_h + 6


def _draw_example(game, surface, y: int, width: int) -> None:
    size = game.set_size
    title, captions, col = _example_parts(game, width)
    title_h = _height_of(title, width - 16, "body", "bold", 2)
    _draw_lines(surface, title, pygame.Rect(8, y, width - 16, title_h), "body", INK, "bold", "left", 2)
    y += title_h + 8
    order = "U" * (EXAMPLE_P - 1) + "S" + "U" * (size - EXAMPLE_P)
    caption_h = max(_height_of(c, col - 12, "small", "regular", 4) for c in captions)
    step = CHAR[0] - 4
    for k, (turned, caption) in enumerate(zip((1, EXAMPLE_P - 1, EXAMPLE_P), captions)):
        x0 = 8 + k * col
        # the cards turned up lie apart, faded; the deck that is left follows
        shown = _deck_row(surface, order[:turned], x0 + 6, y, step)
        faded = pygame.Surface(shown.size, pygame.SRCALPHA)
        faded.fill((250, 240, 214, 120))
        surface.blit(faded, shown)
        rest = order[turned:]
        if rest:
            _deck_row(surface, rest, shown.right + 12, y, step)
        if k == 1:  # the exact hit: a star on the scared card now on top
            from ghostparlor.ui import draw

            draw.draw_shape(surface, "star", (shown.right + 12 + CHAR[0] - 4, y + 2), 8, GOOD, INK, 1)
        if k == 2:  # a cross on the scared card turned up
            spot = pygame.Rect(x0 + 6 + (turned - 1) * step, y, *CHAR)
            pygame.draw.line(surface, BAD, spot.topleft, spot.bottomright, 3)
            pygame.draw.line(surface, BAD, spot.topright, spot.bottomleft, 3)
        colour = GOOD if k == 1 else BAD if k == 2 else INK
        _draw_lines(surface, caption, pygame.Rect(x0 + 6, y + CHAR[1] + 10, col - 12, caption_h), "small", colour,
                    "bold" if k else "regular", "left", 4)


# --- GB-12 / GB-13: strength k x v -------------------------------------------------------------
COMPARISONS = (  # (left play, right play): (card, count, announce); the later play is the right one
    ((8, 3, -1), (4, 1, -1)),
    ((1, 2, -1), (2, 1, -1)),
    ((9, 2, -1), (3, 1, -1)),
    ((ZERO_TEN, 1, 10), (9, 1, -1)),
    ((ZERO_TEN, 1, 0), (1, 1, -1)),
    ((7, 2, -1), (7, 2, -1)),
)


def _play_label(card: int, count: int, announce: int) -> str:
    if card == ZERO_TEN:
        return t("ghostbumpers.diagram.zero_ten_as", value=announce)
    return t("ghostbumpers.card.multiple", count=count, value=card) if count > 1 else str(card)


def _draw_play(surface, card: int, count: int, x: int, y: int) -> pygame.Rect:
    step = 16
    rect = pygame.Rect(x, y, MINI[0] + step * (count - 1), MINI[1])
    for k in range(count):
        surface.blit(_monster(card), (x + k * step, y))
    return rect


def draw_strength(game, width: int) -> pygame.Surface:
    assets = get_assets()
    width = max(240, width)
    per_row = 2 if width >= 560 else 1
    cell_w = (width - 8) // per_row
    label_h = assets.line_height("body", "bold")
    word_h = assets.line_height("small", "bold")
    cell_h = MINI[1] + 6 + label_h + word_h + 14
    caption = t("ghostbumpers.diagram.strength_caption")
    caption_h = _height_of(caption, width - 16, "body", "bold", 3)
    rows = (len(COMPARISONS) + per_row - 1) // per_row
    surface = _canvas(width, caption_h + 10 + rows * cell_h)
    _draw_lines(surface, caption, pygame.Rect(8, 0, width - 16, caption_h), "body", INK, "bold", "left", 3)
    top = caption_h + 10
    for i, (left, right) in enumerate(COMPARISONS):
        cx, cy = 4 + (i % per_row) * cell_w, top + (i // per_row) * cell_h
        if (i // per_row) % 2 == 0:
            pygame.draw.rect(surface, ROW_BAND, (cx + 2, cy, cell_w - 4, cell_h - 6), border_radius=8)
        s_left, s_right = strength(*left), strength(*right)
        winner = 1 if s_right >= s_left else 0  # GB-13: a tie goes to the later play (the right one)
        plays = (left, right)
        spots = []
        # the two plays, centred in halves of the cell, the sign between them
        half = (cell_w - 40) // 2
        for k, play in enumerate(plays):
            card, count, announce = play
            w = MINI[0] + 16 * (count - 1)
            x = cx + 6 + k * (half + 40) + (half - w) // 2
            spots.append(_draw_play(surface, card, count, x, cy + 6))
        sign = "=" if s_left == s_right else ">" if s_left > s_right else "<"
        mark = assets.text(sign, "large", INK, "bold")
        surface.blit(mark, mark.get_rect(center=(cx + 6 + half + 20, cy + 6 + MINI[1] // 2)))
        for k, (play, spot) in enumerate(zip(plays, spots)):
            code = strength(*play)
            colour = GOOD if k == winner else INK
            card, count, _ = play
            if count == 1 and card != ZERO_TEN:  # a single card: its value is its strength
                text = strength_words(code)
            else:
                text = t("ghostbumpers.diagram.play_strength", play=_play_label(*play), strength=strength_words(code))
            centre = cx + 6 + k * (half + 40) + half // 2
            label = assets.fit_text(text, half - 4, "body", colour, "bold")
            r = surface.blit(label, label.get_rect(midtop=(centre, spot.bottom + 6)))
            if k == winner:
                word = t("ghostbumpers.diagram.tie_later") if s_left == s_right else t("ghostbumpers.diagram.wins")
                tag = assets.fit_text(word, half - 24, "small", GOOD, "bold")
                tr = surface.blit(tag, tag.get_rect(midtop=(centre + 8, r.bottom)))
                from ghostparlor.ui import draw

                draw.draw_shape(surface, "star", (tr.x - 9, tr.centery), 6, GOOD, INK, 1)
    return surface


DIAGRAMS = {"depth": draw_depth, "strength": draw_strength}
