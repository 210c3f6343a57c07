"""Where a key or a click in the game frame goes: the game frame's :class:`GameInput`.

In order: the coach's note card, the inspect tips ("?", hover), the last-move tokens, the
menu (Esc, P), quitting (Ctrl+Q), passing the screen (Enter), the move selected first
(Enter plays it, Esc lets go). Then keys belong to the table (Tab, arrows, Enter, Space
play the game) and the frame keeps only its hotkeys (U undo, H hint); the mouse goes to
the frame's buttons, the side panel's tabs and the log first, then to the table. What the
table makes of it is an action (to the session, which checks it: scenes never decide
rules), or a message (why not).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class GameInput:
    def __init__(self, scene) -> None:
        self.scene = scene

    def handle(self, event: pygame.event.Event) -> None:
        scene = self.scene
        scene.dirty = True
        if event.type == pygame.WINDOWLEAVE:
            scene.forget_pointer()
        if scene.side.keys_first(event):  # typing in a network game's chat: the table's keys wait
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and scene.pace.busy():
            scene.pace.dismiss()  # the person is ready: the spotlight goes
        if scene.coach.handle(event):  # the coach's note card (its close button, its tooltip)
            return
        if scene.tips.handle(event):
            return
        scene.last_marks.handle(event)
        if self._frame_key(event):
            return
        # Keys belong to the table (Tab, arrows, Enter, Space play the game); the frame's
        # buttons keep only their hotkeys (Esc/P menu, U undo, H hint). The mouse goes to
        # the frame's buttons and log first, then to the table.
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_u, pygame.K_h):
                if event.key == pygame.K_u and not scene.read_only:
                    scene.undo()
                elif event.key == pygame.K_h and not scene.read_only:
                    scene.start_hint()
                return
            action = None
        else:
            action = scene.chrome.handle(event)
        if scene.side.handle(event, action):
            return
        if action is not None:
            self._frame_button(action)
            return
        if scene.session.is_over():
            return
        self._table(event)

    def _frame_key(self, event: pygame.event.Event) -> bool:
        """The menu, quitting, passing the screen and the move selected first; True if used."""
        scene = self.scene
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_ESCAPE, pygame.K_p) and scene.armed() is None:
            scene.open_menu()
            return True
        if event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL:
            scene.app.quit()
            return True
        if scene.pass_pending and event.key in ENTER_KEYS:
            scene.pass_screen()
            return True
        if scene.armed() is not None:
            if event.key in ENTER_KEYS:  # the selected move is played
                move, _ = scene.hints.armed_at
                scene.hints.disarm()
                scene._submit(move)
                return True
            if event.key == pygame.K_ESCAPE:  # let go of it (a second Esc opens the menu)
                scene.hints.disarm()
                return True
        return False

    def _frame_button(self, action) -> None:
        scene = self.scene
        if action.kind != "click":
            return
        if action.source is scene.menu_button:
            scene.open_menu()
        elif action.source is scene.undo_button:
            scene.undo()
        elif action.source is scene.hint_button:
            scene.start_hint()
        elif action.source is scene.pass_button:
            scene.pass_screen()

    def _table(self, event: pygame.event.Event) -> None:
        """The table's answer to the event: a move (played, or selected first), or why not."""
        scene = self.scene
        result = scene.table.handle(event)
        if result is None:
            return
        if isinstance(result, str):
            scene.app.notify(result, "warning", hold=2.5)
            return
        if not scene.my_turn():
            scene.app.notify(t("game.not_your_turn"), "info", hold=1.5)
            return
        hints = scene.hints
        if hints.needs_confirming(event):
            if scene.armed() == result:  # the second click on the same move plays it
                hints.disarm()
            else:  # the first click selects it
                hints.arm(result)
                return
        hints.disarm()
        scene._submit(result)
