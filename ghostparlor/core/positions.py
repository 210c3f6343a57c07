"""Reading a position from JSON so that it cannot lie (issue 23).

Every game's ``state_from_json`` reads through a :class:`PositionReader`: a key that is
missing and required, of the wrong type or out of range raises a
:class:`~ghostparlor.core.errors.PositionError` naming the key; the game then checks its
own invariants with :func:`require` and derives what the rules determine. A position may
state the order of a deck (``deck_order``, top first): :func:`deck_order_counts` checks it
against the deck, and the game turns it into the chance script the Match consumes
(``Game.deck_order_script``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Iterable, Mapping, Sequence

from ghostparlor.core.errors import PositionError

_MISSING = object()


def require(condition: object, key: str, problem: str) -> None:
    """Refuse the position unless ``condition`` holds: ``key: problem``."""
    if not condition:
        raise PositionError(key, problem)


class PositionReader:
    """Typed access to a position's keys; every problem names its key."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, Mapping):
            raise PositionError("position", f"must be a JSON object, not {type(data).__name__}")
        self.data = data

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str, default: Any = _MISSING) -> Any:
        if key in self.data:
            return self.data[key]
        if default is _MISSING:
            raise PositionError(key, "is required")
        return default

    def int(self, key: str, default: Any = _MISSING, low: int | None = None, high: int | None = None) -> int:
        return self._int(key, self.raw(key, default), low, high)

    @staticmethod
    def _int(key: str, value: Any, low: int | None, high: int | None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise PositionError(key, f"must be a whole number, not {value!r}"[:120])
        if low is not None and value < low or high is not None and value > high:
            span = f"{low} to {high}" if low is not None and high is not None else (f"at least {low}" if low is not None else f"at most {high}")
            raise PositionError(key, f"{value} is out of range ({span})")
        return value

    def bool(self, key: str, default: Any = _MISSING) -> bool:
        value = self.raw(key, default)
        if not isinstance(value, bool):
            raise PositionError(key, f"must be true or false, not {value!r}"[:120])
        return value

    def choice(self, key: str, choices: Sequence[Any], default: Any = _MISSING) -> Any:
        value = self.raw(key, default)
        if value not in choices:
            raise PositionError(key, f"{value!r} is not one of {', '.join(map(str, choices))}"[:200])
        return value

    def list(self, key: str, default: Any = _MISSING, length: int | None = None) -> list:
        value = self.raw(key, default)
        if not isinstance(value, (list, tuple)):
            raise PositionError(key, f"must be a list, not {type(value).__name__}")
        if length is not None and len(value) != length:
            raise PositionError(key, f"has {len(value)} entries, needs {length}")
        return list(value)

    def ints(self, key: str, default: Any = _MISSING, length: int | None = None,
             low: int | None = None, high: int | None = None) -> list[int]:
        return [self._int(f"{key}[{i}]", v, low, high) for i, v in enumerate(self.list(key, default, length))]

    def items(self, key: str, parse: Callable[[str, Any], Any], default: Any = _MISSING, length: int | None = None) -> list:
        """Each entry of a list parsed by ``parse(key_of_entry, value)``."""
        return [parse(f"{key}[{i}]", v) for i, v in enumerate(self.list(key, default, length))]

    def mapping(self, key: str, default: Any = _MISSING) -> dict:
        value = self.raw(key, default)
        if not isinstance(value, Mapping):
            raise PositionError(key, f"must be an object, not {type(value).__name__}")
        return dict(value)


def known(key: str, value: Any, names: Iterable[Any], what: str = "card") -> Any:
    """``value`` must be one of ``names`` (a card id, a room, a colour)."""
    if value not in names:
        raise PositionError(key, f"{value!r} is not a {what} of this game"[:160])
    return value


def check_counts(key: str, have: Mapping[Any, int], should: Mapping[Any, int], what: str = "cards") -> None:
    """The position holds exactly the game's pieces: no copy more, none missing."""
    total, expected = sum(have.values()), sum(should.values())
    if total != expected:
        raise PositionError(key, f"{total} {what} in the position, the game has {expected}")
    for item in sorted(set(have) | set(should), key=str):
        if have.get(item, 0) != should.get(item, 0):
            raise PositionError(key, f"{have.get(item, 0)} of {item}, the game has {should.get(item, 0)}")


def deck_order_counts(order: Any, deck: Mapping[Any, int], key: str = "deck_order") -> list:
    """``order`` (top first) must be exactly the cards of ``deck`` (counts per card)."""
    if not isinstance(order, (list, tuple)):
        raise PositionError(key, f"must be a list of cards, top first, not {type(order).__name__}")
    counts = Counter(order)
    for card in counts:
        if card not in deck:
            raise PositionError(key, f"{card!r} is not in the deck"[:120])
    if sum(counts.values()) != sum(deck.values()) or any(counts[c] != n for c, n in deck.items()):
        raise PositionError(key, f"{len(order)} cards, the deck has {sum(deck.values())} and the order must name each exactly")
    return list(order)
