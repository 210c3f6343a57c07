"""The Phantom Society table's manor: the 6x6 board as a TileGrid (a1..f6), each room tile
drawn with its colour, symbol and value; the squares emptied (wrecked, with who tore them
out, and a seat's last removal faded in the corner); the revealed ghosts and, only in a view
that holds them, the hidden ones; the tiles sliding in and out. Clicks on a square become
PlaceTile / HideGhost / Devastate / Hunt actions, or the words saying why not.

Its things to inspect: every square (an empty square at placement, a tile with its colour and
value, a tile known to be empty, a removed tile's square, a revealed ghost; a hidden ghost
only to the ghost team, and to everybody once the game is over, D-9). Drawing and input
only, from the table's :class:`~ghostparlor.games.phantom_society.table.seen.Sighting`."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.rules import Devastate, GhostHidden, HideGhost, Hunt, PassTurn, PlaceTile, TilePlaced, TileRemoved
from ghostparlor.games.phantom_society.table.board import (
    BOARD_RECT, GHOST_RGB, INK, P, WRECKS, ManorGrid, blit_art, draw_eye, draw_ghost, draw_room_tile, rgb, split_tile,
)
from ghostparlor.games.phantom_society.table.seen import Sighting, colours_to_hide
from ghostparlor.ui import Tile, Tween, draw
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.tokens import Marker, draw_marker

I = "phantom_society.inspect."


def colour_word(colour: str) -> str:
    return t(f"phantom_society.colour.{colour}")


class ManorPanel:
    """The manor: its grid, what is drawn on each square and the tiles' animations."""

    def __init__(self, feed, scene, theme, assets) -> None:
        self.feed, self.game, self.scene = feed, feed.game, scene
        self.theme, self.assets = theme, assets
        board = self.game.spec.content["board"]
        self.cols, self.rows = int(board["columns"]), int(board["rows"])
        self.grid = ManorGrid(BOARD_RECT, self.cols, self.rows, draw_cell=self.draw_cell, name="manor")
        self.grid.set_legal(set())
        self.seen: Sighting | None = None
        self.legal_squares: set[str] = set()
        self.anims: list[dict] = []
        self.vanished: set[str] = set()  # squares whose tile is being animated away
        self.faded: dict = {}  # squares emptied by a seat's last move: the tile drawn faded (the last-move marks)
        self.removed_by: dict[str, tuple[str, str]] = {}  # emptied squares: who emptied them, their tip (removals)

    # --- geometry --------------------------------------------------------------------------
    def cell_of(self, square: str) -> tuple[int, int]:
        return (ord(square[0]) - ord("a"), int(square[1:]) - 1)

    def square_of(self, cell: tuple[int, int]) -> str:
        return self.grid.cell_name(cell)

    def index_of(self, cell: tuple[int, int]) -> int:
        return cell[1] * self.cols + cell[0]

    def square_rect(self, square: str) -> pygame.Rect:
        return self.grid.cell_rect(self.cell_of(square))

    def tile_on(self, square: str):
        """The tile id on ``square`` in the view drawn now (None: empty)."""
        return self.seen.view.board[self.index_of(self.cell_of(square))]

    # --- model -------------------------------------------------------------------------------
    def refresh(self, seen: Sighting) -> None:
        self.seen = seen
        view = seen.view
        self.vanished = set()
        cleared = set(view.cleared)
        self.removed_by = self.removals(view)
        for row in range(self.rows):
            for col in range(self.cols):
                tid = view.board[row * self.cols + col]
                if tid is None:
                    self.grid.set_tile((col, row), None)
                    self.grid.tile_names.pop((col, row), None)
                    said = self.removed_by.get(self.square_of((col, row)))
                    if said is not None:  # the tip says who emptied it and what was there
                        self.grid.tile_names[(col, row)] = said[1]
                else:
                    colour, value = split_tile(tid)
                    text = self.game.tile_name(colour, value)
                    if colour in cleared:
                        text += " - " + t(P + "known_empty")
                    # the face (value big, symbol) is drawn by draw_cell; the name is the tooltip
                    self.grid.set_tile((col, row), Tile(colour=rgb(colour)))
                    self.grid.tile_names[(col, row)] = text

    def removals(self, view) -> dict[str, tuple[str, str]]:
        """The squares emptied in this game, from the public log (D-10): square -> (who:
        "ghost" for a devastation, PS-4, "hunter" for a search, PS-7, "found" for a reveal,
        PS-8; and the words of the square's tip)."""
        out: dict[str, tuple[str, str]] = {}
        for _turn, _seat, _slot, kind, square, tile, revealed in view.log:
            if not square or tile is None or kind not in ("devastate", "hunt"):
                continue
            colour, value = split_tile(tile)
            name = self.game.tile_name(colour, value)
            if revealed:
                out[square] = ("found", t(P + "square_found", ghost=colour_word(revealed), tile=name))
            elif kind == "devastate":
                out[square] = ("ghost", t(P + "square_devastated", tile=name, value=value))
            else:
                out[square] = ("hunter", t(P + "square_searched", tile=name, value=value))
        return out

    def set_legal_squares(self, selected: str | None) -> None:
        """The squares a click may play on now (placing: for the tile ``selected``)."""
        view = self.seen.view if self.seen is not None else None
        squares: set[str] = set()
        for a in self.seen.legal if self.seen is not None else ():
            if isinstance(a, (Devastate, Hunt, HideGhost)):
                squares.add(a.square)
            elif isinstance(a, PlaceTile) and selected == f"{a.colour}_{a.value}":
                squares.add(a.square)
        self.legal_squares = squares
        self.grid.set_legal({self.cell_of(s) for s in squares})
        self.grid.enabled = True
        if view is not None and view.phase == "place" and self.scene.my_turn() and selected is None:
            self.grid.highlighted = set()

    def show_faded(self, faded: dict) -> None:
        """The removed tiles to draw faded in their empty squares: square -> (colour, value,
        seat, revealed colour) (the last-move marks say which)."""
        self.faded = faded

    # --- input -------------------------------------------------------------------------------
    def handle(self, action, selected: str | None):
        """A click (or Enter) on a square: the move it makes, or why there is none."""
        if action.kind == "cell":
            return self.action_on(self.square_of(action.value), selected)
        if action.kind == "rejected":
            return self.why_not(self.square_of(action.value))
        return None

    def action_on(self, square: str, selected: str | None):
        for a in self.seen.legal:
            if isinstance(a, (Devastate, Hunt, HideGhost)) and a.square == square:
                return a
            if isinstance(a, PlaceTile) and a.square == square and selected == f"{a.colour}_{a.value}":
                return a
        return self.why_not(square)

    def why_not(self, square: str) -> str:
        view, legal = self.seen.view, self.seen.legal
        if not self.scene.my_turn():
            if view.phase in ("place", "hide", "play", "bid"):
                return t("game.not_your_turn")
            return t(P + "why.wait")
        tile = view.board[self.index_of(self.cell_of(square))]
        if view.phase == "place":
            if tile is not None:
                return t(P + "why.occupied", square=square)
            return t(P + "why.pick_tile")
        if view.phase == "hide":
            if tile is None:
                return t(P + "why.hide_empty", square=square)
            return t(P + "why.hide_colour", square=square, colours=colours_to_hide(legal))
        if view.phase == "bid":
            return t(P + "why.bid_first")
        if any(isinstance(a, PassTurn) for a in legal):
            return t(P + "why.must_pass")
        if tile is None:
            return t(P + "why.empty", square=square)
        if any(isinstance(a, Devastate) for a in legal):
            return t(P + "why.reach", square=square)
        return t(P + "why.wait")

    # --- animation ---------------------------------------------------------------------------
    def animate(self, event) -> None:
        """A tile placed, a ghost hidden, a tile removed: shown moving on the board."""
        if isinstance(event, TilePlaced):
            self.anims.append({"kind": "place", "square": event.square, "colour": event.colour, "value": event.value,
                               "tween": Tween(0.0, 1.0, 0.28, "ease_out_back")})
        elif isinstance(event, GhostHidden):
            self.anims.append({"kind": "hide", "square": event.square, "colour": event.colour,
                               "tween": Tween(0.0, 1.0, 0.5, "ease_in_out")})
        elif isinstance(event, TileRemoved):
            self.vanished.add(event.square)
            self.anims.append({"kind": "remove", "square": event.square, "colour": event.colour, "value": event.value,
                               "added": event.added, "revealed": event.revealed, "by": event.by,
                               "tween": Tween(0.0, 1.0, 0.7 if event.revealed else 0.5, "ease_out_cubic")})

    def update(self, dt: float) -> None:
        for anim in list(self.anims):
            anim["tween"].update(dt)
            if anim["tween"].done:
                self.anims.remove(anim)

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.grid.draw(surface)
        for anim in self.anims:
            self.draw_anim(surface, anim)

    def draw_cell(self, surface: pygame.Surface, cell: tuple[int, int], rect: pygame.Rect) -> None:
        if self.seen is None:
            return
        view = self.seen.view
        square = self.square_of(cell)
        tid = view.board[self.index_of(cell)]
        cleared = set(view.cleared)
        revealed = [colour for colour, sq in view.revealed if sq == square]
        if tid is not None and square not in self.vanished:
            colour, value = split_tile(tid)
            dim = 0.45 if (self.grid.legal is not None and self.grid.legal and not self.grid.is_legal(cell)) else 0.0
            draw_room_tile(surface, rect, colour, value, dim, colour in cleared)
        elif (tid is not None or view.phase in ("play", "over")) and not revealed:
            # a room torn out (PS-4, PS-7: its value is damage): wrecked, not a clean slot
            blit_art(surface, f"wreck_{self.index_of(cell) % WRECKS}.png", rect.center, rect.width)
            by = self.removed_by.get(square, ("",))[0]
            if by in ("ghost", "hunter"):  # who tore it out: a ghost's claws or a hunter's crowbar
                size = max(12, rect.width * 3 // 10)
                blit_art(surface, f"removed_by_{by}.png", (rect.x + size // 2 + 3, rect.bottom - size // 2 - 3), size)
        if tid is None:
            self.draw_faded(surface, square, rect)  # a seat's last removal: what was there
        # revealed ghosts: public, standing on the square they were found (PS-8: no damage there)
        for colour in revealed:
            size = rect.width * 3 // 4
            if not blit_art(surface, f"ghost_{colour}.png", (rect.centerx, rect.centery - 2), size):
                draw_ghost(surface, rect.center, rect.width // 4, draw.lighten(rgb(colour), 0.35)[:3])
        # hidden ghosts: only in a view that holds them (the ghost team; everybody at the end)
        if view.ghosts is not None and square not in self.vanished:
            for colour, sq, owner, is_revealed in view.ghosts:
                if sq == square and not is_revealed:
                    self.draw_hidden_ghost(surface, rect, square, owner)

    def draw_faded(self, surface: pygame.Surface, square: str, rect: pygame.Rect) -> None:
        """A removed tile, faded, in its empty square's bottom-right corner: over the wreck
        after a damage removal (its value still readable), small under a revealed ghost (PS-8)."""
        shown = self.faded.get(square)
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

    def draw_hidden_ghost(self, surface: pygame.Surface, rect: pygame.Rect, square: str, owner: int) -> None:
        """A hidden ghost, as its team sees it: the dashed "secret" badge in the tile's top-right
        corner and its master's seat token beside it."""
        opened = square in self.seen.opened_ghosts  # a secret shown by the replay's open view: marked
        if opened:
            self.draw_opened(surface, rect)
        size = max(14, rect.width * 3 // 8)
        inset = 6 if opened else 3
        centre = (rect.right - size // 2 - inset, rect.y + size // 2 + inset)
        if not blit_art(surface, "ghost_hidden.png", centre, size):
            draw_ghost(surface, centre, size // 3, GHOST_RGB, INK, 235)
        seats = self.feed.seats()
        if 0 <= owner < len(seats):
            r = max(5, size // 4)
            draw_marker(surface, Marker(seat=seats[owner].colour), (centre[0] - size // 2 - r - 1, centre[1]), r, self.theme)

    def draw_opened(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The mark of a secret shown only by the replay's open view: a thin light outline
        inside the tile and an eye badge in its bottom-left corner (a shape, not a colour alone)."""
        colour = self.theme.colour("info")[:3]
        radius = max(3, rect.width // 10)
        inner = rect.inflate(-6, -6)
        pygame.draw.rect(surface, INK, inner, 4, border_radius=radius)
        pygame.draw.rect(surface, colour, inner.inflate(-2, -2), 2, border_radius=radius)
        r = max(6, min(11, rect.height // 7))
        draw_eye(surface, (inner.x + r + 4, inner.bottom - r - 4), r, colour)

    def draw_anim(self, surface: pygame.Surface, anim: dict) -> None:
        kind = anim["kind"]
        p = anim["tween"].value
        rect = self.grid.cell_rect(self.cell_of(anim["square"])).inflate(-6, -6)
        if kind == "place":
            size = max(4, int(rect.width * (0.4 + 0.6 * p)))
            r = pygame.Rect(0, 0, size, size)
            r.center = (rect.centerx, int(rect.centery - (1 - p) * 40))
            draw_room_tile(surface, r, anim["colour"], anim["value"])
        elif kind == "hide":
            y = rect.centery - (1 - p) * rect.height * 0.6
            alpha = int(255 * (1 - p * 0.6))
            if not blit_art(surface, "ghost_hidden.png", (rect.centerx, y), rect.width // 2, alpha):
                draw_ghost(surface, (rect.centerx, y), rect.width // 4, GHOST_RGB, INK, alpha)
        elif kind == "remove":
            scale = 1.0 - 0.7 * p
            size = max(4, int(rect.width * scale))
            r = pygame.Rect(0, 0, size, size)
            r.center = (rect.centerx, int(rect.centery - p * 30))
            draw_room_tile(surface, r, anim["colour"], anim["value"], 0.3 * p)
            if anim["revealed"]:
                centre = (rect.centerx, rect.centery - p * rect.height * 0.4)
                if not blit_art(surface, f"ghost_{anim['revealed']}.png", centre, int(rect.width * (0.4 + 0.4 * p))):
                    draw_ghost(surface, centre, int(rect.width * (0.2 + 0.2 * p)), draw.lighten(rgb(anim["revealed"]), 0.35)[:3])
            elif anim["added"]:
                img = self.assets.text(f"+{anim['added']}", "large", self.theme.colour("warning"), "bold")
                surface.blit(img, img.get_rect(center=(rect.centerx, int(rect.y - p * 24))))

    # --- what each square is (the inspect tips) ----------------------------------------------------
    def tile_words(self, tile: str) -> str:
        colour, value = split_tile(tile)
        return self.game.tile_name(colour, value)

    def things(self) -> list[Thing]:
        """The manor itself and every square on it."""
        return [Thing(pygame.Rect(self.grid.board_rect), "manor", "§2"), *self._square_things(self.seen.view)]

    def _last_removals(self, view) -> dict[str, tuple]:
        """The last removal of each square in the public log: square -> (turn, seat, tile)."""
        out = {}
        for turn, seat, _slot, kind, square, tile, _revealed in view.log:
            if kind != "pass" and square:
                out[square] = (turn, seat, tile)
        return out

    def _square_things(self, view) -> list[Thing]:
        names = self.feed.names()
        cleared = set(view.cleared)
        revealed = {sq: colour for colour, sq in view.revealed}
        hidden = {}
        if view.ghosts is not None:  # the ghost team (D-9), or everybody once the game is over
            hidden = {sq: (colour, owner) for colour, sq, owner, rev in view.ghosts if sq is not None and not rev}
        removals = self._last_removals(view)
        targets = {a.square for a in self.seen.legal if isinstance(a, Devastate)}
        out = []
        for row in range(self.rows):
            for col in range(self.cols):
                cell = (col, row)
                square = self.square_of(cell)
                rect = self.grid.cell_rect(cell)
                tile = view.board[self.index_of(cell)]
                if tile is not None:
                    colour, value = split_tile(tile)
                    params = {"tile": self.tile_words(tile), "square": square, "value": value, "colour": colour_word(colour)}
                    if square in hidden:
                        ghost, owner = hidden[square]
                        player = names[owner] if 0 <= owner < len(names) else "?"
                        reach = [self.game.square_names[q] for q in self.game.geo.targets(
                            self.game.square_index[square], [0 if b is not None else -1 for b in view.board])]
                        params.update(ghost=colour_word(ghost), player=player, reach=", ".join(reach) or "-")
                        # shown only by a replay's open view: the tip says it was a secret then
                        kind = "tile_open_ghost" if square in self.seen.opened_ghosts else "tile_hidden_ghost"
                        out.append(Thing(rect, kind, "PS-5", params))
                    elif colour in cleared:
                        out.append(Thing(rect, "tile_cleared", "PS-9", params))
                    elif square in targets:
                        out.append(Thing(rect, "tile_target", "PS-4", params))
                    else:
                        out.append(Thing(rect, "tile", "PS-8", params))
                elif square in revealed:
                    out.append(Thing(rect, "ghost_revealed", "PS-8", {"ghost": colour_word(revealed[square]), "square": square}))
                elif view.phase in ("place", "deal_colours", "deal_piles", "bid"):
                    out.append(Thing(rect, "square_open", "§3.3", {"square": square}))
                else:
                    if square in removals:  # the public log says who removed what (D-10)
                        turn, seat, removed = removals[square]
                        player = names[seat] if 0 <= seat < len(names) else "?"
                        how = t(I + "removed_by", player=player, tile=self.tile_words(removed) if removed else "-", turn=turn)
                    else:  # removed before the record began (a set-up position)
                        how = t(I + "removed")
                    out.append(Thing(rect, "square_empty", "PS-5", {"square": square, "removed": how}))
        return out
