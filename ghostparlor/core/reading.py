"""Reading any untrusted text within limits (docs/files.md): the part of the reading
discipline that needs no user folder, shared by game content (core/content.py), the
string table and the per-user files (persistence/reading.py adds setting damaged files
aside).

:func:`read_bytes` opens a regular file without blocking and refuses one over the
reader's limit; :func:`parse_json` and :func:`check_plain` refuse nesting beyond a limit,
NaN and Infinity, whole numbers beyond 64 bits and text that cannot be written back;
:func:`load_yaml` reads YAML within bounds (parts, time, depth, and its size once its
aliases are followed, texts counted at every use); :class:`Damaged` says why.
"""

from __future__ import annotations

import math
import os
import re
import stat
import time
from itertools import accumulate
from typing import Any


MB = 1024 * 1024
MAX_JSON_BYTES = 2 * MB  # a save, a finished game, the statistics, a record: real ones are < 100 KB
MAX_YAML_BYTES = 256 * 1024  # the settings: a real file is < 2 KB
MAX_DEPTH = 32  # real files nest at most 6 levels
MAX_INT = 2**63  # whole numbers the files hold (counts, seeds, scores) are far below


class Damaged(ValueError):
    """A file that cannot be used; the message is one line for the person ("it is ...")."""


def one_line(exc: BaseException, limit: int = 160) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _size(n: int) -> str:
    return f"{n / MB:.1f} MB" if n >= MB else f"{max(1, n // 1024)} KB"


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    Raises FileNotFoundError when there is nothing there, Damaged when it is not a
    regular file or is larger than ``limit``, OSError when it cannot be read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # non-blocking: a pipe planted as a file never hangs the reader
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise Damaged("it is a folder, not a file")
        if not stat.S_ISREG(st.st_mode):
            raise Damaged("it is not a regular file")
        if st.st_size > limit:
            raise Damaged(f"it is too large ({_size(st.st_size)}; at most {_size(limit)} is read)")
        chunks, total = [], 0
        while True:  # the file may grow while it is read: never read past the limit
            # the size it has in one read (a byte more: growth shows), then by the megabyte: one
            # buffer of the right size, not megabytes joined or cut down (2.7 MB: 2.6 -> 1.2 ms)
            want = st.st_size + 1 - total if total <= st.st_size else MB
            chunk = os.read(fd, min(want, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise Damaged(f"it is too large (over {_size(limit)})")
        return b"".join(chunks)
    finally:
        os.close(fd)


def decode_text(raw: bytes | str) -> str:
    if isinstance(raw, str):
        return raw
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Damaged(f"it is not UTF-8 text (byte {exc.start})") from None


# A JSON string, or an unterminated one running to the end: possessive, so each character is
# looked at once (a document of quotes and backslashes is still scanned in linear time).
_JSON_STRING = re.compile(r'"(?:[^"\\]++|\\.?)*+(?:"|\Z)', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]++")
_LONG_NUMBER = re.compile(r"\d{19,}")  # a number of 19 digits or more, outside strings (2**63 has 19)
_DELTA = {"[": 1, "{": 1, "]": -1, "}": -1}


def _outside_strings(text: str) -> str:
    return _JSON_STRING.sub("", text)


def _nesting(outside: str) -> int:
    return max(accumulate(map(_DELTA.__getitem__, _NOT_BRACKET.sub("", outside))), default=0)


def _refuse_constant(name: str) -> Any:
    raise Damaged(f"it holds {name}, which is not a number ghostparlor writes")


def parse_json(raw: bytes | str, max_depth: int = MAX_DEPTH, numbers: bool = True) -> Any:
    """The data of a JSON document, checked: raises Damaged with a one-line reason.

    In about the time of one parse and one re-encoding, both in C (a 2 MB document of a
    million empty lists takes well under a second): a nesting deeper than ``max_depth``
    is refused before parsing; NaN and Infinity, numbers that overflow to infinity (1e400)
    and text that cannot be written back (lone surrogates) are refused; with ``numbers``
    whole numbers beyond 64 bits too (checked exactly only when a 19-digit run appears
    outside strings)."""
    import json

    text = decode_text(raw)
    outside = _outside_strings(text) if len(text) > max_depth else text
    if len(text) > max_depth and _nesting(outside) > max_depth:
        raise Damaged(f"it is nested too deeply (over {max_depth} levels)")
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except Damaged:
        raise
    except json.JSONDecodeError as exc:
        raise Damaged(f"it is not valid JSON ({exc.msg}: line {exc.lineno} column {exc.colno})") from None
    except RecursionError:
        raise Damaged(f"it is nested too deeply (over {max_depth} levels)") from None
    except MemoryError:
        raise Damaged("it is too large to read") from None
    except (ValueError, TypeError, OverflowError) as exc:  # e.g. a number of more than 4300 digits
        raise Damaged(f"it is not valid JSON ({one_line(exc, 80)})") from None
    try:  # what cannot be written back cannot be used: the encoder finds it at C speed
        json.dumps(data, ensure_ascii=False, allow_nan=False, check_circular=False).encode("utf-8")
    except UnicodeEncodeError:
        raise Damaged("it holds text that is not valid Unicode") from None
    except ValueError:  # inf, from a number like 1e400
        raise Damaged("it holds a number too large to use") from None
    except (RecursionError, MemoryError):
        raise Damaged("it is too large to read") from None
    if numbers and _LONG_NUMBER.search(outside):
        check_plain(data, max_depth, numbers=True)
    return data


def _check_text(text: str) -> None:
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise Damaged("it holds text that is not valid Unicode") from None


_CONTAINERS = (dict, list, tuple, set, frozenset)
SHARED_TEXT = 32  # texts this long are each their own object when parsed: one met twice is an alias


def check_plain(data: Any, max_depth: int = MAX_DEPTH, numbers: bool = True) -> Any:
    """``data`` unchanged if it is sane plain data; raises Damaged otherwise. For data that
    did not come from parse_json (YAML, above all): no recursion, any depth of input is
    walked with an explicit stack, each container once (a part seen twice is an alias).
    Refused: nesting deeper than ``max_depth``, aliases (of a list or map, or of a text of
    SHARED_TEXT characters or more: the same object met twice), text that cannot be written back,
    whole numbers of over 4300 digits; with ``numbers`` also whole numbers beyond 64 bits
    and numbers not finite (the settings leave those to their per-value rules, which
    reset only the bad value)."""
    seen: set[int] = set()
    texts: set[int] = set()  # long texts met: the same one twice is a YAML alias of a scalar

    def shared(item: str) -> None:
        if len(item) >= SHARED_TEXT:
            if id(item) in texts:  # a few bytes of aliases would expand to gigabytes when written
                raise Damaged("it repeats a text of itself (an alias), which ghostparlor never writes")
            texts.add(id(item))

    def scalar(item: Any) -> None:
        kind = type(item)
        if kind is str or isinstance(item, str):
            shared(item)
            if not item.isascii():
                _check_text(item)
        elif kind is bool or item is None:
            pass
        elif isinstance(item, int):
            if numbers and not -MAX_INT < item < MAX_INT:
                raise Damaged("it holds a whole number too large to use")
            if item.bit_length() > 14_000:  # over 4300 digits: Python will not even write it in decimal
                raise Damaged("it holds a whole number too long to write back")
        elif isinstance(item, float):
            if numbers and not math.isfinite(item):
                raise Damaged("it holds a number that is not finite")
        # other YAML scalars (dates, bytes) are plain enough: the shape checks decide

    if not isinstance(data, _CONTAINERS):
        scalar(data)
        return data
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > max_depth:
            raise Damaged(f"it is nested too deeply (over {max_depth} levels)")
        if id(value) in seen:
            raise Damaged("it repeats a part of itself (an alias), which ghostparlor never writes")
        seen.add(id(value))
        if isinstance(value, dict):
            for key in value:
                if type(key) is not str or not key.isascii():
                    scalar(key)
            items = value.values()
        else:
            items = value
        for item in items:
            kind = type(item)
            if kind is str:
                shared(item)
                if not item.isascii():
                    _check_text(item)
            elif kind is int:
                if numbers and not -MAX_INT < item < MAX_INT or item.bit_length() > 14_000:
                    scalar(item)
            elif kind in _CONTAINERS or isinstance(item, _CONTAINERS):
                stack.append((item, depth + 1))
            else:
                scalar(item)
    return data


def json_document(raw: bytes | str, max_depth: int = MAX_DEPTH) -> Any:
    """The first step of every JSON reader: :func:`parse_json` with every check."""
    return parse_json(raw, max_depth)


# --- YAML within bounds ---------------------------------------------------------------------

MAX_YAML_NODES = 50_000  # parts of a document (each text, list and map): real files have < 2000; 0.2 s to read
EXPANSION = 2  # a document may hold at most twice its own size once its aliases are followed ...
EXPANSION_SLACK = 4096  # ... plus this (a tiny file of empty values)
YAML_SECONDS = 2.0  # a real file is read in milliseconds; past this a hostile one is stopped (a slow machine)


def yaml_budget(source_size: int) -> int:
    """How large a document of ``source_size`` bytes may be once its aliases are followed:
    every text counted at each place it is used (its length, plus one for each part). A
    document without aliases is always within it (a part takes at least one byte of its
    file, an empty value none: at most 1.5 units a byte); aliases cannot multiply it."""
    return EXPANSION * source_size + EXPANSION_SLACK


_loader_class: Any = None


def _bounded_loader() -> Any:
    """PyYAML's safe loader (libyaml's parser when PyYAML has it) that counts the parts it
    composes and watches the clock: every text, list and map it makes is resolved through
    :meth:`resolve`, so a document of too many parts, or one read too long, is stopped
    while it is being read, not after."""
    global _loader_class
    if _loader_class is None:
        import yaml

        base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

        class BoundedLoader(base):  # type: ignore[misc, valid-type]
            def __init__(self, stream: Any, max_nodes: int, deadline: float) -> None:
                super().__init__(stream)
                self.nodes_left = max_nodes
                self.max_nodes = max_nodes
                self.deadline = deadline

            def resolve(self, kind: Any, value: Any, implicit: Any) -> Any:
                self.nodes_left -= 1
                if self.nodes_left < 0:
                    raise Damaged(f"it has too many parts (over {self.max_nodes:,})")
                if not self.nodes_left & 1023 and time.perf_counter() > self.deadline:
                    raise Damaged("it takes too long to read")
                return super().resolve(kind, value, implicit)

        _loader_class = BoundedLoader
    return _loader_class


def _measure(root: Any, max_depth: int, budget: int, max_uses: int) -> None:
    """Refuse the composed document ``root`` when it nests deeper than ``max_depth``, is
    larger than ``budget`` once its aliases are followed (each text counted at every use:
    a scalar alias bomb counts in full) or names more than ``max_uses`` parts (aliases
    included: libyaml makes them without asking the loader). Each part is looked at once (a
    part used twice is measured once and counted twice), without recursion; a part inside
    itself is refused."""
    import yaml

    scalar, mapping = yaml.ScalarNode, yaml.MappingNode
    measured: dict[int, tuple[int, int]] = {}  # id -> (size once followed, depth)
    started: set[int] = set()
    stack: list[tuple[Any, bool]] = [(root, False)]

    def parts(node: Any) -> list[Any]:
        if isinstance(node, mapping):
            return [part for pair in node.value for part in pair]
        return node.value

    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            inside = [measured[id(part)] for part in parts(node)]
            size = 1 + sum(s for s, _ in inside)
            depth = 1 + max((d for _, d in inside), default=0)
            if depth > max_depth:
                raise Damaged(f"it is nested too deeply (over {max_depth} levels)")
            if size > budget:
                raise Damaged("its aliases (parts used again) make it many times its own size")
            measured[key] = (size, depth)
            continue
        if key in measured:
            continue
        if isinstance(node, scalar):
            measured[key] = (1 + len(node.value), 0)
            continue
        if key in started:  # met again before it was measured: it is inside itself
            raise Damaged("it holds itself (an alias inside its own anchor)")
        started.add(key)
        inside = parts(node)
        max_uses -= len(inside)
        if max_uses < 0:
            raise Damaged("it has too many parts (aliases included)")
        stack.append((node, True))
        stack.extend((part, False) for part in inside if id(part) not in measured)


def load_yaml(raw: bytes | str, max_depth: int = MAX_DEPTH, *, max_nodes: int = MAX_YAML_NODES,
              seconds: float | None = None, with_node: bool = False) -> Any:
    """The data of the YAML document ``raw`` read within bounds: at most ``max_nodes``
    parts and ``seconds`` (YAML_SECONDS) of reading, no nesting deeper than ``max_depth``,
    no larger than :func:`yaml_budget` of its size once its aliases are followed (scalars
    counted in full at every use), then :func:`check_plain`. With ``with_node`` the
    composed node comes too (``(data, node)``; for the line of each key).

    Raises Damaged for all of these (and for RecursionError and MemoryError, which then
    cannot come but are caught all the same) and yaml.YAMLError for what is not YAML; an
    empty document is None."""
    budget = yaml_budget(len(raw))  # bytes as PyYAML reads them (UTF-8, or UTF-16 with its mark)
    deadline = time.perf_counter() + (YAML_SECONDS if seconds is None else seconds)
    loader = _bounded_loader()(raw, max_nodes, deadline)
    try:
        node = loader.get_single_node()
        data = None
        if node is not None:
            _measure(node, max_depth, budget, 2 * max_nodes)
            data = loader.construct_document(node)
            if time.perf_counter() > deadline:
                raise Damaged("it takes too long to read")
        check_plain(data, max_depth, numbers=False)
    except RecursionError:
        raise Damaged(f"it is nested too deeply (over {max_depth} levels)") from None
    except MemoryError:
        raise Damaged("it is too large to read") from None
    finally:
        loader.dispose()
    return (data, node) if with_node else data
