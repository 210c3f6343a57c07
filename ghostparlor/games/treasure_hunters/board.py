"""The haunted house as data: the YAML schema, its checks and the board graph.

Spec: ../shared/rules/treasure_hunters.md, sections 2 and 2.3 (the board is our
PROPOSED design, D-15: the engine holds no layout). Everything here is read from
``data/games/treasure_hunters.yaml``; a different printed board is a data change.

The graph has three kinds of node: OUTSIDE (one node, behind the front door),
hallway squares and rooms. Edges are hallway links, doors (room-hallway and
room-room, each with a colour; ``none`` never locks, D-13) and the front door
(OUTSIDE to its hallway square, never locks). One space is one node (TH-8).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ghostparlor.core.content import Bool, DictOf, Int, ListOf, Mapping, Problems, Schema, Str, type_name

NONE_COLOUR = "none"
BATTLE_FACES = ("ghost", "haunting", "blank")
SHUFFLE = "SHUFFLE"
DRAW_RE = re.compile(r"^DRAW([1-9][0-9]*)_SHUFFLE$")
LOCK_RE = re.compile(r"^LOCK_([A-Z][A-Z0-9_]*)$")

# node kinds
OUTSIDE, HALL, ROOM = 0, 1, 2


DISTANCE_CACHE_SIZE = 8192  # kept answers of Board.distances before the store is emptied


@dataclass
class Fixed(Schema):
    """A list of a fixed length whose items each have their own schema (e.g. ``[x, y, [links]]``)."""

    items: tuple
    what: str = ""

    def check(self, value: Any, path: tuple, problems: Problems) -> bool:
        if not isinstance(value, list):
            problems.add(path, f"expected a list {self.what}, found {type_name(value)}".replace("  ", " "))
            return False
        if len(value) != len(self.items):
            problems.add(path, f"expected {len(self.items)} entries {self.what}, found {len(value)}".replace("  ", " "))
            return False
        ok = True
        for i, (item, schema) in enumerate(zip(value, self.items)):
            ok = schema.check(item, path + (i,), problems) and ok
        return ok


XY = Fixed((Int(minimum=0), Int(minimum=0)), "[x, y]")


def content_fields() -> dict[str, Schema]:
    """The game's own top-level keys (the common header is added by core.content)."""
    return {
        "rules": Mapping(
            {
                "ghost_supply": Int(minimum=1),
                "haunting_markers": Int(minimum=1),
                "ghosts_to_haunt": Int(minimum=2),
                "max_battle_dice": Int(minimum=1, maximum=4),
                "jewels": Int(minimum=1),
            }
        ),
        "pawns": Mapping(
            {
                "colours": ListOf(Str(), min_len=1, unique=""),
                "by_players": ListOf(Int(minimum=1), min_len=1),
            }
        ),
        "dice": Mapping(
            {
                "movement": ListOf(Mapping({"v": Int(minimum=1, maximum=99), "ghost": Bool()}), min_len=1),
                "battle": ListOf(Str(choices=BATTLE_FACES), min_len=1),
            }
        ),
        "cards": Mapping(
            {
                "basic": ListOf(Str(), min_len=1),
                "advanced": ListOf(Str()),
            }
        ),
        "board": Mapping(
            {
                "grid": Mapping({"w": Int(minimum=1, maximum=200), "h": Int(minimum=1, maximum=200)}),
                "outside": Mapping({"id": Str(), "at": XY, "link": Str()}),
                "letters": ListOf(Str(), min_len=1, unique=""),
                "hallway": DictOf(Fixed((Int(minimum=0), Int(minimum=0), ListOf(Str())), "[x, y, [neighbour squares]]")),
                "rooms": DictOf(
                    Mapping(
                        {
                            "rect": Fixed((Int(minimum=0), Int(minimum=0), Int(minimum=1), Int(minimum=1)), "[x, y, w, h]"),
                            "jewel": Bool(),
                            "ghost_start": Bool(),
                        },
                        optional=("jewel", "ghost_start"),
                    )
                ),
                "doors": ListOf(Fixed((Str(), Str(), Str()), "[end, end, colour]"), min_len=1),
                "card_space_ui": XY,
            },
            optional=("card_space_ui",),
        ),
    }


# --- checks (what the shape cannot say) -------------------------------------------


def _door_colours(data: dict) -> list[str]:
    colours: list[str] = []
    for door in data["board"]["doors"]:
        c = door[2]
        if c != NONE_COLOUR and c not in colours:
            colours.append(c)
    return colours


