"""Ghosts on screen: the pile with its fear level, Fog beside it, the direction of play,
every seat's hand size, fear points and taken stacks, and the viewer's own hand.

Drawing and input only: clicks become PlayCard / TakePile actions that the rules check.
The table reads one seat's feed (``self.feed``): only the viewer's view is drawn (hot seat
keeps other hands hidden). It is composed of panels, each owning its state and drawing:

- ``seats.py`` the other seats in a row at the top;
- ``pile.py`` the deck, the pile, Fog beside it and the cards in flight;
- ``gauge.py`` the fear level in words, the direction and the last call;
- ``hand.py`` the viewer's panel, hand, take button and prompt;
- ``summary.py`` the round's end; ``learn.py`` the notes; ``sheet.py`` the results' sheet;
- ``geometry.py`` where everything lies; ``fear.py`` the fear-point marker.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.rules import (CardDrawn, CardPlayed, GameOver, GhostsView, PileTaken, PlayCard, ReliefGiven,
                                           RoundEnded, RoundStarted, TakePile)
from ghostparlor.games.ghosts.table.gauge import GaugePanel
from ghostparlor.games.ghosts.table.geometry import ME_PANEL, MIN_PX
from ghostparlor.games.ghosts.table.hand import HandPanel
from ghostparlor.games.ghosts.table.learn import NotesPanel
from ghostparlor.games.ghosts.table.pile import PilePanel, since
from ghostparlor.games.ghosts.table.seats import SeatsPanel
from ghostparlor.games.ghosts.table.sheet import results_sheet  # noqa: F401 (the results screen asks)
from ghostparlor.games.ghosts.table.summary import RoundEndPanel
from ghostparlor.scenes.game import TABLE_RECT, HintMark, Table
from ghostparlor.ui import Tween, draw
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.last_move import LastMark
from ghostparlor.ui.summary import SummaryPanel
from ghostparlor.ui.text_layout import TextLayout


class GhostsTable(Table):
    HANDOFF_SHOWS = "cards"
    BACKDROP = "ghosts/backdrop.jpg"
    MOMENTS = {"pile_taken": "big", "all_fog_redeal": "notable",
               "card_played": lambda e: "notable" if e.how in ("mirror", "fog") else None}

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.text = TextLayout(self.assets, self.theme, MIN_PX)  # the panels' texts, fitted by their ink
        self.view: GhostsView | None = None
        self.seats = SeatsPanel(self)
        self.pile = PilePanel(self)
        self.gauge = GaugePanel(self)
        self.me = HandPanel(self)
        self.round_end = RoundEndPanel(self)
        self.notes = NotesPanel(self)
        self.focus.add(self.me.hand, self.me.take_button)
        self.banner = ""
        self.banner_tween: Tween | None = None

    @property
    def panels(self) -> tuple:
        return (self.seats, self.pile, self.gauge, self.me, self.round_end, self.notes)

    # what the scene and its tests read of the table
    @property
    def legal(self) -> list:
        return self.me.legal

    @property
    def hand(self):
        return self.me.hand

    @property
    def take_button(self):
        return self.me.take_button

    @property
    def summary(self) -> SummaryPanel | None:
        return self.round_end.summary

    # --- model ---------------------------------------------------------------
    def refresh(self, viewer: int | None) -> None:
        self.view = view = self.feed.view()  # the feed's viewer is the scene's, ``viewer``
        for panel in self.panels:
            panel.refresh(view)
        if self.scene.my_turn() and self.focus.focused is None:
            self.focus.focus(self.me.first_focus(), visible=False)

    # --- input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if self.round_end.handle(event):
            return None
        action = self.focus.handle(event)
        if action is None:
            return None
        return self.me.action_for(action)

    def hint_marks(self, move) -> list[HintMark]:
        if isinstance(move, PlayCard):
            return self.hand_marks(self.me.hand, move.card)
        if isinstance(move, TakePile):
            return [HintMark(pygame.Rect(self.me.take_button.rect))]
        return super().hint_marks(move)

    # --- last moves: the card each seat played where it lies, or the pile it took -------------
    def last_move_marks(self, moves, viewer):
        if self.view is None or self.summary is not None:
            return []
        log = [e.event for e in self.feed.log() if e.event is not None]
        marks = []
        for seat, move in moves.items():
            for event in move.events:
                if isinstance(event, CardPlayed):
                    rect = self.pile.played_rect(event, log)
                    if rect is not None:
                        marks.append(LastMark(seat, rect))
                elif isinstance(event, PileTaken):  # the taker's panel: "took the pile (5 cards): +1 fear point"
                    rect = self.seat_panel_rect(seat)
                    if rect is not None and since(event, log, (RoundStarted,)):
                        text = t("ghosts.ui.mark_took", cards=len(event.cards), n=event.fear_points)
                        marks.append(LastMark(seat, rect, text=text, corner="topright"))
        return marks

    def seat_panel_rect(self, seat: int) -> pygame.Rect | None:
        if seat == self.scene.viewer():
            return pygame.Rect(ME_PANEL)
        return self.seats.seat_rects().get(seat)

    # --- animation ------------------------------------------------------------------
    def seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.scene.viewer():
            return self.me.anchor()
        rect = self.seats.seat_rects().get(seat)
        return rect.center if rect else (470, 120)

    def animate(self, happening, viewer: int | None) -> None:
        event = happening.event
        if isinstance(event, CardPlayed):
            self.pile.fly_played(event, self.seat_anchor(event.seat))
            self.gauge.played(event)
        elif isinstance(event, PileTaken):
            self.pile.fly_taken(self.seat_anchor(event.seat))
            self.show_banner(self.game.describe_event(event, self.feed.names(), viewer))
        elif isinstance(event, RoundEnded):
            self.round_end.round_ended(event)  # the round's scoring, until dismissed
        elif isinstance(event, ReliefGiven):
            self.round_end.relief_given()
        elif isinstance(event, (RoundStarted, GameOver)):
            self.show_banner(self.game.describe_event(event, self.feed.names(), viewer))

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.6, "linear")

    def sound_for(self, happening, viewer: int | None) -> str | None:
        event = happening.event
        if isinstance(event, CardPlayed):
            return {"mirror": "mirror", "fog": "fog"}.get(event.how, "card_play")
        if isinstance(event, PileTaken):
            return "take_pile"
        if isinstance(event, CardDrawn) and event.seat == viewer:
            return "card_draw"
        if isinstance(event, RoundEnded):
            return "reveal"
        if isinstance(event, GameOver):
            return self.ending_sound(event, viewer)
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        for panel in self.panels:
            panel.update(dt)
        if self.banner_tween is not None:
            self.banner_tween.update(dt)
            if self.banner_tween.done:
                self.banner_tween = None

    def prompt_area(self) -> pygame.Rect:
        return self.me.prompt_area()

    def busy(self) -> bool:
        return self.pile.busy() or self.summary is not None

    def lively(self) -> bool:
        """Something moves: keep redrawing (flights, fades, the level meter gliding)."""
        return bool(self.pile.busy() or self.gauge.lively() or self.banner_tween or self.summary is not None)

    # --- what is what, and the notes ----------------------------------------------------------
    def inspectables(self, viewer):
        if self.view is None or self.summary is not None:
            return []
        return [thing for panel in (self.pile, self.gauge, self.seats, self.me) for thing in panel.things(viewer)]

    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.notes.draw(surface, rect)

    # --- drawing -----------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        return t("ghosts.ui.round", round=view.round, rounds=view.rounds)

    def seat_status(self, seat: int, viewer: int | None) -> str:
        if self.view is None:
            return ""
        return t("ghosts.ui.fear_points", n=self.view.fear_points[seat])

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None:
            return
        table = TABLE_RECT.inflate(-16, -16)
        felt = pygame.Rect(table.x, 200, table.w, 282)
        draw.box(surface, felt, (16, 40, 32, 110), 24, self.theme.colour("accent_pressed"), 3)  # the backdrop's felt shows through
        self.seats.draw(surface)
        self.pile.draw(surface)
        self.gauge.draw(surface)
        self.me.draw(surface)
        self.pile.draw_flights(surface)
        if self.summary is not None:
            self.round_end.draw(surface)
        elif self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (470, 224), 820)


def make_table(scene) -> GhostsTable:
    return GhostsTable(scene)
