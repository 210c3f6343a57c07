"""Hot seat: whether the screen must be passed, decided from the views alone.

A curtain is needed only when the next person to act is not the person the screen is
shown to now AND the game has a secret between them: one of the two can see something the
other may not (drawing anew what is hidden from one of them with the game's own
``resample_hidden`` changes what the other sees), or their views differ and such a secret
was already seen earlier in the game. Equal views do not spare the curtain when a secret
lies between the two (two Ghosts hands of the same one card): whether the screen is passed
must never depend on hidden values. No game declares this with flags: Phantom Society's
public tile placement and all of Treasure Hunters need no curtain, and a game in which each
seat holds a hand always does (also in Ghosts' last tricks, where a counting player could
deduce the other hand: the table still draws another hand, so the curtain stays).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

SAMPLES = 8  # resamples tried per direction: a secret survives all of them with negligible chance


def _without_viewer(view: Any) -> Any:
    """The view with its viewer's seat number blanked (two views of one open table compare equal)."""
    if dataclasses.is_dataclass(view) and any(f.name == "seat" for f in dataclasses.fields(view)):
        return dataclasses.replace(view, seat=None)
    return view


def holds_secret_from(game: Any, state: Any, holder: int | None, other: int | None, rng: random.Random) -> bool:
    """True when ``holder``'s view shows something ``other`` may not know: some state that
    ``other`` cannot tell from this one gives ``holder`` a different view."""
    seen = game.view(state, holder)
    for _ in range(SAMPLES):
        if game.view(game.resample_hidden(state, other, rng), holder) != seen:
            return True
    return False


def has_secret_between(game: Any, state: Any, a: int | None, b: int | None) -> bool:
    """Does ``a`` see something ``b`` may not, or ``b`` something ``a`` may not, now?"""
    rng = random.Random(f"curtain:{a}:{b}")  # deterministic for a given state and pair
    return holds_secret_from(game, state, b, a, rng) or (a is not None and holds_secret_from(game, state, a, b, rng))


def needs_curtain(game: Any, state: Any, shown_to: int | None, seat: int | None, secrets_seen: bool = False) -> bool:
    """Must the screen be covered before ``seat`` sees it, when it shows ``shown_to``'s view
    now (None: nobody's yet)? ``secrets_seen``: a secret between people was seen earlier
    in this game (then differing views are enough)."""
    if seat is None or seat == shown_to or not game.hidden_information:
        return False
    if _without_viewer(game.view(state, seat)) == _without_viewer(game.view(state, shown_to)):
        # equal views: an open table, or hidden values equal by chance (two hands of the
        # same one card). Not passing the screen then would tell each the other's secret.
        return has_secret_between(game, state, shown_to, seat)
    return secrets_seen or has_secret_between(game, state, shown_to, seat)
