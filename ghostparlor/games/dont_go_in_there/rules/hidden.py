"""D-9, D-11, DG-25: what each seat may know. The view (other seats' ghosts hidden unless
open_ghosts, removed cards secret, the face-down Secret Passage card seen only by seats
that placed there), and the resampling and determinization the search bots use.

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

import random
from typing import Sequence

from ghostparlor.core.chance import fit_pool as shared_fit_pool

from .result import cards_of_counts, curses_of
from .state import BoardView, DEAL, DontGoInThereState, DontGoInThereView, OVER, PHASE_NAMES, REMOVE, SIDES, TYPES
from .turn import to_move


def ghosts_visible(g, s: DontGoInThereState, viewer: int | None, seat: int) -> bool:
    """D-9: own ghosts always; others' with open_ghosts or at the end."""
    return seat == viewer or s.open_ghosts or s.phase == OVER


def view(g, s: DontGoInThereState, seat: int | None) -> DontGoInThereView:
    ids = g.card_ids
    boards = []
    for b, room in enumerate(s.board_room):
        fd = s.face_down[b]
        slots = []
        for i, k in enumerate(s.slots[b]):
            if k < 0:
                slots.append(None)
            elif i == fd and not (seat is not None and s.seen[b][seat]):
                slots.append("face_down")  # DG-25, D-11
            else:
                slots.append(ids[k])
        pair = g.boards[b]
        other = pair[1] if room == pair[0] else pair[0]
        boards.append(
            BoardView(
                position=b + 1,
                room=None if (room < 0 or s.board_out[b]) else g.room_ids[room],
                other_side=g.room_ids[other],
                slots=tuple(slots),
                face_down_slot=fd + 1 if fd >= 0 else None,
                meeples=tuple(None if w < 0 else w for w in s.meeples[b]),
            )
        )
    over = s.phase == OVER
    rb = s.res_board
    claims = tuple(s.meeples[rb][sp] for sp in s.claims) if rb >= 0 else ()
    return DontGoInThereView(
        seat=seat,
        players=s.n,
        phase=PHASE_NAMES[s.phase],
        to_move=to_move(g, s),
        active=s.active,
        turn=s.turn,
        turns_total=g.turns_total(s.n),
        first_player=s.first_player if s.first_player >= 0 else None,
        types=tuple(g.type_ids[t] for t in s.in_play),
        types_needed=s.types_needed,
        deck_size=s.deck_size,
        removed_count=s.removed_size,
        removed=cards_of_counts(g, s.removed) if (over and s.show_removed) else None,
        boards=tuple(boards),
        supply=tuple(s.supply),
        ghosts=tuple(x if ghosts_visible(g, s, seat, i) else None for i, x in enumerate(s.ghosts)),
        tableaux=tuple(tuple(ids[k] for k in tab) for tab in s.tableau),
        dispelled=tuple(tuple(ids[k] for k in d) for d in s.dispelled),
        curses=tuple(curses_of(g, s, i) for i in range(s.n)),
        penalty=tuple(s.penalty),
        clock_used_by=s.clock_by if s.clock_by >= 0 else None,
        resolving=g.room_ids[s.board_room[rb]] if rb >= 0 else None,
        resolver=s.resolver if s.resolver >= 0 else None,
        dice=s.dice,
        rolled=s.rolled,
        rolls=s.rolls,
        ability_left=s.ability_left,
        claim_order=claims,
        claim_spaces=tuple(sp + 1 for sp in s.claims),
        doll_options=tuple(s.doll_options),
        open_ghosts=s.open_ghosts,
        custom_types=s.custom_types,
    )


def resample_hidden(g, s: DontGoInThereState, seat: int | None, rng: random.Random) -> DontGoInThereState:
    """The deck, the removed cards, the face-down cards ``seat`` has not seen and
    (when hidden) other seats' ghost counts, drawn anew consistently with ``seat``'s view."""
    c = s.clone()
    pool: list[int] = []
    for k, count in enumerate(c.deck):
        pool.extend([k] * count)
    for k, count in enumerate(c.removed):
        pool.extend([k] * count)
    unseen = []
    for b, fd in enumerate(c.face_down):
        if fd >= 0 and not (seat is not None and c.seen[b][seat]):
            pool.append(c.slots[b][fd])
            unseen.append(b)
    rng.shuffle(pool)
    pos = 0
    for b in unseen:
        c.slots[b][c.face_down[b]] = pool[pos]
        pos += 1
    c.removed = [0] * g.kinds
    for k in pool[pos:pos + c.removed_size]:
        c.removed[k] += 1
    pos += c.removed_size
    c.deck = [0] * g.kinds
    for k in pool[pos:]:
        c.deck[k] += 1
    if c.phase != OVER and not c.open_ghosts:
        for i in range(c.n):
            if i != seat:
                # a fresh guess from public information only (cards taken so far)
                c.ghosts[i] = rng.randint(0, 2 + len(c.tableau[i]) + len(c.dispelled[i]))
    return c


