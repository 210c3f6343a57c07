"""Tests run headless: no window, no sound device."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("GHOSTPARLOR_SEARCH_WORKERS", "1")  # search bots in-process on any machine (Settings' default: cores - 1)
os.environ.setdefault("LANGUAGE", "en")  # a first start in the tests is English, whatever the machine's language

# pytest-xdist runs the suite in several processes (pyproject's `-n auto`). A test that does not
# make its own GHOSTPARLOR_HOME writes under the shared one, so each process gets a folder of its
# own there: two tests running at once never see each other's settings, saves or logs.
_worker = os.environ.get("PYTEST_XDIST_WORKER")
if _worker and os.environ.get("GHOSTPARLOR_HOME", "").strip():
    os.environ["GHOSTPARLOR_HOME"] = os.path.join(os.environ["GHOSTPARLOR_HOME"], "xdist-" + _worker)

import pytest


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that switches the language (or a monkey test that wanders into Settings)
    leaves the next one in English."""
    yield
    from ghostparlor.core import strings

    if strings.language() != "en":
        strings.set_language("en")


# The longest tests (a minute or more each on a 2-core machine, measured with --durations) start
# first, so under `-n auto` no process is left running one of them alone at the end.
LONGEST_FIRST = (
    "test_every_scene_fits_in_every_language_at_every_text_size",
    "test_soak_bot_games_through_the_game_scene",
    "test_the_table_shown_to_a_person_is_the_same_whatever_they_may_not_know",
    "test_a_game_watched_to_its_end_and_the_results",
)


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: getattr(item, "originalname", item.name) not in LONGEST_FIRST)
