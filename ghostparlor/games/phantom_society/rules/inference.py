"""PS-5 (the hotel floor's lines) and PS-9/PS-11 (what the public log says about hidden ghosts).

Pure functions over public information, shared by the rules (``resample_hidden``:
hidden positions and the ghost team's split of control are redrawn consistent
with everything public) and the hunter bot (the chance that a ghost hides under
each tile). Rules: docs/rules/phantom_society.md, PS-5 (legal targets) and
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

For speed (the easy bot weighs these at every turn, in every playout of the search): a half
of a master's ghosts and a master's groups are worked out once per colours and masks and
shared by every split (and every master) that has them; ``after_turn`` brings the hypotheses
up to date with one more turn of the log, keeping what that turn cannot change, and gives
exactly what ``public_info`` and a new :class:`Hypotheses` would (tests/games/phantom_society/
test_phantom_society_rollout.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product
from typing import Sequence

from ghostparlor.games.phantom_society.rules.hypothesis_readings import HypothesisReadings

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


_OWNER_SETS: dict[tuple, list] = {}


def _owner_sets(masters: tuple[int, ...], per_master: int, colours: int) -> list:
    """The ways to split the ghosts between the masters: ``(assignment, owners)`` each, an
    assignment ``((master, colours), ...)`` and the owner per colour (worked out once)."""
    key = (masters, per_master, colours)
    found = _OWNER_SETS.get(key)
    if found is None:
        all_colours = tuple(range(colours))
        if len(masters) == 1:
            owner_sets = [((masters[0], all_colours),)]
        else:
            m0, m1 = masters
            owner_sets = []
            for mine in combinations(all_colours, per_master):
                rest = tuple(c for c in all_colours if c not in mine)
                owner_sets.append(((m0, mine), (m1, rest)))
        found = []
        for assignment in owner_sets:
            owners = [0] * colours
            for m, cols in assignment:
                for c in cols:
                    owners[c] = m
            found.append((assignment, tuple(owners)))
        _OWNER_SETS[key] = found
    return found


class Hypotheses(HypothesisReadings):
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
        log entry, and ``square`` is no hiding place any more (cheaper than starting again).
        Remembered: the playouts ask again for the one the master played (rollout.py)."""
        key = (actor, slot_master, square)
        found = self._after.get(key)
        if found is None:
            found = self._after[key] = self.after_turn(geo, actor, slot_master, DEVASTATE, square, -1, self.info.eliminated)
        return found

    def after_turn(self, geo: Geometry, actor: int, slot_master: int, kind: int, square: int, revealed: int,
                   eliminated) -> "Hypotheses":
        """The hypotheses once one more turn is in the log, as :func:`public_info` and a new
        :class:`Hypotheses` would give them, without starting again: ``actor`` took the turn
        of ``slot_master``'s slot, ``kind`` DEVASTATE, HUNT or PASS, ``square`` the tile removed
        (-1 for a pass), ``revealed`` the colour of the ghost it revealed (-1 if none) and
        ``eliminated`` the masters known to be eliminated after it."""
        info = self.info
        occ = info.occupancy
        event = kind != HUNT
        j = len(info.events)
        bit = 1 << j
        line_of = geo.lines
        between = geo.between
        candidates, reach, anyt = [], [], []
        changed = set()
        for c, cands in enumerate(info.candidates):
            if info.reveal_index[c] < BIG:  # revealed before: it acts no more
                candidates.append(cands)
                reach.append(self.reach[c])
                anyt.append(self.anyt[c])
                continue
            cs, rs, ays = [], [], []
            for p, r, a in zip(cands, self.reach[c], self.anyt[c]):
                if p == square:
                    changed.add(c)
                    if c != revealed:
                        continue  # the tile is gone and no ghost was under it
                elif c == revealed:
                    changed.add(c)
                    continue  # the ghost is where it was revealed
                if event and occ & line_of[p]:
                    a |= bit
                    if kind == DEVASTATE:
                        b = between[p].get(square)
                        if b is not None and occ & b == 0:
                            r |= bit
                cs.append(p)
                rs.append(r)
                ays.append(a)
            candidates.append(tuple(cs))
            reach.append(rs)
            anyt.append(ays)
        reveal_index = info.reveal_index
        if revealed >= 0:
            reveal_index = reveal_index[:revealed] + (info.log_length,) + reveal_index[revealed + 1:]
        events = info.events
        if event:
            events = events + ((info.log_length, actor, slot_master, kind, square, occ),)
        new = Hypotheses.__new__(Hypotheses)
        new.info = PublicGhostInfo(
            candidates=tuple(candidates),
            reveal_index=reveal_index,
            events=events,
            masters=info.masters,
            per_master=info.per_master,
            eliminated=frozenset(eliminated),
            occupancy=occ & ~(1 << square) if square >= 0 else occ,
            log_length=info.log_length + 1,
        )
        new.reach = reach
        new.anyt = anyt
        # a half of a master's ghosts whose candidates did not change keeps its placements: the
        # new entry's bit is in neither the masks (dev, passes) of a master who did not act
        # (and so does a master's set of groups made of such halves); with no reveal, an
        # ownership split that fitted the log still fits it if it fits the new entry
        same_reveals = revealed < 0 and new.info.eliminated == info.eliminated
        new._build({key: found for key, found in self._halves.items() if not changed.intersection(key[0])},
                   {key: found for key, found in self._groups.items() if not changed.intersection(key[0])},
                   self._fits if same_reveals else None, events[j:])
        return new

    def _build(self, halves: dict | None = None, cache: dict | None = None, fitted: dict | None = None,
               new_events: tuple = ()) -> None:
        """The ownership splits and, per master, the groups of placements that fit the log.
        ``halves`` and ``cache``: what is already known, ``(colours, dev, passes) -> _half``
        and ``-> _master_groups`` (kept in ``self._halves`` and ``self._groups``: they are
        the same in every split, and for every master, with the same colours and masks).
        ``fitted``: per ownership split, whether it fitted the log without ``new_events`` (with
        the same reveals and eliminations)."""
        info = self.info
        self._after: dict[tuple, Hypotheses] = {}
        self._fits = fits = {}
        self._halves = halves = {} if halves is None else halves
        self._groups = cache = {} if cache is None else cache
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
        for assignment, owners in _owner_sets(info.masters, info.per_master, colours):
            if len(info.masters) > 1:
                # fits[assignment]: False, or when each master was eliminated (PS-10, D-11: who took each ghost turn fits)
                before = fitted.get(assignment) if fitted is not None else None
                if before is None:
                    gone = self._elimination_fits(assignment)
                    ok = gone is not None and self._turns_fit(gone, events)
                elif before is False:
                    gone, ok = None, False
                else:
                    gone = before
                    ok = self._turns_fit(gone, new_events)
                fits[assignment] = gone if ok else False
                if not ok:
                    continue
            weight = 1
            groups_per_master = []
            for m, cols in assignment:
                key = (cols, dev[m], passes[m])
                found = cache.get(key)
                if found is None:
                    found = cache[key] = self._master_groups(cols, dev[m], passes[m], halves)
                total, groups = found
                weight *= total
                groups_per_master.append(groups)
                if not weight:
                    break
            if weight:
                self.splits.append((weight, owners, groups_per_master))
        self.total = sum(w for w, _, _ in self.splits)

    def _elimination_fits(self, assignment) -> dict[int, int] | None:
        """D-11: who is eliminated now fits this split: then, per master, the log index of its
        last reveal (eliminated before log index i iff that is < i); else None."""
        info = self.info
        gone = {}
        for m, cols in assignment:
            last = max(info.reveal_index[c] for c in cols)
            gone[m] = last
            if (last < BIG) != (m in info.eliminated):
                return None
        return gone

    @staticmethod
    def _turns_fit(gone: dict[int, int], events: tuple) -> bool:
        """PS-10: every ghost turn of ``events`` was taken by the slot's master unless eliminated."""
        for idx, actor, slot_master, _kind, _sq, _occ in events:
            out = gone[slot_master] < idx
            if out != (actor != slot_master):
                return False
        return True

    def _master_groups(self, cols: tuple[int, ...], dev: int, passes: int, halves: dict | None = None) -> tuple[int, list]:
        half = len(cols) // 2
        a_cols, b_cols = cols[:half], cols[half:]
        if halves is None:
            halves = {}
        a = halves.get((a_cols, dev, passes))
        if a is None:
            a = halves[(a_cols, dev, passes)] = self._half(a_cols, dev, passes)
        b = halves.get((b_cols, dev, passes))
        if b is None:
            b = halves[(b_cols, dev, passes)] = self._half(b_cols, dev, passes)
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
            # the second ghost's squares in runs of equal masks: a run's pairs go to one key, in order
            runs: list[tuple[int, list[int]]] = []
            for sq2, r2 in second:
                if runs and runs[-1][0] == r2:
                    runs[-1][1].append(sq2)
                else:
                    runs.append((r2, [sq2]))
            for sq1, r1, _a in first:
                for r2, squares in runs:
                    key = r1 | r2
                    found = out.get(key)
                    if found is None:
                        out[key] = [(sq1, sq2) for sq2 in squares]
                    else:
                        found.extend([(sq1, sq2) for sq2 in squares])
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
