"""Issue 47: the server's SQLite store (:mod:`ghostparlor.net.store`): a table kept after
every move reopens where it stood; a file that is not ours is refused and left as it was;
a damaged table is named in one line and the others reopen."""

import json
import sqlite3

import pytest

from ghostparlor.net.host import HostedTable, TableRules
from ghostparlor.net.server import Client, Hub
from ghostparlor.net.store import Store, StoreError

GAMES = ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"]


def started_table(game_id, code="ACDEFG", seed=11, moves=25):
    """A table of three: two people (clients "a", "b") and an open seat a bot fills; ``moves`` played."""
    table = HostedTable(code, TableRules(game_id, 3, {}, away_seconds=30, pace_seconds=0.0), ["human", "human", "open"],
                        seed=seed)
    tokens = [next(m for c, m in table.join(name, name.upper(), seat, None) if m["t"] == "joined")["token"]
              for seat, name in enumerate("ab")]
    table.start("a", table.host_token)
    return table, tokens


def play(table, store, moves):
    """``moves`` actions (people's and the bot's), the store told after each as the server does."""
    session = table.session
    while moves > 0 and not table.is_over():
        seat = session.to_move()
        if seat in (0, 1):
            client = "ab"[seat]
            out = table.act(client, len(session.match.actions), session.legal_actions()[-1].to_json())
            assert any(m["t"] == "ack" for c, m in out if c == client), out
        else:
            table.tick(1.0)
        store.save(table)
        moves -= 1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_saved_mid_game_reopens_where_it_stood(tmp_path, game_id):
    path = tmp_path / "server.sqlite3"
    store = Store(path)
    table, tokens = started_table(game_id)
    play(table, store, 30)
    assert not table.is_over()
    table.leave("b")
    store.save(table)
    store.close()

    again = Store(path)
    tables, problems = again.open_tables()
    assert problems == [] and [t.code for t in tables] == [table.code]
    back = tables[0]
    game = back.game
    assert game.fingerprint(back.session.match.state) == game.fingerprint(table.session.match.state)
    assert len(back.session.match.actions) == len(table.session.match.actions)
    assert [(s.kind, s.name, s.token) for s in back.seats] == [(s.kind, s.name, s.token) for s in table.seats]
    assert back.host_token == table.host_token and back.seed == table.seed
    assert sorted(back.session.bots) == sorted(table.session.bots) == [2]
    # every seat would be told exactly what it was told before the stop
    for seat in (0, 1, 2, None):
        assert back.now_for(seat) == table.now_for(seat)
        assert back._steps_for(seat, 0) == table._steps_for(seat, 0)
    # the people are away until they come back with their keys, then play on
    assert not any(s.connected for s in back.seats)
    for seat, token in enumerate(tokens):
        out = back.join(f"new{seat}", "?", None, token)
        assert [m["seat"] for c, m in out if m["t"] == "joined"] == [seat]
    back.members = {"ab"[seat]: m for seat, m in enumerate(back.members.values())}
    play(back, again, 10)
    again.close()
    third = Store(path)
    tables, _ = third.open_tables()
    if back.is_over():  # a finished table is not reopened; its record is kept
        assert tables == [] and len(third.actions(back.code)) == len(back.session.match.actions)
    else:
        assert game.fingerprint(tables[0].session.match.state) == game.fingerprint(back.session.match.state)
    third.close()


def test_a_table_not_started_and_a_finished_one(tmp_path):
    path = tmp_path / "s.sqlite3"
    store = Store(path)
    waiting = HostedTable("ACDEFH", TableRules("ghosts", 3, {}), ["human", "open", "bot:easy"], seed=3)
    waiting.join("a", "Ann", 0, None)
    store.save(waiting)
    done, _ = started_table("treasure_hunters", code="ACDEFK")
    play(done, store, 10000)
    assert done.is_over()
    store.close()
    again = Store(path)
    tables, problems = again.open_tables()
    assert problems == [] and [t.code for t in tables] == ["ACDEFH"]  # a finished table is kept, not reopened
    assert not tables[0].started and tables[0].seats[0].name == "Ann" and tables[0].seats[2].kind == "easy"
    assert len(again.actions("ACDEFK")) == len(done.session.match.actions)  # its record is still there
    assert again.open_table("ACDEFK") is None
    again.close()


