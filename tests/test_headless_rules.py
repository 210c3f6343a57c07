"""The rules layer, bots and simulator never import pygame (DESIGN.md, Layers 1), nor
anything above them: persistence (user folders), ui or scenes (issue 23, item 4)."""

import subprocess
import sys

CODE = """
import sys
for name in ("pygame", "platformdirs", "ghostparlor.persistence", "ghostparlor.ui", "ghostparlor.scenes", "ghostparlor.app"):
    sys.modules[name] = None  # any import of these now fails
import ghostparlor.core.protocol, ghostparlor.core.match, ghostparlor.core.content
import ghostparlor.ai.protocol, ghostparlor.ai.random_bot, ghostparlor.devtools.sim
from ghostparlor.games import implemented_ids, load_game
from ghostparlor.ai.protocol import bot_names
for gid in implemented_ids():
    game = load_game(gid)
    for bot in bot_names(game):  # every bot loads without pygame; the quick ones also play
        if bot in ("random", "easy"):
            from ghostparlor.devtools.sim import simulate
            assert simulate(game, game.min_players, 2, 1, [bot])["errors"] == 0
import ghostparlor.core.strings as strings
assert strings.table() and not strings.problems  # the string table reads without the app's cache
import importlib
import ghostparlor.ai.coach
from ghostparlor.core.learn import load_learn, validate_learn
for gid in implemented_ids():  # what teaches a game reads headless too: its notes, coach words and lessons
    importlib.import_module(f"ghostparlor.games.{gid}.play.aids")
    importlib.import_module(f"ghostparlor.games.{gid}.play.coach")
    assert validate_learn(load_game(gid)) == [], gid
print("ok")
"""


def test_rules_bots_and_sim_run_without_pygame():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
