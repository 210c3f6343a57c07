"""S-1 to S-4, DG-9, DG-11, DG-13, DG-20 to DG-41, D-12: the content schema of Don't Go
In There (data/games/dont_go_in_there.yaml) and its checks: constants, dice, the card
template, the 12 curse types and their numbers, the rooms, the boards and the set-up per
player count. The behaviour of each curse type and room is code; their numbers are content.
"""

from __future__ import annotations

from math import comb

from ghostparlor.core.content import Bool, Check, Int, ListOf, Mapping, Problems, Str, load_game_spec
from ghostparlor.core.protocol import GameSpec
from ghostparlor.resources import data_path

from .state import BLANK, GAME_ID, GHOST

# The behaviour of each curse type and room is code; their numbers are content.
# type id -> (timing, parameter names, rule ID)
CURSE_RULES: dict[str, tuple[str, tuple[str, ...], str]] = {
    "amulet": ("end", ("dispels_value",), "DG-30"),
    "cat": ("end", ("ghost_limit", "keep"), "DG-31"),
    "clock": ("immediate", ("threshold", "dispel"), "DG-32"),
    "doll": ("immediate", ("target", "set_priority"), "DG-33"),
    "holy_water": ("immediate", ("set", "discard_divisor"), "DG-34"),
    "mask": ("immediate", (), "DG-35"),
    "mirror": ("immediate", ("ghosts", "set"), "DG-36"),
    "music_box": ("end", ("dispel",), "DG-37"),
    "portrait": ("end", ("per",), "DG-38"),
    "ring": ("immediate", ("set",), "DG-39"),
    "tome": ("immediate", ("set",), "DG-40"),
    "twin": ("immediate", ("set",), "DG-41"),
}
CURSE_PARAMS = sorted({p for _, params, _ in CURSE_RULES.values() for p in params})
END_ORDER = ("amulet", "cat", "music_box", "portrait")  # DG-14

# room id -> (timing, parameter names, rule ID)
ROOM_RULES: dict[str, tuple[str, tuple[str, ...], str]] = {
    "attic": ("placement", ("space", "ghosts"), "DG-20"),
    "nursery": ("placement", ("space", "discard"), "DG-21"),
    "basement": ("roll", ("rerolls",), "DG-22"),
    "hallway": ("roll", ("dice_turned",), "DG-23"),
    "library": ("claim", ("sort_ascending", "slot_ghosts"), "DG-24"),
    "secret_passage": ("resolution", ("face_down_slot",), "DG-25"),
}
ROOM_PARAMS = sorted({p for _, params, _ in ROOM_RULES.values() for p in params})


def content_fields() -> dict:
    curse_fields = {
        "id": Str(),
        "timing": Str(choices=("immediate", "end")),
        "dispels_value": ListOf(ListOf(Int(minimum=1), min_len=2, max_len=2)),
        "ghost_limit": Int(minimum=0),
        "keep": Int(minimum=0),
        "threshold": Int(minimum=1),
        "dispel": Int(minimum=1),
        "target": Int(minimum=1),
        "set_priority": ListOf(ListOf(Int(minimum=1), min_len=1), min_len=1),
        "set": Int(minimum=1),
        "discard_divisor": Int(minimum=1),
        "ghosts": Int(minimum=0),
        "per": Int(minimum=1),
    }
    room_fields = {
        "id": Str(),
        "timing": Str(choices=("placement", "roll", "claim", "resolution")),
        "space": Int(minimum=1),
        "ghosts": Int(minimum=0),
        "discard": Int(minimum=0),
        "rerolls": Int(minimum=0),
        "dice_turned": Int(minimum=0),
        "sort_ascending": Bool(),
        "slot_ghosts": ListOf(Int(), min_len=1),
        "face_down_slot": Int(minimum=1),
    }
    return {
        "constants": Mapping(
            {
                "spaces_per_room": Int(minimum=1, maximum=10),
                "flashlights": ListOf(Int(minimum=0), min_len=1),
                "cards_per_room": Int(minimum=1, maximum=10),
                "resolve_at_meeples": Int(minimum=1, maximum=10),
                "meeples_per_player": Int(minimum=1),
                "turns_per_player": Int(minimum=1),
                "start_ghosts": Int(minimum=0),
                "penalty_divisor": Int(minimum=1),
            }
        ),
        "dice": Mapping({"count": Int(minimum=1, maximum=30), "faces": ListOf(Str(choices=(GHOST, BLANK)), min_len=1)}),
        "cards": Mapping(
            {
                "per_type": Int(minimum=1),
                "template": ListOf(
                    Mapping({"value": Int(minimum=1), "copies": Int(minimum=1), "dice": Int(minimum=0)}),
                    min_len=1,
                    unique="value",
                ),
            }
        ),
        "curses": ListOf(Mapping(curse_fields, optional=tuple(CURSE_PARAMS)), min_len=1, unique="id"),
        "boards": ListOf(ListOf(Str(), min_len=2, max_len=2), min_len=1),
        "rooms": ListOf(Mapping(room_fields, optional=tuple(ROOM_PARAMS)), min_len=1, unique="id"),
        "setup": ListOf(
            Mapping({"players": Int(minimum=1), "types": Int(minimum=1), "removed": Int(minimum=0), "deck": Int(minimum=1)}),
            min_len=1,
            unique="players",
        ),
    }


