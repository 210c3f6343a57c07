"""Issue 47, point 9: the same game on every screen: the chat, the quick reactions and the
players panel saying how each seat is played, in the real game frame over loopback.

A host (the hub in a thread, an in-memory store) seats this screen's person (Ann), a person
at another screen (Bob, a bare seat link) and bots; the frame plays through a
:class:`~ghostparlor.net.remote_session.RemoteSession`. Lines are typed into the frame with
the events a keyboard makes (KEYDOWN, TEXTINPUT, KEYUP) and arrive at Bob's link; Bob's
lines and reactions arrive in the frame. Every wait is bounded."""

import random
import time

import pygame
import pytest

from ghostparlor.games import REGISTRY
from ghostparlor.net.client import Connection
from ghostparlor.net.link import SeatLink
from ghostparlor.net.remote_session import RemoteSession
from ghostparlor.net.server import ServerThread
from ghostparlor.net.store import Store
from ghostparlor.scenes.game import SIDE_X, start_remote_game
from tests.scenes.helpers import click, key, top_name

GAMES = [gid for gid, entry in REGISTRY.items() if entry.implemented]


@pytest.fixture
def host():
    server = ServerThread("127.0.0.1", 0, Store(":memory:")).start()
    yield server
    server.stop()


def until(app, links, done, seconds=10.0, what="it"):
    """Step the frame and pump the other links until ``done()`` (at most ``seconds``)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for link in links:
            link.pump()
        if app is not None:
            app.step(1 / 60)
        if done():
            return
        time.sleep(0.005)
    raise AssertionError(f"timed out waiting for {what}; errors: {[link.errors for link in links]}")


class Table:
    """A hosted table: Ann at this screen (the frame), the others at theirs (bare links)."""

    def __init__(self, app, host, game_id, kinds, away_seconds=30):
        self.app, self.host = app, host
        self.url = f"ws://127.0.0.1:{host.port}"
        names = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"]
        self.me = SeatLink(Connection(self.url), names[0])
        self.me.create(game_id, len(kinds), {}, kinds, away_seconds)
        until(None, [self.me], lambda: self.me.code, what="the table")
        self.code = self.me.code
        self.rules = host.hub.tables[self.code].rules
        self.rules.pace_seconds = 0.0
        self.me.join(self.code, 0)
        self.others = {}
        for seat, kind in enumerate(kinds):
            if seat and kind == "human":
                self.others[seat] = SeatLink(Connection(self.url), names[seat])
                self.others[seat].join(self.code, seat)
        links = [self.me, *self.others.values()]
        until(None, links, lambda: all(link.seat is not None for link in links) and self.me.lobby
              and all(self.me.lobby["seats"][s]["taken"] for s in self.others), what="the seats")
        self.me.start()
        until(None, links, lambda: all(link.started for link in links), what="the start")
        self.session = RemoteSession([self.me])
        self.scene = start_remote_game(app, self.session)
        app.step(1 / 60)

    @property
    def links(self):
        return list(self.others.values())

    def step(self, done, seconds=10.0, what="it"):
        until(self.app, self.links, done, seconds, what)

    def play_until(self, done, seconds=30.0, what="it"):
        """As :meth:`step`, everyone connected playing random legal moves until then (a seat
        is stood in for only once it is to move)."""
        rng = random.Random(5)
        scene, session = self.scene, self.session

        def moved_on():
            if done():
                return True
            for link in self.others.values():
                if link.connection.state == "open" and link.to_move() == link.seat and link.legal() \
                        and getattr(link, "_sent", -1) != link.played():
                    link._sent = link.played()
                    link.act(rng.choice(link.legal()))
            if self.app.stack.top is scene and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh \
                    and session.legal_actions() and session._sent_at != self.me.played():
                scene._submit(rng.choice(session.legal_actions()))
            return False
        until(self.app, self.links, moved_on, seconds, what)

    def rejoin(self, seat):
        """The person of ``seat`` comes back on a new connection with their seat's token."""
        old = self.others[seat]
        link = SeatLink(Connection(self.url), old.name)
        link.token = old.token
        link.join(self.code, None)
        self.others[seat] = link
        return link

    def close(self):
        self.session.close()
        for link in self.others.values():
            link.connection.close()


