"""Games you can share (issue 25, part 3): an exported game or a bare record opens through
``ghostparlor open FILE`` and a file dropped on the window (pygame's DROPFILE): a finished
game in the replay viewer, an unfinished one offered to continue with its seats reassigned.
A file that cannot be used is refused in one line and nothing is touched."""

import json

import pygame
import pytest

from ghostparlor.cli import main
from ghostparlor.persistence import saves, share
from tests.scenes.helpers import click, key, run, top_name
from tests.scenes.test_saves_per_game import a_save, bot_session


def exported(moves=None, game_id="ghosts", fingerprints=False):
    return share.export_game(bot_session(game_id, moves, seed=9, players=3).save_data(fingerprints=fingerprints))


def drop(app, path):
    """A file dropped on the window, through the real event loop."""
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    app.running = True
    app._frame(1 / 60)
    app.step(1 / 60)


def everything(home):
    return {p.relative_to(home): p.read_bytes() for p in home.rglob("*") if p.is_file()}


def bad_files(folder):
    """name -> (bytes, words the message must hold), written into ``folder`` (made)."""
    folder.mkdir(exist_ok=True)
    good = a_save("ghosts", 30, seed=2)
    newer = dict(good, save_format=2)
    newer_record = json.loads(json.dumps(good))
    newer_record["record"]["format"] = 7
    lacking = json.loads(json.dumps(good))
    lacking["record"]["game"] = "poltergeist_poker"
    illegal = json.loads(json.dumps(good))
    illegal["record"]["actions"][20] = {"type": "play", "card": "no_such_card"}
    files = {
        "newer.json": (json.dumps(newer).encode(), "newer version"),
        "newer-record.json": (json.dumps(newer_record["record"]).encode(), "newer version"),
        "lacking.json": (json.dumps(lacking).encode(), "\"poltergeist_poker\", which this version of ghostparlor does not have"),
        "illegal.json": (json.dumps(illegal).encode(), "its move 21 is not allowed by the rules"),
        "damaged.json": (json.dumps(good).encode()[:500], "is not a ghostparlor game or is damaged"),
        "not-a-game.json": (b'{"hello": "world"}', "is not a ghostparlor game or is damaged: it is not a saved game"),
    }
    paths = {}
    for name, (raw, _) in files.items():
        (folder / name).write_bytes(raw)
        paths[name] = folder / name
    return paths, {name: words for name, (_, words) in files.items()}


def test_an_exported_game_with_fingerprints_passes_replay_check_and_a_bare_record_too(home, capsys, tmp_path):
    path = exported(fingerprints=True)
    assert path.parent == home / "documents" and path.name.startswith("ghostparlor-ghosts-")
    data = json.loads(path.read_text())
    assert data["kind"] == "ghostparlor-save" and len(data["record"]["fingerprints"]) == len(data["record"]["actions"]) + 1
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(data["record"]))
    assert main(["replay-check", str(path), str(bare)]) == 0
    out = capsys.readouterr().out
    assert out.count(": ok:") == 2
    data["record"]["fingerprints"][7] = "0" * 20  # a wrong fingerprint inside an export is found
    path.write_text(json.dumps(data))
    assert main(["replay-check", str(path)]) == 1 and "FAILED" in capsys.readouterr().out


@pytest.fixture
def window(monkeypatch):
    """``ghostparlor open`` runs the real start (run_app); the loop is replaced by a few
    frames, and what was on top then is kept."""
    from ghostparlor.app import App

    seen = {}

    def few_frames(self):
        for _ in range(4):
            self.step(1 / 60)
        seen["top"] = self.stack.top.name
        seen["below"] = [s.name for s in self.stack.scenes]
        seen["toast"] = self.toast.text if self._toast is not None and self.toast.active else ""
        seen["scene"] = self.stack.top
        self.shutdown()
        return 0

    monkeypatch.setattr(App, "run", few_frames)
    return seen


def test_ghostparlor_open_a_finished_game_shows_its_replay(home, window):
    path = exported()
    assert main(["open", str(path)]) == 0
    assert window["top"] == "replay" and window["below"][0] == "title"
    assert "a finished game of Ghosts, opened in the replay viewer" in window["toast"]
    assert len(window["scene"].session.actions) == len(json.loads(path.read_text())["record"]["actions"])


def test_ghostparlor_open_a_bare_unfinished_record_offers_its_seats(home, window, tmp_path):
    record = a_save("phantom_society", 15)["record"]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    assert main(["open", str(path)]) == 0
    assert window["top"] == "open_game" and len(window["scene"].rows) == record["players"]


