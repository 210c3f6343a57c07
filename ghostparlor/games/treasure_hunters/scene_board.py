"""Treasure Hunters on screen: the house (rooms with their letters and names, hallway
squares, coloured doors, the front door, ghosts, hauntings and jewels) and the pawns on it,
laid out from the YAML graph's own coordinates, and the steps animated over it."""

from __future__ import annotations

import math

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import JewelDelivered, JewelPickedUp
from ghostparlor.games.treasure_hunters.scene_art import (
    DOOR_RGB,
    HALL_FILL,
    JEWEL_ROOM_FILL,
    P,
    PAWN_RGB,
    ROOM_FILL,
    SIDE,
    draw_ghost,
    draw_haunt_marker,
    draw_jewel,
)
from ghostparlor.ui import draw
from ghostparlor.ui.tokens import Marker, draw_marker


class BoardMixin:
    """The house and the pawns on it (part of :class:`TreasureHuntersTable`)."""

    # --- geometry --------------------------------------------------------------------
    def _rect_of(self, nid: str) -> pygame.Rect:
        c = self.cell
        x0, y0 = self.origin
        if nid in self.b.rects:
            rx, ry, rw, rh = self.b.rects[nid]
            return pygame.Rect(x0 + rx * c, y0 + ry * c, rw * c, rh * c)
        x, y = self.b.xy[nid]
        if nid == self.b.out_id:  # outside is one space but a wide one: it takes up to 2 free cells to its right
            taken = {cell for other in self.b.node_ids if other != nid for cell in self._cells(other)}
            w = 1
            while w < 3 and x + w < self.gw and (x + w, y) not in taken:
                w += 1
            return pygame.Rect(x0 + x * c, y0 + y * c, w * c, c)
        return pygame.Rect(x0 + x * c, y0 + y * c, c, c)

    def _cells(self, nid: str) -> list[tuple[int, int]]:
        if nid in self.b.rects:
            rx, ry, rw, rh = self.b.rects[nid]
            return [(x, y) for x in range(rx, rx + rw) for y in range(ry, ry + rh)]
        return [tuple(self.b.xy[nid])]

    def _door_geometry(self, a: str, b: str, colour: str) -> tuple[str, str, str, tuple, tuple]:
        """(a, b, colour, start, end): the door drawn on the shared cell edge (the middle one)."""
        cb = set(self._cells(b))
        pairs = []
        for x, y in self._cells(a):
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if (x + dx, y + dy) in cb:
                    pairs.append(((x, y), (dx, dy)))
        c = self.cell
        x0, y0 = self.origin
        if not pairs:
            ra, rb = self._rect_of(a), self._rect_of(b)
            return (a, b, colour, ra.center, rb.center)
        (x, y), (dx, dy) = pairs[len(pairs) // 2]
        if dx:
            ex = x0 + (x + (1 if dx > 0 else 0)) * c
            half = c * 0.32
            cy = y0 + y * c + c / 2
            return (a, b, colour, (ex, cy - half), (ex, cy + half))
        ey = y0 + (y + (1 if dy > 0 else 0)) * c
        half = c * 0.32
        cx = x0 + x * c + c / 2
        return (a, b, colour, (cx - half, ey), (cx + half, ey))

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
    def draw_board(self, surface: pygame.Surface) -> None:
        theme, assets, b, sh = self.theme, self.assets, self.b, self.shown
        c = self.cell
        frame = pygame.Rect(self.origin, (self.gw * c, self.gh * c)).inflate(16, 16)
        draw.box(surface, frame, (30, 22, 38), 12, theme.colour("panel_dark_edge"), 2)
        # hallway squares
        for sid in b.hall_ids:
            r = self.node_rects[sid]
            pygame.draw.rect(surface, HALL_FILL, r.inflate(-2, -2), border_radius=4)
            pygame.draw.rect(surface, (80, 62, 50), r.inflate(-2, -2), 1, border_radius=4)
            if c >= 30:
                label = assets.text(sid, max(9, c // 5), (70, 54, 44), "bold")
                surface.blit(label, label.get_rect(topleft=(r.x + 4, r.y + 3)))
        # outside
        out = self.node_rects[b.out_id]
        draw.box(surface, out.inflate(-2, -2), (40, 70, 58), 6, (120, 200, 150), 2)
        # rooms
        for r, rid in enumerate(b.room_ids):
            self.draw_room(surface, r, rid)
        # the outside label, beside the front door's outside square
        label = assets.fit_text(t(P + "outside"), max(40, c * 3), max(10, min(14, c // 3)), (200, 240, 210), "bold", 8)
        lr = label.get_rect(midright=(out.x - 6, out.centery))
        if lr.x < frame.x:
            lr.midleft = (out.right + 6, out.centery)
        draw.box(surface, lr.inflate(8, 4), (20, 40, 30, 220), 5)
        surface.blit(label, lr)
        self.drawn["outside_label"] = lr.inflate(8, 4)
        # doors
        locked = sh.get("locked")
        for a, bb, colour, p0, p1 in self.doors:
            rgb = DOOR_RGB.get(colour, (180, 180, 180))
            width = max(4, c // 7)
            pygame.draw.line(surface, (20, 12, 20), p0, p1, width + 4)
            pygame.draw.line(surface, rgb, p0, p1, width)
            if locked is not None and colour == locked:
                mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
                k = max(5, c // 6)
                pygame.draw.line(surface, (250, 240, 240), (mx - k, my - k), (mx + k, my + k), 3)
                pygame.draw.line(surface, (250, 240, 240), (mx - k, my + k), (mx + k, my - k), 3)
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

    def room_layout(self, r: int, rid: str) -> dict:
        """Where the parts of room ``rid`` are drawn now: its letter, its ghosts or haunting
        marker (top right), the HAUNTED word, its name (beside the letter, or wrapped under it;
        never under a face or a pawn: a name with no free room is left to the tooltip) and its
        jewel. The drawing and the inspect tips both read it."""
        theme, assets, sh = self.theme, self.assets, self.shown
        rect = self.node_rects[rid].inflate(-4, -4)
        haunted = sh["haunted"][r]
        c = self.cell
        jewel_room = r in self.b.jewel_rooms
        letter = assets.text(rid, max(14, min(34, int(c * 0.6))), (236, 84, 84) if jewel_room else theme.colour("text"), "title")
        letter_rect = letter.get_rect(topleft=(rect.x + 6, rect.y + 2))
        out: dict = {"rect": rect, "letter": (letter, letter_rect), "ghosts": [], "marker": None, "word": None,
                     "name": [], "jewel": None}
        # ghosts / haunting, top right
        if haunted:
            hr = max(8, min(16, int(c * 0.3)))
            centre = (rect.right - hr - 6, rect.y + hr + 6)
            out["marker"] = (centre, hr, pygame.Rect(centre[0] - hr, centre[1] - hr, 2 * hr, 2 * hr))
            word = assets.fit_text(t(P + "haunted"), rect.w - 12, max(9, min(14, c // 4)), (255, 200, 200), "bold", 8)
            place = word.get_rect(midtop=(rect.centerx, rect.y + letter.get_height() + 2))
            out["word"] = (word, place)
        else:
            gr = max(5, min(10, int(c * 0.2)))
            for i in range(sh["ghosts"][r]):
                centre = (rect.right - gr - 6 - i * (2 * gr + 4), rect.y + gr + 8)
                # the sheet's hem reaches about a third of the radius below the body
                out["ghosts"].append((centre, gr, pygame.Rect(centre[0] - gr, centre[1] - gr, 2 * gr, 2 * gr + gr // 3 + 2)))
        # the jewel, bottom left
        if sh["has_jewel"][r]:
            jr = max(6, min(13, int(c * 0.26)))
            pos = (rect.x + jr + 8, rect.bottom - jr - 8) if rect.h > 2 * jr + letter.get_height() + 10 else (rect.centerx, rect.centery)
            out["jewel"] = (pos, jr, sh["jewel_number"][r], pygame.Rect(int(pos[0]) - jr, int(pos[1]) - jr, 2 * jr, 2 * jr))
        faces = [f[2] for f in out["ghosts"]] + ([out["marker"][2]] if out["marker"] else [])
        blocked = [f.inflate(8, 6) for f in faces] + ([out["word"][1].inflate(6, 2)] if out["word"] else [])
        blocked += self.pawn_discs(rid)  # a name a pawn stands on is left out (the room's tooltip has it)
        if out["jewel"] is not None:
            blocked.append(out["jewel"][3])
        # the room's name beside the letter, up to the first face, when it fits there
        name = self.game.room_name(rid)
        x0 = letter_rect.right + 6
        right = min([f.left - 6 for f in faces if f.bottom > rect.y and f.top < letter_rect.bottom] + [rect.right - 6])
        beside = right - x0
        if beside >= 40 and rect.h >= 70 and assets.text_width(name, 11) <= beside:
            img = assets.fit_text(name, beside, 11, theme.colour("text_muted"), "regular", 9)
            place = img.get_rect(midleft=(x0, letter_rect.centery + 2))
            if place.collidelist(blocked) < 0:
                out["name"] = [(img, place)]
        elif rect.h >= 70:  # a narrow room, or a long name: wrapped under the letter (the faces, the HAUNTED word)
            y = max([letter_rect.bottom] + [f.bottom + 5 for f in faces] + ([out["word"][1].bottom + 3] if out["word"] else []))
            lines, px = self._fit_lines(name, rect.w - 12, 30, 11, "regular", 9)
            images = []
            for line in lines:
                img = assets.text(line, px, theme.colour("text_muted"))
                images.append((img, img.get_rect(topleft=(rect.x + 6, y))))
                y += px + 2
            if images and all(place.collidelist(blocked) < 0 and rect.contains(place) for _, place in images):
                out["name"] = images
        return out

    def draw_room(self, surface: pygame.Surface, r: int, rid: str) -> None:
        haunted = self.shown["haunted"][r]
        jewel_room = r in self.b.jewel_rooms
        parts = self.room_layout(r, rid)
        rect = parts["rect"]
        fill = JEWEL_ROOM_FILL if jewel_room else ROOM_FILL
        if haunted:
            fill = (92, 30, 48)
        draw.box(surface, rect, fill, 8, (150, 120, 150) if not haunted else (230, 90, 100), 2)
        surface.blit(*parts["letter"])
        for img, place in parts["name"]:
            surface.blit(img, place)
        if parts["marker"] is not None:
            centre, hr, _ = parts["marker"]
            draw_haunt_marker(surface, centre, hr)
        if parts["word"] is not None:
            surface.blit(*parts["word"])
        for centre, gr, _ in parts["ghosts"]:
            draw_ghost(surface, centre, gr)
        if parts["jewel"] is not None:
            pos, jr, number, _ = parts["jewel"]
            draw_jewel(surface, pos, jr, number)

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
            if e.haunted and p > 0.7:
                draw_haunt_marker(surface, (x, y), 14)
            else:
                draw_ghost(surface, (x, y), 12)
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

