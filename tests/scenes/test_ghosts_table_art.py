"""Ghosts table (issue 46): the pile, the level and the cap read without the rules (the
gauge in words, the call in words with the family's symbol), and the table's backdrop."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games import load_game
from ghostparlor.games.ghosts.rules import CardPlayed
from ghostparlor.games.ghosts.table.table import GhostsTable
from ghostparlor.games.ghosts.table.geometry import symbol_image
from ghostparlor.resources import art_path
from ghostparlor.scenes.game import demo_plans, start_game
from ghostparlor.ui.assets import get_assets
from tests.scenes.helpers import wait_for_turn

FAMILIES = ("red", "yellow", "blue", "green", "black", "white")


def _start(app, players=4, seed=9):
    app.home()
    game = load_game("ghosts")
    return start_game(app, game, demo_plans(game, players, 1), {"first_player": 2}, seed=seed)


def _drawn_texts(monkeypatch, scene) -> list[str]:
    """Every text the table renders in one frame (what the screen says)."""
    seen: list[str] = []
    assets = scene.table.assets
    for name in ("text", "fit_text"):
        original = getattr(assets, name)

        def spy(text, *args, _original=original, **kwargs):
            seen.append(str(text))
            return _original(text, *args, **kwargs)

        monkeypatch.setattr(assets, name, spy)
    assets.clear()
    scene.table.draw(pygame.Surface((1280, 720)))
    return seen


def test_the_gauge_says_the_level_the_cap_and_what_is_over_it_in_words(app, monkeypatch):
    scene = _start(app)
    assert wait_for_turn(app, scene)
    view = scene.table.view
    assert view.pile, "the bots before the human opened a pile"
    texts = " ".join(_drawn_texts(monkeypatch, scene))
    assert t("ghosts.ui.level_of", level=view.level, cap=view.fear_cap) in texts  # "Fear level 5 of 7"
    assert t("ghosts.ui.over_cap", cap=view.fear_cap) in texts  # "Never over 7: if no card fits, you take the pile"
    assert t("ghosts.ui.on_top", family=t(f"ghosts.family.{view.top_family}")) in texts  # "Blue on top"
    assert "cap 7" not in texts and '"' not in texts  # no shorthand, no quoted call


def test_every_call_is_said_in_words_with_the_family(app):
    scene = _start(app)
    table = scene.table
    names = scene.session.names()
    blue = table.game.card_name("ghost_blue_2")
    cases = {
        "open": (t("ghosts.ui.said_open", player=names[1], card=blue, level=2), "blue"),
        "new_family": (t("ghosts.ui.said_add", player=names[1], card=blue, value="2", level=6), "blue"),
        "mirror": (t("ghosts.ui.said_mirror", player=names[1], card=blue, level=4), "blue"),
    }
    levels = {"open": 2, "new_family": 6, "mirror": 4}
    for how, expected in cases.items():
        event = CardPlayed(seat=1, card="ghost_blue_2", how=how, level=levels[how], call=str(levels[how]), direction=1, next_seat=2)
        assert table.gauge.call_words(event) == expected
    fog = CardPlayed(seat=1, card="fog", how="fog", level=5, call="5 fog", direction=1, next_seat=2)
    assert table.gauge.call_words(fog) == (t("ghosts.ui.said_fog", player=names[1], level=5), None)
    assert "mirror" in cases["mirror"][0] and "reverses" in cases["mirror"][0] and '"' not in cases["mirror"][0]
    for family in FAMILIES:  # the symbol said beside each family's name
        image = get_assets().image(symbol_image(family))
        assert image is not None and image.get_width() >= 28


def test_the_call_stays_beside_the_pile_it_belongs_to(app):
    scene = _start(app)
    assert wait_for_turn(app, scene)
    table = scene.table
    view = table.view
    played = [e.event for e in scene.session.log if isinstance(e.event, CardPlayed)]
    assert table.gauge.call is not None and table.gauge.call[2] == view.level == played[-1].level
    table.refresh(scene.viewer())
    assert table.gauge.call is not None  # the same pile: the call stays


def test_the_table_draws_its_backdrop(app):
    assert GhostsTable.BACKDROP == "ghosts/backdrop.jpg"
    assert art_path(*GhostsTable.BACKDROP.split("/")).stat().st_size <= 200 * 1024
    scene = _start(app)
    assert wait_for_turn(app, scene)
    assets = get_assets()
    picture = assets.image(GhostsTable.BACKDROP)
    assert picture is not None and picture.get_size() == (1280, 720)
    scene.draw(pygame.Surface((1280, 720)))
    assert not assets.missing
