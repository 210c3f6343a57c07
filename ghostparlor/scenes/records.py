"""Statistics, the list of finished games, and the replay viewer.

The replay viewer is the game scene in a read-only mode with every hand face up: it
steps forward and back through a finished game's record.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.match import Match
from ghostparlor.core.strings import t
from ghostparlor.scenes.game import GameScene
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.session import MatchSession, SeatPlan
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
                scene = ReplayScene.from_save(self.app, data)
            except Exception as exc:  # noqa: BLE001 - a replay that does not replay is reported and set aside
                from ghostparlor.persistence.reading import one_line, set_aside_damaged

                damage = set_aside_damaged(path, f"it does not replay ({one_line(exc, 120)})")
                self.app.notify(t("replays.broken", error=one_line(exc, 120), fate=damage.fate), "warning", hold=6.0)
                index = self.buttons.index(action.source)
                self.buttons[index].enabled = False
                return
            self.app.push(scene)


class ReplaySession(MatchSession):
    """A finished game's record, stepped through: nobody moves, every hand is shown."""

    def __init__(self, game, record: dict, plans: list[SeatPlan]) -> None:
        self.record_data = record
        self.step = 0
        match = Match(game, record["players"], record.get("options"), record.get("seed", 0))
        super().__init__(game, [SeatPlan(p.name, p.kind, p.colour) for p in plans], match.options, match.seed, 0.0, False,
                         match=match, live=False)
        self.actions = [game.action_from_json(a) for a in record["actions"]]
        self.hold = True

    def goto(self, step: int) -> None:
        step = max(0, min(len(self.actions), step))
        if step < self.step:  # rebuild from the start (fast: no events)
            self.match = Match(self.game, self.record_data["players"], self.record_data.get("options"), self.seed)
            for action in self.actions[:step]:
                self.match.apply(action, events=False)
            self.log.clear()
            self.happenings.clear()
            self.moves = [m for m in self.moves if m.number <= step]  # a later move is no one's last move yet
        else:
            for action in self.actions[self.step:step]:
                actor = self.game.to_move(self.match.state)
                self._record(self.match.apply(action), actor)
        self.step = step

    def update(self, dt: float) -> bool:
        return False

    def human_to_move(self):
        return None

    def humans(self) -> list[int]:
        return []

    def bot_thinking(self):
        return None

    def can_undo(self):
        return False, ""


class ReplayScene(GameScene):
    """The game scene, read-only, all hands face up, with first/back/forward/last."""

    name = "replay"
    reveal_all = True
    read_only = True

    @classmethod
    def from_save(cls, app, data: dict) -> "ReplayScene":
        from ghostparlor.games import REGISTRY, load_game

        record = data["record"]
        if record.get("game") not in REGISTRY or not REGISTRY[record["game"]].implemented:
            raise KeyError(f"the game {str(record.get('game'))[:40]!r} cannot be played in this version")
        game = load_game(record["game"])
        Match.from_record(game, record)  # every move is legal (refused with RecordError), before the viewer steps through them
        plans = [SeatPlan(str(p.get("name", "?")), str(p.get("kind", "human")), int(p.get("colour", i))) for i, p in enumerate(data["plans"])]
        session = ReplaySession(game, record, plans)
        return cls(app, session)

    def __init__(self, app, session: ReplaySession) -> None:
        super().__init__(app, session, persist=False)
        y = 8
        self.first = Button((560, y, 90, 36), t("replays.first"), style="secondary", size="small", hotkey=pygame.K_HOME, name="first")
        self.prev = Button((656, y, 90, 36), t("replays.prev"), style="secondary", size="small", hotkey=pygame.K_LEFT, name="prev")
        self.next = Button((752, y, 110, 36), t("replays.next"), size="small", hotkey=pygame.K_RIGHT, name="next")
        self.last = Button((868, y, 90, 36), t("replays.last"), style="secondary", size="small", hotkey=pygame.K_END, name="last")
        self.controls = [self.first, self.prev, self.next, self.last]
        for button in self.controls:
            self.chrome.add(button)
        self.results_shown = True  # no results screen in a replay

    def viewer(self):
        return None

    def my_turn(self) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.session.happenings:
            self._absorb()
        if self._pending_refresh and not self.table.busy():
            self.table.refresh(None)
            self._pending_refresh = False
            self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        self.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        action = self.chrome.handle(event)
        if action is None or action.kind != "click":
            return
        session: ReplaySession = self.session  # type: ignore[assignment]
        if action.source is self.menu_button:
            self.app.pop()
            return
        target = {self.first: 0, self.prev: session.step - 1, self.next: session.step + 1, self.last: len(session.actions)}.get(action.source)
        if target is None:
            return
        # skip chance steps when stepping one move, so each press shows a player's move
        if action.source is self.next:
            while target < len(session.actions) and session.actions[target - 1].IS_CHANCE:
                target += 1
        elif action.source is self.prev:
            while target > 0 and session.actions[target - 1].IS_CHANCE:
                target -= 1
        session.goto(target)
        self._log_count = -1
        self._log_viewer = -99
        self._absorb()
        self.table.refresh(None)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        from ghostparlor.ui import draw

        theme, assets = self.theme, self.assets
        bar = pygame.Rect(0, 0, 1280, 52)
        draw.box(surface, bar, theme.colour("panel_dark"))
        pygame.draw.line(surface, theme.colour("accent"), (0, 51), (1280, 51), 2)
        from ghostparlor.scenes.game import bar_title

        title = bar_title(self.session.game.id, 236)
        surface.blit(title, title.get_rect(midleft=(16, 26)))
        session: ReplaySession = self.session  # type: ignore[assignment]
        step = assets.text(t("replays.step", step=session.step, total=len(session.actions)), "body", theme.colour("text"), "bold")
        surface.blit(step, step.get_rect(midleft=(262, 26)))
        for button in self.controls:
            button.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for button in self.controls:
            button.draw(surface)
