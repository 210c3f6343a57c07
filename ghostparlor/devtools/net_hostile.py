"""The hostile clients of ``ghostparlor net-fuzz`` (:mod:`ghostparlor.devtools.net_fuzz`).

Each runs one *scenario* after another on its own WebSocket (or a bare TCP socket), all in
one asyncio loop beside the server: valid messages with fields mutated (wrong kinds,
booleans for numbers, huge or strange texts, deep nesting, unknown types and fields),
broken JSON, binary frames, frames over the size limit, floods over the rate limit,
actions of another game, out of turn or at a stale number, keys (tokens) guessed for
other people's seats and the host's, tables of honest players watched and prodded,
connections that never say hello, half-open sockets and clients that never read. What
they see is counted (errors by code, connections closed by the server); the one thing
counted as a breach is a seat of an honest table handed to a hostile client.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections import Counter
from typing import Any

from ghostparlor.net.messages import CODE_ALPHABET, CODE_LENGTH, GAME_IDS, MAX_BYTES, PROTOCOL, REACTIONS

HANDSHAKE = ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
SESSION_SECONDS = 60.0  # every scenario ends by itself well within (the longest, deaf, in about 30 s)
TYPES = ("hello", "create", "join", "start", "seat", "act", "chat", "react", "resync", "bye")


class Shared:
    """What every hostile client shares: where the server is, the honest tables' codes
    (to attack), sample actions of every game, the counts."""

    def __init__(self, host: str, port: int, pools: dict[str, list[dict[str, Any]]], deadline: float) -> None:
        self.host, self.port = host, port
        self.url = f"ws://{host}:{port}"
        self.pools = pools
        self.deadline = deadline
        self.honest_codes: list[str] = []  # appended by the honest side (another thread)
        self.counts: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()  # error codes the server answered
        self.fuzzer_problems: list[str] = []
        self.stolen: list[str] = []
        self.probe_ms: list[float] = []
        self.hangs: list[str] = []

    def left(self) -> float:
        return self.deadline - time.monotonic()


# --- values and messages ---------------------------------------------------------------------------

def nested(depth: int, leaf: Any = 0) -> Any:
    value = leaf
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def nasty(rng: random.Random) -> Any:
    """A value no field expects (or one just out of its range)."""
    pick = rng.randrange(26)
    if pick < 11:
        return (True, False, None, 0, -1, 7, 8, 2**31, 2**53 + 1, 10**30, -10**20)[pick]
    if pick < 14:
        return (0.5, 1e308, -0.0)[pick - 11]
    if pick == 14:
        return "x" * rng.choice((25, 201, 5000, 60000))
    if pick == 15:
        return rng.choice(("", " ", "\u202e\u0000\n", "\U0001f47b" * 300, "e\u0301" * 400, "ｇｈｏｓｔ", "\ufeff", "\u2028"))
    if pick == 16:
        return nested(rng.choice((3, 30, 300)))  # deeper: broken_text sends 5000 levels as raw text
    if pick == 17:
        return [nasty(rng) for _ in range(rng.randrange(4))]
    if pick == 18:
        return {rng.choice(("~", "t", "type", "card", "~list")): nasty(rng)}
    if pick == 19:
        return {"~": rng.choice(("PlayCard", "Result", "GhostsView", "object")), "card": "fog"}
    if pick == 20:
        return "bot:" + rng.choice(("hard", "", "normal", "random", "easy" * 5, "../x"))
    if pick == 21:
        return guess_code(rng)
    if pick == 22:
        return guess_token(rng)
    if pick == 23:
        return list(range(rng.choice((9, 33, 1000))))
    if pick == 24:
        return {str(i): i for i in range(rng.choice((5, 33, 500)))}
    return rng.choice(GAME_IDS + ("ghostz", "GHOSTS", ""))


def guess_code(rng: random.Random) -> str:
    return "".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def guess_token(rng: random.Random) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
    return "".join(rng.choice(alphabet) for _ in range(rng.choice((16, 32, 64))))


def mutate(message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A valid message with something wrong: a field missing, added, of another kind, its
    type unknown, or (for an action) an inner field wrong."""
    out = dict(message)
    fields = [k for k in out if k != "t"]
    pick = rng.randrange(8)
    if pick == 0 and fields:
        del out[rng.choice(fields)]
    elif pick == 1:
        out[rng.choice(("x", "seat", "token", "~", "v", "__proto__"))] = nasty(rng)
    elif pick == 2:
        out["t"] = rng.choice(("", "HELLO", "act ", "snapshot", "update", "error", "record", nasty(rng)))
    elif pick == 3 and isinstance(out.get("action"), dict) and out["action"]:
        action = dict(out["action"])
        action[rng.choice(list(action))] = nasty(rng)
        out["action"] = action
    elif pick == 4:
        out.pop("t", None)
    elif fields:
        out[rng.choice(fields)] = nasty(rng)
    return out