def type_text(app, text):
    """What a keyboard sends for each character: the key, the text it types, the key's release."""
    for ch in text:
        code = pygame.key.key_code(ch) if ch.isascii() and ch.isalnum() else 0
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=ch, scancode=0))
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=ch, scancode=0))
    app.step(1 / 60)


def ours(problem):
    """A layout problem of the frame's parts this file is about: the side column (players
    panel, log, chat) and the top bar (whose turn; waiting for someone away)."""
    x, y = problem["rectangles"][0][:2]
    return x >= SIDE_X or y < 52


def lines_of(scene):
    return [(e.line.seat, e.line.name, e.line.text or e.line.react) for e in scene.side.chat.log.entries]


def test_a_local_game_has_no_chat_and_no_presence(app):
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game import demo_plans, start_game

    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3, 1), {}, seed=3)
    app.step(1 / 60)
    assert scene.side.chat is None and scene.side.chat_tab is None
    assert scene.side.tab_buttons == [scene.side.log_tab, scene.side.notes_tab]
    assert not scene.players_panel.networked and not scene.players_panel.tips
    assert not scene.side.keys_first(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n"))


def test_a_line_typed_in_the_frame_reaches_the_other_seat_and_theirs_shows(app, host, monkeypatch):
    table = Table(app, host, "ghosts", ["human", "human", "bot:random"])
    scene, bob = table.scene, table.others[1]
    side = scene.side
    assert side.chat is not None and side.chat_tab is not None and not side.showing_chat
    assert [tab.name for tab in side.tab_buttons] == ["tab_log", "tab_notes", "tab_chat"]
    key(app, pygame.K_F3)  # the chat, with the field ready for typing
    assert side.showing_chat and side.chat.field.focused and not side.log.visible
    type_text(app, "hello there")
    key(app, pygame.K_RETURN)
    table.step(lambda: any(m.get("text") == "hello there" for m in bob.chat), what="Ann's line at Bob's")
    said = next(m for m in bob.chat if m.get("text") == "hello there")
    assert said["seat"] == 0 and said["name"] == "Ann"
    assert side.chat.field.text == "" and side.chat.field.focused  # sent; the field stays for the next line
    table.step(lambda: (0, "Ann", "hello there") in lines_of(scene), what="Ann's own line, back from the host")

    bob.say("hi Ann")
    table.step(lambda: (1, "Bob", "hi Ann") in lines_of(scene), what="Bob's line in the frame")
    assert side.chat.unread == 0  # read as it came: the tab is shown

    sounds = []
    monkeypatch.setattr(app, "play_sound", lambda name: sounds.append(name))
    click(app, side.log_tab.rect.center)  # back to the log: a new line counts on the tab, with a soft sound
    assert not side.showing_chat and side.log.visible
    bob.say("are you there?")
    table.step(lambda: side.chat.unread == 1, what="the badge")
    assert side.chat_tab.unread == 1 and sounds == ["click"]
    assert "1" in side.chat_tab.tooltip_text()
    click(app, side.chat_tab.rect.center)
    assert side.showing_chat and side.chat.unread == 0 and side.chat_tab.unread == 0
    assert not side.chat.field.focused  # the tab only shows the chat: keys still belong to the table
    click(app, side.chat.field.rect.center)  # a click in the field: typing; Enter on nothing sends nothing
    assert side.chat.field.focused
    before = len(bob.chat)
    key(app, pygame.K_RETURN)
    table.step(lambda: True)
    time.sleep(0.1)
    bob.pump()
    assert len(bob.chat) == before
    table.close()


def test_quick_reactions_both_ways_and_beside_the_seat(app, host):
    from ghostparlor.net.messages import REACTIONS

    table = Table(app, host, "dont_go_in_there", ["human", "human", "bot:random"])
    scene, bob = table.scene, table.others[1]
    side = scene.side
    click(app, side.chat_tab.rect.center)
    buttons = {b.action: b for b in side.chat.reaction_buttons}
    assert list(buttons) == list(REACTIONS)
    assert all(b.tooltip and b.icon is not None and b.visible for b in buttons.values())
    click(app, buttons["wave"].rect.center)
    table.step(lambda: any(m.get("react") == "wave" for m in bob.chat), what="Ann's wave at Bob's")
    assert next(m for m in bob.chat if m.get("react") == "wave")["seat"] == 0
    bob.react("laugh")
    table.step(lambda: (1, "Bob", "laugh") in lines_of(scene), what="Bob's laugh in the frame")
    assert side.chat.reaction_of(1) == "laugh"  # beside Bob's name in the players panel, for a few seconds
    from ghostparlor.devtools import layout_check, probe

    probe.start(app.canvas.get_size())
    try:
        app.assets.clear()  # every text asked for anew, so the probe hears of it
        drawn = [p.meta.text for p in layout_check._draw(app, probe).texts]
    finally:
        probe.stop()
    assert "Bob laughs" in drawn and "Ann waves" in drawn
    for _ in range(5):
        app.step(1.0)
    assert side.chat.reaction_of(1) is None
    table.close()


def test_the_players_panel_says_who_is_connected_away_or_played_by_a_bot(app, host, monkeypatch):
    from ghostparlor.devtools import layout_check, probe

    table = Table(app, host, "ghostbumpers", ["human", "human", "human", "bot:easy"])
    scene = table.scene
    panel = scene.players_panel
    assert [panel.presence(s) for s in range(4)] == ["here", "here", "here", "bot"]

    def words():
        probe.start(app.canvas.get_size())
        try:
            app.assets.clear()
            texts = layout_check._draw(app, probe).texts
        finally:
            probe.stop()
        return [p.meta.text for p in texts if p.rect.x >= SIDE_X and p.rect.y < panel.RECT.bottom]

    assert words().count("connected") == 3 and "bot" in words()
    table.others[2].connection.close()  # Cleo's connection is gone: the table waits for her
    table.step(lambda: panel.presence(2) == "away", what="Cleo away")
    assert "away: waiting" in words()
    tip = panel.tips[2]
    assert "Cleo" in tip.tooltip_text() and "bot" in tip.tooltip_text()
    row = panel.rows()[2]
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(30):  # the pointer rests on Cleo's row: its sentence comes up
        app.step(1 / 30)
    assert scene.chrome.tooltip_showing == tip.tooltip_text()
    assert scene.bar._waiting_for(2) and not scene.bar._waiting_for(1)  # the top bar says so on her turn
    table.rules.away_seconds = 0  # the wait is over: a bot stands in for her once she is to move
    table.play_until(lambda: panel.presence(2) == "stand_in", what="Cleo's stand-in")
    assert "bot while away" in words()
    table.rules.away_seconds = 3600
    table.rejoin(2)  # she is back with her seat's key: her seat again
    table.step(lambda: panel.presence(2) == "here", what="Cleo back")
    assert words().count("connected") == 3
    table.others[1].connection.close()
    table.step(lambda: panel.presence(1) == "away", what="Bob away")
    table.rejoin(1)
    table.step(lambda: panel.presence(1) == "here", what="Bob back")
    monkeypatch.setattr(table.me.connection, "state", "away")  # this screen's own connection is down
    assert panel.presence(0) == "reconnecting" and "reconnecting" in panel.tips[0].tooltip_text()
    table.close()


def test_typing_in_the_chat_neither_plays_nor_opens_anything_on_the_table(app, host):
    table = Table(app, host, "ghosts", ["human", "human", "bot:random"])
    scene = table.scene
    table.play_until(lambda: scene.my_turn() and not scene.table.busy() and not scene._pending_refresh
                     and table.session._sent_at != table.me.played(), what="Ann's turn")
    played = len(table.session.match.actions)
    focused = scene.table.focus.focused
    key(app, pygame.K_F3)
    type_text(app, "nuh?pNUH")  # next, undo, hint, the tips, the menu: all letters of a line now
    chat = scene.side.chat
    assert chat.field.text == "nuh?pNUH"
    assert top_name(app) == "game" and scene.hinted() is None and scene.armed() is None
    assert scene.inspect.pinned is None and len(table.session.match.actions) == played
    assert scene.table.focus.focused is focused
    key(app, pygame.K_BACKSPACE)
    assert chat.field.text == "nuh?pNU"
    key(app, pygame.K_ESCAPE)  # Esc leaves the field, and only that
    assert top_name(app) == "game" and not chat.field.focused and chat.field.text == "nuh?pNU"
    key(app, pygame.K_p)  # the frame's keys are back
    assert top_name(app) == "pause"
    table.close()


def test_a_long_line_and_control_characters_are_drawn_inside_the_panel(app, host):
    from ghostparlor.devtools import layout_check, probe

    table = Table(app, host, "phantom_society", ["human", "human", "bot:random"])
    scene, bob = table.scene, table.others[1]
    bob.say("x" * 200)  # one word as long as a line may be
    bob.say("a\x00b\x07c\u202ed\nnew line\ttab " + "word " * 40)
    table.step(lambda: len(scene.side.chat.log.entries) == 2, what="Bob's lines")
    # a host that sends what no host should: cleaned, cut, or left out here all the same
    table.me.chat.append({"t": "chat", "seat": 99, "name": "\x1b[31mEvil\u202e" * 10, "text": "\x00" * 5 + "y" * 900})
    table.me.chat.append({"t": "chat", "seat": "1", "name": 5, "react": "dance"})
    table.me.chat.append(["not", "a", "message"])
    table.me.chat.append({"t": "chat", "seat": True, "name": "Zed", "text": "  \n\t "})
    app.step(1 / 60)
    chat = scene.side.chat
    lines = [e.line for e in chat.log.entries]
    assert len(lines) == 3
    assert lines[0].text == "x" * 200 and lines[0].seat == 1
    assert lines[1].text.startswith("a b c d new line tab word") and "\x00" not in lines[1].text
    assert lines[2].seat is None and len(lines[2].name) <= 24 and len(lines[2].text) <= 200
    assert all(ch.isprintable() for line in lines for ch in line.name + line.text)
    click(app, scene.side.chat_tab.rect.center)
    probe.start(app.canvas.get_size())
    try:
        app.assets.clear()
        found, _ = layout_check._problems("game", "chat", layout_check._draw(app, probe), {})
        texts = [p for p in probe.ACTIVE.texts if p.rect.x >= SIDE_X]
    finally:
        probe.stop()
    problems = [p for items in found.values() for p in items if ours(p)]
    assert not problems, problems[:3]
    view = chat.log.viewport
    for entry in chat.log.entries:  # every piece of every line inside the lines' column
        for piece, x, _ in entry.pieces:
            width = chat.log._picture(piece).get_width()
            assert x >= 0 and x + width <= view.w, (entry.line.text[:20], x, width)
    shown = [p.meta.text for p in texts]
    assert any(text.endswith("\u2026") for text in shown)  # the 900 y's cut with an ellipsis...
    assert all(ch.isprintable() for text in shown for ch in text)
    table.close()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_the_network_frame_fits_in_every_language_and_text_size(app, host, game_id):
    """The layout check of the frame with the chat open (lines, a reaction, the badge) and
    the players panel of a network game, at 100%, 125% and 150% text in every language."""
    from ghostparlor.devtools import layout_check, probe
    from ghostparlor.games import load_game

    game = load_game(game_id)
    n = min(game.max_players, 5)
    kinds = (["human"] * 3 + ["bot:random"] * 3)[:n]
    kinds[-1] = "bot:random" if n > 3 else kinds[-1]
    table = Table(app, host, game_id, kinds)
    for seat, link in table.others.items():
        link.say(f"{link.name}: a line long enough to wrap in the side panel, to see it fit")
        link.react("clap")
    table.others[2].connection.close()
    table.step(lambda: len(table.session.chat()) >= 2 * len(table.others) and table.scene.players_panel.presence(2) == "away",
               what="the lines and Cleo away")
    problems = []
    for lang in layout_check.LANGS:
        for scale in layout_check.SCALES:
            app.settings.language, app.settings.ui_scale = lang, scale
            app.apply_settings()  # the frame made again in that language and size
            scene = app.stack.top
            scene.side.show_chat()
            app.step(1 / 60)
            probe.start(app.canvas.get_size())
            try:
                app.assets.clear()
                found, _ = layout_check._problems("game", f"{lang}@{scale}", layout_check._draw(app, probe), {}, scale)
            finally:
                probe.stop()
            problems += [(lang, scale, p) for items in found.values() for p in items if ours(p)]
    assert not problems, problems[:4]
    table.close()
