"""GB-26 and D-11: what a seat cannot see, dealt anew for the search bots: the other hands,
their pending GB-9 discards, the draw pile and the other seats' S positions, drawn from what
the seat has not seen (sizes kept), from a state or from the seat's view alone.
"""

from __future__ import annotations

import random

from ghostparlor.core.chance import fit_pool as shared_fit_pool

from .state import DEAL, DISCARD, FIRST_PLAYER, PAY, PHASE_NAMES, PLAY, REFILL, GhostbumpersState, GhostbumpersView


def resample_hidden(g, s: GhostbumpersState, seat: int | None, rng: random.Random) -> GhostbumpersState:
    """Other hands, their pending GB-9 discards, the draw pile and other seats' S
    positions drawn anew from what ``seat`` cannot see (sizes kept)."""
    c = s.clone()
    others = [i for i in range(c.n) if i != seat]
    pool: list[int] = []
    for v in range(10):
        pool.extend([v] * c.pile[v])
    for i in others:
        h = c.hands[i]
        for v in range(10):
            pool.extend([v] * h[v])
        if c.gb9_pending[i] >= 0:
            pool.append(c.gb9_pending[i])
    rng.shuffle(pool)
    pos = 0
    for i in others:
        size = c.hand_sizes[i]
        h = [0] * 10
        for v in pool[pos:pos + size]:
            h[v] += 1
        c.hands[i] = h
        pos += size
        if c.gb9_pending[i] >= 0:
            c.gb9_pending[i] = pool[pos]
            pos += 1
        if c.scare[i] >= 0:
            c.scare[i] = rng.randrange(c.deck[i])  # any depth of the face-down deck
    c.pile = [0] * 10
    for v in pool[pos:]:
        c.pile[v] += 1
    c.pile_size = len(pool) - pos
    return c


def determinize(g, view: GhostbumpersView, rng: random.Random) -> GhostbumpersState:
    """A full state consistent with ``view`` (GB-26): the cards the seat cannot see
    (other hands, their pending GB-9 discards, the draw pile) dealt at random from
    the player-count deck minus every card seen (own hand, own pending discard,
    discard pile, table), sizes kept; other seats' S positions drawn at any depth
    of their face-down decks (as :meth:`resample_hidden`). The counters the view
    does not name (turns in the trick, GB-9 progress, deal position) follow from
    the public ones."""
    s = GhostbumpersState()
    s.n = n = view.players
    me = view.seat
    s.round = view.round
    s.phase = phase = PHASE_NAMES.index(view.phase)
    s.dealer = view.dealer
    s.leader = leader = view.leader
    s.target = view.target_score
    s.totals = list(view.totals)
    s.history = [list(r) for r in view.history]
    s.last_end = view.last_end
    s.last_trick = view.last_trick
    s.tricks = view.tricks_done
    s.gb9_count = view.gb9_count
    s.drawer = drawer = view.refill_seat
    s.need = view.refill_need
    s.owed = list(view.owed)
    s.deck = list(view.deck_sizes)
    s.revealed = list(view.revealed)
    s.hand_sizes = sizes = list(view.hand_sizes)
    s.unfinished = False
    to_move = view.to_move
    s.active = active = to_move if to_move >= 0 else s.dealer
    s.table = [(p[0], p[1], p[2], p[3]) for p in view.table]
    # turns: active = (leader + turns) % n while a trick is played (GB-5), also while
    # the seat that just played refills or a GB-9 interrupts it; 0 in GB-3
    if phase == PLAY:
        s.turns = (active - leader) % n
    elif phase in (REFILL, DISCARD, PAY) and drawer >= 0:
        s.turns = (drawer - leader) % n
    else:
        s.turns = 0
    # GB-9 progress: the next chooser counted from the drawer; a PAY with draws
    # still needed is the drawer paying first at the start of a GB-9 (D-7)
    if phase == DISCARD:
        s.gb9_pos = (active - drawer) % n
    elif phase == PAY and s.need > 0:
        s.gb9_pos = 0
    else:
        s.gb9_pos = -1
    if phase == DEAL:
        s.deal_pos = sum(sizes)
    elif phase == FIRST_PLAYER:
        s.deal_pos = 0
    else:
        s.deal_pos = g.hand_size * n
    # what the seat has seen: its hand and pending discard, the discard pile, the table
    unseen = g.deck_by_players[n][:]
    discard = [0] * 10
    for v in view.discard_pile:
        discard[v] += 1
        unseen[v] -= 1
    s.discard = discard
    s.discard_size = len(view.discard_pile)
    for p in s.table:
        unseen[p[1]] -= p[2]
    own = [0] * 10
    if view.hand is not None:
        for v in view.hand:
            own[v] += 1
            unseen[v] -= 1
    own_pending = view.own_pending_discard
    if own_pending is not None:
        unseen[own_pending] -= 1
    pool = [v for v in range(10) for _ in range(unseen[v])]
    chosen = view.gb9_chosen
    hidden = view.draw_pile_size
    for i in range(n):
        if i != me:
            hidden += sizes[i] + (1 if chosen[i] else 0)
    if len(pool) != hidden:  # a hand-built position not made of the player-count deck
        pool = fit_pool(g, pool, hidden, n, rng)
    rng.shuffle(pool)
    hands = []
    pending = [-1] * n
    pos = 0
    for i in range(n):
        if i == me:
            hands.append(own)
            if own_pending is not None:
                pending[i] = own_pending
            continue
        h = [0] * 10
        size = sizes[i]
        for v in pool[pos:pos + size]:
            h[v] += 1
        pos += size
        hands.append(h)
        if chosen[i]:
            pending[i] = pool[pos]
            pos += 1
    s.hands = hands
    s.gb9_pending = pending
    pile = [0] * 10
    for v in pool[pos:]:
        pile[v] += 1
    s.pile = pile
    s.pile_size = len(pool) - pos
    # S: the seat's own from the view; others' anywhere in their face-down deck
    scare = []
    for i, is_set in enumerate(view.scare_set):
        if not is_set:
            scare.append(-1)
        elif i == me:
            scare.append(view.scare_position - 1)
        else:
            scare.append(rng.randrange(s.deck[i]))
    s.scare = scare
    return s


def fit_pool(g, pool: list[int], size: int, n: int, rng: random.Random) -> list[int]:
    """``pool`` cut or padded (with cards drawn like the player-count deck) to ``size``."""
    if len(pool) > size:
        return shared_fit_pool(pool, size, (), rng)
    deck = g.deck_by_players[n]
    return shared_fit_pool(pool, size, [v for v in range(10) for _ in range(deck[v])], rng)