def broken_text(message: dict[str, Any], rng: random.Random) -> str | bytes:
    """The message's JSON text broken: cut, a byte changed, doubled keys, constants JSON
    does not have, numbers too long, a lone surrogate, a byte-order mark, invalid UTF-8."""
    text = json.dumps(message)
    pick = rng.randrange(10)
    if pick == 0:
        return text[: rng.randrange(len(text))]
    if pick == 1:
        i = rng.randrange(len(text))
        return text[:i] + chr(rng.randrange(32, 0x2FF)) + text[i + 1:]
    if pick == 2:
        return text[:-1] + ', "t": "act"}'
    if pick == 3:
        return text.replace("}", ', "n": NaN}', 1) if rng.random() < 0.5 else text.replace("}", ', "n": -Infinity}', 1)
    if pick == 4:
        return text.replace("}", ', "n": ' + "9" * rng.choice((20, 400, 5000)) + "}", 1)
    if pick == 5:
        return text.replace("}", ', "n": "\\ud800"}', 1)
    if pick == 6:
        return "\ufeff" + text
    if pick == 7:
        return text.encode() + b"\xff\xfe\xc3"  # a binary frame that is not UTF-8
    if pick == 8:
        return rng.choice(("", "null", "[]", "42", '"hello"', "{}", '{"t": 1}', "[" * 5000 + "]" * 5000))
    return text + text


