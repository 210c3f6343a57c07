"""Tests run headless: no window, no sound device."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("GHOSTPARLOR_SEARCH_WORKERS", "1")  # search bots in-process on any machine (Settings' default: cores - 1)
os.environ.setdefault("LANGUAGE", "en")  # a first start in the tests is English, whatever the machine's language

import pytest


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that switches the language (or a monkey test that wanders into Settings)
    leaves the next one in English."""
    yield
    from ghostparlor.core import strings

    if strings.language() != "en":
        strings.set_language("en")
