"""Issue 20, the parts every table shares: each seat's last move (kept by the session,
drawn and named by the game scene), "Confirm before playing", the results' score sheet,
what the set-up remembers, the statistics' words, the pause veil and the rules reader's
edges."""

import random

import pygame

from ghostparlor.games import load_game
from ghostparlor.games.ghosts.rules import PlayCard
from ghostparlor.scenes.game import demo_plans, start_game
from ghostparlor.session import MatchSession, SeatPlan
from ghostparlor.ui.last_move import LastMark, LastMoveLayer
from tests.scenes.helpers import bots_play, click, key, run, top_name, wait_for_turn


def bot_session(game_id: str, players: int, seed: int, moves: int) -> MatchSession:
    game = load_game(game_id)
    return bots_play(MatchSession(game, [SeatPlan(f"P{i}", "random", i) for i in range(players)], None, seed, pace_seconds=0.0), moves)


def test_the_session_keeps_each_seats_last_move_with_its_events():
    for game_id, players in (("ghosts", 3), ("ghostbumpers", 3), ("phantom_society", 3), ("dont_go_in_there", 3),
                             ("treasure_hunters", 2)):
        session = bot_session(game_id, players, seed=11, moves=25)
        acted = [session.game.to_move(state) for state in session.match.history]
        seat_moves = [(seat, n) for n, seat in enumerate(acted, 1) if seat >= 0]
        assert [(m.seat, m.number) for m in session.moves] == seat_moves, game_id
        last = session.last_moves()
        for seat in range(players):
            mine = [n for s, n in seat_moves if s == seat]
            assert (last[seat].number if seat in last else None) == (mine[-1] if mine else None), game_id
        assert any(m.events for m in session.moves), f"{game_id}: moves without their events"


def test_continue_rebuilds_the_moves_and_undo_drops_the_one_taken_back():
    game = load_game("ghosts")
    plans = [SeatPlan("Ann", "human", 0), SeatPlan("Bot", "easy", 1), SeatPlan("Cy", "easy", 2)]
    session = MatchSession(game, plans, {"first_player": 1}, seed=5, pace_seconds=0.0)
    rng = random.Random(2)
    for _ in range(12):
        if session.human_to_move() is not None:
            session.submit(rng.choice(session.legal_actions()))
        else:
            session.update(1.0)
    data = session.save_data()
    again = MatchSession.resume(game, data["record"], data["plans"], pace_seconds=0.0)
    assert [(m.seat, m.number, m.events) for m in again.moves] == [(m.seat, m.number, m.events) for m in session.moves]
    # Undo (a seat that acts twice in a row, nothing revealed between): the move taken
    # back is no one's last move
    game = load_game("ghostbumpers")
    plans = [SeatPlan("Ann", "human", 0), SeatPlan("Bo", "human", 1), SeatPlan("Cy", "human", 2)]
    session = MatchSession(game, plans, None, seed=5, pace_seconds=0.0)
    undone = 0
    for _ in range(300):
        if session.is_over() or undone >= 3:
            break
        if session.human_to_move() is None:
            session.update(1.0)
            continue
        before = [(m.seat, m.number) for m in session.moves]
        played = len(session.match.actions)
        seat = session.human_to_move()
        session.submit(session.legal_actions()[0])
        assert session.last_moves()[seat].number == played + 1
        if session.can_undo()[0]:
            assert session.undo()
            assert [(m.seat, m.number) for m in session.moves] == before
            undone += 1
            session.submit(session.legal_actions()[-1])
    assert undone >= 3


