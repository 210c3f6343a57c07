"""The rules reader: a game's rules in sections, with a contents list, search and diagrams.

The sections come from ``data/learn/<game>.yaml`` (their ids, the rule IDs each explains,
and a diagram), their words from the string table (``<game>.rules.<id>.title`` /
``.body``), and the diagrams from the game's ``scene_diagrams.py``, drawn from its own content.
Opened with a rule ID (``?`` on a thing on the table, twice), it starts at the section of
that rule and marks it. Typing in the search field keeps only the sections that hold the
words (title, text or a rule ID), marking the paragraphs that do.

Keys: type to search (the field has the focus when the reader opens); Tab moves to the
contents (Up/Down choose, Enter goes there) and to the text (Up/Down, PageUp/PageDown,
Home/End scroll); Esc goes back.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games import part
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, ScrollView, TextInput, UIAction, Widget, draw, text_block_surface
from ghostparlor.ui.widget import ENTER_KEYS, is_left_down

PANEL = pygame.Rect(40, 18, 1200, 628)
CONTENTS = pygame.Rect(64, 126, 268, 500)
TEXT = pygame.Rect(352, 74, 864, 556)
SEARCH = pygame.Rect(64, 74, 268, 42)


def section_words(game_id: str, section) -> tuple[str, str]:
    return t(section.title_key(game_id)), t(section.body_key(game_id))


def matches(query: str, *texts: str) -> bool:
    q = query.casefold().strip()
    return not q or any(q in text.casefold() for text in texts)


def diagram_surface(game_id: str, name: str, width: int) -> pygame.Surface | None:
    """A diagram of the game's ``scene_diagrams.py`` (``DIAGRAMS[name](game, width)``), or None."""
    if not name:
        return None
    try:
        module = part(game_id, "diagrams")
    except ModuleNotFoundError:
        return None
    maker = getattr(module, "DIAGRAMS", {}).get(name)
    if maker is None:
        return None
    from ghostparlor.games import load_game

    return maker(load_game(game_id), width)


