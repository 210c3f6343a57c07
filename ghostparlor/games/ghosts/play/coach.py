"""The coach's words for Ghosts (``ghostparlor/ai/coach.py`` asks them).

``move_words`` names a move as its own player says it ("the Red 3", "taking the pile");
``why`` gives a reason that is true by the rules, from the view alone: what the better
move does (GH-3 to GH-8), never a guess at the others' cards.
"""

from __future__ import annotations

from ghostparlor.core.strings import Words
from ghostparlor.games.ghosts.rules import PlayCard, TakePile


def _card(card: str) -> Words:
    if card == "fog":
        return Words("ghosts.card.fog")
    _, family, value = card.split("_")
    return Words("ghosts.card.ghost", family=Words(f"ghosts.family.{family}"), value=value)


def move_words(game, view, action) -> Words | str:
    if isinstance(action, PlayCard):
        return Words("ghosts.coach.card", card=_card(action.card))
    if isinstance(action, TakePile):
        return Words("ghosts.coach.take")
    return ""


def why(game, view, mine, better) -> Words | None:
    """A true reason from the rules: what ``better`` does that ``mine`` did not."""
    if isinstance(mine, TakePile) and isinstance(better, PlayCard):
        return Words("ghosts.coach.why_take")  # GH-8: +1 FP, and no relief this round (GH-13)
    if not isinstance(better, PlayCard):
        return None
    if better.card == "fog":
        return Words("ghosts.coach.why_fog")  # GH-5
    _, family, value = better.card.split("_")
    if view.pile and family == view.top_family:
        return Words("ghosts.coach.why_mirror")  # GH-4
    level = (view.level if view.pile else 0) + int(value)
    if view.pile and level == view.fear_cap:
        return Words("ghosts.coach.why_cap", level=level)  # GH-3, GH-6
    return None
