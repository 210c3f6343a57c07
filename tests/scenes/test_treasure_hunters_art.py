"""Treasure Hunters' painted house: the floor plan made by tools/art_treasure_hunters.py
exists for the board and layout the table uses (same size, same place), it and every other
picture the table asks for are found when the table is drawn, a haunted room is covered
with its pattern (not only a colour), the board's names drop the "(A)" their letter already
shows, and the new sounds are asked for where their events happen."""

import pygame

from ghostparlor.games import load_game
from ghostparlor.games.treasure_hunters.rules import GhostPlaced, PawnMoved
from ghostparlor.games.treasure_hunters.table.art import short_room_name
from ghostparlor.games.treasure_hunters.table.plan import HousePlan
from ghostparlor.resources import art_path
from ghostparlor.scenes.game import demo_plans, start_game
from ghostparlor.session import Happening
from ghostparlor.ui.assets import get_assets

GAME = "treasure_hunters"


def _scene(app, seed=3, players=2, humans=1):
    app.settings.bot_pace_seconds = 0.0
    app.apply_settings()
    app.home()
    game = load_game(GAME)
    return start_game(app, game, demo_plans(game, players, humans), None, seed=seed)


def test_the_house_picture_fits_the_plan_it_was_painted_for():
    plan = HousePlan(load_game(GAME).board)
    path = art_path(*plan.house_file().split("/"))
    assert path.is_file(), "run tools/art_treasure_hunters.py: the board or its layout changed"
    picture = pygame.image.load(str(path))
    assert picture.get_size() == plan.frame.size
    for name in ("backdrop.jpg", "ghost.png", "haunting.png", "haunt_tile.png", "cobweb.png", "CREDITS.md"):
        assert art_path(GAME, name).is_file(), name
    sizes = sum(p.stat().st_size for p in art_path(GAME).iterdir())
    assert sizes < 1_200_000  # the game's art budget


def test_the_table_draws_its_art_and_misses_none(app):
    assets = get_assets()
    assets.missing.clear()
    scene = _scene(app)
    table = scene.table
    assert table.BACKDROP == "treasure_hunters/backdrop.jpg"
    # a haunted room with ghosts beside it: every picture of the table is asked for
    table.refresh(scene.viewer())
    table.shown["haunted"][2] = True
    table.shown["ghosts"][3] = 2
    app.redraw_all()
    assert table.board.rooms.house_picture() is not None
    assert not assets.missing, assets.missing
    assert assets.image(table.BACKDROP) is not None


def test_a_haunted_room_is_covered_with_its_pattern(app):
    scene = _scene(app)
    table = scene.table
    table.refresh(scene.viewer())
    r = 2
    rid = table.b.room_ids[r]
    rect = table.board.node_rects[rid].inflate(-10, -10)
    table.shown["haunted"][r] = False
    table.shown["ghosts"][r] = 0
    before = pygame.Surface((1280, 720))
    table.board.draw_board(before)
    table.shown["haunted"][r] = True
    after = pygame.Surface((1280, 720))
    table.board.draw_board(after)
    changed = sum(1 for x in range(rect.x, rect.right, 3) for y in range(rect.y, rect.bottom, 3)
                  if before.get_at((x, y)) != after.get_at((x, y)))
    samples = len(range(rect.x, rect.right, 3)) * len(range(rect.y, rect.bottom, 3))
    assert changed > samples * 0.5  # the whole floor is striped, not only an edge or a word
    parts = table.board.rooms.room_layout(r, rid)
    assert parts["marker"] is not None and not parts["ghosts"]
    # the other rooms are left as they were
    other = table.board.node_rects[table.b.room_ids[r + 1]].inflate(-10, -10)
    assert all(before.get_at(p) == after.get_at(p) for p in (other.center, other.topleft, other.bottomright))


def test_room_names_on_the_board_drop_the_letter():
    assert short_room_name("Attic (A)") == "Attic"
    assert short_room_name("鏡の間（H）") == "鏡の間"
    assert short_room_name("Library") == "Library"


def test_doors_ghosts_and_hauntings_have_their_sounds(app):
    scene = _scene(app, seed=5, players=2, humans=0)  # the bots play it through
    table = scene.table
    session = scene.session
    for _ in range(3000):
        if session.is_over():
            break
        app.step(1 / 10)
    heard = {}
    for entry in session.log:
        e = entry.event
        if isinstance(e, (GhostPlaced, PawnMoved)):
            sound = table.sound_for(Happening(e, 0), 0)
            if isinstance(e, GhostPlaced):
                assert sound == ("haunting" if e.haunted else "ghost_found")
            elif e.to in table.b.rects or e.frm in table.b.rects:
                assert sound == "door"
            heard[sound] = heard.get(sound, 0) + 1
    assert heard.get("door") and heard.get("ghost_found")
