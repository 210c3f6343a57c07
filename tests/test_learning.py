"""Learning to play, for every game (issue 22; docs/learning.md):

- every kind of thing on every table has a tip with a rule ID the rules reader explains,
  checked at every resting state of seeded games played through the real scene, and every
  widget of the table that is not a button lies on a thing;
- the learning content is valid: sections, texts, a tutorial whose every move is legal at
  its step (played on the rules alone);
- every tutorial completes headless through the real scene, with errors 0, in under five
  minutes at a normal pace;
- the notes are the same under every resampling of what the seat cannot see;
- the coach's notes are the same under every resampling of what the seat cannot see.
"""

from __future__ import annotations

import importlib
import random

import pytest

from ghostparlor.core.protocol import CHANCE, TERMINAL

GAMES = ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"]

# (players, seed, options) of the seeded games walked through the real scene per game; enough
# for every kind of thing of the game's ``things:`` to be met at least once.
WALKS = {
    "ghosts": [(3, 1, None), (5, 2, None), (2, 3, None)],
    "ghostbumpers": [(3, 1, None), (5, 2, None)],
    "phantom_society": [(2, 1, None), (4, 2, None), (2, 3, {"mode": "master_game"})],
    "dont_go_in_there": [(3, 1, None), (5, 2, {"open_ghosts": True})],
    "treasure_hunters": [(2, 1, None), (4, 2, None)],
}
MAX_DECISIONS = 70


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("LANGUAGE", "en")
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    application = App(headless=True)
    application.settings.animation_speed = "instant"
    application.settings.bot_pace_seconds = 0.0
    application.settings.coach = "off"
    application.apply_settings()
    yield application
    application.shutdown()
    reset_assets()


def learn(game_id):
    from ghostparlor.core.learn import learn_content

    return learn_content(game_id)


# --- the content -------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_learning_content_is_valid(game_id):
    from ghostparlor.core.learn import validate_learn
    from ghostparlor.games import load_game

    content = learn(game_id)
    assert content.sections, f"{game_id}: no rules sections in data/learn/{game_id}.yaml"
    assert content.things, f"{game_id}: no things listed"
    assert content.tutorial is not None, f"{game_id}: no tutorial"
    assert validate_learn(load_game(game_id)) == []
    assert content.tutorial.steps[-1].kind == "free"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rules_section_has_words_in_every_language(game_id):
    from ghostparlor.core import strings

    content = learn(game_id)
    for lang in ("es", "ja", "ru"):
        cat = strings.catalog(lang)
        for section in content.sections:
            for key in (section.title_key(game_id), section.body_key(game_id)):
                entry = cat.entries.get(key)
                assert entry is not None and entry.translated, f"{lang}: {key} untranslated"


# --- inspect: every thing on every table ---------------------------------------------------------


def _check_things(scene, content, met: dict, game_id: str) -> None:
    from ghostparlor.core.strings import has
    from ghostparlor.scenes.game import TABLE_RECT
    from ghostparlor.ui import Button
    from ghostparlor.ui.inspect import tip_text

    table = scene.table
    viewer = scene.viewer()
    things = table.inspectables(viewer)
    known = content.rule_ids()
    for thing in things:
        where = f"{game_id} {thing.kind} at {tuple(thing.rect)}"
        assert TABLE_RECT.contains(thing.rect) or TABLE_RECT.colliderect(thing.rect), f"{where}: off the table"
        assert thing.rect.w > 0 and thing.rect.h > 0, f"{where}: empty rect"
        assert has(thing.key(game_id)), f"{where}: no text {thing.key(game_id)}"
        assert thing.rule in known, f"{where}: rule {thing.rule} is in no rules section"
        text = tip_text(game_id, thing)
        assert thing.words(game_id).strip() and "{" not in thing.words(game_id), f"{where}: tip {text!r}"
        met[thing.kind] = met.get(thing.kind, 0) + 1
    if not things:
        return
    rects = [th.rect for th in things]

    def covered(point) -> bool:
        return any(r.collidepoint(point) for r in rects)

    for widget in table.focus.widgets:
        if not widget.visible or isinstance(widget, Button) or widget.rect.w <= 0 or widget.rect.h <= 0:
            continue
        cards = getattr(widget, "cards", None)
        card_rect = getattr(widget, "card_rect", None)
        if cards is not None and card_rect is not None:
            for face in cards:
                rect = card_rect(face.id)
                if rect is not None:
                    assert covered(rect.center), f"{game_id}: the card {face.id} of {widget.name} lies on no thing"
            continue
        assert covered(widget.rect.center), f"{game_id}: the widget {widget.name or type(widget).__name__} at {tuple(widget.rect)} lies on no thing"


def _walk(app, game_id, players, seed, options, content, met) -> int:
    from ghostparlor.ai.protocol import make_bot
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game import demo_plans, start_game

    game = load_game(game_id)
    plans = demo_plans(game, players, humans=1)
    scene = start_game(app, game, plans, options, seed=seed)
    person = make_bot("easy", game, 0)
    rng = random.Random(seed)
    decisions = checked = 0
    last = -1
    for _ in range(40000):
        if app.stack.top is not scene or scene.session.is_over():
            break
        app.step(1 / 30)
        if scene.table.busy() or scene._pending_refresh:
            continue
        count = len(scene.session.match.actions)
        if count != last:
            _check_things(scene, content, met, game_id)
            checked += 1
            last = count
        if scene.my_turn():
            if decisions >= MAX_DECISIONS:
                break
            legal = scene.session.legal_actions()
            scene._submit(person.choose(game.view(scene.session.state, 0), legal, rng))
            decisions += 1
    app.home()
    return checked


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_thing_on_the_table_has_a_tip_with_a_rule(app, game_id):
    content = learn(game_id)
    met: dict[str, int] = {}
    states = 0
    for players, seed, options in WALKS[game_id]:
        states += _walk(app, game_id, players, seed, options, content, met)
    assert states > 20
    listed = set(content.things)
    assert set(met) <= listed, f"{game_id}: kinds not listed in things: {sorted(set(met) - listed)}"
    assert listed <= set(met), f"{game_id}: listed kinds never met on the table: {sorted(listed - set(met))}"


