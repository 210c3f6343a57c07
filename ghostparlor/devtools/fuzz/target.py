"""What a file of the inventory is to fuzz-files (:class:`Target`), the valid samples the
hostile versions are made from (:class:`Context`, :func:`make_context`), and the walk
through the app's start and the scenes that read a person's files (:func:`run_scenes`)."""

from __future__ import annotations

import abc
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ghostparlor.devtools.fuzz.mutations import Mutator, Plant
from ghostparlor.devtools.fuzz.runner import Runner


def sample_documents() -> dict[str, Any]:
    """Valid files of every JSON kind, made by the real code (seeded)."""
    from ghostparlor.games import load_game
    from ghostparlor.persistence import stats
    from ghostparlor.session import MatchSession, SeatPlan

    game = load_game("ghosts")
    plans = [SeatPlan("Sabine", "human", 0), SeatPlan("Max", "random", 1), SeatPlan("Ida", "random", 2)]
    session = MatchSession(game, plans, seed=7, pace_seconds=0)
    small = None
    for step in range(60):
        if session.is_over():
            break
        if session.human_to_move() is not None:
            session.submit(session.legal_actions()[0])
        else:
            session.update(1.0)
        if step == 2:
            small = session.save_data()
    save = session.save_data()
    finished_session = MatchSession(load_game("ghosts"), [SeatPlan("Sabine", "random", 0), SeatPlan("Max", "random", 1)],
                                    seed=8, pace_seconds=0)
    for _ in range(5000):
        if finished_session.is_over():
            break
        finished_session.update(1.0)
    finished = finished_session.save_data()
    finished["plans"][0]["kind"] = "human"
    data = stats.empty()
    stats.record_result(data, "ghosts", ["Sabine", "Max"], ["human", "easy"], [2.0, 5.0], [0], True)
    stats.record_result(data, "ghostbumpers", ["Sabine", "Ida"], ["human", "human"], [31.0, 12.0], [0], False)
    record = finished_session.match.record(fingerprints=True)
    return {"save": save, "small_save": small or save, "finished": finished, "stats": data, "record": record}


def tournament_sample(folder: Path) -> tuple[bytes, dict[str, Any]]:
    from ghostparlor.games import load_game
    from ghostparlor.devtools.tournament import record_header, tournament

    game = load_game("ghosts")
    path = folder / "tournament.jsonl"
    tournament(game, 2, ["random", "random"], 3, 5, {}, record=str(path))
    header = record_header(game, 2, ["random", "random"], 5, game.normalize_options(2, {}))
    return path.read_bytes(), json.loads(json.dumps(header))


class Target(abc.ABC):
    """One file of the inventory: where it lives, how it is mutated, which reader reads it.
    Every target of campaign.all_targets implements the three abstract methods."""

    name = ""
    keeps = "user"  # user: kept in place or set aside; in_place: never changed; derived: rebuilt
    scenes: Callable[[Runner, Path, Path], None] | None = None

    def __init__(self, ctx: "Context") -> None:
        self.ctx = ctx

    def prepare(self, runner: Runner, home: Path) -> None:
        pass

    def finish(self, runner: Runner) -> None:
        pass

    @abc.abstractmethod
    def path(self, home: Path) -> Path:
        """Where this file lives under the fresh user folder ``home``."""

    @abc.abstractmethod
    def mutate(self, mutator: Mutator) -> Plant:
        """A hostile version of the file (bytes, or a folder/pipe/unreadable file)."""

    @abc.abstractmethod
    def read(self, runner: Runner, home: Path, path: Path) -> None:
        """Run the real reader of this file on what was planted."""


def run_scenes(runner: Runner, home: Path, path: Path, ctx: "Context", setup_game: str = "ghosts") -> None:
    """The app's start and every scene that reads a user file, headless."""
    import pygame

    from ghostparlor.app import App
    from ghostparlor.scenes.records import ReplaysScene, StatsScene

    app = runner.timed("app start", lambda: App(headless=True, quick_start=True))
    ctx.apps.append(app)
    runner.message("app start", app.toast.text if app._toast is not None and app.toast.active else None)
    app.settings.animation_speed = "instant"
    app.settings.bot_pace_seconds = 0.0

    def frames(n: int = 3) -> None:
        for _ in range(n):
            app.step(1 / 30)

    def click(widget) -> None:
        pos = widget.rect.center
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step(1 / 30)

    def key(k: int) -> None:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
        app.step(1 / 30)

    runner.timed("title (finds the saved game)", lambda: (app.home(), frames(4)))
    runner.timed("statistics screen", lambda: (app.push(StatsScene(app)), frames(2), app.pop()))
    runner.timed("replays screen", lambda: (app.push(ReplaysScene(app)), frames(2)))
    replays = app.stack.top
    if getattr(replays, "name", "") == "replays" and replays.entries:
        runner.timed("open a replay", lambda: (key(pygame.K_RETURN), frames(2)))  # the first row is chosen
        if app.stack.top is not None and app.stack.top.name == "replay":
            runner.timed("step through a replay", lambda: [key(k) for k in (pygame.K_END, pygame.K_LEFT, pygame.K_HOME)])
    runner.timed("back to the title", lambda: (app.home(), frames(3)))
    title = app.stack.top
    if getattr(title, "continue_button", None) is not None and title.continue_button.visible:
        runner.timed("continue the saved game", lambda: (click(title.continue_button), frames(6)))
        runner.timed("back to the title", lambda: (app.home(), frames(2)))
    title = app.stack.top
    tile = next((t for t in getattr(title, "tiles", []) if t.game_id == setup_game), None)
    if tile is not None:  # the set-up reads the remembered seats, and the game's content file
        runner.timed("set-up (remembered seats, game data)", lambda: (click(tile), frames(2)))
    if app.stack.top is not None and app.stack.top.name == "setup":
        app.pop()
    text = app.toast.text if app._toast is not None else None
    runner.message("scenes", text)


@dataclass
class Context:
    samples: dict[str, Any]
    settings_doc: dict[str, Any]
    settings_text: bytes
    frame_key: str
    tournament_text: bytes
    tournament_header: dict[str, Any]
    data_root: Path
    apps: list[Any] = field(default_factory=list)


def make_context(work: Path) -> Context:
    from ghostparlor.persistence.settings import Settings, dump_settings
    from ghostparlor.resources import resource_root

    import yaml

    samples = sample_documents()
    settings = Settings(master_volume=40, language="en", last_players={
        "ghosts": {"players": 3, "seats": [{"name": "Sabine", "kind": "human", "colour": 0},
                                           {"name": "Max", "kind": "easy", "colour": 1}], "options": {}}})
    text = dump_settings(settings).encode()
    tournament_text, header = tournament_sample(work)
    from ghostparlor.ui import first_frame

    key = first_frame.frame_key(Settings(), "en", (1280, 720))
    return Context(samples, yaml.safe_load(text), text, key, tournament_text, header, resource_root("data"))
