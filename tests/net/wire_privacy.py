"""Twin tables: privacy on the wire proved like the screen's (issue 47, point 7).

A real :class:`~ghostparlor.net.host.HostedTable` hosts a seeded game: people at some seats
(each a :class:`~ghostparlor.net.link.SeatLink` fed only by what the host sent it, playing
as the easy bot would from its own view), bots at the others, and a spectator. Beside it
runs a *twin table* for every watched connection (each person's seat, the spectator): a
HostedTable of the same class, given the same inputs in the same order (joins, moves,
stale and illegal moves, resyncs, drops and returns, a person away long enough for a
stand-in, time passing), whose session is a :class:`TwinHostSession`: a puppet that
follows the real one but whose state is at every step the real state with everything
hidden from its seat drawn anew (``Game.resample_hidden``, checked: the seat's view is
unchanged) and whose events carry other secret values where its seat may not see them.

Every message the real table sends to a watched connection must be, byte for byte
(``messages.dump``), the message the twin table sends it: whatever differs came from
something that seat may not know. The puppet's legal actions are drawn from its own state
(only whether another seat's move may be played is answered as the real table answered
it): a host that sent a seat another seat's legal actions would be caught too.

The finished game's record (every hand open, sent once the game is over, as the rules
allow) is the real one in both; it is checked to come only after the end. Every message to
a seat is also searched for another seat's key (token).

``python -m tests.net.wire_privacy --seeds N`` plays N seeded games of every game (and
seat count); the test suite plays a few.
"""

from __future__ import annotations

import dataclasses
import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Hashable

from ghostparlor.ai.protocol import make_bot
from ghostparlor.games import load_game
from ghostparlor.net import host as host_module
from ghostparlor.net import messages, wire
from ghostparlor.net.host import HostedTable, HostSession, Step, TableRules
from ghostparlor.net.link import SeatLink

GAMES = ("ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters")
HOST_TOKEN = "host-" + "h" * 27


