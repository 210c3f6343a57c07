"""FocusGroup: routes events to a screen's widgets, moves keyboard focus, shows tooltips.

A scene usually keeps one group per screen::

    group = FocusGroup([play_button, hand, log])
    ...
    action = group.handle(event)      # in handle(event)
    if action and action.kind == "choose": ...
    group.update(dt)                  # in update(dt)
    group.draw(surface)               # in draw(surface); draws tooltips on top

Routing rules:

* mouse motion and button releases go to every widget (hover, ends of drags);
  a button press goes to the topmost widget under the pointer (later in the list
  = on top) that wants the pointer -- labels, panels, meters and counters let
  clicks through -- and focuses it if it can take focus; the wheel goes to the
  topmost widget that uses it;
* a key goes first to the focused widget if it uses that key
  (:meth:`Widget.consumes_key`, e.g. Left/Right in a hand, all typing in a text
  field); otherwise Tab / Shift+Tab move focus in list order and the arrow keys
  move it spatially; other keys are offered to every widget (button hotkeys,
  PageUp/PageDown on a hovered scroll view);
* text input goes only to the focused widget.

``handle`` returns the first :class:`UIAction` produced (or ``None``), and sets
:attr:`FocusGroup.consumed` to say whether the group used the event at all (so a
scene knows whether a key is still free for its own shortcuts).
"""

from __future__ import annotations

from typing import Iterable

import pygame

from ghostparlor.ui import probe as _probe

from ghostparlor.ui import draw
from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.theme import Theme, get_theme
from ghostparlor.ui.widget import UIAction, Widget, is_left_down

