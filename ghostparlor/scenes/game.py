"""The game scene framework shared by all games.

It shows whose turn it is, the players panel (scores), the game log, a menu button,
and hands the table area to the game's own :class:`Table` (games/<id>/table/table.py),
which draws the game and turns clicks and keys into one of the legal actions.
Scenes never decide rules: an action goes to the session, which checks it.

Hot seat: the table always draws the view of ``shown_to``. When another human is
to move and the game hides information, a handoff scene covers the screen first.

The scene holds the game's loop (a move absorbed: animated, sounded, logged, saved) and
the turn clock; each of its other jobs is an object it owns, in a module of its own:
saving and the end (:class:`~ghostparlor.scenes.game_finish.Finish`), the hint and the
move selected first (:class:`~ghostparlor.scenes.game_hints.Hints`), the hand-over in hot
seat (:class:`~ghostparlor.scenes.game_handover.HandOver`), input
(:class:`~ghostparlor.scenes.game_input.GameInput`), the tips
(:class:`~ghostparlor.scenes.game_tips.TableTips`), the last-move marks
(:class:`~ghostparlor.scenes.game_marks.LastMoves`), the top bar and the players panel
(``game_bar.py``), the side panel (``game_side.py``), the pace (``game_pace.py``), the
fade (``game_fade.py``) and the coach (``game_coach.py``).
"""

from __future__ import annotations

from typing import Any

import pygame

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Game
from ghostparlor.core.strings import t
from ghostparlor.feed import as_seen
from ghostparlor.scenes.game_autopilot import Autopilot
from ghostparlor.games import part
from ghostparlor.scenes.base import Scene
from ghostparlor.scenes.game_bar import PlayersPanel, TopBar
from ghostparlor.scenes.game_coach import CoachWatch, watched_seats
from ghostparlor.scenes.game_fade import MoveFade
from ghostparlor.scenes.game_finish import RESULTS_DELAY, Finish
from ghostparlor.scenes.game_handover import HandOver
from ghostparlor.scenes.game_hints import Hints
from ghostparlor.scenes.game_input import GameInput
from ghostparlor.scenes.game_marks import LastMoves
from ghostparlor.scenes.game_pace import Pace
from ghostparlor.scenes.game_side import SidePanel
from ghostparlor.scenes.game_tips import TableTips
from ghostparlor.scenes.table_base import SIDE_X, TABLE_RECT, HintMark, Table
from ghostparlor.session import MatchSession, SeatPlan, demo_plans
from ghostparlor.ui import Button, FocusGroup, LogPanel, draw_background, get_assets, get_theme
from ghostparlor.ui.inspect import InspectLayer, Thing
from ghostparlor.ui.last_move import LastMoveLayer
from ghostparlor.ui.tip_place import keep_clear

# the names the games' tables and the other scenes import from here
__all__ = ["GameScene", "Table", "HintMark", "TABLE_RECT", "SIDE_X", "RESULTS_DELAY", "demo_plans", "start_game"]


def start_game(app, game: Game, plans: list[SeatPlan], options: dict | None, replace: bool = False, seed: int | None = None) -> "GameScene":
    settings = app.settings
    session = MatchSession(game, plans, options, seed, pace_seconds=settings.bot_pace_seconds, explain_bots=settings.explain_bot_moves)
    scene = GameScene(app, session)
    if replace:
        app.replace(scene)
    else:
        app.push(scene)
    return scene


def start_remote_game(app, session: Any, replace: bool = True) -> "GameScene":
    """A network game (a :class:`~ghostparlor.net.remote_session.RemoteSession`) in the game
    frame: nothing is saved here (the host keeps the table); the finished game is archived."""
    scene = GameScene(app, session, persist=False)
    if replace:
        app.replace(scene)
    else:
        app.push(scene)
    return scene


