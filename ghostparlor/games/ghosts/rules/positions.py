"""S-1 to S-6, GH-1 to GH-13 and GH-17: reading a Ghosts position from JSON so that it
cannot lie.

``state_from_json`` refuses, with a PositionError naming the key, every position the
rules cannot reach: cards that are not the deck's (section 2: hands, pile, Fog beside
it, taken stacks and deck hold the 60 cards, each exactly), Fog on the pile (GH-5), a
pile that would have passed 7 (GH-6), a level or top family other than the pile's
(GH-2 to GH-4), a phase that does not fit the rest (S-4 to S-6, GH-8, GH-10), a taken
stack without a take (GH-8), a round history (GH-17) that does not lead to the pile,
the stacks, the direction and the seat to act, and an opener with no ghost card (GH-2).
It derives what the rules determine: level and top family from the pile, the phase,
the cards still to deal (S-4, S-5), who refills (GH-10), who took a pile (GH-8.3), the
deck (whatever is not elsewhere), and a round already over (GH-1(a), GH-12: the seat to
act has no card) is ended. docs/games/ghosts.md lists the keys.
"""

from __future__ import annotations

from typing import Any

from ghostparlor.core.positions import PositionReader, check_counts, deck_order_counts, known, require

from .rounds import end_round
from .state import (CW, DEAL, FIRST_PLAYER, GAME_ID, OPEN, OVER, PHASE_NAMES, PLAY, REFILL, GhostsState)

IN_ROUND = (OPEN, PLAY, REFILL)


class _History:
    """What a round's log (GH-17) says happened: GH-2 to GH-8 replayed from S-6."""

    __slots__ = ("pile", "fog", "stacks", "took", "direction", "level", "top", "to_act", "last_take")

    def __init__(self, n: int) -> None:
        self.pile: list[int] = []
        self.fog = 0
        self.stacks: list[list[int]] = [[] for _ in range(n)]
        self.took = [False] * n
        self.direction = CW
        self.level = 0
        self.top = -1
        self.to_act = -1
        self.last_take = False


def _cards(g, key: str, value: Any) -> list[int]:
    """A list of card ids, as card kinds."""
    cards = PositionReader({key: value}).list(key)
    return [g.kind_of[known(f"{key}[{j}]", cid, g.card_ids)] for j, cid in enumerate(cards)]


def _flag(key: str, value: Any) -> bool:
    return PositionReader({key: value}).bool(key)


def _family(g, key: str, value: Any) -> int:
    if value is None:
        return -1
    require(isinstance(value, str) and value in g.families, key, f"{value!r} is not a family of Ghosts"[:160])
    return g.families.index(value)


def _log_entry(g, n: int, key: str, value: Any) -> tuple:
    """GH-17: ``[seat, card id or "take", level before, top family before, refilled]``."""
    require(isinstance(value, (list, tuple)) and len(value) == 5, key,
            "must be [seat, card or \"take\", level before, top family before, refilled]")
    entry = PositionReader({f"{key}[{i}]": v for i, v in enumerate(value)})
    seat = entry.int(f"{key}[0]", low=0, high=n - 1)
    card = known(f"{key}[1]", value[1], ["take", *g.card_ids], "card (or \"take\")")
    level = entry.int(f"{key}[2]", low=0, high=g.cap)
    _family(g, f"{key}[3]", value[3])
    return seat, card, level, value[3], _flag(f"{key}[4]", value[4])


def _replay(g, n: int, first: int, log: tuple) -> _History:
    """GH-2 to GH-8 over the round's log: each move by the seat due, from the level and
    top family the log says it was played at."""
    h = _History(n)
    h.to_act = first
    for i, (seat, card, level, top, refilled) in enumerate(log):
        key = f"round_log[{i}]"
        require(seat == h.to_act, key, f"seat {seat} moved, but seat {h.to_act} was due (GH-7)")
        require(level == h.level and top == (g.families[h.top] if h.top >= 0 else None), key,
                f"says level {level} and top {top}, the round so far gives {h.level} and {g.families[h.top] if h.top >= 0 else None}")
        h.last_take = card == "take"
        if h.last_take:  # GH-8
            require(h.pile, key, "takes an empty pile (GH-8)")
            require(not refilled, key, "no card is drawn between a take and the opening card (GH-10)")
            h.stacks[seat].extend(h.pile)
            h.stacks[seat].extend([g.fog] * h.fog)
            h.took[seat] = True
            h.pile, h.fog, h.level, h.top = [], 0, 0, -1
            continue
        k = g.kind_of[card]
        if not h.pile:
            require(k != g.fog, key, "opens a pile with Fog (GH-2)")
            h.level, h.top = g.value_of[k], g.family_of[k]
            h.pile.append(k)
        elif k == g.fog:
            h.fog += 1  # GH-5
        elif g.family_of[k] == h.top:
            h.direction = -h.direction  # GH-4
            h.pile.append(k)
        else:
            require(h.level + g.value_of[k] <= g.cap, key, f"takes the level above {g.cap} (GH-6)")
            h.level += g.value_of[k]
            h.top = g.family_of[k]
            h.pile.append(k)
        h.to_act = (seat + h.direction) % n  # GH-7
    return h


