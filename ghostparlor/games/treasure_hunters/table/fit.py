"""Treasure Hunters on screen: fitting the table's texts into their room. A label is one
line (shrunk by a fifth at most) or wraps onto a few; a block of lines is measured before
it is drawn, so a panel can lay itself out and step its sizes down together
(:data:`SHRINK_STEPS`) when it does not fit. Drawing only."""

from __future__ import annotations

from ghostparlor.games.treasure_hunters.table.art import MIN_PX
from ghostparlor.ui.assets import break_units, clean_text

# the side panel and the strip below the board step their texts down together, in these steps
SHRINK_STEPS = (1.0, 0.95, 0.9, 0.85, 0.8, 0.76, 0.72, 0.68, 0.64, 0.6)


class TextFit:
    """The measuring and drawing of a panel's texts (with the app's assets and theme)."""

    def __init__(self, assets, theme) -> None:
        self.assets = assets
        self.theme = theme

    def label(self, text: str, width: int, px: int, weight: str, max_lines: int = 2) -> tuple[list[str], int]:
        """Lines and pixel size of a label: one line (shrunk by a fifth at most), else
        wrapped at full size onto ``max_lines`` (shrinking further only if needed)."""
        assets = self.assets
        if not text:
            return [], px
        size, low = px, max(MIN_PX, int(px * 0.8))
        while size > low and assets.text_width(text, size, weight) > width:
            size -= 1
        if assets.text_width(text, size, weight) <= width or max_lines <= 1:
            return [text] if max_lines > 1 else [assets.ellipsize(text, width, size, weight)], size
        return self.fit_lines(text, width, max_lines * assets.line_height(px, weight), px, weight, MIN_PX)

    def fit_lines(self, text: str, width: int, height: int, size, weight: str = "regular", min_size: int | None = None):
        """Wrapped lines and size that fit ``width`` x ``height`` (words kept whole where the assets can)."""
        assets = self.assets
        px = self.theme.font_size(size)
        floor = min(max(MIN_PX, min_size or 0), px)
        words = [unit for para in text.split("\n") for _, unit in break_units(clean_text(para))]
        widest = max(words, key=lambda word: assets.text_width(word, px, weight), default="")
        while px > floor and assets.text_width(widest, px, weight) > width:
            px -= 1  # start where every word fits a line: no trial wrap splits one
        fit = getattr(assets, "fit_lines", None) or assets.fit_wrapped
        return fit(text, width, height, px, weight, floor)

    def lines_h(self, lines: list[str], px: int, weight: str) -> int:
        return sum(self.assets.line_height(px, self.assets.weight_for(line, weight)) for line in lines)

    def blit_lines(self, surface, lines: list[str], px: int, colour, weight: str, x: int, y: int) -> int:
        """Draw ``lines`` from ``y`` down (nothing when ``surface`` is None); returns the y under them."""
        assets = self.assets
        for line in lines:
            w = assets.weight_for(line, weight)
            if surface is not None:
                surface.blit(assets.text(line, px, colour, weight), (x, y))
            y += assets.line_height(px, w)
        return y

    def block_h(self, texts: list[str], width: int, px: int, weight: str, max_lines: int = 2) -> int:
        """The tallest of ``texts`` laid out as labels (room kept for whichever is shown)."""
        return max([self.lines_h(*self.label(text, width, px, weight, max_lines), weight) for text in texts if text] or [0])
