"""TH-1, TH-5, TH-9, TH-14, TH-19 to TH-22, TH-A2 to TH-A4 and D-3, D-4, D-5, D-10,
D-11, D-12: reading any position from its canonical JSON so that it cannot lie: every
key is checked (type, range, known ids), every invariant of the game is checked, what
the rules determine is derived, and what is left out takes the rules' own set-up value.

Refused (a :class:`~ghostparlor.core.errors.PositionError` naming the key): a pawn count
that is not the game's for that many seats, two pawns on one hallway square (TH-9), a
carrier OUTSIDE (TH-14), a jewel missing, twice, or outside a jewel room without the
put-down house rule (D-11), advanced deliveries out of order (TH-A2), revealed numbers
in the basic game, three ghosts in a room that is not haunted or ghosts in a haunted
room (TH-5), supplies and cards that do not add up to the game's (D-3, D-4), a lock or
SHUFFLE/DRAW card where none can lie (TH-A3, TH-A4), a phase the rest of the position
cannot be in (set-up, a roll of 0 after rolling, a pick-up or fight with nothing to do,
an empty draw pile to draw from, D-10), and an ending that does not match the position.

Derived: the supplies (D-3, D-4), the draw pile (the deck minus the discard pile and
the lock card), every carried or delivered jewel being face up in the advanced game,
and the end: a position the rules have already ended (TH-20, TH-21, D-11, TH-19) is over.

Defaults (set-up, section 3): 1 to 4 seats need ``players``; every pawn outside, nobody
carrying, nothing delivered; jewel ``j`` lies in the ``j``-th jewel room (letter order)
unless it is carried or delivered (so a taken jewel's room is the empty one); one ghost
in each start room that is not haunted; no haunting, no lock, an empty discard pile.

A position may state ``deck_order``: the draw pile's cards, top first (D-14), which
:func:`deck_order_script` turns into the draws the Match deals.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ghostparlor.core.errors import PositionError
from ghostparlor.core.positions import PositionReader, check_counts, deck_order_counts, known, require
from ghostparlor.core.protocol import Action
from ghostparlor.games.treasure_hunters.rules.battle import fight_kind
from ghostparlor.games.treasure_hunters.rules.board import HALL
from ghostparlor.games.treasure_hunters.rules.ghosts import full_deck
from ghostparlor.games.treasure_hunters.rules.movement import jewel_options
from ghostparlor.games.treasure_hunters.rules.result import ending, won
from ghostparlor.games.treasure_hunters.rules.setup import pawn_count
from ghostparlor.games.treasure_hunters.rules.state import (
    CARD,
    DRAW_CARD,
    FIGHT,
    GAME_ID,
    LOCK_CARD,
    LOST_HAUNTINGS,
    MOVE,
    OUTCOMES,
    OVER,
    PHASE_NAMES,
    PICKUP,
    PLACE_JEWELS,
    SHUFFLE_CARD,
    TreasureHuntersState,
)

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame

ROLLED = (CARD, MOVE, PICKUP, FIGHT)  # phases after the movement die is rolled (TH-1)


def _whole(key: str, value: Any, low: int, high: int) -> int:
    return PositionReader({key: value}).int(key, low=low, high=high)


def _id(key: str, value: Any, names: list[str], what: str) -> str:
    require(isinstance(value, str), key, f"must be the id of a {what}, not {value!r}"[:120])
    return known(key, value, names, what)


def state_from_json(g: "TreasureHuntersGame", data: Any) -> TreasureHuntersState:
    """The position ``data`` states, or a PositionError naming what cannot be."""
    r = PositionReader(data)
    b = g.board
    s = TreasureHuntersState()
    r.choice("game", (GAME_ID,), GAME_ID)
    s.n = n = r.int("players", low=g.spec.min_players, high=g.spec.max_players)
    s.advanced = r.bool("advanced", False)
    s.putdown = r.bool("allow_putdown", False)
    require(s.advanced or not s.putdown, "allow_putdown", "the put-down house rule is part of the advanced game (D-11)")
    s.phase = PHASE_NAMES.index(r.choice("phase", PHASE_NAMES, "roll"))
    s.outcome = r.choice("outcome", OUTCOMES, "")
    if s.outcome and not r.has("phase"):
        s.phase = OVER  # an ending was stated: the game is over
    count = pawn_count(g, n)
    _read_turn(g, r, s, count)
    _read_pawns(g, r, s, count)
    _read_jewels(g, r, s)
    _read_ghosts(g, r, s)
    _read_cards(g, r, s)
    if r.data.get("deck_order") is not None:
        deck_order_script(g, s, r.data["deck_order"])
    _check_phase(g, s)
    if s.advanced:  # TH-A2, D-12: a jewel is picked up only after ending a move in its room
        for j in (*s.carry, *s.delivered):
            s.revealed[j] = True
        if s.phase in (PICKUP, FIGHT):  # the pawn to act ended its move here this turn
            here = b.room_of[s.pos[s.turn]]
            if here >= 0 and s.room_jewel[here]:
                s.revealed[s.room_jewel[here]] = True
    _check_ending(g, s)
    return s


def _read_pawns(g: "TreasureHuntersGame", r: PositionReader, s: TreasureHuntersState, count: int) -> None:
    """Section 1, D-5: the game's pawns for this many seats; TH-9, TH-14."""
    b = g.board
    s.pos = [b.node_index[nid] for nid in
             r.items("pawns", lambda key, v: _id(key, v, b.node_ids, "place on the board"), [b.out_id] * count, count)]
    seen: set[int] = set()
    for p in s.pos:
        require(b.kind[p] != HALL or p not in seen, "pawns", f"two pawns on {b.node_ids[p]} (TH-9: one pawn per hallway square)")
        seen.add(p)
    s.carry = r.ints("carrying", [0] * count, count, 0, g.jewel_count)
    for p, j in enumerate(s.carry):
        require(not j or s.pos[p] != b.out, f"carrying[{p}]",
                f"pawn {p} carries jewel {j} but is already OUTSIDE: reaching OUTSIDE delivers it (TH-14)")
    s.delivered = r.ints("delivered", [], None, 1, g.jewel_count)
    if s.advanced:
        require(s.delivered == list(range(1, len(s.delivered) + 1)), "delivered",
                f"{s.delivered} is not 1, 2, 3... in order: a jewel leaves only as the next number (TH-A2)")


