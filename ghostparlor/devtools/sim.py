"""The headless simulator: plays many complete games with bots in every seat."""

from __future__ import annotations

import json
import random
import sys
import time
import traceback
from pathlib import Path
from typing import Any, Sequence

from ghostparlor.ai.protocol import Budget, make_bot
from ghostparlor.core.match import Match, Seat
from ghostparlor.core.protocol import CHANCE, TERMINAL, Game

MAX_ACTIONS = 1_000_000
"""A game longer than this is reported as an error (a rules bug), not played forever."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run started with ``seed``."""
    return seed * 1_000_000 + index


def play_game(game: Game, players: int, options: dict[str, Any], seed: int, bot_names: Sequence[str], budget: Budget | None = None) -> Match:
    """Play one complete game; returns the finished Match (its record replays it)."""
    seats = [Seat(f"{name} {i + 1}", name) for i, name in enumerate(bot_names)]
    match = Match(game, players, options, seed, seats)
    bots = [make_bot(name, game, i) for i, name in enumerate(bot_names)]
    bot_rngs = [random.Random(f"{seed}:bot:{i}") for i in range(players)]
    state = match.state
    rng = match.rng
    actions = match.actions
    to_move = game.to_move
    apply = game.apply
    legal_actions = game.legal_actions
    view = game.view
    sample = game.sample_chance
    while True:
        seat = to_move(state)
        if seat == CHANCE:
            action = sample(state, rng)
        elif seat == TERMINAL:
            break
        else:
            bot = bots[seat]
            legal = legal_actions(state)
            action = bot.choose(view(state, seat) if bot.needs_view else None, legal, bot_rngs[seat], budget)
        apply(state, action, False)
        actions.append(action)
        if len(actions) > MAX_ACTIONS:
            raise RuntimeError(f"the game did not end within {MAX_ACTIONS} actions")
    return match


def simulate(
    game: Game,
    players: int,
    games: int,
    seed: int = 1,
    bots: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
    records: Path | None = None,
    err=None,
) -> dict[str, Any]:
    """Play ``games`` games and return the summary (the JSON of ``sim --json``)."""
    err = err if err is not None else sys.stderr
    options = game.normalize_options(players, options)
    bot_names = list(bots) if bots else ["random"] * players
    if len(bot_names) == 1:
        bot_names = bot_names * players
    if len(bot_names) != players:
        raise ValueError(f"--bots names {len(bot_names)} bots for {players} players")
    for i, name in enumerate(bot_names):
        make_bot(name, game, i)  # unknown names fail before any game is played
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)
    wins = [0] * players
    score_sum = [0.0] * players
    team_wins = 0
    errors = 0
    total_actions = 0
    finished = 0
    start = time.perf_counter()
    for index in range(games):
        gseed = game_seed(seed, index)
        try:
            match = play_game(game, players, options, gseed, bot_names)
            result = game.result(match.state)
        except Exception:  # noqa: BLE001 - counted, reported, and the run goes on
            errors += 1
            print(f"error in game {index} (seed {gseed}):", file=err)
            traceback.print_exc(file=err)
            continue
        finished += 1
        total_actions += len(match.actions)
        for w in result.winners:
            wins[w] += 1
        for i, score in enumerate(result.scores):
            score_sum[i] += score
        if result.team_won:
            team_wins += 1
        if records is not None:
            path = records / f"{game.id}-{gseed}.json"
            path.write_text(json.dumps(match.record(fingerprints=True)), encoding="utf-8")
    seconds = time.perf_counter() - start
    summary: dict[str, Any] = {
        "game": game.id,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": bot_names,
        "options": options,
        "errors": errors,
        "mean_actions": round(total_actions / finished, 2) if finished else 0.0,
        "seconds": round(seconds, 4),
        "games_per_s": round(finished / seconds, 2) if seconds > 0 else 0.0,
        "actions_per_s": round(total_actions / seconds, 1) if seconds > 0 else 0.0,
        "wins": wins,
        "mean_score": [round(s / finished, 4) if finished else 0.0 for s in score_sum],
    }
    if game.cooperative:
        summary["team_win_rate"] = round(team_wins / finished, 4) if finished else 0.0
    return summary


def format_summary(summary: dict[str, Any]) -> str:
    lines = [
        f"game {summary['game']}, {summary['players']} players, {summary['games']} games, seed {summary['seed']}",
        f"bots: {', '.join(summary['bots'])}",
        f"errors: {summary['errors']}",
        f"mean actions per game: {summary['mean_actions']}",
        f"seconds: {summary['seconds']}  games/s: {summary['games_per_s']}  actions/s: {summary['actions_per_s']}",
    ]
    for i, (w, s) in enumerate(zip(summary["wins"], summary["mean_score"])):
        lines.append(f"  seat {i + 1} ({summary['bots'][i]}): wins {w}  mean score {s}")
    if "team_win_rate" in summary:
        lines.append(f"team win rate: {summary['team_win_rate']}")
    return "\n".join(lines)
