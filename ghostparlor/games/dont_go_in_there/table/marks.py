"""Don't Go In There: where every seat's last move stays marked on the table (until that
seat acts again), and the players' collections the marks point into (their layout, their
drawing and the words of each row's progress).

Marks are taken only from what the viewer may see: the public fields of the move's
events (which room and space a meeple entered, which card was taken, which Doll set or
Tome type was chosen, which die ability was used); the private card of a peek
(SecretCardSeen.card) is never read here, and the tooltip text is the log's, written
for the viewer.

Where a move shows:
- a meeple placed (DG-3): a dashed frame around its space while the room is up; when the
  room has resolved and flipped or left (DG-11), the token on the board's corner;
- a card taken (DG-10), a Doll set (DG-33) or a Tome type (DG-40): the token at the end of
  the card's type row in the player's collection (a row of small cards: a frame would
  cover its neighbours' values, so the row keeps a free gutter for the token); when the
  row is too full for a gutter, at the end of the panel's name line (the name is fitted
  short of it);
- a die ability (DG-22, DG-23): a frame around the dice while the room resolves.
A mark never lies over a question being asked (the choice panel) or the final scoring.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.rules import (
    CardsDispelled,
    CardTaken,
    DieTurned,
    MeeplePlaced,
    RerollChosen,
    RollKept,
    RoomResolves,
    TomeNamed,
)
from ghostparlor.games.dont_go_in_there.play.goals import progress
from ghostparlor.games.dont_go_in_there.table.art import (
    CURSE_STYLE,
    INK,
    PARCHMENT,
    PLAYERS,
    SLOT_Y,
    TEXT_MIN,
    P,
    board_rect,
    curse_chip,
    curse_of,
    fit_block,
    ink_span,
    space_rect,
    value_of,
)
from ghostparlor.ui import draw
from ghostparlor.ui import probe as _probe
from ghostparlor.ui.last_move import BADGE_RADIUS, LastMark

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
    from ghostparlor.ui.assets import get_assets

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
    from ghostparlor.core.strings import language
    from ghostparlor.ui.assets import get_assets

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


class TableMarks:
    """The last-move half of the table (a mixin of DontGoInThereTable)."""

    def collection_area(self, seat: int) -> pygame.Rect | None:
        rect = self.seat_rects().get(seat)
        if rect is None:
            return None
        top = panel_rows(self.session.names()).collection
        return pygame.Rect(rect.x + 8, rect.y + top, rect.w - 16, rect.h - top - 4)

    @staticmethod
    def _own_event(move):
        """The event that says what the seat did (the first one of its own: the rest are
        what followed, to it or to others)."""
        for e in move.events:
            if getattr(e, "seat", None) == move.seat and (type(e).SECRET_TO is None):
                return e
        return None

    def marked_rows(self, moves: dict) -> dict[int, str]:
        """seat -> the curse type row its last move is marked in (card taken, Doll set, Tome)."""
        rows: dict[int, str] = {}
        for seat, move in moves.items():
            e = self._own_event(move)
            if isinstance(e, CardTaken) and not e.automatic:
                rows[seat] = curse_of(e.card)
            elif isinstance(e, CardsDispelled) and e.cards:
                rows[seat] = curse_of(e.cards[0])
            elif isinstance(e, TomeNamed):
                rows[seat] = e.curse
        return rows

    def drop_marks_over_boards(self) -> None:
        """The frame re-asks for marks only when the table is at rest, and the final
        scoring is animated (the table is busy): marks taken before it would be drawn
        over it. Those above the players' panels are dropped at once."""
        layer = getattr(self.scene, "last_marks", None)
        if layer is not None and any(m.rect.bottom <= PLAYERS.y for m, _ in layer.marks):
            layer.set_marks([(m, tip) for m, tip in layer.marks if m.rect.bottom > PLAYERS.y])

    def last_move_marks(self, moves: dict, viewer: int | None) -> list[LastMark]:
        view = self.view
        if view is None or (self.buttons and self.choice_title):  # never over a question being asked
            return []
        over = view.phase == "over"  # the final scoring covers the boards
        rows = self.marked_rows(moves)
        marks = []
        beside: dict[int, int] = {}  # board -> tokens already beside its slots
        for seat in sorted(moves):
            move = moves[seat]
            e = self._own_event(move)
            mark = None
            if seat in rows:
                mark = self._row_mark(view, seat, rows[seat])
                if mark is None and isinstance(e, TomeNamed):  # no card of the named type: the Tomes
                    mark = self._row_mark(view, seat, "tome")
            elif isinstance(e, MeeplePlaced) and not over:
                mark = self._room_mark(view, seat, e.room, e.space, self.game.describe_event(
                    e, self.session.names(), viewer), beside)
            elif isinstance(e, (RerollChosen, DieTurned, RollKept)) and not over:
                room = self._resolved_by(seat, move.number)
                if room is not None and view.resolving == room and view.resolver == seat and self.dice:
                    rect = self.dice[0].rect.unionall([d.rect for d in self.dice[1:]])
                    mark = LastMark(seat, pygame.Rect(rect))
                elif room is not None:
                    mark = self._room_mark(view, seat, room, None, "", beside)
            if mark is not None:
                marks.append(mark)
        return marks

    def _resolved_by(self, seat: int, number: int) -> str | None:
        """The room whose resolution ``seat`` was resolving at its move ``number`` (the
        public RoomResolves before it)."""
        room = None
        for move in self.session.moves:
            if move.number > number:
                break
            for e in move.events:
                if isinstance(e, RoomResolves) and e.resolver == seat:
                    room = e.room
        return room

    def _row_mark(self, view, seat: int, curse: str) -> LastMark | None:
        area = self.collection_area(seat)
        if area is None:
            return None
        for row in collection_rows(view, seat, area, curse):
            if row.curse == curse:
                cx, cy = row.token or self.name_token(seat)
                return LastMark(seat, pygame.Rect(cx - 2, cy - 2, 4, 4), frame=False)
        return None

    def name_token(self, seat: int) -> tuple[int, int]:
        """The token's place at the right end of the panel's name line (the name is
        fitted short of it), for a card taken into a row too full for a gutter."""
        rect = self.seat_rects()[seat]
        top, h, _ = panel_rows(self.session.names()).name
        return rect.right - BADGE_RADIUS - 6, rect.y + top + h // 2

    def name_marked(self, seat: int) -> bool:
        """True when the seat's last-move token sits on its name line (draw_players)."""
        curse = self.marked_rows(self.session.last_moves()).get(seat)
        area = self.collection_area(seat)
        if curse is None or area is None or self.view is None:
            return False
        return any(row.curse == curse and row.token is None for row in collection_rows(self.view, seat, area, curse))

    def _room_mark(self, view, seat: int, room: str, space: int | None, said: str, beside: dict) -> LastMark:
        """The frame around the space while the room is up; once the room has resolved
        and flipped or left (DG-11), a token beside the board's card slots (stacked down
        its left edge, clear of the cards), said in words."""
        b = self.board_of(room)
        if space is not None and view.boards[b].room == room:
            return LastMark(seat, space_rect(b, space))
        k = beside.get(b, 0)
        beside[b] = k + 1
        r = board_rect(b)
        text = (said + " " if said else "") + t(P + "mark_resolved")
        return LastMark(seat, pygame.Rect(r.x, r.y + SLOT_Y + 6 + k * (2 * BADGE_RADIUS + 4), 4, 4), frame=False,
                        text=text if said else "")

    # --- the collections: each type's cards and how far the seat is toward its effect ---------
    def draw_collection(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's cards grouped by curse type, each row saying how far the seat is toward
        what its type does (goals.py: "2 of 3 for a set", "another 3 makes a pair", "7 of
        8"): the type's chip, its small cards (face up, then dispelled ones face down) and
        the words. The row of the seat's last card taken keeps a gutter for its last-move
        token (scene_marks)."""
        view, theme, assets = self.view, self.theme, self.assets
        marked = self.marked_rows(self.session.last_moves()).get(seat)
        rows = collection_rows(view, seat, area, marked)
        if not rows:
            lines, px, pitch, off = fit_block(t(P + "no_cards"), area.w - 8, min(area.h - 8, 60), "small", "regular", TEXT_MIN, 2)
            for i, line in enumerate(lines):
                surface.blit(assets.text(line, px, theme.colour("text_muted")), (area.x + 4, area.y + 4 - off + i * pitch))
            return
        for row in rows:
            chip = curse_chip(row.curse, CHIP_R)
            surface.blit(chip, chip.get_rect(center=(row.x + CHIP_R + 1, row.cy)))
            colour, _ = CURSE_STYLE.get(row.curse, ((200, 200, 200), "circle"))
            for j, (value, up) in enumerate(row.cards):
                r = row.card_rect(j)
                if up:
                    pygame.draw.rect(surface, PARCHMENT, r, border_radius=3)
                    pygame.draw.rect(surface, draw.darken(colour, 0.3)[:3], r, 2, border_radius=3)
                    num = assets.text(str(value), TEXT_MIN, INK, "bold")
                else:  # DG-17: dispelled, turned face down (its value was public)
                    pygame.draw.rect(surface, (58, 38, 72), r, border_radius=3)
                    pygame.draw.rect(surface, (150, 118, 70), r, 1, border_radius=3)
                    num = assets.text(str(value), TEXT_MIN, (150, 136, 156), "bold")
                surface.blit(num, num.get_rect(center=r.center))
            self.draw_progress(surface, seat, row)

    def progress_words(self, seat: int, curse: str) -> tuple[list[str], bool]:
        """The words a collection row may say, longest first, and whether the type's effect is
        one card (or the end) away (goals.progress)."""
        done = progress(self.game, self.view, seat, curse)
        name = self.game.curse_name(curse)
        long, short = row_words(done), row_words(done, short=True)
        return [t(P + "row_named", curse=name, progress=long), long, short], done.ready

    def draw_progress(self, surface: pygame.Surface, seat: int, row) -> None:
        theme, assets = self.theme, self.assets
        avail = row.text_right - row.text_x
        if avail < 14:
            return
        words, ready = self.progress_words(seat, row.curse)
        colour = theme.colour("accent") if ready else theme.colour("text")
        px0 = assets.theme.font_size("small")
        floor = max(TEXT_MIN, int(px0 * 0.8))
        # the longest words that fit at nearly the full size; else the shortest, smaller;
        # else the shortest shortened (the row's inspect tip says them whole)
        tries = [(text, range(px0, floor - 1, -1)) for text in words] + [(words[-1], range(floor - 1, TEXT_MIN - 1, -1))]
        for text, sizes in tries:
            for px in sizes:
                if assets.text_width(text, px, "bold") <= avail:
                    img = assets.text(text, px, colour, "bold")
                    surface.blit(img, img.get_rect(midleft=(row.text_x, row.cy)))
                    return
        img = assets.fit_text(words[-1], avail, TEXT_MIN, colour, "bold", TEXT_MIN)
        if img.get_width() < assets.text_width(words[-1][:3] + "…", TEXT_MIN, "bold"):
            return  # too narrow for words that say anything: the row's inspect tip says them
        box = pygame.Rect(row.text_x, row.y, avail, row.h)
        with _probe.box(box, f"progress_{seat}_{row.curse}", tooltip=True):  # the inspect tip says it whole
            surface.blit(img, img.get_rect(midleft=(row.text_x, row.cy)))
