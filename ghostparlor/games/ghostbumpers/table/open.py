"""Ghostbumpers table: the open view of a finished game's replay ("all hands open").

Only when the feed says ``everything_open`` (the replay viewer's open view, a finished
game only) the table draws what a spectator's view (GB-26) hides, from the full state: every
seat's hand face up as small value chips in its seat panel, the card it has chosen to
discard face down (GB-9), where its scared card lies in its character deck, and (in the
draw pile's tip) what the draw pile holds. Everything shown so lies on a pale tint in a thin frame,
explained under the open view's panel text, so nobody takes it for public.
In play and in a seat's view nothing here is drawn: :meth:`OpenView.full_state` is None.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.games.ghostbumpers.table.layout import (
    FELT, HAND_RECT, VALUE_COLOURS, blit_ink, draw_lines, fit_lines, fit_text,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel

OPEN_GAP = 2  # between two chips of a hand


class OpenView(Panel):
    """What the open view draws, from the full state it kept (``snapshot``) with the view."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.snapshot = None  # the full state the shown view was taken from (open view only)
        self.played: dict[int, list[int]] = {}  # cards flown from a hand in the running animations
        self.chips_squeezed = False  # the last chip_layout overlapped its chips

    def take_snapshot(self) -> None:
        """Keep the full state of the view just taken (open view only, never else)."""
        self.played = {}
        self.snapshot = self.feed.open_state().clone() if self.feed.everything_open else None

    def full_state(self):
        """The full state to draw secrets from: only in the open view of a replay."""
        if not self.feed.everything_open:
            return None
        return self.snapshot

    def hand(self, seat: int) -> list[int | None] | None:
        """The seat's hand as drawn now (values; None for a card drawn during the running
        animations, not known yet), or None outside the open view."""
        state = self.full_state()
        if state is None:
            return None
        cards: list[int | None] = [v for v in range(10) for _ in range(state.hands[seat][v])]
        for card in self.played.get(seat, ()):  # flown into the trick already
            if card in cards:
                cards.remove(card)
        size = self.display.shown_hand(seat)
        while len(cards) < size:
            cards.append(None)
        return cards[:size]

    def pending(self, seat: int) -> int | None:
        state = self.full_state()
        if state is None or state.gb9_pending[seat] < 0:
            return None
        return state.gb9_pending[seat]

    def order(self, seat: int) -> str | None:
        """The seat's face-down character deck top first with "S" at its scared card
        (as its owner sees it), or None outside the open view."""
        state = self.full_state()
        if state is None:
            return None
        deck = self.display.shown_deck(seat)
        scare = state.scare[seat]
        if scare >= 0 and self.display.scared_seat != seat:
            scare -= self.display.extra_revealed.get(seat, 0)  # the cards turned up by the running reveals
        else:
            scare = -1
        return "".join("S" if i == scare else "U" for i in range(deck))

    def scare_depth(self, seat: int) -> int | None:
        order = self.order(seat)
        return order.index("S") + 1 if order and "S" in order else None

    @staticmethod
    def value_text(card: int) -> str:
        return "0/10" if card == ZERO_TEN else str(card)

    def cards_text(self, cards) -> str:
        return ", ".join(self.value_text(c) if c is not None else "?" for c in cards)

    def chip_layout(self, cards: list, pending: int | None, x: int, right: int, px: int) -> tuple[list, int]:
        """Where each chip of a hand goes between ``x`` and ``right`` (the pending discard
        last, after a wider gap), at the largest text size down to 10 pixels that fits; the
        chips overlap a little when even that does not fit. Returns ([rect, ...], px)."""
        assets = self.assets
        shown = list(cards) + ([pending] if pending is not None else [])
        if not shown:
            return [], px
        for size in range(px, 9, -1):
            widths = [max(assets.text_width(self.value_text(c) if c is not None else "?", size, "bold") + 5, 11)
                      for c in shown]
            extra = 6 if pending is not None else 0
            total = sum(widths) + OPEN_GAP * (len(shown) - 1) + extra
            if total <= right - x or size == 10:
                break
        squeeze = max(0, total - (right - x))
        self.chips_squeezed = squeeze > 0
        step_cut = squeeze / max(1, len(shown) - 1)
        rects, xx = [], float(x)
        for i, w in enumerate(widths):
            if pending is not None and i == len(shown) - 1:
                xx += extra
            rects.append(pygame.Rect(round(xx), 0, w, 0))
            xx += w + OPEN_GAP - step_cut
        return rects, size

    def draw_chip(self, surface: pygame.Surface, card: int | None, rect: pygame.Rect, px: int, pending: bool = False) -> None:
        theme = self.theme
        fill = VALUE_COLOURS[card] if card is not None else theme.colour("secondary")
        pygame.draw.rect(surface, fill, rect, border_radius=4)
        pygame.draw.rect(surface, (24, 16, 28), rect, 1, border_radius=4)
        if pending:  # chosen to discard: crossed at its foot
            pygame.draw.line(surface, theme.colour("warning")[:3], (rect.x + 2, rect.bottom - 3), (rect.right - 3, rect.bottom - 3), 2)
        label = self.assets.text(self.value_text(card) if card is not None else "?", px, (255, 252, 244), "bold")
        shade = self.assets.text(self.value_text(card) if card is not None else "?", px, (20, 12, 20), "bold")
        spot = blit_ink(surface, shade, center=(rect.centerx + 1, rect.centery + 1))
        surface.blit(label, (spot.x - 1 - label.get_bounding_rect().x, spot.y - 1 - label.get_bounding_rect().y))

    def hand_rects(self, seat: int, rect: pygame.Rect, rows: dict, right: int) -> tuple[list, int, list, int | None]:
        """(chip rects, px, cards, pending) of the seat's open hand in its seat panel."""
        cards = self.hand(seat) or []
        pending = self.pending(seat)
        x = rect.x + 10
        chips, px = self.chip_layout(cards, pending, x, right, rows["small"])
        hand_mid = rows["hand_top"] + rows["hand_h"] // 2
        h = min(24, rows["hand_h"] - 2)
        for chip in chips:
            chip.y, chip.h = hand_mid - h // 2, h
        return chips, px, cards, pending

    def hand_right(self, seat: int, rect: pygame.Rect, rows: dict) -> int:
        """Where a seat panel's hand row ends (as :meth:`SeatsPanel.draw` draws it): before the
        points when they are on that row, unless the chips would not fit there (then the
        points stay in the players panel only, see :meth:`points_off`)."""
        if rows["points_up"] or self.points_off(seat, rect, rows):
            return rect.right - 6
        return self.points_right(seat, rect, rows)

    def points_off(self, seat: int, rect: pygame.Rect, rows: dict) -> bool:
        """The open view of a narrow seat panel (5 or 6 players, a large text size): the
        hand's chips take the whole row when they do not fit at the text's size beside the
        points (which the players panel still shows)."""
        if rows["points_up"] or self.full_state() is None:
            return False
        cards, pending = self.hand(seat) or [], self.pending(seat)
        right = self.points_right(seat, rect, rows)
        chips, px = self.chip_layout(cards, pending, rect.x + 10, right, rows["small"])
        return bool(chips) and (self.chips_squeezed or px < rows["small"])

    def points_right(self, seat: int, rect: pygame.Rect, rows: dict) -> int:
        points = t("ghostbumpers.ui.points", n=self.view.totals[seat])
        pts = fit_text(self.assets, points, rows["points_room"], rows["small"], self.theme.colour("accent"), "bold")
        return rect.right - 8 - pts.get_width() - 10

    def draw_hand(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, rows: dict, right: int) -> None:
        chips, px, cards, pending = self.hand_rects(seat, rect, rows, right)
        if chips:
            self.draw_mark(surface, chips[0].unionall(chips[1:]).inflate(6, 6))
        for i, chip in enumerate(chips):
            is_pending = pending is not None and i == len(chips) - 1
            self.draw_chip(surface, pending if is_pending else cards[i], chip, px, is_pending)

    def draw_mark(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Under a thing shown only because the replay is open: a pale tint in a thin
        rounded frame (unlike the last-move marks' thick dashed frames in seat colours).
        Drawn before the thing itself."""
        colour = self.theme.colour("info")[:3]
        tint = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(tint, (*colour, 60), tint.get_rect(), border_radius=5)
        pygame.draw.rect(tint, (*colour, 255), tint.get_rect(), 1, border_radius=5)
        surface.blit(tint, rect)

    def draw_panel(self, surface: pygame.Surface, text: str) -> None:
        """Where the viewer's hand would be: "Replay: all hands open" and what the tinted
        frame means (a sample of it beside the words)."""
        theme, assets = self.theme, self.assets
        title = fit_text(assets, text, HAND_RECT.w, "large", theme.colour("text_muted"), "bold")
        top = HAND_RECT.centery - 38
        surface.blit(title, title.get_rect(midtop=(FELT.centerx, top)))
        sample = pygame.Rect(0, 0, 34, 22)
        width = FELT.w - 40 - sample.w - 12  # the open view has no own panel or preview: the whole width
        lines, px, step = fit_lines(assets, t("ghostbumpers.ui.open_legend"), width, 3 * assets.line_height("small"), "small")
        widest = max(assets.text_width(line, px) for line in lines)
        left = FELT.centerx - (sample.w + 12 + widest) // 2
        y = top + title.get_height() + 10
        block = len(lines) * step
        sample.topleft = (left, y + (block - sample.h) // 2)
        self.draw_mark(surface, sample)
        pygame.draw.rect(surface, VALUE_COLOURS[5], sample.inflate(-12, -8), border_radius=3)
        draw_lines(surface, assets, lines, px, step, theme.colour("text_muted"), "regular", sample.right + 12, y)
