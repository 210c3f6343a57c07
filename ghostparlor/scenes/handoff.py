"""Pass-the-screen: an opaque curtain that shows nothing private until the next player is ready."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, UIAction
from ghostparlor.ui.tokens import Marker, draw_marker


class HandoffScene(WidgetScene):
    name = "handoff"
    opaque = True  # nothing of the table shows through

    def __init__(self, app, game_scene, seat: int) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.seat = seat
        self.player = game_scene.session.plans[seat]
        self.decor.append(Panel((340, 170, 600, 380), t("handoff.title", name=self.player.name)))
        self.label((380, 300, 520, 80), t("handoff.body", name=self.player.name), size="large", align="center",
                   colour=self.theme.colour("ink"))
        self.ready = Button((400, 420, 480, 64), t("handoff.ready", name=self.player.name), name="ready")
        self.add(self.ready)
        self.focus.focus(self.ready, visible=True)
        self.label((380, 500, 520, 30), t("handoff.hint"), size="small", align="center", colour=self.theme.colour("ink_muted"))

    def on_back(self) -> None:
        # Esc here opens the game menu rather than revealing anything
        self.game_scene.open_menu()

    def on_action(self, action: UIAction) -> None:
        if action.source is self.ready:
            self.app.pop()
            self.game_scene.handoff_done(self.seat)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        draw_marker(surface, Marker(seat=self.player.colour), (640, 260), 26, self.theme)