class Knows:
    """What one hostile connection was told (its table, seat, keys, the game's moment), and
    the messages it makes from that (no socket: the tests drive a hub with it directly)."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.code: str | None = None
        self.game: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.host_token: str | None = None
        self.played = 0
        self.legal: list[Any] = []
        self.to_move = -2
        self.heard = 0
        self.welcomed = False

    def note(self, message: dict[str, Any]) -> None:
        kind = message.get("t")
        self.welcomed = self.welcomed or kind == "welcome"
        if kind == "error":
            self.shared.errors[str(message.get("code"))] += 1
        elif kind == "created":
            self.code, self.host_token = message["code"], message["host_token"]
        elif kind == "joined":
            self.seat, self.token = message["seat"], message["token"]
        elif kind == "lobby":
            self.game = message.get("game")
            if message.get("code") in self.shared.honest_codes and message.get("you") is not None:
                self.shared.stolen.append(f"seat {message['you']} of honest table {message['code']}")
        elif kind in ("snapshot", "update"):
            now = message["now"]
            self.played, self.to_move, self.legal = now["played"], now["to_move"], now["legal"]

    def valid(self, kind: str, rng: random.Random) -> dict[str, Any]:
        """A message of ``kind`` as an honest client would send it now."""
        pools = self.shared.pools
        if kind == "hello":
            return {"t": "hello", "v": PROTOCOL, "name": rng.choice(("Eve", "Mallory", "\u202eevE", "x" * 24))}
        if kind == "create":
            game = rng.choice(GAME_IDS)
            players = rng.randrange(1, 7)
            seats = [rng.choice(("human", "open", "bot:random", "bot:easy", "bot:normal")) for _ in range(players)]
            options = rng.choice(({}, {}, {"first_player": rng.choice((1, 2, 99, "random", None, "2"))},
                                  {"mode": rng.choice(("master_game", "tournament", "x"))}, {"nope": 1},
                                  {"target_score": rng.choice((15, 16, "off"))}, {"advanced": rng.choice((True, 1, "yes"))},
                                  {"card_types": "custom"}, {"open_ghosts": rng.choice((True, "no", []))}))
            return {"t": "create", "game": game, "players": players, "options": options, "seats": seats,
                    "away_seconds": rng.choice((0, 1, 30, 3600))}
        if kind == "join":
            codes = [c for c in (self.code,) if c] + self.shared.honest_codes[-6:]
            code = rng.choice(codes) if codes and rng.random() < 0.8 else guess_code(rng)
            token = rng.choice((None, self.token, guess_token(rng)))
            return {"t": "join", "code": code, "seat": rng.choice((None, 0, 1, 2, 5, 7)), "token": token}
        if kind in ("start", "seat"):
            token = self.host_token if self.host_token and rng.random() < 0.7 else guess_token(rng)
            if kind == "start":
                return {"t": "start", "token": token}
            to = rng.choice(("open", "bot:random", "bot:easy", "bot:normal", "bot:hard", "bot:"))
            return {"t": "seat", "token": token, "seat": rng.randrange(8), "to": to}
        if kind == "act":
            if self.legal and rng.random() < 0.6:
                action = _action_json(self.game, rng.choice(self.legal))
            else:
                action = rng.choice(pools[rng.choice(GAME_IDS)])  # of this game or another
            at = self.played if rng.random() < 0.7 else rng.choice((0, max(0, self.played - 1), self.played + 1, 10**7))
            return {"t": "act", "at": at, "action": action}
        if kind == "chat":
            return {"t": "chat", "text": rng.choice(("hi", "\u202egg", "<b>x</b>", "\U0001f47b" * 50, "a\nb"))}
        if kind == "react":
            return {"t": "react", "what": rng.choice(REACTIONS)}
        return {"t": kind}


class Peer(Knows):
    """One hostile WebSocket and what it was told."""

    def __init__(self, shared: Shared, socket: Any) -> None:
        super().__init__(shared)
        self.socket = socket
        self.closed = False
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        try:
            async for text in self.socket:
                self.heard += 1
                self.note(json.loads(text))
        except Exception as exc:  # closed by the server, or torn down: the connection ends
            if type(exc).__module__.split(".")[0] not in ("websockets", "asyncio") and not isinstance(exc, OSError):
                self.shared.fuzzer_problems.append(f"reader: {type(exc).__name__}: {str(exc)[:100]}")
        finally:
            self.closed = True

    async def send(self, data: str | bytes | dict[str, Any]) -> bool:
        if self.closed:
            return False
        if isinstance(data, dict):
            data = json.dumps(data, ensure_ascii=False)
        try:
            await self.socket.send(data)
            self.shared.counts["sent"] += 1
            return True
        except Exception:  # the server closed it: expected after a bad message
            self.closed = True
            return False

    async def closed_within(self, seconds: float) -> bool:
        end = time.monotonic() + seconds
        while not self.closed and time.monotonic() < end:
            await asyncio.sleep(0.02)
        return self.closed


async def _close(socket: Any) -> None:
    try:
        await socket.close()
    except Exception:  # already torn down by the server
        pass


def _action_json(game_id: str | None, encoded: Any) -> Any:
    """An action's JSON (as clients send it) from its wire form (as hosts list it)."""
    from ghostparlor.net import wire

    try:
        return wire.decode(game_id or "", encoded).to_json()
    except Exception:  # not of this game after all: sent as it came
        return encoded


# --- scenarios -------------------------------------------------------------------------------------

async def _open(shared: Shared, hello: bool = True, **kwargs: Any) -> Peer:
    from websockets.asyncio.client import connect

    socket = await connect(shared.url, open_timeout=10, close_timeout=1, ping_interval=None,
                           max_size=8 * 1024 * 1024, compression=None, **kwargs)
    peer = Peer(shared, socket)
    if hello:
        await peer.send(peer.valid("hello", random.Random()))
    return peer


async def _own_table(peer: Peer, rng: random.Random, start: bool = True) -> None:
    """A table of the peer's own (it is its host), seated and, mostly, started."""
    from ghostparlor.games import load_game

    game = rng.choice(GAME_IDS)
    players = max(2, load_game(game).min_players)
    seats = ["human"] + [rng.choice(("bot:random", "human")) for _ in range(players - 1)]
    await peer.send({"t": "create", "game": game, "players": players, "options": {}, "seats": seats,
                     "away_seconds": rng.choice((0, 2, 60))})
    for _ in range(100):
        if peer.code or peer.closed:
            break
        await asyncio.sleep(0.02)
    if peer.code:
        await peer.send({"t": "join", "code": peer.code, "seat": 0, "token": None})
        if start:
            await asyncio.sleep(0.05)
            await peer.send({"t": "start", "token": peer.host_token})
            await asyncio.sleep(0.05)


