"""The Phantom Society table's strip below the manor: the prompt (what to do now, or who is
doing what), the player's own supply of tiles at set-up, the bid cards of a Master Game and
the forced-pass button. A click on a chip picks the tile to place; the bid cards and the
buttons become Bid and PassTurn actions. Its things to inspect: the supply's tiles, the
prompt and the bid cards."""

from __future__ import annotations

from typing import Callable

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.rules import Bid, Devastate, PassTurn
from ghostparlor.games.phantom_society.table.board import CHIP, P, STRIP, TileChip
from ghostparlor.games.phantom_society.table.seen import Sighting, colours_to_hide
from ghostparlor.scenes.game import HintMark
from ghostparlor.ui import Button, draw
from ghostparlor.ui.inspect import Thing

TURN_RULE = {2: "PS-3", 3: "PS-2", 4: "PS-1"}
PHASE_RULE = {"deal_piles": "PS-14", "bid": "PS-15", "deal_colours": "§3.2", "place": "§3.3", "hide": "§3.5"}


class PromptStrip:
    """The strip: the prompt, the supply chips, the bid cards and the pass button."""

    def __init__(self, feed, scene, theme, assets, on_pick: Callable[[], None]) -> None:
        """``on_pick`` is called when a chip picks another tile to place (the manor shows
        where it may go)."""
        self.feed, self.game, self.scene = feed, feed.game, scene
        self.theme, self.assets = theme, assets
        self.on_pick = on_pick
        self.seen: Sighting | None = None
        self.pass_button = Button((STRIP.right - 190, STRIP.y + 42, 180, 52), t(P + "pass"), action=PassTurn(),
                                  tooltip=t(P + "pass_tip"), name="pass")
        self.pass_button.visible = False
        self.chips: list[TileChip] = []
        self.tens_buttons: list[Button] = []
        self.thousands_buttons: list[Button] = []
        self.bid_button = Button((STRIP.right - 190, STRIP.y + 42, 180, 52), t(P + "bid_confirm_none"), name="bid")
        self.bid_button.visible = False
        self.bid_labels: list = []  # the tens/thousands labels and their boxes (layout)
        self.bid_tens: int | None = None
        self.bid_thousands: int | None = None
        self.selected: str | None = None  # the tile id picked for placing

    # --- model -------------------------------------------------------------------------------
    def refresh(self, seen: Sighting) -> None:
        self.seen = seen
        view, viewer, my_turn = seen.view, seen.viewer, seen.my_turn
        # the chips of the player's own supply (placement)
        supply = view.supplies[viewer] if viewer is not None and view.phase == "place" else ()
        ids = [tid for tid, _c in supply]
        if [c.tile_id for c in self.chips] != ids or any(c.count != n for c, (_t, n) in zip(self.chips, supply)):
            self.chips = []
            size = CHIP
            x0 = STRIP.x + 8
            for i, (tid, count) in enumerate(supply):  # placed for the text size by layout
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
        self.pass_button.visible = my_turn and any(isinstance(a, PassTurn) for a in seen.legal)
        self.pass_button.enabled = self.pass_button.visible

    def _build_bids(self, view, my_turn: bool) -> None:
        bidding = my_turn and view.phase == "bid"
        if not bidding:
            self.tens_buttons, self.thousands_buttons = [], []
            self.bid_button.visible = False
            self.bid_tens = self.bid_thousands = None
            return
        legal = self.seen.legal
        tens = sorted({a.tens for a in legal if isinstance(a, Bid)})
        thousands = sorted({a.thousands for a in legal if isinstance(a, Bid)})
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

    def cards(self) -> list:
        """The strip's widgets before the manor in the focus order: the chips, the bid cards."""
        return [*self.chips, *self.tens_buttons, *self.thousands_buttons]

    def buttons(self) -> list:
        """The strip's widgets after the manor in the focus order."""
        return ([self.bid_button] if self.bid_button.visible else []) + [self.pass_button]

    def first_widget(self):
        """What the keyboard starts on, in a turn where the manor is not it (None)."""
        if self.pass_button.visible:
            return self.pass_button
        return self.tens_buttons[0] if self.tens_buttons else None

    # --- input -------------------------------------------------------------------------------
    def handle(self, action):
        """A chip, a bid card or a button pressed: the move, the words why not, or None."""
        source = action.source
        if isinstance(source, TileChip) and action.kind == "click":
            self.selected = source.tile_id
            for chip in self.chips:
                chip.selected = chip is source
            self.on_pick()
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

    def chip_marks(self, tile_id: str) -> list[HintMark]:
        return [HintMark(pygame.Rect(c.rect)) for c in self.chips if c.tile_id == tile_id]

    def bid_marks(self, bid: Bid) -> list[HintMark]:
        return [HintMark(pygame.Rect(b.rect)) for b in self.tens_buttons if b.action == bid.tens] + [
            HintMark(pygame.Rect(b.rect)) for b in self.thousands_buttons if b.action == bid.thousands]

    # --- text --------------------------------------------------------------------------------
    def prompt(self) -> tuple[str, str]:
        """The prompt and its colour name: what to do now, or who is doing what."""
        view, legal = self.seen.view, self.seen.legal
        names = self.feed.names()
        if self.feed.is_over() or view.phase == "over":
            return t(P + "prompt.over"), "accent"
        seat = view.to_move
        if self.scene.my_turn():
            if view.phase == "place":
                return t(P + "prompt.place"), "legal"
            if view.phase == "hide":
                return t(P + "prompt.hide", colours=colours_to_hide(legal)), "legal"
            if view.phase == "bid":
                return t(P + "prompt.bid"), "legal"
            if any(isinstance(a, PassTurn) for a in legal):
                return t(P + "prompt.pass"), "warning"
            if any(isinstance(a, Devastate) for a in legal):
                return t(P + "prompt.devastate"), "legal"
            return t(P + "prompt.hunt"), "legal"
        who = names[seat] if 0 <= seat < len(names) else "?"
        what = {"place": "wait.place", "hide": "wait.hide", "bid": "wait.bid"}.get(view.phase)
        if what is None and view.phase == "play":
            what = "wait.devastate" if view.slot in ("G1", "G2") else "wait.hunt"
        if what is None:
            return t(P + "prompt.dealing"), "text_muted"
        return t(P + "prompt.wait", player=who, what=t(P + what)), "text"

    # --- layout and drawing --------------------------------------------------------------------
    def layout(self) -> tuple[pygame.Rect, bool]:
        """Places the strip's controls for the current text size; returns the box left for
        the prompt and whether it is the one-line band above the controls.

        - placing: the supply chips along the strip's foot and the prompt above them when
          it fits there at the body size (wrapped, on as many lines as there is room),
          else beside them using the strip's whole height;
        - bidding: the prompt in two lines above the tens/thousands cards (their labels
          measured), the confirm button on the right;
        - a forced pass: the prompt beside the pass button."""
        assets = self.assets
        left, right = STRIP.x + 12, STRIP.right - 12
        for button in (self.pass_button, self.bid_button):
            button.rect = pygame.Rect(STRIP.right - 190, STRIP.centery - 26, 180, 52)
        if self.pass_button.visible or self.bid_button.visible:
            right = STRIP.right - 200
        if self.chips:
            top = STRIP.bottom - 2 - CHIP  # the chips along the strip's foot (their count on a badge)
            box = pygame.Rect(left, STRIP.y + 3, right - left, top - 2 - STRIP.y - 3)  # a line of Japanese at 150%
            text = self.prompt()[0]
            lines = assets.wrap(text, box.w, self.theme.font_size("body"), "bold", trial=True)
            band = len(lines) * assets.line_height("body", "bold") <= box.h
            if not band:
                top = STRIP.y + (STRIP.h - CHIP) // 2
            for i, chip in enumerate(self.chips):
                chip.rect = pygame.Rect(STRIP.x + 8 + i * (CHIP + 8), top, CHIP, CHIP)
            if band:
                return box, True
            x = self.chips[-1].rect.right + 16
            return pygame.Rect(x, STRIP.y + 8, right - x, STRIP.h - 16), False
        if self.tens_buttons:
            row_y, row_h = STRIP.y + 56, 38
            labels = [t(P + "bid_tens"), t(P + "bid_thousands")]
            widths = [assets.text_width(s, "small", "bold") for s in labels]
            cards = len(self.tens_buttons) * 66 - 6 + len(self.thousands_buttons) * 54 - 6
            room = right - left - cards - 8 - 20 - 8  # the labels' share of the row
            if sum(widths) > room:
                widths = [max(24, room * w // max(1, sum(widths))) for w in widths]
            self.bid_labels = []
            x = left
            for label, w, buttons, step in ((labels[0], widths[0], self.tens_buttons, 66),
                                            (labels[1], widths[1], self.thousands_buttons, 54)):
                self.bid_labels.append((label, pygame.Rect(x, row_y, w, row_h)))
                x += w + 8
                for b in buttons:
                    b.rect = pygame.Rect(x, row_y, step - 6, row_h)
                    x += step
                x += 20 - 6
            return pygame.Rect(left, STRIP.y + 6, right - left, 46), True
        return pygame.Rect(left, STRIP.y + 8, right - left, STRIP.h - 16), False

    def draw(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        text, tone = self.prompt()
        box, band = self.layout()
        body = theme.font_size("body")  # the prompt never shrinks below the body text
        lines, px = assets.fit_wrapped(text, box.w, box.h, "body", "bold", body)
        lh = assets.line_height(px, "bold")
        y = box.y if band else box.centery - lh * len(lines) // 2
        for line in lines:
            img = assets.text(line, px, theme.colour(tone), "bold")
            surface.blit(img, (box.x, y))
            y += lh
        for chip in self.chips:
            chip.draw(surface)
        if self.tens_buttons:
            for label, rect in self.bid_labels:
                img = assets.fit_text(label, rect.w, "small", theme.colour("text"), "bold")
                surface.blit(img, img.get_rect(midleft=(rect.x, rect.centery)))
            for b in self.tens_buttons + self.thousands_buttons:
                b.draw(surface)
                if b.action in (self.bid_tens if b in self.tens_buttons else self.bid_thousands,):
                    pygame.draw.rect(surface, theme.colour("selected")[:3], b.rect.inflate(6, 6), 3, border_radius=10)
        if self.bid_button.visible:
            self.bid_button.draw(surface)
        if self.pass_button.visible:
            draw.glow(surface, self.pass_button.rect, theme.colour("warning"), 10, 8)
            self.pass_button.draw(surface)

    # --- what each thing is (the inspect tips) -------------------------------------------------------
    def chip_things(self) -> list[Thing]:
        """The player's supply of tiles."""
        out = []
        for chip in self.chips:
            if not chip.visible:
                continue
            words = self.game.tile_name(chip.colour, chip.value)
            out.append(Thing(pygame.Rect(chip.rect), "supply_tile", "§3.3", {"tile": words, "n": chip.count}))
        return out

    def prompt_things(self) -> list[Thing]:
        """The prompt, and the bid cards while bidding."""
        view = self.seen.view
        out = []
        box, band = self.layout()
        text = self.prompt()[0]
        if view.phase == "over" or self.feed.is_over():
            kind, rule = "prompt_play", "PS-12"
        elif view.phase == "play":
            kind, rule = "prompt_play", TURN_RULE.get(view.players, "PS-1")
        elif view.phase in ("bid", "deal_piles"):
            kind, rule = "prompt_bid", "PS-15"
        else:
            kind, rule = "prompt_setup", PHASE_RULE.get(view.phase, "§3.3")
        lines, px = self.assets.fit_wrapped(text, box.w, box.h, "body", "bold", self.theme.font_size("body"))
        height = len(lines) * self.assets.line_height(px, "bold")
        width = max((self.assets.text_width(line, px, "bold") for line in lines), default=40)
        y = box.y if band else box.centery - height // 2
        out.append(Thing(pygame.Rect(box.x - 4, y - 2, min(box.w, width) + 8, height + 4), kind, rule))
        if self.tens_buttons and view.phase == "bid":
            pile = None
            if view.seat is not None:
                for team, seats in enumerate(view.teams):
                    if view.seat in seats:
                        pile = view.piles[team]
            index = self.game.pile_ids.index(pile) if pile in self.game.pile_ids else 0
            params = {"pile": pile or "-", "tens": ", ".join(str(v) for v in self.game.pile_tens[index]),
                      "thousands": ", ".join(str(v) for v in self.game.pile_thousands[index])}
            for _label, rect in self.bid_labels:
                out.append(Thing(pygame.Rect(rect), "bid_cards", "PS-14", params))
        return out
