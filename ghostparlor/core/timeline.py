"""What a replay's timeline knows about a record: its moves, turns, rounds and the move
that decided it. Pure Python (no pygame): the replay viewer draws it, tests check it.

A record's actions are seat actions and chance outcomes. The viewer stops only where a
seat is to move (or the game is over): a **move** is one seat action with the chance
steps that follow it (as live play shows them: a card played and the card drawn after
it). Stop 0 is the table once set up (the deal done), stop ``k`` the table after move
``k``; a record of ``M`` moves has the stops 0..M.

- **turn**: a seat's consecutive moves (chance folded in); a new round, and in Treasure
  Hunters another pawn (a solo player moves several), starts a new turn too. A turn
  starts at the stop before its first move.
- **round**: the state's own ``round`` where the game's canonical JSON has one (Ghosts: a
  deal played out; Ghostbumpers: a hand of tricks), else the game's notion (see
  :data:`ROUND_NOTIONS`), else a cycle of turns (a round ends when a seat that already
  had its turn in it moves again). A round starts at the stop before its first move.
- **deciding move**: the last scoring moment of a finished game: the last move after
  which the standing changed (``Game.result(state)``'s scores and team outcome, read at
  every stop; a game whose result does not change before the end may name its own
  standing in :data:`STANDINGS`); the final move when nothing better is known.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from typing import Any, Callable

from ghostparlor.core.errors import IllegalAction, RecordError
from ghostparlor.core.protocol import CHANCE, Action, Game


# --- what a round is, per game ------------------------------------------------------


def _phantom_society_round() -> Callable[[Any, Any], Any]:
    """The Phantom Society: one go round the four role slots (G1, H1, G2, H2) from the slot
    that opened the phase; each phase (bids, placing tiles, hiding the ghosts, the hunt)
    starts a round of its own, and so does each game of a Master Game."""
    first: dict[tuple, Any] = {}  # (game number, phase) -> the slot that opened it
    seen = {"at": None, "slot": None, "laps": 0}

    def key(game, state):
        at = (getattr(state, "game_number", 1), getattr(state, "phase", 0))
        slot = getattr(state, "slot", 0)
        opened = first.setdefault(at, slot)
        if at != seen["at"]:
            seen.update(at=at, slot=slot, laps=0)
        elif slot != seen["slot"]:
            if slot == opened:
                seen["laps"] += 1
            seen["slot"] = slot
        return at + (seen["laps"],)

    return key


def _dont_go_in_there_round() -> Callable[[Any, Any], Any]:
    """Don't Go In There: every player places one meeple (the state's placement count over
    the number of players); the claims and rolls of a room resolved between placements
    belong to the round of the placement that filled it."""

    def key(game, state):
        return getattr(state, "turn", 0) // max(1, getattr(state, "n", 1))

    return key


def _treasure_hunters_round() -> Callable[[Any, Any], Any]:
    """Ghost Fightin' Treasure Hunters: every pawn takes its turn once (the pawn whose turn
    it is goes back to the first)."""
    seen = {"last": None, "laps": 0}

    def key(game, state):
        pawn = getattr(state, "turn", 0)
        if seen["last"] is not None and pawn < seen["last"]:
            seen["laps"] += 1
        seen["last"] = pawn
        return seen["laps"]

    return key


ROUND_NOTIONS: dict[str, Callable[[], Callable[[Any, Any], Any]]] = {
    "phantom_society": _phantom_society_round,
    "dont_go_in_there": _dont_go_in_there_round,
    "treasure_hunters": _treasure_hunters_round,
}
"""Game id -> a maker of ``key(game, state)``: a value that changes exactly when a new
round starts (read at every stop, in order), for games whose state has no ``round``."""

ROUND_MEANING = {
    "ghosts": "a deal of cards played out (the state's round)",
    "ghostbumpers": "a hand of tricks (the state's round)",
    "phantom_society": "one go round the four role slots; each phase and each game of a Master Game starts a new one",
    "dont_go_in_there": "every player places one meeple",
    "treasure_hunters": "every pawn takes its turn once",
}


TURN_NOTIONS: dict[str, Callable[[Any, Any], Any]] = {
    "treasure_hunters": lambda game, state: getattr(state, "turn", 0),  # one pawn's turn (a solo player has several pawns)
}
"""Game id -> ``key(game, state)``: a new turn also starts where this value changes."""


def _treasure_hunters_standing(game, state) -> tuple:
    """Co-op: the jewels carried out and the hauntings left (the result says only win or lose)."""
    return (len(getattr(state, "delivered", ()) or ()), getattr(state, "markers_left", 0))


STANDINGS: dict[str, Callable[[Any, Any], Any]] = {
    "treasure_hunters": _treasure_hunters_standing,
}
"""Game id -> ``standing(game, state)`` where ``Game.result`` says nothing before the end."""


def _state_round(game: Game, state: Any) -> Any:
    value = getattr(state, "round", None)
    return value if isinstance(value, int) else game.state_to_json(state).get("round")


def _result_standing(game: Game, state: Any) -> Any:
    try:
        result = game.result(state)
    except Exception:  # noqa: BLE001 - a game whose result is only defined at the end
        return None
    return (tuple(result.scores), result.team_won)


# --- the timeline --------------------------------------------------------------------


@dataclass(frozen=True)
class TimelineMove:
    """One seat's move: its seat action and the chance steps after it."""

    number: int  # 1-based
    actor: int  # the seat
    index: int  # the seat action's index in the record's actions
    end: int  # how many actions are applied once the move and its chance are (the stop's position)
    round: int  # 1-based round the move is made in
    turn_start: bool  # the first move of a turn
    round_start: bool  # the first move of a round


