"""The Phantom Society table as a story told on screen, headless and seeded: what each
seat's last move left on the table (last-move marks: the tile placed, the square emptied
with the removed tile faded in it, the ghost hidden only for the ghost team, the bids of
a Master Game), and the score sheet of the results. Rule IDs from rules/phantom_society.md."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from ghostparlor.ai.protocol import make_bot
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.table import table as ps_scene
from ghostparlor.feed import SessionFeed
from ghostparlor.games.phantom_society.table import manor as scene_manor
from ghostparlor.games.phantom_society.table import marks as scene_marks
from ghostparlor.games.phantom_society.rules import (
    BidPlaced, GhostHidden, NextGame, PlaceTile, TilePlaced, TileRemoved,
)
from ghostparlor.games.phantom_society.table.table import results_sheet
from ghostparlor.scenes.game import GameScene, start_game
from ghostparlor.session import MatchSession, SeatPlan
from tests.scenes.helpers import bots_play, click, pass_screen

NAMES = ["Agatha", "Boris", "Cornelius", "Drusilla"]
GAME = "phantom_society"


def _game(app, players=4, options=None, seed=7, humans=1):
    app.home()
    game = load_game(GAME)
    plans = [SeatPlan(NAMES[i], "human" if i < humans else "easy", i) for i in range(players)]
    scene = start_game(app, game, plans, options, seed=seed)
    return game, scene


def _at_rest(app, scene):
    return (app.stack.top is scene and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh
            and not scene.pass_pending)


def _marks(scene):
    """The marks the game scene draws now: seat -> (rect, corner, tooltip)."""
    return {mark.seat: (pygame.Rect(mark.rect), mark.corner, tip) for mark, tip in scene.last_marks.marks}


def _bot_session(players, options, seed, kind="random", stop=None):
    game = load_game(GAME)
    session = MatchSession(game, [SeatPlan(NAMES[i], kind, i) for i in range(players)], options, seed=seed,
                           pace_seconds=0.0)
    return bots_play(session, 10000, stop)


# --- the split -------------------------------------------------------------------------------

def test_the_table_is_made_of_panels_and_table_keeps_the_names_others_import():
    """The house rules: the table is composed of panel objects (no mixins), no module over
    600 lines and no class over 400; it reads its seat's feed, never the session; table.py
    still gives make_table, results_sheet and the names tests and tools import from it."""
    import ast

    folder = Path(ps_scene.__file__).parent
    modules = sorted(folder.glob("*.py"))
    assert len(modules) >= 8
    for path in modules:
        text = path.read_text()
        assert len(text.splitlines()) <= 600, path.name
        assert "session" not in text, path.name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                assert node.end_lineno - node.lineno < 400, (path.name, node.name)
    assert [base.__name__ for base in ps_scene.PhantomSocietyTable.__bases__] == ["Table"]
    for name in ("make_table", "results_sheet", "PhantomSocietyTable", "TileChip", "draw_ghost", "draw_room_tile",
                 "rgb", "symbol", "split_tile", "BOARD_RECT", "SIDE", "STRIP", "COLOUR_RGB", "SYMBOL", "GHOST_RGB",
                 "INK", "P"):
        assert hasattr(ps_scene, name), name
    assert ps_scene.split_tile("green_4") == ("green", 4)


# --- placing (section 3.3): bot and human moves ---------------------------------------------------

def test_each_seats_last_placement_is_marked_and_moves_on_when_it_places_again(app):
    """Section 3.3: placement is public, one tile a turn. Every seat's last TilePlaced is
    framed on its square (the tile still on it) until that seat places again; the human's
    own click moves the human's mark to the new square."""
    game, scene = _game(app, players=4, seed=7)
    table = scene.table
    for _ in range(3000):
        app.step(1 / 30)
        if _at_rest(app, scene) and table.view.phase == "place" and len(scene.session.moves) >= 5:
            break
    assert _at_rest(app, scene) and table.view.phase == "place"
    last = scene.session.last_moves()
    marks = _marks(scene)
    placed = {seat: next(e for e in move.events if isinstance(e, TilePlaced)) for seat, move in last.items()}
    assert set(marks) == set(placed) and len(marks) >= 3
    for seat, event in placed.items():
        rect, _corner, tip = marks[seat]
        assert rect == table.marks.mark_rect(event.square)
        assert table.view.board[table.manor.index_of(table.manor.cell_of(event.square))] == f"{event.colour}_{event.value}"
        assert event.square in tip and NAMES[seat] in tip  # "<name>'s last move: <name> places <tile> on <sq>"
        value_centre = table.manor.grid.cell_rect(table.manor.cell_of(event.square)).center
        assert rect.inflate(-20, -20).collidepoint(value_centre)  # the frame runs round the value, not over it
    # the human places by mouse: the chip is selected, a legal square is clicked
    before = marks.get(0)
    square = sorted(table.manor.legal_squares)[0]
    click(app, table.manor.grid.cell_rect(table.manor.cell_of(square)).center)
    for _ in range(600):
        if _at_rest(app, scene):
            break
        app.step(1 / 30)
    mine = scene.session.last_moves()[0]
    assert isinstance(scene.session.match.actions[mine.number - 1], PlaceTile)
    assert mine.events[0].square == square
    rect, _corner, _tip = _marks(scene)[0]
    assert rect == table.marks.mark_rect(square) and (before is None or rect != before[0])


