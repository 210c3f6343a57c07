"""The pause menu over the game: resume, rules, settings, restart, quit to title, quit."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, UIAction


class PauseScene(WidgetScene):
    name = "pause"
    opaque = False
    background = False

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.decor.append(Panel((440, 110, 400, 500), t("pause.title")))
        labels = [("resume", "pause.resume"), ("rules", "pause.rules"), ("settings", "pause.settings"),
                  ("restart", "pause.restart"), ("title", "pause.quit_title"), ("quit", "pause.quit_app")]
        self.buttons = {}
        for i, (key, text) in enumerate(labels):
            style = "primary" if key == "resume" else "secondary"
            button = Button((480, 178 + i * 68, 320, 54), t(text), style=style, name=key)
            self.buttons[key] = button
            self.add(button)
        if getattr(game_scene.session, "networked", False):  # the host decides the table's games
            self.buttons["restart"].enabled = False
            self.buttons["restart"].tooltip = t("net.again_host")
        self.focus.focus(self.buttons["resume"], visible=True)

    def on_action(self, action: UIAction) -> None:
        key = action.source.name
        if key == "resume":
            self.app.pop()
        elif key == "rules":
            from ghostparlor.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.game_scene.session.game.id))
        elif key == "settings":
            from ghostparlor.scenes.settings import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif key == "restart":
            self.app.pop()
            if self.app.stack.top is not self.game_scene:  # a handoff was below the menu
                self.app.pop()
            self.game_scene.restart()
        elif key == "title":
            self.app.home()
        elif key == "quit":
            self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(self.theme.colour("dim_overlay"))
        surface.blit(veil, (0, 0))
        self.draw_widgets(surface)
