"""Section 2, GB-2 to GB-9, GB-18, GB-23 to GB-25 and D-7, D-11, D-14: positions that cannot
lie. ``state_from_json`` reads a position through the shared PositionReader and refuses with
a PositionError (``key: problem``) any position the rules cannot reach; what the rules
determine (pile and hand sizes, the draw pile, revealed cards, the deal position, the seat to
move, turns, tricks done, totals, an ended game) is derived, not trusted. ``deck_order``
states the draw pile's order, top first.

Invariants: the monster cards are exactly the player-count deck (hands + draw pile + discard
pile + table + pending GB-9 discards); each character deck is the seat's set (face-down
cards + revealed ones + S while not inserted), with S where the phase says; per-seat lists
have one entry per player; the phase agrees with the rest (nothing dealt before the deal,
the deal one card at a time from left of the dealer, GB-3 from the dealer leftwards, GB-7
draws owed by the seat that just played, GB-9 only with both piles empty, D-7 payments only
by a seat that owes); the seat to move can act; a round whose hands are all empty is ended.
"""

from __future__ import annotations

from typing import Any

from ghostparlor.core.errors import PositionError
from ghostparlor.core.positions import PositionReader, check_counts, deck_order_counts, known, require

from . import scoring
from .actions import ZERO_TEN, DrawCard
from .content import GAME_ID
from .events import END_HANDS, END_SCARED
from .state import DEAL, DISCARD, FIRST_PLAYER, OVER, PAY, PHASE_NAMES, PLAY, REFILL, SCARE, GhostbumpersState
from .text import card_id

CARDS = tuple(range(10))


def card_counts(key: str, cards: Any) -> list[int]:
    """A list of card ids (0 = the 0/10 card, 1..9) as counts per card."""
    if not isinstance(cards, (list, tuple)):
        raise PositionError(key, f"must be a list of cards, not {type(cards).__name__}")
    out = [0] * 10
    for i, v in enumerate(cards):
        if isinstance(v, bool) or not isinstance(v, int):
            raise PositionError(f"{key}[{i}]", f"{v!r} is not a card (1-9, and 0 for the 0/10 card)"[:120])
        out[known(f"{key}[{i}]", v, CARDS)] += 1
    return out


def conserved(s: GhostbumpersState) -> dict[str, int]:
    """Section 1 and 2: the monster cards per card and the character cards, which no step changes."""
    counts = monster_counts(s)
    out = {card_id(v): counts[v] for v in range(10)}
    # character cards: the face-down deck, the revealed ones, S while not inserted;
    # an S revealed ends the round at once and the decks are reassembled (GB-23)
    out["character_cards"] = sum(s.deck) + sum(s.revealed) + sum(1 for x in s.scare if x < 0)
    return out


def monster_counts(s: GhostbumpersState) -> list[int]:
    counts = s.pile[:]
    for group in (*s.hands, s.discard):
        for v in range(10):
            counts[v] += group[v]
    for p in s.table:
        counts[p[1]] += p[2]
    for v in s.gb9_pending:
        if v >= 0:
            counts[v] += 1
    return counts


def deck_order_script(g, s: GhostbumpersState, order: Any) -> list[DrawCard]:
    """The draws that deal ``order`` (top first): exactly the cards of the draw pile."""
    if isinstance(order, (list, tuple)):
        for i, v in enumerate(order):
            require(not isinstance(v, bool) and isinstance(v, int), f"deck_order[{i}]", f"{v!r} is not a card"[:80])
    deck = {v: c for v, c in enumerate(s.pile) if c}
    return [g.draw_actions[v] for v in deck_order_counts(order, deck)]


def _deck(key: str, text: Any) -> tuple[int, int]:
    """A character deck written top first with U and at most one S: (size, index of S or -1)."""
    require(isinstance(text, str), key, f"a character deck is written with U and one S, top first, not {text!r}"[:120])
    text = text.replace(" ", "").upper()
    require(not set(text) - {"U", "S"} and text.count("S") <= 1, key,
            f"a character deck is written with U and one S, top first, not {text!r}"[:120])
    return len(text), text.find("S")


def _play(key: str, p: Any) -> tuple:
    """A play of the trick in progress: (seat, card, count, announce)."""
    if isinstance(p, (list, tuple)):  # last_trick writes plays as lists
        require(len(p) == 4, key, "a play is [seat, card, count, announce]")
        p = dict(zip(("seat", "card", "count", "announce"), p))
    r = PositionReader(p)
    seat, card = r.int("seat", low=0), r.int("card", low=0, high=9)
    count, announce = r.int("count", low=1, high=99), r.int("announce", -1)
    if card == ZERO_TEN:  # GB-10, GB-11
        require(count == 1 and announce in (0, 10), key, "the 0/10 card is played alone, announced as 0 or 10")
    else:
        require(announce == -1, key, "only the 0/10 card is announced (GB-11)")
    return seat, card, count, announce