def test_a_last_move_token_names_whose_move_it_was_and_no_tip_lingers():
    pygame.init()
    layer = LastMoveLayer()
    layer.set_marks([(LastMark(1, pygame.Rect(100, 100, 60, 80)), "Boris's last move: plays a 3")])
    surface = pygame.Surface((400, 300))
    layer.draw(surface)
    token = LastMark(1, pygame.Rect(100, 100, 60, 80)).badge_center()
    assert surface.get_at(token)[:3] != (0, 0, 0), "the seat's token is drawn on the frame's corner"
    assert surface.get_at((130, 100))[:3] != (0, 0, 0) or surface.get_at((130, 97))[:3] != (0, 0, 0), "a frame is drawn"
    layer.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=token, rel=(0, 0), buttons=(0, 0, 0)))
    layer.update(0.1)
    assert layer.tooltip() is None, "a tip waits for the pointer to rest"
    layer.update(2.0)
    assert layer.tooltip() == "Boris's last move: plays a 3"
    assert layer.draw_tooltip(surface)
    layer.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 250), rel=(0, 0), buttons=(0, 0, 0)))
    layer.update(0.01)
    assert layer.tooltip() is None and not layer.draw_tooltip(surface), "the tip goes with the pointer"


def test_the_game_scene_asks_the_table_for_marks_and_words_them(app):
    app.home()
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 2}, seed=4)
    asked = []

    def marks(moves, viewer):
        asked.append((dict(moves), viewer))
        return [LastMark(seat, pygame.Rect(200 + 80 * seat, 300, 60, 80)) for seat in moves]

    scene.table.last_move_marks = marks
    assert wait_for_turn(app, scene)
    moves, viewer = asked[-1]
    assert viewer == 0 and set(moves) == {1, 2}, "both bots moved before the human's first turn"
    texts = dict((mark.seat, tip) for mark, tip in scene.last_marks.marks)
    names = scene.session.names()
    for seat in (1, 2):
        assert texts[seat].startswith(f"{names[seat]}'s last move: "), texts
        move = scene.session.last_moves()[seat]
        first = game.describe_event(next(e for e in move.events if not e.QUIET), names, 0)
        assert first in texts[seat]


def test_confirm_before_playing_selects_first_then_plays(app):
    app.home()
    app.settings.confirm_moves = True
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 1}, seed=7)
    assert wait_for_turn(app, scene)
    play = next(a for a in scene.session.legal_actions() if isinstance(a, PlayCard))
    face = next(f for f in scene.table.hand.cards if f.kind == play.card)
    before = len(scene.session.match.actions)
    click(app, scene.table.hand.card_center(face.id))
    assert len(scene.session.match.actions) == before, "the first click only selects"
    assert scene.armed() == play
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)  # the selection ring and the question in the top bar draw without error
    key(app, pygame.K_ESCAPE)  # Esc lets go of it and does not open the menu
    assert scene.armed() is None and top_name(app) == "game"
    click(app, scene.table.hand.card_center(face.id))
    assert scene.armed() == play
    click(app, scene.table.hand.card_center(face.id))  # the second click plays it
    assert len(scene.session.match.actions) > before and scene.session.match.actions[before] == play
    assert wait_for_turn(app, scene)
    play = next(a for a in scene.session.legal_actions() if isinstance(a, PlayCard))
    face = next(f for f in scene.table.hand.cards if f.kind == play.card)
    before = len(scene.session.match.actions)
    click(app, scene.table.hand.card_center(face.id))
    key(app, pygame.K_RETURN)  # or Enter plays it
    assert scene.session.match.actions[before] == play


def test_without_the_setting_one_click_plays(app):
    app.home()
    assert app.settings.confirm_moves is False  # the default
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 1}, seed=7)
    assert wait_for_turn(app, scene)
    play = next(a for a in scene.session.legal_actions() if isinstance(a, PlayCard))
    face = next(f for f in scene.table.hand.cards if f.kind == play.card)
    before = len(scene.session.match.actions)
    click(app, scene.table.hand.card_center(face.id))
    assert scene.session.match.actions[before] == play


def test_the_setting_is_in_the_settings_screen_and_saved(app):
    from ghostparlor.persistence.settings import load_settings
    from ghostparlor.scenes.settings import SettingsScene

    app.home()
    scene = SettingsScene(app)
    app.push(scene)
    app.step(1 / 60)
    click(app, scene.confirm.rect.midleft)
    assert app.settings.confirm_moves is True
    loaded = load_settings()
    loaded = loaded[0] if isinstance(loaded, tuple) else loaded
    assert loaded.confirm_moves is True
    assert scene.confirm.rect.bottom <= 650 and scene.done.rect.top >= 650, "the new row fits in the panel"


