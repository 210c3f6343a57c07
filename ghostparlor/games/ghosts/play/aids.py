"""Ghosts notes: the cards seen this round, per family and value (GH-17).

What a careful player writes down: every card played this round was face up (the pile,
the Fog beside it, the piles taken), and their own hand is theirs to see. Cards are all
shuffled again at every round (S-4, GH-14), so the count starts anew each round. The rest
of each kind is still unseen: in the deck or in the other hands. From the view alone.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GhostsNotes:
    families: tuple[str, ...]  # in the content's order
    values: tuple[int, ...]  # the ghost values, low to high
    copies: dict[str, int]  # card id -> copies in the deck (content)
    played: dict[str, int]  # card id -> played this round (public)
    in_hand: dict[str, int]  # card id -> in the viewer's hand
    round: int

    def unseen(self, card: str) -> int:
        return max(0, self.copies.get(card, 0) - self.played.get(card, 0) - self.in_hand.get(card, 0))

    @property
    def fog_total(self) -> int:
        return self.copies.get("fog", 0)


def notes(game, view) -> GhostsNotes | None:
    """The notes of ``view``'s seat (None for a spectator: nobody's hand to count)."""
    if view.seat is None or view.hand is None:
        return None
    copies = {cid: game.full_deck[k] for k, cid in enumerate(game.card_ids)}
    played: dict[str, int] = {}
    for entry in view.round_log:
        card = entry[1]
        if card != "take":
            played[card] = played.get(card, 0) + 1
    in_hand: dict[str, int] = {}
    for card in view.hand:
        in_hand[card] = in_hand.get(card, 0) + 1
    values = tuple(sorted({game.value_of[k] for k in range(len(game.card_ids)) if game.family_of[k] >= 0}))
    return GhostsNotes(tuple(game.families), values, copies, played, in_hand, view.round)
