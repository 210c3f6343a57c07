"""Don't Go In There: what each curse type asks of its owner, and how far a player is toward
it, from the game's own numbers (data/games/dont_go_in_there.yaml) and a seat's view only
(rules/dont_go_in_there.md, DG-30 to DG-41, DG-17, D-4).

Pure Python (no pygame): the table's collections, its inspect tips, the notes, the coach and
the tests read the same progress. Nothing here decides a rule; it reads what the rules will
do to the cards a player holds face up (a set one card short, a Clock total, the Cat's
ghost limit), and says it as :class:`~ghostparlor.core.strings.Words` (words in the
language chosen when shown).

Hidden information stays hidden: another seat's ghost count is read from the view, which
holds None when the seat may not know it (D-9).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ghostparlor.core.strings import Words

GAME = "dont_go_in_there"
K = GAME + ".progress."

# the rule of each curse type and room (rules/dont_go_in_there.md, section 4)
RULE_OF_CURSE = {
    "amulet": "DG-30", "cat": "DG-31", "clock": "DG-32", "doll": "DG-33", "holy_water": "DG-34", "mask": "DG-35",
    "mirror": "DG-36", "music_box": "DG-37", "portrait": "DG-38", "ring": "DG-39", "tome": "DG-40", "twin": "DG-41",
}
RULE_OF_ROOM = {"attic": "DG-20", "nursery": "DG-21", "basement": "DG-22", "hallway": "DG-23", "library": "DG-24",
                "secret_passage": "DG-25"}


def curse_of(card: str) -> str:
    return card.rpartition("_")[0]


def value_of(card: str) -> int:
    try:
        return int(card.rpartition("_")[2])
    except ValueError:
        return 0


def _or(values) -> Words | str:
    """Values said as alternatives: "2", "2 or 3", "1, 2 or 3" in the language shown."""
    values = [str(v) for v in values]
    if not values:
        return ""
    said: Words | str = values[-1]
    for v in reversed(values[:-1]):
        said = Words(K + "or", a=v, b=said)
    return said


def _pairs(game) -> str:
    """The Amulet's pairs from the content: "1→2, 2→3, 3→4" (DG-30)."""
    return ", ".join(f"{v}→{w}" for v, w in game.param("amulet", "dispels_value"))


def goal_params(game, curse: str) -> dict[str, Any]:
    """The numbers the type's texts say, read from the content (never written in a text)."""
    p = game.curse_params.get(curse, {})
    if curse == "amulet":
        return {"pairs": _pairs(game)}
    if curse == "cat":
        return {"limit": p["ghost_limit"], "keep": p["keep"]}
    if curse == "clock":
        return {"threshold": p["threshold"], "dispel": p["dispel"]}
    if curse == "doll":
        return {"target": p["target"]}
    if curse == "holy_water":
        return {"set": p["set"], "divisor": p["discard_divisor"]}
    if curse == "mirror":
        return {"ghosts": p["ghosts"], "set": p["set"]}
    if curse == "music_box":
        return {"dispel": p["dispel"]}
    if curse == "portrait":
        return {"per": p["per"]}
    if curse in ("ring", "tome", "twin"):
        return {"set": p["set"]}
    return {}


def goal_words(game, curse: str) -> Words:
    """What the type does, in a sentence (``dont_go_in_there.goal.<type>``)."""
    return Words(f"{GAME}.goal.{curse}", **goal_params(game, curse))


def card_line(game, curse: str) -> Words:
    """The one-line effect printed on a card of the type (``dont_go_in_there.card_line.<type>``)."""
    return Words(f"{GAME}.card_line.{curse}", **goal_params(game, curse))


@dataclass(frozen=True)
class Progress:
    """One type in a player's collection: the values face up and dispelled (face down), and
    how far the player is toward what the type does (``key``: ``dont_go_in_there.progress.<key>``,
    with a shorter ``<key>_short`` for narrow rows)."""

    curse: str
    up: tuple[int, ...]
    down: tuple[int, ...]
    key: str
    params: dict = field(default_factory=dict)
    ready: bool = False  # the next card of the type (or the end) fires its effect

    @property
    def rule(self) -> str:
        return RULE_OF_CURSE.get(self.curse, "DG-17")

    def words(self, short: bool = False) -> Words:
        return Words(K + self.key + ("_short" if short else ""), **self.params)


