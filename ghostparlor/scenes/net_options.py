"""The options of a hosted table's game, over the host screen: each option as the set-up
shows it (a switch, or a choice with its caption), Done keeps them, Esc leaves them as
they were. The host sends them with the table (``create``); the host table checks them."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.setup import option_values
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Choice, Panel, Toggle, UIAction

BOX = pygame.Rect(300, 96, 680, 528)
ROW_H = 92


def options_words(game, players: int, chosen: dict[str, Any]) -> str:
    """The options chosen, in a line ("First player: Random, Target score: 15")."""
    parts = []
    for name, opt in game.spec.options.items():
        value = chosen.get(name, opt.default)
        if opt.kind == "bool":
            words = t("ui.yes") if value else t("ui.no")
        else:
            words = next((w for v, w in option_values(opt, players) if str(v) == str(value)), str(value))
        parts.append(f"{t(opt.text_key)}: {words}")
    return ", ".join(parts)


class OptionsScene(WidgetScene):
    """See the module docstring. ``on_done(options)`` gets the options chosen."""

    name = "net_options"
    opaque = False
    background = False

    def __init__(self, app, game, players: int, chosen: dict[str, Any], on_done: Callable[[dict[str, Any]], None]) -> None:
        super().__init__(app)
        self.game = game
        self.on_done = on_done
        self.decor.append(Panel(BOX, t("setup.options"), style="dark"))
        x, w = BOX.x + 36, BOX.w - 72
        self.widgets: dict[str, Any] = {}
        y = BOX.y + 64
        for name, opt in game.spec.options.items():
            value = chosen.get(name, opt.default)
            if opt.kind == "bool":
                widget = Toggle((x, y + 16, w, 48), t(opt.text_key), bool(value), name=name)
            else:
                values = option_values(opt, players)
                self.label((x + 6, y - 2, w, 30), t(opt.text_key), size="small", colour=self.theme.colour("text_muted"),
                           valign="bottom")
                widget = Choice((x, y + 30, w, 46), values, name=name,
                                index=next((i for i, (v, _) in enumerate(values) if str(v) == str(value)), 0))
            self.widgets[name] = widget
            self.add(widget)
            y += ROW_H
        if not game.spec.options:
            self.label((x, y, w, 60), t("setup.no_options"), colour=self.theme.colour("text_muted"))
        self.done_button = Button((BOX.centerx - 120, BOX.bottom - 72, 240, 52), t("net.options.done"), name="done")
        self.add(self.done_button)
        self.focus.focus(self.done_button, visible=True)

    def chosen(self) -> dict[str, Any]:
        return {name: widget.checked if isinstance(widget, Toggle) else widget.value for name, widget in self.widgets.items()}

    def on_action(self, action: UIAction) -> None:
        if action.source is self.done_button:
            self.app.pop()
            self.on_done(self.chosen())

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(self.theme.colour("dim_overlay"))
        surface.blit(veil, (0, 0))
        self.draw_widgets(surface)
