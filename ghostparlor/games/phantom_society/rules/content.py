"""PS-13, PS-14, D-8, section 2: the YAML schema of The Phantom Society
(data/games/phantom_society.yaml) and the checks of its content.
"""

from __future__ import annotations

from ghostparlor.core.content import Check, Int, ListOf, Mapping, Problems, Str, load_game_spec
from ghostparlor.core.protocol import GameSpec
from ghostparlor.games.phantom_society.rules.state import GAME_ID, MODES, SLOTS
from ghostparlor.resources import data_path


SLOT_MAP = Mapping({name: Int(minimum=1, maximum=8) for name in SLOTS})


def content_fields() -> dict:
    return {
        "board": Mapping({"columns": Int(minimum=1, maximum=26), "rows": Int(minimum=1, maximum=26)}),
        "tiles_per_colour": Int(minimum=1),
        "tile_values": Mapping({"min": Int(minimum=0), "max": Int(minimum=0)}),
        "colours": ListOf(Mapping({"id": Str(), "tiles": ListOf(Int(minimum=0), min_len=1)}), min_len=2, unique="id"),
        "ghosts_per_master": Int(minimum=1),
        "first_placement_slot": Str(choices=SLOTS),
        "fixed_slot_colours": Mapping({name: Str() for name in SLOTS}),
        "setups": ListOf(
            Mapping(
                {
                    "players": Int(minimum=1, maximum=8),
                    "target": Int(minimum=1),
                    "teams": ListOf(ListOf(Int(minimum=1, maximum=8), min_len=1), min_len=2, max_len=2),
                    "roles": ListOf(SLOT_MAP, min_len=2, max_len=2),
                }
            ),
            min_len=1,
            unique="players",
        ),
        "objective_piles": Mapping(
            {
                "cards_per_pile": Int(minimum=2),
                "piles": ListOf(
                    Mapping({"id": Str(), "tens": ListOf(Int(minimum=0), min_len=1), "thousands": ListOf(Int(minimum=0), min_len=1)}),
                    unique="id",
                ),
            }
        ),
    }


def check_tiles(data: dict, problems: Problems) -> None:
    """Every colour has tiles_per_colour tiles within tile_values; the tiles fill the board; one ghost per colour."""
    per = data["tiles_per_colour"]
    low, high = data["tile_values"]["min"], data["tile_values"]["max"]
    if low > high:
        problems.add(("tile_values",), f"min {low} is more than max {high}")
    total = 0
    for i, colour in enumerate(data["colours"]):
        tiles = colour["tiles"]
        if len(tiles) != per:
            problems.add(("colours", i, "tiles"), f"expected {per} tiles, found {len(tiles)}")
        for j, value in enumerate(tiles):
            if not low <= value <= high:
                problems.add(("colours", i, "tiles", j), f"value {value} is outside {low}..{high} (tile_values)")
        total += len(tiles)
    board = data["board"]
    squares = board["columns"] * board["rows"]
    if total != squares:
        problems.add(("board",), f"{board['columns']}x{board['rows']} = {squares} squares, but the colours have {total} tiles")
    colours = len(data["colours"])
    per_master = data["ghosts_per_master"]
    if colours != 2 * per_master:
        problems.add(("ghosts_per_master",), f"{per_master} ghosts for each of 2 masters is {2 * per_master}, but there are {colours} colours (one ghost each)")
    if colours != len(SLOTS):
        problems.add(("colours",), f"expected {len(SLOTS)} colours (one per role slot), found {colours}")
    ids = [c["id"] for c in data["colours"]]
    fixed = data["fixed_slot_colours"]
    seen: dict[str, str] = {}
    for slot in SLOTS:
        colour = fixed[slot]
        if colour not in ids:
            problems.add(("fixed_slot_colours", slot), f"unknown colour {colour!r} (colours: {', '.join(ids)})")
        elif colour in seen:
            problems.add(("fixed_slot_colours", slot), f"colour {colour!r} is already the colour of {seen[colour]}")
        else:
            seen[colour] = slot


