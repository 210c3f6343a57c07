"""Two copies at once, seen from the screens (issue 48 point 6): another ghostparlor process on
the same user folder plays Ghosts (it holds that game's claim, as a window playing it does).
The title's Continue and the set-up's Start say so in one line and start nothing, before any
save is tried; a game played here all the same says "not saved" once, not after every move.
Once the other process has ended, the game continues here as usual."""

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ghostparlor.core.strings import t
from ghostparlor.persistence import saves
from ghostparlor.scenes.game import GameScene
from tests.scenes.helpers import click, run, top_name
from tests.scenes.test_saves_per_game import a_save, bot_session, title

ROOT = Path(__file__).resolve().parents[2]
ELSEWHERE = "open in another ghostparlor window"

HOLDER = textwrap.dedent('''
    import json, sys
    from ghostparlor.persistence import saves

    saves.save_current(json.loads(open(sys.argv[1]).read()))  # plays the game: its claim is held
    print("holding", flush=True)
    sys.stdin.readline()  # until told to stop; the claim goes with the process
''')


@pytest.fixture
def held_elsewhere(home, tmp_path):
    """Another process on this user folder plays Ghosts (an unfinished game of 20 moves)."""
    envelope = tmp_path / "ghosts.json"
    envelope.write_text(json.dumps(a_save("ghosts", 20, seed=4)))
    env = dict(os.environ, GHOSTPARLOR_HOME=str(home), PYTHONPATH=str(ROOT))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(envelope)], env=env, cwd=ROOT, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert holder.stdout.readline().strip() == "holding", holder.stderr.read()
        assert saves.open_elsewhere("ghosts")

        def stop() -> None:
            if holder.poll() is None:
                holder.communicate("\n", timeout=30)
            assert not saves.open_elsewhere("ghosts")

        yield stop
    finally:
        if holder.poll() is None:
            holder.communicate("\n", timeout=30)


def notices(app, monkeypatch) -> list[tuple[str, str]]:
    said: list[tuple[str, str]] = []
    notify = app.notify
    monkeypatch.setattr(app, "notify", lambda text, kind="info", hold=None: (said.append((str(text), kind)),
                                                                             notify(text, kind, hold))[1])
    return said


def test_the_title_says_a_game_is_open_in_another_window_and_does_not_continue_it(app, held_elsewhere, monkeypatch):
    theirs = saves.current_path("ghosts").read_bytes()
    saves.save_current(a_save("treasure_hunters", 15, seed=2, ago=3600))  # a game of this window's own
    scene = title(app)
    assert set(scene.saves) == {"ghosts", "treasure_hunters"}
    said = notices(app, monkeypatch)
    click(app, scene.continue_buttons["ghosts"].rect.center)
    assert top_name(app) == "title" and len(said) == 1
    text, kind = said[0]
    assert text == t("saves.open_elsewhere", game=t("ghosts.name")) and ELSEWHERE in text and "\n" not in text
    assert kind == "warning"
    scene.resume_saved(scene.saves["ghosts"])  # the bottom Continue (the most recent game: Ghosts) too
    assert scene.continue_button.text == f"Continue: {t('ghosts.name')}"
    click(app, scene.continue_button.rect.center)
    assert top_name(app) == "title" and len(said) == 3
    run(app, 0.2)
    assert saves.current_path("ghosts").read_bytes() == theirs  # nothing written over the other window's game
    click(app, scene.continue_buttons["treasure_hunters"].rect.center)  # another game: played here
    assert top_name(app) == "game" and app.stack.top.session.game.id == "treasure_hunters" and len(said) == 3
    held_elsewhere()  # the other window is closed: Ghosts continues here
    scene = title(app)
    click(app, scene.continue_buttons["ghosts"].rect.center)
    assert top_name(app) == "game" and app.stack.top.session.game.id == "ghosts" and len(said) == 3
    played = [a.to_json() for a in app.stack.top.session.match.actions[:20]]
    assert played == json.loads(theirs)["record"]["actions"]  # the other window's game, whole


def test_a_new_game_of_a_game_open_elsewhere_is_not_started_over_its_save(app, held_elsewhere, monkeypatch):
    from ghostparlor.scenes.setup import SetupScene

    theirs = saves.current_path("ghosts").read_bytes()
    title(app)
    app.push(SetupScene(app, "ghosts"))
    run(app, 0.1)
    said = notices(app, monkeypatch)
    click(app, app.stack.top.start_button.rect.center)
    assert top_name(app) == "setup", "neither started nor asked whether to replace the other window's game"
    assert [text for text, _ in said] == [t("saves.open_elsewhere", game=t("ghosts.name"))]
    assert saves.current_path("ghosts").read_bytes() == theirs
    held_elsewhere()
    click(app, app.stack.top.start_button.rect.center)  # free again: the usual question (replace the save?)
    assert top_name(app) == "confirm" and len(said) == 1


def test_a_game_played_here_while_open_elsewhere_says_it_is_not_saved_once(app, held_elsewhere, monkeypatch):
    theirs = saves.current_path("ghosts").read_bytes()
    title(app)
    said = notices(app, monkeypatch)
    session = bot_session("ghosts", 4, seed=9)
    scene = GameScene(app, session)  # its first save: refused (the other window's game)
    app.push(scene)
    for _ in range(30):  # a move, its save refused, again and again
        seat = session.to_move()
        session.bot_move(seat) if seat >= 0 else session.update(0)
        scene.finish.save()
        if session.is_over():
            break
    assert len(session.match.actions) >= 30 or session.is_over()
    elsewhere = [text for text, _ in said if ELSEWHERE in text]
    assert elsewhere == [t("game.open_elsewhere", game=t("ghosts.name"))], said
    assert not [text for text, _ in said if text.startswith("The game could not be saved")]
    app.push(GameScene(app, session))  # a scene rebuilt (a language changed): still once for this game
    assert len([text for text, _ in said if ELSEWHERE in text]) == 1
    assert saves.current_path("ghosts").read_bytes() == theirs
    other = bot_session("ghosts", 2, seed=10)  # the next game of Ghosts in this window: said again, once
    app.push(GameScene(app, other))
    other.bot_move(other.to_move())
    app.stack.top.finish.save()
    assert len([text for text, _ in said if ELSEWHERE in text]) == 2
