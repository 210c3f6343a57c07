"""The hint and the move selected first: the game frame's :class:`Hints`.

Hint (H, or its button): the normal bot is asked what it would play here, from this seat's
view only, in slices between frames; its answer is named in the top bar (and why, under
it) and marked on the table with a lamp (and a gold ring) until anything is played or
undone. Asked again while it is shown, the hint's move is played.

"Confirm before playing" (Settings): a click on a card, tile or space selects the move (a
thick ring in the legal colour with a question badge); the same click again, or Enter,
plays it, Esc lets go of it.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.table_base import TABLE_RECT, HintMark
from ghostparlor.ui import Button

DARK = (20, 12, 22)  # the outline of the rings and badges


class Hints:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.button = Button((1280 - 396, 8, 124, 38), t("game.hint"), style="secondary", size="small",
                             icon="common/icon_hint.png", name="hint", hotkey=pygame.K_h, tooltip=t("game.hint_tip"))
        self.thinking: tuple[Any, Any, int] | None = None  # a hint being computed: (bot, its search in slices, actions then)
        self.shown: tuple[Any, int, str] | None = None  # (move, actions played then, its words)
        self.reason = ""  # why the hinting bot chose it
        self.armed_at: tuple[Any, int] | None = None  # "Confirm before playing": (the move clicked once, actions then)

    def _played(self) -> int:
        return len(self.scene.session.match.actions)

    # --- the hint -------------------------------------------------------------------------
    def hinted(self) -> tuple[Any, int, str] | None:
        """The hint shown for this very position (None once anything was played or undone)."""
        hint = self.shown
        if hint is None or hint[1] != self._played() or not self.scene.my_turn():
            return None
        return hint

    def start(self) -> None:
        """Ask the normal bot what it would play here, from this seat's view only; asked
        again while its answer is shown, play that move."""
        scene = self.scene
        if not scene.my_turn() or self.thinking is not None:
            return
        shown = self.hinted()
        if shown is not None:
            self.shown = None
            scene._submit(shown[0])
            return
        from ghostparlor.ai.protocol import make_bot

        seat = scene.viewer()
        session = scene.session
        view = session.view(seat)
        legal = session.legal_actions()
        for level in ("normal", "easy", "random"):
            try:
                bot = make_bot(level, session.game, seat)
                break
            except KeyError:
                continue
        rng = random.Random(self._played())
        thinking = bot.think(view, legal, rng) if hasattr(bot, "think") else None
        if thinking is None:
            bot.choice = bot.choose(view, legal, rng)
        self.thinking = (bot, thinking, self._played())
        scene.app.notify(t("game.hint_thinking"), "info", hold=0.6)

    def update(self) -> None:
        """One slice of the hint being computed; its answer, once it has one."""
        if self.thinking is None:
            return
        bot, thinking, at = self.thinking
        if at != self._played():
            self.thinking = None  # the position changed: the hint is stale
            return
        if thinking is not None:
            try:
                next(thinking)
                return
            except StopIteration:
                pass
        self.thinking = None
        session = self.scene.session
        text = session.game.describe_action(bot.choice, session.names(), self.scene.viewer())
        self.shown = (bot.choice, at, text)  # the top bar shows it until the position changes
        self.reason = str(session.named(getattr(bot, "reason", "") or ""))  # from this seat's own view: the top bar's second line

    def forget(self) -> None:
        """No hint, asked or shown (the screen changed hands)."""
        self.thinking = None
        self.shown = None
        self.reason = ""

    def marks(self) -> list[HintMark]:
        """Where the hint shown now is made on the table (nothing while the table animates)."""
        scene = self.scene
        hinted = self.hinted()
        if scene.read_only or hinted is None or scene.table.busy():
            return []
        return scene.table.hint_marks(hinted[0])

    # --- the move selected first ---------------------------------------------------------------
    def armed(self) -> Any | None:
        """The move selected by a first click ("Confirm before playing"), while it still stands."""
        armed = self.armed_at
        if armed is None or armed[1] != self._played() or not self.scene.my_turn():
            return None
        return armed[0]

    def arm(self, move: Any) -> None:
        self.armed_at = (move, self._played())

    def disarm(self) -> None:
        self.armed_at = None

    def needs_confirming(self, event: pygame.event.Event) -> bool:
        """"Confirm before playing": a click on a card, tile or space (not a button of a
        dialog, which is already a confirmation) selects the move first."""
        if not getattr(self.scene.app.settings, "confirm_moves", False):
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        widget = self.scene.table.focus._topmost_at(event.pos)
        return not isinstance(widget, Button)

    def frame_key(self) -> tuple:
        hinted = self.hinted()
        return (hinted[2] if hinted else None, self.thinking is not None, self.reason, self.armed() is not None)

    # --- drawing ---------------------------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface) -> None:
        """A lamp pointer (and a gold ring) at the hinted move: a shape, not a colour alone."""
        marks = self.scene.hint_marks()
        if not marks:
            return
        gold, dark = self.scene.theme.colour("accent")[:3], DARK
        icon = self.scene.assets.image_scaled("common/icon_hint.png", (20, 20))
        clip = surface.get_clip()
        surface.set_clip(TABLE_RECT)
        for mark in marks:
            rect = mark.rect
            if mark.ring:  # a gold ring, and the lamp badge on its top-right corner
                pygame.draw.rect(surface, dark, rect.inflate(14, 14), 2, border_radius=12)
                pygame.draw.rect(surface, gold, rect.inflate(10, 10), 3, border_radius=10)
                centre = (rect.right + 3, rect.top - 3)
            else:  # a card in a fan: the lamp hangs over its top edge, pointing down at it
                tip_y = rect.top + 36
                centre = (rect.centerx, tip_y - 26)
                arrow = [(rect.centerx, tip_y), (rect.centerx - 9, tip_y - 12), (rect.centerx + 9, tip_y - 12)]
                pygame.draw.polygon(surface, gold, arrow)
                pygame.draw.polygon(surface, dark, arrow, 2)
            pygame.draw.circle(surface, gold, centre, 15)
            pygame.draw.circle(surface, dark, centre, 15, 2)
            if icon is not None:
                surface.blit(icon, icon.get_rect(center=centre))
        surface.set_clip(clip)

    def draw_armed(self, surface: pygame.Surface) -> None:
        """The move selected by a first click: a thick ring in the legal colour with a
        question badge (a shape, never a colour alone)."""
        scene = self.scene
        move = scene.armed()
        if move is None or scene.table.busy():
            return
        ring, dark = scene.theme.colour("legal")[:3], DARK
        clip = surface.get_clip()
        surface.set_clip(TABLE_RECT)
        for mark in scene.table.hint_marks(move):
            rect = mark.rect
            pygame.draw.rect(surface, dark, rect.inflate(16, 16), 3, border_radius=12)
            pygame.draw.rect(surface, ring, rect.inflate(11, 11), 4, border_radius=10)
            centre = (rect.left - 3, rect.top - 3)
            pygame.draw.circle(surface, ring, centre, 13)
            pygame.draw.circle(surface, dark, centre, 13, 2)
            mark_img = scene.assets.text("?", "body", dark, "bold")
            surface.blit(mark_img, mark_img.get_rect(center=centre))
        surface.set_clip(clip)

    def draw_button(self, surface: pygame.Surface) -> None:
        """The Hint button: "Play the hint" while one is shown; its tip says why, or why not now."""
        button = self.button
        button.enabled = self.scene.my_turn()
        hinted = self.scene.hinted() is not None
        button.text = t("game.hint_play") if hinted else t("game.hint")
        tip = t("game.hint_play_tip") if hinted else t("game.hint_tip")
        if hinted and self.reason:
            tip = f"{tip}: {self.reason}"
        if not button.enabled:  # a disabled button says why
            tip = t("game.hint_not_now")
        button.tooltip = tip
        button.draw(surface)