def test_a_damaged_table_is_one_line_and_the_others_reopen(tmp_path):
    path = tmp_path / "s.sqlite3"
    store = Store(path)
    for code in ("ACDEFG", "ACDEFH", "ACDEFJ"):
        table, _ = started_table("ghosts", code=code)
        play(table, store, 6)
    store.close()
    db = sqlite3.connect(path)
    db.execute("UPDATE tables SET meta='{not json' WHERE code='ACDEFG'")
    db.execute("UPDATE actions SET action='{\"kind\": \"nonsense\"}' WHERE code='ACDEFH' AND n=2")
    db.commit()
    db.close()
    again = Store(path)
    tables, problems = again.open_tables()
    assert [t.code for t in tables] == ["ACDEFJ"]
    assert len(problems) == 2 and all("\n" not in p and "cannot be reopened" in p for p in problems)
    assert problems[0].startswith("table ACDEFG") and problems[1].startswith("table ACDEFH")
    again.close()
    db = sqlite3.connect(path)  # nothing was removed: the damaged tables are there to look at
    assert db.execute("SELECT count(*) FROM tables").fetchone()[0] == 3
    db.close()


def test_fewer_actions_kept_than_acknowledged_is_a_problem_not_a_shorter_game(tmp_path):
    path = tmp_path / "s.sqlite3"
    store = Store(path)
    table, _ = started_table("ghosts")
    play(table, store, 8)
    store.close()
    db = sqlite3.connect(path)
    db.execute("DELETE FROM actions WHERE n=(SELECT max(n) FROM actions)")
    db.commit()
    db.close()
    again = Store(path)
    tables, problems = again.open_tables()
    assert tables == [] and "acknowledged" in problems[0]
    again.close()


def test_a_file_that_is_not_a_database_or_not_ours_is_refused_and_left_as_it_was(tmp_path):
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"these are not the tables you are looking for\n" * 100)
    before = garbage.read_bytes()
    with pytest.raises(StoreError) as caught:
        Store(garbage)
    assert "not a database" in str(caught.value) and "\n" not in str(caught.value)
    assert garbage.read_bytes() == before
    other = tmp_path / "other.db"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE notes (text TEXT)")
    db.commit()
    db.close()
    before = other.read_bytes()
    with pytest.raises(StoreError, match="something else"):
        Store(other)
    assert other.read_bytes() == before
    odd = tmp_path / "odd\n\x1b[31mname.db"
    odd.write_bytes(b"x" * 200)
    with pytest.raises(StoreError) as caught:
        Store(odd)
    assert "\n" not in str(caught.value) and "\x1b" not in str(caught.value)
    with pytest.raises(StoreError):
        Store(tmp_path)  # a folder


def test_a_second_server_on_the_same_file_is_refused(tmp_path):
    path = tmp_path / "s.sqlite3"
    first = Store(path, lock=True)
    with pytest.raises(StoreError, match="another server"):
        Store(path, lock=True)
    first.close()
    second = Store(path, lock=True)
    second.close()


def test_the_hub_reopens_a_table_let_go_from_memory_when_someone_comes_back(tmp_path):
    path = tmp_path / "s.sqlite3"
    store = Store(path)
    hub = Hub(store)
    client = Client(1, None)
    hub.clients[1] = client
    hub.receive(client, json.dumps({"t": "hello", "v": 1, "name": "Ann"}))
    hub.receive(client, json.dumps({"t": "create", "game": "ghosts", "players": 3, "options": {},
                                    "seats": ["human", "open", "open"], "away_seconds": 30}))
    sent = [json.loads(client.queue.get_nowait()) for _ in range(client.queue.qsize())]
    code = sent[-1]["code"]
    hub.receive(client, json.dumps({"t": "join", "code": code, "seat": 0, "token": None}))
    sent = [json.loads(client.queue.get_nowait()) for _ in range(client.queue.qsize())]
    token = next(m for m in sent if m["t"] == "joined")["token"]
    hub.leave(client)
    del hub.tables[code]  # as tick does once nobody has been at it for an hour
    hub.receive(client, json.dumps({"t": "join", "code": code, "seat": None, "token": token}))
    sent = [json.loads(client.queue.get_nowait()) for _ in range(client.queue.qsize())]
    assert [m["seat"] for m in sent if m["t"] == "joined"] == [0] and code in hub.tables
    store.close()
