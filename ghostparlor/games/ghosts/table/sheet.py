"""The Ghosts score sheet on the results screen: fear points round by round (GH-12,
GH-13), from the game's public events as a seat's feed gives them."""

from __future__ import annotations

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.rules import PileTaken, ReliefGiven, RoundStarted
from ghostparlor.ui.score_sheet import ScoreSheet


def results_sheet(feed) -> ScoreSheet:
    """Fear points round by round (GH-12, GH-13): what each seat took and got back in every
    round, from the game's public events; the bottom line is the final score. ``feed``: a
    :class:`~ghostparlor.feed.SeatFeed` (any seat's, or a spectator's)."""
    n = feed.players
    rounds: list[tuple[int, list[int], list[int]]] = []  # (round, piles taken, relief returned)
    for entry in feed.log():
        event = entry.event
        if isinstance(event, RoundStarted):
            rounds.append((event.round, [0] * n, [0] * n))
        elif isinstance(event, PileTaken) and rounds:
            rounds[-1][1][event.seat] += 1
        elif isinstance(event, ReliefGiven) and rounds:
            rounds[-1][2][event.seat] += event.returned
    start = getattr(feed.game, "start_fp", 1)
    rows = [(t("ghosts.ui.sheet_start"), [str(start)] * n)]
    for number, took, relief in rounds:
        cells = []
        for seat in range(n):
            cell = t("ghosts.ui.sheet_gained", took=took[seat]) if took[seat] else t("ghosts.ui.sheet_none")
            if relief[seat]:
                cell = f"{cell} {t('ghosts.ui.sheet_relief', n=relief[seat])}" if took[seat] else t("ghosts.ui.sheet_relief", n=relief[seat])
            cells.append(cell)
        rows.append((t("ghosts.ui.sheet_round", n=number), cells))
    result = feed.result()
    scores = result.scores if result is not None else [0] * n
    total = (t("ghosts.ui.sheet_total"), [f"{int(s)}" if float(s).is_integer() else f"{s:.1f}" for s in scores])
    return ScoreSheet(t("ghosts.ui.sheet_title"), rows, total, [t("ghosts.ui.sheet_note")])


