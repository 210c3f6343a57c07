"""The UI theme: colours, seat colours and shapes, fonts, sizes, spacing, timings.

The theme is read from ``data/theme.yaml``. Loading never raises: an unreadable or
malformed file gives the built-in defaults, a bad single value keeps its default,
and every problem is described in :attr:`Theme.problem` (``None`` when all is well)
so a scene can show it.

Widgets take the current theme from :func:`get_theme` unless given one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


from ghostparlor.resources import data_path

Colour = tuple[int, ...]  # (r, g, b) or (r, g, b, a)

SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "hexagon")
FONT_ROLES: tuple[str, ...] = ("small", "body", "large", "title")
FONT_WEIGHTS: tuple[str, ...] = ("regular", "bold", "title")

DEFAULT_COLOURS: dict[str, Colour] = {
    "background": (27, 17, 36),
    "background_bottom": (12, 12, 28),
    "vignette": (0, 0, 0, 110),
    "panel_dark": (44, 30, 56),
    "panel_dark_edge": (96, 72, 104),
    "panel_dark_title": (60, 42, 74),
    "parchment": (238, 224, 193),
    "parchment_edge": (168, 132, 84),
    "parchment_title": (224, 204, 162),
    "ink": (46, 30, 38),
    "ink_muted": (110, 86, 84),
    "ink_accent": (132, 58, 34),
    "text": (242, 234, 220),
    "text_muted": (182, 166, 178),
    "accent": (226, 178, 84),
    "accent_hover": (244, 204, 116),
    "accent_pressed": (192, 146, 62),
    "accent_text": (40, 24, 26),
    "secondary": (74, 54, 88),
    "secondary_hover": (96, 72, 112),
    "secondary_pressed": (60, 42, 72),
    "secondary_edge": (140, 112, 148),
    "control_track": (28, 20, 36),
    "focus": (124, 214, 255),
    "hover_glow": (255, 236, 170),
    "legal": (140, 232, 170),
    "selected": (255, 214, 102),
    "disabled": (70, 62, 76),
    "disabled_text": (136, 126, 138),
    "dim_overlay": (12, 8, 18, 195),
    "shadow": (0, 0, 0, 120),
    "danger": (222, 86, 74),
    "warning": (240, 176, 64),
    "success": (108, 196, 126),
    "info": (124, 180, 232),
    "grid_light": (70, 52, 80),
    "grid_dark": (56, 40, 66),
    "grid_line": (104, 82, 112),
    "edge": (150, 126, 150),
    "node": (92, 70, 104),
    "node_edge": (196, 170, 190),
    "tooltip_bg": (20, 14, 26, 236),
    "tooltip_edge": (226, 178, 84),
}


@dataclass(frozen=True)
class SeatStyle:
    """How one seat is marked: a colour-blind-safe colour AND a distinct shape."""

    colour: Colour
    shape: str
    name_key: str


DEFAULT_SEATS: list[SeatStyle] = [
    SeatStyle((213, 94, 0), "circle", "ui.seat.vermilion"),
    SeatStyle((86, 180, 233), "square", "ui.seat.sky"),
    SeatStyle((0, 158, 115), "triangle", "ui.seat.green"),
    SeatStyle((240, 228, 66), "diamond", "ui.seat.yellow"),
    SeatStyle((204, 121, 167), "star", "ui.seat.purple"),
    SeatStyle((0, 114, 178), "hexagon", "ui.seat.blue"),
]

DEFAULT_FONTS: dict[str, str] = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "title": "AveriaSerifGWF-Bold.ttf",
}
DEFAULT_FONT_SIZES: dict[str, int] = {"small": 15, "body": 19, "large": 25, "title": 46}
DEFAULT_SPACING: dict[str, int] = {"xs": 4, "s": 8, "m": 12, "l": 20, "xl": 32}
DEFAULT_RADIUS: dict[str, int] = {"small": 6, "medium": 10, "large": 16}
DEFAULT_ANIMATION: dict[str, float] = {
    "hover": 0.12,
    "card_move": 0.30,
    "card_lift": 0.12,
    "die_roll": 0.60,
    "meter": 0.35,
    "toast_slide": 0.25,
    "toast_hold": 2.60,
    "tooltip_delay": 0.55,
    "counter_bump": 0.30,
}
DEFAULT_CARD_SIZE: tuple[int, int] = (120, 168)

_MAGENTA: Colour = (255, 0, 255)


@dataclass
class Theme:
    """Everything the widgets need to look alike.

    ``problem`` is ``None`` for a clean load, otherwise a human-readable (English,
    developer-facing) description of what was wrong and fell back to defaults.
    """

    colours: dict[str, Colour] = field(default_factory=lambda: dict(DEFAULT_COLOURS))
    seats: list[SeatStyle] = field(default_factory=lambda: list(DEFAULT_SEATS))
    fonts: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_FONTS))
    fonts_by_language: dict[str, dict[str, str]] = field(default_factory=dict)  # a language's own faces (ja, ru titles)
    font_sizes: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_FONT_SIZES))
    spacing: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_SPACING))
    radius: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_RADIUS))
    animation: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_ANIMATION))
    card_size: tuple[int, int] = DEFAULT_CARD_SIZE
    source: str = "<built-in>"
    problem: str | None = None
    as_loaded: tuple | None = None  # (font sizes, seats) before the text size and symbols setting (App.apply_settings)

    # -- look-ups (never raise: an unknown name shows as magenta / a default) --
    def colour(self, name: str) -> Colour:
        """The colour called ``name``; unknown names give loud magenta."""
        return self.colours.get(name, DEFAULT_COLOURS.get(name, _MAGENTA))

    def seat(self, index: int) -> SeatStyle:
        """The style of seat ``index`` (wraps around if there are more seats)."""
        seats = self.seats or DEFAULT_SEATS
        return seats[index % len(seats)]

    def font_file(self, weight: str, language: str | None = None) -> str:
        """The font file drawing ``weight`` (regular/bold/title) in ``language`` (default:
        the language shown now): the language's own face, else the default one."""
        if language is None:
            from ghostparlor.core.strings import language as current

            language = current()
        own = self.fonts_by_language.get(language, {})
        return own.get(weight) or self.fonts.get(weight) or own.get("regular") or self.fonts.get("regular", "")

    def font_size(self, role: str | int) -> int:
        """Pixel size for a role (small/body/large/title) or an explicit int."""
        if isinstance(role, int):
            return role
        return self.font_sizes.get(role, DEFAULT_FONT_SIZES.get(role, DEFAULT_FONT_SIZES["body"]))

    def space(self, name: str) -> int:
        return self.spacing.get(name, DEFAULT_SPACING.get(name, 8))

    def corner(self, name: str = "medium") -> int:
        return self.radius.get(name, DEFAULT_RADIUS.get(name, 8))

    def duration(self, name: str) -> float:
        return self.animation.get(name, DEFAULT_ANIMATION.get(name, 0.25))


