"""The lower side panel of the game frame: the game log, or the table's notes.

Notes are what a careful person at the table could write down from what everybody saw
(and their own hand): cards played this round, ghost cards left, where a hidden ghost may
still be. Each game computes them in ``ghostparlor/games/<id>/play/aids.py`` from the viewer's
view only, and its table draws them (``Table.draw_notes``; a board game may also mark its
board, ``Table.draw_notes_overlay``). The two tabs in the panel's title band switch between
log and notes (F2 too); the choice is kept per game in the settings.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.ui import Button

NOTES_KEY = pygame.K_F2


class SidePanel:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.log = scene.log
        self.rect = pygame.Rect(scene.log.rect)
        self.has_notes = callable(getattr(scene.table, "draw_notes", None))
        settings = scene.app.settings
        self.showing_notes = self.has_notes and bool((getattr(settings, "notes", {}) or {}).get(scene.session.game.id, False))
        band = pygame.Rect(self.rect.x + 6, self.rect.y + 4, self.rect.w - 12, 28)
        half = (band.w - 6) // 2
        self.log_tab = Button((band.x, band.y, half, band.h), t("game.log"), style="secondary", size="small", name="tab_log",
                              tooltip=t("game.log_tab_tip"))
        self.notes_tab = Button((band.x + half + 6, band.y, band.w - half - 6, band.h), t("game.notes"), style="secondary",
                                size="small", name="tab_notes", tooltip=t("game.notes_tab_tip"))
        self.log.title_band = self.has_notes
        self._log_count = -1  # the session's log entries the panel has taken in
        self._log_viewer: int | None = -99  # whose lines they are (another viewer: the log is written anew)
        self._style()

    def sync_log(self) -> None:
        """The log panel takes in what the session logged since, in the lines the viewer may
        read; for another viewer it is written anew (hot seat: each seat's own lines)."""
        session = self.scene.session
        viewer = self.scene.viewer()
        if len(session.log) == self._log_count and viewer == self._log_viewer:
            return
        lines = session.log_lines(viewer)
        if viewer != self._log_viewer:
            self.log.clear()
            self.log.extend(lines)
        else:
            self.log.extend(lines[len(self.log.lines):])
        self._log_count = len(session.log)
        self._log_viewer = viewer

    def forget_log(self) -> None:
        """The next :meth:`sync_log` writes the log anew (a replay jumped elsewhere)."""
        self._log_count, self._log_viewer = -1, -99

    @property
    def tabs(self) -> list[Button]:
        return [self.log_tab, self.notes_tab] if self.has_notes else []

    def _style(self) -> None:
        self.log_tab.style = "secondary" if self.showing_notes else "primary"
        self.notes_tab.style = "primary" if self.showing_notes else "secondary"

    def show_notes(self, on: bool) -> None:
        if not self.has_notes or on == self.showing_notes:
            return
        self.showing_notes = on
        self._style()
        app = self.scene.app
        notes = dict(getattr(app.settings, "notes", {}) or {})
        notes[self.scene.session.game.id] = on
        app.settings.notes = notes
        app.save_settings()
        self.scene.dirty = True

    def handle(self, event: pygame.event.Event, action) -> bool:
        """A tab clicked (``action`` from the frame's focus group) or F2; True if used."""
        if not self.has_notes:
            return False
        if event.type == pygame.KEYDOWN and event.key == NOTES_KEY:
            self.show_notes(not self.showing_notes)
            return True
        if action is not None and action.kind == "click":
            if action.source is self.log_tab:
                self.show_notes(False)
                return True
            if action.source is self.notes_tab:
                self.show_notes(True)
                return True
        return False

    def body(self) -> pygame.Rect:
        top = self.rect.y + self.log.TITLE_HEIGHT
        return pygame.Rect(self.rect.x + 10, top + 8, self.rect.w - 20, self.rect.bottom - top - 14)

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if not self.showing_notes:
            self.log.draw(surface)
        else:
            self.log.draw_frame(surface)  # the log's own panel and band; the notes inside
            body = self.body()
            clip = surface.get_clip()
            surface.set_clip(body.inflate(6, 6))
            scene.table.draw_notes(surface, body)
            surface.set_clip(clip)
        for tab in self.tabs:
            tab.draw(surface)
