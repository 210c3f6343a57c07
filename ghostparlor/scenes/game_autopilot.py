"""A developer's autopilot for the people at this screen: their moves chosen by a bot.

Set ``GHOSTPARLOR_AUTOPILOT=easy`` (any bot name; ``easy:1.5`` waits 1.5 s after the
table comes to rest, 0.8 s by default) and the game frame plays each person's turn with
that bot's choice, through the same path as a click (``scene._submit``), and presses
Enter on the summary a finished game waits on: for watching
whole games in the real window unattended (two windows playing a network game against
each other, tools/net_two_windows.py). Off unless the variable is set; never saved.
"""

from __future__ import annotations

import os
import random
from typing import Any

VARIABLE = "GHOSTPARLOR_AUTOPILOT"


class Autopilot:
    def __init__(self, scene: Any, bot: str, delay: float) -> None:
        self.scene = scene
        self.bot = bot
        self.delay = delay
        self.waited = 0.0
        self.rng = random.Random(0)
        self._bots: dict[int, Any] = {}

    @classmethod
    def from_env(cls, scene: Any) -> "Autopilot | None":
        value = os.environ.get(VARIABLE, "").strip()
        if not value or getattr(scene, "read_only", False):
            return None
        bot, _, delay = value.partition(":")
        try:
            seconds = float(delay) if delay else 0.8
        except ValueError:
            seconds = 0.8
        return cls(scene, bot, max(0.0, min(seconds, 30.0)))

    def update(self, dt: float) -> None:
        scene = self.scene
        session = scene.session
        if session.is_over():  # the last round's summary waits for a person: Enter, as they would press it
            if not scene.results_shown and scene.app.stack.top is scene:
                self.waited += dt
                if self.waited >= max(self.delay, 1.0) * 2:
                    self.waited = 0.0
                    import pygame

                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
            return
        if scene.handoff_pending or scene.pass_pending:
            self.waited = 0.0
            return
        if not scene.my_turn() or scene.table.busy() or scene._pending_refresh or scene.app.stack.top is not scene:
            self.waited = 0.0
            return
        self.waited += dt
        if self.waited < self.delay:
            return
        self.waited = 0.0
        seat = session.human_to_move()
        legal = session.legal_actions()
        if seat is None or not legal:
            return
        from ghostparlor.ai.protocol import make_bot

        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot(self.bot, session.game, seat)
        action = bot.choose(session.view(seat) if bot.needs_view else None, legal, self.rng)
        scene._submit(action)
