"""Ghost Fightin' Treasure Hunters (Brian Yu, Mattel 2013): the rules, as a package whose
modules follow docs/rules/treasure_hunters.md (basic game TH-n, advanced game
TH-An, decisions D-n):

* :mod:`.content` - section 2: the YAML schema, its checks, the content constants;
* :mod:`.board` - the house as a graph and its shortest ways (TH-8, TH-10, D-8);
* :mod:`.state` - the state, the shared view, the canonical JSON (TH-1);
* :mod:`.actions`, :mod:`.events` - what happens, with stable JSON; :mod:`.text` - its words;
* :mod:`.setup` - section 3 and TH-A1; :mod:`.turn`, :mod:`.steps` - TH-1, D-5, D-14;
* :mod:`.ghosts` - the ghost cards and the doors (TH-2 to TH-6, TH-A3 to TH-A5);
* :mod:`.movement` - the movement die, moves and jewels (TH-7 to TH-14, TH-17, TH-A2);
* :mod:`.why` - why a move cannot be played, in the table's words (TH-7 to TH-11, TH-17, TH-A2, TH-A4);
* :mod:`.battle` - fighting ghosts and hauntings (TH-15, TH-16);
* :mod:`.result` - the team's win and losses (TH-19 to TH-22, D-11);
* :mod:`.hidden` - the face-down jewels (TH-A1, D-12);
* :mod:`.positions` - reading any position so that it cannot lie (issue 23);
* :mod:`.game` - the protocol class, a table of which module answers what.

Chance is a step (D-14): the movement die, every card drawn, the battle dice and the
placing of the numbered jewels are chance actions that the Match samples.
"""

from ghostparlor.games.treasure_hunters.rules.actions import (
    ACTION_CLASSES,
    PICK_UP,
    PUT_DOWN,
    SKIP,
    BattleRoll,
    DrawCard,
    Move,
    PickUpJewel,
    PlaceJewel,
    PutDownJewel,
    RollDie,
    SkipJewel,
)
from ghostparlor.games.treasure_hunters.rules.board import HALL, OUTSIDE, ROOM, Board
from ghostparlor.games.treasure_hunters.rules.content import load_spec, load_spec_file
from ghostparlor.games.treasure_hunters.rules.events import (
    EVENT_CLASSES,
    CardDrawn,
    DeckShuffled,
    DieRolled,
    DoorsLocked,
    DoorsUnlocked,
    GameOver,
    GhostPlaced,
    GhostsFought,
    JewelDelivered,
    JewelPickedUp,
    JewelPlaced,
    JewelPutDown,
    JewelRevealed,
    PawnMoved,
    PawnTrapped,
    UnhauntRolled,
)
from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame
from ghostparlor.games.treasure_hunters.rules.state import (
    CARD,
    DRAW_CARD,
    FIGHT,
    GAME_ID,
    LETTER,
    LOCK_CARD,
    LOST_DEAD_END,
    LOST_DEADLOCK,
    LOST_HAUNTINGS,
    MOVE,
    OUTCOMES,
    OVER,
    PHASE_NAMES,
    PICKUP,
    PLACE_JEWELS,
    ROLL,
    SHUFFLE_CARD,
    WON,
    TreasureHuntersState,
    TreasureHuntersView,
)

__all__ = [
    "ACTION_CLASSES", "EVENT_CLASSES", "GAME_ID", "PHASE_NAMES", "OUTCOMES",
    "PLACE_JEWELS", "ROLL", "CARD", "MOVE", "PICKUP", "FIGHT", "OVER",
    "LETTER", "SHUFFLE_CARD", "DRAW_CARD", "LOCK_CARD",
    "WON", "LOST_HAUNTINGS", "LOST_DEADLOCK", "LOST_DEAD_END",
    "PICK_UP", "PUT_DOWN", "SKIP",
    "PlaceJewel", "RollDie", "DrawCard", "Move", "PickUpJewel", "PutDownJewel", "SkipJewel", "BattleRoll",
    "JewelPlaced", "DieRolled", "CardDrawn", "GhostPlaced", "DoorsLocked", "DoorsUnlocked", "DeckShuffled",
    "PawnMoved", "PawnTrapped", "JewelRevealed", "JewelPickedUp", "JewelPutDown", "JewelDelivered",
    "GhostsFought", "UnhauntRolled", "GameOver",
    "TreasureHuntersState", "TreasureHuntersView", "TreasureHuntersGame",
    "HALL", "ROOM", "OUTSIDE", "Board", "load_spec", "load_spec_file",
]
