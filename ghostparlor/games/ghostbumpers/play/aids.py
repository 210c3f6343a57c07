"""Ghostbumpers notes: what a careful player writes down from what everybody saw (GB-26).

- Per value, this round: the copies in this player count's deck (section 2, from the
  content), the cards played (face up on the discard pile or in the trick on the table,
  GB-6, GB-17), the cards in the viewer's own hand, and the rest: unseen, in the other
  hands or the face-down draw pile. A reshuffle (GB-8) puts the discard pile back into the
  draw pile: those cards are unseen again, as they are for everybody at the table.
- The 0/10 card (GB-10): in the viewer's hand, played (with its announcement when it lies in
  the trick), or unseen.
- The viewer's own scared card (GB-3, GB-19): how many more reveals are safe and what the
  deck scores if the round ended now (the cards beneath it, doubled when it is on top).
- The tricks left this round, this one included, at most: the largest hand (every hand
  gives one card per trick and ends it one smaller, GB-7).

Pure Python and from the view alone (no pygame): the same view gives the same notes.
"""

from __future__ import annotations

from dataclasses import dataclass

from ghostparlor.games.ghostbumpers.rules import ZERO_TEN

VALUES = tuple(range(1, 10))


@dataclass(frozen=True)
class ValueRow:
    value: int  # 1..9, or 0 for the 0/10 card
    copies: int  # in this player count's deck (section 2)
    played: int  # face up now: the discard pile and the trick on the table
    mine: int  # in the viewer's hand

    @property
    def unseen(self) -> int:
        """In the other hands or the draw pile (nobody at the table can tell which)."""
        return max(0, self.copies - self.played - self.mine)


@dataclass(frozen=True)
class GhostbumpersNotes:
    players: int
    round: int
    rows: tuple[ValueRow, ...]  # the values 1..9, in order
    zero_ten: ValueRow  # the single 0/10 card
    zero_ten_where: str  # "hand", "trick", "discard" or "unseen"
    zero_ten_announce: int | None  # its announcement while it lies in the trick (GB-11)
    scare_position: int | None  # the viewer's own S, from the top (None: not hidden yet)
    deck: int  # the viewer's face-down character cards
    tricks_left: int  # at most (the hand size; GB-9 would take one more card from every hand)

    @property
    def safe_reveals(self) -> int | None:
        """Reveals the viewer can still take before the scared card comes up (GB-15)."""
        return None if self.scare_position is None else self.scare_position - 1

    @property
    def beneath(self) -> int | None:
        return None if self.scare_position is None else self.deck - self.scare_position

    @property
    def worth_now(self) -> int | None:
        """GB-19: the score if the round ended now: B, or 2 x B with S on top."""
        if self.scare_position is None:
            return None
        beneath = self.deck - self.scare_position
        return 2 * beneath if self.scare_position == 1 else beneath

    def row(self, value: int) -> ValueRow:
        return self.zero_ten if value == ZERO_TEN else self.rows[value - 1]


def copies_in_deck(game, players: int) -> list[int]:
    """Section 2: the cards of each value (index 0: the 0/10 card) in this player count's deck."""
    return list(game.deck_by_players[players])


def notes(game, view) -> GhostbumpersNotes | None:
    """The notes of ``view``'s seat (None for a spectator: no hand to count)."""
    if view.seat is None or view.hand is None:
        return None
    copies = copies_in_deck(game, view.players)
    played = [0] * 10
    for card in view.discard_pile:
        played[card] += 1
    zero_announce = None
    in_trick = False
    for seat, card, count, announce, _strength in view.table:
        played[card] += count
        if card == ZERO_TEN:
            zero_announce = announce
            in_trick = True
    mine = [0] * 10
    for card in view.hand:
        mine[card] += 1
    rows = tuple(ValueRow(v, copies[v], played[v], mine[v]) for v in VALUES)
    zero = ValueRow(ZERO_TEN, copies[ZERO_TEN], played[ZERO_TEN], mine[ZERO_TEN])
    if mine[ZERO_TEN]:
        where = "hand"
    elif in_trick:
        where = "trick"
    elif played[ZERO_TEN]:
        where = "discard"
    else:
        where = "unseen"
    scare = view.scare_position
    deck = view.deck_sizes[view.seat]
    # the seats still to play in this trick hold one card more than those who played
    return GhostbumpersNotes(view.players, view.round, rows, zero, where, zero_announce, scare, deck,
                             max(view.hand_sizes) if view.hand_sizes else 0)
