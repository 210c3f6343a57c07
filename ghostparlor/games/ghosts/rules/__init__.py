"""Ghosts (Reiner Knizia, Asyncron 2015): the rules, from docs/rules/ghosts.md.

Rule IDs (S-n set-up, GH-n rules, Dn decisions) are cited where they are implemented;
each module opens with the rule IDs it holds:

* ``state`` the state, the view (GH-17) and the canonical JSON
* ``actions`` and ``events`` the dataclasses; ``text`` their words
* ``content`` the YAML schema and load_spec (section 2)
* ``setup`` S-1 to S-6: first player, the deal, all-Fog redeals
* ``turn`` GH-1: whose turn, what an action does, chance
* ``play`` GH-2 to GH-7: open, new family, mirror, Fog, the cap, the next player
* ``taking`` GH-8 to GH-11: taking the pile, refills, the empty deck
* ``rounds`` GH-12 to GH-14: round end, relief, the next round
* ``result`` GH-15: the winners
* ``hidden`` GH-17: resampling what a seat cannot see
* ``positions`` state_from_json and every invariant a position must keep
* ``game`` the GhostsGame class, bound to data/games/ghosts.yaml
"""

from .actions import ACTION_CLASSES, TAKE, ChooseFirstPlayer, DrawCard, PlayCard, TakePile
from .content import CHECKS, check_deck, content_fields, load_spec
from .events import (EVENT_CLASSES, AllFogRedeal, CardDealt, CardDrawn, CardPlayed, GameOver, PileTaken, ReliefGiven,
                     RoundEnded, RoundStarted)
from .game import GhostsGame
from .hidden import unseen_cards
from .state import (CCW, CW, DEAL, FIRST_PLAYER, GAME_ID, OPEN, OVER, PHASE_NAMES, PLAY, REFILL, GhostsState,
                    GhostsView)

__all__ = [
    "ACTION_CLASSES", "TAKE", "ChooseFirstPlayer", "DrawCard", "PlayCard", "TakePile",
    "CHECKS", "check_deck", "content_fields", "load_spec",
    "EVENT_CLASSES", "AllFogRedeal", "CardDealt", "CardDrawn", "CardPlayed", "GameOver", "PileTaken",
    "ReliefGiven", "RoundEnded", "RoundStarted",
    "GhostsGame", "unseen_cards",
    "CCW", "CW", "DEAL", "FIRST_PLAYER", "GAME_ID", "OPEN", "OVER", "PHASE_NAMES", "PLAY", "REFILL",
    "GhostsState", "GhostsView",
]