def check_constants(data: dict, problems: Problems) -> None:
    const = data["constants"]
    spaces = const["spaces_per_room"]
    if len(const["flashlights"]) != spaces:
        problems.add(("constants", "flashlights"), f"expected {spaces} entries (one per space), found {len(const['flashlights'])}")
    at = const["resolve_at_meeples"]
    if at != const["cards_per_room"]:
        problems.add(("constants", "resolve_at_meeples"), f"must equal cards_per_room ({const['cards_per_room']}): each meeple takes one card (DG-10)")
    if at > spaces:
        problems.add(("constants", "resolve_at_meeples"), f"{at} meeples cannot fit on {spaces} spaces")
    boards = len(data["boards"])
    need = boards * (at - 1) + 1
    if const["meeples_per_player"] < need:
        problems.add(
            ("constants", "meeples_per_player"),
            f"{const['meeples_per_player']} is too few: a seat can have {need - 1} meeples on the boards and must still place one (D-12); need at least {need}",
        )


def check_cards(data: dict, problems: Problems) -> None:
    cards = data["cards"]
    template = cards["template"]
    copies = sum(e["copies"] for e in template)
    if copies != cards["per_type"]:
        problems.add(("cards", "per_type"), f"the template adds up to {copies} cards, not {cards['per_type']}")
    values = [e["value"] for e in template]
    if values != sorted(values):
        problems.add(("cards", "template"), "list the values in ascending order")
    per_room = data["constants"]["cards_per_room"]
    icons = sorted((e["dice"] for e in template for _ in range(e["copies"])), reverse=True)
    most = sum(icons[:per_room])
    if most > data["dice"]["count"]:
        problems.add(("dice", "count"), f"{per_room} cards can show {most} dice icons, more than the {data['dice']['count']} dice")


def check_curses(data: dict, problems: Problems) -> None:
    template = {e["value"]: e["copies"] for e in data["cards"]["template"]}
    for i, curse in enumerate(data["curses"]):
        cid = curse["id"]
        path = ("curses", i)
        rule = CURSE_RULES.get(cid)
        if rule is None:
            problems.add(path + ("id",), f"unknown curse type {cid!r}: the rules know {', '.join(CURSE_RULES)}")
            continue
        timing, params, rule_id = rule
        if curse["timing"] != timing:
            problems.add(path + ("timing",), f"{cid} is an {'end-of-game' if timing == 'end' else 'immediate'} effect ({rule_id}), not {curse['timing']!r}")
        for p in params:
            if p not in curse:
                problems.add(path, f"missing key {p!r} ({cid}, {rule_id})")
        for p in CURSE_PARAMS:
            if p in curse and p not in params:
                problems.add(path + (p,), f"{p!r} is not a parameter of {cid} ({rule_id})")
        if cid == "amulet" and "dispels_value" in curse:
            for j, (v, w) in enumerate(curse["dispels_value"]):
                for x in (v, w):
                    if x not in template:
                        problems.add(path + ("dispels_value", j), f"value {x} is not a card value (values: {', '.join(map(str, template))})")
        if cid == "doll" and "set_priority" in curse and "target" in curse:
            for j, group in enumerate(curse["set_priority"]):
                if sum(group) != curse["target"]:
                    problems.add(path + ("set_priority", j), f"the set {group} adds up to {sum(group)}, not the target {curse['target']}")
                for v in set(group):
                    if v not in template:
                        problems.add(path + ("set_priority", j), f"value {v} is not a card value")
                    elif group.count(v) > template[v]:
                        problems.add(path + ("set_priority", j), f"the set needs {group.count(v)} Dolls of value {v}, but there are only {template[v]}")
    ids = [c["id"] for c in data["curses"]]
    if "tome" in ids and len(ids) < 2:
        problems.add(("curses",), "the Tome needs another type to name (D-5)")


