"""ghostparlor's reusable UI toolkit (pygame-ce).

Everything draws on the 1280x720 logical canvas with the theme from
``data/theme.yaml``; every text shown is passed in already translated.
See each module for details; the common widget contract is in ``widget.py``.
"""

# Submodules are imported on first use (PEP 562): start-up only pays for the widgets
# the first screen needs.
_WHERE = {
    "Assets": "ghostparlor.ui.assets",
    "NullSound": "ghostparlor.ui.sounds",
    "Sounds": "ghostparlor.ui.sounds",
    "get_assets": "ghostparlor.ui.assets",
    "reset_assets": "ghostparlor.ui.assets",
    "BoardView": "ghostparlor.ui.board",
    "Button": "ghostparlor.ui.button",
    "CardFace": "ghostparlor.ui.cards",
    "CardHand": "ghostparlor.ui.card_hand",
    "CardSprite": "ghostparlor.ui.cards",
    "Pile": "ghostparlor.ui.card_pile",
    "fallback_back": "ghostparlor.ui.cards",
    "fallback_face": "ghostparlor.ui.cards",
    "Checkbox": "ghostparlor.ui.controls",
    "Choice": "ghostparlor.ui.controls",
    "Slider": "ghostparlor.ui.controls",
    "TextInput": "ghostparlor.ui.controls",
    "Toggle": "ghostparlor.ui.controls",
    "DieView": "ghostparlor.ui.dice",
    "draw_background": "ghostparlor.ui.draw",
    "FocusGroup": "ghostparlor.ui.focus",
    "Tile": "ghostparlor.ui.grid",
    "TileGrid": "ghostparlor.ui.grid",
    "cell_name": "ghostparlor.ui.grid",
    "Label": "ghostparlor.ui.label",
    "LogPanel": "ghostparlor.ui.log_panel",
    "Meter": "ghostparlor.ui.meter",
    "Panel": "ghostparlor.ui.panel",
    "ScrollView": "ghostparlor.ui.scroll",
    "text_block_surface": "ghostparlor.ui.text",
    "SeatStyle": "ghostparlor.ui.theme",
    "Theme": "ghostparlor.ui.theme",
    "get_theme": "ghostparlor.ui.theme",
    "load_theme": "ghostparlor.ui.theme",
    "set_theme": "ghostparlor.ui.theme",
    "Toast": "ghostparlor.ui.toast",
    "Counter": "ghostparlor.ui.tokens",
    "Marker": "ghostparlor.ui.tokens",
    "Token": "ghostparlor.ui.tokens",
    "draw_marker": "ghostparlor.ui.tokens",
    "Tween": "ghostparlor.ui.tween",
    "Tweens": "ghostparlor.ui.tween",
    "get_speed": "ghostparlor.ui.tween",
    "set_speed": "ghostparlor.ui.tween",
    "UIAction": "ghostparlor.ui.widget",
    "Widget": "ghostparlor.ui.widget",
    "FocusRing": "ghostparlor.ui.focus",
}


def __getattr__(name: str):
    module_name = _WHERE.get(name)
    if module_name is None:
        raise AttributeError(f"module 'ghostparlor.ui' has no attribute {name!r}")
    import importlib

    module = importlib.import_module(module_name)
    value = getattr(module, "FocusGroup" if name == "FocusRing" else name)
    globals()[name] = value
    return value



__all__ = [
    "Assets", "NullSound", "Sounds", "get_assets", "reset_assets",
    "BoardView", "Button", "CardFace", "CardHand", "CardSprite", "Pile", "fallback_back", "fallback_face",
    "Checkbox", "Choice", "Slider", "TextInput", "Toggle", "DieView", "draw_background",
    "FocusGroup", "FocusRing", "Tile", "TileGrid", "cell_name", "Label", "LogPanel", "Meter", "Panel",
    "ScrollView", "text_block_surface", "SeatStyle", "Theme", "get_theme", "load_theme",
    "set_theme", "Toast", "Counter", "Marker", "Token", "draw_marker", "Tween", "Tweens", "get_speed",
    "set_speed", "UIAction", "Widget",
]