class Clock:
    """The table's time, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Tap:
    """What the real session did when asked: every submit (and its outcome), every update's
    answer, every save it made. The twins follow it."""

    def __init__(self, session: HostSession) -> None:
        self.submits: list[tuple[Any, Exception | None]] = []
        self.updates: list[bool] = []
        self.saves: list[dict[str, Any]] = []
        submit, update, save_data = session.submit, session.update, session.save_data

        def tapped_submit(action):
            try:
                out = submit(action)
            except Exception as exc:
                self.submits.append((action, exc))
                raise
            self.submits.append((action, None))
            return out

        def tapped_update(dt):
            done = update(dt)
            self.updates.append(done)
            return done

        def tapped_save(*args, **kwargs):
            self.saves.append(save_data(*args, **kwargs))
            return self.saves[-1]

        session.submit, session.update, session.save_data = tapped_submit, tapped_update, tapped_save


class _TwinMatch:
    """The real Match's actions (as they were when it was made) with the twin's state."""

    def __init__(self, real: Any, state: Any) -> None:
        self.actions = list(real.actions)
        self.state = state


class OthersLegal(list):
    """Another seat's legal actions in a twin: listed (what a host would send) from the
    twin's state, but asked ``action in`` (the host checking that seat's move) as the real
    table answered: what that seat could play is the real game's, not the twin's."""

    def __init__(self, mine: list, real: list) -> None:
        super().__init__(mine)
        self.real = real

    def __contains__(self, action: object) -> bool:
        return action in self.real


class TwinHostSession:
    """A puppet of the real HostSession for ``seat``: the same seats and actions, its own
    resampled state and twinned events; it never applies an action itself."""

    def __init__(self, real: HostSession, tap: Tap, seat: int | None, rng: random.Random) -> None:
        self.game, self.real, self.tap, self.seat, self.rng = real.game, real, tap, seat, rng
        self.seed = real.seed
        self.plans = list(real.plans)
        self.bots: dict[int, Any] = dict(real.bots)
        self.bot_rngs: dict[int, Any] = {}
        self.happenings: deque = deque()
        self.steps: list[Step] = []
        self.mismatches: list[str] = []
        self._submits = self._updates = self._saves = 0
        self._twins: dict[int, tuple[Any, Any]] = {}
        self._pool: dict[tuple[str, str], list[Any]] = {}
        self._key: tuple | None = None
        self.resamples = 0
        self.varied = 0  # resamples that differ from the real state (something was hidden)
        self.match = _TwinMatch(real.match, real.match.state)
        self.pull()

    # --- following the real session -----------------------------------------------------
    def pull(self) -> None:
        real = self.real
        key = (len(real.match.actions), len(real.steps), sum(len(s.events) for s in real.steps[-1:]))
        if key == self._key:
            return
        self._key = key
        twin = self.game.resample_hidden(real.match.state, self.seat, self.rng)
        if self.game.view(twin, self.seat) != self.game.view(real.match.state, self.seat):
            raise AssertionError(f"{self.game.id}: resample_hidden changed what seat {self.seat} may know")
        self.resamples += 1
        self.varied += self.game.state_to_json(twin) != self.game.state_to_json(real.match.state)
        self.match = _TwinMatch(real.match, twin)
        self._real_legal = list(real.legal_actions())
        self.steps = [Step(s.actor, s.number, [self.twin_event(e) for e in s.events]) for s in real.steps]

    def twin_event(self, event: Any) -> Any:
        """The event with its secret values replaced by others of its kind seen in this game
        when ``seat`` may not see them (what the host must redact makes no difference)."""
        known = self._twins.get(id(event))
        if known is not None and known[0] is event:
            return known[1]
        secret = type(event).secret_fields()
        for name in secret:
            values = self._pool.setdefault((event.TYPE, name), [])
            if getattr(event, name) not in values:
                values.append(getattr(event, name))
        twin = event
        if secret and not event.visible_to(self.seat):
            changes = {}
            for name in secret:
                others = [v for v in self._pool[(event.TYPE, name)] if v != getattr(event, name)]
                if others:
                    changes[name] = self.rng.choice(others)
            if changes:
                twin = dataclasses.replace(event, **changes)
        self._twins[id(event)] = (event, twin)
        return twin

    # --- what the host asks of a session ---------------------------------------------------
    def to_move(self) -> int:
        return self.game.to_move(self.match.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.match.state)

    def legal_actions(self) -> list[Any]:
        seat = self.to_move()
        if seat < 0:
            return []
        mine = self.game.legal_actions(self.match.state)
        return mine if seat == self.seat else OthersLegal(mine, self._real_legal)

    def result(self) -> Any:
        return self.game.result(self.match.state) if self.is_over() else None

    def names(self) -> list[str]:
        return [p.name for p in self.plans]

    def submit(self, action: Any) -> list:
        i, self._submits = self._submits, self._submits + 1
        if i >= len(self.tap.submits):
            self.mismatches.append(f"the twin table submitted {action!r}; the real one submitted nothing")
            return []
        real_action, problem = self.tap.submits[i]
        if real_action != action:
            self.mismatches.append(f"the twin table submitted {action!r} where the real one submitted {real_action!r}")
        if problem is not None:
            raise problem
        self.pull()
        return []

    def update(self, dt: float) -> bool:
        i, self._updates = self._updates, self._updates + 1
        if i >= len(self.tap.updates):
            self.mismatches.append("the twin table let time pass where the real one did not")
            return False
        self.pull()
        return self.tap.updates[i]

    def save_data(self, fingerprints: bool = False) -> dict[str, Any]:
        i, self._saves = self._saves, self._saves + 1
        if i >= len(self.tap.saves):
            self.mismatches.append("the twin table made a record where the real one did not")
            return {}
        return self.tap.saves[i]


class TwinTable(HostedTable):
    """A hosted table whose session is a :class:`TwinHostSession` of the real table's."""

    def __init__(self, real: HostedTable, seat: int | None, seed: int, tap_of) -> None:
        self.real, self.twin_seat, self._tap_of = real, seat, tap_of
        self._rng = random.Random(seed)
        self._puppet: TwinHostSession | None = None
        rules = TableRules(real.rules.game_id, real.rules.players, dict(real.rules.options),
                           real.rules.away_seconds, real.rules.pace_seconds)
        kinds = ["open" if s.kind in ("open", "human") else "bot:" + s.kind for s in real.seats]
        super().__init__(real.code, rules, kinds, real.host_token, real.seed, real.clock)

    @property  # type: ignore[override]
    def session(self) -> TwinHostSession | None:
        return self._puppet

    @session.setter
    def session(self, value: Any) -> None:
        # the table makes its own session when it starts; the twin follows the real one instead
        self._puppet = None if value is None else TwinHostSession(self.real.session, self._tap_of(), self.twin_seat,
                                                                   self._rng)


