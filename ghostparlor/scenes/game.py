"""The game scene framework shared by all games.

It shows whose turn it is, the players panel (scores), the game log, a menu button,
and hands the table area to the game's own :class:`Table` (games/<id>/scene.py),
which draws the game and turns clicks and keys into one of the legal actions.
Scenes never decide rules: an action goes to the session, which checks it.

Hot seat: the table always draws the view of ``shown_to``. When another human is
to move and the game hides information, a handoff scene covers the screen first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action, Game
from ghostparlor.core.strings import t
from ghostparlor.games import part
from ghostparlor.scenes.base import Scene
from ghostparlor.session import HUMAN, Happening, MatchSession, SeatPlan
from ghostparlor.ui import Button, FocusGroup, LogPanel, draw, draw_background, get_assets, get_theme
from ghostparlor.ui.inspect import InspectLayer, Thing, is_question, thing_at
from ghostparlor.ui.last_move import LastMark, LastMoveLayer
from ghostparlor.ui.tokens import Marker, draw_marker

TABLE_RECT = pygame.Rect(0, 52, 944, 668)
SIDE_X = 952
RESULTS_DELAY = 1.4


def demo_plans(game: Game, players: int, humans: int = 1) -> list[SeatPlan]:
    from ghostparlor.scenes.setup import DEFAULT_NAMES

    plans = []
    for i in range(players):
        kind = HUMAN if i < humans else "easy"
        plans.append(SeatPlan(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], kind, i))
    return plans


def start_game(app, game: Game, plans: list[SeatPlan], options: dict | None, replace: bool = False, seed: int | None = None) -> "GameScene":
    settings = app.settings
    session = MatchSession(game, plans, options, seed, pace_seconds=settings.bot_pace_seconds, explain_bots=settings.explain_bot_moves)
    scene = GameScene(app, session)
    if replace:
        app.replace(scene)
    else:
        app.push(scene)
    return scene


@dataclass(frozen=True)
class HintMark:
    """Where a hinted move is made: a gold ring around ``rect`` with the lamp badge on its
    corner, or with ``ring`` False (a card in a fanned hand, whose neighbours overlap it)
    only the lamp, hanging over the card's top edge."""

    rect: pygame.Rect
    ring: bool = True


