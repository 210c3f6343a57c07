"""The coach's judgement (ghostparlor/ai/coach.py) with playouts whose outcome is set by the
test: a move clearly better by more than MARGIN is named, by more than BLUNDER named as a
blunder, an advantage under the margin is not; the sentence carries no numbers (they are in
``Verdict.numbers``, for the note's tooltip); even moves with noisy playouts get no note
(the best of several is checked on fresh deals). That the note depends on the seat's view
only is tests/test_learning.py's (every resampling of the hidden gives the same note).
"""

from __future__ import annotations

import random
import zlib

import pytest

from ghostparlor.ai import coach as coach_module
from ghostparlor.ai import search
from ghostparlor.ai.coach import Coach
from ghostparlor.core.match import Match
from ghostparlor.core.strings import Words
from ghostparlor.games import load_game


def _position(game_id: str = "ghosts", seed: int = 4):
    game = load_game(game_id)
    match = Match(game, 3, None, seed)
    match.resolve_chance()
    seat = game.to_move(match.state)
    return game, seat, game.view(match.state, seat), game.legal_actions(match.state)


def _rig(monkeypatch, game, reward, noise=lambda seed, action: 0.0):
    """Playouts that end at ``reward(action)`` (the candidate just played) plus ``noise``."""
    played = {}
    real_apply = type(game).apply

    def apply(self, state, action, events=True):
        played["action"] = action
        return real_apply(self, state, action, events)

    def playout(self, state, seed):
        action = played["action"]
        return min(1.0, max(0.0, reward(action) + noise(seed, action)))
        yield  # a generator, like the real one

    monkeypatch.setattr(type(game), "apply", apply)
    monkeypatch.setattr(search.SearchBot, "_playout", playout)


def _same_luck(seed, action):
    """The deal's luck, the same for every move (paired playouts)."""
    return random.Random(seed).uniform(-0.2, 0.2)


def _judge(game, seat, view, legal, chosen):
    return Coach(game, seat).run(view, legal, chosen, random.Random(5), ["a", "b", "c"])


def _params(words: Words) -> set[str]:
    names = set()
    for name, value in words.params.items():
        names.add(name)
        if isinstance(value, Words):
            names |= _params(value)
    return names


def test_a_clearly_better_move_is_named_without_numbers_in_the_sentence(monkeypatch):
    game, seat, view, legal = _position()
    assert len(legal) >= 2
    chosen, better = legal[0], legal[1]
    gap = (coach_module.MARGIN + coach_module.BLUNDER) / 2
    _rig(monkeypatch, game, lambda a: 0.4 + (gap if a == better else 0.0), _same_luck)
    verdict = _judge(game, seat, view, legal, chosen)
    assert verdict.better == better and verdict.note is not None and not verdict.blunder
    assert verdict.advantage == pytest.approx(gap, abs=0.01)
    assert verdict.samples == coach_module.CONFIRM  # checked on fresh deals
    said = verdict.note if verdict.note.key == "coach.note" else verdict.note.params["note"]
    assert said.key == "coach.note"
    assert not _params(verdict.note) & {"better_pct", "mine_pct", "n"}  # the numbers: the tooltip's
    assert {"better_pct", "mine_pct", "n"} <= _params(verdict.numbers)
    assert verdict.numbers.params["n"] == verdict.samples


def test_a_blunder_is_named_as_one(monkeypatch):
    game, seat, view, legal = _position()
    chosen, better = legal[0], legal[1]
    _rig(monkeypatch, game, lambda a: 0.3 + (coach_module.BLUNDER + 0.05 if a == better else 0.0), _same_luck)
    verdict = _judge(game, seat, view, legal, chosen)
    assert verdict.better == better and verdict.blunder
    said = verdict.note if verdict.note.key != "coach.note_because" else verdict.note.params["note"]
    assert said.key == "coach.note_blunder"


def test_an_advantage_under_the_margin_says_nothing(monkeypatch):
    game, seat, view, legal = _position()
    chosen, better = legal[0], legal[1]
    _rig(monkeypatch, game, lambda a: 0.4 + (0.6 * coach_module.MARGIN if a == better else 0.0), _same_luck)
    verdict = _judge(game, seat, view, legal, chosen)
    assert verdict.better is None and verdict.note is None and not verdict.blunder


def test_even_moves_with_noisy_playouts_get_no_note(monkeypatch):
    """Every move as good, each playout's luck its own: the luckiest move of the look is
    checked on fresh deals, where its luck does not hold."""
    game, seat, view, legal = _position("ghostbumpers")
    assert len(legal) >= 4

    def luck(seed, action):
        return random.Random(seed * 7919 + zlib.crc32(repr(action).encode())).uniform(-0.45, 0.45)

    _rig(monkeypatch, game, lambda a: 0.5, luck)
    for seed in range(4):
        verdict = Coach(game, seat).run(view, legal, legal[seed % len(legal)], random.Random(seed), ["a", "b", "c"])
        assert verdict.note is None, seed
