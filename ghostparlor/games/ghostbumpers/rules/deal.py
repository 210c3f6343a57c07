"""GB-2, GB-23 and D-12: a round's deal. Every card is gathered back (the player-count deck,
the character decks reassembled), then dealt one card at a time from left of the start-card
holder; after the last card each seat buries its scared card (``setup``, GB-3).
"""

from __future__ import annotations

from ghostparlor.core.protocol import Event

from .events import CardDealt
from .state import DEAL, SCARE, GhostbumpersState


def start_round(g, s: GhostbumpersState) -> None:
    """GB-2: the whole player-count deck is shuffled and dealt; GB-23: decks reassembled."""
    n = s.n
    s.phase = DEAL
    s.active = s.dealer
    s.hands = [[0] * 10 for _ in range(n)]
    s.hand_sizes = [0] * n
    s.pile = g.deck_by_players[n][:]
    s.pile_size = sum(s.pile)
    s.discard = [0] * 10
    s.discard_size = 0
    s.table = []
    s.leader = s.dealer
    s.turns = 0
    s.deck = [g.unafraid] * n
    s.scare = [-1] * n
    s.revealed = [0] * n
    s.deal_pos = 0
    s.tricks = 0
    s.gb9_count = 0
    s.drawer = -1
    s.need = 0
    s.owed = [0] * n
    s.gb9_pos = -1
    s.gb9_pending = [-1] * n
    s.last_trick = None


def deal_card(g, s: GhostbumpersState, v: int, events: bool) -> list[Event]:
    """GB-2, D-12: card ``v`` (already off the pile) dealt, one card at a time, starting left
    of the dealer; after the last card, GB-3 from the start-card holder leftwards (D-11)."""
    out: list[Event] = []
    n = s.n
    seat = (s.dealer + 1 + s.deal_pos % n) % n
    s.hands[seat][v] += 1
    s.hand_sizes[seat] += 1
    s.deal_pos += 1
    if events:
        out.append(CardDealt(seat, v))
    if s.deal_pos >= g.hand_size * n:
        s.phase = SCARE  # GB-3, D-11: from the start-card holder leftwards
        s.active = s.dealer
        s.turns = 0
    return out
