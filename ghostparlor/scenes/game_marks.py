"""Each seat's last move marked on the table: the game frame's :class:`LastMoves`.

The table says where each seat's last move shows (``Table.last_move_marks``), from what
the viewer may see; the frame draws the marks (``ui/last_move.py``) and gives each a tip
naming whose move it was and what it did. The marks are taken with the turn clock, when
the table is at rest and refreshed; a seat acting again loses its old mark at once.
"""

from __future__ import annotations

from ghostparlor.core.strings import t
from ghostparlor.ui.last_move import LastMoveLayer


class LastMoves:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.layer = LastMoveLayer(scene.theme)
        self.key: tuple | None = None  # what the marks were taken from

    def take(self) -> None:
        """The last-move marks, taken with the clock (the table at rest, refreshed)."""
        scene = self.scene
        session = scene.session
        viewer = scene.viewer()
        moves = session.moves
        key = (len(moves), moves[-1].number if moves else 0, viewer, id(scene.table), session.is_over())
        if key == self.key:
            return
        self.key = key
        last = scene.feed.last_moves()  # each seat's last move, redacted for the viewer
        names = session.names()
        marks = []
        for mark in scene.table.last_move_marks(last, viewer):
            move = last.get(mark.seat)
            text = mark.text
            if not text and move is not None:
                lines = [session.game.describe_event(e, names, viewer) for e in move.events if not e.QUIET]
                text = " ".join(line for line in lines[:2] if line)
            who = names[mark.seat] if 0 <= mark.seat < len(names) else "?"
            tip = t("game.last_move_tip", name=who, move=text) if text else t("game.last_move_tip_plain", name=who)
            marks.append((mark, tip))
        self.layer.set_marks(marks)

    def forget(self, seat: int | None = None) -> None:
        """The marks (of ``seat``, or all) go, and are taken anew when the table is at rest."""
        if seat is None:
            self.layer.clear()
        else:
            self.layer.set_marks([(m, tip) for m, tip in self.layer.marks if m.seat != seat])
        self.key = None

    def clear(self) -> None:
        """No marks until they are taken again (a new table)."""
        self.layer.clear()
        self.key = None

    def acted(self, seat: int) -> None:
        """``seat`` acted again: its old mark goes now, the new one comes when the table is at rest."""
        if seat >= 0 and any(m.seat == seat for m, _ in self.layer.marks):
            self.forget(seat)
