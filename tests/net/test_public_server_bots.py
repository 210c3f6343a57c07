"""A public server (``ghostparlor serve``) seats no searching bot: one loop serves every
table there, and a normal bot's move costs tens of milliseconds of it. The app's own host
offers it."""

import json

from ghostparlor.net import messages
from ghostparlor.net.server import Client, Hub


def _create(hub, seats):
    client = Client(1, socket=None)
    hub.clients[1] = client
    assert hub.receive(client, messages.dump({"t": "hello", "v": messages.PROTOCOL, "name": "Ann"}))
    assert hub.receive(client, messages.dump({"t": "create", "game": "ghosts", "players": 3, "options": {},
                                              "seats": seats, "away_seconds": 30}))
    sent = []
    while not client.queue.empty():
        sent.append(json.loads(client.queue.get_nowait()))
    return sent[-1]


def test_a_public_server_refuses_a_searching_bot_and_seats_the_others():
    refused = _create(Hub(search_bots=False), ["human", "open", "bot:normal"])
    assert refused["t"] == "error" and refused["code"] == "bad_table" and "easy" in refused["text"]
    assert _create(Hub(search_bots=False), ["human", "bot:easy", "bot:random"])["t"] == "created"


def test_the_apps_own_host_offers_the_normal_bot():
    assert _create(Hub(), ["human", "open", "bot:normal"])["t"] == "created"