def check_setups(data: dict, problems: Problems) -> None:
    """One set-up per player count; teams split the seats; each role layout gives the G slots to the
    ghost team and the H slots to the other team, uses every seat, and has 1 or 2 masters."""
    players = data["players"]
    counts = {s["players"]: i for i, s in enumerate(data["setups"])}
    for n in range(players["min"], players["max"] + 1):
        if n not in counts:
            problems.add(("setups",), f"no set-up for {n} players (players {players['min']}..{players['max']})")
    for i, setup in enumerate(data["setups"]):
        n = setup["players"]
        path = ("setups", i)
        if not players["min"] <= n <= players["max"]:
            problems.add(path + ("players",), f"{n} is outside players {players['min']}..{players['max']}")
            continue
        teams = setup["teams"]
        seats = [seat for team in teams for seat in team]
        if sorted(seats) != list(range(1, n + 1)):
            problems.add(path + ("teams",), f"the teams must hold each seat 1..{n} once, found {seats}")
            continue
        for ghosts, roles in enumerate(setup["roles"]):
            where = path + ("roles", ghosts)
            masters = {roles["G1"], roles["G2"]}
            hunters = {roles["H1"], roles["H2"]}
            for slot in SLOTS:
                seat = roles[slot]
                want = teams[ghosts] if slot[0] == "G" else teams[1 - ghosts]
                if seat not in want:
                    side = "ghost" if slot[0] == "G" else "hunter"
                    problems.add(where + (slot,), f"seat {seat} is not in team {ghosts + 1 if side == 'ghost' else 2 - ghosts}, which plays the {side}s here")
            if masters | hunters != set(range(1, n + 1)):
                missing = sorted(set(range(1, n + 1)) - masters - hunters)
                problems.add(where, f"seat(s) {missing} have no role")


def check_piles(data: dict, problems: Problems) -> None:
    """PS-14: two piles of cards_per_pile cards; tens are multiples of 10, thousands 0..9; D-8: no bid of one pile equals a bid of the other."""
    piles = data["objective_piles"]
    if len(piles["piles"]) != 2:
        problems.add(("objective_piles", "piles"), f"expected 2 piles (one per team), found {len(piles['piles'])}")
        return
    per = piles["cards_per_pile"]
    sums = []
    for i, pile in enumerate(piles["piles"]):
        cards = len(pile["tens"]) + len(pile["thousands"])
        if cards != per:
            problems.add(("objective_piles", "piles", i), f"expected {per} cards (tens + thousands), found {cards}")
        for j, value in enumerate(pile["tens"]):
            if value % 10:
                problems.add(("objective_piles", "piles", i, "tens", j), f"{value} is not a tens card (a multiple of 10)")
        for j, value in enumerate(pile["thousands"]):
            if value > 9:
                problems.add(("objective_piles", "piles", i, "thousands", j), f"{value} is not a thousands card (0..9)")
        sums.append({a + b for a in pile["tens"] for b in pile["thousands"]})
    both = sorted(sums[0] & sums[1])
    if both:
        problems.add(("objective_piles", "piles", 1), f"bids {both} are possible with both piles: a tie could happen (D-8)")


OPTION_RULES = {
    "mode": ("choice", MODES),
    "tournament_games": ("int", None),
    "first_master": ("choice", ("G1", "G2")),
    "tile_colours": ("choice", ("random", "fixed")),
}


def check_options(data: dict, problems: Problems) -> None:
    """The options the rules read exist, with the kind and choices the code knows."""
    options = data["options"]
    for name, (kind, allowed) in OPTION_RULES.items():
        if name not in options:
            problems.add(("options",), f"missing option {name!r}")
            continue
        opt = options[name]
        if opt["kind"] != kind:
            problems.add(("options", name, "kind"), f"expected {kind!r}, found {opt['kind']!r}")
            continue
        for i, choice in enumerate(opt.get("choices", ())):
            if allowed is not None and choice not in allowed:
                problems.add(("options", name, "choices", i), f"{choice!r} is not one of {', '.join(allowed)}")
        if kind == "int" and opt.get("min", 0) < 1:
            problems.add(("options", name), "a tournament needs a minimum of at least 1 game (min: 1)")


CHECKS: tuple[Check, ...] = (check_tiles, check_setups, check_piles, check_options)


def load_spec(data_dir=None) -> GameSpec:
    path = (data_dir / "games" / f"{GAME_ID}.yaml") if data_dir is not None else data_path("games", f"{GAME_ID}.yaml")
    return load_game_spec(GAME_ID, path, content_fields(), CHECKS)
