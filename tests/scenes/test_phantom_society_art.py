"""The Phantom Society's table art (issue 46): the pictures of art/phantom_society/ exist
at the sizes the table draws them, the table draws every tile kind, wreck and ghost from
them (no picture missing), and tools/art_phantom_society.py re-makes them byte for byte."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest

from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.table import board as scene_board
from ghostparlor.games.phantom_society.table.table import PhantomSocietyTable
from ghostparlor.games.phantom_society.table.board import BOARD_RECT, CHIP_ART, SYMBOL, WRECKS, draw_room_tile
from ghostparlor.resources import art_path

GAME = "phantom_society"
REPO = Path(__file__).resolve().parents[2]
FOLDER = REPO / "art" / GAME


def _tile_kinds() -> list[tuple[str, int]]:
    """Every (colour, value) of the game's content: the tiles the manor can hold."""
    content = load_game(GAME).spec.content
    return sorted({(spec["id"], value) for spec in content["colours"] for value in spec["tiles"]})


def _spy(monkeypatch) -> dict[str, tuple[int, int] | None]:
    """Record each picture the table asks for and the size it got (None: missing)."""
    asked: dict[str, tuple[int, int] | None] = {}
    real = scene_board.art_image

    def spy(name, size):
        img = real(name, size)
        asked[scene_board.ART + name] = None if img is None else img.get_size()
        return img

    monkeypatch.setattr(scene_board, "art_image", spy)
    return asked


