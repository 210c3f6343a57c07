"""Don't Go In There: the base of the table's panels.

A panel (the boards, the strip, the players' panels, the question, the final scoring,
the motion over them, the open view's secrets, the last-move marks, the notes) owns its
own attributes and has its own ``refresh`` / ``update`` / ``draw`` / ``things`` where it
has them; :class:`~ghostparlor.games.dont_go_in_there.table.table.DontGoInThereTable`
composes them. Shared, owned by no panel: the scene (whose screen it is, whose turn),
the seat's feed, the game's public content, the theme and the assets; and the table's
model (``table.view``, the viewer's view as of the last refresh, and ``table.legal``).
A panel reads its siblings through ``table`` (``table.strip.dice``, ``table.motion``).
"""

from __future__ import annotations

from typing import Any


class Part:
    """One panel of the Don't Go In There table."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.scene = table.scene
        self.feed = table.feed
        self.game = table.game

    @property
    def theme(self):
        return self.table.theme

    @property
    def assets(self):
        return self.table.assets

    @property
    def view(self) -> Any:
        """The viewer's view as of the table's last refresh (None before the first)."""
        return self.table.view