def determinize(g, view: DontGoInThereView, rng: random.Random) -> DontGoInThereState:
    """A full state consistent with ``view`` (D-9, D-11, DG-25): the cards the seat
    cannot see (the deck, the removed cards, face-down Secret Passage cards it has
    not looked at) dealt at random from the cards of the types in play not seen
    anywhere, sizes kept; other seats' hidden ghost counts guessed as in
    :meth:`resample_hidden`. Who else has looked at a face-down card follows from
    the meeples on its board (DG-25: every meeple placed there since the deal)."""
    kind = g.kind_of
    s = DontGoInThereState()
    s.n = n = view.players
    me = view.seat
    s.phase = phase = PHASE_NAMES.index(view.phase)
    s.custom_types = view.custom_types
    s.open_ghosts = view.open_ghosts
    s.show_removed = view.removed is not None or phase != OVER
    s.in_play = in_play = [g.type_index[t] for t in view.types]
    s.types_needed = view.types_needed
    s.to_remove = 0
    if phase == TYPES or phase == REMOVE:
        row = g.setup_rows.get(n)
        s.to_remove = (row["removed"] if row else 0) - view.removed_count
    s.supply = list(view.supply)
    s.tableau = tableau = [sorted(kind[c] for c in tab) for tab in view.tableaux]
    s.dispelled = dispelled = [sorted(kind[c] for c in d) for d in view.dispelled]
    s.penalty = list(view.penalty)
    s.clock_by = view.clock_used_by if view.clock_used_by is not None else -1
    s.active = view.active
    s.turn = view.turn
    s.first_player = view.first_player if view.first_player is not None else -1
    # the cards not seen anywhere: every card of the types in play ...
    unseen = [0] * g.kinds
    V = g.V
    copies = g.copies
    for ty in in_play:
        base = ty * V
        for i in range(V):
            unseen[base + i] = copies[i]
    for group in tableau:
        for k in group:
            unseen[k] -= 1
    for group in dispelled:
        for k in group:
            unseen[k] -= 1
    # ... nor on the boards
    early = phase == TYPES or phase == REMOVE or phase == SIDES
    board_room: list[int] = []
    board_out: list[bool] = []
    slots: list[list[int]] = []
    face_down: list[int] = []
    seen: list[list[bool]] = []
    meeples: list[list[int]] = []
    hidden_slots: list[tuple[int, int]] = []
    for b, bv in enumerate(view.boards):
        pair = g.boards[b]
        if bv.room is not None:
            board_room.append(g.room_index[bv.room])
            board_out.append(False)
        elif early:
            board_room.append(-1)  # S-3: not turned a side up yet
            board_out.append(False)
        else:  # DG-11: out of the game, lying with the side opposite other_side up
            board_room.append(pair[1] if g.room_ids[pair[0]] == bv.other_side else pair[0])
            board_out.append(True)
        row = [-1 if w is None else w for w in bv.meeples]
        meeples.append(row)
        fd = bv.face_down_slot - 1 if bv.face_down_slot is not None else -1
        face_down.append(fd)
        cards = []
        for i, c in enumerate(bv.slots):
            if c is None:
                cards.append(-1)
            elif c == "face_down":
                cards.append(-1)
                hidden_slots.append((b, i))
            else:
                k = kind[c]
                cards.append(k)
                unseen[k] -= 1
        slots.append(cards)
        looked = [False] * n
        if fd >= 0:
            for w in row:  # DG-25: each meeple's owner looked when placing it
                if w >= 0:
                    looked[w] = True
            if me is not None:
                looked[me] = bv.slots[fd] != "face_down"
        seen.append(looked)
    pool = [k for k, c in enumerate(unseen) for _ in range(c)]
    hidden = len(hidden_slots) + view.removed_count + view.deck_size
    if len(pool) != hidden:  # a hand-built position not made of whole types
        pool = fit_pool(g, pool, hidden, in_play, rng)
    rng.shuffle(pool)
    pos = 0
    for b, i in hidden_slots:
        slots[b][i] = pool[pos]
        pos += 1
    removed = [0] * g.kinds
    end = pos + view.removed_count
    for k in pool[pos:end]:
        removed[k] += 1
    deck = [0] * g.kinds
    for k in pool[end:]:
        deck[k] += 1
    s.removed = removed
    s.removed_size = view.removed_count
    s.deck = deck
    s.deck_size = view.deck_size
    s.board_room = board_room
    s.board_out = board_out
    s.slots = slots
    s.face_down = face_down
    s.seen = seen
    s.meeples = meeples
    # S-4, DG-11: a deal fills the empty slots of the boards in play, in board order
    s.deal_queue = []
    if phase == DEAL:
        s.deal_queue = [(b, i) for b in range(len(slots)) if board_room[b] >= 0 and not board_out[b]
                        for i in range(g.cards_per_room) if slots[b][i] < 0]
    # the resolution in progress
    if view.resolving is not None:
        s.res_board = g.board_of_room[g.room_index[view.resolving]]
    s.resolver = view.resolver if view.resolver is not None else -1
    s.dice = view.dice
    s.rolled = view.rolled
    s.rolls = view.rolls
    s.ability_left = view.ability_left
    s.claims = [sp - 1 for sp in view.claim_spaces]
    s.doll_options = list(view.doll_options)
    # D-9: hidden ghost counts, a fresh guess from public information (cards taken)
    ghosts = []
    for i, count in enumerate(view.ghosts):
        if count is None:
            count = rng.randint(0, 2 + len(tableau[i]) + len(dispelled[i]))
        ghosts.append(count)
    s.ghosts = ghosts
    return s


def fit_pool(g, pool: list[int], size: int, in_play: Sequence[int], rng: random.Random) -> list[int]:
    """``pool`` cut or padded (with cards of the types in play) to ``size``."""
    if len(pool) > size:
        return shared_fit_pool(pool, size, (), rng)
    V = g.V
    return shared_fit_pool(pool, size, [t * V + i for t in in_play for i in range(V) for _ in range(g.copies[i])] or [0], rng)
