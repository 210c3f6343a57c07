"""What the search bots (ghostparlor.ai.search) know about Don't Go In There beyond the rules.

* ``make_rollout(game, policy)``: in the search's playouts, the easy bot's decisions are read
  straight from the imagined state (:class:`.rollout.StateRollout`) instead of from a
  :class:`~ghostparlor.games.dont_go_in_there.rules.DontGoInThereView` built at every step:
  only what the seat's view would show is read, and every choice and every random number
  drawn is the easy bot's on that view (tests/ai/test_rollouts.py), so the search is the
  same, only faster. The bots' decisions on the real game still see views only.

No belief (the determinizer draws the deck, the removed cards and the unseen Secret
Passage cards evenly) and no evaluator: playouts run to the end of the game.
"""

from ghostparlor.games.dont_go_in_there.play.rollout import make_rollout

__all__ = ["make_rollout"]
