"""The search bots (normal, hard): Monte Carlo search over determinizations.

A decision is made like a careful player makes it: imagine what the others might
hold (a *determinization*, ``game.determinize(view, rng)``: a full state consistent
with everything this seat has seen), play each candidate move in that imagined
game, let everybody play on as the game's heuristic would, and see how it ends.
Many imagined games later, the move that did best is played.

What makes it strong at the few hundred playouts Python affords per second:

* **Paired playouts (common random numbers).** Every candidate is played out in
  the *same* imagined deal with the *same* dice and draws (one chance generator
  and one policy generator per sample, seeded alike for every candidate). The
  difference between two candidates is then measured on equal luck, so far fewer
  samples separate a good move from a bad one than independent playouts need.
* **Sequential halving at the root.** The budget is split into rounds; each round
  every surviving candidate is played out on fresh samples and the worse half is
  dropped (candidates clearly worse than the leader, by a paired z-test, go at
  once). A decision whose answer is clear stops early, so nobody waits; so does
  one between moves that come out as good as equal (within ``INDIFFERENT``).
* **The heuristic's move is the default.** The search plays another move only when
  its paired advantage over the heuristic's is at least ``CONFIDENCE`` standard
  errors.
* **Beliefs.** ``game.determinize`` draws what is hidden evenly among everything
  consistent with the view. A game may give a *belief* (its search hooks'
  ``make_belief(game)``, with its own ``determinize(view, rng)``) that draws it the
  way people actually play, still consistent with the view: in Ghostbumpers nearly
  everybody hides the scared card on top; in Ghosts a player who took the pile had
  nothing that fitted, and the others' recent plays are weighed by how well they
  fit the hands drawn.
* **Playouts can stop early.** A game may give an *evaluator* (its search hooks'
  ``make_evaluator(game)``) that ends a playout at a natural checkpoint (a round's
  end, say) and scores each seat's chance of winning from there: less luck after
  the checkpoint blurs the comparison, and each playout is cheaper.

Rewards are each seat's share of the win (ties shared), blended with a little of
the rank so that a close second still counts for something; a co-operative game
gives every seat the team's result. What a game's search hooks may give, and what each
must return, is written down in ``ghostparlor/ai/hooks.py``.

The search is a generator (:meth:`SearchBot.think`) so the window runs it in
slices between frames; :meth:`SearchBot.choose` runs it to the end. A budget in
playouts makes it deterministic under a seed; a budget in seconds is what the
levels use in play.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Iterator, Sequence

from ghostparlor.ai import parallel
from ghostparlor.ai.hooks import search_hooks
from ghostparlor.ai.protocol import Budget
from ghostparlor.ai.registry import make_bot
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Game
from ghostparlor.core.strings import Words
from ghostparlor.games import load_game


@dataclass(frozen=True)
class Level:
    seconds: float  # time per decision in play (an upper bound: clear decisions stop early)
    playouts: int  # playouts per decision when no time is given (deterministic tests, tournaments by count)


LEVELS = {
    "normal": Level(seconds=0.3, playouts=120),
    "hard": Level(seconds=1.5, playouts=600),
}
SLICE_SECONDS = 0.008  # one slice of thinking between two frames
CONFIDENCE = 1.0  # z: another move must beat the heuristic's by this many paired standard errors
DROP_Z = 2.5  # z: a candidate this far below the leader leaves at once
MIN_SAMPLES = 4  # samples a candidate gets before any test
INDIFFERENT = 0.01  # moves this close in reward are as good as equal: the search stops early
MAX_CANDIDATES = 10  # more legal moves than this: the heuristic's shortlist (or a sample) is searched
WIN_WEIGHT = 0.75  # reward = this share of the win credit + the rest of the rank score


def blend(win: float, rank_score: float) -> float:
    """A reward from a win credit (1 a win, 1/k a win shared by k) and a rank score
    (1 first, 0 last): evaluators score cut-off playouts the same way."""
    return WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * rank_score


def outcome_values(game: Game, state: Any) -> list[float]:
    """Each seat's reward in [0, 1] for a finished game."""
    result = game.result(state)
    n = len(result.scores)
    if result.team_won is not None:
        return [1.0 if result.team_won else 0.0] * n
    if n == 1:
        return [1.0 if result.winners else 0.0]
    share = 1.0 / len(result.winners) if result.winners else 0.0
    out = []
    for seat, rank in enumerate(result.ranks):
        win = share if seat in result.winners else 0.0
        out.append(blend(win, (n - rank) / (n - 1)))
    return out


def _count(workers: Any) -> int | None:
    """A worker count given in a bot's name (``hard:workers=2``), checked."""
    if workers is None:
        return None
    count = int(workers)
    if not 1 <= count <= parallel.MAX_WORKERS:
        raise ValueError(f"workers must be 1 to {parallel.MAX_WORKERS}, not {count}")
    return count


