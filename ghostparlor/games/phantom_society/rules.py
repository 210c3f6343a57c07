"""The Phantom Society (Colombier & Marly, Funforge 2013): the rules, from
../shared/rules/phantom_society.md.

Rule IDs (PS-n rules, D-n decisions, section numbers of the set-up) are cited
where they are implemented. Content (board size, colours, tile values, targets,
teams and role layouts per player count, objective piles) comes from
data/games/phantom_society.yaml.

Roles sit in four *slots*, clockwise G1, H1, G2, H2 (section 3.1); each slot is
filled by a seat (a seat may fill two: the lone hunter of 3 players, the lone
master of 2 players or of D-12). Placement runs through the slots from H1
(section 3.3), removals from the first master (section 3.6, option
``first_master``): so with 3 and 2 players the turn orders of PS-2 and PS-3 come
out of the same cycle. Each slot holds one colour of tiles (section 3.2).

Chance is a step: which team gets which objective pile (PS-14, PS-17) and, with
``tile_colours=random``, which colour of tiles each slot holds. Secret choices are
ordinary actions hidden by the views: the bids (PS-15; team 1 bids first, its bid
hidden from team 2 until both are in) and the hiding of the ghosts (section 3.5;
the masters hide one ghost each in turn G1, G2, G1, G2, so the team chooses the
colours and the 2-2 split freely; a lone master hides all four).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations
from typing import Any, ClassVar, Sequence

from ghostparlor.core.content import Check, Int, ListOf, Mapping, Problems, Str, load_game_spec
from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Event, Game, GameSpec, Result, ranks_from_scores
from ghostparlor.core.serial import Codec, fingerprint_of
from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.inference import DEVASTATE, HUNT, PASS, Geometry, Hypotheses, public_info
from ghostparlor.resources import data_path

GAME_ID = "phantom_society"

SLOTS = ("G1", "H1", "G2", "H2")
GHOST_SLOTS = (0, 2)

# phases of a state
DEAL_PILES = 0  # chance: each team gets an objective pile (PS-14)
BID = 1  # a team's bidder picks a tens and a thousands card (PS-15)
DEAL_COLOURS = 2  # chance: each slot's colour of tiles (section 3.2)
PLACE = 3  # placing tiles (section 3.3)
HIDE = 4  # hiding the ghosts (section 3.5)
PLAY = 5  # ghost and hunter turns (PS-1 to PS-12)
OVER = 6
PHASE_NAMES = ("deal_piles", "bid", "deal_colours", "place", "hide", "play", "over")

MODES = ("standard", "master_game", "tournament")
STANDARD, MASTER_GAME, TOURNAMENT = 0, 1, 2

KIND_NAMES = ("devastate", "hunt", "pass")
GHOSTS_WIN, HUNTERS_WIN = 0, 1
SIDE_NAMES = ("ghosts", "hunters")


# --- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealPiles(Action):
    """Chance: the objective pile (``A`` or ``B``) of team 1 and of team 2 (PS-14, PS-17)."""

    TYPE: ClassVar[str] = "deal_piles"
    IS_CHANCE: ClassVar[bool] = True
    piles: tuple


@dataclass(frozen=True, slots=True)
class DealColours(Action):
    """Chance: the colour of tiles of slots G1, H1, G2, H2 (section 3.2, ``tile_colours=random``)."""

    TYPE: ClassVar[str] = "deal_colours"
    IS_CHANCE: ClassVar[bool] = True
    colours: tuple


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A team's secret bid: one tens card and one thousands card of its pile (PS-15)."""

    TYPE: ClassVar[str] = "bid"
    tens: int
    thousands: int


@dataclass(frozen=True, slots=True)
class PlaceTile(Action):
    """Place one of the seat's tiles face up on an empty square (section 3.3)."""

    TYPE: ClassVar[str] = "place"
    colour: str
    value: int
    square: str


@dataclass(frozen=True, slots=True)
class HideGhost(Action):
    """Hide the ghost of ``colour`` under the tile of the same colour on ``square`` (section 3.5)."""

    TYPE: ClassVar[str] = "hide"
    colour: str
    square: str


@dataclass(frozen=True, slots=True)
class Devastate(Action):
    """A ghost turn: remove a tile that is a legal target of one of the master's hidden ghosts (PS-4)."""

    TYPE: ClassVar[str] = "devastate"
    square: str


@dataclass(frozen=True, slots=True)
class Hunt(Action):
    """A hunter turn: remove any tile on the board (PS-7)."""

    TYPE: ClassVar[str] = "hunt"
    square: str


@dataclass(frozen=True, slots=True)
class PassTurn(Action):
    """A forced pass: none of the master's hidden ghosts has a legal target (PS-11)."""

    TYPE: ClassVar[str] = "pass"


# --- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PilesDealt(Event):
    TYPE: ClassVar[str] = "piles_dealt"
    game_number: int
    piles: tuple


@dataclass(frozen=True, slots=True)
class BidPlaced(Event):
    """A team placed its bid face down; the amount is visible to that team only."""

    TYPE: ClassVar[str] = "bid_placed"
    team: int
    seat: int
    team_seats: tuple
    tens: int
    thousands: int

    def visible_to(self, viewer: int | None) -> bool:
        return viewer is not None and viewer in self.team_seats


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    """PS-15, PS-16: the higher bid plays the ghosts, the lower one is the target; the stake is the difference."""

    TYPE: ClassVar[str] = "bids_revealed"
    bids: tuple
    totals: tuple
    ghost_team: int
    target: int
    stake: int
    slot_seats: tuple


@dataclass(frozen=True, slots=True)
class ColoursDealt(Event):
    TYPE: ClassVar[str] = "colours_dealt"
    colours: tuple  # per slot G1, H1, G2, H2
    seat_colours: tuple  # per seat


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    TYPE: ClassVar[str] = "tile_placed"
    seat: int
    colour: str
    value: int
    square: str


@dataclass(frozen=True, slots=True)
class GhostHidden(Event):
    """A master hid a ghost; colour and square are visible to the ghost team only."""

    TYPE: ClassVar[str] = "ghost_hidden"
    seat: int
    colour: str
    square: str
    ghost_seats: tuple

    def visible_to(self, viewer: int | None) -> bool:
        return viewer is not None and viewer in self.ghost_seats


@dataclass(frozen=True, slots=True)
class HuntBegins(Event):
    TYPE: ClassVar[str] = "hunt_begins"
    first_seat: int
    target: int


@dataclass(frozen=True, slots=True)
class TileRemoved(Event):
    """D-10: turn, seat, square, tile, outcome (+value, or the revealed colour). Never which ghost acted."""

    TYPE: ClassVar[str] = "tile_removed"
    turn: int
    seat: int
    by: str  # "ghost" or "hunter"
    square: str
    colour: str
    value: int
    added: int
    revealed: str  # the colour revealed, "" if none
    damage: int


@dataclass(frozen=True, slots=True)
class GhostRevealed(Event):
    """PS-8; A-14: names no owner."""

    TYPE: ClassVar[str] = "ghost_revealed"
    colour: str
    square: str
    seat: int


@dataclass(frozen=True, slots=True)
class ColourCleared(Event):
    """PS-9: every remaining tile of the colour is known to be empty."""

    TYPE: ClassVar[str] = "colour_cleared"
    colour: str
    squares: tuple


@dataclass(frozen=True, slots=True)
class MasterPassed(Event):
    """PS-11: "Master X cannot devastate" (D-9)."""

    TYPE: ClassVar[str] = "master_passed"
    turn: int
    seat: int


@dataclass(frozen=True, slots=True)
class MasterEliminated(Event):
    """PS-10, D-11: the master lost both ghosts; the partner takes every ghost turn."""

    TYPE: ClassVar[str] = "master_eliminated"
    seat: int
    partner: int


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    """PS-12: one game is over; every position is shown (D-9). ``stake`` and ``vp`` for Master Games."""

    TYPE: ClassVar[str] = "game_won"
    game_number: int
    side: str
    winners: tuple
    damage: int
    target: int
    ghosts: tuple  # (colour, square, owner, revealed) each
    stake: int
    vp: tuple


