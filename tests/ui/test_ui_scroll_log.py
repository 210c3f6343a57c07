"""ScrollView and LogPanel: wheel, scrollbar drag, keys, auto-follow, wrapping."""

from __future__ import annotations

import pygame
from ui_helpers import down, key, motion, up, wheel

from ghostparlor.ui import LogPanel, ScrollView, get_assets, text_block_surface


def make_view():
    content = pygame.Surface((300, 2000))
    return ScrollView((100, 100, 320, 400), content, step=50)


def test_wheel_scrolls_only_when_hovered_and_clamps():
    view = make_view()
    assert view.handle(wheel(-1)) is None  # pointer elsewhere
    view.handle(motion((200, 200)))
    action = view.handle(wheel(-2))
    assert action.kind == "scroll" and view.scroll_y == 100
    view.handle(wheel(5))
    assert view.scroll_y == 0
    for _ in range(100):
        view.handle(wheel(-3))
    assert view.scroll_y == view.max_scroll == 2000 - view.viewport.height


def test_page_home_end_and_arrow_keys():
    view = make_view()
    view.set_focus(True)
    assert view.consumes_key(pygame.K_PAGEDOWN)
    view.handle(key(pygame.K_PAGEDOWN))
    assert view.scroll_y == view.viewport.height - view.step
    view.handle(key(pygame.K_END))
    assert view.scroll_y == view.max_scroll
    view.handle(key(pygame.K_PAGEUP))
    assert view.scroll_y == view.max_scroll - (view.viewport.height - view.step)
    view.handle(key(pygame.K_HOME))
    assert view.scroll_y == 0
    view.handle(key(pygame.K_DOWN))
    assert view.scroll_y == view.step


def test_dragging_the_scrollbar_thumb_scrolls():
    view = make_view()
    thumb = view.thumb_rect()
    track = view.track_rect()
    view.handle(motion(thumb.center))
    view.handle(down(thumb.center))
    action = view.handle(motion((thumb.centerx, thumb.centery + (track.height - thumb.height) // 2)))
    assert action.kind == "scroll"
    assert abs(view.scroll_y - view.max_scroll / 2) < 20
    view.handle(motion((thumb.centerx, track.bottom + 500)))
    assert view.scroll_y == view.max_scroll
    view.handle(up((thumb.centerx, track.bottom + 500)))
    view.handle(motion(thumb.center))
    assert view.scroll_y == view.max_scroll  # released: moving no longer drags


def test_clicking_the_track_pages():
    view = make_view()
    track = view.track_rect()
    view.handle(down((track.centerx, track.bottom - 5)))
    assert view.scroll_y > 0


def test_short_content_does_not_scroll():
    view = ScrollView((0, 0, 300, 300), pygame.Surface((280, 100)))
    view.handle(motion((50, 50)))
    view.handle(wheel(-3))
    assert view.scroll_y == 0 and view.thumb_rect() is None
    assert not view.consumes_key(pygame.K_PAGEDOWN)


def test_text_block_surface_fits_the_width():
    surface = text_block_surface("# Title\n## Sub\n- bullet point " * 10 + "\nplain text " * 50, 300)
    assert surface.get_width() == 300 and surface.get_height() > 300


def test_log_follows_new_lines_until_the_player_scrolls_up():
    log = LogPanel((0, 0, 300, 200), title="Log")
    for i in range(40):
        log.add(f"line {i}")
    assert log.lines[-1] == "line 39"
    assert log.max_scroll > 0 and log.at_bottom and log.following
    log.handle(motion((100, 100)))
    log.handle(wheel(3))
    assert not log.at_bottom and not log.following
    where = log.scroll_y
    log.add("line 40")
    assert log.scroll_y == where  # stays where the player is reading
    log.handle(key(pygame.K_END))
    assert log.at_bottom and log.following
    log.add("line 41")
    assert log.at_bottom


def test_log_wraps_long_lines_and_trims_old_ones():
    log = LogPanel((0, 0, 260, 200), max_lines=10)
    log.add("short")
    one = log.content_height()
    log.add("a very long line about a ghost " * 6)
    assert log.content_height() - one > 2 * get_assets().line_height("small")
    for i in range(20):
        log.add(f"more {i}")
    assert len(log.lines) == 10 and log.lines[0] == "more 10"
    log.clear()
    assert log.lines == [] and log.content_height() == 0
