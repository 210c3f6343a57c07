"""The coach's note in the game frame (issue 45, part 4): how often it speaks (at most once in
NOTE_EVERY of a person's moves, a blunder always), where (a card of its own at the top of
the side panel's log: never over the top bar, the Hint/Undo/Menu buttons or the table and
its prompt), in plain words (the numbers in the card's tooltip), for whom (hot seat: only
while the screen shows that person), how long (until their next move, an undo of the move
or the close button), and that the frame is drawn again whenever any of that changes.

The judgements are scripted here (a stand-in for ``ghostparlor.ai.coach.Coach``): what the
coach finds is tested in tests/ai/test_coach.py and tests/test_learning.py.
"""

from __future__ import annotations

import pygame
import pytest

from ghostparlor.ai import coach as coach_module
from ghostparlor.ai.coach import Verdict
from ghostparlor.core.strings import Words, t
from tests.scenes.helpers import click, key, top_name

GAMES = ("ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters")
TOP_BAR = pygame.Rect(0, 0, 1280, 52)


class ScriptedCoach:
    """Stands in for Coach: each judgement takes two frames and says what the script says
    next (None: nothing; False: a note; True: a blunder's note)."""

    script: list = []
    judged: list = []

    def __init__(self, game, seat) -> None:
        self.game, self.seat, self.verdict = game, seat, None

    def judge(self, view, legal, chosen, rng, names, samples=None, confirm=None):
        yield
        say = ScriptedCoach.script.pop(0) if ScriptedCoach.script else None
        ScriptedCoach.judged.append(say)
        better = next(a for a in legal if a != chosen)
        note = None if say is None else Words("coach.note_blunder" if say else "coach.note", better="the red card", mine="the blue card")
        numbers = Words("coach.numbers", better="the red card", mine="the blue card", better_pct=58, mine_pct=31, n=160)
        self.verdict = Verdict(self.seat, chosen, better if note else None, 0.31, 0.58, 160, note, bool(say), numbers)


@pytest.fixture
def scripted(monkeypatch):
    monkeypatch.setattr(coach_module, "Coach", ScriptedCoach)
    ScriptedCoach.script, ScriptedCoach.judged = [], []
    return ScriptedCoach


def _wait(app, scene, limit=3000) -> bool:
    """Step until the person may act (curtains passed) with the coach done; False at the end."""
    for _ in range(limit):
        if top_name(app) == "handoff":
            key(app, pygame.K_RETURN)
            continue
        if top_name(app) != "game" or scene.session.is_over():
            return False
        if scene.pass_pending:
            scene.pass_screen()
            continue
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh and not scene.coach.jobs:
            return True
        app.step(1 / 30)
    raise AssertionError("the person never got a turn")


def _game(app, game_id="ghosts", humans=1, seed=3, players=4):
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game import demo_plans, start_game

    app.settings.coach = "always"
    game = load_game(game_id)
    scene = start_game(app, game, demo_plans(game, players, humans), None, seed=seed)
    _wait(app, scene)
    return scene


def _move(app, scene) -> None:
    """The person plays a move with a choice (the coach judges only those)."""
    legal = scene.session.legal_actions()
    assert len(legal) > 1
    scene._submit(legal[0])
    app.step(1 / 30)


def _moves_with_a_choice(app, scene, count: int) -> int:
    """Play ``count`` moves the coach judges; how many were played (fewer if the game ended)."""
    played = 0
    while played < count and _wait(app, scene):
        if len(scene.session.legal_actions()) < 2:
            scene._submit(scene.session.legal_actions()[0])
            continue
        _move(app, scene)
        played += 1
    _wait(app, scene)
    return played


def test_at_most_one_note_in_several_moves_and_a_blunder_always(app, scripted):
    from ghostparlor.scenes.game_coach import NOTE_EVERY

    assert NOTE_EVERY >= 3
    scene = _game(app)
    # a note-worthy move every time; the third is a blunder
    scripted.script = [False, False, True, False, False, False, False, False, False]
    played = _moves_with_a_choice(app, scene, 9)
    assert played == 9 and scripted.judged == [False, False, True, False, False, False, False, False, False]
    # spoken: move 0 (the first), move 2 (a blunder), then once NOTE_EVERY moves after the last note
    spoken = [0, 2] + list(range(2 + NOTE_EVERY, 9, NOTE_EVERY))
    assert len(scene.coach.notes) == len(spoken)
    assert len(scene.coach.held) == 9 - len(spoken)
    lines = [line for line in scene.session.log_lines(0) if line.startswith("Coach:")]
    assert len(lines) == len(spoken)  # a note held back says nothing anywhere
    assert "much stronger" in lines[1]


