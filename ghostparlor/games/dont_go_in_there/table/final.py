"""Don't Go In There: the final scoring over the boards once the game is over (DG-13 to
DG-16): the end effects (Amulet, Cat, Music Box, Portrait), the ghost penalty, the cards
removed at set-up when the option shows them, every player's totals and the winner, one
line after the other (all at once when the table opens on a finished game).

The lines are the log's own (the feed's log, as the viewer reads it) and the view's totals.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.rules import END_ORDER, CardsDispelled, GameOver, GhostPenalty, RemovedCardsShown
from ghostparlor.games.dont_go_in_there.table.art import BOARD_GAP, BOARD_H, BOARD_W, BOARD_X0, BOARD_Y, P
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui import Tween, draw
from ghostparlor.ui import probe as _probe


class FinalScoring(Part):
    """The final scoring's lines and how many of them are shown yet."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.lines: list[str] = []
        self.shown = 0
        self.tween: Tween | None = None  # the next line fading in

    def refresh(self, view, viewer: int | None, first: bool) -> None:
        """The lines of a finished game (``first``: the table has just opened, all shown)."""
        if view.phase == "over":
            lines = self.scoring_lines(viewer)
            if lines != self.lines:
                self.lines = lines
                if first:
                    self.shown = len(lines)
                elif self.tween is None and self.shown < len(lines):
                    self.tween = Tween(0.0, 1.0, 0.9, "linear")
        else:
            self.lines = []
            self.shown = 0
            self.tween = None

    def busy(self) -> bool:
        return self.tween is not None

    def update(self, dt: float) -> None:
        if self.tween is not None:
            self.tween.update(dt)
            if self.tween.done:
                self.shown += 1
                self.tween = Tween(0.0, 1.0, 0.9, "linear") if self.shown < len(self.lines) else None

    def scoring_lines(self, viewer: int | None) -> list[str]:
        names = self.feed.names()
        lines = []
        for entry in self.feed.log():
            e = entry.event
            if isinstance(e, CardsDispelled) and e.reason in END_ORDER:
                lines.append(self.game.describe_event(e, names, viewer))
            elif isinstance(e, (GhostPenalty, RemovedCardsShown)):
                lines.append(self.game.describe_event(e, names, viewer))
        view = self.view
        if view is not None:
            for seat in range(view.players):
                ghosts = view.ghosts[seat]
                lines.append(t(P + "final_totals", player=names[seat], curses=view.curses[seat],
                               ghosts_text=t("ui.count.ghosts", n=ghosts if ghosts is not None else "?")))
        for entry in self.feed.log():
            if isinstance(entry.event, GameOver):
                lines.append(self.game.describe_event(entry.event, names, viewer))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        area = pygame.Rect(BOARD_X0 + 60, BOARD_Y + 10, 3 * BOARD_W + 2 * BOARD_GAP - 120, BOARD_H - 20)
        _probe.layer()  # the final scoring drawn over the boards
        draw.shadow(surface, area, 14, (0, 8))
        draw.box(surface, area, theme.colour("parchment"), 14, theme.colour("parchment_edge"), 3)
        title = assets.text(t(P + "final_title"), "large", theme.colour("ink_accent"), "title")
        surface.blit(title, title.get_rect(midtop=(area.centerx, area.y + 10)))
        shown = self.lines[: self.shown + (1 if self.tween is not None else 0)]
        y = area.y + 48
        line_h = min(24, (area.h - 58) // max(1, len(self.lines)))
        size = 17 if line_h >= 22 else 14
        for i, line in enumerate(shown):
            colour = theme.colour("ink")
            img = assets.fit_text(line, area.w - 40, size, colour, "bold" if i >= len(self.lines) - 1 - self.view.players else "regular").copy()
            if i == self.shown and self.tween is not None:
                img.set_alpha(int(255 * min(1.0, self.tween.value * 3)))
            surface.blit(img, (area.x + 20, y))
            y += line_h