def test_the_results_screen_toggles_the_score_sheet(app, monkeypatch):
    from ghostparlor.scenes.results import ResultsScene
    from ghostparlor.ui.score_sheet import ScoreSheet
    import ghostparlor.games.ghosts.table.table as ghosts_scene

    sheet = ScoreSheet("Round by round", [("Round 1", ["1", "2", "3"]), ("Round 2", ["0", "1", "0"])],
                       ("Total", ["1", "3", "3"]), ["A note"], "Bo and Cy tie on 3 fear points: they share second place.")
    monkeypatch.setattr(ghosts_scene, "results_sheet", lambda session: sheet, raising=False)
    app.home()
    session = bot_session("ghosts", 3, seed=3, moves=2000)
    assert session.is_over()
    scene = ResultsScene(app, session)
    app.push(scene)
    app.step(1 / 60)
    drawn = []
    real_text = scene.assets.text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real_text(text, *args, **kwargs)

    monkeypatch.setattr(scene.assets, "text", spy)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    assert "share second place" in " ".join(" ".join(drawn).split()), "the tie-break is said under the ranking"
    assert scene.sheet_button.visible
    click(app, scene.sheet_button.rect.center)
    assert scene.show_sheet and scene.sheet_button.text == "Ranking"
    drawn.clear()
    scene.draw(surface)
    assert "A note" in drawn


def test_the_set_up_remembers_names_kinds_and_every_option(app):
    from ghostparlor.scenes.setup import SetupScene

    app.home()
    setup = SetupScene(app, "dont_go_in_there")
    app.push(setup)
    app.step(1 / 60)
    who, name, colour = setup.rows[0]
    name.text = "Wilhelmina"
    bool_options = [n for n, w in setup.option_widgets.items() if hasattr(w, "checked")]
    assert bool_options, "Don't Go In There has on/off options"
    for opt in bool_options:
        setup.option_widgets[opt].checked = not setup.option_widgets[opt].checked
    chosen = {opt: setup.option_widgets[opt].checked for opt in bool_options}
    setup.start(confirmed=True)
    assert top_name(app) == "game"
    app.home()
    again = SetupScene(app, "dont_go_in_there")
    assert again.rows[0][1].text == "Wilhelmina"
    assert {opt: again.option_widgets[opt].checked for opt in bool_options} == chosen


def test_statistics_say_lowest_where_lower_wins_and_name_the_bot_levels(app, monkeypatch):

    from ghostparlor.persistence import stats
    from ghostparlor.scenes.records import StatsScene

    data, _ = stats.load_stats()
    stats.record_result(data, "ghosts", ["Ann", "Bo"], ["human", "normal"], [2, 5], [0], True)
    stats.record_result(data, "ghostbumpers", ["Ann", "Bo"], ["human", "hard"], [30, 12], [0], False)
    stats.save_stats(data)
    app.home()
    drawn = []
    from ghostparlor.ui import get_assets

    assets = get_assets()
    real_fit, real_lines = assets.fit_text, assets.fit_lines

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real_fit(text, *args, **kwargs)

    def spy_lines(text, *args, **kwargs):
        drawn.append(text)
        return real_lines(text, *args, **kwargs)

    monkeypatch.setattr(assets, "fit_text", spy)
    monkeypatch.setattr(assets, "fit_lines", spy_lines)
    scene = StatsScene(app, game_id="ghosts")
    app.push(scene)
    app.step(1 / 60)
    assert "lowest score (best)" in drawn and "against normal bots: 1 of 1" in drawn and "2" in drawn
    assert not any(text.strip().lower() in ("best", "best score") for text in drawn)  # never a bare "Best"
    drawn.clear()
    scene.switch(-1)  # Ghostbumpers: higher wins
    app.step(1 / 60)
    assert scene.game_id == "ghostbumpers" and "highest score (best)" in drawn and "against hard bots: 1 of 1" in drawn


