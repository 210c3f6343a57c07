"""Ghosts (issue 20): each seat's last move marked on the table, and the score sheet."""

import pygame

from ghostparlor.games import load_game
from ghostparlor.games.ghosts.rules import CardPlayed, PileTaken
from ghostparlor.feed import SessionFeed
from ghostparlor.games.ghosts.table.fear import fp_unit
from ghostparlor.games.ghosts.table.sheet import results_sheet
from ghostparlor.scenes.game import demo_plans, start_game
from tests.scenes.test_table_story_shared import bot_session
from tests.scenes.helpers import wait_for_turn


def test_the_score_sheet_adds_up_to_the_final_fear_points():
    """GH-12, GH-13: start FP, +1 per pile taken, relief returned; the total is the score."""
    for seed in range(8):
        for players in (2, 3, 5):
            session = bot_session("ghosts", players, seed, 5000)
            assert session.is_over()
            sheet = results_sheet(SessionFeed(session, lambda: None))
            result = session.result()
            assert [float(c) for c in sheet.total[1]] == [float(s) for s in result.scores]
            for seat in range(players):
                fp = int(sheet.rows[0][1][seat])
                for _label, cells in sheet.rows[1:]:
                    for part in cells[seat].split():
                        if part.startswith("+"):
                            fp += int(part[1:])
                        elif part.startswith("-"):
                            fp -= int(part[1:])
                assert fp == result.scores[seat], (seed, players, seat, sheet.rows)
            assert len(sheet.rows) == 1 + session.game.state_to_json(session.state).get("round", len(sheet.rows) - 1)


def test_each_seat_has_its_card_or_pile_marked_until_it_moves_again(app):
    app.home()
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 4, 1), {"first_player": 2}, seed=9)
    checked = 0
    for _ in range(12):
        assert wait_for_turn(app, scene)
        marks = {mark.seat: (mark, tip) for mark, tip in scene.last_marks.marks}
        last = scene.session.last_moves()
        for seat, move in last.items():
            if seat == 0:
                continue
            kinds = [type(e) for e in move.events]
            if CardPlayed in kinds and seat in marks and PileTaken not in kinds:
                mark = marks[seat][0]
                assert scene.table.pile.played_rect(next(e for e in move.events if isinstance(e, CardPlayed)),
                                               [e.event for e in scene.session.log if e.event]) == mark.rect
                checked += 1
            if PileTaken in kinds and seat in marks:
                assert "took the pile" in marks[seat][1]
                checked += 1
        scene._submit(scene.session.legal_actions()[0])
    assert checked >= 8
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)


def test_two_seats_that_played_the_same_card_each_have_their_own_strip():
    """Seen on the table: two Yellow 3s on one pile, both marks on the top one."""
    from ghostparlor.app import App

    app = App(headless=True)
    app.home()
    try:
        for seed in range(40):
            session = bot_session("ghosts", 4, seed, 60)
            from ghostparlor.scenes.game import GameScene

            scene = GameScene(app, session, persist=False)
            marks = [m for m in scene.table.last_move_marks(session.last_moves(), None)
                     if not m.text]  # the cards on the pile
            rects = [tuple(m.rect) for m in marks]
            assert len(rects) == len(set(rects)), (seed, rects)
            log = [e.event for e in session.log if e.event]
            for mark in marks:
                move = session.last_moves()[mark.seat]
                played = next(e for e in move.events if isinstance(e, CardPlayed))
                assert scene.table.pile.played_rect(played, log) == mark.rect
    finally:
        app.shutdown()


def test_the_table_says_what_fp_means_and_that_fewer_is_better_in_every_language(app):
    """Issue 45: "3 FP" on the seats and in the players panel was never explained; the table
    says it in words, readable (not a tooltip), with the same unit the seats show."""
    from ghostparlor.devtools import layout_check
    from ghostparlor.core.strings import set_language, t
    from ghostparlor.scenes.game import TABLE_RECT
    from ghostparlor.devtools import probe

    try:
        for lang, scale in (("en", 1.0), ("es", 1.0), ("ja", 1.5), ("ru", 1.25)):
            app.settings.language, app.settings.ui_scale = lang, scale
            app.apply_settings()
            probe.start(app.canvas.get_size())
            try:
                app.assets.clear()
                app.home()
                game = load_game("ghosts")
                scene = start_game(app, game, demo_plans(game, 6, 1), None, seed=2)
                assert wait_for_turn(app, scene)
                texts = layout_check._draw(app, probe).texts
            finally:
                probe.stop()
            legend = t("ghosts.ui.fp_legend")
            unit = fp_unit(1)
            assert legend.startswith(unit), (lang, legend, unit)  # the unit the seats show ("1 FP", "1 PM", "1 ОС")
            assert t("ghosts.ui.fear_points", n=3) == f"3 {unit}"
            lines = [p for p in texts if p.meta.text and p.meta.text in legend and len(p.meta.text) > 3]
            drawn = "".join(p.meta.text for p in sorted(lines, key=lambda p: p.rect.y)).replace(" ", "")
            assert drawn == legend.replace(" ", ""), (lang, [p.meta.text for p in lines])  # whole, not cut
            for p in lines:
                assert TABLE_RECT.contains(p.rect) and p.rect.h >= 9, (lang, p.rect)  # on the table, readable
                assert not p.meta.cut
    finally:
        set_language("en")
