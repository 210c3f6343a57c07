"""Button: text with an optional icon, primary/secondary/danger/quiet styles, a hotkey."""

from __future__ import annotations

from typing import Any, Callable, Iterable

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Colour, Theme
from ghostparlor.ui.tween import approach
from ghostparlor.ui.widget import ACTIVATE_KEYS, RectLike, UIAction, Widget, is_left_down, is_left_up

STYLES = ("primary", "secondary", "danger", "quiet")


class Button(Widget):
    """A push button.

    Args:
        rect: the button's rect.
        text: already-translated label (shrinks, then ellipsizes to fit).
        action: the value returned in ``UIAction(kind="click", value=action)``
            (default: the button itself's ``name`` or the text).
        style: "primary" (candle gold), "secondary" (aubergine), "danger", "quiet" (flat).
        icon: an art path (``"common/icon_undo.png"``) or a Surface, drawn left of the text;
            a missing icon file is simply left out.
        hotkey: a pygame key (or several) that presses the button from anywhere, if
            the key is not used by the focused widget. Shift/Ctrl/Alt combos don't count.
        on_click: optional callback called with the :class:`UIAction`.
        size: text size role.

    Activates on mouse release inside the button (press, then release), on
    Enter/Space while focused, and on its hotkey.
    """

    is_control = True

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        text: str,
        *,
        action: Any = None,
        style: str = "primary",
        icon: str | pygame.Surface | None = None,
        hotkey: int | Iterable[int] | None = None,
        on_click: Callable[[UIAction], None] | None = None,
        size: int | str = "body",
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.text = text
        self.short_text = ""  # said instead of the text when the text would have to be cut (its tooltip says it whole)
        self.action = action if action is not None else (name or text)
        self.style = style if style in STYLES else "primary"
        self.icon = icon
        if hotkey is None:
            self.hotkeys: frozenset[int] = frozenset()
        elif isinstance(hotkey, int):
            self.hotkeys = frozenset({hotkey})
        else:
            self.hotkeys = frozenset(hotkey)
        self.on_click = on_click
        self.size = size
        self._glow = 0.0  # 0..1 hover highlight, eased

    # ------------------------------------------------------------------ input
    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in ACTIVATE_KEYS

    def activate(self) -> UIAction | None:
        """Press the button from code (or keyboard); returns the click action."""
        if not (self.enabled and self.visible):
            return None
        action = UIAction(self, "click", self.action)
        if self.on_click is not None:
            self.on_click(action)
        return action

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            self.pressed = False
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            self.pressed = True
            return None
        if is_left_up(event):
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.rect.collidepoint(event.pos):
                return self.activate()
            return None
        if event.type == pygame.KEYDOWN:
            mods = getattr(event, "mod", 0)
            if self.focused and event.key in ACTIVATE_KEYS:
                return self.activate()
            if event.key in self.hotkeys and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                return self.activate()
        return None

    def update(self, dt: float) -> None:
        target = 1.0 if (self.hovered and self.enabled) else 0.0
        self._glow = approach(self._glow, target, 18.0, dt)

    def frame_key(self) -> object:
        return round(self._glow * 32)

    # ------------------------------------------------------------------- look
    def _colours(self) -> tuple[Colour, Colour, Colour]:
        """(fill, border, text) for the current state."""
        th = self.theme
        if not self.enabled:
            return th.colour("disabled"), th.colour("disabled"), th.colour("disabled_text")
        if self.style == "primary":
            base, hover, down = th.colour("accent"), th.colour("accent_hover"), th.colour("accent_pressed")
            border, text = draw.darken(base, 0.45), th.colour("accent_text")
        elif self.style == "danger":
            base = th.colour("danger")
            hover, down = draw.lighten(base, 0.15), draw.darken(base, 0.15)
            border, text = draw.darken(base, 0.45), (255, 246, 240)
        elif self.style == "quiet":
            base = (*th.colour("panel_dark")[:3], 0)
            hover, down = (*th.colour("secondary_hover")[:3], 170), (*th.colour("secondary_pressed")[:3], 200)
            border, text = (*th.colour("secondary_edge")[:3], 0), th.colour("text")
        else:
            base, hover, down = th.colour("secondary"), th.colour("secondary_hover"), th.colour("secondary_pressed")
            border, text = th.colour("secondary_edge"), th.colour("text")
        if self.pressed and self.hovered:
            fill = down
        else:
            fill = draw.mix(base, hover, self._glow) if len(base) == len(hover) else (hover if self._glow > 0.5 else base)
        return fill, border, text

    def _icon_surface(self, box: int) -> pygame.Surface | None:
        if self.icon is None:
            return None
        if not isinstance(self.icon, str):  # a picture given directly (not a file name)
            if self.icon.get_height() == box:
                return self.icon
            cached = getattr(self, "_scaled_icon", None)
            if cached is None or cached[0] is not self.icon or cached[1] != box:
                cached = (self.icon, box, pygame.transform.smoothscale(self.icon, (box, box)))
                self._scaled_icon = cached
            return cached[2]
        return self.assets.image_scaled(self.icon, (box, box))

    def _faded(self, icon: pygame.Surface) -> pygame.Surface:
        """A translucent copy of the icon for the disabled look (cached)."""
        cached = getattr(self, "_faded_icon", None)
        if cached is not None and cached[0] is icon:
            return cached[1]
        faded = icon.copy()
        faded.set_alpha(110)
        self._faded_icon = (icon, faded)
        return faded

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        radius = th.corner("medium")
        fill, border, text_colour = self._colours()
        body = self.rect.move(0, 1) if (self.pressed and self.hovered) else self.rect
        if self.enabled and self.style != "quiet":
            draw.shadow(surface, self.rect, radius, (0, 3 if not self.pressed else 1), 110, 4)
        draw.box(surface, body, fill, radius, border, 2)
        if self.enabled and self.style in ("primary", "danger", "secondary"):
            # a thin candle-light sheen along the top edge
            sheen = pygame.Rect(body.x + radius, body.y + 3, max(0, body.width - radius * 2), 2)
            draw.box(surface, sheen, (255, 255, 255, 60 if self.style != "secondary" else 30))
        pad = th.space("m")
        icon = self._icon_surface(min(28, max(12, body.height - 14)))
        avail = body.width - pad * 2 - (icon.get_width() + th.space("s") if icon else 0)
        if icon is not None and self.text and self.assets.text_width(self.text, self.size, "bold") > avail:
            icon, avail = None, body.width - pad * 2  # a long word: the words matter more than the picture
        floor = max(10, th.font_size(self.size) * 3 // 5)  # shrink well before shortening
        text = self.text
        if self.short_text and self.assets.text_width(text, floor, "bold") > avail:
            text = self.short_text
        label = self.assets.fit_text(text, max(8, avail), self.size, text_colour, "bold", floor) if text else None
        total = (icon.get_width() if icon else 0) + (label.get_width() if label else 0)
        if icon and label:
            total += th.space("s")
        x = body.centerx - total // 2
        if icon is not None:
            if not self.enabled:
                icon = self._faded(icon)
            surface.blit(icon, icon.get_rect(midleft=(x, body.centery)))
            x += icon.get_width() + th.space("s")
        if label is not None:
            surface.blit(label, label.get_rect(midleft=(x, body.centery)))
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, radius, th)
