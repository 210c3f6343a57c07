"""Treasure Hunters on screen: the pawns' walks. A pawn that moves walks square by square
along the way it took: each space is one short leg (from the square's middle, through the
shared edge or the door, to the next square's middle), never a straight jump through
walls. The way is found on the board's own graph with the rules' path restrictions as they
stood before the move (TH-8 links and doors only, TH-10 locked doors and OUT ending a
path, TH-17 a carrier entering a haunted room only as its last space), so it is a
shortest legal path of exactly the spaces the move cost. The restrictions as they stood
are read back from the seat's feed: the table now, with the events logged after the walk
undone (:func:`.shown.before`). The same way is kept on the board as the seat's last-move
trail (a line of dots in the seat's colour) until that seat acts again."""

from __future__ import annotations

import math

import pygame

from ghostparlor.games.treasure_hunters.rules import PawnMoved
from ghostparlor.games.treasure_hunters.table.shown import before

PAWN_STEP_SECONDS = 0.18  # one space of a walk at normal speed (theme "pawn_step" overrides it)
TRAIL_GAP = 11  # pixels between two dots of a trail
TRAIL_DOT = 3


def route(board, frm: int, to: int, locked: int | None, haunted, carrier: bool) -> list[int] | None:
    """A shortest legal way from node ``frm`` to node ``to`` (both included), or None.

    Breadth-first on ``board.adj`` with the restrictions of ``board.distances``: locked
    doors are not used (TH-A4), OUT ends a path (TH-11), a carrier passes no haunted room
    (TH-17, D-2). Neighbours are tried in the board's order, so the way is always the same."""
    if frm == to:
        return [frm]
    room_of, out = board.room_of, board.out
    prev = {frm: -1}
    frontier = [frm]
    while frontier and to not in prev:
        nxt = []
        for u in frontier:
            if u != frm:
                if u == out:
                    continue
                r = room_of[u]
                if r >= 0 and carrier and haunted is not None and haunted[r]:
                    continue
            for v, c in board.adj[u]:
                if v in prev or (c and c == locked):
                    continue
                prev[v] = u
                nxt.append(v)
        frontier = nxt
    if to not in prev:
        return None
    way = [to]
    while prev[way[-1]] != -1:
        way.append(prev[way[-1]])
    return way[::-1]


def _ease(k: float) -> float:
    return k * k * (3 - 2 * k)  # smoothstep: each space starts and ends at rest


