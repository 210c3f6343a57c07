"""DG-1, DG-13 to DG-16, DG-30, DG-31, DG-37, DG-38, D-13, D-15: the end of the game. The end
effects (Amulet, Cat, Music Box, Portrait, in that order), the most-ghosts penalty, the
curses per seat and the winner with the DG-16 tie-break (fewest curses, then fewest ghosts).

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

from typing import Sequence

from ghostparlor.core.protocol import Result
from ghostparlor.core.strings import t

from .content import END_ORDER
from .curses import dispel, of_type
from .events import GameOver, GhostPenalty, RemovedCardsShown
from .state import DontGoInThereState, OVER


def curses_of(g, s: DontGoInThereState, seat: int) -> int:
    """DG-1: face-up values plus the ghost penalty."""
    value_of = g.value_of
    return sum(value_of[k] for k in s.tableau[seat]) + (s.penalty[seat] if s.penalty else 0)


def end_game(g, s: DontGoInThereState, out: list, events: bool) -> None:
    n = s.n
    ti = g.type_index
    for curse in END_ORDER:  # DG-14
        t = ti.get(curse, -1)
        if t < 0 or t not in s.in_play:
            continue
        if curse == "music_box":
            totals = [sum(g.value_of[x] for x in of_type(g, s, seat, t)) for seat in range(n)]
            top = max(totals)
            if top > 0:  # DG-37, D-13
                drop = g.param("music_box", "dispel")
                for seat in range(n):
                    if totals[seat] == top:
                        boxes = of_type(g, s, seat, t)
                        dispel(g, s, seat, boxes[-drop:], curse, out, events)
            continue
        for seat in range(n):
            mine = of_type(g, s, seat, t)
            if not mine:
                continue
            if curse == "amulet":
                dispel(g, s, seat, amulet_targets(g, mine), curse, out, events)  # DG-30
            elif curse == "cat":
                keep = g.param("cat", "keep")
                if s.ghosts[seat] <= g.param("cat", "ghost_limit") and len(mine) > keep:  # DG-31, D-15
                    dispel(g, s, seat, mine[keep:], curse, out, events)  # keep the lowest
            elif curse == "portrait":
                drop = len(mine) // g.param("portrait", "per")  # DG-38
                if drop:
                    dispel(g, s, seat, mine[-drop:], curse, out, events)
    top = max(s.ghosts)
    if top > 0:  # DG-15, D-13
        pay = top // g.penalty_divisor
        for seat in range(n):
            if s.ghosts[seat] == top:
                s.penalty[seat] = pay
                if events:
                    out.append(GhostPenalty(seat, top, pay))
    s.phase = OVER
    if events:
        if s.show_removed:
            out.append(RemovedCardsShown(cards_of_counts(g, s.removed)))
        res = result(g, s)
        out.append(GameOver(res.winners, tuple(int(x) for x in res.scores), tuple(s.ghosts)))


def amulet_targets(g, amulets: Sequence[int]) -> list[int]:
    """DG-30: for each pair (v, w), min(#v, #w) Amulets of value w, counted before the effect."""
    if not amulets:
        return []
    lo = g.type_of[amulets[0]] * g.V
    counts = {}
    for k in amulets:
        v = g.value_of[k]
        counts[v] = counts.get(v, 0) + 1
    drop: dict[int, int] = {}
    for v, w in g.param("amulet", "dispels_value"):
        drop[w] = drop.get(w, 0) + counts.get(v, 0)
    out = []
    for w, c in drop.items():
        out.extend([lo + g.values.index(w)] * min(c, counts.get(w, 0)))
    return out


def result(g, s: DontGoInThereState) -> Result:
    """DG-16: fewest curses, then fewest ghosts; still tied players share."""
    curses = [curses_of(g, s, seat) for seat in range(s.n)]
    keys = [(curses[i], s.ghosts[i]) for i in range(s.n)]
    best = min(keys)
    return Result(
        scores=tuple(float(c) for c in curses),
        ranks=tuple(1 + sum(1 for o in keys if o < mine) for mine in keys),
        winners=tuple(i for i, key in enumerate(keys) if key == best),
        lower_is_better=True,
    )


def result_details(g, s: DontGoInThereState, names: Sequence[str]) -> list[str]:
    """DG-16: everybody's curses and ghosts (the tie-break), in finishing order."""
    order = sorted(range(s.n), key=lambda i: (curses_of(g, s, i), s.ghosts[i], i))
    return [t("dont_go_in_there.ui.final_totals", player=names[i] if i < len(names) else "?",
              curses=curses_of(g, s, i), ghosts_text=t("ui.count.ghosts", n=s.ghosts[i])) for i in order]


def cards_of_counts(g, counts: Sequence[int]) -> tuple:
    return tuple(g.card_ids[k] for k, c in enumerate(counts) for _ in range(c))
