"""Texts laid out by their ink: a text fitted to a width (and a height) as a block of
rendered lines, and blitted so that what the eye sees lines up.

:class:`TextLayout` fits a text: one line at the full size if it fits, else a few lines
broken between words (between Japanese characters, after the hyphen of a compound),
shrinking only as far as needed, down to a floor; at the floor one line that shrinks
and ends with an ellipsis. :func:`put` blits a :class:`Block` with the ink of its first
line at a given top (or on a row's shared baseline), left, centred or right.

Drawing only (pygame); the texts come in already translated.
"""

from __future__ import annotations

import pygame

from ghostparlor.ui.assets import break_units, clean_text


def ink(image: pygame.Surface) -> pygame.Rect:
    """The inked pixels of a rendered text (what the eye, and the layout check, sees)."""
    return image.get_bounding_rect(min_alpha=24)


def pieces(text: str) -> list[tuple[str, str]]:
    """Where a line of ``text`` may break: between words, between Japanese characters, and
    after the hyphen of a compound ("картой-|призраком"), each piece with what joins it to
    the one before."""
    out: list[tuple[str, str]] = []
    for gap, unit in break_units(clean_text(text)):
        parts = unit.split("-")
        if len(parts) > 1 and all(parts):
            for i, part in enumerate(parts):
                out.append((gap if i == 0 else "", part + ("-" if i < len(parts) - 1 else "")))
        else:
            out.append((gap, unit))
    return out


class Block:
    """Rendered lines of one text, stacked by their ink (what is seen), not by line boxes."""

    def __init__(self, lines: list[pygame.Surface]) -> None:
        self.lines = lines
        boxes = [ink(image) for image in lines]
        self.offset = min(b.y for b in boxes)  # ink top within a rendered line
        span = max(b.bottom for b in boxes) - self.offset
        self.pitch = span + 3  # from one line's ink top to the next's
        self.height = (len(lines) - 1) * self.pitch + span  # the block's ink, top to bottom

    @property
    def width(self) -> int:
        return max((image.get_width() for image in self.lines), default=0)


def put(surface: pygame.Surface, block: Block, x: int, top: int, align: str = "left", offset: int | None = None) -> int:
    """Blit ``block`` with the ink of its first line at ``top`` (or, given the ``offset`` a
    row of texts shares, on that row's baseline); ``x`` is its left edge, centre or right
    edge (``align``). Returns the bottom of its ink."""
    shift = block.offset if offset is None else offset
    for i, image in enumerate(block.lines):
        y = top + i * block.pitch - shift
        if align == "center":
            rect = image.get_rect(midtop=(x, y))
        elif align == "right":
            rect = image.get_rect(topright=(x, y))
        else:
            rect = image.get_rect(topleft=(x, y))
        surface.blit(image, rect)
    return top + block.offset - shift + block.height


class TextLayout:
    """Fits texts with ``assets`` at ``theme``'s sizes; no text is drawn smaller than
    ``min_px`` (at 100% text size)."""

    def __init__(self, assets, theme, min_px: int) -> None:
        self.assets = assets
        self.theme = theme
        self.min_px = min_px

    def wrap(self, text: str, width: int, px: int, weight: str) -> list[str] | None:
        """``text`` in lines no wider than ``width`` at ``px``, breaking only between
        pieces (no word is cut); None when one piece alone is too wide."""
        assets = self.assets
        lines: list[str] = []
        line = ""
        for gap, piece in pieces(text):
            if assets.text_width(piece, px, weight) > width:
                return None
            candidate = piece if not line else f"{line}{gap}{piece}"
            if not line or assets.text_width(candidate, px, weight) <= width:
                line = candidate
            else:
                lines.append(line)
                line = piece
        lines.append(line)
        return lines

    def block(self, text: str, width: int, size: int | str, colour, weight: str = "regular",
              max_lines: int = 2, height: int | None = None, min_size: int | None = None,
              one_line_to: float = 1.0) -> Block:
        """``text`` as rendered lines that fit ``width`` (and ``height``): one line at the full
        size if it fits, else up to ``max_lines`` lines, shrinking only as far as needed (to
        ``min_size``, by default 72%); at the floor, one line that shrinks and then ends with an
        ellipsis (drawn on the canvas, its tooltip shows it whole). ``one_line_to`` < 1: rather
        one line down to that share of the size than two lines."""
        assets = self.assets
        px0 = self.theme.font_size(size)
        floor = min(px0, max(self.min_px, min_size if min_size is not None else int(px0 * 0.72)))
        for px in range(px0, max(floor, int(px0 * one_line_to + 0.999)) - 1, -1):
            if assets.text_width(text, px, weight) <= width:
                block = Block([assets.text(clean_text(text), px, colour, weight)])
                if height is None or block.height <= height:
                    return block
        for px in range(px0, floor - 1, -1):
            lines = self.wrap(text, width, px, weight)
            if lines is not None and len(lines) <= max_lines:
                block = Block([assets.text(line, px, colour, weight) for line in lines])
                if height is None or block.height <= height:
                    return block
        return Block([assets.fit_text(text, width, size, colour, weight, floor)])
