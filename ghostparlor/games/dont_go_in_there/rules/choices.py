"""DG-33, DG-40, D-5, D-7: the choices a card asks of its taker: which set of face-up Dolls
adding up to the target is dispelled, and which type in play the Tome names; then the
claim goes on (the meeple returns, the next meeple claims).

Each function takes the game ``g`` (the content's constants) and the state ``s``.
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Event

from .actions import ChooseDollSet, TomeDispel
from .claims import finish_claim
from .curses import dispel, dispel_dolls, of_type
from .events import TomeNamed
from .state import DOLL, DontGoInThereState, TOME
from .turn import to_move


def choose_doll_set(g, s: DontGoInThereState, action: ChooseDollSet, events: bool) -> list[Event]:
    seat = to_move(g, s)
    if s.phase != DOLL:
        raise IllegalAction(action, seat, "no Doll set is to be chosen now (DG-33)")
    values = tuple(action.values)
    if values not in s.doll_options:
        raise IllegalAction(action, seat, f"{list(values)} is not a set of your face-up Dolls adding up to {g.doll_target}")
    out: list[Event] = []
    dispel_dolls(g, s, seat, values, out, events)
    s.doll_options = []
    finish_claim(g, s, out, events)
    return out


def name_tome_type(g, s: DontGoInThereState, action: TomeDispel, events: bool) -> list[Event]:
    seat = to_move(g, s)
    if s.phase != TOME:
        raise IllegalAction(action, seat, "no Tome choice is due now (DG-40)")
    t = g.type_index.get(action.curse, -1)
    if t < 0 or t not in s.in_play or t == g.T_TOME:
        raise IllegalAction(action, seat, f"name a type in play other than the Tome, not {action.curse!r} (D-5)")
    out: list[Event] = []
    targets = of_type(g, s, seat, t)
    if events:
        out.append(TomeNamed(seat, action.curse, len(targets)))
    dispel(g, s, seat, targets, "tome", out, events)  # may dispel nothing (D-5)
    finish_claim(g, s, out, events)
    return out
