"""Round markers: a seat's token (seat colour AND seat shape, with a number) and a
Counter chip (icon + number that bumps when it changes)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.theme import Colour, Theme, get_theme
from ghostparlor.ui.tween import Tween
from ghostparlor.ui.widget import RectLike, UIAction, Widget, is_left_down


@dataclass(frozen=True)
class Marker:
    """A token to draw on a board node or tile.

    ``seat`` picks the seat's colour and shape from the theme; ``colour``/``shape``
    override them. ``number`` (e.g. a count or a value) is drawn in the middle;
    ``label`` is for tooltips.
    """

    seat: int | None = None
    number: int | str | None = None
    colour: Colour | None = None
    shape: str | None = None
    label: str = ""


def marker_style(marker: Marker, theme: Theme | None = None) -> tuple[Colour, str]:
    """(colour, shape) of a marker."""
    theme = theme or get_theme()
    if marker.seat is not None:
        seat = theme.seat(marker.seat)
        colour, shape = seat.colour, seat.shape
    else:
        colour, shape = theme.colour("parchment"), "circle"
    return (marker.colour or colour, marker.shape or shape)


def draw_marker(surface: pygame.Surface, marker: Marker, center: tuple[float, float], radius: int,
                theme: Theme | None = None) -> pygame.Rect:
    """Draw a marker: a soft shadow, the seat shape in the seat colour, a dark
    outline, and the number in black or white (whichever reads better)."""
    theme = theme or get_theme()
    colour, shape = marker_style(marker, theme)
    radius = max(4, int(radius))
    shade = draw.shape_surface(shape, radius, (0, 0, 0, 110), None, 0)
    image = draw.shape_surface(shape, radius, tuple(colour[:3]), (18, 12, 22), max(1, radius // 8))
    cx, cy = int(round(center[0])), int(round(center[1]))
    surface.blit(shade, shade.get_rect(center=(cx + 1, cy + 3)))
    rect = surface.blit(image, image.get_rect(center=(cx, cy)))
    if marker.number is not None and str(marker.number) != "":
        size = max(9, int(radius * (1.0 if len(str(marker.number)) < 2 else 0.82)))
        if shape in ("triangle",):
            size = int(size * 0.8)
            cy += radius // 5
        if shape == "star":
            size = int(size * 0.75)
        assets = get_assets()
        size = max(size, assets.min_px())  # a seat's number is read like any text
        text = assets.fit_text(str(marker.number), max(int(radius * 1.5), size), size, draw.readable_on(colour), "bold")
        surface.blit(text, text.get_rect(center=(cx, cy)))
    return rect


class Token(Widget):
    """A round seat marker with an optional number.

    Args:
        center: where it sits.
        seat: seat index (theme colour + shape); or give ``colour``/``shape``.
        number: drawn in the middle (``None`` for none).
        radius: size.
        clickable: clicks return ``UIAction("click", seat)``.
    """

    focusable = False

    @property
    def wants_pointer(self) -> bool:
        return self.clickable

    def __init__(
        self,
        center: tuple[int, int],
        *,
        seat: int | None = None,
        number: int | str | None = None,
        colour: Colour | None = None,
        shape: str | None = None,
        radius: int = 18,
        clickable: bool = False,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        rect = pygame.Rect(0, 0, radius * 2 + 6, radius * 2 + 6)
        rect.center = center
        super().__init__(rect, tooltip=tooltip, theme=theme, name=name)
        self.marker = Marker(seat, number, colour, shape)
        self.radius = radius
        self.clickable = clickable

    @property
    def number(self) -> int | str | None:
        return self.marker.number

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        self._track_hover(event)
        if self.clickable and self.enabled and self.visible and is_left_down(event) and self.rect.collidepoint(event.pos):
            return UIAction(self, "click", self.marker.seat)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw_marker(surface, self.marker, self.rect.center, self.radius, self.theme)
        if self.hovered and self.clickable:
            pygame.draw.circle(surface, self.theme.colour("hover_glow")[:3], self.rect.center, self.radius + 4, 2)


class Counter(Widget):
    """A chip showing a number next to an icon and label ("Fear 5", "Score 12").

    Changing the value (:meth:`set_value`) plays a short bump. The chip shows a
    seat shape instead of an icon when ``seat`` is given and no icon.

    Args:
        rect: the chip.
        value: the number shown.
        icon: art path of an icon (e.g. ``"common/token_fear_1.png"``); if missing, a
            seat marker or a plain disc is drawn instead.
        label: translated caption drawn before the number (may be "").
        seat: seat index for the fallback marker / accent.
    """

    @property
    def wants_pointer(self) -> bool:
        return False

    def __init__(
        self,
        rect: RectLike,
        value: int = 0,
        *,
        icon: str | None = None,
        label: str = "",
        seat: int | None = None,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, tooltip=tooltip, theme=theme, name=name)
        self.value = value
        self.icon = icon
        self.label = label
        self.seat = seat
        self._bump: Tween | None = None

    def set_value(self, value: int, animate: bool = True) -> None:
        if value != self.value and animate:
            self._bump = Tween(0.0, 1.0, self.theme.duration("counter_bump"), "linear")
        self.value = value

    @property
    def animating(self) -> bool:
        return self._bump is not None and not self._bump.done

    def update(self, dt: float) -> None:
        if self._bump is not None:
            self._bump.update(dt)
            if self._bump.done:
                self._bump = None

    def frame_key(self) -> object:
        return None if self._bump is None else round(self._bump.progress, 2)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        rect = self.rect
        radius = rect.height // 2
        edge = th.seat(self.seat).colour if self.seat is not None else th.colour("panel_dark_edge")
        draw.box(surface, rect, (*th.colour("panel_dark")[:3], 230), radius, edge, 2)
        icon_box = rect.height - 8
        cx = rect.x + 4 + icon_box // 2
        icon = self.assets.image_scaled(self.icon, (icon_box, icon_box)) if self.icon else None
        if icon is not None:
            surface.blit(icon, icon.get_rect(center=(cx, rect.centery)))
        else:
            draw_marker(surface, Marker(self.seat), (cx, rect.centery), max(6, icon_box // 2 - 3), th)
        x = rect.x + icon_box + 12
        right = rect.right - radius // 2 - 4
        scale = 1.0
        if self._bump is not None and not self._bump.done:
            p = self._bump.progress
            scale = 1.0 + 0.35 * (1 - abs(2 * p - 1))
        number = self.assets.text(str(self.value), "large", th.colour("accent"), "bold")
        if scale != 1.0:
            number = pygame.transform.smoothscale_by(number, scale)
        num_rect = number.get_rect(midright=(right, rect.centery))
        if self.label:
            width = max(0, num_rect.left - x - 8)
            label = self.assets.fit_text(self.label, width, "small", th.colour("text_muted"), "regular", 10)
            surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
        surface.blit(number, num_rect)
