"""The Phantom Society on screen: the 6x6 manor as a TileGrid (a1..f6), every tile
with its colour AND a symbol per colour (colour-blind safe) and its value; beside it
the damage against the target (with what each team removed), the four ghosts, the
teams, the bids and victory points of Master Games; below it the prompt, the
player's own tiles at set-up, the forced-pass button and the bid cards.

Drawing and input only: clicks and keys become PlaceTile / HideGhost / Devastate /
Hunt / PassTurn / Bid actions that the session checks. Everything is drawn from the
view of ``scene.viewer()``: hidden ghosts appear only for the ghost team's seats.
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
from ghostparlor.scenes.game import TABLE_RECT, HintMark, Table
from ghostparlor.session import Happening
from ghostparlor.ui import Button, Tile, TileGrid, Tween, draw
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.widget import ACTIVATE_KEYS, UIAction, Widget, is_left_down
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.summary import SummaryPanel, SummaryRow

P = "phantom_society.ui."

BOARD_RECT = pygame.Rect(8, 58, 548, 548)
SIDE = pygame.Rect(566, 60, 370, 544)
STRIP = pygame.Rect(8, 612, 928, 102)

COLOUR_RGB = {
    "blue": (66, 120, 220),
    "red": (208, 66, 54),
    "green": (58, 162, 86),
    "white": (232, 228, 220),
}
# one distinct symbol per colour, so the tiles never rely on colour alone
SYMBOL = {"blue": "circle", "red": "triangle", "green": "diamond", "white": "star"}
EXTRA_SYMBOLS = ("square", "hexagon")
GHOST_RGB = (232, 244, 236)
INK = (28, 20, 30)


def rgb(colour: str) -> tuple[int, int, int]:
    return COLOUR_RGB.get(colour, (150, 150, 160))


def symbol(colour: str, index: int = 0) -> str:
    return SYMBOL.get(colour, EXTRA_SYMBOLS[index % len(EXTRA_SYMBOLS)])


def split_tile(tile_id: str) -> tuple[str, int]:
    colour, value = tile_id.rsplit("_", 1)
    return colour, int(value)


def draw_ghost(surface: pygame.Surface, center, r: int, colour=GHOST_RGB, outline=INK, alpha: int = 255) -> None:
    """A sheet ghost: round head, scalloped hem, two eyes."""
    r = max(4, int(r))
    size = r * 2 + r // 2 + 6
    img = pygame.Surface((size, size + r // 2), pygame.SRCALPHA)
    cx, cy = size // 2, size // 2 - r // 4
    pygame.draw.circle(img, colour, (cx, cy), r)
    pygame.draw.rect(img, colour, (cx - r, cy, 2 * r, r))
    for i in range(3):
        pygame.draw.circle(img, colour, (cx - r + r // 3 + i * (2 * r // 3), cy + r), max(2, r // 3))
    pygame.draw.circle(img, outline, (cx, cy), r, max(1, r // 7))
    eye = max(1, r // 4)
    pygame.draw.circle(img, outline, (cx - r // 3, cy - r // 6), eye)
    pygame.draw.circle(img, outline, (cx + r // 3, cy - r // 6), eye)
    if alpha < 255:
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def draw_room_tile(surface: pygame.Surface, rect: pygame.Rect, colour: str, value: int, dim: float = 0.0,
                   cleared: bool = False) -> None:
    """A room tile: its colour, the colour's symbol in the corner and its value big."""
    from ghostparlor.ui import get_assets

    assets = get_assets()
    fill = rgb(colour)
    if dim:
        fill = draw.darken(fill, dim)[:3]
    radius = max(3, rect.width // 10)
    draw.box(surface, rect, fill, radius, draw.darken(fill, 0.45)[:3], 2)
    ink = draw.readable_on(fill)
    r = max(4, rect.width // 8)
    draw.draw_shape(surface, symbol(colour), (rect.x + r + 5, rect.y + r + 5), r, ink, None, 0)
    px = max(10, int(rect.height * 0.46))
    num = assets.text(str(value), px, ink, "bold")
    surface.blit(num, num.get_rect(center=(rect.centerx, rect.centery + rect.height // 14)))
    if cleared:  # PS-9: known to be empty
        pygame.draw.line(surface, ink, (rect.right - r * 2 - 4, rect.y + 4), (rect.right - 4, rect.y + r * 2 + 4), 2)


class TileChip(Widget):
    """One kind of tile in the player's supply: click to pick it for placing."""

    focusable = True

    def __init__(self, rect, tile_id: str, count: int) -> None:
        super().__init__(rect, name=f"chip_{tile_id}")
        self.tile_id = tile_id
        self.colour, self.value = split_tile(tile_id)
        self.count = count
        self.selected = False
        self.tooltip = t("phantom_society.tile", colour=t(f"phantom_society.colour.{self.colour}"), value=self.value)

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in ACTIVATE_KEYS

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return UIAction(self, "click", self.tile_id)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return UIAction(self, "click", self.tile_id)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        theme = self.theme
        face = self.rect.inflate(-4, -14).move(0, -5)
        draw_room_tile(surface, face, self.colour, self.value, 0.0 if self.enabled else 0.4)
        if self.selected:
            pygame.draw.rect(surface, theme.colour("selected")[:3], self.rect.inflate(2, 2), 3, border_radius=8)
        elif self.hovered and self.enabled:
            pygame.draw.rect(surface, theme.colour("hover_glow")[:3], self.rect, 2, border_radius=8)
        count = self.assets.text(t(P + "count", n=self.count), "small", theme.colour("text"), "bold")
        surface.blit(count, count.get_rect(midbottom=(self.rect.centerx, self.rect.bottom + 2)))
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, 8, theme)


class PhantomSocietyTable(Table):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        board = self.game.spec.content["board"]
        self.cols, self.rows = int(board["columns"]), int(board["rows"])
        self.grid = TileGrid(BOARD_RECT, self.cols, self.rows, draw_cell=self.draw_cell, name="manor")
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
        self.bid_tens: int | None = None
        self.bid_thousands: int | None = None
        self.selected: str | None = None  # the tile id picked for placing
        self.view = None
        self.legal: list = []
        self.legal_squares: set[str] = set()
        self.anims: list[dict] = []
        self.vanished: set[str] = set()  # squares whose tile is being animated away
        self.banner = ""
        self.banner_tween: Tween | None = None
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
        my_turn = self.scene.my_turn()
        self.legal = self.session.legal_actions() if my_turn else []
        self.vanished = set()
        cleared = set(view.cleared)
        for row in range(self.rows):
            for col in range(self.cols):
                tid = view.board[row * self.cols + col]
                if tid is None:
                    self.grid.set_tile((col, row), None)
                else:
                    colour, value = split_tile(tid)
                    text = self.game.tile_name(colour, value)
                    if colour in cleared:
                        text += " - " + t(P + "known_empty")
                    self.grid.set_tile((col, row), Tile(text=text, colour=rgb(colour)))
        # the chips of the player's own supply (placement)
        supply = view.supplies[viewer] if viewer is not None and view.phase == "place" else ()
        ids = [tid for tid, _c in supply]
        if [c.tile_id for c in self.chips] != ids or any(c.count != n for c, (_t, n) in zip(self.chips, supply)):
            self.chips = []
            size = 54
            x0 = STRIP.x + 8
            for i, (tid, count) in enumerate(supply):
                self.chips.append(TileChip((x0 + i * (size + 8), STRIP.y + 32, size, size + 10), tid, count))
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
        self._rebuild_focus()
        if my_turn and self.focus.focused is None:
            first = self.pass_button if self.pass_button.visible else (
                self.tens_buttons[0] if self.tens_buttons else self.grid)
            self.focus.focus(first, visible=False)

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
        if not event.visible_to(viewer):
            return
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
        elif isinstance(event, (GhostRevealed, MasterPassed, BidsRevealed, NextGame, TournamentOver, ColourCleared)):
            self.show_banner(self.game.describe_event(event, names, viewer))
            if isinstance(event, (MasterPassed, HuntBegins, BidsRevealed, NextGame)):
                self.anims.append({"kind": "pause", "tween": Tween(0.0, 1.0, 0.6, "linear")})

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.8, "linear")

    def moment_summary(self, event, line: str) -> SummaryPanel:
        """Who plays what at this moment, from public information only (roles, who is out,
        the winners, the damage)."""
        public = self.game.view(self.session.state, None)
        names, plans = self.names(), self.session.plans
        if isinstance(event, HuntBegins):
            title = t(P + "sum_hunt")
        elif isinstance(event, MasterEliminated):
            title = t(P + "sum_out")
        else:
            title = t(P + "sum_won")
        rows = []
        for seat in range(self.session.players):
            role = self.seat_role(seat)
            if isinstance(event, GameWon):
                detail = t(P + ("sum_winner" if seat in event.winners else "sum_loser"), role=role)
            elif seat in public.eliminated:
                detail = t(P + "sum_eliminated", role=role)
            else:
                detail = role
            rows.append(SummaryRow(plans[seat].colour, names[seat], detail, "",
                                   highlight=isinstance(event, GameWon) and seat in event.winners))
        damage = event.damage if isinstance(event, GameWon) else public.damage
        target = event.target if isinstance(event, (GameWon, HuntBegins)) else public.target
        return SummaryPanel(title, line, rows, t(P + "sum_footer", damage=damage, target=target))

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
        for anim in list(self.anims):
            anim["tween"].update(dt)
            if anim["tween"].done:
                self.anims.remove(anim)
        if self.banner_tween is not None:
            self.banner_tween.update(dt)
            if self.banner_tween.done:
                self.banner_tween = None

    def busy(self) -> bool:
        return bool(self.anims) or self.summary is not None

    def lively(self) -> bool:
        return bool(self.anims) or self.banner_tween is not None or self.summary is not None

    # --- text --------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.mode == "tournament":
            return t(P + "status_vp", first=view.vp[0], second=view.vp[1])
        if view.phase in ("play", "over"):
            return t(P + "status", damage=view.damage, target=view.target)
        return ""

    def seat_role(self, seat: int) -> str:
        view = self.game.view(self.session.state, None)  # roles are public
        if view.phase in ("deal_piles", "bid") or not view.slot_seats:
            return ""
        ghosts = {view.slot_seats[0], view.slot_seats[2]}
        return t("phantom_society.role.ghosts") if seat in ghosts else t("phantom_society.role.hunters")

    def seat_status(self, seat: int, viewer: int | None) -> str:
        view = self.view
        if view is None or view.phase in ("deal_piles", "bid"):
            return ""
        if seat in view.eliminated:
            return t(P + "seat_out")
        ghosts = {view.slot_seats[0], view.slot_seats[2]}
        return t(P + "seat_ghost") if seat in ghosts else t(P + "seat_hunter")

    def prompt(self) -> tuple[str, str]:
        """The prompt and its colour name: what to do now, or who is doing what."""
        view = self.view
        names = self.names()
        if self.session.is_over() or view.phase == "over":
            return t(P + "prompt.over"), "accent"
        seat = view.to_move
        if self.scene.my_turn():
            if view.phase == "place":
                return t(P + "prompt.place"), "legal"
            if view.phase == "hide":
                return t(P + "prompt.hide", colours=self.colours_to_hide()), "legal"
            if view.phase == "bid":
                return t(P + "prompt.bid"), "legal"
            if any(isinstance(a, PassTurn) for a in self.legal):
                return t(P + "prompt.pass"), "warning"
            if any(isinstance(a, Devastate) for a in self.legal):
                return t(P + "prompt.devastate"), "legal"
            return t(P + "prompt.hunt"), "legal"
        who = names[seat] if 0 <= seat < len(names) else "?"
        what = {"place": "wait.place", "hide": "wait.hide", "bid": "wait.bid"}.get(view.phase)
        if what is None and view.phase == "play":
            what = "wait.devastate" if view.slot in ("G1", "G2") else "wait.hunt"
        if what is None:
            return t(P + "prompt.dealing"), "text_muted"
        return t(P + "prompt.wait", player=who, what=t(P + what)), "text"

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
        if tid is not None and square not in self.vanished:
            colour, value = split_tile(tid)
            dim = 0.45 if (self.grid.legal is not None and self.grid.legal and not self.grid.is_legal(cell)) else 0.0
            draw_room_tile(surface, rect, colour, value, dim, colour in cleared)
        elif tid is not None:
            draw.box(surface, rect, self.theme.colour("grid_dark"), max(2, rect.width // 10))
        # revealed ghosts: public, on the square they were found
        for colour, sq in view.revealed:
            if sq == square:
                draw_ghost(surface, rect.center, rect.width // 4, draw.lighten(rgb(colour), 0.35)[:3])
                r = max(4, rect.width // 9)
                draw.draw_shape(surface, symbol(colour), (rect.x + r + 4, rect.y + r + 4), r, rgb(colour), INK, 1)
        # hidden ghosts: only in a view that holds them (the ghost team; everybody at the end)
        if view.ghosts is not None and square not in self.vanished:
            for colour, sq, owner, revealed in view.ghosts:
                if sq == square and not revealed:
                    r = max(5, rect.width // 8)
                    centre = (rect.right - r - 2, rect.y + r + 4)
                    draw_ghost(surface, centre, r, GHOST_RGB, INK, 235)
                    if 0 <= owner < len(self.session.plans):
                        draw_marker(surface, Marker(seat=self.session.plans[owner].colour),
                                    (rect.right - r * 3 - 4, rect.y + r + 4), max(5, r - 2), self.theme)

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
            draw_ghost(surface, (rect.centerx, y), rect.width // 4, GHOST_RGB, INK, int(255 * (1 - p * 0.6)))
        elif kind == "remove":
            scale = 1.0 - 0.7 * p
            size = max(4, int(rect.width * scale))
            r = pygame.Rect(0, 0, size, size)
            r.center = (rect.centerx, int(rect.centery - p * 30))
            draw_room_tile(surface, r, anim["colour"], anim["value"], 0.3 * p)
            if anim["revealed"]:
                draw_ghost(surface, (rect.centerx, rect.centery - p * rect.height * 0.4), int(rect.width * (0.2 + 0.2 * p)),
                           draw.lighten(rgb(anim["revealed"]), 0.35)[:3])
            elif anim["added"]:
                img = self.assets.text(f"+{anim['added']}", "large", self.theme.colour("warning"), "bold")
                surface.blit(img, img.get_rect(center=(rect.centerx, int(rect.y - p * 24))))

    def draw_side(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        names = self.names()
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        x, y, w = SIDE.x + 14, SIDE.y + 10, SIDE.w - 28
        viewer = self.scene.viewer()
        # who you are
        if viewer is None:
            me = t(P + "spectator")
        elif view.role is None:
            me = t(P + "you_unassigned")
        else:
            me = t(P + "you_are", role=t(f"phantom_society.role.{view.role}"))
        img = assets.fit_text(me, w, "body", theme.colour("accent"), "bold")
        surface.blit(img, (x, y))
        y += 28
        if view.mode != "standard":
            line = t(P + "game_of", game=view.game_number, games=view.games) if view.mode == "tournament" else t(P + "master_game")
            img = assets.fit_text(line, w, "small", theme.colour("text"), "bold")
            surface.blit(img, (x, y))
            y += 22
            img = assets.fit_text(t(P + "vp", first=view.vp[0], second=view.vp[1]), w, "small", theme.colour("text"))
            surface.blit(img, (x, y))
            y += 22
            bids = [self.bid_text(view, i) for i in range(2)]
            img = assets.fit_text(t(P + "bids", first=bids[0], second=bids[1]), w, "small", theme.colour("text_muted"))
            surface.blit(img, (x, y))
            y += 22
            if view.stake:
                img = assets.fit_text(t(P + "stake", stake=view.stake), w, "small", theme.colour("text_muted"))
                surface.blit(img, (x, y))
                y += 22
        # teams
        if view.phase not in ("deal_piles", "bid"):
            ghosts = sorted({view.slot_seats[0], view.slot_seats[2]})
            hunters = sorted({view.slot_seats[1], view.slot_seats[3]})
            for key, seats in (("team_ghosts", ghosts), ("team_hunters", hunters)):
                text = t(P + key, players=", ".join(names[s] for s in seats if 0 <= s < len(names)))
                img = assets.fit_text(text, w, "small", theme.colour("text"))
                surface.blit(img, (x, y))
                y += 22
        y += 6
        # damage against the target (known once the bids are revealed in a Master Game)
        if view.target <= 0:
            return
        target = max(1, view.target)
        img = assets.text(t(P + "damage", damage=view.damage, target=view.target), "large", theme.colour("text"), "bold")
        surface.blit(img, (x, y))
        y += 36
        bar = pygame.Rect(x, y, w, 18)
        draw.box(surface, bar, (40, 30, 44), 8, theme.colour("panel_dark_edge"), 1)
        fill = bar.copy()
        fill.w = int(bar.w * min(1.0, view.damage / target))
        if fill.w > 4:
            draw.box(surface, fill, (196, 70, 60), 8)
        y += 26
        by_ghosts, by_hunters = self.damage_by_team(view)
        img = assets.fit_text(t(P + "by_team", ghosts=by_ghosts, hunters=by_hunters), w, "small", theme.colour("text_muted"))
        surface.blit(img, (x, y))
        y += 28
        # the four ghosts
        img = assets.text(t(P + "ghosts_title"), "body", theme.colour("accent"), "bold")
        surface.blit(img, (x, y))
        y += 26
        revealed = dict(view.revealed)
        known = {g[0]: g for g in view.ghosts} if view.ghosts is not None else {}
        colours = list(self.game.colours)
        for i, colour in enumerate(colours):
            row = pygame.Rect(x, y, w, 30)
            draw.draw_shape(surface, symbol(colour, i), (row.x + 12, row.centery), 10, rgb(colour), INK, 2)
            if colour in revealed:
                text, tone = t(P + "ghost_revealed", square=revealed[colour]), "success"
            elif colour in known and known[colour][1] is not None:
                owner = known[colour][2]
                who = names[owner] if 0 <= owner < len(names) else "?"
                text, tone = t(P + "ghost_at", square=known[colour][1], player=who), "text"
            elif view.phase in ("deal_piles", "bid", "deal_colours", "place") or (
                    view.phase == "hide" and view.ghosts is not None):
                text, tone = t(P + "ghost_not_yet"), "text_muted"
            else:
                text, tone = t(P + "ghost_hidden"), "text_muted"
            label = t(f"phantom_society.colour.{colour}") + ": " + text
            img = assets.fit_text(label, w - 30, "small", theme.colour(tone), "bold")
            surface.blit(img, img.get_rect(midleft=(row.x + 28, row.centery)))
            y += 30
        y += 8
        # how ghosts reach (the rule, in short)
        if view.phase in ("hide", "play"):
            lines, px = assets.fit_wrapped(t(P + "reach_rule"), w, SIDE.bottom - y - 10, "small", "regular", 10)
            lh = assets.line_height(px, "regular")
            for line in lines:
                img = assets.text(line, px, theme.colour("text_muted"))
                surface.blit(img, (x, y))
                y += lh

    def bid_text(self, view, team: int) -> str:
        bid = view.bids[team]
        if bid is not None:
            return str(bid[0] + bid[1])
        if view.bid_placed[team]:
            return t(P + "bid_hidden")
        return t(P + "bid_none")

    def damage_by_team(self, view) -> tuple[int, int]:
        ghosts = hunters = 0
        for _turn, _seat, slot, kind, _square, tile, revealed in view.log:
            if tile is None or revealed is not None:
                continue
            value = split_tile(tile)[1]
            if kind == "devastate":
                ghosts += value
            elif kind == "hunt":
                hunters += value
        return ghosts, hunters

    def draw_strip(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        text, tone = self.prompt()
        controls = bool(self.chips) or bool(self.tens_buttons) or self.pass_button.visible
        right = STRIP.right - (200 if self.pass_button.visible else 12)
        height = 30 if controls else STRIP.h - 12
        lines, px = assets.fit_wrapped(text, right - STRIP.x - 24, height if controls else STRIP.h - 16, "body", "bold", 11)
        lh = assets.line_height(px, "bold")
        y = STRIP.y + 8
        for line in lines:
            img = assets.text(line, px, theme.colour(tone), "bold")
            surface.blit(img, (STRIP.x + 12, y))
            y += lh
        for chip in self.chips:
            chip.draw(surface)
        if self.tens_buttons:
            label = assets.text(t(P + "bid_tens"), "small", theme.colour("text"), "bold")
            surface.blit(label, label.get_rect(midright=(self.tens_buttons[0].rect.x - 8, self.tens_buttons[0].rect.centery)))
            label = assets.text(t(P + "bid_thousands"), "small", theme.colour("text"), "bold")
            surface.blit(label, label.get_rect(midright=(self.thousands_buttons[0].rect.x - 8, self.thousands_buttons[0].rect.centery)))
            for b in self.tens_buttons + self.thousands_buttons:
                b.draw(surface)
                if b.action in (self.bid_tens if b in self.tens_buttons else self.bid_thousands,):
                    pygame.draw.rect(surface, theme.colour("selected")[:3], b.rect.inflate(6, 6), 3, border_radius=10)
        if self.bid_button.visible:
            self.bid_button.draw(surface)
        if self.pass_button.visible:
            draw.glow(surface, self.pass_button.rect, theme.colour("warning"), 10, 8)
            self.pass_button.draw(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (BOARD_RECT.centerx, BOARD_RECT.y + 30), 820, TABLE_RECT)


def make_table(scene) -> PhantomSocietyTable:
    return PhantomSocietyTable(scene)
