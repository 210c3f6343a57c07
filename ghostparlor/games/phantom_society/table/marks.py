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
from ghostparlor.games.phantom_society.table.board import BOARD_RECT, draw_room_tile
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui.last_move import LastMark

BANNER_BAND = pygame.Rect(TABLE_RECT.x, BOARD_RECT.y + 4, TABLE_RECT.w, 56)  # where the table's banner lies


class LastMoveMarks:
    """Where each seat's last move shows (a mixin of PhantomSocietyTable)."""

    faded: dict  # square -> (colour, value, seat, revealed colour): removed tiles drawn faded

    def current_moves(self, moves: dict) -> dict:
        """``moves`` without the moves of an earlier game of the tournament (PS-17: the
        move that ended a game, and every move before it, were on a board laid away)."""
        start = 0
        for move in self.session.moves:
            if any(isinstance(e, NextGame) for e in move.events):
                start = move.number
        return {seat: move for seat, move in moves.items() if move.number > start}

    def removed_shown(self, moves: dict) -> dict:
        """The squares emptied by a seat's last move, with the tile that was there (public,
        D-10), while the square is still empty."""
        view = self.view
        out = {}
        if view is None:
            return out
        for seat, move in sorted(self.current_moves(moves).items()):
            for event in move.events:
                if isinstance(event, TileRemoved):
                    if view.board[self.index_of(self.cell_of(event.square))] is None:
                        out[event.square] = (event.colour, event.value, seat, event.revealed)
        return out

    def mark_rect(self, square: str) -> pygame.Rect:
        """The square's tile face, a little larger: the dashed frame runs in the gap around
        the tile and the token sits on the tile's corner, clear of the value."""
        rect = self.grid.cell_rect(self.cell_of(square))
        pad = max(1, self.grid.cell_size // 28)
        return rect.inflate(-pad * 2 + 4, -pad * 2 + 4)

    def last_move_marks(self, moves: dict, viewer: int | None) -> list:
        view = self.view
        if view is None or self.summary is not None:
            return []
        self.faded = self.removed_shown(moves)
        marks: list[LastMark] = []
        used: set[str] = set()

        def on_square(seat: int, square: str) -> None:
            corner = "topright" if square in used else "topleft"  # two seats on one square: both tokens show
            used.add(square)
            marks.append(LastMark(seat, self.mark_rect(square), corner=corner))

        for seat, move in sorted(self.current_moves(moves).items()):
            for event in move.events:
                if isinstance(event, TileRemoved):
                    if event.square in self.faded:
                        on_square(seat, event.square)
                    break
                if isinstance(event, TilePlaced):
                    if view.board[self.index_of(self.cell_of(event.square))] == f"{event.colour}_{event.value}":
                        on_square(seat, event.square)
                    break
                if isinstance(event, GhostHidden):
                    # D-9: where a ghost hides is the ghost team's secret (shown by a replay's open view)
                    if event.visible_to(viewer) or event.square in getattr(self, "opened_ghosts", ()):
                        on_square(seat, event.square)
                    break
                if isinstance(event, BidPlaced):
                    if view.mode != "standard":
                        marks.append(LastMark(seat, self.bid_rects()[event.team].inflate(-4, -6)))
                    break
        if self.banner_tween is not None:  # never over the banner being read
            marks = [m for m in marks if not m.rect.inflate(14, 14).colliderect(BANNER_BAND)]
        return marks

    def draw_faded(self, surface: pygame.Surface, square: str, rect: pygame.Rect) -> None:
        """A removed tile, faded, in its empty square's bottom-right corner: over the wreck
        after a damage removal (its value still readable), small under a revealed ghost (PS-8)."""
        shown = getattr(self, "faded", {}).get(square)
        if shown is None:
            return
        colour, value, _seat, revealed = shown
        size = max(12, int(rect.w * (0.36 if revealed else 0.62)))
        face = pygame.Rect(0, 0, size, size)
        face.bottomright = (rect.right - 3, rect.bottom - 3)
        img = pygame.Surface(face.size, pygame.SRCALPHA)
        draw_room_tile(img, img.get_rect(), colour, value)
        img.set_alpha(150 if revealed else 190)
        surface.blit(img, face)

    def forget_marks(self) -> None:
        """The marks taken at rest point at the wrong places (a summary covers the table, a
        banner is up or gone): the game scene takes them anew when the table is at rest."""
        self.scene.forget_marks()
