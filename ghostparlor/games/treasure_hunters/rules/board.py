"""TH-8, TH-10, TH-11, TH-17 and D-8, D-13, D-15: the haunted house as a graph of
squares, rooms, doors and OUTSIDE, and its shortest ways.

Spec: docs/rules/treasure_hunters.md, section 2.3 (the board is our PROPOSED
design, D-15: the engine holds no layout; it is read from
``data/games/treasure_hunters.yaml`` through :mod:`.content`).

The graph has three kinds of node: OUTSIDE (one node, behind the front door),
hallway squares and rooms. Edges are hallway links, doors (room-hallway and
room-room, each with a colour; ``none`` never locks, D-13) and the front door
(OUTSIDE to its hallway square, never locks). One space is one node (TH-8).
"""

from __future__ import annotations

from typing import Any

NONE_COLOUR = "none"

# node kinds
OUTSIDE, HALL, ROOM = 0, 1, 2


DISTANCE_CACHE_SIZE = 8192  # kept answers of Board.distances before the store is emptied


def door_colours(data: dict) -> list[str]:
    """The lockable door colours of the house, in order of first appearance."""
    colours: list[str] = []
    for door in data["board"]["doors"]:
        c = door[2]
        if c != NONE_COLOUR and c not in colours:
            colours.append(c)
    return colours


