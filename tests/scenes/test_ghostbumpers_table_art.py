"""Ghostbumpers table (issue 46): trick cards a person reads across the table, the hand given
the room it needs, no empty box beside it, and the table's backdrop drawn."""

from __future__ import annotations

import pygame
import pytest

from ghostparlor.core.strings import t
from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.rules import PlayCards, SetScareLevel
from ghostparlor.games.ghostbumpers.table.table import CARD, FELT, HAND_RECT, ME_PANEL, GhostbumpersTable
from ghostparlor.resources import art_path
from ghostparlor.scenes.game import demo_plans, start_game
from ghostparlor.ui import draw as draw_module
from ghostparlor.ui.assets import get_assets
from tests.scenes.helpers import wait_for_turn

OLD_TRICK_CARD = (58, 82)  # before issue 46: read from the seat, not across the table


def _start(app, players=4, seed=3):
    app.home()
    game = load_game("ghostbumpers")
    return start_game(app, game, demo_plans(game, players, 1), {"first_player": 1}, seed=seed)


def _to_play_turn(app, scene, trick_started=False):
    """Step to the human's turn in the play phase (hiding the scared card at the top first),
    with ``trick_started`` one where others have played to the trick already."""
    for _ in range(60):
        assert wait_for_turn(app, scene)
        legal = scene.session.legal_actions()
        if any(isinstance(a, PlayCards) for a in legal) and (scene.table.display.trick or not trick_started):
            return legal
        scene._submit(next((a for a in legal if isinstance(a, SetScareLevel)), legal[0]))
    raise AssertionError("never a turn to play")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_trick_cards_are_drawn_at_a_size_read_across_the_table(app, players, monkeypatch):
    scene = _start(app, players)
    _to_play_turn(app, scene, trick_started=True)
    table = scene.table
    sizes = []
    original = table.art.card_surface

    def spy(card, size, *args, **kwargs):
        sizes.append(tuple(size))
        return original(card, size, *args, **kwargs)

    monkeypatch.setattr(table.art, "card_surface", spy)
    table.tricks.draw_trick(pygame.Surface((1280, 720)))
    assert sizes, "the trick's cards were drawn"
    w, h = sizes[0]
    assert all(s == (w, h) for s in sizes)
    if players <= 5:
        assert (w, h) == (90, 126)
    assert w >= 1.3 * OLD_TRICK_CARD[0] and h >= 1.3 * OLD_TRICK_CARD[1]
    tricks, trick = table.tricks, table.display.trick
    for i in range(len(trick)):  # every play lies within its slot, on the felt
        for rect in tricks.play_card_rects(trick[i][2], tricks.slot_cards_center(i), tricks.slot_box(i).w - 12):
            assert tricks.slot_box(i).contains(rect) and FELT.contains(rect)


def test_nine_cards_fit_the_hand_each_two_thirds_in_view(app):
    scene = _start(app, 3)
    _to_play_turn(app, scene)
    table = scene.table
    table.hand.set_cards([table.art.face(card, i) for i, card in enumerate((1, 2, 3, 4, 5, 6, 7, 8, 9))])
    rects = [table.hand.card_rect(face.id) for face in table.hand.cards]
    assert CARD[0] >= 98 and CARD[1] >= 138
    steps = [b.centerx - a.centerx for a, b in zip(rects, rects[1:])]
    assert min(steps) >= 0.62 * CARD[0], steps  # a neighbour covers at most 38% of a card: its value corner shows
    assert rects[0].left >= ME_PANEL.right and rects[-1].right <= HAND_RECT.right
    assert HAND_RECT.w >= 700  # the whole width right of the own panel


def test_no_empty_box_beside_the_hand_and_the_prompt_tells_the_selection(app, monkeypatch):
    scene = _start(app, 3)
    legal = _to_play_turn(app, scene)
    table = scene.table
    surface = pygame.Surface((1280, 720))
    boxes: list[pygame.Rect] = []
    original = draw_module.box

    def spy(target, rect, *args, **kwargs):
        boxes.append(pygame.Rect(rect))
        return original(target, rect, *args, **kwargs)

    monkeypatch.setattr(draw_module, "box", spy)
    hand_panel = table.hand_panel
    assert hand_panel.selection() == (None, 0)
    hand_panel.draw_buttons(surface)
    table.scores.draw_button(surface)
    buttons = [b.rect for b in (hand_panel.play_button, hand_panel.zero_button, hand_panel.ten_button, table.scores.button)
               if b.visible]
    assert all(any(button.inflate(24, 24).contains(box) for button in buttons) for box in boxes), boxes
    assert hand_panel.prompt()[0] == t("ghostbumpers.ui.prompt_play")
    play = next(a for a in legal if isinstance(a, PlayCards))
    chosen = [f.id for f in table.hand.cards if f.kind == play.card][:1]
    table.hand.selected = chosen
    table.update_buttons()
    text = hand_panel.prompt()[0]
    assert t("ghostbumpers.ui.preview", cards=table.game.play_name(play.card, 1, -1), value=str(play.card)) in text
    assert hand_panel.play_button.enabled


def test_the_table_draws_its_backdrop(app):
    assert GhostbumpersTable.BACKDROP == "ghostbumpers/backdrop.jpg"
    path = art_path(*GhostbumpersTable.BACKDROP.split("/"))
    assert path.stat().st_size <= 200 * 1024
    scene = _start(app, 4)
    _to_play_turn(app, scene)
    assets = get_assets()
    picture = assets.image(GhostbumpersTable.BACKDROP)
    assert picture is not None and picture.get_size() == (1280, 720)
    scene.draw(pygame.Surface((1280, 720)))
    assert not assets.missing
