"""Host a table: the game, the number of players, who plays each seat, how long the table
waits for a person who dropped; then "Open the table".

A seat is *at this screen* (a person here: hot seat, mixed with the others), *open*
(someone joins it from another computer) or a bot. Opening starts the server beside the
window (``net_common.Hosting``: every network of this computer, port 8765 or the next free
one, the tables kept in the user data folder's ``tables.sqlite``), creates the table and
seats the people here; the lobby (``net_lobby.py``) then shows the code to read out. The
unfinished tables of that store are offered again ("Reopen table HT4K9M"): the server
reopens them and the seats of this screen are taken back with their keys.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ghostparlor.core.strings import Said, t
from ghostparlor.games import REGISTRY, load_game
from ghostparlor.net import seats_file
from ghostparlor.net.messages import NAME_CHARS, safe_text
from ghostparlor.scenes.net_common import AWAY_CHOICES, Hosting, spaced_code, unfinished_tables
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Choice, Panel, TextInput, UIAction, draw_marker
from ghostparlor.ui.tokens import Marker

SEAT_KINDS = ("here", "open", "bot:random", "bot:easy", "bot:normal")
MAX_SEATS = 6
ROW_Y, ROW_H = 200, 60
KIND_X, KIND_W = 636, 340
NAME_X, NAME_W = 990, 232
MAX_REOPEN = 2
LEFT = pygame.Rect(36, 104, 520, 530)
RIGHT = pygame.Rect(572, 104, 672, 530)


def seat_words(kind: str) -> str:
    if kind.startswith("bot:"):
        return t("net.seat.bot", level=t(f"setup.level_{kind[4:]}"))
    return t(f"net.seat.{kind}")


def away_words(seconds: int) -> str:
    return t("net.host.away_minutes", n=seconds // 60) if seconds % 60 == 0 else t("net.host.away_seconds", n=seconds)


class HostScene(WidgetScene):
    name = "net_host"

    def __init__(self, app, game_id: str | None = None, kept: seats_file.Kept | None = None,
                 unfinished: list | None = None) -> None:
        """``kept`` and ``unfinished``: the seats file and the store's unfinished tables (read
        here when not given; check-layout gives them)."""
        super().__init__(app)
        theme = self.theme
        notice = None
        if kept is None:
            kept, notice = seats_file.load()
        self.kept = kept
        self.games = [gid for gid, entry in REGISTRY.items() if entry.implemented]
        game_id = game_id if game_id in self.games else self.games[0]
        self.label((40, 8, 1200, 90), t("net.host.intro"), size="body", colour=theme.colour("text"), align="center",
                   valign="middle")
        self.decor.append(Panel(LEFT, t("net.host.table"), style="dark"))
        self.decor.append(Panel(RIGHT, t("net.host.seats"), style="dark"))
        muted = theme.colour("text_muted")
        x, w = LEFT.x + 24, LEFT.w - 48
        self.label((x + 6, 148, w, 30), t("net.host.game"), size="small", colour=muted, valign="bottom")
        self.game_choice = Choice((x, 180, w, 46), [(g, t(f"{g}.name")) for g in self.games],
                                  index=self.games.index(game_id), name="game")
        self.label((x + 6, 234, w, 30), t("setup.players"), size="small", colour=muted, valign="bottom")
        self.count_choice = Choice((x, 266, w, 46), [], name="players")
        half = (w - 12) // 2
        self.label((x + 6, 320, half, 30), t("net.host.away"), size="small", colour=muted, valign="bottom")
        self.away_choice = Choice((x, 352, half, 46), [(s, away_words(s)) for s in AWAY_CHOICES], index=1, name="away",
                                  wrap=False, tooltip=t("net.host.away_tip"))
        self.label((x + half + 18, 320, half, 30), t("net.host.where"), size="small", colour=muted, valign="bottom")
        self.where_choice = Choice((x + half + 12, 352, half, 46), [("here", t("net.host.where_here")),
                                                                   ("server", t("net.host.where_server"))],
                                   name="where", tooltip=t("net.host.where_tip"))
        self.options_button = Button((x, 410, half, 44), t("net.host.options"), style="secondary", size="small",
                                     icon="common/icon_settings.png", name="options")
        self.server_field = TextInput((x + half + 12, 410, half, 44), "", max_length=200, name="server",
                                      placeholder=t("net.host.server_placeholder"))
        self.server_field.visible = self.server_field.enabled = False  # only for a table on a server
        self.options: dict[str, Any] = {}  # the game's options chosen (net_options.py); defaults until then
        self.add(self.game_choice, self.count_choice, self.away_choice, self.where_choice, self.options_button,
                 self.server_field)
        self.label((KIND_X + 6, ROW_Y - 34, KIND_W, 30), t("net.host.who"), size="small", colour=muted, valign="bottom")
        self.label((NAME_X + 6, ROW_Y - 34, NAME_W, 30), t("setup.name"), size="small", colour=muted, valign="bottom")
        name = kept.name or t("setup.default_name", n=1)
        self.kinds: list[Choice] = []
        self.names: list[TextInput] = []
        for i in range(MAX_SEATS):
            y = ROW_Y + i * ROW_H
            kind = Choice((KIND_X, y, KIND_W, 46), [(k, seat_words(k)) for k in SEAT_KINDS], name=f"seat{i}",
                          index=0 if i == 0 else SEAT_KINDS.index("open"))
            field = TextInput((NAME_X, y, NAME_W, 46), name if i == 0 else t("setup.default_name", n=i + 1),
                              max_length=NAME_CHARS, name=f"name{i}")
            self.kinds.append(kind)
            self.names.append(field)
            self.add(kind, field)
        self.reopen_buttons: list[tuple[Button, seats_file.KeptTable]] = []
        self._reopen_offers(kept, unfinished)
        self.back_button = Button((36, 652, 200, 52), t("setup.back"), style="secondary", name="back")
        self.open_button = Button((964, 652, 280, 52), t("net.host.open"), name="open")
        self.status = self.label((252, 652, 696, 52), t("net.host.hint"), size="small", colour=muted, align="center",
                                 valign="middle")
        self.add(self.back_button, self.open_button)
        self.session = None  # the table being opened (a net_seating.Seating) until its lobby shows
        self._set_game(game_id, keep_count=False)
        if notice:
            self.say(notice, warn=True)
        self.focus.focus(self.open_button, visible=True)

    # --- the form --------------------------------------------------------------------------------
    def _reopen_offers(self, kept: seats_file.Kept, unfinished: list | None) -> None:
        """A button per unfinished table of the store whose seats here are known."""
        if unfinished is None:
            unfinished, problem = unfinished_tables()
            if problem:
                self.app.notify(Said("net.err.store_unreadable", error=problem), "warning")
        hosted = {k.code: k for k in kept.tables if k.hosted and k.seats}
        offers = [(u, hosted[u.code]) for u in unfinished if u.code in hosted][:MAX_REOPEN]
        x, w = LEFT.x + 24, LEFT.w - 48
        muted = self.theme.colour("text_muted")
        if not offers:
            self.label((x + 6, 474, w - 12, 146), t("net.host.help"), size="small", colour=muted)
            return
        self.label((x + 6, 458, w, 30), t("net.host.reopen_caption"), size="small", colour=muted, valign="bottom")
        for i, (table, kept_table) in enumerate(offers):
            y = 492 + i * 60
            game = t(f"{table.game}.name")
            info = t("net.host.reopen_info", code=spaced_code(table.code), game=game, n=table.moves) if table.started \
                else t("net.host.reopen_waiting", code=spaced_code(table.code), game=game)
            self.label((x + 6, y, w - 156, 50), info, size="small", colour=self.theme.colour("text"), valign="middle")
            button = Button((x + w - 140, y + 2, 140, 46), t("net.host.reopen_button"), style="secondary", size="small",
                            name=f"reopen{i}", tooltip=info)
            self.reopen_buttons.append((button, kept_table))
            self.add(button)

    def _set_game(self, game_id: str, keep_count: bool = True) -> None:
        game = load_game(game_id)
        self.game = game
        self.options = {}
        lo, hi = game.min_players, game.max_players
        current = self.count_choice.value if keep_count else None
        self.count_choice.options = [(n, str(n)) for n in range(lo, hi + 1)]
        self.count_choice.index = 0
        self.count_choice.select_value(current if current is not None else min(max(4, lo), hi))
        self._refresh_rows()

    @property
    def players(self) -> int:
        return int(self.count_choice.value)

    def _refresh_rows(self) -> None:
        for i, (kind, field) in enumerate(zip(self.kinds, self.names)):
            shown = i < self.players
            kind.visible = kind.enabled = shown
            field.visible = field.enabled = shown and kind.value == "here"
        from ghostparlor.scenes.net_options import options_words
        from ghostparlor.scenes.setup import option_values

        for name, opt in self.game.spec.options.items():  # a seat option past the seats left goes back to its default
            if name in self.options and opt.kind != "bool" and \
                    all(str(v) != str(self.options[name]) for v, _ in option_values(opt, self.players)):
                del self.options[name]
        self.options_button.tooltip = options_words(self.game, self.players, self.options) or t("setup.no_options")

    def choose_options(self) -> None:
        from ghostparlor.scenes.net_options import OptionsScene

        def done(options: dict[str, Any]) -> None:
            self.options = options
            self._refresh_rows()

        self.app.push(OptionsScene(self.app, self.game, self.players, self.options, done))

    def say(self, text: str, warn: bool = False) -> None:
        self.status.set_text(text, self.theme.colour("warning" if warn else "text_muted"))
        self.dirty = True

    def plan(self) -> tuple[list[str], list[tuple[int, str]]] | None:
        """The seats as the host message has them and the (seat, name) of the people here,
        or None (the reason said) when the form cannot be used."""
        seats, here = [], []
        for i in range(self.players):
            kind = self.kinds[i].value
            if kind == "here":
                name = safe_text(self.names[i].text, NAME_CHARS)
                if not name:
                    self.say(t("net.err.no_name_seat", n=i + 1), warn=True)
                    self.focus.focus(self.names[i], visible=True)
                    return None
                here.append((i, name))
            seats.append("open" if kind in ("here", "open") else kind)
        if not here:
            self.say(t("net.err.need_here"), warn=True)
            return None
        return seats, here

    # --- opening ------------------------------------------------------------------------------------
    def open_table(self) -> None:
        from ghostparlor.scenes.net_seating import Seating

        if self.session is not None:
            return
        plan = self.plan()
        if plan is None:
            return
        seats, here = plan
        if self.where_choice.value == "server":  # the table runs on a server the others reach too
            from ghostparlor.scenes.net_common import AddressError, parse_address

            try:
                url = parse_address(self.server_field.text)
            except AddressError as exc:
                self.say(t(exc.args[0]), warn=True)
                self.focus.focus(self.server_field, visible=True)
                return
            self.app.stop_hosting()
            self.session = Seating.create(url, self.game_choice.value, self.players, seats, here,
                                          int(self.away_choice.value), options=self.options)
            self.say(t("net.host.opening"))
            return
        hosting = self._host()
        if hosting is None:
            return
        self.session = Seating.create(hosting.url, self.game_choice.value, self.players, seats, here,
                                      int(self.away_choice.value), port=hosting.port, options=self.options)
        self.say(t("net.host.opening"))

    def reopen(self, kept_table: seats_file.KeptTable) -> None:
        from ghostparlor.scenes.net_seating import Seating

        if self.session is not None:
            return
        hosting = self._host(kept_table.port)
        if hosting is None:
            return
        self.session = Seating.rejoin(kept_table, url=hosting.url)
        self.session.port = hosting.port
        self.say(t("net.host.reopening", code=spaced_code(kept_table.code)))

    def _host(self, port: int | None = None) -> Hosting | None:
        """The server beside the window, started (None: the reason said)."""
        from ghostparlor.net.store import StoreError

        self.app.stop_hosting()
        hosting = Hosting(port=port)
        try:
            hosting.start()
        except (OSError, StoreError) as exc:
            self.say(Said("net.err.cannot_host", error=safe_text(str(getattr(exc, "strerror", None) or exc), 120)), warn=True)
            return None
        self.app.hosting = hosting
        return hosting

    def update(self, dt: float) -> None:
        super().update(dt)
        seating = self.session
        if seating is None:
            return
        if seating.update():
            self.dirty = True
        if seating.phase in ("failed", "over"):
            self.session = None
            self.app.stop_hosting()
            self.say(seating.problem or t("net.err.over"), warn=True)
        elif seating.phase in ("lobby", "started"):
            from ghostparlor.scenes.net_lobby import LobbyScene

            self.session = None
            hosting = self.app.hosting
            if hosting is not None:
                hosting.announce(seating.name)
            self.say(t("net.host.hint"))
            from ghostparlor.scenes.net_join import shown_address

            addresses = hosting.addresses() if hosting is not None else [shown_address(seating.url)]  # a server's
            self.app.push(LobbyScene(self.app, seating, addresses))

    def on_back(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None
            self.app.stop_hosting()
        self.app.pop()

    def on_action(self, action: UIAction) -> None:
        source = action.source
        if source is self.game_choice:
            self._set_game(self.game_choice.value)
        elif source is self.count_choice or source in self.kinds:
            self._refresh_rows()
        elif source is self.where_choice:
            on_server = self.where_choice.value == "server"
            self.server_field.visible = self.server_field.enabled = on_server
            if on_server:
                self.focus.focus(self.server_field, visible=True)
        elif source is self.back_button:
            self.on_back()
        elif source is self.options_button:
            self.choose_options()
        elif source is self.open_button or (action.kind == "submit" and source in self.names):
            self.open_table()
        else:
            for button, kept_table in self.reopen_buttons:
                if source is button:
                    self.reopen(kept_table)

    def handle(self, event: pygame.event.Event) -> None:
        focused = self.focus.focused
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not isinstance(focused, (Button, TextInput)):
            self.open_table()  # Enter anywhere (but on another button or in a name) opens the table
            return
        super().handle(event)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        for i in range(self.players):
            draw_marker(surface, Marker(seat=i, number=i + 1), (RIGHT.x + 32, ROW_Y + i * ROW_H + 23), 17, self.theme)


def layout_states() -> list[tuple[str, str, Callable[[Any], Any]]]:
    """The host screen with every seat shown, and with tables to reopen (nothing read)."""
    from ghostparlor.scenes.net_common import Unfinished

    def kept_with_tables() -> seats_file.Kept:
        tables = [seats_file.KeptTable("ws://127.0.0.1:8765", code, hosted=True, game=game, host_token="h" * 32, port=8765,
                                       seats=[seats_file.KeptSeat(0, "Wilhelmina", "t" * 32)])
                  for code, game in (("HT4K9M", "treasure_hunters"), ("PQR367", "phantom_society"), ("ACDE34", "ghostbumpers"))]
        return seats_file.Kept("Wilhelmina", tables)

    unfinished = [Unfinished("HT4K9M", "treasure_hunters", 4, 132, True, 0.0), Unfinished("PQR367", "phantom_society", 4, 7, True, 0.0),
                  Unfinished("ACDE34", "ghostbumpers", 6, 0, False, 0.0)]

    def mixed(app):
        scene = HostScene(app, "ghostbumpers", seats_file.Kept("Maximilian"), [])
        scene.count_choice.select_value(6)
        for i, kind in enumerate(("here", "here", "open", "bot:random", "bot:easy", "bot:normal")):
            scene.kinds[i].select_value(kind)
        scene._refresh_rows()
        return scene

    def with_problem(app):
        scene = HostScene(app, "ghosts", seats_file.Kept(""), [])
        scene.kinds[0].select_value("open")
        scene._refresh_rows()
        scene.open_table()
        return scene

    def on_server(app):
        scene = HostScene(app, "dont_go_in_there", seats_file.Kept("Maximilian"), [])
        scene.where_choice.select_value("server")
        scene.on_action(UIAction(scene.where_choice, "change"))
        scene.server_field.text = "play.example.org:8765"
        return scene

    def options(app):
        from ghostparlor.scenes.net_options import OptionsScene

        scene = HostScene(app, "phantom_society", seats_file.Kept("Maximilian"), [])
        app.push(scene)
        return OptionsScene(app, scene.game, scene.players, {"mode": scene.game.spec.options["mode"].choices[-1]}, lambda o: None)

    return [
        ("net_host", "6 seats of every kind", mixed),
        ("net_options", "the most options (The Phantom Society)", options),
        ("net_host", "tables to reopen", lambda app: HostScene(app, "treasure_hunters", kept_with_tables(), unfinished)),
        ("net_host", "nobody here", with_problem),
        ("net_host", "on a server", on_server),
    ]
