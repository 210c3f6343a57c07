"""Treasure Hunters on screen: the house (hallway squares, coloured doors, the front door,
the rooms from :mod:`.rooms`) and the pawns on it, laid out from the YAML graph's own
coordinates, its clickable places and the steps animated over it. Every place says why
the viewer cannot move there now; the rules give the reason (``feed.why_illegal``), the
board adds only who is asking (a spectator, another seat's turn)."""

from __future__ import annotations

import math

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import ROOM, JewelDelivered, JewelPickedUp, Move
from ghostparlor.games.treasure_hunters.table.art import (
    DOOR_RGB,
    HALL_FILL,
    JEWEL_ROOM_FILL,
    MIN_PX,
    P,
    ROOM_FILL,
    SIDE,
    NodeSpot,
    draw_ghost,
    draw_haunt_marker,
    draw_jewel,
    figure,
)
from ghostparlor.games.treasure_hunters.table.plan import LABEL_PX, HousePlan
from ghostparlor.games.treasure_hunters.table.rooms import RoomArt
from ghostparlor.ui import draw
from ghostparlor.ui.spot import Spot


class HouseBoard:
    """The house and the pawns on it (a part of the table): it owns the geometry, the
    clickable places (added to the table's focus in reading order) and where each pawn was
    last drawn; the position it draws is the table's ``shown``."""

    def __init__(self, table) -> None:
        self.table = table
        self.game = table.game
        self.theme, self.assets = table.theme, table.assets
        b = self.b = table.b
        # geometry from the YAML graph's own coordinates (the floor plan picture is drawn from the same)
        plan = self.plan = HousePlan(b)
        self.gw, self.gh, self.cell, self.origin = plan.gw, plan.gh, plan.cell, plan.origin
        self.node_rects: dict[str, pygame.Rect] = plan.node_rects
        self.doors = plan.doors
        self.front_door = plan.front_door
        order = sorted(b.node_ids, key=lambda n: (self.node_rects[n].y, self.node_rects[n].x))
        self.spots: dict[str, Spot] = {}
        for nid in order:
            inset = 3 if b.kind[b.node_index[nid]] == ROOM else 2
            spot = NodeSpot(self.node_rects[nid].inflate(-inset * 2, -inset * 2), nid)
            self.spots[nid] = spot
            table.focus.add(spot)
        self.rooms = RoomArt(self)
        self.drawn_at: dict[int, tuple[float, float]] = {}  # pawn -> where it was last drawn (tests read it)
        self.outside_label: pygame.Rect | None = None  # where the outside label was last drawn (its inspect tip)

    # --- the places ---------------------------------------------------------------------
    def refresh(self, legal: list, my_turn: bool) -> set:
        """Each place legal or not (with why not) and its tooltip; returns the destinations."""
        dests = {a.to for a in legal if isinstance(a, Move)}
        for nid, spot in self.spots.items():
            spot.legal = nid in dests
            spot.reason = "" if spot.legal else self.why_not(nid, my_turn)
            spot.tooltip = self.place_tip(nid)
        return dests

    def why_not(self, nid: str, my_turn: bool) -> str:
        """Why the viewer cannot move to ``nid`` now (a short sentence): who is asking, then
        the rules' own reason (TH-1, TH-7 to TH-11, TH-17, TH-A2, TH-A4)."""
        table = self.table
        feed = table.feed
        if not feed.is_over():
            viewer = table.scene.viewer()
            if viewer is None:
                return t(P + "why.spectator")
            if not my_turn:
                names = feed.names()
                seat = table.view.to_move
                if 0 <= seat < len(names) and seat != viewer:
                    return t(P + "why.not_yours", player=names[seat])
                return t(P + "why.wait")
        return feed.why_illegal(Move(nid)) or ""

    def place_tip(self, nid: str) -> str:
        view, game, b = self.table.view, self.game, self.b
        name = game.place_name(nid)
        if nid in b.room_ids:
            r = b.room_ids.index(nid)
            parts = [name]
            if view.haunted[r]:
                parts.append(t(P + "tip.haunted"))
            elif view.ghosts[r]:
                parts.append(t(P + "tip.ghosts", n=view.ghosts[r]))
            if view.has_jewel[r]:
                parts.append(t(P + "tip.jewel_number", number=view.jewel_number[r]) if view.jewel_number[r] else t(P + "tip.jewel"))
            return " \u2022 ".join(parts)
        if nid == b.out_id:
            return t(P + "tip.outside")
        return name

    def handle(self, action):
        """A place clicked (its Move), refused (why not) or nothing."""
        source = action.source
        if action.kind == "rejected":
            return source.reason or t("game.not_your_turn")
        if action.kind == "click":
            if not self.table.scene.my_turn():
                return t("game.not_your_turn")
            return source.action
        return None

    # --- the pawns ------------------------------------------------------------------------
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

    def moving_pawn(self) -> int:
        """The pawn walking now (-1: none)."""
        steps = self.table.steps
        return steps[0]["event"].pawn if steps and steps[0]["kind"] == "move" and steps[0]["tween"] is not None else -1

    def pawn_discs(self, node: str) -> list[pygame.Rect]:
        """The squares the pawns standing in ``node`` cover (not one walking now)."""
        positions = self.table.shown["positions"]
        moving = self.moving_pawn()
        r = self.pawn_radius() + 2
        discs = []
        for pawn, at in enumerate(positions):
            if at == node and pawn != moving:
                x, y = self.pawn_spot(pawn, node, positions)
                discs.append(pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r))
        return discs

    def pawn_radius(self) -> int:
        return max(6, min(16, int(self.cell * 0.32)))

    def draw_pawn(self, surface: pygame.Surface, pawn: int, pos: tuple[float, float], active: bool) -> None:
        theme = self.theme
        self.drawn_at[pawn] = (float(pos[0]), float(pos[1]))  # where each pawn was last drawn (tests read it)
        r = self.pawn_radius()
        if active:
            k = 0.5 + 0.5 * math.sin(self.table.pulse * math.pi)
            pygame.draw.circle(surface, theme.colour("accent")[:3], (int(pos[0]), int(pos[1])), int(r + 4 + 2 * k), 3)
        self.table.words.draw_token(surface, pawn, pos, r)
        shown = self.table.shown
        if shown.get("carrying") and shown["carrying"][pawn]:
            draw_jewel(surface, (pos[0] + r * 0.8, pos[1] - r * 0.8), max(5, r // 2 + 1), 0)

    # --- the house ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The house, its places, the trails and the pawns; the step being played over them
        is drawn by :meth:`draw_step` once the panels are drawn."""
        self.draw_board(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        theme, assets, b, sh = self.theme, self.assets, self.b, self.table.shown
        c = self.cell
        picture = self.rooms.house_picture()
        frame = self.plan.frame
        if picture is not None:
            surface.blit(picture, frame.topleft)
        else:
            self.draw_plain_house(surface)
        for r, rid in enumerate(b.room_ids):
            self.rooms.draw_room(surface, r, rid, picture is None)
        # the outside label, beside the front door's outside square
        out = self.node_rects[b.out_id]
        label = assets.fit_text(t(P + "outside"), max(60, c * 3), "small", (220, 246, 226), "bold", MIN_PX)
        lr = label.get_rect(midright=(out.x - 8, out.centery))
        if lr.x < frame.x + 4:
            lr.midleft = (out.right + 8, out.centery)
        draw.box(surface, lr.inflate(10, 4), (16, 36, 26, 230), 6, (120, 200, 150), 1)
        surface.blit(label, lr)
        self.outside_label = lr.inflate(10, 4)
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
        self.table.walks.draw_trails(surface)
        moving = self.moving_pawn()
        positions = sh["positions"]
        turn = self.table.view.turn if not self.table.feed.is_over() else -1
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

    # --- the steps over the house -------------------------------------------------------
    def draw_step(self, surface: pygame.Surface, step: dict) -> None:
        p = step["tween"].value
        kind = step["kind"]
        e = step["event"]
        if kind == "move":
            self.table.walks.draw_walk(surface, step)
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
            pos = self.table.shown["positions"][e.pawn]
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