@dataclass
class Report:
    """What a wire-twin run compared and found."""

    game: str
    players: int
    messages: dict[str, int] = field(default_factory=dict)  # compared per watched connection
    kinds: dict[str, int] = field(default_factory=dict)  # compared messages by type
    bytes: int = 0
    resamples: int = 0
    varied: int = 0  # twin states that differed from the real one
    stand_in_moves: int = 0  # moves a stand-in bot made for a person away
    leaks: list[str] = field(default_factory=list)
    over: bool = False
    actions: int = 0
    events_seen: dict[str, int] = field(default_factory=dict)  # secret events sent to a seat that may not see them

    @property
    def compared(self) -> int:
        return sum(self.messages.values())


class FakeConnection:
    """What a SeatLink sends, kept for the rig to deliver."""

    def __init__(self) -> None:
        self.outbox: list[dict[str, Any]] = []

    def rejoin_with(self, *first: dict[str, Any]) -> None:
        pass

    def send(self, message: dict[str, Any]) -> None:
        self.outbox.append(message)

    def poll(self) -> list[dict[str, Any]]:
        return []


@dataclass
class Person:
    """A person at a seat (or watching): their connection, their link, their bot-like mind."""

    seat: int | None
    name: str
    client: Hashable
    link: SeatLink
    away: bool = False
    left_at: int = 0  # the table's steps when the connection dropped
    moves: int = 0
    sent_at: int = -1
    previous_legal: list = field(default_factory=list)


