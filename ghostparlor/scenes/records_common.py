"""What the statistics and the list of finished games share: the games listed, their names
and tabs, and the sizes their texts share (``scenes/records.py`` says what the two are)."""

from __future__ import annotations

import functools

import pygame

from ghostparlor.core.strings import t
from ghostparlor.ui import Button

SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)
LONG_NAMES = ("Sabine", "Maximilian-Alexander", "Юлия Александровна", "さくら", "Bo", "Wilhelmina Fitzgerald", "Ida", "Zoë")  # the samples' players


def game_ids() -> list[str]:
    from ghostparlor.games import REGISTRY

    return [gid for gid, entry in REGISTRY.items() if entry.implemented]


@functools.lru_cache(maxsize=None)
def is_cooperative(game_id: str) -> bool:
    """Whether everybody wins or loses together (the game class says; its content is not loaded)."""
    from ghostparlor.games import REGISTRY, rules_module

    entry = REGISTRY.get(game_id)
    if entry is None or not entry.rules:
        return False
    try:
        return bool(getattr(getattr(rules_module(game_id), entry.game_class), "cooperative", False))
    except Exception:  # noqa: BLE001 - a game that cannot be imported is simply not co-operative here
        return False


def game_name(game_id: str) -> str:
    from ghostparlor.games import REGISTRY

    return t(f"{game_id}.name") if game_id in REGISTRY else game_id


def tab_name(game_id: str) -> str:
    """The game's short name where it has one (a tab), else its name."""
    from ghostparlor.core.strings import has

    return t(f"{game_id}.short_name") if has(f"{game_id}.short_name") else game_name(game_id)


class TabButton(Button):
    """A game's tab: its name on up to two lines (whole words, shrunk before shortened)."""

    def draw(self, surface: pygame.Surface) -> None:
        from ghostparlor.ui.text import draw_lines

        words, self.text = self.text, ""
        try:
            super().draw(surface)
        finally:
            self.text = words
        if not self.visible or not words:
            return
        _fill, _border, colour = self._colours()
        inner = self.rect.inflate(-16, -6)
        lines, px = self.assets.fit_lines(words, inner.w, inner.h, self.size, "bold", 11, max_lines=2)
        height = self.assets.line_height(px, "bold") * len(lines)
        draw_lines(surface, words, pygame.Rect(inner.x, self.rect.centery - height // 2, inner.w, height + 2), size=self.size,
                   colour=colour, weight="bold", min_size=11, max_lines=2)


def common_size(assets, texts: list[str], width: int, height: int, role: str, floor: int, max_lines: int = 1) -> int:
    """The largest size at which every one of ``texts`` fits (lines drawn side by side
    read as one size, not each shrunk on its own)."""
    return min((assets.fit_lines(text, width, height, role, "regular", floor, max_lines=max_lines)[1] for text in texts),
               default=get_size(role))


def get_size(role: str) -> int:
    from ghostparlor.ui import get_theme

    return get_theme().font_size(role)
