"""Each game declares its parts in one place (its entry in ghostparlor/games/__init__.py) and every
loader reads the declaration through ``games.part``: each declared part imports, a broken one
fails loudly with the game and the part named (never a silently weaker bot), an undeclared one
is None, and the registry itself imports no game module (the title screen reads it at start-up)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ghostparlor import games
from ghostparlor.ai import coach
from ghostparlor.ai.hooks import SearchHooks, search_hooks
from ghostparlor.ai.protocol import bot_names, make_bot
from ghostparlor.games import REGISTRY, PartError, Parts, implemented_ids, load_game, part

# what a loader reads from each part (a declared part must have it)
NEEDS = {"rules": "load_spec", "bot": "make_easy_bot", "table": "make_table", "diagrams": "DIAGRAMS", "aids": "notes"}


@pytest.mark.parametrize("game_id", implemented_ids())
def test_every_declared_part_imports_and_has_what_its_readers_use(game_id):
    declared = [name for name in Parts.NAMES if getattr(REGISTRY[game_id].parts, name) is not None]
    assert "rules" in declared
    for name in declared:
        module = part(game_id, name)
        assert module is not None and module.__name__ == games.part_module(game_id, name)
        if name in NEEDS:
            assert hasattr(module, NEEDS[name]), f"{game_id}: its {name} part has no {NEEDS[name]}"
    assert hasattr(part(game_id, "rules"), REGISTRY[game_id].game_class)
    search_hooks(load_game(game_id))  # no stray make_... name, a numeric CONFIDENCE


def test_a_part_that_is_not_declared_is_none_and_an_unknown_name_or_game_is_a_key_error(monkeypatch):
    monkeypatch.setattr(REGISTRY["ghosts"].parts, "coach", None)
    monkeypatch.setattr(REGISTRY["ghosts"].parts, "search_hooks", None)
    assert part("ghosts", "coach") is None
    game = load_game("ghosts")
    assert coach.hooks(game) is None
    hooks = search_hooks(game)
    assert (hooks.make_evaluator, hooks.make_belief, hooks.make_rollout, hooks.confidence) == (None, None, None, None)
    make_bot("normal", game, 0)  # searched by the rules alone
    with pytest.raises(KeyError, match="no part 'scene'"):
        part("ghosts", "scene")
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        part("chess", "rules")


def test_a_game_without_a_bot_has_no_easy_bot_and_is_not_offered_one(monkeypatch):
    monkeypatch.setattr(REGISTRY["ghosts"].parts, "bot", None)
    game = load_game("ghosts")
    with pytest.raises(KeyError, match="no easy bot for ghosts"):
        make_bot("easy", game, 0)
    assert "easy" not in bot_names(game) and "random" in bot_names(game)


@pytest.mark.parametrize("name", ["bot", "search_hooks", "coach", "table", "diagrams", "aids"])
def test_a_missing_part_module_fails_loudly_naming_the_game_and_the_part(monkeypatch, name):
    monkeypatch.setattr(REGISTRY["ghostbumpers"].parts, name, "play.no_such_module")
    with pytest.raises(PartError, match=rf"ghostbumpers: its {name} part \(ghostparlor\.games\.ghostbumpers\.play\.no_such_module\)") as raised:
        part("ghostbumpers", name)
    assert (raised.value.game_id, raised.value.part) == ("ghostbumpers", name)
    assert isinstance(raised.value.__cause__, ModuleNotFoundError)


def test_a_broken_import_inside_the_search_hooks_is_never_a_silently_weaker_bot(monkeypatch, tmp_path):
    """The typo is inside the module (an import of a name that is not there): the search bots
    and the bot lists fail with the game and the part named, as the coach does."""
    import ghostparlor.games.ghosts.play as play

    (tmp_path / "broken_hooks.py").write_text("from ghostparlor.games.ghosts.rules import no_such_name\n", encoding="utf-8")
    monkeypatch.setattr(play, "__path__", [*play.__path__, str(tmp_path)])
    monkeypatch.setattr(REGISTRY["ghosts"].parts, "search_hooks", "play.broken_hooks")
    monkeypatch.delitem(sys.modules, "ghostparlor.games.ghosts.play.broken_hooks", raising=False)
    game = load_game("ghosts")
    for attempt in (lambda: make_bot("normal", game, 0), lambda: make_bot("hard", game, 1), lambda: bot_names(game),
                    lambda: coach.Coach(game, 0)):
        with pytest.raises(PartError, match="ghosts: its search_hooks part .*no_such_name"):
            attempt()


def test_a_search_hook_under_a_name_the_search_does_not_read_is_refused(monkeypatch):
    import ghostparlor.games.ghosts.play.search_hooks as module

    monkeypatch.setattr(module, "make_beleif", module.make_belief, raising=False)
    with pytest.raises(TypeError, match="ghosts: its search hooks .* define make_beleif"):
        search_hooks(load_game("ghosts"))
    monkeypatch.delattr(module, "make_beleif")
    monkeypatch.setattr(module, "CONFIDENCE", "2.5", raising=False)
    with pytest.raises(TypeError, match="CONFIDENCE"):
        search_hooks(load_game("ghosts"))


def test_the_search_reads_every_hook_a_game_gives():
    for game_id in implemented_ids():
        game = load_game(game_id)
        hooks = search_hooks(game)
        assert isinstance(hooks, SearchHooks)
        bot = make_bot("normal", game, 0)
        assert (bot.evaluator is None) == (hooks.make_evaluator is None)
        assert (bot.belief is None) == (hooks.make_belief is None)
        assert (bot.rollout is None) == (hooks.make_rollout is None)
        assert bot.confidence == (hooks.confidence if hooks.confidence is not None else 1.0)


def test_importing_the_registry_imports_no_game_module_and_no_bot():
    code = ("import sys, ghostparlor.games as g; g.REGISTRY; "
            "print(sorted(m for m in sys.modules if m.startswith(('ghostparlor.games.', 'ghostparlor.ai'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
