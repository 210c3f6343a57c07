"""Treasure Hunters on screen: the house (rooms with their letters and names, hallway
squares, coloured doors, the front door, ghosts, hauntings and jewels) and the pawns on it,
laid out from the YAML graph's own coordinates, and the steps animated over it."""

from __future__ import annotations

import math

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import JewelDelivered, JewelPickedUp
from ghostparlor.games.treasure_hunters.table.art import (
    DOOR_RGB,
    HALL_FILL,
    JEWEL_ROOM_FILL,
    MIN_PX,
    NAME_PLATE,
    NAME_RGB,
    P,
    PAWN_RGB,
    ROOM_FILL,
    SIDE,
    draw_ghost,
    draw_haunt_marker,
    draw_jewel,
    figure,
    short_room_name,
)
from ghostparlor.games.treasure_hunters.table.plan import LABEL_PX
from ghostparlor.resources import art_path
from ghostparlor.ui import draw
from ghostparlor.ui.tokens import Marker, draw_marker


class BoardMixin:
    """The house and the pawns on it (part of :class:`TreasureHuntersTable`)."""

    def pawn_spot(self, pawn: int, node: str, positions: list) -> tuple[float, float]:
        """Where pawn ``pawn`` stands inside ``node`` (pawns side by side)."""
        rect = self.node_rects[node]
        here = [p for p, at in enumerate(positions) if at == node]
        if pawn not in here:
            here.append(pawn)
        k, i = len(here), here.index(pawn)
        r = self.pawn_radius()
        if rect.w >= rect.h:
            step = min(2 * r + 4, (rect.w - 8) / max(1, k))
            x = rect.centerx - step * (k - 1) / 2 + i * step
            y = rect.bottom - r - 6 if rect.h > 2 * r + 30 else rect.centery
            return (x, y)
        step = min(2 * r + 4, (rect.h - 8) / max(1, k))
        letter = self.assets.line_height(max(14, min(34, int(self.cell * 0.6))), "title")
        if rect.bottom - 8 - 2 * r - 2 - step * (k - 1) >= rect.y + letter + 36:  # room at its foot: clear of its name
            y = rect.bottom - r - 8 - step * (k - 1 - i)
        else:
            y = rect.centery - step * (k - 1) / 2 + i * step + (8 if rect.h > 3 * r else 0)
        return (rect.right - r - 6 if rect.w > 2 * r + 30 else rect.centerx, y)

    def pawn_discs(self, node: str) -> list[pygame.Rect]:
        """The squares the pawns standing in ``node`` cover (not one walking now)."""
        positions = self.shown["positions"]
        moving = self.steps[0]["event"].pawn if self.steps and self.steps[0]["kind"] == "move" and self.steps[0]["tween"] is not None else -1
        r = self.pawn_radius() + 2
        discs = []
        for pawn, at in enumerate(positions):
            if at == node and pawn != moving:
                x, y = self.pawn_spot(pawn, node, positions)
                discs.append(pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r))
        return discs

    def pawn_radius(self) -> int:
        return max(6, min(16, int(self.cell * 0.32)))


    # the house
    def house_picture(self) -> pygame.Surface | None:
        """The floor plan painted for this board and layout (tools/art_treasure_hunters.py),
        or None for a board it was not made for (that house is drawn plainly)."""
        if "_house" not in self.__dict__:
            name = self.plan.house_file()
            self._house = self.assets.image(name) if art_path(*name.split("/")).is_file() else None
        return self._house

    def draw_board(self, surface: pygame.Surface) -> None:
        theme, assets, b, sh = self.theme, self.assets, self.b, self.shown
        c = self.cell
        picture = self.house_picture()
        frame = self.plan.frame
        if picture is not None:
            surface.blit(picture, frame.topleft)
        else:
            self.draw_plain_house(surface)
        for r, rid in enumerate(b.room_ids):
            self.draw_room(surface, r, rid, picture is None)
        # the outside label, beside the front door's outside square
        out = self.node_rects[b.out_id]
        label = assets.fit_text(t(P + "outside"), max(60, c * 3), "small", (220, 246, 226), "bold", MIN_PX)
        lr = label.get_rect(midright=(out.x - 8, out.centery))
        if lr.x < frame.x + 4:
            lr.midleft = (out.right + 8, out.centery)
        draw.box(surface, lr.inflate(10, 4), (16, 36, 26, 230), 6, (120, 200, 150), 1)
        surface.blit(label, lr)
        self.drawn["outside_label"] = lr.inflate(10, 4)
        # doors: the locked colour's doors barred (a padlock on a cross), over the picture or the plain lines
        locked = sh.get("locked")
        for a, bb, colour, p0, p1 in self.doors:
            if picture is None:
                pygame.draw.line(surface, (20, 12, 20), p0, p1, max(4, c // 7) + 4)
                pygame.draw.line(surface, DOOR_RGB.get(colour, (180, 180, 180)), p0, p1, max(4, c // 7))
            if locked is not None and colour == locked:
                self.draw_lock(surface, p0, p1)
        if picture is None:
            _, _, _, p0, p1 = self.front_door
            pygame.draw.line(surface, (20, 12, 20), p0, p1, max(4, c // 7) + 4)
            pygame.draw.line(surface, theme.colour("accent")[:3], p0, p1, max(4, c // 7))
        # clickable places
        for spot in self.spots.values():
            spot.draw(surface)
        # the seats' last walks (under the pawns), then the pawns
        self.draw_trails(surface)
        moving = self.steps[0]["event"].pawn if self.steps and self.steps[0]["kind"] == "move" and self.steps[0]["tween"] is not None else -1
        positions = sh["positions"]
        turn = self.view.turn if not self.session.is_over() else -1
        for pawn, node in enumerate(positions):
            if pawn == moving or node not in self.node_rects:
                continue
            self.draw_pawn(surface, pawn, self.pawn_spot(pawn, node, positions), pawn == turn)

    def draw_plain_house(self, surface: pygame.Surface) -> None:
        """A board the floor plan was not painted for: squares, boxes and labels."""
        theme, assets, b, c = self.theme, self.assets, self.b, self.cell
        draw.box(surface, self.plan.frame, (30, 22, 38), 12, theme.colour("panel_dark_edge"), 2)
        for sid in b.hall_ids:
            r = self.node_rects[sid]
            pygame.draw.rect(surface, HALL_FILL, r.inflate(-2, -2), border_radius=4)
            pygame.draw.rect(surface, (80, 62, 50), r.inflate(-2, -2), 1, border_radius=4)
            if c >= 30:
                label = assets.fit_text(sid, r.w - 6, LABEL_PX, (54, 40, 34), "bold", MIN_PX)
                surface.blit(label, label.get_rect(midbottom=self.plan.hall_label_box(sid).midbottom))
        draw.box(surface, self.node_rects[b.out_id].inflate(-2, -2), (40, 70, 58), 6, (120, 200, 150), 2)
        for r, rid in enumerate(b.room_ids):
            jewel_room = r in b.jewel_rooms
            draw.box(surface, self.node_rects[rid].inflate(-4, -4), JEWEL_ROOM_FILL if jewel_room else ROOM_FILL, 8, (150, 120, 150), 2)
            box = self.plan.letter_box(rid)
            letter = assets.text(rid, self.plan.letter_px(), (236, 84, 84) if jewel_room else theme.colour("text"), "title")
            surface.blit(letter, letter.get_rect(center=box.center))

    def draw_lock(self, surface: pygame.Surface, p0, p1) -> None:
        mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
        k = max(6, self.cell // 5)
        for a, b in (((mx - k, my - k), (mx + k, my + k)), ((mx - k, my + k), (mx + k, my - k))):
            pygame.draw.line(surface, (20, 12, 20), a, b, 7)
            pygame.draw.line(surface, (250, 240, 240), a, b, 3)
        body = pygame.Rect(0, 0, 12, 10)
        body.center = (int(mx), int(my) + 2)
        pygame.draw.arc(surface, (20, 12, 20), (body.x + 2, body.y - 7, 8, 12), 0, math.pi, 3)
        pygame.draw.rect(surface, (236, 200, 90), body, border_radius=2)
        pygame.draw.rect(surface, (20, 12, 20), body, 1, border_radius=2)

    def room_layout(self, r: int, rid: str) -> dict:
        """Where the dynamic parts of room ``rid`` are drawn now: its ghosts or haunting
        marker (top right), the HAUNTED word, its name (beside the letter, or wrapped under it;
        never under a face or a pawn: a name with no free room is left to the tooltip) and its
        jewel. The letter is painted with the house. The drawing and the inspect tips both read it."""
        theme, assets, sh = self.theme, self.assets, self.shown
        rect = self.node_rects[rid].inflate(-8, -8)
        haunted = sh["haunted"][r]
        c = self.cell
        letter_rect = self.plan.letter_box(rid)
        out: dict = {"rect": rect, "letter": letter_rect, "ghosts": [], "marker": None, "word": None,
                     "name": [], "jewel": None}
        # ghosts / haunting, top right
        if haunted:
            hr = max(10, min(17, int(c * 0.34)))
            centre = (rect.right - hr - 4, rect.y + hr + 4)
            out["marker"] = (centre, hr, pygame.Rect(centre[0] - hr, centre[1] - hr, 2 * hr, 2 * hr))
            word = assets.fit_text(t(P + "haunted"), rect.w - 12, "small", (255, 214, 214), "bold", MIN_PX)
            top = max(letter_rect.bottom, centre[1] + hr) + 4
            pawns = [d.inflate(4, 4) for d in self.pawn_discs(rid)]
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
        blocked += self.pawn_discs(rid)  # a name a pawn stands on is left out (the room's tooltip has it)
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
                lines, lpx = self._fit_lines(name, width, max(0, rect.bottom - 4 - y), "small", weight, MIN_PX)
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
        rect = self.node_rects[rid].inflate(-6, -6)
        if self.shown["haunted"][r]:
            self.draw_haunting(surface, rect, plain)
            if not plain:  # the painted letter stays clear of the stripes
                box = self.plan.letter_box(rid).inflate(6, 6)
                surface.blit(self.house_picture(), box.topleft, box.move(-self.plan.frame.x, -self.plan.frame.y))
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

    def draw_pawn(self, surface: pygame.Surface, pawn: int, pos: tuple[float, float], active: bool) -> None:
        theme = self.theme
        self.drawn_at[pawn] = (float(pos[0]), float(pos[1]))  # where each pawn was last drawn (tests read it)
        r = self.pawn_radius()
        owner = pawn % max(1, self.session.players)
        plan = self.session.plans[owner] if owner < len(self.session.plans) else None
        colours = self.game.pawn_colours
        band = PAWN_RGB.get(colours[pawn] if pawn < len(colours) else "", (200, 200, 200))
        if active:
            k = 0.5 + 0.5 * math.sin(self.pulse * math.pi)
            pygame.draw.circle(surface, theme.colour("accent")[:3], (int(pos[0]), int(pos[1])), int(r + 4 + 2 * k), 3)
        pygame.draw.circle(surface, band, (int(pos[0]), int(pos[1])), r + 2)
        draw_marker(surface, Marker(seat=plan.colour if plan else owner, number=self.pawn_initial(pawn)), pos, r, theme)
        if self.shown.get("carrying") and self.shown["carrying"][pawn]:
            draw_jewel(surface, (pos[0] + r * 0.8, pos[1] - r * 0.8), max(5, r // 2 + 1), 0)

    # the side panel: the team, the cards and the dice
    def draw_step(self, surface: pygame.Surface, step: dict) -> None:
        p = step["tween"].value
        kind = step["kind"]
        e = step["event"]
        if kind == "move":
            self.draw_walk(surface, step)
        elif kind == "ghost":
            start = (SIDE.x + 120, SIDE.y + 250)
            target = self.node_rects.get(e.room)
            if target is None:
                return
            end = target.center
            x = start[0] + (end[0] - start[0]) * p
            y = start[1] + (end[1] - start[1]) * p - 60 * math.sin(p * math.pi)
            kind, r = ("haunting", 14) if e.haunted and p > 0.7 else ("ghost", 12)
            if not figure(surface, kind, (x, y), r):
                (draw_haunt_marker if kind == "haunting" else draw_ghost)(surface, (x, y), r)
            for skipped in e.skipped:
                rect = self.node_rects.get(skipped)
                if rect is not None:
                    pygame.draw.rect(surface, (240, 120, 120), rect.inflate(-2, -2), 3, border_radius=8)
        elif kind == "jewel" and isinstance(e, (JewelPickedUp, JewelDelivered)):
            pos = self.shown["positions"][e.pawn]
            rect = self.node_rects.get(pos)
            if rect is not None:
                rr = int(10 + 14 * p)
                pygame.draw.circle(surface, self.theme.colour("hover_glow")[:3], rect.center, rr, 3)
                draw_jewel(surface, (rect.centerx, rect.centery - 20 * p), 11, getattr(e, "number", 0))
        elif kind == "fight":
            rect = self.node_rects.get(e.room)
            if rect is not None:
                k = 0.5 + 0.5 * math.sin(p * math.pi * 6)
                pygame.draw.rect(surface, (255, int(120 + 100 * k), 90), rect.inflate(-2, -2), 4, border_radius=8)

