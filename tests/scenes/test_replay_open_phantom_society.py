"""The replay's "all hands open" view of a finished Phantom Society game (issue 25, part 1):
the table draws every secret of the position (where each hidden ghost is and whose it is,
a Master Game's face-down bid), marked as revealed, with tips that say so; a seat's view of
the same step still draws nothing that seat could not see."""

import random

import pygame

from ghostparlor.core.learn import learn_content
from ghostparlor.core.strings import has
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules.state import PLAY
from ghostparlor.scenes.replay import ReplayScene
from ghostparlor.devtools.sim import play_game
from tests.scenes.privacy_twin import _TwinMatch
from tests.scenes.test_replay_viewer import _leaks, _texts_drawn

NAMES = ["Ann", "Ben", "Cleo", "Dan"]
GAME = "phantom_society"


def _data(options=None, seed=11):
    game = load_game(GAME)
    match = play_game(game, 4, options or {}, seed, ["random"] * 4)
    record = match.record(fingerprints=False)
    plans = [{"name": NAMES[i], "kind": "random", "colour": i} for i in range(4)]
    record["seats"] = [{"name": p["name"], "kind": p["kind"]} for p in plans]
    return game, {"record": record, "plans": plans, "saved_at": ""}


def _open(app, data, **kwargs):
    app.home()
    scene = ReplayScene.from_save(app, data, **kwargs)
    app.push(scene)
    app.step(1 / 60)
    return scene


def _first_stop(scene, wanted):
    """The first step whose full state satisfies ``wanted``."""
    for stop in range(scene.session.timeline.last + 1):
        scene.go(stop, animate=False)
        if wanted(scene.session.state):
            return stop
    raise AssertionError("no such step in the game")


def _drawn(app, scene, monkeypatch):
    """The frame's pixels and every text drawn on it."""
    texts = _texts_drawn(app, scene, monkeypatch)
    scene.draw(app.canvas)
    return pygame.image.tobytes(app.canvas, "RGB"), texts


def test_the_open_view_draws_every_hidden_ghost_marked_and_a_seats_view_does_not(app, monkeypatch):
    game, data = _data()
    scene = _open(app, data)
    assert scene.view_seat is None and scene.reveal_all
    # mid-hunt: ghosts still hidden under tiles, the game not over at this step
    stop = _first_stop(scene, lambda s: s.phase == PLAY and sum(s.revealed) == 0 and len(s.history) >= 2)
    state = scene.session.state
    table = scene.table
    public = game.view(state, None)
    assert public.ghosts is None  # a spectator does not see them ...
    hidden = {game.square_names[state.ghost_sq[c]]: (game.colours[c], state.owner[c]) for c in range(game.ncol)}
    assert table.opened_ghosts == set(hidden)  # ... the open view shows every one, as revealed
    assert {g[1]: (g[0], g[2]) for g in table.view.ghosts} == hidden
    real_pixels, texts = _drawn(app, scene, monkeypatch)
    assert "Replay: all hands open" in texts
    assert any("Eye: hidden from the players then" in x for x in texts)
    for square, (_colour, owner) in hidden.items():
        assert any(f"under {square} ({NAMES[owner]})" in x for x in texts), (square, texts)
    # the tips say what each revealed thing is, and that it was secret then
    things = table.inspectables(None)
    opened = [th for th in things if th.kind == "tile_open_ghost"]
    assert sorted(th.params["square"] for th in opened) == sorted(hidden)
    assert all("Shown by the replay only" in th.words(GAME) for th in opened)
    assert len([th for th in things if th.kind == "ghost_row_open"]) == len(hidden)
    assert any(th.kind == "open_legend" for th in things)
    rules = learn_content(GAME).rule_ids()
    for th in things:
        if th.kind in ("tile_open_ghost", "ghost_row_open", "open_legend"):
            assert has(th.key(GAME)) and th.rule in rules and "{" not in th.words(GAME), th
    # the same step with the hidden ghosts drawn anew: the board must look different
    rng = random.Random(3)
    for _ in range(20):
        twin_state = game.resample_hidden(state, None, rng)
        if list(twin_state.ghost_sq) != list(state.ghost_sq):
            break
    assert list(twin_state.ghost_sq) != list(state.ghost_sq)
    real_match = scene.session.match
    scene.session.match = _TwinMatch(real_match, twin_state)
    scene._rebuild_table()
    twin_pixels, twin_texts = _drawn(app, scene, monkeypatch)
    assert twin_pixels != real_pixels and twin_texts != texts
    scene.session.match = real_match
    # a hunter's view of the same step: nothing hidden, nothing marked, its own view exactly
    hunter = game.hunter_seats(state)[0]
    assert scene.set_view(hunter) and not scene.reveal_all
    assert scene.stop == stop and scene.table.view == game.view(state, hunter)
    assert scene.table.opened_ghosts == set() and scene.table.view.ghosts is None
    _pixels, seat_texts = _drawn(app, scene, monkeypatch)
    assert "Replay: all hands open" not in seat_texts
    assert not any(f"under {square} (" in x for x in seat_texts for square in hidden)
    assert not any(th.kind in ("tile_open_ghost", "ghost_row_open", "open_legend") for th in scene.table.inspectables(hunter))
    # a ghost master's view: the ghosts as that team knows them, but not marked as revealed
    master = game.ghost_seats(state)[0]
    assert scene.set_view(master)
    assert scene.table.view.ghosts is not None and scene.table.opened_ghosts == set()
    # back to the open view by the View button's cycle
    while scene.view_seat is not None:
        scene.cycle_view()
    assert scene.table.opened_ghosts == set(hidden)


def test_the_open_view_shows_a_face_down_bid_of_a_master_game_marked(app, monkeypatch):
    game, data = _data({"mode": "master_game"}, seed=4)
    scene = _open(app, data)
    # one team has bid, the other not yet: that bid lies face down to spectators
    _first_stop(scene, lambda s: (s.bids[0] is None) != (s.bids[1] is None))
    state = scene.session.state
    team = 0 if state.bids[0] is not None else 1
    assert game.view(state, None).bids[team] is None
    assert scene.table.opened_bids == {team}
    assert scene.table.view.bids[team] == tuple(state.bids[team])
    bid = str(sum(state.bids[team]))
    _pixels, texts = _drawn(app, scene, monkeypatch)
    assert any(x.endswith(bid) and str(team + 1) in x for x in texts), texts
    tips = [th for th in scene.table.inspectables(None) if th.kind == "bid_box_open"]
    assert [th.params["team"] for th in tips] == [team + 1] and "shown by the replay only" in tips[0].words(GAME)
    # the other team's seat still sees it face down
    other = game.teams(state)[1 - team][0]
    scene.set_view(other)
    assert scene.table.view.bids[team] is None and scene.table.opened_bids == set()


def test_a_seats_view_of_a_phantom_society_replay_draws_nothing_that_seat_could_not_see(home):
    try:
        leaks, compared = _leaks(GAME, 4, 11, seats=[1], stops=3)
    finally:
        pygame.quit()
    assert leaks == [], "\n".join(leaks[:6])
    assert compared == 6 + 16
