"""`ghostparlor tournament`: bots against bots, seats rotated, with confidence intervals.

Game ``i`` seats the bot list rotated by ``i`` places, so no bot keeps the best seat.
A win is credited to every winner, split evenly on a shared win; a bot's win share
is its credits over the seat-games it played. The 95% interval is Wilson's.
Decision times are measured around each ``choose`` call.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import Any, Sequence

from ghostparlor.ai.protocol import make_bot
from ghostparlor.core.match import Match, Seat
from ghostparlor.core.protocol import CHANCE, TERMINAL, Game


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 0.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def tournament(game: Game, players: int, bots: Sequence[str], games: int, seed: int = 1,
               options: dict[str, Any] | None = None) -> dict[str, Any]:
    options = game.normalize_options(players, options)
    bots = list(bots)
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise ValueError(f"--bots names {len(bots)} bots for {players} players")
    names = sorted(set(bots), key=bots.index)
    credit = {b: 0.0 for b in names}
    seat_games = {b: 0 for b in names}
    score_sum = {b: 0.0 for b in names}
    times: dict[str, list[float]] = {b: [] for b in names}
    team_wins = 0
    for index in range(games):
        seating = bots[index % players:] + bots[:index % players]
        gseed = seed * 1_000_003 + index
        match = Match(game, players, options, gseed, [Seat(b, b) for b in seating])
        agents = [make_bot(b, game, i) for i, b in enumerate(seating)]
        rngs = [random.Random(f"{gseed}:{i}") for i in range(players)]
        state = match.state
        while True:
            seat = game.to_move(state)
            if seat == TERMINAL:
                break
            if seat == CHANCE:
                action = game.sample_chance(state, match.rng)
            else:
                legal = game.legal_actions(state)
                bot = agents[seat]
                view = game.view(state, seat) if bot.needs_view else None
                t0 = time.perf_counter()
                action = bot.choose(view, legal, rngs[seat])
                times[seating[seat]].append(time.perf_counter() - t0)
            game.apply(state, action, events=False)
        result = game.result(state)
        if result.team_won:
            team_wins += 1
        for seat, name in enumerate(seating):
            seat_games[name] += 1
            score_sum[name] += result.scores[seat]
            if seat in result.winners:
                credit[name] += 1.0 / len(result.winners)
    entries = []
    for name in names:
        n = seat_games[name]
        decision = sorted(times[name])
        entries.append({
            "name": name,
            "win_share": round(credit[name] / n, 4) if n else 0.0,
            "ci95": list(wilson(credit[name], n)),
            "mean_score": round(score_sum[name] / n, 3) if n else 0.0,
            "decision_s_mean": round(statistics.fmean(decision), 5) if decision else 0.0,
            "decision_s_p95": round(decision[min(len(decision) - 1, int(len(decision) * 0.95))], 5) if decision else 0.0,
            "fair_share": round(1 / players, 4),
        })
    out: dict[str, Any] = {"game": game.id, "players": players, "games": games, "seed": seed, "bots": entries}
    if game.cooperative:
        out["team_win_rate"] = round(team_wins / games, 4) if games else 0.0
        out["team_ci95"] = list(wilson(team_wins, games))
    return out


def format_table(summary: dict[str, Any]) -> str:
    lines = [f"{summary['game']}, {summary['players']} players, {summary['games']} games (seats rotated), seed {summary['seed']}"]
    lines.append(f"{'bot':10} {'win share':>10} {'95% CI':>17} {'mean score':>11} {'decide mean':>12} {'p95':>8}")
    for e in summary["bots"]:
        lo, hi = e["ci95"]
        lines.append(f"{e['name']:10} {e['win_share']:>10.1%} {f'{lo:.1%}-{hi:.1%}':>17} {e['mean_score']:>11.2f} "
                     f"{e['decision_s_mean']:>11.3f}s {e['decision_s_p95']:>7.3f}s")
    if "team_win_rate" in summary:
        lines.append(f"team win rate {summary['team_win_rate']:.1%}")
    return "\n".join(lines)
