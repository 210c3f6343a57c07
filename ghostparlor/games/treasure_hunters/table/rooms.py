"""Treasure Hunters on screen: the rooms of the house. The floor plan painted for the
board (tools/art_treasure_hunters.py) or plain boxes; over it each room's ghosts or its
haunting (stripes, cobwebs, a red edge and the HAUNTED word: a pattern and a shape, not
only a colour), its name and its jewel, placed clear of the pawns. The drawing and the
inspect tips read the same layout (:meth:`RoomArt.room_layout`)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.table.art import (
    MIN_PX,
    NAME_PLATE,
    NAME_RGB,
    P,
    draw_ghost,
    draw_haunt_marker,
    draw_jewel,
    figure,
    short_room_name,
)
from ghostparlor.games.treasure_hunters.table.fit import TextFit
from ghostparlor.resources import art_path
from ghostparlor.ui import draw


class RoomArt:
    """The house picture and what lies in each room (a part of :class:`~.board.HouseBoard`);
    it owns the picture once loaded."""

    def __init__(self, board) -> None:
        self.board = board
        self.table = board.table
        self.game = board.game
        self.theme, self.assets = board.theme, board.assets
        self.fit = TextFit(self.assets, self.theme)
        self._house: pygame.Surface | None | bool = False  # False: not looked for yet

    def house_picture(self) -> pygame.Surface | None:
        """The floor plan painted for this board and layout (tools/art_treasure_hunters.py),
        or None for a board it was not made for (that house is drawn plainly)."""
        if self._house is False:
            name = self.board.plan.house_file()
            self._house = self.assets.image(name) if art_path(*name.split("/")).is_file() else None
        return self._house

    def room_layout(self, r: int, rid: str) -> dict:
        """Where the dynamic parts of room ``rid`` are drawn now: its ghosts or haunting
        marker (top right), the HAUNTED word, its name (beside the letter, or wrapped under it;
        never under a face or a pawn: a name with no free room is left to the tooltip) and its
        jewel. The letter is painted with the house. The drawing and the inspect tips both read it."""
        theme, assets, sh = self.theme, self.assets, self.table.shown
        rect = self.board.node_rects[rid].inflate(-8, -8)
        haunted = sh["haunted"][r]
        c = self.board.cell
        letter_rect = self.board.plan.letter_box(rid)
        out: dict = {"rect": rect, "letter": letter_rect, "ghosts": [], "marker": None, "word": None,
                     "name": [], "jewel": None}
        # ghosts / haunting, top right
        if haunted:
            hr = max(10, min(17, int(c * 0.34)))
            centre = (rect.right - hr - 4, rect.y + hr + 4)
            out["marker"] = (centre, hr, pygame.Rect(centre[0] - hr, centre[1] - hr, 2 * hr, 2 * hr))
            word = assets.fit_text(t(P + "haunted"), rect.w - 12, "small", (255, 214, 214), "bold", MIN_PX)
            top = max(letter_rect.bottom, centre[1] + hr) + 4
            pawns = [d.inflate(4, 4) for d in self.board.pawn_discs(rid)]
            for place in (word.get_rect(midtop=(rect.centerx, top)), word.get_rect(topright=(rect.right - 2, top)),
                          word.get_rect(topleft=(rect.x + 2, top))):
                place.right = min(place.right, rect.right - 2)
                if place.collidelist(pawns) < 0:  # never under a pawn: else the stripes and the marker tell it
                    out["word"] = (word, place)
                    break
        else:
            gr = max(8, min(13, int(c * 0.27)))
            for i in range(sh["ghosts"][r]):
                centre = (rect.right - gr - 3 - i * (2 * gr + 3), rect.y + gr + 3)
                out["ghosts"].append((centre, gr, pygame.Rect(centre[0] - gr, centre[1] - gr, 2 * gr, 2 * gr + 2)))
        # the jewel, bottom left
        if sh["has_jewel"][r]:
            jr = max(6, min(13, int(c * 0.26)))
            pos = (rect.x + jr + 8, rect.bottom - jr - 8) if rect.h > 2 * jr + letter_rect.h + 10 else (rect.centerx, rect.centery)
            out["jewel"] = (pos, jr, sh["jewel_number"][r], pygame.Rect(int(pos[0]) - jr, int(pos[1]) - jr, 2 * jr, 2 * jr))
        faces = [f[2] for f in out["ghosts"]] + ([out["marker"][2]] if out["marker"] else [])
        blocked = [f.inflate(6, 4) for f in faces] + ([out["word"][1].inflate(6, 2)] if out["word"] else [])
        blocked += self.board.pawn_discs(rid)  # a name a pawn stands on is left out (the room's tooltip has it)
        if out["jewel"] is not None:
            blocked.append(out["jewel"][3])
        # the room's name beside the letter, up to the first face, when it fits there
        name = short_room_name(self.game.room_name(rid))
        x0 = letter_rect.right + 6
        right = min([f.left - 6 for f in faces if f.bottom > rect.y and f.top < letter_rect.bottom] + [rect.right - 4])
        px = theme.font_size("small")
        if right - x0 >= 40 and assets.text_width(name, px, "bold") <= right - x0:
            img = assets.text(name, px, NAME_RGB, "bold")
            place = img.get_rect(midleft=(x0, letter_rect.centery))
            if place.collidelist(blocked) < 0:
                out["name"] = [(img, place)]
        if not out["name"]:  # a narrow room, or a long name: wrapped under the letter (the faces, the HAUNTED word)
            y = max([letter_rect.bottom + 4] + [f.bottom + 5 for f in faces] + ([out["word"][1].bottom + 3] if out["word"] else []))
            width = rect.w - 2
            words = name.split()
            # bold, else the narrower regular face when a word is too long for the room (never split a word)
            weight = next((w for w in ("bold", "regular") if max(assets.text_width(word, MIN_PX, w) for word in words or [name]) <= width), None)
            if weight is not None:
                lines, lpx = self.fit.fit_lines(name, width, max(0, rect.bottom - 4 - y), "small", weight, MIN_PX)
                images = []
                for line in lines:
                    img = assets.text(line, lpx, NAME_RGB, weight)
                    images.append((img, img.get_rect(topleft=(rect.x + 1, y))))
                    y += assets.line_height(lpx, assets.weight_for(line, weight))
                if images and all(place.collidelist(blocked) < 0 and rect.contains(place) for _, place in images):
                    out["name"] = images
        return out

    def draw_room(self, surface: pygame.Surface, r: int, rid: str, plain: bool) -> None:
        parts = self.room_layout(r, rid)
        rect = self.board.node_rects[rid].inflate(-6, -6)
        if self.table.shown["haunted"][r]:
            self.draw_haunting(surface, rect, plain)
            if not plain:  # the painted letter stays clear of the stripes
                box = self.board.plan.letter_box(rid).inflate(6, 6)
                surface.blit(self.house_picture(), box.topleft, box.move(-self.board.plan.frame.x, -self.board.plan.frame.y))
        if parts["name"]:
            places = [place for _, place in parts["name"]]
            draw.box(surface, places[0].unionall(places).inflate(8, 2).clip(rect), NAME_PLATE, 5)  # inside the walls
            for img, place in parts["name"]:
                surface.blit(img, place)
        if parts["marker"] is not None:
            centre, hr, _ = parts["marker"]
            if not figure(surface, "haunting", centre, hr):
                draw_haunt_marker(surface, centre, hr)
        if parts["word"] is not None:
            img, place = parts["word"]
            draw.box(surface, place.inflate(10, 2), (70, 10, 24, 235), 5, (255, 190, 190), 1)
            surface.blit(img, place)
        for centre, gr, _ in parts["ghosts"]:
            if not figure(surface, "ghost", centre, gr):
                draw_ghost(surface, centre, gr)
        if parts["jewel"] is not None:
            pos, jr, number, _ = parts["jewel"]
            draw_jewel(surface, pos, jr, number)

    def draw_haunting(self, surface: pygame.Surface, rect: pygame.Rect, plain: bool) -> None:
        """A haunted room: covered with dark diagonal stripes, cobwebs in its corners and a
        red edge (a pattern and a shape, not only a colour)."""
        tile = self.assets.image("treasure_hunters/haunt_tile.png")
        if tile is not None:
            clip = surface.get_clip()
            surface.set_clip(rect.clip(clip) if clip else rect)
            tw, th = tile.get_size()
            for x in range(rect.x, rect.right, tw):
                for y in range(rect.y, rect.bottom, th):
                    surface.blit(tile, (x, y))
            surface.set_clip(clip)
        elif plain:
            draw.box(surface, rect, (92, 30, 48), 8)
        size = max(20, min(40, rect.h // 3))
        web = self.assets.image_scaled("treasure_hunters/cobweb.png", (size, size))
        if web is not None:
            surface.blit(pygame.transform.flip(web, True, True), (rect.x, rect.bottom - size))
            surface.blit(pygame.transform.flip(web, False, True), (rect.right - size, rect.bottom - size))
        pygame.draw.rect(surface, (20, 6, 12), rect, 5, border_radius=6)
        pygame.draw.rect(surface, (236, 96, 110), rect, 2, border_radius=6)
