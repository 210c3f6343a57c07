"""S-1 to S-6, DG-2 to DG-13, DG-17, DG-25, DG-32, D-12: positions. The canonical JSON of a
state (what the fingerprint hashes), ``state_from_json`` with every invariant of the
rules checked (a position that cannot happen raises PositionError naming the key), the
conserved totals, and the deck-order script.

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence


from ghostparlor.core.errors import PositionError
from ghostparlor.core.positions import PositionReader, check_counts, deck_order_counts, known, require

from .actions import DealCard, RemoveCard
from .state import (ABILITY, CLAIM, DEAL, DOLL, FIRST, GAME_ID, OVER, PHASE_NAMES, REMOVE, ROLL, SIDES, TOME, TYPES,
                    DontGoInThereState)

SET_UP = (TYPES, REMOVE, SIDES)  # S-1 to S-3: the boards are not all turned a side up yet
RESOLVING = (ROLL, ABILITY, CLAIM, DOLL, TOME)  # DG-5 to DG-10: a room resolves


def counts_json(g, counts: Sequence[int]) -> dict[str, int]:
    return {g.card_ids[k]: c for k, c in enumerate(counts) if c}


def state_to_json(g, s: DontGoInThereState) -> dict[str, Any]:
    ids = g.card_ids
    rb = s.res_board
    boards = []
    for b, room in enumerate(s.board_room):
        boards.append({
            "room": g.room_ids[room] if room >= 0 else None,
            "out": s.board_out[b],
            "slots": [ids[k] if k >= 0 else None for k in s.slots[b]],
            "face_down_slot": s.face_down[b] + 1 if s.face_down[b] >= 0 else None,
            "seen_by": [i for i, x in enumerate(s.seen[b]) if x],
            "meeples": [w if w >= 0 else None for w in s.meeples[b]],
        })
    resolution = None
    if rb >= 0:
        resolution = {
            "position": rb + 1,
            "resolver": s.resolver,
            "dice": s.dice,
            "ghosts": s.rolled,
            "rolls": s.rolls,
            "ability_left": s.ability_left,
            "claims": [sp + 1 for sp in s.claims],
            "doll_options": [list(v) for v in s.doll_options],
        }
    return {
        "game": GAME_ID,
        "players": s.n,
        "phase": PHASE_NAMES[s.phase],
        "card_types": "custom" if s.custom_types else "random",
        "open_ghosts": s.open_ghosts,
        "show_removed": s.show_removed,
        "types": [g.type_ids[t] for t in s.in_play],
        "types_needed": s.types_needed,
        "deck": counts_json(g, s.deck),
        "removed": counts_json(g, s.removed),
        "to_remove": s.to_remove,
        "boards": boards,
        "supply": list(s.supply),
        "ghosts": list(s.ghosts),
        "tableaux": [[ids[k] for k in tab] for tab in s.tableau],
        "dispelled": [[ids[k] for k in d] for d in s.dispelled],
        "clock_used_by": s.clock_by if s.clock_by >= 0 else None,
        "active": s.active,
        "turn": s.turn,
        "first_player": s.first_player if s.first_player >= 0 else None,
        "deal_queue": [[b + 1, slot + 1] for b, slot in s.deal_queue],
        "resolution": resolution,
        "penalty": list(s.penalty),
    }


def kind_of_card(g, card: Any, key: str = "card") -> int:
    """A card id (``twin_3``; the spec's copy ids ``twin_3_b`` name the same kind)."""
    k = g.kind_of.get(card) if isinstance(card, str) else None
    if k is None and isinstance(card, str) and card.endswith(("_a", "_b")):
        k = g.kind_of.get(card.rsplit("_", 1)[0])
    if k is None:
        known(key, card, (), "card")
    return k


def _within(prefix: str, read: Callable[[], Any]) -> Any:
    """Run ``read`` with every PositionError's key put under ``prefix``."""
    try:
        return read()
    except PositionError as exc:
        raise PositionError(f"{prefix}.{exc.key}", exc.problem) from None


def _seat(key: str, value: Any, n: int, none_ok: bool = False) -> int:
    if value is None and none_ok:
        return -1
    return PositionReader._int(key, value, 0, n - 1)


def _board(g, s: DontGoInThereState, b: int, data: Any, n: int, phase: int) -> dict:
    """One board of ``boards``: its side up, cards and meeples (the rest is derived)."""
    bd = PositionReader(data)
    pair = g.boards[b]
    out = bd.bool("out", False)
    room = bd.choice("room", [None, *g.room_ids], None)
    if room is None:
        r = pair[0] if out else -1
    else:
        r = g.room_index[room]
        require(r in pair, "room", f"{room} is a side of board {g.board_of_room[r] + 1}, not of board {b + 1}")
    slots = bd.items("slots", lambda k, c: -1 if c is None else kind_of_card(g, c, k), [None] * g.cards_per_room, g.cards_per_room)
    meeples = bd.items("meeples", lambda k, w: _seat(k, w, n, True), [None] * g.spaces, g.spaces)
    seen_by = bd.items("seen_by", lambda k, w: _seat(k, w, n), None) if bd.has("seen_by") else None
    fd = bd.raw("face_down_slot", "auto")
    if fd not in ("auto", None):
        fd = bd.int("face_down_slot", low=1, high=g.cards_per_room)
    require(not out or (not any(k >= 0 for k in slots) and not any(w >= 0 for w in meeples)),
            "out", "a board out of the game holds no cards and no meeples (DG-11)")
    if r < 0:
        require(phase in SET_UP, "room", "every board lies with a side up once set-up is done (S-3)")
        require(not any(k >= 0 for k in slots) and not any(w >= 0 for w in meeples), "room",
                "a board not yet turned a side up holds no cards or meeples (S-3, S-4)")
    elif phase in (TYPES, REMOVE):
        require(False, "room", "the boards are turned a side up only after the cards are removed (S-3)")
    require(not out or phase not in (*SET_UP, FIRST, DEAL), "out", f"no board leaves the game in phase {PHASE_NAMES[phase]} (DG-11)")
    s.board_room.append(r)
    s.board_out.append(out)
    s.slots.append(slots)
    s.meeples.append(meeples)
    return {"face_down_slot": fd, "seen_by": seen_by}


def state_from_json(g, data: Any) -> DontGoInThereState:
    """Build a position from its canonical JSON, refusing any that cannot happen.

    Required: ``players``. Derived (refused when stated otherwise): ``types_needed`` and
    ``to_remove`` (S-1, S-2), ``supply`` (D-12: the meeples not on a board), the deal
    queue (S-4, DG-11: the empty slots of the boards in play), each board's face-down
    slot and who has seen it (DG-25), the claims of a resolution (DG-10: its meeples, top
    first), its dice (DG-7), ``turn`` (placements made) and ``penalty`` (DG-15). Defaults:
    see docs/games/dont_go_in_there.md, "Positions (state_from_json)"."""
    r = PositionReader(data)
    n = r.int("players", low=g.min_players, high=g.max_players)
    row = g.setup_rows[n]
    s = DontGoInThereState()
    s.n = n
    boards_given = r.list("boards", [])
    require(len(boards_given) <= len(g.boards), "boards", f"{len(boards_given)} boards, the game has {len(g.boards)}")
    given = boards_given if len(boards_given) == len(g.boards) else []
    phase_default = "over" if given and all(isinstance(bd, dict) and bd.get("out") is True for bd in given) else "place"
    s.phase = phase = PHASE_NAMES.index(r.choice("phase", PHASE_NAMES, phase_default))
    s.custom_types = r.choice("card_types", ("random", "custom"), "random") == "custom"
    s.open_ghosts = r.bool("open_ghosts", False)
    s.show_removed = r.bool("show_removed", True)
    # --- boards (S-3, S-4, DG-11, DG-25) ---
    boards = list(boards_given)
    while len(boards) < len(g.boards):  # boards left out: not turned yet at set-up, else out of the game
        boards.append({"room": None} if phase in SET_UP else {"room": None, "out": True})
    extra = [_within(f"boards[{b}]", lambda b=b, bd=bd: _board(g, s, b, bd, n, phase)) for b, bd in enumerate(boards)]
    turned = [x >= 0 for x in s.board_room]
    if phase == SIDES:
        require(not all(turned) and turned == sorted(turned, reverse=True), "boards",
                "in phase sides the boards are turned in board order and one is still to turn (S-3)")
    require(phase != OVER or all(s.board_out), "boards", "the game ends when every board is out of the game (DG-13)")
    require(phase == OVER or not all(s.board_out), "phase",
            f"every board is out of the game, so the game is over, not in phase {PHASE_NAMES[phase]} (DG-13)")
    # --- cards (S-1, S-2, DG-17) ---
    s.tableau = [sorted(x) for x in r.items("tableaux", lambda k, t: [kind_of_card(g, c, f"{k}[{i}]") for i, c in enumerate(PositionReader({k: t}).list(k))], [[]] * n, n)]
    s.dispelled = [sorted(x) for x in r.items("dispelled", lambda k, t: [kind_of_card(g, c, f"{k}[{i}]") for i, c in enumerate(PositionReader({k: t}).list(k))], [[]] * n, n)]
    s.removed = _counts(g, r, "removed", {})
    named = [k for group in (*s.slots, *s.tableau, *s.dispelled) for k in group if k >= 0]
    if r.has("types"):
        types = r.list("types")
        for i, x in enumerate(types):
            known(f"types[{i}]", x, g.type_ids, "card type")
        require(len(set(types)) == len(types), "types", "a card type is in play once")
        s.in_play = sorted(g.type_index[x] for x in types)
    else:  # the types of every card the position names
        kinds = set(named) | {k for k, c in enumerate(s.removed) if c}
        if r.has("deck"):
            kinds |= {k for k, c in enumerate(_counts(g, r, "deck", {})) if c}
        if r.has("deck_order"):
            kinds |= {kind_of_card(g, c, "deck_order") for c in r.list("deck_order")}
        s.in_play = sorted({g.type_of[k] for k in kinds})
    s.types_needed = r.int("types_needed", row["types"])
    require(s.types_needed == row["types"], "types_needed", f"{n} players play with {row['types']} card types (S-1)")
    require(phase != TYPES or len(s.in_play) < s.types_needed, "types",
            f"{len(s.in_play)} types are in play: the types are chosen, not in phase types (S-1)")
    require(phase == TYPES or s.in_play, "types", "cards are in play only once their types are chosen (S-1)")
    in_play = set(s.in_play)
    should = [0] * g.kinds
    for ty in s.in_play:
        for i, c in enumerate(g.copies):
            should[ty * g.V + i] = c
    for k in named + [k for k, c in enumerate(s.removed) if c]:
        require(g.type_of[k] in in_play, "cards", f"{g.card_ids[k]} is of a type not in play (S-1)")
    if r.has("deck") or r.has("deck_order"):
        s.deck = _counts(g, r, "deck", None) if r.has("deck") else [0] * g.kinds
        if r.has("deck_order"):
            order = [kind_of_card(g, c, f"deck_order[{i}]") for i, c in enumerate(r.list("deck_order"))]
            if r.has("deck"):
                deck_order_counts([g.card_ids[k] for k in order], {g.card_ids[k]: c for k, c in enumerate(s.deck) if c})
            else:
                for k in order:
                    s.deck[k] += 1
    else:  # every card of the types in play that is nowhere else
        s.deck = should[:]
        for k in named:
            s.deck[k] -= 1
        for k, c in enumerate(s.removed):
            s.deck[k] -= c
        for k, c in enumerate(s.deck):
            require(c >= 0, "cards", f"the position holds {should[k] - c} of {g.card_ids[k]}, the game has {should[k]}")
    if not r.has("removed") and (r.has("deck") or r.has("deck_order")):
        # the deck is stated: the cards of the types in play named nowhere are out of play (S-2)
        s.removed = [c - d for c, d in zip(should, s.deck)]
        for k in named:
            s.removed[k] -= 1
        for k, c in enumerate(s.removed):
            require(c >= 0, "cards", f"the position holds {should[k] - c} of {g.card_ids[k]}, the game has {should[k]}")
    s.removed_size = sum(s.removed)
    s.deck_size = sum(s.deck)
    have = [a + b for a, b in zip(s.deck, s.removed)]
    for k in named:
        have[k] += 1
    check_counts("cards", {g.card_ids[k]: c for k, c in enumerate(have) if c},
                 {g.card_ids[k]: c for k, c in enumerate(should) if c}, "cards")
    # --- S-2: the removed cards ---
    require(not r.has("removed") or s.removed_size <= row["removed"], "removed", f"{s.removed_size} cards removed, {n} players remove {row['removed']} (S-2)")
    to_remove = row["removed"] - s.removed_size if phase in (TYPES, REMOVE) else 0
    require(to_remove >= 0, "removed", f"{s.removed_size} cards removed, {n} players remove {row['removed']} (S-2)")
    s.to_remove = r.int("to_remove", to_remove)
    require(s.to_remove == to_remove, "to_remove", f"is {to_remove} in phase {PHASE_NAMES[phase]} with {s.removed_size} removed (S-2)")
    require(phase != REMOVE or s.to_remove > 0, "removed", "every card to remove is removed, so the phase is not remove (S-2)")
    require(phase != REMOVE or s.deck_size >= s.to_remove, "deck", f"{s.deck_size} cards cannot give {s.to_remove} to remove (S-2)")
    require(phase != TYPES or s.removed_size == 0, "removed", "cards are removed after the types are chosen (S-2)")
    # --- seats (S-5, S-6, D-9, D-12, DG-18) ---
    s.ghosts = r.ints("ghosts", [g.start_ghosts] * n, n, low=0)
    s.active = _seat("active", r.raw("active", 0), n)
    fp_default = None if phase in (TYPES, REMOVE, SIDES, FIRST) else 0
    s.first_player = _seat("first_player", r.raw("first_player", fp_default), n, True)
    require(phase != FIRST or s.first_player < 0, "first_player", "is drawn in phase first_player, so it is not known yet (S-6)")
    require(phase in (TYPES, REMOVE, SIDES, DEAL, FIRST) or s.first_player >= 0, "first_player", "is known once play has begun (S-6)")
    on_board = [0] * n
    for row_m in s.meeples:
        for w in row_m:
            if w >= 0:
                on_board[w] += 1
    supply = [g.meeples_per_player - m for m in on_board]
    s.supply = r.ints("supply", supply, n)
    for i in range(n):
        require(s.supply[i] == supply[i], f"supply[{i}]", f"{s.supply[i]} in the supply and {on_board[i]} on the boards, "
                f"a player has {g.meeples_per_player} meeples (D-12)")
    clock = r.raw("clock_used_by", None)
    s.clock_by = _seat("clock_used_by", clock, n, True)
    _check_clock(g, s)
    # --- the resolution in progress (DG-5 to DG-10) ---
    res = r.raw("resolution", None)
    require(phase in RESOLVING or res is None, "resolution", f"no room resolves in phase {PHASE_NAMES[phase]}")
    require(phase not in RESOLVING or res is not None, "resolution", f"is required in phase {PHASE_NAMES[phase]} (DG-5)")
    if res is not None:
        _within("resolution", lambda: _resolution(g, s, res))
        if phase in (DOLL, TOME):
            _check_choice(g, s, s.meeples[s.res_board][s.claims[0]])
    for b in range(len(g.boards)):
        _within(f"boards[{b}]", lambda b=b: _board_now(g, s, b, extra[b]))
    # --- S-4, DG-11: the deal queue ---
    queue = [(b, i) for b in range(len(g.boards)) if s.board_room[b] >= 0 and not s.board_out[b]
             for i in range(g.cards_per_room) if s.slots[b][i] < 0] if phase == DEAL else []
    given = r.items("deal_queue", lambda k, e: tuple(PositionReader._int(k, x, 1, 99) - 1 for x in PositionReader({k: e}).list(k, length=2)), [[b + 1, i + 1] for b, i in queue])
    require(given == queue, "deal_queue", "is the empty slots of the boards in play, in board order, while cards are dealt (S-4, DG-11)"
            if phase == DEAL else f"no card is dealt in phase {PHASE_NAMES[phase]}")
    require(phase != DEAL or queue, "phase", "no slot is empty, so no card is to be dealt (S-4, DG-11)")
    require(phase != DEAL or s.deck_size >= len(queue), "deck", f"{s.deck_size} cards cannot fill {len(queue)} slots (DG-11)")
    s.deal_queue = queue
    # --- derived counts ---
    pending = 1 if phase in (DOLL, TOME) else 0  # the claimant has taken its card, its meeple is still there
    turn = sum(on_board) + sum(len(t) + len(d) for t, d in zip(s.tableau, s.dispelled)) - pending
    s.turn = r.int("turn", turn)
    require(s.turn == turn, "turn", f"{s.turn} placements, but {sum(on_board)} meeples stand on the boards and "
            f"{turn - sum(on_board) + pending} cards were taken (DG-3, DG-10)")
    penalty = [0] * n
    top = max(s.ghosts)
    if phase == OVER and top > 0:  # DG-15
        penalty = [top // g.penalty_divisor if x == top else 0 for x in s.ghosts]
    s.penalty = r.ints("penalty", penalty, n)
    require(s.penalty == penalty, "penalty", f"is {penalty}: the most ghosts pay half their count at the end (DG-15)")
    return s


def _counts(g, r: PositionReader, key: str, default: Any) -> list[int]:
    counts = [0] * g.kinds
    for card, c in r.mapping(key, default).items():
        counts[kind_of_card(g, card, f"{key}.{card}")] += PositionReader._int(f"{key}.{card}", c, 0, 99)
    return counts


def _check_clock(g, s: DontGoInThereState) -> None:
    """DG-32, D-14: the Clock effect is used once, by a seat whose two highest Clocks it dispelled;
    before that nobody holds face-up Clocks worth the threshold."""
    t = g.T_CLOCK
    if t < 0:
        require(s.clock_by < 0, "clock_used_by", "there is no Clock in this game")
        return
    if s.clock_by >= 0:
        dispelled = sum(1 for k in s.dispelled[s.clock_by] if g.type_of[k] == t)
        require(dispelled >= min(g.param("clock", "dispel"), 1), "clock_used_by",
                f"seat {s.clock_by} has no dispelled Clock (DG-32)")
        return
    threshold = g.param("clock", "threshold")
    for seat, tab in enumerate(s.tableau):
        total = sum(g.value_of[k] for k in tab if g.type_of[k] == t)
        require(total < threshold, f"tableaux[{seat}]", f"face-up Clocks worth {total} and the Clock was never used (DG-32)")


def _resolution(g, s: DontGoInThereState, data: Any) -> None:
    rr = PositionReader(data)
    nb = len(g.boards)
    b = rr.int("position", low=1, high=nb) - 1
    require(s.board_room[b] >= 0 and not s.board_out[b], "position", f"board {b + 1} is not in play")
    s.res_board = b
    s.resolver = _seat("resolver", rr.raw("resolver", s.active), s.n)
    require(s.resolver == s.active, "resolver", f"is the seat that placed the 3rd meeple, still the active seat {s.active} (DG-5)")
    room = s.board_room[b]
    occupied = [sp for sp, w in enumerate(s.meeples[b]) if w >= 0]
    cards = [k for k in s.slots[b] if k >= 0]
    phase = s.phase
    if phase in (ROLL, ABILITY):
        require(len(occupied) == g.resolve_at, "position", f"the room resolves with {g.resolve_at} meeples, not {len(occupied)} (DG-5)")
        require(len(cards) == g.cards_per_room, "position", "no card is taken before the roll (DG-7, DG-10)")
    dice = g.room_dice(s.slots[b])
    s.dice = rr.int("dice", dice, 0, g.dice_count)
    require(phase not in (ROLL, ABILITY) or s.dice == dice, "dice", f"the room's cards show {dice} dice icons (DG-7)")
    s.rolled = rr.int("ghosts", 0, 0, s.dice)
    ability = g.rerolls[room] or g.turns[room]
    s.rolls = rr.int("rolls", 1 if phase != ROLL else 0, 0, 1 + g.rerolls[room])
    require(phase == ROLL or s.rolls >= 1, "rolls", "the dice are rolled before anything else (DG-7)")
    require(phase != ROLL or s.rolls <= g.rerolls[room], "rolls", "the dice are rolled again only by a reroll (DG-22)")
    s.ability_left = rr.int("ability_left", ability if phase in (ROLL, ABILITY) else 0, 0, ability)
    require(phase != ABILITY or s.ability_left > 0, "ability_left", "the room ability is used up (DG-8)")
    require(phase in (ROLL, ABILITY) or s.ability_left == 0, "ability_left", "the dice ability is done once meeples claim (DG-8)")
    claims = [sp + 1 for sp in occupied] if phase not in (ROLL, ABILITY) else []
    s.claims = [x - 1 for x in rr.ints("claims", claims)]
    require(s.claims == [x - 1 for x in claims], "claims", f"are the spaces of the meeples still in the room, top first: {claims} (DG-10)")
    require(phase in (ROLL, ABILITY) or s.claims, "claims", "a claim needs a meeple in the room (DG-10)")
    if phase in (CLAIM, DOLL, TOME):
        left = len(cards) + (1 if phase in (DOLL, TOME) else 0)
        require(left >= len(s.claims), "position", f"{len(s.claims)} meeples still to claim and {len(cards)} cards left (DG-10)")
    if phase == CLAIM:
        require(len(cards) >= 2, "position", "the last card is taken automatically, nobody chooses it (DG-10)")
    options = rr.items("doll_options", lambda k, v: tuple(PositionReader({k: v}).ints(k, low=1)), [])
    require((phase == DOLL) == bool(options), "doll_options", "are the Doll sets to choose from, only in phase doll (DG-33, D-7)")
    for i, v in enumerate(options):
        require(sum(v) == g.doll_target and list(v) == sorted(v), f"doll_options[{i}]", f"a Doll set adds up to {g.doll_target}, ascending (DG-33)")
    s.doll_options = options


def _check_choice(g, s: DontGoInThereState, seat: int) -> None:
    """DG-33, DG-40, D-5, D-7: a pending Doll or Tome choice is one the claimant really has."""
    if s.phase == DOLL:
        dolls = [g.value_of[k] for k in s.tableau[seat] if g.type_of[k] == g.T_DOLL]
        for i, v in enumerate(s.doll_options):
            require(all(dolls.count(x) >= v.count(x) for x in set(v)), f"resolution.doll_options[{i}]",
                    f"seat {seat} holds no face-up Dolls {list(v)} (DG-33)")
        return
    tomes = sum(1 for k in s.tableau[seat] if g.type_of[k] == g.T_TOME)
    require(g.T_TOME in s.in_play and tomes > 0 and tomes % g.param("tome", "set") == 0, "tableaux",
            f"seat {seat} chooses for a Tome with an even count of face-up Tomes, not {tomes} (DG-40)")
    require(len(s.tableau[seat]) > tomes, "tableaux", f"seat {seat} holds no other face-up card to name (DG-40)")
    require(any(t != g.T_TOME for t in s.in_play), "types", "the Tome names another type in play (D-5)")


def _board_now(g, s: DontGoInThereState, b: int, given: dict) -> None:
    """What the phase says of a board: its cards and meeples, the face-down card (DG-25)."""
    phase = s.phase
    room = s.board_room[b]
    if room < 0 or s.board_out[b]:
        fd, meeples = -1, 0
    else:
        meeples = sum(1 for w in s.meeples[b] if w >= 0)
        cards = sum(1 for k in s.slots[b] if k >= 0)
        resolving = b == s.res_board
        if not resolving:
            require(meeples < g.resolve_at, "meeples", f"{meeples} meeples on a room that does not resolve (DG-5)")
            if phase in SET_UP:
                require(cards == 0 and meeples == 0, "slots", "no card is dealt before every board is turned a side up (S-3, S-4)")
            elif phase != DEAL:
                require(cards == g.cards_per_room, "slots", f"a room in play holds {g.cards_per_room} cards between resolutions (S-4, DG-11)")
        if phase == DEAL and cards < g.cards_per_room:
            require(meeples == 0, "meeples", "a room being dealt holds no meeples (DG-11)")
        fs = g.face_down_slot[room]
        fd = fs if fs >= 0 and s.slots[b][fs] >= 0 and not resolving else -1
    stated = given["face_down_slot"]
    if stated != "auto":
        require((stated or 0) - 1 == fd or (stated is None and fd < 0), "face_down_slot",
                f"is {fd + 1 if fd >= 0 else None}: the Secret Passage's slot {g.face_down_slot[room] + 1 if room >= 0 else ''} card lies face down until the room resolves (DG-25, DG-6)")
    s.face_down.append(fd)
    seen = [False] * s.n
    if fd >= 0:
        for w in s.meeples[b]:
            if w >= 0:
                seen[w] = True  # DG-25: each seat that placed here looked
    if given["seen_by"] is not None:
        stated_seen = [False] * s.n
        for w in given["seen_by"]:
            stated_seen[w] = True
        require(stated_seen == seen, "seen_by", f"are the seats with a meeple on the face-down card's room: "
                f"{[i for i, x in enumerate(seen) if x]} (DG-25)")
    s.seen.append(seen)


def deck_order_script(g, s: DontGoInThereState, order: Any) -> list:
    """S-2, S-4, DG-11: the deck's order (top first) as the chance outcomes that draw it:
    the cards still to remove come off the top (S-2), the rest are dealt in order."""
    cards = deck_order_counts(order, {g.card_ids[k]: c for k, c in enumerate(s.deck) if c})
    script = []
    for i, card in enumerate(cards):
        script.append(RemoveCard(card) if i < s.to_remove else DealCard(card))
    return script


def conserved(g, s: DontGoInThereState) -> dict[str, int]:
    counts = [a + b for a, b in zip(s.deck, s.removed)]
    for group in (*s.slots, *s.tableau, *s.dispelled):
        for k in group:
            if k >= 0:
                counts[k] += 1
    for ty in range(len(g.type_ids)):  # types not in play stay in the box
        if ty not in s.in_play:
            for i, c in enumerate(g.copies):
                counts[ty * g.V + i] += c
    out = {g.card_ids[k]: c for k, c in enumerate(counts)}
    meeples = s.supply[:]
    for row in s.meeples:
        for w in row:
            if w >= 0:
                meeples[w] += 1
    for i, m in enumerate(meeples):
        out[f"meeples_{i + 1}"] = m
    return out
