"""The coach's words for Don't Go In There (``ghostparlor/ai/coach.py`` asks them).

``move_words`` names a move as its own player says it ("space 2 of the Attic", "the Twin 3",
"keeping the roll"); ``why`` gives a reason that is true by the rules and read from the
view alone (the mover's own collection and ghosts, the rooms, the spaces, the roll): what
the better card does to the mover's curses (DG-33, DG-36, DG-39, DG-41, DG-32, DG-24), what
the better space spares them (DG-9, DG-10, DG-20, DG-21), the ghosts a die ability leaves
their meeples (DG-9, DG-23), what a Tome's name dispels (DG-40). None when no such reason
holds: the coach then says only which move was stronger.
"""

from __future__ import annotations

from ghostparlor.core.strings import Words
from ghostparlor.games.dont_go_in_there.play.goals import curse_of, value_of
from ghostparlor.games.dont_go_in_there.rules import (
    ChooseDollSet,
    ChooseType,
    KeepRoll,
    PlaceMeeple,
    Reroll,
    TakeCard,
    TomeDispel,
    TurnDie,
)

C = "dont_go_in_there.coach."


def _card(card: str) -> Words:
    return Words("dont_go_in_there.card.name", curse=Words(f"dont_go_in_there.curse.{curse_of(card)}"), value=value_of(card))


def _room(room: str) -> Words:
    return Words(f"dont_go_in_there.room.{room}")


def _board(game, view, room: str):
    for bd in view.boards:
        if bd.room == room:
            return bd
    return None


def _taken(game, view, action: TakeCard) -> str | None:
    """The card in the slot ``action`` takes, as the mover sees it (None: not known)."""
    bd = _board(game, view, view.resolving) if view.resolving else None
    if bd is None or not 1 <= action.slot <= len(bd.slots):
        return None
    card = bd.slots[action.slot - 1]
    return card if card not in (None, "face_down") else None


def move_words(game, view, action) -> Words | str:
    if isinstance(action, PlaceMeeple):
        return Words(C + "place", room=_room(action.room), space=action.space)
    if isinstance(action, TakeCard):
        card = _taken(game, view, action)
        return Words(C + "take", card=_card(card)) if card else Words(C + "take_slot", slot=action.slot)
    if isinstance(action, Reroll):
        return Words(C + "reroll")
    if isinstance(action, TurnDie):
        return Words(C + "turn", face=Words(f"dont_go_in_there.face.{action.to}"))
    if isinstance(action, KeepRoll):
        return Words(C + "keep")
    if isinstance(action, ChooseDollSet):
        return Words(C + "dolls", values=" + ".join(map(str, action.values)))
    if isinstance(action, (TomeDispel, ChooseType)):
        return Words(C + "name", curse=Words(f"dont_go_in_there.curse.{action.curse}"))
    return ""


# --- what a card does to its taker's curses (DG-17 and the immediate types) ---------------------


def card_change(game, view, seat: int, card: str) -> tuple[int, int]:
    """(curses, dispelled): how ``seat``'s curses change when it takes ``card`` now, and the
    curses the card's own set dispels, from the seat's face-up cards (the view)."""
    curse, v = curse_of(card), value_of(card)
    up = sorted(value_of(c) for c in view.tableaux[seat] if curse_of(c) == curse)
    gone = 0
    if curse in ("mirror", "ring"):  # DG-36, DG-39
        if len(up) + 1 >= game.param(curse, "set"):
            gone = sum(up) + v
    elif curse == "twin":  # DG-41
        if up.count(v) + 1 >= game.param("twin", "set"):
            gone = (up.count(v) + 1) * v
    elif curse == "doll":  # DG-33, D-7: every set removes the target
        t = game.type_index["doll"]
        lo = t * game.V
        kinds = sorted([lo + game.values.index(x) for x in up] + [lo + game.values.index(v)])
        if game.doll_sets(kinds, lo + game.values.index(v)):
            gone = game.param("doll", "target")
    elif curse == "clock" and view.clock_used_by is None:  # DG-32, D-14
        clocks = sorted(up + [v])
        if sum(clocks) >= game.param("clock", "threshold"):
            gone = sum(clocks[-game.param("clock", "dispel"):])
    return v - gone, gone


