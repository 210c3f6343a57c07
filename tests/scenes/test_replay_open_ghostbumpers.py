"""Ghostbumpers in the replay viewer's open view (issue 25, part 1: "all hands open"): the
table draws every secret of the finished game (each hand face up in its seat panel, where
each scared card lies, the draw pile in its tip), marked as revealed, while a seat's view
of the same moment still draws nothing that seat could not see."""

import random

import pygame

from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.scenes.replay import ReplayScene
from tests.scenes.privacy_twin import TextLog, _TwinMatch, _new_app
from tests.scenes.test_replay_viewer import _data, _render, _twin_replay

PLAYERS, SEED = 4, 5


def _stop_with_secrets(app, data):
    """A stop in the play phase where every scared card is hidden and every hand holds cards."""
    scene = ReplayScene.from_save(app, data, view=None)
    for stop in range(1, scene.session.timeline.last):
        scene.go(stop, animate=False)
        state = scene.session.state
        if (scene.session.game.view(state, None).phase == "play" and min(state.scare) >= 1
                and min(sum(h) for h in state.hands) >= 5):
            return stop
    raise AssertionError("no stop with hidden scared cards")


def _open_at(app, data, stop, twin_seed=None):
    """The open view at ``stop``; with ``twin_seed`` over a state whose hidden values (every
    hand, the draw pile, each scared card's depth) are drawn anew."""
    app.home()
    scene = ReplayScene.from_save(app, data, view=None, at=stop)
    app.push(scene)
    if twin_seed is not None:
        session = scene.session
        twin = session.game.resample_hidden(session.match.state, None, random.Random(twin_seed))
        session.match = _TwinMatch(session.match, twin)
        scene._rebuild_table()
    for _ in range(3):
        app.step(1 / 60)
    return scene


def _seat_panels(app, scene):
    """The pixels of the seat panels' row (where the open hands and decks are drawn)."""
    rects = list(scene.table.seats.seat_rects().values())
    area = rects[0].unionall(rects[1:])
    return pygame.image.tobytes(app.canvas.subsurface(area), "RGB")


def test_the_open_view_draws_every_hand_and_scared_card_marked_and_a_seat_view_stays_private(app, monkeypatch):
    _, data = _data("ghostbumpers", PLAYERS, SEED, humans=PLAYERS)
    stop = _stop_with_secrets(app, data)
    scene = _open_at(app, data, stop)
    table, state = scene.table, scene.session.state
    assert scene.reveal_all and table.open_view.full_state() is not None
    # every hand, face up: the chips' values, the tips name the cards
    drawn = []
    text = scene.assets.text
    monkeypatch.setattr(scene.assets, "text", lambda value, *a, **k: (drawn.append(str(value)), text(value, *a, **k))[1])
    scene.assets.clear()
    scene.draw(app.canvas)
    monkeypatch.undo()
    assert "Replay: all hands open" in drawn
    assert any(d.startswith("Framed like this") for d in drawn), "the revealed mark is explained"
    things = {(th.kind, th.params.get("player")): th for th in table.inspectables(None)}
    names = scene.session.names()
    for seat in range(PLAYERS):
        cards = [v for v in range(10) for _ in range(state.hands[seat][v])]
        values = ["0/10" if v == ZERO_TEN else str(v) for v in cards]
        for value in values:
            assert drawn.count(value) >= 1
        hand_tip = things[("seat_hand_open", names[seat])]
        assert hand_tip.params["cards"] == ", ".join(values)
        assert ", ".join(values) in hand_tip.words("ghostbumpers") and "shown open in this replay" in hand_tip.words("ghostbumpers")
        deck_tip = things[("seat_deck_open", names[seat])]
        assert deck_tip.params["p"] == state.scare[seat] + 1 and deck_tip.params["n"] == state.deck[seat]
        assert table.open_view.order(seat).index("S") == state.scare[seat]
    pile = things[("draw_pile_open", None)]
    assert pile.params["counts"] == table.piles.discard_counts_text({v: state.pile[v] for v in range(10) if state.pile[v]})
    assert "shown open in this replay" in pile.words("ghostbumpers")
    assert not any(kind in ("seat_hand", "seat_deck", "draw_pile") for kind, _ in things)
    real = _seat_panels(app, scene)
    # the same moment with every hidden value drawn anew: the seat panels differ
    twin = _open_at(app, data, stop, twin_seed=SEED * 7 + stop)
    twin_state = twin.session.state
    assert twin_state.hands != state.hands or twin_state.scare != state.scare
    assert _seat_panels(app, twin) != real, "the open view must draw the hidden values"
    # a seat's view of the same moment: no secret of the others, proved by its twin
    real_app, twin_app = _new_app("instant"), _new_app("instant")
    twin_app.window = real_app.window = pygame.display.get_surface()
    texts = TextLog()
    try:
        for seat in (0, 2):
            seen = _twin_replay(real_app, data, seat, stop, None)
            assert not seen.reveal_all and seen.table.open_view.full_state() is None
            assert not any(th.kind.endswith("_open") for th in seen.table.inspectables(seat))
            _twin_replay(twin_app, data, seat, stop, SEED * 11 + seat)
            assert _render(real_app, texts) == _render(twin_app, texts), f"seat {seat}'s view draws another's secret"
    finally:
        for other in (real_app, twin_app):
            other.shutdown()
        from ghostparlor.ui import reset_assets

        reset_assets()


def test_a_play_stepped_in_the_open_view_leaves_the_hand_as_it_flies(app):
    """Stepping one move forward animates it as in play: the played cards leave the open
    hand while they fly, and the hand is the new state's once the table is at rest."""
    app.settings.animation_speed = "fast"  # the play flies, as in play
    app.apply_settings()
    _, data = _data("ghostbumpers", PLAYERS, SEED, humans=PLAYERS)
    stop = _stop_with_secrets(app, data)
    scene = _open_at(app, data, stop)
    table = scene.table
    seat = table.view.to_move
    before = list(table.open_view.hand(seat))
    scene.go(stop + 1)
    after = scene.session.state.hands[seat]
    flying = 0
    for _ in range(240):
        app.step(1 / 60)
        if table.anim.steps:
            flying += 1
            assert len(table.open_view.hand(seat)) == table.display.shown_hand(seat)
        if not scene.busy():
            break
    assert not table.anim.steps and flying > 0
    shown = table.open_view.hand(seat)
    assert shown == [v for v in range(10) for _ in range(after[v])] and len(shown) < len(before)
