"""Treasure Hunters tells its story on the table: a pawn walks square by square along the
way it took (TH-8 links and doors only, TH-10 shortest legal path, TH-11 OUT ends it), the
table stays busy while it walks so the header waits for it (one clock), each seat's last
turn stays marked (trail + frame) until that seat acts again, and the results' score sheet
adds up to the results' own credits (TH-14, D-5)."""

import pytest
import pygame

from ghostparlor.feed import SessionFeed
from ghostparlor.games import load_game
from ghostparlor.games.treasure_hunters.rules import Move, PawnMoved
from ghostparlor.games.treasure_hunters.table.table import results_credits, results_sheet
from ghostparlor.scenes.game import demo_plans, start_game
from ghostparlor.session import MatchSession, SeatPlan
from tests.scenes.helpers import bots_play, wait_for_turn

GAME = "treasure_hunters"


def _game_scene(app, seed, players=2):
    app.settings.animation_speed = "normal"
    app.settings.bot_pace_seconds = 0.0
    app.apply_settings()
    app.home()
    game = load_game(GAME)
    return game, start_game(app, game, demo_plans(game, players, 1), None, seed=seed)


def _farthest_move(scene):
    """The legal Move whose walk is longest (the way the rules count it)."""
    s = scene.session.state
    game = scene.session.game
    b = game.board
    dist = b.distances(s.pos[s.turn], game.locked_colour(s), s.haunted, s.carry[s.turn] > 0, True, limit=s.roll)
    moves = [a for a in scene.session.legal_actions() if isinstance(a, Move)]
    return max(moves, key=lambda a: (dist.get(b.node_index[a.to], 0), a.to))


def _node_at(table, pos):
    for nid, rect in table.board.node_rects.items():
        if rect.collidepoint(int(pos[0]), int(pos[1])):
            return nid
    return None


def _walk_once(app, scene):
    """The human plays their farthest move; every frame until the table rests, where the
    walking pawn was drawn, whether the table was busy and what the header said."""
    table = scene.table
    pawn = scene.session.state.turn
    action = _farthest_move(scene)
    scene._submit(action)
    event = next(e for e in scene.session.moves[-1].events if isinstance(e, PawnMoved))
    frames = []
    for _ in range(600):
        app.step(1 / 60)
        table = scene.table
        frames.append((table.board.drawn_at.get(pawn), table.busy(), scene.clock()[2]))
        if not any(s["kind"] == "move" for s in table.steps):
            break
    return event, frames


@pytest.mark.slow
def test_a_pawn_walks_square_by_square_along_its_way_and_the_table_waits(app):
    for seed in (3, 8):
        game, scene = _game_scene(app, seed)
        walked = 0
        for _ in range(40):
            if walked >= 3 or not wait_for_turn(app, scene):
                break
            if scene.session.view(0).phase != "move":
                scene._submit(scene.session.legal_actions()[0])
                continue
            event, frames = _walk_once(app, scene)
            path = scene.table.walks.walked_path(event)
            b = game.board
            # TH-10: a shortest legal way, of exactly the spaces the move cost, link by link (TH-8)
            assert len(path) - 1 == event.spaces
            assert path[0] == event.frm and path[-1] == event.to
            for u, v in zip(path, path[1:]):
                assert any(w == b.node_index[v] for w, _ in b.adj[b.node_index[u]]), (u, v)
            # the pawn's drawn position passes through every square of the way, in order
            seen = []
            for pos, _busy, _mine in frames:
                node = _node_at(scene.table, pos) if pos is not None else None
                if node is not None and (not seen or seen[-1] != node):
                    seen.append(node)
            assert seen == path, (seen, path)
            # one clock: busy while it walks, never "Your turn" above the walk
            walking = frames[:-1]
            assert all(busy for _pos, busy, _ in walking)
            assert not any(mine for _pos, _busy, mine in walking)
            if event.spaces >= 2:
                assert len(walking) >= event.spaces * 5, "the walk is animated, not a jump"
            walked += 1
        assert walked >= 2, seed


def test_the_walk_follows_the_animation_speed_setting(app):
    game, scene = _game_scene(app, 3)
    assert wait_for_turn(app, scene)
    normal = scene.table.walks.step_seconds()
    app.settings.animation_speed = "instant"
    app.apply_settings()
    event, frames = _walk_once(app, scene)
    assert normal > 0 and len(frames) <= 3, "instant speed: the walk lands at once"


@pytest.mark.slow
def test_each_seats_last_turn_stays_marked_until_it_acts_again(app):
    game, scene = _game_scene(app, 5)
    marked = 0
    for _ in range(40):
        if marked >= 3 or not wait_for_turn(app, scene):
            break
        if scene.session.view(0).phase != "move":
            scene._submit(scene.session.legal_actions()[0])
            continue
        event, _ = _walk_once(app, scene)
        assert wait_for_turn(app, scene)  # the bot seat has moved in between
        table = scene.table
        marks = {m.seat: (m, tip) for m, tip in scene.last_marks.marks}
        mine, tip = marks[0]
        # the frame on the place the walk ended, the trail along the way walked
        assert mine.rect.colliderect(table.board.node_rects[event.to]) and table.board.node_rects[event.to].contains(mine.rect)
        if event.frm != event.to:
            assert table.walks.trails[0] is event
            dots = table.walks.dots(table.walks.trail_lines(event))
            assert dots and all(_node_at(table, d) in table.walks.walked_path(event) or _node_at(table, d) is None for d in dots)
        assert "Agatha" in tip or scene.session.names()[0] in tip
        # the other seat acted too: its mark is its own last move, seat 0's is unchanged
        last = scene.session.last_moves()
        assert 1 in last and 1 in marks
        assert scene.session.moves[-1].seat == 0 or scene.session.moves[-1].seat == 1
        marked += 1
    assert marked >= 2


def _finished(seed, players=2):
    game = load_game(GAME)
    session = bots_play(MatchSession(game, [SeatPlan(f"P{i}", "easy", i) for i in range(players)], None, seed, pace_seconds=0.0), 5000)
    assert session.is_over()
    return session


def test_the_score_sheet_adds_up_to_the_results(app):
    for seed, players in ((1, 2), (4, 3)):
        session = _finished(seed, players)
        feed = SessionFeed(session, lambda: None)  # what everyone sees of the finished game
        sheet = results_sheet(feed)
        label, credits = results_credits(feed)
        total_label, totals = sheet.total
        assert totals == credits  # TH-14: the same deliveries per seat as the results column
        state = session.match.state
        assert sum(int(c) for c in totals) == len(state.delivered) == int(session.game.result(state).scores[0])
        rows = dict(sheet.rows)
        assert all(len(cells) == players for cells in rows.values())
        # D-5: the pawns each seat played
        played = rows[next(k for k in rows if k.startswith("Hunters"))]
        assert sum(len(c.split(", ")) for c in played) == len(state.pos)
        assert any(str(len(state.delivered)) in note for note in sheet.notes)
        if state.outcome != "won":
            assert any("Haunted" in n or "Trapped" in n for n in sheet.notes), sheet.notes


def test_the_results_screen_shows_the_sheet(app):
    from ghostparlor.scenes.results import ResultsScene

    session = _finished(2)
    app.home()
    scene = ResultsScene(app, session)
    app.push(scene)
    assert scene.sheet is not None and scene.sheet_button.visible
    scene.show_sheet = True
    app.redraw_all()
    app.step(1 / 60)
    pygame.image.save(app.canvas, "/tmp/th_results_sheet.png")
