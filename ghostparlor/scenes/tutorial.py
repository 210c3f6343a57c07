"""Learn to play: a short scripted game in the real table, with a coach beside it.

The script is the game's ``tutorial`` in ``data/learn/<game>.yaml`` (``ghostparlor/core/learn.py``):
a fixed deal and dice (a chance script), the bots' moves, and steps of words. The coach
panel takes the place of the game log; it says what to do next, points at the thing on the
table, and waits: for "Next" while it explains, for the person's move when it asks one.
Another move than the lesson's is not played: the coach says why (the step's own words, or
that the move is legal but not what is being learned; an illegal one gets the table's own
reason). The last step leaves a real decision to the person; then the lesson is complete,
and the game can go on against ordinary bots, or end.

``ghostparlor tutorial --game G --autoplay [--json]`` (``run_autoplay``, in a headless app
made by ``ghostparlor.app.autoplay_tutorial``) plays a tutorial through this scene, taking
each step's expected move, and reports the steps, whether it completed, the errors, and
how long it takes at a normal pace.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pygame

from ghostparlor.core.learn import TutorialRun, TutorialTiming, learn_content
from ghostparlor.core.strings import t
from ghostparlor.scenes.game import TABLE_RECT, GameScene
from ghostparlor.session import HUMAN, MatchSession, SeatPlan
from ghostparlor.ui import Button, draw
from ghostparlor.ui.text import draw_lines
from ghostparlor.ui.widget import ACTIVATE_KEYS


class ScriptedBot:
    """A tutorial's bot: plays the script's move when its step comes."""

    needs_view = False
    name = "tutorial"

    def __init__(self, scene: "TutorialScene", seat: int) -> None:
        self.scene = scene
        self.seat = seat
        self.reason = ""

    def choose(self, view: Any, legal, rng: random.Random, budget=None):
        run = self.scene.run
        action = run.bot_move(self.seat)
        if action is None or action not in legal:
            self.scene.errors.append(f"step {run.index}: the script's move for seat {self.seat} is not legal now ({action})")
            from ghostparlor.ai.protocol import make_bot

            action = make_bot("easy", self.scene.session.game, self.seat).choose(self.scene.session.view(self.seat), legal, rng)
        run.advance()
        self.scene.step_changed()
        return action


def person_name(app) -> str:
    """The person's name at the table: the first human name set up for any game before
    (the settings remember it), else "Player 1" in their language."""
    remembered = getattr(app.settings, "last_players", {}) or {}
    for memory in remembered.values():
        seats = memory.get("seats") if isinstance(memory, dict) else None
        for seat in seats if isinstance(seats, list) else ():
            if isinstance(seat, dict) and seat.get("kind") == HUMAN and isinstance(seat.get("name"), str) and seat["name"].strip():
                return seat["name"].strip()[:16]
    return t("setup.default_name", n=1)


def bot_name(name: str) -> str:
    """A tutorial bot's name as the person's language writes it (the coach's words name it so)."""
    from ghostparlor.core.strings import has

    key = f"tutorial.name.{name.lower()}"
    return t(key) if has(key) else name


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rects that overlap or touch become one (a fan of cards is ringed once)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = pygame.Rect(rect)
        joined = True
        while joined:
            joined = False
            for other in out:
                if other.inflate(10, 10).colliderect(rect):
                    out.remove(other)
                    rect = rect.union(other)
                    joined = True
                    break
        out.append(rect)
    return out


class TutorialScene(GameScene):
    """The game frame in a lesson: the coach panel instead of the log, scripted bots."""

    tutorial = True

    def __init__(self, app, game_id: str, carry: "TutorialScene | None" = None) -> None:
        from ghostparlor.games import load_game

        self.game_id = game_id
        content = learn_content(game_id)
        if content.tutorial is None:
            raise KeyError(f"{game_id} has no tutorial")
        self.lesson = content.tutorial
        game = load_game(game_id)
        if carry is not None:
            session = carry.session
        else:
            me = person_name(app)
            plans = [SeatPlan(me if name is None else bot_name(name), HUMAN if name is None else "easy", i)
                     for i, name in enumerate(self.lesson.names)]
            session = MatchSession(game, plans, self.lesson.options, self.lesson.seed,
                                   pace_seconds=max(0.6, app.settings.bot_pace_seconds), explain_bots=False,
                                   chance_script=self.lesson.chance)
        self.run = carry.run if carry is not None else TutorialRun(self.lesson, game)
        self.errors: list[str] = carry.errors if carry is not None else []
        self.feedback = carry.feedback if carry is not None else ""
        self.finished_at: float | None = carry.finished_at if carry is not None else None
        self.playing_on = carry.playing_on if carry is not None else False
        super().__init__(app, session, persist=False)
        self._made_with = ((app, game_id), {})
        if not self.playing_on:
            session.bots = {i: ScriptedBot(self, i) for i in session.bots}
            session.gate = self._gate
        panel = self.side.rect
        self.next_button = Button((panel.right - 152, panel.bottom - 50, 140, 40), t("tutorial.next"), name="next",
                                  tooltip=t("tutorial.next_tip"))
        self.play_on_button = Button((panel.x + 10, panel.bottom - 100, panel.w - 20, 40), t("tutorial.play_on"),
                                     name="play_on", tooltip=t("tutorial.play_on_tip"))
        self.leave_button = Button((panel.x + 10, panel.bottom - 52, panel.w - 20, 40), t("tutorial.leave"),
                                   style="secondary", name="leave")
        self.chrome.add(self.next_button, self.play_on_button, self.leave_button)
        self.pulse = 0.0
        self.step_changed()

    def rebuilt(self) -> "TutorialScene":
        scene = TutorialScene(self.app, self.game_id, carry=self)
        scene.shown_to = self.shown_to
        scene.finish.over_time, scene.finish.results_shown = self.finish.over_time, self.finish.results_shown
        scene.table.refresh(scene.viewer())
        return scene

    # --- the script ------------------------------------------------------------------------
    def _gate(self, seat: int) -> bool:
        return self.run.bot_move(seat) is not None

    @property
    def lesson_on(self) -> bool:
        return not self.playing_on

    def step_changed(self) -> None:
        step = self.run.current
        waiting_next = self.lesson_on and step is not None and step.waits_for_next
        self.next_button.visible = self.next_button.enabled = waiting_next
        done = self.lesson_on and self.run.finished
        self.play_on_button.visible = self.play_on_button.enabled = done
        self.leave_button.visible = self.leave_button.enabled = done
        if done and self.finished_at is None:
            self.finished_at = time.monotonic()
            self.app.play_sound("win")
        if waiting_next:
            self.chrome.focus(self.next_button, visible=False)
        elif done:
            self.chrome.focus(self.play_on_button, visible=False)
        for tab in self.side.tabs:
            tab.visible = not self.lesson_on
        if self.lesson_on:  # the coach's panel takes the notes' place, and their marks on the board
            self.side.showing_notes = False
        elif self.side.has_notes:
            self.side.showing_notes = bool((getattr(self.app.settings, "notes", {}) or {}).get(self.game_id, False))
            self.side._style()
        self.pulse = 0.0
        self.dirty = True

    def next_step(self) -> None:
        step = self.run.current
        if step is not None and step.waits_for_next:
            self.run.advance()
            self.feedback = ""
            self.step_changed()

    def play_on(self) -> None:
        """The lesson is over: the bots become ordinary (easy) bots and the log comes back."""
        from ghostparlor.ai.protocol import make_bot

        session = self.session
        self.playing_on = True
        session.gate = None
        session.bots = {i: make_bot("easy", session.game, i) for i in session.bots}
        self.step_changed()
        self._update_undo()

    # --- moves ------------------------------------------------------------------------------
    def _submit(self, action: Any) -> None:
        if not self.lesson_on:
            super()._submit(action)
            return
        verdict = self.run.judge(action)
        step = self.run.current
        if verdict == "wait":
            self.feedback = t("tutorial.press_next")
            self.app.notify(self.feedback, "info", hold=2.0)
            return
        if verdict == "bot":
            self.feedback = t("tutorial.wait_bot")
            return
        if verdict == "wrong":
            expected = self.run.expected()
            move = self.session.game.describe_action(expected, self.session.names(), self.viewer()) if expected is not None else ""
            self.feedback = t(step.wrong) if step.wrong else t("tutorial.not_this", move=move)
            self.app.notify(self.feedback, "warning", hold=3.0)
            self.app.play_sound("click")
            return
        before = len(self.session.match.actions)
        super()._submit(action)
        if len(self.session.match.actions) > before:
            self.run.advance()
            self.feedback = ""
            self.step_changed()

    def clock(self) -> tuple[int, bool, bool]:
        if self.lesson_on and self.run.finished:  # the lesson is over: nobody is to move until "Keep playing"
            return (-1, False, False)
        return super().clock()

    def start_hint(self) -> None:
        """In a lesson the coach already marks the move: H (the hint) makes it, as a second H
        makes a hint's move in a game. At the free step it is the ordinary hint."""
        step = self.run.current
        if self.lesson_on and step is not None and step.kind == "act" and self.my_turn() and not self.table.busy():
            self._submit(self.run.expected())
            return
        if self.lesson_on and not self.run.finished and (step is None or step.kind != "free"):
            self.app.notify(t("tutorial.hint_marked"), "info", hold=2.0)
            return
        super().start_hint()

    def _update_undo(self) -> None:
        super()._update_undo()
        if getattr(self, "run", None) is not None and self.lesson_on:  # nothing to take back in a lesson
            self.undo_button.enabled = False
            self.undo_button.tooltip = t("tutorial.no_undo")

    def undo(self) -> None:
        if self.lesson_on:
            self.app.notify(t("tutorial.no_undo"), "info", hold=2.0)
            return
        super().undo()

    # --- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        from ghostparlor.scenes.game_side import NOTES_KEY

        if self.lesson_on and event.type == pygame.KEYDOWN and event.key == NOTES_KEY:
            return  # no notes in a lesson: the coach's panel is there
        if self.lesson_on and event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
            step = self.run.current
            if step is not None and step.waits_for_next:
                self.next_step()
                return
            if self.run.finished and self.chrome.focused in (self.play_on_button, self.leave_button):
                self._press(self.chrome.focused)
                return
        if self.lesson_on and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            action = None
            for button in (self.next_button, self.play_on_button, self.leave_button):
                if button.visible:
                    got = button.handle(event)
                    action = action or got
            if action is not None and action.kind == "click":
                self._press(action.source)
                return
        super().handle(event)

    def _press(self, button: Button) -> None:
        if button is self.next_button:
            self.next_step()
        elif button is self.play_on_button:
            self.play_on()
        elif button is self.leave_button:
            self.app.home()

    def update(self, dt: float) -> None:
        self.pulse += dt
        super().update(dt)
        if self.lesson_on:
            self.dirty = True  # the pointer pulses
            self._auto_move(dt)

    def _auto_move(self, dt: float) -> None:
        """An ``auto`` step: the coach plays the person's move for them, at a bot's pace."""
        step = self.run.current
        if step is None or step.kind != "auto" or not self.my_turn() or self.table.busy() or self._pending_refresh:
            self._auto_wait = 0.0
            return
        self._auto_wait = getattr(self, "_auto_wait", 0.0) + dt
        if self._auto_wait < min(0.5, self.session.pace_seconds):
            return
        self._auto_wait = 0.0
        action = self.run.action_of(step)
        if action not in self.session.legal_actions():
            self.errors.append(f"step {self.run.index}: the coach's move {step.action} is not legal now")
            self.run.advance()
            self.step_changed()
            return
        before = len(self.session.match.actions)
        GameScene._submit(self, action)
        if len(self.session.match.actions) > before:
            self.run.advance()
            self.step_changed()

    # --- drawing -----------------------------------------------------------------------------
    def coach_marks(self) -> list[pygame.Rect]:
        """Where the coach points now: the lesson's move, or the things a say step names."""
        if not self.lesson_on or self.table.busy() or self.handoff_pending:
            return []
        step = self.run.current
        if step is None:
            return []
        if step.kind == "act" and self.my_turn():
            expected = self.run.expected()
            return [pygame.Rect(m.rect) for m in self.table.hint_marks(expected)] if expected is not None else []
        if step.kind == "say" and step.point:
            return merged([th.rect for th in self.table.inspectables(self.viewer()) if th.kind in step.point])
        return []

    def draw_coach_marks(self, surface: pygame.Surface) -> None:
        marks = self.coach_marks()
        if not marks:
            return
        theme = self.theme
        ring, dark = theme.colour("focus")[:3], (20, 12, 22)
        grow = 8 + int(4 * (1 + __import__("math").sin(self.pulse * 5.0)))
        clip = surface.get_clip()
        surface.set_clip(TABLE_RECT)
        for rect in marks:
            pygame.draw.rect(surface, dark, rect.inflate(grow + 6, grow + 6), 3, border_radius=12)
            pygame.draw.rect(surface, ring, rect.inflate(grow, grow), 4, border_radius=10)
            # a badge on the ring's corner, a hand pointing in (a shape, not a colour alone); it
            # covers the ring, never the words around the thing
            centre = (rect.left - grow // 2 + 2, rect.top - grow // 2 + 2)
            pygame.draw.circle(surface, ring, centre, 13)
            pygame.draw.circle(surface, dark, centre, 13, 2)
            arrow = [(centre[0] + 7, centre[1] + 7), (centre[0] - 5, centre[1] + 3), (centre[0] + 3, centre[1] - 5)]
            pygame.draw.polygon(surface, dark, arrow)
            pygame.draw.line(surface, dark, (centre[0] - 6, centre[1] - 6), (centre[0] + 2, centre[1] + 2), 3)
        surface.set_clip(clip)

    def coach_text_floor(self) -> int:
        """The smallest size the coach's words shrink to (60% of the body text: a long step in
        Russian at 150% still fits whole, and reads)."""
        return max(11, int(self.theme.font_size("body") * 0.6))

    def coach_boxes(self, step) -> tuple[pygame.Rect, str, int, pygame.Rect]:
        """The coach panel's body, the cue line under the words (and its height), and the box
        the step's words get (before any feedback)."""
        assets = self.assets
        rect = self.side.rect
        band_bottom = rect.y + 34
        bottom = rect.bottom - 10
        if step is None:
            bottom = self.play_on_button.rect.top - 8
        elif step.waits_for_next:
            bottom = self.next_button.rect.top - 8
        body = pygame.Rect(rect.x + 12, band_bottom + 10, rect.w - 24, bottom - band_bottom - 10)
        cue = ""
        if step is not None:
            if step.kind == "act":
                cue = t("tutorial.cue_act")
            elif step.kind == "free":
                cue = t("tutorial.cue_free")
            elif step.kind == "bot":
                cue = t("tutorial.cue_bot", name=self.session.names()[step.seat] if step.seat is not None else "?")
            elif step.kind == "auto":
                cue = t("tutorial.cue_auto")
        cue_h = assets.line_height("small", "bold") * 2 + 6 if cue else 0
        return body, cue, cue_h, pygame.Rect(body.x, body.y, body.w, max(20, body.h - cue_h))

    def draw_side(self, surface: pygame.Surface) -> None:
        if not self.lesson_on:
            self.side.draw(surface)
            return
        theme, assets = self.theme, self.assets
        rect = self.side.rect
        draw.box(surface, rect, (*theme.colour("panel_dark")[:3], 245), theme.corner("medium"), theme.colour("focus"), 2)
        band = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, 32)
        pygame.draw.rect(surface, theme.colour("panel_dark_title")[:3], band, border_top_left_radius=8, border_top_right_radius=8)
        total = len(self.run.steps)
        count = t("tutorial.step_of", n=min(self.run.index + 1, total), total=total)
        count_img = assets.fit_text(count, band.w // 2 - 12, "small", theme.colour("text_muted"))
        surface.blit(count_img, count_img.get_rect(midright=(band.right - 10, band.centery)))
        title = assets.fit_text(t("tutorial.title"), band.w - count_img.get_width() - 34, "body", theme.colour("accent"), "bold")
        surface.blit(title, title.get_rect(midleft=(band.x + 10, band.centery)))
        step = self.run.current
        text = t("tutorial.done", game=t(f"{self.game_id}.name")) if self.run.finished else (t(step.text) if step.text else "")
        body, cue, cue_h, text_box = self.coach_boxes(step)
        feedback_h = 0
        if self.feedback:  # the feedback under the words takes its lines from them
            lines, px = assets.fit_lines(self.feedback, body.w, body.h // 3, "small", "bold", None, 3)
            feedback_h = len(lines) * assets.line_height(px, "bold") + 6
            text_box.h = max(20, text_box.h - feedback_h)
        if text:
            draw_lines(surface, text, text_box, size="body", colour=theme.colour("text"), align="left",
                       min_size=self.coach_text_floor())
        y = text_box.bottom + 4
        if cue:
            draw_lines(surface, cue, pygame.Rect(body.x, y, body.w, cue_h - 4), size="small", weight="bold",
                       colour=theme.colour("legal"), align="left")
            y += cue_h
        if self.feedback:
            box = pygame.Rect(body.x, y, body.w, feedback_h)
            pygame.draw.rect(surface, theme.colour("warning")[:3], (box.x, box.y, 4, box.h))  # a bar: not a colour alone
            draw_lines(surface, self.feedback, box.inflate(-12, 0).move(6, 0), size="small", weight="bold",
                       colour=theme.colour("warning"), align="left")
        for button in (self.next_button, self.play_on_button, self.leave_button):
            if button.visible:
                button.draw(surface)


def advance(app, scene: TutorialScene, until: int | None = None, free=None, dt: float = 1 / 30, limit: int = 20000) -> None:
    """Take the lesson's steps (Next, the marked moves; at the free step ``free(legal)``'s
    choice, the first legal move by default) until step ``until`` or its end (tests, the
    layout check)."""
    run = scene.run
    for _ in range(limit):
        if run.finished or (until is not None and run.index >= until):
            return
        step = run.current
        if step.kind == "say":
            scene.next_step()
        elif step.kind in ("act", "free") and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            legal = scene.session.legal_actions()
            scene._submit(run.expected() if step.kind == "act" else (free(legal) if free else legal[0]))
        else:
            app.step(dt)


def start_tutorial(app, game_id: str) -> TutorialScene:
    scene = TutorialScene(app, game_id)
    app.push(scene)
    return scene


# --- headless: play it through -----------------------------------------------------------------


def run_autoplay(app, game_id: str, dt: float = 1 / 30, max_seconds: float = 1800.0) -> dict[str, Any]:
    """Play the tutorial of ``game_id`` through the real scene in ``app`` (a headless App:
    ``ghostparlor.app.autoplay_tutorial`` makes one), taking each step's expected move (at the
    free step, what the easy bot would choose). Returns steps, completed, errors (with their
    texts), the simulated seconds of play (animations and bots at the normal pace), the words
    read and the estimated minutes at a normal pace."""
    from ghostparlor.ai.protocol import make_bot

    app.settings.bot_pace_seconds = 0.8
    app.settings.animation_speed = "normal"
    app.apply_settings()
    app.home()
    scene = start_tutorial(app, game_id)
    errors: list[str] = []
    timing = TutorialTiming()
    seen_steps: set[int] = set()
    simulated = 0.0
    pointed = 0
    rng = random.Random(1)
    for _ in range(int(max_seconds / dt)):
        top = app.stack.top
        if top is not scene:
            if scene.session.is_over():
                break
            errors.append(f"step {scene.run.index}: the screen left the table ({getattr(top, 'name', '?')})")
            break
        run = scene.run
        if run.finished:
            break
        index = run.index
        step = run.current
        if index not in seen_steps:
            seen_steps.add(index)
            if step.text:
                timing.words += len(t(step.text).split())
        if step.kind == "say" and not scene.table.busy():
            for _ in range(3):  # the words are on screen for a moment before "Next"
                app.step(dt)
            simulated += 3 * dt
            if not scene.next_button.visible:
                errors.append(f"step {index}: no Next button while the coach talks")
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
            app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
            if run.index == index:
                errors.append(f"step {index}: Enter did not go on to the next step")
                break
            continue
        if step.kind in ("act", "free") and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            legal = scene.session.legal_actions()
            if step.kind == "act":
                action = run.expected()
                if action not in legal:
                    errors.append(f"step {index}: the expected move {step.action} is not legal here")
                    break
                if not scene.coach_marks():
                    errors.append(f"step {index}: the coach points at nothing for {step.action}")
                else:
                    pointed += 1
            else:
                seat = scene.viewer()
                action = make_bot("easy", scene.session.game, seat).choose(scene.session.view(seat), legal, rng)
            timing.actions += 1
            before = run.index
            scene._submit(action)
            if run.index == before:
                errors.append(f"step {index}: the move was not taken ({scene.feedback or 'no reason'})")
                break
            continue
        app.step(dt)
        simulated += dt
    else:
        errors.append(f"step {scene.run.index}: not finished after {max_seconds:.0f} simulated seconds")
    errors.extend(scene.errors)
    timing.play_seconds = simulated
    return {"game": game_id, "steps": len(scene.run.steps), "reached": scene.run.index,
            "completed": scene.run.finished, "errors": len(errors), "error_texts": errors[:10],
            "pointed_moves": pointed, "actions": timing.actions, "words": timing.words,
            "play_seconds": round(simulated, 1), "reading_seconds": round(timing.reading_seconds, 1),
            "minutes_at_normal_pace": round(timing.total / 60.0, 2)}
