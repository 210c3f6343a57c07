"""S-1 to S-6 and GH-14: setting up a game and each round of Ghosts.

S-2 every player starts with 1 FP; S-3 the first player (chance or the host in
round 1, then the left neighbour of the last round's first player); S-4 all cards
shuffled, five dealt to each player; S-5 a hand of only Fog goes back and is dealt
again; S-6 the pile is empty and the first player opens it.
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE

from .actions import ChooseFirstPlayer
from .events import AllFogRedeal, CardDealt, Event, RoundStarted
from .state import CW, DEAL, FIRST_PLAYER, OPEN, GhostsState


def new_state(g, players: int, options: dict[str, Any] | None = None) -> GhostsState:
    options = g.normalize_options(players, options)
    s = GhostsState()
    s.n = players
    s.fp = [g.start_fp] * players  # S-2
    s.took = [False] * players
    s.hands = [[] for _ in range(players)]
    s.taken = [[] for _ in range(players)]
    s.deck = g.full_deck[:]
    s.deck_size = g.total_cards
    first = options.get("first_player", "random")
    if first == "random":
        s.phase = FIRST_PLAYER
    else:
        start_round(g, s, int(first) - 1)
    return s


def choose_first_player(g, s: GhostsState, action: ChooseFirstPlayer, events: bool) -> list[Event]:
    """S-3, D13: round 1's first player, drawn by chance."""
    if s.phase != FIRST_PLAYER:
        raise IllegalAction(action, g.to_move(s), "the first player is only drawn before round 1")
    if not (isinstance(action.seat, int) and 0 <= action.seat < s.n):
        raise IllegalAction(action, CHANCE, f"there is no seat {action.seat}")
    start_round(g, s, action.seat)
    return [RoundStarted(s.round, action.seat)] if events else []


def deal_order(n: int, first: int, hand_size: int) -> list[int]:
    """S-4: the seats that receive the cards, one at a time, in order: five to the
    first player, then five to each next seat clockwise."""
    queue = []
    for i in range(n):
        queue.extend([(first + i) % n] * hand_size)
    return queue


def start_round(g, s: GhostsState, first: int) -> None:
    """S-1, S-3 to S-6: clockwise, first player, all cards shuffled, dealing begins."""
    s.first_player = first
    s.active = first
    s.direction = CW
    s.level = 0
    s.top_family = -1
    s.pile = []
    s.fog_beside = 0
    s.hands = [[] for _ in range(s.n)]
    s.taken = [[] for _ in range(s.n)]
    s.took = [False] * s.n
    s.deck = g.full_deck[:]
    s.deck_size = g.total_cards
    s.deal_queue = deal_order(s.n, first, g.hand_size)
    s.deal_pos = 0
    s.refill_seat = -1
    s.round_log = ()
    s.phase = DEAL


def deal(g, s: GhostsState, k: int, card: str, events: bool) -> list[Event]:
    """S-4: card ``k`` (already off the deck) goes to the next seat in the deal."""
    seat = s.deal_queue[s.deal_pos]
    insort(s.hands[seat], k)
    s.deal_pos += 1
    out: list[Event] = []
    if events:
        out.append(CardDealt(seat, card))
    if s.deal_pos == len(s.deal_queue):
        finish_deal(g, s, out, events)
    return out


def finish_deal(g, s: GhostsState, out: list[Event], events: bool) -> None:
    """S-5: a hand of only Fog goes back into the deck and that seat draws again."""
    fog = g.fog
    for i in range(s.n):
        seat = (s.first_player + i) % s.n
        hand = s.hands[seat]
        if hand and hand[0] == fog:
            s.deck[fog] += len(hand)
            s.deck_size += len(hand)
            s.deal_queue = [seat] * len(hand)
            s.deal_pos = 0
            s.hands[seat] = []
            if events:
                out.append(AllFogRedeal(seat))
            return
    s.deal_queue = []
    s.deal_pos = 0
    s.active = s.first_player
    s.phase = OPEN  # S-6: empty pile, the first player opens
