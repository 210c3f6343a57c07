"""Section 2, TH-3, TH-4 and D-3, D-4, D-13, D-15: the game's content as data: the
YAML schema and its checks (pieces, dice, cards, the house), loading a spec, and the
constants every rules module reads from the game object.

Spec: docs/rules/treasure_hunters.md, sections 2 and 2.3. Everything here is read
from ``data/games/treasure_hunters.yaml``; a different printed board is a data change.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial
from typing import TYPE_CHECKING, Any

from ghostparlor.core.content import Bool, DictOf, Int, ListOf, Mapping, Problems, Schema, Str, load_game_spec, type_name
from ghostparlor.core.protocol import GameSpec
from ghostparlor.games.treasure_hunters.rules.actions import BattleRoll, DrawCard, Move, PlaceJewel, RollDie
from ghostparlor.games.treasure_hunters.rules.board import NONE_COLOUR, Board, door_colours
from ghostparlor.games.treasure_hunters.rules.state import DRAW_CARD, LETTER, LOCK_CARD, SHUFFLE_CARD
from ghostparlor.resources import data_path

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame

GAME_ID = "treasure_hunters"

BATTLE_FACES = ("ghost", "haunting", "blank")
SHUFFLE = "SHUFFLE"
DRAW_RE = re.compile(r"^DRAW([1-9][0-9]*)_SHUFFLE$")
LOCK_RE = re.compile(r"^LOCK_([A-Z][A-Z0-9_]*)$")


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
    colours = door_colours(data)
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


# --- loading -------------------------------------------------------------------------


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)


def load_spec_file(path) -> GameSpec:
    """A spec from any YAML file (e.g. a test board)."""
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)


def bind_constants(g: "TreasureHuntersGame") -> None:
    """The content's numbers, dice, cards and house, as the attributes the rules read."""
    content = g.spec.content
    rules = content["rules"]
    g.board = b = Board(content)
    g.ghost_total = rules["ghost_supply"]
    g.markers_total = rules["haunting_markers"]
    g.ghosts_to_haunt = rules["ghosts_to_haunt"]
    g.max_dice = rules["max_battle_dice"]
    g.jewel_count = rules["jewels"]
    g.pawn_colours = list(content["pawns"]["colours"])
    g.pawns_by_players = list(content["pawns"]["by_players"])
    g.rooms = len(b.room_ids)
    # the movement die (section 2.1)
    faces = content["dice"]["movement"]
    g.move_faces = [f["v"] for f in faces]
    g.ghost_icon = {f["v"]: f["ghost"] for f in faces}
    g.roll_values = sorted(g.ghost_icon)
    g.roll_actions = {v: RollDie(v) for v in g.roll_values}
    g.roll_outcomes = [(g.roll_actions[v], g.move_faces.count(v) / len(g.move_faces)) for v in g.roll_values]
    # the battle dice: outcomes are sorted multisets of faces
    battle = content["dice"]["battle"]
    g.battle_faces = list(battle)
    g.face_order = [f for f in BATTLE_FACES if f in battle]
    g.battle_outcomes = {}
    for k in range(1, g.max_dice + 1):
        outs = []
        for combo in combinations_with_replacement(g.face_order, k):
            p = factorial(k)
            for f in g.face_order:
                p //= factorial(combo.count(f))
            for f in combo:
                p *= battle.count(f)
            outs.append((BattleRoll(combo), p / len(battle) ** k))
        g.battle_outcomes[k] = outs
    g.battle_sets = {k: {a.faces for a, _ in outs} for k, outs in g.battle_outcomes.items()}
    # the cards (section 2.2): kinds in order of first appearance
    basic = content["cards"]["basic"]
    advanced = content["cards"]["advanced"]
    ids: list[str] = []
    for c in (*basic, *advanced):
        if c not in ids:
            ids.append(c)
    g.card_ids = ids
    g.card_index = {c: k for k, c in enumerate(ids)}
    g.card_type = []
    g.card_arg = []  # letter: room; DRAW: extra cards; LOCK: colour index
    for c in ids:
        if c in b.room_ids:
            g.card_type.append(LETTER)
            g.card_arg.append(b.room_ids.index(c))
        elif c == SHUFFLE:
            g.card_type.append(SHUFFLE_CARD)
            g.card_arg.append(0)
        elif DRAW_RE.match(c):
            g.card_type.append(DRAW_CARD)
            g.card_arg.append(int(DRAW_RE.match(c).group(1)))
        else:
            g.card_type.append(LOCK_CARD)
            g.card_arg.append(b.colour_index(LOCK_RE.match(c).group(1).lower()))
    g.deck_basic = [basic.count(c) for c in ids]
    g.deck_advanced = [basic.count(c) + advanced.count(c) for c in ids]
    g.draw_actions = [DrawCard(c) for c in ids]
    g.move_actions = [Move(nid) for nid in b.node_ids]
    g.place_actions = [PlaceJewel(j) for j in range(1, g.jewel_count + 1)]
