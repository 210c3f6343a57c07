"""A scene made of toolkit widgets in one focus group (mouse, Tab/arrows, Enter, Esc)."""

from __future__ import annotations

import pygame

from ghostparlor.scenes.base import Scene
from ghostparlor.ui import FocusGroup, Label, UIAction, Widget, draw_background, get_assets, get_theme


class WidgetScene(Scene):
    """Owns ``self.focus`` (a FocusGroup); subclasses build widgets and react in ``on_action``."""

    background = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.theme = get_theme()
        self.assets = get_assets()
        self.focus = FocusGroup()
        self.decor: list[Widget] = []  # drawn, never focused (panels, labels)
        self.lively = 1.0  # seconds of redrawing left (hover glows, tooltips) after input

    def add(self, *widgets: Widget) -> None:
        self.focus.add(*widgets)

    def label(self, rect, text: str, **kw) -> Label:
        lab = Label(rect, text, **kw)
        self.decor.append(lab)
        return lab

    def on_action(self, action: UIAction) -> None:
        pass

    def on_back(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            focused = self.focus.focused
            if focused is None or not getattr(focused, "wants_text", False):
                self.on_back()
                return
        action = self.focus.handle(event)
        if action is not None and action.kind not in ("focus", "cursor"):
            self.app.play_sound("click") if action.kind in ("click", "change", "toggle") else None
            self.on_action(action)
        self.dirty = True
        self.lively = 1.2

    def update(self, dt: float) -> None:
        self.lively = max(0.0, self.lively - dt)
        self.focus.update(dt)
        for widget in self.decor:
            widget.update(dt)

    def enter(self) -> None:
        super().enter()
        self.lively = 1.2

    def busy(self) -> bool:
        """Redraw for a moment after input (hover glows, tooltips), then rest."""
        return self.lively > 0

    def frame_key(self) -> object:
        """The widgets' shown states and tips (``Scene.frame_key``)."""
        return self.focus.frame_key(), tuple(w.frame_key() for w in self.decor)

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_background(surface, self.theme)

    def draw(self, surface: pygame.Surface) -> None:
        if self.background:
            self.draw_background(surface)
        self.draw_widgets(surface)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.decor:
            if widget.visible:
                widget.draw(surface)
        self.focus.draw(surface)
        self.focus.draw_tooltip(surface)
