"""TH-19 to TH-22, TH-A6 and D-9, D-11: the team's win (every jewel out and every pawn
outside) and its losses (the sixth haunting, the deadlock of lone trapped carriers, the
advanced game's dead end), checked when the rules say, and the result: everybody wins
or loses together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ghostparlor.core.protocol import Event, Result
from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules.events import GameOver
from ghostparlor.games.treasure_hunters.rules.state import (
    LOST_DEAD_END,
    LOST_DEADLOCK,
    LOST_HAUNTINGS,
    OVER,
    WON,
    TreasureHuntersState,
)

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def check_loss(g: "TreasureHuntersGame", s: TreasureHuntersState, out: list[Event], events: bool) -> bool:
    """TH-20, TH-21, D-11 (TH-22: after every card and every step)."""
    outcome = ""
    if s.markers_left <= 0:
        outcome = LOST_HAUNTINGS  # TH-20
    elif deadlocked(g, s):
        outcome = LOST_DEADLOCK  # TH-21
    elif s.advanced and not s.putdown and dead_end(g, s):
        outcome = LOST_DEAD_END  # D-11
    if not outcome:
        return False
    finish(g, s, outcome, out, events)
    return True


def deadlocked(g: "TreasureHuntersGame", s: TreasureHuntersState) -> bool:
    """TH-21: every pawn carries a jewel and stands alone in a different haunted room."""
    room_of = g.board.room_of
    seen = set()
    for p, at in enumerate(s.pos):
        if not s.carry[p]:
            return False
        r = room_of[at]
        if r < 0 or not s.haunted[r] or at in seen:
            return False
        seen.add(at)
    return True


def dead_end(g: "TreasureHuntersGame", s: TreasureHuntersState) -> bool:
    """D-11: every pawn carries a jewel and none carries the next number."""
    nxt = len(s.delivered) + 1
    for j in s.carry:
        if not j or j == nxt:
            return False
    return True


def finish(g: "TreasureHuntersGame", s: TreasureHuntersState, outcome: str, out: list[Event], events: bool) -> None:
    s.outcome = outcome
    s.phase = OVER
    s.roll = 0
    s.draws_left = 0
    if events:
        out.append(GameOver(outcome, len(s.delivered), g.markers_total - s.markers_left))


def is_over(g: "TreasureHuntersGame", s: TreasureHuntersState) -> bool:
    return s.phase == OVER


def result_details(g: "TreasureHuntersGame", s: TreasureHuntersState, names: Sequence[str]) -> list[str]:
    """Why the game ended, and the jewels and hauntings it ended with."""
    lines = []
    if s.outcome:
        lines.append(t(f"treasure_hunters.ui.prompt.{s.outcome}"))
    lines.append(t("treasure_hunters.ui.jewels_out", n=len(s.delivered), total=g.jewel_count))
    lines.append(t("treasure_hunters.ui.haunted_count", n=sum(s.haunted), total=g.markers_total))
    return lines


def result(g: "TreasureHuntersGame", s: TreasureHuntersState) -> Result:
    won = s.outcome == WON
    score = float(len(s.delivered))
    return Result(
        scores=(score,) * s.n,
        ranks=(1,) * s.n,
        winners=tuple(range(s.n)) if won else (),  # co-op: everybody wins or loses together
        team_won=won,
    )


def won(g: "TreasureHuntersGame", s: TreasureHuntersState) -> bool:
    """TH-19: all the jewels are on the delivered pile and every pawn is outside."""
    out = g.board.out
    return len(s.delivered) == g.jewel_count and all(p == out for p in s.pos)


def ending(g: "TreasureHuntersGame", s: TreasureHuntersState) -> str:
    """How a position has already ended by the rules ('' if it has not), in the order the
    rules check (TH-20, TH-21, D-11, then TH-19): for reading positions."""
    if s.markers_left <= 0:
        return LOST_HAUNTINGS
    if deadlocked(g, s):
        return LOST_DEADLOCK
    if s.advanced and not s.putdown and dead_end(g, s):
        return LOST_DEAD_END
    return WON if won(g, s) else ""