def _reader_key(fn, key: str):
    """Run a reader step, prefixing its PositionError with ``key``."""
    try:
        return fn()
    except PositionError as exc:
        raise PositionError(f"{key}.{exc.key}" if exc.key != "position" else key, exc.problem) from None


def state_from_json(g, data: Any) -> GhostbumpersState:
    """Build a position from its JSON (canonical or partial); refuse one that cannot happen.
    Left-out keys take the rules' own values (docs/games/ghostbumpers.md, "Positions")."""
    r = PositionReader(data)
    if r.has("game"):
        r.choice("game", (GAME_ID,))
    s = GhostbumpersState()
    s.n = n = r.int("players", low=g.min_players, high=g.max_players)
    s.phase = phase = PHASE_NAMES.index(r.choice("phase", PHASE_NAMES, "play"))
    target = r.raw("target_score", None)
    s.target = None if target is None else r.int("target_score", low=1)
    last = g.rounds_by_players[n] if s.target is None else g.round_cap
    s.round = r.int("round", 1, low=1, high=last)
    s.dealer = r.int("dealer", 0, low=0, high=n - 1)
    s.leader = r.int("leader", s.dealer, low=0, high=n - 1)
    _read_scores(g, r, s)
    _read_cards(g, r, s)
    _read_decks(g, r, s)
    _read_counters(g, r, s)
    _check_phase(g, r, s)
    lt = r.raw("last_trick", None)
    if lt is not None:
        lt = r.mapping("last_trick")
        lr = PositionReader(lt)
        plays = _reader_key(lambda: lr.items("plays", _play), "last_trick")
        s.last_trick = (_reader_key(lambda: lr.int("winner", low=0, high=n - 1), "last_trick"),
                        _reader_key(lambda: lr.int("strength", low=0, high=100), "last_trick"), tuple(plays))
    if phase == PLAY and not s.table and not any(s.hand_sizes):
        # GB-18(b): the last trick is resolved and every hand is empty: the round is over
        scoring.end_round(g, s, END_HANDS, -1, False, [], False)
    return s


def _read_scores(g, r: PositionReader, s: GhostbumpersState) -> None:
    """Totals, the score sheet and the last round's end (GB-19 to GB-25)."""
    n = s.n
    top = max(2 * g.unafraid, g.paranoia_points)
    s.history = [PositionReader({f"history[{i}]": row}).ints(f"history[{i}]", length=n, low=0, high=top)
                 for i, row in enumerate(r.list("history", []))]
    done = s.round if s.phase == OVER else s.round - 1
    require(len(s.history) <= done, "history", f"{len(s.history)} rounds scored, round {s.round} has {done} before it")
    sums = [sum(row[i] for row in s.history) for i in range(n)]
    s.totals = r.ints("totals", sums, length=n, low=0)
    require(done > 0 or not any(s.totals), "totals", "no round has been scored yet")
    if len(s.history) == done:  # the whole score sheet (a shorter one leaves out the first rounds)
        require(s.totals == sums, "totals", f"{s.totals} are not the sums of the score sheet {sums}")
    else:
        require(all(t >= x for t, x in zip(s.totals, sums)), "totals", f"{s.totals} are less than the score sheet's {sums}")
    if s.target is not None and s.phase != OVER:
        require(max(s.totals) < s.target, "totals", f"a total has reached the target {s.target}: the game is over (GB-25)")
    end = r.raw("last_end", None)
    if end is not None:
        require(isinstance(end, (list, tuple)) and len(end) == 3, "last_end", "is [how, seat, paranoia]")
        how, seat, paranoia = end
        require(how in (END_SCARED, END_HANDS), "last_end", f"{how!r} is not scared or hands_empty"[:80])
        require(isinstance(seat, int) and not isinstance(seat, bool) and isinstance(paranoia, bool), "last_end", "is [how, seat, paranoia]")
        if how == END_SCARED:
            require(0 <= seat < n, "last_end", f"no seat {seat}")
        else:
            require(seat == -1 and not paranoia, "last_end", "an end by empty hands has no seat and no paranoia (GB-22)")
        require(done > 0, "last_end", "no round has ended yet")
        s.last_end = (how, seat, paranoia)


