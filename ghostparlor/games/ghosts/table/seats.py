"""The other seats on the Ghosts table, in a row at the top: each one's name, its hand
(backs only: its size is all others know, GH-17; face up only in a replay's open view),
its fear points (GH-8) and whether it took a pile this round (GH-13).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.table.fear import counter_things, draw_fear
from ghostparlor.games.ghosts.table.geometry import SEAT_ROW, card_image
from ghostparlor.games.ghosts.table.part import Part
from ghostparlor.scenes.table_base import seat_row, seats_around
from ghostparlor.ui import draw
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.text_layout import put
from ghostparlor.ui.tokens import Marker, draw_marker


class SeatsPanel(Part):
    """The row of the other seats' panels."""

    # --- layout -------------------------------------------------------------------------
    def others(self) -> list[int]:
        return seats_around(self.view.players if self.view else self.feed.players, self.scene.viewer())

    def seat_rects(self) -> dict[int, pygame.Rect]:
        return seat_row(SEAT_ROW, self.others(), 220, 10)

    def things(self, viewer: int | None) -> list[Thing]:
        """The other seats: the panel is the hand (its size only, GH-17), the marker the fear points."""
        view, names = self.view, self.feed.names()
        things: list[Thing] = []
        for seat, rect in self.seat_rects().items():
            things.append(Thing(pygame.Rect(rect), "other_hand", "GH-17", {"player": names[seat], "n": view.hand_sizes[seat]}))
            things.extend(counter_things(view, seat, rect, names, own=False))
        return things

    # --- drawing -----------------------------------------------------------------------------
    def open_hand(self, seat: int, size: int) -> list[str] | None:
        """The seat's cards face up, only where everything is open (a replay's open view of
        a finished game); None while the table still shows an earlier moment (a card in
        flight: backs until it catches up)."""
        if not self.feed.everything_open:
            return None
        faces = [self.game.card_ids[k] for k in self.feed.open_state().hands[seat]]
        return faces if len(faces) == size else None

    def draw(self, surface: pygame.Surface) -> None:
        """The other seats' panels, top to bottom: name; the hand (small backs) beside the fear
        points; the hand size and whether the seat took a pile this round, on one row when
        both fit, else on two. Rows are measured from the texts drawn, the same in every panel
        (the hands line up); the hand's cards take what height is left."""
        view, theme, assets = self.view, self.theme, self.assets
        seats = self.feed.seats()
        names = self.feed.names()
        rects = self.seat_rects()
        if not rects:
            return
        width = next(iter(rects.values())).w
        muted = theme.colour("text_muted")
        marks = {True: (t("ghosts.ui.took"), theme.colour("warning")), False: (t("ghosts.ui.no_pile"), theme.colour("success"))}
        one_row = (max(assets.text_width(t("ghosts.ui.cards", n=view.hand_sizes[seat]), "small") for seat in rects) + 12
                   + max(assets.text_width(text, "small") for text, _ in marks.values()) <= width - 20)
        name_blocks = {seat: self.text.block(names[seat], width - 46, "body", theme.colour("text"), "bold", max_lines=1) for seat in rects}
        count_blocks = {seat: self.text.block(t("ghosts.ui.cards", n=view.hand_sizes[seat]), width - 20, "small", muted, max_lines=1)
                        for seat in rects}
        mark_blocks = {}
        for seat in rects:
            room = width - 32 - count_blocks[seat].width if one_row else width - 20
            mark_blocks[seat] = {took: self.text.block(text, room, "small", colour, max_lines=1) for took, (text, colour) in marks.items()}

        def row(blocks) -> tuple[int, int]:  # (shared ink top within a line, ink height) of a row
            top = min(b.offset for b in blocks)
            return top, max(b.offset + b.height for b in blocks) - top

        name_off, name_h = row(name_blocks.values())
        count_off, count_h = row(count_blocks.values())
        mark_off, mark_h = row([b for pair in mark_blocks.values() for b in pair.values()])
        if one_row:
            count_off = mark_off = min(count_off, mark_off)
            count_h = mark_h = max(count_h, mark_h)
            rows_h = count_h
        else:
            rows_h = count_h + 4 + mark_h
        for seat, rect in rects.items():
            active = seat == view.active and view.phase in ("play", "open") and not self.feed.is_over()
            draw.box(surface, rect, theme.colour("panel_dark"), 12, theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
            if active:
                draw.glow(surface, rect, theme.colour("accent"), 12, 6)
            top = rect.y + 8
            draw_marker(surface, Marker(seat=seats[seat].colour), (rect.x + 20, top + name_h // 2), 12, theme)
            put(surface, name_blocks[seat], rect.x + 38, top, offset=name_off)
            # the status rows at the bottom, the hand and the fear points between
            rows_top = rect.bottom - 8 - rows_h
            band_top = top + max(name_h, 14) + 6
            band_h = max(20, rows_top - 6 - band_top)
            radius = max(16, min(24, band_h // 2 + 4))
            centre = (rect.right - 8 - radius, band_top + band_h // 2)
            draw_fear(surface, theme, assets, centre, view.fear_points[seat], radius)
            # hand: small backs, fanned (face up only in a replay of a finished game)
            size = view.hand_sizes[seat]
            card_h = min(50, band_h)
            card = (card_h * 36 // 50, card_h)
            faces = self.open_hand(seat, size)
            room = centre[0] - radius - 6 - (rect.x + 12) - card[0]
            step = min(16, room // max(1, size - 1)) if size > 1 else 0
            back = assets.image_scaled("ghosts/back.png", card)
            card_y = band_top + (band_h - card_h) // 2
            for i in range(size):
                x = rect.x + 12 + i * step
                image = assets.image_scaled(card_image(faces[i]), card) if faces else back
                if image is not None:
                    surface.blit(image, (x, card_y))
                else:
                    draw.box(surface, pygame.Rect((x, card_y), card), theme.colour("secondary"), 4, theme.colour("accent"), 1)
            mark = mark_blocks[seat][bool(view.took_pile[seat])]
            put(surface, count_blocks[seat], rect.x + 12, rows_top, offset=count_off)
            if one_row:
                put(surface, mark, rect.right - 9, rows_top, "right", offset=mark_off)
            else:
                put(surface, mark, rect.x + 12, rows_top + count_h + 4, offset=mark_off)
