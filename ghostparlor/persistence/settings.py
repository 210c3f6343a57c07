"""The player's settings, stored as YAML in :func:`~ghostparlor.persistence.paths.settings_file`.

Loading never fails: a missing file gives the defaults; a damaged file (not
YAML, not a mapping, or holding a wrong-typed / out-of-range value) is set
aside under a ``.damaged-<time>`` name, the unusable values fall back to their
defaults, and a one-line notice for the player is returned. Keys this version
does not know are kept in :attr:`Settings.extra` and written back, so settings
from a newer version survive a round trip through an older one.

The rules for every value live in one place, :func:`_clean`.

Two windows on one user folder (docs/files.md, "Two copies at once"): the process
remembers the values it last read from or wrote to the file; :func:`save_settings`, under
the folder's lock, reads the file again and writes this window's changed values over
the other window's, keeping what the other window changed (per game id in the
remembered seats and the notes).
"""

from __future__ import annotations

import dataclasses
import math
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ghostparlor.core.strings import Said
from ghostparlor.persistence.reading import MAX_YAML_BYTES, Damaged
from ghostparlor.persistence.yaml_cache import YamlError, load_yaml_file_cached

from ghostparlor.persistence.paths import settings_file



class _LazyLog:
    """logging is imported only when something is worth logging (start-up time)."""

    def warning(self, *args) -> None:
        import logging

        logging.getLogger(__name__).warning(*args)


log = _LazyLog()

FORMAT = 1
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANIMATION_SPEED = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}  # times the tweens' speed (0: at once)
BOT_SPEEDS = ("slow", "normal", "fast", "instant")  # how long each bot move stays in view (see BOT_SPEED)
BOT_SPEED = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}  # times each move's time in view
UI_SCALES = (0.75, 1.0, 1.25, 1.5)
COACH_MODES = ("off", "first_game", "always")  # first_game: on in a person's first game of each game
_LANGUAGE = re.compile(r"[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*")


@dataclass
class Settings:
    """Everything the player can set. Values are checked when loaded and when saved."""

    master_volume: int = 80  # 0-100
    effects_volume: int = 80  # 0-100
    music_volume: int = 45  # 0-100: the title's and each game's theme (times the master volume)
    fullscreen: bool = False
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    reduce_motion: bool = False  # animations become short fades (the results' moment, spotlights)
    colourblind_symbols: bool = True
    explain_bot_moves: bool = False
    confirm_moves: bool = False  # a click on a card or tile selects it; a second click or Enter plays it
    ui_scale: float = 1.0  # one of UI_SCALES
    bot_pace_seconds: float = 0.8  # 0.0-3.0: an ordinary bot move's time in view at normal bot speed
    bot_speed: str = "normal"  # one of BOT_SPEEDS: bigger moves (a pile taken, a room resolved) stay longer
    language: str = "en"
    coach: str = "first_game"  # one of COACH_MODES: the coach's notes after a person's move
    thinking_cores: int = 0  # 0-64: worker processes of the search bots; 0: the machine's cores minus one
    notes: dict[str, Any] = field(default_factory=dict)  # game id -> True: the side panel shows the notes
    last_players: dict[str, Any] = field(default_factory=dict)  # game id -> seat set-up (plain data)
    extra: dict[Any, Any] = field(default_factory=dict)  # unknown keys from the file, written back as-is

    def validated(self) -> Settings:
        """A checked copy: numbers are clamped into range (ui_scale snaps to the
        nearest allowed step); any other invalid value raises ValueError."""
        values = {name: _clean(name, getattr(self, name), clamp=True) for name in _NAMES}
        return Settings(**values, extra=dict(self.extra))


_NAMES = tuple(f.name for f in dataclasses.fields(Settings) if f.name != "extra")

_RANGES = {"master_volume": (0, 100), "effects_volume": (0, 100), "music_volume": (0, 100), "bot_pace_seconds": (0.0, 3.0), "thinking_cores": (0, 64)}
_SWITCHES = ("fullscreen", "colourblind_symbols", "explain_bot_moves", "confirm_moves", "reduce_motion")


