"""S-1 to S-6, DG-11, DG-24, DG-25: set-up. The card types are drawn (or chosen by seat 1),
cards are removed unseen, each board is turned a side up, three cards are dealt to each
room (the Library sorts its cards, the Secret Passage deals one face down), and the first
player is drawn. Every step is a chance action; the refresh deal of DG-11 uses the same
deal step.

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, CHANCE, Event

from .actions import ChooseType, DealCard, FirstPlayer, RemoveCard, SideUp
from .events import BoardPlaced, CardDealt, CardDealtFaceDown, CardRemoved, CardsRemoved, FirstPlayerChosen, RoomDealt, TypeChosen
from .state import DEAL, DontGoInThereState, FIRST, PLACE, REMOVE, SIDES, TYPES
from .turn import to_move


def new_state(g, players: int, options: dict[str, Any] | None = None) -> DontGoInThereState:
    options = g.normalize_options(players, options)
    row = g.setup_rows[players]
    s = DontGoInThereState()
    s.n = players
    s.custom_types = options.get("card_types", "random") == "custom"
    s.open_ghosts = bool(options.get("open_ghosts", False))
    s.show_removed = bool(options.get("show_removed", True))
    s.types_needed = row["types"]  # S-1
    s.to_remove = row["removed"]  # S-2
    s.deck = [0] * g.kinds
    s.removed = [0] * g.kinds
    nb = len(g.boards)
    s.board_room = [-1] * nb
    s.board_out = [False] * nb
    s.slots = [[-1] * g.cards_per_room for _ in range(nb)]
    s.face_down = [-1] * nb
    s.seen = [[False] * players for _ in range(nb)]
    s.meeples = [[-1] * g.spaces for _ in range(nb)]
    s.supply = [g.meeples_per_player] * players  # S-5, D-12
    s.ghosts = [g.start_ghosts] * players  # S-5
    s.tableau = [[] for _ in range(players)]
    s.dispelled = [[] for _ in range(players)]
    s.penalty = [0] * players
    first = options.get("first_player", "random")
    if first != "random":
        s.first_player = s.active = int(first) - 1  # S-6: the host's pick
    s.phase = TYPES
    return s


def put_type_in_play(g, s: DontGoInThereState, action: Action, events: bool) -> list[Event]:
    seat = to_move(g, s)
    if s.phase != TYPES:
        raise IllegalAction(action, seat, "the card types are chosen only at set-up (S-1)")
    custom = action.__class__ is ChooseType
    if custom != s.custom_types:
        why = "seat 1 chooses the types (option card_types = custom)" if s.custom_types else "the types are drawn at random"
        raise IllegalAction(action, seat, why)
    t = g.type_index.get(action.curse, -1)
    if t < 0:
        raise IllegalAction(action, seat, f"there is no card type {action.curse!r}")
    if t in s.in_play:
        raise IllegalAction(action, seat, f"{action.curse} is already in play")
    insort(s.in_play, t)
    base = t * g.V
    for i, c in enumerate(g.copies):
        s.deck[base + i] += c
    s.deck_size += g.per_type
    if len(s.in_play) >= s.types_needed:
        s.phase = REMOVE if s.to_remove > 0 else SIDES  # S-2
    return [TypeChosen(action.curse, 0 if custom else -1)] if events else []


def remove_card(g, s: DontGoInThereState, action: RemoveCard, events: bool) -> list[Event]:
    if s.phase != REMOVE:
        raise IllegalAction(action, to_move(g, s), "cards are removed only at set-up (S-2)")
    k = g.kind_of.get(action.card, -1)
    if k < 0 or s.deck[k] <= 0:
        raise IllegalAction(action, CHANCE, f"no {action.card} is left in the deck")
    s.deck[k] -= 1
    s.deck_size -= 1
    s.removed[k] += 1
    s.removed_size += 1
    s.to_remove -= 1
    out: list[Event] = []
    if events:
        out.append(CardRemoved(s.removed_size))
    if s.to_remove <= 0:
        s.phase = SIDES  # S-3
        if events:
            out.append(CardsRemoved(s.removed_size, s.deck_size))
    return out


def turn_side_up(g, s: DontGoInThereState, action: SideUp, events: bool) -> list[Event]:
    if s.phase != SIDES:
        raise IllegalAction(action, to_move(g, s), "boards are turned a side up only at set-up (S-3)")
    b = s.board_room.index(-1)
    r = g.room_index.get(action.room, -1)
    if r not in g.boards[b]:
        raise IllegalAction(action, CHANCE, f"{action.room} is not a side of board {b + 1}")
    s.board_room[b] = r
    out = [BoardPlaced(b + 1, action.room)] if events else []
    if -1 not in s.board_room:
        # S-4: deal 3 cards to slots 1..3 of each board, in board order
        s.deal_queue = [(bb, slot) for bb in range(len(g.boards)) for slot in range(g.cards_per_room)]
        s.phase = DEAL
    return out


def deal_card(g, s: DontGoInThereState, action: DealCard, events: bool) -> list[Event]:
    if s.phase != DEAL:
        raise IllegalAction(action, to_move(g, s), "no card is to be dealt now")
    k = g.kind_of.get(action.card, -1)
    if k < 0 or s.deck[k] <= 0:
        raise IllegalAction(action, CHANCE, f"no {action.card} is left in the deck")
    s.deck[k] -= 1
    s.deck_size -= 1
    b, slot = s.deal_queue.pop(0)
    room = s.board_room[b]
    s.slots[b][slot] = k
    out: list[Event] = []
    face_down = slot == g.face_down_slot[room]
    if face_down:
        s.face_down[b] = slot  # DG-25: nobody has seen it yet
        s.seen[b] = [False] * s.n
    if events:
        rid = g.room_ids[room]
        out.append(CardDealtFaceDown(rid, slot + 1) if face_down else CardDealt(rid, slot + 1, action.card))
    if slot == g.cards_per_room - 1:
        did_sort = False
        if g.sorts[room]:
            # DG-24: sort by value ascending into slots 1..3; equal values keep draw order (stable)
            value_of = g.value_of
            new = sorted(s.slots[b], key=lambda x: value_of[x])
            did_sort = new != s.slots[b]
            s.slots[b] = new
        if events:
            cards = tuple(None if i == s.face_down[b] else g.card_ids[x] for i, x in enumerate(s.slots[b]))
            out.append(RoomDealt(g.room_ids[room], cards, did_sort))
    if not s.deal_queue:
        s.phase = FIRST if s.first_player < 0 else PLACE  # S-6, or DG-12: the next turn
    return out


def draw_first_player(g, s: DontGoInThereState, action: FirstPlayer, events: bool) -> list[Event]:
    """S-6: chance picks the first player; play begins (DG-2)."""
    if s.phase != FIRST:
        raise IllegalAction(action, to_move(g, s), "the first player is only drawn at set-up (S-6)")
    if not (isinstance(action.seat, int) and 0 <= action.seat < s.n):
        raise IllegalAction(action, CHANCE, f"there is no seat {action.seat}")
    s.first_player = s.active = action.seat
    s.phase = PLACE
    return [FirstPlayerChosen(action.seat)] if events else []
