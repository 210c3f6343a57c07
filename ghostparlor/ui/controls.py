"""Form controls: Checkbox, Toggle, Slider, Choice, TextInput."""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Theme
from ghostparlor.ui.tween import approach
from ghostparlor.ui.widget import ACTIVATE_KEYS, ENTER_KEYS, RectLike, UIAction, Widget, is_left_down, is_left_up


class Checkbox(Widget):
    """A box and a label; the whole row is clickable.

    Click, Enter or Space toggles and returns ``UIAction("toggle", checked)``.

    Args:
        rect: the row.
        text: translated label.
        checked: initial state.
    """

    is_control = True

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        text: str,
        checked: bool = False,
        *,
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.text = text
        self.checked = checked
        self._knob = 1.0 if checked else 0.0

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in ACTIVATE_KEYS

    def toggle(self) -> UIAction:
        self.checked = not self.checked
        return UIAction(self, "toggle", self.checked)

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return self.toggle()
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return self.toggle()
        return None

    def update(self, dt: float) -> None:
        self._knob = approach(self._knob, 1.0 if self.checked else 0.0, 20.0, dt)

    def frame_key(self) -> object:
        return round(self._knob * 32)

    def _label(self, surface: pygame.Surface, x: int) -> None:
        th = self.theme
        colour = th.colour("text") if self.enabled else th.colour("disabled_text")
        width = self.rect.right - x
        if self.assets.text_width(self.text, "body") <= width:
            image = self.assets.text(self.text, "body", colour)
            surface.blit(image, image.get_rect(midleft=(x, self.rect.centery)))
            return
        from ghostparlor.ui.text import draw_lines  # too long for one line: two lines, whole words, then smaller

        box = pygame.Rect(x, self.rect.y, width, self.rect.height)
        draw_lines(surface, self.text, box, size="body", colour=colour, align="left", valign="middle", max_lines=2,
                   min_size=max(10, self.theme.font_size("body") * 3 // 5))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        size = min(26, self.rect.height - 6)
        box = pygame.Rect(self.rect.x + 2, 0, size, size)
        box.centery = self.rect.centery
        edge = th.colour("accent") if (self.hovered and self.enabled) else th.colour("secondary_edge")
        if not self.enabled:
            edge = th.colour("disabled")
        fill = th.colour("accent") if self.checked and self.enabled else th.colour("control_track")
        if self.checked and not self.enabled:
            fill = th.colour("disabled")
        draw.box(surface, box, fill, 6, edge, 2)
        if self.checked:
            ink = th.colour("accent_text") if self.enabled else th.colour("disabled_text")
            points = [(box.x + size * 0.22, box.y + size * 0.52), (box.x + size * 0.42, box.y + size * 0.72),
                      (box.x + size * 0.78, box.y + size * 0.28)]
            pygame.draw.lines(surface, ink[:3], False, points, 3)
        self._label(surface, box.right + 12)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, box, 6, th)


class Toggle(Checkbox):
    """An on/off switch with a label (same behaviour as :class:`Checkbox`)."""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        h = min(26, self.rect.height - 6)
        track = pygame.Rect(self.rect.x + 2, 0, int(h * 1.9), h)
        track.centery = self.rect.centery
        on = th.colour("accent") if self.enabled else th.colour("disabled")
        off = th.colour("control_track")
        draw.box(surface, track, draw.mix(off, on, self._knob), h // 2,
                 th.colour("accent") if self.hovered and self.enabled else th.colour("secondary_edge"), 2)
        knob_r = h // 2 - 4
        x = track.x + h // 2 + (track.width - h) * self._knob
        pygame.draw.circle(surface, (10, 6, 14), (int(x), track.centery + 1), knob_r + 1)
        pygame.draw.circle(surface, th.colour("text")[:3], (int(x), track.centery), knob_r)
        self._label(surface, track.right + 12)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, track, h // 2, th)


class Slider(Widget):
    """A horizontal slider, 0..100 by default.

    Drag the knob or click the track; while focused Left/Right step by ``step``,
    PageUp/PageDown by ``page_step``, Home/End jump to the ends. Each change
    returns ``UIAction("change", value)`` (an int).

    Args:
        rect: label (left third when given), track, and value text at the right.
        value, minimum, maximum, step, page_step: the range.
        label: translated caption.
        suffix: text after the shown value (e.g. "%").
    """

    is_control = True

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        value: int = 50,
        *,
        minimum: int = 0,
        maximum: int = 100,
        step: int = 1,
        page_step: int = 10,
        label: str = "",
        suffix: str = "",
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.minimum = minimum
        self.maximum = max(minimum + 1, maximum)
        self.step = max(1, step)
        self.page_step = max(1, page_step)
        self.value = self._clamp(value)
        self.label = label
        self.suffix = suffix
        self.dragging = False

    def _clamp(self, value: float) -> int:
        return int(max(self.minimum, min(self.maximum, round(value))))

    def track_rect(self) -> pygame.Rect:
        label_w = int(self.rect.width * 0.34) if self.label else 0
        value_w = 58
        track = pygame.Rect(self.rect.x + label_w + 12, 0, self.rect.width - label_w - value_w - 24, 8)
        track.centery = self.rect.centery
        return track

    def knob_pos(self) -> tuple[int, int]:
        track = self.track_rect()
        f = (self.value - self.minimum) / (self.maximum - self.minimum)
        return (int(track.x + f * track.width), track.centery)

    def set_value(self, value: int) -> UIAction | None:
        new = self._clamp(value)
        if new == self.value:
            return None
        self.value = new
        return UIAction(self, "change", new)

    def _value_at(self, x: int) -> int:
        track = self.track_rect()
        f = (x - track.x) / max(1, track.width)
        raw = self.minimum + f * (self.maximum - self.minimum)
        return self._clamp(round(raw / self.step) * self.step)

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN)

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            self.dragging = False
            return None
        if is_left_down(event):
            knob = self.knob_pos()
            near_knob = (event.pos[0] - knob[0]) ** 2 + (event.pos[1] - knob[1]) ** 2 <= 16 ** 2
            if near_knob or self.track_rect().inflate(16, 24).collidepoint(event.pos):
                self.dragging = True
                return self.set_value(self._value_at(event.pos[0]))
            return None
        if event.type == pygame.MOUSEMOTION and self.dragging:
            return self.set_value(self._value_at(event.pos[0]))
        if is_left_up(event):
            self.dragging = False
            return None
        if event.type == pygame.KEYDOWN and self.focused:
            key = event.key
            deltas = {pygame.K_LEFT: -self.step, pygame.K_RIGHT: self.step,
                      pygame.K_PAGEDOWN: -self.page_step, pygame.K_PAGEUP: self.page_step}
            if key in deltas:
                return self.set_value(self.value + deltas[key])
            if key == pygame.K_HOME:
                return self.set_value(self.minimum)
            if key == pygame.K_END:
                return self.set_value(self.maximum)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        assets = self.assets
        text_c = th.colour("text") if self.enabled else th.colour("disabled_text")
        track = self.track_rect()
        if self.label:
            image = assets.fit_text(self.label, track.x - self.rect.x - 20, "body", text_c)
            surface.blit(image, image.get_rect(midleft=(self.rect.x, self.rect.centery)))
        draw.box(surface, track.inflate(4, 4), th.colour("control_track"), 6, th.colour("secondary_edge"), 1)
        kx, ky = self.knob_pos()
        filled = pygame.Rect(track.x, track.y, kx - track.x, track.height)
        if filled.width > 0:
            draw.box(surface, filled, th.colour("accent") if self.enabled else th.colour("disabled"), 4)
        r = 11 if not (self.hovered or self.dragging) else 12
        pygame.draw.circle(surface, (10, 6, 14), (kx, ky + 2), r + 1)
        pygame.draw.circle(surface, th.colour("parchment")[:3] if self.enabled else th.colour("disabled")[:3], (kx, ky), r)
        pygame.draw.circle(surface, th.colour("accent_pressed")[:3], (kx, ky), r, 2)
        value = assets.text(f"{self.value}{self.suffix}", "body", text_c, "bold")
        surface.blit(value, value.get_rect(midright=(self.rect.right, self.rect.centery)))
        if self.focused and self.focus_visible:
            ring = pygame.Rect(0, 0, r * 2, r * 2)
            ring.center = (kx, ky)
            draw.focus_ring(surface, ring, r, th, gap=2)


