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

from typing import Any

import pygame

from ghostparlor.core.match import Match, Seat, check_record_header
from ghostparlor.core.protocol import Event
from ghostparlor.core.strings import t
from ghostparlor.core.timeline import Timeline, build_timeline
from ghostparlor.scenes.game import SIDE_X, GameScene
from ghostparlor.session import Happening, LogEntry, MatchSession, Move, SeatPlan
from ghostparlor.ui import Button, draw
from ghostparlor.ui.widget import UIAction, Widget

SPEEDS = ("slow", "normal", "fast")
PAUSE_SECONDS = 0.8  # between two moves of the autoplay at normal speed, once the table is at rest
SIDE_W = 1280 - SIDE_X - 8
LOG_RECT = pygame.Rect(SIDE_X, 372, SIDE_W, 116)
PANEL_RECT = pygame.Rect(SIDE_X, 496, SIDE_W, 216)
SLIDER_RECT = pygame.Rect(580, 4, 552, 44)


class ReplaySession(MatchSession):
    """A record stepped through: nobody moves; the events of every action are replayed
    once, so the log and the last-move marks are right at any step."""

    def __init__(self, game, record: dict, plans: list[SeatPlan], timeline: Timeline | None = None) -> None:
        self.record_data = record
        seats = [Seat(p.name, p.kind) for p in plans]
        match = Match(game, record["players"], record.get("options"), record.get("seed", 0), seats)
        super().__init__(game, [SeatPlan(p.name, p.kind, p.colour) for p in plans], match.options, match.seed, 0.0, False,
                         match=match, live=False)
        self.actions = [game.action_from_json(a) for a in record["actions"]]
        self.timeline = timeline if timeline is not None else build_timeline(game, record)
        self._happened: list[tuple[int, list[Event]]] = []
        self._all_log: list[LogEntry] = []
        self._log_upto = [0]
        self._all_moves: list[Move] = []
        self._moves_upto = [0]
        replay = Match(game, record["players"], record.get("options"), record.get("seed", 0), seats)
        for number, action in enumerate(self.actions, 1):
            actor = game.to_move(replay.state)
            events = replay.apply(action)
            self._happened.append((actor, events))
            if actor >= 0:
                self._all_moves.append(Move(actor, number, list(events)))
            self._all_log.extend(LogEntry(e, actor=actor if actor >= 0 else None) for e in events if not e.QUIET)
            self._log_upto.append(len(self._all_log))
            self._moves_upto.append(len(self._all_moves))
        self.finished = game.is_over(replay.state)
        self.step = 0
        self.hold = True
        self.goto(self.timeline.position(0))

    @property
    def stop(self) -> int:
        """The timeline's stop shown now."""
        return self.timeline.stop_at(self.step)

    def goto(self, step: int, animate: bool = False) -> None:
        """Show the table after ``step`` actions. ``animate``: the events of the actions
        between are queued for the table to animate (a step forward), else it jumps."""
        step = max(0, min(len(self.actions), step))
        if step < self.step:  # rebuild from the start (fast: no events)
            self.match = Match(self.game, self.record_data["players"], self.record_data.get("options"), self.seed,
                               self.match.seats)
            start = 0
        else:
            start = self.step
        for action in self.actions[start:step]:
            self.match.apply(action, events=False)
        self.happenings.clear()
        if animate:
            for actor, events in self._happened[self.step:step]:
                self.happenings.extend(Happening(e, actor) for e in events)
        self.log = self._all_log[: self._log_upto[step]]
        self.moves = self._all_moves[: self._moves_upto[step]]  # a later move is no one's last move yet
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

    def export_data(self) -> dict[str, Any]:
        """The whole record as a save envelope (with fingerprints, so replay-check checks
        every step), whatever step is shown."""
        from ghostparlor.core.match import replay_fingerprints
        from ghostparlor.persistence.saves import envelope

        record = dict(self.record_data)
        if not record.get("fingerprints"):
            record["fingerprints"] = replay_fingerprints(self.game, record)
        plans = [{"name": p.name, "kind": p.kind, "colour": p.colour} for p in self.plans]
        summary = {"game": self.game.id, "players": self.names(), "kinds": [p.kind for p in self.plans],
                   "round": None, "actions": len(self.actions), "over": self.finished}
        return envelope(record, plans, summary)