def _read_jewels(g: "TreasureHuntersGame", r: PositionReader, s: TreasureHuntersState) -> None:
    """Section 3, TH-A1, TH-12 to TH-14, D-11: every jewel in one place; face up or down."""
    b = g.board
    total = g.jewel_count
    s.room_jewel = [0] * g.rooms
    if r.has("jewels"):
        for rid, j in r.mapping("jewels").items():
            key = f"jewels.{rid}"
            room = b.room_ids.index(_id(key, rid, b.room_ids, "room"))
            s.room_jewel[room] = _whole(key, j, 0, total)
    elif s.phase != PLACE_JEWELS:
        taken = set(s.carry) | set(s.delivered)
        for j, room in enumerate(b.jewel_rooms, start=1):  # jewel j was dealt to the j-th jewel room
            if j <= total and j not in taken:
                s.room_jewel[room] = j
    for room, j in enumerate(s.room_jewel):
        require(not j or s.putdown or room in b.jewel_rooms, f"jewels.{b.room_ids[room]}",
                f"room {b.room_ids[room]} is not a jewel room: only the put-down house rule leaves a jewel there (D-11)")
    have = Counter(j for j in (*s.room_jewel, *s.carry, *s.delivered) if j)
    if s.phase == PLACE_JEWELS:
        for j, c in have.items():
            require(c == 1, "jewels", f"jewel {j} is in {c} places")
    else:
        check_counts("jewels", have, {j: 1 for j in range(1, total + 1)}, "jewels")
    s.revealed = [False] * (total + 1)
    for i, j in enumerate(r.ints("revealed", [], None, 1, total)):
        require(not s.revealed[j], f"revealed[{i}]", f"jewel {j} is named twice")
        s.revealed[j] = True
    require(s.advanced or not any(s.revealed), "revealed", "the basic game never turns a jewel over (section 3)")


