"""What the search bots (ghostparlor.ai.search) know about Ghosts beyond the rules:
an evaluator that ends a playout at a round's end, and a belief that deals the
hidden cards the way the table's play suggests. Unlike bot.py (the easy bot, which
reads only its View), these build and replay full states, always ones drawn
from a View by determinize.
"""

from __future__ import annotations

import random
from bisect import insort
from typing import Any

from ghostparlor.ai.standings import RoundEndCut, Standings
from ghostparlor.core.protocol import Action
from ghostparlor.games.ghosts.play.bot import GhostsHeuristicBot
from ghostparlor.games.ghosts.rules import OPEN as OPEN_PHASE
from ghostparlor.games.ghosts.rules import OVER as OVER_PHASE
from ghostparlor.games.ghosts.rules import PLAY as PLAY_PHASE
from ghostparlor.games.ghosts.rules import TAKE as TAKE_ACTION
from ghostparlor.games.ghosts.rules import unseen_cards


# --- the search bots' evaluator --------------------------------------------------
# How many piles one player takes in one round, by player count: easy bots in
# self-play, 400 games per count (the chance of 0, 1, 2, ... takes).
TAKES_PER_ROUND = {
    2: (0.0037, 0.0217, 0.0842, 0.1588, 0.2158, 0.2213, 0.1729, 0.0875, 0.0262, 0.0067, 0.0013),
    3: (0.0633, 0.1231, 0.1806, 0.1839, 0.16, 0.1228, 0.0886, 0.0478, 0.0197, 0.0061, 0.0036, 0.0006),
    4: (0.0544, 0.1913, 0.2821, 0.24, 0.1394, 0.0654, 0.0194, 0.0071, 0.0008, 0.0002),
    5: (0.1077, 0.2722, 0.3075, 0.2068, 0.0813, 0.0198, 0.0043, 0.0003),
    6: (0.2099, 0.2979, 0.2739, 0.1481, 0.055, 0.0133, 0.0015, 0.0004),
}


class GhostsEvaluator(RoundEndCut):
    """Ends a search playout when a round ends (GH-13 relief done) and scores each
    seat's chances from the fear points: every later round, each player takes k
    piles with the measured chances (k = 0 returns up to 3 FP, GH-13), players
    independently; the fewest FP win, ties shared (GH-15)."""

    def __init__(self, game: Any) -> None:

        self.rounds = game.rounds
        relief = game.relief_max
        self._by_players: dict[int, Any] = {}
        for n, takes in TAKES_PER_ROUND.items():
            def step(fp: int, takes=takes) -> list[tuple[int, float]]:
                return [(fp + k if k else fp - min(relief, fp), q) for k, q in enumerate(takes)]
            self._by_players[n] = Standings(step, lower_is_better=True)

    def value(self, state: Any, seat: int) -> float:
        from ghostparlor.ai.search import blend

        rounds_left = self.rounds - state.round + 1 if state.phase != OVER_PHASE else 0
        standings = self._by_players.get(state.n) or self._by_players[4]
        return blend(*standings.chances(state.fp, rounds_left, seat))


def make_evaluator(game) -> GhostsEvaluator:
    """The search bots' playout cut-off and scoring (found by ghostparlor.ai.search)."""
    return GhostsEvaluator(game)


