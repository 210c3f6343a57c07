"""The game frame's top bar and players panel: :class:`TopBar`, :class:`PlayersPanel`.

The top bar names the game and says whose turn it is as the table shows it (the turn
clock), what the hint or the selected move is, and, for one person against bots, what the
others did since their last move; the table's own status shares it. The players panel
lists the seats with their colour and shape, a bot's icon, and the table's score line; in a
network game, how each seat is played now (connected, away, a bot, a bot standing in, open),
and the seat's own control: on the host's screen a seat not at this screen hands it over
(:class:`SeatMenu`: "Let a bot play this seat", "Open this seat for someone waiting"); on a
screen that watches, an open seat says "Sit here".
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import has, t
from ghostparlor.scenes.table_base import SIDE_X
from ghostparlor.scenes.game_glyphs import glyph, presence_mark
from ghostparlor.session import HUMAN
from ghostparlor.ui import Button, draw, get_assets, get_theme
from ghostparlor.ui import probe
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.widget import UIAction, Widget, is_left_down

BAR = pygame.Rect(0, 0, 1280, 52)
TURN_X = 292  # where the turn line starts (after the game's name and the mover's marker)
STATUS_RIGHT = 1280 - 410  # the table's status ends here, left of Hint, Undo and Menu


def bar_title(game_id: str, width: int) -> pygame.Surface:
    """The game's name for the top bar: its short form when the whole name would not fit
    even shrunk, shrunk further (to 60%) before it is ever shortened."""
    assets, theme = get_assets(), get_theme()
    name = t(f"{game_id}.name")
    floor = max(11, theme.font_size("large") * 3 // 5)
    if assets.text_width(name, max(floor, theme.font_size("large") * 17 // 20), "title") > width and has(f"{game_id}.short_name"):
        name = t(f"{game_id}.short_name")  # the whole name only while it reads at 85% of its size
    return assets.fit_text(name, width, "large", theme.colour("accent"), "title", floor)


class TopBar:
    def __init__(self, scene) -> None:
        self.scene = scene
        self._since: tuple = (None, "")  # (what it was made from, the line)

    def draw_base(self, surface: pygame.Surface) -> None:
        """The top bar's band and the game's name (play and replay write the rest)."""
        theme = self.scene.theme
        draw.box(surface, pygame.Rect(BAR), theme.colour("panel_dark"))
        pygame.draw.line(surface, theme.colour("accent"), (0, 51), (1280, 51), 2)
        title = bar_title(self.scene.session.game.id, 236)
        surface.blit(title, title.get_rect(midleft=(16, 26)))

    def turn_line(self) -> tuple[str, tuple, str, int]:
        """What the bar says now: the line, its colour, the line under it ("" for none) and
        the seat whose marker it shows (-1: none)."""
        scene = self.scene
        theme, session = scene.theme, scene.session
        names = session.names()
        seat, over, mine = scene.clock()
        if scene.pass_pending and session.human_to_move() is not None:
            seat = session.human_to_move()  # the person the screen goes to (the clock still shows the mover's turn)
        why = ""
        if over:
            text, colour = t("game.over"), theme.colour("accent")
        elif scene.pass_pending and seat >= 0:
            text, colour = t("game.pass_bar", name=names[seat]), theme.colour("accent")
        elif seat >= 0 and mine and scene.armed() is not None:
            move = session.game.describe_action(scene.armed(), names, scene.viewer())
            text, colour = t("game.armed_bar", move=move), theme.colour("legal")
        elif seat >= 0 and mine and scene.hinted() is not None:
            text, colour = t("game.hint_bar", move=scene.hinted()[2]), theme.colour("accent")
            reason = scene.hints.reason
            why = t("game.hint_why", reason=reason) if reason else ""
        elif seat >= 0 and mine:
            text, colour = t("game.turn_you", name=names[seat]), theme.colour("legal")
            why = self.since_yours(seat)
        elif seat >= 0 and self._waiting_for(seat):  # a network game: the table waits for them
            text, colour = t("net.turn_away", name=names[seat]), theme.colour("warning")
        elif seat >= 0 and seat in session.bots and not scene.pace.busy():  # held by a spotlight: not thinking yet
            text, colour = t("game.thinking", name=names[seat]), theme.colour("text")
        elif seat >= 0:
            text, colour = t("game.turn_other", name=names[seat]), theme.colour("text")
        else:
            text, colour = "", theme.colour("text")
        return text, colour, why, seat if seat >= 0 and not over else -1

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        theme, assets = scene.theme, scene.assets
        self.draw_base(surface)
        text, colour, why, marked = self.turn_line()
        if marked >= 0:
            draw_marker(surface, Marker(seat=scene.session.plans[marked].colour), (270, 26), 14, theme)
        extra = scene.table.status_text() if hasattr(scene.table, "status_text") else ""
        room = STATUS_RIGHT - TURN_X  # the turn line and the table's status share the bar
        if scene.pass_pending:  # the "Done, pass the screen" button takes the status's place
            extra = ""
            room = scene.pass_button.rect.left - 12 - TURN_X
        if extra:
            info = assets.fit_text(extra, room // 2, "body", theme.colour("text_muted"))
            place = surface.blit(info, info.get_rect(midright=(STATUS_RIGHT, 26)))
            room = place.left - 16 - TURN_X
        body = theme.font_size("body")  # the turn line is never smaller than the body text
        if why:  # a hint and why (or what happened since): the move, the reason under it (cut to fit; whole in its tip)
            label = assets.fit_text(text, room, "body", colour, "bold", body)
            reason = assets.fit_text(why, room, "small", theme.colour("text"))
            if label.get_height() + reason.get_height() <= 49:  # both lines fit the bar; at large text sizes
                surface.blit(label, label.get_rect(topleft=(TURN_X, 1)))  # the turn line alone, never shrunk for it
                surface.blit(reason, reason.get_rect(bottomleft=(TURN_X, 50)))
                return
        lines = assets.wrap(text, room, "body", "bold") if assets.font(body, "bold").size(text)[0] > room else [text]
        if 2 * assets.line_height(body, "bold") > 50:  # large text: one line at the body size, the rest in its tip
            lines = lines[:1]
        if len(lines) == 1:
            label = assets.fit_text(text, room, "large", colour, "bold", body)
            surface.blit(label, label.get_rect(midleft=(TURN_X, 26)))
        else:  # too long for one line: two lines at the body size (the rest ellipsized, whole in the tip)
            parts, _ = assets.fit_lines(text, room, 2 * assets.line_height(body, "bold"), "body", "bold", body, 2)
            for y, line in zip((15, 37), parts[:2]):
                label = assets.fit_text(line, room, body, colour, "bold", body)
                surface.blit(label, label.get_rect(midleft=(TURN_X, y)))

    def _waiting_for(self, seat: int) -> bool:
        presence = getattr(self.scene.session, "presence", None)
        return getattr(self.scene.session, "networked", False) and callable(presence) and presence(seat) == "away"

    def since_yours(self, seat: int) -> str:
        """One person against bots: what the others did since this person's last move, in a
        line under "Your turn" (hot seat has the curtain for it)."""
        scene = self.scene
        session = scene.session
        if scene.read_only or len(session.humans()) != 1 or not session.match.actions:
            return ""
        key = (len(session.log), seat)
        if self._since[0] != key:
            lines = session.since_last_turn(seat, limit=4)
            self._since = (key, t("game.since_yours", what=" · ".join(lines)) if lines else "")
        return self._since[1]


class PlayersPanel:
    """The seats, the one to move ringed, the viewer's name in bold ("you"). In a network
    game each seat also says how it is played now (a person connected, away, a bot, a bot
    standing in for an away person): a mark of its own shape and a word under the name when
    the row has room for two lines, else the mark after the name; the whole sentence is the
    row's tip. A reaction sent in the last seconds shows beside the name."""

    RECT = pygame.Rect(SIDE_X, 60, 1280 - SIDE_X - 8, 304)

    def __init__(self, scene) -> None:
        self.scene = scene
        session = scene.session
        self.networked = bool(getattr(session, "networked", False)) and callable(getattr(session, "presence", None))
        self.tips: list[PresenceTip] = []
        self.controls: list[SeatButton] = []
        self.menu: SeatMenu | None = None
        if self.networked:  # the rows' tips and controls, through the frame's focus group (hover, clicks)
            self.tips = [PresenceTip(self, seat) for seat in range(len(session.plans))]
            scene.chrome.add(*self.tips)
            if callable(getattr(session, "hand_seat", None)):
                self.controls = [SeatButton(self, seat) for seat in range(len(session.plans))]
                self.menu = SeatMenu(self)
                scene.chrome.add(*self.controls, self.menu)  # the menu last: on top of everything

    def control_room(self, seat: int) -> int:
        """The width the seat's control takes at the right of its row (0: none there)."""
        control = self.controls[seat] if seat < len(self.controls) else None
        if control is None or not control.place():
            return 0
        rows = self.rows()
        return 0 if control.mode() == "sit" and self.row_lines(rows[seat]) else control.rect.w + 6

    def rows(self) -> list[pygame.Rect]:
        """Each seat's row (a network game's rows grow to hold the presence word)."""
        panel = pygame.Rect(self.RECT)
        n = max(1, self.scene.session.players)
        row_h = min(46, (panel.h - 12) // n)
        if self.networked:
            row_h = min(max(46, self._two_lines() + 8), (panel.h - 12) // n)
        return [pygame.Rect(panel.x + 6, panel.y + 6 + i * row_h, panel.w - 12, row_h - 4) for i in range(n)]

    def _two_lines(self) -> int:
        assets = self.scene.assets
        return assets.line_height("body", "bold") + assets.line_height("small")

    def presence(self, seat: int) -> str:
        """How ``seat`` is played now; this screen's own seats say so from their connection
        ("reconnecting" while it is down)."""
        session = self.scene.session
        link = (getattr(session, "links", None) or {}).get(seat)
        if link is not None and getattr(link.connection, "state", "open") != "open":
            return "reconnecting"
        return session.presence(seat)

    def words(self, seat: int) -> tuple[str, str]:
        """(the word, the sentence of the tip) for ``seat``'s presence."""
        presence = self.presence(seat)
        name = self.scene.session.plans[seat].name
        return t(f"net.presence.{presence}"), t(f"net.presence.{presence}_tip", name=name)

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        theme, assets = scene.theme, scene.assets
        panel = pygame.Rect(self.RECT)
        draw.box(surface, panel, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        viewer = scene.viewer()
        to_move, over, _ = scene.clock()
        for (i, plan), row in zip(enumerate(scene.session.plans), self.rows()):
            if i == to_move and not over:
                draw.box(surface, row, theme.colour("secondary"), 8, theme.colour("accent"), 2)
            draw_marker(surface, Marker(seat=plan.colour), (row.x + 18, row.centery), 12, theme)
            who = t("game.you", name=plan.name) if i == viewer and not scene.read_only else plan.name  # a replay: the view button names whose eyes
            status = scene.table.seat_status(i, viewer)
            status_w = 0
            lines = self.row_lines(row) if self.networked else None  # a network row of two lines: the status on the name's
            control_w = self.control_room(i) if self.networked else 0
            if status:  # the status is measured first (it may shrink to 45% of the row); the name takes the rest
                img = assets.fit_text(status, row.w * 45 // 100, "body", theme.colour("accent"), "bold")
                at = (row.right - 8 - control_w, lines[1]) if lines else (row.right - 8 - control_w, row.centery)
                status_w = surface.blit(img, img.get_rect(midright=at)).w + 10
            if self.networked:
                self._draw_network_row(surface, i, row, who, status_w, control_w, i == viewer)
                if self.controls and self.controls[i].visible:
                    self.controls[i].draw(surface)
                continue
            bot_w = 28 if plan.kind != HUMAN else 0
            name = assets.fit_text(who, row.w - 36 - 8 - status_w - bot_w, "body", theme.colour("text"),
                                   "bold" if i == viewer else "regular")
            name_rect = surface.blit(name, name.get_rect(midleft=(row.x + 36, row.centery)))
            if plan.kind != HUMAN:  # a bot: the automaton icon right after the name
                icon = assets.image_scaled("common/icon_bot.png", (20, 20))
                if icon is not None:
                    surface.blit(icon, icon.get_rect(midleft=(name_rect.right + 8, row.centery)))
        if self.menu is not None:  # left of the panel, over the table: nothing drawn later covers it
            self.menu.draw(surface)

    def row_lines(self, row: pygame.Rect) -> tuple[int, int, int, int] | None:
        """A network row's two lines: (top, the name line's middle, the second line's top and
        middle); None when the row holds one line."""
        if row.h < self._two_lines() + 2:
            return None
        assets = self.scene.assets
        top = row.centery - self._two_lines() // 2
        second = top + assets.line_height("body", "bold")
        return top, second - assets.line_height("body", "bold") // 2, second, second + assets.line_height("small") // 2

    def mark_size(self, row: pygame.Rect) -> int:
        return max(22, self.scene.assets.line_height("small") + 4) if self.row_lines(row) else 24

    def _draw_network_row(self, surface: pygame.Surface, seat: int, row: pygame.Rect, who: str, status_w: int,
                          control_w: int, mine: bool) -> None:
        """A network game's row: the name (and the status), then how the seat is played under
        them when two lines fit the row (else its mark after the name), and a reaction just
        sent. The seat's control takes the right of the row; "Sit here" takes the second
        line's word (the button says it)."""
        theme, assets = self.scene.theme, self.scene.assets
        presence = self.presence(seat)
        word, _ = self.words(seat)
        chat = getattr(self.scene.side, "chat", None)
        reaction = chat.reaction_of(seat) if chat is not None else None
        room = row.w - 36 - 8 - status_w - control_w
        lines = self.row_lines(row)
        two = lines is not None
        mark_size = self.mark_size(row)
        mark = presence_mark("stand_in" if presence == "open" else presence, mark_size, theme)
        bubble_w = 30 if reaction else 0
        name_room = room - bubble_w - (0 if two else mark_size + 8)
        name = assets.fit_text(who, max(8, name_room), "body", theme.colour("text"), "bold" if mine else "regular")
        if lines is not None:
            top, _, _, line_y = lines
            name_rect = surface.blit(name, (row.x + 36, top))
            surface.blit(mark, mark.get_rect(midleft=(row.x + 36, line_y)))
            colour = theme.colour("warning") if presence in ("away", "reconnecting", "stand_in", "open") else theme.colour("text_muted")
            sitting = bool(self.controls) and self.controls[seat].visible and self.controls[seat].mode() == "sit"
            if not sitting:
                text = assets.fit_text(word, max(8, row.w - 36 - 8 - control_w - mark_size - 6), "small", colour)
                surface.blit(text, text.get_rect(midleft=(row.x + 36 + mark_size + 6, line_y)))
        else:
            name_rect = surface.blit(name, name.get_rect(midleft=(row.x + 36, row.centery)))
            surface.blit(mark, mark.get_rect(midleft=(name_rect.right + 8, row.centery)))
        if reaction:
            x = name_rect.right + (8 if two else mark_size + 16)
            bubble = pygame.Rect(x, 0, 26, 24)
            bubble.centery = name_rect.centery
            draw.box(surface, bubble, theme.colour("secondary"), 8, theme.colour("accent"), 1)
            icon = glyph(reaction, 18, theme.colour("text"))
            surface.blit(icon, icon.get_rect(center=bubble.center))


class PresenceTip(Widget):
    """A network game's seat row under the pointer: how the seat is played, in a sentence.
    Draws nothing (the panel draws the row); lets clicks through."""

    def __init__(self, panel: PlayersPanel, seat: int) -> None:
        super().__init__((0, 0, 0, 0), name=f"presence_{seat}")
        self.panel = panel
        self.seat = seat

    @property
    def wants_pointer(self) -> bool:
        return False

    def hit(self, pos: tuple[int, int]) -> bool:
        rows = self.panel.rows()
        return self.seat < len(rows) and rows[self.seat].collidepoint(pos)

    def tooltip_text(self) -> str:
        return self.panel.words(self.seat)[1]

    def frame_key(self) -> object:
        return self.panel.presence(self.seat)


class SeatButton(Button):
    """A seat row's own control in a network game: on the host's screen, for a seat that is
    not at this screen, the button that opens its :class:`SeatMenu`; on a screen that
    watches, "Sit here" on an open seat. Shown only when it applies (:meth:`place`)."""

    def __init__(self, panel: PlayersPanel, seat: int) -> None:
        super().__init__((0, 0, 0, 0), "", style="secondary", size="small", name=f"seat_control_{seat}",
                         on_click=lambda action: self.clicked_now())
        self.panel = panel
        self.seat = seat
        self.visible = False

    def mode(self) -> str | None:
        """"host" (hand the seat over), "sit" (take it) or None (no control on this row)."""
        session = self.panel.scene.session
        if self.seat >= len(session.plans) or session.is_over() or self.panel.scene.read_only:
            return None
        if session.is_host and self.seat not in session.links:
            return "host"
        if session.watching and session.seat_open(self.seat):
            return "sit"
        return None

    def place(self) -> bool:
        """Set the control's look and rect for its row now; False (hidden) when it does not apply."""
        mode = self.mode()
        rows = self.panel.rows()
        if mode is None or self.seat >= len(rows):
            self.visible = False
            return False
        row = rows[self.seat]
        lines = self.panel.row_lines(row)
        h = max(22, min(32 if lines else 28, row.h - 6))  # a row of one line: a smaller square
        self.tooltip = t("net.seat.manage_tip" if mode == "host" else "net.seat.sit_tip")
        self.style = "secondary" if mode == "host" else "primary"
        if mode == "sit" and lines is not None:  # "Sit here" on the second line, in place of the seat's word
            self.text, self.icon = t("net.lobby.sit"), None
            _, _, second, middle = lines
            h = max(20, min(30, row.bottom + 2 - second))
            x = row.x + 36 + self.panel.mark_size(row) + 6
            w = self.assets.text_width(self.text, "small", "bold") + 2 * self.theme.space("m") + 4
            self.rect = pygame.Rect(x, middle - h // 2, min(w, row.right - 4 - x), h)
        else:  # the host's seat menu, or (a row of one line) a person's icon to sit: a square at the right
            self.text, self.icon = "", "common/icon_settings.png" if mode == "host" else "common/icon_human.png"
            self.rect = pygame.Rect(row.right - 4 - h, row.centery - h // 2, h, h)
        self.visible = True
        return True

    def _icon_surface(self, box: int) -> pygame.Surface | None:
        return super()._icon_surface(max(box, self.rect.h - 8))  # the square's icon as large as it holds

    def update(self, dt: float) -> None:
        self.place()
        super().update(dt)

    def frame_key(self) -> object:
        return (self.visible, self.text, tuple(self.rect), super().frame_key())

    def clicked_now(self) -> None:
        mode = self.mode()
        if mode == "host" and self.panel.menu is not None:
            self.panel.menu.open_for(self.seat)
        elif mode == "sit":
            self.panel.scene.session.sit(self.seat)


class SeatMenu(Widget):
    """The host's choices for one seat, over the table left of the players panel: "Let a bot
    play this seat", "Open this seat for someone waiting" (what the seat is not already),
    Cancel. While it is open a click anywhere else only closes it."""

    WIDTH = 380

    def __init__(self, panel: PlayersPanel) -> None:
        super().__init__((0, 0, 0, 0), name="seat_menu")
        self.panel = panel
        self.seat: int | None = None
        self.items: list[Button] = []
        self.title = ""
        self.visible = False

    def open_for(self, seat: int) -> None:
        session = self.panel.scene.session
        presence = session.presence(seat)
        theme, assets = self.theme, self.assets
        choices = ([("bot", t("net.seat.to_bot"))] if presence != "bot" else []) \
            + ([("open", t("net.seat.to_open"))] if presence != "open" else []) + [("cancel", t("ui.cancel"))]
        pad = theme.space("m")
        self.title = t("net.seat.menu_title", name=session.plans[seat].name)
        widest = max(assets.text_width(text, "small", "bold") for _, text in choices)
        width = max(self.WIDTH, min(SIDE_X - 24, widest + 4 * pad + 8))
        item_h = max(36, assets.line_height("small", "bold") + 14)
        title_h = assets.line_height("small") + pad
        height = pad + title_h + len(choices) * (item_h + 6) + pad - 6
        row = self.panel.rows()[seat]
        top = min(max(60, row.y), 712 - height)
        self.rect = pygame.Rect(SIDE_X - 8 - width, top, width, height)
        y = top + pad + title_h
        self.items = []
        for what, text in choices:
            self.items.append(Button((self.rect.x + pad, y, width - 2 * pad, item_h), text, action=what,
                                     style="secondary" if what == "cancel" else "primary", size="small",
                                     name=f"seat_menu_{what}"))
            y += item_h + 6
        self.seat = seat
        self.visible = True

    def close(self) -> None:
        self.seat, self.items, self.visible = None, [], False

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible  # open: every click is the menu's (outside it: it closes)

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        for item in self.items:
            action = item.handle(event)
            if action is not None:
                self.choose(str(action.value))
                return UIAction(self, "click", action.value)
        if is_left_down(event) or event.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(event.pos):
                self.close()
            return UIAction(self, "dismiss")
        return None

    def choose(self, what: str) -> None:
        seat, session = self.seat, self.panel.scene.session
        self.close()
        if seat is not None and what in ("bot", "open"):
            session.hand_seat(seat, what)

    def update(self, dt: float) -> None:
        scene = self.panel.scene
        if self.visible and (self.seat is None or scene.app.stack.top is not scene
                             or self.panel.controls[self.seat].mode() != "host"):
            self.close()  # the seat came to this screen, the game ended, or the menu went under another screen
        for item in self.items:
            item.update(dt)

    def frame_key(self) -> object:
        return (self.seat, tuple(item.frame_key() for item in self.items))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        theme, assets = self.theme, self.assets
        probe.layer()  # drawn over the table beneath
        draw.shadow(surface, self.rect, 12, (0, 6), 150, 8)
        draw.box(surface, self.rect, theme.colour("panel_dark"), 12, theme.colour("accent"), 2)
        pad = theme.space("m")
        title = assets.fit_text(self.title, self.rect.w - 2 * pad, "small", theme.colour("text_muted"), "regular")
        surface.blit(title, (self.rect.x + pad, self.rect.y + pad))
        for item in self.items:
            item.draw(surface)