def test_ghostparlor_open_refuses_a_bad_file_on_stderr_with_status_2_and_touches_nothing(home, tmp_path, capsys, window):
    saves.save_current(a_save("ghosts", 20))
    paths, words = bad_files(tmp_path / "shared")
    before = everything(home)
    files_before = {p: p.read_bytes() for p in (tmp_path / "shared").iterdir()}
    for name, path in paths.items():
        assert main(["open", str(path)]) == 2, name
        err = capsys.readouterr().err.strip()
        assert err.startswith(f"ghostparlor open: {name}") and words[name] in err and "\n" not in err, (name, err)
    assert main(["open", str(tmp_path / "shared" / "gone.json")]) == 2 and "gone.json was not found" in capsys.readouterr().err
    assert not window  # no window was opened for any of them
    assert {p: p.read_bytes() for p in (tmp_path / "shared").iterdir()} == files_before  # the user's files: not renamed, not changed
    assert everything(home) == before  # the saves (and all the app's files) untouched


def test_a_dropped_bad_file_is_refused_in_a_toast_and_nothing_is_touched(app, home, tmp_path):
    saves.save_current(a_save("ghosts", 20))
    paths, words = bad_files(tmp_path / "shared")
    app.home()
    run(app, 0.1)
    before = everything(home)
    files_before = {p: p.read_bytes() for p in (tmp_path / "shared").iterdir()}
    for name, path in paths.items():
        app.toast.queue.clear()
        app.toast.current = None
        drop(app, path)
        assert top_name(app) == "title", name
        assert words[name] in app.toast.text and "\n" not in app.toast.text, (name, app.toast.text)
    assert {p: p.read_bytes() for p in (tmp_path / "shared").iterdir()} == files_before
    assert everything(home) == before


def test_a_dropped_finished_game_opens_in_the_replay_viewer(app, home):
    path = exported()
    app.home()
    run(app, 0.1)
    drop(app, path)
    assert top_name(app) == "replay"
    assert len(app.stack.top.session.actions) == len(json.loads(path.read_text())["record"]["actions"])
    key(app, pygame.K_ESCAPE)
    assert top_name(app) in ("title", "pause", "replay")  # the viewer's own way out


def test_a_dropped_unfinished_game_continues_with_its_seats_reassigned(app, home):
    path = exported(moves=25)
    shared = json.loads(path.read_text())
    saves.save_current(a_save("ghosts", 12, seed=1))  # this game already has an unfinished game: asked first
    mine = saves.current_path("ghosts").read_bytes()
    app.home()
    run(app, 0.1)
    drop(app, path)
    assert top_name(app) == "open_game"
    seats = app.stack.top
    names = [getattr(label, "text", "") for label in seats.decor]
    assert [n for n in names if n in shared["summary"]["players"]] == shared["summary"]["players"]
    assert seats.chosen_kinds() == ["easy"] * 3  # as they were
    seats.focus.focus(seats.rows[0], visible=True)
    key(app, pygame.K_LEFT)  # seat 1: from the easy bot back to a person
    click(app, seats.rows[2].rect.move(-12, 0).midright)  # seat 3: the next level up
    assert seats.chosen_kinds()[0] == "human" and seats.chosen_kinds()[2] == "normal"
    click(app, seats.cancel_button.rect.center)  # Cancel: nothing changes
    assert top_name(app) == "title" and saves.current_path("ghosts").read_bytes() == mine
    drop(app, path)
    seats = app.stack.top
    seats.rows[0].index = seats.kinds.index("human")
    click(app, seats.start_button.rect.center)
    assert top_name(app) == "confirm" and "will be replaced" in app.stack.top.decor[1].text
    click(app, app.stack.top.no.rect.center)  # No: my own unfinished game stays
    assert top_name(app) == "open_game" and saves.current_path("ghosts").read_bytes() == mine
    click(app, seats.start_button.rect.center)
    click(app, app.stack.top.yes.rect.center)
    assert top_name(app) == "game"
    game = app.stack.top
    assert [p.kind for p in game.session.plans] == ["human", "easy", "easy"]
    assert [a.to_json() for a in game.session.match.actions[:len(shared["record"]["actions"])]] == shared["record"]["actions"]
    saved = saves.load_current("ghosts")[0]  # now this game's unfinished game, with the seats as chosen
    assert [p["kind"] for p in saved.plans] == ["human", "easy", "easy"]
    assert [s["kind"] for s in saved.record["seats"]] == ["human", "easy", "easy"]
    assert path.read_text() == json.dumps(shared, separators=(",", ":"))  # the shared file itself: unchanged
