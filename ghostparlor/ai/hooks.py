"""The search hooks: what a game may tell the search bots beyond its rules.

A game declares the module as its ``search_hooks`` part (``ghostparlor/games/__init__.py``;
``ghostparlor/games/<id>/play/search_hooks.py``). Every name in it is optional; a game
without the module, or without a name, is searched by the rules alone:

* ``make_evaluator(game)`` returns an :class:`Evaluator`: playouts stop at a natural
  checkpoint (a round's end) and are scored from there.
* ``make_belief(game)`` returns a :class:`Belief`: the hidden parts drawn the way people
  actually play instead of evenly (still consistent with the view).
* ``make_rollout(game, policy)`` returns a :class:`Rollout`: the playouts' moves read straight
  from the imagined state, exactly as ``policy`` (the easy bot of every seat) would choose
  them from the seat's view (tests/ai/test_rollouts.py), only faster.
* ``CONFIDENCE`` (a number): the paired z a searched move needs to replace the heuristic's
  (the search's own ``CONFIDENCE`` when left out).

:func:`search_hooks` reads the module into a :class:`SearchHooks`; a ``make_...`` name
that is none of these (a typo) raises rather than leaving a silently weaker bot.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

from ghostparlor.games import REGISTRY, part

if TYPE_CHECKING:
    from ghostparlor.ai.protocol import Bot
    from ghostparlor.core.protocol import Action, Game


class Evaluator(Protocol):
    """Ends a playout early and scores it (``ghostparlor/ai/standings.py`` helps round-scored games)."""

    def anchor(self, state: Any) -> Any:
        """Noted when a playout starts, for :meth:`stop` (the round number, say)."""

    def stop(self, anchor: Any, state: Any) -> bool:
        """True when the playout has reached its checkpoint and ends here."""

    def value(self, state: Any, seat: int) -> float:
        """``seat``'s reward in [0, 1] from the checkpoint, on the scale of a finished game's
        (``ghostparlor.ai.search.outcome_values``: a share of the win blended with the rank)."""


class Belief(Protocol):
    """How the hidden parts are drawn. It may also have ``prepare(view, rng)``, a generator that
    weighs candidate deals in steps (the search runs it between frames before drawing)."""

    def determinize(self, view: Any, rng: random.Random) -> Any:
        """A full state consistent with everything ``view`` shows (as ``Game.determinize``),
        drawn with ``rng`` as people's play makes likely."""


class Rollout(Protocol):
    def __call__(self, state: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        """The move ``policy[seat]`` would choose from ``seat``'s view of ``state``, drawing the
        same random numbers from ``rng``, reading only what that view would show."""


class SearchHooks:
    """A game's search hooks as read from its module: each None when the game has none."""

    NAMES = ("make_evaluator", "make_belief", "make_rollout", "CONFIDENCE")
    __slots__ = ("make_evaluator", "make_belief", "make_rollout", "confidence")

    def __init__(self, make_evaluator: Callable[[Game], Evaluator] | None = None,
                 make_belief: Callable[[Game], Belief] | None = None,
                 make_rollout: Callable[[Game, Sequence[Bot]], Rollout] | None = None,
                 confidence: float | None = None) -> None:
        self.make_evaluator = make_evaluator
        self.make_belief = make_belief
        self.make_rollout = make_rollout
        self.confidence = confidence

    def evaluator(self, game: Game) -> Evaluator | None:
        return self.make_evaluator(game) if self.make_evaluator is not None else None

    def belief(self, game: Game) -> Belief | None:
        return self.make_belief(game) if self.make_belief is not None else None

    def rollout(self, game: Game, policy: Sequence[Bot] | None) -> Rollout | None:
        """The playouts' policy read from the state (None without a policy to mirror)."""
        if self.make_rollout is None or policy is None:
            return None
        return self.make_rollout(game, policy)


def search_hooks(game: Game) -> SearchHooks:
    """The search hooks ``game`` declares (none, or a game outside the registry such as a
    test's toy game: an empty :class:`SearchHooks`)."""
    module = part(game.id, "search_hooks") if game.id in REGISTRY else None
    if module is None:
        return SearchHooks()
    strays = sorted(name for name in vars(module) if name.startswith("make_") and name not in SearchHooks.NAMES)
    if strays:
        raise TypeError(f"{game.id}: its search hooks ({module.__name__}) define {', '.join(strays)}, "
                        f"none of {', '.join(SearchHooks.NAMES)}")
    confidence = getattr(module, "CONFIDENCE", None)
    if confidence is not None and not isinstance(confidence, (int, float)):
        raise TypeError(f"{game.id}: its search hooks' CONFIDENCE is {confidence!r}, not a number")
    return SearchHooks(getattr(module, "make_evaluator", None), getattr(module, "make_belief", None),
                       getattr(module, "make_rollout", None), confidence)