class SearchBot:
    needs_view = True

    def __init__(self, game: Game, seat: int, level: str = "normal", workers: int | None = None) -> None:
        if getattr(type(game), "determinize", Game.determinize) is Game.determinize:
            raise KeyError(f"{game.id} has no determinize() yet: no search bot")
        self.game = game
        self.seat = seat
        self.name = level
        self.level = LEVELS[level]
        try:
            self.policy = [make_bot("easy", game, s) for s in range(game.max_players)]
        except KeyError:
            self.policy = None
        hooks = search_hooks(game)
        self.evaluator = hooks.evaluator(game)
        self.belief = hooks.belief(game)
        # a game may read its imagined state directly in playouts instead of building a view
        # per step: the same choices as the easy bot on the view (tests/ai/test_rollouts.py)
        self.rollout = hooks.rollout(game, self.policy)
        # a game whose playouts mislead more often may ask for a surer win over the heuristic
        self.confidence = hooks.confidence if hooks.confidence is not None else CONFIDENCE
        self.reason = ""
        self.choice: Action | None = None
        self.last_iterations = 0  # playouts of the last decision
        self.last_samples = 0
        self.last_values: list[list[float]] = []  # per legal move, its reward on each sample
        self.last_heuristic: int | None = None  # the heuristic's move, an index into legal
        # worker processes searching each decision side by side (ai/parallel.py); 1: this process;
        # None: the setting at the time of each decision
        self._workers = workers
        self._slice_end = 0.0
        self._blocking = False  # choose(): wait for the workers instead of yielding
        self.policy_reason: Words | str = ""  # the heuristic's reason for its move

    @property
    def workers(self) -> int:
        return self._workers if self._workers is not None else parallel.workers()

    # --- the search ------------------------------------------------------------
    def think(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Budget | None = None) -> Iterator[None]:
        """Search; yields between slices of about SLICE_SECONDS. The answer is ``self.choice``."""
        legal = list(legal)
        self.choice = legal[0]
        self.last_iterations = self.last_samples = 0
        self.last_values, self.last_heuristic = [[] for _ in legal], None
        self.reason = self.policy_reason = ""
        if len(legal) == 1:
            return
        if self.workers > 1:
            yield from self._think_in_workers(view, legal, rng, budget)
            return
        if budget is not None and (budget.seconds is not None or budget.iterations is not None):
            seconds, playouts = budget.seconds, budget.iterations
        else:
            seconds, playouts = self.level.seconds, None
        heuristic = None
        if self.policy is not None:
            mine = self.policy[self.seat]
            heuristic = mine.choose(view, legal, random.Random(rng.random()))
            if heuristic not in legal:
                heuristic = None
            else:
                self.choice = heuristic
                self.reason = self.policy_reason = getattr(mine, "reason", "")
        candidates = self._candidates(view, legal, heuristic, rng)
        h_index = legal.index(heuristic) if heuristic is not None else None
        values: list[list[float]] = [[] for _ in legal]  # per candidate, one value per shared sample
        self.last_values, self.last_heuristic = values, h_index
        start = time.perf_counter()
        self._slice_end = start + SLICE_SECONDS
        prepare = getattr(self.belief, "prepare", None)
        if prepare is not None:
            # a belief that weighs candidate deals does it in steps, between frames
            for _ in prepare(view, rng):
                if time.perf_counter() >= self._slice_end:
                    yield
                    self._slice_end = time.perf_counter() + SLICE_SECONDS
        done = 0
        game = self.game
        phases_left = max(1, math.ceil(math.log2(len(candidates))))
        phase_target = None  # samples each survivor gets by the end of this phase
        playing = 0.0  # seconds spent in playouts
        while len(candidates) > 1:
            if phase_target is None:
                # budget for this phase: an equal share of what is left over the phases left
                have = len(values[candidates[0]])
                if playouts is not None:
                    left = playouts - done
                elif done:
                    # what a playout costs, measured without the deals (a belief may weigh
                    # many candidate deals at its first call)
                    left = (seconds - (time.perf_counter() - start)) / (playing / done)
                else:
                    left = None  # a budget in time: the first sample measures what a playout costs
                if left is None:
                    phase_target = None
                else:
                    phase_target = have + max(MIN_SAMPLES if have == 0 else 1, int(left / phases_left / len(candidates)))
            state = (self.belief or game).determinize(view, rng)
            seed = rng.getrandbits(48)
            began = time.perf_counter()
            for c in candidates:
                if playouts is not None and done >= playouts:
                    break
                now = time.perf_counter()
                if playouts is None and now - start >= seconds and done:
                    break
                if now >= self._slice_end:
                    yield
                    self._slice_end = time.perf_counter() + SLICE_SECONDS
                branch = game.clone(state)
                game.apply(branch, legal[c], events=False)
                values[c].append((yield from self._playout(branch, seed)))
                done += 1
            else:
                playing += time.perf_counter() - began
                samples = len(values[candidates[0]])
                candidates = self._drop_clear_losers(candidates, values, samples)
                if self._settled(candidates, values, samples):
                    break  # what is left is as good as equal: no need to spend the rest
                if phase_target is not None and samples >= phase_target and len(candidates) > 1:
                    keep = max(1, math.ceil(len(candidates) / 2))
                    # ties favour the heuristic's move (all-equal playouts must not drop it)
                    ranked = sorted(candidates, key=lambda c: (-sum(values[c]), c != h_index))
                    candidates = sorted(ranked[:keep])
                    phases_left = max(1, phases_left - 1)
                    phase_target = None
                continue
            break  # the budget ran out inside a sample: that sample is incomplete
        self.last_iterations = done
        # compare only on the samples every survivor finished
        samples = min(len(values[c]) for c in candidates)
        self.last_samples = samples
        if samples == 0:
            return
        best = max(candidates, key=lambda c: sum(values[c][:samples]))
        h = h_index
        if h is not None and best != h:
            # the heuristic's move stays unless beaten on the samples both were played on
            # (also when halving left it behind: it may only have tied)
            common = min(len(values[best]), len(values[h]))
            if not self._beats(values[best][:common], values[h][:common], self.confidence):
                best = h
        self.choice = legal[best]
        if h is None or best != h:
            mean = sum(values[best][:samples]) / samples
            obvious = None
            if h is not None:
                common = min(len(values[best]), len(values[h]))
                if common:
                    obvious = sum(values[h][:common]) / common
            self.reason = self._searched_reason(done, mean, obvious)

    @staticmethod
    def _searched_reason(done: int, mean: float, obvious: float | None) -> Words:
        """Why the search left (or had no) heuristic move: only scores, never the other move
        (it could tell what the bot holds)."""
        if obvious is not None:
            return Words("bots.reason.searched_over_obvious", done=done, score=mean, obvious=obvious)
        return Words("bots.reason.searched", done=done, score=mean)

    def _think_in_workers(self, view: Any, legal: list[Action], rng: random.Random, budget: Budget | None) -> Iterator[None]:
        """Root-parallel search: ``self.workers`` processes search the decision with their
        own seeds and the same budget; their statistics are merged (``parallel.merge``).
        Yields (the window draws its frames) until every worker has answered, or blocks when
        run to the end by ``choose``."""
        if budget is None or (budget.seconds is None and budget.iterations is None):
            budget = Budget(seconds=self.level.seconds)
        try:
            futures = parallel.submit(search_job, rng, self.workers, self.game.id, self.seat, self.name, view, legal, budget)
            while not all(f.done() for f in futures):
                if self._blocking:
                    from concurrent.futures import wait

                    wait(futures)
                    break
                yield
            results = [f.result() for f in futures]
        except Exception as exc:  # noqa: BLE001 - a pool that cannot start: search here instead
            import logging

            logging.getLogger("ghostparlor").warning("search workers unavailable (%s): searching in this process", exc)
            parallel.shutdown()
            self._workers = 1
            yield from self.think(view, legal, rng, budget)
            return
        best, h, done, mean, obvious = parallel.merge(results, lambda a, b: self._beats(a, b, self.confidence))
        self.choice = legal[best]
        self.last_iterations = done
        self.last_heuristic = h
        self.last_values = [sum((r["values"][c] for r in results), []) for c in range(len(legal))]
        self.last_samples = len(self.last_values[best])
        if h is not None and best == h:
            self.reason = next((r["heuristic_reason"] for r in results if r["heuristic"] == h), "")
        else:
            self.reason = self._searched_reason(done, mean, obvious)

    def _candidates(self, view: Any, legal: list[Action], heuristic: Action | None, rng: random.Random) -> list[int]:
        """Indexes into ``legal`` of the moves to search: all of them, or when there are
        more than MAX_CANDIDATES, the heuristic's shortlist (``bot.shortlist``), else the
        heuristic's move and a random sample of the others."""
        if len(legal) <= MAX_CANDIDATES:
            return list(range(len(legal)))
        short = None
        if self.policy is not None:
            lister = getattr(self.policy[self.seat], "shortlist", None)
            if lister is not None:
                short = lister(view, legal, MAX_CANDIDATES, random.Random(rng.random()))
        if not short:
            others = [a for a in legal if a != heuristic]
            short = ([heuristic] if heuristic is not None else []) + rng.sample(others, MAX_CANDIDATES - (heuristic is not None))
        elif heuristic is not None and heuristic not in short:
            short = [heuristic] + short[:-1]
        return sorted(legal.index(a) for a in short)

    @staticmethod
    def _beats(a: list[float], b: list[float], z: float) -> bool:
        """Paired test: does ``a`` beat ``b`` by ``z`` standard errors of the mean difference?"""
        if len(a) < 2:
            return False
        mean, se = SearchBot._paired(a, b)
        if se == 0.0:
            return mean > 0
        return mean > z * se

    @staticmethod
    def _paired(a: list[float], b: list[float]) -> tuple[float, float]:
        """Mean and standard error of the paired differences a - b."""
        n = len(a)
        d = [x - y for x, y in zip(a, b)]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
        return mean, math.sqrt(var / n)

    def _settled(self, candidates: list[int], values: list[list[float]], samples: int) -> bool:
        """True when no survivor can be more than INDIFFERENT better than another (the
        leader's paired advantage over each is below it by DROP_Z standard errors)."""
        if len(candidates) < 2 or samples < 2 * MIN_SAMPLES:
            return False
        leader = max(candidates, key=lambda c: sum(values[c]))
        for c in candidates:
            if c != leader:
                mean, se = self._paired(values[leader], values[c])
                if mean + DROP_Z * se >= INDIFFERENT:
                    return False
        return True

    def _drop_clear_losers(self, candidates: list[int], values: list[list[float]], samples: int) -> list[int]:
        if samples < MIN_SAMPLES or len(candidates) < 2:
            return candidates
        leader = max(candidates, key=lambda c: sum(values[c]))
        return [c for c in candidates if c == leader or not self._beats(values[leader], values[c], DROP_Z)]

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Budget | None = None) -> Action:
        self._blocking = True
        try:
            for _ in self.think(view, legal, rng, budget):
                pass
        finally:
            self._blocking = False
        return self.choice

    def _playout(self, state: Any, seed: int) -> Iterator[None]:
        """Play on from ``state`` with the heuristic for everybody (chance and the
        heuristics' tie-breaks drawn from generators seeded by ``seed``); returns this
        seat's value. A generator: a long playout pauses when the slice is over, so a
        frame never waits for a whole game to be played out."""
        game = self.game
        policy = self.policy
        rollout = self.rollout
        evaluator = self.evaluator
        chance_rng = random.Random(seed)
        policy_rng = random.Random(seed + 1)
        seat = self.seat
        anchor = evaluator.anchor(state) if evaluator is not None else None
        clock = time.perf_counter
        while True:
            if clock() >= self._slice_end:
                yield
                self._slice_end = clock() + SLICE_SECONDS
            who = game.to_move(state)
            if who == TERMINAL:
                return outcome_values(game, state)[seat]
            if evaluator is not None and evaluator.stop(anchor, state):
                return evaluator.value(state, seat)
            if who == CHANCE:
                action = game.sample_chance(state, chance_rng)
            else:
                legal = game.legal_actions(state)
                if len(legal) == 1:
                    action = legal[0]
                elif rollout is not None:
                    action = rollout(state, who, legal, policy_rng)
                elif policy is not None:
                    action = policy[who].choose(game.view(state, who), legal, policy_rng)
                else:
                    action = legal[policy_rng.randrange(len(legal))]
            game.apply(state, action, events=False)


def make_normal(game: Game, seat: int, workers: Any = None) -> SearchBot:
    """The "normal" bot (``normal:workers=2``: searching in two worker processes)."""
    return SearchBot(game, seat, "normal", _count(workers))


def make_hard(game: Game, seat: int, workers: Any = None) -> SearchBot:
    """The "hard" bot (``hard:workers=2``: searching in two worker processes)."""
    return SearchBot(game, seat, "hard", _count(workers))


_WORKER_BOTS: dict[tuple[str, int, str], SearchBot] = {}  # a worker process's bots, kept between decisions


def search_job(seed: str, game_id: str, seat: int, level: str, view: Any, legal: Sequence[Action],
               budget: Budget) -> dict[str, Any]:
    """One worker's search of a decision (importable, for spawned processes): the statistics
    ``parallel.merge`` pools."""
    key = (game_id, seat, level)
    bot = _WORKER_BOTS.get(key)
    if bot is None:
        bot = _WORKER_BOTS[key] = SearchBot(load_game(game_id), seat, level, workers=1)
    bot.choose(view, legal, random.Random(seed), budget)
    return {"values": bot.last_values, "heuristic": bot.last_heuristic, "done": bot.last_iterations,
            "heuristic_reason": bot.policy_reason}
