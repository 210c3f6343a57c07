"""Text from outside (a file's name, a value a file holds) made safe to print on one line.

A file name may hold a newline, a terminal escape (``\\x1b[31m`` turns the terminal red,
others move the cursor or retitle the window) or a right-to-left override; printed as it
is, it forges or hides lines of a message. :func:`shown_name` prints such a name
repr-style (quoted, escaped); :func:`escaped` escapes only the characters that are not
printable, for a message that quotes file content; :func:`cut` keeps a value short.
"""

from __future__ import annotations

import os
import re
from typing import Any

NAME_LIMIT = 200  # characters of a file name or path shown
VALUE_LIMIT = 80  # characters of a value a file holds, quoted in a message


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 3)] + "..."


def shown_name(path: str | os.PathLike[str] | bytes | Any, limit: int = NAME_LIMIT) -> str:
    """``path`` as printed in a message: unchanged when every character is printable, else
    repr-style (``'bad\\nname\\x1b[31m.json'``); at most about ``limit`` characters."""
    try:
        text = os.fsdecode(path) if isinstance(path, (str, bytes, os.PathLike)) else str(path)
    except (TypeError, ValueError):
        text = repr(path)
    short = _cut(text, limit)
    return short if short.isprintable() else repr(short)


def escaped(text: str, limit: int | None = None) -> str:
    """``text`` on one line with every character that is not printable escaped as repr
    would (``\\n``, ``\\x1b``, ``\\u202e``) and the rest as it is; cut to ``limit``."""
    if limit is not None:
        text = _cut(text, limit)
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def cut(value: Any, limit: int = VALUE_LIMIT) -> str:
    """``value``'s text cut to ``limit`` characters (``...`` at the end), escaped: for a value
    a file holds, quoted in a message (never the whole of a huge one)."""
    text = value if isinstance(value, str) else repr(value)
    return escaped(_cut(text, limit))


_LONG_QUOTED = re.compile(r"""'[^'\n]{%d,}'|"[^"\n]{%d,}\"""" % (VALUE_LIMIT + 1, VALUE_LIMIT + 1))
_LONG_RUN = re.compile(r"\S{%d,}" % (NAME_LIMIT + 1))


def short_message(message: str, limit: int = 600) -> str:
    """A message that may quote huge values made short: a quoted value over VALUE_LIMIT
    characters is cut to it, any run of over NAME_LIMIT characters without a space too,
    the whole to ``limit``; then escaped (one line, nothing a terminal obeys). Linear in the
    message's length (a message quoting a 1 MB value takes milliseconds)."""
    message = _LONG_QUOTED.sub(lambda m: m.group(0)[: VALUE_LIMIT - 3] + "..." + m.group(0)[0], message)
    message = _LONG_RUN.sub(lambda m: m.group(0)[: NAME_LIMIT - 3] + "...", message)
    return escaped(message, limit)
