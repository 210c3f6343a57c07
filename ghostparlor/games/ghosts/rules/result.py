"""GH-15 and D14: who wins a game of Ghosts (the fewest fear points; ties are
shared), and the lines the results screen shows (the margin, GH-13's relief)."""

from __future__ import annotations

from typing import Sequence

from ghostparlor.core.protocol import Result, ranks_from_scores
from ghostparlor.core.strings import t

from .state import OVER, GhostsState


def winners(fp: Sequence[int]) -> tuple:
    """GH-15, D14: every seat with the fewest FP; no tie-breaker."""
    best = min(fp)
    return tuple(i for i, f in enumerate(fp) if f == best)


def is_over(g, s: GhostsState) -> bool:
    return s.phase == OVER


def result(g, s: GhostsState) -> Result:
    scores = tuple(float(f) for f in s.fp)
    return Result(
        scores=scores,
        ranks=ranks_from_scores(scores, lower_is_better=True),
        winners=winners(s.fp),  # GH-15, D14
        lower_is_better=True,
    )


def result_details(g, s: GhostsState, names: Sequence[str]) -> list[str]:
    """The winning margin (GH-15) and who got the last round's relief (GH-13)."""
    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    best = min(s.fp)
    won = winners(s.fp)
    if len(won) > 1:
        lines = [t("ghosts.ui.end_shared", players=", ".join(who(i) for i in won), fp=best)]
    else:
        rest = [f for i, f in enumerate(s.fp) if i != won[0]]
        lines = [t("ghosts.ui.end_alone", player=who(won[0]), fp=best, gap=min(rest) - best if rest else 0)]
    relieved = [who(i) for i in range(s.n) if not s.took[i]]
    lines.append(t("ghosts.ui.end_relief", players=", ".join(relieved)) if relieved else t("ghosts.ui.end_no_relief"))
    return lines
