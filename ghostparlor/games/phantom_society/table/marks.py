"""The Phantom Society table: the last-move marks. Each seat's most recent action stays
marked where it shows now, until that seat acts again:

- a tile placed (section 3.3): its square, while that tile is still on it;
- a tile removed, devastated (PS-4) or searched (PS-7): the now empty (wrecked) square,
  where the removed tile is drawn faded in the corner (its colour, symbol and value, so
  everyone sees what was there; PS-8: a revealed ghost stands on it, and the set-aside
  tile shows smaller);
- a ghost hidden (section 3.5): its square, only to a viewer allowed to see it
  (``event.visible_to(viewer)``: the ghost team; D-9);
- a bid (PS-15): that team's bid on the side panel (face down until both are revealed).

A pass (PS-11) leaves nothing on the table to point at (the log says it). A tournament's
new game (PS-17) lays a new board: the moves of the game before are no one's mark.
Only what the viewer may see decides a mark; the tooltip says the move as the log
describes it for the viewer.
"""

from __future__ import annotations

import pygame

from ghostparlor.games.phantom_society.rules import BidPlaced, GhostHidden, NextGame, TilePlaced, TileRemoved
from ghostparlor.games.phantom_society.table.board import BOARD_RECT
from ghostparlor.games.phantom_society.table.seen import Sighting
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui.last_move import LastMark

BANNER_BAND = pygame.Rect(TABLE_RECT.x, BOARD_RECT.y + 4, TABLE_RECT.w, 56)  # where the table's banner lies


class ManorMarks:
    """Where each seat's last move shows: on the manor's squares (the removed tiles drawn
    faded there by the manor) and on the side panel's bid boxes."""

    def __init__(self, feed, manor, side, moments) -> None:
        self.feed = feed
        self.manor, self.side, self.moments = manor, side, moments
        self.seen: Sighting | None = None

    def refresh(self, seen: Sighting) -> None:
        self.seen = seen

    def current_moves(self, moves: dict) -> dict:
        """``moves`` without the moves of an earlier game of the tournament (PS-17: the
        move that ended a game, and every move before it, were on a board laid away)."""
        start = 0
        for move in self.feed.moves():
            if any(isinstance(e, NextGame) for e in move.events):
                start = move.number
        return {seat: move for seat, move in moves.items() if move.number > start}

    def removed_shown(self, moves: dict) -> dict:
        """The squares emptied by a seat's last move, with the tile that was there (public,
        D-10), while the square is still empty."""
        out: dict = {}
        if self.seen is None:
            return out
        for seat, move in sorted(self.current_moves(moves).items()):
            for event in move.events:
                if isinstance(event, TileRemoved):
                    if self.manor.tile_on(event.square) is None:
                        out[event.square] = (event.colour, event.value, seat, event.revealed)
        return out

    def mark_rect(self, square: str) -> pygame.Rect:
        """The square's tile face, a little larger: the dashed frame runs in the gap around
        the tile and the token sits on the tile's corner, clear of the value."""
        grid = self.manor.grid
        rect = self.manor.square_rect(square)
        pad = max(1, grid.cell_size // 28)
        return rect.inflate(-pad * 2 + 4, -pad * 2 + 4)

    def last_move_marks(self, moves: dict, viewer: int | None) -> list:
        seen = self.seen
        if seen is None or self.moments.summary is not None:
            return []
        view = seen.view
        faded = self.removed_shown(moves)
        self.manor.show_faded(faded)
        marks: list[LastMark] = []
        used: set[str] = set()

        def on_square(seat: int, square: str) -> None:
            corner = "topright" if square in used else "topleft"  # two seats on one square: both tokens show
            used.add(square)
            marks.append(LastMark(seat, self.mark_rect(square), corner=corner))

        for seat, move in sorted(self.current_moves(moves).items()):
            for event in move.events:
                if isinstance(event, TileRemoved):
                    if event.square in faded:
                        on_square(seat, event.square)
                    break
                if isinstance(event, TilePlaced):
                    if self.manor.tile_on(event.square) == f"{event.colour}_{event.value}":
                        on_square(seat, event.square)
                    break
                if isinstance(event, GhostHidden):
                    # D-9: where a ghost hides is the ghost team's secret (shown by a replay's open view)
                    if event.visible_to(viewer) or event.square in seen.opened_ghosts:
                        on_square(seat, event.square)
                    break
                if isinstance(event, BidPlaced):
                    if view.mode != "standard":
                        marks.append(LastMark(seat, self.side.bid_rects()[event.team].inflate(-4, -6)))
                    break
        if self.moments.banner_tween is not None:  # never over the banner being read
            marks = [m for m in marks if not m.rect.inflate(14, 14).colliderect(BANNER_BAND)]
        return marks
