"""Don't Go In There's table as an illustration: the rooms and the backdrop are drawn from
their art files (tools/art_dgit_rooms.py), the cards say their effect in words a person
reads, the scores are said in words, and the door sounds when a room resolves."""

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games import load_game
from ghostparlor.games.dont_go_in_there.play.goals import Progress
from ghostparlor.games.dont_go_in_there.rules import RoomResolves
from ghostparlor.games.dont_go_in_there.table.table import CARD, DontGoInThereTable, card_surface
from ghostparlor.games.dont_go_in_there.table import art as scene_art
from ghostparlor.games.dont_go_in_there.table.art import CURSE_STYLE, TEXT_MIN, card_short_text
from ghostparlor.games.dont_go_in_there.table.collection import row_words
from ghostparlor.resources import art_path
from ghostparlor.scenes.game import demo_plans, start_game
from ghostparlor.session import Happening
from ghostparlor.ui import get_assets
from ghostparlor.devtools import probe

GAME = "dont_go_in_there"
ROOMS = ("attic", "nursery", "basement", "hallway", "library", "secret_passage")


def test_every_room_and_the_backdrop_has_its_picture():
    for room in ROOMS:
        picture = pygame.image.load(str(art_path(GAME, f"room_{room}.jpg")))
        assert picture.get_size() == (302, 346)  # a room board (scene_art.BOARD_W, BOARD_H)
    backdrop = art_path(GAME, "backdrop.jpg")
    assert pygame.image.load(str(backdrop)).get_size() == (1280, 720)
    assert backdrop.stat().st_size <= 200_000
    assert DontGoInThereTable.BACKDROP == f"{GAME}/backdrop.jpg"


def test_the_table_draws_its_rooms_and_backdrop_and_misses_no_art(app, monkeypatch):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, 4, 1), None, seed=3)
    assets = get_assets()
    assets.clear()
    asked = []
    real = assets.image
    monkeypatch.setattr(assets, "image", lambda name: asked.append(name) or real(name))
    app.step(1 / 60)
    rooms = {f"{GAME}/room_{bd.room}.jpg" for bd in scene.table.view.boards if bd.room}
    assert len(rooms) == 3
    assert rooms | {f"{GAME}/backdrop.jpg"} <= set(asked)
    assert not assets.missing


def test_a_card_says_its_name_and_effect_at_a_readable_size(app):
    """Every type's card at the table's size writes its name and its effect in a few
    words, none under 13 px (the inspect tip says the whole rule)."""
    for curse in CURSE_STYLE:
        scene_art._card.cache_clear()
        get_assets().clear()
        root = probe.start((200, 200))
        try:
            root.blit(card_surface(f"{curse}_2", *CARD), (0, 0))
            said = [(p.meta.text, p.meta.px) for p in probe.ACTIVE.texts]
        finally:
            probe.stop()
        words = " ".join(text for text, _ in said)
        assert t(f"dont_go_in_there.curse.{curse}").split()[0] in words, (curse, said)
        assert card_short_text(curse).split()[-1] in words, (curse, said)
        assert min(px for _, px in said) >= TEXT_MIN, (curse, said)


def test_the_scores_are_said_in_words(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, 4, 1), None, seed=3)
    app.step(1 / 60)
    assert scene.table.seat_status(0, 0) == "Curses 0"
    ring = Progress("ring", (2,), (), "set", {"n": 1, "set": 4})
    assert row_words(ring) == "3 more and all are dispelled"
    assert row_words(ring, short=True) == "3 more: dispelled"
    holy = Progress("holy_water", (1,), (), "holy_water_count", {"k": 1, "set": 2, "divisor": 2})
    assert row_words(holy, short=True) == "1 more: ghosts ÷2"
    assert " of " not in row_words(holy) and " of " not in row_words(ring)


def test_the_door_sounds_when_a_room_resolves(app):
    app.home()
    game = load_game(GAME)
    scene = start_game(app, game, demo_plans(game, 3, 1), None, seed=3)
    event = RoomResolves(room="hallway", resolver=0)
    assert scene.table.sound_for(Happening(event, 0), 0) == "door"
