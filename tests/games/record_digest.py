"""What the rules produce along a record, in a few short hashes (issue 23's proof).

For every step: the state's fingerprint (its canonical JSON), cut to PRINT characters and
joined into one string. For the whole record: one
hash each of every step's legal actions, every step's events with their log lines, and
every seat's view. A refactor that changes any of these, anywhere, is caught; the step
fingerprints say where.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ghostparlor.core.protocol import CHANCE, TERMINAL, Game
from ghostparlor.core.serial import canonical_text

PRINT = 8  # hex characters kept of each step's fingerprint: plenty to catch a change, small to store


def _view_text(view: Any) -> str:
    to_json = getattr(view, "to_json", None)
    return canonical_text(to_json()) if to_json else repr(view)


def digest_record(game: Game, record: dict[str, Any]) -> dict[str, Any]:
    players = record["players"]
    names = [s["name"] for s in record["seats"]]
    state = game.new_state(players, game.normalize_options(players, record.get("options")))
    prints = [game.fingerprint(state)[:PRINT]]
    legal, events, views = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
    for data in record["actions"]:
        action = game.action_from_json(data)
        seat = game.to_move(state)
        if seat == CHANCE:
            legal.update(canonical_text([[a.to_json(), round(p, 12)] for a, p in game.chance_outcomes(state)]).encode())
        elif seat != TERMINAL:
            legal.update(canonical_text([a.to_json() for a in game.legal_actions(state)]).encode())
        for viewer in (None, *range(players)):
            views.update(_view_text(game.view(state, viewer)).encode())
        for event in game.apply(state, action):
            events.update(canonical_text(event.to_json()).encode())
            events.update(game.describe_event(event, names, None).encode())
        prints.append(game.fingerprint(state)[:PRINT])
    return {
        "fingerprints": "".join(prints),  # PRINT characters per step, set-up first
        "legal": legal.hexdigest()[:16],
        "events": events.hexdigest()[:16],
        "views": views.hexdigest()[:16],
        "result": game.result(state).to_json() if game.is_over(state) else None,
    }
