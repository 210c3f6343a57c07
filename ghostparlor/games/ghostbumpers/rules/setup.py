"""Section 2, GB-1 to GB-4, GB-23 to GB-25, D-1, D-11 to D-13: setting up a game (the options,
the player-count deck, the character decks, the first start-card holder) and each seat
burying its scared card S (GB-3) before the start-card holder leads the first trick. The
deal of each round (GB-2, GB-23) is ``deal``'s.
"""

from __future__ import annotations

from typing import Any

from ghostparlor.core.errors import IllegalAction, OptionError
from ghostparlor.core.protocol import CHANCE, Event, Game

from . import tricks
from .deal import start_round
from .actions import ChooseFirstPlayer, SetScareLevel
from .events import RoundStarted, ScareLevelSet, TricksBegin
from .state import FIRST_PLAYER, PLAY, SCARE, GhostbumpersState

_OFF_WORDS = ("off", "none", "null", "no", "false", "")


def normalize_options(g, players: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """As the base class; ``target_score`` (GB-25, D-13) also takes null/"off" and any whole number >= 1."""
    given = dict(options or {})
    missing = object()
    raw = given.pop("target_score", missing)
    out = Game.normalize_options(g, players, given)
    if raw is not missing:
        out["target_score"] = parse_target(g, raw)
    if "target_score" in out:
        out = dict(sorted(out.items()))
    return out


def parse_target(g, value: Any) -> Any:
    if value is None or value is False:
        return "off"
    if value is True:
        return g.target_default
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip().lower()
        if text in _OFF_WORDS:
            return "off"
        if text in ("on", "yes", "true"):
            return g.target_default
        try:
            number = int(text)
        except ValueError:
            raise OptionError(f"option target_score: expected 'off' or a whole number, got {value!r}") from None
    if number < 1:
        raise OptionError(f"option target_score: {number} is below the minimum 1")
    return number


def target_of(g, options: dict[str, Any]) -> int | None:
    value = options.get("target_score", "off")
    return None if value == "off" or value is None else int(value)


def rounds_for(g, players: int) -> int:
    return g.rounds_by_players[players]


def new_state(g, players: int, options: dict[str, Any] | None = None) -> GhostbumpersState:
    options = g.normalize_options(players, options)
    s = GhostbumpersState()
    s.n = n = players
    s.target = target_of(g, options)  # GB-25, D-13
    s.totals = [0] * n  # section 2: scores start at 0
    s.hands = [[0] * 10 for _ in range(n)]
    s.hand_sizes = [0] * n
    s.deck = [g.unafraid] * n
    s.scare = [-1] * n
    s.revealed = [0] * n
    s.owed = [0] * n
    s.gb9_pending = [-1] * n
    s.pile = g.deck_by_players[n][:]
    s.pile_size = sum(s.pile)
    s.discard = [0] * 10
    first = options.get("first_player", "random")
    if first == "random":
        s.phase = FIRST_PLAYER
    else:
        s.dealer = int(first) - 1
        start_round(g, s)
    return s


def choose_first_player(g, s: GhostbumpersState, action: ChooseFirstPlayer, events: bool) -> list[Event]:
    """Section 2: the first start-card holder is chosen at random; round 1 begins."""
    if s.phase != FIRST_PLAYER:
        raise IllegalAction(action, g.to_move(s), "the first start-card holder is only drawn before round 1")
    if not (isinstance(action.seat, int) and 0 <= action.seat < s.n):
        raise IllegalAction(action, CHANCE, f"there is no seat {action.seat}")
    s.dealer = action.seat
    start_round(g, s)
    return [RoundStarted(s.round, s.dealer)] if events else []


def set_scare(g, s: GhostbumpersState, action: SetScareLevel, events: bool) -> list[Event]:
    """GB-3: the seat to move buries S at ``position`` from the top; GB-4 once all have."""
    if s.phase != SCARE:
        raise IllegalAction(action, g.to_move(s), "the scare level is only set after the deal (GB-3)")
    seat = s.active
    p = action.position
    if not (isinstance(p, int) and 1 <= p <= s.deck[seat] + 1):
        raise IllegalAction(action, seat, f"the scared card goes at position 1 to {s.deck[seat] + 1} from the top (GB-3)")
    s.scare[seat] = p - 1  # GB-3: p-1 unafraid above, the rest below
    s.deck[seat] += 1
    out: list[Event] = [ScareLevelSet(seat, p)] if events else []
    n = s.n
    for i in range(1, n + 1):
        nxt = (seat + i) % n
        if s.scare[nxt] < 0:
            s.active = nxt
            return out
    # GB-4: the start-card holder leads the first trick
    s.phase = PLAY
    s.leader = s.dealer
    s.turns = 0
    s.table = []
    s.active = s.dealer
    if events:
        out.append(TricksBegin(s.dealer))
    tricks.seat_to_play(g, s, out, events)
    return out
