"""Tweens: time-based, eased, speed-scaled, deterministic."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ghostparlor.ui.tween import EASINGS, Tween, Tweens, approach, set_speed


def test_linear_tween_moves_with_time_and_finishes_once():
    calls = []
    tween = Tween(0.0, 10.0, 1.0, "linear", on_done=lambda: calls.append(1))
    assert tween.value == 0.0 and not tween.done
    assert tween.update(0.25) == pytest.approx(2.5)
    assert tween.update(0.5) == pytest.approx(7.5)
    assert not tween.done
    tween.update(0.5)
    assert tween.done and tween.value == 10.0
    tween.update(1.0)
    assert calls == [1]


def test_delay_then_move():
    tween = Tween(0.0, 1.0, 1.0, "linear", delay=0.5)
    tween.update(0.4)
    assert tween.value == 0.0
    tween.update(0.6)
    assert tween.value == pytest.approx(0.5)


def test_speed_zero_is_instant_and_speed_two_is_faster():
    set_speed(0.0)
    tween = Tween(0.0, 5.0, 3.0)
    tween.update(0.0)
    assert tween.done and tween.value == 5.0
    set_speed(2.0)
    tween = Tween(0.0, 1.0, 1.0, "linear")
    tween.update(0.25)
    assert tween.value == pytest.approx(0.5)


def test_tuples_interpolate_componentwise():
    tween = Tween((0.0, 100.0), (10.0, 0.0), 1.0, "linear")
    assert tween.update(0.5) == pytest.approx((5.0, 50.0))


def test_retarget_starts_from_current_value():
    tween = Tween(0.0, 10.0, 1.0, "linear")
    tween.update(0.5)
    tween.retarget(0.0, 1.0)
    assert tween.value == pytest.approx(5.0) and not tween.done
    tween.update(1.0)
    assert tween.value == 0.0


def test_group_updates_named_tweens_and_reports_activity():
    group = Tweens()
    group.to("x", 0.0, 1.0, 1.0, "linear")
    group.to("y", 0.0, 2.0, 2.0, "linear")
    group.update(1.0)
    assert group.value("x") == 1.0 and group.value("y") == pytest.approx(1.0)
    assert group.active
    group.update(1.0)
    assert not group.active
    assert group.value("missing", 7.0) == 7.0
    group.speed = 0.0
    group.to("z", 0.0, 3.0, 10.0)
    group.update(0.01)
    assert group.value("z") == 3.0


@given(st.sampled_from(sorted(EASINGS)), st.floats(-100, 100), st.floats(-100, 100),
       st.floats(0.01, 5.0))
def test_every_easing_starts_and_ends_exactly(name, a, b, duration):
    easing = EASINGS[name]
    assert easing(0.0) == pytest.approx(0.0, abs=1e-9)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-9)
    tween = Tween(a, b, duration, name)
    for _ in range(10):
        tween.update(duration / 7)
    assert tween.done and tween.value == b


@given(st.lists(st.floats(0.0, 1.0), min_size=2, max_size=20))
def test_monotonic_easings_do_not_go_backwards(points):
    points = sorted(points)
    for name in ("linear", "ease_out_cubic", "ease_in_out"):
        values = [EASINGS[name](p) for p in points]
        assert values == sorted(values)


def test_approach_converges_and_snaps_at_speed_zero():
    value = 0.0
    for _ in range(120):
        value = approach(value, 10.0, 12.0, 1 / 60)
    assert value == 10.0
    set_speed(0.0)
    assert approach(0.0, 3.0, 1.0, 0.0) == 3.0