def test_no_toast_the_note_goes_to_its_card_and_the_log(app, scripted, monkeypatch):
    told = []
    monkeypatch.setattr(app, "notify", lambda *a, **k: told.append(a))
    scene = _game(app)
    scripted.script = [False]
    _moves_with_a_choice(app, scene, 1)
    assert scene.coach.notes and scene.coach.showing() is not None
    assert told == []
    assert any(line.startswith("Coach:") for line in scene.session.log_lines(0))


def test_the_frame_is_drawn_again_when_the_note_comes_and_goes(app, scripted):
    scene = _game(app)
    empty = scene.coach.frame_key()
    scripted.script = [False]
    _moves_with_a_choice(app, scene, 1)
    shown = scene.coach.frame_key()
    assert scene.coach.note_rect() is not None and shown != empty
    assert scene.frame_key() == scene.drawn_key  # drawn since it came
    # the person's next move takes it away
    _moves_with_a_choice(app, scene, 1)
    assert scene.coach.note_rect() is None and scene.coach.frame_key() != shown


def test_the_close_button_closes_it_and_the_click_goes_no_further(app, scripted):
    scene = _game(app)
    scripted.script = [False]
    _moves_with_a_choice(app, scene, 1)
    rect = scene.coach.note_rect()
    assert rect is not None
    shown = scene.coach.frame_key()
    actions = len(scene.session.match.actions)
    click(app, (rect.centerx, rect.bottom - 6))  # the card's text: nothing happens, nothing beneath hears it
    assert scene.coach.note_rect() is not None and len(scene.session.match.actions) == actions
    click(app, scene.coach.close_rect().center)
    assert scene.coach.note_rect() is None and scene.coach.frame_key() != shown
    assert scene.drawn_key == scene.frame_key()


def test_an_undo_of_the_move_takes_the_note_away(app, scripted):
    """Back before the move it judged (an undo), the note goes: the move is no longer made."""
    scene = _game(app)
    scripted.script = [False]
    _moves_with_a_choice(app, scene, 1)
    card = scene.coach.card
    assert scene.coach.note_rect() is not None
    card.action = None  # as after an undo of that move (another move, or none, made there now)
    app.step(1 / 30)
    assert scene.coach.note_rect() is None and scene.drawn_key == scene.frame_key()


def test_a_judgement_of_a_move_taken_back_says_nothing(app, scripted):
    scene = _game(app)
    scripted.script = [True]
    legal = scene.session.legal_actions()
    scene._submit(legal[0])
    assert len(scene.coach.jobs) == 1
    scene.coach.jobs[0].action = legal[1]  # as if that move were undone and another made there
    for _ in range(20):
        app.step(1 / 30)
    assert not scene.coach.jobs and scene.coach.notes == [] and scene.coach.card is None
    assert not any(line.startswith("Coach:") for line in scene.session.log_lines(0))


def test_the_tooltip_has_the_numbers_the_sentence_none(app, scripted):
    scene = _game(app)
    scripted.script = [False]
    _moves_with_a_choice(app, scene, 1)
    coach = scene.coach
    rect = coach.note_rect()
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 30)
    assert coach.hovered() and not coach.tip_showing()
    before = coach.frame_key()
    coach._hover_since -= 5.0  # the pointer rested on it
    assert coach.tip_showing() and coach.frame_key() != before
    app.step(1 / 30)
    assert scene.drawn_key == scene.frame_key()  # drawn with its tip
    numbers = str(coach.card.numbers)
    assert "58%" in numbers and "31%" in numbers and "160" in numbers
    said = coach._text(coach.card)
    assert said.startswith("The red card") and not any(ch.isdigit() for ch in said) and "%" not in said


