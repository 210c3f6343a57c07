"""What the search bots (ghostparlor.ai.search) know about Treasure Hunters beyond the rules.

* ``CONFIDENCE``: the co-operative game's playouts (everybody playing the easy heuristic to
  the end) come out far below the table's real chances (20-30% early on against about 49%
  measured), so a move that looks better in them is often only luckier: the search leaves
  the heuristic's move only on a clear paired win (z = 2.5 instead of the default 1).
* ``make_rollout(game, policy)``: the playouts' easy-bot decisions read straight from the
  imagined state instead of from a view built at every step (:mod:`.rollout`): the same
  choices and random numbers as the easy bot on the view, so the same search, only faster.
"""

from ghostparlor.games.treasure_hunters.play.rollout import make_rollout

__all__ = ["CONFIDENCE", "make_rollout"]

CONFIDENCE = 2.5
