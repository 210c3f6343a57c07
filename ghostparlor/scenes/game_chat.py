"""The chat of a network game: the side panel's Chat tab (:class:`ChatPanel`).

Shown only for a session that talks to a host (``RemoteSession``: ``say``, ``react``,
``chat``). The tab holds the lines said at the table (the speaker's seat mark, the name,
the words; a reaction as its picture and a sentence), a one-line field (Enter sends, Esc
goes back to the game: while the field has the focus every key is its own, so typing
"nuh" neither plays nor opens anything on the table) and a row of quick reactions. A line
that arrives while the tab is not shown counts on the tab's badge, with a soft sound; a
reaction also shows for a few seconds beside its seat in the players panel.

What the host sends is drawn as untrusted text: names and words cleaned and cut
(``messages.safe_text``), only the known reactions, a seat only if the table has it; a
long line wraps and, past :data:`MOST_LINES`, is cut with an ellipsis (whole in its tip).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Any

import pygame

from ghostparlor.core.strings import t
from ghostparlor.net.messages import CHAT_CHARS, NAME_CHARS, REACTIONS, safe_text
from ghostparlor.scenes.game_glyphs import glyph
from ghostparlor.ui import Button, TextInput, draw, get_assets
from ghostparlor.ui.assets import ELLIPSIS, break_units
from ghostparlor.ui.cut_tips import remember
from ghostparlor.ui.scroll import ScrollView
from ghostparlor.ui.tokens import Marker, draw_marker

MOST_LINES = 7  # a chat line is cut past this many lines (its tip shows it whole)
KEPT = 100  # the lines the panel keeps
REACTION_SECONDS = 4.0  # how long a reaction shows in the players panel
NEW_LINE_SOUND = "click"  # soft and short: a line came while the chat was not shown
CHAT_KEY = pygame.K_F3


@dataclass
class ChatLine:
    """One line of the chat as it may be drawn (cleaned): ``react`` or ``text``."""

    seat: int | None
    name: str
    text: str = ""
    react: str | None = None
    mine: bool = False


def chat_line(message: Any, seats: int, mine: set[int]) -> ChatLine | None:
    """A host's chat message as a line to draw, or None when it is not one."""
    if not isinstance(message, dict):
        return None
    seat = message.get("seat")
    seat = seat if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < seats else None
    name = safe_text(str(message.get("name", "") or "?")[:4 * NAME_CHARS], NAME_CHARS) or "?"
    react = message.get("react")
    if react is not None:
        return ChatLine(seat, name, react=react, mine=seat in mine) if react in REACTIONS else None
    text = safe_text(str(message.get("text", ""))[:4 * CHAT_CHARS], CHAT_CHARS)
    return ChatLine(seat, name, text=text, mine=seat in mine) if text else None


@dataclass
class _Drawn:
    line: ChatLine
    pieces: list[tuple[Any, int, int]] = field(default_factory=list)  # (a picture or a text's recipe, x, y) in the entry
    height: int = 0