def check_board(data: dict, problems: Problems) -> None:
    """Ids, letters, links, doors, the front door, the grid, and that every room can be reached."""
    board = data["board"]
    out_id = board["outside"]["id"]
    hallway = board["hallway"]
    rooms = board["rooms"]
    w, h = board["grid"]["w"], board["grid"]["h"]
    if not rooms:
        problems.add(("board", "rooms"), "the house needs at least one room")
        return
    # ids are unique across OUTSIDE, hallway squares and rooms
    for sid in hallway:
        if sid == out_id:
            problems.add(("board", "hallway", sid), f"{sid!r} is already the id of OUTSIDE")
        if sid in rooms:
            problems.add(("board", "hallway", sid), f"{sid!r} is both a hallway square and a room")
    if out_id in rooms:
        problems.add(("board", "rooms", out_id), f"{out_id!r} is already the id of OUTSIDE")
    if problems.messages:
        return
    # letters: every room exactly once (TH-3, TH-4)
    letters = board["letters"]
    for i, letter in enumerate(letters):
        if letter not in rooms:
            problems.add(("board", "letters", i), f"letter {letter!r} is not a room")
    for rid in rooms:
        if rid not in letters:
            problems.add(("board", "rooms", rid), f"room {rid} has no letter in board.letters (a ghost card must be able to name it)")
    # hallway links: existing squares (or OUTSIDE at the front door), both ways
    link = board["outside"]["link"]
    if link not in hallway:
        problems.add(("board", "outside", "link"), f"the front door leads to {link!r}, which is not a hallway square")
    for sid, (x, y, nbrs) in hallway.items():
        for j, nb in enumerate(nbrs):
            where = ("board", "hallway", sid, 2, j)
            if nb == out_id:
                if sid != link:
                    problems.add(where, f"only the front-door square {link} may link to {out_id}")
                continue
            if nb not in hallway:
                what = "a room (rooms are entered by doors only)" if nb in rooms else "not a hallway square"
                problems.add(where, f"{nb!r} is {what}")
                continue
            if nb == sid:
                problems.add(where, f"{sid} links to itself")
                continue
            if sid not in hallway[nb][2]:
                problems.add(where, f"{sid} links to {nb} but {nb} does not link back")
            nx, ny = hallway[nb][0], hallway[nb][1]
            if abs(nx - x) + abs(ny - y) != 1:
                problems.add(where, f"{sid} at ({x}, {y}) and {nb} at ({nx}, {ny}) are not orthogonal neighbours on the grid")
    if link in hallway and out_id not in hallway[link][2]:
        problems.add(("board", "hallway", link), f"the front-door square {link} must list {out_id} among its neighbours")
    # the grid: every cell used once, inside the grid
    cells: dict[tuple[int, int], str] = {}
    for sid, (x, y, _) in hallway.items():
        if x >= w or y >= h:
            problems.add(("board", "hallway", sid), f"({x}, {y}) is outside the {w}x{h} grid")
        if (x, y) in cells:
            problems.add(("board", "hallway", sid), f"cell ({x}, {y}) is already used by {cells[(x, y)]}")
        cells[(x, y)] = sid
    unfit: set[str] = set()
    for rid, room in rooms.items():
        rx, ry, rw, rh = room["rect"]
        if rx + rw > w or ry + rh > h:
            problems.add(("board", "rooms", rid, "rect"), f"room {rid} does not fit in the {w}x{h} grid")
            unfit.add(rid)
            continue  # its cells are never listed: a huge room would take forever (the grid is at most 200x200)
        for cx in range(rx, rx + rw):
            for cy in range(ry, ry + rh):
                if (cx, cy) in cells:
                    problems.add(("board", "rooms", rid, "rect"), f"cell ({cx}, {cy}) is already used by {cells[(cx, cy)]}")
                    break
                cells[(cx, cy)] = rid
    ox, oy = board["outside"]["at"]
    if link in hallway and abs(ox - hallway[link][0]) + abs(oy - hallway[link][1]) != 1:
        problems.add(("board", "outside", "at"), f"OUTSIDE at ({ox}, {oy}) does not touch the front-door square {link}")
    # doors: join existing places, at least one end a room, touching on the grid
    seen_doors: dict[frozenset, int] = {}
    for i, (a, b, colour) in enumerate(board["doors"]):
        ok = True
        for j, end in enumerate((a, b)):
            if end not in rooms and end not in hallway:
                what = "OUTSIDE (the front door is board.outside)" if end == out_id else "not a room or hallway square"
                problems.add(("board", "doors", i, j), f"the door leads to {end!r}, which is {what}")
                ok = False
        if not ok:
            continue
        if a == b:
            problems.add(("board", "doors", i), f"a door joins {a} to itself")
            continue
        if a not in rooms and b not in rooms:
            problems.add(("board", "doors", i), f"{a} and {b} are both hallway squares: use a hallway link, not a door")
            continue
        key = frozenset((a, b))
        if key in seen_doors:
            problems.add(("board", "doors", i), f"a second door between {a} and {b} (also doors[{seen_doors[key]}])")
        seen_doors[key] = i
        if a not in unfit and b not in unfit and not _touch(board, a, b):  # an unfit room's cells are never listed
            problems.add(("board", "doors", i), f"{a} and {b} do not touch on the grid (a door needs orthogonally neighbouring cells)")
        if a in rooms and b in rooms and colour != NONE_COLOUR:
            problems.add(("board", "doors", i, 2), f"a door between two rooms never locks: its colour must be {NONE_COLOUR!r} (D-13)")
    if problems.messages:
        return
    # every room reachable from OUTSIDE, with all doors open and with each colour locked
    graph = Board(data)
    sealed: set[int] = set()
    for locked in [None, *range(1, len(graph.colours))]:
        dist = graph.distances(graph.out, locked=locked)
        for r, rid in enumerate(graph.room_ids):
            if graph.room_node[r] not in dist and r not in sealed:
                sealed.add(r)
                when = "" if locked is None else f" while the {graph.colours[locked]} doors are locked"
                problems.add(("board", "rooms", rid), f"room {rid} cannot be reached from {out_id}{when}")


