"""The "easy" heuristic bot for Ghostbumpers (rules: docs/rules/ghostbumpers.md, section 6).

The bot sees only its :class:`~ghostparlor.games.ghostbumpers.rules.GhostbumpersView`
and the legal actions. Every decision is one pass over the legal actions with a
few counted probabilities (no search):

* **Danger of a hand.** Each card adds an expected number of future reveals: lone
  high cards are the ones that must one day be played high, so they weigh most;
  copies of a value can be played together as a low decimal (2x9 = 2.9), so they
  weigh little. The sum is the mean of a Poisson estimate of the reveals still
  to come this round.
* **Value of a character deck.** With ``a`` unafraid cards above the scared card and
  ``b`` below it, the round scores ``b`` if fewer than ``a`` more reveals come,
  ``2b`` if exactly ``a`` (S on top), 0 if more - and 10 for paranoia (``b`` = 0,
  exactly ``a`` + 1). The expected value over the Poisson estimate prices every move.
* **Scare level (bid = depth).** The depth with the best expected value for the
  dealt hand. Measured with the simulator (self-play, 3-6 players, bucketed by
  hand danger), the bot ducks so well - low decimals, the 0/10 as 0, low singles -
  that a top S doubles more often than any deeper bid pays, for every kind of
  hand; the fitted weights therefore make it bid p = 1 (section 6: "p = 1 and
  winning nothing gives 12"). The same estimate still prices in-round choices once
  a 0/10 has moved a card above its S.
* **Each play.** The chance of winning the trick (exact when the bot plays last;
  otherwise from the unseen cards: a later player beats or ties a strength ``s``
  with a single of at least ``s``, or with the 0/10 as 10), the reveals it would
  cost (1 + the 5s on the table, the bot's own 5s and the 5s later players may
  add) or the 0/10's bottom-to-top move, and the danger of the hand kept. The
  play with the best expected value wins; a little bonus goes to 5s dropped into a
  trick someone else will win ("5s are weapons") and a little penalty to having to
  lead the next trick.
* **GB-9 discards** give away the most dangerous card.

The reasons it gives describe only public things (the cards it plays and the
table), never its hand or where its scared card is.
"""

from __future__ import annotations

import math
import random
from typing import Any, Sequence

from ghostparlor.core.protocol import Action
from ghostparlor.core.strings import Seat, Words

__all__ = ["GhostbumpersHeuristicBot", "make_easy_bot"]


def _strength(card: int, count: int, announce: int) -> int:
    if card == 0:
        return 100 if announce == 10 else 0
    return 10 * card if count == 1 else 10 * count + card


def _play_text(card: int, count: int, announce: int) -> Words:
    if card == 0:
        return Words("ghostbumpers.reason.zero_ten_as", announce=announce)
    return Words.plain(str(card)) if count == 1 else Words("ghostbumpers.reason.copies", count=count, card=card)


