"""Issue 45, point 5: tips never cover the turn line or the table's prompt, and go when the
pointer leaves the window or another seat moves."""

import pygame
import pytest

from ghostparlor.ui import tip_place
from tests.scenes.frame_truth import GAMES, open_game
from tests.scenes.helpers import wait_for_turn


def _move(app, pos):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), canvas=True))


def _rest(app, seconds=0.8):
    for _ in range(int(seconds * 60)):
        app.step(1 / 60)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_no_tip_covers_the_turn_line_or_the_prompt(app, game_id, monkeypatch):
    scene = open_game(app, game_id, 1, seed=4)
    assert wait_for_turn(app, scene)
    placed = []
    real = tip_place.place

    def spy(size, bounds, pointer=None, anchor=None):
        rect = real(size, bounds, pointer, anchor)
        placed.append((rect, pointer))
        return rect

    monkeypatch.setattr(tip_place, "place", spy)
    clear = scene.keep_clear_rects()
    assert len(clear) == 2, "the table names where its prompt is"
    prompt = clear[1]
    tips = 0
    # the pointer rests on everything the table shows near its prompt and across the table
    xs = range(30, 930, 70)
    ys = sorted({*range(70, 710, 60), prompt.top - 10, prompt.bottom + 12, prompt.centery})
    for y in ys:
        for x in xs:
            if prompt.collidepoint(x, y):
                continue
            placed.clear()
            _move(app, (x, y))
            _rest(app, 0.7)
            app.redraw_all()
            app.step(1 / 60)
            for rect, pointer in placed:
                tips += 1
                for region in clear:
                    assert not rect.colliderect(region), f"a tip at {rect} covers {region} (pointer at {pointer})"
    assert tips > 5, f"only {tips} tips were shown: the check saw too little"


@pytest.mark.parametrize("game_id", ["ghosts", "ghostbumpers"])
def test_a_tip_goes_when_the_pointer_leaves_or_a_bot_moves(app, game_id):
    app.settings.bot_pace_seconds = 0.3
    app.apply_settings()
    scene = open_game(app, game_id, 1, seed=4)
    assert wait_for_turn(app, scene)
    card = scene.table.hand.card_rect(scene.table.hand.cards[0].id)
    _move(app, card.center)
    _rest(app)
    assert scene.table.focus.tooltip_showing or scene.inspect.showing, "a card says what it is"
    app.dispatch(pygame.event.Event(pygame.WINDOWLEAVE))
    _rest(app)
    assert not scene.table.focus.tooltip_showing and scene.inspect.showing is None, "the tip stayed after the pointer left"
    # back on the card, then the person moves and a bot answers: the tip goes and stays gone
    _move(app, card.center)
    _rest(app)
    assert scene.table.focus.tooltip_showing or scene.inspect.showing
    scene._submit(scene.session.legal_actions()[0])
    actions = len(scene.session.match.actions)
    for _ in range(3000):
        app.step(1 / 60)
        if len(scene.session.match.actions) > actions + 1:
            break
    _rest(app, 0.2)
    assert not scene.table.focus.tooltip_showing and scene.inspect.showing is None, "a tip stayed over the bots' moves"
