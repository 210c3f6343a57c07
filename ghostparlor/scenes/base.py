"""Scenes and the scene stack (push, pop, replace).

A scene has ``handle(event)``, ``update(dt)`` and ``draw(surface)``. The stack draws
from the topmost *opaque* scene upward, so overlays (pause menu, dialogs) are cheap.
A scene sets ``self.dirty = True`` when it must be redrawn, and ``frame_key()`` names what
its picture is made from (the app draws again whenever that changes); the app skips drawing
(and sleeps) while nothing changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:  # pragma: no cover
    from ghostparlor.app import App


class Scene:
    opaque = True
    """False for overlays drawn over the scene below."""
    name = "scene"

    def __new__(cls, *args: Any, **kwargs: Any) -> "Scene":
        scene = super().__new__(cls)
        scene._made_with = (args, kwargs)  # what rebuilt() makes it again from
        return scene

    drawn_key: Any = None
    """``frame_key()`` as it was when the scene was last drawn (set by ``App.draw_frame``)."""
    was_busy = False  # busy() at the last update: the frame after the last busy one is drawn too

    def __init__(self, app: "App") -> None:
        self.app = app
        self.dirty = True

    def rebuilt(self) -> "Scene":
        """The same scene made again from what it was made with, so every text is asked
        for again (the language changed). A scene that holds more than its arguments
        (a game in progress, a scroll position worth keeping) carries it over."""
        args, kwargs = self._made_with
        return type(self)(*args, **kwargs)

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""
        self.dirty = True

    def leave(self) -> None:
        """Called when another scene covers this one or it is removed."""

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def busy(self) -> bool:
        """True while something moves (animations): the app keeps redrawing."""
        return False

    def frame_key(self) -> Any:
        """A cheap value that changes whenever what the scene draws changes without an input
        event (a turn taken, a timer run out, a bot done thinking). After every update the
        app compares it with the value at the last drawing and draws again when it differs,
        so a frame follows the model by construction, not by a flag set at each call site."""
        return None


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].leave()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def rebuild_all(self) -> None:
        """Every scene made again (texts in the language chosen now); the top one entered."""
        self.scenes = [scene.rebuilt() for scene in self.scenes]
        if self.scenes:
            self.scenes[-1].enter()

    def clear_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque scene up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def find(self, kind: type) -> Any:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None