def _read_cards(g, r: PositionReader, s: GhostbumpersState) -> None:
    """Hands, piles, the table and pending GB-9 discards: exactly the player-count deck."""
    n = s.n
    s.hands = r.items("hands", card_counts, [[]] * n, length=n)
    s.hand_sizes = [sum(h) for h in s.hands]
    s.discard = card_counts("discard_pile", r.raw("discard_pile", []))
    s.discard_size = sum(s.discard)
    s.table = r.items("table", _play, [])
    for i, p in enumerate(s.table):
        require(p[0] < n, f"table[{i}]", f"no seat {p[0]}")
    require(len({p[0] for p in s.table}) == len(s.table), "table", "a seat played twice in one trick (GB-5)")
    s.gb9_pending = r.ints("gb9_pending", [-1] * n, length=n, low=-1, high=9)  # -1: none chosen
    deck = g.deck_by_players[n]
    if r.has("draw_pile"):
        s.pile = card_counts("draw_pile", r.raw("draw_pile"))
    else:  # the draw pile is whatever is not elsewhere
        s.pile = [0] * 10
        used = monster_counts(s)
        s.pile = [max(0, deck[v] - used[v]) for v in range(10)]
    s.pile_size = sum(s.pile)
    have = monster_counts(s)
    check_counts("cards", {card_id(v): have[v] for v in range(10)}, {card_id(v): deck[v] for v in range(10)}, "monster cards")


def _read_decks(g, r: PositionReader, s: GhostbumpersState) -> None:
    """Character decks (size, S index) and the unafraid cards revealed beside them (GB-3, GB-15)."""
    n, phase = s.n, s.phase
    if r.has("decks"):
        decks = r.items("decks", _deck, length=n)
    elif phase in (FIRST_PLAYER, DEAL, SCARE, OVER):
        decks = [(g.unafraid, -1)] * n  # section 2, GB-23: every set whole, S not yet inserted
    else:
        decks = [(g.set_size, 0)] * n
    s.deck = [d[0] for d in decks]
    s.scare = [d[1] for d in decks]
    derived = [g.set_size - d - (1 if sc < 0 else 0) for d, sc in zip(s.deck, s.scare)]
    s.revealed = r.ints("revealed", derived, length=n, low=0)
    for i in range(n):
        require(s.revealed[i] == derived[i], f"decks[{i}]",
                f"{s.deck[i]} face-down cards and {s.revealed[i]} revealed are not the {g.set_size} cards of a character set")
    if phase in (FIRST_PLAYER, DEAL, OVER):
        for i in range(n):
            require(s.scare[i] < 0 and s.revealed[i] == 0, f"decks[{i}]", "the scared card is inserted only after the deal (GB-3)")
    elif phase != SCARE:
        for i in range(n):
            require(s.scare[i] >= 0, f"decks[{i}]", "every seat has inserted its scared card before the tricks (GB-3, GB-4)")
    if phase == SCARE:
        for i in range(n):
            require(s.revealed[i] == 0, f"decks[{i}]", "nothing is revealed before the tricks (GB-15)")


def _read_counters(g, r: PositionReader, s: GhostbumpersState) -> None:
    """The refill, GB-9 and turn counters, and the unfinished flag."""
    n, phase = s.n, s.phase
    s.gb9_count = r.int("gb9_count", 0, low=0, high=g.hand_size)
    drawing = phase in (REFILL, DISCARD, PAY)
    default_drawer = s.table[-1][0] if drawing and s.table else -1
    s.drawer = r.int("refill_seat", default_drawer, low=-1, high=n - 1)
    default_need = s.table[-1][2] - 1 if drawing and s.table else 0
    s.need = r.int("refill_need", default_need, low=0, high=g.hand_size)
    s.owed = r.ints("owed", [0] * n, length=n, low=0, high=g.hand_size)
    if r.has("turns"):
        s.turns = r.int("turns", low=0, high=n)
    elif phase == PLAY and r.has("active"):
        s.turns = (r.int("active", low=0, high=n - 1) - s.leader) % n  # GB-5
    elif drawing and s.drawer >= 0:
        s.turns = (s.drawer - s.leader) % n  # GB-7: the drawer's turn goes on
    else:
        s.turns = len(s.table)
    s.unfinished = False
    if phase == OVER and s.target is not None:
        s.unfinished = max(s.totals) < s.target  # D-13: the round cap ended it
    if r.has("unfinished"):
        require(r.bool("unfinished") == s.unfinished, "unfinished", f"the game is {'' if s.unfinished else 'not '}unfinished (D-13)")


def _derived(r: PositionReader, key: str, value: int, why: str, low: int = -1, high: int | None = None) -> int:
    """A counter the rules determine: ``value``; a stated one must agree."""
    if r.has(key):
        given = r.int(key, low=low, high=high)
        require(given == value, key, f"is {given}, but {why} makes it {value}")
    return value


