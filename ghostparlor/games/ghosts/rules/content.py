"""Section 2 and S-4: the components of Ghosts as content (data/games/ghosts.yaml).

The YAML schema (constants and the deck: families, values, Fog), its cross-checks
(every family has its cards, no card above the GH-6 cap, the total adds up, a full
table can be dealt) and :func:`load_spec`.
"""

from __future__ import annotations

from ghostparlor.core.content import Check, Int, ListOf, Mapping, Problems, Str, load_game_spec
from ghostparlor.core.protocol import GameSpec
from ghostparlor.resources import data_path

GAME_ID = "ghosts"


def content_fields() -> dict:
    return {
        "constants": Mapping(
            {
                "hand_size": Int(minimum=1, maximum=20),
                "fear_cap": Int(minimum=1),
                "rounds": Int(minimum=1, maximum=20),
                "start_fp": Int(minimum=0),
                "relief_max": Int(minimum=0),
            }
        ),
        "deck": Mapping(
            {
                "cards_per_family": Int(minimum=1),
                "families": ListOf(
                    Mapping({"id": Str(), "symbol": Str(), "cards": ListOf(Int(minimum=1))}),
                    min_len=2,
                    unique="id",
                ),
                "fog": Int(minimum=0),
                "total": Int(minimum=1),
            }
        ),
    }


def check_deck(data: dict, problems: Problems) -> None:
    deck = data["deck"]
    per_family = deck["cards_per_family"]
    total = deck["fog"]
    cap = data["constants"]["fear_cap"]
    for i, family in enumerate(deck["families"]):
        cards = family["cards"]
        if len(cards) != per_family:
            problems.add(("deck", "families", i, "cards"), f"expected {per_family} cards, found {len(cards)}")
        for j, value in enumerate(cards):
            if value > cap:
                problems.add(("deck", "families", i, "cards", j), f"value {value} is above the fear cap {cap}: the card could never be played")
        total += len(cards)
    if total != deck["total"]:
        problems.add(("deck", "total"), f"the families and Fog add up to {total} cards, not {deck['total']}")
    players_max = data["players"]["max"]
    hand = data["constants"]["hand_size"]
    if players_max * hand > deck["total"]:
        problems.add(("constants", "hand_size"), f"{players_max} players x {hand} cards is more than the {deck['total']} cards of the deck")


CHECKS: tuple[Check, ...] = (check_deck,)


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)
