"""Statistics, the list of finished games, and the replay viewer.

The replay viewer itself is scenes/replay.py.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, ScrollView, UIAction


MAX_ROWS = 100  # rows drawn in the statistics table (its surface is one picture)
MAX_LISTED = 12  # finished games listed
MAX_EXAMINED = 40  # finished games read to find them (damaged ones are set aside on the way)


class StatsScene(WidgetScene):
    name = "stats"

    def __init__(self, app) -> None:
        super().__init__(app)
        from ghostparlor.persistence import stats

        data, notice = stats.load_stats()
        if notice:
            app.notify(notice, "warning", hold=6.0)
        self.rows = stats.rows(data)[:MAX_ROWS]
        self.decor.append(Panel((40, 30, 1200, 610), t("stats.title"), style="dark"))
        self.view = ScrollView((60, 150, 1160, 470), name="table")
        self.view.set_content(self._table_surface(1140))
        self.back = Button((540, 656, 200, 50), t("stats.back"), name="back")
        self.add(self.view, self.back)
        self.focus.focus(self.back, visible=True)

    # (key, left edge, width) of each column: the header wraps on two lines in its width
    COLUMNS = (("game", 0, 200), ("player", 204, 170), ("games", 378, 70), ("wins", 452, 70), ("rate", 526, 86),
               ("best", 616, 128), ("average", 748, 86), ("streak", 838, 86), ("vs", 928, 212))

    def _table_surface(self, width: int) -> pygame.Surface:
        theme, assets = self.theme, self.assets
        row_h = 56
        height = max(80, row_h * len(self.rows) + 10)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        if not self.rows:
            text = assets.fit_text(t("stats.empty"), width - 20, "body", theme.colour("text_muted"))
            surface.blit(text, (10, 20))
            return surface
        ink, muted = theme.colour("text"), theme.colour("text_muted")
        for i, row in enumerate(self.rows):
            y = 4 + i * row_h
            if i % 2 == 0:
                pygame.draw.rect(surface, (*theme.colour("secondary")[:3], 120), (0, y - 2, width, row_h - 4), border_radius=6)
            best, average = row["best"], row["average"]
            lowest = row.get("lower_is_better", False)
            values = {
                "game": t(f"{row['game']}.name"), "player": row["name"], "games": str(row["games"]), "wins": str(row["wins"]),
                "rate": f"{row['win_rate'] * 100:.0f}%",
                "best": "-" if best is None else t("stats.best_low" if lowest else "stats.best_high", score=f"{best:g}"),
                "average": "-" if average is None else f"{average:.1f}", "streak": str(row["longest_streak"]),
            }
            levels = [t("stats.vs", level=t(f"stats.level_{level}") if level in LEVELS else level,
                        wins=v.get("wins", 0), games=v.get("games", 0))
                      for level, v in sorted(row["by_opponents"].items(), key=lambda kv: _level_rank(kv[0]))]
            for key, x, w in self.COLUMNS:
                if key == "vs":
                    lines = levels if len(levels) <= 2 else [", ".join(levels[:2]), ", ".join(levels[2:])]
                    small = min(theme.font_size("small"), 18)  # two lines in a row at any text size
                    for n, line in enumerate(lines[:2]):
                        img = assets.fit_text(line, w - 8, small, muted, "regular", 10)
                        surface.blit(img, (x + 4, y + 2 + n * assets.line_height(small)))
                    continue
                text = values[key]
                if key in ("game", "player"):  # names wrap on two lines rather than being cut
                    weight = "bold" if key == "player" else "regular"
                    parts, px = assets.fit_lines(text, w - 8, row_h - 8, "body", weight, 10, max_lines=2)
                    lh = assets.line_height(px, weight)
                    for n, part in enumerate(parts[:2]):
                        img = assets.text(part, px, ink, weight)
                        surface.blit(img, (x + 4, y + 2 + n * lh))
                    continue
                img = assets.fit_text(text, w - 8, "body", ink, "regular", 12)
                surface.blit(img, (x + 4, y + 4))
        return surface

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        theme, assets = self.theme, self.assets
        for key, x, w in self.COLUMNS:  # headers wrap in their column, whole words, at most two lines
            parts, px = header_lines(t(f"stats.{key}_head"), w - 6, theme.font_size("small"))
            top = {1: 114, 2: 104}.get(len(parts), 96)
            for n, part in enumerate(parts[:3]):
                img = assets.text(part, px, theme.colour("accent"), "bold")
                surface.blit(img, (64 + x, top + n * (px + 2)))


LEVELS = ("humans", "random", "easy", "normal", "hard")


def header_lines(text: str, width: int, size: int, floor: int = 11) -> tuple[list[str], int]:
    """A column header in at most two lines of whole words, at the largest size from
    ``size`` down to ``floor`` where it fits (at the floor, as it wraps)."""
    from ghostparlor.ui import get_assets

    assets = get_assets()
    for most in (2, 3):  # two lines if any size fits, else three
        for px in range(size, floor - 1, -1):
            lines = assets.wrap(text, width, px, "bold", trial=True)
            whole = " ".join(lines).split() == text.split()  # no word was broken
            if len(lines) <= most and whole and all(assets.font(px, "bold").size(line)[0] <= width for line in lines):
                return lines, px
    return assets.wrap(text, width, floor, "bold")[:3], floor


def _level_rank(level: str) -> int:
    return LEVELS.index(level) if level in LEVELS else len(LEVELS)


class ReplaysScene(WidgetScene):
    """The finished games kept for replay (newest first)."""

    name = "replays"

    def __init__(self, app) -> None:
        super().__init__(app)
        from ghostparlor.persistence.saves import finished_games, load_finished

        self.decor.append(Panel((140, 30, 1000, 610), t("replays.title"), style="dark"))
        self.entries = []
        notices = []
        for path in finished_games()[:MAX_EXAMINED]:
            if len(self.entries) >= MAX_LISTED:
                break
            saved, notice = load_finished(path)  # a damaged one is set aside, with a notice
            if notice:
                notices.append(notice)
            if saved is not None:
                self.entries.append((path, {"record": saved.record, "plans": saved.plans, "saved_at": saved.saved_at}))
        if len(notices) == 1:
            app.notify(notices[0], "warning", hold=6.0)
        elif notices:
            app.notify(t("replays.damaged", count=len(notices)), "warning", hold=6.0)
        self.buttons = []
        for i, (path, data) in enumerate(self.entries):
            record = data["record"]
            names = [p.get("name", "?") for p in data["plans"]]
            winners = (record.get("result") or {}).get("winners", [])
            text = t("replays.entry", game=t(f"{record.get('game')}.name"), when=data.get("saved_at", "").replace("T", " ")[:16],
                     players=", ".join(names), winners=", ".join(names[w] for w in winners if 0 <= w < len(names)))
            button = Button((170, 96 + i * 44, 940, 38), text, style="secondary", size="small", name=f"replay{i}")
            self.buttons.append(button)
            self.add(button)
        if not self.entries:
            self.label((180, 120, 920, 80), t("replays.empty"), colour=self.theme.colour("text_muted"))
        self.back = Button((540, 656, 200, 50), t("replays.back"), name="back")
        self.add(self.back)
        self.focus.focus(self.buttons[0] if self.buttons else self.back, visible=True)

    def on_action(self, action: UIAction) -> None:
        if action.source is self.back:
            self.app.pop()
            return
        if action.source in self.buttons:
            path, data = self.entries[self.buttons.index(action.source)]
            try:
                from ghostparlor.scenes.replay import ReplayScene

                scene = ReplayScene.from_save(self.app, data)
            except Exception as exc:  # noqa: BLE001 - a replay that does not replay is reported and set aside
                from ghostparlor.persistence.reading import one_line, set_aside_damaged

                damage = set_aside_damaged(path, f"it does not replay ({one_line(exc, 120)})")
                self.app.notify(t("replays.broken", error=one_line(exc, 120), fate=damage.fate), "warning", hold=6.0)
                index = self.buttons.index(action.source)
                self.buttons[index].enabled = False
                return
            self.app.push(scene)