def _icon(kind: str, colour=(245, 232, 210)) -> pygame.Surface:
    """A transport icon drawn by us (shapes read in any language): bars and triangles."""
    s = pygame.Surface((28, 28), pygame.SRCALPHA)
    c = colour

    def tri(x: int, right: bool, w: int = 9) -> None:
        pts = [(x, 6), (x + w, 14), (x, 22)] if right else [(x + w, 6), (x, 14), (x + w, 22)]
        pygame.draw.polygon(s, c, pts)

    if kind == "start":
        pygame.draw.rect(s, c, (5, 6, 3, 16))
        tri(9, False)
        tri(17, False)
    elif kind == "end":
        tri(2, True)
        tri(10, True)
        pygame.draw.rect(s, c, (20, 6, 3, 16))
    elif kind == "round_back":
        tri(3, False)
        tri(10, False)
        tri(17, False)
    elif kind == "round_next":
        tri(2, True)
        tri(9, True)
        tri(16, True)
    elif kind == "turn_back":
        tri(7, False)
        tri(15, False)
    elif kind == "turn_next":
        tri(5, True)
        tri(13, True)
    elif kind == "move_back":
        tri(9, False)
    elif kind == "move_next":
        tri(10, True)
    elif kind == "play":
        pygame.draw.polygon(s, c, [(8, 5), (22, 14), (8, 23)])
    elif kind == "pause":
        pygame.draw.rect(s, c, (7, 6, 5, 16))
        pygame.draw.rect(s, c, (16, 6, 5, 16))
    return s


class TimelineBar(Widget):
    """The timeline slider: the stops of the record from the first move to the last, tall
    marks where a round starts (with its number), short marks where a turn starts, a star
    at the move that decided it. Click or drag to jump; Left/Right when focused."""

    focusable = True
    is_control = True

    def __init__(self, rect, timeline: Timeline, name: str = "timeline") -> None:
        super().__init__(rect, tooltip=t("replay.timeline_tip"), name=name)
        self.timeline = timeline
        self.value = 0
        self.dragging = False
        self._hover_x: int | None = None

    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 12, self.rect.y + 26, self.rect.w - 24, 6)

    def x_of(self, stop: int) -> int:
        track = self.track()
        return track.x + round(track.w * stop / max(1, self.timeline.last))

    def stop_at_x(self, x: int) -> int:
        track = self.track()
        return max(0, min(self.timeline.last, round((x - track.x) * self.timeline.last / max(1, track.w))))

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return False  # the scene steps with the arrows, focused or not

    def tooltip_text(self) -> str:
        if self._hover_x is not None and self.hovered:
            stop = self.stop_at_x(self._hover_x)
            return t("replay.counter", move=stop, total=self.timeline.last, round=self.timeline.round_at(stop))
        return self.tooltip

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover_x = event.pos[0] if self.rect.collidepoint(event.pos) else None
            if self.dragging:
                return UIAction(self, "change", self.stop_at_x(event.pos[0]))
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            return UIAction(self, "change", self.stop_at_x(event.pos[0]))
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.dragging = False
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th, assets, tl = self.theme, self.assets, self.timeline
        track = self.track()
        draw.box(surface, track.inflate(4, 4), th.colour("control_track"), 4, th.colour("secondary_edge"), 1)
        kx = self.x_of(self.value)
        if kx > track.x:
            draw.box(surface, pygame.Rect(track.x, track.y, kx - track.x, track.h), th.colour("accent"), 3)
        muted, text_c = th.colour("text_muted"), th.colour("text")
        step = track.w / max(1, tl.last)
        if step >= 3:  # turn marks: short, under the track
            for stop in tl.turn_starts:
                x = self.x_of(stop)
                pygame.draw.line(surface, muted, (x, track.bottom + 3), (x, track.bottom + 8), 1)
        label_right = -100
        star_x = self.x_of(tl.deciding) if tl.deciding is not None else -100
        for number, stop in enumerate(tl.round_starts, 1):  # round marks: tall, with the round's number
            x = self.x_of(stop)
            pygame.draw.line(surface, text_c, (x, track.y - 12), (x, track.bottom + 9), 2)
            label = assets.text(str(number), "small", text_c, "bold")
            clear_of_star = not (x - 10 < star_x < x + 12 + label.get_width())
            if x + 3 > label_right + 8 and x + 3 + label.get_width() <= self.rect.right and clear_of_star:
                surface.blit(label, label.get_rect(bottomleft=(x + 3, track.y - 1)))
                label_right = x + 3 + label.get_width()
        if tl.deciding is not None:  # the move that decided it: a star above the track
            x = self.x_of(tl.deciding)
            star(surface, (x, self.rect.y + 10), 8, th.colour("accent"), (20, 12, 22))
        pygame.draw.circle(surface, (10, 6, 14), (kx, track.centery + 2), 10)
        pygame.draw.circle(surface, th.colour("parchment")[:3], (kx, track.centery), 9)
        pygame.draw.circle(surface, th.colour("accent_pressed")[:3], (kx, track.centery), 9, 2)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, 6, th)


