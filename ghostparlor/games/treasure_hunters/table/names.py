"""Treasure Hunters on screen: what a pawn is called and how its token looks. Pawn p is
played by seat p mod seats (D-5): its token is that seat's marker (colour and shape) with
the pawn's initial, in a band of the pawn's own colour. Everything comes from the seat's
feed (the seats' names and colours) and the game's public content."""

from __future__ import annotations

import pygame

from ghostparlor.games.treasure_hunters.table.art import PAWN_RGB
from ghostparlor.ui.tokens import Marker, draw_marker, marker_style


class PawnWords:
    """Names, initials and tokens of the pawns, for every part of the table."""

    def __init__(self, feed, theme) -> None:
        self.feed = feed
        self.game = feed.game
        self.theme = theme

    def initial(self, pawn: int) -> str:
        colours = self.game.pawn_colours
        colour = colours[pawn] if pawn < len(colours) else str(pawn + 1)
        return self.game.colour_name(colour)[:1].upper()

    def colour_name(self, pawn: int) -> str:
        colours = self.game.pawn_colours
        return self.game.colour_name(colours[pawn]) if pawn < len(colours) else str(pawn + 1)

    def name(self, pawn: int) -> str:
        return self.game.pawn_name(pawn, self.feed.names(), self.feed.players)

    def seat_marker(self, seat: int) -> int:
        """The marker style of ``seat`` (the colour its player chose; the seat number without one)."""
        seats = self.feed.seats()
        return seats[seat].colour if 0 <= seat < len(seats) else seat

    def seat_rgb(self, seat: int) -> tuple:
        colour, _shape = marker_style(Marker(seat=self.seat_marker(seat)), self.theme)
        return tuple(colour[:3])

    def draw_token(self, surface: pygame.Surface, pawn: int, pos, r: int) -> None:
        """The pawn's token at ``pos``: its colour's band, its seat's marker, its initial."""
        owner = pawn % max(1, self.feed.players)
        seats = self.feed.seats()
        colours = self.game.pawn_colours
        band = PAWN_RGB.get(colours[pawn] if pawn < len(colours) else "", (200, 200, 200))
        pygame.draw.circle(surface, band, (int(pos[0]), int(pos[1])), r + 2)
        marker = Marker(seat=seats[owner].colour if owner < len(seats) else owner, number=self.initial(pawn))
        draw_marker(surface, marker, pos, r, self.theme)