def test_the_art_is_drawn_at_the_sizes_the_table_blits(app):
    """The board picture is the manor grid's size, a tile its cells' face, a chip its chip's
    face: blitted as they are, never rescaled on the table."""
    from ghostparlor.devtools.factory import build_scene
    from ghostparlor.ui import get_assets

    scene = build_scene(app, "game", GAME, 4, 3, 0)
    grid = scene.table.manor.grid
    pad = max(1, grid.cell_size // 28)
    face = grid.cell_rect((0, 0)).inflate(-pad * 2, -pad * 2).size
    assets = get_assets()
    assert assets.image(f"{GAME}/board.png").get_size() == BOARD_RECT.size
    for colour, value in _tile_kinds():
        assert assets.image(f"{GAME}/tile_{colour}_{value}.png").get_size() == face
        assert assets.image(f"{GAME}/chip_{colour}_{value}.png").get_size() == (CHIP_ART, CHIP_ART)
    for variant in range(WRECKS):
        assert assets.image(f"{GAME}/wreck_{variant}.png").get_size() == face
    assert assets.image(PhantomSocietyTable.BACKDROP).get_size() == (1280, 720)
    assert not assets.missing


def test_every_tile_kind_draws_from_its_picture(app, monkeypatch):
    """Each colour and value of the content has its painted room, on the board and in the
    supply; the colours the art knows are the table's four symbol colours."""
    asked = _spy(monkeypatch)
    kinds = _tile_kinds()
    assert {colour for colour, _v in kinds} == set(SYMBOL)
    canvas = pygame.Surface((200, 200), pygame.SRCALPHA)
    for colour, value in kinds:
        for size in (79, CHIP_ART):
            canvas.fill((0, 0, 0, 0))
            draw_room_tile(canvas, pygame.Rect(10, 10, size, size), colour, value, 0.45, cleared=True)
            kind = "tile" if size == 79 else "chip"
            assert asked[f"{GAME}/{kind}_{colour}_{value}.png"] == (size, size)
            assert canvas.get_at((10 + size // 2, 10 + size // 2)).a == 255  # the picture is there
    assert asked[f"{GAME}/cleared.png"] is not None


@pytest.mark.parametrize("moves", [0, 12, 40, 50, 60])
def test_the_table_draws_its_pictures_and_none_is_missing(app, monkeypatch, moves):
    """At the start, while placing, once hidden, mid-game with wrecked squares and hidden
    ghosts (the viewer is a ghost master) and at the end: the board, the rooms, the wrecks,
    the hidden ghosts' badges and the backdrop are drawn from art/phantom_society/, none missing."""
    from ghostparlor.devtools.factory import build_scene
    from ghostparlor.ui import get_assets

    asked = _spy(monkeypatch)
    scene = build_scene(app, "game", GAME, 4, 3, moves)
    app.redraw_all()
    app.step(1 / 60)
    assert f"{GAME}/board.png" in asked
    view = scene.table.view
    if any(tid is not None for tid in view.board):
        assert any(name.startswith(f"{GAME}/tile_") for name in asked)
    if view.phase == "place":
        assert any(name.startswith(f"{GAME}/chip_") for name in asked)
    if view.phase in ("play", "over") and None in view.board:
        assert any(name.startswith(f"{GAME}/wreck_") for name in asked)
    if view.ghosts is not None and view.phase in ("play", "over"):
        assert f"{GAME}/ghost_hidden.png" in asked
    assert all(size is not None for size in asked.values()), asked
    assert scene.table.BACKDROP == PhantomSocietyTable.BACKDROP == f"{GAME}/backdrop.jpg"
    assert not get_assets().missing


def test_a_revealed_ghost_stands_on_its_square_from_its_picture(app, monkeypatch):
    """PS-8: a found ghost is drawn on its now empty square as its colour's ghost picture;
    the square is not wrecked (the reveal adds no damage)."""
    import dataclasses

    from ghostparlor.devtools.factory import build_scene

    scene = build_scene(app, "game", GAME, 4, 3, 40)
    table = scene.table
    board = list(table.view.board)
    square = "c3"
    board[table.manor.index_of(table.manor.cell_of(square))] = None
    for colour in SYMBOL:
        asked = _spy(monkeypatch)
        view = dataclasses.replace(table.view, board=tuple(board), revealed=((colour, square),))
        table.manor.refresh(dataclasses.replace(table.seen, view=view))
        canvas = pygame.Surface((200, 200), pygame.SRCALPHA)
        table.manor.draw_cell(canvas, table.manor.cell_of(square), pygame.Rect(10, 10, 79, 79))
        assert asked.get(f"{GAME}/ghost_{colour}.png") is not None
        assert not any(name.startswith(f"{GAME}/wreck_") for name in asked)


def test_a_wrecked_square_shows_and_says_who_emptied_it(app, monkeypatch):
    """PS-4, PS-7, D-10: a square emptied with damage is wrecked, with the badge of who did
    it (a ghost's claws for a devastation, a hunter's crowbar for a search: public in the
    log), and its tip says so with the tile and the damage it added."""
    from ghostparlor.devtools.factory import build_scene

    scene = build_scene(app, "game", GAME, 4, 3, 50)
    table = scene.table
    kinds = {by for by, _tip in table.manor.removed_by.values()}
    assert {"ghost", "hunter"} <= kinds
    for square, (by, tip) in table.manor.removed_by.items():
        cell = table.manor.cell_of(square)
        asked = _spy(monkeypatch)
        canvas = pygame.Surface((200, 200), pygame.SRCALPHA)
        table.manor.draw_cell(canvas, cell, pygame.Rect(10, 10, 79, 79))
        assert any(name.startswith(f"{GAME}/wreck_") for name in asked)
        assert asked[f"{GAME}/removed_by_{by}.png"] is not None
        table.manor.grid.hover_cell = cell
        assert table.manor.grid.tooltip_text() == f"{square}: {tip}"
        assert ("ghost" if by == "ghost" else "hunter") in tip


def test_the_art_stays_within_its_budget():
    """Issue 46: a game's new art under 1.2 MB; a backdrop a JPEG of at most 200 KB."""
    files = [p for p in FOLDER.iterdir() if p.is_file()]
    assert sum(p.stat().st_size for p in files) < 1_200_000
    assert (FOLDER / "backdrop.jpg").stat().st_size <= 200_000
    assert art_path(GAME, "board.png").is_file()


def test_the_script_remakes_the_art_byte_for_byte(tmp_path, monkeypatch):
    """tools/art_phantom_society.py is seeded and draws in a fixed order: run into a scratch
    folder, it writes the same bytes as the committed files."""
    pytest.importorskip("skia")
    if not (REPO / "tools" / "node_modules" / "@iconify-json" / "game-icons" / "icons.json").is_file():
        pytest.skip("the game-icons npm package is not installed in tools/")
    monkeypatch.syspath_prepend(str(REPO / "tools"))
    import vector_style

    spec = importlib.util.spec_from_file_location("art_phantom_society", REPO / "tools" / "art_phantom_society.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(vector_style, "ART", tmp_path)
    names = module.generate()
    assert sorted(names) == sorted(p.name for p in FOLDER.iterdir() if p.suffix in (".png", ".jpg"))
    for name in names:
        assert (tmp_path / GAME / name).read_bytes() == (FOLDER / name).read_bytes(), name
