"""Card hand, sprite and pile: clicking, legality, keyboard, multi-select."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, motion
from ui_screen import ghost_card

from ghostparlor.ui import CardFace, CardHand, Pile


def settle(hand, seconds=1.0):
    for _ in range(int(seconds * 60)):
        hand.update(1 / 60)


def make_hand(layout="row", **kwargs):
    cards = [ghost_card("red", 1), ghost_card("red", 2), ghost_card("blue", 3), ghost_card("green", 2),
             ghost_card("green", 2, "green2b")]
    hand = CardHand((40, 400, 900, 260), cards, layout=layout, **kwargs)
    settle(hand)
    return hand


@pytest.mark.parametrize("layout", ["row", "fan"])
def test_clicking_a_card_chooses_that_card(layout):
    hand = make_hand(layout)
    for card in hand.cards:
        center = hand.card_center(card.id)
        # click a little below the centre: the part of the card not covered by its right neighbour
        pos = (center[0] - 30, center[1] + 40)
        action = click(hand, pos)
        settle(hand)
        assert action is not None and action.kind == "choose" and action.value == card.id, card.id


def test_illegal_card_is_dimmed_and_not_chosen():
    hand = make_hand(legal={"red2", "blue3"})
    center = hand.card_center("red1")
    action = click(hand, (center[0] - 30, center[1] + 40))
    assert action.kind == "rejected" and action.value == "red1"
    assert not hand.selected
    sprites = {slot.sprite.card.id: slot.sprite for slot in hand._slots}
    assert sprites["red1"].dimmed and not sprites["red2"].dimmed
    assert sprites["red2"].highlighted and not sprites["red1"].highlighted
    center = hand.card_center("blue3")
    assert click(hand, (center[0] - 30, center[1] + 40)).value == "blue3"


def test_click_outside_the_cards_does_nothing():
    hand = make_hand()
    assert click(hand, (45, 405)) is None


def test_hover_lifts_a_card():
    hand = make_hand()
    center = hand.card_center("blue3")
    hand.handle(motion((center[0] - 30, center[1] + 40)))
    settle(hand, 0.5)
    assert hand.card_center("blue3")[1] < center[1] - 10
    assert hand.tooltip_text() == "Blue 3"


def test_keyboard_moves_the_cursor_and_chooses():
    hand = make_hand(legal={"red2", "green2", "green2b"})
    hand.set_focus(True)
    assert hand.consumes_key(pygame.K_LEFT) and hand.consumes_key(pygame.K_RETURN)
    assert hand.handle(key(pygame.K_RIGHT)).value == "red2"
    assert hand.handle(key(pygame.K_RETURN)).value == "red2"
    hand.handle(key(pygame.K_RIGHT))
    rejected = hand.handle(key(pygame.K_SPACE))
    assert rejected.kind == "rejected" and rejected.value == "blue3"
    assert hand.handle(key(pygame.K_END)).value == "green2b"
    assert hand.handle(key(pygame.K_RIGHT)).value == "red1"  # wraps
    assert hand.handle(key(pygame.K_LEFT)).value == "green2b"


def test_multi_select_of_identical_cards():
    hand = make_hand(multi_select=True)
    first = hand.card_center("green2")
    second = hand.card_center("green2b")
    assert click(hand, (first[0] - 30, first[1] + 40)).value == ("green2",)
    settle(hand)
    action = click(hand, (second[0], second[1] + 40))
    assert action.kind == "select" and action.value == ("green2", "green2b")
    settle(hand)
    hand.set_focus(True)
    chosen = hand.handle(key(pygame.K_RETURN))
    assert chosen.kind == "choose" and chosen.value == ("green2", "green2b")
    # a different kind restarts the selection
    red = hand.card_center("red1")
    assert click(hand, (red[0] - 30, red[1] + 40)).value == ("red1",)
    settle(hand)
    # clicking a selected card again unselects it
    red = hand.card_center("red1")
    assert click(hand, (red[0] - 30, red[1] + 40)).value == ()


def test_set_cards_and_legal_keep_consistent_selection():
    hand = make_hand(multi_select=True)
    center = hand.card_center("red1")
    click(hand, (center[0] - 30, center[1] + 40))
    assert hand.selected == ["red1"]
    hand.set_legal({"red2"})
    assert hand.selected == []
    hand.set_cards(hand.cards[1:3])
    assert [c.id for c in hand.cards] == ["red2", "blue3"]
    assert hand.card_center("red1") is None


def test_face_down_hand_is_not_interactive():
    hand = make_hand(face_up=False)
    center = hand.card_center("red1")
    assert click(hand, (center[0] - 30, center[1] + 40)) is None
    assert hand.tooltip_text() == ""


def test_empty_hand_is_harmless(screen):
    hand = CardHand((0, 400, 800, 250), [])
    hand.set_focus(True)
    assert hand.handle(key(pygame.K_RETURN)) is None
    assert click(hand, (400, 500)) is None
    hand.update(0.1)
    hand.draw(screen)


def test_pile_click_and_count():
    pile = Pile((100, 100), count=4, top=CardFace("x", "ghosts/ghost_red_1.png", "Red 1"))
    action = click(pile, (150, 150))
    assert action.kind == "click" and action.value == 4
    pile.set(0)
    assert pile.top is None and pile.count == 0
    pile.enabled = False
    assert click(pile, (150, 150)) is None