@dataclass
class Timeline:
    """The stops of a record (see the module's docstring)."""

    game_id: str
    total_actions: int
    positions: list[int]  # stop -> how many actions are applied there (stop 0: set up)
    moves: list[TimelineMove]
    stop_rounds: list[int]  # stop -> the round of the table shown (the next move's; the last move's at the end)
    turn_starts: list[int] = field(default_factory=list)  # stops where a turn starts
    round_starts: list[int] = field(default_factory=list)  # stops where a round starts
    deciding: int | None = None  # the stop after the move that decided it (finished games)
    finished: bool = False
    round_source: str = "cycle"  # "state", "game" or "cycle": where the rounds came from

    # --- reading --------------------------------------------------------------
    @property
    def last(self) -> int:
        """The last stop (= the number of moves)."""
        return len(self.positions) - 1

    @property
    def rounds(self) -> int:
        return self.stop_rounds[-1] if self.stop_rounds else 1

    def position(self, stop: int) -> int:
        return self.positions[max(0, min(self.last, stop))]

    def stop_at(self, position: int) -> int:
        """The stop showing ``position`` actions applied, or the last stop before it."""
        return max(0, bisect_right(self.positions, position) - 1)

    def round_at(self, stop: int) -> int:
        return self.stop_rounds[max(0, min(self.last, stop))]

    def move_at(self, stop: int) -> TimelineMove | None:
        """The move just done at ``stop`` (None at stop 0)."""
        return self.moves[stop - 1] if 1 <= stop <= len(self.moves) else None

    def next_move(self, stop: int) -> TimelineMove | None:
        """The move about to happen at ``stop`` (None at the end)."""
        return self.moves[stop] if 0 <= stop < len(self.moves) else None

    # --- stepping ----------------------------------------------------------------
    def step(self, stop: int, by: int) -> int:
        return max(0, min(self.last, stop + by))

    def next_turn(self, stop: int) -> int:
        return _after(self.turn_starts, stop, self.last)

    def prev_turn(self, stop: int) -> int:
        return _before(self.turn_starts, stop)

    def next_round(self, stop: int) -> int:
        return _after(self.round_starts, stop, self.last)

    def prev_round(self, stop: int) -> int:
        return _before(self.round_starts, stop)