def _pile(g, pile: list[int]) -> tuple[int, int]:
    """GH-2 to GH-6 over the pile (bottom first): the level and top family it stands at."""
    level, top = 0, -1
    for i, k in enumerate(pile):
        require(k != g.fog, f"pile[{i}]", "Fog lies beside the pile, never on it (GH-5)")
        if top < 0:
            level = g.value_of[k]  # GH-2
        elif g.family_of[k] != top:
            level += g.value_of[k]  # GH-3
            require(level <= g.cap, f"pile[{i}]", f"a new family here takes the level to {level}, above {g.cap} (GH-6)")
        top = g.family_of[k]  # GH-4: a mirror keeps the level and the family
    return level, top


def _default_phase(r: PositionReader, log: tuple, pile: list[int], hands: list, queue: list[int], refill_seat: int) -> int:
    """The phase a position leaves out, from the rest: cards to deal, a refill due, the
    round's log, a pile (or a level) on the table, nothing dealt yet (the set-up), else
    the seat to act opens."""
    if queue:
        return DEAL
    if refill_seat >= 0:
        return REFILL
    if log:
        return OPEN if log[-1][1] == "take" else PLAY
    if pile or r.raw("level", 0) or r.raw("top_family", None) is not None:
        return PLAY
    taken = r.raw("taken", [])
    if not any(hands) and not (isinstance(taken, list) and any(taken)):  # nothing dealt yet: set-up (S-3, S-4)
        return FIRST_PLAYER if r.raw("round", 1) == 1 and r.raw("first_player", -1) == -1 else DEAL
    return OPEN


