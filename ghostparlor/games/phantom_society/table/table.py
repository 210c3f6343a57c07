"""The Phantom Society on screen: the 6x6 manor as a TileGrid (a1..f6), every tile
with its colour AND a symbol per colour (colour-blind safe) and its value; beside it
the damage against the target (with what each team removed), the four ghosts, the
teams, the bids and victory points of Master Games; below it the prompt, the
player's own tiles at set-up, the forced-pass button and the bid cards.

Drawing and input only: clicks and keys become PlaceTile / HideGhost / Devastate /
Hunt / PassTurn / Bid actions that the session checks. Everything is drawn from the
view of ``scene.viewer()``: hidden ghosts appear only for the ghost team's seats. The one
exception is a replay's "all hands open" view of a finished game (``scene.reveal_all``, see
``open_view``): every hidden ghost and face-down bid of the position is drawn, each marked
with an eye as a secret revealed (never when ``reveal_all`` is false).

Split by panel: scene_board.py (tiles, ghosts, chips, geometry), scene_panels.py (the
side panel, the strip, banners and summaries), scene_marks.py (each seat's last move
marked on the table), scene_sheet.py (the results screen's score sheet), scene_learn.py
(what everything on the table is, and the notes: where each ghost may still hide). This module
keeps the table itself, its input and the board cells, ``make_table``, ``results_sheet``
and every name other code imports.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.rules import (
    Bid,
    BidsRevealed,
    ColourCleared,
    Devastate,
    GameWon,
    GhostHidden,
    GhostRevealed,
    HideGhost,
    Hunt,
    HuntBegins,
    MasterEliminated,
    MasterPassed,
    NextGame,
    PassTurn,
    PlaceTile,
    TilePlaced,
    TileRemoved,
    TournamentOver,
)
from ghostparlor.games.phantom_society.table.board import (  # noqa: F401 (tests and tools import these from here)
    BOARD_RECT,
    CHIP,
    COLOUR_RGB,
    EXTRA_SYMBOLS,
    GHOST_RGB,
    WRECKS,
    INK,
    ManorGrid,
    P,
    SIDE,
    STRIP,
    SYMBOL,
    TileChip,
    blit_art,
    draw_eye,
    draw_ghost,
    draw_room_tile,
    rgb,
    split_tile,
    symbol,
)
from ghostparlor.games.phantom_society.table.learn import LearnTable
from ghostparlor.games.phantom_society.table.marks import LastMoveMarks
from ghostparlor.games.phantom_society.table.panels import TablePanels
from ghostparlor.games.phantom_society.table.sheet import results_sheet  # noqa: F401 (the results screen asks)
from ghostparlor.scenes.game import TABLE_RECT, HintMark, Table
from ghostparlor.session import Happening
from ghostparlor.ui import Button, Tile, Tween, draw
from ghostparlor.ui.summary import SummaryPanel, SummaryRow  # noqa: F401
from ghostparlor.ui.tokens import Marker, draw_marker


class PhantomSocietyTable(LearnTable, LastMoveMarks, TablePanels, Table):
    BACKDROP = "phantom_society/backdrop.jpg"  # the manor's night-time parlour (tools/art_phantom_society.py)

    def __init__(self, scene) -> None:
        super().__init__(scene)
        board = self.game.spec.content["board"]
        self.cols, self.rows = int(board["columns"]), int(board["rows"])
        self.grid = ManorGrid(BOARD_RECT, self.cols, self.rows, draw_cell=self.draw_cell, name="manor")
        self.grid.set_legal(set())
        self.pass_button = Button((STRIP.right - 190, STRIP.y + 42, 180, 52), t(P + "pass"), action=PassTurn(),
                                  tooltip=t(P + "pass_tip"), name="pass")
        self.pass_button.visible = False
        self.chips: list[TileChip] = []
        self.tens_buttons: list[Button] = []
        self.thousands_buttons: list[Button] = []
        self.bid_button = Button((STRIP.right - 190, STRIP.y + 42, 180, 52), t(P + "bid_confirm_none"), name="bid")
        self.bid_button.visible = False
        self.summary: SummaryPanel | None = None  # the hunt begins, a master is out, the end
        self.bid_labels: list = []  # the tens/thousands labels and their boxes (layout_strip)
        self.bid_tens: int | None = None
        self.bid_thousands: int | None = None
        self.selected: str | None = None  # the tile id picked for placing
        self.view = None
        self.opened_ghosts: set[str] = set()
        self.opened_bids: set[int] = set()
        self.legal: list = []
        self.legal_squares: set[str] = set()
        self.anims: list[dict] = []
        self.vanished: set[str] = set()  # squares whose tile is being animated away
        self.banner = ""
        self.banner_tween: Tween | None = None
        self.faded: dict = {}  # squares emptied by a seat's last move: the tile drawn faded (last-move marks)
        self.removed_by: dict[str, tuple[str, str]] = {}  # emptied squares: who emptied them, their tip (removals)
        self._rebuild_focus()

    # --- geometry --------------------------------------------------------------------------
    def cell_of(self, square: str) -> tuple[int, int]:
        return (ord(square[0]) - ord("a"), int(square[1:]) - 1)

    def square_of(self, cell: tuple[int, int]) -> str:
        return self.grid.cell_name(cell)

    def index_of(self, cell: tuple[int, int]) -> int:
        return cell[1] * self.cols + cell[0]

    def names(self) -> list[str]:
        return self.session.names()

    # --- model -------------------------------------------------------------------------------
    def refresh(self, viewer: int | None) -> None:
        self.view = view = self.game.view(self.session.state, viewer)
        self.opened_ghosts = set()  # squares of hidden ghosts shown only by the open view
        self.opened_bids = set()  # teams whose face-down bid the open view shows
        if viewer is None and getattr(self.scene, "reveal_all", False):
            self.view = view = self.open_view(view)
        my_turn = self.scene.my_turn()
        self.legal = self.session.legal_actions() if my_turn else []
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
        # the chips of the player's own supply (placement)
        supply = view.supplies[viewer] if viewer is not None and view.phase == "place" else ()
        ids = [tid for tid, _c in supply]
        if [c.tile_id for c in self.chips] != ids or any(c.count != n for c, (_t, n) in zip(self.chips, supply)):
            self.chips = []
            size = CHIP
            x0 = STRIP.x + 8
            for i, (tid, count) in enumerate(supply):  # placed for the text size by layout_strip
                self.chips.append(TileChip((x0 + i * (size + 8), STRIP.y + 32, size, size), tid, count))
        placing = my_turn and view.phase == "place"
        for chip in self.chips:
            chip.enabled = placing
        if self.selected not in ids:
            self.selected = ids[0] if ids and placing else None
        for chip in self.chips:
            chip.selected = chip.tile_id == self.selected and placing
        # bids
        self._build_bids(view, my_turn)
        self.pass_button.visible = my_turn and any(isinstance(a, PassTurn) for a in self.legal)
        self.pass_button.enabled = self.pass_button.visible
        self._set_legal_squares()
        self.layout_strip()
        self._rebuild_focus()
        if my_turn and self.focus.focused is None:
            first = self.pass_button if self.pass_button.visible else (
                self.tens_buttons[0] if self.tens_buttons else self.grid)
            self.focus.focus(first, visible=False)

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
                out[square] = ("found", t(P + "square_found", ghost=t(f"phantom_society.colour.{revealed}"), tile=name))
            elif kind == "devastate":
                out[square] = ("ghost", t(P + "square_devastated", tile=name, value=value))
            else:
                out[square] = ("hunter", t(P + "square_searched", tile=name, value=value))
        return out

    def open_view(self, public):
        """The replay's "all hands open" view of a finished game (``scene.reveal_all``): the
        spectator's ``public`` view with every secret of the position added, as the seats
        that know them see them (the rules' own views): where each hidden ghost is and whose
        it is (the ghost team's, D-9) and each team's face-down bid (PS-15). What was secret
        is remembered (``opened_ghosts``, ``opened_bids``) to be drawn marked as revealed."""
        import dataclasses

        state = self.session.state
        changes: dict = {}
        if public.ghosts is None:
            for seat in range(self.session.players):
                if self.game.role_of(state, seat) == "ghosts":
                    known = self.game.view(state, seat)
                    if known.ghosts is not None:
                        changes.update(ghosts=known.ghosts, ghost_targets=known.ghost_targets)
                        self.opened_ghosts = {sq for _c, sq, _o, rev in known.ghosts if sq is not None and not rev}
                    break
        bids = list(public.bids)
        for team, seats in enumerate(public.teams):
            if bids[team] is None and public.bid_placed[team] and seats:
                bids[team] = self.game.view(state, seats[0]).bids[team]
                if bids[team] is not None:
                    self.opened_bids.add(team)
        if self.opened_bids:
            changes["bids"] = tuple(bids)
        return dataclasses.replace(public, **changes) if changes else public

    def _build_bids(self, view, my_turn: bool) -> None:
        bidding = my_turn and view.phase == "bid"
        if not bidding:
            self.tens_buttons, self.thousands_buttons = [], []
            self.bid_button.visible = False
            self.bid_tens = self.bid_thousands = None
            return
        tens = sorted({a.tens for a in self.legal if isinstance(a, Bid)})
        thousands = sorted({a.thousands for a in self.legal if isinstance(a, Bid)})
        if [b.action for b in self.tens_buttons] != tens or [b.action for b in self.thousands_buttons] != thousands:
            x = STRIP.x + 96
            self.tens_buttons = []
            for i, v in enumerate(tens):
                self.tens_buttons.append(Button((x + i * 66, STRIP.y + 44, 60, 46), str(v), action=v, style="secondary",
                                                name=f"tens_{v}"))
            x2 = x + len(tens) * 66 + 110
            self.thousands_buttons = []
            for i, v in enumerate(thousands):
                self.thousands_buttons.append(Button((x2 + i * 54, STRIP.y + 44, 48, 46), str(v), action=v,
                                                     style="secondary", name=f"thousands_{v}"))
            self.bid_tens = self.bid_thousands = None
        self.bid_button.visible = True
        self._update_bid_button()

    def _update_bid_button(self) -> None:
        ok = self.bid_tens is not None and self.bid_thousands is not None
        self.bid_button.enabled = ok
        label = t(P + "bid_confirm", total=self.bid_tens + self.bid_thousands) if ok else t(P + "bid_confirm_none")
        self.bid_button.text = label
        # the label may be cut to the button at a large text size: the tip says what it asks
        self.bid_button.tooltip = "" if ok else t(P + "why.bid_incomplete")
        if hasattr(self.bid_button, "set_text"):
            self.bid_button.set_text(label)

    def _set_legal_squares(self) -> None:
        view = self.view
        squares: set[str] = set()
        for a in self.legal:
            if isinstance(a, (Devastate, Hunt, HideGhost)):
                squares.add(a.square)
            elif isinstance(a, PlaceTile) and self.selected == f"{a.colour}_{a.value}":
                squares.add(a.square)
        self.legal_squares = squares
        self.grid.set_legal({self.cell_of(s) for s in squares})
        self.grid.enabled = True
        if view is not None and view.phase == "place" and self.scene.my_turn() and self.selected is None:
            self.grid.highlighted = set()

    def _rebuild_focus(self) -> None:
        focused = self.focus.focused
        widgets = [*self.chips, *self.tens_buttons, *self.thousands_buttons, self.grid]
        if self.bid_button.visible:
            widgets.append(self.bid_button)
        widgets.append(self.pass_button)
        self.focus.widgets = []
        self.focus.add(*widgets)
        if focused in widgets and getattr(focused, "visible", True):
            self.focus.focus(focused, visible=focused.focus_visible)
        else:
            self.focus.focus(None)

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if self.summary is not None and self.summary.handle(event):
            return None
        action = self.focus.handle(event)
        if action is None or self.view is None:
            return None
        source = action.source
        if source is self.grid:
            if action.kind == "cell":
                return self.action_on(self.square_of(action.value))
            if action.kind == "rejected":
                return self.why_not(self.square_of(action.value))
            return None
        if isinstance(source, TileChip) and action.kind == "click":
            self.selected = source.tile_id
            for chip in self.chips:
                chip.selected = chip is source
            self._set_legal_squares()
            self.focus.focus(self.grid, visible=self.grid.focus_visible)
            return None
        if source is self.pass_button and action.kind == "click" and self.pass_button.visible:
            return PassTurn()
        if source in self.tens_buttons and action.kind == "click":
            self.bid_tens = source.action
            self._update_bid_button()
            return None
        if source in self.thousands_buttons and action.kind == "click":
            self.bid_thousands = source.action
            self._update_bid_button()
            return None
        if source is self.bid_button and action.kind == "click" and self.bid_button.visible:
            if self.bid_tens is None or self.bid_thousands is None:
                return t(P + "why.bid_incomplete")
            return Bid(self.bid_tens, self.bid_thousands)
        return None

    def hint_marks(self, move) -> list[HintMark]:
        if isinstance(move, (PlaceTile, HideGhost, Devastate, Hunt)):
            marks = [HintMark(self.grid.cell_rect(self.cell_of(move.square)))]
            if isinstance(move, PlaceTile):  # the tile to pick from the supply, and where it goes
                chip = f"{move.colour}_{move.value}"
                marks += [HintMark(pygame.Rect(c.rect)) for c in self.chips if c.tile_id == chip]
            return marks
        if isinstance(move, Bid):
            return [HintMark(pygame.Rect(b.rect)) for b in self.tens_buttons if b.action == move.tens] + [
                HintMark(pygame.Rect(b.rect)) for b in self.thousands_buttons if b.action == move.thousands]
        return super().hint_marks(move)

    def action_on(self, square: str):
        for a in self.legal:
            if isinstance(a, (Devastate, Hunt, HideGhost)) and a.square == square:
                return a
            if isinstance(a, PlaceTile) and a.square == square and self.selected == f"{a.colour}_{a.value}":
                return a
        return self.why_not(square)

    def why_not(self, square: str) -> str:
        view = self.view
        if not self.scene.my_turn():
            if view.phase in ("place", "hide", "play", "bid"):
                return t("game.not_your_turn")
            return t(P + "why.wait")
        cell = self.cell_of(square)
        tile = view.board[self.index_of(cell)]
        if view.phase == "place":
            if tile is not None:
                return t(P + "why.occupied", square=square)
            return t(P + "why.pick_tile")
        if view.phase == "hide":
            if tile is None:
                return t(P + "why.hide_empty", square=square)
            return t(P + "why.hide_colour", square=square, colours=self.colours_to_hide())
        if view.phase == "bid":
            return t(P + "why.bid_first")
        if any(isinstance(a, PassTurn) for a in self.legal):
            return t(P + "why.must_pass")
        if tile is None:
            return t(P + "why.empty", square=square)
        if any(isinstance(a, Devastate) for a in self.legal):
            return t(P + "why.reach", square=square)
        return t(P + "why.wait")

    def colours_to_hide(self) -> str:
        colours = sorted({a.colour for a in self.legal if isinstance(a, HideGhost)})
        return ", ".join(t(f"phantom_society.colour.{c}") for c in colours)

    # --- animation ---------------------------------------------------------------------------
    def animate(self, happening: Happening, viewer: int | None) -> None:
        event = happening.event
        if not event.visible_to(viewer) and not (viewer is None and getattr(self.scene, "reveal_all", False)
                                                 and isinstance(event, GhostHidden)):
            return  # the open view of a replay also shows a ghost being hidden
        names = self.names()
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
        elif isinstance(event, (HuntBegins, MasterEliminated, GameWon)):
            # a scoring moment: the hunt begins, a master is out, the game is won (PS-6, PS-10, PS-12)
            self.summary = self.moment_summary(event, self.game.describe_event(event, names, viewer))
            self.forget_marks()  # the panel covers the table: no mark over it
        elif isinstance(event, (GhostRevealed, MasterPassed, BidsRevealed, NextGame, TournamentOver, ColourCleared)):
            self.show_banner(self.game.describe_event(event, names, viewer))
            if isinstance(event, (MasterPassed, HuntBegins, BidsRevealed, NextGame)):
                self.anims.append({"kind": "pause", "tween": Tween(0.0, 1.0, 0.6, "linear")})

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.8, "linear")
        self.forget_marks()  # taken anew without the marks under the banner

    def sound_for(self, happening: Happening, viewer: int | None) -> str | None:
        event = happening.event
        if isinstance(event, TilePlaced):
            return "card_play"
        if isinstance(event, TileRemoved):
            return "reveal" if event.revealed else "card_draw"
        if isinstance(event, GameWon):
            if viewer is None:
                return "win"
            return "win" if viewer in event.winners else "lose"
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.summary is not None:
            self.summary.update(dt)
            if self.summary.done:
                self.summary = None
                self.forget_marks()
        for anim in list(self.anims):
            anim["tween"].update(dt)
            if anim["tween"].done:
                self.anims.remove(anim)
        if self.banner_tween is not None:
            self.banner_tween.update(dt)
            if self.banner_tween.done:
                self.banner_tween = None
                self.forget_marks()  # the marks under the banner come back

    MOMENTS = {"ghost_revealed": "big", "master_eliminated": "big", "colour_cleared": "notable",
               "tile_removed": "notable", "bids_revealed": "notable"}

    def moment_rect(self, happening, viewer):
        square = getattr(happening.event, "square", None)
        return self.grid.cell_rect(self.cell_of(square)) if type(happening.event).TYPE == "ghost_revealed" and square else None

    def prompt_area(self) -> pygame.Rect:
        """Where the prompt is written in the strip under the manor (no tip covers it): above
        or beside the supply chips, above the bid cards (``layout_strip``)."""
        return pygame.Rect(self.layout_strip()[0])

    def busy(self) -> bool:
        return bool(self.anims) or self.summary is not None

    def lively(self) -> bool:
        return bool(self.anims) or self.banner_tween is not None or self.summary is not None

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        if view is None:
            return
        self.grid.draw(surface)
        for anim in self.anims:
            self.draw_anim(surface, anim)
        self.draw_side(surface)
        self.draw_strip(surface)
        if self.summary is not None:
            self.summary.draw(surface, TABLE_RECT)
        else:
            self.draw_banner(surface)

    def draw_cell(self, surface: pygame.Surface, cell: tuple[int, int], rect: pygame.Rect) -> None:
        view = self.view
        if view is None:
            return
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

    def draw_hidden_ghost(self, surface: pygame.Surface, rect: pygame.Rect, square: str, owner: int) -> None:
        """A hidden ghost, as its team sees it: the dashed "secret" badge in the tile's top-right
        corner and its master's seat token beside it."""
        opened = square in self.opened_ghosts  # a secret shown by the replay's open view: marked
        if opened:
            self.draw_opened(surface, rect)
        size = max(14, rect.width * 3 // 8)
        inset = 6 if opened else 3
        centre = (rect.right - size // 2 - inset, rect.y + size // 2 + inset)
        if not blit_art(surface, "ghost_hidden.png", centre, size):
            draw_ghost(surface, centre, size // 3, GHOST_RGB, INK, 235)
        if 0 <= owner < len(self.session.plans):
            r = max(5, size // 4)
            draw_marker(surface, Marker(seat=self.session.plans[owner].colour),
                        (centre[0] - size // 2 - r - 1, centre[1]), r, self.theme)

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
        if kind == "pause":
            return
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


def make_table(scene) -> PhantomSocietyTable:
    return PhantomSocietyTable(scene)
