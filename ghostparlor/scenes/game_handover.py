"""Hot seat: the screen passing from one person to the next, the game frame's :class:`HandOver`.

When the next person to act is not the one the screen shows, an open table (nothing on
it private between the two) just turns to them. Otherwise the person who acted first sees
the result of their move and says "Done, pass the screen" (the button in the top bar, or
Enter); then the curtain (``scenes/handoff.py``) covers everything until the next person
is ready, and the frame starts anew for them (``GameScene.handoff_done``).
"""

from __future__ import annotations

from ghostparlor.core.strings import t
from ghostparlor.ui import Button


class HandOver:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.button = Button((1280 - 410 - 262, 7, 388 - 124, 40), t("game.pass_button"), style="primary",
                             size="small", name="pass")
        self.button.visible = False
        self.pass_pending = False  # the acting person looks at their move's result before the curtain
        self.curtain_down = False  # the curtain is over the table until the next person is ready

    def screen_changes_hands(self) -> bool:
        """The next person to act is not the one the screen shows: an open table just turns
        to them; otherwise the person who acted first sees the result of their move and
        says "Done, pass the screen", and only then comes the curtain. True: wait."""
        scene = self.scene
        session = scene.session
        seat = session.human_to_move()
        if seat is None or seat == scene.shown_to or self.curtain_down or scene.read_only:
            return False
        if len(session.humans()) < 2:
            return False
        if not session.needs_handoff(scene.shown_to):
            self.turn_to(seat)
            return False
        if scene.shown_to is not None:
            if not self.pass_pending:
                self.pass_pending = True
                self.set_button(seat)
                toast = scene.app._toast  # a passing message ("thinking...") must not sit over the button
                if toast is not None and toast.current is not None and toast.current.kind == "info":
                    toast.clear()
            return True
        self.push_curtain()
        return True

    def set_button(self, seat: int) -> None:
        scene = self.scene
        name = scene.session.plans[seat].name
        self.button.visible = self.pass_pending
        self.button.tooltip = t("game.pass_tip", name=name)
        if self.pass_pending:
            scene.chrome.focus(self.button, visible=True)
        elif scene.chrome.focused is self.button:
            scene.chrome.focus(None)
        scene.dirty = True

    def pass_screen(self) -> None:
        """"Done, pass the screen": the curtain for the next person."""
        if not self.pass_pending:
            return
        self.pass_pending = False
        self.set_button(self.scene.session.to_move())
        self.push_curtain()

    def turn_to(self, seat: int) -> None:
        """Nothing on screen is private between the two: the table turns to ``seat``."""
        scene = self.scene
        scene.shown_to = seat
        scene.table.refresh(seat)
        scene._tick_clock()
        scene.side.sync_log()
        scene.dirty = True

    def push_curtain(self) -> None:
        from ghostparlor.scenes.handoff import HandoffScene

        scene = self.scene
        seat = scene.session.human_to_move()
        if seat is None:
            return
        self.curtain_down = True
        scene.app.push(HandoffScene(scene.app, scene, seat))
