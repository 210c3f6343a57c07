"""Chance over a deck kept as counts per kind of card, shared by the games that draw from
one (Ghostbumpers' draw pile, Ghosts' deck, Don't Go In There's deck)."""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

A = TypeVar("A")


def counted_outcomes(counts: Sequence[int], actions: Sequence[A], size: int) -> list[tuple[A, float]]:
    """Each kind still in the deck with its chance (``size`` is the sum of ``counts``)."""
    return [(actions[k], c / size) for k, c in enumerate(counts) if c]


def draw_counted(counts: Sequence[int], size: int, rng: random.Random) -> int:
    """The kind of a card drawn at random (one ``randrange`` of ``size``); -1 when empty."""
    r = rng.randrange(size) if size > 0 else 0
    for k, c in enumerate(counts):
        if r < c:
            return k
        r -= c
    return -1


def fit_pool(pool: list[int], size: int, cards: Sequence[int], rng: random.Random) -> list[int]:
    """``pool`` (cards nobody may know are elsewhere) cut at random or padded with cards
    drawn from ``cards`` to ``size``: the hidden cards of a determinized deal."""
    if len(pool) > size:
        rng.shuffle(pool)
        return pool[:size]
    return pool + [cards[rng.randrange(len(cards))] for _ in range(size - len(pool))]
