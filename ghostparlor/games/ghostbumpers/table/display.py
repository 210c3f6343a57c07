"""Ghostbumpers table: what the running animations show on top of the view the table took.

While the animation queue runs, the table keeps drawing the view it had; the steps change
what is shown here instead (a play flown into the trick, the trick's winner marked, a
reveal flipped, cards drawn or played from a hand, the scared card turned up, a deck whose
bottom card moves). Every new view starts it afresh (:meth:`Display.reset`).
"""

from __future__ import annotations

from ghostparlor.games.ghostbumpers.rules import strength
from ghostparlor.games.ghostbumpers.table.layout import best_index
from ghostparlor.games.ghostbumpers.table.panel import Panel


class Display(Panel):
    """The table's view as the animations have changed it so far."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.reset()

    def reset(self) -> None:
        """Forget what the animations added on top of the view."""
        view = self.view
        self.trick: list[tuple] = list(view.table) if view is not None else []
        self.trick_winner: int | None = None
        self.extra_revealed: dict[int, int] = {}
        self.hand_delta: dict[int, int] = {}
        self.scared_seat: int | None = None
        self.moving: int | None = None

    # --- a seat's cards as shown -------------------------------------------------------------
    def shown_revealed(self, seat: int) -> int:
        return self.view.revealed[seat] + self.extra_revealed.get(seat, 0)

    def shown_deck(self, seat: int) -> int:
        return max(0, self.view.deck_sizes[seat] - self.extra_revealed.get(seat, 0) - (1 if self.scared_seat == seat else 0))

    def shown_hand(self, seat: int) -> int:
        return max(0, self.view.hand_sizes[seat] + self.hand_delta.get(seat, 0))

    # --- the trick as shown --------------------------------------------------------------------
    def trick_plays(self) -> tuple[list[tuple], int | None, bool]:
        """(plays, winner, is_last_trick): the trick on the table, or the last one dimmed."""
        if self.trick:
            return self.trick, self.trick_winner, False
        view = self.view
        if view.last_trick is not None and view.phase in ("play", "refill", "gb9_discard", "pay_owed"):
            winner, _, plays = view.last_trick
            return [(p[0], p[1], p[2], p[3], strength(p[1], p[2], p[3])) for p in plays], winner, True
        return [], None, False

    @staticmethod
    def marked_play(plays, winner: int | None, last: bool) -> int:
        """The slot drawn as the winner's: the winning play so far (GB-13), or in the last
        trick the play of the seat that won it."""
        if not last:
            return best_index(plays)
        return next((i for i, p in enumerate(plays) if p[0] == winner), -1)
