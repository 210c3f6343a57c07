"""Where a key or a click in the replay viewer goes: :class:`ReplayInput`.

Left/Right one move (a seat's action and the chance after it), Shift+Left/Right one turn,
PageUp/PageDown one round, Home/End, Space play/pause, V the view, Esc (or Backspace)
back, Ctrl+Q quit; Tab walks the buttons and Enter presses the focused one; F2 the log or
the notes; "?" the inspect tips. The arrow keys always step. The mouse goes to the
timeline, the buttons and the side panel's tabs.
"""

from __future__ import annotations

import pygame

from ghostparlor.ui import Button
from ghostparlor.ui.widget import UIAction

STEP_UNITS = {"start": ("end", -1), "round_back": ("round", -1), "turn_back": ("turn", -1), "move_back": ("move", -1),
              "move_next": ("move", 1), "turn_next": ("turn", 1), "round_next": ("round", 1), "end": ("end", 1)}


class ReplayInput:
    def __init__(self, scene) -> None:
        self.scene = scene

    def handle(self, event: pygame.event.Event) -> None:
        scene = self.scene
        scene.dirty = True
        if scene.inspect.pinned is not None or (event.type == pygame.KEYDOWN and getattr(event, "unicode", "") == "?"):
            if scene.tips.handle(event):
                return
        if event.type == pygame.MOUSEMOTION:
            scene.inspect.pointer_moved(event.pos)
        scene.last_marks.handle(event)
        if event.type == pygame.KEYDOWN:
            self.key(event)
            return
        if event.type == pygame.KEYUP:
            return
        action = scene.chrome.handle(event)
        if scene.side.handle(event, action):
            return
        if action is not None:
            self.action(action)

    def key(self, event: pygame.event.Event) -> None:
        scene = self.scene
        key, mod = event.key, getattr(event, "mod", 0)
        shift = bool(mod & pygame.KMOD_SHIFT)
        if key == pygame.K_q and mod & pygame.KMOD_CTRL:
            scene.app.quit()
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            scene.back()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            scene.playing = False
            scene.step_by("turn" if shift else "move", 1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            scene.playing = False
            scene.step_by("round", 1 if key == pygame.K_PAGEDOWN else -1)
        elif key in (pygame.K_HOME, pygame.K_END):
            scene.playing = False
            scene.step_by("end", 1 if key == pygame.K_END else -1)
        elif key == pygame.K_SPACE:
            scene.toggle_play()
        elif key == pygame.K_v:
            scene.cycle_view()
        elif key == pygame.K_TAB:
            scene.chrome.focus_next(-1 if shift else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = scene.chrome.focused
            if isinstance(focused, Button) and focused.focus_visible:
                action = focused.activate()
                if action is not None:
                    self.action(action)
        else:
            scene.side.handle(event, None)  # F2: log or notes

    def action(self, action: UIAction) -> None:
        scene = self.scene
        source = action.source
        if source is scene.timeline_bar and action.kind == "change":
            scene.playing = False
            scene.go(int(action.value), animate=False)
            return
        if action.kind != "click":
            return
        if source is scene.menu_button:
            scene.back()
        elif source is scene.play_button:
            scene.toggle_play()
        elif source is scene.speed_button:
            scene.cycle_speed()
        elif source is scene.view_button:
            scene.cycle_view()
        elif source is scene.export_button:
            scene.export()
        else:
            for kind, button in scene.step_buttons.items():
                if source is button:
                    scene.playing = False
                    scene.step_by(*STEP_UNITS[kind])
                    return
