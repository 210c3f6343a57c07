"""A network table before its game: the join code big enough to read out, the addresses to
type, who sits where and whether they are connected; Start (the host: bots take the seats
left open) and Leave.

A person who joined from another computer watches until they take a free seat ("Sit
here", before the start or when the host opens one during the game) or, once the game has
started, watches it ("Watch the game": the game frame on the public view). Before the start
the host may set a seat that is not at this screen to a bot, or a bot's seat back to open.
Everything shown comes from the host's lobby message (names drawn safely). Once the game has
started for every seat of this screen the game frame takes over
(``game.start_remote_game``). Leaving closes this screen's connections; the host's leaving
also stops the server (the table stays in its store, to reopen).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games import REGISTRY
from ghostparlor.net.messages import NAME_CHARS, safe_text
from ghostparlor.scenes.net_common import spaced_code
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, UIAction, draw_marker
from ghostparlor.ui.tokens import Marker

LEFT = pygame.Rect(36, 104, 520, 530)
RIGHT = pygame.Rect(572, 104, 672, 530)
MAX_ROWS = 8
ROWS_Y = 160
NAME_X, NAME_W = RIGHT.x + 64, 236
STATE_X = NAME_X + NAME_W + 12
SIT_W = 150


class LobbyScene(WidgetScene):
    name = "net_lobby"

    def __init__(self, app, seating, addresses: list[str]) -> None:
        super().__init__(app)
        self.session = seating  # App.home closes its connections (the Seating is "networked")
        self.addresses = [safe_text(a.removeprefix("ws://"), 80) for a in addresses][:3]
        theme = self.theme
        muted = theme.colour("text_muted")
        self.title = self.label((40, 8, 1200, 46), "", size="large", weight="title", colour=theme.colour("accent"),
                                align="center", valign="middle", wrap=False)
        self.intro = self.label((40, 54, 1200, 44), "", size="body", colour=theme.colour("text"), align="center",
                                valign="middle")
        self.decor.append(Panel(LEFT, t("net.lobby.code"), style="dark"))
        self.decor.append(Panel(RIGHT, t("net.lobby.seats"), style="dark"))
        x, w = LEFT.x + 24, LEFT.w - 48
        self.code_label = self.label((x, 156, w, 110), spaced_code(seating.code or ""), size=84, weight="bold",
                                     colour=theme.colour("accent"), align="center", valign="middle", wrap=False)
        self.label((x + 6, 284, w, 28), t("net.lobby.addresses" if seating.hosted else "net.lobby.address"), size="small",
                   colour=muted)
        self.address_labels = [self.label((x + 6, 314 + i * 40, w - 12, 38), address, size="large", weight="bold",
                                          colour=theme.colour("text"), wrap=False)
                               for i, address in enumerate(self.addresses)]
        self.how = self.label((x + 6, 440, w - 12, 180), "", size="small", colour=muted)
        self.sit_buttons: list[Button] = []
        self.hand_buttons: list[Button] = []  # the host's: a seat to a bot, or back to open
        self.leave_button = Button((36, 652, 200, 52), t("net.lobby.leave"), style="secondary", name="leave")
        self.start_button = Button((964, 652, 280, 52), t("net.lobby.start"), name="start")
        self.watch_button = Button((964, 652, 280, 52), t("net.lobby.watch"), name="watch", tooltip=t("net.lobby.watch_tip"))
        self.status = self.label((252, 652, 696, 52), "", size="small", colour=muted, align="center", valign="middle")
        self.add(self.leave_button, self.start_button, self.watch_button)
        self.rows = 0
        self._shown: Any = None
        self._starting = False
        self.refresh()

    # --- what the host said, shown ----------------------------------------------------------------
    @property
    def seating(self):
        return self.session

    def seats(self) -> list[dict[str, Any]]:
        seats = (self.seating.lobby or {}).get("seats")
        return [s if isinstance(s, dict) else {} for s in seats][:MAX_ROWS] if isinstance(seats, list) else []

    def row_h(self) -> int:
        return 60 if self.rows <= 6 else 52

    def _make_rows(self, count: int) -> None:
        for button in self.sit_buttons + self.hand_buttons:
            self.focus.remove(button)
        self.rows = count
        self.sit_buttons, self.hand_buttons = [], []
        for i in range(count):
            y = ROWS_Y + i * self.row_h()
            button = Button((RIGHT.right - 24 - SIT_W, y, SIT_W, 46), t("net.lobby.sit"), style="primary", size="small",
                            name=f"sit{i}")
            hand = Button((RIGHT.right - 24 - SIT_W, y, SIT_W, 46), "", style="secondary", size="small", name=f"hand{i}")
            self.sit_buttons.append(button)
            self.hand_buttons.append(hand)
            self.add(button, hand)

    def row_button(self, i: int) -> Button | None:
        """The button shown in row ``i`` (Sit here, or the host's), if any."""
        for buttons in (self.sit_buttons, self.hand_buttons):
            if i < len(buttons) and buttons[i].visible:
                return buttons[i]
        return None

    def seat_state(self, i: int, seat: dict[str, Any]) -> str:
        kind = str(seat.get("kind", ""))
        if i in self.seating.local_seats():
            return t("net.lobby.here")
        if kind.startswith("bot:"):
            level = kind[4:]
            return t("net.seat.bot", level=t(f"setup.level_{level}") if level in ("random", "easy", "normal", "hard") else safe_text(level, 12))
        if not seat.get("taken"):
            return t("net.lobby.open")
        if seat.get("stand_in"):
            return t("net.lobby.stand_in")
        return t("net.lobby.connected") if seat.get("connected") else t("net.lobby.away")

    def refresh(self) -> None:
        """Everything drawn from the lobby and this screen's state, when either changed."""
        seating = self.seating
        lobby = seating.lobby or {}
        seats = self.seats()
        key = (repr(lobby), seating.phase, tuple(sorted(seating.local_seats())), seating.connected(), seating.problem,
               seating.notice, self._starting)
        if key == self._shown:
            return
        self._shown = key
        if len(seats) != self.rows:
            self._make_rows(len(seats))
        game = str(lobby.get("game", seating.game))
        name = t(f"{game}.name") if game in REGISTRY else safe_text(game, 30)
        self.title.set_text(t("net.lobby.title", game=name, n=len(seats)))
        self.code_label.set_text(spaced_code(seating.code or ""))
        watching = not seating.local_seats()
        started = bool(lobby.get("started"))
        over = bool(lobby.get("over"))
        if seating.hosted:
            self.intro.set_text(t("net.lobby.intro_host"))
            self.how.set_text(t("net.lobby.how_host"))
        else:
            self.intro.set_text(t("net.lobby.intro_started" if watching and started else
                                  "net.lobby.intro_watch" if watching else "net.lobby.intro_seated"))
            self.how.set_text(t("net.lobby.how_join"))
        host = seating.hosted and bool(seating.host_token)
        for i, (button, hand) in enumerate(zip(self.sit_buttons, self.hand_buttons)):
            kind = str(seats[i].get("kind", "")) if i < len(seats) else ""
            free = i < len(seats) and not seats[i].get("taken") and kind == "human"
            button.visible = button.enabled = watching and free and not over and seating.phase == "lobby"
            handy = host and not started and seating.phase == "lobby" and i not in seating.local_seats() \
                and (free or kind.startswith("bot:"))
            hand.visible = hand.enabled = handy
            if handy:
                hand.text = t("net.lobby.to_bot" if free else "net.lobby.to_open")
                hand.tooltip = t("net.lobby.to_bot_tip" if free else "net.lobby.to_open_tip")
        self.start_button.visible = host
        self.start_button.enabled = host and seating.phase == "lobby" and not started and not self._starting
        self.watch_button.visible = watching and started and not over and not host
        self.watch_button.enabled = self.watch_button.visible and seating.phase == "lobby" and seating.links[0].started
        self.status.set_text(*self._status(watching, started))
        focused = self.focus.focused
        if focused is None or not focused.visible:
            shown = [b for b in self.sit_buttons if b.visible] \
                + [b for b in (self.start_button, self.watch_button, self.leave_button) if b.visible]
            self.focus.focus(shown[0], visible=True)
        self.dirty = True

    def _status(self, watching: bool, started: bool) -> tuple[str, Any]:
        seating, theme = self.seating, self.theme
        if seating.problem:
            return seating.problem, theme.colour("warning")
        if not seating.connected():
            return t("net.reconnecting"), theme.colour("warning")
        if seating.notice:
            return seating.notice, theme.colour("warning")
        if started and watching:
            free = any(b.visible for b in self.sit_buttons)
            return t("net.lobby.started_free" if free else "net.lobby.started_watch"), theme.colour("text_muted")
        if self._starting or started:
            return t("net.lobby.starting"), theme.colour("text_muted")
        if seating.hosted:
            return t("net.lobby.wait_host"), theme.colour("text_muted")
        return t("net.lobby.pick" if watching else "net.lobby.wait_start"), theme.colour("text_muted")

    # --- time and input -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        seating = self.seating
        if seating.update():
            self.dirty = True
        if seating.phase == "started" and self.app.stack.top is self:
            from ghostparlor.scenes.game import start_remote_game

            self.session = None  # the game's session owns the connections now
            start_remote_game(self.app, seating.remote_session())
            return
        self.refresh()

    def leave_table(self) -> None:
        self.seating.close()
        if self.seating.hosted:
            self.app.stop_hosting()
        self.app.pop()

    def on_back(self) -> None:
        others = [s for i, s in enumerate(self.seats()) if s.get("connected") and str(s.get("kind")) == "human"
                  and i not in self.seating.local_seats()]
        if self.seating.hosted and others and self.seating.phase == "lobby":
            from ghostparlor.scenes.dialogs import ConfirmScene

            self.app.push(ConfirmScene(self.app, t("net.lobby.close_title"), t("net.lobby.close_ask"), self.leave_table,
                                       yes=t("net.lobby.close_yes"), no=t("net.lobby.close_no")))
            return
        self.leave_table()

    def on_action(self, action: UIAction) -> None:
        source = action.source
        if source is self.leave_button:
            self.on_back()
        elif source is self.start_button:
            self._starting = True
            self.seating.start()
            self.refresh()
        elif source is self.watch_button:
            self.watch()
        elif source in self.sit_buttons:
            self.seating.sit(self.sit_buttons.index(source))
            self.refresh()
        elif source in self.hand_buttons:
            i = self.hand_buttons.index(source)
            seats = self.seats()
            free = i < len(seats) and not seats[i].get("taken")
            self.seating.hand_seat(i, "bot" if free else "open")
            self.refresh()

    def watch(self) -> None:
        """The game started without a seat here: the game frame shows it as everyone sees it."""
        seating = self.seating
        if seating is None or seating.phase != "lobby" or seating.local_seats() or not seating.links[0].started:
            return
        from ghostparlor.scenes.game import start_remote_game

        self.session = None  # the game's session owns the connection now
        start_remote_game(self.app, seating.remote_session())
        self.app.notify(t("net.watching_now"), "info", hold=3.0)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        from ghostparlor.ui.text import draw_lines

        theme = self.theme
        local = self.seating.local_seats()
        h = self.row_h()
        floor = max(10, theme.font_size("small") * 3 // 4)
        for i, seat in enumerate(self.seats()):
            y = ROWS_Y + i * h
            if i in local:
                pygame.draw.rect(surface, theme.colour("secondary"), (RIGHT.x + 12, y - 4, RIGHT.w - 24, 54),
                                 border_radius=theme.corner("small"))
            draw_marker(surface, Marker(seat=i, number=i + 1), (RIGHT.x + 36, y + 23), 17, theme)
            name = safe_text(str(seat.get("name") or ""), NAME_CHARS) or "—"
            filled = seat.get("taken") or str(seat.get("kind", "")).startswith("bot:")
            draw_lines(surface, name, pygame.Rect(NAME_X, y, NAME_W, 46), size="body", weight="bold", align="left",
                       valign="middle", colour=theme.colour("text" if filled else "text_muted"), min_size=floor, max_lines=2)
            button = self.row_button(i)
            right = button.rect.x - 12 if button is not None else RIGHT.right - 24
            sitting = button is not None and button in self.sit_buttons
            words = t("net.lobby.free") if sitting else self.seat_state(i, seat)
            colour = theme.colour("success") if seat.get("connected") or i in local else theme.colour("text_muted")
            draw_lines(surface, words, pygame.Rect(STATE_X, y, right - STATE_X, 46), size="small", align="left",
                       valign="middle", colour=colour, min_size=floor, max_lines=2)


class _Still:
    """A connection that never speaks (the check-layout states: no socket is opened)."""

    state = "open"
    problem = None
    reconnects = 0

    def rejoin_with(self, *first: dict[str, Any]) -> None:
        pass

    def send(self, message: dict[str, Any]) -> None:
        pass

    def poll(self) -> list[dict[str, Any]]:
        return []

    def close(self) -> None:
        pass


def sample_seating(hosted: bool, players: int = 6, seated: bool = True, started: bool = False):
    """A table's lobby made in memory (check-layout, screenshots): a host of ``players``
    seats of every kind, or a person who joined (watching, or seated); ``started``: the game
    is on (a seat the host opened is free)."""
    from ghostparlor.scenes.net_seating import Seating

    kinds = [("human", "Wilhelmina", True, True, False), ("human", "Konstantin", True, True, False),
             ("human", "Bartholomew", True, False, False), ("human", "", False, False, False),
             ("bot:easy", "Drusilla", True, True, False), ("human", "Ekaterina", True, False, True),
             ("bot:normal", "Fenwick", True, True, False), ("human", "", False, False, False)][:players]
    seats = [{"kind": k, "name": n, "taken": taken, "connected": on, "away": k == "human" and taken and not on,
              "stand_in": stand} for k, n, taken, on, stand in kinds]
    seating = Seating("ws://192.168.1.20:8765", "Wilhelmina", hosted=hosted, code="HT4K9M", connect=lambda url: _Still())
    link = seating.links[0]
    link.lobby = {"t": "lobby", "code": "HT4K9M", "game": "ghostbumpers", "players": players, "options": {},
                  "away_seconds": 60, "seats": seats, "started": started, "over": False, "you": 0 if (hosted or seated) else None}
    if started:
        link.now = {"view": None, "public": None, "to_move": 0, "legal": [], "played": 12, "result": None, "details": []}
    seating.game = "ghostbumpers"
    seating.phase = "lobby"
    if hosted:
        link.seat, link.token, link.host_token = 0, "t" * 32, "h" * 32
    elif seated:
        link.seat, link.token = 1, "t" * 32
    return seating


def layout_states() -> list[tuple[str, str, Callable[[Any], Any]]]:
    addresses = ["ws://192.168.178.120:8765", "ws://10.20.30.40:8765"]
    return [
        ("net_lobby", "the host, 6 seats", lambda app: LobbyScene(app, sample_seating(True), addresses)),
        ("net_lobby", "the host, 2 seats", lambda app: LobbyScene(app, sample_seating(True, 2), addresses[:1])),
        ("net_lobby", "joined, watching", lambda app: LobbyScene(app, sample_seating(False, 5, seated=False),
                                                              ["ws://192.168.1.20:8765"])),
        ("net_lobby", "joined, seated", lambda app: LobbyScene(app, sample_seating(False, 4), ["ws://192.168.1.20:8765"])),
        ("net_lobby", "joined, the game started", lambda app: LobbyScene(app, sample_seating(False, 6, seated=False, started=True),
                                                                      ["ws://192.168.1.20:8765"])),
    ]
