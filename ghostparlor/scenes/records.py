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
        self.view = ScrollView((60, 130, 1160, 490), name="table")
        self.view.set_content(self._table_surface(1140))
        self.back = Button((540, 656, 200, 50), t("stats.back"), name="back")
        self.add(self.view, self.back)
        self.focus.focus(self.back, visible=True)

    def _table_surface(self, width: int) -> pygame.Surface:
        theme, assets = self.theme, self.assets
        columns = [("game", 0), ("player", 190), ("games", 390), ("wins", 470), ("rate", 550), ("best", 660),
                   ("average", 750), ("streak", 860)]
        row_h = 52
        height = max(80, row_h * len(self.rows) + 10)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        if not self.rows:
            text = assets.fit_text(t("stats.empty"), width - 20, "body", theme.colour("text_muted"))
            surface.blit(text, (10, 20))
            return surface
        for i, row in enumerate(self.rows):
            y = 6 + i * row_h
            if i % 2 == 0:
                pygame.draw.rect(surface, (*theme.colour("secondary")[:3], 120), (0, y - 4, width, row_h - 4), border_radius=6)
            best = row["best"]
            average = row["average"]
            values = {
                "game": t(f"{row['game']}.name"), "player": row["name"], "games": str(row["games"]), "wins": str(row["wins"]),
                "rate": f"{row['win_rate'] * 100:.0f}%", "best": "-" if best is None else f"{best:g}",
                "average": "-" if average is None else f"{average:.1f}", "streak": str(row["longest_streak"]),
            }
            for key, x in columns:
                img = assets.fit_text(values[key], 180, "body", theme.colour("text"), "bold" if key == "player" else "regular")
                surface.blit(img, (x + 8, y))
            levels = ", ".join(t("stats.vs", level=level, wins=v.get("wins", 0), games=v.get("games", 0))
                               for level, v in sorted(row["by_opponents"].items()))
            img = assets.fit_text(levels, width - 950, "small", theme.colour("text_muted"))
            surface.blit(img, (950, y + 3))
        return surface

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        theme, assets = self.theme, self.assets
        heads = [("stats.game", 0), ("stats.player", 190), ("stats.games", 390), ("stats.wins", 470), ("stats.rate", 550),
                 ("stats.best", 660), ("stats.average", 750), ("stats.streak", 860)]
        for key, x in heads:
            img = assets.fit_text(t(key), 100 if x else 180, "small", theme.colour("accent"), "bold")
            surface.blit(img, (68 + x, 100))


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
        title = assets.fit_text(t(f"{self.session.game.id}.name"), 236, "large", theme.colour("accent"), "title")
        surface.blit(title, title.get_rect(midleft=(16, 26)))
        session: ReplaySession = self.session  # type: ignore[assignment]
        step = assets.text(t("replays.step", step=session.step, total=len(session.actions)), "body", theme.colour("text"), "bold")
        surface.blit(step, step.get_rect(midleft=(250, 26)))
        for button in self.controls:
            button.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for button in self.controls:
            button.draw(surface)