class WireRig:
    """One real table, a twin table per watched connection, fed the same inputs."""

    def __init__(self, game_id: str, players: int, people: int, seed: int, spectator: bool = True,
                 options: dict | None = None) -> None:
        self.game = load_game(game_id)
        self.seed = seed
        self.rng = random.Random(seed)
        self.clock = Clock()
        self.calls = 0
        self.strays = 0
        seats = ["open"] * people + ["bot:easy"] * (players - people)
        rules = TableRules(game_id, players, dict(options or {}), away_seconds=30, pace_seconds=0.0)
        self.real = HostedTable("TWNCHK", rules, seats, HOST_TOKEN, seed, self.clock)
        self.tap: Tap | None = None
        watched: list[int | None] = list(range(people)) + ([None] if spectator else [])
        self.twins = {w: TwinTable(self.real, w, seed * 7919 + (w if w is not None else 99), lambda: self.tap)
                      for w in watched}
        self.report = Report(game_id, players, messages={self._key(w): 0 for w in watched})
        self.people: dict[int | None, Person] = {}
        self.numbers = 0
        self.bots = {s: make_bot("easy", self.game, s) for s in range(people)}
        self.tokens: dict[int, str] = {}

    @staticmethod
    def _key(seat: int | None) -> str:
        return "spectator" if seat is None else f"seat {seat}"

    # --- the table's inputs -------------------------------------------------------------------
    def call(self, method: str, *args: Any) -> None:
        """The same input to the real table and to every twin; every message to a watched
        connection compared, then delivered."""
        self.calls += 1
        token = f"key-{self.seed:06d}-{self.calls:08d}-tokentoken"
        made = host_module.new_token
        host_module.new_token = lambda: token  # the same new seat key in the real and the twin tables
        try:
            real_out = getattr(self.real, method)(*args)
            if self.tap is None and self.real.session is not None:  # it started: the twins follow its session
                self.tap = Tap(self.real.session)
            twin_outs = {w: getattr(twin, method)(*args) for w, twin in self.twins.items()}
        finally:
            host_module.new_token = made
        for w, twin_out in twin_outs.items():
            self._compare(method, w, real_out, twin_out)
            puppet = self.twins[w].session
            while puppet is not None and puppet.mismatches:
                self.leak(f"{method}: {puppet.mismatches.pop(0)}")
        self._deliver(real_out)

    def _compare(self, method: str, watched: int | None, real_out, twin_out) -> None:
        person = self.people.get(watched)
        clients = {person.client} if person is not None else set()
        real = [messages.dump(m) for c, m in real_out if c in clients]
        twin = [messages.dump(m) for c, m in twin_out if c in clients]
        key = self._key(watched)
        for text in real:
            self.report.messages[key] += 1
            self.report.bytes += len(text)
        for _, m in real_out:
            if _ in clients:
                self.report.kinds[m["t"]] = self.report.kinds.get(m["t"], 0) + 1
        if real != twin:
            self.leak(f"{method}: {key} was sent {_first_difference(real, twin)}")
        for c, m in real_out:
            if c not in clients:
                continue
            text = messages.dump(m)
            for seat, token in self.tokens.items():
                if seat != watched and token in text and m["t"] != "joined":
                    self.leak(f"{method}: {key} was sent the key of seat {seat}")
            if HOST_TOKEN in text:
                self.leak(f"{method}: {key} was sent the host's key")
            if m["t"] == "record" and not self.real.is_over():
                self.leak(f"{method}: {key} was sent the record before the end")
            if m["t"] in ("snapshot", "update"):
                self._count_redactions(m, watched)

    def _count_redactions(self, message: dict[str, Any], watched: int | None) -> None:
        # the secret events this seat was sent that are not its own (redacted): the twins
        # gave them other secret values, so an event sent whole would have been caught
        for step in message["steps"]:
            for data in step["e"]:
                event = wire.decode(self.game.id, data)
                if type(event).secret_fields() and not event.visible_to(watched):
                    name = type(event).__name__
                    self.report.events_seen[name] = self.report.events_seen.get(name, 0) + 1

    def _deliver(self, out) -> None:
        by_client = {p.client: p for p in self.people.values()}
        for client, message in out:
            person = by_client.get(client)
            if person is None:
                continue
            person.link.take(messages.parse(messages.dump(message), messages.MAX_HOST_BYTES))
            if message["t"] == "joined" and person.seat is not None:
                self.tokens[person.seat] = message["token"]
        for person in list(self.people.values()):
            sent, person.link.connection.outbox = person.link.connection.outbox, []
            for message in sent:
                self.send(person, message)

    def send(self, person: Person, message: dict[str, Any]) -> None:
        """A message from a connection, checked as the server checks it, to the tables."""
        data = messages.check(messages.parse(messages.dump(message)))
        if data["t"] == "join":
            self.call("join", person.client, person.name, data["seat"], data["token"])
        else:
            self.call("receive", person.client, data)

    def leak(self, text: str) -> None:
        if len(self.report.leaks) < 40:
            self.report.leaks.append(text)

    # --- people --------------------------------------------------------------------------------
    def new_client(self) -> str:
        self.numbers += 1
        return f"conn-{self.numbers}"

    def sit(self, seat: int | None, name: str) -> Person:
        link = SeatLink(FakeConnection(), name)
        person = Person(seat, name, self.new_client(), link)
        self.people[seat] = person
        link.join(self.real.code, seat)
        self._deliver([])
        return person

    def drop(self, person: Person, away_for: float = 0.0) -> None:
        """The connection drops (for ``away_for`` seconds: long enough, a stand-in plays)."""
        self.call("leave", person.client)
        person.away = True
        person.left_at = len(self.real.session.steps) if self.real.session else 0
        self.clock.now += away_for

    def come_back(self, person: Person) -> None:
        """The person comes back: a new connection, the seat's key."""
        if self.real.session is not None:
            self.report.stand_in_moves += sum(1 for step in self.real.session.steps[person.left_at:]
                                              if step.actor == person.seat)
        person.client = self.new_client()
        person.away = False
        self.call("join", person.client, person.name, None, person.link.token)
        self._deliver([])

    def tick(self, dt: float = 0.25) -> None:
        self.clock.now += dt
        self.call("tick", dt)

    # --- a game ---------------------------------------------------------------------------------
    def play(self, max_calls: int = 20000, drop_at: int = 6, away_at: int = 12, stop_on_leak: bool = False) -> Report:
        seats = [s for s in self.people if s is not None]
        host = self.people[seats[0]]
        self.call("receive", host.client, {"t": "start", "token": HOST_TOKEN})
        if None in self.twins and None not in self.people:
            self.sit(None, "Watcher")
        moves = 0
        away: Person | None = None
        while not self.real.is_over() and self.calls < max_calls and not (stop_on_leak and self.report.leaks):
            moved = False
            for seat in seats:
                person = self.people[seat]
                link = person.link
                if person.away or link.to_move() != seat or not link.legal() or person.sent_at == link.played():
                    continue
                self._mischief(person)
                if link.to_move() != seat or person.sent_at == link.played():
                    continue
                legal = link.legal()
                action = self.bots[seat].choose(link.view(), legal, self.rng)
                person.sent_at = link.played()
                person.previous_legal = legal
                link.act(action)
                self._deliver([])
                moves += 1
                moved = True
                if moves == drop_at:
                    self.drop(person)
                    self.come_back(person)
                if moves == away_at and len(seats) > 1:
                    away = self.people[seats[(seats.index(seat) + 1) % len(seats)]]
                    self.drop(away, away_for=self.real.rules.away_seconds + 1)
            if away is not None and self._stood_in(away):
                self.come_back(away)
                away = None
            if not moved:
                self.tick()
            self._stray()
        for person in self.people.values():
            person.link.connection.send({"t": "resync"})
        self._deliver([])
        self.report.over = self.real.is_over()
        self.report.actions = len(self.real.session.match.actions) if self.real.session else 0
        self.report.resamples = sum(t.session.resamples for t in self.twins.values() if t.session)
        self.report.varied = sum(t.session.varied for t in self.twins.values() if t.session)
        return self.report

    def _stood_in(self, person: Person) -> bool:
        """The stand-in has played for the person away (time to come back)."""
        return any(step.actor == person.seat for step in self.real.session.steps[person.left_at:])

    def _mischief(self, person: Person) -> None:
        """Before a person's first moves, then now and then: a move sent late (or twice),
        a move no longer legal, something that is no move of this game."""
        person.moves += 1
        roll = self.rng.random() if person.moves > 3 else (0.0, 0.07, 0.11)[person.moves - 1]
        link = person.link
        if roll < 0.05:
            link.connection.send({"t": "act", "at": max(0, link.played() - 1), "action": link.legal()[0].to_json()})
        elif roll < 0.10 and person.previous_legal:
            stale = [a for a in person.previous_legal if a not in link.legal()]
            if stale:
                link.connection.send({"t": "act", "at": link.played(), "action": stale[0].to_json()})
        elif roll < 0.12:
            link.connection.send({"t": "act", "at": link.played(), "action": {"type": "no_such_move"}})
        self._deliver([])

    def _stray(self) -> None:
        """Now and then, from anyone: a resync, a chat line, a reaction, a move out of turn."""
        roll = self.rng.random()
        self.strays += 1
        if 20 <= self.strays < 24:  # each at least once
            roll = (0.0, 0.02, 0.04, 0.05)[self.strays - 20]
        if roll >= 0.06:
            return
        person = self.rng.choice([p for p in self.people.values() if p.seat is not None] if roll >= 0.045
                                 else list(self.people.values()))
        if person.away:
            return
        link = person.link
        if roll < 0.015:
            link.connection.send({"t": "resync"})
        elif roll < 0.03:
            link.connection.send({"t": "chat", "text": f"hello \u202e{self.calls}"})
        elif roll < 0.045:
            link.connection.send({"t": "react", "what": "gasp"})
        elif person.seat is not None and link.to_move() != person.seat and person.previous_legal:
            link.connection.send({"t": "act", "at": link.played(), "action": person.previous_legal[0].to_json()})
        self._deliver([])


