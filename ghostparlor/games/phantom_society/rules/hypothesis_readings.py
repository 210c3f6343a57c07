"""PS-5, PS-9 (read from the record): what the hypotheses of a hunter's picture (inference.py) tell: a
uniform or weighted draw of the hiding places and owners, the chance that a ghost hides under each
tile, how strongly the record points at given squares. A part of
:class:`~ghostparlor.games.phantom_society.rules.inference.Hypotheses` (kept apart so each module
stays short); it reads only ``splits``, ``total``, ``info`` and ``reach``. Rules:
docs/rules/phantom_society.md, section 7.
"""

from __future__ import annotations

import random


class HypothesisReadings:
    """The readings of :class:`~ghostparlor.games.phantom_society.rules.inference.Hypotheses`."""

    def sample(self, rng: random.Random) -> tuple[list[int], list[int]] | None:
        """One hypothesis drawn uniformly: (square per colour, owner per colour)."""
        if not self.total:
            return None
        pick = rng.randrange(self.total)
        for weight, owners, groups_per_master in self.splits:
            if pick < weight:
                break
            pick -= weight
        squares = [-1] * len(owners)
        for groups in groups_per_master:
            total = sum(g[0] for g in groups)
            r = rng.randrange(total)
            for count, a_cols, la, b_cols, lb in groups:
                if r < count:
                    break
                r -= count
            for cols, options in ((a_cols, la), (b_cols, lb)):
                chosen = options[rng.randrange(len(options))]
                for c, sq in zip(cols, chosen):
                    squares[c] = sq
        return squares, list(owners)

    def marginals(self) -> list[dict[int, float]]:
        """P(ghost of colour c is under square sq), per colour, over all consistent hypotheses."""
        colours = len(self.info.candidates)
        out: list[dict[int, float]] = [dict() for _ in range(colours)]
        if not self.total:
            return out
        for weight, _owners, groups_per_master in self.splits:
            share = weight / self.total
            for groups in groups_per_master:
                total = sum(g[0] for g in groups)
                for _count, a_cols, la, b_cols, lb in groups:
                    wa = share * len(lb) / total
                    wb = share * len(la) / total
                    for cols, options, w in ((a_cols, la, wa), (b_cols, lb, wb)):
                        for chosen in options:
                            for c, sq in zip(cols, chosen):
                                d = out[c]
                                d[sq] = d.get(sq, 0.0) + w
        return out

    def explained(self) -> list[dict[int, int]]:
        """Per colour and candidate square: how many of the logged devastations a ghost
        there could have made (its reach held the devastated tile at that moment)."""
        out = []
        for c, cands in enumerate(self.info.candidates):
            out.append({p: bin(r).count("1") for p, r in zip(cands, self.reach[c])})
        return out

    def _weighted(self, weight: list[dict[int, float]]) -> tuple[float, list]:
        """Every split and group with its weight when every hypothesis is weighted by the
        product over its ghosts of ``weight[colour][square]``: (grand total, per split
        (its weight, per master (its weight, rows))); a row is one group with the weights
        of its A options and B options and their sums."""

        def w_of(cols, chosen) -> float:
            v = 1.0
            for c, sq in zip(cols, chosen):
                v *= weight[c].get(sq, 1.0)
            return v

        # a list of placements (and a master's groups) is shared wherever it fits: weigh it once
        weighed: dict[int, tuple[list[float], float]] = {}

        def weigh(cols, options) -> tuple[list[float], float]:
            found = weighed.get(id(options))
            if found is None:
                if len(cols) == 1:  # w_of unrolled: the same products in the same order
                    g = weight[cols[0]].get
                    ws = [1.0 * g(ch[0], 1.0) for ch in options]
                elif len(cols) == 2:
                    g0, g1 = weight[cols[0]].get, weight[cols[1]].get
                    ws = [1.0 * g0(s0, 1.0) * g1(s1, 1.0) for s0, s1 in options]
                else:
                    ws = [w_of(cols, ch) for ch in options]
                found = weighed[id(options)] = (ws, sum(ws))
            return found

        per_groups: dict[int, tuple[float, list]] = {}
        prepared = []
        grand = 0.0
        for _count, owners, groups_per_master in self.splits:
            split_w = 1.0
            masters = []
            for groups in groups_per_master:
                master = per_groups.get(id(groups))
                if master is None:
                    z = 0.0
                    rows = []
                    for _n, a_cols, la, b_cols, lb in groups:
                        wa, sa = weigh(a_cols, la)
                        wb, sb = weigh(b_cols, lb)
                        z += sa * sb
                        rows.append((a_cols, la, wa, sb, b_cols, lb, wb, sa))
                    master = per_groups[id(groups)] = (z, rows)
                split_w *= master[0]
                masters.append(master)
            grand += split_w
            prepared.append((split_w, owners, masters))
        return grand, prepared

    def weighted_marginals(self, weight: list[dict[int, float]]) -> list[dict[int, float]]:
        """Like :meth:`marginals`, with every hypothesis weighted by the product over its
        ghosts of ``weight[colour][square]`` (a likelihood of the record; 1 = uniform)."""
        colours = len(self.info.candidates)
        out: list[dict[int, float]] = [dict() for _ in range(colours)]
        grand, prepared = self._weighted(weight)
        if grand <= 0:
            return self.marginals()
        for split_w, _owners, masters in prepared:
            share = split_w / grand
            for z, rows in masters:
                if z <= 0:
                    continue
                for a_cols, la, wa, sb, b_cols, lb, wb, sa in rows:
                    for cols, options, ws, other in ((a_cols, la, wa, sb), (b_cols, lb, wb, sa)):
                        if len(cols) == 1:  # the usual sizes, unrolled: the same sums in the same order
                            d = out[cols[0]]
                            for chosen, w in zip(options, ws):
                                sq = chosen[0]
                                d[sq] = d.get(sq, 0.0) + share * w * other / z
                            continue
                        if len(cols) == 2:
                            d0, d1 = out[cols[0]], out[cols[1]]
                            for (s0, s1), w in zip(options, ws):
                                add = share * w * other / z
                                d0[s0] = d0.get(s0, 0.0) + add
                                d1[s1] = d1.get(s1, 0.0) + add
                            continue
                        for chosen, w in zip(options, ws):
                            add = share * w * other / z
                            for c, sq in zip(cols, chosen):
                                d = out[c]
                                d[sq] = d.get(sq, 0.0) + add
        return out

    def weighted_sampler(self, weight: list[dict[int, float]]):
        """A function ``draw(rng)`` that draws one hypothesis (square per colour, owner per
        colour) with chance proportional to its weight (see :meth:`weighted_marginals`);
        the weights are summed once, every draw is cheap. None when nothing fits."""
        grand, prepared = self._weighted(weight)
        if grand <= 0:
            return None

        def pick(rng: random.Random, items, total: float, key):
            r = rng.random() * total
            for item in items:
                r -= key(item)
                if r < 0:
                    return item
            return next(item for item in reversed(items) if key(item) > 0)  # rounding at the end

        def draw(rng: random.Random) -> tuple[list[int], list[int]]:
            split_w, owners, masters = pick(rng, prepared, grand, lambda x: x[0])
            squares = [-1] * len(owners)
            for z, rows in masters:
                a_cols, la, wa, sb, b_cols, lb, wb, sa = pick(rng, rows, z, lambda row: row[7] * row[3])
                for cols, options, ws, total in ((a_cols, la, wa, sa), (b_cols, lb, wb, sb)):
                    chosen = pick(rng, list(zip(options, ws)), total, lambda x: x[1])[0]
                    for c, sq in zip(cols, chosen):
                        squares[c] = sq
            return squares, list(owners)

        return draw

    def mass(self, squares: dict[int, int]) -> float:
        """The sum over ``squares`` (colour -> square) of P(ghost of that colour is there):
        how strongly the record points at those squares (a cheaper :meth:`marginals`)."""
        if not self.total:
            return 0.0
        found = 0.0
        get = squares.get
        per_groups: dict[int, tuple[int, float]] = {}  # a master's groups shared by splits: counted once
        columns: dict[tuple, list[int]] = {}  # (list of placements, position) -> the squares there
        for weight, _owners, groups_per_master in self.splits:
            for groups in groups_per_master:
                known = per_groups.get(id(groups))
                if known is None:
                    total = 0
                    hits = 0  # whole numbers: exact in any order
                    for count, a_cols, la, b_cols, lb in groups:
                        total += count
                        if len(a_cols) == 1 and len(b_cols) == 1:
                            sq = get(a_cols[0])
                            if sq is not None:
                                hits += len(lb) * la.count((sq,))
                            sq = get(b_cols[0])
                            if sq is not None:
                                hits += len(la) * lb.count((sq,))
                            continue
                        for cols, options, other in ((a_cols, la, len(lb)), (b_cols, lb, len(la))):
                            for i, c in enumerate(cols):
                                sq = get(c)
                                if sq is not None:
                                    key = (id(options), i)
                                    column = columns.get(key)
                                    if column is None:
                                        column = columns[key] = [chosen[i] for chosen in options]
                                    hits += other * column.count(sq)
                    known = per_groups[id(groups)] = (total, float(hits))
                total, hits = known
                found += weight * hits / total
        return found / self.total
