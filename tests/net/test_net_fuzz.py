"""Issue 47, point 6: hostile clients (ghostparlor/devtools/net_fuzz.py, net_hostile.py).

The hub is fed thousands of the hostile clients' random, mutated and broken messages
directly (no sockets: quick and seeded): nothing it does may raise. The fixes the live
fuzzing led to are pinned. A bounded live run (a server on loopback, hostile clients,
honest games) must find 0 crashes, 0 hangs, no seat stolen, no move tampered with, every
kept table playable to its end; and a planted crash must be counted.
"""

import json
import random
import time

import pytest

from ghostparlor.devtools.net_fuzz import action_pools, check_tables, failed, format_summary, net_fuzz
from ghostparlor.devtools.net_hostile import TYPES, Knows, Shared, broken_text, mutate
from ghostparlor.net import messages
from ghostparlor.net.host import HostedTable, TableRules
from ghostparlor.net.server import Bucket, Client, Hub
from ghostparlor.net.store import Store


@pytest.fixture(scope="module")
def pools():
    return action_pools(1)


class HubDriver:
    """Connections to a hub without sockets: what each is sent is read back at once."""

    def __init__(self, hub, shared):
        self.hub, self.shared = hub, shared
        self.numbers = 0

    def connect(self):
        self.numbers += 1
        client = Client(self.numbers, None)
        client.bucket = Bucket(1e9, 10**9)  # the rate limit has its own test: here every message is read
        self.hub.clients[client.number] = client
        knows = Knows(self.shared)
        return client, knows

    def send(self, client, knows, data):
        """False once the hub closes the connection."""
        if isinstance(data, dict):
            data = json.dumps(data, ensure_ascii=False)
        keep = self.hub.receive(client, data)
        while not client.queue.empty():
            text = client.queue.get_nowait()
            if text is not None:
                knows.note(json.loads(text))
        if not keep:
            self.hub.leave(client)
            self.hub.clients.pop(client.number, None)
        return keep


def test_the_hub_takes_thousands_of_hostile_messages_without_raising(pools):
    rng = random.Random(7)
    shared = Shared("127.0.0.1", 0, pools, time.monotonic() + 3600)
    hub = Hub(Store(":memory:"))
    driver = HubDriver(hub, shared)
    kinds = 0
    for _session in range(40):
        client, knows = driver.connect()
        driver.send(client, knows, knows.valid("hello", rng))
        driver.send(client, knows, {"t": "create", "game": rng.choice(messages.GAME_IDS), "players": 2, "options": {},
                                    "seats": ["human", "bot:random"], "away_seconds": 30})
        if knows.code:
            shared.honest_codes.append(knows.code)  # the next sessions prowl the earlier tables
            driver.send(client, knows, {"t": "join", "code": knows.code, "seat": 0, "token": None})
            driver.send(client, knows, {"t": "start", "token": knows.host_token})
        for _ in range(80):
            message = knows.valid(rng.choice(TYPES[1:-1] + ("act", "act", "act")), rng)
            roll = rng.random()
            data = mutate(message, rng) if roll < 0.4 else broken_text(message, rng) if roll < 0.5 else message
            kinds += 1
            if not driver.send(client, knows, data):
                client, knows2 = driver.connect()
                knows2.code, knows2.token, knows2.host_token = knows.code, knows.token, knows.host_token
                knows = knows2
                driver.send(client, knows, knows.valid("hello", rng))
                if knows.code:
                    driver.send(client, knows, {"t": "join", "code": knows.code, "seat": None, "token": knows.token})
            if kinds % 160 == 0:  # time passes now and then (bots move: search bots are slow)
                hub.tick(1.0)
    assert kinds == 3200
    for code in ("bad_message", "no_table", "bad_action", "not_host", "unknown_token", "bad_table", "bad_seat"):
        assert shared.errors[code] > 0, (code, shared.errors)
    assert hub.counts["closed_bad"] > 100
    assert all(table.session is None or table.session.to_move() is not None for table in hub.tables.values())