# --- removals (PS-4, PS-7, PS-8): the square emptied, the removed tile faded -------------------------

@pytest.mark.slow
def test_a_removal_is_marked_on_its_empty_square_with_the_removed_tile_faded(app, monkeypatch):
    """PS-7, PS-8, D-10: a removed tile's colour, value and outcome are public. The square a
    seat emptied last is framed, and the removed tile is drawn faded in it (its value still
    readable); when the seat removes another tile the old square is plain empty again."""
    game, scene = _game(app, players=4, seed=7)
    table = scene.table
    bot, rng = make_bot("easy", game, 0), random.Random(7)
    checked = moved_on = 0
    previous: dict[int, str] = {}
    for _ in range(40000):
        if scene.session.is_over() or (checked >= 6 and moved_on >= 3):
            break
        app.step(1 / 30)
        if _at_rest(app, scene) and table.view.phase == "play":
            marks = _marks(scene)
            for seat, move in scene.session.last_moves().items():
                removed = next((e for e in move.events if isinstance(e, TileRemoved)), None)
                if removed is None:
                    continue
                cell = table.manor.cell_of(removed.square)
                assert table.view.board[table.manor.index_of(cell)] is None
                assert marks[seat][0] == table.marks.mark_rect(removed.square)
                assert table.manor.faded[removed.square][:2] == (removed.colour, removed.value)
                # the faded tile is drawn in the empty square
                drawn = []
                real = scene_manor.draw_room_tile
                monkeypatch.setattr(scene_manor, "draw_room_tile",
                                    lambda surf, rect, colour, value, *a, **k: (drawn.append((colour, value)),
                                                                                 real(surf, rect, colour, value, *a, **k)))
                canvas = pygame.Surface((200, 200), pygame.SRCALPHA)
                table.manor.draw_cell(canvas, cell, pygame.Rect(10, 10, 85, 85))
                monkeypatch.setattr(scene_manor, "draw_room_tile", real)
                assert drawn == [(removed.colour, removed.value)]
                old = previous.get(seat)
                if old is not None and old != removed.square:
                    assert old not in table.manor.faded or table.manor.faded[old][2] != seat  # moved on
                    assert all(r != table.marks.mark_rect(old) for s, (r, _c, _t) in marks.items() if s == seat)
                    moved_on += 1
                previous[seat] = removed.square
                checked += 1
            if scene.my_turn():
                scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
        elif _at_rest(app, scene):
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert checked >= 6 and moved_on >= 3, (checked, moved_on)