def _first_difference(real: list[str], twin: list[str]) -> str:
    if len(real) != len(twin):
        return f"{len(real)} messages ({[t[:40] for t in real][:4]}); the twin {len(twin)} ({[t[:40] for t in twin][:4]})"
    for a, b in zip(real, twin):
        if a != b:
            i = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
            return f"{a[max(0, i - 60):i + 60]!r}; the twin {b[max(0, i - 60):i + 60]!r}"
    return "the same"


def network_game(game_id: str, players: int, people: int, seed: int, spectator: bool = True,
                 options: dict | None = None, **play: Any) -> Report:
    """A seeded network game (``people`` persons, easy bots at the other seats, a spectator)
    played through a real table beside its twins."""
    rig = WireRig(game_id, players, people, seed, spectator, options)
    for seat in range(people):
        rig.sit(seat, f"P{seat}")
    return rig.play(**play)


def main(argv: list[str] | None = None) -> int:
    """A deeper run than the test suite's: ``python -m tests.net.wire_privacy --seeds 10``."""
    import argparse
    import time

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--first-seed", type=int, default=100)
    parser.add_argument("--players", default="", help="seat counts, e.g. 2,4 (default: each game's least and most)")
    args = parser.parse_args(argv)
    failed = 0
    for game_id in args.games.split(","):
        game = load_game(game_id)
        counts = [int(p) for p in args.players.split(",") if p] or sorted({game.min_players, game.max_players})
        for players in counts:
            for seed in range(args.first_seed, args.first_seed + args.seeds):
                began = time.perf_counter()
                people = 1 + seed % players
                report = network_game(game_id, players, people, seed)
                failed += bool(report.leaks) or not report.over
                print(f"{game_id} {players}p ({people} people) seed {seed}: {report.compared} messages "
                      f"({report.bytes} bytes) compared, {report.resamples} resamples, {report.actions} actions, "
                      f"over {report.over}, leaks {len(report.leaks)}, {time.perf_counter() - began:.1f} s", flush=True)
                for leak in report.leaks[:5]:
                    print("   ", leak)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
