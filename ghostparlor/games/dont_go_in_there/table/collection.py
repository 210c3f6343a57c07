"""Don't Go In There: the layout of a player's panel and collection (issue 22): where its
rows ink (the name, the curses and ghosts, then the collection), each curse type's row of
small cards (face up, then dispelled face down, DG-17) with a gutter kept free for the
last-move token, and the plain words of each row's progress (goals.py).

Layout and words only: the players' panel draws them (players.py), the last-move marks
point into them (marks.py).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ghostparlor.core.strings import language, t
from ghostparlor.games.dont_go_in_there.table.art import P, curse_of, ink_span, value_of
from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.last_move import BADGE_RADIUS

ROW_H = 23  # one curse type per row in a player's collection (at least; more at larger text sizes)
CHIP_R = 10  # the type's chip at the row's start
MINI = (15, 20)  # a small card in a collection (its value at 13 px)
CARDS_X = 2 * CHIP_R + 6  # where a row's small cards start
GUTTER = 2 * BADGE_RADIUS + 4  # kept free at the end of a marked row for the token


@dataclass
class CollectionRow:
    """One curse type's row in a player's collection: the chip at (x, y), the small cards
    (face up, then dispelled face down) from ``x + CARDS_X`` every ``step`` px, then the
    words of the type's progress from ``text_x`` to ``text_right``; ``token`` is where a
    last-move token sits (the row's gutter, clear of every card and of the words)."""

    curse: str
    x: int
    y: int
    w: int
    h: int
    cards: list  # (value, face up)
    step: int
    token: tuple[int, int] | None  # None: no gutter (unmarked, or too full: the token is on the name line)
    text_x: int = 0
    text_right: int = 0

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.w, self.h)

    @property
    def cy(self) -> int:
        return self.y + self.h // 2

    def card_rect(self, j: int) -> pygame.Rect:
        return pygame.Rect(self.x + CARDS_X + j * self.step, self.cy - MINI[1] // 2, *MINI)


def row_height() -> int:
    """A collection row: the chip and a small card, or a line of small text, whichever is taller."""
    return max(ROW_H, get_assets().line_height("small", "bold") + 3)


def collection_rows(view, seat: int, area: pygame.Rect, marked: str | None = None) -> list[CollectionRow]:
    """The layout of ``seat``'s cards grouped by curse type (the types in play first): as
    many columns of rows as the panel needs; the ``marked`` type's row keeps a gutter for
    a token."""
    groups: dict[str, list[tuple[int, bool]]] = {}
    for card in view.tableaux[seat]:
        groups.setdefault(curse_of(card), []).append((value_of(card), True))
    for card in view.dispelled[seat]:
        groups.setdefault(curse_of(card), []).append((value_of(card), False))
    order = [c for c in view.types if c in groups] + sorted(c for c in groups if c not in view.types)
    if not order:
        return []
    row_h = row_height()
    rows_fit = max(1, area.h // row_h)
    cols = min(3, -(-len(order) // rows_fit))
    rows_used = -(-len(order) // cols)
    if rows_used > rows_fit:  # more types than the panel holds at this size: squeeze the rows
        row_h = max(MINI[1] + 2, area.h // rows_used)
    col_w = area.w // cols
    out = []
    for i, curse in enumerate(order):
        col, row = i // rows_used, i % rows_used
        x, y = area.x + col * col_w, area.y + row * row_h
        cards = sorted(groups[curse], key=lambda c: (not c[1], c[0]))
        gutter = GUTTER if curse == marked else 0
        room = col_w - CARDS_X - 4 - gutter
        if gutter and room // max(1, len(cards)) < 8:
            gutter = 0  # no room beside the cards: the token goes on the panel's name line
            room = col_w - CARDS_X - 4
        step = min(MINI[0] + 2, max(7, room // max(1, len(cards))))
        cards_end = x + CARDS_X + (len(cards) - 1) * step + MINI[0]
        token = (x + col_w - BADGE_RADIUS - 3, y + row_h // 2) if gutter else None
        out.append(CollectionRow(curse, x, y, col_w, row_h, cards, step, token, cards_end + 6,
                                 x + col_w - 4 - gutter))
    return out


@dataclass(frozen=True)
class PanelRows:
    """Where the rows of a player's panel ink, from the panel's top (measured at the current
    text size): the name, the curses and ghosts, then the collection."""

    name: tuple[int, int, int]  # (ink top, ink height, ink top within a text drawn at full size)
    score: tuple[int, int, int]  # the curses' number
    collection: int  # the collection's top


_PANEL_ROWS: dict[tuple, PanelRows] = {}


def panel_rows(names: list[str]) -> PanelRows:
    theme = get_assets().theme
    key = (language(), theme.font_size("small"), theme.font_size("body"), theme.font_size("large"), tuple(names))
    found = _PANEL_ROWS.get(key)
    if found is None:
        name_off, name_h = ink_span(["Ag"] + list(names) + [t("game.you", name=n) for n in names[:1]], "body", "bold")
        num_off, num_h = ink_span(["0123456789"], "large", "bold")
        score_h = max(num_h, ink_span([t(P + "ghosts", n=1), t(P + "ghosts_hidden"), "?"], "body", "bold")[1])
        y = 9
        name = (y, name_h, name_off)
        y += name_h + 8
        score = (y, score_h, num_off - (score_h - num_h) // 2)
        y += score_h + 8
        found = _PANEL_ROWS[key] = PanelRows(name, score, y)
    return found


# the progress said in plain words on the table ("3 more: dispelled", not "1 of 4"):
# the count still to take, from the goals' own numbers
LEFT = {"set": ("set", "n"), "holy_water_count": ("set", "k"), "tome_count": ("set", "k"),
        "portrait_count": ("per", "k"), "clock_total": None, "cat_keeps": None}


def row_words(done, short: bool = False) -> str:
    """What a collection row says of ``done`` (goals.Progress): the plain table words for
    the counts (``dont_go_in_there.row.<key>``), else the goals' own."""
    if done.key not in LEFT:
        return str(done.words(short=short))
    params = dict(done.params)
    if LEFT[done.key] is not None:
        whole, held = LEFT[done.key]
        params["left"] = params[whole] - params[held]
    return t(f"dont_go_in_there.row.{done.key}" + ("_short" if short else ""), **params)
