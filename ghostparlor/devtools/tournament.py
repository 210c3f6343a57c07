"""`ghostparlor tournament`: bots against bots, seats rotated, with confidence intervals.

Game ``i`` seats the bot list rotated by ``i`` places, so no bot keeps the best seat.
A win is credited to every winner, split evenly on a shared win; a bot's win share
is its credits over the seat-games it played. The 95% interval is Wilson's.
Decision times are measured around each ``choose`` call. In a game with roles
(``game.role_of``, e.g. ghost masters and hunters) each bot's share is also given
per role.

Games are independent (each has its own seed), so ``workers`` processes can play
them side by side; with bots budgeted in playouts the result does not depend on
the number of workers.

With ``record`` (``--record FILE``) every finished game is appended to a JSON-lines
file as it ends. Run the same command again and the games already in the file are
not played again: a long table can be stopped and resumed (or grown with a larger
``--games``), and the summary is always of games ``0 .. games-1`` of the seed. A record is
read line by line in bounded memory (:func:`_record_lines`: limits per line, per file and
on empty lines) and appended to only once all of it has read as this tournament's: a cut
or damaged header is refused naming line 1 and the file is left as it is (docs/files.md).
"""

from __future__ import annotations

import json
import math
import os
import random
import stat
import statistics
import sys
import time
from typing import Any, Callable, Iterator, Sequence

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


def seating_for(bots: Sequence[str], index: int) -> list[str]:
    players = len(bots)
    shift = index % players
    return list(bots[shift:]) + list(bots[:shift])


def play_game(game: Game, players: int, options: dict[str, Any], seating: Sequence[str], gseed: int) -> dict[str, Any]:
    """One game of the tournament: per seat its bot, credit, score, role and decision times."""
    match = Match(game, players, options, gseed, [Seat(b, b) for b in seating])
    agents = [make_bot(b, game, i) for i, b in enumerate(seating)]
    rngs = [random.Random(f"{gseed}:{i}") for i in range(players)]
    times: list[list[float]] = [[] for _ in range(players)]
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
            times[seat].append(round(time.perf_counter() - t0, 5))
        game.apply(state, action, events=False)
    result = game.result(state)
    role_of = getattr(game, "role_of", None)
    return {
        "seating": list(seating),
        "credit": [1.0 / len(result.winners) if seat in result.winners else 0.0 for seat in range(players)],
        "scores": list(result.scores),
        "roles": [role_of(state, seat) if role_of else None for seat in range(players)],
        "times": times,
        "team_won": result.team_won,
    }


def _play_indexed(job: tuple) -> tuple[int, dict[str, Any]]:
    """A worker's entry point (importable, so it works with spawned processes too)."""
    index, game_id, players, options, seating, gseed = job
    from ghostparlor.games import load_game

    return index, play_game(load_game(game_id), players, options, seating, gseed)


class RecordError(ValueError):
    """A record file that belongs to another tournament, or is not one."""


def record_header(game: Game, players: int, bots: Sequence[str], seed: int, options: dict[str, Any]) -> dict[str, Any]:
    return {"record": "ghostparlor tournament", "game": game.id, "players": players, "bots": list(bots),
            "seed": seed, "options": options}


MAX_RECORD_BYTES = 1024 * 1024 * 1024  # a record of 10,000 games is ~20 MB
MAX_LINE_BYTES = 4 * 1024 * 1024
MAX_RECORD_LINES = 1_000_000  # lines of one record, empty ones too (10,000 games is a large table)
MAX_EMPTY_LINES = 1000  # empty lines passed over in one record (the writer writes none)
_READ_BUFFER = 1024 * 1024