def _plain(value: Any) -> Any:
    """A copy of ``value`` made of YAML-safe plain data (tuples become lists), or ValueError."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        if not all(k is None or isinstance(k, (str, bool, int, float)) for k in value):
            raise ValueError("mapping keys must be plain scalars")
        return {k: _plain(v) for k, v in value.items()}
    raise ValueError(f"{type(value).__name__} is not plain data")


def _number(value: Any) -> int | float:
    """``value`` if it is a finite int or float (not a bool), else ValueError."""
    try:
        finite = not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value)
    except OverflowError:  # an int too large for a float
        finite = False
    if not finite:
        raise ValueError(f"{value!r} is not a finite number")
    return value


def _clean(name: str, value: Any, *, clamp: bool) -> Any:
    """The canonical form of setting ``name``, or ValueError if ``value`` is unusable.

    This is the single definition of every setting's type and range. With
    ``clamp`` an out-of-range number is pulled into range (for values the game
    itself produced, e.g. from a slider); without it (reading a file) it is an error.
    """
    if name in _RANGES:
        low, high = _RANGES[name]
        number = _number(value)
        whole = isinstance(low, int)
        if not clamp and whole and not isinstance(number, int):
            raise ValueError(f"{value!r} is not a whole number")
        if not clamp and not low <= number <= high:
            raise ValueError(f"{value!r} is outside {low}-{high}")
        number = min(max(number, low), high)
        return round(number) if whole else float(number)
    if name == "ui_scale":
        number = _number(value)
        if not clamp and number not in UI_SCALES:
            raise ValueError(f"{value!r} is not one of {UI_SCALES}")
        return min(UI_SCALES, key=lambda step: abs(step - number))
    if name in _SWITCHES:
        if not isinstance(value, bool):
            raise ValueError(f"{value!r} is not true/false")
        return value
    if name == "bot_speed":
        if value not in BOT_SPEEDS:
            raise ValueError(f"{value!r} is not one of {BOT_SPEEDS}")
        return value
    if name == "animation_speed":
        if value not in ANIMATION_SPEEDS:
            raise ValueError(f"{value!r} is not one of {ANIMATION_SPEEDS}")
        return value
    if name == "language":
        if not isinstance(value, str) or not _LANGUAGE.fullmatch(value):
            raise ValueError(f"{value!r} is not a language code")
        return value
    if name == "coach":
        if value not in COACH_MODES:
            raise ValueError(f"{value!r} is not one of {COACH_MODES}")
        return value
    if name == "notes":
        if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, bool) for k, v in value.items()):
            raise ValueError("notes is not a mapping of game ids to true/false")
        return dict(value)
    if name == "last_players":
        if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
            raise ValueError("last_players is not a mapping of game ids")
        return _plain(value)
    raise KeyError(name)


def system_language(offered: tuple[str, ...] = ("en", "es", "ja", "ru")) -> str:
    """The person's language from the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then
    the locale; on Windows the user's interface language) when it is one offered, else "en"."""
    by_name = {"japanese": "ja", "spanish": "es", "russian": "ru", "english": "en"}

    def codes(name: str) -> list[str]:
        return [by_name.get(c, c) for c in (p.strip().lower().replace("-", "_").split("_")[0].split(".")[0]
                                             for p in name.split(":")) if c not in ("c", "posix", "")]

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):  # the first that names a language decides
        found = codes(os.environ.get(var, ""))
        if found:
            return next((c for c in found if c in offered), "en")  # a LANGUAGE list: its first offered
    if sys.platform != "win32":
        # the locale's own name first: when it is plainly one offered, or C/POSIX (English either
        # way), locale's normalising (a 1 ms import, its alias table) could not change the answer
        import _locale

        try:
            found = codes(_locale.setlocale(_locale.LC_CTYPE))
        except (AttributeError, _locale.Error):
            found = ["?"]
        if not found:
            return "en"
        if found[0] in offered:
            return found[0]
    import locale

    names = []
    if sys.platform == "win32":
        try:
            import ctypes

            names.append(locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage(), ""))
        except (AttributeError, OSError):
            pass
    try:
        names.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for name in names:
        found = codes(name)
        if found:
            return next((c for c in found if c in offered), "en")
    return "en"


def _set_aside(path: Path, reason: str) -> tuple[bool, str]:
    """Set the damaged file aside (the one failure path of every reader); return whether it
    moved and what became of it, for the notice."""
    from ghostparlor.persistence.reading import set_aside_damaged

    damage = set_aside_damaged(path, reason)
    return damage.kept is not None, damage.fate


_known: dict[str, dict[str, Any]] = {}  # a settings file -> the values this process last read from it or wrote to it


def _values(settings: Settings) -> dict[str, Any]:
    import copy

    return copy.deepcopy({**{name: getattr(settings, name) for name in _NAMES}, "extra": settings.extra})


def _theirs(path: Path) -> dict[str, Any] | None:
    """The usable values of the file as it is now (None when there is no usable file)."""
    try:
        data = load_yaml_file_cached(path, max_bytes=MAX_YAML_BYTES)
    except (YamlError, Damaged, OSError):
        return None
    if not isinstance(data, dict):
        return None
    out: dict[str, Any] = {"extra": {k: v for k, v in data.items() if k not in _NAMES and k != "format"}}
    for name in _NAMES:
        if name in data:
            try:
                out[name] = _clean(name, data[name], clamp=False)
            except Exception:  # noqa: BLE001 - a bad value there: this window's stands
                pass
    return out


def _merged(settings: Settings, base: dict[str, Any], theirs: dict[str, Any]) -> Settings:
    """This window's values where it changed them since ``base``, the file's elsewhere;
    mappings (remembered seats, notes, unknown keys) key by key."""
    mine = _values(settings)
    values: dict[str, Any] = {}
    for name, value in mine.items():
        was = base.get(name)
        if name not in theirs:
            values[name] = value
        elif isinstance(value, dict) and isinstance(was, dict) and isinstance(theirs[name], dict):
            out = dict(theirs[name])
            for key in set(value) | set(was):
                if key in value and (key not in was or value[key] != was[key]):
                    out[key] = value[key]
                elif key not in value:
                    out.pop(key, None)
            values[name] = out
        else:
            values[name] = theirs[name] if value == was else value
    extra = values.pop("extra")
    return Settings(**values, extra=extra)