def _read_ghosts(g: "TreasureHuntersGame", r: PositionReader, s: TreasureHuntersState) -> None:
    """TH-3 to TH-5, TH-20, D-3, D-4: ghosts per room, hauntings and both supplies."""
    b = g.board
    s.haunted = [False] * g.rooms
    for i, rid in enumerate(r.list("haunted", [])):
        room = b.room_ids.index(_id(f"haunted[{i}]", rid, b.room_ids, "room"))
        require(not s.haunted[room], f"haunted[{i}]", f"{rid} is named twice")
        s.haunted[room] = True
    markers = sum(s.haunted)
    require(markers <= g.markers_total, "haunted", f"{markers} hauntings, the game has {g.markers_total} markers")
    s.ghosts = [0] * g.rooms
    if r.has("ghosts"):
        for rid, count in r.mapping("ghosts").items():
            key = f"ghosts.{rid}"
            room = b.room_ids.index(_id(key, rid, b.room_ids, "room"))
            s.ghosts[room] = count = _whole(key, count, 0, g.ghost_total)
            if s.haunted[room]:
                require(count == 0, key, f"{count} ghost{'s' if count > 1 else ''} in a haunted room: a haunted room never holds ghosts (TH-5)")
            require(count < g.ghosts_to_haunt, key,
                    f"{count} ghosts in a room that is not haunted: the {g.ghosts_to_haunt}rd haunts it (TH-5)")
    else:
        for room in b.ghost_start:  # section 3: one ghost in each start room (a haunted room holds none)
            s.ghosts[room] = 0 if s.haunted[room] else 1
    s.supply = g.ghost_total - sum(s.ghosts)
    s.markers_left = g.markers_total - markers
    require(r.int("ghost_supply", s.supply) == s.supply, "ghost_supply",
            f"{r.data.get('ghost_supply')} in the supply and {sum(s.ghosts)} on the board, the game has {g.ghost_total} ghosts (D-3)")
    require(r.int("markers_left", s.markers_left) == s.markers_left, "markers_left",
            f"{r.data.get('markers_left')} left and {markers} on the board, the game has {g.markers_total} markers (D-4)")


def _read_cards(g: "TreasureHuntersGame", r: PositionReader, s: TreasureHuntersState) -> None:
    """TH-2, TH-6, TH-A3 to TH-A5, D-10: the draw pile, the discard pile and the lock card."""
    ids = g.card_ids
    s.discard = [g.card_index[c] for c in r.items("discard", lambda key, v: _id(key, v, ids, "card"), [])]
    lock = r.raw("lock", None)
    s.lock = -1 if lock is None else g.card_index[_id("lock", lock, ids, "card")]
    require(s.lock < 0 or g.card_type[s.lock] == LOCK_CARD, "lock", f"{lock} is not a lock card (TH-A4)")
    deck = full_deck(g, s.advanced)
    if r.has("draw_pile"):
        s.draw = [0] * len(ids)
        for cid, count in r.mapping("draw_pile").items():
            key = f"draw_pile.{cid}"
            s.draw[g.card_index[_id(key, cid, ids, "card")]] = _whole(key, count, 0, sum(deck))
    else:
        s.draw = deck[:]
        for k in (*s.discard, *([s.lock] if s.lock >= 0 else [])):
            s.draw[k] -= 1
            require(s.draw[k] >= 0, "cards", f"more {ids[k]} cards on the discard pile and aside than the deck has ({deck[k]})")
    s.draw_size = sum(s.draw)
    have = Counter({ids[k]: c for k, c in enumerate(s.draw) if c})
    have.update(ids[k] for k in s.discard)
    if s.lock >= 0:
        have[ids[s.lock]] += 1
    check_counts("cards", have, {ids[k]: c for k, c in enumerate(deck) if c}, "cards")
    for i, k in enumerate(s.discard):
        kind = g.card_type[k]
        if kind == SHUFFLE_CARD or kind == DRAW_CARD:  # TH-6, TH-A3: reshuffled at once, or after the extra draws
            require(s.advanced and (s.phase == OVER or (s.phase == CARD and s.draws_left > 0)), f"discard[{i}]",
                    f"{ids[k]} lies on the discard pile only during a DRAW card's extra draws (TH-6, TH-A3)")
        if kind == LOCK_CARD:  # TH-A4: a lock card is discarded only while a lock is active
            require(s.lock >= 0, f"discard[{i}]", f"{ids[k]} is discarded but no doors are locked (TH-A4, TH-A5)")


def _read_turn(g: "TreasureHuntersGame", r: PositionReader, s: TreasureHuntersState, count: int) -> None:
    """TH-1, TH-A3, D-5: the pawn to act, the roll and the extra draws, fitting the phase."""
    s.turn = r.int("turn", 0, 0, count - 1)
    faces = sorted(g.ghost_icon)
    if s.phase in ROLLED:
        require(r.has("roll"), "roll", f"is required in the {PHASE_NAMES[s.phase]} phase: the die has been rolled (TH-1)")
        s.roll = r.int("roll", low=faces[0], high=faces[-1])
        require(s.roll in g.ghost_icon, "roll", f"the movement die has no face {s.roll}")
    else:
        s.roll = r.int("roll", 0)
        require(s.roll == 0, "roll", f"{s.roll}, but the die is not rolled in the {PHASE_NAMES[s.phase]} phase")
    s.draws_left = r.int("draws_left", 0, 0)
    if s.draws_left:
        most = max([g.card_arg[k] for k, kind in enumerate(g.card_type) if kind == DRAW_CARD] or [0])
        require(s.phase == CARD and s.advanced, "draws_left",
                "extra draws are due only while the advanced game's DRAW card is resolved (TH-A3)")
        require(s.draws_left <= most, "draws_left", f"{s.draws_left}, but a DRAW card draws at most {most} (TH-A3)")


