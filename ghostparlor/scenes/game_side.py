"""The lower side panel of the game frame: the game log, or the table's notes (or, in a
network game, the chat: ``game_chat.py``).

Notes are what a careful person at the table could write down from what everybody saw
(and their own hand): cards played this round, ghost cards left, where a hidden ghost may
still be. Each game computes them in ``ghostparlor/games/<id>/play/aids.py`` from the viewer's
view only, and its table draws them (``Table.draw_notes``; a board game may also mark its
board, ``Table.draw_notes_overlay``). The two tabs in the panel's title band switch between
log and notes (F2 too); the choice is kept per game in the settings. A network game has a
third tab, Chat (F3 opens it with the typing field ready); while its field has the focus
every key is the field's (:meth:`SidePanel.keys_first`, asked first by the frame's input).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.game_chat import CHAT_KEY, ChatPanel, ChatTab
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
        session = scene.session
        self.has_chat = bool(getattr(session, "networked", False)) and callable(getattr(session, "chat", None))
        band = pygame.Rect(self.rect.x + 6, self.rect.y + 4, self.rect.w - 12, 28)
        half = (band.w - 6) // 2
        self.log_tab = Button((band.x, band.y, half, band.h), t("game.log"), style="secondary", size="small", name="tab_log",
                              tooltip=t("game.log_tab_tip"))
        self.notes_tab = Button((band.x + half + 6, band.y, band.w - half - 6, band.h), t("game.notes"), style="secondary",
                                size="small", name="tab_notes", tooltip=t("game.notes_tab_tip"))
        self.chat_tab: ChatTab | None = None
        self.chat: ChatPanel | None = None
        if self.has_chat:  # a network game: Log | Notes | Chat
            self.chat_tab = ChatTab(band, t("net.chat.tab"), style="secondary", size="small", name="tab_chat",
                                    tooltip=t("net.chat.tab_tip"))
            tabs = self.tab_buttons
            width = (band.w - 6 * (len(tabs) - 1)) // len(tabs)
            for i, tab in enumerate(tabs):
                x = band.x + i * (width + 6)
                tab.rect = pygame.Rect(x, band.y, width if i < len(tabs) - 1 else band.right - x, band.h)
            self.log_tab.short_text = t("net.chat.log_short")
        self.log.title_band = self.has_notes or self.has_chat
        self._log_count = -1  # the session's log entries the panel has taken in
        self._log_viewer: int | None = -99  # whose lines they are (another viewer: the log is written anew)
        if self.has_chat:
            self.chat = ChatPanel(scene, self.body())
            self.chat.tab = self.chat_tab
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
    def tab_buttons(self) -> list[Button]:
        """The tabs in the panel's band (none when the log is alone)."""
        tabs = [self.log_tab] + ([self.notes_tab] if self.has_notes else [])
        if self.chat_tab is not None:
            return tabs + [self.chat_tab]
        return tabs if self.has_notes else []

    @property
    def tabs(self) -> list:
        """What the frame's focus group routes to: the tabs and, in a network game, the
        chat's lines, field and buttons."""
        return self.tab_buttons + (self.chat.widgets if self.chat is not None else [])

    @property
    def showing_chat(self) -> bool:
        return self.chat is not None and self.chat.shown

    def _style(self) -> None:
        chat = self.showing_chat
        self.log_tab.style = "secondary" if self.showing_notes or chat else "primary"
        self.notes_tab.style = "primary" if self.showing_notes else "secondary"
        if self.chat_tab is not None:
            self.chat_tab.style = "primary" if chat else "secondary"

    def _leave_chat(self) -> bool:
        if not self.showing_chat:
            return False
        self.chat.show(False)
        self.log.visible = True
        return True

    def show_notes(self, on: bool) -> None:
        on = on and self.has_notes
        left_chat = self._leave_chat()
        if on == self.showing_notes and not left_chat:
            return
        self.showing_notes = on
        self._style()
        app = self.scene.app
        notes = dict(getattr(app.settings, "notes", {}) or {})
        if self.has_notes and bool(notes.get(self.scene.session.game.id, False)) != on:
            notes[self.scene.session.game.id] = on
            app.settings.notes = notes
            app.save_settings()
        self.scene.dirty = True

    def show_chat(self, typing: bool = False) -> None:
        """The Chat tab (a network game); ``typing``: with the focus in its field (F3)."""
        if self.chat is None:
            return
        if not self.chat.shown:
            self.showing_notes = False  # the board's notes marks go with the notes tab (the setting stays)
            self.chat.show(True)
            self.log.visible = False
            self._style()
            self.scene.dirty = True
        if typing:
            self.chat.start_typing()

    def keys_first(self, event: pygame.event.Event) -> bool:
        """The chat's field, while it has the focus, takes every key before the table and the
        frame's hotkeys do; True if it took ``event``."""
        return self.chat is not None and self.chat.keys_first(event)

    def handle(self, event: pygame.event.Event, action) -> bool:
        """A tab clicked (``action`` from the frame's focus group), F2 or F3, the chat's
        buttons; True if used (a click on the chat shown never reaches the table)."""
        if not self.has_notes and self.chat is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == NOTES_KEY and self.has_notes:
            self.show_notes(not self.showing_notes)
            return True
        if event.type == pygame.KEYDOWN and event.key == CHAT_KEY and self.chat is not None:
            self.show_chat(typing=True)
            return True
        if action is not None and action.kind == "click":
            if action.source is self.log_tab:
                self.show_notes(False)
                return True
            if action.source is self.notes_tab:
                self.show_notes(True)
                return True
            if action.source is self.chat_tab:
                self.show_chat()
                return True
            if self.chat is not None and self.chat.handle(action):
                return True
        if self.showing_chat and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.rect.collidepoint(event.pos):
            return True
        return False

    def body(self) -> pygame.Rect:
        top = self.rect.y + self.log.TITLE_HEIGHT
        return pygame.Rect(self.rect.x + 10, top + 8, self.rect.w - 20, self.rect.bottom - top - 14)

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if self.showing_chat:
            self.log.draw_frame(surface)  # the log's own panel and band; the chat inside
            self.chat.draw(surface)
        elif not self.showing_notes:
            self.log.draw(surface)
        else:
            self.log.draw_frame(surface)  # the log's own panel and band; the notes inside
            body = self.body()
            clip = surface.get_clip()
            surface.set_clip(body.inflate(6, 6))
            scene.table.draw_notes(surface, body)
            surface.set_clip(clip)
        for tab in self.tab_buttons:
            tab.draw(surface)