def _check_phase(g, r: PositionReader, s: GhostbumpersState) -> None:
    """The phase agrees with the rest, and the seat to move can act."""
    n, phase = s.n, s.phase
    dealt = g.hand_size * n
    nothing_out = not s.table and not s.discard_size and not any(x >= 0 for x in s.gb9_pending)
    if phase in (FIRST_PLAYER, DEAL, SCARE, OVER):
        require(nothing_out, "table", f"nothing is played or discarded in the {PHASE_NAMES[phase]} phase")
        require(s.drawer == -1 and s.need == 0 and not any(s.owed) and not s.gb9_count, "refill_seat",
                f"no card is drawn or owed in the {PHASE_NAMES[phase]} phase")
        require(s.leader == s.dealer, "leader", "the start-card holder leads the first trick (GB-4)")
        s.turns = _derived(r, "turns", 0, "the phase", 0, n)
        s.tricks = _derived(r, "tricks_done", 0, "the phase", 0)
    if phase in (FIRST_PLAYER, OVER):
        require(not any(s.hand_sizes), "hands", f"no card is dealt in the {PHASE_NAMES[phase]} phase")
        s.deal_pos = _derived(r, "deal_pos", 0, "the phase", 0)
        s.active = _derived(r, "active", s.dealer, "the start card", 0, n - 1)
        if phase == FIRST_PLAYER:
            require(s.round == 1 and s.dealer == 0, "round", "the first start-card holder is drawn before round 1")
        elif s.target is None:
            require(s.round == g.rounds_by_players[n], "round", f"the game ends after round {g.rounds_by_players[n]} (GB-24)")
        else:
            require(max(s.totals) >= s.target or s.round == g.round_cap, "totals",
                    f"no total has reached the target {s.target} and the round cap is not hit (GB-25, D-13)")
        return
    if phase == DEAL:
        s.deal_pos = _derived(r, "deal_pos", sum(s.hand_sizes), "the cards in hands", 0, dealt - 1)
        require(s.deal_pos < dealt, "hands", "every card is dealt: the deal is over (GB-2)")
        for seat in range(n):
            due = sum(1 for i in range(s.deal_pos) if (s.dealer + 1 + i) % n == seat)
            require(s.hand_sizes[seat] == due, f"hands[{seat}]",
                    f"{s.hand_sizes[seat]} cards, the deal one at a time from left of the dealer gives {due} (GB-2, D-12)")
        s.active = _derived(r, "active", s.dealer, "the start card", 0, n - 1)
        return
    s.deal_pos = _derived(r, "deal_pos", dealt, "the finished deal", 0)
    if phase == SCARE:
        for seat in range(n):
            require(s.hand_sizes[seat] == g.hand_size, f"hands[{seat}]", f"{s.hand_sizes[seat]} cards, the deal gives {g.hand_size} (GB-2)")
        done = 0
        while done < n and s.scare[(s.dealer + done) % n] >= 0:
            done += 1
        require(done < n, "decks", "every scared card is inserted: the tricks have begun (GB-4)")
        for i in range(done, n):
            require(s.scare[(s.dealer + i) % n] < 0, f"decks[{(s.dealer + i) % n}]",
                    "the scared cards are inserted from the start-card holder leftwards (D-11)")
        s.active = _derived(r, "active", (s.dealer + done) % n, "the seats that inserted S (D-11)", 0, n - 1)
        return
    _check_trick(g, r, s)