class GameScene(Scene):
    name = "game"
    read_only = False  # a replay: no undo, no hint, no input to the table

    def __init__(self, app, session: MatchSession, persist: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.theme = get_theme()
        self.assets = get_assets()
        self.finish = Finish(self, persist)  # autosave after every action; the end of the game
        humans = session.humans()
        self.shown_to: int | None = humans[0] if len(humans) == 1 else None
        self.handover = HandOver(self)  # hot seat: "Done, pass the screen", the curtain
        self.hints = Hints(self)  # the hint, and the move selected by a first click
        self.feed = session.feed(self.viewer, lambda: bool(getattr(self, "reveal_all", False)))
        self.table: Table = self._new_table()
        self.log = LogPanel((SIDE_X, 372, 1280 - SIDE_X - 8, 340), title=t("game.log"))
        self.menu_button = Button((1280 - 132, 8, 124, 38), t("game.pause"), style="secondary", size="small", name="menu")
        self.undo_button = Button((1280 - 264, 8, 124, 38), t("game.undo"), style="secondary", size="small",
                                  icon="common/icon_undo.png", name="undo", hotkey=pygame.K_u)
        self.side = SidePanel(self)  # the game log, or the table's notes (tabs)
        self.chrome = FocusGroup([self.menu_button, self.undo_button, self.hint_button, self.pass_button, self.log, *self.side.tabs])
        self.tips = TableTips(self)  # what a thing on the table is: hover, "?"
        self._pending_refresh = True  # the table is refreshed once it is at rest
        self.table.refresh(self.viewer())
        self._clock: tuple[int, bool, bool] = (-1, False, False)
        self.coach = CoachWatch(self, set() if (self.read_only or not persist) else watched_seats(app, session))
        self.marks = LastMoves(self)  # each seat's last move on the table
        self.pace = Pace(self)  # how long each move stays in view; the big ones' spotlight
        self.fade = MoveFade(self)  # reduce motion: a move arrives by a cross-fade
        self.bar = TopBar(self)
        self.players_panel = PlayersPanel(self)
        self.input = GameInput(self)
        self.autopilot = Autopilot.from_env(self)  # a developer's unattended runs: off unless asked for
        self._tick_clock()
        self.side.sync_log()
        self._update_undo()
        self.finish.save()

    def rebuilt(self) -> "GameScene":
        """The table made again in the language chosen now, showing the same person the same
        thing (hot seat: a curtain stays down, the person looking keeps looking)."""
        scene = super().rebuilt()
        scene.shown_to = self.shown_to
        scene.handover.curtain_down, scene.handover.pass_pending = self.handover.curtain_down, self.handover.pass_pending
        scene.finish.over_time, scene.finish.results_shown = self.finish.over_time, self.finish.results_shown
        scene.table.refresh(scene.viewer())
        scene._pending_refresh = True
        return scene

    # --- the parts' own names, as the tables, the other scenes and the tests know them ------------
    @property
    def persist(self) -> bool:
        return self.finish.persist

    @property
    def results_shown(self) -> bool:
        return self.finish.results_shown

    @property
    def handoff_pending(self) -> bool:
        return self.handover.curtain_down

    @property
    def pass_pending(self) -> bool:
        return self.handover.pass_pending

    @property
    def pass_button(self) -> Button:
        return self.handover.button

    @property
    def hint_button(self) -> Button:
        return self.hints.button

    @property
    def inspect(self) -> InspectLayer:
        return self.tips.inspect

    @property
    def last_marks(self) -> LastMoveLayer:
        return self.marks.layer

    # --- who sees what ----------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose view is drawn: the human the screen was shown to (None: a spectator)."""
        if self.shown_to is not None:
            return self.shown_to
        humans = self.session.humans()
        if len(humans) == 1:
            return humans[0]
        if humans and not self.session.game.private_views:
            # nothing is private (co-op): whichever human is to move plays on the open table
            seat = self.session.human_to_move()
            if seat is not None:
                self._open_viewer = seat
            return getattr(self, "_open_viewer", humans[0])
        return None

    @property
    def spectator_text(self) -> str | None:
        """What a table writes where a person's own hand would be: a network game watched from
        here says so (None: the table's own words)."""
        return t("net.watching_table") if getattr(self.session, "watching", False) else None

    def my_turn(self) -> bool:
        seat = self.session.human_to_move()
        return seat is not None and seat == self.viewer() and not self.handoff_pending

    def _new_table(self) -> Table:
        module = part(self.session.game.id, "table")
        return module.make_table(self)

    # --- the loop -----------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self._pending_refresh = True

    def update(self, dt: float) -> None:
        settings = self.app.settings  # settings changed from the pause menu apply at once
        self.session.pace_seconds = self.pace.seconds()
        self.session.explain_bots = settings.explain_bot_moves
        self.table.update(dt)
        self.pace.update(dt)
        self.fade.update(dt)
        self.chrome.update(dt)  # the frame's buttons: hover, and their tooltips (a disabled one says why)
        self.last_marks.update(dt)
        self.inspect.update(dt, self.things, (len(self.session.match.actions), self.table.busy(), self.viewer()))
        self.hints.update()
        self.coach.update()
        if self.app.stack.top is not self:
            self.session.hold = True
            return
        busy = self.table.busy()
        self.session.hold = busy or self.pace.busy()  # the bots wait while a big moment is in the spotlight
        if not busy and self.handover.screen_changes_hands():
            if self._pending_refresh:  # the mover sees the table after their move, then passes it
                self.table.refresh(self.viewer())
                self._pending_refresh = False
                self.dirty = True
            if not self._pending_refresh:
                self.marks.take()  # their own move marked too, as the next person will see it
            return
        if self.session.update(dt):
            if getattr(self.session, "reseated", lambda: False)():  # a seat here handed over, or taken by one watching:
                start_remote_game(self.app, self.session)  # the frame made anew for whom this screen shows now
                return
            self._absorb()
        elif self.session.happenings:
            self._absorb()
        self._network_news()
        if self._pending_refresh and not busy:
            self.table.refresh(self.viewer())
            self._pending_refresh = False
            self.dirty = True
        if not self._pending_refresh and not self.table.busy():
            self._tick_clock()
        elif self.session.is_over() and not self._clock[1] and getattr(self.table, "summary", None) is not None:
            self._tick_clock()  # the game's last summary is up: the header says the game is over, not whose turn it was
        self.finish.update(dt, busy)
        if self.autopilot is not None:
            self.autopilot.update(dt)

    def _network_news(self) -> None:
        """A network game: the host's refusals and the connection's ups and downs, as toasts."""
        if not getattr(self.session, "networked", False):
            return
        for text in self.session.take_notices():
            self.app.notify(text, "warning", hold=4.0)
        state = self.session.connection()
        if state != getattr(self, "_net_state", "open"):
            if state == "away":
                self.app.notify(t("net.reconnecting"), "warning", hold=4.0)
            elif state == "open":
                self.app.notify(t("net.reconnected"), "success", hold=3.0)
            self._net_state = state

    def _absorb(self) -> None:
        """What just happened: animated by the table, sounded, logged; the game saved."""
        viewer = self.viewer()
        seat, over, _ = self._clock
        self._clock = (seat, over, False)  # a move is being shown: no "Your turn" until the table is at rest
        happenings = [as_seen(h, viewer) for h in self.session.take_happenings()]  # others' secrets redacted
        if any(h.actor >= 0 and h.actor != viewer for h in happenings):
            self.forget_pointer()  # another seat moved: a tip about the table as it was goes
        self.pace.absorbed(happenings, viewer)
        if happenings:
            self.fade.moved()
        for happening in happenings:
            self.marks.acted(happening.actor)
            self.table.animate(happening, viewer)
            sound = self.table.sound_for(happening, viewer)
            if sound:
                self.app.play_sound(sound)
        self._pending_refresh = True
        self.side.sync_log()
        self._update_undo()
        self.finish.save()
        self.dirty = True

    def _submit(self, action: Any) -> None:
        """A person's move to the session (which checks it); refused, a line says why."""
        before = self.coach.before_move(self.session.human_to_move()) if self.coach.active else None
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            self.app.notify(t("game.illegal", reason=exc.reason), "warning", hold=2.5)
            return
        self.coach.after_move(before, action)
        self._absorb()

    def undo(self) -> None:
        ok, why = self.session.can_undo()
        if not ok:
            self.app.notify(t("game.undo_no", reason=why), "info", hold=2.0)
            return
        self.session.undo()
        self.finish.save_again()
        self._absorb()
        self.table.refresh(self.viewer())

    def _update_undo(self) -> None:
        ok, why = self.session.can_undo()
        self.undo_button.enabled = ok and self.my_turn()
        self.undo_button.tooltip = t("game.undo_tip") if ok else t("game.undo_no", reason=why)

    # --- the turn clock -----------------------------------------------------------------
    def _tick_clock(self) -> None:
        """One clock for the table: the header and the players panel show the turn as the
        table shows it, taken only when the table is at rest and refreshed (never "Your
        turn" above an animation of someone else's move, never ahead of the highlights)."""
        self._clock = (self.session.to_move(), self.session.is_over(), self.my_turn())
        self.marks.take()

    def clock(self) -> tuple[int, bool, bool]:
        """(seat to move, game over, the viewer's turn) as the table shows them now."""
        seat, over, mine = self._clock
        return seat, over, mine and self.my_turn()

    def hold_turn(self) -> None:
        """A table counting a scoring moment: nobody is to move on screen until the table is
        at rest again (the clock is taken anew then)."""
        self._clock = (-1, self._clock[1], False)

    def forget_marks(self, seat: int | None = None) -> None:
        """A table whose animation moves what the marks point at: the marks (of ``seat``, or
        all) go, and are taken anew when the table is at rest."""
        self.marks.forget(seat)

    # --- hot seat -----------------------------------------------------------------------
    def pass_screen(self) -> None:
        """"Done, pass the screen": the curtain for the next person."""
        self.handover.pass_screen()

    def handoff_done(self, seat: int) -> None:
        """The screen now belongs to ``seat``: every per-seat visual state starts anew before
        the first frame is drawn for it. The table is built afresh (sprite positions,
        selections, hover, focus, scroll, pending animations and tooltips of the previous
        person are gone: cards enter from a neutral place, never from another seat's
        layout); the frame forgets the pointer, the hint and the messages; the log is this
        seat's own (its private lines only)."""
        self.shown_to = seat
        self.handover.curtain_down = False
        self.pace.dismiss()  # a spotlight read in the previous person's words is theirs
        self.table = self._new_table()
        self.table.refresh(seat)
        self._pending_refresh = False
        self._tick_clock()
        self.chrome.forget_pointer()
        self.inspect.clear()
        self.marks.clear()
        self.marks.take()
        self.hints.forget()
        if self.app._toast is not None:
            self.app._toast.clear()
        self.side.sync_log()
        self.dirty = True

    # --- the hint, the move selected first, the tips --------------------------------------
    def start_hint(self) -> None:
        """Hint (H): what the normal bot would play here; asked again, that move is played."""
        self.hints.start()

    def hinted(self) -> tuple[Any, int, str] | None:
        """The hint shown for this very position (None once anything was played or undone)."""
        return self.hints.hinted()

    def hint_marks(self) -> list[HintMark]:
        """Where the hint shown now is made on the table (nothing while the table animates)."""
        return self.hints.marks()

    def armed(self) -> Any | None:
        """The move selected by a first click ("Confirm before playing"), while it still stands."""
        return self.hints.armed()

    def things(self) -> list[Thing]:
        """The table's inspectable things now (none while it animates a move or is covered)."""
        return self.tips.things()

    def forget_pointer(self) -> None:
        """No tip stays up and nothing is hovered until the pointer moves again (it left the
        window, or another seat moved: what the tip was about may have changed)."""
        self.table.focus.forget_pointer()
        self.chrome.forget_pointer()
        self.tips.forget_pointer()
        self.last_marks.forget_pointer()

    def keep_clear_rects(self) -> list[pygame.Rect]:
        """What no tip may cover: the top bar (whose turn it is) and the table's prompt."""
        prompt = self.table.prompt_area() if not self.read_only else None
        return [pygame.Rect(0, 0, 1280, 52)] + ([prompt] if prompt is not None else [])

    # --- elsewhere --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def open_rules(self, rule: str | None = None) -> None:
        from ghostparlor.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.session.game.id, rule=rule))

    def open_menu(self) -> None:
        from ghostparlor.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def restart(self) -> None:
        if getattr(self.session, "networked", False):  # the host decides the table's next game
            return
        start_game(self.app, self.session.game, self.session.plans, self.session.match.options, replace=True)

    def frame_key(self) -> Any:
        """Everything the frame is drawn from (``Scene.frame_key``): the game as far as it
        has gone, whose turn the table shows, the hand-over, the hint, the selected move,
        the marks, the tips and the table's own state. Compared after every update: a
        change anywhere draws the frame again, whoever made it."""
        session = self.session
        return (len(session.match.actions), len(session.log), len(session.moves), session.is_over(),
                session.bot_thinking(), self.clock(), self.viewer(), self.my_turn(),
                self.pass_pending, self.handoff_pending, self.results_shown, self.hints.frame_key(),
                id(self.table), self.table.frame_key(), self.chrome.frame_key(), self.undo_button.enabled,
                self.inspect.showing, self.last_marks.tooltip(),  # a tip coming up once the pointer has rested
                self.coach.frame_key(), self.side.showing_notes, self.pace.frame_key(), len(self.pace.queue),
                self.fade.frame_key())

    def busy(self) -> bool:
        lively = getattr(self.table, "lively", self.table.busy)
        return (lively() or self.pace.current is not None or self.fade.busy() or self.session.bot_thinking() is not None
                or self.finish.waiting())

    # --- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.table.draw(surface)
        if self.side.showing_notes and hasattr(self.table, "draw_notes_overlay"):
            self.table.draw_notes_overlay(surface)
        if getattr(self.table, "summary", None) is None:  # nothing over a round's or the game's summary
            self.last_marks.draw(surface, TABLE_RECT)
        self.pace.draw(surface, TABLE_RECT)
        self.hints.draw_marks(surface)
        self.hints.draw_armed(surface)
        self.draw_coach_marks(surface)
        self.bar.draw(surface)
        self.players_panel.draw(surface)
        self.draw_side(surface)
        self.coach.draw(surface)
        self.menu_button.draw(surface)
        if not self.read_only:
            self.undo_button.draw(surface)
            self.hints.draw_button(surface)
            if self.pass_pending:
                self.pass_button.draw(surface)
        with keep_clear(self.keep_clear_rects()):  # no tip over whose turn it is or the table's prompt
            self.tips.draw(surface)
        self.fade.draw(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The table's own backdrop picture (``Table.BACKDROP``, art/<game>/...), else the parlor's."""
        name = getattr(self.table, "BACKDROP", None)
        picture = get_assets().image_scaled(name, surface.get_size()) if name else None
        if picture is None:
            draw_background(surface, self.theme)
        else:
            surface.blit(picture, (0, 0))

    def draw_coach_marks(self, surface: pygame.Surface) -> None:
        """Where a lesson's coach points (a tutorial draws it; a game has none)."""

    def draw_side(self, surface: pygame.Surface) -> None:
        """The lower side panel: the game log or the table's notes (a tutorial: its coach)."""
        self.side.draw(surface)
