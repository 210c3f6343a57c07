"""The coach: after a person's move, the normal bot's search judges it from that person's own
view, and says so only when another move was clearly better.

How it judges, in two steps (paired playouts, as the search bots do: ``ghostparlor/ai/search.py``).

1. *Looking around.* The move played and every other candidate (all legal moves, or the
   heuristic's shortlist of :data:`~ghostparlor.ai.search.MAX_CANDIDATES` plus the move
   played) are played out on the same imagined deals with the same luck, up to
   :data:`SAMPLES` deals. A candidate clearly worse than the move played leaves early; the
   look stops early once no candidate can still come out :data:`MARGIN` better.
2. *Checking.* The best other move found is played out against the move played on
   :data:`CONFIRM` *fresh* deals (picking the best of several on the same deals flatters it:
   the check is not fooled by that luck). It stops early once it cannot reach the margin.

Another move is named only when, on the check's deals, it wins at least :data:`MARGIN`
more (reward units: a share of the win) **and** by at least :data:`Z` standard errors of
the paired difference. A :data:`BLUNDER` (a much larger margin) is named even when the
coach spoke a moment ago (``scenes/game_coach.py`` lets it speak once in
``NOTE_EVERY`` moves otherwise). An even choice, or one the deals cannot tell apart,
says nothing. The numbers were chosen by measurement: ``benchmarks/coach_notes.py`` (the
easy bot's choices, a sensible person, get few notes, and a search ten times deeper
agrees with nearly all of them; docs/learning.md has the table).

What it sees. Only the view of the seat that moved, before the move, and a generator seeded
from public facts (the seat and how many actions were played): the same view gives the same
note, whatever the others hold (``tests/test_learning.py`` resamples what the seat cannot
see and checks the notes are identical).

What it says, in plain words: ``"The 3 was stronger here than the 5."`` (a blunder: "much
stronger"), then a reason when one is known: the game's ``coach.why(game, view, mine,
better)`` (its declared ``coach`` part, ``ghostparlor/games/<id>/play/coach.py``; optional),
else the heuristic's own reason when the better move is the heuristic's. The numbers (both moves' shares of the win, how
many imagined games) are in :attr:`Verdict.numbers`, for the note's tooltip. How a move is
named for its own player comes from the game's ``coach.move_words(game, view, action)``
(else the log's words for it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Iterator, Sequence

from ghostparlor.ai.search import MAX_CANDIDATES, SearchBot
from ghostparlor.core.protocol import Action, Game
from ghostparlor.core.strings import Words
from ghostparlor.games import REGISTRY, part

# Chosen by benchmarks/coach_notes.py (docs/learning.md, "The coach": the table and targets).
SAMPLES = 24  # imagined deals every surviving candidate is played out on while looking around
CONFIRM = 160  # fresh deals the best other move and the move played are checked on (0: no check)
GATE = 0.05  # looking around must show at least this advantage before the check is made
MARGIN = 0.15  # a better move must win at least this much more (reward units: a share of the win)
Z = 3.0  # ... and by this many standard errors of the paired difference
BLUNDER = 0.25  # ... this much more: a blunder, named even when the coach spoke a moment ago
DROP_Z = 2.5  # a candidate this far below the move played leaves at once
MIN_SAMPLES = 6
CONFIRM_MIN = 24  # the check stops early (cannot reach the margin) from this many deals on
COACH_SLICE = 0.006  # seconds of judging per frame (a little less than a bot's: the frame also draws)
SETTLED_AFTER = 16  # from here on the look stops once the answer is clear either way


@dataclass(frozen=True)
class Verdict:
    """The coach's judgement of one move: ``better`` is None when nothing was clearly better.
    ``samples`` imagined games gave ``better_score`` and ``mine_score`` (the check's, when one
    was made); ``numbers`` says them for the note's tooltip."""

    seat: int
    mine: Action
    better: Action | None
    mine_score: float
    better_score: float
    samples: int
    note: Words | None = None
    blunder: bool = False
    numbers: Words | None = None

    @property
    def advantage(self) -> float:
        return self.better_score - self.mine_score


