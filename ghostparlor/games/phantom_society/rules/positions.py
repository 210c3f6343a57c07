"""PS-8 to PS-13, PS-15 to PS-17, section 3, D-8: reading a position (``state_from_json``) so
that it cannot lie (issue 23).

Every key is read through :class:`~ghostparlor.core.positions.PositionReader`; a position
that cannot happen under the rules is refused with a PositionError naming the key. What the
rules determine is derived, and a stated value must agree with it: the Master Game's target,
ghost team, stake and seats from the bids (PS-15, PS-16), the piles from the bids (PS-14),
the victory points from the games played (PS-17), the box and the supplies from the phase
and the board (section 3.2), the placement turn from the tiles placed (section 3.3), the
hiding step from the ghosts hidden (section 3.5), the tiles set aside and the damage from the
tiles removed (PS-8), the turn from the removal log, and the winner (PS-12): a game already
over is ended. docs/games/phantom_society.md lists every key (required, derived, default).
"""

from __future__ import annotations

from itertools import product
from typing import Any

from ghostparlor.core.positions import PositionReader, check_counts, require
from ghostparlor.games.phantom_society.rules.inference import HUNT, PASS
from ghostparlor.games.phantom_society.rules.result import end_game
from ghostparlor.games.phantom_society.rules.state import (
    BID, DEAL_COLOURS, DEAL_PILES, GAME_ID, GHOST_SLOTS, GHOSTS_WIN, HIDE, HUNTERS_WIN, KIND_NAMES, MODES, OVER,
    PHASE_NAMES, PLACE, PLAY, SIDE_NAMES, SLOTS, STANDARD, TOURNAMENT, GameSummary, PhantomSocietyState,
)

BIG = 1 << 30


def state_from_json(g, data: Any) -> PhantomSocietyState:
    """Any possible position from its JSON (the canonical form of ``state_to_json``, or a
    partial one: left-out keys are derived or take the set-up's own values)."""
    r = PositionReader(data)
    if r.has("game"):
        require(r.raw("game") == GAME_ID, "game", f"{r.raw('game')!r} is not {GAME_ID}"[:120])
    s = PhantomSocietyState()
    s.n = r.int("players", low=min(g.setups), high=max(g.setups))
    _options(g, r, s)
    _results(g, r, s)
    _bids(g, r, s)
    board = _board(g, r)
    ghosts = _ghost_entries(g, r)
    _phase(g, r, s, board, ghosts)
    _tile_colours(g, r, s)
    _tiles(g, r, s, board)
    _ghosts(g, r, s, ghosts)
    _history(g, r, s)
    _removals(g, r, s)
    _ending(g, r, s)
    return s


def _name(key: str, value: Any, table: dict, what: str) -> int:
    """The index of a name (square, tile, colour) of this game."""
    require(isinstance(value, str) and value in table, key, f"{value!r} is not a {what} of this game"[:160])
    return table[value]


def _agree(r: PositionReader, key: str, derived: Any, read) -> None:
    """A stated value of a derived key must be what the rules give."""
    if r.has(key):
        stated = read()
        require(stated == derived, key, f"{stated!r} is stated, the rules give {derived!r}"[:200])


# --- options, games played, the Master Game -------------------------------------------


def _options(g, r: PositionReader, s: PhantomSocietyState) -> None:
    s.mode = MODES.index(r.choice("mode", MODES, "standard"))
    option = g.spec.options["tournament_games"]
    if s.mode == TOURNAMENT:
        s.games = r.int("games", option.default, low=option.minimum or 1, high=option.maximum)
    else:
        s.games = r.int("games", 1, low=1, high=1)  # one game outside a tournament
    s.first_master = SLOTS.index(r.choice("first_master", ("G1", "G2"), g.spec.options["first_master"].default))