class GhostsBelief:
    """What the others hold, read from the round's public log (GH-17).

    Two readings, both for the search bots' determinizations:

    * **Takes.** A player who takes the pile at level L on family F had nothing that
      fitted: no Fog, no F card and nothing of value 7 - L or less (GH-8; this
      heuristic takes by choice only when nothing fits well either). Since then the
      player drew D cards, and every later play of a card that would have fitted then
      must have been a drawn one. So at least ``hand - D + (fitting plays since)`` of
      the cards held now are old ones, of the kind that did not fit; the others'
      hands are redealt with that many such cards each (chance TRUST per player, so a
      surprising player is not misread for good), the rest at random.
    * **Recent plays.** POOL candidate deals are drawn per decision; for each, the
      last moves of the round are undone one by one (the card goes back to the hand
      it came from, a card the player drew after it goes back to the deck) and each
      other player's latest turn is checked against what this heuristic would have
      played from the hand it then held. A deal where a turn does not match weighs
      MISMATCH as much; the search draws its deals from the pool in proportion to
      the weights.

    Hand sizes and the unseen cards stay as they are, so every deal is consistent
    with the view."""

    TRUST = 0.9
    POOL = 48  # candidate deals weighed per decision
    MISMATCH = 0.1
    LOOKBACK = 1.5  # undo this many laps of the table (moves per player)

    def __init__(self, game: Any) -> None:
        self.game = game
        self.kind_of = game.kind_of
        self.fog = game.fog
        self.family_of = game.family_of
        self.value_of = game.value_of
        self.families = list(game.families)
        self.cap = game.cap
        self._easy: dict[int, GhostsHeuristicBot] = {}
        self._pool_view: Any = None
        self._pool: list[Any] = []
        self._weights: list[float] = []
        self._total = 0.0

    def _fits(self, k: int, level: int, top: int) -> bool:
        return k == self.fog or self.family_of[k] == top or self.value_of[k] <= self.cap - level

    def _top(self, name: str | None) -> int:
        return self.families.index(name) if name is not None else -1

    # --- takes -------------------------------------------------------------------------
    def constraints(self, view: Any) -> dict[int, tuple[int, int, int]]:
        """seat -> (old cards held now that did not fit, level, top family index) at its last take."""
        out: dict[int, tuple[int, int, int]] = {}
        last: dict[int, int] = {}
        log = view.round_log
        for i, entry in enumerate(log):
            if entry[1] == "take":
                last[entry[0]] = i
        kind_of = self.kind_of
        for seat, i in last.items():
            if seat == view.seat:
                continue
            _, _, level, top_name, _ = log[i]
            top = self._top(top_name)
            draws = fitting = 0
            for who, card, _lv, _tp, refilled in log[i + 1:]:
                if who != seat:
                    continue
                if refilled:
                    draws += 1
                if card != "take" and self._fits(kind_of[card], level, top):
                    fitting += 1
            old = view.hand_sizes[seat] - draws + fitting
            if old > 0:
                out[seat] = (min(old, view.hand_sizes[seat]), level, top)
        return out

    def adjust(self, view: Any, state: Any, rng: random.Random) -> None:
        """Redeal the others' hands of ``state`` (a determinization of ``view``) so that
        the takes' readings hold."""
        rules = {seat: r for seat, r in self.constraints(view).items() if rng.random() < self.TRUST}
        if not rules:
            return
        me = view.seat
        others = [i for i in range(state.n) if i != me]
        pool = unseen_cards(state, others)
        rng.shuffle(pool)
        hands: dict[int, list[int]] = {i: [] for i in others}
        seats = list(rules)
        rng.shuffle(seats)
        for seat in seats:
            old, level, top = rules[seat]
            keep = []
            for k in pool:
                if len(hands[seat]) < old and not self._fits(k, level, top):
                    hands[seat].append(k)
                else:
                    keep.append(k)
            pool = keep
        pos = 0
        for i in others:
            need = len(state.hands[i]) - len(hands[i])
            hands[i].extend(pool[pos:pos + need])
            pos += need
            state.hands[i] = sorted(hands[i])
        deck = [0] * len(state.deck)
        for k in pool[pos:]:
            deck[k] += 1
        state.deck = deck
        state.deck_size = len(pool) - pos

    # --- recent plays ----------------------------------------------------------------------
    def likelihood(self, view: Any, state: Any, rng: random.Random) -> float:
        """How well the others' latest turns fit this heuristic, were ``state`` the truth.

        The round is undone move by move back to each other player's latest turn (a
        play, or a take and the opening play after it). Which card of the hand held now
        that player drew after it is not known: every choice is tried, and the chance
        that the heuristic would have made the recorded move is averaged over them."""
        log = view.round_log
        if not log:
            return 1.0
        me = view.seat
        w = state.clone()
        weight = 1.0
        checked = {me}
        for index in range(len(log) - 1, max(-1, len(log) - 1 - int(self.LOOKBACK * state.n)), -1):
            seat, card, level, top_name, refilled = log[index]
            if card == "take":
                self._undo_take(w, log, index)
                continue
            if seat in checked:
                if not self._undo_play(w, seat, card, level, top_name, refilled, rng):
                    break
                continue
            checked.add(seat)
            hand = w.hands[seat]
            drawn = [(d, hand.count(d)) for d in sorted(set(hand))] if refilled else [(None, 1)]
            if not self._undo_play(w, seat, card, level, top_name, False, rng):
                break
            took_before = index > 0 and log[index - 1][0] == seat and log[index - 1][1] == "take"
            after_open = w.hands[seat]
            matched = total = 0.0
            for d, count in drawn:
                hand_then = after_open[:]
                if d is not None:
                    hand_then.remove(d)
                w.hands[seat] = hand_then
                ok = self._would_play(w, seat, self.game.play_actions[self.kind_of[card]])
                if ok and took_before:
                    ok = self._would_take(w, seat, log, index - 1)
                matched += count * ok
                total += count
            # keep one of the choices for the moves further back
            d = drawn[rng.randrange(len(drawn))][0]
            hand_then = after_open[:]
            if d is not None:
                hand_then.remove(d)
                w.deck[d] += 1
                w.deck_size += 1
            w.hands[seat] = hand_then
            p = matched / total
            weight *= p + (1.0 - p) * self.MISMATCH
        return weight

    def _would_play(self, w: Any, seat: int, observed: Action) -> bool:
        legal = self.game.legal_actions(w)
        if len(legal) < 2:
            return True
        bot = self._easy.get(seat)
        if bot is None:
            bot = self._easy[seat] = GhostsHeuristicBot(self.game, seat)
        return bot.choose(self.game.view(w, seat), legal, _QUIET) == observed

    def _would_take(self, w: Any, seat: int, log: tuple, index: int) -> bool:
        """Would the heuristic have taken the pile at ``log[index]`` (a take by ``seat``),
        holding the hand ``w`` gives it before the opening play that followed?"""
        before = w.clone()
        self._undo_take(before, log, index)
        return self._would_play(before, seat, TAKE_ACTION)

    def _undo_play(self, w: Any, seat: int, card: str, level: int, top_name: str | None, refilled: bool, rng: random.Random) -> bool:
        k = self.kind_of[card]
        hand = w.hands[seat]
        if refilled:
            if not hand:
                return False
            r = hand.pop(rng.randrange(len(hand)))
            w.deck[r] += 1
            w.deck_size += 1
        insort(hand, k)
        top = self._top(top_name)
        if k == self.fog:
            w.fog_beside -= 1
        else:
            if not w.pile or w.pile[-1] != k:
                return False  # not this round's record after all (a hand-built position)
            w.pile.pop()
            if top >= 0 and self.family_of[k] == top:
                w.direction = -w.direction  # a mirror turned the direction
        w.level = level
        w.top_family = top
        w.phase = OPEN_PHASE if top < 0 else PLAY_PHASE
        w.active = seat
        w.refill_seat = -1
        return True

    def _undo_take(self, w: Any, log: tuple, index: int) -> None:
        seat, _, level, top_name, _ = log[index]
        start = index - 1
        while start >= 0 and log[start][1] != "take":
            start -= 1
        pile = []
        fogs = 0
        for _who, card, _lv, _tp, _r in log[start + 1:index]:
            k = self.kind_of[card]
            if k == self.fog:
                fogs += 1
            else:
                pile.append(k)
        stack = w.taken[seat]
        for k in pile + [self.fog] * fogs:
            if k in stack:
                stack.remove(k)
        w.pile = pile
        w.fog_beside = fogs
        w.fp[seat] -= 1
        w.took[seat] = any(e[0] == seat and e[1] == "take" for e in log[:index])
        w.level = level
        w.top_family = self._top(top_name)
        w.phase = PLAY_PHASE
        w.active = seat

    def prepare(self, view: Any, rng: random.Random):
        """Deal and weigh the POOL candidates for ``view``, one per step (a generator,
        so the search can pause between frames)."""
        if self._pool_view is not view:
            self._pool_view = view
            self._pool = []
            self._weights = []
            self._total = 0.0
        if not view.round_log:
            return
        game = self.game
        while len(self._pool) < self.POOL:
            state = game.determinize(view, rng)
            self.adjust(view, state, rng)
            weight = self.likelihood(view, state, rng)
            self._pool.append(state)
            self._weights.append(weight)
            self._total += weight
            yield

    def determinize(self, view: Any, rng: random.Random) -> Any:
        """A deal of the hidden cards drawn by both readings (see the class text): the
        first call for a view deals POOL candidates and weighs them; every call draws
        one of them in proportion to its weight."""
        if not view.round_log:
            return self.game.determinize(view, rng)
        if self._pool_view is not view or len(self._pool) < self.POOL:
            for _ in self.prepare(view, rng):
                pass
        pick = rng.random() * self._total
        for state, weight in zip(self._pool, self._weights):
            pick -= weight
            if pick < 0:
                return state.clone()
        return self._pool[-1].clone()


class _NoNoise:
    """The heuristic's tie-break generator when it only replays a past move: always the
    same draw, so a belief is deterministic and shares no state between searches."""

    @staticmethod
    def random() -> float:
        return 0.5


_QUIET = _NoNoise()


def make_belief(game) -> GhostsBelief:
    """The search bots' reading of the others' hands (found by ghostparlor.ai.search)."""
    return GhostsBelief(game)