async def mutants(shared: Shared, rng: random.Random) -> None:
    """Its own table, then valid messages (the game moves on) among mutated and broken ones;
    closed, it comes back with its seat's key and goes on."""
    peer = await _open(shared)
    await _own_table(peer, rng)
    code, token, host_token = peer.code, peer.token, peer.host_token
    end = time.monotonic() + rng.uniform(1, 6)
    while time.monotonic() < end and shared.left() > 0:
        if peer.closed:
            shared.counts["closed_by_server"] += 1
            peer = await _open(shared)
            peer.code, peer.host_token = code, host_token
            await peer.send({"t": "join", "code": code, "seat": None, "token": token} if code else peer.valid("join", rng))
            await asyncio.sleep(0.05)
        kind = rng.choice(TYPES[1:-1] + ("act", "act"))
        message = peer.valid(kind, rng)
        roll = rng.random()
        if roll < 0.45:
            await peer.send(mutate(message, rng))
        elif roll < 0.55:
            await peer.send(broken_text(message, rng))
        elif roll < 0.6:
            await peer.send(json.dumps(message).encode())  # a binary frame
        else:
            await peer.send(message)
        await asyncio.sleep(rng.choice((0, 0.01, 0.05)))
    await _close(peer.socket)


async def garbage_first(shared: Shared, rng: random.Random) -> None:
    """Something that is not a hello as the first message."""
    peer = await _open(shared, hello=False)
    message = peer.valid(rng.choice(TYPES), rng)
    await peer.send(rng.choice((mutate(message, rng), broken_text(message, rng), message,
                                {"t": "hello", "v": PROTOCOL + rng.choice((1, -1, 10**6)), "name": "Old"})))
    if not await peer.closed_within(15) and not peer.welcomed:  # (a mutant may still be a hello)
        shared.hangs.append("a connection that did not say hello was not closed within 15 s")
    await _close(peer.socket)


async def oversize(shared: Shared, rng: random.Random) -> None:
    """A frame over the size limit (text or binary)."""
    peer = await _open(shared)
    size = rng.choice((MAX_BYTES + 1, 2 * MAX_BYTES, 5 * 1024 * 1024))
    body = '{"t":"chat","text":"' + "x" * size + '"}'
    await peer.send(body if rng.random() < 0.5 else body.encode())
    if not await peer.closed_within(15):
        shared.hangs.append("an oversize frame did not close its connection within 15 s")
    await _close(peer.socket)


async def flood(shared: Shared, rng: random.Random) -> None:
    """Far more messages than the rate limit, at an honest table (watching) or its own."""
    peer = await _open(shared)
    if shared.honest_codes and rng.random() < 0.7:
        await peer.send({"t": "join", "code": rng.choice(shared.honest_codes[-6:]), "seat": None, "token": None})
    else:
        await _own_table(peer, rng)
    kind = rng.choice(("resync", "chat", "react", "act"))
    for _ in range(400):
        if not await peer.send(peer.valid(kind, rng)):
            break
    if not await peer.closed_within(15):
        shared.hangs.append("a flood did not close its connection within 15 s")
    await _close(peer.socket)


async def prowler(shared: Shared, rng: random.Random) -> None:
    """At honest tables: seats claimed, keys guessed (a seat's, the host's), moves sent by a
    watcher, seats handed, starts; every one must be refused."""
    if not shared.honest_codes:
        return await mutants(shared, rng)
    peer = await _open(shared)
    code = rng.choice(shared.honest_codes[-6:])
    await peer.send({"t": "join", "code": code, "seat": None, "token": None})
    peer.code = code
    for _ in range(rng.randrange(5, 30)):
        kind = rng.choice(("join", "start", "seat", "act", "chat", "resync"))
        message = peer.valid(kind, rng)
        if kind == "join":
            message.update(code=code, token=guess_token(rng) if rng.random() < 0.8 else None)
        if not await peer.send(message):
            break
        await asyncio.sleep(0.06)
    await _close(peer.socket)


async def mute(shared: Shared, rng: random.Random) -> None:
    """A WebSocket that never says anything, held open a while (the server closes it after
    its wait for a hello, or it goes)."""
    peer = await _open(shared, hello=False)
    await peer.closed_within(min(rng.choice((1, 3, 12)), max(0.1, shared.left() + 2)))
    await _close(peer.socket)