def _summary(g, n: int, key: str, value: Any) -> tuple[GameSummary, int]:
    """One finished game (PS-12): its summary and the team that played the ghosts."""
    require(isinstance(value, dict), key, "must be an object")
    e = PositionReader({f"{key}.{k}": v for k, v in value.items()})
    seats = range(n)
    winner = e.choice(f"{key}.winner", SIDE_NAMES)
    ghost_seats = tuple(e.ints(f"{key}.ghost_seats", low=0, high=n - 1))
    team = next((t for t, roles in enumerate(g.setups[n]["roles"]) if tuple(sorted({roles[0], roles[2]})) == ghost_seats), -1)
    require(team >= 0, f"{key}.ghost_seats", f"{list(ghost_seats)} are not the masters of either team")
    roles = g.setups[n]["roles"][team]
    side = ghost_seats if winner == "ghosts" else tuple(sorted({roles[1], roles[3]}))
    winners = tuple(e.ints(f"{key}.winners", low=0, high=n - 1))
    require(winners == side, f"{key}.winners", f"{list(winners)} are not the {winner} ({list(side)})")
    bids = tuple(e.items(f"{key}.bids", lambda k, b: _bid_value(g, k, b), length=2))
    ghosts = tuple(e.items(f"{key}.ghosts", lambda k, v: _summary_ghost(g, seats, k, v), length=g.ncol))
    require(sorted(x[0] for x in ghosts) == sorted(g.colours), f"{key}.ghosts", "must list each ghost once")
    summary = GameSummary(
        game=e.int(f"{key}.game", low=1), winner=winner, winners=winners, ghost_seats=ghost_seats,
        damage=e.int(f"{key}.damage", low=0), target=e.int(f"{key}.target", low=1), bids=bids,
        stake=e.int(f"{key}.stake", low=0), ghosts=ghosts,
    )
    return summary, team


def _summary_ghost(g, seats, key: str, value: Any) -> tuple:
    require(isinstance(value, (list, tuple)) and len(value) == 4, key, "must be [colour, square, owner, revealed]")
    colour, square, owner, revealed = value
    _name(key, colour, g.colour_index, "ghost colour")
    if square is not None:
        _name(key, square, g.square_index, "square")
    require(not isinstance(owner, bool) and owner in seats, key, f"owner {owner!r} is not a seat"[:120])
    require(isinstance(revealed, bool), key, "revealed must be true or false")
    return (colour, square, owner, revealed)


def _results(g, r: PositionReader, s: PhantomSocietyState) -> None:
    """PS-16, PS-17: the games played so far; the victory points are their stakes."""
    parsed = r.items("results", lambda k, v: _summary(g, s.n, k, v), [])
    s.results = [summary for summary, _team in parsed]
    over = r.data.get("phase") == "over"
    high = 1 if s.mode != TOURNAMENT else None
    s.game_number = r.int("game_number", max(1, len(s.results) + (0 if over else 1)), low=1, high=high)
    vp = [0, 0]
    for i, (summary, team) in enumerate(parsed):
        key = f"results[{i}]"
        require(summary.game == i + 1, f"{key}.game", f"game {summary.game} listed as game {i + 1}")
        if s.mode == STANDARD:
            require(team == 0 and summary.stake == 0 and summary.bids == (None, None), key,
                    "a standard game has team 1 as ghosts and no bids")
        else:
            won = team if summary.winner == "ghosts" else 1 - team
            vp[won] += summary.stake
            if s.mode == TOURNAMENT and i + 1 < s.game_number:  # PS-17: did the tournament go on?
                require(summary.game < s.games or vp[0] == vp[1], key, f"the tournament was over after game {summary.game}")
    s.vp = vp
    _agree(r, "vp", vp, lambda: r.ints("vp", length=2, low=0))


def _bid_value(g, key: str, value: Any):
    if value is None:
        return None
    require(isinstance(value, (list, tuple)) and len(value) == 2, key, "a bid is [tens, thousands]")
    tens, thousands = (PositionReader._int(f"{key}[{i}]", v, 0, None) for i, v in enumerate(value))
    require(any(tens in g.pile_tens[p] and thousands in g.pile_thousands[p] for p in range(2)), key,
            f"{tens} + {thousands} is not a bid of either pile (PS-14)")
    return (tens, thousands)


def _pile_of(g, bid: tuple) -> int:
    return next(p for p in range(2) if bid[0] in g.pile_tens[p] and bid[1] in g.pile_thousands[p])