@dataclass(frozen=True, slots=True)
class NextGame(Event):
    """PS-17: the tournament goes on with the next Master Game."""

    TYPE: ClassVar[str] = "next_game"
    game_number: int
    vp: tuple


@dataclass(frozen=True, slots=True)
class TournamentOver(Event):
    TYPE: ClassVar[str] = "tournament_over"
    vp: tuple
    winners: tuple


ACTION_CLASSES = (DealPiles, DealColours, Bid, PlaceTile, HideGhost, Devastate, Hunt, PassTurn)
EVENT_CLASSES = (
    PilesDealt, BidPlaced, BidsRevealed, ColoursDealt, TilePlaced, GhostHidden, HuntBegins, TileRemoved,
    GhostRevealed, ColourCleared, MasterPassed, MasterEliminated, GameWon, NextGame, TournamentOver,
)
PASS_TURN = PassTurn()


class ActionList(list):
    """A plain list of legal actions that answers ``in`` through a set built on first use
    (placement offers hundreds of actions; ``check_legal`` and the tests ask ``in`` often)."""

    __slots__ = ("_members",)

    def __contains__(self, item: object) -> bool:
        try:
            members = self._members
        except AttributeError:
            members = None
        if members is None or len(members) != len(self):
            try:
                members = self._members = frozenset(self)
            except TypeError:  # pragma: no cover - unhashable entries
                return list.__contains__(self, item)
        try:
            return item in members
        except TypeError:
            return list.__contains__(self, item)