# --- tutorials -------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_the_tutorial_plays_through_the_real_scene(tmp_path, monkeypatch, game_id):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("LANGUAGE", "en")
    from ghostparlor.app import autoplay_tutorial
    from ghostparlor.ui import reset_assets

    try:
        summary = autoplay_tutorial(game_id)
    finally:
        reset_assets()
    assert summary["errors"] == 0, summary["error_texts"]
    assert summary["completed"], summary
    assert summary["pointed_moves"] == sum(1 for s in learn(game_id).tutorial.steps if s.kind == "act")
    assert summary["minutes_at_normal_pace"] < 5.0, summary


# --- no leaks: notes and coach -------------------------------------------------------------------


def _states(game, players: int, seed: int, every: int = 7, limit: int = 140):
    """States of a random game (chance sampled), every ``every`` actions, with a seat to move."""
    from ghostparlor.core.match import Match

    match = Match(game, players, None, seed)
    rng = random.Random(seed)
    out = []
    for step in range(limit):
        seat = game.to_move(match.state)
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            match.resolve_chance()
            continue
        if step % every == 0:
            out.append(game.clone(match.state))
        legal = game.legal_actions(match.state)
        match.apply(rng.choice(legal))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_notes_are_the_same_under_every_resampling_of_the_hidden(game_id):
    from ghostparlor.games import load_game

    game = load_game(game_id)
    aids = importlib.import_module(f"ghostparlor.games.{game_id}.play.aids")
    checked = 0
    for players in sorted({game.min_players, min(game.max_players, 4)}):
        for seed in (1, 2):
            for state in _states(game, players, seed):
                for seat in range(players):
                    notes = aids.notes(game, game.view(state, seat))
                    for r in range(3):
                        other = game.resample_hidden(state, seat, random.Random(100 * seed + r))
                        assert aids.notes(game, game.view(other, seat)) == notes, f"{game_id}: seat {seat}'s notes depend on hidden cards"
                        checked += 1
    assert checked > 20


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_coach_notes_are_the_same_under_every_resampling_of_the_hidden(game_id):
    from ghostparlor.ai.coach import Coach, seed_for
    from ghostparlor.games import load_game

    game = load_game(game_id)
    players = max(game.min_players, 2) if game.min_players > 1 else 2
    names = [f"P{i}" for i in range(players)]
    judged = 0
    for state in _states(game, players, 5, every=11, limit=80)[:4]:
        seat = game.to_move(state)
        legal = game.legal_actions(state)
        if len(legal) < 2:
            continue
        chosen = legal[-1]
        said = []
        for r in range(3):
            seen = state if r == 0 else game.resample_hidden(state, seat, random.Random(r))
            verdict = Coach(game, seat).run(game.view(seen, seat), legal, chosen, random.Random(seed_for(seat, 9)), names, samples=6)
            said.append((verdict.better, str(verdict.note) if verdict.note else None, round(verdict.mine_score, 9)))
        assert said[0] == said[1] == said[2], f"{game_id}: the coach's note depends on hidden cards"
        judged += 1
    assert judged >= 1


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_of_the_tutorial_fits_the_coach_panel_in_every_language(app, game_id):
    """The coach's words of every step, in every language at the largest text size, fit the
    panel's box at a size the text may shrink to (no line cut): check-layout draws only a few
    steps in the table."""
    from ghostparlor.core.strings import t
    from ghostparlor.scenes.tutorial import TutorialScene

    checked = 0
    for lang in ("en", "es", "ja", "ru"):
        app.settings.language = lang
        app.settings.ui_scale = 1.5
        app.apply_settings()
        app.home()
        scene = TutorialScene(app, game_id)
        assets = scene.assets
        steps = list(scene.run.steps) + [None]
        for step in steps:
            text = t("tutorial.done", game=t(f"{game_id}.name")) if step is None else (t(step.text) if step.text else "")
            if not text:
                continue
            _, cue, cue_h, box = scene.coach_boxes(step)

            def cut(words: str, w: int, h: int, size: str, weight: str = "regular", floor: int | None = None) -> bool:
                _, px = assets.fit_lines(words, w, h, size, weight, floor)
                weight = assets.weight_for(words, weight)
                return len(assets.wrap(words, w, px, weight, trial=True)) > max(1, h // assets.line_height(px, weight))

            assert not cut(text, box.w, box.h, "body", floor=scene.coach_text_floor()), f"{lang}: the words of {step.text if step else 'the end'} are cut"
            if cue:
                assert not cut(cue, box.w, cue_h - 4, "small", "bold"), f"{lang}: the cue {cue!r} is cut"
            checked += 1
    assert checked > 20
    app.settings.language = "en"
    app.settings.ui_scale = 1.0
    app.apply_settings()