def test_a_seat_handed_to_a_bot_not_hosted_here_is_refused_and_stays_as_it_was():
    """Found by net-fuzz: ``seat`` to bot:hard (or bot:) raised half way through handing the
    seat over (its person already unseated, its key gone); the connection failed."""
    table = HostedTable("ACDEFG", TableRules("ghosts", 3, {}), ["open", "open", "bot:easy"], host_token="h" * 20)
    table.join("a", "Ann", 0, None)
    table.join("b", "Bob", 1, None)
    table.start("a", "h" * 20)
    before = (table.seats[1].kind, table.seats[1].token, table.members["b"].seat, dict(table.session.bots))
    for to in ("bot:hard", "bot:", "bot:" + "x" * 20):
        out = table.hand_seat("a", "h" * 20, 1, to)
        assert [m["code"] for _, m in out] == ["bad_seat"]
        assert (table.seats[1].kind, table.seats[1].token, table.members["b"].seat, dict(table.session.bots)) == before


def test_a_table_with_options_its_game_has_not_is_refused_with_a_message(pools):
    """Found by net-fuzz: a create naming an option of another game raised OptionError
    past the hub (the connection failed, logged as the server's error)."""
    shared = Shared("127.0.0.1", 0, pools, time.monotonic() + 60)
    driver = HubDriver(Hub(None), shared)
    client, knows = driver.connect()
    driver.send(client, knows, knows.valid("hello", random.Random(1)))
    for options in ({"mode": "master_game"}, {"first_player": 99}, {"first_player": [1]}, {"nope": {"~": 1}}):
        assert driver.send(client, knows, {"t": "create", "game": "ghosts", "players": 3, "options": options,
                                           "seats": ["human"] * 3, "away_seconds": 30})
    assert shared.errors["bad_table"] == 4 and knows.code is None
    assert driver.send(client, knows, {"t": "create", "game": "ghosts", "players": 3, "options": {"first_player": 2},
                                       "seats": ["human"] * 3, "away_seconds": 30})
    assert knows.code


def test_every_kept_table_is_played_to_its_end_from_the_store(tmp_path):
    db = tmp_path / "t.sqlite3"
    store = Store(db)
    for i, game_id in enumerate(messages.GAME_IDS):
        table = HostedTable(f"ACDEF{'GHJKL'[i]}", TableRules(game_id, 2 if game_id != "ghostbumpers" else 3, {}),
                            ["open", "bot:normal"] + (["open"] if game_id == "ghostbumpers" else []), host_token="h" * 20)
        table.join("a", "Ann", 0, None)
        if i % 2:
            table.start("a", "h" * 20)
        store.save(table)
    store.close()
    checked = check_tables(db, seed=1, budget=60)
    assert checked["reopened"] == 5 and checked["played_to_the_end"] == 5 and checked["unplayable"] == 0, checked


@pytest.mark.slow
def test_hostile_clients_against_a_live_server_find_nothing():
    summary = net_fuzz(seconds=15, clients=8, seed=3)
    text = format_summary(summary)
    assert summary["crashes"] == 0 and summary["hangs"] == 0, text
    assert summary["stolen"] == 0 and summary["honest"]["tampered"] == 0, text
    assert summary["honest"]["games_finished"] >= 1 and summary["honest"]["unfinished"] == 0, text
    assert summary["tables"]["unplayable"] == 0 and summary["tables"]["checked"] == summary["tables"]["reopened"], text
    assert summary["hostile"]["sent"] > 500 and summary["hostile"]["closed_by_server"] > 10, text
    assert {"bad_message", "no_seat", "not_host"} <= set(summary["errors_answered"]), text
    assert summary["fuzzer_problems"] == [], text
    assert not failed(summary)


@pytest.mark.slow
def test_a_planted_crash_is_counted(monkeypatch):
    """The counting itself: a host whose chat fails on a right-to-left mark is found."""
    say = HostedTable.say

    def failing(table, client, text=None, reaction=None):
        if text and "\u202e" in text:
            raise RuntimeError("planted")
        return say(table, client, text, reaction)

    monkeypatch.setattr(HostedTable, "say", failing)
    summary = net_fuzz(seconds=6, clients=6, seed=4, check_seconds=5)
    assert summary["crashes"] >= 1 and failed(summary)
    assert any("planted" in line for line in summary["crash_samples"]), summary["crash_samples"]