def _bids(g, r: PositionReader, s: PhantomSocietyState) -> None:
    """PS-14, PS-15, PS-16, D-8: the piles and bids; target, ghost team, stake and seats follow."""
    bids = r.items("bids", lambda k, v: _bid_value(g, k, v), [None, None], length=2)
    if s.mode == STANDARD:
        require(bids == [None, None], "bids", "a standard game has no bids (mode master_game or tournament)")
        _agree(r, "piles", [None, None], lambda: r.list("piles"))
        piles = [-1, -1]
    else:
        require(bids[0] is not None or bids[1] is None, "bids", "team 1 bids first (PS-15)")
        from_bids = [_pile_of(g, b) if b is not None else -1 for b in bids]
        if r.has("piles"):
            stated = r.list("piles", length=2)
            piles = [_name(f"piles[{i}]", p, {x: j for j, x in enumerate(g.pile_ids)}, "pile") if p is not None else -1
                     for i, p in enumerate(stated)]
            require((piles[0] < 0) == (piles[1] < 0), "piles", "each team gets a pile, or neither yet")
            require(piles[0] < 0 or piles[0] != piles[1], "piles", "both teams hold the same pile (D-8)")
            for team in range(2):
                require(from_bids[team] < 0 or from_bids[team] == piles[team], f"bids[{team}]",
                        f"is not a bid of pile {g.pile_ids[piles[team]] if piles[team] >= 0 else '(none dealt)'}")
        elif from_bids[0] >= 0:
            piles = [from_bids[0], 1 - from_bids[0]]
            require(from_bids[1] < 0 or from_bids[1] == piles[1], "bids", "both bids are of the same pile (D-8)")
        else:
            piles = [-1, -1]
    s.piles, s.bids = piles, bids
    setup = g.setups[s.n]
    if s.mode == STANDARD:  # section 3.1, PS-13: team 1 plays the ghosts
        ghost_team, target, stake, slot_seats = 0, setup["target"], 0, list(setup["roles"][0])
    elif bids[1] is not None:  # PS-15, PS-16, D-12
        totals = [sum(bids[0]), sum(bids[1])]
        high = 0 if totals[0] > totals[1] else 1
        ghost_team, target, stake = high, totals[1 - high], totals[high] - totals[1 - high]
        slot_seats = list(setup["roles"][high])
    else:
        ghost_team, target, stake, slot_seats = -1, 0, 0, [-1] * 4
    _agree(r, "ghost_team", ghost_team, lambda: r.int("ghost_team"))
    _agree(r, "target", target, lambda: r.int("target"))
    _agree(r, "stake", stake, lambda: r.int("stake"))
    _agree(r, "slot_seats", slot_seats, lambda: r.ints("slot_seats", length=4))
    s.ghost_team, s.target, s.stake, s.slot_seats = ghost_team, target, stake, slot_seats


# --- phase, tiles, ghosts -------------------------------------------------------------


def _board(g, r: PositionReader) -> list[int] | None:
    """The board as a tile kind (or -1) per square; None if the position leaves it out."""
    if not r.has("board"):
        return None
    raw = r.raw("board")
    board = [-1] * g.size
    if isinstance(raw, dict):  # {"c3": "red_4", ...}: handy for set-up positions
        for name, tid in raw.items():
            sq = _name(f"board.{name}"[:40], name, g.square_index, "square")
            if tid is not None:
                board[sq] = _name(f"board.{name}", tid, g.tile_index, "tile")
    else:  # the canonical form: one entry per square a1, b1, ..., f6
        for sq, tid in enumerate(r.list("board", length=g.size)):
            if tid is not None:
                board[sq] = _name(f"board.{g.square_names[sq]}", tid, g.tile_index, "tile")
    on_board = {g.tile_ids[k]: board.count(k) for k in set(board) if k >= 0}
    for tid, count in on_board.items():
        full = g.full_box[g.tile_index[tid]]
        require(count <= full, "board", f"{count} {tid} tiles on the board, the game has {full}")
    return board


def _ghost_entries(g, r: PositionReader) -> dict[int, PositionReader]:
    entries = {}
    for colour, value in r.mapping("ghosts", {}).items():
        key = f"ghosts.{colour}"[:40]
        _name(key, colour, g.colour_index, "ghost colour")
        require(isinstance(value, dict), key, "must be an object {square, owner, revealed}")
        entries[g.colour_index[colour]] = PositionReader({f"{key}.{k}": v for k, v in value.items()})
    return entries