ARROWS: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class FocusGroup:
    """The interactive widgets of one screen, in drawing order (last = on top).

    Args:
        widgets: initial widgets (any :class:`Widget`, interactive or not).
        tooltips: show tooltips of hovered (or keyboard-focused) widgets.
    """

    def __init__(self, widgets: Iterable[Widget] = (), *, tooltips: bool = True,
                 theme: Theme | None = None) -> None:
        self.widgets: list[Widget] = []
        self.focused: Widget | None = None
        self.tooltips = tooltips
        self._theme = theme
        self.consumed = False
        self._pointer: tuple[int, int] | None = None
        self._tip_owner: Widget | None = None
        self._tip_text = ""
        self._tip_time = 0.0
        self._tip_cache: tuple[str, pygame.Surface] | None = None
        self.add(*widgets)

    @property
    def theme(self) -> Theme:
        return self._theme if self._theme is not None else get_theme()

    # ------------------------------------------------------------------ members
    def add(self, *widgets: Widget) -> None:
        for widget in widgets:
            if widget not in self.widgets:
                self.widgets.append(widget)

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
        if self.focused is widget:
            widget.set_focus(False)
            self.focused = None

    def clear(self) -> None:
        self.focus(None)
        self.widgets.clear()

    def forget_pointer(self) -> None:
        """No widget is hovered and no tooltip is up or pending (the screen changed hands)."""
        for widget in self.widgets:
            widget.hovered = False
        self._pointer = None
        self._tip_owner, self._tip_text, self._tip_time, self._tip_cache = None, "", 0.0, None

    def focus_order(self) -> list[Widget]:
        """Widgets that can take focus now, in Tab order."""
        return [w for w in self.widgets if w.accepts_focus]

    # -------------------------------------------------------------------- focus
    def focus(self, widget: Widget | None, visible: bool = True) -> None:
        """Move keyboard focus to ``widget`` (``None``: nobody)."""
        if self.focused is not None and self.focused is not widget:
            self.focused.set_focus(False)
        self.focused = widget
        if widget is not None:
            widget.set_focus(True, visible)
        self._tip_time = 0.0

    def focus_next(self, step: int = 1) -> bool:
        """Tab (step 1) / Shift+Tab (step -1); wraps around. True if focus moved."""
        order = self.focus_order()
        if not order:
            return False
        if self.focused in order:
            index = (order.index(self.focused) + step) % len(order)  # type: ignore[arg-type]
        else:
            index = 0 if step > 0 else len(order) - 1
        target = order[index]
        moved = target is not self.focused
        self.focus(target, visible=True)
        return moved or len(order) == 1

    def focus_direction(self, dx: int, dy: int) -> bool:
        """Move focus to the nearest widget in direction (dx, dy); falls back to Tab order."""
        order = self.focus_order()
        if not order:
            return False
        current = self.focused if self.focused in order else None
        if current is None:
            self.focus(order[0] if dx + dy > 0 else order[-1], visible=True)
            return True
        cx, cy = current.rect.center
        best: Widget | None = None
        best_score = float("inf")
        for widget in order:
            if widget is current:
                continue
            wx, wy = widget.rect.center
            vx, vy = wx - cx, wy - cy
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            score = along + across * 2.5
            if score < best_score:
                best, best_score = widget, score
        if best is None:
            return self.focus_next(1 if dx + dy > 0 else -1)
        self.focus(best, visible=True)
        return True

    # ------------------------------------------------------------------- events
    def _topmost_at(self, pos: tuple[int, int]) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.wants_pointer and widget.hit(pos):
                return widget
        return None

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        """Route ``event``; returns the first action produced (see module doc)."""
        self.consumed = False
        etype = event.type
        if etype == pygame.WINDOWLEAVE:  # the pointer left the window: nothing is hovered, no tip stays
            self.forget_pointer()
            return None
        if etype == pygame.MOUSEMOTION:
            self._pointer = tuple(event.pos)  # type: ignore[assignment]
            result = None
            for widget in reversed(self.widgets):
                action = widget.handle(event)
                if action is not None and result is None:
                    result = action
            self.consumed = result is not None
            return result
        if etype == pygame.MOUSEBUTTONDOWN:
            self._pointer = tuple(event.pos)  # type: ignore[assignment]
            self._tip_time = -10.0  # hide the tooltip until the pointer moves on
            if getattr(event, "button", 0) in (4, 5):
                return None  # legacy wheel buttons; MOUSEWHEEL is used instead
            target = self._topmost_at(event.pos)
            if is_left_down(event):
                if target is not None and target.accepts_focus:
                    if target is not self.focused:
                        self.focus(target, visible=False)
                elif self.focused is not None and getattr(self.focused, "wants_text", False):
                    self.focus(None)
            if target is None:
                return None
            self.consumed = True
            action = target.handle(event)
            if self.focused is not None and not self.focused.focused:
                self.focused = None  # the widget dropped focus itself
            return action
        if etype == pygame.MOUSEBUTTONUP:
            result = None
            for widget in reversed(self.widgets):
                action = widget.handle(event)
                if action is not None and result is None:
                    result = action
            self.consumed = result is not None
            return result
        if etype == pygame.MOUSEWHEEL:
            for widget in reversed(self.widgets):
                if not widget.visible:
                    continue
                action = widget.handle(event)
                if action is not None:
                    self.consumed = True
                    return action
            return None
        if etype == pygame.TEXTINPUT:
            if self.focused is not None and self.focused.enabled:
                action = self.focused.handle(event)
                self.consumed = bool(getattr(self.focused, "wants_text", False))
                return action
            return None
        if etype == pygame.KEYDOWN:
            return self._handle_key(event)
        if etype == pygame.KEYUP:
            if self.focused is not None:
                return self.focused.handle(event)
            return None
        result = None
        for widget in self.widgets:
            action = widget.handle(event)
            if action is not None and result is None:
                result = action
        return result

    def _handle_key(self, event: pygame.event.Event) -> UIAction | None:
        key = event.key
        mod = getattr(event, "mod", 0)
        focused = self.focused
        if focused is not None and not focused.accepts_focus:
            self.focus(None)
            focused = None
        if focused is not None and focused.consumes_key(key, mod):
            self.consumed = True
            if not focused.focus_visible:
                if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and not getattr(focused, "wants_text", False):
                    # Enter acts only on a visible focus ring: the first press shows where it would act
                    focused.set_focus(True, visible=True)
                    return None
                focused.focus_visible = True
            return focused.handle(event)
        if key == pygame.K_TAB and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            moved = self.focus_next(-1 if mod & pygame.KMOD_SHIFT else 1)
            self.consumed = moved
            return UIAction(self.focused, "focus", self.focused) if moved else None
        if key in ARROWS and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            dx, dy = ARROWS[key]
            moved = self.focus_direction(dx, dy)
            self.consumed = moved
            return UIAction(self.focused, "focus", self.focused) if moved else None
        for widget in reversed(self.widgets):
            if not widget.visible:
                continue
            action = widget.handle(event)
            if action is not None:
                self.consumed = True
                return action
        return None

    # --------------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)
        if not self.tooltips:
            return
        owner: Widget | None = None
        text = ""
        for widget in reversed(self.widgets):
            if widget.visible and widget.hovered:
                text = widget.tooltip_text()
                if text:
                    owner = widget
                break
        if owner is None and self.focused is not None and self.focused.focus_visible:
            text = self.focused.tooltip_text()
            owner = self.focused if text else None
        if owner is not self._tip_owner or text != self._tip_text:
            self._tip_owner, self._tip_text = owner, text
            self._tip_time = 0.0
        else:
            self._tip_time += dt

    def frame_key(self) -> tuple:
        """What the group's picture depends on besides the input that reaches it: the tip on
        screen, the focus, and each widget's shown state (see ``Scene.frame_key``)."""
        return (self.tooltip_showing, id(self.focused),
                tuple((id(w), w.visible, w.enabled, w.hovered, w.focus_visible, w.frame_key()) for w in self.widgets))

    @property
    def tooltip_showing(self) -> str | None:
        """The tooltip text on screen now, if any."""
        if self._tip_owner is not None and self._tip_text and self._tip_time >= self.theme.duration("tooltip_delay"):
            return self._tip_text
        return None

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)
        self.draw_tooltip(surface)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        _probe.layer()  # drawn over what lies beneath
        text = self.tooltip_showing
        if not text or self._tip_owner is None:
            return
        if self._tip_cache is None or self._tip_cache[0] != text:
            self._tip_cache = (text, render_tooltip(text, self.theme))
        image = self._tip_cache[1]
        owner = self._tip_owner
        from ghostparlor.ui.tip_place import place

        pointer = self._pointer if owner.hovered else None
        rect = place(image.get_size(), surface.get_rect(), pointer, None if pointer else owner.rect)
        surface.blit(image, rect)


def render_tooltip(text: str, theme: Theme | None = None, max_width: int = 340, max_lines: int = 6) -> pygame.Surface:
    """A tooltip bubble: dark, gold-edged, wrapped text (its own newlines kept)."""
    theme = theme or get_theme()
    assets = get_assets()
    lines = assets.wrap(text, max_width - 20, "small")[:max_lines]
    lh = assets.line_height("small")
    width = min(max_width, max(assets.text_width(line, "small") for line in lines) + 20)
    height = lh * len(lines) + 14
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    draw.box(surface, surface.get_rect(), theme.colour("tooltip_bg"), 7, theme.colour("tooltip_edge"), 1)
    y = 7
    for line in lines:
        surface.blit(assets.text(line, "small", theme.colour("text")), (10, y))
        y += lh
    return surface