class Choice(Widget):
    """A left/right selector cycling through options ("Human / Random bot / Easy bot").

    Click the arrows (or the left/right half), or while focused press Left/Right;
    Enter/Space step forward. Each change returns ``UIAction("change", value)``.

    Args:
        rect: the whole selector (label on the left when given).
        options: translated strings, or ``(value, text)`` pairs.
        index: the initial option.
        label: translated caption.
        wrap: cycle past the ends.
    """

    is_control = True

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        options: Sequence[str | tuple[Any, str]],
        index: int = 0,
        *,
        label: str = "",
        wrap: bool = True,
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.options: list[tuple[Any, str]] = [o if isinstance(o, tuple) else (o, o) for o in options]
        self.index = max(0, min(len(self.options) - 1, index)) if self.options else 0
        self.label = label
        self.wrap = wrap
        self._hover_side = 0

    @property
    def value(self) -> Any:
        return self.options[self.index][0] if self.options else None

    @property
    def text(self) -> str:
        return self.options[self.index][1] if self.options else ""

    def select_value(self, value: Any) -> None:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i
                return

    def step(self, delta: int) -> UIAction | None:
        if not self.options:
            return None
        n = len(self.options)
        new = (self.index + delta) % n if self.wrap else max(0, min(n - 1, self.index + delta))
        if new == self.index:
            return None
        self.index = new
        return UIAction(self, "change", self.value)

    def box_rect(self) -> pygame.Rect:
        label_w = int(self.rect.width * 0.38) if self.label else 0
        return pygame.Rect(self.rect.x + label_w, self.rect.y, self.rect.width - label_w, self.rect.height)

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        box = self.box_rect()
        size = box.height - 8
        left = pygame.Rect(box.x + 4, box.y + 4, size, size)
        right = pygame.Rect(box.right - 4 - size, box.y + 4, size, size)
        return left, right

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in (pygame.K_LEFT, pygame.K_RIGHT) or key in ACTIVATE_KEYS

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if event.type == pygame.MOUSEMOTION:
            box = self.box_rect()
            self._hover_side = 0 if not box.collidepoint(event.pos) else (-1 if event.pos[0] < box.centerx else 1)
        if not self.enabled:
            return None
        if is_left_down(event) and self.box_rect().collidepoint(event.pos):
            return self.step(-1 if event.pos[0] < self.box_rect().centerx else 1)
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                return self.step(-1)
            if event.key in (pygame.K_RIGHT,) or event.key in ACTIVATE_KEYS:
                return self.step(1)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        assets = self.assets
        text_c = th.colour("text") if self.enabled else th.colour("disabled_text")
        box = self.box_rect()
        if self.label:
            image = assets.fit_text(self.label, box.x - self.rect.x - 12, "body", text_c)
            surface.blit(image, image.get_rect(midleft=(self.rect.x, self.rect.centery)))
        edge = th.colour("accent") if self.hovered and self.enabled else th.colour("secondary_edge")
        draw.box(surface, box, th.colour("control_track"), th.corner("medium"), edge, 2)
        left, right = self._arrow_rects()
        for rect, side in ((left, -1), (right, 1)):
            active = self.enabled and (self.wrap or (side < 0 and self.index > 0) or
                                       (side > 0 and self.index < len(self.options) - 1))
            hot = self._hover_side == side and active
            fill = th.colour("secondary_hover") if hot else th.colour("secondary")
            draw.box(surface, rect, fill if active else th.colour("disabled"), th.corner("small"))
            cx, cy = rect.center
            s = rect.height // 5
            pts = [(cx + s * side, cy), (cx - s * side, cy - s * 1.3), (cx - s * side, cy + s * 1.3)]
            pygame.draw.polygon(surface, (th.colour("accent") if active else th.colour("disabled_text"))[:3], pts)
        inner_w = right.x - left.right - 12
        image = assets.fit_text(self.text, inner_w, "body", text_c, "bold", max(10, self.theme.font_size("body") * 3 // 5))
        surface.blit(image, image.get_rect(center=((left.right + right.x) // 2, box.centery)))
        if len(self.options) > 1 and box.height >= 44:
            # position dots (only when there is room under the text)
            n = len(self.options)
            if n <= 8:
                y = box.bottom - 5
                x0 = (left.right + right.x) // 2 - (n - 1) * 4
                for i in range(n):
                    col = th.colour("accent") if i == self.index else th.colour("secondary_edge")
                    pygame.draw.circle(surface, col[:3], (x0 + i * 8, y), 2)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, box, th.corner("medium"), th)


class TextInput(Widget):
    """A one-line text field (a player name).

    Typing arrives as ``pygame.TEXTINPUT`` events (only while focused). Editing
    keys: Backspace, Delete, Left/Right, Home/End. Enter returns
    ``UIAction("submit", text)`` and ends editing (focus stays; typing again
    continues). Each edit returns ``UIAction("change", text)``. Clicking the field
    focuses it when used without a :class:`~ghostparlor.ui.focus.FocusGroup`.

    Args:
        rect: the field (label above it is the caller's job, or use ``label``
            for a caption on the left).
        text: initial text.
        max_length: at most this many characters.
        placeholder: translated hint shown while empty.
    """

    is_control = True

    focusable = True
    wants_text = True
    EDIT_KEYS = frozenset({pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME,
                           pygame.K_END, pygame.K_SPACE}) | ENTER_KEYS

    def __init__(
        self,
        rect: RectLike,
        text: str = "",
        *,
        max_length: int = 20,
        placeholder: str = "",
        label: str = "",
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.max_length = max(1, max_length)
        self.text = text[: self.max_length]
        self.placeholder = placeholder
        self.label = label
        self.caret = len(self.text)
        self.editing = False
        self.all_selected = False  # Ctrl+A: the next key replaces or deletes the whole text
        self._blink = 0.0

    def set_focus(self, focused: bool, visible: bool = True) -> None:
        super().set_focus(focused, visible)
        self.editing = focused
        self._blink = 0.0
        if focused:
            self.caret = len(self.text)

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        # everything except Tab, Escape and Up/Down (which leave the field)
        return key not in (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN)

    def field_rect(self) -> pygame.Rect:
        if not self.label:
            return self.rect
        label_w = int(self.rect.width * 0.38)
        return pygame.Rect(self.rect.x + label_w, self.rect.y, self.rect.width - label_w, self.rect.height)

    def _changed(self) -> UIAction:
        self._blink = 0.0
        return UIAction(self, "change", self.text)

    def insert(self, chars: str) -> UIAction | None:
        chars = "".join(c for c in chars if c.isprintable() and c not in "\r\n\t")
        room = self.max_length - len(self.text)
        if chars and self.all_selected:
            self.text, self.caret, self.all_selected = "", 0, False
            room = self.max_length
        chars = chars[: max(0, room)]
        if not chars:
            return None
        self.text = self.text[: self.caret] + chars + self.text[self.caret :]
        self.caret += len(chars)
        return self._changed()

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            return None
        if is_left_down(event):
            inside = self.field_rect().collidepoint(event.pos)
            if inside and not self.focused:
                self.set_focus(True, visible=False)
            elif not inside and self.focused:
                self.set_focus(False)
            if inside:
                self.editing = True
            return None
        if not self.focused:
            return None
        if event.type == pygame.TEXTINPUT:
            self.editing = True
            return self.insert(event.text)
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in ENTER_KEYS:
                self.editing = False
                return UIAction(self, "submit", self.text)
            self.editing = True
            ctrl = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if key == pygame.K_a and ctrl:
                self.all_selected = bool(self.text)
                self.caret = len(self.text)
                return None
            if self.all_selected and key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.text, self.caret, self.all_selected = "", 0, False
                return self._changed()
            if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.all_selected = False
            if key == pygame.K_BACKSPACE:
                if self.caret > 0:
                    if getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                        cut = self.text[: self.caret].rstrip()
                        cut = cut[: cut.rfind(" ") + 1] if " " in cut else ""
                        self.text = cut + self.text[self.caret :]
                        self.caret = len(cut)
                    else:
                        self.text = self.text[: self.caret - 1] + self.text[self.caret :]
                        self.caret -= 1
                    return self._changed()
                return None
            if key == pygame.K_DELETE:
                if self.caret < len(self.text):
                    self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
                    return self._changed()
                return None
            if key == pygame.K_LEFT:
                self.caret = max(0, self.caret - 1)
            elif key == pygame.K_RIGHT:
                self.caret = min(len(self.text), self.caret + 1)
            elif key == pygame.K_HOME:
                self.caret = 0
            elif key == pygame.K_END:
                self.caret = len(self.text)
            self._blink = 0.0
        return None

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def frame_key(self) -> object:
        return self.focused and self._blink < 0.6  # the caret blinks while the field has the focus

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        assets = self.assets
        field = self.field_rect()
        if self.label:
            colour = th.colour("text") if self.enabled else th.colour("disabled_text")
            image = assets.fit_text(self.label, field.x - self.rect.x - 12, "body", colour)
            surface.blit(image, image.get_rect(midleft=(self.rect.x, self.rect.centery)))
        active = self.focused and self.enabled
        edge = th.colour("accent") if (active or self.hovered) and self.enabled else th.colour("secondary_edge")
        fill = th.colour("parchment") if self.enabled else th.colour("disabled")
        draw.box(surface, field, fill, th.corner("small"), edge, 2 if not active else 3)
        inner = field.inflate(-20, -8)
        ink = th.colour("ink")
        if self.text:
            image = assets.text(self.text, "body", ink)
            caret_x = assets.text_width(self.text[: self.caret], "body")
            shift = max(0, caret_x - inner.width + 4)
            old = surface.get_clip()
            surface.set_clip(inner.clip(old) if old else inner)
            if self.all_selected and active:  # Ctrl+A: the whole text on a highlight
                mark = image.get_rect(midleft=(inner.x - shift, inner.centery)).inflate(4, 2)
                draw.box(surface, mark, th.colour("selected"), 3)
            surface.blit(image, image.get_rect(midleft=(inner.x - shift, inner.centery)))
            surface.set_clip(old)
        else:
            shift = 0
            caret_x = 0
            if self.placeholder:  # the hint stays while the field is empty, also with the caret in it
                pad = 6 if active else 0
                image = assets.fit_text(self.placeholder, inner.width - pad, "body", th.colour("ink_muted"))
                surface.blit(image, image.get_rect(midleft=(inner.x + pad, inner.centery)))
        if active and self.editing and self._blink < 0.6:
            x = inner.x + caret_x - shift
            h = assets.line_height("body")
            pygame.draw.line(surface, ink[:3], (x, inner.centery - h // 2 + 2), (x, inner.centery + h // 2 - 2), 2)
        if len(self.text) >= self.max_length and active:
            count = assets.text(f"{len(self.text)}/{self.max_length}", "small", th.colour("ink_muted"))
            surface.blit(count, count.get_rect(midright=(field.right - 8, field.centery)))
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, field, th.corner("small"), th)
