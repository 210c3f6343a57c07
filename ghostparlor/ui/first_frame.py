"""The title's first frame, kept from the last start (start-up time).

Building and drawing the title costs about half as much as importing pygame:
five pictures, some thirty lines of antialiased text, the background, and the
modules behind them. Its first frame never depends on the player's saves (the
unfinished game is looked up after it), only on the version, the settings, the
strings, the art and the code, so the picture drawn at the last start goes on
screen right after the window opens, while the title scene is built and draws
itself for real a frame later. Its key names everything the picture depends on; any change, or any problem
with the file, simply means the title is drawn as usual (and the picture renewed).

The picture is raw 32-bit pixels, bytes B, G, R, A: the memory of the canvas in the usual
display format (XRGB8888), so :func:`show` reads the file straight into the canvas, with
no copy to convert (0.6 ms against 1.9 for 24-bit RGB read and converted). Another canvas
format is converted as before. The file keeps its old name ``title-frame.rgb`` so that a
picture of an older version is replaced, not left behind (its size no longer matches).
"""

from __future__ import annotations

import io
import os
import stat
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


_KEPT_SUFFIXES = (".py", ".png", ".bmp", ".ttf", ".yaml")


def frame_key(settings, language: str, size: tuple[int, int]) -> str:
    """Everything the title's first frame depends on, as one line."""
    with_time = not getattr(sys, "frozen", False)  # a frozen build is rebuilt (new version) to change
    parts = [__version__, f"{size[0]}x{size[1]}", language, repr(settings)]
    for path in (data_path("locale", "ghostparlor.pot"), data_path("locale", f"{language}.po"), data_path("theme.yaml")):
        parts.append(_stamp(path, with_time))
    for folder in (art_path("title"), art_path("common"), art_path("fonts"), _CODE / "scenes", _CODE / "ui", _CODE / "games"):
        try:  # os.scandir: a hundred files without a Path each (start-up time)
            with os.scandir(folder) as found:
                entries = sorted((e.name, e) for e in found if e.name.endswith(_KEPT_SUFFIXES))
        except OSError:
            parts.append(_stamp(folder, with_time))
            continue
        for name, entry in entries:
            try:
                st = entry.stat()
            except OSError:
                parts.append(f"{name}:-")
                continue
            parts.append(f"{name}:{st.st_size}:{st.st_mtime_ns if with_time else 0}")
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


PIXELS = "BGRA"  # pygame's name for the byte order of the picture kept


def picture_bytes(size: tuple[int, int]) -> int:
    """The exact size of a kept picture of ``size``."""
    return size[0] * size[1] * len(PIXELS)


def load(key: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The kept picture when it was drawn under exactly ``key`` at ``size``, else None. A
    damaged picture or key is derived data: it is not read (never more than the picture's
    exact size) and is replaced by the next save."""
    from ghostparlor.persistence.reading import read_bytes

    try:
        image, stamp = _files()
        if _read_key(stamp) != key:
            return None
        expected = picture_bytes(size)
        data = read_bytes(image, expected)
        if len(data) != expected:
            return None
        return pygame.image.frombuffer(data, size, PIXELS)
    except (OSError, pygame.error, ValueError):
        return None


def _native(canvas: pygame.Surface) -> bool:
    """Whether the canvas's memory is laid out as the picture is (XRGB8888, no row padding)."""
    return (sys.byteorder == "little" and canvas.get_bitsize() == 32 and canvas.get_masks()[:3] == (0xFF0000, 0xFF00, 0xFF)
            and canvas.get_pitch() == canvas.get_width() * 4)


def _read_into(image: Path, canvas: pygame.Surface) -> bool:
    """The picture file read straight into the canvas's pixels: True when it had exactly
    their size (a regular file, opened without blocking, as core/reading.py reads)."""
    expected = picture_bytes(canvas.get_size())
    fd = os.open(image, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size != expected:
            return False
        view = canvas.get_view("0")  # the surface is locked while its memory is lent
        try:
            pixels = memoryview(view)
            try:
                with io.FileIO(fd, closefd=False) as raw:
                    got = 0
                    while got < expected:
                        n = raw.readinto(pixels[got:])
                        if not n:
                            break
                        got += n
                    return got == expected and not os.read(fd, 1)
            finally:
                pixels.release()
        finally:
            del view
    finally:
        os.close(fd)


def show(key: str, canvas: pygame.Surface) -> bool:
    """Put the kept picture on ``canvas`` when it was drawn under exactly ``key`` at the
    canvas's size; False (the canvas maybe half drawn over: the title draws it all) when not."""
    if not _native(canvas):
        kept = load(key, canvas.get_size())
        if kept is None:
            return False
        canvas.blit(kept, (0, 0))
        return True
    try:
        image, stamp = _files()
        return _read_key(stamp) == key and _read_into(image, canvas)
    except (OSError, pygame.error, ValueError, BufferError):
        return False


def save(key: str, surface: pygame.Surface) -> None:
    """Keep ``surface`` as the picture for ``key`` (quietly does nothing on any error)."""
    from ghostparlor.persistence.cache_file import write_bytes_quietly, write_quietly

    try:
        image, stamp = _files()
        pixels = pygame.image.tobytes(surface, PIXELS)
        image.parent.mkdir(parents=True, exist_ok=True)
        stamp.unlink(missing_ok=True)  # never a new key beside an old picture, nor the reverse
        if write_bytes_quietly(image, pixels):  # each in one rename: never opened where a pipe or a link may be
            write_quietly(stamp, key)
    except (OSError, pygame.error, ValueError):
        pass
