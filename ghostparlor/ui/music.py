"""The music: the theme of what is on screen, looping, at master x music volume.

* :func:`theme_for` names the theme of a scene stack: the title's for the title, the set-up,
  the records and the settings over them; a game's own for its table, tutorial and replay
  (and for what lies over a table: the pause menu, the rules, the results, settings).
* :class:`Music` plays ``sounds/music/<theme>.ogg`` with ``pygame.mixer.music``, looping
  forever; a change of theme fades the old one out and the new one in (1 s in all).
* While a longer effect plays (a scare, a win; not a click) the music is ducked to half
  and comes back after it.
* No audio device, no mixer, a missing or broken file: silent, never an exception.

The app calls ``follow(scenes)`` and ``update(dt)`` every frame, ``set_volumes`` when a
volume setting changes (it applies at once) and ``duck(seconds)`` when an effect starts.
"""

from __future__ import annotations

from typing import Any, Iterable

import pygame

from ghostparlor.resources import sound_path
from ghostparlor.ui.sounds import open_mixer

TITLE_THEME = "title"
MENU_SCENES = frozenset({"title", "setup", "stats", "replays"})  # scenes of the parlor, not of a game
FADE_S = 1.0  # a change of theme: half fading out, half fading in
DUCK_LEVEL = 0.5  # the music's share while an effect plays
DUCK_MIN_S = 0.25  # shorter effects (a click, a card) leave the music alone
DUCK_DOWN_PER_S = 1 / 0.15  # the level glides down in 0.15 s ...
DUCK_UP_PER_S = 1 / 0.4  # ... and back up in 0.4 s


def theme_for(scenes: Iterable[Any]) -> str:
    """The theme of the topmost scene that has one: a parlor scene plays the title's, a
    scene showing a game (its ``session.game.id``) that game's; overlays take the theme
    of what they cover."""
    for scene in reversed(list(scenes)):
        if getattr(scene, "name", "") in MENU_SCENES:
            return TITLE_THEME
        game = getattr(getattr(getattr(scene, "session", None), "game", None), "id", None)
        if isinstance(game, str) and game:
            return game
    return TITLE_THEME


def _clamp01(value: float) -> float:
    return max(0.0, min(1.0, float(value)))


class Music:
    """One looping theme at a time through ``pygame.mixer.music`` (or ``backend``: anything
    with load/play/fadeout/stop/set_volume, for tests)."""

    def __init__(self, master: float = 1.0, music: float = 1.0, enabled: bool = True, backend: Any = None) -> None:
        self.master = _clamp01(master)
        self.music = _clamp01(music)
        self.enabled = enabled
        self.available = False
        self.problem: str | None = None
        self.playing: str | None = None  # the theme whose file is loaded and playing
        self.wanted: str | None = None  # the theme asked for last
        self._pending: str | None = None  # the theme to start when the fade-out is over
        self._fade_left = 0.0
        self._duck_left = 0.0
        self._level = 1.0  # the ducking share, 0.5..1
        self._applied: float | None = None
        self._backend = backend
        if not enabled:
            return
        if backend is not None:
            self.available = True
            return
        self.problem = open_mixer()
        self.available = self.problem is None
        if self.available:
            self._backend = pygame.mixer.music

    # --- volume ------------------------------------------------------------------
    @property
    def volume(self) -> float:
        """The effective music volume (master x music x ducking)."""
        return self.master * self.music * self._level

    def set_volumes(self, master: float | None = None, music: float | None = None) -> None:
        """Change the volumes (0.0..1.0); they apply at once."""
        if master is not None:
            self.master = _clamp01(master)
        if music is not None:
            self.music = _clamp01(music)
        self._apply_volume()

    def duck(self, seconds: float) -> None:
        """An effect of ``seconds`` started: lower the music while it plays (long ones only)."""
        if seconds >= DUCK_MIN_S:
            self._duck_left = max(self._duck_left, float(seconds))

    def _apply_volume(self) -> None:
        volume = round(self.volume, 4)
        if not self.available or volume == self._applied:
            return
        self._call("set_volume", volume)
        self._applied = volume

    # --- themes --------------------------------------------------------------------
    def follow(self, scenes: Iterable[Any]) -> None:
        """Play the theme of ``scenes`` (see :func:`theme_for`)."""
        self.play(theme_for(scenes))

    def play(self, theme: str) -> None:
        """Make ``theme`` the one playing: at once if nothing plays, else after a fade."""
        if theme == self.wanted:
            return
        self.wanted = theme
        if not self.available:
            return
        if self.playing is None and self._pending is None:
            self._start(theme, FADE_S)
            return
        if self._pending is None:
            self._call("fadeout", int(FADE_S * 500))
            self._fade_left = FADE_S / 2
        self._pending = theme

    def _start(self, theme: str, fade_s: float) -> None:
        path = sound_path("music", f"{theme}.ogg")
        self.playing = None
        if not path.is_file():
            return
        if self._call("load", str(path)) and self._call("play", -1, 0.0, int(fade_s * 1000)):
            self.playing = theme
            self._applied = None
            self._apply_volume()

    def update(self, dt: float) -> None:
        """Time passes: a fade-out ends and the next theme starts; ducking glides."""
        if not self.available:
            return
        if self._pending is not None:
            self._fade_left -= dt
            if self._fade_left <= 0.0:
                theme, self._pending = self._pending, None
                self._call("stop")
                self._start(theme, FADE_S / 2)
        self._duck_left = max(0.0, self._duck_left - dt)
        target = DUCK_LEVEL if self._duck_left > 0.0 else 1.0
        if self._level != target:
            rate = DUCK_DOWN_PER_S if target < self._level else DUCK_UP_PER_S
            step = rate * (1.0 - DUCK_LEVEL) * dt
            self._level = max(target, self._level - step) if target < self._level else min(target, self._level + step)
            self._apply_volume()

    def stop(self) -> None:
        """Silence at once (closing the window)."""
        if self.available:
            self._call("stop")
        self.playing = self._pending = None
        self.wanted = None

    def _call(self, name: str, *args: Any) -> bool:
        """``backend.name(*args)``; False (and the music goes silent) when the mixer fails."""
        try:
            getattr(self._backend, name)(*args)
        except (pygame.error, OSError, AttributeError, TypeError) as exc:
            self.problem = f"music: {exc}"
            return False
        return True