def _check_phase(g: "TreasureHuntersGame", s: TreasureHuntersState) -> None:
    """TH-1, TH-2, TH-12, TH-15, TH-16, D-10: the phase fits the rest of the position."""
    b = g.board
    if s.phase == CARD:
        require(g.ghost_icon[s.roll], "roll", f"a roll of {s.roll} shows no ghost icon and draws no card (TH-2)")
        require(s.draw_size > 0, "draw_pile", "the draw pile is empty: it is refilled before a card is drawn (D-10)")
    elif s.phase == PICKUP:
        require(jewel_options(g, s), "phase",
                f"pickup, but pawn {s.turn} in {b.node_ids[s.pos[s.turn]]} has no jewel to pick up or put down (TH-12, D-11)")
    elif s.phase == FIGHT:
        require(fight_kind(g, s)[0], "phase",
                f"fight, but pawn {s.turn} in {b.node_ids[s.pos[s.turn]]} has nothing to fight (TH-15, TH-16)")
    elif s.phase == PLACE_JEWELS:
        _check_set_up(g, s)


def _check_set_up(g: "TreasureHuntersGame", s: TreasureHuntersState) -> None:
    """Section 3, TH-A1: while the jewels are placed, the table is as set-up left it."""
    b = g.board
    require(all(p == b.out for p in s.pos), "pawns", "every pawn is outside while the jewels are placed (section 3)")
    require(not any(s.carry) and not s.delivered, "carrying", "no jewel is carried before the jewels are placed")
    require(not any(s.revealed), "revealed", "no jewel is face up while the jewels are placed (TH-A1)")
    require(not s.outcome, "outcome", "the game has not begun while the jewels are placed")
    require(not any(s.haunted), "haunted", "no room is haunted at set-up (section 3)")
    start = [1 if room in b.ghost_start else 0 for room in range(g.rooms)]
    require(s.ghosts == start, "ghosts", "set-up puts one ghost in each start room (section 3)")
    require(not s.discard and s.lock < 0 and s.draw == full_deck(g, s.advanced), "draw_pile",
            "the whole deck is the draw pile at set-up (section 3)")
    require(s.turn == 0, "turn", "seat 1's first pawn starts (section 3)")
    placed = [room for room in b.jewel_rooms if s.room_jewel[room]]
    require(placed == b.jewel_rooms[:len(placed)] and sum(1 for j in s.room_jewel if j) == len(placed), "jewels",
            "the jewels are laid into the jewel rooms one after another, in letter order (TH-A1)")
    require(len(placed) < g.jewel_count, "phase", "place_jewels, but every jewel is already placed")


def _check_ending(g: "TreasureHuntersGame", s: TreasureHuntersState) -> None:
    """TH-19 to TH-22, D-9, D-11: a position the rules have ended is over, and only such."""
    if s.phase == PLACE_JEWELS:
        return
    end = ending(g, s)
    require(not (end == LOST_HAUNTINGS and won(g, s)), "haunted",
            "the last haunting would have ended the game before the last jewel went out (D-9)")
    if s.phase == OVER:
        require(end, "phase", "over, but nothing in the position ended the game (TH-19 to TH-21, D-11)")
        require(not s.outcome or s.outcome == end, "outcome", f"{s.outcome}, but the position shows {end}")
    else:
        require(not s.outcome, "outcome", f"{s.outcome}, but the phase is {PHASE_NAMES[s.phase]}")
        if not end:
            return
    s.phase = OVER  # a game the rules have already ended is over
    s.outcome = end
    s.roll = 0
    s.draws_left = 0


def deck_order_script(g: "TreasureHuntersGame", s: TreasureHuntersState, order: Any) -> list[Action]:
    """D-14: the draws that deal a stated order of the draw pile (top first)."""
    pile = {g.card_ids[k]: c for k, c in enumerate(s.draw) if c}
    try:
        cards = deck_order_counts(order, pile)
    except TypeError:  # an unhashable entry
        raise PositionError("deck_order", "must be a list of card ids, top first") from None
    return [g.draw_actions[g.card_index[c]] for c in cards]
