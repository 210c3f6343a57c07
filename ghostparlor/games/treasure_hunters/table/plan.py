"""Treasure Hunters on screen: where the house lies in the table area, worked out once from
the YAML graph's own coordinates. The table draws over it and the build script
(tools/art_treasure_hunters.py) paints the floor plan from the very same numbers, so the
picture and the clickable places always agree; ``key`` names a board and layout, and the
picture made for it carries that key in its file name (another board draws without it)."""

from __future__ import annotations

import hashlib

import pygame

BOARD_AREA = pygame.Rect(12, 62, 612, 516)
FRAME_MARGIN = 8  # the outer wall's thickness around the grid
LABEL_PX = 14  # a hallway square's painted label


class HousePlan:
    """The pixel geometry of ``board`` laid out in :data:`BOARD_AREA`: ``cell`` pixels a grid
    cell, ``origin`` the grid's top-left, ``node_rects`` per place, ``doors`` as (a, b, colour,
    start, end) on the shared cell edge, ``front_door`` the same for outside and its square."""

    def __init__(self, board) -> None:
        b = self.b = board
        w, h = b.grid
        ox, oy = b.xy[b.out_id]
        self.gw, self.gh = max(w, ox + 1), max(h, oy + 1)
        self.cell = max(8, min(BOARD_AREA.w // self.gw, (BOARD_AREA.h - 4) // self.gh))
        self.origin = (BOARD_AREA.centerx - self.gw * self.cell // 2, BOARD_AREA.y + (BOARD_AREA.h - self.gh * self.cell) // 2)
        self.node_rects: dict[str, pygame.Rect] = {nid: self._rect_of(nid) for nid in b.node_ids}
        self.doors = [self.door_geometry(b.node_ids[a], b.node_ids[c], b.colours[col]) for a, c, col in b.doors]
        self.front_door = self.door_geometry(b.out_id, b.node_ids[b.front_square], "none")
        self.frame = pygame.Rect(self.origin, (self.gw * self.cell, self.gh * self.cell)).inflate(2 * FRAME_MARGIN, 2 * FRAME_MARGIN)

    @property
    def key(self) -> str:
        """A short fingerprint of everything the floor plan picture is drawn from."""
        b = self.b
        parts = [repr((self.cell, self.origin, self.gw, self.gh))]
        parts += [f"{nid}:{tuple(self.node_rects[nid])}" for nid in b.node_ids]
        parts += [f"{a}-{c}:{colour}:{p0}:{p1}" for a, c, colour, p0, p1 in [*self.doors, self.front_door]]
        parts += [f"jewel:{sorted(b.jewel_rooms)}"]
        return hashlib.sha1("|".join(parts).encode("utf-8")).hexdigest()[:10]

    def house_file(self) -> str:
        return f"treasure_hunters/house_{self.key}.png"

    # --- geometry ---------------------------------------------------------------------
    def _rect_of(self, nid: str) -> pygame.Rect:
        c = self.cell
        x0, y0 = self.origin
        b = self.b
        if nid in b.rects:
            rx, ry, rw, rh = b.rects[nid]
            return pygame.Rect(x0 + rx * c, y0 + ry * c, rw * c, rh * c)
        x, y = b.xy[nid]
        if nid == b.out_id:  # outside is one space but a wide one: it takes up to 2 free cells to its right
            taken = {cell for other in b.node_ids if other != nid for cell in self.cells(other)}
            w = 1
            while w < 3 and x + w < self.gw and (x + w, y) not in taken:
                w += 1
            return pygame.Rect(x0 + x * c, y0 + y * c, w * c, c)
        return pygame.Rect(x0 + x * c, y0 + y * c, c, c)

    def cells(self, nid: str) -> list[tuple[int, int]]:
        b = self.b
        if nid in b.rects:
            rx, ry, rw, rh = b.rects[nid]
            return [(x, y) for x in range(rx, rx + rw) for y in range(ry, ry + rh)]
        return [tuple(b.xy[nid])]

    def door_geometry(self, a: str, b: str, colour: str) -> tuple[str, str, str, tuple, tuple]:
        """(a, b, colour, start, end): the door drawn on the shared cell edge (the middle one)."""
        cb = set(self.cells(b))
        pairs = []
        for x, y in self.cells(a):
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if (x + dx, y + dy) in cb:
                    pairs.append(((x, y), (dx, dy)))
        c = self.cell
        x0, y0 = self.origin
        if not pairs:
            ra, rb = self.node_rects[a], self.node_rects[b]
            return (a, b, colour, ra.center, rb.center)
        (x, y), (dx, dy) = pairs[len(pairs) // 2]
        half = c * 0.32
        if dx:
            ex = x0 + (x + (1 if dx > 0 else 0)) * c
            cy = y0 + y * c + c / 2
            return (a, b, colour, (ex, cy - half), (ex, cy + half))
        ey = y0 + (y + (1 if dy > 0 else 0)) * c
        cx = x0 + x * c + c / 2
        return (a, b, colour, (cx - half, ey), (cx + half, ey))

    def letter_box(self, rid: str) -> pygame.Rect:
        """Where a room's letter is painted (its top-left corner, clear of every door)."""
        rect = self.node_rects[rid]
        size = self.letter_px()
        return pygame.Rect(rect.x + 9, rect.y + 7, int(size * 0.9) + 6, size + 4)

    def letter_px(self) -> int:
        return max(14, min(30, int(self.cell * 0.6)))

    def hall_label_box(self, sid: str) -> pygame.Rect:
        """Where a hallway square's label is painted: along a side of the square with a wall
        and no door (the bottom first), so a door's gap is never written over."""
        rect = self.node_rects[sid]
        door_sides = set()
        for a, b, _colour, p0, p1 in [*self.doors, self.front_door]:
            if sid not in (a, b):
                continue
            mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
            door_sides.add(min((abs(my - rect.bottom), "bottom"), (abs(my - rect.top), "top"),
                               (abs(mx - rect.left), "left"), (abs(mx - rect.right), "right"))[1])
        h = LABEL_PX + 3
        for side in ("bottom", "top"):
            if side not in door_sides:
                y = rect.bottom - h - 1 if side == "bottom" else rect.top + 2
                return pygame.Rect(rect.x + 3, y, rect.w - 6, h)
        return pygame.Rect(rect.x + 3, rect.centery - h // 2, rect.w - 6, h)
