"""Twin rendering: hot seat proved pixel by pixel (docs/privacy.md says how to use it).

A real game is played in one headless App. Beside it run *twins*, one per person ``s``
whose privacy is checked, each in an App of its own, drawing a GameScene over a
:class:`TwinSession`: a puppet session that follows the real one, but whose state is at
every step the real state with everything hidden from ``s`` drawn anew by the game's own
resampler (``Game.resample_hidden``, checked: ``view(twin, s) == view(real, s)``), and whose
events hidden from ``s`` carry other secret values (``Event.secret_fields``). Both scenes get
the same frames, clicks and keys. Whenever the real table is shown to ``s`` the two must
draw identical pixels and the same texts, and have played the same sounds: anything on
screen that differs came from something ``s`` may not know. While the screen belongs to
another person the twin differs on purpose (that person's cards are other cards), so a
table that carries anything of that person's over a handoff is caught on the first frame
shown to ``s``.

Probes at chosen moments: hovering a grid of points over the table (tooltips), a keyboard
focus walk, the log scrolled to the top, the hint with its lamp and reason under a fixed
search budget. Dialogs (bids, Tome, Doll, hiding the scared card, hiding ghosts) are
compared as they come up on the turns of ``s``. The real state is rendered twice at every
comparison: drawing that is not a function of the scene's state is found, not excused.
"""

from __future__ import annotations

import dataclasses
import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ghostparlor.session import Happening, LogEntry, MatchSession, Move, SeatPlan

DT = 1 / 30
HOVER_STEP = (104, 96)  # the grid of pointer positions over the table
CANVAS_EVENT = {"canvas": True}


class _TwinMatch:
    """The real Match (actions, history, options) with the twin's state in front of it."""

    def __init__(self, real: Any, state: Any) -> None:
        self._real = real
        self.state = state

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


class Tap:
    """What the real session did, in order: every event it recorded and every action a
    person submitted (the twins follow from it)."""

    def __init__(self, session: MatchSession) -> None:
        self.happenings: list[tuple[Any, int, str]] = [(h.event, h.actor, h.reason) for h in session.happenings]
        self.submitted: list[Any] = []
        record, submit = session._record, session.submit

        def tapped_record(events, actor, reason=""):
            self.happenings.extend((e, actor, reason) for e in events)
            record(events, actor, reason)

        def tapped_submit(action):
            out = submit(action)
            self.submitted.append(action)
            return out

        session._record = tapped_record
        session.submit = tapped_submit


