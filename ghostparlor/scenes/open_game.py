"""Opening a game someone shared: ``ghostparlor open FILE`` or a file dropped on the window.

A finished game opens in the replay viewer. An unfinished one is offered to continue with
its seats reassigned (:class:`SeatsScene`: each seat's name and who plays it now, a person
at this screen or a bot); starting it makes it that game's unfinished game (asking first
when one exists). A file that cannot be used is refused in one line (a toast) and nothing
is touched: the file is the user's (never renamed or set aside), the saves stay as they are.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ghostparlor.core.strings import t
from ghostparlor.persistence.share import Shared, ShareRefused, read_shared
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.session import HUMAN
from ghostparlor.ui import Button, Choice, Panel, UIAction, draw_marker
from ghostparlor.ui.tokens import Marker

PANEL = pygame.Rect(220, 84, 840, 560)
ROW_Y, ROW_H = 262, 50


def open_file(app, path: str | Path) -> bool:
    """Open the game in the file at ``path`` in the window; False (and a toast saying why)
    when it cannot be opened."""
    try:
        shared = read_shared(path)
    except ShareRefused as refused:
        app.notify(refused.message, "warning", hold=8.0)
        return False
    if shared.over:
        from ghostparlor.scenes.replay import ReplayScene

        data = shared.data
        try:
            replay = ReplayScene.from_save(app, {"record": data["record"], "plans": data["plans"], "saved_at": data.get("saved_at", "")})
        except Exception as exc:  # noqa: BLE001 - read_shared replayed it; whatever else, said in one line
            from ghostparlor.persistence.reading import one_line

            app.notify(t("share.open_damaged", name=Path(path).name[:80], reason=one_line(exc, 120)), "warning", hold=8.0)
            return False
        app.push(replay)
        app.notify(t("share.opened_replay", name=Path(path).name[:80], game=t(f"{shared.game.id}.name")), "info", hold=5.0)
        return True
    app.push(SeatsScene(app, shared))
    return True


class SeatsScene(WidgetScene):
    """Who plays each seat of a shared unfinished game: a person or a bot level; Start / Cancel."""

    name = "open_game"

    def __init__(self, app, shared: Shared) -> None:
        super().__init__(app)
        from ghostparlor.ai.protocol import bot_names
        from ghostparlor.persistence.saves import save_words
        from ghostparlor.scenes.setup import BOT_ORDER

        self.shared = shared
        game = shared.game
        self.game_id = game.id
        bots = bot_names(game)
        self.kinds = [HUMAN] + [b for b in BOT_ORDER if b in bots] + [b for b in bots if b not in BOT_ORDER]
        labels = [t("setup.human") if k == HUMAN else t(f"setup.bot_{k}") for k in self.kinds]
        self.decor.append(Panel(PANEL, t("share.seats_title", game=t(f"{game.id}.name")), style="dark"))
        x, w = PANEL.x + 32, PANEL.w - 64
        data = shared.data
        self.label((x, PANEL.y + 52, w, 40), save_words(data["summary"], data["plans"], data.get("saved_at", "")),
                   size="body", colour=self.theme.colour("accent"), align="center", wrap=False)
        self.label((x, PANEL.y + 96, w, 56), t("share.seats_intro"), size="small", colour=self.theme.colour("text"),
                   align="center")
        self.label((x + 64, ROW_Y - 30, 300, 28), t("share.col_seat"), size="small", colour=self.theme.colour("text_muted"), wrap=False)
        self.label((x + 400, ROW_Y - 30, 360, 28), t("share.col_who"), size="small", colour=self.theme.colour("text_muted"), wrap=False)
        self.rows: list[Choice] = []
        self.colours: list[int] = []
        for i, plan in enumerate(data["plans"]):
            y = ROW_Y + i * ROW_H
            kind = str(plan.get("kind", HUMAN))
            index = self.kinds.index(kind) if kind in self.kinds else (1 if len(self.kinds) > 1 else 0)
            self.label((x + 64, y, 320, 42), str(plan.get("name", "?")), size="body", colour=self.theme.colour("text"),
                       valign="middle", wrap=False)
            choice = Choice((x + 400, y, 360, 42), labels, index=index, name=f"who{i}")
            self.rows.append(choice)
            self.colours.append(int(plan.get("colour", i)) if isinstance(plan.get("colour", i), int) else i)
            self.add(choice)
        self.cancel_button = Button((PANEL.x + 32, PANEL.bottom - 72, 240, 52), t("ui.cancel"), style="secondary", name="cancel")
        self.start_button = Button((PANEL.right - 32 - 280, PANEL.bottom - 72, 280, 52), t("setup.start"), name="start")
        self.add(self.cancel_button, self.start_button)
        self.focus.focus(self.start_button, visible=True)

    def chosen_kinds(self) -> list[str]:
        return [self.kinds[choice.index] for choice in self.rows]

    def start(self, confirmed: bool = False) -> None:
        """Continue the game with the seats as chosen; it becomes this game's unfinished game."""
        from ghostparlor.persistence.saves import load_current

        if not confirmed:
            saved, notice = load_current(self.game_id)
            if notice:
                self.app.notify(notice, "warning", hold=6.0)
            if saved is not None:
                from ghostparlor.scenes.setup import replace_question

                self.app.push(replace_question(self.app, self.game_id, saved, lambda: self.start(confirmed=True)))
                return
        from ghostparlor.scenes.game import GameScene
        from ghostparlor.session import MatchSession

        kinds = self.chosen_kinds()
        record = dict(self.shared.record)
        record["seats"] = [dict(seat, kind=kind) for seat, kind in zip(record["seats"], kinds)]
        record.pop("fingerprints", None)
        plans = [dict(plan, kind=kind, colour=colour) for plan, kind, colour in zip(self.shared.plans, kinds, self.colours)]
        settings = self.app.settings
        try:
            session = MatchSession.resume(self.shared.game, record, plans, settings.bot_pace_seconds, settings.explain_bot_moves)
        except Exception as exc:  # noqa: BLE001 - read_shared replayed it; whatever else, said in one line
            from ghostparlor.persistence.reading import one_line

            self.app.notify(t("share.open_damaged", name=self.shared.path.name[:80], reason=one_line(exc, 120)), "warning", hold=8.0)
            return
        self.app.home()
        self.app.push(GameScene(self.app, session))  # saved at once: now this game's unfinished game
        self.app.notify(t("share.started", game=t(f"{self.game_id}.name")), "info", hold=5.0)

    def on_action(self, action: UIAction) -> None:
        if action.source is self.cancel_button:
            self.app.pop()
        elif action.source is self.start_button:
            self.start()

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        for i, choice in enumerate(self.rows):
            draw_marker(surface, Marker(seat=self.colours[i] % max(1, len(self.theme.seats)), number=i + 1),
                        (PANEL.x + 32 + 24, choice.rect.centery), 17, self.theme)



def sample_shared(game_id: str, players: int, moves: int = 12, seed: int = 7) -> Shared:
    """A shared unfinished game made in memory (check-layout, screenshots): no file is read or written."""
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game import demo_plans
    from ghostparlor.session import MatchSession

    game = load_game(game_id)
    session = MatchSession(game, demo_plans(game, players, 0), seed=seed, pace_seconds=0.0)
    while not session.is_over() and len(session.match.actions) < moves:
        seat = session.to_move()
        session.bot_move(seat) if seat >= 0 else session.update(0)
    return Shared(Path(f"ghostparlor-{game_id}-20261203-120000.json"), session.save_data(), game, session.is_over())
