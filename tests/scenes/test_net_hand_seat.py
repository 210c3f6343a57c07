"""Issue 47, point 4: "The host can hand a seat to a bot or to a waiting person", over loopback.

In the lobby before the start the host sets an open seat to a bot and a bot's seat back to
open; during the game the players panel of the host's frame offers, on the row of a seat
that is not at the host's screen, "Let a bot play this seat" and "Open this seat for someone
waiting". A person whose seat is handed over is told in one line and watches from then on
(also one who comes back after the seat was handed over while they were away); someone
watching takes an open seat ("Sit here" in the frame or in the lobby) and plays on. Only the
host may do it: the host refuses anyone else (``not_host``). The others are bare seat links,
or :class:`~ghostparlor.net.remote_session.RemoteSession` without a frame where what their
screen would say matters. Every wait is bounded."""

from __future__ import annotations

import random
import time

import pytest

from ghostparlor.feed import redacted
from ghostparlor.net import seats_file
from ghostparlor.net.client import Connection
from ghostparlor.net.link import SeatLink
from ghostparlor.net.messages import PROTOCOL
from ghostparlor.net.remote_session import REMOTE, RemoteSession
from ghostparlor.net.server import ServerThread
from ghostparlor.net.store import Store
from ghostparlor.scenes import net_common
from ghostparlor.scenes.game import SIDE_X, start_remote_game
from ghostparlor.session import HUMAN
from tests.scenes.helpers import click, top_name


@pytest.fixture
def host():
    server = ServerThread("127.0.0.1", 0, Store(":memory:")).start()
    yield server
    server.stop()