def state_from_json(g, data: dict[str, Any]) -> GhostsState:
    """Build a position from its JSON; refuse (PositionError) any the rules cannot reach."""
    r = PositionReader(data)
    if r.has("game"):
        r.choice("game", (GAME_ID,))
    s = GhostsState()
    s.n = n = r.int("players", low=g.min_players, high=g.max_players)
    log = tuple(r.items("round_log", lambda key, v: _log_entry(g, n, key, v), []))
    hands = r.items("hands", lambda key, v: _cards(g, key, v), [[] for _ in range(n)], length=n)
    pile = _cards(g, "pile", r.raw("pile", []))
    queue = r.ints("deal_queue", [], low=0, high=n - 1)
    refill_seat = r.int("refill_seat", -1, low=-1, high=n - 1)
    if r.has("phase"):
        phase = PHASE_NAMES.index(r.choice("phase", PHASE_NAMES))
    else:
        phase = _default_phase(r, log, pile, hands, queue, refill_seat)
    s.phase = phase
    s.round = r.int("round", g.rounds if phase == OVER else 1, low=1, high=g.rounds)  # GH-15: over after the last round
    # GH-17: a log from the round's start (an opening at level 0) is replayed; one that
    # starts later (the round's last moves only) is kept as it is, its entries checked
    whole = log if log and log[0][1] != "take" and log[0][2] == 0 and log[0][3] is None else ()
    first = r.int("first_player", whole[0][0] if whole else -1, low=-1, high=n - 1)
    if first < 0 and phase != FIRST_PLAYER:  # S-3: the first player acts first in the deal and opens the round
        first = r.int("active", 0, low=0, high=n - 1) if phase in (DEAL, OPEN) and not log else 0
    in_play = phase in IN_ROUND or phase == OVER
    hist = _replay(g, n, first, whole) if whole and in_play else None  # OVER: the last round's, its pile discarded (GH-12)
    if hist is not None:
        active = hist.to_act  # GH-7: play passed on after the log's last move
    else:
        active = first if phase in (DEAL, OPEN) and first >= 0 else 0
    s.active = r.int("active", active, low=0, high=n - 1)
    if hist is not None and not r.has("pile") and phase != OVER:
        pile = hist.pile[:]
    s.pile = pile
    s.level, s.top_family = _pile(g, pile)
    if phase == OVER:  # the last round's level and top family stay on record (GH-12)
        if hist is not None:
            s.level, s.top_family = _pile(g, hist.pile)
        else:
            s.level = r.int("level", 0, low=0, high=g.cap)
            s.top_family = _family(g, "top_family", r.raw("top_family", None))
    if r.has("level"):
        level = r.int("level", low=0, high=g.cap)
        require(level == s.level, "level", f"{level}, but the pile stands at {s.level} (GH-2 to GH-4)")
    if r.has("top_family"):
        top = _family(g, "top_family", r.raw("top_family"))
        require(top == s.top_family, "top_family", f"{r.raw('top_family')!r}, but the pile's top ghost card is "
                f"{g.families[s.top_family] if s.top_family >= 0 else 'none (the pile is empty)'} (GH-3, GH-4, D1)")
    s.fog_beside = r.int("fog_beside", hist.fog if hist and phase != OVER else 0, low=0, high=g.full_deck[g.fog])
    require(not s.fog_beside or pile, "fog_beside", "Fog beside an empty pile: Fog never opens a pile (GH-2, GH-5)")
    s.direction = r.int("direction", hist.direction if hist else CW, low=-1, high=1)
    require(s.direction, "direction", "must be 1 (clockwise) or -1 (counter-clockwise)")
    s.hands = [sorted(h) for h in hands]
    for seat, hand in enumerate(s.hands):
        require(len(hand) <= g.hand_size, f"hands[{seat}]", f"{len(hand)} cards, a hand never holds more than {g.hand_size} (S-4, GH-10)")
    s.taken = [sorted(st) for st in r.items("taken", lambda key, v: _cards(g, key, v),
                                            [[g.card_ids[k] for k in st] for st in hist.stacks] if hist and phase != OVER
                                            else [[] for _ in range(n)], length=n)]
    took_default = hist.took[:] if hist is not None else [bool(st) for st in s.taken]
    s.took = r.items("took_pile", _flag, took_default, length=n)
    s.fp = r.ints("fear_points", [g.start_fp] * n, length=n, low=0)
    s.deck = _deck(g, r, s)
    s.deck_size = sum(s.deck)
    s.first_player = first
    s.round_log = log
    s.deal_queue, s.deal_pos, s.refill_seat = [], 0, -1
    CHECK_PHASE[phase](g, r, s, queue, refill_seat)
    if phase in IN_ROUND:
        _check_round(g, r, s, hist)
    elif phase == OVER and hist is not None:  # GH-12: the last round ended when the seat due had no card
        require(hist.took == s.took, "took_pile", "differs from the takes in round_log (GH-8.3)")
        require(hist.direction == s.direction, "direction", f"{s.direction}, but the mirrors in round_log give {hist.direction} (GH-4)")
        require(hist.to_act == s.active, "active", f"{s.active}, but round_log passes play to seat {hist.to_act} (GH-7)")
    if r.raw("deck_order", None) is not None:
        deck_order_script(g, s, r.raw("deck_order"))
    if phase in (OPEN, PLAY) and not s.hands[s.active]:
        end_round(g, s, [], False)  # GH-1(a), GH-12: the seat due has no card; the round is over
    return s


def _deck(g, r: PositionReader, s: GhostsState) -> list[int]:
    """Section 2: hands, pile, Fog beside it, taken stacks and deck hold every card once.
    A position that leaves the deck out has in it whatever is not elsewhere."""
    ids = g.card_ids
    outside = [0] * len(ids)
    for group in (*s.hands, s.pile, *s.taken):
        for k in group:
            outside[k] += 1
    outside[g.fog] += s.fog_beside
    if r.has("deck"):
        given = r.mapping("deck")
        counts = PositionReader({f"deck.{cid}": v for cid, v in given.items()})
        deck = [0] * len(ids)
        for cid in given:
            require(isinstance(cid, str) and cid in g.kind_of, f"deck.{cid}", "is not a card of Ghosts")
            deck[g.kind_of[cid]] = counts.int(f"deck.{cid}", low=0, high=g.full_deck[g.kind_of[cid]])
    elif r.raw("deck_order", None) is not None:
        order = deck_order_counts(r.raw("deck_order"), {cid: g.full_deck[k] - outside[k] for k, cid in enumerate(ids)
                                                        if g.full_deck[k] - outside[k] > 0})
        deck = [order.count(cid) for cid in ids]
    else:
        for k, cid in enumerate(ids):
            require(outside[k] <= g.full_deck[k], "cards", f"{outside[k]} of {cid} in the position, the game has {g.full_deck[k]}")
        deck = [g.full_deck[k] - outside[k] for k in range(len(ids))]
    have = {cid: outside[k] + deck[k] for k, cid in enumerate(ids)}
    check_counts("cards", have, dict(zip(ids, g.full_deck)))
    return deck


