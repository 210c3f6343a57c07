"""DG-10 to DG-13, DG-18, DG-24, D-3: the claims after haunting, top meeple first: take a
card, the Library slot effect, the card's own effect, the meeple goes home; then the
board is refreshed (flipped and dealt) or removed, and the next seat plays or the game
ends.

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

from bisect import insort

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Event

from .actions import TakeCard
from .curses import card_effect
from .events import BoardFlipped, BoardRemoved, CardTaken, GhostsChanged
from .result import end_game
from .state import CLAIM, DEAL, DontGoInThereState, PLACE
from .turn import to_move


def continue_claims(g, s: DontGoInThereState, out: list, events: bool) -> None:
    if not s.claims:
        refresh(g, s, out, events)
        return
    left = [i for i, k in enumerate(s.slots[s.res_board]) if k >= 0]
    if len(left) == 1:
        take(g, s, left[0], True, out, events)  # DG-10: the last card goes automatically
    elif not left:  # more meeples than cards (only in a hand-built position): they take nothing
        finish_claim(g, s, out, events)
    else:
        s.phase = CLAIM


def take_action(g, s: DontGoInThereState, action: TakeCard, events: bool) -> list[Event]:
    if s.phase != CLAIM:
        raise IllegalAction(action, to_move(g, s), "no card is to be taken now")
    slot = action.slot - 1 if isinstance(action.slot, int) else -1
    if not 0 <= slot < g.cards_per_room or s.slots[s.res_board][slot] < 0:
        raise IllegalAction(action, to_move(g, s), f"slot {action.slot} holds no card")
    out: list[Event] = []
    take(g, s, slot, False, out, events)
    return out


def take(g, s: DontGoInThereState, slot: int, automatic: bool, out: list, events: bool) -> None:
    """DG-10: take the card, apply the Library slot effect, then the card's immediate effect."""
    b = s.res_board
    seat = s.meeples[b][s.claims[0]]
    k = s.slots[b][slot]
    s.slots[b][slot] = -1
    insort(s.tableau[seat], k)
    room = s.board_room[b]
    if events:
        out.append(CardTaken(seat, g.room_ids[room], slot + 1, g.card_ids[k], automatic))
    change = g.slot_ghosts[room][slot]  # DG-24, D-3: before the card's own effect
    if change > 0:
        s.ghosts[seat] += change
        if events:
            out.append(GhostsChanged(seat, change, "library"))
    elif change < 0:
        lose = min(-change, s.ghosts[seat])  # DG-18
        if lose:
            s.ghosts[seat] -= lose
            if events:
                out.append(GhostsChanged(seat, -lose, "library"))
    if not card_effect(g, s, seat, k, out, events):
        finish_claim(g, s, out, events)


def finish_claim(g, s: DontGoInThereState, out: list, events: bool) -> None:
    """DG-10 step 4: the meeple returns to its owner's supply; the next meeple claims."""
    b = s.res_board
    sp = s.claims.pop(0)
    who = s.meeples[b][sp]
    s.meeples[b][sp] = -1
    s.supply[who] += 1
    continue_claims(g, s, out, events)


def refresh(g, s: DontGoInThereState, out: list, events: bool) -> None:
    """DG-11 refresh, DG-12 next turn, DG-13 game end."""
    b = s.res_board
    room = s.board_room[b]
    nxt = (s.resolver + 1) % s.n  # DG-12
    s.res_board = -1
    s.resolver = -1
    s.dice = s.rolled = s.rolls = s.ability_left = 0
    s.doll_options = []
    s.face_down[b] = -1
    if s.deck_size >= g.cards_per_room:
        new = g.other_side[room]
        s.board_room[b] = new
        s.deal_queue = [(b, slot) for slot in range(g.cards_per_room)]
        s.active = nxt
        s.phase = DEAL
        if events:
            out.append(BoardFlipped(b + 1, g.room_ids[room], g.room_ids[new]))
        return
    s.board_out[b] = True
    if events:
        out.append(BoardRemoved(b + 1, g.room_ids[room]))
    if all(s.board_out):
        end_game(g, s, out, events)  # DG-13
        return
    s.active = nxt
    s.phase = PLACE
