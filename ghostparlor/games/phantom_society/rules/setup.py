"""Section 3 (set-up), PS-13, PS-14, PS-17: the tables built from the content, a new game,
the start of each game of a tournament, and the chance steps (objective piles, tile colours).

Chance is a step: which team gets which objective pile (PS-14, PS-17) and, with
``tile_colours=random``, which colour of tiles each slot holds (section 3.2).
"""

from __future__ import annotations

import random
from itertools import permutations
from typing import Any, Sequence

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, Action, Event
from ghostparlor.games.phantom_society.rules.inference import Geometry
from ghostparlor.games.phantom_society.rules.actions import Bid, DealColours, DealPiles, Devastate, HideGhost, Hunt, PlaceTile
from ghostparlor.games.phantom_society.rules.events import ColoursDealt, PilesDealt
from ghostparlor.games.phantom_society.rules.state import (
    BID, DEAL_COLOURS, DEAL_PILES, MODES, PLACE, SLOTS, STANDARD, TOURNAMENT, PhantomSocietyState,
)


def build_tables(g) -> None:
    """Section 2, section 3: the board, the tiles, the set-ups and the objective piles as tables
    the rules read, and every action the game hands out, built once."""
    content = g.spec.content
    g.geo = geo = Geometry(content["board"]["columns"], content["board"]["rows"])
    g.size = geo.size
    g.square_names = geo.names
    g.square_index = geo.index
    g.colours: list[str] = [c["id"] for c in content["colours"]]
    g.colour_index = {c: i for i, c in enumerate(g.colours)}
    ncol = len(g.colours)
    g.ncol = ncol
    colour_of: list[int] = []
    value_of: list[int] = []
    tile_ids: list[str] = []
    full: list[int] = []
    for ci, colour in enumerate(content["colours"]):
        for value in sorted(set(colour["tiles"])):
            colour_of.append(ci)
            value_of.append(value)
            tile_ids.append(f"{colour['id']}_{value}")
            full.append(colour["tiles"].count(value))
    g.colour_of = colour_of
    g.value_of = value_of
    g.tile_ids = tile_ids
    g.tile_index = {tid: k for k, tid in enumerate(tile_ids)}
    g.kind_index = {(colour_of[k], value_of[k]): k for k in range(len(tile_ids))}
    g.full_box = full
    g.kinds_of_colour = [[k for k in range(len(tile_ids)) if colour_of[k] == c] for c in range(ncol)]
    g.colour_total = [sum(value_of[k] * full[k] for k in g.kinds_of_colour[c]) for c in range(ncol)]
    g.first_placement_slot = SLOTS.index(content["first_placement_slot"])
    g.fixed_slot_colours = [g.colour_index[content["fixed_slot_colours"][s]] for s in SLOTS]
    g.setups: dict[int, dict[str, Any]] = {}
    for setup in content["setups"]:
        g.setups[setup["players"]] = {
            "target": setup["target"],
            "teams": tuple(tuple(seat - 1 for seat in team) for team in setup["teams"]),
            "roles": tuple(tuple(r[s] - 1 for s in SLOTS) for r in setup["roles"]),
        }
    piles = content["objective_piles"]["piles"]
    g.pile_ids = [p["id"] for p in piles]
    g.pile_tens = [tuple(p["tens"]) for p in piles]
    g.pile_thousands = [tuple(p["thousands"]) for p in piles]
    g.bid_actions = [[Bid(a, b) for a in p["tens"] for b in p["thousands"]] for p in piles]
    # prebuilt actions (legal_actions hands out these objects)
    names = geo.names
    g.place_actions = [[PlaceTile(g.colours[colour_of[k]], value_of[k], names[sq]) for sq in range(geo.size)] for k in range(len(tile_ids))]
    g.hide_actions = [[HideGhost(g.colours[c], names[sq]) for sq in range(geo.size)] for c in range(ncol)]
    g.devastate_actions = [Devastate(name) for name in names]
    g.hunt_actions = [Hunt(name) for name in names]
    g.pile_deals = [DealPiles((g.pile_ids[0], g.pile_ids[1])), DealPiles((g.pile_ids[1], g.pile_ids[0]))]
    g.colour_deals = [DealColours(tuple(g.colours[c] for c in perm)) for perm in permutations(range(ncol))]
    g._fingerprints: dict[tuple, str] = {}


