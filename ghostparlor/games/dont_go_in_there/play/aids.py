"""Don't Go In There: the notes a careful player could keep (issue 22, item 6).

The cards of each type still to come: every type in play has the same cards (S-1, section
2.1: the card template of data/games/dont_go_in_there.yaml), so the cards nobody has seen
yet are that composition minus every card seen face up — in the rooms, in everybody's
collections (face up or dispelled), and the face-down Secret Passage card this seat has
looked at (DG-25). The cards unseen are split between the deck and the pile removed
unseen at set-up (S-2, D-11; their sizes are public) and the face-down cards this seat has
not looked at. When the game is over and the option show_removed shows the removed cards,
they are seen too.

Pure Python, from the seat's view only (no pygame): the same view gives the same notes
(a test resamples what the seat cannot see and checks the notes are equal).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TypeNotes:
    curse: str
    unseen: tuple[int, ...]  # per value of the template (1..4): copies not seen yet
    copies: tuple[int, ...]  # per value: copies in the game

    @property
    def total(self) -> int:
        return sum(self.unseen)


@dataclass(frozen=True)
class Notes:
    values: tuple[int, ...]  # the card values (1..4)
    types: tuple[TypeNotes, ...]  # one per type in play, in the view's order
    deck: int  # the deck's size (public)
    removed: int  # removed unseen at set-up (public size; D-11)
    face_down: int  # face-down cards on the boards this seat has not looked at
    removed_shown: bool  # the game is over and the removed cards were shown

    @property
    def unseen(self) -> int:
        return sum(t.total for t in self.types)


def seen_cards(view) -> list[str]:
    """Every card id this seat has seen and can still place: the rooms' face-up cards (and a
    face-down one it has looked at), every collection face up and dispelled, and the removed
    cards when they were shown at the end."""
    seen: list[str] = []
    for board in view.boards:
        if board.room is None:
            continue
        seen.extend(c for c in board.slots if c is not None and c != "face_down")
    for tab in view.tableaux:
        seen.extend(tab)
    for gone in view.dispelled:
        seen.extend(gone)
    if view.removed is not None:
        seen.extend(view.removed)
    return seen


def notes(game, view) -> Notes:
    """The cards of each type in play not seen yet (from ``view`` alone)."""
    seen: dict[str, int] = {}
    for card in seen_cards(view):
        seen[card] = seen.get(card, 0) + 1
    rows = []
    for curse in view.types:
        unseen, copies = [], []
        for value, count in zip(game.values, game.copies):
            unseen.append(max(0, count - seen.get(f"{curse}_{value}", 0)))
            copies.append(count)
        rows.append(TypeNotes(curse, tuple(unseen), tuple(copies)))
    face_down = sum(1 for b in view.boards if b.room is not None for c in b.slots if c == "face_down")
    removed = 0 if view.removed is not None else view.removed_count
    return Notes(tuple(game.values), tuple(rows), view.deck_size, removed, face_down, view.removed is not None)
