"""UI tests run headless: dummy video and audio drivers, one 1280x720 display."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from ghostparlor.ui import assets as ui_assets  # noqa: E402
from ghostparlor.ui import theme as ui_theme  # noqa: E402
from ghostparlor.ui import tween as ui_tween  # noqa: E402

SIZE = (1280, 720)


@pytest.fixture(scope="session", autouse=True)
def display():
    pygame.init()
    surface = pygame.display.set_mode(SIZE)
    yield surface
    pygame.quit()


@pytest.fixture(autouse=True)
def fresh_ui_state():
    """Each test starts with the real theme, empty caches and normal animation speed."""
    ui_theme.set_theme(None)
    ui_assets.reset_assets()
    ui_tween.set_speed(1.0)
    yield
    ui_theme.set_theme(None)
    ui_assets.reset_assets()
    ui_tween.set_speed(1.0)


@pytest.fixture
def screen() -> pygame.Surface:
    surface = pygame.Surface(SIZE)
    surface.fill((0, 0, 0))
    return surface
