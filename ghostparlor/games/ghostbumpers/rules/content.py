"""Section 1 and 2, GB-24, GB-25 and D-13: the content (data/games/ghostbumpers.yaml): card
counts, cards removed per player count, hand size, character sets, rounds, paranoia points
and the target-score variant's numbers, with the checks the schema cannot say.
"""

from __future__ import annotations

from typing import Any

from ghostparlor.core.content import Check, Int, Mapping, Problems, Schema, load_game_spec, type_name
from ghostparlor.core.protocol import GameSpec
from ghostparlor.resources import data_path

GAME_ID = "ghostbumpers"



class IntKeyed(Schema):
    """A mapping whose keys are whole numbers (YAML ``{3: 6, 4: 8}``), each value of one schema.

    ``keys`` (when given) is the exact set of keys required."""

    def __init__(self, value: Schema, keys: tuple[int, ...] | None = None, what: str = "key") -> None:
        self.value = value
        self.keys = keys
        self.what = what

    def check(self, value: Any, path: tuple, problems: Problems) -> bool:
        if not isinstance(value, dict):
            problems.add(path, f"expected a mapping, found {type_name(value)}")
            return False
        ok = True
        for key, item in value.items():
            if isinstance(key, bool) or not isinstance(key, int):
                problems.add(path + (str(key),), f"key {key!r} must be a whole number")
                ok = False
                continue
            if self.keys is not None and key not in self.keys:
                problems.add(path + (str(key),), f"unexpected {self.what} {key} (expected {', '.join(map(str, self.keys))})")
                ok = False
            ok = self.value.check(item, path + (str(key),), problems) and ok
        if self.keys is not None:
            missing = [k for k in self.keys if k not in value]
            if missing:
                problems.add(path, f"missing {self.what} {', '.join(map(str, missing))}")
                ok = False
        return ok


def content_fields() -> dict:
    return {
        "monster_cards": Mapping(
            {
                "counts": IntKeyed(Int(minimum=0, maximum=99), keys=tuple(range(1, 10)), what="value"),
                "zero_ten": Int(minimum=0, maximum=1),
                "total": Int(minimum=1),
                "extra_reveal_value": Int(minimum=1, maximum=9),
            }
        ),
        "removed_per_value_1_to_9": IntKeyed(Int(minimum=0), what="player count"),
        "hand_size": Int(minimum=1, maximum=9),
        "character_set": Mapping({"unafraid": Int(minimum=0, maximum=20), "scared": Int(minimum=1, maximum=1), "sets": Int(minimum=1)}),
        "rounds_by_players": IntKeyed(Int(minimum=1, maximum=100), what="player count"),
        "paranoia_points": Int(minimum=0),
        "target_score_default": Int(minimum=1),
        "target_round_cap": Int(minimum=1),
    }


def check_content(data: dict, problems: Problems) -> None:
    """What the schema cannot say: totals that add up, per-player-count tables complete,
    enough cards and character sets for every player count."""
    cards = data["monster_cards"]
    counts = cards["counts"]
    total = sum(counts.values()) + cards["zero_ten"]
    if total != cards["total"]:
        problems.add(("monster_cards", "total"), f"the values 1-9 and the 0/10 card add up to {total} cards, not {cards['total']}")
    low, high = data["players"]["min"], data["players"]["max"]
    wanted = list(range(low, high + 1))
    for table in ("removed_per_value_1_to_9", "rounds_by_players"):
        given = data[table]
        missing = [n for n in wanted if n not in given]
        if missing:
            problems.add((table,), f"no entry for {', '.join(map(str, missing))} players (players {low}-{high})")
        for n in given:
            if n not in wanted:
                problems.add((table, str(n)), f"{n} players is outside players {low}-{high}")
    hand = data["hand_size"]
    for n, removed in data["removed_per_value_1_to_9"].items():
        short = [v for v in sorted(counts) if counts[v] < removed]
        if short:
            problems.add(("removed_per_value_1_to_9", str(n)), f"removing {removed} of every value leaves fewer than none of value {short[0]} (it has {counts[short[0]]})")
            continue
        deck = total - 9 * removed
        if n * hand > deck:
            problems.add(("removed_per_value_1_to_9", str(n)), f"{n} players x {hand} cards is more than the {deck} cards left")
    if data["character_set"]["sets"] < high:
        problems.add(("character_set", "sets"), f"{data['character_set']['sets']} character sets are too few for {high} players")
    if cards["extra_reveal_value"] not in counts or counts[cards["extra_reveal_value"]] == 0:
        problems.add(("monster_cards", "extra_reveal_value"), f"no card of value {cards['extra_reveal_value']} is in the box")


CHECKS: tuple[Check, ...] = (check_content,)


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)

