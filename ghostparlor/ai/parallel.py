"""Search on every core: root-parallel search in worker processes.

With ``workers`` of 2 or more, a search bot's decision is searched by that many worker
processes at once, each running the whole search (``SearchBot.think``) on the seat's view
with its own seed and the same budget (time, or playouts per worker), and their statistics
are merged at the root: every worker's playout rewards per candidate move are pooled, the
most-played candidate wins (sequential halving plays the moves it keeps most), and the
heuristic's move stays unless the pooled paired samples say the winner beats it
(``merge``). With one worker the search runs in the app's own process, sliced between
frames, exactly as before.

A worker receives the view and the legal actions only (pickled), never the state: the same
fairness as the bot in the window. The processes are started ("spawn", never "fork": the
window's process holds SDL) on the first decision that needs them, kept for the next ones,
and run at a lower priority so the window keeps its frames.

The number of workers is the setting ``thinking_cores`` (0: automatic, the machine's cores
minus one, at least one); ``set_workers`` applies it, and ``workers()`` reads it. Code that
sets nothing (tests, the simulator) searches in-process.

This module knows nothing of the search: the search hands it the job to run
(``ghostparlor.ai.search.search_job``), so the imports point one way (search to here).
"""

from __future__ import annotations

import atexit
import os
import random
from typing import TYPE_CHECKING, Any, Callable, Sequence

if TYPE_CHECKING:  # concurrent.futures and multiprocessing only when the workers start (start-up time)
    from concurrent.futures import Future, ProcessPoolExecutor

MAX_WORKERS = 64
_setting = 1  # workers for the search bots made from now on
_pool: ProcessPoolExecutor | None = None
_pool_size = 0


def default_workers() -> int:
    """The machine's cores minus one (one left for the window), at least one."""
    return max(1, min(MAX_WORKERS, (os.cpu_count() or 2) - 1))


def set_workers(count: int | None) -> int:
    """Search with ``count`` worker processes (0 or None: ``default_workers()``); returns
    the number in use."""
    global _setting
    _setting = default_workers() if not count else max(1, min(MAX_WORKERS, int(count)))
    return _setting


def workers() -> int:
    return _setting


def _lower_priority() -> None:
    try:
        os.nice(5)
    except (AttributeError, OSError):  # Windows has no nice(); a refused nice is harmless
        pass


def pool(size: int) -> ProcessPoolExecutor:
    """The worker processes (started on first use; restarted at another size)."""
    global _pool, _pool_size
    if _pool is not None and _pool_size != size:
        shutdown()
    if _pool is None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        _pool = ProcessPoolExecutor(max_workers=size, mp_context=multiprocessing.get_context("spawn"),
                                    initializer=_lower_priority)
        _pool_size = size
    return _pool


def _ready(game_id: str) -> int:
    """A worker's warm-up: the game's rules loaded, its bot and search hooks imported."""
    from ghostparlor.games import load_game, part

    if game_id:
        load_game(game_id)
        part(game_id, "bot")
        part(game_id, "search_hooks")
    return os.getpid()


def warm(size: int, game_id: str = "", wait: bool = False) -> None:
    """Start the workers (and load ``game_id`` in them) before the first decision needs them."""
    if size < 2:
        return
    try:
        futures = [pool(size).submit(_ready, game_id) for _ in range(size)]
        if wait:
            for f in futures:
                f.result()
    except Exception as exc:  # noqa: BLE001 - the decision itself falls back to this process
        import logging

        logging.getLogger("ghostparlor").warning("search workers did not start (%s)", exc)


def shutdown() -> None:
    global _pool, _pool_size
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
    _pool, _pool_size = None, 0


atexit.register(shutdown)


def seeds(rng: random.Random, count: int) -> list[str]:
    """One seed per worker, drawn from the bot's generator (so a decision depends only on
    the seed and the number of workers)."""
    base = rng.getrandbits(64)
    return [f"{base}:{i}" for i in range(count)]


def submit(job: Callable[..., Any], rng: random.Random, count: int, *args: Any) -> list[Future]:
    """Start ``count`` workers on one decision: ``job(seed, *args)`` in each (``job`` importable
    by name, for spawned processes), each with its own seed drawn from ``rng``."""
    executor = pool(count)
    return [executor.submit(job, seed, *args) for seed in seeds(rng, count)]


def merge(results: Sequence[dict[str, Any]], beats) -> tuple[int, int | None, int, float, float | None]:
    """The move the pooled statistics choose: (index into legal, the heuristic's index,
    playouts, the chosen move's mean reward, the heuristic's paired mean or None).

    ``beats(a, b)`` is the search's paired test (does ``a`` beat ``b`` by its confidence?)."""
    n = len(results[0]["values"])
    visits = [sum(len(r["values"][c]) for r in results) for c in range(n)]
    totals = [sum(sum(r["values"][c]) for r in results) for c in range(n)]
    done = sum(r["done"] for r in results)
    votes = [r["heuristic"] for r in results if r["heuristic"] is not None]
    h = max(sorted(set(votes)), key=votes.count) if votes else None
    if not any(visits):
        return (h if h is not None else 0), h, done, 0.0, None
    best = max(range(n), key=lambda c: (visits[c], totals[c] / visits[c] if visits[c] else 0.0, c == h))
    mean = totals[best] / visits[best]
    obvious = None
    if h is not None and best != h:
        # paired within each worker (its samples are shared by the moves it played on them)
        a: list[float] = []
        b: list[float] = []
        for r in results:
            common = min(len(r["values"][best]), len(r["values"][h]))
            a += r["values"][best][:common]
            b += r["values"][h][:common]
        if not beats(a, b):
            return h, h, done, mean, None
        obvious = sum(b) / len(b) if b else None
    return best, h, done, mean, obvious
