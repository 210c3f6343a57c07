"""The hotel floor's lines and what the public log says about hidden ghosts.

Pure functions over public information, shared by the rules (``resample_hidden``:
hidden positions and the ghost team's split of control are redrawn consistent
with everything public) and the hunter bot (the chance that a ghost hides under
each tile). Rules: ../shared/rules/phantom_society.md, PS-5 (legal targets) and
section 7 (hypotheses).

Squares are numbered ``row * columns + column`` from 0 (a1 = 0, f1 = 5, a2 = 6);
an occupancy is an int bit mask of the squares still holding a tile.

A *hypothesis* is one square per ghost colour plus the owner of each ghost. It is
consistent with the log when (section 7):

* every hidden ghost is under a tile of its colour still on the board, and a
  revealed ghost is on the square where it was revealed;
* every devastation by master ``m`` was, at that moment, a legal target (PS-5)
  of a ghost of ``m`` still hidden then;
* every pass of ``m`` means no hidden ghost of ``m`` had a target then (PS-11);
* every ghost turn was taken by the master of that slot unless that master had
  lost both ghosts already, and then by the partner (PS-10); the masters
  eliminated now are those the public knows (D-11).

Ghosts of different masters never constrain each other, so the consistent
hypotheses of one ownership split are a product over the masters, and each
master's set is found by a meet-in-the-middle over its ghosts grouped by the
log entries they explain: exact uniform sampling and exact marginals, fast.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations, product
from typing import Sequence

BIG = 1 << 30
"""``reveal_index`` of a ghost that is still hidden."""

DIRECTIONS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))

DEVASTATE, HUNT, PASS = 0, 1, 2
"""Kinds of a removal-phase turn in the log."""


class Geometry:
    """The grid: square names, the 8 rays from every square (PS-5), line masks."""

    def __init__(self, columns: int, rows: int) -> None:
        self.columns = columns
        self.rows = rows
        self.size = columns * rows
        letters = "abcdefghijklmnopqrstuvwxyz"
        self.names = [f"{letters[c]}{r + 1}" for r in range(rows) for c in range(columns)]
        self.index = {name: i for i, name in enumerate(self.names)}
        rays: list[tuple[tuple[int, ...], ...]] = []
        lines: list[int] = []
        between: list[dict[int, int]] = []
        neighbours: list[int] = []
        for sq in range(self.size):
            col, row = sq % columns, sq // columns
            mine = []
            line = 0
            betw: dict[int, int] = {}
            near = 0
            for dc, dr in DIRECTIONS:
                ray = []
                c, r = col + dc, row + dr
                passed = 0
                while 0 <= c < columns and 0 <= r < rows:
                    q = r * columns + c
                    ray.append(q)
                    betw[q] = passed
                    passed |= 1 << q
                    c += dc
                    r += dr
                if ray:
                    mine.append(tuple(ray))
                    line |= passed
                    near += 1
            rays.append(tuple(mine))
            lines.append(line)
            between.append(betw)
            neighbours.append(near)
        self.rays = rays
        self.lines = lines
        self.between = between
        self.neighbours = neighbours
        self.full = (1 << self.size) - 1

    def targets(self, sq: int, board: Sequence[int]) -> list[int]:
        """PS-5: the first square still holding a tile in each of the 8 directions."""
        out = []
        for ray in self.rays[sq]:
            for q in ray:
                if board[q] >= 0:
                    out.append(q)
                    break
        return out

    def reaches(self, sq: int, target: int, occ: int) -> bool:
        """True if ``target`` is a legal target (PS-5) of a ghost on ``sq`` with occupancy ``occ``."""
        betw = self.between[sq].get(target)
        return betw is not None and (occ >> target) & 1 == 1 and occ & betw == 0

    def has_target(self, sq: int, occ: int) -> bool:
        """A ray with any tile on it gives a target: the first one."""
        return occ & self.lines[sq] != 0


@dataclass(frozen=True)
class PublicGhostInfo:
    """What the public knows about the ghosts, in a form the enumeration uses.

    ``candidates[c]``: squares where ghost ``c`` may be (its square if revealed).
    ``reveal_index[c]``: the log index of the turn that revealed ``c``; -1 if it was
    revealed before the log starts; BIG if still hidden.
    ``events``: the ghost turns of the log, each ``(log index, actor, slot master,
    kind, square, occupancy before the turn)``.
    ``masters``: the distinct master seats (one when a lone master holds all ghosts).
    ``hiders``: owner of each hide so far (used only before every ghost is hidden).
    ``eliminated``: masters known to have lost both ghosts.
    """

    candidates: tuple[tuple[int, ...], ...]
    reveal_index: tuple[int, ...]
    events: tuple[tuple[int, int, int, int, int, int], ...]
    masters: tuple[int, ...]
    per_master: int
    eliminated: frozenset
    occupancy: int = 0
    log_length: int = 0


def public_info(
    geo: Geometry,
    colours: int,
    board_colours: Sequence[int],
    history: Sequence[tuple],
    revealed_squares: Sequence[int],
    slot_seats: Sequence[int],
    eliminated: Sequence[int],
) -> PublicGhostInfo:
    """Build the public picture.

    ``board_colours[sq]`` is the colour of the tile on ``sq`` (-1 if empty);
    ``history`` holds ``(seat, slot, kind, square, revealed colour or -1)`` per turn
    of the removal phase; ``revealed_squares[c]`` is the square of revealed ghost
    ``c`` (-1 if hidden); ``slot_seats`` are the seats of slots G1, H1, G2, H2.
    """
    occ = 0
    for sq, c in enumerate(board_colours):
        if c >= 0:
            occ |= 1 << sq
    for rec in history:
        if rec[2] != PASS:
            occ |= 1 << rec[3]
    reveal_index = [BIG] * colours
    for c in range(colours):
        if revealed_squares[c] >= 0:
            reveal_index[c] = -1
    events = []
    for i, rec in enumerate(history):
        seat, slot, kind, square, rev = rec[0], rec[1], rec[2], rec[3], rec[4]
        if kind != HUNT:
            events.append((i, seat, slot_seats[slot], kind, square, occ))
        if kind != PASS:
            occ &= ~(1 << square)
        if rev >= 0:
            reveal_index[rev] = i
    candidates = []
    for c in range(colours):
        if revealed_squares[c] >= 0:
            candidates.append((revealed_squares[c],))
        else:
            candidates.append(tuple(sq for sq, col in enumerate(board_colours) if col == c))
    masters = tuple(sorted({slot_seats[0], slot_seats[2]}))
    return PublicGhostInfo(
        candidates=tuple(candidates),
        reveal_index=tuple(reveal_index),
        events=tuple(events),
        masters=masters,
        per_master=colours // len(masters),
        eliminated=frozenset(eliminated),
        occupancy=occ,
        log_length=len(history),
    )


class Hypotheses:
    """Every hypothesis consistent with a :class:`PublicGhostInfo`, kept factored.

    ``splits`` is a list of ``(weight, owners, groups per master)``: ``owners[c]`` is
    the seat owning ghost ``c``, and each master's groups are ``(count, colours A,
    squares A list, colours B, squares B list)``: every pair of one entry of
    list A and one of list B is a consistent placement of that master's ghosts.
    ``weight`` is the number of hypotheses of the split.
    """

    def __init__(self, geo: Geometry, info: PublicGhostInfo) -> None:
        self.info = info
        colours = len(info.candidates)
        events = info.events
        # per colour and candidate: the ghost turns it explains (R) and the ones it forbids as passes (A)
        reach: list[list[int]] = []
        anyt: list[list[int]] = []
        for c in range(colours):
            rv = info.reveal_index[c]
            rs = []
            ays = []
            for p in info.candidates[c]:
                line = geo.lines[p]
                betw = geo.between[p]
                r_mask = 0
                a_mask = 0
                for j, (idx, _actor, _sm, kind, square, occ) in enumerate(events):
                    if rv < idx:
                        continue  # already revealed at that turn: it could not act
                    if occ & line:
                        a_mask |= 1 << j
                        if kind == DEVASTATE:
                            b = betw.get(square)
                            if b is not None and occ & b == 0:
                                r_mask |= 1 << j
                rs.append(r_mask)
                ays.append(a_mask)
            reach.append(rs)
            anyt.append(ays)
        self.reach = reach
        self.anyt = anyt
        self._build()

    def after_devastation(self, geo: Geometry, actor: int, slot_master: int, square: int) -> "Hypotheses":
        """The hypotheses once ``actor`` devastates ``square`` without revealing a ghost: one more
        log entry, and ``square`` is no hiding place any more (cheaper than starting again)."""
        info = self.info
        occ = info.occupancy
        j = len(info.events)
        bit = 1 << j
        line_of = geo.lines
        candidates, reach, anyt = [], [], []
        for c, cands in enumerate(info.candidates):
            hidden = info.reveal_index[c] >= BIG
            cs, rs, ays = [], [], []
            for p, r, a in zip(cands, self.reach[c], self.anyt[c]):
                if hidden:
                    if p == square:
                        continue  # the tile is gone and no ghost was under it
                    if occ & line_of[p]:
                        a |= bit
                        b = geo.between[p].get(square)
                        if b is not None and occ & b == 0:
                            r |= bit
                cs.append(p)
                rs.append(r)
                ays.append(a)
            candidates.append(tuple(cs))
            reach.append(rs)
            anyt.append(ays)
        new = Hypotheses.__new__(Hypotheses)
        new.info = PublicGhostInfo(
            candidates=tuple(candidates),
            reveal_index=info.reveal_index,
            events=info.events + ((info.log_length, actor, slot_master, DEVASTATE, square, occ),),
            masters=info.masters,
            per_master=info.per_master,
            eliminated=info.eliminated,
            occupancy=occ & ~(1 << square),
            log_length=info.log_length + 1,
        )
        new.reach = reach
        new.anyt = anyt
        new._build()
        return new

    def _build(self) -> None:
        """The ownership splits and, per master, the groups of placements that fit the log."""
        info = self.info
        colours = len(info.candidates)
        events = info.events
        dev = {m: 0 for m in info.masters}
        passes = {m: 0 for m in info.masters}
        for j, (_idx, actor, _sm, kind, _sq, _occ) in enumerate(events):
            if actor in dev:
                if kind == DEVASTATE:
                    dev[actor] |= 1 << j
                else:
                    passes[actor] |= 1 << j
        self.splits: list[tuple[int, tuple[int, ...], list]] = []
        cache: dict[tuple, tuple[int, list]] = {}
        all_colours = tuple(range(colours))
        if len(info.masters) == 1:
            owner_sets = [((info.masters[0], all_colours),)]
        else:
            m0, m1 = info.masters
            owner_sets = []
            for mine in combinations(all_colours, info.per_master):
                rest = tuple(c for c in all_colours if c not in mine)
                owner_sets.append(((m0, mine), (m1, rest)))
        for assignment in owner_sets:
            owners = [0] * colours
            for m, cols in assignment:
                for c in cols:
                    owners[c] = m
            if len(info.masters) > 1 and not self._ownership_fits(owners, assignment):
                continue
            weight = 1
            groups_per_master = []
            for m, cols in assignment:
                key = (m, cols)
                if key not in cache:
                    cache[key] = self._master_groups(cols, dev[m], passes[m])
                total, groups = cache[key]
                weight *= total
                groups_per_master.append(groups)
                if not weight:
                    break
            if weight:
                self.splits.append((weight, tuple(owners), groups_per_master))
        self.total = sum(w for w, _, _ in self.splits)

    def _ownership_fits(self, owners: list[int], assignment) -> bool:
        """PS-10 / D-11: who took each ghost turn, and who is eliminated now, fit this split."""
        info = self.info
        gone = {}
        for m, cols in assignment:
            last = max(info.reveal_index[c] for c in cols)
            gone[m] = last  # eliminated before log index i iff gone[m] < i
            if (last < BIG) != (m in info.eliminated):
                return False
        for idx, actor, slot_master, _kind, _sq, _occ in info.events:
            out = gone[slot_master] < idx
            if out != (actor != slot_master):
                return False
        return True

    def _master_groups(self, cols: tuple[int, ...], dev: int, passes: int) -> tuple[int, list]:
        half = len(cols) // 2
        a_cols, b_cols = cols[:half], cols[half:]
        a = self._half(a_cols, dev, passes)
        b = self._half(b_cols, dev, passes)
        groups = []
        total = 0
        for ka, la in a.items():
            for kb, lb in b.items():
                if ka | kb == dev:
                    count = len(la) * len(lb)
                    groups.append((count, a_cols, la, b_cols, lb))
                    total += count
        return total, groups

    def _half(self, cols: tuple[int, ...], dev: int, passes: int) -> dict[int, list[tuple[int, ...]]]:
        out: dict[int, list[tuple[int, ...]]] = {}
        cands = self.info.candidates
        if not cols:
            return {0: [()]}
        if len(cols) <= 2:  # the usual sizes, unrolled (a pass rules a square out before pairing)
            first = [(sq, r & dev, a) for sq, r, a in zip(cands[cols[0]], self.reach[cols[0]], self.anyt[cols[0]]) if not a & passes]
            if len(cols) == 1:
                for sq, r, _a in first:
                    out.setdefault(r, []).append((sq,))
                return out
            second = [(sq, r & dev) for sq, r, a in zip(cands[cols[1]], self.reach[cols[1]], self.anyt[cols[1]]) if not a & passes]
            for sq1, r1, _a in first:
                for sq2, r2 in second:
                    key = r1 | r2
                    found = out.get(key)
                    if found is None:
                        out[key] = [(sq1, sq2)]
                    else:
                        found.append((sq1, sq2))
            return out
        choices = [range(len(cands[c])) for c in cols]
        for picks in product(*choices):
            r = 0
            a = 0
            for c, i in zip(cols, picks):
                r |= self.reach[c][i]
                a |= self.anyt[c][i]
            if a & passes:
                continue
            key = r & dev
            out.setdefault(key, []).append(tuple(cands[c][i] for c, i in zip(cols, picks)))
        return out

    # --- using them --------------------------------------------------------------
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

        prepared = []
        grand = 0.0
        for _count, owners, groups_per_master in self.splits:
            split_w = 1.0
            masters = []
            for groups in groups_per_master:
                z = 0.0
                rows = []
                for _n, a_cols, la, b_cols, lb in groups:
                    wa = [w_of(a_cols, ch) for ch in la]
                    wb = [w_of(b_cols, ch) for ch in lb]
                    sa, sb = sum(wa), sum(wb)
                    z += sa * sb
                    rows.append((a_cols, la, wa, sb, b_cols, lb, wb, sa))
                split_w *= z
                masters.append((z, rows))
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
        for weight, _owners, groups_per_master in self.splits:
            for groups in groups_per_master:
                total = sum(g[0] for g in groups)
                hits = 0.0
                for _count, a_cols, la, b_cols, lb in groups:
                    for cols, options, other in ((a_cols, la, len(lb)), (b_cols, lb, len(la))):
                        for i, c in enumerate(cols):
                            sq = squares.get(c)
                            if sq is not None:
                                hits += other * sum(1 for chosen in options if chosen[i] == sq)
                found += weight * hits / total
        return found / self.total

    def owner_marginals(self) -> list[dict[int, float]]:
        """P(ghost of colour c belongs to seat m)."""
        colours = len(self.info.candidates)
        out: list[dict[int, float]] = [dict() for _ in range(colours)]
        if not self.total:
            return out
        for weight, owners, _ in self.splits:
            for c, m in enumerate(owners):
                out[c][m] = out[c].get(m, 0.0) + weight / self.total
        return out
