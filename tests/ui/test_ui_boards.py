"""TileGrid and BoardView: clicks map to cells/nodes; legality; keyboard cursors."""

from __future__ import annotations

import pygame
from ui_helpers import click, key, motion

from ghostparlor.ui import BoardView, Marker, Tile, TileGrid, cell_name


def test_cell_names():
    assert cell_name((0, 0)) == "a1"
    assert cell_name((5, 5)) == "f6"
    assert cell_name((26, 0)) == "aa1"


def test_click_returns_the_cell_under_the_pointer():
    grid = TileGrid((100, 100, 400, 400), 6, 6)
    for cell in [(0, 0), (5, 5), (2, 4), (4, 1)]:
        action = click(grid, grid.cell_rect(cell).center)
        assert action.kind == "cell" and action.value == cell
    assert click(grid, (105, 105)) is None  # in the label margin


def test_origin_bottom_puts_row_one_at_the_bottom():
    grid = TileGrid((0, 0, 300, 300), 6, 6, origin="bottom")
    assert grid.cell_rect((0, 0)).bottom == grid.board_rect.bottom
    assert grid.cell_at(grid.cell_rect((3, 0)).center) == (3, 0)


def test_legal_cells_restrict_clicks():
    grid = TileGrid((0, 0, 300, 300), 6, 6, tiles={(1, 1): Tile("Hall", markers=(Marker(0),))})
    grid.set_legal({(1, 1)})
    assert grid.highlighted == {(1, 1)}
    assert click(grid, grid.cell_rect((0, 0)).center).kind == "rejected"
    assert click(grid, grid.cell_rect((1, 1)).center).value == (1, 1)
    grid.handle(motion(grid.cell_rect((1, 1)).center))
    assert grid.tooltip_text() == "b2: Hall"


def test_grid_keyboard_cursor():
    grid = TileGrid((0, 0, 300, 300), 4, 4)
    grid.set_focus(True)
    grid.handle(key(pygame.K_RIGHT))
    grid.handle(key(pygame.K_DOWN))
    grid.handle(key(pygame.K_DOWN))
    assert grid.cursor == (1, 2)
    for _ in range(10):
        grid.handle(key(pygame.K_LEFT))
    assert grid.cursor == (0, 2)
    assert grid.handle(key(pygame.K_RETURN)).value == (0, 2)


NODES = {"hall": (0.5, 0.0), "library": (0.0, 0.5), "kitchen": (1.0, 0.5), "crypt": (0.5, 1.0)}
EDGES = [("hall", "library"), ("hall", "kitchen"), ("library", "crypt"), ("kitchen", "crypt")]


def test_board_click_returns_node_ids():
    board = BoardView((100, 100, 500, 400), NODES, EDGES, markers={"hall": [Marker(0), Marker(1)]})
    for node in NODES:
        action = click(board, board.node_pos(node))
        assert action.kind == "node" and action.value == node
    assert click(board, (350, 300)) is None  # empty middle


def test_board_legal_nodes_and_keyboard():
    board = BoardView((0, 0, 400, 400), NODES, EDGES, legal={"library", "kitchen"},
                      labels={"library": "Library"})
    assert board.highlighted == set()  # constructor leaves highlighting to the caller
    board.set_legal({"library", "kitchen"})
    assert board.highlighted == {"library", "kitchen"}
    assert click(board, board.node_pos("hall")).kind == "rejected"
    board.set_focus(True)
    first = board.handle(key(pygame.K_RIGHT))
    second = board.handle(key(pygame.K_RIGHT))
    assert {first.value, second.value} == {"library", "kitchen"}
    third = board.handle(key(pygame.K_RIGHT))
    assert third.value == first.value  # cycles through legal nodes only
    assert board.handle(key(pygame.K_RETURN)).value == first.value
    board.handle(motion(board.node_pos("library")))
    assert board.tooltip_text() == "Library"


def test_board_pixel_coordinates():
    board = BoardView((50, 50, 300, 300), {"x": (10, 20)}, normalized=False)
    assert board.node_pos("x") == (60, 70)