class Board:
    """The house as a graph of integer nodes (built from validated content).

    Node 0 is OUTSIDE, then the hallway squares in file order, then the rooms in
    letter order. Rooms are also numbered 0..R-1 in letter order (``room_ids``);
    ``room_node[r]`` is room r's node and ``room_of[node]`` the reverse (-1 if
    the node is not a room). ``adj[node]`` lists ``(neighbour, colour)`` with
    colour 0 for "never locks" and 1.. an index into ``colours``.
    """

    def __init__(self, data: dict) -> None:
        board = data["board"]
        self.out_id: str = board["outside"]["id"]
        self.hall_ids: list[str] = list(board["hallway"])
        self.room_ids: list[str] = list(board["letters"])
        self.node_ids: list[str] = [self.out_id, *self.hall_ids, *self.room_ids]
        self.node_index: dict[str, int] = {nid: i for i, nid in enumerate(self.node_ids)}
        n = len(self.node_ids)
        self.out = 0
        self.front_square = self.node_index[board["outside"]["link"]]
        self.kind = [OUTSIDE] + [HALL] * len(self.hall_ids) + [ROOM] * len(self.room_ids)
        self.room_node = [1 + len(self.hall_ids) + r for r in range(len(self.room_ids))]
        self.room_of = [-1] * n
        for r, node in enumerate(self.room_node):
            self.room_of[node] = r
        self.colours: list[str] = [NONE_COLOUR, *door_colours(data)]
        adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]

        def link(a: int, b: int, colour: int) -> None:
            if all(x != b for x, _ in adj[a]):
                adj[a].append((b, colour))
            if all(x != a for x, _ in adj[b]):
                adj[b].append((a, colour))

        for sid, (_, _, nbrs) in board["hallway"].items():
            for nb in nbrs:
                link(self.node_index[sid], self.node_index[nb], 0)
        link(self.out, self.front_square, 0)
        self.doors: list[tuple[int, int, int]] = []
        for a, b, colour in board["doors"]:
            c = self.colours.index(colour)
            link(self.node_index[a], self.node_index[b], c)
            self.doors.append((self.node_index[a], self.node_index[b], c))
        self.adj = [tuple(sorted(edges)) for edges in adj]
        rooms = board["rooms"]
        self.jewel_rooms: list[int] = [r for r, rid in enumerate(self.room_ids) if rooms[rid].get("jewel", False)]
        self.ghost_start: list[int] = [r for r, rid in enumerate(self.room_ids) if rooms[rid].get("ghost_start", False)]
        # geometry, for scenes and tests
        self.grid = (board["grid"]["w"], board["grid"]["h"])
        self.xy: dict[str, tuple[int, int]] = {sid: (v[0], v[1]) for sid, v in board["hallway"].items()}
        self.xy[self.out_id] = tuple(board["outside"]["at"])  # type: ignore[assignment]
        self.rects: dict[str, tuple[int, int, int, int]] = {rid: tuple(rooms[rid]["rect"]) for rid in self.room_ids}  # type: ignore[misc]
        self.card_space = tuple(board.get("card_space_ui", (board["grid"]["w"] + 1, 0)))
        self._distance_cache: dict[tuple, dict[int, int]] = {}
        self._reach_cache: dict[tuple, tuple[tuple[int, ...], tuple[int, ...], dict[int, tuple[int, ...]]]] = {}

    def colour_index(self, name: str) -> int:
        return self.colours.index(name)

    def distances(
        self,
        start: int,
        locked: int | None = None,
        haunted: Any = None,
        carrier: bool = False,
        out_allowed: bool = True,
        rooms_are_ends: bool = False,
        limit: int = 1 << 30,
    ) -> dict[int, int]:
        """Shortest legal path length from ``start`` to every reachable node (TH-8, TH-10, D-8).

        ``locked``: the locked colour index (TH-A4), or None. OUTSIDE ends a path
        (TH-11). For a ``carrier``, a room whose ``haunted[r]`` is true may only be
        the last space (TH-17, D-2) and a carrier starting in one cannot move;
        ``out_allowed`` False keeps it off OUTSIDE (TH-A2). ``rooms_are_ends``
        lets no path pass through a room (the spec's "hallway only" column).
        Occupied hallway squares are passed through (TH-9): callers remove them as
        destinations only.

        The board never changes, so each answer is kept (the bots ask the same few
        questions thousands of times per decision); callers get their own copy.
        """
        key = (start, locked, tuple(haunted) if carrier and haunted is not None else None, carrier,
               out_allowed, rooms_are_ends, limit)
        cache = self._distance_cache
        found = cache.get(key)
        if found is None:
            if len(cache) >= DISTANCE_CACHE_SIZE:
                cache.clear()  # at most about 10 MB kept
            found = cache[key] = self._search(start, locked, haunted, carrier, out_allowed, rooms_are_ends, limit)
        return dict(found)

    def reachable(
        self,
        start: int,
        locked: int | None = None,
        haunted: Any = None,
        carrier: bool = False,
        out_allowed: bool = True,
        limit: int = 1 << 30,
    ) -> tuple[int, ...]:
        """The nodes :meth:`distances` reaches (start included), in increasing order: the
        destinations before occupied squares are taken out (TH-10). Shared (a tuple), and kept:
        the legal moves ask this at every step of every playout. One search serves every
        ``limit``: a shorter walk reaches exactly the nodes no farther than it (the search goes
        level by level)."""
        key = (start, locked, tuple(haunted) if carrier and haunted is not None else None, carrier, out_allowed)
        cache = self._reach_cache
        entry = cache.get(key)
        if entry is None:
            if len(cache) >= DISTANCE_CACHE_SIZE:
                cache.clear()
            dist = self._search(start, locked, haunted, carrier, out_allowed, False, 1 << 30)
            nodes = tuple(sorted(dist))
            entry = cache[key] = (nodes, tuple(dist[v] for v in nodes), {})  # about 1 kB with its limits: 10 MB at most
        nodes, depth, by_limit = entry
        found = by_limit.get(limit)
        if found is None:
            found = by_limit[limit] = tuple(v for v, d in zip(nodes, depth) if d <= limit)
        return found

    def _search(self, start: int, locked: int | None, haunted: Any, carrier: bool, out_allowed: bool,
                rooms_are_ends: bool, limit: int) -> dict[int, int]:
        """The breadth-first search behind :meth:`distances`."""
        room_of = self.room_of
        adj = self.adj
        dist = {start: 0}
        if carrier and haunted is not None and room_of[start] >= 0 and haunted[room_of[start]]:
            return dist  # TH-17: trapped
        frontier = [start]
        d = 0
        out = self.out
        while frontier and d < limit:
            d += 1
            nxt = []
            for u in frontier:
                if u == out and u != start:
                    continue  # TH-11: OUTSIDE ends the path
                if u != start:
                    r = room_of[u]
                    if r >= 0:
                        if rooms_are_ends:
                            continue
                        if carrier and haunted is not None and haunted[r]:
                            continue  # TH-17, D-2: a carrier enters a haunted room only as its last space
                for v, c in adj[u]:
                    if v in dist:
                        continue
                    if c and c == locked:
                        continue  # TH-A4: locked doors cannot be used
                    if v == out and not out_allowed:
                        continue  # TH-A2
                    dist[v] = d
                    nxt.append(v)
            frontier = nxt
        return dist
