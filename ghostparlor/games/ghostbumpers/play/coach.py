"""The coach's words for Ghostbumpers (``ghostparlor/ai/coach.py`` asks them).

``move_words`` names a move as its own player says it ("the pair of 7s", "hiding it 3 from
the top"). ``why`` gives a reason that is true by the rules, from the view alone: what the
trick on the table, the seat's own hand and the seat's own scared card make certain. It
says nothing it cannot be sure of: a play that is not the last of its trick may still be
beaten or beat later plays, so only the last play's outcome is stated (GB-13); the hidden
scared cards of the others are never used.

- the last play won the trick and its reveals reached the scared card (GB-14, GB-15: 0 points);
- the last play won and cost reveals that the better move avoided by staying under (GB-13);
- the 0/10 card cancels every reveal of the trick (GB-16);
- winning would have turned up exactly the cards above the scared card: on top it doubles (GB-19);
- hiding the scared card deeper survives more reveals, higher keeps more cards beneath (GB-3, GB-19).
"""

from __future__ import annotations

from ghostparlor.core.strings import Words
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN, DiscardCard, PlayCards, PlayZeroTen, SetScareLevel, strength
from ghostparlor.games.ghostbumpers.rules.actions import strength_words


def move_words(game, view, action) -> Words | str:
    if isinstance(action, PlayCards):
        if action.count == 1:
            return Words("ghostbumpers.coach.single", value=action.card)
        if action.count == 2:
            return Words("ghostbumpers.coach.pair", value=action.card)
        return Words("ghostbumpers.coach.several", count=action.count, value=action.card)
    if isinstance(action, PlayZeroTen):
        return Words("ghostbumpers.coach.zero_ten", announce=action.announce)
    if isinstance(action, SetScareLevel):
        size = getattr(view, "set_size", 7) or 7
        if action.position == 1:
            return Words("ghostbumpers.coach.hide_top")
        if action.position == size:
            return Words("ghostbumpers.coach.hide_bottom")
        return Words("ghostbumpers.coach.hide_at", p=action.position)
    if isinstance(action, DiscardCard):
        return Words("ghostbumpers.coach.discard", card=game.card_name(action.card))
    return ""


def _play(action) -> tuple[int, int, int] | None:
    """(card, count, announce) of a play, or None."""
    if isinstance(action, PlayCards):
        return action.card, action.count, -1
    if isinstance(action, PlayZeroTen):
        return ZERO_TEN, 1, action.announce
    return None


def trick_outcome(game, view, action) -> dict | None:
    """What ``action`` would do if it were the last play of the trick on the table: whether
    it wins (GB-13: a tie goes to the later play, this one), the reveals it would cost
    (GB-14: 1 + every 5 in the trick; GB-16: none with the 0/10 card in it) and its strength."""
    play = _play(action)
    if play is None:
        return None
    card, count, announce = play
    mine = strength(card, count, announce)
    best = max((p[4] for p in view.table), default=-1)
    zero = card == ZERO_TEN or any(p[1] == ZERO_TEN for p in view.table)
    fives = sum(p[2] for p in view.table if p[1] == game.five) + (count if card == game.five else 0)
    best_play = max(reversed(view.table), key=lambda p: p[4]) if view.table else None
    return {"wins": mine >= best, "reveals": 0 if zero else 1 + fives, "zero": zero, "strength": mine,
            "best": best_play}


def _last_to_play(view) -> bool:
    return view.phase == "play" and len(view.table) == view.players - 1


def why(game, view, mine, better) -> Words | None:
    """A true reason from the rules: what ``better`` does that ``mine`` did not."""
    if isinstance(mine, SetScareLevel) and isinstance(better, SetScareLevel):
        return _why_depth(view, mine.position, better.position)
    if view.seat is None or view.phase != "play" or not _last_to_play(view):
        return None
    a, b = trick_outcome(game, view, mine), trick_outcome(game, view, better)
    if a is None or b is None:
        return None
    p = view.scare_position
    deck = view.deck_sizes[view.seat]
    best = a["best"]
    best_words = strength_words(best[4]) if best is not None else ""
    if a["wins"] and not b["wins"]:
        if b["zero"] and not a["zero"]:  # the 0/10 as 0: a duck that cancels the reveals
            return Words("ghostbumpers.coach.why_zero_duck", n=a["reveals"])
        if a["reveals"] and p is not None and a["reveals"] >= p:
            return Words("ghostbumpers.coach.why_scared", n=a["reveals"], p=p, best=best_words)
        if a["reveals"]:
            return Words("ghostbumpers.coach.why_took", n=a["reveals"], best=best_words)
        return None
    if a["wins"] and b["wins"] and b["zero"] and not a["zero"] and a["reveals"]:
        return Words("ghostbumpers.coach.why_zero_win", n=a["reveals"])
    if b["wins"] and not a["wins"] and p is not None and not b["zero"] and b["reveals"] == p - 1:
        beneath = deck - p
        if beneath > 0:
            return Words("ghostbumpers.coach.why_exact", n=b["reveals"], points=2 * beneath, beneath=beneath)
    return None


def _why_depth(view, mine: int, better: int) -> Words | None:
    """GB-3 and GB-19: the depth's trade-off, as the rules make it."""
    size = getattr(view, "set_size", 7) or 7
    if better > mine:
        return Words("ghostbumpers.coach.why_deeper", safe=better - 1, mine_safe=mine - 1)
    if better < mine:
        beneath = size - better
        return Words("ghostbumpers.coach.why_higher", beneath=beneath, mine_beneath=size - mine, double=2 * beneath)
    return None
