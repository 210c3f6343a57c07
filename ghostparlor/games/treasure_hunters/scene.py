"""Ghost Fightin' Treasure Hunters on screen: the house drawn from the YAML graph (rooms
with their letters, hallway squares, coloured doors, the front door), the pawns (seat
colour AND seat shape, with the pawn's initial), ghosts, hauntings and jewels in the
rooms; beside it the team's progress (jewels out, rooms haunted, ghosts), the cards,
the movement die and the battle dice; below it the prompt, the choice buttons and the
pawn roster.

Drawing and input only: clicks and keys become Move / PickUpJewel / PutDownJewel /
SkipJewel actions that the session checks. Every event is played as a step (die roll,
card, ghost flight, pawn walk, fight); the shown position follows the steps, so the
board never jumps ahead of what has been animated.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.board import HALL, ROOM
from ghostparlor.games.treasure_hunters.rules import (
    DRAW_CARD,
    LETTER,
    LOCK_CARD,
    PICK_UP,
    PUT_DOWN,
    SKIP,
    CardDrawn,
    DeckShuffled,
    DieRolled,
    DoorsLocked,
    DoorsUnlocked,
    GameOver,
    GhostPlaced,
    GhostsFought,
    JewelDelivered,
    JewelPickedUp,
    JewelPutDown,
    JewelRevealed,
    Move,
    PawnMoved,
    PawnTrapped,
    UnhauntRolled,
)
from ghostparlor.scenes.game import TABLE_RECT, Table
from ghostparlor.session import Happening
from ghostparlor.ui import Button, DieView, Tween, draw
from ghostparlor.ui.spot import Spot
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.banner import draw_banner

P = "treasure_hunters.ui."

# --- layout (the 944 x 668 table area left of the side column) -------------------
BOARD_AREA = pygame.Rect(12, 62, 612, 516)
SIDE = pygame.Rect(634, 62, 300, 516)
STRIP = pygame.Rect(12, 586, 922, 128)
NEXT_KEYS = (pygame.K_n, pygame.K_PERIOD)
PREV_KEYS = (pygame.K_COMMA,)

DOOR_RGB = {
    "blue": (70, 130, 230),
    "green": (70, 190, 100),
    "red": (220, 70, 60),
    "yellow": (236, 200, 60),
    "none": (150, 104, 60),
}
PAWN_RGB = {"red": (214, 64, 52), "yellow": (236, 200, 60), "blue": (66, 120, 220), "green": (60, 170, 90)}
ROOM_FILL = (66, 50, 74)
JEWEL_ROOM_FILL = (74, 52, 66)
HALL_FILL = (118, 96, 78)
HAUNT_RGB = (150, 40, 60)
JEWEL_RGB = (230, 70, 110)
INK = (46, 30, 38)
GHOST_RGB = (226, 244, 226)


# --- procedural pictures ---------------------------------------------------------
def draw_ghost(surface: pygame.Surface, center: tuple[float, float], r: int, colour=GHOST_RGB, outline=(30, 40, 34)) -> None:
    """A little sheet ghost: round head, scalloped hem, two eyes."""
    cx, cy = int(center[0]), int(center[1])
    r = max(3, int(r))
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.rect(surface, colour, (cx - r, cy, 2 * r, r))
    for i in range(3):
        pygame.draw.circle(surface, colour, (cx - r + r // 3 + i * (2 * r // 3), cy + r), max(2, r // 3))
    pygame.draw.circle(surface, outline, (cx, cy), r, max(1, r // 6))
    eye = max(1, r // 4)
    pygame.draw.circle(surface, outline, (cx - r // 3, cy - r // 6), eye)
    pygame.draw.circle(surface, outline, (cx + r // 3, cy - r // 6), eye)


def draw_jewel(surface: pygame.Surface, center: tuple[float, float], r: int, number: int = 0, colour=JEWEL_RGB, dim: bool = False) -> None:
    """A cut gem: a diamond with a bright facet; its number when known."""
    cx, cy = center
    fill = draw.darken(colour, 0.55)[:3] if dim else colour
    pts = [(cx, cy - r), (cx + r, cy - r * 0.2), (cx, cy + r), (cx - r, cy - r * 0.2)]
    pygame.draw.polygon(surface, fill, pts)
    if not dim:
        pygame.draw.polygon(surface, draw.lighten(colour, 0.45)[:3], [(cx, cy - r), (cx + r * 0.5, cy - r * 0.35), (cx, cy), (cx - r * 0.5, cy - r * 0.35)])
    pygame.draw.polygon(surface, (40, 16, 26), pts, max(1, r // 6))
    if number:
        from ghostparlor.ui.assets import get_assets

        img = get_assets().text(str(number), max(9, int(r * 1.1)), (255, 255, 255), "bold")
        surface.blit(img, img.get_rect(center=(int(cx), int(cy + r * 0.1))))


def draw_haunt_marker(surface: pygame.Surface, center: tuple[float, float], r: int, filled: bool = True) -> None:
    """A haunting marker: a dark red disc with a white swirl-eyed skull-ish face."""
    cx, cy = int(center[0]), int(center[1])
    if filled:
        pygame.draw.circle(surface, HAUNT_RGB, (cx, cy), r)
        pygame.draw.circle(surface, (250, 220, 220), (cx, cy), r, max(1, r // 7))
        eye = max(2, r // 4)
        pygame.draw.circle(surface, (250, 230, 230), (cx - r // 3, cy - r // 6), eye)
        pygame.draw.circle(surface, (250, 230, 230), (cx + r // 3, cy - r // 6), eye)
        pygame.draw.line(surface, (250, 230, 230), (cx - r // 3, cy + r // 3), (cx + r // 3, cy + r // 3), max(1, r // 6))
    else:
        pygame.draw.circle(surface, (60, 40, 56), (cx, cy), r)
        pygame.draw.circle(surface, (120, 90, 110), (cx, cy), r, 1)


@lru_cache(maxsize=64)
def battle_face(kind: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (246, 238, 220), rect, border_radius=size // 6)
    pygame.draw.rect(surface, (190, 176, 150), rect, 2, border_radius=size // 6)
    if kind == "ghost":
        draw_ghost(surface, (rect.centerx, rect.centery - size // 10), size // 4, (120, 200, 130), (30, 50, 34))
    elif kind == "haunting":
        draw_haunt_marker(surface, rect.center, size // 3)
    return surface


class BattleDie(DieView):
    """A battle die: ghost, haunting and blank faces (from the content)."""

    faces: tuple = ("ghost", "ghost", "ghost", "haunting", "haunting", "blank")

    def face_surface(self, face: int) -> pygame.Surface:
        return battle_face(self.faces[(face - 1) % len(self.faces)], self.size)

    def face_number(self, kind: str) -> int:
        return self.faces.index(kind) + 1 if kind in self.faces else 1


class NodeSpot(Spot):
    """A place of the house that can be clicked: a room, a hallway square or outside."""

    def __init__(self, rect: pygame.Rect, node: str) -> None:
        super().__init__(rect, f"spot_{node}", Move(node), radius=6, border=3, glow_alpha=120, outline_illegal_hover=True)
        self.node = node


class TreasureHuntersTable(Table):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        game = self.game
        b = self.b = game.board
        BattleDie.faces = tuple(game.battle_faces)
        # geometry from the YAML graph's own coordinates
        w, h = b.grid
        ox, oy = b.xy[b.out_id]
        self.gw, self.gh = max(w, ox + 1), max(h, oy + 1)
        self.cell = max(8, min(BOARD_AREA.w // self.gw, (BOARD_AREA.h - 4) // self.gh))
        self.origin = (BOARD_AREA.centerx - self.gw * self.cell // 2, BOARD_AREA.y + (BOARD_AREA.h - self.gh * self.cell) // 2)
        self.node_rects: dict[str, pygame.Rect] = {}
        for nid in b.node_ids:
            self.node_rects[nid] = self._rect_of(nid)
        self.doors = [self._door_geometry(b.node_ids[a], b.node_ids[c], b.colours[col]) for a, c, col in b.doors]
        front = self._door_geometry(b.out_id, b.node_ids[b.front_square], "none")
        self.front_door = front
        order = sorted(b.node_ids, key=lambda n: (self.node_rects[n].y, self.node_rects[n].x))
        self.spots: dict[str, Spot] = {}
        for nid in order:
            inset = 3 if b.kind[b.node_index[nid]] == ROOM else 2
            spot = NodeSpot(self.node_rects[nid].inflate(-inset * 2, -inset * 2), nid)
            self.spots[nid] = spot
            self.focus.add(spot)
        bw, bh = 176, 40
        bx = STRIP.right - bw - 10
        self.stay_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.stay"), action=None, style="secondary",
                                  size="small", tooltip=t(P + "tip.stay"), hotkey=pygame.K_s, name="stay")
        self.pickup_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.pick_up"), action=PICK_UP,
                                    size="small", tooltip=t(P + "tip.pick_up"), hotkey=pygame.K_j, name="pick_up")
        self.putdown_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.put_down"), action=PUT_DOWN,
                                     size="small", tooltip=t(P + "tip.put_down"), hotkey=pygame.K_d, name="put_down")
        self.skip_button = Button((bx, STRIP.y + 10 + bh + 8, bw, bh), t(P + "button.skip"), action=SKIP, style="secondary",
                                  size="small", tooltip=t(P + "tip.skip"), hotkey=pygame.K_l, name="skip")
        self.buttons = [self.stay_button, self.pickup_button, self.putdown_button, self.skip_button]
        for button in self.buttons:
            button.visible = False
        self.focus.add(*self.buttons)
        # the dice
        self.move_die = DieView((SIDE.x + 24, SIDE.y + 318), 1, size=52, name="move_die")
        self.battle_dice = [BattleDie((SIDE.x + 150 + i * 60, SIDE.y + 318), 6, size=52, name=f"battle_{i}") for i in range(game.max_dice)]
        self.die_shown = False
        self.die_ghost = False
        self.battle_shown = 0
        self.battle_text = ""
        # what is shown (follows the animation steps, not the session)
        self.view = None
        self.view_seat: int | None = -99
        self.shown: dict = {}
        self.legal: list = []
        self.steps: list[dict] = []
        self.banner = ""
        self._planner = None  # the easy bot's job planner, for the team plan line
        self._plan_for = None
        self._plan = ""
        self.banner_tween: Tween | None = None
        self.last_card: str | None = None
        self.card_note = ""
        self.card_tween: Tween | None = None
        self.pulse = 0.0

    # --- geometry --------------------------------------------------------------------
    def _rect_of(self, nid: str) -> pygame.Rect:
        c = self.cell
        x0, y0 = self.origin
        if nid in self.b.rects:
            rx, ry, rw, rh = self.b.rects[nid]
            return pygame.Rect(x0 + rx * c, y0 + ry * c, rw * c, rh * c)
        x, y = self.b.xy[nid]
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
        y = rect.centery - step * (k - 1) / 2 + i * step + (8 if rect.h > 3 * r else 0)
        return (rect.right - r - 6 if rect.w > 2 * r + 30 else rect.centerx, y)

    def pawn_radius(self) -> int:
        return max(6, min(16, int(self.cell * 0.32)))

    # --- model ---------------------------------------------------------------------------
    def refresh(self, viewer: int | None) -> None:
        game = self.game
        self.view = view = game.view(self.session.state, viewer)
        self.view_seat = viewer
        self.shown = {
            "positions": list(view.positions),
            "carrying": list(view.carrying),
            "carried_number": list(view.carried_number),
            "ghosts": list(view.ghosts),
            "haunted": list(view.haunted),
            "has_jewel": list(view.has_jewel),
            "jewel_number": list(view.jewel_number),
            "delivered": view.delivered,
            "markers": view.markers,
            "locked": view.locked_colour,
            "draw_size": view.draw_size,
        }
        if not self.steps:
            self.last_card = view.discard[-1] if view.discard else None
        if view.roll and not self.move_die.rolling:
            self.move_die.face = self.move_die._shown = max(1, min(6, view.roll))
            self.die_shown = True
            self.die_ghost = view.ghost_icon
        my_turn = self.scene.my_turn()
        self.legal = legal = self.session.legal_actions() if my_turn else []
        dests = {a.to for a in legal if isinstance(a, Move)}
        for nid, spot in self.spots.items():
            spot.legal = nid in dests
            spot.reason = "" if spot.legal else self.why_not(nid, my_turn)
            spot.tooltip = self.place_tip(nid)
        here = view.positions[view.turn] if view.positions else ""
        self.stay_button.visible = here in dests
        self.stay_button.action = Move(here) if here else None
        self.pickup_button.visible = PICK_UP in legal
        self.putdown_button.visible = PUT_DOWN in legal
        self.skip_button.visible = SKIP in legal
        if my_turn:
            focused = self.focus.focused
            if focused is None or not focused.accepts_focus:
                order = self.focus.focus_order()
                preferred = [w for w in order if w in (self.pickup_button, self.putdown_button)]
                if preferred or order:
                    self.focus.focus((preferred or order)[0], visible=False)

    def why_not(self, nid: str, my_turn: bool) -> str:
        """Why the viewer cannot move to ``nid`` now (a short sentence)."""
        view, game, b = self.view, self.game, self.b
        names = self.session.names()
        if self.session.is_over():
            return t(P + "why.over")
        if self.scene.viewer() is None:
            return t(P + "why.spectator")
        if not my_turn:
            seat = view.to_move
            if 0 <= seat < len(names) and seat != self.scene.viewer():
                return t(P + "why.not_yours", player=names[seat])
            return t(P + "why.wait")
        if view.phase == "pickup":
            return t(P + "why.jewel_first")
        if view.phase != "move":
            return t(P + "why.wait")
        s = self.session.state
        pawn = view.turn
        start = s.pos[pawn]
        node = b.node_index[nid]
        if game.is_trapped(s, pawn):
            return t(P + "why.trapped", room=game.room_name(view.positions[pawn]))
        carrier = s.carry[pawn] > 0
        out_ok = not (carrier and s.advanced and s.carry[pawn] != len(s.delivered) + 1)
        if node == b.out and not out_ok:
            return t(P + "why.jewel_order", number=len(s.delivered) + 1)
        locked = game.locked_colour(s)
        dist = b.distances(start, locked, s.haunted, carrier, out_ok)
        if node in dist:
            d = dist[node]
            if d > s.roll:
                return t(P + "why.too_far", spaces=d, roll=s.roll)
            if b.kind[node] == HALL and any(p == node for i, p in enumerate(s.pos) if i != pawn):
                return t(P + "why.occupied")
            return t(P + "why.cannot")
        if locked is not None and node in b.distances(start, None, s.haunted, carrier, out_ok):
            return t(P + "why.locked", colour=game.colour_name(b.colours[locked]))
        if carrier and node in b.distances(start, locked, None, carrier, out_ok):
            return t(P + "why.haunted_path")
        return t(P + "why.unreachable")

    def place_tip(self, nid: str) -> str:
        view, game, b = self.view, self.game, self.b
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

    # --- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS + PREV_KEYS:
            step = -1 if event.key in PREV_KEYS or getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            if not self.focus.focus_order():
                return t(P + "why.nothing_to_choose") if not self.scene.my_turn() else None
            self.focus.focus_next(step)
            return None
        action = self.focus.handle(event)
        if action is None:
            return None
        source = action.source
        if isinstance(source, Spot):
            if action.kind == "rejected":
                return source.reason or t("game.not_your_turn")
            if action.kind == "click":
                if not self.scene.my_turn():
                    return t("game.not_your_turn")
                return source.action
            return None
        if isinstance(source, Button) and action.kind == "click" and source in self.buttons and source.visible:
            if not self.scene.my_turn():
                return t("game.not_your_turn")
            return source.action
        return None

    # --- animation ---------------------------------------------------------------------------
    def add_step(self, kind: str, duration: float, event=None, **data) -> None:
        self.steps.append({"kind": kind, "duration": duration, "tween": None, "event": event, **data})

    def show_banner(self, text: str, hold: float = 2.6) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, hold, "linear")

    def animate(self, happening: Happening, viewer: int | None) -> None:
        e = happening.event
        names = self.session.names()
        if isinstance(e, DieRolled):
            self.add_step("roll", 0.75, e)
        elif isinstance(e, CardDrawn):
            self.add_step("card", 0.55, e)
        elif isinstance(e, GhostPlaced):
            self.add_step("ghost", 0.6, e)
            if e.haunted or e.skipped:
                self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, PawnMoved):
            path = self.path(e.frm, e.to)
            self.add_step("move", min(1.6, 0.16 * max(1, len(path) - 1) + 0.1), e, path=path)
        elif isinstance(e, (GhostsFought, UnhauntRolled)):
            self.add_step("fight", 0.9, e)
            self.add_step("pause", 0.35)
        elif isinstance(e, (JewelDelivered, JewelPickedUp, JewelPutDown, JewelRevealed)):
            self.add_step("jewel", 0.45, e)
        elif isinstance(e, (DoorsLocked, DoorsUnlocked, PawnTrapped, DeckShuffled)):
            self.add_step("note", 0.0, e)
            self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, GameOver):
            self.add_step("note", 0.0, e)
            self.show_banner(self.game.describe_event(e, names, viewer), 4.0)
        else:
            self.add_step("note", 0.0, e)

    def path(self, frm: str, to: str) -> list[str]:
        """A shortest way through the graph (for the walk), open doors only."""
        b = self.b
        if frm == to or frm not in b.node_index or to not in b.node_index:
            return [frm]
        start, goal = b.node_index[frm], b.node_index[to]
        locked = self.game.locked_colour(self.session.state)
        prev = {start: -1}
        frontier = [start]
        while frontier and goal not in prev:
            nxt = []
            for u in frontier:
                if u == b.out and u != start:
                    continue
                for v, c in b.adj[u]:
                    if v in prev or (c and c == locked):
                        continue
                    prev[v] = u
                    nxt.append(v)
            frontier = nxt
        if goal not in prev:
            return [frm, to]
        way = [goal]
        while prev[way[-1]] != -1:
            way.append(prev[way[-1]])
        return [b.node_ids[n] for n in reversed(way)]

    def room_index(self, rid: str) -> int:
        return self.b.room_ids.index(rid) if rid in self.b.room_ids else -1

    def start_step(self, step: dict) -> None:
        step["tween"] = Tween(0.0, 1.0, step["duration"], "linear" if step["kind"] in ("pause", "move") else "ease_out_cubic")
        e = step["event"]
        kind = step["kind"]
        if kind == "roll":
            self.die_shown = True
            self.die_ghost = e.ghost
            self.battle_shown = 0
            self.battle_text = ""
            self.card_note = ""
            self.move_die.roll(max(1, min(6, e.value)), self.theme.duration("die_roll"))
        elif kind == "card":
            self.last_card = e.card
            self.card_note = t(P + "card_ignored") if e.ignored else ""
            self.card_tween = Tween(0.0, 1.0, 0.4, "ease_out_cubic")
        elif kind == "fight":
            faces = e.faces
            self.battle_shown = len(faces)
            for i, die in enumerate(self.battle_dice[: len(faces)]):
                die.roll(die.face_number(faces[i]), self.theme.duration("die_roll") + 0.08 * i)
            self.battle_text = ""
        elif kind == "ghost":
            rid = e.room
            if e.skipped:
                self.card_note = t(P + "card_overflow", rooms=", ".join(e.skipped), room=rid)
            else:
                self.card_note = t(P + "card_ghost", room=rid)

    def finish_step(self, step: dict) -> None:
        e = step["event"]
        sh = self.shown
        if e is None or not sh:
            return
        if isinstance(e, PawnMoved):
            sh["positions"][e.pawn] = e.to
        elif isinstance(e, GhostPlaced):
            r = self.room_index(e.room)
            if r >= 0:
                if e.haunted:
                    sh["ghosts"][r] = 0
                    sh["haunted"][r] = True
                else:
                    sh["ghosts"][r] = e.ghosts
            sh["markers"] = e.markers
        elif isinstance(e, JewelPickedUp):
            r = self.room_index(e.room)
            if r >= 0:
                sh["has_jewel"][r] = False
            sh["carrying"][e.pawn] = True
            sh["carried_number"][e.pawn] = e.number
        elif isinstance(e, JewelPutDown):
            r = self.room_index(e.room)
            if r >= 0:
                sh["has_jewel"][r] = True
                sh["jewel_number"][r] = e.number
            sh["carrying"][e.pawn] = False
        elif isinstance(e, JewelDelivered):
            sh["carrying"][e.pawn] = False
            sh["delivered"] = e.delivered
        elif isinstance(e, JewelRevealed):
            r = self.room_index(e.room)
            if r >= 0:
                sh["jewel_number"][r] = e.number
        elif isinstance(e, GhostsFought):
            r = self.room_index(e.room)
            if r >= 0:
                sh["ghosts"][r] = e.ghosts
            self.battle_text = t(P + "fight_result", removed=e.removed)
        elif isinstance(e, UnhauntRolled):
            r = self.room_index(e.room)
            if r >= 0 and e.success:
                sh["haunted"][r] = False
            sh["markers"] = e.markers
            self.battle_text = t(P + "unhaunt_ok") if e.success else t(P + "unhaunt_failed")
        elif isinstance(e, DoorsLocked):
            sh["locked"] = e.colour
        elif isinstance(e, DoorsUnlocked):
            sh["locked"] = None
        elif isinstance(e, DeckShuffled):
            sh["draw_size"] = e.cards
        elif isinstance(e, CardDrawn):
            sh["draw_size"] = max(0, sh["draw_size"] - 1)

    def sound_for(self, happening: Happening, viewer: int | None) -> str | None:
        e = happening.event
        if isinstance(e, (DieRolled, GhostsFought, UnhauntRolled)):
            return "dice_roll"
        if isinstance(e, CardDrawn):
            return "card_draw"
        if isinstance(e, GhostPlaced):
            return "scare" if e.haunted else None
        if isinstance(e, PawnMoved):
            return "click"
        if isinstance(e, (JewelPickedUp, JewelRevealed)):
            return "reveal"
        if isinstance(e, JewelDelivered):
            return "take_pile"
        if isinstance(e, DeckShuffled):
            return "fog"
        if isinstance(e, GameOver):
            return "win" if e.outcome == "won" else "lose"
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.pulse = (self.pulse + dt) % 2.0
        self.move_die.update(dt)
        for die in self.battle_dice:
            die.update(dt)
        while self.steps:
            step = self.steps[0]
            if step["tween"] is None:
                self.start_step(step)
            step["tween"].update(dt)
            rolling = step["kind"] in ("roll", "fight") and (self.move_die.rolling or any(d.rolling for d in self.battle_dice))
            if step["tween"].done and not rolling:
                self.steps.pop(0)
                self.finish_step(step)
                dt = 0.0
                continue
            break
        for name in ("banner_tween", "card_tween"):
            tween = getattr(self, name)
            if tween is not None:
                tween.update(dt)
                if tween.done:
                    setattr(self, name, None)

    def busy(self) -> bool:
        return bool(self.steps)

    def lively(self) -> bool:
        return self.busy() or self.banner_tween is not None or self.card_tween is not None or self.move_die.rolling \
            or any(d.rolling for d in self.battle_dice)

    # --- text for the frame ----------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None or not self.shown:
            return ""
        return t(P + "status", delivered=self.shown["delivered"], jewels=self.game.jewel_count,
                 haunted=self.shown["markers"], limit=view.markers_total)

    def seat_status(self, seat: int, viewer: int | None) -> str:
        view = self.view
        if view is None:
            return ""
        pawns = [p for p, owner in enumerate(view.pawn_owner) if owner == seat]
        return " ".join(self.pawn_initial(p) for p in pawns)

    def pawn_initial(self, pawn: int) -> str:
        colours = self.game.pawn_colours
        colour = colours[pawn] if pawn < len(colours) else str(pawn + 1)
        return self.game.colour_name(colour)[:1].upper()

    def pawn_colour_name(self, pawn: int) -> str:
        colours = self.game.pawn_colours
        return self.game.colour_name(colours[pawn]) if pawn < len(colours) else str(pawn + 1)

    def pawn_name(self, pawn: int) -> str:
        return self.game.pawn_name(pawn, self.session.names(), self.session.players)

    def prompt(self) -> tuple[str, tuple]:
        view, theme, game = self.view, self.theme, self.game
        if self.session.is_over() or view.phase == "over":
            key = view.outcome or "over"
            return t(P + f"prompt.{key}"), theme.colour("success") if view.outcome == "won" else theme.colour("danger")
        pawn = view.turn
        who = self.pawn_name(pawn)
        if self.scene.viewer() is None:
            return t(P + "prompt.spectate", pawn=who), theme.colour("text_muted")
        if not self.scene.my_turn() or self.steps:
            return t(P + "prompt.wait", pawn=who), theme.colour("text_muted")
        legal = theme.colour("legal")
        if view.phase == "move":
            dests = [a for a in self.legal if isinstance(a, Move)]
            if len(dests) <= 1:
                return t(P + "prompt.stuck", pawn=who), theme.colour("warning")
            return t(P + "prompt.move", pawn=who, roll=view.roll), legal
        if view.phase == "pickup":
            room = game.room_name(view.positions[pawn])
            if PUT_DOWN in self.legal:
                return t(P + "prompt.put_down", pawn=who, room=room), legal
            return t(P + "prompt.pick_up", pawn=who, room=room), legal
        return t(P + "prompt.wait", pawn=who), theme.colour("text_muted")

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.view_seat != self.scene.viewer():
            self.refresh(self.scene.viewer())
        if self.view is None:
            return
        self.draw_board(surface)
        self.draw_side(surface)
        self.draw_strip(surface)
        for step in self.steps[:1]:
            if step["tween"] is not None:
                self.draw_step(surface, step)
        self.draw_banner(surface)

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
        # pawns
        moving = self.steps[0]["event"].pawn if self.steps and self.steps[0]["kind"] == "move" and self.steps[0]["tween"] is not None else -1
        positions = sh["positions"]
        turn = self.view.turn if not self.session.is_over() else -1
        for pawn, node in enumerate(positions):
            if pawn == moving or node not in self.node_rects:
                continue
            self.draw_pawn(surface, pawn, self.pawn_spot(pawn, node, positions), pawn == turn)

    def draw_room(self, surface: pygame.Surface, r: int, rid: str) -> None:
        theme, assets, b, sh = self.theme, self.assets, self.b, self.shown
        rect = self.node_rects[rid].inflate(-4, -4)
        jewel_room = r in b.jewel_rooms
        haunted = sh["haunted"][r]
        fill = JEWEL_ROOM_FILL if jewel_room else ROOM_FILL
        if haunted:
            fill = (92, 30, 48)
        draw.box(surface, rect, fill, 8, (150, 120, 150) if not haunted else (230, 90, 100), 2)
        c = self.cell
        letter = assets.text(rid, max(14, min(34, int(c * 0.6))), (236, 84, 84) if jewel_room else theme.colour("text"), "title")
        surface.blit(letter, (rect.x + 6, rect.y + 2))
        # the room's name under the letter when there is room for it
        name = self.game.room_name(rid)
        busy_w = (max(1, sh["ghosts"][r]) if not haunted else 1) * max(12, int(c * 0.45)) + 8
        beside = rect.w - letter.get_width() - 16 - busy_w
        if beside >= 40 and rect.h >= 70 and assets.text_width(name, 11) <= beside:
            img = assets.fit_text(name, beside, 11, theme.colour("text_muted"), "regular", 9)
            surface.blit(img, img.get_rect(midleft=(rect.x + letter.get_width() + 12, rect.y + 4 + letter.get_height() // 2)))
        elif rect.h >= 70 and not haunted:  # a narrow room, or a long name: the name goes under the letter, wrapped
            lines, px = assets.fit_wrapped(name, rect.w - 12, 30, 11, "regular", 9)
            y = rect.y + letter.get_height() + 2
            for line in lines:
                img = assets.text(line, px, theme.colour("text_muted"))
                surface.blit(img, (rect.x + 6, y))
                y += px + 2
        # ghosts / haunting, top right
        if haunted:
            hr = max(8, min(16, int(c * 0.3)))
            draw_haunt_marker(surface, (rect.right - hr - 6, rect.y + hr + 6), hr)
            word = assets.fit_text(t(P + "haunted"), rect.w - 12, max(9, min(14, c // 4)), (255, 200, 200), "bold", 8)
            surface.blit(word, word.get_rect(midtop=(rect.centerx, rect.y + letter.get_height() + 2)))
        else:
            g = sh["ghosts"][r]
            gr = max(5, min(10, int(c * 0.2)))
            for i in range(g):
                draw_ghost(surface, (rect.right - gr - 6 - i * (2 * gr + 4), rect.y + gr + 8), gr)
        # the jewel
        if sh["has_jewel"][r]:
            jr = max(6, min(13, int(c * 0.26)))
            pos = (rect.x + jr + 8, rect.bottom - jr - 8) if rect.h > 2 * jr + letter.get_height() + 10 else (rect.centerx, rect.centery)
            draw_jewel(surface, pos, jr, sh["jewel_number"][r])

    def draw_pawn(self, surface: pygame.Surface, pawn: int, pos: tuple[float, float], active: bool) -> None:
        theme = self.theme
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
    def draw_side(self, surface: pygame.Surface) -> None:
        theme, assets, view, sh, game = self.theme, self.assets, self.view, self.shown, self.game
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        x = SIDE.x + 14
        title = assets.text(t(P + "team"), "body", theme.colour("accent"), "title")
        surface.blit(title, (x, SIDE.y + 8))
        # jewels out
        total = game.jewel_count
        label = assets.text(t(P + "jewels_out", n=sh["delivered"], total=total), "small", theme.colour("text"), "bold")
        surface.blit(label, (x, SIDE.y + 38))
        jr = 9 if total <= 10 else 6
        step = min(2 * jr + 8, (SIDE.w - 28) // max(1, total))
        for i in range(total):
            draw_jewel(surface, (x + jr + i * step, SIDE.y + 68), jr, 0, dim=i >= sh["delivered"])
        # rooms haunted
        limit = view.markers_total
        danger = sh["markers"] >= limit - 1
        label = assets.text(t(P + "haunted_count", n=sh["markers"], total=limit), "small",
                            theme.colour("danger") if danger else theme.colour("text"), "bold")
        surface.blit(label, (x, SIDE.y + 86))
        hr = 9 if limit <= 10 else 6
        step = min(2 * hr + 8, (SIDE.w - 28) // max(1, limit))
        for i in range(limit):
            draw_haunt_marker(surface, (x + hr + i * step, SIDE.y + 116), hr, filled=i < sh["markers"])
        # ghosts
        on_board = sum(sh["ghosts"])
        draw_ghost(surface, (x + 8, SIDE.y + 142), 7)
        label = assets.fit_text(t(P + "ghosts_count", n=on_board, supply=game.ghost_total - on_board), SIDE.w - 50, "small", theme.colour("text"))
        surface.blit(label, label.get_rect(midleft=(x + 22, SIDE.y + 144)))
        # goal
        goal = assets.fit_wrapped(t(P + "goal", jewels=total, limit=limit), SIDE.w - 28, 36, "small", "regular", 10)
        lines, px = goal
        y = SIDE.y + 160
        for line in lines:
            img = assets.text(line, px, theme.colour("text_muted"))
            surface.blit(img, (x, y))
            y += px + 3
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (SIDE.x + 10, SIDE.y + 200), (SIDE.right - 10, SIDE.y + 200), 1)
        # cards: draw pile and the last card
        pile = pygame.Rect(x, SIDE.y + 210, 60, 84)
        draw.box(surface, pile, (60, 44, 76), 8, theme.colour("accent"), 2)
        draw_ghost(surface, (pile.centerx, pile.centery - 8), 12)
        num = assets.text(t(P + "pile", n=sh["draw_size"]), "small", theme.colour("text"), "bold")
        surface.blit(num, num.get_rect(midtop=(pile.centerx, pile.bottom + 2)))
        card_rect = pygame.Rect(x + 76, SIDE.y + 210, 60, 84)
        if self.last_card:
            p = self.card_tween.value if self.card_tween is not None else 1.0
            w = max(2, int(card_rect.w * p))
            image = pygame.transform.smoothscale(self.card_surface(self.last_card), (w, card_rect.h))
            surface.blit(image, image.get_rect(center=card_rect.center))
        else:
            draw.box(surface, card_rect, (0, 0, 0, 50), 8, theme.colour("panel_dark_edge"), 1)
        note_x = card_rect.right + 10
        note = self.card_note or (t(P + "no_card") if not self.last_card else "")
        if self.last_card and not self.card_note:
            note = game.card_name(self.last_card)
        lines, px = assets.fit_wrapped(note, SIDE.right - note_x - 10, 60, "small", "bold", 10)
        y = card_rect.y + 4
        for line in lines:
            img = assets.text(line, px, theme.colour("text"), "bold")
            surface.blit(img, (note_x, y))
            y += px + 3
        if sh.get("locked"):
            colour = sh["locked"]
            lock = assets.fit_text(t(P + "locked", colour=game.colour_name(colour)), SIDE.right - note_x - 10, "small",
                                   DOOR_RGB.get(colour, theme.colour("warning")), "bold")
            surface.blit(lock, (note_x, card_rect.bottom - 16))
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (SIDE.x + 10, SIDE.y + 308), (SIDE.right - 10, SIDE.y + 308), 1)
        # the dice
        head = assets.text(t(P + "move_die"), "small", theme.colour("text_muted"), "bold")
        surface.blit(head, (SIDE.x + 14, SIDE.y + 376))
        if self.die_shown:
            self.move_die.draw(surface)
            if not self.move_die.rolling:
                tag = t(P + "ghost_icon") if self.die_ghost else t(P + "no_ghost_icon")
                img = assets.fit_text(tag, 120, "small", theme.colour("warning") if self.die_ghost else theme.colour("success"), "bold")
                surface.blit(img, (SIDE.x + 14, SIDE.y + 394))
        else:
            draw.box(surface, self.move_die.rect, (0, 0, 0, 50), 10, theme.colour("panel_dark_edge"), 1)
        head = assets.text(t(P + "battle_dice"), "small", theme.colour("text_muted"), "bold")
        surface.blit(head, (SIDE.x + 150, SIDE.y + 376))
        for i, die in enumerate(self.battle_dice):
            if i < self.battle_shown:
                die.draw(surface)
            else:
                draw.box(surface, die.rect, (0, 0, 0, 50), 10, theme.colour("panel_dark_edge"), 1)
        if self.battle_text and not any(d.rolling for d in self.battle_dice):
            img = assets.fit_text(self.battle_text, SIDE.right - SIDE.x - 160, "small", theme.colour("accent"), "bold")
            surface.blit(img, (SIDE.x + 150, SIDE.y + 394))
        # the pawn order
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (SIDE.x + 10, SIDE.y + 420), (SIDE.right - 10, SIDE.y + 420), 1)
        self.draw_roster(surface, pygame.Rect(SIDE.x + 8, SIDE.y + 426, SIDE.w - 16, SIDE.h - 432))

    def draw_roster(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme, assets, view, sh = self.theme, self.assets, self.view, self.shown
        n = len(sh["positions"])
        row_h = min(22, area.h // max(1, n))
        for pawn in range(n):
            y = area.y + pawn * row_h
            row = pygame.Rect(area.x, y, area.w, row_h - 2)
            active = pawn == view.turn and not self.session.is_over()
            if active:
                draw.box(surface, row, theme.colour("secondary"), 6, theme.colour("accent"), 1)
            r = max(6, row_h // 2 - 3)
            self.draw_pawn_small(surface, pawn, (row.x + r + 6, row.centery), r)
            where = self.game.place_name(sh["positions"][pawn])
            text = self.pawn_name(pawn) + " \u2014 " + where
            img = assets.fit_text(text, row.w - 2 * r - 40, 12, theme.colour("text"), "bold" if active else "regular", 9)
            surface.blit(img, img.get_rect(midleft=(row.x + 2 * r + 14, row.centery)))
            if sh["carrying"][pawn]:
                draw_jewel(surface, (row.right - 12, row.centery), 7, sh["carried_number"][pawn])

    def draw_pawn_small(self, surface: pygame.Surface, pawn: int, pos, r: int) -> None:
        owner = pawn % max(1, self.session.players)
        plan = self.session.plans[owner] if owner < len(self.session.plans) else None
        colours = self.game.pawn_colours
        band = PAWN_RGB.get(colours[pawn] if pawn < len(colours) else "", (200, 200, 200))
        pygame.draw.circle(surface, band, (int(pos[0]), int(pos[1])), r + 2)
        draw_marker(surface, Marker(seat=plan.colour if plan else owner, number=self.pawn_initial(pawn)), pos, r, self.theme)

    def card_surface(self, card: str) -> pygame.Surface:
        game, assets = self.game, self.assets
        surface = pygame.Surface((60, 84), pygame.SRCALPHA)
        rect = surface.get_rect()
        kind = game.card_type[game.card_index[card]] if card in game.card_index else LETTER
        pygame.draw.rect(surface, self.theme.colour("parchment")[:3], rect, border_radius=8)
        pygame.draw.rect(surface, self.theme.colour("parchment_edge")[:3], rect, 2, border_radius=8)
        if kind == LETTER:
            jewel = self.b.room_ids.index(card) in self.b.jewel_rooms if card in self.b.room_ids else False
            img = assets.text(card, 40, (200, 50, 50) if jewel else INK, "title")
            surface.blit(img, img.get_rect(center=(30, 36)))
            draw_ghost(surface, (30, 68), 6, (120, 200, 130), (30, 50, 34))
            return surface
        arg = game.card_arg[game.card_index[card]]
        if kind == LOCK_CARD:
            colour = self.b.colours[arg]
            pygame.draw.rect(surface, DOOR_RGB.get(colour, (150, 150, 150)), (6, 30, 48, 14), border_radius=3)
            text = t(P + "card_short.lock")
        elif kind == DRAW_CARD:
            text = t(P + "card_short.draw", n=arg)
        else:
            text = t(P + "card_short.shuffle")
        lines, px = assets.fit_wrapped(text, 52, 40, "small", "bold", 9)
        y = 52 if kind == LOCK_CARD else 42 - len(lines) * (px + 2) // 2
        for line in lines:
            img = assets.text(line, px, INK, "bold")
            surface.blit(img, img.get_rect(midtop=(30, y)))
            y += px + 2
        return surface

    # the strip: the prompt and the choices
    def plan_text(self) -> str:
        """Issue's "team plan" line: what each pawn is heading for, by the bots' own jobs
        (co-op: everybody sees everything, so this gives nothing away)."""
        view = self.view
        if view is None or self.session.is_over() or view.phase == "over":
            return ""
        if self._plan_for is not view:
            from ghostparlor.games.treasure_hunters.bot import make_easy_bot

            if self._planner is None:
                self._planner = make_easy_bot(self.game, 0)
            parts = []
            for pawn, job, place in self._planner.team_plan(view):
                parts.append(t(P + f"plan.{job}", pawn=self.pawn_colour_name(pawn), place=place))
            self._plan = t(P + "plan.line", plan=" · ".join(parts))
            self._plan_for = view
        return self._plan

    def draw_strip(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        text, colour = self.prompt()
        buttons = [b for b in self.buttons if b.visible]
        width = STRIP.w - (220 if buttons else 30)
        lines, px = assets.fit_wrapped(text, width, 70, "body", "bold", 12)
        y = STRIP.y + 12
        for line in lines:
            img = assets.text(line, px, colour, "bold")
            surface.blit(img, (STRIP.x + 14, y))
            y += px + 4
        plan = self.plan_text()
        if plan:
            plan_lines, plan_px = assets.fit_wrapped(plan, width, 40, "small", "bold", 11)
            py = STRIP.bottom - 28 - len(plan_lines) * (plan_px + 3)
            for line in plan_lines:
                surface.blit(assets.text(line, plan_px, theme.colour("accent"), "bold"), (STRIP.x + 14, py))
                py += plan_px + 3
        if self.scene.my_turn() and not self.session.is_over():
            keys = assets.fit_text(t(P + "keys"), width, "small", theme.colour("text_muted"))
            surface.blit(keys, (STRIP.x + 14, STRIP.bottom - 24))
        for button in buttons:
            button.draw(surface)

    def draw_step(self, surface: pygame.Surface, step: dict) -> None:
        p = step["tween"].value
        kind = step["kind"]
        e = step["event"]
        if kind == "move":
            path = step["path"]
            positions = self.shown["positions"]
            pts = []
            for i, node in enumerate(path):
                if node not in self.node_rects:
                    continue
                if i == len(path) - 1:
                    tmp = list(positions)
                    tmp[e.pawn] = node
                    pts.append(self.pawn_spot(e.pawn, node, tmp))
                elif i == 0:
                    pts.append(self.pawn_spot(e.pawn, node, positions))
                else:
                    pts.append(self.node_rects[node].center)
            if not pts:
                return
            if len(pts) == 1:
                pos = pts[0]
            else:
                f = p * (len(pts) - 1)
                i = min(int(f), len(pts) - 2)
                k = f - i
                (x0, y0), (x1, y1) = pts[i], pts[i + 1]
                pos = (x0 + (x1 - x0) * k, y0 + (y1 - y0) * k - 6 * math.sin(k * math.pi))
            self.draw_pawn(surface, e.pawn, pos, True)
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

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (TABLE_RECT.w // 2 - 150, BOARD_AREA.y + 24), 860, TABLE_RECT)


def results_credits(session) -> tuple[str, list[str]]:
    """The results screen's score column for a co-operative game: each person's own
    deliveries (TH-14, by the pawns they play), not the team's total repeated."""
    n = session.players
    counts = [0] * n
    for entry in session.log:
        if isinstance(entry.event, JewelDelivered):
            counts[entry.event.pawn % n] += 1  # pawn p is played by seat p mod n
    return t(P + "credit_label"), [t(P + "credit", n=c) for c in counts]


def make_table(scene) -> TreasureHuntersTable:
    return TreasureHuntersTable(scene)
