"""DG-17, DG-30 to DG-41, D-4 to D-8, D-14: dispelling and the immediate effects of the
curse cards (Clock, Doll, Holy Water, Mask, Mirror, Ring, Tome, Twin); the Doll set and
Tome type a card asks its taker for are answered in ``choices``.

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

from bisect import insort
from typing import Sequence


from .events import CardsDispelled, EffectWithoutTarget, GhostsChanged, GhostsPassed
from .state import DOLL, DontGoInThereState, TOME


def dispel(g, s: DontGoInThereState, seat: int, kinds: list[int], reason: str, out: list, events: bool) -> None:
    """DG-17: turn ``kinds`` face down in the seat's tableau."""
    if not kinds:
        return
    tab = s.tableau[seat]
    dis = s.dispelled[seat]
    for k in kinds:
        tab.remove(k)
        insort(dis, k)
    if events:
        out.append(CardsDispelled(seat, tuple(g.card_ids[k] for k in sorted(kinds)), reason, sum(g.value_of[k] for k in kinds)))


def of_type(g, s: DontGoInThereState, seat: int, t: int) -> list[int]:
    """The seat's face-up kinds of type ``t``, ascending value."""
    lo = t * g.V
    hi = lo + g.V
    return [k for k in s.tableau[seat] if lo <= k < hi]


def card_effect(g, s: DontGoInThereState, seat: int, k: int, out: list, events: bool) -> bool:
    """The immediate effect of the card just taken; True when a decision is pending."""
    t = g.type_of[k]
    if t == g.T_MIRROR:
        gain = g.param("mirror", "ghosts")  # DG-36
        s.ghosts[seat] += gain
        if events and gain:
            out.append(GhostsChanged(seat, gain, "mirror"))
        mirrors = of_type(g, s, seat, t)
        if len(mirrors) >= g.param("mirror", "set"):
            dispel(g, s, seat, mirrors, "mirror", out, events)
    elif t == g.T_RING:
        rings = of_type(g, s, seat, t)
        if len(rings) >= g.param("ring", "set"):  # DG-39
            dispel(g, s, seat, rings, "ring", out, events)
    elif t == g.T_TWIN:
        same = [x for x in of_type(g, s, seat, t) if x == k]
        if len(same) >= g.param("twin", "set"):  # DG-41
            dispel(g, s, seat, same, "twin", out, events)
    elif t == g.T_HOLY:
        count = len(of_type(g, s, seat, t))
        if count % g.param("holy_water", "set") == 0:  # DG-34, D-4
            lose = s.ghosts[seat] // g.param("holy_water", "discard_divisor")
            if lose:
                s.ghosts[seat] -= lose
                if events:
                    out.append(GhostsChanged(seat, -lose, "holy_water"))
    elif t == g.T_MASK:
        count = len(of_type(g, s, seat, t))
        give = min(count, s.ghosts[seat])  # DG-35, DG-18
        if give:
            right = (seat - 1) % s.n  # D-8: the previous player in turn order
            s.ghosts[seat] -= give
            s.ghosts[right] += give
            if events:
                out.append(GhostsPassed(seat, right, give))
    elif t == g.T_CLOCK:
        if s.clock_by < 0:  # DG-32, D-14: once per game, for everybody
            clocks = of_type(g, s, seat, t)
            if sum(g.value_of[x] for x in clocks) >= g.param("clock", "threshold"):
                s.clock_by = seat
                dispel(g, s, seat, clocks[-g.param("clock", "dispel"):], "clock", out, events)  # DG-17: highest
    elif t == g.T_DOLL:
        options = doll_sets(g, s.tableau[seat], k)
        if len(options) == 1:
            dispel_dolls(g, s, seat, options[0], out, events)
        elif options:
            s.doll_options = options  # D-7: the owner chooses
            s.phase = DOLL
            return True
    elif t == g.T_TOME:
        tomes = of_type(g, s, seat, t)
        if len(tomes) % g.param("tome", "set") == 0:  # DG-40, D-4
            if len(s.tableau[seat]) > len(tomes):
                s.phase = TOME  # D-5: name a type
                return True
            if events:
                out.append(EffectWithoutTarget(seat, "tome"))
    return False


def doll_sets(g, tableau: Sequence[int], new: int) -> list[tuple]:
    """DG-33, D-7: the value sets of face-up Dolls that include the new one and add up
    to exactly the target, in the priority order of the content (others after)."""
    t = g.type_of[new]
    lo = t * g.V
    counts = [0] * g.V
    for k in tableau:
        if lo <= k < lo + g.V:
            counts[k - lo] += 1
    target = g.doll_target
    found: list[tuple] = []
    values = g.values
    nv = g.V

    def walk(i: int, total: int, picked: list[int]) -> None:
        if total == target:
            found.append(tuple(picked))
            return
        if i >= nv or total > target:
            return
        for c in range(counts[i], -1, -1):
            add = values[i] * c
            if total + add <= target:
                walk(i + 1, total + add, picked + [values[i]] * c)

    walk(0, 0, [])
    newv = g.value_of[new]
    found = [f for f in found if newv in f]
    prio = g.doll_priority
    found.sort(key=lambda f: (prio.index(f) if f in prio else len(prio), f))
    return found


def dispel_dolls(g, s: DontGoInThereState, seat: int, values: tuple, out: list, events: bool) -> None:
    lo = g.T_DOLL * g.V
    kinds = [lo + g.values.index(v) for v in values]
    dispel(g, s, seat, kinds, "doll", out, events)
