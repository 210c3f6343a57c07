"""The bots' imports point one way (issue 50): nothing in ``ghostparlor/ai/`` imports the
research tools, the bot registry names its bots' modules without importing them, and the game
registry and the rules protocol import nothing of the games or the bots. Read from the source
with the house's import graph (``tests/test_house.py``, which also proves there is no import
cycle anywhere): an import inside a function counts, one under ``if TYPE_CHECKING:`` does not.
"""

from __future__ import annotations

from tests.test_house import import_graph


def test_the_bots_never_import_the_research_tools_and_the_registry_imports_no_bot():
    graph = import_graph()
    into_devtools = {m: sorted(e for e in edges if e.startswith("ghostparlor.devtools"))
                     for m, edges in graph.items() if m.startswith("ghostparlor.ai")}
    assert not any(into_devtools.values()), into_devtools
    assert not graph["ghostparlor.ai.registry"], "the registry names its bots' modules, it imports none"


def test_the_game_registry_and_the_protocol_import_nothing_of_the_games_or_the_bots():
    graph = import_graph()
    for module in ("ghostparlor.games", "ghostparlor.core.protocol"):
        assert not [e for e in graph[module] if e.startswith(("ghostparlor.games.", "ghostparlor.ai"))], module
