"""Issue 45, part 4: how often the coach speaks to a sensible person, and whether a search
ten times deeper agrees with what it says.

    python benchmarks/coach_notes.py measure                  # the table: the coach before issue 45 and now
    python benchmarks/coach_notes.py measure --game ghosts --moves 40
    python benchmarks/coach_notes.py sweep --moves 80         # the thresholds: a grid of rules on the same moves
    python benchmarks/coach_notes.py report                   # the table again from coach_notes.json
    python benchmarks/coach_notes.py measure --person random --moves 60   # a careless person (coach_notes_random.json)

*A sensible person* is the easy bot: in seeded games of four easy bots (the app's default
table size), one seat (a different one each game) is the person; every one of its moves
with a choice is judged as ``scenes/game_coach.py`` does it: ``Coach(game, seat).judge(view,
legal, action, random.Random(seed_for(seat, actions played)), names)``, consumed to the end.

*measure* judges every move twice, with the coach's parameters before issue 45
(:data:`BEFORE`) and with today's (``ghostparlor/ai/coach.py``), and reports per game: the
moves judged, notes per 100 moves, notes left after the rate limit (``NOTE_EVERY`` in
``scenes/game_coach.py``; a blunder always speaks), how often a search ten times deeper
agrees, and what a judgement costs (CPU seconds, and the frames it takes in the window at
one :data:`~ghostparlor.ai.coach.COACH_SLICE` per frame: seconds at 60 frames a second).

*A search ten times deeper* plays the note's better move and the move played out on ten
times today's imagined deals (``10 * (SAMPLES + CONFIRM)``, fresh ones: another generator),
paired as the coach does; it *agrees* when it too finds the better move better (a positive
mean difference). The same referee judges the notes of both parameter sets.

*sweep* plays every candidate of each judged move out on ``--screen`` + ``--check`` shared
deals once, then applies a grid of rules to those numbers (how many deals to look around
on, whether the best found is checked on fresh deals, the margin, z) and asks the deeper
search about every move any rule names: notes per 100 moves and agreement for each rule.

Both write JSON into ``benchmarks/results/`` (``coach_notes.json``, ``coach_notes_sweep.json``)
and print a markdown table; docs/learning.md quotes the measurement.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent
RESULTS = ROOT / "results"
sys.path.insert(0, str(ROOT.parent))

from ghostparlor.ai import coach as coach_module  # noqa: E402
from ghostparlor.ai.coach import Coach, seed_for  # noqa: E402
from ghostparlor.ai.protocol import make_bot  # noqa: E402
from ghostparlor.ai.search import SearchBot  # noqa: E402
from ghostparlor.core.match import Match  # noqa: E402
from ghostparlor.core.protocol import CHANCE  # noqa: E402
from ghostparlor.games import load_game  # noqa: E402

GAMES = ("ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters")
PLAYERS = 4  # the setup screen's default
FPS = 60
DEEPER = 10  # the referee's deals: this many times the coach's
# the coach before issue 45: 60 deals, no check, 5 points of win share, 2 standard errors
BEFORE = {"SAMPLES": 60, "CONFIRM": 0, "MARGIN": 0.05, "Z": 2.0, "GATE": 0.0, "BLUNDER": math.inf}


@dataclass
class Position:
    game: Any
    seat: int
    view: Any
    legal: list
    action: Any
    played: int  # actions played before the move (the coach's seed)
    names: list[str]
    match_no: int
    move_no: int  # the seat's moves with a choice in this match before this one


def positions(game_id: str, moves: int, seed: int, players: int = PLAYERS, person: str = "easy") -> Iterator[Position]:
    """The sensible person's moves with a choice: ``moves`` of them, over as many seeded
    games of easy bots as it takes (the person's seat turns round the table game by game).
    ``person``: the bot whose choices the person makes (``random``: a careless person)."""
    game = load_game(game_id)
    names = [f"P{i + 1}" for i in range(players)]
    count = match_no = 0
    while count < moves:
        seat = match_no % players
        match = Match(game, players, seed=seed * 1000 + match_no)
        bots = [make_bot(person if s == seat else "easy", game, s) for s in range(players)]
        rng = random.Random(seed * 1000 + match_no)
        move_no = 0
        while not match.is_over() and count < moves:
            who = match.to_move()
            if who == CHANCE:
                match.resolve_chance()
                continue
            legal = match.legal_actions()
            view = match.view(who)
            action = bots[who].choose(view, legal, rng)
            if who == seat and len(legal) > 1:
                yield Position(game, seat, view, legal, action, len(match.actions), names, match_no, move_no)
                count += 1
                move_no += 1
            match.apply(action)
        match_no += 1


@contextmanager
def parameters(values: dict[str, float] | None):
    """The coach's module constants set to ``values`` for a while."""
    old = {name: getattr(coach_module, name) for name in (values or {})}
    for name, value in (values or {}).items():
        setattr(coach_module, name, value)
    try:
        yield
    finally:
        for name, value in old.items():
            setattr(coach_module, name, value)


def judge(pos: Position, values: dict[str, float] | None = None) -> tuple[Any, float, int]:
    """(verdict, CPU seconds, frames) of the coach judging ``pos`` as CoachWatch does."""
    with parameters(values):
        coach = Coach(pos.game, pos.seat)
        began = time.process_time()
        frames = 1
        for _ in coach.judge(pos.view, pos.legal, pos.action, random.Random(seed_for(pos.seat, pos.played)), pos.names,
                             samples=coach_module.SAMPLES, confirm=coach_module.CONFIRM):
            frames += 1
        return coach.verdict, time.process_time() - began, frames


def _run(generator) -> Any:
    """The return value of a generator run to its end."""
    try:
        while True:
            next(generator)
    except StopIteration as stop:
        return stop.value


def deeper(pos: Position, better: Any, samples: int, seed: int) -> tuple[float, float]:
    """The referee: ``better`` against the move played on ``samples`` fresh paired deals
    (mean and standard error of the difference in reward)."""
    game = pos.game
    search = SearchBot(game, pos.seat, "normal")
    search._slice_end = math.inf  # noqa: SLF001 - never pause: nobody draws here
    rng = random.Random(seed)
    prepare = getattr(search.belief, "prepare", None)
    if prepare is not None:
        for _ in prepare(pos.view, rng):
            pass
    ours, theirs = [], []
    for _ in range(samples):
        state = (search.belief or game).determinize(pos.view, rng)
        deal_seed = rng.getrandbits(48)
        for action, out in ((better, ours), (pos.action, theirs)):
            branch = game.clone(state)
            game.apply(branch, action, events=False)
            out.append(_run(search._playout(branch, deal_seed)))  # noqa: SLF001
    return SearchBot._paired(ours, theirs)  # noqa: SLF001


def _referee_seed(pos: Position) -> int:
    return 1_000_003 + 31 * pos.played + 7 * pos.seat + 100_003 * pos.match_no


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class RateLimit:
    """CoachWatch's rule, per match and seat: a note at most once in ``every`` moves, a
    blunder always."""

    def __init__(self, every: int) -> None:
        self.every = every
        self.last: dict[tuple[int, int], int] = {}

    def allows(self, pos: Position, blunder: bool) -> bool:
        key = (pos.match_no, pos.seat)
        last = self.last.get(key)
        if blunder or last is None or pos.move_no - last >= self.every:
            self.last[key] = pos.move_no
            return True
        return False


# --- measure ---------------------------------------------------------------------------------------


def measure(game_id: str, moves: int, seed: int, person: str = "easy") -> dict:
    from ghostparlor.scenes.game_coach import NOTE_EVERY

    now = {name: getattr(coach_module, name) for name in BEFORE}
    referee_samples = DEEPER * (now["SAMPLES"] + now["CONFIRM"])
    rows: dict[str, dict] = {}
    for label, values in (("before", BEFORE), ("now", None)):
        rows[label] = {"notes": 0, "shown": 0, "blunders": 0, "agree": 0, "clear_agree": 0, "seconds": [], "frames": [],
                       "limit": RateLimit(NOTE_EVERY if label == "now" else 1), "said": []}
    judged = 0
    started = time.time()
    referee_cache: dict[tuple, tuple[float, float]] = {}
    for pos in positions(game_id, moves, seed, person=person):
        judged += 1
        for label, values in (("before", BEFORE), ("now", None)):
            row = rows[label]
            verdict, seconds, frames = judge(pos, values)
            row["seconds"].append(seconds)
            row["frames"].append(frames)
            if verdict.note is None:
                continue
            row["notes"] += 1
            row["blunders"] += verdict.blunder
            if row["limit"].allows(pos, verdict.blunder):
                row["shown"] += 1
            key = (pos.match_no, pos.played, repr(verdict.better))
            if key not in referee_cache:
                referee_cache[key] = deeper(pos, verdict.better, referee_samples, _referee_seed(pos))
            diff, se = referee_cache[key]
            row["agree"] += diff > 0
            row["clear_agree"] += diff > 2 * se
            row["said"].append({"match": pos.match_no, "played": pos.played, "seat": pos.seat,
                                "mine": repr(pos.action), "better": repr(verdict.better),
                                "coach": round(verdict.advantage, 4), "samples": verdict.samples,
                                "blunder": verdict.blunder, "deeper": round(diff, 4), "deeper_se": round(se, 4),
                                "note": str(verdict.note)})
        print(f"  {game_id}: {judged}/{moves} judged, notes before {rows['before']['notes']}, now {rows['now']['notes']}"
              f" ({time.time() - started:.0f} s)", file=sys.stderr, flush=True)
    out = {"game": game_id, "players": PLAYERS, "person": person, "moves": judged, "seed": seed, "referee_samples": referee_samples,
           "note_every": NOTE_EVERY, "parameters": {"before": BEFORE, "now": now}, "minutes": round((time.time() - started) / 60, 1)}
    for label, row in rows.items():
        notes = row["notes"]
        out[label] = {
            "notes": notes, "notes_per_100": round(100 * notes / max(judged, 1), 1),
            "shown": row["shown"], "shown_per_100": round(100 * row["shown"] / max(judged, 1), 1),
            "blunders": row["blunders"],
            "agree": row["agree"], "agreement": round(row["agree"] / notes, 3) if notes else None,
            "clear_agree": row["clear_agree"],
            "seconds_p50": round(_pct(row["seconds"], 0.5), 3), "seconds_p95": round(_pct(row["seconds"], 0.95), 3),
            "frames_p50": _pct(row["frames"], 0.5), "frames_p95": _pct(row["frames"], 0.95),
            "said": row["said"],
        }
    return out


def _share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "-"


def window(seconds: float) -> float:
    """Seconds in the window for ``seconds`` of judging: COACH_SLICE of it a frame at FPS
    frames a second (the frames counted by ``measure`` are more on a busy machine, whose
    slices hold fewer playouts)."""
    return round(math.ceil(seconds / coach_module.COACH_SLICE) / FPS, 1)


def measure_table(results: list[dict]) -> str:
    lines = [
        "| game | moves judged | notes /100 before | now | shown /100 now (rate limit) | blunders | agreement before | now |"
        " judgement s p50 / p95 now (CPU) | in the window, s p50 / p95 |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    total = {"moves": 0, "b": 0, "n": 0, "s": 0, "bl": 0, "ab": 0, "an": 0}
    for r in results:
        b, n = r["before"], r["now"]
        lines.append(
            f"| {r['game']} | {r['moves']} | {b['notes_per_100']} | {n['notes_per_100']} | {n['shown_per_100']} | {n['blunders']}"
            f" | {_share(b['agree'], b['notes'])} | {_share(n['agree'], n['notes'])}"
            f" | {n['seconds_p50']} / {n['seconds_p95']} (before {b['seconds_p50']} / {b['seconds_p95']})"
            f" | {window(n['seconds_p50'])} / {window(n['seconds_p95'])} |")
        total["moves"] += r["moves"]
        total["b"] += b["notes"]
        total["n"] += n["notes"]
        total["s"] += n["shown"]
        total["bl"] += n["blunders"]
        total["ab"] += b["agree"]
        total["an"] += n["agree"]
    if len(results) > 1 and total["moves"]:
        m = total["moves"]
        lines.append(f"| all | {m} | {100 * total['b'] / m:.1f} | {100 * total['n'] / m:.1f} | {100 * total['s'] / m:.1f}"
                     f" | {total['bl']} | {_share(total['ab'], total['b'])} | {_share(total['an'], total['n'])} | | |")
    return "\n".join(lines)


# --- sweep -----------------------------------------------------------------------------------------


def collect(pos: Position, screen: int, check: int) -> dict:
    """Every candidate the coach looks at, played out on ``screen + check`` shared deals
    (the coach's generator: the first ``screen`` deals are the ones it looks around on)."""
    coach = Coach(pos.game, pos.seat)
    rng = random.Random(seed_for(pos.seat, pos.played))
    legal = list(pos.legal)
    candidates, _, _ = coach.candidates(pos.view, legal, pos.action, rng)
    search = coach.search
    search._slice_end = math.inf  # noqa: SLF001
    prepare = getattr(search.belief, "prepare", None)
    if prepare is not None:
        for _ in prepare(pos.view, rng):
            pass
    game = pos.game
    values = {c: [] for c in candidates}
    for _ in range(screen + check):
        state = (search.belief or game).determinize(pos.view, rng)
        deal_seed = rng.getrandbits(48)
        for c in candidates:
            branch = game.clone(state)
            game.apply(branch, legal[c], events=False)
            values[c].append(_run(search._playout(branch, deal_seed)))  # noqa: SLF001
    return {"me": legal.index(pos.action), "values": values, "candidates": len(candidates)}


def rules(screen: int) -> list[dict]:
    """The grid: look around on ``look`` deals; ``check`` fresh deals for the best found (0:
    decide on the look, as before issue 45); the margin and z a note needs."""
    out = []
    for look in (24, 48, screen):
        for check in (0, 80, 160):
            for margin in (0.05, 0.08, 0.10, 0.12, 0.15):
                for z in (2.0, 2.5, 3.0):
                    out.append({"look": look, "check": check, "margin": margin, "z": z})
    return out


def apply_rule(data: dict, rule: dict, screen: int) -> tuple[int, float] | None:
    """The candidate the rule names (and its advantage), or None."""
    me, values = data["me"], data["values"]
    look = rule["look"]
    others = [c for c in values if c != me]
    if not others:
        return None
    best = max(others, key=lambda c: sum(values[c][:look]))
    if rule["check"]:
        span = slice(screen, screen + rule["check"])
        gate, _ = SearchBot._paired(values[best][:look], values[me][:look])  # noqa: SLF001
        if gate < rule.get("gate", 0.05):
            return None
    else:
        span = slice(0, look)
    diff, se = SearchBot._paired(values[best][span], values[me][span])  # noqa: SLF001
    if diff >= rule["margin"] and diff >= rule["z"] * se and (se > 0 or diff > 0):
        return best, diff
    return None


def sweep(game_id: str, moves: int, seed: int, screen: int, check: int, referee: int) -> dict:
    started = time.time()
    grid = rules(screen)
    judged = []
    for pos in positions(game_id, moves, seed):
        data = collect(pos, screen, check)
        judged.append((pos, data))
        print(f"  {game_id}: {len(judged)}/{moves} collected ({time.time() - started:.0f} s)", file=sys.stderr, flush=True)
    named = [[apply_rule(data, rule, screen) for rule in grid] for _, data in judged]
    referee_of: dict[tuple[int, int], tuple[float, float]] = {}
    for i, (pos, data) in enumerate(judged):
        for hit in {h[0] for h in named[i] if h is not None}:
            referee_of[(i, hit)] = deeper(pos, pos.legal[hit], referee, _referee_seed(pos))
    print(f"  {game_id}: {len(referee_of)} named moves refereed ({time.time() - started:.0f} s)", file=sys.stderr, flush=True)
    table = []
    for r, rule in enumerate(grid):
        notes = agree = blunders = 0
        for i in range(len(judged)):
            hit = named[i][r]
            if hit is None:
                continue
            notes += 1
            agree += referee_of[(i, hit[0])][0] > 0
        cost = statistics.mean(rule["look"] * d["candidates"] + 2 * rule["check"] for _, d in judged)
        table.append({**rule, "notes": notes, "agree": agree, "playouts": round(cost)})
    blunder_levels = {}
    for level in (0.15, 0.20, 0.25, 0.30):
        hits = [(i, h) for i in range(len(judged)) for h in [apply_rule(judged[i][1], {"look": 48, "check": check, "margin": level, "z": 3.0}, screen)] if h]
        blunder_levels[str(level)] = {"notes": len(hits), "agree": sum(referee_of.get((i, h[0]), (1, 0))[0] > 0 for i, h in hits)}
    return {"game": game_id, "moves": len(judged), "seed": seed, "screen": screen, "check": check, "referee_samples": referee,
            "minutes": round((time.time() - started) / 60, 1), "rules": table, "blunder_levels": blunder_levels,
            "named": [{"match": pos.match_no, "played": pos.played, "mine": repr(pos.action),
                       "better": repr(pos.legal[hit]), "deeper": round(d, 4), "deeper_se": round(s, 4)}
                      for (i, hit), (d, s) in referee_of.items() for pos in [judged[i][0]]]}


def sweep_table(results: list[dict]) -> str:
    lines = ["| look | check | margin | z | " + " | ".join(f"{r['game']} notes/100 (agree)" for r in results) + " | all notes/100 | all agree | playouts |",
             "|---|---|---|---|" + "---|" * (len(results) + 3)]
    for k, rule in enumerate(results[0]["rules"]):
        cells, notes, agree, moves, cost = [], 0, 0, 0, 0
        for r in results:
            row = r["rules"][k]
            cells.append(f"{100 * row['notes'] / r['moves']:.1f} ({row['agree']}/{row['notes']})")
            notes += row["notes"]
            agree += row["agree"]
            moves += r["moves"]
            cost += row["playouts"]
        lines.append(f"| {rule['look']} | {rule['check']} | {rule['margin']} | {rule['z']} | " + " | ".join(cells)
                     + f" | {100 * notes / moves:.1f} | {_share(agree, notes)} | {cost / len(results):.0f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("measure", "sweep", "report"))
    parser.add_argument("--game", choices=GAMES, action="append", help="one game (again for more); all five without it")
    parser.add_argument("--moves", type=int, default=100, help="the sensible person's moves judged per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--person", default="easy", help="measure: whose choices the person makes (easy: sensible; random: careless)")
    parser.add_argument("--screen", type=int, default=64, help="sweep: deals every candidate is played out on")
    parser.add_argument("--check", type=int, default=160, help="sweep: more deals, for the rules that check")
    parser.add_argument("--referee", type=int, default=0, help="sweep: the deeper search's deals (default 10 x the coach's now)")
    parser.add_argument("--out", type=Path, default=None, help="the JSON written (default benchmarks/results/coach_notes[_sweep].json)")
    args = parser.parse_args()
    games = args.game or list(GAMES)
    results = []
    if args.command == "report":  # the table again from a measure's JSON
        path = args.out or RESULTS / "coach_notes.json"
        print(measure_table(json.loads(path.read_text())["results"]))
        return
    if args.command == "measure":
        for game_id in games:
            results.append(measure(game_id, args.moves, args.seed, args.person))
        table = measure_table(results)
        out = args.out or RESULTS / ("coach_notes.json" if args.person == "easy" else f"coach_notes_{args.person}.json")
    else:
        referee = args.referee or DEEPER * (coach_module.SAMPLES + coach_module.CONFIRM)
        for game_id in games:
            results.append(sweep(game_id, args.moves, args.seed, args.screen, args.check, referee))
        table = sweep_table(results)
        out = args.out or RESULTS / "coach_notes_sweep.json"
    out.write_text(json.dumps({"results": results, "table": table}, indent=1) + "\n")
    print(table)
    print(f"wrote {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