def _phase(g, r: PositionReader, s: PhantomSocietyState, board, ghosts) -> None:
    """The phase, stated or derived from the rest; it must be consistent with the rest."""
    if r.has("phase"):
        s.phase = PHASE_NAMES.index(r.choice("phase", PHASE_NAMES))
    elif board is not None:  # derived: placing, hiding or hunting, from the board and the ghosts
        hidden = sum(1 for c, e in ghosts.items() if e.data.get(f"ghosts.{g.colours[c]}.square") is not None)
        if -1 in board:
            s.phase = PLAY if hidden else PLACE
        else:
            s.phase = PLAY if hidden == g.ncol else HIDE
    elif s.mode != STANDARD and s.piles[0] < 0:
        s.phase = DEAL_PILES
    elif s.mode != STANDARD and s.bids[1] is None:
        s.phase = BID
    else:
        s.phase = DEAL_COLOURS if r.raw("tile_colours", "fixed") == "random" else PLACE
    phase = PHASE_NAMES[s.phase]
    if s.mode == STANDARD:
        require(s.phase not in (DEAL_PILES, BID), "phase", f"{phase}: a standard game has no Master Game bidding")
    else:
        require((s.phase == DEAL_PILES) == (s.piles[0] < 0), "piles",
                "are dealt when the game leaves deal_piles" if s.phase != DEAL_PILES else "are not dealt yet in deal_piles")
        if s.phase > BID:
            require(s.bids[1] is not None, "bids", f"both teams have bid once the game is in {phase}")
        elif s.phase == BID:
            require(s.bids[1] is None, "bids", "both bids are in: the game has left the bid phase")
    if s.phase == DEAL_COLOURS:
        require(r.raw("tile_colours", "random") == "random", "tile_colours", "colours are dealt only with tile_colours random")


def _tile_colours(g, r: PositionReader, s: PhantomSocietyState) -> None:
    if r.has("tile_colours"):
        s.random_colours = r.choice("tile_colours", ("random", "fixed")) == "random"
    else:  # derived: dealt at random if the slots' colours are not the fixed ones
        stated = r.data.get("slot_colours")
        fixed = [g.colours[c] for c in g.fixed_slot_colours]
        if s.phase < DEAL_COLOURS:  # not dealt yet: the option's own default
            s.random_colours = g.spec.options["tile_colours"].default == "random"
        else:
            s.random_colours = s.phase == DEAL_COLOURS or (isinstance(stated, list) and stated != fixed)


def _counts(g, r: PositionReader, key: str, default: Any) -> list[int]:
    return _count_map(g, key, r.mapping(key, default))


def _count_map(g, key: str, mapping: dict) -> list[int]:
    out = [0] * len(g.tile_ids)
    for tid, count in mapping.items():
        k = _name(f"{key}.{tid}"[:60], tid, g.tile_index, "tile")
        out[k] += PositionReader._int(f"{key}.{tid}", count, 0, g.full_box[k])
    return out


