"""Small scenes: a yes/no question over the current screen, and the error screen."""

from __future__ import annotations

from typing import Callable

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, UIAction


class ConfirmScene(WidgetScene):
    """"Start a new game? ..." with Yes / No; Esc is No (``on_no``, when given, is called for both)."""

    name = "confirm"
    opaque = False
    background = False

    def __init__(self, app, title: str, text: str, on_yes: Callable[[], None], yes: str | None = None, no: str | None = None,
                 on_no: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.on_yes = on_yes
        self.on_no = on_no
        self.decor.append(Panel((340, 200, 600, 300), title))
        self.label((370, 262, 540, 140), text, size="body", align="center", colour=self.theme.colour("ink"))
        self.yes = Button((380, 420, 250, 52), yes or t("ui.yes"), name="yes")
        self.no = Button((650, 420, 250, 52), no or t("ui.no"), style="secondary", name="no")
        self.add(self.yes, self.no)
        self.focus.focus(self.no, visible=True)

    def on_action(self, action: UIAction) -> None:
        if action.source is self.yes:
            self.app.pop()
            self.on_yes()
        elif action.source is self.no:
            self.on_back()

    def on_back(self) -> None:
        self.app.pop()
        if self.on_no is not None:
            self.on_no()

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(self.theme.colour("dim_overlay"))
        surface.blit(veil, (0, 0))
        self.draw_widgets(surface)


class ErrorScene(WidgetScene):
    """Something went wrong inside the app: say so plainly, keep the report, go on."""

    name = "error"

    def __init__(self, app, message: str, report: str | None) -> None:
        super().__init__(app)
        self.decor.append(Panel((240, 120, 800, 440), t("error.title")))
        self.label((280, 190, 720, 120), t("error.body"), size="body", colour=self.theme.colour("ink"))
        self.label((280, 320, 720, 80), message, size="small", colour=self.theme.colour("danger"))
        if report:
            self.label((280, 410, 720, 80), t("error.report", path=report), size="small", colour=self.theme.colour("ink_muted"))
        self.back = Button((515, 590, 250, 52), t("error.back"), name="back")
        self.add(self.back)
        self.focus.focus(self.back, visible=True)

    def on_back(self) -> None:
        self.app.home()

    def on_action(self, action: UIAction) -> None:
        if action.source is self.back:
            self.app.home()