def _cells(board: dict, place: str) -> list[tuple[int, int]]:
    if place in board["hallway"]:
        x, y, _ = board["hallway"][place]
        return [(x, y)]
    rx, ry, rw, rh = board["rooms"][place]["rect"]
    return [(cx, cy) for cx in range(rx, rx + rw) for cy in range(ry, ry + rh)]


def _touch(board: dict, a: str, b: str) -> bool:
    cb = set(_cells(board, b))
    for x, y in _cells(board, a):
        if (x + 1, y) in cb or (x - 1, y) in cb or (x, y + 1) in cb or (x, y - 1) in cb:
            return True
    return False


def check_counts(data: dict, problems: Problems) -> None:
    """Pawns, dice, cards, jewels and the ghost/marker supplies add up."""
    players = data["players"]
    pawns = data["pawns"]
    span = players["max"] - players["min"] + 1
    by_players = pawns["by_players"]
    if len(by_players) != span:
        problems.add(("pawns", "by_players"), f"expected {span} entries (one per player count {players['min']}..{players['max']}), found {len(by_players)}")
    else:
        for i, count in enumerate(by_players):
            seats = players["min"] + i
            if count < seats:
                problems.add(("pawns", "by_players", i), f"{seats} seats need at least {seats} pawns, found {count}")
            if count > len(pawns["colours"]):
                problems.add(("pawns", "by_players", i), f"{count} pawns but only {len(pawns['colours'])} colours")
    faces: dict[int, bool] = {}
    for i, face in enumerate(data["dice"]["movement"]):
        if face["v"] in faces and faces[face["v"]] != face["ghost"]:
            problems.add(("dice", "movement", i), f"two faces show {face['v']}, one with the ghost icon and one without")
        faces[face["v"]] = face["ghost"]
    board = data["board"]
    rooms = board["rooms"]
    letters = board["letters"]
    colours = _door_colours(data)
    letter_cards = 0
    for deck in ("basic", "advanced"):
        for i, card in enumerate(data["cards"][deck]):
            if card in letters:
                letter_cards += 1
                continue
            if card == SHUFFLE or DRAW_RE.match(card):
                continue
            lock = LOCK_RE.match(card)
            if lock:
                if lock.group(1).lower() not in colours:
                    problems.add(("cards", deck, i), f"{card} locks {lock.group(1).lower()} doors, but no door has that colour (door colours: {', '.join(colours) or 'none'})")
                continue
            problems.add(("cards", deck, i), f"{card!r} is not a card: expected a letter of board.letters, SHUFFLE, DRAW<n>_SHUFFLE or LOCK_<COLOUR>")
    basic = data["cards"]["basic"]
    for letter in letters:
        if letter not in basic and letter in rooms:
            problems.add(("cards", "basic"), f"no card names room {letter}: ghosts could never be placed there")
    if not any(c in letters for c in basic):
        problems.add(("cards", "basic"), "the basic deck has no letter card")
    rules = data["rules"]
    jewel_rooms = [rid for rid, room in rooms.items() if room.get("jewel", False)]
    if len(jewel_rooms) != rules["jewels"]:
        problems.add(("rules", "jewels"), f"{len(jewel_rooms)} rooms are jewel rooms (jewel: true), but rules.jewels is {rules['jewels']}")
    need = len(rooms) * (rules["ghosts_to_haunt"] - 1)
    if rules["ghost_supply"] < need:
        problems.add(("rules", "ghost_supply"), f"{len(rooms)} rooms can hold {need} ghosts before a haunting, more than the {rules['ghost_supply']} in the supply (D-3)")
    if rules["haunting_markers"] > len(rooms):
        problems.add(("rules", "haunting_markers"), f"{rules['haunting_markers']} markers but only {len(rooms)} rooms to haunt")
    for rid, room in rooms.items():
        if room.get("ghost_start", False) and rules["ghosts_to_haunt"] <= 1:
            problems.add(("board", "rooms", rid, "ghost_start"), "a starting ghost would haunt the room at once")


CHECKS = (check_board, check_counts)


# --- the graph -------------------------------------------------------------------


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
        self.colours: list[str] = [NONE_COLOUR, *_door_colours(data)]
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