class TwinSession(MatchSession):
    """A puppet of the real session for the person ``seat``: the same game, seats, log and
    history, the hidden information drawn anew. It never applies an action itself."""

    def __init__(self, real: MatchSession, tap: Tap, seat: int, seed: int) -> None:  # noqa: D107 - no super()
        self.game, self.plans, self.seed = real.game, real.plans, real.seed
        self.real, self.tap, self.seat = real, tap, seat
        self.rng = random.Random(seed)
        self.bots = {k: None for k in real.bots}  # who is a bot ("... is thinking"), nothing that plays
        self.bot_rngs: dict = {}
        self.pace_seconds, self.explain_bots = real.pace_seconds, real.explain_bots
        self.log: list[LogEntry] = []
        self.moves: list[Move] = []
        self.happenings: deque[Happening] = deque()
        self._bot_wait, self._thinking = 0.0, None
        self.last_human, self.hold, self.started = real.last_human, False, real.started
        self._taken = 0
        self._submits = 0
        self._twins: dict[int, tuple[Any, Any]] = {}  # id(real event) -> (real event, twin event)
        self._pool: dict[tuple[str, str], list[Any]] = {}  # values seen per (event type, field)
        self._key: tuple | None = None
        self.mismatches: list[str] = []
        self.match = _TwinMatch(real.match, real.match.state)
        self.pull()

    # --- following the real session --------------------------------------------
    def pull(self) -> bool:
        """Take over what the real session did since; True when there were new events."""
        real = self.real
        key = (len(real.match.actions), len(self.tap.happenings), real.to_move())
        if key != self._key:
            self._key = key
            twin = self.game.resample_hidden(real.match.state, self.seat, self.rng)
            if self.game.view(twin, self.seat) != self.game.view(real.match.state, self.seat):
                raise AssertionError(f"resample_hidden changed what seat {self.seat} may know")
            self.match = _TwinMatch(real.match, twin)
        new = self.tap.happenings[self._taken:]
        self._taken = len(self.tap.happenings)
        for event, actor, reason in new:
            self.happenings.append(Happening(self.twin_event(event), actor, reason))
        self.log = [LogEntry(self.twin_event(e.event) if e.event is not None else None, e.text, e.secret_to, e.actor)
                    for e in real.log]
        self.moves = [Move(m.seat, m.number, [self.twin_event(e) for e in m.events]) for m in real.moves]
        self.last_human = real.last_human
        return bool(new)

    def twin_event(self, event: Any) -> Any:
        """The event as the twin tells it: its secret values replaced by others of the same
        kind seen in this game when ``seat`` may not see them."""
        known = self._twins.get(id(event))
        if known is not None and known[0] is event:
            return known[1]
        secret = type(event).secret_fields()
        for name in secret:
            values = self._pool.setdefault((event.TYPE, name), [])
            value = getattr(event, name)
            if value not in values:
                values.append(value)
        twin = event
        if secret and not event.visible_to(self.seat):
            changes = {}
            for name in secret:
                others = [v for v in self._pool[(event.TYPE, name)] if v != getattr(event, name)]
                if others:
                    changes[name] = self.rng.choice(others)
            if changes:
                twin = dataclasses.replace(event, **changes)
        self._twins[id(event)] = (event, twin)
        return twin

    # --- what the scene asks of a session ----------------------------------------
    def update(self, dt: float) -> bool:
        return self.pull()

    def submit(self, action: Any) -> list:
        self._submits += 1
        done = self.tap.submitted
        if len(done) < self._submits or done[self._submits - 1] != action:
            real = done[self._submits - 1] if len(done) >= self._submits else None
            self.mismatches.append(f"the twin's table played {action!r} where the real one played {real!r}")
        self.pull()
        return []

    def undo(self) -> bool:
        self.pull()
        return True

    def bot_move(self, seat: int) -> list:
        raise AssertionError("a twin never moves for a bot")


@dataclass
class Report:
    """What a twin run compared and found."""

    game: str
    players: int
    frames: int = 0
    moments: dict[int, int] = field(default_factory=dict)  # comparisons per watched seat
    probes: dict[str, int] = field(default_factory=dict)
    handoffs: int = 0
    passes: int = 0  # "Done, pass the screen" pressed
    leaks: list[str] = field(default_factory=list)
    results_reached: bool = False
    choices: dict[str, int] = field(default_factory=dict)  # kinds of move offered on compared turns (dialogs)

    @property
    def compared(self) -> int:
        return sum(self.moments.values())


class TextLog:
    """Every text the assets render, in order, while a frame is drawn."""

    def __init__(self) -> None:
        from ghostparlor.ui import get_assets

        self.assets = get_assets()
        self.current: list | None = None
        text, fit = self.assets.text, self.assets.fit_text

        self._inside = False  # fit_text renders through text() only when not cached: log it once

        def logged_text(value, *args, **kwargs):
            if self.current is not None and not self._inside:
                self.current.append(("text", value))
            return text(value, *args, **kwargs)

        def logged_fit(value, max_width, *args, **kwargs):
            if self.current is not None:
                self.current.append(("fit", value, max_width))
            self._inside = True
            try:
                return fit(value, max_width, *args, **kwargs)
            finally:
                self._inside = False

        self.assets.text = logged_text
        self.assets.fit_text = logged_fit


def _new_app(speed: str):
    from ghostparlor.app import App

    app = App(headless=True)
    app.settings.animation_speed = speed
    app.settings.bot_pace_seconds = 0.0
    app.settings.coach = "off"  # the coach's privacy has its own test (tests/scenes/test_learning_frame.py)
    app.apply_settings()
    app.sound_log = []
    play = app.play_sound

    def logged_play(name):
        scene = app.stack.top
        game = next((s for s in reversed(app.stack.scenes) if s.name == "game"), None)
        app.sound_log.append((game.viewer() if game is not None else None, name, getattr(scene, "name", "")))
        play(name)

    app.play_sound = logged_play
    return app