def test_statistics_fit_their_boxes_with_whole_words_at_every_text_size(app):
    from ghostparlor.devtools import layout_check
    from ghostparlor.scenes.records import StatsScene, game_ids, sample_stats
    from ghostparlor.devtools import probe

    for scale in (1.0, 1.25, 1.5):
        app.settings.ui_scale = scale
        app.apply_settings()
        for game_id in game_ids()[::2]:
            probe.start(app.canvas.get_size())
            try:
                app.home()
                app.push(StatsScene(app, data=sample_stats(), game_id=game_id))
                app.step(1 / 60)
                found, _ = layout_check._problems("stats", game_id, layout_check._draw(app, probe), {}, scale)
            finally:
                probe.stop()
            problems = [p for kind, items in found.items() if kind != "missing_glyphs" for p in items]
            assert not problems, (scale, game_id, problems[:3])


def test_the_pause_menu_dims_the_table(app):
    from ghostparlor.scenes.pause import PauseScene

    app.home()
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 1}, seed=7)
    run(app, 0.5)
    plain = pygame.Surface((1280, 720))
    scene.draw(plain)
    veiled = plain.copy()
    PauseScene(app, scene).draw(veiled)
    probe = (1100, 90)  # the players panel, outside the menu
    before, after = sum(plain.get_at(probe)[:3]), sum(veiled.get_at(probe)[:3])
    assert after < before * 0.4, (before, after)


def test_the_rules_reader_fades_a_line_cut_by_its_edge(app):
    from ghostparlor.scenes.rules import RulesScene

    app.home()
    scene = RulesScene(app, "dont_go_in_there")
    view = scene.view
    assert view.max_scroll > 0, "this game's rules are longer than the reader"
    assert view.content.get_width() <= view.viewport.width - 10, "words keep clear of the scrollbar"
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    bottom_row = view.viewport.bottom - 2
    solid = pygame.Surface((1280, 720), pygame.SRCALPHA)
    view.FADE, saved = 0, view.FADE
    try:
        solid.fill((0, 0, 0, 0))
        area = pygame.Rect(0, 0, view.viewport.width, view.viewport.height)
        solid.blit(view.content, view.viewport.topleft, area)
    finally:
        view.FADE = saved
    view.draw_content(surface, view.viewport)
    alphas_solid = [solid.get_at((x, bottom_row))[3] for x in range(view.viewport.x, view.viewport.right)]
    alphas_faded = [surface.get_at((x, bottom_row))[3] for x in range(view.viewport.x, view.viewport.right)]
    assert max(alphas_faded) < max(max(alphas_solid), 1) or max(alphas_solid) == 0
    assert max(alphas_faded) <= 40, "the last pixel row of the view is nearly transparent"


def test_while_the_mover_looks_the_top_bar_names_the_next_person(app, monkeypatch):
    """Seen in the real window: "... pass the screen to Ann" with Ann's own token, after
    Ann's move; it names Ben, with Ben's token."""
    from ghostparlor.ui import get_assets

    app.home()
    game = load_game("ghosts")
    plans = [SeatPlan("Ann", "human", 0), SeatPlan("Ben", "human", 1)]
    scene = start_game(app, game, plans, {"first_player": 1}, seed=7)
    for _ in range(50):
        if top_name(app) == "handoff":
            key(app, pygame.K_RETURN)  # "I am Ann"
        app.step(1 / 30)
    assert wait_for_turn(app, scene) and scene.viewer() == 0
    scene._submit(scene.session.legal_actions()[0])
    for _ in range(300):
        if scene.pass_pending:
            break
        app.step(1 / 30)
    assert scene.pass_pending
    assets = get_assets()
    drawn = []
    real = assets.fit_text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(assets, "fit_text", spy)
    scene.draw(pygame.Surface((1280, 720)))
    said = " ".join(drawn)
    assert "Ben" in said.split("pass the screen")[-1][:20] or "to Ben" in said, drawn
    assert "to Ann" not in said