# ----------------------------------------------------------------------------- parsing


def _parse_colour(value: Any) -> Colour | None:
    if isinstance(value, str):
        text = value.strip().lstrip("#")
        if len(text) in (6, 8):
            try:
                return tuple(int(text[i : i + 2], 16) for i in range(0, len(text), 2))
            except ValueError:
                return None
        return None
    if isinstance(value, (list, tuple)) and len(value) in (3, 4):
        if all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255 for c in value):
            return tuple(value)
    return None


def _section(raw: dict[str, Any], key: str, problems: list[str]) -> dict[str, Any]:
    value = raw.get(key, {})
    if value is None:
        return {}
    if not isinstance(value, dict):
        problems.append(f"{key}: expected a mapping, found {type(value).__name__}")
        return {}
    return value


def _merge_numbers(
    raw: dict[str, Any],
    key: str,
    target: dict[str, Any],
    kind: type,
    minimum: float,
    problems: list[str],
    maximum: float = 1000,
) -> None:
    for name, value in _section(raw, key, problems).items():
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) and minimum <= value <= maximum
        if ok and kind is int:
            ok = float(value).is_integer()
        if not ok:
            problems.append(f"{key}.{name}: expected a number from {minimum} to {maximum}, found {str(value)[:40]}")
            continue
        target[str(name)] = kind(value)