class TwinRig:
    """One real game and a twin per watched person, stepped in lockstep."""

    def __init__(self, game_id: str, plans: list[SeatPlan], options: dict | None, seed: int,
                 watched: list[int] | None = None, speed: str = "normal") -> None:
        from ghostparlor.games import load_game
        from ghostparlor.scenes.game import GameScene, start_game

        self.game = load_game(game_id)
        self.real_app = _new_app(speed)
        self.watched = watched if watched is not None else [i for i, p in enumerate(plans) if p.is_human]
        self.twin_apps = {s: _new_app(speed) for s in self.watched}
        window = pygame.display.get_surface()
        for app in self.apps():
            app.window = window  # one dummy display for all of them
        self.texts = TextLog()
        self.real_app.home()
        self.scene = start_game(self.real_app, self.game, plans, options, seed=seed)
        self.tap = Tap(self.scene.session)
        self.twins: dict[int, Any] = {}
        for s, app in self.twin_apps.items():
            app.home()
            twin = GameScene(app, TwinSession(self.scene.session, self.tap, s, seed * 7919 + s), persist=False)
            app.push(twin)
            self.twins[s] = twin
        self.report = Report(game_id, len(plans), moments={s: 0 for s in self.watched})
        self._compares = 0

    def apps(self):
        return [self.real_app, *self.twin_apps.values()]

    # --- driving -------------------------------------------------------------------
    def step(self, dt: float = DT) -> None:
        self.report.frames += 1
        for app in self.apps():
            app.step(dt)

    def send(self, event_type: int, **data: Any) -> None:
        """The same input to every App (the real one first: the twins follow it)."""
        for app in self.apps():
            app.dispatch(pygame.event.Event(event_type, {**data, **CANVAS_EVENT}))

    def key(self, key: int, mod: int = 0) -> None:
        self.send(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.send(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)

    def click(self, pos: tuple[int, int]) -> None:
        self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def play(self, action: Any) -> None:
        """A person's move, made in the real scene and then followed by every twin."""
        self.scene._submit(action)
        for twin in self.twins.values():
            twin._submit(action)

    # --- comparing -------------------------------------------------------------------
    def render(self, app) -> tuple[bytes, list]:
        texts: list = []
        self.texts.current = texts
        try:
            for scene in app.stack.visible():
                scene.draw(app.canvas)
            if app._toast is not None and app._toast.active:
                app._toast.draw(app.canvas)
        finally:
            self.texts.current = None
        return pygame.image.tobytes(app.canvas, "RGB"), texts

    def shown_to(self, seat: int) -> bool:
        top = self.real_app.stack.top
        return (top is not None and top.name not in ("handoff", "results", "title")
                and not self.scene.handoff_pending and self.scene.viewer() == seat
                and not self.scene.results_shown)

    def compare(self, moment: str, seats: list[int] | None = None, always: bool = False) -> None:
        """Compare the real table with the twin of each person it is shown to now."""
        for s in seats if seats is not None else self.watched:
            if not always and not self.shown_to(s):
                continue
            # the first render of each fills the caches of widgets drawn anew; the next is compared
            self.render(self.real_app)
            real_pixels, real_texts = self.render(self.real_app)
            self._compares += 1
            if self._compares % 10 == 1 and (real_pixels, real_texts) != self.render(self.real_app):
                self.leak(f"{moment}: the real table drew two different frames from one state")
            twin_app = self.twin_apps[s]
            self.render(twin_app)
            twin_pixels, twin_texts = self.render(twin_app)
            self.report.moments[s] += 1
            if real_texts != twin_texts:
                diff = [t for t in real_texts if t not in twin_texts][:3] + ["|"] + [t for t in twin_texts if t not in real_texts][:3]
                self.leak(f"{moment}: seat {s} reads different texts {diff}")
            elif real_pixels != twin_pixels:
                self.leak(f"{moment}: seat {s} sees different pixels ({self._diff_box(real_pixels, twin_pixels)})")
            real_sounds = [x for x in self.real_app.sound_log if x[0] == s]
            twin_sounds = [x for x in twin_app.sound_log if x[0] == s]
            if real_sounds != twin_sounds:
                self.leak(f"{moment}: seat {s} heard {real_sounds[-3:]} in the real game, {twin_sounds[-3:]} in the twin")
                twin_app.sound_log[:] = [x for x in twin_app.sound_log if x[0] != s] + real_sounds
            for twin in self.twins.values():
                while twin.session.mismatches:
                    self.leak(f"{moment}: {twin.session.mismatches.pop(0)}")

    @staticmethod
    def _diff_box(a: bytes, b: bytes, width: int = 1280) -> str:
        xs, ys = [], []
        for i in range(0, len(a), 3 * 97):  # a sample of the pixels is enough to place the box
            if a[i:i + 3] != b[i:i + 3]:
                p = i // 3
                xs.append(p % width)
                ys.append(p // width)
        if not xs:
            return "a few pixels"
        return f"between x {min(xs)}-{max(xs)}, y {min(ys)}-{max(ys)}"

    def leak(self, text: str) -> None:
        if len(self.report.leaks) < 40:
            self.report.leaks.append(text)

    # --- probes --------------------------------------------------------------------------
    def probe_hover(self, moment: str) -> None:
        from ghostparlor.scenes.game import TABLE_RECT

        delay = self.scene.theme.duration("tooltip_delay") + 0.05
        for y in range(TABLE_RECT.top + 20, TABLE_RECT.bottom, HOVER_STEP[1]):
            for x in range(TABLE_RECT.left + 20, TABLE_RECT.right, HOVER_STEP[0]):
                self.send(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
                self.step(delay)
                self.compare(f"{moment}, pointer at {x},{y}")
                self._count("hover")
        self.send(pygame.MOUSEMOTION, pos=(4, 716), rel=(0, 0), buttons=(0, 0, 0))
        self.step(0.3)

    def probe_focus_walk(self, moment: str, presses: int = 6) -> None:
        for i in range(presses):
            self.key(pygame.K_TAB if i % 2 == 0 else pygame.K_RIGHT)
            self.step(DT)
            self.compare(f"{moment}, focus walk {i + 1}")
            self._count("focus")

    def probe_log_top(self, moment: str) -> None:
        logs = [self.scene.log] + [t.log for t in self.twins.values()]
        for log in logs:
            log.scroll_to(0)
        self.step(DT)
        self.compare(f"{moment}, log at the top")
        self._count("log")
        for log in logs:
            log.scroll_to(log.max_scroll)
        self.step(DT)

    def probe_hint(self, moment: str, playouts: int = 16) -> None:
        from ghostparlor.ai import search
        from ghostparlor.ai.protocol import Budget

        think = search.SearchBot.think

        def fixed(bot, view, legal, rng, budget=None):
            return think(bot, view, legal, rng, Budget(iterations=playouts))

        search.SearchBot.think = fixed
        try:
            self.key(pygame.K_h)
            scenes = [self.scene, *self.twins.values()]
            for _ in range(2000):
                if all(s.hints.thinking is None for s in scenes):
                    break
                self.step(0.0)
            self.step(DT)
        finally:
            search.SearchBot.think = think
        self.compare(f"{moment}, hint shown")
        self._count("hint")

    def _count(self, name: str) -> None:
        self.report.probes[name] = self.report.probes.get(name, 0) + 1

    # --- a whole game ----------------------------------------------------------------------
    def run(self, chooser: Callable[[Any, int], Any], max_frames: int = 20000, watch_after_handoff: int = 18,
            every: int = 3, probe_turns: tuple[int, ...] = (1, 4), max_handoffs: int | None = None,
            max_moves: int | None = None) -> Report:
        """Play the game to its results (or ``max_handoffs`` curtains, ``max_moves`` moves of
        people): ``chooser(session, seat)`` picks each person's move."""
        after_handoff = 0
        turns: dict[int, int] = {}
        moves = 0
        for frame in range(max_frames):
            if max_handoffs is not None and self.report.handoffs >= max_handoffs and after_handoff == 0:
                break
            if max_moves is not None and moves >= max_moves and after_handoff == 0:
                break
            self.step()
            top = self.real_app.stack.top
            if top.name == "results":
                self.report.results_reached = True
                break
            if top.name == "handoff":
                self.report.handoffs += 1
                self.compare(f"frame {frame}: the curtain for seat {top.seat}", seats=self.watched, always=True)
                self.click(top.ready.rect.center)
                self.step()
                self.compare(f"frame {frame}: first frame after the handoff to seat {top.seat}")
                after_handoff = watch_after_handoff
                continue
            if self.scene.pass_pending and not self.scene.table.busy():
                # the person who moved has seen the result: "Done, pass the screen"
                self.compare(f"frame {frame}: before passing the screen")
                self.click(self.scene.pass_button.rect.center)
                self.report.passes += 1
                continue
            if after_handoff > 0 or frame % every == 0:
                self.compare(f"frame {frame}" + (" (after a handoff)" if after_handoff else ""))
            after_handoff = max(0, after_handoff - 1)
            scene = self.scene
            if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
                seat = scene.viewer()
                turns[seat] = turns.get(seat, 0) + 1
                moment = f"frame {frame}: turn {turns[seat]} of seat {seat}"
                self.compare(moment)
                if seat in self.watched:
                    for kind in {type(a).__name__ for a in scene.session.legal_actions()}:
                        self.report.choices[kind] = self.report.choices.get(kind, 0) + 1
                if seat in self.watched and turns[seat] in probe_turns:
                    self.probe_hover(moment)
                    self.probe_focus_walk(moment)
                    self.probe_log_top(moment)
                    self.probe_hint(moment)
                if not scene.my_turn() or scene.table.busy():
                    continue  # a probe's key (focus walk) may have played; the next frame goes on
                self.play(chooser(scene.session, seat))
                moves += 1
                self.step()
                self.compare(f"{moment}, right after the move")
        return self.report

    def close(self) -> None:
        for app in self.apps():
            for scene in list(app.stack.scenes):
                try:
                    scene.leave()
                except Exception:  # noqa: BLE001
                    pass
        from ghostparlor.ui import reset_assets

        reset_assets()


def easy_chooser(game, seed: int) -> Callable[[Any, int], Any]:
    """Each person plays as the easy bot would, from their own view."""
    from ghostparlor.ai.protocol import make_bot

    bots: dict[int, Any] = {}
    rng = random.Random(seed)

    def choose(session, seat):
        bot = bots.setdefault(seat, make_bot("easy", game, seat))
        return bot.choose(game.view(session.state, seat), session.legal_actions(), rng)

    return choose


def hot_seat(game_id: str, players: int, seed: int, humans: int | None = None, speed: str = "normal",
             options: dict | None = None, **run_args: Any) -> Report:
    """A seeded game, ``humans`` people (all seats by default) and easy bots, checked by twins."""
    from ghostparlor.scenes.setup import DEFAULT_NAMES

    humans = players if humans is None else humans
    plans = [SeatPlan(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], "human" if i < humans else "easy", i) for i in range(players)]
    rig = TwinRig(game_id, plans, options, seed, speed=speed)
    try:
        return rig.run(easy_chooser(rig.game, seed), **run_args)
    finally:
        rig.close()


def main(argv: list[str] | None = None) -> int:
    """A deeper run than the test suite's: ``python -m tests.scenes.privacy_twin --seeds 10``."""
    import argparse
    import os
    import tempfile
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("GHOSTPARLOR_HOME", tempfile.mkdtemp(prefix="ghostparlor-twin-"))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="ghosts,ghostbumpers,phantom_society,dont_go_in_there,treasure_hunters")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--first-seed", type=int, default=100)
    parser.add_argument("--players", default="", help="player counts, e.g. 2,3 (default: each game's least and 3)")
    parser.add_argument("--humans", type=int, default=None, help="people per game (default: every seat)")
    parser.add_argument("--option", action="append", default=[], help="a game option, NAME=VALUE (repeatable)")
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option) or None
    from ghostparlor.games import load_game

    failed = 0
    for game_id in args.games.split(","):
        game = load_game(game_id)
        counts = [int(p) for p in args.players.split(",") if p] or sorted({game.min_players, min(3, game.max_players)})
        for players in counts:
            for seed in range(args.first_seed, args.first_seed + args.seeds):
                began = time.perf_counter()
                report = hot_seat(game_id, players, seed, humans=args.humans, options=options)
                failed += bool(report.leaks) or not report.results_reached
                print(f"{game_id} {players}p seed {seed}: {report.compared} moments, {report.handoffs} handoffs, "
                      f"probes {report.probes}, leaks {len(report.leaks)}, results {report.results_reached}, "
                      f"turns offering {sorted(report.choices)}, "
                      f"{time.perf_counter() - began:.0f} s", flush=True)
                for leak in report.leaks[:5]:
                    print("   ", leak)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
