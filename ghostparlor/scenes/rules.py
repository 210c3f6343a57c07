"""The rules reader: a game's rules summary from the string table, scrollable."""

from __future__ import annotations

from ghostparlor.core.strings import has, t
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, ScrollView, UIAction, text_block_surface


class RulesScene(WidgetScene):
    name = "rules"

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        key = f"{game_id}.rules_text"
        text = t(key) if has(key) else t("rules.none")
        self.decor.append(Panel((140, 40, 1000, 600), t("rules.title", game=t(f"{game_id}.name"))))
        self.view = ScrollView((176, 104, 930, 516), name="rules")
        self.view.set_content(text_block_surface(text, self.view.content_width - 14, on="parchment"))  # words keep clear of the bar
        self.back = Button((540, 652, 200, 52), t("rules.back"), name="back")
        self.add(self.view, self.back)
        self.focus.focus(self.view, visible=False)

    def on_action(self, action: UIAction) -> None:
        if action.source is self.back:
            self.app.pop()