def test_a_disabled_button_says_why_and_no_tip_lingers_after_the_pointer_leaves(app):
    app.home()
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3, 1), {"first_player": 1}, seed=7)
    assert wait_for_turn(app, scene)
    undo = scene.undo_button
    assert not undo.enabled
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.dispatch(move)
    run(app, 1.5)
    assert scene.chrome.tooltip_showing == undo.tooltip, "the disabled Undo's tip shows"
    assert "since" in undo.tooltip or "nothing" in undo.tooltip.lower(), undo.tooltip  # why it is disabled
    drawn = pygame.Surface((1280, 720))
    scene.draw(drawn)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 400), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert scene.chrome.tooltip_showing is None, "the tip goes with the pointer"
    app.dispatch(move)
    run(app, 1.5)
    assert scene.chrome.tooltip_showing
    app.dispatch(pygame.event.Event(pygame.WINDOWLEAVE))
    app.step(1 / 60)
    assert scene.chrome.tooltip_showing is None, "the tip goes when the pointer leaves the window"


def test_a_summary_panel_wraps_its_words_at_every_text_size(app, monkeypatch):
    """At 150% the Ghosts round panel cut its details ("took no pile: relief ret...")."""
    from ghostparlor.ui import get_assets
    from ghostparlor.ui.summary import SummaryPanel, SummaryRow

    rows = [SummaryRow(0, "Agatha", "took 2 piles (9 cards): +2 fear points", "3 FP"),
            SummaryRow(1, "Benedikt", "took no pile: relief returns 3 fear points (never below 0)", "0 FP", True)]
    for scale in (1.0, 1.25, 1.5):
        app.settings.ui_scale = scale
        app.apply_settings()
        assets = get_assets()
        drawn = []
        real = assets.text

        def spy(text, *args, **kwargs):
            drawn.append(text)
            return real(text, *args, **kwargs)

        monkeypatch.setattr(assets, "text", spy)
        panel = SummaryPanel("Round 1 is over", "The open pile is discarded; nobody gains fear points for it.", rows,
                             "Click or press Enter to go on; round 2 starts with Benedikt.")
        area = pygame.Rect(0, 52, 944, 668)
        panel.draw(pygame.Surface((1280, 720)), area)
        monkeypatch.undo()
        words = " ".join(drawn).split()
        for text in (rows[0].detail, rows[1].detail, panel.subtitle, panel.footer):
            assert all(word in words for word in text.split()), (scale, text, drawn)
        cut = [line for line in drawn if line.endswith("…") and not any(r.name.startswith(line[:-1]) or r.total.startswith(line[:-1]) for r in rows)]
        assert not cut, (scale, cut)  # (a long name may be shortened; the words of the account never)
        assert area.contains(panel.rect(area))


def test_a_replay_rewound_forgets_the_moves_after_its_step(app):
    from ghostparlor.scenes.replay import ReplayScene

    app.home()
    session = bot_session("ghosts", 3, seed=3, moves=2000)
    replay = ReplayScene.from_save(app, session.save_data())
    played = replay.session
    played.goto(60)
    assert played.moves and max(m.number for m in played.moves) <= 60
    middle = played.moves[len(played.moves) // 2].number
    played.goto(middle)
    assert played.moves and all(m.number <= middle for m in played.moves)
    assert played.moves[-1].number == middle
    played.goto(60)
    numbers = [m.number for m in played.moves]
    assert numbers == sorted(numbers) and max(numbers) <= 60 and len(numbers) == len(set(numbers))


def test_the_mover_sees_their_own_move_marked_before_passing_the_screen(app):
    """Seen in the real window (Don't Go In There): the mover's meeple was not marked while
    they looked at their move; only the next person saw the mark."""
    app.home()
    game = load_game("dont_go_in_there")
    plans = [SeatPlan("Ann", "human", 0), SeatPlan("Ben", "human", 1)]
    scene = start_game(app, game, plans, None, seed=4)
    for _ in range(300):
        if top_name(app) == "handoff":
            key(app, pygame.K_RETURN)
        elif scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            break
        app.step(1 / 30)
    mover = scene.viewer()
    scene._submit(scene.session.legal_actions()[0])
    for _ in range(300):
        if scene.pass_pending and not scene.table.busy():
            break
        app.step(1 / 30)
    app.step(1 / 30)
    assert scene.pass_pending
    assert mover in {mark.seat for mark, _ in scene.last_marks.marks}, "the mover's move is marked"