def check_rooms(data: dict, problems: Problems) -> None:
    const = data["constants"]
    for i, room in enumerate(data["rooms"]):
        rid = room["id"]
        path = ("rooms", i)
        rule = ROOM_RULES.get(rid)
        if rule is None:
            problems.add(path + ("id",), f"unknown room {rid!r}: the rules know {', '.join(ROOM_RULES)}")
            continue
        timing, params, rule_id = rule
        if room["timing"] != timing:
            problems.add(path + ("timing",), f"the {rid} acts at {timing!r} ({rule_id}), not {room['timing']!r}")
        for p in params:
            if p not in room:
                problems.add(path, f"missing key {p!r} ({rid}, {rule_id})")
        for p in ROOM_PARAMS:
            if p in room and p not in params:
                problems.add(path + (p,), f"{p!r} is not a parameter of the {rid} ({rule_id})")
        if "space" in room and room["space"] > const["spaces_per_room"]:
            problems.add(path + ("space",), f"space {room['space']} does not exist (spaces 1..{const['spaces_per_room']})")
        if "slot_ghosts" in room and len(room["slot_ghosts"]) != const["cards_per_room"]:
            problems.add(path + ("slot_ghosts",), f"expected {const['cards_per_room']} entries (one per slot), found {len(room['slot_ghosts'])}")
        if "face_down_slot" in room and room["face_down_slot"] > const["cards_per_room"]:
            problems.add(path + ("face_down_slot",), f"slot {room['face_down_slot']} does not exist (slots 1..{const['cards_per_room']})")


def check_boards(data: dict, problems: Problems) -> None:
    known = {r["id"] for r in data["rooms"]}
    where: dict[str, tuple] = {}
    for i, sides in enumerate(data["boards"]):
        for j, rid in enumerate(sides):
            if rid not in known:
                problems.add(("boards", i, j), f"unknown room {rid!r} (rooms: {', '.join(r['id'] for r in data['rooms'])})")
            elif rid in where:
                problems.add(("boards", i, j), f"room {rid!r} is already a side of board {where[rid][0] + 1}")
            else:
                where[rid] = (i, j)
    for i, room in enumerate(data["rooms"]):
        if room["id"] not in where:
            problems.add(("rooms", i, "id"), f"room {room['id']!r} is on no board")


def check_setup(data: dict, problems: Problems) -> None:
    players = data["players"]
    const = data["constants"]
    per_type = data["cards"]["per_type"]
    ntypes = len(data["curses"])
    seen = set()
    for i, row in enumerate(data["setup"]):
        path = ("setup", i)
        n = row["players"]
        seen.add(n)
        if not players["min"] <= n <= players["max"]:
            problems.add(path + ("players",), f"{n} players is outside players {players['min']}..{players['max']}")
            continue
        if row["types"] > ntypes:
            problems.add(path + ("types",), f"{row['types']} types, but only {ntypes} curse types exist")
        cards = row["types"] * per_type - row["removed"]
        if cards != row["deck"]:
            problems.add(path + ("deck",), f"{row['types']} types x {per_type} cards - {row['removed']} removed = {cards}, not {row['deck']}")
            continue
        if row["deck"] != const["turns_per_player"] * n:
            problems.add(path + ("deck",), f"{row['deck']} cards for {n} players is not {const['turns_per_player']} cards each (DG-13)")
        if row["deck"] % const["cards_per_room"]:
            problems.add(path + ("deck",), f"{row['deck']} is not a multiple of {const['cards_per_room']} (DG-11)")
        if row["deck"] < len(data["boards"]) * const["cards_per_room"]:
            problems.add(path + ("deck",), f"{row['deck']} cards cannot fill {len(data['boards'])} rooms (S-4)")
    missing = [n for n in range(players["min"], players["max"] + 1) if n not in seen]
    if missing:
        problems.add(("setup",), f"no row for {', '.join(map(str, missing))} players")


CHECKS: tuple[Check, ...] = (check_constants, check_cards, check_curses, check_rooms, check_boards, check_setup)


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)


def binomial(dice: int, p: float) -> list[float]:
    return [comb(dice, g) * p**g * (1 - p) ** (dice - g) for g in range(dice + 1)]


# --- the game ----------------------------------------------------------------
