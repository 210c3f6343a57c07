"""Don't Go In There (Chin & Nerger, R2i Games 2022): the rules, from docs/rules/dont_go_in_there.md.

Rule IDs (S-n set-up, DG-n rules, D-n decisions, A-n scenarios) are cited where they are
implemented; each module opens with the rule IDs it holds. Content (card template, the
12 curse types and their numbers, rooms and their parameters, dice faces, per-player-count
set-up, meeples) comes from data/games/dont_go_in_there.yaml.

Every random part is a chance step the Match samples and records: the card types (S-1,
unless seat 1 chooses them), the removed cards (S-2, one at a time, unseen), the side of
each board (S-3), every card dealt (S-4, DG-11), the first player (S-6) and every roll of
the dice (DG-7, DG-22; the outcome is the number of ghost faces, binomially distributed
from the dice faces).

Where things are: ``state`` (state, view), ``actions``, ``events``, ``content`` (YAML
schema), ``turn`` (who moves, legal actions, chance), ``moves`` (``apply``, the
dispatcher: each action to its step module), ``setup`` (S-1 to S-6), ``placement`` (DG-3
to DG-5, Attic, Nursery), ``resolution`` (DG-6 to DG-9, Basement, Hallway), ``claims``
(DG-10 to DG-12, Library), ``curses`` (DG-17, the immediate curse effects), ``choices``
(the Doll set and the Tome's type), ``result`` (DG-13 to DG-16, end effects, penalty,
winner), ``hidden`` (views, resampling), ``positions`` (JSON, state_from_json and its
invariants), ``text`` (log lines), ``game`` (the Game object).

The imports go one way: the step modules import ``turn`` (and claims imports curses and
result, result imports curses); only ``moves`` imports the step modules, and only
``game`` imports ``moves``.
"""

from .actions import *  # noqa: F401,F403
from .actions import ACTION_CLASSES, KEEP, REROLL  # noqa: F401
from .content import CURSE_PARAMS, CURSE_RULES, END_ORDER, ROOM_PARAMS, ROOM_RULES, binomial, content_fields, load_spec  # noqa: F401
from .events import *  # noqa: F401,F403
from .events import EVENT_CLASSES  # noqa: F401
from .game import DontGoInThereGame  # noqa: F401
from .state import *  # noqa: F401,F403
