"""DieView, Toast, Meter, Counter: time-based behaviour."""

from __future__ import annotations

from ui_helpers import click

from ghostparlor.ui import Counter, DieView, Meter, Toast, set_speed


def run(widget, seconds, dt=1 / 60):
    for _ in range(int(round(seconds / dt))):
        widget.update(dt)


def test_die_tumbles_then_settles_on_the_given_face():
    settled = []
    die = DieView((0, 0), 1, on_settled=settled.append)
    die.roll(4)
    assert die.rolling
    shown = set()
    for _ in range(30):  # 0.5 s
        die.update(1 / 60)
        shown.add(die.shown_face)
    assert die.rolling and len(shown) >= 3  # several faces tumble past
    run(die, 0.2)
    assert not die.rolling and die.shown_face == 4 and die.face == 4
    assert settled == [4]


def test_die_roll_is_instant_at_speed_zero_and_can_be_skipped():
    set_speed(0.0)
    die = DieView((0, 0), 1)
    die.roll(6)
    assert not die.rolling and die.shown_face == 6
    set_speed(1.0)
    die.roll(2)
    die.skip()
    assert die.shown_face == 2 and not die.rolling


def test_clickable_die():
    die = DieView((0, 0), 3, clickable=True)
    assert click(die, (30, 30)).value == 3
    die.roll(5)
    assert click(die, (30, 30)) is None  # not while rolling


def test_toasts_queue_show_in_order_and_dismiss_themselves():
    toast = Toast((640, 20))
    toast.push("first")
    toast.push("second", "warning")
    assert toast.text == "first" and len(toast.queue) == 1
    run(toast, 0.3)
    assert toast.text == "first"
    run(toast, 2.0)
    assert toast.text == "second"
    run(toast, 4.0)
    assert toast.text is None and not toast.active


def test_clicking_a_toast_dismisses_it():
    toast = Toast((640, 20))
    toast.push("click me")
    run(toast, 0.5)
    action = click(toast, toast._shown_rect().center)
    assert action.kind == "dismiss" and action.value == "click me"
    run(toast, 0.5)
    assert toast.text is None


def test_meter_glides_to_a_new_value_and_knows_the_cap():
    meter = Meter((0, 0, 300, 40), 2, maximum=7)
    meter.set_value(6)
    meter.update(0.05)
    assert 2 < meter._shown < 6
    run(meter, 1.0)
    assert meter._shown == 6 and not meter.over_cap
    meter.set_value(8, animate=False)
    assert meter.over_cap and meter._shown == 8


def test_counter_bumps_on_change():
    counter = Counter((0, 0, 150, 40), 1)
    counter.set_value(4)
    assert counter.value == 4 and counter.animating
    run(counter, 1.0)
    assert not counter.animating