def _tiles(g, r: PositionReader, s: PhantomSocietyState, board) -> None:
    """Section 3.2, 3.3: each slot's colour, the box, the supplies, the board and whose placement it is."""
    ncol, kinds = g.ncol, len(g.tile_ids)
    if s.phase < PLACE:
        slot_colours = [-1] * 4
    elif not s.random_colours:
        slot_colours = list(g.fixed_slot_colours)
    else:
        stated = r.list("slot_colours", length=4)
        slot_colours = [_name(f"slot_colours[{i}]", c, g.colour_index, "colour") for i, c in enumerate(stated)]
        require(sorted(slot_colours) == list(range(ncol)), "slot_colours", "each slot holds a different colour")
    _agree(r, "slot_colours", [g.colours[c] if c >= 0 else None for c in slot_colours], lambda: r.list("slot_colours"))
    s.slot_colours = slot_colours
    s.box = g.full_box[:] if s.phase < PLACE else [0] * kinds
    _agree(r, "box", s.box, lambda: _counts(g, r, "box", None))
    if board is None:
        require(s.phase <= PLACE, "board", f"is required in {PHASE_NAMES[s.phase]}")
        board = [-1] * g.size
    s.board = board
    placed = g.size - board.count(-1)
    if s.phase < PLACE:
        require(placed == 0, "board", f"no tile is placed before {PHASE_NAMES[PLACE]}")
    elif s.phase == PLACE:
        require(placed < g.size, "board", "is full: the ghosts hide once every tile is placed (section 3.5)")
    elif s.phase == HIDE:
        require(placed == g.size, "board", "every square holds a tile while the ghosts hide (section 3.5)")
    s.supply = [[0] * kinds for _ in range(s.n)]
    if s.phase == PLACE:  # each seat holds its slots' colours, less what it placed
        turns = [0] * s.n
        for t in range(placed):
            turns[s.slot_seats[(g.first_placement_slot + t) % 4]] += 1
        for seat in range(s.n):
            mine = [slot_colours[slot] for slot in range(4) if s.slot_seats[slot] == seat]
            on = 0
            for c in mine:
                for k in g.kinds_of_colour[c]:
                    here = board.count(k)
                    s.supply[seat][k] = g.full_box[k] - here
                    on += here
            require(on == turns[seat], "board", f"seat {seat + 1} has placed {on} tiles, but {turns[seat]} of the "
                    f"{placed} placements so far were theirs (section 3.3)")
    if r.has("supply"):
        for i, m in enumerate(r.list("supply", length=s.n)):
            require(isinstance(m, dict), f"supply[{i}]", "must be an object of tile counts")
            require(_count_map(g, f"supply[{i}]", m) == s.supply[i], f"supply[{i}]",
                    "the rules give the seat's unplaced tiles of its colours (section 3.2)" if s.phase == PLACE
                    else f"no seat holds tiles in {PHASE_NAMES[s.phase]}")
    slot = (g.first_placement_slot + placed) % 4 if s.phase in (PLACE, HIDE) else 0
    s.slot = slot
    if s.phase < PLAY:
        _agree(r, "slot", SLOTS[slot], lambda: r.choice("slot", SLOTS))


