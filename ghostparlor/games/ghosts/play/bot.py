"""The "easy" heuristic bot for Ghosts (rules: docs/rules/ghosts.md, section 7).

The bot sees only its :class:`~ghostparlor.games.ghosts.rules.GhostsView` and
the legal actions. Every decision is one pass over the legal plays, each scored
with a few counted probabilities (no search, well under a millisecond):

* **Card counting.** The unseen cards are all 60 minus the bot's hand, the pile,
  the Fog beside it and every taken stack. The next player's hand is treated as
  a random draw from them, so the chance that they hold nothing that fits
  (no Fog, no mirror of the top family, no card within the headroom) is a
  hypergeometric "zero hits" probability.
* **Pressure.** A play is worth that chance times what a take would cost the
  next player (their lost relief of up to 3 FP plus 1, or just 1 if they took a
  pile this round), weighted by how much their loss helps the bot's standing.
  With three or more players a 3 is shed while it still fits (it fits least
  often later); with two players the low cards go first.
* **Own safety.** The hand kept after the play is rated by the chance that it has
  no answer when the pile comes back at level 5, 6 or 7 (Fog and mirrors are
  escape cards, low cards fit under a high level), plus the chance that the next
  player bounces the pile straight back with a mirror (or, with two players,
  with anything) when the bot has no answer to it. This risk is priced at what a
  take would cost the bot (so after its first take of a round it plays bolder).
  A hand that is weak at high levels prefers to leave the pile high: someone
  else is then likely to take it, and it comes back low.
* **Opening** (round start or after a take): the highest card (a 3 pushes the
  level at the next players, and 3s fit least often later), ties broken by what
  the rest of the hand keeps for a high level.
* **Endgame** (deck empty): hand sizes are public, so a play that makes a seat
  with no cards due ends the round at once and the pile goes away for free.
* **Standings.** In round 3 the pressure is aimed at the seats that could still
  beat the bot; seats already out of reach are worth less.

Voluntary takes are weighed like a play (a certain take now against the
estimated risk of the best play), so the bot only takes by choice when it has
already lost this round's relief and every play looks hopeless.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ghostparlor.core.protocol import Action
from ghostparlor.core.strings import Seat, Words, has

__all__ = ["GhostsHeuristicBot"]


def _family_name(family: str) -> Words:
    """A family as a reason names it ("blue", in running text)."""
    key = f"ghosts.reason.family_{family}"
    return Words(key) if has(key) else Words.plain(family)


def _card_name(card: str) -> Words:
    if card == "fog":
        return Words("ghosts.card.fog")
    _, family, value = card.split("_")
    return Words("ghosts.card.ghost", family=_family_name(family), value=value)


class GhostsHeuristicBot:
    """Counts cards, keeps escape cards for high levels and pushes the pile onward."""

    name = "easy"
    needs_view = True

    # Weights, tuned with ghostparlor.devtools.sim against random bots, a greedy bot and itself.
    W_DANGER = (0.15, 0.3, 0.55)  # having no answer when the pile comes back at level 5, 6, 7
    W_LEAVE_HIGH = 0.1  # per level above 4 left behind, for a hand that is weak at high levels
    W_OWN = 1.0  # own risk, per FP a take would cost the bot
    W_BOUNCE = 0.8  # the next player sends the pile straight back and the bot has no answer
    W_BOUNCE_3P = 1.2  # the same with three or more players (only a mirror sends it back)
    W_PRESSURE = 1.0  # the next player is stuck, per FP the take costs them
    W_OPEN_HIGH = 0.5  # opening: preference per point of the opening card's value
    W_DUMP = 0.07  # per point of value shed by a new-family card (3s fit least later)
    W_DUMP_2P = -0.03  # with two players: shed low cards first
    NOISE = 0.01  # tie-breaking from the seeded generator
    VOLUNTARY = True  # weigh voluntary takes (only once this round's relief is lost)
    STANDINGS = True  # round 3: aim the pressure at the seats that can still win

    def __init__(self, game: Any, seat: int) -> None:
        self.seat = seat
        self.reason = ""
        self.fog = game.fog
        self.family_of = game.family_of
        self.value_of = game.value_of
        self.kind_of = game.kind_of
        self.card_ids = game.card_ids
        self.full = list(game.full_deck)
        self.families = list(game.families)
        self.nfam = len(self.families)
        self.cap = game.cap
        self.relief_max = game.relief_max
        # kinds of each family, for the mirror counts
        self.family_kinds = [[k for k in range(len(self.card_ids)) if self.family_of[k] == f] for f in range(self.nfam)]

    # --- counting -----------------------------------------------------------------
    def _unseen(self, view: Any) -> list[int]:
        kind_of = self.kind_of
        u = self.full[:]
        for group in (view.hand, view.pile):
            for c in group:
                u[kind_of[c]] -= 1
        for st in view.taken:
            for c in st:
                u[kind_of[c]] -= 1
        u[self.fog] -= view.fog_beside
        return [x if x > 0 else 0 for x in u]

    @staticmethod
    def _none_of(total: int, hits: int, draws: int) -> float:
        """Chance that ``draws`` cards from ``total`` (``hits`` of them good) hold no good one."""
        if draws <= 0:
            return 1.0
        if hits <= 0:
            return 1.0
        miss = total - hits
        if miss < draws:
            return 0.0
        p = 1.0
        for i in range(draws):
            p *= (miss - i) / (total - i)
        return p

    def _fitting(self, unseen: list[int], level: int, top: int) -> int:
        """Unseen cards that could be played at ``level`` on ``top`` (Fog, mirror, within headroom)."""
        room = self.cap - level
        fam = self.family_of
        val = self.value_of
        n = unseen[self.fog]
        for k in range(self.fog):
            c = unseen[k]
            if c and (fam[k] == top or val[k] <= room):
                n += c
        return n

    def _stuck_prob(self, unseen: list[int], total: int, level: int, top: int, hand_size: int) -> float:
        return self._none_of(total, self._fitting(unseen, level, top), hand_size)

    def _mirror_prob(self, unseen: list[int], total: int, top: int, hand_size: int) -> float:
        hits = sum(unseen[k] for k in self.family_kinds[top]) if top >= 0 else 0
        return 1.0 - self._none_of(total, hits, hand_size)

    def _hand_fits(self, hand: list[int], level: int, top: int) -> bool:
        room = self.cap - level
        for k in hand:
            if k == self.fog or self.family_of[k] == top or self.value_of[k] <= room:
                return True
        return False

    def _danger(self, hand: list[int], fam_share: list[float], left: int = 0) -> float:
        """How badly ``hand`` lacks an answer when the pile comes back high on a random family.

        ``fam_share`` is each family's share of the unseen ghost cards (the chance it
        is on top then); ``left`` is the level the bot leaves behind.
        """
        if not hand:
            return 0.0
        fog = self.fog
        if fog in hand:
            return 0.0
        low = min(self.value_of[k] for k in hand)
        mirror = sum(fam_share[f] for f in {self.family_of[k] for k in hand})
        miss = 1.0 - mirror
        d = 0.0
        for i, w in enumerate(self.W_DANGER):
            if low > self.cap - 5 - i:
                d += w * miss
        if left > 4:
            # a high pile tends to be taken (and reset) by someone else before it comes back
            d -= self.W_LEAVE_HIGH * (left - 4) * miss
        return d

    # --- valuation ----------------------------------------------------------------
    def _take_cost(self, view: Any, seat: int) -> float:
        """FP a take costs ``seat``: 1, plus the relief it would lose if it has taken nothing yet."""
        if view.took_pile[seat]:
            return 1.0
        return 1.0 + min(self.relief_max, view.fear_points[seat])

    def _final_fp(self, view: Any, seat: int) -> int:
        """FP of ``seat`` after this round's relief if it takes no (further) pile."""
        fp = view.fear_points[seat]
        return fp if view.took_pile[seat] else fp - min(self.relief_max, fp)

    def _rival(self, view: Any, seat: int) -> float:
        """How much another seat's take helps the bot's standing (1 = fully)."""
        if view.round < view.rounds or not self.STANDINGS:
            return 1.0
        gap = self._final_fp(view, seat) - self._final_fp(view, self.seat)
        if gap >= 3:
            return 0.5  # already well behind the bot
        if gap <= -4:
            return 0.7  # far ahead: one more FP rarely changes the result
        return 1.2

    # --- choosing -----------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Any = None) -> Action:
        if len(legal) == 1 and getattr(legal[0], "TYPE", "") == "take":
            self.reason = self._forced_take_reason(view)
            return legal[0]
        kind_of = self.kind_of
        hand = [kind_of[c] for c in view.hand]
        unseen = self._unseen(view)
        total = sum(unseen)
        fam_total = [sum(unseen[k] for k in ks) for ks in self.family_kinds]
        ft = sum(fam_total) or 1
        fam_share = [x / ft for x in fam_total]
        if view.phase == "open":
            return self._choose_open(view, legal, rng, hand, unseen, total, fam_share)
        return self._choose_play(view, legal, rng, hand, unseen, total, fam_share)

    def _choose_open(self, view, legal, rng, hand, unseen, total, fam_share) -> Action:
        n = view.players
        nxt = (self.seat + view.direction) % n
        cost = self._take_cost(view, self.seat)
        best = None
        best_score = -1e9
        for action in legal:
            k = self.kind_of[action.card]
            rest = hand[:]
            rest.remove(k)
            score = -self.W_OWN * cost * self._danger(rest, fam_share)
            score += self.W_OPEN_HIGH * self.value_of[k]
            score += rng.random() * self.NOISE
            if score > best_score:
                best, best_score = action, score
        k = self.kind_of[best.card]
        value = self.value_of[k]
        name = _card_name(best.card)
        rest = hand[:]
        rest.remove(k)
        if value >= 3:
            self.reason = Words("ghosts.reason.open_push", card=name, level=value, player=Seat(nxt))
        else:
            self.reason = Words("ghosts.reason.open_low", card=name)
        return best

    def _choose_play(self, view, legal, rng, hand, unseen, total, fam_share) -> Action:
        n = view.players
        seat = self.seat
        level = view.level
        top = self.families.index(view.top_family) if view.top_family is not None else -1
        cost_me = self._take_cost(view, seat)
        endgame = view.deck_size == 0
        sizes = view.hand_sizes
        fog = self.fog
        best = None
        best_score = -1e9
        best_info: tuple = ()
        take = None
        for action in legal:
            if action.TYPE == "take":
                take = action
                continue
            k = self.kind_of[action.card]
            direction = view.direction
            if k == fog:
                how, lv, tf = "fog", level, top
            elif self.family_of[k] == top:
                how, lv, tf = "mirror", level, top
                direction = -direction
            else:
                how, lv, tf = "add", level + self.value_of[k], self.family_of[k]
            nxt = (seat + direction) % n
            rest = hand[:]
            rest.remove(k)
            h = sizes[nxt]
            if endgame and h == 0:
                # GH-12: the next seat is due with no cards, the round ends and the pile is discarded
                score = 100.0 + rng.random() * self.NOISE
                info = (how, action.card, lv, nxt, "end", 1.0, rest)
            else:
                stuck = self._stuck_prob(unseen, total, lv, tf, h)
                gain = self.W_PRESSURE * stuck * self._take_cost(view, nxt) * self._rival(view, nxt)
                # the next player answers straight back at the same level and family and the
                # bot has nothing for it (with two players any answer but a take comes back)
                if self._hand_fits(rest, lv, tf):
                    back = 0.0
                elif n == 2:
                    back = 1.0 - stuck
                else:
                    back = self._mirror_prob(unseen, total, tf, h)
                if endgame and not rest:
                    danger = 0.0
                    back = 0.0
                else:
                    danger = self._danger(rest, fam_share, lv)
                risk = self.W_OWN * cost_me * (danger + (self.W_BOUNCE if n == 2 else self.W_BOUNCE_3P) * back)
                score = gain - risk + rng.random() * self.NOISE
                if how == "add":
                    score += (self.W_DUMP_2P if n == 2 else self.W_DUMP) * self.value_of[k]
                info = (how, action.card, lv, nxt, "stuck", stuck, rest)
            if score > best_score:
                best, best_score, best_info = action, score, info
        if take is not None and best is not None and self.VOLUNTARY:
            # a voluntary take: a certain cost now against the best play's risk
            take_score = -cost_me * 1.0
            if view.took_pile[seat] and best_score < take_score - 0.05:
                self.reason = Words("ghosts.reason.take_by_choice", level=level)
                return take
        if best is None:  # only a take is legal (handled above), kept for safety
            self.reason = self._forced_take_reason(view)
            return legal[0]
        self.reason = self._play_reason(view, best_info)
        return best

    # --- reasons ------------------------------------------------------------------
    def _forced_take_reason(self, view: Any) -> Words:
        if view.took_pile[self.seat]:
            return Words("ghosts.reason.forced_take", level=view.level)
        return Words("ghosts.reason.forced_take_first", level=view.level)

    def _play_reason(self, view: Any, info: tuple) -> Words:
        how, card, lv, nxt, kind, p, rest = info
        name = _card_name(card)
        who = Seat(nxt)
        if kind == "end":
            return Words("ghosts.reason.round_ends", card=name, player=who)
        pct = int(round(p * 100))
        if how == "fog":
            return Words("ghosts.reason.fog", level=lv, player=who)
        if how == "mirror":
            family = _family_name(view.top_family)
            if view.players == 2:
                return Words("ghosts.reason.mirror_two", card=name, family=family, level=lv, player=who)
            return Words("ghosts.reason.mirror", family=family, level=lv, player=who)
        if pct >= 50:
            return Words("ghosts.reason.likely_stuck", card=name, level=lv, player=who, pct=pct)
        if pct >= 25:
            return Words("ghosts.reason.maybe_stuck", card=name, level=lv, player=who, pct=pct)
        if self.value_of[self.kind_of[card]] >= 3 and view.players > 2:
            return Words("ghosts.reason.shed_three", card=name, level=lv)
        return Words("ghosts.reason.raise", card=name, level=lv)


def make_easy_bot(game, seat: int) -> GhostsHeuristicBot:
    """The "easy" level for Ghosts (registered by ghostparlor.ai.heuristics)."""
    return GhostsHeuristicBot(game, seat)
