"""Treasure Hunters on screen: the strip below the board. The prompt at its top (whose
turn, what to do: move up to the roll, TH-7; pick up or put down a jewel, TH-12, D-11),
the choice buttons beside it (stay, pick up, put down, leave it), the team plan above the
keys line at its bottom, and the banner that tells a big moment over the board. When the
texts do not fit at their size, the three step down together (:data:`~.fit.SHRINK_STEPS`)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import PICK_UP, PUT_DOWN, SKIP, Move
from ghostparlor.games.treasure_hunters.table.art import BOARD_AREA, MIN_PX, P, STRIP
from ghostparlor.games.treasure_hunters.table.fit import SHRINK_STEPS, TextFit
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Button, Tween, draw
from ghostparlor.ui.banner import draw_banner


class ChoiceStrip:
    """The strip (a part of the table): it owns the choice buttons (added to the table's
    focus) and the team plan's planner; what it says comes from the table's view."""

    def __init__(self, table) -> None:
        self.table = table
        self.game = table.game
        self.theme, self.assets = table.theme, table.assets
        self.words = table.words
        self.fit = TextFit(self.assets, self.theme)
        bw, bh = 176, 40
        bx = STRIP.right - bw - 10
        self.stay_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.stay"), action=None, style="secondary",
                                  size="small", tooltip=t(P + "tip.stay"), hotkey=pygame.K_s, name="stay")
        self.pickup_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.pick_up"), action=PICK_UP,
                                    size="small", tooltip=t(P + "tip.pick_up"), hotkey=pygame.K_j, name="pick_up")
        self.putdown_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.put_down"), action=PUT_DOWN,
                                     size="small", tooltip=t(P + "tip.put_down"), hotkey=pygame.K_d, name="put_down")
        self.skip_button = Button((bx, STRIP.y + 10 + bh + 8, bw, bh), t(P + "button.skip"), action=SKIP, style="secondary",
                                  size="small", tooltip=t(P + "tip.skip"), hotkey=pygame.K_l, name="skip")
        self.buttons = [self.stay_button, self.pickup_button, self.putdown_button, self.skip_button]
        for button in self.buttons:
            button.visible = False
        table.focus.add(*self.buttons)
        self._planner = None  # the easy bot's job planner, for the team plan line
        self._plan_for = None
        self._plan = ""

    def refresh(self, view, legal: list, dests: set) -> None:
        """The buttons of the choices ``legal`` offers (staying: the pawn's own place in ``dests``)."""
        here = view.positions[view.turn] if view.positions else ""
        self.stay_button.visible = here in dests
        self.stay_button.action = Move(here) if here else None
        self.pickup_button.visible = PICK_UP in legal
        self.putdown_button.visible = PUT_DOWN in legal
        self.skip_button.visible = SKIP in legal

    def handle(self, action):
        """A choice button clicked: its action (or why not now)."""
        source = action.source
        if action.kind == "click" and source in self.buttons and source.visible:
            if not self.table.scene.my_turn():
                return t("game.not_your_turn")
            return source.action
        return None

    def prompt(self) -> tuple[str, tuple]:
        table = self.table
        view, theme, game = table.view, self.theme, self.game
        if table.feed.is_over() or view.phase == "over":
            key = view.outcome or "over"
            return t(P + f"prompt.{key}"), theme.colour("success") if view.outcome == "won" else theme.colour("danger")
        pawn = view.turn
        who = self.words.name(pawn)
        # a hero a person plays is taking "their" turn; a bot's hero "its"
        owner = view.pawn_owner[pawn] if 0 <= pawn < len(view.pawn_owner) else -1
        seats = table.feed.seats()
        bot = "" if 0 <= owner < len(seats) and seats[owner].is_human else "_bot"
        if table.scene.viewer() is None:
            return t(P + "prompt.spectate" + bot, pawn=who), theme.colour("text_muted")
        if not table.scene.my_turn() or table.steps:
            return t(P + "prompt.wait" + bot, pawn=who), theme.colour("text_muted")
        legal = theme.colour("legal")
        if view.phase == "move":
            dests = [a for a in table.legal if isinstance(a, Move)]
            if len(dests) <= 1:
                return t(P + "prompt.stuck", pawn=who), theme.colour("warning")
            return t(P + "prompt.move", pawn=who, roll=view.roll), legal
        if view.phase == "pickup":
            room = game.room_name(view.positions[pawn])
            if PUT_DOWN in table.legal:
                return t(P + "prompt.put_down", pawn=who, room=room), legal
            return t(P + "prompt.pick_up", pawn=who, room=room), legal
        return t(P + "prompt.wait" + bot, pawn=who), theme.colour("text_muted")

    def plan_text(self) -> str:
        """Issue's "team plan" line: what each pawn is heading for, by the bots' own jobs
        (co-op: everybody sees everything, so this gives nothing away)."""
        view = self.table.view
        if view is None or self.table.feed.is_over() or view.phase == "over":
            return ""
        scene = self.table.scene
        if getattr(scene, "tutorial", False) and getattr(scene, "lesson_on", False):
            return ""  # a lesson: the coach says what to do; the bots' plan would say otherwise
        if self._plan_for is not view:
            from ghostparlor.games.treasure_hunters.play.bot import make_easy_bot

            if self._planner is None:
                self._planner = make_easy_bot(self.game, 0)
            parts = []
            for pawn, job, place in self._planner.team_plan(view):
                parts.append(t(P + f"plan.{job}", pawn=self.words.colour_name(pawn), place=place))
            self._plan = t(P + "plan.line", plan=" · ".join(parts))
            self._plan_for = view
        return self._plan

    def draw(self, surface: pygame.Surface) -> None:
        """The prompt at the top (beside the choice buttons), the keys line at the bottom and
        the team plan just above it; a text below the buttons takes the strip's whole
        width. When they do not fit at their size, the three step down together."""
        theme = self.theme
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        text, colour = self.prompt()
        buttons = [b for b in self.buttons if b.visible]
        beside = STRIP.w - (220 if buttons else 30)  # beside the buttons
        full = STRIP.w - 30
        under = max([b.rect.bottom for b in buttons] or [STRIP.y]) + 4  # a line starting here is under them
        plan = self.plan_text()
        keys = t(P + "keys") if self.table.scene.my_turn() and not self.table.feed.is_over() else ""
        top, bottom = STRIP.y + 10, STRIP.bottom - 4
        x = STRIP.x + 14
        layout = None
        for f in SHRINK_STEPS:
            layout = self._strip_layout(text, plan, keys, f, top, bottom, under, beside, full)
            if layout[-1]:
                break
        (p_lines, p_px, p_y), (l_lines, l_px, l_y), (k_img, k_y), _ = layout
        self.fit.blit_lines(surface, p_lines, p_px, colour, "bold", x, p_y)
        self.fit.blit_lines(surface, l_lines, l_px, theme.colour("accent"), "bold", x, l_y)
        if k_img is not None:
            surface.blit(k_img, (x, k_y))
        for button in buttons:
            button.draw(surface)

    def _strip_layout(self, text: str, plan: str, keys: str, f: float, top: int, bottom: int, under: int,
                      beside: int, full: int):
        """((prompt lines, px, y), (plan lines, px, y), (keys image, y), fits) at ``f``
        times the sizes; when it does not fit, the plan is cut to the room left."""
        theme, assets = self.theme, self.assets
        body = theme.font_size("body")  # the prompt keeps the body size: the plan and the keys line step down
        small = max(MIN_PX, round(theme.font_size("small") * f))
        k_img, k_y = None, bottom
        if keys:
            k_img = assets.fit_text(keys, full if bottom - assets.line_height(small) >= under else beside, small,
                                    theme.colour("text_muted"), "regular", MIN_PX)
            k_y = bottom - k_img.get_height()
        p_lines = assets.wrap(text, beside, body, "bold")
        p_end = top + self.fit.lines_h(p_lines, body, "bold")
        if p_end > k_y and p_end <= bottom:  # the keys line gives way to the prompt (the Hint and tips keep them)
            k_img, k_y = None, bottom
        fits = p_end <= k_y
        if not fits:  # the prompt alone: shrink it into its room
            p_lines, body = self.fit.fit_lines(text, beside, k_y - top, body, "bold", MIN_PX)
            p_end = top + self.fit.lines_h(p_lines, body, "bold")
        l_lines: list[str] = []
        l_y = k_y
        if plan:
            room = k_y - 2 - (p_end + 4)
            l_lines = assets.wrap(plan, full, small, "bold")
            plan_h = self.fit.lines_h(l_lines, small, "bold")
            if k_y - 2 - plan_h < under:  # it would reach up beside the buttons
                l_lines = assets.wrap(plan, beside, small, "bold")
                plan_h = self.fit.lines_h(l_lines, small, "bold")
            if plan_h > room:
                fits = False
                width = full if p_end + 4 >= under else beside
                l_lines, small = self.fit.fit_lines(plan, width, max(0, room), small, "bold", MIN_PX) if room >= assets.line_height(MIN_PX, "bold") else ([], small)
                plan_h = self.fit.lines_h(l_lines, small, "bold")
            l_y = k_y - 2 - plan_h
        return (p_lines, body, top), (l_lines, small, l_y), (k_img, k_y), fits


class Banner:
    """The banner over the board that tells a big moment (a haunting, the doors, the end)."""

    def __init__(self) -> None:
        self.text = ""
        self.tween: Tween | None = None

    def show(self, text: str, hold: float = 2.6) -> None:
        self.text = text
        self.tween = Tween(1.0, 0.0, hold, "linear")

    def update(self, dt: float) -> None:
        if self.tween is not None:
            self.tween.update(dt)
            if self.tween.done:
                self.tween = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.tween is not None:
            draw_banner(surface, self.text, self.tween.value, (TABLE_RECT.w // 2 - 150, BOARD_AREA.y + 24), 860, TABLE_RECT)
