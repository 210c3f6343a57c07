"""The game frame's top bar and players panel: :class:`TopBar`, :class:`PlayersPanel`.

The top bar names the game and says whose turn it is as the table shows it (the turn
clock), what the hint or the selected move is, and, for one person against bots, what the
others did since their last move; the table's own status shares it. The players panel
lists the seats with their colour and shape, a bot's icon, and the table's score line; in a
network game, how each seat is played now (connected, away, a bot, a bot standing in).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import has, t
from ghostparlor.scenes.table_base import SIDE_X
from ghostparlor.scenes.game_glyphs import glyph, presence_mark
from ghostparlor.session import HUMAN
from ghostparlor.ui import draw, get_assets, get_theme
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.widget import Widget

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
        if self.networked:  # the rows' tips, through the frame's focus group (hover)
            self.tips = [PresenceTip(self, seat) for seat in range(len(session.plans))]
            scene.chrome.add(*self.tips)

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
            if status:  # the status is measured first (it may shrink to 45% of the row); the name takes the rest
                img = assets.fit_text(status, row.w * 45 // 100, "body", theme.colour("accent"), "bold")
                status_w = surface.blit(img, img.get_rect(midright=(row.right - 8, row.centery))).w + 10
            if self.networked:
                self._draw_network_row(surface, i, row, who, status_w, i == viewer)
                continue
            bot_w = 28 if plan.kind != HUMAN else 0
            name = assets.fit_text(who, row.w - 36 - 8 - status_w - bot_w, "body", theme.colour("text"),
                                   "bold" if i == viewer else "regular")
            name_rect = surface.blit(name, name.get_rect(midleft=(row.x + 36, row.centery)))
            if plan.kind != HUMAN:  # a bot: the automaton icon right after the name
                icon = assets.image_scaled("common/icon_bot.png", (20, 20))
                if icon is not None:
                    surface.blit(icon, icon.get_rect(midleft=(name_rect.right + 8, row.centery)))

    def _draw_network_row(self, surface: pygame.Surface, seat: int, row: pygame.Rect, who: str, status_w: int,
                          mine: bool) -> None:
        """A network game's row: the name, then how the seat is played (under the name when two
        lines fit the row, else its mark after the name) and a reaction just sent."""
        theme, assets = self.scene.theme, self.scene.assets
        presence = self.presence(seat)
        word, _ = self.words(seat)
        chat = getattr(self.scene.side, "chat", None)
        reaction = chat.reaction_of(seat) if chat is not None else None
        room = row.w - 36 - 8 - status_w
        two = row.h >= self._two_lines() + 2
        mark_size = max(22, assets.line_height("small") + 4) if two else 24
        mark = presence_mark(presence, mark_size, theme)
        bubble_w = 30 if reaction else 0
        name_room = room - bubble_w - (0 if two else mark_size + 8)
        name = assets.fit_text(who, max(8, name_room), "body", theme.colour("text"), "bold" if mine else "regular")
        if two:
            top = row.centery - self._two_lines() // 2
            name_rect = surface.blit(name, (row.x + 36, top))
            line_y = top + assets.line_height("body", "bold") + assets.line_height("small") // 2
            surface.blit(mark, mark.get_rect(midleft=(row.x + 36, line_y)))
            colour = theme.colour("warning") if presence in ("away", "reconnecting", "stand_in") else theme.colour("text_muted")
            text = assets.fit_text(word, max(8, room - mark_size - 6), "small", colour)
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
