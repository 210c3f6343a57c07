"""ghostparlor's reusable UI toolkit (pygame-ce).

Everything draws on the 1280x720 logical canvas with the theme from
``data/theme.yaml``; every text shown is passed in already translated.
See each module for details; the common widget contract is in ``widget.py``.
"""

from ghostparlor.ui.assets import Assets, NullSound, Sounds, get_assets, reset_assets
from ghostparlor.ui.board import BoardView
from ghostparlor.ui.button import Button
from ghostparlor.ui.cards import CardFace, CardHand, CardSprite, Pile, fallback_back, fallback_face
from ghostparlor.ui.controls import Checkbox, Choice, Slider, TextInput, Toggle
from ghostparlor.ui.dice import DieView
from ghostparlor.ui.draw import draw_background
from ghostparlor.ui.focus import FocusGroup
from ghostparlor.ui.grid import Tile, TileGrid, cell_name
from ghostparlor.ui.label import Label
from ghostparlor.ui.log_panel import LogPanel
from ghostparlor.ui.meter import Meter
from ghostparlor.ui.panel import Panel
from ghostparlor.ui.scroll import ScrollView
from ghostparlor.ui.text import draw_text, text_block_surface
from ghostparlor.ui.theme import SeatStyle, Theme, get_theme, load_theme, set_theme
from ghostparlor.ui.toast import Toast
from ghostparlor.ui.tokens import Counter, Marker, Token, draw_marker
from ghostparlor.ui.tween import Tween, Tweens, get_speed, set_speed
from ghostparlor.ui.widget import UIAction, Widget

FocusRing = FocusGroup  # the brief's other name for the same helper

__all__ = [
    "Assets", "NullSound", "Sounds", "get_assets", "reset_assets",
    "BoardView", "Button", "CardFace", "CardHand", "CardSprite", "Pile", "fallback_back", "fallback_face",
    "Checkbox", "Choice", "Slider", "TextInput", "Toggle", "DieView", "draw_background",
    "FocusGroup", "FocusRing", "Tile", "TileGrid", "cell_name", "Label", "LogPanel", "Meter", "Panel",
    "ScrollView", "draw_text", "text_block_surface", "SeatStyle", "Theme", "get_theme", "load_theme",
    "set_theme", "Toast", "Counter", "Marker", "Token", "draw_marker", "Tween", "Tweens", "get_speed",
    "set_speed", "UIAction", "Widget",
]
