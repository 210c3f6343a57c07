"""The base of the Ghosts table's panels: what every panel draws and reads with.

A panel owns its own state (the pile's flights, the gauge's gliding level, the hand and
its button...) and has its own ``refresh`` / ``update`` / ``draw`` (and ``handle``,
``things`` where it has input or inspect tips); the table composes them. The services
here are shared, owned by none: the scene (whose screen it is, whose turn), the seat's
feed, the game's public content, the theme, the assets and the text layout.
"""

from __future__ import annotations

from typing import Any

from ghostparlor.ui.inspect import Thing


class Part:
    """One panel of the Ghosts table."""

    def __init__(self, table: Any) -> None:
        self.scene = table.scene
        self.feed = table.feed
        self.game = table.game
        self.theme = table.theme
        self.assets = table.assets
        self.text = table.text  # a TextLayout (ghostparlor/ui/text_layout.py)
        self.view: Any = None  # the viewer's view, as of the table's last refresh

    def refresh(self, view: Any) -> None:
        self.view = view

    def update(self, dt: float) -> None:
        pass

    def things(self, viewer: int | None) -> list[Thing]:
        """What the panel shows that says what it is (inspect tips), for ``viewer``'s screen."""
        return []