def _line(text: str) -> Any:
    """One JSON line of a record, read with the discipline of docs/files.md (None if unusable)."""
    from ghostparlor.persistence.reading import Damaged, json_document

    if len(text) > MAX_LINE_BYTES:
        return None
    try:
        return json_document(text)
    except Damaged:
        return None


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_outcome(outcome: Any, header: dict[str, Any]) -> bool:
    """Whether ``outcome`` has the shape play_game gives (summarize trusts it)."""
    players, bots = header.get("players"), header.get("bots") or []
    if not isinstance(outcome, dict) or type(players) is not int:  # true is no number of players
        return False
    lists = [outcome.get(k) for k in ("seating", "credit", "scores", "roles", "times")]
    if not all(isinstance(v, list) and len(v) == players for v in lists):
        return False
    seating, credit, scores, roles, times = lists
    return (all(isinstance(b, str) and b in bots for b in seating) and all(_number(c) and 0 <= c <= 1 for c in credit)
            and all(map(_number, scores)) and all(r is None or isinstance(r, str) for r in roles)
            and all(isinstance(ts, list) and all(_number(x) and x >= 0 for x in ts) for ts in times)
            and "team_won" in outcome and (outcome["team_won"] is None or isinstance(outcome["team_won"], bool)))


def _canonical(value: Any) -> str:
    """Equal texts for equal JSON values, and only for them (true is not 1, 1.0 is not 1)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _record_lines(path: str) -> Iterator[tuple[int, str | None]]:
    """(number, text) of each line of the record at ``path``: "" for an empty line, None for a
    last line cut off before its newline. Read line by line, in bounded memory, with the
    discipline of docs/files.md: a regular file of at most MAX_RECORD_BYTES opened without
    blocking, lines of at most MAX_LINE_BYTES, at most MAX_RECORD_LINES lines of which at most
    MAX_EMPTY_LINES empty. Raises FileNotFoundError or OSError at once (before the first
    line is asked for); RecordError, naming the file and the line, when it is not a record."""
    from ghostparlor.core.printable import shown_name
    name = shown_name(path)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise RecordError(f"{name}: it is a folder, not a record")
        if not stat.S_ISREG(st.st_mode):
            raise RecordError(f"{name}: it is not a regular file")
        if st.st_size > MAX_RECORD_BYTES:
            raise RecordError(f"{name}: it is too large ({st.st_size // 2**20} MB; a record is read up to "
                              f"{MAX_RECORD_BYTES // 2**20} MB)")
        handle = os.fdopen(fd, "rb", buffering=_READ_BUFFER)
    except BaseException:
        os.close(fd)
        raise

    def lines() -> Iterator[tuple[int, str | None]]:
        total = empty = 0
        with handle:
            for number in range(1, MAX_RECORD_LINES + 2):
                line = handle.readline(MAX_LINE_BYTES + 1)
                if not line:
                    return
                total += len(line)
                if total > MAX_RECORD_BYTES:  # it grew while it was read
                    raise RecordError(f"{name}, line {number}: the record is larger than {MAX_RECORD_BYTES // 2**20} MB")
                if len(line) > MAX_LINE_BYTES:
                    raise RecordError(f"{name}, line {number}: longer than {MAX_LINE_BYTES // 2**20} MB, "
                                      "not a line ghostparlor writes")
                if number > MAX_RECORD_LINES:
                    raise RecordError(f"{name}, line {number}: more than {MAX_RECORD_LINES} lines")
                if not line.endswith(b"\n"):
                    yield number, None  # cut off at the end: a run stopped while it wrote
                    return
                text = line.strip()
                if not text:
                    empty += 1
                    if empty > MAX_EMPTY_LINES:
                        raise RecordError(f"{name}, line {number}: more than {MAX_EMPTY_LINES} empty lines, "
                                          "which no tournament writes")
                    yield number, ""
                    continue
                try:
                    yield number, text.decode("utf-8")
                except UnicodeDecodeError:
                    raise RecordError(f"{name}, line {number}: not UTF-8 text") from None

    return lines()


def _header_line(path: str, lines: Iterator[tuple[int, str | None]]) -> tuple[str, Any]:
    """The text and the data of the record's first line; RecordError when it is not a whole
    JSON line (cut off, empty, damaged). Nothing is read past it."""
    from ghostparlor.core.printable import cut, shown_name

    name = shown_name(path)
    number, text = next(lines, (1, ""))
    if text is None:
        raise RecordError(f"{name}, line 1: the header is cut off (the run stopped as it began?); the file is left "
                          "as it is: give a new file, or remove this one if it holds nothing of yours")
    head = _line(text) if text else None
    if not isinstance(head, dict) or head.get("record") != "ghostparlor tournament":
        what = "empty" if not text else f"not the header of a tournament record ({cut(text)})"
        raise RecordError(f"{name}, line 1: {what}; the file is left as it is")
    return text, head


def read_record(path: str, header: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """The games already recorded in ``path`` for this tournament (index -> outcome).

    Read line by line (:func:`_record_lines`). A last line cut off mid-write (a run killed as
    a game ended) is left out: that game is played again. A first line that is not this
    tournament's header (cut off, damaged, of another tournament) or a line that is not a
    recorded game raises RecordError naming the line; the file is left as it is. An empty
    file is a new record.
    """
    from ghostparlor.core.printable import cut, shown_name

    done: dict[int, dict[str, Any]] = {}
    try:
        lines = _record_lines(path)
    except FileNotFoundError:
        return done
    name = shown_name(path)
    try:
        if os.path.getsize(path) == 0:
            return done
        text, first = _header_line(path, lines)
        if _canonical(first) != _canonical(header):
            raise RecordError(f"{name} records another tournament ({cut(text, 160)}); "
                              "give a new file, or the same game, players, bots, seed and options")
        for number, line in lines:
            if line is None:
                break  # cut off mid-write: played again
            if not line:
                continue
            entry = _line(line)
            try:
                index = entry["index"]
                if type(index) is not int or not 0 <= index < MAX_RECORD_LINES or not _check_outcome(entry["outcome"], first):
                    raise ValueError
                done[index] = entry["outcome"]
            except (KeyError, TypeError, ValueError):
                raise RecordError(f"{name}, line {number}: not a recorded game") from None
    finally:
        lines.close()
    return done


def _lock_run(out: Any, path: str) -> None:
    """Hold ``path`` for this run (the lock goes with the file's closing); a second run on the
    same record at once is refused."""
    from ghostparlor.core.printable import shown_name
    from ghostparlor.persistence.locking import try_lock

    if not try_lock(out.fileno(), offset=2**31 - 2):  # on Windows a byte past the end: reading stays free
        raise RecordError(f"{shown_name(path)} is being written by another tournament run; wait for it, or give a new file")


def _open_record(path: str, header: dict[str, Any]) -> tuple[Any, dict[int, dict[str, Any]]]:
    """The record at ``path`` opened to append to, held for this run, and the games it holds.
    It is appended to only after it was read as this tournament's (:func:`read_record`): a
    new or empty file starts with the header; a last line cut off before its newline (every
    game is written as one line with its newline) is dropped. Raises RecordError (the file
    left as it is) when it is not this tournament's record."""
    out = open(path, "a+b")  # read too: the last line is looked for from the end
    try:
        _lock_run(out, path)
        done = read_record(path, header)
        size = out.seek(0, os.SEEK_END)
        if size == 0:
            out.write((json.dumps(header) + "\n").encode("utf-8"))
            out.flush()
        else:
            keep = _after_last_newline(out.fileno(), size)
            if keep != size:
                out.truncate(keep)
                out.seek(0, os.SEEK_END)
    except BaseException:
        out.close()
        raise
    return out, done


def _after_last_newline(fd: int, size: int) -> int:
    """Where the last complete line of the file ends (looked for from the end, a block at a time)."""
    end = size
    while end > 0:
        start = max(0, end - 65536)
        block = os.pread(fd, end - start, start) if hasattr(os, "pread") else _read_at(fd, start, end - start)
        found = block.rfind(b"\n")
        if found >= 0:
            return start + found + 1
        end = start
    return 0


def _read_at(fd: int, start: int, length: int) -> bytes:  # pragma: no cover - Windows has no pread
    with open(os.dup(fd), "rb", closefd=True) as f:
        f.seek(start)
        return f.read(length)


def summarize_record(path: str) -> dict[str, Any]:
    """The table of the games recorded in ``path`` so far (a run may still be adding to it)."""
    return summarize_records([path])


def _checked_header(path: str) -> dict[str, Any]:
    """The header of the record at ``path`` if it has every part summarize needs, of its type."""
    from ghostparlor.core.printable import shown_name

    lines = _record_lines(path)
    try:
        _, this = _header_line(path, lines)
    except RecordError as exc:
        raise RecordError(f"{shown_name(path)} is not a tournament record ({exc})") from None
    finally:
        lines.close()
    players, bots = this.get("players"), this.get("bots")
    if not isinstance(this.get("game"), str) or type(players) is not int or not 1 <= players <= 64 \
            or not isinstance(bots, list) or not all(isinstance(b, str) for b in bots) \
            or type(this.get("seed")) is not int or not isinstance(this.get("options", {}), dict):
        raise RecordError(f"{shown_name(path)} is not a tournament record (its header's game, players, bots, "
                          "seed or options are damaged)")
    return this


def summarize_records(paths: Sequence[str]) -> dict[str, Any]:
    """One table of the games recorded in ``paths``: runs of the same tournament with
    different seeds (games are independent, so they add up; percentiles stay exact, as
    every decision's time is recorded). ``seed`` is the list of seeds if there are several.
    Each record is read line by line (:func:`_record_lines`)."""
    from ghostparlor.core.printable import shown_name
    from ghostparlor.games import load_game

    game, header, outcomes, seeds = None, None, [], []
    for path in paths:
        this = _checked_header(path)
        if game is None:
            try:
                game = load_game(this["game"])
            except KeyError as exc:
                raise RecordError(f"{shown_name(path)} is not a tournament record ({exc})") from None
        if header is None:
            header = this
        elif _canonical({**this, "seed": None}) != _canonical({**header, "seed": None}):
            raise RecordError(f"{shown_name(path)} records another game, bots or options than {shown_name(paths[0])}")
        done = read_record(path, this)
        outcomes += [done[i] for i in sorted(done)]
        seeds.append(this["seed"])
    if header is None:
        raise RecordError("no tournament record given")
    seed = seeds[0] if len(seeds) == 1 else seeds
    return summarize(game, header["players"], header["bots"], len(outcomes), seed, outcomes)


def tournament(game: Game, players: int, bots: Sequence[str], games: int, seed: int = 1,
               options: dict[str, Any] | None = None, workers: int = 1,
               progress: Callable[[int, int], None] | None = None,
               record: str | None = None) -> dict[str, Any]:
    options = game.normalize_options(players, options)
    bots = list(bots)
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise ValueError(f"--bots names {len(bots)} bots for {players} players")
    for name in set(bots):
        make_bot(name, game, 0)  # an unknown bot fails before any game is played
    done: dict[int, dict[str, Any]] = {}
    out_file = None
    if record:
        out_file, done = _open_record(record, record_header(game, players, bots, seed, options))
    jobs = [(i, game.id, players, options, seating_for(bots, i), seed * 1_000_003 + i)
            for i in range(games) if i not in done]
    outcomes = {i: done[i] for i in range(games) if i in done}

    def finished(index: int, outcome: dict[str, Any]) -> None:
        outcomes[index] = outcome
        if out_file:
            out_file.write((json.dumps({"index": index, "outcome": outcome}) + "\n").encode("utf-8"))
            out_file.flush()
        if progress:
            progress(len(outcomes), games)

    try:
        if workers > 1 and len(jobs) > 1:
            from concurrent.futures import ProcessPoolExecutor

            with ProcessPoolExecutor(max_workers=workers) as pool:
                for index, outcome in pool.map(_play_indexed, jobs):
                    finished(index, outcome)
        else:
            for index, _, _, _, seating, gseed in jobs:
                finished(index, play_game(game, players, options, seating, gseed))
    finally:
        if out_file:
            out_file.close()
    return summarize(game, players, bots, games, seed, [outcomes[i] for i in sorted(outcomes)])


def summarize(game: Game, players: int, bots: Sequence[str], games: int, seed: int,
              outcomes: Sequence[dict[str, Any]]) -> dict[str, Any]:
    names = sorted(set(bots), key=list(bots).index)
    credit = {b: 0.0 for b in names}
    seat_games = {b: 0 for b in names}
    score_sum = {b: 0.0 for b in names}
    times: dict[str, list[float]] = {b: [] for b in names}
    by_role: dict[str, dict[str, list[float]]] = {b: {} for b in names}
    team_wins = 0
    for outcome in outcomes:
        if outcome["team_won"]:
            team_wins += 1
        for seat, name in enumerate(outcome["seating"]):
            seat_games[name] += 1
            score_sum[name] += outcome["scores"][seat]
            credit[name] += outcome["credit"][seat]
            times[name].extend(outcome["times"][seat])
            role = outcome["roles"][seat]
            if role is not None:
                # a team shares one win: per role, a game counts once, won if the bot's side won
                entry = by_role[name].setdefault(role, [0.0, 0.0])
                entry[0] += 1.0 if outcome["credit"][seat] > 0 else 0.0
                entry[1] += 1.0
    entries = []
    for name in names:
        n = seat_games[name]
        decision = sorted(times[name])
        entry = {
            "name": name,
            "win_share": round(credit[name] / n, 4) if n else 0.0,
            "ci95": list(wilson(credit[name], n)),
            "mean_score": round(score_sum[name] / n, 3) if n else 0.0,
            "decision_s_mean": round(statistics.fmean(decision), 5) if decision else 0.0,
            "decision_s_p50": round(decision[min(len(decision) - 1, int(len(decision) * 0.50))], 5) if decision else 0.0,
            "decision_s_p95": round(decision[min(len(decision) - 1, int(len(decision) * 0.95))], 5) if decision else 0.0,
            "decision_s_p99": round(decision[min(len(decision) - 1, int(len(decision) * 0.99))], 5) if decision else 0.0,
            "decisions": len(decision),
            "seat_games": n,
            "fair_share": round(1 / players, 4),
        }
        if by_role[name]:
            entry["roles"] = {
                role: {"win_rate": round(won / count, 4), "ci95": list(wilson(won, int(count))), "seat_games": int(count)}
                for role, (won, count) in sorted(by_role[name].items())
            }
        entries.append(entry)
    out: dict[str, Any] = {"game": game.id, "players": players, "games": games, "seed": seed, "bots": entries}
    if game.cooperative:
        out["team_win_rate"] = round(team_wins / games, 4) if games else 0.0
        out["team_ci95"] = list(wilson(team_wins, games))
    return out


def print_progress(done: int, total: int) -> None:
    if done == total or done % max(1, total // 20) == 0:
        print(f"tournament: {done}/{total} games", file=sys.stderr, flush=True)


def format_table(summary: dict[str, Any]) -> str:
    lines = [f"{summary['game']}, {summary['players']} players, {summary['games']} games (seats rotated), seed {summary['seed']}"]
    width = max([10] + [len(e["name"]) for e in summary["bots"]])
    lines.append(f"{'bot':{width}} {'win share':>10} {'95% CI':>17} {'mean score':>11} {'decide mean':>12} {'p95':>8}")
    for e in summary["bots"]:
        lo, hi = e["ci95"]
        lines.append(f"{e['name']:{width}} {e['win_share']:>10.1%} {f'{lo:.1%}-{hi:.1%}':>17} {e['mean_score']:>11.2f} "
                     f"{e['decision_s_mean']:>11.3f}s {e['decision_s_p95']:>7.3f}s")
        for role, r in e.get("roles", {}).items():
            lo, hi = r["ci95"]
            lines.append(f"  as {role:7} {r['win_rate']:>8.1%} {f'{lo:.1%}-{hi:.1%}':>17}   ({r['seat_games']} seat-games, side's wins)")
    if "team_win_rate" in summary:
        lo, hi = summary["team_ci95"]
        lines.append(f"team win rate {summary['team_win_rate']:.1%} (95% CI {lo:.1%}-{hi:.1%})")
    return "\n".join(lines)
