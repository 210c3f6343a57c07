"""Don't Go In There: the score sheet of the results screen (rules/dont_go_in_there.md,
DG-1 and DG-13 to DG-17, D-11).

Where every player's curses came from, one column per player:
- one row per curse type in play: the curses its cards still counted when the last card
  was taken, with "(-n)" for the curses dispelled during play (DG-17: Clock, Doll, Mirror,
  Ring, Tome, Twin sets);
- the end step (DG-14), one row per end type in play: Amulet (DG-30), Cat (DG-31), Music
  Box (DG-37, "tie" when tied highest totals all dispelled) and Portrait (DG-38);
- the ghost penalty (DG-15);
- the total: the player's curses (DG-1), the game's Result.scores.
The rows add up to the total. Notes: everybody's ghost tokens (the tie-break), the cards
removed at set-up when the option shows them (D-11). ``tiebreak`` says in words when
fewer ghosts decided between players tied on curses (DG-16).

The parts are read from what everyone knows of the finished game, through a seat feed
(ghostparlor/feed.py): its public view (every seat's cards, face up and dispelled, the
penalty, the ghosts) and the end step's events in its log (which end effect dispelled how
many curses). The rules alone scored them; nothing here decides a rule.
"""

from __future__ import annotations

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.rules import END_ORDER, CardsDispelled
from ghostparlor.games.dont_go_in_there.table.art import P, curse_of, value_of
from ghostparlor.ui.score_sheet import ScoreSheet

DASH = "–"


def _and(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t(P + "sheet.and") + names[-1]


def score_parts(feed) -> dict | None:
    """The parts of every seat's curses in a finished game: ``taken`` (the curses of the
    cards it took) and ``play`` (the curses dispelled during play) per seat per type, ``end``
    per seat per end type (DG-14), ``penalty`` per seat (DG-15), the public ``view``."""
    if not feed.is_over():
        return None
    view = feed.public_view()
    n = view.players
    taken = [dict() for _ in range(n)]
    play = [dict() for _ in range(n)]
    end = [dict() for _ in range(n)]
    for entry in feed.log():  # DG-14: the end step's dispels, each of its own type's cards
        e = entry.event
        if isinstance(e, CardsDispelled) and e.reason in END_ORDER:
            end[e.seat][e.reason] = end[e.seat].get(e.reason, 0) + e.curses
    for seat in range(n):
        for card in view.tableaux[seat] + view.dispelled[seat]:  # every card the seat took
            taken[seat][curse_of(card)] = taken[seat].get(curse_of(card), 0) + value_of(card)
        for card in view.dispelled[seat]:  # a card counts for its own type, whatever dispelled it (a Tome names another)
            play[seat][curse_of(card)] = play[seat].get(curse_of(card), 0) + value_of(card)
        for curse, lost in end[seat].items():  # those dispelled at the end are not play's
            play[seat][curse] -= lost
    return {"taken": taken, "play": play, "end": end, "penalty": list(view.penalty), "view": view}


def tiebreak_text(names: list[str], curses: list[int], ghosts: list[int]) -> str:
    """DG-16 in words, when fewer ghost tokens decided between players tied on curses
    (empty when no such tie): who tied, and the order the ghosts gave them."""
    sentences = []
    for value in sorted(set(curses)):
        group = [i for i in range(len(curses)) if curses[i] == value]
        if len(group) < 2 or len({ghosts[i] for i in group}) < 2:
            continue
        group.sort(key=lambda i: (ghosts[i], i))
        order = ", ".join(t(P + "sheet.tiebreak_item", player=names[i], ghosts=ghosts[i]) for i in group)
        text = t(P + "sheet.tiebreak", players=_and([names[i] for i in sorted(group)]), curses=value, order=order)
        for g in sorted({ghosts[i] for i in group}):
            still = [names[i] for i in group if ghosts[i] == g]
            if len(still) > 1:
                text += " " + t(P + "sheet.still_shared", players=_and(still))
        sentences.append(text)
    return " ".join(sentences)


def _shared_notes(names: list[str], curses: list[int], ghosts: list[int], ranks: list[int]) -> list[str]:
    """Players tied on curses and on ghosts share their place (DG-16), said as a note."""
    notes = []
    for value in sorted(set(curses)):
        group = [i for i in range(len(curses)) if curses[i] == value]
        if len(group) > 1 and len({ghosts[i] for i in group}) == 1:
            notes.append(t(P + "sheet.shared", players=_and([names[i] for i in group]), rank=ranks[group[0]],
                           curses=value, ghosts_text=t("ui.count.ghosts", n=ghosts[group[0]])))
    return notes


def results_sheet(feed) -> ScoreSheet | None:
    """The score sheet of the finished game ``feed`` tells (None while it is not over)."""
    parts = score_parts(feed)
    if parts is None:
        return None
    game = feed.game
    names = feed.names()
    view = parts["view"]
    n = view.players
    rows: list[tuple[str, list[str]]] = []
    for curse in view.types:  # one row per type in play (DG-1, DG-17)
        cells = []
        for seat in range(n):
            got = parts["taken"][seat].get(curse, 0)
            lost = parts["play"][seat].get(curse, 0)
            if not got:
                cells.append(DASH)
            elif lost:
                cells.append(t(P + "sheet.cell_dispelled", n=got - lost, lost=lost))
            else:
                cells.append(str(got))
        rows.append((game.curse_name(curse), cells))
    for curse in END_ORDER:  # DG-14: the end step
        if curse not in view.types:
            continue
        losers = [seat for seat in range(n) if parts["end"][seat].get(curse)]
        cells = []
        for seat in range(n):
            lost = parts["end"][seat].get(curse, 0)
            if not lost:
                cells.append(DASH)
            elif curse == "music_box" and len(losers) > 1:  # DG-37: tied highest totals all dispel
                cells.append(t(P + "sheet.cell_tie", n=lost))
            else:
                cells.append(t(P + "sheet.cell_minus", n=lost))
        rows.append((t(P + f"sheet.end.{curse}"), cells))
    rows.append((t(P + "sheet.penalty"), [t(P + "sheet.cell_plus", n=p) if p else DASH for p in parts["penalty"]]))
    result = feed.result()
    curses = [int(x) for x in result.scores]
    ghosts = list(view.ghosts)  # D-9: everybody's, once the game is over
    total = (t(P + "sheet.total"), [str(c) for c in curses])
    notes = [t(P + "sheet.how")]
    if view.removed is not None:  # D-11: only when the option shows them
        by_type: dict[str, list[int]] = {}
        for card in view.removed:
            by_type.setdefault(curse_of(card), []).append(value_of(card))
        groups = [f"{game.curse_name(c)} {' '.join(map(str, sorted(v)))}" for c, v in sorted(by_type.items())]
        notes.append(t(P + "sheet.removed", count=len(view.removed), cards=" · ".join(groups) or DASH))
    notes += _shared_notes(names, curses, ghosts, list(result.ranks))
    notes.append(t(P + "sheet.ghosts", ghosts=", ".join(t(P + "sheet.tiebreak_item", player=names[i], ghosts=ghosts[i])
                                                        for i in range(n))))
    return ScoreSheet(t(P + "sheet.title"), rows, total, notes, tiebreak_text(names, curses, ghosts))