@pytest.mark.slow
def test_no_mark_lies_over_a_scoring_summary(app):
    """PS-6, PS-10, PS-12: while the hunt-begins / master-out / game-decided panel covers the
    table, no last-move mark is drawn over it; after it the marks come back."""
    game, scene = _game(app, players=2, seed=6)
    bot, rng = make_bot("easy", game, 0), random.Random(6)
    covered = back = 0
    was_covered = False
    for _ in range(40000):
        if app.stack.top.name == "results":
            break
        app.step(1 / 30)
        if scene.table.summary is not None:
            assert not scene.last_marks.marks
            covered += 1
            was_covered = True
        elif was_covered and _at_rest(app, scene):
            assert scene.last_marks.marks
            was_covered = False
            back += 1
        if _at_rest(app, scene):
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert covered > 0 and back >= 1


@pytest.mark.slow
def test_no_mark_lies_over_the_banner_and_the_marks_come_back_after_it(app):
    """PS-8, PS-9, PS-11: a reveal, a cleared colour or a pass is announced by a banner over
    the board's top rows; while it is read no mark lies under it, and once it is gone every
    seat's mark is back (the table asks the scene to take them anew)."""
    game, scene = _game(app, players=4, seed=7)
    table = scene.table
    bot, rng = make_bot("easy", game, 0), random.Random(7)
    banners = rested = 0
    for _ in range(40000):
        if app.stack.top.name == "results":
            break
        app.step(1 / 30)
        if table.moments.banner_tween is not None and table.summary is None:
            banners += 1
            for mark, _tip in scene.last_marks.marks:
                assert not mark.rect.inflate(14, 14).colliderect(scene_marks.BANNER_BAND)
        if _at_rest(app, scene) and table.moments.banner_tween is None and table.summary is None:
            expected = table.last_move_marks(scene.session.last_moves(), scene.viewer())
            assert [(m.seat, tuple(m.rect)) for m, _ in scene.last_marks.marks] == [(m.seat, tuple(m.rect)) for m in expected]
            rested += 1
        if _at_rest(app, scene):
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert banners > 0 and rested > 10


# --- hiding (section 3.5, D-9): the ghost team only -------------------------------------------------

@pytest.mark.slow
def test_hot_seat_the_hidden_ghost_is_marked_for_its_master_and_never_for_the_hunter(app):
    """Section 3.5, D-9: where a ghost hides is the ghost team's secret. Two people at one
    screen (3 players: seat 0 the human master G1, seat 1 the human hunter, seat 2 a bot
    master G2, who takes the first ghost turn, section 3.6): while seat 0's last move is a
    GhostHidden, seat 0's own screen frames that square; the hunter's screen has no mark
    of seat 0's at all, and no mark on any hidden ghost's square."""
    game, scene = _game(app, players=3, seed=6, humans=2)
    bots = {i: make_bot("easy", game, i) for i in range(2)}
    rng = random.Random(6)
    master_saw = hunter_frames = 0
    for _ in range(30000):
        if scene.session.is_over():
            break
        app.step(1 / 30)
        top = app.stack.top
        if pass_screen(app, scene):
            continue
        if top.name == "handoff":
            click(app, top.ready.rect.center)
            continue
        if top is not scene or scene.table.busy() or scene._pending_refresh:
            continue
        viewer = scene.viewer()
        last = scene.session.last_moves().get(0)
        hide = next((e for e in last.events if isinstance(e, GhostHidden)), None) if last is not None else None
        marks = _marks(scene)
        table = scene.table
        if viewer == 1:
            state = scene.session.state
            hidden = {game.square_names[state.ghost_sq[c]] for c in range(game.ncol)
                      if state.ghost_sq[c] >= 0 and not state.revealed[c]}
            for seat, (rect, _c, tip) in marks.items():
                assert all(rect != table.marks.mark_rect(sq) or seat == 1 for sq in hidden), "a hunter saw a hidden ghost"
            if hide is not None:
                assert 0 not in marks
                hunter_frames += 1
        elif viewer == 0 and hide is not None:
            assert marks[0][0] == table.marks.mark_rect(hide.square)
            master_saw += 1
        if scene.my_turn() and not scene.pass_pending:
            seat = scene.viewer()
            scene._submit(bots[seat].choose(game.view(scene.session.state, seat), scene.session.legal_actions(), rng))
    assert master_saw >= 1 and hunter_frames >= 1, (master_saw, hunter_frames)


