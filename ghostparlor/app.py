"""The window: a 1280x720 logical canvas scaled to the window, the frame loop, the scene stack.

- Resizable window; F11 (or the setting) toggles fullscreen; the canvas is letterboxed.
- ``clock.tick(60)`` caps the frame rate; animation is time-based (dt in seconds).
- Nothing is redrawn while nothing changes (the CPU sleeps in ``tick``).
- Closing the window at any moment exits cleanly.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

import pygame

from ghostparlor import __version__
from ghostparlor.core.strings import t
from ghostparlor.persistence.settings import ANIMATION_SPEED, load_settings, save_settings
from ghostparlor.resources import art_path
from ghostparlor.scenes.base import Scene, SceneStack

CANVAS = (1280, 720)
INTERNAL_ERROR_STATUS = 70  # the exit status after an internal error (EX_SOFTWARE); 0 otherwise
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class App:
    """Owns the window, the canvas, settings, sounds, the music and the scene stack."""

    def __init__(self, headless: bool = False, size: tuple[int, int] = CANVAS, fullscreen: bool = False,
                 quick_start: bool = False) -> None:
        """``quick_start``: put the title picture kept at the last start on screen as soon as
        the window is open (see show_kept_title); ``kept_title_shown`` says if it was."""
        self.started = time.perf_counter()
        self.headless = headless
        from ghostparlor.core import strings
        from ghostparlor.persistence.catalog_cache import read_catalog_cached

        strings.set_catalog_reader(read_catalog_cached)  # parsed catalogs kept in the cache folder (start-up time)
        pygame.display.init()
        pygame.font.init()
        self.settings, notice = load_settings()
        strings.set_language(self.settings.language)
        self.fullscreen = fullscreen or self.settings.fullscreen
        self._set_icon()  # before the window opens: pygame then never looks up its own icon (start-up time)
        self.window = self._open_window(size)
        from ghostparlor.ui.cut_tips import TipCanvas

        self.canvas = TipCanvas(CANVAS, 0, pygame.display.get_surface())  # display format, no copy; knows shortened texts
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.running = True
        self.frame_times: list[float] = []
        self.title_frame_key: str | None = None  # set by show_kept_title (start-up)
        self.keep_title_frame = False  # no kept picture was shown: keep the title's first frame
        self._probed = False
        self.internal_errors = 0  # how many internal errors were shown: the exit status says if any
        self._scale_cache: tuple[tuple[int, int], pygame.Rect] | None = None
        self.kept_title_shown = quick_start and self.show_kept_title()
        pygame.display.set_caption(t("app.window_title"))
        from ghostparlor.ui.assets import get_assets
        from ghostparlor.ui.sounds import Sounds
        from ghostparlor.ui.theme import get_theme

        self.theme = get_theme()
        self.assets = get_assets()
        from ghostparlor.ui.whole_text_tip import WholeTextTip

        self.whole_text_tip = WholeTextTip(self.theme)  # a shortened text shown whole under the resting pointer
        # the audio device and the window icon are opened after the first frame (start-up time)
        self.sounds = Sounds(self.settings.master_volume / 100, self.settings.effects_volume / 100, enabled=False)
        from ghostparlor.ui.music import Music

        self.music = Music(self.settings.master_volume / 100, self.settings.music_volume / 100, enabled=False)
        self._toast = None
        if notice:
            self.toast.push(notice, "warning", hold=8.0)
        self.apply_settings()

    # --- window -------------------------------------------------------------
    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(pygame.image.load(str(art_path("common", "icon_64.png"))))
        except (pygame.error, FileNotFoundError):
            pass

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen and not self.headless:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.window = self._open_window(CANVAS)
        self._scale_cache = None
        self.save_settings()
        self.redraw_all()

    def canvas_rect(self) -> pygame.Rect:
        """Where the canvas lands in the window (letterboxed, aspect kept)."""
        size = self.window.get_size()
        if self._scale_cache and self._scale_cache[0] == size:
            return self._scale_cache[1]
        scale = min(size[0] / CANVAS[0], size[1] / CANVAS[1]) or 1.0
        w, h = max(1, int(CANVAS[0] * scale)), max(1, int(CANVAS[1] * scale))
        rect = pygame.Rect((size[0] - w) // 2, (size[1] - h) // 2, w, h)
        self._scale_cache = (size, rect)
        return rect

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        rect = self.canvas_rect()
        x = (pos[0] - rect.x) * CANVAS[0] / rect.w
        y = (pos[1] - rect.y) * CANVAS[1] / rect.h
        return int(x), int(y)

    # --- settings -----------------------------------------------------------
    def apply_settings(self) -> None:
        """Make the settings take effect: animation speed, volumes, text size, seat symbols,
        the search bots' worker processes."""
        from ghostparlor.ui import tween

        s = self.settings
        tween.set_speed(0.0 if s.reduce_motion else ANIMATION_SPEED.get(s.animation_speed, 1.0))  # reduce motion: nothing slides
        from ghostparlor.ai import parallel

        # GHOSTPARLOR_SEARCH_WORKERS overrides the setting (the tests pin 1: the same on any machine)
        forced = os.environ.get("GHOSTPARLOR_SEARCH_WORKERS", "")
        parallel.set_workers(int(forced) if forced.isdigit() else s.thinking_cores)
        self.sounds.set_volumes(s.master_volume / 100, s.effects_volume / 100)
        self.music.set_volumes(s.master_volume / 100, s.music_volume / 100)
        if self.theme.as_loaded is None:  # kept on the theme: a second App (tests) must not scale scaled sizes
            self.theme.as_loaded = (dict(self.theme.font_sizes), list(self.theme.seats))
        sizes, seats = self.theme.as_loaded
        scaled = {role: max(9, round(px * s.ui_scale)) for role, px in sizes.items()}
        symbols = seats if s.colourblind_symbols else [type(seat)(seat.colour, "circle", seat.name_key) for seat in seats]
        from ghostparlor.core import strings

        relaid = scaled != self.theme.font_sizes or s.language != strings.language()
        if relaid or symbols != self.theme.seats:
            self.theme.font_sizes = scaled
            self.theme.seats = symbols
            self.assets.clear()
        if s.language != strings.language():  # every scene and the log speak the new language at once
            strings.set_language(s.language)
            if not self.headless:
                pygame.display.set_caption(t("app.window_title"))
        if relaid and self.stack.scenes:  # texts and layouts that fit them are made again
            self.stack.rebuild_all()
        self.redraw_all()

    def save_settings(self) -> None:
        """Write the settings; a full disk, a read-only folder or a value that cannot be
        stored gives a one-line notice, the game goes on and the last good file stays."""
        try:
            save_settings(self.settings)
        except (OSError, ValueError) as exc:
            self.notify(t("app.settings_not_saved", error=_one_line(exc)), "warning")

    @property
    def toast(self):
        """The one-line message strip at the top (made on first use: start-up time)."""
        if self._toast is None:
            from ghostparlor.ui import Toast

            self._toast = Toast((CANVAS[0] // 2, 14), width=760)
        return self._toast

    def notify(self, text: str, kind: str = "info", hold: float | None = None) -> None:
        """A one-line message sliding in at the top of the window."""
        from ghostparlor.core.strings import shown

        self.toast.push(shown(text), kind, hold)
        self.redraw_all()

    def play_sound(self, name: str) -> None:
        """Play effect ``name``; the music is lowered while a longer one plays."""
        if self.sounds.play(name):
            length = getattr(self.sounds.sound(name), "get_length", None)
            self.music.duck(length() if length is not None else 0.0)

    # --- scenes ---------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)
        self.redraw_all()

    def pop(self) -> None:
        self.stack.pop()
        if not self.stack.scenes:
            self.running = False
        self.redraw_all()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)
        self.redraw_all()

    def home(self) -> None:
        from ghostparlor.scenes.title import TitleScene

        for scene in self.stack.scenes:  # a network game left: its connections end (the host's seat waits)
            session = getattr(scene, "session", None)
            if getattr(session, "networked", False) and callable(getattr(session, "close", None)):
                session.close()
        self.stop_hosting()
        self.stack.clear_to(TitleScene(self))
        self.redraw_all()

    hosting = None  # the table this app hosts (scenes/net_common.py, Hosting): runs until home or quit

    def stop_hosting(self) -> None:
        hosting, self.hosting = self.hosting, None
        if hosting is not None:
            hosting.stop()

    def show_results(self, session) -> None:
        """The results screen over a finished game (the game scene asks for it: scenes import no scene above them)."""
        from ghostparlor.scenes.results import ResultsScene

        self.push(ResultsScene(self, session))

    def redraw_all(self) -> None:
        for scene in self.stack.scenes:
            scene.dirty = True

    def quit(self) -> None:
        self.running = False

    def open_file(self, path: str) -> bool:
        """Open a shared game (an exported game or a record): a finished one in the replay
        viewer, an unfinished one to continue with its seats reassigned; a file that cannot
        be used is refused in one line and left as it is (scenes/open_game.py)."""
        from ghostparlor.scenes.open_game import open_file

        return open_file(self, path)

    # --- the loop -------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            self._scale_cache = None
            if not self.headless:
                self.window = pygame.display.get_surface()
            self.redraw_all()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.DROPFILE:  # a record file dropped on the window: open it
            self.open_file(event.file)
            return
        if event.type in MOUSE_EVENTS and not getattr(event, "canvas", False):
            data = dict(event.dict)
            data["pos"] = self.to_canvas(event.pos)
            data["canvas"] = True
            event = pygame.event.Event(event.type, data)
        if self._toast is not None and self._toast.active and event.type == pygame.MOUSEBUTTONDOWN and self._toast.hit(event.pos):
            self.toast.handle(event)
            return
        top = self.stack.top
        if top is not None:
            top.handle(event)
            top.dirty = True if event.type != pygame.MOUSEMOTION else top.dirty
            if event.type == pygame.MOUSEMOTION and (self.whole_text_tip.current is not None or any(
                    r.collidepoint(event.pos) for r, _ in getattr(self.canvas, "cut_regions", ()))):
                top.dirty = True  # a shortened text's whole-text tip comes or goes

    def step(self, dt: float) -> bool:
        """Update and (if needed) draw one frame; True when something was drawn."""
        for scene in list(self.stack.scenes):
            scene.update(dt)
        self.music.follow(self.stack.scenes)  # the theme of what is on screen
        self.music.update(dt)
        toast = self._toast
        toast_was_active = toast is not None and toast.active
        if toast is not None:
            toast.update(dt)
        toast_active = toast is not None and toast.active
        visible = self.stack.visible()
        if not visible:
            return False
        for scene in visible:  # what a scene draws from changed (a turn, a timer, a set of legal moves): draw it
            moving = scene.busy()
            if moving or scene.was_busy:  # the frame an animation ends on is drawn too
                scene.dirty = True
            scene.was_busy = moving
            if not scene.dirty and scene.frame_key() != scene.drawn_key:
                scene.dirty = True
        if not (any(s.dirty for s in visible) or toast_active or toast_was_active):
            return False
        self.draw_frame()
        return True

    def draw_frame(self) -> None:
        """Draw the visible scenes, the shortened-text tip and the toast, and show them
        (``step`` calls it when something changed; the frame-truth test calls it to draw
        the same moment afresh and compare)."""
        new_frame = getattr(self.canvas, "new_frame", None)
        if new_frame is not None:
            new_frame()
        for scene in self.stack.visible():
            scene.draw(self.canvas)
            scene.dirty = False
            scene.drawn_key = scene.frame_key()
        if not self.headless:  # (no pointer to rest anywhere headless)
            self.whole_text_tip.draw(self.canvas, self.to_canvas(pygame.mouse.get_pos()), self.stack.top)
        if self._toast is not None:
            self._toast.draw(self.canvas)
        self.present()

    def show_kept_title(self) -> bool:
        """Start-up: put the title picture kept at the last start on screen at once, before
        the title scene is even built (it draws itself for real a frame later). False when
        there is no picture for exactly these settings, strings, art and code."""
        from ghostparlor.ui import first_frame

        size = self.canvas.get_size()
        self.title_frame_key = first_frame.frame_key(self.settings, self.settings.language, size)
        if not first_frame.show(self.title_frame_key, self.canvas):  # read straight into the canvas
            self.keep_title_frame = True
            return False
        self.present()
        return True

    def present(self) -> None:
        rect = self.canvas_rect()
        if rect.size == CANVAS and rect.topleft == (0, 0):
            self.window.blit(self.canvas, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            pygame.transform.smoothscale(self.canvas, rect.size, self.window.subsurface(rect))
        if not self.headless:
            pygame.display.flip()

    def crashed(self, exc: BaseException) -> None:
        """A bug inside a scene: keep a report, show the error screen, go on.

        The current game was autosaved after its last action, so nothing is lost. The app
        exits with INTERNAL_ERROR_STATUS when it closes."""
        self.internal_errors += 1
        report = report_internal_error(exc)
        if any(getattr(s, "name", "") == "error" for s in self.stack.scenes):
            self.running = False  # the error screen itself failed: stop rather than loop
            return
        from ghostparlor.scenes.dialogs import ErrorScene

        self.home()
        self.push(ErrorScene(self, f"{type(exc).__name__}: {_one_line(exc)}", report))

    def run(self) -> int:
        first_frame = True
        while self.running:
            # cap at 60 fps, but never make the first frame wait for the cap
            dt = self.clock.tick() / 1000.0 if first_frame else self.clock.tick(60) / 1000.0
            try:
                drew = self._frame(dt)
            except Exception as exc:  # noqa: BLE001 - shown to the player, reported, the app goes on
                self.crashed(exc)
                continue
            if not self.running:
                break
            if drew:
                if len(self.frame_times) > 600:
                    del self.frame_times[:300]
                if first_frame:
                    first_frame = False
                    if self._startup_probe():
                        break
                    self._after_first_frame()
            if not self.stack.scenes:
                break
        self.shutdown()
        return INTERNAL_ERROR_STATUS if self.internal_errors else 0

    def _startup_probe(self) -> bool:
        """For the start-up benchmark: say when the first frame is on screen (True: stop now)."""
        probe = os.environ.get("GHOSTPARLOR_STARTUP_PROBE")
        if probe and not self._probed:
            self._probed = True
            print(f"first-frame {time.perf_counter() - self.started:.4f}", flush=True)
            return probe == "exit"
        return False

    def _frame(self, dt: float) -> bool:
        for event in pygame.event.get():
            self.dispatch(event)
            if not self.running:
                return False
        t0 = time.perf_counter()
        drew = self.step(min(dt, 0.1))
        if drew:
            self.frame_times.append(time.perf_counter() - t0)
        return drew

    def _after_first_frame(self) -> None:
        """Work that can wait until the title is on screen: audio, the log, what interrupted writes left."""
        from ghostparlor.persistence.applog import start_logging

        if start_logging() is not None:
            import logging

            logging.getLogger("ghostparlor.app").info("ghostparlor %s started", __version__)
        from ghostparlor.persistence.leftovers import sweep

        sweep()  # temporary files left by interrupted writes, minutes old (docs/files.md)
        if not self.headless:
            from ghostparlor.ui.sounds import Sounds

            self.sounds = Sounds(self.settings.master_volume / 100, self.settings.effects_volume / 100, enabled=True)
            from ghostparlor.ui.music import Music

            self.music = Music(self.settings.master_volume / 100, self.settings.music_volume / 100, enabled=True)

    def shutdown(self) -> None:
        self.music.stop()
        self.stop_hosting()
        for scene in list(self.stack.scenes):
            try:
                scene.leave()
            except Exception:  # noqa: BLE001 - closing must never crash
                pass
        from ghostparlor.ui import reset_assets

        reset_assets()  # fonts die with pygame.quit(); a later App loads them anew
        pygame.quit()


def _one_line(exc: BaseException, limit: int = 300) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 3] + "..."


def report_internal_error(exc: BaseException) -> str | None:
    """Write a crash report beside the saves, log it, say in one line on standard error
    where it is; returns its path (None when it could not be written)."""
    import traceback

    report = None
    try:
        from ghostparlor.persistence.paths import data_dir

        path = data_dir() / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.txt"
        path.write_text(f"ghostparlor {__version__}\n" + "".join(traceback.format_exception(exc)), encoding="utf-8",
                        errors="backslashreplace")
        report = str(path)
    except (OSError, RecursionError, MemoryError):
        pass
    try:
        from ghostparlor.persistence.applog import start_logging

        start_logging()
        import logging

        logging.getLogger("ghostparlor.app").error("internal error (report: %s)", report, exc_info=exc)
    except Exception:  # noqa: BLE001 - the report must never raise in its turn
        pass
    print(f"ghostparlor: internal error: {type(exc).__name__}: {_one_line(exc)}" + (f" (report: {report})" if report else ""),
          file=sys.stderr)
    return report


def run_app(fullscreen: bool = False, tutorial: str | None = None, open_path: str | None = None) -> int:
    """Open the window and run; the exit status is 0, 1 (no window) or INTERNAL_ERROR_STATUS.
    ``tutorial``: start in that game's guided first game (over the title); ``open_path``:
    open that shared game over the title (``ghostparlor open FILE``)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        app = App(fullscreen=fullscreen, quick_start=True)
    except pygame.error as exc:
        print(f"ghostparlor: cannot open a window: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - a bug before the loop: a report and a status, not a traceback
        report_internal_error(exc)
        return INTERNAL_ERROR_STATUS
    try:
        if app.kept_title_shown and app._startup_probe():
            app.shutdown()
            return 0
        import gc

        if not gc.isenabled():  # off for the start (cli.main): what it made lives as long as the window and is
            gc.freeze()  # never gone through again; what the title and the games make is collected as usual
            gc.enable()
        app.home()
        if not app.kept_title_shown:
            app.step(0.0)  # the title's first frame, drawn before any input arrives, is kept for next time
            if app._startup_probe():
                app.shutdown()
                return 0
        if tutorial:
            from ghostparlor.scenes.tutorial import start_tutorial

            start_tutorial(app, tutorial)
        if open_path:
            app.open_file(open_path)
    except Exception as exc:  # noqa: BLE001 - shown on the error screen like any other, then the loop goes on
        try:
            app.crashed(exc)
        except Exception:  # noqa: BLE001 - not even the error screen: the report is written, stop
            app.shutdown()
            return INTERNAL_ERROR_STATUS
    return app.run()


def screenshot(args: Any, build_scene: Any) -> int:
    """Render one scene headless (after --moves bot moves for a game scene) and save a PNG.
    ``build_scene(app, scene, game, players, seed, moves)`` pushes the scene named (the
    developer tools' factory, ``ghostparlor/devtools/factory.py``: the app imports no tool)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        w, h = (int(x) for x in str(args.size).lower().split("x"))
    except ValueError:
        print(f"ghostparlor screenshot: --size expects WxH, got {args.size!r}", file=sys.stderr)
        return 2
    app = App(headless=True, size=(w, h))
    try:
        scene = build_scene(app, args.scene, args.game, args.players, args.seed, args.moves)
    except (KeyError, ValueError) as exc:
        print(f"ghostparlor screenshot: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    # let animations settle
    for _ in range(240):
        app.step(1 / 60)
        if not any(s.busy() for s in app.stack.visible()):
            break
    app.redraw_all()
    app.step(1 / 60)
    out = Path(args.out)
    if out.parent and not out.parent.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.canvas, str(out))
    print(f"wrote {out} ({scene.name}, {CANVAS[0]}x{CANVAS[1]})")
    app.shutdown()
    return 0


def autoplay_tutorial(game_id: str, dt: float = 1 / 30, max_seconds: float = 1800.0) -> dict[str, Any]:
    """``ghostparlor tutorial --game G --autoplay``: the tutorial played through in a headless
    app (``scenes/tutorial.py``, ``run_autoplay``, says what it reports)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ghostparlor.scenes.tutorial import run_autoplay

    return run_autoplay(App(headless=True), game_id, dt, max_seconds)
