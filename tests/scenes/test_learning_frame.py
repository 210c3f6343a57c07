"""Learning in the game frame, driven by input like a person (issue 22): inspect tips by
hover and by "?", the rules reader at a rule, search and contents, the notes tab, the
tutorial's coach (Next, a wrong move, the end), the coach's notes (private in hot seat),
and "Learn to play" on the title."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.scenes.helpers import click, key, run, top_name


def _ghosts(app, humans=1, seed=3, players=3):
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game import demo_plans, start_game

    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, players, humans), None, seed=seed)
    _wait_turn(app, scene)
    return scene


def _wait_turn(app, scene):
    """Step until a person may act on the table (curtains passed: hot seat)."""
    for _ in range(600):
        if top_name(app) == "handoff":
            key(app, pygame.K_RETURN)
            continue
        if scene.pass_pending:
            scene.pass_screen()
            continue
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            break
        app.step(1 / 30)


def _question(app):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0))
    app.step(1 / 60)


def _rest(app, pos, seconds=0.8):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, seconds)


def test_a_card_under_the_resting_pointer_says_what_it_does(app):
    scene = _ghosts(app)
    face = scene.table.hand.cards[0]
    rect = scene.table.hand.card_rect(face.id)
    _rest(app, (rect.x + 8, rect.y + 30))
    shown = scene.inspect.showing
    assert shown is not None and shown.kind in ("hand_card", "hand_fog")
    assert shown.rule.startswith("GH-")
    assert scene.inspect.draw(app.canvas)  # the tip is drawn (its own text, the rule line)


def test_question_mark_pins_the_focused_card_walks_and_opens_the_rules_at_its_rule(app):
    scene = _ghosts(app)
    scene.table.focus.focus(scene.table.hand, visible=True)
    _question(app)
    pinned = scene.inspect.pinned
    assert pinned is not None and pinned.kind in ("hand_card", "hand_fog")
    key(app, pygame.K_UP)  # the arrows walk from thing to thing
    walked = scene.inspect.pinned
    assert walked is not None and walked.rect != pinned.rect
    rule = walked.rule
    _question(app)  # again: the rules reader, at the section of that rule
    assert top_name(app) == "rules"
    reader = app.stack.top
    from ghostparlor.core.learn import learn_content

    section = learn_content("ghosts").section_of(rule)
    assert reader.contents.marked == section.id
    assert reader.contents.current == section.id
    offset = dict(reader.offsets)[section.id]
    assert abs(reader.view.scroll_y - min(offset, reader.view.max_scroll)) < 1
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "game"
    key(app, pygame.K_ESCAPE) if scene.inspect.pinned is not None else None
    assert scene.inspect.pinned is None


def test_escape_closes_a_pinned_tip_before_the_menu(app):
    scene = _ghosts(app)
    _question(app)
    assert scene.inspect.pinned is not None
    key(app, pygame.K_ESCAPE)
    assert scene.inspect.pinned is None and top_name(app) == "game"
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "pause"


def test_the_rules_reader_searches_and_goes_to_a_section(app):
    from ghostparlor.scenes.rules import RulesScene

    app.home()
    reader = RulesScene(app, "ghosts")
    app.push(reader)
    app.step(1 / 60)
    every = [sid for sid, _ in reader.offsets]
    assert len(every) == 10
    for ch in "mirror":
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(1 / 60)
    found = [sid for sid, _ in reader.offsets]
    assert "mirror" in found and len(found) < len(every)
    key(app, pygame.K_ESCAPE)  # Esc clears the search first
    assert [sid for sid, _ in reader.offsets] == every and top_name(app) == "rules"
    for ch in "GH-13":  # a rule ID finds its section
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(1 / 60)
    assert [sid for sid, _ in reader.offsets] == ["end"]
    key(app, pygame.K_ESCAPE)
    # the contents: a click goes to a section
    row = reader.contents._rows[every.index("fog")]
    click(app, row.center)
    assert reader.contents.current == "fog"
    assert reader.view.scroll_y > 0
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "title"


def test_the_notes_tab_shows_the_notes_and_is_remembered(app):
    scene = _ghosts(app)
    assert scene.side.has_notes and not scene.side.showing_notes
    click(app, scene.side.notes_tab.rect.center)
    assert scene.side.showing_notes
    assert app.settings.notes.get("ghosts") is True
    key(app, pygame.K_F2)
    assert not scene.side.showing_notes
    key(app, pygame.K_F2)
    from ghostparlor.persistence.settings import load_settings

    saved, _ = load_settings()
    assert saved.notes.get("ghosts") is True


def _tutorial(app, game_id="ghosts"):
    from ghostparlor.scenes.tutorial import start_tutorial

    app.home()
    return start_tutorial(app, game_id)


def _settle(app, scene):
    for _ in range(600):
        if not scene.table.busy() and not scene._pending_refresh:
            break
        app.step(1 / 30)


def test_the_tutorial_waits_for_next_points_at_the_move_and_refuses_another(app):
    scene = _tutorial(app)
    run_ = scene.run
    assert run_.current.kind == "say" and scene.next_button.visible
    key(app, pygame.K_RETURN)  # Enter is Next while the coach talks
    assert run_.index == 1
    click(app, scene.next_button.rect.center)
    assert run_.index == 2 and run_.current.kind == "act"
    _settle(app, scene)
    marks = scene.coach_marks()
    expected = run_.expected()
    assert marks and marks == [m.rect for m in scene.table.hint_marks(expected)]
    other = next(a for a in scene.session.legal_actions() if a != expected)
    before = len(scene.session.match.actions)
    scene._submit(other)  # the path of a click on the table
    assert len(scene.session.match.actions) == before and run_.index == 2
    assert scene.feedback  # the coach says why it is not the lesson's move
    scene._submit(expected)
    assert len(scene.session.match.actions) > before and run_.index == 3 and not scene.feedback


def test_the_tutorial_ends_with_a_free_decision_and_then_plays_on(app):
    from ghostparlor.scenes.tutorial import advance

    scene = _tutorial(app)
    run_ = scene.run
    advance(app, scene, free=lambda legal: legal[-1])
    assert run_.finished and scene.play_on_button.visible
    played = len(scene.session.match.actions)
    run(app, 2.0)
    assert len(scene.session.match.actions) == played  # the bots wait while the lesson's end is shown
    click(app, scene.play_on_button.rect.center)
    assert scene.playing_on
    run(app, 3.0)
    assert len(scene.session.match.actions) > played  # ordinary bots play on


def test_the_title_has_learn_to_play_on_every_tile_with_a_tutorial(app):
    app.home()
    title = app.stack.top
    from ghostparlor.core.learn import learn_content

    with_tutorial = [g for g in title.learn_buttons if learn_content(g).tutorial is not None]
    assert "ghosts" in with_tutorial
    click(app, title.learn_buttons["ghosts"].rect.center)
    from ghostparlor.scenes.tutorial import TutorialScene

    assert isinstance(app.stack.top, TutorialScene)


def _coached_take(app, monkeypatch, humans=1):
    """A Ghosts game where a person took the pile while a card fitted and the coach said so:
    (scene, seat). Positions where taking was about as good (no note) are passed over. The
    coach names smaller mistakes here than in play (the note's way to the person is tested;
    how large a mistake it names: tests/ai/test_coach.py, benchmarks/coach_notes.py)."""
    from ghostparlor.ai import coach
    from ghostparlor.games.ghosts.rules import PlayCard, TakePile

    monkeypatch.setattr(coach, "MARGIN", 0.05)
    monkeypatch.setattr(coach, "GATE", 0.02)
    app.settings.coach = "always"
    for seed in range(1, 40):
        app.home()
        scene = _ghosts(app, humans=humans, seed=seed)
        legal = scene.session.legal_actions()
        if not (TakePile() in legal and any(isinstance(a, PlayCard) and a.card != "fog" for a in legal)):
            scene._submit(legal[0])
            _wait_turn(app, scene)
            legal = scene.session.legal_actions() if scene.my_turn() else []
            if not (TakePile() in legal and any(isinstance(a, PlayCard) and a.card != "fog" for a in legal)):
                continue
        seat = scene.viewer()
        assert seat in scene.coach.seats
        scene._submit(TakePile())
        for _ in range(3000):
            if not scene.coach.jobs:
                break
            app.step(1 / 60)
        if scene.coach.notes:
            return scene, seat
    pytest.fail("the coach never named a better move than a needless take")


@pytest.mark.slow
def test_the_coach_names_a_better_move_after_a_needless_take(app, monkeypatch):
    scene, seat = _coached_take(app, monkeypatch)
    note_seat, note = scene.coach.notes[-1]
    assert note_seat == seat
    assert any(line.startswith("Coach:") for line in scene.session.log_lines(seat))
    assert "fear point" in str(note)  # the rules' reason: a take costs a fear point


@pytest.mark.slow
def test_the_coach_is_private_in_hot_seat(app, monkeypatch):
    scene, seat = _coached_take(app, monkeypatch, humans=2)
    other = next(s for s in scene.session.humans() if s != seat)
    assert any(line.startswith("Coach:") for line in scene.session.log_lines(seat))
    assert not any(line.startswith("Coach:") for line in scene.session.log_lines(other))
    assert not any("Coach" in line for line in scene.session.since_last_turn(other, 50))


def test_the_first_game_of_a_game_is_coached_and_later_ones_are_not(app):
    from ghostparlor.persistence import stats
    from ghostparlor.scenes.game_coach import watched_seats

    app.settings.coach = "first_game"
    scene = _ghosts(app)
    name = scene.session.names()[0]
    assert watched_seats(app, scene.session) == {0}
    data, _ = stats.load_stats()
    stats.record_result(data, "ghosts", [name, "Boris", "Cornelius"], ["human", "easy", "easy"], [1, 2, 3], [0], True)
    stats.save_stats(data)
    assert watched_seats(app, scene.session) == set()
    app.settings.coach = "always"
    assert watched_seats(app, scene.session) == {0}
    app.settings.coach = "off"
    assert watched_seats(app, scene.session) == set()


def test_an_even_choice_gets_no_note(monkeypatch):
    """Playouts that come out the same for every move: nothing is clearly better, no note."""
    from ghostparlor.ai import search
    from ghostparlor.ai.coach import Coach
    from ghostparlor.core.match import Match
    from ghostparlor.games import load_game

    def flat(self, state, seed):
        return 0.5
        yield  # a generator, like the real one

    monkeypatch.setattr(search.SearchBot, "_playout", flat)
    game = load_game("ghosts")
    match = Match(game, 3, None, 4)
    match.resolve_chance()
    seat = game.to_move(match.state)
    legal = game.legal_actions(match.state)
    verdict = Coach(game, seat).run(game.view(match.state, seat), legal, legal[0], random.Random(1), ["a", "b", "c"])
    assert verdict.better is None and verdict.note is None


def test_a_language_switch_keeps_the_lesson_where_it_is(app):
    from ghostparlor.scenes.settings import SettingsScene
    from ghostparlor.scenes.tutorial import TutorialScene
    from tests.scenes.test_languages import _choose_language

    scene = _tutorial(app)
    scene.next_step()
    scene.next_step()
    index = scene.run.index
    app.push(SettingsScene(app))
    _choose_language(app, "es")
    below = app.stack.scenes[-2]
    assert isinstance(below, TutorialScene) and below is not scene
    assert below.run is scene.run and below.run.index == index and below.session is scene.session
    assert all(bot.scene is below for bot in below.session.bots.values())  # the script's bots answer the new table
    key(app, pygame.K_ESCAPE)
    _settle(app, below)
    below._submit(below.run.expected())
    assert below.run.index == index + 1
    _choose_language_back = app.settings
    _choose_language_back.language = "en"
    app.apply_settings()
