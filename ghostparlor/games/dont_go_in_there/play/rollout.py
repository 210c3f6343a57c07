"""The easy bot's choices read straight from an imagined state, for the search's playouts.

``SearchBot._playout`` plays a determinized state to the end with the easy bot for every
seat. Building a :class:`~ghostparlor.games.dont_go_in_there.rules.DontGoInThereView` per
step (every board, tableau and curse total turned into tuples of names) cost about 30% of
a playout; :class:`StateRollout` reads the few facts the bot's decision rests on from
the state instead, exactly as the seat's view shows them (its own ghosts; the others'
only with open ghosts or at the end, else estimated from their cards; the face-down Secret
Passage card only when the seat has looked at it), and works with card kinds, not names.

It must choose what ``DontGoInThereBot.choose`` chooses on the seat's view, drawing the same
random numbers (tests/ai/test_rollouts.py checks it at every decision of seeded games, and
tests/games/dont_go_in_there/test_dont_go_in_there_rollout.py off the easy bots' path), so
the scores below are ``DontGoInThereBot._place``'s, ``_take``'s and ``_dice``'s expression for
expression (the same floats, the same ``rng.random()`` calls in the same order; a placement's
score before its noise is worked out once per room and space); the card prices are the
bot's own (``kind_cost``). The reasons are not written: nobody reads a playout's. Rare
decisions (a Doll set, the host's choice of types) go to the bot on the view itself.

This module reads states, so it is not part of the bot (bot.py reads only views); only the
search's imagined states, drawn by ``determinize`` from a view, are handed to it.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from ghostparlor.core.protocol import Action

from ghostparlor.games.dont_go_in_there.rules.actions import KeepRoll, PlaceMeeple, Reroll, TakeCard, TomeDispel, TurnDie
from ghostparlor.games.dont_go_in_there.rules.state import OVER, DontGoInThereState

__all__ = ["StateRollout", "make_rollout"]


class StateRollout:
    """``choose(state, seat, legal, rng)``: the easy bot ``policy[seat]``'s action, from the state."""

    def __init__(self, game: Any, policy: Sequence[Any]) -> None:
        self.game = game
        self.policy = list(policy)
        g = game
        self.room_index = g.room_index
        self.board_of_room = g.board_of_room
        self.flash = list(g.flashlights)
        self.resolve_at = g.resolve_at
        self.slot_ghosts = g.slot_ghosts  # per room index
        self.place_gain = g.place_gain
        self.place_discard = g.place_discard
        self.resolver_room = [bool(g.rerolls[r] or g.turns[r]) for r in range(len(g.room_ids))]
        self.dice_of = g.dice_of
        self.type_index = g.type_index
        # id(PlaceMeeple) -> (room index, board, space index, the action), filled as actions are met
        self.place_info: dict[int, tuple[int, int, int, Action]] = {}

    # --- the facts the bot's view would give -------------------------------------
    def _facts(self, bot: Any, s: DontGoInThereState, seat: int) -> None:
        """``DontGoInThereBot._setup`` on the seat's view, read from the state."""
        ghosts = s.ghosts
        others = []
        if s.open_ghosts or s.phase == OVER:  # D-9: the view shows every count
            for i in range(s.n):
                if i != seat:
                    others.append(ghosts[i])
        else:
            per_card = bot.PER_CARD_GHOSTS
            tableau = s.tableau
            dispelled = s.dispelled
            for i in range(s.n):
                if i != seat:
                    others.append(per_card * (len(tableau[i]) + len(dispelled[i])))
        bot._set_facts(s.tableau[seat], ghosts[seat] or 0, max(others) if others else 0)

    # --- choosing -----------------------------------------------------------------
    def __call__(self, s: DontGoInThereState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        bot = self.policy[seat]
        cls = legal[0].__class__
        if cls is PlaceMeeple:
            self._facts(bot, s, seat)
            return self._place(bot, s, seat, legal, rng)
        if cls is TakeCard:
            self._facts(bot, s, seat)
            return self._take(bot, s, legal, rng)
        if len(legal) == 1:
            return legal[0]
        if cls is Reroll or cls is TurnDie or cls is KeepRoll:
            self._facts(bot, s, seat)
            return self._dice(bot, s, legal)
        if cls is TomeDispel:
            self._facts(bot, s, seat)
            type_index = self.type_index
            best, best_sum = legal[0], -1
            for action in legal:
                total = bot._type_sum(type_index[action.curse])
                if total > best_sum:
                    best, best_sum = action, total
            return best
        # a Doll set, the host's choice of types: rare, the bot on the view itself
        return bot.choose(self.game.view(s, seat), legal, rng)

    def _room_plan(self, bot: Any, s: DontGoInThereState, seat: int, b: int, room: int) -> tuple[list, bool]:
        """For each space of the room, the score ``DontGoInThereBot._place`` gives a meeple there
        before its noise (None for a taken space), and whether the resolver's bonus is added."""
        # DontGoInThereBot._room_cards: each card's cost (Library slots included), the dice as the seat knows them
        costs = []
        dice = 0.0
        fd = s.face_down[b]
        hidden = fd >= 0 and not s.seen[b][seat]
        clock_free = s.clock_by < 0
        kind_cost = bot.kind_cost
        dice_of = self.dice_of
        slot_ghosts = self.slot_ghosts[room]
        w = bot.w
        my_ghosts = bot.my_ghosts
        for i, k in enumerate(s.slots[b]):
            if k < 0:
                continue
            if hidden and i == fd:  # DG-25: a face-down card the seat has not looked at
                costs.append(bot.FACE_DOWN_VALUE)
                dice += bot.FACE_DOWN_DICE
                continue
            change = slot_ghosts[i]  # DontGoInThereBot._slot_cost
            if change < 0:
                slot = -w * min(-change, my_ghosts)
            else:
                slot = w * change
            costs.append(kind_cost(k, clock_free) + slot)
            dice += dice_of[k]
        order = sorted(costs)
        # DontGoInThereBot._place, for every empty space
        resolve_at = self.resolve_at
        row = s.meeples[b]
        count = 1
        for x in row:
            if x >= 0:
                count += 1
        others = len(row) - count  # the other empty spaces
        gain_sp, gain = self.place_gain[room]
        disc_sp, disc = self.place_discard[room]
        flash = self.flash
        expected = bot._expected_ghosts
        last = len(order) - 1
        base: list = [None] * len(row)
        taken_above = empty_above = 0
        for sp, x in enumerate(row):
            if x >= 0:
                taken_above += 1
                continue
            above = taken_above  # meeples above choose first
            if count < resolve_at:  # a later meeple may still come in above this one
                share = empty_above / others if others else 0.0
                above += (resolve_at - count) * share
            empty_above += 1
            if order:  # DontGoInThereBot._card_at_rank
                lo = int(above)
                frac = above - lo
                card = order[lo if lo < last else last] * (1 - frac) + order[lo + 1 if lo + 1 < last else last] * frac
            else:
                card = 0.0
            ghosts = expected(dice, flash[sp])
            if sp == gain_sp:
                ghosts += gain
            if sp == disc_sp:
                ghosts -= disc if disc < my_ghosts else my_ghosts
            base[sp] = -card - w * ghosts  # + the noise: score = -card - w * ghosts + noise
        return base, count >= resolve_at and self.resolver_room[room]

    def _place(self, bot: Any, s: DontGoInThereState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        """``DontGoInThereBot._place``, without the reason: the same scores, the same draws."""
        info = self.place_info
        plans: dict[int, tuple[list, bool]] = {}
        noise = bot.NOISE
        bonus = bot.RESOLVER_BONUS
        random_ = rng.random
        best, best_score = legal[0], None
        for action in legal:
            where = info.get(id(action))
            if where is None or where[3] is not action:
                r = self.room_index[action.room]
                where = info[id(action)] = (r, self.board_of_room[r], action.space - 1, action)
            room = where[0]
            plan = plans.get(room)
            if plan is None:
                plan = plans[room] = self._room_plan(bot, s, seat, where[1], room)
            score = plan[0][where[2]] + random_() * noise
            if plan[1]:
                score += bonus
            if best_score is None or score > best_score:
                best, best_score = action, score
        return best

    def _take(self, bot: Any, s: DontGoInThereState, legal: Sequence[Action], rng: random.Random) -> Action:
        """``DontGoInThereBot._take``, without the reason (every card is face up by now, DG-6)."""
        b = s.res_board
        room = s.board_room[b]
        slots = s.slots[b]
        slot_ghosts = self.slot_ghosts[room]
        clock_free = s.clock_by < 0
        kind_cost = bot.kind_cost
        w = bot.w
        my_ghosts = bot.my_ghosts
        noise = bot.NOISE
        best, best_score = legal[0], None
        for action in legal:
            i = action.slot - 1
            change = slot_ghosts[i]
            if change < 0:
                slot = -w * min(-change, my_ghosts)
            else:
                slot = w * change
            score = kind_cost(slots[i], clock_free) + slot + rng.random() * noise
            if best_score is None or score < best_score:
                best, best_score = action, score
        return best

    def _dice(self, bot: Any, s: DontGoInThereState, legal: Sequence[Action]) -> Action:
        """``DontGoInThereBot._dice``, without the reason."""
        row = s.meeples[s.res_board]
        flash = self.flash
        w = bot.w
        w_others = bot.W_OTHERS

        def value(rolled: int) -> float:  # DontGoInThereBot._dice_value
            mine = others = 0.0
            for sp, who in enumerate(row):
                if who < 0:
                    continue
                gain = max(0, rolled - flash[sp])
                if who == bot.seat:
                    mine += gain
                else:
                    others += gain
            return -w * mine + w_others * others

        now = value(s.rolled)
        best, best_score = None, now
        for action in legal:
            cls = action.__class__
            if cls is Reroll:
                score = sum(p * value(g) for g, p in enumerate(bot.roll_probs[s.dice]))
            elif cls is TurnDie:
                score = value(s.rolled + (1 if action.to == "ghost" else -1))
            else:
                continue
            if score > best_score + 1e-9:
                best, best_score = action, score
        if best is None:
            return next(a for a in legal if a.__class__ is KeepRoll)
        return best


def make_rollout(game: Any, policy: Sequence[Any]) -> Callable[[DontGoInThereState, int, Sequence[Action], random.Random], Action]:
    """The search's rollout for Don't Go In There (found by ghostparlor.ai.search via search_hooks)."""
    return StateRollout(game, policy)