def _ghosts(g, r: PositionReader, s: PhantomSocietyState, entries) -> None:
    """Section 3.5, PS-8, PS-10: where the ghosts are, who owns them, which are revealed."""
    ncol = g.ncol
    s.ghost_sq, s.owner, s.revealed = [-1] * ncol, [-1] * ncol, [False] * ncol
    masters = [s.slot_seats[0], s.slot_seats[2]] if s.slot_seats[0] >= 0 else []
    missing_owner = []
    for c in range(ncol):
        e = entries.get(c)
        key = f"ghosts.{g.colours[c]}"
        if e is None:
            require(s.phase < PLAY, key, f"is required in {PHASE_NAMES[s.phase]}: every ghost hides before the hunt")
            continue
        square = e.raw(f"{key}.square", None)
        sq = _name(f"{key}.square", square, g.square_index, "square") if square is not None else -1
        revealed = e.bool(f"{key}.revealed", False)
        s.ghost_sq[c], s.revealed[c] = sq, revealed
        if sq < 0:
            require(s.phase < PLAY, f"{key}.square", f"is required in {PHASE_NAMES[s.phase]}: every ghost hides before the hunt")
            require(not revealed, f"{key}.revealed", "a ghost not yet hidden cannot be revealed")
            require(e.int(f"{key}.owner", -1) == -1, f"{key}.owner", "a ghost not yet hidden has no owner")
            continue
        require(s.phase >= HIDE, f"{key}.square", f"no ghost hides before placement is over ({PHASE_NAMES[s.phase]})")
        name = g.square_names[sq]
        if revealed:
            require(s.phase >= PLAY, f"{key}.revealed", "no ghost is revealed before the hunt")
            require(s.board[sq] < 0, f"board.{name}", "revealed ghost under a tile (PS-8: its tile was removed)")
        else:
            require(s.board[sq] >= 0, f"board.{name}", f"the hidden {g.colours[c]} ghost needs a tile over it")
            require(g.colour_of[s.board[sq]] == c, f"board.{name}",
                    f"the {g.colours[c]} ghost hides under a {g.colours[c]} tile, not {g.tile_ids[s.board[sq]]} (section 3.5)")
        if e.has(f"{key}.owner"):
            owner = e.int(f"{key}.owner", low=0, high=s.n - 1)
            require(owner in masters, f"{key}.owner", f"seat {owner} is not a ghost master")
            s.owner[c] = owner
        else:
            missing_owner.append(c)
    squares = [q for q in s.ghost_sq if q >= 0]
    require(len(squares) == len(set(squares)), "ghosts", "two ghosts on one square")
    hidden = len(squares)
    if masters:
        lone = masters[0] == masters[1]
        share = [hidden] if lone else [(hidden + 1) // 2, hidden // 2]  # G1, G2, G1, G2 (section 3.5)
        seats = masters[:1] if lone else masters
        for c in missing_owner:  # left out: the first master short of ghosts takes it
            have = [sum(1 for x in s.owner if x == m) for m in seats]
            s.owner[c] = next((m for m, h, want in zip(seats, have, share) if h < want), seats[0])
        for m, want in zip(seats, share):
            have = sum(1 for x in s.owner if x == m)
            require(have == want, "ghosts", f"seat {m} owns {have} ghosts, a master owns {want} "
                    f"{'once every ghost is hidden' if s.phase >= PLAY else 'at this step of the hiding'}")
    s.hide_step = hidden if s.phase == HIDE else (ncol if s.phase >= PLAY else 0)
    _agree(r, "hide_step", s.hide_step, lambda: r.int("hide_step"))


# --- the hunt: the log, the removed tiles, the end ------------------------------------


def _record(g, s: PhantomSocietyState, key: str, value: Any) -> tuple:
    require(isinstance(value, dict), key, "must be an object {seat, slot, action, square, tile, revealed}")
    e = PositionReader({f"{key}.{k}": v for k, v in value.items()})
    kind = KIND_NAMES.index(e.choice(f"{key}.action", KIND_NAMES))
    slot = SLOTS.index(e.choice(f"{key}.slot", SLOTS))
    seat = e.int(f"{key}.seat", low=0, high=s.n - 1)
    square, tile, rev = e.raw(f"{key}.square", None), e.raw(f"{key}.tile", None), e.raw(f"{key}.revealed", None)
    if kind == PASS:
        require(square is None and tile is None and rev is None, key, "a pass removes no tile")
        return (seat, slot, kind, -1, -1), -1
    sq = _name(f"{key}.square", square, g.square_index, "square")
    k = _name(f"{key}.tile", tile, g.tile_index, "tile")
    c = _name(f"{key}.revealed", rev, g.colour_index, "ghost colour") if rev is not None else -1
    return (seat, slot, kind, sq, c), k


def _history(g, r: PositionReader, s: PhantomSocietyState) -> None:
    """PS-1 to PS-12: the removal log must be a game that can happen: whose turn each was, a
    devastation a legal target of a hidden ghost of the master, a pass with none, the reveals."""
    parsed = r.items("history", lambda k, v: _record(g, s, k, v), [])
    require(not parsed or s.phase >= PLAY, "history", "the removal log starts with the hunt")
    s.history = [rec for rec, _k in parsed]
    s.history_tiles = [k for _rec, k in parsed]
    occ = 0
    for q in range(g.size):
        if s.board[q] >= 0:
            occ |= 1 << q
    reveal_at = [(-1 if s.revealed[c] else BIG) for c in range(g.ncol)]
    seen = set()
    for i, (seat, slot, kind, sq, c) in enumerate(s.history):
        key = f"history[{i}]"
        if sq >= 0:
            require(sq not in seen, f"{key}.square", "a square's tile is removed once")
            require(s.board[sq] < 0, f"{key}.square", f"{g.square_names[sq]} still holds a tile")
            seen.add(sq)
            occ |= 1 << sq
            if c >= 0:
                require(s.revealed[c] and s.ghost_sq[c] == sq, f"{key}.revealed",
                        f"the {g.colours[c]} ghost is not revealed on {g.square_names[sq]}")
                require(g.colour_of[s.history_tiles[i]] == c, f"{key}.tile", "a ghost hides under a tile of its colour")
                reveal_at[c] = i
    for i, (seat, slot, kind, sq, c) in enumerate(s.history):
        key = f"history[{i}]"
        if i:
            require(slot == (s.history[i - 1][1] + 1) % 4, f"{key}.slot", "turns go round the slots in order (PS-1)")
        require(any(reveal_at[x] >= i for x in range(g.ncol)), key, "every ghost was revealed: the game was over")
        if slot in GHOST_SLOTS:
            require(kind != HUNT, f"{key}.action", "a ghost turn devastates or passes")
            master = s.slot_seats[slot]
            mine = [x for x in range(g.ncol) if s.owner[x] == master]
            if s.slot_seats[0] != s.slot_seats[2] and all(reveal_at[x] < i for x in mine):
                master = s.slot_seats[2 - slot]  # PS-10: the partner plays for an eliminated master
            require(seat == master, f"{key}.seat", f"the ghost turn was seat {master}'s")
            live = [x for x in range(g.ncol) if s.owner[x] == seat and reveal_at[x] >= i]
            if kind == PASS:
                require(not any(g.geo.has_target(s.ghost_sq[x], occ) for x in live), key,
                        "a master with a legal target may not pass (PS-11)")
            else:
                require(any(g.geo.reaches(s.ghost_sq[x], sq, occ) for x in live), key,
                        f"{g.square_names[sq]} was not a legal target of the master's hidden ghosts (PS-5)")
        else:
            require(kind == HUNT, f"{key}.action", "a hunter turn hunts")
            require(seat == s.slot_seats[slot], f"{key}.seat", f"the hunter turn was seat {s.slot_seats[slot]}'s")
        if sq >= 0:
            found = next((x for x in range(g.ncol) if s.ghost_sq[x] == sq), -1)
            require(found == c, f"{key}.revealed", f"removing {g.square_names[sq]} reveals "
                    f"{g.colours[found] if found >= 0 else 'no ghost'} (PS-8)")
            occ &= ~(1 << sq)
    if s.phase >= PLAY:
        if s.history:
            slot = (s.history[-1][1] + (0 if s.phase == OVER else 1)) % 4
        else:
            slot = s.first_master
        s.slot = SLOTS.index(r.choice("slot", SLOTS, SLOTS[slot]))
        if s.history:
            require(s.slot == slot, "slot", f"the log's last turn was {SLOTS[s.history[-1][1]]}: it is {SLOTS[slot]}'s turn")


def _removals(g, r: PositionReader, s: PhantomSocietyState) -> None:
    """PS-8: a removed tile with no ghost under it is damage; one with a ghost is set aside."""
    kinds = len(g.tile_ids)
    missing = g.full_box[:] if s.phase >= PLAY else [0] * kinds
    if s.phase >= PLAY:
        for k in s.board:
            if k >= 0:
                missing[k] -= 1
    stated_damage = r.int("damage", low=0) if r.has("damage") else None
    if s.phase < PLAY:
        s.removed, s.set_aside, s.damage = [0] * kinds, [0] * kinds, 0
        _agree(r, "removed", s.removed, lambda: _counts(g, r, "removed", None))
        _agree(r, "set_aside", s.set_aside, lambda: _counts(g, r, "set_aside", None))
        require(stated_damage in (None, 0), "damage", "no tile is removed before the hunt")
        return
    logged = [0] * kinds
    aside_logged = [0] * kinds
    for (_seat, _slot, _kind, _sq, c), k in zip(s.history, s.history_tiles):
        if k >= 0:
            (aside_logged if c >= 0 else logged)[k] += 1
    for k in range(kinds):
        require(logged[k] + aside_logged[k] <= missing[k], "history", f"the log removes more {g.tile_ids[k]} tiles than are off the board")
    revealed = [c for c in range(g.ncol) if s.revealed[c]]
    if r.has("set_aside"):
        aside = _counts(g, r, "set_aside", None)
        for c in range(g.ncol):
            have = sum(aside[k] for k in g.kinds_of_colour[c])
            require(have == (1 if s.revealed[c] else 0), "set_aside",
                    f"{have} {g.colours[c]} tiles set aside: one per revealed ghost, of its colour (PS-8)")
        for k in range(kinds):
            require(aside_logged[k] <= aside[k] <= missing[k], "set_aside", f"{g.tile_ids[k]} does not match the board and the log")
    else:
        aside = _derive_set_aside(g, s, missing, aside_logged, revealed, stated_damage)
    s.set_aside = aside
    s.removed = [missing[k] - aside[k] for k in range(kinds)]
    for k in range(kinds):
        require(logged[k] <= s.removed[k], "history", f"the log removes more {g.tile_ids[k]} tiles than are off the board")
    _agree(r, "removed", s.removed, lambda: _counts(g, r, "removed", None))
    counts = {g.tile_ids[k]: s.box[k] + s.removed[k] + s.set_aside[k] + s.board.count(k) + sum(x[k] for x in s.supply)
              for k in range(kinds)}
    check_counts("board", counts, {g.tile_ids[k]: g.full_box[k] for k in range(kinds)}, "tiles")
    s.damage = sum(g.value_of[k] * s.removed[k] for k in range(kinds))
    if stated_damage is not None:
        require(stated_damage == s.damage, "damage", f"{stated_damage} is stated, but the removed tiles add up to {s.damage} (PS-8)")


def _derive_set_aside(g, s, missing, aside_logged, revealed, stated_damage) -> list[int]:
    """The tile set aside for each revealed ghost: the log's, else one of its colour off the board
    (chosen to give the stated damage, else the most valuable: the least damage)."""
    aside = aside_logged[:]
    open_colours = [c for c in revealed if not any(aside[k] for k in g.kinds_of_colour[c])]
    choices = []
    for c in open_colours:
        options = sorted((k for k in g.kinds_of_colour[c] if missing[k] - aside[k] > 0), key=lambda k: -g.value_of[k])
        require(options, f"ghosts.{g.colours[c]}", "revealed, but no tile of its colour is off the board (PS-8)")
        choices.append(options)
    total = sum(g.value_of[k] * missing[k] for k in range(len(missing))) - sum(g.value_of[k] * aside[k] for k in range(len(aside)))
    best = None
    for combo in product(*choices):
        damage = total - sum(g.value_of[k] for k in combo)
        if stated_damage is None or damage == stated_damage:
            best = combo
            break
    if best is None:  # no choice gives the stated damage: the check of the damage says so
        best = next(product(*choices))
    for k in best:
        aside[k] += 1
    return aside


def _ending(g, r: PositionReader, s: PhantomSocietyState) -> None:
    """PS-12, PS-17: the winner is derived; a game already over is ended."""
    s.winner = -1
    all_found = all(s.revealed) and s.phase >= PLAY
    reached = s.phase >= PLAY and s.damage >= s.target
    require(not (all_found and reached), "damage", f"{s.damage} reached the target {s.target} and every ghost is revealed: "
            "the game ended at the first of them (PS-12)")
    played = len(s.results)
    if s.phase == PLAY and (all_found or reached):  # the game is over: end it as the rules do
        require(played == s.game_number - 1, "results", f"{played} games listed before game {s.game_number}")
        end_game(g, s, HUNTERS_WIN if all_found else GHOSTS_WIN, [], False)
    elif s.phase == OVER:
        require(all_found or reached, "phase", f"over, but damage {s.damage} is below the target {s.target} "
                "and a ghost is still hidden (PS-12)")
        side = HUNTERS_WIN if all_found else GHOSTS_WIN
        require(played in (s.game_number - 1, s.game_number), "results", f"{played} games listed for game {s.game_number}")
        probe = s.clone()
        probe.phase = PLAY
        if played == s.game_number:
            last = probe.results.pop()
            probe.vp = _vp_without_last(s, last)
        end_game(g, probe, side, [], False)
        require(probe.phase == OVER, "phase", f"over, but the tournament goes on after game {s.game_number} (PS-17)")
        if played == s.game_number:
            require(probe.results[-1] == s.results[-1], f"results[{played - 1}]", "does not match how this game ended")
        s.results, s.vp, s.winner = probe.results, probe.vp, side
    else:
        require(played == s.game_number - 1, "results", f"{played} games listed before game {s.game_number}")
    _agree(r, "winner", SIDE_NAMES[s.winner] if s.winner >= 0 else None, lambda: r.raw("winner"))
    if s.phase == PLAY:
        require(g.legal_actions(s), "slot", "the seat to move has no legal action")


def _vp_without_last(s: PhantomSocietyState, last: GameSummary) -> list[int]:
    vp = s.vp[:]
    if s.mode != STANDARD:
        won = s.ghost_team if last.winner == "ghosts" else 1 - s.ghost_team
        vp[won] -= last.stake
    return vp