def hooks(game: Game):
    """The game's coach module (its declared ``coach`` part), or None when it has none (a game
    outside the registry, such as a test's toy game, declares none)."""
    return part(game.id, "coach") if game.id in REGISTRY else None


def move_words(game: Game, view: Any, action: Action, seat: int, names: Sequence[str]) -> Words | str:
    """How the coach names ``action`` to the seat that may make it (Words: in the language
    chosen when the note is read)."""
    module = hooks(game)
    words = getattr(module, "move_words", None)
    if words is not None:
        said = words(game, view, action)
        if said:
            return said
    return game.describe_action(action, names, seat)


def seed_for(seat: int, actions_played: int) -> int:
    """The coach's generator seed: public facts only."""
    return 7919 * (seat + 1) + 104729 * actions_played


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


class Coach:
    """Judges one seat's moves; :meth:`judge` is a generator run in slices between frames."""

    def __init__(self, game: Game, seat: int) -> None:
        self.game = game
        self.seat = seat
        self.search = SearchBot(game, seat, "normal")
        self.verdict: Verdict | None = None

    def candidates(self, view: Any, legal: list[Action], chosen: Action, rng: random.Random) -> tuple[list[int], Action | None, Any]:
        """The moves looked at (indexes into ``legal``, the move played among them), the
        heuristic's move and its reason."""
        search = self.search
        heuristic = None
        heuristic_reason: Any = ""
        if search.policy is not None:
            mine_policy = search.policy[self.seat]
            heuristic = mine_policy.choose(view, legal, random.Random(rng.random()))
            heuristic_reason = getattr(mine_policy, "reason", "")
            if heuristic not in legal:
                heuristic = None
        if len(legal) <= MAX_CANDIDATES:
            return list(range(len(legal))), heuristic, heuristic_reason
        candidates = search._candidates(view, legal, heuristic, rng)  # noqa: SLF001 - the search's own shortlist
        if legal.index(chosen) not in candidates:
            candidates = sorted(candidates[:-1] + [legal.index(chosen)]) if len(candidates) >= MAX_CANDIDATES \
                else sorted(candidates + [legal.index(chosen)])
        return candidates, heuristic, heuristic_reason

    def judge(self, view: Any, legal: Sequence[Action], chosen: Action, rng: random.Random, names: Sequence[str],
              samples: int | None = None, confirm: int | None = None) -> Iterator[None]:
        """Judge ``chosen`` among ``legal`` from ``view``; the answer is :attr:`verdict`.
        Yields between slices of :data:`COACH_SLICE` seconds (the window draws between)."""
        samples = SAMPLES if samples is None else samples
        confirm = CONFIRM if confirm is None else confirm
        clock = _Clock()

        legal = list(legal)
        self.verdict = Verdict(self.seat, chosen, None, 0.0, 0.0, 0)
        if len(legal) < 2 or chosen not in legal:
            return
        search = self.search
        candidates, heuristic, heuristic_reason = self.candidates(view, legal, chosen, rng)
        me = legal.index(chosen)
        values: list[list[float]] = [[] for _ in legal]
        search._slice_end = clock.playout_end()  # noqa: SLF001
        prepare = getattr(search.belief, "prepare", None)
        if prepare is not None:
            for _ in prepare(view, rng):
                if clock.due():
                    yield
                    search._slice_end = clock.playout_end()  # noqa: SLF001
        game = self.game

        def deal() -> tuple[Any, int]:
            return (search.belief or game).determinize(view, rng), rng.getrandbits(48)

        for sample in range(samples):
            state, seed = deal()
            for c in candidates:
                if clock.due():
                    yield
                    search._slice_end = clock.playout_end()  # noqa: SLF001
                branch = game.clone(state)
                game.apply(branch, legal[c], events=False)
                values[c].append((yield from search._playout(branch, seed)))  # noqa: SLF001
            if sample + 1 >= MIN_SAMPLES:  # candidates clearly below the move played cannot be "better"
                candidates = [c for c in candidates if c == me or not SearchBot._beats(values[me], values[c], DROP_Z)]
                if candidates == [me]:
                    break
            if sample + 1 >= SETTLED_AFTER and (sample + 1) % 4 == 0 and self._settled(candidates, values, me):
                break
        n = len(values[me])
        best = max((c for c in candidates if c != me), key=lambda c: sum(values[c][:n]), default=None)
        mine_score = _mean(values[me])
        if best is None:
            self.verdict = Verdict(self.seat, chosen, None, mine_score, mine_score, n)
            return
        common = min(len(values[best]), n)
        mine_values, best_values = values[me][:common], values[best][:common]
        diff, se = SearchBot._paired(best_values, mine_values)
        if confirm > 0:
            if diff < GATE:  # not even the luckiest look suggests a mistake
                self.verdict = Verdict(self.seat, chosen, None, _mean(mine_values), _mean(best_values), common)
                return
            mine_values, best_values = [], []
            for k in range(confirm):
                state, seed = deal()
                for c, out in ((best, best_values), (me, mine_values)):
                    if clock.due():
                        yield
                        search._slice_end = clock.playout_end()  # noqa: SLF001
                    branch = game.clone(state)
                    game.apply(branch, legal[c], events=False)
                    out.append((yield from search._playout(branch, seed)))  # noqa: SLF001
                if k + 1 >= CONFIRM_MIN and (k + 1) % 8 == 0:
                    d, s = SearchBot._paired(best_values, mine_values)
                    if d + 3.0 * s < MARGIN:  # it cannot reach the margin any more
                        break
            common = len(mine_values)
            diff, se = SearchBot._paired(best_values, mine_values)
        mine_score, best_score = _mean(mine_values), _mean(best_values)
        if diff < MARGIN or diff < Z * se or (se == 0.0 and diff <= 0):
            self.verdict = Verdict(self.seat, chosen, None, mine_score, best_score, common)
            return
        better = legal[best]
        blunder = diff >= BLUNDER
        better_words = move_words(game, view, better, self.seat, names)
        mine_words = move_words(game, view, chosen, self.seat, names)
        note = Words("coach.note_blunder" if blunder else "coach.note", better=better_words, mine=mine_words)
        numbers = Words("coach.numbers", better=better_words, mine=mine_words,
                        better_pct=round(100 * best_score), mine_pct=round(100 * mine_score), n=common)
        reason = None
        module = hooks(game)
        why = getattr(module, "why", None)
        if why is not None:
            reason = why(game, view, chosen, better)
        if not reason and better == heuristic and heuristic_reason:
            reason = heuristic_reason
        if reason:
            note = Words("coach.note_because", note=note, reason=reason)
        self.verdict = Verdict(self.seat, chosen, better, mine_score, best_score, common, note, blunder, numbers)

    @staticmethod
    def _settled(candidates: list[int], values: list[list[float]], me: int) -> bool:
        """The answer is already clear: no candidate can still come out MARGIN better than the
        move played (each one's paired advantage is below it by 3 standard errors), or one
        already does by 3 standard errors."""
        clear_no = True
        for c in candidates:
            if c == me:
                continue
            n = min(len(values[c]), len(values[me]))
            diff, se = SearchBot._paired(values[c][:n], values[me][:n])
            if diff >= MARGIN and diff >= 3.0 * se and se > 0:
                return True
            if diff + 3.0 * se >= MARGIN:
                clear_no = False
        return clear_no

    def run(self, view: Any, legal: Sequence[Action], chosen: Action, rng: random.Random, names: Sequence[str],
            samples: int | None = None, confirm: int | None = None) -> Verdict:
        for _ in self.judge(view, legal, chosen, rng, names, samples, confirm):
            pass
        assert self.verdict is not None
        return self.verdict


class _Clock:
    """Slices of COACH_SLICE seconds of thinking between frames."""

    def __init__(self) -> None:
        import time

        self._now = time.perf_counter
        self._end = self._now() + COACH_SLICE

    def playout_end(self) -> float:
        self._end = self._now() + COACH_SLICE
        return self._end

    def due(self) -> bool:
        return self._now() >= self._end
