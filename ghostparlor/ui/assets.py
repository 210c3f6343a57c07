"""Cached images, fonts and rendered text (the sound effects: ``ui/sounds.py``).

* Images are named by their path inside ``art/`` (``"ghosts/ghost_red_1.png"``) and
  found through :func:`ghostparlor.resources.art_path`. A missing or broken image
  gives ``None`` (never an exception); callers draw a fallback. Images are
  ``convert_alpha``-ed once a display mode is set; scaled variants are cached by size.
* Fonts are cached by (file, size); the files come from the theme (``art/fonts/``),
  falling back to pygame's default font only if the file is missing.
* Rendered text surfaces are cached (LRU) by (text, size, weight, colour), so drawing
  the same text every frame costs a dict look-up, not a render.

Use the shared instance from :func:`get_assets`.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Any, Hashable

import pygame

from ghostparlor.resources import art_path
from ghostparlor.core import strings as _strings
from ghostparlor.ui import cut_tips as _cuts
from ghostparlor.ui import probe as _probe
from ghostparlor.ui.theme import DEFAULT_FONT_SIZES, Colour, Theme, get_theme

MIN_TEXT_PX = 13  # no text is shrunk to fit below this at 100% text size (check-layout counts the rest)

ELLIPSIS = "\u2026"


class _LRU:
    """A small least-recently-used cache."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._data: OrderedDict[Hashable, Any] = OrderedDict()

    def get(self, key: Hashable) -> Any:
        value = self._data.get(key)
        if value is not None:
            self._data.move_to_end(key)
        return value

    def put(self, key: Hashable, value: Any) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        if len(self._data) > self.capacity:
            self._data.popitem(last=False)

    def clear(self) -> None:
        self._data.clear()

    def __len__(self) -> int:
        return len(self._data)


_CJK_RANGES = ((0x2E80, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x3000, 0x303F))
_NO_LINE_START = set("、。，．・：；？！ー）」』】〕〉》ゝゞぁぃぅぇぉっゃゅょァィゥェォッャュョ!?,.:;)]}%")
_NO_LINE_END = set("（「『【〔〈《([{")


def _cjk(ch: str) -> bool:
    code = ord(ch)
    return code >= 0x2E80 and any(lo <= code <= hi for lo, hi in _CJK_RANGES)


def break_units(paragraph: str) -> list[tuple[str, str]]:
    """``paragraph`` as the pieces a line may break between, each with what joins it to
    the piece before (" " or ""): words between spaces, and single characters of
    Japanese text, kept with the punctuation that may not start or end a line."""
    units: list[tuple[str, str]] = []
    buf, gap, open_gap = "", "", False

    def flush() -> None:
        nonlocal buf, gap
        if buf:
            units.append((gap, buf))
            buf, gap = "", ""

    for ch in paragraph:
        if ch == " ":
            flush()
            gap = " "
            continue
        if ch in _NO_LINE_START and (buf or units) and not open_gap:
            if buf:
                buf += ch
            else:
                g, u = units[-1]
                units[-1] = (g, u + ch) if gap == "" else (g, u)
                if gap != "":
                    buf = ch
            continue
        if _cjk(ch):
            if buf and not (buf[-1] in _NO_LINE_END):
                flush()
            buf += ch
            if ch not in _NO_LINE_END:
                flush()
            continue
        if buf and _cjk(buf[-1]) and buf[-1] not in _NO_LINE_END:
            flush()
        buf += ch
    flush()
    if units and units[0][0]:
        units[0] = ("", units[0][1])
    return units


def clean_text(text: str) -> str:
    """``text`` without characters a font cannot render (NUL, control characters,
    lone surrogates); tabs become spaces. Printable text is returned unchanged."""
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch == "\t":
            out.append(" ")
        elif ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF:
            out.append(ch)
    return "".join(out)


def _art_file(name: str) -> Path:
    return art_path(*[part for part in name.replace("\\", "/").split("/") if part])


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


