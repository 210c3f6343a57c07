"""Don't Go In There: where every seat's last move stays marked on the table (until that
seat acts again): on a room's space or board, in a row of the player's collection
(collection.py), on the panel's name line, around the dice.

Marks are taken only from what the viewer may see (the feed's moves, redacted for the
viewer): the public fields of the move's events (which room and space a meeple entered,
which card was taken, which Doll set or Tome type was chosen, which die ability was
used); the private card of a peek (SecretCardSeen.card) is never read here, and the
tooltip text is the log's, written for the viewer.

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
from ghostparlor.games.dont_go_in_there.table.art import PLAYERS, SLOT_Y, P, board_rect, curse_of, space_rect
from ghostparlor.games.dont_go_in_there.table.collection import collection_rows, panel_rows
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui.last_move import BADGE_RADIUS, LastMark


class RoomMarks(Part):
    """The last-move marks (nothing of its own to keep: made from the feed's moves)."""

    @staticmethod
    def own_event(move):
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
            e = self.own_event(move)
            if isinstance(e, CardTaken) and not e.automatic:
                rows[seat] = curse_of(e.card)
            elif isinstance(e, CardsDispelled) and e.cards:
                rows[seat] = curse_of(e.cards[0])
            elif isinstance(e, TomeNamed):
                rows[seat] = e.curse
        return rows

    def drop_over_boards(self) -> None:
        """The frame re-asks for marks only when the table is at rest, and the final
        scoring is animated (the table is busy): marks taken before it would be drawn
        over it. Those above the players' panels are dropped at once."""
        layer = getattr(self.scene, "last_marks", None)
        if layer is not None and any(m.rect.bottom <= PLAYERS.y for m, _ in layer.marks):
            layer.set_marks([(m, tip) for m, tip in layer.marks if m.rect.bottom > PLAYERS.y])

    def last_move_marks(self, moves: dict, viewer: int | None) -> list[LastMark]:
        """Where each seat's last move shows on the table now (``moves``: seat -> its last move)."""
        view = self.view
        if view is None or self.table.choice.asking():  # never over a question being asked
            return []
        over = view.phase == "over"  # the final scoring covers the boards
        rows = self.marked_rows(moves)
        marks = []
        beside: dict[int, int] = {}  # board -> tokens already beside its slots
        for seat in sorted(moves):
            move = moves[seat]
            e = self.own_event(move)
            mark = None
            if seat in rows:
                mark = self._row_mark(view, seat, rows[seat])
                if mark is None and isinstance(e, TomeNamed):  # no card of the named type: the Tomes
                    mark = self._row_mark(view, seat, "tome")
            elif isinstance(e, MeeplePlaced) and not over:
                mark = self._room_mark(view, seat, e.room, e.space, self.game.describe_event(
                    e, self.feed.names(), viewer), beside)
            elif isinstance(e, (RerollChosen, DieTurned, RollKept)) and not over:
                room = self._resolved_by(seat, move.number)
                if room is not None and view.resolving == room and view.resolver == seat and self.table.strip.dice:
                    rect = self.table.strip.dice[0].rect.unionall([d.rect for d in self.table.strip.dice[1:]])
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
        for move in self.feed.moves():
            if move.number > number:
                break
            for e in move.events:
                if isinstance(e, RoomResolves) and e.resolver == seat:
                    room = e.room
        return room

    def _row_mark(self, view, seat: int, curse: str) -> LastMark | None:
        area = self.table.players.collection_area(seat)
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
        rect = self.table.players.seat_rects()[seat]
        top, h, _ = panel_rows(self.feed.names()).name
        return rect.right - BADGE_RADIUS - 6, rect.y + top + h // 2

    def name_marked(self, seat: int) -> bool:
        """True when the seat's last-move token sits on its name line (draw_players)."""
        curse = self.marked_rows(self.feed.last_moves()).get(seat)
        area = self.table.players.collection_area(seat)
        if curse is None or area is None or self.view is None:
            return False
        return any(row.curse == curse and row.token is None for row in collection_rows(self.view, seat, area, curse))

    def _room_mark(self, view, seat: int, room: str, space: int | None, said: str, beside: dict) -> LastMark:
        """The frame around the space while the room is up; once the room has resolved
        and flipped or left (DG-11), a token beside the board's card slots (stacked down
        its left edge, clear of the cards), said in words."""
        b = self.table.board_of(room)
        if space is not None and view.boards[b].room == room:
            return LastMark(seat, space_rect(b, space))
        k = beside.get(b, 0)
        beside[b] = k + 1
        r = board_rect(b)
        text = (said + " " if said else "") + t(P + "mark_resolved")
        return LastMark(seat, pygame.Rect(r.x, r.y + SLOT_Y + 6 + k * (2 * BADGE_RADIUS + 4), 4, 4), frame=False,
                        text=text if said else "")
