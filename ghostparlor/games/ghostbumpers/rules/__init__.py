"""Ghostbumpers (Inka & Markus Brand, Deep Print Games 2025): the rules, from
docs/rules/ghostbumpers.md, as a package whose modules follow the rulebook:

* ``content``   section 1 and 2: the YAML (card counts, player counts, rounds)
* ``actions``   GB-6, GB-10 to GB-12: the actions and a play's strength
* ``events``    what a step causes, RoundEnded with what the round leaves on the table
* ``state``     the state, whose step it is, the view (GB-26), canonical JSON
* ``deal``      GB-2, GB-23: a round's cards gathered back and dealt
* ``setup``     section 2, GB-1 to GB-4: the options, the first start-card holder, burying
                the scared card
* ``plays``     GB-6, GB-7, GB-10, GB-11: a seat's play in a trick
* ``tricks``    GB-5, GB-13 to GB-17: the turn passing left, the winner, the reveal obligation
* ``reveals``   GB-15, GB-16, GB-22: revealing and the 0/10 move of the bottom card
* ``refill``    GB-7 to GB-9, D-7: drawing, reshuffling, both piles empty, owed cards
* ``scoring``   GB-18 to GB-25: the round's end, counts, paranoia, totals, winners
* ``steps``     the protocol's steps, each handed to its family above; no family imports
                it, and each imports only the families below it: deal and reveals, then
                scoring, tricks, refill, plays in that order; setup over deal and tricks
* ``hidden``    GB-26: the unseen dealt anew for the search bots
* ``positions`` state_from_json: positions that cannot lie, deck_order
* ``text``      log lines and names
* ``game``      the thin Game object

Every name other code imported from the former ``rules.py`` is importable from here.
"""

from .actions import (
    ACTION_CLASSES, ZERO_TEN, ChooseFirstPlayer, DiscardCard, DrawCard, PlayCards, PlayZeroTen, SetScareLevel,
    strength, strength_words,
)
from .content import CHECKS, GAME_ID, IntKeyed, check_content, content_fields, load_spec
from .events import (
    END_HANDS, END_SCARED, EVENT_CLASSES, BothPilesEmpty, BottomCardMoved, CardDealt, CardDrawn, CardOwed,
    CardRevealed, CardsPlayed, DiscardChosen, DiscardReshuffled, DiscardsRevealed, GameOver, OwedCardPaid,
    RoundEnded, RoundStarted, ScareLevelSet, TrickWon, TricksBegin,
)
from .game import GhostbumpersGame
from .setup import _OFF_WORDS
from .state import (
    DEAL, DISCARD, FIRST_PLAYER, OVER, PAY, PHASE_NAMES, PLAY, REFILL, SCARE, GhostbumpersState, GhostbumpersView,
)

__all__ = [
    "GAME_ID", "ZERO_TEN", "FIRST_PLAYER", "DEAL", "SCARE", "PLAY", "REFILL", "DISCARD", "PAY", "OVER", "PHASE_NAMES",
    "END_SCARED", "END_HANDS", "strength_words", "strength", "ChooseFirstPlayer", "DrawCard", "SetScareLevel",
    "PlayCards", "PlayZeroTen", "DiscardCard", "RoundStarted", "CardDealt", "ScareLevelSet", "TricksBegin",
    "CardsPlayed", "CardDrawn", "DiscardReshuffled", "BothPilesEmpty", "DiscardChosen", "CardOwed",
    "DiscardsRevealed", "OwedCardPaid", "TrickWon", "CardRevealed", "BottomCardMoved", "RoundEnded", "GameOver",
    "ACTION_CLASSES", "EVENT_CLASSES", "GhostbumpersState", "GhostbumpersView", "IntKeyed", "content_fields",
    "check_content", "CHECKS", "load_spec", "_OFF_WORDS", "GhostbumpersGame",
]
