"""Don't Go In There: the buttons for every choice the rules ask of the player to move:
the die abilities (DG-22 Basement reroll, DG-23 Hallway die turned, D-10 keep the roll)
at the strip's right end, and the question panel over the table for a Doll set (DG-33,
D-7), the Tome's type (DG-40, D-5) or the card types to play with (S-1, custom).

A button's action is one of the feed's legal actions: the table returns it when clicked.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.rules import ChooseDollSet, ChooseType, KeepRoll, Reroll, TomeDispel, TurnDie
from ghostparlor.games.dont_go_in_there.table.art import BOARD_GAP, BOARD_H, BOARD_W, BOARD_X0, BOARD_Y, STRIP, P, curse_chip, curse_of, fit_block, value_of
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Button, draw
from ghostparlor.ui import probe as _probe


class ChoicePanel(Part):
    """The choice buttons and, for a question, its title and panel."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.buttons: list[Button] = []
        self.title = ""  # the question (Doll set, Tome, card types); "" for the die abilities

    def asking(self) -> bool:
        """A question (Doll set, Tome, card types) is asked over the table."""
        return bool(self.buttons and self.title)

    def ability_buttons(self) -> list[Button]:
        """The die abilities' buttons, drawn in the strip (none while a question is asked)."""
        return [b for b in self.buttons if not self.title]

    def build(self, view, legal: list) -> None:
        for button in self.buttons:
            self.table.focus.remove(button)
        self.buttons = []
        self.title = ""
        if not legal:
            return
        ability = [a for a in legal if isinstance(a, (Reroll, TurnDie, KeepRoll))]
        if ability:
            specs = []
            for a in ability:
                if isinstance(a, Reroll):
                    specs.append((a, t(P + "button.reroll"), t(P + "tip.reroll"), "primary", pygame.K_r))
                elif isinstance(a, TurnDie):
                    key = "to_ghost" if a.to == "ghost" else "to_blank"
                    specs.append((a, t(P + f"button.{key}"), t(P + f"tip.{key}"), "primary", pygame.K_g if a.to == "ghost" else pygame.K_b))
                else:
                    specs.append((a, t(P + "button.keep"), t(P + "tip.keep"), "secondary", pygame.K_k))
            w, h = 148, 34
            for i, (action, text, tip, style, hotkey) in enumerate(specs):
                col, row = i % 2, i // 2
                rect = (STRIP.right - 2 * w - 12 + col * (w + 6), STRIP.y + 5 + row * (h + 4), w, h)
                self.buttons.append(Button(rect, text, action=action, style=style, size="small", tooltip=tip,
                                           hotkey=hotkey, name=f"ability_{i}"))
        else:
            choices = [a for a in legal if isinstance(a, (ChooseDollSet, TomeDispel, ChooseType))]
            if not choices:
                return
            seat = view.seat
            specs = []
            for a in choices:
                if isinstance(a, ChooseDollSet):
                    values = " + ".join(map(str, a.values))
                    specs.append((a, t(P + "button.doll", values=values), t(P + "tip.doll", values=values), a.values[0] if a.values else None))
                elif isinstance(a, TomeDispel):
                    cards = [c for c in (view.tableaux[seat] if seat is not None else ()) if curse_of(c) == a.curse]
                    tip = t(P + "tip.tome", curse=self.game.curse_name(a.curse), count_text=t("ui.count.cards", n=len(cards)), curses=sum(map(value_of, cards)))
                    specs.append((a, self.game.curse_name(a.curse), tip, a.curse))
                else:
                    specs.append((a, self.game.curse_name(a.curse), t(P + "tip.type", curse=self.game.curse_name(a.curse)), a.curse))
            if isinstance(choices[0], ChooseDollSet):
                self.title = t(P + "prompt.doll")
            elif isinstance(choices[0], TomeDispel):
                self.title = t(P + "prompt.tome")
            else:
                self.title = t(P + "prompt.types", chosen=len(view.types) + 1, needed=view.types_needed)
            cols = 3 if len(specs) > 4 else 2
            w, h = 176, 40
            rows = (len(specs) + cols - 1) // cols
            panel = self.rect(cols, rows)
            x0 = panel.centerx - (cols * w + (cols - 1) * 10) // 2
            for i, (action, text, tip, _) in enumerate(specs):
                col, row = i % cols, i // cols
                rect = (x0 + col * (w + 10), panel.y + 64 + row * (h + 10), w, h)
                button = Button(rect, text, action=action, style="primary", size="body", tooltip=tip, name=f"choice_{i}")
                if isinstance(action, (TomeDispel, ChooseType)):
                    button.icon = curse_chip(action.curse, 13)
                self.buttons.append(button)
        self.table.focus.add(*self.buttons)

    def rect(self, cols: int, rows: int) -> pygame.Rect:
        w = cols * 176 + (cols - 1) * 10 + 60
        h = 64 + rows * 50 + 16
        rect = pygame.Rect(0, 0, max(w, 480), h)
        rect.center = (BOARD_X0 + (3 * BOARD_W + 2 * BOARD_GAP) // 2, BOARD_Y + BOARD_H // 2 + 10)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        cols = 3 if len(self.buttons) > 4 else 2
        rows = (len(self.buttons) + cols - 1) // cols
        panel = self.rect(cols, rows)
        _probe.layer()  # a question drawn over the table
        shade = pygame.Surface(TABLE_RECT.size, pygame.SRCALPHA)
        shade.fill((10, 6, 14, 120))
        surface.blit(shade, TABLE_RECT.topleft)
        draw.shadow(surface, panel, 14, (0, 8))
        draw.box(surface, panel, theme.colour("parchment"), 14, theme.colour("parchment_edge"), 3)
        top = self.buttons[0].rect.y if self.buttons else panel.y + 64  # the question above the buttons
        lines, px, pitch, off = fit_block(self.title, panel.w - 40, top - panel.y - 18, "body", "bold", 13)
        y = panel.y + 10 + (top - panel.y - 18 - (len(lines) * pitch - 2)) // 2 - off
        for line in lines:
            img = assets.text(line, px, theme.colour("ink"), "bold")
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += pitch
        for button in self.buttons:
            button.draw(surface)
