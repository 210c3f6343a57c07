"""Reduce motion (Settings): a move is shown by a short cross-fade, not by movement.

With ``Settings.reduce_motion`` on, the app runs every tween at once (nothing slides,
flies or bounces: App.apply_settings), and the table's picture before a move fades into
the picture after it over :data:`SECONDS`. The same information reaches the screen (the
spotlight, the last-move marks and the log are unchanged); only the way it arrives differs.
"""

from __future__ import annotations

import pygame

SECONDS = 0.3
STEPS = 12  # the fade drawn in steps: the frame key changes a dozen times, not every frame


class MoveFade:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.picture: pygame.Surface | None = None  # the last frame drawn (kept only while reduce motion is on)
        self.old: pygame.Surface | None = None  # the frame before the move, fading out
        self.elapsed = 0.0

    def on(self) -> bool:
        return bool(getattr(self.scene.app.settings, "reduce_motion", False))

    def moved(self) -> None:
        """A move was taken: the frame on screen now fades into the next ones."""
        if self.on() and self.picture is not None:
            self.old, self.elapsed = self.picture, 0.0
            self.picture = None  # the next frame is kept in a new picture

    def update(self, dt: float) -> None:
        if self.old is not None:
            self.elapsed += dt
            if self.elapsed >= SECONDS or not self.on():
                self.old = None

    def busy(self) -> bool:
        return self.old is not None

    def frame_key(self) -> object:
        return None if self.old is None else int(self.elapsed / SECONDS * STEPS)

    def draw(self, surface: pygame.Surface) -> None:
        """Over a drawn frame: keep it (reduce motion on), then lay the old frame over it, fading."""
        if not self.on():
            self.picture = None
            return
        if self.picture is None or self.picture.get_size() != surface.get_size():
            self.picture = pygame.Surface(surface.get_size())
        self.picture.blit(surface, (0, 0))
        if self.old is not None:
            step = min(STEPS, int(self.elapsed / SECONDS * STEPS))
            self.old.set_alpha(int(255 * (1 - step / STEPS)))
            surface.blit(self.old, (0, 0))
            self.old.set_alpha(None)