# --- state and view ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One finished game of a match (PS-12; the Master Game's bids and stake, PS-15, PS-16).
    ``ghosts`` holds ``(colour, square, owner, revealed)`` each: every position is public at the end (D-9)."""

    game: int
    winner: str  # "ghosts" or "hunters"
    winners: tuple
    ghost_seats: tuple
    damage: int
    target: int
    bids: tuple  # per team (tens, thousands), or None in the standard game
    stake: int
    ghosts: tuple

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "winner": self.winner,
            "winners": list(self.winners),
            "ghost_seats": list(self.ghost_seats),
            "damage": self.damage,
            "target": self.target,
            "bids": [list(b) if b is not None else None for b in self.bids],
            "stake": self.stake,
            "ghosts": [list(g) for g in self.ghosts],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameSummary":
        return cls(
            game=int(data["game"]),
            winner=str(data["winner"]),
            winners=tuple(int(x) for x in data["winners"]),
            ghost_seats=tuple(int(x) for x in data["ghost_seats"]),
            damage=int(data["damage"]),
            target=int(data["target"]),
            bids=tuple(tuple(int(x) for x in b) if b is not None else None for b in data["bids"]),
            stake=int(data["stake"]),
            ghosts=tuple((g[0], g[1], int(g[2]), bool(g[3])) for g in data["ghosts"]),
        )



class PhantomSocietyState:
    """Everything about one game (or tournament). Mutable; copy with :meth:`clone`.

    Tiles are kinds (colour, value) numbered by the game; squares are 0..35
    (a1 = 0, f1 = 5, a2 = 6). ``history`` holds the removal-phase turns of the
    current game as ``(seat, slot, kind, square, revealed colour)``; the removed
    tile's kind is in ``history_tiles``.
    """

    __slots__ = (
        "n", "mode", "games", "first_master", "random_colours",
        "phase", "game_number", "vp", "results",
        "piles", "bids", "ghost_team", "target", "stake", "slot_seats", "slot_colours",
        "box", "supply", "board", "damage", "removed", "set_aside",
        "ghost_sq", "owner", "revealed", "hide_step", "slot", "history", "history_tiles", "winner",
    )

    def clone(self) -> "PhantomSocietyState":
        c = PhantomSocietyState.__new__(PhantomSocietyState)
        c.n = self.n
        c.mode = self.mode
        c.games = self.games
        c.first_master = self.first_master
        c.random_colours = self.random_colours
        c.phase = self.phase
        c.game_number = self.game_number
        c.vp = self.vp[:]
        c.results = self.results[:]
        c.piles = self.piles[:]
        c.bids = self.bids[:]
        c.ghost_team = self.ghost_team
        c.target = self.target
        c.stake = self.stake
        c.slot_seats = self.slot_seats[:]
        c.slot_colours = self.slot_colours[:]
        c.box = self.box[:]
        c.supply = [x[:] for x in self.supply]
        c.board = self.board[:]
        c.damage = self.damage
        c.removed = self.removed[:]
        c.set_aside = self.set_aside[:]
        c.ghost_sq = self.ghost_sq[:]
        c.owner = self.owner[:]
        c.revealed = self.revealed[:]
        c.hide_step = self.hide_step
        c.slot = self.slot
        c.history = self.history[:]
        c.history_tiles = self.history_tiles[:]
        c.winner = self.winner
        return c


@dataclass(frozen=True)
class PhantomSocietyView:
    """What one seat may know. Squares are names (``c3``), tiles ids (``red_4``).

    ``board`` has one entry per square (a1, b1, ..., f6): the tile id or None.
    ``ghosts`` is None for a seat that may not know the hidden ghosts (hunters,
    spectators) and for the ghost team lists ``(colour, square, owner seat,
    revealed)``; at the end of a game everybody sees it (D-9). ``revealed``
    lists the public ``(colour, square)`` of revealed ghosts. ``log`` holds the
    removal-phase turns ``(turn, seat, slot, kind, square, tile, revealed colour)``
    (D-10). ``bids`` per team: ``(tens, thousands)`` once visible to this seat.
    """

    seat: int | None
    players: int
    mode: str
    first_master: str
    tile_colours: str
    phase: str
    to_move: int
    game_number: int
    games: int
    vp: tuple
    teams: tuple
    piles: tuple
    bids: tuple
    bid_placed: tuple
    ghost_team: int
    target: int
    stake: int
    slot_seats: tuple
    slot: str | None
    slot_colours: tuple
    role: str | None
    supplies: tuple
    board: tuple
    damage: int
    revealed: tuple
    cleared: tuple
    eliminated: tuple
    hidden_count: int
    log: tuple
    ghosts: tuple | None
    ghost_targets: tuple | None
    winner: str | None
    results: tuple


# --- content -----------------------------------------------------------------

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


# --- the game ----------------------------------------------------------------


class PhantomSocietyGame(Game):
    id: ClassVar[str] = GAME_ID
    hidden_information: ClassVar[str] = (
        "D-9, PS-15, A-14: hunters and spectators never see where hidden ghosts are, which colour each "
        "master hid, or which master owns which ghost (revealed ghosts and their squares are public; an "
        "eliminated master is public, D-11). The ghost team sees all four positions and owners. A team's "
        "bid is hidden from the other team and spectators until both bids are revealed. Tiles, placements, "
        "damage, the removal log, passes and the objective piles are public; at the end every position is shown."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        content = self.spec.content
        self.geo = geo = Geometry(content["board"]["columns"], content["board"]["rows"])
        self.size = geo.size
        self.square_names = geo.names
        self.square_index = geo.index
        self.colours: list[str] = [c["id"] for c in content["colours"]]
        self.colour_index = {c: i for i, c in enumerate(self.colours)}
        ncol = len(self.colours)
        self.ncol = ncol
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
        self.colour_of = colour_of
        self.value_of = value_of
        self.tile_ids = tile_ids
        self.tile_index = {tid: k for k, tid in enumerate(tile_ids)}
        self.kind_index = {(colour_of[k], value_of[k]): k for k in range(len(tile_ids))}
        self.full_box = full
        self.kinds_of_colour = [[k for k in range(len(tile_ids)) if colour_of[k] == c] for c in range(ncol)]
        self.colour_total = [sum(value_of[k] * full[k] for k in self.kinds_of_colour[c]) for c in range(ncol)]
        self.first_placement_slot = SLOTS.index(content["first_placement_slot"])
        self.fixed_slot_colours = [self.colour_index[content["fixed_slot_colours"][s]] for s in SLOTS]
        self.setups: dict[int, dict[str, Any]] = {}
        for setup in content["setups"]:
            self.setups[setup["players"]] = {
                "target": setup["target"],
                "teams": tuple(tuple(seat - 1 for seat in team) for team in setup["teams"]),
                "roles": tuple(tuple(r[s] - 1 for s in SLOTS) for r in setup["roles"]),
            }
        piles = content["objective_piles"]["piles"]
        self.pile_ids = [p["id"] for p in piles]
        self.pile_tens = [tuple(p["tens"]) for p in piles]
        self.pile_thousands = [tuple(p["thousands"]) for p in piles]
        self.bid_actions = [[Bid(a, b) for a in p["tens"] for b in p["thousands"]] for p in piles]
        # prebuilt actions (legal_actions hands out these objects)
        names = geo.names
        self.place_actions = [[PlaceTile(self.colours[colour_of[k]], value_of[k], names[sq]) for sq in range(geo.size)] for k in range(len(tile_ids))]
        self.hide_actions = [[HideGhost(self.colours[c], names[sq]) for sq in range(geo.size)] for c in range(ncol)]
        self.devastate_actions = [Devastate(name) for name in names]
        self.hunt_actions = [Hunt(name) for name in names]
        self.pile_deals = [DealPiles((self.pile_ids[0], self.pile_ids[1])), DealPiles((self.pile_ids[1], self.pile_ids[0]))]
        self.colour_deals = [DealColours(tuple(self.colours[c] for c in perm)) for perm in permutations(range(ncol))]
        self._fingerprints: dict[tuple, str] = {}

    # --- set-up -----------------------------------------------------------
    def new_state(self, players: int, options: dict[str, Any] | None = None) -> PhantomSocietyState:
        options = self.normalize_options(players, options)
        s = PhantomSocietyState()
        s.n = players
        s.mode = MODES.index(options["mode"])
        s.games = int(options["tournament_games"]) if s.mode == TOURNAMENT else 1
        s.first_master = SLOTS.index(options["first_master"])
        s.random_colours = options["tile_colours"] == "random"
        s.vp = [0, 0]
        s.results = []
        self._start_game(s, 1)
        return s

    def _start_game(self, s: PhantomSocietyState, number: int) -> None:
        """Section 3 for one game: every tile back in the box, no ghost hidden."""
        n = s.n
        s.game_number = number
        s.piles = [-1, -1]
        s.bids = [None, None]
        s.stake = 0
        s.slot_colours = [-1] * 4
        s.box = self.full_box[:]
        s.supply = [[0] * len(self.tile_ids) for _ in range(n)]
        s.board = [-1] * self.size
        s.damage = 0
        s.removed = [0] * len(self.tile_ids)
        s.set_aside = [0] * len(self.tile_ids)
        s.ghost_sq = [-1] * self.ncol
        s.owner = [-1] * self.ncol
        s.revealed = [False] * self.ncol
        s.hide_step = 0
        s.slot = 0
        s.history = []
        s.history_tiles = []
        s.winner = -1
        if s.mode == STANDARD:
            s.ghost_team = 0  # section 3.1: team 1 of the set-up plays the ghosts
            s.target = self.setups[n]["target"]  # PS-13
            s.slot_seats = list(self.setups[n]["roles"][0])
            self._roles_known(s)
        else:
            s.ghost_team = -1
            s.target = 0
            s.slot_seats = [-1] * 4
            s.phase = DEAL_PILES  # PS-14, PS-17: the piles are dealt at random before each game

    def _roles_known(self, s: PhantomSocietyState) -> list[Event]:
        if s.random_colours:
            s.phase = DEAL_COLOURS
            return []
        return self._deal_colours(s, self.fixed_slot_colours)

    def _deal_colours(self, s: PhantomSocietyState, slot_colours: Sequence[int]) -> list[Event]:
        """Section 3.2: each slot's colour; a seat filling two slots holds two colours."""
        s.slot_colours = list(slot_colours)
        for slot in range(4):
            seat = s.slot_seats[slot]
            for k in self.kinds_of_colour[slot_colours[slot]]:
                s.supply[seat][k] += s.box[k]
                s.box[k] = 0
        s.phase = PLACE
        s.slot = self.first_placement_slot  # section 3.3: a hunter (H1) places first
        return []

    # --- helpers --------------------------------------------------------------
    def teams(self, s: PhantomSocietyState) -> tuple:
        return self.setups[s.n]["teams"]

    def ghost_seats(self, s: PhantomSocietyState) -> tuple[int, ...]:
        if s.slot_seats[0] < 0:
            return ()
        return tuple(sorted({s.slot_seats[0], s.slot_seats[2]}))

    def hunter_seats(self, s: PhantomSocietyState) -> tuple[int, ...]:
        if s.slot_seats[1] < 0:
            return ()
        return tuple(sorted({s.slot_seats[1], s.slot_seats[3]}))

    def eliminated(self, s: PhantomSocietyState, seat: int) -> bool:
        """PS-10: a master (one of two) whose ghosts are all revealed."""
        if s.slot_seats[0] == s.slot_seats[2]:
            return False  # a lone master is never eliminated: losing all ghosts ends the game
        owned = False
        for c in range(self.ncol):
            if s.owner[c] == seat:
                owned = True
                if not s.revealed[c]:
                    return False
        return owned

    def ghost_actor(self, s: PhantomSocietyState) -> int:
        """PS-1 to PS-3, PS-10: the slot's master, or the partner once that master is eliminated."""
        seat = s.slot_seats[s.slot]
        if self.eliminated(s, seat):
            return s.slot_seats[2 - s.slot]
        return seat

    def hider(self, s: PhantomSocietyState) -> int:
        """Section 3.5: the masters hide one ghost each in turn, G1 first."""
        return s.slot_seats[GHOST_SLOTS[s.hide_step % 2]]

    def bidder(self, s: PhantomSocietyState) -> int:
        """PS-15: each team's bid is placed by its first seat; team 1 first."""
        team = 0 if s.bids[0] is None else 1
        return self.teams(s)[team][0]

    def targets_of(self, s: PhantomSocietyState, seat: int) -> list[int]:
        """PS-4, PS-5: squares that are a legal target of one of ``seat``'s hidden ghosts (sorted)."""
        found = set()
        board = s.board
        for c in range(self.ncol):
            if s.owner[c] == seat and not s.revealed[c] and s.ghost_sq[c] >= 0:
                found.update(self.geo.targets(s.ghost_sq[c], board))
        return sorted(found)

    def ghost_targets(self, s: PhantomSocietyState, colour: int) -> list[int]:
        if s.ghost_sq[colour] < 0 or s.revealed[colour]:
            return []
        return self.geo.targets(s.ghost_sq[colour], s.board)

    # --- the protocol -----------------------------------------------------
    def to_move(self, s: PhantomSocietyState) -> int:
        phase = s.phase
        if phase == PLAY:
            if s.slot == 0 or s.slot == 2:
                return self.ghost_actor(s)
            return s.slot_seats[s.slot]
        if phase == PLACE:
            return s.slot_seats[s.slot]
        if phase == HIDE:
            return self.hider(s)
        if phase == BID:
            return self.bidder(s)
        if phase == OVER:
            return TERMINAL
        return CHANCE

    def legal_actions(self, s: PhantomSocietyState) -> list[Action]:
        phase = s.phase
        if phase == PLAY:
            board = s.board
            if s.slot == 0 or s.slot == 2:
                targets = self.targets_of(s, self.ghost_actor(s))
                if not targets:
                    return ActionList((PASS_TURN,))  # PS-11: a forced pass is an action too
                acts = self.devastate_actions
                return ActionList([acts[sq] for sq in targets])
            acts = self.hunt_actions
            return ActionList([acts[sq] for sq in range(self.size) if board[sq] >= 0])  # PS-7
        if phase == PLACE:
            supply = s.supply[s.slot_seats[s.slot]]
            board = s.board
            empties = [sq for sq in range(self.size) if board[sq] < 0]
            out: list[Action] = ActionList()
            for k, count in enumerate(supply):
                if count:
                    row = self.place_actions[k]
                    out.extend([row[sq] for sq in empties])
            return out
        if phase == HIDE:
            out = ActionList()
            board = s.board
            colour_of = self.colour_of
            for c in range(self.ncol):
                if s.ghost_sq[c] < 0:
                    row = self.hide_actions[c]
                    out.extend([row[sq] for sq in range(self.size) if board[sq] >= 0 and colour_of[board[sq]] == c])
            return out
        if phase == BID:
            team = 0 if s.bids[0] is None else 1
            return ActionList(self.bid_actions[s.piles[team]])
        return []

    def chance_outcomes(self, s: PhantomSocietyState) -> list[tuple[Action, float]]:
        if s.phase == DEAL_PILES:
            return [(a, 0.5) for a in self.pile_deals]
        if s.phase == DEAL_COLOURS:
            p = 1.0 / len(self.colour_deals)
            return [(a, p) for a in self.colour_deals]
        return []

    def sample_chance(self, s: PhantomSocietyState, rng: random.Random) -> Action:
        if s.phase == DEAL_PILES:
            return self.pile_deals[rng.randrange(2)]
        if s.phase == DEAL_COLOURS:
            return self.colour_deals[rng.randrange(len(self.colour_deals))]
        raise IllegalAction(None, self.to_move(s), "no chance step now")

    def apply(self, s: PhantomSocietyState, action: Action, events: bool = True) -> list[Event]:
        cls = action.__class__
        if cls is Hunt:
            return self._hunt(s, action, events)
        if cls is Devastate:
            return self._devastate(s, action, events)
        if cls is PlaceTile:
            return self._place(s, action, events)
        if cls is PassTurn:
            return self._pass(s, action, events)
        if cls is HideGhost:
            return self._hide(s, action, events)
        if cls is Bid:
            return self._bid(s, action, events)
        if cls is DealPiles:
            return self._deal_piles(s, action, events)
        if cls is DealColours:
            return self._deal_colours_action(s, action, events)
        raise IllegalAction(action, self.to_move(s), "not an action of The Phantom Society")

    def _square(self, action: Action, name: Any, seat: int) -> int:
        sq = self.square_index.get(name, -1) if isinstance(name, str) else -1
        if sq < 0:
            raise IllegalAction(action, seat, f"{name!r} is not a square of the board")
        return sq

    # --- chance -----------------------------------------------------------------
    def _deal_piles(self, s: PhantomSocietyState, action: DealPiles, events: bool) -> list[Event]:
        if s.phase != DEAL_PILES:
            raise IllegalAction(action, self.to_move(s), "the objective piles are dealt only before a Master Game")
        if action not in self.pile_deals:
            raise IllegalAction(action, CHANCE, "each team must get a different pile (D-8)")
        first = self.pile_ids.index(action.piles[0])
        s.piles = [first, 1 - first]
        s.phase = BID
        return [PilesDealt(s.game_number, tuple(action.piles))] if events else []

    def _deal_colours_action(self, s: PhantomSocietyState, action: DealColours, events: bool) -> list[Event]:
        if s.phase != DEAL_COLOURS:
            raise IllegalAction(action, self.to_move(s), "tile colours are dealt only before placement")
        if action not in self.colour_deals:
            raise IllegalAction(action, CHANCE, "each slot must get a different colour")
        self._deal_colours(s, [self.colour_index[c] for c in action.colours])
        if not events:
            return []
        seat_colours = tuple(
            tuple(action.colours[slot] for slot in range(4) if s.slot_seats[slot] == seat) for seat in range(s.n)
        )
        return [ColoursDealt(tuple(action.colours), seat_colours)]

    # --- bidding (PS-15, PS-16) --------------------------------------------------
    def _bid(self, s: PhantomSocietyState, action: Bid, events: bool) -> list[Event]:
        if s.phase != BID:
            raise IllegalAction(action, self.to_move(s), "bids are placed only before a Master Game")
        team = 0 if s.bids[0] is None else 1
        seat = self.teams(s)[team][0]
        pile = s.piles[team]
        if action.tens not in self.pile_tens[pile] or action.thousands not in self.pile_thousands[pile]:
            raise IllegalAction(action, seat, f"pile {self.pile_ids[pile]} holds tens {self.pile_tens[pile]} and thousands {self.pile_thousands[pile]} (PS-14)")
        s.bids[team] = (action.tens, action.thousands)
        out: list[Event] = []
        if events:
            out.append(BidPlaced(team, seat, self.teams(s)[team], action.tens, action.thousands))
        if team == 1:
            out.extend(self._reveal_bids(s, events))
        return out

    def _reveal_bids(self, s: PhantomSocietyState, events: bool) -> list[Event]:
        totals = [sum(s.bids[0]), sum(s.bids[1])]
        if totals[0] == totals[1]:  # D-8: the piles make a tie impossible
            raise AssertionError("equal bids: both teams held the same parity of pile (D-8)")
        high = 0 if totals[0] > totals[1] else 1
        s.ghost_team = high  # PS-15: the higher bid plays the ghosts
        s.target = totals[1 - high]  # PS-13, PS-15: the target is the lower bid
        s.stake = totals[high] - totals[1 - high]  # PS-16 PROPOSAL: worth the difference in VP
        s.slot_seats = list(self.setups[s.n]["roles"][high])  # section 3.1, D-12
        out: list[Event] = []
        if events:
            out.append(BidsRevealed(tuple(s.bids), tuple(totals), high, s.target, s.stake, tuple(s.slot_seats)))
        out.extend(self._roles_known(s))
        return out

    # --- placement and hiding (section 3) ------------------------------------------
    def _place(self, s: PhantomSocietyState, action: PlaceTile, events: bool) -> list[Event]:
        if s.phase != PLACE:
            raise IllegalAction(action, self.to_move(s), "tiles are placed only before the ghosts hide")
        seat = s.slot_seats[s.slot]
        sq = self._square(action, action.square, seat)
        k = self.kind_index.get((self.colour_index.get(action.colour, -1), action.value), -1)
        if k < 0 or s.supply[seat][k] <= 0:
            raise IllegalAction(action, seat, f"seat {seat + 1} holds no {action.colour} {action.value} tile")
        if s.board[sq] >= 0:
            raise IllegalAction(action, seat, f"{action.square} already holds a tile")
        s.supply[seat][k] -= 1
        s.board[sq] = k
        s.slot = (s.slot + 1) % 4  # section 3.3: clockwise through the slots
        out: list[Event] = [TilePlaced(seat, action.colour, action.value, action.square)] if events else []
        if -1 not in s.board:
            s.phase = HIDE  # section 3.5
            s.hide_step = 0
        return out

    def _hide(self, s: PhantomSocietyState, action: HideGhost, events: bool) -> list[Event]:
        if s.phase != HIDE:
            raise IllegalAction(action, self.to_move(s), "ghosts are hidden only after placement")
        seat = self.hider(s)
        sq = self._square(action, action.square, seat)
        c = self.colour_index.get(action.colour, -1)
        if c < 0:
            raise IllegalAction(action, seat, f"there is no {action.colour} ghost")
        if s.ghost_sq[c] >= 0:
            raise IllegalAction(action, seat, f"the {action.colour} ghost is already hidden")
        if s.board[sq] < 0 or self.colour_of[s.board[sq]] != c:
            raise IllegalAction(action, seat, f"a {action.colour} ghost hides only under a {action.colour} tile (section 3.5)")
        s.ghost_sq[c] = sq
        s.owner[c] = seat  # section 3.5: the master who hides a ghost controls it
        s.hide_step += 1
        out: list[Event] = []
        if events:
            out.append(GhostHidden(seat, action.colour, action.square, self.ghost_seats(s)))
        if s.hide_step == self.ncol:
            s.phase = PLAY
            s.slot = s.first_master  # section 3.6: the first ghost turn
            if events:
                out.append(HuntBegins(self.to_move(s), s.target))
        return out

    # --- removals (PS-4 to PS-12) --------------------------------------------------
    def _devastate(self, s: PhantomSocietyState, action: Devastate, events: bool) -> list[Event]:
        if s.phase != PLAY or s.slot not in GHOST_SLOTS:
            raise IllegalAction(action, self.to_move(s), "it is not a ghost turn")
        seat = self.ghost_actor(s)
        sq = self._square(action, action.square, seat)
        if s.board[sq] < 0:
            raise IllegalAction(action, seat, f"{action.square} holds no tile")
        if sq not in self.targets_of(s, seat):  # PS-4, PS-5, D-1, D-3, D-4, D-5
            raise IllegalAction(action, seat, f"{action.square} is not a legal target of your hidden ghosts (PS-5)")
        return self._remove(s, seat, sq, DEVASTATE, events)

    def _hunt(self, s: PhantomSocietyState, action: Hunt, events: bool) -> list[Event]:
        if s.phase != PLAY or s.slot in GHOST_SLOTS:
            raise IllegalAction(action, self.to_move(s), "it is not a hunter turn")
        seat = s.slot_seats[s.slot]
        sq = self._square(action, action.square, seat)
        if s.board[sq] < 0:
            raise IllegalAction(action, seat, f"{action.square} is empty: there is no tile to remove (PS-7)")
        return self._remove(s, seat, sq, HUNT, events)

    def _pass(self, s: PhantomSocietyState, action: PassTurn, events: bool) -> list[Event]:
        if s.phase != PLAY or s.slot not in GHOST_SLOTS:
            raise IllegalAction(action, self.to_move(s), "only a ghost master with no legal target passes (PS-11)")
        seat = self.ghost_actor(s)
        if self.targets_of(s, seat):
            raise IllegalAction(action, seat, "a master who has a legal target may not pass (PS-11)")
        s.history.append((seat, s.slot, PASS, -1, -1))
        s.history_tiles.append(-1)
        s.slot = (s.slot + 1) % 4  # PS-11: the next hunter plays; the partner does not
        return [MasterPassed(len(s.history), seat)] if events else []

    def _remove(self, s: PhantomSocietyState, seat: int, sq: int, kind: int, events: bool) -> list[Event]:
        """PS-8: the same for a ghost or a hunter; then PS-12 victory."""
        k = s.board[sq]
        s.board[sq] = -1
        found = -1
        for c in range(self.ncol):
            if s.ghost_sq[c] == sq and not s.revealed[c]:
                found = c
                break
        out: list[Event] = []
        if found >= 0:
            s.revealed[found] = True  # PS-8: the token stays visible on the empty square
            s.set_aside[k] += 1  # the tile is set aside, damage unchanged
            added = 0
        else:
            added = self.value_of[k]
            s.damage += added
            s.removed[k] += 1
        s.history.append((seat, s.slot, kind, sq, found))
        s.history_tiles.append(k)
        if events:
            name = self.square_names[sq]
            colour = self.colours[self.colour_of[k]]
            out.append(TileRemoved(len(s.history), seat, "ghost" if kind == DEVASTATE else "hunter", name, colour,
                                   self.value_of[k], added, self.colours[found] if found >= 0 else "", s.damage))
            if found >= 0:
                out.append(GhostRevealed(self.colours[found], name, seat))
                left = tuple(self.square_names[q] for q in range(self.size) if s.board[q] >= 0 and self.colour_of[s.board[q]] == found)
                out.append(ColourCleared(self.colours[found], left))  # PS-9
        if found >= 0:
            owner = s.owner[found]
            if self.eliminated(s, owner) and not all(s.revealed):
                if events:
                    partner = s.slot_seats[2] if owner == s.slot_seats[0] else s.slot_seats[0]
                    out.append(MasterEliminated(owner, partner))  # PS-10, D-11
        # PS-12: check after every removal; one removal cannot do both
        if all(s.revealed):
            self._end_game(s, HUNTERS_WIN, out, events)
        elif s.damage >= s.target:
            self._end_game(s, GHOSTS_WIN, out, events)
        else:
            s.slot = (s.slot + 1) % 4  # PS-1 to PS-3
        return out

    def _end_game(self, s: PhantomSocietyState, side: int, out: list[Event], events: bool) -> None:
        s.winner = side
        seats = self.ghost_seats(s) if side == GHOSTS_WIN else self.hunter_seats(s)
        ghosts = tuple(
            (self.colours[c], self.square_names[s.ghost_sq[c]], s.owner[c], s.revealed[c]) for c in range(self.ncol)
        )
        summary = GameSummary(
            game=s.game_number,
            winner=SIDE_NAMES[side],
            winners=tuple(seats),
            ghost_seats=self.ghost_seats(s),
            damage=s.damage,
            target=s.target,
            bids=tuple(s.bids),
            stake=s.stake,
            ghosts=ghosts,
        )
        if s.mode != STANDARD:
            team = s.ghost_team if side == GHOSTS_WIN else 1 - s.ghost_team
            s.vp[team] += s.stake  # PS-16: the winning team scores the stake
        s.results.append(summary)
        if events:
            out.append(GameWon(s.game_number, SIDE_NAMES[side], seats, s.damage, s.target, ghosts, s.stake, tuple(s.vp)))
        # PS-17: a tournament goes on for its number of games, and one more while tied
        if s.mode == TOURNAMENT and (s.game_number < s.games or s.vp[0] == s.vp[1]):
            self._start_game(s, s.game_number + 1)
            if events:
                out.append(NextGame(s.game_number, tuple(s.vp)))
            return
        s.phase = OVER
        if s.mode == TOURNAMENT and events:
            out.append(TournamentOver(tuple(s.vp), self._result_winners(s)))

    # --- reading ------------------------------------------------------------
    def is_over(self, s: PhantomSocietyState) -> bool:
        return s.phase == OVER

    def _result_winners(self, s: PhantomSocietyState) -> tuple[int, ...]:
        if s.mode == STANDARD:
            if s.winner < 0:
                return ()
            return self.ghost_seats(s) if s.winner == GHOSTS_WIN else self.hunter_seats(s)
        teams = self.teams(s)
        if s.vp[0] == s.vp[1]:
            return ()
        return tuple(sorted(teams[0 if s.vp[0] > s.vp[1] else 1]))

    def result(self, s: PhantomSocietyState) -> Result:
        """Standard game: 1 point to every seat of the winning side. Master Game and
        tournament: each seat scores its team's victory points (PS-16, PS-17)."""
        winners = self._result_winners(s)
        if s.mode == STANDARD:
            scores = tuple(1.0 if seat in winners else 0.0 for seat in range(s.n))
        else:
            team_of = {seat: i for i, team in enumerate(self.teams(s)) for seat in team}
            scores = tuple(float(s.vp[team_of[seat]]) for seat in range(s.n))
        return Result(scores=scores, ranks=ranks_from_scores(scores, lower_is_better=False), winners=winners)

    def clone(self, s: PhantomSocietyState) -> PhantomSocietyState:
        return s.clone()

    def role_of(self, s: PhantomSocietyState, seat: int | None) -> str | None:
        if seat is None:
            return None
        if seat in self.ghost_seats(s):
            return "ghosts"
        if seat in self.hunter_seats(s):
            return "hunters"
        return None

    def view(self, s: PhantomSocietyState, seat: int | None) -> PhantomSocietyView:
        names = self.square_names
        tile_ids = self.tile_ids
        teams = self.teams(s)
        role = self.role_of(s, seat)
        knows_ghosts = role == "ghosts" or s.phase == OVER
        bids = []
        for team in range(2):
            bid = s.bids[team]
            both = s.bids[0] is not None and s.bids[1] is not None
            if bid is not None and (both or (seat is not None and seat in teams[team])):
                bids.append(bid)
            else:
                bids.append(None)
        log = tuple(
            (i + 1, rec[0], SLOTS[rec[1]], KIND_NAMES[rec[2]], names[rec[3]] if rec[3] >= 0 else None,
             tile_ids[s.history_tiles[i]] if s.history_tiles[i] >= 0 else None,
             self.colours[rec[4]] if rec[4] >= 0 else None)
            for i, rec in enumerate(s.history)
        )
        revealed = tuple((self.colours[c], names[s.ghost_sq[c]]) for c in range(self.ncol) if s.revealed[c])
        if knows_ghosts:
            ghosts = tuple(
                (self.colours[c], names[s.ghost_sq[c]] if s.ghost_sq[c] >= 0 else None, s.owner[c], s.revealed[c])
                for c in range(self.ncol)
            )
            targets = tuple(
                (self.colours[c], tuple(names[q] for q in self.ghost_targets(s, c))) for c in range(self.ncol)
            )
        else:
            ghosts = None
            targets = None
        masters = self.ghost_seats(s)
        return PhantomSocietyView(
            seat=seat,
            players=s.n,
            mode=MODES[s.mode],
            first_master=SLOTS[s.first_master],
            tile_colours="random" if s.random_colours else "fixed",
            phase=PHASE_NAMES[s.phase],
            to_move=self.to_move(s),
            game_number=s.game_number,
            games=s.games,
            vp=tuple(s.vp),
            teams=teams,
            piles=tuple(self.pile_ids[p] if p >= 0 else None for p in s.piles),
            bids=tuple(bids),
            bid_placed=tuple(b is not None for b in s.bids),
            ghost_team=s.ghost_team,
            target=s.target,
            stake=s.stake,
            slot_seats=tuple(s.slot_seats),
            slot=SLOTS[s.slot] if s.phase in (PLACE, PLAY) else None,
            slot_colours=tuple(self.colours[c] if c >= 0 else None for c in s.slot_colours),
            role=role,
            supplies=tuple(tuple((tile_ids[k], c) for k, c in enumerate(sup) if c) for sup in s.supply),
            board=tuple(tile_ids[k] if k >= 0 else None for k in s.board),
            damage=s.damage,
            revealed=revealed,
            cleared=tuple(self.colours[c] for c in range(self.ncol) if s.revealed[c]),
            eliminated=tuple(m for m in masters if self.eliminated(s, m)),
            hidden_count=s.hide_step if s.phase == HIDE else (self.ncol if s.phase in (PLAY, OVER) else 0),
            log=log,
            ghosts=ghosts,
            ghost_targets=targets,
            winner=SIDE_NAMES[s.winner] if s.winner >= 0 else None,
            results=tuple(s.results),
        )

    # --- JSON, set-up, checks -------------------------------------------------
    def state_to_json(self, s: PhantomSocietyState) -> dict[str, Any]:
        names = self.square_names
        ids = self.tile_ids
        return {
            "game": GAME_ID,
            "players": s.n,
            "mode": MODES[s.mode],
            "games": s.games,
            "first_master": SLOTS[s.first_master],
            "tile_colours": "random" if s.random_colours else "fixed",
            "phase": PHASE_NAMES[s.phase],
            "game_number": s.game_number,
            "vp": list(s.vp),
            "results": [r.to_json() for r in s.results],
            "piles": [self.pile_ids[p] if p >= 0 else None for p in s.piles],
            "bids": [list(b) if b is not None else None for b in s.bids],
            "ghost_team": s.ghost_team,
            "target": s.target,
            "stake": s.stake,
            "slot_seats": list(s.slot_seats),
            "slot_colours": [self.colours[c] if c >= 0 else None for c in s.slot_colours],
            "box": {ids[k]: c for k, c in enumerate(s.box) if c},
            "supply": [{ids[k]: c for k, c in enumerate(sup) if c} for sup in s.supply],
            "board": [ids[k] if k >= 0 else None for k in s.board],
            "damage": s.damage,
            "removed": {ids[k]: c for k, c in enumerate(s.removed) if c},
            "set_aside": {ids[k]: c for k, c in enumerate(s.set_aside) if c},
            "ghosts": {
                self.colours[c]: {
                    "square": names[s.ghost_sq[c]] if s.ghost_sq[c] >= 0 else None,
                    "owner": s.owner[c],
                    "revealed": s.revealed[c],
                }
                for c in range(self.ncol)
            },
            "hide_step": s.hide_step,
            "slot": SLOTS[s.slot],
            "history": [
                {
                    "seat": rec[0],
                    "slot": SLOTS[rec[1]],
                    "action": KIND_NAMES[rec[2]],
                    "square": names[rec[3]] if rec[3] >= 0 else None,
                    "tile": ids[s.history_tiles[i]] if s.history_tiles[i] >= 0 else None,
                    "revealed": self.colours[rec[4]] if rec[4] >= 0 else None,
                }
                for i, rec in enumerate(s.history)
            ],
            "winner": SIDE_NAMES[s.winner] if s.winner >= 0 else None,
        }

    def fingerprint(self, s: PhantomSocietyState) -> str:
        """The hash of the canonical JSON (as every game), remembered by the state's whole content:
        every slot of the state is part of the key, so equal keys mean equal JSON."""
        key = _content_key(s)
        cache = self._fingerprints
        found = cache.get(key)
        if found is None:
            found = fingerprint_of(self.state_to_json(s))
            if len(cache) >= 4096:
                cache.clear()
            cache[key] = found
        return found

    def state_from_json(self, data: dict[str, Any]) -> PhantomSocietyState:
        """Build any position from its canonical JSON. Missing keys take set-up values:
        phase ``play``, the standard game's roles and target, ``removed`` = every tile
        not on the board, in a supply, in the box or set aside."""
        n = int(data["players"])
        if n not in self.setups:
            raise ValueError(f"{GAME_ID} is for {self.min_players} to {self.max_players} players, not {n}")
        names = self.square_index
        ids = self.tile_index
        colour_index = self.colour_index
        setup = self.setups[n]
        s = PhantomSocietyState()
        s.n = n
        s.mode = MODES.index(data.get("mode", "standard"))
        s.games = int(data.get("games", self.spec.options["tournament_games"].default if s.mode == TOURNAMENT else 1))
        s.first_master = SLOTS.index(data.get("first_master", "G2"))
        s.random_colours = data.get("tile_colours", "fixed") == "random"
        s.phase = PHASE_NAMES.index(data.get("phase", "play"))
        s.game_number = int(data.get("game_number", 1))
        s.vp = [int(x) for x in data.get("vp", [0, 0])]
        s.results = [GameSummary.from_json(r) for r in data.get("results", [])]
        s.piles = [self.pile_ids.index(p) if p is not None else -1 for p in data.get("piles", [None, None])]
        if s.piles[0] >= 0 and s.piles[0] == s.piles[1]:
            raise ValueError("both teams hold the same objective pile (D-8)")
        s.bids = [tuple(int(x) for x in b) if b is not None else None for b in data.get("bids", [None, None])]
        s.ghost_team = int(data.get("ghost_team", 0 if s.mode == STANDARD else -1))
        s.target = int(data.get("target", setup["target"] if s.mode == STANDARD else 0))
        s.stake = int(data.get("stake", 0))
        if "slot_seats" in data:
            s.slot_seats = [int(x) for x in data["slot_seats"]]
        elif s.ghost_team >= 0:
            s.slot_seats = list(setup["roles"][s.ghost_team])
        else:
            s.slot_seats = [-1] * 4
        s.slot_colours = [colour_index[c] if c is not None else -1 for c in data.get("slot_colours", [None] * 4)]

        def counts(mapping: dict) -> list[int]:
            out = [0] * len(self.tile_ids)
            for tid, c in mapping.items():
                out[ids[tid]] += int(c)
            return out

        s.supply = [counts(m) for m in data.get("supply", [{}] * n)]
        s.box = counts(data.get("box", {}))
        s.board = [-1] * self.size
        board = data.get("board", {})
        if isinstance(board, dict):  # {"c3": "red_4", ...}: handy for set-up positions
            for name, tid in board.items():
                s.board[names[name]] = ids[tid]
        else:  # the canonical form: one entry per square a1, b1, ..., f6
            if len(board) != self.size:
                raise ValueError(f"board needs {self.size} entries (a1, b1, ... row by row), found {len(board)}")
            s.board = [ids[tid] if tid is not None else -1 for tid in board]
        s.damage = int(data.get("damage", 0))
        s.set_aside = counts(data.get("set_aside", {}))
        if "removed" in data:
            s.removed = counts(data["removed"])
        else:  # what is nowhere else was removed for damage
            s.removed = self.full_box[:]
            for group in (s.box, s.set_aside, *s.supply):
                for k, c in enumerate(group):
                    s.removed[k] -= c
            for k in s.board:
                if k >= 0:
                    s.removed[k] -= 1
            if min(s.removed) < 0:
                raise ValueError("the position uses more tiles of a kind than the game has")
        s.ghost_sq = [-1] * self.ncol
        s.owner = [-1] * self.ncol
        s.revealed = [False] * self.ncol
        for colour, g in data.get("ghosts", {}).items():
            c = colour_index[colour]
            s.ghost_sq[c] = names[g["square"]] if g.get("square") is not None else -1
            s.owner[c] = int(g.get("owner", -1))
            s.revealed[c] = bool(g.get("revealed", False))
        s.hide_step = int(data.get("hide_step", sum(1 for q in s.ghost_sq if q >= 0)))
        s.slot = SLOTS.index(data.get("slot", SLOTS[s.first_master]))
        s.history = []
        s.history_tiles = []
        for rec in data.get("history", []):
            kind = KIND_NAMES.index(rec["action"])
            sq = names[rec["square"]] if rec.get("square") is not None else -1
            rev = colour_index[rec["revealed"]] if rec.get("revealed") is not None else -1
            s.history.append((int(rec["seat"]), SLOTS.index(rec["slot"]), kind, sq, rev))
            s.history_tiles.append(ids[rec["tile"]] if rec.get("tile") is not None else -1)
        winner = data.get("winner")
        s.winner = SIDE_NAMES.index(winner) if winner is not None else -1
        if len(s.supply) != n:
            raise ValueError(f"supply needs one entry per player ({n})")
        for c in range(self.ncol):
            sq = s.ghost_sq[c]
            if sq >= 0 and not s.revealed[c] and (s.board[sq] < 0 or self.colour_of[s.board[sq]] != c):
                raise ValueError(f"the hidden {self.colours[c]} ghost must be under a {self.colours[c]} tile")
        return s

    def all_actions(self, s: PhantomSocietyState) -> list[Action]:
        out: list[Action] = [*self.pile_deals, *self.colour_deals]
        for acts in self.bid_actions:
            out.extend(acts)
        for row in self.place_actions:
            out.extend(row)
        for row in self.hide_actions:
            out.extend(row)
        out.extend(self.devastate_actions)
        out.extend(self.hunt_actions)
        out.append(PASS_TURN)
        return out

    def resample_hidden(self, s: PhantomSocietyState, seat: int | None, rng: random.Random) -> PhantomSocietyState:
        """A copy whose information hidden from ``seat`` is drawn anew, consistent with all it may know:
        the other team's pending bid; for hunters and spectators the hidden ghosts' squares and the
        owner of every ghost (consistent with tile colours, reveals, every devastation, pass and
        elimination so far, see inference.py)."""
        c = s.clone()
        teams = self.teams(s)
        if s.phase == BID and s.bids[0] is not None and s.bids[1] is None and (seat is None or seat not in teams[0]):
            acts = self.bid_actions[s.piles[0]]
            bid = acts[rng.randrange(len(acts))]
            c.bids[0] = (bid.tens, bid.thousands)
        if self.role_of(s, seat) == "ghosts" or s.phase == OVER:
            return c
        if s.phase == HIDE and s.hide_step:
            self._resample_hiding(c, rng)
        elif s.phase == PLAY:
            hyp = self.hypotheses(s)
            drawn = hyp.sample(rng)
            if drawn is not None:
                c.ghost_sq, c.owner = drawn
        return c

    def determinize(self, view: PhantomSocietyView, rng: random.Random, draw_ghosts=None) -> PhantomSocietyState:
        """A full state consistent with ``view`` (for the search bots): what the seat sees is
        copied; what it cannot see is drawn as :meth:`resample_hidden` draws it. A hunter's
        hidden ghosts come from ``draw_ghosts(rng)`` when given (a draw from
        :meth:`hunters_hypotheses`, weighted as a belief likes), else uniformly."""
        names = self.square_index
        ids = self.tile_index
        s = PhantomSocietyState()
        s.n = n = view.players
        s.mode = MODES.index(view.mode)
        s.games = view.games
        s.first_master = SLOTS.index(view.first_master)
        s.random_colours = view.tile_colours == "random"
        s.phase = PHASE_NAMES.index(view.phase)
        s.game_number = view.game_number
        s.vp = list(view.vp)
        s.results = list(view.results)
        s.piles = [self.pile_ids.index(p) if p is not None else -1 for p in view.piles]
        s.bids = list(view.bids)
        if view.bid_placed[0] and s.bids[0] is None:  # team 1's bid, face down
            acts = self.bid_actions[s.piles[0]]
            bid = acts[rng.randrange(len(acts))]
            s.bids[0] = (bid.tens, bid.thousands)
        s.ghost_team = view.ghost_team
        s.target = view.target
        s.stake = view.stake
        s.slot_seats = list(view.slot_seats)
        s.slot_colours = [self.colour_index[c] if c is not None else -1 for c in view.slot_colours]
        s.board = [ids[t] if t is not None else -1 for t in view.board]
        s.supply = [[0] * len(self.tile_ids) for _ in range(n)]
        for seat, supply in enumerate(view.supplies):
            for tid, count in supply:
                s.supply[seat][ids[tid]] = count
        s.damage = view.damage
        s.history = []
        s.history_tiles = []
        s.removed = [0] * len(self.tile_ids)
        s.set_aside = [0] * len(self.tile_ids)
        for _turn, seat, slot, kind, square, tile, revealed in view.log:
            rev = self.colour_index[revealed] if revealed is not None else -1
            s.history.append((seat, SLOTS.index(slot), KIND_NAMES.index(kind), names[square] if square else -1, rev))
            s.history_tiles.append(ids[tile] if tile is not None else -1)
            if tile is not None:
                (s.set_aside if rev >= 0 else s.removed)[ids[tile]] += 1
        rest = self.full_box[:]
        for group in (s.removed, s.set_aside, *s.supply):
            for k, count in enumerate(group):
                rest[k] -= count
        for k in s.board:
            if k >= 0:
                rest[k] -= 1
        if s.phase in (PLAY, OVER):  # tiles gone before the log began (a set-up position) count as removed
            s.removed = [a + b for a, b in zip(s.removed, rest)]
            s.box = [0] * len(self.tile_ids)
        else:
            s.box = rest
        s.hide_step = view.hidden_count if s.phase == HIDE else (self.ncol if s.phase in (PLAY, OVER) else 0)
        s.slot = SLOTS.index(view.slot) if view.slot is not None else (self.first_placement_slot if s.phase == HIDE else 0)
        s.winner = SIDE_NAMES.index(view.winner) if view.winner is not None else -1
        s.ghost_sq = [-1] * self.ncol
        s.owner = [-1] * self.ncol
        s.revealed = [False] * self.ncol
        for colour, square in view.revealed:
            c = self.colour_index[colour]
            s.ghost_sq[c] = names[square]
            s.revealed[c] = True
        if view.ghosts is not None:  # the ghost team (or the end of a game): everything is known
            for colour, square, owner, revealed in view.ghosts:
                c = self.colour_index[colour]
                s.ghost_sq[c] = names[square] if square is not None else -1
                s.owner[c] = owner
                s.revealed[c] = revealed
        elif s.phase == HIDE and s.hide_step:
            self._resample_hiding(s, rng)
        elif s.phase == PLAY:
            drawn = (draw_ghosts or self.hunters_hypotheses(s, view.eliminated).sample)(rng)
            if drawn is None:  # pragma: no cover - a view always has its own truth among the hypotheses
                raise ValueError("no hiding places fit this view")
            s.ghost_sq, s.owner = drawn
        return s

    def _resample_hiding(self, c: PhantomSocietyState, rng: random.Random) -> None:
        """Each hide so far: any colour not yet used, under any tile of that colour; owners stay by turn."""
        owners = [c.slot_seats[GHOST_SLOTS[i % 2]] for i in range(c.hide_step)]
        colours = rng.sample(range(self.ncol), c.hide_step)
        c.ghost_sq = [-1] * self.ncol
        c.owner = [-1] * self.ncol
        for colour, owner in zip(colours, owners):
            squares = [q for q in range(self.size) if c.board[q] >= 0 and self.colour_of[c.board[q]] == colour]
            c.ghost_sq[colour] = squares[rng.randrange(len(squares))]
            c.owner[colour] = owner

    def board_colours(self, s: PhantomSocietyState) -> list[int]:
        return [self.colour_of[k] if k >= 0 else -1 for k in s.board]

    def hunters_hypotheses(self, s: PhantomSocietyState, eliminated: Sequence[int]) -> Hypotheses:
        """The hiding places and owners a hunter can still believe in, from the public
        record of ``s`` and the masters known to be eliminated."""
        return Hypotheses(self.geo, public_info(
            self.geo, self.ncol, self.board_colours(s), s.history,
            [s.ghost_sq[c] if s.revealed[c] else -1 for c in range(self.ncol)], s.slot_seats, eliminated,
        ))

    def hypotheses(self, s: PhantomSocietyState) -> Hypotheses:
        """Every placement and split of the ghosts consistent with the public record (section 7)."""
        return self.hunters_hypotheses(s, [m for m in self.ghost_seats(s) if self.eliminated(s, m)])

    def conserved(self, s: PhantomSocietyState) -> dict[str, int]:
        counts = s.box[:]
        for group in (s.removed, s.set_aside, *s.supply):
            for k, c in enumerate(group):
                counts[k] += c
        for k in s.board:
            if k >= 0:
                counts[k] += 1
        out = {self.tile_ids[k]: c for k, c in enumerate(counts)}
        out["ghost_tokens"] = len(s.ghost_sq)
        out["objective_piles"] = len(s.piles)
        return out

    # --- text ---------------------------------------------------------------
    def tile_name(self, colour: str, value: int) -> str:
        return t("phantom_society.tile", colour=t(f"phantom_society.colour.{colour}"), value=value)

    def describe_action(self, action: Action, names: Sequence[str], seat: int) -> str:
        who = names[seat] if 0 <= seat < len(names) else "?"
        if isinstance(action, PlaceTile):
            return t("phantom_society.action.place", player=who, tile=self.tile_name(action.colour, action.value), square=action.square)
        if isinstance(action, HideGhost):
            return t("phantom_society.action.hide", player=who)  # never where: the log is public
        if isinstance(action, Devastate):
            return t("phantom_society.action.devastate", player=who, square=action.square)
        if isinstance(action, Hunt):
            return t("phantom_society.action.hunt", player=who, square=action.square)
        if isinstance(action, PassTurn):
            return t("phantom_society.action.pass", player=who)
        if isinstance(action, Bid):
            return t("phantom_society.action.bid", player=who)  # the amount stays face down
        if isinstance(action, DealPiles):
            return t("phantom_society.action.deal_piles", first=action.piles[0], second=action.piles[1])
        if isinstance(action, DealColours):
            return t("phantom_society.action.deal_colours")
        return str(action)

    def result_details(self, s: PhantomSocietyState, names: Sequence[str]) -> list[str]:
        """How the last game ended, and where every ghost was (D-9: public at the end)."""
        if not s.results:
            return []
        last = s.results[-1]
        players = ", ".join(names[i] for i in last.winners if 0 <= i < len(names))
        key = "phantom_society.log.ghosts_win" if last.winner == "ghosts" else "phantom_society.log.hunters_win"
        lines = [t(key, players=players, damage=last.damage, target=last.target, stake=last.stake)]
        places = []
        for colour, square, owner, revealed in last.ghosts:
            who = names[owner] if 0 <= owner < len(names) else "?"
            places.append(t("phantom_society.ui.ghost_was_found" if revealed else "phantom_society.ui.ghost_was_hidden",
                            ghost=t(f"phantom_society.colour.{colour}"), square=square, master=who))
        lines.append(t("phantom_society.ui.ghosts_were", places=" · ".join(places)))
        if len(s.results) > 1:
            lines.append(t("phantom_society.ui.games_played", n=len(s.results)))
        return lines

    def describe_event(self, event: Event, names: Sequence[str], viewer: int | None) -> str:
        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        def colour(c: str) -> str:
            return t(f"phantom_society.colour.{c}")

        def seats(group: Sequence[int]) -> str:
            return ", ".join(who(x) for x in group)

        if isinstance(event, TileRemoved):
            tile = self.tile_name(event.colour, event.value)
            if event.revealed:
                return t("phantom_society.log.removed_reveal", turn=event.turn, player=who(event.seat), square=event.square,
                         tile=tile, ghost=colour(event.revealed))
            return t("phantom_society.log.removed_damage", turn=event.turn, player=who(event.seat), square=event.square,
                     tile=tile, added=event.added, damage=event.damage)
        if isinstance(event, GhostRevealed):
            return t("phantom_society.log.ghost_revealed", ghost=colour(event.colour), square=event.square)
        if isinstance(event, ColourCleared):
            return t("phantom_society.log.colour_cleared", colour=colour(event.colour), n=len(event.squares))
        if isinstance(event, MasterPassed):
            return t("phantom_society.log.master_passed", turn=event.turn, player=who(event.seat))
        if isinstance(event, MasterEliminated):
            return t("phantom_society.log.master_eliminated", player=who(event.seat), partner=who(event.partner))
        if isinstance(event, TilePlaced):
            return t("phantom_society.log.tile_placed", player=who(event.seat), tile=self.tile_name(event.colour, event.value), square=event.square)
        if isinstance(event, GhostHidden):
            if event.visible_to(viewer):
                return t("phantom_society.log.ghost_hidden_seen", player=who(event.seat), ghost=colour(event.colour), square=event.square)
            return t("phantom_society.log.ghost_hidden", player=who(event.seat))
        if isinstance(event, HuntBegins):
            return t("phantom_society.log.hunt_begins", player=who(event.first_seat), target=event.target)
        if isinstance(event, ColoursDealt):
            parts = [f"{who(i)}: {', '.join(colour(c) for c in cols)}" for i, cols in enumerate(event.seat_colours)]
            return t("phantom_society.log.colours_dealt", colours="; ".join(parts))
        if isinstance(event, PilesDealt):
            return t("phantom_society.log.piles_dealt", game=event.game_number, first=event.piles[0], second=event.piles[1])
        if isinstance(event, BidPlaced):
            if event.visible_to(viewer):
                return t("phantom_society.log.bid_placed_seen", player=who(event.seat), tens=event.tens, thousands=event.thousands,
                         total=event.tens + event.thousands)
            return t("phantom_society.log.bid_placed", player=who(event.seat))
        if isinstance(event, BidsRevealed):
            return t("phantom_society.log.bids_revealed", first=event.totals[0], second=event.totals[1],
                     team=event.ghost_team + 1, target=event.target, stake=event.stake)
        if isinstance(event, GameWon):
            key = "phantom_society.log.ghosts_win" if event.side == "ghosts" else "phantom_society.log.hunters_win"
            return t(key, players=seats(event.winners), damage=event.damage, target=event.target, stake=event.stake)
        if isinstance(event, NextGame):
            return t("phantom_society.log.next_game", game=event.game_number, first=event.vp[0], second=event.vp[1])
        if isinstance(event, TournamentOver):
            return t("phantom_society.log.tournament_over", first=event.vp[0], second=event.vp[1], players=seats(event.winners))
        return event.TYPE


def _content_key(s: PhantomSocietyState) -> tuple:
    """Every slot of the state as one hashable value (lists become tuples)."""
    parts = []
    for name in PhantomSocietyState.__slots__:
        value = getattr(s, name)
        if isinstance(value, list):
            first = value[0] if value else None
            if isinstance(first, list):
                value = tuple(map(tuple, value))  # supply: flat counts per seat
            else:
                value = tuple(value)
        parts.append(value)
    return tuple(parts)

