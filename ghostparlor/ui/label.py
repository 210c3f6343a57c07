"""Label: text in a rect that wraps to the rect's width and never overflows it."""

from __future__ import annotations

import pygame

from ghostparlor.ui.theme import Colour, Theme
from ghostparlor.ui.widget import RectLike, Widget


class Label(Widget):
    """Static text, word-wrapped to ``rect.width``.

    Args:
        rect: where the text lives; text that is too tall shrinks (down to
            ``min_size``) and then the last line is ellipsized.
        text: already-translated text (``t("...")``).
        size: "small" | "body" | "large" | "title" or pixels.
        colour: text colour (default theme "text"; use theme "ink" on parchment).
        weight: "regular" | "bold" | "title" (the serif title face).
        align: "left" | "center" | "right";  valign: "top" | "middle" | "bottom".
        wrap: False keeps one line (shrunk, then ellipsized to the width).
        shadow: draw a soft dark offset copy under light text (titles on art).
    """

    @property
    def wants_pointer(self) -> bool:
        return False

    def __init__(
        self,
        rect: RectLike,
        text: str = "",
        *,
        size: int | str = "body",
        colour: Colour | None = None,
        weight: str = "regular",
        align: str = "left",
        valign: str = "top",
        wrap: bool = True,
        min_size: int | None = None,
        shadow: bool = False,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, tooltip=tooltip, theme=theme, name=name)
        self._text = text
        self.size = size
        self.colour = colour
        self.weight = weight
        self.align = align
        self.valign = valign
        self.wrap = wrap
        self.min_size = min_size
        self.shadow = shadow
        self._layout_key: tuple | None = None
        self._images: list[pygame.Surface] = []
        self._shadows: list[pygame.Surface] = []
        self._line_h = 0

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        self._text = value

    def set_text(self, text: str, colour: Colour | None = None) -> None:
        """Change the text (and optionally the colour); re-rendered on next draw."""
        self._text = text
        if colour is not None:
            self.colour = colour

    def _colour(self) -> Colour:
        return self.colour if self.colour is not None else self.theme.colour("text")

    def _layout(self) -> None:
        colour = self._colour()
        key = (self._text, self.rect.size, self.size, tuple(colour), self.weight, self.wrap, self.min_size,
               self.shadow, id(self.theme))
        if key == self._layout_key:
            return
        self._layout_key = key
        assets = self.assets
        width, height = self.rect.size
        if self.wrap:
            lines, px = assets.fit_lines(self._text, width, height, self.size, self.weight, self.min_size)
            self._images = [assets.text(line, px, colour, self.weight) for line in lines]
            shade_lines = lines
        else:
            px = self.theme.font_size(self.size)
            floor = self.min_size if self.min_size is not None else max(9, px * 3 // 5)
            while px > floor and assets.line_height(px, self.weight) > height + 4:  # one line: it keeps to its height too
                px -= 1
            image = assets.fit_text(self._text, width, px, colour, self.weight, self.min_size)
            self._images = [image]
            shade_lines = []
        self._line_h = assets.line_height(px, self.weight)
        if not self.wrap and self._images:
            self._line_h = max(self._line_h, self._images[0].get_height())
        self._shadows = []
        if self.shadow:
            dark = (10, 6, 14)
            if self.wrap:
                self._shadows = [assets.text(line, px, dark, self.weight) for line in shade_lines]
            else:
                self._shadows = [assets.fit_text(self._text, width, px, dark, self.weight, self.min_size)]

    def content_height(self) -> int:
        """Height of the laid-out text (after shrinking) in pixels."""
        self._layout()
        return len(self._images) * self._line_h

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self._text:
            return
        self._layout()
        total = len(self._images) * self._line_h
        if self.valign == "middle":
            y = self.rect.y + (self.rect.height - total) // 2
        elif self.valign == "bottom":
            y = self.rect.bottom - total
        else:
            y = self.rect.y
        for i, image in enumerate(self._images):
            w = image.get_width()
            if self.align == "center":
                x = self.rect.x + (self.rect.width - w) // 2
            elif self.align == "right":
                x = self.rect.right - w
            else:
                x = self.rect.x
            if self._shadows:
                surface.blit(self._shadows[i], (x + 1, y + 2))
            surface.blit(image, (x, y))
            y += self._line_h
