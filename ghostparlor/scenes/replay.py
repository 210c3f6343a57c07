"""The replay viewer: a game's record stepped through in the real table, read-only.

The table is the one of play (same scene code, last-move marks, summaries), drawn from
the view chosen: all hands open (a finished game only) or any one seat's view, so a
person sees what they could have known. The timeline (``ghostparlor/core/timeline.py``)
says where moves, turns and rounds start and which move decided the game.

Keys: Left/Right one move (a seat's action and the chance after it), Shift+Left/Right
one turn, PageUp/PageDown one round, Home/End, Space play/pause, V the view, Esc back.
The arrow keys always step; Tab walks the buttons.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.match import check_record_header
from ghostparlor.core.strings import t
from ghostparlor.core.timeline import build_timeline
from ghostparlor.persistence.settings import ANIMATION_SPEED
from ghostparlor.scenes.game import SIDE_X, GameScene
from ghostparlor.scenes.replay_bar import SLIDER_RECT, ReplayBar, TimelineBar, star, transport_icon
from ghostparlor.scenes.replay_input import ReplayInput
from ghostparlor.session import ReplaySession, SeatPlan
from ghostparlor.ui import Button, draw

__all__ = ["ReplayScene", "ReplaySession", "TimelineBar", "SPEEDS"]

SPEEDS = ("slow", "normal", "fast")
PAUSE_SECONDS = 0.8  # between two moves of the autoplay at normal speed, once the table is at rest
SIDE_W = 1280 - SIDE_X - 8
LOG_RECT = pygame.Rect(SIDE_X, 372, SIDE_W, 116)
PANEL_RECT = pygame.Rect(SIDE_X, 496, SIDE_W, 216)


class ReplayScene(GameScene):
    """The game scene, read-only, stepped along a record's timeline."""

    name = "replay"
    read_only = True

    @classmethod
    def from_save(cls, app, data: dict, *, at: int | str | None = None, view: int | None | str = "default") -> "ReplayScene":
        """The viewer of a save envelope ``data`` ({"record", "plans", ...}). ``at``: the
        stop to open at (a number, or "deciding": the move that decided it); ``view``: a
        seat, None (all hands open), or "default" (open for a finished game, else the
        first person's seat). Raises KeyError/ValueError (RecordError) for a record this
        version cannot show."""
        from ghostparlor.games import REGISTRY, load_game

        record = data["record"]
        if record.get("game") not in REGISTRY or not REGISTRY[record["game"]].implemented:
            raise KeyError(f"the game {str(record.get('game'))[:40]!r} cannot be played in this version")
        game = load_game(record["game"])
        check_record_header(game, record)
        timeline = build_timeline(game, record)  # every move applies (else RecordError naming the step)
        plans = [SeatPlan(str(p.get("name", "?")), str(p.get("kind", "human")), int(p.get("colour", i))) for i, p in enumerate(data["plans"])]
        session = ReplaySession(game, record, plans, timeline)
        scene = cls(app, session, view=view)
        if at == "deciding":
            if timeline.deciding is not None:
                scene.go(timeline.deciding, animate=False)
        elif at is not None:
            scene.go(int(at), animate=False)
        return scene

    def __init__(self, app, session: ReplaySession, view: int | None | str = "default") -> None:
        if view == "default" or (view is None and not session.finished):
            humans = [i for i, p in enumerate(session.plans) if p.is_human]
            view = None if session.finished else (humans[0] if humans else 0)
        self.view_seat: int | None = view  # type: ignore[assignment]
        self.playing = False
        self._wait = 0.0
        self.speed = app.settings.animation_speed if app.settings.animation_speed in SPEEDS else "normal"
        super().__init__(app, session, persist=False)
        self.finish.results_shown = True  # no results screen in a replay
        self.bar = ReplayBar(self)
        self.input = ReplayInput(self)
        for button in (self.undo_button, self.hint_button, self.pass_button):
            button.visible = False
        self.menu_button.text = t("replay.back")
        self.menu_button.tooltip = t("replay.back_tip")
        self.log.rect = pygame.Rect(LOG_RECT)
        self.side.rect = pygame.Rect(LOG_RECT)
        if self.side.has_notes:  # the notes need the whole column: a replay keeps the log beside its controls
            for tab in self.side.tabs:
                self.chrome.remove(tab)
            self.side.has_notes = self.side.showing_notes = False
            self.log.title_band = False
        self.log._relayout()
        self.timeline_bar = TimelineBar(SLIDER_RECT, session.timeline)
        p = PANEL_RECT
        icon_w = (p.w - 12 - 7 * 4) // 8
        row1 = p.y + 96
        steps = [("start", "replay.to_start_tip"), ("round_back", "replay.round_back_tip"), ("turn_back", "replay.turn_back_tip"),
                 ("move_back", "replay.move_back_tip"), ("move_next", "replay.move_next_tip"), ("turn_next", "replay.turn_next_tip"),
                 ("round_next", "replay.round_next_tip"), ("end", "replay.to_end_tip")]
        self.step_buttons: dict[str, Button] = {}
        for i, (kind, tip) in enumerate(steps):
            rect = (p.x + 6 + i * (icon_w + 4), row1, icon_w, 34)
            self.step_buttons[kind] = Button(rect, "", icon=transport_icon(kind), style="secondary", size="small", tooltip=t(tip), name=kind)
        half = (p.w - 12 - 6) // 2
        row2, row3 = row1 + 40, row1 + 80
        self.play_button = Button((p.x + 6, row2, half, 34), t("replay.play"), icon=transport_icon("play"), size="small",
                                  tooltip=t("replay.play_tip"), name="play")
        self.speed_button = Button((p.x + 12 + half, row2, half, 34), "", style="secondary", size="small",
                                   tooltip=t("replay.speed_tip"), name="speed")
        self.view_button = Button((p.x + 6, row3, half, 34), "", style="secondary", size="small", name="view")
        self.export_button = Button((p.x + 12 + half, row3, half, 34), t("replay.export"), style="secondary", size="small",
                                    tooltip=t("replay.export_tip"), name="export")
        # the old names (first/prev/next/last) stay: tests and the records list know them
        self.first, self.prev = self.step_buttons["start"], self.step_buttons["move_back"]
        self.next, self.last = self.step_buttons["move_next"], self.step_buttons["end"]
        self.controls = [self.timeline_bar, *self.step_buttons.values(), self.play_button, self.speed_button,
                         self.view_button, self.export_button]
        for widget in self.controls:
            self.chrome.add(widget)
        self._label_buttons()
        self._apply_speed()

    def rebuilt(self) -> "ReplayScene":
        scene = GameScene.rebuilt(self)
        scene.speed, scene.playing = self.speed, self.playing
        if scene.view_seat != self.view_seat:
            scene.set_view(self.view_seat)
        scene._apply_speed()
        scene._label_buttons()
        return scene  # type: ignore[return-value]

    # --- who sees what ----------------------------------------------------------------
    @property
    def reveal_all(self) -> bool:  # tables that can show every hand do so in the open view
        return self.view_seat is None

    @property
    def spectator_text(self) -> str:
        """What a table writes where the viewer's own hand would be, in the open view."""
        return t("replay.open_view_panel")

    def viewer(self):
        return self.view_seat

    def my_turn(self) -> bool:
        return False

    def views(self) -> list[int | None]:
        """The views to choose from: all hands open (a finished game only), each seat."""
        seats: list[int | None] = list(range(self.session.players))
        return ([None] if self.session.finished else []) + seats

    def set_view(self, view: int | None) -> bool:
        """Show ``view``'s table (None: all hands open); refused, with a message, for the
        open view of an unfinished game."""
        session: ReplaySession = self.session  # type: ignore[assignment]
        if view is None and not session.finished:
            self.app.notify(t("replay.open_view_refused"), "warning", hold=3.0)
            return False
        if view is not None and not 0 <= view < session.players:
            return False
        self.view_seat = view
        self._rebuild_table()
        self._label_buttons()
        return True

    def cycle_view(self) -> None:
        views = self.views()
        index = views.index(self.view_seat) if self.view_seat in views else -1
        self.set_view(views[(index + 1) % len(views)])  # the View button names it

    def view_name(self) -> str:
        if self.view_seat is None:
            return t("replay.view_open")
        return t("replay.view_seat", name=self.session.names()[self.view_seat])

    def _label_buttons(self) -> None:
        self.view_button.text = self.view_name()
        self.view_button.short_text = t("replay.view_open_short") if self.view_seat is None else self.session.names()[self.view_seat]
        self.view_button.tooltip = f"{self.view_name()}: {t('replay.view_tip')}"
        self.speed_button.text = t("replay.speed", speed=t(f"settings.speed_{self.speed}"))
        self.speed_button.short_text = t(f"settings.speed_{self.speed}")
        self.play_button.text = t("replay.pause") if self.playing else t("replay.play")
        self.play_button.icon = transport_icon("pause" if self.playing else "play")
        stop, last = self.stop, self.session.timeline.last
        for kind, button in self.step_buttons.items():
            button.enabled = stop > 0 if kind in ("start", "round_back", "turn_back", "move_back") else stop < last
        self.timeline_bar.value = stop
        self.dirty = True

    # --- stepping -------------------------------------------------------------------
    @property
    def stop(self) -> int:
        return self.session.stop  # type: ignore[attr-defined]

    def go(self, stop: int, animate: bool = True) -> None:
        """Show the table at ``stop``: one move forward is animated as in play; anything
        else (back, a jump) shows the table at rest there."""
        session: ReplaySession = self.session  # type: ignore[assignment]
        tl = session.timeline
        stop = max(0, min(tl.last, stop))
        if stop == self.stop:
            self._label_buttons()
            return
        animate = animate and stop == self.stop + 1
        session.goto(tl.position(stop), animate=animate)
        if animate:
            self._absorb()
        else:
            self._rebuild_table()
        self.side.forget_log()
        self.side.sync_log()
        self._label_buttons()

    def _rebuild_table(self) -> None:
        """A table at rest for the shown step and view (animations of another step dropped)."""
        self.session.happenings.clear()
        self.table = self._new_table()
        self.table.refresh(self.viewer())
        self._pending_refresh = False
        self.inspect.clear()
        self.marks.clear()
        self._tick_clock()
        self.side.forget_log()
        self.side.sync_log()
        self.dirty = True

    def step_by(self, unit: str, direction: int) -> None:
        tl = self.session.timeline  # type: ignore[attr-defined]
        stop = self.stop
        if unit == "move":
            target = tl.step(stop, direction)
        elif unit == "turn":
            target = tl.next_turn(stop) if direction > 0 else tl.prev_turn(stop)
        elif unit == "round":
            target = tl.next_round(stop) if direction > 0 else tl.prev_round(stop)
        else:
            target = 0 if direction < 0 else tl.last
        self.go(target, animate=True)

    def toggle_play(self) -> None:
        tl = self.session.timeline  # type: ignore[attr-defined]
        if not self.playing and self.stop >= tl.last:
            self.go(0, animate=False)  # Play at the end plays it again from the start
        self.playing = not self.playing
        self._wait = 0.0
        self._label_buttons()

    def cycle_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else "normal"
        self._apply_speed()
        self._label_buttons()  # the Speed button names it

    def _apply_speed(self) -> None:
        from ghostparlor.ui import tween

        if self.app.settings.animation_speed == "instant":
            return  # a player who turned animations off keeps them off
        tween.set_speed(ANIMATION_SPEED[self.speed])

    def _restore_speed(self) -> None:
        from ghostparlor.ui import tween

        tween.set_speed(ANIMATION_SPEED.get(self.app.settings.animation_speed, 1.0))

    def enter(self) -> None:
        super().enter()
        self._apply_speed()

    def leave(self) -> None:
        super().leave()
        self.playing = False
        self._restore_speed()

    def back(self) -> None:
        self.playing = False
        self._restore_speed()
        self.app.pop()

    def export(self) -> None:
        """The whole record (not the step shown) to the documents folder; says where."""
        from ghostparlor.core.reading import one_line
        from ghostparlor.persistence.share import export_game

        try:
            path = export_game(self.session.export_data())  # type: ignore[attr-defined]
        except (OSError, ValueError, TypeError) as exc:
            self.app.notify(t("replay.export_failed", error=one_line(exc, 100)), "warning", hold=5.0)
            return
        self.exported = path
        self.app.notify(t("replay.exported", path=str(path)), "success", hold=6.0)

    # --- the loop -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.table.update(dt)
        self.chrome.update(dt)
        self.last_marks.update(dt)
        self.inspect.update(dt, self.things, (self.session.step, self.table.busy(), self.viewer()))  # type: ignore[attr-defined]
        tips = (self.chrome.tooltip_showing, self.inspect.pinned, getattr(self.inspect, "hover", None))
        if tips != getattr(self, "_tips", None):  # a tooltip came or went: draw the frame again
            self._tips = tips
            self.dirty = True
        if self.session.happenings:
            self._absorb()
        busy = self.table.busy()
        if self._pending_refresh and not busy:
            self.table.refresh(self.viewer())
            self._pending_refresh = False
            self.dirty = True
        if not self._pending_refresh and not busy:
            self._tick_clock()
        if self.playing and self.app.stack.top is self and not busy and not self._pending_refresh:
            factor = ANIMATION_SPEED.get(self.speed, 1.0) if self.app.settings.animation_speed != "instant" else 8.0
            self._wait += dt
            if self._wait >= PAUSE_SECONDS / max(0.1, factor):
                self._wait = 0.0
                self.go(self.stop + 1, animate=True)
                if self.stop >= self.session.timeline.last:  # type: ignore[attr-defined]
                    self.playing = False
                    self._label_buttons()
                    self.app.notify(t("replay.at_end"), "info", hold=2.0)

    def busy(self) -> bool:
        return self.playing or getattr(self.table, "lively", self.table.busy)()

    # --- words ------------------------------------------------------------------------
    def done_text(self) -> str:
        """The move just done, in words ("" at the start)."""
        session: ReplaySession = self.session  # type: ignore[assignment]
        move = session.timeline.move_at(self.stop)
        if move is None:
            return t("replay.done_none")
        words = session.game.describe_action(session.actions[move.index], session.names(), move.actor)
        if move.number == session.timeline.deciding:
            return t("replay.done_deciding", move=words)
        return t("replay.done", move=words)

    def next_text(self) -> str:
        """The move about to happen: in words in the open view and for the viewer's own
        move; another seat's coming move only by who makes it (the seat watched could not
        know it then)."""
        session: ReplaySession = self.session  # type: ignore[assignment]
        move = session.timeline.next_move(self.stop)
        if move is None:
            return t("replay.next_end")
        names = session.names()
        if self.view_seat is None or self.view_seat == move.actor:
            return t("replay.next", move=session.game.describe_action(session.actions[move.index], names, move.actor))
        return t("replay.next_hidden", name=names[move.actor])

    def counter_text(self) -> str:
        tl = self.session.timeline  # type: ignore[attr-defined]
        return t("replay.counter", move=self.stop, total=tl.last, round=tl.round_at(self.stop))

    # --- drawing ----------------------------------------------------------------------
    def draw_side(self, surface: pygame.Surface) -> None:
        super().draw_side(surface)
        theme = self.theme
        p = PANEL_RECT
        draw.box(surface, p, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        from ghostparlor.ui.text import draw_lines

        box = pygame.Rect(p.x + 10, p.y + 6, p.w - 20, 42)
        deciding = self.stop == self.session.timeline.deciding and self.stop > 0  # type: ignore[attr-defined]
        if deciding:
            star(surface, (box.x + 7, box.y + 10), 7, theme.colour("accent"), (20, 12, 22))
            box = pygame.Rect(box.x + 18, box.y, box.w - 18, box.h)
        draw_lines(surface, self.done_text(), box, size="small", colour=theme.colour("accent") if deciding else theme.colour("text"),
                   weight="bold", align="left", max_lines=2)
        box = pygame.Rect(p.x + 10, p.y + 48, p.w - 20, 42)
        draw_lines(surface, self.next_text(), box, size="small", colour=theme.colour("text_muted"), align="left", max_lines=2)
        for widget in self.controls:  # (the frame draws its tooltips after this)
            if widget is not self.timeline_bar:
                widget.draw(surface)
