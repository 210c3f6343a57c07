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
from ghostparlor.net import seats_file
from ghostparlor.net.messages import NAME_CHARS, safe_text
from ghostparlor.scenes.net_common import MAX_ADDRESS_CHARS, AddressError, clean_code, parse_address, spaced_code
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, TextInput, UIAction

LEFT = pygame.Rect(36, 104, 600, 530)
RIGHT = pygame.Rect(652, 104, 592, 530)
MAX_REJOIN = 5


def shown_address(url: str) -> str:
    """``ws://192.168.1.20:8765`` as ``192.168.1.20:8765`` (what a person reads)."""
    return url.removeprefix("ws://")


class JoinScene(WidgetScene):
    name = "net_join"

    def __init__(self, app, kept: seats_file.Kept | None = None) -> None:
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
        self.label((x + 6, 152, w, 28), t("net.join.name"), size="small", colour=muted)
        self.name_field = TextInput((x, 180, w, 46), kept.name, max_length=NAME_CHARS, name="name",
                                    placeholder=t("net.join.name_hint"))
        self.label((x + 6, 240, w, 28), t("net.join.address"), size="small", colour=muted)
        self.address_field = TextInput((x, 268, w, 46), "", max_length=MAX_ADDRESS_CHARS, name="address",
                                       placeholder=t("net.join.address_hint"))
        self.label((x + 6, 328, w, 28), t("net.join.code"), size="small", colour=muted)
        self.code_field = TextInput((x, 356, 260, 46), "", max_length=12, name="code", placeholder=t("net.join.code_hint"))
        self.join_button = Button((x + w - 240, 356, 240, 46), t("net.join.join"), name="join")
        self.add(self.name_field, self.address_field, self.code_field, self.join_button)
        self.problem = self.label((x + 6, 412, w - 12, 52), "", size="body", colour=theme.colour("warning"), valign="middle")
        self.label((x + 6, 476, w - 12, 140), t("net.join.help"), size="small", colour=muted)
        self.rejoin_buttons: list[tuple[Button, seats_file.KeptTable]] = []
        rx, rw = RIGHT.x + 24, RIGHT.w - 48
        joined = [k for k in kept.tables if not k.hosted and k.seats][:MAX_REJOIN]
        for i, table in enumerate(joined):
            words = t("net.join.rejoin", code=spaced_code(table.code), address=shown_address(table.address))
            button = Button((rx, 164 + i * 58, rw, 48), words, style="secondary", size="small", name=f"rejoin{i}",
                            tooltip=words)
            self.rejoin_buttons.append((button, table))
            self.add(button)
        found_y = 164 + len(joined) * 58 + (12 if joined else 0)
        self.found_label = self.label((rx + 6, found_y, rw - 12, RIGHT.bottom - 20 - found_y), t("net.join.none_found"),
                                      size="small", colour=muted)
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


def layout_states() -> list[tuple[str, str, Callable[[Any], Any]]]:
    """The join screen empty, filled with tables to rejoin, and with a refusal (nothing read)."""
    def rejoinable() -> seats_file.Kept:
        tables = [seats_file.KeptTable(f"ws://192.168.{i}.{100 + i}:{8765 + i}", code, game="ghosts",
                                       seats=[seats_file.KeptSeat(i, "Konstantin", "t" * 32)])
                  for i, code in enumerate(("HT4K9M", "PQR367", "ACDE34", "WXY469", "KLMN33"))]
        return seats_file.Kept("Konstantin", tables)

    def refused(app):
        scene = JoinScene(app, seats_file.Kept("Anastasia"))
        scene.address_field.text = "192.168.1.20:99999"
        scene.join()
        return scene

    def bad_code(app):
        scene = JoinScene(app, seats_file.Kept("Anastasia"))
        scene.address_field.text = "ghost-host.local"
        scene.code_field.text = "ht4 k9"
        scene.join()
        return scene

    return [
        ("net_join", "empty", lambda app: JoinScene(app, seats_file.Kept())),
        ("net_join", "five tables to rejoin", lambda app: JoinScene(app, rejoinable())),
        ("net_join", "a port out of range", refused),
        ("net_join", "a short code", bad_code),
    ]
