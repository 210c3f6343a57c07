"""The Phantom Society table's moments: the summary over the table at a scoring moment (the
hunt begins, a master is out, the game is won: PS-6, PS-10, PS-12), the banner of a public
event (a ghost revealed, a master passing, the bids revealed, the next game, a colour known
to be empty) and the short pauses that let such a move be read. Drawn from public
information only."""

from __future__ import annotations

from typing import Callable

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.rules import (
    BidsRevealed, ColourCleared, GameWon, GhostRevealed, HuntBegins, MasterEliminated, MasterPassed, NextGame,
    TournamentOver,
)
from ghostparlor.games.phantom_society.table.board import BOARD_RECT, P
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Tween
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.summary import SummaryPanel, SummaryRow

SUMMED = (HuntBegins, MasterEliminated, GameWon)  # a scoring moment: the summary covers the table
BANNERED = (GhostRevealed, MasterPassed, BidsRevealed, NextGame, TournamentOver, ColourCleared)
PAUSED = (MasterPassed, HuntBegins, BidsRevealed, NextGame)  # a banner that holds the game a little


class SocietyMoments:
    """The summary, the banner and the pauses."""

    def __init__(self, feed, scene, role_of: Callable[[int], str]) -> None:
        """``role_of(seat)``: the seat's role as everyone knows it (the side panel's words)."""
        self.feed, self.game, self.scene = feed, feed.game, scene
        self.role_of = role_of
        self.summary: SummaryPanel | None = None  # the hunt begins, a master is out, the end
        self.banner = ""
        self.banner_tween: Tween | None = None
        self.pauses: list[Tween] = []

    def animate(self, event, viewer: int | None) -> None:
        """A scoring moment's summary, or a public event's banner (and its pause)."""
        if isinstance(event, SUMMED):
            line = self.game.describe_event(event, self.feed.names(), viewer)
            self.summary = self.moment_summary(event, line)
            self.forget_marks()  # the panel covers the table: no mark over it
        elif isinstance(event, BANNERED):
            self.show_banner(self.game.describe_event(event, self.feed.names(), viewer))
            if isinstance(event, PAUSED):
                self.pauses.append(Tween(0.0, 1.0, 0.6, "linear"))

    def moment_summary(self, event, line: str) -> SummaryPanel:
        """Who plays what at this moment, from public information only (roles, who is out,
        the winners, the damage)."""
        public = self.feed.public_view()
        names, seats = self.feed.names(), self.feed.seats()
        if isinstance(event, HuntBegins):
            title = t(P + "sum_hunt")
        elif isinstance(event, MasterEliminated):
            title = t(P + "sum_out")
        else:
            title = t(P + "sum_won")
        rows = []
        for seat in range(self.feed.players):
            role = self.role_of(seat)
            if isinstance(event, GameWon):
                detail = t(P + ("sum_winner" if seat in event.winners else "sum_loser"), role=role)
            elif seat in public.eliminated:
                detail = t(P + "sum_eliminated", role=role)
            else:
                detail = role
            rows.append(SummaryRow(seats[seat].colour, names[seat], detail, "",
                                   highlight=isinstance(event, GameWon) and seat in event.winners))
        damage = event.damage if isinstance(event, GameWon) else public.damage
        target = event.target if isinstance(event, (GameWon, HuntBegins)) else public.target
        return SummaryPanel(title, line, rows, t(P + "sum_footer", damage=damage, target=target))

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.8, "linear")
        self.forget_marks()  # taken anew without the marks under the banner

    def forget_marks(self) -> None:
        """The marks taken at rest point at the wrong places (a summary covers the table, a
        banner is up or gone): the game scene takes them anew when the table is at rest."""
        self.scene.forget_marks()

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the summary up took ``event`` (nothing else on the table gets it)."""
        return self.summary is not None and self.summary.handle(event)

    def update(self, dt: float) -> None:
        if self.summary is not None:
            self.summary.update(dt)
            if self.summary.done:
                self.summary = None
                self.forget_marks()
        for pause in list(self.pauses):
            pause.update(dt)
            if pause.done:
                self.pauses.remove(pause)
        if self.banner_tween is not None:
            self.banner_tween.update(dt)
            if self.banner_tween.done:
                self.banner_tween = None
                self.forget_marks()  # the marks under the banner come back

    def busy(self) -> bool:
        return bool(self.pauses) or self.summary is not None

    def lively(self) -> bool:
        return bool(self.pauses) or self.banner_tween is not None or self.summary is not None

    def draw(self, surface: pygame.Surface) -> None:
        if self.summary is not None:
            self.summary.draw(surface, TABLE_RECT)
        elif self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (BOARD_RECT.centerx, BOARD_RECT.y + 30), 820, TABLE_RECT)
