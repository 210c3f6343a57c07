"""Issue 47: one hosted table without sockets (:class:`~ghostparlor.net.host.HostedTable`).

Messages are carried by hand: every call returns the ``(connection, message)`` pairs a
server would send. A fake clock stands for time (the away wait), the seed is fixed."""

import pytest

from ghostparlor.feed import redacted
from ghostparlor.net import wire
from ghostparlor.net.host import STAND_IN, HostedTable, TableRules
from ghostparlor.session import HUMAN


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def make_table(game="ghosts", seats=("human", "human", "open"), away=30, pace=0.0, clock=None, seed=7):
    rules = TableRules(game, len(seats), {}, away_seconds=away, pace_seconds=pace)
    return HostedTable("ACDEFG", rules, list(seats), seed=seed, clock=clock or Clock())


def to(out, client, kind=None):
    """The messages ``out`` sends to ``client`` (of type ``kind``)."""
    return [m for c, m in out if c == client and (kind is None or m["t"] == kind)]


def one(out, client, kind):
    found = to(out, client, kind)
    assert len(found) == 1, (kind, out)
    return found[0]


def seated(table, names=("a", "b")):
    """``names`` take seats 0, 1, ...; returns their tokens."""
    tokens = {}
    for seat, client in enumerate(names):
        tokens[client] = one(table.join(client, client.upper(), seat, None), client, "joined")["token"]
    return tokens


def client_of(table, seat):
    return next(c for c, m in table.members.items() if m.seat == seat)


def play_until_seat(table, seat, limit=200):
    """Humans at the table play their first legal action until ``seat`` is to move."""
    for _ in range(limit):
        moving = table.session.to_move()
        if moving == seat:
            return
        if moving in table.session.bots or moving < 0:
            table.tick(1.0)
            continue
        client = client_of(table, moving)
        out = table.act(client, table.session.match.actions.__len__(), table.session.legal_actions()[0].to_json())
        assert to(out, client, "ack"), out
    raise AssertionError(f"seat {seat} never came to move")


# --- joining ------------------------------------------------------------------------------
def test_a_person_claims_an_open_seat_and_gets_a_key_no_one_can_guess():
    table = make_table()
    out = table.join("a", "Ann", 0, None)
    joined = one(out, "a", "joined")
    assert joined["seat"] == 0 and len(joined["token"]) >= 32
    assert table.seats[0].kind == HUMAN and table.seats[0].name == "Ann" and table.seats[0].connected
    lobby = one(out, "a", "lobby")
    assert lobby["you"] == 0 and lobby["seats"][0]["taken"] and not lobby["seats"][1]["taken"]
    assert one(table.join("b", "Bob", 0, None), "b", "error")["code"] == "seat_taken"
    assert one(table.join("b", "Bob", 5, None), "b", "error")["code"] == "no_seat"
    other = make_table()
    other.join("a", "Ann", 0, None)
    assert other.seats[0].token != table.seats[0].token


def test_a_name_is_cleaned_and_cut():
    table = make_table()
    table.join("a", "A\nnn\x1b[31m" + "x" * 80, 0, None)
    name = table.seats[0].name
    assert "\n" not in name and "\x1b" not in name and len(name) <= 24


def test_a_person_comes_back_on_a_new_connection_with_the_seats_key():
    table = make_table()
    tokens = seated(table)
    table.start("b", table.host_token)
    before = len(table.session.match.actions)
    table.leave("a")
    assert not table.seats[0].connected and table.seats[0].away_since is not None
    out = table.join("a2", "someone else", None, tokens["a"])
    assert one(out, "a2", "joined")["seat"] == 0
    assert table.seats[0].connected and table.seats[0].away_since is None and table.seats[0].name == "A"
    snapshot = one(out, "a2", "snapshot")
    assert snapshot["seat"] == 0 and snapshot["now"]["played"] == before
    # the old connection of the same person is let go when the new one takes the seat
    table.join("a3", "A", None, tokens["a"])
    assert "a2" not in table.members and table.members["a3"].seat == 0
    assert one(table.join("x", "X", None, "Z" * 32), "x", "error")["code"] == "unknown_token"