def _doll_completions(game, up: tuple[int, ...]) -> list[int]:
    """DG-33: the values whose next Doll would make a face-up set of exactly the target."""
    t = game.type_index.get("doll", -1)
    if t < 0:
        return []
    lo = t * game.V
    kinds = [lo + game.values.index(v) for v in up if v in game.values]
    out = []
    for i, v in enumerate(game.values):
        if sum(1 for x in up if x == v) >= game.copies[i]:
            continue  # both copies are already face up here
        new = lo + i
        if game.doll_sets(sorted(kinds + [new]), new):
            out.append(v)
    return out


def progress(game, view, seat: int, curse: str) -> Progress:
    """How far ``seat`` is toward what ``curse`` does, from ``view`` alone."""
    up = tuple(sorted(value_of(c) for c in view.tableaux[seat] if curse_of(c) == curse))
    down = tuple(sorted(value_of(c) for c in view.dispelled[seat] if curse_of(c) == curse))
    n = len(up)
    p = goal_params(game, curse)

    def make(key: str, ready: bool = False, **params) -> Progress:
        return Progress(curse, up, down, key, params, ready)

    if view.phase == "over":  # DG-13, DG-14: every effect is done; what still counts (DG-1)
        return make("final", curses=sum(up))
    if curse in ("mirror", "ring"):  # DG-36, DG-39: a set of face-up cards
        return make("set", n + 1 >= p["set"], n=n, set=p["set"])
    if curse == "twin":  # DG-41: another of a value held makes a pair
        if not up:
            return make("twin_none", set=p["set"])
        return make("twin_needs", True, values=_or(sorted(set(up))))
    if curse == "doll":  # DG-33
        if not up:
            return make("doll_none", target=p["target"])
        need = _doll_completions(game, up)
        if need:
            return make("doll_needs", True, values=_or(need), target=p["target"])
        return make("doll_far", total=sum(up), target=p["target"])
    if curse in ("holy_water", "tome"):  # DG-34, DG-40: every multiple of the set
        k = n % p["set"]
        return make(f"{curse}_count", k + 1 == p["set"], k=k, **p)
    if curse == "clock":  # DG-32, D-14
        if view.clock_used_by is not None:
            mine = view.clock_used_by == seat
            return make("clock_mine" if mine else "clock_spent", threshold=p["threshold"])
        total = sum(up)
        return make("clock_total", total + max(game.values) >= p["threshold"], total=total, **p)
    if curse == "cat":  # DG-31: the ghosts at the end
        ghosts = view.ghosts[seat]
        if ghosts is None:  # D-9: hidden from this viewer
            return make("cat_unknown", n > p["keep"], **p)
        if ghosts <= p["limit"]:
            return make("cat_keeps", n > p["keep"], ghosts=ghosts, **p)
        return make("cat_over", ghosts=ghosts, **p)
    if curse == "amulet":  # DG-30
        t = game.type_index["amulet"]
        lo = t * game.V
        kinds = [lo + game.values.index(v) for v in up]
        hit = sorted(game.value_of[k] for k in game.amulet_targets(kinds))
        if hit:
            return make("amulet_hits", True, curses=sum(hit), values=", ".join(map(str, hit)))
        partners = sorted({w for v, w in game.param("amulet", "dispels_value") if v in up}
                          | {v for v, w in game.param("amulet", "dispels_value") if w in up})
        return make("amulet_needs", values=_or(partners), pairs=p["pairs"])
    if curse == "music_box":  # DG-37: the highest totals, compared with everybody's (public)
        totals = [sum(value_of(c) for c in tab if curse_of(c) == curse) for tab in view.tableaux]
        top = max(totals)
        mine = totals[seat]
        if mine and mine == top:
            return make("music_top", True, total=mine, **p)
        return make("music_below", total=mine, top=top, **p)
    if curse == "portrait":  # DG-38
        drop = n // p["per"]
        if drop:
            return make("portrait_drops", True, count=drop, curses=sum(up[-drop:]), per=p["per"])
        return make("portrait_count", k=n % p["per"], per=p["per"])
    if curse == "mask":  # DG-35
        return make("mask_next", n=n + 1)
    return make("plain")


def collection(game, view, seat: int) -> list[Progress]:
    """Every type ``seat`` holds a card of (face up or dispelled), the types in play first."""
    held = [curse_of(c) for c in view.tableaux[seat]] + [curse_of(c) for c in view.dispelled[seat]]
    order = [c for c in view.types if c in held] + sorted({c for c in held if c not in view.types})
    return [progress(game, view, seat, c) for c in order]
