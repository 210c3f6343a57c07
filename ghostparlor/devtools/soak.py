"""`ghostparlor soak`: play every game, player count and option variant for N minutes,
checking the protocol's invariants after every action.

After every action: a seat to move has legal actions; the totals a game conserves
are unchanged. On a sample of steps: every seat's view is unchanged when the
information hidden from it is drawn anew (no leak), and the state's JSON
round-trips. At the end of each game: the record replays to the same
fingerprints. Errors are counted with their seed; the run goes on.
"""

from __future__ import annotations

import itertools
import random
import sys
import time
import traceback
from typing import Any, Iterator

from ghostparlor.ai.protocol import bot_names, make_bot
from ghostparlor.core.match import Match, Seat, replay_check
from ghostparlor.core.protocol import CHANCE, TERMINAL, Game
from ghostparlor.games import implemented_ids, load_game

MAX_STEPS = 200_000


def option_variants(game: Game, players: int) -> list[dict[str, Any]]:
    """A few values of every option (defaults first), one option varied at a time."""
    variants: list[dict[str, Any]] = [{}]
    for name, opt in game.spec.options.items():
        if opt.kind == "bool":
            values = [True, False]
        elif opt.kind == "choice":
            values = list(opt.choices)
        elif opt.kind == "seat":
            values = ["random", 1, players]
        else:
            lo = opt.minimum if opt.minimum is not None else opt.default
            hi = opt.maximum if opt.maximum is not None else opt.default
            values = sorted({lo, opt.default, hi})
        for value in values:
            if value != opt.default:
                variants.append({name: value})
    return variants


def schedule(seed: int) -> Iterator[tuple[str, int, dict[str, Any], list[str], int]]:
    """(game, players, options, bots per seat, game seed), cycling through everything."""
    rng = random.Random(seed)
    for round_ in itertools.count():
        for game_id in implemented_ids():
            game = load_game(game_id)
            bots = [b for b in ("random", "easy") if b in bot_names(game)]
            for players in range(game.min_players, game.max_players + 1):
                for options in option_variants(game, players):
                    seats = [rng.choice(bots) for _ in range(players)]
                    yield game_id, players, options, seats, rng.randrange(2**31)


def check_game(game: Game, players: int, options: dict[str, Any], bots: list[str], seed: int, rng: random.Random) -> int:
    """Play one game with every check; returns the number of actions."""
    match = Match(game, players, options, seed, [Seat(f"{b} {i + 1}", b) for i, b in enumerate(bots)])
    agents = [make_bot(b, game, i) for i, b in enumerate(bots)]
    state = match.state
    totals = game.conserved(state)
    for step in range(MAX_STEPS):
        seat = game.to_move(state)
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            action = match.next_chance()
        else:
            legal = game.legal_actions(state)
            if not legal:
                raise AssertionError(f"step {step}: seat {seat} has no legal action")
            bot = agents[seat]
            action = bot.choose(game.view(state, seat) if bot.needs_view else None, legal, rng)
        match.apply(action, events=False)
        if game.conserved(state) != totals:
            raise AssertionError(f"step {step}: conserved totals changed")
        if rng.random() < 0.05:
            for viewer in [*range(players), None]:
                other = game.resample_hidden(state, viewer, rng)
                if game.view(other, viewer) != game.view(state, viewer):
                    raise AssertionError(f"step {step}: the view of seat {viewer} leaks hidden information")
            data = game.state_to_json(state)
            if game.state_to_json(game.state_from_json(data)) != data:
                raise AssertionError(f"step {step}: the state's JSON does not round-trip")
    else:
        raise AssertionError(f"the game did not end in {MAX_STEPS} steps")
    ok, message = replay_check(game, match.record(fingerprints=True))
    if not ok:
        raise AssertionError(f"replay: {message}")
    return len(match.actions)


def soak(minutes: float, seed: int = 1, out=None) -> dict[str, Any]:
    out = out or sys.stdout
    rng = random.Random(seed)
    start = time.perf_counter()
    deadline = start + minutes * 60
    games = errors = actions = 0
    per_game: dict[str, int] = {}
    for game_id, players, options, bots, game_seed in schedule(seed):
        if time.perf_counter() >= deadline:
            break
        game = load_game(game_id)
        try:
            actions += check_game(game, players, options, bots, game_seed, rng)
        except Exception:  # noqa: BLE001 - counted and reported; the soak goes on
            errors += 1
            print(f"error: {game_id} players={players} options={options} bots={bots} seed={game_seed}", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
        games += 1
        per_game[game_id] = per_game.get(game_id, 0) + 1
    seconds = time.perf_counter() - start
    return {
        "minutes": round(seconds / 60, 2),
        "games": games,
        "errors": errors,
        "actions": actions,
        "games_per_minute": round(games / (seconds / 60), 1) if seconds > 0 else 0.0,
        "per_game": per_game,
    }
