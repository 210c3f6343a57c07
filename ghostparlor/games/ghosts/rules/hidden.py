"""GH-17: what is hidden in Ghosts (other hands and the deck order) and how a state
is drawn anew from what one seat may know (resample_hidden, determinize)."""

from __future__ import annotations

import random
from typing import Sequence

from .state import PHASE_NAMES, GhostsState, GhostsView


def unseen_cards(s: GhostsState, others: Sequence[int]) -> list[int]:
    """The card kinds in the deck and in the ``others``' hands: what a seat that cannot
    see those places may redeal."""
    pool: list[int] = []
    for k, count in enumerate(s.deck):
        pool.extend([k] * count)
    for i in others:
        pool.extend(s.hands[i])
    return pool


def resample_hidden(g, s: GhostsState, seat: int | None, rng: random.Random) -> GhostsState:
    """Other hands and the deck drawn anew from the cards ``seat`` cannot see."""
    c = s.clone()
    others = [i for i in range(c.n) if i != seat]
    pool = unseen_cards(c, others)
    rng.shuffle(pool)
    pos = 0
    for i in others:
        size = len(c.hands[i])
        c.hands[i] = sorted(pool[pos:pos + size])
        pos += size
    c.deck = [0] * len(g.card_ids)
    for k in pool[pos:]:
        c.deck[k] += 1
    c.deck_size = len(pool) - pos
    return c


def determinize(g, view: GhostsView, rng: random.Random) -> GhostsState:
    """A full state consistent with ``view``: the cards the seat cannot see (other
    hands and the deck) dealt at random from the cards not seen anywhere."""
    kind = g.kind_of
    s = GhostsState()
    s.n = n = view.players
    s.round = view.round
    s.phase = PHASE_NAMES.index(view.phase)
    s.active = view.active
    s.direction = view.direction
    s.level = view.level
    s.top_family = g.families.index(view.top_family) if view.top_family is not None else -1
    s.pile = [kind[c] for c in view.pile]
    s.fog_beside = view.fog_beside
    s.fp = list(view.fear_points)
    s.took = list(view.took_pile)
    s.taken = [sorted(kind[c] for c in stack) for stack in view.taken]
    s.first_player = view.first_player
    s.round_log = view.round_log
    s.deal_queue = []
    s.deal_pos = 0
    s.refill_seat = -1
    unseen = g.full_deck[:]
    own = [kind[c] for c in view.hand] if view.hand is not None else []
    for group in (own, s.pile, *s.taken):
        for k in group:
            unseen[k] -= 1
    unseen[g.fog] -= s.fog_beside
    pool = [k for k, count in enumerate(unseen) for _ in range(count)]
    rng.shuffle(pool)
    s.hands = []
    pos = 0
    for seat in range(n):
        if seat == view.seat:
            s.hands.append(sorted(own))
        else:
            size = view.hand_sizes[seat]
            s.hands.append(sorted(pool[pos:pos + size]))
            pos += size
    s.deck = [0] * len(g.card_ids)
    for k in pool[pos:]:
        s.deck[k] += 1
    s.deck_size = len(pool) - pos
    return s
