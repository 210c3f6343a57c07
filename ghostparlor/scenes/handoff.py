"""Pass-the-screen: an opaque curtain that shows nothing private until the next player is ready.

It names the person, with their colour and shape, their role where the game has roles,
and what happened since their last turn as everyone may know it; its button says what it
will show ("my cards" where the game deals cards, "my table" otherwise).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, UIAction
from ghostparlor.ui.tokens import Marker, draw_marker

PANEL = pygame.Rect(290, 90, 700, 560)


class HandoffScene(WidgetScene):
    name = "handoff"
    opaque = True  # nothing of the table shows through

    def __init__(self, app, game_scene, seat: int) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.seat = seat
        self.player = game_scene.session.plans[seat]
        ink, muted = self.theme.colour("ink"), self.theme.colour("ink_muted")
        self.decor.append(Panel(PANEL, t("handoff.title", name=self.player.name)))
        table = game_scene.table
        self.role = table.seat_role(seat)
        shows = getattr(table, "HANDOFF_SHOWS", "table")
        y = PANEL.y + 150
        if self.role:
            self.label((PANEL.x + 40, y, PANEL.w - 80, 30), t("handoff.role", role=self.role), size="body",
                       weight="bold", align="center", colour=ink)
            y += 34
        body_h = self.assets.line_height("body") * 2 + 4  # two lines at any text size (wrapped, not cut)
        self.label((PANEL.x + 40, y, PANEL.w - 80, body_h), t(f"handoff.body_{shows}", name=self.player.name),
                   size="body", align="center", colour=ink)
        y += body_h + 8
        small_h = self.assets.line_height("small") + 2
        room = max(0, (PANEL.bottom - 132 - y - small_h) // small_h)  # what fits above the button
        self.since = game_scene.session.since_last_turn(seat, limit=min(6, room))
        if self.since:
            self.label((PANEL.x + 50, y, PANEL.w - 100, small_h), t("handoff.since"), size="small", weight="bold", colour=ink)
            y += small_h
            px, floor = self.theme.font_size("small"), max(10, self.theme.font_size("small") * 3 // 4)
            while px > floor and any(self.assets.text_width(f"- {line}", px) > PANEL.w - 112 for line in self.since):
                px -= 1  # one size for all the lines (a list that reads evenly), the longest shortened if need be
            for line in self.since:
                self.label((PANEL.x + 62, y, PANEL.w - 112, small_h), f"- {line}", size=px, wrap=False, colour=ink, min_size=px)
                y += small_h
        self.ready = Button((PANEL.x + 90, PANEL.bottom - 122, PANEL.w - 180, 64),
                            t(f"handoff.ready_{shows}", name=self.player.name), name="ready")
        self.add(self.ready)
        self.focus.focus(self.ready, visible=True)
        self.label((PANEL.x + 40, PANEL.bottom - 54, PANEL.w - 80, 46), t("handoff.hint"), size="small", align="center",
                   colour=muted, wrap=True)

    def on_back(self) -> None:
        # Esc here opens the game menu rather than revealing anything
        self.game_scene.open_menu()

    def on_action(self, action: UIAction) -> None:
        if action.source is self.ready:
            self.app.pop()
            self.game_scene.handoff_done(self.seat)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        draw_marker(surface, Marker(seat=self.player.colour), (PANEL.centerx, PANEL.y + 105), 26, self.theme)
