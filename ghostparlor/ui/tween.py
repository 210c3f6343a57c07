"""Time-based tweens: a value moving from ``a`` to ``b`` over some seconds.

Values may be numbers or equal-length tuples of numbers (positions, colours).
Every tween advances by ``dt * speed``; the speed is the player's animation speed
(:func:`set_speed`, 1.0 = normal, 2.0 = twice as fast) and **0 means instant**: the
tween jumps to its end on the next update. Tweens never look at the wall clock, so
they are deterministic in tests.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

Value = "float | tuple[float, ...]"  # type aliases as strings: no typing objects at start-up
Easing = "Callable[[float], float]"


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def ease_in_out(t: float) -> float:
    """Cubic ease-in-out."""
    return 4.0 * t * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1.0
    return 1.0 + c3 * (t - 1.0) ** 3 + c1 * (t - 1.0) ** 2


def ease_out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "ease_out_cubic": ease_out_cubic,
    "ease_in_out": ease_in_out,
    "ease_out_back": ease_out_back,
    "ease_out_bounce": ease_out_bounce,
}

_speed = 1.0


def set_speed(factor: float) -> None:
    """Set the global animation speed (1 normal, >1 faster, 0 = instant)."""
    global _speed
    _speed = max(0.0, float(factor))


def get_speed() -> float:
    return _speed


def lerp(a: Value, b: Value, t: float) -> Value:
    """Interpolate numbers or equal-length tuples."""
    if isinstance(a, tuple) or isinstance(b, tuple):
        at = a if isinstance(a, tuple) else (a,)
        bt = b if isinstance(b, tuple) else (b,)
        return tuple(x + (y - x) * t for x, y in zip(at, bt))
    return a + (b - a) * t


class Tween:
    """``value`` goes from ``start`` to ``end`` over ``duration`` seconds.

    Args:
        start, end: numbers or tuples of numbers.
        duration: seconds (<= 0 finishes at once).
        easing: a name from :data:`EASINGS` or a function ``[0,1] -> [0,1]``.
        delay: seconds to wait before moving.
        on_done: called once when the tween finishes.
        speed: fixed speed factor for this tween; ``None`` follows :func:`get_speed`.
    """

    def __init__(
        self,
        start: Value,
        end: Value,
        duration: float,
        easing: str | Easing = "ease_out_cubic",
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
        speed: float | None = None,
    ) -> None:
        self.start = start
        self.end = end
        self.duration = max(0.0, float(duration))
        self.easing: Easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.delay = max(0.0, float(delay))
        self.on_done = on_done
        self.speed = speed
        self.elapsed = 0.0
        self.done = False
        self.value: Value = start
        if self.duration == 0.0 and self.delay == 0.0:
            self._finish()

    @property
    def progress(self) -> float:
        """0..1 of the time elapsed after the delay."""
        if self.done:
            return 1.0
        if self.duration == 0.0:
            return 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    def _finish(self) -> None:
        self.value = self.end
        if not self.done:
            self.done = True
            if self.on_done is not None:
                callback, self.on_done = self.on_done, None
                callback()

    def update(self, dt: float) -> Value:
        """Advance by ``dt`` seconds (scaled by the speed) and return the value."""
        if self.done:
            return self.value
        speed = self.speed if self.speed is not None else _speed
        if speed <= 0.0:
            self._finish()
            return self.value
        self.elapsed += max(0.0, dt) * speed
        if self.elapsed >= self.delay + self.duration:
            self._finish()
            return self.value
        t = self.progress
        self.value = lerp(self.start, self.end, self.easing(t))
        return self.value

    def finish(self) -> None:
        """Jump to the end now (e.g. the player clicked to skip)."""
        self._finish()

    def retarget(self, end: Value, duration: float | None = None) -> None:
        """Start again from the current value towards a new ``end``."""
        self.start = self.value
        self.end = end
        if duration is not None:
            self.duration = max(0.0, duration)
        self.elapsed = 0.0
        self.delay = 0.0
        self.done = False
        if self.duration == 0.0:
            self._finish()


class Tweens:
    """A group of named tweens updated together.

    ``speed`` multiplies the global speed for this group (a scene may fast-forward).
    (A plain class, not a dataclass: this module is imported at start-up.)
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._items: dict[str, Tween] = {}

    def add(self, name: str, tween: Tween) -> Tween:
        """Start (or replace) the tween called ``name``."""
        self._items[name] = tween
        return tween

    def to(
        self,
        name: str,
        start: Value,
        end: Value,
        duration: float,
        easing: str | Easing = "ease_out_cubic",
        **kwargs: object,
    ) -> Tween:
        """Shorthand for ``add(name, Tween(start, end, duration, easing, ...))``."""
        return self.add(name, Tween(start, end, duration, easing, **kwargs))  # type: ignore[arg-type]

    def get(self, name: str) -> Tween | None:
        return self._items.get(name)

    def value(self, name: str, default: Value = 0.0) -> Value:
        """The current value of ``name`` (its end value once done), or ``default``."""
        tween = self._items.get(name)
        return tween.value if tween is not None else default

    def update(self, dt: float) -> None:
        """Advance every tween; finished ones stay readable until replaced or cleared."""
        factor = self.speed * _speed
        for tween in list(self._items.values()):
            if tween.done:
                continue
            if factor <= 0.0:
                tween.finish()
            else:
                saved = tween.speed
                tween.speed = (saved if saved is not None else 1.0) * factor
                tween.update(dt)
                tween.speed = saved

    @property
    def active(self) -> bool:
        """True while any tween is still moving."""
        return any(not tween.done for tween in self._items.values())

    def remove(self, name: str) -> None:
        self._items.pop(name, None)

    def clear(self) -> None:
        self._items.clear()

    def __contains__(self, name: str) -> bool:
        return name in self._items

    def __len__(self) -> int:
        return len(self._items)


def approach(current: float, target: float, rate: float, dt: float) -> float:
    """Frame-rate independent exponential approach (for hover glows and lifts).

    ``rate`` is roughly "1/seconds to get most of the way"; speed 0 snaps.
    """
    speed = _speed
    if speed <= 0.0 or rate <= 0.0:
        return target
    k = 1.0 - math.exp(-rate * speed * max(0.0, dt))
    value = current + (target - current) * k
    if abs(target - value) < 1e-3:
        return target
    return value


__all__: Sequence[str] = (
    "Tween",
    "Tweens",
    "EASINGS",
    "linear",
    "ease_out_cubic",
    "ease_in_out",
    "ease_out_back",
    "ease_out_bounce",
    "set_speed",
    "get_speed",
    "lerp",
    "approach",
)
