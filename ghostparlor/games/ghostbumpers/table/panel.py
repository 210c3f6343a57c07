"""Ghostbumpers table: the base of its panels.

The table (``table.py``) is made of panel objects. Each panel owns its widgets and what it
keeps between frames, takes a new view in its ``refresh``, answers its own widgets in its
``handle`` and draws its part in ``draw``. What every panel reads is the table's: the view
it took (``view``, ``legal``, ``viewer_seat``), what the running animations show on top of
it (``display``), the card pictures (``art``) and the seat's feed; a panel asks another
panel through ``table`` (``self.table.tricks.slot_box(i)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from ghostparlor.games.ghostbumpers.table.table import GhostbumpersTable


class Panel:
    """One part of the Ghostbumpers table (see the module's words)."""

    def __init__(self, table: "GhostbumpersTable") -> None:
        self.table = table

    # --- what every panel reads (the table's) ------------------------------------------------
    @property
    def theme(self) -> Any:
        return self.table.theme

    @property
    def assets(self) -> Any:
        return self.table.assets

    @property
    def game(self) -> Any:
        return self.table.game

    @property
    def feed(self) -> Any:
        return self.table.feed

    @property
    def scene(self) -> Any:
        return self.table.scene

    @property
    def focus(self) -> Any:
        return self.table.focus

    @property
    def view(self) -> Any:
        return self.table.view

    @property
    def legal(self) -> list:
        return self.table.legal

    @property
    def viewer_seat(self) -> int | None:
        return self.table.viewer_seat

    @property
    def display(self) -> Any:
        return self.table.display

    @property
    def art(self) -> Any:
        return self.table.art

    # --- a panel's own part ------------------------------------------------------------------
    def refresh(self) -> None:
        """The table took a new view (``self.view``): take from it what this panel shows."""

    def draw(self, surface) -> None:
        """Draw this panel's part of the table."""
