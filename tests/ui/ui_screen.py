"""A screen holding one of every widget (shared by the render and monkey tests)."""

from __future__ import annotations

import pygame

from ghostparlor.ui import (BoardView, Button, CardFace, CardHand, CardSprite, Checkbox, Choice, Counter, DieView,
                            FocusGroup, Label, LogPanel, Marker, Meter, Panel, Pile, ScrollView, Slider, TextInput,
                            Tile, TileGrid, Toast, Toggle, Token, text_block_surface)

FAMILIES = ("red", "yellow", "blue", "green", "black", "white")


def ghost_card(family: str, value: int, card_id: str | None = None) -> CardFace:
    return CardFace(card_id or f"{family}{value}", f"ghosts/ghost_{family}_{value}.png", f"{family.title()} {value}",
                    kind=(family, value), corner=str(value))


def build_screen() -> dict[str, object]:
    """Every widget, placed on a 1280x720 canvas, by name."""
    cards = [ghost_card(f, v) for f, v in (("red", 1), ("red", 2), ("blue", 3), ("green", 2))]
    cards.append(ghost_card("green", 2, "green2b"))
    cards.append(CardFace("lost", "ghosts/ghost_purple_9.png", "Purple 9", accent=(120, 60, 160), corner="9"))
    rules = text_block_surface("# Rules\n" + "Add a ghost to the pile. " * 80, 360)
    w: dict[str, object] = {}
    w["panel"] = Panel((10, 10, 400, 300), "Panel title", style="dark")
    w["panel2"] = Panel((420, 10, 200, 120), "Parchment")
    w["label"] = Label((20, 60, 380, 60), "A label that wraps across more than one line of text " * 3)
    w["button"] = Button((20, 130, 160, 44), "Play", action="play", hotkey=pygame.K_p, tooltip="Play a card")
    w["button2"] = Button((190, 130, 160, 44), "Undo", style="secondary", icon="common/icon_undo.png")
    w["checkbox"] = Checkbox((20, 180, 200, 32), "Mirror ghosts")
    w["toggle"] = Toggle((230, 180, 170, 32), "Hints", True)
    w["slider"] = Slider((20, 220, 380, 32), 40, label="Volume")
    w["choice"] = Choice((20, 258, 380, 40), ["Human", "Random bot", "Easy bot"], label="Seat 2")
    w["text"] = TextInput((430, 150, 220, 40), "Ada", max_length=12, placeholder="Name")
    w["scroll"] = ScrollView((660, 10, 380, 200), rules)
    w["log"] = LogPanel((1050, 10, 220, 300), title="Log", max_lines=50)
    for i in range(30):
        w["log"].add(f"Line {i}: somebody plays a ghost and the fear rises higher and higher")  # type: ignore[attr-defined]
    w["meter"] = Meter((430, 210, 220, 44), 3, maximum=7, label="Fear")
    w["grid"] = TileGrid((660, 220, 260, 260), 6, 6, tiles={(0, 0): Tile("Hall"), (1, 1): Tile("", face_down=True),
                                                          (2, 2): Tile("x", markers=(Marker(0), Marker(1, 2)))},
                         legal={(3, 3), (4, 4)}, highlighted={(3, 3), (4, 4)})
    nodes = {"a": (0.1, 0.1), "b": (0.9, 0.1), "c": (0.5, 0.9), "d": (0.5, 0.5)}
    w["board"] = BoardView((930, 320, 340, 260), nodes, [("a", "b"), ("b", "c"), ("a", "d"), ("d", "c")],
                           labels={"a": "Attic", "b": "Bath", "c": "Cellar", "d": "Den"},
                           markers={"a": [Marker(0, 1)], "d": [Marker(2), Marker(3), Marker(4)]}, legal={"b", "c"})
    w["die"] = DieView((430, 270), 4, clickable=True)
    w["token"] = Token((530, 300), seat=3, number=5, clickable=True)
    w["counter"] = Counter((560, 280, 160, 40), 3, icon="common/token_fear_1.png", label="Fear")
    w["pile"] = Pile((20, 330), count=5, top=cards[2], highlighted=True)
    w["empty_pile"] = Pile((170, 330), count=0, label="Discard")
    w["sprite"] = CardSprite(cards[5], (320, 330))
    w["hand"] = CardHand((20, 500, 880, 215), cards, layout="fan", legal={"red2", "green2", "green2b", "lost"},
                         multi_select=True)
    w["row_hand"] = CardHand((470, 330, 180, 170), cards[:3], layout="row", card_size=(60, 84))
    w["toast"] = Toast((640, 20))
    w["toast"].push("Welcome to the parlor", "info")  # type: ignore[attr-defined]
    return w


def build_group() -> tuple[FocusGroup, dict[str, object]]:
    widgets = build_screen()
    return FocusGroup(list(widgets.values())), widgets  # type: ignore[arg-type]
