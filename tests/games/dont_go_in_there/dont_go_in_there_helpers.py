"""Position builders for the Don't Go In There tests (not a test module).

Positions are built with ``state_from_json``: rooms are named by id, spaces and
slots are numbered from 1 as in the spec, seats from 0 (P1 = seat 0).
"""

from __future__ import annotations

from ghostparlor.core.protocol import CHANCE
from ghostparlor.games import load_game
from ghostparlor.games.dont_go_in_there.rules import DealCard, RollDice, TakeCard

G = load_game("dont_go_in_there")
P1, P2, P3, P4, P5 = range(5)
ALL_TYPES = list(G.type_ids)
# cards that lie in the rooms a test does not look at (no effect on their own)
FILLER = {
    0: ["music_box_1", "music_box_2", "music_box_3"],
    1: ["portrait_1", "portrait_2", "portrait_3"],
    2: ["amulet_1", "amulet_2", "amulet_3"],
}


def board_of(room: str) -> int:
    return G.board_of_room[G.room_index[room]]


def position(players=3, rooms=None, out=(), types=None, filler=None, **kw):
    """A position. ``rooms`` maps a room id to {"slots": [...], "meeples": {space: seat}, ...};
    boards not named show their first side with ``filler`` cards (by board index); ``out`` names boards
    (by one of their rooms) removed from the game. Other keys go to the JSON as is."""
    rooms = dict(rooms or {})
    outs = {board_of(r) for r in out}
    boards = []
    for b, (x, y) in enumerate(G.boards):
        ids = (G.room_ids[x], G.room_ids[y])
        chosen = next((r for r in ids if r in rooms), ids[0])
        spec = rooms.get(chosen, {})
        if b in outs:
            boards.append({"room": chosen, "out": True, "slots": [None, None, None], "meeples": [None] * 4})
            continue
        meeples = [None] * 4
        for space, seat in spec.get("meeples", {}).items():
            meeples[space - 1] = seat
        board = {"room": chosen, "slots": list(spec.get("slots", {**FILLER, **(filler or {})}[b])), "meeples": meeples}
        for key in ("seen_by", "face_down_slot"):
            if key in spec:
                board[key] = spec[key]
        boards.append(board)
    data = {"players": players, "boards": boards, "types": list(types or ALL_TYPES)}
    data.update(kw)
    return G.state_from_json(data)


def claiming(card, seat=P1, players=3, slot=1, room="attic", others=("ring_3", "twin_4"), **kw):
    """A claim position: ``seat``'s meeple on space 1 of ``room`` chooses first; the
    room holds ``card`` in ``slot`` and two quiet cards. Haunting is done."""
    slots = list(others)
    slots.insert(slot - 1, card)
    order = [seat, (seat + 1) % players, (seat + 2) % players]
    meeples = {1: order[0], 2: order[1], 3: order[2]}
    resolver = order[2]
    res = {"position": board_of(room) + 1, "resolver": resolver, "claims": [1, 2, 3]}
    return position(players, rooms={room: {"slots": slots, "meeples": meeples}}, phase="claim",
                    resolution=res, active=resolver, **kw)


def ending(players, tableaux, ghosts, filler=("twin_1", "twin_2"), **kw):
    """The last resolution: only the Attic is in play, the deck is empty and two
    meeples of the last seat still claim the two quiet ``filler`` cards.
    Taking the first one ends the game (DG-13)."""
    a = b = players - 1
    res = {"position": 1, "resolver": b, "claims": [2, 3]}
    tabs = [list(t) for t in tableaux]
    return position(players, rooms={"attic": {"slots": [filler[0], filler[1], None], "meeples": {2: a, 3: b}}},
                    out=("basement", "library"), phase="claim", resolution=res, deck={}, active=b,
                    tableaux=tabs, ghosts=list(ghosts), **kw)


def take(state, slot):
    return G.apply(state, TakeCard(slot))


def roll(state, ghosts):
    assert G.to_move(state) == CHANCE and state.phase == 6, state.phase
    return G.apply(state, RollDice(state.dice, ghosts))


def deal(state, *cards):
    events = []
    for card in cards:
        assert G.to_move(state) == CHANCE
        events += G.apply(state, DealCard(card))
    return events


def tableau(state, seat):
    return sorted(G.card_ids[k] for k in state.tableau[seat])


def dispelled(state, seat):
    return sorted(G.card_ids[k] for k in state.dispelled[seat])


def of_type(events, cls):
    return [e for e in events if isinstance(e, cls)]