def _check_trick(g, r: PositionReader, s: GhostbumpersState) -> None:
    """A trick in progress (GB-5 to GB-9, D-7, D-14)."""
    n, phase = s.n, s.phase
    require(s.turns < n or phase != PLAY, "turns", "every seat has had its turn: the trick is resolved (GB-13)")
    for i, p in enumerate(s.table):
        offset = (p[0] - s.leader) % n
        require(offset < s.turns + (0 if phase == PLAY else 1), f"table[{i}]", "a seat that has not had its turn played (GB-5)")
        require(i == 0 or offset > (s.table[i - 1][0] - s.leader) % n, f"table[{i}]", "plays go from the leader leftwards (GB-5)")
    for i in range(n):
        require(s.hand_sizes[i] <= g.hand_size, f"hands[{i}]", f"{s.hand_sizes[i]} cards, a hand holds at most {g.hand_size} (GB-2, GB-7)")
    if phase == PLAY:
        require(s.drawer == -1 and s.need == 0 and not any(x >= 0 for x in s.gb9_pending), "refill_seat",
                "no card is drawn or discarded while a seat is to play")
        s.gb9_pos = _derived(r, "gb9_pos", -1, "the phase", -1, n)
        s.active = _derived(r, "active", (s.leader + s.turns) % n, "the leader and the turns (GB-5)", 0, n - 1)
        require(s.hand_sizes[s.active] > 0 or not (s.table or any(s.hand_sizes)), "hands",
                f"seat {s.active} is to play but holds no card (GB-6)")
        _check_hand_sizes(g, r, s)
        return
    require(s.table and s.drawer == s.table[-1][0], "refill_seat", "the seat that draws is the one that just played k >= 2 cards (GB-7)")
    require(s.table[-1][2] >= 2, "refill_seat", "only a play of k >= 2 cards draws (GB-7)")
    require((s.drawer - s.leader) % n == s.turns, "turns", "the drawing seat's turn is not over before its draw (GB-7)")
    if phase == REFILL:
        require(0 < s.need < s.table[-1][2], "refill_need", f"{s.need} cards owed after a play of {s.table[-1][2]} (GB-7)")
        require(s.pile_size > 0, "draw_pile", "a card is drawn from an empty pile (GB-8)")
        require(not any(x >= 0 for x in s.gb9_pending), "gb9_pending", "GB-9 discards are revealed before drawing on")
        s.gb9_pos = _derived(r, "gb9_pos", -1, "the phase", -1, n)
        s.active = r.int("active", s.drawer, low=0, high=n - 1)
        _check_hand_sizes(g, r, s)
        return
    require(s.pile_size == 0 or phase == PAY and s.need == 0, "draw_pile", "GB-9 happens only when the draw pile is empty")
    require(s.need > 0 or phase == PAY, "refill_need", "a GB-9 discard only while the drawer still needs cards")
    if phase == PAY:
        s.gb9_pos = _derived(r, "gb9_pos", 0 if s.need > 0 else -1, "the draw still owed (D-7)", -1, n)
        s.active = _derived(r, "active", s.drawer, "the seat that owes (D-7)", 0, n - 1)
        require(s.owed[s.drawer] > 0, "owed", f"seat {s.drawer} pays a card it does not owe (D-7)")
        require(not any(x >= 0 for x in s.gb9_pending), "gb9_pending", "the card owed is paid before the GB-9 discards (D-7)")
    else:
        chosen = sum(1 for x in s.gb9_pending if x >= 0)
        default_pos = (r.int("active", low=0, high=n - 1) - s.drawer) % n if r.has("active") else chosen
        s.gb9_pos = r.int("gb9_pos", default_pos, low=0, high=n - 1)
        s.active = _derived(r, "active", (s.drawer + s.gb9_pos) % n, "the GB-9 discards so far (D-7)", 0, n - 1)
        for i in range(n):
            seat = (s.drawer + i) % n
            if i >= s.gb9_pos:
                require(s.gb9_pending[seat] < 0, f"gb9_pending[{seat}]", "a seat after the one to choose has chosen (D-7)")
    require(s.hand_sizes[s.active] > 0, "hands", f"seat {s.active} is to discard but holds no card (GB-9, D-7)")
    _check_hand_sizes(g, r, s)


def _check_hand_sizes(g, r: PositionReader, s: GhostbumpersState) -> None:
    """GB-7, GB-9, D-7, D-14: hands are equal at a trick's start: a seat that has played holds one
    card less, the drawer also the cards it still needs, a seat with a pending GB-9 discard one
    less; ``tricks_done`` follows from them (when no card is owed)."""
    if any(s.owed):
        s.tricks = r.int("tricks_done", 0, low=0, high=g.hand_size - 1)
        return
    n = s.n
    starts = set()
    for i in range(n):
        size = s.hand_sizes[i] + (1 if s.gb9_pending[i] >= 0 else 0)
        if i == s.drawer:
            size += 1 + s.need
        elif (i - s.leader) % n < s.turns:
            size += 1
        starts.add(size)
    if len(starts) != 1:
        raise PositionError("hands", f"hand sizes {s.hand_sizes} are not equal at the trick's start (GB-7)")
    start = starts.pop()
    current = 1 if s.phase == DISCARD or s.phase == PAY and s.need > 0 else 0  # this GB-9's discards not all made
    tricks = g.hand_size - (s.gb9_count - current) - start
    require(tricks >= 0, "gb9_count", f"{s.gb9_count} GB-9 discards leave fewer than {start} cards a hand (D-14)")
    s.tricks = _derived(r, "tricks_done", tricks, f"hands of {start} at the trick's start (D-14)", 0)