def _check_first_player(g, r: PositionReader, s: GhostsState, queue: list[int], refill_seat: int) -> None:
    """S-2, S-3: before round 1's first player is drawn, nothing has happened yet."""
    why = "before the first player is chosen (S-3)"
    require(s.round == 1, "round", f"{s.round} {why}")
    for seat in range(s.n):
        require(not s.hands[seat], f"hands[{seat}]", f"holds cards {why}")
        require(not s.taken[seat], f"taken[{seat}]", f"holds cards {why}")
        require(not s.took[seat], f"took_pile[{seat}]", f"a pile taken {why}")
    require(not s.pile, "pile", f"cards on the pile {why}")
    require(not s.round_log, "round_log", f"moves {why}")
    _nothing_due(queue, refill_seat, why)
    require(s.first_player == -1, "first_player", f"{s.first_player}, but it is still to be drawn (S-3)")
    require(s.active == 0, "active", f"{s.active}: nobody acts before the first player is chosen (S-3)")
    require(s.direction == CW, "direction", "play starts clockwise (S-1)")
    require(all(f == g.start_fp for f in s.fp), "fear_points", f"every player starts with {g.start_fp} FP (S-2)")


def _check_deal(g, r: PositionReader, s: GhostsState, queue: list[int], refill_seat: int) -> None:
    """S-4, S-5: the deal gives each seat five cards in turn from the first player; an
    all-Fog hand is dealt again. The cards still to deal follow from the hand sizes."""
    why = "while the cards are dealt (S-4)"
    require(s.active == s.first_player, "active", f"{s.active}, but the first player {s.first_player} acts first (S-3)")
    require(s.direction == CW, "direction", "every round starts clockwise (S-1)")
    for seat in range(s.n):
        require(not s.taken[seat], f"taken[{seat}]", f"holds cards {why}")
        require(not s.took[seat], f"took_pile[{seat}]", f"a pile taken {why}")
    require(not s.pile, "pile", f"cards on the pile {why}")
    require(not s.round_log, "round_log", f"moves {why}")
    _nothing_due([], refill_seat, why)
    order = [(s.first_player + i) % s.n for i in range(s.n)]
    short = [seat for seat in order if len(s.hands[seat]) < g.hand_size]
    require(short, "phase", "deal, but every hand is dealt: the first player opens (S-6)")
    if len(short) > 1:  # S-4: the seats dealt so far in turn, the rest still empty
        require(short == order[-len(short):] and all(not s.hands[seat] for seat in short[1:]), "hands",
                "the deal gives five cards to each seat in turn from the first player (S-4)")
    elif short[0] != order[-1]:  # S-5: a redeal; the seats before it kept a ghost card
        for seat in order[:order.index(short[0])]:
            require(s.hands[seat][0] != g.fog, f"hands[{seat}]", "only Fog after the deal: it is dealt again first (S-5)")
    due = [seat for seat in order for _ in range(g.hand_size - len(s.hands[seat]))]
    if r.has("deal_queue"):
        require(queue == due, "deal_queue", f"{queue}, but the hands still need {due} (S-4)")
    s.deal_queue = due


def _check_open(g, r: PositionReader, s: GhostsState, queue: list[int], refill_seat: int) -> None:
    """GH-2, S-6, GH-8.5: the seat to act opens an empty pile with a ghost card."""
    require(not s.pile, "pile", "the seat to act opens a pile only when it is empty (GH-2)")
    _nothing_due(queue, refill_seat, "but a seat is to act")
    hand = s.hands[s.active]
    require(not hand or hand[0] != g.fog, f"hands[{s.active}]", "only Fog, and Fog can never open a pile (GH-2, D2)")
    if not any(s.took):  # S-6: nobody took a pile, so the round has just been dealt
        require(s.active == s.first_player, "active", f"{s.active}, but the first player {s.first_player} opens the round (S-6)")
        require(not s.round_log, "round_log", "moves, but the round is just dealt (S-6): only a take empties the pile (GH-8)")