class GhostbumpersHeuristicBot:
    """Bids its scared card at the depth its hand can afford and ducks tricks it cannot pay for."""

    name = "easy"
    needs_view = True

    # Weights, tuned with ghostparlor.devtools.sim against random bots and against itself.
    DANGER_SINGLE = (0.0, 0.03, 0.04, 0.06, 0.10, 0.22, 0.20, 0.30, 0.42, 0.55)  # per lone card of value 0..9
    DANGER_COPY = 0.0  # factor for cards that have a twin in the hand (they can go down as a low decimal)
    REVEALS_PER_WIN = 0.25  # measured: the bot ducks so well that few reveals are forced on it
    OPPONENT_BEATS = 0.5  # how readily a later player beats a strength it could beat
    PARANOIA_HOPE = 0.6  # paranoia needs an exact last reveal: discount its 10 points
    W_FIVES_GIVEN = 0.25  # per 5 dropped into a trick that someone else will likely win
    W_LEAD = 0.15  # cost of having to lead the next trick
    NOISE = 0.001

    def __init__(self, game: Any, seat: int) -> None:
        self.seat = seat
        self.reason = ""
        self.deck_by_players = {n: list(c) for n, c in game.deck_by_players.items()}
        self.five = game.five
        self.paranoia_points = game.paranoia_points

    # --- estimates ------------------------------------------------------------------
    def _danger(self, counts: list[int]) -> float:
        """Expected future reveals of a hand given as counts per card."""
        d = 0.0
        single = self.DANGER_SINGLE
        for v in range(1, 10):
            c = counts[v]
            if c == 1:
                d += single[v]
            elif c > 1:
                d += single[v] * self.DANGER_COPY * c
        return d * self.REVEALS_PER_WIN

    def _poisson(self, mean: float, upto: int) -> list[float]:
        p = math.exp(-mean)
        out = [p]
        for x in range(1, upto + 1):
            p = p * mean / x
            out.append(p)
        return out

    def _deck_value(self, above: int, below: int, future: float) -> float:
        """Expected score of a deck with ``above`` U over S and ``below`` U under it."""
        pmf = self._poisson(max(future, 1e-9), above + 1)
        fewer = sum(pmf[:above])
        value = below * fewer + 2 * below * pmf[above]
        if below == 0:
            value += self.paranoia_points * self.PARANOIA_HOPE * pmf[above + 1]
        return value

    def _unseen(self, view: Any) -> list[int]:
        u = list(self.deck_by_players[view.players])
        for group in (view.hand, view.discard_pile):
            for c in group:
                u[c] -= 1
        for seat, card, count, announce, _ in view.table:
            u[card] -= count
        return [x if x > 0 else 0 for x in u]

    # --- choosing -------------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Any = None) -> Action:
        if len(legal) == 1 and view.phase not in ("scare",):
            self._explain_forced(view, legal[0])
            return legal[0]
        if view.phase == "scare":
            return self._choose_scare(view, legal, rng)
        if view.phase in ("gb9_discard", "pay_owed"):
            return self._choose_discard(view, legal, rng)
        return self._choose_play(view, legal, rng)

    def _counts(self, hand: Sequence[int]) -> list[int]:
        counts = [0] * 10
        for c in hand:
            counts[c] += 1
        return counts

    def _choose_scare(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        counts = self._counts(view.hand)
        future = self._danger(counts)
        size = view.set_size
        best, best_value = legal[0], -1.0
        for action in legal:
            p = action.position
            value = self._deck_value(p - 1, size - p, future) + rng.random() * self.NOISE
            if value > best_value:
                best, best_value = action, value
        self.reason = Words("ghostbumpers.reason.hide_scared")
        return best

    def _choose_discard(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        counts = self._counts(view.hand)
        best, best_score = legal[0], -1e9
        for action in legal:
            v = action.card
            if v == 0:
                score = -1.0  # the 0/10 is worth keeping
            else:
                score = self.DANGER_SINGLE[v] * (1.0 if counts[v] == 1 else self.DANGER_COPY)
            score += rng.random() * self.NOISE
            if score > best_score:
                best, best_score = action, score
        if view.phase == "pay_owed":
            self.reason = Words("ghostbumpers.reason.pay_owed")
        else:
            self.reason = Words("ghostbumpers.reason.give_up")
        return best

    def _explain_forced(self, view: Any, action: Action) -> None:
        if view.phase in ("gb9_discard", "pay_owed"):
            self.reason = Words("ghostbumpers.reason.last_to_give")
        elif getattr(action, "TYPE", "") == "play_zero_ten":
            self.reason = Words("ghostbumpers.reason.only_card", play=_play_text(0, 1, action.announce))
        else:
            self.reason = Words("ghostbumpers.reason.only_play", play=_play_text(action.card, action.count, -1))

    def _choose_play(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        n = view.players
        seat = self.seat
        table = view.table
        later = n - 1 - len(table)
        best_on_table = max((p[4] for p in table), default=-1)
        best_seat = max(table, key=lambda p: p[4])[0] if table else -1
        zero_ten_on_table = any(p[1] == 0 for p in table)
        fives_on_table = sum(p[2] for p in table if p[1] == self.five)
        unseen = self._unseen(view)
        unseen_total = sum(unseen) or 1
        five_share = unseen[self.five] / unseen_total
        zero_ten_share = unseen[0] / unseen_total
        counts = self._counts(view.hand)
        size = view.deck_sizes[seat]
        pos = view.scare_position or 1
        above, below = pos - 1, size - pos
        # share of unseen cards whose single beats or ties a strength (later players win ties)
        beats = [0.0] * 102
        for s in range(102):
            good = sum(unseen[v] for v in range(1, 10) if 10 * v >= s)
            beats[s] = min(1.0, (good / unseen_total) * self.OPPONENT_BEATS + zero_ten_share * 0.5)
        best, best_value, best_info = legal[0], -1e9, None
        for action in legal:
            if action.TYPE == "play_zero_ten":
                card, count, announce = 0, 1, action.announce
            else:
                card, count, announce = action.card, action.count, -1
            st = _strength(card, count, announce)
            kept = counts[:]
            kept[card] -= count
            refill = count - 1 if card != 0 else 0
            future = self._danger(kept) + refill * 0.15  # refills bring unknown cards
            # chance to win the trick
            if st < best_on_table or zero_ten_on_table and card != 0 and best_on_table >= 100:
                p_win = 0.0
            elif st >= 100:
                p_win = 1.0
            elif later == 0:
                p_win = 1.0 if st >= best_on_table else 0.0
            else:
                p_win = (1.0 - beats[min(st, 101)]) ** later
            # what winning costs
            zero_ten = zero_ten_on_table or card == 0
            stay = self._deck_value(above, below, future)
            if zero_ten:
                if size >= 2:
                    a2, b2 = (0, size - 1) if below == 0 else (above + 1, below - 1)
                else:
                    a2, b2 = above, below
                win_value = self._deck_value(a2, b2, future)
            else:
                known = 1 + fives_on_table + (count if card == self.five else 0)
                p_more = 1.0 - (1.0 - five_share) ** later if later else 0.0
                win_value = (1 - p_more) * self._after_reveals(above, below, known, future) + p_more * self._after_reveals(above, below, known + 1, future)
            value = p_win * (win_value - self.W_LEAD) + (1 - p_win) * stay
            if card == self.five and not zero_ten:
                value += self.W_FIVES_GIVEN * count * (1 - p_win)
            value += rng.random() * self.NOISE
            if value > best_value:
                best, best_value = action, value
                best_info = (card, count, announce, st, p_win, best_on_table, best_seat, zero_ten)
        self.reason = self._play_reason(view, best_info)
        return best

    def _after_reveals(self, above: int, below: int, reveals: int, future: float) -> float:
        if reveals <= above:
            return self._deck_value(above - reveals, below, future)
        if below == 0 and reveals == above + 1:
            return float(self.paranoia_points)  # GB-22: S is the last card and the R-th reveal
        return 0.0

    def _play_reason(self, view: Any, info: tuple) -> Words:
        card, count, announce, st, p_win, best_on_table, best_seat, zero_ten = info
        what = _play_text(card, count, announce)
        if card == 0 and announce == 10:
            return Words("ghostbumpers.reason.zero_ten_takes", play=what)
        if card == 0:
            return Words("ghostbumpers.reason.zero_ten_no_reveals", play=what)
        if p_win <= 0.0 and best_seat >= 0:
            key = "ghostbumpers.reason.under_adding_five" if card == self.five else "ghostbumpers.reason.under"
            return Words(key, play=what, strength=st, player=Seat(best_seat), beaten=best_on_table)
        if p_win >= 0.999:
            if zero_ten:
                return Words("ghostbumpers.reason.takes_without_reveal", play=what, strength=st)
            return Words("ghostbumpers.reason.takes", play=what, strength=st)
        if p_win < 0.35:
            return Words("ghostbumpers.reason.likely_beaten", play=what, strength=st)
        return Words("ghostbumpers.reason.ready_to_take", play=what, strength=st)


def make_easy_bot(game, seat: int) -> GhostbumpersHeuristicBot:
    """The "easy" level for Ghostbumpers (registered by ghostparlor.ai.heuristics)."""
    return GhostbumpersHeuristicBot(game, seat)
