"""Ghostbumpers table: the last-move marks. Each seat's most recent action stays marked
where it shows now, until that seat acts again:

- a play (GB-6, GB-11): its slot in the trick on the felt, or in the last trick while that
  is still shown; once a new trick has begun, the discard pile (GB-17), and the draw pile
  after the discard pile was shuffled into it (GB-8); nothing once the round is over (the
  cards are gathered, GB-23);
- the scared card hidden (GB-3): the seat's character deck;
- a GB-9 discard: the seat's hand until every discard is shown, then the draw pile the
  discards went into (D-7); an owed card paid: the discard pile.

Only what the viewer may see decides a mark: the public events (plays, trick wins, round
ends, reshuffles) and, of a secret event, only whose it was (``event.seat``). The tooltip
says the move as the log describes it for the viewer.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import (
    CardsPlayed, DiscardChosen, DiscardReshuffled, DiscardsRevealed, OwedCardPaid, RoundEnded, ScareLevelSet, TrickWon,
)
from ghostparlor.games.ghostbumpers.table.layout import DISCARD_POS, DRAW_POS, ME_PANEL, PILE_CARD
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui.last_move import LastMark

PILE_NOTES = {"discard": "ghostbumpers.ui.mark_discard_pile", "draw": "ghostbumpers.ui.mark_draw_pile"}


class LastMoveMarks(Panel):
    """Where each seat's last move shows on the table (the game scene draws the marks)."""

    def marks(self, moves: dict, viewer: int | None) -> list:
        if self.view is None or self.table.scores.shown or self.table.summary.overlay is not None:
            return []
        marks: list[LastMark] = []
        piles: dict[str, list[tuple[int, str]]] = {"discard": [], "draw": []}
        names = self.feed.names()
        for seat in sorted(moves):
            kinds = [type(e) for e in moves[seat].events]
            if CardsPlayed in kinds:
                play = next(e for e in moves[seat].events if isinstance(e, CardsPlayed))
                said = self.game.describe_event(play, names, viewer)
                where = self.play_location(seat)
                if where in ("trick", "last"):
                    index = self.slot_of(seat, where == "last")
                    if index is not None:
                        marks.append(LastMark(seat, self.table.tricks.slot_box(index).inflate(-10, -10), text=said))
                        continue
                    where = "discard"  # the last trick is no longer shown: its cards were discarded
                if where in piles:
                    piles[where].append((seat, f"{said} ({t(PILE_NOTES[where])})"))
            elif ScareLevelSet in kinds:
                rect = self.deck_mark_rect(seat)
                if rect is not None:
                    marks.append(LastMark(seat, rect, corner="topright"))
            elif DiscardChosen in kinds:
                if self.discard_location(seat) == "draw":
                    piles["draw"].append((seat, ""))
                else:
                    rect = self.hand_mark_rect(seat)
                    if rect is not None:
                        marks.append(LastMark(seat, rect, corner="topright"))
            elif OwedCardPaid in kinds:
                piles["discard"].append((seat, ""))
        for where, seats in piles.items():
            marks.extend(self.pile_marks(where, seats))
        return marks

    def play_location(self, seat: int) -> str | None:
        """Where ``seat``'s latest play lies now: "trick" (the trick in progress), "last"
        (the trick just won), "discard", "draw", or None (the round it was in is over)."""
        log = self.feed.log()
        start = None
        for i in range(len(log) - 1, -1, -1):
            event = log[i].event
            if isinstance(event, CardsPlayed) and event.seat == seat:
                start = i
                break
        if start is None:
            return None
        where = "trick"
        for entry in log[start + 1:]:
            event = entry.event
            if isinstance(event, RoundEnded):
                return None  # GB-23: every card is gathered for the next deal
            if isinstance(event, TrickWon) and where == "trick":
                where = "last"
            elif isinstance(event, CardsPlayed) and where == "last":
                where = "discard"  # GB-17: a new trick began; the last one lies on the discard pile
            elif isinstance(event, DiscardReshuffled) and where == "discard":
                where = "draw"  # GB-8
        return where

    def discard_location(self, seat: int) -> str:
        """A GB-9 discard: "hand" (chosen face down, not shown yet) or "draw" (shown and
        shuffled into the draw pile, D-7). Only whose the secret choice was is used."""
        log = self.feed.log()
        for i in range(len(log) - 1, -1, -1):
            event = log[i].event
            if isinstance(event, DiscardChosen) and event.seat == seat:
                later = log[i + 1:]
                return "draw" if any(isinstance(e.event, DiscardsRevealed) for e in later) else "hand"
        return "hand"

    def slot_of(self, seat: int, last: bool) -> int | None:
        plays, _, shown_last = self.display.trick_plays()
        if shown_last != last:
            return None
        return next((i for i, play in enumerate(plays) if play[0] == seat), None)

    def deck_mark_rect(self, seat: int) -> pygame.Rect | None:
        """A seat's character deck (the token on its top right, clear of the deck count and
        the start-card star)."""
        if seat == self.viewer_seat:
            return pygame.Rect(ME_PANEL.x + 6, self.table.own.rows()["deck_y"] - 9, ME_PANEL.w - 12, 46)
        rect = self.table.seats.seat_rects().get(seat)
        if rect is None:
            return None
        rows = self.table.seats.seat_rows()  # the frame (drawn 4 pixels out) stays clear of the name and the hand's row
        top = rows["deck_y"] - 3
        return pygame.Rect(rect.x + 6, top, rect.w - 12, min(51, rows["hand_top"] - 6 - top))

    def hand_mark_rect(self, seat: int) -> pygame.Rect | None:
        if seat == self.viewer_seat:
            return None  # the viewer's own hand: the card has left it, the log says which
        rect = self.table.seats.seat_rects().get(seat)
        if rect is None:
            return None
        rows = self.table.seats.seat_rows()
        return pygame.Rect(rect.x + 6, rows["hand_top"] + 1, rect.w - 12, rows["hand_h"] - 2)

    @staticmethod
    def pile_marks(where: str, seats: list[tuple[int, str]]) -> list[LastMark]:
        """Tokens (no frames: several seats share the place) in a row on the pile's card."""
        if not seats:
            return []
        x0, y0 = DISCARD_POS if where == "discard" else DRAW_POS
        step = min(22, (PILE_CARD[0] - 16) // max(1, len(seats) - 1))
        y = y0 + PILE_CARD[1] - 22
        return [LastMark(seat, pygame.Rect(x0 + 8 + k * step, y, 1, 1), frame=False, text=text)
                for k, (seat, text) in enumerate(seats)]

    def forget(self, seat: int | None = None) -> None:
        """An animation moves cards: the marks taken at rest (of ``seat``, or all of them)
        would point at the wrong places until the table is at rest again, when the game
        scene takes them anew."""
        self.scene.forget_marks(seat)