def load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, str | None]:
    """Read the settings; return them with a one-line notice for the player, or None
    (the values read are remembered: :func:`save_settings` merges against them)."""
    settings, notice = _load_settings(path)
    try:
        _known[os.path.abspath(Path(path) if path is not None else settings_file())] = _values(settings)
    except OSError:
        pass
    return settings, notice


def _load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, str | None]:
    """Read the settings; return them with a one-line notice for the player, or None.

    Never raises for a bad file: see the module docstring. When only some values
    were bad, the repaired settings are written back at once so the good values
    are not lost if the game stops before its next save. The file is read with the
    discipline of reading.py: at most MAX_YAML_BYTES, a regular file, bounded nesting,
    no aliases; anything else is a damaged file, set aside.
    """
    try:
        path = Path(path) if path is not None else settings_file()
    except OSError as exc:  # the settings folder cannot be made (a file in its place, no permission)
        log.warning("no settings folder: %s", exc)
        return Settings(), Said("notice.settings_no_folder")
    problem = None
    try:
        data = load_yaml_file_cached(path, max_bytes=MAX_YAML_BYTES)
        if not isinstance(data, dict):
            problem = f"not a mapping but {type(data).__name__}"
    except FileNotFoundError:  # the first start: the system's language when the app has it
        return Settings(language=system_language()), None
    except YamlError as exc:
        problem = f"not valid YAML: {exc}"
    except Damaged as exc:  # too large, a folder, not a regular file
        problem = str(exc)
    except OSError as exc:  # unreadable: set aside too, or the next save would replace it
        problem = f"it cannot be read ({exc.strerror or exc})"
    if problem:
        _, fate = _set_aside(path, problem)
        return Settings(), Said("notice.settings_damaged", fate=fate)

    values: dict[str, Any] = {}
    bad: list[str] = []
    for name in _NAMES:
        if name in data:
            try:
                values[name] = _clean(name, data[name], clamp=False)
            except Exception as exc:  # noqa: BLE001 - any value a file holds that the rules cannot take
                log.warning("setting %s in %s: %s", name, path, exc)
                bad.append(name)
    extra = {k: v for k, v in data.items() if k not in _NAMES and k != "format"}
    settings = Settings(**values, extra=extra)
    if not bad:
        return settings, None
    moved, fate = _set_aside(path, "bad values: " + ", ".join(bad))
    if moved:  # write the repaired file so the good values persist
        try:
            save_settings(settings, path)
        except (OSError, ValueError) as exc:
            log.warning("could not rewrite %s: %s", path, exc)
    listed = ", ".join(name.replace("_", " ") for name in bad)
    return settings, Said("notice.settings_invalid", listed=listed, fate=fate)


def dump_settings(settings: Settings) -> str:
    """The YAML text of ``settings``: ``format`` first, then known keys, then unknown ones."""
    import yaml  # only when writing: reading goes through the parse cache

    checked = settings.validated()
    data: dict[Any, Any] = {"format": FORMAT}
    data.update({name: getattr(checked, name) for name in _NAMES})
    data.update({k: v for k, v in checked.extra.items() if k not in data})
    head = "# ghostparlor settings (edit only while the game is closed)\n"
    for flow in (False, True):  # block style; when that is too large (deep, many small parts), flow style
        try:  # allow_unicode=False: PyYAML mangles raw U+0085/U+2028 in plain text; escapes are exact
            text = head + yaml.safe_dump(data, sort_keys=False, allow_unicode=False, default_flow_style=flow,
                                         width=80 if not flow else 1 << 30)  # flow: one line, no indentation
        except yaml.YAMLError as exc:  # an extra value that is not plain data
            raise ValueError(f"settings cannot be written as YAML: {exc}") from exc
        if len(text) <= MAX_YAML_BYTES:  # ASCII (allow_unicode=False): characters are bytes
            return text
    # never a file the next start would refuse as too large: the file there stays as it is
    raise ValueError(f"they would be too large to read back ({len(text) // 1024} KB; at most {MAX_YAML_BYTES // 1024} KB)")


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> None:
    """Write ``settings`` atomically (the previous file is kept as ``.bak``).

    Raises ValueError for a value that cannot be stored (see :meth:`Settings.validated`)
    and OSError if the file cannot be written; the old file is then untouched.
    """
    path = Path(path) if path is not None else settings_file()
    from ghostparlor.persistence.atomic import atomic_write_text
    from ghostparlor.persistence.locking import folder_lock

    key = os.path.abspath(path)
    with folder_lock(path.parent):  # another window's changes since this one read the file are kept
        base, theirs = _known.get(key), None
        if base is not None:
            theirs = _theirs(path)
        atomic_write_text(path, dump_settings(_merged(settings, base, theirs) if theirs is not None else settings))
    _known[key] = _values(settings)