def _room_gain(game, view, seat: int, ghosts: int) -> int:
    """DG-9: the ghosts ``seat``'s meeples in the resolving room gain with ``ghosts`` rolled."""
    bd = _board(game, view, view.resolving) if view.resolving else None
    if bd is None:
        return 0
    return sum(max(0, ghosts - game.flashlights[i]) for i, who in enumerate(bd.meeples) if who == seat)


def _rank(bd, space: int) -> int:
    """DG-10: how many meeples now stand above ``space`` (they choose before it)."""
    return sum(1 for i in range(space - 1) if bd.meeples[i] is not None)


def why(game, view, mine, better) -> Words | None:
    """A true reason from the rules and the view: what ``better`` does that ``mine`` did not."""
    seat = view.seat
    if seat is None:
        return None
    if isinstance(mine, TakeCard) and isinstance(better, TakeCard):
        a, b = _taken(game, view, mine), _taken(game, view, better)
        if a is None or b is None:
            return None
        (ca, ga), (cb, gb) = card_change(game, view, seat, a), card_change(game, view, seat, b)
        if gb and cb < ca:
            return Words(C + "why_set", card=_card(b), curse=Words(f"dont_go_in_there.curse.{curse_of(b)}"), curses=gb)
        if ga and ca < cb:
            return None  # the move played completed a set: the better one wins on something else
        if cb < ca:
            return Words(C + "why_cheaper", card=_card(b), mine=_card(a), better_curses=value_of(b), mine_curses=value_of(a))
        return None
    if isinstance(mine, PlaceMeeple) and isinstance(better, PlaceMeeple):
        ri_m, ri_b = game.room_index[mine.room], game.room_index[better.room]
        gain_sp, gain = game.place_gain[ri_m]
        if gain and gain_sp == mine.space - 1 and not (better.room == mine.room and better.space == mine.space):
            return Words(C + "why_attic", room=_room(mine.room), space=mine.space, n=gain)  # DG-20
        lose_sp, lose = game.place_discard[ri_b]
        ghosts = view.ghosts[seat] or 0
        if lose and lose_sp == better.space - 1 and ghosts > 0:
            return Words(C + "why_nursery", room=_room(better.room), space=better.space, n=min(lose, ghosts))  # DG-21
        if mine.room == better.room:
            bd = _board(game, view, mine.room)
            if bd is not None:
                lights = game.flashlights[better.space - 1] - game.flashlights[mine.space - 1]
                if lights > 0 and _rank(bd, better.space) == _rank(bd, mine.space):  # DG-9, DG-10
                    return Words(C + "why_lights", room=_room(better.room), better=better.space, mine=mine.space, n=lights)
        return None
    if isinstance(mine, (TurnDie, KeepRoll)) and isinstance(better, (TurnDie, KeepRoll)):
        def after(action) -> int:
            if isinstance(action, TurnDie):
                return view.rolled + (1 if action.to == "ghost" else -1)
            return view.rolled

        gm, gb = _room_gain(game, view, seat, after(mine)), _room_gain(game, view, seat, after(better))
        if gb < gm:  # DG-9, DG-23
            return Words(C + "why_dice", better=move_words(game, view, better), n=gb, mine_n=gm)
        return None
    if isinstance(mine, TomeDispel) and isinstance(better, TomeDispel):  # DG-40
        def lost(curse: str) -> int:
            return sum(value_of(c) for c in view.tableaux[seat] if curse_of(c) == curse)

        lb, lm = lost(better.curse), lost(mine.curse)
        if lb > lm:
            return Words(C + "why_tome", curse=Words(f"dont_go_in_there.curse.{better.curse}"), n=lb, mine_n=lm)
        return None
    return None
