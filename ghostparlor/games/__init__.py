"""The game registry: permanent ids, registered explicitly (never discovered), and each game's
declaration of what it provides.

An id is never reused once retired. ``rules`` is True once the game's rules are in
(then the simulator, the protocol tests and validate-data cover it); ``screen`` is
True once it can be played in the window (else the title screen shows "coming soon").

Each game lives in ``ghostparlor/games/<id>/`` and declares its parts here, in its entry's
:class:`Parts`: the module of each, under its folder (``"play.bot"`` is
``ghostparlor/games/<id>/play/bot.py``), or None where the game has none. Every reader asks
:func:`part` (``part("ghosts", "search_hooks")``); nothing else names a game's modules.
The title screen imports this registry at start-up, so it stays light: it imports no
game module until a part is asked for.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the registry stays light: the title screen imports it at start-up
    from ghostparlor.core.protocol import Game


class Parts:
    """What a game provides, each part named by its module under ``ghostparlor/games/<id>/``
    (None: the game has none, and :func:`part` answers None).

    * ``rules``: headless rules (``rules/``): ``load_spec(data_dir=None)`` and the entry's game class.
    * ``bot``: the easy bot, ``make_easy_bot(game, seat)`` (``ghostparlor/ai/heuristics.py``).
    * ``search_hooks``: what the search bots know beyond the rules (``ghostparlor/ai/hooks.py``
      says which names and what each returns).
    * ``coach``: the coach's words, ``move_words(game, view, action)`` and ``why(game, view,
      mine, better)``, each optional (``ghostparlor/ai/coach.py``).
    * ``aids``: the player aids, ``notes(game, view)`` (read by the game's own table).
    * ``table``: the table on screen (pygame): ``make_table(scene)``, and optionally
      ``results_credits(feed)`` and ``results_sheet(feed)`` for the results screen (a spectator's feed of the finished game).
    * ``diagrams``: the rules screen's pictures (pygame): ``DIAGRAMS[name](game, width)``.
    """

    NAMES = ("rules", "bot", "search_hooks", "coach", "aids", "table", "diagrams")
    __slots__ = NAMES

    def __init__(self, rules: str, bot: str | None = None, search_hooks: str | None = None, coach: str | None = None,
                 aids: str | None = None, table: str | None = None, diagrams: str | None = None) -> None:
        self.rules = rules
        self.bot = bot
        self.search_hooks = search_hooks
        self.coach = coach
        self.aids = aids
        self.table = table
        self.diagrams = diagrams


class GameEntry:
    """One registered game (a plain class: the registry is read at start-up)."""

    __slots__ = ("id", "players", "rules", "screen", "game_class", "parts")

    def __init__(self, id: str, players: tuple[int, int], rules: bool, screen: bool, game_class: str,
                 parts: Parts) -> None:
        self.id = id
        self.players = players
        self.rules = rules
        self.screen = screen
        self.game_class = game_class  # the class in the game's rules package
        self.parts = parts

    @property
    def implemented(self) -> bool:
        """Playable in the window (rules and screen)."""
        return self.rules and self.screen


REGISTRY: dict[str, GameEntry] = {
    "ghostbumpers": GameEntry(
        "ghostbumpers", (3, 6), rules=True, screen=True, game_class="GhostbumpersGame",
        parts=Parts(rules="rules", bot="play.bot", search_hooks="play.search_hooks", coach="play.coach",
                    aids="play.aids", table="table.table", diagrams="table.diagrams")),
    "ghosts": GameEntry(
        "ghosts", (2, 6), rules=True, screen=True, game_class="GhostsGame",
        parts=Parts(rules="rules", bot="play.bot", search_hooks="play.search_hooks", coach="play.coach",
                    aids="play.aids", table="table.table", diagrams="table.diagrams")),
    "phantom_society": GameEntry(
        "phantom_society", (2, 4), rules=True, screen=True, game_class="PhantomSocietyGame",
        parts=Parts(rules="rules", bot="play.bot", search_hooks="play.search_hooks", coach="play.coach",
                    aids="play.aids", table="table.table", diagrams="table.diagrams")),
    "dont_go_in_there": GameEntry(
        "dont_go_in_there", (2, 5), rules=True, screen=True, game_class="DontGoInThereGame",
        parts=Parts(rules="rules", bot="play.bot", search_hooks="play.search_hooks", coach="play.coach",
                    aids="play.aids", table="table.table", diagrams="table.diagrams")),
    "treasure_hunters": GameEntry(
        "treasure_hunters", (1, 4), rules=True, screen=True, game_class="TreasureHuntersGame",
        parts=Parts(rules="rules", bot="play.bot", search_hooks="play.search_hooks", coach="play.coach",
                    aids="play.aids", table="table.table", diagrams="table.diagrams")),
}

RETIRED_IDS: frozenset[str] = frozenset()


class PartError(ImportError):
    """A part a game declares could not be imported (the game and the part are named; the
    cause is chained). Never swallowed: a broken part is a bug, not a missing feature."""

    def __init__(self, game_id: str, name: str, module: str, cause: BaseException) -> None:
        super().__init__(f"{game_id}: its {name} part ({module}) failed to import: {type(cause).__name__}: {cause}",
                         name=module)
        self.game_id = game_id
        self.part = name


def entry(game_id: str) -> GameEntry:
    """The registry's entry for ``game_id`` (KeyError naming the games when there is none)."""
    found = REGISTRY.get(game_id)
    if found is None:
        raise KeyError(f"unknown game {game_id!r}; games: {', '.join(REGISTRY)}")
    return found


def part_module(game_id: str, name: str) -> str | None:
    """The full module name of ``game_id``'s part ``name`` as declared, or None (no such part)."""
    if name not in Parts.NAMES:
        raise KeyError(f"no part {name!r}; parts: {', '.join(Parts.NAMES)}")
    module = getattr(entry(game_id).parts, name)
    return None if module is None else f"{__name__}.{game_id}.{module}"


def part(game_id: str, name: str) -> ModuleType | None:
    """``game_id``'s part ``name`` (one of :attr:`Parts.NAMES`), imported; None when the game
    declares none. A declared part that fails to import raises :class:`PartError`."""
    module = part_module(game_id, name)
    if module is None:
        return None
    try:
        return importlib.import_module(module)
    except Exception as exc:  # noqa: BLE001 - re-raised with the game and the part named
        raise PartError(game_id, name, module, exc) from exc


def implemented_ids() -> list[str]:
    """Games whose rules are in (the protocol tests, the simulator and validate-data use them)."""
    return [gid for gid, found in REGISTRY.items() if found.rules]


def rules_module(game_id: str) -> ModuleType:
    return part(game_id, "rules")


@lru_cache(maxsize=None)
def load_game(game_id: str) -> "Game":
    """The rules of ``game_id`` bound to its content (loaded and validated once)."""
    found = entry(game_id)
    if not found.rules:
        raise KeyError(f"the rules of {game_id!r} are not in yet")
    return getattr(rules_module(game_id), found.game_class)()