async def deaf(shared: Shared, rng: random.Random) -> None:
    """Watches an honest table asking for the whole game again and again, reading nothing."""
    from websockets.asyncio.client import connect

    socket = await connect(shared.url, open_timeout=10, close_timeout=1, ping_interval=None, max_queue=1, max_size=None)
    try:
        await socket.send(json.dumps({"t": "hello", "v": PROTOCOL, "name": "Deaf"}))
        codes = shared.honest_codes[-6:]
        await socket.send(json.dumps({"t": "join", "code": rng.choice(codes) if codes else guess_code(rng),
                                      "seat": None, "token": None}))
        for _ in range(int(rng.uniform(20, 400))):  # 16 a second: under the rate limit, over what it reads
            if shared.left() <= 0:
                break
            await socket.send('{"t":"resync"}')
            await asyncio.sleep(0.06)
    except Exception:  # closed by the server (too slow a reader), as it should be
        shared.counts["deaf_closed"] += 1
    finally:
        await _close(socket)


async def half_open(shared: Shared, rng: random.Random) -> None:
    """A bare TCP socket: silent, a cut handshake, or a handshake then a cut or unmasked frame."""
    reader, writer = await asyncio.open_connection(shared.host, shared.port)
    pick = rng.randrange(4)
    try:
        if pick == 1:
            writer.write(HANDSHAKE[: rng.randrange(10, len(HANDSHAKE) - 4)].encode())
        elif pick >= 2:
            writer.write(HANDSHAKE.encode())
            await writer.drain()
            await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            writer.write(b"\x81\xfe\x40" if pick == 2 else b"\x81\x05hello")  # a cut frame, an unmasked one
        await writer.drain()
        try:
            await asyncio.wait_for(reader.read(), rng.choice((0.5, 2, 12)))
        except asyncio.TimeoutError:
            pass
    finally:
        writer.close()


SCENARIOS = {"mutants": (mutants, 8), "garbage_first": (garbage_first, 2), "oversize": (oversize, 1),
             "flood": (flood, 1), "prowler": (prowler, 3), "mute": (mute, 1), "deaf": (deaf, 1),
             "half_open": (half_open, 1)}


async def client(shared: Shared, number: int, seed: int) -> None:
    """One hostile client: scenario after scenario until the deadline."""
    rng = random.Random(f"{seed}:hostile:{number}")
    names = list(SCENARIOS)
    weights = [SCENARIOS[n][1] for n in names]
    while shared.left() > 0:
        name = rng.choices(names, weights)[0]
        shared.counts["sessions"] += 1
        shared.counts[f"scenario:{name}"] += 1
        try:
            await asyncio.wait_for(SCENARIOS[name][0](shared, rng), SESSION_SECONDS)
        except asyncio.TimeoutError:
            shared.hangs.append(f"a {name} session did not end within {SESSION_SECONDS:.0f} s")
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # refused or cut by the server: what these clients are for
            kind = type(exc).__module__.split(".")[0]
            if kind not in ("websockets", "asyncio") and not isinstance(exc, OSError):
                shared.fuzzer_problems.append(f"{name}: {type(exc).__name__}: {str(exc)[:120]}")
            shared.counts["refused_or_cut"] += 1


async def probe(shared: Shared) -> None:
    """Once a second: a new connection says hello; the server must welcome it (a hang if not
    within 10 s)."""
    while shared.left() > 0:
        began = time.monotonic()
        try:
            peer = await asyncio.wait_for(_open(shared, hello=False), 10)
            await peer.send(peer.valid("hello", random.Random()))
            while peer.heard == 0 and not peer.closed and time.monotonic() - began < 10:
                await asyncio.sleep(0.005)
            if peer.heard:
                shared.probe_ms.append(1000 * (time.monotonic() - began))
            else:
                shared.hangs.append(f"no welcome within {time.monotonic() - began:.1f} s")
            await _close(peer.socket)
        except Exception as exc:
            shared.hangs.append(f"the server did not take a connection: {type(exc).__name__} {str(exc)[:80]}")
        await asyncio.sleep(1.0)


async def run_hostile(shared: Shared, clients: int, seed: int) -> None:
    tasks = [asyncio.create_task(client(shared, i, seed)) for i in range(clients)]
    tasks.append(asyncio.create_task(probe(shared)))
    await asyncio.sleep(max(0.0, shared.left()))
    # a session is cut after SESSION_SECONDS (a session the server kept waiting is a hang); a
    # client still there after that is slow to tear itself down (its own close handshake)
    done, pending = await asyncio.wait(tasks, timeout=SESSION_SECONDS + 10)
    for task in pending:
        task.cancel()
        shared.fuzzer_problems.append("a hostile client did not stop after its last session")
    await asyncio.gather(*pending, return_exceptions=True)

