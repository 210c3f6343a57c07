"""Game set-up: player count, each seat human or bot (with a name and a colour), the game's options.

The screen says how to play together on one screen (hot seat); each seat is a plain Human |
Bot choice, a bot's level beside it. A seat keeps a name for each: turned Human it gets its
own ("Player 2", or the one typed for it before), turned back into a bot the bot's name."""

from __future__ import annotations

import pygame

from ghostparlor.ai.protocol import bot_names
from ghostparlor.core.strings import t
from ghostparlor.games import load_game
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.session import DEFAULT_NAMES, HUMAN, SeatPlan
from ghostparlor.ui import Button, Choice, Panel, TextInput, Toggle, UIAction, Widget, draw, draw_marker
from ghostparlor.ui.tokens import Marker
from ghostparlor.ui.widget import is_left_down

BOT_ORDER = ("easy", "normal", "hard", "random")


def _small_whole(value, default: int) -> int:
    """``value`` as a count or index remembered in the settings (a whole number or its
    digits), else ``default``: the settings file may hold anything."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1000:
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 3:
        return int(value)
    return default
ROW_Y, ROW_H = 236, 62
# a seat's row: its marker, Human | Bot, the bot's level, the name, the colour
WHO_X, WHO_W = 116, 168
LEVEL_X, LEVEL_W = 292, 170
NAME_X, NAME_W = 470, 178
COLOUR_X, COLOUR_W = 656, 212
SEATS_W = 856  # the seats' panel (from x 36); the options' panel beside it
OPT_X, OPT_W = 36 + SEATS_W + 40, 1244 - 36 - SEATS_W - 16 - 48  # an option's control in the options' panel


class SeatKind(Widget):
    """Human | Bot, both in sight, the chosen one lit: a click on either picks it; Left and
    Right pick (no wrapping round), Space switches. A change returns ``UIAction("change", human)``."""

    is_control = True
    focusable = True

    def __init__(self, rect, human: bool, *, tooltip: str = "", name: str = "") -> None:
        super().__init__(rect, tooltip=tooltip, name=name)
        self.human = human
        self._over = 0  # -1 the Human half under the pointer, 1 the Bot half

    def halves(self) -> tuple[pygame.Rect, pygame.Rect]:
        left = pygame.Rect(self.rect.x, self.rect.y, self.rect.w // 2, self.rect.h)
        return left, pygame.Rect(left.right, self.rect.y, self.rect.w - left.w, self.rect.h)

    def pick(self, human: bool) -> UIAction | None:
        if human == self.human:
            return None
        self.human = human
        return UIAction(self, "change", human)

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE)

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if event.type == pygame.MOUSEMOTION:
            self._over = 0 if not self.rect.collidepoint(event.pos) else (-1 if self.halves()[0].collidepoint(event.pos) else 1)
        if not self.enabled:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return self.pick(self.halves()[0].collidepoint(event.pos))
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                return self.pick(True)
            if event.key == pygame.K_RIGHT:
                return self.pick(False)
            if event.key == pygame.K_SPACE:
                return self.pick(not self.human)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th, assets = self.theme, self.assets
        radius = th.corner("medium")
        draw.box(surface, self.rect, th.colour("control_track"), radius, th.colour("secondary_edge"), 2)
        floor = max(10, th.font_size("body") // 2)
        for half, human, words in zip(self.halves(), (True, False), (t("setup.human"), t("setup.bot"))):
            inner = half.inflate(-8, -8)
            chosen = human == self.human
            if chosen:
                draw.box(surface, inner, th.colour("accent_hover" if self._over == (-1 if human else 1) else "accent"), th.corner("small"))
            elif self.hovered and self._over == (-1 if human else 1):
                draw.box(surface, inner, th.colour("secondary_hover"), th.corner("small"))
            colour = th.colour("accent_text") if chosen else th.colour("text_muted")
            weight = "bold" if chosen and assets.text_width(words, "body", "bold") <= inner.w - 8 else "regular"
            label = assets.fit_text(words, inner.w - 8, "body", colour, weight, floor)
            surface.blit(label, label.get_rect(center=inner.center))
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, radius, th)


def option_values(opt, players: int) -> list[tuple[object, str]]:
    """A non-boolean option's (value, words) for ``players`` (the set-up and the host screen)."""
    if opt.kind == "seat":
        return [("random", t("setup.option_random"))] + [(n, t("setup.option_seat", n=n)) for n in range(1, players + 1)]
    if opt.kind == "choice":  # a choice's words from the catalog (<option key>_<choice>), else as written (15, G1)
        from ghostparlor.core.strings import has

        return [(c, t(f"{opt.text_key}_{c}") if has(f"{opt.text_key}_{c}") else str(c)) for c in opt.choices]
    lo = opt.minimum if opt.minimum is not None else 0
    hi = opt.maximum if opt.maximum is not None else lo + 20
    return [(n, str(n)) for n in range(lo, hi + 1)]