def until(app, pumped, done, seconds=10.0, what="it"):
    """Step the frame (if any), pump the bare links and update the frameless sessions until
    ``done()`` (at most ``seconds``)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for thing in pumped:
            if isinstance(thing, RemoteSession):
                thing.update(1 / 60)
            else:
                thing.pump()
        if app is not None:
            app.step(1 / 60)
        if done():
            return
        time.sleep(0.004)
    errors = [getattr(thing, "errors", None) or getattr(thing, "notices", None) for thing in pumped]
    raise AssertionError(f"timed out waiting for {what}; {errors}")


class Table:
    """A started table of ``kinds``; its first seat is taken by the link that made it (it holds
    the host's key), the other "human" seats by bare links; ``watchers``: links joined without
    a seat."""

    def __init__(self, host, game_id, kinds, names=("Ann", "Bob", "Cleo", "Dan"), watchers=()):
        self.host, self.url = host, f"ws://127.0.0.1:{host.port}"
        self.first = SeatLink(Connection(self.url), names[0])
        self.first.create(game_id, len(kinds), {}, kinds, 30)
        until(None, [self.first], lambda: self.first.code, what="the table")
        self.code = self.first.code
        self.hosted = host.hub.tables[self.code]
        self.hosted.rules.pace_seconds = 0.0
        self.first.join(self.code, 0)
        self.seated = {0: self.first}
        for seat, kind in enumerate(kinds):
            if seat and kind == "human":
                self.seated[seat] = SeatLink(Connection(self.url), names[seat])
                self.seated[seat].join(self.code, seat)
        self.watchers = {name: SeatLink(Connection(self.url), name) for name in watchers}
        for link in self.watchers.values():
            link.join(self.code, None)
        links = self.links
        until(None, links, lambda: all(link.lobby for link in links)
              and all(self.first.lobby["seats"][s]["taken"] for s in self.seated), what="the seats")
        self.first.start()
        until(None, links, lambda: all(link.started for link in links), what="the start")

    @property
    def links(self):
        return [*self.seated.values(), *self.watchers.values()]

    def close(self, *sessions):
        for session in sessions:
            session.close()
        for link in self.links:
            link.connection.close()


def plays(rng, *movers):
    """One step of play for bare links and frameless sessions: each, on its turn, a random
    legal move, once per position; returns the moves made."""
    made = 0
    for mover in movers:
        if isinstance(mover, RemoteSession):
            seat = mover.human_to_move()
            if seat is not None and mover.legal_actions() and mover._sent_at != mover.links[seat].played():
                mover.submit(rng.choice(mover.legal_actions()))
                made += 1
        elif mover.seat is not None and mover.to_move() == mover.seat and mover.legal() \
                and getattr(mover, "_sent", -1) != mover.played():
            mover._sent = mover.played()
            mover.act(rng.choice(mover.legal()))
            made += 1
    return made


def frame_plays(scene, rng):
    """The frame's person, on their turn with the table at rest, plays a random legal move."""
    session = scene.session
    if scene.app.stack.top is scene and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh \
            and session.legal_actions() and session._sent_at != session.primary.played():
        scene._submit(rng.choice(session.legal_actions()))
        return 1
    return 0


def public_only(link):
    """Everything ``link`` was sent is what anyone may know (a person who watches now)."""
    assert link.seat is None and link.token is None and link.legal() == []
    for step in link.steps:
        for event in step.events:
            assert redacted(event, None) == event, event


# --- during the game, on the host's frame -------------------------------------------------------------


def test_the_host_lets_a_bot_play_an_away_persons_seat_and_the_game_goes_on(app, host):
    table = Table(host, "ghosts", ["human", "human", "bot:random"])
    session = RemoteSession([table.first])
    scene = start_remote_game(app, session)
    bob = table.seated[1]
    bob_session = RemoteSession([bob])  # Bob's screen, without a frame: what it would say
    panel = scene.players_panel
    until(app, [bob_session], lambda: panel.controls[1].visible, what="the controls")
    assert session.is_host and [c.visible for c in panel.controls] == [False, True, True]  # not the host's own seat
    assert panel.controls[1].tooltip == "Hand this seat over: to a bot, or to someone waiting"
    assert panel.controls[1].rect.right <= panel.RECT.right and panel.controls[1].rect.x > SIDE_X

    bob.connection.close()  # Bob is gone: the table waits for him
    until(app, [], lambda: session.presence(1) == "away", what="Bob away")
    click(app, panel.controls[1].rect.center)
    menu = panel.menu
    assert menu.visible and menu.title == "Bob's seat"
    assert [item.text for item in menu.items] == ["Let a bot play this seat", "Open this seat for someone waiting", "Cancel"]
    assert menu.rect.right <= SIDE_X and menu.rect.top >= 52 and menu.rect.bottom <= 720
    played = len(session.match.actions)
    click(app, (SIDE_X - 600, 400))  # a click beside the menu only closes it: nothing is played on the table
    assert not menu.visible and len(session.match.actions) == played
    click(app, panel.controls[1].rect.center)
    click(app, menu.items[0].rect.center)  # Let a bot play this seat
    assert not menu.visible
    until(app, [], lambda: session.presence(1) == "bot", what="the bot at Bob's seat")
    hold = table.hosted.seats[1]
    assert hold.kind == "easy" and hold.token is None and hold.name == "Bob"
    assert session.plans[1].kind == "easy" and session.plans[1].name == "Bob"

    rng = random.Random(4)
    at = len(session.match.actions)
    until(app, [], lambda: frame_plays(scene, rng) >= 0 and any(m.seat == 1 and m.number > at for m in session.moves),
          seconds=20, what="the bot moving at Bob's seat")

    # Bob's network comes back: a new connection with his seat's key, which the host no longer knows
    bob.connection = Connection(table.url)
    bob.connection.rejoin_with({"t": "hello", "v": PROTOCOL, "name": "Bob"},
                               {"t": "join", "code": table.code, "seat": None, "token": bob.token})
    until(None, [bob_session], lambda: bob_session.watching and bob.started and bob.seq >= 0, what="Bob watching")
    assert bob_session.take_notices() == ["The host handed your seat over while you were away: you are watching now."]
    assert bob_session.humans() == [] and bob_session.reseated()
    until(app, [bob_session], lambda: frame_plays(scene, rng) >= 0 and bob.played() > at + 2, seconds=20,
          what="Bob's screen following the game")
    public_only(bob)
    table.close(session, bob_session)


def test_the_host_opens_a_seat_and_someone_watching_takes_it_and_plays_on(app, host):
    from ghostparlor.devtools import layout_check, probe

    table = Table(host, "dont_go_in_there", ["human", "human", "bot:random"], watchers=("Cleo",))
    session = RemoteSession([table.first])
    scene = start_remote_game(app, session)
    bob, cleo = table.seated[1], table.watchers["Cleo"]
    bob_session, cleo_session = RemoteSession([bob]), RemoteSession([], spectator=cleo)
    panel = scene.players_panel
    until(app, [bob_session, cleo_session], lambda: panel.controls[1].visible, what="the controls")
    click(app, panel.controls[1].rect.center)
    click(app, panel.menu.items[1].rect.center)  # Open this seat for someone waiting
    until(app, [bob_session, cleo_session], lambda: session.presence(1) == "open" and bob_session.watching,
          what="the seat open")
    assert bob_session.take_notices() == ["The host opened your seat for someone else: you are watching now."]
    assert bob.seat is None and bob.token is None and bob_session.reseated() and not bob_session.sit(0)
    until(app, [bob_session, cleo_session], lambda: bob.view() == cleo.view() and all(
        redacted(e, None) == e for step in bob.steps for e in step.events),
          what="Bob's screen on the public view at once")  # the snapshot he asked for: his seat's view is gone
    public_only(bob)
    assert table.hosted.seats[1].kind == "open" and table.hosted.seats[1].stand_in
    click(app, panel.controls[1].rect.center)  # an open seat: only a bot may be asked to play it
    assert [item.text for item in panel.menu.items] == ["Let a bot play this seat", "Cancel"]
    click(app, panel.menu.items[1].rect.center)
    assert not panel.menu.visible

    probe.start(app.canvas.get_size())
    try:
        app.assets.clear()
        drawn = [p.meta.text for p in layout_check._draw(app, probe).texts if p.rect.x >= SIDE_X]
    finally:
        probe.stop()
    assert "open: a bot plays" in drawn
    assert "bot" in panel.tips[1].tooltip_text()

    rng = random.Random(8)
    at = len(session.match.actions)
    until(app, [bob_session, cleo_session], lambda: frame_plays(scene, rng) >= 0 and any(
        m.seat == 1 and m.number > at for m in session.moves), seconds=20, what="a bot keeping the open seat going")
    assert cleo_session.seat_open(1) and cleo_session.sit(1)
    until(app, [bob_session, cleo_session], lambda: cleo_session.humans() == [1], what="Cleo seated")
    assert cleo_session.reseated() and not cleo_session.watching and cleo.token
    until(app, [bob_session, cleo_session], lambda: session.presence(1) == "here", what="Cleo here")
    assert session.plans[1].name == "Cleo" and session.plans[1].kind == REMOTE
    assert table.hosted.session.plans[1].kind == HUMAN and 1 not in table.hosted.session.bots
    made = 0
    end = time.monotonic() + 30
    while made < 3 and not session.is_over() and time.monotonic() < end:  # Cleo plays on
        made += plays(rng, cleo_session)
        frame_plays(scene, rng)
        bob_session.update(1 / 60)
        cleo_session.update(1 / 60)
        app.step(1 / 60)
        time.sleep(0.004)
    assert made >= 3 or session.is_over(), made
    public_only(bob)
    table.close(session, bob_session, cleo_session)


def test_someone_watching_sits_down_from_the_frame(app, host):
    table = Table(host, "ghostbumpers", ["human", "human", "bot:random"], names=("Hal", "Bob", "x"), watchers=("Cleo",))
    hal, cleo = table.first, table.watchers["Cleo"]
    session = RemoteSession([], spectator=cleo)
    scene = start_remote_game(app, session)
    panel = scene.players_panel
    app.step(1 / 60)
    assert not any(c.visible for c in panel.controls)  # nothing is open; and Cleo is not the host
    hal.hand_seat(1, "open")
    until(app, [hal, table.seated[1]], lambda: panel.controls[1].visible, what="Sit here")
    control = panel.controls[1]
    assert control.text == "Sit here" and not panel.controls[0].visible and not panel.controls[2].visible
    assert control.tooltip == "Take this open seat and play it from now on."
    click(app, control.rect.center)
    until(app, [hal], lambda: app.stack.top is not scene and top_name(app) == "game", what="the frame made anew")
    scene = app.stack.top
    assert scene.session is session and session.humans() == [1] and scene.viewer() == 1
    assert not any(c.visible for c in scene.players_panel.controls)  # seated, and not the host: no control
    rng = random.Random(6)
    mine = 0
    end = time.monotonic() + 30
    while mine < 2 and not session.is_over() and time.monotonic() < end:  # Cleo plays from the frame
        hal.pump()
        plays(rng, hal)
        mine += frame_plays(scene, rng)
        app.step(1 / 60)
        time.sleep(0.004)
    assert mine >= 2 or session.is_over(), mine
    assert table.hosted.seats[1].name == "Cleo" and session.plans[1].kind == HUMAN
    table.close(session)


def test_only_the_host_hands_seats_over(app, host):
    table = Table(host, "ghosts", ["human", "human", "bot:random"], names=("Hal", "Bob", "x"))
    hal, bob = table.first, table.seated[1]
    for token in (bob.token, "A" * 32):  # a seat's key, a guessed one: not the host's
        bob.connection.send({"t": "seat", "token": token, "seat": 2, "to": "bot:easy"})
        until(None, [hal, bob], lambda: any(e.get("code") == "not_host" for e in bob.errors), what="the refusal")
        bob.errors.clear()
    bob.connection.send({"t": "seat", "token": bob.token, "seat": 0, "to": "open"})
    until(None, [hal, bob], lambda: any(e.get("code") == "not_host" for e in bob.errors), what="the refusal")
    assert [s.kind for s in table.hosted.seats] == [HUMAN, HUMAN, "random"] and hal.seat == 0
    bob_session = RemoteSession([bob])
    assert not bob_session.is_host and not bob_session.hand_seat(0, "bot")
    scene = start_remote_game(app, bob_session)
    app.step(1 / 60)
    assert not any(c.visible for c in scene.players_panel.controls)  # a person who does not host sees none
    hal.hand_seat(2, "bot:hard")  # a bot this host does not run: refused, the seat as it was
    until(app, [hal], lambda: any(e.get("code") == "bad_seat" for e in hal.errors), what="the host's own refusal")
    assert table.hosted.seats[2].kind == "random"
    table.close(bob_session)


# --- in the lobby -------------------------------------------------------------------------------------


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setattr(net_common, "BIND_HOST", "127.0.0.1")
    monkeypatch.setattr(net_common, "DEFAULT_PORT", 28865)
    monkeypatch.setattr(net_common, "DISCOVERY_BIND", "127.0.0.1")
    monkeypatch.setattr(net_common, "DISCOVERY_PORT", 0)
    monkeypatch.setattr(net_common, "BEACON_TARGETS", [])


def choose(app, choice, value, limit=12):
    for _ in range(limit):
        if choice.value == value:
            return
        box = choice.box_rect()
        click(app, (box.right - 10, box.centery))
    assert choice.value == value, (choice.value, value)


def test_in_the_lobby_the_host_sets_an_open_seat_to_a_bot_and_a_bots_seat_back_to_open(app, loopback):
    from ghostparlor.scenes.net_host import HostScene

    app.home()
    hosting = HostScene(app)
    app.push(hosting)
    app.step(1 / 60)
    choose(app, hosting.game_choice, "ghosts")
    choose(app, hosting.count_choice, 4)
    choose(app, hosting.kinds[1], "open")
    choose(app, hosting.kinds[2], "open")
    choose(app, hosting.kinds[3], "bot:random")
    hosting.names[0].text = "Ann"
    click(app, hosting.open_button.rect.center)
    until(app, [], lambda: top_name(app) == "net_lobby", what="the lobby")
    lobby = app.stack.top
    until(app, [], lambda: lobby.seats() and lobby.seating.local_seats() == {0}, what="Ann seated")
    hand = lobby.hand_buttons
    assert [b.visible for b in hand] == [False, True, True, True] and not any(b.visible for b in lobby.sit_buttons)
    assert [b.text for b in hand[1:]] == ["Give to a bot", "Give to a bot", "Open seat"]
    assert lobby.focus.focused is lobby.start_button  # Enter still starts the game
    click(app, hand[1].rect.center)
    until(app, [], lambda: lobby.seats()[1].get("kind") == "bot:easy", what="seat 2 to a bot")
    assert hand[1].text == "Open seat" and lobby.seats()[1].get("name")
    click(app, hand[1].rect.center)
    until(app, [], lambda: lobby.seats()[1].get("kind") == "human" and not lobby.seats()[1].get("taken"),
          what="seat 2 open again")
    assert hand[1].text == "Give to a bot" and lobby.seats()[1].get("name") == ""
    click(app, hand[3].rect.center)
    until(app, [], lambda: not lobby.seats()[3].get("taken"), what="the bot's seat open")
    bob = SeatLink(Connection(lobby.seating.url), "Bob")  # someone takes the seat just opened
    bob.join(lobby.seating.code, 3)
    until(app, [bob], lambda: lobby.seats()[3].get("connected"), what="Bob seated")
    assert not hand[3].visible  # a person's seat: nothing to hand over before the start
    click(app, lobby.start_button.rect.center)
    until(app, [bob], lambda: top_name(app) == "game" and bob.started, what="the game")
    kinds = [plan.kind for plan in app.stack.top.session.plans]
    assert kinds == [HUMAN, "easy", "easy", REMOTE]  # the open seats: bots at the start
    bob.connection.close()
    app.home()


def test_in_the_lobby_someone_watching_takes_the_seat_the_host_opened_during_the_game(app, host):
    from ghostparlor.scenes.net_join import JoinScene

    table = Table(host, "phantom_society", ["human", "human", "bot:random"], names=("Hal", "Bob", "x"))
    hal, bob = table.first, table.seated[1]
    app.home()
    join = JoinScene(app, seats_file.Kept("Vi"), listen=False)
    app.push(join)
    app.step(1 / 60)
    join.address_field.text = f"127.0.0.1:{host.port}"
    join.code_field.text = table.code
    click(app, join.join_button.rect.center)
    until(app, [hal, bob], lambda: top_name(app) == "net_lobby", what="the lobby")
    lobby = app.stack.top
    until(app, [hal, bob], lambda: lobby.watch_button.enabled, what="Watch")
    assert not any(b.visible for b in lobby.sit_buttons)
    hal.hand_seat(1, "open")
    until(app, [hal, bob], lambda: lobby.sit_buttons[1].visible, what="Sit here")
    assert lobby.status.text == "A seat is free: sit down to play, or watch."
    click(app, lobby.sit_buttons[1].rect.center)
    until(app, [hal, bob], lambda: top_name(app) == "game", what="the game frame")
    session = app.stack.top.session
    assert session.humans() == [1] and not session.watching and app.stack.top.viewer() == 1
    kept = seats_file.load()[0].find(f"ws://127.0.0.1:{host.port}", table.code)
    assert kept is not None and [s.seat for s in kept.seats] == [1]  # kept, to come back after a drop
    app.home()
    table.close()


def test_a_seat_handed_over_in_the_lobby_or_while_away_leaves_its_person_watching_told_in_one_line(app, host):
    from ghostparlor.scenes.net_join import JoinScene

    url = f"ws://127.0.0.1:{host.port}"
    hal = SeatLink(Connection(url), "Hal")
    hal.create("ghosts", 3, {}, ["human", "human", "bot:random"], 30)
    until(None, [hal], lambda: hal.code, what="the table")
    code = hal.code
    hal.join(code, 0)
    app.home()
    join = JoinScene(app, seats_file.Kept("Vi"), listen=False)
    app.push(join)
    app.step(1 / 60)
    join.address_field.text = f"127.0.0.1:{host.port}"
    join.code_field.text = code
    click(app, join.join_button.rect.center)
    until(app, [hal], lambda: top_name(app) == "net_lobby", what="the lobby")
    lobby = app.stack.top
    until(app, [hal], lambda: lobby.sit_buttons[1].visible, what="Sit here")
    click(app, lobby.sit_buttons[1].rect.center)
    until(app, [hal], lambda: lobby.seating.local_seats() == {1}, what="Vi seated")
    assert seats_file.load()[0].find(url, code) is not None

    hal.hand_seat(1, "open")  # before the start: Vi watches again, and may sit down again
    until(app, [hal], lambda: not lobby.seating.local_seats() and lobby.sit_buttons[1].visible, what="Vi watching")
    assert lobby.status.text == "The host opened your seat for someone else: you are watching now."
    assert seats_file.load()[0].find(url, code) is None  # no seat of hers to come back to
    click(app, lobby.sit_buttons[1].rect.center)
    until(app, [hal], lambda: lobby.seating.local_seats() == {1}, what="Vi seated again")
    app.home()  # Vi leaves; her seat is kept on this computer
    hal.start()
    until(None, [hal], lambda: hal.started, what="the start")
    hal.hand_seat(1, "bot:easy")  # while she is away
    until(None, [hal], lambda: hal.lobby["seats"][1]["kind"] == "bot:easy", what="the bot at her seat")

    kept = seats_file.load()[0]
    join = JoinScene(app, kept, listen=False)
    app.push(join)
    app.step(1 / 60)
    button = next(b for b, table in join.rejoin_buttons if table.code == code)
    click(app, button.rect.center)  # her seat's key, which the host no longer knows
    until(app, [hal], lambda: top_name(app) == "net_lobby", what="the lobby")
    lobby = app.stack.top
    until(app, [hal], lambda: lobby.watch_button.enabled, what="Watch")
    assert not lobby.seating.local_seats() and lobby.seating.phase == "lobby"
    assert lobby.status.text == "The host handed your seat over while you were away: you are watching now."
    assert seats_file.load()[0].find(url, code) is None
    click(app, lobby.watch_button.rect.center)
    assert top_name(app) == "game" and app.stack.top.session.watching
    app.home()
    hal.connection.close()
