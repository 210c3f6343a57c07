"""The end of a Ghosts round on the table (GH-12, GH-13): who took how many piles and
cards, who got relief, and everyone's fear points, until it is dismissed. Read from the
seat's feed: the log's public events and the viewer's view.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.rules import GameOver, PileTaken, ReliefGiven, RoundEnded, RoundStarted
from ghostparlor.games.ghosts.table.part import Part
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui.summary import SummaryPanel, SummaryRow


class RoundEndPanel(Part):
    """The round's scoring over the table, while it is up (the table is busy then)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.summary: SummaryPanel | None = None  # the round's end, until dismissed

    def round_ended(self, event: RoundEnded) -> None:
        names = self.feed.names()
        self.summary = SummaryPanel(t("ghosts.ui.sum_title", round=event.round),
                                    t("ghosts.ui.sum_why", player=names[event.seat_due]), self.rows(),
                                    t("ghosts.ui.sum_footer"))

    def relief_given(self) -> None:
        if self.summary is not None:
            self.summary.rows = self.rows()

    def account(self) -> tuple[dict[int, list[int]], dict[int, int], dict[int, int]]:
        """From the game log (public events only; the table may be new since the round began):
        each seat's piles and cards taken in the last round that ended, its relief, and its
        fear points as the events tell them."""
        events = [e.event for e in self.feed.log() if e.event is not None]
        end = max((i for i, e in enumerate(events) if isinstance(e, RoundEnded)), default=-1)
        start = max((i for i, e in enumerate(events[:end]) if isinstance(e, RoundStarted)), default=-1)
        takes: dict[int, list[int]] = {}
        relief: dict[int, int] = {}
        fp: dict[int, int] = {}
        for i, e in enumerate(events):
            if isinstance(e, PileTaken) and i <= end:
                fp[e.seat] = e.fear_points
                if i > start:
                    took = takes.setdefault(e.seat, [0, 0])
                    took[0] += 1
                    took[1] += len(e.cards)
            elif isinstance(e, ReliefGiven) and i > end:
                relief[e.seat] = e.returned
                fp[e.seat] = e.fear_points
            elif i > end and isinstance(e, (RoundStarted, GameOver)):
                break
        return takes, relief, fp

    def rows(self) -> list[SummaryRow]:
        names, seats = self.feed.names(), self.feed.seats()
        takes, relief, fp = self.account()
        rows = []
        for seat in range(self.feed.players):
            piles, cards = takes.get(seat, [0, 0])
            if piles:
                detail = t("ghosts.ui.sum_took", piles=piles, cards_text=t("ui.count.cards", n=cards))
            elif relief.get(seat):
                detail = t("ghosts.ui.sum_relief", n=relief[seat])
            else:
                detail = t("ghosts.ui.sum_none")
            known = self.view.fear_points[seat] if self.view is not None else 0  # a resumed game's log starts late
            rows.append(SummaryRow(seats[seat].colour, names[seat], detail, t("ghosts.ui.fear_points", n=fp.get(seat, known)),
                                   highlight=bool(relief.get(seat))))
        return rows

    def handle(self, event: pygame.event.Event) -> bool:
        """A click or Enter dismisses it (True: the event was used)."""
        return self.summary is not None and self.summary.handle(event)

    def update(self, dt: float) -> None:
        if self.summary is not None:
            self.summary.update(dt)
            if self.summary.done:
                self.summary = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.summary is not None:
            self.summary.draw(surface, TABLE_RECT)
