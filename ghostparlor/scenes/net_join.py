"""Join a table: your name, the host's address and the join code they read out; or a table
joined before, taken back ("Rejoin HT4 K9M at 192.168.1.20:8765").

The address may be typed ``ws://host:port``, ``host:port`` or ``host`` (port 8765); the code
in any case, with spaces. Join connects beside the window and waits for the table's lobby
(``net_lobby.py``); what goes wrong (no answer at that address, no table with that code, a
different version) is said in one line under the form, which keeps what was typed.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games import REGISTRY
from ghostparlor.net import seats_file
from ghostparlor.net.messages import NAME_CHARS, safe_text
from ghostparlor.scenes.net_common import MAX_ADDRESS_CHARS, AddressError, clean_code, parse_address, spaced_code, start_listener
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, TextInput, UIAction

LEFT = pygame.Rect(36, 104, 600, 530)
RIGHT = pygame.Rect(652, 104, 592, 530)
MAX_REJOIN = 4
MAX_FOUND = 3


def shown_address(url: str) -> str:
    """``ws://192.168.1.20:8765`` as ``192.168.1.20:8765`` (what a person reads)."""
    return url.removeprefix("ws://")


class JoinScene(WidgetScene):
    name = "net_join"

    def __init__(self, app, kept: seats_file.Kept | None = None, listen: bool = True) -> None:
        """``listen``: look for tables on this network (check-layout and screenshots do not)."""
        super().__init__(app)
        theme = self.theme
        notice = None
        if kept is None:
            kept, notice = seats_file.load()
        self.kept = kept
        muted = theme.colour("text_muted")
        self.label((40, 8, 1200, 90), t("net.join.intro"), size="body", colour=theme.colour("text"), align="center",
                   valign="middle")
        self.decor.append(Panel(LEFT, t("net.join.title"), style="dark"))
        self.decor.append(Panel(RIGHT, t("net.join.tables"), style="dark"))
        x, w = LEFT.x + 24, LEFT.w - 48
        self.label((x + 6, 148, w, 30), t("net.join.name"), size="small", colour=muted, valign="bottom")
        self.name_field = TextInput((x, 180, w, 46), kept.name, max_length=NAME_CHARS, name="name",
                                    placeholder=t("net.join.name_hint"))
        self.label((x + 6, 236, w, 30), t("net.join.address"), size="small", colour=muted, valign="bottom")
        self.address_field = TextInput((x, 268, w, 46), "", max_length=MAX_ADDRESS_CHARS, name="address",
                                       placeholder=t("net.join.address_hint"))
        self.label((x + 6, 324, w, 30), t("net.join.code"), size="small", colour=muted, valign="bottom")
        self.code_field = TextInput((x, 356, 260, 46), "", max_length=12, name="code", placeholder=t("net.join.code_hint"))
        self.join_button = Button((x + w - 240, 356, 240, 46), t("net.join.join"), name="join")
        self.add(self.name_field, self.address_field, self.code_field, self.join_button)
        self.problem = self.label((x + 6, 410, w - 12, 76), "", size="body", colour=theme.colour("warning"), valign="top")
        self.label((x + 6, 492, w - 12, 128), t("net.join.help"), size="small", colour=muted)
        rx, rw = RIGHT.x + 24, RIGHT.w - 48
        # the tables heard on this network (net/discovery.py), then the ones joined before
        self.label((rx + 6, 146, rw - 12, 30), t("net.join.on_network"), size="small", colour=muted, valign="bottom")
        self.found: list[tuple[Any, Any, Button]] = []  # (its words, the table or None, its Join button)
        for i in range(MAX_FOUND):
            y = 182 + i * 56
            words = self.label((rx + 6, y, rw - 160, 48), "", size="small", colour=theme.colour("text"), valign="middle")
            button = Button((rx + rw - 140, y + 1, 140, 46), t("net.join.join"), style="secondary", size="small",
                            name=f"found{i}")
            button.visible = button.enabled = False
            self.found.append((words, None, button))
            self.add(button)
        self.found_note = self.label((rx + 6, 184, rw - 12, 3 * 56 - 12), "", size="small", colour=muted)
        self.label((rx + 6, 354, rw - 12, 30), t("net.join.before"), size="small", colour=muted, valign="bottom")
        self.rejoin_buttons: list[tuple[Button, seats_file.KeptTable]] = []
        # joined here, or hosted on a server (no port of this computer's): a table hosted by this app is reopened from Host
        joined = [k for k in kept.tables if (not k.hosted or k.port is None) and k.seats][:MAX_REJOIN]
        for i, table in enumerate(joined):
            words = t("net.join.rejoin", code=spaced_code(table.code), address=shown_address(table.address))
            button = Button((rx, 392 + i * 58, rw, 48), words, style="secondary", size="small", name=f"rejoin{i}",
                            tooltip=words)
            self.rejoin_buttons.append((button, table))
            self.add(button)
        if not joined:
            self.label((rx + 6, 394, rw - 12, 120), t("net.join.none_found"), size="small", colour=muted)
        self.listen = listen
        self.listener: Any = None  # hears the tables announced on this network while the screen is shown
        self._heard: Any = None
        self._look = 0.0
        self.back_button = Button((36, 652, 200, 52), t("setup.back"), style="secondary", name="back")
        self.add(self.back_button)
        self.label((252, 652, 992, 52), t("net.join.hint"), size="small", colour=muted, align="center", valign="middle")
        self.session = None  # the table being joined (a net_seating.Seating) until its lobby shows
        if notice:
            self.say(notice, warn=True)
        self.focus.focus(self.address_field if kept.name else self.name_field, visible=True)

    def say(self, text: str, warn: bool = False) -> None:
        """One line under the form: what is happening, or what went wrong (``warn``)."""
        self.problem.set_text(text, self.theme.colour("warning" if warn else "text"))
        self.dirty = True

    # --- joining --------------------------------------------------------------------------------
    def join(self) -> None:
        """Check what was typed, then connect (the answer comes in :meth:`update`)."""
        from ghostparlor.scenes.net_seating import Seating

        if self.session is not None:
            return
        name = safe_text(self.name_field.text, NAME_CHARS)
        if not name:
            return self._refuse(self.name_field, t("net.err.no_name"))
        try:
            url = parse_address(self.address_field.text)
        except AddressError as exc:
            return self._refuse(self.address_field, t(exc.args[0]))
        code = clean_code(self.code_field.text)
        if code is None:
            return self._refuse(self.code_field, t("net.err.bad_code"))
        self.code_field.text = spaced_code(code)
        self.code_field.caret = len(self.code_field.text)
        self._remember_name(name)
        self.session = Seating.join(url, code, name)
        self.say(t("net.join.connecting", address=shown_address(url)))

    def rejoin(self, table: seats_file.KeptTable) -> None:
        from ghostparlor.scenes.net_seating import Seating

        if self.session is not None:
            return
        self.session = Seating.rejoin(table)
        self.say(t("net.join.connecting", address=shown_address(table.address)))

    def join_found(self, table: Any) -> None:
        """Join a table heard on this network (its address is where its beacon came from)."""
        from ghostparlor.scenes.net_seating import Seating

        if self.session is not None:
            return
        name = safe_text(self.name_field.text, NAME_CHARS)
        if not name:
            return self._refuse(self.name_field, t("net.err.no_name"))
        self._remember_name(name)
        self.address_field.text = shown_address(table.address)
        self.code_field.text = spaced_code(table.code)
        self.session = Seating.join(table.address, table.code, name)
        self.say(t("net.join.connecting", address=shown_address(table.address)))

    # --- the tables on this network -------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self.listen and self.listener is None:
            self.listener = start_listener()
            self._heard = None
        if self.listen or self._heard is None:
            self.show_found()

    def leave(self) -> None:
        super().leave()
        listener, self.listener = self.listener, None
        if listener is not None:  # its thread ends within a moment: the window does not wait for it
            import threading

            threading.Thread(target=listener.stop, name="ghostparlor-listener-stop", daemon=True).start()

    def show_found(self, tables: list | None = None) -> None:
        """The tables heard (``tables``: given by check-layout), in the slots of the list."""
        listener = self.listener
        if tables is None:
            tables = listener.tables() if listener is not None and not listener.problem else []
        tables = tables[:MAX_FOUND]
        key = (tuple(tables), listener is None, getattr(listener, "problem", None))
        if key == self._heard:
            return
        self._heard = key
        for i, (words, _, button) in enumerate(self.found):
            table = tables[i] if i < len(tables) else None
            if table is None:
                words.set_text("")
            else:
                words.set_text(t("net.join.found", name=safe_text(table.host_name, NAME_CHARS),
                                 game=t(f"{table.game}.name") if table.game in REGISTRY else "?",
                                 code=spaced_code(table.code), n=table.seats_free))
            button.visible = button.enabled = table is not None
            self.found[i] = (words, table, button)
        if tables:
            self.found_note.set_text("")
        elif listener is None or listener.problem:
            self.found_note.set_text(t("net.join.no_discovery"))
        else:
            self.found_note.set_text(t("net.join.looking"))
        self.dirty = True

    def _refuse(self, field: TextInput, words: str) -> None:
        self.say(words, warn=True)
        self.focus.focus(field, visible=True)

    def _remember_name(self, name: str) -> None:
        if name != self.kept.name:
            try:
                self.kept.name = seats_file.remember_name(name).name
            except OSError:
                pass  # the name is typed again next time; joining goes on

    def update(self, dt: float) -> None:
        super().update(dt)
        self._look -= dt
        if self._look <= 0 and self.listener is not None:
            self._look = 0.5
            self.show_found()
        seating = self.session
        if seating is None:
            return
        if seating.update():
            self.dirty = True
        if seating.phase in ("failed", "over"):
            self.session = None
            self.say(seating.problem or t("net.err.over"), warn=True)
        elif seating.phase in ("lobby", "started"):
            from ghostparlor.scenes.net_lobby import LobbyScene

            self.session = None
            self.say("")
            self.app.push(LobbyScene(self.app, seating, [seating.url]))

    def cancel(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None
            self.say(t("net.join.cancelled"))

    def on_back(self) -> None:
        if self.session is not None:
            self.cancel()
            return
        self.app.pop()

    def on_action(self, action: UIAction) -> None:
        source = action.source
        if source is self.back_button:
            self.on_back()
        elif source is self.join_button:
            self.join()
        elif action.kind == "submit" and source in (self.name_field, self.address_field, self.code_field):
            following = {self.name_field: self.address_field, self.address_field: self.code_field}
            if source is self.code_field or (source.text.strip() and following[source].text.strip()):
                self.join()  # Enter in the last field (or in a filled one with the next filled) joins
            else:
                self.focus.focus(following[source], visible=True)
        else:
            for button, table in self.rejoin_buttons:
                if source is button:
                    self.rejoin(table)
            for _, table, button in self.found:
                if source is button and table is not None:
                    self.join_found(table)


def layout_states() -> list[tuple[str, str, Callable[[Any], Any]]]:
    """The join screen empty, with tables heard on the network and tables to rejoin, and with
    refusals (nothing read, no socket opened)."""
    from collections import namedtuple

    Heard = namedtuple("Heard", "code game seats_free host_name address")  # as discovery.FoundTable
    heard = [Heard("HT4K9M", "treasure_hunters", 3, "Wilhelmina-Augusta", "ws://192.168.1.20:8765"),
             Heard("PQR367", "phantom_society", 1, "Konstantin", "ws://192.168.1.31:8765"),
             Heard("ACDE34", "dont_go_in_there", 4, "Bo", "ws://192.168.1.44:8766")]

    def rejoinable() -> seats_file.Kept:
        tables = [seats_file.KeptTable(f"ws://192.168.{i}.{100 + i}:{8765 + i}", code, game="ghosts",
                                       seats=[seats_file.KeptSeat(i, "Konstantin", "t" * 32)])
                  for i, code in enumerate(("HT4K9M", "PQR367", "ACDE34", "WXY469"))]
        return seats_file.Kept("Konstantin", tables)

    def everything(app):
        scene = JoinScene(app, rejoinable(), listen=False)
        scene.show_found(heard)
        return scene

    def refused(app):
        scene = JoinScene(app, seats_file.Kept("Anastasia"), listen=False)
        scene.address_field.text = "192.168.1.20:99999"
        scene.join()
        return scene

    def bad_code(app):
        scene = JoinScene(app, seats_file.Kept("Anastasia"), listen=False)
        scene.address_field.text = "ghost-host.local"
        scene.code_field.text = "ht4 k9"
        scene.join()
        return scene

    return [
        ("net_join", "empty", lambda app: JoinScene(app, seats_file.Kept(), listen=False)),
        ("net_join", "tables heard and tables to rejoin", everything),
        ("net_join", "a port out of range", refused),
        ("net_join", "a short code", bad_code),
    ]