def star(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour, edge) -> None:
    import math

    cx, cy = centre
    pts = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour[:3], pts)
    pygame.draw.polygon(surface, edge, pts, 1)


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
        self.results_shown = True  # no results screen in a replay
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
            self.step_buttons[kind] = Button(rect, "", icon=_icon(kind), style="secondary", size="small", tooltip=t(tip), name=kind)
        half = (p.w - 12 - 6) // 2
        row2, row3 = row1 + 40, row1 + 80
        self.play_button = Button((p.x + 6, row2, half, 34), t("replay.play"), icon=_icon("play"), size="small",
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
        self.play_button.icon = _icon("pause" if self.playing else "play")
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
        self._log_count, self._log_viewer = -1, -99
        self._sync_log()
        self._label_buttons()

    def _rebuild_table(self) -> None:
        """A table at rest for the shown step and view (animations of another step dropped)."""
        self.session.happenings.clear()
        self.table = self._new_table()
        self.table.refresh(self.viewer())
        self._pending_refresh = False
        self.inspect.clear()
        self.last_marks.clear()
        self._marks_key = None
        self._tick_clock()
        self._log_count, self._log_viewer = -1, -99
        self._sync_log()
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
        from ghostparlor.app import ANIMATION_SPEED
        from ghostparlor.ui import tween

        if self.app.settings.animation_speed == "instant":
            return  # a player who turned animations off keeps them off
        tween.set_speed(ANIMATION_SPEED[self.speed])

    def _restore_speed(self) -> None:
        from ghostparlor.app import ANIMATION_SPEED
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
            from ghostparlor.app import ANIMATION_SPEED

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

    def handle(self, event: pygame.event.Event) -> None:
        self.dirty = True
        if self.inspect.pinned is not None or (event.type == pygame.KEYDOWN and getattr(event, "unicode", "") == "?"):
            if self._handle_inspect(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.inspect.pointer_moved(event.pos)
        self.last_marks.handle(event)
        if event.type == pygame.KEYDOWN:
            self._handle_key(event)
            return
        if event.type == pygame.KEYUP:
            return
        action = self.chrome.handle(event)
        if self.side.handle(event, action):
            return
        if action is not None:
            self._on_action(action)

    def _handle_key(self, event: pygame.event.Event) -> None:
        key, mod = event.key, getattr(event, "mod", 0)
        shift = bool(mod & pygame.KMOD_SHIFT)
        if key == pygame.K_q and mod & pygame.KMOD_CTRL:
            self.app.quit()
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.playing = False
            self.step_by("turn" if shift else "move", 1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.playing = False
            self.step_by("round", 1 if key == pygame.K_PAGEDOWN else -1)
        elif key in (pygame.K_HOME, pygame.K_END):
            self.playing = False
            self.step_by("end", 1 if key == pygame.K_END else -1)
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key == pygame.K_v:
            self.cycle_view()
        elif key == pygame.K_TAB:
            self.chrome.focus_next(-1 if shift else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.chrome.focused
            if isinstance(focused, Button) and focused.focus_visible:
                action = focused.activate()
                if action is not None:
                    self._on_action(action)
        else:
            self.side.handle(event, None)  # F2: log or notes

    def _on_action(self, action: UIAction) -> None:
        source = action.source
        if source is self.timeline_bar and action.kind == "change":
            self.playing = False
            self.go(int(action.value), animate=False)
            return
        if action.kind != "click":
            return
        if source is self.menu_button:
            self.back()
        elif source is self.play_button:
            self.toggle_play()
        elif source is self.speed_button:
            self.cycle_speed()
        elif source is self.view_button:
            self.cycle_view()
        elif source is self.export_button:
            self.export()
        else:
            units = {"start": ("end", -1), "round_back": ("round", -1), "turn_back": ("turn", -1), "move_back": ("move", -1),
                     "move_next": ("move", 1), "turn_next": ("turn", 1), "round_next": ("round", 1), "end": ("end", 1)}
            for kind, button in self.step_buttons.items():
                if source is button:
                    self.playing = False
                    self.step_by(*units[kind])
                    return

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
    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        self._draw_bar_base(surface)
        room = SLIDER_RECT.x - 12 - 262
        px = theme.font_size("small")
        while px > 10 and assets.line_height(px, "bold") * 2 > 50:  # two lines that fit the bar at any text size
            px -= 1
        head = assets.fit_text(t("replay.title"), room, px, theme.colour("accent"), "bold", 10)
        counter = assets.fit_text(self.counter_text(), room, px, theme.colour("text"), "bold", 10)
        top = max(1, (52 - head.get_height() - counter.get_height()) // 2)  # two lines that share the bar at any text size
        surface.blit(head, (262, top))
        surface.blit(counter, (262, top + head.get_height()))
        self.timeline_bar.draw(surface)

    def draw_side(self, surface: pygame.Surface) -> None:
        super().draw_side(surface)
        theme, assets = self.theme, self.assets
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
