"""The widget base class and the :class:`UIAction` every interactive widget returns.

Contract (all widgets):

* ``rect`` -- a ``pygame.Rect`` on the 1280x720 logical canvas. Mouse events must
  carry logical coordinates (the app converts window positions before dispatch).
* ``handle(event) -> UIAction | None`` -- ``None`` means "nothing happened"; a
  :class:`UIAction` (always truthy) says what the player did: ``kind`` names it
  ("click", "choose", "select", "toggle", "change", "submit", "cell", "node",
  "scroll", "rejected", "dismiss", "focus") and ``value`` carries the payload
  (a card id, a cell, a node id, the new value...).
* ``update(dt)`` -- advance animations by ``dt`` seconds.
* ``draw(surface)`` -- draw at ``rect``.
* ``enabled`` / ``visible`` / ``tooltip`` / ``hovered`` / ``focused`` attributes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import pygame

from ghostparlor.ui.assets import Assets, get_assets
from ghostparlor.ui.theme import Theme, get_theme

ACTIVATE_KEYS: frozenset[int] = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})
ENTER_KEYS: frozenset[int] = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER})


@dataclass(frozen=True, eq=False)
class UIAction:
    """What the player did with a widget. Always truthy (a card id 0 is still an action)."""

    source: Any
    kind: str
    value: Any = None

    def __bool__(self) -> bool:
        return True

    def __repr__(self) -> str:
        return f"UIAction({type(self.source).__name__}, {self.kind!r}, {self.value!r})"


RectLike = Any  # pygame.Rect or (x, y, w, h)


class Widget:
    """Base class: geometry, state flags and do-nothing hooks."""

    focusable: ClassVar[bool] = False
    wants_text: ClassVar[bool] = False  # True for widgets that take TEXTINPUT typing
    is_control: ClassVar[bool] = False  # a button, switch, slider or field: no other text may cover it

    def __init__(
        self,
        rect: RectLike,
        *,
        enabled: bool = True,
        visible: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.visible = visible
        self.tooltip = tooltip
        self.name = name
        self._theme = theme
        self.hovered = False
        self.focused = False
        self.focus_visible = False
        self.pressed = False

    # -- shared services --------------------------------------------------------
    @property
    def theme(self) -> Theme:
        return self._theme if self._theme is not None else get_theme()

    @property
    def assets(self) -> Assets:
        return get_assets()

    # -- focus ------------------------------------------------------------------
    @property
    def accepts_focus(self) -> bool:
        """True if keyboard focus may land here now."""
        return self.focusable and self.enabled and self.visible

    def set_focus(self, focused: bool, visible: bool = True) -> None:
        """Give or take keyboard focus; ``visible`` draws the focus ring."""
        self.focused = focused
        self.focus_visible = focused and visible

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        """True if this widget, when focused, uses ``key`` itself (the focus group
        then does not use it to move focus)."""
        return False

    def tooltip_text(self) -> str:
        """The tooltip to show now (widgets with items may vary it by hovered item)."""
        return self.tooltip

    # -- geometry -----------------------------------------------------------------
    @property
    def wants_pointer(self) -> bool:
        """False for decoration (labels, panels, meters): clicks pass through it to
        the widgets underneath in a FocusGroup. Hover is still tracked."""
        return True

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if ``pos`` lies on this widget (used to route clicks)."""
        return self.visible and self.rect.collidepoint(pos)

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.hit(event.pos)
        elif event.type in (pygame.WINDOWLEAVE,):
            self.hovered = False

    def clicked(self, event: pygame.event.Event, value: object) -> UIAction | None:
        """A plain clickable's ``handle``: a left click on it, or Enter/Space while it has the
        focus, gives ``UIAction(self, "click", value)`` (hover is tracked; nothing when hidden
        or disabled)."""
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return UIAction(self, "click", value)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return UIAction(self, "click", value)
        return None

    # -- the loop -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> UIAction | None:
        self._track_hover(event)
        return None

    def update(self, dt: float) -> None:
        return None

    def frame_key(self) -> object:
        """What the widget's picture depends on that changes with time rather than input
        (a glow fading in, cards gliding into place, a die tumbling); None for a widget that
        only changes when told. The app draws again whenever a key changes."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        return None

    def __repr__(self) -> str:
        label = f" {self.name!r}" if self.name else ""
        return f"<{type(self).__name__}{label} {tuple(self.rect)}>"


def is_left_down(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1


def is_left_up(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1


def key_of(event: pygame.event.Event) -> int | None:
    """The key of a KEYDOWN event, else ``None``."""
    if event.type == pygame.KEYDOWN:
        return int(getattr(event, "key", 0))
    return None