# --- the Master Game's bids (PS-15) ---------------------------------------------------------------

def test_master_game_bids_are_marked_on_each_teams_bid_box(app):
    """PS-15: each team's bidder picks a bid face down; both are revealed together. A
    bidder's last move marks that team's bid box on the side panel; the tooltip of the
    other team's bid says it was placed face down, never its cards (the log line for this
    viewer)."""
    game, scene = _game(app, players=4, options={"mode": "master_game"}, seed=7)
    table = scene.table
    for _ in range(3000):
        app.step(1 / 30)
        if _at_rest(app, scene) and table.view.phase == "place":
            break
        if _at_rest(app, scene) and table.view.phase == "bid":  # the human bids by the number buttons
            click(app, table.strip.tens_buttons[0].rect.center)
            click(app, table.strip.thousands_buttons[-1].rect.center)
            click(app, table.strip.bid_button.rect.center)
    assert table.view.phase == "place"
    marks = _marks(scene)
    bids = {seat: next(e for e in move.events if isinstance(e, BidPlaced))
            for seat, move in scene.session.last_moves().items() if any(isinstance(e, BidPlaced) for e in move.events)}
    assert bids
    for seat, event in bids.items():
        rect, _corner, tip = marks[seat]
        assert rect == table.side.bid_rects()[event.team].inflate(-4, -6)
        if 0 not in event.team_seats:  # the other team's pick: face down (the totals only once revealed)
            assert f"{NAMES[seat]} places the team's bid face down" in tip and f"{event.tens} +" not in tip
        else:
            assert f"{event.tens} + {event.thousands} = {event.tens + event.thousands}" in tip
    a, b = table.side.bid_rects()
    assert a.y == b.y and not a.inflate(8, 8).colliderect(b.inflate(8, 8))  # two frames side by side
    assert ps_scene.SIDE.contains(a.inflate(8, 8)) and ps_scene.SIDE.contains(b.inflate(8, 8))


def test_a_tournaments_new_game_leaves_the_old_boards_moves_unmarked(app):
    """PS-17: each Master Game of a tournament lays a new board; the moves of the game
    before point at nothing on it, so no seat is marked until it acts in the new game."""
    session = _bot_session(4, {"mode": "tournament", "tournament_games": 2}, 2,
                           stop=lambda s: any(isinstance(e, NextGame) for m in s.moves for e in m.events))
    assert any(isinstance(e, NextGame) for e in session.moves[-1].events)
    scene = GameScene(app, session, persist=False)
    app.push(scene)
    table = scene.table
    table.refresh(None)
    assert table.last_move_marks(session.last_moves(), None) == []
    while session.to_move() < 0:
        session.update(0.0)
    seat = session.to_move()
    session.bot_move(seat)
    table.refresh(None)
    marks = table.last_move_marks(session.last_moves(), None)
    assert [m.seat for m in marks] == [seat]
    assert isinstance(session.moves[-1].events[0], BidPlaced)
    assert marks[0].rect == table.side.bid_rects()[session.moves[-1].events[0].team].inflate(-4, -6)


# --- the score sheet ---------------------------------------------------------------------------------

