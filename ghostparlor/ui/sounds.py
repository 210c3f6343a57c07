"""The sound effects: named sounds from ``sounds/`` played at master x effects volume,
and the mixer they share with the music; without an audio device everything is silent."""

from __future__ import annotations

from typing import Any

import pygame

from ghostparlor.resources import sound_path


def open_mixer() -> str | None:
    """Start pygame's mixer if it is not running (effects and music share it); None when it
    runs, else what is wrong ("no audio: ...")."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        return None if pygame.mixer.get_init() else "no audio: the mixer did not start"
    except (pygame.error, NotImplementedError, OSError) as exc:
        return f"no audio: {exc}"


class NullSound:
    """A sound that does nothing (no audio device, or a missing file)."""

    def play(self, *args: Any, **kwargs: Any) -> None:
        return None

    def set_volume(self, value: float) -> None:
        return None

    def stop(self) -> None:
        return None


class Sounds:
    """Named sound effects from ``sounds/<name>.ogg`` (or ``.wav``).

    ``play(name)`` honours ``master * effects`` volume (each 0.0..1.0). If the mixer
    cannot start (no audio device) or a file is missing, playing is silent.
    """

    EXTENSIONS = (".ogg", ".wav")

    def __init__(self, master: float = 1.0, effects: float = 1.0, enabled: bool = True) -> None:
        self.master = _clamp01(master)
        self.effects = _clamp01(effects)
        self.enabled = enabled
        self.problem: str | None = None
        self._cache: dict[str, Any] = {}
        self.available = False
        if enabled:
            self.problem = open_mixer()
            self.available = self.problem is None

    @property
    def volume(self) -> float:
        """The effective effects volume (master x effects)."""
        return self.master * self.effects

    def set_volumes(self, master: float | None = None, effects: float | None = None) -> None:
        """Change volumes (0.0..1.0; values from a 0..100 slider: divide by 100)."""
        if master is not None:
            self.master = _clamp01(master)
        if effects is not None:
            self.effects = _clamp01(effects)

    def sound(self, name: str) -> Any:
        """The loaded sound ``name`` (a :class:`NullSound` if unavailable)."""
        cached = self._cache.get(name)
        if cached is not None:
            return cached
        sound: Any = NullSound()
        if self.available:
            for ext in self.EXTENSIONS:
                path = sound_path(name + ext) if not name.endswith(self.EXTENSIONS) else sound_path(name)
                if path.is_file():
                    try:
                        sound = pygame.mixer.Sound(str(path))
                    except (pygame.error, OSError):
                        sound = NullSound()
                    break
        self._cache[name] = sound
        return sound

    def play(self, name: str) -> bool:
        """Play effect ``name``; returns True if a real sound was started."""
        volume = self.volume
        if not self.enabled or not self.available or volume <= 0.0:
            return False
        sound = self.sound(name)
        if isinstance(sound, NullSound):
            return False
        try:
            sound.set_volume(volume)
            sound.play()
        except pygame.error:
            return False
        return True


def _clamp01(value: float) -> float:
    return max(0.0, min(1.0, float(value)))
