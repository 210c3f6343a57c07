"""Ghostbumpers table: the animation queue (a play flies in, the winner is marked, reveals
flip one by one, the round is counted), the sounds that go with each step, the flying cards
and the news banner. What a step changes on the table is the display's (display.py)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import (
    BothPilesEmpty, BottomCardMoved, CardDealt, CardDrawn, CardRevealed, CardsPlayed, DiscardReshuffled,
    DiscardsRevealed, GameOver, RoundEnded, RoundStarted, TricksBegin, TrickWon,
)
from ghostparlor.games.ghostbumpers.table.layout import DRAW_POS, TRICK, Step
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import Tween
from ghostparlor.ui.banner import draw_banner


class Animations(Panel):
    """The queued steps (``steps``), the cards in the air (``flights``) and the banner."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.steps: list[Step] = []
        self.flights: list[dict] = []
        self.banner = ""
        self.banner_tween: Tween | None = None

    def step_sound(self, event) -> str | None:
        """Sounds are played when their animation step starts (so a reveal sounds when it
        flips, not when the bot decided)."""
        viewer = self.viewer_seat
        if isinstance(event, CardsPlayed):
            return "card_play"
        if isinstance(event, CardRevealed):
            return "scare" if event.scared else "reveal"
        if isinstance(event, BottomCardMoved):
            return "mirror" if event.moved else None
        if isinstance(event, (CardDealt, DiscardReshuffled, DiscardsRevealed)):
            return "card_draw"
        if isinstance(event, TrickWon):
            return "take_pile"
        if isinstance(event, RoundEnded):
            return "reveal"
        if isinstance(event, GameOver):
            return "win" if viewer is None or viewer in event.winners else "lose"
        if isinstance(event, CardDrawn) and event.seat == viewer:
            return "card_draw"
        return None

    def animate(self, happening, viewer: int | None) -> None:
        """Queue the steps that show ``happening`` (a move's event, as ``viewer`` may see it)."""
        event = happening.event
        names = self.feed.names()
        if isinstance(event, CardsPlayed):
            self.steps.append(Step("play", 0.38, event=event))
        elif isinstance(event, TrickWon):
            key = "ghostbumpers.ui.wins_zero_ten" if event.zero_ten else "ghostbumpers.ui.wins_trick"
            self.steps.append(Step("won", 1.1, event=event, text=t(key, player=names[event.winner], n=event.reveals)))
        elif isinstance(event, CardRevealed):
            self.steps.append(Step("reveal", 1.5 if event.scared else 0.6, event=event))
        elif isinstance(event, BottomCardMoved):
            self.steps.append(Step("moved", 0.8 if event.moved else 0.2, event=event))
        elif isinstance(event, RoundEnded):
            cards = sum(max(0, b) for b in event.beneath) + event.scores.count(0)
            self.steps.append(Step("round_end", 4.0 + 0.16 * cards, event=event))
        elif isinstance(event, CardDealt):
            if not self.steps or self.steps[-1].kind != "deal":
                self.steps.append(Step("deal", 0.9, event=event, seats=[]))
            self.steps[-1].data["seats"].append(event.seat)
        elif isinstance(event, CardDrawn):
            self.steps.append(Step("drawn", 0.22, event=event))
        elif isinstance(event, (RoundStarted, TricksBegin, BothPilesEmpty, DiscardReshuffled, DiscardsRevealed, GameOver)):
            self.steps.append(Step("banner", 0.5, event=event, text=self.game.describe_event(event, names, viewer)))

    def start_step(self, step: Step) -> None:
        event = step.data.get("event")
        sound = self.step_sound(event) if event is not None else None
        if sound:
            self.scene.app.play_sound(sound)
        kind = step.kind
        if kind == "play":
            # the player's mark moves with its new play; a new trick moves every mark
            self.table.marks.forget(None if self.display.trick_winner is not None or not self.display.trick else event.seat)
            if self.display.trick_winner is not None:
                self.display.trick = []
                self.display.trick_winner = None
            e = event
            self.display.trick.append((e.seat, e.card, e.count, e.announce, e.strength))
            self.display.hand_delta[e.seat] = self.display.hand_delta.get(e.seat, 0) - e.count
            self.table.open_view.played.setdefault(e.seat, []).extend([e.card] * e.count)  # the open view's chips
            slot = len(self.display.trick) - 1
            self.flights.append({"card": e.card, "count": e.count, "from": self.table.seats.seat_anchor(e.seat),
                                 "to": self.table.tricks.slot_cards_center(slot), "tween": step.tween, "slot": slot})
        elif kind == "won":
            self.display.trick_winner = event.winner
            self.show_banner(step.data["text"])
        elif kind == "reveal":
            if event.scared:
                self.display.scared_seat = event.seat
                self.show_banner(t("ghostbumpers.ui.scared_banner", player=self.feed.names()[event.seat]))
            else:
                self.display.extra_revealed[event.seat] = self.display.extra_revealed.get(event.seat, 0) + 1
        elif kind == "moved":
            self.display.moving = event.seat
        elif kind == "drawn":
            self.display.hand_delta[event.seat] = self.display.hand_delta.get(event.seat, 0) + 1
            self.flights.append({"card": None, "count": 1, "from": (DRAW_POS[0] + 35, DRAW_POS[1] + 49),
                                 "to": self.table.seats.seat_anchor(event.seat), "tween": step.tween})
        elif kind == "deal":
            self.table.marks.forget()
            self.display.trick = []
            self.display.trick_winner = None
            seen: list[int] = []
            for seat in step.data["seats"]:
                if seat not in seen:
                    seen.append(seat)
            for i, seat in enumerate(seen):
                self.flights.append({"card": None, "count": 1, "from": (DRAW_POS[0] + 35, DRAW_POS[1] + 49),
                                     "to": self.table.seats.seat_anchor(seat), "tween": step.tween, "delay": i / max(1, len(seen))})
        elif kind == "round_end":
            self.table.summary.overlay = {"event": event, "tween": step.tween}
            self.banner_tween = None  # the scare news is in the summary's title: no banner over it
            self.hold_clock()
            self.table.marks.forget()  # nothing over the summary
        elif kind == "banner":
            self.show_banner(step.data["text"])

    def end_step(self, step: Step) -> None:
        self.flights = [f for f in self.flights if f["tween"] is not step.tween]
        if step.kind == "moved":
            self.display.moving = None
        elif step.kind == "round_end":
            self.table.summary.overlay = None

    def hold_clock(self) -> None:
        """While the round is counted nobody is to move on screen: the header must not keep
        saying that the seat whose play ended the round is still thinking. The game scene
        takes its clock again when the table is at rest (after the summary)."""
        self.scene.hold_turn()

    def skip(self, apply: bool = True) -> None:
        """Finish every queued animation now (a click, Enter or Space while they run)."""
        self.steps.clear()
        self.flights.clear()
        self.table.summary.overlay = None
        if apply and self.table.pending:
            self.table.apply_view()

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.6, "linear")

    def update(self, dt: float) -> None:
        """Run the queue: start a step, let it play, end it; the view waiting for the queue
        is taken when it is empty."""
        step_dt = dt
        while self.steps:
            step = self.steps[0]
            if not step.started:
                step.started = True
                self.start_step(step)
            step.tween.update(step_dt)
            step_dt = 0.0
            if step.tween.done:
                self.end_step(step)
                self.steps.pop(0)
                continue
            break
        if not self.steps and self.table.pending:
            self.table.apply_view()
        if self.banner_tween is not None:
            self.banner_tween.update(dt)
            if self.banner_tween.done:
                self.banner_tween = None
        if not self.steps:
            self.table.update_buttons()

    def lively(self) -> bool:
        """Something moves: a step runs, a card flies or a banner fades."""
        return bool(self.steps or self.flights or self.banner_tween)

    def draw_flights(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            self.table.tricks.draw_flight(surface, flight)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            rect = draw_banner(surface, self.banner, self.banner_tween.value, (TRICK.centerx, TRICK.y + 16), 820)
            if rect is not None:
                self.table.drawn["banner"] = rect