# --- starting and the host's decisions ---------------------------------------------------------
def test_only_the_host_starts_and_bots_fill_the_open_seats():
    table = make_table(seats=("human", "open", "open"))
    tokens = seated(table, ("a",))
    assert one(table.start("a", tokens["a"]), "a", "error")["code"] == "not_host"
    assert not table.started
    out = table.start("a", table.host_token)
    assert table.started
    assert [s.kind for s in table.seats] == [HUMAN, STAND_IN, STAND_IN]
    assert sorted(table.session.bots) == [1, 2] and table.session.plans[1].kind == STAND_IN
    assert to(out, "a", "lobby")[-1]["started"]
    assert one(table.start("a", table.host_token), "a", "error")["code"] == "started"


def test_the_host_hands_a_seat_to_a_bot_and_opens_it_for_a_waiting_person():
    table = make_table()
    tokens = seated(table)
    table.join("w", "Watcher", None, None)
    table.start("a", table.host_token)
    assert one(table.hand_seat("a", tokens["a"], 1, "bot:random"), "a", "error")["code"] == "not_host"
    table.hand_seat("a", table.host_token, 1, "bot:random")
    assert table.seats[1].kind == "random" and table.seats[1].token is None
    assert table.members["b"].seat is None  # the person watches from now on
    assert 1 in table.session.bots and table.session.plans[1].kind == "random"
    # the old key no longer seats anyone
    assert one(table.join("b2", "B", None, tokens["b"]), "b2", "error")["code"] == "unknown_token"
    table.hand_seat("a", table.host_token, 1, "open")
    assert table.seats[1].kind == "open" and 1 in table.session.bots  # a bot keeps the game going meanwhile
    out = table.join("w", "Watcher", 1, None)
    assert one(out, "w", "joined")["seat"] == 1
    assert 1 not in table.session.bots and table.session.plans[1].kind == HUMAN
    assert one(table.hand_seat("a", table.host_token, 9, "open"), "a", "error")["code"] == "no_seat"


# --- playing ----------------------------------------------------------------------------------
def test_a_move_out_of_turn_or_not_legal_is_refused_and_changes_nothing():
    table = make_table()
    seated(table)
    table.start("a", table.host_token)
    session = table.session
    moving = session.to_move()
    other = next(c for c, m in table.members.items() if m.seat not in (moving, None))
    at = len(session.match.actions)
    fingerprint = table.game.fingerprint(session.match.state)
    legal = session.legal_actions()
    out = table.act(other, at, legal[0].to_json())
    assert one(out, other, "error")["code"] == "not_your_turn"
    mover = client_of(table, moving)
    illegal = next(a for a in table.game.all_actions(session.match.state) if a not in legal)
    refusal = one(table.act(mover, at, illegal.to_json()), mover, "error")
    # the host says no more than "not possible" (a reason from the full state could tell a
    # secret: the client explains from its own view)
    assert refusal["code"] == "illegal" and refusal["text"] == "That move is not possible now."
    assert one(table.act(mover, at, {"kind": "no such thing"}), mover, "error")["code"] == "bad_action"
    watcher = table.join("w", "W", None, None)
    assert one(table.act("w", at, legal[0].to_json()), "w", "error")["code"] == "no_seat"
    assert watcher
    assert table.game.fingerprint(session.match.state) == fingerprint and len(session.match.actions) == at


def test_an_action_sent_twice_or_late_is_answered_stale_and_played_once():
    table = make_table()
    seated(table)
    table.start("a", table.host_token)
    session = table.session
    mover = client_of(table, session.to_move())
    at = len(session.match.actions)
    action = session.legal_actions()[0].to_json()
    out = table.act(mover, at, action)
    assert one(out, mover, "ack") == {"t": "ack", "at": at}
    played = len(session.match.actions)
    assert played > at
    again = table.act(mover, at, action)  # sent twice (a retry after a drop)
    assert again == [(mover, {"t": "stale", "at": at, "played": played})]
    late = table.act(mover, at - 1 if at else played + 5, action)
    assert one(late, mover, "stale")["played"] == played
    assert len(session.match.actions) == played


