"""The title's first frame, kept from the last start (start-up time).

Building and drawing the title costs about half as much as importing pygame:
five pictures, some thirty lines of antialiased text, the background, and the
modules behind them. Its first frame never depends on the player's saves (the
unfinished game is looked up after it), only on the version, the settings, the
strings, the art and the code, so the picture drawn at the last start goes on
screen right after the window opens, while the title scene is built and draws
itself for real a frame later. Its key names everything the picture depends on; any change, or any problem
with the file, simply means the title is drawn as usual (and the picture renewed).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from ghostparlor import __version__
from ghostparlor.resources import art_path, data_path

_CODE = Path(__file__).resolve().parent.parent  # the ghostparlor package


def _stamp(path: Path, with_time: bool) -> str:
    try:
        st = path.stat()
    except OSError:
        return f"{path.name}:-"
    return f"{path.name}:{st.st_size}:{st.st_mtime_ns if with_time else 0}"


def frame_key(settings, language: str, size: tuple[int, int]) -> str:
    """Everything the title's first frame depends on, as one line."""
    with_time = not getattr(sys, "frozen", False)  # a frozen build is rebuilt (new version) to change
    files = [data_path("locale", "ghostparlor.pot"), data_path("locale", f"{language}.po"), data_path("theme.yaml")]
    for folder in (art_path("title"), art_path("common"), art_path("fonts"), _CODE / "scenes", _CODE / "ui", _CODE / "games"):
        try:
            files.extend(sorted(p for p in folder.iterdir() if p.suffix in (".py", ".png", ".bmp", ".ttf", ".yaml")))
        except OSError:
            files.append(folder)
    parts = [__version__, f"{size[0]}x{size[1]}", language, repr(settings)]
    parts.extend(_stamp(p, with_time) for p in files)
    return "|".join(parts)


def _files() -> tuple[Path, Path]:
    from ghostparlor.persistence.yaml_cache import cache_dir

    folder = cache_dir()
    return folder / "title-frame.rgb", folder / "title-frame.key"


MAX_KEY_BYTES = 1024 * 1024  # a real key is a few KB


def _read_key(stamp: Path) -> str | None:
    from ghostparlor.persistence.reading import read_bytes

    try:
        return read_bytes(stamp, MAX_KEY_BYTES).decode("utf-8")
    except (OSError, ValueError):  # missing, unreadable, a folder, too large, not UTF-8: no picture
        return None


def kept_key() -> str | None:
    """The key of the picture kept now (None when there is none)."""
    try:
        return _read_key(_files()[1])
    except OSError:
        return None


def load(key: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The kept picture (raw RGB, the fastest to read back) when it was drawn under
    exactly ``key`` at ``size``, else None. A damaged picture or key is derived data: it
    is not read (never more than the picture's exact size) and is replaced by the next save."""
    from ghostparlor.persistence.reading import read_bytes

    try:
        image, stamp = _files()
        if _read_key(stamp) != key:
            return None
        expected = size[0] * size[1] * 3
        data = read_bytes(image, expected)
        if len(data) != expected:
            return None
        return pygame.image.frombuffer(data, size, "RGB")
    except (OSError, pygame.error, ValueError):
        return None


def save(key: str, surface: pygame.Surface) -> None:
    """Keep ``surface`` as the picture for ``key`` (quietly does nothing on any error)."""
    tmp = None
    try:
        image, stamp = _files()
        image.parent.mkdir(parents=True, exist_ok=True)
        stamp.unlink(missing_ok=True)  # never a new key beside an old picture, nor the reverse
        tmp = image.with_name(f"title-frame.{os.getpid()}.tmp")
        tmp.write_bytes(pygame.image.tobytes(surface, "RGB"))
        os.replace(tmp, image)
        tmp = None
        stamp.write_text(key, encoding="utf-8")
    except (OSError, pygame.error, ValueError):
        pass
    finally:
        if tmp is not None:
            try:
                tmp.unlink()
            except OSError:
                pass
