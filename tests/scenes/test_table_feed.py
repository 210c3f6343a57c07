"""Issue 50, point 2: every table is fed, not given the game. Each game's table is built
from a :class:`~ghostparlor.feed.CopiedFeed` (copies of what one seat may know, no state,
no session: what a remote table's client holds) and a whole game is played through it
in the real scene, drawn as it goes; the table's legal moves are the feed's."""

import random

import pytest

from ghostparlor.feed import CopiedFeed, Hidden, SessionFeed, redacted
from ghostparlor.games import REGISTRY, load_game
from ghostparlor.scenes.game import start_game
from ghostparlor.session import SeatPlan
from tests.scenes.helpers import bots_play, top_name

GAMES = [gid for gid, entry in REGISTRY.items() if entry.implemented]


def _plans(game):
    players = min(max(game.min_players, 3), game.max_players)
    return [SeatPlan("Ann", "human", 0)] + [SeatPlan(f"Bot {i}", "random", i) for i in range(1, players)]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_plays_a_whole_game_from_a_feed_without_state(app, game_id):
    app.home()
    game = load_game(game_id)
    scene = start_game(app, game, _plans(game), None, seed=5)
    scene.session.pace_seconds = 0.0
    local = scene.feed
    assert isinstance(local, SessionFeed)
    copied = CopiedFeed(game, local.why_illegal)
    copied.copy_from(local)
    held = set(vars(copied))
    assert not {"state", "session", "match", "_session"} & held, held
    scene.feed = copied
    scene.table = scene._new_table()  # the table made from the copies alone
    assert scene.table.feed is copied
    scene._pending_refresh = True

    update = scene.update

    def synced_update(dt):  # what a host would send after every step
        copied.copy_from(local)
        update(dt)
        copied.copy_from(local)

    scene.update = synced_update
    rng = random.Random(7)
    human_moves = frames = 0
    for _ in range(40_000):
        if scene.session.is_over() or top_name(app) != "game":
            break
        app.step(1 / 20)
        frames += 1
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            legal = copied.legal_actions()
            assert legal and legal == scene.session.legal_actions()
            action = rng.choice(legal)
            assert copied.why_illegal(action) is None
            scene._submit(action)
            copied.copy_from(local)
            human_moves += 1
    assert scene.session.is_over(), f"{game_id}: not over after {frames} frames"
    assert human_moves > 0
    assert copied.is_over() and copied.result() is not None


def test_a_seat_feed_keeps_other_seats_secrets(app):
    """The log and the moves a feed gives carry no secret field of another seat, and the
    state is open only where the scene says everything is (a replay's open view)."""
    app.home()
    game = load_game("ghosts")
    plans = [SeatPlan("Ann", "random", 0), SeatPlan("Bob", "random", 1), SeatPlan("Cy", "random", 2)]
    scene = start_game(app, game, plans, None, seed=3)
    bots_play(scene.session, stop=lambda s: len(s.match.actions) > 120)
    feed = SessionFeed(scene.session, lambda: 1)
    secret = 0
    events = [e.event for e in scene.session.log if e.event is not None]
    for event in events + [e for move in scene.session.moves for e in move.events]:
        if not event.visible_to(1):
            secret += 1
            shown = redacted(event, 1)
            assert all(getattr(shown, name) is None for name in type(shown).secret_fields())
    assert secret > 0  # the cards others draw are secret to them
    for fed in [*feed.log(), *(e for m in feed.moves() for e in m.events)]:
        event = getattr(fed, "event", fed)
        if event is not None and not event.visible_to(1):
            assert all(getattr(event, name) is None for name in type(event).secret_fields())
    assert feed.legal_actions() == [] or scene.session.to_move() == 1
    with pytest.raises(Hidden):
        feed.open_state()
    opened = SessionFeed(scene.session, lambda: None, lambda: True)
    assert opened.open_state() is scene.session.match.state
