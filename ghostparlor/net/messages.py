"""The network's messages: one versioned JSON format (docs/network.md), checked on arrival.

Every message is one JSON object, at most :data:`MAX_BYTES` long, with a type ``t``.
What a client may send is checked field by field against :data:`FROM_CLIENT` before the
host looks at it: an unknown type, a missing or extra field, a wrong kind of value, a
text too long, is a :class:`BadMessage` (answered with an error, then the connection is
closed). Numbers are never booleans.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ghostparlor.core.reading import parse_json

PROTOCOL = 1  # the version in every hello: a client and a host of different versions part at once
MAX_BYTES = 64 * 1024  # one message, either way but a snapshot or a finished game's record
MAX_HOST_BYTES = 4 * 1024 * 1024  # what a client accepts from a host (a whole game's log)
NAME_CHARS = 24
CHAT_CHARS = 200
REACTIONS = ("wave", "laugh", "gasp", "boo", "clap", "think")
CODE_ALPHABET = "ACDEFGHJKLMNPQRTUVWXY3469"  # no look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B)
CODE_LENGTH = 6
TOKEN_RE = re.compile(r"^[A-Za-z0-9_-]{16,64}$")


class BadMessage(ValueError):
    """A message that does not follow the format: the connection that sent it is closed."""


def _int(lo: int, hi: int):
    def check(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi
    return check


def _text(most: int, least: int = 0):
    def check(value: Any) -> bool:
        return isinstance(value, str) and least <= len(value) <= most
    return check


def _opt(check):
    return lambda value: value is None or check(value)


def _is_code(value: Any) -> bool:
    return isinstance(value, str) and len(value) == CODE_LENGTH and all(c in CODE_ALPHABET for c in value)


def _is_token(value: Any) -> bool:
    return isinstance(value, str) and bool(TOKEN_RE.match(value))


def _is_object(value: Any) -> bool:
    return isinstance(value, dict) and len(value) <= 32


def _is_seat_list(value: Any) -> bool:
    return isinstance(value, list) and 1 <= len(value) <= 8 and all(
        isinstance(s, str) and (s in ("open", "human") or (s.startswith("bot:") and len(s) <= 24)) for s in value)


GAME_IDS = ("ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters")

# type -> {field: check}; every field is required (an optional one accepts None)
FROM_CLIENT: dict[str, dict[str, Any]] = {
    "hello": {"v": _int(0, 10**6), "name": _text(NAME_CHARS, 1)},
    "create": {"game": lambda v: v in GAME_IDS, "players": _int(1, 8), "options": _is_object,
               "seats": _is_seat_list, "away_seconds": _int(0, 3600)},
    "join": {"code": _is_code, "seat": _opt(_int(0, 7)), "token": _opt(_is_token)},
    "start": {"token": _is_token},
    "seat": {"token": _is_token, "seat": _int(0, 7), "to": lambda v: isinstance(v, str) and (v == "open" or v.startswith("bot:")) and len(v) <= 24},
    "act": {"at": _int(0, 10**7), "action": _is_object},
    "chat": {"text": _text(CHAT_CHARS, 1)},
    "react": {"what": lambda v: v in REACTIONS},
    "resync": {},
    "bye": {},
}


def parse(text: str | bytes, limit: int = MAX_BYTES) -> dict[str, Any]:
    """A received message as a dict with a known ``t`` (not yet its fields: :func:`check`)."""
    if isinstance(text, str):
        text = text.encode("utf-8", "surrogatepass")
    if len(text) > limit:
        raise BadMessage(f"message of {len(text)} bytes; at most {limit}")
    try:
        data = parse_json(text)
    except ValueError as exc:
        raise BadMessage(f"not JSON: {str(exc)[:80]}") from None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise BadMessage("a message is an object with a type 't'")
    return data


def check(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (from a client) has exactly the fields its type names, each of the right kind."""
    kind = data["t"]
    fields = FROM_CLIENT.get(kind)
    if fields is None:
        raise BadMessage(f"unknown message type {kind[:24]!r}")
    extra = set(data) - set(fields) - {"t"}
    if extra:
        raise BadMessage(f"{kind}: unknown field(s) {', '.join(sorted(str(e)[:24] for e in extra))}")
    for name, ok in fields.items():
        if name not in data or not ok(data[name]):
            raise BadMessage(f"{kind}: field {name!r} is missing or not valid")
    return data


def dump(message: dict[str, Any]) -> str:
    """One message as compact JSON text (keys in a fixed order: the same message, the same bytes)."""
    return json.dumps(message, separators=(",", ":"), sort_keys=True, ensure_ascii=False, allow_nan=False)


def safe_text(text: str, most: int) -> str:
    """A name or a chat line as it may be drawn: control characters and line breaks made
    spaces, cut to ``most`` characters, trimmed."""
    cleaned = "".join(" " if (ord(c) < 32 or 0x7F <= ord(c) < 0xA0 or c in "\u2028\u2029\u202e\u202d") else c for c in text)
    return " ".join(cleaned.split())[:most]