def theme_from_mapping(raw: Any, source: str = "<mapping>") -> Theme:
    """Build a theme from parsed YAML; bad parts keep defaults and are reported."""
    theme = Theme(source=source)
    problems: list[str] = []
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        theme.problem = f"{source}: expected a mapping at the top, found {type(raw).__name__}"
        return theme

    for name, value in _section(raw, "colours", problems).items():
        colour = _parse_colour(value)
        if colour is None:
            problems.append(f"colours.{name}: expected [r, g, b] or [r, g, b, a] in 0..255, found {value!r}")
        else:
            theme.colours[str(name)] = colour

    seats_raw = raw.get("seats")
    if seats_raw is not None:
        if not isinstance(seats_raw, list) or not seats_raw:
            problems.append("seats: expected a non-empty list")
        else:
            seats: list[SeatStyle] = []
            for i, item in enumerate(seats_raw):
                fallback = DEFAULT_SEATS[i % len(DEFAULT_SEATS)]
                if not isinstance(item, dict):
                    problems.append(f"seats[{i}]: expected a mapping")
                    seats.append(fallback)
                    continue
                colour = _parse_colour(item.get("colour"))
                if colour is None:
                    problems.append(f"seats[{i}].colour: bad colour {item.get('colour')!r}")
                    colour = fallback.colour
                shape = item.get("shape", fallback.shape)
                if shape not in SHAPES:
                    problems.append(f"seats[{i}].shape: expected one of {', '.join(SHAPES)}, found {shape!r}")
                    shape = fallback.shape
                seats.append(SeatStyle(colour, shape, str(item.get("name_key", fallback.name_key))))
            theme.seats = seats

    for name, value in _section(raw, "fonts", problems).items():
        if not isinstance(value, str) or not value.strip():
            problems.append(f"fonts.{name}: expected a file name, found {value!r}")
        else:
            theme.fonts[str(name)] = value.strip()

    for language, faces in _section(raw, "fonts_by_language", problems).items():
        if not isinstance(faces, dict):
            problems.append(f"fonts_by_language.{language}: expected a mapping of weight to file name")
            continue
        for name, value in faces.items():
            if not isinstance(value, str) or not value.strip():
                problems.append(f"fonts_by_language.{language}.{name}: expected a file name, found {value!r}")
            else:
                theme.fonts_by_language.setdefault(str(language), {})[str(name)] = value.strip()

    _merge_numbers(raw, "font_sizes", theme.font_sizes, int, 6, problems, maximum=200)  # a huge font is gigabytes
    _merge_numbers(raw, "spacing", theme.spacing, int, 0, problems)
    _merge_numbers(raw, "radius", theme.radius, int, 0, problems)
    _merge_numbers(raw, "animation", theme.animation, float, 0, problems, maximum=60)

    card = raw.get("card_size")
    if card is not None:
        if (
            isinstance(card, (list, tuple))
            and len(card) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and 8 <= v <= 1000 for v in card)
        ):
            theme.card_size = (card[0], card[1])
        else:
            problems.append(f"card_size: expected [width, height], found {card!r}")

    if problems:
        theme.problem = f"{source}: " + "; ".join(problems)
    return theme


def load_theme(path: str | Path | None = None) -> Theme:
    """Load the theme from ``path`` (default ``data/theme.yaml``); never raises."""
    target = Path(path) if path is not None else data_path("theme.yaml")
    source = str(target)
    from ghostparlor.persistence.yaml_cache import YamlError, load_yaml_file_cached

    try:
        raw = load_yaml_file_cached(target)
    except FileNotFoundError:
        return Theme(source="<built-in>", problem=f"{source}: file not found; using the built-in theme")
    except (OSError, UnicodeDecodeError) as exc:
        return Theme(source="<built-in>", problem=f"{source}: cannot read ({exc}); using the built-in theme")
    except YamlError as exc:
        where = f" line {exc.line}" if exc.line is not None else ""
        return Theme(source="<built-in>", problem=f"{source}:{where} invalid YAML; using the built-in theme")
    except ValueError as exc:  # reading.Damaged: a folder, too large, not a regular file
        return Theme(source="<built-in>", problem=f"{source}: {exc}; using the built-in theme")
    try:
        return theme_from_mapping(raw, source)
    except Exception as exc:  # defensive: a theme must never stop the app
        return Theme(source="<built-in>", problem=f"{source}: {exc!r}; using the built-in theme")


_current: Theme | None = None


def get_theme() -> Theme:
    """The current theme (loaded from data/theme.yaml on first use)."""
    global _current
    if _current is None:
        _current = load_theme()
    return _current


def set_theme(theme: Theme | None) -> None:
    """Replace the current theme (``None`` reloads from file on next use)."""
    global _current
    _current = theme