def _after(starts: list[int], stop: int, last: int) -> int:
    i = bisect_right(starts, stop)
    return starts[i] if i < len(starts) else last


def _before(starts: list[int], stop: int) -> int:
    i = bisect_left(starts, stop)
    return starts[i - 1] if i > 0 else 0


def build_timeline(game: Game, record: dict[str, Any]) -> Timeline:
    """Replay ``record`` once (no events) and read its moves, turns, rounds and deciding
    move. Raises RecordError naming the step when an action does not apply."""
    players = record["players"]
    state = game.new_state(players, game.normalize_options(players, record.get("options")))
    actions: list[Action] = []
    for step, data in enumerate(record["actions"]):
        try:
            actions.append(game.action_from_json(data))
        except (ValueError, KeyError, TypeError) as exc:
            raise RecordError(f"step {step}: {exc}") from exc
    has_round = isinstance(game.state_to_json(state).get("round"), int)
    if has_round:
        source = "state"
        round_key: Callable[[Any, Any], Any] | None = _state_round
    elif game.id in ROUND_NOTIONS:
        source = "game"
        round_key = ROUND_NOTIONS[game.id]()
    else:
        source = "cycle"
        round_key = None
    standing_of = STANDINGS.get(game.id, _result_standing)
    turn_key = TURN_NOTIONS.get(game.id)

    positions: list[int] = []
    stop_keys: list[Any] = []
    turn_keys: list[Any] = []
    standings: list[Any] = []
    moves_raw: list[tuple[int, int]] = []  # (actor, index)
    to_move = game.to_move

    def mark_stop(position: int) -> None:
        positions.append(position)
        stop_keys.append(round_key(game, state) if round_key is not None else None)
        turn_keys.append(turn_key(game, state) if turn_key is not None else None)
        standings.append(standing_of(game, state))

    for index, action in enumerate(actions):
        actor = to_move(state)
        if actor != CHANCE and not positions:
            mark_stop(index)
        if actor >= 0:
            if moves_raw:
                mark_stop(index)
            moves_raw.append((actor, index))
        try:
            game.apply(state, action, False)
        except (IllegalAction, ValueError, KeyError, TypeError) as exc:
            raise RecordError(f"step {index}: {exc}") from exc
    mark_stop(len(actions))  # the end (or, when no seat ever moved, the only stop)
    finished = game.is_over(state)

    moves: list[TimelineMove] = []
    turn_starts: list[int] = []
    round_starts: list[int] = []
    stop_rounds: list[int] = []
    round_no = 0
    last_key: Any = object()
    cycle_seen: set[int] = set()
    prev_actor = None
    for k, (actor, index) in enumerate(moves_raw, start=1):
        stop_before = k - 1
        if source == "cycle":
            new_round = k == 1 or (actor != prev_actor and actor in cycle_seen)
            if new_round:
                cycle_seen = set()
            cycle_seen.add(actor)
        else:
            key = stop_keys[stop_before]
            new_round = k == 1 or key != last_key
            last_key = key
        if new_round:
            round_no += 1
            round_starts.append(stop_before)
        turn_start = actor != prev_actor or new_round or (k > 1 and turn_keys[stop_before] != turn_keys[stop_before - 1])
        if turn_start:
            turn_starts.append(stop_before)
        moves.append(TimelineMove(k, actor, index, positions[k], round_no, turn_start, new_round))
        stop_rounds.append(round_no)
        prev_actor = actor
    stop_rounds.append(round_no if moves else 1)  # the end shows the last move's round
    if not moves:
        stop_rounds = [1] * len(positions)

    deciding = None
    if finished and moves:
        deciding = len(moves)  # the final move when nothing better is known
        for k in range(len(moves), 0, -1):
            before, after = standings[k - 1], standings[k]
            if before is not None and after is not None and before != after:
                deciding = k
                break
    return Timeline(game.id, len(actions), positions, moves, stop_rounds, turn_starts, round_starts, deciding, finished, source)