class Walks:
    """The pawns' walks and each seat's last-move trail (a part of the table): it owns the
    ways worked out (one per walk) and the trails; the house's geometry is the board's."""

    def __init__(self, table) -> None:
        self.table = table
        self.board = table.board
        self.b = table.b
        self.words = table.words
        self.trails: dict = {}  # seat -> the PawnMoved of its last walk (set with the last-move marks)
        self._paths: dict = {}

    # --- the way a move took ------------------------------------------------------
    def before_walk(self, event: PawnMoved) -> tuple[int | None, list, bool] | None:
        """(locked colour index, haunted rooms, the walker carries) as they stood when
        ``event``'s walk began, from the feed: the table now with the events logged
        after the walk undone (None while the feed does not hold the walk yet)."""
        feed = self.table.feed
        events = [entry.event for entry in feed.log() if entry.event is not None]
        at = next((k for k in range(len(events) - 1, -1, -1) if events[k] is event), -1)
        if at < 0:  # a copy of the event (a feed from another machine)
            at = next((k for k in range(len(events) - 1, -1, -1) if events[k] == event), -1)
        view = feed.public_view()
        if at < 0 or view is None:
            return None
        b = self.b
        name, haunted, carrying = before(view, events[at + 1:], list(b.room_ids))
        locked = b.colours.index(name) if name in b.colours else None
        return locked, haunted, bool(carrying[event.pawn]) if event.pawn < len(carrying) else False

    def walked_path(self, event: PawnMoved) -> list[str]:
        """The nodes ``event``'s pawn walked through, start and end included."""
        cache = self._paths
        key = (event.pawn, event.frm, event.to, id(event))
        if key in cache and cache[key][0] is event:
            return cache[key][1]
        b = self.b
        if event.frm == event.to or event.frm not in b.node_index or event.to not in b.node_index:
            path = [event.frm]
        else:
            frm, to = b.node_index[event.frm], b.node_index[event.to]
            then = self.before_walk(event)  # the position the move was made in
            if then is not None:
                locked, haunted, carrier = then
            else:  # the feed has not the walk yet: what the table shows before the walk
                sh = self.table.shown
                name = sh.get("locked")
                locked = b.colours.index(name) if name in b.colours else None
                haunted = sh.get("haunted")
                carrier = bool(sh.get("carrying") and sh["carrying"][event.pawn])
            way = (route(b, frm, to, locked, haunted, carrier) or route(b, frm, to, locked, None, False)
                   or route(b, frm, to, None, None, False) or [frm, to])
            path = [b.node_ids[n] for n in way]
        cache[key] = (event, path)
        return path

    def step_seconds(self) -> float:
        """One space of a walk (the tween follows the player's animation speed)."""
        return float(self.table.theme.animation.get("pawn_step", PAWN_STEP_SECONDS))

    # --- geometry of a walk -----------------------------------------------------
    def edge_point(self, a: str, b: str) -> tuple[float, float]:
        """Where the way from ``a`` to ``b`` crosses between them: the door's middle, else
        the middle of the shared cell edge."""
        for x, y, _colour, p0, p1 in [*self.board.doors, self.board.front_door]:
            if {x, y} == {a, b}:
                return ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2)
        ra, rb = self.board.node_rects[a], self.board.node_rects[b]
        return ((ra.centerx + rb.centerx) / 2, (ra.centery + rb.centery) / 2)

    def node_point(self, node: str) -> tuple[float, float]:
        rect = self.board.node_rects[node]
        return (float(rect.centerx), float(rect.centery))

    def legs(self, path: list[str], pawn: int, positions: list, start_spot: bool = True) -> list[list[tuple[float, float]]]:
        """One polyline per space walked: [middle of the square left, crossing, middle of
        the next]; the first starts where the pawn stood, the last ends where it stands."""
        path = [n for n in path if n in self.board.node_rects]
        if len(path) < 2:
            return []
        end_positions = list(positions)
        end_positions[pawn] = path[-1]
        points = [self.node_point(n) for n in path]
        if start_spot:
            points[0] = self.board.pawn_spot(pawn, path[0], positions)
            points[-1] = self.board.pawn_spot(pawn, path[-1], end_positions)
        return [[points[i], self.edge_point(path[i], path[i + 1]), points[i + 1]] for i in range(len(path) - 1)]

    @staticmethod
    def along(line: list[tuple[float, float]], k: float) -> tuple[float, float]:
        """The point ``k`` (0..1) of the way along a polyline, by length."""
        lengths = [math.dist(line[i], line[i + 1]) for i in range(len(line) - 1)]
        total = sum(lengths) or 1.0
        d = max(0.0, min(1.0, k)) * total
        for i, seg in enumerate(lengths):
            if d <= seg or i == len(lengths) - 1:
                f = d / seg if seg else 1.0
                (x0, y0), (x1, y1) = line[i], line[i + 1]
                return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
            d -= seg
        return line[-1]

    def walk_state(self, step: dict) -> tuple[tuple[float, float], int, list]:
        """(where the walking pawn is, which leg it is on, the legs) at the step's time."""
        e = step["event"]
        legs = step.get("legs")
        if legs is None:
            legs = step["legs"] = self.legs(step["path"], e.pawn, self.table.shown["positions"])
        if not legs:
            return self.board.pawn_spot(e.pawn, e.to, self.table.shown["positions"]), 0, legs
        p = step["tween"].value if step["tween"] is not None else 0.0
        f = p * len(legs)
        i = min(int(f), len(legs) - 1)
        return self.along(legs[i], _ease(f - i)), i, legs

    def draw_walk(self, surface: pygame.Surface, step: dict) -> None:
        e = step["event"]
        pos, leg, legs = self.walk_state(step)
        colour = self.words.seat_rgb(e.seat)
        done = [line for line in legs[:leg]] + ([self.partial(legs[leg], pos)] if legs else [])
        self.draw_dots(surface, done, colour)  # the footprints appear behind the pawn
        self.board.draw_pawn(surface, e.pawn, pos, True)

    @staticmethod
    def partial(line: list, pos) -> list:
        """The part of ``line`` walked up to ``pos`` (a point on it)."""
        out = [line[0]]
        for i in range(len(line) - 1):
            a, b = line[i], line[i + 1]
            seg = math.dist(a, b)
            if seg and math.dist(a, pos) + math.dist(pos, b) <= seg + 0.5:
                out.append(pos)
                return out
            out.append(b)
        return out

    # --- trails -------------------------------------------------------------------
    def trail_lines(self, event: PawnMoved) -> list[list[tuple[float, float]]]:
        """The last-move trail of ``event``: its way through the squares' middles and the
        doors (not the pawn spots, so the pawns and the room's jewel stay clear)."""
        return self.legs(self.walked_path(event), event.pawn, self.table.shown.get("positions", []), start_spot=False)

    @staticmethod
    def dots(lines: list) -> list[tuple[float, float]]:
        """Evenly spaced dots along the lines (not on the first square's middle)."""
        out = []
        carry = TRAIL_GAP * 0.6
        for line in lines:
            for i in range(len(line) - 1):
                (x0, y0), (x1, y1) = line[i], line[i + 1]
                seg = math.dist(line[i], line[i + 1])
                d = carry
                while d <= seg:
                    f = d / seg
                    out.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
                    d += TRAIL_GAP
                carry = d - seg
        return out

    def draw_dots(self, surface: pygame.Surface, lines: list, colour) -> None:
        for x, y in self.dots(lines):
            pygame.draw.circle(surface, (18, 12, 22), (int(x), int(y)), TRAIL_DOT + 1)
            pygame.draw.circle(surface, colour, (int(x), int(y)), TRAIL_DOT)

    def draw_trails(self, surface: pygame.Surface) -> None:
        """Each seat's last walk, except a seat whose new move is being played."""
        acting = {s["event"].seat for s in self.table.steps if isinstance(s.get("event"), PawnMoved)}
        for seat, event in self.trails.items():
            if seat not in acting:
                self.draw_dots(surface, self.trail_lines(event), self.words.seat_rgb(seat))
