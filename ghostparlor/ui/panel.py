"""Panel: a rounded parchment or dark background, optionally with a title band."""

from __future__ import annotations

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Theme
from ghostparlor.ui.widget import RectLike, Widget


class Panel(Widget):
    """A framed area. Draw it first.

    Args:
        rect: outer rect.
        title: optional already-translated title shown in a band at the top.
        style: "parchment" (light, ink text) or "dark" (aubergine, light text).
        shadow: soft drop shadow under the panel.
        padding: inner padding (default theme spacing "l").
    """

    TITLE_HEIGHT = 40

    @property
    def wants_pointer(self) -> bool:
        return False

    def __init__(
        self,
        rect: RectLike,
        title: str | None = None,
        *,
        style: str = "parchment",
        shadow: bool = True,
        padding: int | None = None,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, tooltip=tooltip, theme=theme, name=name)
        self.title = title
        self.style = style
        self.shadow = shadow
        self.padding = padding
        self._cache_key: tuple | None = None
        self._cache: pygame.Surface | None = None

    @property
    def text_colour(self):
        """The right text colour for widgets placed on this panel."""
        return self.theme.colour("ink" if self.style == "parchment" else "text")

    def _render(self) -> pygame.Surface:
        theme = self.theme
        key = (self.rect.size, self.title, self.style, id(theme))
        if key == self._cache_key and self._cache is not None:
            return self._cache
        w, h = self.rect.size
        radius = theme.corner("large")
        surface = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        local = surface.get_rect()
        if self.style == "parchment":
            fill, edge, band = theme.colour("parchment"), theme.colour("parchment_edge"), theme.colour("parchment_title")
            title_colour = theme.colour("ink")
        else:
            fill, edge, band = theme.colour("panel_dark"), theme.colour("panel_dark_edge"), theme.colour("panel_dark_title")
            title_colour = theme.colour("accent")
        pygame.draw.rect(surface, fill[:3], local, border_radius=radius)
        # a gentle top-to-bottom shading for depth
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        for y in range(0, h, 4):
            a = int(26 * (y / max(1, h)))
            shade.fill((0, 0, 0, a), pygame.Rect(0, y, w, 4))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), local, border_radius=radius)
        shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(shade, (0, 0))
        if self.title:
            band_rect = pygame.Rect(0, 0, w, self.TITLE_HEIGHT)
            pygame.draw.rect(surface, band[:3], band_rect, border_top_left_radius=radius,
                             border_top_right_radius=radius)
            pygame.draw.line(surface, edge[:3], (radius // 2, self.TITLE_HEIGHT - 1),
                             (w - radius // 2, self.TITLE_HEIGHT - 1), 2)
            pad = self.padding if self.padding is not None else theme.space("l")
            px = theme.font_size("large")
            title = self.assets.fit_text(self.title, w - pad * 2, px, title_colour, "title")
            while title.get_bounding_rect(min_alpha=24).h > self.TITLE_HEIGHT - 8 and px > 12:  # the ink fits the band
                px -= 1
                title = self.assets.fit_text(self.title, w - pad * 2, px, title_colour, "title")
            ink = title.get_bounding_rect(min_alpha=24)
            surface.blit(title, (pad, self.TITLE_HEIGHT // 2 - ink.centery))
        pygame.draw.rect(surface, edge[:3], local, 2, border_radius=radius)
        inner = local.inflate(-10, -10)
        if inner.width > 0 and inner.height > 0:
            pygame.draw.rect(surface, (*edge[:3], 90), inner, 1, border_radius=max(0, radius - 5))
        self._cache_key = key
        self._cache = surface
        return surface

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if self.shadow:
            draw.shadow(surface, self.rect, self.theme.corner("large"), (0, 6), 140, 10)
        surface.blit(self._render(), self.rect.topleft)