def _check_play(g, r: PositionReader, s: GhostsState, queue: list[int], refill_seat: int) -> None:
    """GH-1: the seat to act plays on the pile or takes it; the pile is not empty."""
    require(s.pile, "pile", "is empty, so the seat to act opens it (phase open, GH-2)")
    _nothing_due(queue, refill_seat, "but a seat is to act")


def _check_refill(g, r: PositionReader, s: GhostsState, queue: list[int], refill_seat: int) -> None:
    """GH-10, GH-11: the seat that just played draws one card, while the deck lasts."""
    require(s.pile, "pile", "is empty, but a card was just played (GH-10)")
    require(s.deck_size, "deck", "is empty: nobody draws (GH-11)")
    _nothing_due(queue, -1, "during the round")
    seat = (s.active - s.direction) % s.n  # GH-7: play already passed on
    if r.has("refill_seat"):
        require(refill_seat == seat, "refill_seat", f"{refill_seat}, but seat {seat} just played (GH-7, GH-10)")
    require(len(s.hands[seat]) < g.hand_size, f"hands[{seat}]", "full, but the seat just played a card (GH-10)")
    s.refill_seat = seat


def _check_over(g, r: PositionReader, s: GhostsState, queue: list[int], refill_seat: int) -> None:
    """GH-15: the game is over after the last round's relief; every card is back in the box."""
    why = "after the game (GH-15)"
    require(s.round == g.rounds, "round", f"{s.round}, but the game ends after round {g.rounds} (GH-14, GH-15)")
    for seat in range(s.n):
        require(not s.hands[seat], f"hands[{seat}]", f"holds cards {why}")
        require(not s.taken[seat], f"taken[{seat}]", f"holds cards {why}")
    require(not s.pile, "pile", f"cards on the table {why}")
    _nothing_due(queue, refill_seat, why)


def _nothing_due(queue: list[int], refill_seat: int, why: str) -> None:
    require(not queue, "deal_queue", f"cards to deal {why} (S-4)")
    require(refill_seat == -1, "refill_seat", f"a refill {why} (GH-10)")


CHECK_PHASE = {FIRST_PLAYER: _check_first_player, DEAL: _check_deal, OPEN: _check_open, PLAY: _check_play,
               REFILL: _check_refill, OVER: _check_over}


def _check_round(g, r: PositionReader, s: GhostsState, h: _History | None) -> None:
    """GH-8, GH-10, GH-17 during a round: takes, fear points, and the round's log."""
    for seat in range(s.n):
        require(not s.taken[seat] or s.took[seat], f"took_pile[{seat}]", "false, but the seat holds a taken stack (GH-8.3)")
        require(not s.took[seat] or s.fp[seat] >= 1, f"fear_points[{seat}]", "0, but the seat took a pile this round (GH-8.2)")
    if h is None:
        return
    require(h.pile == s.pile, "pile", "differs from the pile that round_log builds (GH-17)")
    require(h.fog == s.fog_beside, "fog_beside", f"{s.fog_beside}, but round_log played {h.fog} Fog on this pile (GH-5)")
    require(h.direction == s.direction, "direction", f"{s.direction}, but the mirrors in round_log give {h.direction} (GH-4)")
    require(h.to_act == s.active, "active", f"{s.active}, but round_log passes play to seat {h.to_act} (GH-7)")
    require([sorted(st) for st in h.stacks] == s.taken, "taken", "differs from the piles that round_log takes (GH-8.1)")
    require(h.took == s.took, "took_pile", "differs from the takes in round_log (GH-8.3)")
    require(h.last_take == (s.phase == OPEN), "phase", f"{PHASE_NAMES[s.phase]}, but round_log ends with "
            f"{'a take: the taker opens (GH-8.5)' if h.last_take else 'a card played on the pile'}")
    if s.deck_size:
        require(all(e[4] for e in s.round_log if e[1] != "take"), "round_log", "a play without a refill while the deck has cards (GH-10)")


def deck_order_script(g, s: GhostsState, order: Any) -> list:
    """The DrawCard outcomes that deal ``order`` (the deck's cards, top first): the next
    deals (S-4, S-5) and refills (GH-10) draw exactly these cards, in this order."""
    deck = {g.card_ids[k]: c for k, c in enumerate(s.deck) if c}
    order = deck_order_counts(order, deck)
    return [g.draw_actions[g.kind_of[cid]] for cid in order]