class Assets:
    """Image, font and text caches shared by all widgets."""

    def __init__(self, theme: Theme | None = None) -> None:
        self._theme = theme
        self._images: dict[str, tuple[pygame.Surface | None, bool]] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface | None] = {}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text = _LRU(4096)
        self._fit = _LRU(2048)
        self._wrap = _LRU(1024)
        self._weights: dict[tuple[str, str], str] = {}
        self._fit_lines = _LRU(1024)
        self._by_role: dict[tuple[str, int], pygame.font.Font] = {}
        self.missing: set[str] = set()
        self.font_problems: set[str] = set()

    @property
    def theme(self) -> Theme:
        return self._theme if self._theme is not None else get_theme()

    def clear(self) -> None:
        """Forget every cached image, font and text (after a theme or art change)."""
        self._images.clear()
        self._scaled.clear()
        self._fonts.clear()
        self._text.clear()
        self._fit.clear()
        self._wrap.clear()
        self._weights.clear()
        self._fit_lines.clear()
        self._by_role.clear()
        self.missing.clear()

    # ------------------------------------------------------------------ images
    def image(self, name: str) -> pygame.Surface | None:
        """The image at ``art/<name>``, or ``None`` if it is missing or unreadable."""
        entry = self._images.get(name)
        if entry is not None:
            surface, converted = entry
            if surface is not None and not converted and _display_ready():
                surface = surface.convert_alpha()
                self._images[name] = (surface, True)
            return surface
        surface: pygame.Surface | None
        converted = False
        try:
            surface = pygame.image.load(str(_art_file(name)))
            if _display_ready():
                surface = surface.convert_alpha()
                converted = True
        except (pygame.error, FileNotFoundError, OSError, ValueError):
            surface = None
            self.missing.add(name)
        self._images[name] = (surface, converted)
        return surface

    def has_image(self, name: str) -> bool:
        return self.image(name) is not None

    def image_scaled(self, name: str, size: tuple[int, int]) -> pygame.Surface | None:
        """``image(name)`` smooth-scaled to ``size`` (cached per size); ``None`` if missing."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (name, w, h)
        if key in self._scaled:
            return self._scaled[key]
        base = self.image(name)
        scaled: pygame.Surface | None = None
        if base is not None:
            if base.get_size() == (w, h):
                scaled = base
            else:
                scaled = pygame.transform.smoothscale(base, (w, h))
        self._scaled[key] = scaled
        return scaled

    def image_fit(self, name: str, box: tuple[int, int]) -> pygame.Surface | None:
        """``image(name)`` scaled to fit inside ``box`` keeping its aspect ratio."""
        base = self.image(name)
        if base is None:
            return None
        bw, bh = base.get_size()
        scale = min(box[0] / bw, box[1] / bh)
        return self.image_scaled(name, (round(bw * scale), round(bh * scale)))

    # ------------------------------------------------------------------- fonts
    def font(self, size: int | str = "body", weight: str = "regular") -> pygame.font.Font:
        """The font for ``weight`` (regular/bold/title) at ``size`` (pixels or role name)."""
        role = (weight, size, id(self.theme), _strings._language, id(self.theme.font_sizes))
        known = self._by_role.get(role)
        if known is not None:
            return known
        if not pygame.font.get_init():
            pygame.font.init()
        theme = self.theme
        px = max(6, theme.font_size(size))
        filename = weight[1:] if weight.startswith("@") else theme.font_file(weight)
        key = (filename, px)
        font = self._fonts.get(key)
        if font is not None:
            self._by_role[role] = font
            return font
        font = None
        path = art_path("fonts", filename) if filename else None
        if path is not None and path.is_file():
            try:
                font = pygame.font.Font(str(path), px)
            except (pygame.error, OSError):
                font = None
        if font is None and weight != "regular":
            # e.g. the serif title font is missing: use the bold sans instead
            fallback = theme.font_file("bold" if weight == "title" else "regular")
            fpath = art_path("fonts", fallback) if fallback else None
            if fpath is not None and fpath.is_file():
                try:
                    font = pygame.font.Font(str(fpath), px)
                except (pygame.error, OSError):
                    font = None
        if font is None:
            self.font_problems.add(filename)
            try:
                font = pygame.font.Font(None, px)
            except (pygame.error, OSError):  # pragma: no cover - frozen builds without the default font
                font = pygame.font.SysFont("sans", px)
            if weight in ("bold", "title"):
                font.set_bold(True)
        self._fonts[key] = font
        self._by_role[role] = font
        return font

    def line_height(self, size: int | str = "body", weight: str = "regular") -> int:
        return self.font(size, weight).get_linesize()

    # -------------------------------------------------------------------- text
    def text(
        self,
        text: str,
        size: int | str = "body",
        colour: Colour = (255, 255, 255),
        weight: str = "regular",
    ) -> pygame.Surface:
        """``text`` rendered once (antialiased, transparent background) and cached."""
        px = self.theme.font_size(size)
        key = (text, px, weight, tuple(colour))
        surface = self._text.get(key)
        if surface is None:
            font = self.font(px, self.weight_for(text, weight))
            try:
                surface = font.render(clean_text(text), True, colour[:3])
            except (ValueError, UnicodeError, pygame.error):
                surface = font.render(clean_text(text).encode("ascii", "replace").decode("ascii"), True, colour[:3])
            if len(colour) == 4 and colour[3] < 255:
                surface.set_alpha(colour[3])
            self._text.put(key, surface)
        full = _cuts.SHORTENED.get(text)
        if full is not None:
            _cuts.note_cut(surface, full)
        if _probe.ACTIVE is not None:
            _probe.note_text(surface, text, full or text, self.font_path(self.weight_for(text, weight)),
                             cut=full is not None, broken_word=text in _probe.ACTIVE_BROKEN, px=px)
        return surface

    def text_width(self, text: str, size: int | str = "body", weight: str = "regular") -> int:
        return self.font(size, self.weight_for(text, weight)).size(clean_text(text))[0]

    def weight_for(self, text: str, weight: str) -> str:
        """``weight`` when its face can draw ``text``; else the face that can: the bold one
        for a title (a Latin display face and a Cyrillic title), else another language's
        face of that weight ("日本語" in the language list of an English screen), as
        ``"@file"``. A character no face has stays with ``weight`` (and shows as a box)."""
        if text.isascii() and weight != "title":
            return weight
        key = (text, weight)
        found = self._weights.get(key)
        if found is not None:
            return found
        from ghostparlor.ui.glyphs import missing

        theme = self.theme
        chosen = weight
        if missing(text, str(art_path("fonts", theme.font_file(weight)))):
            plain = "bold" if weight == "title" else weight
            candidates = ([theme.font_file("bold")] if weight == "title" else []) + [theme.fonts.get(plain, "")] + [
                faces.get(plain, "") for faces in theme.fonts_by_language.values()]
            for name in candidates:
                if name and not missing(text, str(art_path("fonts", name))):
                    chosen = "bold" if name == theme.font_file("bold") and weight == "title" else "@" + name
                    break
        if len(self._weights) > 4096:
            self._weights.clear()
        self._weights[key] = chosen
        return chosen

    def font_path(self, weight: str) -> str:
        """The file that draws ``weight`` now (for glyph checks)."""
        return str(art_path("fonts", weight[1:] if weight.startswith("@") else self.theme.font_file(weight)))

    def ellipsize(self, text: str, max_width: int, size: int | str = "body", weight: str = "regular") -> str:
        """``text`` cut with an ellipsis so it is at most ``max_width`` pixels wide."""
        font = self.font(size, self.weight_for(text, weight))
        text = clean_text(text)
        if font.size(text)[0] <= max_width:
            return text
        lo, hi = 0, len(text)
        while lo < hi:  # longest prefix that fits with the ellipsis
            mid = (lo + hi + 1) // 2
            if font.size(text[:mid].rstrip() + ELLIPSIS)[0] <= max_width:
                lo = mid
            else:
                hi = mid - 1
        if lo == 0:
            shown = ELLIPSIS if font.size(ELLIPSIS)[0] <= max_width else ""
            _cuts.remember(shown, text)
            return shown
        shown = text[:lo].rstrip() + ELLIPSIS
        _cuts.remember(shown, text)
        return shown

    def fit_text(
        self,
        text: str,
        max_width: int,
        size: int | str = "body",
        colour: Colour = (255, 255, 255),
        weight: str = "regular",
        min_size: int | None = None,
    ) -> pygame.Surface:
        """``text`` rendered no wider than ``max_width``: shrink first, then ellipsize."""
        px = self.theme.font_size(size)
        key = (text, max(0, int(max_width)), px, tuple(colour), weight, min_size)
        surface = self._fit.get(key)
        if surface is not None:
            return surface
        floor = min(max(min_size or 0, int(px * 0.72) if min_size is None else 0, self.min_px()), px)
        chosen = px
        text = clean_text(text)
        while chosen > floor and self.font(chosen, self.weight_for(text, weight)).size(text)[0] > max_width:
            chosen -= 1
        shown = self.ellipsize(text, max_width, chosen, weight)
        surface = self.text(shown, chosen, colour, weight)
        self._fit.put(key, surface)
        return surface

    def min_px(self) -> int:
        """The smallest size a text is shrunk to: MIN_TEXT_PX at 100% text size, in
        proportion below it (the body size against its default tells the text size)."""
        scale = self.theme.font_size("body") / DEFAULT_FONT_SIZES["body"]
        return max(6, round(MIN_TEXT_PX * min(1.0, scale)))

    def wrap(self, text: str, width: int, size: int | str = "body", weight: str = "regular", *, trial: bool = False) -> list[str]:
        """``text`` broken into lines no wider than ``width`` (newlines kept, long words split).
        ``trial``: only measuring (the layout probe is not told of split words)."""
        px = self.theme.font_size(size)
        key = (text, int(width), px, weight)
        cached = self._wrap.get(key)
        if cached is not None:
            lines_, broken = cached
            if broken and not trial and _probe.ACTIVE is not None:
                _probe.ACTIVE_BROKEN.update(broken)
            return list(lines_)
        weight = self.weight_for(text, weight)
        font = self.font(px, weight)
        width = max(1, int(width))
        lines: list[str] = []
        broken: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for gap, word in break_units(clean_text(paragraph)):
                candidate = word if not line else f"{line}{gap}{word}"
                if font.size(candidate)[0] <= width:
                    line = candidate
                    continue
                if line:
                    lines.append(line)
                # the word alone may be too wide: split it by characters
                while font.size(word)[0] > width and len(word) > 1:
                    cut = len(word)
                    while cut > 1 and font.size(word[:cut])[0] > width:
                        cut -= 1
                    lines.append(word[:cut])
                    if not _cjk(word[cut - 1]):
                        broken.append(word[:cut])
                    word = word[cut:]
                line = word
            lines.append(line)
        self._wrap.put(key, (tuple(lines), tuple(broken)))
        if broken and not trial and _probe.ACTIVE is not None:
            _probe.ACTIVE_BROKEN.update(broken)
        return lines

    def fit_lines(
        self,
        text: str,
        width: int,
        height: int,
        size: int | str = "body",
        weight: str = "regular",
        min_size: int | None = None,
        max_lines: int | None = None,
        *,
        whole_words: bool = True,
    ) -> tuple[list[str], int]:
        """Wrapped lines and the font size so ``text`` fits ``width`` x ``height`` (and
        ``max_lines``): the size shrinks (down to the floor: 72% unless given, never under
        :meth:`min_px`) until the
        lines fit and, with ``whole_words``, no word is split across lines; only at the
        floor is the last line shortened with an ellipsis."""
        px = self.theme.font_size(size)
        key = (text, int(width), int(height), px, weight, min_size, max_lines, whole_words)
        cached = self._fit_lines.get(key)
        if cached is not None:
            lines_, chosen_ = cached
            if _probe.ACTIVE is not None:  # the probe hears of split words and cuts again
                self.wrap(text, width, chosen_, self.weight_for(text, weight))
            return list(lines_), chosen_
        floor = min(max(min_size or 0, int(px * 0.72) if min_size is None else 0, self.min_px()), px)
        weight = self.weight_for(text, weight)
        chosen = px
        while True:
            lines = self.wrap(text, width, chosen, weight, trial=True)
            room = max(1, height // max(1, self.line_height(chosen, weight)))
            if max_lines is not None:
                room = min(room, max_lines)
            widest = 0
            if whole_words:
                font = self.font(chosen, weight)
                widest = max((font.size(unit)[0] for para in text.split("\n") for _, unit in break_units(clean_text(para))),
                             default=0)
            if (widest <= width and len(lines) <= room) or chosen <= floor:
                break
            chosen -= 1
        lines = self.wrap(text, width, chosen, weight)  # the lines drawn (the probe hears of a split word now)
        if len(lines) > room:
            kept = lines[:room]
            kept[-1] = self.ellipsize(kept[-1] + ELLIPSIS, width, chosen, weight)
            _cuts.remember(kept[-1], text)
            lines = kept
        self._fit_lines.put(key, (tuple(lines), chosen))
        return lines, chosen

    def fit_wrapped(
        self,
        text: str,
        width: int,
        height: int,
        size: int | str = "body",
        weight: str = "regular",
        min_size: int | None = None,
    ) -> tuple[list[str], int]:
        """:meth:`fit_lines` that may split a word too long for a line (cards' short names)."""
        return self.fit_lines(text, width, height, size, weight, min_size, whole_words=False)


_assets: Assets | None = None


def get_assets() -> Assets:
    """The shared :class:`Assets` (follows the current theme)."""
    global _assets
    if _assets is None:
        _assets = Assets()
    return _assets


def reset_assets() -> None:
    """Drop the shared caches (tests, or after the theme/art changed)."""
    global _assets
    if _assets is not None:
        _assets.clear()
    _assets = None