class Table:
    """Base of a game's table: drawing and input for the table area only."""

    HANDOFF_SHOWS = "table"  # what the curtain's button shows: "cards" where each seat holds a hand
    BACKDROP: str | None = None  # art/<game>/backdrop.jpg: the picture behind the table and panels

    def __init__(self, scene: "GameScene") -> None:
        self.scene = scene
        self.feed = scene.feed  # all the table may know: its seat's view, moves and log (ghostparlor/feed.py)
        self.session = scene.session  # going away (issue 50): tables read the feed only
        self.game = self.feed.game
        self.theme = get_theme()
        self.assets = get_assets()
        self.focus = FocusGroup()

    def refresh(self, viewer: int | None) -> None:
        """Rebuild the widgets from ``viewer``'s view (and the legal actions when it is their turn)."""

    def handle(self, event: pygame.event.Event) -> Action | str | None:
        return None

    def animate(self, happening: Happening, viewer: int | None) -> None:
        pass

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def busy(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def frame_key(self) -> Any:
        """What the table's picture is made from besides the game (the scene's key has the
        game itself): the legal moves it offers, its widgets' shown states and tips. A
        table that draws from more (a timer, a selection) adds it."""
        return (getattr(self, "legal", None), self.busy(), self.focus.frame_key())

    MOMENTS: dict[str, Any] = {}
    """Event type -> "big" or "notable" (or a function of the event giving one or None)."""

    def moment(self, happening: Happening, viewer: int | None) -> str | None:
        """How big a move is to watch: "big" (a spotlight: a pile taken, a room resolved),
        "notable" (it stays a little longer in view) or None (an ordinary move)."""
        kind = self.MOMENTS.get(type(happening.event).TYPE)
        return kind(happening.event) if callable(kind) else kind

    def moment_rect(self, happening: Happening, viewer: int | None) -> pygame.Rect | None:
        """Where on the table a big moment happened (the spotlight leaves it lit)."""
        return None

    def prompt_area(self) -> pygame.Rect | None:
        """Where the table writes what the person is to do now ("Play a card or take the
        pile"): no tip covers it."""
        return None

    def hint_marks(self, move: Action) -> list[HintMark]:
        """Where ``move`` is made on the table, for the hint to point at. By default every
        visible widget whose action is ``move`` (spots and buttons built from the legal
        actions); a table whose widgets hold other values says it itself."""
        return [HintMark(pygame.Rect(w.rect)) for w in self.focus.widgets
                if w.visible and getattr(w, "action", None) == move]

    @staticmethod
    def hand_marks(hand, kind, count: int = 1) -> list[HintMark]:
        """The first ``count`` cards of ``kind`` in ``hand`` (a CardHand)."""
        marks = []
        for face in hand.cards:
            if face.kind == kind and len(marks) < count:
                rect = hand.card_rect(face.id)
                if rect is not None:
                    marks.append(HintMark(rect, ring=False))
        return marks

    def last_move_marks(self, moves: dict, viewer: int | None) -> list[LastMark]:
        """Where each seat's last move shows on the table now (``moves``: seat -> its last
        :class:`~ghostparlor.session.Move`), drawn only from what ``viewer`` may see:
        the events' public fields, and private ones only when ``event.visible_to(viewer)``."""
        return []

    def seat_status(self, seat: int, viewer: int | None) -> str:
        """A short score line for the players panel (e.g. "3 FP")."""
        return ""

    def seat_role(self, seat: int) -> str:
        """The seat's role where the game has roles ("Ghost master"), as everyone knows it."""
        return ""

    def sound_for(self, happening: Happening, viewer: int | None) -> str | None:
        return None

    def inspectables(self, viewer: int | None) -> list[Thing]:
        """Everything on the table now that says what it is (``ghostparlor/ui/inspect.py``):
        each card, tile, room, space, die, token and counter, where it is drawn, with its
        kind and rule. Nothing while a panel covers the table (a summary, a dialog)."""
        return []


class GameScene(Scene):
    name = "game"
    read_only = False  # a replay: no undo, no hint, no input to the table

    def __init__(self, app, session: MatchSession, persist: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.persist = persist  # autosave after every action, archive and count the finished game
        self._saved_actions = -1
        self.theme = get_theme()
        self.assets = get_assets()
        humans = session.humans()
        self.shown_to: int | None = humans[0] if len(humans) == 1 else None
        self.handoff_pending = False
        from ghostparlor.feed import SessionFeed

        self.feed = SessionFeed(session, self.viewer, lambda: bool(getattr(self, "reveal_all", False)))
        self.table: Table = self._new_table()
        self.log = LogPanel((SIDE_X, 372, 1280 - SIDE_X - 8, 340), title=t("game.log"))
        self.menu_button = Button((1280 - 132, 8, 124, 38), t("game.pause"), style="secondary", size="small", name="menu")
        self.undo_button = Button((1280 - 264, 8, 124, 38), t("game.undo"), style="secondary", size="small",
                                  icon="common/icon_undo.png", name="undo", hotkey=pygame.K_u)
        self.hint_button = Button((1280 - 396, 8, 124, 38), t("game.hint"), style="secondary", size="small",
                                  icon="common/icon_hint.png", name="hint", hotkey=pygame.K_h, tooltip=t("game.hint_tip"))
        self.pass_button = Button((1280 - 410 - 262, 7, 388 - 124, 40), t("game.pass_button"), style="primary",
                                  size="small", name="pass")
        self.pass_button.visible = False
        self.pass_pending = False  # the acting person looks at their move's result before the curtain
        from ghostparlor.scenes.game_side import SidePanel

        self.side = SidePanel(self)  # the game log, or the table's notes (tabs)
        self.chrome = FocusGroup([self.menu_button, self.undo_button, self.hint_button, self.pass_button, self.log, *self.side.tabs])
        self.inspect = InspectLayer(session.game.id, self.theme)  # what a thing on the table is: hover, "?"
        self._hint = None  # a hint being computed (the normal bot's search, in slices)
        self._hinted: tuple[Any, int, str] | None = None  # (move, actions played then, its words)
        self._hint_reason = ""  # why the hinting bot chose it
        self._armed: tuple[Any, int] | None = None  # "Confirm before playing": (the move clicked once, actions then)
        self.over_time = 0.0
        self.results_shown = False
        self._log_count = -1
        self._log_viewer: int | None = -99
        self._pending_refresh = True
        self.table.refresh(self.viewer())
        self._clock: tuple[int, bool, bool] = (-1, False, False)
        from ghostparlor.scenes.game_coach import CoachWatch, watched_seats

        self.coach = CoachWatch(self, set() if (self.read_only or not persist) else watched_seats(app, session))
        self.last_marks = LastMoveLayer(self.theme)
        self._marks_key: tuple | None = None
        from ghostparlor.scenes.game_fade import MoveFade
        from ghostparlor.scenes.game_pace import Pace

        self.pace = Pace(self)  # how long each move stays in view; the big ones' spotlight
        self.fade = MoveFade(self)  # reduce motion: a move arrives by a cross-fade
        self._tick_clock()
        self._sync_log()
        self._update_undo()
        self._persist()

    def rebuilt(self) -> "GameScene":
        """The table made again in the language chosen now, showing the same person the same
        thing (hot seat: a curtain stays down, the person looking keeps looking)."""
        scene = super().rebuilt()
        for name in ("shown_to", "handoff_pending", "pass_pending", "over_time", "results_shown"):
            setattr(scene, name, getattr(self, name))
        scene.table.refresh(scene.viewer())
        scene._pending_refresh = True
        return scene

    # --- saving -------------------------------------------------------------------
    def _persist(self) -> None:
        """Autosave after every action; a finished game is archived for replay and counted."""
        if not self.persist:
            return
        from ghostparlor.persistence import saves

        count = len(self.session.match.actions)
        if count == self._saved_actions:
            return
        self._saved_actions = count
        try:
            if not self.session.is_over():
                saves.save_current(self.session.save_data())
            elif not getattr(self.session, "finish_recorded", False):  # on the session: a rebuilt scene counts it once
                self.session.finish_recorded = True
                self._record_finish()
        except OSError as exc:
            self.app.notify(t("game.save_failed", error=str(exc)), "warning", hold=4.0)

    def _record_finish(self) -> None:
        from ghostparlor.persistence import saves, stats

        session = self.session
        saves.archive_finished(session.game.id, session.save_data())
        saves.delete_current(session.game.id)  # only this game's unfinished game: the others stay
        result = session.result()
        data, notice = stats.load_stats()
        if notice:
            self.app.notify(notice, "warning", hold=5.0)
        stats.record_result(data, session.game.id, session.names(), [p.kind for p in session.plans],
                            result.scores, result.winners, result.lower_is_better)
        stats.save_stats(data)

    def _update_undo(self) -> None:
        ok, why = self.session.can_undo()
        self.undo_button.enabled = ok and self.my_turn()
        self.undo_button.tooltip = t("game.undo_tip") if ok else t("game.undo_no", reason=why)

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

    def my_turn(self) -> bool:
        seat = self.session.human_to_move()
        return seat is not None and seat == self.viewer() and not self.handoff_pending

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
        if self._hint is not None:
            self._advance_hint()
        self.coach.update()
        if self.app.stack.top is not self:
            self.session.hold = True
            return
        busy = self.table.busy()
        self.session.hold = busy or self.pace.busy()  # the bots wait while a big moment is in the spotlight
        if not busy and self._screen_changes_hands():
            if self._pending_refresh:  # the mover sees the table after their move, then passes it
                self.table.refresh(self.viewer())
                self._pending_refresh = False
                self.dirty = True
            if not self._pending_refresh:
                self._mark_last_moves()  # their own move marked too, as the next person will see it
            return
        if self.session.update(dt):
            self._absorb()
        elif self.session.happenings:
            self._absorb()
        if self._pending_refresh and not busy:
            self.table.refresh(self.viewer())
            self._pending_refresh = False
            self.dirty = True
        if not self._pending_refresh and not self.table.busy():
            self._tick_clock()
        if self.session.is_over() and not busy and not self.results_shown:
            self.over_time += dt
            if self.over_time >= RESULTS_DELAY:
                self.results_shown = True
                from ghostparlor.scenes.results import ResultsScene

                self.app.push(ResultsScene(self.app, self.session))

    def _screen_changes_hands(self) -> bool:
        """The next person to act is not the one the screen shows: an open table just turns
        to them; otherwise the person who acted first sees the result of their move and
        says "Done, pass the screen", and only then comes the curtain. True: wait."""
        seat = self.session.human_to_move()
        if seat is None or seat == self.shown_to or self.handoff_pending or self.read_only:
            return False
        if len(self.session.humans()) < 2:
            return False
        if not self.session.needs_handoff(self.shown_to):
            self._turn_to(seat)
            return False
        if self.shown_to is not None:
            if not self.pass_pending:
                self.pass_pending = True
                self._set_pass_button(seat)
                toast = self.app._toast  # a passing message ("thinking...") must not sit over the button
                if toast is not None and toast.current is not None and toast.current.kind == "info":
                    toast.clear()
            return True
        self._push_handoff()
        return True

    def _set_pass_button(self, seat: int) -> None:
        name = self.session.plans[seat].name
        self.pass_button.visible = self.pass_pending
        self.pass_button.tooltip = t("game.pass_tip", name=name)
        if self.pass_pending:
            self.chrome.focus(self.pass_button, visible=True)
        elif self.chrome.focused is self.pass_button:
            self.chrome.focus(None)
        self.dirty = True

    def pass_screen(self) -> None:
        """"Done, pass the screen": the curtain for the next person."""
        if not self.pass_pending:
            return
        self.pass_pending = False
        self._set_pass_button(self.session.to_move())
        self._push_handoff()

    def _turn_to(self, seat: int) -> None:
        """Nothing on screen is private between the two: the table turns to ``seat``."""
        self.shown_to = seat
        self.table.refresh(seat)
        self._tick_clock()
        self._sync_log()
        self.dirty = True

    def _push_handoff(self) -> None:
        from ghostparlor.scenes.handoff import HandoffScene

        seat = self.session.human_to_move()
        if seat is None:
            return
        self.handoff_pending = True
        self.app.push(HandoffScene(self.app, self, seat))

    def _tick_clock(self) -> None:
        """One clock for the table: the header and the players panel show the turn as the
        table shows it, taken only when the table is at rest and refreshed (never "Your
        turn" above an animation of someone else's move, never ahead of the highlights)."""
        self._clock = (self.session.to_move(), self.session.is_over(), self.my_turn())
        self._mark_last_moves()

    def _mark_last_moves(self) -> None:
        """The last-move marks, taken with the clock (the table at rest, refreshed)."""
        viewer = self.viewer()
        moves = self.session.moves
        key = (len(moves), moves[-1].number if moves else 0, viewer, id(self.table), self.session.is_over())
        if key == self._marks_key:
            return
        self._marks_key = key
        last = self.session.last_moves()
        names = self.session.names()
        marks = []
        for mark in self.table.last_move_marks(last, viewer):
            move = last.get(mark.seat)
            text = mark.text
            if not text and move is not None:
                lines = [self.session.game.describe_event(e, names, viewer) for e in move.events if not e.QUIET]
                text = " ".join(line for line in lines[:2] if line)
            who = names[mark.seat] if 0 <= mark.seat < len(names) else "?"
            tip = t("game.last_move_tip", name=who, move=text) if text else t("game.last_move_tip_plain", name=who)
            marks.append((mark, tip))
        self.last_marks.set_marks(marks)

    def hold_turn(self) -> None:
        """A table counting a scoring moment: nobody is to move on screen until the table is
        at rest again (the clock is taken anew then)."""
        self._clock = (-1, self._clock[1], False)

    def forget_marks(self, seat: int | None = None) -> None:
        """A table whose animation moves what the marks point at: the marks (of ``seat``, or
        all) go, and are taken anew when the table is at rest."""
        if seat is None:
            self.last_marks.clear()
        else:
            self.last_marks.set_marks([(m, tip) for m, tip in self.last_marks.marks if m.seat != seat])
        self._marks_key = None

    def clock(self) -> tuple[int, bool, bool]:
        """(seat to move, game over, the viewer's turn) as the table shows them now."""
        seat, over, mine = self._clock
        return seat, over, mine and self.my_turn()

    def _new_table(self) -> Table:
        module = part(self.session.game.id, "table")
        return module.make_table(self)

    def handoff_done(self, seat: int) -> None:
        """The screen now belongs to ``seat``: every per-seat visual state starts anew before
        the first frame is drawn for it. The table is built afresh (sprite positions,
        selections, hover, focus, scroll, pending animations and tooltips of the previous
        person are gone: cards enter from a neutral place, never from another seat's
        layout); the frame forgets the pointer, the hint and the messages; the log is this
        seat's own (its private lines only)."""
        self.shown_to = seat
        self.handoff_pending = False
        self.pace.dismiss()  # a spotlight read in the previous person's words is theirs
        self.table = self._new_table()
        self.table.refresh(seat)
        self._pending_refresh = False
        self._tick_clock()
        self.chrome.forget_pointer()
        self.inspect.clear()
        self.last_marks.clear()
        self._marks_key = None
        self._mark_last_moves()
        self._hint = None
        self._hinted = None
        self._hint_reason = ""
        if self.app._toast is not None:
            self.app._toast.clear()
        self._sync_log()
        self.dirty = True

    def _absorb(self) -> None:
        viewer = self.viewer()
        seat, over, _ = self._clock
        self._clock = (seat, over, False)  # a move is being shown: no "Your turn" until the table is at rest
        happenings = self.session.take_happenings()
        if any(h.actor >= 0 and h.actor != viewer for h in happenings):
            self.forget_pointer()  # another seat moved: a tip about the table as it was goes
        self.pace.absorbed(happenings, viewer)
        if happenings:
            self.fade.moved()
        for happening in happenings:
            if happening.actor >= 0 and any(m.seat == happening.actor for m, _ in self.last_marks.marks):
                self.forget_marks(happening.actor)  # a seat acting again: its old mark goes now, the new one at rest
            self.table.animate(happening, viewer)
            sound = self.table.sound_for(happening, viewer)
            if sound:
                self.app.play_sound(sound)
        self._pending_refresh = True
        self._sync_log()
        self._update_undo()
        self._persist()
        self.dirty = True

    def _sync_log(self) -> None:
        viewer = self.viewer()
        if len(self.session.log) == self._log_count and viewer == self._log_viewer:
            return
        lines = self.session.log_lines(viewer)
        if viewer != self._log_viewer:
            self.log.clear()
            self.log.extend(lines)
        else:
            self.log.extend(lines[len(self.log.lines):])
        self._log_count = len(self.session.log)
        self._log_viewer = viewer

    # --- inspecting what is on the table ------------------------------------------------
    def things(self) -> list[Thing]:
        """The table's inspectable things now (none while it animates a move or is covered)."""
        if self.handoff_pending or self.table.busy():
            return []
        return [th for th in self.table.inspectables(self.viewer()) if th.rect.colliderect(TABLE_RECT)]

    def question(self) -> None:
        """"?": a tip open already opens the rules at its rule; else the tip of the thing under
        the keyboard focus, under the pointer, or the first thing (then arrows walk)."""
        pinned = self.inspect.pinned
        if pinned is not None:
            self.inspect.pin(None)
            self.open_rules(pinned.rule)
            return
        things = self.things()
        if not things:
            return
        target = None
        focused = self.table.focus.focused
        if focused is not None and focused.visible and focused.focus_visible:
            where = focused.focus_rect() if hasattr(focused, "focus_rect") else focused.rect
            if where is not None:
                target = thing_at(things, where.center)
        if target is None and self.inspect.pointer is not None:
            target = thing_at(things, self.inspect.pointer)
        self.inspect.pin(target or things[0])

    def open_rules(self, rule: str | None = None) -> None:
        from ghostparlor.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.session.game.id, rule=rule))

    def _handle_inspect(self, event: pygame.event.Event) -> bool:
        """Hover and keys of the inspect tips; True when the event was theirs."""
        if event.type == pygame.MOUSEMOTION:
            self.inspect.pointer_moved(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.inspect.pin(None)
            return False
        if is_question(event):
            self.question()
            return True
        if self.inspect.pinned is not None and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.inspect.pin(None)
                return True
            moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_TAB: (0, 0)}
            if event.key in moves:
                self.inspect.walk(self.things(), *moves[event.key])
                return True
            self.inspect.pin(None)  # any other key closes the tip and goes on
        return False

    def forget_pointer(self) -> None:
        """No tip stays up and nothing is hovered until the pointer moves again (it left the
        window, or another seat moved: what the tip was about may have changed)."""
        self.table.focus.forget_pointer()
        self.chrome.forget_pointer()
        self.inspect.pointer, self.inspect.hover, self.inspect.rest = None, None, 0.0
        self.last_marks.forget_pointer()

    def keep_clear_rects(self) -> list[pygame.Rect]:
        """What no tip may cover: the top bar (whose turn it is) and the table's prompt."""
        prompt = self.table.prompt_area() if not self.read_only else None
        return [pygame.Rect(0, 0, 1280, 52)] + ([prompt] if prompt is not None else [])

    def handle(self, event: pygame.event.Event) -> None:
        self.dirty = True
        if event.type == pygame.WINDOWLEAVE:
            self.forget_pointer()
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.pace.busy():
            self.pace.dismiss()  # the person is ready: the spotlight goes
        if self.coach.handle(event): return  # noqa: E701 - the coach's note card (its close button, its tooltip)
        if self._handle_inspect(event):
            return
        self.last_marks.handle(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p) and self.armed() is None:
            self.open_menu()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL:
            self.app.quit()
            return
        if self.pass_pending and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.pass_screen()
            return
        if self.armed() is not None and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):  # the selected move is played
                move, _ = self._armed
                self._armed = None
                self._submit(move)
                return
            if event.key == pygame.K_ESCAPE:  # let go of it (a second Esc opens the menu)
                self._armed = None
                return
        # Keys belong to the table (Tab, arrows, Enter, Space play the game); the frame's
        # buttons keep only their hotkeys (Esc/P menu, U undo, H hint). The mouse goes to
        # the frame's buttons and log first, then to the table.
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_u, pygame.K_h):
                if event.key == pygame.K_u and not self.read_only:
                    self.undo()
                elif event.key == pygame.K_h and not self.read_only:
                    self.start_hint()
                return
            action = None
        else:
            action = self.chrome.handle(event)
        if self.side.handle(event, action):
            return
        if action is not None:
            if action.source is self.menu_button and action.kind == "click":
                self.open_menu()
            elif action.source is self.undo_button and action.kind == "click":
                self.undo()
            elif action.source is self.hint_button and action.kind == "click":
                self.start_hint()
            elif action.source is self.pass_button and action.kind == "click":
                self.pass_screen()
            return
        if self.session.is_over():
            return
        result = self.table.handle(event)
        if result is None:
            return
        if isinstance(result, str):
            self.app.notify(result, "warning", hold=2.5)
            return
        if not self.my_turn():
            self.app.notify(t("game.not_your_turn"), "info", hold=1.5)
            return
        if self._needs_confirming(event):
            if self.armed() == result:  # the second click on the same move plays it
                self._armed = None
            else:  # the first click selects it
                self._armed = (result, len(self.session.match.actions))
                return
        self._armed = None
        self._submit(result)

    def _needs_confirming(self, event: pygame.event.Event) -> bool:
        """"Confirm before playing": a click on a card, tile or space (not a button of a
        dialog, which is already a confirmation) selects the move first."""
        if not getattr(self.app.settings, "confirm_moves", False):
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        widget = self.table.focus._topmost_at(event.pos)
        return not isinstance(widget, Button)

    def armed(self) -> Any | None:
        """The move selected by a first click ("Confirm before playing"), while it still stands."""
        armed = self._armed
        if armed is None or armed[1] != len(self.session.match.actions) or not self.my_turn():
            return None
        return armed[0]

    def _submit(self, action: Any) -> None:
        before = self.coach.before_move(self.session.human_to_move()) if self.coach.active else None
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            self.app.notify(t("game.illegal", reason=exc.reason), "warning", hold=2.5)
            return
        self.coach.after_move(before, action)
        self._absorb()

    def hinted(self) -> tuple[Any, int, str] | None:
        """The hint shown for this very position (None once anything was played or undone)."""
        hint = self._hinted
        if hint is None or hint[1] != len(self.session.match.actions) or not self.my_turn():
            return None
        return hint

    def start_hint(self) -> None:
        """Ask the normal bot what it would play here, from this seat's view only; asked
        again while its answer is shown, play that move."""
        if not self.my_turn() or self._hint is not None:
            return
        shown = self.hinted()
        if shown is not None:
            self._hinted = None
            self._submit(shown[0])
            return
        from ghostparlor.ai.protocol import make_bot
        import random as _random

        seat = self.viewer()
        game = self.session.game
        view = game.view(self.session.state, seat)
        legal = self.session.legal_actions()
        for level in ("normal", "easy", "random"):
            try:
                bot = make_bot(level, game, seat)
                break
            except KeyError:
                continue
        rng = _random.Random(len(self.session.match.actions))
        thinking = bot.think(view, legal, rng) if hasattr(bot, "think") else None
        if thinking is None:
            bot.choice = bot.choose(view, legal, rng)
        self._hint = (bot, thinking, len(self.session.match.actions))
        self.app.notify(t("game.hint_thinking"), "info", hold=0.6)

    def _advance_hint(self) -> None:
        bot, thinking, at = self._hint
        if at != len(self.session.match.actions):
            self._hint = None  # the position changed: the hint is stale
            return
        if thinking is not None:
            try:
                next(thinking)
                return
            except StopIteration:
                pass
        self._hint = None
        names = self.session.names()
        text = self.session.game.describe_action(bot.choice, names, self.viewer())
        self._hinted = (bot.choice, at, text)  # the top bar shows it until the position changes
        reason = str(self.session.named(getattr(bot, "reason", "") or ""))  # from this seat's own view
        self._hint_reason = reason  # the top bar's second line, in full in the button's tip

    def undo(self) -> None:
        ok, why = self.session.can_undo()
        if not ok:
            self.app.notify(t("game.undo_no", reason=why), "info", hold=2.0)
            return
        self.session.undo()
        self._saved_actions = -1
        self._absorb()
        self.table.refresh(self.viewer())

    def open_menu(self) -> None:
        from ghostparlor.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def restart(self) -> None:
        start_game(self.app, self.session.game, self.session.plans, self.session.match.options, replace=True)

    def frame_key(self) -> Any:
        """Everything the frame is drawn from (``Scene.frame_key``): the game as far as it
        has gone, whose turn the table shows, the hand-over, the hint, the selected move,
        the marks, the tips and the table's own state. Compared after every update: a
        change anywhere draws the frame again, whoever made it."""
        session = self.session
        hinted = self.hinted()
        return (len(session.match.actions), len(session.log), len(session.moves), session.is_over(),
                session.bot_thinking(), self.clock(), self.viewer(), self.my_turn(),
                self.pass_pending, self.handoff_pending, self.results_shown,
                hinted[2] if hinted else None, self._hint is not None, self._hint_reason, self.armed() is not None,
                id(self.table), self.table.frame_key(), self.chrome.frame_key(), self.undo_button.enabled,
                self.inspect.showing, self.last_marks.tooltip(),  # a tip coming up once the pointer has rested
                self.coach.frame_key(), self.side.showing_notes, self.pace.frame_key(), len(self.pace.queue),
                self.fade.frame_key())

    def busy(self) -> bool:
        lively = getattr(self.table, "lively", self.table.busy)
        return lively() or self.pace.current is not None or self.fade.busy() or self.session.bot_thinking() is not None or (self.session.is_over() and not self.results_shown)

    # --- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.table.draw(surface)
        if self.side.showing_notes and hasattr(self.table, "draw_notes_overlay"):
            self.table.draw_notes_overlay(surface)
        self.last_marks.draw(surface, TABLE_RECT)
        self.pace.draw(surface, TABLE_RECT)
        self._draw_hint_marks(surface)
        self._draw_armed(surface)
        self.draw_coach_marks(surface)
        self._draw_top_bar(surface)
        self._draw_players(surface)
        self.draw_side(surface)
        self.coach.draw(surface)
        self.menu_button.draw(surface)
        if not self.read_only:
            self.undo_button.draw(surface)
            self.hint_button.enabled = self.my_turn()
            hinted = self.hinted() is not None
            self.hint_button.text = t("game.hint_play") if hinted else t("game.hint")
            tip = t("game.hint_play_tip") if hinted else t("game.hint_tip")
            if hinted and self._hint_reason:
                tip = f"{tip}: {self._hint_reason}"
            if not self.hint_button.enabled:  # a disabled button says why
                tip = t("game.hint_not_now")
            self.hint_button.tooltip = tip
            self.hint_button.draw(surface)
            if self.pass_pending:
                self.pass_button.draw(surface)
        from ghostparlor.ui.tip_place import keep_clear

        with keep_clear(self.keep_clear_rects()):  # no tip over whose turn it is or the table's prompt
            self.draw_tips(surface)
        self.fade.draw(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The table's own backdrop picture (``Table.BACKDROP``, art/<game>/...), else the parlor's."""
        name = getattr(self.table, "BACKDROP", None)
        picture = get_assets().image_scaled(name, surface.get_size()) if name else None
        if picture is None:
            draw_background(surface, self.theme)
        else:
            surface.blit(picture, (0, 0))

    def draw_tips(self, surface: pygame.Surface) -> None:
        """The one tip shown now: a frame button's, a pinned "?" tip, a last-move token's, a
        thing's on the table or a table widget's."""
        if self.chrome.tooltip_showing and self.inspect.pinned is None:  # Hint, Undo, Menu, the pass button
            self.chrome.draw_tooltip(surface)
        elif self.inspect.pinned is not None:  # "?": the thing's tip, walked with the arrows
            self.inspect.draw(surface)
        elif self.last_marks.draw_tooltip(surface):  # the pointer on a last-move token: whose move it was
            pass
        elif self._button_under_pointer() or not self.inspect.draw(surface):  # a thing on the table says what it is
            self.table.focus.draw_tooltip(surface)

    def _button_under_pointer(self) -> bool:
        """A button of the table (a dialog's) under the pointer keeps its own tip."""
        pos = self.inspect.pointer
        if pos is None:
            return False
        widget = self.table.focus._topmost_at(pos)
        return isinstance(widget, Button)

    def draw_coach_marks(self, surface: pygame.Surface) -> None:
        """Where a lesson's coach points (a tutorial draws it; a game has none)."""

    def draw_side(self, surface: pygame.Surface) -> None:
        """The lower side panel: the game log or the table's notes (a tutorial: its coach)."""
        self.side.draw(surface)

    def hint_marks(self) -> list[HintMark]:
        """Where the hint shown now is made on the table (nothing while the table animates)."""
        hinted = self.hinted()
        if self.read_only or hinted is None or self.table.busy():
            return []
        return self.table.hint_marks(hinted[0])

    def _draw_hint_marks(self, surface: pygame.Surface) -> None:
        """A lamp pointer (and a gold ring) at the hinted move: a shape, not a colour alone."""
        marks = self.hint_marks()
        if not marks:
            return
        theme = self.theme
        gold, dark = theme.colour("accent")[:3], (20, 12, 22)
        icon = self.assets.image_scaled("common/icon_hint.png", (20, 20))
        clip = surface.get_clip()
        surface.set_clip(TABLE_RECT)
        for mark in marks:
            rect = mark.rect
            if mark.ring:  # a gold ring, and the lamp badge on its top-right corner
                pygame.draw.rect(surface, dark, rect.inflate(14, 14), 2, border_radius=12)
                pygame.draw.rect(surface, gold, rect.inflate(10, 10), 3, border_radius=10)
                centre = (rect.right + 3, rect.top - 3)
            else:  # a card in a fan: the lamp hangs over its top edge, pointing down at it
                tip_y = rect.top + 36
                centre = (rect.centerx, tip_y - 26)
                arrow = [(rect.centerx, tip_y), (rect.centerx - 9, tip_y - 12), (rect.centerx + 9, tip_y - 12)]
                pygame.draw.polygon(surface, gold, arrow)
                pygame.draw.polygon(surface, dark, arrow, 2)
            pygame.draw.circle(surface, gold, centre, 15)
            pygame.draw.circle(surface, dark, centre, 15, 2)
            if icon is not None:
                surface.blit(icon, icon.get_rect(center=centre))
        surface.set_clip(clip)

    def _draw_armed(self, surface: pygame.Surface) -> None:
        """The move selected by a first click: a thick ring in the legal colour with a
        question badge (a shape, never a colour alone)."""
        move = self.armed()
        if move is None or self.table.busy():
            return
        theme = self.theme
        ring, dark = theme.colour("legal")[:3], (20, 12, 22)
        clip = surface.get_clip()
        surface.set_clip(TABLE_RECT)
        for mark in self.table.hint_marks(move):
            rect = mark.rect
            pygame.draw.rect(surface, dark, rect.inflate(16, 16), 3, border_radius=12)
            pygame.draw.rect(surface, ring, rect.inflate(11, 11), 4, border_radius=10)
            centre = (rect.left - 3, rect.top - 3)
            pygame.draw.circle(surface, ring, centre, 13)
            pygame.draw.circle(surface, dark, centre, 13, 2)
            mark_img = self.assets.text("?", "body", dark, "bold")
            surface.blit(mark_img, mark_img.get_rect(center=centre))
        surface.set_clip(clip)

    def _draw_bar_base(self, surface: pygame.Surface) -> None:
        """The top bar's band and the game's name (play and replay write the rest)."""
        theme = self.theme
        draw.box(surface, pygame.Rect(0, 0, 1280, 52), theme.colour("panel_dark"))
        pygame.draw.line(surface, theme.colour("accent"), (0, 51), (1280, 51), 2)
        title = bar_title(self.session.game.id, 236)
        surface.blit(title, title.get_rect(midleft=(16, 26)))

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        from ghostparlor.core.strings import has

        self._draw_bar_base(surface)
        names = self.session.names()
        seat, over, mine = self.clock()
        if self.pass_pending and self.session.human_to_move() is not None:
            seat = self.session.human_to_move()  # the person the screen goes to (the clock still shows the mover's turn)
        why = ""
        if over:
            text, colour = t("game.over"), theme.colour("accent")
        elif self.pass_pending and seat >= 0:
            text, colour = t("game.pass_bar", name=names[seat]), theme.colour("accent")
        elif seat >= 0 and mine and self.armed() is not None:
            move = self.session.game.describe_action(self.armed(), names, self.viewer())
            text, colour = t("game.armed_bar", move=move), theme.colour("legal")
        elif seat >= 0 and mine and self.hinted() is not None:
            text, colour = t("game.hint_bar", move=self.hinted()[2]), theme.colour("accent")
            why = t("game.hint_why", reason=self._hint_reason) if self._hint_reason else ""
        elif seat >= 0 and mine:
            text, colour = t("game.turn_you", name=names[seat]), theme.colour("legal")
            why = self.since_yours(seat)
        elif seat >= 0 and seat in self.session.bots and not self.pace.busy():  # held by a spotlight: not thinking yet
            text, colour = t("game.thinking", name=names[seat]), theme.colour("text")
        elif seat >= 0:
            text, colour = t("game.turn_other", name=names[seat]), theme.colour("text")
        else:
            text, colour = "", theme.colour("text")
        if seat >= 0 and not over:
            draw_marker(surface, Marker(seat=self.session.plans[seat].colour), (270, 26), 14, theme)
        extra = self.table.status_text() if hasattr(self.table, "status_text") else ""
        room = 1280 - 410 - 292  # the turn line and the table's status share the bar
        if self.pass_pending:  # the "Done, pass the screen" button takes the status's place
            extra = ""
            room = self.pass_button.rect.left - 12 - 292
        if extra:
            info = assets.fit_text(extra, room // 2, "body", theme.colour("text_muted"))
            place = surface.blit(info, info.get_rect(midright=(1280 - 410, 26)))
            room = place.left - 16 - 292
        body = theme.font_size("body")  # the turn line is never smaller than the body text
        if why:  # a hint and why (or what happened since): the move, the reason under it (cut to fit; whole in its tip)
            label = assets.fit_text(text, room, "body", colour, "bold", body)
            reason = assets.fit_text(why, room, "small", theme.colour("text"))
            if label.get_height() + reason.get_height() <= 49:  # both lines fit the bar; at large text sizes
                surface.blit(label, label.get_rect(topleft=(292, 1)))  # the turn line alone, never shrunk for it
                surface.blit(reason, reason.get_rect(bottomleft=(292, 50)))
                return
        lines = assets.wrap(text, room, "body", "bold") if assets.font(body, "bold").size(text)[0] > room else [text]
        if 2 * assets.line_height(body, "bold") > 50:  # large text: one line at the body size, the rest in its tip
            lines = lines[:1]
        if len(lines) == 1:
            label = assets.fit_text(text, room, "large", colour, "bold", body)
            surface.blit(label, label.get_rect(midleft=(292, 26)))
        else:  # too long for one line: two lines at the body size (the rest ellipsized, whole in the tip)
            parts, _ = assets.fit_lines(text, room, 2 * assets.line_height(body, "bold"), "body", "bold", body, 2)
            for y, line in zip((15, 37), parts[:2]):
                label = assets.fit_text(line, room, body, colour, "bold", body)
                surface.blit(label, label.get_rect(midleft=(292, y)))

    def since_yours(self, seat: int) -> str:
        """One person against bots: what the others did since this person's last move, in a
        line under "Your turn" (hot seat has the curtain for it)."""
        if self.read_only or len(self.session.humans()) != 1 or not self.session.match.actions:
            return ""
        key = (len(self.session.log), seat)
        if getattr(self, "_since", (None, ""))[0] != key:
            lines = self.session.since_last_turn(seat, limit=4)
            self._since = (key, t("game.since_yours", what=" · ".join(lines)) if lines else "")
        return self._since[1]

    def _draw_players(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        panel = pygame.Rect(SIDE_X, 60, 1280 - SIDE_X - 8, 304)
        draw.box(surface, panel, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        viewer = self.viewer()
        n = self.session.players
        row_h = min(46, (panel.h - 12) // max(1, n))
        to_move, over, _ = self.clock()
        for i, plan in enumerate(self.session.plans):
            row = pygame.Rect(panel.x + 6, panel.y + 6 + i * row_h, panel.w - 12, row_h - 4)
            if i == to_move and not over:
                draw.box(surface, row, theme.colour("secondary"), 8, theme.colour("accent"), 2)
            draw_marker(surface, Marker(seat=plan.colour), (row.x + 18, row.centery), 12, theme)
            who = t("game.you", name=plan.name) if i == viewer and not self.read_only else plan.name  # a replay: the view button names whose eyes
            status = self.table.seat_status(i, viewer)
            status_w = 0
            if status:  # the status is measured first (it may shrink to 45% of the row); the name takes the rest
                img = assets.fit_text(status, row.w * 45 // 100, "body", theme.colour("accent"), "bold")
                status_w = surface.blit(img, img.get_rect(midright=(row.right - 8, row.centery))).w + 10
            bot_w = 28 if plan.kind != HUMAN else 0
            name = assets.fit_text(who, row.w - 36 - 8 - status_w - bot_w, "body", theme.colour("text"),
                                   "bold" if i == viewer else "regular")
            name_rect = surface.blit(name, name.get_rect(midleft=(row.x + 36, row.centery)))
            if plan.kind != HUMAN:  # a bot: the automaton icon right after the name
                icon = assets.image_scaled("common/icon_bot.png", (20, 20))
                if icon is not None:
                    surface.blit(icon, icon.get_rect(midleft=(name_rect.right + 8, row.centery)))


def bar_title(game_id: str, width: int) -> pygame.Surface:
    """The game's name for the top bar: its short form when the whole name would not fit
    even shrunk, shrunk further (to 60%) before it is ever shortened."""
    from ghostparlor.core.strings import has
    from ghostparlor.ui import get_assets
    from ghostparlor.ui.theme import get_theme

    assets, theme = get_assets(), get_theme()
    name = t(f"{game_id}.name")
    floor = max(11, theme.font_size("large") * 3 // 5)
    if assets.text_width(name, max(floor, theme.font_size("large") * 17 // 20), "title") > width and has(f"{game_id}.short_name"):
        name = t(f"{game_id}.short_name")  # the whole name only while it reads at 85% of its size
    return assets.fit_text(name, width, "large", theme.colour("accent"), "title", floor)


def make_game_scene(app, game_id: str, plans: list[SeatPlan], options: dict[str, Any] | None = None, seed: int | None = None) -> GameScene:
    from ghostparlor.games import load_game

    return start_game(app, load_game(game_id), plans, options, seed=seed)
