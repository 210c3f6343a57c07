"""Where drawing code tells the layout probe what it draws: a text rendered
(:func:`note_text`), the box some texts must stay in (:func:`box`), a new layer drawn over
the last (:func:`layer`).

Nobody listens while the game runs: ``ACTIVE`` is None and each call is one ``if``. The
probe itself is a developer tool, :mod:`ghostparlor.devtools.probe` (``ghostparlor
check-layout``): it sets ``ACTIVE`` while it draws.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

ACTIVE: Any = None  # the listening probe (ghostparlor.devtools.probe.Probe), None unless a developer tool draws
ACTIVE_BROKEN: set[str] = set()  # lines that end inside a split word (while probing)


def note_text(surface: Any, text: str, full: str, font: str, cut: bool = False,
              broken_word: bool = False, px: int = 0) -> None:
    """A text surface was rendered (called by Assets while probing)."""
    if ACTIVE is not None:
        ACTIVE.note_text(surface, text, full, font, cut, broken_word, px)


@contextmanager
def box(rect: Any, name: str = "", tooltip: bool = False, control: bool = False) -> Iterator[None]:
    """Texts drawn inside must stay in ``rect`` (canvas or target coordinates of the
    surface drawn on); a control's rect is also kept out of other texts' way."""
    if ACTIVE is None or rect is None:
        yield
        return
    with ACTIVE.box(rect, name, tooltip, control):
        yield


def layer() -> None:
    """A new layer starts (a scene, or a dialog drawn over its table)."""
    if ACTIVE is not None:
        ACTIVE.layer_no += 1
