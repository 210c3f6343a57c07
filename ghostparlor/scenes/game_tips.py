"""What a thing on the table is, and the one tip on screen: the game frame's :class:`TableTips`.

Hovering a card, tile, room, space, die, token or counter shows what it is and its rule
(``ui/inspect.py``); "?" pins the tip of the thing under the keyboard focus or the pointer
(the arrows walk to the next thing), and "?" again opens the rules at its rule. Only one
tip is up at a time: a frame button's, a pinned one, a last-move token's, a thing's, or a
table widget's, in that order; none covers the top bar or the table's prompt.
"""

from __future__ import annotations

import pygame

from ghostparlor.scenes.table_base import TABLE_RECT
from ghostparlor.ui import Button
from ghostparlor.ui.inspect import InspectLayer, Thing, is_question, thing_at

WALK_KEYS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_TAB: (0, 0)}


class TableTips:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.inspect = InspectLayer(scene.session.game.id, scene.theme)  # what a thing on the table is: hover, "?"

    def things(self) -> list[Thing]:
        """The table's inspectable things now (none while it animates a move or is covered)."""
        scene = self.scene
        if scene.handoff_pending or scene.table.busy():
            return []
        return [th for th in scene.table.inspectables(scene.viewer()) if th.rect.colliderect(TABLE_RECT)]

    def question(self) -> None:
        """"?": a tip open already opens the rules at its rule; else the tip of the thing under
        the keyboard focus, under the pointer, or the first thing (then arrows walk)."""
        scene = self.scene
        pinned = self.inspect.pinned
        if pinned is not None:
            self.inspect.pin(None)
            scene.open_rules(pinned.rule)
            return
        things = scene.things()
        if not things:
            return
        target = None
        focused = scene.table.focus.focused
        if focused is not None and focused.visible and focused.focus_visible:
            where = focused.focus_rect() if hasattr(focused, "focus_rect") else focused.rect
            if where is not None:
                target = thing_at(things, where.center)
        if target is None and self.inspect.pointer is not None:
            target = thing_at(things, self.inspect.pointer)
        self.inspect.pin(target or things[0])

    def handle(self, event: pygame.event.Event) -> bool:
        """Hover and keys of the inspect tips; True when the event was theirs."""
        if event.type == pygame.MOUSEMOTION:
            self.inspect.pointer_moved(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.inspect.pin(None)
            return False
        if is_question(event):
            self.question()
            return True
        if self.inspect.pinned is not None and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.inspect.pin(None)
                return True
            if event.key in WALK_KEYS:
                self.inspect.walk(self.scene.things(), *WALK_KEYS[event.key])
                return True
            self.inspect.pin(None)  # any other key closes the tip and goes on
        return False

    def forget_pointer(self) -> None:
        """No thing is hovered until the pointer moves again."""
        self.inspect.pointer, self.inspect.hover, self.inspect.rest = None, None, 0.0

    def draw(self, surface: pygame.Surface) -> None:
        """The one tip shown now: a frame button's, a pinned "?" tip, a last-move token's, a
        thing's on the table or a table widget's."""
        scene = self.scene
        if scene.chrome.tooltip_showing and self.inspect.pinned is None:  # Hint, Undo, Menu, the pass button
            scene.chrome.draw_tooltip(surface)
        elif self.inspect.pinned is not None:  # "?": the thing's tip, walked with the arrows
            self.inspect.draw(surface)
        elif scene.last_marks.draw_tooltip(surface):  # the pointer on a last-move token: whose move it was
            pass
        elif self._button_under_pointer() or not self.inspect.draw(surface):  # a thing on the table says what it is
            scene.table.focus.draw_tooltip(surface)

    def _button_under_pointer(self) -> bool:
        """A button of the table (a dialog's) under the pointer keeps its own tip."""
        pos = self.inspect.pointer
        if pos is None:
            return False
        widget = self.scene.table.focus._topmost_at(pos)
        return isinstance(widget, Button)