class ChatLog(ScrollView):
    """The chat's lines, newest at the bottom, following them unless scrolled up. Each line:
    the speaker's seat mark, then the name in bold and the words (wrapped, at most
    :data:`MOST_LINES`), or a reaction's picture and its sentence."""

    GAP = 7
    INDENT = 18  # the seat mark's column

    def __init__(self, rect, panel: "ChatPanel") -> None:
        super().__init__(rect, step=40, padding=4, name="chat_log")
        self.panel = panel
        self.entries: list[_Drawn] = []
        self.offsets: list[int] = []
        self.total = 0
        self.following = True
        self._width = -1
        self._size = -1

    def add(self, line: ChatLine) -> None:
        follow = self.following or self.at_bottom
        self.entries.append(_Drawn(line))
        if len(self.entries) > KEPT:
            del self.entries[: len(self.entries) - KEPT]
        self._width = -1
        if follow:
            self.following = True
            self.scroll_to(self.max_scroll)

    def _layout(self) -> None:
        width, size = self.viewport.width, self.theme.font_size("small")
        if width == self._width and size == self._size:
            return
        self._width, self._size = width, size
        self.offsets, self.total = [], 0
        for entry in self.entries:
            self._render(entry, width)
            self.offsets.append(self.total)
            self.total += entry.height + self.GAP
        if self.following:
            self.scroll_to(self.max_scroll)

    def _render(self, entry: _Drawn, width: int) -> None:
        """Where each piece of a line goes; the texts themselves are asked of the assets when
        drawn (kept there, and seen by the layout probe)."""
        assets, theme, line = self.assets, self.theme, entry.line
        lh = assets.line_height("small")
        room = width - self.INDENT
        entry.pieces = []
        if line.react is not None:
            icon = glyph(line.react, max(14, lh), theme.colour("accent"))
            entry.pieces.append((icon, self.INDENT, 0))
            x = self.INDENT + icon.get_width() + 6
            sentence = t(f"net.react.{line.react}_line", name=line.name)
            lines = self._cut(_wrapped(sentence, width - x, width - x), 2, width - x, sentence)
            entry.pieces += [(("text", text, "text_muted"), x, i * lh) for i, text in enumerate(lines) if text]
            entry.height = max(icon.get_height(), len(lines) * lh)
            return
        name = assets.fit_text(f"{line.name}:", room // 2, "small", theme.colour("accent"), "bold", self._size)
        entry.pieces.append((("name", f"{line.name}:", room // 2), self.INDENT, 0))
        lines = self._cut(_wrapped(line.text, room - name.get_width() - 6, room), MOST_LINES, room, line.text)
        for i, text in enumerate(lines):
            if text:
                x = self.INDENT + (name.get_width() + 6 if i == 0 else 0)
                entry.pieces.append((("text", text, "text"), x, i * lh))
        entry.height = max(1, len(lines)) * lh

    def _cut(self, lines: list[str], most: int, width: int, whole: str) -> list[str]:
        """At most ``most`` lines; the last one shortened when some are left out (its tip
        shows ``whole``)."""
        if len(lines) <= most:
            return lines
        lines = lines[:most]
        lines[-1] = self.assets.ellipsize(lines[-1] + ELLIPSIS, width, "small")
        remember(lines[-1], whole)
        return lines

    def content_height(self) -> int:
        self._layout()
        return max(0, self.total - self.GAP)

    def _on_user_scroll(self) -> None:
        self.following = self.at_bottom

    def update(self, dt: float) -> None:
        self.panel.sync(dt)  # the frame's focus group updates its widgets every frame

    def frame_key(self) -> object:
        return self.panel.frame_key()

    def draw_content(self, surface: pygame.Surface, viewport: pygame.Rect) -> None:
        self._layout()
        if not self.entries:
            text = t("net.chat.empty")
            lines, size = self.assets.fit_lines(text, viewport.width, viewport.height, "small")
            for i, part in enumerate(lines):
                image = self.assets.text(part, size, self.theme.colour("text_muted"))
                surface.blit(image, (viewport.x, viewport.y + i * self.assets.line_height(size)))
            return
        top = int(self.scroll_y)
        first = max(0, bisect.bisect_right(self.offsets, top) - 1)
        plans = self.panel.scene.session.plans
        for i in range(first, len(self.entries)):
            y = viewport.y + self.offsets[i] - top
            if y > viewport.bottom:
                break
            entry = self.entries[i]
            seat = entry.line.seat
            if seat is not None and seat < len(plans):
                lh = self.assets.line_height("small")
                draw_marker(surface, Marker(seat=plans[seat].colour), (viewport.x + 7, y + lh // 2), 6, self.theme)
            for piece, x, dy in entry.pieces:
                surface.blit(self._picture(piece), (viewport.x + x, y + dy))

    def _picture(self, piece) -> pygame.Surface:
        if not isinstance(piece, tuple):  # a picture (the layout probe swaps pygame.Surface: no isinstance of it)
            return piece
        kind, text, how = piece
        if kind == "name":
            return self.assets.fit_text(text, how, "small", self.theme.colour("accent"), "bold", self._size)
        return self.assets.text(text, "small", self.theme.colour(how))


def _wrapped(text: str, first: int, rest: int) -> list[str]:
    """``text`` in lines: the first ``first`` pixels wide (beside the name; "" when its first
    word fits only a whole line), the others ``rest``; each line measured in the face that
    draws it (a line of Latin words from a mixed Japanese line is drawn by another face). A
    person's word longer than a line is split at the panel's edge: the words are theirs."""
    assets = get_assets()

    def fits(piece: str, width: int) -> bool:
        return assets.text_width(piece, "small") <= width

    lines: list[str] = []
    line, width = "", first
    for gap, word in break_units(text):
        candidate = f"{line}{gap}{word}" if line else word
        if fits(candidate, width):
            line = candidate
            continue
        if line or (width == first and not lines and fits(word, rest)):
            lines.append(line)  # a full line; or, beside the name, "" (the word starts the next line whole)
            line, width = "", rest
        while not fits(word, width) and len(word) > 1:  # longer than a line: split where the edge falls
            lo, hi = 1, len(word) - 1
            while lo < hi:
                mid = (lo + hi + 1) // 2
                lo, hi = (mid, hi) if fits(word[:mid], width) else (lo, mid - 1)
            lines.append(word[:lo])
            word, width = word[lo:], rest
        line = word
    lines.append(line)
    return lines


class ChatTab(Button):
    """The Chat tab: its word, and a badge with the lines not yet read."""

    unread = 0

    def draw(self, surface: pygame.Surface) -> None:
        if not self.unread or not self.visible:
            super().draw(surface)
            return
        text, self.text = self.text, ""
        super().draw(surface)  # the tab itself, its word drawn beside the badge below
        self.text = text
        assets, theme = self.assets, self.theme
        count = str(self.unread) if self.unread < 100 else "99+"
        number = assets.text(count, "small", theme.colour("accent_text"), "bold")
        pill = pygame.Rect(0, 0, max(number.get_height(), number.get_width() + 10), number.get_height())
        _, _, colour = self._colours()
        floor = max(10, theme.font_size(self.size) * 3 // 5)
        label = assets.fit_text(text, max(8, self.rect.w - 24 - pill.w - 6), self.size, colour, "bold", floor)
        x = self.rect.centerx - (label.get_width() + 6 + pill.w) // 2
        surface.blit(label, label.get_rect(midleft=(x, self.rect.centery)))
        pill.midleft = (x + label.get_width() + 6, self.rect.centery)
        draw.box(surface, pill, theme.colour("warning"), pill.h // 2, theme.colour("accent_text"), 1)
        surface.blit(number, number.get_rect(center=pill.center))


class ChatPanel:
    """The Chat tab's lines, field and reactions (see the module docstring)."""

    def __init__(self, scene, body: pygame.Rect) -> None:
        self.scene = scene
        self.session = scene.session
        self.body = pygame.Rect(body)
        self.shown = False
        self.unread = 0
        self.tab: ChatTab | None = None  # the side panel's Chat tab (its badge)
        self.reactions: dict[int, tuple[str, float]] = {}  # seat -> (reaction, seconds left), for the players panel
        self._last: Any = None  # the last host message taken in (the link keeps the newest 50)
        self.log = ChatLog(self.body, self)
        self.field = TextInput(self.body, max_length=CHAT_CHARS, placeholder=t("net.chat.placeholder"),
                               tooltip=t("net.chat.field_tip"), name="chat_field")
        self.send_button = Button(self.body, "", icon=glyph("send", 24, scene.theme.colour("text")), style="secondary",
                                  size="small", tooltip=t("net.chat.send_tip"), name="chat_send")
        self.reaction_buttons = [
            Button(self.body, "", icon=glyph(what, 24, scene.theme.colour("text")), style="secondary", size="small",
                   action=what, tooltip=t("net.react.tip", what=t(f"net.react.{what}")), name=f"react_{what}")
            for what in REACTIONS]
        self.place()
        self.sync(0.0, quiet=True)  # what was said before this frame opened is read
        self.show(False)

    @property
    def widgets(self) -> list:
        return [self.log, self.field, self.send_button, *self.reaction_buttons]

    def place(self) -> None:
        """The lines above, the field and the send button, the reactions at the bottom (the
        field as tall as its text needs at the text size chosen)."""
        body = self.body
        assets = self.scene.assets
        field_h = max(36, assets.line_height("body") + 12)
        react_h = max(38, assets.line_height("small") + 16)  # the pictures at 24 px (a button's icon: its height - 14)
        react_y = body.bottom - react_h
        field_y = react_y - 6 - field_h
        send_w = field_h + 6
        self.field.rect = pygame.Rect(body.x, field_y, body.w - send_w - 6, field_h)
        self.send_button.rect = pygame.Rect(body.right - send_w, field_y, send_w, field_h)
        gap = 5
        n = len(self.reaction_buttons)
        w = (body.w - gap * (n - 1)) // n
        for i, button in enumerate(self.reaction_buttons):
            button.rect = pygame.Rect(body.x + i * (w + gap), react_y, w if i < n - 1 else body.right - (body.x + i * (w + gap)), react_h)
        self.log.rect = pygame.Rect(body.x - 4, body.y - 4, body.w + 8, field_y - 6 - body.y + 4)

    # --- what arrives --------------------------------------------------------------------------
    def sync(self, dt: float, quiet: bool = False) -> None:
        """Take in the lines the host sent since; count and sound those of others while the
        tab is not shown; let the players panel's reactions run out."""
        for seat, (what, left) in list(self.reactions.items()):
            if left - dt <= 0:
                del self.reactions[seat]
            else:
                self.reactions[seat] = (what, left - dt)
        messages = self.session.chat()
        start = 0
        if self._last is not None:
            for i in range(len(messages) - 1, -1, -1):
                if messages[i] is self._last:
                    start = i + 1
                    break
        if start >= len(messages):
            return
        self._last = messages[-1]
        mine = set(self.session.humans())
        seats = len(self.session.plans)
        heard = 0
        for message in messages[start:]:
            line = chat_line(message, seats, mine)
            if line is None:
                continue
            self.log.add(line)
            if quiet:
                continue
            if line.react is not None and line.seat is not None:
                self.reactions[line.seat] = (line.react, REACTION_SECONDS)
            if not line.mine:
                heard += 1
        if heard and not self.shown:
            self.unread += heard
            self._badge()
            self.scene.app.play_sound(NEW_LINE_SOUND)

    def _badge(self) -> None:
        if self.tab is not None:
            self.tab.unread = self.unread
            self.tab.tooltip = t("net.chat.tab_unread", n=self.unread) if self.unread else t("net.chat.tab_tip")

    def reaction_of(self, seat: int) -> str | None:
        """The reaction ``seat`` sent in the last few seconds, if any."""
        found = self.reactions.get(seat)
        return found[0] if found else None

    def frame_key(self) -> object:
        return (len(self.log.entries), self.unread, tuple(sorted((s, r) for s, (r, _) in self.reactions.items())))

    # --- what is said ------------------------------------------------------------------------------
    def send(self) -> None:
        text = safe_text(self.field.text, CHAT_CHARS)
        if text:
            self.session.say(text)
        self.field.text, self.field.caret, self.field.all_selected = "", 0, False

    def react(self, what: str) -> None:
        if what in REACTIONS:
            self.session.react(what)

    # --- showing, keys, clicks ---------------------------------------------------------------------
    def show(self, on: bool) -> None:
        self.shown = on
        for widget in self.widgets:
            widget.visible = on
        if on:
            self.unread = 0
            self._badge()
        elif self.field.focused:
            self.scene.chrome.focus(None)

    def start_typing(self) -> None:
        self.scene.chrome.focus(self.field, visible=False)

    def keys_first(self, event: pygame.event.Event) -> bool:
        """While the field has the focus every key is its own (Enter sends, Esc or Tab leave
        it; Ctrl+Q still quits); True if the event was taken."""
        if not (self.shown and self.field.focused):
            return False
        if event.type == pygame.TEXTINPUT:
            self.field.handle(event)
            return True
        if event.type == pygame.KEYUP:
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_q and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            return False
        if event.key in (pygame.K_ESCAPE, pygame.K_TAB):
            self.scene.chrome.focus(None)
            return True
        action = self.field.handle(event)
        if action is not None and action.kind == "submit":
            self.send()
        return True

    def handle(self, action) -> bool:
        """A click on the send button or a reaction; True if it was one of them."""
        if action is None or action.kind != "click":
            return False
        if action.source is self.send_button:
            self.send()
            return True
        if action.source in self.reaction_buttons:
            self.react(action.source.action)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)
