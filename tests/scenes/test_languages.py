"""Language choice (issue 21, item 6): offered by their own names, the first start takes the
system's language, a switch redraws every scene and the game log at once, a saved game's
log reads in the language chosen now."""

from __future__ import annotations

import pygame
import pytest

from ghostparlor.core import strings
from ghostparlor.core.strings import LANGUAGES, t
from tests.scenes.helpers import key


def test_languages_are_offered_by_their_own_names(app):
    from ghostparlor.scenes.settings import SettingsScene

    scene = SettingsScene(app)
    app.push(scene)
    assert [label for _, label in scene.language.options] == ["English", "Español", "日本語", "Русский"]
    assert list(LANGUAGES) == ["en", "es", "ja", "ru"]


def _choose_language(app, code: str) -> None:
    from ghostparlor.scenes.settings import SettingsScene

    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    settings.focus.focus(settings.language, visible=True)
    for _ in range(len(LANGUAGES)):
        if settings.language.value == code:
            break
        key(app, pygame.K_RIGHT)
        settings = app.stack.top
    assert app.settings.language == code


def test_switching_redraws_every_scene_and_the_log_at_once(app):
    from ghostparlor.devtools.factory import build_scene
    from ghostparlor.scenes.settings import SettingsScene

    game = build_scene(app, "game", "ghosts", 3, seed=5, moves=12)
    english_log = game.session.log_lines(game.viewer())
    assert english_log and all(line.isascii() for line in english_log[:5])
    app.push(SettingsScene(app))
    _choose_language(app, "ru")
    assert strings.language() == "ru"
    settings = app.stack.top
    assert settings.focus.focused is settings.language  # the rebuilt settings keep the place
    assert settings.done.text == t("settings.back") and not settings.done.text.isascii()
    below = app.stack.scenes[-2]
    assert below is not game and below.session is game.session  # the table was made again from the same game
    russian_log = below.session.log_lines(below.viewer())
    assert len(russian_log) == len(english_log) and russian_log != english_log
    assert any("\u0400" <= ch <= "\u04ff" for ch in "".join(russian_log))
    assert below.menu_button.text == t("game.pause")
    app.step(1 / 30)  # every scene draws in the new language
    _choose_language(app, "en")
    assert app.stack.scenes[-2].session.log_lines(None)[:3] == game.session.log_lines(None)[:3]


def test_a_saved_games_log_reads_in_the_language_chosen_now(app):
    from ghostparlor.devtools.factory import build_scene
    from ghostparlor.session import MatchSession

    game = build_scene(app, "game", "dont_go_in_there", 3, seed=2, moves=20)
    data = game.session.save_data()
    english = game.session.log_lines(None)
    strings.set_language("es")
    try:
        again = MatchSession.resume(game.session.game, data["record"], data["plans"])
        lines = again.log_lines(None)
        assert len(lines) == len(english) + 1  # and "resumed"
        assert lines[-1] == t("game.resumed") != "game.resumed"
        differ = sum(a != b for a, b in zip(lines, english))
        assert differ >= len(english) // 2, (lines[:4], english[:4])
    finally:
        strings.set_language("en")


@pytest.mark.parametrize(("variables", "expected"), [
    ({"LANGUAGE": "ru_RU:en"}, "ru"), ({"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANGUAGE": "", "LC_ALL": "es_AR.UTF-8"}, "es"), ({"LANGUAGE": "fr_FR:de"}, "en"), ({"LANGUAGE": "fr:ru"}, "ru"),
])
def test_the_first_start_takes_the_systems_language(home, monkeypatch, variables, expected):
    from ghostparlor.persistence.settings import load_settings

    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    settings, notice = load_settings()
    assert settings.language == expected and notice is None


def test_a_saved_language_wins_over_the_system(home, monkeypatch):
    from ghostparlor.persistence.settings import Settings, load_settings, save_settings

    save_settings(Settings(language="ja"))
    monkeypatch.setenv("LANGUAGE", "ru")
    assert load_settings()[0].language == "ja"