@pytest.mark.parametrize("lang", ["en", "es", "ja", "ru"])
def test_the_sentences_have_no_numbers_in_any_language(app, lang):
    from ghostparlor.core import strings

    strings.set_language(lang)
    for key_ in ("coach.note", "coach.note_blunder"):
        said = t(key_, better="X", mine="Y")
        assert "X" in said and "Y" in said
        assert not any(ch.isdigit() for ch in said) and "%" not in said, (lang, said)
    tip = t("coach.numbers", better="X", mine="Y", better_pct=58, mine_pct=31, n=160)
    assert all(part in tip for part in ("58", "31", "160")), (lang, tip)


def test_hot_seat_the_note_shows_only_to_its_person(app, scripted):
    scene = _game(app, humans=2, players=2)
    seat = scene.viewer()
    scripted.script = [False]
    _move(app, scene)
    for _ in range(200):  # the judgement runs while the mover still sees the table
        if not scene.coach.jobs:
            break
        app.step(1 / 30)
    assert scene.coach.card is not None and scene.coach.card.seat == seat
    assert scene.coach.note_rect() is not None  # the mover looks at the table after the move
    _wait(app, scene)  # the curtain, the other person's turn
    other = scene.viewer()
    assert other != seat and scene.coach.card is not None
    assert scene.coach.note_rect() is None and scene.coach.frame_key()[1] is None
    assert scene.drawn_key == scene.frame_key()
    assert not any("Coach" in line for line in scene.session.log_lines(other))
    _moves_with_a_choice(app, scene, 1)  # the other person's move: back to the first, who has not moved since
    assert scene.viewer() == seat and scene.coach.note_rect() is not None


def _long_note(scene) -> Words:
    """A long note with a reason, as long as the games' notes get."""
    reason = Words("ghosts.coach.why_take")
    return Words("coach.note_because", note=Words("coach.note_blunder", better="the pair of 7s with the 0/10 card",
                                                    mine="hiding it 3 from the top"), reason=reason)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_the_note_has_its_own_place(app, game_id):
    """Never over the top bar, the Hint/Undo/Menu buttons or the table (its prompt, its own
    panel): inside the log panel under its tabs, in every language at the largest text size,
    its text at the body size at least."""
    from ghostparlor.core import strings
    from ghostparlor.scenes.game import TABLE_RECT
    from ghostparlor.scenes.game_coach import Card

    for lang, scale in (("en", 1.0), ("ru", 1.5), ("ja", 1.5), ("es", 1.5)):
        app.settings.language = lang
        app.settings.ui_scale = scale
        app.apply_settings()
        app.home()
        scene = _game(app, game_id)
        seat = scene.viewer()
        played = len(scene.session.match.actions)
        scene.coach.card = Card(0, seat, played - 1, scene.session.match.actions[-1], _long_note(scene), None, True)
        app.step(1 / 30)
        rect = scene.coach.note_rect()
        assert rect is not None
        for name, other in (("top bar", TOP_BAR), ("table", TABLE_RECT), ("hint", scene.hint_button.rect),
                            ("undo", scene.undo_button.rect), ("menu", scene.menu_button.rect)):
            assert not rect.colliderect(other), (game_id, lang, name, rect, other)
        assert scene.log.rect.contains(rect) and rect.top >= scene.log.rect.y + scene.log.TITLE_HEIGHT
        for tab in scene.side.tabs:
            assert not rect.colliderect(tab.rect)
        prompt = scene.table.prompt_area()
        assert prompt is not None and prompt.colliderect(TABLE_RECT) and not rect.colliderect(prompt)
        bubble = scene.coach.tip_rect((420, 130), rect, pygame.Rect(0, 0, 1280, 720))  # the numbers' tip, large
        assert not bubble.colliderect(prompt) and not bubble.colliderect(TOP_BAR), (game_id, bubble, prompt)
        _, _, lines, px = scene.coach._layout(scene.coach.card)
        assert px >= scene.assets.theme.font_size("body")
        assert lines
        app.draw_frame()  # it draws
    app.settings.language = "en"
    app.settings.ui_scale = 1.0
    app.apply_settings()
    strings.set_language("en")