def test_every_seat_is_sent_only_its_own_view_and_a_spectator_the_public_view():
    table = make_table(seats=("human", "human", "human"), seed=987654321)
    seated(table, ("a", "b", "c"))
    table.join("w", "W", None, None)
    out = table.start("a", table.host_token)
    for _ in range(12):  # a few moves, so that secret events (draws) were sent
        moving = table.session.to_move()
        if moving < 0 or table.is_over():
            break
        out += table.act(client_of(table, moving), len(table.session.match.actions),
                         table.session.legal_actions()[0].to_json())
    state, game = table.session.match.state, table.game
    secret_events = 0
    for client, seat in (("a", 0), ("b", 1), ("c", 2), ("w", None)):
        updates = to(out, client, "update")
        assert updates and [u["seq"] for u in updates] == list(range(1, len(updates) + 1))
        last = updates[-1]["now"]
        assert last["view"] == wire.encode(game.view(state, seat))
        assert wire.decode("ghosts", last["view"]).seat == seat
        if seat is None:
            assert last["public"] is None and last["legal"] == []
        else:
            assert last["public"] == wire.encode(game.view(state, None))
        for update in updates:
            for step in update["steps"]:
                for data in step["e"]:
                    event = wire.decode("ghosts", data)
                    assert redacted(event, seat) == event  # nothing of another seat's secret
                    secret_events += not event.visible_to(seat)
        assert "seed" not in repr(updates) and "987654321" not in repr(updates)
    assert secret_events > 0  # the check above did see events kept from some seat


def test_an_away_seat_gets_a_stand_in_after_the_wait_and_its_person_takes_it_back():
    clock = Clock()
    table = make_table(seats=("human", "human", "open"), away=30, clock=clock)
    tokens = seated(table)
    table.start("a", table.host_token)
    play_until_seat(table, 1)
    table.leave("b")
    at = len(table.session.match.actions)
    clock.now += 29
    table.tick(0.05)
    assert not table.seats[1].stand_in and len(table.session.match.actions) == at  # the table waits
    clock.now += 2
    out = table.tick(0.05)
    assert table.seats[1].stand_in and 1 in table.session.bots
    assert to(out, "a", "lobby")[-1]["seats"][1]["stand_in"]
    for _ in range(5):
        table.tick(0.05)
    assert len(table.session.match.actions) > at  # the stand-in played the away seat
    out = table.join("b2", "B", None, tokens["b"])
    assert one(out, "b2", "joined")["seat"] == 1
    assert not table.seats[1].stand_in and 1 not in table.session.bots
    play_until_seat(table, 1)
    waiting = len(table.session.match.actions)
    for _ in range(5):
        table.tick(1.0)
    assert len(table.session.match.actions) == waiting  # back: the seat is the person's again


def test_chat_is_cut_and_cleaned_and_a_reaction_must_be_known():
    table = make_table()
    seated(table)
    out = table.say("a", text="hi\x1b[2J" + "!" * 500)
    sent = one(out, "b", "chat")
    assert sent["seat"] == 0 and len(sent["text"]) <= 200 and "\x1b" not in sent["text"]
    assert one(table.say("a", reaction="laugh"), "b", "chat")["react"] == "laugh"
    assert one(table.say("a", reaction="nope"), "a", "error")["code"] == "bad_reaction"
    assert table.say("a", text="   ") == []


@pytest.mark.parametrize("game_id", ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"])
def test_a_whole_game_at_a_hosted_table_ends_with_the_record_sent_once(game_id):
    table = make_table(game_id, seats=("human", "open", "open"))
    seated(table, ("a",))
    out = table.start("a", table.host_token)
    for _ in range(5000):
        if table.is_over():
            break
        if table.session.to_move() == 0:
            out += table.act("a", len(table.session.match.actions), table.session.legal_actions()[-1].to_json())
        else:
            out += table.tick(1.0)
    assert table.is_over()
    records = to(out, "a", "record")
    assert len(records) == 1 and len(records[0]["save"]["record"]["actions"]) == len(table.session.match.actions)
    assert to(out, "a", "update")[-1]["now"]["result"] is not None