def replace_question(app, game_id: str, saved, on_yes):
    """"Start a new game? Your unfinished game of Ghosts will be replaced: 3 players, round
    2, saved 10 min ago (Agatha, Boris, Cornelius)." Yes replaces it; No keeps it."""
    from ghostparlor.persistence.saves import player_names, save_words
    from ghostparlor.scenes.dialogs import ConfirmScene

    text = t("saves.replace_text", game=t(f"{game_id}.name"), info=save_words(saved.summary, saved.plans, saved.saved_at),
             names=player_names(saved))
    return ConfirmScene(app, t("continue.replace_title"), text, on_yes, t("continue.replace_yes"), t("continue.replace_no"))


class SetupScene(WidgetScene):
    name = "setup"

    def __init__(self, app, game_id: str, players: int | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = load_game(game_id)
        memory = app.settings.last_players.get(game_id) if isinstance(app.settings.last_players, dict) else None
        remembered = dict(memory) if isinstance(memory, dict) else {}  # whatever the settings file held
        saved_seats = remembered.get("seats") if isinstance(remembered.get("seats"), list) else []
        lo, hi = self.game.min_players, self.game.max_players
        count = players or remembered.get("players") or min(max(4, lo), hi)
        self.players = max(lo, min(hi, _small_whole(count, lo)))
        bots = bot_names(self.game)
        self.levels = [b for b in BOT_ORDER if b in bots] + [b for b in bots if b not in BOT_ORDER]
        self.kinds = [HUMAN] + self.levels
        from ghostparlor.core.strings import has

        level_labels = [(k, t(f"setup.level_{k}") if has(f"setup.level_{k}") else k) for k in self.levels]
        default_bot = "easy" if "easy" in bots else bots[0]

        self.decor.append(Panel((36, 104, SEATS_W, 530), t("setup.title", game=t(f"{game_id}.name")), style="dark"))
        self.decor.append(Panel((36 + SEATS_W + 16, 104, 1244 - 36 - SEATS_W - 16, 530), t("setup.options"), style="dark"))
        self.count_choice = Choice((60, 164, 300, 44), [(n, str(n)) for n in range(lo, hi + 1)], index=self.players - lo, label=t("setup.players"), name="players")
        self.add(self.count_choice)
        # how several people play on this one screen, above it all
        self.hot_seat = self.label((40, 8, 1200, 90), t("setup.hot_seat"), size="body", colour=self.theme.colour("text"),
                                   align="center", valign="middle", wrap=True, name="hot_seat")
        muted = self.theme.colour("text_muted")
        self.label((60, ROW_Y - 30, 50, 28), "#", size="small", colour=muted)
        self.label((WHO_X, ROW_Y - 30, WHO_W, 28), t("setup.who"), size="small", colour=muted)
        self.label((LEVEL_X, ROW_Y - 30, LEVEL_W, 28), t("setup.level"), size="small", colour=muted)
        self.label((NAME_X, ROW_Y - 30, NAME_W, 28), t("setup.name"), size="small", colour=muted)
        self.label((COLOUR_X, ROW_Y - 30, COLOUR_W, 28), t("setup.colour"), size="small", colour=muted)

        colours = [(i, t(self.theme.seat(i).name_key)) for i in range(len(self.theme.seats))]
        self.rows: list[tuple[SeatKind, TextInput, Choice]] = []
        self.level_choices: list[Choice] = []
        self.names: list[dict[str, str]] = []  # a seat's name as a person ("human") and as a bot ("bot")
        for i in range(hi):
            saved = saved_seats[i] if i < len(saved_seats) and isinstance(saved_seats[i], dict) else {}
            kind = saved.get("kind", HUMAN if i == 0 else default_bot)
            if kind not in self.kinds:
                kind = default_bot
            names = {"human": t("setup.default_name", n=i + 1), "bot": DEFAULT_NAMES[i % len(DEFAULT_NAMES)]}
            if saved.get("name"):
                names["human" if kind == HUMAN else "bot"] = str(saved["name"])[:16]
            self.names.append(names)
            colour = saved.get("colour", i)
            y = ROW_Y + i * ROW_H
            who = SeatKind((WHO_X, y, WHO_W, 46), kind == HUMAN, tooltip=t("setup.kind_tip"), name=f"kind{i}")
            level = Choice((LEVEL_X, y, LEVEL_W, 46), level_labels, wrap=False, name=f"level{i}",
                           index=self.levels.index(kind) if kind in self.levels else self.levels.index(default_bot))
            name_input = TextInput((NAME_X, y, NAME_W, 46), names["human" if kind == HUMAN else "bot"], max_length=16, name=f"name{i}")
            colour_choice = Choice((COLOUR_X, y, COLOUR_W, 46), [lab for _, lab in colours], index=_small_whole(colour, i) % len(colours), name=f"colour{i}")
            self.rows.append((who, name_input, colour_choice))
            self.level_choices.append(level)
            self.add(who, level, name_input, colour_choice)

        self.option_widgets: dict[str, object] = {}
        y = 164
        chosen = remembered.get("options") if isinstance(remembered.get("options"), dict) else {}
        for opt_name, opt in self.game.spec.options.items():
            label = t(opt.text_key)
            default = chosen.get(opt_name, opt.default)  # the option as it was set for the last game
            if opt.kind == "bool":
                widget = Toggle((OPT_X, y, OPT_W, 44), label, default if isinstance(default, bool) else bool(opt.default), name=opt_name)
            else:
                values = self._option_values(opt)
                index = next((i for i, (v, _) in enumerate(values) if str(v) == str(default)), 0)
                # the caption goes above the selector: a long one ("Tournament games") keeps its words
                self.label((OPT_X + 6, y - 6, OPT_W - 6, 30), label, size="small", colour=self.theme.colour("text_muted"))
                widget = Choice((OPT_X, y + 26, OPT_W, 44), values, index=index, name=opt_name)
                y += 26
            self.option_widgets[opt_name] = widget
            self.add(widget)
            y += 66
        if not self.game.spec.options:
            self.label((OPT_X, 164, OPT_W, 60), t("setup.no_options"), colour=self.theme.colour("text_muted"))

        self.back_button = Button((36, 652, 200, 52), t("setup.back"), style="secondary", name="back")
        self.rules_button = Button((252, 652, 200, 52), t("setup.rules"), style="secondary", icon="common/icon_rules.png", name="rules")
        self.start_button = Button((1004, 652, 240, 52), t("setup.start"), name="start")
        self.add(self.back_button, self.rules_button, self.start_button)
        self.hint = self.label((466, 652, 528, 52), t("setup.hint"), size="small", colour=self.theme.colour("text_muted"), align="center", wrap=True)
        self._refresh_rows()
        self.focus.focus(self.start_button, visible=True)

    def _option_values(self, opt) -> list[tuple[object, str]]:
        return option_values(opt, self.players)

    def _refresh_rows(self) -> None:
        for i, widgets in enumerate(self.rows):
            for widget in widgets:
                widget.visible = i < self.players
                widget.enabled = i < self.players
            level = self.level_choices[i]
            level.visible = level.enabled = i < self.players and not widgets[0].human  # a person has no level
        for opt_name, opt in self.game.spec.options.items():
            widget = self.option_widgets[opt_name]
            if opt.kind == "seat" and isinstance(widget, Choice):
                current = widget.value  # the seat list follows the player count
                widget.options = self._option_values(opt)
                widget.index = 0
                widget.select_value(current)

    def kind_of(self, seat: int) -> str:
        """"human", or the bot's level."""
        return HUMAN if self.rows[seat][0].human else self.level_choices[seat].value

    def _show_name(self, seat: int) -> None:
        who, name_input, _ = self.rows[seat]
        name_input.text = self.names[seat]["human" if who.human else "bot"]
        name_input.caret = len(name_input.text)

    def plans(self) -> list[SeatPlan]:
        out = []
        for i in range(self.players):
            who, name_input, colour = self.rows[i]
            name = name_input.text.strip() or (t("setup.default_name", n=i + 1))
            out.append(SeatPlan(name, self.kind_of(i), colour.index))
        return out

    def options(self) -> dict:
        out = {}
        for opt_name, widget in self.option_widgets.items():
            out[opt_name] = widget.checked if isinstance(widget, Toggle) else widget.value
        return out

    def start(self, confirmed: bool = False) -> None:
        from ghostparlor.persistence.saves import load_current, open_elsewhere
        from ghostparlor.scenes.game import start_game

        if open_elsewhere(self.game_id):  # another window plays this game: its save is not replaced from here
            self.app.notify(t("saves.open_elsewhere", game=t(f"{self.game_id}.name")), "warning", hold=6.0)
            return
        if not confirmed:
            saved, notice = load_current(self.game_id)  # this game's unfinished game (the other games' stay)
            if notice:  # damaged since the title looked: set aside, and said so
                self.app.notify(notice, "warning", hold=6.0)
            if saved is not None:  # starting a new game replaces the unfinished one: ask first
                self.app.push(replace_question(self.app, self.game_id, saved, lambda: self.start(confirmed=True)))
                return

        plans = self.plans()
        options = self.options()
        memory = dict(self.app.settings.last_players) if isinstance(self.app.settings.last_players, dict) else {}
        memory[self.game_id] = {
            "players": self.players,
            "seats": [{"name": p.name, "kind": p.kind, "colour": p.colour} for p in plans],
            "options": {k: v for k, v in options.items()},
        }
        self.app.settings.last_players = memory
        self.app.save_settings()
        start_game(self.app, self.game, plans, options, replace=True)

    def on_action(self, action: UIAction) -> None:
        source = action.source
        seat = next((i for i, row in enumerate(self.rows) if source is row[0]), None)
        if seat is not None:  # the widget has switched already: the name typed so far stays with what it was
            self.names[seat]["bot" if action.value else "human"] = self.rows[seat][1].text
            self._show_name(seat)
            self._refresh_rows()
            return
        if source is self.count_choice:
            self.players = int(self.count_choice.value)
            self._refresh_rows()
        elif source is self.back_button:
            self.app.pop()
        elif source is self.rules_button:
            from ghostparlor.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.game_id))
        elif source is self.start_button:
            self.start()

    def handle(self, event: pygame.event.Event) -> None:
        focused = self.focus.focused
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and not isinstance(focused, (Button, TextInput))
        ):
            self.start()  # Enter anywhere (but on another button or while typing a name) starts
            return
        super().handle(event)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        for i in range(self.players):
            y = ROW_Y + i * ROW_H + 23
            draw_marker(surface, Marker(seat=self.rows[i][2].index, number=i + 1), (84, y), 17, self.theme)