def new_state(g, players: int, options: dict[str, Any] | None = None) -> PhantomSocietyState:
    options = g.normalize_options(players, options)
    s = PhantomSocietyState()
    s.n = players
    s.mode = MODES.index(options["mode"])
    s.games = int(options["tournament_games"]) if s.mode == TOURNAMENT else 1
    s.first_master = SLOTS.index(options["first_master"])
    s.random_colours = options["tile_colours"] == "random"
    s.vp = [0, 0]
    s.results = []
    start_game(g, s, 1)
    return s


def start_game(g, s: PhantomSocietyState, number: int) -> None:
    """Section 3 for one game: every tile back in the box, no ghost hidden."""
    n = s.n
    s.game_number = number
    s.piles = [-1, -1]
    s.bids = [None, None]
    s.stake = 0
    s.slot_colours = [-1] * 4
    s.box = g.full_box[:]
    s.supply = [[0] * len(g.tile_ids) for _ in range(n)]
    s.board = [-1] * g.size
    s.damage = 0
    s.removed = [0] * len(g.tile_ids)
    s.set_aside = [0] * len(g.tile_ids)
    s.ghost_sq = [-1] * g.ncol
    s.owner = [-1] * g.ncol
    s.revealed = [False] * g.ncol
    s.hide_step = 0
    s.slot = 0
    s.history = []
    s.history_tiles = []
    s.winner = -1
    if s.mode == STANDARD:
        s.ghost_team = 0  # section 3.1: team 1 of the set-up plays the ghosts
        s.target = g.setups[n]["target"]  # PS-13
        s.slot_seats = list(g.setups[n]["roles"][0])
        roles_known(g, s)
    else:
        s.ghost_team = -1
        s.target = 0
        s.slot_seats = [-1] * 4
        s.phase = DEAL_PILES  # PS-14, PS-17: the piles are dealt at random before each game


def roles_known(g, s: PhantomSocietyState) -> list[Event]:
    if s.random_colours:
        s.phase = DEAL_COLOURS
        return []
    return deal_colours(g, s, g.fixed_slot_colours)


def deal_colours(g, s: PhantomSocietyState, slot_colours: Sequence[int]) -> list[Event]:
    """Section 3.2: each slot's colour; a seat filling two slots holds two colours."""
    s.slot_colours = list(slot_colours)
    for slot in range(4):
        seat = s.slot_seats[slot]
        for k in g.kinds_of_colour[slot_colours[slot]]:
            s.supply[seat][k] += s.box[k]
            s.box[k] = 0
    s.phase = PLACE
    s.slot = g.first_placement_slot  # section 3.3: a hunter (H1) places first
    return []


def teams(g, s: PhantomSocietyState) -> tuple:
    return g.setups[s.n]["teams"]


def chance_outcomes(g, s: PhantomSocietyState) -> list[tuple[Action, float]]:
    if s.phase == DEAL_PILES:
        return [(a, 0.5) for a in g.pile_deals]
    if s.phase == DEAL_COLOURS:
        p = 1.0 / len(g.colour_deals)
        return [(a, p) for a in g.colour_deals]
    return []


def sample_chance(g, s: PhantomSocietyState, rng: random.Random) -> Action:
    if s.phase == DEAL_PILES:
        return g.pile_deals[rng.randrange(2)]
    if s.phase == DEAL_COLOURS:
        return g.colour_deals[rng.randrange(len(g.colour_deals))]
    raise IllegalAction(None, g.to_move(s), "no chance step now")


def apply_deal_piles(g, s: PhantomSocietyState, action: DealPiles, events: bool) -> list[Event]:
    if s.phase != DEAL_PILES:
        raise IllegalAction(action, g.to_move(s), "the objective piles are dealt only before a Master Game")
    if action not in g.pile_deals:
        raise IllegalAction(action, CHANCE, "each team must get a different pile (D-8)")
    first = g.pile_ids.index(action.piles[0])
    s.piles = [first, 1 - first]
    s.phase = BID
    return [PilesDealt(s.game_number, tuple(action.piles))] if events else []


def apply_deal_colours(g, s: PhantomSocietyState, action: DealColours, events: bool) -> list[Event]:
    if s.phase != DEAL_COLOURS:
        raise IllegalAction(action, g.to_move(s), "tile colours are dealt only before placement")
    if action not in g.colour_deals:
        raise IllegalAction(action, CHANCE, "each slot must get a different colour")
    deal_colours(g, s, [g.colour_index[c] for c in action.colours])
    if not events:
        return []
    seat_colours = tuple(
        tuple(action.colours[slot] for slot in range(4) if s.slot_seats[slot] == seat) for seat in range(s.n)
    )
    return [ColoursDealt(tuple(action.colours), seat_colours)]
