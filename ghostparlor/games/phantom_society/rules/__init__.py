"""The Phantom Society (Colombier & Marly, Funforge 2013): the rules, from
docs/rules/phantom_society.md, as a package whose modules follow the rulebook:

* ``state`` - the state, the view, the canonical JSON; ``actions``, ``events`` - the dataclasses;
* ``content`` - the YAML schema; ``setup`` - section 3, the tables and the chance deals;
* ``placement`` (section 3.3), ``hiding`` (section 3.5), ``master_game`` (PS-14 to PS-16),
  ``lines`` (PS-4, PS-5: devastation), ``search`` (PS-7 to PS-9: hunting and resolving a removal),
  ``turns`` (PS-1 to PS-3, PS-10, PS-11), ``moves`` (legal actions and apply of every phase);
* ``result`` (PS-12, PS-16), ``tournament`` (PS-17); ``views`` and ``hidden`` (D-9);
  ``text`` (D-10); ``positions`` (state_from_json and its invariants); ``game`` (the Game).

Every public name that other code imports from ``ghostparlor.games.phantom_society.rules``
stays importable from here.
"""

from ghostparlor.games.phantom_society.rules.actions import (
    ACTION_CLASSES, PASS_TURN, ActionList, Bid, DealColours, DealPiles, Devastate, HideGhost, Hunt, PassTurn, PlaceTile,
)
from ghostparlor.games.phantom_society.rules.content import (
    CHECKS, OPTION_RULES, SLOT_MAP, check_options, check_piles, check_setups, check_tiles, content_fields, load_spec,
)
from ghostparlor.games.phantom_society.rules.events import (
    EVENT_CLASSES, BidPlaced, BidsRevealed, ColourCleared, ColoursDealt, GameWon, GhostHidden, GhostRevealed, HuntBegins,
    MasterEliminated, MasterPassed, NextGame, PilesDealt, TilePlaced, TileRemoved, TournamentOver,
)
from ghostparlor.games.phantom_society.rules.game import PhantomSocietyGame
from ghostparlor.games.phantom_society.rules.state import (
    BID, DEAL_COLOURS, DEAL_PILES, GAME_ID, GHOST_SLOTS, GHOSTS_WIN, HIDE, HUNTERS_WIN, KIND_NAMES, MASTER_GAME, MODES,
    OVER, PHASE_NAMES, PLACE, PLAY, SIDE_NAMES, SLOTS, STANDARD, TOURNAMENT, GameSummary, PhantomSocietyState,
    PhantomSocietyView,
)

__all__ = [
    "ACTION_CLASSES", "PASS_TURN", "ActionList", "Bid", "DealColours", "DealPiles", "Devastate", "HideGhost", "Hunt",
    "PassTurn", "PlaceTile", "CHECKS", "OPTION_RULES", "SLOT_MAP", "check_options", "check_piles", "check_setups",
    "check_tiles", "content_fields", "load_spec", "EVENT_CLASSES", "BidPlaced", "BidsRevealed", "ColourCleared",
    "ColoursDealt", "GameWon", "GhostHidden", "GhostRevealed", "HuntBegins", "MasterEliminated", "MasterPassed",
    "NextGame", "PilesDealt", "TilePlaced", "TileRemoved", "TournamentOver", "PhantomSocietyGame", "BID",
    "DEAL_COLOURS", "DEAL_PILES", "GAME_ID", "GHOST_SLOTS", "GHOSTS_WIN", "HIDE", "HUNTERS_WIN", "KIND_NAMES",
    "MASTER_GAME", "MODES", "OVER", "PHASE_NAMES", "PLACE", "PLAY", "SIDE_NAMES", "SLOTS", "STANDARD", "TOURNAMENT",
    "GameSummary", "PhantomSocietyState", "PhantomSocietyView",
]
