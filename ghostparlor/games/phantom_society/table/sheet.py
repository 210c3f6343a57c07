"""The Phantom Society's score sheet on the results screen (seats as columns).

- The standard game is one game won by a side (PS-12; Result: 1 point to every seat of
  the winning side): per-seat rows explain it: the side each seat played, the tiles it
  removed, the damage they did (PS-8: every removed tile with no ghost under it adds its
  value, whoever removed it), the ghosts it revealed and its forced passes (PS-11).
- A Master Game or a tournament (PS-15 to PS-17): a row per game with the victory points
  each seat's team scored in it (the stake, the difference of the bids, to the team that
  won), and the total (Result.scores: each seat scores its team's VP).
- ``tiebreak``: a tournament tied after its games goes on with one more game while tied
  (PS-17); the sheet says so, with the VP and the winners' names.

Public information only, from a feed of the finished game (``ghostparlor/feed.py``; the
results screen's is a spectator's): the events of the log that every seat may read, and the
finished games' summaries (every position is public at the end, D-9).
"""

from __future__ import annotations

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.rules import MasterPassed, TileRemoved
from ghostparlor.ui.score_sheet import ScoreSheet

S = "phantom_society.ui.sheet."


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def results_sheet(feed) -> ScoreSheet | None:
    result = feed.result()
    if result is None:
        return None
    view = feed.public_view()
    games = list(view.results)
    if not games:
        return None
    names = feed.names()
    seats = range(feed.players)
    total = (t(S + "total_vp" if view.mode != "standard" else S + "total_points"), [_number(x) for x in result.scores])
    if view.mode == "standard":
        return _one_game(feed, games[-1], names, total)
    team_of = {seat: i for i, team in enumerate(view.teams) for seat in team}
    rows = [(t(S + "row_team"), [t(S + "team", team=team_of.get(seat, 0) + 1) for seat in seats])]
    for summary in games:
        bids = [b[0] + b[1] if b is not None else 0 for b in summary.bids]
        label = t(S + "game_row", game=summary.game, first=bids[0], second=bids[1])
        rows.append((label, [f"+{summary.stake}" if seat in summary.winners else "0" for seat in seats]))
    notes = [t(S + "stake_rule")]
    last = games[-1]
    notes.append(t(S + "last_game", game=last.game, side=t(f"phantom_society.ui.sheet.side_{last.winner}"),
                   damage=last.damage, target=last.target))
    tiebreak = ""
    if view.mode == "tournament" and len(games) > view.games:
        level = sum(g.stake for g in games[:view.games] if g.winners and g.winners[0] in last.winners)
        tiebreak = t(S + "tiebreak", vp=level, games=view.games, game=last.game,
                     players=", ".join(names[i] for i in result.winners if 0 <= i < len(names)))
        notes.insert(0, tiebreak)  # on the sheet too, not only with the ranking
    title = t(S + "title_tournament" if view.mode == "tournament" else S + "title_master")
    return ScoreSheet(title, rows, total, notes, tiebreak)




def _one_game(feed, summary, names, total) -> ScoreSheet:
    count = feed.players
    seats = range(count)
    removed = [0] * count
    damage = [0] * count
    found = [0] * count
    passes = [0] * count
    for entry in feed.log():
        event = entry.event
        if isinstance(event, TileRemoved) and 0 <= event.seat < count:
            removed[event.seat] += 1
            damage[event.seat] += event.added
            found[event.seat] += 1 if event.revealed else 0
        elif isinstance(event, MasterPassed) and 0 <= event.seat < count:
            passes[event.seat] += 1
    side = [t("phantom_society.role.ghosts" if seat in summary.ghost_seats else "phantom_society.role.hunters")
            for seat in seats]
    rows = [
        (t(S + "row_side"), side),
        (t(S + "row_removed"), [str(n) for n in removed]),
        (t(S + "row_damage"), [str(n) for n in damage]),
        (t(S + "row_found"), [str(n) for n in found]),
    ]
    if any(passes):
        rows.append((t(S + "row_passes"), [str(n) for n in passes]))
    players = ", ".join(names[i] for i in summary.winners if 0 <= i < len(names))
    if summary.winner == "ghosts":
        notes = [t(S + "ghosts_won", players=players, damage=summary.damage, target=summary.target)]
    else:
        notes = [t(S + "hunters_won", players=players, damage=summary.damage, target=summary.target)]
    notes.append(t(S + "damage_rule"))
    return ScoreSheet(t(S + "title_standard"), rows, total, notes)
