"""Treasure Hunters' notes: what a careful player could write down about the ghost cards.

Everything here is public (the game is co-operative and the discard pile lies face up):
the deck's make-up is in the content (``cards.basic``, plus ``cards.advanced`` in the
advanced game, TH-A1); every card drawn since the last shuffle lies on the discard pile
(TH-2), a lock card lies aside as a reminder (TH-A4), and the Shuffle card puts them all
back (TH-6, TH-A3, TH-A5). So the draw pile holds the deck minus the discard pile minus
the lock card; only its order is unknown.

For each room letter: how many of its cards are still in the draw pile (one per letter in
the basic game), and, because a haunted room passes its ghost on to the next letter
(TH-4), which room each card's ghost lands in now and how many cards in the pile send a
ghost to each room. A room holding 2 ghosts is one such card from a haunting (TH-5).

Pure Python, from the view alone: the same view gives the same notes
(``tests/games/treasure_hunters/test_learning.py``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ghostparlor.games.treasure_hunters.rules.state import DRAW_CARD, LETTER, LOCK_CARD, SHUFFLE_CARD


@dataclass(frozen=True)
class RoomNote:
    """One room letter: its own cards and what lands in the room."""

    letter: str
    jewel_room: bool
    cards_total: int  # cards of this letter in the deck in play
    cards_left: int  # of them, still in the draw pile (TH-2: the others lie on the discard pile)
    lands_in: str  # where this letter's ghost goes now (TH-4: past haunted rooms)
    ghosts: int  # ghosts in the room now
    haunted: bool
    incoming: int  # cards in the draw pile whose ghost lands in this room now (its own and overflow)

    @property
    def next_haunts(self) -> bool:
        """One more ghost here makes a haunting (TH-5), and a card in the pile can send it."""
        return not self.haunted and self.incoming > 0 and self.ghosts >= 2


@dataclass(frozen=True)
class Notes:
    advanced: bool
    draw_size: int  # cards in the draw pile
    discard_size: int  # cards on the discard pile
    rooms: tuple[RoomNote, ...]
    shuffle_left: int  # plain Shuffle cards in the draw pile (TH-6)
    draw_left: tuple[tuple[int, int], ...]  # (extra cards, copies) of DRAW+SHUFFLE cards in the pile (TH-A3)
    locks_left: tuple[tuple[str, int], ...]  # (colour, copies) of lock cards in the pile (TH-A4)
    lock_aside: str | None  # the colour locked now (its card lies aside)
    ghosts_to_haunt: int

    def chance(self, room: RoomNote) -> float:
        """The chance that the next card drawn sends its ghost to ``room``."""
        return room.incoming / self.draw_size if self.draw_size else 0.0

    @property
    def shuffle_chance(self) -> float:
        """The chance that the next card drawn is a Shuffle card (a DRAW card shuffles too)."""
        shuffles = self.shuffle_left + sum(n for _, n in self.draw_left)
        return shuffles / self.draw_size if self.draw_size else 0.0

    @property
    def shuffle_by(self) -> int:
        """At the latest, the draw on which a card that shuffles must come: every other card
        in the pile may come before it (0 when none is in the pile)."""
        shuffles = self.shuffle_left + sum(n for _, n in self.draw_left)
        return self.draw_size - shuffles + 1 if shuffles else 0


def pile_left(game: Any, view: Any) -> Counter:
    """The draw pile's contents, counted from what everybody saw: the deck in play (from the
    content), minus the discard pile, minus the lock card lying aside."""
    deck = game.full_deck(bool(view.advanced))
    left = Counter({game.card_ids[k]: n for k, n in enumerate(deck) if n})
    left.subtract(Counter(view.discard))
    if view.lock_card is not None:
        left[view.lock_card] -= 1
    return +left


def lands_in(room_ids: tuple | list, haunted: tuple | list, letter: str) -> str:
    """TH-4: the room a ghost for ``letter`` goes to: that room, or the next letter's
    (L is followed by A) past every haunted room."""
    n = len(room_ids)
    r = list(room_ids).index(letter)
    for _ in range(n):
        if not haunted[r]:
            return room_ids[r]
        r = (r + 1) % n
    return ""


def notes(game: Any, view: Any) -> Notes:
    """The ghost cards left, per room letter, from ``view`` alone."""
    left = pile_left(game, view)
    room_ids = tuple(view.room_ids)
    deck = game.full_deck(bool(view.advanced))
    incoming: Counter = Counter()
    letters = []
    for r, rid in enumerate(room_ids):
        k = game.card_index.get(rid)
        total = deck[k] if k is not None else 0
        target = lands_in(room_ids, view.haunted, rid)
        incoming[target] += left.get(rid, 0)
        letters.append((r, rid, total, left.get(rid, 0), target))
    jewel_rooms = set(game.board.jewel_rooms)
    rooms = tuple(RoomNote(rid, r in jewel_rooms, total, n, target, view.ghosts[r], bool(view.haunted[r]),
                           incoming.get(rid, 0)) for r, rid, total, n, target in letters)
    shuffle_left = 0
    draws: list[tuple[int, int]] = []
    locks: list[tuple[str, int]] = []
    for cid, n in sorted(left.items(), key=lambda item: game.card_index[item[0]]):
        k = game.card_index[cid]
        kind = game.card_type[k]
        if kind == SHUFFLE_CARD:
            shuffle_left += n
        elif kind == DRAW_CARD:
            draws.append((game.card_arg[k], n))
        elif kind == LOCK_CARD:
            locks.append((game.board.colours[game.card_arg[k]], n))
        else:
            assert kind == LETTER
    return Notes(bool(view.advanced), int(view.draw_size), len(view.discard), rooms, shuffle_left, tuple(draws),
                 tuple(locks), view.locked_colour, int(game.ghosts_to_haunt))
