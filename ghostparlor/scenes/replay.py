"""The replay viewer: a finished (or shared) game's record stepped through in the real
table, read-only."""

from __future__ import annotations

import pygame

from ghostparlor.core.match import Match
from ghostparlor.core.strings import t
from ghostparlor.scenes.game import GameScene
from ghostparlor.session import MatchSession, SeatPlan
from ghostparlor.ui import Button


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