class ContentsList(Widget):
    """The sections' titles, one under the other; click or Enter goes to one."""

    focusable = True

    def __init__(self, rect, name: str = "contents") -> None:
        super().__init__(rect, name=name)
        self.entries: list[tuple[str, str]] = []  # (section id, title)
        self.cursor = 0
        self.current = ""  # the section shown at the top of the text
        self.marked = ""  # the section of the rule asked about
        self._rows: list[pygame.Rect] = []
        self.top = 0  # pixels scrolled: a long list scrolls (wheel), keeping the section shown in view

    def set_entries(self, entries: list[tuple[str, str]]) -> None:
        self.entries = entries
        self.cursor = min(self.cursor, max(0, len(entries) - 1))
        self._rows = []

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in (pygame.K_UP, pygame.K_DOWN) or key in ENTER_KEYS

    def _layout(self) -> list[tuple[pygame.Rect, list[str]]]:
        assets = self.assets
        out = []
        y = self.rect.y
        for _, title in self.entries:
            lines = assets.wrap(title, self.rect.w - 24, "small", "bold")
            h = len(lines) * assets.line_height("small", "bold") + 10
            out.append((pygame.Rect(self.rect.x, y, self.rect.w, h), lines))
            y += h + 2
        total = y - self.rect.y
        self.top = max(0, min(self.top, total - self.rect.h))
        out = [(r.move(0, -self.top), lines) for r, lines in out]
        self._rows = [r for r, _ in out]
        return out

    def keep_in_view(self, section_id: str) -> None:
        """Scroll the list so ``section_id``'s row is wholly in view."""
        ids = [sid for sid, _ in self.entries]
        if section_id not in ids:
            return
        rows = self._layout()
        row = rows[ids.index(section_id)][0]
        if row.top < self.rect.top:
            self.top -= self.rect.top - row.top
        elif row.bottom > self.rect.bottom:
            self.top += row.bottom - self.rect.bottom
        self._layout()

    def handle(self, event: pygame.event.Event):
        self._track_hover(event)
        if not self.entries:
            return None
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.top -= int(getattr(event, "y", 0)) * 40
            self._layout()
            return UIAction(self, "scroll", self.top)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            for i, row in enumerate(self._rows or [r for r, _ in self._layout()]):
                if row.collidepoint(event.pos) and self.rect.collidepoint(row.center):
                    self.cursor = i
                    return UIAction(self, "choose", self.entries[i][0])
            return None
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_UP:
                self.cursor = (self.cursor - 1) % len(self.entries)
                return UIAction(self, "select", self.entries[self.cursor][0])
            if event.key == pygame.K_DOWN:
                self.cursor = (self.cursor + 1) % len(self.entries)
                return UIAction(self, "select", self.entries[self.cursor][0])
            if event.key in ENTER_KEYS:
                return UIAction(self, "choose", self.entries[self.cursor][0])
        return None

    def draw(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        ink, accent = theme.colour("ink"), theme.colour("ink_accent")
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        for i, (row, lines) in enumerate(self._layout()):
            if row.bottom <= self.rect.top or row.top >= self.rect.bottom:
                continue
            sid = self.entries[i][0]
            if sid == self.current:
                draw.box(surface, row, (*theme.colour("parchment_title")[:3], 255), 6)
            if self.focused and self.focus_visible and i == self.cursor:
                draw.focus_ring(surface, row, 6, theme)
            if sid == self.marked:  # the rule asked about: a mark, not a colour alone
                pygame.draw.polygon(surface, accent[:3], [(row.x + 2, row.y + 6), (row.x + 10, row.centery), (row.x + 2, row.bottom - 6)])
            y = row.y + 5
            for line in lines:
                image = assets.text(line, "small", accent if sid == self.current else ink, "bold")
                surface.blit(image, (row.x + 14, y))
                y += assets.line_height("small", "bold")
        surface.set_clip(clip)
        rows = self._rows
        if rows and (rows[0].top < self.rect.top or rows[-1].bottom > self.rect.bottom):  # more above / below: a small arrow
            colour = theme.colour("ink_muted")[:3]
            cx = self.rect.right - 8
            if rows[0].top < self.rect.top:
                pygame.draw.polygon(surface, colour, [(cx - 5, self.rect.top + 7), (cx + 5, self.rect.top + 7), (cx, self.rect.top + 1)])
            if rows[-1].bottom > self.rect.bottom:
                pygame.draw.polygon(surface, colour, [(cx - 5, self.rect.bottom - 7), (cx + 5, self.rect.bottom - 7), (cx, self.rect.bottom - 1)])


class RulesScene(WidgetScene):
    name = "rules"

    def __init__(self, app, game_id: str, rule: str | None = None) -> None:
        super().__init__(app)
        from ghostparlor.core.errors import ContentError
        from ghostparlor.core.learn import learn_content

        self.game_id = game_id
        self.rule = rule
        try:
            self.learn = learn_content(game_id)
        except ContentError as exc:  # a damaged learn file: the plain summary, and why
            from ghostparlor.persistence.reading import one_line

            app.notify(t("rules.damaged", error=one_line(exc, 160)), "warning", hold=6.0)
            from ghostparlor.core.learn import LearnContent

            self.learn = LearnContent(game_id)
        self.sections = list(self.learn.sections)
        self.decor.append(Panel(PANEL, t("rules.title", game=t(f"{game_id}.name"))))
        self.view = ScrollView(TEXT, name="rules", step=44)
        self.back = Button((540, 656, 200, 52), t("rules.back"), name="back")
        self.offsets: list[tuple[str, int]] = []
        if self.sections:
            self.search = TextInput(SEARCH, "", max_length=40, placeholder=t("rules.search"), name="search",
                                    tooltip=t("rules.search_tip"))
            self.contents = ContentsList(CONTENTS)
            self.add(self.search, self.contents, self.view, self.back)
            marked = self.learn.section_of(rule) if rule else None
            self.contents.marked = marked.id if marked is not None else ""
            self.rebuild("")
            if marked is not None:
                self.go_to(marked.id)
            self.focus.focus(self.search, visible=False)
        else:  # a game without sections (its learning file damaged): say so
            self.search = None
            self.contents = None
            self.view.rect = pygame.Rect(176, 74, 930, 556)
            text = t("rules.none")
            self.view.set_content(text_block_surface(text, self.view.content_width - 14, on="parchment"))
            self.add(self.view, self.back)
            self.focus.focus(self.view, visible=False)

    # --- the text -----------------------------------------------------------------------
    def rebuild(self, query: str) -> None:
        """Lay out the sections that match ``query`` (all for an empty one)."""
        game_id = self.game_id
        width = self.view.content_width - 14
        theme = self.theme
        ink, accent, muted = theme.colour("ink"), theme.colour("ink_accent"), theme.colour("ink_muted")
        pieces: list[tuple[str, pygame.Surface]] = []
        entries = []
        q = query.casefold().strip()
        for section in self.sections:
            title, body = section_words(game_id, section)
            if not matches(query, title, body, " ".join(section.rules)):
                continue
            entries.append((section.id, title))
            pieces.append((section.id, self.section_surface(section, title, body, width, q, ink, accent, muted)))
        if not pieces:
            nothing = text_block_surface(t("rules.no_match", query=query.strip()), width, on="parchment")
            pieces.append(("", nothing))
        gap = theme.space("l")
        height = sum(p.get_height() for _, p in pieces) + gap * (len(pieces) - 1) + 8
        content = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        self.offsets = []
        for i, (sid, piece) in enumerate(pieces):
            self.offsets.append((sid, y))
            content.blit(piece, (0, y))
            y += piece.get_height() + gap
            if i < len(pieces) - 1:  # a thin rule between sections
                pygame.draw.line(content, (*theme.colour("parchment_edge")[:3], 140), (0, y - gap // 2), (width - 4, y - gap // 2))
        self.view.set_content(content)
        if self.contents is not None:
            self.contents.set_entries(entries)
            self.contents.current = entries[0][0] if entries else ""
        self.dirty = True

    def section_surface(self, section, title: str, body: str, width: int, q: str, ink, accent, muted) -> pygame.Surface:
        """One section: its title (and the mark of the rule asked about), its rule IDs, its
        paragraphs (those holding the searched words on a highlight), its diagram."""
        theme, assets = self.theme, self.assets
        parts: list[tuple[pygame.Surface, int, int]] = []  # (image, x, y advance)
        marked = self.contents is not None and section.id == self.contents.marked
        for line in assets.wrap(title, width - (26 if marked else 0), "large", "bold"):
            parts.append((assets.text(line, "large", accent, "bold"), 26 if marked else 0, assets.line_height("large", "bold")))
        rules_line = t("rules.section_rules", rules=", ".join(section.rules))
        if marked and self.rule:
            rules_line = t("rules.asked", rule=self.rule) + "  " + rules_line
        for line in assets.wrap(rules_line, width, "small"):
            parts.append((assets.text(line, "small", muted), 0, assets.line_height("small")))
        parts.append((pygame.Surface((1, theme.space("s")), pygame.SRCALPHA), 0, theme.space("s")))
        para = text_block_surface(body, width - 12, on="parchment")
        if q:
            para = self.highlighted(body, width - 12, q)
        parts.append((para, 6, para.get_height()))
        diagram = diagram_surface(self.game_id, section.diagram, width - 12)
        if diagram is not None:
            parts.append((pygame.Surface((1, theme.space("m")), pygame.SRCALPHA), 0, theme.space("m")))
            parts.append((diagram, max(0, (width - diagram.get_width()) // 2), diagram.get_height()))
        height = sum(h for _, _, h in parts)
        out = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        for image, x, h in parts:
            out.blit(image, (x, y))
            y += h
        if marked:
            pygame.draw.polygon(out, accent[:3], [(2, 8), (16, assets.line_height("large", "bold") // 2 + 2), (2, assets.line_height("large", "bold") - 4)])
        return out

    def highlighted(self, body: str, width: int, q: str) -> pygame.Surface:
        """The body with each paragraph that holds the searched words on a highlight band
        (and a bar at its left edge: not a colour alone)."""
        paragraphs = body.split("\n\n")
        images = []
        for paragraph in paragraphs:
            image = text_block_surface(paragraph, width - 10, on="parchment")
            if q in paragraph.casefold():
                band = pygame.Surface((width, image.get_height() + 4), pygame.SRCALPHA)
                band.fill((255, 214, 102, 120))
                pygame.draw.rect(band, (132, 58, 34), (0, 0, 4, band.get_height()))
                band.blit(image, (8, 2))
                image = band
            else:
                pad = pygame.Surface((width, image.get_height()), pygame.SRCALPHA)
                pad.blit(image, (8, 0))
                image = pad
            images.append(image)
        gap = self.theme.space("m")
        out = pygame.Surface((width, max(1, sum(i.get_height() for i in images) + gap * (len(images) - 1))), pygame.SRCALPHA)
        y = 0
        for image in images:
            out.blit(image, (0, y))
            y += image.get_height() + gap
        return out

    def go_to(self, section_id: str) -> None:
        for sid, y in self.offsets:
            if sid == section_id:
                self.view.scroll_to(y)
                if self.contents is not None:
                    self.contents.current = sid
                    ids = [e[0] for e in self.contents.entries]
                    if sid in ids:
                        self.contents.cursor = ids.index(sid)
                    self.contents.keep_in_view(sid)
                self.dirty = True
                return

    def _track_current(self) -> None:
        """The contents mark the section at the top of the text as it scrolls."""
        if self.contents is None or not self.offsets:
            return
        top = self.view.scroll_y + 8
        current = self.offsets[0][0]
        for sid, y in self.offsets:
            if y <= top:
                current = sid
        if self.view.at_bottom and self.view.max_scroll > 0:
            current = self.offsets[-1][0] if self.contents.current not in [s for s, _ in self.offsets] else self.contents.current
        if current != self.contents.current:
            self.contents.current = current
            self.contents.keep_in_view(current)

    # --- input ---------------------------------------------------------------------------
    def on_action(self, action: UIAction) -> None:
        source = action.source
        if source is self.back:
            self.app.pop()
        elif source is self.search and action.kind in ("change", "submit"):
            self.rebuild(self.search.text)
        elif source is self.contents and action.kind in ("choose", "select"):
            self.go_to(action.value)
        elif source is self.view:
            self._track_current()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.search is not None and self.search.text:  # Esc clears the search first
                self.search.text = ""
                self.search.caret = 0
                self.rebuild("")
                return
            self.app.pop()
            return
        super().handle(event)
        if event.type in (pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.MOUSEMOTION):
            self._track_current()