def test_the_standard_games_sheet_explains_the_result_and_matches_the_scores():
    """PS-8, PS-12: one game; each seat's side, tiles removed, damage done and ghosts
    revealed; the total line is Result.scores (1 to each seat of the winning side)."""
    for seed in (3, 4, 5):
        session = _bot_session(4, None, seed, kind="easy")
        result = session.result()
        sheet = results_sheet(SessionFeed(session, lambda: None))
        assert sheet is not None and sheet.tiebreak == ""
        assert sheet.total[1] == [str(int(x)) for x in result.scores]
        rows = dict(sheet.rows)
        state = session.match.state
        final = session.game.view(state, None).results[-1]
        assert sum(int(x) for x in rows["Damage done"]) == final.damage
        found = sum(int(x) for x in rows["Ghosts revealed"])
        assert (found == 4) == (final.winner == "hunters")
        removed = [e.event for e in session.log if isinstance(e.event, TileRemoved)]
        assert sum(int(x) for x in rows["Tiles removed"]) == len(removed)
        for seat in range(4):
            assert rows["Side"][seat] == ("Ghost master" if seat in final.ghost_seats else "Hunter")
        assert any("PS-12" in note for note in sheet.notes)


@pytest.mark.parametrize("players,options,seed", [(4, {"mode": "master_game"}, 4),
                                                  (3, {"mode": "tournament", "tournament_games": 2}, 5)])
def test_master_games_sheet_has_a_row_per_game_adding_up_to_the_scores(players, options, seed):
    """PS-16, PS-17: each game is worth the difference of the bids to the team that wins it;
    a row per game, whose VP add up to the total line, which is Result.scores."""
    session = _bot_session(players, options, seed, kind="easy")
    result = session.result()
    sheet = results_sheet(SessionFeed(session, lambda: None))
    games = session.game.view(session.match.state, None).results
    assert sheet.rows[0][0] == "Team"
    game_rows = sheet.rows[1:]
    assert len(game_rows) == len(games)
    for seat in range(players):
        assert sum(int(cells[seat]) for _label, cells in game_rows) == int(result.scores[seat])
    assert sheet.total[1] == [str(int(x)) for x in result.scores]
    for (label, _cells), summary in zip(game_rows, games):
        total = [b[0] + b[1] for b in summary.bids]
        assert label == f"Game {summary.game}: {total[0]}/{total[1]}" and summary.stake == abs(total[0] - total[1])
    assert sheet.tiebreak == ""  # decided within the games set: no tie-break


def test_a_tied_tournament_says_in_words_how_the_tie_was_broken():
    """PS-17: a tournament level after its games goes on while tied. Seeded: 2 games, 11 VP
    each, a third game decides; the sheet and the ranking say so, naming the winners."""
    session = _bot_session(4, {"mode": "tournament", "tournament_games": 2}, 2)
    result = session.result()
    sheet = results_sheet(SessionFeed(session, lambda: None))
    assert len(sheet.rows) == 1 + 3
    assert [int(x) for x in sheet.total[1]] == [int(x) for x in result.scores] == [20, 11, 20, 11]
    assert sheet.tiebreak == ("The teams were level at 11 victory points each after 2 games, so play went on while "
                              "tied (PS-17): Agatha, Cornelius won game 3 and the tournament.")
    assert sheet.notes[0] == sheet.tiebreak
    assert {NAMES[i] for i in result.winners} == {"Agatha", "Cornelius"}


def test_the_results_screen_draws_the_sheet(app):
    """The results screen's "Score sheet" toggle draws this game's sheet (its rows' texts)."""
    from ghostparlor.scenes.results import ResultsScene
    from ghostparlor.ui import get_assets

    session = _bot_session(4, {"mode": "tournament", "tournament_games": 2}, 2)
    scene = ResultsScene(app, session)
    app.push(scene)
    seen = []
    assets = get_assets()
    real = assets.fit_text

    def spy(text, *args, **kwargs):
        seen.append(str(text))
        return real(text, *args, **kwargs)

    assets.fit_text = spy
    try:
        scene.show_sheet = True
        scene.dirty = True
        app.redraw_all()
        app.step(1 / 60)
    finally:
        del assets.fit_text
    assert "Game by game" in seen and "Game 3: 58/49" in seen and "Victory points" in seen
