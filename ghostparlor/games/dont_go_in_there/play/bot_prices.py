"""The easy Don't Go In There bot's prices (``bot.py``): what a card kind costs the bot, from a
few facts about its own holdings, kept once worked out. A base class of
:class:`~ghostparlor.games.dont_go_in_there.play.bot.DontGoInThereBot`, so the search's playouts
(``rollout.py``) can set the same facts from an imagined state and read the same prices."""

from __future__ import annotations


class CardPrices:
    """Card prices from the facts ``_set_facts`` gives (the attributes they read are set up
    by the bot's ``__init__``)."""

    def _set_facts(self, mine: list[int], my_ghosts: int, others_max: float) -> None:
        """What the decision rests on: the bot's face-up cards (kinds, ascending), its ghosts
        and the most ghosts it thinks another seat has. Read from the view by :meth:`_setup`
        (and by the search's rollout, rollout.py, from the same facts). ``mine`` is only read."""
        self.mine = mine
        self.my_ghosts = my_ghosts
        self.others_max = others_max
        lead = my_ghosts >= others_max - 2
        self.w = self.W_GHOST_LEAD if lead else self.W_GHOST
        key = tuple(mine)
        if key != self._mine_key:
            self._mine_key = key
            self._same_memo = {}
            self._best_memo = {}
            self._sums = []

    def _same(self, t: int) -> tuple:
        """The values of the bot's face-up cards of type ``t``, ascending."""
        same = self._same_memo.get(t)
        if same is None:
            type_of = self.type_of
            value_of = self.value_of
            same = self._same_memo[t] = tuple(sorted(value_of[k] for k in self.mine if type_of[k] == t))
        return same

    def _type_sum(self, t: int) -> int:
        sums = self._sums
        if not sums:
            sums.extend([0] * self.types)
            type_of = self.type_of
            value_of = self.value_of
            for k in self.mine:
                sums[type_of[k]] += value_of[k]
        return sums[t]

    def _best_other_sum(self, t: int) -> int:
        """The largest sum of the bot's face-up values of one type other than ``t`` (the Tome's target)."""
        best = self._best_memo.get(t)
        if best is None:
            best = self._best_memo[t] = max((self._type_sum(x) for x in range(self.types) if x != t), default=0)
        return best

    def kind_cost(self, k: int, clock_free: bool) -> float:
        """:meth:`card_cost` of the card kind ``k`` (``clock_free``: nobody has used the Clock)."""
        t = self.type_of[k]
        same = self._same_memo.get(t)
        if same is None:
            same = self._same(t)
        if self.ghost_priced[t]:
            key = (k, clock_free, same, self.w, self.my_ghosts)
        elif t == self.t_tome:
            key = (k, clock_free, same, self._best_other_sum(t))
        else:
            key = (k, clock_free, same)
        memo = self.cost_memo
        cost = memo.get(key)
        if cost is None:
            if len(memo) >= self.MEMO_PRICES:
                memo.clear()
            cost = memo[key] = self._kind_cost(k, clock_free)
        return cost

    def _kind_cost(self, k: int, clock_free: bool) -> float:
        t = self.type_of[k]
        v = self.value_of[k]
        same = list(self._same(t))
        w = self.w
        ghosts = self.my_ghosts
        part = self.PARTIAL_SET
        if t == self.t_twin:
            if v in same:
                return -v  # DG-41: both dispelled
            return v * (1 - part)
        if t == self.t_ring:
            if len(same) + 1 >= self.ring_set:
                return -sum(same)
            return v * (1 - part * (len(same) + 1))
        if t == self.t_mirror:
            cost = w * self.mirror_ghosts
            if len(same) + 1 >= self.mirror_set:
                return cost - sum(same)
            return cost + v * (1 - part * 1.5 * (len(same) + 1))
        if t == self.t_doll:
            if self._doll_set(k):
                return v - self.g.doll_target
            return v * (1 - part)
        if t == self.t_clock:
            if clock_free:
                total = sum(same) + v
                if total >= self.clock_threshold:
                    return v - sum(sorted(same + [v])[-self.clock_dispel:])
                return v * (1 - part * 0.5)
            return float(v)
        if t == self.t_holy:
            if (len(same) + 1) % self.holy_set == 0:
                return v - w * (ghosts // self.holy_divisor)
            return v - 0.3 * w * ghosts / 2
        if t == self.t_mask:
            return v - w * min(len(same) + 1, ghosts)
        if t == self.t_tome:
            best = self._best_other_sum(t)
            if (len(same) + 1) % self.tome_set == 0:
                return v - best
            return v - 0.4 * max(best, 3)
        if t == self.t_amulet:
            return self._amulet_left(same + [v]) - self._amulet_left(same)
        if t == self.t_portrait:
            return self._portrait_left(same + [v]) - self._portrait_left(same)
        if t == self.t_cat:
            if ghosts + 2 <= self.cat_limit:
                keep = self.cat_keep
                return sum(sorted(same + [v])[:keep]) - sum(sorted(same)[:keep])
            return float(v)
        if t == self.t_music:
            return v * 0.75
        return float(v)

    def _doll_set(self, k: int) -> bool:
        """Would the Doll ``k`` complete a set with the bot's face-up Dolls (DG-33)?"""
        t = self.type_of[k]
        type_of = self.type_of
        held = tuple(x for x in self.mine if type_of[x] == t)
        key = (held, k)
        found = self.doll_memo.get(key)
        if found is None:
            found = self.doll_memo[key] = bool(self.g.doll_sets(sorted(self.mine + [k]), k))
        return found

    def _amulet_left(self, values: list[int]) -> int:
        counts: dict[int, int] = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        drop = 0
        for v, w in self.amulet_pairs:
            drop += w * min(counts.get(v, 0), counts.get(w, 0))
        return sum(values) - drop

    def _portrait_left(self, values: list[int]) -> int:
        values = sorted(values)
        n = len(values) // self.portrait_per
        return sum(values[: len(values) - n])

    def _slot_cost(self, room: str | None, slot: int) -> float:
        """The Library slot effect, in curses (DG-24)."""
        if room is None:
            return 0.0
        change = self.slot_ghosts[room][slot]
        if change < 0:
            return -self.w * min(-change, self.my_ghosts)
        return self.w * change
