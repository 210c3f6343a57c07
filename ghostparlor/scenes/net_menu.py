""""Play together": host a table on this computer, or join one on another.

Two panels side by side, each saying what it is for, with its button; Back (or Esc) returns
to the title. The host screen is ``net_host.py``, the join screen ``net_join.py``.
"""

from __future__ import annotations

from typing import Any, Callable

from ghostparlor.core.strings import t
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, UIAction

PANEL_Y, PANEL_H = 168, 380


class PlayTogetherScene(WidgetScene):
    name = "net_menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        theme = self.theme
        self.label((40, 16, 1200, 44), t("net.menu.title"), size="title", weight="title", colour=theme.colour("accent"),
                   align="center", valign="middle", wrap=False)
        self.label((80, 66, 1120, 70), t("net.menu.intro"), size="body", colour=theme.colour("text"), align="center",
                   valign="middle")
        self.buttons: dict[str, Button] = {}
        for i, kind in enumerate(("host", "join")):
            x = 80 + i * 580
            self.decor.append(Panel((x, PANEL_Y, 540, PANEL_H), t(f"net.menu.{kind}_title"), style="dark"))
            self.label((x + 28, PANEL_Y + 62, 484, PANEL_H - 158), t(f"net.menu.{kind}_text"), size="body",
                       colour=theme.colour("text"), valign="top")
            button = Button((x + 70, PANEL_Y + PANEL_H - 84, 400, 58), t(f"net.menu.{kind}"), name=kind,
                            style="primary" if kind == "host" else "secondary", icon="common/icon_human.png")
            self.buttons[kind] = button
            self.add(button)
        self.back_button = Button((36, 652, 200, 52), t("setup.back"), style="secondary", name="back")
        self.add(self.back_button)
        self.label((252, 652, 776, 52), t("net.menu.hint"), size="small", colour=theme.colour("text_muted"),
                   align="center", valign="middle")
        self.focus.focus(self.buttons["host"], visible=True)

    def on_action(self, action: UIAction) -> None:
        source = action.source
        if source is self.back_button:
            self.app.pop()
        elif source is self.buttons["host"]:
            from ghostparlor.scenes.net_host import HostScene

            self.app.push(HostScene(self.app))
        elif source is self.buttons["join"]:
            from ghostparlor.scenes.net_join import JoinScene

            self.app.push(JoinScene(self.app))


def layout_states() -> list[tuple[str, str, Callable[[Any], Any]]]:
    """(scene, state, factory) of every "Play together" screen for ``ghostparlor check-layout``
    and the screenshot factory: made in memory, no socket is opened and no file written."""
    from ghostparlor.scenes import net_host, net_join, net_lobby

    return [("net_menu", "host or join", PlayTogetherScene)] + net_host.layout_states() + net_join.layout_states() \
        + net_lobby.layout_states()
